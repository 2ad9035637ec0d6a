/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "If it ended now" (ts_games_breakdown_now(), TsGameModule.end_now), along every complete
 * record of the corpus of each game: the game is not changed; nobody stands lower than their
 * score so far (each game's end only adds: CB-END-01..06, KB-WIN-01, CA-BEN-01..05,
 * CY-END-02); at the end it is the final breakdown itself; Caylus 1303's is the prestige
 * plus 2 a gold (CY-END-02), Kingsburg's the VP plus the Cathedral's 1 a 2 goods (KB-BDG-05,
 * KB-END-03); The Castles of Burgundy's solo game has none (CB-SOL-24). */
#include <json-glib/json-glib.h>

#include "record-walk.h"
#include "ts-ledger.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"

typedef struct
{
  guint projected;
  guint none;
} Count;

/* Each player's VP so far, from the ledger. */
static void
vp_so_far (const TsGameModule *module,
           gconstpointer       state,
           int                *vp,
           guint               n)
{
  g_autoptr (GPtrArray) ledger = module->ledger (state);

  for (guint i = 0; i < ledger->len; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (ledger, i);

      if (line->resource == TS_LEDGER_VP && line->player < n)
        vp[line->player] += line->delta;
    }
}

/* What the game's own end adds to a player, where it is simple enough to say here. */
static int
end_adds (const TsGameModule *module,
          gconstpointer       state,
          guint               player)
{
  if (g_str_equal (module->id, "caylus-1303"))
    return 2 * (int) ((const TsCaylusState *) state)->players[player].res[TS_CAYLUS_GOLD];
  if (g_str_equal (module->id, "kingsburg"))
    {
      const TsKingsburgPlayer *p = &((const TsKingsburgState *) state)->players[player];

      return ts_kingsburg_has (p, TS_KINGSBURG_B_CATHEDRAL) ? (int) ts_kingsburg_n_goods (p) / 2
                                                            : 0;
    }
  return -1; /* not said here: at least nothing */
}

static void
point (RecordWalk *r,
       guint       i,
       gpointer    data)
{
  Count *count = data;
  gpointer before = r->module->state_copy (r->state);
  g_autoptr (JsonNode) now = ts_games_breakdown_now (r->module, r->state);
  JsonArray *players;
  int vp[8] = { 0 };

  g_assert_true (r->module->state_equal (before, r->state));
  r->module->state_free (before);
  if (now == NULL)
    {
      count->none++;
      return;
    }
  count->projected++;
  players = json_object_get_array_member (json_node_get_object (now), "players");
  vp_so_far (r->module, r->state, vp, G_N_ELEMENTS (vp));
  for (guint p = 0; p < json_array_get_length (players) && p < G_N_ELEMENTS (vp); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      int total = (int) json_object_get_int_member (player, "total");
      int adds = end_adds (r->module, r->state, p);

      if (adds >= 0)
        g_assert_cmpint (total, ==, vp[p] + adds);
      else
        g_assert_cmpint (total, >=, vp[p]);
    }
}

/* At the end, the final breakdown itself. */
static void
assert_final (const char *name)
{
  RecordWalk r;
  g_autoptr (JsonNode) now = NULL;
  g_autoptr (JsonNode) final = NULL;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  record_walk_open (&r, name);
  for (guint i = 0; i < r.n_entries; i++)
    record_walk_apply (&r, i);
  g_assert_true (r.module->is_finished (r.state));
  now = ts_games_breakdown_now (r.module, r.state);
  final = r.module->final_breakdown (r.state);
  if (final != NULL)
    {
      a = json_to_string (now, FALSE);
      b = json_to_string (final, FALSE);
      g_assert_cmpstr (a, ==, b);
    }
  else
    g_assert_null (now);
  record_walk_close (&r);
}

static void
test_records (gconstpointer data)
{
  const char *const *names = data;
  Count count = { 0 };

  record_walk (names, point, &count);
  for (guint k = 0; names[k] != NULL; k++)
    assert_final (names[k]);
  g_assert_cmpuint (count.projected, >, 0);
  g_test_message ("%u points projected, %u without", count.projected, count.none);
}

/* CB-SOL-24: the solo game has no final scoring, so nothing is projected. */
static void
test_solo (void)
{
  static const char *const solo[] = { "castles-of-burgundy-solo-complete.json", NULL };
  Count count = { 0 };

  record_walk (solo, point, &count);
  g_assert_cmpuint (count.projected, ==, 0);
  g_assert_cmpuint (count.none, >, 100);
}

static const char *const burgundy[] = {
  "castles-of-burgundy-2p-complete.json", "castles-of-burgundy-2p-shields-complete.json",
  "castles-of-burgundy-4p-extras-inns-complete.json", NULL,
};
static const char *const kingsburg[] = {
  "kingsburg-2p-complete.json", "kingsburg-4p-complete.json", "kingsburg-5p-complete.json", NULL,
};
static const char *const carcassonne[] = {
  "carcassonne-2p-complete.json", "carcassonne-3p-traders-builders-complete.json",
  "carcassonne-5p-builder-pig-complete.json", NULL,
};
static const char *const caylus[] = {
  "caylus-1303-2p-complete.json", "caylus-1303-5p-complete.json", NULL,
};

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/now/castles-of-burgundy/CB-END-01", burgundy, test_records);
  g_test_add_func ("/now/castles-of-burgundy/solo/CB-SOL-24", test_solo);
  g_test_add_data_func ("/now/kingsburg/KB-WIN-01", kingsburg, test_records);
  g_test_add_data_func ("/now/carcassonne/CA-BEN-01", carcassonne, test_records);
  g_test_add_data_func ("/now/caylus-1303/CY-END-02", caylus, test_records);
  return g_test_run ();
}

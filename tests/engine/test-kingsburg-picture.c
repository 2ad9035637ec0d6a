/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The King's council on a player's phone (TsGameModule.board_picture, entry_spot): the 18
 * advisors in rows of 6, who stands on each this season, and the advisor each choice acts on,
 * at every step of a real 2-player game (tests/data/corpus). */
#include <string.h>

#include "ts-game.h"

#include "kingsburg-util.h"

extern const TsGameModule ts_kingsburg_module;

/* A record of the corpus: its module, its players and its entries, replayed one by one. */
typedef struct
{
  JsonParser *parser;
  const TsGameModule *module;
  JsonArray *entries;
  gpointer state;
} Record;

static void
record_open (Record     *r,
             const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", name, NULL);
  g_autoptr (GError) error = NULL;
  JsonObject *record, *options = NULL;

  r->parser = json_parser_new ();
  json_parser_load_from_file (r->parser, path, &error);
  g_assert_no_error (error);
  record = json_node_get_object (json_parser_get_root (r->parser));
  r->module = ts_games_lookup (json_object_get_string_member (record, "game"));
  g_assert_nonnull (r->module);
  if (json_object_has_member (record, "options"))
    options = json_object_get_object_member (record, "options");
  r->entries = json_object_get_array_member (record, "entries");
  r->state = r->module->state_new (options, json_object_get_array_member (record, "players"),
                                   NULL, &error);
  g_assert_no_error (error);
}

/* The record's entry @i, as the engine reads it. */
static gpointer
record_entry (Record *r,
              guint   i)
{
  g_autoptr (GError) error = NULL;
  gpointer entry = r->module->entry_from_json (json_array_get_element (r->entries, i), &error);

  g_assert_no_error (error);
  return entry;
}

static void
record_apply (Record *r,
              guint   i)
{
  g_autoptr (GError) error = NULL;
  gpointer entry = record_entry (r, i);

  if (!r->module->apply (r->state, entry, &error))
    g_error ("entry %u refused: %s", i, error->message);
  r->module->entry_free (entry);
}

static void
record_close (Record *r)
{
  r->module->state_free (r->state);
  g_object_unref (r->parser);
}

static TsBoardPicture *
picture_of (gconstpointer state)
{
  TsBoardPicture *picture = ts_kingsburg_module.board_picture (state);

  g_assert_nonnull (picture);
  return picture;
}

/* The spot @id of @picture, asserted there. */
static const TsBoardSpot *
spot (const TsBoardPicture *picture,
      const char           *id)
{
  const TsBoardSpot *found = ts_board_picture_find (picture, id);

  g_assert_nonnull (found);
  return found;
}

/* KB-INF-01: the advisors 1 to 18, 6 to a row, each marked with its number. */
static void
assert_council (const TsBoardPicture *picture)
{
  g_assert_cmpuint (picture->spots->len, ==, TS_KINGSBURG_N_ADVISORS);
  for (guint n = 1; n <= TS_KINGSBURG_N_ADVISORS; n++)
    {
      const TsBoardSpot *s = g_ptr_array_index (picture->spots, n - 1);
      g_autofree char *id = g_strdup_printf ("advisor-%u", n);
      g_autofree char *mark = g_strdup_printf ("%u", n);
      g_autofree char *start = g_strdup_printf ("Advisor %u, the %s", n,
                                                ts_kingsburg_advisor_name (n));

      g_assert_cmpstr (s->id, ==, id);
      g_assert_cmpint (s->col, ==, (int) (n - 1) % 6);
      g_assert_cmpint (s->row, ==, (int) (n - 1) / 6);
      g_assert_cmpstr (s->mark, ==, mark);
      g_assert_true (g_str_has_prefix (s->label, start));
    }
}

/* The label of advisor @n in @state. */
static char *
label_of (gconstpointer state,
          guint         n)
{
  g_autoptr (TsBoardPicture) picture = picture_of (state);
  g_autofree char *id = g_strdup_printf ("advisor-%u", n);

  return g_strdup (spot (picture, id)->label);
}

#define assert_label(state, n, expected)                                                        \
  G_STMT_START                                                                                  \
  {                                                                                             \
    g_autofree char *label_ = label_of (state, n);                                              \
    g_assert_cmpstr (label_, ==, expected);                                                     \
  }                                                                                             \
  G_STMT_END

/* A new game: the whole council, nobody on it yet, and the King's Aid's goods choices act on
 * no advisor (KB-AID-04). */
static void
test_new_game (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autoptr (TsBoardPicture) picture = picture_of (s);
  g_autoptr (GArray) legal = ts_kingsburg_legal (s);

  /* The module offers both hooks. */
  g_assert_true (ts_kingsburg_module.board_picture == ts_kingsburg_board_picture);
  g_assert_true (ts_kingsburg_module.entry_spot == ts_kingsburg_entry_spot);
  assert_council (picture);
  g_assert_cmpstr (spot (picture, "advisor-1")->label, ==, "Advisor 1, the Jester");
  g_assert_cmpstr (spot (picture, "advisor-8")->label, ==, "Advisor 8, the Treasurer");
  g_assert_cmpstr (spot (picture, "advisor-18")->label, ==, "Advisor 18, the King");
  g_assert_cmpint (spot (picture, "advisor-18")->col, ==, 5);
  g_assert_cmpint (spot (picture, "advisor-18")->row, ==, 2);
  g_assert_cmpint (spot (picture, "advisor-7")->col, ==, 0);
  g_assert_cmpint (spot (picture, "advisor-7")->row, ==, 1);
  g_assert_null (ts_board_picture_find (picture, "advisor-0"));
  g_assert_null (ts_board_picture_find (picture, "advisor-19"));
  g_assert_cmpuint (legal->len, >, 0);
  for (guint i = 0; i < legal->len; i++)
    g_assert_null (ts_kingsburg_entry_spot (s, &g_array_index (legal, TsKingsburgEntry, i)));
}

/* tests/data/corpus/kingsburg-2p-complete.json, by hand at known steps: the neutral dice of
 * a 2-player game (KB-2P-01..03), the players' dice (KB-INF-05), two players on one advisor
 * with the King's Envoy (KB-ENV-04), and the choices that name their advisor. */
static void
test_known_steps (void)
{
  Record r;
  guint i = 0;

  record_open (&r, "kingsburg-2p-complete.json");
  /* Entry 2 rolls the neutral 3 + 2 + 1 = 6 and 1 + 5 = 6: the two dice go on the Jester and
   * the Sergeant apart (KB-2P-03). Bruno, first, may influence with his 4, 2 and 2. */
  for (; i < 3; i++)
    record_apply (&r, i);
  {
    g_autoptr (GPtrArray) legal = r.module->legal_entries (r.state);
    g_autoptr (TsBoardPicture) picture = picture_of (r.state);
    guint32 advisors = 0;
    guint on = 0;

    /* His influences (KB-INF-03) each name their advisor, 2, 4 or 2 + 2 + 4 = 8 (6 is under
     * the neutral dice, KB-2P-05); his pass names none. */
    for (guint k = 0; k < legal->len; k++)
      {
        const TsKingsburgEntry *e = g_ptr_array_index (legal, k);
        g_autofree char *id = ts_kingsburg_entry_spot (r.state, e);

        if (e->type == TS_KINGSBURG_ENTRY_PASS)
          g_assert_null (id);
        else
          {
            g_autofree char *want = g_strdup_printf ("advisor-%d", e->advisor);

            g_assert_cmpint (e->type, ==, TS_KINGSBURG_ENTRY_INFLUENCE);
            g_assert_cmpstr (id, ==, want);
            g_assert_nonnull (ts_board_picture_find (picture, id));
            advisors |= 1u << e->advisor;
            on++;
          }
      }
    g_assert_cmpuint (on, >=, 3);
    g_assert_cmphex (advisors, ==, 1u << 2 | 1u << 4 | 1u << 8);
  }
  /* Bruno's 2 takes the Squire, Ana's 3 + 1 the Merchant (KB-INF-05). */
  for (; i < 5; i++)
    record_apply (&r, i);
  assert_label (r.state, 6, "Advisor 6, the Alchemist: the neutral dice");
  assert_label (r.state, 1, "Advisor 1, the Jester: the neutral dice");
  assert_label (r.state, 5, "Advisor 5, the Sergeant: the neutral dice");
  assert_label (r.state, 2, "Advisor 2, the Squire: Bruno");
  assert_label (r.state, 4, "Advisor 4, the Merchant: Ana");
  assert_label (r.state, 8, "Advisor 8, the Treasurer");
  /* Entry 7: Ana chooses the Merchant's help (KB-HLP-03): every choice acts there. */
  for (; i < 7; i++)
    record_apply (&r, i);
  {
    g_autoptr (GPtrArray) legal = r.module->legal_entries (r.state);

    g_assert_cmpuint (legal->len, >, 1);
    for (guint k = 0; k < legal->len; k++)
      {
        g_autofree char *id = ts_kingsburg_entry_spot (r.state, g_ptr_array_index (legal, k));

        g_assert_cmpstr (id, ==, "advisor-4");
      }
  }
  /* Entries 36 and 37: Bruno takes the Master Hunter, Ana joins him with the Envoy
   * (KB-ENV-04); the neutral 2 + 2 + 6 and 3 + 4 block the General and the Astronomer. */
  for (; i < 38; i++)
    record_apply (&r, i);
  assert_label (r.state, 9, "Advisor 9, the Master Hunter: Ana, Bruno");
  assert_label (r.state, 10, "Advisor 10, the General: the neutral dice");
  assert_label (r.state, 7, "Advisor 7, the Astronomer: the neutral dice");
  assert_label (r.state, 2, "Advisor 2, the Squire");
  /* Entry 98: Bruno gives the Alchemist a stone (KB-HLP-03): the pay names advisor 6 too. */
  for (; i < 98; i++)
    record_apply (&r, i);
  {
    g_autofree TsKingsburgEntry *e = record_entry (&r, 98);
    g_autofree char *id = ts_kingsburg_entry_spot (r.state, e);

    g_assert_cmpint (e->type, ==, TS_KINGSBURG_ENTRY_HELP);
    g_assert_cmpint (e->pay, >=, 0);
    g_assert_cmpstr (id, ==, "advisor-6");
  }
  record_close (&r);
}

/* Every step of @name: the council while the game goes on (KB-INF-01), each legal choice and
 * the entry recorded on the advisor it influences (KB-INF-03) or whose help it takes
 * (KB-HLP-01/03), which the picture has; the others on none (the dice, the buildings, the
 * passes, the battle); nothing to show once the game is over (KB-END-02). Each advisor's
 * label names exactly the players with dice on it. */
static void
walk_record (const char *name)
{
  Record r;
  guint influences = 0, helps = 0, others = 0, shared = 0;
  guint n_entries;

  record_open (&r, name);
  n_entries = json_array_get_length (r.entries);
  for (guint i = 0; i <= n_entries; i++)
    {
      const TsKingsburgState *s = r.state;
      g_autoptr (TsBoardPicture) picture = NULL;
      g_autoptr (GPtrArray) legal = NULL;

      if (s->stage == TS_KINGSBURG_STAGE_OVER)
        {
          g_assert_cmpuint (i, ==, n_entries);
          g_assert_null (ts_kingsburg_board_picture (s));
          break;
        }
      picture = picture_of (s);
      assert_council (picture);
      for (guint n = 1; n <= TS_KINGSBURG_N_ADVISORS; n++)
        {
          const TsBoardSpot *sp = g_ptr_array_index (picture->spots, n - 1);
          guint on = 0;

          for (guint p = 0; p < s->n_players; p++)
            {
              gboolean named = strstr (sp->label, s->names[p]) != NULL;

              g_assert_cmpint (named, ==, (s->occupied[n] >> p) & 1u);
              on += named;
            }
          shared += on > 1;
          g_assert_cmpint (strstr (sp->label, "the neutral dice") != NULL, ==,
                           (s->blocked >> n) & 1u);
        }
      legal = r.module->legal_entries (s);
      if (i < n_entries)
        g_ptr_array_add (legal, record_entry (&r, i));
      for (guint k = 0; k < legal->len; k++)
        {
          const TsKingsburgEntry *e = g_ptr_array_index (legal, k);
          g_autofree char *id = ts_kingsburg_entry_spot (s, e);

          if (e->type == TS_KINGSBURG_ENTRY_INFLUENCE || e->type == TS_KINGSBURG_ENTRY_HELP)
            {
              g_autofree char *want = g_strdup_printf ("advisor-%d", e->advisor);

              g_assert_cmpstr (id, ==, want);
              g_assert_nonnull (ts_board_picture_find (picture, id));
              if (e->type == TS_KINGSBURG_ENTRY_INFLUENCE)
                influences++;
              else
                helps++;
            }
          else
            {
              g_assert_null (id);
              others++;
            }
        }
      if (i < n_entries)
        record_apply (&r, i);
    }
  g_assert_cmpint (((const TsKingsburgState *) r.state)->stage, ==, TS_KINGSBURG_STAGE_OVER);
  g_assert_cmpuint (influences, >, 100);
  g_assert_cmpuint (helps, >, 10);
  g_assert_cmpuint (others, >, 10);
  /* KB-ENV-04: some advisor had two players at once. */
  g_assert_cmpuint (shared, >, 0);
  record_close (&r);
}

static void
test_walk_2p (void)
{
  walk_record ("kingsburg-2p-complete.json");
}

static void
test_walk_5p (void)
{
  walk_record ("kingsburg-5p-complete.json");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/picture/new-game/KB-INF-01", test_new_game);
  g_test_add_func ("/kingsburg/picture/known-steps/KB-2P-03/KB-ENV-04/KB-HLP-03",
                   test_known_steps);
  g_test_add_func ("/kingsburg/picture/walk-2p/KB-INF-03/KB-HLP-01", test_walk_2p);
  g_test_add_func ("/kingsburg/picture/walk-5p/KB-INF-03/KB-HLP-01", test_walk_5p);
  return g_test_run ();
}

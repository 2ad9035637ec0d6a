/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random complete games with the outposts module (CB-OUT-01..05), each on a random outpost
 * layout (duchy 1's spaces with 3 outposts on random edge spaces) and a random set of the
 * other modules (shield 18 lets tiles stand apart from the chain). After every entry: VP,
 * silver and workers equal their ledger sums; the outposts joined as scored equal the chain
 * the duchy holds; one outposts line per outpost joined past the first, at its phase's
 * value; the bonuses went to the first two to join all three. At the end the breakdown adds
 * up, and the entries replayed through JSON give the same state. In every tenth game, "if it
 * ended now" at every 16th step and at the end (now-check.h). TS_PROPERTY_GAMES lowers the
 * number of games per player count (default 300). */
#include "burgundy-util.h"

#include <string.h>

#include "now-check.h"

#include "ts-burgundy.h"

#define DUCHY_1_CELLS "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB"
#define DUCHY_1_DICE "6543216545431236126541254312612563413"

static guint n_games = 300;

/* The 18 edge spaces of a duchy in order round the board: neighbours in this list touch. */
static const guint8 ring[] = { 0, 1, 2, 3, 8, 14, 21, 27, 32, 36, 35, 34, 33, 28, 22, 15, 9, 4 };

/* "[[a], [b, c], [d]]": 3 outposts, each on 1 or 2 neighbouring edge spaces (two outposts may
 * share a space, as a corner may touch two). */
static char *
random_outposts (GRand *rand)
{
  GString *out = g_string_new ("[");

  for (guint k = 0; k < TS_BURGUNDY_OUTPOSTS; k++)
    {
      guint at = g_rand_int_range (rand, 0, G_N_ELEMENTS (ring));

      g_string_append_printf (out, "%s[%u", k ? ", " : "", ring[at]);
      if (g_rand_boolean (rand))
        g_string_append_printf (out, ", %u", ring[(at + 1) % G_N_ELEMENTS (ring)]);
      g_string_append (out, "]");
    }
  g_string_append (out, "]");
  return g_string_free (out, FALSE);
}

static TsBurgundyState *
new_game (guint n_players, GRand *rand)
{
  static const char *const modules[]
      = { "extra-tiles", "white-castles", "inns", "shields", "shield-tile-must" };
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *outposts = random_outposts (rand);
  TsBurgundyState *s;

  json_object_set_boolean_member (options, "outposts", TRUE);
  for (guint k = 0; k < G_N_ELEMENTS (modules); k++)
    if (g_rand_boolean (rand))
      json_object_set_boolean_member (options, modules[k], TRUE);
  for (guint i = 0; i < n_players; i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autofree char *json = g_strdup_printf (
          "{\"name\": \"%s\", \"layout\": {\"id\": \"11a\", \"kind\": \"outpost\", "
          "\"cells\": \"%s\", \"dice\": \"%s\", \"outposts\": %s}}",
          names[i], DUCHY_1_CELLS, DUCHY_1_DICE, outposts);
      g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
      json_array_add_element (players, json_node_copy (json_parser_get_root (parser)));
    }
  s = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
  g_assert_no_error (error);
  return s;
}

static void
check_invariants (const TsBurgundyState *s)
{
  guint with_three = 0;
  int bonus_lines = 0;

  for (guint i = 0; i < s->n_players; i++)
    {
      const TsBurgundyPlayer *p = &s->players[i];
      guint chain = ts_burgundy_outposts_chain (s, p);
      guint lines = 0;

      g_assert_cmpint (p->vp, >=, 0);
      g_assert_cmpint (p->vp, ==, bt_ledger_sum (s, i, TS_LEDGER_VP));
      g_assert_cmpint (p->silver, ==, bt_ledger_sum (s, i, TS_LEDGER_SILVER));
      g_assert_cmpint (p->workers, ==, bt_ledger_sum (s, i, TS_LEDGER_WORKERS));
      /* Scored at every placement: only the start castle alone may touch an outpost
       * unscored (it is setup, not a placement). */
      if (p->n_placed > 1)
        g_assert_cmpuint (p->outposts_joined, ==, chain);
      else
        g_assert_cmpuint (p->outposts_joined, <=, chain);
      g_assert_cmpuint (p->outposts_joined, <=, TS_BURGUNDY_OUTPOSTS);
      for (guint k = 0; k < s->n_ledger; k++)
        {
          const TsBurgundyLedgerLine *l = &s->ledger[k];

          if (l->player != i)
            continue;
          if (l->cause == TS_BURGUNDY_CAUSE_OUTPOSTS)
            {
              guint joined = TS_BURGUNDY_OUTPOSTS_DETAIL_JOINED (l->detail);

              g_assert_cmpuint (l->resource, ==, TS_LEDGER_VP);
              g_assert_cmpuint (joined, ==, 2 + lines); /* the second, then the third */
              g_assert_cmpint (
                  l->delta, ==,
                  ts_burgundy_outposts_phase_value (TS_BURGUNDY_OUTPOSTS_DETAIL_PHASE (l->detail)));
              lines++;
            }
          else if (l->cause == TS_BURGUNDY_CAUSE_OUTPOST_BONUS)
            {
              g_assert_cmpuint (p->outposts_joined, ==, TS_BURGUNDY_OUTPOSTS);
              g_assert_cmpint (l->delta, ==,
                               l->detail == 0 ? ts_burgundy_large_bonus (s->n_players)
                                              : ts_burgundy_small_bonus (s->n_players));
              g_assert_cmpint (l->detail == 0 ? s->outpost_large_owner : s->outpost_small_owner, ==,
                               i);
              bonus_lines++;
            }
        }
      g_assert_cmpuint (lines, ==, p->outposts_joined >= 2 ? p->outposts_joined - 1 : 0);
      with_three += p->outposts_joined == TS_BURGUNDY_OUTPOSTS;
    }
  /* CB-OUT-04/05: the first two to join all three hold the bonuses, nobody else. */
  g_assert_cmpint (bonus_lines, ==, MIN (with_three, 2u));
  g_assert_cmpint (s->outpost_large_owner >= 0, ==, with_three >= 1);
  g_assert_cmpint (s->outpost_small_owner >= 0, ==, with_three >= 2);
  g_assert_cmpint (s->outpost_large_owner == s->outpost_small_owner, ==,
                   s->outpost_large_owner < 0);
}

/* Each player's breakdown lines add up to the total, the outposts' line holds their VP. */
static void
check_breakdown (const TsBurgundyState *s)
{
  g_autoptr (JsonNode) node = ts_burgundy_final_breakdown (s);
  JsonArray *players = json_object_get_array_member (json_node_get_object (node), "players");

  for (guint i = 0; i < s->n_players; i++)
    {
      JsonObject *row = json_array_get_object_element (players, i);
      JsonArray *lines = json_object_get_array_member (row, "lines");
      gint64 sum = 0, outposts = -1;

      for (guint k = 0; k < json_array_get_length (lines); k++)
        {
          JsonObject *l = json_array_get_object_element (lines, k);
          JsonNode *vp = json_object_get_member (l, "vp");
          if (vp != NULL && !JSON_NODE_HOLDS_NULL (vp))
            sum += json_node_get_int (vp);
          if (g_strcmp0 (json_object_get_string_member (l, "cause"), "outposts") == 0)
            outposts = json_node_get_int (vp);
        }
      g_assert_cmpint (sum, ==, json_object_get_int_member (row, "total"));
      g_assert_cmpint (s->players[i].vp, ==, json_object_get_int_member (row, "total"));
      g_assert_cmpint (outposts, ==, json_object_get_int_member (row, "outpost-vp"));
    }
}

static void
test_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  guint reached[TS_BURGUNDY_OUTPOSTS + 1] = { 0 }, small = 0, nows = 0;

  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 104729 + n_players);
      g_autofree TsBurgundyState *s = new_game (n_players, rand);
      g_autofree TsBurgundyState *replay = ts_burgundy_state_copy (s);
      TsBurgundyEntry e;
      guint step = 0;

      while (ts_burgundy_random_entry (s, rand, &e))
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (&e);
          g_autofree TsBurgundyEntry *again = NULL;

          if (!ts_burgundy_apply (s, &e, &error))
            {
              g_autofree char *text = json_to_string (node, FALSE);
              g_error ("game %u step %u: legal entry %s refused: %s", game, step, text,
                       error->message);
            }
          again = ts_burgundy_entry_from_json (node, &error);
          g_assert_no_error (error);
          g_assert_true (ts_burgundy_apply (replay, again, &error));
          g_assert_no_error (error);
          check_invariants (s);
          g_assert_cmpuint (++step, <, 5000);
          if (now_check_due (game, step, 10) && s->stage != TS_BURGUNDY_STAGE_OVER)
            nows += now_check_burgundy (s);
        }
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
      g_assert_true (ts_burgundy_state_equal (s, replay));
      check_breakdown (s);
      if (game % 10 == 0)
        now_check_final (ts_games_lookup ("castles-of-burgundy"), s);
      for (guint i = 0; i < n_players; i++)
        reached[s->players[i].outposts_joined]++;
      small += s->outpost_small_owner >= 0;
    }
  g_assert_cmpuint (nows, >, 0);
  g_test_message ("players ending with 0/1, 2, 3 outposts joined: %u, %u, %u; games with "
                  "both bonuses: %u; %u states ended now",
                  reached[0] + reached[1], reached[2], reached[3], small, nows);
  if (n_games >= 100)
    {
      g_assert_cmpuint (reached[2], >, 0);
      g_assert_cmpuint (reached[3], >, 0);
      g_assert_cmpuint (small, >, 0);
    }
}

int
main (int argc, char *argv[])
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");

  g_test_init (&argc, &argv, NULL);
  if (env != NULL)
    n_games = MAX (1, atoi (env));
  g_test_add_data_func ("/burgundy/outposts/property/2-players/CB-OUT-02", GUINT_TO_POINTER (2),
                        test_games);
  g_test_add_data_func ("/burgundy/outposts/property/3-players/CB-OUT-04", GUINT_TO_POINTER (3),
                        test_games);
  g_test_add_data_func ("/burgundy/outposts/property/4-players/CB-OUT-05", GUINT_TO_POINTER (4),
                        test_games);
  return g_test_run ();
}

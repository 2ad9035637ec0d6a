/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random complete Kingsburg games with invariants; in every tenth game, "if it ended now"
 * at every 16th step and at the end (now-check.h). TS_PROPERTY_GAMES lowers the number of
 * games per player count (default 1000) for valgrind and sanitizer runs. */
#include "kingsburg-util.h"

#include "now-check.h"
#include "ts-engine-error.h"

static guint n_games = 1000;

static void
check_invariants (const TsKingsburgState *s)
{
  g_autoptr (GPtrArray) lines = ts_kingsburg_ledger_lines (s);

  for (guint i = 0; i < s->n_players; i++)
    {
      const TsKingsburgPlayer *p = &s->players[i];

      /* Goods, soldiers and tokens are unsigned: the ledger must agree to the unit, which
       * also proves no change took them below 0 (ts_kingsburg_gain asserts it). */
      g_assert_cmpint (p->vp, ==, ts_ledger_sum (lines, i, TS_LEDGER_VP));
      g_assert_cmpint (p->goods[0], ==, ts_ledger_sum (lines, i, TS_LEDGER_GOLD));
      g_assert_cmpint (p->goods[1], ==, ts_ledger_sum (lines, i, TS_LEDGER_WOOD));
      g_assert_cmpint (p->goods[2], ==, ts_ledger_sum (lines, i, TS_LEDGER_STONE));
      g_assert_cmpint (p->soldiers, ==, ts_ledger_sum (lines, i, TS_LEDGER_SOLDIERS));
      g_assert_cmpint (p->plus2, ==, ts_ledger_sum (lines, i, TS_LEDGER_TOKENS));
      g_assert_cmpuint (p->goods[0], <, 200);
      g_assert_cmpuint (p->soldiers, <, 200);
      g_assert_cmpuint (p->plus2, <, 200);
    }
}

static gboolean
listed (GArray *legal, const TsKingsburgEntry *e)
{
  for (guint i = 0; i < legal->len; i++)
    if (memcmp (&g_array_index (legal, TsKingsburgEntry, i), e, sizeof *e) == 0)
      return TRUE;
  return FALSE;
}

/* A random change of a legal entry: often illegal, and then it must change nothing; when
 * it is a legal decision, it must be in the list (the list is complete). */
static void
try_mutation (const TsKingsburgState *s, const TsKingsburgEntry *legal, GArray *list, GRand *rand)
{
  TsKingsburgEntry e = *legal;
  g_autoptr (GError) error = NULL;
  g_autofree TsKingsburgState *copy = ts_kingsburg_state_copy (s);

  switch (g_rand_int_range (rand, 0, 9))
    {
      case 0:
        e.player = g_rand_int_range (rand, 0, 5);
        break;
      case 1:
        e.advisor = g_rand_int_range (rand, 0, 20);
        break;
      case 2:
        e.dice = g_rand_int_range (rand, 0, 32);
        break;
      case 3:
        e.goods[g_rand_int_range (rand, 0, 3)] = g_rand_int_range (rand, 0, 5);
        break;
      case 4:
        e.type = g_rand_int_range (rand, 0, TS_KINGSBURG_N_ENTRY_TYPES);
        break;
      case 5:
        e.building = g_rand_int_range (rand, 0, TS_KINGSBURG_N_BUILDINGS);
        break;
      case 6:
        e.plus2 = !e.plus2;
        break;
      case 7:
        e.envoy = !e.envoy;
        break;
      default:
        e.pay = g_rand_int_range (rand, -1, 4);
        break;
    }
  if (!ts_kingsburg_apply (copy, &e, &error))
    {
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
      g_assert_true (ts_kingsburg_state_equal (copy, s));
    }
  else if (list != NULL && e.type != TS_KINGSBURG_ENTRY_ROLL && e.type != TS_KINGSBURG_ENTRY_BATTLE)
    {
      /* Members the entry's type does not use may differ; normalise through JSON. */
      g_autoptr (JsonNode) node = ts_kingsburg_entry_to_json (&e);
      g_autofree TsKingsburgEntry *norm = ts_kingsburg_entry_from_json (node, NULL);
      g_assert_nonnull (norm);
      if (!listed (list, norm))
        g_error ("accepted %s is not listed", ts_kingsburg_entry_type_id (e.type));
    }
}

/* Every listed entry is accepted (on a copy). */
static void
check_all_legal (const TsKingsburgState *s, GArray *legal)
{
  g_assert_true ((legal->len > 0) == (ts_kingsburg_state_actor (s) >= 0));
  for (guint i = 0; i < legal->len; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsKingsburgState *copy = ts_kingsburg_state_copy (s);
      const TsKingsburgEntry *e = &g_array_index (legal, TsKingsburgEntry, i);

      if (!ts_kingsburg_apply (copy, e, &error))
        g_error ("listed %s refused: %s", ts_kingsburg_entry_type_id (e->type), error->message);
    }
}

static void
play_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  guint builds = 0, battles_won = 0, envoy_uses = 0, entries_total = 0, nows = 0;

  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 7919 + n_players);
      g_autofree TsKingsburgState *s = kt_new_game (n_players);
      g_autofree TsKingsburgState *start = NULL;

      /* The earlier readings of issue 26's changes in every combination, as records saved
       * before it replay (issue 40): "kings-reward": "most-built" (KB-RWD-01/02) every other
       * game, "building-powers": "next-phase" (KB-BDG-17) and "statue-after-chapel": false
       * (KB-BDG-03) every other pair and four. */
      s->opt_reward_needs_building = game % 2;
      s->opt_powers_next_phase = (game / 2) % 2;
      s->opt_chapel_ends_rerolls = (game / 4) % 2;
      start = ts_kingsburg_state_copy (s);
      g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (TsKingsburgEntry));
      TsKingsburgEntry e;
      guint step = 0;

      while (ts_kingsburg_random_entry (s, rand, &e))
        {
          g_autoptr (GError) error = NULL;
          gboolean deep = (step++ % 8) == 0 || game < 20;

          if (deep)
            {
              g_autoptr (GArray) legal = ts_kingsburg_legal (s);
              try_mutation (s, &e, legal, rand);
              check_all_legal (s, legal);
            }
          builds += e.type == TS_KINGSBURG_ENTRY_BUILD;
          envoy_uses
              += e.envoy
                 && (e.type == TS_KINGSBURG_ENTRY_BUILD || e.type == TS_KINGSBURG_ENTRY_INFLUENCE);
          if (!ts_kingsburg_apply (s, &e, &error))
            g_error ("game %u step %u: %s refused: %s", game, step,
                     ts_kingsburg_entry_type_id (e.type), error->message);
          g_array_append_val (entries, e);
          if (deep)
            check_invariants (s);
          if (now_check_due (game, step, 10) && s->stage != TS_KINGSBURG_STAGE_OVER)
            nows += now_check_kingsburg (s);
          g_assert_cmpuint (entries->len, <, 3000);
        }
      g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_OVER);
      check_invariants (s);
      if (game % 10 == 0)
        now_check_final (ts_games_lookup ("kingsburg"), s);
      g_assert_cmpuint (s->winners, !=, 0);
      for (guint i = 0; i < n_players; i++)
        {
          battles_won += s->players[i].result > 0;
          g_assert_cmpint (s->players[i].soldiers, ==, 0); /* KB-BAT-18 */
          for (guint w = 0; w < n_players; w++)
            if (s->winners & (1u << w))
              g_assert_cmpint (s->players[i].vp, <=, s->players[w].vp); /* KB-WIN-01 */
        }
      entries_total += entries->len;

      /* Replaying the entries (through JSON for some games) gives the live state. */
      for (guint i = 0; i < entries->len; i++)
        {
          g_autoptr (GError) error = NULL;
          TsKingsburgEntry *x = &g_array_index (entries, TsKingsburgEntry, i);

          if (game % 10 == 0)
            {
              g_autoptr (JsonNode) node = ts_kingsburg_entry_to_json (x);
              g_autofree TsKingsburgEntry *y = ts_kingsburg_entry_from_json (node, &error);
              g_assert_no_error (error);
              g_assert_true (ts_kingsburg_apply (start, y, &error));
            }
          else
            g_assert_true (ts_kingsburg_apply (start, x, &error));
          g_assert_no_error (error);
        }
      g_assert_true (ts_kingsburg_state_equal (start, s));
    }
  /* The games reach what they should test. */
  g_assert_cmpuint (builds, >, n_games);
  g_assert_cmpuint (battles_won, >, 0);
  g_assert_cmpuint (envoy_uses, >, 0);
  g_assert_cmpuint (nows, >, 0);
  g_test_message ("%u players: %u games, %u entries, %u buildings, %u Envoy uses, %u states "
                  "ended now",
                  n_players, n_games, entries_total, builds, envoy_uses, nows);
}

int
main (int argc, char **argv)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");

  g_test_init (&argc, &argv, NULL);
  if (env != NULL)
    n_games = MAX (1, atoi (env));
  for (guint n = 2; n <= 5; n++)
    {
      g_autofree char *path = g_strdup_printf ("/kingsburg/property/%u-players", n);
      g_test_add_data_func (path, GUINT_TO_POINTER (n), play_games);
    }
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random complete games with invariants (issue: property tests). TS_PROPERTY_GAMES lowers
 * the number of games per player count (default 1000) for valgrind and sanitizer runs. */
#include "burgundy-util.h"

#include "ts-engine-error.h"

static guint n_games = 1000;

static void
check_invariants (const TsBurgundyState *s)
{
  guint tiles[TS_BURGUNDY_N_TILES], unknown, goods;

  ts_burgundy_count_components (s, tiles, &unknown, &goods);
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    g_assert_cmpuint (tiles[t], ==, s->data->inventory[0][t] + s->data->inventory[1][t]);
  g_assert_cmpuint (goods, ==, 6 * s->data->goods_per_type);
  for (guint i = 0; i < s->n_players; i++)
    {
      const TsBurgundyPlayer *p = &s->players[i];
      g_assert_cmpint (p->silver, >=, 0);
      g_assert_cmpint (p->workers, >=, 0);
      g_assert_cmpint (p->vp, >=, 0);
      g_assert_cmpuint (ts_burgundy_goods_types (p), <=, 3);
      g_assert_cmpint (p->vp, ==, bt_ledger_sum (s, i, TS_LEDGER_VP));
      g_assert_cmpint (p->silver, ==, bt_ledger_sum (s, i, TS_LEDGER_SILVER));
      g_assert_cmpint (p->workers, ==, bt_ledger_sum (s, i, TS_LEDGER_WORKERS));
    }
}

/* A random mutation of a legal entry: often illegal, and then it must change nothing. */
static void
try_mutation (TsBurgundyState *s, const TsBurgundyEntry *legal, GRand *rand)
{
  TsBurgundyEntry e = *legal;
  g_autoptr (GError) error = NULL;

  switch (g_rand_int_range (rand, 0, 8))
    {
      case 0:
        e.player = g_rand_int_range (rand, 0, 4);
        break;
      case 1:
        e.depot = g_rand_int_range (rand, 0, 7);
        break;
      case 2:
        e.space = g_rand_int_range (rand, 0, 37);
        break;
      case 3:
        e.die = g_rand_int_range (rand, 0, 8);
        break;
      case 4:
        e.goods = g_rand_int_range (rand, 1, 7);
        break;
      case 5:
        e.type = g_rand_int_range (rand, 0, TS_BURGUNDY_N_ENTRY_TYPES);
        break;
      case 6:
        e.slot = g_rand_int_range (rand, 0, 8);
        break;
      default:
        e.discard = g_rand_int_range (rand, -1, 3);
        break;
    }
  g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
  if (!ts_burgundy_apply (copy, &e, &error))
    {
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
      g_assert_true (ts_burgundy_state_equal (copy, s));
    }
}

/* Every listed entry is accepted (on a copy). */
static void
check_all_legal (const TsBurgundyState *s)
{
  guint n;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);

  g_assert_true ((n > 0) == (s->stage == TS_BURGUNDY_STAGE_TURN));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
      if (!ts_burgundy_apply (copy, &legal[i], &error))
        g_error ("listed entry %s refused: %s", ts_burgundy_entry_type_id (legal[i].type),
                 error->message);
    }
}

static void
play_games (guint n_players)
{
  /* Purchases made while an effect waits (CB-BLK-01), by the effect on top. */
  guint buys_pending[TS_BURGUNDY_PENDING_CHURCH + 1] = { 0 };

  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 7919 + n_players);
      g_autofree TsBurgundyState *s = bt_new_game (n_players, NULL);
      g_autofree TsBurgundyState *start = ts_burgundy_state_copy (s);
      g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
      TsBurgundyEntry e;
      guint step = 0;

      while (ts_burgundy_random_entry (s, rand, &e))
        {
          g_autoptr (GError) error = NULL;
          /* Expensive checks on a sample of the steps keep the suite fast. */
          gboolean deep = (step++ % 16) == 0 || game < 20;

          if (deep)
            {
              try_mutation (s, &e, rand);
              check_all_legal (s);
            }
          if (e.type == TS_BURGUNDY_ENTRY_BUY_BLACK && s->n_pending > 0)
            buys_pending[s->pending[s->n_pending - 1]]++;
          if (!ts_burgundy_apply (s, &e, &error))
            g_error ("game %u step %u: legal entry refused: %s", game, step, error->message);
          g_array_append_val (entries, e);
          if (deep)
            check_invariants (s);
          g_assert_cmpuint (entries->len, <, 5000);
        }
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
      check_invariants (s);
      g_assert_cmpint (s->winner, >=, 0);
      for (guint i = 0; i < n_players; i++)
        g_assert_cmpint (s->players[i].vp, <=, s->players[s->winner].vp);

      /* Replaying the entries (through JSON for some games) gives the live state. */
      for (guint i = 0; i < entries->len; i++)
        {
          g_autoptr (GError) error = NULL;
          TsBurgundyEntry *x = &g_array_index (entries, TsBurgundyEntry, i);
          if (game % 10 == 0)
            {
              g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (x);
              g_autofree TsBurgundyEntry *y = ts_burgundy_entry_from_json (node, &error);
              g_assert_no_error (error);
              g_assert_true (ts_burgundy_apply (start, y, &error));
            }
          else
            g_assert_true (ts_burgundy_apply (start, x, &error));
          g_assert_no_error (error);
        }
      g_assert_true (ts_burgundy_state_equal (start, s));
    }
  g_test_message ("purchases while an effect waits: ship %u, castle %u, city hall %u, "
                  "warehouse %u, market %u, carpenter %u, church %u",
                  buys_pending[0], buys_pending[1], buys_pending[2], buys_pending[3],
                  buys_pending[4], buys_pending[5], buys_pending[6]);
  if (n_games >= 100)
    for (guint k = 0; k < G_N_ELEMENTS (buys_pending); k++)
      g_assert_cmpuint (buys_pending[k], >, 0);
}

static void
test_games (gconstpointer data)
{
  play_games (GPOINTER_TO_UINT (data));
}

int
main (int argc, char *argv[])
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");

  g_test_init (&argc, &argv, NULL);
  if (env != NULL)
    n_games = MAX (1, atoi (env));
  g_test_add_data_func ("/burgundy/property/2-players", GUINT_TO_POINTER (2), test_games);
  g_test_add_data_func ("/burgundy/property/3-players", GUINT_TO_POINTER (3), test_games);
  g_test_add_data_func ("/burgundy/property/4-players", GUINT_TO_POINTER (4), test_games);
  return g_test_run ();
}

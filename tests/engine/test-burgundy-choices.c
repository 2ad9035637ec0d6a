/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Choices with workers as their cost (what the table view offers). */
#include "burgundy-util.h"

#include "ts-burgundy.h"
#include "ts-engine-error.h"

#include <string.h>

static const TsBurgundyChoice *
find_take (const TsBurgundyChoice *c, guint n, int die, int depot, int slot)
{
  for (guint i = 0; i < n; i++)
    if (c[i].action.type == TS_BURGUNDY_ENTRY_TAKE_TILE && c[i].action.die == die
        && c[i].action.depot == depot && c[i].action.slot == slot)
      return &c[i];
  return NULL;
}

static const TsBurgundyChoice *
must_find_take (const TsBurgundyChoice *c, guint n, int die, int depot, int slot)
{
  const TsBurgundyChoice *found = find_take (c, n, die, depot, slot);

  if (found == NULL)
    g_error ("No choice takes from depot %d, space %d with die %d", depot, slot, die);
  return found;
}

/* CB-TRN-06 example: a 2 becomes a 6 for 2 workers, and depot 6 is offered at that cost. */
static void
test_ana_example (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 2, 5);
  g_autofree TsBurgundyChoice *c = NULL;
  const TsBurgundyChoice *take;
  guint n;

  s->players[0].workers = 2;
  s->depots[5][1] = TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK;
  s->depots[1][0] = TS_BURGUNDY_TILE_SHIP;
  c = ts_burgundy_choices (s, &n);

  take = must_find_take (c, n, 0, 6, 1);
  g_assert_cmpint (take->workers, ==, 2);
  g_assert_cmpint (take->spend.type, ==, TS_BURGUNDY_ENTRY_SPEND_WORKERS);
  g_assert_cmpint (take->spend.to, ==, 6);
  /* The die already showing 2 takes from depot 2 for nothing. */
  take = must_find_take (c, n, 0, 2, 0);
  g_assert_cmpint (take->workers, ==, 0);
  /* Depot 6 by the 5 costs one worker: the cheaper die is a different choice. */
  take = must_find_take (c, n, 1, 6, 1);
  g_assert_cmpint (take->workers, ==, 1);

  take = must_find_take (c, n, 0, 6, 1);
  g_assert_true (ts_burgundy_choice_apply (s, take, NULL));
  g_assert_cmpint (s->players[0].workers, ==, 0);
  g_assert_cmpint (s->players[0].storage[0], ==, TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK);
}

/* CB-TRN-04: with no workers nothing costs workers, and no choice is a bare spend. */
static void
test_no_workers (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 2, 5);
  g_autofree TsBurgundyChoice *c = NULL;
  guint n;

  s->players[0].workers = 0;
  s->depots[5][1] = TS_BURGUNDY_TILE_SHIP;
  c = ts_burgundy_choices (s, &n);
  g_assert_cmpuint (n, >, 0);
  g_assert_null (find_take (c, n, 0, 6, 1));
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (c[i].workers, ==, 0);
      g_assert_cmpint (c[i].action.type, !=, TS_BURGUNDY_ENTRY_SPEND_WORKERS);
    }
}

/* CB-TRN-05: the cheapest way round is kept (a 1 reaches a 6 for one worker). */
static void
test_wraps (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  g_autofree TsBurgundyChoice *c = NULL;
  const TsBurgundyChoice *take;
  guint n;

  s->players[0].workers = 5;
  s->depots[5][0] = TS_BURGUNDY_TILE_SHIP;
  c = ts_burgundy_choices (s, &n);
  take = must_find_take (c, n, 0, 6, 0);
  g_assert_cmpint (take->workers, ==, 1);
}

/* A choice that no longer applies is refused and changes nothing. */
static void
test_refused_changes_nothing (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 2, 5);
  g_autofree TsBurgundyState *before = NULL;
  g_autoptr(GError) error = NULL;
  TsBurgundyChoice c = { 0 };

  s->players[0].workers = 2;
  ts_burgundy_entry_init (&c.spend, TS_BURGUNDY_ENTRY_SPEND_WORKERS, 0);
  c.spend.die = 0;
  c.spend.to = 6;
  ts_burgundy_entry_init (&c.action, TS_BURGUNDY_ENTRY_TAKE_TILE, 0);
  c.action.die = 0;
  c.action.depot = 6;
  c.action.slot = 1; /* empty */
  c.workers = 2;
  before = ts_burgundy_state_copy (s);
  g_assert_false (ts_burgundy_choice_apply (s, &c, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (ts_burgundy_state_equal (s, before));
}

/* Through whole random games: every choice applies, every legal entry other than a bare
 * spend is offered at no cost, and spending is never offered on its own. */
static void
test_random_games (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  guint checked = 0;

  for (guint game = 0; game < 6; game++)
    {
      g_autofree TsBurgundyState *s = bt_new_game (2 + game % 3, NULL);
      TsBurgundyEntry e;

      while (ts_burgundy_random_entry (s, rand, &e))
        {
          guint n, n_legal;
          g_autofree TsBurgundyChoice *c = ts_burgundy_choices (s, &n);
          g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n_legal);

          for (guint i = 0; i < n_legal; i++)
            {
              gboolean found = legal[i].type == TS_BURGUNDY_ENTRY_SPEND_WORKERS;

              for (guint k = 0; k < n && !found; k++)
                found = c[k].workers == 0 && memcmp (&c[k].action, &legal[i], sizeof e) == 0;
              g_assert_true (found);
            }
          for (guint k = 0; k < n; k += 7)
            {
              g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
              g_autoptr(GError) error = NULL;
              int before = copy->players[copy->current].workers;
              guint actor = copy->current;

              g_assert_cmpint (c[k].action.type, !=, TS_BURGUNDY_ENTRY_SPEND_WORKERS);
              if (c[k].workers > 0)
                {
                  /* The spend alone costs exactly the workers the choice says. */
                  g_autofree TsBurgundyState *spent = ts_burgundy_state_copy (s);

                  g_assert_true (ts_burgundy_apply (spent, &c[k].spend, NULL));
                  g_assert_cmpint (spent->players[actor].workers, ==, before - c[k].workers);
                }
              g_assert_true (ts_burgundy_choice_apply (copy, &c[k], &error));
              g_assert_no_error (error);
              checked++;
            }
          g_assert_true (ts_burgundy_apply (s, &e, NULL));
        }
    }
  g_assert_cmpuint (checked, >, 1000);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/choices/workers-as-cost/CB-TRN-06", test_ana_example);
  g_test_add_func ("/burgundy/choices/no-workers/CB-TRN-04", test_no_workers);
  g_test_add_func ("/burgundy/choices/cheapest-way-round/CB-TRN-05", test_wraps);
  g_test_add_func ("/burgundy/choices/refused-changes-nothing", test_refused_changes_nothing);
  g_test_add_func ("/burgundy/choices/random-games", test_random_games);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 29: the games whose ledger is a list of marks give the model each player's totals
 * without the causes' words (TsGameModule.ledger_totals); along random games they are, for
 * every player and resource, the sums of ledger()'s lines, and the scores the match shows.
 * The Castles of Burgundy's own lines too (issue 45: the scoreboard's points of an entry). */
#include <glib.h>

#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"
#include "ts-entry.h"
#include "ts-game.h"
#include "ts-match.h"
#include "ts-match-test-util.h"

static void
check_totals (TsMatch *match)
{
  const TsGameModule *module = ts_match_get_module (match);
  gconstpointer state = ts_match_get_state (match);
  g_autoptr(GPtrArray) lines = module->ledger (state);
  int totals[2 * TS_LEDGER_N_RESOURCES] = { 0 };

  module->ledger_totals (state, totals, 2);
  for (guint p = 0; p < 2; p++)
    {
      for (guint r = 0; r < TS_LEDGER_N_RESOURCES; r++)
        g_assert_cmpint (totals[p * TS_LEDGER_N_RESOURCES + r], ==, ts_ledger_sum (lines, p, r));
      g_assert_cmpint (totals[p * TS_LEDGER_N_RESOURCES + TS_LEDGER_VP], ==,
                       ts_match_test_score (match, p));
    }
}

/* A game and its engine's random legal entries (the benchmarks' and the property tests'). */
typedef struct
{
  const char *id;
  gsize entry_size;
  gboolean (*random_entry) (gconstpointer state, GRand *rand, gpointer entry);
} Game;

#define RANDOM_ENTRY(game, State, Entry)                                                    \
  static gboolean game##_random_entry (gconstpointer state, GRand *rand, gpointer entry)   \
  {                                                                                         \
    return ts_##game##_random_entry ((const State *) state, rand, (Entry *) entry);        \
  }
RANDOM_ENTRY (burgundy, TsBurgundyState, TsBurgundyEntry)
RANDOM_ENTRY (kingsburg, TsKingsburgState, TsKingsburgEntry)
RANDOM_ENTRY (carcassonne, TsCarcassonneState, TsCarcassonneEntry)
RANDOM_ENTRY (caylus, TsCaylusState, TsCaylusEntry)

static const Game games[] = {
  { "castles-of-burgundy", sizeof (TsBurgundyEntry), burgundy_random_entry },
  { "kingsburg", sizeof (TsKingsburgEntry), kingsburg_random_entry },
  { "carcassonne", sizeof (TsCarcassonneEntry), carcassonne_random_entry },
  { "caylus-1303", sizeof (TsCaylusEntry), caylus_random_entry },
};

static void
test_random_games (gconstpointer data)
{
  const Game *game = data;

  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autoptr(TsMatch) match = ts_match_test_new (game->id, "{}");
      const TsGameModule *module = ts_match_get_module (match);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      guint n = 0;

      g_assert_nonnull (module->ledger_totals);
      for (; n < 600; n++)
        {
          g_autofree gpointer raw = g_malloc0 (game->entry_size);
          g_autoptr(TsEntry) entry = NULL;
          g_autoptr(GError) error = NULL;

          if (!game->random_entry (ts_match_get_state (match), rand, raw))
            break;
          entry = ts_entry_new_take (module, g_steal_pointer (&raw));
          g_assert_true (ts_match_apply (match, entry, &error));
          g_assert_no_error (error);
          if (n % 7 == 0)
            check_totals (match);
        }
      check_totals (match);
      /* Far enough into the game that points were scored. */
      g_assert_cmpuint (n, >, 40);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/model/ledger-totals/%s", games[i].id);

      g_test_add_data_func (path, &games[i], test_random_games);
    }
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg engine benchmark (docs/benchmarks.md): random complete games per second on one
 * core (every decision lists the legal entries first), the time to list the legal entries at
 * each decision, and the replay of a complete game from entries and from their JSON. Run by
 * hand: bench-kingsburg [games] [players]. */
#include "ts-kingsburg.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ts-bench-stats.h"
#include "ts-game.h"

static TsKingsburgState *
new_game (guint n_players)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva" };
  g_autoptr(JsonArray) players = json_array_new ();
  TsKingsburgState *s;

  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  s = ts_kingsburg_state_new_from_setup (players, NULL);
  g_assert (s != NULL);
  return s;
}

static double
median (GArray *times)
{
  g_array_sort (times, ts_bench_compare_doubles);
  return g_array_index (times, double, times->len / 2);
}

static double
percentile (GArray *sorted,
            guint   pct)
{
  return g_array_index (sorted, double, MIN (sorted->len - 1, sorted->len * pct / 100));
}

int
main (int   argc,
      char *argv[])
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 5000;
  guint n_players = argc > 2 ? (guint) atoi (argv[2]) : 5;
  const TsGameModule *module = ts_games_lookup ("kingsburg");
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  g_autoptr(GArray) listing = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) listing_module = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) replay = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) replay_json = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 entries = 0, listed = 0, points = 0;
  guint longest = 0;
  TsKingsburgEntry e;
  double t0, t1;

  if (games < 1 || n_players < 2 || n_players > 5 || module == NULL)
    {
      fprintf (stderr, "usage: bench-kingsburg [games ≥ 1] [players 2-5]\n");
      return 2;
    }

  /* 1. Random complete games. */
  t0 = ts_bench_now_ns ();
  for (guint g = 0; g < games; g++)
    {
      g_autofree TsKingsburgState *s = new_game (n_players);

      while (ts_kingsburg_random_entry (s, rand, &e))
        {
          g_assert (ts_kingsburg_apply (s, &e, NULL));
          entries++;
        }
    }
  t1 = ts_bench_now_ns ();
  printf ("random %u-player games: %u in %.3f s = %.0f games/s (%.0f entries/game)\n",
          n_players, games, (t1 - t0) / 1e9, games / ((t1 - t0) / 1e9),
          (double) entries / games);

  /* 2. Legal listing at every player decision of 50 games: the engine's own array, and the
   * module's GPtrArray of heap entries that the model and the views use. */
  for (guint g = 0; g < 50; g++)
    {
      g_autofree TsKingsburgState *s = new_game (n_players);

      while (ts_kingsburg_random_entry (s, rand, &e))
        {
          if (ts_kingsburg_state_actor (s) >= 0)
            {
              const int reps = 20;
              double a = ts_bench_now_ns (), b, per;
              guint n = 0;

              for (int r = 0; r < reps; r++)
                {
                  g_autoptr(GArray) legal = ts_kingsburg_legal (s);

                  n = legal->len;
                }
              b = ts_bench_now_ns ();
              per = (b - a) / reps;
              g_array_append_val (listing, per);
              listed += n;
              longest = MAX (longest, n);
              points++;
              a = ts_bench_now_ns ();
              for (int r = 0; r < reps; r++)
                g_ptr_array_unref (module->legal_entries (s));
              per = (ts_bench_now_ns () - a) / reps;
              g_array_append_val (listing_module, per);
            }
          g_assert (ts_kingsburg_apply (s, &e, NULL));
        }
    }
  median (listing);
  median (listing_module);
  printf ("legal listing: median %.2f us, 90th %.2f us, max %.2f us over %" G_GUINT64_FORMAT
          " decisions (%.1f entries each, longest %u)\n",
          percentile (listing, 50) / 1e3, percentile (listing, 90) / 1e3,
          percentile (listing, 100) / 1e3, points, (double) listed / points, longest);
  printf ("legal listing through TsGameModule: median %.2f us, 90th %.2f us\n",
          percentile (listing_module, 50) / 1e3, percentile (listing_module, 90) / 1e3);

  /* 3. Replay of complete games, setup included. */
  for (guint g = 0; g < 200; g++)
    {
      g_autoptr(GArray) record = g_array_new (FALSE, FALSE, sizeof (TsKingsburgEntry));
      g_autoptr(JsonArray) json = json_array_new ();
      g_autofree TsKingsburgState *played = new_game (n_players);
      g_autofree TsKingsburgState *s = NULL;
      g_autofree TsKingsburgState *s2 = NULL;
      double a, d;

      while (ts_kingsburg_random_entry (played, rand, &e))
        {
          g_assert (ts_kingsburg_apply (played, &e, NULL));
          g_array_append_val (record, e);
          json_array_add_element (json, ts_kingsburg_entry_to_json (&e));
        }
      a = ts_bench_now_ns ();
      s = new_game (n_players);
      for (guint i = 0; i < record->len; i++)
        ts_kingsburg_apply (s, &g_array_index (record, TsKingsburgEntry, i), NULL);
      d = ts_bench_now_ns () - a;
      g_array_append_val (replay, d);
      g_assert (s->stage == TS_KINGSBURG_STAGE_OVER);

      a = ts_bench_now_ns ();
      s2 = new_game (n_players);
      for (guint i = 0; i < json_array_get_length (json); i++)
        {
          g_autofree TsKingsburgEntry *x
              = ts_kingsburg_entry_from_json (json_array_get_element (json, i), NULL);

          ts_kingsburg_apply (s2, x, NULL);
        }
      d = ts_bench_now_ns () - a;
      g_array_append_val (replay_json, d);
      g_assert (ts_kingsburg_state_equal (s, s2));
    }
  printf ("replay of a complete %u-player game: median %.3f ms (entries in memory, setup "
          "included), %.3f ms from parsed JSON nodes\n",
          n_players, median (replay) / 1e6, median (replay_json) / 1e6);
  return 0;
}

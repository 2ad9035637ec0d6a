/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 engine benchmark (docs/benchmarks.md): random complete games per second on one
 * core (every decision lists the legal entries first), the legal listing at every decision
 * by stage (median and worst), and the replay of a complete game from entries and from their
 * JSON. Run by hand: bench-caylus [games] [players]. */
#include "ts-caylus.h"

#include <stdio.h>
#include <stdlib.h>

#include "ts-bench-stats.h"
#include "ts-game.h"

static const char *const stage_names[] = {
  "deal",    "first player", "reveal",  "draft",     "Early Riser", "planning", "bridge",
  "Bailiff", "activation",   "Benefit", "character", "delivery",    "monument", "over",
};
G_STATIC_ASSERT (G_N_ELEMENTS (stage_names) == TS_CAYLUS_STAGE_OVER + 1);

static TsCaylusState *
new_game (guint n_players)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva" };
  g_autoptr (JsonArray) players = json_array_new ();
  TsCaylusState *s;

  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  s = ts_caylus_state_new (NULL, players, NULL);
  g_assert (s != NULL);
  return s;
}

/* Median time of @reps listings of the legal decisions of @s, in ns; their number in *@n. */
static double
time_listing (const TsCaylusState *s, guint reps, guint *n)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint r = 0; r < reps; r++)
    {
      double a = ts_bench_now_ns (), d;
      g_autoptr (GArray) legal = ts_caylus_legal (s);

      d = ts_bench_now_ns () - a;
      *n = legal->len;
      g_array_append_val (times, d);
    }
  return ts_bench_percentile (times, 50);
}

int
main (int argc, char *argv[])
{
  guint games = argc > 1 ? (guint)atoi (argv[1]) : 5000;
  guint n_players = argc > 2 ? (guint)atoi (argv[2]) : 5;
  g_autoptr (GRand) rand = g_rand_new_with_seed (42);
  g_autoptr (GArray) all = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *by_stage[TS_CAYLUS_STAGE_OVER + 1];
  guint most[TS_CAYLUS_STAGE_OVER + 1] = { 0 };
  g_autoptr (GArray) replay = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) replay_json = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 entries = 0;
  TsCaylusEntry e;
  double t0, t1;

  if (games < 1 || n_players < 2 || n_players > 5 || ts_games_lookup ("caylus-1303") == NULL)
    {
      fprintf (stderr, "usage: bench-caylus [games ≥ 1] [players 2-5]\n");
      return 2;
    }

  /* 1. Random complete games: the random player lists the legal entries at every decision. */
  t0 = ts_bench_now_ns ();
  for (guint g = 0; g < games; g++)
    {
      g_autofree TsCaylusState *s = new_game (n_players);

      while (ts_caylus_random_entry (s, rand, &e))
        {
          g_assert (ts_caylus_apply (s, &e, NULL));
          entries++;
        }
    }
  t1 = ts_bench_now_ns ();
  printf ("random %u-player games: %u in %.3f s = %.0f games/s (%.0f entries/game)\n", n_players,
          games, (t1 - t0) / 1e9, games / ((t1 - t0) / 1e9), (double)entries / games);

  /* 2. The legal decisions at every decision of 100 games, by stage. */
  for (guint k = 0; k <= TS_CAYLUS_STAGE_OVER; k++)
    by_stage[k] = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint g = 0; g < 100; g++)
    {
      g_autofree TsCaylusState *s = new_game (n_players);

      while (ts_caylus_random_entry (s, rand, &e))
        {
          if (ts_caylus_state_actor (s) >= 0)
            {
              guint n = 0;
              double t = time_listing (s, 5, &n);

              g_array_append_val (all, t);
              g_array_append_val (by_stage[s->stage], t);
              most[s->stage] = MAX (most[s->stage], n);
            }
          g_assert (ts_caylus_apply (s, &e, NULL));
        }
    }
  printf ("legal listing at every decision: median %.2f us, 90th %.2f us, max %.2f us over %u "
          "decisions\n",
          ts_bench_percentile (all, 50) / 1e3, ts_bench_percentile (all, 90) / 1e3,
          ts_bench_percentile (all, 100) / 1e3, all->len);
  for (guint k = 0; k <= TS_CAYLUS_STAGE_OVER; k++)
    {
      if (by_stage[k]->len > 0)
        printf ("  %-12s median %8.2f us, max %8.2f us over %6u (most %u entries)\n",
                stage_names[k], ts_bench_percentile (by_stage[k], 50) / 1e3,
                ts_bench_percentile (by_stage[k], 100) / 1e3, by_stage[k]->len, most[k]);
      g_array_unref (by_stage[k]);
    }

  /* 3. Replay of complete games, setup included. */
  for (guint g = 0; g < 200; g++)
    {
      g_autoptr (GArray) record = g_array_new (FALSE, FALSE, sizeof (TsCaylusEntry));
      g_autoptr (JsonArray) json = json_array_new ();
      g_autofree TsCaylusState *played = new_game (n_players);
      g_autofree TsCaylusState *s = NULL;
      g_autofree TsCaylusState *s2 = NULL;
      double a, d;

      while (ts_caylus_random_entry (played, rand, &e))
        {
          g_assert (ts_caylus_apply (played, &e, NULL));
          g_array_append_val (record, e);
          json_array_add_element (json, ts_caylus_entry_to_json (&e));
        }
      a = ts_bench_now_ns ();
      s = new_game (n_players);
      for (guint i = 0; i < record->len; i++)
        ts_caylus_apply (s, &g_array_index (record, TsCaylusEntry, i), NULL);
      d = ts_bench_now_ns () - a;
      g_array_append_val (replay, d);
      g_assert (s->stage == TS_CAYLUS_STAGE_OVER);

      a = ts_bench_now_ns ();
      s2 = new_game (n_players);
      for (guint i = 0; i < json_array_get_length (json); i++)
        {
          g_autofree TsCaylusEntry *x
              = ts_caylus_entry_from_json (json_array_get_element (json, i), NULL);

          ts_caylus_apply (s2, x, NULL);
        }
      d = ts_bench_now_ns () - a;
      g_array_append_val (replay_json, d);
      g_assert (ts_caylus_state_equal (s, s2));
    }
  printf ("replay of a complete %u-player game: median %.3f ms (entries in memory, setup "
          "included), %.3f ms from parsed JSON nodes\n",
          n_players, ts_bench_percentile (replay, 50) / 1e6,
          ts_bench_percentile (replay_json, 50) / 1e6);
  return 0;
}

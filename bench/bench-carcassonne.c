/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne engine benchmark (docs/benchmarks.md): random complete games per second on one
 * core (every decision lists the legal entries first), the legal placements of a drawn tile
 * on a map of 90 tiles and at every placement, and the replay of a complete game from
 * entries and from their JSON. With all of Traders & Builders (96 tiles), or the base game
 * alone (72). Run by hand: bench-carcassonne [games] [players] [all|base]. */
#include "ts-carcassonne.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ts-bench-stats.h"
#include "ts-game.h"

static gboolean base_only;

static TsCarcassonneState *
new_game (guint n_players)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva" };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  TsCarcassonneState *s;

  json_object_set_boolean_member (options, "tiles", !base_only);
  json_object_set_boolean_member (options, "goods", !base_only);
  json_object_set_boolean_member (options, "builder", !base_only);
  json_object_set_boolean_member (options, "pig", !base_only);
  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  s = ts_carcassonne_state_new (options, players, NULL);
  g_assert (s != NULL);
  return s;
}

/* Median time of @reps listings of the legal entries of @s, in ns; their number in *@n. */
static double
time_listing (const TsCarcassonneState *s,
              guint                     reps,
              guint                    *n)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint r = 0; r < reps; r++)
    {
      double a = ts_bench_now_ns (), d;
      g_autoptr(GArray) legal = ts_carcassonne_legal (s);

      d = ts_bench_now_ns () - a;
      *n = legal->len;
      g_array_append_val (times, d);
    }
  return ts_bench_percentile (times, 50);
}

int
main (int   argc,
      char *argv[])
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 5000;
  guint n_players = argc > 2 ? (guint) atoi (argv[2]) : 4;
  const TsGameModule *module = ts_games_lookup ("carcassonne");
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  g_autoptr(GArray) at90 = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) placing = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) replay = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) replay_json = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 entries = 0, listed90 = 0, listed = 0;
  guint longest = 0;
  TsCarcassonneEntry e;
  double t0, t1;

  base_only = argc > 3 && g_strcmp0 (argv[3], "base") == 0;
  if (games < 1 || n_players < 2 || n_players > 5 || module == NULL
      || (argc > 3 && !base_only && g_strcmp0 (argv[3], "all") != 0))
    {
      fprintf (stderr, "usage: bench-carcassonne [games ≥ 1] [players 2-5] [all|base]\n");
      return 2;
    }
  printf ("%s\n", base_only ? "base game alone (72 tiles)" : "all of Traders & Builders (96 tiles)");

  /* 1. Random complete games: the random player lists the legal entries at every decision. */
  t0 = ts_bench_now_ns ();
  for (guint g = 0; g < games; g++)
    {
      g_autofree TsCarcassonneState *s = new_game (n_players);

      while (ts_carcassonne_random_entry (s, rand, &e))
        {
          g_assert (ts_carcassonne_apply (s, &e, NULL));
          entries++;
        }
    }
  t1 = ts_bench_now_ns ();
  printf ("random %u-player games: %u in %.3f s = %.0f games/s (%.0f entries/game)\n",
          n_players, games, (t1 - t0) / 1e9, games / ((t1 - t0) / 1e9),
          (double) entries / games);

  /* 2. The legal placements of the drawn tile: on the map of 90 tiles of 200 games, and at
   * every placement of 50 games. */
  for (guint g = 0; g < 200; g++)
    {
      g_autofree TsCarcassonneState *s = new_game (n_players);
      gboolean timed90 = FALSE;

      while (ts_carcassonne_random_entry (s, rand, &e))
        {
          if (s->stage == TS_CARCASSONNE_STAGE_PLACE && (!timed90 && s->n_tiles >= 90))
            {
              guint n = 0;
              double t = time_listing (s, 50, &n);

              g_array_append_val (at90, t);
              listed90 += n;
              timed90 = TRUE;
            }
          if (s->stage == TS_CARCASSONNE_STAGE_PLACE && g < 50)
            {
              guint n = 0;
              double t = time_listing (s, 5, &n);

              g_array_append_val (placing, t);
              listed += n;
              longest = MAX (longest, n);
            }
          g_assert (ts_carcassonne_apply (s, &e, NULL));
        }
    }
  if (at90->len > 0)
    printf ("legal placements on a map of 90 tiles: median %.2f us, 90th %.2f us, max %.2f us "
            "over %u maps (%.1f placements each)\n",
            ts_bench_percentile (at90, 50) / 1e3, ts_bench_percentile (at90, 90) / 1e3,
            ts_bench_percentile (at90, 100) / 1e3, at90->len, (double) listed90 / at90->len);
  printf ("legal placements at every placement: median %.2f us, 90th %.2f us, max %.2f us over "
          "%u placements (%.1f each, most %u)\n",
          ts_bench_percentile (placing, 50) / 1e3, ts_bench_percentile (placing, 90) / 1e3,
          ts_bench_percentile (placing, 100) / 1e3, placing->len, (double) listed / placing->len,
          longest);

  /* 3. Replay of complete games, setup included. */
  for (guint g = 0; g < 200; g++)
    {
      g_autoptr(GArray) record = g_array_new (FALSE, FALSE, sizeof (TsCarcassonneEntry));
      g_autoptr(JsonArray) json = json_array_new ();
      g_autofree TsCarcassonneState *played = new_game (n_players);
      g_autofree TsCarcassonneState *s = NULL;
      g_autofree TsCarcassonneState *s2 = NULL;
      double a, d;

      while (ts_carcassonne_random_entry (played, rand, &e))
        {
          g_assert (ts_carcassonne_apply (played, &e, NULL));
          g_array_append_val (record, e);
          json_array_add_element (json, ts_carcassonne_entry_to_json (&e));
        }
      a = ts_bench_now_ns ();
      s = new_game (n_players);
      for (guint i = 0; i < record->len; i++)
        ts_carcassonne_apply (s, &g_array_index (record, TsCarcassonneEntry, i), NULL);
      d = ts_bench_now_ns () - a;
      g_array_append_val (replay, d);
      g_assert (s->stage == TS_CARCASSONNE_STAGE_OVER);

      a = ts_bench_now_ns ();
      s2 = new_game (n_players);
      for (guint i = 0; i < json_array_get_length (json); i++)
        {
          g_autofree TsCarcassonneEntry *x
              = ts_carcassonne_entry_from_json (json_array_get_element (json, i), NULL);

          ts_carcassonne_apply (s2, x, NULL);
        }
      d = ts_bench_now_ns () - a;
      g_array_append_val (replay_json, d);
      g_assert (ts_carcassonne_state_equal (s, s2));
    }
  printf ("replay of a complete %u-player game: median %.3f ms (entries in memory, setup "
          "included), %.3f ms from parsed JSON nodes\n",
          n_players, ts_bench_percentile (replay, 50) / 1e6, ts_bench_percentile (replay_json, 50) / 1e6);
  return 0;
}

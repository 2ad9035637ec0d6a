/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Castles of Burgundy engine benchmark (docs/benchmarks.md): random complete 4-player games
 * per second on one core, median time to list the legal entries, the longest list we know
 * (ts_burgundy_crowded_entries), replay of a complete 4-player game; then games/s and legal
 * listing with every module of the 2019 box on (issue 14), and in the solo and team games
 * (issue 15).
 * Run by hand:
 * bench-burgundy [games]. */
#include "ts-burgundy.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ts-bench-stats.h"
#include "ts-game.h"

static TsBurgundyState *
new_game (void)
{
  g_autoptr (JsonArray) players = json_array_new ();
  for (guint i = 0; i < 4; i++)
    json_array_add_string_element (players, "p");
  return ts_burgundy_state_new_from_setup (NULL, players, NULL, NULL);
}

/* A 4-player game with every module on: extra tiles, white castles, inns, trade routes (dealt
 * at random), shields. */
static TsBurgundyState *
new_module_game (GRand *rand)
{
  static const char *const modules[] = { "extra-tiles", "white-castles", "inns", "trade-routes",
                                         "shields" };
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonObject) options = json_object_new ();

  for (guint k = 0; k < G_N_ELEMENTS (modules); k++)
    json_object_set_boolean_member (options, modules[k], TRUE);
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "name", "p");
      json_array_add_object_element (players, o);
    }
  ts_burgundy_random_routes (players, rand);
  return ts_burgundy_state_new_from_setup (options, players, NULL, NULL);
}

/* The solo game (issue 15): duchy 1's layout as the solo board (no solo board is shipped),
 * target 50. */
static TsBurgundyState *
new_solo_game (GRand *rand)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (JsonObject) board
      = ts_burgundy_board_to_json (ts_burgundy_data_find_duchy (data, "1"));
  JsonObject *o = json_object_new ();

  json_object_set_boolean_member (options, "solo", TRUE);
  json_object_set_string_member (board, "kind", "solo");
  json_object_set_string_member (o, "name", "p");
  json_object_set_object_member (o, "layout", g_steal_pointer (&board));
  json_array_add_object_element (players, o);
  return ts_burgundy_state_new_from_setup (options, players, NULL, NULL);
}

/* The team game (issue 15): no team board is shipped; duchies 1 and 6 side by side on the
 * 16 x 10 grid (rows 1-7, touching), the start castle on duchy 1's centre, for both teams. */
static JsonObject *
bench_team_board (const TsBurgundyData *data)
{
  char cells[TS_BURGUNDY_MAX_SPACES + 1], dice[TS_BURGUNDY_MAX_SPACES + 1];
  const char *const ids[] = { "1", "6" };
  const int centre_col[] = { 3, 10 };
  int start = -1;

  memset (cells, '-', TS_BURGUNDY_MAX_SPACES);
  memset (dice, '-', TS_BURGUNDY_MAX_SPACES);
  cells[TS_BURGUNDY_MAX_SPACES] = dice[TS_BURGUNDY_MAX_SPACES] = '\0';
  for (guint d = 0; d < 2; d++)
    {
      const TsBurgundyDuchy *duchy = ts_burgundy_data_find_duchy (data, ids[d]);

      for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
        {
          int q = data->grid.q[i], r = data->grid.r[i], row = 4 + r;
          int col = (2 * centre_col[d] + 2 * q + r - (row & 1)) / 2;
          int cell = row * TS_BURGUNDY_TEAM_COLS + col;

          cells[cell] = "CPSBYM"[duchy->colour[i]];
          dice[cell] = '0' + duchy->die[i];
          if (d == 0 && i == TS_BURGUNDY_N_SPACES / 2)
            start = cell;
        }
    }
  g_autofree char *json = g_strdup_printf ("{\"id\": \"12a-bench\", \"kind\": \"team\", "
                                           "\"cells\": \"%s\", \"dice\": \"%s\", "
                                           "\"start\": [%d]}",
                                           cells, dice, start);
  g_autoptr (JsonNode) node = json_from_string (json, NULL);
  return json_object_ref (json_node_get_object (node));
}

static TsBurgundyState *
new_team_game (GRand *rand)
{
  static JsonObject *board;
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonObject) options = json_object_new ();
  g_autoptr (JsonObject) setup = json_object_new ();
  JsonArray *teams = json_array_new ();

  if (board == NULL)
    board = bench_team_board (data);
  json_object_set_boolean_member (options, "team", TRUE);
  for (guint t = 0; t < 2; t++)
    {
      JsonObject *team = json_object_new ();

      json_object_set_object_member (team, "layout", json_object_ref (board));
      json_array_add_object_element (teams, team);
    }
  json_object_set_array_member (setup, "teams", teams);
  for (guint i = 0; i < 4; i++)
    json_array_add_string_element (players, "p");
  return ts_burgundy_state_new_from_setup (options, players, setup, NULL);
}

/* 4. Every module on, 5. the solo game, 6. the team game: games/s and the legal listing at every decision
 * (turns and phase ends). */
static void
bench_variant (const char *what,
               TsBurgundyState *(*new_variant_game) (GRand *rand),
               guint games,
               GRand *rand)
{
  TsBurgundyEntry e;
  TsBurgundyEntry legal[1024];
  guint64 entries = 0, listed = 0, points = 0;
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  double t0 = ts_bench_now_ns ();
  for (guint g = 0; g < games; g++)
    {
      g_autofree TsBurgundyState *s = new_variant_game (rand);
      while (ts_burgundy_random_entry (s, rand, &e))
        {
          ts_burgundy_apply (s, &e, NULL);
          entries++;
        }
    }
  double t1 = ts_bench_now_ns ();
  printf ("%s, random games: %u in %.3f s = %.0f games/s (%.0f entries/game)\n", what,
          games, (t1 - t0) / 1e9, games / ((t1 - t0) / 1e9), (double)entries / games);
  for (guint g = 0; g < 50; g++)
    {
      g_autofree TsBurgundyState *s = new_variant_game (rand);
      while (ts_burgundy_random_entry (s, rand, &e))
        {
          if (ts_burgundy_state_actor (s) >= 0)
            {
              const int reps = 50;
              double a = ts_bench_now_ns ();
              guint n = 0;
              for (int r = 0; r < reps; r++)
                n = ts_burgundy_legal (s, legal, G_N_ELEMENTS (legal));
              double per = (ts_bench_now_ns () - a) / reps;
              g_array_append_val (times, per);
              listed += n;
              points++;
            }
          ts_burgundy_apply (s, &e, NULL);
        }
    }
  g_array_sort (times, ts_bench_compare_doubles);
  printf ("%s, legal listing: median %.2f us, 90th %.2f us, max %.2f us over %"
          G_GUINT64_FORMAT " decision points (%.1f entries each)\n",
          what, g_array_index (times, double, times->len / 2) / 1e3,
          g_array_index (times, double, times->len * 9 / 10) / 1e3,
          g_array_index (times, double, times->len - 1) / 1e3, points, (double)listed / points);
}

int
main (int argc, char *argv[])
{
  guint games = argc > 1 ? (guint)atoi (argv[1]) : 2000;
  g_autoptr (GRand) rand = g_rand_new_with_seed (42);
  TsBurgundyEntry e;
  guint64 entries = 0;

  /* 1. Random complete games (every decision lists the legal entries first). */
  double t0 = ts_bench_now_ns ();
  for (guint g = 0; g < games; g++)
    {
      g_autofree TsBurgundyState *s = new_game ();
      while (ts_burgundy_random_entry (s, rand, &e))
        {
          ts_burgundy_apply (s, &e, NULL);
          entries++;
        }
    }
  double t1 = ts_bench_now_ns ();
  printf ("random 4-player games: %u in %.3f s = %.0f games/s (%.0f entries/game)\n", games,
          (t1 - t0) / 1e9, games / ((t1 - t0) / 1e9), (double)entries / games);

  /* 2. Legal-entry listing over the decision points of 50 games. */
  GArray *times = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *times_if = g_array_new (FALSE, FALSE, sizeof (double));
  const TsGameModule *m = ts_games_lookup ("castles-of-burgundy");
  TsBurgundyEntry legal[1024];
  guint64 listed = 0, points = 0;
  for (guint g = 0; g < 50; g++)
    {
      g_autofree TsBurgundyState *s = new_game ();
      while (ts_burgundy_random_entry (s, rand, &e))
        {
          if (s->stage == TS_BURGUNDY_STAGE_TURN)
            {
              const int reps = 50;
              double a = ts_bench_now_ns ();
              guint n = 0;
              for (int r = 0; r < reps; r++)
                n = ts_burgundy_legal (s, legal, G_N_ELEMENTS (legal));
              g_assert (n <= G_N_ELEMENTS (legal));
              double b = ts_bench_now_ns ();
              double per = (b - a) / reps;
              g_array_append_val (times, per);
              listed += n;
              points++;
              a = ts_bench_now_ns ();
              for (int r = 0; r < 10; r++)
                g_ptr_array_unref (m->legal_entries (s));
              b = ts_bench_now_ns ();
              per = (b - a) / 10;
              g_array_append_val (times_if, per);
            }
          ts_burgundy_apply (s, &e, NULL);
        }
    }
  g_array_sort (times, ts_bench_compare_doubles);
  g_array_sort (times_if, ts_bench_compare_doubles);
  printf ("legal listing: median %.2f us, 90th %.2f us, max %.2f us over %" G_GUINT64_FORMAT
          " decision points (%.1f entries each)\n",
          g_array_index (times, double, times->len / 2) / 1e3,
          g_array_index (times, double, times->len * 9 / 10) / 1e3,
          g_array_index (times, double, times->len - 1) / 1e3, points, (double)listed / points);
  printf ("legal listing through TsGameModule (GPtrArray of heap entries): median %.2f us\n",
          g_array_index (times_if, double, times_if->len / 2) / 1e3);

  /* 2b. The longest list: quick fill, monastery 6, full storage, both dice unused; and the
   * same with a castle's extra action waiting. */
  for (int castle = 0; castle <= 1; castle++)
    {
      g_autofree TsBurgundyState *s = new_game ();
      g_autoptr (GArray) script = ts_burgundy_crowded_entries (s);
      g_autoptr (GArray) t_legal = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr (GArray) t_module = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr (GArray) t_choices = g_array_new (FALSE, FALSE, sizeof (double));
      guint n = 0, n_choices = 0;

      g_assert (script != NULL);
      for (guint i = 0; i < script->len; i++)
        ts_burgundy_apply (s, &g_array_index (script, TsBurgundyEntry, i), NULL);
      if (castle)
        {
          s->players[s->current].storage[0] = TS_BURGUNDY_TILE_NONE;
          s->pending[s->n_pending++] = TS_BURGUNDY_PENDING_CASTLE;
        }
      for (int r = 0; r < 200; r++)
        {
          double a = ts_bench_now_ns ();
          g_free (ts_burgundy_legal_all (s, &n));
          double b = ts_bench_now_ns ();
          g_ptr_array_unref (m->legal_entries (s));
          double c = ts_bench_now_ns ();
          double d1 = b - a, d2 = c - b;
          g_array_append_val (t_legal, d1);
          g_array_append_val (t_module, d2);
        }
      for (int r = 0; r < 20; r++)
        {
          double a = ts_bench_now_ns ();
          g_free (ts_burgundy_choices (s, &n_choices));
          double d = ts_bench_now_ns () - a;
          g_array_append_val (t_choices, d);
        }
      g_array_sort (t_legal, ts_bench_compare_doubles);
      g_array_sort (t_module, ts_bench_compare_doubles);
      g_array_sort (t_choices, ts_bench_compare_doubles);
      printf ("longest list%s: %u entries, listed in %.1f us median (ts_burgundy_legal_all), "
              "%.1f us through TsGameModule; %u choices in %.2f ms median\n",
              castle ? " (castle's extra action waiting)"
                     : " (quick fill, monastery 6, full storage)",
              n, g_array_index (t_legal, double, t_legal->len / 2) / 1e3,
              g_array_index (t_module, double, t_module->len / 2) / 1e3, n_choices,
              g_array_index (t_choices, double, t_choices->len / 2) / 1e6);
    }

  /* 3. Replay of complete games: from entries in memory, and from their JSON. */
  GArray *replay = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *replay_json = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint g = 0; g < 200; g++)
    {
      g_autoptr (GArray) record = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
      g_autoptr (JsonArray) json = json_array_new ();
      {
        g_autofree TsBurgundyState *s = new_game ();
        while (ts_burgundy_random_entry (s, rand, &e))
          {
            ts_burgundy_apply (s, &e, NULL);
            g_array_append_val (record, e);
            json_array_add_element (json, ts_burgundy_entry_to_json (&e));
          }
      }
      double a = ts_bench_now_ns ();
      g_autofree TsBurgundyState *s = new_game ();
      for (guint i = 0; i < record->len; i++)
        ts_burgundy_apply (s, &g_array_index (record, TsBurgundyEntry, i), NULL);
      double b = ts_bench_now_ns ();
      double d = b - a;
      g_array_append_val (replay, d);
      g_assert (s->stage == TS_BURGUNDY_STAGE_OVER);

      a = ts_bench_now_ns ();
      g_autofree TsBurgundyState *s2 = new_game ();
      for (guint i = 0; i < json_array_get_length (json); i++)
        {
          g_autofree TsBurgundyEntry *x
              = ts_burgundy_entry_from_json (json_array_get_element (json, i), NULL);
          ts_burgundy_apply (s2, x, NULL);
        }
      b = ts_bench_now_ns ();
      d = b - a;
      g_array_append_val (replay_json, d);
      g_assert (ts_burgundy_state_equal (s, s2));
    }
  g_array_sort (replay, ts_bench_compare_doubles);
  g_array_sort (replay_json, ts_bench_compare_doubles);
  printf ("replay of a complete 4-player game: median %.3f ms (entries in memory, setup "
          "included), %.3f ms from parsed JSON nodes\n",
          g_array_index (replay, double, replay->len / 2) / 1e6,
          g_array_index (replay_json, double, replay_json->len / 2) / 1e6);
  g_array_unref (times);
  g_array_unref (times_if);
  g_array_unref (replay);
  g_array_unref (replay_json);

  bench_variant ("all modules, 4 players", new_module_game, games, rand);
  bench_variant ("solo game", new_solo_game, games, rand);
  bench_variant ("team game", new_team_game, games, rand);
  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Statistics (issue 27) against a direct count: random complete games of all four games are
 * saved in a folder; the statistics read through the saved-games index must give, for every
 * player and game, the plays, wins, best and average score that counting the matches
 * themselves gives, and every point must belong to a category of its game (none "other").
 * TS_PROPERTY_GAMES lowers the number of games. */
#include <glib/gstdio.h>
#include <math.h>

#include "ts-match-player.h"
#include "ts-random-record.h"
#include "ts-record-scan.h"
#include "ts-stats.h"

typedef struct
{
  guint plays, wins, in_game_plays[4], in_game_wins[4];
  int best[4];
  double sum[4];
} Count;

static const char *const game_ids[] = { "castles-of-burgundy", "kingsburg", "carcassonne",
                                        "caylus-1303" };

static TsMatch *
random_game (guint game,
             guint n_players,
             guint seed)
{
  g_autoptr(GError) error = NULL;
  TsMatch *match = NULL;

  switch (game)
    {
      case 0: match = ts_random_record_burgundy (MIN (n_players, 4), seed, &error); break;
      case 1: match = ts_random_record_kingsburg (n_players, seed, &error); break;
      case 2: match = ts_random_record_carcassonne (n_players, NULL, seed, &error); break;
      default: match = ts_random_record_caylus (n_players, NULL, seed, &error); break;
    }
  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (match));
  return match;
}

static guint
n_games (void)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");

  return env != NULL ? MAX (4, (guint) g_ascii_strtoull (env, NULL, 10)) : 48;
}

static char *
json_text (TsStats *stats)
{
  g_autoptr(JsonNode) node = ts_stats_to_json (stats);

  return json_to_string (node, FALSE);
}

static void
test_direct_count (void)
{
  g_autofree char *path = g_dir_make_tmp ("tableside-stats-XXXXXX", NULL);
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  guint n = n_games ();
  g_autoptr(GListStore) infos = NULL;
  g_autoptr(GListStore) again = NULL;
  g_autoptr(TsStats) stats = NULL;
  g_autoptr(TsStats) from_index = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  guint finished[4] = { 0 };

  for (guint seed = 0; seed < n; seed++)
    {
      guint game = seed % 4;
      guint n_players = 2 + (seed / 4) % 3;
      g_autoptr(TsMatch) match = random_game (game, n_players, seed);
      GListModel *players = ts_match_get_players (match);
      g_autofree char *name = g_strdup_printf ("game-%03u.json", seed);
      g_autoptr(GFile) file = g_file_get_child (dir, name);

      ts_match_set_file (match, file);
      g_assert_true (ts_match_save (match, NULL, &error));
      g_assert_no_error (error);
      finished[game]++;
      for (guint i = 0; i < g_list_model_get_n_items (players); i++)
        {
          g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);
          Count *count = g_hash_table_lookup (counts, ts_match_player_get_name (player));
          int score = ts_match_player_get_score (player);

          if (count == NULL)
            {
              count = g_new0 (Count, 1);
              g_hash_table_insert (counts, g_strdup (ts_match_player_get_name (player)), count);
            }
          count->plays++;
          count->wins += ts_match_player_get_winner (player);
          if (count->in_game_plays[game] == 0 || score > count->best[game])
            count->best[game] = score;
          count->in_game_plays[game]++;
          count->in_game_wins[game] += ts_match_player_get_winner (player);
          count->sum[game] += score;
        }
    }

  infos = ts_record_scan_read (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (infos)), ==, n);
  stats = ts_stats_new (G_LIST_MODEL (infos), NULL, NULL);
  g_assert_cmpuint (ts_stats_get_n_finished (stats), ==, n);
  g_assert_cmpuint (ts_stats_get_n_unscored (stats), ==, 0);
  g_assert_cmpuint (ts_stats_get_n_players (stats), ==, g_hash_table_size (counts));
  for (guint p = 0; p < ts_stats_get_n_players (stats); p++)
    {
      const TsStatsPlayer *player = ts_stats_get_player (stats, p);
      Count *count = g_hash_table_lookup (counts, player->name);

      g_assert_nonnull (count);
      g_assert_cmpuint (player->plays, ==, count->plays);
      g_assert_cmpuint (player->wins, ==, count->wins);
      g_assert_cmpuint (player->scores->len, ==, count->plays);
      for (guint g = 0; g < 4; g++)
        {
          const TsStatsPlayerGame *game = ts_stats_player_get_game (player, game_ids[g]);
          double categories = 0;

          if (count->in_game_plays[g] == 0)
            {
              g_assert_null (game);
              continue;
            }
          g_assert_nonnull (game);
          g_assert_cmpuint (game->plays, ==, count->in_game_plays[g]);
          g_assert_cmpuint (game->wins, ==, count->in_game_wins[g]);
          g_assert_cmpint (game->best, ==, count->best[g]);
          g_assert_cmpfloat_with_epsilon (game->average, count->sum[g] / count->in_game_plays[g],
                                          1e-9);
          /* Every point has a category of its game, and they add up to the score. */
          for (guint c = 0; c < game->shares->len; c++)
            {
              const TsStatsShare *share = game->shares->pdata[c];

              g_assert_cmpstr (share->category, !=, "other");
              categories += share->average;
            }
          g_assert_cmpfloat_with_epsilon (categories, game->average, 1e-6);
        }
    }
  for (guint g = 0; g < 4; g++)
    {
      const TsStatsGame *game = ts_stats_find_game (stats, game_ids[g]);

      g_assert_nonnull (game);
      g_assert_cmpuint (game->plays, ==, finished[g]);
      g_assert_cmpuint (game->scores->len, >=, 2 * finished[g]);
      /* Saved just now: their entries' times say how long each took (a second or less). */
      g_assert_cmpuint (game->n_timed, <=, finished[g]);
    }

  /* Read again, now from the index: the same figures. */
  first = json_text (stats);
  again = ts_record_scan_read (dir, NULL, &error);
  g_assert_no_error (error);
  from_index = ts_stats_new (G_LIST_MODEL (again), NULL, NULL);
  second = json_text (from_index);
  g_assert_cmpstr (first, ==, second);

  /* A filter by game keeps that game's figures as they were. */
  {
    TsStatsFilter filter = { "kingsburg", 0, 0, 0 };
    g_autoptr(TsStats) only = ts_stats_new (G_LIST_MODEL (again), NULL, &filter);
    const TsStatsGame *all = ts_stats_find_game (stats, "kingsburg");
    const TsStatsGame *kingsburg = ts_stats_find_game (only, "kingsburg");

    g_assert_cmpuint (ts_stats_get_n_games (only), ==, 1);
    g_assert_cmpuint (kingsburg->plays, ==, all->plays);
    g_assert_cmpint (kingsburg->record, ==, all->record);
    g_assert_cmpfloat_with_epsilon (kingsburg->average_winning, all->average_winning, 1e-9);
  }

  {
    g_autoptr(GDir) listing = g_dir_open (path, 0, NULL);
    const char *entry;

    while ((entry = g_dir_read_name (listing)) != NULL)
      {
        g_autofree char *child = g_build_filename (path, entry, NULL);

        g_remove (child);
      }
    g_rmdir (path);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/stats/direct-count", test_direct_count);
  return g_test_run ();
}

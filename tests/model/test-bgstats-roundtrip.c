/* SPDX-License-Identifier: GPL-3.0-or-later */
/* BG Stats there and back (issue 43), a property over random folders: complete random games
 * of all four games (2 to 5 players, names drawn from seven, each set up at its own time) are
 * exported as BG Stats writes them, and the export imported into an empty data folder (no
 * people, no games); the statistics of the imported plays give, for every player and game,
 * the same plays, wins, best, average and last score, the same record, player counts and
 * winning average, and the same head to head for every pair, as the saved games. Where the
 * points came from is not known after (no shares). A second export of the same folder is the
 * same text but its dates; importing it again keeps nothing new. TS_ROUNDTRIP_GAMES sets the
 * number of games of each folder. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-bgstats-import.h"
#include "ts-random-record.h"
#include "ts-record-scan.h"
#include "ts-stats.h"
#include "ts-test-folder.h"

static const char *const pool[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva", "Filipa", "Gil" };

static guint
n_games (void)
{
  const char *env = g_getenv ("TS_ROUNDTRIP_GAMES");

  return env != NULL ? MAX (4, (guint) g_ascii_strtoull (env, NULL, 10)) : 24;
}

/* Names drawn from the pool and "created" set to @time: the record rewritten. */
static void
reshape (const char *path,
         GRand      *rand,
         gint64      time)
{
  g_autofree char *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_utc (time);
  g_autofree char *created = g_date_time_format_iso8601 (when);
  g_autofree char *out = NULL;
  JsonObject *root;
  JsonArray *players;
  guint order[G_N_ELEMENTS (pool)];

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  players = json_object_get_array_member (root, "players");
  for (guint i = 0; i < G_N_ELEMENTS (pool); i++)
    order[i] = i;
  for (guint i = G_N_ELEMENTS (pool) - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, i + 1), swap = order[i];

      order[i] = order[j];
      order[j] = swap;
    }
  for (guint i = 0; i < json_array_get_length (players); i++)
    json_object_set_string_member (json_array_get_object_element (players, i), "name",
                                   pool[order[i]]);
  json_object_set_string_member (root, "created", created);
  out = json_to_string (json_parser_get_root (parser), TRUE);
  g_assert_true (g_file_set_contents (path, out, -1, NULL));
}

static GListStore *
random_folder (const char *path,
               guint       seed)
{
  g_autoptr(GFile) dir = g_file_new_for_path (path);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  GListStore *infos;

  for (guint i = 0; i < n_games (); i++)
    {
      guint n_players = g_rand_int_range (rand, 2, 6);
      guint game_seed = seed * 1000 + i;
      g_autoptr(TsMatch) match = NULL;
      g_autofree char *name = g_strdup_printf ("game-%03u.json", i);
      g_autoptr(GFile) file = g_file_get_child (dir, name);

      switch (i % 4)
        {
        case 0: match = ts_random_record_burgundy (MIN (n_players, 4), game_seed, &error); break;
        case 1: match = ts_random_record_kingsburg (n_players, game_seed, &error); break;
        case 2: match = ts_random_record_carcassonne (n_players, NULL, game_seed, &error); break;
        default: match = ts_random_record_caylus (n_players, NULL, game_seed, &error); break;
        }
      g_assert_no_error (error);
      ts_match_set_file (match, file);
      g_assert_true (ts_match_save (match, NULL, &error));
      /* One game an hour, from 2024 on: each its own time, so "last" is one game's. */
      reshape (g_file_peek_path (file), rand, 1704067200 + (gint64) seed * 100000 + i * 3600);
    }
  infos = ts_record_scan_read (dir, NULL, &error);
  g_assert_no_error (error);
  return infos;
}

static const TsStatsPlayer *
player_named (TsStats    *stats,
              const char *name)
{
  for (guint i = 0; i < ts_stats_get_n_players (stats); i++)
    if (g_str_equal (ts_stats_get_player (stats, i)->name, name))
      return ts_stats_get_player (stats, i);
  return NULL;
}

/* @a (the saved games) and @b (the plays imported) count the same. */
static void
assert_same_figures (TsStats *a,
                     TsStats *b)
{
  g_assert_cmpuint (ts_stats_get_n_players (a), ==, ts_stats_get_n_players (b));
  g_assert_cmpuint (ts_stats_get_n_finished (a), ==, ts_stats_get_n_finished (b));
  g_assert_cmpuint (ts_stats_get_n_score_only (b), ==, ts_stats_get_n_finished (b));
  for (guint i = 0; i < ts_stats_get_n_players (a); i++)
    {
      const TsStatsPlayer *x = ts_stats_get_player (a, i);
      const TsStatsPlayer *y = player_named (b, x->name);

      g_assert_nonnull (y);
      g_assert_cmpuint (x->plays, ==, y->plays);
      g_assert_cmpuint (x->wins, ==, y->wins);
      g_assert_cmpuint (x->games->len, ==, y->games->len);
      for (guint g = 0; g < x->games->len; g++)
        {
          const TsStatsPlayerGame *gx = x->games->pdata[g];
          const TsStatsPlayerGame *gy = ts_stats_player_get_game (y, gx->module->id);

          g_assert_nonnull (gy);
          g_assert_cmpuint (gx->plays, ==, gy->plays);
          g_assert_cmpuint (gx->wins, ==, gy->wins);
          g_assert_cmpuint (gx->scored, ==, gy->scored);
          g_assert_cmpint (gx->best, ==, gy->best);
          g_assert_cmpfloat_with_epsilon (gx->average, gy->average, 1e-9);
          g_assert_cmpint (gx->last, ==, gy->last);
          g_assert_cmpuint (gy->score_only, ==, gy->plays);
          g_assert_cmpuint (gy->shares->len, ==, 0);
        }
      /* Head to head against everyone. */
      for (guint k = 0; k < ts_stats_get_n_players (a); k++)
        {
          const TsStatsPlayer *other = ts_stats_get_player (a, k);
          TsStatsHeadToHead dx, dy;

          ts_stats_head_to_head (a, x->id, other->id, &dx);
          ts_stats_head_to_head (b, y->id, player_named (b, other->name)->id, &dy);
          g_assert_cmpmem (&dx, sizeof dx, &dy, sizeof dy);
        }
    }
  g_assert_cmpuint (ts_stats_get_n_games (a), ==, ts_stats_get_n_games (b));
  for (guint g = 0; g < ts_stats_get_n_games (a); g++)
    {
      const TsStatsGame *x = ts_stats_get_game (a, g);
      const TsStatsGame *y = ts_stats_find_game (b, x->module->id);

      g_assert_nonnull (y);
      g_assert_cmpuint (x->plays, ==, y->plays);
      g_assert_cmpmem (x->by_count, sizeof x->by_count, y->by_count, sizeof y->by_count);
      g_assert_cmpint (x->record, ==, y->record);
      /* Its holder: the same, or one who tied with them (the first met holds it). */
      g_assert_cmpint (ts_stats_player_get_game (player_named (b, y->record_name),
                                                 x->module->id)->best, ==, x->record);
      g_assert_cmpfloat_with_epsilon (x->average_winning, y->average_winning, 1e-9);
      g_assert_cmpuint (x->scores->len, ==, y->scores->len);
    }
}

static void
test_round_trip (gconstpointer data)
{
  guint seed = GPOINTER_TO_UINT (data);
  g_autofree char *path = g_dir_make_tmp ("tableside-roundtrip-XXXXXX", NULL);
  g_autofree char *games_path = g_build_filename (path, "games", NULL);
  g_autofree char *imports_path = g_build_filename (path, "imported-plays.json", NULL);
  g_autoptr(GFile) imports_file = g_file_new_for_path (imports_path);
  g_autoptr(GListStore) infos = NULL;
  g_autoptr(GListStore) nothing = g_list_store_new (TS_TYPE_RECORD_INFO);
  g_autoptr(TsStats) saved = NULL;
  g_autoptr(TsStats) imported_stats = NULL;
  g_autoptr(TsPeople) people = ts_people_new_empty ();
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (imports_file);
  g_autoptr(TsBgStatsExport) export = NULL;
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  guint n_plays = 0;

  g_assert_cmpint (g_mkdir (games_path, 0700), ==, 0);
  infos = random_folder (games_path, seed);
  saved = ts_stats_new (G_LIST_MODEL (infos), NULL, NULL);
  g_assert_cmpuint (ts_stats_get_n_finished (saved), ==, n_games ());

  text = ts_bgstats_write (G_LIST_MODEL (infos), NULL, NULL, &n_plays);
  g_assert_cmpuint (n_plays, ==, n_games ());
  export = ts_bgstats_read (text, strlen (text), "tableside-bgstats.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (export->plays->len, ==, n_games ());
  g_assert_cmpuint (export->n_other + export->n_ignored + export->n_fractions, ==, 0);
  /* Every play: one start player, seats in order. */
  for (guint p = 0; p < export->plays->len; p++)
    {
      const TsImportedPlay *play = export->plays->pdata[p];
      guint starts = 0;

      for (guint i = 0; i < play->n_seats; i++)
        {
          starts += play->seats[i].start;
          g_assert_cmpuint (play->seats[i].seat, ==, i + 1);
        }
      g_assert_cmpuint (starts, ==, 1);
    }
  import = ts_bgstats_import_new (g_steal_pointer (&export), "tableside-bgstats.json", people,
                                  imported, G_LIST_MODEL (nothing));
  g_assert_cmpuint (ts_bgstats_import_get_n_plays (import), ==, n_games ());
  g_assert_true (ts_bgstats_import_commit (import, NULL, &error));
  g_assert_no_error (error);
  imported_stats = ts_stats_new_full (G_LIST_MODEL (nothing),
                                      ts_imported_plays_get_infos (imported), people, NULL);
  assert_same_figures (saved, imported_stats);

  /* Exported again: the same plays, the same uuids. */
  again = ts_bgstats_write (G_LIST_MODEL (infos), NULL, NULL, NULL);
  {
    g_autoptr(JsonParser) first = json_parser_new ();
    g_autoptr(JsonParser) second = json_parser_new ();
    g_autoptr(JsonNode) plays_a = NULL;
    g_autoptr(JsonNode) plays_b = NULL;

    g_assert_true (json_parser_load_from_data (first, text, -1, NULL));
    g_assert_true (json_parser_load_from_data (second, again, -1, NULL));
    plays_a = json_object_dup_member (json_node_get_object (json_parser_get_root (first)),
                                      "plays");
    plays_b = json_object_dup_member (json_node_get_object (json_parser_get_root (second)),
                                      "plays");
    g_assert_true (json_node_equal (plays_a, plays_b));
  }
  /* Imported again: every play is kept already. */
  {
    g_autoptr(TsBgStatsExport) twice = ts_bgstats_read (again, strlen (again), "again.json",
                                                        NULL);
    g_autoptr(TsBgStatsImport) second = ts_bgstats_import_new (g_steal_pointer (&twice),
                                                               "again.json", people, imported,
                                                               NULL);

    g_assert_cmpuint (ts_bgstats_import_get_n_plays (second), ==, 0);
    g_assert_cmpuint (ts_bgstats_import_get_n_known (second), ==, n_games ());
  }
  /* And into the saved games' own folder: they are all there already. */
  {
    g_autoptr(TsBgStatsExport) own = ts_bgstats_read (again, strlen (again), "own.json", NULL);
    g_autoptr(TsImportedPlays) none = ts_imported_plays_new_empty ();
    g_autoptr(TsBgStatsImport) third = ts_bgstats_import_new (g_steal_pointer (&own), "own.json",
                                                              people, none,
                                                              G_LIST_MODEL (infos));

    g_assert_cmpuint (ts_bgstats_import_get_n_plays (third), ==, 0);
  }
  ts_test_remove_tree (path);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint seed = 1; seed <= 4; seed++)
    {
      g_autofree char *name = g_strdup_printf ("/bgstats/round-trip/%u", seed);

      g_test_add_data_func (name, GUINT_TO_POINTER (seed), test_round_trip);
    }
  return g_test_run ();
}

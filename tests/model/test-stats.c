/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Statistics (issue 27) of a hand-made folder, against figures checked by hand. Each saved
 * game is given as the saved-games index holds it (ts_record_info_new_from_index(): game,
 * players, persons, finished, created, duration and the replayed "summary"), which is how the
 * statistics page reads 10,000 games; test-stats-property checks the summaries against the
 * games themselves. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-record-info-private.h"
#include "ts-people.h"
#include "ts-record-summary.h"
#include "ts-stats.h"

#define DAY (24 * 3600)
/* 2026-01-01 00:00 UTC */
#define T0 G_GINT64_CONSTANT (1767225600)

static GListStore *store;

/* A saved game: @players "Name" or "Name=person-id", @scores (finished) or NULL (in progress),
 * @winners a bit per player. */
static void
add_game (const char        *file,
          const char        *game,
          const char *const *players,
          const int         *scores,
          guint              winners,
          gint64             created,
          gint64             duration,
          const char        *points)
{
  g_autoptr(JsonObject) entry = json_object_new ();
  g_autoptr(GFile) path = g_file_new_for_path (file);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(TsRecordInfo) info = NULL;
  JsonArray *names = json_array_new ();
  JsonArray *colors = json_array_new ();
  JsonArray *persons = json_array_new ();
  guint n = g_strv_length ((GStrv) players);

  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) parts = g_strsplit (players[i], "=", 2);

      json_array_add_string_element (names, parts[0]);
      json_array_add_string_element (colors, "");
      json_array_add_string_element (persons, parts[1] != NULL ? parts[1] : "");
    }
  json_object_set_string_member (entry, "kind", "game");
  /* What the replay found, as the index keeps it (an entry without it is read again). */
  json_object_set_int_member (entry, "replay", 1);
  json_object_set_string_member (entry, "title", file);
  json_object_set_string_member (entry, "game", game);
  json_object_set_boolean_member (entry, "finished", scores != NULL);
  json_object_set_int_member (entry, "winner", -1);
  json_object_set_int_member (entry, "created", created);
  if (duration >= 0)
    json_object_set_int_member (entry, "duration", duration);
  json_object_set_array_member (entry, "players", names);
  json_object_set_array_member (entry, "colors", colors);
  json_object_set_array_member (entry, "persons", persons);
  if (scores != NULL)
    {
      /* The index's summary: the winners' bits, the scores, each player's points in the
       * game's order of categories (ts_record_summary_to_text()). */
      g_autoptr(JsonNode) parsed = json_from_string (points != NULL ? points : "null", NULL);
      g_autoptr(GPtrArray) ids = ts_record_summary_category_ids (ts_games_lookup (game));
      g_autoptr(GString) text = g_string_new (NULL);

      g_string_append_printf (text, "%u", winners);
      for (guint i = 0; i < n; i++)
        g_string_append_printf (text, " %d", scores[i]);
      for (guint i = 0; i < n; i++)
        {
          JsonObject *named = parsed != NULL && JSON_NODE_HOLDS_ARRAY (parsed)
                                  ? json_array_get_object_element (json_node_get_array (parsed), i)
                                  : NULL;

          for (guint c = 0; c < ids->len; c++)
            g_string_append_printf (text, " %" G_GINT64_FORMAT,
                                    named != NULL ? json_object_get_int_member_with_default (
                                                        named, ids->pdata[c], 0)
                                                  : 0);
        }
      json_object_set_string_member (entry, "summary", text->str);
      /* Who started, as a finished game's entry keeps it (issue 56: without it, read again). */
      json_object_set_int_member (entry, "start", 0);
    }
  info = ts_record_info_new_from_index (path, now, entry);
  g_assert_nonnull (info);
  g_list_store_append (store, info);
}

/* A record that says it is finished but whose replay stops at an entry the rules refuse
 * (issue 40): read from its file, as refused records never come from the index. A copy of the
 * corpus's short Caylus game with its last entry given twice (the Carpenter's building). */
static void
add_refused_game (const char *dir)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                   "history-caylus-short-eb77f0c.json", NULL);
  g_autofree char *path = g_build_filename (dir, "refused.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autofree char *text = NULL;
  JsonObject *root;
  JsonArray *entries;

  g_assert_true (json_parser_load_from_file (parser, source, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  entries = json_object_get_array_member (root, "entries");
  json_array_add_element (entries, json_node_copy (json_array_get_element (
                                       entries, json_array_get_length (entries) - 1)));
  json_object_set_string_member (root, "status", "finished");
  json_object_set_int_member (root, "winner", 0);
  text = json_to_string (json_parser_get_root (parser), FALSE);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  info = ts_record_info_read (file, NULL, NULL);
  g_assert_cmpint (ts_record_info_get_kind (info), ==, TS_RECORD_INFO_GAME);
  g_assert_nonnull (ts_record_info_get_attention (info));
  g_assert_false (ts_record_info_get_finished (info));
  g_list_store_append (store, info);
  g_remove (path);
}

static void
add_sheet (void)
{
  g_autoptr(JsonObject) entry = json_object_new ();
  g_autoptr(GFile) path = g_file_new_for_path ("/games/sheet.json");
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autoptr(TsRecordInfo) info = NULL;
  JsonArray *names = json_array_new ();
  JsonArray *empty = json_array_new ();
  JsonArray *persons = json_array_new ();

  json_array_add_string_element (names, "Ana");
  json_array_add_string_element (empty, "");
  json_array_add_string_element (persons, "");
  json_array_add_string_element (names, "Bruno");
  json_array_add_string_element (empty, "");
  json_array_add_string_element (persons, "");
  json_object_set_string_member (entry, "kind", "sheet");
  json_object_set_string_member (entry, "game", "castles-of-burgundy");
  json_object_set_boolean_member (entry, "finished", TRUE);
  json_object_set_int_member (entry, "winner", 0);
  json_object_set_int_member (entry, "created", T0);
  json_object_set_array_member (entry, "players", names);
  json_object_set_array_member (entry, "colors", empty);
  json_object_set_array_member (entry, "persons", persons);
  info = ts_record_info_new_from_index (path, now, entry);
  g_assert_nonnull (info);
  g_list_store_append (store, info);
}

/* The hand-made folder: five evenings of three people (Ana, Bruno, Carla), Bruno also as
 * "bruno " in an old record and as "Bruninho" (a person merged into Bruno). */
static TsPeople *
make_folder (void)
{
  static const char *const abc[] = { "Ana=p-ana", "Bruno=p-bruno", "Carla", NULL };
  static const char *const ab_old[] = { " ana", "bruno ", NULL };
  static const char *const team[] = { "Ana=p-ana", "Bruninho=p-bruninho", "Carla", "Davi",
                                      NULL };
  static const char *const solo[] = { "Carla", NULL };
  static const int s1[] = { 131, 98, 104 };
  static const int s2[] = { 40, 45 };
  static const int s3[] = { 150, 150, 120, 120 };
  static const int s4[] = { 60 };
  static const int s5[] = { 55 };
  static const int s6[] = { 30, 30, 28 };
  g_autoptr(GFile) people_file = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tableside-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "people.json", NULL);
  TsPeople *people;

  g_file_set_contents (path,
                       "{\"format\": \"tableside-people\", \"version\": 1, \"people\": ["
                       "{\"id\": \"p-ana\", \"name\": \"Ana Maria\", \"color\": \"red\", "
                       "\"aliases\": [\"Ana\"]},"
                       "{\"id\": \"p-bruno\", \"name\": \"Bruno\", \"color\": \"blue\"},"
                       "{\"id\": \"p-bruninho\", \"name\": \"Bruninho\", "
                       "\"merged-into\": \"p-bruno\"}]}",
                       -1, NULL);
  people_file = g_file_new_for_path (path);
  people = ts_people_load (people_file);
  g_assert_null (ts_people_get_problem (people));
  g_remove (path);

  g_clear_object (&store);
  store = g_list_store_new (TS_TYPE_RECORD_INFO);
  /* 1. Carcassonne, Ana wins 131 to 104 to 98 in 90 minutes; points by category. */
  add_game ("/games/1.json", "carcassonne", (const char *const *) abc, s1, 1 << 0, T0, 5400,
            "[{\"cities\": 60, \"farms\": 50, \"roads\": 21}, {\"cities\": 50, \"farms\": 48},"
            " {\"cities\": 40, \"farms\": 40, \"roads\": 24}]");
  /* 2. Kingsburg, an old record without ids: " ana" and "bruno " are Ana and Bruno. */
  add_game ("/games/2.json", "kingsburg", (const char *const *) ab_old, s2, 1 << 1,
            T0 + 10 * DAY, 3000, NULL);
  /* 3. The Castles of Burgundy team game: Ana and Bruninho (Bruno) win together. */
  add_game ("/games/3.json", "castles-of-burgundy", (const char *const *) team, s3,
            (1 << 0) | (1 << 1), T0 + 20 * DAY, -1, NULL);
  /* 4. Carla's solo game, won; 5. lost. */
  add_game ("/games/4.json", "castles-of-burgundy", (const char *const *) solo, s4, 1 << 0,
            T0 + 30 * DAY, -1, NULL);
  add_game ("/games/5.json", "castles-of-burgundy", (const char *const *) solo, s5, 0,
            T0 + 31 * DAY, -1, NULL);
  /* 6. Carcassonne, a tie on 30 that Ana and Bruno share (both win), in 60 minutes. */
  add_game ("/games/6.json", "carcassonne", (const char *const *) abc, s6, (1 << 0) | (1 << 1),
            T0 + 40 * DAY, 3600, NULL);
  /* 7. In progress; 8. said finished, but its replay stops at an entry the rules refuse. */
  add_game ("/games/7.json", "caylus-1303", (const char *const *) abc, NULL, 0, T0 + 50 * DAY,
            -1, NULL);
  add_refused_game (dir);
  add_sheet ();
  g_rmdir (dir);
  return people;
}

static void
test_players (void)
{
  g_autoptr(TsPeople) people = make_folder ();
  g_autoptr(TsStats) stats = ts_stats_new (G_LIST_MODEL (store), people, NULL);
  const TsStatsPlayer *ana = ts_stats_find_player (stats, "p-ana");
  const TsStatsPlayer *bruno = ts_stats_find_player (stats, "p-bruno");
  const TsStatsPlayer *carla = ts_stats_find_player (stats, "~carla");
  const TsStatsPlayerGame *game;

  g_assert_cmpuint (ts_stats_get_n_finished (stats), ==, 6);
  g_assert_cmpuint (ts_stats_get_n_unscored (stats), ==, 1);
  g_assert_cmpuint (ts_stats_get_n_sheets (stats), ==, 1);
  /* Ana (renamed Ana Maria), Bruno (with Bruninho and "bruno "), Carla (no id), Davi. */
  g_assert_cmpuint (ts_stats_get_n_players (stats), ==, 4);
  g_assert_nonnull (ana);
  g_assert_nonnull (bruno);
  g_assert_nonnull (carla);
  g_assert_null (ts_stats_find_player (stats, "p-bruninho"));
  g_assert_cmpstr (ana->name, ==, "Ana Maria");
  g_assert_cmpstr (ana->color, ==, "red");

  /* Ana: games 1, 2, 3, 6 finished (won 1, 3, 6), 7 in progress. */
  g_assert_cmpuint (ana->plays, ==, 4);
  g_assert_cmpuint (ana->wins, ==, 3);
  g_assert_cmpuint (ana->in_progress, ==, 1);
  /* Bruno: 1, 2 (won), 3 (won, as Bruninho), 6 (won, shared). */
  g_assert_cmpuint (bruno->plays, ==, 4);
  g_assert_cmpuint (bruno->wins, ==, 3);
  /* Carla: 1, 3, 4 (won), 5, 6; 7 in progress. */
  g_assert_cmpuint (carla->plays, ==, 5);
  g_assert_cmpuint (carla->wins, ==, 1);
  /* Sorted by wins, then plays, then name: Ana Maria and Bruno have 3 wins and 4 plays. */
  g_assert_true (ts_stats_get_player (stats, 0) == ana);
  g_assert_true (ts_stats_get_player (stats, 1) == bruno);
  g_assert_true (ts_stats_get_player (stats, 2) == carla);

  game = ts_stats_player_get_game (ana, "carcassonne");
  g_assert_cmpuint (game->plays, ==, 2);
  g_assert_cmpuint (game->wins, ==, 2);
  g_assert_cmpint (game->best, ==, 131);
  g_assert_cmpfloat_with_epsilon (game->average, (131 + 30) / 2.0, 1e-9);
  g_assert_cmpint (game->last, ==, 30);
  g_assert_true (game->best_game == g_list_model_get_item (G_LIST_MODEL (store), 0));
  g_object_unref (game->best_game);
  /* Where Ana's Carcassonne points come from (game 6 has no categories: 0 each). */
  for (guint c = 0; c < game->shares->len; c++)
    {
      const TsStatsShare *share = game->shares->pdata[c];

      if (g_str_equal (share->category, "cities"))
        {
          g_assert_cmpfloat_with_epsilon (share->average, 60 / 2.0, 1e-9);
          g_assert_cmpfloat_with_epsilon (share->share, 60.0 / 131, 1e-9);
          /* The table: 60 + 50 + 40 over 6 plays (3 players, 2 games). */
          g_assert_cmpfloat_with_epsilon (share->table_average, 150 / 6.0, 1e-9);
        }
      g_assert_cmpstr (share->category, !=, "other");
    }
  game = ts_stats_player_get_game (carla, "castles-of-burgundy");
  g_assert_cmpuint (game->plays, ==, 3);
  g_assert_cmpuint (game->wins, ==, 1);
  g_assert_cmpint (game->best, ==, 120);
  g_assert_cmpint (game->last, ==, 55);
  /* Scores over time, oldest first. */
  g_assert_cmpuint (carla->scores->len, ==, 5);
  g_assert_cmpint (g_array_index (carla->scores, TsStatsScore, 0).score, ==, 104);
  g_assert_cmpint (g_array_index (carla->scores, TsStatsScore, 4).score, ==, 28);
}

static void
test_games (void)
{
  g_autoptr(TsPeople) people = make_folder ();
  g_autoptr(TsStats) stats = ts_stats_new (G_LIST_MODEL (store), people, NULL);
  const TsStatsGame *carcassonne = ts_stats_find_game (stats, "carcassonne");
  const TsStatsGame *burgundy = ts_stats_find_game (stats, "castles-of-burgundy");
  const TsStatsGame *caylus = ts_stats_find_game (stats, "caylus-1303");

  g_assert_cmpuint (ts_stats_get_n_games (stats), ==, 4);
  g_assert_cmpuint (carcassonne->plays, ==, 2);
  g_assert_cmpuint (carcassonne->by_count[3], ==, 2);
  g_assert_cmpint (carcassonne->record, ==, 131);
  g_assert_cmpstr (carcassonne->record_name, ==, "Ana Maria");
  /* Winners' scores: 131, 30 and 30 (the shared win counts for both). */
  g_assert_cmpfloat_with_epsilon (carcassonne->average_winning, (131 + 30 + 30) / 3.0, 1e-9);
  g_assert_cmpuint (carcassonne->n_timed, ==, 2);
  g_assert_cmpint (carcassonne->median_duration, ==, (5400 + 3600) / 2);
  g_assert_cmpuint (carcassonne->scores->len, ==, 6);
  /* Team game (4 players) and two solo games; none timed. */
  g_assert_cmpuint (burgundy->plays, ==, 3);
  g_assert_cmpuint (burgundy->by_count[1], ==, 2);
  g_assert_cmpuint (burgundy->by_count[4], ==, 1);
  g_assert_cmpuint (burgundy->n_timed, ==, 0);
  g_assert_cmpint (burgundy->record, ==, 150);
  /* The winners: Ana 150, Bruninho 150, Carla's solo win 60. */
  g_assert_cmpfloat_with_epsilon (burgundy->average_winning, (150 + 150 + 60) / 3.0, 1e-9);
  /* Caylus: one in progress; the one that does not replay is not counted. */
  g_assert_cmpuint (caylus->plays, ==, 0);
  g_assert_cmpuint (caylus->in_progress, ==, 1);
}

static void
test_head_to_head (void)
{
  g_autoptr(TsPeople) people = make_folder ();
  g_autoptr(TsStats) stats = ts_stats_new (G_LIST_MODEL (store), people, NULL);
  TsStatsHeadToHead duel;

  /* Ana and Bruno together in 1 (Ana ahead), 2 (Bruno), 3 (tied, both won), 6 (tied). */
  ts_stats_head_to_head (stats, "p-ana", "p-bruno", &duel);
  g_assert_cmpuint (duel.together, ==, 4);
  g_assert_cmpuint (duel.a_ahead, ==, 1);
  g_assert_cmpuint (duel.b_ahead, ==, 1);
  g_assert_cmpuint (duel.ties, ==, 2);
  /* Bruno and Carla: 1 (Carla 104 ahead of 98), 3 (Bruno won), 6 (Bruno won, 30 > 28). */
  ts_stats_head_to_head (stats, "p-bruno", "~carla", &duel);
  g_assert_cmpuint (duel.together, ==, 3);
  g_assert_cmpuint (duel.a_ahead, ==, 2);
  g_assert_cmpuint (duel.b_ahead, ==, 1);
  g_assert_cmpuint (duel.ties, ==, 0);
  /* Nobody against themselves. */
  ts_stats_head_to_head (stats, "p-ana", "p-ana", &duel);
  g_assert_cmpuint (duel.together, ==, 0);
}

static void
test_filters (void)
{
  g_autoptr(TsPeople) people = make_folder ();
  TsStatsFilter by_game = { "kingsburg", 0, 0, 0 };
  TsStatsFilter by_date = { NULL, T0 + 15 * DAY, T0 + 35 * DAY, 0 };
  TsStatsFilter by_count = { NULL, 0, 0, 1 };
  g_autoptr(TsStats) kingsburg = ts_stats_new (G_LIST_MODEL (store), people, &by_game);
  g_autoptr(TsStats) middle = ts_stats_new (G_LIST_MODEL (store), people, &by_date);
  g_autoptr(TsStats) solo = ts_stats_new (G_LIST_MODEL (store), people, &by_count);

  g_assert_cmpuint (ts_stats_get_n_finished (kingsburg), ==, 1);
  g_assert_cmpuint (ts_stats_get_n_players (kingsburg), ==, 2);
  g_assert_cmpuint (ts_stats_find_player (kingsburg, "p-bruno")->wins, ==, 1);
  /* Games 3, 4 and 5. */
  g_assert_cmpuint (ts_stats_get_n_finished (middle), ==, 3);
  g_assert_cmpuint (ts_stats_get_n_games (middle), ==, 1);
  /* The solo games only. */
  g_assert_cmpuint (ts_stats_get_n_finished (solo), ==, 2);
  g_assert_cmpuint (ts_stats_get_n_players (solo), ==, 1);
  g_assert_cmpuint (ts_stats_get_player (solo, 0)->wins, ==, 1);
}

static void
test_merged_apart (void)
{
  g_autoptr(TsPeople) people = make_folder ();
  g_autoptr(TsStats) merged = ts_stats_new (G_LIST_MODEL (store), people, NULL);
  g_autoptr(TsStats) apart = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (ts_stats_find_player (merged, "p-bruno")->plays, ==, 4);
  g_assert_true (ts_people_unmerge (people, "p-bruninho", &error));
  g_assert_no_error (error);
  apart = ts_stats_new (G_LIST_MODEL (store), people, NULL);
  g_assert_cmpuint (ts_stats_find_player (apart, "p-bruno")->plays, ==, 3);
  g_assert_cmpuint (ts_stats_find_player (apart, "p-bruninho")->plays, ==, 1);
  g_assert_cmpuint (ts_stats_find_player (apart, "p-bruninho")->wins, ==, 1);
}

static void
test_csv (void)
{
  g_autoptr(TsPeople) people = make_folder ();
  g_autoptr(TsStats) stats = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  static const char *const odd[] = { "Smith, John", "@cmd", NULL };
  static const int scores[] = { 10, 12 };

  add_game ("/games/9.json", "kingsburg", odd, scores, 1 << 1, T0 + 60 * DAY, -1, NULL);
  stats = ts_stats_new (G_LIST_MODEL (store), people, NULL);
  csv = ts_stats_dup_csv (stats);
  g_test_message ("%s", csv);
  lines = g_strsplit (csv, "\r\n", -1);
  g_assert_cmpstr (lines[0], ==, "date,game,name,person,score,position,won,play");
  /* Game 1's rows first (the folder's order), a player a row; "play" is the record's file
   * name without ".json", the same for every player of the game. */
  g_assert_true (g_str_has_suffix (lines[1], ",carcassonne,Ana Maria,p-ana,131,1,true,1"));
  g_assert_true (g_str_has_suffix (lines[2], ",carcassonne,Bruno,p-bruno,98,3,false,1"));
  g_assert_true (g_str_has_suffix (lines[3], ",carcassonne,Carla,~carla,104,2,false,1"));
  /* The tie shared on 30: both first; Carla third. */
  g_assert_nonnull (strstr (csv, ",carcassonne,Bruno,p-bruno,30,1,true,6\r\n"));
  g_assert_nonnull (strstr (csv, ",carcassonne,Carla,~carla,28,3,false,6\r\n"));
  /* A comma is quoted; a formula is quoted with a leading apostrophe. */
  g_assert_nonnull (strstr (csv, ",kingsburg,\"Smith, John\",\"~smith, john\",10,2,false,9\r\n"));
  g_assert_nonnull (strstr (csv, ",kingsburg,\"'@cmd\",~@cmd,12,1,true,9\r\n"));
  /* 6 finished games of 3, 2, 4, 1, 1, 3 players and game 9's 2, plus the header and the
   * empty string after the last line end. */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 14 + 2 + 1);
}

/* The column of the row's play (its last); NULL past the rows. */
static char *
play_of (const char *line)
{
  const char *comma = strrchr (line, ',');

  return comma != NULL ? g_strdup (comma + 1) : NULL;
}

/* Two games of Carcassonne the same evening, by the same players with the same scores: their
 * rows differ only by the play, which is each record's file name, and which is the same in
 * the next export, from infos read again (issue 41). A name that is not UTF-8 is escaped. */
static void
test_csv_same_day (void)
{
  static const char *const ab[] = { "Ana=p-ana", "Bruno=p-bruno", NULL };
  static const int scores[] = { 80, 70 };
  g_autofree char *first_csv = NULL;
  g_autofree char *second_csv = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) plays = g_ptr_array_new_with_free_func (g_free);

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(TsStats) stats = NULL;

      g_clear_object (&store);
      store = g_list_store_new (TS_TYPE_RECORD_INFO);
      add_game ("/games/carcassonne-2026-01-01-200000.json", "carcassonne", ab, scores, 1,
                T0 + 20 * 3600, -1, NULL);
      add_game ("/games/carcassonne-2026-01-01-200000-2.json", "carcassonne", ab, scores, 1,
                T0 + 20 * 3600, -1, NULL);
      add_game ("/games/partie-\xe9t\xe9.json", "carcassonne", ab, scores, 1, T0 + 22 * 3600,
                -1, NULL);
      stats = ts_stats_new (G_LIST_MODEL (store), NULL, NULL);
      if (round == 0)
        first_csv = ts_stats_dup_csv (stats);
      else
        second_csv = ts_stats_dup_csv (stats);
    }
  g_test_message ("%s", first_csv);
  g_assert_cmpstr (first_csv, ==, second_csv);
  lines = g_strsplit (first_csv, "\r\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 6 + 1);
  for (guint i = 1; i <= 6; i++)
    {
      g_autofree char *start = g_strndup (lines[i], strrchr (lines[i], ',') - lines[i]);

      /* The same day, game, players and scores. */
      g_assert_true (g_str_has_suffix (start, i % 2 == 1 ? ",carcassonne,Ana,p-ana,80,1,true"
                                                         : ",carcassonne,Bruno,p-bruno,70,2,false"));
      g_assert_cmpint (strchr (lines[i], ',') - lines[i], ==, strlen ("2026-01-01"));
      g_assert_true (strncmp (lines[i], lines[1], strlen ("2026-01-01")) == 0);
      g_ptr_array_add (plays, play_of (lines[i]));
    }
  g_assert_cmpstr (plays->pdata[0], ==, "carcassonne-2026-01-01-200000");
  g_assert_cmpstr (plays->pdata[1], ==, "carcassonne-2026-01-01-200000");
  g_assert_cmpstr (plays->pdata[2], ==, "carcassonne-2026-01-01-200000-2");
  g_assert_cmpstr (plays->pdata[3], ==, "carcassonne-2026-01-01-200000-2");
  g_assert_cmpstr (plays->pdata[4], ==, "/partie-%E9t%E9");
  g_assert_cmpstr (plays->pdata[0], !=, plays->pdata[2]);
}

/* Kingsburg's lost battles take points away: their share is negative, a part of the points
 * won, never 0 (issue 41). */
static void
test_negative_share (void)
{
  static const char *const ab[] = { "Ana=p-ana", "Bruno=p-bruno", NULL };
  static const int scores[] = { 37, 40 };
  g_autoptr(TsStats) stats = NULL;
  const TsStatsPlayerGame *game;
  gboolean seen = FALSE;

  g_clear_object (&store);
  store = g_list_store_new (TS_TYPE_RECORD_INFO);
  /* Ana: 30 from advisors, 10 from buildings, -3 from battles: 37. */
  add_game ("/games/k.json", "kingsburg", ab, scores, 1 << 1, T0, -1,
            "[{\"advisors\": 30, \"buildings\": 10, \"battles\": -3}, {\"advisors\": 40}]");
  stats = ts_stats_new (G_LIST_MODEL (store), NULL, NULL);
  game = ts_stats_player_get_game (ts_stats_find_player (stats, "p-ana"), "kingsburg");
  for (guint c = 0; c < game->shares->len; c++)
    {
      const TsStatsShare *share = game->shares->pdata[c];

      if (g_str_equal (share->category, "battles"))
        {
          g_assert_cmpfloat_with_epsilon (share->average, -3, 1e-9);
          g_assert_cmpfloat_with_epsilon (share->share, -3.0 / 40, 1e-9);
          seen = TRUE;
        }
      else if (g_str_equal (share->category, "advisors"))
        g_assert_cmpfloat_with_epsilon (share->share, 30.0 / 40, 1e-9);
    }
  g_assert_true (seen);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/stats/players", test_players);
  g_test_add_func ("/model/stats/games", test_games);
  g_test_add_func ("/model/stats/head-to-head", test_head_to_head);
  g_test_add_func ("/model/stats/filters", test_filters);
  g_test_add_func ("/model/stats/merged-apart", test_merged_apart);
  g_test_add_func ("/model/stats/csv", test_csv);
  g_test_add_func ("/model/stats/csv-same-day", test_csv_same_day);
  g_test_add_func ("/model/stats/negative-share", test_negative_share);
  status = g_test_run ();
  g_clear_object (&store);
  return status;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading a record's header for the start page: good records are listed, every other file
 * is refused with a message that names it, and nothing on disk is ever changed. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-game.h"
#include "ts-match.h"
#include "ts-record-info-private.h"
#include "ts-record-info.h"
#include "ts-record-fixture.h"

/* A known game id, or NULL while no game module is built in. */
static const char *
known_game (void)
{
  guint n_games = 0;
  const TsGameModule *const *games = ts_games_get_all (&n_games);

  return n_games > 0 ? games[0]->id : NULL;
}

static void
assert_refused (Fixture    *fixture,
                const char *contents,
                gssize      length,
                int         code,
                const char *fragment)
{
  g_autoptr(GFile) file = write_file (fixture, "bad.json", contents, length);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordInfo) info = ts_record_info_load (file, NULL, &error);
  g_autofree char *after = NULL;

  g_assert_null (info);
  g_assert_error (error, TS_RECORD_ERROR, code);
  /* The message names the file... */
  g_assert_nonnull (strstr (error->message, "bad.json"));
  if (fragment != NULL)
    g_assert_nonnull (strstr (error->message, fragment));
  /* ...and the file is left as it was. */
  g_assert_true (g_file_load_contents (file, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpmem (after, length < 0 ? strlen (contents) : (gsize) length, contents,
                   length < 0 ? strlen (contents) : (gsize) length);
}

static void
test_refuses_bad_files (Fixture      *fixture,
                        gconstpointer user_data)
{
  assert_refused (fixture, "{\"format\": \"tableside-record\", ", -1,
                  TS_RECORD_ERROR_MALFORMED, "JSON");
  assert_refused (fixture, "[1, 2, 3]", -1, TS_RECORD_ERROR_FORMAT, NULL);
  assert_refused (fixture, "{\"format\": \"something-else\", \"version\": 1}", -1,
                  TS_RECORD_ERROR_FORMAT, "format");
  assert_refused (fixture, "{\"format\": \"tableside-record\", \"version\": \"1\"}", -1,
                  TS_RECORD_ERROR_VERSION, "version");
  assert_refused (fixture, "{\"format\": \"tableside-record\", \"version\": 99}", -1,
                  TS_RECORD_ERROR_VERSION, "99");
  assert_refused (fixture,
                  "{\"format\": \"tableside-record\", \"version\": 1, \"game\": \"chess\", "
                  "\"players\": []}",
                  -1, TS_RECORD_ERROR_GAME, "chess");
  assert_refused (fixture, "{\"format\": \"tableside-record\", \"version\": 1}", -1,
                  TS_RECORD_ERROR_MALFORMED, "game");
  assert_refused (fixture, "{\"format\": \"tableside-record\xff\xfe\"}", -1,
                  TS_RECORD_ERROR_MALFORMED, "UTF-8");
}

static void
test_refuses_huge_file (Fixture      *fixture,
                        gconstpointer user_data)
{
  gsize length = TS_RECORD_MAX_BYTES + 1;
  g_autofree char *contents = g_malloc (length);

  memset (contents, ' ', length);
  assert_refused (fixture, contents, length, TS_RECORD_ERROR_TOO_LARGE, NULL);
}

static void
test_reads_header (Fixture      *fixture,
                   gconstpointer user_data)
{
  const char *game = known_game ();
  g_autofree char *contents = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autofree char *players = NULL;

  if (game == NULL)
    {
      g_test_skip ("no game module is built in yet");
      return;
    }
  contents = g_strdup_printf ("{\"format\": \"tableside-record\", \"version\": 1, "
                              "\"game\": \"%s\", \"name\": \"Friday game\", "
                              "\"unknown-extra\": {\"ignored\": true}, "
                              "\"players\": [{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}], "
                              "\"entries\": []}",
                              game);
  file = write_file (fixture, "friday.json", contents, -1);
  info = ts_record_info_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ts_record_info_get_title (info), ==, "Friday game");
  g_assert_cmpstr (ts_record_info_get_game_id (info), ==, game);
  g_assert_cmpuint (g_strv_length ((GStrv) ts_record_info_get_players (info)), ==, 2);
  players = ts_record_info_dup_players_text (info, NULL);
  g_assert_cmpstr (players, ==, "Ana, Bruno");
  g_assert_nonnull (ts_record_info_get_modified (info));
}

/* Every .json file is listed: a record with its header, anything else with the reason, and
 * the file left exactly as it was; other files and hidden ones are not saved games. */
static void
test_scan_lists_unreadable (Fixture      *fixture,
                            gconstpointer user_data)
{
  g_autoptr(GFile) dir = g_file_new_for_path (fixture->dir);
  g_autoptr(GFile) missing = g_file_get_child (dir, "no-such-folder");
  g_autoptr(GListStore) store = NULL;
  g_autoptr(GFile) broken = NULL;
  g_autofree char *after = NULL;
  const char *game = known_game ();
  guint expected = 1;
  gboolean saw_broken = FALSE;

  broken = write_file (fixture, "broken.json", "{", -1);
  g_object_unref (write_file (fixture, "notes.txt", "hello", -1));
  g_object_unref (write_file (fixture, ".hidden.json", "{", -1));
  if (game != NULL)
    {
      g_autofree char *record = g_strdup_printf (
          "{\"format\": \"tableside-record\", \"version\": 1, \"game\": \"%s\", "
          "\"players\": [{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}], \"entries\": []}",
          game);
      g_object_unref (write_file (fixture, "a.json", record, -1));
      expected = 2;
    }

  store = ts_record_scan_recent (dir, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, expected);
  for (guint i = 0; i < expected; i++)
    {
      g_autoptr(TsRecordInfo) info = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (ts_record_info_get_kind (info) != TS_RECORD_INFO_UNREADABLE)
        continue;
      saw_broken = TRUE;
      g_assert_cmpstr (ts_record_info_get_title (info), ==, "broken.json");
      /* The reason names the file and what is wrong with it. */
      g_assert_nonnull (strstr (ts_record_info_get_problem (info), "broken.json"));
      g_assert_nonnull (strstr (ts_record_info_get_problem (info), "not valid JSON"));
      g_assert_false (ts_record_info_matches (info, "Ana", NULL));
    }
  g_assert_true (saw_broken);
  g_assert_true (g_file_get_contents (g_file_peek_path (broken), &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "{");
  g_clear_object (&store);

  /* A first start has no folder yet: an empty list, not an error. */
  store = ts_record_scan_recent (missing, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);
}

/* A final-scoring sheet kept by the sheet window: listed as a scored sheet with its winner;
 * one of an unknown version is listed as unreadable, with the reason. */
static void
test_reads_sheet (Fixture      *fixture,
                  gconstpointer user_data)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autoptr(TsRecordInfo) future = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL;
  g_autofree char *players = NULL;

  file = write_file (fixture, "sheet.json",
                     "{\"format\": \"tableside-sheet\", \"version\": 1, "
                     "\"game\": \"castles-of-burgundy\", \"players\": [{\"name\": \"Ana\"}, "
                     "{\"name\": \"Bruno\"}], \"winner\": 1}",
                     -1);
  info = ts_record_info_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_record_info_get_kind (info), ==, TS_RECORD_INFO_SHEET);
  g_assert_cmpstr (ts_record_info_get_game_id (info), ==, "castles-of-burgundy");
  g_assert_cmpstr (ts_record_info_get_winner (info), ==, "Bruno");
  status = ts_record_info_dup_status_text (info);
  g_assert_cmpstr (status, ==, "Scored, Bruno won");
  players = ts_record_info_dup_players_text (info, NULL);
  g_assert_cmpstr (players, ==, "Ana, Bruno");
  g_assert_true (ts_record_info_matches (info, "bruno", NULL));
  g_clear_object (&file);
  g_clear_object (&info);

  /* Version 2 (the modules' facts) is listed the same way. */
  file = write_file (fixture, "sheet-2.json",
                     "{\"format\": \"tableside-sheet\", \"version\": 2, "
                     "\"game\": \"castles-of-burgundy\", \"players\": [{\"name\": \"Ana\", "
                     "\"shields\": [1, 13]}, {\"name\": \"Bruno\"}], \"winner\": 0}",
                     -1);
  info = ts_record_info_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_record_info_get_kind (info), ==, TS_RECORD_INFO_SHEET);
  g_assert_cmpstr (ts_record_info_get_winner (info), ==, "Ana");
  g_clear_object (&file);
  g_clear_object (&info);
  g_clear_pointer (&status, g_free);

  /* Version 3, a team sheet (issue 58, CB-TEM-14): its "winner" is the team, and the list
   * names both its players. */
  file = write_file (fixture, "sheet-3.json",
                     "{\"format\": \"tableside-sheet\", \"version\": 3, "
                     "\"game\": \"castles-of-burgundy\", \"team\": true, \"players\": "
                     "[{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}, {\"name\": \"Carla\"}, "
                     "{\"name\": \"Davi\"}], \"winner\": 1}",
                     -1);
  info = ts_record_info_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_record_info_get_kind (info), ==, TS_RECORD_INFO_SHEET);
  status = ts_record_info_dup_status_text (info);
  g_assert_cmpstr (status, ==, "Scored, Bruno and Davi won");
  g_clear_object (&file);

  file = write_file (fixture, "future.json",
                     "{\"format\": \"tableside-sheet\", \"version\": 9, "
                     "\"game\": \"castles-of-burgundy\", \"players\": []}",
                     -1);
  future = ts_record_info_read (file, NULL, NULL);
  g_assert_cmpint (ts_record_info_get_kind (future), ==, TS_RECORD_INFO_UNREADABLE);
  g_assert_nonnull (strstr (ts_record_info_get_problem (future), "future.json"));
  g_assert_nonnull (strstr (ts_record_info_get_problem (future), "version"));
}

/* A game won by a team (The Castles of Burgundy's team game, CB-TEM-14): the saved record
 * says both winners, and the start page's status names them. */
/* When a game was last played is its last entry's time ("created" and "times"), not the
 * file's: a game written again today (an earlier version restored) still says 14 March
 * 2020. A record without times says nothing (-1): the start page shows the file's date. */
static void
test_last_entry (Fixture      *fixture,
                 gconstpointer user_data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                   "carcassonne-2p-complete.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonArray) times = json_array_new ();
  g_autoptr(GDateTime) played = g_date_time_new_from_iso8601 ("2020-03-14T20:00:00Z", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) plain = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autoptr(TsRecordInfo) without = NULL;
  g_autofree char *text = NULL;
  JsonObject *root;
  guint n;

  g_assert_true (json_parser_load_from_file (parser, source, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_remove_member (root, "times");
  text = json_to_string (json_parser_get_root (parser), FALSE);
  plain = write_file (fixture, "plain.json", text, -1);
  g_clear_pointer (&text, g_free);

  n = json_array_get_length (json_object_get_array_member (root, "entries"));
  /* One entry a minute from 18:00, the last at 20:00; one time not known. */
  for (guint i = 0; i < n; i++)
    if (i == 3)
      json_array_add_null_element (times);
    else
      json_array_add_int_element (times, i + 1 == n ? 7200 : MIN (i * 60, 7000));
  json_object_set_string_member (root, "created", "2020-03-14T18:00:00Z");
  json_object_set_array_member (root, "times", json_array_ref (times));
  text = json_to_string (json_parser_get_root (parser), FALSE);
  file = write_file (fixture, "restored.json", text, -1);

  info = ts_record_info_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_record_info_get_last_entry (info), ==, g_date_time_to_unix (played));
  /* The file itself was written now. */
  g_assert_cmpint (g_date_time_to_unix (ts_record_info_get_modified (info)), >,
                   g_date_time_to_unix (played));

  without = ts_record_info_load (plain, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_record_info_get_last_entry (without), ==, -1);
}

static void
test_team_winners (Fixture      *fixture,
                   gconstpointer user_data)
{
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds",
                                                   "castles-of-burgundy-team-complete.json",
                                                   NULL);
  g_autoptr(GFile) in = g_file_new_for_path (source);
  g_autofree char *path = g_build_filename (fixture->dir, "team.json", NULL);
  g_autoptr(GFile) out = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_load (in, NULL, &error);
  g_autoptr(TsRecordInfo) info = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *status = NULL;

  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (match));
  ts_match_set_file (match, out);
  g_assert_true (ts_match_save (match, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"winner\": 1,"));
  g_assert_nonnull (strstr (contents, "\"winners\": [1, 3],"));
  g_assert_null (strstr (contents, "\"progress\""));
  info = ts_record_info_load (out, NULL, &error);
  g_assert_no_error (error);
  status = ts_record_info_dup_status_text (info);
  g_assert_cmpstr (status, ==, "Finished, Bruno and Davi won");
  /* The saved games' index keeps both. */
  {
    g_autoptr(JsonObject) entry = ts_record_info_to_index (info);
    g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
    g_autoptr(TsRecordInfo) again = ts_record_info_new_from_index (out, now, entry);
    g_autofree char *again_status = NULL;

    g_assert_nonnull (again);
    again_status = ts_record_info_dup_status_text (again);
    g_assert_cmpstr (again_status, ==, "Finished, Bruno and Davi won");
  }
  /* A malformed "winners" is refused in words. */
  assert_refused (fixture,
                  "{\"format\": \"tableside-record\", \"version\": 2, \"game\": "
                  "\"castles-of-burgundy\", \"status\": \"finished\", \"winners\": [7], "
                  "\"players\": [{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}], \"entries\": []}",
                  -1, TS_RECORD_ERROR_MALFORMED, "winners");
}

/* Issue 24: a game in progress says where it stands (the game's progress, kept in the record
 * without words on every save and in the index), in the reader's words; a finished one does
 * not keep it. */
static void
test_progress (Fixture      *fixture,
               gconstpointer user_data)
{
  const TsGameModule *module = ts_games_lookup ("kingsburg");
  g_autofree char *path = g_build_filename (fixture->dir, "kingsburg.json", NULL);
  g_autoptr(GFile) out = g_file_new_for_path (path);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *status = NULL;

  if (module == NULL)
    {
      g_test_skip ("Kingsburg is not built in");
      return;
    }
  for (guint i = 0; i < 3; i++)
    {
      static const char *const names[] = { "Ana", "Bruno", "Carla" };
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (module, "Year one", players, NULL, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_file (match, out);
  g_assert_true (ts_match_save (match, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"progress\": {"));
  info = ts_record_info_load (out, NULL, &error);
  g_assert_no_error (error);
  status = ts_record_info_dup_status_text (info);
  g_assert_cmpstr (status, ==, "In progress: Year 1, King's Aid");
  /* The index keeps it, so the list needs no replay. */
  {
    g_autoptr(JsonObject) entry = ts_record_info_to_index (info);
    g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
    g_autoptr(TsRecordInfo) again = ts_record_info_new_from_index (out, now, entry);
    g_autofree char *again_status = NULL;

    g_assert_nonnull (again);
    again_status = ts_record_info_dup_status_text (again);
    g_assert_cmpstr (again_status, ==, "In progress: Year 1, King's Aid");
  }
  /* A progress it cannot read is no refusal, and is not read at all: where the game stands is
   * what its replay finds (issue 40). */
  g_clear_object (&info);
  g_clear_object (&out);
  out = write_file (fixture, "odd.json",
                    "{\"format\": \"tableside-record\", \"version\": 2, \"game\": "
                    "\"kingsburg\", \"status\": \"in-progress\", \"progress\": {\"year\": 99}, "
                    "\"players\": [{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}], \"entries\": []}",
                    -1);
  info = ts_record_info_load (out, NULL, &error);
  g_assert_no_error (error);
  g_clear_pointer (&status, g_free);
  status = ts_record_info_dup_status_text (info);
  g_assert_cmpstr (status, ==, "In progress: Year 1, King's Aid");
}

/* Issue 27: a record's players carry their person's id; a renamed person is shown (and
 * found by the search) under their new name, a merged one under their own, and a player
 * without an id under the name in the record. The index keeps the ids. */
static void
test_person_names (Fixture      *fixture,
                   gconstpointer user_data)
{
  g_autoptr(GFile) people_file = write_file (
      fixture, "people.json",
      "{\"format\": \"tableside-people\", \"version\": 1, \"people\": ["
      "{\"id\": \"p-1\", \"name\": \"Ana Maria\"},"
      "{\"id\": \"p-2\", \"name\": \"Bruno\"},"
      "{\"id\": \"p-3\", \"name\": \"Bruninho\", \"merged-into\": \"p-2\"}]}",
      -1);
  g_autoptr(GFile) file = write_file (
      fixture, "game.json",
      "{\"format\": \"tableside-record\", \"version\": 3, \"game\": \"kingsburg\", "
      "\"players\": [{\"name\": \"Ana\", \"person\": \"p-1\"}, "
      "{\"name\": \"Bruninho\", \"person\": \"p-3\"}, {\"name\": \"Carla\"}], "
      "\"entries\": []}",
      -1);
  g_autoptr(TsPeople) people = ts_people_load (people_file);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecordInfo) info = ts_record_info_load (file, NULL, &error);
  g_autofree char *text = NULL;
  g_autofree char *plain = NULL;

  g_assert_no_error (error);
  g_assert_null (ts_people_get_problem (people));
  g_assert_cmpstr (ts_record_info_get_persons (info)[0], ==, "p-1");
  g_assert_cmpstr (ts_record_info_get_persons (info)[2], ==, "");
  text = ts_record_info_dup_players_text (info, people);
  g_assert_cmpstr (text, ==, "Ana Maria, Bruninho, Carla");
  plain = ts_record_info_dup_players_text (info, NULL);
  g_assert_cmpstr (plain, ==, "Ana, Bruninho, Carla");
  g_assert_true (ts_record_info_matches (info, "maria", people));
  g_assert_false (ts_record_info_matches (info, "maria", NULL));
  {
    g_autoptr(JsonObject) entry = ts_record_info_to_index (info);
    g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
    g_autoptr(TsRecordInfo) again = ts_record_info_new_from_index (file, now, entry);

    g_assert_nonnull (again);
    g_assert_cmpstr (ts_record_info_get_persons (again)[1], ==, "p-3");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add ("/model/record-info/refuses-bad-files", Fixture, NULL, fixture_setup,
              test_refuses_bad_files, fixture_teardown);
  g_test_add ("/model/record-info/refuses-huge-file", Fixture, NULL, fixture_setup,
              test_refuses_huge_file, fixture_teardown);
  g_test_add ("/model/record-info/reads-header", Fixture, NULL, fixture_setup,
              test_reads_header, fixture_teardown);
  g_test_add ("/model/record-info/scan-lists-unreadable", Fixture, NULL, fixture_setup,
              test_scan_lists_unreadable, fixture_teardown);
  g_test_add ("/model/record-info/reads-sheet", Fixture, NULL, fixture_setup, test_reads_sheet,
              fixture_teardown);
  g_test_add ("/model/record-info/team-winners/CB-TEM-14", Fixture, NULL, fixture_setup,
              test_team_winners, fixture_teardown);
  g_test_add ("/model/record-info/last-entry", Fixture, NULL, fixture_setup, test_last_entry,
              fixture_teardown);
  g_test_add ("/model/record-info/progress", Fixture, NULL, fixture_setup, test_progress,
              fixture_teardown);
  g_test_add ("/model/record-info/person-names", Fixture, NULL, fixture_setup,
              test_person_names, fixture_teardown);

  return g_test_run ();
}

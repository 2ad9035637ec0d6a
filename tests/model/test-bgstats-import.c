/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Importing a BG Stats export (issue 43): the review (players matched to people by name,
 * kept apart on request, a second player of one name kept apart until told otherwise), the
 * import as one batch in a file of its own, all of it or nothing (two people made one who
 * played together, an export imported twice, a list of people that cannot be saved); the
 * statistics of imported plays (plays, wins, scores, head to head, no points by cause, a
 * player without a score); the imported plays' file read back, never written over when it
 * cannot be read; and the writer's every member read back as written. */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-bgstats-import.h"
#include "ts-stats.h"
#include "ts-data-fixture.h"

static TsBgStatsExport *
read_fixture (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bgstats",
                                                 "bgstats-export.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TsBgStatsExport *export = ts_bgstats_read_file (file, &error);

  g_assert_no_error (error);
  return export;
}

static char *
file_text (GFile *file)
{
  char *text = NULL;

  if (!g_file_load_contents (file, NULL, &text, NULL, NULL, NULL))
    return NULL;
  return text;
}

static const TsBgStatsRow *
row_named (TsBgStatsImport *import,
           const char      *name,
           guint           *index)
{
  for (guint i = 0; i < ts_bgstats_import_get_n_rows (import); i++)
    if (g_str_equal (ts_bgstats_import_get_row (import, i)->name, name))
      {
        *index = i;
        return ts_bgstats_import_get_row (import, i);
      }
  g_assert_not_reached ();
}

static void
test_review_and_import (Fixture      *fixture,
                        gconstpointer user_data)
{
  g_autoptr(TsPeople) people = ts_people_load (fixture->people_file);
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsImportedPlays) again = NULL;
  g_autoptr(TsPeople) people_again = NULL;
  g_autoptr(TsStats) stats = NULL;
  g_autoptr(GListStore) no_games = g_list_store_new (TS_TYPE_RECORD_INFO);
  g_autofree char *ana = g_strdup (ts_people_ensure (people, "ANA", "red"));
  g_autofree char *summary = NULL;
  g_autofree char *batch_id = NULL;
  const TsBgStatsRow *row;
  const TsStatsPlayer *player;
  const TsStatsPlayerGame *game;
  TsStatsHeadToHead duel;
  guint index = 0;

  g_assert_true (ts_people_save (people, NULL));
  import = ts_bgstats_import_new (read_fixture (), "BGStatsExport.json", people, imported, NULL);
  g_assert_cmpuint (ts_bgstats_import_get_n_plays (import), ==, 7);
  g_assert_cmpuint (ts_bgstats_import_get_n_rows (import), ==, 6);
  /* Ana is the person called "ANA", letter case aside. */
  row = row_named (import, "Ana", &index);
  g_assert_cmpint (row->choice, ==, TS_BGSTATS_CHOICE_SAME);
  g_assert_cmpstr (row->person, ==, ana);
  g_assert_cmpstr (row->person_name, ==, "ANA");
  g_assert_cmpuint (row->n_plays, ==, 5);
  /* NEW only for someone nobody has the name of. */
  g_assert_false (ts_bgstats_import_set_choice (import, index, TS_BGSTATS_CHOICE_NEW));
  row = row_named (import, "Bruno", &index);
  g_assert_cmpint (row->choice, ==, TS_BGSTATS_CHOICE_NEW);
  g_assert_null (row->person);
  g_assert_false (ts_bgstats_import_set_choice (import, index, TS_BGSTATS_CHOICE_SAME));
  /* A second "ana" of BG Stats is someone else until the review says. */
  row = row_named (import, "ana", &index); /* "ana " trimmed (issue 52) */
  g_assert_cmpint (row->choice, ==, TS_BGSTATS_CHOICE_APART);
  g_assert_cmpstr (row->person_name, ==, "ANA");
  g_assert_nonnull (strstr (row->apart_name, "(BG Stats"));
  /* The review keeps Carla apart from nobody: she has no namesake. */
  summary = ts_bgstats_import_dup_summary (import);
  g_assert_nonnull (strstr (summary, "7 plays will be imported"));
  g_assert_nonnull (strstr (summary, "with their scores only"));
  g_assert_nonnull (strstr (summary, "3 plays of games Tableside does not keep are skipped: "
                                     "Wingspan (2), Azul (1)."));
  g_assert_nonnull (strstr (summary, "1 play BG Stats ignores is skipped."));
  g_assert_nonnull (strstr (summary, "1 score is not a whole number"));

  g_assert_true (ts_bgstats_import_commit (import, &batch_id, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (batch_id, "bgstats-"));
  /* Kept in their own file and read back the same; the new people kept too. */
  again = ts_imported_plays_load (fixture->imports_file);
  g_assert_null (ts_imported_plays_get_problem (again));
  g_assert_cmpuint (ts_imported_plays_get_n_batches (again), ==, 1);
  g_assert_cmpstr (ts_imported_plays_get_batch (again, 0)->id, ==, batch_id);
  g_assert_cmpuint (ts_imported_plays_get_batch (again, 0)->plays->len, ==, 7);
  g_assert_cmpstr (ts_imported_plays_get_batch (again, 0)->file_name, ==, "BGStatsExport.json");
  people_again = ts_people_load (fixture->people_file);
  g_assert_nonnull (ts_people_find (people_again, "Bruno"));
  g_assert_nonnull (ts_people_find (people_again, "Eva"));
  g_assert_nonnull (ts_people_find (people_again, row->apart_name));
  g_assert_cmpstr (ts_people_find (people_again, "Ana"), ==, ana);
  /* The anonymous guest is nobody's: not a person. */
  g_assert_null (ts_people_find (people_again, "Guest"));

  /* The statistics count them: plays, wins, scores; no points by cause. */
  stats = ts_stats_new_full (G_LIST_MODEL (no_games),
                             ts_imported_plays_get_infos (again), people_again, NULL);
  g_assert_cmpuint (ts_stats_get_n_finished (stats), ==, 7);
  g_assert_cmpuint (ts_stats_get_n_score_only (stats), ==, 7);
  player = ts_stats_find_player (stats, ana);
  g_assert_cmpuint (player->plays, ==, 5);
  g_assert_cmpuint (player->wins, ==, 3);
  g_assert_cmpuint (player->score_only, ==, 5);
  game = ts_stats_player_get_game (player, "carcassonne");
  /* Two Carcassonne plays, one of them without her score (12.5 is not a whole number). */
  g_assert_cmpuint (game->plays, ==, 2);
  g_assert_cmpuint (game->scored, ==, 1);
  g_assert_cmpint (game->best, ==, 112);
  g_assert_cmpfloat (game->average, ==, 112.0);
  g_assert_cmpuint (game->shares->len, ==, 0);
  /* Kingsburg without her score: a play, not a score. */
  game = ts_stats_player_get_game (player, "kingsburg");
  g_assert_cmpuint (game->plays, ==, 1);
  g_assert_cmpuint (game->scored, ==, 0);
  g_assert_cmpuint (ts_stats_find_game (stats, "carcassonne")->score_only, ==, 3);
  g_assert_cmpint (ts_stats_find_game (stats, "castles-of-burgundy")->record, ==, 190);
  /* Head to head: Ana and Bruno met in Carcassonne (Ana ahead), Burgundy (Ana's team). */
  ts_stats_head_to_head (stats, ana, ts_people_find (people_again, "Bruno"), &duel);
  g_assert_cmpuint (duel.together, ==, 2);
  g_assert_cmpuint (duel.a_ahead, ==, 2);
  /* The CSV: an empty score where BG Stats had none, and the play's BG Stats id. */
  {
    g_autofree char *csv = ts_stats_dup_csv (stats);

    g_assert_nonnull (strstr (csv, "2024-06-10,kingsburg,ANA," /* name */));
    g_assert_nonnull (strstr (csv, ",,2,false,/bgstats/d0000000-0000-4000-8000-000000000009"));
  }
}

static void
test_twice_and_apart (Fixture      *fixture,
                      gconstpointer user_data)
{
  g_autoptr(TsPeople) people = ts_people_load (fixture->people_file);
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(TsBgStatsImport) first = NULL;
  g_autoptr(TsBgStatsImport) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  guint index = 0;

  first = ts_bgstats_import_new (read_fixture (), "a.json", people, imported, NULL);
  /* Bruno kept apart from... nobody: refused. Eva is new. */
  row_named (first, "Bruno", &index);
  g_assert_false (ts_bgstats_import_set_choice (first, index, TS_BGSTATS_CHOICE_APART));
  g_assert_true (ts_bgstats_import_commit (first, NULL, &error));
  g_assert_no_error (error);
  before = file_text (fixture->imports_file);

  /* The same export again: every play is kept already; nothing to import. */
  second = ts_bgstats_import_new (read_fixture (), "a.json", people, imported, NULL);
  g_assert_cmpuint (ts_bgstats_import_get_n_plays (second), ==, 0);
  g_assert_cmpuint (ts_bgstats_import_get_n_known (second), ==, 7);
  g_assert_false (ts_bgstats_import_commit (second, NULL, &error));
  g_assert_nonnull (strstr (error->message, "a.json"));
  {
    g_autofree char *after = file_text (fixture->imports_file);

    g_assert_cmpstr (after, ==, before);
  }
  /* An earlier import of a player finds them again by their BG Stats id. */
  {
    g_autoptr(TsBgStatsExport) export = read_fixture ();
    g_autoptr(TsBgStatsImport) third = NULL;
    const TsBgStatsRow *row;

    ((TsImportedPlay *) export->plays->pdata[0])->id[0] = 'e'; /* a new play */
    third = ts_bgstats_import_new (g_steal_pointer (&export), "b.json", people, imported, NULL);
    g_assert_cmpuint (ts_bgstats_import_get_n_plays (third), ==, 1);
    row = row_named (third, "Bruno", &index);
    g_assert_cmpint (row->choice, ==, TS_BGSTATS_CHOICE_SAME);
    g_assert_cmpstr (row->person, ==, ts_people_find (people, "Bruno"));
  }
}

#define TOGETHER \
  "{\"games\": [{\"id\": 1, \"name\": \"Kingsburg\"}], \"players\": [{\"id\": 1, \"name\": " \
  "\"Ana\", \"uuid\": \"u1\"}, {\"id\": 2, \"name\": \"ANA\", \"uuid\": \"u2\"}], \"plays\": " \
  "[{\"uuid\": \"p1\", \"gameRefId\": 1, \"playDate\": \"2024-01-01 10:00:00\", " \
  "\"playerScores\": [{\"playerRefId\": 1, \"score\": \"40\", \"winner\": true}, " \
  "{\"playerRefId\": 2, \"score\": \"30\"}]}]}"

static void
test_one_person_twice (Fixture      *fixture,
                       gconstpointer user_data)
{
  g_autoptr(TsPeople) people = ts_people_load (fixture->people_file);
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = ts_bgstats_read (TOGETHER, strlen (TOGETHER), "t.json",
                                                       &error);
  g_autoptr(TsBgStatsImport) import = NULL;
  g_auto(GStrv) ids = NULL;

  g_assert_no_error (error);
  import = ts_bgstats_import_new (g_steal_pointer (&export), "t.json", people, imported, NULL);
  g_assert_cmpint (ts_bgstats_import_get_row (import, 0)->choice, ==, TS_BGSTATS_CHOICE_NEW);
  g_assert_cmpint (ts_bgstats_import_get_row (import, 1)->choice, ==, TS_BGSTATS_CHOICE_APART);
  /* Made one person, though they played together: refused, nothing kept. */
  g_assert_true (ts_bgstats_import_set_choice (import, 1, TS_BGSTATS_CHOICE_SAME));
  g_assert_false (ts_bgstats_import_commit (import, NULL, &error));
  g_assert_nonnull (strstr (error->message, "keep one of them apart"));
  g_assert_false (g_file_query_exists (fixture->imports_file, NULL));
  g_assert_false (g_file_query_exists (fixture->people_file, NULL));
  ids = ts_people_dup_ids (people);
  g_assert_cmpuint (g_strv_length (ids), ==, 0);
  g_clear_error (&error);
  /* Apart again: two people. */
  g_assert_true (ts_bgstats_import_set_choice (import, 1, TS_BGSTATS_CHOICE_APART));
  g_assert_true (ts_bgstats_import_commit (import, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (ts_people_find (people, "Ana"));
  g_assert_nonnull (ts_people_find (people, ts_bgstats_import_get_row (import, 1)->apart_name));
}

/* The people cannot be saved (their folder is a file): the plays are not kept either. */
static void
test_nothing_half (Fixture      *fixture,
                   gconstpointer user_data)
{
  g_autofree char *blocker = g_build_filename (fixture->dir, "not-a-folder", NULL);
  g_autofree char *people_path = g_build_filename (blocker, "people.json", NULL);
  g_autoptr(GFile) people_file = g_file_new_for_path (people_path);
  g_autoptr(TsPeople) people = ts_people_load (people_file);
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (blocker, "x", -1, NULL));
  import = ts_bgstats_import_new (read_fixture (), "c.json", people, imported, NULL);
  g_assert_false (ts_bgstats_import_commit (import, NULL, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (ts_imported_plays_get_n_batches (imported), ==, 0);
  {
    g_autoptr(TsImportedPlays) again = ts_imported_plays_load (fixture->imports_file);

    g_assert_cmpuint (ts_imported_plays_get_n_batches (again), ==, 0);
  }
  g_remove (blocker);
}

static void
test_imports_file (Fixture      *fixture,
                   gconstpointer user_data)
{
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *text = NULL;
  TsImportBatch *removed = NULL;

  import = ts_bgstats_import_new (read_fixture (), "d.json", NULL, imported, NULL);
  g_assert_true (ts_bgstats_import_commit (import, &id, &error));
  text = file_text (fixture->imports_file);
  /* Read back, written again the same. */
  {
    g_autoptr(TsImportedPlays) again = ts_imported_plays_load (fixture->imports_file);
    g_autoptr(GPtrArray) batches = g_ptr_array_new ();
    g_autofree char *written = NULL;

    g_ptr_array_add (batches, (gpointer) ts_imported_plays_get_batch (again, 0));
    written = ts_imported_plays_to_text (batches);
    g_assert_cmpstr (written, ==, text);
    g_assert_true (ts_imported_plays_has_play (again, "d0000000-0000-4000-8000-000000000001"));
    g_assert_cmpuint (g_list_model_get_n_items (ts_imported_plays_get_infos (again)), ==, 7);
  }
  /* Removed as one batch, and put back (an undo) the same. */
  g_assert_false (ts_imported_plays_remove (imported, "nope", NULL, &error));
  g_assert_error (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNKNOWN);
  g_clear_error (&error);
  g_assert_true (ts_imported_plays_remove (imported, id, &removed, &error));
  g_assert_cmpuint (ts_imported_plays_get_n_batches (imported), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (ts_imported_plays_get_infos (imported)), ==, 0);
  g_assert_true (ts_imported_plays_add (imported, removed, &error));
  {
    g_autofree char *back = file_text (fixture->imports_file);

    g_assert_cmpstr (back, ==, text);
  }

  /* A file that cannot be read (a play's game unknown) is left as it is. */
  {
    const char *bad = "{\"format\": \"tableside-imported-plays\", \"version\": 1, \"batches\": "
                      "[{\"id\": \"b\", \"source\": \"bgstats\", \"file\": \"x\", \"imported\": "
                      "\"2024-01-01T00:00:00Z\", \"plays\": [{\"id\": \"p\", \"game\": \"chess\", "
                      "\"played\": \"2024-01-01T00:00:00Z\", \"players\": [{\"name\": \"A\", "
                      "\"person\": \"\"}]}]}]}";
    g_autoptr(TsImportedPlays) broken = NULL;
    g_autoptr(TsImportBatch) batch = ts_import_batch_new ("bgstats", "y.json", 0);
    g_autofree char *after = NULL;

    g_assert_true (g_file_set_contents (g_file_peek_path (fixture->imports_file), bad, -1, NULL));
    broken = ts_imported_plays_load (fixture->imports_file);
    g_assert_nonnull (ts_imported_plays_get_problem (broken));
    g_assert_nonnull (strstr (ts_imported_plays_get_problem (broken), "“game”"));
    g_assert_cmpuint (ts_imported_plays_get_n_batches (broken), ==, 0);
    g_assert_false (ts_imported_plays_add (broken, g_steal_pointer (&batch), &error));
    g_assert_error (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNREADABLE);
    after = file_text (fixture->imports_file);
    g_assert_cmpstr (after, ==, bad);
  }

  /* A player without a person: the refusal names the batch, the play, the player and the
   * member (issue 52). */
  {
    const char *bad = "{\"format\": \"tableside-imported-plays\", \"version\": 1, \"batches\": "
                      "[{\"id\": \"b\", \"source\": \"bgstats\", \"file\": \"x\", \"imported\": "
                      "\"2024-01-01T00:00:00Z\", \"plays\": [{\"id\": \"p\", \"game\": "
                      "\"kingsburg\", \"played\": \"2024-01-01T00:00:00Z\", \"players\": "
                      "[{\"name\": \"A\", \"person\": \"p1\"}, {\"name\": \"B\"}]}]}]}";
    g_autoptr(TsImportedPlays) broken = NULL;

    g_assert_true (g_file_set_contents (g_file_peek_path (fixture->imports_file), bad, -1, NULL));
    broken = ts_imported_plays_load (fixture->imports_file);
    g_assert_nonnull (ts_imported_plays_get_problem (broken));
    g_assert_nonnull (strstr (ts_imported_plays_get_problem (broken),
                              "Import 1, play 1, player 2 has no “person”"));
  }
}

/* Written: every member BG Stats reads, and read back as written. */
static void
test_write (Fixture      *fixture,
            gconstpointer user_data)
{
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(TsPeople) people = ts_people_load (fixture->people_file);
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TsBgStatsExport) back = NULL;
  const TsImportBatch *batch;
  JsonObject *root, *play, *score;
  guint n_plays = 0;

  import = ts_bgstats_import_new (read_fixture (), "e.json", people, imported, NULL);
  g_assert_true (ts_bgstats_import_commit (import, NULL, &error));
  text = ts_bgstats_write (NULL, imported, people, &n_plays);
  g_assert_cmpuint (n_plays, ==, 7);
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  for (const char *const *member = (const char *const[]) { "games", "players", "locations",
                                                           "plays", NULL };
       *member != NULL; member++)
    g_assert_true (JSON_NODE_HOLDS_ARRAY (json_object_get_member (root, *member)));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "locations")), ==, 2);
  /* Carcassonne (822) and its expansion, Burgundy (271320), Kingsburg, Caylus 1303. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "games")), ==, 5);
  play = json_array_get_object_element (json_object_get_array_member (root, "plays"), 0);
  g_assert_cmpstr (json_object_get_string_member (play, "uuid"), ==,
                   "d0000000-0000-4000-8000-000000000001");
  g_assert_cmpstr (json_object_get_string_member (play, "playDate"), ==, "2024-03-01 21:00:00");
  g_assert_cmpint (json_object_get_int_member (play, "playDateYmd"), ==, 20240301);
  g_assert_cmpint (json_object_get_int_member (play, "durationMin"), ==, 45);
  g_assert_false (json_object_get_boolean_member (play, "ignored"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (play, "expansionPlays")),
                    ==, 1);
  score = json_array_get_object_element (json_object_get_array_member (play, "playerScores"), 0);
  g_assert_cmpstr (json_object_get_string_member (score, "score"), ==, "112");
  g_assert_true (json_object_get_boolean_member (score, "winner"));
  g_assert_true (json_object_get_boolean_member (score, "startPlayer"));
  g_assert_cmpint (json_object_get_int_member (score, "seatOrder"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (score, "rank"), ==, 1);
  /* Ana keeps BG Stats's uuid for her. */
  {
    JsonArray *players = json_object_get_array_member (root, "players");
    gint64 ref = json_object_get_int_member (score, "playerRefId");
    JsonObject *ana = json_array_get_object_element (players, ref - 1);

    g_assert_cmpstr (json_object_get_string_member (ana, "name"), ==, "Ana");
    g_assert_cmpstr (json_object_get_string_member (ana, "uuid"), ==,
                     "0c7e3c4c-3b5e-4b0e-9d5e-2f2a5b1c8d01");
  }

  /* Read back: the same plays, member by member. */
  back = ts_bgstats_read (text, strlen (text), "back.json", &error);
  g_assert_no_error (error);
  batch = ts_imported_plays_get_batch (imported, 0);
  g_assert_cmpuint (back->plays->len, ==, batch->plays->len);
  for (guint p = 0; p < back->plays->len; p++)
    {
      const TsImportedPlay *a = batch->plays->pdata[p], *b = back->plays->pdata[p];

      g_assert_cmpstr (a->id, ==, b->id);
      g_assert_true (a->module == b->module);
      g_assert_cmpint (a->time, ==, b->time);
      g_assert_cmpint (a->duration, ==, b->duration);
      g_assert_cmpstr (a->location, ==, b->location);
      g_assert_cmpuint (a->expansions->len, ==, b->expansions->len);
      g_assert_cmpuint (a->n_seats, ==, b->n_seats);
      for (guint i = 0; i < a->n_seats; i++)
        {
          /* Under the person's name (a player kept apart is named so). */
          const char *name = *a->seats[i].person != '\0'
                                 ? ts_people_get_name (people, a->seats[i].person)
                                 : a->seats[i].name;

          g_assert_cmpstr (name, ==, b->seats[i].name);
          g_assert_cmpint (a->seats[i].scored, ==, b->seats[i].scored);
          g_assert_cmpint (a->seats[i].score, ==, b->seats[i].score);
          g_assert_cmpint (a->seats[i].winner, ==, b->seats[i].winner);
          g_assert_cmpint (a->seats[i].start, ==, b->seats[i].start);
          g_assert_cmpuint (a->seats[i].seat, ==, b->seats[i].seat);
          g_assert_cmpstr (a->seats[i].team, ==, b->seats[i].team);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/bgstats-import/review-and-import", Fixture, NULL, fixture_setup,
              test_review_and_import, fixture_teardown);
  g_test_add ("/bgstats-import/twice-and-apart", Fixture, NULL, fixture_setup,
              test_twice_and_apart, fixture_teardown);
  g_test_add ("/bgstats-import/one-person-twice", Fixture, NULL, fixture_setup,
              test_one_person_twice, fixture_teardown);
  g_test_add ("/bgstats-import/nothing-half", Fixture, NULL, fixture_setup, test_nothing_half,
              fixture_teardown);
  g_test_add ("/bgstats-import/imports-file", Fixture, NULL, fixture_setup, test_imports_file,
              fixture_teardown);
  g_test_add ("/bgstats-import/write", Fixture, NULL, fixture_setup, test_write,
              fixture_teardown);
  return g_test_run ();
}

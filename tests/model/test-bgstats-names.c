/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 52, names are input: a BG Stats export whose new player is named " ", whose
 * anonymous seat's anonymousName is over 1,000 characters, or whose names hold control
 * characters was accepted, then the statistics crashed and the imported plays' file no longer
 * read back (every imported play stopped counting). Each is imported here into a data folder
 * of its own and read back by the imported plays' and the people's own readers: the counts
 * agree. Also: Tableside's own export never writes a blank name; every refusal names the
 * file, the play and the member; an export that would take more memory than the budget is
 * refused before it is parsed. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-bgstats-import.h"
#include "ts-player-name.h"
#include "ts-stats.h"
#include "ts-data-fixture.h"

#define FILE_NAME "plays.json"
#define GAMES "\"games\": [{\"id\": 1, \"name\": \"Carcassonne\", \"bggId\": 822}]"

static TsBgStatsExport *
read_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  TsBgStatsExport *export = ts_bgstats_read (text, strlen (text), FILE_NAME, &error);

  g_assert_no_error (error);
  return export;
}

static guint
count_plays (TsImportedPlays *imported)
{
  guint n = 0;

  for (guint b = 0; b < ts_imported_plays_get_n_batches (imported); b++)
    n += ts_imported_plays_get_batch (imported, b)->plays->len;
  return n;
}

/* @export imported whole (choices as proposed, @apart kept apart) into the fixture's data
 * folder; then the imported plays and the people read again from their files: both read, as
 * many plays as were imported, every named seat a person the people's file has, and the
 * statistics count each play. */
static void
import_and_read_back (Fixture         *fixture,
                      TsBgStatsExport *export,
                      const char      *apart)
{
  g_autoptr(TsPeople) people = ts_people_load (fixture->people_file);
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_load (fixture->imports_file);
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autoptr(TsImportedPlays) again = NULL;
  g_autoptr(TsPeople) people_again = NULL;
  g_autoptr(GListStore) nothing = g_list_store_new (TS_TYPE_RECORD_INFO);
  g_autoptr(TsStats) stats = NULL;
  g_autoptr(GError) error = NULL;
  guint before = count_plays (imported);
  guint n = export->plays->len;

  g_assert_null (ts_imported_plays_get_problem (imported));
  import = ts_bgstats_import_new (export, FILE_NAME, people, imported, NULL);
  for (guint i = 0; apart != NULL && i < ts_bgstats_import_get_n_rows (import); i++)
    if (g_str_equal (ts_bgstats_import_get_row (import, i)->name, apart))
      g_assert_true (ts_bgstats_import_set_choice (import, i, TS_BGSTATS_CHOICE_APART));
  g_assert_true (ts_bgstats_import_commit (import, NULL, &error));
  g_assert_no_error (error);

  again = ts_imported_plays_load (fixture->imports_file);
  g_assert_null (ts_imported_plays_get_problem (again));
  g_assert_cmpuint (count_plays (again), ==, before + n);
  people_again = ts_people_load (fixture->people_file);
  g_assert_null (ts_people_get_problem (people_again));
  for (guint b = 0; b < ts_imported_plays_get_n_batches (again); b++)
    {
      const TsImportBatch *batch = ts_imported_plays_get_batch (again, b);

      for (guint p = 0; p < batch->plays->len; p++)
        {
          const TsImportedPlay *play = batch->plays->pdata[p];

          for (guint i = 0; i < play->n_seats; i++)
            {
              g_autofree char *kept = ts_player_name_normalize (play->seats[i].name, NULL);

              /* Every name as names are kept; every named seat somebody. */
              g_assert_cmpstr (kept, ==, play->seats[i].name);
              g_assert_nonnull (play->seats[i].person);
              if (play->seats[i].key != NULL)
                g_assert_nonnull (ts_people_get_name (people_again, play->seats[i].person));
            }
        }
    }
  stats = ts_stats_new_full (G_LIST_MODEL (nothing), ts_imported_plays_get_infos (again),
                             people_again, NULL);
  g_assert_cmpuint (ts_stats_get_n_finished (stats), ==, before + n);
}

static const char *
seat_name (TsBgStatsExport *export,
           guint            play,
           guint            seat)
{
  return ((TsImportedPlay *) export->plays->pdata[play])->seats[seat].name;
}

/* BG Stats takes a player named " "; so did Tableside's own export of a saved game. */
static void
test_blank (Fixture      *fixture,
            gconstpointer user_data)
{
  TsBgStatsExport *export = read_text (
      "{" GAMES ", \"players\": [{\"id\": 1, \"name\": \" \", \"uuid\": \"u1\"}, "
      "{\"id\": 2, \"name\": \"Bruno\", \"uuid\": \"u2\"}, "
      "{\"id\": 3, \"name\": \"\\u00a0\\t\", \"uuid\": \"u3\"}, "
      "{\"id\": 4, \"name\": \" \", \"isAnonymous\": true}], "
      "\"plays\": [{\"uuid\": \"p1\", \"gameRefId\": 1, \"playDate\": \"2024-01-01 10:00:00\", "
      "\"playerScores\": [{\"playerRefId\": 1, \"score\": \"40\", \"winner\": true}, "
      "{\"playerRefId\": 2, \"score\": \"30\"}, {\"playerRefId\": 3, \"score\": \"20\"}, "
      "{\"playerRefId\": 4, \"score\": \"10\", \"anonymousName\": \"  \"}]}]}");

  g_assert_cmpuint (export->plays->len, ==, 1);
  g_assert_cmpstr (seat_name (export, 0, 0), ==, "Unnamed player 1");
  g_assert_cmpstr (seat_name (export, 0, 1), ==, "Bruno");
  g_assert_cmpstr (seat_name (export, 0, 2), ==, "Unnamed player 3");
  g_assert_cmpstr (seat_name (export, 0, 3), ==, "Anonymous player");
  import_and_read_back (fixture, export, NULL);
}

static char *
repeat (char  c,
        guint n)
{
  char *text = g_malloc (n + 1);

  memset (text, c, n);
  text[n] = '\0';
  return text;
}

/* An anonymous seat's anonymousName of 1,500 characters, a named player's of 1,200; a person
 * of the cut name already there, the player kept apart from them ("… (BG Stats)" still fits). */
static void
test_long (Fixture      *fixture,
           gconstpointer user_data)
{
  g_autofree char *anonymous = repeat ('x', 1500);
  g_autofree char *named = repeat ('y', 1200);
  g_autofree char *cut = repeat ('y', TS_PLAYER_NAME_MAX_LENGTH);
  g_autofree char *text = g_strdup_printf (
      "{" GAMES ", \"players\": [{\"id\": 1, \"name\": \"%s\", \"uuid\": \"u1\"}, "
      "{\"id\": 2, \"name\": \"Anonymous player\", \"isAnonymous\": true}], "
      "\"plays\": [{\"uuid\": \"p1\", \"gameRefId\": 1, \"playDate\": \"2024-01-01 10:00:00\", "
      "\"playerScores\": [{\"playerRefId\": 1, \"score\": \"40\", \"winner\": true}, "
      "{\"playerRefId\": 2, \"score\": \"30\", \"anonymousName\": \"%s\"}]}]}",
      named, anonymous);
  TsBgStatsExport *export = read_text (text);

  {
    g_autoptr(TsPeople) people = ts_people_load (fixture->people_file);
    g_autoptr(GError) error = NULL;

    g_assert_nonnull (ts_people_ensure (people, cut, NULL));
    g_assert_true (ts_people_save (people, &error));
  }
  g_assert_cmpint (g_utf8_strlen (seat_name (export, 0, 0), -1), ==, TS_PLAYER_NAME_MAX_LENGTH);
  g_assert_cmpint (g_utf8_strlen (seat_name (export, 0, 1), -1), ==, TS_PLAYER_NAME_MAX_LENGTH);
  import_and_read_back (fixture, export, cut);
  {
    g_autoptr(TsPeople) people = ts_people_load (fixture->people_file);
    g_auto(GStrv) ids = ts_people_dup_ids (people);

    /* The person of the cut name, and the one kept apart: a name of at most 1,000. */
    g_assert_cmpuint (g_strv_length (ids), ==, 2);
    for (guint i = 0; ids[i] != NULL; i++)
      g_assert_cmpint (g_utf8_strlen (ts_people_get_name (people, ids[i]), -1), <=,
                       TS_PLAYER_NAME_MAX_LENGTH);
    g_assert_true (g_str_has_suffix (ts_people_get_name (people, ids[1]), "y (BG Stats)"));
  }
}

/* Control characters: the bell and an escape sequence go, a line end is a space. */
static void
test_controls (Fixture      *fixture,
               gconstpointer user_data)
{
  TsBgStatsExport *export = read_text (
      "{" GAMES ", \"players\": [{\"id\": 1, \"name\": \"Ana\\u0007\\nMaria\", \"uuid\": \"u1\"}, "
      "{\"id\": 2, \"name\": \"Anonymous player\", \"isAnonymous\": true}], "
      "\"plays\": [{\"uuid\": \"p1\", \"gameRefId\": 1, \"playDate\": \"2024-01-01 10:00:00\", "
      "\"playerScores\": [{\"playerRefId\": 1, \"score\": \"40\", \"winner\": true}, "
      "{\"playerRefId\": 2, \"score\": \"30\", \"anonymousName\": \"\\u001b[2JGuest\\u009b\"}]}]}");

  g_assert_cmpstr (seat_name (export, 0, 0), ==, "Ana Maria");
  g_assert_cmpstr (seat_name (export, 0, 1), ==, "[2JGuest");
  g_assert_cmpstr (((TsBgStatsPlayer *) export->players->pdata[0])->name, ==, "Ana Maria");
  import_and_read_back (fixture, export, NULL);
}

/* Tableside's own export of a play whose player is " " (an older saved game) writes no blank
 * name: a placeholder, and no anonymousName for a blank anonymous seat. */
static void
test_written (void)
{
  g_autoptr(TsImportedPlays) imported = ts_imported_plays_new_empty ();
  g_autoptr(TsImportBatch) batch = ts_import_batch_new (TS_IMPORT_SOURCE_BGSTATS, "x.json", 0);
  TsImportedPlay *play = ts_imported_play_new (2);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) again = NULL;
  g_autofree char *text = NULL;

  play->id = g_strdup ("p1");
  play->module = ts_record_lookup_game ("carcassonne");
  play->time = 1704103200;
  play->seats[0].name = g_strdup (" ");
  play->seats[0].person = g_strdup ("~");
  play->seats[0].winner = TRUE;
  play->seats[1].name = g_strdup ("\t");
  play->seats[1].person = g_strdup ("");
  g_ptr_array_add (batch->plays, play);
  g_assert_true (ts_imported_plays_add (imported, g_steal_pointer (&batch), &error));
  text = ts_bgstats_write (NULL, imported, NULL, NULL);
  g_assert_null (strstr (text, "\"name\":\" \""));
  g_assert_null (strstr (text, "anonymousName"));
  again = read_text (text);
  g_assert_cmpuint (again->plays->len, ==, 1);
  g_assert_cmpstr (seat_name (again, 0, 0), ==, "Unnamed player 1");
  g_assert_cmpstr (seat_name (again, 0, 1), ==, "Anonymous player");
}

/* @text refused with one sentence holding the file's name and each of @words (to NULL). */
static void
assert_refused (const char *text,
                ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = ts_bgstats_read (text, strlen (text), FILE_NAME, &error);
  va_list args;

  g_assert_null (export);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "“" FILE_NAME "” cannot be imported: "));
  g_assert_true (g_str_has_suffix (error->message, "."));
  /* “a “ignored”” was the tester's: the member is named, not given an article. */
  g_assert_null (strstr (error->message, "a “"));
  va_start (args, text);
  for (const char *words = va_arg (args, const char *); words != NULL;
       words = va_arg (args, const char *))
    if (strstr (error->message, words) == NULL)
      g_error ("“%s” does not say “%s”", error->message, words);
  va_end (args);
}

#define PLAYERS "\"players\": [{\"id\": 1, \"name\": \"Ana\"}, {\"id\": 2, \"name\": \"Bruno\"}]"
#define PLAY_START "{\"gameRefId\": 1, \"playDate\": \"2024-01-01 10:00:00\", "

static void
test_refusals (void)
{
  /* The lists' members: which item, which member, what it should be. */
  assert_refused ("{" GAMES ", \"players\": [{\"id\": 1, \"name\": \"Ana\"}, {\"id\": 2}], "
                  "\"plays\": []}",
                  "player 2 of its list", "“name”", NULL);
  assert_refused ("{" GAMES ", \"players\": [{\"id\": 1, \"name\": \"Ana\"}, {\"id\": 1, "
                  "\"name\": \"Bruno\"}], \"plays\": []}",
                  "player 2 of its list", "“id”", "whole number no other player has", NULL);
  assert_refused ("{" GAMES ", \"players\": [{\"id\": 1, \"name\": \"Ana\", \"uuid\": 7}], "
                  "\"plays\": []}",
                  "player 1 of its list (Ana)", "“uuid”", "not text", NULL);
  assert_refused ("{" GAMES ", \"players\": [{\"id\": 1, \"name\": \"Ana\", \"isAnonymous\": "
                  "\"no\"}], \"plays\": []}",
                  "player 1 of its list (Ana)", "“isAnonymous”", "true or false", NULL);
  assert_refused ("{\"games\": [{\"id\": 1, \"name\": 5}], " PLAYERS ", \"plays\": []}",
                  "game 1 of its list", "“name”", "not text", NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"locations\": [{\"id\": \"x\"}], \"plays\": []}",
                  "place 1 of its list of locations", "“id”", NULL);
  /* A play's members: the play (number, game, day), the member, what it should be. */
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [" PLAY_START "\"ignored\": \"yes\", "
                  "\"playerScores\": [{\"playerRefId\": 1}]}]}",
                  "in play 1 (Carcassonne, 2024-01-01 10:00:00), “ignored” is not true or false",
                  NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [" PLAY_START "\"playerScores\": 3}]}",
                  "in play 1 (Carcassonne, 2024-01-01 10:00:00), “playerScores” is not a list",
                  NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [" PLAY_START "\"usesTeams\": 1, "
                  "\"playerScores\": [{\"playerRefId\": 1}]}]}",
                  "play 1 (Carcassonne, 2024-01-01 10:00:00)", "“usesTeams”", NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [" PLAY_START "\"expansionPlays\": [7], "
                  "\"playerScores\": [{\"playerRefId\": 1}]}]}",
                  "play 1 (Carcassonne, 2024-01-01 10:00:00)", "“expansionPlays”", NULL);
  /* A seat's members: the play, the player (number in the play, name), the member. */
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [" PLAY_START "\"playerScores\": "
                  "[{\"playerRefId\": 1}, {\"playerRefId\": 2, \"winner\": \"yes\"}]}]}",
                  "in play 1 (Carcassonne, 2024-01-01 10:00:00), the “winner” of player 2 "
                  "(Bruno) is not true or false",
                  NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [" PLAY_START "\"playerScores\": "
                  "[{\"playerRefId\": 1, \"anonymousName\": 4}]}]}",
                  "the “anonymousName” of player 1 (Ana) is not text", NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [" PLAY_START "\"playerScores\": "
                  "[{\"playerRefId\": 1, \"seatOrder\": \"first\"}]}]}",
                  "the “seatOrder” of player 1 (Ana)", NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [" PLAY_START "\"playerScores\": "
                  "[{\"playerRefId\": 1}, 5]}]}",
                  "in play 1 (Carcassonne, 2024-01-01 10:00:00), player 2 of its “playerScores” "
                  "is not a player",
                  NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [" PLAY_START "\"playerScores\": "
                  "[{\"playerRefId\": 9}]}]}",
                  "play 1 (Carcassonne, 2024-01-01 10:00:00) names as its player 1 someone",
                  "“playerRefId”", NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"gameRefId\": 4, \"playDate\": "
                  "\"2024-01-01\", \"playerScores\": []}]}",
                  "play 1 names a game that is not in its list of games", "“gameRefId”", NULL);
  assert_refused ("{" GAMES ", " PLAYERS ", \"plays\": [{\"uuid\": \"x\", " "\"gameRefId\": 1, "
                  "\"playDate\": \"2024-01-01\", \"playerScores\": [{\"playerRefId\": 1}]}, "
                  "{\"uuid\": \"x\", \"gameRefId\": 1, \"playDate\": \"2024-01-02\", "
                  "\"playerScores\": [{\"playerRefId\": 2}]}]}",
                  "play 2 (Carcassonne, 2024-01-02)", "“uuid” “x”", NULL);
}

/* 7 MB of empty objects in a list BG Stats keeps ("tags"): json-glib would take some 1.3 GiB
 * for them (issue 52: 100 MB took 6.6 GiB and 29 s). Refused before it is parsed, naming the
 * file and the budget; an export of real plays is not. */
static void
test_memory (void)
{
  g_autoptr(GString) text = g_string_new ("{" GAMES ", " PLAYERS ", \"plays\": [], \"tags\": [");
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = NULL;
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < 2400000; i++)
    g_string_append (text, i > 0 ? ",{}" : "{}");
  g_string_append (text, "]}");
  export = ts_bgstats_read (text->str, text->len, FILE_NAME, &error);
  g_assert_null (export);
  g_assert_error (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "“" FILE_NAME "”"));
  g_assert_nonnull (strstr (error->message, "more than the 1024 MiB Tableside allows"));
  /* Before json-glib: a pass over the bytes, not seconds of parsing. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 3 * G_USEC_PER_SEC);
  g_clear_error (&error);

  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bgstats",
                                                   "bgstats-export.json", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(TsBgStatsExport) real = ts_bgstats_read_file (file, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (real->plays->len, >, 0);
  }
}

/* Eight players of 1,000-character names in 8,000 plays: a 2.3 MB export whose plays would
 * write each name again in each play, some 70 MB of imported-plays.json, past the 64 MiB its
 * reader takes (every imported play would stop counting). Refused, naming the limit. */
static void
test_import_size (void)
{
  g_autoptr(GString) text = g_string_new ("{" GAMES ", \"players\": [");
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = NULL;

  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *name = repeat ('a' + i, TS_PLAYER_NAME_MAX_LENGTH);

      g_string_append_printf (text, "%s{\"id\": %u, \"name\": \"%s\"}", i > 0 ? ", " : "",
                              i + 1, name);
    }
  g_string_append (text, "], \"plays\": [");
  for (guint p = 0; p < 8000; p++)
    {
      g_string_append_printf (text, "%s{\"uuid\": \"p%u\", \"gameRefId\": 1, \"playDate\": "
                              "\"2024-01-01\", \"playerScores\": [",
                              p > 0 ? ", " : "", p);
      for (guint i = 0; i < 8; i++)
        g_string_append_printf (text, "%s{\"playerRefId\": %u}", i > 0 ? ", " : "", i + 1);
      g_string_append (text, "]}");
    }
  g_string_append (text, "]}");
  export = ts_bgstats_read (text->str, text->len, FILE_NAME, &error);
  g_assert_null (export);
  g_assert_error (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_MALFORMED);
  g_assert_nonnull (strstr (error->message, "“" FILE_NAME "” cannot be imported: its 8000 plays "
                                            "would take some "));
  g_assert_nonnull (strstr (error->message, "more than the 32 MiB one import may take."));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/bgstats-names/blank", Fixture, NULL, fixture_setup, test_blank,
              fixture_teardown);
  g_test_add ("/bgstats-names/long", Fixture, NULL, fixture_setup, test_long, fixture_teardown);
  g_test_add ("/bgstats-names/controls", Fixture, NULL, fixture_setup, test_controls,
              fixture_teardown);
  g_test_add_func ("/bgstats-names/written", test_written);
  g_test_add_func ("/bgstats-names/refusals", test_refusals);
  g_test_add_func ("/bgstats-names/memory", test_memory);
  g_test_add_func ("/bgstats-names/import-size", test_import_size);
  return g_test_run ();
}

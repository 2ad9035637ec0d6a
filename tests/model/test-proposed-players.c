/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The players a new game of any game (and a score sheet) proposes (issue 24): two on a first
 * run, never one (the solo game only when chosen), else the newest saved game's players with
 * their colours, read through the saved games index when the file has not changed. */
#include <string.h>

#include "ts-record-info-private.h"
#include "ts-record-index.h"
#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-saved-games.h"

#define KINGSBURG_5                                                                          \
  "{\"format\":\"tableside-record\",\"version\":2,\"game\":\"kingsburg\",\"name\":\"K\","   \
  "\"created\":\"2026-11-22T10:00:00Z\",\"status\":\"in-progress\",\"players\":["           \
  "{\"name\":\"Ann\",\"color\":\"purple\"},{\"name\":\"Brian\",\"color\":\"orange\"},"      \
  "{\"name\":\"Cindy\",\"color\":\"white\"},{\"name\":\"Dora\",\"color\":\"black\"},"       \
  "{\"name\":\"Eve\",\"color\":\"red\"}],\"entries\":[]}"
#define SHEET                                                                                \
  "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"castles-of-burgundy\","         \
  "\"players\":[{\"name\":\"Zoe\",\"track\":1,\"goods\":0,\"silver\":0,\"workers\":0,"      \
  "\"empty-spaces\":1,\"bridge-space\":1,\"bridge-height\":0},"                             \
  "{\"name\":\"Yara\",\"track\":2,\"goods\":0,\"silver\":0,\"workers\":0,"                  \
  "\"empty-spaces\":1,\"bridge-space\":1,\"bridge-height\":1}]}"
#define KINGSBURG_2                                                                                 \
  "{\"format\":\"tableside-record\",\"version\":2,\"game\":\"kingsburg\",\"name\":\"S\","   \
  "\"created\":\"2026-11-22T10:00:00Z\",\"status\":\"in-progress\",\"players\":["           \
  "{\"name\":\"Ann\",\"color\":\"green\"},{\"name\":\"Bo\",\"color\":\"blue\"}],"           \
  "\"entries\":[]}"

static GFile *
new_dir (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_dir_make_tmp ("tableside-players-XXXXXX", &error);

  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* Writes @contents as @name in @dir, modified @age seconds before a fixed moment. */
static void
put (GFile      *dir,
     const char *name,
     const char *contents,
     guint       age)
{
  g_autoptr(GFile) file = g_file_get_child (dir, name);
  g_autoptr(GError) error = NULL;

  g_file_replace_contents (file, contents, strlen (contents), NULL, FALSE, G_FILE_CREATE_NONE,
                           NULL, NULL, &error);
  g_assert_no_error (error);
  g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, 1700000000 - age,
                               G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
}

static void
assert_strv (GStrv       actual,
             const char *expected)
{
  g_autofree char *joined = g_strjoinv (",", actual);

  g_assert_cmpstr (joined, ==, expected);
}

static void
propose (GFile             *dir,
         const char *const *default_names,
         guint              min_players,
         guint              max_players,
         const char        *names,
         const char        *colors)
{
  static const char *const default_colors[] = { "red", "blue", "green", "yellow", NULL };
  g_auto(GStrv) proposed_names = NULL;
  g_auto(GStrv) proposed_colors = NULL;

  ts_saved_games_propose_players (dir, default_names, default_colors, min_players, max_players,
                                  &proposed_names, &proposed_colors);
  assert_strv (proposed_names, names);
  assert_strv (proposed_colors, colors);
}

/* A first run: no games folder yet, no name in the preferences. Two players, never the
 * Castles of Burgundy's solo game (its module allows one). */
static void
test_first_run (void)
{
  g_autoptr(GFile) dir = new_dir ();
  g_autoptr(GFile) missing = g_file_get_child (dir, "games");
  static const char *const one[] = { "Ana", NULL };
  static const char *const four[] = { "Ana", "", "Bruno", "Carla", "Davi", NULL };
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;

  g_assert_false (ts_saved_games_last_players (missing, &names, &colors));
  propose (missing, NULL, 1, 4, "Player 1,Player 2", "red,blue");
  propose (missing, NULL, 2, 5, "Player 1,Player 2", "red,blue");
  /* One name in the preferences: still two players. */
  propose (missing, one, 1, 4, "Ana,Player 2", "red,blue");
  /* The preferences' players, the empty name left out, within the game's count. */
  propose (missing, four, 1, 3, "Ana,Bruno,Carla", "red,green,yellow");
}

/* The newest saved game's players and colours, whatever its game; a newer file that is no
 * game is passed over. */
static void
test_last_game (void)
{
  g_autoptr(GFile) dir = new_dir ();
  static const char *const defaults[] = { "Ana", "Bruno", NULL };
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;

  put (dir, "old.json", KINGSBURG_2, 100);
  put (dir, "kingsburg.json", KINGSBURG_5, 50);
  put (dir, "broken.json", "{\"format\":", 0);
  g_assert_true (ts_saved_games_last_players (dir, &names, &colors));
  assert_strv (names, "Ann,Brian,Cindy,Dora,Eve");
  assert_strv (colors, "purple,orange,white,black,red");
  /* Kingsburg's five; The Castles of Burgundy takes four of them. */
  propose (dir, defaults, 2, 5, "Ann,Brian,Cindy,Dora,Eve", "purple,orange,white,black,red");
  propose (dir, defaults, 1, 4, "Ann,Brian,Cindy,Dora", "purple,orange,white,black");

  /* A score sheet is newer: its names, the preferences' colours (a sheet has none). */
  put (dir, "sheet.json", SHEET, 10);
  propose (dir, defaults, 1, 4, "Zoe,Yara", "red,blue");
}

/* The index gives the header of a file that has not changed, colours included; an entry of
 * an index without colours is read again from the file. */
static void
test_through_the_index (void)
{
  g_autoptr(GFile) dir = new_dir ();
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsRecordIndex) index = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autoptr(TsRecordInfo) indexed = NULL;
  g_autoptr(JsonObject) entry = NULL;
  g_autoptr(GDateTime) modified = g_date_time_new_from_unix_utc (1700000000);
  g_autoptr(GError) error = NULL;

  put (dir, "solo.json", KINGSBURG_2, 0);
  file = g_file_get_child (dir, "solo.json");
  info = ts_record_info_load (file, NULL, &error);
  g_assert_no_error (error);
  assert_strv ((GStrv) ts_record_info_get_colors (info), "green,blue");

  index = ts_record_index_load (dir);
  ts_record_index_put (index, info, modified, strlen (KINGSBURG_2), TRUE);
  g_assert_true (ts_record_index_save (index, &error));
  g_assert_no_error (error);
  g_clear_pointer (&index, ts_record_index_free);
  index = ts_record_index_load (dir);
  indexed = ts_record_index_lookup (index, file, modified, strlen (KINGSBURG_2));
  g_assert_nonnull (indexed);
  assert_strv ((GStrv) ts_record_info_get_colors (indexed), "green,blue");

  /* The players come from the index: the file, now unreadable, is not opened. */
  {
    g_auto(GStrv) names = NULL;
    g_auto(GStrv) colors = NULL;
    g_autofree char *data = g_strnfill (strlen (KINGSBURG_2), ' ');

    put (dir, "solo.json", data, 0);
    g_assert_true (ts_saved_games_last_players (dir, &names, &colors));
    assert_strv (names, "Ann,Bo");
    assert_strv (colors, "green,blue");
  }

  /* An entry without "colors" (an index of before) is not taken. */
  entry = ts_record_info_to_index (info);
  json_object_remove_member (entry, "colors");
  g_assert_null (ts_record_info_new_from_index (file, modified, entry));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);

  g_test_add_func ("/model/proposed-players/first-run", test_first_run);
  g_test_add_func ("/model/proposed-players/last-game", test_last_game);
  g_test_add_func ("/model/proposed-players/through-the-index", test_through_the_index);
  return g_test_run ();
}

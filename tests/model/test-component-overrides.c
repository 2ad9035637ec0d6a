/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A user's corrections of component data (Kingsburg's enemy cards as the real game checks
 * them): saved and read back, and every way a file can be wrong reported with its path. */
#include <glib/gstdio.h>
#include <utime.h>
#include <string.h>

#include "ts-kingsburg.h"
#include "ts-component-overrides.h"

static TsComponentOverrides *
enemies (void)
{
  return ts_component_overrides_new ("kingsburg", "enemies", ts_kingsburg_card_check_item, NULL);
}

static JsonNode *
parse (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return json_node_copy (json_parser_get_root (parser));
}

static char *
expected_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tableside", "games", "kingsburg",
                           "enemies.json", NULL);
}

static void
write_file (const char *text)
{
  g_autofree char *path = expected_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* Loading fails with @code, naming the file and @why; nothing is kept. */
static void
assert_broken (const char *text, int code, const char *why)
{
  g_autoptr (TsComponentOverrides) o = enemies ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = expected_path ();

  write_file (text);
  g_assert_false (ts_component_overrides_load (o, NULL, &error));
  g_assert_error (error, TS_COMPONENT_OVERRIDES_ERROR, code);
  assert_contains (error->message, path);
  assert_contains (error->message, why);
  g_assert_null (ts_component_overrides_get (o, "Y4-18"));
}

static void
test_round_trip (void)
{
  g_autoptr (TsComponentOverrides) o = enemies ();
  g_autoptr (TsComponentOverrides) again = enemies ();
  g_autoptr (JsonNode) card = parse ("{\"strength\":6,\"victory\":{\"gold\":1,\"vp\":1},"
                                     "\"defeat\":{\"goods-of-choice\":4,\"vp\":1}}");
  g_autoptr (GError) error = NULL;
  g_autofree char *path = expected_path ();
  g_auto (GStrv) ids = NULL;
  TsKingsburgCardValues values;

  /* No file yet: no corrections, no error. */
  g_assert_true (ts_component_overrides_load (o, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (g_file_peek_path (ts_component_overrides_get_file (o)), ==, path);
  g_assert_true (ts_component_overrides_set (o, "Y4-18", card, &error));
  g_assert_true (ts_component_overrides_save (o, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (ts_component_overrides_load (again, NULL, &error));
  g_assert_no_error (error);
  ids = ts_component_overrides_dup_ids (again);
  g_assert_cmpuint (g_strv_length (ids), ==, 1);
  g_assert_cmpstr (ids[0], ==, "Y4-18");
  g_assert_true (json_node_equal (ts_component_overrides_get (again, "Y4-18"), card));
  g_assert_true (ts_kingsburg_card_check_json (
      "Y4-18", ts_component_overrides_get (again, "Y4-18"), &values, &error));
  g_assert_cmpint (values.victory.vp, ==, 1);
  g_assert_cmpint (values.defeat.of_choice, ==, 4);
  g_assert_false (values.defeat.building);
  /* Back to the printed values: the file goes. */
  ts_component_overrides_remove (again, "Y4-18");
  g_assert_true (ts_component_overrides_save (again, NULL, &error));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (ts_component_overrides_load (o, NULL, &error));
  g_assert_null (ts_component_overrides_get (o, "Y4-18"));
}

/* Two programs on one corrections file (issue 52): the second save after the other
 * program's is refused, naming the file, and the file keeps the other's corrections; read
 * again, the change can be made on top of them. */
static void
test_two_writers (void)
{
  g_autoptr (TsComponentOverrides) ours = enemies ();
  g_autoptr (TsComponentOverrides) theirs = enemies ();
  g_autoptr (TsComponentOverrides) check = enemies ();
  g_autoptr (JsonNode) mine = parse ("{\"strength\":6,\"victory\":{\"gold\":1,\"vp\":1},"
                                     "\"defeat\":{\"goods-of-choice\":4,\"vp\":1}}");
  g_autoptr (JsonNode) other = parse ("{\"strength\":5,\"victory\":{\"gold\":1,\"vp\":1},"
                                      "\"defeat\":{\"goods-of-choice\":4,\"vp\":1}}");
  g_autoptr (GError) error = NULL;
  g_autofree char *path = expected_path ();

  g_remove (path);
  g_assert_true (ts_component_overrides_load (ours, NULL, &error));
  g_assert_true (ts_component_overrides_load (theirs, NULL, &error));
  g_assert_true (ts_component_overrides_store (theirs, "Y4-17", other, &error));
  g_assert_no_error (error);
  /* Ours read the file before theirs wrote it: refused, theirs kept, ours read again. */
  g_assert_false (ts_component_overrides_store (ours, "Y4-18", mine, &error));
  g_assert_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_WRITE);
  assert_contains (error->message, path);
  assert_contains (error->message, "another program changed them");
  g_clear_error (&error);
  g_assert_true (ts_component_overrides_load (check, NULL, &error));
  g_assert_nonnull (ts_component_overrides_get (check, "Y4-17"));
  g_assert_null (ts_component_overrides_get (check, "Y4-18"));
  g_assert_nonnull (ts_component_overrides_get (ours, "Y4-17"));
  /* Made again, it joins them. */
  g_assert_true (ts_component_overrides_store (ours, "Y4-18", mine, &error));
  g_assert_no_error (error);
  g_assert_true (ts_component_overrides_load (check, NULL, &error));
  g_assert_nonnull (ts_component_overrides_get (check, "Y4-17"));
  g_assert_nonnull (ts_component_overrides_get (check, "Y4-18"));
  g_remove (path);
}

static void
test_broken_json (void)
{
  assert_broken ("{\"format\": \"tableside-component-overrides\", \"version\": 1,",
                 TS_COMPONENT_OVERRIDES_ERROR_FORMAT, "are not valid");
  assert_broken ("[]", TS_COMPONENT_OVERRIDES_ERROR_FORMAT, "the file is not a JSON object");
}

static void
test_wrong_version (void)
{
  assert_broken ("{\"format\":\"tableside-component-overrides\",\"version\":2,"
                 "\"game\":\"kingsburg\",\"component\":\"enemies\",\"items\":{}}",
                 TS_COMPONENT_OVERRIDES_ERROR_FORMAT,
                 "this is not version 1 of Tableside's corrections of kingsburg's enemies");
  /* Another game's file in this place is not taken either. */
  assert_broken ("{\"format\":\"tableside-component-overrides\",\"version\":1,"
                 "\"game\":\"castles-of-burgundy\",\"component\":\"enemies\",\"items\":{}}",
                 TS_COMPONENT_OVERRIDES_ERROR_FORMAT, "not version 1");
}

static void
test_unknown_id (void)
{
  assert_broken ("{\"format\":\"tableside-component-overrides\",\"version\":1,"
                 "\"game\":\"kingsburg\",\"component\":\"enemies\",\"items\":{\"Y4-18\":"
                 "{\"strength\":6,\"victory\":{},\"defeat\":{}},\"Y9-99\":{\"strength\":6,"
                 "\"victory\":{},\"defeat\":{}}}}",
                 TS_COMPONENT_OVERRIDES_ERROR_VALUES,
                 "There is no enemy card “Y9-99”: cards are Y1-01 to Y5-25.");
}

static void
test_out_of_range (void)
{
  g_autoptr (TsComponentOverrides) o = enemies ();
  g_autoptr (JsonNode) good = parse ("{\"strength\":7,\"victory\":{\"vp\":1},"
                                     "\"defeat\":{\"vp\":6}}");
  g_autoptr (JsonNode) bad = parse ("{\"strength\":7,\"victory\":{\"vp\":1},"
                                    "\"defeat\":{\"vp\":60}}");
  g_autoptr (GError) error = NULL;

  assert_broken ("{\"format\":\"tableside-component-overrides\",\"version\":1,"
                 "\"game\":\"kingsburg\",\"component\":\"enemies\",\"items\":{\"Y5-21\":"
                 "{\"strength\":30,\"victory\":{},\"defeat\":{}}}}",
                 TS_COMPONENT_OVERRIDES_ERROR_VALUES,
                 "Card Y5-21: a strength of 30 is not possible; enter 1 to 20");
  assert_broken ("{\"format\":\"tableside-component-overrides\",\"version\":1,"
                 "\"game\":\"kingsburg\",\"component\":\"enemies\",\"items\":{\"Y5-21\":"
                 "{\"strength\":7,\"victory\":{\"vp\":\"one\"},\"defeat\":{}}}}",
                 TS_COMPONENT_OVERRIDES_ERROR_VALUES, "“victory/vp” is missing or not valid");
  /* Setting refuses too, and keeps what was there. */
  g_assert_true (ts_component_overrides_set (o, "Y5-21", good, &error));
  g_assert_false (ts_component_overrides_set (o, "Y5-21", bad, &error));
  g_assert_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_VALUES);
  assert_contains (error->message, "Card Y5-21: a penalty of 60 VP is not possible");
  g_assert_true (json_node_equal (ts_component_overrides_get (o, "Y5-21"), good));
}

/* The game's folder cannot be made (a file is in its place): the save fails naming the
 * file, and the corrections are still held for another try. */
static void
test_unwritable (void)
{
  g_autoptr (TsComponentOverrides) o = enemies ();
  g_autoptr (JsonNode) card = parse ("{\"strength\":7,\"victory\":{\"vp\":1},"
                                     "\"defeat\":{\"vp\":6}}");
  g_autoptr (GError) error = NULL;
  g_autofree char *path = expected_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *games = g_path_get_dirname (dir);

  g_assert_cmpint (g_mkdir_with_parents (games, 0700), ==, 0);
  g_assert_true (g_file_set_contents (dir, "not a folder", -1, NULL));
  g_assert_true (ts_component_overrides_set (o, "Y5-21", card, &error));
  g_assert_false (ts_component_overrides_save (o, NULL, &error));
  g_assert_error (error, TS_COMPONENT_OVERRIDES_ERROR, TS_COMPONENT_OVERRIDES_ERROR_WRITE);
  assert_contains (error->message, "Your corrections cannot be saved in ");
  assert_contains (error->message, path);
  g_assert_nonnull (ts_component_overrides_get (o, "Y5-21"));
  g_assert_cmpint (g_unlink (dir), ==, 0);
}

/* A save killed between writing its temporary file and renaming it leaves the temporary file
 * beside the corrections: the next load removes it once it is old enough not to be a save in
 * progress, as records' are (issue 25). */
static void
test_stale_temporary (void)
{
  g_autoptr (TsComponentOverrides) o = enemies ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = expected_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *stale = g_build_filename (dir, ".enemies.json.0badf00d", NULL);
  g_autofree char *young = g_build_filename (dir, ".enemies.json.1234abcd", NULL);
  g_autofree char *other = g_build_filename (dir, ".notes.json.0badf00d", NULL);
  struct utimbuf old = { .actime = 1000000000, .modtime = 1000000000 };

  write_file ("{\"format\":\"tableside-component-overrides\",\"version\":1,"
              "\"game\":\"kingsburg\",\"component\":\"enemies\",\"items\":{}}");
  g_assert_true (g_file_set_contents (stale, "{\"half", -1, NULL));
  g_assert_true (g_file_set_contents (young, "{\"half", -1, NULL));
  g_assert_true (g_file_set_contents (other, "{}", -1, NULL));
  g_assert_cmpint (g_utime (stale, &old), ==, 0);
  g_assert_cmpint (g_utime (other, &old), ==, 0);
  g_assert_true (ts_component_overrides_load (o, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (young, G_FILE_TEST_EXISTS));
  /* Another file's temporary name is not this file's to remove. */
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_unlink (young);
  g_unlink (other);
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/component-overrides/round-trip", test_round_trip);
  g_test_add_func ("/component-overrides/two-writers", test_two_writers);
  g_test_add_func ("/component-overrides/broken-json", test_broken_json);
  g_test_add_func ("/component-overrides/wrong-version", test_wrong_version);
  g_test_add_func ("/component-overrides/unknown-id", test_unknown_id);
  g_test_add_func ("/component-overrides/out-of-range", test_out_of_range);
  g_test_add_func ("/component-overrides/unwritable", test_unwritable);
  g_test_add_func ("/component-overrides/stale-temporary", test_stale_temporary);
  return g_test_run ();
}

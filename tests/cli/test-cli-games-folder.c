/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 52 through the real `tableside-cli stats`: the games-folder setting (read through
 * GSettings' keyfile backend, as another process would set it) naming a folder that is not
 * there is an error that names the setting, as that folder on the command line is; "~/x" and
 * file:// name the folders they say; `stats --bgstats` writes a game and its conflict copy
 * as one play; a copy counts in place of its original that needs attention; a game that needs
 * attention is said, with its file, in the text, on stderr with --json, and counted there. */
#include <string.h>

#include <glib/gstdio.h>

#include "cli-util.h"
#include "ts-test-folder.h"

#define COPY_NAME "Race.sync-conflict-20261125-223015-ABCDEF7.json"

static char *config_dir;
static char *home_dir;

/* The finished Caylus 1303 game of tests/data; @damaged: its 20th entry reveals a character
 * already revealed, which the rules refuse (the record needs attention). */
static char *
fixture (gboolean damaged)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "caylus-complete.json",
                                                 NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *entries;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  if (damaged)
    json_object_set_string_member (json_array_get_object_element (entries, 19), "character",
                                   json_object_get_string_member (
                                       json_array_get_object_element (entries, 14),
                                       "character"));
  return json_to_string (json_parser_get_root (parser), FALSE);
}

static char *
make_folder (const char *name,
             gboolean    original_damaged,
             gboolean    with_copy)
{
  char *dir = g_build_filename (ts_cli_test_work_dir, name, NULL);
  g_autofree char *original = g_build_filename (dir, "Race.json", NULL);
  g_autofree char *copy = g_build_filename (dir, COPY_NAME, NULL);
  g_autofree char *good = fixture (FALSE);
  g_autofree char *damaged = fixture (TRUE);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (original, original_damaged ? damaged : good, -1, NULL));
  if (with_copy)
    g_assert_true (g_file_set_contents (copy, good, -1, NULL));
  return dir;
}

/* The setting as Preferences (or `gsettings set`) would leave it. */
static void
set_games_folder (const char *value)
{
  g_autofree char *dir = g_build_filename (config_dir, "glib-2.0", "settings", NULL);
  g_autofree char *path = g_build_filename (dir, "keyfile", NULL);
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autoptr(GVariant) variant = g_variant_ref_sink (g_variant_new_string (value));
  g_autofree char *text = g_variant_print (variant, FALSE);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_key_file_set_string (keyfile, "io/github/tableside/Tableside", "games-folder", text);
  g_assert_true (g_key_file_save_to_file (keyfile, path, NULL));
}

static JsonObject *
stats_json (TsCliTestRun *run)
{
  g_autoptr(JsonNode) root = ts_cli_test_parse_json (run->out);

  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  return json_object_ref (json_node_get_object (root));
}

static gint64
finished_caylus (JsonObject *stats)
{
  JsonObject *games = json_object_get_object_member (stats, "games");
  JsonNode *caylus = json_object_get_member (games, "caylus-1303");

  /* No finished or unfinished game of it counted: not listed. */
  return caylus != NULL ? json_object_get_int_member (json_node_get_object (caylus), "finished")
                        : 0;
}

static void
test_setting_missing (void)
{
  g_autofree char *missing = g_build_filename (ts_cli_test_work_dir, "not-there", NULL);
  g_auto(TsCliTestRun) run = { 0 };
  g_auto(TsCliTestRun) named = { 0 };

  set_games_folder (missing);
  ts_cli_test_run_cli (&run, "stats", NULL);
  g_test_message ("%s", run.err);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "games-folder"));
  g_assert_nonnull (strstr (run.err, missing));
  /* As the same folder on the command line. */
  ts_cli_test_run_cli (&named, "stats", missing, NULL);
  g_assert_cmpint (named.status, ==, 1);
}

static void
test_setting_home_and_uri (void)
{
  g_autofree char *games = g_build_filename (home_dir, "x", NULL);
  g_autofree char *made = make_folder ("home/x", FALSE, FALSE);
  g_autofree char *uri = g_filename_to_uri (games, NULL, NULL);
  const char *const values[] = { "~/x", uri };

  g_assert_cmpstr (made, ==, games);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_auto(TsCliTestRun) run = { 0 };
      g_autoptr(JsonObject) stats = NULL;

      set_games_folder (values[i]);
      ts_cli_test_run_cli (&run, "stats", "--json", NULL);
      g_test_message ("%s: %s", values[i], run.err);
      g_assert_cmpint (run.status, ==, 0);
      stats = stats_json (&run);
      g_assert_cmpint (finished_caylus (stats), ==, 1);
    }
  /* The folder gone: said, naming the setting. */
  ts_test_remove_tree (games);
  {
    g_auto(TsCliTestRun) run = { 0 };

    set_games_folder ("~/x");
    ts_cli_test_run_cli (&run, "stats", NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "games-folder setting names “~/x”"));
  }
  set_games_folder ("");
}

static void
test_bgstats_once (void)
{
  g_autofree char *dir = make_folder ("conflict", FALSE, TRUE);
  g_auto(TsCliTestRun) run = { 0 };
  g_autoptr(JsonNode) root = NULL;

  ts_cli_test_run_cli (&run, "stats", "--bgstats", "-", dir, NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = ts_cli_test_parse_json (run.out);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                        json_node_get_object (root), "plays")),
                    ==, 1);
  ts_test_remove_tree (dir);
}

static void
test_held_original (void)
{
  g_autofree char *dir = make_folder ("held-original", TRUE, TRUE);
  g_auto(TsCliTestRun) run = { 0 };
  g_auto(TsCliTestRun) text = { 0 };
  g_autoptr(JsonObject) stats = NULL;

  ts_cli_test_run_cli (&run, "stats", "--json", dir, NULL);
  g_assert_cmpint (run.status, ==, 0);
  stats = stats_json (&run);
  g_assert_cmpint (finished_caylus (stats), ==, 1);
  g_assert_cmpint (json_object_get_int_member (stats, "unscored"), ==, 0);
  ts_cli_test_run_cli (&text, "stats", dir, NULL);
  g_assert_nonnull (strstr (text.out, "1 game is counted from its conflict copy"));
  g_assert_nonnull (strstr (text.out, COPY_NAME));
  ts_test_remove_tree (dir);
}

static void
test_held_only (void)
{
  g_autofree char *dir = make_folder ("held-only", TRUE, FALSE);
  g_autofree char *path = g_build_filename (dir, "Race.json", NULL);
  g_auto(TsCliTestRun) run = { 0 };
  g_auto(TsCliTestRun) json = { 0 };
  g_autoptr(JsonObject) stats = NULL;

  ts_cli_test_run_cli (&run, "stats", dir, NULL);
  g_test_message ("%s", run.out);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "1 saved game needs attention (an entry does not replay) "
                                     "and is not counted."));
  g_assert_nonnull (strstr (run.out, path));
  ts_cli_test_run_cli (&json, "stats", "--json", dir, NULL);
  g_assert_cmpint (json.status, ==, 0);
  stats = stats_json (&json);
  g_assert_cmpint (json_object_get_int_member (stats, "unscored"), ==, 1);
  g_assert_nonnull (strstr (json.err, "1 saved game needs attention and is not counted"));
  ts_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ts_cli_test_init (&argc, &argv);
  /* The CLI reads the setting through a keyfile here, and "~" is this home. */
  config_dir = g_build_filename (ts_cli_test_work_dir, "config", NULL);
  home_dir = g_build_filename (ts_cli_test_work_dir, "home", NULL);
  g_assert_cmpint (g_mkdir_with_parents (home_dir, 0755), ==, 0);
  g_setenv ("GSETTINGS_BACKEND", "keyfile", TRUE);
  g_setenv ("XDG_CONFIG_HOME", config_dir, TRUE);
  g_setenv ("HOME", home_dir, TRUE);
  g_setenv ("XDG_DATA_HOME", ts_cli_test_work_dir, TRUE);

  g_test_add_func ("/cli/games-folder/setting-missing", test_setting_missing);
  g_test_add_func ("/cli/games-folder/setting-home-and-uri", test_setting_home_and_uri);
  g_test_add_func ("/cli/games-folder/bgstats-once", test_bgstats_once);
  g_test_add_func ("/cli/games-folder/held-original", test_held_original);
  g_test_add_func ("/cli/games-folder/held-only", test_held_only);
  status = g_test_run ();
  ts_test_remove_tree (ts_cli_test_work_dir);
  return status;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli sheet on a sheet with the modules of the 2019 box (issue 14), through the
 * real binary: the text names the shields, the crane's type and shield 10's doubling; --json
 * is the breakdown with the lines "end-shield-N" and "crane"; a refused module fact exits 1
 * naming the player; the help says what a sheet holds. */
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>
#include <string.h>

/* Runs the real CLI with up to two arguments after @command; exit status, output in *@out
 * and *@err. */
static int
run (char **out, char **err, const char *command, const char *arg1, const char *arg2)
{
  const char *argv[] = { g_getenv ("TABLESIDE_CLI"), command, arg1, arg2, NULL };
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err,
                               &status, &error));
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  if (error == NULL)
    return 0;
  return error->domain == G_SPAWN_EXIT_ERROR ? error->code : -1;
}

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "sheets", name, NULL);
}

static void
test_text (void)
{
  g_autofree char *path = fixture ("modules-examples.json");
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run (&out, &err, "sheet", path, NULL), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "Carla wins with 193 victory points.\n"));
  /* CB-SHD-13: shields 1 and 13, (12 + 4) x 2. */
  g_assert_nonnull (strstr (out, "\nAna: 192 VP\n"));
  g_assert_nonnull (strstr (out, "    +16  monastery 24: 4 VP per livestock species\n"
                                 "    +24  shield 1: 24 VP (doubled by shield 13)\n"
                                 "     +8  shield 13: 8 VP (doubled by shield 13)\n"));
  /* CB-EXT-03 and CB-SHD-10: the crane is a third watchtower; shield 10 scores the
   * monasteries' 28 VP again. */
  g_assert_nonnull (strstr (out, "    +12  monastery 17: 4 VP per watchtower\n"
                                 "    +16  monastery 22: 4 VP per bank\n"
                                 "         crane counted as: watchtower\n"
                                 "    +36  shield 10: 8 VP, and your monasteries' VP again\n"));
  /* CB-MON-29 and CB-SHD-06: Bruno's monastery 22 with Carla's one bank. */
  g_assert_nonnull (strstr (out, "     +4  monastery 22: 4 VP per bank\n"
                                 "    +12  monastery 29: 4 VP per white castle\n"
                                 "    +12  shield 6: 12 VP\n"));
}

static void
test_json (void)
{
  g_autofree char *path = fixture ("modules-examples.json");
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();

  g_assert_cmpint (run (&out, &err, "sheet", "--json", path), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  JsonObject *root = json_node_get_object (json_parser_get_root (parser));
  JsonArray *players = json_object_get_array_member (root, "players");
  JsonObject *bruno = json_array_get_object_element (players, 1);
  JsonArray *lines = json_object_get_array_member (bruno, "lines");
  gboolean crane = FALSE, shield10 = FALSE;

  g_assert_cmpint (json_object_get_int_member (root, "winner"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (bruno, "total"), ==, 184);
  for (guint k = 0; k < json_array_get_length (lines); k++)
    {
      JsonObject *line = json_array_get_object_element (lines, k);
      const char *cause = json_object_get_string_member (line, "cause");

      if (g_str_equal (cause, "crane"))
        crane = g_str_equal (json_object_get_string_member (line, "value"), "watchtower");
      if (g_str_equal (cause, "end-shield-10"))
        shield10 = json_object_get_int_member (line, "vp") == 36;
    }
  g_assert_true (crane);
  g_assert_true (shield10);
}

static void
test_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("tableside-cli-sheet-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "two-cranes.json", NULL);
  g_autofree char *out = NULL, *err = NULL;
  const char *text
      = "{\"format\":\"tableside-sheet\",\"version\":2,\"game\":\"castles-of-burgundy\","
        "\"players\":[{\"name\":\"Ana\",\"track\":1,\"goods\":0,\"silver\":0,\"workers\":0,"
        "\"empty-spaces\":9,\"bridge-space\":1,\"crane\":true},"
        "{\"name\":\"Bruno\",\"track\":1,\"goods\":0,\"silver\":0,\"workers\":0,"
        "\"empty-spaces\":9,\"bridge-space\":2,\"crane\":true}]}";

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_cmpint (run (&out, &err, "sheet", path, NULL), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "Ana and Bruno both have the crane; the box has one."));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_help (void)
{
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run (&out, &err, "sheet", "--help", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "shields held"));
  g_assert_nonnull (strstr (out, "29 with its white castles"));
  g_assert_nonnull (strstr (out, "--json"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/sheet-modules/text", test_text);
  g_test_add_func ("/cli/sheet-modules/json", test_json);
  g_test_add_func ("/cli/sheet-modules/refused", test_refused);
  g_test_add_func ("/cli/sheet-modules/help", test_help);
  return g_test_run ();
}

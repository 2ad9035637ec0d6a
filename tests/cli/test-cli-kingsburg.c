/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli on Kingsburg records (issue 11): the documented example and complete random
 * games, through the real binary. */
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-util.h"

#include "ts-kingsburg.h"

static void
test_documented (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ts-kb-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "kingsburg.json", NULL);
  g_autofree char *text = ts_cli_test_documented_example ("\"game\": \"kingsburg\"");
  g_autofree char *check = NULL, *moves = NULL, *score = NULL, *printed = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *ann;

  g_assert_true (g_file_set_contents (file, text, -1, NULL));
  g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
  g_assert_nonnull (strstr (check, "a valid record of Kingsburg, 16 entries, in progress"));
  g_assert_cmpint (ts_cli_test_run (&moves, "moves", file, NULL), ==, 0);
  g_assert_nonnull (strstr (moves, "Cindy builds or passes."));
  g_assert_nonnull (strstr (moves, "3 legal entries:"));
  g_assert_nonnull (strstr (moves, "Cindy builds the Guard Tower for 1 gold, 1 stone."));
  g_assert_cmpint (ts_cli_test_run (&score, "score", file, "--json"), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, score, -1, NULL));
  ann = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                    "players"),
      0);
  g_assert_cmpint (json_object_get_int_member (ann, "vp"), ==, 4);
  g_assert_nonnull (strstr (score, "\"resource\" : \"wood\""));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (ann, "totals"),
                                               "wood"),
                   ==, 1);
  /* Issue 26: every resource Kingsburg keeps is in the JSON totals, also at 0 (no one has
   * a soldier or a "+2" token yet), and none it does not keep. */
  {
    JsonObject *totals = json_object_get_object_member (ann, "totals");

    g_assert_true (json_object_has_member (totals, "soldiers"));
    g_assert_cmpint (json_object_get_int_member (totals, "soldiers"), ==, 0);
    g_assert_true (json_object_has_member (totals, "tokens"));
    g_assert_cmpint (json_object_get_int_member (totals, "tokens"), ==, 0);
    g_assert_cmpint (json_object_get_int_member (totals, "stone"), ==, 0);
    g_assert_false (json_object_has_member (totals, "silver"));
    g_assert_cmpuint (json_object_get_size (totals), ==, 6);
  }
  /* The text lists the goods Kingsburg keeps, not The Castles of Burgundy's silver. */
  g_assert_cmpint (ts_cli_test_run (&printed, "score", file, NULL), ==, 0);
  g_assert_nonnull (strstr (printed, "Ann: 4 VP, 0 gold, 1 wood, 0 stone\n"));
  g_assert_nonnull (strstr (printed, "-2 gold     building the Statue"));
  g_assert_null (strstr (printed, "silver"));
  g_remove (file);
  g_rmdir (dir);
}

/* Complete random games, written as records: the CLI finds them finished with a winner. */
static void
test_random_games (void)
{
  for (guint n = 2; n <= 5; n++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (n * 31);
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonArray) players = json_array_new ();
      g_autoptr (GError) error = NULL;
      g_autofree TsKingsburgState *s = NULL;
      g_autofree char *dir = g_dir_make_tmp ("ts-kb-XXXXXX", NULL);
      g_autofree char *file = g_build_filename (dir, "game.json", NULL);
      g_autofree char *check = NULL, *score = NULL, *text = NULL;
      g_autoptr (JsonNode) root = NULL;
      TsKingsburgEntry e;

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *name = g_strdup_printf ("P%u", i + 1);
          json_array_add_string_element (players, name);
        }
      s = ts_kingsburg_state_new_from_setup (players, &error);
      g_assert_no_error (error);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "format");
      json_builder_add_string_value (b, "tableside-record");
      json_builder_set_member_name (b, "version");
      json_builder_add_int_value (b, 1);
      json_builder_set_member_name (b, "game");
      json_builder_add_string_value (b, "kingsburg");
      json_builder_set_member_name (b, "players");
      json_builder_begin_array (b);
      for (guint i = 0; i < n; i++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, json_array_get_string_element (players, i));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "entries");
      json_builder_begin_array (b);
      while (ts_kingsburg_random_entry (s, rand, &e))
        {
          g_assert_true (ts_kingsburg_apply (s, &e, NULL));
          json_builder_add_value (b, ts_kingsburg_entry_to_json (&e));
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      text = json_to_string (root, TRUE);
      g_assert_true (g_file_set_contents (file, text, -1, NULL));
      g_assert_cmpint (ts_cli_test_run (&check, "check", file, NULL), ==, 0);
      g_assert_nonnull (strstr (check, "finished"));
      g_assert_cmpint (ts_cli_test_run (&score, "score", file, NULL), ==, 0);
      /* The winner in words, without our clause IDs: they are not the players' language. */
      g_assert_nonnull (strstr (score, " wins"));
      g_assert_null (strstr (score, "(KB-"));
      g_remove (file);
      g_rmdir (dir);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/kingsburg/documented-example", test_documented);
  g_test_add_func ("/cli/kingsburg/random-games", test_random_games);
  return g_test_run ();
}

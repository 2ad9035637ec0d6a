/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The frozen corpus (issue 40, docs/testing.md "The corpus"): every record in
 * tests/data/corpus/ opens, as tableside-cli reads it and as the app does, with the result
 * frozen beside it when it joined (NAME.expected.json: finished, winners, entries, every
 * player's totals and totals by cause). A change of an engine that changes one of them fails
 * here, unless it is a change of reading that old records get the earlier reading of
 * (docs/file-format.md, "Readings"). The records come from every record version and every
 * build that shipped one (tests/data/corpus/README.md). */
#include <string.h>

#include "ts-match.h"

static const char *corpus_dir;

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* What tests/corpus/freeze.py keeps of `tableside-cli score --json`, from @match. */
static JsonNode *
result_of (TsMatch *match)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GPtrArray) ledger = ts_match_dup_ledger (match);
  guint n_players = g_list_model_get_n_items (ts_match_get_players (match));
  gboolean finished = ts_match_get_finished (match);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "entries");
  json_builder_add_int_value (b, ts_match_get_n_entries (match));
  json_builder_set_member_name (b, "finished");
  json_builder_add_boolean_value (b, finished);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  if (finished)
    {
      g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
      JsonNode *winners = breakdown != NULL && JSON_NODE_HOLDS_OBJECT (breakdown)
                              ? json_object_get_member (json_node_get_object (breakdown),
                                                        "winners")
                              : NULL;
      guint bits = 0;

      if (winners != NULL && JSON_NODE_HOLDS_ARRAY (winners))
        for (guint i = 0; i < json_array_get_length (json_node_get_array (winners)); i++)
          bits |= 1u << json_array_get_int_element (json_node_get_array (winners), i);
      else if (ts_match_get_winner (match) >= 0)
        bits = 1u << ts_match_get_winner (match);
      for (guint i = 0; i < n_players; i++)
        if (bits & (1u << i))
          json_builder_add_int_value (b, i);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < n_players; p++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), p);
      g_autoptr(JsonObject) causes = json_object_new ();

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, ts_match_player_get_name (player));
      json_builder_set_member_name (b, "totals");
      json_builder_begin_object (b);
      for (guint r = 0; r < TS_LEDGER_N_ALL; r++)
        {
          int total = ts_ledger_sum (ledger, p, r);

          if (total == 0)
            continue;
          json_builder_set_member_name (b, ts_ledger_resource_to_string (r));
          json_builder_add_int_value (b, total);
        }
      json_builder_end_object (b);
      for (guint k = 0; k < ledger->len; k++)
        {
          const TsLedgerLine *line = g_ptr_array_index (ledger, k);
          g_autofree char *key = NULL;

          if (line->player != p)
            continue;
          key = g_strconcat (ts_ledger_resource_to_string (line->resource), "/", line->cause_id,
                             NULL);
          json_object_set_int_member (causes, key,
                                      json_object_get_int_member_with_default (causes, key, 0)
                                          + line->delta);
        }
      json_builder_set_member_name (b, "causes");
      json_builder_begin_object (b);
      {
        g_autoptr(GList) keys = json_object_get_members (causes);

        for (GList *l = keys; l != NULL; l = l->next)
          if (json_object_get_int_member (causes, l->data) != 0)
            {
              json_builder_set_member_name (b, l->data);
              json_builder_add_int_value (b, json_object_get_int_member (causes, l->data));
            }
      }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
assert_same (const char *file,
             const char *how,
             JsonNode   *expected,
             JsonNode   *got)
{
  if (!json_node_equal (expected, got))
    {
      g_autofree char *want = json_to_string (expected, TRUE);
      g_autofree char *have = json_to_string (got, TRUE);

      g_error ("%s (%s): the result changed.\nFrozen:\n%s\nNow:\n%s", file, how, want, have);
    }
}

static void
test_record (gconstpointer data)
{
  const char *file = data;
  g_autofree char *path = g_build_filename (corpus_dir, file, NULL);
  g_autofree char *base = g_strndup (path, strlen (path) - strlen (".json"));
  g_autofree char *expected_path = g_strconcat (base, ".expected.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GFile) gfile = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) written = NULL;
  g_autoptr(TsMatch) opened = NULL;
  g_autoptr(JsonNode) got = NULL;
  g_autoptr(JsonNode) got_app = NULL;
  JsonObject *expected;
  g_autoptr(JsonNode) notice = NULL;

  json_parser_load_from_file (parser, expected_path, &error);
  g_assert_no_error (error);
  expected = json_node_get_object (json_parser_get_root (parser));
  /* Not a result: what the page must say (below). */
  if (json_object_has_member (expected, "earlier-reading"))
    {
      notice = json_node_copy (json_object_get_member (expected, "earlier-reading"));
      json_object_remove_member (expected, "earlier-reading");
    }

  /* As tableside-cli reads it (the file's own entries), then as the app opens it (a record
   * of version 1 gains its automatic entries: the same game, more entries). */
  written = ts_match_load_as_written (gfile, NULL, &error);
  g_assert_no_error (error);
  got = result_of (written);
  assert_same (file, "as written", json_parser_get_root (parser), got);

  opened = ts_match_load (gfile, NULL, &error);
  g_assert_no_error (error);
  got_app = result_of (opened);
  json_object_set_int_member (json_node_get_object (got_app), "entries",
                              json_object_get_int_member (expected, "entries"));
  assert_same (file, "as the app opens it", json_parser_get_root (parser), got_app);

  /* Where the frozen file says so, the game page says under which earlier reading. */
  if (notice != NULL)
    {
      g_autofree char *said = ts_match_dup_readings_notice (opened);

      g_assert_nonnull (said);
      g_assert_nonnull (strstr (said, json_node_get_string (notice)));
    }
}

/* The records of a folder of the corpus (burgundy-old/: what old engines wrote), as
 * "FOLDER/NAME". */
static void
add_folder (GPtrArray  *files,
            const char *folder)
{
  g_autofree char *path = g_build_filename (corpus_dir, folder, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (path, 0, &error);
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ".expected.json"))
      g_ptr_array_add (files, g_build_filename (folder, name, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const char *name;

  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  corpus_dir = argv[1];
  dir = g_dir_open (corpus_dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (corpus_dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        add_folder (files, name);
      else if (g_str_has_suffix (name, ".json") && !g_str_has_suffix (name, ".expected.json"))
        g_ptr_array_add (files, g_strdup (name));
    }
  g_ptr_array_sort (files, compare_names);
  g_assert_cmpuint (files->len, >, 0);
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *test = g_strconcat ("/corpus/", (char *) files->pdata[i], NULL);

      g_test_add_data_func (test, files->pdata[i], test_record);
    }
  return g_test_run ();
}

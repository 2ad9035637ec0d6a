/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-match-test-util.h"

GStrv
ts_match_test_entry_texts (TsMatch *match)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < ts_match_get_n_entries (match); i++)
    g_strv_builder_add (builder, ts_entry_get_json_text (ts_match_get_entry (match, i)));
  return g_strv_builder_end (builder);
}

int
ts_match_test_score (TsMatch *match, guint player)
{
  g_autoptr (TsMatchPlayer) p = g_list_model_get_item (ts_match_get_players (match), player);

  return ts_match_player_get_score (p);
}

TsMatch *
ts_match_test_save_and_load (TsMatch *match, const char *name)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (TsMatch) loaded = NULL;
  g_auto (GStrv) texts = ts_match_test_entry_texts (match);
  g_auto (GStrv) loaded_texts = NULL;

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  ts_match_set_file (match, file);
  g_assert_true (ts_match_save (match, NULL, &error));
  g_assert_no_error (error);
  loaded = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ts_match_get_game_id (loaded), ==, ts_match_get_game_id (match));
  g_assert_true (ts_match_get_module (match)->state_equal (ts_match_get_state (match),
                                                           ts_match_get_state (loaded)));
  loaded_texts = ts_match_test_entry_texts (loaded);
  g_assert_true (g_strv_equal ((const char *const *)texts, (const char *const *)loaded_texts));
  g_assert_cmpstr (ts_match_get_pending (loaded), ==, ts_match_get_pending (match));
  g_assert_cmpint (ts_match_get_winner (loaded), ==, ts_match_get_winner (match));
  for (guint i = 0; i < g_list_model_get_n_items (ts_match_get_players (match)); i++)
    g_assert_cmpint (ts_match_test_score (loaded, i), ==, ts_match_test_score (match, i));
  return g_steal_pointer (&loaded);
}

void
ts_match_test_apply_json (TsMatch *match, const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (TsEntry) entry = NULL;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  entry = ts_match_parse_entry (match, json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  if (!ts_match_apply (match, entry, &error))
    g_error ("%s refused: %s", json, error->message);
}

TsMatch *
ts_match_test_new (const char *game_id, const char *options_json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (GError) error = NULL;
  const TsGameModule *module = ts_games_lookup (game_id);
  TsMatch *match;

  g_assert_nonnull (module);
  g_assert_true (json_parser_load_from_data (parser, options_json, -1, NULL));
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", i == 0 ? "Ana" : "Bruno");
      json_object_set_string_member (player, "color", i == 0 ? "red" : "blue");
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (module, "Short game", players,
                        json_node_get_object (json_parser_get_root (parser)), NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  return match;
}

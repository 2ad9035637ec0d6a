/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-race-test-util.h"

JsonArray *
make_players (guint n)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  static const char *const colors[] = { "red", "blue", "green", "yellow" };
  JsonArray *players = json_array_new ();

  for (guint i = 0; i < n; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_object_set_string_member (player, "color", colors[i]);
      json_array_add_object_element (players, player);
    }
  return players;
}

TsMatch *
new_race_full (guint    n_players,
               int      target,
               gboolean halfway)
{
  g_autoptr(JsonArray) players = make_players (n_players);
  g_autoptr(JsonObject) setup = json_object_new ();
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  json_object_set_int_member (setup, "target", target);
  if (halfway)
    json_object_set_boolean_member (setup, "halfway", TRUE);
  match = ts_match_new (&ts_counter_game, "Test race", players, NULL, setup, &error);
  g_assert_no_error (error);
  return match;
}

gboolean
apply (TsMatch *match,
       gint64   player,
       gint64   amount,
       GError **error)
{
  g_autoptr(TsEntry) entry = ts_counter_game_entry_new (player, amount);

  return ts_match_apply (match, entry, error);
}

TsMatchPlayer *
player_at (TsMatch *match,
           guint    i)
{
  TsMatchPlayer *player = g_list_model_get_item (ts_match_get_players (match), i);

  g_object_unref (player); /* the model keeps it */
  return player;
}

void
assert_equals_fresh_replay (TsMatch *match)
{
  g_autoptr(GBytes) bytes = ts_record_to_bytes (ts_match_get_record (match));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = ts_record_load_from_data (g_bytes_get_data (bytes, NULL),
                                                         g_bytes_get_size (bytes),
                                                         "replay.json", &error);
  g_autoptr(TsMatch) fresh = NULL;
  GListModel *entries = ts_match_get_entries (match);
  guint n = ts_match_get_n_entries (match);

  g_assert_no_error (error);
  fresh = ts_match_new_for_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (ts_counter_game.state_equal (ts_match_get_state (match),
                                              ts_match_get_state (fresh)));
  g_assert_cmpuint (ts_match_get_n_entries (fresh), ==, n);
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsEntry) item = g_list_model_get_item (entries, i);

      g_assert_true (item == ts_match_get_entry (match, i));
      g_assert_cmpstr (ts_entry_get_description (item), ==,
                       ts_entry_get_description (ts_match_get_entry (fresh, i)));
    }
  g_assert_cmpstr (ts_match_get_pending (match), ==, ts_match_get_pending (fresh));
  g_assert_cmpint (ts_match_get_finished (match), ==, ts_match_get_finished (fresh));
  g_assert_cmpint (ts_match_get_winner (match), ==, ts_match_get_winner (fresh));
  for (guint i = 0; i < g_list_model_get_n_items (ts_match_get_players (match)); i++)
    {
      TsMatchPlayer *a = player_at (match, i);
      TsMatchPlayer *b = player_at (fresh, i);

      g_assert_cmpint (ts_match_player_get_score (a), ==, ts_match_player_get_score (b));
      g_assert_cmpint (ts_match_player_get_silver (a), ==, ts_match_player_get_silver (b));
      g_assert_cmpint (ts_match_player_get_workers (a), ==, ts_match_player_get_workers (b));
      g_assert_cmpint (ts_match_player_get_winner (a), ==, ts_match_player_get_winner (b));
    }
}

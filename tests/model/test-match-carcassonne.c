/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsMatch over Carcassonne: entries applied and described, a correction's preview in the
 * game's words, undo and redo, a save loaded back equal; random complete games with all of
 * Traders & Builders (bench/record/ts-random-record.c) whose final breakdown, ledger and
 * scores agree, undone to the start and redone, saved and loaded back. */
#include <string.h>

#include "ts-engine-error.h"
#include "ts-match.h"
#include "ts-match-test-util.h"
#include "ts-random-record.h"

/* A few turns entered one by one: the words, the score, a correction's preview, undo and
 * redo, and the save. */
static void
test_short_game (void)
{
  static const char *const turns[] = {
    "{\"type\":\"draw\",\"tile\":\"BASE-W\"}",
    "{\"type\":\"place\",\"player\":0,\"x\":-1,\"y\":0,\"rotation\":0}",
    "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"road0\"}",
    "{\"type\":\"draw\",\"tile\":\"L\"}",
    "{\"type\":\"place\",\"player\":1,\"x\":1,\"y\":0,\"rotation\":0}",
    "{\"type\":\"pass\",\"player\":1}",
  };
  g_autoptr (TsMatch) match = ts_match_test_new ("carcassonne", "{\"builder\":true}");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) effects = NULL;
  g_autoptr (TsEntry) no_thief = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_auto (GStrv) texts = NULL;
  g_autoptr (GPtrArray) ledger = NULL;
  const TsMatchEffect *effect;

  g_assert_cmpstr (ts_match_get_pending (match), ==, "Draw a tile for Ana (71 left).");
  g_assert_cmpuint (g_list_model_get_n_items (ts_match_get_legal_entries (match)), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      ts_match_test_apply_json (match, turns[i]);
      if (i == 1)
        {
          /* The follower on each of W's 3 roads and 3 fields, the builder on none (no
           * follower of Ana's there yet), or no figure. */
          g_assert_cmpstr (ts_match_get_pending (match), ==,
                           "Ana may place a figure on the tile just placed.");
          g_assert_cmpuint (g_list_model_get_n_items (ts_match_get_legal_entries (match)), ==, 7);
        }
    }
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, 2)), ==,
                   "Ana puts a thief on the road to the east.");
  /* The code L was read as its id. */
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, 3)), ==,
                   "{\"type\":\"draw\",\"tile\":\"BASE-L\"}");
  g_assert_cmpstr (ts_match_get_pending (match), ==, "Draw a tile for Ana (69 left).");
  g_assert_cmpint (ts_match_test_score (match, 0), ==, 3);
  g_assert_cmpint (ts_match_test_score (match, 1), ==, 0);
  ledger = ts_match_dup_ledger (match);
  g_assert_cmpint (ts_ledger_sum (ledger, 0, TS_LEDGER_VP), ==, 3);
  g_assert_false (ts_match_get_finished (match));
  g_assert_null (ts_match_dup_final_breakdown (match));

  /* Had Ana put no thief on the road, Bruno's pass would score it for nobody. */
  g_assert_true (json_parser_load_from_data (parser, "{\"type\":\"pass\",\"player\":0}", -1, NULL));
  no_thief = ts_match_parse_entry (match, json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  effects = ts_match_preview_edit (match, 2, no_thief, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (effects->len, ==, 1);
  effect = g_ptr_array_index (effects, 0);
  g_assert_cmpuint (effect->index, ==, 5);
  g_assert_cmpint (effect->kind, ==, TS_MATCH_EFFECT_CHANGED);
  g_assert_cmpstr (effect->before, ==,
                   "Road of 3 tiles completed: Ana +3. Back to supply: Ana's thief.");
  g_assert_cmpstr (effect->after, ==, "Road of 3 tiles completed: nobody scores.");

  /* Undo to the start and redo to the end. */
  texts = ts_match_test_entry_texts (match);
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    g_assert_true (ts_match_undo (match));
  g_assert_false (ts_match_get_can_undo (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 0);
  g_assert_cmpint (ts_match_test_score (match, 0), ==, 0);
  g_assert_cmpstr (ts_match_get_pending (match), ==, "Draw a tile for Ana (71 left).");
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    g_assert_true (ts_match_redo (match));
  g_assert_false (ts_match_get_can_redo (match));
  {
    g_auto (GStrv) again = ts_match_test_entry_texts (match);
    g_assert_true (g_strv_equal ((const char *const *)texts, (const char *const *)again));
  }
  g_assert_cmpint (ts_match_test_score (match, 0), ==, 3);
  g_object_unref (ts_match_test_save_and_load (match, "short.json"));
}

/* Random complete games: the final breakdown's totals and lines, the ledger and the scores
 * agree; the whole game undone and redone; saved and loaded back equal. */
static void
test_random_games (void)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");
  guint n = env != NULL ? 1 : 6;
  g_autoptr (JsonObject) options = json_object_new ();

  json_object_set_boolean_member (options, "tiles", TRUE);
  json_object_set_boolean_member (options, "goods", TRUE);
  json_object_set_boolean_member (options, "builder", TRUE);
  json_object_set_boolean_member (options, "pig", TRUE);
  for (guint seed = 1; seed <= n; seed++)
    {
      guint n_players = 2 + seed % 4;
      g_autoptr (GError) error = NULL;
      g_autoptr (TsMatch) match = ts_random_record_carcassonne (n_players, options, seed, &error);
      g_autoptr (JsonNode) breakdown = NULL;
      g_autoptr (GPtrArray) ledger = NULL;
      g_auto (GStrv) complete = NULL;
      g_autofree char *file_name = g_strdup_printf ("random-%u.json", seed);
      JsonArray *players;
      guint n_entries;
      int best = 0;

      g_assert_no_error (error);
      g_assert_true (ts_match_get_finished (match));
      breakdown = ts_match_dup_final_breakdown (match);
      g_assert_nonnull (breakdown);
      ledger = ts_match_dup_ledger (match);
      players = json_object_get_array_member (json_node_get_object (breakdown), "players");
      g_assert_cmpuint (json_array_get_length (players), ==, n_players);
      for (guint i = 0; i < n_players; i++)
        {
          JsonObject *p = json_array_get_object_element (players, i);
          JsonArray *lines = json_object_get_array_member (p, "lines");
          int sum = 0;

          for (guint k = 0; k < json_array_get_length (lines); k++)
            {
              JsonObject *line = json_array_get_object_element (lines, k);

              if (!json_object_get_null_member (line, "vp"))
                sum += json_object_get_int_member (line, "vp");
            }
          g_assert_cmpint (json_object_get_int_member (p, "total"), ==,
                           ts_match_test_score (match, i));
          g_assert_cmpint (sum, ==, ts_match_test_score (match, i));
          g_assert_cmpint (ts_ledger_sum (ledger, i, TS_LEDGER_VP), ==,
                           ts_match_test_score (match, i));
          best = MAX (best, ts_match_test_score (match, i));
        }
      g_assert_true (ts_match_get_winner (match) == -1
                     || ts_match_test_score (match, ts_match_get_winner (match)) == best);

      complete = ts_match_test_entry_texts (match);
      n_entries = ts_match_get_n_entries (match);
      for (guint i = 0; i < n_entries; i++)
        g_assert_true (ts_match_undo (match));
      g_assert_false (ts_match_get_can_undo (match));
      g_assert_false (ts_match_get_finished (match));
      for (guint i = 0; i < n_entries; i++)
        g_assert_true (ts_match_redo (match));
      g_assert_true (ts_match_get_finished (match));
      {
        g_auto (GStrv) again = ts_match_test_entry_texts (match);
        g_assert_true (g_strv_equal ((const char *const *)complete, (const char *const *)again));
      }
      g_object_unref (ts_match_test_save_and_load (match, file_name));
      g_test_message ("seed %u: %u players, %u entries", seed, n_players, n_entries);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/model/match/carcassonne/short-game", test_short_game);
  g_test_add_func ("/model/match/carcassonne/random-games", test_random_games);
  return g_test_run ();
}

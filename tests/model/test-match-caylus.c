/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsMatch over Caylus 1303: the setup and a few decisions applied and described, undo and
 * redo, a save loaded back equal; a record with "components" corrections replays with the
 * corrected values, after loading too; random complete games (bench/record/
 * ts-random-record.c) whose final breakdown, ledger and scores agree, undone to the start
 * and redone, saved and loaded back. */
#include <string.h>

#include "ts-caylus.h"
#include "ts-engine-error.h"
#include "ts-match.h"
#include "ts-match-test-util.h"
#include "ts-random-record.h"

/* The setup of a 2-player game (CY-SET-01..04, 10..12): 13 tiles, the first player, 5
 * characters revealed, Bruno then Ana drafting. */
static const char *const setup[] = {
  "{\"type\":\"deal\",\"tile\":\"s-market\"}",
  "{\"type\":\"deal\",\"tile\":\"s-farm\"}",
  "{\"type\":\"deal\",\"tile\":\"s-sawmill\"}",
  "{\"type\":\"deal\",\"tile\":\"s-quarry\"}",
  "{\"type\":\"deal\",\"tile\":\"s-carpenter\"}",
  "{\"type\":\"deal\",\"tile\":\"s-farm\"}",
  "{\"type\":\"deal\",\"tile\":\"s-market\"}",
  "{\"type\":\"deal\",\"tile\":\"s-guild-any\"}",
  "{\"type\":\"deal\",\"tile\":\"s-guild-stone\"}",
  "{\"type\":\"deal\",\"tile\":\"w-tailor\"}",
  "{\"type\":\"deal\",\"tile\":\"w-farm\"}",
  "{\"type\":\"deal\",\"tile\":\"st-church\"}",
  "{\"type\":\"deal\",\"tile\":\"st-gold-mine\"}",
  "{\"type\":\"first-player\",\"player\":0}",
  "{\"type\":\"reveal\",\"character\":\"thief\"}",
  "{\"type\":\"reveal\",\"character\":\"bailiff\"}",
  "{\"type\":\"reveal\",\"character\":\"architect\"}",
  "{\"type\":\"reveal\",\"character\":\"helper\"}",
  "{\"type\":\"reveal\",\"character\":\"goldsmith\"}",
  "{\"type\":\"draft\",\"player\":1,\"character\":\"bailiff\"}",
  "{\"type\":\"draft\",\"player\":0,\"character\":\"thief\"}",
};

/* The setup and a few placements entered one by one: the words, undo and redo, the save. */
static void
test_short_game (void)
{
  static const char *const turns[] = {
    "{\"type\":\"place\",\"player\":0,\"at\":\"road-1\"}",
    "{\"type\":\"place\",\"player\":1,\"at\":\"worksite\"}",
    "{\"type\":\"pass\",\"player\":0}",
  };
  g_autoptr (TsMatch) match = ts_match_test_new ("caylus-1303", "{}");
  g_autoptr (TsMatch) loaded = NULL;
  g_auto (GStrv) texts = NULL;
  g_autoptr (GPtrArray) ledger = NULL;
  guint n = G_N_ELEMENTS (setup) + G_N_ELEMENTS (turns);

  g_assert_cmpstr (ts_match_get_pending (match), ==,
                   "Deal the starting building for the Worksite (9 left).");
  g_assert_cmpuint (g_list_model_get_n_items (ts_match_get_legal_entries (match)), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (setup); i++)
    {
      ts_match_test_apply_json (match, setup[i]);
      if (i == 0)
        g_assert_cmpstr (ts_match_get_pending (match), ==,
                         "Deal the starting building for road space 1 (8 left).");
      if (i == 13)
        g_assert_cmpstr (ts_match_get_pending (match), ==, "Reveal character 1 of 5.");
      if (i == 18)
        {
          g_assert_cmpstr (ts_match_get_pending (match), ==, "Bruno picks a character (5 left).");
          /* Any of the 5 revealed. */
          g_assert_cmpuint (g_list_model_get_n_items (ts_match_get_legal_entries (match)), ==, 5);
        }
    }
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, 1)), ==,
                   "Road space 1: the Farm (starting) is dealt.");
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, 13)), ==,
                   "Ana is the first player.");
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, 20)), ==,
                   "Ana takes the Thief.");
  /* CY-SET-09: 2 players, 10 workers in the supply and 5 in the Camp. */
  g_assert_cmpstr (ts_match_get_pending (match), ==,
                   "Ana places a worker or passes (10 in supply).");
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    ts_match_test_apply_json (match, turns[i]);
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, 22)), ==,
                   "Bruno puts a worker in the Worksite, space 1.");
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, 23)), ==,
                   "Ana passes and takes the first-player token.");
  /* CY-SET-13: 2 wood, 1 stone, 1 food each, in the ledger. */
  ledger = ts_match_dup_ledger (match);
  g_assert_cmpint (ts_ledger_sum (ledger, 0, TS_LEDGER_WOOD), ==, 2);
  g_assert_cmpint (ts_ledger_sum (ledger, 1, TS_LEDGER_STONE), ==, 1);
  g_assert_cmpint (ts_ledger_sum (ledger, 1, TS_LEDGER_FOOD), ==, 1);
  g_assert_false (ts_match_get_finished (match));
  g_assert_null (ts_match_dup_final_breakdown (match));

  /* Undo to the start and redo to the end. */
  texts = ts_match_test_entry_texts (match);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_true (ts_match_undo (match));
  g_assert_false (ts_match_get_can_undo (match));
  g_assert_cmpstr (ts_match_get_pending (match), ==,
                   "Deal the starting building for the Worksite (9 left).");
  for (guint i = 0; i < n; i++)
    g_assert_true (ts_match_redo (match));
  g_assert_false (ts_match_get_can_redo (match));
  {
    g_auto (GStrv) again = ts_match_test_entry_texts (match);
    g_assert_true (g_strv_equal ((const char *const *)texts, (const char *const *)again));
  }
  loaded = ts_match_test_save_and_load (match, "short.json");
}

static guint
tile_index (const TsCaylusState *s, const char *id)
{
  int t = ts_caylus_data_find_tile (s->data, id);

  g_assert_cmpint (t, >=, 0);
  return t;
}

/* A record whose "components" correct the shipped values replays with them, and so does
 * the file it is saved to: the corrections travel with the record. */
static void
test_corrections (void)
{
  g_autoptr (TsMatch) match = ts_match_test_new (
      "caylus-1303", "{\"components\":{\"w-farm\":{\"cost\":{\"wood\":1,\"cloth\":1},\"pp\":3},"
                     "\"road\":{\"spaces\":21,\"wood\":9,\"stone\":13}}}");
  g_autoptr (TsMatch) plain = ts_match_test_new ("caylus-1303", "{}");
  g_autoptr (TsMatch) loaded = NULL;
  const TsCaylusState *s, *l, *p;
  guint farm;

  for (guint i = 0; i < G_N_ELEMENTS (setup); i++)
    {
      ts_match_test_apply_json (match, setup[i]);
      ts_match_test_apply_json (plain, setup[i]);
    }
  s = ts_match_get_state (match);
  p = ts_match_get_state (plain);
  farm = tile_index (s, "w-farm");
  g_assert_cmpuint (s->data->tiles[farm].pp, ==, 3);
  g_assert_cmpuint (s->data->tiles[farm].cost[TS_CAYLUS_CLOTH], ==, 1);
  g_assert_cmpuint (s->data->tiles[farm].cost[TS_CAYLUS_FOOD], ==, 0);
  g_assert_cmpuint (s->data->road_spaces, ==, 21);
  g_assert_cmpuint (s->n_spots, ==, TS_CAYLUS_N_PRINTED + 21);
  /* The shipped values are untouched for the record without corrections. */
  g_assert_cmpuint (p->data->tiles[farm].pp, ==, 2);
  g_assert_cmpuint (p->data->road_spaces, ==, 23);
  /* The stone tile on the corrected space 13, with the Provost before the wood one. */
  g_assert_cmpuint (s->spots[TS_CAYLUS_N_PRINTED - 1 + 13].tile, ==,
                    tile_index (s, "st-gold-mine"));
  g_assert_cmpuint (p->spots[TS_CAYLUS_N_PRINTED - 1 + 14].tile, ==,
                    tile_index (p, "st-gold-mine"));

  loaded = ts_match_test_save_and_load (match, "corrected.json");
  l = ts_match_get_state (loaded);
  g_assert_true (l->data == s->data);
  g_assert_cmpuint (l->data->tiles[farm].pp, ==, 3);
  g_assert_cmpuint (l->data->road_spaces, ==, 21);
}

/* Random complete games: the final breakdown's totals and lines, the ledger and the scores
 * agree; the whole game undone and redone; saved and loaded back equal. */
static void
test_random_games (void)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");
  guint n = env != NULL ? 1 : 4;

  for (guint seed = 1; seed <= n; seed++)
    {
      guint n_players = 2 + seed % 4;
      g_autoptr (GError) error = NULL;
      g_autoptr (TsMatch) match = ts_random_record_caylus (n_players, NULL, seed, &error);
      g_autoptr (TsMatch) loaded = NULL;
      g_autoptr (JsonNode) breakdown = NULL;
      g_autoptr (GPtrArray) ledger = NULL;
      g_auto (GStrv) complete = NULL;
      g_autofree char *file_name = g_strdup_printf ("random-%u.json", seed);
      JsonArray *players;
      guint n_entries;
      int best = G_MININT;

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
            sum += json_object_get_int_member (json_array_get_object_element (lines, k), "vp");
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
      loaded = ts_match_test_save_and_load (match, file_name);
      g_test_message ("seed %u: %u players, %u entries", seed, n_players, n_entries);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/model/match/caylus/short-game", test_short_game);
  g_test_add_func ("/model/match/caylus/corrections", test_corrections);
  g_test_add_func ("/model/match/caylus/random-games", test_random_games);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsMatch over the test game "counter race": applying, refusing, undo and redo, editing an
 * earlier entry (and what happens to the entries after it), the models views bind to; the
 * property test is test-match-property.c's. */
#include <glib/gstdio.h>

#include "ts-engine-error.h"
#include "ts-race-test-util.h"

static TsMatch *
new_race (guint n_players,
          int   target)
{
  return new_race_full (n_players, target, FALSE);
}

static void
apply_ok (TsMatch *match,
          gint64   player,
          gint64   amount)
{
  g_autoptr(GError) error = NULL;

  apply (match, player, amount, &error);
  g_assert_no_error (error);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
changed_cb (TsMatch *match,
            guint   *count)
{
  (*count)++;
}

static void
test_apply_and_refuse (void)
{
  g_autoptr(TsMatch) match = new_race (2, 10);
  g_autoptr(GError) error = NULL;
  gpointer before;
  guint n_changed = 0;
  guint n_score = 0;
  guint n_pending = 0;
  TsMatchPlayer *ana = player_at (match, 0);

  g_assert_cmpstr (ts_match_get_game_id (match), ==, "counter-race");
  g_assert_cmpstr (ts_match_get_name (match), ==, "Test race");
  {
    g_autofree char *title = ts_match_dup_title (match);
    g_autofree char *unnamed = NULL;
    g_autofree char *from_file = NULL;
    g_autoptr(GFile) file = g_file_new_for_path ("/nowhere/friday.json");

    g_assert_cmpstr (title, ==, "Test race");
    /* A game with no name still has a title (issue 25): its file's, else the game's. */
    ts_match_set_name (match, "");
    unnamed = ts_match_dup_title (match);
    g_assert_cmpstr (unnamed, ==, ts_counter_game.name);
    ts_match_set_autosave (match, FALSE);
    ts_match_set_file (match, file);
    from_file = ts_match_dup_title (match);
    g_assert_cmpstr (from_file, ==, "friday.json");
    ts_match_set_file (match, NULL);
    ts_match_set_name (match, "Test race");
  }
  g_assert_cmpstr (ts_match_player_get_name (ana), ==, "Ana");
  g_assert_cmpstr (ts_match_player_get_color (ana), ==, "red");
  g_assert_cmpint (ts_match_player_get_workers (ana), ==, 2);
  g_assert_cmpstr (ts_match_get_pending (match), ==, "Ana to move (at 0 of 10).");
  g_assert_false (ts_match_get_can_undo (match));

  g_signal_connect (match, "changed", G_CALLBACK (changed_cb), &n_changed);
  g_signal_connect (ana, "notify::score", G_CALLBACK (count_cb), &n_score);
  g_signal_connect (match, "notify::pending", G_CALLBACK (count_cb), &n_pending);

  apply_ok (match, 0, 3);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpuint (n_score, ==, 1);
  g_assert_cmpuint (n_pending, ==, 1);
  g_assert_cmpint (ts_match_player_get_score (ana), ==, 3);
  g_assert_cmpint (ts_match_player_get_workers (ana), ==, 1);
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, 0)), ==, "Ana adds 3.");
  g_assert_true (ts_match_get_can_undo (match));

  /* A refusal names the rule and changes nothing, not even a notification. */
  before = ts_counter_game.state_copy (ts_match_get_state (match));
  g_assert_false (apply (match, 0, 1, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "It is Bruno's turn, not Ana's.");
  g_clear_error (&error);
  g_assert_false (apply (match, 1, 4, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (ts_counter_game.state_equal (before, ts_match_get_state (match)));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 1);
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_cmpuint (n_pending, ==, 1);
  ts_counter_game.state_free (before);

  /* Play to the end: finished, with a winner. */
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 3);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 2);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 2);
  g_assert_true (ts_match_get_finished (match));
  g_assert_cmpint (ts_match_get_winner (match), ==, 0);
  g_assert_true (ts_match_player_get_winner (ana));
  g_assert_false (ts_match_player_get_winner (player_at (match, 1)));
  g_assert_cmpint (ts_match_player_get_score (player_at (match, 1)), ==, 6); /* 3 + 3 silver */
  g_clear_error (&error);
  g_assert_false (apply (match, 1, 1, &error));
  g_assert_cmpstr (error->message, ==, "The race is over.");
  {
    g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
    g_autoptr(GPtrArray) ledger = ts_match_dup_ledger (match);

    g_assert_nonnull (breakdown);
    g_assert_cmpint (json_object_get_int_member (json_node_get_object (breakdown), "winner"),
                     ==, 0);
    g_assert_cmpint (ts_ledger_sum (ledger, 0, TS_LEDGER_VP), ==, 10);
  }
  assert_equals_fresh_replay (match);
}

static void
test_undo_redo (void)
{
  g_autoptr(TsMatch) match = new_race (3, 100);
  g_auto(GStrv) full = NULL;
  guint n_can_undo = 0;
  guint n_can_redo = 0;

  g_signal_connect (match, "notify::can-undo", G_CALLBACK (count_cb), &n_can_undo);
  g_signal_connect (match, "notify::can-redo", G_CALLBACK (count_cb), &n_can_redo);
  for (guint i = 0; i < 90; i++)
    apply_ok (match, i % 3, 1 + i % 2);
  full = ts_match_test_entry_texts (match);
  g_assert_cmpuint (n_can_undo, ==, 1);

  /* Any number of entries, all the way back and forth. */
  for (guint i = 0; i < 90; i++)
    g_assert_true (ts_match_undo (match));
  g_assert_false (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 0);
  g_assert_false (ts_match_get_can_undo (match));
  g_assert_true (ts_match_get_can_redo (match));
  assert_equals_fresh_replay (match);
  for (guint i = 0; i < 90; i++)
    g_assert_true (ts_match_redo (match));
  g_assert_false (ts_match_redo (match));
  {
    g_auto(GStrv) again = ts_match_test_entry_texts (match);

    g_assert_true (g_strv_equal ((const char *const *) full, (const char *const *) again));
  }
  assert_equals_fresh_replay (match);
  g_assert_cmpuint (n_can_undo, ==, 3);
  g_assert_cmpuint (n_can_redo, ==, 2);

  /* A new entry after undo forgets what could be redone. */
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_undo (match));
  apply_ok (match, 1, 3);
  g_assert_false (ts_match_get_can_redo (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 89);
  assert_equals_fresh_replay (match);
}

static void
test_edit_keeps_later_entries (void)
{
  g_autoptr(TsMatch) match = new_race (2, 100);
  g_autoptr(TsEntry) fixed = ts_counter_game_entry_new (0, 2);
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 70; i++)
    apply_ok (match, i % 2, 1);
  /* Three turns later the table notices Ana added 2, not 1. */
  g_assert_true (ts_match_edit (match, 64, fixed, &set_aside, &error));
  g_assert_no_error (error);
  g_assert_null (set_aside);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 70);
  g_assert_cmpint (ts_match_player_get_score (player_at (match, 0)), ==, 36);
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, 64)), ==,
                   "Ana adds 2.");
  assert_equals_fresh_replay (match);

  g_assert_true (ts_match_undo (match));
  g_assert_cmpint (ts_match_player_get_score (player_at (match, 0)), ==, 35);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, 64)), ==,
                   "{\"type\":\"add\",\"player\":0,\"amount\":1}");
  assert_equals_fresh_replay (match);
}

typedef struct
{
  TsMatchSetAside *seen;
} SetAsideData;

static void
set_aside_cb (TsMatch         *match,
              TsMatchSetAside *set_aside,
              SetAsideData    *data)
{
  g_assert_null (data->seen);
  data->seen = ts_match_set_aside_copy (set_aside);
}

/* An edit that makes a later entry illegal: the user is told which and why, the record keeps
 * what still applies, and the previous record is recoverable by undo and on disk. */
static void
test_edit_sets_aside (void)
{
  g_autoptr(TsMatch) match = new_race (2, 10);
  g_autoptr(TsEntry) sprint = ts_counter_game_entry_new (0, 3);
  g_autoptr(TsEntry) wrong_player = ts_counter_game_entry_new (1, 1);
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) dir = g_file_new_build_filename (g_get_user_data_dir (), "tableside",
                                                    "games", NULL);
  g_autoptr(GFile) file = ts_record_new_file (dir, "counter-race", &error);
  g_autoptr(TsMatch) backup = NULL;
  g_auto(GStrv) before = NULL;
  gpointer state_before;
  SetAsideData data = { NULL };

  g_assert_no_error (error);
  ts_match_set_file (match, file);
  g_signal_connect (match, "entries-set-aside", G_CALLBACK (set_aside_cb), &data);
  /* Ana: 1 3 3 (a worker each time for the 3s); Bruno: 1 1 1. */
  apply_ok (match, 0, 1);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 3);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 3);
  apply_ok (match, 1, 1);
  before = ts_match_test_entry_texts (match);
  state_before = ts_counter_game.state_copy (ts_match_get_state (match));

  /* An edit that does not apply where it goes is refused and changes nothing. */
  g_assert_false (ts_match_edit (match, 0, wrong_player, &set_aside, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_null (set_aside);
  g_assert_true (ts_counter_game.state_equal (state_before, ts_match_get_state (match)));
  g_clear_error (&error);

  /* Ana's first move was a 3 too: she has no worker left for her third move (entry 5). */
  g_assert_true (ts_match_edit (match, 0, sprint, &set_aside, &error));
  g_assert_no_error (error);
  g_assert_nonnull (set_aside);
  g_assert_cmpuint (set_aside->index, ==, 4);
  g_assert_cmpuint (set_aside->n_entries, ==, 2);
  g_assert_cmpstr (set_aside->description, ==, "Ana adds 3.");
  g_assert_cmpstr (set_aside->reason, ==, "Adding 3 takes a worker, and Ana has none left.");
  g_assert_cmpstr (set_aside->message, ==,
                   "Entry 5 no longer applies: Adding 3 takes a worker, and Ana has none left. "
                   "It and the entry after it were set aside; undo brings them back.");
  g_assert_nonnull (data.seen);
  g_assert_cmpuint (data.seen->index, ==, 4);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 4);
  assert_equals_fresh_replay (match);

  /* On disk: the record now, and the record as it was among its earlier versions. */
  {
    g_autoptr(TsMatch) saved = ts_match_load (file, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (ts_match_get_n_entries (saved), ==, 4);
  }
  g_assert_nonnull (set_aside->backup);
  backup = ts_match_load (set_aside->backup, NULL, &error);
  g_assert_no_error (error);
  {
    g_auto(GStrv) backed_up = ts_match_test_entry_texts (backup);
    g_autoptr(GFile) parent = g_file_get_parent (set_aside->backup);
    g_autoptr(GFile) versions = ts_match_dup_versions_dir (match);
    g_autoptr(GPtrArray) listed = ts_match_list_versions (match);

    g_assert_true (g_strv_equal ((const char *const *) before, (const char *const *) backed_up));
    /* Beside the game, and listed among its earlier versions. */
    g_assert_true (g_file_equal (parent, versions));
    g_assert_cmpuint (listed->len, ==, 1);
    g_assert_true (g_file_equal (((TsMatchVersion *) listed->pdata[0])->file, set_aside->backup));
  }

  /* Undo brings the record back exactly. */
  g_assert_true (ts_match_undo (match));
  {
    g_auto(GStrv) after_undo = ts_match_test_entry_texts (match);

    g_assert_true (g_strv_equal ((const char *const *) before, (const char *const *) after_undo));
  }
  g_assert_true (ts_counter_game.state_equal (state_before, ts_match_get_state (match)));
  assert_equals_fresh_replay (match);
  /* And redo makes the edit again, setting the same entries aside (silently this time). */
  g_assert_true (ts_match_redo (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 4);
  assert_equals_fresh_replay (match);

  ts_counter_game.state_free (state_before);
  ts_match_set_aside_free (data.seen);
}

static void
test_insert_remove (void)
{
  g_autoptr(TsMatch) match = new_race (2, 100);
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsEntry) extra_ana = ts_counter_game_entry_new (0, 2);
  g_autoptr(TsEntry) extra_bruno = ts_counter_game_entry_new (1, 2);

  for (guint i = 0; i < 10; i++)
    apply_ok (match, i % 2, 1);

  /* Removing one entry breaks the turn order after it. */
  g_assert_true (ts_match_remove (match, 4, &set_aside, &error));
  g_assert_no_error (error);
  g_assert_nonnull (set_aside);
  g_assert_cmpuint (set_aside->index, ==, 5);
  g_assert_cmpuint (set_aside->n_entries, ==, 5);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 4);
  assert_equals_fresh_replay (match);
  g_clear_pointer (&set_aside, ts_match_set_aside_free);
  g_assert_true (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 10);

  /* Inserting a forgotten pair of moves keeps everything after it. */
  g_assert_true (ts_match_insert (match, 6, extra_ana, &set_aside, &error));
  g_assert_nonnull (set_aside);
  g_clear_pointer (&set_aside, ts_match_set_aside_free);
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_insert (match, 10, extra_ana, &set_aside, &error));
  g_assert_null (set_aside);
  g_assert_true (ts_match_insert (match, 11, extra_bruno, &set_aside, &error));
  g_assert_no_error (error);
  g_assert_null (set_aside);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 12);
  assert_equals_fresh_replay (match);

  /* Out of range. */
  g_assert_false (ts_match_remove (match, 12, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ts_match_edit (match, 40, extra_ana, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GArray     *events)
{
  guint event[3] = { position, removed, added };

  g_array_append_vals (events, event, 3);
}

static void
legal_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  guint      *count)
{
  (*count)++;
}

/* The list models tell views exactly what changed. */
static void
test_models (void)
{
  g_autoptr(TsMatch) match = new_race (2, 100);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(TsEntry) edit = ts_counter_game_entry_new (0, 2);
  GListModel *legal = ts_match_get_legal_entries (match);
  guint n_legal_changes = 0;

  g_assert_cmpuint (g_list_model_get_n_items (legal), ==, 3);
  {
    g_autoptr(TsEntry) first = g_list_model_get_item (legal, 0);

    g_assert_cmpstr (ts_entry_get_description (first), ==, "Ana adds 1.");
    g_assert_true (ts_match_apply (match, first, NULL));
  }
  g_signal_connect (ts_match_get_entries (match), "items-changed",
                    G_CALLBACK (items_changed_cb), events);
  g_signal_connect (legal, "items-changed", G_CALLBACK (legal_changed_cb), &n_legal_changes);
  g_assert_cmpuint (g_list_model_get_n_items (legal), ==, 3);
  {
    g_autoptr(TsEntry) first = g_list_model_get_item (legal, 0);

    g_assert_cmpstr (ts_entry_get_description (first), ==, "Bruno adds 1.");
  }

  apply_ok (match, 1, 1);
  apply_ok (match, 0, 1);
  g_assert_true (ts_match_edit (match, 1, edit, NULL, NULL) == FALSE);
  g_assert_true (ts_match_undo (match));
  g_assert_cmpuint (events->len, ==, 9);
  g_assert_cmpuint (g_array_index (events, guint, 0), ==, 1); /* appended at 1 */
  g_assert_cmpuint (g_array_index (events, guint, 1), ==, 0);
  g_assert_cmpuint (g_array_index (events, guint, 2), ==, 1);
  g_assert_cmpuint (g_array_index (events, guint, 6), ==, 2); /* undo removes at 2 */
  g_assert_cmpuint (g_array_index (events, guint, 7), ==, 1);
  g_assert_cmpuint (g_array_index (events, guint, 8), ==, 0);
  g_assert_cmpuint (n_legal_changes, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (ts_match_get_players (match)), ==, 2);
}

static void
test_load_replays (void)
{
  g_autofree char *text = ts_counter_game_random_record (3, 30, 40, 11);
  g_autofree char *dir = g_dir_make_tmp ("tableside-match-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "race.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autofree char *after = NULL;
  char *bad;
  char *at;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_equal (ts_match_get_file (match), file));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 40);
  assert_equals_fresh_replay (match);
  g_clear_object (&match);

  /* An illegal entry: refused, naming the file, the entry's number and the rule. Entry 4 is
   * made Ana's again (it is Ana, Bruno, Carla, Ana...: player 0 moves fourth), so entry 5,
   * Bruno's, becomes the wrong turn: it is entry 5 that is named. */
  bad = g_strdup (text);
  at = strstr (bad, "\"entries\": [");
  for (guint i = 0; i < 5; i++)
    at = strstr (at + 1, "\"player\":");
  g_assert_true (g_str_has_prefix (at, "\"player\":1"));
  at[strlen ("\"player\":")] = '2';
  g_assert_true (g_file_set_contents (path, bad, -1, NULL));
  match = ts_match_load (file, NULL, &error);
  g_assert_null (match);
  g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_ENTRY);
  g_assert_nonnull (strstr (error->message, "race.json"));
  g_assert_nonnull (strstr (error->message, "entry 5:"));
  g_assert_nonnull (strstr (error->message, "It is Bruno's turn, not Carla's."));
  g_test_message ("%s", error->message);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bad);
  g_clear_error (&error);
  g_free (bad);

  /* A setup the game cannot start from. */
  bad = g_strdup (text);
  at = strstr (bad, "\"target\":30");
  memcpy (at, "\"target\":-3", strlen ("\"target\":-3"));
  g_assert_true (g_file_set_contents (path, bad, -1, NULL));
  match = ts_match_load (file, NULL, &error);
  g_assert_null (match);
  g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "race.json"));
  g_assert_nonnull (strstr (error->message, "target"));
  g_free (bad);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A colour outside the palette (issue 25) is no colour for the views; the record keeps it. */
static void
test_unknown_colour (void)
{
  g_autoptr(JsonArray) players = make_players (2);
  g_autoptr(JsonObject) setup = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GBytes) bytes = NULL;

  json_object_set_string_member (json_array_get_object_element (players, 1), "color",
                                 "chartreuse\x1b[0m");
  json_object_set_int_member (setup, "target", 10);
  match = ts_match_new (&ts_counter_game, "Test race", players, NULL, setup, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  g_assert_cmpstr (ts_match_player_get_color (player_at (match, 0)), ==, "red");
  g_assert_null (ts_match_player_get_color (player_at (match, 1)));
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "chartreuse"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();

  g_test_add_func ("/model/match/apply-and-refuse", test_apply_and_refuse);
  g_test_add_func ("/model/match/undo-redo", test_undo_redo);
  g_test_add_func ("/model/match/edit/keeps-later-entries", test_edit_keeps_later_entries);
  g_test_add_func ("/model/match/edit/sets-aside", test_edit_sets_aside);
  g_test_add_func ("/model/match/insert-remove", test_insert_remove);
  g_test_add_func ("/model/match/models", test_models);
  g_test_add_func ("/model/match/load-replays", test_load_replays);
  g_test_add_func ("/model/match/unknown-colour", test_unknown_colour);

  return g_test_run ();
}

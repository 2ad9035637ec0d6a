/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Corrections that never surprise, over the test game "counter race" with its automatic
 * "halfway" entry (ts-counter-game.h): the model writes automatic entries live and on
 * loading a version-1 record, undoes them with the entry before them, keeps undo after the
 * record is reopened, and tells before a change which later entries it would change or set
 * aside (ts_match_preview_*). */
#include <glib/gstdio.h>

#include "ts-counter-game.h"
#include "ts-engine-error.h"
#include "ts-match.h"

static TsMatch *
new_race (int      target,
          gboolean halfway)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) setup = json_object_new ();
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < 2; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", i == 0 ? "Ana" : "Bruno");
      json_array_add_object_element (players, player);
    }
  json_object_set_int_member (setup, "target", target);
  json_object_set_boolean_member (setup, "halfway", halfway);
  match = ts_match_new (&ts_counter_game, "Race", players, NULL, setup, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  return match;
}

static void
apply_ok (TsMatch *match,
          gint64   player,
          gint64   amount)
{
  g_autoptr(TsEntry) entry = ts_counter_game_entry_new (player, amount);
  g_autoptr(GError) error = NULL;

  ts_match_apply (match, entry, &error);
  g_assert_no_error (error);
}

static const char *
json_at (TsMatch *match,
         guint    index)
{
  return ts_entry_get_json_text (ts_match_get_entry (match, index));
}

/* The move that takes Ana to half the target is followed by the automatic entry, in the same
 * change: one undo takes both away, one redo brings both back. */
static void
test_automatic_live (void)
{
  g_autoptr(TsMatch) match = new_race (10, TRUE);

  apply_ok (match, 0, 3);
  apply_ok (match, 1, 1);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 2);
  apply_ok (match, 0, 2); /* Ana at 5 of 10 */
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 4);
  g_assert_cmpstr (json_at (match, 3), ==,
                   "{\"type\":\"halfway\",\"player\":0,\"automatic\":true}");
  g_assert_true (ts_entry_get_automatic (ts_match_get_entry (match, 3)));
  g_assert_false (ts_entry_get_automatic (ts_match_get_entry (match, 2)));
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (match, 3)), ==,
                   "Ana reaches half of the race (automatic).");

  g_assert_true (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 2);
  g_assert_true (ts_match_redo (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 4);

  /* Only once a race: Bruno reaching half writes nothing. */
  apply_ok (match, 1, 3);
  apply_ok (match, 0, 1);
  apply_ok (match, 1, 1);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 7);
}

/* An automatic entry is not corrected or removed on its own; an insertion before it goes
 * after it. */
static void
test_automatic_not_edited (void)
{
  g_autoptr(TsMatch) match = new_race (10, TRUE);
  g_autoptr(TsEntry) entry = ts_counter_game_entry_new (1, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) effects = NULL;

  apply_ok (match, 0, 3);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 2);
  apply_ok (match, 1, 2);
  g_assert_false (ts_match_remove (match, 3, NULL, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Entry 4"));
  g_clear_error (&error);
  g_assert_false (ts_match_edit (match, 3, entry, NULL, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_clear_error (&error);
  effects = ts_match_preview_remove (match, 3, &error);
  g_assert_null (effects);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 5);
}

/* A version-1 record (no automatic entries) loads with them added in memory, to the same
 * state and scores; the file is not touched until the next save, which writes version 2.
 * As written (tableside-cli) it keeps the file's entries. */
static void
test_migration (void)
{
  const char *v1 =
      "{\"format\": \"tableside-record\", \"version\": 1, \"game\": \"counter-race\",\n"
      " \"players\": [{\"name\": \"Ana\"}, {\"name\": \"Bruno\"}],\n"
      " \"setup\": {\"target\": 10, \"halfway\": true},\n"
      " \"entries\": [{\"type\": \"add\", \"player\": 0, \"amount\": 3},\n"
      "  {\"type\": \"add\", \"player\": 1, \"amount\": 1},\n"
      "  {\"type\": \"add\", \"player\": 0, \"amount\": 2},\n"
      "  {\"type\": \"add\", \"player\": 1, \"amount\": 1}]}\n";
  g_autofree char *dir = g_dir_make_tmp ("ts-corrections-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "race.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) as_written = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsMatch) again = NULL;
  g_autofree char *after_load = NULL;
  g_autofree char *saved = NULL;

  g_assert_true (g_file_set_contents (path, v1, -1, NULL));
  as_written = ts_match_load_as_written (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (as_written), ==, 4);
  g_assert_cmpuint (ts_record_get_version (ts_match_get_record (as_written)), ==, 1);

  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 5);
  g_assert_cmpstr (json_at (match, 3), ==,
                   "{\"type\":\"halfway\",\"player\":0,\"automatic\":true}");
  /* The entry counts differ (5 and 4); the scores must not. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(TsMatchPlayer) a = g_list_model_get_item (ts_match_get_players (match), i);
      g_autoptr(TsMatchPlayer) b = g_list_model_get_item (ts_match_get_players (as_written), i);

      g_assert_cmpint (ts_match_player_get_score (a), ==, ts_match_player_get_score (b));
      g_assert_cmpint (ts_match_player_get_silver (a), ==, ts_match_player_get_silver (b));
      g_assert_cmpint (ts_match_player_get_workers (a), ==, ts_match_player_get_workers (b));
    }
  g_assert_cmpstr (ts_match_get_pending (match), ==, ts_match_get_pending (as_written));

  /* Loading wrote nothing. */
  g_assert_true (g_file_get_contents (path, &after_load, NULL, NULL));
  g_assert_cmpstr (after_load, ==, v1);

  /* The next change saves the current version, automatic entry included. */
  ts_match_set_autosave (match, TRUE);
  apply_ok (match, 0, 1);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "\"version\": 3,"));
  g_assert_nonnull (strstr (saved, "{\"type\":\"halfway\",\"player\":0,\"automatic\":true}"));
  again = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (again), ==, 6);
  g_assert_true (ts_counter_game.state_equal (ts_match_get_state (match),
                                              ts_match_get_state (again)));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A record opened from a file can be undone entry by entry, each entry with the automatic
 * entry after it, back to the start; redo brings them back. */
static void
test_undo_after_reopening (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ts-corrections-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "race.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = new_race (10, TRUE);
  g_autoptr(TsMatch) reopened = NULL;

  apply_ok (match, 0, 3);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 2); /* + halfway */
  apply_ok (match, 1, 2);
  ts_match_set_file (match, file);
  g_assert_true (ts_match_save (match, NULL, &error));
  g_assert_no_error (error);

  reopened = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_get_can_undo (reopened));
  g_assert_false (ts_match_get_can_redo (reopened));
  g_assert_true (ts_match_undo (reopened));
  g_assert_cmpuint (ts_match_get_n_entries (reopened), ==, 4);
  g_assert_true (ts_match_undo (reopened)); /* the move and its automatic entry */
  g_assert_cmpuint (ts_match_get_n_entries (reopened), ==, 2);
  g_assert_true (ts_match_undo (reopened));
  g_assert_true (ts_match_undo (reopened));
  g_assert_cmpuint (ts_match_get_n_entries (reopened), ==, 0);
  g_assert_false (ts_match_get_can_undo (reopened));
  for (guint i = 0; i < 4; i++)
    g_assert_true (ts_match_redo (reopened));
  g_assert_cmpuint (ts_match_get_n_entries (reopened), ==, 5);
  g_assert_true (ts_counter_game.state_equal (ts_match_get_state (match),
                                              ts_match_get_state (reopened)));
  /* Each undo is saved: the file follows. */
  g_assert_true (ts_match_undo (reopened));
  {
    g_autoptr(TsMatch) third = ts_match_load (file, NULL, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (ts_match_get_n_entries (third), ==, 4);
  }
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The race of the preview tests: Ana 3, Bruno 2, Ana 3, Bruno 1 (a silver), Ana 2, Bruno 2,
 * Ana 2 reaches 10: final scoring gives Bruno 1 VP for his silver, in entry 7. */
static TsMatch *
preview_race (void)
{
  TsMatch *match = new_race (10, FALSE);

  apply_ok (match, 0, 3);
  apply_ok (match, 1, 2);
  apply_ok (match, 0, 3);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 2);
  apply_ok (match, 1, 2);
  apply_ok (match, 0, 2);
  g_assert_true (ts_match_get_finished (match));
  return match;
}

/* Nothing later changes: nothing to tell. */
static void
test_preview_nothing (void)
{
  g_autoptr(TsMatch) match = preview_race ();
  g_autoptr(TsEntry) same = ts_counter_game_entry_new (1, 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) effects = ts_match_preview_edit (match, 1, same, &error);

  g_assert_no_error (error);
  g_assert_nonnull (effects);
  g_assert_cmpuint (effects->len, ==, 0);
}

/* Bruno's 1 corrected to 2: he has no silver at the end, so the last entry (Ana reaching
 * 10) scores differently. Nothing is set aside. The preview changes nothing; the edit then
 * does what it said. */
static void
test_preview_changed (void)
{
  g_autoptr(TsMatch) match = preview_race ();
  g_autoptr(TsEntry) two = ts_counter_game_entry_new (1, 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) effects = ts_match_preview_edit (match, 3, two, &error);
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  TsMatchEffect *effect;

  g_assert_no_error (error);
  g_assert_cmpuint (effects->len, ==, 1);
  effect = g_ptr_array_index (effects, 0);
  g_assert_cmpuint (effect->index, ==, 6);
  g_assert_cmpint (effect->kind, ==, TS_MATCH_EFFECT_CHANGED);
  g_assert_cmpstr (effect->description, ==, "Ana adds 2.");
  g_assert_nonnull (strstr (effect->before, "Bruno: +0 race, +1 VP"));
  g_assert_null (strstr (effect->after, "Bruno"));
  g_assert_nonnull (strstr (effect->message, "Entry 7"));
  g_assert_cmpstr (json_at (match, 3), ==, "{\"type\":\"add\",\"player\":1,\"amount\":1}");

  g_assert_true (ts_match_edit (match, 3, two, &set_aside, &error));
  g_assert_no_error (error);
  g_assert_null (set_aside);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 7);
}

/* Ana's first move removed: Bruno would move first, so entry 2 and all after it would be set
 * aside; the first with the game's reason. */
static void
test_preview_set_aside (void)
{
  g_autoptr(TsMatch) match = preview_race ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) effects = ts_match_preview_remove (match, 0, &error);
  TsMatchEffect *first;

  g_assert_no_error (error);
  g_assert_cmpuint (effects->len, ==, 6);
  first = g_ptr_array_index (effects, 0);
  g_assert_cmpuint (first->index, ==, 1);
  g_assert_cmpint (first->kind, ==, TS_MATCH_EFFECT_SET_ASIDE);
  g_assert_cmpstr (first->after, ==, "It is Ana's turn, not Bruno's.");
  g_assert_nonnull (strstr (first->message, "It is Ana's turn"));
  for (guint i = 1; i < effects->len; i++)
    {
      TsMatchEffect *effect = g_ptr_array_index (effects, i);

      g_assert_cmpuint (effect->index, ==, i + 1);
      g_assert_cmpint (effect->kind, ==, TS_MATCH_EFFECT_SET_ASIDE);
      g_assert_null (effect->after);
    }
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 7);

  /* A change that would itself be refused is refused by the preview too. */
  {
    g_autoptr(TsEntry) bad = ts_counter_game_entry_new (0, 3);
    g_autoptr(GPtrArray) none = ts_match_preview_edit (match, 1, bad, &error);

    g_assert_null (none);
    g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  }
}

/* Undo by name (a toast's Undo, issue 24): the change named is taken back only while it is
 * the last, with its automatic entry, and never another one in its place. */
static void
test_undo_by_name (void)
{
  g_autoptr(TsMatch) match = new_race (10, TRUE);
  g_autoptr(GError) error = NULL;
  TsMatchChange ana = { 0 };
  TsMatchChange bruno = { 0 };
  TsMatchChange again = { 0 };

  apply_ok (match, 0, 3);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 2); /* Ana at 5 of 10: + the automatic halfway entry */
  g_assert_true (ts_match_peek_change (match, FALSE, &ana));
  g_assert_cmpuint (ana.kind, ==, TS_MATCH_CHANGE_ADD);
  g_assert_cmpuint (ana.index, ==, 2); /* the entry chosen, not the automatic one after it */
  g_assert_null (ana.before);
  g_assert_cmpstr (ts_entry_get_description (ana.after), ==, "Ana adds 2.");
  g_assert_cmpint (ts_match_find_added_entry (match, ana.id), ==, 2);

  apply_ok (match, 1, 2);
  g_assert_true (ts_match_peek_change (match, FALSE, &bruno));
  g_assert_cmpuint (bruno.id, !=, ana.id);
  g_assert_cmpuint (bruno.index, ==, 4);

  /* Ana's older change is refused in words while Bruno's stands on it: nothing changes. */
  g_assert_false (ts_match_undo_redo_change (match, ana.id, FALSE, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "Later entries were made after it.");
  g_clear_error (&error);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 5);
  g_assert_cmpstr (json_at (match, 4), ==, "{\"type\":\"add\",\"player\":1,\"amount\":2}");
  g_assert_cmpint (ts_match_find_added_entry (match, ana.id), ==, 2);
  g_assert_false (ts_match_undo_redo_change (match, 0, FALSE, &error));
  g_clear_error (&error);

  /* Bruno's is last: exactly it goes. */
  g_assert_true (ts_match_undo_redo_change (match, bruno.id, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 4);
  g_assert_false (ts_match_undo_redo_change (match, bruno.id, FALSE, &error));
  g_assert_cmpstr (error->message, ==, "It is no longer in the record.");
  g_clear_error (&error);
  g_assert_cmpint (ts_match_find_added_entry (match, bruno.id), ==, -1);

  /* Redo by name: only the change undone last, under the same name. */
  g_assert_true (ts_match_peek_change (match, TRUE, &again));
  g_assert_cmpuint (again.id, ==, bruno.id);
  g_assert_false (ts_match_undo_redo_change (match, ana.id, TRUE, &error));
  g_assert_cmpstr (error->message, ==, "It was made again already.");
  g_clear_error (&error);
  g_assert_true (ts_match_undo_redo_change (match, bruno.id, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 5);
  g_assert_true (ts_match_peek_change (match, FALSE, &again));
  g_assert_cmpuint (again.id, ==, bruno.id);

  /* Now Ana's, with its automatic entry, once Bruno's is gone. */
  g_assert_true (ts_match_undo_redo_change (match, bruno.id, FALSE, NULL));
  g_assert_true (ts_match_undo_redo_change (match, ana.id, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 2);

  /* A new entry forgets what could be redone: Ana's cannot come back under its name. */
  apply_ok (match, 0, 1);
  g_assert_false (ts_match_peek_change (match, TRUE, &again));
  g_assert_cmpuint (again.id, ==, 0);
  g_assert_false (ts_match_undo_redo_change (match, ana.id, TRUE, &error));
  g_assert_cmpstr (error->message, ==,
                   "It can no longer be made again: a later entry took its place.");
}

/* What an undo would take back, for its words: corrections, insertions and removals name the
 * entry they are about; an added entry is found again after a correction before it. */
static void
test_undo_names_corrections (void)
{
  g_autoptr(TsMatch) match = new_race (20, FALSE);
  g_autoptr(TsEntry) two = ts_counter_game_entry_new (0, 2);
  g_autoptr(TsEntry) one = ts_counter_game_entry_new (1, 1);
  g_autoptr(GError) error = NULL;
  TsMatchChange added = { 0 };
  TsMatchChange change = { 0 };

  apply_ok (match, 0, 1);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 1);
  g_assert_true (ts_match_peek_change (match, FALSE, &added));

  g_assert_true (ts_match_edit (match, 0, two, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ts_match_peek_change (match, FALSE, &change));
  g_assert_cmpuint (change.kind, ==, TS_MATCH_CHANGE_EDIT);
  g_assert_cmpuint (change.index, ==, 0);
  g_assert_cmpstr (ts_entry_get_description (change.before), ==, "Ana adds 1.");
  g_assert_cmpstr (ts_entry_get_description (change.after), ==, "Ana adds 2.");
  g_assert_cmpint (ts_match_find_added_entry (match, change.id), ==, -1);
  /* The entry added last is the same entry, still at 2. */
  g_assert_cmpint (ts_match_find_added_entry (match, added.id), ==, 2);

  g_assert_true (ts_match_insert (match, 3, one, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ts_match_peek_change (match, FALSE, &change));
  g_assert_cmpuint (change.kind, ==, TS_MATCH_CHANGE_INSERT);
  g_assert_cmpuint (change.index, ==, 3);
  g_assert_null (change.before);
  g_assert_cmpstr (ts_entry_get_description (change.after), ==, "Bruno adds 1.");
  g_assert_cmpint (ts_match_find_added_entry (match, change.id), ==, -1);

  g_assert_true (ts_match_remove (match, 3, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ts_match_peek_change (match, FALSE, &change));
  g_assert_cmpuint (change.kind, ==, TS_MATCH_CHANGE_REMOVE);
  g_assert_cmpuint (change.index, ==, 3);
  g_assert_cmpstr (ts_entry_get_description (change.before), ==, "Bruno adds 1.");
  g_assert_null (change.after);
  g_assert_cmpint (ts_match_find_added_entry (match, added.id), ==, 2);

  /* Undone, a correction is on the redo stack under the same name. */
  g_assert_true (ts_match_undo_redo_change (match, change.id, FALSE, &error));
  g_assert_no_error (error);
  {
    TsMatchChange redo = { 0 };

    g_assert_true (ts_match_peek_change (match, TRUE, &redo));
    g_assert_cmpuint (redo.id, ==, change.id);
    g_assert_cmpuint (redo.kind, ==, TS_MATCH_CHANGE_REMOVE);
  }
}

/* Several entries chosen together are one change, not one entry: no single entry to remove
 * in their place. */
static void
test_undo_many (void)
{
  g_autoptr(TsMatch) match = new_race (20, FALSE);
  g_autoptr(TsEntry) first = ts_counter_game_entry_new (0, 1);
  g_autoptr(TsEntry) second = ts_counter_game_entry_new (1, 2);
  TsEntry *both[] = { first, second };
  g_autoptr(GError) error = NULL;
  TsMatchChange change = { 0 };

  g_assert_true (ts_match_apply_many (match, both, 2, &error));
  g_assert_no_error (error);
  g_assert_true (ts_match_peek_change (match, FALSE, &change));
  g_assert_cmpuint (change.index, ==, 1);
  g_assert_cmpstr (ts_entry_get_description (change.after), ==, "Bruno adds 2.");
  g_assert_cmpint (ts_match_find_added_entry (match, change.id), ==, -1);
  g_assert_true (ts_match_undo_redo_change (match, change.id, FALSE, &error));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 0);
}

/* A record opened from a file: each entry is an undo step with a name of its own. */
static void
test_undo_by_name_reopened (void)
{
  g_autoptr(TsMatch) match = new_race (10, TRUE);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TsRecord) record = NULL;
  g_autoptr(TsMatch) reopened = NULL;
  g_autoptr(GError) error = NULL;
  TsMatchChange last = { 0 };
  TsMatchChange first = { 0 };

  apply_ok (match, 0, 3);
  apply_ok (match, 1, 1);
  apply_ok (match, 0, 2); /* + halfway */
  bytes = ts_record_to_bytes (ts_match_get_record (match));
  ts_counter_game_register ();
  record = ts_record_load_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                     "race.json", &error);
  g_assert_no_error (error);
  reopened = ts_match_new_for_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_peek_change (reopened, FALSE, &last));
  g_assert_cmpuint (last.index, ==, 2);
  g_assert_true (ts_match_undo_redo_change (reopened, last.id, FALSE, &error));
  g_assert_cmpuint (ts_match_get_n_entries (reopened), ==, 2);
  g_assert_true (ts_match_peek_change (reopened, FALSE, &first));
  g_assert_cmpuint (first.id, !=, last.id);
  g_assert_cmpuint (first.id, !=, 0);
}

/* The scoreboard's last entries (issue 45, ts_match_dup_recent()): newest first, each with
 * the points it gave each player, an automatic entry counted with the entry before it and
 * not listed; they follow undo. */
static void
test_recent (void)
{
  g_autoptr(TsMatch) match = new_race (10, TRUE);
  g_autoptr(GPtrArray) none = ts_match_dup_recent (match, 3);
  g_autoptr(GPtrArray) three = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GPtrArray) undone = NULL;
  const TsMatchRecent *r;

  g_assert_cmpuint (none->len, ==, 0);
  apply_ok (match, 0, 2);
  apply_ok (match, 1, 3);
  apply_ok (match, 0, 3); /* Ana at 5 of 10: + the automatic halfway entry */
  apply_ok (match, 1, 1);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 5);

  three = ts_match_dup_recent (match, 3);
  g_assert_cmpuint (three->len, ==, 3);
  r = g_ptr_array_index (three, 0);
  g_assert_cmpuint (r->index, ==, 4);
  g_assert_cmpuint (r->n_players, ==, 2);
  g_assert_cmpint (r->points[0], ==, 0);
  g_assert_cmpint (r->points[1], ==, 1);
  g_assert_cmpstr (r->description, ==, ts_entry_get_description (ts_match_get_entry (match, 4)));
  r = g_ptr_array_index (three, 1);
  g_assert_cmpuint (r->index, ==, 2);
  g_assert_cmpint (r->points[0], ==, 3);
  g_assert_cmpint (r->points[1], ==, 0);
  r = g_ptr_array_index (three, 2);
  g_assert_cmpuint (r->index, ==, 1);
  g_assert_cmpint (r->points[1], ==, 3);

  all = ts_match_dup_recent (match, 10);
  g_assert_cmpuint (all->len, ==, 4);
  g_assert_cmpuint (((TsMatchRecent *) g_ptr_array_index (all, 3))->index, ==, 0);
  g_assert_cmpint (((TsMatchRecent *) g_ptr_array_index (all, 3))->points[0], ==, 2);

  g_assert_true (ts_match_undo (match));
  undone = ts_match_dup_recent (match, 1);
  g_assert_cmpuint (undone->len, ==, 1);
  g_assert_cmpuint (((TsMatchRecent *) g_ptr_array_index (undone, 0))->index, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();
  g_test_add_func ("/model/corrections/automatic-live", test_automatic_live);
  g_test_add_func ("/model/corrections/automatic-not-edited", test_automatic_not_edited);
  g_test_add_func ("/model/corrections/migration", test_migration);
  g_test_add_func ("/model/corrections/undo-after-reopening", test_undo_after_reopening);
  g_test_add_func ("/model/corrections/preview-nothing", test_preview_nothing);
  g_test_add_func ("/model/corrections/preview-changed", test_preview_changed);
  g_test_add_func ("/model/corrections/preview-set-aside", test_preview_set_aside);
  g_test_add_func ("/model/corrections/undo-by-name", test_undo_by_name);
  g_test_add_func ("/model/corrections/undo-names-corrections", test_undo_names_corrections);
  g_test_add_func ("/model/corrections/undo-many", test_undo_many);
  g_test_add_func ("/model/corrections/undo-by-name-reopened", test_undo_by_name_reopened);
  g_test_add_func ("/model/corrections/recent", test_recent);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Readings and held entries (issue 40): a record keeps the readings it was played under
 * (docs/file-format.md, "Readings"), and a record that does not replay to its end opens up to
 * the entry before the refused one, the rest kept in the file (ts-match-held.c). Run with the
 * corpus folder (tests/data/corpus) as argument. */
#include <glib/gstdio.h>
#include <string.h>

#include "corpus-util.h"
#include "ts-match.h"
#include "ts-readings.h"

/* Every game's list of readings is well made: each earlier value is JSON, the clause and the
 * words are there, and the engine starts a game with it. */
static void
test_lists (void)
{
  guint n_games;
  const TsGameModule *const *games = ts_games_get_all (&n_games);
  guint n_readings = 0;

  for (guint g = 0; g < n_games; g++)
    {
      const TsGameModule *module = games[g];

      for (guint i = 0; i < ts_readings_count (module); i++)
        {
          const TsReading *reading = &module->readings[i];
          g_autoptr(JsonNode) value = json_from_string (reading->old_value, NULL);

          g_assert_nonnull (value);
          g_assert_nonnull (reading->option);
          g_assert_true (reading->summary != NULL && reading->summary[0] != '\0');
          g_assert_cmpuint (reading->known_in_version, <=, 3);
          n_readings++;
        }
    }
  /* Issue 26 changed readings in Kingsburg, Caylus 1303 and The Castles of Burgundy. */
  g_assert_cmpuint (n_readings, >=, 6);
}

/* ts_readings_options() adds an earlier reading only where the record's build did not know
 * the change and the record's options do not choose. */
static void
test_options (void)
{
  const TsGameModule *module = ts_games_lookup ("kingsburg");
  guint n = ts_readings_count (module);
  g_autoptr(JsonObject) none = NULL;
  g_autoptr(JsonObject) all = NULL;
  g_autoptr(JsonObject) chosen = json_object_new ();
  g_autoptr(JsonObject) kept = NULL;
  const TsReading *first;

  g_assert_cmpuint (n, >, 0);
  first = &module->readings[0];
  all = ts_readings_options (module, NULL, 0);
  g_assert_cmpuint (json_object_get_size (all), ==, n);
  none = ts_readings_options (module, NULL, n);
  g_assert_cmpuint (json_object_get_size (none), ==, 0);
  /* A table's own choice is never overridden. */
  json_object_set_string_member (chosen, first->option, "chosen by the table");
  kept = ts_readings_options (module, chosen, 0);
  g_assert_cmpstr (json_object_get_string_member (kept, first->option), ==,
                   "chosen by the table");
}

/* An old record without "readings" gets the earlier readings it replays under (KB-BDG-03:
 * version 2, saved before the Statue could follow the Chapel); saved again it says so, and
 * opens the same. A new record says today's count. */
static void
test_infer_and_write (void)
{
  g_autofree char *path = corpus_file ("history-kingsburg-2p-random-complete-b3872f0.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *dir = g_dir_make_tmp ("ts-readings-XXXXXX", NULL);
  g_autoptr(GFile) copy = g_file_new_build_filename (dir, "old.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsMatch) again = NULL;
  g_autoptr(JsonNode) saved = NULL;
  g_autofree char *copy_path = g_file_get_path (copy);
  g_autofree char *notice = NULL;
  int winner;

  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_record_get_readings (ts_match_get_record (match)), ==, 0);
  notice = ts_match_dup_readings_notice (match);
  g_assert_nonnull (strstr (notice, "after the Chapel, no Statue reroll"));
  winner = ts_match_get_winner (match);
  g_assert_true (ts_match_get_finished (match));

  ts_match_set_file (match, copy);
  g_assert_no_error (ts_match_get_save_error (match));
  saved = read_json (copy_path);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (saved), "readings"), ==, 0);
  again = ts_match_load (copy, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_match_get_winner (again), ==, winner);

  /* Today's reading, chosen by a record that knows every change: entry 110 is refused. */
  json_object_set_int_member (json_node_get_object (saved), "readings",
                              ts_readings_count (ts_match_get_module (match)));
  {
    g_autoptr(GFile) now = write_json (dir, "now.json", saved);
    g_autoptr(TsMatch) refused = ts_match_load (now, NULL, &error);

    g_assert_null (refused);
    g_assert_nonnull (strstr (error->message, "entry 110"));
    g_clear_error (&error);
  }
  g_assert_cmpint (g_remove (copy_path), ==, 0);
  {
    g_autofree char *now_path = g_build_filename (dir, "now.json", NULL);

    g_remove (now_path);
  }
  g_rmdir (dir);
}

/* The correction to the rulebook's readings: the question names what changes and the entry
 * the text refuses (KB-BDG-03: entry 110 waits for a Statue reroll after the Chapel); made,
 * that entry and the rest are held, nothing leaves the file, and no earlier reading is said. */
static void
test_text_readings (void)
{
  g_autofree char *path = corpus_file ("history-kingsburg-2p-random-complete-b3872f0.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_load (file, NULL, &error);
  g_autoptr(GPtrArray) effects = NULL;
  g_autofree char *message = NULL;
  g_autofree char *notice = NULL;
  guint n;
  TsMatchEffect *last;

  g_assert_no_error (error);
  /* The corpus is never written: a match opened from a file saves after a change. */
  ts_match_set_autosave (match, FALSE);
  n = ts_match_get_n_entries (match);
  effects = ts_match_preview_text_readings (match, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (effects->len, >, 0);
  last = g_ptr_array_index (effects, effects->len - 1);
  g_assert_cmpint (last->kind, ==, TS_MATCH_EFFECT_HELD);
  g_assert_cmpuint (last->index, ==, 109);
  g_assert_nonnull (strstr (last->message, "Entry 110,"));
  /* What the question's first paragraph says the held entries wait for, not a drop alone. */
  g_test_message ("%s", last->message);
  g_assert_true (g_str_has_suffix (last->message, "would wait in the file, not played, until "
                                                   "you add what is missing before it, replace "
                                                   "it or drop it."));
  for (guint i = 0; i + 1 < effects->len; i++)
    g_assert_cmpint (((TsMatchEffect *) g_ptr_array_index (effects, i))->kind, ==,
                     TS_MATCH_EFFECT_CHANGED);

  g_assert_true (ts_match_use_text_readings (match, &message, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 109);
  g_assert_cmpuint (ts_match_get_n_entries (match) + ts_match_get_n_held (match), ==, n);
  g_assert_nonnull (strstr (ts_match_get_attention (match), "Entry 110"));
  notice = ts_match_dup_readings_notice (match);
  g_assert_null (notice);
  g_assert_false (ts_match_use_text_readings (match, NULL, &error));
  g_clear_error (&error);
}

/* A version-3 record without "readings" was written knowing every change of issue 26 (and
 * none of issue 42's, made after records said their "readings"): it plays those, and the
 * earlier readings of issue 42 change nothing in it (none is said). */
static void
test_version_3 (void)
{
  g_autofree char *path = corpus_file ("history-castles-of-burgundy-team-complete-9f6732a.json");
  g_autoptr(JsonNode) root = read_json (path);
  g_autofree char *dir = g_dir_make_tmp ("ts-readings-XXXXXX", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notice = NULL;
  g_autofree char *file_path = NULL;

  json_object_set_int_member (json_node_get_object (root), "version", 3);
  file = write_json (dir, "v3.json", root);
  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ts_record_get_readings (ts_match_get_record (match)), ==,
                   ts_readings_known_by_version (ts_match_get_module (match), 3));
  g_assert_cmpint (ts_readings_known_by_version (ts_match_get_module (match), 3), ==, 8);
  notice = ts_match_dup_readings_notice (match);
  g_assert_null (notice);
  file_path = g_file_get_path (file);
  ts_test_remove_tree (dir);
}

/* A record with an entry the rules refuse opens up to the entry before it; the rest stays in
 * the file until the players drop it; nothing else can be entered meanwhile. */
static void
test_held (void)
{
  g_autofree char *path = corpus_file ("history-carcassonne-2p-random-complete-b3872f0.json");
  g_autoptr(JsonNode) root = read_json (path);
  JsonArray *entries = json_object_get_array_member (json_node_get_object (root), "entries");
  guint n = json_array_get_length (entries);
  JsonObject *broken = json_array_get_object_element (entries, 29);
  g_autofree char *dir = g_dir_make_tmp ("ts-held-XXXXXX", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) saved = NULL;
  g_autofree char *file_path = NULL;
  g_autofree char *message = NULL;
  g_autoptr(TsEntry) entry = NULL;

  /* Entry 30 is Bruno's figure: made Ana's, it is refused. */
  g_assert_cmpstr (json_object_get_string_member (broken, "type"), ==, "figure");
  json_object_set_int_member (broken, "player",
                              1 - json_object_get_int_member (broken, "player"));
  file = write_json (dir, "damaged.json", root);
  file_path = g_file_get_path (file);

  /* As tableside-cli score reads it: refused, naming the entry. */
  g_assert_null (ts_match_load (file, NULL, &error));
  g_assert_nonnull (strstr (error->message, "entry 30"));
  g_clear_error (&error);

  match = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 29);
  g_assert_cmpuint (ts_match_get_n_held (match), ==, n - 29);
  g_assert_nonnull (strstr (ts_match_get_attention (match), "Entry 30"));
  g_assert_nonnull (strstr (ts_match_get_attention (match), "It is Bruno's turn, not Ana's."));
  g_assert_false (ts_match_get_can_undo (match));

  /* What the players enter stands in the refused entry's place: one the rules refuse changes
   * nothing; nothing else changes the game first. */
  entry = g_object_ref (ts_match_get_entry (match, 28));
  g_assert_false (ts_match_apply (match, entry, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 29);
  g_assert_cmpuint (ts_match_get_n_held (match), ==, n - 29);
  g_assert_false (ts_match_remove (match, 3, NULL, &error));
  g_assert_nonnull (strstr (error->message, "Entry 30"));
  g_clear_error (&error);

  /* Saved (Save As), the file still has every entry. */
  ts_match_set_file (match, file);
  saved = read_json (file_path);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                        json_node_get_object (saved), "entries")),
                    ==, n);

  /* Dropping it plays the rest again as far as it goes: Bruno's turn stays his, so the
   * next entry is refused in turn, or the rest plays on. */
  g_assert_true (ts_match_drop_held (match, FALSE, &message, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (message, "Entry 30 dropped"));
  g_assert_cmpuint (ts_match_get_n_entries (match) + ts_match_get_n_held (match), ==, n - 1);
  g_assert_cmpuint (ts_match_get_n_entries (match), >=, 29);
  g_clear_pointer (&message, g_free);

  /* Dropping all leaves a game the players go on with. */
  if (ts_match_get_n_held (match) > 0)
    {
      guint played = ts_match_get_n_entries (match);

      g_assert_true (ts_match_drop_held (match, TRUE, &message, &error));
      g_assert_cmpuint (ts_match_get_n_entries (match), ==, played);
    }
  g_assert_cmpuint (ts_match_get_n_held (match), ==, 0);
  g_assert_null (ts_match_get_attention (match));
  g_assert_false (ts_match_drop_held (match, TRUE, NULL, &error));
  g_clear_error (&error);
  ts_test_remove_tree (dir);
}

/* A member the game does not read on an automatic entry (a newer Tableside's) is kept, and
 * the app opens the record as tableside-cli does: automatic entries are matched by what they
 * mean, not their text (it refused such a record at the entry after). */
static void
test_automatic_unknown_member (void)
{
  g_autofree char *path = corpus_file ("castles-of-burgundy-2p-complete.json");
  g_autoptr(JsonNode) root = read_json (path);
  JsonArray *entries = json_object_get_array_member (json_node_get_object (root), "entries");
  g_autofree char *dir = g_dir_make_tmp ("ts-automatic-XXXXXX", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) saved_file = NULL;
  g_autoptr(TsMatch) written = NULL;
  g_autoptr(TsMatch) opened = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) saved = NULL;
  g_autofree char *file_path = NULL;
  g_autofree char *saved_path = NULL;
  guint marked = 0;

  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      JsonObject *entry = json_array_get_object_element (entries, i);

      if (json_object_has_member (entry, "automatic"))
        {
          json_object_set_string_member (entry, "note", "from a newer Tableside");
          marked++;
        }
    }
  g_assert_cmpuint (marked, >, 0);
  file = write_json (dir, "newer.json", root);
  written = ts_match_load_as_written (file, NULL, &error);
  g_assert_no_error (error);
  opened = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (opened), ==, ts_match_get_n_entries (written));
  g_assert_cmpuint (ts_match_get_n_entries (opened), ==, json_array_get_length (entries));
  g_assert_true (ts_match_get_finished (opened));

  /* Saved again, every such entry keeps its member. */
  saved_path = g_build_filename (dir, "saved.json", NULL);
  saved_file = g_file_new_for_path (saved_path);
  ts_match_set_file (opened, saved_file);
  saved = read_json (saved_path);
  {
    g_autofree char *text = json_to_string (saved, FALSE);
    guint kept = 0;

    for (const char *at = strstr (text, "from a newer Tableside"); at != NULL;
         at = strstr (at + 1, "from a newer Tableside"))
      kept++;
    g_assert_cmpuint (kept, ==, marked);
  }
  file_path = g_file_get_path (file);
  g_remove (file_path);
  g_remove (saved_path);
  g_rmdir (dir);
}

/* The players enter what happened instead of the refused entry (here Bruno's own figure, as
 * the table had it): asked to replace, it takes that entry's place, and the rest is played
 * again; undo holds them again. */
static void
test_held_corrected (void)
{
  g_autofree char *path = corpus_file ("history-carcassonne-2p-random-complete-b3872f0.json");
  g_autoptr(JsonNode) root = read_json (path);
  JsonArray *entries = json_object_get_array_member (json_node_get_object (root), "entries");
  guint n = json_array_get_length (entries);
  JsonObject *broken = json_array_get_object_element (entries, 29);
  /* json_node_copy() would share the object changed below. */
  g_autofree char *right_text = json_to_string (json_array_get_element (entries, 29), FALSE);
  g_autoptr(JsonNode) right = json_from_string (right_text, NULL);
  g_autofree char *dir = g_dir_make_tmp ("ts-held-XXXXXX", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *file_path = NULL;

  json_object_set_int_member (broken, "player",
                              1 - json_object_get_int_member (broken, "player"));
  file = write_json (dir, "damaged.json", root);
  file_path = g_file_get_path (file);
  match = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  g_assert_cmpuint (ts_match_get_n_held (match), ==, n - 29);

  entry = ts_match_parse_entry (match, right, &error);
  g_assert_no_error (error);
  ts_match_set_held_mode (match, TS_MATCH_HELD_REPLACE);
  g_assert_nonnull (strstr (ts_match_get_attention (match), "takes its place"));
  g_assert_true (ts_match_apply (match, entry, &error));
  g_assert_no_error (error);
  /* The game as it was recorded, every entry played. */
  g_assert_cmpuint (ts_match_get_n_held (match), ==, 0);
  g_assert_null (ts_match_get_attention (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
  g_assert_true (ts_match_get_finished (match));
  /* One undo step, that names the replacement and holds the entries again. */
  g_assert_true (ts_match_get_can_undo (match));
  {
    TsMatchChange change;

    g_assert_true (ts_match_peek_change (match, FALSE, &change));
    g_assert_cmpint (change.kind, ==, TS_MATCH_CHANGE_MEND);
    g_assert_nonnull (strstr (change.summary, "Entry 30 replaced by: "));
  }
  g_assert_true (ts_match_undo (match));
  g_assert_cmpuint (ts_match_get_n_held (match), ==, n - 29);
  g_assert_cmpuint (ts_match_get_held_number (match), ==, 30);
  ts_test_remove_tree (dir);
}

/* A record a newer build saved under readings this one does not know (issue 52): it opens,
 * played by this build's readings, and its page says so instead of nothing. */
static void
test_newer_readings (void)
{
  g_autofree char *path = corpus_file ("kingsburg-2p-complete.json");
  g_autoptr(JsonNode) root = read_json (path);
  g_autofree char *dir = g_dir_make_tmp ("ts-readings-XXXXXX", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsMatch) today = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notice = NULL;
  g_autofree char *none = NULL;

  json_object_set_int_member (json_node_get_object (root), "readings", 999);
  file = write_json (dir, "newer.json", root);
  match = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_get_from_newer (match));
  notice = ts_match_dup_readings_notice (match);
  g_assert_nonnull (notice);
  g_assert_true (g_str_has_prefix (notice, "Saved by a newer Tableside, which reads "));
  /* The same record as this build saved it says nothing. */
  {
    g_autoptr(GFile) original = g_file_new_for_path (path);

    today = ts_match_open (original, FALSE, NULL, &error);
    g_assert_no_error (error);
    g_assert_false (ts_match_get_from_newer (today));
    none = ts_match_dup_readings_notice (today);
    g_assert_null (none);
  }
  ts_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  corpus_test_init (&argc, &argv);
  g_test_add_func ("/readings/lists", test_lists);
  g_test_add_func ("/readings/options", test_options);
  g_test_add_func ("/readings/KB-BDG-03/infer-and-write", test_infer_and_write);
  g_test_add_func ("/readings/version-3", test_version_3);
  g_test_add_func ("/readings/KB-BDG-03/text-readings", test_text_readings);
  g_test_add_func ("/readings/newer", test_newer_readings);
  g_test_add_func ("/held/open-save-drop", test_held);
  g_test_add_func ("/held/corrected", test_held_corrected);
  g_test_add_func ("/record/automatic-entry-unknown-member", test_automatic_unknown_member);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mending a record that needs attention (issue 51, ts-match-mend.c): an entry added before
 * the held one or in its place, held entries dropped, the rulebook's reading, an earlier
 * version restored; each is one undo step that gives the file back exactly, entry by entry
 * and byte by byte. Run with the corpus folder (tests/data/corpus) as argument. */
#include <glib/gstdio.h>
#include <string.h>

#include "corpus-util.h"
#include "ts-match.h"

/* The file's bytes as the match last saved them. */
static char *
file_text (TsMatch *match)
{
  g_autofree char *path = g_file_get_path (ts_match_get_file (match));
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* Each entry of the file as JSON, in order. */
static GStrv
file_entries (TsMatch *match)
{
  g_autofree char *path = g_file_get_path (ts_match_get_file (match));
  g_autoptr(JsonNode) root = read_json (path);
  JsonArray *entries = json_object_get_array_member (json_node_get_object (root), "entries");
  g_autoptr(GStrvBuilder) out = g_strv_builder_new ();

  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      g_autofree char *text = json_to_string (json_array_get_element (entries, i), FALSE);

      g_strv_builder_add (out, text);
    }
  return g_strv_builder_end (out);
}

/* Two files' texts are the same; else says where they part (the texts are long). */
#define assert_same_text(a, b) assert_same_text_at (__LINE__, (a), (b))

static void
assert_same_text_at (int         line,
                     const char *a,
                     const char *b)
{
  gsize i = 0;

  while (a[i] != '\0' && a[i] == b[i])
    i++;
  if (a[i] != b[i])
    g_error ("line %d: the files part at byte %" G_GSIZE_FORMAT ": “%.60s” and “%.60s”", line,
             i, a + i, b + i);
}

/* The match's file holds @expected, byte for byte. */
#define assert_file_is(match, expected) assert_file_is_at (__LINE__, (match), (expected))

static char *file_text (TsMatch *match);

static void
assert_file_is_at (int         line,
                   TsMatch    *match,
                   const char *expected)
{
  g_autofree char *text = file_text (match);

  assert_same_text_at (line, text, expected);
}

static void
assert_same_entries (const GStrv a,
                     const GStrv b)
{
  g_assert_cmpuint (g_strv_length (a), ==, g_strv_length (b));
  for (guint i = 0; a[i] != NULL; i++)
    g_assert_cmpstr (a[i], ==, b[i]);
}

/* A copy of corpus record @name in a folder of its own, opened and saved there. */
static TsMatch *
open_copy (const char *name,
           char      **dir)
{
  g_autofree char *path = corpus_file (name);
  g_autoptr(JsonNode) root = read_json (path);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  *dir = g_dir_make_tmp ("ts-mend-XXXXXX", NULL);
  file = write_json (*dir, "game.json", root);
  match = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_file (match, file);
  g_assert_true (ts_match_save (match, NULL, &error));
  g_assert_no_error (error);
  return match;
}

/* The legal entry now whose words contain @words. */
static TsEntry *
legal_with (TsMatch    *match,
            const char *words)
{
  GListModel *legal = ts_match_get_legal_entries (match);

  for (guint i = 0; i < g_list_model_get_n_items (legal); i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);
      gconstpointer state = ts_match_get_state (match);
      g_autofree char *text = ts_match_get_module (match)->describe_entry (
          state, ts_entry_get_data (entry));

      if (strstr (text, words) != NULL)
        return g_steal_pointer (&entry);
    }
  return NULL;
}

/* KB-BDG-03, the tester's record: under the rulebook's reading Bruno may reroll with the
 * Statue after the Chapel, so entry 110 (Ana's Alchemist) is held. The decision the new
 * reading asks for is added before it: all 179 entries stay, plus one, and every entry after
 * it plays again. Ctrl+Z takes back the addition, then the reading, each exactly. */
static void
test_add_before_kingsburg (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(TsMatch) match = open_copy ("history-kingsburg-2p-random-complete-b3872f0.json",
                                        &dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsEntry) keep = NULL;
  g_auto(GStrv) original = file_entries (match);
  g_auto(GStrv) switched = NULL;
  g_auto(GStrv) mended = NULL;
  g_autofree char *original_text = file_text (match);
  g_autofree char *held_text = NULL;
  TsMatchChange change;

  g_assert_cmpuint (g_strv_length (original), ==, 179);
  g_assert_true (ts_match_use_text_readings (match, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ts_match_peek_change (match, FALSE, &change));
  g_assert_cmpint (change.kind, ==, TS_MATCH_CHANGE_MEND);
  /* Nothing leaves the file: entry 110 and the 69 after it are held. */
  switched = file_entries (match);
  assert_same_entries (original, switched);
  g_assert_cmpuint (ts_match_get_held_number (match), ==, 110);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 109);
  g_assert_cmpuint (ts_match_get_n_held (match), ==, 70);
  /* After a change of reading, adding is what the page proposes, and it says so. */
  g_assert_cmpint (ts_match_get_held_mode (match), ==, TS_MATCH_HELD_ADD_BEFORE);
  g_assert_nonnull (strstr (ts_match_get_attention (match), "Entry 110 ("));
  g_assert_nonnull (strstr (ts_match_get_attention (match), "added before it"));
  held_text = file_text (match);

  keep = legal_with (match, "keeps");
  g_assert_nonnull (keep);
  g_assert_true (ts_match_apply (match, keep, &error));
  g_assert_no_error (error);
  mended = file_entries (match);
  /* The 179 entries, in order, with the decision before entry 110. */
  g_assert_cmpuint (g_strv_length (mended), ==, 180);
  for (guint i = 0; i < 179; i++)
    g_assert_cmpstr (mended[i < 109 ? i : i + 1], ==, original[i]);
  g_assert_cmpuint (ts_match_get_n_held (match), ==, 0);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 180);
  g_assert_true (ts_match_get_finished (match));
  g_assert_true (ts_match_peek_change (match, FALSE, &change));
  g_assert_nonnull (strstr (change.summary, "Added before entry 110: "));

  /* Undo: held again, the file as it was after the reading, byte for byte. */
  g_assert_true (ts_match_undo (match));
  assert_file_is (match, held_text);
  g_assert_cmpuint (ts_match_get_held_number (match), ==, 110);
  /* Undo again: the earlier reading, every entry played, the file as it was opened. */
  g_assert_true (ts_match_get_can_undo (match));
  g_assert_true (ts_match_undo (match));
  assert_file_is (match, original_text);
  g_assert_cmpuint (ts_match_get_n_held (match), ==, 0);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 179);
  /* And redo makes both again. */
  g_assert_true (ts_match_redo (match));
  g_assert_true (ts_match_redo (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 180);
  ts_test_remove_tree (dir);
}

/* A damaged record (Carcassonne, entry 30 made Ana's) mended every way, each step undone:
 * the file comes back byte for byte; Drop All's undo gives back every entry it dropped, and
 * Undo never reaches an entry older than the step it names. */
static void
test_each_step_undone (void)
{
  g_autofree char *path = corpus_file ("history-carcassonne-2p-random-complete-b3872f0.json");
  g_autoptr(JsonNode) root = read_json (path);
  JsonArray *entries = json_object_get_array_member (json_node_get_object (root), "entries");
  JsonObject *broken = json_array_get_object_element (entries, 29);
  g_autofree char *dir = g_dir_make_tmp ("ts-mend-XXXXXX", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *start = NULL;
  guint n = json_array_get_length (entries);

  json_object_set_int_member (broken, "player",
                              1 - json_object_get_int_member (broken, "player"));
  file = write_json (dir, "damaged.json", root);
  match = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_file (match, file);
  g_assert_true (ts_match_save (match, NULL, &error));
  start = file_text (match);
  g_assert_cmpuint (ts_match_get_held_number (match), ==, 30);
  /* Before any step, Undo would reach an entry under the held ones: it is refused. */
  g_assert_false (ts_match_get_can_undo (match));

  for (guint step = 0; step < 4; step++)
    {
      g_autofree char *message = NULL;
      g_autofree char *after = NULL;
      g_autoptr(TsEntry) entry = NULL;
      TsMatchChange change;

      switch (step)
        {
        case 0:
          g_assert_true (ts_match_drop_held (match, FALSE, &message, &error));
          g_assert_nonnull (strstr (message, "Entry 30 dropped: "));
          break;
        case 1:
          g_assert_true (ts_match_drop_held (match, TRUE, &message, &error));
          {
            g_autofree char *expected = g_strdup_printf ("Entries 30 to %u dropped", n);

            g_assert_cmpstr (message, ==, expected);
          }
          g_assert_cmpuint (ts_match_get_n_entries (match), ==, 29);
          break;
        default:
          ts_match_set_held_mode (match, step == 2 ? TS_MATCH_HELD_ADD_BEFORE
                                                   : TS_MATCH_HELD_REPLACE);
          entry = g_list_model_get_item (ts_match_get_legal_entries (match), 0);
          g_assert_true (ts_match_apply (match, entry, &error));
          break;
        }
      g_assert_no_error (error);
      after = file_text (match);
      g_assert_cmpstr (after, !=, start);
      g_assert_true (ts_match_peek_change (match, FALSE, &change));
      g_assert_cmpint (change.kind, ==, TS_MATCH_CHANGE_MEND);
      g_assert_true (ts_match_undo (match));
      assert_file_is (match, start);
      g_assert_cmpuint (ts_match_get_n_entries (match) + ts_match_get_n_held (match), ==, n);
      g_assert_false (ts_match_get_can_undo (match));
      /* Redo makes exactly the same step. */
      g_assert_true (ts_match_redo (match));
      assert_file_is (match, after);
      g_assert_true (ts_match_undo (match));
    }
  ts_test_remove_tree (dir);
}

/* The copy kept before a step is listed among the game's earlier versions, beside it; one
 * restored gives its entries back, and undo takes the restoring back. */
static void
test_restore_version (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(TsMatch) match = open_copy ("history-kingsburg-2p-random-complete-b3872f0.json",
                                        &dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) versions = NULL;
  g_autofree char *original = file_text (match);
  g_autofree char *dropped = NULL;
  g_autofree char *message = NULL;
  g_auto(GStrv) before = file_entries (match);
  g_auto(GStrv) restored = NULL;
  g_autoptr(GFile) versions_dir = ts_match_dup_versions_dir (match);
  g_autoptr(GFile) hidden = g_file_get_parent (versions_dir);
  g_autoptr(GFile) parent = g_file_get_parent (hidden);
  TsMatchVersion *newest;

  {
    g_autoptr(GPtrArray) none = ts_match_list_versions (match);

    g_assert_cmpuint (none->len, ==, 0);
  }
  g_assert_true (ts_match_use_text_readings (match, NULL, &error));
  g_assert_true (ts_match_drop_held (match, TRUE, NULL, &error));
  g_assert_no_error (error);
  dropped = file_text (match);
  versions = ts_match_list_versions (match);
  g_assert_cmpuint (versions->len, ==, 2);
  /* Beside the game, in its folder's hidden versions folder. */
  g_assert_cmpstr (g_file_peek_path (parent), ==, dir);
  newest = g_ptr_array_index (versions, 0);
  g_assert_cmpuint (newest->n_entries, ==, 179);
  g_assert_true (g_file_has_parent (newest->file, versions_dir));

  g_assert_true (ts_match_restore_version (match, newest->file, &message, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (message, "179 entries"));
  restored = file_entries (match);
  assert_same_entries (before, restored);
  g_assert_cmpuint (ts_match_get_held_number (match), ==, 110);
  g_assert_true (ts_match_undo (match));
  assert_file_is (match, dropped);
  g_assert_true (ts_match_undo (match));
  g_assert_true (ts_match_undo (match));
  assert_file_is (match, original);
  ts_test_remove_tree (dir);
}

/* Records of every game, damaged at a random entry: opened, mended by a random mix of
 * additions, replacements and drops (with undo and redo between), then every step undone:
 * the file ends byte for byte as it began, and no step lost an entry it did not name. */
static const char *const property_records[] = {
  "history-castles-of-burgundy-2p-outposts-random-complete-b3872f0.json",
  "history-castles-of-burgundy-3p-modules-random-complete-b3872f0.json",
  "history-kingsburg-2p-random-complete-b3872f0.json",
  "history-kingsburg-5p-random-complete-b3872f0.json",
  "history-carcassonne-3p-traders-builders-random-complete-b3872f0.json",
  "history-caylus-1303-3p-random-complete-b3872f0.json",
};

/* The entries of the file the players chose (the game writes the automatic ones itself,
 * and a replay may need one more or one fewer), from held entry @from_held on when it is
 * not 0, else all of them. */
static guint
chosen (TsMatch *match,
        guint    from_held)
{
  guint n = 0;

  if (from_held == 0)
    for (guint i = 0; i < ts_match_get_n_entries (match); i++)
      n += !ts_entry_get_automatic (ts_match_get_entry (match, i));
  for (guint i = from_held > 0 ? from_held - 1 : 0; i < ts_match_get_n_held (match); i++)
    n += !ts_entry_get_automatic (ts_match_get_held_entry (match, i));
  return n;
}

static void
random_step (TsMatch *match,
             guint   *n_steps)
{
  guint before = chosen (match, 0);
  guint held = chosen (match, 1);
  guint first = held - chosen (match, 2);
  guint kind = g_test_rand_int_range (0, 5);
  g_autoptr(GError) error = NULL;

  g_test_message ("step %u at entry %u", kind, ts_match_get_held_number (match));
  if (kind <= 1)
    {
      GListModel *legal = ts_match_get_legal_entries (match);
      guint n_legal = g_list_model_get_n_items (legal);
      g_autoptr(TsEntry) entry = NULL;

      if (n_legal == 0)
        return;
      entry = g_list_model_get_item (legal, g_test_rand_int_range (0, (gint32) n_legal));
      ts_match_set_held_mode (match, kind == 0 ? TS_MATCH_HELD_ADD_BEFORE
                                               : TS_MATCH_HELD_REPLACE);
      if (!ts_match_apply (match, entry, &error))
        return;
      /* An addition keeps every entry; a replacement all but the one it names. */
      g_assert_cmpuint (chosen (match, 0), ==, before + 1 - (kind == 1 ? first : 0));
    }
  else if (kind == 2)
    {
      g_assert_true (ts_match_drop_held (match, FALSE, NULL, &error));
      g_assert_cmpuint (chosen (match, 0), ==, before - first);
    }
  else if (kind == 3)
    {
      g_assert_true (ts_match_drop_held (match, TRUE, NULL, &error));
      g_assert_cmpuint (chosen (match, 0), ==, before - held);
    }
  else
    {
      /* Undone and made again: the same step. */
      if (*n_steps > 0)
        {
          g_assert_true (ts_match_undo (match));
          g_assert_true (ts_match_redo (match));
        }
      return;
    }
  (*n_steps)++;
}

static void
test_property (void)
{
  guint rounds = g_test_slow () ? 60 : 18;

  for (guint round = 0; round < rounds; round++)
    {
      const char *name = property_records[round % G_N_ELEMENTS (property_records)];
      g_autofree char *path = corpus_file (name);
      g_autoptr(JsonNode) root = read_json (path);
      JsonArray *entries = json_object_get_array_member (json_node_get_object (root),
                                                         "entries");
      guint n = json_array_get_length (entries);
      guint at = g_test_rand_int_range ((gint32) (n / 4), (gint32) n);
      g_autofree char *dir = g_dir_make_tmp ("ts-mend-XXXXXX", NULL);
      g_autoptr(GFile) file = NULL;
      g_autoptr(TsMatch) match = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *start = NULL;
      guint n_steps = 0;

      g_test_message ("round %u: %s, damaged at entry %u", round, name, at + 1);
      /* The damage: an entry gone, or one played twice. */
      if (g_test_rand_bit ())
        json_array_remove_element (entries, at);
      else
        json_array_add_element (entries, json_node_copy (json_array_get_element (entries, at)));
      file = write_json (dir, "damaged.json", root);
      match = ts_match_open (file, FALSE, NULL, &error);
      g_assert_no_error (error);
      ts_match_set_file (match, file);
      g_assert_true (ts_match_save (match, NULL, &error));
      start = file_text (match);

      for (guint i = 0; i < 6 && ts_match_get_n_held (match) > 0; i++)
        random_step (match, &n_steps);
      for (; n_steps > 0; n_steps--)
        {
          TsMatchChange change;

          g_assert_true (ts_match_peek_change (match, FALSE, &change));
          g_assert_cmpint (change.kind, ==, TS_MATCH_CHANGE_MEND);
          g_assert_true (ts_match_undo (match));
        }
      assert_file_is (match, start);
      ts_test_remove_tree (dir);
    }
}

int
main (int   argc,
      char *argv[])
{
  corpus_test_init (&argc, &argv);
  g_test_add_func ("/mend/KB-BDG-03/add-before", test_add_before_kingsburg);
  g_test_add_func ("/mend/each-step-undone", test_each_step_undone);
  g_test_add_func ("/mend/restore-version", test_restore_version);
  g_test_add_func ("/mend/property", test_property);
  return g_test_run ();
}

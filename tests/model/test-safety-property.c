/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The safety net's property: over random folder shapes (the versions folder or the game's
 * own folder a link or a file, foreign files and other games' copies, a file system that
 * refuses the copy) and random game names ("...json", ".json"), random mending steps
 * (Replace, Drop It, Drop All, undo), each refused for want of its copy made anyway or not:
 * no file outside the game's own folder of copies ever changes, every step that cut entries
 * left its copy where one can be kept, and undoing all gives every entry back.
 * TS_SAFETY_ROUNDS rounds (default 40). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-counter-game.h"
#include "ts-match.h"
#include "ts-model-common.h"
#include "ts-model-games.h"
#include "ts-model-record.h"
#include "ts-safety-fixture.h"
#include "ts-test-folder.h"

/* -------------------------------------------------------------------------------------- */
/* The property                                                                             */

typedef enum
{
  SHAPE_PLAIN,
  SHAPE_VERSIONS_LINK,
  SHAPE_OWN_LINK,
  SHAPE_VERSIONS_FILE,
  SHAPE_OWN_FILE,
  SHAPE_FOREIGN,
  SHAPE_FULL,
  N_SHAPES
} Shape;

static gboolean
drop_one (TsMatch  *match,
          gpointer  data,
          GError  **error)
{
  return ts_match_drop_held (match, FALSE, NULL, error);
}

static gboolean
apply_entry (TsMatch  *match,
             gpointer  data,
             GError  **error)
{
  return ts_match_apply (match, data, error);
}

/* The entries @path holds, played and held, as JSON: what a copy must keep. */
static char *
entries_of (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *record;

  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  record = json_node_get_object (json_parser_get_root (parser));
  return json_to_string (json_object_get_member (record, "entries"), FALSE);
}

static void
property_round (guint seed)
{
  const char *names[] = { "game.json", "...json", ".json", "..json", "x" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  Shape shape = g_rand_int_range (rand, 0, N_SHAPES);
  g_auto(SafetyTable) table = { 0 };
  g_autofree char *versions = NULL;
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(GHashTable) after = NULL;
  g_autoptr(GStrvBuilder) ever = g_strv_builder_new ();
  g_autofree char *original = NULL;
  struct rlimit limit_before, limit;
  guint n_steps = 0;
  g_autoptr(GHashTable) cut = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  safety_table_init (&table, names[g_rand_int_range (rand, 0, G_N_ELEMENTS (names))]);
  g_assert_true (g_file_get_contents (table.record, &original, NULL, NULL));
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  switch (shape)
    {
    case SHAPE_VERSIONS_LINK:
      g_assert_cmpint (symlink (table.elsewhere, versions), ==, 0);
      break;
    case SHAPE_OWN_LINK:
    case SHAPE_OWN_FILE:
    case SHAPE_FOREIGN:
      g_assert_cmpint (g_mkdir (versions, 0755), ==, 0);
      if (shape == SHAPE_OWN_LINK)
        g_assert_cmpint (symlink (table.elsewhere, table.own), ==, 0);
      else if (shape == SHAPE_OWN_FILE)
        safety_write_text (table.own, "not a folder");
      else
        {
          g_autofree char *other = safety_record_text ("2025-12-01T20:00:00Z", "Ana", 6, 99, seed);
          g_autofree char *path = g_build_filename (table.own, "2026-01-01-100000.json", NULL);
          g_autofree char *link = g_build_filename (table.own, "2026-01-01-100001.json",
                                                    NULL);
          g_autofree char *target = g_build_filename (table.elsewhere,
                                                      "2026-01-01-120000.json", NULL);

          g_assert_cmpint (g_mkdir (table.own, 0755), ==, 0);
          safety_write_text (path, other);
          g_assert_cmpint (symlink (target, link), ==, 0);
        }
      break;
    case SHAPE_VERSIONS_FILE:
      safety_write_text (versions, "not a folder");
      break;
    default:
      break;
    }
  /* Outside the game's own folder of copies, nothing may change but the record. */
  before = safety_snapshot (table.root, shape == SHAPE_FOREIGN ? NULL : table.own, table.record);
  if (shape == SHAPE_FOREIGN)
    {
      /* Its folder is the game's: what was placed there but is not a copy stays. */
      g_hash_table_remove (before, table.own);
      g_hash_table_remove (before, versions);
    }
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit_before), ==, 0);
  if (shape == SHAPE_FULL)
    {
      limit = limit_before;
      limit.rlim_cur = 64;
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
    }

  for (guint op = 0; op < 12; op++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsEntry) entry = ts_counter_game_entry_new (g_rand_int_range (rand, 0, 2),
                                                            g_rand_int_range (rand, 1, 3));
      guint kind = g_rand_int_range (rand, 0, 6);
      gboolean anyway = g_rand_boolean (rand);
      gboolean done;
      g_autofree char *record_before = NULL;

      if (kind == 0 || ts_match_get_n_held (table.match) == 0)
        {
          ts_match_undo (table.match);
          continue;
        }
      if (kind == 1)
        ts_match_set_held_mode (table.match, TS_MATCH_HELD_REPLACE);
      record_before = entries_of (table.record);
      done = kind <= 2 ? ts_match_apply (table.match, entry, &error)
                       : ts_match_drop_held (table.match, kind == 3, NULL, &error);
      if (!done && g_error_matches (error, TS_MATCH_ERROR, TS_MATCH_ERROR_NO_COPY))
        {
          /* Only a shape that keeps no copy refuses for it. */
          g_assert_true (shape != SHAPE_PLAIN && shape != SHAPE_FOREIGN);
          g_clear_error (&error);
          if (anyway)
            done = kind <= 2 ? ts_match_step_without_copy (table.match, apply_entry, entry,
                                                           &error)
                             : ts_match_step_without_copy (table.match, drop_one, NULL, &error);
        }
      n_steps += done;
      /* Every step that cut entries (a replacement, a drop) left its copy where one can be
       * kept: the record as it was, kept once however often (a step made again after its
       * undo keeps no second copy of it). */
      if (done && kind != 2)
        g_hash_table_add (cut, g_steal_pointer (&record_before));
      /* A step made ends a replacement; one refused leaves the players' choice as it was. */
      if (done)
        g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
    }
  if (shape == SHAPE_FULL)
    g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit_before), ==, 0);
  if (shape == SHAPE_PLAIN || shape == SHAPE_FOREIGN)
    {
      g_autoptr(GPtrArray) listed = ts_match_list_versions (table.match);
      g_autoptr(GHashTable) kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      GHashTableIter iter;
      gpointer record;

      for (guint i = 0; i < listed->len; i++)
        {
          TsMatchVersion *version = g_ptr_array_index (listed, i);
          g_autofree char *path = g_file_get_path (version->file);

          g_hash_table_add (kept, entries_of (path));
        }
      g_hash_table_iter_init (&iter, cut);
      while (g_hash_table_iter_next (&iter, &record, NULL))
        g_assert_true (g_hash_table_contains (kept, record));
    }

  /* No entry lost: undo all the way gives the file back, byte for byte. */
  while (ts_match_undo (table.match))
    ;
  {
    g_autoptr(GFile) file = g_file_new_for_path (table.record);
    g_autoptr(GError) error = NULL;
    g_autofree char *now = NULL;

    /* A save refused by the size limit is made again now. */
    ts_match_save (table.match, NULL, &error);
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (table.record, &now, NULL, NULL));
    g_assert_cmpuint (safety_file_entries (table.record), ==, 14);
    g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 6);
  }
  after = safety_snapshot (table.root, shape == SHAPE_FOREIGN ? NULL : table.own, table.record);
  if (shape == SHAPE_FOREIGN)
    {
      GHashTableIter iter;
      gpointer key;

      /* The copies this game kept are its own. */
      g_hash_table_iter_init (&iter, after);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        if (g_str_has_prefix (key, table.own) && !g_hash_table_contains (before, key)
            && strstr (key, "2026-01-01-10000") == NULL)
          g_hash_table_iter_remove (&iter);
      g_hash_table_remove (after, table.own);
      g_hash_table_remove (after, versions);
    }
  else if (!g_hash_table_contains (before, versions))
    /* The folder of versions the first copy made. */
    g_hash_table_remove (after, versions);
  safety_assert_same_snapshot (before, after);
  g_test_message ("shape %u: %u steps, %u records cut", shape, n_steps, g_hash_table_size (cut));
}

static void
test_property (void)
{
  const char *env = g_getenv ("TS_SAFETY_ROUNDS");
  guint rounds = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : 40;

  for (guint seed = 1; seed <= rounds; seed++)
    property_round (seed);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();

  g_test_add_func ("/safety/property", test_property);
  return g_test_run ();
}

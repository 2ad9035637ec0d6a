/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The safety net never cuts: a game's earlier versions and every file Tableside removes or
 * overwrites (ts-own-files.c, ts-match-versions.c). Hostile and careless folders: the versions
 * folder or the game's own folder of copies a symbolic link, a game saved as "...json" (the
 * stem ".."), a file where the folder should be, a file system that refuses the copy (a file
 * size limit: EFBIG, as a full disk gives ENOSPC), foreign files and other games' copies among
 * the copies, legacy copies of a game whose name starts another's. In each, no file outside
 * the game's own folder of copies changes, a step that cuts entries is not made without its
 * copy unless the players choose so, and no entry is lost. Then Replace, a choice for one
 * entry, and the header read that lists copies. Ends with a property test over random
 * folder shapes and steps (TS_SAFETY_ROUNDS, default 40). */
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
#include "ts-test-folder.h"

#define CREATED "2026-11-20T20:00:00Z"

/* A record of counter race between Ana and Bruno (target 200): @n legal entries, turns taking
 * turns, amounts 1 and 2 from @seed; with @held_at < @n, the entry there is Bruno's out of
 * turn (refused: it and the ones after it are held). */
static char *
record_text (const char *created,
             const char *ana,
             guint       n,
             guint       held_at,
             guint       seed)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  g_string_append (text, "{\n  \"format\": \"tableside-record\",\n  \"version\": 3,\n"
                         "  \"game\": \"counter-race\",\n  \"name\": \"Race\",\n");
  if (created != NULL)
    g_string_append_printf (text, "  \"created\": \"%s\",\n", created);
  g_string_append_printf (text, "  \"players\": [{\"name\": \"%s\"}, {\"name\": \"Bruno\"}],\n"
                                "  \"setup\": {\"target\": 200},\n  \"entries\": [",
                          ana);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s\n    {\"type\": \"add\", \"player\": %u, \"amount\": %d}",
                            i > 0 ? "," : "", i == held_at ? 1 - i % 2 : i % 2,
                            g_rand_int_range (rand, 1, 3));
  g_string_append (text, "\n  ]\n}\n");
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
write_text (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

/* Sets @path's times @days ago. */
static void
age (const char *path,
     int         days)
{
  struct timespec times[2];

  clock_gettime (CLOCK_REALTIME, &times[0]);
  times[0].tv_sec -= (time_t) days * 24 * 3600;
  times[1] = times[0];
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW), ==, 0);
}

/* -------------------------------------------------------------------------------------- */
/* What a folder holds                                                                      */

static void
snapshot_into (GHashTable *out,
               const char *path,
               const char *skip)
{
  struct stat info;
  g_autofree char *what = NULL;

  if (skip != NULL && strcmp (path, skip) == 0)
    return;
  g_assert_cmpint (lstat (path, &info), ==, 0);
  if (S_ISLNK (info.st_mode))
    {
      g_autofree char *target = g_file_read_link (path, NULL);

      what = g_strdup_printf ("link %s", target);
    }
  else if (S_ISREG (info.st_mode))
    {
      g_autofree char *contents = NULL;
      gsize length = 0;
      g_autofree char *sum = NULL;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, length);
      what = g_strdup_printf ("file %s %" G_GINT64_FORMAT, sum, (gint64) info.st_mtime);
    }
  else if (S_ISDIR (info.st_mode))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      what = g_strdup ("folder");
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          snapshot_into (out, child, skip);
        }
    }
  else
    what = g_strdup ("other");
  g_hash_table_insert (out, g_strdup (path), g_steal_pointer (&what));
}

/* Everything under @root but @skip (the game's own folder of copies) and @record. */
static GHashTable *
snapshot (const char *root,
          const char *skip,
          const char *record)
{
  GHashTable *out = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  snapshot_into (out, root, skip);
  if (record != NULL)
    g_hash_table_remove (out, record);
  return out;
}

static void
assert_same_snapshot (GHashTable *before,
                      GHashTable *after)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *now = g_hash_table_lookup (after, key);

      if (g_strcmp0 (now, value) != 0)
        g_error ("%s changed: “%s”, now “%s”", (char *) key, (char *) value, now);
    }
  g_hash_table_iter_init (&iter, after);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (before, key))
      g_error ("%s appeared: “%s”", (char *) key, (char *) value);
}

/* -------------------------------------------------------------------------------------- */
/* A table                                                                                  */

typedef struct
{
  char *root;     /* the test's folder */
  char *games;    /* root/games: the game's folder */
  char *elsewhere; /* root/elsewhere: another folder of saved games, old */
  char *record;   /* the game's file */
  char *own;      /* the game's own folder of copies */
  TsMatch *match;
} Table;

static void
table_clear (Table *table)
{
  g_clear_object (&table->match);
  ts_test_remove_tree (table->root);
  g_free (table->root);
  g_free (table->games);
  g_free (table->elsewhere);
  g_free (table->record);
  g_free (table->own);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Table, table_clear)

/* A games folder with the game @file_name (entries from 8 on held), and 15 records 40 days
 * old in "elsewhere", named as copies are named. */
static void
table_init (Table      *table,
            const char *file_name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = record_text (CREATED, "Ana", 14, 8, 1);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) own = NULL;

  table->root = g_dir_make_tmp ("tableside-safety-XXXXXX", &error);
  g_assert_no_error (error);
  table->games = g_build_filename (table->root, "games", NULL);
  table->elsewhere = g_build_filename (table->root, "elsewhere", NULL);
  g_assert_cmpint (g_mkdir (table->games, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (table->elsewhere, 0755), ==, 0);
  for (guint i = 0; i < 15; i++)
    {
      g_autofree char *name = g_strdup_printf ("2026-01-%02u-120000.json", i + 1);
      g_autofree char *path = g_build_filename (table->elsewhere, name, NULL);
      g_autofree char *other = record_text ("2025-12-01T20:00:00Z", "Carla", 6, 99, i);

      write_text (path, other);
      age (path, 40);
    }
  table->record = g_build_filename (table->games, file_name, NULL);
  write_text (table->record, text);
  file = g_file_new_for_path (table->record);
  table->match = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_held (table->match), ==, 6);
  own = ts_match_dup_versions_dir (table->match);
  table->own = g_file_get_path (own);
}

static gboolean
drop_all (TsMatch  *match,
          gpointer  data,
          GError  **error)
{
  return ts_match_drop_held (match, TRUE, NULL, error);
}

/* The entries the file holds, played and held. */
static guint
file_entries (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TsRecord) record = ts_record_load (file, NULL, NULL);

  g_assert_nonnull (record);
  return ts_record_get_n_entries (record) + ts_record_get_n_held (record);
}

/* In @table's state (a shape that keeps no copy), Drop All is refused with a sentence that
 * contains @why, changes nothing, and is made only when the players choose to; undo gives
 * every entry back; no file but the record changes anywhere. */
static void
assert_no_step_without_copy (Table      *table,
                             const char *why)
{
  g_autoptr(GHashTable) before = snapshot (table->root, NULL, table->record);
  g_autoptr(GHashTable) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *original = NULL;
  g_autofree char *now = NULL;

  g_assert_true (g_file_get_contents (table->record, &original, NULL, NULL));
  g_assert_false (ts_match_drop_held (table->match, TRUE, NULL, &error));
  g_assert_error (error, TS_MATCH_ERROR, TS_MATCH_ERROR_NO_COPY);
  g_assert_true (g_str_has_prefix (error->message, "The earlier version cannot be kept: "));
  if (strstr (error->message, why) == NULL)
    g_error ("“%s” does not say “%s”", error->message, why);
  g_clear_error (&error);
  g_assert_cmpuint (ts_match_get_n_held (table->match), ==, 6);
  g_assert_false (ts_match_get_can_undo (table->match));
  g_assert_true (g_file_get_contents (table->record, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, original);

  /* The players choose it anyway: made once, undo keeps the entries. */
  g_assert_true (ts_match_step_without_copy (table->match, drop_all, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_held (table->match), ==, 0);
  g_assert_cmpuint (file_entries (table->record), ==, 8);
  g_assert_true (ts_match_undo (table->match));
  g_assert_cmpuint (file_entries (table->record), ==, 14);
  /* Only that step: the next asks again. */
  g_assert_false (ts_match_drop_held (table->match, FALSE, NULL, &error));
  g_assert_error (error, TS_MATCH_ERROR, TS_MATCH_ERROR_NO_COPY);

  after = snapshot (table->root, NULL, table->record);
  assert_same_snapshot (before, after);
}

static void
test_versions_folder_link (void)
{
  g_auto(Table) table = { 0 };
  g_autofree char *versions = NULL;

  table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  g_assert_cmpint (symlink (table.elsewhere, versions), ==, 0);
  assert_no_step_without_copy (&table, "is a symbolic link");
  g_assert_cmpuint (ts_match_list_versions (table.match)->len, ==, 0);
}

static void
test_own_folder_link (void)
{
  g_auto(Table) table = { 0 };
  g_autofree char *versions = NULL;

  table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  g_assert_cmpint (g_mkdir (versions, 0755), ==, 0);
  g_assert_cmpint (symlink (table.elsewhere, table.own), ==, 0);
  assert_no_step_without_copy (&table, "game” is a symbolic link");
}

static void
test_file_in_place (void)
{
  g_auto(Table) table = { 0 };
  g_autofree char *versions = NULL;

  table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  write_text (versions, "notes");
  assert_no_step_without_copy (&table, "is not a folder");
}

/* A file system that refuses the copy: a file size limit gives EFBIG where a full disk gives
 * ENOSPC, from the same write. */
static void
test_copy_refused (void)
{
  g_auto(Table) table = { 0 };
  struct rlimit before, limit;

  table_init (&table, "game.json");
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &before), ==, 0);
  limit = before;
  limit.rlim_cur = 64;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (ts_match_drop_held (table.match, TRUE, NULL, &error));
    g_assert_error (error, TS_MATCH_ERROR, TS_MATCH_ERROR_NO_COPY);
    g_assert_nonnull (strstr (error->message, g_strerror (EFBIG)));
    g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 6);
  }
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &before), ==, 0);
  /* With room again, the step keeps its copy. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) listed = NULL;

    g_assert_true (ts_match_drop_held (table.match, TRUE, NULL, &error));
    g_assert_no_error (error);
    listed = ts_match_list_versions (table.match);
    g_assert_cmpuint (listed->len, ==, 1);
    g_assert_cmpuint (((TsMatchVersion *) listed->pdata[0])->n_entries, ==, 14);
  }
}

/* "...json" has the stem "..": its copies go to an encoded folder of their own, never to the
 * games folder, and nothing in the games folder goes. */
static void
test_stem_dot_dot (void)
{
  const char *names[] = { "...json", "..json", ".json", "%2E.json", "%.json" };
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      g_auto(Table) table = { 0 };
      g_autoptr(GHashTable) before = NULL;
      g_autoptr(GHashTable) after = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) listed = NULL;
      g_autofree char *versions = NULL;
      g_autofree char *parent = NULL;

      table_init (&table, names[k]);
      /* Old games in the games folder itself, named as copies are. */
      for (guint i = 0; i < 15; i++)
        {
          g_autofree char *name = g_strdup_printf ("2026-02-%02u-120000.json", i + 1);
          g_autofree char *path = g_build_filename (table.games, name, NULL);
          g_autofree char *other = record_text ("2025-12-02T20:00:00Z", "Dora", 4, 99, i);

          write_text (path, other);
          age (path, 40);
        }
      versions = g_build_filename (table.games, ".tableside-versions", NULL);
      parent = g_path_get_dirname (table.own);
      g_assert_cmpstr (parent, ==, versions);
      /* One folder per name: no two games share one. */
      g_assert_false (g_hash_table_contains (seen, strrchr (table.own, '/')));
      g_hash_table_add (seen, g_strdup (strrchr (table.own, '/')));

      before = snapshot (table.root, table.own, table.record);
      g_assert_true (ts_match_drop_held (table.match, FALSE, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (ts_match_drop_held (table.match, TRUE, NULL, &error));
      g_assert_no_error (error);
      after = snapshot (table.root, table.own, table.record);
      /* The folder of versions appeared, holding the game's own folder: nothing else. */
      g_hash_table_remove (after, versions);
      assert_same_snapshot (before, after);
      listed = ts_match_list_versions (table.match);
      g_assert_cmpuint (listed->len, ==, 2);
    }
}

/* What is placed among the copies that is not one of this game's is never listed, never
 * restored, and never removed unless it is a regular file named as a copy is. */
static void
test_foreign_copies (void)
{
  g_auto(Table) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) listed = NULL;
  g_autofree char *versions = NULL;
  g_autofree char *other_game = NULL;
  g_autofree char *link = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *target = NULL;
  g_autofree char *other = record_text ("2025-12-01T20:00:00Z", "Ana", 6, 99, 3);
  g_autofree char *renamed = record_text (CREATED, "Ana Maria", 6, 99, 3);
  g_autofree char *renamed_copy = NULL;
  g_autoptr(GFile) other_file = NULL;

  table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  g_assert_cmpint (g_mkdir (versions, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (table.own, 0755), ==, 0);
  other_game = g_build_filename (table.own, "2026-11-21-100000.json", NULL);
  write_text (other_game, other);
  renamed_copy = g_build_filename (table.own, "2026-11-21-100001.json", NULL);
  write_text (renamed_copy, renamed);
  target = g_build_filename (table.elsewhere, "2026-01-01-120000.json", NULL);
  link = g_build_filename (table.own, "2026-11-21-100002.json", NULL);
  g_assert_cmpint (symlink (target, link), ==, 0);
  folder = g_build_filename (table.own, "2026-11-21-100003.json", NULL);
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  notes = g_build_filename (table.own, "notes.json", NULL);
  write_text (notes, other);

  listed = ts_match_list_versions (table.match);
  g_assert_cmpuint (listed->len, ==, 0);
  other_file = g_file_new_for_path (other_game);
  g_assert_false (ts_match_restore_version (table.match, other_file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "is not a version of this game"));
  g_clear_error (&error);
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 6);

  /* 60 steps: pruning runs 60 times, each beyond the newest 50 copies. */
  for (guint i = 0; i < 30; i++)
    {
      g_assert_true (ts_match_drop_held (table.match, TRUE, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (ts_match_undo (table.match));
    }
  g_assert_true (g_file_test (notes, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (target, G_FILE_TEST_IS_REGULAR));
  g_clear_pointer (&listed, g_ptr_array_unref);
  listed = ts_match_list_versions (table.match);
  g_assert_cmpuint (listed->len, <=, 30);
  for (guint i = 0; i < listed->len; i++)
    g_assert_cmpuint (((TsMatchVersion *) listed->pdata[i])->n_entries, ==, 14);
}

/* Copies earlier builds kept as "STEM-YYYY-MM-DD-HHMMSS.json": a game "a" lists its own, not
 * those of "a-b", nor another game's under its name. */
static void
test_legacy_names (void)
{
  g_auto(Table) table = { 0 };
  g_autofree char *superseded = g_build_filename (g_get_user_data_dir (), "tableside",
                                                  "superseded", NULL);
  g_autofree char *own_text = record_text (CREATED, "Ana", 10, 99, 1);
  g_autofree char *other_text = record_text ("2025-12-01T20:00:00Z", "Ana", 4, 99, 1);
  g_autoptr(GPtrArray) listed = NULL;
  const char *names[] = { "game-2026-01-05-100000.json", "game-b-2026-01-06-100000.json",
                          "game-2026-01-07-100000-2.json", "game-2026-01-08-100000.json" };

  table_init (&table, "game.json");
  g_assert_cmpint (g_mkdir_with_parents (superseded, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (superseded, names[i], NULL);

      write_text (path, i == 3 ? other_text : own_text);
    }
  listed = ts_match_list_versions (table.match);
  g_assert_cmpuint (listed->len, ==, 1);
  {
    g_autofree char *base = g_file_get_basename (((TsMatchVersion *) listed->pdata[0])->file);

    g_assert_cmpstr (base, ==, names[0]);
    g_assert_cmpuint (((TsMatchVersion *) listed->pdata[0])->n_entries, ==, 10);
  }
  ts_test_remove_tree (superseded);
}

/* Pruning by names alone: the newest 10 always, beyond them those older than 30 days go, and
 * any beyond the newest 50. */
static void
test_prune (void)
{
  g_auto(Table) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *versions = NULL;
  g_autofree char *copy = record_text (CREATED, "Ana", 14, 8, 1);
  guint left = 0;
  const char *name;

  table_init (&table, "game.json");
  versions = g_build_filename (table.games, ".tableside-versions", NULL);
  g_assert_cmpint (g_mkdir (versions, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (table.own, 0755), ==, 0);
  /* 5 copies from 40 days ago and 5 from 45, then 55 from the last days. */
  for (guint i = 0; i < 65; i++)
    {
      g_autoptr(GDateTime) when = g_date_time_add_hours (now, i < 5    ? -40 * 24 - (int) i
                                                              : i < 10 ? -45 * 24 - (int) i
                                                                       : -(int) i);
      g_autofree char *stamp = g_date_time_format (when, "%Y-%m-%d-%H%M%S.json");
      g_autofree char *path = g_build_filename (table.own, stamp, NULL);

      write_text (path, copy);
    }
  g_assert_true (ts_match_drop_held (table.match, FALSE, NULL, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GDir) dir = g_dir_open (table.own, 0, NULL);

    while ((name = g_dir_read_name (dir)) != NULL)
      left++;
  }
  /* 66 copies: the newest 50 stay; the 6 oldest of the recent ones and the 10 old ones go. */
  g_assert_cmpuint (left, ==, 50);
}

/* Replace is for one entry: after it, and after its undo, the next entry is added before. */
static void
test_replace_once (void)
{
  g_auto(Table) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TsEntry) ana = ts_counter_game_entry_new (0, 1);

  table_init (&table, "game.json");
  g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
  ts_match_set_held_mode (table.match, TS_MATCH_HELD_REPLACE);
  g_assert_nonnull (strstr (ts_match_get_attention (table.match), "takes its place"));
  /* Entry 9, Bruno's out of turn, becomes Ana's: the rest are in turn again. */
  g_assert_true (ts_match_apply (table.match, ana, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 14);
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 0);
  g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
  /* Its undo: held again, and the page says the next entry is added before. */
  g_assert_true (ts_match_undo (table.match));
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 6);
  g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
  g_assert_nonnull (strstr (ts_match_get_attention (table.match), "added before it"));
  /* So Ana's entry goes before Bruno's: his is in turn after it, his next one (entry 10 of
   * the file) is not and holds the rest. Nothing left the file. */
  g_assert_true (ts_match_apply (table.match, ana, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 10);
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 5);
  g_assert_cmpuint (file_entries (table.record), ==, 15);
  /* Redo and undo of a replacement end the same way. */
  g_assert_true (ts_match_undo (table.match));
  ts_match_set_held_mode (table.match, TS_MATCH_HELD_REPLACE);
  g_assert_true (ts_match_redo (table.match));
  g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
}

static void
listed_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  GPtrArray **out = data;
  g_autoptr(GError) error = NULL;

  *out = ts_match_list_versions_finish (TS_MATCH (source), result, &error);
  g_assert_no_error (error);
}

/* The list off the main thread is the list. */
static void
test_list_async (void)
{
  g_auto(Table) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) sync = NULL;
  g_autoptr(GPtrArray) async = NULL;

  table_init (&table, "game.json");
  /* Entry 9, then entry 10: the second drop leaves every entry played. */
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (ts_match_drop_held (table.match, FALSE, NULL, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 0);
  sync = ts_match_list_versions (table.match);
  ts_match_list_versions_async (table.match, NULL, listed_cb, &async);
  while (async == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (sync->len, ==, 2);
  g_assert_cmpuint (async->len, ==, sync->len);
  for (guint i = 0; i < sync->len; i++)
    {
      TsMatchVersion *a = sync->pdata[i];
      TsMatchVersion *b = async->pdata[i];

      g_assert_true (g_file_equal (a->file, b->file));
      g_assert_cmpuint (a->n_entries, ==, b->n_entries);
      g_assert_cmpint (a->time_usec, ==, b->time_usec);
    }
  /* Newest first: the file before the second drop, then before the first. */
  g_assert_cmpuint (((TsMatchVersion *) sync->pdata[0])->n_entries, ==, 13);
  g_assert_cmpuint (((TsMatchVersion *) sync->pdata[1])->n_entries, ==, 14);
}

/* A copy's header tells its game and length without its entries: entries that are not even
 * JSON after "times" are never read; without "times", the file is read whole. */
static void
test_peek (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tableside-peek-XXXXXX", &error);
  g_autofree char *with = g_build_filename (dir, "with.json", NULL);
  g_autofree char *without = g_build_filename (dir, "without.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  TsRecordPeek peek;
  int fd;

  g_assert_no_error (error);
  write_text (with, "{\"format\": \"tableside-record\", \"version\": 3, \"game\": \"counter-race\", "
                    "\"created\": \"" CREATED "\", \"status\": \"finished\", \"players\": "
                    "[{\"name\": \"Ana\"}, {\"name\": \"B\\\"runo, \\\"entries\\\": 1\"}], "
                    "\"times\": [0, 1, null], \"entries\": [not JSON at all");
  write_text (without, record_text (NULL, "Ana", 7, 99, 2));
  g_assert_cmpint (symlink (with, link), ==, 0);
  fd = ts_own_dir_open (dir, &error);
  g_assert_no_error (error);

  g_assert_true (ts_record_peek_at (fd, "with.json", &peek, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (peek.game, ==, "counter-race");
  g_assert_cmpuint (peek.n_entries, ==, 3);
  g_assert_true (peek.finished);
  g_assert_cmpuint (g_strv_length (peek.players), ==, 2);
  g_assert_cmpstr (peek.players[1], ==, "B\"runo, \"entries\": 1");
  g_assert_cmpint (peek.created, ==, 1795204800);
  ts_record_peek_clear (&peek);

  g_assert_true (ts_record_peek_at (fd, "without.json", &peek, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (peek.n_entries, ==, 7);
  g_assert_cmpint (peek.created, ==, 0);
  ts_record_peek_clear (&peek);

  /* Never through a link. */
  g_assert_false (ts_record_peek_at (fd, "link.json", &peek, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  ts_record_peek_clear (&peek);
  close (fd);
  ts_test_remove_tree (dir);
}

/* The rule itself: names that leave a folder are encoded one to one, a link or a file where a
 * folder of Tableside's own should be is refused, and a removal takes only a regular file of
 * a name Tableside writes there. */
static gboolean
is_json (const char *name)
{
  return g_str_has_suffix (name, ".json");
}

static void
test_own_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tableside-own-XXXXXX", &error);
  g_autofree char *file = g_build_filename (dir, "a.json", NULL);
  g_autofree char *link = g_build_filename (dir, "b.json", NULL);
  g_autofree char *link_dir = g_build_filename (dir, "linked", NULL);
  int fd;
  int sub;

  g_assert_no_error (error);
  write_text (file, "{}");
  g_assert_cmpint (symlink (file, link), ==, 0);
  g_assert_cmpint (symlink (dir, link_dir), ==, 0);
  fd = ts_own_dir_open (dir, &error);
  g_assert_no_error (error);

  {
    const char *names[] = { "..", ".", "", ".hidden", "%", "%2E.", "a/b", "plain" };
    const char *encoded[] = { "%2E.", "%2E", "%", "%2Ehidden", "%25", "%252E.", "a%2Fb",
                              "plain" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *name = ts_own_name_encode (names[i]);

        g_assert_cmpstr (name, ==, encoded[i]);
        g_assert_true (ts_own_name_is_plain (name));
      }
  }
  g_assert_cmpint (ts_own_dir_open_at (fd, "linked", "linked", TRUE, &error), ==, -1);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
  g_clear_error (&error);
  g_assert_cmpint (ts_own_dir_open_at (fd, "a.json", "a.json", TRUE, &error), ==, -1);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY);
  g_clear_error (&error);
  g_assert_cmpint (ts_own_dir_open_at (fd, "..", "..", TRUE, &error), ==, -1);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_clear_error (&error);
  sub = ts_own_dir_open_at (fd, "own", "own", TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sub, >=, 0);
  close (sub);

  g_assert_false (ts_own_file_remove (fd, "b.json", is_json, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);
  g_assert_false (ts_own_file_remove (fd, "own", is_json, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_clear_error (&error);
  g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
  g_assert_true (ts_own_file_remove (fd, "a.json", is_json, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));
  close (fd);
  ts_test_remove_tree (dir);
}

/* Deleting a saved game sets it aside in ".deleted", then removes it: a link there is
 * refused, and what it points to is never moved into nor removed. */
static void
test_deleted_link (void)
{
  g_auto(Table) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(GHashTable) after = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) games = NULL;
  g_autoptr(GFile) aside = NULL;
  g_autofree char *deleted = NULL;

  table_init (&table, "game.json");
  g_clear_object (&table.match);
  deleted = g_build_filename (table.games, ".deleted", NULL);
  g_assert_cmpint (symlink (table.elsewhere, deleted), ==, 0);
  before = snapshot (table.root, NULL, NULL);
  file = g_file_new_for_path (table.record);
  aside = ts_saved_games_set_aside (file, &error);
  g_assert_null (aside);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
  g_assert_nonnull (strstr (error->message, ".deleted” is a symbolic link"));
  g_clear_error (&error);
  games = g_file_new_for_path (table.games);
  ts_saved_games_purge (games);
  after = snapshot (table.root, NULL, NULL);
  assert_same_snapshot (before, after);

  /* A folder of its own: set aside, back, aside again, and removed; a link placed in it is
   * left there by the purge, its target too. */
  g_assert_cmpint (unlink (deleted), ==, 0);
  aside = ts_saved_games_set_aside (file, &error);
  g_assert_no_error (error);
  g_assert_true (ts_saved_games_restore (aside, file, &error));
  g_assert_no_error (error);
  g_clear_object (&aside);
  aside = ts_saved_games_set_aside (file, &error);
  g_assert_no_error (error);
  {
    g_autofree char *target = g_build_filename (table.elsewhere, "2026-01-01-120000.json", NULL);
    g_autofree char *link = g_build_filename (deleted, "other.json", NULL);

    g_assert_cmpint (symlink (target, link), ==, 0);
    ts_saved_games_purge (games);
    g_assert_false (g_file_query_exists (aside, NULL));
    g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
    g_assert_true (g_file_test (target, G_FILE_TEST_IS_REGULAR));
  }
}

/* The export rule: what a user names for an export may be written, but never the game's own
 * record, another record, a saved game, a file Tableside keeps, a link, a folder or "". */
static void
test_export_target (void)
{
  g_auto(Table) table = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) source = NULL;
  g_autoptr(GFile) games = NULL;
  struct
  {
    const char *name;
    const char *contents; /* NULL: none; "link": a link to the record; "folder" */
    gboolean allowed;
  } cases[] = {
    { "new.json", NULL, TRUE },
    { "notes.txt", "plain text", TRUE },
    { "sheet.json", "{\"format\": \"tableside-sheet\", \"version\": 3}", TRUE },
    { "board.json", "{\"format\": \"tableside-burgundy-player-board\"}", TRUE },
    { "people.json", "{\"format\": \"tableside-people\", \"version\": 1}", FALSE },
    { "other.json", "{\"format\": \"tableside-record\", \"version\": 3}", FALSE },
    { "link.json", "link", FALSE },
    { "folder", "folder", FALSE },
  };

  table_init (&table, "game.json");
  source = g_file_new_for_path (table.record);
  g_assert_false (ts_export_target_check ("", source, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_clear_error (&error);
  g_assert_false (ts_export_target_check (table.record, source, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_assert_nonnull (strstr (error->message, "the game’s own record"));
  g_clear_error (&error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (table.elsewhere, cases[i].name, NULL);

      if (g_strcmp0 (cases[i].contents, "link") == 0)
        g_assert_cmpint (symlink (table.record, path), ==, 0);
      else if (g_strcmp0 (cases[i].contents, "folder") == 0)
        g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
      else if (cases[i].contents != NULL)
        write_text (path, cases[i].contents);
      if (ts_export_target_check (path, source, &error) != cases[i].allowed)
        g_error ("%s: %s", cases[i].name, error != NULL ? error->message : "allowed");
      g_clear_error (&error);
    }
  /* In the games folder, a sheet is a saved game. */
  games = g_file_new_for_path (table.games);
  ts_record_set_dir (games);
  {
    g_autofree char *path = g_build_filename (table.games, "sheet.json", NULL);

    write_text (path, "{\"format\": \"tableside-sheet\", \"version\": 3}");
    g_assert_false (ts_export_target_check (path, NULL, &error));
    g_assert_nonnull (strstr (error->message, "is a saved game"));
  }
  ts_record_set_dir (NULL);
}

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

static void
property_round (guint seed)
{
  const char *names[] = { "game.json", "...json", ".json", "..json", "x" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  Shape shape = g_rand_int_range (rand, 0, N_SHAPES);
  g_auto(Table) table = { 0 };
  g_autofree char *versions = NULL;
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(GHashTable) after = NULL;
  g_autoptr(GStrvBuilder) ever = g_strv_builder_new ();
  g_autofree char *original = NULL;
  struct rlimit limit_before, limit;
  guint n_steps = 0;
  guint n_cut = 0;

  table_init (&table, names[g_rand_int_range (rand, 0, G_N_ELEMENTS (names))]);
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
        write_text (table.own, "not a folder");
      else
        {
          g_autofree char *other = record_text ("2025-12-01T20:00:00Z", "Ana", 6, 99, seed);
          g_autofree char *path = g_build_filename (table.own, "2026-01-01-100000.json", NULL);
          g_autofree char *link = g_build_filename (table.own, "2026-01-01-100001.json",
                                                    NULL);
          g_autofree char *target = g_build_filename (table.elsewhere,
                                                      "2026-01-01-120000.json", NULL);

          g_assert_cmpint (g_mkdir (table.own, 0755), ==, 0);
          write_text (path, other);
          g_assert_cmpint (symlink (target, link), ==, 0);
        }
      break;
    case SHAPE_VERSIONS_FILE:
      write_text (versions, "not a folder");
      break;
    default:
      break;
    }
  /* Outside the game's own folder of copies, nothing may change but the record. */
  before = snapshot (table.root, shape == SHAPE_FOREIGN ? NULL : table.own, table.record);
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

      if (kind == 0 || ts_match_get_n_held (table.match) == 0)
        {
          ts_match_undo (table.match);
          continue;
        }
      if (kind == 1)
        ts_match_set_held_mode (table.match, TS_MATCH_HELD_REPLACE);
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
       * kept. */
      if (done && kind != 2)
        n_cut++;
      /* A step made ends a replacement; one refused leaves the players' choice as it was. */
      if (done)
        g_assert_cmpint (ts_match_get_held_mode (table.match), ==, TS_MATCH_HELD_ADD_BEFORE);
    }
  if (shape == SHAPE_FULL)
    g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit_before), ==, 0);
  if (shape == SHAPE_PLAIN || shape == SHAPE_FOREIGN)
    {
      g_autoptr(GPtrArray) listed = ts_match_list_versions (table.match);

      g_assert_cmpuint (listed->len, >=, n_cut);
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
    g_assert_cmpuint (file_entries (table.record), ==, 14);
    g_assert_cmpuint (ts_match_get_n_held (table.match), ==, 6);
  }
  after = snapshot (table.root, shape == SHAPE_FOREIGN ? NULL : table.own, table.record);
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
  assert_same_snapshot (before, after);
  g_test_message ("shape %u: %u steps, %u cut", shape, n_steps, n_cut);
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

  g_test_add_func ("/safety/versions-folder-link", test_versions_folder_link);
  g_test_add_func ("/safety/own-folder-link", test_own_folder_link);
  g_test_add_func ("/safety/file-in-place", test_file_in_place);
  g_test_add_func ("/safety/copy-refused", test_copy_refused);
  g_test_add_func ("/safety/stem-dot-dot", test_stem_dot_dot);
  g_test_add_func ("/safety/foreign-copies", test_foreign_copies);
  g_test_add_func ("/safety/legacy-names", test_legacy_names);
  g_test_add_func ("/safety/prune", test_prune);
  g_test_add_func ("/safety/replace-once", test_replace_once);
  g_test_add_func ("/safety/list-async", test_list_async);
  g_test_add_func ("/safety/peek", test_peek);
  g_test_add_func ("/safety/own-files", test_own_files);
  g_test_add_func ("/safety/deleted-link", test_deleted_link);
  g_test_add_func ("/safety/export-target", test_export_target);
  g_test_add_func ("/safety/property", test_property);
  return g_test_run ();
}

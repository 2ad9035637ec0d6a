/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the safety net's tests share (test-safety-net.c, test-safety-files.c,
 * test-safety-property.c): a games folder with a game whose entries from 9 on are held, a
 * folder of old records elsewhere, and what a folder holds, to say that nothing changed. */
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-match.h"
#include "ts-model-common.h"
#include "ts-model-games.h"
#include "ts-model-record.h"
#include "ts-test-folder.h"

#include "ts-safety-fixture.h"

/* A record of counter race between Ana and Bruno (target 200): @n legal entries, turns taking
 * turns, amounts 1 and 2 from @seed; with @held_at < @n, the entry there is Bruno's out of
 * turn (refused: it and the ones after it are held). */
char *
safety_record_text (const char *created,
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

void
safety_write_text (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

/* Sets @path's times @days ago. */
void
safety_age (const char *path,
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
safety_snapshot_into (GHashTable *out,
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

          safety_snapshot_into (out, child, skip);
        }
    }
  else
    what = g_strdup ("other");
  g_hash_table_insert (out, g_strdup (path), g_steal_pointer (&what));
}

/* Everything under @root but @skip (the game's own folder of copies) and @record. */
GHashTable *
safety_snapshot (const char *root,
          const char *skip,
          const char *record)
{
  GHashTable *out = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  safety_snapshot_into (out, root, skip);
  if (record != NULL)
    g_hash_table_remove (out, record);
  return out;
}

void
safety_assert_same_snapshot (GHashTable *before,
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

void
safety_table_clear (SafetyTable *table)
{
  g_clear_object (&table->match);
  ts_test_remove_tree (table->root);
  g_free (table->root);
  g_free (table->games);
  g_free (table->elsewhere);
  g_free (table->record);
  g_free (table->own);
}


/* A games folder with the game @file_name (entries from 8 on held), and 15 records 40 days
 * old in "elsewhere", named as copies are named. */
void
safety_table_init (SafetyTable      *table,
            const char *file_name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = safety_record_text (SAFETY_CREATED, "Ana", 14, 8, 1);
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
      g_autofree char *other = safety_record_text ("2025-12-01T20:00:00Z", "Carla", 6, 99, i);

      safety_write_text (path, other);
      safety_age (path, 40);
    }
  table->record = g_build_filename (table->games, file_name, NULL);
  safety_write_text (table->record, text);
  file = g_file_new_for_path (table->record);
  table->match = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ts_match_get_n_held (table->match), ==, 6);
  own = ts_match_dup_versions_dir (table->match);
  table->own = g_file_get_path (own);
}


/* The entries the file holds, played and held. */
guint
safety_file_entries (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(TsRecord) record = ts_record_load (file, NULL, NULL);

  g_assert_nonnull (record);
  return ts_record_get_n_entries (record) + ts_record_get_n_held (record);
}

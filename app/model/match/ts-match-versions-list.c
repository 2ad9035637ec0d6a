/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A saved game's earlier versions listed (ts-match-versions.c keeps them): each copy's
 * members before its entries read (ts_record_peek_at()), on a thread of its own for the
 * Earlier Versions… window, and only the copies of this game listed: the same game, set up
 * at the same moment, by the same players. What is placed in the folder but is not a copy of
 * this game (another game's, a file of another name, a link, a folder) is never listed. */
#include "ts-i18n.h"

#include <dirent.h>
#include <string.h>
#include <unistd.h>

#include "ts-model-common.h"
#include "ts-match-private.h"

/* -------------------------------------------------------------------------------------- */
/* Listing                                                                                  */

void
ts_match_version_free (TsMatchVersion *version)
{
  if (version == NULL)
    return;
  g_clear_object (&version->file);
  g_free (version);
}

static gint
newest_first (gconstpointer a,
              gconstpointer b)
{
  const TsMatchVersion *x = *(TsMatchVersion *const *) a;
  const TsMatchVersion *y = *(TsMatchVersion *const *) b;

  return x->time_usec < y->time_usec ? 1 : x->time_usec > y->time_usec ? -1 : 0;
}

/* What a listing needs, copied from the match so that a thread can list. */
typedef struct
{
  char *games;  /* the games folder's path */
  char *stem;
  char *legacy; /* the superseded folder's path */
  TsRecordPeek game;
} ListJob;

static void
list_job_free (ListJob *job)
{
  g_free (job->games);
  g_free (job->stem);
  g_free (job->legacy);
  ts_record_peek_clear (&job->game);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ListJob, list_job_free)

static ListJob *
list_job_new (TsMatch *self)
{
  ListJob *job = g_new0 (ListJob, 1);
  g_autoptr(GFile) legacy = ts_match_superseded_dir ();

  job->games = _ts_match_versions_games_path (self);
  job->stem = _ts_match_versions_stem (self->file);
  job->legacy = g_file_get_path (legacy);
  ts_record_peek_from_record (self->record, &job->game);
  return job;
}

/* The name of a legacy copy of @stem: "STEM-YYYY-MM-DD-HHMMSS.json" exactly. */
static gboolean
parse_legacy_name (const char *name,
                   const char *stem,
                   gint64     *time)
{
  gsize length = strlen (stem);

  return strncmp (name, stem, length) == 0 && name[length] == '-'
         && _ts_match_versions_parse_stamp (name + length + 1, time)
         && strcmp (name + length + 1 + TS_MATCH_VERSIONS_STAMP_LENGTH, ".json") == 0;
}


/* Adds to @out each copy in @fd (at @path) that is this game's. */
static void
list_in (ListJob    *job,
         int         fd,
         const char *path,
         gboolean    legacy,
         GPtrArray  *out)
{
  DIR *listing = _ts_match_versions_listing (fd);
  struct dirent *child;

  if (listing == NULL)
    return;
  while ((child = readdir (listing)) != NULL)
    {
      TsRecordPeek peek;
      TsMatchVersion *version;
      gint64 time = 0;
      guint n = 1;

      if (legacy ? !parse_legacy_name (child->d_name, job->stem, &time)
                 : !_ts_match_versions_parse_name (child->d_name, &time, &n))
        continue;
      /* A copy that does not read, or is another game's, is no version of this one. */
      if (!ts_record_peek_at (fd, child->d_name, &peek, NULL))
        continue;
      if (ts_record_peek_same_game (&peek, &job->game))
        {
          version = g_new0 (TsMatchVersion, 1);
          version->file = g_file_new_build_filename (path, child->d_name, NULL);
          version->time = time;
          version->time_usec = time * G_USEC_PER_SEC + n;
          version->n_entries = peek.n_entries;
          version->finished = peek.finished;
          g_ptr_array_add (out, version);
        }
      ts_record_peek_clear (&peek);
    }
  closedir (listing);
}

static GPtrArray *
list_job_run (ListJob *job)
{
  GPtrArray *versions = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_match_version_free);
  int fd;

  if (job->games == NULL)
    return versions;
  fd = _ts_match_versions_open (job->games, job->stem, FALSE, NULL);
  if (fd >= 0)
    {
      g_autofree char *encoded = ts_own_name_encode (job->stem);
      g_autofree char *path = g_build_filename (job->games, TS_MATCH_VERSIONS_FOLDER, encoded, NULL);

      list_in (job, fd, path, FALSE, versions);
      close (fd);
    }
  /* Before names were encoded, a name with "%" kept its copies under the name itself:
   * they are listed (never pruned) from there too. */
  if (ts_own_name_is_plain (job->stem))
    {
      g_autofree char *encoded = ts_own_name_encode (job->stem);

      if (strcmp (encoded, job->stem) != 0)
        {
          g_autofree char *versions_path = g_build_filename (job->games, TS_MATCH_VERSIONS_FOLDER,
                                                             NULL);
          g_autofree char *path = g_build_filename (versions_path, job->stem, NULL);
          int games_fd = ts_own_dir_open (job->games, NULL);
          int versions_fd = games_fd >= 0 ? ts_own_dir_open_at (games_fd, TS_MATCH_VERSIONS_FOLDER,
                                                                versions_path, FALSE, NULL)
                                          : -1;

          fd = versions_fd >= 0 ? ts_own_dir_open_at (versions_fd, job->stem, path, FALSE, NULL)
                                : -1;
          if (fd >= 0)
            {
              list_in (job, fd, path, FALSE, versions);
              close (fd);
            }
          if (versions_fd >= 0)
            close (versions_fd);
          if (games_fd >= 0)
            close (games_fd);
        }
    }
  fd = job->legacy != NULL ? ts_own_dir_open (job->legacy, NULL) : -1;
  if (fd >= 0)
    {
      list_in (job, fd, job->legacy, TRUE, versions);
      close (fd);
    }
  g_ptr_array_sort (versions, newest_first);
  return versions;
}

/**
 * ts_match_list_versions:
 *
 * This game's earlier versions, read here: ts_match_list_versions_async() lists them off
 * the main thread.
 *
 * Returns: (transfer container) (element-type TsMatchVersion): newest first; empty for a
 *   game without a file
 */
GPtrArray *
ts_match_list_versions (TsMatch *self)
{
  g_autoptr(ListJob) job = NULL;

  g_return_val_if_fail (TS_IS_MATCH (self),
                        g_ptr_array_new_with_free_func ((GDestroyNotify) ts_match_version_free));
  if (self->file == NULL)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) ts_match_version_free);
  job = list_job_new (self);
  return list_job_run (job);
}

static void
list_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  g_task_return_pointer (task, list_job_run (data), (GDestroyNotify) g_ptr_array_unref);
}

/* ts_match_list_versions() on a thread of its own: a step never waits on old copies. */
void
ts_match_list_versions_async (TsMatch            *self,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TS_IS_MATCH (self));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ts_match_list_versions_async);
  if (self->file == NULL)
    {
      g_task_return_pointer (task,
                             g_ptr_array_new_with_free_func (
                                 (GDestroyNotify) ts_match_version_free),
                             (GDestroyNotify) g_ptr_array_unref);
      return;
    }
  g_task_set_task_data (task, list_job_new (self), (GDestroyNotify) list_job_free);
  g_task_run_in_thread (task, list_thread);
}

/**
 * ts_match_list_versions_finish:
 *
 * Returns: (transfer container) (element-type TsMatchVersion): as ts_match_list_versions()
 */
GPtrArray *
ts_match_list_versions_finish (TsMatch      *self,
                               GAsyncResult *result,
                               GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

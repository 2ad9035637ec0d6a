/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The save discipline of the files Tableside keeps whole (ts-kept-file.h): the folder's lock,
 * the change check, the read-back by the file's own reader, the atomic replace. One place for
 * people.json, imported-plays.json and the saved-games index. */
#include "ts-i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-kept-file.h"

struct _TsKeptFileLock
{
  GArray *fds; /* int: the folders' descriptors, each holding its flock */
};

void
ts_kept_file_limits (const TsKeptFileKind *kind,
                     TsJsonLimits         *limits)
{
  limits->kind = _(kind->kind);
  limits->max_bytes = kind->max_bytes;
  limits->max_depth = kind->max_depth;
  limits->max_objects = kind->max_objects;
}

/**
 * ts_kept_file_read:
 * @stamp: (out): what the file read looked like (from the descriptor it was read through), or
 *   invalid when it is not there
 *
 * The file's JSON through the one JSON door with @kind's limits; NULL with a G_IO_ERROR_NOT_FOUND
 * when there is no such file (the kind's own reader goes on from the root).
 */
JsonNode *
ts_kept_file_read (GFile                *file,
                   const TsKeptFileKind *kind,
                   TsFileStamp          *stamp,
                   GError              **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *contents = NULL;
  TsJsonLimits limits;
  struct stat info;
  gsize length = 0;

  memset (stamp, 0, sizeof *stamp);
  ts_kept_file_limits (kind, &limits);
  contents = ts_json_read_contents (file, name, &limits, &length, &info, NULL, error);
  if (contents == NULL)
    return NULL;
  if (info.st_ino != 0)
    ts_file_stamp_from_stat (stamp, &info);
  return ts_json_read_parse (contents, length, name, &limits, error);
}

/* The folder a save of @file renames in: the link's target's when links are followed. */
static char *
folder_of (GFile                *file,
           const TsKeptFileKind *kind)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *target = NULL;

  if (path == NULL)
    return NULL;
  target = kind->follow_links ? ts_atomic_write_resolve (path) : g_strdup (path);
  return g_path_get_dirname (target);
}

static gboolean
set_errno_error (GError    **error,
                 int         saved_errno,
                 GFile      *file)
{
  g_autofree char *name = g_file_get_parse_name (file);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: %s is a file name, then the system's reason. */
               _("Could not save “%s”: %s"), name, g_strerror (saved_errno));
  return FALSE;
}

/**
 * ts_kept_file_lock:
 * @kinds: each file's kind (whether its links are followed)
 *
 * Makes the folders of @files and takes each one's lock once, in the order of their paths so
 * that two programs locking the same folders never wait for each other in a circle. Held
 * until ts_kept_file_unlock(). A file system without locks (some network shares) is saved
 * unlocked, as records are. Never taken twice by one thread: the lock is the folder's, and a
 * second descriptor of it would wait for the first.
 */
TsKeptFileLock *
ts_kept_file_lock (GFile *const                *files,
                   const TsKeptFileKind *const *kinds,
                   guint                        n_files,
                   GError                     **error)
{
  g_autoptr(GPtrArray) folders = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) owners = g_ptr_array_new ();
  TsKeptFileLock *lock = g_new0 (TsKeptFileLock, 1);

  lock->fds = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < n_files; i++)
    {
      char *folder = files[i] != NULL ? folder_of (files[i], kinds[i]) : NULL;
      gboolean seen = FALSE;

      for (guint k = 0; folder != NULL && k < folders->len && !seen; k++)
        seen = g_str_equal (folders->pdata[k], folder);
      if (folder == NULL || seen)
        {
          g_free (folder);
          continue;
        }
      g_ptr_array_add (folders, folder);
      g_ptr_array_add (owners, files[i]);
    }
  /* Sorted with their files alongside: a plain sort of the paths, pairs swapped by hand. */
  for (guint i = 1; i < folders->len; i++)
    for (guint k = i; k > 0 && strcmp (folders->pdata[k - 1], folders->pdata[k]) > 0; k--)
      {
        gpointer swap = folders->pdata[k];

        folders->pdata[k] = folders->pdata[k - 1];
        folders->pdata[k - 1] = swap;
        swap = owners->pdata[k];
        owners->pdata[k] = owners->pdata[k - 1];
        owners->pdata[k - 1] = swap;
      }
  for (guint i = 0; i < folders->len; i++)
    {
      int fd;

      if (g_mkdir_with_parents (folders->pdata[i], 0777) != 0)
        {
          set_errno_error (error, errno, owners->pdata[i]);
          ts_kept_file_unlock (lock);
          return NULL;
        }
      fd = open (folders->pdata[i], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      if (fd < 0)
        {
          set_errno_error (error, errno, owners->pdata[i]);
          ts_kept_file_unlock (lock);
          return NULL;
        }
      while (flock (fd, LOCK_EX) != 0 && errno == EINTR)
        ;
      g_array_append_val (lock->fds, fd);
    }
  return lock;
}

void
ts_kept_file_unlock (TsKeptFileLock *lock)
{
  if (lock == NULL)
    return;
  /* Closing the descriptor lets go of its lock. */
  for (guint i = lock->fds->len; i > 0; i--)
    close (g_array_index (lock->fds, int, i - 1));
  g_array_unref (lock->fds);
  g_free (lock);
}

static gboolean
changed_unreadable (GError      **error,
                    GFile        *file,
                    const GError *reason)
{
  g_autofree char *name = g_file_get_parse_name (file);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
               /* Translators: %s is a file's path, then why it cannot be read. */
               _("Nothing was written to “%s”: another program changed it since Tableside read "
                 "it, and Tableside cannot read it now, so it is left as it is: %s"),
               name, reason->message);
  return FALSE;
}

/**
 * ts_kept_file_refresh:
 * @stamp: (inout): what the file looked like when last read or written; what it looks like
 *   now once this returns TRUE
 * @changed: (out): whether another program changed it since
 * @current: (out) (transfer full): what it holds now when @changed (NULL: gone, or a cache
 *   that cannot be read)
 *
 * The change check, under the folder's lock. FALSE (and @stamp as it was) when the file
 * changed into one its reader refuses: it is not written over.
 */
gboolean
ts_kept_file_refresh (GFile                *file,
                      const TsKeptFileKind *kind,
                      TsFileStamp          *stamp,
                      gboolean             *changed,
                      JsonNode            **current,
                      GError              **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = NULL;
  TsFileStamp now = { 0 };
  TsFileStamp read = { 0 };
  struct stat info;

  *changed = FALSE;
  *current = NULL;
  if (path == NULL)
    return TRUE;
  if (stat (path, &info) == 0)
    ts_file_stamp_from_stat (&now, &info);
  if (ts_file_stamp_equal (&now, stamp))
    return TRUE;
  *changed = TRUE;
  if (!now.valid)
    {
      *stamp = now;
      return TRUE;
    }
  root = ts_kept_file_read (file, kind, &read, &local_error);
  if (root != NULL && kind->check != NULL && !kind->check (root, &local_error))
    g_clear_pointer (&root, json_node_unref);
  if (root == NULL && !kind->cache
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return changed_unreadable (error, file, local_error);
  *stamp = read;
  *current = g_steal_pointer (&root);
  return TRUE;
}

/* The read-back: FALSE with a message naming the file when its reader would refuse @text. */
static gboolean
check_text (GFile                *file,
            const TsKeptFileKind *kind,
            const char           *text,
            gsize                 length,
            GError              **error)
{
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr(GError) local_error = NULL;
  TsJsonLimits limits;
  JsonNode *root;

  ts_kept_file_limits (kind, &limits);
  if (length > kind->max_bytes)
    {
      g_autofree char *size = g_format_size_full (length, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *most = g_format_size_full (kind->max_bytes, G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, TS_JSON_READ_ERROR, TS_JSON_READ_ERROR_TOO_LARGE,
                   /* Translators: a file's path, its size as it would be (“68.2 MiB”), the
                    * most Tableside reads (“64.0 MiB”), then what the file is (“a list of
                    * imported plays”) */
                   _("Nothing was written to “%s”: it would be %s, and Tableside reads no more "
                     "than %s in %s."),
                   name, size, most, limits.kind);
      return FALSE;
    }
  root = ts_json_read_parse (text, length, name, &limits, &local_error);
  if (root != NULL && kind->check != NULL && !kind->check (root, &local_error))
    g_clear_pointer (&root, json_node_unref);
  if (root == NULL)
    {
      g_set_error (error, local_error->domain, local_error->code,
                   /* Translators: a file's path, then why its reader would refuse it */
                   _("Nothing was written to “%s”: Tableside could not read it back: %s"), name,
                   local_error->message);
      return FALSE;
    }
  json_node_unref (root);
  return TRUE;
}

static gboolean
replace (GFile                *file,
         const TsKeptFileKind *kind,
         const char           *text,
         gsize                 length,
         TsFileStamp          *stamp,
         GError              **error)
{
  TsFileStamp written = { 0 };

  if (!ts_atomic_write_stamped (file, text, length, kind->follow_links, &written, NULL, error))
    return FALSE;
  *stamp = written;
  /* What a save cut short by a kill left beside the file, once older than any save. */
  ts_atomic_write_clean_stale (file);
  return TRUE;
}

/**
 * ts_kept_file_write:
 * @stamp: (out): what the file looks like once written
 *
 * Under the folder's lock: reads @text back as the file's reader would, with the same limits,
 * and refuses it before anything is written when the reader would refuse it; else replaces
 * the file atomically.
 */
gboolean
ts_kept_file_write (GFile                *file,
                    const TsKeptFileKind *kind,
                    const char           *text,
                    gsize                 length,
                    TsFileStamp          *stamp,
                    GError              **error)
{
  return check_text (file, kind, text, length, error)
         && replace (file, kind, text, length, stamp, error);
}

/**
 * ts_kept_file_save:
 *
 * The whole discipline for one file: its folder's lock, the change check, @update's merge,
 * the read-back and the atomic replace. The text is made and read back before the lock is
 * taken, as if nobody changed the file (the usual case), so that the lock is held only for
 * the check and the write; made again under the lock when somebody did.
 */
gboolean
ts_kept_file_save (GFile                *file,
                   const TsKeptFileKind *kind,
                   TsFileStamp          *stamp,
                   TsKeptFileUpdate      update,
                   gpointer              user_data,
                   GError              **error)
{
  g_autoptr(TsKeptFileLock) lock = NULL;
  g_autoptr(JsonNode) current = NULL;
  g_autofree char *text = NULL;
  gboolean changed = FALSE;
  gsize length = 0;

  text = update (NULL, FALSE, user_data, &length, error);
  if (text == NULL || !check_text (file, kind, text, length, error))
    return FALSE;
  lock = ts_kept_file_lock (&file, &kind, 1, error);
  if (lock == NULL || !ts_kept_file_refresh (file, kind, stamp, &changed, &current, error))
    return FALSE;
  if (changed)
    {
      g_free (text);
      text = update (current, changed, user_data, &length, error);
      g_clear_pointer (&current, json_node_unref);
      if (text == NULL || !check_text (file, kind, text, length, error))
        return FALSE;
    }
  return replace (file, kind, text, length, stamp, error);
}

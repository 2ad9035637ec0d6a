/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* O_TMPFILE */
#include "ts-i18n.h"

#include <dirent.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-atomic-write.h"

/* Replacing a file so that, whenever the process dies, the path holds either the old contents
 * or the new ones, whole (ARCHITECTURE.md, "The record"):
 *
 *   1. the new contents go to a file in the same folder that has no name yet (O_TMPFILE), or,
 *      where the file system cannot do that, to a hidden temporary name;
 *   2. fsync() puts them on disk;
 *   3. the file gets a hidden temporary name (linkat) and rename() puts it in place, which is
 *      atomic within a folder;
 *   4. fsync() on the folder makes the rename itself durable.
 *
 * A process killed in step 1 or 2 leaves nothing behind with O_TMPFILE; killed between steps
 * 3's link and rename, or in steps 1-2 of the fallback, it leaves a hidden ".NAME.XXXXXXXX"
 * file, never the record itself half-written. ts_atomic_write_clean_stale() removes those. */

/* A temporary file this old belongs to no save in progress. */
#define STALE_AFTER_SECONDS 30

static gboolean
set_errno_error (GError    **error,
                 int         saved_errno,
                 const char *path)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: %s is a file name, then the system's reason. */
               _("Could not save “%s”: %s"), display, g_strerror (saved_errno));
  return FALSE;
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, MIN (length, (gsize) G_MAXSSIZE));

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return FALSE;
        }
      data += n;
      length -= n;
    }
  return TRUE;
}

/* Writes and syncs @data to @fd; on failure errno says why. */
static gboolean
fill (int         fd,
      const char *data,
      gsize       length)
{
  if (!write_all (fd, data, length))
    return FALSE;
  while (fsync (fd) != 0)
    if (errno != EINTR)
      return FALSE;
  return TRUE;
}

/* A hidden name next to @base that does not exist yet. */
static char *
temp_name (const char *base)
{
  return g_strdup_printf (".%s.%08x", base, g_random_int ());
}

/* Step 1-3 with O_TMPFILE. Returns the linked temporary name, or NULL with errno set. */
static char *
write_unnamed (int         dirfd,
               const char *base,
               const char *data,
               gsize       length)
{
#ifdef O_TMPFILE
  g_autofree char *proc_path = NULL;
  int fd;
  int saved;

  fd = openat (dirfd, ".", O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return NULL;
  if (!fill (fd, data, length))
    goto fail;
  proc_path = g_strdup_printf ("/proc/self/fd/%d", fd);
  for (guint attempt = 0; attempt < 16; attempt++)
    {
      g_autofree char *name = temp_name (base);

      if (linkat (AT_FDCWD, proc_path, dirfd, name, AT_SYMLINK_FOLLOW) == 0)
        {
          close (fd);
          return g_steal_pointer (&name);
        }
      if (errno != EEXIST)
        break;
    }
fail:
  saved = errno;
  close (fd);
  errno = saved;
#else
  errno = EOPNOTSUPP;
#endif
  return NULL;
}

/* Step 1-2 under a hidden name. Returns the name, or NULL with errno set. */
static char *
write_named (int         dirfd,
             const char *base,
             const char *data,
             gsize       length)
{
  for (guint attempt = 0; attempt < 16; attempt++)
    {
      g_autofree char *name = temp_name (base);
      int fd = openat (dirfd, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
      int saved;

      if (fd < 0)
        {
          if (errno == EEXIST)
            continue;
          return NULL;
        }
      if (fill (fd, data, length) && close (fd) == 0)
        return g_steal_pointer (&name);
      saved = errno;
      close (fd);
      unlinkat (dirfd, name, 0);
      errno = saved;
      return NULL;
    }
  errno = EEXIST;
  return NULL;
}

/**
 * ts_atomic_write:
 *
 * Replaces the contents of @file with @data so that a crash at any moment leaves either the
 * old or the new contents. Files without a local path (rare: records are local) go through
 * g_file_replace_contents(), which also writes a temporary file and renames it.
 */
gboolean
ts_atomic_write (GFile        *file,
                 const void   *data,
                 gsize         length,
                 GCancellable *cancellable,
                 GError      **error)
{
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp = NULL;
  int dirfd;
  int saved;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  path = g_file_get_path (file);
  if (path == NULL)
    return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                    cancellable, error);

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  dirfd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirfd < 0)
    return set_errno_error (error, errno, path);

  temp = write_unnamed (dirfd, base, data, length);
  if (temp == NULL)
    temp = write_named (dirfd, base, data, length);
  if (temp == NULL)
    goto fail;

  if (renameat (dirfd, temp, dirfd, base) != 0)
    {
      saved = errno;
      unlinkat (dirfd, temp, 0);
      errno = saved;
      goto fail;
    }
  /* The rename is on disk only once the folder is; some file systems refuse to sync a folder
   * (EINVAL), and then there is nothing more to do. */
  while (fsync (dirfd) != 0)
    if (errno != EINTR)
      {
        if (errno != EINVAL && errno != EROFS)
          goto fail;
        break;
      }
  close (dirfd);
  return TRUE;

fail:
  saved = errno;
  close (dirfd);
  return set_errno_error (error, saved, path);
}

/* TRUE if @name is one of our temporary names for @base. */
static gboolean
is_temp_of (const char *name,
            const char *base)
{
  gsize base_length = strlen (base);

  if (name[0] != '.' || strncmp (name + 1, base, base_length) != 0
      || name[1 + base_length] != '.' || strlen (name + 2 + base_length) != 8)
    return FALSE;
  for (const char *p = name + 2 + base_length; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p))
      return FALSE;
  return TRUE;
}

/**
 * ts_atomic_write_clean_stale:
 *
 * Removes temporary files that saves of @file cut short by a crash left next to it (never
 * @file itself, and never a temporary file young enough to belong to a save in progress).
 */
void
ts_atomic_write_clean_stale (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  DIR *listing;
  struct dirent *child;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (path == NULL)
    return;
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  listing = opendir (dir);
  if (listing == NULL)
    return;
  while ((child = readdir (listing)) != NULL)
    {
      struct stat info;

      if (!is_temp_of (child->d_name, base))
        continue;
      if (fstatat (dirfd (listing), child->d_name, &info, AT_SYMLINK_NOFOLLOW) == 0
          && S_ISREG (info.st_mode) && now - info.st_mtime > STALE_AFTER_SECONDS)
        unlinkat (dirfd (listing), child->d_name, 0);
    }
  closedir (listing);
}

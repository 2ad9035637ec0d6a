/* SPDX-License-Identifier: GPL-3.0-or-later */
#define _GNU_SOURCE /* O_TMPFILE */
#include "ts-i18n.h"

#include <dirent.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-atomic-write.h"
#include "ts-own-files.h"

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

/* Writes and syncs @data to @fd, with the permissions of the file it replaces (@mode, or -1
 * for a new file); on failure errno says why. @stamp gets what the written file looks like. */
static gboolean
fill (int          fd,
      int          mode,
      const char  *data,
      gsize        length,
      TsFileStamp *stamp)
{
  if (mode >= 0 && fchmod (fd, mode) != 0)
    return FALSE;
  if (!write_all (fd, data, length))
    return FALSE;
  while (fsync (fd) != 0)
    if (errno != EINTR)
      return FALSE;
  ts_file_stamp_from_fd (stamp, fd);
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
write_unnamed (int          dirfd,
               const char  *base,
               int          mode,
               const char  *data,
               gsize        length,
               TsFileStamp *stamp)
{
#ifdef O_TMPFILE
  g_autofree char *proc_path = NULL;
  int fd;
  int saved;

  fd = openat (dirfd, ".", O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return NULL;
  if (!fill (fd, mode, data, length, stamp))
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
write_named (int          dirfd,
             const char  *base,
             int          mode,
             const char  *data,
             gsize        length,
             TsFileStamp *stamp)
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
      if (fill (fd, mode, data, length, stamp) && close (fd) == 0)
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

void
ts_file_stamp_from_stat (TsFileStamp       *stamp,
                         const struct stat *info)
{
  stamp->device = info->st_dev;
  stamp->inode = info->st_ino;
  stamp->size = info->st_size;
  stamp->mtime_sec = info->st_mtim.tv_sec;
  stamp->mtime_nsec = info->st_mtim.tv_nsec;
  stamp->valid = TRUE;
}

void
ts_file_stamp_from_fd (TsFileStamp *stamp,
                       int          fd)
{
  struct stat info;

  memset (stamp, 0, sizeof *stamp);
  if (fstat (fd, &info) == 0)
    ts_file_stamp_from_stat (stamp, &info);
}

gboolean
ts_file_stamp_equal (const TsFileStamp *a,
                     const TsFileStamp *b)
{
  return a->valid == b->valid && a->device == b->device && a->inode == b->inode
         && a->size == b->size && a->mtime_sec == b->mtime_sec
         && a->mtime_nsec == b->mtime_nsec;
}

/**
 * ts_atomic_write_resolve:
 *
 * The file @path names once symbolic links are followed (even a link to a file that does not
 * exist yet), so that saving through a link replaces the file it points to, not the link.
 */
char *
ts_atomic_write_resolve (const char *path)
{
  g_autofree char *current = g_strdup (path);

  /* 40 links, as the kernel allows; past that the path is left as it is. */
  for (guint hops = 0; hops < 40; hops++)
    {
      g_autofree char *target = NULL;
      struct stat info;

      if (lstat (current, &info) != 0 || !S_ISLNK (info.st_mode))
        break;
      target = g_file_read_link (current, NULL);
      if (target == NULL)
        break;
      if (!g_path_is_absolute (target))
        {
          g_autofree char *dir = g_path_get_dirname (current);

          g_free (current);
          current = g_build_filename (dir, target, NULL);
        }
      else
        {
          g_free (current);
          current = g_steal_pointer (&target);
        }
    }
  return g_steal_pointer (&current);
}

/* @follow: through symbolic links (the link stays, its target is replaced), else the link
 * itself is replaced. */
static gboolean
write_file (GFile             *file,
            const void        *data,
            gsize              length,
            const TsFileStamp *expected,
            TsFileStamp       *out_stamp,
            gboolean           follow,
            GCancellable      *cancellable,
            GError           **error)
{
  g_autofree char *path = NULL;
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp = NULL;
  TsFileStamp written = { 0 };
  struct stat info;
  int mode = -1;
  int dirfd;
  int saved;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (out_stamp != NULL)
    memset (out_stamp, 0, sizeof *out_stamp);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  path = g_file_get_path (file);
  if (path == NULL)
    return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                    cancellable, error);

  target = follow ? ts_atomic_write_resolve (path) : g_strdup (path);
  /* Without @follow, a link in the file's place is replaced like a missing file (the rename
   * replaces the link itself). */
  if (follow ? stat (target, &info) == 0
             : lstat (target, &info) == 0 && !S_ISLNK (info.st_mode))
    {
      if (!S_ISREG (info.st_mode))
        {
          g_autofree char *display = g_filename_display_name (path);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                       /* Translators: %s is a file name. */
                       _("Could not save “%s”: it is not a regular file."), display);
          return FALSE;
        }
      mode = info.st_mode & 07777;
    }
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  dirfd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirfd < 0)
    return set_errno_error (error, errno, path);

  temp = write_unnamed (dirfd, base, mode, data, length, &written);
  if (temp == NULL)
    temp = write_named (dirfd, base, mode, data, length, &written);
  if (temp == NULL)
    goto fail;

  /* Between the check and the rename, no other Tableside saves into this folder: each holds
   * the folder's lock for that moment (issue 43: two programs, or two computers on a shared
   * folder, writing one record). A file system without locks (some network shares) saves
   * unlocked, as before. The lock goes with the folder's descriptor. */
  if (expected != NULL)
    while (flock (dirfd, LOCK_EX) != 0 && errno == EINTR)
      ;
  /* Checked as late as possible: another program may have saved while this one wrote. */
  if (expected != NULL && expected->valid && fstatat (dirfd, base, &info, 0) == 0)
    {
      TsFileStamp now;

      ts_file_stamp_from_stat (&now, &info);
      if (!ts_file_stamp_equal (&now, expected))
        {
          g_autofree char *display = g_filename_display_name (path);

          unlinkat (dirfd, temp, 0);
          close (dirfd);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG,
                       /* Translators: %s is a file name. */
                       _("Could not save “%s”: another program changed it since Tableside "
                         "opened it. Save this game under another name to keep both."),
                       display);
          return FALSE;
        }
    }

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
  if (out_stamp != NULL)
    *out_stamp = written;
  return TRUE;

fail:
  saved = errno;
  close (dirfd);
  return set_errno_error (error, saved, path);
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
  return ts_atomic_write_checked (file, data, length, NULL, NULL, cancellable, error);
}

/**
 * ts_atomic_write_checked:
 * @expected: (nullable): what the file looked like when last read or written; if it exists
 *   and no longer looks like that, another program changed it and nothing is written
 * @out_stamp: (nullable): what the file looks like once written
 *
 * ts_atomic_write(), through symbolic links (the link stays, its target is replaced) and
 * keeping the permissions of the file replaced.
 */
gboolean
ts_atomic_write_checked (GFile             *file,
                         const void        *data,
                         gsize              length,
                         const TsFileStamp *expected,
                         TsFileStamp       *out_stamp,
                         GCancellable      *cancellable,
                         GError           **error)
{
  return write_file (file, data, length, expected, out_stamp, TRUE, cancellable, error);
}

/**
 * ts_atomic_write_own:
 *
 * ts_atomic_write() for a file Tableside alone keeps (the saved games index): a symbolic
 * link in its place is replaced by the file, never written through, so that a link there
 * (made by mistake, or by another program) cannot make Tableside overwrite whatever it
 * points to. Anything else in its place that is not a regular file is left as it is, and
 * the write fails.
 */
gboolean
ts_atomic_write_own (GFile        *file,
                     const void   *data,
                     gsize         length,
                     GCancellable *cancellable,
                     GError      **error)
{
  return write_file (file, data, length, NULL, NULL, FALSE, cancellable, error);
}

/**
 * ts_atomic_write_stamped:
 * @follow: through symbolic links (the link stays), else a link in the file's place is
 *   replaced
 * @out_stamp: (nullable): what the file looks like once written
 *
 * ts_atomic_write() without a check and without taking the folder's lock: for the files kept
 * whole (ts-kept-file.c), whose caller holds the folder's lock from its own check to here.
 */
gboolean
ts_atomic_write_stamped (GFile        *file,
                         const void   *data,
                         gsize         length,
                         gboolean      follow,
                         TsFileStamp  *out_stamp,
                         GCancellable *cancellable,
                         GError      **error)
{
  return write_file (file, data, length, NULL, out_stamp, follow, cancellable, error);
}

/**
 * ts_atomic_write_new_at:
 * @dir_fd: a folder of Tableside's own (ts_own_dir_open_at())
 * @name: the new file's name in it
 *
 * Writes a new file @name in @dir_fd as ts_atomic_write() writes (whole or not at all, on
 * disk before it has its name), never over a file that is there: G_IO_ERROR_EXISTS then,
 * and the caller picks another name.
 */
gboolean
ts_atomic_write_new_at (int          dir_fd,
                        const char  *name,
                        const void  *data,
                        gsize        length,
                        GError     **error)
{
  g_autofree char *temp = NULL;
  TsFileStamp written = { 0 };
  int saved;

  temp = write_unnamed (dir_fd, name, -1, data, length, &written);
  if (temp == NULL)
    temp = write_named (dir_fd, name, -1, data, length, &written);
  if (temp == NULL)
    return set_errno_error (error, errno, name);
  if (!ts_own_file_rename (dir_fd, temp, dir_fd, name, error))
    {
      saved = errno;
      unlinkat (dir_fd, temp, 0);
      errno = saved;
      return FALSE;
    }
  while (fsync (dir_fd) != 0)
    if (errno != EINTR)
      {
        if (errno != EINVAL && errno != EROFS)
          return set_errno_error (error, errno, name);
        break;
      }
  return TRUE;
}

/* TRUE if @name is one of our temporary names for @base, or with @base NULL, for any
 * record (".NAME.json.XXXXXXXX"). */
static gboolean
is_temp_of (const char *name,
            const char *base)
{
  gsize length = strlen (name);
  gsize base_length;

  if (length < 1 + 9 || name[0] != '.' || name[length - 9] != '.')
    return FALSE;
  for (const char *p = name + length - 8; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p))
      return FALSE;
  if (base == NULL)
    return length > 1 + 5 + 9 && strncmp (name + length - 9 - 5, ".json", 5) == 0;
  base_length = strlen (base);
  return length == 1 + base_length + 9 && strncmp (name + 1, base, base_length) == 0;
}

/* Any temporary name a save writes (".NAME.XXXXXXXX"): what ts_own_file_remove() may remove
 * once is_temp_of() has said whose it is. */
static gboolean
is_temp_name (const char *name)
{
  gsize length = strlen (name);

  if (length < 1 + 1 + 9 || name[0] != '.' || name[length - 9] != '.')
    return FALSE;
  for (const char *p = name + length - 8; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p))
      return FALSE;
  return TRUE;
}

static void
clean_dir (const char *dir,
           const char *base)
{
  DIR *listing;
  struct dirent *child;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

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
        ts_own_file_remove (dirfd (listing), child->d_name, is_temp_name, NULL);
    }
  closedir (listing);
}

/**
 * ts_atomic_write_clean_stale_in:
 *
 * Removes the temporary files that saves of any record (“*.json”) in @dir cut short by a
 * crash or a kill left there; the app does this for the games folder when it starts.
 */
void
ts_atomic_write_clean_stale_in (GFile *dir)
{
  g_autofree char *path = g_file_get_path (dir);

  if (path != NULL)
    clean_dir (path, NULL);
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
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;

  if (path == NULL)
    return;
  target = ts_atomic_write_resolve (path);
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);
  clean_dir (dir, base);
}

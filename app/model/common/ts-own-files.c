/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What Tableside removes or overwrites: only what it made. A synced games folder can carry a
 * symbolic link where Tableside's own hidden folder should be, and a game's file name can
 * make a folder name of "..": so every folder of its own is opened from its parent's
 * descriptor with O_NOFOLLOW, a name that would leave the folder is encoded, and a file is
 * removed with unlinkat() on that folder only when it is a regular file with a name
 * Tableside writes there. The versions of a game, the games set aside, the temporary files
 * of a save and the user's corrections all go through here. */
#define _GNU_SOURCE /* renameat2 */
#include "ts-i18n.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ts-own-files.h"

static void
set_errno_error (GError    **error,
                 int         saved_errno,
                 const char *shown)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               /* Translators: a folder or file, then the system's reason. */
               _("“%s” cannot be opened: %s"), shown, g_strerror (saved_errno));
}

/**
 * ts_own_name_is_plain:
 *
 * Whether @name names a file or folder inside a folder: not empty, not "." or "..", no "/".
 */
gboolean
ts_own_name_is_plain (const char *name)
{
  return name != NULL && *name != '\0' && strcmp (name, ".") != 0 && strcmp (name, "..") != 0
         && strchr (name, '/') == NULL;
}

/**
 * ts_own_name_encode:
 *
 * @name as the name of a folder of Tableside's own, one to one: a leading "." and every "%"
 * written as "%2E" and "%25", and "" as "%". So a game saved as "...json" (the name "..")
 * keeps its copies in "%2E.", never in its parent, and no other name gives the same folder.
 */
char *
ts_own_name_encode (const char *name)
{
  GString *out;

  g_return_val_if_fail (name != NULL, NULL);
  if (*name == '\0')
    return g_strdup ("%");
  out = g_string_sized_new (strlen (name) + 3);
  for (const char *p = name; *p != '\0'; p++)
    {
      if (*p == '%')
        g_string_append (out, "%25");
      else if (*p == '.' && p == name)
        g_string_append (out, "%2E");
      else if (*p == '/')
        g_string_append (out, "%2F");
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/**
 * ts_own_dir_open:
 * @path: a folder the user chose or the platform gives (the games folder, the data folder)
 *
 * A descriptor of @path, which may be reached through links: it is the user's own. The
 * folders of Tableside's own inside it are opened with ts_own_dir_open_at(). -1 with @error.
 */
int
ts_own_dir_open (const char *path,
                 GError    **error)
{
  int fd;

  g_return_val_if_fail (path != NULL, -1);
  fd = open (path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    {
      g_autofree char *shown = g_filename_display_name (path);

      set_errno_error (error, errno, shown);
    }
  return fd;
}

/* Why @name in @parent_fd is no folder to open: a link, or something else. */
static void
set_not_own_dir_error (GError    **error,
                       int         parent_fd,
                       const char *name,
                       const char *shown,
                       int         saved_errno)
{
  struct stat info;

  if (fstatat (parent_fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK (info.st_mode))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS,
                 /* Translators: a folder's path. */
                 _("“%s” is a symbolic link: Tableside keeps its copies only in a folder of "
                   "its own, and writes nothing through a link."),
                 shown);
  else if (saved_errno == ENOTDIR)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY,
                 /* Translators: a folder's path. */
                 _("“%s” is not a folder: Tableside keeps its copies only in a folder of its "
                   "own."),
                 shown);
  else
    set_errno_error (error, saved_errno, shown);
}

/**
 * ts_own_dir_open_at:
 * @parent_fd: the folder it is in (ts_own_dir_open())
 * @name: a plain name (ts_own_name_is_plain(); encode a game's name first)
 * @shown: the folder's path as messages show it
 * @create: make the folder when there is none
 *
 * A descriptor of the folder of Tableside's own @name in @parent_fd, never through a link:
 * a link or a file in its place is refused with a sentence naming it (G_IO_ERROR_TOO_MANY_LINKS,
 * G_IO_ERROR_NOT_DIRECTORY), and nothing is written there. -1 with @error.
 */
int
ts_own_dir_open_at (int         parent_fd,
                    const char *name,
                    const char *shown,
                    gboolean    create,
                    GError    **error)
{
  int flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
  int fd;

  g_return_val_if_fail (shown != NULL, -1);
  if (!ts_own_name_is_plain (name))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   /* Translators: a folder's path. */
                   _("“%s” is not a folder Tableside keeps: its name leaves the folder it is "
                     "in."),
                   shown);
      return -1;
    }
  fd = openat (parent_fd, name, flags);
  if (fd < 0 && errno == ENOENT && create)
    {
      if (mkdirat (parent_fd, name, 0777) != 0 && errno != EEXIST)
        {
          set_errno_error (error, errno, shown);
          return -1;
        }
      fd = openat (parent_fd, name, flags);
    }
  if (fd < 0)
    set_not_own_dir_error (error, parent_fd, name, shown, errno);
  return fd;
}

/**
 * ts_own_file_remove:
 * @dir_fd: a folder of Tableside's own (ts_own_dir_open_at())
 * @ours: what Tableside names its files there
 *
 * Removes @name from @dir_fd when it is a regular file with a name @ours accepts; anything
 * else (a link, a folder, a name Tableside does not write there) is left as it is, with a
 * sentence. A file already gone is no error.
 */
gboolean
ts_own_file_remove (int            dir_fd,
                    const char    *name,
                    TsOwnNameFunc  ours,
                    GError       **error)
{
  g_autofree char *shown = g_filename_display_name (name);
  struct stat info;

  g_return_val_if_fail (ours != NULL, FALSE);
  if (!ts_own_name_is_plain (name) || !ours (name))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   /* Translators: a file name. */
                   _("“%s” is not a file Tableside wrote there: it is left as it is."), shown);
      return FALSE;
    }
  if (fstatat (dir_fd, name, &info, AT_SYMLINK_NOFOLLOW) != 0)
    {
      if (errno == ENOENT)
        return TRUE;
      set_errno_error (error, errno, shown);
      return FALSE;
    }
  if (!S_ISREG (info.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   /* Translators: a file name. */
                   _("“%s” is not a regular file: it is left as it is."), shown);
      return FALSE;
    }
  if (unlinkat (dir_fd, name, 0) != 0 && errno != ENOENT)
    {
      set_errno_error (error, errno, shown);
      return FALSE;
    }
  return TRUE;
}

/**
 * ts_own_file_rename:
 *
 * Moves @from in @from_fd to @to in @to_fd (the same file system), never over a file that is
 * there already (G_IO_ERROR_EXISTS) and never following a link at either end.
 */
gboolean
ts_own_file_rename (int         from_fd,
                    const char *from,
                    int         to_fd,
                    const char *to,
                    GError    **error)
{
  g_autofree char *shown = g_filename_display_name (to);

  if (!ts_own_name_is_plain (from) || !ts_own_name_is_plain (to))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   /* Translators: a file name. */
                   _("“%s” is not a name Tableside writes."), shown);
      return FALSE;
    }
  if (renameat2 (from_fd, from, to_fd, to, RENAME_NOREPLACE) == 0)
    return TRUE;
  /* A file system without RENAME_NOREPLACE: a hard link fails as well when @to is there. */
  if (errno == EINVAL || errno == ENOSYS)
    {
      if (linkat (from_fd, from, to_fd, to, 0) == 0)
        {
          unlinkat (from_fd, from, 0);
          return TRUE;
        }
    }
  if (errno == EEXIST)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                 /* Translators: a file name. */
                 _("“%s” is there already: Tableside writes nothing over it."), shown);
  else
    set_errno_error (error, errno, shown);
  return FALSE;
}

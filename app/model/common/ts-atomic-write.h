/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * TsFileStamp:
 *
 * What tells one version of a file from another: its inode, size and modification time.
 * A save compares the file with the stamp it last saw, so that two programs writing the
 * same record notice each other instead of overwriting entries.
 */
typedef struct
{
  guint64 device;
  guint64 inode;
  gint64 size;
  gint64 mtime_sec;
  gint64 mtime_nsec;
  gboolean valid;
} TsFileStamp;

gboolean ts_file_stamp_equal (const TsFileStamp *a,
                              const TsFileStamp *b);
void ts_file_stamp_from_fd (TsFileStamp *stamp,
                            int          fd);
struct stat;
void ts_file_stamp_from_stat (TsFileStamp       *stamp,
                              const struct stat *info);

char *ts_atomic_write_resolve (const char *path);

gboolean ts_atomic_write_checked (GFile             *file,
                                  const void        *data,
                                  gsize              length,
                                  const TsFileStamp *expected,
                                  TsFileStamp       *out_stamp,
                                  GCancellable      *cancellable,
                                  GError           **error);

gboolean ts_atomic_write (GFile        *file,
                          const void   *data,
                          gsize         length,
                          GCancellable *cancellable,
                          GError      **error);

/* For a file Tableside alone keeps: a symbolic link in its place is replaced, not followed. */
gboolean ts_atomic_write_own (GFile        *file,
                              const void   *data,
                              gsize         length,
                              GCancellable *cancellable,
                              GError      **error);

/* No check and no lock: the caller holds the folder's lock (ts-kept-file.h). */
gboolean ts_atomic_write_stamped (GFile        *file,
                                  const void   *data,
                                  gsize         length,
                                  gboolean      follow,
                                  TsFileStamp  *out_stamp,
                                  GCancellable *cancellable,
                                  GError      **error);

gboolean ts_atomic_write_new_at (int         dir_fd,
                                 const char *name,
                                 const void *data,
                                 gsize       length,
                                 GError    **error);

void ts_atomic_write_clean_stale (GFile *file);
void ts_atomic_write_clean_stale_in (GFile *dir);

G_END_DECLS

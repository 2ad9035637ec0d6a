/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-atomic-write.h"
#include "ts-json-read.h"

G_BEGIN_DECLS

/* The one save discipline of the files Tableside keeps whole and rewrites whole (issue 52):
 * people.json, imported-plays.json and the saved-games index (docs/file-format.md, "How
 * Tableside keeps its own files"):
 *
 *   1. the folder's lock (flock) is held from the change check to the rename, so that two
 *      programs (the app and tableside-cli, two imports) never both pass the check;
 *   2. the change check: a file another program wrote since this one read it is read again
 *      and handed to the caller, who applies its own change on top (a merge) or refuses;
 *      it is never overwritten unread;
 *   3. what is to be written is read back first by the file's own reader, with the same
 *      limits (bytes, objects, depth, then the reader's own checks): a file its reader
 *      would refuse is refused before it is written, with a message naming it;
 *   4. the atomic replace of ts_atomic_write(). */

typedef gboolean (*TsKeptFileCheck) (JsonNode *root,
                                     GError  **error);

/**
 * TsKeptFileKind:
 * @kind: what the file is, untranslated (N_()), as in “is not %s”
 * @max_bytes: @max_depth: @max_objects: the reader's limits
 * @follow_links: a symbolic link in the file's place is followed (its target replaced);
 *   else the link is replaced, for a file Tableside alone keeps
 * @cache: the file is a cache: one changed into something unreadable is simply replaced
 * @check: (nullable): the reader's checks past the JSON: FALSE with a sentence when @root is
 *   not a file the reader accepts
 */
typedef struct
{
  const char *kind;
  gsize max_bytes;
  guint max_depth;
  guint max_objects;
  gboolean follow_links;
  gboolean cache;
  TsKeptFileCheck check;
} TsKeptFileKind;

void ts_kept_file_limits (const TsKeptFileKind *kind,
                          TsJsonLimits         *limits);

JsonNode *ts_kept_file_read (GFile                *file,
                             const TsKeptFileKind *kind,
                             TsFileStamp          *stamp,
                             GError              **error);

typedef struct _TsKeptFileLock TsKeptFileLock;

TsKeptFileLock *ts_kept_file_lock (GFile *const                *files,
                                   const TsKeptFileKind *const *kinds,
                                   guint                        n_files,
                                   GError                     **error);
void ts_kept_file_unlock (TsKeptFileLock *lock);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsKeptFileLock, ts_kept_file_unlock)

gboolean ts_kept_file_refresh (GFile                *file,
                               const TsKeptFileKind *kind,
                               TsFileStamp          *stamp,
                               gboolean             *changed,
                               JsonNode            **current,
                               GError              **error);
gboolean ts_kept_file_write (GFile                *file,
                             const TsKeptFileKind *kind,
                             const char           *text,
                             gsize                 length,
                             TsFileStamp          *stamp,
                             GError              **error);

/* The text to write, or NULL with an error to write nothing. Called first as if nobody had
 * changed the file (@changed FALSE: nothing may change then), and again under the lock when
 * another program did, with what the file holds now (@current; NULL when it is gone, or a
 * cache that cannot be read). */
typedef char *(*TsKeptFileUpdate) (JsonNode *current,
                                   gboolean  changed,
                                   gpointer  user_data,
                                   gsize    *length,
                                   GError  **error);

gboolean ts_kept_file_save (GFile                *file,
                            const TsKeptFileKind *kind,
                            TsFileStamp          *stamp,
                            TsKeptFileUpdate      update,
                            gpointer              user_data,
                            GError              **error);

G_END_DECLS

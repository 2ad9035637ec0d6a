/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-record-info.h"

G_BEGIN_DECLS

/* A games folder kept in sync by another program (issue 43): when a game changed on two
 * computers before they synced, the sync tool keeps both, the second as a "conflict copy"
 * named after the first. Tableside lists such a copy beside its original and counts neither
 * twice; when Tableside itself finds the game it has open changed by another computer, it
 * goes on in a copy of its own, named alike (ts_sync_conflict_name()). */

typedef enum
{
  TS_SYNC_TOOL_NONE,
  TS_SYNC_TOOL_SYNCTHING,
  TS_SYNC_TOOL_NEXTCLOUD, /* and ownCloud, whose desktop client it comes from */
  TS_SYNC_TOOL_DROPBOX,
  TS_SYNC_TOOL_SEAFILE,
  TS_SYNC_TOOL_TABLESIDE,
} TsSyncTool;

/* If the file name @name is a conflict copy, the name of its original in the same folder
 * (transfer full) and, in @tool (nullable), who made it; else NULL. */
char *ts_sync_conflict_parse (const char *name,
                              TsSyncTool *tool);
/* Whether @file's name is a conflict copy's (ts_sync_conflict_parse()). */
gboolean ts_sync_conflict_is_copy (GFile *file);
/* The tool's own name ("Syncthing"), not translated; NULL for TS_SYNC_TOOL_NONE. */
const char *ts_sync_tool_get_name (TsSyncTool tool);
/* The name of Tableside's own conflict copy of @name made at @when:
 * "NAME (Tableside conflict 2026-11-25 223015).json", or with @number > 1 for another copy
 * made in that second, "NAME (Tableside conflict 2026-11-25 223015 2).json". (transfer full) */
char *ts_sync_conflict_name (const char *name,
                             GDateTime  *when,
                             guint       number);
/* @files: GFile items (ts_record_scan_list()'s order). Moves each conflict copy whose
 * original is in @files to just after it (copies of one original newest first), so that a
 * list shows them side by side; the rest keep their order. */
void ts_sync_conflict_order (GPtrArray *files);

/* Issue 52: which version of a game counts where each game counts once (the statistics, the
 * BG Stats export). A game and its conflict copies (copies of copies too) are one game: its
 * original counts when it can (a record whose replay reaches its last entry); when it needs
 * attention, cannot be read or is gone, one copy that can counts in its place (a finished one
 * before one in progress, then the newest); every other version is left out. */
typedef enum
{
  TS_SYNC_COUNT_OWN,      /* no other version, or the version counted (or held, as any game) */
  TS_SYNC_COUNT_COPY,     /* another version of a game that counts once: left out */
  TS_SYNC_COUNT_IN_PLACE, /* a conflict copy counted in place of its original, which is not */
  TS_SYNC_COUNT_REPLACED, /* an original not counted (held, unreadable) whose copy counts */
} TsSyncCount;

typedef struct _TsSyncCounts TsSyncCounts;

/* @infos: TsRecordInfo items (others are ignored). */
TsSyncCounts *ts_sync_counts_new (GListModel *infos);
/* How @info counts; @other (nullable, transfer none): for TS_SYNC_COUNT_IN_PLACE its original
 * (NULL when the original is not in the folder), for TS_SYNC_COUNT_REPLACED the copy counted,
 * else NULL. */
TsSyncCount ts_sync_counts_get (TsSyncCounts  *self,
                                TsRecordInfo  *info,
                                TsRecordInfo **other);
void ts_sync_counts_free (TsSyncCounts *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsSyncCounts, ts_sync_counts_free)

G_END_DECLS

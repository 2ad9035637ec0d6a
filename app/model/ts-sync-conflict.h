/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

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

G_END_DECLS

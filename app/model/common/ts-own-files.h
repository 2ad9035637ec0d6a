/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The one rule for every file Tableside removes or overwrites (docs/file-format.md, "What
 * Tableside removes and overwrites"): it opens its own folders from the games folder's
 * descriptor without following a link, removes only regular files whose names it writes
 * there, and never writes through a link where a folder of its own should be. */

/* TRUE when @name is one Tableside writes in the folder the predicate is for. */
typedef gboolean (*TsOwnNameFunc) (const char *name);

int ts_own_dir_open (const char *path,
                     GError    **error);
int ts_own_dir_open_at (int         parent_fd,
                        const char *name,
                        const char *shown,
                        gboolean    create,
                        GError    **error);
gboolean ts_own_file_remove (int            dir_fd,
                             const char    *name,
                             TsOwnNameFunc  ours,
                             GError       **error);
gboolean ts_own_file_rename (int         from_fd,
                             const char *from,
                             int         to_fd,
                             const char *to,
                             GError    **error);
char *ts_own_name_encode (const char *name);
gboolean ts_own_name_is_plain (const char *name);

G_END_DECLS

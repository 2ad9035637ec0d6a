/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "burgundy/ts-burgundy-board-editor-private.h"
#include "burgundy/ts-burgundy-board-store.h"

G_BEGIN_DECLS

/* The user's board store, loaded. */
TsBurgundyBoardStore *beu_store_new (void);
/* The editor window on @board_id at @width x @height, shown. */
TsBurgundyBoardEditor *beu_editor_new (TsBurgundyBoardStore *store,
                                       const char           *board_id,
                                       int                   width,
                                       int                   height);
/* The store's index of @id, or -1. */
int beu_find_index (TsBurgundyBoardStore *store,
                    const char           *id);
gboolean beu_is_named (GtkWidget    *widget,
                       gconstpointer name);
/* The visible message dialog named @name (gtk_widget_set_name), or NULL. */
AdwMessageDialog *beu_find_dialog (const char *name);
/* The rows of @list named @name. */
guint beu_count_named_rows (GtkListBox *list,
                            const char *name);
/* The index of the space (cell) that has the focus. */
guint beu_focused_space (TsBurgundyBoardEditor *self);
/* The key that types a colour, from the file's letter of that colour (“CPSBYM”, castle to
 * mine): G, L, B, C, Y, M (issue 24: the initials of the colours players say). */
guint beu_colour_key (char cell);

G_END_DECLS

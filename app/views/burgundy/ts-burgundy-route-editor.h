/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-burgundy.h"
#include "ts-component-overrides.h"

G_BEGIN_DECLS

/* The trade-route pieces of the user's box (CB-TRD-02): Tableside knows 3 of the 12; the
 * user enters the others once. Kept in the user's data folder through TsComponentOverrides
 * (game "castles-of-burgundy", component "trade-routes"; docs/file-format.md), each piece
 * checked with ts_burgundy_route_piece_check(). */
TsComponentOverrides *ts_burgundy_route_overrides_new (void);
/* The shipped pieces with the user's entries; when the user's file is broken, FALSE with
 * @error naming the file and the reason, and @out holds the shipped pieces only. */
gboolean ts_burgundy_route_box_pieces (TsBurgundyRoutePieces  *out,
                                       GError                **error);
/* A bonus in a few words, capitalised for a list ("Building tile", "+4 VP"). */
const char *ts_burgundy_route_bonus_short_name (guint bonus);

/* TsBurgundyRouteEditor, "Your Box's Trade-Route Pieces": the 12 pieces, each with how sure
 * Tableside is of it, its 3 spaces left to right (goods type and bonus) to enter or correct,
 * Save and Put Back the Shipped Values. A broken file is shown with its path and reason and
 * only replaced when the user asks. Keys in a piece: digits 1-6 pick the goods type, Up and
 * Down step through a list, Space opens it, Enter saves the piece. Signal "changed": a piece
 * was saved or put back. */
#define TS_TYPE_BURGUNDY_ROUTE_EDITOR (ts_burgundy_route_editor_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyRouteEditor, ts_burgundy_route_editor, TS, BURGUNDY_ROUTE_EDITOR,
                      AdwWindow)

/* Opens at piece @piece_id, or at the first one still unknown (NULL). */
GtkWidget *ts_burgundy_route_editor_new (GtkWindow  *parent,
                                         const char *piece_id);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "burgundy/ts-burgundy-routes.h"
#include "ts-component-overrides.h"

G_BEGIN_DECLS

/**
 * TsBurgundyRouteEditor:
 *
 * "Your Box's Trade-Route Pieces": the 12 pieces with how sure Tableside is of each (3 from
 * the rulebook's example picture, 9 unknown). The user enters each piece's 3 spaces (goods
 * type and bonus, left to right) by keyboard or mouse, saves it, or puts back the shipped
 * values. Kept in the user's data folder through TsComponentOverrides (game
 * "castles-of-burgundy", component "trade-routes"; docs/file-format.md), checked with
 * ts_burgundy_route_piece_check(); a broken file is reported with its path and reason and
 * only replaced when the user asks.
 *
 * Keys in a piece's spaces: digits 1-6 pick the goods type, Up and Down step through a list,
 * Space opens it, Enter saves the piece.
 */
#define TS_TYPE_BURGUNDY_ROUTE_EDITOR (ts_burgundy_route_editor_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyRouteEditor, ts_burgundy_route_editor, TS, BURGUNDY_ROUTE_EDITOR,
                      AdwWindow)

/* @piece_id: the piece to open at, or NULL for the first unknown one. */
GtkWidget *ts_burgundy_route_editor_new (GtkWindow  *parent,
                                         const char *piece_id);

/* The user's file of pieces (not loaded yet). */
TsComponentOverrides *ts_burgundy_route_overrides_new (void);

/* The pieces of the user's box: the shipped ones with the user's entries. When the user's
 * file is broken, FALSE with @error naming the file and the reason, and @out holds the
 * shipped pieces. */
gboolean ts_burgundy_route_box_pieces (TsBurgundyRoutePieces  *out,
                                       GError                **error);

/* Signals: "changed": the user saved or put back a piece. */

G_END_DECLS

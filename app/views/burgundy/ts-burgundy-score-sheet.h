/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The final score sheet of a Castles of Burgundy game, drawn with cairo and Pango so that
 * the PDF, the PNG and the printed page are the same sheet.
 *
 * @breakdown is the engine's final breakdown (ts_burgundy_final_breakdown(): "players" with
 * "name", "vp-track", "goods", "silver", "workers", "monasteries" [{"monastery", "vp"}],
 * "total", "empty-spaces", "bridge-space", "bridge-height"; "winner"; "tie-break";
 * "explanation"). A sheet scored from a finished game's counts (issue 6) has the same shape.
 * @title names the game on the sheet (the record's name). */

/* Draws the sheet into a @width x @height area (points for PDF/print, pixels for PNG). */
void ts_burgundy_score_sheet_draw (cairo_t    *cr,
                                   JsonNode   *breakdown,
                                   const char *title,
                                   double      width,
                                   double      height);

gboolean ts_burgundy_score_sheet_save_pdf (JsonNode   *breakdown,
                                           const char *title,
                                           GFile      *file,
                                           GError    **error);
gboolean ts_burgundy_score_sheet_save_png (JsonNode   *breakdown,
                                           const char *title,
                                           GFile      *file,
                                           GError    **error);
/* Opens the print dialog over @parent for the sheet. */
void ts_burgundy_score_sheet_print (GtkWindow  *parent,
                                    JsonNode   *breakdown,
                                    const char *title);

G_END_DECLS

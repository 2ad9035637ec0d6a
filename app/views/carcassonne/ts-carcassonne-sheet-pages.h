/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-carcassonne.h"
#include "ts-score-sheet.h"

G_BEGIN_DECLS

/* The final-map sheet's pages after the score table (issue 41), in the PDF and on paper:
 * the final map with the farms overlay, its figures, the coordinates along its edges and
 * each feature of the final scoring numbered as the list numbers it; then the features, the
 * farms city by city and the farms explained, in the result page's own words. */
typedef struct _TsCarcassonneSheetPages TsCarcassonneSheetPages;

/* @final, a finished state (copied); @colors, "#rrggbb" per player, NULL-terminated;
 * @marks, each player's mark (ts_player_marks()) drawn on their figures, or NULL. */
TsCarcassonneSheetPages *ts_carcassonne_sheet_pages_new (const TsCarcassonneState *final,
                                                         const char *const        *colors,
                                                         const char *const        *marks);
TsCarcassonneSheetPages *ts_carcassonne_sheet_pages_ref (TsCarcassonneSheetPages *self);
void ts_carcassonne_sheet_pages_unref (TsCarcassonneSheetPages *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsCarcassonneSheetPages, ts_carcassonne_sheet_pages_unref)

/* Text pages: a heading, then lines under it (each a paragraph). */
void ts_carcassonne_sheet_pages_add_heading (TsCarcassonneSheetPages *self,
                                             const char              *heading);
void ts_carcassonne_sheet_pages_add_line (TsCarcassonneSheetPages *self,
                                          const char              *line);
/* The pages for TsScoreSheetExtras (its data is @self; the print job keeps a reference).
 * The text is laid out into pages here: add every line first. */
void ts_carcassonne_sheet_pages_describe (TsCarcassonneSheetPages *self,
                                          TsScoreSheetPages       *pages);

/* The coordinates along a map's edges and the numbers of the final scoring's features, in
 * cairo, over a map drawn with tile (x, y) at (@origin_x + x * @scale, @origin_y + y *
 * @scale), within @width x @height (the map page's picture, and the result page's map). */
void ts_carcassonne_sheet_pages_draw_marks (cairo_t                  *cr,
                                           const TsCarcassonneState *state,
                                           double                    origin_x,
                                           double                    origin_y,
                                           double                    scale,
                                           double                    width,
                                           double                    height);

G_END_DECLS

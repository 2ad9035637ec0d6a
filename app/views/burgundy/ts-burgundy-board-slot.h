/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Private to TsBurgundyBoardView (ts-burgundy-board-view.c). */

/* A depot space as a hexagonal button, drawn with the shared Burgundy colours: the tile
 * with its short label, a faint printed space when empty, a dashed outline when the space
 * is not used with this player count (then insensitive). Lit: a ring in the accent colour.
 * The tooltip and accessible label name the space and its tile. */
#define TS_TYPE_BURGUNDY_BOARD_SLOT (ts_burgundy_board_slot_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyBoardSlot, ts_burgundy_board_slot, TS, BURGUNDY_BOARD_SLOT,
                      GtkButton)

/* @depot: 1-6, 0 = black; @slot: 0-3 (black 0-7). */
GtkWidget *ts_burgundy_board_slot_new (guint depot,
                                       guint slot);
guint ts_burgundy_board_slot_get_depot (TsBurgundyBoardSlot *self);
guint ts_burgundy_board_slot_get_index (TsBurgundyBoardSlot *self);
/* @colour: of the printed space (numbered depots) or of the tile face (black depot), -1
 * for a black tile back. */
void ts_burgundy_board_slot_show (TsBurgundyBoardSlot *self,
                                  guint                tile,
                                  int                  colour,
                                  gboolean             used,
                                  guint                n_players);
/* Kept across ts_burgundy_board_slot_show(); shown only while the space is used. */
void ts_burgundy_board_slot_set_lit (TsBurgundyBoardSlot *self,
                                     gboolean             lit);

/* A honeycomb: rows of @per_row hexagonal children, odd rows shifted by half a hexagon,
 * sized to the width it gets. Children are added with gtk_widget_set_parent(). */
#define TS_TYPE_BURGUNDY_BOARD_HIVE (ts_burgundy_board_hive_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyBoardHive, ts_burgundy_board_hive, TS, BURGUNDY_BOARD_HIVE,
                      GtkWidget)

GtkWidget *ts_burgundy_board_hive_new (guint per_row,
                                       guint n_rows);
/* Whether the hive may put its one row in two when the width does not hold it (issue 54). */
void ts_burgundy_board_hive_set_may_wrap (TsBurgundyBoardHive *self,
                                          gboolean             may_wrap);

/* The depots' cards in reading order: three columns, two when the width holds no three
 * (ts-burgundy-board-hive.c). Children are added with gtk_widget_set_parent(). */
#define TS_TYPE_BURGUNDY_DEPOT_GRID (ts_burgundy_depot_grid_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyDepotGrid, ts_burgundy_depot_grid, TS, BURGUNDY_DEPOT_GRID,
                      GtkWidget)

GtkWidget *ts_burgundy_depot_grid_new (void);
/* The same grid for other cells: from @max_columns down to @min_columns, as the width
 * holds them (the turn panel's kinds of action). */
GtkWidget *ts_burgundy_wrap_grid_new (guint min_columns,
                                      guint max_columns,
                                      int   spacing);

/* Drawing helpers for the board's custom-drawn pieces. */
void ts_burgundy_board_lookup_color (GtkWidget  *widget,
                                     const char *name,
                                     const char *fallback,
                                     GdkRGBA    *out);
void ts_burgundy_board_get_fg (GtkWidget *widget,
                               GdkRGBA   *out);
void ts_burgundy_board_set_source_alpha (cairo_t       *cr,
                                         const GdkRGBA *color,
                                         double         alpha);
/* @text's layout: wrapped into @box_w x @box_h, shrunk from @size pixels until it fits, and
 * never wider than @room (letters closer, then an ellipsis). */
PangoLayout *ts_burgundy_board_fit_text (GtkWidget  *widget,
                                         const char *text,
                                         double      box_w,
                                         double      box_h,
                                         double      room,
                                         double      size);
/* @text centred at (@cx, @cy), wrapped into @box_w x @box_h, shrunk from @size pixels
 * until it fits. */
void ts_burgundy_board_draw_text (GtkWidget     *widget,
                                  cairo_t       *cr,
                                  const char    *text,
                                  double         cx,
                                  double         cy,
                                  double         box_w,
                                  double         box_h,
                                  double         size,
                                  const GdkRGBA *ink);

G_END_DECLS

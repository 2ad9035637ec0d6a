/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-carcassonne-map.h"

G_BEGIN_DECLS

/* An open spot and the rotations (bit per rotation) with which the pending tile fits there. */
typedef struct
{
  gint8 x, y;
  guint8 fits;
} TsCarcassonneSpot;

/* How many spots carry a number (ts-carcassonne-map-numbers.c): one digit for the nine
 * nearest, two for the rest. */
#define TS_CARCASSONNE_MAP_NUMBERED 99

struct _TsCarcassonneMap
{
  GtkWidget parent_instance;

  TsCarcassonneState *state;
  GdkRGBA colors[TS_CARCASSONNE_MAX_PLAYERS];
  char *marks[TS_CARCASSONNE_MAX_PLAYERS]; /* drawn with the colours (NULL: none) */
  int pending; /* kind, or -1 */
  int cursor_x, cursor_y;
  guint rotation;
  GArray *spots; /* TsCarcassonneSpot, every open spot */
  int number_x, number_y; /* where the cursor started for the tile waiting: numbers from there */
  gint8 numbered[TS_CARCASSONNE_MAP_NUMBERED][2]; /* the spots of the numbers 1-99 */
  guint n_numbered;
  guint digit_first; /* the digit just pressed, which a second may extend: 0 for none */
  int choice_tile; /* -1: no segment choices */
  guint choice_mask;
  guint16 outline;
  gboolean farms;

  double scale;        /* pixels per tile */
  double view_x, view_y; /* the map point (in tiles) at the widget's centre */
  gboolean fit_pending; /* fit once the widget has a size */
  double drag_view_x, drag_view_y;
  gboolean dragging;
  gboolean touch;         /* the window in touch mode: a cell a finger's size at least */
  double rotate_base;     /* two fingers turning: the angle of the last quarter turn */

  /* Drawing caches at cache_scale: a node per kind and rotation, the whole board (tiles,
   * figures, farms), the outline. Rebuilt on zoom or when what they show changes. */
  double cache_scale;
  int cache_scale_factor;
  GskRenderNode *kind_nodes[TS_CARCASSONNE_MAX_KINDS][4];
  GskRenderNode *figure_nodes[TS_CARCASSONNE_MAX_PLAYERS][3][2]; /* player, type, lying */
  /* Each tile with the farms overlay, and what it shows (its kind, rotation, fields' holders
   * and checked cities): redrawn only when that changes. */
  GskRenderNode *farm_nodes[TS_CARCASSONNE_MAX_TILES];
  guint64 farm_keys[TS_CARCASSONNE_MAX_TILES];
  GskRenderNode *board_node;
  guint8 checked[TS_CARCASSONNE_MAX_SEGS / 8 + 1]; /* completed cities marked on the board */
  GskRenderNode *outline_node;
  GdkRGBA outline_color;
  GskRenderNode *scored_node; /* the features scored during play, in their scorers' colours */
  /* Each spot number's disc, drawn at the origin in number_colors: the same numbers come
   * back with every tile. */
  GskRenderNode *number_nodes[TS_CARCASSONNE_MAP_NUMBERED];
  GdkRGBA number_colors[2];
};

/* ts-carcassonne-map.c */
void ts_carcassonne_map_move_cursor (TsCarcassonneMap *self,
                                     int               dx,
                                     int               dy);
guint ts_carcassonne_map_fits_at (TsCarcassonneMap *self,
                                  int               x,
                                  int               y);
/* Emits "place" when the pending tile fits at the cursor; FALSE (and a bell) when not. */
gboolean ts_carcassonne_map_place (TsCarcassonneMap *self);
/* The @n-th (0-based) segment choice, or -1. */
int ts_carcassonne_map_nth_choice (TsCarcassonneMap *self,
                                   guint             n);
/* Where segment @segment of placed tile @tile shows its marker, in widget pixels. */
void ts_carcassonne_map_segment_point (TsCarcassonneMap *self,
                                       guint             tile,
                                       guint             segment,
                                       double           *x,
                                       double           *y);
double ts_carcassonne_map_marker_radius (TsCarcassonneMap *self);
/* The cell under the widget point (@px, @py). */
void ts_carcassonne_map_cell_at (TsCarcassonneMap *self,
                                 double            px,
                                 double            py,
                                 int              *x,
                                 int              *y);
void ts_carcassonne_map_set_view (TsCarcassonneMap *self,
                                  double            view_x,
                                  double            view_y);

/* ts-carcassonne-map-describe.c: sets the accessible description to the cursor's cell in
 * words (nothing without a state). */
void ts_carcassonne_map_update_description (TsCarcassonneMap *self);

/* ts-carcassonne-map-draw.c */
void ts_carcassonne_map_snapshot (GtkWidget   *widget,
                                  GtkSnapshot *snapshot);
void ts_carcassonne_map_drop_caches (TsCarcassonneMap *self);
/* @layout set to @number's text, and the half width of its disc (@radius, or more for a
 * pill with two digits). */
void ts_carcassonne_map_disc_layout (PangoLayout *layout,
                                     double       radius,
                                     guint        number,
                                     double      *half_width);
/* @number in a disc of @fill centred on (@x, @y), in @ink, @ringed with it: the segments'
 * markers and the numbered spots (a pill past 9). */
void ts_carcassonne_map_append_disc (GtkSnapshot   *snapshot,
                                     PangoLayout   *layout,
                                     double         x,
                                     double         y,
                                     double         radius,
                                     guint          number,
                                     const GdkRGBA *fill,
                                     const GdkRGBA *ink,
                                     gboolean       ringed);
/* Drops what is drawn in the players' colours (figures, farms). */
void ts_carcassonne_map_drop_figures (TsCarcassonneMap *self);
/* Drops what shows the state (the board, the outline), keeping the tile pictures. */
void ts_carcassonne_map_drop_board (TsCarcassonneMap *self);

/* ts-carcassonne-map-numbers.c: the spots where the waiting tile fits, numbered from the
 * nearest (number_x, number_y). */
void ts_carcassonne_map_number_spots (TsCarcassonneMap *self);
/* The cursor to the spot of @number; FALSE and a bell when there is none. */
gboolean ts_carcassonne_map_go_to_number (TsCarcassonneMap *self,
                                          guint             number);
/* A digit (0-9) pressed while a tile waits: its spot, or with the digit just pressed the
 * spot of the two; FALSE (and no bell) for a 0 that extends nothing. */
gboolean ts_carcassonne_map_press_digit (TsCarcassonneMap *self,
                                         guint             digit);
void ts_carcassonne_map_append_numbers (TsCarcassonneMap *self,
                                        GtkSnapshot      *snapshot);
/* Drops the numbers' discs (a zoom, another accent colour). */
void ts_carcassonne_map_drop_numbers (TsCarcassonneMap *self);
/* Where each digit goes, in words, or NULL without numbers. */
char *ts_carcassonne_map_describe_numbers (TsCarcassonneMap *self);

/* ts-carcassonne-map-input.c: keys, scrolling, dragging and clicks. */
void ts_carcassonne_map_add_controllers (TsCarcassonneMap *self);

/* ts-carcassonne-map-touch.c: fingers (issue 54). */
/* The smallest cell, in pixels: a finger's size (44) in touch mode. */
double ts_carcassonne_map_min_scale (TsCarcassonneMap *self);
/* Re-clamps the scale after the touch mode changed. */
void ts_carcassonne_map_settle_scale (TsCarcassonneMap *self);
/* Two fingers turning the tile: a quarter turn each time they have turned past 45° from
 * *@base (radians, clockwise positive), which then moves on by that quarter. Returns the
 * quarter turns to make: +1 clockwise, -1 back, 0 none yet. */
int ts_carcassonne_map_rotate_quarters (double *base,
                                        double  angle);
void ts_carcassonne_map_add_touch (TsCarcassonneMap *self);
void ts_carcassonne_map_touch_measure (GtkWidget      *widget,
                                       GtkOrientation  orientation,
                                       int             for_size,
                                       int            *minimum,
                                       int            *natural,
                                       int            *minimum_baseline,
                                       int            *natural_baseline);

G_END_DECLS

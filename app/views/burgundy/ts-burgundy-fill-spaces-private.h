/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The fill form's insides, shared by its files: ts-burgundy-fill-spaces.c (the stacks, the
 * drop-downs kept in step, the API) and ts-burgundy-fill-spaces-build.c (building the form). */

#include "ts-burgundy-fill-spaces.h"

G_BEGIN_DECLS

/* Tile slots: depot d space s is d * 4 + s, then the black depot's 8 spaces. */
#define N_DEPOT_SLOTS (TS_BURGUNDY_N_DEPOTS * TS_BURGUNDY_DEPOT_SLOTS)
#define N_SLOTS (N_DEPOT_SLOTS + TS_BURGUNDY_BLACK_SLOTS)
/* Stacks a space draws from: the six colours (coloured backs), then the black backs. */
#define BLACK_KEY TS_BURGUNDY_N_COLOURS
#define N_KEYS (TS_BURGUNDY_N_COLOURS + 1)

/* The drop-downs are filtered together: a face picked in one space is one fewer for the
 * others, and no stack gives more tiles than it holds (what ts_burgundy_apply checks). */
struct _TsBurgundyFillSpaces
{
  GtkWidget parent_instance;

  gboolean syncing;     /* the drop-downs are being re-filtered, not picked from */
  gboolean whole_names; /* ts_burgundy_fill_spaces_set_whole_names() */

  gboolean used[N_SLOTS];
  guint8 key[N_SLOTS];  /* the space's stack: colour, or BLACK_KEY */
  guint8 pick[N_SLOTS]; /* the tile per space; NONE = left empty */
  GtkDropDown *dropdowns[N_SLOTS];
  GtkFilter *filters[N_SLOTS];

  guint8 supply[2][TS_BURGUNDY_N_TILES];
  TsBurgundyOptions options;
  int avail[N_KEYS];  /* tiles the stack can still give */
  int n_used[N_KEYS]; /* spaces it fills */

  GtkWidget *depots_box;  /* a wrap grid (ts-burgundy-board-slot.h) of columns by depot */
  GtkWidget *black_grid;  /* a wrap grid of the black depot's spaces */
  GtkWidget *black_box;   /* a TsFoldBox: the black depot's name, then black_grid */
};

/* What a space's filter needs: the filter function gets no other context. */
typedef struct
{
  TsBurgundyFillSpaces *self;
  guint slot;
} SlotRef;

GListStore *ts_burgundy_fill_spaces_create_catalog (TsBurgundyFillSpaces *self,
                                                    guint                 key);
gboolean ts_burgundy_fill_spaces_filter_cb (gpointer item,
                                            gpointer user_data);
guint ts_burgundy_fill_spaces_position_of (GtkDropDown *dropdown,
                                           guint        tile);
void ts_burgundy_fill_spaces_refilter (TsBurgundyFillSpaces *self,
                                       guint                 except);
void ts_burgundy_fill_spaces_dropdown_selected_cb (GtkDropDown *dropdown,
                                                   GParamSpec  *pspec,
                                                   SlotRef     *ref);
void ts_burgundy_fill_spaces_focus_next_dropdown (GtkDropDown *dropdown,
                                                  gpointer     user_data);
/* ts-burgundy-fill-spaces-build.c */
void ts_burgundy_fill_spaces_clear_spaces (TsBurgundyFillSpaces *self);
void ts_burgundy_fill_spaces_build_spaces (TsBurgundyFillSpaces *self);

G_END_DECLS

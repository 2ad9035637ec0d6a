/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The player panel's insides, shared by its files: ts-burgundy-player-panel.c (the widget,
 * storage and goods buttons) and ts-burgundy-player-panel-lists.c (shields, sold goods,
 * bonus tiles, die faces). */

#include "ts-burgundy-player-panel.h"
#include "ts-player-ledger.h"

G_BEGIN_DECLS

struct _TsBurgundyPlayerPanel
{
  GtkWidget parent_instance;

  char *color_id;     /* the colour shown, to redraw the swatch only on a change */
  char *vp_named;     /* the name the VP button was last read with (issue 41) */
  guint8 goods[7];    /* goods shown by type */
  gboolean goods_set; /* goods shown at least once */

  /* template widgets */
  GtkDrawingArea *swatch;
  GtkLabel *name_label;
  GtkLabel *silver_label;
  GtkLabel *workers_label;
  GtkMenuButton *vp_button;
  TsPlayerLedger *ledger;
  TsBurgundyDuchyView *duchy;
  GtkGrid *storage_box;
  GtkGrid *goods_grid;
  GtkBox *sold_box;
  GtkFlowBox *bonus_box;
  GtkWidget *bonus_heading;
  GtkWidget *shields_title;
  GtkBox *shields_box;
  GtkLabel *outposts_label;

  /* Made when first shown or asked for (issue 56: 3 of the 64 are shown in most games). */
  GtkWidget *storage_buttons[TS_BURGUNDY_MAX_STORAGE];
  GtkWidget *storage_chips[TS_BURGUNDY_MAX_STORAGE];
  GtkWidget *storage_checks[TS_BURGUNDY_MAX_STORAGE];
  guint n_storage_shown;
  guint storage_columns;
  guint64 storage_lit;        /* as set_lit() last said, for the buttons made later */
  int storage_selected;       /* as set_selected_storage() last said, if storage_chosen */
  gboolean storage_chosen;
  gboolean team; /* the team game: storage 1-2 shared, 3-4 private (CB-TEM-08) */
  GtkWidget *storage_rows[3]; /* the team game's row captions: shared, private, and shield
                               * 4's further shared spaces (issue 26) */
  GtkWidget *goods_buttons[7];
  GtkWidget *goods_counts[7];

  /* What is shown, copied from the last state. */
  GdkRGBA color;
  guint8 storage[TS_BURGUNDY_MAX_STORAGE];
  guint8 shields[TS_BURGUNDY_N_SPACES]; /* shield per duchy space, as shown */
  gboolean shields_on;
  guint8 sold[7];
  guint8 bonus_large;
  guint8 bonus_small;

  GtkWidget *route; /* TsBurgundyRouteStrip, above the duchy (trade routes) */
};

/* ts-burgundy-player-panel-lists.c */
GtkWidget *ts_burgundy_player_panel_die_face_new (guint die,
                                                  int   size);
void ts_burgundy_player_panel_update_shields (TsBurgundyPlayerPanel *self);
void ts_burgundy_player_panel_update_sold (TsBurgundyPlayerPanel *self);
void ts_burgundy_player_panel_update_bonus (TsBurgundyPlayerPanel *self);

G_END_DECLS

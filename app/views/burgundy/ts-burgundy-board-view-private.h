/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The main board view's insides, shared by its files: ts-burgundy-board-view.c (the widget,
 * depots and slots) and ts-burgundy-board-parts.c (top line, goods chips, bonus tiles, bridge). */

#include "ts-burgundy-board-slot.h"
#include "ts-burgundy-board-view.h"

G_BEGIN_DECLS

#define N_ROUND_SPACES TS_BURGUNDY_ROUNDS

/* The bonus tiles: a column per colour, the large tile over the small one. */
typedef struct
{
  gint8 large_owner[TS_BURGUNDY_N_COLOURS];
  gint8 small_owner[TS_BURGUNDY_N_COLOURS];
  int large_vp;
  int small_vp;
} BonusTiles;

struct _TsBurgundyBoardView
{
  GtkWidget parent_instance;

  char *bridge_key; /* what the bridge chips show, to rebuild them only on a change */
  guint8 goods[TS_BURGUNDY_N_DEPOTS][7]; /* the depots' goods shown */
  gboolean goods_shown[TS_BURGUNDY_N_DEPOTS];

  GtkWidget *phase_chips[TS_BURGUNDY_PHASES];
  GtkWidget *round_label;
  GtkWidget *round_spaces[N_ROUND_SPACES];
  GtkWidget *depot_headers[TS_BURGUNDY_N_DEPOTS];
  GtkWidget *depot_goods[TS_BURGUNDY_N_DEPOTS];
  /* [0] is the black depot, [1..6] the numbered depots. */
  TsBurgundyBoardSlot *slots[1 + TS_BURGUNDY_N_DEPOTS][TS_BURGUNDY_BLACK_SLOTS];
  GtkWidget *bonus_area;
  GtkWidget *bridge_box;
  /* Modules (issue 14). */
  GtkWidget *shield_chips[TS_BURGUNDY_N_DEPOTS][TS_BURGUNDY_SHIELD_SLOTS];
  GtkWidget *inn_stack;
  GtkWidget *white_action;

  BonusTiles bonus;
};

/* ts-burgundy-board-parts.c */
GtkWidget *ts_burgundy_board_view_goods_chip_new (int size);
void ts_burgundy_board_view_set_goods_chip (GtkWidget  *area,
                                            guint       goods,
                                            gboolean    current,
                                            const char *label);
void ts_burgundy_board_view_draw_bonus_cb (GtkDrawingArea *area,
                                           cairo_t        *cr,
                                           int             width,
                                           int             height,
                                           gpointer        user_data);
GtkWidget *ts_burgundy_board_view_create_top_line (TsBurgundyBoardView *self);
void ts_burgundy_board_view_update_phase_and_rounds (TsBurgundyBoardView   *self,
                                                     const TsBurgundyState *state);
void ts_burgundy_board_view_update_bonus (TsBurgundyBoardView   *self,
                                         const TsBurgundyState *state);
GtkWidget *ts_burgundy_board_view_player_chip_new (const TsBurgundyState *state,
                                                   guint                  player,
                                                   guint                  position,
                                                   const char            *color);

G_END_DECLS

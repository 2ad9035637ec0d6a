/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The match page's insides, shared by its files: ts-burgundy-view.c (showing the state, the
 * widget) and ts-burgundy-view-entering.c (entries, clicks, keyboard actions). */

#include "ts-burgundy-board-view.h"
#include "ts-burgundy-fill-entry.h"
#include "ts-burgundy-goods-entry.h"
#include "ts-burgundy-phase-summary.h"
#include "ts-burgundy-player-panel.h"
#include "ts-burgundy-roll-entry.h"
#include "ts-burgundy-shields-entry.h"
#include "ts-burgundy-solo-bar.h"
#include "ts-burgundy-solo-entry.h"
#include "ts-burgundy-turn-panel.h"
#include "ts-burgundy-view.h"

G_BEGIN_DECLS

struct _TsBurgundyView
{
  TsGamePage parent_instance;

  TsMatch *match;            /* TsGamePage's, for short */
  const char *const *colors; /* TsGamePage's: a CSS colour per player */
  GPtrArray *panels;         /* TsBurgundyPlayerPanel per player; NULL until made */
  guint rows_idle;           /* sizing the turn's list to the window */
  GtkWidget *window;         /* weak: the window whose size is followed */
  const char *entry_shown;   /* the entry form shown since the last change, NULL at first */

  /* Forms made when first shown (ts_burgundy_view_ensure_form()), NULL until then. */
  TsBurgundyTurnPanel *turn_panel; /* ts_burgundy_view_turn_panel() */
  guint turn_rows;                 /* its list's rows for the window's size; 0 before known */
  TsBurgundyShieldsEntry *shields_entry;
  TsBurgundyGoodsEntry *goods_entry;
  TsBurgundyPhaseSummary *phase_summary;
  TsBurgundyFillEntry *fill_entry;
  TsBurgundyRollEntry *roll_entry;
  TsBurgundySoloEntry *solo_entry;
  TsBurgundySoloBar *solo_bar; /* the solo game's only, made with the page */

  /* template widgets */
  TsBurgundyBoardView *board;
  GtkStack *players_stack;
  GtkStack *entry_stack;
  GtkLabel *over_label;
  GtkWidget *final_button;
  GtkWidget *players_switcher;
  GtkWidget *table_viewport; /* issue 54 */
};

const TsBurgundyState *ts_burgundy_view_get_state (TsBurgundyView *self);
void ts_burgundy_view_clear_refusal (TsBurgundyView *self);

/* ts-burgundy-view-forms.c */
void ts_burgundy_view_ensure_form (TsBurgundyView *self,
                                  const char     *name);
TsBurgundyTurnPanel *ts_burgundy_view_turn_panel (TsBurgundyView *self);
void ts_burgundy_view_make_solo_bar (TsBurgundyView *self);

/* ts-burgundy-view.c */
void ts_burgundy_view_lit_changed_cb (TsBurgundyView *self);

/* ts-burgundy-view-entering.c */
void ts_burgundy_view_class_init_entering (GtkWidgetClass *widget_class);
void ts_burgundy_view_connect_form (TsBurgundyView *self,
                                   GtkWidget      *form);
void ts_burgundy_view_choose_cb (TsBurgundyTurnPanel *panel,
                                 gpointer             data,
                                 TsBurgundyView      *self);
void ts_burgundy_view_inns_activated_cb (TsBurgundyBoardView *board,
                                         TsBurgundyView      *self);
void ts_burgundy_view_storage_activated_cb (TsBurgundyPlayerPanel *panel,
                                            int                    storage,
                                            TsBurgundyView        *self);
void ts_burgundy_view_space_activated_cb (TsBurgundyPlayerPanel *panel,
                                          int                    space,
                                          TsBurgundyView        *self);
void ts_burgundy_view_goods_activated_cb (TsBurgundyPlayerPanel *panel,
                                          int                    goods,
                                          TsBurgundyView        *self);

G_END_DECLS

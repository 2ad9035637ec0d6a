/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The turn panel's insides, shared by its files: ts-burgundy-turn-panel.c (state, list,
 * keys), ts-burgundy-turn-choosing.c (rows activated, the tile picker, End Turn, dice) and
 * ts-burgundy-turn-clicks.c (clicks on the board and the duchy). */

#include "ts-filter-guard.h"
#include "ts-burgundy-turn-panel.h"

G_BEGIN_DECLS

/* Kinds that have a button; End Turn has its own. */
#define N_KIND_BUTTONS TS_BURGUNDY_KIND_END

/* A row of the list of choices with the compact style (style.css .turn-choices), in pixels. */
#define TS_BURGUNDY_TURN_ROW_HEIGHT 28

struct _TsBurgundyTurnPanel
{
  GtkWidget parent_instance;

  TsBurgundyState *state;
  TsBurgundyChoice *choices; /* every choice, any die */
  guint n_choices;
  GArray *rows; /* TsBurgundyTurnRow for the picked die, every kind */
  int die;
  TsBurgundyTurnKind kind;
  int storage;
  char *error;
  TsBurgundyBoardView *board; /* weak */
  TsBurgundyTilePicker *picker;
  int picking;       /* the row whose identity the picker asks, or -1 */
  GArray *offered;   /* row indices the picker offers for one click */
  GtkWidget *kind_buttons[N_KIND_BUTTONS];
  GtkWidget *kind_counts[N_KIND_BUTTONS];
  gboolean updating_kinds;
  GString *typed; /* type-ahead in the list */
  gboolean unmatched;   /* what was typed finds no row: Enter takes none */
  TsFilterGuard *guard; /* under the list: why Enter took nothing */
  guint fill_next;      /* the next row of self->rows the list has yet to show */
  guint fill_idle;      /* making the list's rows past the first screenful */
  guint n_listed;       /* rows in the list: the next one's number is n_listed + 1 */

  /* template widgets */
  GtkLabel *purse_label;
  GtkToggleButton *die0_button;
  GtkToggleButton *die1_button;
  GtkBox *kinds_box;
  GtkScrolledWindow *choices_scroller;
  GtkListBox *choices_list;
  GtkButton *end_turn_button;
};

const TsBurgundyTurnRow *ts_burgundy_turn_panel_row_at (TsBurgundyTurnPanel *self,
                                                        guint                index);
gboolean ts_burgundy_turn_panel_die_usable (const TsBurgundyState *s,
                                            int                    die);
void ts_burgundy_turn_panel_choose (TsBurgundyTurnPanel    *self,
                                    const TsBurgundyChoice *choice);
/* ts-burgundy-turn-choosing.c */
/* Points the picker at a depot's tile, or at the selected row when @depot is -1. */
void ts_burgundy_turn_panel_point_picker (TsBurgundyTurnPanel *self,
                                          int                  depot,
                                          int                  slot);
void ts_burgundy_turn_panel_picked_cb (TsBurgundyTilePicker *picker,
                                       guint                 index,
                                       TsBurgundyTurnPanel  *self);
void ts_burgundy_turn_panel_picker_closed_cb (TsBurgundyTilePicker *picker,
                                              TsBurgundyTurnPanel  *self);
void ts_burgundy_turn_panel_class_init_choosing (GtkWidgetClass *widget_class);
/* ts-burgundy-turn-list.c */
void ts_burgundy_turn_panel_init_list (TsBurgundyTurnPanel *self);
guint ts_burgundy_turn_panel_count_kind (TsBurgundyTurnPanel *self,
                                         TsBurgundyTurnKind   kind);
void ts_burgundy_turn_panel_update_kinds (TsBurgundyTurnPanel *self);
void ts_burgundy_turn_panel_fill_list (TsBurgundyTurnPanel *self);
/* The list's rows not made yet (ts_burgundy_turn_panel_fill_list()), made now. */
void ts_burgundy_turn_panel_complete_list (TsBurgundyTurnPanel *self);
GtkListBoxRow *ts_burgundy_turn_panel_list_row_for (TsBurgundyTurnPanel *self,
                                                    guint                index);
/* The row of self->rows numbered @number (1-9) in the list shown, or -1. */
int ts_burgundy_turn_panel_numbered_row (TsBurgundyTurnPanel *self,
                                         guint                number);

G_END_DECLS

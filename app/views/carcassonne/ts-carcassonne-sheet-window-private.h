/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-carcassonne-sheet-window.h"
#include "ts-carcassonne-farms.h"
#include "ts-carcassonne-map.h"
#include "ts-carcassonne-palette.h"
#include "ts-atomic-write.h"

G_BEGIN_DECLS

/* The window's parts, shared by its three files: the map entry (ts-carcassonne-sheet-window.c),
 * the options and players (-form.c) and the result (-result.c). */
struct _TsCarcassonneSheetWindow
{
  AdwWindow parent_instance;

  TsCarcassonneSheet *sheet;
  GPtrArray *undo;       /* TsCarcassonneSheet copies, the newest last */
  GPtrArray *undo_texts; /* what each undo takes back, in words */
  TsCarcassonneState *map_state; /* the sheet laid on the map (it always lays) */
  char *colors[TS_CARCASSONNE_MAX_PLAYERS + 1]; /* "#rrggbb" per player, NULL-terminated */
  char *color_ids[TS_CARCASSONNE_MAX_PLAYERS];  /* palette ids, for the score sheet */

  /* Choosing a figure: the sheet tile and segment picked, and the figure kind. */
  int figure_tile;
  int figure_segment;
  guint figure_kind;

  AdwToastOverlay *toasts;
  AdwToast *toast; /* the last change's (ts_toast_safe_replace()'s slot) */
  GtkStack *stack;
  TsCarcassonneMap *map;
  TsCarcassonnePalette *palette;
  GtkLabel *status;
  GtkWidget *owner_box;     /* whose figure, once a segment is picked */
  GtkLabel *owner_label;
  GtkWidget *owner_buttons; /* a box of a button per player */
  GtkWidget *kind_buttons[3];
  GtkWidget *options_group;
  GtkWidget *option_rows[5]; /* tiles, goods, builder, pig, small city half */
  GtkWidget *players_box;
  GtkWidget *score_button;
  gboolean filling; /* the form is being filled from the sheet: its signals change nothing */

  /* The result. */
  JsonNode *breakdown;
  TsCarcassonneState *final_state;
  GDateTime *scored_at;
  GFile *file;
  TsFileStamp file_stamp; /* the kept file as last read or written (ts_sheet_keeper_save) */
  gboolean reopening;
  GtkLabel *winner_label;
  GtkLabel *explanation_label;
  GtkGrid *score_table;
  GtkWidget *scorings_box;
  GtkWidget *cities_box;
  TsCarcassonneMap *result_map;
  TsCarcassonneFarms *farms;
  GtkWidget *export_button;
  GtkNativeDialog *chooser;
};

/* ts-carcassonne-sheet-window.c: every change of the sheet goes through this: the new sheet
 * must lay on the map (else the engine's words are shown and nothing changes); @done says
 * what changed, for the status line and the undo toast. */
gboolean ts_carcassonne_sheet_window_change (TsCarcassonneSheetWindow *self,
                                             const TsCarcassonneSheet *changed,
                                             const char               *done);
void ts_carcassonne_sheet_window_say (TsCarcassonneSheetWindow *self,
                                      const char               *text);
/* Gives @map the players' marks, from their names on the sheet (ts_player_marks()). */
void ts_carcassonne_sheet_window_mark (TsCarcassonneSheetWindow *self,
                                       TsCarcassonneMap         *map);
/* -figures.c: the figure's owner and kind once a part is picked on the map. */
GtkWidget *ts_carcassonne_sheet_owner_box_new (TsCarcassonneSheetWindow *self);
void ts_carcassonne_sheet_segment_activated_cb (TsCarcassonneMap         *map,
                                                guint                     segment,
                                                TsCarcassonneSheetWindow *self);
void ts_carcassonne_sheet_close_owner (TsCarcassonneSheetWindow *self);
/* The owners' buttons, one per player: “_1 Ana”. */
void ts_carcassonne_sheet_window_fill_owners (TsCarcassonneSheetWindow *self);
/* -form.c: the options and the players' rows from the sheet, and their widgets. */
GtkWidget *ts_carcassonne_sheet_form_new (TsCarcassonneSheetWindow *self);
void ts_carcassonne_sheet_form_fill (TsCarcassonneSheetWindow *self);
void ts_carcassonne_sheet_form_install_actions (GtkWidgetClass *widget_class);
void ts_carcassonne_sheet_form_focus_player (TsCarcassonneSheetWindow *self,
                                             guint                     player);
/* -result.c */
GtkWidget *ts_carcassonne_sheet_result_new (TsCarcassonneSheetWindow *self);
void ts_carcassonne_sheet_result_install_actions (GtkWidgetClass *widget_class);

G_END_DECLS

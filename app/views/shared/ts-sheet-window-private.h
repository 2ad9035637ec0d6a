/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-sheet-player-form.h"
#include "ts-sheet-window.h"
#include "ts-atomic-write.h"

G_BEGIN_DECLS

/* The window's parts, shared by ts-sheet-window.c (the form) and ts-sheet-window-result.c
 * (scoring, the result, the files). */
struct _TsSheetWindow
{
  AdwWindow parent_instance;

  const TsSheetSpec *spec;
  GPtrArray *forms; /* TsSheetPlayerForm, in seat order */
  GSettings *settings;
  JsonNode *breakdown; /* NULL until scored */
  GDateTime *scored_at;
  GFile *file;         /* where it is kept in Saved Games */
  TsFileStamp file_stamp; /* the kept file as last read or written (ts_sheet_keeper_save) */
  GtkNativeDialog *chooser;
  GtkWidget *untouched_dialog;
  gboolean reopening;
  JsonNode *removed;   /* the player last removed, for the toast's Undo */
  guint removed_index;
  AdwToast *removed_toast;
  gboolean narrow;   /* the score table's categories above their values (a phone) */
  guint narrow_idle;

  /* Template widgets */
  AdwWindowTitle *form_title;
  AdwWindowTitle *result_title;
  GtkLabel *intro_label;
  GtkBox *players_box;
  GtkWidget *score_button;
  GtkStack *stack;
  AdwToastOverlay *toast_overlay;
  GtkLabel *winner_label;
  GtkLabel *explanation_label;
  GtkGrid *score_table;
};

TsSheetPlayerForm *ts_sheet_window_get_form (TsSheetWindow *self,
                                             guint          index);
void ts_sheet_window_update_actions (TsSheetWindow *self);
/* The score table from the breakdown, if scored, as narrow or wide as the window is. */
void ts_sheet_window_fill_table (TsSheetWindow *self);
void ts_sheet_window_drop_player (TsSheetWindow *self,
                                  guint          player,
                                  gboolean       undoable);
void ts_sheet_window_export_action_cb (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *parameter);
void ts_sheet_window_print_action_cb (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *parameter);

G_END_DECLS

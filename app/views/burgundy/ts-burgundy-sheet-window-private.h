/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The final-scoring sheet window's insides, shared by its files: ts-burgundy-sheet-window.c
 * (the window, the players' forms, actions) and ts-burgundy-sheet-window-result.c (scoring,
 * the result page, Saved Games, export and print). */

#include "ts-burgundy-sheet-player-form.h"
#include "ts-burgundy-sheet-window.h"
#include "ts-atomic-write.h"

G_BEGIN_DECLS

struct _TsBurgundySheetWindow
{
  AdwWindow parent_instance;

  GSettings *settings;
  GPtrArray *forms;         /* TsBurgundySheetPlayerForm in seat order, in players_box */
  JsonNode *breakdown;      /* the result shown, or NULL */
  GDateTime *scored_at;     /* when it was scored: the date on the sheet */
  GtkNativeDialog *chooser; /* owned while a save dialog is open */
  GFile *file;              /* where the scored sheet is kept in Saved Games, once scored */
  TsFileStamp file_stamp;   /* that file as last read or written (ts_sheet_keeper_save) */
  gboolean reopening;       /* scoring a kept sheet as it was read: nothing new to write */
  GtkWidget *untouched_dialog; /* asking about players with nothing entered, or NULL */
  TsBurgundySheetPlayerForm *removed; /* the form removed last, kept for its toast's Undo */
  guint removed_index;
  AdwToast *removed_toast;

  /* template widgets */
  GtkStack *stack;
  GtkBox *players_box;
  GtkSwitch *team_switch;     /* the team game: 4 players, A1 B1 A2 B2 (CB-TEM) */
  GtkWidget *team_tie_row;
  GtkSwitch *team_tie_switch; /* teams tied on VP and empty spaces share the win */
  GtkWidget *score_button;
  GtkLabel *winner_label;
  GtkLabel *explanation_label;
  GtkGrid *score_table;
  AdwToastOverlay *toast_overlay;
};

/* ts-burgundy-sheet-window.c */
TsBurgundySheetPlayerForm *ts_burgundy_sheet_window_get_form (TsBurgundySheetWindow *self,
                                                              guint                  index);
/* The export and print actions are enabled once a sheet is scored. */
void ts_burgundy_sheet_window_update_actions (TsBurgundySheetWindow *self);
/* The forms' seats, player count and Remove, and Add Player (none in the team game). */
void ts_burgundy_sheet_window_renumber (TsBurgundySheetWindow *self);
/* @undoable: the player's Remove (a toast with Undo); else a form a reopened sheet does not
 * need. */
void ts_burgundy_sheet_window_drop_player (TsBurgundySheetWindow *self,
                                           guint                  index,
                                           gboolean               undoable);
/* The last Remove's Undo is no longer offered (a player added, the team game). */
void ts_burgundy_sheet_window_retire_undo (TsBurgundySheetWindow *self);
/* The toast's Undo (sheet.restore-player), ts-burgundy-sheet-window-players.c. */
void ts_burgundy_sheet_window_restore_player_action_cb (GtkWidget  *widget,
                                                        const char *action_name,
                                                        GVariant   *parameter);
/* Asks the tie-break facts when the totals typed tie for first (CB-TIE-01, CB-TEM-15). */
void ts_burgundy_sheet_window_update_tie_break (TsBurgundySheetWindow *self);

/* ts-burgundy-sheet-window-team.c */
void ts_burgundy_sheet_window_team_init (TsBurgundySheetWindow *self);
void ts_burgundy_sheet_window_update_teams (TsBurgundySheetWindow *self);
/* The team game's members of @sheet, and the second players' empty spaces (their team
 * board's, typed on the first player's form). */
void ts_burgundy_sheet_window_read_team (TsBurgundySheetWindow *self,
                                         TsBurgundySheet       *sheet);

/* ts-burgundy-sheet-window-result.c */
void ts_burgundy_sheet_window_export_action_cb (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter);
void ts_burgundy_sheet_window_print_action_cb (GtkWidget  *widget,
                                               const char *action_name,
                                               GVariant   *parameter);

G_END_DECLS

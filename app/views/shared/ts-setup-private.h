/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-setup-window.h"

G_BEGIN_DECLS

/* Shared by the files of TsSetupWindow only (ts-setup-window.c, -form.c, -seat.c, -record.c):
 * split by concern, one widget. */

/* One player's group of the form (ts-setup-seat.c). The groups stay in place; reordering
 * moves the values (name, colour, roll, and the game's through TsSetupExtension.seat_swap)
 * between them. */
typedef struct
{
  TsSetupWindow *window;
  guint index;
  AdwPreferencesGroup *group;
  AdwEntryRow *name_row;
  GtkMenuButton *color_button;
  GtkWidget *color_swatch;
  GtkWidget *up_button;
  GtkWidget *down_button;
  GtkWidget *remove_button;
  AdwActionRow *roll_row;
  GtkEntry *roll_entry;
  guint color;        /* palette index (ts-player-palette.h) */
  gboolean contender; /* still in the roll for first player (not out after a tie) */
  gpointer game_seat; /* TsSetupExtension.seat_new */
  /* ts-setup-known.c: the known players offered under the name */
  GtkWidget *known_popover;
  GtkListBox *known_list;
  gboolean known_picking; /* the name is being set from the list */
} TsSetupSeat;

/* Fills @group with the player's rows (the game's between the name and the roll). The window
 * connects their signals. */
void ts_setup_seat_init (TsSetupSeat         *seat,
                         TsSetupWindow       *window,
                         guint                index,
                         AdwPreferencesGroup *group);

/* The name as typed, trimmed; the display name says "Player 2" while it is empty. */
char *ts_setup_seat_dup_name (TsSetupSeat *seat);
char *ts_setup_seat_display_name (TsSetupSeat *seat);
/* The die typed for the first-player roll, 1-6, or 0 when there is none. */
int ts_setup_seat_get_roll (TsSetupSeat *seat);
void ts_setup_seat_show_color (TsSetupSeat *seat);
/* ts-setup-known.c: offers the known players (issue 27) under the seat's name. */
void ts_setup_seat_offer_known (TsSetupSeat *seat);
void ts_setup_seat_forget_known (TsSetupSeat *seat);
/* Exchanges the players of two seats. */
void ts_setup_seat_swap (TsSetupSeat *a,
                         TsSetupSeat *b);

/* ts-setup-window.c */
struct _TsSetupWindow
{
  AdwWindow parent_instance;

  const TsGameView *view;
  GSettings *settings;
  TsSetupSeat seats[TS_SETUP_MAX_PLAYERS];
  guint n_players;
  guint min_players;
  guint max_players;
  guint shown_players; /* the count the extension last heard of (players_changed) */
  gpointer game; /* TsSetupExtension.game_new */
  gboolean updating;
  GtkWidget *fault;  /* the field the refusal shown marks (weak), or NULL */
  guint recheck_id;  /* while a refusal of the form shows: is it still so? */
  GtkWidget *anchor; /* the widget kept in place (ts_setup_window_keep_in_place), weak */
  double anchor_y;   /* where it was, from the top of the form's view */
  guint anchor_tick;
  guint anchor_frames;

  /* template widgets */
  GtkWidget *add_button;
  GtkLabel *error_label;
  GtkRevealer *error_revealer;
  AdwEntryRow *game_name_row;
  GtkWidget *reroll_button;
  AdwActionRow *result_row;
  AdwPreferencesGroup *rules_group;
  GtkSwitch *roll_switch;
  GtkSwitch *purist_switch;
  GtkWidget *start_button;
  AdwWindowTitle *window_title;
};

/* The game's extension, never NULL (an empty one for games without). */
const TsSetupExtension *_ts_setup_window_extension (TsSetupWindow *self);
/* Every player is in the first-player roll again. */
void _ts_setup_window_reset_roll (TsSetupWindow *self);

/* ts-setup-form.c: shows the state of the form (nothing while it is updating). */
void _ts_setup_window_update_form (TsSetupWindow *self);
/* @recheck: the refusal is the form's (what Start would say again), so it goes as soon as
 * the form no longer gives it, whichever row fixed it; a failed save is not. */
void _ts_setup_window_show_error (TsSetupWindow *self,
                                  const char    *message,
                                  GtkWidget     *fault,
                                  gboolean       recheck);
void _ts_setup_window_hide_error (TsSetupWindow *self);
void _ts_setup_window_drop_anchor (TsSetupWindow *self);

/* ts-setup-record.c: the first-player roll, and the record the form gives. */
typedef enum
{
  TS_SETUP_ROLL_INCOMPLETE,
  TS_SETUP_ROLL_WINNER,
  TS_SETUP_ROLL_TIE,
} TsSetupRollOutcome;

TsSetupRollOutcome _ts_setup_window_roll_outcome (TsSetupWindow *self,
                                                  guint         *winner,
                                                  guint         *tied,
                                                  int           *top);
int _ts_setup_window_first_player (TsSetupWindow *self);
void _ts_setup_window_update_result (TsSetupWindow *self);
char *_ts_setup_window_default_name (TsSetupWindow *self);
/* What Start would refuse now (the form, then the game's engine), or NULL. */
char *_ts_setup_window_dup_problem (TsSetupWindow *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "burgundy/ts-burgundy-data.h"
#include "ts-setup-window.h"

G_BEGIN_DECLS

/* Shared by the files of TsSetupWindow only (ts-setup-window.c,
 * -seat.c, -record.c): split by concern, one widget. */

#define TS_SETUP_MIN_PLAYERS 2
#define TS_SETUP_MAX_PLAYERS 4

/* One player's group of the form (ts-setup-seat.c). The four groups stay in place;
 * reordering moves the values (name, colour, duchy, start castle, roll) between them. */
typedef struct
{
  TsSetupWindow *window;
  guint index;
  GPtrArray *duchies; /* borrowed: const TsBurgundyDuchy *, in the duchy row's order */
  AdwPreferencesGroup *group;
  AdwEntryRow *name_row;
  GtkMenuButton *color_button;
  GtkWidget *color_swatch;
  GtkWidget *up_button;
  GtkWidget *down_button;
  GtkWidget *remove_button;
  AdwComboRow *duchy_row;
  AdwComboRow *castle_row;
  GtkStringList *castle_names;
  guint8 castle_spaces[TS_BURGUNDY_N_SPACES];
  guint n_castles;
  AdwActionRow *roll_row;
  GtkEntry *roll_entry;
  guint color;        /* palette index (ts-player-palette.h) */
  gboolean contender; /* still in the roll for first player (not out after a tie) */
} TsSetupSeat;

/* What moves with a player when the rows are reordered. */
typedef struct
{
  char *name;
  char *roll;
  guint color;
  guint duchy;
  guint castle;
  gboolean contender;
} TsSetupSeatValues;

void ts_setup_seat_init (TsSetupSeat        *seat,
                            TsSetupWindow *window,
                            guint                  index,
                            AdwPreferencesGroup   *group,
                            GPtrArray             *duchies,
                            GListModel            *duchy_names);

/* The name as typed, trimmed; the display name says "Player 2" while it is empty. */
char *ts_setup_seat_dup_name (TsSetupSeat *seat);
char *ts_setup_seat_display_name (TsSetupSeat *seat);
const TsBurgundyDuchy *ts_setup_seat_get_duchy (TsSetupSeat *seat);
/* Duchies 1 and 2 start on the central castle (CB-SET-08); the others let the player pick
 * (CB-ADV-02). */
gboolean ts_burgundy_duchy_has_castle_choice (const TsBurgundyDuchy *duchy);
int ts_setup_seat_get_start_space (TsSetupSeat *seat);
/* The die typed for the first-player roll, 1-6, or 0 when there is none. */
int ts_setup_seat_get_roll (TsSetupSeat *seat);
void ts_setup_seat_show_color (TsSetupSeat *seat);

/* Save takes the values out (free them by loading them somewhere). */
void ts_setup_seat_save (TsSetupSeat       *seat,
                            TsSetupSeatValues *values);
void ts_setup_seat_load (TsSetupSeat       *seat,
                            TsSetupSeatValues *values);

/* ts-setup-window.c */
struct _TsSetupWindow
{
  AdwWindow parent_instance;

  GSettings *settings;
  TsSetupSeat seats[TS_SETUP_MAX_PLAYERS];
  guint n_players;
  GPtrArray *duchies; /* const TsBurgundyDuchy *: those offered, in the duchy row's order */
  GtkStringList *duchy_names;
  gboolean updating;

  /* template widgets */
  GtkWidget *add_button;
  GtkSwitch *discard_switch;
  GtkLabel *error_label;
  GtkRevealer *error_revealer;
  AdwEntryRow *game_name_row;
  GtkSwitch *mine_switch;
  GtkWidget *reroll_button;
  AdwActionRow *result_row;
  GtkSwitch *roll_switch;
  GtkWidget *start_button;
};

void _ts_setup_window_show_error (TsSetupWindow *self,
                                           const char            *message,
                                           GtkWidget             *fault);

/* ts-setup-record.c: the first-player roll, and the record the form gives. */
typedef enum
{
  TS_SETUP_ROLL_INCOMPLETE,
  TS_SETUP_ROLL_WINNER,
  TS_SETUP_ROLL_TIE,
} TsSetupRollOutcome;

TsSetupRollOutcome _ts_setup_window_roll_outcome (TsSetupWindow *self,
                                                              guint                 *winner,
                                                              guint                 *tied,
                                                              int                   *top);
int _ts_setup_window_first_player (TsSetupWindow *self);
void _ts_setup_window_update_result (TsSetupWindow *self);
char *_ts_setup_window_default_name (void);

G_END_DECLS

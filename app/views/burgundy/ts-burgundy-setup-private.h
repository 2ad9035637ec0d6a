/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "burgundy/ts-burgundy-data.h"
#include "ts-burgundy-setup-window.h"

G_BEGIN_DECLS

/* Shared by the files of TsBurgundySetupWindow only (ts-burgundy-setup-window.c,
 * -seat.c, -record.c): split by concern, one widget. */

#define TS_BURGUNDY_SETUP_MIN_PLAYERS 2
#define TS_BURGUNDY_SETUP_MAX_PLAYERS 4

/* One player's group of the form (ts-burgundy-setup-seat.c). The four groups stay in place;
 * reordering moves the values (name, colour, duchy, start castle, roll) between them. */
typedef struct
{
  TsBurgundySetupWindow *window;
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
} TsBurgundySeat;

/* What moves with a player when the rows are reordered. */
typedef struct
{
  char *name;
  char *roll;
  guint color;
  guint duchy;
  guint castle;
  gboolean contender;
} TsBurgundySeatValues;

void ts_burgundy_seat_init (TsBurgundySeat        *seat,
                            TsBurgundySetupWindow *window,
                            guint                  index,
                            AdwPreferencesGroup   *group,
                            GPtrArray             *duchies,
                            GListModel            *duchy_names);

/* The name as typed, trimmed; the display name says "Player 2" while it is empty. */
char *ts_burgundy_seat_dup_name (TsBurgundySeat *seat);
char *ts_burgundy_seat_display_name (TsBurgundySeat *seat);
const TsBurgundyDuchy *ts_burgundy_seat_get_duchy (TsBurgundySeat *seat);
/* Duchies 1 and 2 start on the central castle (CB-SET-08); the others let the player pick
 * (CB-ADV-02). */
gboolean ts_burgundy_duchy_has_castle_choice (const TsBurgundyDuchy *duchy);
int ts_burgundy_seat_get_start_space (TsBurgundySeat *seat);
/* The die typed for the first-player roll, 1-6, or 0 when there is none. */
int ts_burgundy_seat_get_roll (TsBurgundySeat *seat);
void ts_burgundy_seat_show_color (TsBurgundySeat *seat);

/* Save takes the values out (free them by loading them somewhere). */
void ts_burgundy_seat_save (TsBurgundySeat       *seat,
                            TsBurgundySeatValues *values);
void ts_burgundy_seat_load (TsBurgundySeat       *seat,
                            TsBurgundySeatValues *values);

/* ts-burgundy-setup-window.c */
struct _TsBurgundySetupWindow
{
  AdwWindow parent_instance;

  GSettings *settings;
  TsBurgundySeat seats[TS_BURGUNDY_SETUP_MAX_PLAYERS];
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

void _ts_burgundy_setup_window_show_error (TsBurgundySetupWindow *self,
                                           const char            *message,
                                           GtkWidget             *fault);

/* ts-burgundy-setup-record.c: the first-player roll, and the record the form gives. */
typedef enum
{
  TS_BURGUNDY_ROLL_INCOMPLETE,
  TS_BURGUNDY_ROLL_WINNER,
  TS_BURGUNDY_ROLL_TIE,
} TsBurgundyRollOutcome;

TsBurgundyRollOutcome _ts_burgundy_setup_window_roll_outcome (TsBurgundySetupWindow *self,
                                                              guint                 *winner,
                                                              guint                 *tied,
                                                              int                   *top);
int _ts_burgundy_setup_window_first_player (TsBurgundySetupWindow *self);
void _ts_burgundy_setup_window_update_result (TsBurgundySetupWindow *self);
char *_ts_burgundy_setup_window_default_name (void);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * TsSetupWindow:
 *
 * A new Castles of Burgundy game: 2-4 players (names and colours from the preferences,
 * reordered into turn order, or the first-player roll entered so that Tableside works the
 * order out), a duchy per player (1 or 2 for the base game; any other shipped duchy with its
 * start castle picked), and the options where tables read the rules differently. "Start"
 * creates the match, saved under ts_record_dir(), and shows it in the parent TsWindow.
 */
#define TS_TYPE_SETUP_WINDOW (ts_setup_window_get_type ())
G_DECLARE_FINAL_TYPE (TsSetupWindow, ts_setup_window, TS,
                      SETUP_WINDOW, AdwWindow)

TsSetupWindow *ts_setup_window_new (GtkWindow *parent);

/* The record members the form describes now: "players", "options" and "setup" (for tests
 * and for Start). Returns FALSE with a message when the form is not complete. */
gboolean ts_setup_window_build (TsSetupWindow *self,
                                         JsonArray            **players,
                                         JsonObject           **options,
                                         JsonObject           **setup,
                                         GError               **error);

/* The parts of the form, for tests and keyboard focus. Per player (@player counts rows from
 * 0, in the order shown): NAME (AdwEntryRow), COLOR (GtkMenuButton), MOVE_UP, MOVE_DOWN,
 * REMOVE (GtkButton), DUCHY, CASTLE (AdwComboRow), ROLL (GtkEntry); the others ignore
 * @player. */
typedef enum
{
  TS_SETUP_NAME,
  TS_SETUP_COLOR,
  TS_SETUP_MOVE_UP,
  TS_SETUP_MOVE_DOWN,
  TS_SETUP_REMOVE,
  TS_SETUP_DUCHY,
  TS_SETUP_CASTLE,
  TS_SETUP_ROLL,
  TS_SETUP_ADD,            /* GtkButton */
  TS_SETUP_ROLL_SWITCH,    /* GtkSwitch */
  TS_SETUP_ROLL_RESULT,    /* AdwActionRow saying who starts */
  TS_SETUP_REROLL,         /* GtkButton, shown on a tie */
  TS_SETUP_EFFECT_DISCARD, /* GtkSwitch */
  TS_SETUP_MINE_INCOME,    /* GtkSwitch */
  TS_SETUP_GAME_NAME,      /* AdwEntryRow */
  TS_SETUP_START,          /* GtkButton */
  TS_SETUP_ERROR,          /* GtkLabel, in a GtkRevealer */
} TsSetupPart;

GtkWidget *ts_setup_window_get_part (TsSetupWindow *self,
                                              TsSetupPart    part,
                                              guint                  player);
guint ts_setup_window_get_n_players (TsSetupWindow *self);
/* A palette id (ts-player-palette.h). Giving a player another player's colour swaps them. */
const char *ts_setup_window_get_player_color (TsSetupWindow *self,
                                                       guint                  player);
void ts_setup_window_set_player_color (TsSetupWindow *self,
                                                guint                  player,
                                                const char            *color);
/* The name the saved game gets (trimmed; the default when left empty). */
char *ts_setup_window_dup_game_name (TsSetupWindow *self);
/* What Start does: builds, creates and saves the match, shows it in the parent TsWindow and
 * closes. Returns FALSE, showing the message in place, when any of it fails. */
gboolean ts_setup_window_start (TsSetupWindow *self);

G_END_DECLS

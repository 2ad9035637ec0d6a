/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "ts-game-views.h"

G_BEGIN_DECLS

/**
 * TsSetupWindow:
 *
 * A new game of any game with a view: its players (names and colours from the preferences,
 * within the module's player count), reordered into turn order or put in order by a
 * first-player roll entered die by die (ties roll again), the game's own rows (a
 * TsSetupExtension: per player and in the "Rules" group), and the saved game's name. "Start"
 * creates the match, saved under ts_record_dir(), and shows it in the parent TsWindow.
 */
#define TS_TYPE_SETUP_WINDOW (ts_setup_window_get_type ())
G_DECLARE_FINAL_TYPE (TsSetupWindow, ts_setup_window, TS, SETUP_WINDOW, AdwWindow)

/* The most players a form holds (Kingsburg's 5); a game's module may allow fewer. */
#define TS_SETUP_MAX_PLAYERS 5

/**
 * TsSetupExtension:
 * @game_new: adds the game's rule options to @rules (a group shown only for games with
 *   @game_new) and returns the game's part of the form, given to the other callbacks
 * @game_free: frees what @game_new returned
 * @seat_new: adds the game's rows for one player to @group, below the name; returns the
 *   seat's part (each window has TS_SETUP_MAX_PLAYERS seats; those beyond the count of
 *   players are hidden)
 * @seat_free: frees what @seat_new returned
 * @seat_swap: exchanges the values of two seats: the rows stay, the players move (moving a
 *   player up or down, and removing one)
 * @seat_added: a player was added in @seat; @first is the first player's seat
 * @fill_player: adds the game's members to a player's record object ("name" and "color" are
 *   there already)
 * @fill_record: adds the game's members to the record's "options" and "setup"
 * @place_note: what a player's place in the turn order (0 for the first) gives them at the
 *   start ("starts with 2 workers"), shown after "Plays second"; NULL for nothing
 * @check_player: whether the seat's rows are complete for the player called @name; if not,
 *   sets @error (the sentence shown) and @fault (the widget to fix) and returns FALSE
 * @game_place_note: as @place_note, for a game whose notes depend on its own rows (used
 *   instead of @place_note when set; ts_setup_window_update() shows them anew)
 * @players_changed: the form shows @n_players players now (after adding or removing one,
 *   and once when the form is built): a game whose rows depend on the count follows it
 *   (The Castles of Burgundy's solo game with one player)
 *
 * What one game adds to the shared form (the TsGameView's @setup; NULL when the game needs
 * nothing beyond the players in turn order). Every callback may be NULL.
 */
struct _TsSetupExtension
{
  gpointer (*game_new) (AdwPreferencesGroup *rules);
  void (*game_free) (gpointer game);
  gpointer (*seat_new) (gpointer             game,
                        AdwPreferencesGroup *group);
  void (*seat_free) (gpointer seat);
  void (*seat_swap) (gpointer a,
                     gpointer b);
  void (*seat_added) (gpointer seat,
                      gpointer first);
  void (*fill_player) (gpointer    seat,
                       JsonObject *player);
  void (*fill_record) (gpointer    game,
                       JsonObject *options,
                       JsonObject *setup);
  char *(*place_note) (guint place);
  gboolean (*check_player) (gpointer     seat,
                            const char  *name,
                            GtkWidget  **fault,
                            GError     **error);
  void (*players_changed) (gpointer game,
                           guint    n_players);
  char *(*game_place_note) (gpointer game,
                            guint    place);
};

/* The players proposed for a new game of @min_players..@max_players (palette ids for
 * @colors): the last saved game's (or score sheet's) players, else the preferences', and at
 * least two; solo only when the players remove the other (ts_saved_games_propose_players()).
 * Every game's setup and the score sheet's form use it. */
void ts_setup_propose_players (guint  min_players,
                               guint  max_players,
                               GStrv *names,
                               GStrv *colors);

/* @view names the game (its module and its TsSetupExtension). */
TsSetupWindow *ts_setup_window_new (GtkWindow        *parent,
                                    const TsGameView *view);

/* A new game of the game with a view named @game_id, shown over @parent (what a TsGameView's
 * new_game does). */
void ts_setup_window_show (GtkWindow  *parent,
                           const char *game_id);

/* The record members the form describes now: "players", "options" and "setup" (for tests
 * and for Start). Returns FALSE with a message when the form is not complete. */
gboolean ts_setup_window_build (TsSetupWindow  *self,
                                JsonArray     **players,
                                JsonObject    **options,
                                JsonObject    **setup,
                                GError        **error);

/* The parts of the form, for tests and keyboard focus. Per player (@player counts rows from
 * 0, in the order shown): NAME (AdwEntryRow), COLOR (GtkMenuButton), MOVE_UP, MOVE_DOWN,
 * REMOVE (GtkButton), ROLL (GtkEntry); the others ignore @player. */
typedef enum
{
  TS_SETUP_NAME,
  TS_SETUP_COLOR,
  TS_SETUP_MOVE_UP,
  TS_SETUP_MOVE_DOWN,
  TS_SETUP_REMOVE,
  TS_SETUP_ROLL,
  TS_SETUP_ADD,            /* GtkButton */
  TS_SETUP_ROLL_SWITCH,    /* GtkSwitch */
  TS_SETUP_ROLL_RESULT,    /* AdwActionRow saying who starts */
  TS_SETUP_REROLL,         /* GtkButton, shown on a tie */
  TS_SETUP_GAME_NAME,      /* AdwEntryRow */
  TS_SETUP_START,          /* GtkButton */
  TS_SETUP_ERROR,          /* GtkLabel, in a GtkRevealer */
} TsSetupPart;

GtkWidget *ts_setup_window_get_part (TsSetupWindow *self,
                                     TsSetupPart    part,
                                     guint          player);
guint ts_setup_window_get_n_players (TsSetupWindow *self);
/* A palette id (ts-player-palette.h). Giving a player another player's colour swaps them. */
const char *ts_setup_window_get_player_color (TsSetupWindow *self,
                                              guint          player);
void ts_setup_window_set_player_color (TsSetupWindow *self,
                                       guint          player,
                                       const char    *color);
/* The game's part of the form (TsSetupExtension), for the game's own code and tests. */
gpointer ts_setup_window_get_game_data (TsSetupWindow *self);
gpointer ts_setup_window_get_seat_data (TsSetupWindow *self,
                                        guint          player);
/* Shows the players' groups anew, after the game's own rows changed what they say (its
 * game_place_note). */
void ts_setup_window_update (TsSetupWindow *self);
/* Keeps @widget (a switch the pointer is on) where it is in the window while the game's
 * rows above it change: the form scrolls by what they add or take, so that a quick second
 * click lands where the player aims (issue 24). Call it before changing the rows. */
void ts_setup_window_keep_in_place (TsSetupWindow *self,
                                    GtkWidget     *widget);
/* A player's name as shown ("Player 2" while none is typed). */
char *ts_setup_window_dup_display_name (TsSetupWindow *self,
                                        guint          player);
/* The name the saved game gets (trimmed; the default when left empty). */
char *ts_setup_window_dup_game_name (TsSetupWindow *self);
/* What Start does: builds, creates and saves the match, shows it in the parent TsWindow and
 * closes. Returns FALSE, showing the message in place, when any of it fails. */
gboolean ts_setup_window_start (TsSetupWindow *self);

G_END_DECLS

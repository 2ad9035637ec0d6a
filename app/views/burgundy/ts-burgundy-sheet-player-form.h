/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundySheetPlayerForm:
 *
 * One player's part of the final-scoring sheet (TsBurgundySheetWindow): name and colour, VP on
 * the track and the 100/200 token, goods left, silver, workers, the end-game monasteries typed
 * by number (each then asks only for the count it needs), the modules in an expander row
 * ("Modules": the shields held, the crane, the geese; ts-burgundy-sheet-player-modules.c) and
 * the tie-break facts. The rows'
 * titles are the engine's field labels, so that a message quoting a field names a row the
 * player can see.
 *
 * Enter moves from one field to the next in reading order, the 100/200 token included (Enter
 * opens its list, picking a value moves on); on the last field it emits ::next. Typing a
 * monastery's number and Enter adds it after ::check-monastery accepted it. The tie-break
 * facts are hidden until the window shows them (a tie for first): hidden, they are read as
 * the blank sheet's and Enter passes them by.
 *
 * Signals:
 *   ::check-monastery (guint number, gboolean *shield6) → char *: a sentence refusing @number,
 *     or NULL to add it (with *shield6 set when it is another player's tile scoring for this
 *     one through shield 6)
 *   ::next: Enter on the last field
 *   ::remove: the player's remove button
 *   ::changed: a field's value or the monasteries changed
 */
#define TS_TYPE_BURGUNDY_SHEET_PLAYER_FORM (ts_burgundy_sheet_player_form_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundySheetPlayerForm, ts_burgundy_sheet_player_form, TS,
                      BURGUNDY_SHEET_PLAYER_FORM, GtkWidget)

/* @name and @color (a palette id) are the defaults shown. */
GtkWidget *ts_burgundy_sheet_player_form_new (guint       index,
                                              const char *name,
                                              const char *color);

guint ts_burgundy_sheet_player_form_get_index (TsBurgundySheetPlayerForm *self);
/* The seat, 0-3: the group's title ("Player 2") and the accessible names. */
void ts_burgundy_sheet_player_form_set_index (TsBurgundySheetPlayerForm *self,
                                              guint                      index);
/* The players at the table: the largest possible counts shown depend on it. */
void ts_burgundy_sheet_player_form_set_n_players (TsBurgundySheetPlayerForm *self,
                                                  guint                      n_players);
void ts_burgundy_sheet_player_form_set_removable (TsBurgundySheetPlayerForm *self,
                                                  gboolean                   removable);
/* Shows or hides the tie-break facts (empty spaces, bridge space and height). */
void ts_burgundy_sheet_player_form_set_tie_break_shown (TsBurgundySheetPlayerForm *self,
                                                        gboolean                   shown);
gboolean ts_burgundy_sheet_player_form_get_tie_break_shown (TsBurgundySheetPlayerForm *self);
/* The palette id of the colour picked. */
const char *ts_burgundy_sheet_player_form_get_color (TsBurgundySheetPlayerForm *self);

/* Whether every field is still at its start value (the proposed name aside). */
gboolean ts_burgundy_sheet_player_form_is_untouched (TsBurgundySheetPlayerForm *self);
/* Writes the fields into @player (numbers typed but not yet confirmed count too). */
void ts_burgundy_sheet_player_form_read (TsBurgundySheetPlayerForm *self,
                                         TsBurgundySheetPlayer     *player);

/* Sets the modules' fields as @player has them (a sheet reopened), and opens the Modules row
 * when it holds anything. */
void ts_burgundy_sheet_player_form_set_modules (TsBurgundySheetPlayerForm   *self,
                                                const TsBurgundySheetPlayer *player);

/* The widget that holds @field: for the shields the box of 18 toggle buttons, for the crane
 * and the geese their GtkSwitch; an AdwEntryRow for the name and for a monastery's number
 * (@monastery -1: the entry where numbers are typed), the AdwComboRow of the token, else a
 * GtkSpinButton; with TS_BURGUNDY_SHEET_FIELD_COUNT (or _MONASTERY and @monastery >= 0), the
 * spin button of @monastery's @count (-1: its first). NULL when there is none. */
GtkWidget *ts_burgundy_sheet_player_form_get_field (TsBurgundySheetPlayerForm *self,
                                                    TsBurgundySheetField       field,
                                                    int                        monastery,
                                                    int                        count);

/* Shows @message in place under the field @problem names, marks that field and focuses it. */
void ts_burgundy_sheet_player_form_show_problem (TsBurgundySheetPlayerForm    *self,
                                                 const TsBurgundySheetProblem *problem,
                                                 const char                   *message);
void ts_burgundy_sheet_player_form_clear_problem (TsBurgundySheetPlayerForm *self);
/* The message shown now, or NULL. */
const char *ts_burgundy_sheet_player_form_get_problem (TsBurgundySheetPlayerForm *self);

/* The team game (CB-TEM-09): @partner_name (NULL: none) is the first player of this player's
 * team, whose sheet holds the team's goods, silver, workers, tiles and empty spaces; this
 * form then hides those rows (their values stay, for a sheet turned back) and reads them as
 * none, and says so in a line. */
void ts_burgundy_sheet_player_form_set_partner (TsBurgundySheetPlayerForm *self,
                                                const char                *partner_name);
const char *ts_burgundy_sheet_player_form_get_partner (TsBurgundySheetPlayerForm *self);
/* The line under the player's heading: their team ("Team A"), or NULL. */
void ts_burgundy_sheet_player_form_set_team_label (TsBurgundySheetPlayerForm *self,
                                                   const char                *label);
/* Whether rows hidden for the team game hold something typed (to be said when it is left
 * out). */
gboolean ts_burgundy_sheet_player_form_has_hidden_assets (TsBurgundySheetPlayerForm *self);

/* Focuses the first field, the name. */
void ts_burgundy_sheet_player_form_focus_first (TsBurgundySheetPlayerForm *self);

/* Adds monastery @number as typing it would (::check-monastery first); FALSE when refused,
 * with the refusal shown under the number entry. */
gboolean ts_burgundy_sheet_player_form_add_monastery (TsBurgundySheetPlayerForm *self,
                                                      guint                      number);

G_END_DECLS

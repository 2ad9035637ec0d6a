/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the player form's files share: ts-burgundy-sheet-player-form.c (the form, its plain
 * fields, Enter and problems), -player-read.c (reading the form, the field a problem names),
 * -player-monasteries.c (the end-game monasteries) and -player-modules.c (the modules'
 * fields: shields, crane, geese). */

#include "ts-burgundy.h"
#include "ts-burgundy-sheet-player-form.h"

G_BEGIN_DECLS

#define TS_BURGUNDY_SHEET_UPPER_COUNT 99

typedef struct
{
  int number;
  guint n_counts;
  TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS];
  GtkWidget *rows[TS_BURGUNDY_SHEET_N_COUNTS];
  GtkSpinButton *spins[TS_BURGUNDY_SHEET_N_COUNTS];
  gboolean shield6; /* another player's tile, scoring for this one through shield 6 */
} Monastery;

struct _TsBurgundySheetPlayerForm
{
  GtkWidget parent_instance;

  guint index;
  guint n_players;

  GtkWidget *group;
  GtkListBox *list;
  GtkWidget *remove_button;
  AdwEntryRow *name_row;
  GtkDropDown *color_dropdown;
  AdwComboRow *token_row;
  GtkSpinButton *spins[TS_BURGUNDY_SHEET_N_FIELDS]; /* the plain number fields */
  AdwEntryRow *monastery_entry;
  GArray *monasteries; /* of Monastery, in the order typed */
  GtkWidget *tie_rows[3]; /* empty spaces, bridge space, bridge height */
  gboolean tie_break_shown;
  GtkWidget *asset_rows[3]; /* goods, silver, workers */
  GtkLabel *name_note;      /* a name too long for the sheet: what is kept */
  GtkWidget *name_note_row;

  /* The team game (ts-burgundy-sheet-player-team.c): A2's and B2's sheets hold none of the
   * team's assets; their rows are hidden and a line names the partner's sheet. */
  char *partner;           /* the partner's name, or NULL outside the team game and for A1, B1 */
  GtkWidget *partner_row;  /* that line */

  /* The modules (ts-burgundy-sheet-player-modules.c). */
  AdwExpanderRow *modules_row;
  GtkWidget *shields_box; /* the 18 shields, one Tab stop */
  GtkToggleButton *shields[TS_BURGUNDY_N_SHIELDS + 1];
  GtkSwitch *crane;
  GtkSwitch *geese;

  GtkWidget *problem_row;    /* the message under the field, or NULL */
  GtkWidget *problem_widget; /* the field marked with .error */
  char *problem;
};

void ts_burgundy_sheet_player_form_emit_changed (TsBurgundySheetPlayerForm *self);
/* ::check-monastery: the refusal of @number, or NULL; *shield6 says whether it would score
 * through shield 6 (another player's tile). */
char *ts_burgundy_sheet_player_form_emit_check (TsBurgundySheetPlayerForm *self,
                                                guint                      number,
                                                gboolean                  *shield6);
void ts_burgundy_sheet_player_form_show_problem_at (TsBurgundySheetPlayerForm *self,
                                                    GtkWidget                 *field,
                                                    const char                *message);
void ts_burgundy_sheet_player_form_field_changed_cb (GtkWidget                 *field,
                                                     GParamSpec                *pspec,
                                                     TsBurgundySheetPlayerForm *self);
void ts_burgundy_sheet_player_form_move_on_from (TsBurgundySheetPlayerForm *self,
                                                 GtkWidget                 *field);
GtkSpinButton *ts_burgundy_sheet_player_form_spin_new (TsBurgundySheetPlayerForm *self,
                                                       const char                *label,
                                                       int                        lower,
                                                       int                        upper);

/* Monasteries (ts-burgundy-sheet-player-monasteries.c). */
void ts_burgundy_sheet_player_form_update_count_limits (TsBurgundySheetPlayerForm *self);
void ts_burgundy_sheet_player_form_monastery_activated_cb (AdwEntryRow               *row,
                                                           TsBurgundySheetPlayerForm *self);
GtkWidget *ts_burgundy_sheet_player_form_monastery_field (TsBurgundySheetPlayerForm *self,
                                                          guint                      k,
                                                          int                        count);

/* Every field as typed, hidden ones too (the public read leaves out what a team's second
 * player does not hold). */
void ts_burgundy_sheet_player_form_read_all (TsBurgundySheetPlayerForm *self,
                                             TsBurgundySheetPlayer     *player);
/* Shows the rows the form holds now: the team's assets only outside the team game or for its
 * first players, the tie-break facts when asked (ts-burgundy-sheet-player-team.c). */
void ts_burgundy_sheet_player_form_update_rows (TsBurgundySheetPlayerForm *self);

/* Modules (ts-burgundy-sheet-player-modules.c). */
void ts_burgundy_sheet_player_form_build_modules (TsBurgundySheetPlayerForm *self);
void ts_burgundy_sheet_player_form_read_modules (TsBurgundySheetPlayerForm *self,
                                                 TsBurgundySheetPlayer     *player);
GtkWidget *ts_burgundy_sheet_player_form_module_field (TsBurgundySheetPlayerForm *self,
                                                       TsBurgundySheetField       field);

G_END_DECLS

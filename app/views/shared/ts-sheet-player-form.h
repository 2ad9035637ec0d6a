/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "ts-sheet-window.h"

G_BEGIN_DECLS

/**
 * TsSheetPlayerForm:
 *
 * One player's part of a TsSheetWindow: the name and the spec's fields, a spin button for a
 * number and a list for a row (how far it is built, from the left), and the refusal about
 * this player under them. Enter moves to the next field, and past the last one "next" is
 * emitted; on a row's list, Up and Down and the digits choose, Enter goes on. "remove" is
 * the player's Remove button, "changed" any change.
 */
#define TS_TYPE_SHEET_PLAYER_FORM (ts_sheet_player_form_get_type ())
G_DECLARE_FINAL_TYPE (TsSheetPlayerForm, ts_sheet_player_form, TS, SHEET_PLAYER_FORM,
                      AdwPreferencesGroup)

GtkWidget *ts_sheet_player_form_new (const TsSheetSpec *spec,
                                     guint              index,
                                     const char        *name);
/* The seat shown in the title (“Player 2”) and whether Remove is offered. */
void ts_sheet_player_form_set_index (TsSheetPlayerForm *self,
                                     guint              index,
                                     gboolean           removable);
/* The player as the sheet holds it: "name", then each field's member (transfer full). */
JsonNode *ts_sheet_player_form_dup_json (TsSheetPlayerForm *self);
/* Fills the fields from a player of a sheet as the game writes it. */
void ts_sheet_player_form_fill (TsSheetPlayerForm *self,
                                JsonObject        *player);
/* TRUE while every field is at its start (0, nothing built). */
gboolean ts_sheet_player_form_is_untouched (TsSheetPlayerForm *self);
/* The name as typed, or “Player 2” when blank. (transfer full) */
char *ts_sheet_player_form_dup_shown_name (TsSheetPlayerForm *self);

/* The refusal about this player, shown under the fields (NULL clears it). */
void ts_sheet_player_form_set_problem (TsSheetPlayerForm *self,
                                       const char        *message);
const char *ts_sheet_player_form_get_problem (TsSheetPlayerForm *self);

/* Field @field's widget (-1: the name's entry row) and the first field, focused. */
GtkWidget *ts_sheet_player_form_get_field (TsSheetPlayerForm *self,
                                           int                field);
void ts_sheet_player_form_focus_first (TsSheetPlayerForm *self);

G_END_DECLS

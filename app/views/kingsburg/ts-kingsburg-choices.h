/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "kingsburg/ts-kingsburg-state.h"
#include "ts-entry.h"

G_BEGIN_DECLS

/**
 * TsKingsburgChoices:
 *
 * The decisions the game waits for, keyboard first: every legal entry in words (the match's
 * complete list) under a filter line. Typing an advisor's number, then dice numbers
 * (“8 5 3”), narrows the influences to that advisor and those dice; words narrow by the
 * description (“pass”, “+2”, “Envoy”, “stone”). Enter takes the first row shown; the arrow
 * keys move through the rows. The Chapel's reroll of all dice, whose outcomes are too many
 * to list, is typed as digits in a line of its own. A choice emits ::choose with the
 * TsEntry.
 */
#define TS_TYPE_KINGSBURG_CHOICES (ts_kingsburg_choices_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgChoices, ts_kingsburg_choices, TS, KINGSBURG_CHOICES, GtkWidget)

GtkWidget *ts_kingsburg_choices_new (void);
/* @legal: the match's legal entries (TsEntry), read now. */
void ts_kingsburg_choices_set_state (TsKingsburgChoices     *self,
                                     const TsKingsburgState *state,
                                     GListModel             *legal);
/* Narrows the list to an advisor (a click on the court) and focuses its first row; TRUE if
 * any row is shown. */
gboolean ts_kingsburg_choices_show_advisor (TsKingsburgChoices *self,
                                            guint               advisor);
void ts_kingsburg_choices_set_filter (TsKingsburgChoices *self,
                                      const char         *text);
guint ts_kingsburg_choices_get_n_shown (TsKingsburgChoices *self);
/* The first row shown's entry, or NULL. */
TsEntry *ts_kingsburg_choices_get_first_shown (TsKingsburgChoices *self);
gboolean ts_kingsburg_choices_has_chapel (TsKingsburgChoices *self);
void ts_kingsburg_choices_focus (TsKingsburgChoices *self);
/* Typing on the court or a sheet: @text goes on the filter line, which takes the focus. */
void ts_kingsburg_choices_type (TsKingsburgChoices *self,
                                const char         *text);

G_END_DECLS

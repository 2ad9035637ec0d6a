/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-kingsburg.h"
#include "ts-entry.h"

G_BEGIN_DECLS

/**
 * TsKingsburgChoices:
 *
 * The decisions the game waits for, keyboard first: every legal entry in words (the match's
 * complete list) under a filter line. Typing an advisor's number, then dice numbers
 * (“8 5 3”), narrows the influences to that advisor and those dice; words narrow by the
 * description (“+2”, “Envoy”, “stone”); “pass” finds the pass, which is listed last. Enter
 * takes the first row shown, never on an empty line nor when nothing matches (TsFilterGuard:
 * the line under the filter says why; ::filtered lets the page give the engine's reason).
 * The arrow keys move through the rows. The Chapel's reroll of all dice, whose outcomes are too many
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
/* The advisor typed first (-1 when none, or when words were typed too) and the dice numbers
 * after it (up to 8). */
int ts_kingsburg_choices_get_typed (TsKingsburgChoices *self,
                                    guint8              dice[8],
                                    guint              *n_dice);
/* Why nothing is shown for what was typed (the engine's refusal), said under the filter
 * instead of “No choice matches”; until the filter changes. */
void ts_kingsburg_choices_set_reason (TsKingsburgChoices *self,
                                      const char         *reason);
/* What the line under the filter says now, or "". */
const char *ts_kingsburg_choices_get_message (TsKingsburgChoices *self);
/* Typing on the court or a sheet: @text goes on the filter line, which takes the focus. */
void ts_kingsburg_choices_type (TsKingsburgChoices *self,
                                const char         *text);

G_END_DECLS

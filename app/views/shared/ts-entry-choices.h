/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsEntryChoices:
 *
 * The legal entries of a decision as a list to pick from, for any game: each row the entry
 * in the module's words (describe_entry) and an optional detail line, numbered 1-9 for the
 * first nine; digits pick, arrows + Enter pick, a click picks. A search entry narrows long
 * lists by words (every row stays reachable: nothing is cut). An optional "decline" row (the
 * game's skip or pass, labelled by the caller) is always last and answers N and 0. Emits
 * "chosen" with the entry (module entry data, owned by the widget until the next set).
 */
#define TS_TYPE_ENTRY_CHOICES (ts_entry_choices_get_type ())
G_DECLARE_FINAL_TYPE (TsEntryChoices, ts_entry_choices, TS, ENTRY_CHOICES, GtkWidget)

GtkWidget *ts_entry_choices_new (void);
/* @entries: module entries (a GPtrArray with the module's free function, taken); @state: the
 * state they apply to (for the words; borrowed for the call); @decline: the one entry of
 * @entries shown last as the decline row, or NULL; @decline_label its label ("No Monument").
 * @details: (nullable): a detail line per entry (same order), taken. */
void ts_entry_choices_set (TsEntryChoices *self,
                           TsMatch        *match,
                           gconstpointer   state,
                           GPtrArray      *entries,
                           gconstpointer   decline,
                           const char     *decline_label,
                           GPtrArray      *details);
/* Gives each row of the last ts_entry_choices_set() its own digit, @keys[i] (1-9; 0 for
 * none) for the i-th entry given (no decline among them), instead of its place: for a list
 * whose rows are numbers themselves ("2 batches hold gold"), so that the digit a player
 * presses is the number they mean. The next ts_entry_choices_set() drops them. */
void ts_entry_choices_set_keys (TsEntryChoices *self,
                                const guint8   *keys);
/* Focuses the first row (or the search entry when the list is long). */
void ts_entry_choices_focus (TsEntryChoices *self);
guint ts_entry_choices_get_n_rows (TsEntryChoices *self);
/* Added with Caylus 1303's page (after the lead's interface): */
/* The rows the search leaves shown now, the decline row included. */
guint ts_entry_choices_get_n_shown (TsEntryChoices *self);
/* Picks the first row shown that matches the search (the decline row only for its own
 * words); FALSE when none does. Enter in the search line does so only when something is
 * typed (TsFilterGuard). */
gboolean ts_entry_choices_choose_first (TsEntryChoices *self);
/* What the search line's guard says now ("No choice matches …"), or "". */
const char *ts_entry_choices_get_filter_message (TsEntryChoices *self);
/* The list keeps the room of its longest (as many rows as it shows before it scrolls, and
 * the search line over them) from the start, for a table page whose lists are often that
 * long: a longer list later does not move the table up. */
void ts_entry_choices_keep_room (TsEntryChoices *self);
/* A line above the rows (a refusal of the row picked, in a correction form); NULL or "" hides
 * it. */
void ts_entry_choices_set_message (TsEntryChoices *self,
                                   const char     *message);
/* Puts @widget (a button such as "Correct…") at the end of @entry's row; @entry is one of the
 * entries given to the last ts_entry_choices_set(). One a row: the next list's entry in that
 * row does not keep it. */
void ts_entry_choices_add_row_suffix (TsEntryChoices *self,
                                      gconstpointer   entry,
                                      GtkWidget      *widget);

/* Signals: "chosen" (gpointer entry). */

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsBurgundyHistory:
 *
 * Every entry of the match in words, numbered, with headers for each phase and round, newest
 * at the bottom and scrolled into view. Each row can be corrected: a roll, a depot refill or
 * starting goods reopen their entry form filled in; a player's decision offers every entry
 * legal at that point. Rows can also be removed. Changes go through ts_match_edit() and
 * ts_match_remove(), so later entries are replayed and any that no longer apply are set aside
 * (the window shows that notice with Undo).
 */
#define TS_TYPE_BURGUNDY_HISTORY (ts_burgundy_history_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyHistory, ts_burgundy_history, TS, BURGUNDY_HISTORY, GtkWidget)

GtkWidget *ts_burgundy_history_new (TsMatch *match);

/* Opens the correction for entry @index (0-based), as the row's button does. */
void ts_burgundy_history_correct (TsBurgundyHistory *self,
                                  guint              index);

/* Removes entry @index, as the row's button does, or first asks (the question below) when
 * that changes what later entries did or sets them aside; FALSE (the message shown in
 * place) when the match refuses. A correction asks the same way before it is made. */
gboolean ts_burgundy_history_remove (TsBurgundyHistory *self,
                                     guint              index);
TsMatch *ts_burgundy_history_get_match (TsBurgundyHistory *self);
/* The correction window open now (modal, over the history's window), or NULL. */
GtkWindow *ts_burgundy_history_get_correction (TsBurgundyHistory *self);
/* The question asked before a change that changes later entries (an AdwMessageDialog with
 * the responses of ts-change-question.h), or NULL. */
GtkWindow *ts_burgundy_history_get_question (TsBurgundyHistory *self);

G_END_DECLS

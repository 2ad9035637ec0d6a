/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

/**
 * TsHistory:
 *
 * Every entry of the match in words, numbered, with headers where the game's groups and steps
 * start (TsGameSteps of its TsGameView: Burgundy's phases and rounds), newest at the bottom
 * and scrolled into view. Each row can be corrected: a table event the game has a form for
 * (TsCorrectionForms: Burgundy's roll, depot refill, starting goods) reopens it filled in; any
 * other entry offers every entry legal at that point; an entry the module does not list (a
 * table event of a game without a form for it) can only be removed and entered again, and the
 * correction says so. Rows can also be removed. Changes go through ts_match_edit() and
 * ts_match_remove(), so later entries are replayed and any that no longer apply are set aside
 * (the window shows that notice with Undo).
 */
#define TS_TYPE_HISTORY (ts_history_get_type ())
G_DECLARE_FINAL_TYPE (TsHistory, ts_history, TS, HISTORY, GtkWidget)

GtkWidget *ts_history_new (TsMatch *match);

/* Opens the correction for entry @index (0-based), as the row's button does. */
void ts_history_correct (TsHistory *self,
                         guint      index);

/* Removes entry @index, as the row's button does, or first asks (the question below) when
 * that changes what later entries did or sets them aside; FALSE (the message shown in
 * place) when the match refuses. A correction asks the same way before it is made. */
gboolean ts_history_remove (TsHistory *self,
                            guint      index);
TsMatch *ts_history_get_match (TsHistory *self);
/* Brings the newest entry into view and gives its row the focus (the history page shown). */
void ts_history_focus_newest (TsHistory *self);
/* The correction window open now (modal, over the history's window), or NULL. */
GtkWindow *ts_history_get_correction (TsHistory *self);
/* The question asked before a change that changes later entries (an AdwMessageDialog with
 * the responses of ts-change-question.h), or NULL. */
GtkWindow *ts_history_get_question (TsHistory *self);

G_END_DECLS

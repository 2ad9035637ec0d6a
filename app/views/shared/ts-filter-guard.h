/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * TsFilterGuard:
 *
 * The one rule of every filtered list of every game (the choices of Caylus and Kingsburg,
 * The Castles of Burgundy's tile pickers and drop-downs, a correction's search, the saved
 * games): nothing is recorded that the players did not clearly choose. Enter on an empty
 * filter line does nothing; a filter that matches nothing says so in words (“No tile matches
 * “8””) and Enter does nothing; otherwise Enter takes the first row shown. The guard is the
 * line under the filter that says why Enter did nothing; the list places it, tells it what
 * is typed and how many rows are shown, and asks it before Enter picks.
 */
#define TS_TYPE_FILTER_GUARD (ts_filter_guard_get_type ())
G_DECLARE_FINAL_TYPE (TsFilterGuard, ts_filter_guard, TS, FILTER_GUARD, GtkWidget)

/* @no_match: the sentence when nothing matches, with one %s for what was typed ("No tile
 * matches “%s”"); NULL for "No choice matches “%s”". */
GtkWidget *ts_filter_guard_new (const char *no_match);
/* What Enter on an empty line says (how to choose); NULL for the default. */
void ts_filter_guard_set_empty_hint (TsFilterGuard *self,
                                     const char    *hint);
/* Its sentence wraps at @n_chars (a popover's guard, which would widen the popover). */
void ts_filter_guard_set_max_width_chars (TsFilterGuard *self,
                                          int            n_chars);
/* After every change of the filter: says “No … matches” while @typed shows no row, and
 * forgets what an earlier Enter said. */
void ts_filter_guard_update (TsFilterGuard *self,
                             const char    *typed,
                             guint          n_shown);
/* A better reason than “No … matches” for the filter shown now (the game's refusal of
 * what was typed); NULL for the plain one. Until the next update. */
void ts_filter_guard_set_reason (TsFilterGuard *self,
                                 const char    *reason);
/* Enter on the filter line: TRUE when the first row shown may be taken; otherwise nothing
 * is taken, the bell rings and the guard says why (nothing typed, or nothing matches). */
gboolean ts_filter_guard_enter (TsFilterGuard *self,
                                const char    *typed,
                                guint          n_shown);
/* What the guard says now ("" when hidden). */
const char *ts_filter_guard_get_text (TsFilterGuard *self);

/* Nothing but spaces typed. */
gboolean ts_filter_is_empty (const char *typed);
/* Every word of @typed (casefolded here) lies within @text (casefolded by the caller). */
gboolean ts_filter_words_match (const char *folded_text,
                                const char *typed);

G_END_DECLS

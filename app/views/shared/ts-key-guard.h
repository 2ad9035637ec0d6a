/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * TsKeyGuard:
 *
 * One key, one entry, for every game's page (issue 41). Once an entry hands the table on
 * (ts_key_guard_arm()), the focus may already sit on the next step's first row or button,
 * but nothing there is chosen: until the players press another key or click, Enter and
 * Space do nothing there but say so ("refused"). A key that was down when the entry was
 * made is ignored until it is released (its repeats make no second entry), and the same
 * key pressed again within a double-click's time of the entry it made (a double tap of a
 * digit or of Ctrl+E) is refused too, and so is a second tap (or click) at the spot whose tap
 * made the entry, within GTK's double-click time and distance.
 *
 * It watches the key presses and clicks of the widget it is given, in the capture phase,
 * before any widget inside acts on them.
 */
#define TS_TYPE_KEY_GUARD (ts_key_guard_get_type ())
G_DECLARE_FINAL_TYPE (TsKeyGuard, ts_key_guard, TS, KEY_GUARD, GObject)

/* Watches @widget (borrowed: the guard is dropped with it, or before it). */
TsKeyGuard *ts_key_guard_new (GtkWidget *widget);
/* Where Enter and Space take nothing once the guard is armed (the table page, where the next
 * step's input is): elsewhere (the history's rows) they act as ever. NULL: everywhere. */
void ts_key_guard_set_scope (TsKeyGuard *self,
                             GtkWidget  *scope);
/* An entry was made (or the table moved on): nothing is chosen until the next choice. */
void ts_key_guard_arm (TsKeyGuard *self);
gboolean ts_key_guard_get_armed (TsKeyGuard *self);
/* Property "armed" (read-only, notified): ts_key_guard_get_armed(). */
/* A shortcut of the widget (@accel, "<Control>e") about to act: the window runs them before
 * the widget sees their keys. TRUE when it may act; FALSE for the shortcut that made the
 * entry a moment ago, pressed again at once or held down. */
gboolean ts_key_guard_allow_shortcut (TsKeyGuard *self,
                                      const char *accel);

/* Signals: "refused" (const char *why): a key was ignored; @why is the sentence to show. */

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * Toasts that are dismissed safely. libadwaita 1.2 crashes when a toast is dismissed before
 * it has finished appearing (its hide animation ends first and frees what the show animation
 * still uses; a show takes up to 500 ms after another toast), or dismissed a second time
 * while it goes (issue 56: a final-map sheet's Ctrl+Z right after a change crashed the app
 * in about one e2e run of three). A toast that is still appearing is therefore never
 * dismissed: a newer message changes it in place, and a dismissal waits until it has
 * appeared (its button gone meanwhile). Toasts queued behind another would start to appear
 * only later, so a window keeps one toast at a time in a slot (ts_toast_safe_replace()).
 */

/* How long a toast takes to finish appearing, with a margin. */
#define TS_TOAST_SAFE_YOUNG_USEC (600 * G_TIME_SPAN_MILLISECOND)

/* adw_toast_overlay_add_toast() (it takes @toast), noting when. */
void ts_toast_safe_add (AdwToastOverlay *overlay,
                        AdwToast        *toast);

/* @toast (taken: a new toast, its title, button, action, handlers and timeout set) in place
 * of the one @slot holds (a strong reference, or NULL). When that one is still appearing it
 * takes @toast's title and button label instead (it keeps its own action and handlers, which
 * a slot's toasts share) and @toast is dropped. Returns whether @toast was added. */
gboolean ts_toast_safe_replace (AdwToastOverlay  *overlay,
                                AdwToast        **slot,
                                AdwToast         *toast);

/* Dismisses @toast (NULL: nothing; added with ts_toast_safe_add()): at once when it has
 * finished appearing; a younger one loses its button at once (nothing can be pressed on a
 * toast that is going) and goes when it has appeared, unless ts_toast_safe_replace() gives
 * it a new message first. A toast already dismissed, or whose overlay is gone, is left
 * alone. */
void ts_toast_safe_dismiss (AdwToast *toast);

/* Whether @toast was dismissed, or is to be (ts_toast_safe_dismiss()). */
gboolean ts_toast_safe_is_gone (AdwToast *toast);

G_END_DECLS

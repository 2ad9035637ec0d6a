/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * TsBurgundySetupWindow:
 *
 * A new Castles of Burgundy game: 2-4 players (names and colours from the preferences,
 * reordered into turn order, or the first-player roll entered so that Tableside works the
 * order out), a duchy per player (1 or 2 for the base game; any other shipped duchy with its
 * start castle picked), and the options where tables read the rules differently. "Start"
 * creates the match, saved under ts_record_dir(), and shows it in the parent TsWindow.
 */
#define TS_TYPE_BURGUNDY_SETUP_WINDOW (ts_burgundy_setup_window_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundySetupWindow, ts_burgundy_setup_window, TS,
                      BURGUNDY_SETUP_WINDOW, AdwWindow)

TsBurgundySetupWindow *ts_burgundy_setup_window_new (GtkWindow *parent);

/* The record members the form describes now: "players", "options" and "setup" (for tests
 * and for Start). Returns FALSE with a message when the form is not complete. */
gboolean ts_burgundy_setup_window_build (TsBurgundySetupWindow *self,
                                         JsonArray            **players,
                                         JsonObject           **options,
                                         JsonObject           **setup,
                                         GError               **error);

G_END_DECLS

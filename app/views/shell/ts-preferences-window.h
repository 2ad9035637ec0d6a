/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-folder-row.h"

G_BEGIN_DECLS

#define TS_TYPE_PREFERENCES_WINDOW (ts_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TsPreferencesWindow, ts_preferences_window, TS, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

#define TS_PREFERENCES_N_PLAYERS 4

TsPreferencesWindow *ts_preferences_window_new (GSettings *settings);
AdwEntryRow *ts_preferences_window_get_name_row (TsPreferencesWindow *self,
                                                 guint                player);
TsFolderRow *ts_preferences_window_get_folder_row (TsPreferencesWindow *self);
GtkDropDown *ts_preferences_window_get_color_dropdown (TsPreferencesWindow *self,
                                                       guint                player);

G_END_DECLS

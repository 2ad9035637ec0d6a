/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-application.h"

G_BEGIN_DECLS

#define TS_TYPE_WINDOW (ts_window_get_type ())

G_DECLARE_FINAL_TYPE (TsWindow, ts_window, TS, WINDOW, AdwApplicationWindow)

TsWindow *ts_window_new (TsApplication *application);
void ts_window_open_file (TsWindow *self,
                          GFile    *file);
void ts_window_add_toast (TsWindow   *self,
                          const char *message);

G_END_DECLS

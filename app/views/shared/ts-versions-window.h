/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_VERSIONS_WINDOW (ts_versions_window_get_type ())
G_DECLARE_FINAL_TYPE (TsVersionsWindow, ts_versions_window, TS, VERSIONS_WINDOW, AdwWindow)

GtkWindow *ts_versions_window_new (GtkWidget *page,
                                   TsMatch   *match);
gboolean ts_versions_window_get_listed (TsVersionsWindow *self);

G_END_DECLS

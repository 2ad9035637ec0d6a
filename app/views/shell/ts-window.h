/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-application.h"
#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_WINDOW (ts_window_get_type ())

G_DECLARE_FINAL_TYPE (TsWindow, ts_window, TS, WINDOW, AdwApplicationWindow)

TsWindow *ts_window_new (TsApplication *application);
void ts_window_open_file (TsWindow *self,
                          GFile    *file);
void ts_window_add_toast (TsWindow   *self,
                          const char *message);
/* A toast whose Undo takes back the change just made and nothing else (ts-window-toast.c);
 * either takes the place of the toast shown. */
void ts_window_add_undo_toast (TsWindow   *self,
                               const char *message);

/* Shows @match in its game's page (replacing any match shown) and keeps it. */
void ts_window_show_match (TsWindow *self,
                           TsMatch  *match);
/* The match shown, or NULL on the start page. */
TsMatch *ts_window_get_match (TsWindow *self);
/* The statistics page, from the start page (nothing happens while a game is shown). */
void ts_window_show_statistics (TsWindow *self);
/* Back to the start page; the match stays saved. */
void ts_window_show_start (TsWindow *self);
/* Whether the window is in touch mode (issue 54): its CSS class "touch" gives every target
 * of its pages a finger's size (44 px). The setting "touch-mode" says "on", or says
 * "automatic" and the last press was a finger's (or the screen has touch and no pointer). */
gboolean ts_window_get_touch_mode (TsWindow *self);

G_END_DECLS

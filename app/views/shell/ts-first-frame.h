/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_FIRST_FRAME_ENV "TABLESIDE_QUIT_AFTER_FIRST_FRAME"

void ts_first_frame_watch (GtkWindow    *window,
                           GApplication *app);
/* Call right before presenting @window, everything in it made: the hook also prints when,
 * so that the bench tells GTK showing the window from what came before. */
void ts_first_frame_presenting (GtkWindow *window);
void ts_first_frame_add_report (void (*report) (GtkWindow *window));

G_END_DECLS

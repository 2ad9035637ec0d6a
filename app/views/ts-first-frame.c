/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-first-frame.h"

/* The start-up benchmark's hook (docs/benchmarks.md), shared by Tableside and the bench's
 * bare window so that both are measured alike: with TABLESIDE_QUIT_AFTER_FIRST_FRAME set,
 * print the monotonic time of the window's first painted frame and quit. */

static void
first_frame_painted_cb (GdkFrameClock *clock,
                        gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);

  g_signal_handlers_disconnect_by_func (clock, first_frame_painted_cb, user_data);
  g_print ("first-frame-monotonic-us %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_application_quit (app);
}

static void
window_mapped_cb (GtkWidget *window,
                  gpointer   user_data)
{
  g_signal_handlers_disconnect_by_func (window, window_mapped_cb, user_data);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_painted_cb), user_data);
}

/**
 * ts_first_frame_watch:
 *
 * Does nothing unless TABLESIDE_QUIT_AFTER_FIRST_FRAME is set. Call before presenting
 * @window.
 */
void
ts_first_frame_watch (GtkWindow    *window,
                      GApplication *app)
{
  if (g_getenv (TS_FIRST_FRAME_ENV) != NULL)
    g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), app);
}

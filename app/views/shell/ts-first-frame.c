/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-first-frame.h"

/* The start-up benchmark's hook (docs/benchmarks.md), shared by Tableside and the bench's
 * bare window so that both are measured alike: with TABLESIDE_QUIT_AFTER_FIRST_FRAME set,
 * print the monotonic time of the window's first painted frame, what that frame showed
 * (widgets and labels on screen: the bench gives a bare window as many), and quit. */

#define APP_KEY "ts-first-frame-app"
#define PRESENTING_KEY "ts-first-frame-presenting"

static void (*more_report) (GtkWindow *window);

static void
count_shown (GtkWidget *widget,
             guint     *widgets,
             guint     *labels)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  (*widgets)++;
  if (GTK_IS_LABEL (widget))
    (*labels)++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    count_shown (child, widgets, labels);
}

static void
first_frame_painted_cb (GdkFrameClock *clock,
                        GtkWidget     *window)
{
  GApplication *app = g_object_get_data (G_OBJECT (window), APP_KEY);
  gint64 now = g_get_monotonic_time ();
  guint widgets = 0, labels = 0;

  g_signal_handlers_disconnect_by_func (clock, first_frame_painted_cb, window);
  count_shown (window, &widgets, &labels);
  g_print ("first-frame-monotonic-us %" G_GINT64_FORMAT "\n", now);
  g_print ("first-frame-widgets %u %u\n", widgets, labels);
  if (g_object_get_data (G_OBJECT (window), PRESENTING_KEY) != NULL)
    g_print ("first-frame-presenting-us %" G_GINT64_FORMAT "\n",
             *(gint64 *) g_object_get_data (G_OBJECT (window), PRESENTING_KEY));
  if (more_report != NULL)
    more_report (GTK_WINDOW (window));
  g_application_quit (app);
}

static void
window_mapped_cb (GtkWidget *window,
                  gpointer   user_data)
{
  g_signal_handlers_disconnect_by_func (window, window_mapped_cb, user_data);
  g_object_set_data (G_OBJECT (window), APP_KEY, user_data);
  g_signal_connect_object (gtk_widget_get_frame_clock (window), "after-paint",
                           G_CALLBACK (first_frame_painted_cb), window, 0);
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

/**
 * ts_first_frame_presenting:
 *
 * Does nothing unless TABLESIDE_QUIT_AFTER_FIRST_FRAME is set: records the time @window is
 * presented, printed with its first frame's.
 */
void
ts_first_frame_presenting (GtkWindow *window)
{
  gint64 *at;

  if (g_getenv (TS_FIRST_FRAME_ENV) == NULL)
    return;
  at = g_new (gint64, 1);
  *at = g_get_monotonic_time ();
  g_object_set_data_full (G_OBJECT (window), PRESENTING_KEY, at, g_free);
}

/**
 * ts_first_frame_add_report:
 *
 * @report prints more about @window's first frame, after the hook's own lines (the bare
 * window has none).
 */
void
ts_first_frame_add_report (void (*report) (GtkWindow *window))
{
  more_report = report;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The floor under the table pages' frames: drawing a page offscreen, and a bare window
 * putting pixels on screen. See ts-bench-floor.h. */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "ts-bench-floor.h"

void
ts_bench_floor_offscreen (GtkWidget *window,
                          GArray    *out,
                          guint      n)
{
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autoptr(GskRenderNode) node = NULL;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL || renderer == NULL)
    return;
  for (guint i = 0; i < n; i++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(GdkTexture) texture = NULL;
      double ms;

      texture = gsk_renderer_render_texture (renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, width, height));
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_array_append_val (out, ms);
    }
}

static gboolean bare_painted;
static gint64 bare_last_paint;

static void
bare_after_paint_cb (GdkFrameClock *clock,
                     gpointer       user_data)
{
  bare_painted = TRUE;
  bare_last_paint = g_get_monotonic_time ();
}

static gboolean
bare_deadline_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until the next frame is painted (at most a second). */
static gboolean
bare_wait_painted (void)
{
  gboolean late = FALSE;
  guint deadline = g_timeout_add (1000, bare_deadline_cb, &late);

  while (!bare_painted && !late)
    g_main_context_iteration (NULL, TRUE);
  if (!late)
    g_source_remove (deadline);
  return bare_painted;
}

/* Until the frame clock is idle: no frame for 20 ms (as ts-bench-view waits). */
static void
bare_settle_idle (void)
{
  for (;;)
    {
      gint64 wait;

      while (g_main_context_iteration (NULL, FALSE))
        ;
      wait = bare_last_paint + 20 * 1000 - g_get_monotonic_time ();
      if (wait <= 0)
        return;
      g_usleep (wait);
    }
}

void
ts_bench_floor_bare (int     width,
                     int     height,
                     double  percent,
                     GArray *out,
                     guint   n)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *patch = adw_bin_new ();
  double side = sqrt (percent / 100.0);
  GdkFrameClock *clock;

  /* A patch of one colour (a view's background): what a frame paints is that colour, the
   * least a page could draw there. */
  gtk_widget_add_css_class (patch, "view");
  gtk_widget_set_halign (patch, GTK_ALIGN_START);
  gtk_widget_set_valign (patch, GTK_ALIGN_START);
  gtk_widget_set_size_request (patch, (int) (width * side), (int) (height * side));
  adw_window_set_content (ADW_WINDOW (window), patch);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  while ((clock = gtk_widget_get_frame_clock (window)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_signal_connect (clock, "after-paint", G_CALLBACK (bare_after_paint_cb), NULL);
  bare_painted = FALSE;
  bare_wait_painted ();
  for (guint i = 0; i < n; i++)
    {
      gint64 start;

      /* Away from 1 and back: the frame back at 1 paints the patch's pixels again. */
      bare_painted = FALSE;
      gtk_widget_set_opacity (patch, 0.99);
      bare_wait_painted ();
      bare_settle_idle ();
      bare_painted = FALSE;
      start = g_get_monotonic_time ();
      gtk_widget_set_opacity (patch, 1.0);
      if (bare_wait_painted ())
        {
          double ms = (g_get_monotonic_time () - start) / 1000.0;

          g_array_append_val (out, ms);
        }
    }
  g_signal_handlers_disconnect_by_func (clock, bare_after_paint_cb, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-frame-pool.h"

#if defined(HAVE_CAIRO_XLIB) && defined(GDK_WINDOWING_X11)
#define TS_FRAME_POOL_X11 1
#include <cairo-xlib.h>
#include <gdk/x11/gdkx.h>
#endif

/* GTK 4.8's cairo renderer on X11 hands each frame to the X server through cairo-xlib's
 * shared memory (MIT-SHM), in a pool cairo makes when none has room and frees as soon as it
 * is empty: after every frame. So each frame made a new segment (64 MiB for a 1366x768
 * window), the X server attached it, and both processes faulted its pages in again.
 *
 * An image kept in the pool keeps it: cairo then finds room there for each frame and takes
 * the block the last frame gave back, pages already mapped on both sides. The pool is made
 * by a first image of POOL_FIRST_WIDTH x POOL_FIRST_HEIGHT: cairo sizes a pool for its first
 * image (its blocks up to the power of two above it, the pool eight of those), so frames up
 * to 8 MiB, a 1920x1080 window's, find room. That image is cleared (its pages touched: they are the
 * ones the frames use next) and given back; a small one stays. A larger frame gets a pool
 * of its own, as before. */

#define POOL_KEY "ts-frame-pool"
/* Just over 4 MiB: the pool's largest block is then 8 MiB. */
#define POOL_FIRST_WIDTH 1024
#define POOL_FIRST_HEIGHT 1025
/* The kept image: small, but over the 128 bytes below which cairo does not use the pool. */
#define POOL_KEPT_SIDE 8

/**
 * ts_frame_pool_keep:
 * @window: a realized window
 *
 * On X11 with the cairo renderer, keeps cairo's shared-memory pool for @window's display
 * alive for the display's lifetime. Elsewhere (Wayland, the GL renderer) it does nothing.
 *
 * Returns: whether @window's display now has its pool kept.
 */
gboolean
ts_frame_pool_keep (GtkWidget *window)
{
#ifdef TS_FRAME_POOL_X11
  GdkDisplay *display = gtk_widget_get_display (window);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  cairo_surface_t *root, *first, *kept;
  Display *xdisplay;
  int screen;

  if (!GDK_IS_X11_DISPLAY (display) || !GSK_IS_CAIRO_RENDERER (renderer))
    return FALSE;
  if (g_object_get_data (G_OBJECT (display), POOL_KEY) != NULL)
    return TRUE;
  xdisplay = gdk_x11_display_get_xdisplay (display);
  screen = DefaultScreen (xdisplay);
  /* The root window: cairo keeps one pool list per X connection, whichever drawable. */
  root = cairo_xlib_surface_create (xdisplay, RootWindow (xdisplay, screen),
                                    DefaultVisual (xdisplay, screen), 1, 1);
  first = cairo_surface_create_similar_image (root, CAIRO_FORMAT_ARGB32, POOL_FIRST_WIDTH,
                                              POOL_FIRST_HEIGHT);
  kept = cairo_surface_create_similar_image (root, CAIRO_FORMAT_ARGB32, POOL_KEPT_SIDE,
                                             POOL_KEPT_SIDE);
  cairo_surface_destroy (first);
  cairo_surface_destroy (root);
  if (cairo_surface_status (kept) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (kept);
      return FALSE;
    }
  g_object_set_data_full (G_OBJECT (display), POOL_KEY, kept,
                          (GDestroyNotify) cairo_surface_destroy);
  return TRUE;
#else
  return FALSE;
#endif
}

static gboolean
keep_idle_cb (gpointer user_data)
{
  GtkWidget *window = user_data;

  if (gtk_widget_get_realized (window))
    ts_frame_pool_keep (window);
  return G_SOURCE_REMOVE;
}

static void
first_frame_painted_cb (GdkFrameClock *clock,
                        GtkWidget     *window)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted_cb, window);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, keep_idle_cb, g_object_ref (window),
                   g_object_unref);
}

/**
 * ts_frame_pool_keep_soon:
 * @window: a realized window
 *
 * ts_frame_pool_keep() once @window's first frame is on screen, when the main loop is idle:
 * making the pool (its first image's pages cleared) is not on the way to that frame.
 */
void
ts_frame_pool_keep_soon (GtkWidget *window)
{
#ifdef TS_FRAME_POOL_X11
  GdkDisplay *display = gtk_widget_get_display (window);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  if (clock == NULL || !GDK_IS_X11_DISPLAY (display)
      || g_object_get_data (G_OBJECT (display), POOL_KEY) != NULL)
    return;
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted_cb, window);
  g_signal_connect_object (clock, "after-paint", G_CALLBACK (first_frame_painted_cb), window,
                           0);
#endif
}

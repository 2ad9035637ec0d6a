/* SPDX-License-Identifier: GPL-3.0-or-later */
/* --changed: the window's pixels after an entry's frame against those after the frame before
 * it, pixel by pixel (what the page had to paint again at the least). */
#include "config.h"

#include "ts-bench-changed.h"

static guchar *last_pixels; /* the window as the previous frame left it */

/* The window's pixels as it is now: its render node drawn again into a texture, outside
 * the measured time. */
static guchar *
window_pixels (GtkWidget *window,
               int        width,
               int        height)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  guchar *data = g_malloc0 ((gsize) width * height * 4);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return data;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, data, (gsize) width * 4);
  return data;
}

gboolean
ts_bench_changed_take (GtkWidget *window,
                       double    *share,
                       double    *box)
{
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  guchar *now = window_pixels (window, width, height);
  guint32 *a = (guint32 *) now, *b = (guint32 *) last_pixels;
  int x0 = width, y0 = height, x1 = -1, y1 = -1;
  gsize n = 0;
  gboolean compared = last_pixels != NULL;

  if (compared)
    {
      for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
          if (a[(gsize) y * width + x] != b[(gsize) y * width + x])
            {
              n++;
              x0 = MIN (x0, x);
              y0 = MIN (y0, y);
              x1 = MAX (x1, x);
              y1 = MAX (y1, y);
            }
      *share = 100.0 * n / ((double) width * height);
      *box = x1 < 0 ? 0 : 100.0 * (x1 - x0 + 1) * (y1 - y0 + 1) / ((double) width * height);
    }
  g_free (last_pixels);
  last_pixels = now;
  return compared;
}

void
ts_bench_changed_forget (void)
{
  g_clear_pointer (&last_pixels, g_free);
}

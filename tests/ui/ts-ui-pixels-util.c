/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-ui-pixels-util.h"

#include <string.h>

#include "ts-ui-test-util.h"

cairo_surface_t *
ts_ui_pixels_of_node (GskRenderNode *node,
                      int            width,
                      int            height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

cairo_surface_t *
ts_ui_pixels_of_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width, height;

  g_assert_true (gtk_widget_get_mapped (widget));
  /* What changed since the last frame (a card filled again) laid out and drawn first. */
  ts_ui_test_redraw (GTK_WIDGET (gtk_widget_get_native (widget)));
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_true (width > 0 && height > 0);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  return ts_ui_pixels_of_node (node, width, height);
}

guint
ts_ui_pixels_count_near (cairo_surface_t *surface,
                         int              x,
                         int              y,
                         int              width,
                         int              height,
                         const char      *color)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int want[3];
  GdkRGBA rgba;
  guint n = 0;

  g_assert_true (gdk_rgba_parse (&rgba, color));
  want[0] = rgba.red * 255;
  want[1] = rgba.green * 255;
  want[2] = rgba.blue * 255;
  g_assert_true (x >= 0 && y >= 0 && x + width <= cairo_image_surface_get_width (surface)
                 && y + height <= cairo_image_surface_get_height (surface));
  for (int j = y; j < y + height; j++)
    for (int i = x; i < x + width; i++)
      {
        guint32 pixel;

        /* ARGB32 in native order; opaque, so not premultiplied by less than 1. */
        memcpy (&pixel, data + j * stride + i * 4, sizeof pixel);
        n += pixel >> 24 == 0xff && ABS ((int) ((pixel >> 16) & 0xff) - want[0]) < 40
             && ABS ((int) ((pixel >> 8) & 0xff) - want[1]) < 40
             && ABS ((int) (pixel & 0xff) - want[2]) < 40;
      }
  return n;
}

gboolean
ts_ui_pixels_same (cairo_surface_t *a,
                   cairo_surface_t *b)
{
  int height = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);

  return height == cairo_image_surface_get_height (b)
         && stride == cairo_image_surface_get_stride (b)
         && memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                    (gsize) stride * height)
                == 0;
}

GskRenderNode *
ts_ui_pixels_widget_node (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                          gtk_widget_get_height (widget));
  return gtk_snapshot_free_to_node (snapshot);
}

GskRenderNode *
ts_ui_pixels_own_node (GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  return gtk_snapshot_free_to_node (snapshot);
}

/* The node @node wraps, NULL when it wraps none the walks look into. */
static GskRenderNode *
wrapped (GskRenderNode *node)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TRANSFORM_NODE:
      return gsk_transform_node_get_child (node);
    case GSK_CLIP_NODE:
      return gsk_clip_node_get_child (node);
    case GSK_ROUNDED_CLIP_NODE:
      return gsk_rounded_clip_node_get_child (node);
    case GSK_OPACITY_NODE:
      return gsk_opacity_node_get_child (node);
    case GSK_COLOR_MATRIX_NODE:
      return gsk_color_matrix_node_get_child (node);
    case GSK_DEBUG_NODE:
      return gsk_debug_node_get_child (node);
    default:
      return NULL;
    }
}

void
ts_ui_pixels_each_node (GskRenderNode      *node,
                        GskRenderNodeType   type,
                        TsUiPixelsNodeFunc  func,
                        gpointer            data)
{
  GskRenderNode *child;

  if (gsk_render_node_get_node_type (node) == type)
    func (node, data);
  if (gsk_render_node_get_node_type (node) == GSK_CONTAINER_NODE)
    for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
      ts_ui_pixels_each_node (gsk_container_node_get_child (node, i), type, func, data);
  else if ((child = wrapped (node)) != NULL)
    ts_ui_pixels_each_node (child, type, func, data);
}

static void
keep_first_cb (GskRenderNode *node,
               gpointer       data)
{
  GskRenderNode **first = data;

  if (*first == NULL)
    *first = gsk_render_node_ref (node);
}

GskRenderNode *
ts_ui_pixels_first_node (GskRenderNode     *node,
                         GskRenderNodeType  type)
{
  GskRenderNode *first = NULL;

  ts_ui_pixels_each_node (node, type, keep_first_cb, &first);
  return first;
}

static void
count_cb (GskRenderNode *node,
          gpointer       data)
{
  (*(guint *) data)++;
}

guint
ts_ui_pixels_count_nodes (GtkWidget         *widget,
                          GskRenderNodeType  type)
{
  g_autoptr(GskRenderNode) node = ts_ui_pixels_widget_node (widget);
  guint n = 0;

  g_assert_nonnull (node);
  ts_ui_pixels_each_node (node, type, count_cb, &n);
  return n;
}

GskRenderNode *
ts_ui_pixels_own_drawing (GtkWidget *widget)
{
  g_autoptr(GskRenderNode) node = ts_ui_pixels_own_node (widget);

  g_assert_nonnull (node);
  return ts_ui_pixels_first_node (node, GSK_CAIRO_NODE);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-paint-cache.h"

#include <adwaita.h>
#include <math.h>

#include "ts-fit-sizes.h"
#include "ts-paint.h"

/* Two boards' spaces in their states, a few times over: a Burgundy game uses some 170 looks
 * (about 13 kB each at 1366x768); past this many the look used longest ago goes. */
#define MAX_KEPT 384

typedef struct
{
  cairo_surface_t *image; /* NULL: the drawing is empty */
  graphene_rect_t bounds; /* where it goes, in the widget's coordinates */
  GskRenderNode *node;    /* the drawing of the picture, the same one in every frame */
  GList *used;            /* its link in the order of use; data: its key, which kept owns */
} Kept;

static GHashTable *kept; /* full key -> Kept *, the main thread's only */
static GQueue order = G_QUEUE_INIT; /* the keys, the one used last first */

static void
kept_free (gpointer data)
{
  Kept *k = data;

  g_clear_pointer (&k->image, cairo_surface_destroy);
  g_clear_pointer (&k->node, gsk_render_node_unref);
  g_free (k);
}

guint
ts_paint_cache_max (void)
{
  return MAX_KEPT;
}

guint
ts_paint_cache_count (void)
{
  return kept != NULL ? g_hash_table_size (kept) : 0;
}

/* Draws @node into a texture whose pixels lie on the screen's: @fx, @fy is where the widget's
 * origin falls inside a device pixel, @scale the device pixels to a widget's pixel. */
static Kept *
render (GskRenderNode *node,
        int            scale,
        double         fx,
        double         fy)
{
  Kept *k = g_new0 (Kept, 1);
  graphene_rect_t b;
  double x0, y0, x1, y1;
  int width, height;
  cairo_t *cr;

  if (node == NULL)
    return k;
  gsk_render_node_get_bounds (node, &b);
  /* The node's bounds in device pixels, widened to whole ones. */
  x0 = floor (b.origin.x * scale + fx);
  y0 = floor (b.origin.y * scale + fy);
  x1 = ceil ((b.origin.x + b.size.width) * scale + fx);
  y1 = ceil ((b.origin.y + b.size.height) * scale + fy);
  width = (int) (x1 - x0);
  height = (int) (y1 - y0);
  if (width <= 0 || height <= 0)
    return k;
  k->image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_surface_set_device_scale (k->image, scale, scale);
  cr = cairo_create (k->image);
  cairo_translate (cr, -(x0 - fx) / scale, -(y0 - fy) / scale);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  k->bounds = GRAPHENE_RECT_INIT ((x0 - fx) / scale, (y0 - fy) / scale,
                                  (float) width / scale, (float) height / scale);
  return k;
}

void
ts_paint_cache_snapshot (GtkWidget        *widget,
                         GtkSnapshot      *snapshot,
                         const char       *key,
                         TsPaintCacheDraw  draw)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkNative *native = gtk_widget_get_native (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  graphene_point_t origin = GRAPHENE_POINT_INIT (0, 0);
  g_autofree char *full = NULL;
  char fg[64];
  GdkRGBA colour;
  double fx, fy;
  Kept *k;

  /* Where the widget's origin falls inside a device pixel: a space placed at a fraction of a
   * pixel is drawn there, not blurred there from a whole one. */
  if (native == NULL
      || !gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (0, 0),
                                    &origin))
    origin = GRAPHENE_POINT_INIT (0, 0);
  fx = origin.x * scale - floor (origin.x * scale);
  fy = origin.y * scale - floor (origin.y * scale);
  /* The style's colour for the widget in its state stands for the theme's colours. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_snprintf (fg, sizeof fg, "%.3f %.3f %.3f %.3f", colour.red, colour.green, colour.blue,
              colour.alpha);
  full = g_strdup_printf ("%s\x1f%dx%d@%d %.2f %.2f\x1f%s\x1f%s %d %d", key,
                          gtk_widget_get_width (widget), gtk_widget_get_height (widget), scale,
                          fx, fy, ts_fit_sizes_font_key (widget), fg,
                          ts_paint_is_dark (widget), adw_style_manager_get_high_contrast (style));
  if (kept == NULL)
    kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, kept_free);
  k = g_hash_table_lookup (kept, full);
  if (k == NULL)
    {
      GtkSnapshot *own = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;

      draw (widget, own);
      node = gtk_snapshot_free_to_node (own);
      if (g_hash_table_size (kept) >= MAX_KEPT)
        {
          GList *oldest = g_queue_pop_tail_link (&order);

          g_hash_table_remove (kept, oldest->data);
          g_list_free_1 (oldest);
        }
      k = render (node, scale, fx, fy);
      k->used = g_list_alloc ();
      k->used->data = full;
      g_hash_table_insert (kept, g_steal_pointer (&full), k);
    }
  else
    g_queue_unlink (&order, k->used);
  g_queue_push_head_link (&order, k->used);
  /* A drawing of one picture: GTK 4.8's cairo renderer converts a texture's every pixel
   * through floats on each frame, where cairo copies a picture of its own as it is. The same
   * node in every frame: GTK compares drawings by identity, so a space drawn again as it was
   * is not painted again. */
  if (k->image != NULL && k->node == NULL)
    {
      cairo_t *cr;

      k->node = gsk_cairo_node_new (&k->bounds);
      cr = gsk_cairo_node_get_draw_context (k->node);
      cairo_set_source_surface (cr, k->image, k->bounds.origin.x, k->bounds.origin.y);
      cairo_paint (cr);
      cairo_destroy (cr);
    }
  if (k->node != NULL)
    gtk_snapshot_append_node (snapshot, k->node);
}

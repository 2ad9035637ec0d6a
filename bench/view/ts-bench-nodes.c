/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The page's render nodes drawn one by one: what each kind costs. See ts-bench-nodes.h. */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>

#include "ts-bench-nodes.h"

/* A node drawn alone that took longer than this is printed with its place. */
#define COSTLY_MS 0.04
#define N_TYPES (GSK_GL_SHADER_NODE + 1)

typedef struct
{
  guint runs;
  double ms[N_TYPES];
  guint count[N_TYPES];
  GString *costly;
} Costs;

static const char *
type_name (GskRenderNodeType type)
{
  static const char *const names[N_TYPES] = {
    [GSK_CONTAINER_NODE] = "container", [GSK_CAIRO_NODE] = "drawing",
    [GSK_COLOR_NODE] = "colour", [GSK_LINEAR_GRADIENT_NODE] = "linear gradient",
    [GSK_REPEATING_LINEAR_GRADIENT_NODE] = "repeating gradient",
    [GSK_RADIAL_GRADIENT_NODE] = "radial gradient",
    [GSK_REPEATING_RADIAL_GRADIENT_NODE] = "repeating radial gradient",
    [GSK_CONIC_GRADIENT_NODE] = "conic gradient", [GSK_BORDER_NODE] = "border",
    [GSK_TEXTURE_NODE] = "texture", [GSK_INSET_SHADOW_NODE] = "inset shadow",
    [GSK_OUTSET_SHADOW_NODE] = "outset shadow", [GSK_TRANSFORM_NODE] = "transform",
    [GSK_OPACITY_NODE] = "opacity", [GSK_COLOR_MATRIX_NODE] = "colour matrix",
    [GSK_REPEAT_NODE] = "repeat", [GSK_CLIP_NODE] = "clip",
    [GSK_ROUNDED_CLIP_NODE] = "rounded clip", [GSK_SHADOW_NODE] = "shadow",
    [GSK_BLEND_NODE] = "blend", [GSK_CROSS_FADE_NODE] = "cross fade", [GSK_TEXT_NODE] = "text",
    [GSK_BLUR_NODE] = "blur", [GSK_DEBUG_NODE] = "debug", [GSK_GL_SHADER_NODE] = "shader",
  };

  return type < N_TYPES && names[type] != NULL ? names[type] : "other";
}

static gboolean
border_in_colours (GskRenderNode *node)
{
  const GdkRGBA *c = gsk_border_node_get_colors (node);

  return !gdk_rgba_equal (&c[0], &c[1]) || !gdk_rgba_equal (&c[0], &c[2])
         || !gdk_rgba_equal (&c[0], &c[3]);
}

static void
draw_alone (GskRenderNode *node,
            cairo_t       *cr,
            Costs         *costs)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);
  gint64 start = g_get_monotonic_time ();
  double ms, x = 0, y = 0;
  graphene_rect_t b;

  for (guint r = 0; r < costs->runs; r++)
    gsk_render_node_draw (node, cr);
  ms = (g_get_monotonic_time () - start) / 1000.0 / costs->runs;
  costs->ms[type] += ms;
  costs->count[type]++;
  if (ms < COSTLY_MS && !(type == GSK_BORDER_NODE && border_in_colours (node)))
    return;
  cairo_user_to_device (cr, &x, &y);
  gsk_render_node_get_bounds (node, &b);
  g_string_append_printf (costs->costly, "  %-14s %5.0f,%-4.0f %5.0fx%-4.0f %6.3f ms%s\n",
                          type_name (type), x + b.origin.x, y + b.origin.y, b.size.width,
                          b.size.height, ms,
                          type == GSK_BORDER_NODE && border_in_colours (node)
                              ? "  (sides in several colours: a mesh)"
                              : "");
}

/* Walks down containers, translations and clips (cheap, drawn through) to the nodes that
 * draw, each drawn alone where it lies. */
static void
walk (GskRenderNode *node,
      cairo_t       *cr,
      Costs         *costs)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        walk (gsk_container_node_get_child (node, i), cr, costs);
      return;
    case GSK_TRANSFORM_NODE:
      {
        GskTransform *t = gsk_transform_node_get_transform (node);
        float xx, yx, xy, yy, dx, dy;
        cairo_matrix_t m;

        /* A 3D transform is drawn as a whole. */
        if (gsk_transform_get_category (t) < GSK_TRANSFORM_CATEGORY_2D)
          break;
        gsk_transform_to_2d (t, &xx, &yx, &xy, &yy, &dx, &dy);
        cairo_matrix_init (&m, xx, yx, xy, yy, dx, dy);
        cairo_save (cr);
        cairo_transform (cr, &m);
        walk (gsk_transform_node_get_child (node), cr, costs);
        cairo_restore (cr);
        return;
      }
    case GSK_CLIP_NODE:
      walk (gsk_clip_node_get_child (node), cr, costs);
      return;
    case GSK_ROUNDED_CLIP_NODE:
      walk (gsk_rounded_clip_node_get_child (node), cr, costs);
      return;
    case GSK_DEBUG_NODE:
      walk (gsk_debug_node_get_child (node), cr, costs);
      return;
    default:
      break;
    }
  draw_alone (node, cr, costs);
}

void
ts_bench_nodes_report (GtkWidget *window,
                       guint      runs)
{
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  Costs costs = { .runs = MAX (runs, 1), .costly = g_string_new (NULL) };
  cairo_surface_t *surface;
  double total = 0;
  cairo_t *cr;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    {
      g_string_free (costs.costly, TRUE);
      return;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  /* Once first: fonts' glyphs and pictures made once are not counted. */
  gsk_render_node_draw (node, cr);
  walk (node, cr, &costs);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  printf ("the page's nodes drawn one by one (ms, the mean of %u):\n", costs.runs);
  for (guint t = 0; t < N_TYPES; t++)
    if (costs.count[t] > 0)
      {
        printf ("  %-14s %4u nodes %7.2f ms\n", type_name (t), costs.count[t], costs.ms[t]);
        total += costs.ms[t];
      }
  printf ("  %-14s            %7.2f ms\n", "in all", total);
  if (costs.costly->len > 0)
    printf ("nodes over %.2f ms alone:\n%s", COSTLY_MS, costs.costly->str);
  g_string_free (costs.costly, TRUE);
}

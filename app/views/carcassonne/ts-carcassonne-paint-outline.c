/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Outlines over the map's tiles: a feature the farms explanation names (in the accent colour)
 * and the features scored during play (in their scorers' colours). Drawn on a group so that
 * a road's outline is its two edges, the road itself left as painted. */
#include "config.h"

#include "ts-carcassonne-paint-private.h"

#define DASH 0.15 /* of a tile: one scorer's stretch of a shared outline */

/* Strokes the current path (kept) in @colors, one after the other along it. */
static void
stroke_colors (cairo_t       *cr,
               const GdkRGBA *colors,
               guint          n_colors)
{
  for (guint i = 0; i < n_colors; i++)
    {
      double dashes[2] = { DASH, DASH * (n_colors - 1) };

      if (n_colors > 1)
        cairo_set_dash (cr, dashes, 2, DASH * ((n_colors - i) % n_colors));
      gdk_cairo_set_source_rgba (cr, &colors[i]);
      cairo_stroke_preserve (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
}

/* @path (set on @cr) outlined: a halo @halo wide each side, then @colors @width wide; a road's
 * own width cleared out of both, so that its edges carry the colour. */
static void
paint_outline (cairo_t                *cr,
               TsCarcassonnePaintPath  path,
               const GdkRGBA          *halo_color,
               double                  halo,
               const GdkRGBA          *colors,
               guint                   n_colors,
               double                  width,
               double                  alpha)
{
  double road = path == TS_CARCASSONNE_PATH_ROAD ? TS_CARCASSONNE_PAINT_ROAD_WIDTH : 0;
  /* A road carries a band on each side; a line is centred on the path. */
  double bands = path == TS_CARCASSONNE_PATH_ROAD ? 2 : 1;

  cairo_push_group (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (halo_color != NULL)
    {
      gdk_cairo_set_source_rgba (cr, halo_color);
      cairo_set_line_width (cr, road + bands * width + 2 * halo);
      cairo_stroke_preserve (cr);
    }
  cairo_set_line_width (cr, road + bands * width);
  stroke_colors (cr, colors, n_colors);
  if (road > 0)
    {
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_set_line_width (cr, road);
      cairo_stroke_preserve (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
    }
  cairo_new_path (cr);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
}

void
ts_carcassonne_paint_segment_outline (cairo_t                 *cr,
                                      const TsCarcassonneKind *kind,
                                      guint                    rotation,
                                      guint                    segment,
                                      const GdkRGBA           *color)
{
  TsCarcassonnePaintPath path;

  g_return_if_fail (kind != NULL && segment < kind->n_segments);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  path = ts_carcassonne_paint_segment_path (cr, kind, rotation, segment);
  if (path == TS_CARCASSONNE_PATH_AREA)
    {
      cairo_set_source_rgba (cr, color->red, color->green, color->blue, 0.45);
      cairo_fill (cr);
    }
  else
    paint_outline (cr, path, NULL, 0, color, 1,
                   kind->segments[segment].kind == TS_CARCASSONNE_CITY ? 0.09 : 0.06, 1);
  cairo_restore (cr);
}

static double
luminance (const GdkRGBA *color)
{
  return 0.2126 * color->red + 0.7152 * color->green + 0.0722 * color->blue;
}

void
ts_carcassonne_paint_scored_outline (cairo_t                 *cr,
                                     const TsCarcassonneKind *kind,
                                     guint                    rotation,
                                     guint                    segment,
                                     const GdkRGBA           *colors,
                                     guint                    n_colors,
                                     gboolean                 last)
{
  /* The tiles are painted alike in light and dark mode: a dark halo sets light colours
   * (yellow, white) off from the fields and cities, a light one the dark ones (black). */
  static const GdkRGBA dark_halo = { 0, 0, 0, 0.6 }, light_halo = { 1, 1, 1, 0.85 };
  const GdkRGBA *halo = &dark_halo;
  TsCarcassonnePaintPath path;

  g_return_if_fail (kind != NULL && segment < kind->n_segments && n_colors > 0);
  for (guint i = 0; i < n_colors; i++)
    if (luminance (&colors[i]) < 0.3)
      halo = &light_halo;
  cairo_save (cr);
  /* A city's path runs along the tile's edges too: where it meets the next tile of the same
   * city. Clipped off, the outline is the walls alone, round the whole city. */
  if (kind->segments[segment].kind == TS_CARCASSONNE_CITY)
    cairo_rectangle (cr, 0.07, 0.07, 0.86, 0.86);
  else
    cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  path = ts_carcassonne_paint_segment_path (cr, kind, rotation, segment);
  /* Fields score at the end only: the farms overlay shows them. */
  if (path != TS_CARCASSONNE_PATH_AREA)
    paint_outline (cr, path, halo, last ? 0.025 : 0.015, colors, n_colors, last ? 0.07 : 0.035,
                   last ? 1 : 0.75);
  cairo_restore (cr);
}

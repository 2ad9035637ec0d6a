/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "ts-paint.h"

void
ts_paint_hex_path (cairo_t *cr,
                   double   cx,
                   double   cy,
                   double   radius)
{
  for (int i = 0; i < 6; i++)
    {
      /* Pointy top: the first corner is straight up. */
      double angle = G_PI / 180.0 * (60.0 * i - 90.0);
      double x = cx + radius * cos (angle);
      double y = cy + radius * sin (angle);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

void
ts_paint_swatch (cairo_t       *cr,
                 int            width,
                 int            height,
                 const GdkRGBA *color)
{
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

void
ts_paint_swatch_draw (GtkDrawingArea *area,
                      cairo_t        *cr,
                      int             width,
                      int             height,
                      gpointer        color)
{
  ts_paint_swatch (cr, width, height, color);
}

void
ts_paint_lookup_color (GtkWidget  *widget,
                       const char *name,
                       const char *fallback,
                       GdkRGBA    *out)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  if (!gtk_style_context_lookup_color (context, name, out))
    gdk_rgba_parse (out, fallback);
}

gboolean
ts_paint_is_dark (GtkWidget *widget)
{
  (void) widget;
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

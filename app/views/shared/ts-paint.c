/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "ts-paint.h"
#include "ts-player-palette.h"

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

void
ts_paint_fade (GtkWidget   *widget,
               GtkSnapshot *snapshot,
               double       amount)
{
  graphene_rect_t box;
  GdkRGBA veil;

  /* Its border box: the snapshot's origin is its content's, inside its padding. */
  if (!gtk_widget_compute_bounds (widget, widget, &box))
    return;
  ts_paint_lookup_color (widget, "window_bg_color", "#fafafa", &veil);
  veil.alpha = amount;
  gtk_snapshot_append_color (snapshot, &veil, &box);
}

gboolean
ts_paint_is_dark (GtkWidget *widget)
{
  (void) widget;
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

PangoFontDescription *
ts_paint_player_mark_font (double      size,
                           const char *mark)
{
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  /* Two letters take the same width as one would at the full size. Whole pixels, 7 at the
   * least: the sizes the first frame's fonts are made in beforehand (ts-font-warm.c). */
  pango_font_description_set_absolute_size (
    font, MAX (7, round (size * (mark != NULL && g_utf8_strlen (mark, -1) > 1 ? 0.78 : 1)))
            * PANGO_SCALE);
  return font;
}

void
ts_paint_player_mark (cairo_t       *cr,
                      GtkWidget     *widget,
                      double         cx,
                      double         cy,
                      double         size,
                      const GdkRGBA *fill,
                      const char    *mark)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoFontDescription) font = NULL;
  g_autofree char *hex = NULL;
  GdkRGBA ink;
  PangoRectangle ink_rect;

  if (mark == NULL || *mark == '\0' || size < 4)
    return;
  hex = g_strdup_printf ("#%02x%02x%02x", (guint) (CLAMP (fill->red, 0, 1) * 255 + 0.5),
                         (guint) (CLAMP (fill->green, 0, 1) * 255 + 0.5),
                         (guint) (CLAMP (fill->blue, 0, 1) * 255 + 0.5));
  gdk_rgba_parse (&ink, ts_player_palette_ink (hex));
  /* Without a widget (a sheet drawn for a PDF), cairo's own font map. */
  layout = widget != NULL ? gtk_widget_create_pango_layout (widget, mark)
                          : pango_cairo_create_layout (cr);
  pango_layout_set_text (layout, mark, -1);
  font = ts_paint_player_mark_font (size, mark);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_extents (layout, &ink_rect, NULL);
  cairo_save (cr);
  gdk_cairo_set_source_rgba (cr, &ink);
  cairo_move_to (cr, cx - ink_rect.x - ink_rect.width / 2.0, cy - ink_rect.y - ink_rect.height / 2.0);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

void
ts_paint_player_disc (cairo_t       *cr,
                      GtkWidget     *widget,
                      double         cx,
                      double         cy,
                      double         radius,
                      const GdkRGBA *fill,
                      const GdkRGBA *rim,
                      double         rim_width,
                      const char    *mark)
{
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, fill);
  if (rim != NULL)
    {
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, rim);
      cairo_set_line_width (cr, rim_width);
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);
  cairo_restore (cr);
  ts_paint_player_mark (cr, widget, cx, cy, radius * 1.2, fill, mark);
}

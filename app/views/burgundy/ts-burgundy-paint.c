/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-paint.h"
#include "ts-paint.h"

/* Close to the printed components: dark green castles, light green pastures, blue rivers,
 * beige cities, yellow monasteries, grey mines. The dark variants are dimmer so that the
 * board does not glare in a dark room, and keep the same hue order. */
static const char *const light_fills[TS_BURGUNDY_N_COLOURS] = {
  "#2e7d4f", "#9ccc65", "#4a90d9", "#d9b98c", "#f2d04b", "#8a8f96",
};
static const char *const dark_fills[TS_BURGUNDY_N_COLOURS] = {
  "#24613e", "#6f9a45", "#2f6aa8", "#a88a5f", "#b99a2c", "#5f646b",
};
/* Ink on each fill: white on the dark fills, near black on the light ones. */
static const gboolean light_ink[TS_BURGUNDY_N_COLOURS] = { TRUE, FALSE, TRUE, FALSE, FALSE, TRUE };

static const char *const css_classes[TS_BURGUNDY_N_COLOURS] = {
  "cob-castle", "cob-pasture", "cob-river", "cob-city", "cob-monastery", "cob-mine",
};

void
ts_burgundy_paint_colour (TsBurgundyColour colour,
                          gboolean         dark,
                          GdkRGBA         *out)
{
  g_return_if_fail (colour < TS_BURGUNDY_N_COLOURS);
  gdk_rgba_parse (out, dark ? dark_fills[colour] : light_fills[colour]);
}

void
ts_burgundy_paint_black (gboolean dark,
                         GdkRGBA *out)
{
  gdk_rgba_parse (out, dark ? "#111111" : "#2b2b2b");
}

void
ts_burgundy_paint_ink (TsBurgundyColour colour,
                       gboolean         dark,
                       GdkRGBA         *out)
{
  g_return_if_fail (colour < TS_BURGUNDY_N_COLOURS);
  /* The dark fills are all dark enough for white ink. */
  gdk_rgba_parse (out, dark || light_ink[colour] ? "#ffffff" : "#1e1e1e");
}

void
ts_burgundy_paint_tile (guint    tile,
                        guint    space_colour,
                        gboolean dark,
                        GdkRGBA *fill,
                        GdkRGBA *ink)
{
  guint colour = ts_burgundy_tile_colour (tile);

  if (tile == TS_BURGUNDY_TILE_INN)
    {
      /* Wood: an inn fits any space, so none of the six colours. */
      gdk_rgba_parse (fill, dark ? "#7a4a26" : "#a8683a");
      gdk_rgba_parse (ink, "#ffffff");
      return;
    }
  if (tile == TS_BURGUNDY_TILE_WHITE_CASTLE)
    {
      gdk_rgba_parse (fill, dark ? "#d8d3c8" : "#fbf8f1");
      gdk_rgba_parse (ink, "#1e1e1e");
      return;
    }
  if (colour >= TS_BURGUNDY_N_COLOURS)
    colour = MIN (space_colour, TS_BURGUNDY_N_COLOURS - 1);
  ts_burgundy_paint_colour (colour, dark, fill);
  ts_burgundy_paint_ink (colour, dark, ink);
}

const char *
ts_burgundy_paint_css_class (TsBurgundyColour colour)
{
  g_return_val_if_fail (colour < TS_BURGUNDY_N_COLOURS, NULL);
  return css_classes[colour];
}

char *
ts_burgundy_paint_tile_name (guint tile)
{
  const char *name = ts_burgundy_tile_name (tile);
  gunichar first = g_utf8_get_char (name);
  char buf[8] = { 0 };

  g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  return g_strconcat (buf, g_utf8_next_char (name), NULL);
}

/* The engine's name, the one History uses, capitalised: one name per tile (issue 24: the
 * picker said “Tower” where History said “watchtower”). Only monasteries are shortened, by
 * their number, and an unknown tile is a “?”. */
char *
ts_burgundy_paint_tile_short (guint tile)
{
  if (tile == TS_BURGUNDY_TILE_UNKNOWN)
    /* Translators: a tile on the board that nobody has identified yet. */
    return g_strdup (C_ ("tile", "?"));
  if (TS_BURGUNDY_IS_MONASTERY (tile))
    /* Translators: short label of monastery tile number %d, to fit inside a small hexagon. */
    return g_strdup_printf (C_ ("tile", "Mon. %d"), TS_BURGUNDY_MONASTERY_OF (tile));
  return ts_burgundy_paint_tile_name (tile);
}

void
ts_burgundy_paint_shield (GtkSnapshot *snapshot,
                          GtkWidget   *widget,
                          float        cx,
                          float        top,
                          float        height,
                          guint        shield)
{
  float w = height * 0.8f;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (cx - w / 2 - 2, top - 2, w + 4, height + 4);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  g_autofree char *text = g_strdup_printf ("%u", shield);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  int tw, th;

  /* Flat top, straight sides, a point at the bottom. */
  cairo_move_to (cr, cx - w / 2, top);
  cairo_line_to (cr, cx + w / 2, top);
  cairo_line_to (cr, cx + w / 2, top + height * 0.45f);
  cairo_curve_to (cr, cx + w / 2, top + height * 0.8f, cx + w * 0.15f, top + height * 0.92f, cx,
                  top + height);
  cairo_curve_to (cr, cx - w * 0.15f, top + height * 0.92f, cx - w / 2, top + height * 0.8f,
                  cx - w / 2, top + height * 0.45f);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.70, 0.11, 0.13);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.98, 0.85, 0.35);
  cairo_set_line_width (cr, MAX (1, height * 0.07f));
  cairo_stroke (cr);

  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, MAX (6, height * 0.5f) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &tw, &th);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, cx - tw / 2.0, top + height * 0.42f - th / 2.0);
  pango_cairo_show_layout (cr, layout);
  cairo_destroy (cr);
}

void
ts_burgundy_paint_hex (GtkSnapshot   *snapshot,
                       float          cx,
                       float          cy,
                       float          radius,
                       const GdkRGBA *fill,
                       const GdkRGBA *border,
                       float          border_width)
{
  float margin = border_width + 1;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (cx - radius - margin, cy - radius - margin,
                                               2 * (radius + margin), 2 * (radius + margin));
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &bounds);

  ts_paint_hex_path (cr, cx, cy, radius);
  if (fill != NULL)
    {
      gdk_cairo_set_source_rgba (cr, fill);
      cairo_fill_preserve (cr);
    }
  if (border != NULL && border_width > 0)
    {
      gdk_cairo_set_source_rgba (cr, border);
      cairo_set_line_width (cr, border_width);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

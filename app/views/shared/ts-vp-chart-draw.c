/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Drawing the VP chart with cairo and Pango: the legend, the shaded groups, the VP grid, the
 * step numbers and one line per player. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "ts-vp-chart-private.h"

/* -------------------------------------------------------------------------------------- */
/* Drawing                                                                                 */

static PangoLayout *
make_layout (TsVpChart  *self,
             const char *text,
             gboolean    small)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  if (small)
    {
      g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_scale_new (0.83));
      pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
      pango_layout_set_attributes (layout, attrs);
    }
  return layout;
}

/* Draws @text with its anchor point at (@x, @y): @xalign/@yalign 0 = left/top, 1 = right/
 * bottom. Returns its width. */
static double
draw_text (TsVpChart  *self,
           cairo_t    *cr,
           const char *text,
           gboolean    small,
           double      x,
           double      y,
           double      xalign,
           double      yalign)
{
  g_autoptr(PangoLayout) layout = make_layout (self, text, small);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w * xalign, y - h * yalign);
  pango_cairo_show_layout (cr, layout);
  return w;
}

/* A round step for the VP axis that gives at most 6 gridlines. */
static int
nice_step (int top)
{
  static const int steps[] = { 2, 5, 10, 20, 25, 50, 100, 200, 500 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (top <= steps[i] * 6)
      return steps[i];
  return 1000;
}

static void
set_source_alpha (cairo_t       *cr,
                  const GdkRGBA *color,
                  double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* The names with a line sample each; returns the height used. */
static double
draw_legend (TsVpChart     *self,
             cairo_t       *cr,
             const GdkRGBA *fg,
             double         left,
             double         width)
{
  double x = left, y = 0, line_height = 0;

  for (guint p = 0; p < self->n_players; p++)
    {
      int value = self->vp[p][self->finished ? self->n_steps : MAX (self->n_played, 1) - 1];
      /* Translators: a chart legend entry: player name, then their VP now */
      g_autofree char *text = g_strdup_printf (_("%s: %d"), self->names[p], value);
      g_autoptr(PangoLayout) layout = make_layout (self, text, FALSE);
      int w, h;

      pango_layout_get_pixel_size (layout, &w, &h);
      if (x > left && x + 22 + w > left + width)
        {
          x = left;
          y += line_height + 4;
        }
      line_height = MAX (line_height, h);
      set_source_alpha (cr, fg, 0.3);
      cairo_set_line_width (cr, 5);
      cairo_move_to (cr, x, y + h / 2.0);
      cairo_line_to (cr, x + 16, y + h / 2.0);
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, &self->colors[p]);
      cairo_set_line_width (cr, 3);
      cairo_move_to (cr, x + 1, y + h / 2.0);
      cairo_line_to (cr, x + 15, y + h / 2.0);
      cairo_stroke (cr);
      gdk_cairo_set_source_rgba (cr, fg);
      cairo_move_to (cr, x + 22, y);
      pango_cairo_show_layout (cr, layout);
      x += 22 + w + 20;
    }
  return y + line_height;
}

void
ts_vp_chart_draw (TsVpChart *self,
                  cairo_t   *cr,
                  double     width,
                  double     height)
{
  GdkRGBA fg;
  g_autoptr(PangoLayout) probe = make_layout (self, "88", TRUE);
  int text_w, text_h, top_vp = 10, step;
  guint every;
  double left, right = width - 8, top, bottom, slot, label_w = 0;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  pango_layout_get_pixel_size (probe, &text_w, &text_h);

  for (guint p = 0; p < self->n_players; p++)
    for (guint s = 0; s <= self->n_steps; s++)
      top_vp = MAX (top_vp, self->vp[p][s]);
  step = nice_step (top_vp);
  top_vp = (top_vp + step - 1) / step * step;
  for (int v = 0; v <= top_vp; v += step)
    {
      g_autofree char *text = g_strdup_printf ("%d", v);
      g_autoptr(PangoLayout) layout = make_layout (self, text, TRUE);
      int w;

      pango_layout_get_pixel_size (layout, &w, NULL);
      label_w = MAX (label_w, w);
    }
  left = label_w + 10;

  top = draw_legend (self, cr, &fg, left, right - left) + 12 + text_h / 2.0;
  bottom = height - 2 * text_h - 10;
  if (bottom - top < 40)
    return;
  slot = (right - left) / (self->n_steps + 1);

  /* Alternate groups are shaded, each labelled under its steps (Burgundy: the phase
   * letters under each five rounds). */
  for (guint g = 0; self->group_size > 0 && g * self->group_size < self->n_steps; g++)
    {
      double x0 = left + g * self->group_size * slot;
      guint size = MIN (self->group_size, self->n_steps - g * self->group_size);
      g_autofree char *label = self->steps->group_short (g);

      if (g % 2 == 0)
        {
          set_source_alpha (cr, &fg, 0.05);
          cairo_rectangle (cr, x0, top, size * slot, bottom - top);
          cairo_fill (cr);
        }
      set_source_alpha (cr, &fg, 0.8);
      draw_text (self, cr, label, FALSE, x0 + size * slot / 2, bottom + text_h + 6, 0.5, 0);
    }

  /* VP gridlines and labels. */
  cairo_set_line_width (cr, 1);
  for (int v = 0; v <= top_vp; v += step)
    {
      g_autofree char *text = g_strdup_printf ("%d", v);
      double y = bottom - (bottom - top) * v / top_vp;

      set_source_alpha (cr, &fg, v == 0 ? 0.4 : 0.12);
      cairo_move_to (cr, left, round (y) + 0.5);
      cairo_line_to (cr, right, round (y) + 0.5);
      cairo_stroke (cr);
      set_source_alpha (cr, &fg, 0.7);
      draw_text (self, cr, text, TRUE, left - 6, y, 1, 0.5);
    }

  /* Step numbers: all of them when they fit, else the end of each group, else as many as
   * fit. */
  set_source_alpha (cr, &fg, 0.7);
  every = MAX ((guint) ceil ((text_w + 4) / slot), 1);
  for (guint r = 0; r < self->n_steps; r++)
    if (slot >= text_w + 4 || r == 0
        || (self->group_size > 0 ? (r + 1) % self->group_size == 0 : (r + 1) % every == 0))
      {
        g_autofree char *text = g_strdup_printf ("%u", r + 1);

        draw_text (self, cr, text, TRUE, left + (r + 0.5) * slot, bottom + 3, 0.5, 0);
      }
  /* The final scoring stands apart from the steps. */
  {
    double dash[] = { 2, 3 };
    double x = round (left + self->n_steps * slot) + 0.5;

    set_source_alpha (cr, &fg, 0.3);
    cairo_set_dash (cr, dash, 2, 0);
    cairo_move_to (cr, x, top);
    cairo_line_to (cr, x, bottom);
    cairo_stroke (cr);
    cairo_set_dash (cr, NULL, 0, 0);
  }
  set_source_alpha (cr, &fg, 0.7);
  /* Translators: the last point of the VP chart, after the final scoring (keep it short) */
  draw_text (self, cr, C_("vp chart", "End"), TRUE, left + self->n_steps * slot + slot / 2,
             bottom + text_h + 6, 0.5, 0);

  if (self->n_played == 0)
    {
      set_source_alpha (cr, &fg, 0.55);
      draw_text (self, cr, _("Nothing has been played yet."), FALSE, (left + right) / 2,
                 (top + bottom) / 2, 0.5, 0.5);
      return;
    }

  /* One line per player: a faint halo keeps a white or black line visible on any
   * background, then the colour; the final scoring is a dashed last step. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    for (guint p = 0; p < self->n_players; p++)
      {
        guint last = self->n_played - 1;
        double lx = left + (last + 0.5) * slot;
        double ly = bottom - (bottom - top) * self->vp[p][last] / top_vp;

        for (guint r = 0; r < self->n_played; r++)
          {
            double x = left + (r + 0.5) * slot;
            double y = bottom - (bottom - top) * self->vp[p][r] / top_vp;

            if (r == 0)
              cairo_move_to (cr, x, y);
            else
              cairo_line_to (cr, x, y);
          }
        if (pass == 0)
          set_source_alpha (cr, &fg, 0.3);
        else
          gdk_cairo_set_source_rgba (cr, &self->colors[p]);
        cairo_set_line_width (cr, pass == 0 ? 5 : 2.5);
        cairo_stroke (cr);

        if (self->finished)
          {
            double fx = left + (self->n_steps + 0.5) * slot;
            double fy = bottom - (bottom - top) * self->vp[p][self->n_steps] / top_vp;
            double dash[] = { 4, 3 };

            cairo_move_to (cr, lx, ly);
            cairo_line_to (cr, fx, fy);
            if (pass == 1)
              cairo_set_dash (cr, dash, 2, 0);
            cairo_stroke (cr);
            cairo_set_dash (cr, NULL, 0, 0);
            lx = fx;
            ly = fy;
          }
        /* The point where the line ends now. */
        cairo_arc (cr, lx, ly, pass == 0 ? 5 : 3.5, 0, 2 * G_PI);
        cairo_fill (cr);
      }
}

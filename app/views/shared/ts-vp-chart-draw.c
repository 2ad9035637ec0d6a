/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Drawing the VP chart with cairo and Pango: the legend, the shaded groups, the VP grid, the
 * step numbers and one line per player, with its point shape and the player's mark. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "ts-paint.h"
#include "ts-vp-chart-private.h"

/* The radius of a player's mark at the end of their line, and of their point shapes; the
 * room a shape needs on the steps axis (closer steps get one every so many). */
#define MARK_RADIUS 10.0
#define SHAPE_RADIUS 3.5
#define SHAPE_ROOM 18.0

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

static void
star_path (cairo_t *cr,
           double   x,
           double   y,
           double   outer,
           double   inner,
           guint    points,
           double   turn)
{
  guint n = inner > 0 ? 2 * points : points;

  for (guint i = 0; i < n; i++)
    {
      double r = inner > 0 && i % 2 == 1 ? inner : outer;
      double a = turn + i * 2 * G_PI / n;

      if (i == 0)
        cairo_move_to (cr, x + r * cos (a), y + r * sin (a));
      else
        cairo_line_to (cr, x + r * cos (a), y + r * sin (a));
    }
  cairo_close_path (cr);
}

/* Player @p's point shape around (@x, @y), about @r from the middle: a circle, a square, a
 * triangle, a diamond, a triangle upside down, then stars. Crossing lines can be followed by
 * them without colour. */
static void
shape_path (cairo_t *cr,
            guint    p,
            double   x,
            double   y,
            double   r)
{
  cairo_new_sub_path (cr);
  switch (p % MAX_PLAYERS)
    {
    case 0:
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, x - 0.85 * r, y - 0.85 * r, 1.7 * r, 1.7 * r);
      break;
    case 2:
      star_path (cr, x, y + 0.25 * r, 1.3 * r, 0, 3, -G_PI / 2);
      break;
    case 3:
      star_path (cr, x, y, 1.25 * r, 0, 4, -G_PI / 2);
      break;
    case 4:
      star_path (cr, x, y - 0.25 * r, 1.3 * r, 0, 3, G_PI / 2);
      break;
    case 5:
      star_path (cr, x, y, 1.45 * r, 0.5 * r, 4, G_PI / 4);
      break;
    case 6:
      star_path (cr, x, y, 1.45 * r, 0.6 * r, 5, -G_PI / 2);
      break;
    default:
      star_path (cr, x, y, 1.45 * r, 0.5 * r, 4, -G_PI / 2);
      break;
    }
}

/* A shape in the player's colour over a faint halo, which keeps white and black visible on
 * any background. */
static void
draw_shape (TsVpChart     *self,
            cairo_t       *cr,
            const GdkRGBA *fg,
            guint          p,
            double         x,
            double         y)
{
  shape_path (cr, p, x, y, SHAPE_RADIUS);
  set_source_alpha (cr, fg, 0.3);
  cairo_set_line_width (cr, 3);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &self->colors[p]);
  cairo_fill (cr);
}

/* The names with a line sample and its shape each; returns the height used. */
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
      draw_shape (self, cr, fg, p, x + 8, y + h / 2.0);
      gdk_cairo_set_source_rgba (cr, fg);
      cairo_move_to (cr, x + 22, y);
      pango_cairo_show_layout (cr, layout);
      x += 22 + w + 20;
    }
  return y + line_height;
}

/* Whether a mark at (@x, @y) would cover one of the first @n placed in @order. */
static gboolean
covers_placed (TsVpChart   *self,
               const guint *order,
               guint        n,
               double       x,
               double       y)
{
  for (guint k = 0; k < n; k++)
    if (hypot (self->spots[order[k]].x - x, self->spots[order[k]].y - y) < 2 * MARK_RADIUS + 1)
      return TRUE;
  return FALSE;
}

/* Each player's mark goes where their line ends, (@ex[p], @ey[p]); a mark that would cover
 * another (players ending on the same VP, or a few VP apart) moves right, a mark's width at a
 * time. From the top down and in seat order, so that players on the same VP read left to
 * right; the marks of a line end too close to the edge move back left together. */
static void
place_marks (TsVpChart    *self,
             const double *ex,
             const double *ey,
             double        max_x)
{
  guint order[MAX_PLAYERS];

  for (guint p = 0; p < self->n_players; p++)
    order[p] = p;
  for (guint i = 1; i < self->n_players; i++)
    for (guint k = i; k > 0 && ey[order[k]] < ey[order[k - 1]]; k--)
      {
        guint swap = order[k];

        order[k] = order[k - 1];
        order[k - 1] = swap;
      }
  for (guint i = 0; i < self->n_players; i++)
    {
      guint p = order[i];
      double x = ex[p];

      while (covers_placed (self, order, i, x, ey[p]))
        x += 2 * MARK_RADIUS + 1;
      self->spots[p] = (TsVpChartSpot) { x, ey[p], MARK_RADIUS };
    }
  for (guint p = 0; p < self->n_players; p++)
    {
      double over = 0;

      for (guint q = 0; q < self->n_players; q++)
        if (ex[q] == ex[p])
          over = MAX (over, self->spots[q].x - max_x);
      if (over > 0)
        for (guint q = 0; q < self->n_players; q++)
          if (ex[q] == ex[p])
            self->spots[q].x -= over;
    }
}

/* A disc in the player's colour over a faint halo, with their mark in it. */
static void
draw_mark (TsVpChart     *self,
           cairo_t       *cr,
           const GdkRGBA *fg,
           guint          p)
{
  const TsVpChartSpot *spot = &self->spots[p];

  cairo_new_path (cr);
  cairo_arc (cr, spot->x, spot->y, spot->radius + 1.5, 0, 2 * G_PI);
  set_source_alpha (cr, fg, 0.3);
  cairo_fill (cr);
  ts_paint_player_disc (cr, GTK_WIDGET (self), spot->x, spot->y, spot->radius,
                        &self->colors[p], NULL, 0, self->marks[p]);
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
  guint every, every_shape;
  double left, right = width - 8, top, bottom, slot, label_w = 0;
  gboolean now = ts_vp_chart_shows_now (self);
  double ex[MAX_PLAYERS], ey[MAX_PLAYERS];

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  pango_layout_get_pixel_size (probe, &text_w, &text_h);

  memset (self->spots, 0, sizeof self->spots);
  self->drawn_top = 0;
  for (guint p = 0; p < self->n_players; p++)
    for (guint s = 0; s <= self->n_steps; s++)
      top_vp = MAX (top_vp, self->vp[p][s]);
  for (guint p = 0; now && p < MIN (self->n_now, self->n_players); p++)
    top_vp = MAX (top_vp, self->now[p]);
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
  self->drawn_top = top_vp;
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
   * background, then the colour; the final scoring, or where the game would end now, is a
   * dashed last step. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    for (guint p = 0; p < self->n_players; p++)
      {
        guint last = self->n_played - 1;
        double lx = left + (last + 0.5) * slot;
        double ly = bottom - (bottom - top) * self->vp[p][last] / top_vp;
        gboolean projected = self->finished || (now && p < self->n_now);

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

        if (projected)
          {
            int value = self->finished ? self->vp[p][self->n_steps] : self->now[p];
            double fx = left + ((self->finished ? self->n_steps : self->n_played) + 0.5) * slot;
            double fy = bottom - (bottom - top) * value / top_vp;
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
        /* The point where the line ends, under the mark unless marks had to move aside. */
        cairo_arc (cr, lx, ly, pass == 0 ? 5 : 3.5, 0, 2 * G_PI);
        cairo_fill (cr);
        ex[p] = lx;
        ey[p] = ly;
      }

  /* Each line's shape on its steps (every so many where they are close), over the lines. */
  every_shape = MAX ((guint) ceil (SHAPE_ROOM / slot), 1);
  for (guint p = 0; p < self->n_players; p++)
    for (guint r = 0; r < self->n_played; r++)
      if (r % every_shape == 0 || r + 1 == self->n_played)
        draw_shape (self, cr, &fg, p,
                    left + (r + 0.5) * slot, bottom - (bottom - top) * self->vp[p][r] / top_vp);

  /* And last, over everything, each player's mark where their line ends. */
  place_marks (self, ex, ey, width - MARK_RADIUS - 2);
  for (guint p = 0; p < self->n_players; p++)
    draw_mark (self, cr, &fg, p);
}

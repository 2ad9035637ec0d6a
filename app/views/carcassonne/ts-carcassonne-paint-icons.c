/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The small pictures on the tiles (pennants, goods, the chapel) and on the map (followers,
 * builders, pigs with their players' marks, the farms overlay's check badge). */
#include "config.h"

#include <math.h>

#include "ts-carcassonne-paint-private.h"
#include "ts-carcassonne.h"
#include "ts-paint.h"

#define MARK_ON 0.45    /* a mark on a follower, of the follower's size */
#define DISC_RADIUS 6.0 /* the disc of a mark beside a figure too small to carry it */

static void
rgba (cairo_t    *cr,
      const char *spec,
      double      alpha)
{
  GdkRGBA color;

  gdk_rgba_parse (&color, spec);
  cairo_set_source_rgba (cr, color.red, color.green, color.blue, alpha);
}

void
ts_carcassonne_paint_pennant (cairo_t *cr,
                              double   x,
                              double   y,
                              double   s)
{
  cairo_move_to (cr, x - s / 2, y - s / 2);
  cairo_line_to (cr, x + s / 2, y - s / 2);
  cairo_line_to (cr, x + s / 2, y);
  cairo_curve_to (cr, x + s / 2, y + s / 4, x + s / 5, y + s / 2.4, x, y + s / 2);
  cairo_curve_to (cr, x - s / 5, y + s / 2.4, x - s / 2, y + s / 4, x - s / 2, y);
  cairo_close_path (cr);
  rgba (cr, "#ffffff", 1);
  cairo_set_line_width (cr, s * 0.22);
  cairo_stroke_preserve (cr);
  rgba (cr, "#2456a8", 1);
  cairo_fill (cr);
}

/* Wine, grain and cloth on a pale round badge, so that each reads on the city at 48 px. */
void
ts_carcassonne_paint_good (cairo_t          *cr,
                           TsCarcassonneGood good,
                           double            x,
                           double            y,
                           double            s)
{
  double r = s / 2;

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  rgba (cr, "#fbf6e6", 1);
  cairo_fill_preserve (cr);
  rgba (cr, "#85663a", 1);
  cairo_set_line_width (cr, s * 0.08);
  cairo_stroke (cr);
  cairo_set_line_width (cr, s * 0.07);
  switch (good)
    {
    case TS_CARCASSONNE_WINE:
      /* A goblet: a bowl, a stem and a foot. */
      cairo_move_to (cr, x - r * 0.55, y - r * 0.55);
      cairo_line_to (cr, x + r * 0.55, y - r * 0.55);
      cairo_curve_to (cr, x + r * 0.55, y + r * 0.1, x + r * 0.2, y + r * 0.2, x, y + r * 0.2);
      cairo_curve_to (cr, x - r * 0.2, y + r * 0.2, x - r * 0.55, y + r * 0.1, x - r * 0.55,
                      y - r * 0.55);
      cairo_close_path (cr);
      cairo_rectangle (cr, x - r * 0.08, y + r * 0.15, r * 0.16, r * 0.4);
      cairo_rectangle (cr, x - r * 0.35, y + r * 0.52, r * 0.7, r * 0.14);
      rgba (cr, "#7b1e4d", 1);
      cairo_fill (cr);
      break;
    case TS_CARCASSONNE_GRAIN:
      /* An ear of wheat: a stalk with grains on both sides. */
      cairo_move_to (cr, x, y + r * 0.75);
      cairo_line_to (cr, x, y - r * 0.5);
      rgba (cr, "#8a5c0d", 1);
      cairo_stroke (cr);
      for (int i = 0; i < 3; i++)
        {
          double gy = y - r * 0.35 + i * r * 0.3;

          for (int side = -1; side <= 1; side += 2)
            {
              cairo_save (cr);
              cairo_translate (cr, x + side * r * 0.2, gy);
              cairo_rotate (cr, side * 0.6);
              cairo_scale (cr, r * 0.13, r * 0.24);
              cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
              cairo_restore (cr);
            }
        }
      cairo_save (cr);
      cairo_translate (cr, x, y - r * 0.62);
      cairo_scale (cr, r * 0.12, r * 0.22);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      rgba (cr, "#d99a14", 1);
      cairo_fill_preserve (cr);
      rgba (cr, "#8a5c0d", 1);
      cairo_set_line_width (cr, s * 0.03);
      cairo_stroke (cr);
      break;
    case TS_CARCASSONNE_CLOTH:
    default:
      /* A bolt of cloth: a roll seen from the side with two stripes. */
      cairo_rectangle (cr, x - r * 0.55, y - r * 0.38, r * 0.95, r * 0.76);
      rgba (cr, "#1f8a8a", 1);
      cairo_fill (cr);
      cairo_save (cr);
      cairo_translate (cr, x + r * 0.4, y);
      cairo_scale (cr, r * 0.2, r * 0.38);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      rgba (cr, "#5fc4c4", 1);
      cairo_fill (cr);
      cairo_rectangle (cr, x - r * 0.55, y - r * 0.16, r * 0.95, r * 0.1);
      cairo_rectangle (cr, x - r * 0.55, y + r * 0.08, r * 0.95, r * 0.1);
      rgba (cr, "#f4efe0", 1);
      cairo_fill (cr);
      break;
    }
}

void
ts_carcassonne_paint_chapel (cairo_t *cr)
{
  cairo_rectangle (cr, 0.36, 0.45, 0.28, 0.24);
  rgba (cr, "#f1e8d2", 1);
  cairo_fill_preserve (cr);
  rgba (cr, "#6b5a44", 1);
  cairo_set_line_width (cr, 0.018);
  cairo_stroke (cr);
  cairo_move_to (cr, 0.31, 0.47);
  cairo_line_to (cr, 0.5, 0.3);
  cairo_line_to (cr, 0.69, 0.47);
  cairo_close_path (cr);
  rgba (cr, "#b0392b", 1);
  cairo_fill_preserve (cr);
  rgba (cr, "#6b2019", 1);
  cairo_stroke (cr);
  /* The cross and the door. */
  cairo_move_to (cr, 0.5, 0.3);
  cairo_line_to (cr, 0.5, 0.2);
  cairo_move_to (cr, 0.46, 0.24);
  cairo_line_to (cr, 0.54, 0.24);
  rgba (cr, "#4a3c2c", 1);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
  cairo_rectangle (cr, 0.465, 0.58, 0.07, 0.11);
  rgba (cr, "#6b4a2c", 1);
  cairo_fill (cr);
}

void
ts_carcassonne_paint_check (cairo_t *cr,
                            double   x,
                            double   y,
                            double   size)
{
  double r = size / 2;

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.11, 0.48, 0.24);
  cairo_set_line_width (cr, size * 0.1);
  cairo_stroke (cr);
  cairo_move_to (cr, x - r * 0.5, y);
  cairo_line_to (cr, x - r * 0.1, y + r * 0.4);
  cairo_line_to (cr, x + r * 0.55, y - r * 0.45);
  cairo_set_line_width (cr, size * 0.16);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
}

/* A meeple in a 1 x 1 box, feet at the bottom. */
static void
meeple_path (cairo_t *cr)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.5, 0.17, 0.16, 0, 2 * G_PI);
  cairo_move_to (cr, 0.37, 0.31);
  cairo_curve_to (cr, 0.2, 0.34, 0.04, 0.38, 0.02, 0.47);
  cairo_curve_to (cr, 0.0, 0.56, 0.18, 0.56, 0.28, 0.56);
  cairo_line_to (cr, 0.1, 0.96);
  cairo_line_to (cr, 0.4, 0.98);
  cairo_line_to (cr, 0.5, 0.8);
  cairo_line_to (cr, 0.6, 0.98);
  cairo_line_to (cr, 0.9, 0.96);
  cairo_line_to (cr, 0.72, 0.56);
  cairo_curve_to (cr, 0.82, 0.56, 1.0, 0.56, 0.98, 0.47);
  cairo_curve_to (cr, 0.96, 0.38, 0.8, 0.34, 0.63, 0.31);
  cairo_close_path (cr);
}

static void
pig_path (cairo_t *cr)
{
  cairo_new_sub_path (cr);
  cairo_save (cr);
  cairo_translate (cr, 0.46, 0.55);
  cairo_scale (cr, 0.42, 0.3);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  /* Snout, ears and legs. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.9, 0.52, 0.1, 0, 2 * G_PI);
  cairo_move_to (cr, 0.62, 0.3);
  cairo_line_to (cr, 0.72, 0.14);
  cairo_line_to (cr, 0.78, 0.33);
  cairo_close_path (cr);
  cairo_rectangle (cr, 0.2, 0.74, 0.12, 0.2);
  cairo_rectangle (cr, 0.58, 0.74, 0.12, 0.2);
}

/* The carcassonne figures' dark rim, which shows on every tile. */
static const GdkRGBA disc_rim = { 0.1, 0.1, 0.1, 0.95 };

void
ts_carcassonne_paint_scorers (GtkSnapshot       *snapshot,
                              GtkWidget         *widget,
                              double             x,
                              double             y,
                              double             radius,
                              const GdkRGBA     *colors,
                              const char *const *marks,
                              guint              n_players,
                              guint              winners)
{
  guint n = 0, i = 0;
  cairo_t *cr;

  for (guint p = 0; p < n_players; p++)
    n += (winners >> p) & 1u;
  if (n == 0)
    return;
  x -= (n - 1) * (radius + 0.5);
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (x - radius - 1, y - radius - 1,
                                                       n * (2 * radius + 1) + 2, 2 * radius + 2));
  for (guint p = 0; p < n_players; p++)
    if ((winners >> p) & 1u)
      ts_paint_player_disc (cr, widget, x + i++ * (2 * radius + 1), y, radius, &colors[p],
                            &disc_rim, 1.2, marks[p]);
  cairo_destroy (cr);
}

double
ts_carcassonne_paint_figure_reach (double size)
{
  /* Beside it, the mark's disc is right of the widest figure (the pig, 1.1 times its size). */
  if (size * MARK_ON >= TS_CARCASSONNE_PAINT_MARK_MIN)
    return size;
  return MAX (size, size * 0.55 + 2 * DISC_RADIUS + 2);
}

/* Where a figure's mark goes, from its centre, and how high: on the body, clear of the
 * follower's head, the builder's band and the pig's eye. */
static void
mark_place (guint    figure,
            gboolean lying,
            double   w,
            double   h,
            double   size,
            double  *dx,
            double  *dy,
            double  *mark_size)
{
  *dx = *dy = 0;
  *mark_size = size * MARK_ON;
  if (figure == TS_CARCASSONNE_BUILDER)
    {
      *dy = h * 0.14;
      *mark_size = size * 0.4;
    }
  else if (figure == TS_CARCASSONNE_PIG)
    {
      *dx = -w * 0.04;
      *dy = h * 0.05;
      *mark_size = size * 0.4;
    }
  else if (lying)
    *dx = w * 0.07;
  else
    *dy = h * 0.07;
}

void
ts_carcassonne_paint_figure (GtkSnapshot   *snapshot,
                             GtkWidget     *widget,
                             guint          figure,
                             gboolean       lying,
                             float          x,
                             float          y,
                             float          size,
                             const GdkRGBA *color,
                             const char    *mark)
{
  double w = size, h = size;
  graphene_rect_t bounds;
  cairo_t *cr;
  double outline;
  gboolean marked = mark != NULL && *mark != '\0';
  gboolean beside = marked && size * MARK_ON < TS_CARCASSONNE_PAINT_MARK_MIN;

  g_return_if_fail (color != NULL);
  if (figure == TS_CARCASSONNE_BUILDER)
    {
      w = size * 0.85;
      h = size * 1.3;
    }
  else if (figure == TS_CARCASSONNE_PIG)
    {
      w = size * 1.1;
      h = size * 0.75;
    }
  if (lying && figure == TS_CARCASSONNE_FOLLOWER)
    {
      double t = w;

      w = h;
      h = t * 0.9;
    }
  outline = MAX (1.5, size * 0.07);
  if (beside)
    {
      double reach = ts_carcassonne_paint_figure_reach (size);

      graphene_rect_init (&bounds, x - reach, y - reach, 2 * reach, 2 * reach);
    }
  else
    graphene_rect_init (&bounds, x - w / 2 - outline, y - h / 2 - outline, w + 2 * outline,
                        h + 2 * outline);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_save (cr);
  cairo_translate (cr, x - w / 2, y - h / 2);
  if (lying && figure == TS_CARCASSONNE_FOLLOWER)
    {
      /* On its back, head to the left. */
      cairo_translate (cr, 0, h);
      cairo_rotate (cr, -G_PI / 2);
      cairo_scale (cr, h, w);
    }
  else
    cairo_scale (cr, w, h);
  if (figure == TS_CARCASSONNE_PIG)
    pig_path (cr);
  else
    meeple_path (cr);
  cairo_restore (cr);
  /* The dark outline first, the colour over it: yellow and white read on the fields. */
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.95);
  cairo_set_line_width (cr, outline * 2);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill (cr);
  if (figure == TS_CARCASSONNE_BUILDER)
    {
      /* The builder's mark: a band across the chest. */
      cairo_rectangle (cr, x - w * 0.3, y - h * 0.08, w * 0.6, h * 0.06);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.8);
      cairo_fill (cr);
    }
  else if (figure == TS_CARCASSONNE_PIG)
    {
      cairo_arc (cr, x - w / 2 + w * 0.72, y - h / 2 + h * 0.45, MAX (1, size * 0.04), 0,
                 2 * G_PI);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
      cairo_fill (cr);
    }
  /* The player's mark, so that the colour is not all that tells whose figure it is. */
  if (beside)
    ts_paint_player_disc (cr, widget, x + w / 2 + DISC_RADIUS - 1, y + h / 2 - DISC_RADIUS,
                          DISC_RADIUS, color, &disc_rim, 1.2, mark);
  else if (marked)
    {
      double dx, dy, mark_size;

      mark_place (figure, lying && figure == TS_CARCASSONNE_FOLLOWER, w, h, size, &dx, &dy,
                  &mark_size);
      ts_paint_player_mark (cr, widget, x + dx, y + dy, mark_size, color, mark);
    }
  cairo_destroy (cr);
}

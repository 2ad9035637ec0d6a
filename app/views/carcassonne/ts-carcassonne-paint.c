/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Our own pictures of Carcassonne's tiles and figures, drawn from the tile data with cairo
 * (GTK 4.8 has no GskPath for curves). A tile is the unit square; the features are laid
 * out on it from their sides and half-edges, so every kind of the data draws without a
 * picture of its own. */
#include "config.h"

#include <math.h>

#include "ts-carcassonne-paint-private.h"
#include "ts-carcassonne.h"

/* A picture: the same colours in light and dark mode. */
#define FIELD "#7fb24a"
#define FIELD_LINE "#5f8f33"
#define ROAD "#e9e2d0"
#define ROAD_EDGE "#978d76"
#define CITY "#d7b67c"
#define CITY_WALL "#85663a"
#define SQUARE "#cfc4a8"
#define ROAD_WIDTH TS_CARCASSONNE_PAINT_ROAD_WIDTH
#define EDGE_WIDTH 0.025

typedef enum
{
  CITY_CAP,    /* canonical: the north side */
  CITY_CORNER, /* north and west */
  CITY_BAND,   /* west to east through the centre */
  CITY_THREE,  /* north, east and west */
  CITY_ALL,
} CityShape;

/* Where a city's follower, its pennant and its goods go, on the canonical shape. */
static const double city_spots[][3][2] = {
  [CITY_CAP] = { { 0.5, 0.11 }, { 0.2, 0.08 }, { 0.8, 0.08 } },
  [CITY_CORNER] = { { 0.22, 0.22 }, { 0.11, 0.46 }, { 0.46, 0.15 } },
  [CITY_BAND] = { { 0.5, 0.5 }, { 0.14, 0.5 }, { 0.86, 0.5 } },
  [CITY_THREE] = { { 0.5, 0.36 }, { 0.16, 0.16 }, { 0.8, 0.18 } },
  [CITY_ALL] = { { 0.5, 0.5 }, { 0.25, 0.25 }, { 0.75, 0.25 } },
};

/* The perimeter clockwise from the top-left corner: half-edge h runs from point h to h + 1. */
static const double perimeter[9][2] = {
  { 0, 0 }, { 0.5, 0 }, { 1, 0 }, { 1, 0.5 }, { 1, 1 }, { 0.5, 1 }, { 0, 1 }, { 0, 0.5 }, { 0, 0 },
};
static const double side_mid[4][2] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
/* The corner between side s and side s + 1. */
static const double corner[4][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { 0, 0 } };

static void
rgba (cairo_t    *cr,
      const char *spec,
      double      alpha)
{
  GdkRGBA color;

  gdk_rgba_parse (&color, spec);
  cairo_set_source_rgba (cr, color.red, color.green, color.blue, alpha);
}

static guint8
turn_sides (guint8 sides,
            guint  turns)
{
  turns %= 4;
  return ((sides << turns) | (sides >> (4 - turns))) & 0xf;
}

/* (x, y) on a tile turned @turns quarter turns clockwise. */
static void
turn_point (double  x,
            double  y,
            guint   turns,
            double *out_x,
            double *out_y)
{
  for (guint i = 0; i < turns % 4; i++)
    {
      double t = x;

      x = 1 - y;
      y = t;
    }
  *out_x = x;
  *out_y = y;
}

static void
push_turn (cairo_t *cr,
           guint    turns)
{
  cairo_save (cr);
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, G_PI / 2 * (turns % 4));
  cairo_translate (cr, -0.5, -0.5);
}

static CityShape
city_shape (guint8 sides,
            guint *turns)
{
  static const guint8 canonical[] = {
    [CITY_CAP] = 1 << TS_CARCASSONNE_N,
    [CITY_CORNER] = 1 << TS_CARCASSONNE_N | 1 << TS_CARCASSONNE_W,
    [CITY_BAND] = 1 << TS_CARCASSONNE_E | 1 << TS_CARCASSONNE_W,
    [CITY_THREE] = 1 << TS_CARCASSONNE_N | 1 << TS_CARCASSONNE_E | 1 << TS_CARCASSONNE_W,
    [CITY_ALL] = 0xf,
  };

  for (guint shape = 0; shape < G_N_ELEMENTS (canonical); shape++)
    for (guint r = 0; r < 4; r++)
      if (turn_sides (canonical[shape], r) == sides)
        {
          *turns = r;
          return shape;
        }
  *turns = 0;
  return CITY_ALL;
}

static void
city_path (cairo_t *cr,
           guint8   sides)
{
  guint turns;
  CityShape shape = city_shape (sides, &turns);

  push_turn (cr, turns);
  switch (shape)
    {
    case CITY_CAP:
      cairo_move_to (cr, 0, 0);
      cairo_line_to (cr, 1, 0);
      cairo_curve_to (cr, 0.72, 0.38, 0.28, 0.38, 0, 0);
      break;
    case CITY_CORNER:
      cairo_move_to (cr, 0, 0);
      cairo_line_to (cr, 1, 0);
      cairo_curve_to (cr, 0.533, 0.2, 0.2, 0.533, 0, 1);
      break;
    case CITY_BAND:
      cairo_move_to (cr, 0, 0);
      cairo_curve_to (cr, 0.3, 0.38, 0.7, 0.38, 1, 0);
      cairo_line_to (cr, 1, 1);
      cairo_curve_to (cr, 0.7, 0.62, 0.3, 0.62, 0, 1);
      break;
    case CITY_THREE:
      cairo_move_to (cr, 0, 0);
      cairo_line_to (cr, 1, 0);
      cairo_line_to (cr, 1, 1);
      cairo_curve_to (cr, 0.7, 0.62, 0.3, 0.62, 0, 1);
      break;
    case CITY_ALL:
    default:
      cairo_rectangle (cr, 0, 0, 1, 1);
      break;
    }
  cairo_close_path (cr);
  cairo_restore (cr);
}

/* Spot @which (0 the figure, 1 the pennant, 2 the goods) of a city, on the unturned tile. */
static void
city_spot (guint8  sides,
           guint   which,
           double *x,
           double *y)
{
  guint turns;
  CityShape shape = city_shape (sides, &turns);

  turn_point (city_spots[shape][which][0], city_spots[shape][which][1], turns, x, y);
}

static guint
count_bits (guint v)
{
  return (guint) __builtin_popcount (v);
}

static int
first_side (guint8 sides)
{
  for (int s = 0; s < 4; s++)
    if (sides & (1 << s))
      return s;
  return 0;
}

/* Where the roads ending on this tile stop (unturned), and whether a village square marks
 * the spot: at the cloister, at the gate of a city through the centre, at the only city for
 * a single road, or else at a square in the middle. */
static gboolean
road_end (const TsCarcassonneKind *kind,
          double                  *x,
          double                  *y)
{
  guint dead_ends = 0;
  int big_city = -1, any_city = -1;

  *x = *y = 0.5;
  for (guint i = 0; i < kind->n_segments; i++)
    {
      const TsCarcassonneSegment *seg = &kind->segments[i];

      if (seg->kind == TS_CARCASSONNE_ROAD && count_bits (seg->sides) == 1)
        dead_ends++;
      else if (seg->kind == TS_CARCASSONNE_CITY)
        {
          if (any_city < 0)
            any_city = i;
          if (big_city < 0 && count_bits (seg->sides) >= 2)
            big_city = i;
        }
    }
  if (dead_ends == 0 || kind->cloister)
    return FALSE;
  if (big_city >= 0 || (dead_ends == 1 && any_city >= 0))
    {
      city_spot (kind->segments[big_city >= 0 ? big_city : any_city].sides, 0, x, y);
      return FALSE;
    }
  return TRUE;
}

static void
road_path (cairo_t                 *cr,
           const TsCarcassonneKind *kind,
           const TsCarcassonneSegment *seg)
{
  guint n = count_bits (seg->sides);
  int a = first_side (seg->sides);

  if (n == 2 && (seg->sides & (1 << ((a + 2) % 4))))
    {
      cairo_move_to (cr, side_mid[a][0], side_mid[a][1]);
      cairo_line_to (cr, side_mid[(a + 2) % 4][0], side_mid[(a + 2) % 4][1]);
    }
  else if (n == 2)
    {
      /* Adjacent sides: a quarter circle round their shared corner. */
      int b = (seg->sides & (1 << ((a + 1) % 4))) ? a : 3;
      double cx = corner[b][0], cy = corner[b][1];
      int from = b, to = (b + 1) % 4;
      double a1 = atan2 (side_mid[from][1] - cy, side_mid[from][0] - cx);
      double a2 = atan2 (side_mid[to][1] - cy, side_mid[to][0] - cx);
      double delta = remainder (a2 - a1, 2 * G_PI);

      cairo_new_sub_path (cr);
      if (delta > 0)
        cairo_arc (cr, cx, cy, 0.5, a1, a1 + delta);
      else
        cairo_arc_negative (cr, cx, cy, 0.5, a1, a1 + delta);
    }
  else
    {
      double ex, ey;

      road_end (kind, &ex, &ey);
      for (int s = 0; s < 4; s++)
        if (seg->sides & (1 << s))
          {
            cairo_move_to (cr, side_mid[s][0], side_mid[s][1]);
            cairo_line_to (cr, 0.5, 0.5);
            if (ex != 0.5 || ey != 0.5)
              cairo_line_to (cr, ex, ey);
          }
    }
}

static void
stroke_road (cairo_t                    *cr,
             const TsCarcassonneKind    *kind,
             const TsCarcassonneSegment *seg)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  road_path (cr, kind, seg);
  rgba (cr, ROAD_EDGE, 1);
  cairo_set_line_width (cr, ROAD_WIDTH + 2 * EDGE_WIDTH);
  cairo_stroke_preserve (cr);
  rgba (cr, ROAD, 1);
  cairo_set_line_width (cr, ROAD_WIDTH);
  cairo_stroke (cr);
}

static void
wedge_path (cairo_t *cr,
            guint    half)
{
  cairo_move_to (cr, 0.5, 0.5);
  cairo_line_to (cr, perimeter[half][0], perimeter[half][1]);
  cairo_line_to (cr, perimeter[half + 1][0], perimeter[half + 1][1]);
  cairo_close_path (cr);
}

/* An inner field (touching no edge) lies between its cities: away from the big ones. */
static void
inner_field_spot (const TsCarcassonneKind *kind,
                  double                  *x,
                  double                  *y)
{
  double dx = 0, dy = 0;

  for (guint i = 0; i < kind->n_segments; i++)
    if (kind->segments[i].kind == TS_CARCASSONNE_CITY)
      {
        double cx, cy;

        city_spot (kind->segments[i].sides, 0, &cx, &cy);
        dx += cx - 0.5;
        dy += cy - 0.5;
      }
  *x = 0.5 + 0.6 * dx;
  *y = 0.5 + 0.6 * dy;
}

/* The half-edge of a field with the most of the field around it: its figure's wedge. */
static guint
field_half (guint8 halves)
{
  guint best = 0;
  int best_score = -1;

  for (guint h = 0; h < 8; h++)
    if (halves & (1 << h))
      {
        guint across = (h % 2 == 0) ? (h + 7) % 8 : (h + 1) % 8;
        int score = ((halves >> (h ^ 1)) & 1) + ((halves >> across) & 1);

        if (score > best_score)
          {
            best_score = score;
            best = h;
          }
      }
  return best;
}

/* The unturned spot of a segment. */
static void
segment_spot (const TsCarcassonneKind *kind,
              guint                    segment,
              double                  *x,
              double                  *y)
{
  const TsCarcassonneSegment *seg = &kind->segments[segment];
  guint n = count_bits (seg->sides);
  int a = first_side (seg->sides);

  *x = *y = 0.5;
  switch (seg->kind)
    {
    case TS_CARCASSONNE_CITY:
      city_spot (seg->sides, 0, x, y);
      break;
    case TS_CARCASSONNE_ROAD:
      if (n == 2 && (seg->sides & (1 << ((a + 2) % 4))))
        {
          guint roads = 0;

          for (guint i = 0; i < kind->n_segments; i++)
            roads += kind->segments[i].kind == TS_CARCASSONNE_ROAD;
          /* Two roads through the middle (the bridge): each figure on its own half. */
          if (roads > 1)
            {
              *x = (side_mid[a][0] + 0.5) / 2;
              *y = (side_mid[a][1] + 0.5) / 2;
            }
        }
      else if (n == 2)
        {
          int b = (seg->sides & (1 << ((a + 1) % 4))) ? a : 3;

          *x = corner[b][0] + (0.5 - corner[b][0]) * 0.707;
          *y = corner[b][1] + (0.5 - corner[b][1]) * 0.707;
        }
      else
        {
          *x = (side_mid[a][0] + 0.5) / 2;
          *y = (side_mid[a][1] + 0.5) / 2;
        }
      break;
    case TS_CARCASSONNE_FIELD:
      if (seg->halves == 0)
        inner_field_spot (kind, x, y);
      else
        {
          /* Towards the tile's corner at the end of that half-edge: away from the roads,
           * which run along the middle lines. */
          guint h = field_half (seg->halves);
          guint c = h % 2 == 0 ? h : h + 1;

          *x = 0.5 + 0.55 * (perimeter[c][0] - 0.5);
          *y = 0.5 + 0.55 * (perimeter[c][1] - 0.5);
        }
      break;
    case TS_CARCASSONNE_CLOISTER:
    default:
      break;
    }
}

static void
paint_tile_cairo (cairo_t                 *cr,
                  const TsCarcassonneKind *kind,
                  guint                    rotation,
                  const GdkRGBA *const    *field_colors)
{
  double ex, ey;
  gboolean square = road_end (kind, &ex, &ey);

  rgba (cr, FIELD, 1);
  cairo_paint (cr);
  push_turn (cr, rotation);
  /* The farms overlay: each field's wedges washed with its colour. */
  for (guint i = 0; field_colors != NULL && i < kind->n_segments; i++)
    if (kind->segments[i].kind == TS_CARCASSONNE_FIELD && field_colors[i] != NULL)
      {
        const GdkRGBA *c = field_colors[i];

        for (guint h = 0; h < 8; h++)
          if (kind->segments[i].halves & (1 << h))
            wedge_path (cr, h);
        cairo_set_source_rgba (cr, c->red, c->green, c->blue, 0.65);
        cairo_fill (cr);
      }
  for (guint i = 0, through = 0; i < kind->n_segments; i++)
    if (kind->segments[i].kind == TS_CARCASSONNE_ROAD)
      {
        const TsCarcassonneSegment *seg = &kind->segments[i];
        int a = first_side (seg->sides);

        stroke_road (cr, kind, seg);
        if (seg->sides != ((1 << a) | (1 << ((a + 2) % 4))) || through++ == 0)
          continue;
        /* A second road through the middle passes over the first (the bridge): its
         * parapets across the crossing. */
        for (int side = -1; side <= 1; side += 2)
          {
            double off = side * (ROAD_WIDTH / 2 + EDGE_WIDTH);

            if (a % 2 == 0)
              {
                cairo_move_to (cr, 0.5 + off, 0.3);
                cairo_line_to (cr, 0.5 + off, 0.7);
              }
            else
              {
                cairo_move_to (cr, 0.3, 0.5 + off);
                cairo_line_to (cr, 0.7, 0.5 + off);
              }
          }
        rgba (cr, CITY_WALL, 1);
        cairo_set_line_width (cr, EDGE_WIDTH * 1.6);
        cairo_stroke (cr);
      }
  if (square)
    {
      cairo_rectangle (cr, 0.4, 0.4, 0.2, 0.2);
      rgba (cr, SQUARE, 1);
      cairo_fill_preserve (cr);
      rgba (cr, ROAD_EDGE, 1);
      cairo_set_line_width (cr, EDGE_WIDTH);
      cairo_stroke (cr);
    }
  for (guint i = 0; i < kind->n_segments; i++)
    if (kind->segments[i].kind == TS_CARCASSONNE_CITY)
      {
        city_path (cr, kind->segments[i].sides);
        rgba (cr, CITY, 1);
        cairo_fill_preserve (cr);
        rgba (cr, CITY_WALL, 1);
        cairo_set_line_width (cr, 0.035);
        cairo_stroke (cr);
      }
  cairo_restore (cr);

  /* Upright on every rotation: the chapel, pennants, goods and inner fields. */
  if (kind->cloister)
    ts_carcassonne_paint_chapel (cr);
  for (guint i = 0; i < kind->n_segments; i++)
    {
      const TsCarcassonneSegment *seg = &kind->segments[i];
      double x, y;

      if (seg->kind == TS_CARCASSONNE_CITY && seg->pennants > 0)
        {
          city_spot (seg->sides, 1, &x, &y);
          turn_point (x, y, rotation, &x, &y);
          ts_carcassonne_paint_pennant (cr, x, y, 0.16);
        }
      if (seg->kind == TS_CARCASSONNE_CITY)
        for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
          if (seg->goods[g] > 0)
            {
              city_spot (seg->sides, 2, &x, &y);
              turn_point (x, y, rotation, &x, &y);
              ts_carcassonne_paint_good (cr, g, x, y, 0.28);
            }
      if (seg->kind == TS_CARCASSONNE_FIELD && seg->halves == 0)
        {
          const GdkRGBA *c = field_colors != NULL ? field_colors[i] : NULL;

          inner_field_spot (kind, &x, &y);
          turn_point (x, y, rotation, &x, &y);
          cairo_new_path (cr);
          cairo_arc (cr, x, y, 0.08, 0, 2 * G_PI);
          rgba (cr, FIELD, 1);
          cairo_fill_preserve (cr);
          if (c != NULL)
            {
              cairo_set_source_rgba (cr, c->red, c->green, c->blue, 0.65);
              cairo_fill_preserve (cr);
            }
          rgba (cr, CITY_WALL, 1);
          cairo_set_line_width (cr, 0.02);
          cairo_stroke (cr);
        }
    }
  /* A thin line between tiles on the map. */
  cairo_rectangle (cr, 0, 0, 1, 1);
  rgba (cr, FIELD_LINE, 1);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
}

void
ts_carcassonne_paint_tile (GtkSnapshot             *snapshot,
                           const TsCarcassonneKind *kind,
                           guint                    rotation,
                           const graphene_rect_t   *bounds,
                           const GdkRGBA *const    *field_colors)
{
  cairo_t *cr;

  g_return_if_fail (kind != NULL && bounds != NULL);
  cr = gtk_snapshot_append_cairo (snapshot, bounds);
  cairo_translate (cr, bounds->origin.x, bounds->origin.y);
  cairo_scale (cr, bounds->size.width, bounds->size.height);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  paint_tile_cairo (cr, kind, rotation, field_colors);
  cairo_destroy (cr);
}

void
ts_carcassonne_paint_anchor (const TsCarcassonneKind *kind,
                             guint                    rotation,
                             guint                    segment,
                             double                  *x,
                             double                  *y)
{
  double ux, uy;

  g_return_if_fail (kind != NULL && segment < kind->n_segments);
  segment_spot (kind, segment, &ux, &uy);
  turn_point (ux, uy, rotation, x, y);
}

TsCarcassonnePaintPath
ts_carcassonne_paint_segment_path (cairo_t                 *cr,
                                   const TsCarcassonneKind *kind,
                                   guint                    rotation,
                                   guint                    segment)
{
  const TsCarcassonneSegment *seg;
  double x, y;

  g_return_val_if_fail (kind != NULL && segment < kind->n_segments, TS_CARCASSONNE_PATH_LINE);
  seg = &kind->segments[segment];
  cairo_new_path (cr);
  switch (seg->kind)
    {
    case TS_CARCASSONNE_ROAD:
      push_turn (cr, rotation);
      road_path (cr, kind, seg);
      cairo_restore (cr);
      return TS_CARCASSONNE_PATH_ROAD;
    case TS_CARCASSONNE_CITY:
      push_turn (cr, rotation);
      city_path (cr, seg->sides);
      cairo_restore (cr);
      return TS_CARCASSONNE_PATH_LINE;
    case TS_CARCASSONNE_FIELD:
      if (seg->halves == 0)
        {
          inner_field_spot (kind, &x, &y);
          turn_point (x, y, rotation, &x, &y);
          cairo_arc (cr, x, y, 0.1, 0, 2 * G_PI);
          return TS_CARCASSONNE_PATH_LINE;
        }
      push_turn (cr, rotation);
      for (guint h = 0; h < 8; h++)
        if (seg->halves & (1 << h))
          wedge_path (cr, h);
      cairo_restore (cr);
      return TS_CARCASSONNE_PATH_AREA;
    case TS_CARCASSONNE_CLOISTER:
    default:
      cairo_rectangle (cr, 0.25, 0.14, 0.5, 0.62);
      return TS_CARCASSONNE_PATH_LINE;
    }
}

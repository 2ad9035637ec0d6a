/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-map sheet's pages after the score table (issue 41): the map as it lay at the end,
 * with the coordinates the result names places by drawn along its edges and each feature of
 * the final scoring numbered where it lies, then the features, the farms city by city and the
 * farms explained. Drawn with the tiles' own pictures (ts-carcassonne-paint.h) and the score
 * sheet's text (ts-score-sheet.h), so that the PDF reads as the screen does. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ts-carcassonne-sheet-pages.h"
#include "ts-carcassonne-paint.h"

#define MARGIN TS_SCORE_SHEET_PAGE_MARGIN
#define CONTENT (TS_SCORE_SHEET_PAGE_WIDTH - 2 * MARGIN)
#define RULER 18.0     /* room for the coordinates beside the map, in points */
#define MAX_TILE 64.0  /* the largest a tile is drawn on the page */
#define FIGURE_SIZE 0.3 /* of a tile, as on the map */

typedef struct
{
  gboolean heading;
  char *text;
} Block;

struct _TsCarcassonneSheetPages
{
  TsCarcassonneState *state;
  GdkRGBA colors[TS_CARCASSONNE_MAX_PLAYERS];
  char **marks;      /* on the figures, or NULL */
  GArray *blocks;    /* of Block */
  GArray *page_ends; /* of guint: the block after each text page's last */
};

static void
block_clear (Block *block)
{
  g_clear_pointer (&block->text, g_free);
}

static void
pages_free (TsCarcassonneSheetPages *self)
{
  g_free (self->state);
  g_strfreev (self->marks);
  g_array_unref (self->blocks);
  g_array_unref (self->page_ends);
}

TsCarcassonneSheetPages *
ts_carcassonne_sheet_pages_new (const TsCarcassonneState *final,
                                const char *const        *colors,
                                const char *const        *marks)
{
  TsCarcassonneSheetPages *self = g_rc_box_new0 (TsCarcassonneSheetPages);

  self->marks = g_strdupv ((char **) marks);
  g_return_val_if_fail (final != NULL, self);

  self->state = ts_carcassonne_state_copy (final);
  for (guint p = 0; colors != NULL && colors[p] != NULL && p < TS_CARCASSONNE_MAX_PLAYERS; p++)
    if (!gdk_rgba_parse (&self->colors[p], colors[p]))
      self->colors[p] = (GdkRGBA) { 0.5, 0.5, 0.5, 1 };
  self->blocks = g_array_new (FALSE, FALSE, sizeof (Block));
  g_array_set_clear_func (self->blocks, (GDestroyNotify) block_clear);
  self->page_ends = g_array_new (FALSE, FALSE, sizeof (guint));
  return self;
}

TsCarcassonneSheetPages *
ts_carcassonne_sheet_pages_ref (TsCarcassonneSheetPages *self)
{
  return g_rc_box_acquire (self);
}

void
ts_carcassonne_sheet_pages_unref (TsCarcassonneSheetPages *self)
{
  g_rc_box_release_full (self, (GDestroyNotify) pages_free);
}

static void
add_block (TsCarcassonneSheetPages *self,
           gboolean                 heading,
           const char              *text)
{
  Block block = { heading, g_strdup (text) };

  g_array_append_val (self->blocks, block);
}

void
ts_carcassonne_sheet_pages_add_heading (TsCarcassonneSheetPages *self,
                                        const char              *heading)
{
  add_block (self, TRUE, heading);
}

void
ts_carcassonne_sheet_pages_add_line (TsCarcassonneSheetPages *self,
                                     const char              *line)
{
  add_block (self, FALSE, line);
}

/* -------------------------------------------------------------------------------------- */
/* The map                                                                                 */

/* Who holds a field on the farms overlay, as the map shows it: its majority's first player's
 * colour, grey for nobody. */
static const GdkRGBA *
field_color (TsCarcassonneSheetPages *self,
             guint                    tile,
             guint                    segment)
{
  static const GdkRGBA nobody = { 0.6, 0.6, 0.6, 1 };
  TsCarcassonneFeatureInfo info;

  ts_carcassonne_feature_info (self->state, ts_carcassonne_feature (self->state, tile, segment),
                               &info);
  for (guint p = 0; p < self->state->n_players; p++)
    if (info.majority & (1 << p))
      return &self->colors[p];
  return &nobody;
}

static void
bounds_of (const TsCarcassonneState *s,
           int                      *min_x,
           int                      *min_y,
           int                      *max_x,
           int                      *max_y)
{
  *min_x = *min_y = G_MAXINT;
  *max_x = *max_y = G_MININT;
  for (guint t = 0; t < s->n_tiles; t++)
    {
      *min_x = MIN (*min_x, s->tiles[t].x);
      *min_y = MIN (*min_y, s->tiles[t].y);
      *max_x = MAX (*max_x, s->tiles[t].x);
      *max_y = MAX (*max_y, s->tiles[t].y);
    }
}

/* Every tile (fields in their holders' colours) and figure, tile (x, y) at (x, y) * @scale. */
static GskRenderNode *
map_node (TsCarcassonneSheetPages *self,
          double                   scale)
{
  const TsCarcassonneState *s = self->state;
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  for (guint t = 0; t < s->n_tiles; t++)
    {
      const TsCarcassonnePlaced *placed = &s->tiles[t];
      const TsCarcassonneKind *kind = &s->data->kinds[placed->kind];
      const GdkRGBA *colors[TS_CARCASSONNE_MAX_SEGMENTS] = { NULL };
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (placed->x * scale, placed->y * scale, scale,
                                                   scale);

      for (guint g = 0; g < kind->n_segments; g++)
        if (kind->segments[g].kind == TS_CARCASSONNE_FIELD)
          colors[g] = field_color (self, t, g);
      ts_carcassonne_paint_tile (snapshot, kind, placed->rotation, &bounds, colors);
    }
  for (guint f = 0; f < s->n_figures; f++)
    {
      const TsCarcassonneFigure *figure = &s->figures[f];
      guint tile = figure->seg / TS_CARCASSONNE_MAX_SEGMENTS;
      guint segment = figure->seg % TS_CARCASSONNE_MAX_SEGMENTS;
      const TsCarcassonneKind *kind;
      double x, y;

      if (tile >= s->n_tiles || figure->player >= s->n_players)
        continue;
      kind = &s->data->kinds[s->tiles[tile].kind];
      if (segment >= kind->n_segments)
        continue;
      ts_carcassonne_paint_anchor (kind, s->tiles[tile].rotation, segment, &x, &y);
      /* Farmers lie in their fields; the mark in cairo's own font (no widget on paper). */
      ts_carcassonne_paint_figure (snapshot, NULL, figure->type,
                                   kind->segments[segment].kind == TS_CARCASSONNE_FIELD,
                                   (s->tiles[tile].x + x) * scale,
                                   (s->tiles[tile].y + y) * scale, scale * FIGURE_SIZE,
                                   &self->colors[figure->player],
                                   self->marks != NULL
                                       && figure->player < g_strv_length (self->marks)
                                     ? self->marks[figure->player]
                                     : NULL);
    }
  return gtk_snapshot_free_to_node (snapshot);
}

/* A coordinate with a true minus sign, as the result's words write them. */
static char *
coordinate_text (int value)
{
  return g_strdup_printf ("%s%d", value < 0 ? "−" : "", ABS (value));
}

/* @text centred on (@cx, @cy), in a white disc when @round (a feature's number over the
 * tiles). */
static void
draw_tag (cairo_t    *cr,
          const char *text,
          double      cx,
          double      cy,
          double      size,
          gboolean    round)
{
  double h = ts_score_sheet_show_text (cr, text, 0, 0, 0, size, PANGO_WEIGHT_BOLD,
                                       PANGO_ALIGN_LEFT, FALSE, FALSE);

  if (round)
    {
      double r = MAX (h / 2, strlen (text) * size * 0.32) + 2;

      cairo_save (cr);
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.12, 0.12, 0.13);
      cairo_set_line_width (cr, MAX (1, size / 8));
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  ts_score_sheet_show_text (cr, text, cx - 4 * size, cy - h / 2, 8 * size, size,
                            PANGO_WEIGHT_BOLD, PANGO_ALIGN_CENTER, FALSE, TRUE);
}

void
ts_carcassonne_sheet_pages_draw_marks (cairo_t                  *cr,
                                       const TsCarcassonneState *s,
                                       double                    origin_x,
                                       double                    origin_y,
                                       double                    scale,
                                       double                    width,
                                       double                    height)
{
  int min_x, min_y, max_x, max_y;
  double size = CLAMP (scale / 5, 7, 11);
  guint number = 0;

  g_return_if_fail (cr != NULL && s != NULL);

  if (s->n_tiles == 0)
    return;
  bounds_of (s, &min_x, &min_y, &max_x, &max_y);
  /* The columns' numbers along the top, the rows' down the left side, where the map is. */
  for (int x = min_x; x <= max_x; x++)
    {
      g_autofree char *text = coordinate_text (x);
      double cx = origin_x + (x + 0.5) * scale;

      if (cx > 0 && cx < width)
        draw_tag (cr, text, cx, MAX (size, origin_y + min_y * scale - size), size, FALSE);
    }
  for (int y = min_y; y <= max_y; y++)
    {
      g_autofree char *text = coordinate_text (y);
      double cy = origin_y + (y + 0.5) * scale;

      if (cy > 0 && cy < height)
        draw_tag (cr, text, MAX (size * 1.2, origin_x + min_x * scale - size * 1.2), cy, size,
                  FALSE);
    }
  /* Each feature of the final scoring numbered as the list numbers it, by its figures. */
  for (guint i = 0; i < s->n_scorings; i++)
    {
      const TsCarcassonneScoring *sc = &s->scorings[i];
      guint tile = sc->seg / TS_CARCASSONNE_MAX_SEGMENTS;
      guint segment = sc->seg % TS_CARCASSONNE_MAX_SEGMENTS;
      char text[8];
      double ax, ay;

      if (!sc->final)
        continue;
      number++;
      if (tile >= s->n_tiles)
        continue;
      ts_carcassonne_paint_anchor (&s->data->kinds[s->tiles[tile].kind], s->tiles[tile].rotation,
                                   segment, &ax, &ay);
      g_snprintf (text, sizeof text, "%u", number);
      draw_tag (cr, text, origin_x + (s->tiles[tile].x + ax + 0.2) * scale,
                origin_y + (s->tiles[tile].y + ay - 0.2) * scale, size, TRUE);
    }
}

/* The map page: a heading, how to read it, and the map as large as the page allows. */
static void
draw_map_page (TsCarcassonneSheetPages *self,
               cairo_t                 *cr)
{
  int min_x, min_y, max_x, max_y;
  double y = MARGIN, scale, width, height, left, top;
  g_autoptr(GskRenderNode) node = NULL;

  y += ts_score_sheet_show_text (cr, _("The Final Map"), MARGIN, y, CONTENT, 18,
                                 PANGO_WEIGHT_BOLD, PANGO_ALIGN_LEFT, FALSE, TRUE);
  y += 4;
  y += ts_score_sheet_show_text (
      cr,
      /* Translators: under the final map on the exported score sheet */
      _("Columns are numbered along the top and rows down the side, as the features name "
        "their places: the start tile is (0, 0). A number in a circle is the feature of the "
        "final scoring with that number. Fields are coloured by the player who holds them "
        "(grey: nobody)."),
      MARGIN, y, CONTENT, 10, PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, TRUE, TRUE);
  y += 12;
  if (self->state->n_tiles == 0)
    return;
  bounds_of (self->state, &min_x, &min_y, &max_x, &max_y);
  width = CONTENT - RULER;
  height = TS_SCORE_SHEET_PAGE_BOTTOM - y - RULER - 12;
  scale = MIN (MAX_TILE, MIN (width / (max_x - min_x + 1), height / (max_y - min_y + 1)));
  left = MARGIN + RULER + (width - scale * (max_x - min_x + 1)) / 2;
  top = y + RULER;
  node = map_node (self, scale);
  cairo_save (cr);
  cairo_translate (cr, left - min_x * scale, top - min_y * scale);
  gsk_render_node_draw (node, cr);
  cairo_restore (cr);
  ts_carcassonne_sheet_pages_draw_marks (cr, self->state, left - min_x * scale,
                                         top - min_y * scale, scale,
                                         TS_SCORE_SHEET_PAGE_WIDTH, TS_SCORE_SHEET_PAGE_HEIGHT);
}

/* -------------------------------------------------------------------------------------- */
/* The text pages                                                                          */

static double
block_height (cairo_t     *cr,
              const Block *block,
              gboolean     draw,
              double       y)
{
  if (block->heading)
    return 10 + ts_score_sheet_show_text (cr, block->text, MARGIN, y + 10, CONTENT, 13,
                                          PANGO_WEIGHT_BOLD, PANGO_ALIGN_LEFT, FALSE, draw)
           + 4;
  return ts_score_sheet_show_text (cr, block->text, MARGIN + 8, y, CONTENT - 8, 10.5,
                                   PANGO_WEIGHT_NORMAL, PANGO_ALIGN_LEFT, FALSE, draw)
         + 4;
}

/* Lays the blocks into pages: a heading never ends a page. */
static void
paginate (TsCarcassonneSheetPages *self)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double y = MARGIN;

  g_array_set_size (self->page_ends, 0);
  for (guint b = 0; b < self->blocks->len; b++)
    {
      const Block *block = &g_array_index (self->blocks, Block, b);
      double h = block_height (cr, block, FALSE, y);

      if (block->heading && b + 1 < self->blocks->len)
        h += block_height (cr, &g_array_index (self->blocks, Block, b + 1), FALSE, y);
      if (y + h > TS_SCORE_SHEET_PAGE_BOTTOM - 12 && y > MARGIN)
        {
          g_array_append_val (self->page_ends, b);
          y = MARGIN;
        }
      y += block_height (cr, block, FALSE, y);
    }
  if (self->blocks->len > 0)
    g_array_append_val (self->page_ends, self->blocks->len);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
draw_text_page (TsCarcassonneSheetPages *self,
                cairo_t                 *cr,
                guint                    page)
{
  guint first = page > 0 ? g_array_index (self->page_ends, guint, page - 1) : 0;
  guint end = g_array_index (self->page_ends, guint, page);
  double y = MARGIN;

  for (guint b = first; b < end; b++)
    y += block_height (cr, &g_array_index (self->blocks, Block, b), TRUE, y);
}

static void
draw_page_cb (cairo_t *cr,
              guint    page,
              gpointer data)
{
  TsCarcassonneSheetPages *self = data;

  if (page == 0)
    draw_map_page (self, cr);
  else if (page - 1 < self->page_ends->len)
    draw_text_page (self, cr, page - 1);
}

void
ts_carcassonne_sheet_pages_describe (TsCarcassonneSheetPages *self,
                                     TsScoreSheetPages       *pages)
{
  g_return_if_fail (self != NULL && pages != NULL);

  paginate (self);
  pages->n_pages = 1 + self->page_ends->len;
  pages->draw = draw_page_cb;
  pages->data = self;
  pages->ref = (gpointer (*) (gpointer)) ts_carcassonne_sheet_pages_ref;
  pages->unref = (GDestroyNotify) ts_carcassonne_sheet_pages_unref;
}

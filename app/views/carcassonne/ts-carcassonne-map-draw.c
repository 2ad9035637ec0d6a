/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map's drawing: cached render nodes (one per tile kind and rotation at the current zoom,
 * and the whole board with its figures), so that a frame is a handful of nodes whatever the
 * size of the map, with the open spots, the cursor and the markers over them. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ts-carcassonne-map-private.h"
#include "ts-carcassonne-paint-private.h"
#include "ts-paint.h"

#define FIGURE_SIZE 0.3 /* of a tile */

static const TsCarcassonneKind *
kind_of (TsCarcassonneMap *self,
         guint             kind)
{
  return &self->state->data->kinds[kind];
}

/* Caches */

void
ts_carcassonne_map_drop_board (TsCarcassonneMap *self)
{
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  g_clear_pointer (&self->outline_node, gsk_render_node_unref);
  g_clear_pointer (&self->scored_node, gsk_render_node_unref);
}

void
ts_carcassonne_map_drop_figures (TsCarcassonneMap *self)
{
  for (guint p = 0; p < TS_CARCASSONNE_MAX_PLAYERS; p++)
    for (guint t = 0; t < 3; t++)
      for (guint l = 0; l < 2; l++)
        g_clear_pointer (&self->figure_nodes[p][t][l], gsk_render_node_unref);
  for (guint t = 0; t < TS_CARCASSONNE_MAX_TILES; t++)
    g_clear_pointer (&self->farm_nodes[t], gsk_render_node_unref);
  g_clear_pointer (&self->scored_node, gsk_render_node_unref);
}

void
ts_carcassonne_map_drop_caches (TsCarcassonneMap *self)
{
  for (guint k = 0; k < TS_CARCASSONNE_MAX_KINDS; k++)
    for (guint r = 0; r < 4; r++)
      g_clear_pointer (&self->kind_nodes[k][r], gsk_render_node_unref);
  ts_carcassonne_map_drop_figures (self);
  ts_carcassonne_map_drop_board (self);
  ts_carcassonne_map_drop_numbers (self);
}

/* Everything cached was drawn at one scale: a zoom drops it. */
static void
check_scale (TsCarcassonneMap *self)
{
  int factor = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (self->cache_scale != self->scale || self->cache_scale_factor != factor)
    {
      ts_carcassonne_map_drop_caches (self);
      self->cache_scale = self->scale;
      self->cache_scale_factor = factor;
    }
}

/* @node (drawn across @size x @size) as pixels: a texture is copied each frame, where a
 * cairo node would fill its curves again, and the GL renderer keeps it on the GPU. */
static GskRenderNode *
rasterise (GtkWidget     *widget,
           GskRenderNode *node,
           double         size)
{
  int scale = gtk_widget_get_scale_factor (widget);
  int pixels = (int) ceil (size * scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, scale, scale);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * pixels,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  /* GDK_MEMORY_DEFAULT is cairo's ARGB32 in memory order. */
  texture = gdk_memory_texture_new (pixels, pixels, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  return gsk_texture_node_new (texture, &GRAPHENE_RECT_INIT (0, 0, size, size));
}

static GskRenderNode *
kind_node (TsCarcassonneMap *self,
           guint             kind,
           guint             rotation)
{
  check_scale (self);
  if (self->kind_nodes[kind][rotation] == NULL)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, self->scale, self->scale);
      g_autoptr(GskRenderNode) node = NULL;

      ts_carcassonne_paint_tile (snapshot, kind_of (self, kind), rotation, &bounds, NULL);
      node = gtk_snapshot_free_to_node (snapshot);
      self->kind_nodes[kind][rotation] = rasterise (GTK_WIDGET (self), node, self->scale);
    }
  return self->kind_nodes[kind][rotation];
}

/* Who holds a field on the farms overlay: 1 + its majority's first player, or 0 (grey) for
 * nobody. */
static guint
field_holder (TsCarcassonneMap *self,
              guint             tile,
              guint             segment)
{
  TsCarcassonneFeatureInfo info;

  ts_carcassonne_feature_info (self->state, ts_carcassonne_feature (self->state, tile, segment),
                               &info);
  for (guint p = 0; p < self->state->n_players; p++)
    if (info.majority & (1 << p))
      return p + 1;
  return 0;
}

/* A tile with the farms overlay: its fields in their holders' colours and marks, its
 * completed cities (what the farms score) checked, once a city. */
static GskRenderNode *
farm_tile_node (TsCarcassonneMap *self,
                guint             tile)
{
  static const GdkRGBA nobody = { 0.6, 0.6, 0.6, 1 };
  const TsCarcassonnePlaced *placed = &self->state->tiles[tile];
  const TsCarcassonneKind *kind = kind_of (self, placed->kind);
  const GdkRGBA *colors[TS_CARCASSONNE_MAX_SEGMENTS] = { NULL };
  guint holders[TS_CARCASSONNE_MAX_SEGMENTS] = { 0 };
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, self->scale, self->scale);
  double mark_size = MAX (self->scale * 0.18, TS_CARCASSONNE_PAINT_MARK_MIN);
  guint64 key = placed->kind | (guint64) placed->rotation << 8;
  guint checks = 0;
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  cairo_t *cr;

  for (guint s = 0; s < kind->n_segments; s++)
    if (kind->segments[s].kind == TS_CARCASSONNE_FIELD)
      {
        guint holder = field_holder (self, tile, s);

        colors[s] = holder > 0 ? &self->colors[holder - 1] : &nobody;
        holders[s] = holder;
        key |= (guint64) (holder + 1) << (18 + 3 * s);
      }
    else if (kind->segments[s].kind == TS_CARCASSONNE_CITY)
      {
        guint16 city = ts_carcassonne_feature (self->state, tile, s);
        TsCarcassonneFeatureInfo info;

        if (self->checked[city / 8] & (1 << (city % 8)))
          continue;
        ts_carcassonne_feature_info (self->state, city, &info);
        if (!info.complete)
          continue;
        self->checked[city / 8] |= 1 << (city % 8);
        checks |= 1 << s;
      }
  key |= (guint64) checks << 10;
  if (self->farm_nodes[tile] != NULL && self->farm_keys[tile] == key)
    return gsk_render_node_ref (self->farm_nodes[tile]);

  snapshot = gtk_snapshot_new ();
  ts_carcassonne_paint_tile (snapshot, kind, placed->rotation, &bounds, colors);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  cairo_scale (cr, self->scale, self->scale);
  for (guint s = 0; s < kind->n_segments; s++)
    if (checks & (1 << s))
      {
        double x, y;

        ts_carcassonne_paint_anchor (kind, placed->rotation, s, &x, &y);
        ts_carcassonne_paint_check (cr, x, y, 0.22);
      }
  /* Each field with its holder's mark (where a farmer lies, under the farmer's own); none on
   * a tile too small for it, whose figures carry it. */
  cairo_scale (cr, 1 / self->scale, 1 / self->scale);
  if (mark_size <= self->scale * 0.3)
    for (guint s = 0; s < kind->n_segments; s++)
      if (holders[s] > 0)
        {
          double x, y;

          ts_carcassonne_paint_anchor (kind, placed->rotation, s, &x, &y);
          ts_paint_player_mark (cr, GTK_WIDGET (self), x * self->scale, y * self->scale,
                                mark_size, colors[s], self->marks[holders[s] - 1]);
        }
  cairo_destroy (cr);
  node = gtk_snapshot_free_to_node (snapshot);
  g_clear_pointer (&self->farm_nodes[tile], gsk_render_node_unref);
  self->farm_nodes[tile] = rasterise (GTK_WIDGET (self), node, self->scale);
  self->farm_keys[tile] = key;
  return gsk_render_node_ref (self->farm_nodes[tile]);
}

static void
append_tile (TsCarcassonneMap *self,
             GtkSnapshot      *snapshot,
             guint             tile)
{
  const TsCarcassonnePlaced *placed = &self->state->tiles[tile];

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (placed->x * self->scale,
                                                          placed->y * self->scale));
  if (self->farms)
    {
      g_autoptr(GskRenderNode) node = farm_tile_node (self, tile);

      gtk_snapshot_append_node (snapshot, node);
    }
  else
    gtk_snapshot_append_node (snapshot, kind_node (self, placed->kind, placed->rotation));
  gtk_snapshot_restore (snapshot);
}

/* A figure with its mark in a box twice its reach, centred; drawn once per player, type and
 * pose. */
static GskRenderNode *
figure_node (TsCarcassonneMap *self,
             guint             player,
             guint             type,
             gboolean          lying,
             double           *box)
{
  GskRenderNode **node = &self->figure_nodes[player][MIN (type, 2)][lying];

  *box = ceil (ts_carcassonne_paint_figure_reach (self->scale * FIGURE_SIZE) * 2);
  if (*node == NULL)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) drawn = NULL;

      ts_carcassonne_paint_figure (snapshot, GTK_WIDGET (self), type, lying, *box / 2, *box / 2,
                                   self->scale * FIGURE_SIZE, &self->colors[player],
                                   self->marks[player]);
      drawn = gtk_snapshot_free_to_node (snapshot);
      *node = rasterise (GTK_WIDGET (self), drawn, *box);
    }
  return *node;
}

static void
append_figures (TsCarcassonneMap *self,
                GtkSnapshot      *snapshot)
{
  for (guint f = 0; f < self->state->n_figures; f++)
    {
      const TsCarcassonneFigure *figure = &self->state->figures[f];
      guint tile = figure->seg / TS_CARCASSONNE_MAX_SEGMENTS;
      guint segment = figure->seg % TS_CARCASSONNE_MAX_SEGMENTS;
      const TsCarcassonnePlaced *placed;
      const TsCarcassonneKind *kind;
      GskRenderNode *node;
      double x, y, box;

      if (tile >= self->state->n_tiles)
        continue;
      placed = &self->state->tiles[tile];
      kind = kind_of (self, placed->kind);
      if (segment >= kind->n_segments || figure->player >= self->state->n_players)
        continue;
      ts_carcassonne_paint_anchor (kind, placed->rotation, segment, &x, &y);
      /* Farmers lie in their fields. */
      node = figure_node (self, figure->player, figure->type,
                          kind->segments[segment].kind == TS_CARCASSONNE_FIELD, &box);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (round ((placed->x + x) * self->scale - box / 2),
                                                    round ((placed->y + y) * self->scale - box / 2)));
      gtk_snapshot_append_node (snapshot, node);
      gtk_snapshot_restore (snapshot);
    }
}

/* Every tile and figure, in map pixels (tile (x, y) at (x, y) * scale). */
static GskRenderNode *
board_node (TsCarcassonneMap *self)
{
  GtkSnapshot *snapshot;

  check_scale (self);
  if (self->board_node != NULL)
    return self->board_node;
  snapshot = gtk_snapshot_new ();
  memset (self->checked, 0, sizeof self->checked);
  for (guint t = 0; t < self->state->n_tiles; t++)
    append_tile (self, snapshot, t);
  append_figures (self, snapshot);
  self->board_node = gtk_snapshot_free_to_node (snapshot);
  return self->board_node;
}

/* A cairo context on placed tile @placed's square in tile units, made in @snapshot on first
 * use (*@cr NULL until then): most tiles have nothing to outline. */
static cairo_t *
tile_cairo (TsCarcassonneMap          *self,
            GtkSnapshot               *snapshot,
            const TsCarcassonnePlaced *placed,
            cairo_t                  **cr)
{
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (placed->x * self->scale, placed->y * self->scale,
                                               self->scale, self->scale);

  if (*cr == NULL)
    {
      *cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      cairo_translate (*cr, bounds.origin.x, bounds.origin.y);
      cairo_scale (*cr, self->scale, self->scale);
    }
  return *cr;
}

static GskRenderNode *
outline_node (TsCarcassonneMap *self,
              const GdkRGBA    *accent)
{
  GtkSnapshot *snapshot;

  if (self->outline == TS_CARCASSONNE_NO_SEG)
    return NULL;
  check_scale (self);
  if (self->outline_node != NULL && gdk_rgba_equal (&self->outline_color, accent))
    return self->outline_node;
  g_clear_pointer (&self->outline_node, gsk_render_node_unref);
  self->outline_color = *accent;
  snapshot = gtk_snapshot_new ();
  for (guint t = 0; t < self->state->n_tiles; t++)
    {
      const TsCarcassonnePlaced *placed = &self->state->tiles[t];
      const TsCarcassonneKind *kind = kind_of (self, placed->kind);
      cairo_t *cr = NULL;

      for (guint s = 0; s < kind->n_segments; s++)
        if (ts_carcassonne_feature (self->state, t, s) == self->outline)
          ts_carcassonne_paint_segment_outline (tile_cairo (self, snapshot, placed, &cr), kind,
                                                placed->rotation, s, accent);
      if (cr != NULL)
        cairo_destroy (cr);
    }
  self->outline_node = gtk_snapshot_free_to_node (snapshot);
  return self->outline_node;
}

/* Every feature scored during play outlined in its scorers' colours, the last scoring's
 * boldly (until the next tile is placed), so that the table sees who took what. */
static guint
collect_scored (const TsCarcassonneState *s,
                guint16                  *roots,
                guint8                   *winners,
                gboolean                 *last)
{
  guint n = 0, placed_entry = s->n_tiles > 0 ? s->tiles[s->n_tiles - 1].entry : 0;

  for (guint i = 0; i < s->n_scorings; i++)
    {
      const TsCarcassonneScoring *scoring = &s->scorings[i];

      if (scoring->final || scoring->winners == 0 || scoring->kind == TS_CARCASSONNE_FIELD)
        continue;
      roots[n] = ts_carcassonne_feature (s, scoring->seg / TS_CARCASSONNE_MAX_SEGMENTS,
                                         scoring->seg % TS_CARCASSONNE_MAX_SEGMENTS);
      winners[n] = scoring->winners;
      /* The start tile's entry is 0 too: only a placed tile's turn can score. */
      last[n] = scoring->entry > placed_entry;
      n++;
    }
  return n;
}

guint
ts_carcassonne_map_get_scored (TsCarcassonneMap *self,
                               guint16           feature,
                               gboolean         *last)
{
  guint16 roots[TS_CARCASSONNE_MAX_SCORINGS];
  guint8 winners[TS_CARCASSONNE_MAX_SCORINGS];
  gboolean lasts[TS_CARCASSONNE_MAX_SCORINGS];
  guint n;

  g_return_val_if_fail (TS_IS_CARCASSONNE_MAP (self), 0);

  n = self->state != NULL ? collect_scored (self->state, roots, winners, lasts) : 0;
  for (guint i = 0; i < n; i++)
    if (roots[i] == feature)
      {
        if (last != NULL)
          *last = lasts[i];
        return winners[i];
      }
  return 0;
}

static GskRenderNode *
scored_node (TsCarcassonneMap *self)
{
  const TsCarcassonneState *s = self->state;
  guint16 roots[TS_CARCASSONNE_MAX_SCORINGS];
  guint8 winners[TS_CARCASSONNE_MAX_SCORINGS];
  gboolean last[TS_CARCASSONNE_MAX_SCORINGS];
  gboolean marked[TS_CARCASSONNE_MAX_SCORINGS] = { FALSE };
  graphene_point_t at[TS_CARCASSONNE_MAX_SCORINGS];
  GtkSnapshot *snapshot;
  guint n;

  check_scale (self);
  if (self->scored_node != NULL)
    return self->scored_node;
  n = collect_scored (s, roots, winners, last);
  if (n == 0)
    return NULL;
  snapshot = gtk_snapshot_new ();
  for (guint t = 0; t < s->n_tiles; t++)
    {
      const TsCarcassonnePlaced *placed = &s->tiles[t];
      const TsCarcassonneKind *kind = kind_of (self, placed->kind);
      cairo_t *cr = NULL;

      for (guint g = 0; g < kind->n_segments; g++)
        for (guint i = 0; i < n; i++)
          if (ts_carcassonne_feature (s, t, g) == roots[i])
            {
              GdkRGBA colors[TS_CARCASSONNE_MAX_PLAYERS];
              guint n_colors = 0;

              for (guint p = 0; p < s->n_players; p++)
                if (winners[i] & (1u << p))
                  colors[n_colors++] = self->colors[p];
              ts_carcassonne_paint_scored_outline (tile_cairo (self, snapshot, placed, &cr), kind,
                                                   placed->rotation, g, colors, n_colors,
                                                   last[i]);
              if (!marked[i])
                {
                  double x, y;

                  ts_carcassonne_paint_anchor (kind, placed->rotation, g, &x, &y);
                  at[i] = GRAPHENE_POINT_INIT ((placed->x + x) * self->scale,
                                               (placed->y + y) * self->scale);
                  marked[i] = TRUE;
                }
              break;
            }
      if (cr != NULL)
        cairo_destroy (cr);
    }
  /* Who scored each, over every outline: in marks as well as colours. */
  for (guint i = 0; i < n; i++)
    if (marked[i])
      ts_carcassonne_paint_scorers (snapshot, GTK_WIDGET (self), at[i].x, at[i].y,
                                    MAX (6, self->scale * 0.1), self->colors,
                                    (const char *const *) self->marks, s->n_players,
                                    winners[i]);
  self->scored_node = gtk_snapshot_free_to_node (snapshot);
  return self->scored_node;
}

/* Drawing */

static void
append_frame (GtkSnapshot          *snapshot,
              const graphene_rect_t *rect,
              float                  width,
              const GdkRGBA         *color)
{
  GskRoundedRect outline;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&outline, rect, 0);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

static void
append_spots (TsCarcassonneMap *self,
              GtkSnapshot      *snapshot,
              const GdkRGBA    *accent,
              const GdkRGBA    *fg)
{
  GdkRGBA tint = *accent, faint = *fg;

  tint.alpha = 0.15;
  faint.alpha = 0.18;
  for (guint i = 0; i < self->spots->len; i++)
    {
      const TsCarcassonneSpot *spot = &g_array_index (self->spots, TsCarcassonneSpot, i);
      graphene_rect_t rect = GRAPHENE_RECT_INIT (spot->x * self->scale + 1,
                                                 spot->y * self->scale + 1, self->scale - 2,
                                                 self->scale - 2);

      if (spot->fits != 0)
        {
          gtk_snapshot_append_color (snapshot, &tint, &rect);
          append_frame (snapshot, &rect, MAX (2.0, self->scale / 40), accent);
        }
      else
        append_frame (snapshot, &rect, 1, &faint);
    }
}

static void
append_cursor (TsCarcassonneMap *self,
               GtkSnapshot      *snapshot,
               const GdkRGBA    *fg,
               const GdkRGBA    *bg)
{
  graphene_rect_t outer = GRAPHENE_RECT_INIT (self->cursor_x * self->scale - 2,
                                              self->cursor_y * self->scale - 2,
                                              self->scale + 4, self->scale + 4);
  graphene_rect_t inner;

  if (self->pending >= 0 && ts_carcassonne_tile_at (self->state, self->cursor_x,
                                                    self->cursor_y) < 0)
    {
      gboolean fits = ts_carcassonne_map_fits_at (self, self->cursor_x, self->cursor_y)
                      & (1 << self->rotation);

      gtk_snapshot_push_opacity (snapshot, fits ? 0.7 : 0.35);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (self->cursor_x * self->scale,
                                                              self->cursor_y * self->scale));
      gtk_snapshot_append_node (snapshot, kind_node (self, self->pending, self->rotation));
      gtk_snapshot_restore (snapshot);
      gtk_snapshot_pop (snapshot);
    }
  /* A dark frame in a light one (or the reverse): seen on the tiles and on the background. */
  append_frame (snapshot, &outer, 2, bg);
  graphene_rect_inset_r (&outer, 2, 2, &inner);
  append_frame (snapshot, &inner, 3, fg);
}

static void
append_markers (TsCarcassonneMap *self,
                GtkSnapshot      *snapshot)
{
  g_autoptr(PangoLayout) layout = NULL;
  double radius = ts_carcassonne_map_marker_radius (self);
  GdkRGBA accent, white;
  int n = 0;

  if (self->choice_tile < 0 || self->choice_tile >= self->state->n_tiles)
    return;
  /* The colours of a suggested button: white on the darker accent, in both modes. */
  ts_paint_lookup_color (GTK_WIDGET (self), "accent_bg_color", "#3584e4", &accent);
  ts_paint_lookup_color (GTK_WIDGET (self), "accent_fg_color", "#ffffff", &white);
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  for (int s; (s = ts_carcassonne_map_nth_choice (self, n)) >= 0; n++)
    {
      double x, y;

      ts_carcassonne_map_segment_point (self, self->choice_tile, s, &x, &y);
      ts_carcassonne_map_append_disc (snapshot, layout, x, y, radius, (guint) n + 1, &accent,
                                      &white, TRUE);
    }
}

void
ts_carcassonne_map_disc_layout (PangoLayout *layout,
                                double       radius,
                                guint        number,
                                double      *half_width)
{
  char text[4];
  int lw;

  g_snprintf (text, sizeof text, "%u", number);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &lw, NULL);
  /* A round disc for one digit; a pill, as wide as its two, for more. */
  *half_width = number < 10 ? radius : MAX (radius, lw / 2.0 + radius * 0.5);
}

void
ts_carcassonne_map_append_disc (GtkSnapshot   *snapshot,
                                PangoLayout   *layout,
                                double         x,
                                double         y,
                                double         radius,
                                guint          number,
                                const GdkRGBA *fill,
                                const GdkRGBA *ink,
                                gboolean       ringed)
{
  GskRoundedRect circle;
  double half;
  int lw, lh;

  ts_carcassonne_map_disc_layout (layout, radius, number, &half);
  pango_layout_get_pixel_size (layout, &lw, &lh);
  gsk_rounded_rect_init_from_rect (
      &circle, &GRAPHENE_RECT_INIT (x - half, y - radius, 2 * half, 2 * radius), radius);
  gtk_snapshot_push_rounded_clip (snapshot, &circle);
  gtk_snapshot_append_color (snapshot, fill, &circle.bounds);
  gtk_snapshot_pop (snapshot);
  if (ringed)
    gtk_snapshot_append_border (snapshot, &circle, (float[4]) { 2, 2, 2, 2 },
                                (GdkRGBA[4]) { *ink, *ink, *ink, *ink });
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x - lw / 2.0, y - lh / 2.0));
  gtk_snapshot_append_layout (snapshot, layout, ink);
  gtk_snapshot_restore (snapshot);
}

void
ts_carcassonne_map_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  TsCarcassonneMap *self = TS_CARCASSONNE_MAP (widget);
  int w = gtk_widget_get_width (widget);
  int h = gtk_widget_get_height (widget);
  GdkRGBA accent, fg, bg;
  GskRenderNode *outline, *scored;

  if (self->state == NULL || self->state->n_tiles == 0)
    return;
  ts_paint_lookup_color (widget, "accent_color", "#3584e4", &accent);
  ts_paint_lookup_color (widget, "window_fg_color", "#000000", &fg);
  ts_paint_lookup_color (widget, "window_bg_color", "#ffffff", &bg);

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (round (w / 2.0 - self->view_x * self->scale),
                                                round (h / 2.0 - self->view_y * self->scale)));
  gtk_snapshot_append_node (snapshot, board_node (self));
  scored = scored_node (self);
  if (scored != NULL)
    gtk_snapshot_append_node (snapshot, scored);
  outline = outline_node (self, &accent);
  if (outline != NULL)
    gtk_snapshot_append_node (snapshot, outline);
  append_spots (self, snapshot, &accent, &fg);
  append_cursor (self, snapshot, &fg, &bg);
  ts_carcassonne_map_append_numbers (self, snapshot);
  gtk_snapshot_restore (snapshot);
  append_markers (self, snapshot);
  gtk_snapshot_pop (snapshot);
}


/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Carcassonne map's cursor in words: the accessible description the screen reader reads
 * (where the cursor is, the tile or open spot there and the figure on it). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-carcassonne-map-private.h"

static char *
coordinate (int v)
{
  /* A true minus sign, as the engine writes coordinates. */
  return v < 0 ? g_strdup_printf ("\u2212%d", -v) : g_strdup_printf ("%d", v);
}

/* The figure standing on placed tile @tile, in words, or NULL. */
static char *
describe_figure (TsCarcassonneMap *self,
                 guint             tile)
{
  for (guint f = 0; f < self->state->n_figures; f++)
    {
      const TsCarcassonneFigure *figure = &self->state->figures[f];
      const char *name = self->state->names[figure->player];

      if (figure->seg / TS_CARCASSONNE_MAX_SEGMENTS != tile)
        continue;
      if (figure->type == TS_CARCASSONNE_BUILDER)
        /* Translators: a figure on the tile under the map's cursor; %s is its player. */
        return g_strdup_printf (_("with the builder of %s"), name);
      if (figure->type == TS_CARCASSONNE_PIG)
        /* Translators: a figure on the tile under the map's cursor; %s is its player. */
        return g_strdup_printf (_("with the pig of %s"), name);
      /* Translators: a figure on the tile under the map's cursor; %s is its player. */
      return g_strdup_printf (_("with a follower of %s"), name);
    }
  return NULL;
}

static char *
describe_cell (TsCarcassonneMap *self)
{
  int tile = ts_carcassonne_tile_at (self->state, self->cursor_x, self->cursor_y);

  if (tile >= 0)
    {
      const TsCarcassonnePlaced *placed = &self->state->tiles[tile];
      const char *name = ts_carcassonne_kind_name (&self->state->data->kinds[placed->kind]);
      g_autofree char *figure = describe_figure (self, tile);
      g_autofree char *text = NULL;

      if (placed->player == TS_CARCASSONNE_NO_TILE)
        /* Translators: what the map's cursor is on; %s is the tile in words. */
        text = g_strdup_printf (_("the start tile, %s"), name);
      else
        /* Translators: what the map's cursor is on; %s is the tile in words, %u the degrees
         * it is turned clockwise (0, 90, 180, 270). */
        text = g_strdup_printf (_("%s, turned %u°"), name, placed->rotation * 90);
      if (figure == NULL)
        return g_steal_pointer (&text);
      /* Translators: a tile under the map's cursor, then the figure on it. */
      return g_strdup_printf (C_ ("map cursor", "%s, %s"), text, figure);
    }
  for (guint i = 0; i < self->spots->len; i++)
    {
      const TsCarcassonneSpot *spot = &g_array_index (self->spots, TsCarcassonneSpot, i);

      if (spot->x != self->cursor_x || spot->y != self->cursor_y)
        continue;
      if (self->pending < 0)
        /* Translators: an empty cell next to the tiles, where a tile could go. */
        return g_strdup (_("open spot"));
      /* The cursor always takes a rotation that fits where there is one. */
      if (spot->fits & (1 << self->rotation))
        /* Translators: %u is the degrees the tile to place is turned (0, 90, 180, 270). */
        return g_strdup_printf (_("open spot, the tile fits turned %u°"), self->rotation * 90);
      return g_strdup (_("open spot, the tile does not fit here"));
    }
  /* Translators: a cell of the map with no tile and no tile next to it. */
  return g_strdup (_("empty"));
}

void
ts_carcassonne_map_update_description (TsCarcassonneMap *self)
{
  g_autofree char *x = NULL, *y = NULL, *what = NULL, *text = NULL;

  if (self->state == NULL)
    return;
  x = coordinate (self->cursor_x);
  y = coordinate (self->cursor_y);
  what = describe_cell (self);
  /* Translators: the map's cursor: "Cursor at (2, −1): open spot, …". */
  text = g_strdup_printf (_("Cursor at (%s, %s): %s"), x, y, what);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}

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

/* The features of placed tile @tile outlined as scored, in words (“its city scored by Ana”),
 * appended to @text: the outline in the scorers' colours, for those who do not see it. */
static void
append_scored (TsCarcassonneMap *self,
               guint             tile,
               GString          *text)
{
  const TsCarcassonneKind *kind = &self->state->data->kinds[self->state->tiles[tile].kind];
  guint16 seen[TS_CARCASSONNE_MAX_SEGMENTS];
  guint n_seen = 0;

  for (guint g = 0; g < kind->n_segments && g < TS_CARCASSONNE_MAX_SEGMENTS; g++)
    {
      guint16 feature = ts_carcassonne_feature (self->state, tile, g);
      guint winners = ts_carcassonne_map_get_scored (self, feature, NULL);
      g_autoptr(GString) names = NULL;
      gboolean again = FALSE;

      for (guint i = 0; i < n_seen; i++)
        again |= seen[i] == feature;
      if (winners == 0 || again)
        continue;
      seen[n_seen++] = feature;
      names = g_string_new (NULL);
      for (guint p = 0; p < self->state->n_players; p++)
        if (winners & (1u << p))
          /* Translators: between the names of players who scored a feature together */
          g_string_append_printf (names, "%s%s", names->len > 0 ? C_ ("names", ", ") : "",
                                  self->state->names[p]);
      g_string_append (text, C_ ("map cursor", ", "));
      if (kind->segments[g].kind == TS_CARCASSONNE_ROAD)
        /* Translators: a scored feature of the tile under the map's cursor; %s: player(s) */
        g_string_append_printf (text, _("its road scored by %s"), names->str);
      else if (kind->segments[g].kind == TS_CARCASSONNE_CITY)
        /* Translators: a scored feature of the tile under the map's cursor; %s: player(s) */
        g_string_append_printf (text, _("its city scored by %s"), names->str);
      else
        /* Translators: a scored feature of the tile under the map's cursor; %s: player(s) */
        g_string_append_printf (text, _("its cloister scored by %s"), names->str);
    }
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
      g_autoptr(GString) out = NULL;

      if (placed->player == TS_CARCASSONNE_NO_TILE)
        /* Translators: what the map's cursor is on; %s is the tile in words. */
        text = g_strdup_printf (_("the start tile, %s"), name);
      else
        /* Translators: what the map's cursor is on; %s is the tile in words, %u the degrees
         * it is turned clockwise (0, 90, 180, 270). */
        text = g_strdup_printf (_("%s, turned %u°"), name, placed->rotation * 90);
      if (figure != NULL)
        {
          g_autofree char *with_figure = NULL;

          /* Translators: a tile under the map's cursor, then the figure on it. */
          with_figure = g_strdup_printf (C_ ("map cursor", "%s, %s"), text, figure);
          g_free (g_steal_pointer (&text));
          text = g_steal_pointer (&with_figure);
        }
      out = g_string_new (text);
      append_scored (self, tile, out);
      return g_string_free (g_steal_pointer (&out), FALSE);
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
  g_autofree char *x = NULL, *y = NULL, *what = NULL, *text = NULL, *numbers = NULL;

  if (self->state == NULL)
    return;
  x = coordinate (self->cursor_x);
  y = coordinate (self->cursor_y);
  what = describe_cell (self);
  /* Translators: the map's cursor: "Cursor at (2, −1): open spot, …". */
  text = g_strdup_printf (_("Cursor at (%s, %s): %s"), x, y, what);
  numbers = ts_carcassonne_map_describe_numbers (self);
  if (numbers != NULL)
    {
      g_autofree char *cursor = g_steal_pointer (&text);

      /* Translators: after the map's cursor, while a tile waits; %s lists the spots'
       * numbers and the cells they take the cursor to: "1 (2, 0), 2 (3, −1)" */
      text = g_strdup_printf (_("%s. Numbers: %s"), cursor, numbers);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The map on a player's phone (TsGameModule.board_picture, entry_spot). */
#include "ts-carcassonne-table.h"
#include "ts-carcassonne-rules.h"

#include "ts-i18n.h"

/* A cell of the picture: a placed tile, or a free place the drawn tile fits (tile -1). */
typedef struct
{
  int x, y;
  int tile;
} PictureCell;

/* Reading order: north to south, then west to east. */
static int
cell_compare (gconstpointer a,
              gconstpointer b)
{
  const PictureCell *ca = a, *cb = b;

  if (ca->y != cb->y)
    return ca->y < cb->y ? -1 : 1;
  return ca->x < cb->x ? -1 : ca->x > cb->x;
}

/* Every tile placed (CA-BSE-03, CA-BTR-01) and, while the drawn tile is to be placed, every
 * free place where it fits one way or another (CA-BTL-01..03), as the legal list offers them.
 * Laid out as the laptop's map draws it: x eastwards, y southwards (north up), so column x,
 * row y. */
TsBoardPicture *
ts_carcassonne_board_picture (gconstpointer state)
{
  const TsCarcassonneState *s = state;
  g_autoptr (GArray) cells = NULL;
  TsBoardPicture *picture;

  cells = g_array_sized_new (FALSE, FALSE, sizeof (PictureCell), 3 * s->n_tiles + 2);
  for (guint t = 0; t < s->n_tiles; t++)
    {
      PictureCell c = { s->tiles[t].x, s->tiles[t].y, (int)t };

      g_array_append_val (cells, c);
    }
  if (s->stage == TS_CARCASSONNE_STAGE_PLACE)
    {
      g_autoptr (GArray) open = ts_carcassonne_open_spots (s);

      for (guint i = 0; i < open->len; i += 2)
        {
          PictureCell c
              = { g_array_index (open, gint8, i), g_array_index (open, gint8, i + 1), -1 };

          /* The legal list's own test: a place where no rotation fits has no entry. */
          if (ts_carcassonne_spot_rotations (s, s->drawn, c.x, c.y) != 0)
            g_array_append_val (cells, c);
        }
    }
  g_array_sort (cells, cell_compare);

  picture = ts_board_picture_new ();
  for (guint i = 0; i < cells->len; i++)
    {
      const PictureCell *c = &g_array_index (cells, PictureCell, i);
      g_autofree char *cell = ts_carcassonne_cell_text (c->x, c->y);
      char id[16];

      g_snprintf (id, sizeof id, "%d,%d", c->x, c->y);
      if (c->tile >= 0)
        {
          const TsCarcassonnePlaced *t = &s->tiles[c->tile];
          const TsCarcassonneKind *kind
              = t->kind < s->data->n_kinds ? &s->data->kinds[t->kind] : NULL;
          /* Translators: a tile a player placed: its description (as printed, north up), then its
           * place on the map ("city cap on N, at (1, −2)") */
          char *label = g_strdup_printf (_ ("%s, at %s"), ts_carcassonne_kind_name (kind), cell);

          /* The code the laptop's palette shows ("U", "TA"). */
          ts_board_picture_add (picture, id, c->x, c->y,
                                g_strdup (kind != NULL ? kind->code : "?"), label);
        }
      else
        {
          /* Translators: a free place on the Carcassonne map, on a player's phone, where the
           * tile drawn may be placed: its place on the map (“(1, 0): free, the tile fits
           * here”) */
          char *label = g_strdup_printf (_ ("%s: free, the tile fits here"), cell);

          ts_board_picture_add (picture, id, c->x, c->y, g_strdup (""), label);
        }
    }
  return picture;
}

/* Where a placement goes (CA-BTR-01 step 1); a figure, or the pass that places none, goes on
 * the tile just placed (step 2, CA-BFL-01). The pass that declines the builder's second tile
 * (CA-TBU-05) acts on no place. */
char *
ts_carcassonne_entry_spot (gconstpointer state,
                           gconstpointer entry)
{
  const TsCarcassonneState *s = state;
  const TsCarcassonneEntry *e = entry;

  switch (e->type)
    {
      case TS_CARCASSONNE_ENTRY_PLACE:
        return g_strdup_printf ("%d,%d", e->x, e->y);
      case TS_CARCASSONNE_ENTRY_FIGURE:
      case TS_CARCASSONNE_ENTRY_PASS:
        if (s->stage != TS_CARCASSONNE_STAGE_FIGURE || s->n_tiles == 0)
          return NULL;
        return g_strdup_printf ("%d,%d", s->tiles[s->n_tiles - 1].x, s->tiles[s->n_tiles - 1].y);
      default:
        return NULL;
    }
}

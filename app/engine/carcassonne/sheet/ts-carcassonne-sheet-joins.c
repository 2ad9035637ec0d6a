/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet: followers sharing a feature (CA-BFL-03/04, issue 42).
 *
 * A follower goes only on a feature nobody holds (CA-BFL-03), so two followers in one feature
 * at the end were put on parts apart, joined later by a tile placed after both (CA-BFL-04).
 * The sheet does not know the order the tiles came in, but some of it is forced: a game
 * grows from the start tile, each tile touching the map by a side (CA-BTL-01), so a tile
 * that lies on every way (tiles touching by sides) from the start tile to a tile T was placed
 * before T: T's “dominators”. A tile touching the map on one side only is the simplest case:
 * its one neighbour came first.
 *
 * The criterion: for two followers f and g, on tiles A and B, in one feature, take the tiles
 * that were surely placed by the time the later of A and B was: A, B and the dominators of
 * each (a dominator of A came before A, which came before B, or the other way round). If
 * the feature's parts on those tiles alone already join f and g, then when the later of the
 * two was placed its feature held the other's follower: no order of the tiles allows the map,
 * and the sheet is refused. Sound: a map a game left never fails it, whatever the order was.
 * Not complete: other impossible maps (say, one that would need a tile before and after two
 * others at once) pass it. Two followers meeting across the edge between their tiles (the
 * older check, ts-carcassonne-sheet.c) are the case with no tile between them.
 *
 * The reported case, a tile on one side of the map only holding a follower that its one
 * neighbour joins to another follower's part, is refused: the neighbour came before it. A
 * tile touching the map on one side only that holds no follower may still have joined two
 * parts when placed last: the cloister A at the end of a road meets both fields beside that
 * road through its one side, and joins them (docs/rules-coverage.md, the test
 * /carcassonne/sheet/CA-BFL-04/one-side-joins-two-fields). */
#include "ts-carcassonne-sheet-private.h"

#include <string.h>

#include "ts-i18n.h"

static const int dx[4] = { 0, 1, 0, -1 };
static const int dy[4] = { -1, 0, 1, 0 };

/* A set of the map's tiles, a bit each. */
typedef struct
{
  guint64 bits[(TS_CARCASSONNE_MAX_TILES + 63) / 64];
} TileSet;

#define SET_HAS(set, t) (((set)->bits[(t) / 64] >> ((t) % 64)) & 1)
#define SET_ADD(set, t) ((set)->bits[(t) / 64] |= G_GUINT64_CONSTANT (1) << ((t) % 64))

static int
neighbour (const TsCarcassonneState *s, guint tile, guint side)
{
  return ts_carcassonne_cell (s, s->tiles[tile].x + dx[side], s->tiles[tile].y + dy[side]);
}

/* @dominators[t]: the tiles on every way from the start tile (index 0) to t, t itself left
 * out. A tile X dominates the tiles the start tile no longer reaches with X taken away. */
static void
find_dominators (const TsCarcassonneState *s, TileSet *dominators)
{
  memset (dominators, 0, s->n_tiles * sizeof dominators[0]);
  for (guint t = 1; t < s->n_tiles; t++)
    SET_ADD (&dominators[t], 0);
  for (guint x = 1; x < s->n_tiles; x++)
    {
      guint8 queue[TS_CARCASSONNE_MAX_TILES];
      TileSet reached = { 0 };
      guint head = 0, tail = 0;

      SET_ADD (&reached, 0);
      SET_ADD (&reached, x);
      queue[tail++] = 0;
      while (head < tail)
        {
          guint t = queue[head++];

          for (guint side = 0; side < 4; side++)
            {
              int n = neighbour (s, t, side);

              if (n >= 0 && !SET_HAS (&reached, n))
                {
                  SET_ADD (&reached, n);
                  queue[tail++] = n;
                }
            }
        }
      for (guint t = 1; t < s->n_tiles; t++)
        if (!SET_HAS (&reached, t))
          SET_ADD (&dominators[t], x);
    }
}

/* A way from segment @from to segment @to through the feature's segments on the tiles of
 * @tiles (crossing tile edges only, as features join); @parent gets each reached segment's
 * predecessor. FALSE when there is none. */
static gboolean
find_way (const TsCarcassonneState *s, guint16 from, guint16 to, const TileSet *tiles,
          guint16 *parent)
{
  guint16 queue[TS_CARCASSONNE_MAX_SEGS];
  guint16 root = ts_carcassonne_find (s, from);
  guint head = 0, tail = 0;

  for (guint i = 0; i < (guint)s->n_tiles * TS_CARCASSONNE_MAX_SEGMENTS; i++)
    parent[i] = TS_CARCASSONNE_NO_SEG;
  parent[from] = from;
  queue[tail++] = from;
  while (head < tail)
    {
      guint16 a = queue[head++];

      if (a == to)
        return TRUE;
      for (guint side = 0; side < 4; side++)
        {
          int n = neighbour (s, a / TS_CARCASSONNE_MAX_SEGMENTS, side);
          guint n_segments;

          if (n < 0 || !SET_HAS (tiles, n))
            continue;
          n_segments = s->data->kinds[s->tiles[n].kind].n_segments;
          for (guint i = 0; i < n_segments; i++)
            {
              guint16 b = TS_CARCASSONNE_SEG (n, i);

              if (parent[b] != TS_CARCASSONNE_NO_SEG || ts_carcassonne_find (s, b) != root
                  || !ts_carcassonne_segments_meet (s, a, b))
                continue;
              parent[b] = a;
              queue[tail++] = b;
            }
        }
    }
  return FALSE;
}

/* “Ana's figure (a thief) on the road of 4 tiles at (0, 0), standing on the tile U (straight
 * road) at (1, 0)” */
static char *
follower_text (const TsCarcassonneState *s, const TsCarcassonneFigure *fig)
{
  g_autofree char *figure = ts_carcassonne_sheet_figure_text (s, fig);
  g_autofree char *tile
      = ts_carcassonne_sheet_placed_text (s, fig->seg / TS_CARCASSONNE_MAX_SEGMENTS);

  /* Translators: a figure on a final-map sheet (“Ana's figure (a thief) on the road of 4
   * tiles at (0, 0)”) and the tile it stands on (“the tile U (straight road) at (1, 0)”) */
  return g_strdup_printf (_ ("%s, standing on %s"), figure, tile);
}

/* The refusal for followers @f and @g (indices in the state) joined by the way @parent holds
 * from @f back to @g. */
static gboolean
refuse_joined (const TsCarcassonneState *s, guint f, guint g, const guint16 *parent,
               const guint8 *figure_index, TsCarcassonneSheetProblem *problem, GError **error)
{
  const TsCarcassonneFigure *ff = &s->figures[f], *fg = &s->figures[g];
  guint a = ff->seg / TS_CARCASSONNE_MAX_SEGMENTS, b = fg->seg / TS_CARCASSONNE_MAX_SEGMENTS;
  guint8 between[TS_CARCASSONNE_MAX_TILES];
  g_autoptr (GString) tiles = g_string_new (NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  guint n = 0;

  /* The tiles between them, from @f's side to @g's, each once. */
  for (guint16 seg = parent[ff->seg]; seg != fg->seg; seg = parent[seg])
    {
      guint t = seg / TS_CARCASSONNE_MAX_SEGMENTS;
      gboolean known = t == a || t == b;

      for (guint i = 0; i < n && !known; i++)
        known = between[i] == t;
      if (!known)
        between[n++] = t;
    }
  if (n == 0)
    {
      /* Only the two tiles: they meet across their edge. */
      g_autofree char *other = ts_carcassonne_sheet_figure_text (s, fg);
      g_autofree char *what = ts_carcassonne_sheet_figure_text (s, ff);

      return ts_carcassonne_sheet_refuse_rule (
          problem, TS_CARCASSONNE_SHEET_AT_FIGURE, figure_index[f], error, "CA-BFL-03",
          /* Translators: a refusal of a final-map sheet (CA-BFL-03): two figures */
          _ ("%s and %s meet across the edge between their tiles: whichever "
             "tile came second joined a feature already taken."),
          other, what);
    }
  for (guint i = n; i-- > 0;)
    {
      g_autofree char *tile = ts_carcassonne_sheet_placed_text (s, between[i]);

      if (i + 1 < n)
        /* Translators: between the items of a list, as in “Ana's, Bruno's and Carla's” */
        g_string_append (tiles, i == 0 ? _ (" and ") : _ (", "));
      g_string_append (tiles, tile);
    }
  first = follower_text (s, fg);
  second = follower_text (s, ff);
  return ts_carcassonne_sheet_refuse_rule (
      problem, TS_CARCASSONNE_SHEET_AT_FIGURE, figure_index[f], error, "CA-BFL-03",
      /* Translators: a refusal of a final-map sheet (CA-BFL-03/04): two followers, each with the
       * tile it stands on, then the tiles that join them (“the tile V (curve) at (2, 0)”) */
      ngettext ("%s and %s cannot both have been put there: they are joined "
                "through %s, placed before one of their tiles, since every way from "
                "the start tile to that tile passes through it; so whichever "
                "follower came second went onto a feature already taken.",
                "%s and %s cannot both have been put there: they are joined "
                "through %s, each placed before one of their tiles, since every way "
                "from the start tile to that tile passes through it; so whichever "
                "follower came second went onto a feature already taken.",
                n),
      first, second, tiles->str);
}

gboolean
ts_carcassonne_sheet_joins_possible (const TsCarcassonneState *s, const guint8 *figure_index,
                                     TsCarcassonneSheetProblem *problem, GError **error)
{
  g_autofree TileSet *dominators = NULL;
  g_autofree guint16 *parent = NULL;

  for (guint f = 0; f < s->n_figures; f++)
    for (guint g = 0; g < f; g++)
      {
        const TsCarcassonneFigure *ff = &s->figures[f], *fg = &s->figures[g];
        guint a = ff->seg / TS_CARCASSONNE_MAX_SEGMENTS, b = fg->seg / TS_CARCASSONNE_MAX_SEGMENTS;
        TileSet sure;

        if (ff->type != TS_CARCASSONNE_FOLLOWER || fg->type != TS_CARCASSONNE_FOLLOWER
            || ts_carcassonne_find (s, ff->seg) != ts_carcassonne_find (s, fg->seg))
          continue;
        if (dominators == NULL)
          {
            dominators = g_new (TileSet, TS_CARCASSONNE_MAX_TILES);
            parent = g_new (guint16, TS_CARCASSONNE_MAX_SEGS);
            find_dominators (s, dominators);
          }
        /* The tiles placed by the time the later of the two was. */
        for (guint w = 0; w < G_N_ELEMENTS (sure.bits); w++)
          sure.bits[w] = dominators[a].bits[w] | dominators[b].bits[w];
        SET_ADD (&sure, a);
        SET_ADD (&sure, b);
        if (find_way (s, fg->seg, ff->seg, &sure, parent))
          return refuse_joined (s, f, g, parent, figure_index, problem, error);
      }
  return TRUE;
}

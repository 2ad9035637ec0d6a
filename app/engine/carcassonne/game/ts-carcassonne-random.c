/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random table events and decisions, for the property tests and the benchmarks. */
#include "ts-carcassonne-game.h"
#include "ts-carcassonne-rules.h"

static gboolean
is_field (const TsCarcassonneState *s, const TsCarcassonneEntry *e)
{
  const TsCarcassonneKind *kind = &s->data->kinds[s->tiles[s->n_tiles - 1].kind];
  int segment = ts_carcassonne_kind_find_segment (kind, e->segment);

  return segment >= 0 && kind->segments[segment].kind == TS_CARCASSONNE_FIELD;
}

/* TRUE when a tile at (x, y) joins the feature @root: a neighbour's road or city that
 * reaches the side facing (x, y) belongs to it (a legal tile there matches that edge). */
static gboolean
joins_feature (const TsCarcassonneState *s, int x, int y, guint16 root)
{
  static const int dx[4] = { 0, 1, 0, -1 }, dy[4] = { -1, 0, 1, 0 };

  for (guint side = 0; side < 4; side++)
    {
      int n = ts_carcassonne_tile_at (s, x + dx[side], y + dy[side]);
      const TsCarcassonneKind *kind;

      if (n < 0)
        continue;
      kind = &s->data->kinds[s->tiles[n].kind];
      for (guint g = 0; g < kind->n_segments; g++)
        if ((kind->segments[g].kind == TS_CARCASSONNE_ROAD
             || kind->segments[g].kind == TS_CARCASSONNE_CITY)
            && (ts_carcassonne_rotate_sides (kind->segments[g].sides, s->tiles[n].rotation)
                & (1u << ((side + 2) % 4)))
            && ts_carcassonne_feature (s, n, g) == root)
          return TRUE;
    }
  return FALSE;
}

/* A placement of @legal, from a random start, that extends the road or city of the player's
 * builder (a double turn, CA-TBU-05); FALSE when there is none. */
static gboolean
builder_placement (const TsCarcassonneState *s, GArray *legal, GRand *rand, TsCarcassonneEntry *e)
{
  guint start = g_rand_int_range (rand, 0, legal->len);
  int builder = -1;

  for (guint f = 0; f < s->n_figures; f++)
    if (s->figures[f].type == TS_CARCASSONNE_BUILDER && s->figures[f].player == s->turn)
      builder = f;
  if (builder < 0)
    return FALSE;
  for (guint k = 0; k < legal->len; k++)
    {
      const TsCarcassonneEntry *l
          = &g_array_index (legal, TsCarcassonneEntry, (start + k) % legal->len);
      guint16 seg = s->figures[builder].seg;

      if (joins_feature (s, l->x, l->y,
                         ts_carcassonne_feature (s, seg / TS_CARCASSONNE_MAX_SEGMENTS,
                                                 seg % TS_CARCASSONNE_MAX_SEGMENTS)))
        {
          *e = *l;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
ts_carcassonne_random_entry (const TsCarcassonneState *s, GRand *rand, TsCarcassonneEntry *e)
{
  g_autoptr (GArray) legal = NULL;

  if (s->stage == TS_CARCASSONNE_STAGE_OVER)
    return FALSE;
  legal = ts_carcassonne_legal (s);
  if (s->stage == TS_CARCASSONNE_STAGE_DRAW)
    {
      guint pick;

      /* The builder's second tile (the only decision while the table draws) is declined
       * now and then (CA-TBU-05: "poderá"). */
      if (legal->len > 0 && g_rand_int_range (rand, 0, 3) == 0)
        {
          *e = g_array_index (legal, TsCarcassonneEntry, 0);
          return TRUE;
        }
      g_assert (s->n_left > 0);
      /* A tile from the stack: each kind as likely as its copies left. */
      pick = g_rand_int_range (rand, 0, s->n_left);
      ts_carcassonne_entry_init (e, TS_CARCASSONNE_ENTRY_DRAW, -1);
      for (guint k = 0; k < s->data->n_kinds; k++)
        {
          if (pick < s->left[k])
            {
              e->kind = k;
              return TRUE;
            }
          pick -= s->left[k];
        }
      g_assert_not_reached ();
    }
  g_assert (legal->len > 0);
  /* A player whose builder is out extends its feature half of the time when they can. */
  if (s->stage == TS_CARCASSONNE_STAGE_PLACE && s->opt_builder && !s->second_tile
      && !s->players[s->turn].builder && g_rand_boolean (rand)
      && builder_placement (s, legal, rand, e))
    return TRUE;
  *e = g_array_index (legal, TsCarcassonneEntry, g_rand_int_range (rand, 0, legal->len));
  /* Farmers never come back: mostly another try, so that followers stay to score roads,
   * cities and cloisters. */
  if (e->type == TS_CARCASSONNE_ENTRY_FIGURE && is_field (s, e) && g_rand_int_range (rand, 0, 3))
    *e = g_array_index (legal, TsCarcassonneEntry, g_rand_int_range (rand, 0, legal->len));
  /* The builder and the pig are rarely legal (their owner's follower must be there first):
   * when they are, they go half of the time, so that games reach double turns and pigs. */
  if (s->stage == TS_CARCASSONNE_STAGE_FIGURE && g_rand_boolean (rand))
    for (guint i = 0; i < legal->len; i++)
      {
        const TsCarcassonneEntry *l = &g_array_index (legal, TsCarcassonneEntry, i);

        if (l->type == TS_CARCASSONNE_ENTRY_FIGURE && l->figure != TS_CARCASSONNE_FOLLOWER)
          {
            *e = *l;
            break;
          }
      }
  return TRUE;
}

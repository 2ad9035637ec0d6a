/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random Caylus 1303 players who go after the Helper, the Goldsmith and gold (issue 26). */
#include "caylus-golden.h"

/* TRUE when @tile's @side gives gold. */
static gboolean
gives_gold (const TsCaylusTile *tile, guint side)
{
  for (guint o = 0; o < tile->sides[side].n_options; o++)
    if (tile->sides[side].options[o].gain[TS_CAYLUS_GOLD] > 0)
      return TRUE;
  return FALSE;
}

/* TRUE for what a "golden" player goes after: the Helper or the Goldsmith, gold, the
 * Worksite once holding one of them, and a delivery that says how its batches hold gold. */
static gboolean
golden_entry (const TsCaylusState *s, const TsCaylusEntry *e)
{
  guint16 held = e->player >= 0 ? s->players[e->player].characters : 0;

  if (e->type == TS_CAYLUS_ENTRY_DEAL
      || (e->type == TS_CAYLUS_ENTRY_USE && e->tile < s->data->n_tiles))
    return gives_gold (&s->data->tiles[e->tile], e->type == TS_CAYLUS_ENTRY_DEAL
                                                     ? TS_CAYLUS_SIDE_SETUP
                                                     : TS_CAYLUS_SIDE_CONSTRUCTION);
  if (e->player < 0)
    return FALSE;
  switch (e->type)
    {
      case TS_CAYLUS_ENTRY_DRAFT:
      case TS_CAYLUS_ENTRY_CHARACTER:
        return e->character == TS_CAYLUS_HELPER || e->character == TS_CAYLUS_GOLDSMITH;
      case TS_CAYLUS_ENTRY_BENEFIT:
        if (e->worksite != 0)
          return gives_gold (&s->data->tiles[s->worksite_tiles[e->worksite - 1]],
                             TS_CAYLUS_SIDE_SETUP);
        return e->character == TS_CAYLUS_HELPER || e->character == TS_CAYLUS_GOLDSMITH;
      case TS_CAYLUS_ENTRY_PLACE:
        if (e->at == TS_CAYLUS_AT_WORKSITE)
          return (held & ((1u << TS_CAYLUS_HELPER) | (1u << TS_CAYLUS_GOLDSMITH))) != 0
                 && s->players[e->player].res[TS_CAYLUS_GOLD] > 0;
        return e->at < s->n_spots && s->spots[e->at].state == TS_CAYLUS_SPOT_BUILDING
               && gives_gold (ts_caylus_spot_tile (s, e->at), s->spots[e->at].side);
      case TS_CAYLUS_ENTRY_USE:
        {
          const TsCaylusTile *tile = ts_caylus_spot_tile (s, s->cursor);
          const TsCaylusEffect *side = &tile->sides[s->spots[s->cursor].side];

          return e->option < side->n_options && side->options[e->option].gain[TS_CAYLUS_GOLD] > 0;
        }
      case TS_CAYLUS_ENTRY_DELIVER:
        return e->has_gold_batches;
      default:
        break;
    }
  return FALSE;
}

/* A random entry; a golden player (and table) takes what it goes after three times out of
 * four. */
gboolean
cy_golden_random_entry (const TsCaylusState *s, gboolean golden, GRand *rand, TsCaylusEntry *e)
{
  g_autoptr (GArray) legal = NULL;
  g_autoptr (GArray) wanted = NULL;

  if (!ts_caylus_random_entry (s, rand, e))
    return FALSE;
  if (!golden || g_rand_int_range (rand, 0, 4) == 0)
    return TRUE;
  legal = ts_caylus_state_actor (s) >= 0 ? ts_caylus_legal (s) : ts_caylus_legal_events (s);
  wanted = g_array_new (FALSE, FALSE, sizeof (TsCaylusEntry));
  for (guint i = 0; i < legal->len; i++)
    if (golden_entry (s, &g_array_index (legal, TsCaylusEntry, i)))
      g_array_append_val (wanted, g_array_index (legal, TsCaylusEntry, i));
  if (wanted->len > 0)
    *e = g_array_index (wanted, TsCaylusEntry, g_rand_int_range (rand, 0, wanted->len));
  return TRUE;
}

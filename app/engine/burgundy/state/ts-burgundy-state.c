/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-burgundy-state.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"

int
ts_burgundy_large_bonus (guint n_players)
{
  return n_players + 3; /* 5/6/7, CB-ARE-04 */
}

int
ts_burgundy_small_bonus (guint n_players)
{
  return n_players; /* 2/3/4, CB-ARE-05 */
}

guint
ts_burgundy_goods_types (const TsBurgundyPlayer *p)
{
  guint n = 0;
  for (guint g = 1; g <= 6; g++)
    n += p->goods[g] > 0;
  return n;
}

int
ts_burgundy_free_storage (const TsBurgundyPlayer *p)
{
  guint size = ts_burgundy_storage_size (p);

  for (guint k = 0; k < size; k++)
    if (p->storage[k] == TS_BURGUNDY_TILE_NONE)
      return k;
  return -1;
}

gboolean
ts_burgundy_adjacent_to_tile (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint space)
{
  const TsHexGrid *g = ts_burgundy_board_grid (state->data, &p->duchy);
  for (guint d = 0; d < 6; d++)
    {
      int j = g->neighbours[space][d];
      if (j >= 0 && p->tiles[j] != TS_BURGUNDY_TILE_NONE)
        return TRUE;
    }
  return FALSE;
}

/* Bridge order: the space nearest the city first, within a stack the top first. */
void
ts_burgundy_compute_order (TsBurgundyState *state)
{
  guint n = state->n_players;

  for (guint i = 0; i < n; i++)
    state->order[i] = i;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0; j--)
      {
        const TsBurgundyPlayer *a = &state->players[state->order[j - 1]];
        const TsBurgundyPlayer *b = &state->players[state->order[j]];
        if (b->bridge_space > a->bridge_space
            || (b->bridge_space == a->bridge_space && b->bridge_height > a->bridge_height))
          {
            guint8 t = state->order[j - 1];
            state->order[j - 1] = state->order[j];
            state->order[j] = t;
          }
      }
}

const char *
ts_burgundy_options_first_on (const TsBurgundyOptions *op, const char *const *ids)
{
  static const struct
  {
    const char *id;
    gsize offset;
  } modules[] = {
    { "extra-tiles", G_STRUCT_OFFSET (TsBurgundyOptions, extra_tiles) },
    { "white-castles", G_STRUCT_OFFSET (TsBurgundyOptions, white_castles) },
    { "inns", G_STRUCT_OFFSET (TsBurgundyOptions, inns) },
    { "trade-routes", G_STRUCT_OFFSET (TsBurgundyOptions, trade_routes) },
    { "shields", G_STRUCT_OFFSET (TsBurgundyOptions, shields) },
    { "advanced-duchies", G_STRUCT_OFFSET (TsBurgundyOptions, advanced_duchies) },
    { "outposts", G_STRUCT_OFFSET (TsBurgundyOptions, outposts) },
    { "solo", G_STRUCT_OFFSET (TsBurgundyOptions, solo) },
    { "team", G_STRUCT_OFFSET (TsBurgundyOptions, team) },
  };

  for (guint k = 0; ids[k] != NULL; k++)
    for (guint m = 0; m < G_N_ELEMENTS (modules); m++)
      if (g_str_equal (ids[k], modules[m].id)
          && G_STRUCT_MEMBER (gboolean, op, modules[m].offset))
        return modules[m].id;
  return NULL;
}

TsBurgundyState *
ts_burgundy_state_copy (const TsBurgundyState *state)
{
  gsize head = G_STRUCT_OFFSET (TsBurgundyState, ledger);
  TsBurgundyState *copy = g_malloc (sizeof *copy);

  /* Only the used part of the ledger: most of the struct is its spare capacity. */
  memcpy (copy, state, head + state->n_ledger * sizeof (TsBurgundyLedgerLine));
  return copy;
}

gboolean
ts_burgundy_state_equal (const TsBurgundyState *a, const TsBurgundyState *b)
{
  gsize head = G_STRUCT_OFFSET (TsBurgundyState, ledger);

  return a->n_ledger == b->n_ledger
         && memcmp (a, b, head + a->n_ledger * sizeof (TsBurgundyLedgerLine)) == 0;
}

void
ts_burgundy_state_free (TsBurgundyState *state)
{
  g_free (state);
}

int
ts_burgundy_empty_spaces (const TsBurgundyState *state, guint player)
{
  return ts_burgundy_board_n_spaces (&state->players[player].duchy)
         - state->players[player].n_placed;
}

int
ts_burgundy_state_actor (const TsBurgundyState *state)
{
  if (state->stage == TS_BURGUNDY_STAGE_PHASE_END)
    return state->phase_end_player;
  return state->stage == TS_BURGUNDY_STAGE_TURN ? state->current : -1;
}

void
ts_burgundy_count_components (const TsBurgundyState *state, guint tiles_out[TS_BURGUNDY_N_TILES],
                              guint *unknown_out, guint *goods_out)
{
  guint goods = 0, unknown = 0;

  memset (tiles_out, 0, sizeof (guint) * TS_BURGUNDY_N_TILES);
  for (guint b = 0; b < 2; b++)
    for (guint t = 0; t < TS_BURGUNDY_N_TILES; t++)
      tiles_out[t] += state->supply[b][t];
  for (guint t = 0; t < TS_BURGUNDY_N_TILES; t++)
    tiles_out[t] += state->discarded[t];
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      tiles_out[state->depots[d][s]]++;
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    tiles_out[state->black[s]]++;
  for (guint i = 0; i < state->n_players; i++)
    {
      const TsBurgundyPlayer *p = &state->players[i];
      /* In the team game A2 and B2 hold copies of the team's board, goods and shared
       * storage: only their private storage is their own. */
      gboolean own = ts_burgundy_team_counts_assets (state, i);
      for (guint s = 0; s < p->duchy.n_cells && own; s++)
        tiles_out[p->tiles[s]]++;
      for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
        if (own || !ts_burgundy_team_is_shared_slot (k))
          tiles_out[p->storage[k]]++;
      for (guint g = 1; g <= 6 && own; g++)
        goods += p->goods[g] + p->sold[g];
    }
  /* Unknown tiles on the board are counted by the loop above under UNKNOWN; lost ones here. */
  for (guint b = 0; b < 2; b++)
    for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
      unknown += state->lost_unknown[b][c];
  tiles_out[TS_BURGUNDY_TILE_UNKNOWN] += unknown;
  tiles_out[TS_BURGUNDY_TILE_INN] += state->inns + state->inns_supply; /* CB-INN-01 */
  tiles_out[TS_BURGUNDY_TILE_NONE] = 0;
  /* Solo game: a face-down tile's face was counted gone when it was exchanged (CB-SOL-14). */
  tiles_out[TS_BURGUNDY_TILE_FACE_DOWN] = 0;
  goods += state->solo_goods_gone;
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint g = 1; g <= 6; g++)
      goods += state->depot_goods[d][g];
  for (guint r = 0; r < state->n_round_goods; r++)
    goods++;
  for (guint g = 1; g <= 6; g++)
    goods += state->goods_supply[g];
  *unknown_out = unknown;
  *goods_out = goods;
}

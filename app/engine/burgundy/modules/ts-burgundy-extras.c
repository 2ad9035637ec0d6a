/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The four extra tiles (CB-EXT, monasteries 27 and 28), the white castles (CB-WHC, monastery
 * 29) and the inns (CB-INN), as decided in docs/rules-coverage.md. The shared rule files
 * call these at their few points of contact; everything else about the modules is here. */
#include "ts-burgundy-modules.h"

#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

/* The crane's white-castle choice, after the 8 building types (as in the entry's JSON). */
#define WHITE_CASTLE_TYPE TS_BURGUNDY_WHITE_CASTLE_TYPE

static void
push (TsBurgundyState *state, guint pending)
{
  g_assert (state->n_pending < TS_BURGUNDY_MAX_PENDING);
  state->pending[state->n_pending++] = pending;
}

/* Setup and the board ------------------------------------------------------------------- */

void
ts_burgundy_extras_setup (TsBurgundyState *state)
{
  const TsBurgundyData *d = state->data;
  const gboolean on[] = { state->options.extra_tiles, state->options.white_castles };

  /* CB-EXT-01, CB-WHC-01: shuffled into the stacks of their backs. */
  for (guint m = 0; m < G_N_ELEMENTS (on); m++)
    if (on[m])
      for (guint b = 0; b < 2; b++)
        for (guint t = 0; t < TS_BURGUNDY_N_TILES; t++)
          state->supply[b][t] += d->module_inventory[m][b][t];
  if (state->options.inns)
    state->inns_supply = d->n_inns;
}

/* CB-EXT-04, CB-EXT-06 with monastery 7: 2 VP and the animals of the species with the most in
 * the pasture (the player's best choice); the ledger names it. */
static void
geese_placed (TsBurgundyState *state, guint player, guint space)
{
  TsBurgundyPlayer *p = &state->players[player];
  int animals[TS_BURGUNDY_N_SPECIES] = { 0 }, tiles[TS_BURGUNDY_N_SPECIES] = { 0 };
  int best = -1;

  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (s != space && TS_BURGUNDY_IS_ANIMAL (p->tiles[s]) && ts_burgundy_same_pasture (p, s, space))
      {
        guint species = TS_BURGUNDY_SPECIES_OF (p->tiles[s]);
        animals[species] += TS_BURGUNDY_ANIMALS_OF (p->tiles[s]);
        tiles[species]++;
      }
  for (guint sp = 0; sp < TS_BURGUNDY_N_SPECIES; sp++)
    if (animals[sp] > 0 && (best < 0 || animals[sp] > animals[best]))
      best = sp;
  /* Detail: the species scored with, or N_SPECIES + 1 for geese alone in their pasture. */
  ts_burgundy_gain (state, player, TS_LEDGER_VP, 2 + (best >= 0 ? animals[best] : 0),
                    TS_BURGUNDY_CAUSE_GEESE, best >= 0 ? (guint)best : TS_BURGUNDY_N_SPECIES + 1);
  if (ts_burgundy_has_monastery (p, 7))
    ts_burgundy_gain (state, player, TS_LEDGER_VP, 1 + (best >= 0 ? tiles[best] : 0),
                      TS_BURGUNDY_CAUSE_MONASTERY, 7);
}

/* CB-EXT-05: each later livestock tile in the geese's pasture gives 2 VP for the geese.
 * CB-EXT-06 with monastery 7 (issue 26): the geese tile scores then, so it is one more
 * “peça de animais que pontuar”: +1 VP (none with "monastery-7-geese-placed-only", the
 * reading before issue 26). */
static void
geese_fed (TsBurgundyState *state, guint player, guint space)
{
  TsBurgundyPlayer *p = &state->players[player];

  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (s != space && p->tiles[s] == TS_BURGUNDY_TILE_GEESE && ts_burgundy_same_pasture (p, s, space))
      {
        ts_burgundy_gain (state, player, TS_LEDGER_VP, 2, TS_BURGUNDY_CAUSE_GEESE,
                          TS_BURGUNDY_N_SPECIES);
        if (ts_burgundy_has_monastery (p, 7) && !state->options.monastery_7_geese_placed_only)
          ts_burgundy_gain (state, player, TS_LEDGER_VP, 1, TS_BURGUNDY_CAUSE_MONASTERY, 7);
      }
}

void
ts_burgundy_extras_placed (TsBurgundyState *state, guint player, guint space)
{
  guint tile = state->players[player].tiles[space];

  if (tile == TS_BURGUNDY_TILE_CRANE)
    push (state, TS_BURGUNDY_PENDING_CRANE); /* CB-EXT-02 */
  else if (tile == TS_BURGUNDY_TILE_GEESE)
    geese_placed (state, player, space);
  else if (tile == TS_BURGUNDY_TILE_WHITE_CASTLE)
    {
      /* CB-WHC-02: the white die as it lies now; workers change only this value. */
      state->white_value = state->white;
      push (state, TS_BURGUNDY_PENDING_WHITE_CASTLE);
    }
  else if (tile == TS_BURGUNDY_MONASTERY_TILE (27))
    ts_burgundy_bridge_on_top (state); /* CB-MON-27, on the space it shares now */
  else if (TS_BURGUNDY_IS_ANIMAL (tile))
    geese_fed (state, player, space);
}

static void
do_buy_inn (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint pl = state->current;
  TsBurgundyPlayer *p = &state->players[pl];
  int workers = MAX (e->workers, 0);

  ts_burgundy_put_in_storage (state, p, e, TS_BURGUNDY_TILE_INN);
  state->inns--;
  ts_burgundy_gain (state, pl, TS_LEDGER_SILVER, -(2 - workers), TS_BURGUNDY_CAUSE_INN, 0);
  ts_burgundy_gain (state, pl, TS_LEDGER_WORKERS, -workers, TS_BURGUNDY_CAUSE_INN, 0);
  if (state->options.inn_extra_purchase)
    state->inn_bought = 1;
  else
    state->bought = 1;
}

static void
do_buy_workers (TsBurgundyState *state)
{
  ts_burgundy_gain (state, state->current, TS_LEDGER_SILVER, -1, TS_BURGUNDY_CAUSE_BUY_WORKERS, 0);
  ts_burgundy_gain (state, state->current, TS_LEDGER_WORKERS, 2, TS_BURGUNDY_CAUSE_BUY_WORKERS, 0);
}

static void
do_crane (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  state->n_pending--;
  if (e->building == WHITE_CASTLE_TYPE)
    {
      state->white_value = state->white;
      push (state, TS_BURGUNDY_PENDING_WHITE_CASTLE);
    }
  else
    ts_burgundy_building_effect (state, state->current, e->building);
}

void
ts_burgundy_extras_do (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_BUY_INN:
        do_buy_inn (state, e);
        break;
      case TS_BURGUNDY_ENTRY_BUY_WORKERS:
        do_buy_workers (state);
        break;
      case TS_BURGUNDY_ENTRY_CRANE_EFFECT:
        do_crane (state, e);
        break;
      default:
        g_assert_not_reached ();
    }
}

guint
ts_burgundy_tiles_in_game (const TsBurgundyState *state, guint tile)
{
  const TsBurgundyData *d = state->data;
  const gboolean on[TS_BURGUNDY_N_TILE_MODULES] = { state->options.extra_tiles,
                                                    state->options.white_castles };
  guint n = d->inventory[0][tile] + d->inventory[1][tile];

  for (guint m = 0; m < TS_BURGUNDY_N_TILE_MODULES; m++)
    if (on[m])
      n += d->module_inventory[m][0][tile] + d->module_inventory[m][1][tile];
  if (tile == TS_BURGUNDY_TILE_INN && state->options.inns)
    n += d->n_inns;
  return n;
}

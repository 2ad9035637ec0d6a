/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What placing a tile does (CB-SHP/CAS/MIN/ANI/BLD/ARE) and the end of a phase (CB-PHE). */
#include "ts-burgundy-play.h"

#include <string.h>

#include "ts-i18n.h"

static const int phase_bonus[TS_BURGUNDY_PHASES] = { 10, 8, 6, 4, 2 };

static void
push (TsBurgundyState *state, guint pending)
{
  g_assert (state->n_pending < TS_BURGUNDY_MAX_PENDING);
  state->pending[state->n_pending++] = pending;
}

/* Is there a tile in the numbered depots that @pending (market/carpenter/church) may take? */
static gboolean
effect_has_target (const TsBurgundyState *state, guint pending)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (ts_burgundy_free_storage (p) < 0 && !state->options.effect_discard)
    return FALSE;
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      if (state->depots[d][s] != TS_BURGUNDY_TILE_NONE
          && ts_burgundy_effect_accepts_colour (pending, ts_burgundy_slot_colour (state, d, s)))
        return TRUE;
  return FALSE;
}

/* CB-ANI-01..03, CB-MON-07 */
static void
score_animals (TsBurgundyState *state, guint player, guint space)
{
  TsBurgundyPlayer *p = &state->players[player];
  guint tile = p->tiles[space];
  guint species = TS_BURGUNDY_SPECIES_OF (tile);
  int vp = 0, n_tiles = 0;

  for (guint s = 0; s < p->duchy.n_cells; s++)
    {
      guint t = p->tiles[s];
      if (ts_burgundy_same_pasture (p, s, space) && TS_BURGUNDY_IS_ANIMAL (t)
          && TS_BURGUNDY_SPECIES_OF (t) == species)
        {
          vp += TS_BURGUNDY_ANIMALS_OF (t);
          n_tiles++;
        }
    }
  ts_burgundy_gain (state, player, TS_LEDGER_VP, vp, TS_BURGUNDY_CAUSE_ANIMALS, species);
  if (ts_burgundy_has_monastery (p, 7))
    ts_burgundy_gain (state, player, TS_LEDGER_VP, n_tiles, TS_BURGUNDY_CAUSE_MONASTERY, 7);
}

void
ts_burgundy_building_effect (TsBurgundyState *state, guint player, guint building)
{
  TsBurgundyPlayer *p = &state->players[player];

  switch (building)
    {
      case TS_BURGUNDY_WAREHOUSE: /* CB-BLD-07 */
        if (ts_burgundy_goods_types (p) > 0)
          push (state, TS_BURGUNDY_PENDING_WAREHOUSE);
        break;
      case TS_BURGUNDY_WATCHTOWER: /* CB-BLD-11 */
        ts_burgundy_gain (state, player, TS_LEDGER_VP, 4, TS_BURGUNDY_CAUSE_WATCHTOWER, 0);
        break;
      case TS_BURGUNDY_CARPENTER: /* CB-BLD-05 */
        if (effect_has_target (state, TS_BURGUNDY_PENDING_CARPENTER))
          push (state, TS_BURGUNDY_PENDING_CARPENTER);
        break;
      case TS_BURGUNDY_CHURCH: /* CB-BLD-06 */
        if (effect_has_target (state, TS_BURGUNDY_PENDING_CHURCH))
          push (state, TS_BURGUNDY_PENDING_CHURCH);
        break;
      case TS_BURGUNDY_MARKET: /* CB-BLD-04 */
        if (effect_has_target (state, TS_BURGUNDY_PENDING_MARKET))
          push (state, TS_BURGUNDY_PENDING_MARKET);
        break;
      case TS_BURGUNDY_BOARDING_HOUSE: /* CB-BLD-08; monasteries 13/14 do not apply */
        ts_burgundy_gain (state, player, TS_LEDGER_WORKERS, 4, TS_BURGUNDY_CAUSE_BOARDING_HOUSE, 0);
        break;
      case TS_BURGUNDY_BANK: /* CB-BLD-09 */
        ts_burgundy_gain (state, player, TS_LEDGER_SILVER, 2, TS_BURGUNDY_CAUSE_BANK, 0);
        break;
      case TS_BURGUNDY_CITY_HALL: /* CB-BLD-10 */
        if (ts_burgundy_city_hall_possible (state, p))
          push (state, TS_BURGUNDY_PENDING_CITY_HALL);
        break;
      default:
        break;
    }
}

guint
ts_burgundy_area_score_size (const TsBurgundyPlayer *p, guint space)
{
  guint size = p->area_size[space];

  size += ts_burgundy_area_has_inn (p, space); /* CB-INN-07 */
  if (ts_burgundy_has_shield (p, 17)) /* CB-SHD-17 */
    size++;
  return MIN (size, 8u);
}

/* CB-ARE-01..06 */
static void
check_completion (TsBurgundyState *state, guint player, guint space)
{
  TsBurgundyPlayer *p = &state->players[player];
  guint area = p->area[space];
  guint colour = p->duchy.colour[space];
  gboolean area_done = TRUE, colour_done = TRUE;

  for (guint s = 0; s < p->duchy.n_cells; s++)
    {
      if (p->tiles[s] != TS_BURGUNDY_TILE_NONE)
        continue;
      if (p->area[s] == area)
        area_done = FALSE;
      if (p->duchy.colour[s] == colour)
        colour_done = FALSE;
    }
  if (area_done)
    {
      guint size = ts_burgundy_area_score_size (p, space);
      for (guint s = 0; s < p->duchy.n_cells; s++)
        if (p->area[s] == area)
          p->area_filled[s] = 1;
      ts_burgundy_gain (state, player, TS_LEDGER_VP, size * (size + 1) / 2, TS_BURGUNDY_CAUSE_AREA,
                        size);
      ts_burgundy_gain (state, player, TS_LEDGER_VP, phase_bonus[state->phase],
                        TS_BURGUNDY_CAUSE_PHASE_BONUS, state->phase);
    }
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    if ((*part)->completed != NULL
        && (*part)->completed (state, player, space, area_done,
                               colour_done && !p->colour_filled[colour]))
      return;
  if (colour_done && !p->colour_filled[colour])
    {
      p->colour_filled[colour] = 1;
      if (state->bonus_large_owner[colour] < 0)
        {
          state->bonus_large_owner[colour] = player;
          p->bonus_large |= 1u << colour;
          ts_burgundy_gain (state, player, TS_LEDGER_VP, ts_burgundy_large_bonus (state->n_players),
                            TS_BURGUNDY_CAUSE_BONUS_LARGE, colour);
          if (ts_burgundy_has_shield (p, 7)) /* CB-SHD-07 */
            ts_burgundy_gain (state, player, TS_LEDGER_VP,
                              ts_burgundy_large_bonus (state->n_players), TS_BURGUNDY_CAUSE_SHIELD,
                              7);
        }
      else if (state->bonus_small_owner[colour] < 0)
        {
          state->bonus_small_owner[colour] = player;
          p->bonus_small |= 1u << colour;
          ts_burgundy_gain (state, player, TS_LEDGER_VP, ts_burgundy_small_bonus (state->n_players),
                            TS_BURGUNDY_CAUSE_BONUS_SMALL, colour);
          if (ts_burgundy_has_shield (p, 7))
            ts_burgundy_gain (state, player, TS_LEDGER_VP,
                              ts_burgundy_small_bonus (state->n_players), TS_BURGUNDY_CAUSE_SHIELD,
                              7);
        }
    }
}

void
ts_burgundy_effects_placed (TsBurgundyState *state, guint player, guint space)
{
  TsBurgundyPlayer *p = &state->players[player];
  guint tile = p->tiles[space];

  /* The area and colour score first; effects that wait for a decision come after. */
  check_completion (state, player, space);
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    if ((*part)->scored != NULL)
      (*part)->scored (state, player, space);
  if (tile == TS_BURGUNDY_TILE_CASTLE)
    push (state, TS_BURGUNDY_PENDING_CASTLE); /* CB-CAS-01 */
  else if (tile == TS_BURGUNDY_TILE_SHIP)
    push (state, TS_BURGUNDY_PENDING_SHIP); /* CB-SHP-01 */
  else if (TS_BURGUNDY_IS_ANIMAL (tile))
    score_animals (state, player, space);
  else if (TS_BURGUNDY_IS_BUILDING (tile))
    ts_burgundy_building_effect (state, player, TS_BURGUNDY_BUILDING_OF (tile));
  else if (TS_BURGUNDY_IS_MONASTERY (tile))
    {
      p->monasteries |= 1u << TS_BURGUNDY_MONASTERY_OF (tile); /* CB-MNG-02 */
      for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL;
           part++)
        if ((*part)->monastery != NULL)
          (*part)->monastery (state, player, TS_BURGUNDY_MONASTERY_OF (tile));
    }
  /* Mines: nothing now (CB-MIN-01). */
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    if ((*part)->placed != NULL)
      (*part)->placed (state, player, space);
}

/* CB-PHE-01..04, CB-PHS-02, CB-PHS-03, CB-MON-02 */
void
ts_burgundy_end_phase (TsBurgundyState *state)
{
  gboolean last = state->phase == TS_BURGUNDY_PHASES - 1;

  /* A part's decisions come first (shields 14/15 and the shield tax, CB-SHD-14/15,
   * CB-SHG-07); this runs again once they are made. */
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    if ((*part)->phase_ends != NULL && (*part)->phase_ends (state))
      return;
  if (!last || state->options.mine_income_after_e)
    for (guint i = 0; i < state->n_players; i++)
      {
        const TsBurgundyPlayer *p = &state->players[i];
        int mines = 0;
        if (!ts_burgundy_team_counts_assets (state, i))
          continue; /* the team's mines pay the team once */
        for (guint s = 0; s < p->duchy.n_cells; s++)
          mines += p->tiles[s] == TS_BURGUNDY_TILE_MINE;
        ts_burgundy_gain (state, i, TS_LEDGER_SILVER, mines, TS_BURGUNDY_CAUSE_MINES, 0);
        if (ts_burgundy_has_shield (p, 8)) /* CB-SHD-08 */
          ts_burgundy_gain (state, i, TS_LEDGER_SILVER, mines, TS_BURGUNDY_CAUSE_SHIELD, 8);
        if (ts_burgundy_has_monastery (p, 2))
          ts_burgundy_gain (state, i, TS_LEDGER_WORKERS, mines, TS_BURGUNDY_CAUSE_MONASTERY, 2);
        ts_burgundy_team_sync (state, i);
      }
  /* Hex tiles left on the board leave the game; goods stay. */
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      {
        guint t = state->depots[d][s];
        if (t == TS_BURGUNDY_TILE_UNKNOWN)
          {
            int c = ts_burgundy_slot_colour (state, d, s);
            state->unknown[0][c]--;
            state->lost_unknown[0][c]++;
          }
        else if (t != TS_BURGUNDY_TILE_NONE)
          state->discarded[t]++;
        state->depots[d][s] = TS_BURGUNDY_TILE_NONE;
      }
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    {
      guint t = state->black[s];
      if (t == TS_BURGUNDY_TILE_UNKNOWN)
        {
          state->unknown[1][0]--;
          state->lost_unknown[1][0]++;
        }
      else if (t != TS_BURGUNDY_TILE_NONE)
        state->discarded[t]++;
      state->black[s] = TS_BURGUNDY_TILE_NONE;
    }
  state->n_pending = 0;
  state->die_used = 0;
  state->bought = 0;
  if (last)
    {
      ts_burgundy_final_scoring (state);
      return;
    }
  state->phase++;
  state->round = 0;
  state->stage = TS_BURGUNDY_STAGE_FILL;
}

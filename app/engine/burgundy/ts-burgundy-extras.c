/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The four extra tiles (CB-EXT, monasteries 27 and 28), the white castles (CB-WHC, monastery
 * 29) and the inns (CB-INN), as decided in docs/rules-coverage.md. The shared rule files
 * call these at their few points of contact; everything else about the modules is here. */
#include "ts-burgundy-rules.h"

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

/* CB-INN-01, CB-INN-02: one more on the pile each phase; none leaves at a phase end. */
void
ts_burgundy_extras_filled (TsBurgundyState *state)
{
  if (state->inns_supply > 0)
    {
      state->inns_supply--;
      state->inns++;
    }
}

gboolean
ts_burgundy_check_module_tile (const TsBurgundyState *state, guint tile, GError **error)
{
  switch (ts_burgundy_tile_module (tile))
    {
      case TS_BURGUNDY_MODULE_EXTRA_TILES:
        if (!state->options.extra_tiles)
          return illegal_rule (error, "CB-EXT-01",
                               /* Translators: a tile name (“crane”, “monastery 27”) */
                               _ ("The %s comes with the four extra tiles, and this game is played "
                                  "without them."),
                               ts_burgundy_tile_name (tile));
        return TRUE;
      case TS_BURGUNDY_MODULE_WHITE_CASTLES:
        if (!state->options.white_castles)
          return illegal_rule (error, "CB-WHC-01",
                               /* Translators: a tile name (“white castle”, “monastery 29”) */
                               _ ("The %s comes with the white castles, and this game is played "
                                  "without them."),
                               ts_burgundy_tile_name (tile));
        return TRUE;
      case TS_BURGUNDY_MODULE_INNS:
        return illegal_rule (error, "CB-INN-01",
                             _ ("An inn never lies in a depot: inns are stacked beside the "
                                "black depot and bought from there."));
      default:
        return TRUE;
    }
}

/* Placement ------------------------------------------------------------------------------ */

gboolean
ts_burgundy_tile_fits (const TsBurgundyPlayer *p, guint tile, guint space)
{
  /* CB-INN-04: an inn has no colour and goes on any colour of space. */
  /* CB-SOL-15: a face-down black tile goes on any colour too. Neither goes on a cell of a
   * team board's grid that is no space of the board (TS_BURGUNDY_NO_SPACE). */
  return p->duchy.colour[space] == ts_burgundy_tile_colour (tile)
         || ((tile == TS_BURGUNDY_TILE_INN || tile == TS_BURGUNDY_TILE_FACE_DOWN)
             && p->duchy.colour[space] < TS_BURGUNDY_N_COLOURS);
}

guint
ts_burgundy_area_has_inn (const TsBurgundyPlayer *p, guint space)
{
  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (p->tiles[s] == TS_BURGUNDY_TILE_INN && p->area[s] == p->area[space])
      return 1;
  return 0;
}

gboolean
ts_burgundy_inn_allowed (const TsBurgundyPlayer *p, guint space)
{
  return ts_burgundy_area_has_inn (p, space) == 0;
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

/* CB-MON-27 as Tableside read it before issue 26 ("monastery-27-lift-at-ship"): called only
 * when a ship moves a marker or the monastery is placed, each holder in seat order goes just
 * above the highest other marker of its space, holders included. */
static void
bridge_on_top_at_ship (TsBurgundyState *state)
{
  for (guint i = 0; i < state->n_players; i++)
    {
      TsBurgundyPlayer *p = &state->players[i];
      guint top = 0;
      gboolean shared = FALSE;

      if (!ts_burgundy_has_monastery (p, 27))
        continue;
      for (guint j = 0; j < state->n_players; j++)
        if (j != i && state->players[j].bridge_space == p->bridge_space)
          {
            shared = TRUE;
            top = MAX (top, state->players[j].bridge_height + 1u);
          }
      if (shared && p->bridge_height < top)
        p->bridge_height = top;
    }
}

/* Does player @i hold monastery 27? Besides its own duchy (and shield 6's copy, refreshed after
 * each entry), issue 42: a team partner of its placer and shield 6's owner hold it as the tile
 * lies there, before their copies follow at the entry's end, so that the placer and they are
 * lifted together, in the order they were in. "monastery-27-placer-on-top" keeps the earlier
 * reading: only the copy counts, and the placer goes up first, above them. */
static gboolean
holds_27 (const TsBurgundyState *state, guint i)
{
  const TsBurgundyPlayer *p = &state->players[i];
  int target = p->shield6_player;

  if (ts_burgundy_has_monastery (p, 27))
    return TRUE;
  if (state->options.monastery_27_placer_on_top)
    return FALSE;
  if (state->options.team
      && ts_burgundy_has_monastery (&state->players[ts_burgundy_team_partner (i)], 27))
    return TRUE;
  return target >= 0 && target < (int)state->n_players && ts_burgundy_has_shield (p, 6)
         && (state->players[target].monasteries >> 27) & 1u;
}

/* Holders above every other marker of their space, in the order they were in among
 * themselves; a second call changes nothing, so any step may call it (CB-MON-27: whoever comes
 * to hold the monastery, by placing it, as a team partner or through shield 6). A marker
 * arriving by ship is put on top of its stack before (CB-SHP-04), so of two holders the one
 * arriving stays above. */
void
ts_burgundy_bridge_on_top (TsBurgundyState *state)
{
  guint8 height[TS_BURGUNDY_MAX_PLAYERS];
  gboolean holds[TS_BURGUNDY_MAX_PLAYERS];

  if (state->options.monastery_27_lift_at_ship)
    {
      bridge_on_top_at_ship (state);
      return;
    }

  for (guint i = 0; i < state->n_players; i++)
    holds[i] = holds_27 (state, i);
  for (guint i = 0; i < state->n_players; i++)
    {
      const TsBurgundyPlayer *p = &state->players[i];
      guint others = 0, below = 0, lowest = p->bridge_height;

      height[i] = p->bridge_height;
      if (!holds[i])
        continue;
      for (guint j = 0; j < state->n_players; j++)
        {
          const TsBurgundyPlayer *q = &state->players[j];

          if (j == i || q->bridge_space != p->bridge_space)
            continue;
          if (!holds[j])
            others = MAX (others, q->bridge_height + 1u);
          else
            {
              below += q->bridge_height < p->bridge_height;
              lowest = MIN (lowest, q->bridge_height);
            }
        }
      /* Some holder of this space lies under another marker: lift them all, in order. */
      if (lowest < others)
        height[i] = others + below;
    }
  for (guint i = 0; i < state->n_players; i++)
    state->players[i].bridge_height = height[i];
}

void
ts_burgundy_bridge_on_top_held (TsBurgundyState *state)
{
  if (!state->options.monastery_27_lift_at_ship)
    ts_burgundy_bridge_on_top (state);
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

/* The white castle's action ---------------------------------------------------------------- */

gboolean
ts_burgundy_check_spend_white (const TsBurgundyState *state, const TsBurgundyEntry *e,
                               GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (state->n_pending == 0
      || state->pending[state->n_pending - 1] != TS_BURGUNDY_PENDING_WHITE_CASTLE)
    return illegal_rule (error, "CB-WHC-03",
                         _ ("Workers change the white die's value only for the action of a "
                            "white castle just placed."));
  if (e->to < 1 || e->to > 6)
    return illegal_rule (error, "CB-CMP-06", _ ("A die shows 1 to 6."));
  if (state->white_value == (guint)e->to)
    /* Translators: the value the white castle's action uses */
    return illegal_rule (error, "CB-WHC-03", _ ("The white castle's action already uses a %d."),
                         e->to);
  int cost = ts_burgundy_worker_cost (p, state->white_value, e->to);
  if (cost > p->workers)
    {
      /* Translators: the white die's value for the action, the value wanted, the workers
       * needed (the physical die is not turned, CB-WHC-03) */
      g_autofree char *need = g_strdup_printf (
          ngettext ("Changing the white castle's action from %u to %d takes %d worker.",
                    "Changing the white castle's action from %u to %d takes %d workers.", cost),
          state->white_value, e->to, cost);
      g_autofree char *have = g_strdup_printf (
          ngettext ("You have %d worker.", "You have %d workers.", p->workers), p->workers);
      return illegal_rule (error, "CB-WHC-03", "%s %s", need, have);
    }
  return TRUE;
}

/* CB-WHC-03: the value changes, the white die on the table does not. */
void
ts_burgundy_do_spend_white (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint pl = state->current;
  int cost = ts_burgundy_worker_cost (&state->players[pl], state->white_value, e->to);

  ts_burgundy_gain (state, pl, TS_LEDGER_WORKERS, -cost, TS_BURGUNDY_CAUSE_SPEND_WORKERS, 0);
  state->white_value = e->to;
}

/* Entries: buy-inn, buy-workers, crane-effect ---------------------------------------------- */

static gboolean
inn_purchase_used (const TsBurgundyState *state)
{
  return state->options.inn_extra_purchase ? state->inn_bought : state->bought;
}

gboolean
ts_burgundy_can_buy_inn (const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  int silver = p->silver;

  if (state->stage != TS_BURGUNDY_STAGE_TURN || state->inns == 0 || inn_purchase_used (state))
    return FALSE;
  if (ts_burgundy_has_monastery (p, 6))
    silver += MIN (p->workers, 2);
  if (silver < 2)
    return FALSE;
  return ts_burgundy_free_storage (p) >= 0 || state->options.effect_discard;
}

/* CB-INN-03 as decided: the top inn, 2 silver (workers with monastery 6), into storage like a
 * black-depot tile; the turn's one purchase unless "inn-extra-purchase". */
static gboolean
check_buy_inn (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];
  gboolean m6 = ts_burgundy_has_monastery (p, 6);
  int workers = MAX (e->workers, 0);

  if (!state->options.inns)
    return illegal_rule (error, "CB-INN-01", _ ("This game is played without the inns."));
  if (state->inns == 0)
    return illegal_rule (error, "CB-INN-03", _ ("There is no inn beside the black depot."));
  if (inn_purchase_used (state))
    return illegal_rule (error, "CB-INN-03", "%s",
                         state->options.inn_extra_purchase
                             ? _ ("Only one inn may be bought per turn.")
                             : _ ("Only one tile may be bought per turn, and an inn is such a "
                                  "purchase."));
  if (!ts_burgundy_check_price (p, workers, m6, TRUE, error))
    return FALSE;
  /* Storage and discard as a black-depot purchase (CB-BLK-03). */
  return ts_burgundy_check_storage (state, p, e, state->options.effect_discard, error);
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

/* CB-MON-28 as decided: any time in the owner's turn, as often as they like. */
static gboolean
check_buy_workers (const TsBurgundyState *state, GError **error)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  if (!ts_burgundy_has_monastery (p, 28))
    return illegal_rule (error, "CB-MON-28",
                         _ ("Only monastery 28 lets a player buy workers (2 for 1 silver)."));
  if (p->silver < 1)
    return illegal_rule (error, "CB-MON-28",
                         /* Translators: a player name */
                         _ ("Monastery 28 sells 2 workers for 1 silver, and %s has no silver."),
                         state->names[state->current]);
  return TRUE;
}

static void
do_buy_workers (TsBurgundyState *state)
{
  ts_burgundy_gain (state, state->current, TS_LEDGER_SILVER, -1, TS_BURGUNDY_CAUSE_BUY_WORKERS, 0);
  ts_burgundy_gain (state, state->current, TS_LEDGER_WORKERS, 2, TS_BURGUNDY_CAUSE_BUY_WORKERS, 0);
}

/* CB-EXT-02 as decided: the 8 building types, and the white castle when it is in the game. */
static gboolean
check_crane (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (state->n_pending == 0 || state->pending[state->n_pending - 1] != TS_BURGUNDY_PENDING_CRANE)
    return illegal_rule (error, "CB-EXT-02",
                         _ ("No crane is waiting: a crane triggers a building's effect right "
                            "when it is placed."));
  if (e->building < 0 || e->building > WHITE_CASTLE_TYPE)
    return illegal_rule (error, "CB-EXT-02",
                         _ ("A crane triggers the effect of one building type."));
  if (e->building == WHITE_CASTLE_TYPE && !state->options.white_castles)
    return illegal_rule (error, "CB-EXT-02",
                         _ ("This game is played without the white castles: the crane "
                            "triggers one of the 8 building types."));
  return TRUE;
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

gboolean
ts_burgundy_extras_check (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  /* A tile placed by shield 14 or 15 resolves its effects at a phase end, which is nobody's
   * turn: no purchase then (CB-INN-03, CB-MON-28 as decided). */
  if (state->stage != TS_BURGUNDY_STAGE_TURN && e->type != TS_BURGUNDY_ENTRY_CRANE_EFFECT)
    return illegal_rule (error, "CB-BLK-01",
                         _ ("A phase is ending: inns and workers are bought only in a "
                            "player's own turn."));
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_BUY_INN:
        return check_buy_inn (state, e, error);
      case TS_BURGUNDY_ENTRY_BUY_WORKERS:
        return check_buy_workers (state, error);
      case TS_BURGUNDY_ENTRY_CRANE_EFFECT:
        return check_crane (state, e, error);
      default:
        return illegal (error, _ ("This is not a Castles of Burgundy entry."));
    }
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

/* Final scoring ----------------------------------------------------------------------------- */

guint
ts_burgundy_crane_type_tile (guint building)
{
  return building == WHITE_CASTLE_TYPE ? TS_BURGUNDY_TILE_WHITE_CASTLE
                                       : TS_BURGUNDY_TILE_BUILDING + building;
}

gboolean
ts_burgundy_has_tile (const TsBurgundyPlayer *p, guint tile)
{
  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (p->tiles[s] == tile)
      return TRUE;
  return FALSE;
}

/* CB-EXT-03 as decided: the type that gives the owner the most VP (ts_burgundy_crane_building,
 * shared with the final-scoring sheet), from the end-game monasteries working for them. */
void
ts_burgundy_crane_choose (TsBurgundyState *state)
{
  for (guint i = 0; i < state->n_players; i++)
    {
      TsBurgundyPlayer *p = &state->players[i];
      guint32 scoring = 0;

      p->crane_building = 255;
      if (!ts_burgundy_has_tile (p, TS_BURGUNDY_TILE_CRANE))
        continue;
      for (guint n = 15; n <= TS_BURGUNDY_LAST_MONASTERY; n++)
        if (ts_burgundy_has_monastery (p, n))
          scoring |= 1u << n;
      p->crane_building = ts_burgundy_crane_building (scoring);
    }
}

int
ts_burgundy_extras_monastery_count (const TsBurgundyPlayer *p, guint n)
{
  int count = 0;

  if (n == 24)
    return ts_burgundy_has_tile (p, TS_BURGUNDY_TILE_GEESE); /* CB-EXT-06: a species of their own */
  if (n == 29)                                   /* CB-MON-29: white castles */
    for (guint s = 0; s < p->duchy.n_cells; s++)
      count += p->tiles[s] == TS_BURGUNDY_TILE_WHITE_CASTLE;
  return count + ts_burgundy_crane_counts_for (p, n);
}

gboolean
ts_burgundy_crane_counts_for (const TsBurgundyPlayer *p, guint n)
{
  return ((n >= 16 && n <= 23) || n == 29) && p->crane_building <= WHITE_CASTLE_TYPE
         && ts_burgundy_building_monastery (p->crane_building) == n
         && ts_burgundy_has_tile (p, TS_BURGUNDY_TILE_CRANE);
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

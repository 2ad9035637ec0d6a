/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The extra tiles', white castles' and inns' rules that the base game's checks ask. */
#include "ts-burgundy-rules.h"

#include "ts-i18n.h"

#define illegal_rule ts_burgundy_illegal_rule

/* The crane's white-castle choice, after the 8 building types (as in the entry's JSON). */
#define WHITE_CASTLE_TYPE TS_BURGUNDY_WHITE_CASTLE_TYPE

#define illegal ts_burgundy_illegal

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

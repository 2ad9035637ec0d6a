/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the solo game changes in the base game's entries: the roll, the river, the black
 * depot's tile declined. */
#include "ts-burgundy-play.h"

#include "ts-i18n.h"

#define illegal_rule ts_burgundy_illegal_rule

/* May @tile go straight onto some empty space now (colour, touching, river rule, one
 * building type per city)? An unknown tile may be anything black-backed still unseen. */
static gboolean
black_tile_fits (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint tile)
{
  if (tile == TS_BURGUNDY_TILE_UNKNOWN)
    {
      for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
        if (state->supply[1][t] > 0 && black_tile_fits (state, p, t))
          return TRUE;
      return FALSE;
    }
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    if (p->tiles[s] == TS_BURGUNDY_TILE_NONE && ts_burgundy_tile_fits (p, tile, s)
        && ts_burgundy_may_place_at (state, p, s)
        && ts_burgundy_building_allowed (state, p, tile, s))
      return TRUE;
  return FALSE;
}

gboolean
ts_burgundy_solo_black_fits (const TsBurgundyState *state)
{
  const TsBurgundyPlayer *p = &state->players[state->current];

  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    if (state->black[s] != TS_BURGUNDY_TILE_NONE && black_tile_fits (state, p, state->black[s]))
      return TRUE;
  return FALSE;
}

/* CB-SOL-18: may the black tile waiting on top be declined? Yes when it is a may, or when no
 * black-depot tile fits any more (another effect took the space meanwhile). */
gboolean
ts_burgundy_solo_black_may_decline (const TsBurgundyState *state)
{
  guint k = state->n_pending - 1;

  if (!state->options.solo || state->n_pending == 0
      || state->pending[k] != TS_BURGUNDY_PENDING_SOLO_BLACK)
    return TRUE;
  return !((state->solo_black_must >> k) & 1u) || !ts_burgundy_solo_black_fits (state);
}

gboolean
ts_burgundy_solo_check_decline (const TsBurgundyState *state, GError **error)
{
  if (ts_burgundy_solo_black_may_decline (state))
    return TRUE;
  return illegal_rule (error, "CB-SOL-18",
                       _ ("A completed colour places a black-depot tile in your duchy, and "
                          "one fits: choose the tile and its space (it cannot be declined)."));
}

const char *
ts_burgundy_solo_pending_sentence (guint pending)
{
  switch (pending)
    {
      case TS_BURGUNDY_PENDING_SOLO_EXCHANGE:
        return _ ("First exchange 5 goods for a black-depot tile, or decline.");
      case TS_BURGUNDY_PENDING_SOLO_BLACK:
        /* Not "or decline": the first one for a colour must be placed (CB-SOL-18). */
        return _ ("First place the black-depot tile for the colour you completed.");
      case TS_BURGUNDY_PENDING_SOLO_BUY:
        /* Translators: solo game, CB-SOL-20: a tile placed at a phase end scored */
        return _ ("First buy victory points for silver, or decline to go on with the phase "
                  "end.");
      case TS_BURGUNDY_PENDING_SOLO_ACTION:
      default:
        return _ ("First take (or decline) the free action for reaching the target.");
    }
}

/* The round ---------------------------------------------------------------------------- */

/* CB-SOL-09/10: from the white die's depot, then clockwise (1, 2 ... 6, 1), the first
 * depot holding a tile; in it the first tile in board-data order, which Tableside takes as
 * the top (depots 2, 3, 5, 6) or left-most one (depots 1 and 4): docs/rules-coverage.md. */
gboolean
ts_burgundy_solo_remove_slot (const TsBurgundyState *state, int *depot, int *slot)
{
  if (state->white < 1 || state->white > 6)
    return FALSE;
  for (guint k = 0; k < TS_BURGUNDY_N_DEPOTS; k++)
    {
      guint d = (state->white - 1 + k) % TS_BURGUNDY_N_DEPOTS;
      for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
        if (state->depots[d][s] != TS_BURGUNDY_TILE_NONE)
          {
            *depot = d + 1;
            *slot = s;
            return TRUE;
          }
    }
  return FALSE;
}

void
ts_burgundy_solo_rolled (TsBurgundyState *state)
{
  int depot, slot;

  if (state->options.solo && ts_burgundy_solo_remove_slot (state, &depot, &slot))
    state->stage = TS_BURGUNDY_STAGE_SOLO_REMOVE;
}

gboolean
ts_burgundy_solo_river_refusal (const TsBurgundyPlayer *p, guint space, GError **error)
{
  g_autofree char *where = ts_burgundy_space_name (p, space);

  return illegal_rule (error, "CB-SOL-12",
                       /* Translators: solo game, CB-SOL-12; a duchy space (“the light green pasture
                        * space with die 4”) */
                       _ ("In the solo game a new area is entered only by the river: %s starts an "
                          "area with no tile yet, and it is neither a river space nor next to a "
                          "ship."),
                       where);
}

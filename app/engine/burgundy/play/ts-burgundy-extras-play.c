/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the extra tiles, white castles and inns change in the base game's entries: the
 * module tiles a refill draws, a white castle spent, the bridge marker on top (CB-MON-27). */
#include "ts-burgundy-play.h"

#include "ts-i18n.h"

#define illegal_rule ts_burgundy_illegal_rule

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

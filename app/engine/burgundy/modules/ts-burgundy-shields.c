/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shields (CB-SHG, CB-SHD): setting them out, taking one with doubles, their effects, the tax
 * and the tiles of shields 14/15 at a phase end, and their end-game VP. */
#include "ts-burgundy-modules.h"

#include <string.h>

#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

const char *
ts_burgundy_shield_effect (guint shield)
{
  static const char *const effects[TS_BURGUNDY_N_SHIELDS] = {
    N_ ("All your pastures count as one pasture for livestock."),
    N_ ("Whenever another player gains workers, you gain 1 worker."),
    N_ ("You may pay the shield tax with workers instead of silver."),
    N_ ("Your storage holds any number of hex tiles."),
    N_ ("When you place a ship, you may also take every goods tile of one type from all six "
        "depots."),
    N_ ("Choose a player: their monasteries count as yours."),
    N_ ("Your bonus tiles count double."),
    N_ ("Your mines pay double silver."),
    N_ ("Each goods tile you sell gives 1 silver."),
    N_ ("Your monasteries' VP count double at the end."),
    N_ ("When you place a castle, its extra action may take a shield."),
    N_ ("Each goods tile you sell gives double VP."),
    N_ ("The VP of your shields count double at the end."),
    N_ ("At the end of each phase, take a hex tile from any numbered depot straight into your "
        "duchy."),
    N_ ("At the end of each phase, take a hex tile from the black depot straight into your "
        "duchy."),
    N_ ("Once per turn, you may turn one of your dice to any number."),
    N_ ("Each area you complete scores as one size larger (up to 8)."),
    N_ ("You may place tiles on any empty space, touching your tiles or not."),
  };

  if (shield < 1 || shield > TS_BURGUNDY_N_SHIELDS)
    return "";
  return _ (effects[shield - 1]);
}

/* Held shields, set out and gone ------------------------------------------------------- */

guint32
ts_burgundy_shields_held (const TsBurgundyPlayer *p)
{
  guint32 mask = 0;

  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (p->shield[s] != 0)
      mask |= 1u << p->shield[s];
  return mask;
}

/* CB-SHG-01: 2 players 1 per depot; 3 players 1 on depots 1, 3, 5 and 2 on 2, 4, 6; 4
 * players 2 per depot. @depot is 0-based. */
gboolean
ts_burgundy_shield_slot_used (const TsBurgundyState *state, guint depot, guint slot)
{
  if (slot == 0)
    return TRUE;
  if (state->n_players == 3)
    return depot % 2 == 1;
  return state->n_players >= 4;
}

/* CB-SHD-06: the monasteries of shield 6's chosen player work for the owner while the owner
 * holds the shield. Recomputed after anything that may change them. */
void
ts_burgundy_shields_refresh (TsBurgundyState *state)
{
  for (guint i = 0; i < state->n_players; i++)
    {
      TsBurgundyPlayer *p = &state->players[i];
      int target = p->shield6_player;

      p->monasteries_shared = 0;
      if (target >= 0 && target < state->n_players && ts_burgundy_has_shield (p, 6))
        p->monasteries_shared = state->players[target].monasteries;
    }
  ts_burgundy_bridge_on_top_held (state); /* CB-MON-27: shield 6's owner holds it at once */
}

/* Shield 4 leaves a team board: the team keeps its 2 shared spaces, filled from the further
 * ones in order; the rest go to the box, as without teams (docs/rules-coverage.md). */
static void
team_loses_shield_4 (TsBurgundyState *state, TsBurgundyPlayer *p)
{
  for (guint k = TS_BURGUNDY_TEAM_STORAGE; k < TS_BURGUNDY_MAX_STORAGE; k++)
    {
      guint t = p->storage[k];

      p->storage[k] = TS_BURGUNDY_TILE_NONE;
      if (t == TS_BURGUNDY_TILE_NONE)
        continue;
      if (p->storage[0] == TS_BURGUNDY_TILE_NONE)
        p->storage[0] = t;
      else if (p->storage[1] == TS_BURGUNDY_TILE_NONE)
        p->storage[1] = t;
      else
        state->discarded[t]++;
    }
}

/* A shield leaves @p's duchy and the game (replaced, CB-SHG-04, or unpaid, CB-SHG-08). Losing
 * shield 4 leaves room for 3 stored tiles: the first three stay (moved to the front), the
 * others go to the box (docs/rules-coverage.md). */
void
ts_burgundy_shield_leaves (TsBurgundyState *state, TsBurgundyPlayer *p, guint space)
{
  guint shield = p->shield[space];

  p->shield[space] = 0;
  state->shields_gone |= 1u << shield;
  if (shield == 4 && p->team != 0)
    team_loses_shield_4 (state, p);
  else if (shield == 4)
    {
      guint8 kept[TS_BURGUNDY_MAX_STORAGE] = { 0 };
      guint n = 0;

      for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
        {
          guint t = p->storage[k];
          if (t == TS_BURGUNDY_TILE_NONE)
            continue;
          if (n < TS_BURGUNDY_STORAGE)
            kept[n++] = t;
          else
            state->discarded[t]++;
        }
      memcpy (p->storage, kept, sizeof kept);
    }
  ts_burgundy_shields_refresh (state);
}

/* Shield 2 (CB-SHD-02): “sempre que outro jogador obtiver um trabalhador, recebes também um
 * trabalhador”: one worker for each of the @n another player gains (issue 26), or with
 * "shield-2-per-gain" one per gain (one ledger line: one action, effect or bonus). Called
 * for every worker gain. In the team game the shield is the team's and its workers go to the
 * team's supply once; a partner's gain is the team's own (docs/rules-coverage.md). */
void
ts_burgundy_shields_workers_gained (TsBurgundyState *state, guint player, TsBurgundyCause cause,
                                    int n)
{
  if (!state->options.shields || cause == TS_BURGUNDY_CAUSE_SHIELD
      || cause == TS_BURGUNDY_CAUSE_START)
    return;
  int each = state->options.shield_2_per_gain ? 1 : n;
  for (guint i = 0; i < state->n_players; i++)
    if (i != player && ts_burgundy_has_shield (&state->players[i], 2)
        && !ts_burgundy_same_team (state, i, player) && ts_burgundy_team_counts_assets (state, i))
      {
        state->players[i].workers += each;
        ts_burgundy_ledger_add (state, i, TS_LEDGER_WORKERS, each, TS_BURGUNDY_CAUSE_SHIELD, 2);
        /* The team's shared workers: the partner's copy too (the team is not the one acting). */
        if (state->options.team)
          state->players[ts_burgundy_team_partner (i)].workers += each;
      }
}

/* Words ------------------------------------------------------------------------------------ */

static const char *
who (const TsBurgundyState *state, int player)
{
  return player >= 0 && player < state->n_players ? state->names[player] : "?";
}

/* The shield entries in words; NULL for other entries. */
char *
ts_burgundy_shields_describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  const char *name = who (state, e->player);

  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SET_SHIELDS:
        return g_strdup (_ ("The shields are set out on the depots."));
      case TS_BURGUNDY_ENTRY_TAKE_SHIELD:
        {
          guint shield = e->depot >= 1 && e->depot <= 6 && e->slot >= 0
                                 && e->slot < TS_BURGUNDY_SHIELD_SLOTS
                             ? state->shield_depot[e->depot - 1][e->slot]
                             : 0;
          g_autofree char *where = NULL;

          if (e->player < 0 || e->player >= state->n_players
              || !ts_burgundy_board_has_space (&state->players[e->player].duchy, e->space))
            where = g_strdup (_ ("a space off the board"));
          else
            where = ts_burgundy_space_name (&state->players[e->player], e->space);
          if (e->die == TS_BURGUNDY_SRC_CASTLE)
            /* Translators: player, shield number, depot number, a duchy space (“the dark
             * green castle space with die 6”) */
            return g_strdup_printf (_ ("%s takes shield %u from depot %d for their castle on "
                                       "%s with the castle's extra action (shield 11)."),
                                    name, shield, e->depot, where);
          /* Translators: player, shield number, depot number, a duchy space (“the dark green
           * castle space with die 6”) */
          return g_strdup_printf (_ ("%s takes shield %u from depot %d for their castle on %s "
                                     "with doubles."),
                                  name, shield, e->depot, where);
        }
      case TS_BURGUNDY_ENTRY_SET_DIE:
        if (e->die == 1)
          /* Translators: player, the die's new number */
          return g_strdup_printf (_ ("%s turns the second die to %d (shield 16)."), name, e->to);
        return g_strdup_printf (_ ("%s turns the first die to %d (shield 16)."), name, e->to);
      case TS_BURGUNDY_ENTRY_CHOOSE_PLAYER:
        /* Translators: two player names */
        return g_strdup_printf (_ ("%s chooses %s: their monasteries count as %s's too "
                                   "(shield 6)."),
                                name, who (state, e->target), name);
      case TS_BURGUNDY_ENTRY_SHIELD_TILE:
        {
          guint tile = e->tile;
          g_autofree char *where = NULL;

          if (e->depot == 0 && e->slot >= 0 && e->slot < TS_BURGUNDY_BLACK_SLOTS
              && state->black[e->slot] > TS_BURGUNDY_TILE_UNKNOWN)
            tile = state->black[e->slot];
          else if (e->depot >= 1 && e->depot <= 6 && e->slot >= 0
                   && e->slot < TS_BURGUNDY_DEPOT_SLOTS
                   && state->depots[e->depot - 1][e->slot] > TS_BURGUNDY_TILE_UNKNOWN)
            tile = state->depots[e->depot - 1][e->slot];
          if (e->player < 0 || e->player >= state->n_players
              || !ts_burgundy_board_has_space (&state->players[e->player].duchy, e->space))
            where = g_strdup (_ ("a space off the board"));
          else
            where = ts_burgundy_space_name (&state->players[e->player], e->space);
          if (e->depot == 0)
            /* Translators: player, tile, a duchy space */
            return g_strdup_printf (_ ("%s places the %s from the black depot on %s "
                                       "(shield 15)."),
                                    name, ts_burgundy_tile_name (tile), where);
          /* Translators: player, tile, depot number, a duchy space */
          return g_strdup_printf (_ ("%s places the %s from depot %d on %s (shield 14)."), name,
                                  ts_burgundy_tile_name (tile), e->depot, where);
        }
      case TS_BURGUNDY_ENTRY_PAY_SHIELDS:
        {
          g_autoptr (GString) gone = g_string_new (NULL);
          guint n_gone = 0;
          int workers = MAX (e->workers, 0);

          for (guint n = 1; n <= TS_BURGUNDY_N_SHIELDS; n++)
            if ((e->remove >> n) & 1u)
              {
                if (gone->len > 0)
                  g_string_append (gone, _ (", "));
                g_string_append_printf (gone, "%u", n);
                n_gone++;
              }
          if (n_gone == 0 && workers == 0)
            /* Translators: player name */
            return g_strdup_printf (_ ("%s pays the shield tax in silver."), name);
          if (n_gone == 0)
            /* Translators: player name, workers */
            return g_strdup_printf (ngettext ("%s pays the shield tax, %d worker of it "
                                              "(shield 3).",
                                              "%s pays the shield tax, %d workers of it "
                                              "(shield 3).",
                                              workers),
                                    name, workers);
          /* Translators: player name, the shield numbers that leave ("4, 13") */
          return g_strdup_printf (ngettext ("%s pays the shield tax; shield %s leaves the game.",
                                            "%s pays the shield tax; shields %s leave the game.",
                                            n_gone),
                                  name, gone->str);
        }
      case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT:
        if (e->shield_goods <= 0)
          return NULL;
        if (e->second_depot > 0)
          /* Translators: player, two depot numbers, a goods type (die number) */
          return g_strdup_printf (_ ("%s's ship takes the goods of depots %d and %d, and every "
                                     "goods %d from all depots (shield 5)."),
                                  name, e->depot, e->second_depot, e->shield_goods);
        /* Translators: player, depot number, a goods type (die number) */
        return g_strdup_printf (_ ("%s's ship takes the goods of depot %d, and every goods %d "
                                   "from all depots (shield 5)."),
                                name, e->depot, e->shield_goods);
      case TS_BURGUNDY_ENTRY_DECLINE:
        if (state->stage == TS_BURGUNDY_STAGE_PHASE_END && state->n_pending == 0)
          /* Translators: player name */
          return g_strdup_printf (_ ("%s takes no tile with their shield."), name);
        return NULL;
      default:
        return NULL;
    }
}

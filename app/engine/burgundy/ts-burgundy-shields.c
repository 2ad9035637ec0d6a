/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shields (CB-SHG, CB-SHD): setting them out, taking one with doubles, their effects, the tax
 * and the tiles of shields 14/15 at a phase end, and their end-game VP. */
#include "ts-burgundy-boards.h"
#include "ts-burgundy-rules.h"

#include <string.h>

#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

/* Asked for every storage slot and every candidate entry (issue 46): memchr reads the board's
 * shield bytes many at a time instead of one loop step per cell (160 on a team board). */
gboolean
ts_burgundy_has_shield (const TsBurgundyPlayer *p, guint shield)
{
  return shield != 0 && shield <= G_MAXUINT8
         && memchr (p->shield, (int)shield, p->duchy.n_cells) != NULL;
}

/* CB-SHD-04 */
guint
ts_burgundy_storage_size (const TsBurgundyPlayer *p)
{
  gboolean four = ts_burgundy_has_shield (p, 4);

  if (p->team != 0 && !four)
    return TS_BURGUNDY_TEAM_STORAGE; /* CB-TEM-08: 2 shared, 2 private */
  return four ? p->shield_4_storage : TS_BURGUNDY_STORAGE;
}

/* CB-SHG-09 */
int
ts_burgundy_shield_end_vp (guint shield)
{
  if (shield >= 1 && shield <= 6)
    return 12;
  if (shield >= 7 && shield <= 12)
    return 8;
  if (shield >= 13 && shield <= TS_BURGUNDY_N_SHIELDS)
    return 4;
  return 0;
}

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

/* CB-SHD-13: with shield 13 at the end, each shield's VP count double. The tracked game and
 * the final-scoring sheet both score through this. */
int
ts_burgundy_shield_scored_vp (guint shield, gboolean with_shield_13)
{
  return ts_burgundy_shield_end_vp (shield) * (with_shield_13 ? 2 : 1);
}

/* Placement and livestock rules other files ask about ----------------------------------- */

/* CB-SHD-01: with shield 1 every pasture space of the owner is one pasture for livestock. */
gboolean
ts_burgundy_same_pasture (const TsBurgundyPlayer *p, guint a, guint b)
{
  if (p->area[a] == p->area[b])
    return TRUE;
  return ts_burgundy_has_shield (p, 1) && p->duchy.colour[a] == TS_BURGUNDY_PASTURE
         && p->duchy.colour[b] == TS_BURGUNDY_PASTURE;
}

/* CB-PLC-02 and CB-SHD-18: a new tile touches a placed tile, or shield 18 lets it go
 * anywhere. */
gboolean
ts_burgundy_may_place_at (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint space)
{
  return (ts_burgundy_has_shield (p, 18) || ts_burgundy_adjacent_to_tile (state, p, space))
         && ts_burgundy_solo_may_enter (state, p, space); /* CB-SOL-12 */
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

/* Shields 9 and 12 on a sale of @n goods tiles (CB-SHD-09, CB-SHD-12); TRUE when shield 9
 * replaces monastery 3's extra silver (CB-SHG-06). */
gboolean
ts_burgundy_shields_sale (TsBurgundyState *state, guint player, guint n)
{
  TsBurgundyPlayer *p = &state->players[player];
  gboolean nine = ts_burgundy_has_shield (p, 9);

  if (nine)
    ts_burgundy_gain (state, player, TS_LEDGER_SILVER, (int)n - 1, TS_BURGUNDY_CAUSE_SHIELD, 9);
  /* “recebes o dobro dos pontos de vitória por cada peça de mercadorias que vendas”: the
   * sale's own value again, 2 a tile in the solo game (CB-SOL-06 as decided); before issue 42
   * ("solo-shield-12-one-player") the player count, 1 there. */
  if (ts_burgundy_has_shield (p, 12))
    ts_burgundy_gain (state, player, TS_LEDGER_VP,
                      n * (state->options.solo_shield_12_one_player ? state->n_players
                                                                    : ts_burgundy_board_players (state)),
                      TS_BURGUNDY_CAUSE_SHIELD, 12);
  return nine;
}

/* Shield 5 (CB-SHD-05): may the ship also take every goods tile of type @g, after the normal
 * pick took the types @taken from @depot (and @second, or -1)? @held: the types held then. */
gboolean
ts_burgundy_shield_goods_ok (const TsBurgundyState *state, int depot, int second, guint taken,
                             guint held, guint g)
{
  gboolean any = FALSE;

  if (g < 1 || g > 6)
    return FALSE;
  for (int d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
    if (state->depot_goods[d - 1][g] > 0
        && !((d == depot || d == second) && ((taken >> g) & 1u)))
      any = TRUE;
  if (!any)
    return FALSE;
  if (state->options.solo) /* CB-SOL-03: no limit on goods types (issue 26) */
    return TRUE;
  return ((held >> g) & 1u) || (guint)__builtin_popcount (held) < TS_BURGUNDY_GOODS_SPACES;
}

void
ts_burgundy_shield_goods_take (TsBurgundyState *state, TsBurgundyPlayer *p, guint g)
{
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      p->goods[g] += state->depot_goods[d][g];
      state->depot_goods[d][g] = 0;
    }
}

/* Final scoring (CB-SHG-09, CB-SHD-10, CB-SHD-13): after the monasteries. */
void
ts_burgundy_shields_final (TsBurgundyState *state, guint player, guint first_line)
{
  TsBurgundyPlayer *p = &state->players[player];
  gboolean thirteen = ts_burgundy_has_shield (p, 13);

  for (guint n = 1; n <= TS_BURGUNDY_N_SHIELDS; n++)
    if (ts_burgundy_has_shield (p, n))
      ts_burgundy_gain (state, player, TS_LEDGER_VP, ts_burgundy_shield_scored_vp (n, thirteen),
                        TS_BURGUNDY_CAUSE_END_SHIELD, n);
  if (ts_burgundy_has_shield (p, 10))
    {
      int monasteries = 0;

      for (guint k = first_line; k < state->n_ledger; k++)
        if (state->ledger[k].player == player
            && state->ledger[k].cause == TS_BURGUNDY_CAUSE_END_MONASTERY)
          monasteries += state->ledger[k].delta;
      ts_burgundy_gain (state, player, TS_LEDGER_VP, monasteries, TS_BURGUNDY_CAUSE_END_SHIELD,
                        10);
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

/* What STAGE_SHIELDS and STAGE_PHASE_END (nothing pending) wait for. */
char *
ts_burgundy_shields_describe_pending (const TsBurgundyState *state)
{
  if (state->stage == TS_BURGUNDY_STAGE_SHIELDS)
    return g_strdup_printf (ngettext ("Set out the shields on the depots for %u player.",
                                      "Set out the shields on the depots for %u players.",
                                      state->n_players),
                            state->n_players);
  if (state->stage != TS_BURGUNDY_STAGE_PHASE_END || state->phase_end_step == 0)
    return g_strdup ("");

  const char *name = state->names[state->phase_end_player];
  guint n = state->n_players;
  guint item = state->phase_end_step - 1;

  if (item < 2 * n && item % 2 == 0)
    /* Translators: player name */
    return g_strdup_printf (_ ("End of the phase: %s may take a hex tile from a numbered depot "
                               "straight into their duchy (shield 14)."),
                            name);
  if (item < 2 * n)
    return g_strdup_printf (_ ("End of the phase: %s may take a hex tile from the black depot "
                               "straight into their duchy (shield 15)."),
                            name);
  /* Translators: player name */
  return g_strdup_printf (_ ("End of the phase: %s pays the shield tax, 1 silver per shield; "
                             "each shield not paid for leaves the game."),
                          name);
}

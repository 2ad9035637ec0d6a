/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Table events: starting goods, filling the depots at a phase start, the dice of a round. */
#include "ts-burgundy-play.h"

#include <string.h>

#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

gboolean
ts_burgundy_check_starting_goods (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                  GError **error)
{
  guint need[7] = { 0 };

  if (state->stage != TS_BURGUNDY_STAGE_STARTING_GOODS)
    return illegal_rule (error, "CB-SET-09",
                         _ ("Starting goods are drawn only at the start of the game."));
  if (e->player < 0 || e->player >= state->n_players)
    return illegal (error, _ ("There is no such player."));
  if (!ts_burgundy_team_check_starting_goods (state, e, error))
    return FALSE;
  if (state->players[e->player].has_starting_goods)
    return illegal_rule (error, "CB-SET-09", _ ("%s already drew their 3 starting goods."),
                         state->names[e->player]);
  for (guint i = 0; i < 3; i++)
    {
      if (e->starting[i] < 1 || e->starting[i] > 6)
        return illegal_rule (error, "CB-SET-09",
                             _ ("Each player draws 3 goods, each with a die number 1 to 6."));
      need[e->starting[i]]++;
    }
  for (guint g = 1; g <= 6; g++)
    if (need[g] > state->goods_supply[g])
      return illegal_rule (error, "CB-CMP-03",
                           /* Translators: %u is a goods type */
                           _ ("There are no more goods with die number %u left to draw."), g);
  return TRUE;
}

void
ts_burgundy_do_starting_goods (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[e->player];
  gboolean all = TRUE;

  for (guint i = 0; i < 3; i++)
    {
      p->goods[e->starting[i]]++;
      state->goods_supply[e->starting[i]]--;
    }
  p->has_starting_goods = 1;
  ts_burgundy_team_sync (state, e->player); /* the team's goods (CB-TEM-04) */
  for (guint i = 0; i < state->n_players; i++)
    all = all && state->players[i].has_starting_goods;
  if (all)
    state->stage = TS_BURGUNDY_STAGE_FILL;
}

gboolean
ts_burgundy_check_fill (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  int need[2][TS_BURGUNDY_N_TILES] = { { 0 } };
  int need_unknown[2][TS_BURGUNDY_N_COLOURS] = { { 0 } };
  int need_known[2][TS_BURGUNDY_N_COLOURS] = { { 0 } };
  int empty[2][TS_BURGUNDY_N_COLOURS] = { { 0 } };
  guint need_goods[7] = { 0 };

  if (state->stage != TS_BURGUNDY_STAGE_FILL)
    return illegal_rule (error, "CB-PHS-04",
                         _ ("The depots are filled only at the start of a phase."));
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      {
        guint t = e->fill[d][s];
        int colour = ts_burgundy_slot_colour (state, d, s);
        if (!ts_burgundy_slot_used (state, d, s))
          {
            if (t != TS_BURGUNDY_TILE_NONE)
              {
                g_autofree char *where = ts_burgundy_slot_name (state, d, s);
                return illegal_rule (error, "CB-PLY-01",
                                     /* Translators: player count, a depot space (“the beige city
                                      * space marked 4 of depot 2”) */
                                     ngettext ("With %u player, %s stays empty.",
                                               "With %u players, %s stays empty.",
                                               ts_burgundy_board_players (state)),
                                     ts_burgundy_board_players (state), where);
              }
            continue;
          }
        if (t == TS_BURGUNDY_TILE_NONE)
          empty[0][colour]++;
        else if (t == TS_BURGUNDY_TILE_UNKNOWN)
          need_unknown[0][colour]++;
        else if (!ts_burgundy_check_module_tile (state, t, error))
          return FALSE;
        else if ((int)ts_burgundy_tile_colour (t) != colour)
          {
            g_autofree char *where = ts_burgundy_slot_name (state, d, s);
            /* Translators: a tile name, a depot space (“the beige city space of depot 2”) */
            return illegal_rule (error, "CB-PHS-04", _ ("A %s cannot go on %s."),
                                 ts_burgundy_tile_name (t), where);
          }
        else
          {
            need[0][t]++;
            need_known[0][colour]++;
          }
      }
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    {
      guint t = e->fill_black[s];
      if (!ts_burgundy_black_used (state, s))
        {
          if (t != TS_BURGUNDY_TILE_NONE)
            return illegal_rule (
                error, "CB-PLY-01",
                /* Translators: player count, then the player count printed on the unused spaces */
                ngettext ("With %u player, the spaces of the black depot marked %u "
                          "stay empty.",
                          "With %u players, the spaces of the black depot marked %u "
                          "stay empty.",
                          ts_burgundy_board_players (state)),
                ts_burgundy_board_players (state), state->data->black_min_players[s]);
          continue;
        }
      if (t == TS_BURGUNDY_TILE_NONE)
        empty[1][0]++;
      else if (t == TS_BURGUNDY_TILE_UNKNOWN)
        need_unknown[1][0]++;
      else if (!ts_burgundy_check_module_tile (state, t, error))
        return FALSE;
      else
        {
          need[1][t]++;
          need_known[1][0]++;
        }
    }
  for (guint b = 0; b < 2; b++)
    {
      for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
        if (need[b][t] > state->supply[b][t])
          {
            if (b == 0)
              return illegal_rule (error, "CB-CMP-01",
                                   /* Translators: %s is a tile name */
                                   _ ("There is no %s left in its stack to put on the board."),
                                   ts_burgundy_tile_name (t));
            return illegal_rule (error, "CB-CMP-01",
                                 _ ("There is no black-backed %s left to put in the black "
                                    "depot."),
                                 ts_burgundy_tile_name (t));
          }
      for (guint c = 0; c < (b == 0 ? TS_BURGUNDY_N_COLOURS : 1u); c++)
        {
          int avail = ts_burgundy_available (state, b, c);
          if (need_known[b][c] + need_unknown[b][c] > avail)
            return illegal_rule (error, "CB-CMP-01",
                                 _ ("More tiles were entered than are left in their stack."));
          /* A space stays empty only when its stack has run out (CB-PHS-06). */
          if (empty[b][c] > 0 && need_known[b][c] + need_unknown[b][c] < avail)
            {
              if (b == 1)
                return illegal_rule (error, "CB-PHS-05",
                                     _ ("Every used space of the black depot must be filled "
                                        "while black-backed tiles are left."));
              return illegal_rule (error, "CB-PHS-04",
                                   /* Translators: %s is a colour name */
                                   _ ("Every used %s space of the depots must be filled while "
                                      "%s tiles are left in their stack."),
                                   ts_burgundy_colour_name (c), ts_burgundy_colour_name (c));
            }
        }
    }
  for (guint r = 0; r < TS_BURGUNDY_ROUNDS; r++)
    {
      if (e->fill_goods[r] < 1 || e->fill_goods[r] > 6)
        return illegal_rule (error, "CB-PHS-06",
                             _ ("Each phase reveals 5 goods, each with a die number 1 to 6."));
      need_goods[e->fill_goods[r]]++;
    }
  for (guint g = 1; g <= 6; g++)
    if (need_goods[g] > state->goods_supply[g])
      return illegal_rule (error, "CB-CMP-03",
                           /* Translators: %u is a goods type */
                           _ ("There are no more goods with die number %u left to reveal."), g);
  return TRUE;
}

void
ts_burgundy_do_fill (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      {
        guint t = e->fill[d][s];
        state->depots[d][s] = t;
        if (t == TS_BURGUNDY_TILE_UNKNOWN)
          state->unknown[0][ts_burgundy_slot_colour (state, d, s)]++;
        else if (t != TS_BURGUNDY_TILE_NONE)
          state->supply[0][t]--;
      }
  for (guint s = 0; s < TS_BURGUNDY_BLACK_SLOTS; s++)
    {
      guint t = e->fill_black[s];
      state->black[s] = t;
      if (t == TS_BURGUNDY_TILE_UNKNOWN)
        state->unknown[1][0]++;
      else if (t != TS_BURGUNDY_TILE_NONE)
        state->supply[1][t]--;
    }
  for (guint r = 0; r < TS_BURGUNDY_ROUNDS; r++)
    {
      state->round_goods[r] = e->fill_goods[r];
      state->goods_supply[e->fill_goods[r]]--;
    }
  state->n_round_goods = TS_BURGUNDY_ROUNDS;
  ts_burgundy_extras_filled (state);
  state->round = 0;
  state->stage = TS_BURGUNDY_STAGE_ROLL;
}

gboolean
ts_burgundy_check_roll (const TsBurgundyState *state, const TsBurgundyEntry *e, GError **error)
{
  if (state->stage != TS_BURGUNDY_STAGE_ROLL)
    return illegal_rule (error, "CB-RND-01", _ ("Dice are rolled only at the start of a round."));
  for (guint i = 0; i < state->n_players; i++)
    for (guint k = 0; k < 2; k++)
      if (e->dice[i][k] < 1 || e->dice[i][k] > 6)
        return illegal_rule (error, "CB-RND-01",
                             _ ("Every player rolls 2 dice, each showing 1 to 6."));
  if (e->white < 1 || e->white > 6)
    return illegal_rule (error, "CB-RND-01", _ ("The white die shows 1 to 6."));
  for (guint i = state->n_players; i < TS_BURGUNDY_MAX_PLAYERS; i++)
    if (e->dice[i][0] != 0 || e->dice[i][1] != 0)
      return illegal_rule (error, "CB-RND-01",
                           /* Translators: %u is the number of players (1 in the solo game) */
                           ngettext ("This game has %u player: enter dice for %u player.",
                                     "This game has %u players: enter dice for %u players.",
                                     state->n_players),
                           state->n_players, state->n_players);
  return TRUE;
}

void
ts_burgundy_do_roll (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  memcpy (state->dice, e->dice, sizeof state->dice);
  state->white = e->white;
  /* CB-RND-04: the order is fixed for the round from the bridge as it stands now. */
  ts_burgundy_compute_order (state);
  /* CB-RND-02: the next goods tile goes to the depot of the white die. */
  if (state->n_round_goods > 0)
    {
      state->depot_goods[e->white - 1][state->round_goods[0]]++;
      memmove (state->round_goods, state->round_goods + 1, TS_BURGUNDY_ROUNDS - 1);
      state->round_goods[TS_BURGUNDY_ROUNDS - 1] = 0;
      state->n_round_goods--;
    }
  state->turn = 0;
  state->stage = TS_BURGUNDY_STAGE_TURN;
  ts_burgundy_start_turn (state);
  ts_burgundy_solo_rolled (state); /* CB-SOL-09: a tile leaves the game first */
}

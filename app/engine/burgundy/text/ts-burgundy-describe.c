/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Entries and pending decisions in words. */
#include "ts-burgundy-text.h"

#include <string.h>

#include "ts-i18n.h"

static const char *
phase_name (guint phase)
{
  static const char *const names[] = { "A", "B", "C", "D", "E" };
  return phase < 5 ? names[phase] : "?";
}

static char *
source_text (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint value = 0;

  if ((e->die == TS_BURGUNDY_SRC_DIE0 || e->die == TS_BURGUNDY_SRC_DIE1) && e->player >= 0
      && e->player < state->n_players)
    value = state->dice[e->player][e->die];
  switch (e->die)
    {
      case TS_BURGUNDY_SRC_DIE0:
        /* Translators: how an action was paid; %u is the value the player's first die shows */
        return g_strdup_printf (_ ("with the first die (showing %u)"), value);
      case TS_BURGUNDY_SRC_DIE1:
        /* Translators: how an action was paid; %u is the value the player's second die shows */
        return g_strdup_printf (_ ("with the second die (showing %u)"), value);
      case TS_BURGUNDY_SRC_CASTLE:
        return g_strdup (_ ("with the castle's extra action"));
      case TS_BURGUNDY_SRC_CITY_HALL:
        return g_strdup (_ ("with the city hall's extra action"));
      case TS_BURGUNDY_SRC_WAREHOUSE:
        return g_strdup (_ ("with the warehouse's extra action"));
      case TS_BURGUNDY_SRC_MARKET:
        return g_strdup (_ ("with the market's extra action"));
      case TS_BURGUNDY_SRC_CARPENTER:
        return g_strdup (_ ("with the carpenter's workshop's extra action"));
      case TS_BURGUNDY_SRC_CHURCH:
        return g_strdup (_ ("with the church's extra action"));
      case TS_BURGUNDY_SRC_WHITE:
        /* Translators: how an action was paid; %u is the white die's value the white castle's
         * action uses (workers may have changed it, CB-WHC-03) */
        return g_strdup_printf (_ ("with the white castle's action (value %u)"),
                                state->white_value);
      case TS_BURGUNDY_SRC_ROUTE:
        return g_strdup (_ ("as a trade-route bonus"));
      case TS_BURGUNDY_SRC_TARGET:
        /* Translators: solo game, CB-SOL-22 */
        return g_strdup (_ ("with the free action for reaching the target"));
      default:
        return g_strdup ("");
    }
}

/* Every player's two dice in the order they play this round, then the white die. */
static char *
roll_text (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  /* The turn order of the round is fixed by the bridge when the dice are rolled; the copy is
   * on the heap because the state holds the whole ledger. */
  g_autofree TsBurgundyState *after = g_memdup2 (state, sizeof *state);
  g_autoptr (GString) dice = g_string_new (NULL);

  ts_burgundy_compute_order (after);
  for (guint k = 0; k < state->n_players && k < TS_BURGUNDY_MAX_PLAYERS; k++)
    {
      guint p = after->order[k];
      if (p >= state->n_players)
        continue;
      if (dice->len > 0)
        /* Translators: between two players' dice in a roll, "Ana 3 and 5, Bruno 1 and 6" */
        g_string_append (dice, _ (", "));
      /* Translators: a player's name and the two dice they rolled */
      g_string_append_printf (dice, _ ("%s %u and %u"), state->names[p], e->dice[p][0],
                              e->dice[p][1]);
    }
  /* Translators: the dice of every player ("Ana 3 and 5, Bruno 1 and 6"), then the white die */
  return g_strdup_printf (_ ("Dice are rolled: %s; the white die shows %u."), dice->str, e->white);
}

static char *describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e);

/* Whether numbered depot @depot (1-6) holds no goods tile. */
static gboolean
depot_empty (const TsBurgundyState *state, int depot)
{
  if (depot < 1 || depot > TS_BURGUNDY_N_DEPOTS)
    return FALSE;
  for (guint g = 1; g <= 6; g++)
    if (state->depot_goods[depot - 1][g] > 0)
      return FALSE;
  return TRUE;
}

/* The team game: where the tile goes, when the entry says (CB-TEM-08). */
char *
ts_burgundy_describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  g_autofree char *text = describe_entry (state, e);
  gsize len = strlen (text);

  if (e->store == TS_BURGUNDY_STORE_ANY || len == 0 || text[len - 1] != '.'
      || e->player < 0 || e->player >= state->n_players)
    return g_steal_pointer (&text);
  text[len - 1] = '\0';
  if (e->store == TS_BURGUNDY_STORE_SHARED)
    /* Translators: an entry's sentence without its full stop, then where the tile goes */
    return g_strdup_printf (_ ("%s, into the team's shared storage."), text);
  /* Translators: an entry's sentence without its full stop, then a player's name */
  return g_strdup_printf (_ ("%s, into %s's private storage."), text, state->names[e->player]);
}

static char *
describe_entry (const TsBurgundyState *state, const TsBurgundyEntry *e)
{
  const char *who = e->player >= 0 && e->player < state->n_players ? state->names[e->player] : "?";
  g_autofree char *src = source_text (state, e);

  /* An entry of a module's own: its part's words. */
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    {
      char *own = (*part)->describe_entry != NULL ? (*part)->describe_entry (state, e) : NULL;

      if (own != NULL)
        return own;
    }
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_STARTING_GOODS:
        /* Translators: player name, then three goods types */
        return g_strdup_printf (_ ("%s draws starting goods %u, %u and %u."), who, e->starting[0],
                                e->starting[1], e->starting[2]);
      case TS_BURGUNDY_ENTRY_FILL_DEPOTS:
        if (state->inns_supply > 0)
          /* Translators: %s is a phase letter A-E; CB-INN-01 */
          return g_strdup_printf (_ ("The depots are filled for phase %s, its 5 goods are "
                                     "revealed and an inn is put beside the black depot."),
                                  phase_name (state->phase));
        /* Translators: %s is a phase letter A-E */
        return g_strdup_printf (_ ("The depots are filled for phase %s and its 5 goods are "
                                   "revealed."),
                                phase_name (state->phase));
      case TS_BURGUNDY_ENTRY_ROLL:
        return roll_text (state, e);
      case TS_BURGUNDY_ENTRY_TAKE_TILE:
        {
          guint t = e->depot >= 1 && e->depot <= 6 && e->slot >= 0 && e->slot < 4
                        ? state->depots[e->depot - 1][e->slot]
                        : 0;
          if (t == TS_BURGUNDY_TILE_UNKNOWN || t == 0)
            t = e->tile;
          /* A damaged record's tile that is not there, as the table would say it. */
          if (t == 0)
            /* Translators: player, depot number, how it was paid */
            return g_strdup_printf (_ ("%s takes an unknown tile from depot %d %s."), who,
                                    e->depot, src);
          /* Translators: player, tile, depot number, how it was paid ("with the first die
           * (showing 3)") */
          return g_strdup_printf (_ ("%s takes the %s from depot %d %s."), who,
                                  ts_burgundy_tile_name (t), e->depot, src);
        }
      case TS_BURGUNDY_ENTRY_PLACE_TILE:
        {
          guint t = e->player >= 0 && e->player < (int)state->n_players && e->storage >= 0
                            && e->storage < TS_BURGUNDY_MAX_STORAGE
                        ? state->players[e->player].storage[e->storage]
                        : 0;
          g_autofree char *where = NULL;

          /* The space as the board shows it (colour and die), never its index. */
          if (e->player < 0 || e->player >= (int)state->n_players
              || !ts_burgundy_board_has_space (&state->players[e->player].duchy, e->space))
            /* Translators: a space that is not on the duchy board (a refused entry) */
            where = g_strdup (_ ("a space off the board"));
          else
            where = ts_burgundy_space_name (&state->players[e->player], e->space);
          if (t == 0)
            /* Translators: player, a duchy space, how it was paid */
            return g_strdup_printf (_ ("%s places an unknown tile on %s %s."), who, where, src);
          /* Translators: player, tile, a duchy space (“the blue river space with die 4”),
           * how it was paid */
          return g_strdup_printf (_ ("%s places the %s on %s %s."), who,
                                  ts_burgundy_tile_name (t), where, src);
        }
      case TS_BURGUNDY_ENTRY_SELL_GOODS:
        /* Translators: player, goods type, how it was paid */
        return g_strdup_printf (_ ("%s sells goods %d %s."), who, e->goods, src);
      case TS_BURGUNDY_ENTRY_TAKE_WORKERS:
        return g_strdup_printf (_ ("%s takes workers %s."), who, src);
      case TS_BURGUNDY_ENTRY_SPEND_WORKERS:
        {
          guint from = 0;
          int cost = 0;
          if (e->player >= 0 && e->player < state->n_players && e->die >= 0 && e->die < 2)
            {
              from = state->dice[e->player][e->die];
              cost = ts_burgundy_worker_cost (&state->players[e->player], from, e->to);
            }
          if (e->die == TS_BURGUNDY_SRC_WHITE)
            {
              if (e->player >= 0 && e->player < state->n_players)
                cost = ts_burgundy_worker_cost (&state->players[e->player], state->white_value,
                                                e->to);
              /* Translators: player, workers spent, the value before, the new value; the white
               * die itself is not turned (CB-WHC-03) */
              return g_strdup_printf (ngettext ("%s spends %d worker to change the white "
                                                "castle's action from %u to %d.",
                                                "%s spends %d workers to change the white "
                                                "castle's action from %u to %d.",
                                                cost),
                                      who, cost, state->white_value, e->to);
            }
          if (e->die == TS_BURGUNDY_SRC_DIE1)
            /* Translators: player, workers spent, the die's value before, its new value */
            return g_strdup_printf (ngettext ("%s spends %d worker to turn the second die from "
                                              "%u into a %d.",
                                              "%s spends %d workers to turn the second die from "
                                              "%u into a %d.",
                                              cost),
                                    who, cost, from, e->to);
          /* Translators: player, workers spent, the die's value before, its new value */
          return g_strdup_printf (ngettext ("%s spends %d worker to turn the first die from %u "
                                            "into a %d.",
                                            "%s spends %d workers to turn the first die from %u "
                                            "into a %d.",
                                            cost),
                                  who, cost, from, e->to);
        }
      case TS_BURGUNDY_ENTRY_BUY_BLACK:
      {
        guint t = 0;
        if (e->depot == 0 && e->slot >= 0 && e->slot < TS_BURGUNDY_BLACK_SLOTS)
          t = state->black[e->slot];
        else if (e->depot >= 1 && e->depot <= 6 && e->slot >= 0 && e->slot < 4)
          t = state->depots[e->depot - 1][e->slot];
        if (t == TS_BURGUNDY_TILE_UNKNOWN || t == 0)
          t = e->tile;
        if (t == 0)
          /* Translators: player name (a damaged record's tile that is not there) */
          return g_strdup_printf (_("%s buys an unknown tile."), who);
        if (e->depot == 0)
          /* Translators: player name, tile name */
          return g_strdup_printf (_("%s buys the %s from the black depot."), who,
                                  ts_burgundy_tile_name (t));
        /* Translators: player name, tile name, depot number */
        return g_strdup_printf (_("%s buys the %s from depot %d (monastery 6)."), who,
                                ts_burgundy_tile_name (t), e->depot);
      }
    case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT:
        {
          /* CB-SHP-01: any depot may be chosen, one with no goods too (the bridge marker
           * still moves, CB-SHP-04): then nothing is taken, and the words say so. */
          gboolean empty = depot_empty (state, e->depot);
          gboolean second_empty = e->second_depot > 0 && depot_empty (state, e->second_depot);

          if (e->second_depot > 0 && empty && second_empty)
            /* Translators: player name, two depot numbers (monastery 5) */
            return g_strdup_printf (_ ("%s's ship takes depots %d and %d, which have no goods: "
                                       "nothing is taken."),
                                    who, e->depot, e->second_depot);
          if (e->second_depot > 0 && (empty || second_empty))
            /* Translators: player name, two depot numbers (monastery 5), then the one of them
             * that has no goods */
            return g_strdup_printf (_ ("%s's ship takes the goods of depots %d and %d (depot %d "
                                       "has none)."),
                                    who, e->depot, e->second_depot,
                                    empty ? e->depot : e->second_depot);
          if (e->second_depot > 0)
            return g_strdup_printf (_ ("%s's ship takes the goods of depots %d and %d."), who,
                                    e->depot, e->second_depot);
          if (empty)
            /* Translators: player name, depot number */
            return g_strdup_printf (_ ("%s's ship takes depot %d, which has no goods: nothing "
                                       "is taken."),
                                    who, e->depot);
          return g_strdup_printf (_ ("%s's ship takes the goods of depot %d."), who, e->depot);
        }
      case TS_BURGUNDY_ENTRY_DECLINE:
        return g_strdup_printf (_ ("%s passes on the effect."), who);
      case TS_BURGUNDY_ENTRY_BUY_INN:
        if (e->workers > 0)
          /* Translators: player name, workers paid (monastery 6); CB-INN-03 */
          return g_strdup_printf (ngettext ("%s buys an inn, paying %d worker (monastery 6).",
                                            "%s buys an inn, paying %d workers (monastery 6).",
                                            e->workers),
                                  who, e->workers);
        /* Translators: player name; CB-INN-03 */
        return g_strdup_printf (_ ("%s buys an inn for 2 silver."), who);
      case TS_BURGUNDY_ENTRY_BUY_WORKERS:
        /* Translators: player name; CB-MON-28 */
        return g_strdup_printf (_ ("%s buys 2 workers for 1 silver (monastery 28)."), who);
      case TS_BURGUNDY_ENTRY_CRANE_EFFECT:
        /* Translators: player name, a building type (“bank”, “white castle”); CB-EXT-02 */
        return g_strdup_printf (_ ("%s's crane triggers the effect of a %s."), who,
                                e->building >= 0 && e->building <= TS_BURGUNDY_N_BUILDINGS
                                    ? ts_burgundy_tile_name (ts_burgundy_crane_type_tile (
                                        e->building))
                                    : "?");
      case TS_BURGUNDY_ENTRY_END_TURN:
        if (e->automatic && state->ended_by_itself == e->player + 1)
          /* Translators: player name; written by Tableside, not chosen by the player */
          return g_strdup_printf (_ ("%s's turn ends by itself: nothing is left to do "
                                     "(automatic)."),
                                  who);
        if (e->automatic)
          /* Translators: player name; an automatic end of turn kept where an earlier entry
           * was corrected, so the turn still ends here (unused dice are forfeited) */
          return g_strdup_printf (_ ("%s's turn ends here, as recorded (automatic)."), who);
        return g_strdup_printf (_ ("%s ends their turn."), who);
      default:
        return g_strdup (_ ("Unknown entry."));
    }
}

char *
ts_burgundy_describe_pending (const TsBurgundyState *state)
{
  /* What a module's part waits for before anything else. */
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    {
      char *own = (*part)->describe_pending != NULL ? (*part)->describe_pending (state) : NULL;

      if (own != NULL)
        return own;
    }
  switch (state->stage)
    {
      case TS_BURGUNDY_STAGE_STARTING_GOODS:
        for (guint i = 0; i < state->n_players; i++)
          if (!state->players[i].has_starting_goods && state->options.team)
            {
              g_autofree char *team = ts_burgundy_team_name (state, ts_burgundy_team_of (i));

              /* Translators: a team ("Team A (Ana and Carla)"), CB-TEM-04 */
              return g_strdup_printf (_ ("Enter the 3 starting goods %s draws."), team);
            }
          else if (!state->players[i].has_starting_goods)
            /* Translators: %s is a player name */
            return g_strdup_printf (_ ("Enter the 3 starting goods %s draws."), state->names[i]);
        return g_strdup ("");
      case TS_BURGUNDY_STAGE_FILL:
        return g_strdup_printf (_ ("Fill the depots for phase %s and reveal its 5 goods."),
                                phase_name (state->phase));
      case TS_BURGUNDY_STAGE_ROLL:
        /* Translators: round number, phase letter */
        return g_strdup_printf (_ ("Enter the dice rolled for round %u of phase %s."),
                                state->round + 1, phase_name (state->phase));
      case TS_BURGUNDY_STAGE_SHIELDS:
        return ts_burgundy_shields_describe_pending (state);
      case TS_BURGUNDY_STAGE_PHASE_END:
        if (state->n_pending == 0)
          return ts_burgundy_shields_describe_pending (state);
        G_GNUC_FALLTHROUGH;
      case TS_BURGUNDY_STAGE_TURN:
        {
          const char *who = state->names[state->current];
          if (state->n_pending > 0)
            switch (state->pending[state->n_pending - 1])
              {
                case TS_BURGUNDY_PENDING_SHIP:
                  return g_strdup_printf (_ ("%s: choose the depot whose goods your ship takes."),
                                          who);
                case TS_BURGUNDY_PENDING_CASTLE:
                  return g_strdup_printf (_ ("%s: take the castle's extra action, with any die "
                                             "value."),
                                          who);
                case TS_BURGUNDY_PENDING_CITY_HALL:
                  return g_strdup_printf (_ ("%s: place another tile from storage (city hall)."),
                                          who);
                case TS_BURGUNDY_PENDING_WAREHOUSE:
                  return g_strdup_printf (_ ("%s: choose the goods the warehouse sells."), who);
                case TS_BURGUNDY_PENDING_MARKET:
                  return g_strdup_printf (_ ("%s: take a ship or animal tile (market)."), who);
                case TS_BURGUNDY_PENDING_CARPENTER:
                  return g_strdup_printf (_ ("%s: take a building tile (carpenter's workshop)."),
                                          who);
                case TS_BURGUNDY_PENDING_WHITE_CASTLE:
                  /* Translators: player name, the value the action uses */
                  return g_strdup_printf (_ ("%s: take one action with the white castle, "
                                             "value %u (workers may change it)."),
                                          who, state->white_value);
                case TS_BURGUNDY_PENDING_CRANE:
                  return g_strdup_printf (_ ("%s: choose the building whose effect the crane "
                                             "triggers."),
                                          who);
                case TS_BURGUNDY_PENDING_ROUTE_BUILDING:
                case TS_BURGUNDY_PENDING_ROUTE_CHURCH:
                case TS_BURGUNDY_PENDING_ROUTE_ANY:
                  return ts_burgundy_route_describe_pending (state,
                                                             state->pending[state->n_pending - 1]);
                case TS_BURGUNDY_PENDING_CHURCH:
                default:
                  return g_strdup_printf (_ ("%s: take a castle, mine or monastery tile (church)."),
                                          who);
              }
          /* Translators: player name, then the two dice */
          return g_strdup_printf (_ ("%s's turn: dice %u and %u."), who,
                                  state->dice[state->current][0], state->dice[state->current][1]);
        }
      case TS_BURGUNDY_STAGE_OVER:
      default:
        /* The team game's shared win ("team-tie-shared"): no one winner to name (it read
         * players[-1], found by UBSan on the corpus, issue 40). */
        if (state->winner < 0)
          return g_strdup (_ ("The game is over: the teams share the win."));
        /* Translators: the winner's name and victory points */
        return g_strdup_printf (ngettext ("The game is over: %s wins with %d victory point.",
                                          "The game is over: %s wins with %d victory points.",
                                          state->players[state->winner].vp),
                                state->names[state->winner], state->players[state->winner].vp);
    }
}

/* Where the game stands for the saved games list: the phase (0-4) and the round (1-5), or
 * the setup before the first turn's dice. */
JsonObject *
ts_burgundy_progress (const TsBurgundyState *state)
{
  JsonObject *progress = json_object_new ();

  if (state->stage == TS_BURGUNDY_STAGE_OVER)
    {
      json_object_unref (progress);
      return NULL;
    }
  if (state->stage == TS_BURGUNDY_STAGE_STARTING_GOODS)
    {
      json_object_set_boolean_member (progress, "setup", TRUE);
      return progress;
    }
  json_object_set_int_member (progress, "phase", state->phase);
  json_object_set_int_member (progress, "round", state->round + 1);
  return progress;
}

char *
ts_burgundy_describe_progress (JsonObject *progress)
{
  gint64 phase = json_object_get_int_member_with_default (progress, "phase", -1);
  gint64 round = json_object_get_int_member_with_default (progress, "round", -1);

  if (json_object_get_boolean_member_with_default (progress, "setup", FALSE))
    /* Translators: a saved game still being set up (starting goods) */
    return g_strdup (_ ("Setup"));
  if (phase < 0 || phase > 4 || round < 1 || round > 5)
    return NULL;
  /* Translators: where a saved game stands: a phase letter A-E, then a round 1-5 */
  return g_strdup_printf (_ ("Phase %s, round %d"), phase_name (phase), (int)round);
}

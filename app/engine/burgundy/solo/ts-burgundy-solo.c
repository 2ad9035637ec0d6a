/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game (CB-SOL, issue 15): setup, the round's removed tile, the river rule, the VP
 * marker and its target, and the end. The solo entries are in ts-burgundy-solo-rules.c. */
#include "ts-burgundy-solo.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

static gboolean
setup_error (GError **error, const char *message)
{
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, message);
  return FALSE;
}

static gboolean
read_bool (JsonObject *o, const char *name, gboolean *out, GError **error)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: a member of the record's setup ("options.solo") */
                   _ ("The setup member “options.%s” must be true or false."), name);
      return FALSE;
    }
  *out = json_node_get_boolean (n);
  return TRUE;
}

gboolean
ts_burgundy_solo_options (TsBurgundyOptions *op, JsonObject *options, guint n_players,
                          GError **error)
{
  JsonNode *target = options != NULL ? json_object_get_member (options, "solo-target") : NULL;
  const char *module = NULL;

  op->solo_target = TS_BURGUNDY_SOLO_TARGET;
  if (!read_bool (options, "solo", &op->solo, error)
      || !read_bool (options, "solo-colour-areas", &op->solo_colour_areas, error))
    return FALSE;
  if (target != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (target) || json_node_get_value_type (target) != G_TYPE_INT64
          || json_node_get_int (target) < TS_BURGUNDY_SOLO_TARGET_MIN
          || json_node_get_int (target) > TS_BURGUNDY_SOLO_TARGET_MAX)
        {
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                       /* Translators: CB-SOL-25, the solo game's difficulty */
                       _ ("The setup member “options.solo-target” must be a whole number from "
                          "%d to %d."),
                       TS_BURGUNDY_SOLO_TARGET_MIN, TS_BURGUNDY_SOLO_TARGET_MAX);
          return FALSE;
        }
      op->solo_target = json_node_get_int (target);
    }
  if (!op->solo)
    {
      if (n_players == 1)
        return setup_error (error, _ ("The Castles of Burgundy is played by 2 to 4 players; one "
                                      "player plays the solo game (turn on the solo option)."));
      return TRUE;
    }
  if (n_players != 1)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: %u is the number of players given */
                   ngettext ("The solo game is played by one player, not %u.",
                             "The solo game is played by one player, not %u.", n_players),
                   n_players);
      return FALSE;
    }
  /* Issue 26: the extra tiles, white castles, inns, trade routes and shields play in the solo
   * game. Outposts and advanced duchies each name the player's board, as the solo game does:
   * "Para jogar com estes ducados, cada jogador recebe um com o n.º 11" and "cada jugador
   * recibe un principado al azar (tableros de jugador n. 1-10 ...)" against the solo game's
   * "face 13A para principiantes, face 13B para jogadores experientes" (docs/rules-coverage.md). */
  static const char *const boards[] = { "outposts", "advanced-duchies", NULL };
  module = ts_burgundy_options_first_on (op, boards);
  if (module != NULL)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: %s is a module's option name ("outposts"); duchies 13a/13b
                    * are the solo game's boards */
                   _ ("The solo game is played on duchy 13a or 13b, and “%s” gives every player "
                      "another duchy: turn it off."),
                   module);
      return FALSE;
    }
  return TRUE;
}

/* The board kinds and the player count are checked by ts_burgundy_board_check_mode(). */
gboolean
ts_burgundy_solo_setup (TsBurgundyState *state, GError **error)
{
  for (guint i = 0; i < state->n_players; i++)
    state->players[i].solo_target = state->options.solo ? state->options.solo_target : 0;
  return TRUE;
}

/* The VP marker ---------------------------------------------------------------------- */

static void move_marker (TsBurgundyState *state, int delta);
static void push (TsBurgundyState *state, guint pending);
static void settle_vp (TsBurgundyState *state);
static void push_due (TsBurgundyState *state, const TsBurgundyEntry *e, gboolean shipped);

/* CB-SOL-20/21: every VP scored moves the marker; on reaching the target it goes back to
 * 0 (the surplus is lost), the target moves back 5 and a free action waits (CB-SOL-22).
 * One entry's gains are kept and moved at its end (ts_burgundy_solo_settle_vp). */
void
ts_burgundy_solo_vp_gained (TsBurgundyState *state, guint player, int delta)
{
  if (!state->options.solo || delta <= 0 || player != 0)
    return;
  state->solo_vp_turn = 1;
  if (state->stage == TS_BURGUNDY_STAGE_PHASE_END)
    state->solo_phase_vp = 1; /* CB-SOL-20 at a phase end (issue 42) */
  /* "solo-vp-order-scored": the reading before issue 26, each gain as it is scored. */
  if (state->options.solo_vp_order_scored)
    move_marker (state, delta);
  else if (state->n_solo_gains < TS_BURGUNDY_SOLO_MAX_GAINS)
    state->solo_gains[state->n_solo_gains++] = (guint8)MIN (delta, G_MAXUINT8);
  else
    move_marker (state, delta); /* beyond any real entry: in the order scored */
}

static void
move_marker (TsBurgundyState *state, int delta)
{
  TsBurgundyPlayer *p = &state->players[0];

  if (p->solo_marker + delta < p->solo_target)
    {
      p->solo_marker += delta;
      return;
    }
  p->solo_marker = 0;
  p->solo_target
      = MAX (p->solo_target - TS_BURGUNDY_SOLO_TARGET_STEP, TS_BURGUNDY_SOLO_TARGET_FLOOR);
  p->solo_resets++;
  state->solo_due_action++;
}

/* The marker after @gains moved in the order @order: resets, and the space it ends on. */
static void
try_order (const TsBurgundyState *state, const guint8 *gains, const guint8 *order, guint n,
           guint *resets, guint *marker)
{
  int m = state->players[0].solo_marker, target = state->players[0].solo_target;

  *resets = 0;
  for (guint k = 0; k < n; k++)
    {
      m += gains[order[k]];
      if (m >= target)
        {
          m = 0;
          target = MAX (target - TS_BURGUNDY_SOLO_TARGET_STEP, TS_BURGUNDY_SOLO_TARGET_FLOOR);
          (*resets)++;
        }
    }
  *marker = m;
}

/* Next permutation of @a (n items) in lexicographic order; FALSE after the last. */
static gboolean
next_order (guint8 *a, guint n)
{
  int i = (int)n - 2, j = (int)n - 1;

  while (i >= 0 && a[i] >= a[i + 1])
    i--;
  if (i < 0)
    return FALSE;
  while (a[j] <= a[i])
    j--;
  guint8 t = a[i];
  a[i] = a[j];
  a[j] = t;
  for (guint l = i + 1, r = n - 1; l < r; l++, r--)
    t = a[l], a[l] = a[r], a[r] = t;
  return TRUE;
}

/* CB-SOL-21 with the note “escolhes a ordem pela qual efetuas quaisquer ações (parciais)”
 * (issue 26): the entry's VP gains move the marker in the order the player would choose,
 * the one that reaches the target most often (each time a free action and a target 5
 * closer), then leaves the marker furthest on; ties keep the order scored. In the solo
 * game VP serve only to reach the target (CB-SOL-24), so no other order is better. */
static void
settle_vp (TsBurgundyState *state)
{
  guint n = state->n_solo_gains;
  guint8 order[TS_BURGUNDY_SOLO_MAX_GAINS], best[TS_BURGUNDY_SOLO_MAX_GAINS];
  guint best_resets = 0, best_marker = 0;
  gboolean any = FALSE;

  state->n_solo_gains = 0;
  for (guint k = 0; k < n; k++)
    order[k] = best[k] = k;
  do
    {
      guint resets, marker;

      try_order (state, state->solo_gains, order, n, &resets, &marker);
      if (!any || resets > best_resets || (resets == best_resets && marker > best_marker))
        {
          best_resets = resets;
          best_marker = marker;
          memcpy (best, order, n);
          any = TRUE;
        }
    }
  while (next_order (order, n));
  for (guint k = 0; k < n; k++)
    move_marker (state, state->solo_gains[best[k]]);
}

gboolean
ts_burgundy_solo_can_buy_vp (const TsBurgundyState *state)
{
  /* At a phase end while the purchase waits, or (issue 58) once a tile placed there scored
   * while its effects still wait: “Sempre que o fazes, podes comprar”, and “escolhes a ordem
   * pela qual efetuas quaisquer ações (parciais)”, as in a turn. */
  if (state->options.solo && state->stage == TS_BURGUNDY_STAGE_PHASE_END)
    return state->n_pending > 0
           && (state->pending[state->n_pending - 1] == TS_BURGUNDY_PENDING_SOLO_BUY
               || (state->solo_phase_vp && !state->options.solo_buy_vp_own_turn
                   && state->players[0].silver > 0));
  return state->options.solo && state->stage == TS_BURGUNDY_STAGE_TURN && state->solo_vp_turn
         && state->players[state->current].silver > 0;
}

/* CB-SOL-20 at a phase end (issue 42): “Quando obténs pontos de vitória ... Sempre que o
 * fazes, podes comprar pontos de vitória adicionais”. A tile placed there by shield 14/15
 * that scored lets the player buy once nothing else waits, before the phase end goes on (the
 * tax, the mines): a purchase or a "decline" ends the wait. Called after every entry, before
 * the phase end decides whether to go on; nothing under "solo-buy-vp-own-turn". */
static void solo_won (TsBurgundyState *state, guint round);

void
ts_burgundy_solo_phase_end_buy (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  if (!state->options.solo)
    return;
  /* CB-SOL-24: “Vences se conseguires preencher os 37 espaços”: a phase-end placement that
   * covers the last space wins at once, in the phase's last round (issue 42). */
  if (state->stage == TS_BURGUNDY_STAGE_PHASE_END && !state->options.solo_phase_end_win_late
      && state->players[0].n_placed >= TS_BURGUNDY_N_SPACES)
    {
      solo_won (state, state->phase * TS_BURGUNDY_ROUNDS + TS_BURGUNDY_ROUNDS);
      state->solo_phase_vp = 0;
      return;
    }
  if (!state->solo_phase_vp)
    return;
  if (state->options.solo_buy_vp_own_turn || state->stage != TS_BURGUNDY_STAGE_PHASE_END
      || e->type == TS_BURGUNDY_ENTRY_BUY_VP)
    {
      state->solo_phase_vp = 0;
      return;
    }
  if (state->n_pending > 0)
    return;
  state->solo_phase_vp = 0;
  if (state->players[0].silver > 0 && state->players[0].n_placed < TS_BURGUNDY_N_SPACES)
    push (state, TS_BURGUNDY_PENDING_SOLO_BUY);
}

/* CB-SOL-14, CB-SOL-18 and CB-SOL-22 after a tile shield 14/15 placed at a phase end (issue
 * 58): none of the three is tied to the turn. “Quando colocas um barco ... Podes agora (e
 * apenas agora!) trocar 5 quaisquer das tuas mercadorias”: “agora” is the moment of the ship,
 * whoever's effect placed it; “Não obténs um bónus ... ao completar uma cor. Em vez disso,
 * escolhe uma peça hexagonal do depósito negro e coloca-a”; “Imediatamente após recolocar o
 * marcador ... podes efetuar uma ação de dado à tua escolha (como se tivesses adicionado um
 * castelo ao teu ducado)”, and a castle placed there gives its action (CB-SHD-14 “aplica os
 * seus efeitos”). So they wait, like the tile's own effects, before the phase end goes on.
 * Called after every entry, before the phase end decides; nothing under
 * "solo-effects-own-turn" (ts_burgundy_solo_after_entry drops them then). */
void
ts_burgundy_solo_phase_end_due (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  if (!state->options.solo || state->options.solo_effects_own_turn
      || state->stage != TS_BURGUNDY_STAGE_PHASE_END)
    return;
  settle_vp (state); /* CB-SOL-21: the reset is due now, not after the phase end */
  push_due (state, e, e->type == TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT);
}

/* Completions and monasteries ---------------------------------------------------------- */

void
ts_burgundy_solo_completed (TsBurgundyState *state, guint player, guint space, gboolean area_done,
                            gboolean colour_done)
{
  if (!state->options.solo)
    return;
  if (colour_done)
    state->players[player].colour_filled[state->players[player].duchy.colour[space]] = 1;
  /* CB-SOL-18 and CB-DIF-08: a whole colour (PT), or each colour area with the option (ES). */
  if (state->options.solo_colour_areas ? area_done : colour_done)
    state->solo_due_black++;
}

/* Completed colours, or with the option completed areas, for monastery 26 (CB-SOL-17). */
static int
completed_count (const TsBurgundyState *state, const TsBurgundyPlayer *p)
{
  int n = 0;

  if (!state->options.solo_colour_areas)
    {
      for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
        n += p->colour_filled[c] != 0;
      return n;
    }
  for (guint a = 0; a < p->n_areas; a++)
    {
      gboolean full = TRUE;
      for (guint s = 0; s < TS_BURGUNDY_N_SPACES && full; s++)
        if (p->area[s] == a && p->tiles[s] == TS_BURGUNDY_TILE_NONE)
          full = FALSE;
      n += full;
    }
  return n;
}

void
ts_burgundy_solo_monastery (TsBurgundyState *state, guint player, guint n)
{
  const TsBurgundyPlayer *p = &state->players[player];
  int vp;

  if (!state->options.solo)
    return;
  if (n == 26)
    vp = ts_burgundy_monastery_end_vp_of_count (26, completed_count (state, p));
  else
    {
      /* Issue 26, CB-EXT-03 with CB-SOL-16: the crane counts "na pontuação final" as a type of
       * the owner's choice; a solo monastery scores when placed, so the crane counts then, as
       * the type this monastery counts (the choice worth most, as at a final scoring). */
      g_autofree TsBurgundyPlayer *counted = g_memdup2 (p, sizeof *p);
      int type = ts_burgundy_monastery_building (n);

      if (type >= 0)
        counted->crane_building = type;
      vp = ts_burgundy_monastery_end_vp (state, counted, n);
    }
  ts_burgundy_gain (state, player, TS_LEDGER_VP, vp, TS_BURGUNDY_CAUSE_SOLO_MONASTERY, n);
}

/* After each entry --------------------------------------------------------------------- */

static void
push (TsBurgundyState *state, guint pending)
{
  if (state->n_pending < TS_BURGUNDY_MAX_PENDING)
    state->pending[state->n_pending++] = pending;
}

static guint
round_number (const TsBurgundyState *state)
{
  return state->phase * TS_BURGUNDY_ROUNDS + state->round + 1;
}

void
ts_burgundy_solo_after_entry (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  TsBurgundyPlayer *p = &state->players[0];

  if (!state->options.solo)
    return;
  settle_vp (state); /* CB-SOL-21 */
  /* CB-SOL-24: the 37th space filled wins at once, whatever still waits. */
  if (p->n_placed >= TS_BURGUNDY_N_SPACES && state->stage != TS_BURGUNDY_STAGE_OVER)
    {
      solo_won (state, round_number (state));
      return;
    }
  /* CB-SOL-13: the ship took its depot's goods; every other depot's goods leave the game:
   * “Depois, remove imediatamente do jogo todas as outras mercadorias de todos os outros
   * depósitos”, also for a ship shield 14/15 placed at a phase end (issue 42; before,
   * "solo-phase-end-ship-keeps-goods", only in a turn). */
  gboolean shipped = e->type == TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT;
  if (shipped
      && (state->stage == TS_BURGUNDY_STAGE_TURN || !state->options.solo_phase_end_ship_keeps_goods))
    for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
      for (guint g = 1; g <= 6; g++)
        {
          state->solo_goods_gone += state->depot_goods[d][g];
          state->depot_goods[d][g] = 0;
        }
  /* At a phase end they were pushed before it could go on (ts_burgundy_solo_phase_end_due),
   * or under "solo-effects-own-turn" they are dropped. */
  if (state->stage != TS_BURGUNDY_STAGE_TURN)
    {
      state->solo_due_black = state->solo_due_action = 0;
      return;
    }
  push_due (state, e, shipped);
}

/* The black tiles, free actions and exchange an entry brought (CB-SOL-14/18/22). */
static void
push_due (TsBurgundyState *state, const TsBurgundyEntry *e, gboolean shipped)
{
  /* CB-SOL-18: “escolhe uma peça ... e coloca-a” is a must; a colour the black tile itself
   * completed “podes tirar” another, a may (and any with "solo-black-decline"). */
  gboolean must = !state->options.solo_black_decline && e->type != TS_BURGUNDY_ENTRY_SOLO_BLACK;
  for (; state->solo_due_black > 0; state->solo_due_black--)
    if (ts_burgundy_solo_black_fits (state))
      {
        guint16 bit = (guint16)(1u << state->n_pending);

        state->solo_black_must
            = must ? state->solo_black_must | bit : state->solo_black_must & ~bit;
        push (state, TS_BURGUNDY_PENDING_SOLO_BLACK);
      }
  for (; state->solo_due_action > 0; state->solo_due_action--)
    push (state, TS_BURGUNDY_PENDING_SOLO_ACTION);
  /* CB-SOL-14: only at that moment, so on top of anything else waiting. */
  if (shipped && ts_burgundy_solo_exchange_possible (state))
    push (state, TS_BURGUNDY_PENDING_SOLO_EXCHANGE);
}

static void
solo_won (TsBurgundyState *state, guint round)
{
  state->solo_won = 1;
  state->solo_round = round;
  state->winner = 0;
  state->n_pending = 0;
  state->solo_due_black = state->solo_due_action = 0;
  state->stage = TS_BURGUNDY_STAGE_OVER;
}

/* Choosing the order (CB-SOL-23) ------------------------------------------------------- */

/* The free actions on top of the pending stack. */
static guint
free_actions_on_top (const TsBurgundyState *state)
{
  guint k = 0;

  if (!state->options.solo || state->stage != TS_BURGUNDY_STAGE_TURN)
    return 0;
  while (k < state->n_pending
         && state->pending[state->n_pending - 1 - k] == TS_BURGUNDY_PENDING_SOLO_ACTION)
    k++;
  return k;
}

/* An entry that may come before the free action: not one of its own (the "target" source,
 * a decline), nor one allowed with it waiting anyway (purchases), nor the end of the turn. */
static gboolean
passes_free_action (const TsBurgundyEntry *e)
{
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_END_TURN:
      case TS_BURGUNDY_ENTRY_DECLINE:
      case TS_BURGUNDY_ENTRY_BUY_VP:
      case TS_BURGUNDY_ENTRY_BUY_BLACK:
        return FALSE;
      default:
        return e->die != TS_BURGUNDY_SRC_TARGET;
    }
}

guint
ts_burgundy_solo_defer (TsBurgundyState *state, const TsBurgundyEntry *e)
{
  guint k = free_actions_on_top (state);

  if (k == 0 || !passes_free_action (e))
    return 0;
  state->n_pending -= k;
  state->solo_deferring = k;
  return k;
}

void
ts_burgundy_solo_undefer (TsBurgundyState *state, guint deferred, gboolean applied)
{
  if (deferred == 0)
    return;
  state->solo_deferring = 0;
  if (!applied)
    {
      state->n_pending += deferred; /* a refused entry changed nothing else */
      return;
    }
  if (state->stage != TS_BURGUNDY_STAGE_TURN)
    return;
  for (guint k = 0; k < deferred; k++)
    push (state, TS_BURGUNDY_PENDING_SOLO_ACTION);
}

guint
ts_burgundy_solo_legal_deferred (const TsBurgundyState *state, TsBurgundyEntry *out, guint max,
                                 guint n)
{
  guint k = free_actions_on_top (state), m = 0;

  if (k == 0)
    return n;
  g_autofree TsBurgundyState *past = ts_burgundy_state_copy (state);
  past->n_pending -= k;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (past, &m);
  for (guint i = 0; i < m; i++)
    if (passes_free_action (&all[i]))
      {
        if (n < max)
          out[n] = all[i];
        n++;
      }
  return n;
}

gboolean
ts_burgundy_solo_turn_goes_on (const TsBurgundyState *state)
{
  return state->solo_deferring > 0 || ts_burgundy_solo_can_buy_vp (state);
}

int
ts_burgundy_monastery_building (guint monastery)
{
  if (monastery >= 16 && monastery <= 23)
    return monastery - 16;
  return monastery == 29 ? TS_BURGUNDY_WHITE_CASTLE_TYPE : -1;
}

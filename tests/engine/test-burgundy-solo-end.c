/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game (CB-SOL, issue 15), 3 of 3: the VP marker, buying VP and the target
 * (CB-SOL-20..23), the end (CB-SOL-24), the black-depot purchase (CB-SOL-25), JSON, entries
 * refused outside a solo game, and random complete solo games with invariants
 * (TS_PROPERTY_GAMES lowers their number; in every tenth, "if it ended now" at every 16th
 * step and at the end, now-check.h). Clause ids end the paths. */
#include "solo-util.h"

#include <string.h>

#include "now-check.h"
#include "ts-engine-error.h"

/* The VP marker ------------------------------------------------------------------------ */

/* CB-SOL-20, CB-SOL-25: a sale scores as with 2 players; then VP for silver. */
static void
test_buy_vp (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 5);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[3] = 2;
  p->silver = 2;
  refused_with (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}", "scored none this turn");
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
  g_assert_cmpint (p->vp, ==, 4);
  g_assert_cmpint (p->silver, ==, 3);
  refused_with (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 4}",
                "4 victory points cost 4 silver and you have 3.");
  bt_apply_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 2}");
  g_assert_cmpint (p->vp, ==, 6);
  g_assert_cmpint (p->silver, ==, 1);
  g_assert_cmpuint (p->solo_marker, ==, 6);
  g_assert_cmpint (bt_ledger_sum (s, 0, TS_LEDGER_VP), ==, 6);
  /* Both dice used, but VP may still be bought: the turn waits for its end. */
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 1}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_TURN);
  bt_apply_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_ROLL); /* nothing left: it ended */
}

/* CB-SOL-21: the target reached, the marker goes back to 0 (surplus lost), the target
 * back 5. */
static void
test_target_reached (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 5);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[3] = 2;
  p->solo_marker = 48;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
  g_assert_cmpuint (p->solo_marker, ==, 0);
  g_assert_cmpuint (p->solo_target, ==, 45);
  g_assert_cmpuint (p->solo_resets, ==, 1);
  g_assert_cmpint (p->vp, ==, 4); /* the ledger keeps every VP */
  g_assert_cmpuint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_SOLO_ACTION);
  g_autofree char *waits = ts_burgundy_describe_pending (s);
  g_assert_cmpstr (waits, ==, "Ana reached the target (now on 45): take a free action with any "
                              "die value.");
  bt_apply_json (s, "{\"type\": \"decline\", \"player\": 0}");
  p->solo_marker = 44;
  p->goods[5] = 1;
  g_autofree TsBurgundyState *before = ts_burgundy_state_copy (s);
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 1, \"goods\": 5}");
  g_assert_cmpuint (p->solo_target, ==, 40);
  g_autofree char *outcome = ts_burgundy_describe_outcome (before, s);
  g_assert_cmpstr (outcome, ==, "Ana: -1 goods 5, +2 VP, +1 silver, the target to 40.");
  g_assert_cmpuint (p->solo_resets, ==, 2);
}

/* CB-SOL-21 with the note “escolhes a ordem pela qual efetuas quaisquer ações (parciais) de
 * jogo” (issue 26): one placement scores the mine area of 3 (6 VP) and phase A's bonus
 * (10 VP). From 41 with the target on 50, the area first would reach 57 and lose all; the
 * bonus first reaches 51 (back to 0, the target to 45) and the area's 6 then count: the
 * player's order, which Tableside takes, leaves the marker on 6. */
static void
test_reset_order (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 4, 4);
  TsBurgundyPlayer *p = &s->players[0];

  bt_put (s, 0, 17, T_SHIP);
  bt_put (s, 0, 29, T_MINE);
  bt_put (s, 0, 33, T_MINE);
  store (s, 0, T_MINE);
  p->solo_marker = 41;
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_cmpint (p->vp, ==, 6 + 10);
  g_assert_cmpuint (p->solo_resets, ==, 1);
  g_assert_cmpuint (p->solo_target, ==, 45);
  g_assert_cmpuint (p->solo_marker, ==, 6);
  g_assert_cmpuint (s->pending[s->n_pending - 1], ==, TS_BURGUNDY_PENDING_SOLO_ACTION);
  /* Replayed, the same. */
  g_autofree TsBurgundyState *again = solo_turn (SOLO, 4, 4);
  bt_put (again, 0, 17, T_SHIP);
  bt_put (again, 0, 29, T_MINE);
  bt_put (again, 0, 33, T_MINE);
  store (again, 0, T_MINE);
  again->players[0].solo_marker = 44; /* either order reaches 50: the area's 6 first keeps 10 */
  bt_apply_json (again, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                        "\"space\": 24}");
  g_assert_cmpuint (again->players[0].solo_resets, ==, 1);
  g_assert_cmpuint (again->players[0].solo_marker, ==, 10);
}

/* CB-SOL-22: the free action, any value, like a castle's. */
static void
test_free_action (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 5);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[3] = 2;
  p->solo_marker = 49;
  bt_put (s, 0, 17, T_SHIP);
  store (s, 0, T_MINE);
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
  g_assert_cmpuint (s->n_pending, ==, 1);
  /* CB-SOL-23: “escolhes a ordem pela qual efetuas quaisquer ações (parciais) de jogo”: the
   * free action and the second die's action are listed both, in either order. */
  {
    g_autofree TsBurgundyEntry *die1
        = bt_parse ("{\"type\": \"take-workers\", \"player\": 0, \"die\": 1}");
    g_autofree TsBurgundyEntry *free_place = bt_parse (
        "{\"type\": \"place-tile\", \"player\": 0, \"die\": \"target\", \"storage\": 0, "
        "\"space\": 24}");
    guint n = 0;
    g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);
    gboolean has_die1 = FALSE, has_free = FALSE;

    for (guint i = 0; i < n; i++)
      {
        has_die1 = has_die1 || memcmp (&all[i], die1, sizeof *die1) == 0;
        has_free = has_free || memcmp (&all[i], free_place, sizeof *free_place) == 0;
      }
    g_assert_true (has_die1);
    g_assert_true (has_free);
  }
  /* The second die first: the free action still waits, and the turn goes on. */
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 1}");
  g_assert_cmpuint (s->n_pending, ==, 1);
  g_assert_cmpuint (s->pending[0], ==, TS_BURGUNDY_PENDING_SOLO_ACTION);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_TURN);
  g_assert_true ((s->die_used >> 1) & 1u);
  refused_with (s, "{\"type\": \"end-turn\", \"player\": 0}", "free action");
  /* VP may be bought with it waiting, then the free action. */
  bt_apply_json (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}");
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": \"target\", "
                    "\"storage\": 0, \"space\": 24}");
  g_assert_cmpuint (p->tiles[24], ==, T_MINE);
  g_assert_cmpuint (s->n_pending, ==, 0);
}

/* CB-SOL-23, the other order: the free action first, the second die after it. */
static void
test_free_action_first (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 5);
  TsBurgundyPlayer *p = &s->players[0];

  p->goods[3] = 2;
  p->solo_marker = 49;
  bt_put (s, 0, 17, T_SHIP);
  store (s, 0, T_MINE);
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": \"target\", "
                    "\"storage\": 0, \"space\": 24}");
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_assert_false ((s->die_used >> 1) & 1u);
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 1}");
  g_assert_true ((s->die_used >> 1) & 1u);
}

/* The end ------------------------------------------------------------------------------ */

/* CB-SOL-24: the 37th space filled wins at once. */
static void
test_won (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 4, 4);
  TsBurgundyPlayer *p = &s->players[0];

  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    if (sp != 24 && p->tiles[sp] == 0)
      bt_put (s, 0, sp, sp == 17 ? T_SHIP : T_DOWN);
  store (s, 0, T_MINE);
  s->black[0] = T_MINE;
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, "
                    "\"space\": 24}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
  g_assert_true (s->solo_won);
  g_assert_cmpuint (s->solo_round, ==, 1);
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_autoptr (JsonNode) b = ts_burgundy_final_breakdown (s);
  JsonObject *o = json_node_get_object (b);
  g_assert_true (json_object_get_boolean_member (o, "won"));
  g_assert_cmpint (json_object_get_int_member (o, "round"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (o, "empty-spaces"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (o, "winner"), ==, 0);
  /* The last mine completed the mines' area: its VP are the lines, by cause. */
  JsonObject *row = json_array_get_object_element (json_object_get_array_member (o, "players"), 0);
  JsonArray *lines = json_object_get_array_member (row, "lines");
  g_assert_cmpint (json_object_get_int_member (row, "total"), ==, 6 + 10);
  g_assert_cmpuint (json_array_get_length (lines), ==, 2);
  g_assert_cmpstr (
      json_object_get_string_member (json_array_get_object_element (lines, 0), "cause"), ==,
      "area");
  g_assert_cmpstr (json_object_get_string_member (o, "explanation"), ==,
                   "Ana filled the whole duchy in round 1 and wins; the target ended on 50.");
  g_autofree char *text = ts_burgundy_describe_pending (s);
  g_assert_nonnull (strstr (text, "round 1 and wins"));
  refused_with (s, "{\"type\": \"end-turn\", \"player\": 0}", "The game is over.");
}

/* CB-SOL-07, CB-SOL-24: 25 rounds, then lost; no final scoring. */
static void
test_lost_after_25_rounds (void)
{
  g_autofree TsBurgundyState *s = solo_new (SOLO);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  guint rolls = 0;
  TsBurgundyEntry e;

  while (s->stage != TS_BURGUNDY_STAGE_OVER)
    {
      if (s->stage == TS_BURGUNDY_STAGE_TURN)
        ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_END_TURN, 0);
      else
        g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      rolls += e.type == TS_BURGUNDY_ENTRY_ROLL;
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  g_assert_cmpuint (rolls, ==, 25);
  g_assert_false (s->solo_won);
  g_assert_cmpuint (s->solo_round, ==, 25);
  g_assert_cmpint (s->players[0].vp, ==, 0);
  for (guint k = 0; k < s->n_ledger; k++)
    g_assert_cmpuint (s->ledger[k].cause, !=, TS_BURGUNDY_CAUSE_END_SILVER);
  g_autoptr (JsonNode) b = ts_burgundy_final_breakdown (s);
  JsonObject *o = json_node_get_object (b);
  g_assert_false (json_object_get_boolean_member (o, "won"));
  g_assert_cmpint (json_object_get_int_member (o, "round"), ==, 25);
  g_assert_cmpint (json_object_get_int_member (o, "empty-spaces"), ==, 36);
  g_assert_true (json_object_get_null_member (o, "winner"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "winners")), ==, 0);
  g_autofree char *text = ts_burgundy_describe_pending (s);
  g_assert_nonnull (strstr (text, "lost"));
}

/* CB-SOL-25: the black-depot purchase stays. */
static void
test_black_purchase (void)
{
  g_autofree TsBurgundyState *s = solo_turn (SOLO, 3, 5);

  s->players[0].silver = 2;
  s->black[0] = T_MINE;
  bt_apply_json (s, "{\"type\": \"buy-black\", \"player\": 0, \"depot\": 0, \"slot\": 0}");
  g_assert_cmpuint (s->players[0].storage[0], ==, T_MINE);
}

/* JSON ---------------------------------------------------------------------------------- */

static void
test_json (void)
{
  static const char *const entries[] = {
    "{\"type\":\"solo-remove\",\"depot\":3,\"slot\":1}",
    "{\"type\":\"solo-exchange\",\"player\":0,\"goods\":[1,1,4,5,5],\"slot\":2,"
    "\"tile\":\"watchtower\",\"discard\":1}",
    "{\"type\":\"solo-exchange\",\"player\":0,\"goods\":[2,2,2,2,2],\"slot\":0}",
    "{\"type\":\"solo-black\",\"player\":0,\"slot\":3,\"space\":12,\"tile\":\"mine\"}",
    "{\"type\":\"buy-vp\",\"player\":0,\"vp\":3}",
    "{\"type\":\"place-tile\",\"player\":0,\"die\":\"target\",\"storage\":0,\"space\":24}",
    "{\"type\":\"roll\",\"dice\":[[3,4]],\"white\":2}",
  };
  static const char *const bad[] = {
    "{\"type\":\"solo-exchange\",\"player\":0,\"goods\":[1,2,3,4],\"slot\":0}",
    "{\"type\":\"solo-exchange\",\"player\":0,\"goods\":[1,2,3,4,7],\"slot\":0}",
    "{\"type\":\"solo-black\",\"player\":0,\"slot\":8,\"space\":1}",
    "{\"type\":\"solo-black\",\"player\":0,\"slot\":1,\"space\":1,\"tile\":\"face-down\"}",
    "{\"type\":\"buy-vp\",\"player\":0,\"vp\":0}",
    "{\"type\":\"solo-remove\",\"depot\":7,\"slot\":0}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autofree TsBurgundyEntry *e = bt_parse (entries[i]);
      g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (e);
      g_autofree char *text = json_to_string (node, FALSE);
      g_assert_cmpstr (text, ==, entries[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      g_assert_true (json_parser_load_from_data (parser, bad[i], -1, NULL));
      g_assert_null (ts_burgundy_entry_from_json (json_parser_get_root (parser), &error));
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
    }
}

/* Entries of the solo game refused in a game that is not one. */
static void
test_not_solo (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 3, 4);

  refused_with (s, "{\"type\": \"buy-vp\", \"player\": 0, \"vp\": 1}", "only in the solo game");
  refused_with (s, "{\"type\": \"solo-black\", \"player\": 0, \"slot\": 0, \"space\": 1}",
                "not one");
}

/* Property test ------------------------------------------------------------------------ */

static guint n_games = 300;
static guint n_must_black; /* black tiles for a colour that could not be declined */
static guint n_nows;       /* states asked "if it ended now": nothing to project (CB-SOL-24) */


static void
check_invariants (const TsBurgundyState *s)
{
  const TsBurgundyPlayer *p = &s->players[0];
  int target = s->options.solo_target - TS_BURGUNDY_SOLO_TARGET_STEP * p->solo_resets;

  bt_check_shield_reads (s);
  bt_assert_components (s);
  g_assert_cmpint (p->silver, >=, 0);
  g_assert_cmpint (p->workers, >=, 0);
  g_assert_cmpint (p->vp, ==, bt_ledger_sum (s, 0, TS_LEDGER_VP));
  g_assert_cmpint (p->silver, ==, bt_ledger_sum (s, 0, TS_LEDGER_SILVER));
  g_assert_cmpint (p->workers, ==, bt_ledger_sum (s, 0, TS_LEDGER_WORKERS));
  /* CB-SOL-21: every gain has moved the marker by the end of the entry. */
  g_assert_cmpuint (s->n_solo_gains, ==, 0);
  /* CB-SOL-18: with the rulebook's reading, a decline is listed only when it is a may. */
  if (s->stage == TS_BURGUNDY_STAGE_TURN && s->n_pending > 0
      && s->pending[s->n_pending - 1] == TS_BURGUNDY_PENDING_SOLO_BLACK)
    {
      if (s->options.solo_black_decline)
        g_assert_true (ts_burgundy_solo_black_may_decline (s));
      else if (!ts_burgundy_solo_black_may_decline (s))
        {
          g_autofree TsBurgundyState *tried = ts_burgundy_state_copy (s);
          TsBurgundyEntry decline;

          ts_burgundy_entry_init (&decline, TS_BURGUNDY_ENTRY_DECLINE, 0);
          g_assert_false (ts_burgundy_apply (tried, &decline, NULL));
          n_must_black++;
        }
    }
  /* CB-SOL-21: the marker stays below the target, which moves back 5 per reset. */
  g_assert_cmpuint (p->solo_marker, <, p->solo_target);
  g_assert_cmpint (p->solo_target, ==, MAX (target, TS_BURGUNDY_SOLO_TARGET_FLOOR));
  g_assert_cmpuint (p->bonus_large | p->bonus_small, ==, 0);
  g_assert_cmpuint (p->n_placed, <=, TS_BURGUNDY_N_SPACES);
  if (s->stage == TS_BURGUNDY_STAGE_OVER)
    {
      /* CB-SOL-24: won exactly when all 37 spaces are filled, within 25 rounds. */
      g_assert_cmpint (s->solo_won, ==, p->n_placed == TS_BURGUNDY_N_SPACES);
      g_assert_cmpuint (s->solo_round, >=, 1);
      g_assert_cmpuint (s->solo_round, <=, 25);
      if (!s->solo_won)
        g_assert_cmpuint (s->solo_round, ==, 25);
    }
  else
    g_assert_cmpuint (p->n_placed, <, TS_BURGUNDY_N_SPACES);
}

/* Every listed entry of a solo decision is accepted; a sample of the others. */
static void
check_legal (const TsBurgundyState *s, GRand *rand)
{
  guint n;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);

  for (guint i = 0; i < n; i++)
    {
      gboolean solo
          = all[i].type >= TS_BURGUNDY_ENTRY_SOLO_REMOVE || all[i].die == TS_BURGUNDY_SRC_TARGET;
      if (!solo && g_rand_int_range (rand, 0, 8) != 0)
        continue;
      g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
      g_autoptr (GError) error = NULL;
      if (!ts_burgundy_apply (copy, &all[i], &error))
        g_error ("listed entry %u (%s) refused: %s", i, ts_burgundy_entry_type_id (all[i].type),
                 error->message);
    }
}

/* Half the games play greedily toward a full duchy (so that some are won): a placement
 * whenever one is listed, then taking or buying a tile; otherwise a random entry. */
static gboolean
listed (const TsBurgundyEntry *all, guint n, const TsBurgundyEntry *e)
{
  for (guint i = 0; i < n; i++)
    if (memcmp (&all[i], e, sizeof *e) == 0)
      return TRUE;
  return FALSE;
}

/* Every solo entry the rules accept now is listed (no identities: random games know every
 * tile): black-tile placements, 5-goods exchanges (no discard) and VP bought. */
static guint n_complete_checks;

static void
check_complete (const TsBurgundyState *s)
{
  guint n;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);
  g_autoptr (GArray) tries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
  TsBurgundyEntry e;

  n_complete_checks++;
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SOLO_BLACK, 0);
  for (int k = 0; k < TS_BURGUNDY_BLACK_SLOTS; k++)
    for (int sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
      {
        e.slot = k;
        e.space = sp;
        g_array_append_val (tries, e);
      }
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_BUY_VP, 0);
  for (int v = 1; v <= 30; v++)
    {
      e.vp = v;
      g_array_append_val (tries, e);
    }
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SOLO_EXCHANGE, 0);
  for (guint code = 0; code < 6 * 6 * 6 * 6 * 6; code++)
    {
      guint c = code, prev = 1;
      gboolean sorted = TRUE;
      memset (e.exchange, 0, sizeof e.exchange);
      for (guint i = 0; i < 5; i++, c /= 6)
        {
          sorted = sorted && c % 6 + 1 >= prev;
          prev = c % 6 + 1;
          e.exchange[c % 6 + 1]++;
        }
      for (int k = 0; sorted && k < TS_BURGUNDY_BLACK_SLOTS; k++)
        if (s->black[k] != 0)
          {
            e.slot = k;
            g_array_append_val (tries, e);
          }
    }
  for (guint i = 0; i < tries->len; i++)
    {
      const TsBurgundyEntry *t = &g_array_index (tries, TsBurgundyEntry, i);
      g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
      if (ts_burgundy_apply (copy, t, NULL) && !listed (all, n, t))
        g_error ("accepted but not listed: %s", ts_burgundy_entry_type_id (t->type));
    }
}

static gboolean
greedy_entry (const TsBurgundyState *s, GRand *rand, gboolean greedy, TsBurgundyEntry *e)
{
  /* A shield whenever doubles allow one (issue 26: the shields' effects and tax get played). */
  static const guint8 order[] = {
    TS_BURGUNDY_ENTRY_TAKE_SHIELD,       TS_BURGUNDY_ENTRY_SOLO_BLACK,
    TS_BURGUNDY_ENTRY_PLACE_TILE,        TS_BURGUNDY_ENTRY_SOLO_EXCHANGE,
    TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT, TS_BURGUNDY_ENTRY_TAKE_TILE,
    TS_BURGUNDY_ENTRY_BUY_BLACK,
  };
  guint n;

  if (!greedy || s->stage != TS_BURGUNDY_STAGE_TURN)
    return ts_burgundy_random_entry (s, rand, e);
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    {
      guint found = 0;
      for (guint i = 0; i < n; i++)
        if (all[i].type == order[k] && g_rand_int_range (rand, 0, ++found) == 0)
          *e = all[i];
      if (found > 0)
        return TRUE;
    }
  return ts_burgundy_random_entry (s, rand, e);
}

/* Issue 26: the modules' things that reached the duchy in the random games. */
static guint n_module_things[5];  /* crane or geese, white castle, inn, route goods, shield */
static guint n_shield_entries[2]; /* shields taken, shield taxes paid */

static void
count_modules (const TsBurgundyState *s)
{
  const TsBurgundyPlayer *p = &s->players[0];

  n_module_things[3] += p->route_next;
  for (guint sp = 0; sp < p->duchy.n_cells; sp++)
    {
      n_module_things[0]
          += p->tiles[sp] == TS_BURGUNDY_TILE_CRANE || p->tiles[sp] == TS_BURGUNDY_TILE_GEESE;
      n_module_things[1] += p->tiles[sp] == TS_BURGUNDY_TILE_WHITE_CASTLE;
      n_module_things[2] += p->tiles[sp] == TS_BURGUNDY_TILE_INN;
      n_module_things[4] += p->shield[sp] != 0;
    }
}

static void
play_random (guint seed, const char *options, guint *won, guint *resets)
{
  g_autofree TsBurgundyState *s = solo_new (options);
  g_autofree TsBurgundyState *start = ts_burgundy_state_copy (s);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
  TsBurgundyEntry e;
  guint step = 0;

  while (greedy_entry (s, rand, seed % 2 == 1, &e))
    {
      g_autoptr (GError) error = NULL;
      int sold = e.type == TS_BURGUNDY_ENTRY_SELL_GOODS && e.goods >= 1 && e.goods <= 6
                     ? s->players[0].goods[e.goods]
                     : 0;
      int sale_vp = sold ? bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SALE, -1) : 0;
      int shield_vp = sold ? bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SHIELD, 12) : 0;

      if (!ts_burgundy_apply (s, &e, &error))
        g_error ("seed %u: random entry %s refused: %s", seed, ts_burgundy_entry_type_id (e.type),
                 error->message);
      /* Issue 42: a solo sale scores 2 VP a tile (CB-SOL-06 as decided), and shield 12 as
       * much again (CB-SHD-12). */
      if (sold > 0)
        {
          gboolean twelve = ts_burgundy_has_shield (&s->players[0], 12);
          int per = s->options.solo_shield_12_one_player ? 1 : 2;

          g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SALE, -1) - sale_vp,
                           ==, 2 * sold);
          g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SHIELD, 12)
                               - shield_vp,
                           ==, twelve ? per * sold : 0);
        }
      /* Issue 42, CB-SOL-13: after any ship's goods, in a turn or at a phase end, no depot
       * holds goods (none is taken twice). */
      if (e.type == TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT && !s->options.solo_phase_end_ship_keeps_goods
          && !s->solo_won)
        for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
          for (guint g = 1; g <= 6; g++)
            g_assert_cmpuint (s->depot_goods[d][g], ==, 0);
      g_array_append_val (entries, e);
      n_shield_entries[0] += e.type == TS_BURGUNDY_ENTRY_TAKE_SHIELD;
      n_shield_entries[1] += e.type == TS_BURGUNDY_ENTRY_PAY_SHIELDS;
      check_invariants (s);
      if (now_check_due (seed, ++step, 10) && s->stage != TS_BURGUNDY_STAGE_OVER)
        {
          g_assert_cmpuint (now_check_burgundy (s), ==, 0);
          n_nows++;
        }
      if (s->stage == TS_BURGUNDY_STAGE_TURN && seed % 4 == 0)
        check_legal (s, rand);
      if (s->stage == TS_BURGUNDY_STAGE_TURN && s->n_pending > 0
          && s->pending[s->n_pending - 1] >= TS_BURGUNDY_PENDING_SOLO_EXCHANGE)
        check_complete (s);
      /* JSON keeps the entry as it is. */
      g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (&e);
      g_autofree TsBurgundyEntry *back = ts_burgundy_entry_from_json (node, NULL);
      g_assert_nonnull (back);
      g_assert_cmpmem (back, sizeof *back, &e, sizeof e);
    }
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
  if (seed % 10 == 0)
    now_check_final (ts_games_lookup ("castles-of-burgundy"), s);
  /* The record replays to the same state. */
  for (guint i = 0; i < entries->len; i++)
    g_assert_true (ts_burgundy_apply (start, &g_array_index (entries, TsBurgundyEntry, i), NULL));
  g_assert_true (ts_burgundy_state_equal (start, s));
  *won += s->solo_won;
  *resets += s->players[0].solo_resets;
  count_modules (s);
}

static void
test_property (void)
{
  static const char *const options[] = {
    SOLO,
    "{\"solo\": true, \"solo-colour-areas\": true, \"solo-target\": 45}",
    "{\"solo\": true, \"solo-target\": 55, \"effect-discard\": false}",
    "{\"solo\": true, \"solo-black-decline\": true}", /* CB-SOL-18's old reading */
    /* Issue 40: every reading before issue 26, as a solo record made then is played. */
    "{\"solo\": true, \"solo-black-decline\": true, \"solo-vp-order-scored\": true}",
    /* Issue 26: each module the solo game takes, then all of them. */
    "{\"solo\": true, \"extra-tiles\": true}",
    "{\"solo\": true, \"white-castles\": true}",
    "{\"solo\": true, \"inns\": true}",
    "{\"solo\": true, \"trade-routes\": true}",
    "{\"solo\": true, \"shields\": true}",
    "{\"solo\": true, \"extra-tiles\": true, \"white-castles\": true, \"inns\": true, "
    "\"trade-routes\": true, \"shields\": true, \"solo-colour-areas\": true}",
  };
  guint won = 0, resets = 0;

  for (guint i = 0; i < n_games; i++)
    play_random (i, options[i % G_N_ELEMENTS (options)], &won, &resets);
  /* The random games reach the target now and then (the rule is exercised). */
  g_assert_cmpuint (resets, >, 0);
  g_assert_cmpuint (n_complete_checks, >, 0);
  g_assert_cmpuint (n_nows, >, 0);
  /* Every module shows up in the full run; the sanitizer run's 100 games give each module
   * set 10, too few for a crane or the geese (11 in 300 games). */
  if (n_games >= 300)
    for (guint m = 0; m < G_N_ELEMENTS (n_module_things); m++)
      g_assert_cmpuint (n_module_things[m], >, 0);
  if (n_games >= 60)
    g_assert_cmpuint (n_shield_entries[0] * n_shield_entries[1], >, 0);
  g_test_message ("modules in the duchy: %u cranes or geese, %u white castles, %u inns, %u "
                  "goods on routes, %u shields; %u shields taken, %u shield taxes paid",
                  n_module_things[0], n_module_things[1], n_module_things[2], n_module_things[3],
                  n_module_things[4], n_shield_entries[0], n_shield_entries[1]);
  g_test_message ("%u of %u random solo games won, %u target resets, %u solo decisions "
                  "checked complete, %u black tiles for a colour that had to be placed, %u "
                  "states asked if it ended now",
                  won, n_games, resets, n_complete_checks, n_must_black, n_nows);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  n_games = bt_property_games (n_games);
#define ADD(path, fn) g_test_add_func ("/burgundy/solo/" path, fn)
  /* The clause id ends each path (docs/rules-coverage.md). */
  ADD ("buy-vp/CB-SOL-20", test_buy_vp);
  ADD ("target-reached/CB-SOL-21", test_target_reached);
  ADD ("reset-order/CB-SOL-21", test_reset_order);
  ADD ("free-action/CB-SOL-22", test_free_action);
  ADD ("free-action/CB-SOL-23", test_free_action);
  ADD ("free-action-first/CB-SOL-23", test_free_action_first);
  ADD ("won/CB-SOL-24", test_won);
  ADD ("lost-after-25-rounds/CB-SOL-24", test_lost_after_25_rounds);
  ADD ("twenty-five-rounds/CB-SOL-07", test_lost_after_25_rounds);
  ADD ("black-purchase/CB-SOL-25", test_black_purchase);
  ADD ("two-player-sale/CB-SOL-25", test_buy_vp);
  g_test_add_func ("/burgundy/solo/json", test_json);
  g_test_add_func ("/burgundy/solo/not-solo", test_not_solo);
  g_test_add_func ("/burgundy/solo/property/random-games", test_property);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shields (CB-SHG, CB-SHD; issue 14): setting out, taking with doubles, the phase end (shields
 * 14/15, the tax) and the end VP; each other shield's effect is test-burgundy-shields-effects.c's.
 * Clause ids end the test paths. */
#include "shields-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

/* CB-SHG-01: set out by player count before the starting goods. */
static void
test_setup (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (3, "{\"shields\": true}");

  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_SHIELDS);
  g_assert_cmpint (ts_burgundy_state_actor (s), ==, -1);
  g_autofree char *pending = ts_burgundy_describe_pending (s);
  g_assert_cmpstr (pending, ==, "Set out the shields on the depots for 3 players.");
  REFUSED_AS (s, "First set out the shields on the depots (the game's first entry).",
              "{\"type\": \"starting-goods\", \"player\": 0, \"goods\": [1, 2, 3]}");
  /* Depot 2 holds 2 shields with 3 players. */
  REFUSED_AS (s, "With 3 players, depot 2 holds 2 shields: one is missing.",
              "{\"type\": \"set-shields\", \"shields\": [[1], [2], [3], [4, 5], [6], [7, 8]]}");
  REFUSED_AS (s, "With 3 players, depot 1 holds 1 shield: one is missing.",
              "{\"type\": \"set-shields\", \"shields\": [[], [2, 9], [3], [4, 5], [6], [7, 8]]}");
  /* Depot 1 holds 1. */
  REFUSED_AS (s, "With 3 players, depot 1 holds only one shield.",
              "{\"type\": \"set-shields\", \"shields\": [[1, 9], [2, 10], [3], [4, 5], [6], "
              "[7, 8]]}");
  REFUSED_AS (s, "There is only one shield 2: each shield is set out once.",
              "{\"type\": \"set-shields\", \"shields\": [[1], [2, 2], [3], [4, 5], [6], [7, 8]]}");
  bt_apply_json (s, "{\"type\": \"set-shields\", \"shields\": [[1], [2, 9], [3], [4, 5], [6], "
                    "[7, 8]]}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_STARTING_GOODS);
  g_assert_cmpuint (s->shield_depot[1][1], ==, 9);
  g_assert_cmpuint (__builtin_popcount (s->shields_set), ==, 9);

  /* 2 players: 1 per depot; 4 players: 2 per depot. */
  g_autofree TsBurgundyState *two = bt_new_game (2, "{\"shields\": true}");
  REFUSED_AS (two, "With 2 players, depot 6 holds only one shield.",
              "{\"type\": \"set-shields\", \"shields\": [[1], [2], [3], [4], [5], [6, 7]]}");
  bt_apply_json (two, "{\"type\": \"set-shields\", \"shields\": [[1], [2], [3], [4], [5], [6]]}");
  g_autofree TsBurgundyState *four = bt_new_game (4, "{\"shields\": true}");
  REFUSED_AS (four, "With 4 players, depot 1 holds 2 shields: one is missing.",
              "{\"type\": \"set-shields\", \"shields\": [[1], [2, 3], [4, 5], [6, 7], [8, 9], "
              "[10, 11]]}");
  bt_apply_json (four, "{\"type\": \"set-shields\", \"shields\": [[1, 12], [2, 3], [4, 5], [6, 7], "
                       "[8, 9], [10, 11]]}");

  /* Without the module the entry is refused. */
  g_autofree TsBurgundyState *base = bt_new_game (2, NULL);
  REFUSED_AS (base, "This game is played without shields.",
              "{\"type\": \"set-shields\", \"shields\": [[1], [2], [3], [4], [5], [6]]}");
  g_autofree TsBurgundyState *base_turn = bt_turn_state (2, 4, 4);
  REFUSED_AS (base_turn, "This game is played without shields.",
              "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"doubles\", \"depot\": 4, "
              "\"slot\": 0, \"space\": 18}");
}

/* CB-SHG-03 example: 2 workers turn a 3 into a 5 next to a rolled 5: double fives. */
static void
test_doubles_with_workers (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 3, 5);
  guint n;
  gboolean found = FALSE;

  sh_put_on_depot (s, 5, 0, 13);
  s->players[0].workers = 2;
  s->players[0].silver = 0;
  g_autofree TsBurgundyChoice *choices = ts_burgundy_choices (s, &n);
  for (guint i = 0; i < n; i++)
    if (choices[i].action.type == TS_BURGUNDY_ENTRY_TAKE_SHIELD)
      {
        g_assert_cmpuint (choices[i].workers, ==, 2);
        g_assert_cmpint (choices[i].spend.die, ==, 0);
        g_assert_cmpint (choices[i].spend.to, ==, 5);
        g_assert_cmpint (choices[i].action.depot, ==, 5);
        g_assert_false (found);
        found = TRUE;
        g_assert_true (ts_burgundy_choice_apply (s, &choices[i], NULL));
      }
  g_assert_true (found);
  g_assert_cmpuint (s->players[0].shield[START], ==, 13);
  g_assert_cmpuint (s->shield_depot[4][0], ==, 0);
  g_assert_cmpint (s->players[0].workers, ==, 0);
  /* Both dice are used: the turn ended by itself (no silver to buy). */
  g_assert_cmpint (s->current, ==, s->order[1]);
}

static void
test_describe (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 5, 5);

  sh_put_on_depot (s, 5, 0, 13);
  g_autofree TsBurgundyEntry *e = bt_parse ("{\"type\": \"take-shield\", \"player\": 0, \"die\": "
                                            "\"doubles\", \"depot\": 5, \"slot\": 0, \"space\": 18}");
  g_autofree char *text = ts_burgundy_describe_entry (s, e);
  g_autofree char *where = ts_burgundy_space_name (&s->players[0], START);
  g_autofree char *want = g_strdup_printf ("Ana takes shield 13 from depot 5 for their castle on "
                                           "%s with doubles.",
                                           where);
  g_assert_cmpstr (text, ==, want);
  g_assert_nonnull (strstr (where, "dark green castle space"));
}

/* CB-SHG-03/04: the refusals, each a whole sentence, the state unchanged. */
static void
test_take_refusals (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 3, 5);
  const char *take5 = "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"doubles\", "
                      "\"depot\": 5, \"slot\": 0, \"space\": 18}";

  sh_put_on_depot (s, 5, 0, 13);
  sh_put_on_depot (s, 3, 0, 7);
  REFUSED_AS (s, "Your dice show 3 and 5: a shield is taken only with doubles, both dice "
                 "showing the same number.",
              take5);
  bt_set_dice (s, 3, 3);
  REFUSED_AS (s, "Double 3s take a shield from depot 3 only; this is depot 5.", take5);
  REFUSED_AS (s, "There is no shield on that space of depot 3.",
              "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"doubles\", \"depot\": 3, "
              "\"slot\": 1, \"space\": 18}");
  int river = bt_space (s, 0, TS_BURGUNDY_RIVER, 0);
  g_autofree char *where = ts_burgundy_space_name (&s->players[0], river);
  g_autofree char *json = g_strdup_printf ("{\"type\": \"take-shield\", \"player\": 0, \"die\": "
                                           "\"doubles\", \"depot\": 3, \"slot\": 0, \"space\": %d}",
                                           river);
  g_autofree char *want = g_strdup_printf ("A shield goes on a castle in your duchy, and there is "
                                           "no castle on %s.",
                                           where);
  REFUSED_AS (s, want, json);
  REFUSED_AS (s, "A shield is taken with doubles (both dice) or, with shield 11, a castle's "
                 "extra action.",
              "{\"type\": \"take-shield\", \"player\": 0, \"die\": 0, \"depot\": 3, \"slot\": 0, "
              "\"space\": 18}");
  REFUSED_AS (s, "A castle's extra action takes a shield only right after placing the castle.",
              "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"castle\", \"depot\": 3, "
              "\"slot\": 0, \"space\": 18}");
  REFUSED_AS (s, "It is Ana's turn, not Bruno's.",
              "{\"type\": \"take-shield\", \"player\": 1, \"die\": \"doubles\", \"depot\": 3, "
              "\"slot\": 0, \"space\": 18}");
  s->die_used = 1;
  REFUSED_AS (s, "Taking a shield uses both dice, and one of them is already used this turn.",
              "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"doubles\", \"depot\": 3, "
              "\"slot\": 0, \"space\": 18}");
  s->die_used = 0;
  /* The legal list holds exactly the one shield of depot 3 on the one castle. */
  guint n;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);
  guint takes = 0;
  for (guint i = 0; i < n; i++)
    if (legal[i].type == TS_BURGUNDY_ENTRY_TAKE_SHIELD)
      {
        takes++;
        g_assert_cmpint (legal[i].depot, ==, 3);
      }
  g_assert_cmpuint (takes, ==, 1);
  bt_apply_json (s, "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"doubles\", \"depot\": "
                    "3, \"slot\": 0, \"space\": 18}");
  g_assert_cmpuint (s->players[0].shield[START], ==, 7);
}

/* CB-SHG-04: a shield replacing another; the old one leaves the game. */
static void
test_replace (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 2, 2);

  sh_give (s, 0, 5);
  sh_put_on_depot (s, 2, 0, 9);
  bt_apply_json (s, "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"doubles\", \"depot\": "
                    "2, \"slot\": 0, \"space\": 18}");
  g_assert_cmpuint (s->players[0].shield[START], ==, 9);
  g_assert_true ((s->shields_gone >> 5) & 1u);
  g_assert_false (ts_burgundy_has_shield (&s->players[0], 5));
}

static JsonObject *
breakdown_line (JsonNode *breakdown, guint player, const char *cause)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  JsonArray *lines = json_object_get_array_member (json_array_get_object_element (players, player),
                                                   "lines");
  for (guint k = 0; k < json_array_get_length (lines); k++)
    {
      JsonObject *l = json_array_get_object_element (lines, k);
      if (g_strcmp0 (json_object_get_string_member (l, "cause"), cause) == 0)
        return l;
    }
  return NULL;
}

/* CB-SHG-09, CB-SHD-13 example: shields 1 and 13 at the end: (12 + 4) x 2 = 32 VP. */
static void
test_end_vp (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 1);

  sh_give (s, 0, 1);
  sh_give (s, 0, 13);
  sh_give (s, 1, 7);
  ts_burgundy_final_scoring (s);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_SHIELD, -1), ==, 32);
  g_assert_cmpint (bt_cause_sum (s, 1, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_SHIELD, -1), ==, 8);
  g_autoptr (JsonNode) b = ts_burgundy_final_breakdown (s);
  JsonObject *l1 = breakdown_line (b, 0, "end-shield-1");
  g_assert_cmpint (json_object_get_int_member (l1, "vp"), ==, 24);
  g_assert_cmpstr (json_object_get_string_member (l1, "text"), ==, "Shield 1");
  g_assert_cmpstr (json_object_get_string_member (l1, "note"), ==, "24 VP (doubled by shield 13)");
  g_assert_cmpint (json_object_get_int_member (breakdown_line (b, 0, "end-shield-13"), "vp"), ==, 8);
  /* Bruno has no shield 1: his line is there, empty. */
  g_assert_true (JSON_NODE_HOLDS_NULL (
      json_object_get_member (breakdown_line (b, 1, "end-shield-1"), "vp")));
  g_assert_cmpint (ts_burgundy_shield_scored_vp (1, TRUE), ==, 24);
  g_assert_cmpint (ts_burgundy_shield_scored_vp (18, FALSE), ==, 4);
}

/* CB-SHG-07, CB-SHD-08: the tax before mine income; mines pay double. */
static void
test_tax_paid (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);

  sh_give (s, 0, 8);
  bt_put (s, 0, bt_space (s, 0, TS_BURGUNDY_MINE, 0), T_MINE);
  s->players[0].silver = 1;
  s->players[0].workers = 0;
  REFUSED_AS (s, "The shield tax is paid only at the end of a phase.",
              "{\"type\": \"pay-shields\", \"player\": 0}");
  REFUSED_AS (s, "Shields 14 and 15 take a tile only at the end of a phase.",
              "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 1, \"slot\": 0, "
              "\"space\": 5}");
  bt_end_phase_a (s);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
  REFUSED_AS (s, "End of the phase: Ana pays the shield tax, 1 silver per shield; each shield "
                 "not paid for leaves the game.",
              "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
  g_assert_cmpint (ts_burgundy_state_actor (s), ==, 0);
  g_autofree char *pending = ts_burgundy_describe_pending (s);
  g_assert_cmpstr (pending, ==, "End of the phase: Ana pays the shield tax, 1 silver per shield; "
                                "each shield not paid for leaves the game.");
  REFUSED_AS (s, "The shield tax cannot be passed over: say which shields you pay for and which "
                 "leave the game.",
              "{\"type\": \"decline\", \"player\": 0}");
  REFUSED_AS (s, "Only shield 3 lets workers pay the shield tax.",
              "{\"type\": \"pay-shields\", \"player\": 0, \"workers\": 1}");
  guint n;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);
  g_assert_cmpuint (n, ==, 2); /* pay, or let shield 8 go */
  bt_apply_json (s, "{\"type\": \"pay-shields\", \"player\": 0}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_SHIELD_TAX, -1), ==, -1);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_MINES, -1), ==, 1);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_SHIELD, 8), ==, 1);
  g_assert_cmpint (s->players[0].silver, ==, 2);
}

/* CB-SHG-08: shields not paid for leave; a player who can pay nothing loses them all at once. */
static void
test_tax_unpaid (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);

  sh_give (s, 0, 8);
  sh_give (s, 0, 12);
  sh_give (s, 1, 7);
  s->players[0].silver = 1;
  s->players[1].silver = 0;
  s->players[1].workers = 3;
  bt_end_phase_a (s);
  g_assert_cmpint (s->phase_end_player, ==, 0);
  REFUSED_AS (s, "Keeping 2 shields costs 2 silver and you have 1: say which shields leave the "
                 "game.",
              "{\"type\": \"pay-shields\", \"player\": 0}");
  REFUSED_AS (s, "You hold no shield 7, so it cannot leave the game.",
              "{\"type\": \"pay-shields\", \"player\": 0, \"remove\": [7]}");
  REFUSED_AS (s, "It is Ana's decision at the end of the phase, not Bruno's.",
              "{\"type\": \"pay-shields\", \"player\": 1, \"remove\": [7]}");
  bt_apply_json (s, "{\"type\": \"pay-shields\", \"player\": 0, \"remove\": [12]}");
  /* Bruno cannot pay: shield 7 leaves without asking; the phase goes on. */
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  g_assert_true (ts_burgundy_has_shield (&s->players[0], 8));
  g_assert_false (ts_burgundy_has_shield (&s->players[0], 12));
  g_assert_false (ts_burgundy_has_shield (&s->players[1], 7));
  g_assert_cmpuint (s->shields_gone, ==, (1u << 12) | (1u << 7));
}

/* CB-SHD-03: the tax paid with workers, in any mix. */
static void
test_tax_workers (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);

  sh_give (s, 0, 3);
  sh_give (s, 0, 9);
  s->players[0].silver = 1;
  s->players[0].workers = 1;
  bt_end_phase_a (s);
  guint n;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);
  /* Keep both (1 silver + 1 worker); keep one (silver or worker) x 2; keep none. */
  g_assert_cmpuint (n, ==, 1 + 2 * 2 + 1);
  REFUSED_AS (s, "You pay for 1 shield, so at most 1 worker can pay.",
              "{\"type\": \"pay-shields\", \"player\": 0, \"workers\": 2, \"remove\": [9]}");
  bt_apply_json (s, "{\"type\": \"pay-shields\", \"player\": 0, \"workers\": 1}");
  g_assert_cmpint (s->players[0].silver, ==, 0);
  g_assert_cmpint (s->players[0].workers, ==, 0);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SHIELD_TAX, 2), ==, -1);

  /* Issue 26: “Enquanto este escudo estiver no teu ducado, podes pagar o tributo devido pelos
   * escudos, no final de cada fase, com trabalhadores em vez de prata. É permitida qualquer
   * combinação” (PT): a worker pays what a silver pays, one per shield. Shield 3 is in the
   * duchy while the tax is paid (“Se não podes ou não queres pagar, tens de remover”: the
   * removal follows the payment), so its workers pay even when shield 3 itself is the one
   * left unpaid. */
  g_autofree TsBurgundyState *t = sh_state (2, 1, 2);
  sh_give (t, 0, 3);
  sh_give (t, 0, 9);
  t->players[0].silver = 0;
  t->players[0].workers = 3;
  bt_end_phase_a (t);
  bt_apply_json (t, "{\"type\": \"pay-shields\", \"player\": 0, \"workers\": 1, \"remove\": [3]}");
  g_assert_false (ts_burgundy_has_shield (&t->players[0], 3));
  g_assert_true (ts_burgundy_has_shield (&t->players[0], 9));
  g_assert_cmpint (t->players[0].workers, ==, 2);
}

/* CB-SHD-14: a tile from a numbered depot straight into the duchy at the phase end, its
 * effects applied; optional unless "shield-tile-must". */
static void
test_shield_14 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  sh_give (s, 0, 14);
  sh_give (s, 0, 18); /* no castle space touches the starting castle */
  int castle = sh_castle_space (s, 0, 0);
  s->players[0].silver = 5;
  s->players[0].workers = 0;
  /* A castle on depot 1's castle space. */
  int slot = -1, depot = -1;
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS && slot < 0; d++)
    for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS && slot < 0; k++)
      if (ts_burgundy_slot_colour (s, d, k) == TS_BURGUNDY_CASTLE && ts_burgundy_slot_used (s, d, k))
        {
          slot = k;
          depot = d;
        }
  g_assert_cmpint (slot, >=, 0);
  s->depots[depot][slot] = T_CASTLE;
  s->supply[0][T_CASTLE]--;
  bt_end_phase_a (s);
  g_autofree char *pending = ts_burgundy_describe_pending (s);
  g_assert_cmpstr (pending, ==, "End of the phase: Ana may take a hex tile from a numbered depot "
                                "straight into their duchy (shield 14).");
  REFUSED_AS (s, "Shield 14 takes a tile from a numbered depot, 1 to 6.",
              "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 0, \"slot\": 0, "
              "\"space\": 5}");
  g_autofree char *json = g_strdup_printf ("{\"type\": \"shield-tile\", \"player\": 0, \"depot\": "
                                           "%d, \"slot\": %d, \"space\": %d}",
                                           depot + 1, slot, castle);
  bt_apply_json (s, json);
  g_assert_cmpuint (p->tiles[castle], ==, T_CASTLE);
  /* The castle's extra action waits, in the phase end, for Ana. */
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
  g_assert_cmpint (s->n_pending, ==, 1);
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": \"castle\"}");
  /* Then the tax. */
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_PHASE_END);
  bt_apply_json (s, "{\"type\": \"pay-shields\", \"player\": 0}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);

  /* Declining; with "shield-tile-must" declining is refused. */
  g_autofree TsBurgundyState *t = sh_state (2, 1, 2);
  sh_give (t, 0, 14);
  sh_give (t, 0, 18);
  t->players[0].silver = 5;
  t->depots[depot][slot] = T_CASTLE;
  t->supply[0][T_CASTLE]--;
  t->options.shield_tile_must = TRUE;
  bt_end_phase_a (t);
  REFUSED_AS (t, "In this game shields 14 and 15 must take a tile whenever one fits in the "
                 "duchy, and one does.",
              "{\"type\": \"decline\", \"player\": 0}");
  t->options.shield_tile_must = FALSE;
  bt_apply_json (t, "{\"type\": \"decline\", \"player\": 0}");
  g_assert_cmpint (t->stage, ==, TS_BURGUNDY_STAGE_PHASE_END); /* the tax */
}

/* CB-SHD-15: a tile from the black depot; the refusals of a shield-tile entry. */
static void
test_shield_15 (void)
{
  g_autofree TsBurgundyState *s = sh_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  sh_give (s, 0, 15);
  sh_give (s, 0, 18);
  p->silver = 0;
  p->workers = 0;
  s->black[0] = T_MINE;
  s->supply[1][T_MINE]--;
  int mine = -1, river = -1;
  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    {
      if (mine < 0 && p->duchy.colour[sp] == TS_BURGUNDY_MINE)
        mine = sp;
      if (river < 0 && p->duchy.colour[sp] == TS_BURGUNDY_RIVER)
        river = sp;
    }
  bt_end_phase_a (s);
  g_autofree char *pending = ts_burgundy_describe_pending (s);
  g_assert_cmpstr (pending, ==, "End of the phase: Ana may take a hex tile from the black depot "
                                "straight into their duchy (shield 15).");
  REFUSED_AS (s, "Shield 15 takes a tile from the black depot.",
              "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 1, \"slot\": 0, "
              "\"space\": 5}");
  REFUSED_AS (s, "There is no tile on that space of the black depot.",
              "{\"type\": \"shield-tile\", \"player\": 0, \"depot\": 0, \"slot\": 1, "
              "\"space\": 5}");
  REFUSED_AS (s, "It is Ana's decision at the end of the phase, not Bruno's.",
              "{\"type\": \"pay-shields\", \"player\": 1}");
  /* The tax comes after the tile. */
  REFUSED_AS (s, pending, "{\"type\": \"pay-shields\", \"player\": 0}");
  g_autofree char *where = ts_burgundy_space_name (p, river);
  g_autofree char *want = g_strdup_printf ("A mine goes on a grey mine space, and %s is not one.",
                                           where);
  g_autofree char *json = g_strdup_printf ("{\"type\": \"shield-tile\", \"player\": 0, \"depot\": "
                                           "0, \"slot\": 0, \"space\": %d}",
                                           river);
  g_autofree char *msg = bt_refuse_json (s, json);
  g_assert_cmpstr (msg, ==, want);
  g_autofree char *ok = g_strdup_printf ("{\"type\": \"shield-tile\", \"player\": 0, \"depot\": "
                                         "0, \"slot\": 0, \"space\": %d}",
                                         mine);
  bt_apply_json (s, ok);
  g_assert_cmpuint (p->tiles[mine], ==, T_MINE);
  g_assert_cmpuint (s->black[0], ==, 0);
  /* Ana cannot pay: both her shields leave at once, and phase B starts. */
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  g_assert_cmpuint (ts_burgundy_shields_held (p), ==, 0);
}

/* The entries survive JSON both ways. */
static void
test_json (void)
{
  static const char *const entries[] = {
    "{\"type\":\"set-shields\",\"shields\":[[1,2],[3,4],[5,6],[7,8],[9,10],[11,12]]}",
    "{\"type\":\"take-shield\",\"player\":1,\"die\":\"doubles\",\"depot\":5,\"slot\":1,"
    "\"space\":18}",
    "{\"type\":\"take-shield\",\"player\":0,\"die\":\"castle\",\"depot\":2,\"slot\":0,"
    "\"space\":7}",
    "{\"type\":\"set-die\",\"player\":0,\"die\":1,\"to\":6}",
    "{\"type\":\"choose-player\",\"player\":0,\"target\":2}",
    "{\"type\":\"pay-shields\",\"player\":3,\"workers\":1,\"remove\":[4,13]}",
    "{\"type\":\"shield-tile\",\"player\":0,\"depot\":0,\"slot\":7,\"space\":9,\"tile\":\"bank\"}",
    "{\"type\":\"choose-ship-depot\",\"player\":0,\"depot\":3,\"shield-goods\":5}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autofree TsBurgundyEntry *e = bt_parse (entries[i]);
      g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (e);
      g_autoptr (GError) error = NULL;
      g_autofree TsBurgundyEntry *back = ts_burgundy_entry_from_json (node, &error);

      g_assert_no_error (error);
      g_assert_cmpmem (e, sizeof *e, back, sizeof *back);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/shields/" path, fn)
  ADD ("setup/CB-SHG-01", test_setup);
  ADD ("doubles-with-workers/CB-SHG-03", test_doubles_with_workers);
  ADD ("describe/CB-SHG-03", test_describe);
  ADD ("refusals/CB-SHG-04", test_take_refusals);
  ADD ("replace/CB-SHG-04", test_replace);
  ADD ("tax-paid/CB-SHG-07", test_tax_paid);
  ADD ("tax-unpaid/CB-SHG-08", test_tax_unpaid);
  ADD ("end-vp/CB-SHG-09", test_end_vp);
  ADD ("tax-workers/CB-SHD-03", test_tax_workers);
  ADD ("phase-end-tile/CB-SHD-14", test_shield_14);
  ADD ("black-depot-tile/CB-SHD-15", test_shield_15);
  ADD ("json", test_json);
  return g_test_run ();
}

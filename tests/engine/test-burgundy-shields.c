/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shields (CB-SHG, CB-SHD; issue 14): setting out, taking with doubles, each shield's effect,
 * the phase end (shields 14/15, the tax) and the end VP. Clause ids end the test paths. */
#include "burgundy-util.h"

#include <string.h>

#include "burgundy/ts-burgundy-choices.h"
#include "ts-engine-error.h"

#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_CASTLE TS_BURGUNDY_TILE_CASTLE
#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)
#define START 18 /* the starting castle (CB-SET-08) */

#define REFUSED_AS(s, sentence, json)                                                              \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *msg_ = bt_refuse_json (s, json);                                              \
    g_assert_cmpstr (msg_, ==, sentence);                                                          \
  }                                                                                                \
  G_STMT_END

/* A turn state of a shields game: player 0 to act with dice @a and @b. */
static TsBurgundyState *
shield_state (guint n, guint a, guint b)
{
  TsBurgundyState *s = bt_turn_state (n, a, b);

  s->options.shields = TRUE;
  return s;
}

static void
put_on_depot (TsBurgundyState *s, guint depot, guint slot, guint shield)
{
  s->shield_depot[depot - 1][slot] = shield;
  s->shields_set |= 1u << shield;
}

/* Another castle space of player @p (not the starting one), empty. */
static int
castle_space (const TsBurgundyState *s, guint p, guint skip)
{
  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    if (sp != START && s->players[p].duchy.colour[sp] == TS_BURGUNDY_CASTLE
        && s->players[p].tiles[sp] == 0 && skip-- == 0)
      return sp;
  g_assert_not_reached ();
}

/* Gives player @p shield @n on a castle (the starting one first, then new castles). */
static void
give (TsBurgundyState *s, guint p, guint n)
{
  int space = START;

  if (s->players[p].shield[START] != 0)
    {
      space = castle_space (s, p, 0);
      bt_put (s, p, space, T_CASTLE);
    }
  s->players[p].shield[space] = n;
  s->shields_set |= 1u << n;
  ts_burgundy_shields_refresh (s);
}

/* Player 0 places the tile of storage space 0 on @space with die 0 (turned to its number). */
static void
place_stored (TsBurgundyState *s, int space)
{
  bt_set_dice (s, s->players[0].duchy.die[space], 1);
  g_autofree char *json = g_strdup_printf ("{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, "
                                           "\"storage\": 0, \"space\": %d}",
                                           space);
  bt_apply_json (s, json);
}

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
  g_autofree TsBurgundyState *s = shield_state (2, 3, 5);
  guint n;
  gboolean found = FALSE;

  put_on_depot (s, 5, 0, 13);
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
  g_autofree TsBurgundyState *s = shield_state (2, 5, 5);

  put_on_depot (s, 5, 0, 13);
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
  g_autofree TsBurgundyState *s = shield_state (2, 3, 5);
  const char *take5 = "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"doubles\", "
                      "\"depot\": 5, \"slot\": 0, \"space\": 18}";

  put_on_depot (s, 5, 0, 13);
  put_on_depot (s, 3, 0, 7);
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
  g_autofree TsBurgundyState *s = shield_state (2, 2, 2);

  give (s, 0, 5);
  put_on_depot (s, 2, 0, 9);
  bt_apply_json (s, "{\"type\": \"take-shield\", \"player\": 0, \"die\": \"doubles\", \"depot\": "
                    "2, \"slot\": 0, \"space\": 18}");
  g_assert_cmpuint (s->players[0].shield[START], ==, 9);
  g_assert_true ((s->shields_gone >> 5) & 1u);
  g_assert_false (ts_burgundy_has_shield (&s->players[0], 5));
}

/* CB-SHD-11: the castle's extra action takes a shield from any depot. */
static void
test_shield_11 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 1);

  give (s, 0, 11);
  give (s, 0, 18); /* on a second castle; the new castle may then go anywhere */
  int space = castle_space (s, 0, 0);
  put_on_depot (s, 4, 0, 16);
  s->players[0].storage[0] = T_CASTLE;
  place_stored (s, space);
  g_autofree char *take = g_strdup_printf ("{\"type\": \"take-shield\", \"player\": 0, \"die\": "
                                           "\"castle\", \"depot\": 4, \"slot\": 0, \"space\": %d}",
                                           space);
  bt_apply_json (s, take);
  g_assert_cmpuint (s->players[0].shield[space], ==, 16);
  g_assert_cmpint (s->n_pending, ==, 0);
}

/* CB-SHD-09 example: 3 goods sold give 3 silver; monastery 3 adds nothing (CB-SHG-06). */
static void
test_shield_9 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 4, 1);

  give (s, 0, 9);
  bt_put (s, 0, 3, T_MON (3));
  s->players[0].goods[4] = 3;
  int silver = s->players[0].silver;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 4}");
  g_assert_cmpint (s->players[0].silver - silver, ==, 3);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_SHIELD, 9), ==, 2);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_MONASTERY, 3), ==, 0);
}

/* CB-SHD-12 example: 4 players, 3 goods sold: 3 x 4 x 2 = 24 VP. */
static void
test_shield_12 (void)
{
  g_autofree TsBurgundyState *s = shield_state (4, 2, 1);

  give (s, 0, 12);
  s->players[0].goods[2] = 3;
  int vp = s->players[0].vp;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 2}");
  g_assert_cmpint (s->players[0].vp - vp, ==, 24);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SHIELD, 12), ==, 12);
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
  g_autofree TsBurgundyState *s = shield_state (2, 1, 1);

  give (s, 0, 1);
  give (s, 0, 13);
  give (s, 1, 7);
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

/* CB-SHD-10: the monasteries' end VP count double. */
static void
test_shield_10 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 1);

  give (s, 0, 10);
  bt_put (s, 0, 3, T_MON (26)); /* 3 VP per bonus tile */
  s->players[0].bonus_large = 1u << TS_BURGUNDY_MINE;
  ts_burgundy_final_scoring (s);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_MONASTERY, 26), ==, 3);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_END_SHIELD, 10), ==, 8 + 3);
}

/* CB-SHD-17 example: a size-3 area (6 VP) scores as size 4 (10 VP). */
static void
test_shield_17 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  int last = -1;

  give (s, 0, 17);
  /* A mine area of 3 spaces: two mines put, the third placed. */
  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES && last < 0; sp++)
    if (p->duchy.colour[sp] == TS_BURGUNDY_MINE && p->area_size[sp] == 3)
      {
        guint k = 0;
        for (guint t = 0; t < TS_BURGUNDY_N_SPACES; t++)
          if (p->area[t] == p->area[sp] && k++ < 2)
            bt_put (s, 0, t, T_MINE);
          else if (p->area[t] == p->area[sp])
            last = t;
      }
  if (last < 0)
    {
      g_test_skip ("duchy 1 has no mine area of 3 spaces");
      return;
    }
  p->storage[0] = T_MINE;
  place_stored (s, last);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_AREA, 4), ==, 10);
  g_assert_cmpuint (ts_burgundy_area_score_size (p, last), ==, 4);
}

/* CB-SHD-18: a tile on a space that touches none; without the shield it is refused. */
static void
test_shield_18 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  int far = -1;

  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES && far < 0; sp++)
    if (p->duchy.colour[sp] == TS_BURGUNDY_MINE && !ts_burgundy_adjacent_to_tile (s, p, sp))
      far = sp;
  g_assert_cmpint (far, >=, 0);
  p->storage[0] = T_MINE;
  bt_set_dice (s, p->duchy.die[far], 1);
  g_autofree char *json = g_strdup_printf ("{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, "
                                           "\"storage\": 0, \"space\": %d}",
                                           far);
  g_autofree char *refused = bt_refuse_json (s, json);
  g_assert_nonnull (strstr (refused, "must touch a tile"));
  give (s, 0, 18);
  bt_apply_json (s, json);
  g_assert_cmpuint (p->tiles[far], ==, T_MINE);
}

/* CB-SHD-16: once per turn, a die to any number. */
static void
test_shield_16 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);

  REFUSED_AS (s, "Only shield 16 turns a die to any number.",
              "{\"type\": \"set-die\", \"player\": 0, \"die\": 0, \"to\": 4}");
  give (s, 0, 16);
  bt_apply_json (s, "{\"type\": \"set-die\", \"player\": 0, \"die\": 0, \"to\": 4}");
  g_assert_cmpuint (s->dice[0][0], ==, 4);
  REFUSED_AS (s, "Shield 16 changes one die once per turn, and it did this turn.",
              "{\"type\": \"set-die\", \"player\": 0, \"die\": 1, \"to\": 4}");
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
  s->shield16_used = 0;
  REFUSED_AS (s, "That die is already used this turn.",
              "{\"type\": \"set-die\", \"player\": 0, \"die\": 0, \"to\": 2}");
  REFUSED_AS (s, "The die already shows 2.",
              "{\"type\": \"set-die\", \"player\": 0, \"die\": 1, \"to\": 2}");
}

/* CB-SHD-02 (issue 26): “sempre que outro jogador obtiver um trabalhador, recebes também um
 * trabalhador” (PT; ES “cada vez que otro jugador coja un trabajador, tú también cogerás un
 * trabajador”): a worker for a worker, so taking 2 workers gives the owner 2. With
 * "shield-2-per-gain" the old reading: one per gain. */
static void
test_shield_2 (void)
{
  for (guint per_gain = 0; per_gain < 2; per_gain++)
    {
      g_autofree TsBurgundyState *s = shield_state (2, 1, 2);

      s->options.shield_2_per_gain = per_gain;
      give (s, 1, 2);
      int before = s->players[1].workers;
      bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
      g_assert_cmpint (s->players[1].workers - before, ==, per_gain ? 1 : 2);
      g_assert_cmpint (bt_cause_sum (s, 1, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SHIELD, 2), ==,
                       per_gain ? 1 : 2);
      /* Player 0 holds no shield 2: nothing more comes back (no chain). */
      g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_SHIELD, 2), ==, 0);
    }
}

/* CB-SHD-06: the chosen player's monasteries work for the owner. */
static void
test_shield_6 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);

  give (s, 0, 6);
  bt_put (s, 1, 3, T_MON (8));
  g_assert_false (ts_burgundy_has_monastery (&s->players[0], 8));
  REFUSED_AS (s, "Choose one of the other players.",
              "{\"type\": \"choose-player\", \"player\": 0, \"target\": 0}");
  bt_apply_json (s, "{\"type\": \"choose-player\", \"player\": 0, \"target\": 1}");
  g_assert_true (ts_burgundy_has_monastery (&s->players[0], 8));
  REFUSED_AS (s, "Shield 6's player is chosen once, and you chose Bruno.",
              "{\"type\": \"choose-player\", \"player\": 0, \"target\": 1}");
}

/* CB-SHD-04: storage beyond 3 with shield 4; losing it sends the extra tiles to the box.
 * “tens um número ilimitado de espaços de armazenagem de peças hexagonais no teu ducado (em
 * vez de apenas três)” (issue 26: no cap at 12). */
static void
test_shield_4 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  give (s, 0, 4);
  g_assert_cmpuint (ts_burgundy_storage_size (p), ==, TS_BURGUNDY_MAX_STORAGE);
  /* 40 stored tiles (more than 13 turns of taking 3 and placing none): a 41st still goes
   * into an empty space, with no discard. */
  for (guint k = 0; k < 40; k++)
    p->storage[k] = T_MINE;
  {
    g_autoptr (GError) error = NULL;
    TsBurgundyEntry e;

    ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, 0);
    g_assert_true (ts_burgundy_check_storage (s, p, &e, FALSE, &error));
    g_assert_no_error (error);
    g_assert_cmpint (ts_burgundy_free_storage (p), ==, 40);
  }
  /* Past 64 (no game reaches it) Tableside asks for a discard, with the real number. */
  for (guint k = 0; k < TS_BURGUNDY_MAX_STORAGE; k++)
    p->storage[k] = T_MINE;
  {
    g_autoptr (GError) error = NULL;
    TsBurgundyEntry e;

    ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, 0);
    g_assert_false (ts_burgundy_check_storage (s, p, &e, TRUE, &error));
    g_assert_cmpstr (error->message, ==,
                     "Your storage is full (Tableside keeps 64 tiles with shield 4): say which "
                     "stored tile to discard to make room.");
    e.discard = TS_BURGUNDY_MAX_STORAGE - 1;
    g_assert_true (ts_burgundy_check_storage (s, p, &e, TRUE, NULL));
  }
  for (guint k = 5; k < TS_BURGUNDY_MAX_STORAGE; k++)
    p->storage[k] = 0;
  ts_burgundy_shield_leaves (s, p, START);
  g_assert_cmpuint (ts_burgundy_storage_size (p), ==, 3);
  for (guint k = 0; k < 3; k++)
    g_assert_cmpuint (p->storage[k], ==, T_MINE);
  g_assert_cmpuint (p->storage[3], ==, 0);
  g_assert_cmpuint (s->discarded[T_MINE], ==, 2);
}

/* CB-SHD-05 (decided again in issue 26): “sempre que colocas um barco, podes escolher um tipo
 * de mercadorias. Recebes todas as peças de mercadorias desse tipo de todos os seis
 * depósitos” (PT), “podrás escoger un tipo de mercancía y coger también todas las losetas”
 * (ES): besides the ship's own depot (“também”; PT says nothing of “em vez de”), within the
 * 3 goods spaces (“Os jogadores podem armazenar até três tipos”). */
static void
test_shield_5 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];
  int river = bt_space (s, 0, TS_BURGUNDY_RIVER, 0);

  give (s, 0, 5);
  s->depot_goods[0][3] = 1;
  s->depot_goods[2][6] = 2;
  s->depot_goods[4][6] = 1;
  p->storage[0] = T_SHIP;
  place_stored (s, river);
  REFUSED_AS (s, "Shield 5 takes goods 2 from the depots only while a depot holds some and your "
                 "3 goods spaces have room for them.",
              "{\"type\": \"choose-ship-depot\", \"player\": 0, \"depot\": 1, \"shield-goods\": 2}");
  g_autofree TsBurgundyEntry *ship = bt_parse ("{\"type\": \"choose-ship-depot\", \"player\": 0, "
                                               "\"depot\": 1, \"shield-goods\": 6}");
  g_autofree char *text = ts_burgundy_describe_entry (s, ship);
  g_assert_cmpstr (text, ==, "Ana's ship takes the goods of depot 1, and every goods 6 from all "
                             "depots (shield 5).");
  g_assert_true (ts_burgundy_apply (s, ship, NULL));
  g_assert_cmpuint (p->goods[3], ==, 1);
  g_assert_cmpuint (p->goods[6], ==, 3);
  g_assert_cmpuint (s->depot_goods[2][6], ==, 0);
}

/* CB-SHG-07, CB-SHD-08: the tax before mine income; mines pay double. */
static void
test_tax_paid (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);

  give (s, 0, 8);
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
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);

  give (s, 0, 8);
  give (s, 0, 12);
  give (s, 1, 7);
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
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);

  give (s, 0, 3);
  give (s, 0, 9);
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
  g_autofree TsBurgundyState *t = shield_state (2, 1, 2);
  give (t, 0, 3);
  give (t, 0, 9);
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
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  give (s, 0, 14);
  give (s, 0, 18); /* no castle space touches the starting castle */
  int castle = castle_space (s, 0, 0);
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
  g_autofree TsBurgundyState *t = shield_state (2, 1, 2);
  give (t, 0, 14);
  give (t, 0, 18);
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
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];

  give (s, 0, 15);
  give (s, 0, 18);
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

/* CB-SHD-07: bonus tiles count double. */
static void
test_shield_7 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];
  int last = -1;

  give (s, 0, 7);
  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    if (p->duchy.colour[sp] == TS_BURGUNDY_MINE)
      {
        if (last >= 0)
          bt_put (s, 0, last, T_MINE);
        last = sp;
      }
  give (s, 0, 18); /* the last mine may touch nothing */
  p->storage[0] = T_MINE;
  place_stored (s, last);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_BONUS_LARGE, -1), ==, 5);
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_SHIELD, 7), ==, 5);
}

/* CB-SHD-01: all pastures as one for livestock. */
static void
test_shield_1 (void)
{
  g_autofree TsBurgundyState *s = shield_state (2, 1, 2);
  TsBurgundyPlayer *p = &s->players[0];
  int a = -1, b = -1;

  for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
    if (p->duchy.colour[sp] == TS_BURGUNDY_PASTURE)
      {
        if (a < 0)
          a = sp;
        else if (p->area[sp] != p->area[a] && b < 0)
          b = sp;
      }
  g_assert_cmpint (b, >=, 0);
  give (s, 0, 1);
  give (s, 0, 18);
  bt_put (s, 0, a, TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_COW, 3));
  p->storage[0] = TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_COW, 2);
  place_stored (s, b);
  /* The cows of both pastures score: 3 + 2. */
  g_assert_cmpint (bt_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ANIMALS, -1), ==, 5);
  g_assert_true (ts_burgundy_same_pasture (p, a, b));
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
  ADD ("pastures/CB-SHD-01", test_shield_1);
  ADD ("workers/CB-SHD-02", test_shield_2);
  ADD ("tax-workers/CB-SHD-03", test_tax_workers);
  ADD ("storage/CB-SHD-04", test_shield_4);
  ADD ("ship-goods/CB-SHD-05", test_shield_5);
  ADD ("monasteries/CB-SHD-06", test_shield_6);
  ADD ("bonus/CB-SHD-07", test_shield_7);
  ADD ("sale-silver/CB-SHD-09", test_shield_9);
  ADD ("monastery-vp/CB-SHD-10", test_shield_10);
  ADD ("castle-action/CB-SHD-11", test_shield_11);
  ADD ("sale-vp/CB-SHD-12", test_shield_12);
  ADD ("phase-end-tile/CB-SHD-14", test_shield_14);
  ADD ("black-depot-tile/CB-SHD-15", test_shield_15);
  ADD ("set-die/CB-SHD-16", test_shield_16);
  ADD ("area-size/CB-SHD-17", test_shield_17);
  ADD ("anywhere/CB-SHD-18", test_shield_18);
  ADD ("json", test_json);
  return g_test_run ();
}

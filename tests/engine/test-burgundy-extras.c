/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The four extra tiles, monasteries 27-29 and the white castles (sections 19 and 21 of the
 * clauses; decisions in docs/rules-coverage.md); the clause id ends each test path. Inns, the
 * JSON of the new entries and random games are in test-burgundy-inns.c. */
#include "extras-util.h"

#include <string.h>

/* Duchy 1 (data/games/castles-of-burgundy/duchies.json): the start castle on 18 touches the
 * city space 25 (die 3, a city of 5: 25 26 31 32 36), the river 19 (die 5), the monastery
 * 12 (die 1) and the single city space 11 (die 3). Its pasture of 5 is 0 4 5 9 10 (dice
 * 6 2 1 5 4). */
#define CITY_25 25
#define CITY_26 26

/* CB-EXT-01, CB-WHC-01: module tiles join the stacks of their backs only with their option;
 * the base stacks stay as they are. */
static void
test_setup_supply (void)
{
  g_autofree TsBurgundyState *base = xt_game (2, NULL, NULL);
  g_autofree TsBurgundyState *extra = xt_game (2, "{\"extra-tiles\":true}", NULL);
  g_autofree TsBurgundyState *white = xt_game (2, "{\"white-castles\":true}", NULL);

  g_assert_cmpuint (base->supply[0][T_MON (27)] + base->supply[1][T_CRANE], ==, 0);
  g_assert_cmpuint (base->supply[0][T_WHITE] + base->supply[1][T_WHITE], ==, 0);
  g_assert_cmpuint (base->inns_supply, ==, 0);
  g_assert_cmpuint (extra->supply[0][T_MON (27)], ==, 1);
  g_assert_cmpuint (extra->supply[0][T_MON (28)], ==, 1);
  g_assert_cmpuint (extra->supply[1][T_CRANE], ==, 1);
  g_assert_cmpuint (extra->supply[1][T_GEESE], ==, 1);
  g_assert_cmpuint (extra->supply[0][T_WHITE], ==, 0);
  g_assert_cmpuint (white->supply[0][T_WHITE], ==, 6);
  g_assert_cmpuint (white->supply[1][T_WHITE], ==, 2);
  g_assert_cmpuint (white->supply[0][T_MON (29)], ==, 1);
  g_assert_cmpuint (white->supply[1][T_CRANE], ==, 0);
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_TILE_CRANE; t++)
    if (ts_burgundy_tile_module (t) < 0)
      for (guint b = 0; b < 2; b++)
        {
          g_assert_cmpuint (extra->supply[b][t], ==, base->supply[b][t]);
          g_assert_cmpuint (white->supply[b][t], ==, base->supply[b][t]);
        }
}

/* A fill entry for @s drawn at random, then with @tile on the first used space of @colour
 * (the black depot for -1). */
static void
fill_with (const TsBurgundyState *s, TsBurgundyEntry *e, int colour, guint tile)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);

  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  g_assert_true (ts_burgundy_random_entry (s, rand, e));
  if (colour < 0)
    {
      for (guint k = 0; k < TS_BURGUNDY_BLACK_SLOTS; k++)
        if (ts_burgundy_black_used (s, k))
          {
            e->fill_black[k] = tile;
            return;
          }
    }
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS; k++)
      if (ts_burgundy_slot_used (s, d, k) && ts_burgundy_slot_colour (s, d, k) == colour)
        {
          e->fill[d][k] = tile;
          return;
        }
  g_assert_not_reached ();
}

static TsBurgundyState *
at_fill (const char *options)
{
  TsBurgundyState *s = xt_game (2, options, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (2);
  TsBurgundyEntry e;

  while (s->stage != TS_BURGUNDY_STAGE_FILL)
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  return s;
}

/* CB-EXT-01: the crane lies in the black depot and monastery 27 on a monastery space when the
 * module is on; refused in words when it is off; an inn never lies in a depot. */
static void
test_fill_module_tiles (void)
{
  g_autofree TsBurgundyState *on = at_fill ("{\"extra-tiles\":true,\"white-castles\":true}");
  g_autofree TsBurgundyState *off = at_fill (NULL);
  g_autofree TsBurgundyState *inns = at_fill ("{\"inns\":true}");
  TsBurgundyEntry e;

  fill_with (off, &e, -1, T_CRANE);
  xt_refuse (off, &e,
             "The crane comes with the four extra tiles, and this game is played without them.");
  fill_with (off, &e, TS_BURGUNDY_CITY, T_WHITE);
  xt_refuse (off, &e,
             "The white castle comes with the white castles, and this game is played without "
             "them.");
  fill_with (inns, &e, -1, T_INN);
  xt_refuse (inns, &e,
             "An inn never lies in a depot: inns are stacked beside the black depot and bought "
             "from there.");

  /* Drawn without these two, then put on the board by hand. */
  g_autofree TsBurgundyState *draw = ts_burgundy_state_copy (on);
  TsBurgundyEntry black;
  draw->supply[1][T_CRANE] = 0;
  draw->supply[0][T_MON (27)] = 0;
  fill_with (draw, &black, -1, T_CRANE);
  fill_with (draw, &e, TS_BURGUNDY_MONASTERY, T_MON (27));
  memcpy (e.fill_black, black.fill_black, sizeof e.fill_black);
  g_autoptr (GError) error = NULL;
  guint before = on->supply[1][T_CRANE];
  ts_burgundy_apply (on, &e, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (on->supply[1][T_CRANE], ==, before - 1);
  g_assert_cmpuint (on->supply[0][T_MON (27)], ==, 0);
  g_assert_cmpuint (on->supply[1][T_CRANE], ==, 0);
}

/* CB-EXT-01: an unknown tile named a module tile is refused when its module is off. */
static void
test_identity_module_off (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, NULL, NULL, 1, 1, 1);

  s->black[0] = TS_BURGUNDY_TILE_UNKNOWN;
  s->unknown[1][0] = 1;
  s->players[0].silver = 2;
  xt_refuse_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":0,\"tile\":\"geese\"}",
                  "The geese comes with the four extra tiles, and this game is played without "
                  "them.");
}

/* CB-MON-27: the owner's marker stays on top when another arrives, and goes on top when the
 * monastery is placed on a shared space. */
static void
test_mon27_bridge (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, "{\"extra-tiles\":true}", NULL, 1, 4, 1);
  TsBurgundyPlayer *ana = &s->players[0], *bruno = &s->players[1];

  /* Placed on a shared space: on top at once. */
  ana->bridge_space = bruno->bridge_space = 1;
  ana->bridge_height = 0;
  bruno->bridge_height = 1;
  ana->storage[0] = T_MON (27);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":12}");
  g_assert_cmpuint (ana->bridge_height, >, bruno->bridge_height);

  /* Bruno's ship brings him onto Ana's space: Ana stays on top (passively). */
  ana->bridge_space = 2;
  ana->bridge_height = 0;
  s->current = 1;
  bt_set_dice (s, 5, 5);
  bruno->storage[0] = TS_BURGUNDY_TILE_SHIP;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":1,\"die\":0,\"storage\":0,\"space\":19}");
  bt_apply_json (s, "{\"type\":\"choose-ship-depot\",\"player\":1,\"depot\":1}");
  g_assert_cmpuint (bruno->bridge_space, ==, 2);
  g_assert_cmpuint (ana->bridge_height, >, bruno->bridge_height);
  ts_burgundy_compute_order (s);
  g_assert_cmpuint (s->order[0], ==, 0);
}

/* CB-MON-28: 2 workers for 1 silver, as often as the owner likes in their turn, also while an
 * effect waits. */
static void
test_mon28_buy_workers (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, "{\"extra-tiles\":true}", NULL, 3, 3, 1);
  TsBurgundyPlayer *ana = &s->players[0];
  const char *buy = "{\"type\":\"buy-workers\",\"player\":0}";

  xt_refuse_json (s, buy, "Only monastery 28 lets a player buy workers (2 for 1 silver).");
  bt_put (s, 0, 12, T_MON (28));
  ana->silver = 2;
  ana->workers = 0;
  bt_apply_json (s, buy);
  g_assert_cmpint (ana->silver, ==, 1);
  g_assert_cmpint (ana->workers, ==, 2);
  /* While the crane's effect waits. */
  ana->storage[0] = T_CRANE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  g_assert_cmpint (xt_top (s), ==, TS_BURGUNDY_PENDING_CRANE);
  bt_apply_json (s, buy);
  g_assert_cmpint (ana->silver, ==, 0);
  g_assert_cmpint (ana->workers, ==, 4);
  g_assert_cmpint (s->ledger[s->n_ledger - 1].cause, ==, TS_BURGUNDY_CAUSE_BUY_WORKERS);
  xt_refuse_json (s, buy, "Monastery 28 sells 2 workers for 1 silver, and Ana has no silver.");
}

/* The crane placed on city space 25 with die 0 (showing 3): its effect waits. */
static TsBurgundyState *
crane_placed (const char *options)
{
  TsBurgundyState *s = xt_turn (2, options, NULL, 3, 5, 4);

  s->players[0].storage[0] = T_CRANE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  g_assert_cmpint (xt_top (s), ==, TS_BURGUNDY_PENDING_CRANE);
  return s;
}

/* CB-EXT-02 example: the crane sells goods (warehouse). */
static void
test_crane_sells (void)
{
  g_autofree TsBurgundyState *s = crane_placed ("{\"extra-tiles\":true}");

  s->players[0].goods[6] = 2;
  bt_apply_json (s, "{\"type\":\"crane-effect\",\"player\":0,\"building\":\"warehouse\"}");
  g_assert_cmpint (xt_top (s), ==, TS_BURGUNDY_PENDING_WAREHOUSE);
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":\"warehouse\",\"goods\":6}");
  g_assert_cmpint (s->players[0].sold[6], ==, 2);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_SALE, 6), ==, 4);
}

/* CB-EXT-02 example: the crane takes 2 silver (bank). */
static void
test_crane_bank (void)
{
  g_autofree TsBurgundyState *s = crane_placed ("{\"extra-tiles\":true}");
  int silver = s->players[0].silver;

  bt_apply_json (s, "{\"type\":\"crane-effect\",\"player\":0,\"building\":\"bank\"}");
  g_assert_cmpint (s->players[0].silver, ==, silver + 2);
  g_assert_cmpint (s->n_pending, ==, 0);
}

/* CB-EXT-02 example: the crane takes a castle from the board (church). */
static void
test_crane_church (void)
{
  g_autofree TsBurgundyState *s = crane_placed ("{\"extra-tiles\":true}");
  const TsBurgundyData *d = s->data;
  int depot = -1, slot = -1;

  for (guint k = 0; k < TS_BURGUNDY_N_DEPOTS && depot < 0; k++)
    for (guint j = 0; j < TS_BURGUNDY_DEPOT_SLOTS; j++)
      if (d->depot_colour[k][j] == TS_BURGUNDY_CASTLE && ts_burgundy_slot_used (s, k, j))
        {
          depot = k;
          slot = j;
          break;
        }
  g_assert_cmpint (depot, >=, 0);
  s->depots[depot][slot] = T_CASTLE;
  bt_apply_json (s, "{\"type\":\"crane-effect\",\"player\":0,\"building\":\"church\"}");
  g_assert_cmpint (xt_top (s), ==, TS_BURGUNDY_PENDING_CHURCH);
  g_autofree char *take = g_strdup_printf (
      "{\"type\":\"take-tile\",\"player\":0,\"die\":\"church\",\"depot\":%d,\"slot\":%d}",
      depot + 1, slot);
  bt_apply_json (s, take);
  g_assert_cmpint (s->players[0].storage[0], ==, T_CASTLE);
}

/* CB-EXT-02 as decided: the white castle's action only with white castles; declining is
 * allowed; crane-effect only while a crane waits. */
static void
test_crane_choices (void)
{
  g_autofree TsBurgundyState *s = crane_placed ("{\"extra-tiles\":true}");
  g_autofree TsBurgundyState *w = crane_placed ("{\"extra-tiles\":true,\"white-castles\":true}");
  const char *white = "{\"type\":\"crane-effect\",\"player\":0,\"building\":\"white-castle\"}";

  xt_refuse_json (s, white,
                  "This game is played without the white castles: the crane triggers one of the "
                  "8 building types.");
  bt_apply_json (w, white);
  g_assert_cmpint (xt_top (w), ==, TS_BURGUNDY_PENDING_WHITE_CASTLE);
  g_assert_cmpuint (w->white_value, ==, 4);
  bt_apply_json (s, "{\"type\":\"decline\",\"player\":0}");
  g_assert_cmpint (s->n_pending, ==, 0);
  xt_refuse_json (s, "{\"type\":\"crane-effect\",\"player\":0,\"building\":\"bank\"}",
                  "No crane is waiting: a crane triggers a building's effect right when it is "
                  "placed.");
}

/* CB-EXT-03: at the end the crane counts as the type worth most to its owner (monastery 22:
 * a bank); it blocks no building (a second crane-free city keeps its bank). */
static void
test_crane_final (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, "{\"extra-tiles\":true}", NULL, 3, 3, 1);

  bt_put (s, 0, CITY_25, T_CRANE);
  bt_put (s, 0, CITY_26, T_BLD (BANK));
  bt_put (s, 0, 11, T_BLD (BANK));
  bt_put (s, 0, 12, T_MON (22));
  g_assert_true (ts_burgundy_building_allowed (s, &s->players[0], T_CRANE, 31));
  ts_burgundy_final_scoring (s);
  g_assert_cmpuint (s->players[0].crane_building, ==, TS_BURGUNDY_BANK);
  g_assert_cmpuint (s->players[1].crane_building, ==, 255);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_END_MONASTERY, 22), ==, 12);

  g_autoptr (JsonNode) b = ts_burgundy_final_breakdown (s);
  JsonArray *players = json_object_get_array_member (json_node_get_object (b), "players");
  JsonArray *lines
      = json_object_get_array_member (json_array_get_object_element (players, 0), "lines");
  JsonArray *other
      = json_object_get_array_member (json_array_get_object_element (players, 1), "lines");
  gboolean found = FALSE;
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *l = json_array_get_object_element (lines, i);
      if (g_strcmp0 (json_object_get_string_member (l, "cause"), "crane") != 0)
        continue;
      found = TRUE;
      g_assert_cmpstr (json_object_get_string_member (l, "value"), ==, "bank");
      JsonObject *o = json_array_get_object_element (other, i);
      g_assert_cmpstr (json_object_get_string_member (o, "cause"), ==, "crane");
      g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (o, "vp")));
    }
  g_assert_true (found);
}

/* Geese example: 2-cow and 3-cow tiles in the pasture (spaces 0 and 4), the geese on 5. */
static TsBurgundyState *
geese_game (gboolean monastery7)
{
  TsBurgundyState *s = xt_turn (2, "{\"extra-tiles\":true}", NULL, 1, 5, 1);

  bt_put (s, 0, 0, T_ANIMAL (COW, 2));
  bt_put (s, 0, 4, T_ANIMAL (COW, 3));
  if (monastery7)
    bt_put (s, 0, 12, T_MON (7));
  s->players[0].storage[0] = T_GEESE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":5}");
  return s;
}

/* CB-EXT-04 example: 2+2+3 = 7 VP, the ledger names the cows. CB-EXT-05 example: 4 pigs later
 * in that pasture, 4+2 = 6 VP (the base scoring does not count the geese as a species). */
static void
test_geese_example (void)
{
  g_autofree TsBurgundyState *s = geese_game (FALSE);

  g_assert_cmpint (s->players[0].vp, ==, 7);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_GEESE, TS_BURGUNDY_COW), ==, 7);
  g_autofree char *why = ts_burgundy_cause_text (TS_BURGUNDY_CAUSE_GEESE, TS_BURGUNDY_COW);
  g_assert_cmpstr (why, ==, "Geese placed, with the cows of their pasture");
  s->players[0].storage[0] = T_ANIMAL (PIG, 4);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":0,\"space\":9}");
  g_assert_cmpint (s->players[0].vp, ==, 7 + 6);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_ANIMALS, TS_BURGUNDY_PIG), ==, 4);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_GEESE, TS_BURGUNDY_N_SPECIES), ==, 2);
}

/* CB-EXT-06 with monastery 7 (issue 26): “sempre que colocas uma peça de animais, marca 1
 * ponto de vitória por cada peça de animais que pontuar” (PT #7), and the geese are
 * “(animais / preto)”. Placing them: +1 for the geese and +1 per cow tile (7 + 3). Later
 * “obténs 2 pontos de vitória pela peça gansos”: the geese tile scores again, so 4 pigs
 * give 4 + 1 (pigs) + 2 + 1 (geese) = 8. */
static void
test_geese_monastery7 (void)
{
  g_autofree TsBurgundyState *s = geese_game (TRUE);

  g_assert_cmpint (s->players[0].vp, ==, 10);
  s->players[0].storage[0] = T_ANIMAL (PIG, 4);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":0,\"space\":9}");
  g_assert_cmpint (s->players[0].vp, ==, 10 + 8);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_GEESE, TS_BURGUNDY_N_SPECIES), ==, 2);
}

/* CB-EXT-06: the geese are a species of their own for monastery 24 (cows and geese: 8 VP). */
static void
test_geese_monastery24 (void)
{
  g_autofree TsBurgundyState *s = geese_game (FALSE);

  bt_put (s, 0, 12, T_MON (24));
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, &s->players[0], 24), ==, 8);
}

/* CB-EXT-04 alone in a pasture: 2 VP, in words. */
static void
test_geese_alone (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, "{\"extra-tiles\":true}", NULL, 2, 2, 1);

  bt_put (s, 0, 0, T_CASTLE);
  s->players[0].storage[0] = T_GEESE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":4}");
  g_assert_cmpint (s->players[0].vp, ==, 2);
  g_autofree char *why
      = ts_burgundy_cause_text (TS_BURGUNDY_CAUSE_GEESE, TS_BURGUNDY_N_SPECIES + 1);
  g_assert_cmpstr (why, ==, "Geese placed in a pasture without other animals");
}

/* CB-MON-09..11 for the new tiles: crane and white castle with 9, geese with 10, monasteries
 * 27-29 with 11 (a die one off the space). */
static void
test_free_changes (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, ALL_MODULES, NULL, 2, 2, 1);
  TsBurgundyPlayer *p = &s->players[0];

  bt_put (s, 0, 3, T_MON (9));
  bt_put (s, 0, 7, T_MON (10));
  bt_put (s, 0, 30, T_MON (11));
  g_assert_true (ts_burgundy_place_free_change (p, T_CRANE));
  g_assert_true (ts_burgundy_place_free_change (p, T_WHITE));
  g_assert_true (ts_burgundy_place_free_change (p, T_GEESE));
  for (guint n = 27; n <= 29; n++)
    g_assert_true (ts_burgundy_place_free_change (p, T_MON (n)));
  g_assert_false (ts_burgundy_place_free_change (p, T_INN));
  /* The crane on city space 25 (die 3) with a 2. */
  p->storage[0] = T_CRANE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  g_assert_cmpint (p->tiles[CITY_25], ==, T_CRANE);
}

/* White castles ----------------------------------------------------------------------------- */

#define WHITE_OPTIONS "{\"white-castles\":true}"

/* A white castle placed on city space 25 with die 0 (showing 3); the white die shows 5. */
static TsBurgundyState *
white_placed (void)
{
  TsBurgundyState *s = xt_turn (2, WHITE_OPTIONS, NULL, 3, 6, 5);

  s->players[0].storage[0] = T_WHITE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  g_assert_cmpint (xt_top (s), ==, TS_BURGUNDY_PENDING_WHITE_CASTLE);
  g_assert_cmpuint (s->white_value, ==, 5);
  return s;
}

/* CB-WHC-02: one action with the white die's value: take 2 workers. */
static void
test_white_workers (void)
{
  g_autofree TsBurgundyState *s = white_placed ();
  int workers = s->players[0].workers;

  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":\"white\"}");
  g_assert_cmpint (s->players[0].workers, ==, workers + 2);
  g_assert_cmpint (s->n_pending, ==, 0);
}

/* CB-WHC-02: a sale at the white die's value; another goods type is refused. */
static void
test_white_sale (void)
{
  g_autofree TsBurgundyState *s = white_placed ();

  s->players[0].goods[5] = 1;
  s->players[0].goods[2] = 1;
  xt_refuse_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":\"white\",\"goods\":2}",
                  "A die showing 5 sells only the goods with die number 5.");
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":\"white\",\"goods\":5}");
  g_assert_cmpint (s->players[0].sold[5], ==, 1);
}

/* CB-WHC-03: workers change the action's value (1 worker: 5 -> 4); the white die is not
 * turned; then a tile is taken from depot 4. */
static void
test_white_spend (void)
{
  g_autofree TsBurgundyState *s = white_placed ();

  s->players[0].workers = 1;
  xt_refuse_json (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":\"white\",\"to\":2}",
                  "Changing the white castle's action from 5 to 2 takes 3 workers. You have 1 "
                  "worker.");
  s->depots[3][0] = T_CASTLE;
  s->depots[5][0] = T_CASTLE;
  bt_apply_json (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":\"white\",\"to\":4}");
  g_assert_cmpuint (s->white_value, ==, 4);
  g_assert_cmpuint (s->white, ==, 5);
  g_assert_cmpint (s->players[0].workers, ==, 0);
  xt_refuse_json (s,
                  "{\"type\":\"take-tile\",\"player\":0,\"die\":\"white\",\"depot\":6,\"slot\":0}",
                  "A die showing 4 takes a tile from depot 4 only; this is depot 6.");
  bt_apply_json (s,
                 "{\"type\":\"take-tile\",\"player\":0,\"die\":\"white\",\"depot\":4,\"slot\":0}");
  g_assert_cmpint (s->players[0].storage[0], ==, T_CASTLE);
  g_assert_cmpint (s->n_pending, ==, 0);
}

/* CB-WHC-03: the white value changes only for a white castle's action. */
static void
test_white_spend_refused (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, WHITE_OPTIONS, NULL, 3, 6, 5);

  s->players[0].workers = 5;
  xt_refuse_json (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":\"white\",\"to\":4}",
                  "Workers change the white die's value only for the action of a white castle "
                  "just placed.");
  xt_refuse_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":\"white\"}",
                  "That effect is not waiting: use one of your two dice.");
  g_autofree TsBurgundyState *w = white_placed ();
  xt_refuse_json (w, "{\"type\":\"spend-workers\",\"player\":0,\"die\":\"white\",\"to\":5}",
                  "The white castle's action already uses a 5.");
}

/* CB-WHC-02: a placement at the white value (another white castle, in another city); the
 * action may be declined. */
static void
test_white_place (void)
{
  g_autofree TsBurgundyState *s = white_placed ();

  s->white_value = 3;
  s->players[0].storage[1] = T_WHITE;
  /* City space 11 (die 3) is a city of its own. */
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":\"white\",\"storage\":1,"
                    "\"space\":11}");
  g_assert_cmpint (s->players[0].tiles[11], ==, T_WHITE);
  g_assert_cmpint (xt_top (s), ==, TS_BURGUNDY_PENDING_WHITE_CASTLE);
  bt_apply_json (s, "{\"type\":\"decline\",\"player\":0}");
  g_assert_cmpint (s->n_pending, ==, 0);
}

/* CB-WHC-01 as decided: a building type, one per city (CB-BLD-02). */
static void
test_white_one_per_city (void)
{
  g_autofree TsBurgundyState *s = white_placed ();

  bt_apply_json (s, "{\"type\":\"decline\",\"player\":0}");
  s->players[0].storage[0] = T_WHITE;
  xt_refuse_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":0,\"space\":26}",
                  "This city already has a white castle: each building type appears at most once "
                  "per city.");
}

/* CB-MON-29: 4 VP per white castle (2 -> 8), and a crane may count as one (12). */
static void
test_mon29 (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, ALL_MODULES, NULL, 3, 3, 1);

  bt_put (s, 0, CITY_25, T_WHITE);
  bt_put (s, 0, 11, T_WHITE);
  bt_put (s, 0, 12, T_MON (29));
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, &s->players[0], 29), ==, 8);
  bt_put (s, 0, CITY_26, T_CRANE);
  ts_burgundy_final_scoring (s);
  g_assert_cmpuint (s->players[0].crane_building, ==, TS_BURGUNDY_N_BUILDINGS);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_END_MONASTERY, 29), ==, 12);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/extras/" path, fn)
  ADD ("setup/module-tiles-in-stacks/CB-EXT-01", test_setup_supply);
  ADD ("setup/module-tiles-in-stacks/CB-WHC-01", test_setup_supply);
  ADD ("fill/module-tiles/CB-EXT-01", test_fill_module_tiles);
  ADD ("identity/module-off/CB-EXT-01", test_identity_module_off);
  ADD ("monastery-27/on-top/CB-MON-27", test_mon27_bridge);
  ADD ("monastery-28/buy-workers/CB-MON-28", test_mon28_buy_workers);
  ADD ("crane/sells-goods/CB-EXT-02", test_crane_sells);
  ADD ("crane/two-silver/CB-EXT-02", test_crane_bank);
  ADD ("crane/castle-from-board/CB-EXT-02", test_crane_church);
  ADD ("crane/choices-and-refusals/CB-EXT-02", test_crane_choices);
  ADD ("crane/final-type/CB-EXT-03", test_crane_final);
  ADD ("geese/example-7-then-6/CB-EXT-04", test_geese_example);
  ADD ("geese/later-livestock/CB-EXT-05", test_geese_example);
  ADD ("geese/monastery-7/CB-EXT-06", test_geese_monastery7);
  ADD ("geese/monastery-24/CB-EXT-06", test_geese_monastery24);
  ADD ("geese/alone/CB-EXT-04", test_geese_alone);
  ADD ("monastery/free-changes/CB-MON-09", test_free_changes);
  ADD ("monastery/free-changes/CB-MON-10", test_free_changes);
  ADD ("monastery/free-changes/CB-MON-11", test_free_changes);
  ADD ("white-castle/take-workers/CB-WHC-02", test_white_workers);
  ADD ("white-castle/sale/CB-WHC-02", test_white_sale);
  ADD ("white-castle/workers-change-value/CB-WHC-03", test_white_spend);
  ADD ("white-castle/spend-refused/CB-WHC-03", test_white_spend_refused);
  ADD ("white-castle/place-and-decline/CB-WHC-02", test_white_place);
  ADD ("white-castle/one-per-city/CB-WHC-01", test_white_one_per_city);
  ADD ("monastery-29/white-castles/CB-MON-29", test_mon29);
  return g_test_run ();
}

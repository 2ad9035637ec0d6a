/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Trade routes (CB-TRD): goods laid on the route and the bonuses they earn; the clause id
 * ends each test path. The pieces and the setup: test-burgundy-routes-setup.c. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

#define REFUSED(s, needle, json)                                                                   \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *msg_ = bt_refuse_json (s, json);                                              \
    if (strstr (msg_, needle) == NULL)                                                             \
      g_error ("refusal “%s” does not mention “%s”", msg_, needle);                                \
  }                                                                                                \
  G_STMT_END

#define B_BUILDING TS_BURGUNDY_BONUS_BUILDING
#define B_CHURCH TS_BURGUNDY_BONUS_CHURCH
#define B_ANY TS_BURGUNDY_BONUS_ANY
#define B_WORKERS TS_BURGUNDY_BONUS_WORKERS
#define B_SILVER TS_BURGUNDY_BONUS_SILVER
#define B_VP TS_BURGUNDY_BONUS_VP

/* A turn state of @n players where player 0's route is the @len spaces given (goods types
 * and bonuses), dice @a and @b. */
static TsBurgundyState *
route_state (guint n, guint a, guint b, guint len, const guint8 *die, const guint8 *bonus)
{
  TsBurgundyState *s = bt_turn_state (n, a, b);
  TsBurgundyPlayer *p = &s->players[0];

  s->options.trade_routes = TRUE;
  p->route_len = len;
  p->route_next = 0;
  memcpy (p->route_die, die, len);
  memcpy (p->route_bonus, bonus, len);
  return s;
}

static int
ledger_cause_sum (const TsBurgundyState *s, guint player, TsLedgerResource r, guint cause)
{
  int sum = 0;
  for (guint i = 0; i < s->n_ledger; i++)
    if (s->ledger[i].player == player && s->ledger[i].resource == r && s->ledger[i].cause == cause)
      sum += s->ledger[i].delta;
  return sum;
}

static JsonObject *
parse_object (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* A new game from the record's setup members, or NULL with @error. */
/* Rules ------------------------------------------------------------------------------- */

/* CB-TRD-03: sold goods go onto the route one at a time from the left; the sale itself pays
 * as always. */
static void
test_left_to_right (void)
{
  const guint8 die[] = { 1, 1, 1, 2, 2, 2 };
  const guint8 bonus[] = { B_VP, B_VP, B_VP, B_VP, B_VP, B_VP };
  g_autofree TsBurgundyState *s = route_state (2, 5, 6, 6, die, bonus);

  s->players[0].goods[5] = 2;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":5}");
  g_assert_cmpuint (s->players[0].route_next, ==, 2);
  g_assert_cmpint (s->players[0].vp, ==, 2 * 2); /* CB-ACT-12: goods × players */
  g_assert_cmpuint (s->players[0].sold[5], ==, 2);
  s->players[0].goods[6] = 3;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":1,\"goods\":6}");
  g_assert_cmpuint (s->players[0].route_next, ==, 5);
  g_assert_cmpint (ledger_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ROUTE), ==, 0);
  /* What lies where, for the route's view. */
  const guint8 laid[] = { 5, 5, 6, 6, 6, 0 };
  g_assert_cmpmem (s->players[0].route_goods, 6, laid, 6);
}

/* CB-TRD-04: the bonus only where the goods tile's type matches the space's, at once. */
static void
test_same_colour_only (void)
{
  const guint8 die[] = { 3, 4, 3, 4 };
  const guint8 bonus[] = { B_VP, B_VP, B_SILVER, B_WORKERS };
  g_autofree TsBurgundyState *s = route_state (2, 3, 4, 4, die, bonus);
  int vp = s->players[0].vp, silver = s->players[0].silver;

  s->players[0].goods[3] = 3;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":3}");
  /* Spaces 1 (goods 3: +4 VP) and 3 (goods 3: +2 silver) match; space 2 (goods 4) does not. */
  g_assert_cmpuint (s->players[0].route_next, ==, 3);
  g_assert_cmpint (s->players[0].vp, ==, vp + 3 * 2 + 4);
  g_assert_cmpint (s->players[0].silver, ==, silver + 1 + 2);
  g_assert_cmpint (ledger_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ROUTE), ==, 4);
  g_assert_cmpint (ledger_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_ROUTE), ==, 2);
  g_assert_cmpint (ledger_cause_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_ROUTE), ==, 0);
  /* Ledger totals stay the sums of their lines. */
  g_assert_cmpint (bt_ledger_sum (s, 0, TS_LEDGER_VP), ==, s->players[0].vp);
  g_assert_cmpint (bt_ledger_sum (s, 0, TS_LEDGER_SILVER), ==, s->players[0].silver);
}

/* CB-TRD-05: once the route is full, sold goods go to the sold-goods space, no bonus. */
static void
test_full_route (void)
{
  const guint8 die[] = { 2, 2, 2 };
  const guint8 bonus[] = { B_VP, B_VP, B_VP };
  g_autofree TsBurgundyState *s = route_state (3, 2, 2, 3, die, bonus);

  s->players[0].goods[2] = 5;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":2}");
  g_assert_cmpuint (s->players[0].route_next, ==, 3);
  g_assert_cmpint (ledger_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ROUTE), ==, 12);
  g_assert_cmpuint (s->players[0].sold[2], ==, 5);
  s->players[0].goods[2] = 1;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":1,\"goods\":2}");
  g_assert_cmpuint (s->players[0].route_next, ==, 3);
  g_assert_cmpint (ledger_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ROUTE), ==, 12);
  g_assert_cmpuint (s->players[0].sold[2], ==, 6);
}

/* CB-TRD-06 (ES; CB-DIF-03): goods on the route count as sold for monasteries 15 and 25. */
static void
test_monasteries_count (void)
{
  const guint8 die[] = { 1, 2, 3, 4, 5, 6 };
  const guint8 bonus[] = { B_VP, B_VP, B_VP, B_VP, B_VP, B_VP };
  g_autofree TsBurgundyState *s = route_state (2, 1, 2, 6, die, bonus);

  bt_put (s, 0, 3, TS_BURGUNDY_MONASTERY_TILE (15));
  s->players[0].goods[1] = 2;
  s->players[0].goods[2] = 1;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":1}");
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":1,\"goods\":2}");
  /* All 3 goods tiles lie on the route, none on the sold-goods space. */
  g_assert_cmpuint (s->players[0].route_next, ==, 3);
  /* Monastery 15: 2 types sold → ts_burgundy_monastery_end_vp_of_count (15, 2). */
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, &s->players[0], 15), ==,
                   ts_burgundy_monastery_end_vp_of_count (15, 2));
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, &s->players[0], 15), >, 0);
  /* Monastery 25: 1 VP per goods tile sold, 3 of them. */
  g_assert_cmpint (ts_burgundy_monastery_end_vp (s, &s->players[0], 25), ==, 3);
}

/* CB-TRD-04: +4 workers, +2 silver and +4 VP, each with its cause in the ledger. */
static void
test_resource_bonuses (void)
{
  const guint8 die[] = { 4, 4, 4 };
  const guint8 bonus[] = { B_WORKERS, B_SILVER, B_VP };
  g_autofree TsBurgundyState *s = route_state (4, 4, 1, 3, die, bonus);
  int workers = s->players[0].workers;

  s->players[0].goods[4] = 3;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":4}");
  g_assert_cmpint (s->players[0].workers, ==, workers + 4);
  g_assert_cmpint (ledger_cause_sum (s, 0, TS_LEDGER_WORKERS, TS_BURGUNDY_CAUSE_ROUTE), ==, 4);
  g_assert_cmpint (ledger_cause_sum (s, 0, TS_LEDGER_SILVER, TS_BURGUNDY_CAUSE_ROUTE), ==, 2);
  g_assert_cmpint (ledger_cause_sum (s, 0, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ROUTE), ==, 4);
  for (guint i = 0; i < s->n_ledger; i++)
    if (s->ledger[i].cause == TS_BURGUNDY_CAUSE_ROUTE)
      {
        char buf[32];
        g_autofree char *text = ts_burgundy_cause_text (s->ledger[i].cause, s->ledger[i].detail);
        g_assert_cmpstr (ts_burgundy_cause_id (s->ledger[i].cause, s->ledger[i].detail, buf), ==,
                         "route");
        g_assert_nonnull (strstr (text, "Trade route"));
      }
  g_autoptr (GPtrArray) lines = ts_burgundy_ledger_lines (s);
  g_assert_cmpuint (lines->len, ==, s->n_ledger);
}

/* The legal list while a take bonus waits: exactly the tiles of its kind in the numbered
 * depots (by "die": "route"), the purchase, and declining. */
static guint
count_route_takes (const TsBurgundyState *s, guint *declines)
{
  guint n, takes = 0;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);

  *declines = 0;
  for (guint i = 0; i < n; i++)
    {
      if (legal[i].type == TS_BURGUNDY_ENTRY_TAKE_TILE)
        {
          g_assert_cmpint (legal[i].die, ==, TS_BURGUNDY_SRC_ROUTE);
          takes++;
        }
      *declines += legal[i].type == TS_BURGUNDY_ENTRY_DECLINE;
      g_assert_cmpint (legal[i].type, !=, TS_BURGUNDY_ENTRY_SELL_GOODS);
    }
  return takes;
}

/* Puts a known tile on an empty depot space of its colour this phase, in depot *@depot or
 * the next one that has such a space; returns the slot and sets *@depot. */
static int
put_on_depot (TsBurgundyState *s, guint *depot, guint tile)
{
  for (guint k = 0; k < TS_BURGUNDY_N_DEPOTS; k++)
    {
      guint d = (*depot - 1 + k) % TS_BURGUNDY_N_DEPOTS;
      for (guint slot = 0; slot < TS_BURGUNDY_DEPOT_SLOTS; slot++)
        if (ts_burgundy_slot_used (s, d, slot) && s->depots[d][slot] == 0
            && ts_burgundy_slot_colour (s, d, slot) == (int)ts_burgundy_tile_colour (tile))
          {
            s->depots[d][slot] = tile;
            *depot = d + 1;
            return slot;
          }
    }
  g_assert_not_reached ();
  return -1;
}

static char *
route_take (guint depot, int slot)
{
  return g_strdup_printf (
      "{\"type\":\"take-tile\",\"player\":0,\"die\":\"route\",\"depot\":%u,\"slot\":%d}", depot,
      slot);
}

/* CB-TRD-04 (decision): "take a building" takes a building from any numbered depot. */
static void
test_take_building (void)
{
  const guint8 die[] = { 2 };
  const guint8 bonus[] = { B_BUILDING };
  g_autofree TsBurgundyState *s = route_state (4, 2, 6, 1, die, bonus);
  guint bank = TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK;
  guint d_bank = 5, d_ship = 1, d_castle = 3;
  int slot_bank = put_on_depot (s, &d_bank, bank);
  int slot_ship = put_on_depot (s, &d_ship, TS_BURGUNDY_TILE_SHIP);
  guint declines;

  put_on_depot (s, &d_castle, TS_BURGUNDY_TILE_CASTLE);
  s->players[0].goods[2] = 1;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":2}");
  g_assert_cmpuint (s->n_pending, ==, 1);
  g_assert_cmpuint (s->pending[0], ==, TS_BURGUNDY_PENDING_ROUTE_BUILDING);
  g_assert_cmpuint (count_route_takes (s, &declines), ==, 1);
  g_assert_cmpuint (declines, ==, 1);
  g_autofree char *pending = ts_burgundy_describe_pending (s);
  g_assert_nonnull (strstr (pending, "trade route"));

  /* Refusals: another kind, a die instead of the bonus, the turn's end, another action. */
  g_autofree char *ship = route_take (d_ship, slot_ship);
  REFUSED (s, "building tile only", ship);
  g_autofree char *with_die = g_strdup_printf (
      "{\"type\":\"take-tile\",\"player\":0,\"die\":1,\"depot\":%u,\"slot\":%d}", d_bank,
      slot_bank);
  REFUSED (s, "building tile your trade route gives", with_die);
  REFUSED (s, "trade route gives", "{\"type\":\"end-turn\",\"player\":0}");
  REFUSED (s, "trade route gives",
           "{\"type\":\"sell-goods\",\"player\":0,\"die\":1,\"goods\":6}");

  g_autofree char *take = route_take (d_bank, slot_bank);
  g_autofree TsBurgundyEntry *e = bt_parse (take);
  g_autofree char *words = ts_burgundy_describe_entry (s, e);
  g_assert_nonnull (strstr (words, "trade-route bonus"));
  bt_apply_json (s, take);
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_assert_cmpuint (s->players[0].storage[0], ==, bank);
  g_assert_cmpuint (s->die_used, ==, 1);
}

/* "take a mine, monastery or castle" and "take any tile"; several bonuses of one sale are
 * resolved left to right. */
static void
test_take_church_and_any (void)
{
  const guint8 die[] = { 3, 3 };
  const guint8 bonus[] = { B_CHURCH, B_ANY };
  g_autofree TsBurgundyState *s = route_state (4, 3, 6, 2, die, bonus);
  guint d_castle = 2, d_ship = 4;
  guint declines;

  put_on_depot (s, &d_castle, TS_BURGUNDY_TILE_CASTLE);
  int slot_ship = put_on_depot (s, &d_ship, TS_BURGUNDY_TILE_SHIP);
  s->players[0].goods[3] = 2;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":3}");
  g_assert_cmpuint (s->n_pending, ==, 2);
  /* The leftmost (castle, mine or monastery) first. */
  g_assert_cmpuint (s->pending[1], ==, TS_BURGUNDY_PENDING_ROUTE_CHURCH);
  g_assert_cmpuint (count_route_takes (s, &declines), ==, 1);
  g_autofree char *ship = route_take (d_ship, slot_ship);
  REFUSED (s, "castle, mine or monastery tile only", ship);
  bt_apply_json (s, "{\"type\":\"decline\",\"player\":0}");
  /* Then any tile: both lie there. */
  g_assert_cmpuint (s->pending[0], ==, TS_BURGUNDY_PENDING_ROUTE_ANY);
  g_assert_cmpuint (count_route_takes (s, &declines), ==, 2);
  bt_apply_json (s, ship);
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_assert_cmpuint (s->players[0].storage[0], ==, TS_BURGUNDY_TILE_SHIP);
}

/* CB-TRD-04 (decision): a take bonus with no such tile in the numbered depots is lost. */
static void
test_take_lost (void)
{
  const guint8 die[] = { 1 };
  const guint8 bonus[] = { B_BUILDING };
  g_autofree TsBurgundyState *s = route_state (2, 1, 6, 1, die, bonus);
  guint d = 1;

  put_on_depot (s, &d, TS_BURGUNDY_TILE_SHIP);
  s->players[0].goods[1] = 1;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":1}");
  g_assert_cmpuint (s->players[0].route_next, ==, 1);
  g_assert_cmpuint (s->n_pending, ==, 0);
}

/* With full storage, the take bonus discards a stored tile like the church (effect-discard
 * on) or is lost (off). */
static void
test_take_full_storage (void)
{
  const guint8 die[] = { 1 };
  const guint8 bonus[] = { B_ANY };

  for (int discard = 0; discard <= 1; discard++)
    {
      g_autofree TsBurgundyState *s = route_state (2, 1, 6, 1, die, bonus);
      guint d = 2;
      int slot = put_on_depot (s, &d, TS_BURGUNDY_TILE_SHIP);

      s->options.effect_discard = discard;
      for (guint k = 0; k < 3; k++)
        s->players[0].storage[k] = TS_BURGUNDY_TILE_MINE;
      s->players[0].goods[1] = 1;
      bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":1}");
      g_assert_cmpuint (s->n_pending, ==, discard ? 1 : 0);
      if (!discard)
        continue;
      guint declines;
      g_assert_cmpuint (count_route_takes (s, &declines), ==, 3); /* one per discard */
      g_autofree char *take = route_take (d, slot);
      REFUSED (s, "discard", take);
      g_autofree char *with_discard = g_strdup_printf (
          "{\"type\":\"take-tile\",\"player\":0,\"die\":\"route\",\"depot\":%u,\"slot\":%d,"
          "\"discard\":1}",
          d, slot);
      bt_apply_json (s, with_discard);
      g_assert_cmpuint (s->players[0].storage[1], ==, TS_BURGUNDY_TILE_SHIP);
    }
}

/* A take with "die": "route" while no route bonus waits is refused. */
static void
test_route_source_refused (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 2);
  guint d = 1;
  int slot = put_on_depot (s, &d, TS_BURGUNDY_TILE_SHIP);
  g_autofree char *take = route_take (d, slot);

  REFUSED (s, "use one of your two dice", take);
}

/* The warehouse's sale also lays goods on the route (its pending is resolved first). */
static void
test_warehouse_sale (void)
{
  const guint8 die[] = { 6 };
  const guint8 bonus[] = { B_ANY };
  g_autofree TsBurgundyState *s = route_state (2, 1, 2, 1, die, bonus);
  guint d = 3;

  put_on_depot (s, &d, TS_BURGUNDY_TILE_SHIP);
  s->players[0].goods[6] = 2;
  s->pending[s->n_pending++] = TS_BURGUNDY_PENDING_WAREHOUSE;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":\"warehouse\",\"goods\":6}");
  g_assert_cmpuint (s->n_pending, ==, 1);
  g_assert_cmpuint (s->pending[0], ==, TS_BURGUNDY_PENDING_ROUTE_ANY);
  g_assert_cmpuint (s->players[0].route_next, ==, 1);
}

/* The outcome in words names the goods laid on the route. */
static void
test_outcome_words (void)
{
  const guint8 die[] = { 5, 5 };
  const guint8 bonus[] = { B_VP, B_SILVER };
  g_autofree TsBurgundyState *s = route_state (2, 5, 2, 2, die, bonus);
  g_autofree TsBurgundyState *before = ts_burgundy_state_copy (s);

  s->players[0].goods[5] = 2;
  before->players[0].goods[5] = 2;
  bt_apply_json (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":5}");
  g_autofree char *words = ts_burgundy_describe_outcome (before, s);
  g_assert_nonnull (strstr (words, "2 goods tiles onto the trade route"));
  g_autofree char *space = ts_burgundy_route_space_text (&s->players[0], 1);
  g_assert_cmpstr (space, ==, "goods 5: +2 silver");
}

/* Random games with trade routes: every listed entry is accepted and the games end. */
static void
test_random_games (void)
{
  guint route_pendings = 0;

  for (guint n = 2; n <= 4; n++)
    for (guint game = 0; game < 30; game++)
      {
        g_autoptr (JsonArray) players = json_array_new ();
        g_autoptr (GRand) rand = g_rand_new_with_seed (game * 31 + n);
        g_autoptr (JsonObject) options = parse_object ("{\"trade-routes\": true}");
        g_autoptr (GError) error = NULL;
        TsBurgundyEntry e;
        guint laid = 0;

        for (guint i = 0; i < n; i++)
          {
            JsonObject *o = json_object_new ();
            json_object_set_string_member (o, "name", "P");
            json_array_add_object_element (players, o);
          }
        ts_burgundy_random_routes (players, rand);
        g_autofree TsBurgundyState *s
            = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
        g_assert_no_error (error);
        while (ts_burgundy_random_entry (s, rand, &e))
          {
            g_autoptr (GError) apply_error = NULL;
            if (s->stage == TS_BURGUNDY_STAGE_TURN && s->n_pending > 0
                && ts_burgundy_route_pending (s->pending[s->n_pending - 1]))
              {
                guint n_legal;
                route_pendings++;
                g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n_legal);
                for (guint i = 0; i < n_legal; i++)
                  {
                    g_autoptr (GError) legal_error = NULL;
                    g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
                    if (!ts_burgundy_apply (copy, &legal[i], &legal_error))
                      g_error ("listed entry refused: %s", legal_error->message);
                  }
              }
            if (!ts_burgundy_apply (s, &e, &apply_error))
              g_error ("legal entry refused: %s", apply_error->message);
          }
        g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
        for (guint i = 0; i < n; i++)
          {
            laid += s->players[i].route_next;
            g_assert_cmpint (bt_ledger_sum (s, i, TS_LEDGER_VP), ==, s->players[i].vp);
            g_assert_cmpint (bt_ledger_sum (s, i, TS_LEDGER_WORKERS), ==, s->players[i].workers);
          }
        g_assert_cmpuint (laid, >, 0);

        /* The final breakdown gives the bonuses' VP a line; the lines add up to the total. */
        g_autoptr (JsonNode) breakdown = ts_burgundy_final_breakdown (s);
        JsonArray *rows = json_object_get_array_member (json_node_get_object (breakdown),
                                                        "players");
        for (guint i = 0; i < n; i++)
          {
            JsonObject *row = json_array_get_object_element (rows, i);
            JsonArray *lines = json_object_get_array_member (row, "lines");
            int sum = 0, route = -1;

            for (guint k = 0; k < json_array_get_length (lines); k++)
              {
                JsonObject *line = json_array_get_object_element (lines, k);
                JsonNode *vp = json_object_get_member (line, "vp");
                if (vp != NULL && !JSON_NODE_HOLDS_NULL (vp))
                  sum += json_node_get_int (vp);
                if (g_strcmp0 (json_object_get_string_member (line, "cause"), "route") == 0)
                  route = json_node_get_int (vp);
              }
            g_assert_cmpint (sum, ==, s->players[i].vp);
            g_assert_cmpint (route, ==,
                             ledger_cause_sum (s, i, TS_LEDGER_VP, TS_BURGUNDY_CAUSE_ROUTE));
            g_assert_cmpint (json_object_get_int_member (row, "route-vp"), ==, route);
          }
      }
  /* The take bonuses came up and were listed completely. */
  g_assert_cmpuint (route_pendings, >, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/routes/left-to-right/CB-TRD-03", test_left_to_right);
  g_test_add_func ("/burgundy/routes/same-colour/CB-TRD-04", test_same_colour_only);
  g_test_add_func ("/burgundy/routes/full/CB-TRD-05", test_full_route);
  g_test_add_func ("/burgundy/routes/monasteries/CB-TRD-06", test_monasteries_count);
  g_test_add_func ("/burgundy/routes/bonus/resources/CB-TRD-04", test_resource_bonuses);
  g_test_add_func ("/burgundy/routes/bonus/take-building/CB-TRD-04", test_take_building);
  g_test_add_func ("/burgundy/routes/bonus/take-church-any/CB-TRD-04", test_take_church_and_any);
  g_test_add_func ("/burgundy/routes/bonus/take-lost/CB-TRD-04", test_take_lost);
  g_test_add_func ("/burgundy/routes/bonus/take-full-storage/CB-TRD-04", test_take_full_storage);
  g_test_add_func ("/burgundy/routes/refusals/route-source", test_route_source_refused);
  g_test_add_func ("/burgundy/routes/warehouse/CB-TRD-03", test_warehouse_sale);
  g_test_add_func ("/burgundy/routes/outcome", test_outcome_words);
  g_test_add_func ("/burgundy/routes/random-games", test_random_games);
  return g_test_run ();
}

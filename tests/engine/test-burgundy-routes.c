/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Trade routes (CB-TRD); the clause id ends each test path. */
#include "burgundy-util.h"

#include <string.h>

#include "burgundy/ts-burgundy-routes.h"
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

static JsonArray *
parse_array (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return json_array_ref (json_node_get_array (json_parser_get_root (parser)));
}

static JsonObject *
parse_object (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* A new game from the record's setup members, or NULL with @error. */
static TsBurgundyState *
new_game (const char *options, const char *players, GError **error)
{
  g_autoptr (JsonObject) o = parse_object (options);
  g_autoptr (JsonArray) p = parse_array (players);
  return ts_burgundy_state_new_from_setup (o, p, NULL, error);
}

/* Shipped data ------------------------------------------------------------------------- */

/* CB-TRD-02: 12 pieces of 3 spaces; A-C known from the rulebook's example, 9 unknown. */
static void
test_shipped_pieces (void)
{
  g_autoptr (GError) error = NULL;
  const TsBurgundyRoutePieces *box = ts_burgundy_route_pieces_get (&error);
  guint known = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (box->n_pieces, ==, 12);
  for (guint i = 0; i < box->n_pieces; i++)
    known += ts_burgundy_route_piece_known (&box->pieces[i]);
  g_assert_cmpuint (known, ==, 3);
  const TsBurgundyRoutePiece *a = ts_burgundy_route_pieces_find (box, "A");
  g_assert_nonnull (a);
  g_assert_cmpint (a->confidence, ==, TS_BURGUNDY_CONFIDENCE_MEDIUM);
  g_assert_cmpuint (a->die[0], ==, 2);
  g_assert_cmpuint (a->bonus[0], ==, B_BUILDING);
  g_assert_cmpuint (a->die[1], ==, 4);
  g_assert_cmpuint (a->bonus[1], ==, B_CHURCH);
  g_assert_cmpuint (a->die[2], ==, 1);
  g_assert_cmpuint (a->bonus[2], ==, B_WORKERS);
  const TsBurgundyRoutePiece *b = ts_burgundy_route_pieces_find (box, "B");
  g_assert_cmpuint (b->die[0], ==, 6);
  g_assert_cmpuint (b->bonus[0], ==, B_VP);
  g_assert_cmpuint (b->bonus[1], ==, B_SILVER);
  const TsBurgundyRoutePiece *c = ts_burgundy_route_pieces_find (box, "C");
  g_assert_cmpuint (c->bonus[0], ==, B_ANY);
  const TsBurgundyRoutePiece *u = ts_burgundy_route_pieces_find (box, "12");
  g_assert_nonnull (u);
  g_assert_false (ts_burgundy_route_piece_known (u));
}

static char *
load_error (const char *text)
{
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr (GError) error = NULL;
  TsBurgundyRoutePieces pieces;

  g_assert_false (ts_burgundy_route_pieces_load (&pieces, "broken.json", bytes, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA);
  g_assert_nonnull (strstr (error->message, "broken.json"));
  return g_strdup (error->message);
}

/* A pieces file with 12 entries: @first, then 11 unknown pieces "2".."12". */
static char *
pieces_file (const char *first)
{
  g_autoptr (GString) s = g_string_new (
      "{\"format\": \"tableside-burgundy-trade-routes\", \"version\": 1, \"pieces\": [");
  g_string_append (s, first);
  for (guint i = 2; i <= 12; i++)
    g_string_append_printf (s, ", {\"id\": \"%u\", \"confidence\": \"unknown\"}", i);
  g_string_append (s, "]}");
  return g_string_free (g_steal_pointer (&s), FALSE);
}

#define EXPECT_LOAD_ERROR(text, needle)                                                            \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autofree char *msg_ = load_error (text);                                                     \
    if (strstr (msg_, needle) == NULL)                                                             \
      g_error ("load error “%s” does not mention “%s”", msg_, needle);                             \
  }                                                                                                \
  G_STMT_END

/* Broken data files are refused with the file and the member named. */
static void
test_broken_data (void)
{
  g_autofree char *good = pieces_file (
      "{\"id\": \"A\", \"confidence\": \"medium\", \"spaces\": [[2, \"vp-4\"], [3, \"silver-2\"], "
      "[4, \"take-any\"]]}");
  g_autoptr (GBytes) bytes = g_bytes_new (good, strlen (good));
  TsBurgundyRoutePieces pieces;
  g_autoptr (GError) error = NULL;

  g_assert_true (ts_burgundy_route_pieces_load (&pieces, "good.json", bytes, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pieces.n_pieces, ==, 12);

  EXPECT_LOAD_ERROR ("{", "not valid JSON");
  EXPECT_LOAD_ERROR ("{\"format\": \"tableside-burgundy-tiles\", \"version\": 1}",
                     "tableside-burgundy-trade-routes");
  EXPECT_LOAD_ERROR ("{\"format\": \"tableside-burgundy-trade-routes\", \"version\": 1, "
                     "\"pieces\": []}",
                     "12 trade-route pieces");
  g_autofree char *twice = pieces_file ("{\"id\": \"5\", \"confidence\": \"unknown\"}");
  EXPECT_LOAD_ERROR (twice, "“5” is listed twice");
  g_autofree char *goods = pieces_file (
      "{\"id\": \"A\", \"confidence\": \"medium\", \"spaces\": [[7, \"vp-4\"], [3, \"silver-2\"], "
      "[4, \"take-any\"]]}");
  EXPECT_LOAD_ERROR (goods, "pieces[0].spaces[0]");
  g_autofree char *bonus = pieces_file (
      "{\"id\": \"A\", \"confidence\": \"medium\", \"spaces\": [[2, \"vp-4\"], [3, \"gold\"], "
      "[4, \"take-any\"]]}");
  EXPECT_LOAD_ERROR (bonus, "no bonus “gold”");
  g_autofree char *short_piece = pieces_file (
      "{\"id\": \"A\", \"confidence\": \"medium\", \"spaces\": [[2, \"vp-4\"]]}");
  EXPECT_LOAD_ERROR (short_piece, "pieces[0].spaces");
  g_autofree char *guessed = pieces_file (
      "{\"id\": \"A\", \"confidence\": \"unknown\", \"spaces\": [[2, \"vp-4\"]]}");
  EXPECT_LOAD_ERROR (guessed, "must not list");
  g_autofree char *conf = pieces_file ("{\"id\": \"A\", \"confidence\": \"sure\"}");
  EXPECT_LOAD_ERROR (conf, "confidence");
}

/* The check of a piece the user enters from their box. */
static void
test_piece_check (void)
{
  const TsBurgundyRoutePieces *box = ts_burgundy_route_pieces_get (NULL);
  g_autoptr (JsonObject) good
      = parse_object ("{\"spaces\": [[5, \"vp-4\"], [1, \"workers-4\"], [6, \"take-any\"]]}");
  g_autoptr (JsonObject) bad
      = parse_object ("{\"spaces\": [[5, \"vp-4\"], [0, \"workers-4\"], [6, \"take-any\"]]}");
  g_autoptr (JsonObject) few = parse_object ("{\"spaces\": [[5, \"vp-4\"]]}");
  g_autoptr (JsonNode) good_node = json_node_init_object (json_node_alloc (), good);
  g_autoptr (JsonNode) bad_node = json_node_init_object (json_node_alloc (), bad);
  g_autoptr (JsonNode) few_node = json_node_init_object (json_node_alloc (), few);
  TsBurgundyRoutePiece piece;
  g_autoptr (GError) e1 = NULL;
  g_autoptr (GError) e2 = NULL;
  g_autoptr (GError) e3 = NULL;
  g_autoptr (GError) e4 = NULL;

  g_assert_true (ts_burgundy_route_piece_check (box, "7", good_node, &piece, &e1));
  g_assert_no_error (e1);
  g_assert_cmpstr (piece.id, ==, "7");
  g_assert_cmpint (piece.confidence, ==, TS_BURGUNDY_CONFIDENCE_HIGH);
  g_assert_cmpuint (piece.die[2], ==, 6);
  g_assert_cmpuint (piece.bonus[2], ==, B_ANY);
  g_assert_false (ts_burgundy_route_piece_check (box, "7", bad_node, NULL, &e2));
  g_assert_nonnull (strstr (e2->message, "7.spaces[1]"));
  g_assert_false (ts_burgundy_route_piece_check (box, "7", few_node, NULL, &e3));
  g_assert_nonnull (strstr (e3->message, "3 route spaces"));
  g_assert_false (ts_burgundy_route_piece_check (box, "Z", good_node, NULL, &e4));
  g_assert_nonnull (strstr (e4->message, "no trade-route piece “Z”"));
}

/* Setup ------------------------------------------------------------------------------- */

/* CB-TRD-01: 5 pieces each with 2 players, 4 with 3, 3 with 4; the record's route is read
 * as laid out, and a route of the wrong length is refused. */
static void
test_pieces_per_player (void)
{
  const char *routes[] = {
    NULL, NULL,
    "{\"pieces\": [\"A\", \"B\", \"C\", \"A\", \"B\"], \"spaces\": [[2, \"take-building\"], "
    "[4, \"take-mine-monastery-castle\"], [1, \"workers-4\"], [6, \"vp-4\"], [3, \"silver-2\"], "
    "[4, \"take-building\"], [4, \"take-any\"], [3, \"take-mine-monastery-castle\"], "
    "[2, \"workers-4\"], [2, \"take-building\"], [4, \"take-mine-monastery-castle\"], "
    "[1, \"workers-4\"], [6, \"vp-4\"], [3, \"silver-2\"], [4, \"take-building\"]]}",
    "{\"pieces\": [\"A\", \"B\", \"C\", \"4\"], \"spaces\": [[2, \"take-building\"], "
    "[4, \"take-mine-monastery-castle\"], [1, \"workers-4\"], [6, \"vp-4\"], [3, \"silver-2\"], "
    "[4, \"take-building\"], [4, \"take-any\"], [3, \"take-mine-monastery-castle\"], "
    "[2, \"workers-4\"], [5, \"vp-4\"], [5, \"silver-2\"], [5, \"workers-4\"]]}",
    "{\"pieces\": [\"C\", \"4\", \"A\"], \"spaces\": [[4, \"take-any\"], "
    "[3, \"take-mine-monastery-castle\"], [2, \"workers-4\"], [5, \"vp-4\"], [5, \"silver-2\"], "
    "[5, \"workers-4\"], [2, \"take-building\"], [4, \"take-mine-monastery-castle\"], "
    "[1, \"workers-4\"]]}",
  };

  g_assert_cmpuint (ts_burgundy_route_pieces_per_player (2), ==, 5);
  g_assert_cmpuint (ts_burgundy_route_pieces_per_player (3), ==, 4);
  g_assert_cmpuint (ts_burgundy_route_pieces_per_player (4), ==, 3);
  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr (GString) players = g_string_new ("[");
      g_autoptr (GError) error = NULL;
      static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };

      for (guint i = 0; i < n; i++)
        g_string_append_printf (players, "%s{\"name\": \"%s\", \"route\": %s}", i ? ", " : "",
                                names[i], routes[n]);
      g_string_append (players, "]");
      g_autofree TsBurgundyState *s
          = new_game ("{\"trade-routes\": true}", players->str, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < n; i++)
        {
          g_assert_cmpuint (s->players[i].route_len, ==, 3 * (7 - n));
          g_assert_cmpuint (s->players[i].route_next, ==, 0);
        }
      /* Left to right as laid out: the first piece's first space first. */
      g_assert_cmpstr (s->players[0].route_pieces[0], ==, n == 4 ? "C" : "A");
      g_assert_cmpuint (s->players[0].route_die[0], ==, n == 4 ? 4 : 2);
      g_assert_cmpuint (s->players[0].route_bonus[0], ==, n == 4 ? B_ANY : B_BUILDING);

      /* The same route with one player more or fewer has the wrong number of pieces. */
      guint other = n == 4 ? 3 : n + 1;
      g_autoptr (GString) wrong = g_string_new ("[");
      g_autoptr (GError) wrong_error = NULL;
      for (guint i = 0; i < other; i++)
        g_string_append_printf (wrong, "%s{\"name\": \"%s\", \"route\": %s}", i ? ", " : "",
                                names[i], routes[n]);
      g_string_append (wrong, "]");
      g_assert_null (new_game ("{\"trade-routes\": true}", wrong->str, &wrong_error));
      g_assert_error (wrong_error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
      g_assert_nonnull (strstr (wrong_error->message, "players[0].route.pieces"));
    }
}

#define SETUP_REFUSED(options, players, needle)                                                    \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_autoptr (GError) error_ = NULL;                                                              \
    g_assert_null (new_game (options, players, &error_));                                          \
    g_assert_error (error_, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);                               \
    if (strstr (error_->message, needle) == NULL)                                                  \
      g_error ("setup refusal “%s” does not mention “%s”", error_->message, needle);              \
  }                                                                                                \
  G_STMT_END

#define ROUTE4                                                                                     \
  "{\"pieces\": [\"A\", \"B\", \"C\"], \"spaces\": [[2, \"take-building\"], "                      \
  "[4, \"take-mine-monastery-castle\"], [1, \"workers-4\"], [6, \"vp-4\"], [3, \"silver-2\"], "   \
  "[4, \"take-building\"], [4, \"take-any\"], [3, \"take-mine-monastery-castle\"], "               \
  "[2, \"workers-4\"]]}"
#define FOUR_WITH(route0)                                                                          \
  "[{\"name\": \"Ana\", \"route\": " route0 "}, {\"name\": \"Bruno\", \"route\": " ROUTE4 "}, "    \
  "{\"name\": \"Carla\", \"route\": " ROUTE4 "}, {\"name\": \"Daniel\", \"route\": " ROUTE4 "}]"

/* The setup's route is checked: refused with the module off, required with it on. */
static void
test_setup_refusals (void)
{
  SETUP_REFUSED ("{}", FOUR_WITH (ROUTE4), "trade-routes module is off");
  SETUP_REFUSED ("{\"trade-routes\": true}", "[\"Ana\", \"Bruno\", \"Carla\", \"Daniel\"]",
                 "Ana has no trade route");
  SETUP_REFUSED ("{\"trade-routes\": true}", FOUR_WITH ("[]"), "players[0].route");
  SETUP_REFUSED ("{\"trade-routes\": true}",
                 FOUR_WITH ("{\"pieces\": [\"A\", \"B\", \"X\"], \"spaces\": []}"),
                 "players[0].route.pieces[2]");
  SETUP_REFUSED ("{\"trade-routes\": true}",
                 FOUR_WITH ("{\"pieces\": [\"A\", \"B\", \"C\"], \"spaces\": [[2, \"vp-4\"]]}"),
                 "players[0].route.spaces");
  SETUP_REFUSED ("{\"trade-routes\": true}",
                 FOUR_WITH ("{\"pieces\": [\"A\", \"B\", \"C\"], \"spaces\": [[2, \"vp-4\"], "
                            "[4, \"vp-4\"], [1, \"vp-4\"], [6, \"vp-4\"], [3, \"vp-4\"], "
                            "[4, \"vp-4\"], [4, \"vp-4\"], [3, \"vp-5\"], [2, \"vp-4\"]]}"),
                 "players[0].route.spaces[7]");
  /* Without the module, nothing about routes is asked for. */
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s = new_game ("{}", "[\"Ana\", \"Bruno\"]", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (s->players[0].route_len, ==, 0);
}

/* ts_burgundy_random_routes() deals known pieces only, as many as the player count asks. */
static void
test_random_routes (void)
{
  const TsBurgundyRoutePieces *box = ts_burgundy_route_pieces_get (NULL);

  for (guint n = 2; n <= 4; n++)
    for (guint seed = 0; seed < 20; seed++)
      {
        g_autoptr (JsonArray) players = json_array_new ();
        g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
        g_autoptr (JsonObject) options = parse_object ("{\"trade-routes\": true}");
        g_autoptr (GError) error = NULL;

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
        for (guint i = 0; i < n; i++)
          {
            g_assert_cmpuint (s->players[i].route_len, ==, 3 * ts_burgundy_route_pieces_per_player (n));
            for (guint k = 0; k < ts_burgundy_route_pieces_per_player (n); k++)
              {
                const TsBurgundyRoutePiece *piece
                    = ts_burgundy_route_pieces_find (box, s->players[i].route_pieces[k]);
                g_assert_nonnull (piece);
                g_assert_true (ts_burgundy_route_piece_known (piece));
                g_assert_cmpmem (piece->die, 3, s->players[i].route_die + 3 * k, 3);
              }
          }
      }
}

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
  g_test_add_func ("/burgundy/routes/data/CB-TRD-02", test_shipped_pieces);
  g_test_add_func ("/burgundy/routes/data/broken", test_broken_data);
  g_test_add_func ("/burgundy/routes/data/piece-check", test_piece_check);
  g_test_add_func ("/burgundy/routes/setup/pieces-per-player/CB-TRD-01", test_pieces_per_player);
  g_test_add_func ("/burgundy/routes/setup/refusals/CB-TRD-01", test_setup_refusals);
  g_test_add_func ("/burgundy/routes/setup/random/CB-TRD-01", test_random_routes);
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

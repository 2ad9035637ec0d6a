/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Trade routes (CB-TRD): the pieces file, the check of a piece the user enters, and the
 * route each player's setup carries; the clause id ends each test path. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

#define B_BUILDING TS_BURGUNDY_BONUS_BUILDING
#define B_CHURCH TS_BURGUNDY_BONUS_CHURCH
#define B_ANY TS_BURGUNDY_BONUS_ANY
#define B_WORKERS TS_BURGUNDY_BONUS_WORKERS
#define B_SILVER TS_BURGUNDY_BONUS_SILVER
#define B_VP TS_BURGUNDY_BONUS_VP

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
  return g_test_run ();
}

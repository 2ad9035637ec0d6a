/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers of the solo game's tests (test-burgundy-solo*.c). */
#include "solo-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"
#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_DOWN TS_BURGUNDY_TILE_FACE_DOWN
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)
#define T_BUILDING(b) (TS_BURGUNDY_TILE_BUILDING + (b))
#define START 18

/* The player object of a solo game: duchy 1's layout as a "solo" board. */
JsonNode *
solo_player (int start, const char *kind)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  g_autoptr (JsonObject) board
      = ts_burgundy_board_to_json (ts_burgundy_data_find_duchy (data, "1"));
  JsonObject *o = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (board, "kind", kind);
  json_object_set_string_member (o, "name", "Ana");
  json_object_set_object_member (o, "layout", json_object_ref (board));
  if (start >= 0)
    json_object_set_int_member (o, "start-space", start);
  json_node_take_object (node, o);
  return node;
}

TsBurgundyState *
solo_setup (const char *options_json, guint n_players, int start, const char *kind, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonArray) players = json_array_new ();

  g_assert_true (json_parser_load_from_data (parser, options_json, -1, NULL));
  for (guint i = 0; i < n_players; i++)
    json_array_add_element (players, solo_player (start, kind));
  /* Issue 26: with trade routes the player lays 5 pieces (CB-TRD-01, the 2-player count). */
  if (strstr (options_json, "\"trade-routes\": true") != NULL)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (n_players);
      ts_burgundy_random_routes (players, rand);
    }
  return ts_burgundy_state_new_from_setup (json_node_get_object (json_parser_get_root (parser)),
                                           players, NULL, error);
}

TsBurgundyState *
solo_new (const char *options_json)
{
  g_autoptr (GError) error = NULL;
  TsBurgundyState *s = solo_setup (options_json, 1, -1, "solo", &error);

  g_assert_no_error (error);
  return s;
}

/* Random table events (seeded) up to the first turn. */
TsBurgundyState *
solo_at_turn (const char *options_json, guint seed)
{
  TsBurgundyState *s = solo_new (options_json);

  bt_play_to_turn (s, seed);
  return s;
}

/* The first turn with empty depots and storage, no goods, dice @a and @b. */
TsBurgundyState *
solo_turn (const char *options_json, guint a, guint b)
{
  TsBurgundyState *s = solo_at_turn (options_json, 1);

  bt_clear_table (s);
  bt_set_dice (s, a, b);
  return s;
}

void
refused_with (TsBurgundyState *s, const char *json, const char *fragment)
{
  g_autofree char *msg = bt_refuse_json (s, json);

  if (strstr (msg, fragment) == NULL)
    g_error ("“%s” does not say “%s”", msg, fragment);
}

void
setup_refused (const char *options, guint n, int start, const char *kind, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  TsBurgundyState *s = solo_setup (options, n, start, kind, &error);

  g_assert_null (s);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not say “%s”", error->message, fragment);
}

void
store (TsBurgundyState *s, guint k, guint tile)
{
  s->players[0].storage[k] = tile;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carcassonne-util.h"

#include <string.h>

#include "ts-engine-error.h"

TsCarcassonneState *
ct_new_game (guint n, const char *options)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Dora", "Eva" };
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  TsCarcassonneState *s;

  for (guint i = 0; i < n; i++)
    json_array_add_string_element (players, names[i]);
  g_assert_true (json_parser_load_from_data (parser, options ? options : "{}", -1, NULL));
  s = ts_carcassonne_state_new (json_node_get_object (json_parser_get_root (parser)), players,
                                &error);
  g_assert_no_error (error);
  return s;
}

void
ct_box (TsCarcassonneState *state, const char *tiles)
{
  g_auto (GStrv) items = g_strsplit (tiles, " ", -1);

  memset (state->left, 0, sizeof state->left);
  state->n_left = 0;
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto (GStrv) pair = g_strsplit (items[i], ":", 2);
      int kind = ts_carcassonne_data_find_kind (state->data, pair[0]);

      g_assert_cmpint (kind, >=, 0);
      g_assert_nonnull (pair[1]);
      state->left[kind] = g_ascii_strtoull (pair[1], NULL, 10);
      state->n_left += state->left[kind];
    }
}

TsCarcassonneEntry *
ct_parse (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  TsCarcassonneEntry *e;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  e = ts_carcassonne_entry_from_json (json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return e;
}

void
ct_apply (TsCarcassonneState *state, const char *json)
{
  g_autofree TsCarcassonneEntry *e = ct_parse (json);
  g_autoptr (GError) error = NULL;

  if (!ts_carcassonne_apply (state, e, &error))
    g_error ("%s refused: %s", json, error->message);
}

void
ct_tile (TsCarcassonneState *state, const char *kind, int x, int y, guint rotation,
         const char *figure)
{
  g_autofree char *draw = g_strdup_printf ("{\"type\":\"draw\",\"tile\":\"%s\"}", kind);
  g_autofree char *place = NULL, *then = NULL;
  int player;

  ct_apply (state, draw);
  g_assert_cmpint (state->stage, ==, TS_CARCASSONNE_STAGE_PLACE);
  player = ts_carcassonne_state_actor (state);
  place = g_strdup_printf ("{\"type\":\"place\",\"player\":%d,\"x\":%d,\"y\":%d,"
                           "\"rotation\":%u}",
                           player, x, y, rotation);
  ct_apply (state, place);
  if (figure == NULL)
    then = g_strdup_printf ("{\"type\":\"pass\",\"player\":%d}", player);
  else
    {
      g_auto (GStrv) pair = g_strsplit (figure, ":", 2);

      then = g_strdup_printf ("{\"type\":\"figure\",\"player\":%d,\"figure\":\"%s\","
                              "\"segment\":\"%s\"}",
                              player, pair[0], pair[1]);
    }
  ct_apply (state, then);
}

gboolean
ct_is_legal (const TsCarcassonneState *state, const char *json)
{
  g_autofree TsCarcassonneEntry *e = ct_parse (json);
  g_autoptr (GArray) legal = ts_carcassonne_legal (state);

  for (guint i = 0; i < legal->len; i++)
    if (memcmp (&g_array_index (legal, TsCarcassonneEntry, i), e, sizeof *e) == 0)
      return TRUE;
  return FALSE;
}

char *
ct_refuse (TsCarcassonneState *state, const char *json)
{
  g_autofree TsCarcassonneEntry *e = ct_parse (json);
  g_autofree TsCarcassonneState *before = ts_carcassonne_state_copy (state);
  g_autoptr (GError) error = NULL;

  g_assert_false (ct_is_legal (state, json));
  g_assert_false (ts_carcassonne_apply (state, e, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (ts_carcassonne_state_equal (before, state));
  return g_strdup (error->message);
}

int
ct_ledger (const TsCarcassonneState *state, guint player, TsLedgerResource resource)
{
  g_autoptr (GPtrArray) lines = ts_carcassonne_ledger_lines (state);
  int sum = ts_ledger_sum (lines, player, resource);

  if (resource == TS_LEDGER_VP)
    g_assert_cmpint (sum, ==, state->players[player].vp);
  else
    g_assert_cmpint (sum, ==, state->players[player].goods[resource - TS_LEDGER_WINE]);
  return sum;
}

int
ct_vp (const TsCarcassonneState *state, guint player)
{
  return ct_ledger (state, player, TS_LEDGER_VP);
}

guint16
ct_feature (const TsCarcassonneState *state, int x, int y, const char *segment)
{
  int tile = ts_carcassonne_tile_at (state, x, y);
  int seg;

  g_assert_cmpint (tile, >=, 0);
  seg = ts_carcassonne_kind_find_segment (&state->data->kinds[state->tiles[tile].kind], segment);
  g_assert_cmpint (seg, >=, 0);
  return ts_carcassonne_feature (state, tile, seg);
}

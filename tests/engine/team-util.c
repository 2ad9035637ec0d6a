/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "team-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

static const char *const names[] = { "Ana", "Bruno", "Carla", "Davi", "Eva" };

/* Duchies 1 and 6 side by side on the 16 x 10 grid, touching (74 spaces); the start castle
 * on duchy 1's central castle, space 67. */
const char *const team_cells = "-----------------PCCY---YYCS-----PPCYB--YBBSB---PPBYBB-PPMSBB---SSSCSSSYBBCSBB--BBMBBP-YBBMSB----BMYBB--YMPPS----MYYB---CPPC------------------------------------";
const char *const team_dice = "-----------------6543---6543-----21654--21654---543123-543123---61265416126541--254312-254312----61256--61256----3413---3413------------------------------------";

char *
team_layout_json (void)
{
  return g_strdup_printf ("{\"id\": \"12a-test\", \"name\": \"12a (test)\", \"kind\": "
                          "\"team\", \"cells\": \"%s\", \"dice\": \"%s\", \"start\": [%d]}",
                          team_cells, team_dice, TEAM_START);
}

char *
team_setup_json (void)
{
  g_autofree char *layout = team_layout_json ();

  return g_strdup_printf ("{\"teams\": [{\"layout\": %s}, {\"layout\": %s}]}", layout,
                          layout);
}

TsBurgundyState *
team_setup (const char *options_json, const char *setup_json, guint n_players, GError **error)
{
  g_autoptr (JsonNode) options = json_from_string (options_json ? options_json : TEAM, NULL);
  g_autofree char *default_setup = team_setup_json ();
  g_autoptr (JsonNode) setup = json_from_string (setup_json ? setup_json : default_setup, NULL);
  g_autoptr (JsonArray) players = json_array_new ();

  gboolean routes = options_json != NULL && strstr (options_json, "\"trade-routes\": true");

  for (guint i = 0; i < n_players; i++)
    if (routes)
      {
        JsonObject *o = json_object_new ();
        json_object_set_string_member (o, "name", names[i]);
        json_array_add_object_element (players, o);
      }
    else
      json_array_add_string_element (players, names[i]);
  /* Issue 26: with trade routes each player lays 3 pieces (CB-TRD-01, 4 players). */
  if (routes)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (n_players);
      ts_burgundy_random_routes (players, rand);
    }
  return ts_burgundy_state_new_from_setup (json_node_get_object (options), players,
                                           json_node_get_object (setup), error);
}

TsBurgundyState *
team_new (void)
{
  g_autoptr (GError) error = NULL;
  TsBurgundyState *s = team_setup (NULL, NULL, 4, &error);

  g_assert_no_error (error);
  return s;
}

TsBurgundyState *
team_at_turn (guint seed)
{
  TsBurgundyState *s = team_new ();

  bt_play_to_turn (s, seed);
  return s;
}

TsBurgundyState *
team_turn (guint player, guint a, guint b)
{
  TsBurgundyState *s = team_at_turn (1);

  bt_clear_table (s);
  g_assert_cmpuint (s->order[player], ==, player); /* CB-TEM-07: A1 B1 A2 B2 */
  s->turn = player;
  s->current = player;
  bt_set_dice (s, a, b);
  return s;
}

void
team_assert_synced (const TsBurgundyState *s)
{
  for (guint t = 0; t < 2; t++)
    {
      const TsBurgundyPlayer *a = &s->players[t], *b = &s->players[t + 2];

      g_assert_cmpmem (a->tiles, sizeof a->tiles, b->tiles, sizeof b->tiles);
      g_assert_cmpmem (a->storage, 2, b->storage, 2);
      g_assert_cmpmem (a->storage + 4, sizeof a->storage - 4, b->storage + 4,
                       sizeof b->storage - 4); /* shield 4's shared spaces */
      g_assert_cmpmem (a->shield, sizeof a->shield, b->shield, sizeof b->shield);
      g_assert_cmpint (a->shield6_player, ==, b->shield6_player);
      g_assert_cmpmem (a->goods, sizeof a->goods, b->goods, sizeof b->goods);
      g_assert_cmpmem (a->sold, sizeof a->sold, b->sold, sizeof b->sold);
      g_assert_cmpint (a->silver, ==, b->silver);
      g_assert_cmpint (a->workers, ==, b->workers);
      g_assert_cmpuint (a->n_placed, ==, b->n_placed);
      g_assert_cmpuint (a->monasteries, ==, b->monasteries);
      g_assert_cmpuint (a->bonus_large, ==, b->bonus_large);
      g_assert_cmpuint (a->bonus_small, ==, b->bonus_small);
    }
}

void
team_setup_refused (const char *options_json, const char *setup_json, guint n_players,
                    const char *fragment)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s = team_setup (options_json, setup_json, n_players, &error);

  g_assert_null (s);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  if (strstr (error->message, fragment) == NULL)
    g_error ("“%s” does not hold “%s”", error->message, fragment);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "kingsburg-util.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-game.h"

TsKingsburgState *
kt_new_game (guint n)
{
  static const char *const names[] = { "Ann", "Brian", "Cindy", "David", "Eve" };
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (GError) error = NULL;
  TsKingsburgState *s;

  for (guint i = 0; i < n; i++)
    json_array_add_string_element (players, names[i]);
  s = ts_kingsburg_state_new_from_setup (players, &error);
  g_assert_no_error (error);
  return s;
}

TsKingsburgState *
kt_new_game_options (guint n, const char *options, GError **error)
{
  static const char *const names[] = { "Ann", "Brian", "Cindy", "David", "Eve" };
  const TsGameModule *module = ts_games_lookup ("kingsburg");
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonNode) node = json_from_string (options, NULL);

  g_assert_true (node != NULL && JSON_NODE_HOLDS_OBJECT (node));
  for (guint i = 0; i < n; i++)
    json_array_add_string_element (players, names[i]);
  return module->state_new (json_node_get_object (node), players, NULL, error);
}

TsKingsburgEntry *
kt_parse (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  TsKingsburgEntry *e;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  e = ts_kingsburg_entry_from_json (json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return e;
}

gboolean
kt_is_legal (const TsKingsburgState *state, const char *json)
{
  g_autofree TsKingsburgEntry *e = kt_parse (json);
  g_autoptr (GArray) legal = ts_kingsburg_legal (state);

  for (guint i = 0; i < legal->len; i++)
    if (memcmp (&g_array_index (legal, TsKingsburgEntry, i), e, sizeof *e) == 0)
      return TRUE;
  return FALSE;
}

void
kt_apply (TsKingsburgState *state, const char *json)
{
  g_autofree TsKingsburgEntry *e = kt_parse (json);
  g_autoptr (GError) error = NULL;

  if (!ts_kingsburg_apply (state, e, &error))
    g_error ("%s refused: %s", json, error->message);
}

char *
kt_refuse (TsKingsburgState *state, const char *json)
{
  g_autofree TsKingsburgEntry *e = kt_parse (json);
  g_autofree TsKingsburgState *before = ts_kingsburg_state_copy (state);
  g_autoptr (GError) error = NULL;

  g_assert_false (ts_kingsburg_apply (state, e, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (ts_kingsburg_state_equal (before, state));
  return g_strdup (error->message);
}

int
kt_ledger_sum (const TsKingsburgState *state, guint player, TsLedgerResource resource)
{
  g_autoptr (GPtrArray) lines = ts_kingsburg_ledger_lines (state);

  return ts_ledger_sum (lines, player, resource);
}

void
kt_give (TsKingsburgState *state, guint player, guint gold, guint wood, guint stone,
         const char *const *buildings)
{
  TsKingsburgPlayer *p = &state->players[player];

  p->goods[TS_KINGSBURG_GOLD] = gold;
  p->goods[TS_KINGSBURG_WOOD] = wood;
  p->goods[TS_KINGSBURG_STONE] = stone;
  p->built = 0;
  for (guint i = 0; buildings != NULL && buildings[i] != NULL; i++)
    {
      int b = ts_kingsburg_building_from_id (buildings[i]);
      g_assert_cmpint (b, >=, 0);
      p->built |= 1u << b;
    }
}

TsKingsburgState *
kt_battle_example (guint year)
{
  TsKingsburgState *s = kt_new_game (4);
  const char *ann[] = { "statue", "palisade", "barricade", NULL };
  const char *brian[] = { "inn", "guard-tower", NULL };
  const char *cindy[] = { "guard-tower", "blacksmith", "barricade", NULL };
  const char *david[] = { "inn", "barricade", "crane", NULL };

  for (guint i = 0; i < 4; i++)
    s->players[i].choice = 0;
  s->year = year;
  s->phase = 8;
  s->stage = TS_KINGSBURG_STAGE_BATTLE;
  kt_give (s, 0, 0, 0, 0, ann);
  kt_give (s, 1, 0, 0, 0, brian);
  kt_give (s, 2, 0, 0, 0, cindy);
  kt_give (s, 3, 0, 0, 0, david);
  s->players[1].soldiers = 1;
  s->players[3].vp = 1;
  return s;
}

void
kt_pass_stage (TsKingsburgState *state, TsKingsburgStage stage)
{
  while (state->stage == stage)
    {
      g_autofree char *json
          = g_strdup_printf ("{\"type\":\"pass\",\"player\":%d}", ts_kingsburg_state_actor (state));
      kt_apply (state, json);
    }
}

void
kt_play_until (TsKingsburgState *state, guint year, guint phase, TsKingsburgStage stage, guint seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  while (!(state->year == year && state->phase == phase && state->stage == stage))
    {
      TsKingsburgEntry e;
      g_autoptr (GError) error = NULL;

      g_assert_true (ts_kingsburg_random_entry (state, rand, &e));
      g_assert_true (ts_kingsburg_apply (state, &e, &error));
    }
}

void
kt_end_winter (TsKingsburgState *state, guint year)
{
  state->year = year;
  state->phase = 8;
  state->enemy = 0;
  state->stage = TS_KINGSBURG_STAGE_BATTLE_GOODS;
  for (guint i = 0; i < state->n_players; i++)
    state->players[i].choice = 0;
  ts_kingsburg_advance (state);
}

void
kt_end_summer (TsKingsburgState *state)
{
  state->phase = 4;
  state->stage = TS_KINGSBURG_STAGE_TOWN_HALL;
  for (guint i = 0; i < state->n_players; i++)
    state->players[i].passed = 1;
  ts_kingsburg_advance (state);
}

void
kt_aid_year1 (TsKingsburgState *state, const char *good)
{
  g_assert_cmpint (state->stage, ==, TS_KINGSBURG_STAGE_AID_GOODS);
  while (state->stage == TS_KINGSBURG_STAGE_AID_GOODS)
    {
      g_autofree char *json
          = g_strdup_printf ("{\"type\":\"goods\",\"player\":%d,\"goods\":[\"%s\"]}",
                             ts_kingsburg_state_actor (state), good);
      kt_apply (state, json);
    }
}

char *
kt_refuse_entry (TsKingsburgState *state, const TsKingsburgEntry *entry)
{
  const TsGameModule *module = ts_games_lookup ("kingsburg");
  g_autofree TsKingsburgState *before = ts_kingsburg_state_copy (state);
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (module);
  g_assert_false (module->apply (state, entry, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (module->state_equal (before, state));
  return g_strdup (error->message);
}

void
kt_pass_until_actor (TsKingsburgState *state, guint player)
{
  while (ts_kingsburg_state_actor (state) != (int)player)
    {
      g_autofree char *json
          = g_strdup_printf ("{\"type\":\"pass\",\"player\":%d}", ts_kingsburg_state_actor (state));
      g_assert_cmpint (ts_kingsburg_state_actor (state), >=, 0);
      kt_apply (state, json);
    }
}

void
kt_play_to_end (TsKingsburgState *state, guint seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  TsKingsburgEntry e;

  while (ts_kingsburg_random_entry (state, rand, &e))
    {
      g_autoptr (GError) error = NULL;

      if (!ts_kingsburg_apply (state, &e, &error))
        g_error ("random %s refused: %s", ts_kingsburg_entry_type_id (e.type), error->message);
    }
  g_assert_cmpint (state->stage, ==, TS_KINGSBURG_STAGE_OVER);
}

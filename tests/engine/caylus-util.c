/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "caylus-util.h"

#include <string.h>

#include "ts-engine-error.h"

TsCaylusState *
cy_new_game (guint n, const char *options)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Dora", "Eva" };
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  TsCaylusState *s;

  for (guint i = 0; i < n; i++)
    json_array_add_string_element (players, names[i]);
  g_assert_true (json_parser_load_from_data (parser, options ? options : "{}", -1, NULL));
  s = ts_caylus_state_new (json_node_get_object (json_parser_get_root (parser)), players,
                           &error);
  g_assert_no_error (error);
  return s;
}

TsCaylusEntry *
cy_parse (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  TsCaylusEntry *e;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  e = ts_caylus_entry_from_json (json_parser_get_root (parser), &error);
  if (e == NULL)
    g_error ("%s not read: %s", json, error->message);
  return e;
}

void
cy_apply (TsCaylusState *state, const char *json)
{
  g_autofree TsCaylusEntry *e = cy_parse (json);
  g_autoptr (GError) error = NULL;

  if (!ts_caylus_apply (state, e, &error))
    g_error ("%s refused: %s", json, error->message);
}

void
cy_applyf (TsCaylusState *state, const char *format, ...)
{
  g_autofree char *json = NULL;
  va_list args;

  va_start (args, format);
  json = g_strdup_vprintf (format, args);
  va_end (args);
  cy_apply (state, json);
}

void
cy_setup (TsCaylusState *state, const char *tiles, guint first, const char *characters)
{
  g_auto (GStrv) t = g_strsplit (tiles ? tiles : CY_TILES, " ", -1);
  g_auto (GStrv) c = g_strsplit (characters, " ", -1);
  guint n = state->n_players;

  g_assert_cmpuint (g_strv_length (t), ==, TS_CAYLUS_SETUP_DEALS);
  g_assert_cmpuint (g_strv_length (c), ==, n + 3);
  for (guint i = 0; t[i] != NULL; i++)
    cy_applyf (state, "{\"type\":\"deal\",\"tile\":\"%s\"}", t[i]);
  cy_applyf (state, "{\"type\":\"first-player\",\"player\":%u}", first);
  for (guint i = 0; c[i] != NULL; i++)
    cy_applyf (state, "{\"type\":\"reveal\",\"character\":\"%s\"}", c[i]);
  /* CY-SET-12: from the last player in turn order, counter-clockwise. */
  for (guint i = 0; i < n; i++)
    {
      guint p = (first + n - 1 - i) % n;

      cy_applyf (state, "{\"type\":\"draft\",\"player\":%u,\"character\":\"%s\"}", p, c[p]);
    }
}

TsCaylusState *
cy_new_setup (guint n, const char *characters)
{
  TsCaylusState *s = cy_new_game (n, NULL);

  cy_setup (s, NULL, 0, characters);
  return s;
}

static gboolean
cy_in (GArray *list, const TsCaylusEntry *e)
{
  for (guint i = 0; i < list->len; i++)
    if (memcmp (&g_array_index (list, TsCaylusEntry, i), e, sizeof *e) == 0)
      return TRUE;
  return FALSE;
}

gboolean
cy_is_legal (const TsCaylusState *state, const char *json)
{
  g_autofree TsCaylusEntry *e = cy_parse (json);
  g_autoptr (GArray) legal = ts_caylus_legal (state);
  g_autoptr (GArray) events = ts_caylus_legal_events (state);

  return cy_in (legal, e) || cy_in (events, e);
}

char *
cy_refuse (TsCaylusState *state, const char *json)
{
  g_autofree TsCaylusEntry *e = cy_parse (json);
  g_autofree TsCaylusState *before = ts_caylus_state_copy (state);
  g_autoptr (GError) error = NULL;

  g_assert_false (cy_is_legal (state, json));
  if (ts_caylus_apply (state, e, &error))
    g_error ("%s was accepted", json);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (ts_caylus_state_equal (before, state));
  g_assert_cmpint (memcmp (before, state, G_STRUCT_OFFSET (TsCaylusState, ledger)), ==, 0);
  return g_strdup (error->message);
}

void
cy_assert_refused (TsCaylusState *state, const char *json, const char *sentence)
{
  g_autofree char *message = cy_refuse (state, json);

  g_assert_cmpstr (message, ==, sentence);
}

int
cy_ledger (const TsCaylusState *state, guint player, TsLedgerResource resource)
{
  g_autoptr (GPtrArray) lines = ts_caylus_ledger_lines (state);
  int sum = ts_ledger_sum (lines, player, resource);
  const TsCaylusPlayer *p = &state->players[player];

  if (resource == TS_LEDGER_VP)
    g_assert_cmpint (sum, ==, p->pp);
  else if (resource == TS_LEDGER_WORKERS)
    g_assert_cmpint (sum, ==, p->supply);
  else
    for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
      if (ts_caylus_ledger_resource (r) == resource)
        g_assert_cmpint (sum, ==, p->res[r]);
  return sum;
}

int
cy_pp (const TsCaylusState *state, guint player)
{
  return cy_ledger (state, player, TS_LEDGER_VP);
}

guint
cy_spot (const TsCaylusState *state, const char *at)
{
  int spot = ts_caylus_spot_from_string (state, at);

  g_assert_cmpint (spot, >=, 0);
  return spot;
}

void
cy_put (TsCaylusState *state, guint space, const char *id, int owner, TsCaylusSide side)
{
  TsCaylusSpot *sp = &state->spots[TS_CAYLUS_N_PRINTED - 1 + space];
  int tile = ts_caylus_data_find_tile (state->data, id);

  g_assert_cmpint (tile, >=, 0);
  if (state->left[tile] > 0)
    state->left[tile]--;
  sp->tile = tile;
  sp->state = TS_CAYLUS_SPOT_BUILDING;
  sp->side = side;
  sp->owner = owner;
}

void
cy_pass_all (TsCaylusState *state)
{
  while (state->stage == TS_CAYLUS_STAGE_PLANNING)
    cy_applyf (state, "{\"type\":\"pass\",\"player\":%d}", state->actor);
}

void
cy_res (TsCaylusState *state, guint player, guint food, guint wood, guint stone, guint cloth,
        guint gold)
{
  guint want[TS_CAYLUS_N_RESOURCES] = { food, wood, stone, cloth, gold };

  /* Through the ledger, so that its sums still hold. */
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    ts_caylus_gain (state, player, ts_caylus_ledger_resource (r),
                    (int) want[r] - state->players[player].res[r], TS_CAYLUS_CAUSE_SETUP, 0);
}

void
cy_workers (TsCaylusState *state, guint player, guint supply)
{
  ts_caylus_gain (state, player, TS_LEDGER_WORKERS,
                  (int) supply - state->players[player].supply, TS_CAYLUS_CAUSE_SETUP, 0);
}

void
cy_skip (TsCaylusState *state)
{
  g_assert_cmpint (state->actor, >=, 0);
  if (state->stage == TS_CAYLUS_STAGE_PLANNING)
    cy_applyf (state, "{\"type\":\"pass\",\"player\":%d}", state->actor);
  else
    cy_applyf (state, "{\"type\":\"skip\",\"player\":%d}", state->actor);
}

void
cy_skip_to (TsCaylusState *state, TsCaylusStage stage)
{
  while (state->stage != stage)
    {
      g_assert_cmpint (state->stage, !=, TS_CAYLUS_STAGE_OVER);
      cy_skip (state);
    }
}

void
cy_place (TsCaylusState *state, guint player, const char *at)
{
  cy_applyf (state, "{\"type\":\"place\",\"player\":%u,\"at\":\"%s\"}", player, at);
}

void
cy_pass (TsCaylusState *state, guint player)
{
  cy_applyf (state, "{\"type\":\"pass\",\"player\":%u}", player);
}

const TsCaylusSpot *
cy_spot_at (const TsCaylusState *state, const char *at)
{
  return &state->spots[cy_spot (state, at)];
}

int
cy_tile_id (const TsCaylusState *state, const char *id)
{
  int tile = ts_caylus_data_find_tile (state->data, id);

  g_assert_cmpint (tile, >=, 0);
  return tile;
}

/* The building at @at activated now, @player's worker on it deciding. */
void
cy_activate (TsCaylusState *s, const char *at, guint player)
{
  guint spot = cy_spot (s, at);

  s->spots[spot].workers[0] = player;
  s->players[player].supply--;
  s->stage = TS_CAYLUS_STAGE_ACTIVATE;
  s->cursor = spot;
  s->cursor_worker = 0;
  s->actor = player;
}

/* @player chooses a Benefit in @round, gained while the Fair was activated. */
void
cy_benefit (TsCaylusState *s, guint player, guint round)
{
  cy_activate (s, "fair", player);
  s->round = round;
  s->stage = TS_CAYLUS_STAGE_BENEFIT;
  s->resume_stage = TS_CAYLUS_STAGE_ACTIVATE;
  s->resume_actor = player;
  s->benefits_due = 1;
}

/* An entry the record format cannot hold but code can make: refused all the same. */
void
cy_refused_entry (TsCaylusState *s, const TsCaylusEntry *e, const char *sentence)
{
  g_autofree TsCaylusState *before = ts_caylus_state_copy (s);
  g_autoptr (GError) error = NULL;

  g_assert_false (ts_caylus_apply (s, e, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, sentence);
  g_assert_true (ts_caylus_state_equal (before, s));
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "burgundy-util.h"

#include <stdlib.h>

#include "ts-engine-error.h"

#include <string.h>

TsBurgundyState *
bt_new_game (guint n, const char *options_json)
{
  g_autoptr (JsonArray) players = json_array_new ();
  g_autoptr (GError) error = NULL;
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *options = NULL;

  for (guint i = 0; i < n; i++)
    json_array_add_string_element (players, names[i]);
  if (options_json != NULL)
    {
      g_assert_true (json_parser_load_from_data (parser, options_json, -1, NULL));
      options = json_node_get_object (json_parser_get_root (parser));
    }
  TsBurgundyState *s = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
  g_assert_no_error (error);
  return s;
}

TsBurgundyState *
bt_new_game_at_turn (guint n, guint seed)
{
  TsBurgundyState *s = bt_new_game (n, NULL);

  bt_play_to_turn (s, seed);
  return s;
}

const TsBurgundyData *
bt_data (void)
{
  g_autoptr (GError) error = NULL;
  const TsBurgundyData *d = ts_burgundy_data_get (&error);

  g_assert_no_error (error);
  return d;
}

void
bt_play_to_turn (TsBurgundyState *s, guint seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  TsBurgundyEntry e;

  while (s->stage != TS_BURGUNDY_STAGE_TURN)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, &error));
      g_assert_no_error (error);
    }
}

void
bt_clear_table (TsBurgundyState *s)
{
  memset (s->depots, 0, sizeof s->depots);
  memset (s->black, 0, sizeof s->black);
  memset (s->depot_goods, 0, sizeof s->depot_goods);
  for (guint i = 0; i < s->n_players; i++)
    {
      memset (s->players[i].goods, 0, sizeof s->players[i].goods);
      memset (s->players[i].storage, 0, sizeof s->players[i].storage);
    }
}

void
bt_assert_components (const TsBurgundyState *s)
{
  guint tiles[TS_BURGUNDY_N_TILES], unknown, goods;

  ts_burgundy_count_components (s, tiles, &unknown, &goods);
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    g_assert_cmpuint (tiles[t], ==, ts_burgundy_tiles_in_game (s, t));
  g_assert_cmpuint (goods, ==, 6 * s->data->goods_per_type);
}

guint
bt_property_games (guint n)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");

  if (env != NULL && atoi (env) > 0)
    return MIN ((guint) atoi (env), n);
  return n;
}

TsBurgundyEntry *
bt_parse (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  TsBurgundyEntry *e = ts_burgundy_entry_from_json (json_parser_get_root (parser), &error);
  g_assert_no_error (error);
  return e;
}

void
bt_apply_json (TsBurgundyState *state, const char *json)
{
  g_autofree TsBurgundyEntry *e = bt_parse (json);
  g_autoptr (GError) error = NULL;

  if (!ts_burgundy_apply (state, e, &error))
    g_error ("entry %s refused: %s", json, error->message);
}

char *
bt_refuse_json (TsBurgundyState *state, const char *json)
{
  g_autofree TsBurgundyEntry *e = bt_parse (json);
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *before = ts_burgundy_state_copy (state);

  g_assert_false (ts_burgundy_apply (state, e, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (ts_burgundy_state_equal (before, state));
  g_assert_cmpstr (error->message, !=, "");
  return g_strdup (error->message);
}

void
bt_set_dice (TsBurgundyState *state, guint a, guint b)
{
  g_assert_cmpint (state->stage, ==, TS_BURGUNDY_STAGE_TURN);
  state->dice[state->current][0] = a;
  state->dice[state->current][1] = b;
  state->die_used = 0;
  state->n_pending = 0;
  state->bought = 0;
}

int
bt_ledger_sum (const TsBurgundyState *state, guint player, TsLedgerResource resource)
{
  int sum = 0;
  for (guint i = 0; i < state->n_ledger; i++)
    if (state->ledger[i].player == player && state->ledger[i].resource == resource)
      sum += state->ledger[i].delta;
  return sum;
}

int
bt_cause_sum (const TsBurgundyState *s, guint p, TsLedgerResource r, TsBurgundyCause cause,
              int detail)
{
  int sum = 0;

  for (guint i = 0; i < s->n_ledger; i++)
    if (s->ledger[i].player == p && s->ledger[i].resource == r && s->ledger[i].cause == cause
        && (detail < 0 || s->ledger[i].detail == detail))
      sum += s->ledger[i].delta;
  return sum;
}

void
bt_end_phase_a (TsBurgundyState *s)
{
  g_autofree char *json = NULL;

  s->round = TS_BURGUNDY_ROUNDS - 1;
  s->turn = s->n_players - 1;
  ts_burgundy_start_turn (s);
  json = g_strdup_printf ("{\"type\": \"end-turn\", \"player\": %u}", s->current);
  bt_apply_json (s, json);
}

int
bt_find_space (const TsBurgundyState *state, guint player, guint colour, guint die)
{
  const TsBurgundyPlayer *p = &state->players[player];
  for (guint s = 0; s < p->duchy.n_cells; s++)
    if (p->tiles[s] == 0 && p->duchy.colour[s] == colour && (die == 0 || p->duchy.die[s] == die)
        && ts_burgundy_adjacent_to_tile (state, p, s))
      return s;
  return -1;
}

void
bt_put (TsBurgundyState *state, guint player, guint space, guint tile)
{
  TsBurgundyPlayer *p = &state->players[player];
  g_assert_cmpint (p->tiles[space], ==, 0);
  p->tiles[space] = tile;
  p->n_placed++;
  if (TS_BURGUNDY_IS_MONASTERY (tile))
    p->monasteries |= 1u << TS_BURGUNDY_MONASTERY_OF (tile);
}

TsBurgundyState *
bt_turn_state (guint n, guint a, guint b)
{
  TsBurgundyState *s = bt_new_game_at_turn (n, 1);

  bt_clear_table (s);
  g_assert_cmpint (s->current, ==, 0);
  bt_set_dice (s, a, b);
  return s;
}

int
bt_space (const TsBurgundyState *state, guint p, guint colour, guint die)
{
  int s = bt_find_space (state, p, colour, die);
  g_assert_cmpint (s, >=, 0);
  return s;
}

void
bt_apply_f (TsBurgundyState *s, const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  g_autofree char *json = g_strdup_vprintf (fmt, args);
  va_end (args);
  bt_apply_json (s, json);
}

char *
bt_refuse_f (TsBurgundyState *s, const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  g_autofree char *json = g_strdup_vprintf (fmt, args);
  va_end (args);
  return bt_refuse_json (s, json);
}

int
bt_last_line_sum (const TsBurgundyState *s, guint player, TsLedgerResource r,
                  TsBurgundyCause cause)
{
  int sum = 0;
  for (guint i = 0; i < s->n_ledger; i++)
    if (s->ledger[i].player == player && s->ledger[i].resource == r && s->ledger[i].cause == cause)
      sum += s->ledger[i].delta;
  return sum;
}

/* Issue 46: ts_burgundy_has_shield() and ts_burgundy_storage_size() read the board quickly;
 * they must equal a recount over every cell after every entry. */
void
bt_check_shield_reads (const TsBurgundyState *s)
{
  for (guint i = 0; i < s->n_players; i++)
    {
      const TsBurgundyPlayer *p = &s->players[i];
      guint32 held = 0;
      guint size;

      for (guint sp = 0; sp < p->duchy.n_cells; sp++)
        if (p->shield[sp] != 0)
          held |= 1u << p->shield[sp];
      g_assert_cmphex (ts_burgundy_shields_held (p), ==, held);
      for (guint n = 0; n <= TS_BURGUNDY_N_SHIELDS + 1; n++)
        g_assert_cmpint (ts_burgundy_has_shield (p, n), ==, n != 0 && ((held >> n) & 1u));
      if ((held >> 4) & 1u)
        size = p->shield_4_storage;
      else
        size = p->team != 0 ? TS_BURGUNDY_TEAM_STORAGE : TS_BURGUNDY_STORAGE;
      g_assert_cmpuint (ts_burgundy_storage_size (p), ==, size);
    }
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 state: a new game, copies, places on the board and the ledger. */
#include "ts-caylus-state.h"

#include <stdio.h>
#include <string.h>

#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"

G_STATIC_ASSERT (sizeof (((TsCaylusState *)0)->names[0]) == TS_PLAYER_NAME_SIZE);

static const char *const printed_ids[] = { "fair", "lawyer", "carpenter", "toll" };

static gboolean
cy_setup_error (GError **error, const char *message)
{
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, message);
  return FALSE;
}

/* An option of two strings: @out is TRUE for @second, FALSE for @first or when absent. */
static gboolean
cy_read_choice (JsonObject *options, const char *member, const char *first, const char *second,
                gboolean *out)
{
  JsonNode *n = options != NULL ? json_object_get_member (options, member) : NULL;
  const char *v;

  *out = FALSE;
  if (n == NULL)
    return TRUE;
  v = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
          ? json_node_get_string (n)
          : NULL;
  if (g_strcmp0 (v, first) != 0 && g_strcmp0 (v, second) != 0)
    return FALSE;
  *out = strcmp (v, second) == 0;
  return TRUE;
}

static gboolean
cy_read_options (TsCaylusState *s, JsonObject *options, GError **error)
{
  JsonNode *c = options != NULL ? json_object_get_member (options, "components") : NULL;
  gboolean counts, used;

  if (c != NULL && !JSON_NODE_HOLDS_OBJECT (c))
    return cy_setup_error (error, _ ("The Caylus option “components” must be a JSON object of "
                                     "corrections."));
  s->data = ts_caylus_data_corrected (c != NULL ? json_node_get_object (c) : NULL, error);
  if (s->data == NULL)
    return FALSE;
  if (!cy_read_choice (options, "monument-residence", "covered", "counts", &counts))
    return cy_setup_error (error, _ ("The Caylus option “monument-residence” must be "
                                     "“covered” or “counts”."));
  /* CY-STN-04: the text's reading ("activated") unless the record says otherwise. */
  if (!cy_read_choice (options, "stone-owner-gain", "activated", "used", &used))
    return cy_setup_error (error, _ ("The Caylus option “stone-owner-gain” must be "
                                     "“activated” or “used”."));
  s->opt_monument_counts = counts;
  s->opt_owner_gain_used = used;
  return TRUE;
}

TsCaylusState *
ts_caylus_state_new (JsonObject *options, JsonArray *players, GError **error)
{
  g_autofree TsCaylusState *s = g_new0 (TsCaylusState, 1);
  guint camp;

  if (!cy_read_options (s, options, error)
      || (s->n_players = ts_entry_json_players (players, 2, TS_CAYLUS_MAX_PLAYERS,
                                                _ ("Caylus 1303"), s->names, error))
             == 0)
    return NULL;
  s->stage = TS_CAYLUS_STAGE_DEAL;
  s->actor = -1;
  s->first = -1;
  s->next_first = -1;
  s->resume_actor = -1;
  s->bridge_next = 1;
  for (guint t = 0; t < s->data->n_tiles; t++)
    if (s->data->tiles[t].klass != TS_CAYLUS_CLASS_PRINTED)
      s->left[t] = s->data->tiles[t].copies;
  memset (s->worksite_tiles, TS_CAYLUS_NO_TILE, sizeof s->worksite_tiles);
  memset (s->worksite, -1, sizeof s->worksite);
  s->n_spots = TS_CAYLUS_N_PRINTED + s->data->road_spaces;
  for (guint i = 0; i < s->n_spots; i++)
    {
      TsCaylusSpot *spot = &s->spots[i];

      spot->tile = i < TS_CAYLUS_N_PRINTED ? ts_caylus_data_find_tile (s->data, printed_ids[i])
                                           : TS_CAYLUS_NO_TILE;
      spot->state = i < TS_CAYLUS_N_PRINTED ? TS_CAYLUS_SPOT_BUILDING : TS_CAYLUS_SPOT_EMPTY;
      spot->side = TS_CAYLUS_SIDE_CONSTRUCTION;
      spot->owner = -1;
      spot->monument = TS_CAYLUS_NO_TILE;
      spot->workers[0] = spot->workers[1] = -1;
    }
  /* CY-SET-08/09/13: the Camp takes 5 workers with 2 or 5 players, 9 with 3 or 4 (the source
   * says so, the lead's decision follows it); one house below the bridge. */
  camp = s->n_players == 3 || s->n_players == 4 ? 9 : 5;
  for (guint p = 0; p < s->n_players; p++)
    {
      TsCaylusPlayer *pl = CY_PLAYER (s, p);

      pl->camp = camp;
      pl->houses = TS_CAYLUS_HOUSES - 1;
      ts_caylus_gain (s, p, TS_LEDGER_WORKERS, TS_CAYLUS_WORKERS - camp, TS_CAYLUS_CAUSE_SETUP, 0);
      ts_caylus_gain (s, p, TS_LEDGER_WOOD, 2, TS_CAYLUS_CAUSE_SETUP, 0);
      ts_caylus_gain (s, p, TS_LEDGER_STONE, 1, TS_CAYLUS_CAUSE_SETUP, 0);
      ts_caylus_gain (s, p, TS_LEDGER_FOOD, 1, TS_CAYLUS_CAUSE_SETUP, 0);
    }
  return g_steal_pointer (&s);
}

TS_LEDGER_DEFINE_STATE_FUNCS (ts_caylus, TsCaylusState)

int
ts_caylus_state_actor (gconstpointer state)
{
  const TsCaylusState *s = state;

  return s->stage >= TS_CAYLUS_STAGE_DRAFT && s->stage < TS_CAYLUS_STAGE_OVER ? s->actor : -1;
}

gboolean
ts_caylus_has (const TsCaylusState *s, guint player, TsCaylusCharacterId character)
{
  return (s->players[player].characters & (1u << character)) != 0;
}

int
ts_caylus_holder (const TsCaylusState *s, TsCaylusCharacterId character)
{
  for (guint p = 0; p < s->n_players; p++)
    if (ts_caylus_has (s, p, character))
      return p;
  return -1;
}

int
ts_caylus_spot_from_string (const TsCaylusState *state, const char *at)
{
  guint64 n;
  char *end;

  if (at == NULL)
    return -1;
  if (strcmp (at, "worksite") == 0)
    return TS_CAYLUS_AT_WORKSITE;
  for (guint i = 0; i < G_N_ELEMENTS (printed_ids); i++)
    if (strcmp (at, printed_ids[i]) == 0)
      return i;
  if (!g_str_has_prefix (at, "road-") || !g_ascii_isdigit (at[5]))
    return -1;
  n = g_ascii_strtoull (at + 5, &end, 10);
  if (*end != '\0' || n < 1 || n > state->data->road_spaces)
    return -1;
  return CY_ROAD_SPOT (n);
}

const char *
ts_caylus_spot_to_string (guint spot, char buf[12])
{
  if (spot == TS_CAYLUS_AT_WORKSITE)
    g_strlcpy (buf, "worksite", 12);
  else if (spot < TS_CAYLUS_N_PRINTED)
    g_strlcpy (buf, printed_ids[spot], 12);
  else
    snprintf (buf, 12, "road-%u", CY_SPOT_SPACE (spot) & 0xff);
  return buf;
}

const TsCaylusTile *
ts_caylus_spot_tile (const TsCaylusState *state, guint spot)
{
  const TsCaylusSpot *sp;

  if (spot >= state->n_spots)
    return NULL;
  sp = &state->spots[spot];
  if (sp->state == TS_CAYLUS_SPOT_MONUMENT && sp->monument != TS_CAYLUS_NO_TILE)
    return &state->data->tiles[sp->monument];
  return sp->tile != TS_CAYLUS_NO_TILE ? &state->data->tiles[sp->tile] : NULL;
}

TsLedgerResource
ts_caylus_ledger_resource (TsCaylusResource resource)
{
  static const TsLedgerResource map[]
      = { TS_LEDGER_FOOD, TS_LEDGER_WOOD, TS_LEDGER_STONE, TS_LEDGER_CLOTH, TS_LEDGER_GOLD };
  G_STATIC_ASSERT (G_N_ELEMENTS (map) == TS_CAYLUS_N_RESOURCES);

  return map[resource];
}

static int
cy_resource_of (TsLedgerResource resource)
{
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (ts_caylus_ledger_resource (r) == resource)
      return r;
  return -1;
}

void
ts_caylus_gain (TsCaylusState *state, guint player, TsLedgerResource resource, int delta,
                TsCaylusCause cause, guint detail)
{
  TsCaylusPlayer *p = CY_PLAYER (state, player);
  TsLedgerMark *last = state->n_ledger > 0 ? &state->ledger[state->n_ledger - 1] : NULL;
  int r;

  if (delta == 0)
    return;
  if (resource == TS_LEDGER_VP)
    p->pp += delta;
  else if (resource == TS_LEDGER_WORKERS)
    {
      g_assert ((int)p->supply + delta >= 0);
      p->supply += delta;
    }
  else
    {
      r = cy_resource_of (resource);
      g_assert (r >= 0 && (int)p->res[r] + delta >= 0);
      p->res[r] += delta;
    }
  /* One line per change and cause within an entry: a repeated change adds to the line. */
  if (last != NULL && last->entry == state->n_entries && last->player == player
      && last->resource == resource && last->cause == cause && last->detail == detail
      && (last->delta > 0) == (delta > 0))
    {
      last->delta += delta;
      return;
    }
  ts_ledger_mark_append (state->ledger, &state->n_ledger, TS_CAYLUS_MAX_LEDGER, player, resource,
                         delta, state->n_entries, cause, detail);
}

const char *
ts_caylus_cause_id (guint cause, guint detail, char buf[40])
{
  static const char *const ids[] = {
    "setup",          "place",      "passed-extra", "early-riser", "visitor",  "provost",
    "effect",         "owner-gain", "build",        "architect",   "worksite", "delivery",
    "master-builder", "goldsmith",  "monument",     "recruitment", "gold",     "owner-gain-unused",
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (ids) == TS_CAYLUS_N_CAUSES);

  if (cause >= TS_CAYLUS_N_CAUSES)
    return "unknown";
  if (cause == TS_CAYLUS_CAUSE_SETUP || cause == TS_CAYLUS_CAUSE_PROVOST
      || cause == TS_CAYLUS_CAUSE_EARLY_RISER || cause == TS_CAYLUS_CAUSE_GOLD)
    return ids[cause];
  snprintf (buf, 40, "%s-%u", ids[cause], detail);
  return buf;
}

GPtrArray *
ts_caylus_ledger_lines (gconstpointer state)
{
  const TsCaylusState *s = state;

  return ts_ledger_expand (s->ledger, s->n_ledger, state, ts_caylus_cause_id, ts_caylus_cause_text);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 entries as JSON (docs/file-format.md); the format is in ts-caylus-state.h. */
#include "ts-caylus-state.h"

#include <stdlib.h>
#include <string.h>

#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"
#include "ts-ids.h"

static const char *const type_ids[] = {
  "deal", "first-player", "reveal",    "draft",   "place",    "pass", "provost",
  "use",  "benefit",      "character", "deliver", "monument", "skip",
};
G_STATIC_ASSERT (G_N_ELEMENTS (type_ids) == TS_CAYLUS_N_ENTRY_TYPES);

/* The printed buildings' places, spots 0..3. */
static const char *const printed_ids[] = { "fair", "lawyer", "carpenter", "toll" };
G_STATIC_ASSERT (G_N_ELEMENTS (printed_ids) == TS_CAYLUS_N_PRINTED);

/* No more of one resource than this in one entry: far above what a game reaches. */
#define MAX_AMOUNT 99

void
ts_caylus_entry_init (TsCaylusEntry *entry, TsCaylusEntryType type, int player)
{
  *entry = (TsCaylusEntry){
    .type = type,
    .player = player,
    .tile = TS_CAYLUS_NO_TILE,
    .character = 0xff,
    .at = TS_CAYLUS_NO_AT,
    .take = TS_CAYLUS_N_RESOURCES,
  };
}

/* Refusals name the game and the member at fault (ts-entry-json.h). */
#define GAME _ ("Caylus 1303")

/* "fair" .. "toll", "worksite" or "road-N" (1 ≤ N ≤ TS_CAYLUS_MAX_ROAD): whether the Road
 * of this game has space N is for apply to say. */
static int
place_from_string (const char *at)
{
  int printed = ts_ids_find (printed_ids, G_N_ELEMENTS (printed_ids), at);
  char *end = NULL;
  long n;

  if (printed >= 0)
    return printed;
  if (g_strcmp0 (at, "worksite") == 0)
    return TS_CAYLUS_AT_WORKSITE;
  if (at == NULL || !g_str_has_prefix (at, "road-") || !g_ascii_isdigit (at[5]))
    return -1;
  n = strtol (at + 5, &end, 10);
  if (*end != '\0' || n < 1 || n > TS_CAYLUS_MAX_ROAD || at[5] == '0')
    return -1;
  return TS_CAYLUS_N_PRINTED - 1 + n;
}

static gboolean
read_at (JsonObject *o, gboolean worksite_too, TsCaylusEntry *e, GError **error)
{
  int spot = place_from_string (ts_entry_json_string (o, "at"));

  if (spot < 0 || (spot == TS_CAYLUS_AT_WORKSITE && !worksite_too))
    return ts_entry_json_bad (error, GAME, "at");
  e->at = spot;
  return TRUE;
}

static gboolean
read_tile (JsonObject *o, TsCaylusEntry *e, GError **error)
{
  const TsCaylusData *data = ts_caylus_data_get (error);
  const char *id = ts_entry_json_string (o, "tile");
  int tile;

  if (data == NULL)
    return FALSE;
  if (id == NULL || (tile = ts_caylus_data_find_tile (data, id)) < 0)
    return ts_entry_json_bad (error, GAME, "tile");
  e->tile = tile;
  return TRUE;
}

static gboolean
read_character (JsonObject *o, TsCaylusEntry *e, GError **error)
{
  const TsCaylusData *data = ts_caylus_data_get (error);
  const char *id = ts_entry_json_string (o, "character");
  int character;

  if (data == NULL)
    return FALSE;
  if (id == NULL || (character = ts_caylus_data_find_character (data, id)) < 0)
    return ts_entry_json_bad (error, GAME, "character");
  e->character = character;
  return TRUE;
}

/* "pay": an object of resource names and amounts, at least one of them above 0. */
static gboolean
read_pay (JsonObject *o, TsCaylusEntry *e, GError **error)
{
  JsonNode *n = json_object_get_member (o, "pay");
  JsonObjectIter iter;
  const char *name;
  JsonNode *value;
  guint total = 0;

  if (n == NULL || !JSON_NODE_HOLDS_OBJECT (n))
    return ts_entry_json_bad (error, GAME, "pay");
  memset (e->pay, 0, sizeof e->pay);
  json_object_iter_init (&iter, json_node_get_object (n));
  while (json_object_iter_next (&iter, &name, &value))
    {
      int resource = ts_caylus_resource_from_string (name);

      if (resource < 0 || !JSON_NODE_HOLDS_VALUE (value)
          || json_node_get_value_type (value) != G_TYPE_INT64 || json_node_get_int (value) < 0
          || json_node_get_int (value) > MAX_AMOUNT)
        return ts_entry_json_bad (error, GAME, "pay");
      e->pay[resource] = json_node_get_int (value);
      total += e->pay[resource];
    }
  if (total == 0)
    return ts_entry_json_bad (error, GAME, "pay");
  e->has_pay = TRUE;
  return TRUE;
}

/* What a "use" (or a Worksite Benefit) carries as its option needs it. */
static gboolean
read_option (JsonObject *o, TsCaylusEntry *e, GError **error)
{
  int v = 0;

  if (json_object_has_member (o, "option")
      && !ts_entry_json_int (o, "option", 0, TS_CAYLUS_MAX_OPTIONS - 1, &v, GAME, error))
    return FALSE;
  e->option = v;
  if (json_object_has_member (o, "pay") && !read_pay (o, e, error))
    return FALSE;
  if (json_object_has_member (o, "take"))
    {
      const char *name = ts_entry_json_string (o, "take");
      int resource = name != NULL ? ts_caylus_resource_from_string (name) : -1;

      if (resource < 0)
        return ts_entry_json_bad (error, GAME, "take");
      e->take = resource;
    }
  if (json_object_has_member (o, "tile") && !read_tile (o, e, error))
    return FALSE;
  if (json_object_has_member (o, "at") && !read_at (o, FALSE, e, error))
    return FALSE;
  if (json_object_has_member (o, "steps"))
    {
      if (!ts_entry_json_int (o, "steps", -TS_CAYLUS_MAX_ROAD, TS_CAYLUS_MAX_ROAD, &v, GAME, error))
        return FALSE;
      e->steps = v;
    }
  return TRUE;
}

static gboolean
read_benefit (JsonObject *o, TsCaylusEntry *e, GError **error)
{
  int v;

  /* Either a character taken from its holder (a) or a Worksite building used (b). */
  if (json_object_has_member (o, "character"))
    return json_object_has_member (o, "worksite") ? ts_entry_json_bad (error, GAME, "worksite")
                                                  : read_character (o, e, error);
  if (!ts_entry_json_int (o, "worksite", 1, TS_CAYLUS_WORKSITE_TILES, &v, GAME, error))
    return FALSE;
  e->worksite = v;
  return read_option (o, e, error);
}

static gboolean
read_body (JsonObject *o, TsCaylusEntry *e, GError **error)
{
  int v;

  switch (e->type)
    {
      case TS_CAYLUS_ENTRY_DEAL:
        return read_tile (o, e, error);
      case TS_CAYLUS_ENTRY_REVEAL:
      case TS_CAYLUS_ENTRY_DRAFT:
      case TS_CAYLUS_ENTRY_CHARACTER:
        return read_character (o, e, error);
      case TS_CAYLUS_ENTRY_PLACE:
        return read_at (o, TRUE, e, error);
      case TS_CAYLUS_ENTRY_PROVOST:
        if (!ts_entry_json_int (o, "steps", -TS_CAYLUS_MAX_ROAD, TS_CAYLUS_MAX_ROAD, &v, GAME,
                                error))
          return FALSE;
        e->steps = v;
        return TRUE;
      case TS_CAYLUS_ENTRY_USE:
        return read_option (o, e, error);
      case TS_CAYLUS_ENTRY_BENEFIT:
        return read_benefit (o, e, error);
      case TS_CAYLUS_ENTRY_DELIVER:
        if (!ts_entry_json_int (o, "batches", 1, MAX_AMOUNT, &v, GAME, error))
          return FALSE;
        e->batches = v;
        if (!read_pay (o, e, error))
          return FALSE;
        /* Issue 26: how many batches hold gold, when the table said so. */
        if (json_object_has_member (o, "gold-batches"))
          {
            if (!ts_entry_json_int (o, "gold-batches", 0, MAX_AMOUNT, &v, GAME, error))
              return FALSE;
            e->has_gold_batches = TRUE;
            e->gold_batches = v;
          }
        return TRUE;
      case TS_CAYLUS_ENTRY_MONUMENT:
        return read_at (o, FALSE, e, error) && read_tile (o, e, error)
               && (!json_object_has_member (o, "pay") || read_pay (o, e, error));
      case TS_CAYLUS_ENTRY_FIRST_PLAYER:
      case TS_CAYLUS_ENTRY_PASS:
      case TS_CAYLUS_ENTRY_SKIP:
      default:
        return TRUE;
    }
}

gpointer
ts_caylus_entry_from_json (JsonNode *node, GError **error)
{
  TsCaylusEntry e;
  JsonObject *o;
  int type, player = -1;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           _ ("A Caylus 1303 entry is not a JSON object."));
      return NULL;
    }
  o = json_node_get_object (node);
  type = ts_ids_find (type_ids, G_N_ELEMENTS (type_ids), ts_entry_json_string (o, "type"));
  if (type < 0)
    {
      ts_entry_json_bad (error, GAME, "type");
      return NULL;
    }
  /* Deals and reveals are nobody's; "first-player" names the player chosen. */
  if (type != TS_CAYLUS_ENTRY_DEAL && type != TS_CAYLUS_ENTRY_REVEAL
      && !ts_entry_json_int (o, "player", 0, TS_CAYLUS_MAX_PLAYERS - 1, &player, GAME, error))
    return NULL;
  ts_caylus_entry_init (&e, type, player);
  return read_body (o, &e, error) ? g_memdup2 (&e, sizeof e) : NULL;
}

/* Writing: the members in the order docs/file-format.md gives them (JsonObject keeps the
 * order they are set in). */

static void
set_at (JsonObject *o, guint at)
{
  char buf[12];

  if (at == TS_CAYLUS_AT_WORKSITE)
    json_object_set_string_member (o, "at", "worksite");
  else if (at < TS_CAYLUS_N_PRINTED)
    json_object_set_string_member (o, "at", printed_ids[at]);
  else
    {
      g_snprintf (buf, sizeof buf, "road-%u", at - (TS_CAYLUS_N_PRINTED - 1));
      json_object_set_string_member (o, "at", buf);
    }
}

static void
set_tile (JsonObject *o, guint tile)
{
  const TsCaylusData *data = ts_caylus_data_get (NULL);

  json_object_set_string_member (o, "tile",
                                 data != NULL && tile < data->n_tiles ? data->tiles[tile].id : "?");
}

static void
set_character (JsonObject *o, guint character)
{
  const TsCaylusData *data = ts_caylus_data_get (NULL);
  gboolean known = data != NULL && character < TS_CAYLUS_N_CHARACTERS;

  json_object_set_string_member (o, "character", known ? data->characters[character].id : "?");
}

static void
set_pay (JsonObject *o, const guint8 *amounts)
{
  JsonObject *pay = json_object_new ();

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (amounts[r] > 0)
      json_object_set_int_member (pay, ts_caylus_resource_to_string (r), amounts[r]);
  json_object_set_object_member (o, "pay", pay);
}

/* What a "use" or a Worksite Benefit carries: only the members its option needed. */
static void
set_option (JsonObject *o, const TsCaylusEntry *e)
{
  json_object_set_int_member (o, "option", e->option);
  if (e->has_pay)
    set_pay (o, e->pay);
  if (e->take < TS_CAYLUS_N_RESOURCES)
    json_object_set_string_member (o, "take", ts_caylus_resource_to_string (e->take));
  if (e->tile != TS_CAYLUS_NO_TILE)
    set_tile (o, e->tile);
  if (e->at != TS_CAYLUS_NO_AT)
    set_at (o, e->at);
  if (e->steps != 0)
    json_object_set_int_member (o, "steps", e->steps);
}

JsonNode *
ts_caylus_entry_to_json (gconstpointer entry)
{
  const TsCaylusEntry *e = entry;
  JsonObject *o = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (o, "type",
                                 ts_ids_get (type_ids, G_N_ELEMENTS (type_ids), e->type));
  if (e->type != TS_CAYLUS_ENTRY_DEAL && e->type != TS_CAYLUS_ENTRY_REVEAL)
    json_object_set_int_member (o, "player", e->player);
  if (e->type == TS_CAYLUS_ENTRY_DEAL)
    set_tile (o, e->tile);
  else if (e->type == TS_CAYLUS_ENTRY_REVEAL || e->type == TS_CAYLUS_ENTRY_DRAFT
           || e->type == TS_CAYLUS_ENTRY_CHARACTER
           || (e->type == TS_CAYLUS_ENTRY_BENEFIT && e->worksite == 0))
    set_character (o, e->character);
  else if (e->type == TS_CAYLUS_ENTRY_PLACE)
    set_at (o, e->at);
  else if (e->type == TS_CAYLUS_ENTRY_PROVOST)
    json_object_set_int_member (o, "steps", e->steps);
  else if (e->type == TS_CAYLUS_ENTRY_USE)
    set_option (o, e);
  else if (e->type == TS_CAYLUS_ENTRY_BENEFIT)
    {
      json_object_set_int_member (o, "worksite", e->worksite);
      set_option (o, e);
    }
  else if (e->type == TS_CAYLUS_ENTRY_DELIVER)
    {
      json_object_set_int_member (o, "batches", e->batches);
      set_pay (o, e->pay);
      if (e->has_gold_batches)
        json_object_set_int_member (o, "gold-batches", e->gold_batches);
    }
  else if (e->type == TS_CAYLUS_ENTRY_MONUMENT)
    {
      set_at (o, e->at);
      set_tile (o, e->tile);
      if (e->has_pay)
        set_pay (o, e->pay);
    }
  json_node_take_object (node, o);
  return node;
}

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
  "deal", "first-player", "reveal", "draft", "place", "pass", "provost",
  "use", "benefit", "character", "deliver", "monument", "skip",
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

#define bad(error, member) ts_entry_json_bad (error, _ ("Caylus 1303"), member)
#define read_int(o, member, lo, hi, out, error)                                                   \
  ts_entry_json_int (o, member, lo, hi, out, _ ("Caylus 1303"), error)

static const char *
string_member (JsonObject *o, const char *member)
{
  JsonNode *n = json_object_get_member (o, member);

  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
           ? json_node_get_string (n)
           : NULL;
}

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
  int spot = place_from_string (string_member (o, "at"));

  if (spot < 0 || (spot == TS_CAYLUS_AT_WORKSITE && !worksite_too))
    return bad (error, "at");
  e->at = spot;
  return TRUE;
}

static gboolean
read_tile (JsonObject *o, TsCaylusEntry *e, GError **error)
{
  const TsCaylusData *data = ts_caylus_data_get (error);
  const char *id = string_member (o, "tile");
  int tile;

  if (data == NULL)
    return FALSE;
  if (id == NULL || (tile = ts_caylus_data_find_tile (data, id)) < 0)
    return bad (error, "tile");
  e->tile = tile;
  return TRUE;
}

static gboolean
read_character (JsonObject *o, TsCaylusEntry *e, GError **error)
{
  const TsCaylusData *data = ts_caylus_data_get (error);
  const char *id = string_member (o, "character");
  int character;

  if (data == NULL)
    return FALSE;
  if (id == NULL || (character = ts_caylus_data_find_character (data, id)) < 0)
    return bad (error, "character");
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
    return bad (error, "pay");
  memset (e->pay, 0, sizeof e->pay);
  json_object_iter_init (&iter, json_node_get_object (n));
  while (json_object_iter_next (&iter, &name, &value))
    {
      int resource = ts_caylus_resource_from_string (name);

      if (resource < 0 || !JSON_NODE_HOLDS_VALUE (value)
          || json_node_get_value_type (value) != G_TYPE_INT64 || json_node_get_int (value) < 0
          || json_node_get_int (value) > MAX_AMOUNT)
        return bad (error, "pay");
      e->pay[resource] = json_node_get_int (value);
      total += e->pay[resource];
    }
  if (total == 0)
    return bad (error, "pay");
  e->has_pay = TRUE;
  return TRUE;
}

/* What a "use" (or a Worksite Benefit) carries as its option needs it. */
static gboolean
read_option (JsonObject *o, TsCaylusEntry *e, GError **error)
{
  int v = 0;

  if (json_object_has_member (o, "option")
      && !read_int (o, "option", 0, TS_CAYLUS_MAX_OPTIONS - 1, &v, error))
    return FALSE;
  e->option = v;
  if (json_object_has_member (o, "pay") && !read_pay (o, e, error))
    return FALSE;
  if (json_object_has_member (o, "take"))
    {
      const char *name = string_member (o, "take");
      int resource = name != NULL ? ts_caylus_resource_from_string (name) : -1;

      if (resource < 0)
        return bad (error, "take");
      e->take = resource;
    }
  if (json_object_has_member (o, "tile") && !read_tile (o, e, error))
    return FALSE;
  if (json_object_has_member (o, "at") && !read_at (o, FALSE, e, error))
    return FALSE;
  if (json_object_has_member (o, "steps"))
    {
      if (!read_int (o, "steps", -TS_CAYLUS_MAX_ROAD, TS_CAYLUS_MAX_ROAD, &v, error))
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
    return json_object_has_member (o, "worksite") ? bad (error, "worksite")
                                                   : read_character (o, e, error);
  if (!read_int (o, "worksite", 1, TS_CAYLUS_WORKSITE_TILES, &v, error))
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
      if (!read_int (o, "steps", -TS_CAYLUS_MAX_ROAD, TS_CAYLUS_MAX_ROAD, &v, error))
        return FALSE;
      e->steps = v;
      return TRUE;
    case TS_CAYLUS_ENTRY_USE:
      return read_option (o, e, error);
    case TS_CAYLUS_ENTRY_BENEFIT:
      return read_benefit (o, e, error);
    case TS_CAYLUS_ENTRY_DELIVER:
      if (!read_int (o, "batches", 1, MAX_AMOUNT, &v, error))
        return FALSE;
      e->batches = v;
      return read_pay (o, e, error);
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
  type = ts_ids_find (type_ids, G_N_ELEMENTS (type_ids), string_member (o, "type"));
  if (type < 0)
    {
      bad (error, "type");
      return NULL;
    }
  /* Deals and reveals are nobody's; "first-player" names the player chosen. */
  if (type != TS_CAYLUS_ENTRY_DEAL && type != TS_CAYLUS_ENTRY_REVEAL
      && !read_int (o, "player", 0, TS_CAYLUS_MAX_PLAYERS - 1, &player, error))
    return NULL;
  ts_caylus_entry_init (&e, type, player);
  return read_body (o, &e, error) ? g_memdup2 (&e, sizeof e) : NULL;
}

static void
add_string (JsonBuilder *b, const char *member, const char *value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_string_value (b, value);
}

static void
add_int (JsonBuilder *b, const char *member, int value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
add_at (JsonBuilder *b, guint at)
{
  char buf[12];

  if (at == TS_CAYLUS_AT_WORKSITE)
    add_string (b, "at", "worksite");
  else if (at < TS_CAYLUS_N_PRINTED)
    add_string (b, "at", printed_ids[at]);
  else
    {
      g_snprintf (buf, sizeof buf, "road-%u", at - (TS_CAYLUS_N_PRINTED - 1));
      add_string (b, "at", buf);
    }
}

static void
add_tile (JsonBuilder *b, guint tile)
{
  const TsCaylusData *data = ts_caylus_data_get (NULL);

  add_string (b, "tile", data != NULL && tile < data->n_tiles ? data->tiles[tile].id : "?");
}

static void
add_character (JsonBuilder *b, guint character)
{
  const TsCaylusData *data = ts_caylus_data_get (NULL);

  add_string (b, "character", data != NULL && character < TS_CAYLUS_N_CHARACTERS
                                  ? data->characters[character].id
                                  : "?");
}

static void
add_pay (JsonBuilder *b, const guint8 *pay)
{
  json_builder_set_member_name (b, "pay");
  json_builder_begin_object (b);
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (pay[r] > 0)
      add_int (b, ts_caylus_resource_to_string (r), pay[r]);
  json_builder_end_object (b);
}

static void
add_option (JsonBuilder *b, const TsCaylusEntry *e)
{
  add_int (b, "option", e->option);
  if (e->has_pay)
    add_pay (b, e->pay);
  if (e->take < TS_CAYLUS_N_RESOURCES)
    add_string (b, "take", ts_caylus_resource_to_string (e->take));
  if (e->tile != TS_CAYLUS_NO_TILE)
    add_tile (b, e->tile);
  if (e->at != TS_CAYLUS_NO_AT)
    add_at (b, e->at);
  if (e->steps != 0)
    add_int (b, "steps", e->steps);
}

JsonNode *
ts_caylus_entry_to_json (gconstpointer entry)
{
  const TsCaylusEntry *e = entry;
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_string (b, "type", ts_ids_get (type_ids, G_N_ELEMENTS (type_ids), e->type));
  if (e->type != TS_CAYLUS_ENTRY_DEAL && e->type != TS_CAYLUS_ENTRY_REVEAL)
    add_int (b, "player", e->player);
  switch (e->type)
    {
    case TS_CAYLUS_ENTRY_DEAL:
      add_tile (b, e->tile);
      break;
    case TS_CAYLUS_ENTRY_REVEAL:
    case TS_CAYLUS_ENTRY_DRAFT:
    case TS_CAYLUS_ENTRY_CHARACTER:
      add_character (b, e->character);
      break;
    case TS_CAYLUS_ENTRY_PLACE:
      add_at (b, e->at);
      break;
    case TS_CAYLUS_ENTRY_PROVOST:
      add_int (b, "steps", e->steps);
      break;
    case TS_CAYLUS_ENTRY_USE:
      add_option (b, e);
      break;
    case TS_CAYLUS_ENTRY_BENEFIT:
      if (e->worksite == 0)
        add_character (b, e->character);
      else
        {
          add_int (b, "worksite", e->worksite);
          add_option (b, e);
        }
      break;
    case TS_CAYLUS_ENTRY_DELIVER:
      add_int (b, "batches", e->batches);
      add_pay (b, e->pay);
      break;
    case TS_CAYLUS_ENTRY_MONUMENT:
      add_at (b, e->at);
      add_tile (b, e->tile);
      if (e->has_pay)
        add_pay (b, e->pay);
      break;
    default:
      break;
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

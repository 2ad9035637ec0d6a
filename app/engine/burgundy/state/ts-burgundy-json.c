/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Entries as JSON (shapes documented in ts-burgundy-entry.h). */
#include "ts-burgundy-state.h"
#include "ts-burgundy-json-private.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"

static const char *const type_ids[] = {
  "starting-goods", "fill-depots",   "roll",      "take-tile",         "place-tile", "sell-goods",
  "take-workers",   "spend-workers", "buy-black", "choose-ship-depot", "decline",    "end-turn",
  "set-shields",    "buy-inn",       "buy-workers", "crane-effect",    "take-shield", "set-die",
  "choose-player",  "pay-shields",   "shield-tile",
  /* issue 15 */
  "solo-remove",    "solo-exchange", "solo-black", "buy-vp",
};
G_STATIC_ASSERT (G_N_ELEMENTS (type_ids) == TS_BURGUNDY_N_ENTRY_TYPES);

static const char *const source_ids[] = {
  NULL, NULL, "castle", "city-hall", "warehouse", "market", "carpenter", "church",
  "white", "route", "doubles", "target",
};
G_STATIC_ASSERT (G_N_ELEMENTS (source_ids) == TS_BURGUNDY_N_SOURCES);

const char *
ts_burgundy_entry_type_id (TsBurgundyEntryType type)
{
  return type < TS_BURGUNDY_N_ENTRY_TYPES ? type_ids[type] : "unknown";
}

const char *
ts_burgundy_source_id (int source)
{
  return source >= 0 && source < TS_BURGUNDY_N_SOURCES ? source_ids[source] : "unknown";
}

void
ts_burgundy_entry_init (TsBurgundyEntry *entry, TsBurgundyEntryType type, int player)
{
  memset (entry, 0, sizeof *entry);
  entry->type = type;
  entry->player = player;
  entry->die = entry->depot = entry->slot = entry->space = entry->storage = -1;
  entry->goods = entry->to = entry->discard = entry->workers = entry->second_depot = -1;
  entry->building = entry->target = entry->shield_goods = -1;
}

/* The crane's building types: the 8 of the base game, then the white castle (8). */
const char *
ts_burgundy_building_id (int building)
{
  if (building == TS_BURGUNDY_N_BUILDINGS)
    return ts_burgundy_tile_id (TS_BURGUNDY_TILE_WHITE_CASTLE);
  return ts_burgundy_tile_id (TS_BURGUNDY_TILE_BUILDING + building);
}

gboolean
ts_burgundy_json_parse_error (GError **error, const char *member, const char *expected)
{
  /* Translators: %s is a JSON member name, then what it should hold */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE, _ ("Entry member “%s” must be %s."),
               member, expected);
  return FALSE;
}

/* Reads an optional integer member in [lo, hi] into *out (left alone when absent). */
gboolean
ts_burgundy_json_get_int (JsonObject *o, const char *member, int lo, int hi, gboolean required, gint8 *out,
         GError **error)
{
  JsonNode *n = json_object_get_member (o, member);
  g_autofree char *range = g_strdup_printf (_ ("a whole number from %d to %d"), lo, hi);

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return required ? ts_burgundy_json_parse_error (error, member, range) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return ts_burgundy_json_parse_error (error, member, range);
  gint64 v = json_node_get_int (n);
  if (v < lo || v > hi)
    return ts_burgundy_json_parse_error (error, member, range);
  *out = v;
  return TRUE;
}

/* A board space: 0 .. TS_BURGUNDY_MAX_SPACES - 1 whatever the board (a team board has 160
 * cells); the rules refuse a space outside the player's own board in words. */
static gboolean
get_space (JsonObject *o, gint16 *out, GError **error)
{
  JsonNode *n = json_object_get_member (o, "space");
  g_autofree char *range
      = g_strdup_printf (_ ("a whole number from %d to %d"), 0, TS_BURGUNDY_MAX_SPACES - 1);

  if (n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_INT64
      && json_node_get_int (n) >= 0 && json_node_get_int (n) < TS_BURGUNDY_MAX_SPACES)
    {
      *out = json_node_get_int (n);
      return TRUE;
    }
  return ts_burgundy_json_parse_error (error, "space", range);
}

static int
tile_of_node (JsonNode *n)
{
  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TS_BURGUNDY_TILE_NONE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    return -1;
  return ts_burgundy_tile_from_id (json_node_get_string (n));
}

static gboolean
get_int_array (JsonObject *o, const char *member, guint len, guint8 *out, GError **error)
{
  JsonNode *n = json_object_get_member (o, member);
  g_autofree char *what = g_strdup_printf (_ ("an array of %u numbers from 1 to 6"), len);

  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (json_node_get_array (n)) != len)
    return ts_burgundy_json_parse_error (error, member, what);
  for (guint i = 0; i < len; i++)
    {
      JsonNode *e = json_array_get_element (json_node_get_array (n), i);
      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64
          || json_node_get_int (e) < 1 || json_node_get_int (e) > 6)
        return ts_burgundy_json_parse_error (error, member, what);
      out[i] = json_node_get_int (e);
    }
  return TRUE;
}

static gboolean
get_tiles (JsonArray *arr, guint len, guint8 *out, const char *member, GError **error)
{
  if (arr == NULL || json_array_get_length (arr) > len)
    return ts_burgundy_json_parse_error (error, member, _ ("an array of tile names or nulls"));
  for (guint i = 0; i < json_array_get_length (arr); i++)
    {
      int t = tile_of_node (json_array_get_element (arr, i));
      if (t < 0)
        return ts_burgundy_json_parse_error (error, member, _ ("an array of tile names or nulls"));
      out[i] = t;
    }
  return TRUE;
}

static gboolean
parse_fill (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  JsonNode *dn = json_object_get_member (o, "depots");
  JsonNode *bn = json_object_get_member (o, "black");

  if (dn == NULL || !JSON_NODE_HOLDS_ARRAY (dn)
      || json_array_get_length (json_node_get_array (dn)) != 6)
    return ts_burgundy_json_parse_error (error, "depots", _ ("an array of 6 depots"));
  for (guint d = 0; d < 6; d++)
    {
      JsonNode *x = json_array_get_element (json_node_get_array (dn), d);
      if (!get_tiles (JSON_NODE_HOLDS_ARRAY (x) ? json_node_get_array (x) : NULL, 4, e->fill[d],
                      "depots", error))
        return FALSE;
    }
  /* One message for the black depot's two faults: the error is set once. */
  if (bn == NULL || !JSON_NODE_HOLDS_ARRAY (bn)
      || json_array_get_length (json_node_get_array (bn)) > 8)
    return ts_burgundy_json_parse_error (error, "black", _ ("an array of up to 8 tile names or nulls"));
  if (!get_tiles (json_node_get_array (bn), 8, e->fill_black, "black", error))
    return FALSE;
  return get_int_array (o, "goods", 5, e->fill_goods, error);
}

static gboolean
parse_roll (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  JsonNode *dn = json_object_get_member (o, "dice");
  gint8 white = 0;

  if (dn == NULL || !JSON_NODE_HOLDS_ARRAY (dn)
      || json_array_get_length (json_node_get_array (dn)) < 1
      || json_array_get_length (json_node_get_array (dn)) > 4)
    return ts_burgundy_json_parse_error (error, "dice", _ ("an array of 1 to 4 pairs of die values"));
  for (guint i = 0; i < json_array_get_length (json_node_get_array (dn)); i++)
    {
      JsonNode *pair = json_array_get_element (json_node_get_array (dn), i);
      g_autoptr (JsonObject) tmp = json_object_new ();
      if (!JSON_NODE_HOLDS_ARRAY (pair))
        return ts_burgundy_json_parse_error (error, "dice", _ ("an array of 1 to 4 pairs of die values"));
      json_object_set_member (tmp, "dice", json_node_copy (pair));
      if (!get_int_array (tmp, "dice", 2, e->dice[i], error))
        return FALSE;
    }
  if (!ts_burgundy_json_get_int (o, "white", 1, 6, TRUE, &white, error))
    return FALSE;
  e->white = white;
  return TRUE;
}

static gboolean
parse_die (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  JsonNode *n = json_object_get_member (o, "die");
  const char *what = _ ("0, 1, “castle”, “city-hall”, “warehouse”, “market”, “carpenter”, "
                        "“church”, “white”, “route”, “doubles” or “target”");

  if (n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
    {
      for (guint i = TS_BURGUNDY_SRC_CASTLE; i < TS_BURGUNDY_N_SOURCES; i++)
        if (g_strcmp0 (json_node_get_string (n), source_ids[i]) == 0)
          {
            e->die = i;
            return TRUE;
          }
      return ts_burgundy_json_parse_error (error, "die", what);
    }
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
      || json_node_get_int (n) < 0 || json_node_get_int (n) > 1)
    return ts_burgundy_json_parse_error (error, "die", what);
  e->die = json_node_get_int (n);
  return TRUE;
}

/* "shields": 6 depots of up to 2 shield numbers 1-18 or nulls. */
static gboolean
parse_shields (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  JsonNode *sn = json_object_get_member (o, "shields");
  const char *what = _ ("an array of 6 depots, each an array of up to 2 shield numbers 1 to 18 "
                        "or nulls");

  if (sn == NULL || !JSON_NODE_HOLDS_ARRAY (sn)
      || json_array_get_length (json_node_get_array (sn)) != TS_BURGUNDY_N_DEPOTS)
    return ts_burgundy_json_parse_error (error, "shields", what);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      JsonNode *x = json_array_get_element (json_node_get_array (sn), d);
      if (!JSON_NODE_HOLDS_ARRAY (x)
          || json_array_get_length (json_node_get_array (x)) > TS_BURGUNDY_SHIELD_SLOTS)
        return ts_burgundy_json_parse_error (error, "shields", what);
      for (guint i = 0; i < json_array_get_length (json_node_get_array (x)); i++)
        {
          JsonNode *v = json_array_get_element (json_node_get_array (x), i);
          if (JSON_NODE_HOLDS_NULL (v))
            continue;
          if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64
              || json_node_get_int (v) < 1 || json_node_get_int (v) > TS_BURGUNDY_N_SHIELDS)
            return ts_burgundy_json_parse_error (error, "shields", what);
          e->shields[d][i] = json_node_get_int (v);
        }
    }
  return TRUE;
}

/* "remove": shield numbers 1-18 (optional). */
static gboolean
parse_remove (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  JsonNode *rn = json_object_get_member (o, "remove");
  const char *what = _ ("an array of shield numbers 1 to 18");

  if (rn == NULL || JSON_NODE_HOLDS_NULL (rn))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (rn))
    return ts_burgundy_json_parse_error (error, "remove", what);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (rn)); i++)
    {
      JsonNode *v = json_array_get_element (json_node_get_array (rn), i);
      if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64
          || json_node_get_int (v) < 1 || json_node_get_int (v) > TS_BURGUNDY_N_SHIELDS)
        return ts_burgundy_json_parse_error (error, "remove", what);
      e->remove |= 1u << json_node_get_int (v);
    }
  return TRUE;
}

/* The team game's "store": "shared" | "private", on entries that put a tile into storage. */
static gboolean
parse_store (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  const char *store = NULL;
  JsonNode *n = json_object_get_member (o, "store");

  if (e->type != TS_BURGUNDY_ENTRY_TAKE_TILE && e->type != TS_BURGUNDY_ENTRY_BUY_BLACK
      && e->type != TS_BURGUNDY_ENTRY_BUY_INN)
    return ts_burgundy_json_parse_error (error, "store", _ ("absent: this entry stores no tile"));
  if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
    store = json_node_get_string (n);
  if (g_strcmp0 (store, "shared") == 0)
    e->store = TS_BURGUNDY_STORE_SHARED;
  else if (g_strcmp0 (store, "private") == 0)
    e->store = TS_BURGUNDY_STORE_PRIVATE;
  else
    return ts_burgundy_json_parse_error (error, "store", _ ("“shared” or “private”"));
  return TRUE;
}

TsBurgundyEntry *
ts_burgundy_entry_from_json (JsonNode *node, GError **error)
{
  g_autofree TsBurgundyEntry *e = g_new0 (TsBurgundyEntry, 1);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           _ ("An entry must be a JSON object."));
      return NULL;
    }
  JsonObject *o = json_node_get_object (node);
  const char *type = ts_entry_json_string (o, "type");
  int t = -1;
  for (guint i = 0; i < TS_BURGUNDY_N_ENTRY_TYPES; i++)
    if (g_strcmp0 (type, type_ids[i]) == 0)
      t = i;
  if (t < 0)
    {
      /* Translators: %s is the "type" value found in the file */
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   _ ("Unknown Castles of Burgundy entry type “%s”."), type ? type : "");
      return NULL;
    }
  ts_burgundy_entry_init (e, t, -1);

  gboolean needs_player = t != TS_BURGUNDY_ENTRY_FILL_DEPOTS && t != TS_BURGUNDY_ENTRY_ROLL
                          && t != TS_BURGUNDY_ENTRY_SET_SHIELDS
                          && t != TS_BURGUNDY_ENTRY_SOLO_REMOVE;
  gboolean ok = TRUE;
  if (needs_player)
    ok = ts_burgundy_json_get_int (o, "player", 0, 3, TRUE, &e->player, error);

  switch (t)
    {
      case TS_BURGUNDY_ENTRY_STARTING_GOODS:
        ok = ok && get_int_array (o, "goods", 3, e->starting, error);
        break;
      case TS_BURGUNDY_ENTRY_FILL_DEPOTS:
        ok = parse_fill (o, e, error);
        break;
      case TS_BURGUNDY_ENTRY_ROLL:
        ok = parse_roll (o, e, error);
        break;
      case TS_BURGUNDY_ENTRY_TAKE_TILE:
      case TS_BURGUNDY_ENTRY_BUY_BLACK:
        {
          JsonNode *tn = json_object_get_member (o, "tile");
          int tile = tn ? tile_of_node (tn) : 0;
          if (tile < 0 || tile == TS_BURGUNDY_TILE_UNKNOWN)
            return (ts_burgundy_json_parse_error (error, "tile", _ ("the name of a tile")), NULL);
          e->tile = tile;
          if (t == TS_BURGUNDY_ENTRY_TAKE_TILE)
            ok = ok && parse_die (o, e, error)
                 && ts_burgundy_json_get_int (o, "depot", 1, 6, TRUE, &e->depot, error);
          else
            {
              e->depot = 0;
              ok = ok && ts_burgundy_json_get_int (o, "depot", 0, 6, FALSE, &e->depot, error)
                   && ts_burgundy_json_get_int (o, "workers", 0, 2, FALSE, &e->workers, error);
            }
          ok = ok && ts_burgundy_json_get_int (o, "slot", 0, 7, TRUE, &e->slot, error)
               && ts_burgundy_json_get_int (o, "discard", 0, TS_BURGUNDY_MAX_STORAGE - 1, FALSE, &e->discard,
                           error);
          break;
        }
      case TS_BURGUNDY_ENTRY_PLACE_TILE:
        ok = ok && parse_die (o, e, error)
             && ts_burgundy_json_get_int (o, "storage", 0, TS_BURGUNDY_MAX_STORAGE - 1, TRUE, &e->storage, error)
             && get_space (o, &e->space, error);
        break;
      case TS_BURGUNDY_ENTRY_SELL_GOODS:
        ok = ok && parse_die (o, e, error) && ts_burgundy_json_get_int (o, "goods", 1, 6, TRUE, &e->goods, error);
        break;
      case TS_BURGUNDY_ENTRY_TAKE_WORKERS:
        ok = ok && parse_die (o, e, error);
        break;
      case TS_BURGUNDY_ENTRY_SPEND_WORKERS:
        {
          /* "die": 0, 1, or "white" for a white castle's action (CB-WHC-03). */
          JsonNode *dn = json_object_get_member (o, "die");
          if (dn != NULL && JSON_NODE_HOLDS_VALUE (dn)
              && json_node_get_value_type (dn) == G_TYPE_STRING
              && g_strcmp0 (json_node_get_string (dn), source_ids[TS_BURGUNDY_SRC_WHITE]) == 0)
            e->die = TS_BURGUNDY_SRC_WHITE;
          else if (ok && !ts_burgundy_json_get_int (o, "die", 0, 1, TRUE, &e->die, error))
            return (g_clear_error (error),
                    ts_burgundy_json_parse_error (error, "die", _ ("0, 1 or “white”")), NULL);
          ok = ok && ts_burgundy_json_get_int (o, "to", 1, 6, TRUE, &e->to, error);
          break;
        }
      case TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT:
        {
          ok = ok && ts_burgundy_json_get_int (o, "depot", 1, 6, TRUE, &e->depot, error)
               && ts_burgundy_json_get_int (o, "second-depot", 1, 6, FALSE, &e->second_depot, error)
               && ts_burgundy_json_get_int (o, "shield-goods", 1, 6, FALSE, &e->shield_goods, error);
          JsonNode *kn = json_object_get_member (o, "keep");
          if (ok && kn != NULL)
            {
              if (!JSON_NODE_HOLDS_ARRAY (kn)
                  || json_array_get_length (json_node_get_array (kn)) > 3)
                return (ts_burgundy_json_parse_error (error, "keep", _ ("an array of goods types 1 to 6")), NULL);
              guint8 g[3];
              guint len = json_array_get_length (json_node_get_array (kn));
              if (len > 0 && !get_int_array (o, "keep", len, g, error))
                return NULL;
              for (guint i = 0; i < len; i++)
                e->keep |= 1u << g[i];
            }
          break;
        }
      case TS_BURGUNDY_ENTRY_END_TURN:
        {
          /* Written by Tableside where a turn ended by itself (record version 2). */
          JsonNode *an = json_object_get_member (o, "automatic");
          if (an != NULL && !JSON_NODE_HOLDS_NULL (an))
            {
              if (!JSON_NODE_HOLDS_VALUE (an) || json_node_get_value_type (an) != G_TYPE_BOOLEAN)
                return (ts_burgundy_json_parse_error (error, "automatic", _ ("true or false")), NULL);
              e->automatic = json_node_get_boolean (an);
            }
          break;
        }
      case TS_BURGUNDY_ENTRY_SET_SHIELDS:
        ok = parse_shields (o, e, error);
        break;
      case TS_BURGUNDY_ENTRY_BUY_INN:
        ok = ok && ts_burgundy_json_get_int (o, "workers", 0, 2, FALSE, &e->workers, error)
             && ts_burgundy_json_get_int (o, "discard", 0, TS_BURGUNDY_MAX_STORAGE - 1, FALSE, &e->discard, error);
        break;
      case TS_BURGUNDY_ENTRY_CRANE_EFFECT:
        {
          const char *id = ts_entry_json_string (o, "building");
          for (int i = 0; i <= TS_BURGUNDY_N_BUILDINGS; i++)
            if (g_strcmp0 (id, ts_burgundy_building_id (i)) == 0)
              e->building = i;
          if (e->building < 0)
            return (ts_burgundy_json_parse_error (error, "building", _ ("the name of a building type")), NULL);
          break;
        }
      case TS_BURGUNDY_ENTRY_TAKE_SHIELD:
        ok = ok && parse_die (o, e, error) && ts_burgundy_json_get_int (o, "depot", 1, 6, TRUE, &e->depot, error)
             && ts_burgundy_json_get_int (o, "slot", 0, TS_BURGUNDY_SHIELD_SLOTS - 1, TRUE, &e->slot, error)
             && get_space (o, &e->space, error);
        break;
      case TS_BURGUNDY_ENTRY_SET_DIE:
        ok = ok && ts_burgundy_json_get_int (o, "die", 0, 1, TRUE, &e->die, error)
             && ts_burgundy_json_get_int (o, "to", 1, 6, TRUE, &e->to, error);
        break;
      case TS_BURGUNDY_ENTRY_CHOOSE_PLAYER:
        ok = ok && ts_burgundy_json_get_int (o, "target", 0, 3, TRUE, &e->target, error);
        break;
      case TS_BURGUNDY_ENTRY_PAY_SHIELDS:
        ok = ok && ts_burgundy_json_get_int (o, "workers", 0, TS_BURGUNDY_N_SHIELDS, FALSE, &e->workers, error)
             && parse_remove (o, e, error);
        break;
      case TS_BURGUNDY_ENTRY_SHIELD_TILE:
        {
          JsonNode *tn = json_object_get_member (o, "tile");
          int tile = tn ? tile_of_node (tn) : 0;
          if (tile < 0 || tile == TS_BURGUNDY_TILE_UNKNOWN)
            return (ts_burgundy_json_parse_error (error, "tile", _ ("the name of a tile")), NULL);
          e->tile = tile;
          ok = ok && ts_burgundy_json_get_int (o, "depot", 0, 6, TRUE, &e->depot, error)
               && ts_burgundy_json_get_int (o, "slot", 0, 7, TRUE, &e->slot, error)
               && get_space (o, &e->space, error);
          break;
        }
      case TS_BURGUNDY_ENTRY_SOLO_REMOVE:
      case TS_BURGUNDY_ENTRY_SOLO_EXCHANGE:
      case TS_BURGUNDY_ENTRY_SOLO_BLACK:
      case TS_BURGUNDY_ENTRY_BUY_VP:
        ok = ok && ts_burgundy_solo_entry_from_json (o, e, error);
        break;
      case TS_BURGUNDY_ENTRY_BUY_WORKERS:
      case TS_BURGUNDY_ENTRY_DECLINE:
      default:
        break;
    }
  if (ok && json_object_has_member (o, "store"))
    ok = parse_store (o, e, error);
  if (!ok)
    return NULL;
  return g_steal_pointer (&e);
}

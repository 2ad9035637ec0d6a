/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo entries to and from JSON (their members in ts-burgundy-entry.h). */
#include "ts-burgundy-state.h"
#include "ts-burgundy-json-private.h"

#include "ts-engine-error.h"
#include "ts-i18n.h"

/* "space": a space of a solo board (0-36); a gint16 as every entry's space. */
static gboolean
get_space (JsonObject *o, gint16 *out, GError **error)
{
  gint8 space = -1;

  if (!ts_burgundy_json_get_int (o, "space", 0, TS_BURGUNDY_N_SPACES - 1, TRUE, &space, error))
    return FALSE;
  *out = space;
  return TRUE;
}

/* "tile": optional, a tile's name (never "unknown"). */
static gboolean
get_tile (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  JsonNode *n = json_object_get_member (o, "tile");
  int t;

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return TRUE;
  t = JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
          ? ts_burgundy_tile_from_id (json_node_get_string (n))
          : -1;
  if (t < TS_BURGUNDY_TILE_CASTLE || t == TS_BURGUNDY_TILE_FACE_DOWN)
    return ts_burgundy_json_parse_error (error, "tile", _ ("the name of a tile"));
  e->tile = t;
  return TRUE;
}

/* "goods": the 5 goods given, as goods types 1-6 (repeated as given). */
static gboolean
get_exchange (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  JsonNode *n = json_object_get_member (o, "goods");
  const char *what = _ ("an array of 5 goods types 1 to 6");

  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (json_node_get_array (n)) != TS_BURGUNDY_SOLO_EXCHANGE_GOODS)
    return ts_burgundy_json_parse_error (error, "goods", what);
  for (guint i = 0; i < TS_BURGUNDY_SOLO_EXCHANGE_GOODS; i++)
    {
      JsonNode *g = json_array_get_element (json_node_get_array (n), i);
      if (!JSON_NODE_HOLDS_VALUE (g) || json_node_get_value_type (g) != G_TYPE_INT64
          || json_node_get_int (g) < 1 || json_node_get_int (g) > 6)
        return ts_burgundy_json_parse_error (error, "goods", what);
      e->exchange[json_node_get_int (g)]++;
    }
  return TRUE;
}

gboolean
ts_burgundy_solo_entry_from_json (JsonObject *o, TsBurgundyEntry *e, GError **error)
{
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SOLO_REMOVE:
        return ts_burgundy_json_get_int (o, "depot", 1, 6, TRUE, &e->depot, error)
               && ts_burgundy_json_get_int (o, "slot", 0, TS_BURGUNDY_DEPOT_SLOTS - 1, TRUE, &e->slot, error);
      case TS_BURGUNDY_ENTRY_SOLO_EXCHANGE:
        return get_exchange (o, e, error)
               && ts_burgundy_json_get_int (o, "slot", 0, TS_BURGUNDY_BLACK_SLOTS - 1, TRUE, &e->slot, error)
               && get_tile (o, e, error)
               && ts_burgundy_json_get_int (o, "discard", 0, TS_BURGUNDY_MAX_STORAGE - 1, FALSE, &e->discard, error);
      case TS_BURGUNDY_ENTRY_SOLO_BLACK:
        return ts_burgundy_json_get_int (o, "slot", 0, TS_BURGUNDY_BLACK_SLOTS - 1, TRUE, &e->slot, error)
               && get_space (o, &e->space, error) && get_tile (o, e, error);
      case TS_BURGUNDY_ENTRY_BUY_VP:
        return ts_burgundy_json_get_int (o, "vp", 1, G_MAXINT8, TRUE, &e->vp, error);
      default:
        return TRUE;
    }
}

/* The members beyond "type" and "player" ("player" is not written for solo-remove). */
void
ts_burgundy_solo_entry_to_json (JsonBuilder *b, const TsBurgundyEntry *e)
{
  if (e->type == TS_BURGUNDY_ENTRY_SOLO_REMOVE)
    {
      json_builder_set_member_name (b, "depot");
      json_builder_add_int_value (b, e->depot);
    }
  if (e->type == TS_BURGUNDY_ENTRY_SOLO_EXCHANGE)
    {
      json_builder_set_member_name (b, "goods");
      json_builder_begin_array (b);
      for (guint g = 1; g <= 6; g++)
        for (guint k = 0; k < e->exchange[g]; k++)
          json_builder_add_int_value (b, g);
      json_builder_end_array (b);
    }
  if (e->type == TS_BURGUNDY_ENTRY_BUY_VP)
    {
      json_builder_set_member_name (b, "vp");
      json_builder_add_int_value (b, e->vp);
      return;
    }
  json_builder_set_member_name (b, "slot");
  json_builder_add_int_value (b, e->slot);
  if (e->space >= 0)
    {
      json_builder_set_member_name (b, "space");
      json_builder_add_int_value (b, e->space);
    }
  if (e->tile >= TS_BURGUNDY_TILE_CASTLE)
    {
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, ts_burgundy_tile_id (e->tile));
    }
  if (e->discard >= 0)
    {
      json_builder_set_member_name (b, "discard");
      json_builder_add_int_value (b, e->discard);
    }
}

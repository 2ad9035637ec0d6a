/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Entries written as JSON (shapes documented in ts-burgundy-entry.h); reading them is in
 * ts-burgundy-json.c. */
#include "ts-burgundy-state.h"
#include "ts-burgundy-json-private.h"

static void
add_int (JsonBuilder *b, const char *name, int v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

static void
add_tiles (JsonBuilder *b, const guint8 *tiles, guint n)
{
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    if (tiles[i] == TS_BURGUNDY_TILE_NONE)
      json_builder_add_null_value (b);
    else
      json_builder_add_string_value (b, ts_burgundy_tile_id (tiles[i]));
  json_builder_end_array (b);
}

JsonNode *
ts_burgundy_entry_to_json (const TsBurgundyEntry *e)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, ts_burgundy_entry_type_id (e->type));
  if (e->type != TS_BURGUNDY_ENTRY_FILL_DEPOTS && e->type != TS_BURGUNDY_ENTRY_ROLL
      && e->type != TS_BURGUNDY_ENTRY_SET_SHIELDS && e->type != TS_BURGUNDY_ENTRY_SOLO_REMOVE)
    add_int (b, "player", e->player);
  switch (e->type)
    {
      case TS_BURGUNDY_ENTRY_SOLO_REMOVE:
      case TS_BURGUNDY_ENTRY_SOLO_EXCHANGE:
      case TS_BURGUNDY_ENTRY_SOLO_BLACK:
      case TS_BURGUNDY_ENTRY_BUY_VP:
        ts_burgundy_solo_entry_to_json (b, e);
        break;
      case TS_BURGUNDY_ENTRY_STARTING_GOODS:
        json_builder_set_member_name (b, "goods");
        json_builder_begin_array (b);
        for (guint i = 0; i < 3; i++)
          json_builder_add_int_value (b, e->starting[i]);
        json_builder_end_array (b);
        break;
      case TS_BURGUNDY_ENTRY_FILL_DEPOTS:
        json_builder_set_member_name (b, "depots");
        json_builder_begin_array (b);
        for (guint d = 0; d < 6; d++)
          add_tiles (b, e->fill[d], 4);
        json_builder_end_array (b);
        json_builder_set_member_name (b, "black");
        add_tiles (b, e->fill_black, 8);
        json_builder_set_member_name (b, "goods");
        json_builder_begin_array (b);
        for (guint i = 0; i < 5; i++)
          json_builder_add_int_value (b, e->fill_goods[i]);
        json_builder_end_array (b);
        break;
      case TS_BURGUNDY_ENTRY_ROLL:
        {
          guint n = 0;
          while (n < 4 && e->dice[n][0] != 0)
            n++;
          json_builder_set_member_name (b, "dice");
          json_builder_begin_array (b);
          for (guint i = 0; i < n; i++)
            {
              json_builder_begin_array (b);
              json_builder_add_int_value (b, e->dice[i][0]);
              json_builder_add_int_value (b, e->dice[i][1]);
              json_builder_end_array (b);
            }
          json_builder_end_array (b);
          add_int (b, "white", e->white);
          break;
        }
      case TS_BURGUNDY_ENTRY_SET_SHIELDS:
        json_builder_set_member_name (b, "shields");
        json_builder_begin_array (b);
        for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
          {
            json_builder_begin_array (b);
            for (guint i = 0; i < TS_BURGUNDY_SHIELD_SLOTS; i++)
              if (e->shields[d][i] == 0)
                json_builder_add_null_value (b);
              else
                json_builder_add_int_value (b, e->shields[d][i]);
            json_builder_end_array (b);
          }
        json_builder_end_array (b);
        break;
      default:
        if (e->die >= 0 && e->type != TS_BURGUNDY_ENTRY_BUY_BLACK
            && e->type != TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT
            && e->type != TS_BURGUNDY_ENTRY_DECLINE && e->type != TS_BURGUNDY_ENTRY_END_TURN)
          {
            json_builder_set_member_name (b, "die");
            if (e->die <= TS_BURGUNDY_SRC_DIE1)
              json_builder_add_int_value (b, e->die);
            else
              json_builder_add_string_value (b, ts_burgundy_source_id (e->die));
          }
        if (e->depot >= 0)
          add_int (b, "depot", e->depot);
        if (e->slot >= 0)
          add_int (b, "slot", e->slot);
        if (e->storage >= 0)
          add_int (b, "storage", e->storage);
        if (e->space >= 0)
          add_int (b, "space", e->space);
        if (e->goods >= 0)
          add_int (b, "goods", e->goods);
        if (e->to >= 0)
          add_int (b, "to", e->to);
        if (e->workers > 0)
          add_int (b, "workers", e->workers);
        if (e->second_depot > 0)
          add_int (b, "second-depot", e->second_depot);
        if (e->discard >= 0)
          add_int (b, "discard", e->discard);
        if (e->store != TS_BURGUNDY_STORE_ANY)
          {
            json_builder_set_member_name (b, "store");
            json_builder_add_string_value (b, e->store == TS_BURGUNDY_STORE_SHARED ? "shared"
                                                                                   : "private");
          }
        if (e->tile >= TS_BURGUNDY_TILE_CASTLE)
          {
            json_builder_set_member_name (b, "tile");
            json_builder_add_string_value (b, ts_burgundy_tile_id (e->tile));
          }
        if (e->automatic)
          {
            json_builder_set_member_name (b, "automatic");
            json_builder_add_boolean_value (b, TRUE);
          }
        if (e->building >= 0)
          {
            json_builder_set_member_name (b, "building");
            json_builder_add_string_value (b, ts_burgundy_building_id (e->building));
          }
        if (e->target >= 0)
          add_int (b, "target", e->target);
        if (e->shield_goods >= 0)
          add_int (b, "shield-goods", e->shield_goods);
        if (e->remove != 0)
          {
            json_builder_set_member_name (b, "remove");
            json_builder_begin_array (b);
            for (guint n = 1; n <= TS_BURGUNDY_N_SHIELDS; n++)
              if ((e->remove >> n) & 1u)
                json_builder_add_int_value (b, n);
            json_builder_end_array (b);
          }
        if (e->keep != 0)
          {
            json_builder_set_member_name (b, "keep");
            json_builder_begin_array (b);
            for (guint g = 1; g <= 6; g++)
              if ((e->keep >> g) & 1u)
                json_builder_add_int_value (b, g);
            json_builder_end_array (b);
          }
        break;
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

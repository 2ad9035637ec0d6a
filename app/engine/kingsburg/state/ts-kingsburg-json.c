/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg entries as JSON (docs/file-format.md); the format is in ts-kingsburg-state.h. */
#include "ts-kingsburg-state.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"
#include "ts-ids.h"

static const char *const type_ids[] = {
  "roll", "battle", "reroll", "influence", "help", "build", "town-hall", "recruit", "goods", "pass",
};
G_STATIC_ASSERT (G_N_ELEMENTS (type_ids) == TS_KINGSBURG_N_ENTRY_TYPES);

const char *
ts_kingsburg_entry_type_id (TsKingsburgEntryType type)
{
  return ts_ids_get (type_ids, G_N_ELEMENTS (type_ids), type);
}

void
ts_kingsburg_entry_init (TsKingsburgEntry *e, TsKingsburgEntryType type, int player)
{
  /* Absent optional members are -1; everything else starts at 0. */
  *e = (TsKingsburgEntry){
    .type = type,
    .player = player,
    .advisor = -1,
    .building = -1,
    .die = -1,
    .pay = -1,
    .enemy = -1,
  };
}

/* Both read with the game's name in the message. */
#define bad(error, member) ts_entry_json_bad (error, _ ("Kingsburg"), member)
#define read_int(o, member, lo, hi, out, error)                                                   \
  ts_entry_json_int (o, member, lo, hi, out, _ ("Kingsburg"), error)
#define read_bool(o, member, out, error) ts_entry_json_bool (o, member, out, _ ("Kingsburg"), error)

static gboolean
read_values (JsonArray *a, guint8 *out, guint max, guint8 *n_out)
{
  guint n = a ? json_array_get_length (a) : 0;

  if (a == NULL || n == 0 || n > max)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      JsonNode *v = json_array_get_element (a, i);
      if (json_node_get_value_type (v) != G_TYPE_INT64 || json_node_get_int (v) < 1
          || json_node_get_int (v) > 6)
        return FALSE;
      out[i] = json_node_get_int (v);
    }
  *n_out = n;
  return TRUE;
}

static JsonArray *
array_member (JsonObject *o, const char *member)
{
  JsonNode *n = json_object_get_member (o, member);

  return n != NULL && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
}

static gboolean
read_goods (JsonObject *o, const char *member, guint8 goods[3], GError **error)
{
  JsonArray *a = array_member (o, member);

  memset (goods, 0, TS_KINGSBURG_N_GOODS);
  if (a == NULL || json_array_get_length (a) > 60)
    return bad (error, member);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *v = json_array_get_element (a, i);
      int g = json_node_get_value_type (v) == G_TYPE_STRING
                  ? ts_kingsburg_good_from_id (json_node_get_string (v))
                  : -1;
      if (g < 0)
        return bad (error, member);
      goods[g]++;
    }
  return TRUE;
}

static gboolean
read_pay (JsonObject *o, TsKingsburgEntry *e, GError **error)
{
  const char *pay = ts_entry_json_string (o, "pay");

  if (!json_object_has_member (o, "pay"))
    return TRUE;
  if (g_strcmp0 (pay, "plus2") == 0)
    e->pay = TS_KINGSBURG_PAY_PLUS2;
  else if ((e->pay = ts_kingsburg_good_from_id (pay)) < 0)
    return bad (error, "pay");
  return TRUE;
}

static gboolean
read_roll (JsonObject *o, TsKingsburgEntry *e, GError **error)
{
  JsonArray *dice = array_member (o, "dice");
  JsonArray *neutral = array_member (o, "neutral");

  if (dice == NULL || json_array_get_length (dice) < 2
      || json_array_get_length (dice) > TS_KINGSBURG_MAX_PLAYERS)
    return bad (error, "dice");
  e->n_rolled_players = json_array_get_length (dice);
  for (guint i = 0; i < e->n_rolled_players; i++)
    {
      JsonNode *v = json_array_get_element (dice, i);
      if (!JSON_NODE_HOLDS_ARRAY (v)
          || !read_values (json_node_get_array (v), e->rolled[i], TS_KINGSBURG_MAX_DICE,
                           &e->n_rolled[i]))
        return bad (error, "dice");
    }
  if (json_object_has_member (o, "neutral"))
    {
      JsonArray *three, *two;
      guint8 n3 = 0, n2 = 0;

      if (neutral == NULL || json_array_get_length (neutral) != 2
          || !JSON_NODE_HOLDS_ARRAY (json_array_get_element (neutral, 0))
          || !JSON_NODE_HOLDS_ARRAY (json_array_get_element (neutral, 1)))
        return bad (error, "neutral");
      three = json_node_get_array (json_array_get_element (neutral, 0));
      two = json_node_get_array (json_array_get_element (neutral, 1));
      if (!read_values (three, e->neutral, 3, &n3) || n3 != 3
          || !read_values (two, e->neutral + 3, 2, &n2) || n2 != 2)
        return bad (error, "neutral");
    }
  return TRUE;
}

static gboolean
read_dice_indices (JsonObject *o, TsKingsburgEntry *e, GError **error)
{
  JsonArray *a = array_member (o, "dice");

  if (a == NULL || json_array_get_length (a) == 0)
    return bad (error, "dice");
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *v = json_array_get_element (a, i);
      if (json_node_get_value_type (v) != G_TYPE_INT64 || json_node_get_int (v) < 0
          || json_node_get_int (v) >= TS_KINGSBURG_MAX_DICE
          || (e->dice & (1u << json_node_get_int (v))))
        return bad (error, "dice");
      e->dice |= 1u << json_node_get_int (v);
    }
  return TRUE;
}

static gboolean
read_by_type (JsonObject *o, TsKingsburgEntry *e, GError **error)
{
  gboolean flag = FALSE;
  int v = 0;

  switch (e->type)
    {
      case TS_KINGSBURG_ENTRY_ROLL:
        return read_roll (o, e, error);
      case TS_KINGSBURG_ENTRY_BATTLE:
        e->enemy = -1;
        if (!read_int (o, "king", 1, 6, &v, error))
          return FALSE;
        e->king = v;
        {
          const TsKingsburgData *data = ts_kingsburg_data_get (error);
          if (data == NULL)
            return FALSE;
          e->enemy = ts_kingsburg_enemy_from_id (
              data, ts_entry_json_string (o, "enemy"));
        }
        if (e->enemy < 0)
          return bad (error, "enemy");
        if (json_object_has_member (o, "card"))
          {
            if (!ts_kingsburg_card_from_json (json_object_get_member (o, "card"), &e->card, error))
              return FALSE;
            e->has_card = 1;
          }
        return TRUE;
      case TS_KINGSBURG_ENTRY_REROLL:
        e->building = ts_kingsburg_building_from_id (
            ts_entry_json_string (o, "building"));
        if (e->building == TS_KINGSBURG_B_STATUE)
          {
            if (!read_int (o, "die", 0, TS_KINGSBURG_MAX_DICE - 1, &v, error))
              return FALSE;
            e->die = v;
            if (!read_int (o, "value", 1, 6, &v, error))
              return FALSE;
            e->values[0] = v;
            e->n_values = 1;
            return TRUE;
          }
        if (e->building == TS_KINGSBURG_B_CHAPEL)
          return read_values (array_member (o, "values"), e->values, TS_KINGSBURG_MAX_DICE,
                              &e->n_values)
                 || bad (error, "values");
        return bad (error, "building");
      case TS_KINGSBURG_ENTRY_INFLUENCE:
        if (!read_int (o, "advisor", 1, TS_KINGSBURG_N_ADVISORS, &v, error))
          return FALSE;
        e->advisor = v;
        if (!read_bool (o, "plus2", &flag, error))
          return FALSE;
        e->plus2 = flag;
        if (!read_bool (o, "envoy", &flag, error))
          return FALSE;
        e->envoy = flag;
        return read_dice_indices (o, e, error);
      case TS_KINGSBURG_ENTRY_HELP:
        if (!read_int (o, "advisor", 1, TS_KINGSBURG_N_ADVISORS, &v, error))
          return FALSE;
        e->advisor = v;
        if (json_object_has_member (o, "goods") && !read_goods (o, "goods", e->goods, error))
          return FALSE;
        return read_pay (o, e, error);
      case TS_KINGSBURG_ENTRY_BUILD:
        e->building = ts_kingsburg_building_from_id (
            ts_entry_json_string (o, "building"));
        if (e->building < 0)
          return bad (error, "building");
        if (!read_bool (o, "envoy", &flag, error))
          return FALSE;
        e->envoy = flag;
        return TRUE;
      case TS_KINGSBURG_ENTRY_TOWN_HALL:
        return read_pay (o, e, error) && (e->pay >= 0 || bad (error, "pay"));
      case TS_KINGSBURG_ENTRY_RECRUIT:
      case TS_KINGSBURG_ENTRY_GOODS:
        return read_goods (o, "goods", e->goods, error);
      case TS_KINGSBURG_ENTRY_PASS:
        e->automatic = json_object_get_boolean_member_with_default (o, "automatic", FALSE);
        return TRUE;
      default:
        return TRUE;
    }
}

gpointer
ts_kingsburg_entry_from_json (JsonNode *node, GError **error)
{
  g_autofree TsKingsburgEntry *e = g_new0 (TsKingsburgEntry, 1);
  JsonObject *o;
  const char *type;
  int t, player = -1;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      bad (error, "type");
      return NULL;
    }
  o = json_node_get_object (node);
  type = ts_entry_json_string (o, "type");
  t = ts_ids_find (type_ids, G_N_ELEMENTS (type_ids), type);
  if (t < 0)
    {
      bad (error, "type");
      return NULL;
    }
  if (t != TS_KINGSBURG_ENTRY_ROLL && t != TS_KINGSBURG_ENTRY_BATTLE
      && !read_int (o, "player", 0, TS_KINGSBURG_MAX_PLAYERS - 1, &player, error))
    return NULL;
  ts_kingsburg_entry_init (e, t, player);
  if (!read_by_type (o, e, error))
    return NULL;
  return g_steal_pointer (&e);
}

static const char *
pay_id (int pay)
{
  return pay == TS_KINGSBURG_PAY_PLUS2 ? "plus2" : ts_kingsburg_good_id (pay);
}

static void
add_goods (JsonBuilder *b, const char *member, const guint8 goods[3])
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    for (guint k = 0; k < goods[g]; k++)
      json_builder_add_string_value (b, ts_kingsburg_good_id (g));
  json_builder_end_array (b);
}

static void
add_values (JsonBuilder *b, const guint8 *values, guint n)
{
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_int_value (b, values[i]);
  json_builder_end_array (b);
}

static void
add_int (JsonBuilder *b, const char *member, int value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
add_string (JsonBuilder *b, const char *member, const char *value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_string_value (b, value);
}

JsonNode *
ts_kingsburg_entry_to_json (gconstpointer entry)
{
  const TsKingsburgEntry *e = entry;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  const TsKingsburgData *data = ts_kingsburg_data_get (NULL);

  json_builder_begin_object (b);
  add_string (b, "type", ts_kingsburg_entry_type_id (e->type));
  if (e->type != TS_KINGSBURG_ENTRY_ROLL && e->type != TS_KINGSBURG_ENTRY_BATTLE)
    add_int (b, "player", e->player);
  switch (e->type)
    {
      case TS_KINGSBURG_ENTRY_ROLL:
        json_builder_set_member_name (b, "dice");
        json_builder_begin_array (b);
        for (guint i = 0; i < e->n_rolled_players; i++)
          add_values (b, e->rolled[i], e->n_rolled[i]);
        json_builder_end_array (b);
        if (e->neutral[0] != 0)
          {
            json_builder_set_member_name (b, "neutral");
            json_builder_begin_array (b);
            add_values (b, e->neutral, 3);
            add_values (b, e->neutral + 3, 2);
            json_builder_end_array (b);
          }
        break;
      case TS_KINGSBURG_ENTRY_BATTLE:
        add_string (b, "enemy", data && e->enemy >= 0 ? data->enemies[e->enemy].id : "");
        add_int (b, "king", e->king);
        if (e->has_card)
          {
            json_builder_set_member_name (b, "card");
            json_builder_add_value (b, ts_kingsburg_card_to_json (&e->card));
          }
        break;
      case TS_KINGSBURG_ENTRY_REROLL:
        add_string (b, "building", ts_kingsburg_building_id (e->building));
        if (e->building == TS_KINGSBURG_B_STATUE)
          {
            add_int (b, "die", e->die);
            add_int (b, "value", e->values[0]);
          }
        else
          {
            json_builder_set_member_name (b, "values");
            add_values (b, e->values, e->n_values);
          }
        break;
      case TS_KINGSBURG_ENTRY_INFLUENCE:
        add_int (b, "advisor", e->advisor);
        json_builder_set_member_name (b, "dice");
        json_builder_begin_array (b);
        for (guint d = 0; d < TS_KINGSBURG_MAX_DICE; d++)
          if (e->dice & (1u << d))
            json_builder_add_int_value (b, d);
        json_builder_end_array (b);
        if (e->plus2)
          {
            json_builder_set_member_name (b, "plus2");
            json_builder_add_boolean_value (b, TRUE);
          }
        if (e->envoy)
          {
            json_builder_set_member_name (b, "envoy");
            json_builder_add_boolean_value (b, TRUE);
          }
        break;
      case TS_KINGSBURG_ENTRY_HELP:
        add_int (b, "advisor", e->advisor);
        if (e->goods[0] + e->goods[1] + e->goods[2] > 0)
          add_goods (b, "goods", e->goods);
        if (e->pay >= 0)
          add_string (b, "pay", pay_id (e->pay));
        break;
      case TS_KINGSBURG_ENTRY_BUILD:
        add_string (b, "building", ts_kingsburg_building_id (e->building));
        if (e->envoy)
          {
            json_builder_set_member_name (b, "envoy");
            json_builder_add_boolean_value (b, TRUE);
          }
        break;
      case TS_KINGSBURG_ENTRY_TOWN_HALL:
        add_string (b, "pay", pay_id (e->pay));
        break;
      case TS_KINGSBURG_ENTRY_RECRUIT:
      case TS_KINGSBURG_ENTRY_GOODS:
        add_goods (b, "goods", e->goods);
        break;
      case TS_KINGSBURG_ENTRY_PASS:
        if (e->automatic)
          {
            json_builder_set_member_name (b, "automatic");
            json_builder_add_boolean_value (b, TRUE);
          }
        break;
      default:
        break;
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

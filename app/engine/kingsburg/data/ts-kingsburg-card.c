/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Enemy cards' values: the printed ones, a box's own as JSON, their limits and their words
 * (KB-BAT-02/03). */
#include "ts-kingsburg-data.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"

/* Generous bounds: a box's card may differ from the shipped list, not be absurd. */
#define MAX_STRENGTH 20
#define MAX_COUNT 9

void
ts_kingsburg_card_printed (const TsKingsburgData *data, guint enemy, TsKingsburgCardValues *v)
{
  const TsKingsburgEnemy *e = &data->enemies[enemy];

  memset (v, 0, sizeof *v);
  v->strength = e->strength;
  v->victory = e->victory;
  v->defeat = e->defeat;
}

gboolean
ts_kingsburg_card_equal (const TsKingsburgCardValues *a, const TsKingsburgCardValues *b)
{
  return memcmp (a, b, sizeof *a) == 0;
}

/* The counts of a bundle a card uses, with their names for messages. */
static gboolean
check_counts (const char *id, const TsKingsburgBundle *b, gboolean victory, GError **error)
{
  const struct
  {
    int value;
    const char *name;
  } counts[] = {
    { b->vp, _ ("VP") },
    { b->goods[TS_KINGSBURG_GOLD], ts_kingsburg_good_name (TS_KINGSBURG_GOLD) },
    { b->goods[TS_KINGSBURG_WOOD], ts_kingsburg_good_name (TS_KINGSBURG_WOOD) },
    { b->goods[TS_KINGSBURG_STONE], ts_kingsburg_good_name (TS_KINGSBURG_STONE) },
    { b->of_choice, _ ("goods of choice") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    if (counts[i].value < 0 || counts[i].value > MAX_COUNT)
      return ts_kingsburg_refuse_rule (
          error, "KB-BAT-03",
          victory
              /* Translators: a card id, a count and what it counts (“12 VP”, “10 gold”) */
              ? _ ("Card %s: a reward of %d %s is not possible; a card prints 0 to 9.")
              /* Translators: a card id, a count and what it counts (“12 VP”, “10 gold”) */
              : _ ("Card %s: a penalty of %d %s is not possible; a card prints 0 to 9."),
          id, counts[i].value, counts[i].name);
  if (b->soldiers != 0 || b->plus2 != 0)
    return ts_kingsburg_refuse_rule (
        error, "KB-BAT-03",
        /* Translators: a card id */
        _ ("Card %s: enemy cards give and take no soldiers and no “+2” tokens."), id);
  if (victory && b->building)
    return ts_kingsburg_refuse_rule (
        error, "KB-BAT-03",
        /* Translators: a card id */
        _ ("Card %s: only a defeat destroys a building, not a victory."), id);
  if (b->building > 1)
    return ts_kingsburg_refuse_rule (error, "KB-BAT-13",
                                     /* Translators: a card id */
                                     _ ("Card %s: a defeat destroys at most one building."), id);
  return TRUE;
}

gboolean
ts_kingsburg_card_check (const TsKingsburgData *data, guint enemy, const TsKingsburgCardValues *v,
                         GError **error)
{
  const char *id = enemy < TS_KINGSBURG_N_ENEMIES ? data->enemies[enemy].id : "?";

  if (v->strength < 1 || v->strength > MAX_STRENGTH)
    return ts_kingsburg_refuse_rule (
        error, "KB-BAT-02",
        /* Translators: a card id and a strength */
        _ ("Card %s: a strength of %u is not possible; enter 1 to 20."), id, v->strength);
  return check_counts (id, &v->victory, TRUE, error) && check_counts (id, &v->defeat, FALSE, error);
}

static gboolean
bad (GError **error, const char *member)
{
  /* Translators: %s is a member of an enemy card's values (“victory/vp”) */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
               _ ("The enemy card's “%s” is missing or not valid."), member);
  return FALSE;
}

static gboolean
small_int (JsonNode *n, gint8 *out)
{
  if (n == NULL || json_node_get_value_type (n) != G_TYPE_INT64 || json_node_get_int (n) < G_MININT8
      || json_node_get_int (n) > G_MAXINT8)
    return FALSE;
  *out = json_node_get_int (n);
  return TRUE;
}

static gboolean
read_bundle (JsonObject *card, const char *member, TsKingsburgBundle *b, GError **error)
{
  JsonNode *node = json_object_get_member (card, member);
  g_autoptr (GList) keys = NULL;

  memset (b, 0, sizeof *b);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, member);
  keys = json_object_get_members (json_node_get_object (node));
  for (GList *k = keys; k != NULL; k = k->next)
    {
      JsonNode *m = json_object_get_member (json_node_get_object (node), k->data);
      g_autofree char *path = g_strdup_printf ("%s/%s", member, (const char *)k->data);
      int good = ts_kingsburg_good_from_id (k->data);
      gboolean ok;

      if (g_strcmp0 (k->data, "building") == 0)
        {
          ok = json_node_get_value_type (m) == G_TYPE_BOOLEAN;
          b->building = ok && json_node_get_boolean (m);
        }
      else if (g_strcmp0 (k->data, "vp") == 0)
        ok = small_int (m, &b->vp);
      else if (g_strcmp0 (k->data, "goods-of-choice") == 0)
        ok = small_int (m, &b->of_choice);
      else if (good >= 0)
        ok = small_int (m, &b->goods[good]);
      else
        ok = FALSE;
      if (!ok)
        return bad (error, path);
    }
  return TRUE;
}

gboolean
ts_kingsburg_card_from_json (JsonNode *node, TsKingsburgCardValues *v, GError **error)
{
  JsonObject *o;
  gint8 strength = 0;

  memset (v, 0, sizeof *v);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, "card");
  o = json_node_get_object (node);
  if (!small_int (json_object_get_member (o, "strength"), &strength) || strength < 0)
    return bad (error, "strength");
  v->strength = strength;
  return read_bundle (o, "victory", &v->victory, error)
         && read_bundle (o, "defeat", &v->defeat, error);
}

static void
add_bundle (JsonBuilder *b, const char *member, const TsKingsburgBundle *bundle)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  if (bundle->vp != 0)
    {
      json_builder_set_member_name (b, "vp");
      json_builder_add_int_value (b, bundle->vp);
    }
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    if (bundle->goods[g] != 0)
      {
        json_builder_set_member_name (b, ts_kingsburg_good_id (g));
        json_builder_add_int_value (b, bundle->goods[g]);
      }
  if (bundle->of_choice != 0)
    {
      json_builder_set_member_name (b, "goods-of-choice");
      json_builder_add_int_value (b, bundle->of_choice);
    }
  if (bundle->building)
    {
      json_builder_set_member_name (b, "building");
      json_builder_add_boolean_value (b, TRUE);
    }
  json_builder_end_object (b);
}

JsonNode *
ts_kingsburg_card_to_json (const TsKingsburgCardValues *v)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "strength");
  json_builder_add_int_value (b, v->strength);
  add_bundle (b, "victory", &v->victory);
  add_bundle (b, "defeat", &v->defeat);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

char *
ts_kingsburg_bundle_text (const TsKingsburgBundle *bundle)
{
  GString *text = g_string_new (NULL);

  if (bundle->vp != 0)
    /* Translators: victory points on an enemy card (“2 VP”) */
    g_string_append_printf (text, C_ ("enemy card", "%d VP"), bundle->vp);
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    if (bundle->goods[g] != 0)
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append_printf (text, C_ ("goods", "%u %s"), (guint)bundle->goods[g],
                                ts_kingsburg_good_name (g));
      }
  if (bundle->of_choice != 0)
    {
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text,
                              /* Translators: goods the player chooses, on an enemy card */
                              ngettext ("%d good of choice", "%d goods of choice",
                                        bundle->of_choice),
                              bundle->of_choice);
    }
  if (bundle->building)
    {
      if (text->len > 0)
        g_string_append (text, ", ");
      /* Translators: an enemy card's penalty: the player loses a building (KB-BAT-13) */
      g_string_append (text, _ ("a building"));
    }
  if (text->len == 0)
    /* Translators: an enemy card's reward or penalty when it prints none */
    g_string_append (text, _ ("nothing"));
  return g_string_free (text, FALSE);
}

gboolean
ts_kingsburg_card_check_json (const char *id, JsonNode *values, TsKingsburgCardValues *out,
                              GError **error)
{
  const TsKingsburgData *data = ts_kingsburg_data_get (error);
  TsKingsburgCardValues scratch;
  int enemy;

  if (data == NULL)
    return FALSE;
  enemy = ts_kingsburg_enemy_from_id (data, id);
  if (enemy < 0)
    return ts_kingsburg_refuse_rule (error, "KB-CMP-03",
                                     /* Translators: an enemy card id as the user's file gives it */
                                     _ ("There is no enemy card “%s”: cards are Y1-01 to Y5-25."),
                                     id);
  if (out == NULL)
    out = &scratch;
  return ts_kingsburg_card_from_json (values, out, error)
         && ts_kingsburg_card_check (data, enemy, out, error);
}

gboolean
ts_kingsburg_card_check_item (const char *id, JsonNode *values, gpointer unused, GError **error)
{
  return ts_kingsburg_card_check_json (id, values, NULL, error);
}

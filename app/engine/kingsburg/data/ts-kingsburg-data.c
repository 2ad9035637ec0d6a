/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg component data: our JSON files in the GResource, checked on load. */
#include "ts-kingsburg-data.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-json-read.h"
#include "ts-ids.h"

#define KB_RESOURCE_DIR "/io/github/tableside/Tableside/games/kingsburg/"

GResource *ts_games_get_resource (void);

static const char *const good_ids[] = { "gold", "wood", "stone" };
static const char *const building_ids[] = {
  "statue",   "chapel",        "church",          "cathedral",   "inn",
  "market",   "farms",         "merchants-guild", "guard-tower", "blacksmith",
  "barracks", "wizards-guild", "palisade",        "stable",      "stone-wall",
  "fortress", "barricade",     "crane",           "town-hall",   "embassy",
};
static const char *const advisor_ids[] = {
  NULL,         "jester",    "squire",        "architect", "merchant",   "sergeant", "alchemist",
  "astronomer", "treasurer", "master-hunter", "general",   "swordsmith", "duchess",  "champion",
  "smuggler",   "inventor",  "wizard",        "queen",     "king",
};
static const char *const kind_ids[] = {
  "barbarians", "goblins", "orcs", "zombies", "demons", "dragons",
};

const char *
ts_kingsburg_good_id (TsKingsburgGood good)
{
  return ts_ids_get (good_ids, G_N_ELEMENTS (good_ids), good);
}

int
ts_kingsburg_good_from_id (const char *id)
{
  return ts_ids_find (good_ids, G_N_ELEMENTS (good_ids), id);
}

const char *
ts_kingsburg_good_name (TsKingsburgGood good)
{
  /* Translators: Kingsburg's goods */
  static const char *const names[] = { N_ ("gold"), N_ ("wood"), N_ ("stone") };

  return ts_ids_name (names, G_N_ELEMENTS (names), good);
}

const char *
ts_kingsburg_building_id (guint building)
{
  return ts_ids_get (building_ids, G_N_ELEMENTS (building_ids), building);
}

int
ts_kingsburg_building_from_id (const char *id)
{
  return ts_ids_find (building_ids, G_N_ELEMENTS (building_ids), id);
}

const char *
ts_kingsburg_building_name (guint building)
{
  /* Translators: the buildings of a Kingsburg province sheet */
  static const char *const names[] = {
    N_ ("Statue"),      N_ ("Chapel"),     N_ ("Church"),     N_ ("Cathedral"),
    N_ ("Inn"),         N_ ("Market"),     N_ ("Farms"),      N_ ("Merchants' Guild"),
    N_ ("Guard Tower"), N_ ("Blacksmith"), N_ ("Barracks"),   N_ ("Wizards' Guild"),
    N_ ("Palisade"),    N_ ("Stable"),     N_ ("Stone Wall"), N_ ("Fortress"),
    N_ ("Barricade"),   N_ ("Crane"),      N_ ("Town Hall"),  N_ ("Embassy"),
  };
  return ts_ids_name (names, G_N_ELEMENTS (names), building);
}

const char *
ts_kingsburg_advisor_name (guint number)
{
  /* Translators: the King's advisors of Kingsburg, numbered 1 to 18 */
  static const char *const names[] = {
    NULL,
    N_ ("Jester"),
    N_ ("Squire"),
    N_ ("Architect"),
    N_ ("Merchant"),
    N_ ("Sergeant"),
    N_ ("Alchemist"),
    N_ ("Astronomer"),
    N_ ("Treasurer"),
    N_ ("Master Hunter"),
    N_ ("General"),
    N_ ("Swordsmith"),
    N_ ("Duchess"),
    N_ ("Champion"),
    N_ ("Smuggler"),
    N_ ("Inventor"),
    N_ ("Wizard"),
    N_ ("Queen"),
    N_ ("King"),
  };
  return ts_ids_name (names, G_N_ELEMENTS (names), number);
}

const char *
ts_kingsburg_kind_name (guint kind)
{
  /* Translators: the kinds of enemies on Kingsburg's enemy cards */
  static const char *const names[] = {
    N_ ("Barbarians"), N_ ("Goblins"), N_ ("Orcs"), N_ ("Zombies"), N_ ("Demons"), N_ ("Dragons"),
  };
  return ts_ids_name (names, G_N_ELEMENTS (names), kind);
}

int
ts_kingsburg_enemy_from_id (const TsKingsburgData *data, const char *id)
{
  for (guint i = 0; i < TS_KINGSBURG_N_ENEMIES; i++)
    if (g_strcmp0 (id, data->enemies[i].id) == 0)
      return i;
  return -1;
}

static gboolean
data_error (GError **error, const char *file, const char *what)
{
  /* Translators: a component file name, then what is wrong in it */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, _ ("Kingsburg component file %s: %s"),
               file, what);
  return FALSE;
}

/* Parses @json (through the one JSON reader) into *@json_root and returns its list member
 * @list after checking "format" and "version". */
static JsonArray *
open_list (JsonNode **json_root, const char *json, const char *file, const char *format,
           const char *list, GError **error)
{
  g_autoptr (GError) local = NULL;
  JsonObject *root;

  *json_root = ts_json_read_data (json, -1, file, &local);
  if (*json_root == NULL)
    {
      data_error (error, file, local->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (*json_root))
    {
      data_error (error, file, _ ("the file is not a JSON object"));
      return NULL;
    }
  root = json_node_get_object (*json_root);
  if (!ts_json_read_format (root, format, 1))
    {
      data_error (error, file, _ ("this is not version 1 of the expected format"));
      return NULL;
    }
  if (!json_object_has_member (root, list)
      || !JSON_NODE_HOLDS_ARRAY (json_object_get_member (root, list)))
    {
      /* Translators: %s is a JSON member name */
      g_autofree char *msg = g_strdup_printf (_ ("the list “%s” is missing"), list);
      data_error (error, file, msg);
      return NULL;
    }
  return json_object_get_array_member (root, list);
}

/* Reads counts such as {"gold": 1, "vp": -1, "building": true}; unknown keys are refused. */
static gboolean
read_bundle (JsonNode *node, TsKingsburgBundle *out, const char *file, const char *where,
             GError **error)
{
  static const char *const counts[] = { "vp", "soldiers", "plus2", "goods-of-choice" };
  static const gsize offsets[] = {
    G_STRUCT_OFFSET (TsKingsburgBundle, vp),
    G_STRUCT_OFFSET (TsKingsburgBundle, soldiers),
    G_STRUCT_OFFSET (TsKingsburgBundle, plus2),
    G_STRUCT_OFFSET (TsKingsburgBundle, of_choice),
  };
  JsonObject *o;
  g_autoptr (GList) keys = NULL;

  memset (out, 0, sizeof *out);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      /* Translators: %s names an advisor or a card */
      g_autofree char *msg = g_strdup_printf (_ ("%s: a gain or loss must be an object"), where);
      return data_error (error, file, msg);
    }
  o = json_node_get_object (node);
  keys = json_object_get_members (o);
  for (GList *k = keys; k != NULL; k = k->next)
    {
      const char *key = k->data;
      JsonNode *m = json_object_get_member (o, key);
      gint64 v = JSON_NODE_HOLDS_VALUE (m) ? json_node_get_int (m) : 0;
      int good = ts_kingsburg_good_from_id (key);

      if (g_strcmp0 (key, "building") == 0)
        out->building = json_node_get_boolean (m) ? 1 : 0;
      else if (v < -9 || v > 9)
        {
          /* Translators: %s names an advisor or a card, then a member name */
          g_autofree char *msg = g_strdup_printf (_ ("%s: “%s” is out of range"), where, key);
          return data_error (error, file, msg);
        }
      else if (good >= 0)
        out->goods[good] = v;
      else if (ts_ids_find (counts, G_N_ELEMENTS (counts), key) >= 0)
        G_STRUCT_MEMBER (gint8, out, offsets[ts_ids_find (counts, G_N_ELEMENTS (counts), key)]) = v;
      else
        {
          g_autofree char *msg = g_strdup_printf (_ ("%s: unknown member “%s”"), where, key);
          return data_error (error, file, msg);
        }
      if (good >= 0 && v < 0)
        {
          g_autofree char *msg = g_strdup_printf (_ ("%s: “%s” is out of range"), where, key);
          return data_error (error, file, msg);
        }
    }
  return TRUE;
}

gboolean
ts_kingsburg_data_load_advisors (TsKingsburgData *data, const char *json, GError **error)
{
  const char *file = "advisors.json";
  g_autoptr (JsonNode) json_root = NULL;
  JsonArray *list
      = open_list (&json_root, json, file, "tableside-kingsburg-advisors", "advisors", error);
  guint seen = 0;

  if (list == NULL)
    return FALSE;
  if (json_array_get_length (list) != TS_KINGSBURG_N_ADVISORS)
    return data_error (error, file, _ ("there must be 18 advisors"));
  for (guint i = 0; i < TS_KINGSBURG_N_ADVISORS; i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      gint64 n = o ? json_object_get_int_member_with_default (o, "number", 0) : 0;
      const char *id = o ? json_object_get_string_member_with_default (o, "id", "") : "";
      TsKingsburgAdvisor *a;
      g_autofree char *where = g_strdup_printf ("advisor %u", i + 1);

      if (n < 1 || n > TS_KINGSBURG_N_ADVISORS || (seen & (1u << n)))
        return data_error (error, file, _ ("advisors must be numbered 1 to 18, each once"));
      if (g_strcmp0 (id, advisor_ids[n]) != 0)
        return data_error (error, file, _ ("an advisor's id does not match its number"));
      seen |= 1u << n;
      a = &data->advisors[n];
      memset (a, 0, sizeof *a);
      g_strlcpy (a->id, id, sizeof a->id);
      if (json_object_has_member (o, "gives")
          && !read_bundle (json_object_get_member (o, "gives"), &a->gives, file, where, error))
        return FALSE;
      a->gives.of_choice = json_object_get_int_member_with_default (o, "goods-of-choice", 0);
      a->exchange = json_object_get_boolean_member_with_default (o, "exchange", FALSE);
      a->sees_enemy = json_object_get_boolean_member_with_default (o, "sees-enemy", FALSE);
      if (json_object_has_member (o, "one-of"))
        {
          JsonArray *alts = json_object_get_array_member (o, "one-of");
          guint n_alts = alts ? json_array_get_length (alts) : 0;

          if (n_alts < 2 || n_alts > G_N_ELEMENTS (a->one_of))
            return data_error (error, file, _ ("“one-of” must list 2 or 3 alternatives"));
          a->n_one_of = n_alts;
          for (guint k = 0; k < n_alts; k++)
            if (!read_bundle (json_array_get_element (alts, k), &a->one_of[k], file, where, error))
              return FALSE;
        }
      if (a->gives.of_choice < 0 || a->gives.of_choice > 3)
        return data_error (error, file, _ ("goods of choice must be 0 to 3"));
    }
  return TRUE;
}

gboolean
ts_kingsburg_data_load_buildings (TsKingsburgData *data, const char *json, GError **error)
{
  const char *file = "buildings.json";
  g_autoptr (JsonNode) json_root = NULL;
  JsonArray *list
      = open_list (&json_root, json, file, "tableside-kingsburg-buildings", "buildings", error);
  guint32 seen = 0, cells = 0;

  if (list == NULL)
    return FALSE;
  if (json_array_get_length (list) != TS_KINGSBURG_N_BUILDINGS)
    return data_error (error, file, _ ("there must be 20 buildings"));
  for (guint i = 0; i < TS_KINGSBURG_N_BUILDINGS; i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      int b = ts_kingsburg_building_from_id (
          o ? json_object_get_string_member_with_default (o, "id", "") : "");
      gint64 row = o ? json_object_get_int_member_with_default (o, "row", 0) : 0;
      gint64 col = o ? json_object_get_int_member_with_default (o, "column", 0) : 0;
      TsKingsburgBuilding *d;
      TsKingsburgBundle cost, against;
      guint total = 0;

      if (b < 0 || (seen & (1u << b)))
        return data_error (error, file, _ ("every building must appear once, by a known id"));
      if (row < 1 || row > TS_KINGSBURG_ROWS || col < 1 || col > TS_KINGSBURG_COLUMNS
          || (cells & (1u << ((row - 1) * TS_KINGSBURG_COLUMNS + col - 1))))
        return data_error (error, file, _ ("buildings must fill 5 rows of 4 columns, one a space"));
      seen |= 1u << b;
      cells |= 1u << ((row - 1) * TS_KINGSBURG_COLUMNS + col - 1);
      d = &data->buildings[b];
      memset (d, 0, sizeof *d);
      d->row = row - 1;
      d->column = col - 1;
      if (!read_bundle (json_object_get_member (o, "cost"), &cost, file, building_ids[b], error))
        return FALSE;
      for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
        {
          d->cost[g] = cost.goods[g];
          total += cost.goods[g];
        }
      if (total == 0 || cost.vp || cost.soldiers || cost.plus2 || cost.of_choice)
        return data_error (error, file, _ ("a building costs goods, at least one"));
      d->vp = json_object_get_int_member_with_default (o, "vp", -1);
      if (json_object_get_int_member_with_default (o, "vp", -1) < 0
          || json_object_get_int_member_with_default (o, "vp", -1) > 9)
        return data_error (error, file, _ ("a building's VP must be 0 to 9"));
      d->battle = json_object_get_int_member_with_default (o, "battle", 0);
      for (guint k = 0; k < TS_KINGSBURG_N_KINDS; k++)
        d->against[k] = d->battle;
      if (json_object_has_member (o, "battle-against"))
        {
          JsonObject *vs = json_object_get_object_member (o, "battle-against");
          g_autoptr (GList) keys = vs ? json_object_get_members (vs) : NULL;

          memset (&against, 0, sizeof against);
          for (GList *k = keys; k != NULL; k = k->next)
            {
              int kind = ts_ids_find (kind_ids, G_N_ELEMENTS (kind_ids), k->data);

              if (kind < 0)
                return data_error (error, file, _ ("“battle-against” names an unknown enemy"));
              d->against[kind] = json_object_get_int_member (vs, k->data);
            }
        }
    }
  return TRUE;
}

gboolean
ts_kingsburg_data_load_enemies (TsKingsburgData *data, const char *json, GError **error)
{
  const char *file = "enemies.json";
  g_autoptr (JsonNode) json_root = NULL;
  JsonArray *list
      = open_list (&json_root, json, file, "tableside-kingsburg-enemies", "enemies", error);
  JsonObject *root;
  JsonArray *ranges;
  guint per_year[TS_KINGSBURG_YEARS] = { 0 };

  if (list == NULL)
    return FALSE;
  root = json_node_get_object (json_root);
  ranges = json_object_has_member (root, "strength-by-year")
               ? json_object_get_array_member (root, "strength-by-year")
               : NULL;
  if (ranges == NULL || json_array_get_length (ranges) != TS_KINGSBURG_YEARS)
    return data_error (error, file, _ ("“strength-by-year” must give 5 ranges"));
  for (guint y = 0; y < TS_KINGSBURG_YEARS; y++)
    {
      JsonArray *r = json_array_get_array_element (ranges, y);
      if (r == NULL || json_array_get_length (r) != 2)
        return data_error (error, file, _ ("“strength-by-year” must give 5 ranges"));
      data->strength_range[y][0] = json_array_get_int_element (r, 0);
      data->strength_range[y][1] = json_array_get_int_element (r, 1);
    }
  if (json_array_get_length (list) != TS_KINGSBURG_N_ENEMIES)
    return data_error (error, file, _ ("there must be 25 enemy cards"));
  for (guint i = 0; i < TS_KINGSBURG_N_ENEMIES; i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      TsKingsburgEnemy *e = &data->enemies[i];
      const char *id = o ? json_object_get_string_member_with_default (o, "id", "") : "";
      const char *kind = o ? json_object_get_string_member_with_default (o, "kind", "") : "";
      gint64 year = o ? json_object_get_int_member_with_default (o, "year", 0) : 0;
      g_autofree char *expected = NULL;

      memset (e, 0, sizeof *e);
      if (year < 1 || year > TS_KINGSBURG_YEARS)
        return data_error (error, file, _ ("an enemy card's year must be 1 to 5"));
      /* Ids say the year back and the card: “Y1-03”, numbered 1-25 in file order. */
      expected = g_strdup_printf ("Y%d-%02u", (int)year, i + 1);
      if (g_strcmp0 (id, expected) != 0)
        return data_error (error, file, _ ("enemy cards must be Y1-01 to Y5-25 in order"));
      g_strlcpy (e->id, id, sizeof e->id);
      e->year = year;
      per_year[year - 1]++;
      if (ts_ids_find (kind_ids, G_N_ELEMENTS (kind_ids), kind) < 0)
        return data_error (error, file, _ ("an enemy card has an unknown kind"));
      e->kind = ts_ids_find (kind_ids, G_N_ELEMENTS (kind_ids), kind);
      e->strength = json_object_get_int_member_with_default (o, "strength", 0);
      if (e->strength < data->strength_range[year - 1][0]
          || e->strength > data->strength_range[year - 1][1])
        return data_error (error, file,
                           _ ("an enemy's strength is outside the range its year back prints"));
      e->certain = json_object_get_boolean_member_with_default (o, "certain", TRUE);
      if (!e->certain && !json_object_has_member (o, "doubt"))
        return data_error (error, file, _ ("an uncertain card must say its doubt"));
      g_strlcpy (e->doubt, json_object_get_string_member_with_default (o, "doubt", ""),
                 sizeof e->doubt);
      if (!read_bundle (json_object_get_member (o, "defeat"), &e->defeat, file, id, error)
          || !read_bundle (json_object_get_member (o, "victory"), &e->victory, file, id, error))
        return FALSE;
      if (e->defeat.vp < 0 || e->victory.vp < 0)
        return data_error (error, file, _ ("VP lost or won are counted from 0 up"));
    }
  for (guint y = 0; y < TS_KINGSBURG_YEARS; y++)
    if (per_year[y] != 5)
      return data_error (error, file, _ ("each year back must have 5 enemy cards"));
  return TRUE;
}

/* The three files in order; the first failure is kept as the message. */
static gpointer
load_shipped (gpointer failure)
{
  static const struct
  {
    const char *file;
    gboolean (*parse) (TsKingsburgData *, const char *, GError **);
  } files[] = {
    { "advisors.json", ts_kingsburg_data_load_advisors },
    { "buildings.json", ts_kingsburg_data_load_buildings },
    { "enemies.json", ts_kingsburg_data_load_enemies },
  };
  g_autofree TsKingsburgData *data = g_new0 (TsKingsburgData, 1);

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_strconcat (KB_RESOURCE_DIR, files[i].file, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GBytes) bytes = g_resource_lookup_data (ts_games_get_resource (), path, 0, &error);
      g_autofree char *text = NULL;

      if (bytes != NULL)
        text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      else
        {
          g_autofree char *why = g_strdup (error->message);

          g_clear_error (&error);
          data_error (&error, files[i].file, why);
        }
      if (text == NULL || !files[i].parse (data, text, &error))
        {
          *(char **)failure = g_strdup (error->message);
          return NULL;
        }
    }
  return g_steal_pointer (&data);
}

const TsKingsburgData *
ts_kingsburg_data_get (GError **error)
{
  static GOnce once = G_ONCE_INIT;
  static char *failure;
  const TsKingsburgData *data = g_once (&once, load_shipped, &failure);

  if (data == NULL)
    g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, failure);
  return data;
}

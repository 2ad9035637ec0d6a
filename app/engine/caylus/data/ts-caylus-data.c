/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's components: data/games/caylus/components.json in the GResource, checked on
 * load, and the corrections a user makes for their own box (interned copies). */
#include "ts-caylus-data-private.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-json-read.h"
#include "ts-ids.h"

#define CY_RESOURCE "/io/github/tableside/Tableside/games/caylus/components.json"
#define CY_FILE "components.json"

GResource *ts_games_get_resource (void);

static const char *const resource_ids[] = { "food", "wood", "stone", "cloth", "gold" };
G_STATIC_ASSERT (G_N_ELEMENTS (resource_ids) == TS_CAYLUS_N_RESOURCES);
static const char *const class_ids[] = { "printed", "start", "wood", "stone", "monument" };
G_STATIC_ASSERT (G_N_ELEMENTS (class_ids) == TS_CAYLUS_N_CLASSES);
static const char *const unsure_ids[] = { "cost", "pp", "setup", "name" };

int
ts_caylus_resource_from_string (const char *name)
{
  return ts_ids_find (resource_ids, G_N_ELEMENTS (resource_ids), name);
}

const char *
ts_caylus_resource_to_string (TsCaylusResource resource)
{
  return ts_ids_get (resource_ids, G_N_ELEMENTS (resource_ids), resource);
}

static gboolean
cy_data_error (GError **error, const char *where, const char *what)
{
  /* Translators: the Caylus component file, where in it (a tile id, "road"), what is wrong */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, _ ("Caylus component file %s, %s: %s"),
               CY_FILE, where, what);
  return FALSE;
}

static gboolean
cy_bad (GError **error, const char *where, const char *member)
{
  /* Translators: %s is a member name of the Caylus component file ("cost", "pp") */
  g_autofree char *what = g_strdup_printf (_ ("“%s” is missing or not valid"), member);

  return cy_data_error (error, where, what);
}

/* A whole number in [lo, hi] at @n; FALSE for anything else. */
gboolean
ts_caylus_json_number (JsonNode *n, int lo, int hi, int *out)
{
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64
      || json_node_get_int (n) < lo || json_node_get_int (n) > hi)
    return FALSE;
  *out = json_node_get_int (n);
  return TRUE;
}

static const char *
cy_string (JsonObject *o, const char *member)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, member) : NULL;

  return n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING
             ? json_node_get_string (n)
             : NULL;
}

/* An optional small count member of @o (absent: 0). */
static gboolean
cy_count (JsonObject *o, const char *member, int hi, guint8 *out)
{
  JsonNode *n = json_object_get_member (o, member);
  int v = 0;

  if (n != NULL && !ts_caylus_json_number (n, 0, hi, &v))
    return FALSE;
  *out = v;
  return TRUE;
}

/* {"wood": 1, "food": 1} into @amounts; "any" into @any when it is allowed. */
gboolean
ts_caylus_json_amounts (JsonNode *node, guint8 *amounts, guint8 *any, int hi)
{
  JsonObject *o
      = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  g_autoptr (GList) keys = o != NULL ? json_object_get_members (o) : NULL;

  if (o == NULL)
    return FALSE;
  for (GList *k = keys; k != NULL; k = k->next)
    {
      int r = ts_caylus_resource_from_string (k->data), v;

      if (!ts_caylus_json_number (json_object_get_member (o, k->data), 0, hi, &v))
        return FALSE;
      if (r >= 0)
        amounts[r] = v;
      else if (any != NULL && strcmp (k->data, "any") == 0)
        *any = v;
      else
        return FALSE;
    }
  return TRUE;
}

static gboolean
cy_option (JsonNode *node, TsCaylusOption *opt, const char *where, GError **error)
{
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  g_autoptr (GList) keys = o != NULL ? json_object_get_members (o) : NULL;
  static const char *const known[]
      = { "pay",        "pay-any",  "workers-out", "gain",   "take-choice", "pp",
          "workers-in", "benefits", "build",       "lawyer", "provost" };
  const char *build;

  memset (opt, 0, sizeof *opt);
  if (o == NULL)
    return cy_data_error (error, where, _ ("an option must be an object"));
  for (GList *k = keys; k != NULL; k = k->next)
    if (ts_ids_find (known, G_N_ELEMENTS (known), k->data) < 0)
      return cy_bad (error, where, k->data);
  if (json_object_has_member (o, "pay")
      && !ts_caylus_json_amounts (json_object_get_member (o, "pay"), opt->pay, NULL, 9))
    return cy_bad (error, where, "pay");
  if (json_object_has_member (o, "gain")
      && !ts_caylus_json_amounts (json_object_get_member (o, "gain"), opt->gain, NULL, 9))
    return cy_bad (error, where, "gain");
  if (!cy_count (o, "pay-any", 9, &opt->pay_any))
    return cy_bad (error, where, "pay-any");
  if (!cy_count (o, "workers-out", TS_CAYLUS_WORKERS, &opt->workers_out))
    return cy_bad (error, where, "workers-out");
  if (!cy_count (o, "take-choice", 1, &opt->take_choice))
    return cy_bad (error, where, "take-choice");
  if (!cy_count (o, "pp", 30, &opt->pp))
    return cy_bad (error, where, "pp");
  if (!cy_count (o, "workers-in", TS_CAYLUS_WORKERS, &opt->workers_in))
    return cy_bad (error, where, "workers-in");
  if (!cy_count (o, "benefits", 3, &opt->benefits))
    return cy_bad (error, where, "benefits");
  if (!cy_count (o, "provost", 3, &opt->steps))
    return cy_bad (error, where, "provost");
  opt->kind = TS_CAYLUS_EFFECT_PLAIN;
  if (opt->steps > 0)
    opt->kind = TS_CAYLUS_EFFECT_PROVOST;
  if ((build = cy_string (o, "build")) != NULL)
    {
      if (strcmp (build, "wood") == 0)
        opt->kind = TS_CAYLUS_EFFECT_BUILD_WOOD;
      else if (strcmp (build, "stone") == 0)
        opt->kind = TS_CAYLUS_EFFECT_BUILD_STONE;
      else
        return cy_bad (error, where, "build");
    }
  else if (json_object_has_member (o, "build"))
    return cy_bad (error, where, "build");
  if (json_object_has_member (o, "lawyer"))
    {
      if (json_node_get_value_type (json_object_get_member (o, "lawyer")) != G_TYPE_BOOLEAN)
        return cy_bad (error, where, "lawyer");
      if (json_object_get_boolean_member (o, "lawyer"))
        opt->kind = TS_CAYLUS_EFFECT_LAWYER;
    }
  return TRUE;
}

/* "setup"/"construction": an array of 0 to 2 options. */
gboolean
ts_caylus_json_side (JsonObject *o, const char *member, TsCaylusEffect *side, const char *where,
                     GError **error)
{
  JsonNode *n = json_object_get_member (o, member);
  JsonArray *a;

  memset (side, 0, sizeof *side);
  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (n)
      || json_array_get_length (a = json_node_get_array (n)) > TS_CAYLUS_MAX_OPTIONS)
    return cy_bad (error, where, member);
  side->n_options = json_array_get_length (a);
  for (guint i = 0; i < side->n_options; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s “%s” %u", where, member, i + 1);

      if (!cy_option (json_array_get_element (a, i), &side->options[i], w, error))
        return FALSE;
    }
  return TRUE;
}

/* A wood (stone) tile costs 1 wood (stone) and 1 other resource (CY-CON-02/03). */
const char *
ts_caylus_cost_problem (const TsCaylusTile *tile)
{
  guint total = tile->cost_any;
  TsCaylusResource own = tile->klass == TS_CAYLUS_CLASS_WOOD ? TS_CAYLUS_WOOD : TS_CAYLUS_STONE;

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    total += tile->cost[r];
  if (tile->klass == TS_CAYLUS_CLASS_WOOD || tile->klass == TS_CAYLUS_CLASS_STONE)
    {
      if (tile->cost[own] < 1 || total != 2)
        return tile->klass == TS_CAYLUS_CLASS_WOOD
                   ? _ ("a wood building costs 1 wood and 1 other resource")
                   : _ ("a stone building costs 1 stone and 1 other resource");
    }
  else if (tile->klass == TS_CAYLUS_CLASS_MONUMENT && total == 0)
    return _ ("a monument has a cost");
  return NULL;
}

/* "sources": [ids of the file's "sources"], where the tile's facts come from. */
static gboolean
cy_sources (JsonObject *o, JsonObject *sources)
{
  JsonNode *n = json_object_get_member (o, "sources");
  JsonArray *a;

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (n))
    return FALSE;
  a = json_node_get_array (n);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *e = json_array_get_element (a, i);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING
          || sources == NULL || !json_object_has_member (sources, json_node_get_string (e)))
        return FALSE;
    }
  return TRUE;
}

static gboolean
cy_tile (JsonNode *node, JsonObject *sources, TsCaylusTile *tile, guint index, GError **error)
{
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  const char *id = cy_string (o, "id"), *name = cy_string (o, "name"), *problem, *gain;
  g_autofree char *where = g_strdup_printf ("tile %u", index + 1);
  JsonNode *unsure;
  int v;

  memset (tile, 0, sizeof *tile);
  tile->owner_gain = TS_CAYLUS_N_RESOURCES;
  if (o == NULL)
    return cy_data_error (error, where, _ ("a tile must be an object"));
  if (id == NULL || *id == '\0' || strlen (id) >= sizeof tile->id)
    return cy_bad (error, where, "id");
  g_strlcpy (tile->id, id, sizeof tile->id);
  g_free (where);
  where = g_strdup (id);
  if (name == NULL || *name == '\0')
    return cy_bad (error, where, "name");
  if (!cy_sources (o, sources))
    return cy_bad (error, where, "sources");
  if ((v = ts_ids_find (class_ids, G_N_ELEMENTS (class_ids), cy_string (o, "class"))) < 0)
    return cy_bad (error, where, "class");
  tile->klass = v;
  if (json_object_has_member (o, "copies"))
    {
      if (!ts_caylus_json_number (json_object_get_member (o, "copies"), 1, 2, &v))
        return cy_bad (error, where, "copies");
      tile->copies = v;
    }
  else
    tile->copies = 1;
  if (json_object_has_member (o, "cost")
      && !ts_caylus_json_amounts (json_object_get_member (o, "cost"), tile->cost, &tile->cost_any,
                                  9))
    return cy_bad (error, where, "cost");
  if (!cy_count (o, "pp", 30, &tile->pp))
    return cy_bad (error, where, "pp");
  if (json_object_has_member (o, "never-on-road"))
    tile->never_on_road = json_object_get_boolean_member (o, "never-on-road");
  if ((gain = cy_string (o, "owner-gain")) != NULL)
    {
      if ((v = ts_caylus_resource_from_string (gain)) < 0)
        return cy_bad (error, where, "owner-gain");
      tile->owner_gain = v;
    }
  else if (json_object_has_member (o, "owner-gain"))
    return cy_bad (error, where, "owner-gain");
  if (!cy_count (o, "recruit-workers", 9, &tile->recruit_workers))
    return cy_bad (error, where, "recruit-workers");
  if (!cy_count (o, "recruit-food", 9, &tile->recruit_food))
    return cy_bad (error, where, "recruit-food");
  if (!cy_count (o, "recruit-cloth", 9, &tile->recruit_cloth))
    return cy_bad (error, where, "recruit-cloth");
  if (!cy_count (o, "built-benefits", 3, &tile->built_benefits))
    return cy_bad (error, where, "built-benefits");
  if ((unsure = json_object_get_member (o, "unsure")) != NULL)
    {
      JsonArray *a = JSON_NODE_HOLDS_ARRAY (unsure) ? json_node_get_array (unsure) : NULL;

      for (guint i = 0; a != NULL && i < json_array_get_length (a); i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          int bit
              = JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_STRING
                    ? ts_ids_find (unsure_ids, G_N_ELEMENTS (unsure_ids), json_node_get_string (e))
                    : -1;
          if (bit < 0)
            return cy_bad (error, where, "unsure");
          tile->unsure |= 1u << bit;
        }
      if (a == NULL)
        return cy_bad (error, where, "unsure");
    }
  if (!ts_caylus_json_side (o, "setup", &tile->sides[TS_CAYLUS_SIDE_SETUP], where, error)
      || !ts_caylus_json_side (o, "construction", &tile->sides[TS_CAYLUS_SIDE_CONSTRUCTION], where,
                               error))
    return FALSE;
  /* Starting, wood and stone tiles are used from their setup side at least; printed buildings
   * work from their construction side. */
  if (tile->klass != TS_CAYLUS_CLASS_PRINTED && tile->klass != TS_CAYLUS_CLASS_MONUMENT
      && tile->sides[TS_CAYLUS_SIDE_SETUP].n_options == 0)
    return cy_bad (error, where, "setup");
  if ((tile->klass == TS_CAYLUS_CLASS_PRINTED || tile->klass == TS_CAYLUS_CLASS_WOOD
       || tile->klass == TS_CAYLUS_CLASS_STONE)
      && tile->sides[TS_CAYLUS_SIDE_CONSTRUCTION].n_options == 0)
    return cy_bad (error, where, "construction");
  if ((problem = ts_caylus_cost_problem (tile)) != NULL)
    return cy_data_error (error, where, problem);
  tile->name = g_strdup (name);
  return TRUE;
}

static gboolean
cy_road (JsonObject *root, TsCaylusData *data, GError **error)
{
  JsonNode *n = json_object_get_member (root, "road");
  JsonObject *o = n != NULL && JSON_NODE_HOLDS_OBJECT (n) ? json_node_get_object (n) : NULL;
  int spaces, wood, stone, worksite;

  if (o == NULL)
    return cy_bad (error, _ ("the whole file"), "road");
  if (!ts_caylus_json_number (json_object_get_member (o, "spaces"), TS_CAYLUS_START_SPACES + 2,
                              TS_CAYLUS_MAX_ROAD, &spaces))
    return cy_bad (error, "road", "spaces");
  if (!ts_caylus_json_number (json_object_get_member (o, "wood"), TS_CAYLUS_START_SPACES + 1,
                              spaces - 1, &wood))
    return cy_bad (error, "road", "wood");
  if (!ts_caylus_json_number (json_object_get_member (o, "stone"), wood + 1, spaces, &stone))
    return cy_bad (error, "road", "stone");
  if (!ts_caylus_json_number (json_object_get_member (o, "worksite"), 1, 8, &worksite))
    return cy_bad (error, "road", "worksite");
  data->road_spaces = spaces;
  data->wood_space = wood;
  data->stone_space = stone;
  data->worksite_spaces = worksite;
  data->unsure = json_object_get_boolean_member_with_default (o, "unsure", FALSE);
  return TRUE;
}

gboolean
ts_caylus_data_load (TsCaylusData *data, const char *json, GError **error)
{
  g_autoptr (JsonNode) json_root = NULL;
  g_autoptr (GError) local = NULL;
  guint n_class[TS_CAYLUS_N_CLASSES] = { 0 };
  JsonObject *root, *sources;
  JsonNode *tiles, *chars;
  JsonArray *a;

  memset (data, 0, sizeof *data);
  json_root = ts_json_read_data (json, -1, "components.json", &local);
  if (json_root == NULL)
    return cy_data_error (error, _ ("the whole file"), local->message);
  if (!JSON_NODE_HOLDS_OBJECT (json_root))
    return cy_data_error (error, _ ("the whole file"), _ ("the file is not a JSON object"));
  root = json_node_get_object (json_root);
  if (!ts_json_read_format (root, "tableside-caylus-components", 1))
    return cy_data_error (error, _ ("the whole file"),
                          _ ("this is not version 1 of the expected format"));
  if (!json_object_has_member (root, "sources")
      || !JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, "sources")))
    return cy_bad (error, _ ("the whole file"), "sources");
  sources = json_object_get_object_member (root, "sources");
  if (!cy_road (root, data, error))
    return FALSE;
  tiles = json_object_get_member (root, "tiles");
  if (tiles == NULL || !JSON_NODE_HOLDS_ARRAY (tiles)
      || json_array_get_length (a = json_node_get_array (tiles)) == 0
      || json_array_get_length (a) > TS_CAYLUS_MAX_TILES)
    return cy_bad (error, _ ("the whole file"), "tiles");
  data->n_tiles = json_array_get_length (a);
  for (guint i = 0; i < data->n_tiles; i++)
    {
      if (!cy_tile (json_array_get_element (a, i), sources, &data->tiles[i], i, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (strcmp (data->tiles[i].id, data->tiles[j].id) == 0)
          return cy_data_error (error, data->tiles[i].id, _ ("two tiles have the same id"));
      n_class[data->tiles[i].klass] += data->tiles[i].copies;
    }
  /* The box (CY-CMP-03): the printed buildings in the order of the Road, 9 starting, 9 wood
   * and 9 stone tiles and 7 monuments. */
  if (data->n_tiles < TS_CAYLUS_N_PRINTED || strcmp (data->tiles[0].id, "fair") != 0
      || strcmp (data->tiles[1].id, "lawyer") != 0 || strcmp (data->tiles[2].id, "carpenter") != 0
      || strcmp (data->tiles[3].id, "toll") != 0
      || n_class[TS_CAYLUS_CLASS_PRINTED] != TS_CAYLUS_N_PRINTED)
    return cy_data_error (error, "“tiles”",
                          _ ("the tiles must start with the 4 printed "
                             "buildings: fair, lawyer, carpenter, toll"));
  if (n_class[TS_CAYLUS_CLASS_START] != 9 || n_class[TS_CAYLUS_CLASS_WOOD] != 9
      || n_class[TS_CAYLUS_CLASS_STONE] != 9 || n_class[TS_CAYLUS_CLASS_MONUMENT] != 7)
    return cy_data_error (error, "“tiles”",
                          _ ("the box holds 9 starting, 9 wood and 9 stone "
                             "tiles and 7 monuments"));
  chars = json_object_get_member (root, "characters");
  if (chars == NULL || !JSON_NODE_HOLDS_ARRAY (chars)
      || json_array_get_length (a = json_node_get_array (chars)) != TS_CAYLUS_N_CHARACTERS)
    return cy_bad (error, _ ("the whole file"), "characters");
  for (guint i = 0; i < TS_CAYLUS_N_CHARACTERS; i++)
    {
      JsonNode *c = json_array_get_element (a, i);
      JsonObject *co = JSON_NODE_HOLDS_OBJECT (c) ? json_node_get_object (c) : NULL;
      const char *id = cy_string (co, "id"), *name = cy_string (co, "name");
      g_autofree char *where = g_strdup_printf ("character %u", i + 1);

      if (id == NULL || *id == '\0' || strlen (id) >= sizeof data->characters[i].id)
        return cy_bad (error, where, "id");
      if (name == NULL || *name == '\0')
        return cy_bad (error, id, "name");
      g_strlcpy (data->characters[i].id, id, sizeof data->characters[i].id);
      data->characters[i].name = g_strdup (name);
    }
  return TRUE;
}

void
ts_caylus_data_clear (TsCaylusData *data)
{
  for (guint i = 0; i < TS_CAYLUS_MAX_TILES; i++)
    g_clear_pointer (&data->tiles[i].name, g_free);
  for (guint i = 0; i < TS_CAYLUS_N_CHARACTERS; i++)
    g_clear_pointer (&data->characters[i].name, g_free);
}

static gpointer
cy_load_shipped (gpointer failure)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes
      = g_resource_lookup_data (ts_games_get_resource (), CY_RESOURCE, 0, &error);
  g_autofree TsCaylusData *data = g_new0 (TsCaylusData, 1);
  g_autofree char *text = NULL;

  if (bytes == NULL)
    {
      g_autofree char *why = g_strdup (error->message);

      g_clear_error (&error);
      cy_data_error (&error, _ ("the whole file"), why);
    }
  else
    text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  if (text == NULL || !ts_caylus_data_load (data, text, &error))
    {
      ts_caylus_data_clear (data);
      *(char **)failure = g_strdup (error->message);
      return NULL;
    }
  return g_steal_pointer (&data);
}

const TsCaylusData *
ts_caylus_data_get (GError **error)
{
  static GOnce once = G_ONCE_INIT;
  static char *failure;
  const TsCaylusData *data = g_once (&once, cy_load_shipped, &failure);

  if (data == NULL)
    g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, failure);
  return data;
}

int
ts_caylus_data_find_tile (const TsCaylusData *data, const char *id)
{
  for (guint i = 0; id != NULL && i < data->n_tiles; i++)
    if (strcmp (data->tiles[i].id, id) == 0)
      return i;
  return -1;
}

int
ts_caylus_data_find_character (const TsCaylusData *data, const char *id)
{
  for (guint i = 0; id != NULL && i < TS_CAYLUS_N_CHARACTERS; i++)
    if (strcmp (data->characters[i].id, id) == 0)
      return i;
  return -1;
}

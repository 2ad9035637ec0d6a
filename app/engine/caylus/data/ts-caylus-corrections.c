/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303: the corrections a user makes of the shipped tile values for their own box,
 * checked item by item and applied to copies interned once per set of corrections. */
#include "ts-caylus-data-private.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"

static gboolean
cy_correction_error (GError **error, const char *what)
{
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA, what);
  return FALSE;
}

/* Applies one correction item to @data (a private copy), or says what is wrong with it. */
static gboolean
cy_correct (TsCaylusData *data, const char *id, JsonNode *values, GError **error)
{
  JsonObject *o
      = values != NULL && JSON_NODE_HOLDS_OBJECT (values) ? json_node_get_object (values) : NULL;
  g_autoptr (GList) keys = o != NULL ? json_object_get_members (o) : NULL;
  TsCaylusTile *tile;
  const char *problem;
  int t, v;

  if (o == NULL)
    {
      /* Translators: %s is a Caylus tile id in a correction ("w-farm") */
      g_autofree char *msg = g_strdup_printf (_ ("The correction of “%s” must be a JSON "
                                                 "object."),
                                              id);
      return cy_correction_error (error, msg);
    }
  if (g_strcmp0 (id, "road") == 0)
    {
      int spaces = data->road_spaces, wood = data->wood_space, stone = data->stone_space;
      int worksite = data->worksite_spaces;

      for (GList *k = keys; k != NULL; k = k->next)
        {
          int *slot = strcmp (k->data, "spaces") == 0     ? &spaces
                      : strcmp (k->data, "wood") == 0     ? &wood
                      : strcmp (k->data, "stone") == 0    ? &stone
                      : strcmp (k->data, "worksite") == 0 ? &worksite
                                                          : NULL;
          if (slot == NULL
              || !ts_caylus_json_number (json_object_get_member (o, k->data), 1, 99, slot))
            {
              /* Translators: %s is a member of the Road's correction ("spaces") */
              g_autofree char *msg = g_strdup_printf (_ ("The Road's “%s” is not a value "
                                                         "it can have."),
                                                      (char *)k->data);
              return cy_correction_error (error, msg);
            }
        }
      if (spaces < TS_CAYLUS_START_SPACES + 2 || spaces > TS_CAYLUS_MAX_ROAD
          || wood <= TS_CAYLUS_START_SPACES || wood >= stone || stone > spaces || worksite > 8)
        {
          g_autofree char *msg = g_strdup_printf (
              _ ("The Road must have 10 to %d building spaces, the setup wood building after "
                 "the 8 starting ones and the setup stone building after it; the Worksite "
                 "1 to 8 spaces."),
              TS_CAYLUS_MAX_ROAD);
          return cy_correction_error (error, msg);
        }
      data->road_spaces = spaces;
      data->wood_space = wood;
      data->stone_space = stone;
      data->worksite_spaces = worksite;
      data->unsure = 0;
      return TRUE;
    }
  if ((t = ts_caylus_data_find_tile (data, id)) < 0)
    {
      /* Translators: %s is what the correction names ("w-farmm") */
      g_autofree char *msg = g_strdup_printf (_ ("There is no Caylus tile “%s”."), id);
      return cy_correction_error (error, msg);
    }
  tile = &data->tiles[t];
  for (GList *k = keys; k != NULL; k = k->next)
    {
      JsonNode *n = json_object_get_member (o, k->data);
      gboolean ok = TRUE;

      if (strcmp (k->data, "cost") == 0)
        {
          memset (tile->cost, 0, sizeof tile->cost);
          tile->cost_any = 0;
          ok = ts_caylus_json_amounts (n, tile->cost, &tile->cost_any, 9);
          tile->unsure &= ~TS_CAYLUS_UNSURE_COST;
        }
      else if (strcmp (k->data, "pp") == 0)
        {
          ok = ts_caylus_json_number (n, 0, 30, &v);
          tile->pp = ok ? v : 0;
          tile->unsure &= ~TS_CAYLUS_UNSURE_PP;
        }
      else if (strcmp (k->data, "setup") == 0 || strcmp (k->data, "construction") == 0)
        {
          TsCaylusSide side
              = strcmp (k->data, "setup") == 0 ? TS_CAYLUS_SIDE_SETUP : TS_CAYLUS_SIDE_CONSTRUCTION;
          g_autoptr (JsonObject) wrap = json_object_new ();

          json_object_set_member (wrap, k->data, json_node_copy (n));
          ok = ts_caylus_json_side (wrap, k->data, &tile->sides[side], tile->id, NULL)
               && (tile->sides[side].n_options > 0 || tile->klass == TS_CAYLUS_CLASS_START);
          if (side == TS_CAYLUS_SIDE_SETUP)
            tile->unsure &= ~TS_CAYLUS_UNSURE_SETUP;
        }
      else
        ok = FALSE;
      if (!ok)
        {
          /* Translators: the tile's name ("Tailor"), then the member ("cost") */
          g_autofree char *msg = g_strdup_printf (_ ("The %s's “%s” is not a value it can "
                                                     "have."),
                                                  _ (tile->name), (char *)k->data);
          return cy_correction_error (error, msg);
        }
    }
  if (tile->klass == TS_CAYLUS_CLASS_PRINTED && json_object_has_member (o, "cost"))
    problem = _ ("a building printed on the board has no cost");
  else
    problem = ts_caylus_cost_problem (tile);
  if (problem != NULL)
    {
      /* Translators: the tile's name, then the reason ("a wood building costs 1 wood ...") */
      g_autofree char *msg
          = g_strdup_printf (_ ("The %s cannot have that cost: %s."), _ (tile->name), problem);
      return cy_correction_error (error, msg);
    }
  return TRUE;
}

gboolean
ts_caylus_data_check_correction (const TsCaylusData *data, const char *id, JsonNode *values,
                                 GError **error)
{
  g_autofree TsCaylusData *copy = g_memdup2 (data, sizeof *data);

  return cy_correct (copy, id, values, error);
}

static GMutex interned_lock;
static GHashTable *interned; /* canonical JSON of the corrections -> TsCaylusData */

/* @node as JSON with every object's members in name order, so that the same corrections
 * written in another order share one copy. */
static void
cy_canonical (JsonNode *node, GString *out)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *o = json_node_get_object (node);
      g_autoptr (GList) keys = g_list_sort (json_object_get_members (o), (GCompareFunc)strcmp);

      g_string_append_c (out, '{');
      for (GList *k = keys; k != NULL; k = k->next)
        {
          g_autofree char *name = NULL;
          g_autoptr (JsonNode) key = json_node_new (JSON_NODE_VALUE);

          json_node_set_string (key, k->data);
          name = json_to_string (key, FALSE);
          g_string_append_printf (out, "%s%s:", k == keys ? "" : ",", name);
          cy_canonical (json_object_get_member (o, k->data), out);
        }
      g_string_append_c (out, '}');
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);

      g_string_append_c (out, '[');
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          cy_canonical (json_array_get_element (a, i), out);
        }
      g_string_append_c (out, ']');
    }
  else
    {
      g_autofree char *text = json_to_string (node, FALSE);

      g_string_append (out, text);
    }
}

const TsCaylusData *
ts_caylus_data_corrected (JsonObject *components, GError **error)
{
  const TsCaylusData *shipped = ts_caylus_data_get (error);
  g_autoptr (JsonNode) node = NULL;
  g_autoptr (GList) keys = NULL;
  g_autofree char *key = NULL;
  g_autofree TsCaylusData *copy = NULL;
  TsCaylusData *found;
  GString *canonical;

  if (shipped == NULL || components == NULL || json_object_get_size (components) == 0)
    return shipped;
  keys = g_list_sort (json_object_get_members (components), (GCompareFunc)strcmp);
  node = json_node_init_object (json_node_alloc (), components);
  canonical = g_string_new (NULL);
  cy_canonical (node, canonical);
  key = g_string_free (canonical, FALSE);
  g_mutex_lock (&interned_lock);
  if (interned == NULL)
    interned = g_hash_table_new (g_str_hash, g_str_equal);
  found = g_hash_table_lookup (interned, key);
  g_mutex_unlock (&interned_lock);
  if (found != NULL)
    return found;
  copy = g_memdup2 (shipped, sizeof *shipped); /* names stay shared: the shipped data lives on */
  for (GList *k = keys; k != NULL; k = k->next)
    if (!cy_correct (copy, k->data, json_object_get_member (components, k->data), error))
      return NULL;
  g_mutex_lock (&interned_lock);
  if ((found = g_hash_table_lookup (interned, key)) == NULL)
    {
      found = g_steal_pointer (&copy);
      g_hash_table_insert (interned, g_steal_pointer (&key), found);
    }
  g_mutex_unlock (&interned_lock);
  return found;
}

gboolean
ts_caylus_data_check_item (const char *id, JsonNode *values, gpointer unused, GError **error)
{
  const TsCaylusData *data = ts_caylus_data_get (error);

  return data != NULL && ts_caylus_data_check_correction (data, id, values, error);
}

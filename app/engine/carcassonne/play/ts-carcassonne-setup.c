/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's setup: a new game from the record's options and players, the start tile on
 * the map. */
#include "ts-carcassonne-play.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"

static gboolean
setup_error (GError **error, const char *message)
{
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, message);
  return FALSE;
}

/* A boolean option: absent is FALSE; anything but true or false is refused. */
static gboolean
read_flag (JsonObject *options, const char *name, guint8 *out, GError **error)
{
  JsonNode *n = options ? json_object_get_member (options, name) : NULL;

  *out = 0;
  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    {
      /* Translators: %s is an option's name in a Carcassonne setup (“goods”) */
      g_autofree char *msg = g_strdup_printf (_ ("The Carcassonne option “%s” must be true or "
                                                 "false."), name);
      return setup_error (error, msg);
    }
  *out = json_node_get_boolean (n) ? 1 : 0;
  return TRUE;
}

static gboolean
read_options (TsCarcassonneState *s, JsonObject *options, GError **error)
{
  JsonNode *small = options ? json_object_get_member (options, "small-city") : NULL;

  if (!read_flag (options, "tiles", &s->opt_tiles, error)
      || !read_flag (options, "goods", &s->opt_goods, error)
      || !read_flag (options, "builder", &s->opt_builder, error)
      || !read_flag (options, "pig", &s->opt_pig, error))
    return FALSE;
  if (small != NULL)
    {
      const char *v = JSON_NODE_HOLDS_VALUE (small)
                              && json_node_get_value_type (small) == G_TYPE_STRING
                          ? json_node_get_string (small)
                          : NULL;

      if (g_strcmp0 (v, "full") != 0 && g_strcmp0 (v, "half") != 0)
        return setup_error (error, _ ("The Carcassonne option “small-city” must be “full” or "
                                      "“half”."));
      s->opt_small_half = g_strcmp0 (v, "half") == 0;
    }
  /* CA-TGD: the goods are on the expansion's tiles. */
  if (s->opt_goods && !s->opt_tiles)
    return setup_error (error, _ ("The goods tokens need the Traders & Builders tiles: "
                                  "choose the tiles too, or play without goods."));
  return TRUE;
}

TsCarcassonneState *
ts_carcassonne_state_new (JsonObject *options, JsonArray *players, GError **error)
{
  const TsCarcassonneData *data = ts_carcassonne_data_get (error);
  g_autofree TsCarcassonneState *s = NULL;

  if (data == NULL)
    return NULL;
  s = g_new0 (TsCarcassonneState, 1);
  s->data = data;
  /* The options, then 2 to 5 players (CA-BSE-02). */
  if (!read_options (s, options, error)
      || (s->n_players = ts_entry_json_players (players, 2, TS_CARCASSONNE_MAX_PLAYERS,
                                                _ ("Carcassonne"), s->names, error))
             == 0)
    return NULL;
  for (guint i = 0; i < s->n_players; i++)
    {
      s->players[i].followers = TS_CARCASSONNE_FOLLOWERS; /* CA-BSE-02 */
      s->players[i].builder = s->opt_builder;
      s->players[i].pig = s->opt_pig;
    }
  memset (s->cells, TS_CARCASSONNE_NO_TILE, sizeof s->cells);
  for (guint k = 0; k < data->n_kinds; k++)
    {
      /* CA-TBC-02: the expansion's tiles are shuffled in only with the option. */
      s->left[k] = data->kinds[k].expansion && !s->opt_tiles ? 0 : data->kinds[k].count;
      if (k == data->start_kind)
        s->left[k]--;
      s->n_left += s->left[k];
    }
  s->last_aside = TS_CARCASSONNE_NO_TILE;
  /* CA-BSE-03: the start tile face up in the middle, city to the north. */
  ts_carcassonne_put_tile (s, data->start_kind, 0, 0, 0, TS_CARCASSONNE_NO_TILE);
  s->stage = TS_CARCASSONNE_STAGE_DRAW;
  return g_steal_pointer (&s);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet as JSON (docs/file-format.md, "The final-scoring sheet"): reading
 * checks the shape only and names the member at fault; ts_burgundy_sheet_check() judges
 * what is possible. */
#include "ts-burgundy-sheet.h"


#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-json-read.h"
#include "ts-json-write.h"
#include "ts-sheet-json.h"
#include "ts-sheet-read.h"

#define MAX_DEPTH 32
/* Numbers beyond this are not counts of anything on a table; the check says what is wrong
 * with the ones inside it. */
#define MAX_MAGNITUDE 999999

/* Reads the integer member @name of @o (at @prefix) into *out; absent members leave *out
 * alone unless @required. */
static gboolean
get_int (JsonObject *o, const char *prefix, const char *name, gboolean required, int *out,
         GError **error)
{
  JsonNode *n = json_object_get_member (o, name);
  g_autofree char *path = g_strdup_printf ("%s%s", prefix, name);

  if (n == NULL && !required)
    return TRUE;
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return ts_sheet_shape_error (error, path, _ ("a whole number"));
  gint64 v = json_node_get_int (n);
  if (v < -MAX_MAGNITUDE || v > MAX_MAGNITUDE)
    {
      g_autofree char *what
          = g_strdup_printf (_ ("a whole number from %d to %d"), -MAX_MAGNITUDE, MAX_MAGNITUDE);
      return ts_sheet_shape_error (error, path, what);
    }
  *out = v;
  return TRUE;
}

/* Reads the optional boolean member @name of @o (at @prefix) into *out. */
static gboolean
get_bool (JsonObject *o, const char *prefix, const char *name, gboolean *out, GError **error)
{
  JsonNode *n = json_object_get_member (o, name);

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    {
      g_autofree char *path = g_strdup_printf ("%s%s", prefix, name);
      return ts_sheet_shape_error (error, path, _ ("true or false"));
    }
  *out = json_node_get_boolean (n);
  return TRUE;
}

/* Reads the optional "shields" of a player: different numbers from 1 to 18. */
static gboolean
get_shields (JsonObject *o, const char *prefix, guint32 *out, GError **error)
{
  JsonNode *n = json_object_get_member (o, "shields");
  g_autofree char *path = g_strdup_printf ("%sshields", prefix);
  g_autofree char *what = g_strdup_printf (_ ("an array of different shield numbers from 1 to %d"),
                                           TS_BURGUNDY_N_SHIELDS);

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (n))
    return ts_sheet_shape_error (error, path, what);
  JsonArray *array = json_node_get_array (n);
  for (guint k = 0; k < json_array_get_length (array); k++)
    {
      JsonNode *e = json_array_get_element (array, k);
      gint64 v = JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_INT64
                     ? json_node_get_int (e)
                     : 0;
      if (v < 1 || v > TS_BURGUNDY_N_SHIELDS || ((*out >> v) & 1u))
        return ts_sheet_shape_error (error, path, what);
      *out |= 1u << v;
    }
  return TRUE;
}

/* The string member @name of @o, or NULL when absent or not a string. */
static const char *
member_string (JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (n);
}

static gboolean
read_monastery (JsonNode *node, const char *prefix, TsBurgundySheetMonastery *m, GError **error)
{
  TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS];

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *path = g_strndup (prefix, strlen (prefix) - 1);
      return ts_sheet_shape_error (error, path, _ ("an object with a “monastery” number"));
    }
  JsonObject *o = json_node_get_object (node);
  if (!get_int (o, prefix, "monastery", TRUE, &m->monastery, error))
    return FALSE;
  guint n = m->monastery > 0 ? ts_burgundy_sheet_monastery_counts (m->monastery, counts) : 0;
  for (guint k = 0; k < n; k++)
    if (!get_int (o, prefix, ts_burgundy_sheet_count_id (counts[k]), TRUE, &m->counts[counts[k]],
                  error))
      return FALSE;
  return get_bool (o, prefix, "shield-6", &m->shield6, error);
}

static gboolean
read_player (JsonNode *node, guint i, TsBurgundySheetPlayer *p, GError **error)
{
  g_autofree char *prefix = g_strdup_printf ("players[%u].", i);
  g_autofree char *name_path = g_strdup_printf ("players[%u].name", i);
  g_autofree char *list_path = g_strdup_printf ("players[%u].monasteries", i);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", i);
      return ts_sheet_shape_error (error, path, _ ("an object"));
    }
  JsonObject *o = json_node_get_object (node);
  const char *name = member_string (o, "name");
  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return ts_sheet_shape_error (error, name_path, _ ("a string"));
  ts_sheet_copy_name (p->name, sizeof p->name, name);

  if (!get_int (o, prefix, "track", TRUE, &p->track, error)
      || !get_int (o, prefix, "token", FALSE, &p->token, error)
      || !get_int (o, prefix, "goods", TRUE, &p->goods, error)
      || !get_int (o, prefix, "silver", TRUE, &p->silver, error)
      || !get_int (o, prefix, "workers", TRUE, &p->workers, error))
    return FALSE;

  JsonNode *list = json_object_get_member (o, "monasteries");
  if (list != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (list)
          || json_array_get_length (json_node_get_array (list)) > TS_BURGUNDY_SHEET_MAX_MONASTERIES)
        {
          g_autofree char *what = g_strdup_printf (_ ("an array of at most %d monasteries"),
                                                   TS_BURGUNDY_SHEET_MAX_MONASTERIES);
          return ts_sheet_shape_error (error, list_path, what);
        }
      JsonArray *array = json_node_get_array (list);
      p->n_monasteries = json_array_get_length (array);
      for (guint k = 0; k < p->n_monasteries; k++)
        {
          g_autofree char *at = g_strdup_printf ("%s[%u].", list_path, k);
          if (!read_monastery (json_array_get_element (array, k), at, &p->monasteries[k], error))
            return FALSE;
        }
    }
  return get_int (o, prefix, "empty-spaces", TRUE, &p->empty_spaces, error)
         && get_int (o, prefix, "bridge-space", TRUE, &p->bridge_space, error)
         && get_int (o, prefix, "bridge-height", FALSE, &p->bridge_height, error)
         && get_shields (o, prefix, &p->shields, error)
         && get_bool (o, prefix, "crane", &p->crane, error)
         && get_bool (o, prefix, "geese", &p->geese, error);
}

TsBurgundySheet *
ts_burgundy_sheet_from_json (JsonNode *node, GError **error)
{
  g_autoptr (TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           _ ("A final-scoring sheet is a JSON object."));
      return NULL;
    }
  JsonObject *o = json_node_get_object (node);
  if (g_strcmp0 (member_string (o, "format"), TS_BURGUNDY_SHEET_FORMAT) != 0)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: %s is the format id, do not translate it */
                   _ ("This is not a final-scoring sheet: “format” must be “%s”."),
                   TS_BURGUNDY_SHEET_FORMAT);
      return NULL;
    }
  int version = 0;
  if (!get_int (o, "", "version", TRUE, &version, error))
    return NULL;
  if (version < TS_BURGUNDY_SHEET_OLDEST_VERSION || version > TS_BURGUNDY_SHEET_VERSION)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: the version in the file, then the versions this build reads
                    * (from, to) */
                   _ ("Sheet version %d is not one this Tableside reads (it reads versions %d "
                      "to %d)."),
                   version, TS_BURGUNDY_SHEET_OLDEST_VERSION, TS_BURGUNDY_SHEET_VERSION);
      return NULL;
    }
  const char *game = member_string (o, "game");
  if (game == NULL)
    {
      ts_sheet_shape_error (error, "game", _ ("a string"));
      return NULL;
    }
  if (g_strcmp0 (game, TS_BURGUNDY_SHEET_GAME) != 0)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: %s is a game id such as “carcassonne” */
                   _ ("This sheet is for the game “%s”; only The Castles of Burgundy has a "
                      "final-scoring sheet."),
                   game);
      return NULL;
    }
  JsonNode *players = json_object_get_member (o, "players");
  if (players == NULL || !JSON_NODE_HOLDS_ARRAY (players)
      || json_array_get_length (json_node_get_array (players)) > TS_BURGUNDY_SHEET_MAX_PLAYERS)
    {
      g_autofree char *what
          = g_strdup_printf (_ ("an array of at most %d players"), TS_BURGUNDY_SHEET_MAX_PLAYERS);
      ts_sheet_shape_error (error, "players", what);
      return NULL;
    }
  JsonArray *array = json_node_get_array (players);
  sheet->n_players = json_array_get_length (array);
  for (guint i = 0; i < sheet->n_players; i++)
    if (!read_player (json_array_get_element (array, i), i, &sheet->players[i], error))
      return NULL;
  /* Version 3: the team game; an older file has no team. */
  if (version >= TS_BURGUNDY_SHEET_TEAM_VERSION
      && (!get_bool (o, "", "team", &sheet->team, error)
          || !get_bool (o, "", "team-tie-shared", &sheet->team_tie_shared, error)))
    return NULL;
  return g_steal_pointer (&sheet);
}

/* A boolean member written only when true. */
static void
add_true (JsonBuilder *b, const char *name, gboolean v)
{
  if (!v)
    return;
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, TRUE);
}

JsonNode *
ts_burgundy_sheet_to_json (const TsBurgundySheet *sheet)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, TS_BURGUNDY_SHEET_FORMAT);
  /* The oldest version that holds it: a sheet of players alone reads in earlier builds. */
  ts_json_write_int (b, "version",
                     sheet->team ? TS_BURGUNDY_SHEET_TEAM_VERSION
                                 : TS_BURGUNDY_SHEET_PLAIN_VERSION);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, TS_BURGUNDY_SHEET_GAME);
  add_true (b, "team", sheet->team);
  add_true (b, "team-tie-shared", sheet->team && sheet->team_tie_shared);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < sheet->n_players && i < TS_BURGUNDY_SHEET_MAX_PLAYERS; i++)
    {
      const TsBurgundySheetPlayer *p = &sheet->players[i];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, p->name);
      ts_json_write_int (b, "track", p->track);
      ts_json_write_int (b, "token", p->token);
      ts_json_write_int (b, "goods", p->goods);
      ts_json_write_int (b, "silver", p->silver);
      ts_json_write_int (b, "workers", p->workers);
      json_builder_set_member_name (b, "monasteries");
      json_builder_begin_array (b);
      for (guint k = 0; k < p->n_monasteries && k < TS_BURGUNDY_SHEET_MAX_MONASTERIES; k++)
        {
          const TsBurgundySheetMonastery *m = &p->monasteries[k];
          TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS];
          guint n
              = m->monastery > 0 ? ts_burgundy_sheet_monastery_counts (m->monastery, counts) : 0;

          json_builder_begin_object (b);
          ts_json_write_int (b, "monastery", m->monastery);
          for (guint c = 0; c < n; c++)
            ts_json_write_int (b, ts_burgundy_sheet_count_id (counts[c]), m->counts[counts[c]]);
          add_true (b, "shield-6", m->shield6);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      ts_json_write_int (b, "empty-spaces", p->empty_spaces);
      ts_json_write_int (b, "bridge-space", p->bridge_space);
      ts_json_write_int (b, "bridge-height", p->bridge_height);
      /* The modules' members only when they hold something: a base game's sheet reads as
       * before. */
      if (p->shields != 0)
        {
          json_builder_set_member_name (b, "shields");
          json_builder_begin_array (b);
          for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
            if ((p->shields >> s) & 1u)
              json_builder_add_int_value (b, s);
          json_builder_end_array (b);
        }
      add_true (b, "crane", p->crane);
      add_true (b, "geese", p->geese);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

TS_SHEET_DEFINE_LOADERS (ts_burgundy_sheet, TsBurgundySheet, TS_BURGUNDY_SHEET_MAX_BYTES, MAX_DEPTH)

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every game's final-scoring sheet reads and writes alike (ts-sheet-json.h). */
#include "ts-sheet-json.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-json-read.h"
#include "ts-json-write.h"

gboolean
ts_sheet_shape_error (GError **error, const char *path, const char *expected)
{
  /* Translators: a JSON member's path in the sheet (“tiles[3].x”), then what it must hold
   * (“a whole number from −95 to 95”) */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE, _ ("“%s” must be %s."), path,
               expected);
  return FALSE;
}

gboolean
ts_sheet_read_int (JsonObject *o, const char *prefix, const char *member, int lo, int hi,
                   int *out, GError **error)
{
  gint64 v = 0;

  if (!json_object_has_member (o, member) || !ts_json_read_int_member (o, member, lo, hi, 0, &v))
    {
      g_autofree char *path = g_strconcat (prefix, member, NULL);
      /* Translators: what a member must hold, with its smallest and largest value */
      g_autofree char *what = g_strdup_printf (_ ("a whole number from %d to %d"), lo, hi);

      return ts_sheet_shape_error (error, path, what);
    }
  *out = (int) v;
  return TRUE;
}

void
ts_sheet_copy_name (char *dest, gsize size, const char *name)
{
  const char *end = name;

  while (*end != '\0' && (gsize) (g_utf8_next_char (end) - name) < size)
    end = g_utf8_next_char (end);
  memcpy (dest, name, end - name);
  dest[end - name] = '\0';
}

JsonObject *
ts_sheet_read_head (JsonNode *node, const char *format, const char *game, int *version,
                    GError **error)
{
  JsonObject *o;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           _ ("A final-scoring sheet is a JSON object."));
      return NULL;
    }
  o = json_node_get_object (node);
  if (g_strcmp0 (ts_json_read_string_member (o, "format"), format) != 0)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: %s is the format id, do not translate it */
                   _ ("This is not a final-scoring sheet: “format” must be “%s”."), format);
      return NULL;
    }
  if (g_strcmp0 (ts_json_read_string_member (o, "game"), game) != 0)
    {
      g_autofree char *quoted = g_strdup_printf ("“%s”", game);

      ts_sheet_shape_error (error, "game", quoted);
      return NULL;
    }
  return ts_sheet_read_int (o, "", "version", 0, G_MAXINT, version, error) ? o : NULL;
}

JsonArray *
ts_sheet_read_players (JsonObject *o, guint max, GError **error)
{
  JsonNode *players = json_object_get_member (o, "players");

  if (players == NULL || !JSON_NODE_HOLDS_ARRAY (players)
      || json_array_get_length (json_node_get_array (players)) > max)
    {
      /* Translators: what a list in the sheet must be: “an array of at most 96 elements” */
      g_autofree char *what = g_strdup_printf (_ ("an array of at most %u elements"), max);

      ts_sheet_shape_error (error, "players", what);
      return NULL;
    }
  return json_node_get_array (players);
}

JsonObject *
ts_sheet_read_player (JsonNode *node, guint i, char *name, gsize size, GError **error)
{
  const char *text;
  JsonObject *o;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", i);

      ts_sheet_shape_error (error, path, _ ("an object"));
      return NULL;
    }
  o = json_node_get_object (node);
  text = ts_json_read_string_member (o, "name");
  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    {
      g_autofree char *path = g_strdup_printf ("players[%u].name", i);

      ts_sheet_shape_error (error, path, _ ("a string"));
      return NULL;
    }
  ts_sheet_copy_name (name, size, text);
  return o;
}

void
ts_sheet_write_head (JsonBuilder *b, const char *format, int version, const char *game)
{
  ts_json_write_string (b, "format", format);
  ts_json_write_int (b, "version", version);
  ts_json_write_string (b, "game", game);
}

int
ts_sheet_read_all (JsonNode *node, const char *format, const char *game, const char *title,
                   int version, guint max, gpointer players, gsize player_size,
                   TsSheetPlayerReader read, GError **error)
{
  JsonObject *o;
  JsonArray *list;
  int found = 0;

  if ((o = ts_sheet_read_head (node, format, game, &found, error)) == NULL)
    return -1;
  if (found != version)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: a game's name (“Kingsburg”), the version in the file, then
                    * the one this build reads */
                   _ ("%s sheet version %d is not one this Tableside reads (it reads version "
                      "%d)."),
                   title, found, version);
      return -1;
    }
  if ((list = ts_sheet_read_players (o, max, error)) == NULL)
    return -1;
  for (guint i = 0; i < json_array_get_length (list); i++)
    if (!read (json_array_get_element (list, i), i, (char *) players + i * player_size, error))
      return -1;
  return (int) json_array_get_length (list);
}

JsonNode *
ts_sheet_write_all (const char *game, int version, gconstpointer players, guint n,
                    gsize player_size, TsSheetPlayerWriter write)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  ts_sheet_write_head (b, TS_SHEET_FORMAT, version, game);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      const char *player = (const char *) players + i * player_size;

      json_builder_begin_object (b);
      ts_json_write_string (b, "name", player);
      write (b, player);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

char *
ts_sheet_json_to_text (JsonNode *node)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  g_return_val_if_fail (node != NULL, NULL);

  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  text = json_generator_to_data (generator, NULL);
  return g_strconcat (text, "\n", NULL);
}

void
ts_sheet_default_name (char *name, gsize size, guint i)
{
  /* Translators: a player's name before one is typed */
  g_snprintf (name, size, _ ("Player %u"), i + 1);
}

gboolean
ts_sheet_refuse (int *player, int at, GError **error, const char *clause, const char *message)
{
  if (player != NULL)
    *player = at;
  if (clause != NULL)
    return ts_engine_refuse_rule (error, clause, "%s", message);
  return ts_engine_refuse (error, "%s", message);
}

void
ts_sheet_lead_line (JsonNode *breakdown, guint p, const char *cause, const char *text, int vp,
                    const char *keep)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  JsonObject *row = json_array_get_object_element (players, p);
  JsonArray *lines = json_object_get_array_member (row, "lines");
  JsonArray *out = json_array_new ();
  JsonObject *line = json_object_new ();

  json_object_set_string_member (line, "cause", cause);
  json_object_set_string_member (line, "text", text);
  json_object_set_int_member (line, "vp", vp);
  json_array_add_object_element (out, line);
  for (guint k = 0; k < json_array_get_length (lines); k++)
    if (keep == NULL
        || g_strcmp0 (json_object_get_string_member (json_array_get_object_element (lines, k),
                                                     "cause"),
                      keep) == 0)
      json_array_add_element (out, json_node_copy (json_array_get_element (lines, k)));
  json_object_set_array_member (row, "lines", out);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-entry-json.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-json-read.h"

gboolean
ts_entry_json_bad (GError **error, const char *game, const char *member)
{
  /* Translators: the first %s is a game's name, the second a member of one of its entries in
   * a record (“advisor”, “tile”) */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
               _ ("The %s entry's “%s” is missing or not valid."), game, member);
  return FALSE;
}

gboolean
ts_entry_json_int (JsonObject *o, const char *member, int lo, int hi, int *out, const char *game,
                   GError **error)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL || json_node_get_value_type (n) != G_TYPE_INT64 || json_node_get_int (n) < lo
      || json_node_get_int (n) > hi)
    return ts_entry_json_bad (error, game, member);
  *out = json_node_get_int (n);
  return TRUE;
}

gboolean
ts_entry_json_bool (JsonObject *o, const char *member, gboolean *out, const char *game,
                    GError **error)
{
  /* A string "true" or an object is not a yes: refused, never read as false. */
  return ts_json_read_bool_member (o, member, FALSE, out)
         || ts_entry_json_bad (error, game, member);
}

const char *
ts_entry_json_string (JsonObject *o, const char *member)
{
  return ts_json_read_string_member (o, member);
}

static gboolean
read_name (JsonNode *node, char out[TS_PLAYER_NAME_SIZE])
{
  const char *name = NULL;

  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    name = json_node_get_string (node);
  else if (JSON_NODE_HOLDS_OBJECT (node))
    name = ts_json_read_string_member (json_node_get_object (node), "name");
  if (name == NULL || *name == '\0')
    return FALSE;
  /* At most 15 characters, and never a character cut to fit the bytes. */
  out[0] = '\0';
  for (guint n = 0; *name != '\0' && n < 15; n++)
    {
      const char *next = g_utf8_next_char (name);
      gsize used = strlen (out);

      if (used + (next - name) >= TS_PLAYER_NAME_SIZE)
        break;
      memcpy (out + used, name, next - name);
      out[used + (next - name)] = '\0';
      name = next;
    }
  return TRUE;
}

guint
ts_entry_json_players (JsonArray *players, guint min, guint max, const char *game,
                       char (*names)[TS_PLAYER_NAME_SIZE], GError **error)
{
  guint n = players ? json_array_get_length (players) : 0;

  if (n < min || n > max)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: a game's name, its fewest and most players, and the number
                    * of players given */
                   _ ("%s is played by %u to %u players, not %u."), game, min, max, n);
      return 0;
    }
  for (guint i = 0; i < n; i++)
    if (!read_name (json_array_get_element (players, i), names[i]))
      {
        g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                     /* Translators: %u is a player's position in the list, from 1 */
                     _ ("Player %u has no name."), i + 1);
        return 0;
      }
  return n;
}

char *
ts_entry_json_names_text (const char (*names)[TS_PLAYER_NAME_SIZE], guint n_players, guint mask)
{
  GString *text = g_string_new (NULL);
  guint left = __builtin_popcount (mask & ((1u << n_players) - 1));

  for (guint i = 0; i < n_players; i++)
    {
      if (!(mask & (1u << i)))
        continue;
      left--;
      g_string_append (text, names[i]);
      if (left > 1)
        /* Translators: between the names of a list of players (“Ana, Bruno and Carla”) */
        g_string_append (text, C_ ("players", ", "));
      else if (left == 1)
        /* Translators: before the last name of a list of players (“Ana, Bruno and Carla”) */
        g_string_append (text, C_ ("players", " and "));
    }
  return g_string_free (text, FALSE);
}

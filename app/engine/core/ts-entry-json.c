/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-entry-json.h"

#include "ts-engine-error.h"
#include "ts-i18n.h"

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

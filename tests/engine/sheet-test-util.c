/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "sheet-test-util.h"

#include <string.h>

#include "ts-engine-error.h"

JsonObject *
sheet_test_row (JsonNode *breakdown, guint p)
{
  return json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (breakdown), "players"), p);
}

int
sheet_test_line_vp (JsonObject *player, const char *cause)
{
  JsonArray *lines = json_object_get_array_member (player, "lines");

  for (guint k = 0; k < json_array_get_length (lines); k++)
    {
      JsonObject *line = json_array_get_object_element (lines, k);

      if (g_str_equal (json_object_get_string_member (line, "cause"), cause))
        return json_object_get_int_member (line, "vp");
    }
  return 0;
}

void
sheet_test_assert_shape (gconstpointer sheet, const GError *error, const char *path)
{
  g_assert_null (sheet);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "“sheet.json”"));
  g_assert_nonnull (strstr (error->message, path));
}

void
sheet_test_assert_refusal (gboolean ok, int player, const GError *error, int at,
                           const char *clause, const char *words)
{
  g_assert_false (ok);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpint (player, ==, at);
  g_assert_cmpstr (ts_engine_error_get_clause (error), ==, clause);
  g_assert_nonnull (strstr (error->message, words));
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carcassonne-sheet-util.h"

#include <string.h>

#include "ts-engine-error.h"

void
cs_assert_mentions (const char *message, const char *part)
{
  if (strstr (message, part) == NULL)
    g_error ("“%s” does not mention “%s”", message, part);
}

static void
add_players (GString *out, const char *players)
{
  g_auto (GStrv) items = g_strsplit (players, " ", -1);
  gboolean first = TRUE;

  g_string_append (out, "\"players\":[");
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto (GStrv) parts = NULL;

      if (*items[i] == '\0')
        continue;
      parts = g_strsplit (items[i], ":", 3);
      g_assert_nonnull (parts[1]);
      g_string_append_printf (out, "%s{\"name\":\"%s\",\"vp\":%s", first ? "" : ",", parts[0],
                              parts[1]);
      if (parts[2] != NULL)
        {
          g_auto (GStrv) goods = g_strsplit (parts[2], "/", 3);

          g_assert_cmpuint (g_strv_length (goods), ==, 3);
          g_string_append_printf (out, ",\"wine\":%s,\"grain\":%s,\"cloth\":%s", goods[0],
                                  goods[1], goods[2]);
        }
      g_string_append_c (out, '}');
      first = FALSE;
    }
  g_string_append_c (out, ']');
}

/* "D 0 0 0, U 1 0 0": the words of each comma-separated item, by @fields. */
static void
add_list (GString *out, const char *member, const char *list, guint n_fields,
          const char *const *names, const gboolean *quoted)
{
  g_auto (GStrv) items = g_strsplit (list != NULL ? list : "", ",", -1);
  gboolean first = TRUE;

  g_string_append_printf (out, ",\"%s\":[", member);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *item = g_strstrip (g_strdup (items[i]));
      g_auto (GStrv) words = NULL;

      if (*item == '\0')
        continue;
      words = g_strsplit_set (item, " ", -1);
      g_assert_cmpuint (g_strv_length (words), ==, n_fields);
      g_string_append (out, first ? "{" : ",{");
      for (guint f = 0; f < n_fields; f++)
        g_string_append_printf (out, quoted[f] ? "%s\"%s\":\"%s\"" : "%s\"%s\":%s",
                                f == 0 ? "" : ",", names[f], words[f]);
      g_string_append_c (out, '}');
      first = FALSE;
    }
  g_string_append_c (out, ']');
}

char *
cs_sheet_text (const char *options, const char *players, const char *tiles, const char *figures)
{
  static const char *const tile_names[] = { "tile", "x", "y", "rotation" };
  static const gboolean tile_quoted[] = { TRUE, FALSE, FALSE, FALSE };
  static const char *const figure_names[] = { "player", "figure", "x", "y", "segment" };
  static const gboolean figure_quoted[] = { FALSE, TRUE, FALSE, FALSE, TRUE };
  GString *out = g_string_new ("{\"format\":\"tableside-sheet\",\"version\":1,"
                               "\"game\":\"carcassonne\",\"options\":");

  g_string_append (out, options != NULL ? options : "{}");
  g_string_append_c (out, ',');
  add_players (out, players);
  add_list (out, "tiles", tiles, 4, tile_names, tile_quoted);
  add_list (out, "figures", figures, 5, figure_names, figure_quoted);
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}

TsCarcassonneSheet *
cs_sheet (const char *options, const char *players, const char *tiles, const char *figures)
{
  g_autofree char *text = cs_sheet_text (options, players, tiles, figures);
  g_autoptr (GError) error = NULL;
  TsCarcassonneSheet *sheet = ts_carcassonne_sheet_load (text, strlen (text), "test.json", &error);

  if (sheet == NULL)
    g_error ("%s does not read: %s", text, error->message);
  return sheet;
}

static JsonObject *
player_row (JsonNode *breakdown, guint player)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown), "players");

  g_assert_cmpuint (player, <, json_array_get_length (players));
  return json_array_get_object_element (players, player);
}

gboolean
cs_has_line (JsonNode *breakdown, guint player, const char *cause)
{
  JsonArray *lines = json_object_get_array_member (player_row (breakdown, player), "lines");

  for (guint k = 0; k < json_array_get_length (lines); k++)
    if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (lines, k),
                                                  "cause"),
                   cause)
        == 0)
      return TRUE;
  return FALSE;
}

int
cs_line (JsonNode *breakdown, guint player, const char *cause)
{
  JsonArray *lines = json_object_get_array_member (player_row (breakdown, player), "lines");

  for (guint k = 0; k < json_array_get_length (lines); k++)
    {
      JsonObject *line = json_array_get_object_element (lines, k);

      if (g_strcmp0 (json_object_get_string_member (line, "cause"), cause) == 0)
        return json_object_get_int_member (line, "vp");
    }
  g_error ("player %u has no line “%s”", player, cause);
  return 0;
}

int
cs_total (JsonNode *breakdown, guint player)
{
  return json_object_get_int_member (player_row (breakdown, player), "total");
}

guint
cs_winners (JsonNode *breakdown)
{
  JsonArray *winners = json_object_get_array_member (json_node_get_object (breakdown), "winners");
  guint mask = 0;

  for (guint i = 0; i < json_array_get_length (winners); i++)
    mask |= 1u << json_array_get_int_element (winners, i);
  return mask;
}

JsonNode *
cs_score (const TsCarcassonneSheet *sheet)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsCarcassonneState *final = ts_carcassonne_sheet_final (sheet, NULL, &error);
  g_autoptr (GPtrArray) ledger = NULL;
  JsonNode *breakdown;
  JsonObject *o;
  int best = G_MININT;
  guint winners = 0;

  g_assert_no_error (error);
  g_assert_nonnull (final);
  g_assert_cmpint (final->stage, ==, TS_CARCASSONNE_STAGE_OVER);
  breakdown = ts_carcassonne_sheet_score (sheet, &error);
  g_assert_no_error (error);
  g_assert_nonnull (breakdown);
  o = json_node_get_object (breakdown);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "players")), ==,
                    sheet->n_players);
  ledger = ts_carcassonne_ledger_lines (final);
  for (guint p = 0; p < sheet->n_players; p++)
    {
      JsonObject *row = player_row (breakdown, p);
      JsonArray *lines = json_object_get_array_member (row, "lines");
      int sum = 0;

      g_assert_cmpstr (json_object_get_string_member (row, "name"), ==, sheet->players[p].name);
      for (guint k = 0; k < json_array_get_length (lines); k++)
        {
          JsonObject *line = json_array_get_object_element (lines, k);
          const char *cause = json_object_get_string_member (line, "cause");

          /* A sheet knows the track, not the features completed during play. */
          g_assert_cmpstr (cause, !=, "roads");
          g_assert_cmpstr (cause, !=, "cities");
          g_assert_cmpstr (cause, !=, "cloisters");
          g_assert_nonnull (json_object_get_string_member (line, "text"));
          sum += json_object_get_int_member (line, "vp");
        }
      /* Every point has a cause: the total is the sum of its lines and of the ledger. */
      g_assert_cmpint (sum, ==, cs_total (breakdown, p));
      g_assert_cmpint (cs_total (breakdown, p), ==, final->players[p].vp);
      g_assert_cmpint (ts_ledger_sum (ledger, p, TS_LEDGER_VP), ==, final->players[p].vp);
      g_assert_cmpint (cs_line (breakdown, p, "track"), ==, sheet->players[p].vp);
      g_assert_cmpint (cs_has_line (breakdown, p, "goods"), ==, sheet->opt_goods != 0);
      if (cs_total (breakdown, p) > best)
        {
          best = cs_total (breakdown, p);
          winners = 0;
        }
      if (cs_total (breakdown, p) == best)
        winners |= 1u << p;
    }
  /* CA-BEN-06: the most points win, ties share. */
  g_assert_cmpuint (cs_winners (breakdown), ==, winners);
  g_assert_cmpuint (final->winners, ==, winners);
  g_assert_nonnull (json_object_get_string_member (o, "explanation"));
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "scorings")));
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_object_get_member (o, "cities")));
  return breakdown;
}

char *
cs_refuse (const TsCarcassonneSheet *sheet, TsCarcassonneSheetAt at, int index)
{
  TsCarcassonneSheetProblem problem = { .at = -1, .index = -2 };
  TsCarcassonneSheetProblem again = { .at = -1, .index = -2 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) score_error = NULL;
  g_autoptr (GError) final_error = NULL;
  g_autoptr (JsonNode) score = NULL;
  g_autofree TsCarcassonneState *final = NULL;

  g_assert_false (ts_carcassonne_sheet_check (sheet, &problem, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if ((int)problem.at != (int)at || problem.index != index)
    g_error ("refused at %d/%d, not %d/%d: %s", problem.at, problem.index, at, index,
             error->message);
  /* No problem wanted: the same refusal. */
  g_assert_false (ts_carcassonne_sheet_check (sheet, NULL, NULL));
  score = ts_carcassonne_sheet_score (sheet, &score_error);
  g_assert_null (score);
  g_assert_error (score_error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_assert_cmpstr (score_error->message, ==, error->message);
  final = ts_carcassonne_sheet_final (sheet, &again, &final_error);
  g_assert_null (final);
  g_assert_cmpstr (final_error->message, ==, error->message);
  g_assert_cmpint (again.at, ==, problem.at);
  g_assert_cmpint (again.index, ==, problem.index);
  return g_strdup (error->message);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli sheet: reading a final-scoring sheet's file and printing its breakdown as text
 * (the command itself is in ts-cli.c); Kingsburg's and Caylus 1303's sheets read and scored
 * here whole. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ts-cli-commands.h"
#include "ts-json-read.h"
#include "ts-record-info.h"
#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"

/* The modules' lines of the breakdown (the same for a tracked game): the crane's type, whose
 * VP are in that monastery's line, and each shield held with its VP and what it scores. */
static void
print_module_lines (JsonObject *row)
{
  JsonArray *lines = json_object_get_array_member (row, "lines");

  for (guint k = 0; k < json_array_get_length (lines); k++)
    {
      JsonObject *line = json_array_get_object_element (lines, k);
      const char *cause = json_object_get_string_member_with_default (line, "cause", "");
      JsonNode *vp = json_object_get_member (line, "vp");
      guint64 shield = 0;

      if (g_str_equal (cause, "crane") && json_object_has_member (line, "value"))
        /* Translators: the building type the crane counted as at the end (“watchtower”); its
         * VP are in that monastery's line above. */
        g_print (_("         crane counted as: %s\n"),
                 json_object_get_string_member (line, "value"));
      else if (g_str_has_prefix (cause, "end-shield-") && vp != NULL
               && json_node_get_value_type (vp) == G_TYPE_INT64
               && g_ascii_string_to_unsigned (cause + strlen ("end-shield-"), 10, 1, 99, &shield,
                                              NULL))
        /* Translators: VP, a shield number and what it scores (“8 VP (doubled by shield 13)”) */
        g_print (_("  %+5d  shield %d: %s\n"), (int) json_node_get_int (vp), (int) shield,
                 json_object_get_string_member_with_default (line, "note", ""));
    }
}

void
ts_cli_sheet_text (JsonNode   *breakdown,
                   const char *name)
{
  JsonObject *root = json_node_get_object (breakdown);
  JsonArray *players = json_object_get_array_member (root, "players");
  guint n = json_array_get_length (players);

  /* Translators: a file name, a game and a number of players. */
  g_print (ngettext ("%s: final scoring of %s, %u player\n",
                     "%s: final scoring of %s, %u players\n", n),
           name, _("The Castles of Burgundy"), n);
  g_print ("%s\n", json_object_get_string_member (root, "explanation"));
  /* A team sheet (CB-TEM-14/15): the teams' totals; the team's assets are on A1's and B1's
   * lines below. */
  JsonArray *teams = json_object_has_member (root, "teams")
                         ? json_object_get_array_member (root, "teams")
                         : NULL;
  for (guint t = 0; teams != NULL && t < json_array_get_length (teams); t++)
    {
      JsonObject *team = json_array_get_object_element (teams, t);

      g_print (_("%s: %d VP together\n"), json_object_get_string_member (team, "name"),
               (int) json_object_get_int_member (team, "total"));
    }

  for (guint i = 0; i < n; i++)
    {
      JsonObject *row = json_array_get_object_element (players, i);
      JsonArray *monasteries = json_object_get_array_member (row, "monasteries");

      g_print ("\n");
      /* Translators: a player's name and total, as in “Ana: 156 VP”. */
      g_print (_("%s: %d VP\n"), json_object_get_string_member (row, "name"),
               (int) json_object_get_int_member (row, "total"));
      /* Translators: the lines of a player's final scoring: VP, then where they come from. */
      g_print (_("  %+5d  VP on the track\n"), (int) json_object_get_int_member (row, "vp-track"));
      g_print (_("  %+5d  goods left in storage\n"),
               (int) json_object_get_int_member (row, "goods"));
      g_print (_("  %+5d  silver\n"), (int) json_object_get_int_member (row, "silver"));
      g_print (_("  %+5d  workers (1 VP per 2)\n"),
               (int) json_object_get_int_member (row, "workers"));
      for (guint k = 0; k < json_array_get_length (monasteries); k++)
        {
          JsonObject *m = json_array_get_object_element (monasteries, k);
          int number = json_object_get_int_member (m, "monastery");

          /* Translators: VP, a monastery number and its end-game rule (“4 VP per bank”). */
          g_print (_("  %+5d  monastery %d: %s\n"), (int) json_object_get_int_member (m, "vp"),
                   number, ts_burgundy_sheet_monastery_rule (number));
        }
      print_module_lines (row);
      /* Translators: the tie-break facts: empty duchy spaces, the bridge space of the
       * turn-order marker and its place in the stack there (0 = bottom). */
      g_print (_("  for a tie: %d empty spaces, bridge space %d, place %d in the stack\n"),
               (int) json_object_get_int_member (row, "empty-spaces"),
               (int) json_object_get_int_member (row, "bridge-space"),
               (int) json_object_get_int_member (row, "bridge-height"));
    }
}

/* “Ana and Bruno” from an array of player indices. */
static char *
holders_text (JsonArray *holders,
              JsonArray *players)
{
  GString *out = g_string_new (NULL);
  guint n = holders != NULL ? json_array_get_length (holders) : 0;

  for (guint k = 0; k < n; k++)
    {
      gint64 p = json_array_get_int_element (holders, k);
      JsonObject *row = p >= 0 && p < json_array_get_length (players)
                            ? json_array_get_object_element (players, p)
                            : NULL;

      if (k > 0)
        /* Translators: between names, as in “Ana, Bruno and Carla” */
        g_string_append (out, k + 1 == n ? _(" and ") : _(", "));
      g_string_append (out, row != NULL ? json_object_get_string_member (row, "name") : "?");
    }
  return g_string_free (out, FALSE);
}

void
ts_cli_carcassonne_sheet_text (JsonNode   *breakdown,
                               const char *name)
{
  JsonObject *root = json_node_get_object (breakdown);
  JsonArray *players = json_object_get_array_member (root, "players");
  JsonArray *scorings = json_object_get_array_member (root, "scorings");
  JsonArray *cities = json_object_get_array_member (root, "cities");
  guint n = json_array_get_length (players);

  g_print (ngettext ("%s: final scoring of %s, %u player\n",
                     "%s: final scoring of %s, %u players\n", n),
           name, _("Carcassonne"), n);
  g_print ("%s\n", json_object_get_string_member (root, "explanation"));
  for (guint i = 0; i < n; i++)
    {
      JsonObject *row = json_array_get_object_element (players, i);
      JsonArray *lines = json_object_get_array_member (row, "lines");

      g_print ("\n");
      g_print (_("%s: %d VP\n"), json_object_get_string_member (row, "name"),
               (int) json_object_get_int_member (row, "total"));
      for (guint k = 0; k < json_array_get_length (lines); k++)
        {
          JsonObject *line = json_array_get_object_element (lines, k);

          /* Translators: a line of a player's final scoring: VP, what, a note (“2 fields,
           * 3 cities”) */
          g_print (_("  %+5d  %s (%s)\n"), (int) json_object_get_int_member (line, "vp"),
                   json_object_get_string_member (line, "text"),
                   json_object_get_string_member (line, "note"));
        }
    }
  if (json_array_get_length (scorings) > 0)
    /* Translators: the heading of every feature the final scoring scored */
    g_print ("\n%s\n", _("The final scoring, feature by feature:"));
  for (guint k = 0; k < json_array_get_length (scorings); k++)
    {
      JsonObject *sc = json_array_get_object_element (scorings, k);
      g_autofree char *who = holders_text (json_object_get_array_member (sc, "holders"), players);
      g_autofree char *pigs = json_object_has_member (sc, "pigs")
                                  ? holders_text (json_object_get_array_member (sc, "pigs"), players)
                                  : g_strdup ("");

      /* Translators: a feature scored at the end: its number, what it is and its sum, who
       * holds it, the VP each holder scores */
      g_print (_("  %2u. %s: %s, %d VP each\n"), k + 1, json_object_get_string_member (sc, "text"),
               who, (int) json_object_get_int_member (sc, "vp"));
      if (*pigs != '\0')
        /* Translators: holders of a farm with their pig in it (CA-TPG-05) */
        g_print (_("       with the pig, 4 VP per city: %s\n"), pigs);
    }
  if (json_array_get_length (cities) > 0)
    /* Translators: the heading of the farms explained city by city (CA-BEN-04/05) */
    g_print ("\n%s\n", _("The farms, city by city:"));
  for (guint k = 0; k < json_array_get_length (cities); k++)
    {
      JsonObject *city = json_array_get_object_element (cities, k);
      JsonArray *farms = json_object_get_array_member (city, "farms");
      JsonArray *vp = json_object_get_array_member (city, "vp");
      g_autoptr(GString) numbers = g_string_new (NULL);
      g_autoptr(GString) gains = g_string_new (NULL);

      for (guint f = 0; f < json_array_get_length (farms); f++)
        g_string_append_printf (numbers, "%s%d", f > 0 ? ", " : "",
                                (int) json_array_get_int_element (farms, f) + 1);
      for (guint p = 0; p < json_array_get_length (vp) && p < n; p++)
        if (json_array_get_int_element (vp, p) > 0)
          g_string_append_printf (gains, "%s%s +%d", gains->len > 0 ? ", " : "",
                                  json_object_get_string_member (
                                      json_array_get_object_element (players, p), "name"),
                                  (int) json_array_get_int_element (vp, p));
      /* Translators: a completed city, the numbers of the farms above that border it, and
       * what each farm holder scores for it (“Ana +3, Bruno +4”) */
      g_print (_("  %s: farms %s; %s\n"), json_object_get_string_member (city, "city"),
               numbers->str, gains->str);
    }
}

static void
lines_sheet_text (JsonNode   *breakdown,
                  const char *name,
                  const char *game)
{
  JsonObject *root = json_node_get_object (breakdown);
  JsonArray *players = json_object_get_array_member (root, "players");
  gboolean kingsburg = g_str_equal (game, "kingsburg");
  guint n = json_array_get_length (players);

  g_print (ngettext ("%s: final scoring of %s, %u player\n",
                     "%s: final scoring of %s, %u players\n", n),
           name, kingsburg ? _("Kingsburg") : _("Caylus 1303"), n);
  g_print ("%s\n", json_object_get_string_member (root, "explanation"));
  for (guint i = 0; i < n; i++)
    {
      JsonObject *row = json_array_get_object_element (players, i);
      JsonArray *lines = json_object_get_array_member (row, "lines");

      g_print ("\n");
      if (kingsburg)
        g_print (_("%s: %d VP\n"), json_object_get_string_member (row, "name"),
                 (int) json_object_get_int_member (row, "total"));
      else
        /* Translators: a player's name and total in Caylus 1303, as in “Ana: 54 PP” */
        g_print (_("%s: %d PP\n"), json_object_get_string_member (row, "name"),
                 (int) json_object_get_int_member (row, "total"));
      for (guint k = 0; k < json_array_get_length (lines); k++)
        {
          JsonObject *line = json_array_get_object_element (lines, k);

          if (json_object_has_member (line, "note"))
            g_print (_("  %+5d  %s (%s)\n"), (int) json_object_get_int_member (line, "vp"),
                     json_object_get_string_member (line, "text"),
                     json_object_get_string_member (line, "note"));
          else
            /* Translators: a line of a player's final scoring: VP, then what */
            g_print (_("  %+5d  %s\n"), (int) json_object_get_int_member (line, "vp"),
                     json_object_get_string_member (line, "text"));
        }
      if (kingsburg)
        /* Translators: Kingsburg's tie-break facts (KB-TIE-01/02): goods, then buildings */
        g_print (_("  for a tie: goods %d, buildings %d\n"),
                 (int) json_object_get_int_member (row, "goods"),
                 (int) json_object_get_int_member (row, "buildings"));
    }
}

int
ts_cli_lines_sheet (const char *game,
                    const char *contents,
                    gsize       length,
                    const char *name,
                    gboolean    json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) breakdown = NULL;
  gboolean read;

  if (g_str_equal (game, TS_KINGSBURG_SHEET_GAME))
    {
      g_autoptr(TsKingsburgSheet) sheet = ts_kingsburg_sheet_load (contents, length, name, &error);

      read = sheet != NULL;
      breakdown = read ? ts_kingsburg_sheet_score (sheet, &error) : NULL;
    }
  else
    {
      g_autoptr(TsCaylusSheet) sheet = ts_caylus_sheet_load (contents, length, name, &error);

      read = sheet != NULL;
      breakdown = read ? ts_caylus_sheet_score (sheet, &error) : NULL;
    }
  if (!read)
    {
      g_printerr (_("tableside-cli: %s\n"), error->message);
      return 1;
    }
  if (breakdown == NULL)
    {
      /* Translators: a file name, then what on the sheet cannot be. */
      g_printerr (_("tableside-cli: “%s”: %s\n"), name, error->message);
      return 1;
    }
  if (json)
    ts_cli_print_json (breakdown);
  else
    lines_sheet_text (breakdown, name, game);
  return 0;
}

/* -------------------------------------------------------------------------------------- */

/* The game a sheet is for, read once through the one JSON reader; NULL when the file is not
 * a JSON object naming one (the Castles of Burgundy's reader then says what is wrong, as it
 * always has). */
static char *
sheet_game (const char *contents,
            gsize       length,
            const char *name)
{
  TsJsonLimits limits = { _("a final-scoring sheet"), TS_CARCASSONNE_SHEET_MAX_BYTES, 32, 0 };
  g_autoptr(JsonNode) root = ts_json_read_parse (contents, length, name, &limits, NULL);

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  return g_strdup (ts_json_read_string_member (json_node_get_object (root), "game"));
}

static int
run_carcassonne_sheet (const char *contents,
                       gsize       length,
                       const char *name,
                       gboolean    json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsCarcassonneSheet) sheet = ts_carcassonne_sheet_load (contents, length, name, &error);
  g_autoptr(JsonNode) breakdown = NULL;

  if (sheet == NULL)
    {
      g_printerr (_("tableside-cli: %s\n"), error->message);
      return TS_CLI_REFUSED;
    }
  breakdown = ts_carcassonne_sheet_score (sheet, &error);
  if (breakdown == NULL)
    {
      /* Translators: a file name, then what on the sheet cannot be. */
      g_printerr (_("tableside-cli: “%s”: %s\n"), name, error->message);
      return TS_CLI_REFUSED;
    }
  if (json)
    ts_cli_print_json (breakdown);
  else
    ts_cli_carcassonne_sheet_text (breakdown, name);
  return TS_CLI_OK;
}

int
ts_cli_sheet (GFile   *file,
              gboolean json)
{
  g_autofree char *name = ts_record_display_name (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBurgundySheet) sheet = NULL;
  g_autoptr(JsonNode) breakdown = NULL;
  TsJsonLimits limits = { _("a final-scoring sheet"), TS_CARCASSONNE_SHEET_MAX_BYTES, 32, 0 };
  g_autofree char *contents = NULL;
  g_autofree char *game = NULL;
  gsize length = 0;

  contents = ts_json_read_contents (file, name, &limits, &length, NULL, NULL, &error);
  if (contents == NULL)
    {
      g_printerr (_("tableside-cli: %s\n"), error->message);
      return TS_CLI_REFUSED;
    }
  game = sheet_game (contents, length, name);
  if (g_strcmp0 (game, TS_CARCASSONNE_SHEET_GAME) == 0)
    return run_carcassonne_sheet (contents, length, name, json);
  if (g_strcmp0 (game, TS_KINGSBURG_SHEET_GAME) == 0 || g_strcmp0 (game, TS_CAYLUS_SHEET_GAME) == 0)
    return ts_cli_lines_sheet (game, contents, length, name, json);
  sheet = ts_burgundy_sheet_load (contents, length, name, &error);
  if (sheet == NULL)
    {
      g_printerr (_("tableside-cli: %s\n"), error->message);
      return TS_CLI_REFUSED;
    }
  if (!ts_burgundy_sheet_check (sheet, &error))
    {
      /* Translators: a file name, then what on the sheet cannot be. */
      g_printerr (_("tableside-cli: “%s”: %s\n"), name, error->message);
      return TS_CLI_REFUSED;
    }
  breakdown = ts_burgundy_sheet_score (sheet);
  if (json)
    ts_cli_print_json (breakdown);
  else
    ts_cli_sheet_text (breakdown, name);
  return TS_CLI_OK;
}

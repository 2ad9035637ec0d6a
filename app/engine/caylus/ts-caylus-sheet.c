/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's final-scoring sheet (ts-caylus-sheet.h): the JSON, the check, and the final
 * scoring through the engine's own breakdown, so that a sheet reads as the game's end does. */
#include "ts-caylus-sheet.h"

#include <string.h>

#include "ts-caylus-internal.h"
#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"
#include "ts-json-read.h"
#include "ts-json-write.h"
#include "ts-sheet-read.h"

#define MAX_DEPTH 8
#define SHEET_FORMAT "tableside-sheet"

TsCaylusSheet *
ts_caylus_sheet_new (guint n_players)
{
  TsCaylusSheet *sheet = g_new0 (TsCaylusSheet, 1);

  sheet->n_players = CLAMP (n_players, 2, TS_CAYLUS_MAX_PLAYERS);
  for (guint i = 0; i < sheet->n_players; i++)
    /* Translators: a player's name before one is typed */
    g_snprintf (sheet->players[i].name, sizeof sheet->players[i].name, _ ("Player %u"), i + 1);
  return sheet;
}

/* “players[1].gold” must be “a whole number from 0 to 99”. */
static gboolean
shape_error (GError **error, const char *path, const char *expected)
{
  /* Translators: a JSON member's path in the sheet (“tiles[3].x”), then what it must hold
   * (“a whole number from −95 to 95”) */
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE, _ ("“%s” must be %s."), path,
               expected);
  return FALSE;
}

static gboolean
read_int (JsonObject *o, const char *prefix, const char *member, int lo, int hi, int *out,
          GError **error)
{
  gint64 v = 0;

  if (!ts_json_read_int_member (o, member, lo, hi, G_MININT64, &v) || v == G_MININT64)
    {
      g_autofree char *path = g_strconcat (prefix, member, NULL);
      /* Translators: what a member must hold, with its smallest and largest value */
      g_autofree char *what = g_strdup_printf (_ ("a whole number from %d to %d"), lo, hi);

      return shape_error (error, path, what);
    }
  *out = (int)v;
  return TRUE;
}

/* Cuts @name to fit on a character boundary, as the game state does with long names. */
static void
copy_name (char *dest, gsize size, const char *name)
{
  const char *end = name;

  while (*end != '\0' && (gsize)(g_utf8_next_char (end) - name) < size)
    end = g_utf8_next_char (end);
  memcpy (dest, name, end - name);
  dest[end - name] = '\0';
}

static gboolean
read_player (JsonNode *node, guint i, TsCaylusSheetPlayer *p, GError **error)
{
  g_autofree char *prefix = g_strdup_printf ("players[%u].", i);
  const char *name;
  JsonObject *o;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", i);
      return shape_error (error, path, _ ("an object"));
    }
  o = json_node_get_object (node);
  name = ts_json_read_string_member (o, "name");
  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_autofree char *path = g_strconcat (prefix, "name", NULL);
      return shape_error (error, path, _ ("a string"));
    }
  copy_name (p->name, sizeof p->name, name);
  return read_int (o, prefix, "pp", 0, TS_CAYLUS_SHEET_MAX_PP, &p->pp, error)
         && read_int (o, prefix, "gold", 0, TS_CAYLUS_SHEET_MAX_GOLD, &p->gold, error);
}

TsCaylusSheet *
ts_caylus_sheet_from_json (JsonNode *node, GError **error)
{
  g_autoptr (TsCaylusSheet) sheet = g_new0 (TsCaylusSheet, 1);
  JsonNode *players;
  JsonObject *o;
  int version = 0;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                           _ ("A final-scoring sheet is a JSON object."));
      return NULL;
    }
  o = json_node_get_object (node);
  if (g_strcmp0 (ts_json_read_string_member (o, "format"), SHEET_FORMAT) != 0)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: %s is the format id, do not translate it */
                   _ ("This is not a final-scoring sheet: “format” must be “%s”."), SHEET_FORMAT);
      return NULL;
    }
  if (g_strcmp0 (ts_json_read_string_member (o, "game"), TS_CAYLUS_SHEET_GAME) != 0)
    {
      shape_error (error, "game", "“" TS_CAYLUS_SHEET_GAME "”");
      return NULL;
    }
  if (!read_int (o, "", "version", 0, G_MAXINT, &version, error))
    return NULL;
  if (version != TS_CAYLUS_SHEET_VERSION)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: the version in the file, then the one this build reads */
                   _ ("Caylus 1303 sheet version %d is not one this Tableside reads (it reads "
                      "version %d)."),
                   version, TS_CAYLUS_SHEET_VERSION);
      return NULL;
    }
  players = json_object_get_member (o, "players");
  if (players == NULL || !JSON_NODE_HOLDS_ARRAY (players)
      || json_array_get_length (json_node_get_array (players)) > TS_CAYLUS_MAX_PLAYERS)
    {
      /* Translators: what a list in the sheet must be: “an array of at most 96 elements” */
      g_autofree char *what
          = g_strdup_printf (_ ("an array of at most %u elements"), TS_CAYLUS_MAX_PLAYERS);
      shape_error (error, "players", what);
      return NULL;
    }
  sheet->n_players = json_array_get_length (json_node_get_array (players));
  for (guint i = 0; i < sheet->n_players; i++)
    if (!read_player (json_array_get_element (json_node_get_array (players), i), i,
                      &sheet->players[i], error))
      return NULL;
  return g_steal_pointer (&sheet);
}

JsonNode *
ts_caylus_sheet_to_json (const TsCaylusSheet *sheet)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  ts_json_write_string (b, "format", SHEET_FORMAT);
  ts_json_write_int (b, "version", TS_CAYLUS_SHEET_VERSION);
  ts_json_write_string (b, "game", TS_CAYLUS_SHEET_GAME);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < MIN (sheet->n_players, TS_CAYLUS_MAX_PLAYERS); i++)
    {
      json_builder_begin_object (b);
      ts_json_write_string (b, "name", sheet->players[i].name);
      ts_json_write_int (b, "pp", sheet->players[i].pp);
      ts_json_write_int (b, "gold", sheet->players[i].gold);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

TS_SHEET_DEFINE_LOADERS (ts_caylus_sheet, TsCaylusSheet, TS_CAYLUS_SHEET_MAX_BYTES, MAX_DEPTH)

static gboolean
refuse (int *player, int at, GError **error, const char *clause, const char *message)
{
  if (player != NULL)
    *player = at;
  if (clause != NULL)
    return ts_engine_refuse_rule (error, clause, "%s", message);
  return ts_engine_refuse (error, "%s", message);
}

gboolean
ts_caylus_sheet_check (const TsCaylusSheet *sheet, int *player, GError **error)
{
  if (sheet->n_players < 2 || sheet->n_players > TS_CAYLUS_MAX_PLAYERS)
    {
      /* Translators: a refusal of a final-scoring sheet (CY-CMP-01) */
      g_autofree char *m = g_strdup_printf (_ ("Caylus 1303 is played by 2 to 5 players, not %u."),
                                            sheet->n_players);
      return refuse (player, -1, error, "CY-CMP-01", m);
    }
  for (guint p = 0; p < sheet->n_players; p++)
    {
      const TsCaylusSheetPlayer *sp = &sheet->players[p];
      g_autofree char *name = g_strstrip (g_strdup (sp->name));
      g_autofree char *m = NULL;
      const char *clause = NULL;

      if (*name == '\0')
        /* Translators: a refusal of a final-map sheet: a player number from 1 */
        m = g_strdup_printf (_ ("Player %u has no name."), p + 1);
      else if (sp->pp < 0 || sp->pp > TS_CAYLUS_SHEET_MAX_PP)
        {
          /* Translators: a refusal of a final-scoring sheet (CY-END-03): a name, the PP typed */
          m = g_strdup_printf (_ ("%s's prestige points must be from 0 to 999, not %d."),
                               sp->name, sp->pp);
          clause = "CY-END-03";
        }
      else if (sp->gold < 0 || sp->gold > TS_CAYLUS_SHEET_MAX_GOLD)
        {
          /* Translators: a refusal of a final-scoring sheet (CY-END-02): a name, the gold
           * typed */
          m = g_strdup_printf (_ ("%s's gold must be from 0 to 99, not %d."), sp->name,
                               sp->gold);
          clause = "CY-END-02";
        }
      if (m != NULL)
        return refuse (player, p, error, clause, m);
    }
  return TRUE;
}

TsCaylusState *
ts_caylus_sheet_final (const TsCaylusSheet *sheet, GError **error)
{
  g_autofree TsCaylusState *s = NULL;
  const TsCaylusData *data;

  if (!ts_caylus_sheet_check (sheet, NULL, error) || (data = ts_caylus_data_get (error)) == NULL)
    return NULL;
  s = g_new0 (TsCaylusState, 1);
  s->data = data;
  s->n_players = sheet->n_players;
  s->round = TS_CAYLUS_ROUNDS;
  for (guint p = 0; p < s->n_players; p++)
    {
      g_strlcpy (s->names[p], sheet->players[p].name, sizeof s->names[p]);
      s->players[p].pp = sheet->players[p].pp;
      s->players[p].res[TS_CAYLUS_GOLD] = sheet->players[p].gold;
    }
  /* The engine's own final scoring: CY-END-02, 2 PP per gold, one ledger line each; CY-END-03
   * and CY-TIE-01 as Tableside reads them, every player with the most PP shares the victory. */
  ts_caylus_final_scoring (s);
  s->first = -1;
  return g_steal_pointer (&s);
}

/* The engine's lines of one player, with the PP held first instead of what play earned. */
static void
replace_lines (JsonObject *row, int held)
{
  JsonArray *lines = json_object_get_array_member (row, "lines");
  JsonArray *out = json_array_new ();
  JsonObject *line = json_object_new ();

  json_object_set_string_member (line, "cause", "held");
  /* Translators: a row of Caylus 1303's final scores from a sheet: the PP tokens each player
   * held after round 9, before the gold was scored */
  json_object_set_string_member (line, "text", _ ("Prestige points held"));
  json_object_set_int_member (line, "vp", held);
  json_array_add_object_element (out, line);
  for (guint k = 0; k < json_array_get_length (lines); k++)
    {
      JsonObject *old = json_array_get_object_element (lines, k);

      if (g_strcmp0 (json_object_get_string_member (old, "cause"), "gold") == 0)
        json_array_add_element (out, json_node_copy (json_array_get_element (lines, k)));
    }
  json_object_set_array_member (row, "lines", out);
}

JsonNode *
ts_caylus_sheet_score (const TsCaylusSheet *sheet, GError **error)
{
  g_autofree TsCaylusState *s = ts_caylus_sheet_final (sheet, error);
  JsonNode *breakdown;
  JsonArray *players;

  if (s == NULL)
    return NULL;
  breakdown = ts_caylus_final_breakdown (s);
  players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  for (guint p = 0; p < json_array_get_length (players); p++)
    replace_lines (json_array_get_object_element (players, p), sheet->players[p].pp);
  return breakdown;
}

TsCaylusSheet *
ts_caylus_sheet_from_state (const TsCaylusState *s)
{
  TsCaylusSheet *sheet = g_new0 (TsCaylusSheet, 1);

  sheet->n_players = MIN (s->n_players, TS_CAYLUS_MAX_PLAYERS);
  for (guint p = 0; p < sheet->n_players; p++)
    {
      g_strlcpy (sheet->players[p].name, s->names[p], sizeof sheet->players[p].name);
      sheet->players[p].pp = s->players[p].pp;
      sheet->players[p].gold = s->players[p].res[TS_CAYLUS_GOLD];
    }
  /* The PP before the final scoring: its gold lines taken back. */
  for (guint k = 0; k < s->n_ledger; k++)
    if (s->ledger[k].resource == TS_LEDGER_VP && s->ledger[k].cause == TS_CAYLUS_CAUSE_GOLD
        && s->ledger[k].player < sheet->n_players)
      sheet->players[s->ledger[k].player].pp -= s->ledger[k].delta;
  return sheet;
}

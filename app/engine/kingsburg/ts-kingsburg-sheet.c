/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's final-scoring sheet (ts-kingsburg-sheet.h): the JSON, the check, and the end of
 * the game through the engine's own ts_kingsburg_finish() and final breakdown. */
#include "ts-kingsburg-sheet.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"
#include "ts-json-read.h"
#include "ts-json-write.h"
#include "ts-sheet-read.h"

#define MAX_DEPTH 8
#define SHEET_FORMAT "tableside-sheet"

TsKingsburgSheet *
ts_kingsburg_sheet_new (guint n_players)
{
  TsKingsburgSheet *sheet = g_new0 (TsKingsburgSheet, 1);

  sheet->n_players = CLAMP (n_players, 2, TS_KINGSBURG_MAX_PLAYERS);
  for (guint i = 0; i < sheet->n_players; i++)
    /* Translators: a player's name before one is typed */
    g_snprintf (sheet->players[i].name, sizeof sheet->players[i].name, _ ("Player %u"), i + 1);
  return sheet;
}

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

  if (!json_object_has_member (o, member) || !ts_json_read_int_member (o, member, lo, hi, 0, &v))
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
read_buildings (JsonObject *o, const char *prefix, TsKingsburgSheetPlayer *p, GError **error)
{
  JsonNode *node = json_object_get_member (o, "buildings");
  JsonArray *list;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (json_node_get_array (node)) > TS_KINGSBURG_N_BUILDINGS)
    {
      g_autofree char *path = g_strconcat (prefix, "buildings", NULL);
      /* Translators: what a list in the sheet must be: “an array of at most 96 elements” */
      g_autofree char *what
          = g_strdup_printf (_ ("an array of at most %u elements"), TS_KINGSBURG_N_BUILDINGS);
      return shape_error (error, path, what);
    }
  list = json_node_get_array (node);
  p->n_buildings = json_array_get_length (list);
  for (guint k = 0; k < p->n_buildings; k++)
    {
      JsonNode *el = json_array_get_element (list, k);
      int b = -1;

      if (JSON_NODE_HOLDS_VALUE (el) && json_node_get_value_type (el) == G_TYPE_STRING)
        b = ts_kingsburg_building_from_id (json_node_get_string (el));
      if (b < 0 || b >= TS_KINGSBURG_N_BUILDINGS)
        {
          g_autofree char *path = g_strdup_printf ("%sbuildings[%u]", prefix, k);
          /* Translators: what an element of a Kingsburg sheet's "buildings" must hold */
          return shape_error (error, path, _ ("a building's id (“statue”, “town-hall”)"));
        }
      p->buildings[k] = b;
    }
  return TRUE;
}

static gboolean
read_player (JsonNode *node, guint i, TsKingsburgSheetPlayer *p, GError **error)
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
  if (!read_int (o, prefix, "vp", TS_KINGSBURG_SHEET_MIN_VP, TS_KINGSBURG_SHEET_MAX_VP, &p->vp,
                 error))
    return FALSE;
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    if (!read_int (o, prefix, ts_kingsburg_good_id (g), 0, TS_KINGSBURG_SHEET_MAX_GOODS,
                   &p->goods[g], error))
      return FALSE;
  return read_buildings (o, prefix, p, error);
}

TsKingsburgSheet *
ts_kingsburg_sheet_from_json (JsonNode *node, GError **error)
{
  g_autoptr (TsKingsburgSheet) sheet = g_new0 (TsKingsburgSheet, 1);
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
  if (g_strcmp0 (ts_json_read_string_member (o, "game"), TS_KINGSBURG_SHEET_GAME) != 0)
    {
      shape_error (error, "game", "“" TS_KINGSBURG_SHEET_GAME "”");
      return NULL;
    }
  if (!read_int (o, "", "version", 0, G_MAXINT, &version, error))
    return NULL;
  if (version != TS_KINGSBURG_SHEET_VERSION)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   /* Translators: the version in the file, then the one this build reads */
                   _ ("Kingsburg sheet version %d is not one this Tableside reads (it reads "
                      "version %d)."),
                   version, TS_KINGSBURG_SHEET_VERSION);
      return NULL;
    }
  players = json_object_get_member (o, "players");
  if (players == NULL || !JSON_NODE_HOLDS_ARRAY (players)
      || json_array_get_length (json_node_get_array (players)) > TS_KINGSBURG_MAX_PLAYERS)
    {
      g_autofree char *what
          = g_strdup_printf (_ ("an array of at most %u elements"), TS_KINGSBURG_MAX_PLAYERS);
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
ts_kingsburg_sheet_to_json (const TsKingsburgSheet *sheet)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  ts_json_write_string (b, "format", SHEET_FORMAT);
  ts_json_write_int (b, "version", TS_KINGSBURG_SHEET_VERSION);
  ts_json_write_string (b, "game", TS_KINGSBURG_SHEET_GAME);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < MIN (sheet->n_players, TS_KINGSBURG_MAX_PLAYERS); i++)
    {
      const TsKingsburgSheetPlayer *p = &sheet->players[i];

      json_builder_begin_object (b);
      ts_json_write_string (b, "name", p->name);
      ts_json_write_int (b, "vp", p->vp);
      for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
        ts_json_write_int (b, ts_kingsburg_good_id (g), p->goods[g]);
      json_builder_set_member_name (b, "buildings");
      json_builder_begin_array (b);
      for (guint k = 0; k < MIN (p->n_buildings, TS_KINGSBURG_N_BUILDINGS); k++)
        json_builder_add_string_value (b, ts_kingsburg_building_id (p->buildings[k]));
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

TS_SHEET_DEFINE_LOADERS (ts_kingsburg_sheet, TsKingsburgSheet, TS_KINGSBURG_SHEET_MAX_BYTES,
                         MAX_DEPTH)

static gboolean
refuse (int *player, int at, GError **error, const char *clause, const char *message)
{
  if (player != NULL)
    *player = at;
  if (clause != NULL)
    return ts_engine_refuse_rule (error, clause, "%s", message);
  return ts_engine_refuse (error, "%s", message);
}

/* The building just left of @b in its row (KB-BLD-04), or -1 for the leftmost. */
static int
left_of (const TsKingsburgData *data, guint b)
{
  for (guint o = 0; o < TS_KINGSBURG_N_BUILDINGS; o++)
    if (data->buildings[o].row == data->buildings[b].row
        && data->buildings[o].column + 1 == data->buildings[b].column)
      return o;
  return -1;
}

/* What is wrong with one player's line of the sheet, or NULL; @clause gets its rule. */
static char *
player_problem (const TsKingsburgData *data, const TsKingsburgSheetPlayer *sp, guint p,
                const char **clause)
{
  g_autofree char *name = g_strstrip (g_strdup (sp->name));
  guint32 built = 0;

  *clause = NULL;
  if (*name == '\0')
    /* Translators: a refusal of a final-map sheet: a player number from 1 */
    return g_strdup_printf (_ ("Player %u has no name."), p + 1);
  if (sp->vp < TS_KINGSBURG_SHEET_MIN_VP || sp->vp > TS_KINGSBURG_SHEET_MAX_VP)
    /* Translators: a refusal of a Kingsburg sheet: a name, the VP typed */
    return g_strdup_printf (_ ("%s's VP on the track must be from −99 to 999, not %d."),
                            sp->name, sp->vp);
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    if (sp->goods[g] < 0)
      {
        *clause = "KB-BAT-12";
        /* Translators: a refusal of a Kingsburg sheet (KB-BAT-12): a name, a good (“gold”),
         * the number typed */
        return g_strdup_printf (_ ("%s's %s cannot be %d: a player who lacks goods loses only "
                                   "what they have."),
                                sp->name, ts_kingsburg_good_name (g), sp->goods[g]);
      }
    else if (sp->goods[g] > TS_KINGSBURG_SHEET_MAX_GOODS)
      /* Translators: a refusal of a Kingsburg sheet: a name, a good (“gold”), the number
       * typed */
      return g_strdup_printf (_ ("%s's %s must be from 0 to 99, not %d."), sp->name,
                              ts_kingsburg_good_name (g), sp->goods[g]);
  if (sp->n_buildings > TS_KINGSBURG_N_BUILDINGS)
    {
      *clause = "KB-BLD-07";
      /* Translators: a refusal of a Kingsburg sheet (KB-BLD-07): a name */
      return g_strdup_printf (_ ("%s has more than the 20 buildings of a province."), sp->name);
    }
  for (guint k = 0; k < sp->n_buildings; k++)
    {
      guint b = sp->buildings[k];

      if (b >= TS_KINGSBURG_N_BUILDINGS || built & (1u << b))
        {
          *clause = "KB-BLD-07";
          /* Translators: a refusal of a Kingsburg sheet (KB-BLD-07): a name, a building */
          return g_strdup_printf (_ ("%s has the %s twice: a province holds each building "
                                     "once."),
                                  sp->name, b < TS_KINGSBURG_N_BUILDINGS
                                                ? ts_kingsburg_building_name (b) : "?");
        }
      built |= 1u << b;
    }
  for (guint k = 0; k < sp->n_buildings; k++)
    {
      int left = left_of (data, sp->buildings[k]);

      if (left >= 0 && !(built & (1u << left)))
        {
          *clause = "KB-BLD-04";
          /* Translators: a refusal of a Kingsburg sheet (KB-BLD-04): a name, a building, the
           * building to its left */
          return g_strdup_printf (_ ("%s has the %s without the %s to its left: each row is "
                                     "built from left to right, and a lost battle takes the "
                                     "rightmost building."),
                                  sp->name, ts_kingsburg_building_name (sp->buildings[k]),
                                  ts_kingsburg_building_name (left));
        }
    }
  return NULL;
}

gboolean
ts_kingsburg_sheet_check (const TsKingsburgSheet *sheet, int *player, GError **error)
{
  const TsKingsburgData *data = ts_kingsburg_data_get (error);

  if (data == NULL)
    return FALSE;
  if (sheet->n_players < 2 || sheet->n_players > TS_KINGSBURG_MAX_PLAYERS)
    {
      /* Translators: a refusal of a final-scoring sheet (KB-CMP-01) */
      g_autofree char *m = g_strdup_printf (_ ("Kingsburg is played by 2 to 5 players, not %u."),
                                            sheet->n_players);
      return refuse (player, -1, error, "KB-CMP-01", m);
    }
  for (guint p = 0; p < sheet->n_players; p++)
    {
      const char *clause = NULL;
      g_autofree char *m = player_problem (data, &sheet->players[p], p, &clause);

      if (m != NULL)
        return refuse (player, p, error, clause, m);
    }
  return TRUE;
}

TsKingsburgState *
ts_kingsburg_sheet_final (const TsKingsburgSheet *sheet, GError **error)
{
  g_autofree TsKingsburgState *s = NULL;

  if (!ts_kingsburg_sheet_check (sheet, NULL, error))
    return NULL;
  s = g_new0 (TsKingsburgState, 1);
  s->data = ts_kingsburg_data_get (NULL);
  s->n_players = sheet->n_players;
  s->year = TS_KINGSBURG_YEARS;
  s->phase = 8;
  s->envoy = TS_KINGSBURG_NO_ONE;
  s->enemy = -1;
  s->last_enemy = -1;
  for (guint p = 0; p < s->n_players; p++)
    {
      const TsKingsburgSheetPlayer *sp = &sheet->players[p];

      g_strlcpy (s->names[p], sp->name, sizeof s->names[p]);
      s->order[p] = p;
      s->players[p].vp = sp->vp;
      for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
        s->players[p].goods[g] = sp->goods[g];
      for (guint k = 0; k < sp->n_buildings; k++)
        s->players[p].built |= 1u << sp->buildings[k];
    }
  /* KB-END-03 and the winners exactly as a tracked game ends. */
  ts_kingsburg_finish (s);
  return g_steal_pointer (&s);
}

JsonNode *
ts_kingsburg_sheet_score (const TsKingsburgSheet *sheet, GError **error)
{
  g_autofree TsKingsburgState *s = ts_kingsburg_sheet_final (sheet, error);
  JsonNode *breakdown;
  JsonArray *players;

  if (s == NULL)
    return NULL;
  breakdown = ts_kingsburg_final_breakdown (s);
  players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *row = json_array_get_object_element (players, p);
      JsonArray *lines = json_object_get_array_member (row, "lines");
      JsonArray *out = json_array_new ();
      JsonObject *track = json_object_new ();

      json_object_set_string_member (track, "cause", "track");
      /* Translators: a row of Kingsburg's final scores from a sheet: the VP on the track
       * when the game ended, before the Cathedral (KB-END-02) */
      json_object_set_string_member (track, "text", _ ("VP on the track after year V"));
      json_object_set_int_member (track, "vp", sheet->players[p].vp);
      json_array_add_object_element (out, track);
      /* The ledger holds only the end-of-game lines: the engine's lines are those. */
      for (guint k = 0; k < json_array_get_length (lines); k++)
        json_array_add_element (out, json_node_copy (json_array_get_element (lines, k)));
      json_object_set_array_member (row, "lines", out);
    }
  return breakdown;
}

TsKingsburgSheet *
ts_kingsburg_sheet_from_state (const TsKingsburgState *s)
{
  TsKingsburgSheet *sheet = g_new0 (TsKingsburgSheet, 1);

  sheet->n_players = MIN (s->n_players, TS_KINGSBURG_MAX_PLAYERS);
  for (guint p = 0; p < sheet->n_players; p++)
    {
      TsKingsburgSheetPlayer *sp = &sheet->players[p];

      g_strlcpy (sp->name, s->names[p], sizeof sp->name);
      sp->vp = s->players[p].vp;
      for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
        sp->goods[g] = s->players[p].goods[g];
      for (guint b = 0; b < TS_KINGSBURG_N_BUILDINGS; b++)
        if (ts_kingsburg_has (&s->players[p], b))
          sp->buildings[sp->n_buildings++] = b;
    }
  /* The VP before the end of the game: the Cathedral's lines taken back. */
  for (guint k = 0; k < s->n_ledger; k++)
    if (s->ledger[k].resource == TS_LEDGER_VP
        && s->ledger[k].cause == TS_KINGSBURG_CAUSE_CATHEDRAL
        && s->ledger[k].player < sheet->n_players)
      sheet->players[s->ledger[k].player].vp -= s->ledger[k].delta;
  return sheet;
}

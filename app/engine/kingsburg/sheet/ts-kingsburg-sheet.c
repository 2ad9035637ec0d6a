/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's final-scoring sheet (ts-kingsburg-sheet.h): the JSON, the check, and the end of
 * the game through the engine's own ts_kingsburg_finish() and final breakdown. */
#include "ts-kingsburg-sheet.h"
#include "ts-kingsburg-score.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"
#include "ts-json-read.h"
#include "ts-json-write.h"
#include "ts-sheet-json.h"
#include "ts-sheet-read.h"

#define MAX_DEPTH 8

TsKingsburgSheet *
ts_kingsburg_sheet_new (guint n_players)
{
  TsKingsburgSheet *sheet = g_new0 (TsKingsburgSheet, 1);

  sheet->n_players = CLAMP (n_players, 2, TS_KINGSBURG_MAX_PLAYERS);
  for (guint i = 0; i < sheet->n_players; i++)
    ts_sheet_default_name (sheet->players[i].name, sizeof sheet->players[i].name, i);
  return sheet;
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
      return ts_sheet_shape_error (error, path, what);
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
          return ts_sheet_shape_error (error, path,
                                       _ ("a building's id (“statue”, “town-hall”)"));
        }
      p->buildings[k] = b;
    }
  return TRUE;
}

static gboolean
read_player (JsonNode *node, guint i, TsKingsburgSheetPlayer *p, GError **error)
{
  g_autofree char *prefix = g_strdup_printf ("players[%u].", i);
  JsonObject *o = ts_sheet_read_player (node, i, p->name, sizeof p->name, error);

  if (o == NULL
      || !ts_sheet_read_int (o, prefix, "vp", TS_KINGSBURG_SHEET_MIN_VP, TS_KINGSBURG_SHEET_MAX_VP,
                             &p->vp, error))
    return FALSE;
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    if (!ts_sheet_read_int (o, prefix, ts_kingsburg_good_id (g), 0, TS_KINGSBURG_SHEET_MAX_GOODS,
                            &p->goods[g], error))
      return FALSE;
  return read_buildings (o, prefix, p, error);
}

static void
write_player (JsonBuilder *b, const TsKingsburgSheetPlayer *p)
{
  ts_json_write_int (b, "vp", p->vp);
  for (guint g = 0; g < TS_KINGSBURG_N_GOODS; g++)
    ts_json_write_int (b, ts_kingsburg_good_id (g), p->goods[g]);
  json_builder_set_member_name (b, "buildings");
  json_builder_begin_array (b);
  for (guint k = 0; k < MIN (p->n_buildings, TS_KINGSBURG_N_BUILDINGS); k++)
    json_builder_add_string_value (b, ts_kingsburg_building_id (p->buildings[k]));
  json_builder_end_array (b);
}

TS_SHEET_DEFINE_JSON (ts_kingsburg_sheet, TsKingsburgSheet, TS_KINGSBURG_SHEET_GAME, "Kingsburg", TS_KINGSBURG_SHEET_VERSION,
                      TS_KINGSBURG_MAX_PLAYERS, read_player, write_player)

TS_SHEET_DEFINE_LOADERS (ts_kingsburg_sheet, TsKingsburgSheet, TS_KINGSBURG_SHEET_MAX_BYTES,
                         MAX_DEPTH)

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
      return ts_sheet_refuse (player, -1, error, "KB-CMP-01", m);
    }
  for (guint p = 0; p < sheet->n_players; p++)
    {
      const char *clause = NULL;
      g_autofree char *m = player_problem (data, &sheet->players[p], p, &clause);

      if (m != NULL)
        return ts_sheet_refuse (player, p, error, clause, m);
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

/* The engine's lines (the ledger holds only the end-of-game ones), the VP on the track
 * first. */
JsonNode *
ts_kingsburg_sheet_score (const TsKingsburgSheet *sheet, GError **error)
{
  g_autofree TsKingsburgState *s = ts_kingsburg_sheet_final (sheet, error);
  JsonNode *breakdown;

  if (s == NULL)
    return NULL;
  breakdown = ts_kingsburg_final_breakdown (s);
  for (guint p = 0; p < sheet->n_players; p++)
    /* Translators: a row of Kingsburg's final scores from a sheet: the VP on the track
     * when the game ended, before the Cathedral (KB-END-02) */
    ts_sheet_lead_line (breakdown, p, "track", _ ("VP on the track after year V"),
                        sheet->players[p].vp, NULL);
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

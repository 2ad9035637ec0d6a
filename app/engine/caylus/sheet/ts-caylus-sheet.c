/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's final-scoring sheet (ts-caylus-sheet.h): the JSON, the check, and the final
 * scoring through the engine's own breakdown, so that a sheet reads as the game's end does. */
#include "ts-caylus-sheet.h"

#include <string.h>

#include "ts-caylus-score.h"
#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"
#include "ts-json-read.h"
#include "ts-json-write.h"
#include "ts-sheet-json.h"
#include "ts-sheet-read.h"

#define MAX_DEPTH 8

TsCaylusSheet *
ts_caylus_sheet_new (guint n_players)
{
  TsCaylusSheet *sheet = g_new0 (TsCaylusSheet, 1);

  sheet->n_players = CLAMP (n_players, 2, TS_CAYLUS_MAX_PLAYERS);
  for (guint i = 0; i < sheet->n_players; i++)
    ts_sheet_default_name (sheet->players[i].name, sizeof sheet->players[i].name, i);
  return sheet;
}

static gboolean
read_player (JsonNode *node, guint i, TsCaylusSheetPlayer *p, GError **error)
{
  g_autofree char *prefix = g_strdup_printf ("players[%u].", i);
  JsonObject *o = ts_sheet_read_player (node, i, p->name, sizeof p->name, error);

  return o != NULL && ts_sheet_read_int (o, prefix, "pp", 0, TS_CAYLUS_SHEET_MAX_PP, &p->pp, error)
         && ts_sheet_read_int (o, prefix, "gold", 0, TS_CAYLUS_SHEET_MAX_GOLD, &p->gold, error);
}

static void
write_player (JsonBuilder *b, const TsCaylusSheetPlayer *p)
{
  ts_json_write_int (b, "pp", p->pp);
  ts_json_write_int (b, "gold", p->gold);
}

TS_SHEET_DEFINE_JSON (ts_caylus_sheet, TsCaylusSheet, TS_CAYLUS_SHEET_GAME, "Caylus 1303", TS_CAYLUS_SHEET_VERSION,
                      TS_CAYLUS_MAX_PLAYERS, read_player, write_player)

TS_SHEET_DEFINE_LOADERS (ts_caylus_sheet, TsCaylusSheet, TS_CAYLUS_SHEET_MAX_BYTES, MAX_DEPTH)

gboolean
ts_caylus_sheet_check (const TsCaylusSheet *sheet, int *player, GError **error)
{
  if (sheet->n_players < 2 || sheet->n_players > TS_CAYLUS_MAX_PLAYERS)
    {
      /* Translators: a refusal of a final-scoring sheet (CY-CMP-01) */
      g_autofree char *m = g_strdup_printf (_ ("Caylus 1303 is played by 2 to 5 players, not %u."),
                                            sheet->n_players);
      return ts_sheet_refuse (player, -1, error, "CY-CMP-01", m);
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
        return ts_sheet_refuse (player, p, error, clause, m);
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

/* The engine's lines, with the PP held first instead of what play earned. */
JsonNode *
ts_caylus_sheet_score (const TsCaylusSheet *sheet, GError **error)
{
  g_autofree TsCaylusState *s = ts_caylus_sheet_final (sheet, error);
  JsonNode *breakdown;

  if (s == NULL)
    return NULL;
  breakdown = ts_caylus_final_breakdown (s);
  for (guint p = 0; p < sheet->n_players; p++)
    /* Translators: a row of Caylus 1303's final scores from a sheet: the PP tokens each
     * player held after round 9, before the gold was scored */
    ts_sheet_lead_line (breakdown, p, "held", _ ("Prestige points held"), sheet->players[p].pp,
                        "gold");
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

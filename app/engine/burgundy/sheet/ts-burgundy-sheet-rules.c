/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet's final scoring (CB-END, CB-TIE, CB-MON-15..26 and 29, CB-EXT-03,
 * CB-SHG-09, CB-SHD-06/10/13), through the tracked game's breakdown and rules
 * (ts_burgundy_monastery_end_vp_of_count(), ts_burgundy_shield_scored_vp(),
 * ts_burgundy_breakdown_build()), and the crane's choice from the monasteries alone, which the
 * tracked game's ts_burgundy_crane_choose() makes from a state. */
#include "ts-burgundy-sheet.h"
#include "ts-burgundy-sheet-private.h"

/* The monasteries (CB-END-05, CB-MON-15..26 and 29, with the chosen player's through shield
 * 6), the crane's type (CB-EXT-03) and the shields (CB-SHG-09, CB-SHD-13; shield 10 scores the
 * monasteries' VP again, CB-SHD-10, as in the tracked game) of @p, added to @r. */
static void
score_modules (const TsBurgundySheetPlayer *p, TsBurgundyFinalRow *r)
{
  gboolean shield13 = (p->shields >> 13) & 1u;
  guint32 scoring = 0;
  int crane_monastery = 0;
  int monasteries = 0;

  for (guint k = 0; k < p->n_monasteries; k++)
    scoring |= 1u << p->monasteries[k].monastery;
  if (p->crane)
    {
      guint type = ts_burgundy_crane_building (scoring);

      r->crane = 1 + type;
      crane_monastery = ts_burgundy_building_monastery (type);
    }
  /* In the order of their numbers, as the tracked game lists them. */
  for (int n = TS_BURGUNDY_SHEET_FIRST_MONASTERY; n <= TS_BURGUNDY_SHEET_LAST_MONASTERY; n++)
    for (guint k = 0; k < p->n_monasteries; k++)
      if (p->monasteries[k].monastery == n)
        {
          int count = p->monasteries[k].counts[ts_burgundy_sheet_count_of (n)];
          int vp = ts_burgundy_monastery_end_vp_of_count (n, count + (n == crane_monastery));

          r->monastery[r->n_monasteries] = n;
          r->monastery_vp[r->n_monasteries++] = vp;
          monasteries += vp;
        }
  r->shields = p->shields;
  r->shield13 = shield13;
  for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
    if ((p->shields >> s) & 1u)
      r->shield_vp[s] = ts_burgundy_shield_scored_vp (s, shield13) + (s == 10 ? monasteries : 0);
  r->total += monasteries;
  for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
    r->total += r->shield_vp[s];
}

JsonNode *
ts_burgundy_sheet_score (const TsBurgundySheet *sheet)
{
  TsBurgundyFinalRow rows[TS_BURGUNDY_MAX_PLAYERS] = { { 0 } };
  guint tie_break = 0;

  g_return_val_if_fail (ts_burgundy_sheet_check (sheet, NULL), NULL);
  for (guint i = 0; i < sheet->n_players; i++)
    {
      const TsBurgundySheetPlayer *p = &sheet->players[i];
      TsBurgundyFinalRow *r = &rows[i];

      r->name = p->name;
      r->vp_track = p->track + p->token;
      r->goods = p->goods;         /* CB-END-02 */
      r->silver = p->silver;       /* CB-END-03 */
      r->workers = p->workers / 2; /* CB-END-04 */
      r->total = r->vp_track + r->goods + r->silver + r->workers;
      score_modules (p, r);
      r->empty_spaces = p->empty_spaces;
      r->bridge_space = p->bridge_space;
      r->bridge_height = p->bridge_height;
    }
  if (sheet->team) /* CB-TEM-14/15, as the tracked team game decides */
    {
      int team = ts_burgundy_team_decide_rows (rows, sheet->team_tie_shared, &tie_break);
      JsonNode *root = ts_burgundy_breakdown_build (rows, sheet->n_players, MAX (team, 0), 0);

      ts_burgundy_team_breakdown_rows (rows, team, tie_break, sheet->team_tie_shared,
                                       json_node_get_object (root));
      return root;
    }
  guint winner = ts_burgundy_decide_winner (rows, sheet->n_players, &tie_break);
  return ts_burgundy_breakdown_build (rows, sheet->n_players, winner, tie_break);
}

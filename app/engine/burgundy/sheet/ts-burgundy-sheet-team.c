/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game's final-scoring sheet (issue 58, CB-TEM-09/14/15): what A2's and B2's sheets
 * may hold. The team's assets score once, on A1 and B1, as in the tracked game
 * (ts_burgundy_team_counts_assets()). */
#include "ts-burgundy-sheet-private.h"

#include "ts-burgundy-sheet.h"
#include "ts-i18n.h"

/* The first of the team's assets found on @p's sheet, or -1. */
static int
asset_field (const TsBurgundySheetPlayer *p)
{
  if (p->goods != 0)
    return TS_BURGUNDY_SHEET_FIELD_GOODS;
  if (p->silver != 0)
    return TS_BURGUNDY_SHEET_FIELD_SILVER;
  if (p->workers != 0)
    return TS_BURGUNDY_SHEET_FIELD_WORKERS;
  if (p->n_monasteries != 0)
    return TS_BURGUNDY_SHEET_FIELD_MONASTERY;
  if (p->shields != 0)
    return TS_BURGUNDY_SHEET_FIELD_SHIELDS;
  if (p->crane)
    return TS_BURGUNDY_SHEET_FIELD_CRANE;
  if (p->geese)
    return TS_BURGUNDY_SHEET_FIELD_GEESE;
  return -1;
}

gboolean
ts_burgundy_sheet_check_team (Check *c)
{
  const TsBurgundySheet *sheet = c->sheet;

  for (guint i = 2; i < TS_BURGUNDY_TEAM_PLAYERS; i++)
    {
      const TsBurgundySheetPlayer *p = &sheet->players[i];
      guint first = i - 2; /* A1 or B1 */
      int field = asset_field (p);

      if (field >= 0)
        return ts_burgundy_sheet_refuse_rule (
            c, i, field, -1, -1, "CB-TEM-09",
            /* Translators: a player's name, a field's label ("Silver"), the partner's name
             * twice */
            _ ("%s plays in a team with %s: “%s” is the team's, counted once, on %s's sheet."),
            c->who[i], c->who[first], ts_burgundy_sheet_field_label (field), c->who[first]);
      if (p->empty_spaces != sheet->players[first].empty_spaces)
        return ts_burgundy_sheet_refuse_rule (
            c, i, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, -1, -1, "CB-TEM-15",
            /* Translators: two players' names (partners), the empty spaces on the first one's
             * sheet, then on the second one's */
            _ ("%s and %s share a team board: its empty spaces are %d on the first sheet and "
               "%d on the second."),
            c->who[first], c->who[i], sheet->players[first].empty_spaces, p->empty_spaces);
    }
  return TRUE;
}

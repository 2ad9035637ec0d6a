/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the sheet's check files share (ts-burgundy-sheet.c, ts-burgundy-sheet-modules.c). */

#include "ts-burgundy-sheet.h"

G_BEGIN_DECLS

typedef struct
{
  const TsBurgundySheet *sheet;
  const TsBurgundyData *data;
  TsBurgundySheetProblem *problem;
  GError **error;
  char who[TS_BURGUNDY_SHEET_MAX_PLAYERS][TS_BURGUNDY_SHEET_NAME_SIZE + 16];
} Check;

/* Sets the error (and the problem's place); returns FALSE. For a sheet no rule explains (a name
 * that is not text, a count past any table's). */
gboolean ts_burgundy_sheet_refuse (Check *c, int player, TsBurgundySheetField field, int monastery,
                                   int count, const char *format, ...) G_GNUC_PRINTF (6, 7);
/* The same, naming the clause of the rule the sheet breaks ("CB-SET-14"; the user guide
 * explains it there, issue 55). */
gboolean ts_burgundy_sheet_refuse_rule (Check *c, int player, TsBurgundySheetField field,
                                        int monastery, int count, const char *clause,
                                        const char *format, ...) G_GNUC_PRINTF (7, 8);
/* Refuses @value outside @lo..@hi for @field of @player, with @why (may be NULL), naming
 * @clause (NULL: none). */
gboolean ts_burgundy_sheet_range (Check *c, guint player, TsBurgundySheetField field, int value,
                                  int lo, int hi, const char *clause, const char *why);
TsBurgundySheetCount ts_burgundy_sheet_count_of (guint monastery);
/* Spaces of @colour on a player's board (-1: all of them): a duchy's, or in the team game
 * the grid's, the team board's shape being the players' own. */
int ts_burgundy_sheet_board_spaces (const TsBurgundySheet *sheet, int colour);
/* The team game's own rules (ts-burgundy-sheet-team.c): A2's and B2's sheets hold none of
 * the team's assets, and the same team board's empty spaces as their partner's. */
gboolean ts_burgundy_sheet_check_team (Check *c);

/* The modules' facts of player @i alone (ts-burgundy-sheet-modules.c): shields on castles,
 * monasteries through shield 6, the geese as a species. */
gboolean ts_burgundy_sheet_check_player_modules (Check *c, guint i);
/* What the players' facts must agree on: each shield, the crane and the geese once on the
 * table, the shields set out, shield 6's tiles in the chosen player's duchy. */
gboolean ts_burgundy_sheet_check_table_modules (Check *c);
/* Spaces the modules' tiles of player @p cover beyond the counted monasteries' buildings:
 * the crane, the geese (when monastery 24 does not count them), a castle under each shield
 * but one (the starting castle may hold one). */
int ts_burgundy_sheet_module_spaces (const TsBurgundySheetPlayer *p);

G_END_DECLS

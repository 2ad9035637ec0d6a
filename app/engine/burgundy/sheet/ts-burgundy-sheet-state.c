/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A tracked game's final-scoring sheet (issue 58): what was on the table before the final
 * scoring, with the counts the final scoring used, so that scoring the sheet gives the game's
 * totals and winner again (`tableside-cli sheet --of`). */
#include "ts-burgundy-sheet.h"

#include "ts-burgundy-sheet-private.h"
#include "ts-engine-error.h"
#include "ts-i18n.h"

/* What monastery @n counted for @p in the final scoring, the crane left out: the sheet's
 * scoring adds it again (CB-EXT-03). */
static int
monastery_count (const TsBurgundyPlayer *p, guint n)
{
  return ts_burgundy_monastery_end_count (p, n) - ts_burgundy_crane_counts_for (p, n);
}

static void
add_monastery (TsBurgundySheetPlayer *sp, const TsBurgundyPlayer *p, guint n, gboolean shield6)
{
  TsBurgundySheetMonastery *m;

  if (sp->n_monasteries >= TS_BURGUNDY_SHEET_MAX_MONASTERIES)
    return;
  m = &sp->monasteries[sp->n_monasteries++];
  m->monastery = n;
  m->shield6 = shield6;
  m->counts[ts_burgundy_sheet_count_of (n)] = monastery_count (p, n);
}

/* The VP each player had before the final scoring: its lines taken back (CB-END-02..05,
 * CB-SHG-09, CB-SHD-10). */
static int
vp_before_end (const TsBurgundyState *state, guint player)
{
  int vp = state->players[player].vp;

  for (guint k = 0; k < state->n_ledger; k++)
    {
      const TsBurgundyLedgerLine *l = &state->ledger[k];

      if (l->player != player || l->resource != TS_LEDGER_VP)
        continue;
      if (l->cause == TS_BURGUNDY_CAUSE_END_GOODS || l->cause == TS_BURGUNDY_CAUSE_END_SILVER
          || l->cause == TS_BURGUNDY_CAUSE_END_WORKERS
          || l->cause == TS_BURGUNDY_CAUSE_END_MONASTERY
          || l->cause == TS_BURGUNDY_CAUSE_END_SHIELD)
        vp -= l->delta;
    }
  return vp;
}

TsBurgundySheet *
ts_burgundy_sheet_from_state (const TsBurgundyState *state, GError **error)
{
  g_autoptr (TsBurgundySheet) sheet = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  if (state->stage != TS_BURGUNDY_STAGE_OVER)
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
                           _ ("The game is not finished: it has no final scoring yet."));
      return NULL;
    }
  if (state->options.solo)
    {
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
                           _ ("A solo game has no final scoring (CB-SOL-24), so it has no "
                              "final-scoring sheet."));
      return NULL;
    }
  /* Only the solo game has another number of players. */
  g_return_val_if_fail (state->n_players >= 2 && state->n_players <= TS_BURGUNDY_SHEET_MAX_PLAYERS,
                        NULL);

  sheet = g_new0 (TsBurgundySheet, 1);
  sheet->n_players = state->n_players;
  sheet->team = state->options.team;
  sheet->team_tie_shared = state->options.team && state->options.team_tie_shared;
  for (guint i = 0; i < state->n_players; i++)
    {
      const TsBurgundyPlayer *p = &state->players[i];
      TsBurgundySheetPlayer *sp = &sheet->players[i];
      int vp = MAX (vp_before_end (state, i), 0);

      g_strlcpy (sp->name, state->names[i], sizeof sp->name);
      sp->token = MIN (vp / 100, 2) * 100;
      sp->track = vp - sp->token;
      sp->empty_spaces = ts_burgundy_empty_spaces (state, i);
      sp->bridge_space = p->bridge_space;
      /* The sheet counts places in a stack from 0 at the bottom; the same order. */
      sp->bridge_height = 0;
      for (guint j = 0; j < state->n_players; j++)
        sp->bridge_height += j != i && state->players[j].bridge_space == p->bridge_space
                             && state->players[j].bridge_height < p->bridge_height;
      /* A2's and B2's structs hold copies of the team's assets, scored on A1 and B1. */
      if (!ts_burgundy_sheet_holds_assets (sheet, i))
        continue;
      for (guint g = 1; g <= 6; g++)
        sp->goods += p->goods[g];
      sp->silver = p->silver;
      sp->workers = p->workers;
      /* The player's own monasteries, then shield 6's player's that work for them too
       * (CB-SHD-06), counted with this player's duchy as the final scoring does. */
      for (guint n = TS_BURGUNDY_SHEET_FIRST_MONASTERY; n <= TS_BURGUNDY_SHEET_LAST_MONASTERY; n++)
        if (ts_burgundy_sheet_is_end_monastery (n) && ((p->monasteries >> n) & 1u))
          add_monastery (sp, p, n, FALSE);
      for (guint n = TS_BURGUNDY_SHEET_FIRST_MONASTERY; n <= TS_BURGUNDY_SHEET_LAST_MONASTERY; n++)
        if (ts_burgundy_sheet_is_end_monastery (n) && !((p->monasteries >> n) & 1u)
            && ((p->monasteries_shared >> n) & 1u))
          add_monastery (sp, p, n, TRUE);
      for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
        if (ts_burgundy_has_shield (p, s))
          sp->shields |= 1u << s;
      sp->crane = ts_burgundy_has_tile (p, TS_BURGUNDY_TILE_CRANE);
      sp->geese = ts_burgundy_has_tile (p, TS_BURGUNDY_TILE_GEESE);
    }
  return g_steal_pointer (&sheet);
}

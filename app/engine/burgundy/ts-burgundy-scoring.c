/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Final scoring (CB-END, CB-TIE, end-game monasteries) and its breakdown. */
#include "ts-burgundy-rules.h"

#include "ts-i18n.h"

void
ts_burgundy_gain (TsBurgundyState *state, guint player, TsLedgerResource resource, int delta,
                  TsBurgundyCause cause, guint detail)
{
  TsBurgundyPlayer *p = &state->players[player];

  if (resource == TS_LEDGER_VP)
    p->vp += delta;
  else if (resource == TS_LEDGER_SILVER)
    p->silver += delta;
  else
    p->workers += delta;
  ts_burgundy_ledger_add (state, player, resource, delta, cause, detail);
}

/* CB-MON-15..26; 0 for monasteries that do not score at the end. */
int
ts_burgundy_monastery_end_vp (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint n)
{
  int count = 0;

  if (n == 15 || n == 25)
    {
      for (guint g = 1; g <= 6; g++)
        count += n == 15 ? p->sold[g] > 0 : p->sold[g];
      return n == 15 ? 2 * count : count;
    }
  if (n >= 16 && n <= 23)
    {
      guint tile = TS_BURGUNDY_TILE_BUILDING + (n - 16);
      for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
        count += p->tiles[s] == tile;
      return 4 * count;
    }
  if (n == 24)
    {
      guint species = 0;
      for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
        if (TS_BURGUNDY_IS_ANIMAL (p->tiles[s]))
          species |= 1u << TS_BURGUNDY_SPECIES_OF (p->tiles[s]);
      return 4 * __builtin_popcount (species);
    }
  if (n == 26)
    return 3 * (__builtin_popcount (p->bonus_large) + __builtin_popcount (p->bonus_small));
  return 0;
}

/* CB-END-01..06, CB-TIE-01, CB-TIE-02 */
void
ts_burgundy_final_scoring (TsBurgundyState *state)
{
  for (guint i = 0; i < state->n_players; i++)
    {
      TsBurgundyPlayer *p = &state->players[i];
      int goods = 0;
      for (guint g = 1; g <= 6; g++)
        goods += p->goods[g];
      ts_burgundy_gain (state, i, TS_LEDGER_VP, goods, TS_BURGUNDY_CAUSE_END_GOODS, 0);
      ts_burgundy_gain (state, i, TS_LEDGER_VP, p->silver, TS_BURGUNDY_CAUSE_END_SILVER, 0);
      ts_burgundy_gain (state, i, TS_LEDGER_VP, p->workers / 2, TS_BURGUNDY_CAUSE_END_WORKERS, 0);
      for (guint n = 15; n <= 26; n++)
        if (ts_burgundy_has_monastery (p, n))
          ts_burgundy_gain (state, i, TS_LEDGER_VP, ts_burgundy_monastery_end_vp (state, p, n),
                            TS_BURGUNDY_CAUSE_END_MONASTERY, n);
    }
  /* Winner: most VP; then most empty spaces; then furthest back on the bridge (lowest
   * space, lowest in the stack: the last in turn order). */
  guint n = state->n_players, tied = 0, best = 0;
  int top_vp = G_MININT, top_empty = -1;
  for (guint i = 0; i < n; i++)
    top_vp = MAX (top_vp, state->players[i].vp);
  for (guint i = 0; i < n; i++)
    if (state->players[i].vp == top_vp)
      {
        tied++;
        top_empty = MAX (top_empty, ts_burgundy_empty_spaces (state, i));
      }
  guint tie = tied > 1;
  guint with_empty = 0;
  for (guint i = 0; i < n; i++)
    if (state->players[i].vp == top_vp && ts_burgundy_empty_spaces (state, i) == top_empty)
      with_empty++;
  if (with_empty > 1)
    tie = 2;
  gboolean found = FALSE;
  for (guint i = 0; i < n; i++)
    {
      const TsBurgundyPlayer *a = &state->players[i], *b = &state->players[best];
      if (a->vp != top_vp || ts_burgundy_empty_spaces (state, i) != top_empty)
        continue;
      if (!found || a->bridge_space < b->bridge_space
          || (a->bridge_space == b->bridge_space && a->bridge_height < b->bridge_height))
        best = i;
      found = TRUE;
    }
  state->winner = best;
  state->tie_break = tie;
  state->stage = TS_BURGUNDY_STAGE_OVER;
}

static void
add_int (JsonBuilder *b, const char *name, gint64 v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

JsonNode *
ts_burgundy_final_breakdown (const TsBurgundyState *state)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  if (state->stage != TS_BURGUNDY_STAGE_OVER)
    return NULL;
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < state->n_players; i++)
    {
      const TsBurgundyPlayer *p = &state->players[i];
      int goods = 0, silver = 0, workers = 0, end = 0;

      json_builder_begin_object (b);
      add_int (b, "player", i);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, state->names[i]);
      json_builder_set_member_name (b, "monasteries");
      json_builder_begin_array (b);
      for (guint k = 0; k < state->n_ledger; k++)
        {
          const TsBurgundyLedgerLine *l = &state->ledger[k];
          if (l->player != i || l->resource != TS_LEDGER_VP)
            continue;
          switch (l->cause)
            {
              case TS_BURGUNDY_CAUSE_END_GOODS:
                goods += l->delta;
                break;
              case TS_BURGUNDY_CAUSE_END_SILVER:
                silver += l->delta;
                break;
              case TS_BURGUNDY_CAUSE_END_WORKERS:
                workers += l->delta;
                break;
              case TS_BURGUNDY_CAUSE_END_MONASTERY:
                json_builder_begin_object (b);
                add_int (b, "monastery", l->detail);
                add_int (b, "vp", l->delta);
                json_builder_end_object (b);
                break;
              default:
                continue;
            }
          end += l->delta;
        }
      /* Monasteries that scored 0 are not in the ledger; list them too. */
      for (guint n = 15; n <= 26; n++)
        if (ts_burgundy_has_monastery (p, n) && ts_burgundy_monastery_end_vp (state, p, n) == 0)
          {
            json_builder_begin_object (b);
            add_int (b, "monastery", n);
            add_int (b, "vp", 0);
            json_builder_end_object (b);
          }
      json_builder_end_array (b);
      add_int (b, "vp-track", p->vp - end);
      add_int (b, "goods", goods);
      add_int (b, "silver", silver);
      add_int (b, "workers", workers);
      add_int (b, "total", p->vp);
      add_int (b, "empty-spaces", ts_burgundy_empty_spaces (state, i));
      add_int (b, "bridge-space", p->bridge_space);
      add_int (b, "bridge-height", p->bridge_height);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_int (b, "winner", state->winner);
  json_builder_set_member_name (b, "tie-break");
  json_builder_add_string_value (b, state->tie_break == 0   ? "none"
                                    : state->tie_break == 1 ? "empty-spaces"
                                                            : "bridge");
  g_autofree char *text = NULL;
  const char *w = state->names[state->winner];
  if (state->tie_break == 0)
    /* Translators: player name, victory points */
    text = g_strdup_printf (_ ("%s wins with %d victory points."), w,
                            state->players[state->winner].vp);
  else if (state->tie_break == 1)
    text = g_strdup_printf (_ ("%s wins the tie on %d victory points with the most empty "
                               "spaces in their duchy (%d)."),
                            w, state->players[state->winner].vp,
                            ts_burgundy_empty_spaces (state, state->winner));
  else
    text = g_strdup_printf (_ ("%s wins the tie on %d victory points and empty spaces by being "
                               "furthest back on the bridge."),
                            w, state->players[state->winner].vp);
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, text);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

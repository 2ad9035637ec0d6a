/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Final scoring (CB-END, CB-TIE, end-game monasteries) and its breakdown. */
#include "ts-burgundy-score.h"

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

/* CB-MON-15..26 from what each monastery counts (goods types sold, buildings of its type,
 * livestock species, goods sold, bonus tiles); 0 for monasteries that do not score at the
 * end. The tracked game and the final-scoring sheet both score through this. */
int
ts_burgundy_monastery_end_vp_of_count (guint n, int count)
{
  if (n == 15)
    return 2 * count;
  if ((n >= 16 && n <= 23) || n == 24 || n == 29)
    return 4 * count;
  if (n == 25)
    return count;
  if (n == 26)
    return 3 * count;
  return 0;
}

/* What end-game monastery @n counts for @p (CB-MON-15..26, 29), the crane, the geese and
 * the white castles included; 0 for monasteries that do not score at the end. */
int
ts_burgundy_monastery_end_count (const TsBurgundyPlayer *p, guint n)
{
  int count = 0;

  if (n == 15 || n == 25)
    {
      for (guint g = 1; g <= 6; g++)
        count += n == 15 ? p->sold[g] > 0 : p->sold[g];
    }
  else if (n >= 16 && n <= 23)
    {
      guint tile = TS_BURGUNDY_TILE_BUILDING + (n - 16);
      for (guint s = 0; s < p->duchy.n_cells; s++)
        count += p->tiles[s] == tile;
    }
  else if (n == 24)
    {
      guint species = 0;
      for (guint s = 0; s < p->duchy.n_cells; s++)
        if (TS_BURGUNDY_IS_ANIMAL (p->tiles[s]))
          species |= 1u << TS_BURGUNDY_SPECIES_OF (p->tiles[s]);
      count = __builtin_popcount (species);
    }
  else if (n == 26)
    count = __builtin_popcount (p->bonus_large) + __builtin_popcount (p->bonus_small);
  /* The crane, the geese and the white castles (CB-EXT-03, CB-EXT-06, CB-MON-29). */
  return count + ts_burgundy_extras_monastery_count (p, n);
}

/* CB-MON-15..26; 0 for monasteries that do not score at the end. */
int
ts_burgundy_monastery_end_vp (const TsBurgundyState *state, const TsBurgundyPlayer *p, guint n)
{
  return ts_burgundy_monastery_end_vp_of_count (n, ts_burgundy_monastery_end_count (p, n));
}

/* CB-END-06, CB-TIE-01, CB-TIE-02. Winner: most VP; then most empty spaces; then furthest
 * back on the bridge (lowest space, lowest in the stack: the last in turn order). Sets
 * *tie_break to 0 (none), 1 (empty spaces) or 2 (bridge). */
guint
ts_burgundy_decide_winner (const TsBurgundyFinalRow *rows, guint n, guint *tie_break)
{
  guint tied = 0, best = 0;
  int top_vp = G_MININT, top_empty = -1;
  for (guint i = 0; i < n; i++)
    top_vp = MAX (top_vp, rows[i].total);
  for (guint i = 0; i < n; i++)
    if (rows[i].total == top_vp)
      {
        tied++;
        top_empty = MAX (top_empty, rows[i].empty_spaces);
      }
  guint tie = tied > 1;
  guint with_empty = 0;
  for (guint i = 0; i < n; i++)
    if (rows[i].total == top_vp && rows[i].empty_spaces == top_empty)
      with_empty++;
  if (with_empty > 1)
    tie = 2;
  gboolean found = FALSE;
  for (guint i = 0; i < n; i++)
    {
      const TsBurgundyFinalRow *a = &rows[i], *b = &rows[best];
      if (a->total != top_vp || a->empty_spaces != top_empty)
        continue;
      if (!found || a->bridge_space < b->bridge_space
          || (a->bridge_space == b->bridge_space && a->bridge_height < b->bridge_height))
        best = i;
      found = TRUE;
    }
  *tie_break = tie;
  return best;
}

/* CB-END-01..06, CB-TIE-01, CB-TIE-02 */
void
ts_burgundy_final_scoring (TsBurgundyState *state)
{
  if (state->options.solo) /* CB-SOL-24: no final scoring; lost after round 25 */
    {
      ts_burgundy_solo_lost (state);
      return;
    }
  ts_burgundy_crane_choose (state);
  for (guint i = 0; i < state->n_players; i++)
    {
      TsBurgundyPlayer *p = &state->players[i];
      guint first_line = state->n_ledger;
      int goods = 0;
      if (!ts_burgundy_team_counts_assets (state, i))
        continue; /* the team's assets score once, on A1 or B1 (CB-TEM-14 as decided) */
      for (guint g = 1; g <= 6; g++)
        goods += p->goods[g];
      ts_burgundy_gain (state, i, TS_LEDGER_VP, goods, TS_BURGUNDY_CAUSE_END_GOODS, 0);
      ts_burgundy_gain (state, i, TS_LEDGER_VP, p->silver, TS_BURGUNDY_CAUSE_END_SILVER, 0);
      ts_burgundy_gain (state, i, TS_LEDGER_VP, p->workers / 2, TS_BURGUNDY_CAUSE_END_WORKERS, 0);
      for (guint n = 15; n <= TS_BURGUNDY_LAST_MONASTERY; n++)
        if (ts_burgundy_has_monastery (p, n))
          ts_burgundy_gain (state, i, TS_LEDGER_VP, ts_burgundy_monastery_end_vp (state, p, n),
                            TS_BURGUNDY_CAUSE_END_MONASTERY, n);
      ts_burgundy_shields_final (state, i, first_line);
    }
  TsBurgundyFinalRow rows[TS_BURGUNDY_MAX_PLAYERS] = { { 0 } };
  for (guint i = 0; i < state->n_players; i++)
    {
      rows[i].total = state->players[i].vp;
      rows[i].empty_spaces = ts_burgundy_empty_spaces (state, i);
      rows[i].bridge_space = state->players[i].bridge_space;
      rows[i].bridge_height = state->players[i].bridge_height;
    }
  guint tie = 0;
  guint best = ts_burgundy_decide_winner (rows, state->n_players, &tie);
  state->winner = best;
  state->tie_break = tie;
  if (state->options.team)
    ts_burgundy_team_decide (state); /* CB-TEM-14/15 */
  state->stage = TS_BURGUNDY_STAGE_OVER;
}

static void
add_int (JsonBuilder *b, const char *name, gint64 v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

/* "Monastery 17", capitalised: it starts a row of the score table. */
static char *
monastery_label (guint n)
{
  const char *name = ts_burgundy_tile_name (TS_BURGUNDY_MONASTERY_TILE (n));
  g_autofree char *first = g_utf8_strup (name, g_utf8_next_char (name) - name);

  return g_strconcat (first, g_utf8_next_char (name), NULL);
}

/* What an end-game monastery counts ("4 VP per church"). */
static char *
monastery_note (guint n)
{
  if (n == 15)
    return g_strdup (_ ("2 VP per kind of goods sold"));
  if (n >= 16 && n <= 23)
    /* Translators: what an end-game monastery counts; %s is a building ("church") */
    return g_strdup_printf (_ ("4 VP per %s"),
                            ts_burgundy_tile_name (TS_BURGUNDY_TILE_BUILDING + (n - 16)));
  if (n == 24)
    return g_strdup (_ ("4 VP per kind of animal"));
  if (n == 25)
    return g_strdup (_ ("1 VP per goods tile sold"));
  if (n == 26)
    return g_strdup (_ ("3 VP per bonus tile"));
  if (n == 29)
    return g_strdup_printf (_ ("4 VP per %s"),
                            ts_burgundy_tile_name (TS_BURGUNDY_TILE_WHITE_CASTLE));
  return NULL;
}

/* One member of "lines" or "tie-breaks" (the shape every game's breakdown shares,
 * docs/file-format.md): @vp_or_value is "vp" (an int, or null with @has FALSE) or a "value"
 * string. */
static void
add_line (JsonBuilder *b, const char *cause, const char *text, const char *note, gboolean has,
          int vp, const char *value)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "cause");
  json_builder_add_string_value (b, cause);
  json_builder_set_member_name (b, "text");
  json_builder_add_string_value (b, text);
  if (note != NULL)
    {
      json_builder_set_member_name (b, "note");
      json_builder_add_string_value (b, note);
    }
  json_builder_set_member_name (b, value != NULL ? "value" : "vp");
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else if (has)
    json_builder_add_int_value (b, vp);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

/* What a shield scores at the end ("8 VP, and your monasteries' VP again"). */
static char *
shield_note (guint s, gboolean doubled)
{
  int vp = ts_burgundy_shield_scored_vp (s, doubled);

  if (s == 10)
    /* Translators: the end VP of shield 10 (doubled when its owner has shield 13) */
    return g_strdup_printf (_ ("%d VP, and your monasteries' VP again"), vp);
  if (doubled)
    /* Translators: a shield's end VP, doubled by shield 13 */
    return g_strdup_printf (_ ("%d VP (doubled by shield 13)"), vp);
  return g_strdup_printf (ngettext ("%d VP", "%d VP", vp), vp);
}

static gboolean
row_monastery_vp (const TsBurgundyFinalRow *r, guint n, int *vp)
{
  for (guint k = 0; k < r->n_monasteries; k++)
    if (r->monastery[k] == n)
      {
        *vp = r->monastery_vp[k];
        return TRUE;
      }
  return FALSE;
}

/* CB-EXT-03: the building type each crane counted as, a line of its own (its VP are in the
 * monastery's line), for every player when anybody has a crane. */
static void
add_crane_line (JsonBuilder *b, const TsBurgundyFinalRow *rows, guint n, guint i)
{
  gboolean any = FALSE;

  for (guint k = 0; k < n; k++)
    any |= rows[k].crane != 0;
  if (!any)
    return;
  add_line (b, "crane", C_ ("tile", "Crane"), _ ("counts as this building for monasteries 16-23 and 29"),
            FALSE, 0,
            rows[i].crane != 0
                ? ts_burgundy_tile_name (ts_burgundy_crane_type_tile (rows[i].crane - 1))
                : NULL);
}

/* Every player gets the same lines in the same order, so that the table reads them as rows:
 * the four categories, then each end-game monastery anybody has (vp null for a player
 * without it). */
static void
add_lines (JsonBuilder *b, const TsBurgundyFinalRow *rows, guint n, guint i)
{
  const TsBurgundyFinalRow *r = &rows[i];

  json_builder_set_member_name (b, "lines");
  json_builder_begin_array (b);
  add_line (b, "vp-track", _ ("VP on the track"), _ ("scored during the game"), TRUE,
            r->vp_track, NULL);
  if (r->routes)
    /* Translators: a final-scoring line: the VP trade-route bonuses gave during the game */
    add_line (b, "route", _ ("Trade-route bonuses"), _ ("scored during the game"), TRUE,
              r->route_vp, NULL);
  if (r->outposts)
    /* Translators: a final-scoring line: the VP joining outposts (and the bonus for joining
     * all three) gave during the game */
    add_line (b, "outposts", _ ("Outposts"), _ ("scored during the game"), TRUE, r->outpost_vp,
              NULL);
  add_line (b, "end-goods", _ ("Goods left"), _ ("1 VP per goods tile"), TRUE, r->goods, NULL);
  add_line (b, "end-silver", _ ("Silver"), _ ("1 VP per silver"), TRUE, r->silver, NULL);
  add_line (b, "end-workers", _ ("Workers"), _ ("1 VP per 2 workers"), TRUE, r->workers, NULL);
  for (guint m = 1; m <= TS_BURGUNDY_LAST_MONASTERY; m++)
    {
      gboolean any = FALSE;
      int vp = 0;

      for (guint k = 0; k < n; k++)
        any |= row_monastery_vp (&rows[k], m, &vp);
      if (any)
        {
          g_autofree char *label = monastery_label (m);
          g_autofree char *note = monastery_note (m);
          char cause[40];
          gboolean has = row_monastery_vp (r, m, &vp);

          g_snprintf (cause, sizeof cause, "end-monastery-%u", m);
          add_line (b, cause, label, note, has, vp, NULL);
        }
    }
  add_crane_line (b, rows, n, i);
  /* Shields (CB-SHG-09): a line per shield anybody holds at the end. */
  for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
    {
      gboolean any = FALSE;

      for (guint k = 0; k < n; k++)
        any |= (rows[k].shields >> s) & 1u;
      if (any)
        {
          /* Translators: a row of the final score table; %u is a shield number */
          g_autofree char *label = g_strdup_printf (_ ("Shield %u"), s);
          g_autofree char *note = shield_note (s, r->shield13);
          char cause[40];

          g_snprintf (cause, sizeof cause, "end-shield-%u", s);
          add_line (b, cause, label, note, (r->shields >> s) & 1u, r->shield_vp[s], NULL);
        }
    }
  json_builder_end_array (b);
}

/* The facts that break a tie on VP (CB-TIE-01, CB-TIE-02), as the table shows them. */
static void
add_tie_breaks (JsonBuilder *b, const TsBurgundyFinalRow *rows, guint n, guint i)
{
  const TsBurgundyFinalRow *r = &rows[i];
  g_autofree char *empty = g_strdup_printf ("%d", r->empty_spaces);
  g_autofree char *bridge = NULL;
  gboolean shared = FALSE;
  int place = 1;

  /* The height only matters to players on the same space: higher is on top. It is shown
   * as the place in the stack from 1 (the tracked game's heights may have gaps). */
  for (guint k = 0; k < n; k++)
    if (k != i && rows[k].bridge_space == r->bridge_space)
      {
        shared = TRUE;
        place += rows[k].bridge_height < r->bridge_height;
      }
  if (shared)
    /* Translators: position on the bridge (turn order track): its space, then how high
     * the player's piece is in the stack on that space (1 = bottom) */
    bridge = g_strdup_printf (_ ("%d (height %d)"), r->bridge_space, place);
  else
    bridge = g_strdup_printf ("%d", r->bridge_space);
  json_builder_set_member_name (b, "tie-breaks");
  json_builder_begin_array (b);
  add_line (b, "empty-spaces", _ ("Empty duchy spaces"), _ ("the most wins a tie"), TRUE, 0,
            empty);
  add_line (b, "bridge", _ ("Bridge position"), _ ("furthest back wins a remaining tie"), TRUE,
            0, bridge);
  json_builder_end_array (b);
}

/* The breakdown's JSON (documented with ts_burgundy_final_breakdown()), one row per player:
 * the same shape for the tracked game and for the final-scoring sheet. */
JsonNode *
ts_burgundy_breakdown_build (const TsBurgundyFinalRow *rows, guint n, guint winner, guint tie_break)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      const TsBurgundyFinalRow *r = &rows[i];

      json_builder_begin_object (b);
      add_int (b, "player", i);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, r->name);
      json_builder_set_member_name (b, "monasteries");
      json_builder_begin_array (b);
      for (guint k = 0; k < r->n_monasteries; k++)
        {
          json_builder_begin_object (b);
          add_int (b, "monastery", r->monastery[k]);
          add_int (b, "vp", r->monastery_vp[k]);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      add_int (b, "vp-track", r->vp_track);
      if (r->routes)
        add_int (b, "route-vp", r->route_vp);
      if (r->outposts)
        add_int (b, "outpost-vp", r->outpost_vp);
      add_int (b, "goods", r->goods);
      add_int (b, "silver", r->silver);
      add_int (b, "workers", r->workers);
      add_int (b, "total", r->total);
      add_int (b, "empty-spaces", r->empty_spaces);
      add_int (b, "bridge-space", r->bridge_space);
      add_int (b, "bridge-height", r->bridge_height);
      add_lines (b, rows, n, i);
      add_tie_breaks (b, rows, n, i);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_int (b, "winner", winner);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  json_builder_add_int_value (b, winner);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "tie-break");
  json_builder_add_string_value (b, tie_break == 0   ? "none"
                                    : tie_break == 1 ? "empty-spaces"
                                                     : "bridge");
  g_autofree char *text = NULL;
  const char *w = rows[winner].name;
  int total = rows[winner].total;
  if (tie_break == 0)
    /* Translators: player name, victory points */
    text = g_strdup_printf (ngettext ("%s wins with %d victory point.",
                                      "%s wins with %d victory points.", total),
                            w, total);
  else if (tie_break == 1)
    /* Translators: player name, victory points, empty spaces in the player's duchy */
    text = g_strdup_printf (ngettext ("%s wins the tie on %d victory point with the most empty "
                                      "spaces in their duchy (%d).",
                                      "%s wins the tie on %d victory points with the most empty "
                                      "spaces in their duchy (%d).",
                                      total),
                            w, total, rows[winner].empty_spaces);
  else
    /* Translators: player name, victory points */
    text = g_strdup_printf (ngettext ("%s wins the tie on %d victory point and empty spaces by "
                                      "being furthest back on the bridge.",
                                      "%s wins the tie on %d victory points and empty spaces by "
                                      "being furthest back on the bridge.",
                                      total),
                            w, total);
  json_builder_set_member_name (b, "explanation");
  json_builder_add_string_value (b, text);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

JsonNode *
ts_burgundy_final_breakdown (const TsBurgundyState *state)
{
  TsBurgundyFinalRow rows[TS_BURGUNDY_MAX_PLAYERS] = { { 0 } };

  if (state->stage != TS_BURGUNDY_STAGE_OVER)
    return NULL;
  if (state->options.solo)
    return ts_burgundy_solo_breakdown (state);
  for (guint i = 0; i < state->n_players; i++)
    {
      const TsBurgundyPlayer *p = &state->players[i];
      TsBurgundyFinalRow *r = &rows[i];
      int end = 0;

      r->name = state->names[i];
      for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
        if (ts_burgundy_has_shield (p, s))
          r->shields |= 1u << s;
      r->shield13 = ts_burgundy_has_shield (p, 13);
      for (guint k = 0; k < state->n_ledger; k++)
        {
          const TsBurgundyLedgerLine *l = &state->ledger[k];
          if (l->player != i || l->resource != TS_LEDGER_VP)
            continue;
          switch (l->cause)
            {
              case TS_BURGUNDY_CAUSE_END_GOODS:
                r->goods += l->delta;
                break;
              case TS_BURGUNDY_CAUSE_END_SILVER:
                r->silver += l->delta;
                break;
              case TS_BURGUNDY_CAUSE_END_WORKERS:
                r->workers += l->delta;
                break;
              case TS_BURGUNDY_CAUSE_END_SHIELD:
                r->shield_vp[MIN (l->detail, TS_BURGUNDY_N_SHIELDS)] += l->delta;
                break;
              case TS_BURGUNDY_CAUSE_END_MONASTERY:
                if (r->n_monasteries < TS_BURGUNDY_END_MONASTERIES)
                  {
                    r->monastery[r->n_monasteries] = l->detail;
                    r->monastery_vp[r->n_monasteries++] = l->delta;
                  }
                break;
              default:
                continue;
            }
          end += l->delta;
        }
      /* Monasteries that scored 0 are not in the ledger; list them too. */
      for (guint n = 15; n <= TS_BURGUNDY_LAST_MONASTERY; n++)
        if (ts_burgundy_monastery_end_vp_of_count (n, 1) > 0 && ts_burgundy_has_monastery (p, n)
            && ts_burgundy_monastery_end_vp (state, p, n) == 0
            && r->n_monasteries < TS_BURGUNDY_END_MONASTERIES)
          {
            r->monastery[r->n_monasteries] = n;
            r->monastery_vp[r->n_monasteries++] = 0;
          }
      /* Trade routes: their VP bonuses get a line of their own (CB-TRD-04). */
      r->routes = p->route_len > 0;
      for (guint k = 0; k < state->n_ledger && r->routes; k++)
        if (state->ledger[k].player == i && state->ledger[k].resource == TS_LEDGER_VP
            && state->ledger[k].cause == TS_BURGUNDY_CAUSE_ROUTE)
          r->route_vp += state->ledger[k].delta;
      /* Outposts: joining them and their bonus get a line of their own (CB-OUT-02..05). */
      r->outposts = state->options.outposts;
      for (guint k = 0; k < state->n_ledger && r->outposts; k++)
        if (state->ledger[k].player == i && state->ledger[k].resource == TS_LEDGER_VP
            && (state->ledger[k].cause == TS_BURGUNDY_CAUSE_OUTPOSTS
                || state->ledger[k].cause == TS_BURGUNDY_CAUSE_OUTPOST_BONUS))
          r->outpost_vp += state->ledger[k].delta;
      r->vp_track = p->vp - end - r->route_vp - r->outpost_vp;
      r->total = p->vp;
      r->empty_spaces = ts_burgundy_empty_spaces (state, i);
      r->bridge_space = p->bridge_space;
      r->bridge_height = p->bridge_height;
      if (p->crane_building <= TS_BURGUNDY_N_BUILDINGS)
        r->crane = 1 + p->crane_building;
    }
  if (!state->options.team)
    return ts_burgundy_breakdown_build (rows, state->n_players, state->winner, state->tie_break);
  /* The team game: the players' rows as ever (A2 and B2 have no end lines), then the teams. */
  JsonNode *root = ts_burgundy_breakdown_build (rows, state->n_players, MAX (state->winner, 0), 0);
  ts_burgundy_team_breakdown (state, json_node_get_object (root));
  return root;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scoring: step 3 after each tile (CA-BSC), the builder's second tile (CA-TBU), the final
 * scoring (CA-BEN, CA-TPG-05, CA-TBE) and the final breakdown. */
#include "ts-carcassonne-score.h"
#include "ts-carcassonne-rules.h"

#include <string.h>


static TsCarcassonneScoring *
add_scoring (TsCarcassonneState *s, guint16 root, const TsCarcassonneFeatureInfo *info,
             gboolean final, guint points, guint winners)
{
  TsCarcassonneScoring *sc;

  g_assert (s->n_scorings < TS_CARCASSONNE_MAX_SCORINGS);
  sc = &s->scorings[s->n_scorings++];
  *sc = (TsCarcassonneScoring){ .kind = info->kind, .final = final, .seg = root,
                                .tiles = info->tiles, .pennants = info->pennants,
                                .points = MIN (points, 255), .winners = winners,
                                .entry = s->n_entries };
  memcpy (sc->followers, info->followers, sizeof sc->followers);
  return sc;
}

static void
pay_winners (TsCarcassonneState *s, guint winners, guint points, TsCarcassonneCause cause)
{
  for (guint p = 0; p < s->n_players; p++)
    if (winners & (1u << p))
      ts_carcassonne_gain (s, p, TS_LEDGER_VP, points, cause, s->n_scorings - 1);
}

/* Every follower in @root back to its owner (CA-BSC-05). */
static void
return_followers (TsCarcassonneState *s, guint16 root)
{
  guint kept = 0;

  for (guint f = 0; f < s->n_figures; f++)
    {
      TsCarcassonneFigure *fig = &s->figures[f];

      if (fig->type == TS_CARCASSONNE_FOLLOWER && ts_carcassonne_find (s, fig->seg) == root)
        s->players[fig->player].followers++;
      else
        s->figures[kept++] = *fig;
    }
  s->n_figures = kept;
}

/* CA-TBU-04: a builder goes home once none of its owner's followers is in its feature. */
static void
builders_home (TsCarcassonneState *s)
{
  guint kept = 0;

  for (guint f = 0; f < s->n_figures; f++)
    {
      TsCarcassonneFigure fig = s->figures[f];
      gboolean stays = TRUE;

      if (fig.type == TS_CARCASSONNE_BUILDER)
        {
          guint16 root = ts_carcassonne_find (s, fig.seg);

          stays = FALSE;
          for (guint g = 0; g < s->n_figures && !stays; g++)
            stays = s->figures[g].type == TS_CARCASSONNE_FOLLOWER
                    && s->figures[g].player == fig.player
                    && ts_carcassonne_find (s, s->figures[g].seg) == root;
          if (!stays)
            s->players[fig.player].builder = 1;
        }
      if (stays)
        s->figures[kept++] = fig;
    }
  s->n_figures = kept;
}

/* CA-BSC-01..03: a completed road, city or cloister. */
static void
score_complete (TsCarcassonneState *s, guint16 root)
{
  TsCarcassonneFeatureInfo info;
  guint points, goods = 0;

  ts_carcassonne_feature_info (s, root, &info);
  s->done[root] = 1;
  switch (info.kind)
    {
      case TS_CARCASSONNE_ROAD:
        points = info.tiles;
        break;
      case TS_CARCASSONNE_CITY:
        /* CA-BSC-02, and its open question: older editions score a 2-tile city half. */
        points = s->opt_small_half && info.tiles == 2 ? info.tiles + info.pennants
                                                      : 2 * info.tiles + 2 * info.pennants;
        if (s->opt_goods)
          goods = info.goods[0] + info.goods[1] + info.goods[2];
        break;
      case TS_CARCASSONNE_CLOISTER:
      default:
        points = 9;
        break;
    }
  if (info.majority == 0 && goods == 0)
    return;
  add_scoring (s, root, &info, FALSE, info.majority ? points : 0, info.majority);
  pay_winners (s, info.majority, points, (TsCarcassonneCause)info.kind);
  /* CA-TGD-03/04: the player who completed the city takes every good in it. */
  for (guint g = 0; g < TS_CARCASSONNE_N_GOODS && goods; g++)
    ts_carcassonne_gain (s, s->turn, TS_LEDGER_WINE + g, info.goods[g], TS_CARCASSONNE_CAUSE_GOODS,
                         s->n_scorings - 1);
  return_followers (s, root);
}

static gboolean
is_complete (const TsCarcassonneState *s, guint16 root)
{
  const TsCarcassonneSegment *seg = ts_carcassonne_segment (s, root);

  if (s->done[root])
    return FALSE;
  if (seg->kind == TS_CARCASSONNE_CLOISTER)
    return ts_carcassonne_neighbours (s, root / TS_CARCASSONNE_MAX_SEGMENTS) == 8;
  return seg->kind != TS_CARCASSONNE_FIELD && s->open[root] == 0;
}

void
ts_carcassonne_next_turn (TsCarcassonneState *s)
{
  s->second_tile = 0;
  s->double_due = 0;
  s->turn = (s->turn + 1) % s->n_players;
  s->stage = TS_CARCASSONNE_STAGE_DRAW;
  if (s->n_left == 0) /* CA-BTR-02 */
    ts_carcassonne_final_scoring (s);
}

void
ts_carcassonne_end_tile (TsCarcassonneState *s)
{
  guint tile = s->n_tiles - 1;
  const TsCarcassonnePlaced *t = &s->tiles[tile];
  const TsCarcassonneKind *k = &s->data->kinds[t->kind];

  /* CA-BSC-07: the roads and cities of the tile, then the cloisters it completes. */
  for (guint i = 0; i < k->n_segments; i++)
    if (k->segments[i].kind == TS_CARCASSONNE_ROAD || k->segments[i].kind == TS_CARCASSONNE_CITY)
      {
        guint16 root = ts_carcassonne_feature (s, tile, i);

        if (is_complete (s, root))
          score_complete (s, root);
      }
  for (int j = -1; j <= 1; j++)
    for (int i = -1; i <= 1; i++)
      {
        int n = ts_carcassonne_tile_at (s, t->x + i, t->y + j);
        const TsCarcassonneKind *nk;

        if (n < 0 || !(nk = &s->data->kinds[s->tiles[n].kind])->cloister)
          continue;
        for (guint c = 0; c < nk->n_segments; c++)
          if (nk->segments[c].kind == TS_CARCASSONNE_CLOISTER
              && is_complete (s, TS_CARCASSONNE_SEG (n, c)))
            score_complete (s, TS_CARCASSONNE_SEG (n, c));
      }
  builders_home (s);
  /* CA-TBU-05..10: the builder's second tile, never a third; also when the feature was
   * completed by the first tile and the builder came home (CA-TBU-08). */
  if (s->double_due && !s->second_tile && s->n_left > 0)
    {
      s->second_tile = 1;
      s->double_due = 0;
      s->stage = TS_CARCASSONNE_STAGE_DRAW;
      return;
    }
  ts_carcassonne_next_turn (s);
}

/* CA-BEN-01..03: an incomplete road, city or cloister with followers. */
static void
score_incomplete (TsCarcassonneState *s, guint16 root)
{
  TsCarcassonneFeatureInfo info;
  guint points;

  ts_carcassonne_feature_info (s, root, &info);
  if (info.majority == 0)
    return;
  points = info.kind == TS_CARCASSONNE_CITY ? info.tiles + info.pennants : info.tiles;
  add_scoring (s, root, &info, TRUE, points, info.majority);
  pay_winners (s, info.majority, points, (TsCarcassonneCause)info.kind);
}

/* CA-BEN-04/05, CA-TPG-05: 3 VP per completed city the field borders, 4 with the pig. */
static void
score_farm (TsCarcassonneState *s, guint16 root)
{
  TsCarcassonneFeatureInfo info;
  g_autoptr (GArray) cities = ts_carcassonne_field_cities (s, root);
  TsCarcassonneScoring *sc;

  ts_carcassonne_feature_info (s, root, &info);
  if (info.majority == 0 || cities->len == 0)
    return;
  info.tiles = MIN (cities->len, 255);
  sc = add_scoring (s, root, &info, TRUE, 3 * cities->len, info.majority);
  sc->pigs = info.majority & info.pigs;
  for (guint p = 0; p < s->n_players; p++)
    if (info.majority & (1u << p))
      ts_carcassonne_gain (s, p, TS_LEDGER_VP, (sc->pigs & (1u << p) ? 4 : 3) * cities->len,
                           TS_CARCASSONNE_CAUSE_FARM, s->n_scorings - 1);
}

void
ts_carcassonne_final_scoring (TsCarcassonneState *s)
{
  guint16 seen[TS_CARCASSONNE_MAX_FIGURES];
  guint n_seen = 0;
  int most = 0;

  /* Roads, cities and cloisters first, then the farms (CA-BEN-06's order). */
  for (guint pass = 0; pass < 2; pass++)
    for (guint f = 0; f < s->n_figures; f++)
      {
        guint16 root = ts_carcassonne_find (s, s->figures[f].seg);
        gboolean field = ts_carcassonne_segment (s, root)->kind == TS_CARCASSONNE_FIELD;
        gboolean known = FALSE;

        if (s->figures[f].type != TS_CARCASSONNE_FOLLOWER || field != (pass == 1) || s->done[root])
          continue;
        for (guint i = 0; i < n_seen && !known; i++)
          known = seen[i] == root;
        if (known)
          continue;
        seen[n_seen++] = root;
        if (field)
          score_farm (s, root);
        else
          score_incomplete (s, root);
      }
  /* CA-TBE-01/02: 10 VP for the most tokens of each good, ties all 10, at least one. */
  for (guint g = 0; s->opt_goods && g < TS_CARCASSONNE_N_GOODS; g++)
    {
      guint best = 0;

      for (guint p = 0; p < s->n_players; p++)
        best = MAX (best, s->players[p].goods[g]);
      for (guint p = 0; best > 0 && p < s->n_players; p++)
        if (s->players[p].goods[g] == best)
          ts_carcassonne_gain (s, p, TS_LEDGER_VP, 10, TS_CARCASSONNE_CAUSE_MAJORITY, g);
    }
  s->winners = 0;
  for (guint p = 0; p < s->n_players; p++)
    most = MAX (most, s->players[p].vp);
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].vp == most)
      s->winners |= 1u << p;
  s->stage = TS_CARCASSONNE_STAGE_OVER;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 administration (CY-ADM, CY-MNM, CY-RCR), then the next round or the final
 * scoring (ts-caylus-scoring.c): the lead's decision 11. */
#include "ts-caylus-play-private.h"

#include "ts-i18n.h"

void
ts_caylus_start_admin (TsCaylusState *s)
{
  /* Step 1 (CY-ADM-01): starting tiles with a house become residences. */
  for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
    {
      TsCaylusSpot *sp = &s->spots[spot];

      if (sp->state == TS_CAYLUS_SPOT_BUILDING && sp->owner >= 0
          && s->data->tiles[sp->tile].klass == TS_CAYLUS_CLASS_START)
        {
          sp->state = TS_CAYLUS_SPOT_RESIDENCE;
          sp->side = TS_CAYLUS_SIDE_CONSTRUCTION;
        }
    }
  /* Step 2 (CY-MNM-01): in Road order from the bridge. */
  s->stage = TS_CAYLUS_STAGE_MONUMENT;
  s->cursor = TS_CAYLUS_N_PRINTED;
  ts_caylus_monument_next (s);
}

/* Step 3 (CY-RCR): free workers from the Camp, Garden, Granary, Factory, Laborer. */
static void
cy_recruit (TsCaylusState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      TsCaylusPlayer *pl = CY_PLAYER (s, p);
      guint workers = s->n_players == 5 ? 2 : 3, food = 0, cloth = 0;

      for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
        {
          const TsCaylusSpot *sp = &s->spots[spot];

          if (sp->owner != (int)p)
            continue;
          if (sp->state == TS_CAYLUS_SPOT_RESIDENCE
              || (sp->state == TS_CAYLUS_SPOT_MONUMENT && s->opt_monument_counts))
            workers++;
          if (sp->state == TS_CAYLUS_SPOT_MONUMENT)
            {
              const TsCaylusTile *m = &s->data->tiles[sp->monument];

              workers += m->recruit_workers;
              food += m->recruit_food;
              cloth += m->recruit_cloth;
            }
        }
      if (ts_caylus_has (s, p, TS_CAYLUS_LABORER))
        workers++;
      workers = MIN (workers, pl->camp); /* CY-RCR-04 */
      pl->camp -= workers;
      ts_caylus_gain (s, p, TS_LEDGER_WORKERS, workers, TS_CAYLUS_CAUSE_RECRUIT, s->round);
      ts_caylus_gain (s, p, TS_LEDGER_FOOD, food, TS_CAYLUS_CAUSE_RECRUIT, s->round);
      ts_caylus_gain (s, p, TS_LEDGER_CLOTH, cloth, TS_CAYLUS_CAUSE_RECRUIT, s->round);
    }
}

/* Step 4 (CY-ADM-04/05): just before the last building of the Road, the setup stone
 * building ignored when an empty space stands before it. */
static void
cy_reset_provost (TsCaylusState *s)
{
  guint stone = CY_ROAD_SPOT (s->data->stone_space), last = 0;

  for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
    {
      const TsCaylusSpot *sp = &s->spots[spot];

      if (sp->state == TS_CAYLUS_SPOT_EMPTY)
        continue;
      if (spot == stone && sp->owner < 0 && sp->side == TS_CAYLUS_SIDE_SETUP
          && s->spots[spot - 1].state == TS_CAYLUS_SPOT_EMPTY)
        continue;
      last = spot;
    }
  s->provost = last >= TS_CAYLUS_N_PRINTED ? CY_SPOT_SPACE (last) - 1 : 0;
}

void
ts_caylus_monument_next (TsCaylusState *s)
{
  for (; s->cursor < s->n_spots; s->cursor++)
    {
      const TsCaylusSpot *sp = &s->spots[s->cursor];

      if (sp->state == TS_CAYLUS_SPOT_RESIDENCE && sp->owner >= 0)
        {
          s->stage = TS_CAYLUS_STAGE_MONUMENT;
          s->actor = sp->owner;
          return;
        }
    }
  cy_recruit (s);
  cy_reset_provost (s);
  /* Step 5 (CY-ADM-06/07). */
  if (s->round < TS_CAYLUS_ROUNDS)
    ts_caylus_start_round (s);
  else
    ts_caylus_final_scoring (s);
}

gboolean
ts_caylus_apply_monument (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  TsCaylusSpot *sp = &s->spots[s->cursor];
  const TsCaylusTile *tile;
  guint8 paid[TS_CAYLUS_N_RESOURCES];

  if (e->at != s->cursor)
    return CY_REFUSE_RULE (error, "CY-MNM-01",
                           /* Translators: %u is the Road space's number on the board */
                           _ ("The residence deciding now is the one on road space %u."),
                           CY_SPOT_SPACE (s->cursor));
  if (e->tile >= s->data->n_tiles || s->data->tiles[e->tile].klass != TS_CAYLUS_CLASS_MONUMENT)
    return CY_REFUSE_RULE (error, "CY-MNM-02",
                           _ ("A residence becomes a monument: choose one of the "
                              "monuments."));
  tile = &s->data->tiles[e->tile];
  if (s->left[e->tile] == 0)
    return CY_REFUSE_RULE (error, "CY-MNM-02", _ ("The %s is already built."),
                           ts_caylus_tile_name (tile));
  if (!ts_caylus_payment (s, e->player, tile, tile->cost, tile->cost_any, e, paid, "CY-MNM-02",
                          error))
    return FALSE;
  /* CY-MNM-02, CY-CHR-07, CY-MNM-05. */
  ts_caylus_pay (s, e->player, paid, TS_CAYLUS_CAUSE_MONUMENT, e->tile);
  s->left[e->tile]--;
  sp->state = TS_CAYLUS_SPOT_MONUMENT;
  sp->monument = e->tile;
  ts_caylus_gain (s, e->player, TS_LEDGER_VP, tile->pp, TS_CAYLUS_CAUSE_MONUMENT, e->tile);
  if (ts_caylus_has (s, e->player, TS_CAYLUS_ARCHITECT))
    ts_caylus_gain (s, e->player, TS_LEDGER_VP, 1, TS_CAYLUS_CAUSE_ARCHITECT, e->tile);
  s->cursor++;
  ts_caylus_start_benefits (s, e->player, tile->built_benefits);
  if (s->stage == TS_CAYLUS_STAGE_MONUMENT)
    ts_caylus_monument_next (s);
  return TRUE;
}

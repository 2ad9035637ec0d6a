/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 planning (CY-PLN, CY-CHR-01..05) and the Guild Bridge's Provost moves
 * (CY-PRV, CY-CHR-06): the lead's decisions 4 to 7. */
#include "ts-caylus-play-private.h"

#include "ts-i18n.h"

void
ts_caylus_start_round (TsCaylusState *s)
{
  int riser;

  s->round++;
  s->first = s->next_first;
  s->first_passer = 0;
  s->bridge_next = 1;
  for (guint p = 0; p < s->n_players; p++)
    {
      TsCaylusPlayer *pl = CY_PLAYER (s, p);

      pl->passed = pl->bridge = pl->worksite = pl->batches = pl->craftsman_used = 0;
    }
  /* CY-CHR-01: the Early Riser's worker comes before the first player's. */
  riser = ts_caylus_holder (s, TS_CAYLUS_EARLY_RISER);
  s->stage = riser >= 0 ? TS_CAYLUS_STAGE_EARLY_RISER : TS_CAYLUS_STAGE_PLANNING;
  s->actor = riser >= 0 ? riser : s->first;
}

/* The first free numbered Worksite space (0-based), or -1. */
static int
cy_worksite_free (const TsCaylusState *s)
{
  for (guint i = 0; i < s->data->worksite_spaces; i++)
    if (s->worksite[i] < 0)
      return i;
  return -1;
}

/* The workers a placement costs: 1, one more for the Early Riser (always) or after a pass
 * unless the Night Worker (CY-PLN-12, CY-CHR-01/02). */
static guint
cy_place_cost (const TsCaylusState *s, guint player, gboolean early)
{
  if (early)
    return 2;
  return s->first_passer && !ts_caylus_has (s, player, TS_CAYLUS_NIGHT_WORKER) ? 2 : 1;
}

static int
cy_first_passer (const TsCaylusState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].bridge == 1)
      return p;
  return 0;
}

gboolean
ts_caylus_can_place (const TsCaylusState *s, guint player, guint spot, gboolean early,
                     GError **error)
{
  const TsCaylusPlayer *pl = &s->players[player];
  guint cost = cy_place_cost (s, player, early);

  if (spot == TS_CAYLUS_AT_WORKSITE)
    {
      if (pl->worksite > 0)
        return CY_REFUSE_RULE (error, "CY-PLN-08", _ ("%s already has a worker in the Worksite."),
                               CY_NAME (s, player));
      if (cy_worksite_free (s) < 0)
        return CY_REFUSE_RULE (error, "CY-PLN-08", _ ("The Worksite's %u spaces are all taken."),
                               s->data->worksite_spaces);
    }
  else
    {
      const TsCaylusSpot *sp;

      if (spot >= s->n_spots)
        return CY_REFUSE_RULE (error, "CY-PLN-02", _ ("That place is not on this Road."));
      sp = &s->spots[spot];
      if (sp->state == TS_CAYLUS_SPOT_EMPTY)
        return CY_REFUSE_RULE (error, "CY-PLN-04",
                               /* Translators: CY-PLN-04; %u is the Road space's number on the
                                * board */
                               _ ("Road space %u is empty: workers go only on "
                                  "buildings."),
                               CY_SPOT_SPACE (spot));
      if (sp->state == TS_CAYLUS_SPOT_RESIDENCE)
        return CY_REFUSE_RULE (error, "CY-PLN-04",
                               _ ("Road space %u is %s's residence: workers never go "
                                  "on residences."),
                               CY_SPOT_SPACE (spot), CY_NAME (s, sp->owner));
      if (sp->state == TS_CAYLUS_SPOT_MONUMENT)
        return CY_REFUSE_RULE (error, "CY-PLN-04",
                               _ ("The %s on road space %u is a monument: workers "
                                  "never go on monuments."),
                               ts_caylus_tile_name (ts_caylus_spot_tile (s, spot)),
                               CY_SPOT_SPACE (spot));
      if (sp->workers[0] >= 0)
        {
          g_autofree char *where = error != NULL ? ts_caylus_spot_short (s, spot) : NULL;
          gboolean craftsman = ts_caylus_has (s, player, TS_CAYLUS_CRAFTSMAN);

          /* CY-PLN-03, CY-CHR-03: the Craftsman once a round next to another player's. */
          if (!craftsman || sp->workers[1] >= 0 || sp->workers[0] == (int)player)
            return CY_REFUSE_RULE (error, "CY-PLN-03", _ ("%s already has a worker: %s's."), where,
                                   CY_NAME (s, sp->workers[sp->workers[1] >= 0 ? 1 : 0]));
          if (pl->craftsman_used)
            return CY_REFUSE_RULE (error, "CY-CHR-03",
                                   _ ("%s already has a worker: %s's, and %s's "
                                      "Craftsman has joined a worker this round "
                                      "already."),
                                   where, CY_NAME (s, sp->workers[0]), CY_NAME (s, player));
        }
    }
  if (pl->supply == 0)
    return CY_REFUSE_RULE (error, "CY-PLN-09", _ ("%s has no worker left in their supply."),
                           CY_NAME (s, player));
  if (pl->supply < cost)
    {
      if (early)
        return CY_REFUSE_RULE (error, "CY-CHR-01",
                               _ ("The Early Riser's worker costs one more for the "
                                  "Camp: %s has only 1."),
                               CY_NAME (s, player));
      return CY_REFUSE_RULE (error, "CY-PLN-13",
                             _ ("Since %s passed, a worker costs one more for the "
                                "Camp: %s has only 1."),
                             CY_NAME (s, cy_first_passer (s)), CY_NAME (s, player));
    }
  return TRUE;
}

void
ts_caylus_to_camp (TsCaylusState *s, guint player, guint n, TsCaylusCause cause, guint detail)
{
  ts_caylus_gain (s, player, TS_LEDGER_WORKERS, -(int)n, cause, detail);
  s->players[player].camp += n;
}

static void
cy_place (TsCaylusState *s, guint player, guint spot, gboolean early)
{
  TsCaylusPlayer *pl = CY_PLAYER (s, player);
  guint cost = cy_place_cost (s, player, early);

  ts_caylus_gain (s, player, TS_LEDGER_WORKERS, -1, TS_CAYLUS_CAUSE_PLACE, spot);
  if (cost > 1)
    ts_caylus_to_camp (s, player, 1,
                       early ? TS_CAYLUS_CAUSE_EARLY_RISER : TS_CAYLUS_CAUSE_PASSED_EXTRA, spot);
  if (spot == TS_CAYLUS_AT_WORKSITE)
    {
      int k = cy_worksite_free (s);

      s->worksite[k] = player;
      pl->worksite = k + 1;
      return;
    }
  {
    TsCaylusSpot *sp = &s->spots[spot];
    int owner = sp->owner;

    if (sp->workers[0] >= 0)
      {
        sp->workers[1] = player;
        pl->craftsman_used = 1;
      }
    else
      sp->workers[0] = player;
    /* CY-PLN-05/06, CY-CHR-04/05: the builder's PP, at placement (decision 4). */
    if (owner >= 0 && owner != (int)player && sp->state == TS_CAYLUS_SPOT_BUILDING
        && sp->side == TS_CAYLUS_SIDE_CONSTRUCTION && spot >= TS_CAYLUS_N_PRINTED
        && !ts_caylus_has (s, player, TS_CAYLUS_THIEF))
      ts_caylus_gain (s, owner, TS_LEDGER_VP,
                      ts_caylus_has (s, owner, TS_CAYLUS_ADMINISTRATOR) ? 2 : 1,
                      TS_CAYLUS_CAUSE_VISITOR, player * TS_CAYLUS_MAX_TILES + sp->tile);
  }
}

void
ts_caylus_planning_next (TsCaylusState *s)
{
  for (guint i = 1; i <= s->n_players; i++)
    {
      guint p = (s->actor + i) % s->n_players;

      if (!s->players[p].passed)
        {
          s->actor = p;
          return;
        }
    }
  ts_caylus_start_bridge (s);
}

gboolean
ts_caylus_apply_planning (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  gboolean early = s->stage == TS_CAYLUS_STAGE_EARLY_RISER;

  if (e->type == TS_CAYLUS_ENTRY_PASS)
    {
      TsCaylusPlayer *pl = CY_PLAYER (s, e->player);

      /* CY-PLN-09..11: onto the bridge; the first to pass takes the first-player token. */
      pl->passed = 1;
      pl->bridge = s->bridge_next++;
      if (!s->first_passer)
        {
          s->first_passer = 1;
          s->next_first = e->player;
        }
      ts_caylus_planning_next (s);
      return TRUE;
    }
  if (e->at != TS_CAYLUS_AT_WORKSITE && e->at >= s->n_spots)
    return CY_REFUSE_RULE (error, "CY-PLN-02", _ ("That place is not on this Road."));
  if (!ts_caylus_can_place (s, e->player, e->at, early, error))
    return FALSE;
  cy_place (s, e->player, e->at, early);
  if (early)
    {
      s->stage = TS_CAYLUS_STAGE_PLANNING;
      s->actor = s->first;
    }
  else
    ts_caylus_planning_next (s);
  return TRUE;
}

/* The Guild Bridge (CY-PRV-01): in bridge order. */
void
ts_caylus_start_bridge (TsCaylusState *s)
{
  s->stage = TS_CAYLUS_STAGE_BRIDGE;
  s->cursor = 0;
  ts_caylus_bridge_next (s);
}

void
ts_caylus_bridge_next (TsCaylusState *s)
{
  int bailiff;

  if (++s->cursor <= s->n_players)
    {
      for (guint p = 0; p < s->n_players; p++)
        if (s->players[p].bridge == s->cursor)
          s->actor = p;
      return;
    }
  /* CY-CHR-06: then the Bailiff's free move. */
  bailiff = ts_caylus_holder (s, TS_CAYLUS_BAILIFF);
  if (bailiff >= 0 && s->stage == TS_CAYLUS_STAGE_BRIDGE)
    {
      s->stage = TS_CAYLUS_STAGE_BAILIFF;
      s->actor = bailiff;
      return;
    }
  ts_caylus_start_activation (s);
}

gboolean
ts_caylus_apply_provost (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  gboolean bailiff = s->stage == TS_CAYLUS_STAGE_BAILIFF;
  int most = bailiff ? 1 : 3, to = (int)s->provost + e->steps;
  guint cost = bailiff ? 0 : ABS (e->steps);

  if (e->steps == 0)
    return CY_REFUSE_RULE (error, bailiff ? "CY-CHR-06" : "CY-PRV-01",
                           _ ("The Provost moves at least 1 space: “skip” leaves it "
                              "where it is."));
  if (ABS (e->steps) > most)
    return CY_REFUSE_RULE (error, bailiff ? "CY-CHR-06" : "CY-PRV-01",
                           bailiff ? _ ("The Bailiff moves the Provost 1 space.")
                                   : _ ("From the bridge the Provost moves at most 3 "
                                        "spaces."));
  if (to < 0)
    return CY_REFUSE_RULE (error, "CY-PRV-03",
                           _ ("The Provost never goes back past the Guild Bridge."));
  if (to > TS_CAYLUS_PROVOST_LAST (s->data))
    return CY_REFUSE_RULE (error, "CY-PRV-04",
                           _ ("The Provost cannot go past the end of the Road."));
  if (s->players[e->player].supply < cost)
    return CY_REFUSE_RULE (error, "CY-PRV-01",
                           ngettext ("Moving the Provost %u space costs %u worker for the "
                                     "Camp: %s has %u.",
                                     "Moving the Provost %u spaces costs %u workers for the "
                                     "Camp: %s has %u.",
                                     cost),
                           cost, cost, CY_NAME (s, e->player), s->players[e->player].supply);
  if (cost > 0)
    ts_caylus_to_camp (s, e->player, cost, TS_CAYLUS_CAUSE_PROVOST, 0);
  s->provost = to;
  if (bailiff)
    ts_caylus_start_activation (s);
  else
    ts_caylus_bridge_next (s);
  return TRUE;
}

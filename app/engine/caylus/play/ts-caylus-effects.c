/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 buildings at work: an option paid and gained, building (CY-PRT-03/04,
 * CY-WDB-08, CY-CON-01), the Lawyer (CY-PRT-02), the Toll (CY-PRT-05), the activation from the
 * Fair to the Provost (CY-ACT) and the Benefits (CY-BEN): the lead's decisions 8 and 9. */
#include "ts-caylus-play-private.h"

#include <string.h>

#include "ts-i18n.h"

static guint
cy_sum (const guint8 *amounts)
{
  guint n = 0;

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    n += amounts[r];
  return n;
}

/* "The Fair needs 1 wood: Ana has none." for the first resource @player lacks; @clause is
 * the rule of the price. */
static gboolean
cy_refuse_lack (const TsCaylusState *s, guint player, const TsCaylusTile *tile, const guint8 *want,
                guint any, const char *clause, GError **error)
{
  const TsCaylusPlayer *pl = &s->players[player];

  if (error == NULL)
    return FALSE;

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (pl->res[r] < want[r])
      {
        g_autofree char *has = ts_caylus_has_text (s, player, r);

        /* Translators: a building, what it needs ("1 wood"), the player, what they have */
        return CY_REFUSE_RULE (error, clause, _ ("The %s needs %s: %s has %s."),
                               ts_caylus_tile_name (tile), ts_caylus_resource_name (r, want[r]),
                               CY_NAME (s, player), has);
      }
  return CY_REFUSE_RULE (error, clause,
                         /* Translators: a building, then how many resources of choice it needs on
                          * top */
                         ngettext ("The %s needs %u more resource of %s's choice: "
                                   "there is none left.",
                                   "The %s needs %u more resources of %s's choice: "
                                   "there are not enough left.",
                                   any),
                         ts_caylus_tile_name (tile), any, CY_NAME (s, player));
}

/* The payment of @fixed + @any as @e gives it ("pay" when a part is of choice) into @paid;
 * a refusal names @clause, the rule of the price. */
gboolean
ts_caylus_payment (const TsCaylusState *s, guint player, const TsCaylusTile *tile,
                   const guint8 *fixed, guint any, const TsCaylusEntry *e, guint8 *paid,
                   const char *clause, GError **error)
{
  if (any == 0)
    {
      if (e->has_pay && memcmp (e->pay, fixed, TS_CAYLUS_N_RESOURCES) != 0)
        return CY_REFUSE_RULE (error, clause,
                               _ ("The %s's price has no part of %s's choice: it is "
                                  "paid as printed."),
                               ts_caylus_tile_name (tile), CY_NAME (s, player));
      memcpy (paid, fixed, TS_CAYLUS_N_RESOURCES);
      if (!ts_caylus_holds (s, player, paid, 0))
        return cy_refuse_lack (s, player, tile, paid, 0, clause, error);
      return TRUE;
    }
  if (!ts_caylus_holds (s, player, fixed, any))
    return cy_refuse_lack (s, player, tile, fixed, any, clause, error);
  if (!e->has_pay)
    return CY_REFUSE_RULE (error, clause,
                           _ ("Part of the %s's price is of %s's choice: say which "
                              "resources are paid."),
                           ts_caylus_tile_name (tile), CY_NAME (s, player));
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (e->pay[r] < fixed[r])
      {
        g_autofree char *want = error != NULL ? ts_caylus_resources_text (fixed) : NULL;

        return CY_REFUSE_RULE (error, clause,
                               _ ("The %s's price includes %s: the payment lacks "
                                  "some."),
                               ts_caylus_tile_name (tile), want);
      }
  if (cy_sum (e->pay) != cy_sum (fixed) + any)
    return CY_REFUSE_RULE (error, clause,
                           ngettext ("The %s takes %u resource in all.",
                                     "The %s takes %u resources in all.", cy_sum (fixed) + any),
                           ts_caylus_tile_name (tile), cy_sum (fixed) + any);
  if (!ts_caylus_holds (s, player, e->pay, 0))
    return cy_refuse_lack (s, player, tile, e->pay, 0, clause, error);
  memcpy (paid, e->pay, TS_CAYLUS_N_RESOURCES);
  return TRUE;
}

void
ts_caylus_pay (TsCaylusState *s, guint player, const guint8 *paid, TsCaylusCause cause,
               guint detail)
{
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    ts_caylus_gain (s, player, ts_caylus_ledger_resource (r), -(int)paid[r], cause, detail);
}

static void
cy_build (TsCaylusState *s, guint player, guint tile, const guint8 *paid)
{
  TsCaylusSpot *sp = &s->spots[ts_caylus_first_empty (s)];
  const TsCaylusTile *t = &s->data->tiles[tile];

  ts_caylus_pay (s, player, paid, TS_CAYLUS_CAUSE_BUILD, tile);
  s->left[tile]--;
  s->players[player].houses--;
  sp->tile = tile;
  sp->state = TS_CAYLUS_SPOT_BUILDING;
  sp->side = TS_CAYLUS_SIDE_CONSTRUCTION;
  sp->owner = player;
  ts_caylus_gain (s, player, TS_LEDGER_VP, t->pp, TS_CAYLUS_CAUSE_BUILD, tile);
  if (ts_caylus_has (s, player, TS_CAYLUS_ARCHITECT))
    ts_caylus_gain (s, player, TS_LEDGER_VP, 1, TS_CAYLUS_CAUSE_ARCHITECT, tile);
}

static gboolean
cy_check_kind (const TsCaylusState *s, guint player, const TsCaylusTile *tile,
               const TsCaylusOption *o, const TsCaylusEntry *e, GError **error)
{
  if (o->kind != TS_CAYLUS_EFFECT_BUILD_WOOD && o->kind != TS_CAYLUS_EFFECT_BUILD_STONE
      && e->tile != TS_CAYLUS_NO_TILE)
    return CY_REFUSE_RULE (error, "CY-ACT-02", _ ("The %s builds nothing."),
                           ts_caylus_tile_name (tile));
  if (o->kind != TS_CAYLUS_EFFECT_LAWYER && e->at != TS_CAYLUS_NO_AT)
    return CY_REFUSE_RULE (error, "CY-ACT-02", _ ("The %s puts no house on a building."),
                           ts_caylus_tile_name (tile));
  if (o->kind != TS_CAYLUS_EFFECT_PROVOST && e->steps != 0)
    return CY_REFUSE_RULE (error, "CY-ACT-02", _ ("The %s does not move the Provost."),
                           ts_caylus_tile_name (tile));
  switch (o->kind)
    {
      case TS_CAYLUS_EFFECT_BUILD_WOOD:
      case TS_CAYLUS_EFFECT_BUILD_STONE:
        {
          TsCaylusClass klass = o->kind == TS_CAYLUS_EFFECT_BUILD_WOOD ? TS_CAYLUS_CLASS_WOOD
                                                                       : TS_CAYLUS_CLASS_STONE;
          /* The Carpenter's rule, or the Masons' Workshop's. */
          const char *build = klass == TS_CAYLUS_CLASS_WOOD ? "CY-PRT-03" : "CY-WDB-08";

          /* CY-PRT-04, decision 8: a house and an empty Road space. */
          if (ts_caylus_first_empty (s) < 0)
            return CY_REFUSE_RULE (error, klass == TS_CAYLUS_CLASS_WOOD ? "CY-PRT-04" : "CY-WDB-08",
                                   _ ("No Road space is empty: the %s cannot build."),
                                   ts_caylus_tile_name (tile));
          if (s->players[player].houses == 0)
            return CY_REFUSE_RULE (error, build, _ ("%s has no house left: the %s cannot build."),
                                   CY_NAME (s, player), ts_caylus_tile_name (tile));
          if (e->tile >= s->data->n_tiles || s->data->tiles[e->tile].klass != klass)
            return CY_REFUSE_RULE (error, build,
                                   klass == TS_CAYLUS_CLASS_WOOD
                                       ? _ ("The %s builds a wood building.")
                                       : _ ("The %s builds a stone building."),
                                   ts_caylus_tile_name (tile));
          if (s->left[e->tile] == 0)
            return CY_REFUSE_RULE (error, build,
                                   _ ("The %s is not in the supply any more: it is "
                                      "on the board."),
                                   ts_caylus_tile_name (&s->data->tiles[e->tile]));
          return TRUE;
        }
      case TS_CAYLUS_EFFECT_LAWYER:
        if (s->players[player].houses == 0)
          return CY_REFUSE_RULE (error, "CY-PRT-02", _ ("%s has no house left for the Lawyer."),
                                 CY_NAME (s, player));
        if (e->at == TS_CAYLUS_NO_AT || !ts_caylus_lawyer_target (s, e->at))
          return CY_REFUSE_RULE (error, "CY-PRT-02",
                                 _ ("The Lawyer puts a house on a starting building "
                                    "of the Road that has none."));
        return TRUE;
      case TS_CAYLUS_EFFECT_PROVOST:
        {
          int to = (int)s->provost + e->steps;

          if (e->steps == 0)
            return CY_REFUSE_RULE (error, "CY-PRT-05",
                                   _ ("The Provost moves at least 1 space: “skip” "
                                      "leaves it where it is."));
          if (ABS (e->steps) > o->steps)
            return CY_REFUSE_RULE (error, "CY-PRT-05",
                                   ngettext ("The %s moves the Provost at most %u "
                                             "space.",
                                             "The %s moves the Provost at most %u "
                                             "spaces.",
                                             o->steps),
                                   ts_caylus_tile_name (tile), o->steps);
          if (to < 0)
            return CY_REFUSE_RULE (error, "CY-PRV-03",
                                   _ ("The Provost never goes back past the Guild "
                                      "Bridge."));
          if (to > TS_CAYLUS_PROVOST_LAST (s->data))
            return CY_REFUSE_RULE (error, "CY-PRV-04",
                                   _ ("The Provost cannot go past the end of the "
                                      "Road."));
          return TRUE;
        }
      default:
        return TRUE;
    }
}

gboolean
ts_caylus_use_option (TsCaylusState *s, guint player, const TsCaylusTile *tile, guint side,
                      const TsCaylusEntry *e, gboolean apply, TsCaylusCause cause, GError **error)
{
  const TsCaylusEffect *effect = &tile->sides[side];
  const TsCaylusOption *o;
  const TsCaylusTile *built = NULL;
  guint8 fixed[TS_CAYLUS_N_RESOURCES], paid[TS_CAYLUS_N_RESOURCES];
  guint any, detail;
  TsCaylusPlayer *pl = CY_PLAYER (s, player);
  const char *price;

  if (e->option >= effect->n_options)
    return CY_REFUSE_RULE (
        error, "CY-ACT-02",
        ngettext ("The %s has %u option.", "The %s has %u options.", effect->n_options),
        ts_caylus_tile_name (tile), effect->n_options);
  o = &effect->options[e->option];
  detail = (tile - s->data->tiles) | (e->option << 6);
  if (!cy_check_kind (s, player, tile, o, e, error))
    return FALSE;
  if (pl->supply < o->workers_out)
    return CY_REFUSE_RULE (error, "CY-ACT-02",
                           ngettext ("The %s needs %u worker for the Camp: %s has "
                                     "only %u.",
                                     "The %s needs %u workers for the Camp: %s has "
                                     "only %u.",
                                     o->workers_out),
                           ts_caylus_tile_name (tile), o->workers_out, CY_NAME (s, player),
                           pl->supply);
  if (o->kind == TS_CAYLUS_EFFECT_BUILD_WOOD || o->kind == TS_CAYLUS_EFFECT_BUILD_STONE)
    built = &s->data->tiles[e->tile];
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    fixed[r] = o->pay[r] + (built != NULL ? built->cost[r] : 0);
  any = o->pay_any + (built != NULL ? built->cost_any : 0);
  /* The price of a building built (CY-PRT-03, CY-WDB-08), else of the effect used. */
  price = built == NULL                            ? "CY-ACT-02"
          : o->kind == TS_CAYLUS_EFFECT_BUILD_WOOD ? "CY-PRT-03"
                                                   : "CY-WDB-08";
  if (!ts_caylus_payment (s, player, built != NULL ? built : tile, fixed, any, e, paid, price,
                          error))
    return FALSE;
  if (o->take_choice > 0 && (e->take >= TS_CAYLUS_N_RESOURCES || e->take == TS_CAYLUS_GOLD))
    return CY_REFUSE_RULE (error, "CY-STB-05",
                           _ ("The %s gives a resource of %s's choice: food, wood, "
                              "stone or cloth."),
                           ts_caylus_tile_name (tile), CY_NAME (s, player));
  if (o->take_choice == 0 && e->take < TS_CAYLUS_N_RESOURCES)
    return CY_REFUSE_RULE (error, "CY-ACT-02", _ ("The %s gives no resource of choice."),
                           ts_caylus_tile_name (tile));
  if (!apply)
    return TRUE;

  /* Decision 8: pay, workers out; then gains, workers in (as many as the Camp holds),
   * Benefits. */
  if (built != NULL)
    cy_build (s, player, built - s->data->tiles, paid);
  else
    ts_caylus_pay (s, player, paid, cause, detail);
  if (o->workers_out > 0)
    ts_caylus_to_camp (s, player, o->workers_out, cause, detail);
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    ts_caylus_gain (s, player, ts_caylus_ledger_resource (r), o->gain[r], cause, detail);
  if (o->take_choice > 0)
    ts_caylus_gain (s, player, ts_caylus_ledger_resource (e->take), o->take_choice, cause, detail);
  ts_caylus_gain (s, player, TS_LEDGER_VP, o->pp, cause, detail);
  if (o->workers_in > 0)
    {
      guint n = MIN (o->workers_in, pl->camp);

      pl->camp -= n;
      ts_caylus_gain (s, player, TS_LEDGER_WORKERS, n, cause, detail);
    }
  if (o->kind == TS_CAYLUS_EFFECT_LAWYER)
    {
      s->spots[e->at].owner = player;
      pl->houses--;
    }
  else if (o->kind == TS_CAYLUS_EFFECT_PROVOST)
    s->provost += e->steps;
  ts_caylus_start_benefits (s, player, o->benefits);
  return TRUE;
}

/* Activation (CY-ACT) --------------------------------------------------------------------- */

static void
cy_release (TsCaylusState *s, TsCaylusSpot *sp)
{
  for (guint w = 0; w < 2; w++)
    if (sp->workers[w] >= 0)
      {
        s->players[sp->workers[w]].camp++;
        sp->workers[w] = -1;
      }
}

void
ts_caylus_start_activation (TsCaylusState *s)
{
  s->stage = TS_CAYLUS_STAGE_ACTIVATE;
  s->cursor = 0;
  s->cursor_worker = 0;
  ts_caylus_activation_next (s);
}

void
ts_caylus_activation_next (TsCaylusState *s)
{
  /* From the Fair to the Provost as it stands at each step (the Toll may move it): each
   * worker of an activated building decides in placement order; then every worker there,
   * and those beyond the Provost, go to the Camp (CY-ACT-02..04). */
  for (; s->cursor < s->n_spots; s->cursor++, s->cursor_worker = 0)
    {
      TsCaylusSpot *sp = &s->spots[s->cursor];
      gboolean active = s->cursor < TS_CAYLUS_N_PRINTED || CY_SPOT_SPACE (s->cursor) <= s->provost;

      if (active && sp->state == TS_CAYLUS_SPOT_BUILDING && s->cursor_worker < 2
          && sp->workers[s->cursor_worker] >= 0)
        {
          s->stage = TS_CAYLUS_STAGE_ACTIVATE;
          s->actor = sp->workers[s->cursor_worker];
          return;
        }
      cy_release (s, sp);
    }
  ts_caylus_start_delivery (s);
}

/* CY-STN-04: “se elas forem ativadas por outro jogador que não seja quem as construiu, quem as
 * construiu, além do ponto de prestígio, ainda ganha, respectivamente, 1 comida, 1 madeira, 1
 * pedra”. The owner of a built stone Farm, Sawmill or Quarry gets 1 of its resource when it is
 * activated with @player's worker on it: a building is activated whether or not the worker's
 * owner then uses it (CY-ACT-02), so a declined effect gives it too, unless the table plays
 * "stone-owner-gain": "used". The Thief cancels only the placement PP. */
void
ts_caylus_owner_gain (TsCaylusState *s, guint player, gboolean used)
{
  const TsCaylusSpot *sp = &s->spots[s->cursor];
  const TsCaylusTile *tile = ts_caylus_spot_tile (s, s->cursor);

  if (tile->owner_gain >= TS_CAYLUS_N_RESOURCES || sp->owner < 0 || sp->owner == (int)player
      || sp->side != TS_CAYLUS_SIDE_CONSTRUCTION || (!used && s->opt_owner_gain_used))
    return;
  ts_caylus_gain (s, sp->owner, ts_caylus_ledger_resource (tile->owner_gain), 1,
                  used ? TS_CAYLUS_CAUSE_OWNER_GAIN : TS_CAYLUS_CAUSE_OWNER_GAIN_UNUSED,
                  player * TS_CAYLUS_MAX_TILES + sp->tile);
}

gboolean
ts_caylus_apply_activation (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  TsCaylusSpot *sp = &s->spots[s->cursor];
  const TsCaylusTile *tile = ts_caylus_spot_tile (s, s->cursor);

  if (!ts_caylus_use_option (s, e->player, tile, sp->side, e, FALSE, TS_CAYLUS_CAUSE_EFFECT, error))
    return FALSE;
  ts_caylus_use_option (s, e->player, tile, sp->side, e, TRUE, TS_CAYLUS_CAUSE_EFFECT, NULL);
  ts_caylus_owner_gain (s, e->player, TRUE);
  s->cursor_worker++;
  if (s->stage == TS_CAYLUS_STAGE_ACTIVATE)
    ts_caylus_activation_next (s);
  return TRUE;
}

/* Benefits (CY-BEN) ------------------------------------------------------------------------ */

static gboolean
cy_refuse_reach (const TsCaylusState *s, GError **error)
{
  if (ts_caylus_worksite_reach (s) == 1)
    return CY_REFUSE_RULE (error, "CY-BEN-02",
                           _ ("In rounds 1-3 a Benefit may use only the Worksite's "
                              "starting building."));
  return CY_REFUSE_RULE (error, "CY-BEN-03",
                         _ ("In rounds 4-6 a Benefit may use only the Worksite's "
                            "starting and wood buildings."));
}

gboolean
ts_caylus_apply_benefit (TsCaylusState *s, const TsCaylusEntry *e, GError **error)
{
  guint p = e->player, c = e->character;

  if (e->type == TS_CAYLUS_ENTRY_CHARACTER)
    {
      /* CY-BEN-05: after a Worksite building, one from the board. */
      if (c >= TS_CAYLUS_N_CHARACTERS || !(s->board_characters & (1u << c)))
        return CY_REFUSE_RULE (error, "CY-BEN-05", _ ("That character is not on the board."));
      s->board_characters &= ~(1u << c);
      s->players[p].characters |= 1u << c;
      s->stage = TS_CAYLUS_STAGE_BENEFIT;
      ts_caylus_advance (s);
      return TRUE;
    }
  if (e->worksite == 0)
    {
      int holder;

      /* CY-BEN-01 (a): another player's character, even their last. */
      if (c >= TS_CAYLUS_N_CHARACTERS)
        return CY_REFUSE_RULE (error, "CY-BEN-01",
                               _ ("A Benefit takes a character or uses a Worksite "
                                  "building: say which."));
      holder = -1;
      for (guint q = 0; q < s->n_players; q++)
        if (s->players[q].characters & (1u << c))
          holder = q;
      if (holder == (int)p)
        return CY_REFUSE_RULE (error, "CY-BEN-01", _ ("%s already holds the %s."), CY_NAME (s, p),
                               ts_caylus_character_name (s->data, c));
      if (holder < 0)
        return CY_REFUSE_RULE (error, "CY-BEN-01",
                               (s->board_characters & (1u << c))
                                   ? _ ("The %s is on the board: a Benefit takes it "
                                        "only after using a Worksite building.")
                                   : _ ("Nobody holds the %s: it is not in this game."),
                               ts_caylus_character_name (s->data, c));
      s->players[holder].characters &= ~(1u << c);
      s->players[p].characters |= 1u << c;
      s->benefits_due--;
      ts_caylus_advance (s);
      return TRUE;
    }
  /* CY-BEN-01 (b), CY-BEN-02..04: a Worksite building's setup side, within reach. */
  if (e->worksite > TS_CAYLUS_WORKSITE_TILES)
    return CY_REFUSE_RULE (error, "CY-BEN-01", _ ("The Worksite holds 3 buildings."));
  if (e->worksite > ts_caylus_worksite_reach (s))
    return cy_refuse_reach (s, error);
  if (c != 0xff)
    return CY_REFUSE_RULE (error, "CY-BEN-05",
                           _ ("A Benefit takes a character or uses a Worksite "
                              "building, not both at once: the board's character "
                              "comes after."));
  {
    const TsCaylusTile *tile = &s->data->tiles[s->worksite_tiles[e->worksite - 1]];

    if (!ts_caylus_use_option (s, p, tile, TS_CAYLUS_SIDE_SETUP, e, FALSE, TS_CAYLUS_CAUSE_WORKSITE,
                               error))
      return FALSE;
    s->benefits_due--;
    ts_caylus_use_option (s, p, tile, TS_CAYLUS_SIDE_SETUP, e, TRUE, TS_CAYLUS_CAUSE_WORKSITE,
                          NULL);
  }
  if (s->board_characters != 0)
    s->stage = TS_CAYLUS_STAGE_CHARACTER;
  else
    ts_caylus_advance (s);
  return TRUE;
}

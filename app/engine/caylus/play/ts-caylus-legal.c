/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303: every legal entry now, complete (decision 15): each place, each option with
 * each way to pay its part of choice, each tile to build and target, each delivery and
 * monument with each payment, each character. Candidates go through the rules' own checks,
 * so the list and apply agree. */
#include "ts-caylus-play-private.h"

#include <string.h>

static TsCaylusEntry
cy_entry (TsCaylusEntryType type, int player)
{
  TsCaylusEntry e = {
    .type = type,
    .player = player,
    .tile = TS_CAYLUS_NO_TILE,
    .character = 0xff,
    .at = TS_CAYLUS_NO_AT,
    .take = TS_CAYLUS_N_RESOURCES,
  };

  return e;
}

/* What a listing collects into, and the building whose options it lists. */
typedef struct
{
  GArray *out;
  const TsCaylusTile *tile;
  guint side;
} CyList;

/* Calls back with every @pay = @fixed + @any more resources @player holds (as multisets). */
typedef void (*CyPayFunc) (const TsCaylusState *s, TsCaylusEntry *e, CyList *out);

static void
cy_each_payment (const TsCaylusState *s, TsCaylusEntry *e, const guint8 *fixed, guint any,
                 guint from, CyList *out, CyPayFunc func)
{
  const guint8 *res = s->players[e->player].res;

  if (any == 0)
    {
      func (s, e, out);
      return;
    }
  for (guint r = from; r < TS_CAYLUS_N_RESOURCES; r++)
    if (e->pay[r] < res[r])
      {
        e->pay[r]++;
        cy_each_payment (s, e, fixed, any - 1, r, out, func);
        e->pay[r]--;
      }
}

/* Keeps @e when the rules accept it (use or benefit (b) of the tile at hand); checking
 * changes nothing. */
static void
cy_keep_use (const TsCaylusState *s, TsCaylusEntry *e, CyList *out)
{
  if (ts_caylus_use_option ((TsCaylusState *)s, e->player, out->tile, out->side, e, FALSE,
                            TS_CAYLUS_CAUSE_EFFECT, NULL))
    g_array_append_val (out->out, *e);
}

/* Each take, then each payment. */
static void
cy_use_payments (const TsCaylusState *s, TsCaylusEntry *e, const TsCaylusOption *o,
                 const TsCaylusTile *built, CyList *out)
{
  guint8 fixed[TS_CAYLUS_N_RESOURCES];
  guint any = o->pay_any + (built != NULL ? built->cost_any : 0);
  guint takes = o->take_choice > 0 ? TS_CAYLUS_GOLD : 1;

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    fixed[r] = o->pay[r] + (built != NULL ? built->cost[r] : 0);
  for (guint t = 0; t < takes; t++)
    {
      e->take = o->take_choice > 0 ? t : TS_CAYLUS_N_RESOURCES;
      if (any == 0)
        {
          e->has_pay = 0;
          memset (e->pay, 0, sizeof e->pay);
          cy_keep_use (s, e, out);
        }
      else if (ts_caylus_holds (s, e->player, fixed, any))
        {
          e->has_pay = 1;
          memcpy (e->pay, fixed, sizeof e->pay);
          cy_each_payment (s, e, fixed, any, 0, out, cy_keep_use);
        }
    }
  e->take = TS_CAYLUS_N_RESOURCES;
  e->has_pay = 0;
  memset (e->pay, 0, sizeof e->pay);
}

/* Every way to use @tile's @side (a building activated, or a Worksite building). */
static void
cy_list_uses (const TsCaylusState *s, TsCaylusEntry e, const TsCaylusTile *tile, guint side,
              GArray *array)
{
  const TsCaylusEffect *effect = &tile->sides[side];
  CyList list = { .out = array, .tile = tile, .side = side };
  CyList *out = &list;
  for (guint i = 0; i < effect->n_options; i++)
    {
      const TsCaylusOption *o = &effect->options[i];

      e.option = i;
      if (!ts_caylus_option_affordable (s, e.player, o))
        continue;
      switch (o->kind)
        {
          case TS_CAYLUS_EFFECT_BUILD_WOOD:
          case TS_CAYLUS_EFFECT_BUILD_STONE:
            for (guint t = 0; t < s->data->n_tiles; t++)
              if (s->left[t] > 0
                  && s->data->tiles[t].klass
                         == (o->kind == TS_CAYLUS_EFFECT_BUILD_WOOD ? TS_CAYLUS_CLASS_WOOD
                                                                    : TS_CAYLUS_CLASS_STONE))
                {
                  e.tile = t;
                  cy_use_payments (s, &e, o, &s->data->tiles[t], out);
                }
            e.tile = TS_CAYLUS_NO_TILE;
            break;
          case TS_CAYLUS_EFFECT_LAWYER:
            for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
              {
                e.at = spot;
                cy_use_payments (s, &e, o, NULL, out);
              }
            e.at = TS_CAYLUS_NO_AT;
            break;
          case TS_CAYLUS_EFFECT_PROVOST:
            for (int d = -(int)o->steps; d <= (int)o->steps; d++)
              if (d != 0)
                {
                  e.steps = d;
                  cy_use_payments (s, &e, o, NULL, out);
                }
            e.steps = 0;
            break;
          default:
            cy_use_payments (s, &e, o, NULL, out);
        }
    }
}

static void
cy_list_places (const TsCaylusState *s, guint p, gboolean early, GArray *out)
{
  TsCaylusEntry e = cy_entry (TS_CAYLUS_ENTRY_PLACE, p);

  for (guint spot = 0; spot < s->n_spots; spot++)
    if (ts_caylus_can_place (s, p, spot, early, NULL))
      {
        e.at = spot;
        g_array_append_val (out, e);
      }
  if (ts_caylus_can_place (s, p, TS_CAYLUS_AT_WORKSITE, early, NULL))
    {
      e.at = TS_CAYLUS_AT_WORKSITE;
      g_array_append_val (out, e);
    }
}

static void
cy_list_provost (const TsCaylusState *s, guint p, int most, gboolean paid, GArray *out)
{
  TsCaylusEntry e = cy_entry (TS_CAYLUS_ENTRY_PROVOST, p);

  for (int d = -most; d <= most; d++)
    {
      int to = (int)s->provost + d;

      if (d == 0 || to < 0 || to > TS_CAYLUS_PROVOST_LAST (s->data)
          || (paid && s->players[p].supply < (guint)ABS (d)))
        continue;
      e.steps = d;
      g_array_append_val (out, e);
    }
}

/* A delivery as the table may have formed its batches: one entry for each count of batches
 * with gold when it changes the score (issue 26), else the entry without it. */
static void
cy_list_splits (const TsCaylusState *s, TsCaylusEntry *e, GArray *out)
{
  guint least, most;

  e->has_gold_batches = 0;
  e->gold_batches = 0;
  if (!ts_caylus_delivery_split_matters (s, e))
    {
      g_array_append_val (out, *e);
      return;
    }
  ts_caylus_gold_batches_range (s, e->player, e->batches, e->pay, &least, &most);
  e->has_gold_batches = 1;
  for (guint k = least; k <= most; k++)
    {
      e->gold_batches = k;
      g_array_append_val (out, *e);
    }
  e->has_gold_batches = 0;
  e->gold_batches = 0;
}

/* Deliveries: each batch count, each vector of resources that forms them. */
static void
cy_list_deliveries (const TsCaylusState *s, guint p, GArray *out)
{
  const guint8 *res = s->players[p].res;
  gboolean helper = ts_caylus_has (s, p, TS_CAYLUS_HELPER);
  guint most = ts_caylus_max_batches (s, p);
  TsCaylusEntry e = cy_entry (TS_CAYLUS_ENTRY_DELIVER, p);

  e.has_pay = 1;
  for (guint b = 1; b <= most; b++)
    {
      guint cap = helper ? 3 * b : b, want = helper ? 3 * b : 2 * b;
      guint first = helper ? 0 : 1; /* without the Helper food is exactly b */
      guint8 v[TS_CAYLUS_N_RESOURCES] = { 0 };

      e.batches = b;
      if (!helper)
        v[TS_CAYLUS_FOOD] = b;
      /* Odometer over the resources from @first, each 0..min(held, cap). */
      for (;;)
        {
          guint sum = 0, r;

          for (r = first; r < TS_CAYLUS_N_RESOURCES; r++)
            sum += v[r];
          if (sum == want)
            {
              memcpy (e.pay, v, sizeof v);
              cy_list_splits (s, &e, out);
            }
          for (r = first; r < TS_CAYLUS_N_RESOURCES; r++)
            {
              if (v[r] < MIN (res[r], cap))
                {
                  v[r]++;
                  break;
                }
              v[r] = 0;
            }
          if (r == TS_CAYLUS_N_RESOURCES)
            break;
        }
    }
}

static void
cy_keep_monument (const TsCaylusState *s, TsCaylusEntry *e, CyList *out)
{
  g_array_append_val (out->out, *e);
  (void)s;
}

static void
cy_list_monuments (const TsCaylusState *s, guint p, GArray *out)
{
  TsCaylusEntry e = cy_entry (TS_CAYLUS_ENTRY_MONUMENT, p);
  CyList list = { .out = out };

  e.at = s->cursor;
  for (guint t = 0; t < s->data->n_tiles; t++)
    {
      const TsCaylusTile *tile = &s->data->tiles[t];

      if (tile->klass != TS_CAYLUS_CLASS_MONUMENT || s->left[t] == 0
          || !ts_caylus_holds (s, p, tile->cost, tile->cost_any))
        continue;
      e.tile = t;
      if (tile->cost_any == 0)
        {
          e.has_pay = 0;
          memset (e.pay, 0, sizeof e.pay);
          g_array_append_val (out, e);
        }
      else
        {
          e.has_pay = 1;
          memcpy (e.pay, tile->cost, sizeof e.pay);
          cy_each_payment (s, &e, tile->cost, tile->cost_any, 0, &list, cy_keep_monument);
        }
    }
}

static void
cy_list_characters (const TsCaylusState *s, TsCaylusEntry e, guint16 mask, GArray *out)
{
  for (guint c = 0; c < TS_CAYLUS_N_CHARACTERS; c++)
    if (mask & (1u << c))
      {
        e.character = c;
        g_array_append_val (out, e);
      }
  (void)s;
}

GArray *
ts_caylus_legal (const TsCaylusState *state)
{
  const TsCaylusState *s = state;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TsCaylusEntry));
  int p = ts_caylus_state_actor (s);
  TsCaylusEntry skip = cy_entry (TS_CAYLUS_ENTRY_SKIP, p);

  if (p < 0)
    return out;
  switch (s->stage)
    {
      case TS_CAYLUS_STAGE_DRAFT:
        cy_list_characters (s, cy_entry (TS_CAYLUS_ENTRY_DRAFT, p), s->revealed, out);
        return out;
      case TS_CAYLUS_STAGE_EARLY_RISER:
        cy_list_places (s, p, TRUE, out);
        break;
      case TS_CAYLUS_STAGE_PLANNING:
        cy_list_places (s, p, FALSE, out);
        skip = cy_entry (TS_CAYLUS_ENTRY_PASS, p);
        break;
      case TS_CAYLUS_STAGE_BRIDGE:
        cy_list_provost (s, p, 3, TRUE, out);
        break;
      case TS_CAYLUS_STAGE_BAILIFF:
        cy_list_provost (s, p, 1, FALSE, out);
        break;
      case TS_CAYLUS_STAGE_ACTIVATE:
        cy_list_uses (s, cy_entry (TS_CAYLUS_ENTRY_USE, p), ts_caylus_spot_tile (s, s->cursor),
                      s->spots[s->cursor].side, out);
        break;
      case TS_CAYLUS_STAGE_BENEFIT:
        {
          TsCaylusEntry e = cy_entry (TS_CAYLUS_ENTRY_BENEFIT, p);
          guint16 others = 0;

          for (guint q = 0; q < s->n_players; q++)
            if (q != (guint)p)
              others |= s->players[q].characters;
          cy_list_characters (s, e, others, out);
          for (guint k = 1; k <= ts_caylus_worksite_reach (s); k++)
            {
              e.worksite = k;
              cy_list_uses (s, e, &s->data->tiles[s->worksite_tiles[k - 1]], TS_CAYLUS_SIDE_SETUP,
                            out);
            }
          break;
        }
      case TS_CAYLUS_STAGE_CHARACTER:
        cy_list_characters (s, cy_entry (TS_CAYLUS_ENTRY_CHARACTER, p), s->board_characters, out);
        break;
      case TS_CAYLUS_STAGE_DELIVERY:
        cy_list_deliveries (s, p, out);
        break;
      case TS_CAYLUS_STAGE_MONUMENT:
        cy_list_monuments (s, p, out);
        break;
      default:
        return out;
    }
  g_array_append_val (out, skip);
  return out;
}

GArray *
ts_caylus_legal_events (const TsCaylusState *state)
{
  const TsCaylusState *s = state;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (TsCaylusEntry));
  TsCaylusEntry e;

  switch (s->stage)
    {
      case TS_CAYLUS_STAGE_DEAL:
        {
          guint space;
          TsCaylusClass klass = ts_caylus_deal_slot (s, &space);

          e = cy_entry (TS_CAYLUS_ENTRY_DEAL, -1);
          for (guint t = 0; t < s->data->n_tiles; t++)
            if (s->data->tiles[t].klass == klass && s->left[t] > 0
                && !(space > 0 && s->data->tiles[t].never_on_road))
              {
                e.tile = t;
                g_array_append_val (out, e);
              }
          break;
        }
      case TS_CAYLUS_STAGE_FIRST:
        e = cy_entry (TS_CAYLUS_ENTRY_FIRST_PLAYER, -1);
        for (guint p = 0; p < s->n_players; p++)
          {
            e.player = p;
            g_array_append_val (out, e);
          }
        break;
      case TS_CAYLUS_STAGE_REVEAL:
        cy_list_characters (s, cy_entry (TS_CAYLUS_ENTRY_REVEAL, -1),
                            ((1u << TS_CAYLUS_N_CHARACTERS) - 1) & ~s->revealed, out);
        break;
      default:
        break;
    }
  return out;
}

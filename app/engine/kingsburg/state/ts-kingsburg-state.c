/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg state: copies, counts and the ledger. */
#include "ts-kingsburg-state.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-entry-json.h"
#include "ts-i18n.h"

/* Copies only the used part of the ledger: most of it is spare room. */
TS_LEDGER_DEFINE_STATE_FUNCS (ts_kingsburg, TsKingsburgState)

int
ts_kingsburg_state_actor (gconstpointer data)
{
  const TsKingsburgState *state = data;

  switch (state->stage)
    {
      case TS_KINGSBURG_STAGE_ROLL:
      case TS_KINGSBURG_STAGE_BATTLE:
      case TS_KINGSBURG_STAGE_OVER:
        return -1;
      default:
        return state->order[state->turn];
    }
}

guint
ts_kingsburg_n_buildings (const TsKingsburgPlayer *p)
{
  return (guint)__builtin_popcount (p->built);
}

guint
ts_kingsburg_n_goods (const TsKingsburgPlayer *p)
{
  return p->goods[0] + p->goods[1] + p->goods[2];
}

guint
ts_kingsburg_white_dice (const TsKingsburgState *state, guint player)
{
  const TsKingsburgPlayer *p = &state->players[player];

  /* KB-BDG-08 every productive season; KB-AID-01 Spring only. */
  return (ts_kingsburg_has (p, TS_KINGSBURG_B_FARMS) ? 1 : 0)
         + (state->phase == 2 ? p->aid_die : 0);
}

void
ts_kingsburg_gain (TsKingsburgState *state, guint player, TsLedgerResource resource, int delta,
                   TsKingsburgCause cause, guint detail)
{
  TsKingsburgPlayer *p = &state->players[player];

  if (delta == 0)
    return;
  switch ((int)resource)
    {
      case TS_LEDGER_VP:
        p->vp += delta;
        break;
      case TS_LEDGER_GOLD:
      case TS_LEDGER_WOOD:
      case TS_LEDGER_STONE:
        g_assert ((int)p->goods[resource - TS_LEDGER_GOLD] + delta >= 0);
        p->goods[resource - TS_LEDGER_GOLD] += delta;
        break;
      case TS_LEDGER_SOLDIERS:
        g_assert ((int)p->soldiers + delta >= 0);
        p->soldiers += delta;
        break;
      case TS_LEDGER_TOKENS:
        g_assert ((int)p->plus2 + delta >= 0);
        p->plus2 += delta;
        break;
      default:
        g_assert_not_reached ();
    }
  ts_ledger_mark_append (state->ledger, &state->n_ledger, TS_KINGSBURG_MAX_LEDGER, player, resource,
                         delta, state->n_entries, cause, detail);
}

const char *
ts_kingsburg_cause_id (guint cause, guint detail, char buf[40])
{
  static const char *const ids[] = {
    "advisor", "kings-aid", "kings-reward", "build",           "destroyed",  "merchants-guild",
    "inn",     "embassy",   "town-hall",    "plus2-used",      "recruit",    "kings-reinforcements",
    "defeat",  "victory",   "fortress",     "highest-victory", "winter-end", "cathedral",
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (ids) == TS_KINGSBURG_N_CAUSES);

  switch (cause)
    {
      case TS_KINGSBURG_CAUSE_ADVISOR:
        g_snprintf (buf, 40, "advisor-%u", detail);
        return buf;
      case TS_KINGSBURG_CAUSE_BUILD:
      case TS_KINGSBURG_CAUSE_DESTROYED:
        g_snprintf (buf, 40, "%s-%s", ids[cause], ts_kingsburg_building_id (detail));
        return buf;
      default:
        return cause < TS_KINGSBURG_N_CAUSES ? ids[cause] : "unknown";
    }
}

char *
ts_kingsburg_cause_text (gconstpointer data, guint cause, guint detail)
{
  const TsKingsburgState *state = data;
  const char *card = detail < TS_KINGSBURG_N_ENEMIES ? state->data->enemies[detail].id : "?";
  const char *kind = detail < TS_KINGSBURG_N_ENEMIES
                         ? ts_kingsburg_kind_name (state->data->enemies[detail].kind)
                         : "?";

  switch (cause)
    {
      case TS_KINGSBURG_CAUSE_ADVISOR:
        /* Translators: a ledger cause: an advisor's name and number (“the Treasurer (8)”) */
        return g_strdup_printf (_ ("the %s (%u)"), ts_kingsburg_advisor_name (detail), detail);
      case TS_KINGSBURG_CAUSE_AID:
        return g_strdup (_ ("the King's Aid"));
      case TS_KINGSBURG_CAUSE_REWARD:
        return g_strdup (_ ("the King's Reward for the most buildings"));
      case TS_KINGSBURG_CAUSE_BUILD:
        /* Translators: a ledger cause, the building's name */
        return g_strdup_printf (_ ("building the %s"), ts_kingsburg_building_name (detail));
      case TS_KINGSBURG_CAUSE_DESTROYED:
        /* Translators: a ledger cause, the building's name */
        return g_strdup_printf (_ ("the %s destroyed in battle"),
                                ts_kingsburg_building_name (detail));
      case TS_KINGSBURG_CAUSE_GUILD:
        return g_strdup (_ ("the Merchants' Guild's gold"));
      case TS_KINGSBURG_CAUSE_INN:
        return g_strdup (_ ("the Inn at the end of Summer"));
      case TS_KINGSBURG_CAUSE_EMBASSY:
        return g_strdup (_ ("the Embassy at the end of the season"));
      case TS_KINGSBURG_CAUSE_TOWN_HALL:
        return g_strdup (_ ("the Town Hall"));
      case TS_KINGSBURG_CAUSE_PLUS2:
        return g_strdup (_ ("a “+2” token added to dice"));
      case TS_KINGSBURG_CAUSE_RECRUIT:
        return g_strdup (_ ("recruiting soldiers"));
      case TS_KINGSBURG_CAUSE_REINFORCEMENTS:
        return g_strdup (_ ("the King's reinforcements"));
      case TS_KINGSBURG_CAUSE_DEFEAT:
        /* Translators: a ledger cause: the enemy kind and card (“the Goblins (Y1-03)”) */
        return g_strdup_printf (_ ("defeat by the %s (%s)"), kind, card);
      case TS_KINGSBURG_CAUSE_VICTORY:
        /* Translators: a ledger cause: the enemy kind and card (“the Goblins (Y1-03)”) */
        return g_strdup_printf (_ ("victory over the %s (%s)"), kind, card);
      case TS_KINGSBURG_CAUSE_FORTRESS:
        return g_strdup (_ ("the Fortress after a victory"));
      case TS_KINGSBURG_CAUSE_HIGHEST:
        return g_strdup (_ ("the highest combat value among the victors"));
      case TS_KINGSBURG_CAUSE_WINTER_END:
        return g_strdup (_ ("soldiers back to 0 after the battle"));
      case TS_KINGSBURG_CAUSE_CATHEDRAL:
        return g_strdup (_ ("the Cathedral: 1 VP for every 2 goods"));
      case TS_KINGSBURG_N_CAUSES:
      default:
        return g_strdup ("?");
    }
}

GPtrArray *
ts_kingsburg_ledger_lines (gconstpointer data)
{
  const TsKingsburgState *state = data;

  return ts_ledger_expand (state->ledger, state->n_ledger, state, ts_kingsburg_cause_id,
                           ts_kingsburg_cause_text);
}

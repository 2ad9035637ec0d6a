/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The ledger: every change of a resource with its cause, and the causes' ids and texts. */
#include "ts-burgundy-rules.h"
#include "ts-burgundy-outposts.h"

#include "ts-i18n.h"

void
ts_burgundy_ledger_add (TsBurgundyState *state, guint player, TsLedgerResource resource, int delta,
                        TsBurgundyCause cause, guint detail)
{
  if (delta == 0)
    return;
  /* The capacity is far above what a game can produce (about 25 lines per player and
   * round at the very worst); running out would be an engine bug. */
  g_assert (state->n_ledger < TS_BURGUNDY_MAX_LEDGER);
  TsBurgundyLedgerLine *l = &state->ledger[state->n_ledger++];
  l->player = player;
  l->resource = resource;
  l->delta = delta;
  l->entry = state->n_entries;
  l->cause = cause;
  l->detail = detail;
  if (resource == TS_LEDGER_WORKERS && delta > 0)
    ts_burgundy_shields_workers_gained (state, player, cause, delta); /* shield 2 */
  if (resource == TS_LEDGER_VP)
    ts_burgundy_solo_vp_gained (state, player, delta); /* CB-SOL-20/21 */
}

const char *
ts_burgundy_cause_id (TsBurgundyCause cause, guint detail, char buf[32])
{
  static const char *const ids[] = {
    "start",       "sale",        "take-workers",   "spend-workers", "purchase",
    "animals",     "watchtower",  "boarding-house", "bank",          "area",
    "phase-bonus", "bonus-large", "bonus-small",    "mines",         "monastery",
    "end-goods",   "end-silver",  "end-workers",    "end-monastery", "geese",
    "buy-workers", "inn",         "route",          "shield",        "shield-tax",
    "end-shield",
    /* issue 15 */
    "outposts",    "outpost-bonus", "solo-monastery", "solo-buy-vp",  "solo-exchange",
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (ids) == TS_BURGUNDY_N_CAUSES);

  if (cause == TS_BURGUNDY_CAUSE_MONASTERY || cause == TS_BURGUNDY_CAUSE_END_MONASTERY
      || cause == TS_BURGUNDY_CAUSE_SHIELD || cause == TS_BURGUNDY_CAUSE_END_SHIELD
      || cause == TS_BURGUNDY_CAUSE_SOLO_MONASTERY)
    {
      g_snprintf (buf, 32, "%s-%u", ids[cause], detail);
      return buf;
    }
  return cause < TS_BURGUNDY_N_CAUSES ? ids[cause] : "unknown";
}

char *
ts_burgundy_cause_text (TsBurgundyCause cause, guint detail)
{
  switch (cause)
    {
      case TS_BURGUNDY_CAUSE_START:
        return g_strdup (_ ("Starting resources"));
      case TS_BURGUNDY_CAUSE_SALE:
        /* Translators: %u is a goods type (die number) */
        return g_strdup_printf (_ ("Sale of goods %u"), detail);
      case TS_BURGUNDY_CAUSE_TAKE_WORKERS:
        return g_strdup (_ ("Take workers action"));
      case TS_BURGUNDY_CAUSE_SPEND_WORKERS:
        return g_strdup (_ ("Workers spent to change a die"));
      case TS_BURGUNDY_CAUSE_PURCHASE:
        return g_strdup (_ ("Purchase of a tile"));
      case TS_BURGUNDY_CAUSE_ANIMALS:
        return g_strdup (_ ("Animals placed in a pasture"));
      case TS_BURGUNDY_CAUSE_WATCHTOWER:
        return g_strdup (_ ("Watchtower placed"));
      case TS_BURGUNDY_CAUSE_BOARDING_HOUSE:
        return g_strdup (_ ("Boarding house placed"));
      case TS_BURGUNDY_CAUSE_BANK:
        return g_strdup (_ ("Bank placed"));
      case TS_BURGUNDY_CAUSE_AREA:
        /* Translators: %u is the area's size, its number of spaces (1 to 8) */
        return g_strdup_printf (_ ("Completed an area of size %u"), detail);
      case TS_BURGUNDY_CAUSE_PHASE_BONUS:
        return g_strdup (_ ("Phase bonus for a completed area"));
      case TS_BURGUNDY_CAUSE_BONUS_LARGE:
        /* Translators: %s is a colour name such as "pasture" */
        return g_strdup_printf (_ ("First to cover every %s space (large bonus tile)"),
                                ts_burgundy_colour_name (detail));
      case TS_BURGUNDY_CAUSE_BONUS_SMALL:
        return g_strdup_printf (_ ("Second to cover every %s space (small bonus tile)"),
                                ts_burgundy_colour_name (detail));
      case TS_BURGUNDY_CAUSE_MINES:
        return g_strdup (_ ("Mines at the end of the phase"));
      case TS_BURGUNDY_CAUSE_MONASTERY:
        /* Translators: %u is a monastery tile number */
        return g_strdup_printf (_ ("Monastery %u"), detail);
      case TS_BURGUNDY_CAUSE_END_GOODS:
        return g_strdup (_ ("Final scoring: unsold goods"));
      case TS_BURGUNDY_CAUSE_END_SILVER:
        return g_strdup (_ ("Final scoring: silver"));
      case TS_BURGUNDY_CAUSE_END_WORKERS:
        return g_strdup (_ ("Final scoring: workers"));
      case TS_BURGUNDY_CAUSE_END_MONASTERY:
        return g_strdup_printf (_ ("Final scoring: monastery %u"), detail);
      case TS_BURGUNDY_CAUSE_GEESE:
        if (detail < TS_BURGUNDY_N_SPECIES)
          /* Translators: %s is an animal species in the plural ("cows") */
          return g_strdup_printf (_ ("Geese placed, with the %s of their pasture"),
                                  ts_burgundy_species_name (detail));
        if (detail == TS_BURGUNDY_N_SPECIES)
          return g_strdup (_ ("Geese: livestock placed in their pasture"));
        return g_strdup (_ ("Geese placed in a pasture without other animals"));
      case TS_BURGUNDY_CAUSE_BUY_WORKERS:
        return g_strdup (_ ("Workers bought (monastery 28)"));
      case TS_BURGUNDY_CAUSE_INN:
        return g_strdup (_ ("Purchase of an inn"));
      case TS_BURGUNDY_CAUSE_ROUTE:
        /* Translators: %s is a trade-route bonus ("+4 workers") */
        return g_strdup_printf (_ ("Trade route: %s"),
                                ts_burgundy_route_bonus_name (detail));
      case TS_BURGUNDY_CAUSE_SHIELD:
        /* Translators: %u is a shield number */
        return g_strdup_printf (_ ("Shield %u"), detail);
      case TS_BURGUNDY_CAUSE_SHIELD_TAX:
        return g_strdup_printf (ngettext ("Tax for %u shield", "Tax for %u shields", detail),
                                detail);
      case TS_BURGUNDY_CAUSE_END_SHIELD:
        return g_strdup_printf (_ ("Final scoring: shield %u"), detail);
      case TS_BURGUNDY_CAUSE_OUTPOSTS:
        {
          guint joined = TS_BURGUNDY_OUTPOSTS_DETAIL_JOINED (detail);
          guint phase = MIN (TS_BURGUNDY_OUTPOSTS_DETAIL_PHASE (detail), TS_BURGUNDY_PHASES - 1);
          int vp = ts_burgundy_outposts_phase_value (phase);

          /* Translators: outposts module: how many outposts one chain of tiles joins now
           * (2 or 3), the phase's letter (A-E) and its value in VP (10/8/6/4/2) */
          return g_strdup_printf (ngettext ("Outposts: %u joined, phase %c: %d VP",
                                            "Outposts: %u joined, phase %c: %d VP", vp),
                                  joined, 'A' + phase, vp);
        }
      case TS_BURGUNDY_CAUSE_OUTPOST_BONUS:
        return g_strdup (detail == 0 ? _ ("First to join all three outposts (large bonus)")
                                     : _ ("Second to join all three outposts (small bonus)"));
      case TS_BURGUNDY_CAUSE_SOLO_MONASTERY:
        /* Translators: solo game; %u is a monastery tile number */
        return g_strdup_printf (_ ("Monastery %u, scored when placed"), detail);
      case TS_BURGUNDY_CAUSE_SOLO_BUY_VP:
        return g_strdup (_ ("Victory points bought with silver"));
      case TS_BURGUNDY_CAUSE_SOLO_EXCHANGE:
        return g_strdup (_ ("5 goods exchanged for a face-down black tile"));
      case TS_BURGUNDY_N_CAUSES:
      default:
        return g_strdup ("?");
    }
}

GPtrArray *
ts_burgundy_ledger_lines (const TsBurgundyState *state)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func ((GDestroyNotify)ts_ledger_line_free);

  for (guint i = 0; i < state->n_ledger; i++)
    {
      const TsBurgundyLedgerLine *l = &state->ledger[i];
      char buf[32];
      g_autofree char *text = ts_burgundy_cause_text (l->cause, l->detail);

      g_ptr_array_add (lines,
                       ts_ledger_line_new (l->player, l->resource, l->delta,
                                           l->cause == TS_BURGUNDY_CAUSE_START ? -1 : l->entry,
                                           ts_burgundy_cause_id (l->cause, l->detail, buf), text));
    }
  return lines;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The ledger: every change of a resource with its cause, and the causes' ids, texts and
 * clauses. */
#include "ts-burgundy-state.h"

#include "ts-game.h"
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
  for (const TsBurgundyPart *const *part = state->parts; part != NULL && *part != NULL; part++)
    if ((*part)->gained != NULL)
      (*part)->gained (state, player, resource, cause, delta);
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

/* The clauses of the numbered tiles: monastery n is CB-MON-n, shield n CB-SHD-n. */
static const char *const monastery_clauses[] = {
  NULL,        "CB-MON-01", "CB-MON-02", "CB-MON-03", "CB-MON-04", "CB-MON-05",
  "CB-MON-06", "CB-MON-07", "CB-MON-08", "CB-MON-09", "CB-MON-10", "CB-MON-11",
  "CB-MON-12", "CB-MON-13", "CB-MON-14", "CB-MON-15", "CB-MON-16", "CB-MON-17",
  "CB-MON-18", "CB-MON-19", "CB-MON-20", "CB-MON-21", "CB-MON-22", "CB-MON-23",
  "CB-MON-24", "CB-MON-25", "CB-MON-26", "CB-MON-27", "CB-MON-28", "CB-MON-29",
};
G_STATIC_ASSERT (G_N_ELEMENTS (monastery_clauses) == TS_BURGUNDY_LAST_MONASTERY + 1);

static const char *const shield_clauses[] = {
  NULL,        "CB-SHD-01", "CB-SHD-02", "CB-SHD-03", "CB-SHD-04", "CB-SHD-05", "CB-SHD-06",
  "CB-SHD-07", "CB-SHD-08", "CB-SHD-09", "CB-SHD-10", "CB-SHD-11", "CB-SHD-12", "CB-SHD-13",
  "CB-SHD-14", "CB-SHD-15", "CB-SHD-16", "CB-SHD-17", "CB-SHD-18",
};
G_STATIC_ASSERT (G_N_ELEMENTS (shield_clauses) == TS_BURGUNDY_N_SHIELDS + 1);

/* The ledger's causes and the final breakdown's lines (ts-burgundy-scoring.c), by the clause
 * that gives the points, the silver or the workers. The first that matches counts. */
static const TsCauseClause cause_clauses[] = {
  { "sale", "CB-ACT-14" }, /* its silver: CB-ACT-13, below */
  { "take-workers", "CB-ACT-15" },
  { "spend-workers", "CB-TRN-04" },
  { "purchase", "CB-BLK-02" }, /* paid in workers: monastery 6 */
  { "animals", "CB-ANI-01" },
  { "watchtower", "CB-BLD-11" },
  { "boarding-house", "CB-BLD-08" },
  { "bank", "CB-BLD-09" },
  { "area", "CB-ARE-02" },
  { "phase-bonus", "CB-ARE-03" },
  { "bonus-large", "CB-ARE-04" },
  { "bonus-small", "CB-ARE-05" },
  { "mines", "CB-MIN-02" },
  { "end-goods", "CB-END-02" },
  { "end-silver", "CB-END-03" },
  { "end-workers", "CB-END-04" },
  { "geese", "CB-EXT-04" },
  { "buy-workers", "CB-MON-28" },
  { "inn", "CB-INN-03" },
  { "route", "CB-TRD-04" },
  { "shield-tax", "CB-SHG-07" },
  { "end-shield", "CB-SHG-09" },
  { "outposts", "CB-OUT-02" },
  { "outpost-bonus", "CB-OUT-04" },
  { "solo-monastery", "CB-SOL-16" },
  { "solo-buy-vp", "CB-SOL-20" },
  { "solo-exchange", "CB-SOL-14" },
  /* Lines of the final breakdown only. */
  { "vp-track", "CB-ARE-07" },
  { "crane", "CB-EXT-03" },
  { "empty-spaces", "CB-TIE-01" },
  { "bridge", "CB-TIE-02" },
  { NULL, NULL },
};

const char *
ts_burgundy_cause_clause (const char *cause_id, TsLedgerResource resource)
{
  int n;

  if ((n = ts_cause_number (cause_id, "monastery")) >= 1 && n <= TS_BURGUNDY_LAST_MONASTERY)
    return monastery_clauses[n];
  if ((n = ts_cause_number (cause_id, "end-monastery")) >= 1 && n <= TS_BURGUNDY_LAST_MONASTERY)
    return monastery_clauses[n];
  if ((n = ts_cause_number (cause_id, "shield")) >= 1 && n <= TS_BURGUNDY_N_SHIELDS)
    return shield_clauses[n];
  /* Shields 10 and 13 score more than their value (CB-SHD-10, CB-SHD-13). */
  if ((n = ts_cause_number (cause_id, "end-shield")) == 10 || n == 13)
    return shield_clauses[n];
  if (ts_cause_number (cause_id, "solo-monastery") == 26)
    return "CB-SOL-17";
  if (g_str_equal (cause_id, "start"))
    return resource == TS_LEDGER_WORKERS ? "CB-SET-13" : "CB-SET-11";
  if (g_str_equal (cause_id, "sale") && resource == TS_LEDGER_SILVER)
    return "CB-ACT-13";
  if (g_str_equal (cause_id, "purchase") && resource == TS_LEDGER_WORKERS)
    return "CB-MON-06";
  if (g_str_equal (cause_id, "shield-tax") && resource == TS_LEDGER_WORKERS)
    return "CB-SHD-03";
  return ts_cause_clause_find (cause_clauses, cause_id);
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

static const int phase_value[TS_BURGUNDY_PHASES] = { 10, 8, 6, 4, 2 };

int
ts_burgundy_outposts_phase_value (guint phase)
{
  return phase_value[MIN (phase, TS_BURGUNDY_PHASES - 1)];
}

const char *
ts_burgundy_route_bonus_name (TsBurgundyRouteBonus bonus)
{
  static const char *const names[TS_BURGUNDY_N_BONUSES] = {
    N_ ("take a building from a depot"),
    N_ ("take a mine, monastery or castle from a depot"),
    N_ ("take any hex tile from a depot"),
    N_ ("+4 workers"),
    N_ ("+2 silver"),
    N_ ("+4 VP"),
  };

  return bonus < TS_BURGUNDY_N_BONUSES ? _ (names[bonus]) : "";
}

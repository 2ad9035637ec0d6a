/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's ledger causes in the players' words, and the places on the board they name. */
#include "ts-caylus-state.h"

#include "ts-i18n.h"

char *
ts_caylus_spot_text (const TsCaylusState *state, guint spot)
{
  const TsCaylusTile *tile = ts_caylus_spot_tile (state, spot);
  const TsCaylusSpot *sp;

  if (spot == TS_CAYLUS_AT_WORKSITE)
    return g_strdup (_ ("the Worksite"));
  if (spot >= state->n_spots)
    return g_strdup ("?");
  sp = &state->spots[spot];
  if (spot < TS_CAYLUS_N_PRINTED)
    /* Translators: a building printed on the board ("the Fair") */
    return g_strdup_printf (_ ("the %s"), ts_caylus_tile_name (tile));
  if (tile == NULL)
    return g_strdup_printf (_ ("road space %u"), CY_SPOT_SPACE (spot));
  if (sp->owner >= 0)
    /* Translators: a building, its Road space, its owner: "the Tailor (road space 6, Ana's)" */
    return g_strdup_printf (_ ("the %s (road space %u, %s's)"), ts_caylus_tile_name (tile),
                            CY_SPOT_SPACE (spot), state->names[sp->owner]);
  return g_strdup_printf (_ ("the %s (road space %u)"), ts_caylus_tile_name (tile),
                          CY_SPOT_SPACE (spot));
}

/* "2 cloth for 6 PP": what an option of a building costs and gives, for the ledger. */
static char *
cy_option_summary (const TsCaylusOption *o)
{
  g_autofree char *paid = ts_caylus_resources_text (o->pay);
  g_autofree char *got = ts_caylus_resources_text (o->gain);
  GString *give = g_string_new (got);
  GString *cost = g_string_new (paid);

  if (o->pay_any > 0)
    {
      if (cost->len > 0)
        g_string_append (cost, _ (", "));
      g_string_append_printf (
          cost, ngettext ("%u resource of choice", "%u resources of choice", o->pay_any),
          o->pay_any);
    }
  if (o->workers_out > 0)
    {
      if (cost->len > 0)
        g_string_append (cost, _ (", "));
      g_string_append_printf (cost, ngettext ("%u worker", "%u workers", o->workers_out),
                              o->workers_out);
    }
  if (o->take_choice > 0)
    {
      if (give->len > 0)
        g_string_append (give, _ (", "));
      g_string_append_printf (
          give, ngettext ("%u resource of choice", "%u resources of choice", o->take_choice),
          o->take_choice);
    }
  if (o->pp > 0)
    {
      if (give->len > 0)
        g_string_append (give, _ (", "));
      g_string_append_printf (give, _ ("%u PP"), o->pp);
    }
  if (o->workers_in > 0)
    {
      if (give->len > 0)
        g_string_append (give, _ (", "));
      g_string_append_printf (give, ngettext ("%u worker", "%u workers", o->workers_in),
                              o->workers_in);
    }
  if (o->benefits > 0)
    {
      if (give->len > 0)
        g_string_append (give, _ (", "));
      g_string_append_printf (give, ngettext ("%u Benefit", "%u Benefits", o->benefits),
                              o->benefits);
    }
  if (cost->len == 0)
    {
      g_string_free (cost, TRUE);
      return g_string_free (give, FALSE);
    }
  if (give->len == 0)
    {
      g_string_free (give, TRUE);
      return g_string_free (cost, FALSE);
    }
  {
    /* Translators: what an option costs, then what it gives: "2 cloth for 6 PP" */
    char *both = g_strdup_printf (_ ("%s for %s"), cost->str, give->str);

    g_string_free (cost, TRUE);
    g_string_free (give, TRUE);
    return both;
  }
}

/* The Road space the wood or stone @tile was built on, 0 when it is not on the Road. */
static guint
cy_built_space (const TsCaylusState *s, guint tile)
{
  for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
    if (s->spots[spot].tile == tile || s->spots[spot].monument == tile)
      return CY_SPOT_SPACE (spot);
  return 0;
}

char *
ts_caylus_cause_text (gconstpointer state, guint cause, guint detail)
{
  const TsCaylusState *s = state;
  const TsCaylusData *d = s->data;
  guint tile = detail % TS_CAYLUS_MAX_TILES, who = detail / TS_CAYLUS_MAX_TILES;
  const char *tname = tile < d->n_tiles ? ts_caylus_tile_name (&d->tiles[tile]) : "?";

  switch (cause)
    {
      case TS_CAYLUS_CAUSE_SETUP:
        return g_strdup (_ ("Setup"));
      case TS_CAYLUS_CAUSE_PLACE:
        {
          g_autofree char *where = NULL;

          if (detail == TS_CAYLUS_AT_WORKSITE)
            return g_strdup (_ ("A worker placed in the Worksite"));
          /* The building as it stood then: a starting tile may since have become someone's
           * residence or a monument, which no worker ever goes to. */
          if (detail >= TS_CAYLUS_N_PRINTED && detail < s->n_spots
              && s->spots[detail].tile < d->n_tiles)
            /* Translators: a building and its Road space: "A worker placed on the Farm (road
             * space 5)" */
            return g_strdup_printf (_ ("A worker placed on the %s (road space %u)"),
                                    ts_caylus_tile_name (&d->tiles[s->spots[detail].tile]),
                                    CY_SPOT_SPACE (detail));
          where = ts_caylus_spot_text (s, detail);
          /* Translators: %s is a place: "the Fair" */
          return g_strdup_printf (_ ("A worker placed on %s"), where);
        }
      case TS_CAYLUS_CAUSE_PASSED_EXTRA:
        return g_strdup (_ ("The extra worker after a pass"));
      case TS_CAYLUS_CAUSE_EARLY_RISER:
        return g_strdup (_ ("The Early Riser's extra worker"));
      case TS_CAYLUS_CAUSE_VISITOR:
        /* Translators: a player, then one's building: "Bruno's worker on your Gold Mine" */
        return g_strdup_printf (_ ("%s's worker on your %s"),
                                who < s->n_players ? s->names[who] : "?", tname);
      case TS_CAYLUS_CAUSE_OWNER_GAIN:
        return g_strdup_printf (_ ("%s used your %s"), who < s->n_players ? s->names[who] : "?",
                                tname);
      case TS_CAYLUS_CAUSE_OWNER_GAIN_UNUSED:
        /* Translators: a player's worker on one's stone Farm, Sawmill or Quarry did not use
         * it; its owner gains all the same (CY-STN-04) */
        return g_strdup_printf (_ ("%s skipped your %s"), who < s->n_players ? s->names[who] : "?",
                                tname);
      case TS_CAYLUS_CAUSE_PROVOST:
        return g_strdup (_ ("The Provost moved from the bridge"));
      case TS_CAYLUS_CAUSE_EFFECT:
      case TS_CAYLUS_CAUSE_WORKSITE:
        {
          guint t = detail & 0x3f, o = detail >> 6;
          const TsCaylusTile *tl = t < d->n_tiles ? &d->tiles[t] : NULL;
          guint side = cause == TS_CAYLUS_CAUSE_WORKSITE || tl == NULL
                               || tl->klass == TS_CAYLUS_CLASS_START
                           ? TS_CAYLUS_SIDE_SETUP
                           : TS_CAYLUS_SIDE_CONSTRUCTION;
          g_autofree char *what = NULL;

          if (tl == NULL)
            return g_strdup ("?");
          /* A wood or stone tile works from its setup side only where it was dealt. */
          if (tl->klass != TS_CAYLUS_CLASS_START && tl->klass != TS_CAYLUS_CLASS_PRINTED
              && cause == TS_CAYLUS_CAUSE_EFFECT)
            for (guint spot = TS_CAYLUS_N_PRINTED; spot < s->n_spots; spot++)
              if (s->spots[spot].tile == t)
                side = s->spots[spot].side;
          if (o >= tl->sides[side].n_options)
            return g_strdup (ts_caylus_tile_name (tl));
          what = cy_option_summary (&tl->sides[side].options[o]);
          if (cause == TS_CAYLUS_CAUSE_WORKSITE)
            /* Translators: a Benefit's Worksite building, then its option */
            return g_strdup_printf (_ ("Benefit, the Worksite's %s: %s"), ts_caylus_tile_name (tl),
                                    what);
          /* Translators: a building, then its option: "Tailor: 2 cloth for 6 PP" */
          return *what != '\0' ? g_strdup_printf (_ ("%s: %s"), ts_caylus_tile_name (tl), what)
                               : g_strdup (ts_caylus_tile_name (tl));
        }
      case TS_CAYLUS_CAUSE_BUILD:
        /* Translators: "Built the Church (road space 12)" */
        return g_strdup_printf (_ ("Built the %s (road space %u)"), tname,
                                cy_built_space (s, tile));
      case TS_CAYLUS_CAUSE_ARCHITECT:
        return g_strdup_printf (_ ("The Architect: built the %s"), tname);
      case TS_CAYLUS_CAUSE_DELIVERY:
        return g_strdup_printf (ngettext ("%u batch delivered", "%u batches delivered", detail),
                                detail);
      case TS_CAYLUS_CAUSE_MASTER_BUILDER:
        return g_strdup_printf (
            ngettext ("The Master Builder: %u batch", "The Master Builder: %u batches", detail),
            detail);
      case TS_CAYLUS_CAUSE_GOLDSMITH:
        return g_strdup_printf (ngettext ("The Goldsmith: %u batch with gold",
                                          "The Goldsmith: %u batches with gold", detail),
                                detail);
      case TS_CAYLUS_CAUSE_MONUMENT:
        return g_strdup_printf (_ ("Built the %s (road space %u)"), tname,
                                cy_built_space (s, tile));
      case TS_CAYLUS_CAUSE_RECRUIT:
        return g_strdup_printf (_ ("Recruitment, round %u"), detail);
      case TS_CAYLUS_CAUSE_GOLD:
        /* Translators: gold left at the end, times 2 PP: "Gold at the end: 3 × 2" */
        return g_strdup_printf (_ ("Gold at the end: %u × 2"), detail);
      default:
        return g_strdup ("?");
    }
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 names in the players' words: tiles, characters, resources, places on the
 * board and the ledger's causes. */
#include "ts-caylus-internal.h"

#include <string.h>

#include "ts-i18n.h"

/* The names in data/games/caylus/components.json, so that xgettext sees them; they are
 * looked up with their context at use. */
static const char *const cy_tile_names[] G_GNUC_UNUSED = {
  NC_ ("caylus building", "Fair"),
  NC_ ("caylus building", "Lawyer"),
  NC_ ("caylus building", "Carpenter"),
  NC_ ("caylus building", "Toll"),
  NC_ ("caylus building", "Farm"),
  NC_ ("caylus building", "Sawmill"),
  NC_ ("caylus building", "Quarry"),
  NC_ ("caylus building", "Market"),
  NC_ ("caylus building", "Guild"),
  NC_ ("caylus building", "Covered Market"),
  NC_ ("caylus building", "Mansion"),
  NC_ ("caylus building", "Tailor"),
  NC_ ("caylus building", "Masons' Workshop"),
  NC_ ("caylus building", "Spinning Mill"),
  NC_ ("caylus building", "Gold Mine"),
  NC_ ("caylus building", "Foundry"),
  NC_ ("caylus building", "Apothecary"),
  NC_ ("caylus building", "Church"),
  NC_ ("caylus building", "Jeweler"),
  NC_ ("caylus building", "Garden"),
  NC_ ("caylus building", "Factory"),
  NC_ ("caylus building", "Granary"),
  NC_ ("caylus building", "Statue"),
  NC_ ("caylus building", "Theatre"),
  NC_ ("caylus building", "Cathedral"),
  NC_ ("caylus building", "Palace"),
};

static const char *const cy_character_names[] G_GNUC_UNUSED = {
  NC_ ("caylus character", "Early Riser"), NC_ ("caylus character", "Night Worker"),
  NC_ ("caylus character", "Craftsman"),   NC_ ("caylus character", "Administrator"),
  NC_ ("caylus character", "Thief"),       NC_ ("caylus character", "Bailiff"),
  NC_ ("caylus character", "Architect"),   NC_ ("caylus character", "Deliverer"),
  NC_ ("caylus character", "Helper"),      NC_ ("caylus character", "Master Builder"),
  NC_ ("caylus character", "Goldsmith"),   NC_ ("caylus character", "Laborer"),
};

const char *
ts_caylus_tile_name (const TsCaylusTile *tile)
{
  return tile != NULL && tile->name != NULL
             ? g_dpgettext2 (GETTEXT_PACKAGE, "caylus building", tile->name)
             : "?";
}

const char *
ts_caylus_character_name (const TsCaylusData *data, guint character)
{
  return character < TS_CAYLUS_N_CHARACTERS && data->characters[character].name != NULL
             ? g_dpgettext2 (GETTEXT_PACKAGE, "caylus character", data->characters[character].name)
             : "?";
}

const char *
ts_caylus_resource_name (TsCaylusResource resource, guint n)
{
  /* One buffer per resource: a sentence may name two different ones at once. */
  static _Thread_local char buf[TS_CAYLUS_N_RESOURCES][48];

  if (resource >= TS_CAYLUS_N_RESOURCES)
    return "?";
  /* Translators: amounts of Caylus resources, as in "2 wood"; each is its own plural */
  switch (resource)
    {
      case TS_CAYLUS_FOOD:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u food", "%u food", n), n);
        break;
      case TS_CAYLUS_WOOD:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u wood", "%u wood", n), n);
        break;
      case TS_CAYLUS_STONE:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u stone", "%u stone", n), n);
        break;
      case TS_CAYLUS_CLOTH:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u cloth", "%u cloth", n), n);
        break;
      default:
        g_snprintf (buf[resource], sizeof buf[resource], ngettext ("%u gold", "%u gold", n), n);
        break;
    }
  return buf[resource];
}

char *
ts_caylus_resources_text (const guint8 *amounts)
{
  GString *out = g_string_new (NULL);

  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (amounts[r] > 0)
      {
        if (out->len > 0)
          g_string_append (out, _ (", "));
        g_string_append (out, ts_caylus_resource_name (r, amounts[r]));
      }
  return g_string_free (out, FALSE);
}

char *
ts_caylus_has_text (const TsCaylusState *s, guint player, TsCaylusResource resource)
{
  guint n = s->players[player].res[resource];

  if (n == 0)
    return g_strdup (_ ("none"));
  /* Translators: what a player has of what they lack, as in "Ana has only 1 wood" */
  return g_strdup_printf (_ ("only %s"), ts_caylus_resource_name (resource, n));
}

char *
ts_caylus_spot_short (const TsCaylusState *s, guint spot)
{
  const TsCaylusTile *tile = ts_caylus_spot_tile (s, spot);

  if (tile == NULL)
    /* Translators: an empty building space of the Road, by its number on the board */
    return g_strdup_printf (_ ("road space %u"), CY_SPOT_SPACE (spot));
  /* Translators: a building by its name, as the subject of a sentence ("the Tailor") */
  return g_strdup_printf (_ ("The %s"), ts_caylus_tile_name (tile));
}

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

char *
ts_caylus_deliver_text (const TsCaylusEntry *e, const char *who)
{
  g_autofree char *paid = ts_caylus_resources_text (e->pay);

  /* One batch holds gold or not by what it is made of: only several need the count. */
  if (e->has_gold_batches && e->batches > 1)
    /* Translators: a player, batches, the resources they are made of and how many of the
     * batches hold gold, as the table formed them (CY-DLV, CY-CHR-10/12) */
    return g_strdup_printf (ngettext ("%s delivers %u batches: %s; %u of them holds gold.",
                                      "%s delivers %u batches: %s; %u of them hold gold.",
                                      e->gold_batches),
                            who, e->batches, paid, e->gold_batches);
  /* Translators: a player, batches and the resources they are made of (CY-DLV) */
  return g_strdup_printf (
      ngettext ("%s delivers %u batch: %s.", "%s delivers %u batches: %s.", e->batches), who,
      e->batches, paid);
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

/* The step of a round a stage belongs to, as the progress names it. */
static const char *const progress_steps[] = {
  "setup", "planning", "bridge", "activation", "delivery", "administration",
};

/* Where the game stands for the saved games list: {"round": 1-9, "step": "planning"}, or
 * {"round": 0, "step": "setup"} before the first round. */
JsonObject *
ts_caylus_progress (gconstpointer state)
{
  const TsCaylusState *s = state;
  JsonObject *progress;
  guint step;

  switch (s->stage)
    {
    case TS_CAYLUS_STAGE_OVER:
      return NULL;
    case TS_CAYLUS_STAGE_DEAL:
    case TS_CAYLUS_STAGE_FIRST:
    case TS_CAYLUS_STAGE_REVEAL:
    case TS_CAYLUS_STAGE_DRAFT:
      step = 0;
      break;
    case TS_CAYLUS_STAGE_EARLY_RISER:
    case TS_CAYLUS_STAGE_PLANNING:
      step = 1;
      break;
    case TS_CAYLUS_STAGE_BRIDGE:
    case TS_CAYLUS_STAGE_BAILIFF:
      step = 2;
      break;
    case TS_CAYLUS_STAGE_DELIVERY:
      step = 4;
      break;
    case TS_CAYLUS_STAGE_MONUMENT:
      step = 5;
      break;
    default: /* activation, and the Benefits and characters it brings */
      step = 3;
      break;
    }
  if (s->round == 0)
    step = 0;
  progress = json_object_new ();
  json_object_set_int_member (progress, "round", s->round);
  json_object_set_string_member (progress, "step", progress_steps[step]);
  return progress;
}

char *
ts_caylus_describe_progress (JsonObject *progress)
{
  /* Translators: the steps of a Caylus 1303 round, for where a saved game stands */
  static const char *const steps[] = {
    N_ ("setup"), N_ ("planning"), N_ ("the bridge"),
    N_ ("activation"), N_ ("delivery"), N_ ("administration"),
  };
  gint64 round = json_object_get_int_member_with_default (progress, "round", -1);
  const char *step = json_object_get_string_member_with_default (progress, "step", "");
  guint k;

  for (k = 0; k < G_N_ELEMENTS (progress_steps); k++)
    if (g_str_equal (step, progress_steps[k]))
      break;
  if (k == G_N_ELEMENTS (progress_steps) || round < 0 || round > 9)
    return NULL;
  if (round == 0)
    /* Translators: a saved game still being set up */
    return g_strdup (_ ("Setup"));
  /* Translators: where a saved game stands: the round 1-9, then its step ("planning") */
  return g_strdup_printf (_ ("Round %d of 9, %s"), (int)round, _ (steps[k]));
}

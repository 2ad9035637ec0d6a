/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 words the refusals and sentences share: what a player has of a resource, a
 * building as a sentence's subject, a delivery, and where the game stands. */
#include "ts-caylus-text.h"

#include <string.h>

#include "ts-i18n.h"

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

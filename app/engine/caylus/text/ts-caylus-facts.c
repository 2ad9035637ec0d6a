/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A building tile's facts and its options in words, as the player picks a tile or checks
 * it against their box: the facts that come from one source carry a star. */
#include "ts-caylus-text.h"

#include "ts-i18n.h"

static void
add_part (GString *text, const char *separator, const char *part)
{
  if (text->len > 0)
    g_string_append (text, separator);
  g_string_append (text, part);
}

/* "1 wood + 1 food", "1 stone + 1 of your choice": a fixed part and a part of choice, @lead
 * (the wood of a wood building, the stone of a stone one: the certain part) first. */
static char *
amounts_text (const guint8 *amounts, guint any, int lead)
{
  GString *text = g_string_new (NULL);

  if (lead >= 0 && amounts[lead] > 0)
    g_string_append (text, ts_caylus_resource_name (lead, amounts[lead]));
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (amounts[r] > 0 && (int)r != lead)
      /* Translators: between the resources of a cost (“1 wood + 1 food”) */
      add_part (text, _ (" + "), ts_caylus_resource_name (r, amounts[r]));
  if (any > 0)
    {
      /* Translators: resources of the player's choice in a cost (the flower icon) */
      g_autofree char *choice
          = g_strdup_printf (ngettext ("%u of your choice", "%u of your choice", any), any);

      add_part (text, _ (" + "), choice);
    }
  return g_string_free (text, FALSE);
}

static char *
cost_text (const TsCaylusOption *option)
{
  g_autofree char *amounts = amounts_text (option->pay, option->pay_any, -1);
  GString *text = g_string_new (NULL);

  if (*amounts != '\0')
    {
      /* Translators: what an option costs (“pay 1 cloth”) */
      g_autofree char *pay = g_strdup_printf (_ ("pay %s"), amounts);

      add_part (text, C_ ("caylus list", ", "), pay);
    }
  if (option->workers_out > 0)
    {
      /* Translators: workers sent from the personal supply to the Camp as a cost */
      g_autofree char *out = g_strdup_printf (
          ngettext ("%u worker to the Camp", "%u workers to the Camp", option->workers_out),
          option->workers_out);

      add_part (text, C_ ("caylus list", ", "), out);
    }
  return g_string_free (text, FALSE);
}

static char *
effect_text (const TsCaylusOption *option)
{
  GString *text = g_string_new (NULL);

  switch (option->kind)
    {
      case TS_CAYLUS_EFFECT_BUILD_WOOD:
        /* Translators: the Carpenter's effect (CY-PRT-03) */
        add_part (text, C_ ("caylus list", ", "), _ ("build a wood building"));
        break;
      case TS_CAYLUS_EFFECT_BUILD_STONE:
        /* Translators: the Masons' Workshop's effect (CY-WDB-08) */
        add_part (text, C_ ("caylus list", ", "), _ ("build a stone building"));
        break;
      case TS_CAYLUS_EFFECT_LAWYER:
        /* Translators: the Lawyer's effect (CY-PRT-02) */
        add_part (text, C_ ("caylus list", ", "), _ ("a house on a starting building"));
        break;
      case TS_CAYLUS_EFFECT_PROVOST:
        {
          /* Translators: the Toll's effect (CY-PRT-05) */
          g_autofree char *move
              = g_strdup_printf (ngettext ("move the Provost up to %u space",
                                           "move the Provost up to %u spaces", option->steps),
                                 option->steps);

          add_part (text, C_ ("caylus list", ", "), move);
          break;
        }
      default:
        break;
    }
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    if (option->gain[r] > 0)
      {
        /* Translators: a gain (“+2 food”) */
        g_autofree char *gain
            = g_strdup_printf (_ ("+%s"), ts_caylus_resource_name (r, option->gain[r]));

        add_part (text, C_ ("caylus list", ", "), gain);
      }
  if (option->take_choice > 0)
    {
      /* Translators: resources of the player's choice gained (never gold) */
      g_autofree char *take
          = g_strdup_printf (ngettext ("+%u food, wood, stone or cloth",
                                       "+%u food, wood, stone or cloth", option->take_choice),
                             option->take_choice);

      add_part (text, C_ ("caylus list", ", "), take);
    }
  if (option->pp > 0)
    {
      /* Translators: prestige points gained */
      g_autofree char *pp = g_strdup_printf (_ ("+%u PP"), option->pp);

      add_part (text, C_ ("caylus list", ", "), pp);
    }
  if (option->workers_in > 0)
    {
      /* Translators: workers back from the Camp to the personal supply */
      g_autofree char *in = g_strdup_printf (
          ngettext ("+%u worker from the Camp", "+%u workers from the Camp", option->workers_in),
          option->workers_in);

      add_part (text, C_ ("caylus list", ", "), in);
    }
  if (option->benefits > 0)
    {
      /* Translators: Benefits gained (CY-BEN) */
      g_autofree char *benefits = g_strdup_printf (
          ngettext ("+%u Benefit", "+%u Benefits", option->benefits), option->benefits);

      add_part (text, C_ ("caylus list", ", "), benefits);
    }
  return g_string_free (text, FALSE);
}

char *
ts_caylus_option_text (const TsCaylusOption *option)
{
  g_autofree char *cost = cost_text (option);
  g_autofree char *effect = effect_text (option);

  if (*cost == '\0')
    return g_steal_pointer (&effect);
  if (*effect == '\0')
    return g_steal_pointer (&cost);
  /* Translators: an option of a building: what it costs, then what it gives (“pay 1 cloth:
   * +4 PP”) */
  return g_strdup_printf (_ ("%s: %s"), cost, effect);
}

/* "+1 food, +1 PP or pay 1 cloth: +4 PP"; "no effect" for a residence side. */
static char *
side_text (const TsCaylusEffect *side)
{
  GString *text = g_string_new (NULL);

  for (guint k = 0; k < side->n_options; k++)
    {
      g_autofree char *option = ts_caylus_option_text (&side->options[k]);

      /* Translators: between a building's two options */
      add_part (text, _ (" or "), option);
    }
  if (text->len == 0)
    /* Translators: a side of a tile that does nothing */
    g_string_append (text, _ ("no effect"));
  return g_string_free (text, FALSE);
}

static const char *
class_text (guint klass)
{
  /* Translators: the kinds of Caylus 1303 building tiles (CY-CMP-03) */
  static const char *const names[]
      = { N_ ("Printed building"), N_ ("Starting building"), N_ ("Wood building"),
          N_ ("Stone building"), N_ ("Monument") };

  return klass < G_N_ELEMENTS (names) ? _ (names[klass]) : "?";
}

/* "*" for a fact from one source, and notes that the closing note is due. */
static const char *
star (const TsCaylusTile *tile, TsCaylusUnsure bit, gboolean *starred)
{
  if (!(tile->unsure & bit))
    return "";
  *starred = TRUE;
  return "*";
}

static void
add_monument_facts (GString *text, const TsCaylusTile *tile)
{
  GString *effect = g_string_new (NULL);

  if (tile->recruit_workers > 0)
    {
      /* Translators: a monument's effect (CY-MNM-06) */
      g_autofree char *part
          = g_strdup_printf (ngettext ("+%u worker at each recruitment",
                                       "+%u workers at each recruitment", tile->recruit_workers),
                             tile->recruit_workers);

      add_part (effect, C_ ("caylus list", ", "), part);
    }
  if (tile->recruit_food > 0 || tile->recruit_cloth > 0)
    {
      guint8 amounts[TS_CAYLUS_N_RESOURCES] = { 0 };
      g_autofree char *resources = NULL;
      g_autofree char *part = NULL;

      amounts[TS_CAYLUS_FOOD] = tile->recruit_food;
      amounts[TS_CAYLUS_CLOTH] = tile->recruit_cloth;
      resources = ts_caylus_resources_text (amounts);
      /* Translators: a monument's effect (“+1 food at each recruitment”, CY-MNM-07/08) */
      part = g_strdup_printf (_ ("+%s at each recruitment"), resources);
      add_part (effect, C_ ("caylus list", ", "), part);
    }
  if (tile->built_benefits > 0)
    {
      /* Translators: a monument's effect (CY-MNM-05) */
      g_autofree char *part = g_strdup_printf (
          ngettext ("+%u Benefit when built", "+%u Benefits when built", tile->built_benefits),
          tile->built_benefits);

      add_part (effect, C_ ("caylus list", ", "), part);
    }
  if (effect->len > 0)
    add_part (text, C_ ("caylus facts", " · "), effect->str);
  g_string_free (effect, TRUE);
}

char *
ts_caylus_tile_facts (const TsCaylusTile *tile)
{
  GString *text = g_string_new (NULL);
  gboolean starred = FALSE;

  if (tile->unsure & TS_CAYLUS_UNSURE_NAME)
    /* Translators: a tile's kind, its name marked as coming from one source */
    {
      g_string_append_printf (text, _ ("%s (name*)"), class_text (tile->klass));
      starred = TRUE;
    }
  else
    g_string_append (text, class_text (tile->klass));
  if (tile->klass == TS_CAYLUS_CLASS_WOOD || tile->klass == TS_CAYLUS_CLASS_STONE
      || tile->klass == TS_CAYLUS_CLASS_MONUMENT)
    {
      int lead = tile->klass == TS_CAYLUS_CLASS_WOOD    ? TS_CAYLUS_WOOD
                 : tile->klass == TS_CAYLUS_CLASS_STONE ? TS_CAYLUS_STONE
                                                        : -1;
      g_autofree char *amounts = amounts_text (tile->cost, tile->cost_any, lead);
      /* Translators: a tile's cost (“costs 1 wood + 1 food”), maybe marked with a star */
      g_autofree char *cost = g_strdup_printf (_ ("costs %s%s"), amounts,
                                               star (tile, TS_CAYLUS_UNSURE_COST, &starred));
      /* Translators: the prestige points a tile gives when built, maybe with a star */
      g_autofree char *pp
          = g_strdup_printf (_ ("%u PP%s"), tile->pp, star (tile, TS_CAYLUS_UNSURE_PP, &starred));

      add_part (text, C_ ("caylus facts", " · "), cost);
      add_part (text, C_ ("caylus facts", " · "), pp);
    }
  if (tile->klass == TS_CAYLUS_CLASS_MONUMENT)
    add_monument_facts (text, tile);
  else if (tile->klass == TS_CAYLUS_CLASS_PRINTED)
    {
      g_autofree char *effect = side_text (&tile->sides[TS_CAYLUS_SIDE_CONSTRUCTION]);

      add_part (text, C_ ("caylus facts", " · "), effect);
    }
  else
    {
      g_autofree char *setup = side_text (&tile->sides[TS_CAYLUS_SIDE_SETUP]);
      g_autofree char *built = side_text (&tile->sides[TS_CAYLUS_SIDE_CONSTRUCTION]);
      g_autofree char *sides = NULL;

      if (tile->klass == TS_CAYLUS_CLASS_START)
        /* Translators: a starting building's effect and its other side (CY-ADM-01) */
        sides = g_strdup_printf (_ ("%s%s; turned into a residence once it has a house"), setup,
                                 star (tile, TS_CAYLUS_UNSURE_SETUP, &starred));
      else
        /* Translators: a wood or stone tile's two sides, the first maybe with a star */
        sides = g_strdup_printf (_ ("setup side: %s%s; construction side: %s"), setup,
                                 star (tile, TS_CAYLUS_UNSURE_SETUP, &starred), built);
      add_part (text, C_ ("caylus facts", " · "), sides);
    }
  if (starred)
    /* Translators: closes a tile's facts when some are marked with a star */
    add_part (text, C_ ("caylus facts", " · "), _ ("* from one source: check your tile"));
  return g_string_free (text, FALSE);
}

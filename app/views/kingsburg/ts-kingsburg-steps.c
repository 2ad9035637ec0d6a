/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-kingsburg.h"

#include "ts-kingsburg-steps.h"

#define SEASONS 4 /* Spring, Summer and Autumn (dice), Winter (the battle) */

/* The season's dice start Spring, Summer and Autumn, the enemy card starts Winter; Spring's
 * dice start a year too. What comes between (the King's Aid goods, recruiting, goods of a
 * battle) stays under the season before it, as on the calendar the entries follow it. */
static TsGameStepKind
walk_seasons (gconstpointer entry,
      int          *group,
      int          *step)
{
  const TsKingsburgEntry *e = entry;
  int last = TS_KINGSBURG_YEARS * SEASONS - 1;

  switch (e->type)
    {
    case TS_KINGSBURG_ENTRY_ROLL:
      /* The first roll, or the first after a Winter, is a new year's Spring. */
      if (*step < 0 || *step % SEASONS == SEASONS - 1)
        {
          *step = MIN (*step + 1, last);
          *group = *step / SEASONS;
          return TS_GAME_STEP_GROUP | TS_GAME_STEP_STEP;
        }
      *step = MIN (*step + 1, last);
      return TS_GAME_STEP_STEP;
    case TS_KINGSBURG_ENTRY_BATTLE:
      /* Winter is the year's fourth season, whatever came before it. */
      *step = MIN ((MAX (*step, 0) / SEASONS) * SEASONS + SEASONS - 1, last);
      *group = *step / SEASONS;
      return TS_GAME_STEP_STEP;
    default:
      return TS_GAME_STEP_NONE;
    }
}

static char *
year_name (guint group)
{
  /* Translators: a header in Kingsburg's list of entries; %u is the year, 1 to 5. */
  return g_strdup_printf (_("Year %u"), group + 1);
}

static char *
year_number (guint group)
{
  return g_strdup_printf ("%u", group + 1);
}

static const char *
season (guint step)
{
  /* Translators: Kingsburg's productive seasons, and Winter */
  static const char *const names[SEASONS] = { N_("Spring"), N_("Summer"), N_("Autumn"),
                                              N_("Winter") };

  return _(names[step % SEASONS]);
}

static char *
season_header (guint step)
{
  return g_strdup (season (step));
}

static char *
vp_sentence_start (guint    step,
            gboolean group_end)
{
  if (group_end)
    /* Translators: the start of a sentence listing each player's VP; %u is Kingsburg's year,
     * 1 to 5 */
    return g_strdup_printf (_("End of year %u:"), step / SEASONS + 1);
  /* Translators: the start of a sentence listing each player's VP; a season (“Summer”) and
   * Kingsburg's year, 1 to 5 */
  return g_strdup_printf (_("After %s of year %u:"), season (step), step / SEASONS + 1);
}

/* The Cathedral's VP are counted when the game ends (KB-END-03, KB-BDG-05). */
static gboolean
is_cathedral (const TsLedgerLine *line)
{
  return g_strcmp0 (line->cause_id, "cathedral") == 0;
}

const TsGameSteps ts_kingsburg_steps = {
  .n_steps = TS_KINGSBURG_YEARS * SEASONS,
  .group_size = SEASONS,
  .walk = walk_seasons,
  .group_name = year_name,
  .group_short = year_number,
  .step_name = season_header,
  .after_step = vp_sentence_start,
  .is_final_scoring = is_cathedral,
};

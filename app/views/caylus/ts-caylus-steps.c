/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-caylus.h"

#include "ts-caylus-steps.h"

/* A group of 4 steps: the setup (tiles dealt, the first player, characters revealed, the
 * draft), then each round's phases (CY-RND-02). */
#define PHASES 4

enum
{
  PLANNING,
  ACTIVATION,
  DELIVERY,
  ADMINISTRATION,
};

/* Moves *@step on to @wanted (a step of the whole game) when it lies ahead. */
static TsGameStepKind
move_to (int  wanted,
         int *group,
         int *step)
{
  TsGameStepKind kind = TS_GAME_STEP_STEP;

  if (wanted <= *step)
    return TS_GAME_STEP_NONE;
  wanted = MIN (wanted, (TS_CAYLUS_ROUNDS + 1) * PHASES - 1);
  if (*group < 0 || wanted / PHASES != *group)
    kind |= TS_GAME_STEP_GROUP;
  *step = wanted;
  *group = wanted / PHASES;
  return kind;
}

/* The phase @phase of the round the walk is in, or of the next one when that phase is past:
 * a worker placed after an administration starts the next round's planning. */
static int
phase_step (int step,
            int phase)
{
  int round = MAX (step / PHASES, 0);

  if (round == 0 || step % PHASES > phase)
    round++;
  return round * PHASES + phase;
}

/* Each entry type belongs to one phase; what may happen in any (a Benefit, the character
 * after it, a decision declined) stays in the step before it. */
static TsGameStepKind
walk_phases (gconstpointer entry,
             int          *group,
             int          *step)
{
  const TsCaylusEntry *e = entry;

  switch (e->type)
    {
    case TS_CAYLUS_ENTRY_DEAL:
      return move_to (0, group, step);
    case TS_CAYLUS_ENTRY_FIRST_PLAYER:
      return move_to (1, group, step);
    case TS_CAYLUS_ENTRY_REVEAL:
      return move_to (2, group, step);
    case TS_CAYLUS_ENTRY_DRAFT:
      return move_to (3, group, step);
    case TS_CAYLUS_ENTRY_PLACE:
    case TS_CAYLUS_ENTRY_PASS:
      return move_to (phase_step (*step, PLANNING), group, step);
    case TS_CAYLUS_ENTRY_PROVOST:
    case TS_CAYLUS_ENTRY_USE:
      return move_to (phase_step (*step, ACTIVATION), group, step);
    case TS_CAYLUS_ENTRY_DELIVER:
      return move_to (phase_step (*step, DELIVERY), group, step);
    case TS_CAYLUS_ENTRY_MONUMENT:
      return move_to (phase_step (*step, ADMINISTRATION), group, step);
    default:
      return TS_GAME_STEP_NONE;
    }
}

static char *
group_name (guint group)
{
  if (group == 0)
    /* Translators: a header in Caylus 1303's list of entries */
    return g_strdup (_("Setup"));
  /* Translators: a header in Caylus 1303's list of entries; %u is the round, 1 to 9 */
  return g_strdup_printf (_("Round %u"), group);
}

static char *
group_short (guint group)
{
  if (group == 0)
    /* Translators: the VP chart's short label for Caylus 1303's setup; one letter */
    return g_strdup (C_("caylus setup short", "S"));
  return g_strdup_printf ("%u", group);
}

static const char *
phase_name (guint step)
{
  static const char *const setup[PHASES] = {
    /* Translators: the steps of Caylus 1303's setup, headers in its list of entries */
    N_("Tiles Dealt"), N_("First Player"), N_("Characters Revealed"), N_("Draft"),
  };
  static const char *const phases[PHASES] = {
    /* Translators: the phases of a round of Caylus 1303, headers in its list of entries */
    N_("Planning"), N_("Activation"), N_("Delivery"), N_("Administration"),
  };

  return _(step < PHASES ? setup[step] : phases[step % PHASES]);
}

static char *
step_name (guint step)
{
  return g_strdup (phase_name (step));
}

static char *
after_step (guint    step,
            gboolean group_end)
{
  if (step < PHASES)
    /* Translators: the start of a sentence listing each player's prestige */
    return g_strdup (_("After the setup:"));
  if (group_end)
    /* Translators: the start of a sentence listing each player's prestige; %u is the round */
    return g_strdup_printf (_("End of round %u:"), step / PHASES);
  /* Translators: the start of a sentence listing each player's prestige; a phase
   * (“Delivery”) and the round, 1 to 9 */
  return g_strdup_printf (_("After the %s of round %u:"), phase_name (step), step / PHASES);
}

/* The final scoring: 2 PP per gold (the ledger's cause id for it, whatever its detail). */
static gboolean
is_final_scoring (const TsLedgerLine *line)
{
  char id[40];

  return g_str_has_prefix (line->cause_id, ts_caylus_cause_id (TS_CAYLUS_CAUSE_GOLD, 0, id));
}

const TsGameSteps ts_caylus_steps = {
  .n_steps = (TS_CAYLUS_ROUNDS + 1) * PHASES,
  .group_size = PHASES,
  .walk = walk_phases,
  .group_name = group_name,
  .group_short = group_short,
  .step_name = step_name,
  .after_step = after_step,
  .is_final_scoring = is_final_scoring,
};

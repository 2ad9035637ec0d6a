/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"

#include "ts-burgundy-game-view.h"
#include "ts-burgundy-setup.h"
#include "ts-burgundy-sheet-window.h"
#include "ts-burgundy-view.h"

static void
new_game (GtkWindow *parent)
{
  gtk_window_present (GTK_WINDOW (ts_setup_window_new (parent, &ts_burgundy_game_view)));
}

static GtkWidget *
create_page (TsMatch *match)
{
  return ts_burgundy_view_new (match);
}

static void
score_sheet (GtkWindow *parent)
{
  gtk_window_present (GTK_WINDOW (ts_burgundy_sheet_window_new (parent)));
}

static gboolean
open_score_sheet (GtkWindow *parent,
                  GFile     *file,
                  GError   **error)
{
  TsBurgundySheetWindow *window = ts_burgundy_sheet_window_new_for_file (parent, file, error);

  if (window == NULL)
    return FALSE;
  gtk_window_present (GTK_WINDOW (window));
  return TRUE;
}

/* Phases and rounds: a depot refill starts a phase (A to E), a roll starts a round. */
static TsGameStepKind
walk (gconstpointer entry,
      int          *group,
      int          *step)
{
  const TsBurgundyEntry *e = entry;

  switch (e->type)
    {
    case TS_BURGUNDY_ENTRY_FILL_DEPOTS:
      *group = MIN (*group + 1, TS_BURGUNDY_PHASES - 1);
      return TS_GAME_STEP_GROUP;
    case TS_BURGUNDY_ENTRY_ROLL:
      *step = MIN (*step + 1, TS_BURGUNDY_PHASES * TS_BURGUNDY_ROUNDS - 1);
      return TS_GAME_STEP_STEP;
    default:
      return TS_GAME_STEP_NONE;
    }
}

static char *
group_name (guint group)
{
  /* Translators: a header in the list of entries; %c is the phase letter, A to E. */
  return g_strdup_printf (_("Phase %c"), 'A' + group);
}

static char *
group_short (guint group)
{
  return g_strdup_printf ("%c", 'A' + group);
}

static char *
step_name (guint step)
{
  /* Translators: a header in the list of entries; %u is the round in the phase, 1 to 5. */
  return g_strdup_printf (_("Round %u"), step % TS_BURGUNDY_ROUNDS + 1);
}

static char *
after_step (guint    step,
            gboolean group_end)
{
  if (group_end)
    /* Translators: the start of a sentence listing each player's VP, %c is the phase
     * letter (A to E) */
    return g_strdup_printf (_("End of phase %c:"), 'A' + step / TS_BURGUNDY_ROUNDS);
  /* Translators: the start of a sentence listing each player's VP, %u is a round
   * number (1 to 25) */
  return g_strdup_printf (_("After round %u:"), step + 1);
}

static gboolean
is_final_scoring (const TsLedgerLine *line)
{
  return g_str_has_prefix (line->cause_id, "end-");
}

const TsGameSteps ts_burgundy_steps = {
  .n_steps = TS_BURGUNDY_PHASES * TS_BURGUNDY_ROUNDS,
  .group_size = TS_BURGUNDY_ROUNDS,
  .walk = walk,
  .group_name = group_name,
  .group_short = group_short,
  .step_name = step_name,
  .after_step = after_step,
  .is_final_scoring = is_final_scoring,
};

extern const TsGameModule ts_burgundy_module;

const TsGameView ts_burgundy_game_view = {
  .module = &ts_burgundy_module,
  .new_game = new_game,
  .create_page = create_page,
  .score_sheet = score_sheet,
  .open_score_sheet = open_score_sheet,
  .steps = &ts_burgundy_steps,
  .corrections = &ts_burgundy_corrections,
  .setup = &ts_burgundy_setup_extension,
};

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg in the shell: the new game, the table page, the history's steps and its
 * correction of a season's dice through the roll form. */
#include "config.h"

#include "ts-game-page.h"
#include "ts-kingsburg-game-view.h"
#include "ts-kingsburg-roll-entry.h"
#include "ts-kingsburg-setup.h"
#include "ts-kingsburg-sheet-spec.h"
#include "ts-kingsburg-steps.h"
#include "ts-kingsburg-view.h"

extern const TsGameModule ts_kingsburg_module;

static GtkWidget *
create_page (TsMatch *match)
{
  return ts_kingsburg_view_new (match);
}

/* -------------------------------------------------------------------------------------- */
/* Correcting the dice (TsCorrectionForms): the roll form, filled in with the season's dice.
 * The players' decisions are chosen again among the legal entries by the history itself. */

static GtkWidget *
roll_form_new (TsMatch           *match,
          gconstpointer      state,
          TsEntry           *old,
          TsCorrectionSubmit submit,
          gpointer           data)
{
  const TsKingsburgEntry *e = ts_entry_get_data (old);
  g_auto(GStrv) colors = NULL;
  GtkWidget *form;

  if (e->type != TS_KINGSBURG_ENTRY_ROLL)
    return NULL;
  colors = ts_game_page_dup_colors (match);
  form = ts_kingsburg_roll_entry_new ();
  ts_kingsburg_roll_entry_set_state (TS_KINGSBURG_ROLL_ENTRY (form), state,
                                     (const char *const *) colors);
  ts_kingsburg_roll_entry_set_entry (TS_KINGSBURG_ROLL_ENTRY (form), e);
  ts_game_page_connect_correction (form, match, sizeof (TsKingsburgEntry), submit, data);
  return form;
}

static void
roll_form_submit (GtkWidget *form)
{
  ts_kingsburg_roll_entry_submit (TS_KINGSBURG_ROLL_ENTRY (form));
}

static void
roll_form_set_error (GtkWidget  *form,
                const char *message)
{
  ts_kingsburg_roll_entry_set_error (TS_KINGSBURG_ROLL_ENTRY (form), message);
}

static void
roll_form_focus (GtkWidget *form)
{
  ts_kingsburg_roll_entry_focus (TS_KINGSBURG_ROLL_ENTRY (form));
}

static const TsCorrectionForms corrections = {
  .form_new = roll_form_new,
  .form_submit = roll_form_submit,
  .form_set_error = roll_form_set_error,
  .form_focus = roll_form_focus,
};

const TsGameView ts_kingsburg_game_view = {
  .module = &ts_kingsburg_module,
  .new_game = ts_kingsburg_setup_show,
  .setup = &ts_kingsburg_setup_extension,
  .create_page = create_page,
  .steps = &ts_kingsburg_steps,
  .corrections = &corrections,
  .sheet = &ts_kingsburg_sheet_spec,
};

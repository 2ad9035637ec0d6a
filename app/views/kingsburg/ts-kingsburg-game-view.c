/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg in the shell: the new game, the table page, the history's steps and its
 * correction of a season's dice through the roll form. */
#include "config.h"

#include "ts-kingsburg-game-view.h"
#include "ts-kingsburg-roll-entry.h"
#include "ts-kingsburg-setup.h"
#include "ts-kingsburg-steps.h"
#include "ts-kingsburg-view.h"
#include "ts-player-palette.h"

extern const TsGameModule ts_kingsburg_module;

static GtkWidget *
create_page (TsMatch *match)
{
  return ts_kingsburg_view_new (match);
}

/* -------------------------------------------------------------------------------------- */
/* Correcting the dice (TsCorrectionForms): the roll form, filled in with the season's dice.
 * The players' decisions are chosen again among the legal entries by the history itself. */

typedef struct
{
  TsCorrectionSubmit submit;
  gpointer data;
} Correction;

static void
roll_submitted_cb (GtkWidget  *form,
                   gpointer    entry_data,
                   Correction *c)
{
  g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_kingsburg_module,
                                                g_memdup2 (entry_data, sizeof (TsKingsburgEntry)));

  c->submit (entry, c->data);
}

static GtkWidget *
form_new (TsMatch           *match,
          gconstpointer      state,
          TsEntry           *old,
          TsCorrectionSubmit submit,
          gpointer           data)
{
  const TsKingsburgEntry *e = ts_entry_get_data (old);
  GListModel *players = ts_match_get_players (match);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) colors = NULL;
  GtkWidget *form;
  Correction *c;

  if (e->type != TS_KINGSBURG_ENTRY_ROLL)
    return NULL;
  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);
      const TsPlayerColor *color = ts_player_palette_lookup (ts_match_player_get_color (player));

      g_strv_builder_add (builder, color != NULL ? color->hex : "#77767b");
    }
  colors = g_strv_builder_end (builder);
  form = ts_kingsburg_roll_entry_new ();
  ts_kingsburg_roll_entry_set_state (TS_KINGSBURG_ROLL_ENTRY (form), state,
                                     (const char *const *) colors);
  ts_kingsburg_roll_entry_set_entry (TS_KINGSBURG_ROLL_ENTRY (form), e);
  c = g_new0 (Correction, 1);
  c->submit = submit;
  c->data = data;
  g_object_set_data_full (G_OBJECT (form), "ts-kingsburg-correction", c, g_free);
  g_signal_connect (form, "submit", G_CALLBACK (roll_submitted_cb), c);
  return form;
}

static void
form_submit (GtkWidget *form)
{
  ts_kingsburg_roll_entry_submit (TS_KINGSBURG_ROLL_ENTRY (form));
}

static void
form_set_error (GtkWidget  *form,
                const char *message)
{
  ts_kingsburg_roll_entry_set_error (TS_KINGSBURG_ROLL_ENTRY (form), message);
}

static void
form_focus (GtkWidget *form)
{
  ts_kingsburg_roll_entry_focus (TS_KINGSBURG_ROLL_ENTRY (form));
}

static const TsCorrectionForms corrections = {
  .form_new = form_new,
  .form_submit = form_submit,
  .form_set_error = form_set_error,
  .form_focus = form_focus,
};

const TsGameView ts_kingsburg_game_view = {
  .module = &ts_kingsburg_module,
  .new_game = ts_kingsburg_setup_show,
  .create_page = create_page,
  .steps = &ts_kingsburg_steps,
  .corrections = &corrections,
};

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303 in the shell: the new game, the table page, the history's steps and its
 * corrections (a table event chosen again among those possible before it; the players'
 * decisions among the legal entries, by the history itself). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-caylus-game-view.h"
#include "ts-caylus-setup.h"
#include "ts-caylus-sheet-spec.h"
#include "ts-caylus.h"
#include "ts-caylus-steps.h"
#include "ts-caylus-view.h"
#include "ts-entry-choices.h"
#include "ts-entry.h"

extern const TsGameModule ts_caylus_module;

typedef struct
{
  TsCorrectionSubmit submit;
  gpointer data;
} EventForm;

static void
chosen_cb (TsEntryChoices *choices,
           gpointer        data,
           EventForm      *f)
{
  const TsCaylusEntry *e = data;
  g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_caylus_module, g_memdup2 (e, sizeof *e));

  f->submit (entry, f->data);
}

static gboolean
same_event (const TsCaylusEntry *a,
            const TsCaylusEntry *b)
{
  return a->type == b->type && a->tile == b->tile && a->character == b->character
         && a->player == b->player;
}

/* The events possible in @state (the state just before @old), @old first: the Correct button
 * keeps it unless another row is picked. */
static GtkWidget *
event_form_new (TsMatch           *match,
                gconstpointer      state,
                TsEntry           *old,
                TsCorrectionSubmit submit,
                gpointer           data)
{
  const TsCaylusEntry *o = ts_entry_get_data (old);
  const TsCaylusState *s = state;
  g_autoptr(GArray) events = NULL;
  GPtrArray *entries, *details;
  GtkWidget *choices;
  EventForm *f;

  if (o->type != TS_CAYLUS_ENTRY_DEAL && o->type != TS_CAYLUS_ENTRY_FIRST_PLAYER
      && o->type != TS_CAYLUS_ENTRY_REVEAL)
    return NULL;
  events = ts_caylus_legal_events (s);
  entries = g_ptr_array_new_full (events->len, ts_caylus_module.entry_free);
  details = g_ptr_array_new_full (events->len, g_free);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < events->len; i++)
      {
        const TsCaylusEntry *e = &g_array_index (events, TsCaylusEntry, i);
        gboolean was = same_event (e, o);
        g_autofree char *facts = NULL;

        if (was != (pass == 0))
          continue;
        if (e->type == TS_CAYLUS_ENTRY_DEAL && e->tile < s->data->n_tiles)
          facts = ts_caylus_tile_facts (&s->data->tiles[e->tile]);
        g_ptr_array_add (entries, g_memdup2 (e, sizeof *e));
        if (was && facts != NULL)
          /* Translators: the detail line of the event as the history holds it; %s are the
           * tile's facts */
          g_ptr_array_add (details, g_strdup_printf (_("Entered now · %s"), facts));
        else if (was)
          g_ptr_array_add (details, g_strdup (_("Entered now")));
        else
          g_ptr_array_add (details, g_steal_pointer (&facts));
      }

  choices = ts_entry_choices_new ();
  ts_entry_choices_set (TS_ENTRY_CHOICES (choices), match, s, entries, NULL, NULL, details);
  f = g_new0 (EventForm, 1);
  f->submit = submit;
  f->data = data;
  g_object_set_data_full (G_OBJECT (choices), "ts-caylus-event-form", f, g_free);
  g_signal_connect (choices, "chosen", G_CALLBACK (chosen_cb), f);
  return choices;
}

/* The window's Correct button: the first row shown (the event as entered, unless the search
 * narrowed the list to another). */
static void
event_form_submit (GtkWidget *form)
{
  if (!ts_entry_choices_choose_first (TS_ENTRY_CHOICES (form)))
    ts_entry_choices_set_message (TS_ENTRY_CHOICES (form),
                                  _("Nothing possible here matches the search."));
}

/* The match's refusal of the event picked, above the rows. */
static void
event_form_set_error (GtkWidget  *form,
                      const char *message)
{
  ts_entry_choices_set_message (TS_ENTRY_CHOICES (form), message);
}

static void
event_form_focus (GtkWidget *form)
{
  ts_entry_choices_focus (TS_ENTRY_CHOICES (form));
}

const TsCorrectionForms ts_caylus_corrections = {
  .form_new = event_form_new,
  .form_submit = event_form_submit,
  .form_set_error = event_form_set_error,
  .form_focus = event_form_focus,
};

static GtkWidget *
create_page (TsMatch *match)
{
  return ts_caylus_view_new (match);
}

const TsGameView ts_caylus_game_view = {
  .module = &ts_caylus_module,
  .new_game = ts_caylus_setup_show,
  .create_page = create_page,
  .steps = &ts_caylus_steps,
  .corrections = &ts_caylus_corrections,
  .setup = &ts_caylus_setup_extension,
  .sheet = &ts_caylus_sheet_spec,
};

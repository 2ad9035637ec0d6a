/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Correcting a draw in the history through the palette (TsCorrectionForms). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-carcassonne-draw-form.h"
#include "ts-carcassonne-palette.h"
#include "ts-entry.h"

extern const TsGameModule ts_carcassonne_module;

typedef struct
{
  TsCarcassonnePalette *palette;
  GtkLabel *error;
  TsCorrectionSubmit submit;
  gpointer data;
  int player; /* whose turn: who declines a second tile */
} DrawForm;

static DrawForm *
form_of (GtkWidget *form)
{
  return g_object_get_data (G_OBJECT (form), "ts-carcassonne-draw-form");
}

static void
submit_entry (DrawForm                 *f,
              const TsCarcassonneEntry *e)
{
  g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_carcassonne_module, g_memdup2 (e, sizeof *e));

  f->submit (entry, f->data);
}

static void
drawn_cb (TsCarcassonnePalette *palette,
          int                   kind,
          DrawForm             *f)
{
  TsCarcassonneEntry e;

  ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_DRAW, -1);
  e.kind = kind;
  submit_entry (f, &e);
}

static void
declined_cb (TsCarcassonnePalette *palette,
             DrawForm             *f)
{
  TsCarcassonneEntry e;

  ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PASS, f->player);
  submit_entry (f, &e);
}

static GtkWidget *
draw_form_new (TsMatch           *match,
               gconstpointer      state,
               TsEntry           *old,
               TsCorrectionSubmit submit,
               gpointer           data)
{
  const TsCarcassonneEntry *e = ts_entry_get_data (old);
  const TsCarcassonneState *s = state;
  GtkWidget *form, *palette, *error;
  DrawForm *f;

  if (e->type != TS_CARCASSONNE_ENTRY_DRAW)
    return NULL;
  form = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  error = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (error), TRUE);
  gtk_label_set_xalign (GTK_LABEL (error), 0);
  gtk_widget_add_css_class (error, "error");
  gtk_widget_set_visible (error, FALSE);
  palette = ts_carcassonne_palette_new ();
  ts_carcassonne_palette_set_state (TS_CARCASSONNE_PALETTE (palette), s);
  /* Filled in with what was entered: the drawn kind alone, until the line says otherwise. */
  if (e->kind < s->data->n_kinds)
    ts_carcassonne_palette_set_filter (TS_CARCASSONNE_PALETTE (palette),
                                       s->data->kinds[e->kind].code);
  gtk_box_append (GTK_BOX (form), error);
  gtk_box_append (GTK_BOX (form), palette);

  f = g_new0 (DrawForm, 1);
  f->palette = TS_CARCASSONNE_PALETTE (palette);
  f->error = GTK_LABEL (error);
  f->submit = submit;
  f->data = data;
  f->player = s->turn;
  g_object_set_data_full (G_OBJECT (form), "ts-carcassonne-draw-form", f, g_free);
  g_signal_connect (palette, "draw", G_CALLBACK (drawn_cb), f);
  g_signal_connect (palette, "pass", G_CALLBACK (declined_cb), f);
  return form;
}

/* The window's Correct button: as Enter in the palette's line (the first kind shown; a kind
 * that fits nowhere asked about; an empty or unmatched line refused in the palette's words). */
static void
draw_form_submit (GtkWidget *form)
{
  DrawForm *f = form_of (form);

  gtk_widget_set_visible (GTK_WIDGET (f->error), FALSE);
  ts_carcassonne_palette_activate_line (f->palette);
}

static void
draw_form_set_error (GtkWidget  *form,
                     const char *message)
{
  DrawForm *f = form_of (form);

  gtk_label_set_text (f->error, message);
  gtk_widget_set_visible (GTK_WIDGET (f->error), message != NULL && *message != '\0');
}

static void
draw_form_focus (GtkWidget *form)
{
  ts_carcassonne_palette_focus (form_of (form)->palette);
}

const TsCorrectionForms ts_carcassonne_corrections = {
  .form_new = draw_form_new,
  .form_submit = draw_form_submit,
  .form_set_error = draw_form_set_error,
  .form_focus = draw_form_focus,
};

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Asks before a correction, insertion or removal that changes what later entries did or sets
 * them aside, listing those entries in words (ts_match_preview_edit() and friends). For
 * every game: it only reads TsMatchEffect. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-change-question.h"

typedef struct
{
  GCallback confirmed;
  gpointer data;
  GDestroyNotify destroy;
} Question;

static void
question_free (Question *q)
{
  if (q->destroy != NULL)
    q->destroy (q->data);
  g_free (q);
}

static void
question_notify (gpointer  data,
                 GClosure *closure)
{
  question_free (data);
}

static gboolean
confirm_idle_cb (gpointer user_data)
{
  Question *q = user_data;

  ((void (*) (gpointer)) q->confirmed) (q->data);
  return G_SOURCE_REMOVE;
}

/* The change is made once the dialog has closed: it may close the window the dialog stands
 * over (a correction window), which would take the dialog with it mid-response. */
static void
response_cb (AdwMessageDialog *dialog,
             const char       *response,
             Question         *q)
{
  Question *later;

  if (g_strcmp0 (response, TS_CHANGE_QUESTION_APPLY) != 0)
    return;
  later = g_memdup2 (q, sizeof *q);
  q->destroy = NULL; /* @later owns the data now */
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, confirm_idle_cb, later, (GDestroyNotify) question_free);
}

#define SHOWN_WHOLE 3

/* One line per entry, in a list that scrolls when long (never cut short). */
static GtkWidget *
effects_list_new (GPtrArray *effects)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  for (guint i = 0; i < effects->len; i++)
    {
      TsMatchEffect *effect = g_ptr_array_index (effects, i);
      GtkWidget *label = gtk_label_new (effect->message);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_widget_set_focusable (label, FALSE);
      if (effect->kind == TS_MATCH_EFFECT_SET_ASIDE && effect->after == NULL)
        gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Later entries this changes"), -1);
  /* A few entries are shown whole; a scrolled window under-measures wrapped labels. */
  if (effects->len <= SHOWN_WHOLE)
    {
      g_object_unref (g_object_ref_sink (scrolled));
      return box;
    }
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 240);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  return scrolled;
}

/**
 * ts_change_question_new:
 * @heading: the question ("Remove Entry 12?")
 * @apply_label: the button that makes the change, with a mnemonic ("_Remove")
 * @effects: (element-type TsMatchEffect): what the change would do to later entries; not
 *   empty (when it is, make the change without asking)
 * @confirmed: (scope notified): called with @data when the players choose @apply_label,
 *   once the dialog has closed
 * @destroy: frees @data once the question is answered or gone
 *
 * An AdwMessageDialog, modal over @parent and already shown, that lists @effects in words
 * and says how many entries would do something else or be set aside. Cancel (the default,
 * and Escape) changes nothing.
 */
GtkWindow *
ts_change_question_new (GtkWindow      *parent,
                        const char     *heading,
                        const char     *apply_label,
                        GPtrArray      *effects,
                        GCallback       confirmed,
                        gpointer        data,
                        GDestroyNotify  destroy)
{
  GtkWidget *dialog;
  Question *q = g_new0 (Question, 1);
  guint n_changed = 0;
  guint n_set_aside = 0;
  gboolean held = FALSE;
  g_autoptr(GString) body = g_string_new (NULL);

  g_return_val_if_fail (effects != NULL && effects->len > 0, NULL);

  q->confirmed = confirmed;
  q->data = data;
  q->destroy = destroy;
  for (guint i = 0; i < effects->len; i++)
    switch (((TsMatchEffect *) g_ptr_array_index (effects, i))->kind)
      {
      case TS_MATCH_EFFECT_CHANGED:
        n_changed++;
        break;
      case TS_MATCH_EFFECT_HELD:
        held = TRUE;
        break;
      case TS_MATCH_EFFECT_SET_ASIDE:
      default:
        n_set_aside++;
        break;
      }
  if (n_changed > 0)
    g_string_append_printf (body,
                            ngettext ("%u later entry would do something else.",
                                      "%u later entries would do something else.", n_changed),
                            n_changed);
  if (n_set_aside > 0)
    {
      if (body->len > 0)
        g_string_append (body, " ");
      g_string_append_printf (body,
                              ngettext ("%u later entry would no longer apply and would be set "
                                        "aside; undo brings it back.",
                                        "%u later entries would no longer apply and would be "
                                        "set aside; undo brings them back.",
                                        n_set_aside),
                              n_set_aside);
    }

  /* Held entries stay in the file (ts_match_use_text_readings()): the effect says so. */
  if (held)
    {
      if (body->len > 0)
        g_string_append (body, " ");
      g_string_append (body, _("A later entry would no longer apply: it and the entries after "
                               "it would wait, kept in the file, until you add what is missing "
                               "before it, replace it or drop it. Until then the game is not "
                               "counted in the statistics. Undo takes this back."));
    }
  dialog = adw_message_dialog_new (parent, heading, body->str);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    TS_CHANGE_QUESTION_CANCEL, _("_Cancel"),
                                    TS_CHANGE_QUESTION_APPLY, apply_label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              TS_CHANGE_QUESTION_APPLY,
                                              n_set_aside > 0 ? ADW_RESPONSE_DESTRUCTIVE
                                                              : ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           TS_CHANGE_QUESTION_CANCEL);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         TS_CHANGE_QUESTION_CANCEL);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), effects_list_new (effects));
  g_signal_connect_data (dialog, "response", G_CALLBACK (response_cb), q,
                         question_notify, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

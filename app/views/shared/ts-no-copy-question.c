/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The question before a step that cuts entries when the copy it keeps first cannot be
 * written (TS_MATCH_ERROR_NO_COPY: a full disk, a read-only folder, a link or a file where
 * the folder of earlier versions should be): the model made nothing, and the page says why
 * and asks. Cancel, the default, leaves the game as it is; the other answer makes the step
 * anyway (ts_match_step_without_copy()), undo keeping what it takes out while the game is
 * open. One question for Drop It, Drop All…, Restore, a correction and a removal. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-no-copy-question.h"

typedef struct
{
  GCallback anyway;
  gpointer data;
  GDestroyNotify destroy;
} Answer;

static void
answer_free (gpointer data)
{
  Answer *answer = data;

  if (answer->destroy != NULL)
    answer->destroy (answer->data);
  g_free (answer);
}

static void
response_cb (AdwMessageDialog *dialog,
             const char       *response,
             Answer           *answer)
{
  if (g_strcmp0 (response, TS_NO_COPY_QUESTION_ANYWAY) == 0)
    ((void (*) (gpointer)) answer->anyway) (answer->data);
}

/**
 * ts_no_copy_question_ask:
 * @anchor: a widget of the window the question is for
 * @error: why the step was refused
 * @anyway: called with @data when the players make the step anyway
 * @destroy: (nullable): frees @data once the question is answered or gone
 *
 * When @error is TS_MATCH_ERROR_NO_COPY, asks (a message dialog over @anchor's window) and
 * returns TRUE; else returns FALSE, frees @data and asks nothing: the caller says @error as
 * it says any refusal.
 */
gboolean
ts_no_copy_question_ask (GtkWidget      *anchor,
                         const GError   *error,
                         TsNoCopyStep    step,
                         GCallback       anyway,
                         gpointer        data,
                         GDestroyNotify  destroy)
{
  GtkRoot *root = gtk_widget_get_root (anchor);
  g_autofree char *body = NULL;
  const char *heading;
  const char *label;
  const char *kept;
  GtkWidget *dialog;
  Answer *answer;

  if (!g_error_matches (error, TS_MATCH_ERROR, TS_MATCH_ERROR_NO_COPY))
    {
      if (destroy != NULL)
        destroy (data);
      return FALSE;
    }
  switch (step)
    {
    case TS_NO_COPY_DROP_ONE:
      heading = _("Drop It Without a Copy?");
      label = _("_Drop It Anyway");
      kept = _("Undo brings it back while this game is open.");
      break;
    case TS_NO_COPY_DROP_ALL:
      heading = _("Drop Them Without a Copy?");
      label = _("_Drop Them Anyway");
      kept = _("Undo brings them back while this game is open.");
      break;
    case TS_NO_COPY_RESTORE:
      heading = _("Restore Without a Copy?");
      label = _("_Restore Anyway");
      kept = _("Undo brings the game as it is now back while this game is open.");
      break;
    case TS_NO_COPY_CORRECT:
      heading = _("Correct Without a Copy?");
      label = _("_Correct Anyway");
      kept = _("Undo brings back the entries it sets aside while this game is open.");
      break;
    case TS_NO_COPY_REMOVE:
    default:
      heading = _("Remove Without a Copy?");
      label = _("_Remove Anyway");
      kept = _("Undo brings back the entries it sets aside while this game is open.");
      break;
    }
  /* Translators: why the copy cannot be kept (a sentence), then what undo keeps. */
  body = g_strdup_printf (_("%s %s"), error->message, kept);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), TS_NO_COPY_QUESTION_CANCEL,
                                    _("_Cancel"), TS_NO_COPY_QUESTION_ANYWAY, label, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              TS_NO_COPY_QUESTION_ANYWAY,
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           TS_NO_COPY_QUESTION_CANCEL);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         TS_NO_COPY_QUESTION_CANCEL);
  answer = g_new0 (Answer, 1);
  answer->anyway = anyway;
  answer->data = data;
  answer->destroy = destroy;
  g_object_set_data_full (G_OBJECT (dialog), "ts-no-copy-answer", answer, answer_free);
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), answer);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* TsMatchStepFunc: ts_match_remove() with a TsRemoveStep. */
gboolean
ts_remove_step (TsMatch  *match,
                gpointer  data,
                GError  **error)
{
  TsRemoveStep *step = data;

  return ts_match_remove (match, step->index, step->set_aside, error);
}

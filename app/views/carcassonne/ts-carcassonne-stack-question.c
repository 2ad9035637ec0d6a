/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Asks before the table says Carcassonne's stack is empty: the game ends there with its
 * final scoring (CA-BTR-02), so a slip of the keyboard must not do it without a word. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-carcassonne-stack-question.h"

GtkWindow *
ts_carcassonne_stack_question_new (GtkWidget                *widget,
                                   const TsCarcassonneState *state)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* Translators: the body of “The stack is empty: end the game?”; the tiles the app counts
   * still to draw */
  body = g_strdup_printf (ngettext ("The app counts %u tile still to draw. If the table finds "
                                    "none (a tile lost from the box), the game ends here and "
                                    "the final scoring is done, as after the last tile.",
                                    "The app counts %u tiles still to draw. If the table finds "
                                    "none (a tile lost from the box), the game ends here and "
                                    "the final scoring is done, as after the last tile.",
                                    state->n_left),
                          state->n_left);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   /* Translators: a question, asked before a Carcassonne
                                    * game ends for want of tiles */
                                   _("The stack is empty: end the game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    TS_CARCASSONNE_STACK_QUESTION_CANCEL, _("_Cancel"),
                                    /* Translators: the answer to “The stack is empty: end the
                                     * game?” */
                                    TS_CARCASSONNE_STACK_QUESTION_END, _("_End the Game"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog),
                                              TS_CARCASSONNE_STACK_QUESTION_END,
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           TS_CARCASSONNE_STACK_QUESTION_CANCEL);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog),
                                         TS_CARCASSONNE_STACK_QUESTION_CANCEL);
  return GTK_WINDOW (dialog);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsWindow with entries not saved (the last save failed): Save As, and asking before they are
 * left behind. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-window-private.h"

/* -------------------------------------------------------------------------------------- */
/* Entries not saved: Save As, and asking before they are left behind                       */

static void
finish_leave (TsWindow *self)
{
  LeaveAction action = self->pending;
  g_autoptr(TsMatch) match = g_steal_pointer (&self->pending_match);

  self->pending = LEAVE_NONE;
  switch (action)
    {
    case LEAVE_CLOSE:
      self->leave_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
      break;
    case LEAVE_SHOW_START:
      ts_window_show_start_now (self);
      break;
    case LEAVE_SHOW_MATCH:
      ts_window_show_match_now (self, match);
      break;
    case LEAVE_NONE:
    default:
      break;
    }
}

/* After the dialog that answered is gone: closing the window from inside the dialog's own
 * response would finalize the window the dialog is still transient for. */
static gboolean
finish_leave_idle (gpointer user_data)
{
  finish_leave (TS_WINDOW (user_data));
  return G_SOURCE_REMOVE;
}

static void
finish_leave_later (TsWindow *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, finish_leave_idle, g_object_ref (self),
                   g_object_unref);
}

static void
save_chooser_response_cb (GtkNativeDialog *chooser,
                          int              response,
                          gpointer         user_data)
{
  TsWindow *self = TS_WINDOW (user_data);

  if (response == GTK_RESPONSE_ACCEPT && self->match != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      /* The match saves there at once and from then on; the banner stays if that fails. */
      ts_match_set_file (self->match, file);
      if (ts_match_get_save_error (self->match) == NULL && self->pending != LEAVE_NONE)
        {
          finish_leave_later (self);
          g_clear_object (&self->save_chooser);
          return;
        }
    }
  if (self->pending != LEAVE_NONE && (response != GTK_RESPONSE_ACCEPT || self->match == NULL
                                      || ts_match_get_save_error (self->match) != NULL))
    {
      /* Nothing saved: stay, with the banner still saying so. */
      self->pending = LEAVE_NONE;
      g_clear_object (&self->pending_match);
    }
  g_clear_object (&self->save_chooser);
}

void
ts_window_save_as (TsWindow *self)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GFile) games = ts_record_dir ();
  g_autofree char *name = NULL;
  GFile *file;

  if (self->match == NULL || self->save_chooser != NULL)
    return;
  file = ts_match_get_file (self->match);
  name = file != NULL ? ts_record_display_basename (file) : g_strdup ("game.json");

  gtk_file_filter_set_name (filter, _("Tableside records"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  self->save_chooser = gtk_file_chooser_native_new (_("Save Game As"), GTK_WINDOW (self),
                                                    GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                                                    _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->save_chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->save_chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->save_chooser), TRUE);
  g_signal_connect (self->save_chooser, "response", G_CALLBACK (save_chooser_response_cb),
                    self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->save_chooser));
}

static void
leave_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   TsWindow         *self)
{
  self->leave_dialog = NULL;
  if (g_strcmp0 (response, "discard") == 0)
    finish_leave_later (self);
  else if (g_strcmp0 (response, "save-as") == 0)
    ts_window_save_as (self);
  else
    {
      self->pending = LEAVE_NONE;
      g_clear_object (&self->pending_match);
    }
}

/* TRUE if the match shown can be left now: it has no file, or its file holds every entry.
 * Otherwise tries to save once more and, if that fails too, asks: Cancel, Save As…, or
 * Discard; the answer then does @action (with @match for LEAVE_SHOW_MATCH). */
gboolean
ts_window_confirm_leave (TsWindow   *self,
                         LeaveAction action,
                         TsMatch    *match)
{
  const GError *error;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (self->match == NULL || ts_match_get_file (self->match) == NULL
      || ts_match_get_save_error (self->match) == NULL)
    return TRUE;
  /* The disk may have room again by now. */
  if (ts_match_save (self->match, NULL, NULL))
    return TRUE;
  if (self->leave_dialog != NULL || self->save_chooser != NULL)
    return FALSE;

  error = ts_match_get_save_error (self->match);
  self->pending = action;
  g_set_object (&self->pending_match, match);
  /* Translators: %s is why saving failed (it names the file and the reason). */
  body = g_strdup_printf (_("%s\n\nThe entries made since the last successful save are only in "
                            "memory and will be lost unless the game is saved in another "
                            "file."),
                          error->message);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Game Not Saved"), body));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard Entries"),
                                    "save-as", _("_Save As…"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save-as", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save-as");
  adw_message_dialog_set_close_response (dialog, "cancel");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (leave_response_cb), self, 0);
  self->leave_dialog = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

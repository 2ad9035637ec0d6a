/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-folder-row.h"
#include "ts-record-info.h"
#include "ts-saved-games.h"
#include "ts-tooltip.h"

/* Preferences: the games folder (issue 43). Any folder may hold the games, one kept in sync
 * between computers by Syncthing, Nextcloud or a network share included; the row shows which,
 * chooses another through the file chooser (the portal, in Flatpak) and goes back to the
 * default. The setting is "games-folder"; TsApplication makes it ts_record_dir(). */
struct _TsFolderRow
{
  AdwActionRow parent_instance;

  GSettings *settings;
  GtkWidget *choose_button;
  GtkWidget *default_button;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (TsFolderRow, ts_folder_row, ADW_TYPE_ACTION_ROW)

/* A path as people read it: their home as "~", and valid UTF-8 whatever the name's bytes. */
static char *
dup_shown_path (GFile *dir)
{
  g_autofree char *path = g_file_get_path (dir);
  const char *home = g_get_home_dir ();
  gsize home_length = strlen (home);

  if (path == NULL)
    return g_file_get_parse_name (dir);
  if (home_length > 1 && g_str_has_prefix (path, home)
      && (path[home_length] == '/' || path[home_length] == '\0'))
    {
      g_autofree char *rest = g_filename_display_name (path + home_length);

      return g_strconcat ("~", rest, NULL);
    }
  return g_filename_display_name (path);
}

static void
update (TsFolderRow *self)
{
  g_autofree char *chosen = g_settings_get_string (self->settings, "games-folder");
  /* "~/…" and file:// as the games folder reads them; a refused value as it is (issue 52). */
  g_autoptr(GFile) named = ts_saved_games_folder_from_setting (chosen, NULL);
  g_autoptr(GFile) dir = named != NULL ? g_object_ref (named) : ts_record_default_dir ();
  g_autofree char *shown = named != NULL || chosen[0] == '\0' ? dup_shown_path (dir)
                                                              : g_strdup (chosen);
  g_autofree char *subtitle = NULL;

  if (chosen[0] == '\0')
    /* Translators: %s is a folder, as "~/.local/share/tableside/games". */
    subtitle = g_strdup_printf (_("%s (the default)"), shown);
  else
    subtitle = g_steal_pointer (&shown);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), subtitle);
  gtk_widget_set_visible (self->default_button, chosen[0] != '\0');
}

/* Why a folder cannot be the games folder: a dialog, which says it whole (a toast of
 * libadwaita 1.2 cuts a long sentence). */
static void
refuse (TsFolderRow *self,
        const char  *message)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              _("This Folder Cannot Hold the Games"), message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
add_toast (TsFolderRow *self,
           const char  *message)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *escaped = g_markup_escape_text (message, -1);

  /* Toast titles are markup on libadwaita 1.2. */
  if (ADW_IS_PREFERENCES_WINDOW (root))
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root), adw_toast_new (escaped));
}

gboolean
ts_folder_row_choose (TsFolderRow *self,
                      GFile       *dir,
                      GError     **error)
{
  g_autofree char *path = NULL;
  g_autofree char *shown = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (TS_IS_FOLDER_ROW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (dir), FALSE);

  path = g_file_get_path (dir);
  shown = dup_shown_path (dir);
  if (path == NULL)
    {
      /* Translators: %s is a folder the user chose. */
      message = g_strdup_printf (_("“%s” is not a folder on this computer or on a mounted "
                                   "share: choose another one."),
                                 shown);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, message);
      refuse (self, message);
      return FALSE;
    }
  if (!g_file_make_directory_with_parents (dir, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      /* Translators: the first %s is a folder, the second the system's reason. */
      message = g_strdup_printf (_("“%s” cannot be the games folder: %s"), shown,
                                 local_error->message);
      g_set_error_literal (error, G_IO_ERROR, local_error->code, message);
      refuse (self, message);
      return FALSE;
    }
  g_clear_error (&local_error);
  info = g_file_query_info (dir, G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                 G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info != NULL && g_file_info_get_file_type (info) != G_FILE_TYPE_DIRECTORY)
    {
      /* Translators: %s is what the user chose. */
      message = g_strdup_printf (_("“%s” is a file, not a folder: choose a folder."), shown);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY, message);
      refuse (self, message);
      return FALSE;
    }
  if (info == NULL || !g_file_info_get_attribute_boolean (info, G_FILE_ATTRIBUTE_ACCESS_CAN_WRITE))
    {
      /* Translators: %s is a folder the user chose. */
      message = g_strdup_printf (_("Tableside may not save games in “%s”: choose a folder you "
                                   "may write in."),
                                 shown);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED, message);
      refuse (self, message);
      return FALSE;
    }
  g_settings_set_string (self->settings, "games-folder", path);
  add_toast (self, _("Games folder changed"));
  return TRUE;
}

static void
chooser_response_cb (GtkNativeDialog *dialog,
                     int              response,
                     TsFolderRow     *self)
{
  g_autoptr(GFile) dir = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    dir = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_clear_object (&self->chooser);
  if (dir != NULL)
    ts_folder_row_choose (self, dir, NULL);
}

static void
choose_clicked_cb (TsFolderRow *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GFile) current = ts_record_dir ();

  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (_("Choose the Games Folder"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                                               _("_Choose"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), current, NULL);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
default_clicked_cb (TsFolderRow *self)
{
  g_settings_reset (self->settings, "games-folder");
  add_toast (self, _("Games are saved in the default folder again"));
  /* The button goes; the focus stays in the row's buttons. */
  gtk_widget_grab_focus (self->choose_button);
}

TsFolderRow *
ts_folder_row_new (GSettings *settings)
{
  TsFolderRow *self = g_object_new (TS_TYPE_FOLDER_ROW, NULL);

  self->settings = g_object_ref (settings);
  g_signal_connect_object (settings, "changed::games-folder", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  update (self);
  return self;
}

GtkWidget *
ts_folder_row_get_choose_button (TsFolderRow *self)
{
  g_return_val_if_fail (TS_IS_FOLDER_ROW (self), NULL);
  return self->choose_button;
}

GtkWidget *
ts_folder_row_get_default_button (TsFolderRow *self)
{
  g_return_val_if_fail (TS_IS_FOLDER_ROW (self), NULL);
  return self->default_button;
}

static void
ts_folder_row_dispose (GObject *object)
{
  TsFolderRow *self = TS_FOLDER_ROW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ts_folder_row_parent_class)->dispose (object);
}

static void
ts_folder_row_class_init (TsFolderRowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ts_folder_row_dispose;
}

static void
ts_folder_row_init (TsFolderRow *self)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("Games Folder"));

  self->default_button = gtk_button_new_with_mnemonic (_("Use _Default"));
  gtk_widget_set_valign (self->default_button, GTK_ALIGN_CENTER);
  ts_tooltip_set (self->default_button, _("Save games in Tableside's own folder again"));
  g_signal_connect_swapped (self->default_button, "clicked", G_CALLBACK (default_clicked_cb),
                            self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), self->default_button);

  self->choose_button = gtk_button_new_with_mnemonic (_("C_hoose…"));
  gtk_widget_set_valign (self->choose_button, GTK_ALIGN_CENTER);
  ts_tooltip_set (self->choose_button, _("Choose the folder games are saved in"));
  g_signal_connect_swapped (self->choose_button, "clicked", G_CALLBACK (choose_clicked_cb),
                            self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), self->choose_button);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The start page's saved games menu: rename a game (its name inside the record) and delete
 * one, moved aside first so that the toast's Undo brings it back; deleted for good when the
 * toast goes or the page does (the app quits). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-lazy-menu.h"
#include "ts-saved-games.h"
#include "ts-start-page-private.h"
#include "ts-toast-stay.h"
#include "ts-tooltip.h"

typedef struct
{
  TsStartPage *page;
  TsRecordInfo *record;
  GFile *aside;   /* where the file waits for the toast to go */
  guint position; /* its place in the list, for undo */
  AdwToast *toast;
  gboolean undone;
} Deleted;

static void
deleted_free (Deleted *deleted)
{
  g_object_unref (deleted->record);
  g_object_unref (deleted->aside);
  g_free (deleted);
}

static void
finish_delete (Deleted *deleted)
{
  g_autoptr(GError) error = NULL;

  if (!deleted->undone && !ts_saved_games_delete_aside (deleted->aside, &error))
    g_warning ("Cannot delete a saved game: %s", error->message);
}

/* The focus on @record's row (after its row was built anew), when the list shows it. */
static void
focus_record (TsStartPage  *self,
              TsRecordInfo *record)
{
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->recent_list, i)) != NULL; i++)
    if (g_object_get_data (G_OBJECT (row), "record") == record)
      {
        gtk_widget_grab_focus (GTK_WIDGET (row));
        return;
      }
}

static void
undo_delete_cb (AdwToast *toast,
                Deleted  *deleted)
{
  TsStartPage *self = deleted->page;
  g_autoptr(GError) error = NULL;
  GFile *file = ts_record_info_get_file (deleted->record);
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->recent));

  if (deleted->undone)
    return;
  ts_start_page_note_own_change (self, file);
  if (!ts_saved_games_restore (deleted->aside, file, &error))
    {
      /* Translators: %s is why a deleted game could not be put back. */
      g_autofree char *message = g_strdup_printf (_("The game could not be restored: %s"),
                                                  error->message);

      ts_start_page_add_toast (self, message);
      return;
    }
  deleted->undone = TRUE;
  g_list_store_insert (self->recent, MIN (deleted->position, n_items), deleted->record);
  ts_start_page_update_resume (self);
  ts_start_page_update_list (self);
  focus_record (self, deleted->record);
}

static void
toast_dismissed_cb (AdwToast *toast,
                    Deleted  *deleted)
{
  TsStartPage *self = deleted->page;

  g_signal_handlers_disconnect_by_data (toast, deleted);
  finish_delete (deleted);
  g_ptr_array_remove (self->deleted, deleted);
  deleted_free (deleted);
}

/* After the row with the focus went away: the row now in its place, else the one above,
 * else the search or the games list, so that the keyboard stays in the list. */
static void
refocus (TsStartPage *self,
         int          index)
{
  GtkListBoxRow *row = index >= 0 ? gtk_list_box_get_row_at_index (self->recent_list, index)
                                  : NULL;

  if (row == NULL && index > 0)
    row = gtk_list_box_get_row_at_index (self->recent_list, index - 1);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  else if (index >= 0)
    gtk_widget_child_focus (GTK_WIDGET (self->games_list), GTK_DIR_TAB_FORWARD);
}

static int
focused_row_index (TsStartPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;

  if (row == NULL || gtk_widget_get_parent (row) != GTK_WIDGET (self->recent_list))
    return -1;
  return gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row));
}

static void
delete_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsStartPage *self = TS_START_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *name = NULL;
  TsRecordInfo *record;
  Deleted *deleted;
  guint position = 0;
  int focused;

  record = ts_start_page_find (self, g_variant_get_string (parameter, NULL), &position);
  if (record == NULL || ts_record_info_get_kind (record) == TS_RECORD_INFO_UNREADABLE)
    return;
  focused = focused_row_index (self);
  name = ts_start_page_dup_title (record);

  deleted = g_new0 (Deleted, 1);
  deleted->page = self;
  deleted->record = g_object_ref (record);
  deleted->position = position;
  ts_start_page_note_own_change (self, ts_record_info_get_file (record));
  deleted->aside = ts_saved_games_set_aside (ts_record_info_get_file (record), &error);
  if (deleted->aside == NULL)
    {
      /* Translators: the first %s is a saved game's name, the second why it stays. */
      g_autofree char *message = g_strdup_printf (_("“%s” could not be deleted: %s"), name,
                                                  error->message);

      g_object_unref (deleted->record);
      g_free (deleted);
      ts_start_page_add_toast (self, message);
      return;
    }
  g_list_store_remove (self->recent, position);
  ts_start_page_update_resume (self);
  ts_start_page_update_list (self);
  refocus (self, focused);

  /* Translators: a toast once a saved game is deleted (it offers Undo); %s is its name. */
  title = g_strdup_printf (_("“%s” deleted"), name);
  escaped = g_markup_escape_text (title, -1);
  deleted->toast = adw_toast_new (escaped);
  adw_toast_set_button_label (deleted->toast, _("_Undo"));
  adw_toast_set_priority (deleted->toast, ADW_TOAST_PRIORITY_HIGH);
  if (ts_toasts_stay ())
    adw_toast_set_timeout (deleted->toast, 0);
  g_signal_connect (deleted->toast, "button-clicked", G_CALLBACK (undo_delete_cb), deleted);
  g_signal_connect (deleted->toast, "dismissed", G_CALLBACK (toast_dismissed_cb), deleted);
  g_ptr_array_add (self->deleted, deleted);
  adw_toast_overlay_add_toast (self->toast_overlay, deleted->toast);
}

static void
rename_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    TsStartPage      *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "ts-entry");
  const char *uri = g_object_get_data (G_OBJECT (dialog), "ts-uri");
  g_autoptr(TsRecordInfo) renamed = NULL;
  g_autoptr(GError) error = NULL;
  TsRecordInfo *record;
  guint position = 0;

  if (g_strcmp0 (response, "rename") != 0)
    return;
  record = ts_start_page_find (self, uri, &position);
  if (record == NULL)
    return;
  ts_start_page_note_own_change (self, ts_record_info_get_file (record));
  if (!ts_saved_games_rename (ts_record_info_get_file (record), gtk_editable_get_text (entry),
                              &error))
    {
      g_autofree char *name = ts_start_page_dup_title (record);
      /* Translators: the first %s is a saved game's name, the second why it keeps it. */
      g_autofree char *message = g_strdup_printf (_("“%s” could not be renamed: %s"), name,
                                                  error->message);

      ts_start_page_add_toast (self, message);
      return;
    }
  renamed = ts_record_info_read (ts_record_info_get_file (record), NULL, NULL);
  g_list_store_splice (self->recent, position, 1, (gpointer *) &renamed, 1);
  ts_start_page_update_resume (self);
  ts_start_page_update_list (self);
  focus_record (self, renamed);
}

/* The name may not be blank: Rename waits for one. */
static void
rename_entry_changed_cb (GtkEditable      *entry,
                         AdwMessageDialog *dialog)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  adw_message_dialog_set_response_enabled (dialog, "rename", *name != '\0');
}

static void
rename_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsStartPage *self = TS_START_PAGE (widget);
  const char *uri = g_variant_get_string (parameter, NULL);
  TsRecordInfo *record = ts_start_page_find (self, uri, NULL);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autofree char *name = NULL;
  GtkWidget *dialog;
  GtkWidget *entry;

  if (record == NULL || ts_record_info_get_kind (record) != TS_RECORD_INFO_GAME)
    return;
  name = ts_start_page_dup_title (record);

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Rename Saved Game"), NULL);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "rename", _("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "ts-entry", entry);
  g_object_set_data_full (G_OBJECT (dialog), "ts-uri", g_strdup (uri), g_free);
  g_signal_connect_object (entry, "changed", G_CALLBACK (rename_entry_changed_cb), dialog, 0);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  /* The name is what is typed next. */
  gtk_widget_grab_focus (entry);
}

/* The row's menu (Rename for a game, Delete) and the Delete key on the row. */
void
ts_start_page_saved_add_row_actions (TsStartPage  *self,
                                     GtkWidget    *row,
                                     TsRecordInfo *record)
{
  g_autofree char *uri = g_file_get_uri (ts_record_info_get_file (record));
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenuItem) item = NULL;
  g_autofree char *name = ts_start_page_dup_title (record);
  /* Translators: the accessible name of a saved game's menu button; %s is its name. */
  g_autofree char *label = g_strdup_printf (_("Actions for “%s”"), name);
  GtkEventController *controller;
  GtkShortcut *shortcut;
  GtkWidget *button;

  if (ts_record_info_get_kind (record) == TS_RECORD_INFO_GAME)
    {
      item = g_menu_item_new (_("_Rename…"), NULL);
      g_menu_item_set_action_and_target_value (item, "saved.rename", g_variant_new_string (uri));
      g_menu_append_item (menu, item);
      g_clear_object (&item);
    }
  item = g_menu_item_new (_("_Delete"), NULL);
  g_menu_item_set_action_and_target_value (item, "saved.delete", g_variant_new_string (uri));
  g_menu_append_item (menu, item);

  button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  ts_lazy_menu_set_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  ts_tooltip_set (button, _("Rename or delete"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

  controller = gtk_shortcut_controller_new ();
  shortcut = gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Delete,
                                                                                    0),
                                                            gtk_keyval_trigger_new (
                                                                GDK_KEY_KP_Delete, 0)),
                               gtk_named_action_new ("saved.delete"));
  gtk_shortcut_set_arguments (shortcut, g_variant_new_string (uri));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
  gtk_widget_add_controller (row, controller);
}

void
ts_start_page_saved_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "saved.rename", "s", rename_action_cb);
  gtk_widget_class_install_action (widget_class, "saved.delete", "s", delete_action_cb);
}

/* The page goes (the window closes, the app quits): what waits for its toast is deleted. */
void
ts_start_page_saved_dispose (TsStartPage *self)
{
  if (self->deleted == NULL)
    return;
  for (guint i = 0; i < self->deleted->len; i++)
    {
      Deleted *deleted = g_ptr_array_index (self->deleted, i);

      g_signal_handlers_disconnect_by_data (deleted->toast, deleted);
      finish_delete (deleted);
      deleted_free (deleted);
    }
  g_clear_pointer (&self->deleted, g_ptr_array_unref);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-overrides-broken.h"

typedef struct
{
  TsComponentOverrides *overrides;
  GtkWidget *row;
  GtkWidget *button;
  TsOverridesReplaced replaced;
  gpointer user_data;
} Broken;

static void
broken_free (gpointer data)
{
  Broken *broken = data;

  g_clear_object (&broken->overrides);
  g_free (broken);
}

static void
replace_clicked_cb (GtkWidget *group)
{
  Broken *broken = g_object_get_data (G_OBJECT (group), "ts-overrides-broken");
  g_auto(GStrv) ids = ts_component_overrides_dup_ids (broken->overrides);
  g_autoptr(GError) error = NULL;

  /* After a failed load the object holds nothing: saving it removes the file. */
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    ts_component_overrides_remove (broken->overrides, ids[i]);
  if (!ts_component_overrides_save (broken->overrides, NULL, &error))
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (broken->row), error->message);
      return;
    }
  gtk_widget_set_visible (group, FALSE);
  if (broken->replaced != NULL)
    broken->replaced (broken->user_data);
}

GtkWidget *
ts_overrides_broken_new (TsComponentOverrides *overrides,
                         const char           *title,
                         TsOverridesReplaced   replaced,
                         gpointer              user_data)
{
  GtkWidget *group = adw_preferences_group_new ();
  Broken *broken = g_new0 (Broken, 1);

  broken->overrides = g_object_ref (overrides);
  broken->replaced = replaced;
  broken->user_data = user_data;
  broken->row = ts_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (broken->row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (broken->row), title);
  gtk_widget_set_name (broken->row, "broken-file");
  adw_action_row_set_icon_name (ADW_ACTION_ROW (broken->row), "dialog-warning-symbolic");
  /* Translators: replaces a user's broken file of corrections with none */
  broken->button = gtk_button_new_with_mnemonic (_("_Replace With Shipped Values"));
  gtk_widget_set_name (broken->button, "replace");
  gtk_widget_set_valign (broken->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (broken->button, "destructive-action");
  g_signal_connect_swapped (broken->button, "clicked", G_CALLBACK (replace_clicked_cb), group);
  adw_action_row_add_suffix (ADW_ACTION_ROW (broken->row), broken->button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), broken->row);
  g_object_set_data_full (G_OBJECT (group), "ts-overrides-broken", broken, broken_free);
  gtk_widget_set_visible (group, FALSE);
  return group;
}

void
ts_overrides_broken_show (GtkWidget  *group,
                          const char *reason)
{
  Broken *broken = g_object_get_data (G_OBJECT (group), "ts-overrides-broken");

  g_return_if_fail (broken != NULL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (broken->row), reason);
  gtk_widget_set_visible (group, TRUE);
}

GtkWidget *
ts_overrides_broken_get_button (GtkWidget *group)
{
  Broken *broken = g_object_get_data (G_OBJECT (group), "ts-overrides-broken");

  g_return_val_if_fail (broken != NULL, NULL);
  return broken->button;
}

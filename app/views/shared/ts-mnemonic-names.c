/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ts-mnemonic-names.h"
#include "ts-tooltip.h"

char *
ts_mnemonic_names_strip (const char *label)
{
  GString *out = g_string_sized_new (strlen (label));

  for (const char *p = label; *p != '\0'; p++)
    {
      /* "__" is a literal underscore; a single one marks the mnemonic. */
      if (*p == '_')
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static void name_button (GtkWidget *widget);

/* TRUE when the name given is the label as written, mnemonic and all ("_Remove Tile"): that
 * one is mended like a label's. */
static gboolean
label_is_name (GtkWidget  *widget,
               const char *label)
{
  g_autofree char *differs = gtk_test_accessible_check_property (
      GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label);

  return differs == NULL;
}

/* The label of a button or check button, as it is now: named again when it changes. */
static void
label_changed_cb (GtkWidget  *widget,
                  GParamSpec *pspec)
{
  name_button (widget);
}

/* A button or check button is named after its label, without the mnemonic, once
 * ("Cancel Cancel" was the label property and the relation to the label inside joined). */
static void
name_button (GtkWidget *widget)
{
  const char *label = NULL;
  gboolean underline = FALSE;
  g_autofree char *name = NULL;

  if (GTK_IS_BUTTON (widget))
    {
      label = gtk_button_get_label (GTK_BUTTON (widget));
      underline = gtk_button_get_use_underline (GTK_BUTTON (widget));
    }
  else if (GTK_IS_CHECK_BUTTON (widget))
    {
      label = gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
      underline = gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget));
    }
  if (!g_object_get_data (G_OBJECT (widget), "ts-named"))
    {
      g_object_set_data (G_OBJECT (widget), "ts-named", GINT_TO_POINTER (TRUE));
      g_signal_connect (widget, "notify::label", G_CALLBACK (label_changed_cb), NULL);
    }
  if (label == NULL || *label == '\0')
    return;
  /* A name the app gave (“Castle space 3, …”) stays; only the label's is ours to write. */
  if (!g_object_get_data (G_OBJECT (widget), "ts-label-ours")
      && gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                           GTK_ACCESSIBLE_PROPERTY_LABEL)
      && !label_is_name (widget, label))
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget),
                                     GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      return;
    }
  g_object_set_data (G_OBJECT (widget), "ts-label-ours", GINT_TO_POINTER (TRUE));
  name = underline ? ts_mnemonic_names_strip (label) : g_strdup (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  /* GTK 4.8 joins the label property and the labelled-by relation a button keeps to its own
   * label: the name would be said twice. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* libadwaita 1.2's toast has a close button with an icon and no name (read as “GtkImage”).
 * (It stays a Tab stop: changing the widget while it is being mapped is not safe.) */
static void
name_toast_close (GtkWidget *widget)
{
  static GType toast_type = 0;

  if (toast_type == 0)
    toast_type = g_type_from_name ("AdwToastWidget");
  if (toast_type == 0 || gtk_button_get_label (GTK_BUTTON (widget)) != NULL
      || gtk_widget_get_parent (widget) == NULL
      || G_OBJECT_TYPE (gtk_widget_get_parent (widget)) != toast_type)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Close Notification"), -1);
}

static gboolean
map_hook (GSignalInvocationHint *hint,
          guint                  n_values,
          const GValue          *values,
          gpointer               data)
{
  GObject *object = g_value_get_object (&values[0]);

  if (GTK_IS_BUTTON (object) || GTK_IS_CHECK_BUTTON (object))
    name_button (GTK_WIDGET (object));
  if (GTK_IS_BUTTON (object))
    name_toast_close (GTK_WIDGET (object));
  /* A widget may take the focus after its tooltip was set; one described already follows
   * its tooltip, and keeps a description the app gave it since. */
  if (gtk_widget_get_has_tooltip (GTK_WIDGET (object))
      && g_object_get_data (object, "ts-described") == NULL)
    ts_tooltip_describe (GTK_WIDGET (object));
  return TRUE; /* stay installed */
}

void
ts_mnemonic_names_install (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      /* Mapping is when a widget is about to be seen, and so read out: a cheap type check
       * for every other widget. */
      /* The signal exists once the class does. */
      g_type_class_ref (GTK_TYPE_WIDGET);
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, map_hook, NULL,
                                  NULL);
      g_once_init_leave (&installed, 1);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Controls named by their row (issue 41)                                                  */

static GtkWidget *
find_list_view (GtkWidget *widget)
{
  if (GTK_IS_LIST_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list_view (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
row_title_changed_cb (AdwPreferencesRow *row,
                      GParamSpec        *pspec,
                      GtkWidget         *widget)
{
  const char *title = adw_preferences_row_get_title (row);
  g_autofree char *name = NULL;

  if (title == NULL || *title == '\0')
    return;
  name = adw_preferences_row_get_use_underline (row) ? ts_mnemonic_names_strip (title)
                                                     : g_strdup (title);
  if (GTK_IS_DROP_DOWN (widget))
    ts_mnemonic_names_drop_down (GTK_DROP_DOWN (widget), name);
  else if (widget == GTK_WIDGET (row))
    {
      /* A combo row: the row reads its title itself; the list it pops up is named too. */
      GtkWidget *list = find_list_view (widget);

      if (list != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        name, -1);
      return;
    }
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    name, -1);
  /* GTK 4.8 joins the name and the relation the row's activatable widget keeps to its title
   * (“Pigs Pigs”), or names nothing when the relation is to the row itself. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

void
ts_mnemonic_names_by_row (GtkWidget         *widget,
                          AdwPreferencesRow *row)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (ADW_IS_PREFERENCES_ROW (row));

  g_signal_connect_object (row, "notify::title", G_CALLBACK (row_title_changed_cb), widget,
                           G_CONNECT_DEFAULT);
  g_signal_connect_object (row, "notify::use-underline", G_CALLBACK (row_title_changed_cb),
                           widget, G_CONNECT_DEFAULT);
  row_title_changed_cb (row, NULL, widget);
}

#define DROP_DOWN_NAME "ts-drop-down-name"

static void
name_list_items (GtkWidget  *widget,
                 const char *said)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "GtkListItemWidget"))
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                        said, -1);
      name_list_items (child, said);
    }
}

/* The button of the drop-down: its name, then the item it shows when that is a string. */
static void
drop_down_selected_cb (GtkDropDown *drop_down,
                       GParamSpec  *pspec,
                       gpointer     user_data)
{
  const char *name = g_object_get_data (G_OBJECT (drop_down), DROP_DOWN_NAME);
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (drop_down));
  gpointer item = gtk_drop_down_get_selected_item (drop_down);
  g_autofree char *said = NULL;

  if (name == NULL || button == NULL)
    return;
  if (GTK_IS_STRING_OBJECT (item) && *gtk_string_object_get_string (item) != '\0')
    /* Translators: a drop-down read by a screen reader: what it chooses, then the choice
     * shown (“Kind: Monastery”) */
    said = g_strdup_printf (C_ ("drop-down", "%s: %s"), name,
                            gtk_string_object_get_string (item));
  else
    said = g_strdup (name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, said,
                                  -1);
  /* The item shown in the button is a widget that may take the focus too (the
   * drop-downs with a factory of their own): read alike, not as “GtkListItemWidget”. */
  name_list_items (button, said);
}

void
ts_mnemonic_names_drop_down (GtkDropDown *drop_down,
                             const char  *name)
{
  GtkWidget *list;

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  g_return_if_fail (name != NULL);

  if (g_object_get_data (G_OBJECT (drop_down), DROP_DOWN_NAME) == NULL)
    g_signal_connect (drop_down, "notify::selected-item", G_CALLBACK (drop_down_selected_cb),
                      NULL);
  g_object_set_data_full (G_OBJECT (drop_down), DROP_DOWN_NAME, g_strdup (name), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name, -1);
  /* GTK 4.8's drop-down: its toggle button, then its popover with the list. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && (list = find_list_view (child)) != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
  drop_down_selected_cb (drop_down, NULL, NULL);
}

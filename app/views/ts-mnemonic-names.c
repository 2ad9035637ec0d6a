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

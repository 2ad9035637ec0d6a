/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ts-mnemonic-names.h"

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

static void
fix_name (GtkWidget *widget)
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
  if (!underline || label == NULL || strchr (label, '_') == NULL)
    return;
  name = ts_mnemonic_names_strip (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static gboolean
map_hook (GSignalInvocationHint *hint,
          guint                  n_values,
          const GValue          *values,
          gpointer               data)
{
  GObject *object = g_value_get_object (&values[0]);

  if (GTK_IS_BUTTON (object) || GTK_IS_CHECK_BUTTON (object))
    fix_name (GTK_WIDGET (object));
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

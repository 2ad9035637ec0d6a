/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shortcuts window (Ctrl+?) fits a 1024x600 screen in every language Tableside ships
 * (issue 41: in Portuguese it asked for 1166 px, its close button off the screen). Its
 * sections are pages of one stack, as large as the largest, so the window's natural size is
 * that of its widest section: measured here, in each language, with the built translations
 * (TABLESIDE_LOCALEDIR) switched with LANGUAGE as a user does. A PNG of each in artifacts/. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ts-ui-test-util.h"

static void
check_fits (gconstpointer data)
{
  const char *language = data;
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *shot = g_strconcat ("shortcuts-window-", language, NULL);
  GtkWidget *window;
  int minimum, natural, minimum_height, natural_height;
  GSList *objects;

  ts_ui_test_use_language (language);
  builder = gtk_builder_new ();
  gtk_builder_set_translation_domain (builder, GETTEXT_PACKAGE);
  gtk_builder_add_from_resource (builder, RESOURCE_BASE "/ui/shell/ts-shortcuts-window.ui", &error);
  g_assert_no_error (error);
  window = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (window));
  /* The translations are in use: the title is not the English one but in English. */
  if (!g_str_equal (language, "en"))
    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), !=, "Keyboard Shortcuts");
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, natural, &minimum_height,
                      &natural_height, NULL, NULL);
  g_test_message ("%s: %d x %d (minimum %d x %d)", language, natural, natural_height, minimum,
                  minimum_height);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_free (ts_ui_test_save_png (window, shot));
  /* Each section's own width, to tell which one is the widest. */
  objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SECTION (l->data))
      {
        g_autofree char *name = NULL;
        g_autofree char *section_shot = NULL;
        int width;

        g_object_get (l->data, "section-name", &name, NULL);
        gtk_widget_measure (l->data, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
        g_test_message ("%s: section %s: %d", language, name, width);
        g_object_set (window, "section-name", name, NULL);
        section_shot = g_strconcat (shot, "-", name, NULL);
        g_free (ts_ui_test_save_png (window, section_shot));
        g_assert_cmpint (width, <=, 1024);
      }
  g_slist_free (objects);
  /* Its natural width is what it opens at: the whole window, its close button in it. */
  g_assert_cmpint (natural, <=, 1024);
  g_assert_cmpint (gtk_widget_get_width (window), <=, 1024);
  g_assert_cmpint (gtk_widget_get_height (window), <=, 600);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_bind_translations ();
  ts_ui_test_init (&argc, &argv);
  /* Without animations, the section switched to is drawn at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint i = 0; i < 4; i++)
    {
      const char *language = (const char *[]){ "pt", "pt_BR", "es", "en" }[i];
      g_autofree char *path = g_strdup_printf ("/ui/shortcuts-width/%s", language);

      g_test_add_data_func (path, language, check_fits);
    }
  return g_test_run ();
}

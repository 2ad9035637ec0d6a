/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <stdlib.h>

#include "ts-ui-test-util.h"
#include "ts-views.h"

static GtkCssProvider *dark_provider;

/* AdwApplication loads style.css and style-dark.css by itself; tests have no application. */
static void
dark_changed_cb (AdwStyleManager *manager)
{
  GdkDisplay *display = gdk_display_get_default ();

  gtk_style_context_remove_provider_for_display (display, GTK_STYLE_PROVIDER (dark_provider));
  if (adw_style_manager_get_dark (manager))
    gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (dark_provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
}

void
ts_ui_test_load_app_css (void)
{
  GtkCssProvider *provider;
  AdwStyleManager *manager = adw_style_manager_get_default ();

  if (dark_provider != NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/tableside/Tableside/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  dark_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (dark_provider,
                                       "/io/github/tableside/Tableside/style-dark.css");
  g_signal_connect (manager, "notify::dark", G_CALLBACK (dark_changed_cb), NULL);
  dark_changed_cb (manager);
}

static char *data_home;

static void
remove_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (
      file, G_FILE_ATTRIBUTE_STANDARD_NAME, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);

  for (;;)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;

      if (children == NULL || !g_file_enumerator_iterate (children, &info, &child, NULL, NULL)
          || info == NULL)
        break;
      remove_tree (child);
    }
  g_file_delete (file, NULL, NULL);
}

static void
remove_data_home (void)
{
  g_autoptr(GFile) dir = g_file_new_for_path (data_home);

  remove_tree (dir);
}

void
ts_ui_test_init (int    *argc,
                 char ***argv)
{
  /* What the widgets save (a scored sheet is kept in the games folder) goes to a folder of
   * this test run, never to the user's. */
  data_home = g_dir_make_tmp ("tableside-ui-data-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  atexit (remove_data_home);

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  ts_views_init ();
  /* The app icon lives in the views' resource, as the installed theme may not have it. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/tableside/Tableside/icons");
  ts_ui_test_load_app_css ();
}

void
ts_ui_test_spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
ts_ui_test_present_and_wait (GtkWindow *window)
{
  gtk_window_present (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
}

void
ts_ui_test_destroy_window (GtkWindow *window)
{
  gtk_window_destroy (window);
  ts_ui_test_spin ();
}

/* Renders @widget as it is on screen and keeps the PNG as a test artifact in
 * $G_TEST_BUILDDIR/artifacts (gtk-style.md §4.6). Returns the path. */
char *
ts_ui_test_save_png (GtkWidget  *widget,
                     const char *name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL
                                               ? g_getenv ("G_TEST_BUILDDIR")
                                               : ".",
                                           "artifacts", NULL);
  g_autofree char *file_name = g_strconcat (name, ".png", NULL);
  char *path = g_build_filename (dir, file_name, NULL);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  /* A widget changed since its last frame (a list filled from a worker thread) has no image
   * until its next frame: wait for it. */
  for (guint attempt = 0; attempt < 10 && node == NULL; attempt++)
    {
      if (attempt > 0)
        {
          gtk_test_widget_wait_for_draw (widget);
          snapshot = gtk_snapshot_new ();
        }
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  return path;
}

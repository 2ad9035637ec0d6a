/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "ts-history.h"
#include "ts-record-scan.h"
#include "ts-ui-test-util.h"
#include "ts-application.h"
#include "ts-window.h"
#include "ts-tooltip.h"

static TsApplication *app;

/* The real application, started as the binary starts it: its startup registers the views'
 * resources and AdwApplication then loads style.css and style-dark.css from them. Not unique,
 * so that tests running beside the app (or each other) each get their own startup. */
void
ts_ui_test_start_app (void)
{
  g_autoptr(GError) error = NULL;

  if (app != NULL)
    return;
  /* No thread making the first frame's fonts (ts-font-warm.c): the tests make their own
   * windows, never through the app's present(), so it would only take their CPU and still
   * run at exit. test-font-warm starts it itself. */
  g_setenv ("TABLESIDE_NO_FONT_WARM", "1", TRUE);
  app = ts_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app))
                               | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_application_get_is_remote (G_APPLICATION (app)));
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
ts_ui_test_init_isolated (int    *argc,
                          char ***argv)
{
  /* gtk_test_init() would not pass the option on: the steps are done here. */
  const char *data_dirs = g_getenv ("XDG_DATA_DIRS");
  g_auto(GStrv) icon_dirs = g_strsplit (data_dirs != NULL && *data_dirs != '\0'
                                            ? data_dirs
                                            : "/usr/local/share:/usr/share",
                                        ":", -1);

  /* GIO reads the MIME database's folders once, on first use: do it before they are
   * isolated, or theme icons (SVG) can no longer be recognised. */
  g_free (g_content_type_guess ("icon.svg", NULL, 0, NULL));
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  ts_ui_test_start_app ();
  /* The isolated data folders hide the icon theme the PNGs should show. */
  for (guint i = 0; icon_dirs[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (icon_dirs[i], "icons", NULL);

      gtk_icon_theme_add_search_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                      path);
    }
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
  ts_ui_test_start_app ();
  /* The app icon lives in the views' resource, as the installed theme may not have it. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/tableside/Tableside/icons");
}

void
ts_ui_test_bind_translations (void)
{
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");

  g_assert_nonnull (localedir);
  g_setenv ("LANGUAGE", "pt", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

void
ts_ui_test_use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  /* Setting the domain again drops gettext's cache of the previous language. */
  textdomain (GETTEXT_PACKAGE);
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

void
ts_ui_test_assert_file_starts_with (GFile      *file,
                                    const char *prefix)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_load_contents (file, NULL, &contents, &length, NULL, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (memcmp (contents, prefix, strlen (prefix)) == 0);
}

/* Renders @widget as it is on screen and keeps the PNG as a test artifact in
 * $G_TEST_BUILDDIR/artifacts (gtk-style.md §4.6). Returns the path. */
/* The pixels of @widget as it is drawn now. */
GBytes *
ts_ui_test_widget_pixels (GtkWidget *widget,
                          int       *width,
                          int       *height)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  guchar *data;

  *width = gtk_widget_get_width (widget);
  *height = gtk_widget_get_height (widget);
  gdk_paintable_snapshot (paintable, snapshot, *width, *height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, *width, *height));
  data = g_malloc ((gsize) *width * *height * 4);
  gdk_texture_download (texture, data, (gsize) *width * 4);
  return g_bytes_new_take (data, (gsize) *width * *height * 4);
}

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

  /* Only a widget on screen draws anything. A change that arrived after the window was
   * presented (the style manager's settings come over D-Bus, late on a loaded machine) can
   * leave a layout pending, and a widget waiting for its allocation draws nothing either:
   * let its surface lay out and draw a frame first. */
  g_assert_true (gtk_widget_get_mapped (widget));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (gtk_widget_get_native (widget)));
  ts_ui_test_spin ();
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
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

GtkWidget *
ts_ui_test_find_child (GtkWidget *root,
                       GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = ts_ui_test_find_child (child, type)) != NULL)
        return found;
    }
  return NULL;
}

GtkWindow *
ts_ui_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* (transfer none) */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (window))
        return GTK_WINDOW (window);
    }
  return NULL;
}

void
ts_ui_test_click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  ts_ui_test_spin ();
}

void
ts_ui_test_type_text (GtkWidget  *editable,
                      const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (editable), text);
  ts_ui_test_spin ();
}

GtkWidget *
ts_ui_test_show_at_bottom (GtkWidget *entry,
                           int        width,
                           int        height)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_widget_set_valign (entry, GTK_ALIGN_END);
  gtk_widget_set_vexpand (entry, TRUE);
  gtk_box_append (GTK_BOX (box), entry);
  /* A form that folds on a phone (TsFoldBox) would make the window as tall as it is at its
   * narrowest: GTK sizes a window's minimum height for its minimum width. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  return window;
}

GtkWidget *
ts_ui_test_find (GtkWidget    *root,
                 TsUiTestMatch match,
                 gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ts_ui_test_find (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_type (GtkWidget    *widget,
         gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static gboolean
is_named (GtkWidget    *widget,
          gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static gboolean
is_button (GtkWidget    *widget,
           gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* A menu's item: GTK makes a private GtkModelButton for each. */
static gboolean
is_menu_item (GtkWidget    *widget,
              gconstpointer text)
{
  g_autofree char *item = NULL;

  if (g_strcmp0 (G_OBJECT_TYPE_NAME (widget), "GtkModelButton") != 0)
    return FALSE;
  g_object_get (widget, "text", &item, NULL);
  return g_strcmp0 (item, text) == 0;
}

static gboolean
has_tooltip (GtkWidget    *widget,
             gconstpointer tooltip)
{
  return g_strcmp0 (ts_tooltip_get (widget), tooltip) == 0;
}

GtkWidget *
ts_ui_test_find_type (GtkWidget *root,
                      GType      type)
{
  return ts_ui_test_find (root, is_type, GSIZE_TO_POINTER (type));
}

guint
ts_ui_test_count_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;
  return n;
}

GtkWidget *
ts_ui_test_find_named (GtkWidget  *root,
                       const char *name)
{
  return ts_ui_test_find (root, is_named, name);
}

GtkWidget *
ts_ui_test_find_button (GtkWidget  *root,
                        const char *label)
{
  return ts_ui_test_find (root, is_button, label);
}

GtkWidget *
ts_ui_test_find_menu_item (GtkWidget  *root,
                           const char *text)
{
  return ts_ui_test_find (root, is_menu_item, text);
}

GtkWidget *
ts_ui_test_find_tooltip (GtkWidget  *root,
                         const char *tooltip)
{
  return ts_ui_test_find (root, has_tooltip, tooltip);
}

void
ts_ui_test_redraw (GtkWidget *window)
{
  gtk_widget_queue_resize (window);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
}

void
ts_ui_test_collect_labels (GtkWidget *widget,
                           GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ts_ui_test_collect_labels (child, out);
}

char *
ts_ui_test_labels (GtkWidget *widget)
{
  g_autoptr(GString) out = g_string_new (NULL);

  ts_ui_test_collect_labels (widget, out);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

gboolean
ts_ui_test_focus_in (GtkWindow *window,
                     GtkWidget *widget)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

static void
collect_mnemonics (GtkWidget  *widget,
                   GHashTable *seen)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget))
      && gtk_widget_is_sensitive (widget))
    {
      guint keyval = gtk_label_get_mnemonic_keyval (GTK_LABEL (widget));
      const char *label = gtk_label_get_label (GTK_LABEL (widget));
      const char *other = g_hash_table_lookup (seen, GUINT_TO_POINTER (keyval));

      /* One label per player (“_Name”) cycles between the players' fields: meant. */
      if (keyval != GDK_KEY_VoidSymbol && other != NULL && g_strcmp0 (other, label) != 0)
        g_error ("Alt+%s is the mnemonic of both “%s” and “%s”", gdk_keyval_name (keyval), other,
                 label);
      if (keyval != GDK_KEY_VoidSymbol)
        g_hash_table_insert (seen, GUINT_TO_POINTER (keyval), (gpointer) label);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_mnemonics (child, seen);
}

void
ts_ui_test_assert_mnemonics_unique (GtkWidget *widget)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  collect_mnemonics (widget, seen);
  g_assert_cmpuint (g_hash_table_size (seen), >, 0);
}

void
ts_ui_test_assert_buttons_named (GtkWidget *widget)
{
  GType type = G_OBJECT_TYPE (widget);

  if (GTK_IS_WINDOW_CONTROLS (widget))
    return;

  if (type == GTK_TYPE_BUTTON || type == GTK_TYPE_TOGGLE_BUTTON || type == GTK_TYPE_MENU_BUTTON)
    {
      const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                                                 : gtk_menu_button_get_label (
                                                     GTK_MENU_BUTTON (widget));
      const char *tooltip = ts_tooltip_get (widget);

      if (label == NULL && tooltip == NULL
          && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL)
          && !gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                                GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        g_error ("%s in %s (css name %s) has neither a label nor a tooltip",
                 G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)),
                 gtk_widget_get_css_name (gtk_widget_get_parent (widget)));
      /* A menu button's inner toggle is named by the menu button itself. */
      if (GTK_IS_MENU_BUTTON (widget))
        return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ts_ui_test_assert_buttons_named (child);
}

void
ts_ui_test_set_default_players (const char *const *names,
                                const char *const *colors)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tableside.Tableside");

  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GPtrArray) files = NULL;

  g_settings_set_strv (settings, "default-player-names", names);
  g_settings_set_strv (settings, "default-player-colors", colors);
  /* A new game proposes the newest saved game's players first: the test's games go (only
   * from the test's own data folder). */
  g_assert_true (g_str_has_prefix (g_file_peek_path (dir), g_get_tmp_dir ()));
  files = ts_record_scan_list (dir, NULL, NULL);
  for (guint i = 0; files != NULL && i < files->len; i++)
    g_assert_true (g_file_delete (g_ptr_array_index (files, i), NULL, NULL));
}

GtkWindow *
ts_ui_test_show_history (GtkWidget *history)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 500, 600);
  gtk_window_set_child (GTK_WINDOW (window), history);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* The scroll to the newest entry is drawn one frame later. */
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
  return GTK_WINDOW (window);
}

void
ts_ui_test_answer_history (GtkWidget  *history,
                           const char *label)
{
  GtkWindow *question = ts_history_get_question (TS_HISTORY (history));
  GtkWidget *button;

  g_assert_nonnull (question);
  button = ts_ui_test_find_button (GTK_WIDGET (question), label);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ts_ui_test_spin ();
  g_assert_null (ts_history_get_question (TS_HISTORY (history)));
}

GtkWindow *
ts_ui_test_show_alone (GtkWidget *child,
                       int        width,
                       int        height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  /* No title bar: the child gets exactly the size asked for. */
  gtk_window_set_decorated (window, FALSE);
  gtk_window_set_default_size (window, width, height);
  gtk_window_set_child (window, child);
  ts_ui_test_present_and_wait (window);
  return window;
}

gboolean
ts_ui_test_press_key_now (GtkWidget *widget,
                          guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

gboolean
ts_ui_test_press_key (GtkWidget *widget,
                      guint      keyval)
{
  gboolean handled = ts_ui_test_press_key_now (widget, keyval);

  ts_ui_test_spin ();
  return handled;
}

gboolean
ts_ui_test_press_at_focus (GtkWindow *window,
                           guint      keyval)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  gboolean handled = FALSE;

  g_assert_nonnull (focus);
  /* From the window down to the focus, then back up. */
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_insert (path, 0, w);
  for (int phase = 0; phase < 2 && !handled; phase++)
    for (guint k = 0; k < path->len && !handled; k++)
      {
        GtkWidget *w = g_ptr_array_index (path, phase == 0 ? k : path->len - 1 - k);
        g_autoptr(GListModel) list = gtk_widget_observe_controllers (w);

        for (guint c = 0; c < g_list_model_get_n_items (list) && !handled; c++)
          {
            g_autoptr(GtkEventController) ec = g_list_model_get_item (list, c);
            gboolean capture = gtk_event_controller_get_propagation_phase (ec)
                               == GTK_PHASE_CAPTURE;

            if (GTK_IS_EVENT_CONTROLLER_KEY (ec) && capture == (phase == 0))
              g_signal_emit_by_name (ec, "key-pressed", keyval, 0, 0, &handled);
          }
      }
  ts_ui_test_spin ();
  return handled;
}

void
ts_ui_test_tab (GtkWindow *window)
{
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  ts_ui_test_spin ();
}

static void
log_wide (GtkWidget *w,
          int        depth,
          int        limit)
{
  int min = 0;

  gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min < limit)
    return;
  g_test_message ("%*s%s (%s): min width %d", depth * 2, "", G_OBJECT_TYPE_NAME (w),
                  gtk_widget_get_name (w), min);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    log_wide (c, depth + 1, limit);
}

void
ts_ui_test_log_wide (GtkWidget *widget,
                     int        limit)
{
  log_wide (widget, 0, limit);
}

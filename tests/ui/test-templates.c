/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The template guard (gtk-style.md §4.5): every composite widget is built, shown and
 * finalized on the real GTK 4.8 / libadwaita 1.2, so a widget newer than 1.2, a misspelt
 * property or a missing template child fails here rather than at a user's table. */
#include <glib/gstdio.h>

#include "ts-application.h"
#include "ts-game-views.h"
#include "ts-preferences-window.h"
#include "ts-start-page.h"
#include "ts-action-row.h"
#include "ts-fit-sizes.h"
#include "ts-sticky-bin.h"
#include "ts-table-display.h"
#include "ts-wrap-bin.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"
#include "ts-tooltip.h"

static void
test_start_page (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = ts_start_page_new ();

  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &page);
  gtk_window_set_child (GTK_WINDOW (window), page);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  ts_ui_test_assert_buttons_named (window);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_null (page);
}

static void
test_preferences_window (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tableside.Tableside");
  TsPreferencesWindow *preferences = ts_preferences_window_new (settings);

  g_object_add_weak_pointer (G_OBJECT (preferences), (gpointer *) &preferences);
  ts_ui_test_present_and_wait (GTK_WINDOW (preferences));
  /* Only the colour drop-downs are ours here; libadwaita's own search toggle is unnamed. */
  for (guint i = 0; i < TS_PREFERENCES_N_PLAYERS; i++)
    g_assert_nonnull (ts_tooltip_get (
        GTK_WIDGET (ts_preferences_window_get_color_dropdown (preferences, i))));
  g_free (ts_ui_test_save_png (GTK_WIDGET (preferences), "preferences"));
  ts_ui_test_destroy_window (GTK_WINDOW (preferences));
  g_assert_null (preferences);
}

/* Show to the Table (issue 45): its window and its buttons named. */
static void
test_table_display (void)
{
  const char *names[] = { "Ana", "Bruno", NULL };
  g_autoptr(JsonArray) players = ts_ui_test_players_new (names);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_new (ts_games_lookup ("kingsburg"), "Test", players, NULL,
                                           NULL, &error);
  TsTableDisplay *display;

  g_assert_no_error (error);
  display = ts_table_display_new (match);
  g_object_add_weak_pointer (G_OBJECT (display), (gpointer *) &display);
  ts_ui_test_present_and_wait (GTK_WINDOW (display));
  ts_ui_test_assert_buttons_named (GTK_WIDGET (display));
  ts_ui_test_destroy_window (GTK_WINDOW (display));
  g_assert_null (display);
}

static void
test_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GError) error = NULL;
  GSList *objects;
  GObject *overlay;

  gtk_builder_add_from_resource (builder, "/io/github/tableside/Tableside/ui/shell/ts-shortcuts-window.ui",
                                 &error);
  g_assert_no_error (error);
  overlay = gtk_builder_get_object (builder, "help_overlay");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  ts_ui_test_present_and_wait (GTK_WINDOW (overlay));
  g_free (ts_ui_test_save_png (GTK_WIDGET (overlay), "help-overlay"));

  objects = gtk_builder_get_objects (builder);
  /* Every row shows keys: each of its accelerators parses ("a...z" is a range of two). A row
   * that names an action gets its keys from the application's accelerators when the window
   * is the application's help overlay: only the app., win. and window. actions have them,
   * so a row naming a page's action would show no keys at all. */
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *action = NULL;
      g_autofree char *accel = NULL;
      g_autofree char *title = NULL;
      g_auto(GStrv) keys = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "action-name", &action, "accelerator", &accel, "title", &title,
                    NULL);
      g_assert_nonnull (accel);
      keys = g_strsplit_set (accel, " .", -1);
      for (guint i = 0; keys[i] != NULL; i++)
        if (*keys[i] != '\0' && !gtk_accelerator_parse (keys[i], NULL, NULL))
          g_error ("“%s” shows keys that do not parse: %s", title, accel);
      g_assert_cmpuint (g_strv_length (keys), >, 0);
      if (action != NULL && !g_str_has_prefix (action, "app.") && !g_str_has_prefix (action, "win.")
          && !g_str_has_prefix (action, "window."))
        g_error ("“%s” names the page action %s: its keys would be blanked", title, action);
    }

  /* Every shortcut the app binds is in the overlay, with the keys it really has. */
  for (const TsShortcut *shortcut = ts_application_get_shortcuts (); shortcut->action != NULL;
       shortcut++)
    {
      gboolean found = FALSE;

      for (GSList *l = objects; l != NULL; l = l->next)
        {
          g_autofree char *action = NULL;
          g_autofree char *accel = NULL;

          if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
            continue;
          g_object_get (l->data, "action-name", &action, "accelerator", &accel, NULL);
          if (g_strcmp0 (action, shortcut->action) == 0)
            {
              g_assert_cmpstr (accel, ==, shortcut->accel);
              found = TRUE;
            }
          else if (action == NULL && g_strcmp0 (accel, shortcut->accel) == 0)
            found = TRUE;
        }
      if (!found)
        g_error ("%s (%s) is missing from the help overlay", shortcut->action, shortcut->accel);
    }

  /* A section per game, named by its id: the window opens on the section of the game shown.
   * Without animations, the section switched to is drawn at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  {
    guint n_views;
    const TsGameView *const *views = ts_game_views_get_all (&n_views);

    for (guint i = 0; i < n_views; i++)
      {
        gboolean found = FALSE;

        for (GSList *l = objects; l != NULL; l = l->next)
          {
            g_autofree char *name = NULL;

            if (!GTK_IS_SHORTCUTS_SECTION (l->data))
              continue;
            g_object_get (l->data, "section-name", &name, NULL);
            found |= g_strcmp0 (name, views[i]->module->id) == 0;
          }
        if (!found)
          g_error ("the help overlay has no section for %s", views[i]->module->id);
        g_object_set (overlay, "section-name", views[i]->module->id, NULL);
        {
          g_autofree char *shot = g_strconcat ("help-overlay-", views[i]->module->id, NULL);

          g_free (ts_ui_test_save_png (GTK_WIDGET (overlay), shot));
        }
        /* Its sections are pages of one stack, as large as the largest: it fits them all. */
        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (overlay)), <=, 1024);
        g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (overlay)), <=, 600);
      }
  }
  g_slist_free (objects);
  ts_ui_test_destroy_window (GTK_WINDOW (overlay));
}

static void
render_window (const char  *name,
               int          width,
               int          height,
               AdwColorScheme scheme)
{
  TsWindow *window = ts_window_new (NULL);
  g_autofree char *path = NULL;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  ts_ui_test_assert_buttons_named (GTK_WIDGET (window));

  /* The window must really fit: nothing may force it past the size asked for. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, height);

  path = ts_ui_test_save_png (GTK_WIDGET (window), name);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_test_message ("rendered %s", path);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_window_render (void)
{
  render_window ("window-1024x600-light", 1024, 600, ADW_COLOR_SCHEME_FORCE_LIGHT);
  render_window ("window-1024x600-dark", 1024, 600, ADW_COLOR_SCHEME_FORCE_DARK);
  render_window ("window-360x600-light", 360, 600, ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/* Issue 29: the entry forms' bin keeps the height of its tallest form, at the top, so that a
 * shorter form leaves the table above it where it was. */
static void
test_sticky_bin (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *table = gtk_label_new ("table");
  GtkWidget *bin = ts_sticky_bin_new ();
  GtkWidget *tall = gtk_label_new (NULL);
  GtkWidget *short_form = gtk_label_new (NULL);
  graphene_point_t at;
  int tall_height, table_height;

  gtk_widget_set_size_request (tall, 200, 120);
  gtk_widget_set_size_request (short_form, 200, 30);
  gtk_widget_set_vexpand (table, TRUE);
  gtk_box_append (GTK_BOX (box), table);
  gtk_box_append (GTK_BOX (box), bin);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 400);
  adw_bin_set_child (ADW_BIN (bin), tall);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  tall_height = gtk_widget_get_height (bin);
  table_height = gtk_widget_get_height (table);
  g_assert_cmpint (tall_height, ==, 120);

  adw_bin_set_child (ADW_BIN (bin), short_form);
  gtk_widget_queue_resize (window);
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
  g_assert_cmpint (gtk_widget_get_height (bin), ==, tall_height);
  g_assert_cmpint (gtk_widget_get_height (table), ==, table_height);
  g_assert_cmpint (gtk_widget_get_height (short_form), ==, 30);
  g_assert_true (gtk_widget_compute_point (short_form, bin, &GRAPHENE_POINT_INIT (0, 0), &at));
  g_assert_cmpfloat (at.y, ==, 0);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}


/* Issue 29: a wrapping label in a TsWrapBin is asked its width for no height (GtkLabel
 * answers a width-for-height request with two binary searches of layouts), and still wraps
 * in full where its row is narrow. */
static void
test_wrap_bin (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new ("eight workers and three silver coins to pay with");
  GtkWidget *bin = ts_wrap_bin_new (label);
  int bin_min, bin_nat, free_min, free_nat, label_min, label_nat, needed;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (bin, TRUE);
  g_assert_true (adw_bin_get_child (ADW_BIN (bin)) == label);
  g_assert_cmpint (gtk_widget_get_request_mode (bin), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);

  /* One line's height: the label alone asks for its whole width; the bin for its width with
   * no height, the longest word at least. */
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, 20, &label_min, &label_nat, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, 20, &bin_min, &bin_nat, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, -1, &free_min, &free_nat, NULL, NULL);
  g_assert_cmpint (bin_min, ==, free_min);
  g_assert_cmpint (bin_nat, ==, free_nat);
  g_assert_cmpint (label_min, >, bin_min);

  /* Narrow: it wraps over several lines, all of them shown. */
  gtk_box_append (GTK_BOX (row), bin);
  gtk_box_append (GTK_BOX (row), gtk_button_new_with_label ("End Turn"));
  gtk_window_set_child (GTK_WINDOW (window), row);
  gtk_window_set_default_size (GTK_WINDOW (window), 220, 40);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (label), &needed,
                      NULL, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (label), <, free_nat);
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))), >, 1);
  g_assert_cmpint (gtk_widget_get_height (label), >=, needed);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Issue 29: a board text's size, once found, is where the next search starts; another text,
 * box or starting size starts where it is asked to. */
static void
test_fit_sizes (void)
{
  g_autoptr(GtkWidget) widget = g_object_ref_sink (gtk_label_new (NULL));

  g_assert_cmpfloat (ts_fit_sizes_start (widget, "Watchtower", 40, 20, 12), ==, 12);
  ts_fit_sizes_found (widget, "Watchtower", 40, 20, 12, 8.5);
  g_assert_cmpfloat (ts_fit_sizes_start (widget, "Watchtower", 40, 20, 12), ==, 8.5);
  g_assert_cmpfloat (ts_fit_sizes_start (widget, "Warehouse", 40, 20, 12), ==, 12);
  g_assert_cmpfloat (ts_fit_sizes_start (widget, "Watchtower", 41, 20, 12), ==, 12);
  g_assert_cmpfloat (ts_fit_sizes_start (widget, "Watchtower", 40, 20, 13), ==, 13);
  g_assert_cmpfloat (ts_fit_sizes_start (widget, NULL, 40, 20, 12), ==, 12);

  /* A layout kept under its key is given back, the same one, to that widget only. */
  {
    g_autoptr(GtkWidget) other = g_object_ref_sink (gtk_label_new (NULL));
    g_autoptr(PangoLayout) made = gtk_widget_create_pango_layout (widget, "Watchtower");
    g_autoptr(PangoLayout) again = NULL;

    g_assert_null (ts_fit_sizes_lookup_layout (widget, "40 20\x1fWatchtower"));
    ts_fit_sizes_keep_layout (widget, "40 20\x1fWatchtower", made);
    again = ts_fit_sizes_lookup_layout (widget, "40 20\x1fWatchtower");
    g_assert_true (again == made);
    g_assert_null (ts_fit_sizes_lookup_layout (widget, "41 20\x1fWatchtower"));
    g_assert_null (ts_fit_sizes_lookup_layout (other, "40 20\x1fWatchtower"));
  }
}

/* The first label under @widget, depth first. */
static GtkWidget *
first_label (GtkWidget *widget)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = GTK_IS_LABEL (c) ? c : first_label (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Issue 29: a TsActionRow looks as an AdwActionRow does, wide (one line) and narrow (its
 * title and subtitle wrapped), its title box in a TsWrapBin. */
static void
test_action_row (void)
{
  const int widths[] = { 700, 180 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      GtkWidget *window = gtk_window_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      GtkWidget *rows[2] = { adw_action_row_new (), ts_action_row_new () };
      GtkWidget *title_label;
      GBytes *pixels[2] = { NULL, NULL };
      int width[2], height[2];

      for (guint i = 0; i < 2; i++)
        {
          GtkWidget *list = gtk_list_box_new ();

          gtk_widget_add_css_class (list, "boxed-list");
          /* Nothing selected or focused: only what the rows draw differs. */
          gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
          gtk_widget_set_can_focus (list, FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows[i]), "Carcassonne");
          adw_action_row_set_subtitle (ADW_ACTION_ROW (rows[i]),
                                       "Carcassonne · Check the final score of a game you did "
                                       "not track");
          adw_action_row_add_suffix (ADW_ACTION_ROW (rows[i]),
                                     gtk_image_new_from_icon_name ("go-next-symbolic"));
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (rows[i]), TRUE);
          gtk_list_box_append (GTK_LIST_BOX (list), rows[i]);
          gtk_box_append (GTK_BOX (box), list);
        }
      gtk_window_set_default_size (GTK_WINDOW (window), widths[w], -1);
      /* Away from the pointer, which would light the row under it. */
      gtk_widget_set_margin_top (box, 200);
      gtk_window_set_child (GTK_WINDOW (window), box);
      ts_ui_test_present_and_wait (GTK_WINDOW (window));

      for (guint i = 0; i < 2; i++)
        pixels[i] = ts_ui_test_widget_pixels (rows[i], &width[i], &height[i]);
      g_assert_cmpint (width[0], ==, width[1]);
      g_assert_cmpint (height[0], ==, height[1]);
      g_assert_true (g_bytes_equal (pixels[0], pixels[1]));
      if (widths[w] < 300)
        g_assert_cmpint (height[0], >, 70); /* wrapped */
      g_bytes_unref (pixels[0]);
      g_bytes_unref (pixels[1]);

      /* The title's label is in the title box, in the bin. */
      title_label = first_label (rows[1]);
      g_assert_nonnull (title_label);
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (title_label)), ==, "Carcassonne");
      g_assert_true (TS_IS_WRAP_BIN (gtk_widget_get_parent (gtk_widget_get_parent (title_label))));
      ts_ui_test_destroy_window (GTK_WINDOW (window));
    }
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/templates/start-page", test_start_page);
  g_test_add_func ("/ui/templates/preferences-window", test_preferences_window);
  g_test_add_func ("/ui/templates/help-overlay", test_help_overlay);
  g_test_add_func ("/ui/templates/table-display", test_table_display);
  g_test_add_func ("/ui/templates/window-render", test_window_render);
  g_test_add_func ("/ui/templates/sticky-bin", test_sticky_bin);
  g_test_add_func ("/ui/templates/wrap-bin", test_wrap_bin);
  g_test_add_func ("/ui/templates/fit-sizes", test_fit_sizes);
  g_test_add_func ("/ui/templates/action-row", test_action_row);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's table page on a phone held upright, in touch mode (issue 54): in a 360 x 720
 * window whose toplevel has the CSS class "touch", the page asks no more than 360 px of
 * width, the map's cells are a finger's size (44 px at the least), and no clickable target
 * of the page (the map, the supply's rows, Farms, the rows of what fits, the palette's tiles
 * and its search line, Turn, Place, the figures' rows) is under 44 x 44 px. Run on records
 * of the corpus at each stage: a tile to place, a tile to draw, a figure to place. */
#include <string.h>

#include <json-glib/json-glib.h>

#include "carcassonne/ts-carcassonne-map-private.h"
#include "carcassonne/ts-carcassonne-view.h"
#include "ts-tooltip.h"
#include "ts-ui-test-util.h"
#include "ts-ui-touch-util.h"
#include "ts-window.h"

#define PHONE_WIDTH 360
#define PHONE_HEIGHT 720

/* The corpus record @name with its last @drop entries taken away, in a file of its own. */
static GFile *
record_file (const char *name,
             guint       drop)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *dir = g_dir_make_tmp ("carcassonne-touch-XXXXXX", &error);
  g_autofree char *out = NULL;
  JsonObject *record;
  JsonArray *entries;

  g_assert_no_error (error);
  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  record = json_node_get_object (json_parser_get_root (parser));
  entries = json_object_get_array_member (record, "entries");
  for (guint i = 0; i < drop; i++)
    json_array_remove_element (entries, json_array_get_length (entries) - 1);
  if (json_object_has_member (record, "times"))
    json_object_remove_member (record, "times");
  out = g_build_filename (dir, name, NULL);
  json_generator_set_root (generator, json_parser_get_root (parser));
  json_generator_to_file (generator, out, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (out);
}

/* Lets the window's page transition (a crossfade from the start page) end. */
static void
settle (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (10 * 1000);
    }
}

static gboolean
is_label_with (GtkWidget    *widget,
               gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static void
check_record_in (const char *name,
                 guint       drop,
                 const char *form,
                 gboolean    touch)
{
  g_autoptr(GFile) file = record_file (name, drop);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_open (file, FALSE, NULL, &error);
  g_autoptr(GString) offenders = g_string_new (NULL);
  g_autofree char *png_name = NULL;
  GtkWindow *window;
  GtkWidget *page, *map;
  const char *const parts[] = { "carcassonne-table", "carcassonne-entry" };
  guint n_targets = 0, n_small;
  int min_width = 0;
  double scale;

  g_assert_no_error (error);
  window = GTK_WINDOW (ts_window_new (NULL));
  ts_ui_touch_set (window, touch);
  gtk_window_set_default_size (window, PHONE_WIDTH, PHONE_HEIGHT);
  ts_window_show_match (TS_WINDOW (window), match);
  page = ts_ui_test_find_child (GTK_WIDGET (window), TS_TYPE_CARCASSONNE_VIEW);
  g_assert_nonnull (page);
  ts_ui_test_present_and_wait (window);
  settle (800);
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (page)), ==, form);
  /* The place form speaks of taps in touch mode, of keys too otherwise; on the phone its
   * words stand above its tile and buttons, whole. */
  if (g_str_equal (form, "place"))
    {
      GtkWidget *hint = ts_ui_test_find (page, is_label_with, touch ? "Tap a spot; Turn turns the tile; "
                                                             "tap it again or Place places it."
                                                           : "Tap a spot, or type its number or "
                                                             "press the arrows; Turn or R turns the "
                                                             "tile; a second tap, Place or Enter "
                                                             "places it.");

      g_assert_nonnull (hint);
      g_assert_true (gtk_orientable_get_orientation (GTK_ORIENTABLE (gtk_widget_get_ancestor (
                         gtk_widget_get_parent (hint), GTK_TYPE_BOX)))
                     == GTK_ORIENTATION_VERTICAL);
      g_assert_cmpint (gtk_widget_get_width (hint), >=, PHONE_WIDTH / 2);
    }

  /* The game's own parts first (the map and its side column; the entry forms, inside the
   * page's margins), then the whole window with the shell's header bar. */
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      GtkWidget *part = ts_ui_test_find_named (page, parts[i]);

      g_assert_nonnull (part);
      gtk_widget_measure (part, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      g_test_message ("%s (%s): %s minimum width %d", name, form, parts[i], min_width);
      if (min_width > PHONE_WIDTH - 24)
        ts_ui_test_log_wide (part, PHONE_WIDTH - 80);
      g_assert_cmpint (min_width, <=, PHONE_WIDTH - 24);
    }

  if (touch)
    {
      /* The map's cells at the zoom shown: a finger's size. */
      map = ts_ui_test_find_child (page, TS_TYPE_CARCASSONNE_MAP);
      g_assert_nonnull (map);
      g_object_get (map, "scale", &scale, NULL);
      g_test_message ("%s: the map's cells are %.0f px", name, scale);
      g_assert_cmpfloat (scale, >=, TS_UI_TOUCH_TARGET);
      g_assert_cmpint (gtk_widget_get_height (map), >=, 3 * TS_UI_TOUCH_TARGET);

      n_small = ts_ui_touch_count_small (page, TS_UI_TOUCH_TARGET, offenders, &n_targets);
      png_name = g_strdup_printf ("carcassonne-touch-%s-%s", form, name);
      g_free (ts_ui_test_save_png (GTK_WIDGET (window), png_name));
      g_test_message ("%s (%s): %u targets, %u under %d x %d:\n%s", name, form, n_targets, n_small,
                      TS_UI_TOUCH_TARGET, TS_UI_TOUCH_TARGET, offenders->str);
      if (n_small > 0)
        g_printerr ("%s (%s): targets under %d x %d px:\n%s", name, form, TS_UI_TOUCH_TARGET,
                    TS_UI_TOUCH_TARGET, offenders->str);
      /* The map, the header's and the forms' buttons, the rows at least. */
      g_assert_cmpuint (n_targets, >, 8);
      g_assert_cmpuint (n_small, ==, 0);

    }
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL,
                      NULL, NULL);
  g_test_message ("%s (%s): window minimum width %d, width %d", name, form, min_width,
                  gtk_widget_get_width (GTK_WIDGET (window)));
  if (min_width > PHONE_WIDTH)
    ts_ui_test_log_wide (GTK_WIDGET (window), PHONE_WIDTH - 40);
  g_assert_cmpint (min_width, <=, PHONE_WIDTH);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, PHONE_WIDTH);

  /* Out of touch mode and back: a finger's size again. */
  if (touch)
    {
      ts_ui_touch_set (window, FALSE);
      ts_carcassonne_map_fit (TS_CARCASSONNE_MAP (map));
      ts_ui_test_redraw (GTK_WIDGET (window));
      ts_ui_touch_set (window, TRUE);
      ts_ui_test_redraw (GTK_WIDGET (window));
      g_object_get (map, "scale", &scale, NULL);
      g_assert_cmpfloat (scale, >=, TS_UI_TOUCH_TARGET);
    }
  ts_ui_test_destroy_window (window);
}

static void
check_record (const char *name,
              guint       drop,
              const char *form)
{
  check_record_in (name, drop, form, TRUE);
}

/* The same phone without touch mode (a mouse, a keyboard): as narrow. */
static void
test_place_no_touch (void)
{
  check_record_in ("carcassonne-2p-in-progress.json", 0, "place", FALSE);
}

static void
test_place (void)
{
  check_record ("carcassonne-2p-in-progress.json", 0, "place");
}

static void
test_draw (void)
{
  check_record ("carcassonne-2p-in-progress.json", 1, "draw");
}

static void
test_figure (void)
{
  check_record ("carcassonne-5p-builder-pig-in-progress.json", 2, "figure");
}

static void
test_builder_second_tile (void)
{
  check_record ("carcassonne-5p-builder-pig-in-progress.json", 0, "place");
}

/* The map's click gesture, as GTK delivers a tap: released @n_press at (@x, @y). */
static void
tap (GtkWidget *map,
     int        n_press,
     double     x,
     double     y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (map);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        g_signal_emit_by_name (controller, "released", n_press, x, y);
    }
  ts_ui_test_spin ();
}

/* Issue 54, every action by a tap: Turn turns the drawn tile clockwise to the next way it
 * fits; one tap on a lit spot shows the tile there, the second press of a double click does
 * not place it, a tap of its own does. In touch mode, on the phone's page. */
static void
test_taps (void)
{
  g_autoptr(GFile) file = record_file ("carcassonne-2p-in-progress.json", 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_open (file, FALSE, NULL, &error);
  GtkWindow *window;
  GtkWidget *page, *map_widget, *turn;
  TsCarcassonneMap *map;
  int x0, y0, w, h;
  guint r0, rotation, fits, n;
  gboolean tapped = FALSE;

  g_assert_no_error (error);
  window = GTK_WINDOW (ts_window_new (NULL));
  ts_ui_touch_set (window, TRUE);
  gtk_window_set_default_size (window, PHONE_WIDTH, PHONE_HEIGHT);
  ts_window_show_match (TS_WINDOW (window), match);
  page = ts_ui_test_find_child (GTK_WIDGET (window), TS_TYPE_CARCASSONNE_VIEW);
  ts_ui_test_present_and_wait (window);
  settle (800);
  map_widget = ts_ui_test_find_child (page, TS_TYPE_CARCASSONNE_MAP);
  map = TS_CARCASSONNE_MAP (map_widget);
  n = ts_match_get_n_entries (match);

  /* Turn: clockwise, to the next rotation that fits where the tile is shown. */
  ts_carcassonne_map_get_cursor (map, &x0, &y0, &r0);
  fits = ts_carcassonne_map_fits_at (map, x0, y0);
  turn = ts_ui_test_find_button (page, "_Turn");
  g_assert_nonnull (turn);
  g_assert_nonnull (strstr (ts_tooltip_get (turn), "(R)"));
  ts_ui_test_click (turn);
  ts_carcassonne_map_get_cursor (map, NULL, NULL, &rotation);
  for (guint i = 1; i <= 4; i++)
    if (fits & (1u << ((r0 + i) % 4)))
      {
        g_assert_cmpuint (rotation, ==, (r0 + i) % 4);
        break;
      }
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);

  /* Another lit spot in sight: one tap shows the tile there. */
  w = gtk_widget_get_width (map_widget);
  h = gtk_widget_get_height (map_widget);
  for (guint i = 0; i < map->spots->len && !tapped; i++)
    {
      const TsCarcassonneSpot *spot = &g_array_index (map->spots, TsCarcassonneSpot, i);
      double px = (spot->x + 0.5 - map->view_x) * map->scale + w / 2.0;
      double py = (spot->y + 0.5 - map->view_y) * map->scale + h / 2.0;
      int cx, cy;

      if (spot->fits == 0 || (spot->x == x0 && spot->y == y0) || px < map->scale
          || px > w - map->scale || py < map->scale || py > h - map->scale)
        continue;
      tapped = TRUE;
      tap (map_widget, 1, px, py);
      ts_carcassonne_map_get_cursor (map, &cx, &cy, NULL);
      g_assert_cmpint (cx, ==, spot->x);
      g_assert_cmpint (cy, ==, spot->y);
      g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
      /* The second press of a double click there places nothing... */
      tap (map_widget, 2, px, py);
      g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
      /* ... a tap of its own places it, where it was shown. */
      tap (map_widget, 1, px, py);
      g_assert_cmpuint (ts_match_get_n_entries (match), ==, n + 1);
      g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (page)), ==, "figure");
    }
  g_assert_true (tapped);
  ts_ui_test_destroy_window (window);
}

/* Two fingers turning the tile (GtkGestureRotate's angle from its start, clockwise
 * positive): a quarter turn past 45°, another past 135°, back again turning back; a jitter
 * around the base turns nothing. */
static void
test_rotate_quarters (void)
{
  double base = 0;

  g_assert_cmpint (ts_carcassonne_map_rotate_quarters (&base, 0.3), ==, 0);
  g_assert_cmpint (ts_carcassonne_map_rotate_quarters (&base, -0.7), ==, 0);
  g_assert_cmpint (ts_carcassonne_map_rotate_quarters (&base, G_PI / 4 + 0.01), ==, 1);
  g_assert_cmpfloat (base, ==, G_PI / 2);
  /* Still short of the next quarter, and no going back for a small slip. */
  g_assert_cmpint (ts_carcassonne_map_rotate_quarters (&base, G_PI / 2 + 0.7), ==, 0);
  g_assert_cmpint (ts_carcassonne_map_rotate_quarters (&base, G_PI / 2 - 0.7), ==, 0);
  g_assert_cmpint (ts_carcassonne_map_rotate_quarters (&base, 3 * G_PI / 4 + 0.01), ==, 1);
  g_assert_cmpfloat (base, ==, G_PI);
  /* Turning back past 45° from there: a quarter back. */
  g_assert_cmpint (ts_carcassonne_map_rotate_quarters (&base, G_PI / 4 - 0.01), ==, -1);
  g_assert_cmpfloat (base, ==, G_PI / 2);
  /* A fast turn (three quarters at once) is three quarter turns, one per call. */
  base = 0;
  {
    int turns = 0, q;

    while ((q = ts_carcassonne_map_rotate_quarters (&base, 3 * G_PI / 2 + 0.1)) != 0)
      turns += q;
    g_assert_cmpint (turns, ==, 3);
  }
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/carcassonne/touch/place", test_place);
  g_test_add_func ("/ui/carcassonne/touch/draw", test_draw);
  g_test_add_func ("/ui/carcassonne/touch/figure", test_figure);
  g_test_add_func ("/ui/carcassonne/touch/builder-second-tile", test_builder_second_tile);
  g_test_add_func ("/ui/carcassonne/touch/place-without-touch", test_place_no_touch);
  g_test_add_func ("/ui/carcassonne/touch/rotate-quarters", test_rotate_quarters);
  g_test_add_func ("/ui/carcassonne/touch/taps", test_taps);
  return g_test_run ();
}

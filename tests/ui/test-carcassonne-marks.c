/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The players' marks on Carcassonne's map, so that no figure tells its player by colour
 * alone: on a figure's body in the ink that reads on its colour, beside a figure too small
 * to carry it, and on the map's figures, farms and scored features once the page gives the
 * marks (and nowhere without them). */
#include "config.h"

#include "carcassonne-ui-util.h"
#include "carcassonne/ts-carcassonne-map.h"
#include "carcassonne/ts-carcassonne-paint.h"
#include "ts-player-palette.h"
#include "ts-ui-pixels-util.h"
#include "ts-ui-test-util.h"

#define SIDE 80

/* @figure @size high at the surface's centre, in @color, with @mark. */
static cairo_surface_t *
draw_figure (GtkWidget  *widget,
             guint       figure,
             double      size,
             const char *color,
             const char *mark)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GdkRGBA rgba;

  g_assert_true (gdk_rgba_parse (&rgba, color));
  ts_carcassonne_paint_figure (snapshot, widget, figure, FALSE, SIDE / 2, SIDE / 2, size,
                               &rgba, mark);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  return ts_ui_pixels_of_node (node, SIDE, SIDE);
}

/* A follower big enough carries the mark on its body, in the ink its colour reads with (white
 * on red, black on yellow); without a mark its body is its colour alone. */
static void
test_on_figure (void)
{
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  const struct
  {
    const char *color;
    const char *mark;
  } cases[] = { { "#e01b24", "A" }, { "#f6d32d", "Br" } };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const char *color = cases[c].color;
      const char *ink = ts_player_palette_ink (color);
      g_autoptr(cairo_surface_t) marked
          = draw_figure (widget, TS_CARCASSONNE_FOLLOWER, 40, color, cases[c].mark);
      g_autoptr(cairo_surface_t) plain
          = draw_figure (widget, TS_CARCASSONNE_FOLLOWER, 40, color, NULL);

      /* The body under the head: from the arms down to where the legs part. */
      g_assert_cmpuint (ts_ui_pixels_count_near (marked, 32, 36, 16, 14, ink), >, 10);
      g_assert_cmpuint (ts_ui_pixels_count_near (plain, 32, 36, 16, 14, ink), ==, 0);
      g_assert_cmpuint (ts_ui_pixels_count_near (plain, 32, 36, 16, 14, color), ==, 16 * 14);
    }
  g_object_unref (widget);
}

/* A figure too small for its mark has it beside, in a disc of its colour to its right; a
 * figure without a mark draws nothing there. */
static void
test_beside_figure (void)
{
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  g_autoptr(cairo_surface_t) marked
      = draw_figure (widget, TS_CARCASSONNE_FOLLOWER, 10, "#3584e4", "C");
  g_autoptr(cairo_surface_t) plain
      = draw_figure (widget, TS_CARCASSONNE_FOLLOWER, 10, "#3584e4", NULL);
  /* Right of the figure, which is 10 px wide about the centre. */
  int x = SIDE / 2 + 6, y = SIDE / 2 - 8;

  g_assert_cmpuint (ts_ui_pixels_count_near (marked, x, y, 12, 12, "#3584e4"), >, 20);
  g_assert_cmpuint (ts_ui_pixels_count_near (plain, x, y, 12, 12, "#3584e4"), ==, 0);
  g_assert_cmpfloat (ts_carcassonne_paint_figure_reach (10), >, 10);
  g_assert_cmpfloat (ts_carcassonne_paint_figure_reach (40), ==, 40);
  g_object_unref (widget);
}

/* The map draws the marks it is given on its figures (and the farms), at the zoom it opens
 * at and zoomed out (beside them), and draws again as before once they are taken away. */
static void
test_map_marks (void)
{
  g_autofree TsCarcassonneState *state = cc_ui_state_new (4, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1212);
  g_auto(GStrv) marks = ts_player_marks (cc_ui_names, 4);
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window = ts_ui_test_show_alone (map, 640, 480);
  TsCarcassonneMap *m = TS_CARCASSONNE_MAP (map);

  while (state->n_tiles < 20 || state->stage != TS_CARCASSONNE_STAGE_PLACE)
    g_assert_true (cc_ui_step (state, rand));
  g_assert_cmpuint (state->n_figures, >, 0);
  g_assert_cmpstr (marks[0], ==, "A");
  ts_carcassonne_map_set_state (m, state, cc_ui_colors);
  for (guint farms = 0; farms < 2; farms++)
    for (guint zoomed_out = 0; zoomed_out < 2; zoomed_out++)
      {
        g_autoptr(cairo_surface_t) plain = NULL;
        g_autoptr(cairo_surface_t) marked = NULL;
        g_autoptr(cairo_surface_t) again = NULL;

        ts_carcassonne_map_set_farms (m, farms);
        ts_carcassonne_map_fit (m);
        if (zoomed_out)
          ts_carcassonne_map_zoom (m, 0.5);
        ts_carcassonne_map_set_marks (m, NULL);
        plain = ts_ui_pixels_of_widget (map);
        ts_carcassonne_map_set_marks (m, (const char *const *) marks);
        marked = ts_ui_pixels_of_widget (map);
        ts_carcassonne_map_set_marks (m, NULL);
        again = ts_ui_pixels_of_widget (map);
        g_assert_false (ts_ui_pixels_same (plain, marked));
        g_assert_true (ts_ui_pixels_same (plain, again));
      }
  ts_carcassonne_map_set_marks (m, (const char *const *) marks);
  ts_carcassonne_map_fit (m);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "carcassonne-map-marks"));
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  cc_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/carcassonne/marks/on-figure", test_on_figure);
  g_test_add_func ("/ui/carcassonne/marks/beside-figure", test_beside_figure);
  g_test_add_func ("/ui/carcassonne/marks/map", test_map_marks);

  return g_test_run ();
}

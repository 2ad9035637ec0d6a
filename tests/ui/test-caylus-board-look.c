/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsCaylusBoard's look kept cheap to paint and steady: the cards beyond the Provost faded by a
 * veil to the pixels an opacity made, and the Guild Bridge and the Worksite as wide before
 * anyone placed as after everyone passed. */
#include "config.h"

#include <string.h>

#include "caylus-board-ui-util.h"
#include "ts-caylus-board.h"
#include "ts-caylus-card.h"
#include "ts-ui-pixels-util.h"
#include "ts-ui-test-util.h"

/* @widget's pixels over the window's background colour, as on the board. */
static cairo_surface_t *
pixels_on_background (GtkWidget *widget)
{
  g_autoptr(cairo_surface_t) own = ts_ui_pixels_of_widget (widget);
  int width = cairo_image_surface_get_width (own), height = cairo_image_surface_get_height (own);
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (out);
  GdkRGBA bg;

  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (widget),
                                                 "window_bg_color", &bg));
  gdk_cairo_set_source_rgba (cr, &bg);
  cairo_paint (cr);
  cairo_set_source_surface (cr, own, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  return out;
}

/* A card beyond the Provost is faded half way to the board's background, as an opacity of
 * 0.5 did, with no opacity node (GTK 4.8's cairo renderer draws each through a surface); in
 * the light style and the dark. */
static void
test_beyond_faded (gconstpointer dark)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  g_autoptr(cairo_surface_t) faded = NULL, plain = NULL;
  GtkWidget *nine;
  GdkRGBA bg;
  const guint8 *f, *p;
  int width, height, stride;
  guint near = 0, changed = 0;

  ts_ui_test_force_dark (GPOINTER_TO_INT (dark));
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  nine = road_card (board, 9);
  g_assert_true (gtk_widget_has_css_class (nine, "cy-beyond"));
  ts_ui_test_redraw (GTK_WIDGET (window));
  {
    g_autoptr(GskRenderNode) node = ts_ui_pixels_widget_node (nine);
    g_autoptr(GskRenderNode) opacity = NULL;

    g_assert_nonnull (node);
    opacity = ts_ui_pixels_first_node (node, GSK_OPACITY_NODE);
    g_assert_null (opacity);
  }
  faded = pixels_on_background (nine);
  /* Nothing beyond the Provost at the end of the Road: the same card, not faded. */
  state->provost = 25;
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  g_assert_false (gtk_widget_has_css_class (nine, "cy-beyond"));
  ts_ui_test_redraw (GTK_WIDGET (window));
  plain = pixels_on_background (nine);

  width = cairo_image_surface_get_width (plain);
  height = cairo_image_surface_get_height (plain);
  g_assert_cmpint (cairo_image_surface_get_width (faded), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (faded), ==, height);
  stride = cairo_image_surface_get_stride (plain);
  f = cairo_image_surface_get_data (faded);
  p = cairo_image_surface_get_data (plain);
  gtk_style_context_lookup_color (gtk_widget_get_style_context (nine), "window_bg_color", &bg);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        /* ARGB32 in memory as B, G, R, A on this machine's byte order. */
        const double want[3] = { bg.blue * 255, bg.green * 255, bg.red * 255 };

        for (int c = 0; c < 3; c++)
          {
            int half = (int) ((p[y * stride + x * 4 + c] + want[c]) / 2 + 0.5);

            near += ABS (f[y * stride + x * 4 + c] - half) <= 2;
            changed += ABS (p[y * stride + x * 4 + c] - (int) (want[c] + 0.5)) > 8;
          }
      }
  /* The card draws something, and every channel of every pixel is half way. */
  g_assert_cmpuint (changed, >, 300);
  g_assert_cmpuint (near, ==, (guint) (width * height * 3));
  ts_ui_test_destroy_window (window);
  ts_ui_test_force_dark (FALSE);
}

static int
natural_width (GtkWidget *widget)
{
  int natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* The Guild Bridge and the Worksite keep their width as houses go up on the bridge and
 * workers on the Worksite: a card that widened would move every card after it. */
static void
test_steady_width (void)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  static const char *const marks[] = { "A", "B", "C", "D", NULL };
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  GtkWidget *bridge, *worksite;
  int bridge_width, worksite_width;

  ts_caylus_board_set_marks (TS_CAYLUS_BOARD (board), marks);
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  collect_cards (gtk_widget_get_last_child (board), cards);
  bridge = cards->pdata[TS_CAYLUS_N_PRINTED];
  worksite = spot_card (board, TS_CAYLUS_AT_WORKSITE);
  bridge_width = natural_width (bridge);
  worksite_width = natural_width (worksite);
  {
    g_autofree char *name = accessible_name (bridge);

    g_assert_cmpstr (name, ==, "Guild Bridge: nobody on it; below it: Ana, Bruno, Carla, Dan");
  }

  /* Everyone has passed, Carla's worker is on the Worksite. */
  caylus_board_plan (state);
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  {
    g_autofree char *name = accessible_name (bridge);
    g_autofree char *site = accessible_name (worksite);

    g_assert_cmpstr (name, ==, "Guild Bridge, in order: Ana, Bruno, Carla, Dan; none below it");
    g_assert_nonnull (strstr (site, "Carla's worker on space 1"));
  }
  g_assert_cmpint (natural_width (bridge), ==, bridge_width);
  g_assert_cmpint (natural_width (worksite), ==, worksite_width);
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  caylus_board_init (&argc, &argv);

  g_test_add_data_func ("/ui/caylus/board/beyond-faded", GINT_TO_POINTER (FALSE),
                        test_beyond_faded);
  g_test_add_data_func ("/ui/caylus/board/beyond-faded-dark", GINT_TO_POINTER (TRUE),
                        test_beyond_faded);
  g_test_add_func ("/ui/caylus/board/steady-width", test_steady_width);
  return g_test_run ();
}

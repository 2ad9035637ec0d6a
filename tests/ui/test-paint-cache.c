/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Drawings kept as pictures (ts-paint-cache.c): a look is drawn once and shown again from
 * its picture, pixel for pixel what the drawing makes; a new look, size or style is drawn
 * anew; and a space placed at a fraction of a pixel is drawn there, on the screen's grid. */
#include "ts-paint-cache.h"
#include "ts-ui-pixels-util.h"
#include "ts-ui-test-util.h"

#define TEST_TYPE_SPOT (test_spot_get_type ())
G_DECLARE_FINAL_TYPE (TestSpot, test_spot, TEST, SPOT, GtkWidget)

struct _TestSpot
{
  GtkWidget parent_instance;
  char *look; /* what the spot shows: its key */
};

G_DEFINE_FINAL_TYPE (TestSpot, test_spot, GTK_TYPE_WIDGET)

static guint drawn; /* how many times a spot was drawn, not taken from a picture */

/* A ring, a disc and a word: the drawings a board's spaces are made of. */
static void
draw_spot (GtkWidget   *widget,
           GtkSnapshot *snapshot)
{
  TestSpot *self = TEST_SPOT (widget);
  float w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, self->look);

  drawn++;
  cairo_arc (cr, w / 2, h / 2, MIN (w, h) / 2 - 3, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.2, 0.5, 0.8);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
  cairo_move_to (cr, 4, h / 3);
  cairo_set_source_rgb (cr, 1, 1, 1);
  pango_cairo_show_layout (cr, layout);
  cairo_destroy (cr);
}

static void
test_spot_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  ts_paint_cache_snapshot (widget, snapshot, TEST_SPOT (widget)->look, draw_spot);
}

static void
test_spot_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 60 : 50;
}

static void
test_spot_finalize (GObject *object)
{
  g_free (TEST_SPOT (object)->look);
  G_OBJECT_CLASS (test_spot_parent_class)->finalize (object);
}

static void
test_spot_class_init (TestSpotClass *klass)
{
  GTK_WIDGET_CLASS (klass)->snapshot = test_spot_snapshot;
  GTK_WIDGET_CLASS (klass)->measure = test_spot_measure;
  G_OBJECT_CLASS (klass)->finalize = test_spot_finalize;
}

static void
test_spot_init (TestSpot *self)
{
}

static GtkWidget *
spot_new (const char *look)
{
  TestSpot *spot = g_object_new (TEST_TYPE_SPOT, NULL);

  spot->look = g_strdup (look);
  return GTK_WIDGET (spot);
}

static void
set_look (GtkWidget  *spot,
          const char *look)
{
  g_free (TEST_SPOT (spot)->look);
  TEST_SPOT (spot)->look = g_strdup (look);
  gtk_widget_queue_draw (spot);
}

/* @node put @fx pixels to the right (GTK makes no transform for none). */
static GskRenderNode *
moved_by (GskRenderNode *node,
          float          fx)
{
  g_autoptr(GskTransform) by = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (fx, 0));

  return by != NULL ? gsk_transform_node_new (node, by) : gsk_render_node_ref (node);
}

/* What the spot's own drawing makes, not through a picture, at the same place in a pixel. */
static cairo_surface_t *
drawn_directly (GtkWidget *spot,
                float      fx)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) moved = NULL;
  cairo_surface_t *surface;
  guint counted = drawn;

  draw_spot (spot, snapshot);
  drawn = counted; /* not one of the page's drawings */
  node = gtk_snapshot_free_to_node (snapshot);
  moved = moved_by (node, fx);
  surface = ts_ui_pixels_of_node (moved, 62, 50);
  return surface;
}

/* What @spot shows, through its picture, put at @fx of a pixel as on the screen. */
static cairo_surface_t *
shown (GtkWidget *spot,
       float      fx)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (spot);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) moved = NULL;
  cairo_surface_t *surface;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (spot),
                          gtk_widget_get_height (spot));
  node = gtk_snapshot_free_to_node (snapshot);
  moved = moved_by (node, fx);
  surface = ts_ui_pixels_of_node (moved, 62, 50);
  g_object_unref (paintable);
  return surface;
}

static void
test_kept (void)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *fixed = gtk_fixed_new ();
  GtkWidget *a = spot_new ("Mine"), *b = spot_new ("Mine");
  guint before;

  gtk_fixed_put (GTK_FIXED (fixed), a, 0, 0);
  gtk_fixed_put (GTK_FIXED (fixed), b, 100, 0);
  adw_window_set_content (ADW_WINDOW (window), fixed);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 120);
  drawn = 0;
  before = ts_paint_cache_count ();
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* Two spots of one look, size and style on whole pixels: drawn once, one picture. */
  g_assert_cmpuint (drawn, ==, 1);
  g_assert_cmpuint (ts_paint_cache_count (), ==, before + 1);
  {
    g_autoptr(cairo_surface_t) seen = shown (b, 0);
    g_autoptr(cairo_surface_t) direct = drawn_directly (b, 0);

    g_assert_true (ts_ui_pixels_same (seen, direct));
  }

  /* Drawn again as it was: from the picture. */
  gtk_widget_queue_draw (a);
  ts_ui_test_redraw (window);
  g_assert_cmpuint (drawn, ==, 1);
  /* And as the same node: GTK compares drawings by identity, and paints nothing again. */
  {
    g_autoptr(GskRenderNode) first = ts_ui_pixels_own_drawing (a);
    g_autoptr(GskRenderNode) second = ts_ui_pixels_own_drawing (a);
    g_autoptr(GskRenderNode) other = ts_ui_pixels_own_drawing (b);

    g_assert_nonnull (first);
    g_assert_true (first == second);
    g_assert_true (first == other);
  }

  /* A new look is drawn; going back to the old one is not. */
  set_look (a, "Ship");
  ts_ui_test_redraw (window);
  g_assert_cmpuint (drawn, ==, 2);
  set_look (a, "Mine");
  ts_ui_test_redraw (window);
  g_assert_cmpuint (drawn, ==, 2);

  /* Another size is another picture. */
  gtk_widget_set_size_request (a, 70, 50);
  ts_ui_test_redraw (window);
  g_assert_cmpuint (drawn, ==, 3);

  /* Another style (dark) is another picture, for each spot's look. */
  ts_ui_test_force_dark (TRUE);
  ts_ui_test_redraw (window);
  g_assert_cmpuint (drawn, ==, 5);
  ts_ui_test_force_dark (FALSE);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_fraction (void)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *fixed = gtk_fixed_new ();
  GtkWidget *spot = spot_new ("Castle");

  /* A spot at a third of a pixel: its picture is drawn at that third, not blurred onto it
   * from a whole pixel. */
  gtk_fixed_put (GTK_FIXED (fixed), spot, 20.33, 0);
  adw_window_set_content (ADW_WINDOW (window), fixed);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 120);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  {
    graphene_point_t at;
    g_autoptr(cairo_surface_t) seen = NULL;
    g_autoptr(cairo_surface_t) direct = NULL;

    g_assert_true (gtk_widget_compute_point (spot, window, &GRAPHENE_POINT_INIT (0, 0), &at));
    g_assert_cmpfloat (at.x - floorf (at.x), >, 0.2);
    seen = shown (spot, at.x - floorf (at.x));
    direct = drawn_directly (spot, at.x - floorf (at.x));
    g_assert_true (ts_ui_pixels_same (seen, direct));
  }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Snapshots @spot with the look @look, straight through the cache; returns whether it was
 * drawn (not taken from a picture). */
static gboolean
drawn_for (GtkWidget  *spot,
           const char *look)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  guint before = drawn;
  GskRenderNode *node;

  ts_paint_cache_snapshot (spot, snapshot, look, draw_spot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_clear_pointer (&node, gsk_render_node_unref);
  return drawn > before;
}

static void
test_oldest_goes (void)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *spot = spot_new ("Mine");
  guint max = ts_paint_cache_max ();

  adw_window_set_content (ADW_WINDOW (window), spot);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* More looks than are kept: the count stops at the most. */
  for (guint i = 0; i < max + 10; i++)
    {
      g_autofree char *look = g_strdup_printf ("look %u", i);

      g_assert_true (drawn_for (spot, look));
      g_assert_cmpuint (ts_paint_cache_count (), <=, max);
    }
  g_assert_cmpuint (ts_paint_cache_count (), ==, max);
  /* Looks 10 and on are kept, 10 the one used longest ago. Used again, it is kept ahead of
   * the others: the next new look pushes out look 11 instead. */
  g_assert_false (drawn_for (spot, "look 10"));
  g_assert_true (drawn_for (spot, "a new look"));
  g_assert_false (drawn_for (spot, "look 10"));
  g_assert_true (drawn_for (spot, "look 11"));
  /* The first looks went. */
  g_assert_true (drawn_for (spot, "look 0"));
  g_assert_cmpuint (ts_paint_cache_count (), ==, max);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/paint-cache/kept", test_kept);
  g_test_add_func ("/ui/paint-cache/fraction", test_fraction);
  g_test_add_func ("/ui/paint-cache/oldest-goes", test_oldest_goes);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Nodes that GTK 4.8's cairo renderer draws slowly, kept off the table pages (style.css):
 * a border whose sides differ in colour (drawn through a mesh), a disabled entry button's
 * filter (a colour matrix, every pixel in floats) and a card's shadows (each through a clip
 * of its own). Each is drawn another way, to the same pixels or (the card's edge) nearly. */
#include "ts-ui-pixels-util.h"
#include "ts-ui-test-util.h"

typedef struct
{
  guint borders;
  guint drawn;     /* with a width on some side */
  guint one_sided; /* with a width on one side only */
} Borders;

static void
border_cb (GskRenderNode *node,
           gpointer       data)
{
  Borders *b = data;
  const GdkRGBA *colors = gsk_border_node_get_colors (node);
  const float *widths = gsk_border_node_get_widths (node);
  guint sides = 0;

  b->borders++;
  for (guint i = 0; i < 4; i++)
    sides += widths[i] > 0;
  if (sides == 0)
    return;
  b->drawn++;
  b->one_sided += sides == 1;
  for (guint i = 1; i < 4; i++)
    g_assert_true (gdk_rgba_equal (&colors[0], &colors[i]));
}

/* A boxed list's rows draw the line below them in one colour on all four sides, and that
 * line is still there (a width below, none elsewhere). */
static void
test_one_colour_borders (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  const char *const classes[] = { "boxed-list", "content" };
  g_autoptr(GskRenderNode) node = NULL;
  Borders b = { 0 };
  GtkWindow *window;

  for (guint c = 0; c < G_N_ELEMENTS (classes); c++)
    {
      GtkWidget *list = gtk_list_box_new ();

      gtk_widget_add_css_class (list, classes[c]);
      for (guint i = 0; i < 3; i++)
        {
          GtkWidget *row = adw_action_row_new ();

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Depot 2: castle");
          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
      gtk_box_append (GTK_BOX (box), list);
    }
  window = ts_ui_test_show_alone (box, 320, 400);
  ts_ui_test_redraw (GTK_WIDGET (window));

  node = ts_ui_pixels_widget_node (box);
  g_assert_nonnull (node);
  ts_ui_pixels_each_node (node, GSK_BORDER_NODE, border_cb, &b);
  /* Two rows of each list draw their line below; the last one none. */
  g_assert_cmpuint (b.one_sided, ==, 4);
  ts_ui_test_destroy_window (window);
}

static GtkWidget *
kind_button (gboolean turn_kind)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *count = gtk_label_new ("3");

  gtk_widget_add_css_class (count, "dim-label");
  gtk_box_append (GTK_BOX (inner), gtk_label_new ("Take a tile"));
  gtk_box_append (GTK_BOX (inner), count);
  gtk_button_set_child (GTK_BUTTON (button), inner);
  if (turn_kind)
    gtk_widget_add_css_class (button, "turn-kind");
  gtk_widget_set_sensitive (button, FALSE);
  return button;
}

/* A turn's kind button, disabled, is faded by an opacity: no colour matrix, and the pixels
 * of libadwaita's filter (a plain disabled button beside it). */
static void
test_disabled_fade (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *plain = kind_button (FALSE);
  GtkWidget *kind = kind_button (TRUE);
  g_autoptr(GBytes) plain_pixels = NULL, kind_pixels = NULL;
  const guint8 *a, *b;
  int w1, h1, w2, h2;
  GtkWindow *window;
  guint differ = 0;

  gtk_widget_set_halign (plain, GTK_ALIGN_START);
  gtk_widget_set_halign (kind, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), plain);
  gtk_box_append (GTK_BOX (box), kind);
  window = ts_ui_test_show_alone (box, 320, 200);
  ts_ui_test_redraw (GTK_WIDGET (window));

  /* The test sees the filter where it is. */
  g_assert_cmpuint (ts_ui_pixels_count_nodes (plain, GSK_COLOR_MATRIX_NODE), >=, 1);
  g_assert_cmpuint (ts_ui_pixels_count_nodes (kind, GSK_COLOR_MATRIX_NODE), ==, 0);
  g_assert_cmpuint (ts_ui_pixels_count_nodes (kind, GSK_OPACITY_NODE), ==, 1);

  plain_pixels = ts_ui_test_widget_pixels (plain, &w1, &h1);
  kind_pixels = ts_ui_test_widget_pixels (kind, &w2, &h2);
  g_assert_cmpint (w1, ==, w2);
  g_assert_cmpint (h1, ==, h2);
  a = g_bytes_get_data (plain_pixels, NULL);
  b = g_bytes_get_data (kind_pixels, NULL);
  /* The same to a unit of rounding in each channel. */
  for (gsize i = 0; i < (gsize) w1 * h1 * 4; i++)
    differ += ABS ((int) a[i] - (int) b[i]) > 1;
  g_assert_cmpuint (differ, ==, 0);
  ts_ui_test_destroy_window (window);
}

static void
ring_cb (GskRenderNode *node,
         gpointer       data)
{
  const float *widths = gsk_border_node_get_widths (node);
  const GskRoundedRect *outline = gsk_border_node_get_outline (node);

  /* The ring round the card's 100x40 box, a pixel wide, on every side. */
  if (outline->bounds.size.width == 102 && outline->bounds.size.height == 42)
    {
      for (guint i = 0; i < 4; i++)
        g_assert_cmpfloat (widths[i], ==, 1);
      (*(guint *) data)++;
    }
}

/* A table page's card is edged by a ring drawn as a border (an outline), not by shadows,
 * which GTK 4.8's cairo renderer draws through a clip of their own. */
static void
test_card_edge (void)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autoptr(GskRenderNode) node = NULL;
  GtkWindow *window;
  guint rings = 0;

  gtk_widget_add_css_class (page, "game-page");
  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_size_request (card, 100, 40);
  gtk_widget_set_halign (card, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (card, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (page), card);
  window = ts_ui_test_show_alone (page, 200, 100);
  ts_ui_test_redraw (GTK_WIDGET (window));

  g_assert_cmpuint (ts_ui_pixels_count_nodes (page, GSK_OUTSET_SHADOW_NODE), ==, 0);
  node = ts_ui_pixels_widget_node (page);
  ts_ui_pixels_each_node (node, GSK_BORDER_NODE, ring_cb, &rings);
  g_assert_cmpuint (rings, ==, 1);
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/paint-nodes/one-colour-borders", test_one_colour_borders);
  g_test_add_func ("/ui/paint-nodes/disabled-fade", test_disabled_fade);
  g_test_add_func ("/ui/paint-nodes/card-edge", test_card_edge);
  return g_test_run ();
}

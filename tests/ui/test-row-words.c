/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A row's words (TsRowWords) measure and look as a wrapping label (GtkLabel, word-char wrap)
 * does, at every width, and follow their text and their font. */
#include "ts-row-words.h"
#include "ts-ui-test-util.h"
#include "ts-wrap-bin.h"

#define LONG_TEXT "Depot 2: carpenter's workshop, discarding the ship · 2 workers"
/* A word wider than a narrow row: broken inside, not run past the row's end. */
#define LONG_WORD "Depot 2: Kohlenwasserstoffverbindungen, discarding the ship"

static GtkWidget *
wrapping_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  return label;
}

/* @widget drawn by its window's renderer, in its own size. */
static GdkTexture *
render (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  graphene_rect_t viewport;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  graphene_rect_init (&viewport, 0, 0, width, height);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &viewport);
}

static void
assert_same_pixels (GtkWidget *a,
                    GtkWidget *b)
{
  g_autoptr(GdkTexture) ta = render (a);
  g_autoptr(GdkTexture) tb = render (b);
  int width = gdk_texture_get_width (ta), height = gdk_texture_get_height (ta);
  g_autofree guchar *pa = g_malloc (width * height * 4);
  g_autofree guchar *pb = g_malloc (width * height * 4);

  g_assert_cmpint (gdk_texture_get_width (tb), ==, width);
  g_assert_cmpint (gdk_texture_get_height (tb), ==, height);
  gdk_texture_download (ta, pa, width * 4);
  gdk_texture_download (tb, pb, width * 4);
  g_assert_cmpmem (pa, width * height * 4, pb, width * height * 4);
}

/* At a window's width, a narrow one and a phone's, the words and the label: the same width
 * asked, the same height for every width, the same pixels. */
static void
test_as_label (void)
{
  static const int widths[] = { 600, 240, 120, 60 };

  for (guint i = 0; i < G_N_ELEMENTS (widths) * 2; i++)
    {
      const char *text = i % 2 == 0 ? LONG_TEXT : LONG_WORD;
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *words = ts_row_words_new (text);
      GtkWidget *label = wrapping_label (text);
      GtkWindow *window;
      int words_nat, label_nat, words_min, words_h, label_h;

      gtk_box_append (GTK_BOX (box), words);
      gtk_box_append (GTK_BOX (box), label);
      window = ts_ui_test_show_alone (box, widths[i / 2], 100);
      ts_ui_test_redraw (GTK_WIDGET (window));

      gtk_widget_measure (words, GTK_ORIENTATION_HORIZONTAL, -1, &words_min, &words_nat,
                          NULL, NULL);
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_nat, NULL, NULL);
      g_assert_cmpint (words_nat, ==, label_nat);
      g_assert_cmpint (words_min, >, 0);
      g_assert_cmpint (words_min, <, words_nat);
      /* GTK asks no width below the least. */
      for (int w = words_min; w <= words_nat + 20; w += 17)
        {
          gtk_widget_measure (words, GTK_ORIENTATION_VERTICAL, w, &words_h, NULL, NULL, NULL);
          gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, w, &label_h, NULL, NULL, NULL);
          g_assert_cmpint (words_h, ==, label_h);
        }
      g_assert_cmpint (gtk_widget_get_width (words), ==, gtk_widget_get_width (label));
      g_assert_cmpint (gtk_widget_get_height (words), ==, gtk_widget_get_height (label));
      /* Wrapped where the window is narrower than the line, on one line where it is not. */
      g_assert_cmpint (pango_layout_get_line_count (
                         ts_row_words_get_layout (TS_ROW_WORDS (words))), ==,
                       pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label))));
      if (widths[i / 2] < words_nat)
        g_assert_cmpint (gtk_widget_get_height (words), >, words_h);
      assert_same_pixels (words, label);
      ts_ui_test_destroy_window (window);
    }
}

/* The least width is the same for a short text and a long one: a floor for narrow windows, a
 * dozen characters' worth. */
static void
test_least (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *short_words = ts_row_words_new ("Pass");
  GtkWidget *long_words = ts_row_words_new (LONG_TEXT);
  GtkWidget *dozen = gtk_label_new (NULL);
  GtkWindow *window;
  int short_min, short_nat, long_min, dozen_min;

  gtk_label_set_width_chars (GTK_LABEL (dozen), TS_WRAP_LEAST_CHARS);
  gtk_box_append (GTK_BOX (box), short_words);
  gtk_box_append (GTK_BOX (box), long_words);
  gtk_box_append (GTK_BOX (box), dozen);
  window = ts_ui_test_show_alone (box, 400, 100);
  gtk_widget_measure (short_words, GTK_ORIENTATION_HORIZONTAL, -1, &short_min, &short_nat,
                      NULL, NULL);
  gtk_widget_measure (long_words, GTK_ORIENTATION_HORIZONTAL, -1, &long_min, NULL, NULL, NULL);
  gtk_widget_measure (dozen, GTK_ORIENTATION_HORIZONTAL, -1, &dozen_min, NULL, NULL, NULL);
  g_assert_cmpint (short_min, ==, long_min);
  g_assert_cmpint (short_nat, ==, short_min);
  /* Half an em a character: within a third of the font's own average. */
  g_assert_cmpint (long_min, >, dozen_min * 2 / 3);
  g_assert_cmpint (long_min, <, dozen_min * 4 / 3);
  ts_ui_test_destroy_window (window);
}

/* A new text, a larger font: measured and drawn anew. */
static void
test_follows (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *words = ts_row_words_new ("Take 2 workers");
  GtkWidget *label = wrapping_label ("Take 2 workers");
  GtkWindow *window;
  int before, after, label_nat;

  gtk_box_append (GTK_BOX (box), words);
  gtk_box_append (GTK_BOX (box), label);
  window = ts_ui_test_show_alone (box, 600, 100);
  ts_ui_test_redraw (GTK_WIDGET (window));
  gtk_widget_measure (words, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &before, NULL, NULL);

  ts_row_words_set_text (TS_ROW_WORDS (words), LONG_TEXT);
  gtk_label_set_text (GTK_LABEL (label), LONG_TEXT);
  g_assert_cmpstr (ts_row_words_get_text (TS_ROW_WORDS (words)), ==, LONG_TEXT);
  gtk_widget_measure (words, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &after, NULL, NULL);
  g_assert_cmpint (after, >, before);

  gtk_widget_add_css_class (words, "title-1");
  gtk_widget_add_css_class (label, "title-1");
  ts_ui_test_redraw (GTK_WIDGET (window));
  gtk_widget_measure (words, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &before, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &label_nat, NULL, NULL);
  g_assert_cmpint (before, >, after);
  g_assert_cmpint (before, ==, label_nat);
  assert_same_pixels (words, label);
  ts_ui_test_destroy_window (window);
}

/* Words with markup (a chip, a name in bold) wrap and draw as a label with that markup, and
 * read without their tags. */
static void
test_markup (void)
{
  static const char *markup =
    "Order: <span background=\"#3584e4\" foreground=\"#ffffff\"> A </span>Ana  "
    "<span weight=\"bold\" underline=\"single\">Bruno</span>  Carla  Daniel  Eva";
  static const int widths[] = { 600, 120 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *words = ts_row_words_new (NULL);
      GtkWidget *label = wrapping_label (NULL);
      GtkWindow *window;

      ts_row_words_set_markup (TS_ROW_WORDS (words), markup);
      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_box_append (GTK_BOX (box), words);
      gtk_box_append (GTK_BOX (box), label);
      window = ts_ui_test_show_alone (box, widths[i], 100);
      ts_ui_test_redraw (GTK_WIDGET (window));
      g_assert_cmpstr (ts_row_words_get_text (TS_ROW_WORDS (words)), ==,
                       "Order:  A Ana  Bruno  Carla  Daniel  Eva");
      g_assert_cmpstr (ts_row_words_get_markup (TS_ROW_WORDS (words)), ==, markup);
      g_assert_cmpint (gtk_widget_get_height (words), ==, gtk_widget_get_height (label));
      assert_same_pixels (words, label);
      /* Plain words again: no markup left. */
      ts_row_words_set_text (TS_ROW_WORDS (words), "Ana");
      g_assert_null (ts_row_words_get_markup (TS_ROW_WORDS (words)));
      ts_ui_test_destroy_window (window);
    }
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/row-words/as-label", test_as_label);
  g_test_add_func ("/ui/row-words/least", test_least);
  g_test_add_func ("/ui/row-words/follows", test_follows);
  g_test_add_func ("/ui/row-words/markup", test_markup);
  return g_test_run ();
}

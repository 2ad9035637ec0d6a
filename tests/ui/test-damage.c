/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 29: what a frame paints again. TsDamageBin paints its child as one box when many
 * parts of it changed, and leaves GTK to compare inside it when few did; the Castles of
 * Burgundy's board, shown again with nothing changed, draws nothing again. */
#include "config.h"

#include "burgundy/ts-burgundy-board-view.h"
#include "ts-burgundy.h"
#include "ts-damage-bin.h"
#include "ts-ui-pixels-util.h"
#include "ts-ui-test-util.h"

#define N_LABELS 12

/* @widget's render node as the last frame left it (GTK's cached nodes). */
static gboolean
find_clip (GskRenderNode   *node,
           graphene_rect_t *clip)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CLIP_NODE:
      /* The bin's clip is the one far outside it (the paintable adds one of its size). */
      if (gsk_clip_node_get_clip (node)->origin.x < -100)
        {
          *clip = *gsk_clip_node_get_clip (node);
          return TRUE;
        }
      return find_clip (gsk_clip_node_get_child (node), clip);
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        if (find_clip (gsk_container_node_get_child (node, i), clip))
          return TRUE;
      return FALSE;
    case GSK_TRANSFORM_NODE:
      return find_clip (gsk_transform_node_get_child (node), clip);
    case GSK_DEBUG_NODE:
      return find_clip (gsk_debug_node_get_child (node), clip);
    default:
      return FALSE;
    }
}

static graphene_rect_t
bin_clip (GtkWidget *window,
          GtkWidget *bin)
{
  g_autoptr(GskRenderNode) node = NULL;
  graphene_rect_t clip;

  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
  node = ts_ui_pixels_widget_node (bin);
  g_assert_nonnull (node);
  g_assert_true (find_clip (node, &clip));
  return clip;
}

static void
test_bin (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bin = ts_damage_bin_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *labels[N_LABELS];
  graphene_rect_t first, one, all, same;

  for (guint i = 0; i < N_LABELS; i++)
    {
      g_autofree char *text = g_strdup_printf ("space %u", i);

      labels[i] = gtk_label_new (text);
      /* Where it is, whatever its width: only its text changes. */
      gtk_widget_set_halign (labels[i], GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), labels[i]);
    }
  adw_bin_set_child (ADW_BIN (bin), box);
  gtk_window_set_child (GTK_WINDOW (window), bin);
  gtk_window_set_default_size (GTK_WINDOW (window), 300, 400);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  first = bin_clip (window, bin);
  /* It clips nothing: far outside the bin. */
  g_assert_cmpfloat (first.origin.x, <, -1000);
  g_assert_cmpfloat (first.size.width, >, gtk_widget_get_width (bin) + 2000);

  /* One label changed: the clip stays, and GTK compares inside the bin. */
  gtk_label_set_text (GTK_LABEL (labels[3]), "space three");
  one = bin_clip (window, bin);
  g_assert_true (graphene_rect_equal (&first, &one));

  /* Every label changed: the clip moves, and GTK paints the bin as one box. */
  for (guint i = 0; i < N_LABELS; i++)
    gtk_label_set_text (GTK_LABEL (labels[i]), "lit");
  all = bin_clip (window, bin);
  g_assert_false (graphene_rect_equal (&one, &all));

  /* A frame with nothing changed in it keeps it. */
  gtk_widget_queue_draw (bin);
  same = bin_clip (window, bin);
  g_assert_true (graphene_rect_equal (&all, &same));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The count compares values where GTK does: new nodes of the same colours are no change. */
static void
test_count (void)
{
  GskRenderNode *a[3], *b[3], *c[3];
  g_autoptr(GskRenderNode) ca = NULL;
  g_autoptr(GskRenderNode) cb = NULL;
  g_autoptr(GskRenderNode) cc = NULL;
  g_autoptr(GskRenderNode) shorter = NULL;
  g_autoptr(GskRenderNode) drawing = NULL;
  g_autoptr(GskRenderNode) drawing_again = NULL;
  GdkRGBA red = { 1, 0, 0, 1 }, blue = { 0, 0, 1, 1 };

  for (guint i = 0; i < 3; i++)
    {
      graphene_rect_t at = GRAPHENE_RECT_INIT (10 * i, 0, 10, 10);

      a[i] = gsk_color_node_new (&red, &at);
      b[i] = gsk_color_node_new (&red, &at);
      c[i] = gsk_color_node_new (i == 1 ? &blue : &red, &at);
    }
  ca = gsk_container_node_new (a, 3);
  cb = gsk_container_node_new (b, 3);
  cc = gsk_container_node_new (c, 3);
  shorter = gsk_container_node_new (a, 1);
  g_assert_cmpuint (ts_damage_bin_count_changed (ca, ca, 8), ==, 0);
  g_assert_cmpuint (ts_damage_bin_count_changed (ca, cb, 8), ==, 0);
  g_assert_cmpuint (ts_damage_bin_count_changed (ca, cc, 8), ==, 1);
  g_assert_cmpuint (ts_damage_bin_count_changed (ca, shorter, 8), ==, 2);
  /* A drawing made again is a change: GTK paints it again whole. */
  drawing = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, 10, 10));
  drawing_again = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, 10, 10));
  g_assert_cmpuint (ts_damage_bin_count_changed (drawing, drawing_again, 8), ==, 1);
  for (guint i = 0; i < 3; i++)
    {
      gsk_render_node_unref (a[i]);
      gsk_render_node_unref (b[i]);
      gsk_render_node_unref (c[i]);
    }
}

/* The board shown again with the same game: nothing on it is drawn again (a drawing made
 * again is painted again whole, and a dozen of them made GTK 4.8 paint the whole page). */
static void
test_board_unchanged (void)
{
  static const char *const colors[] = { "#e01b24", "#3584e4", "#2ec27e", "#f6d32d", NULL };
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(GskRenderNode) before = NULL;
  g_autoptr(GskRenderNode) after = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = ts_burgundy_board_view_new ();
  TsBurgundyState *state;
  TsBurgundyEntry entry;

  /* The inns and shields draw too. */
  json_object_set_boolean_member (options, "inns", TRUE);
  json_object_set_boolean_member (options, "shields", TRUE);
  for (guint i = 0; i < 4; i++)
    json_array_add_string_element (players, colors[i]);
  state = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 40 && ts_burgundy_random_entry (state, rand, &entry); i++)
    g_assert_true (ts_burgundy_apply (state, &entry, NULL));

  gtk_window_set_default_size (GTK_WINDOW (window), 700, 450);
  gtk_window_set_child (GTK_WINDOW (window), board);
  ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, colors);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  before = ts_ui_pixels_widget_node (board);

  ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, colors);
  gtk_widget_queue_draw (window);
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
  after = ts_ui_pixels_widget_node (board);
  g_assert_cmpuint (ts_damage_bin_count_changed (before, after, 100), ==, 0);
  ts_burgundy_state_free (state);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/damage/bin", test_bin);
  g_test_add_func ("/ui/damage/count", test_count);
  g_test_add_func ("/ui/damage/burgundy-board-unchanged", test_board_unchanged);
  return g_test_run ();
}

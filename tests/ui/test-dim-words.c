/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Dimmed words (a label's dim-label class, a row's subtitle) are drawn in a paler colour, not
 * through an opacity: GTK 4.8's cairo renderer draws each node with an opacity through a
 * surface of its own (style.css). Their text is as pale as libadwaita's 0.55 opacity made it:
 * 0.55 of the plain text's alpha. */
#include "ts-ui-test-util.h"

/* The first text node under @node and whether an opacity node lies on the way. */
static GskRenderNode *
find_text (GskRenderNode *node,
           gboolean      *opacity)
{
  GskRenderNode *found = NULL;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXT_NODE:
      return node;
    case GSK_OPACITY_NODE:
      *opacity = TRUE;
      return find_text (gsk_opacity_node_get_child (node), opacity);
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node) && found == NULL; i++)
        found = find_text (gsk_container_node_get_child (node, i), opacity);
      return found;
    case GSK_TRANSFORM_NODE:
      return find_text (gsk_transform_node_get_child (node), opacity);
    case GSK_CLIP_NODE:
      return find_text (gsk_clip_node_get_child (node), opacity);
    case GSK_ROUNDED_CLIP_NODE:
      return find_text (gsk_rounded_clip_node_get_child (node), opacity);
    case GSK_DEBUG_NODE:
      return find_text (gsk_debug_node_get_child (node), opacity);
    default:
      return NULL;
    }
}

/* @widget's text: drawn with no opacity node; returns its colour's alpha. */
static double
text_alpha (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  gboolean opacity = FALSE;
  GskRenderNode *text;

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                          gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  text = find_text (node, &opacity);
  g_assert_nonnull (text);
  g_assert_false (opacity);
  return gsk_text_node_get_color (text)->alpha;
}

static void
test_dim_label (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *plain = gtk_label_new ("12 workers");
  GtkWidget *dim = gtk_label_new ("12 workers");
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWindow *window;
  double full;

  gtk_widget_add_css_class (dim, "dim-label");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Ana");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), "Depot 2: castle");
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  gtk_box_append (GTK_BOX (box), plain);
  gtk_box_append (GTK_BOX (box), dim);
  gtk_box_append (GTK_BOX (box), list);
  window = ts_ui_test_show_alone (box, 300, 200);
  ts_ui_test_redraw (GTK_WIDGET (window));

  full = text_alpha (plain);
  g_assert_cmpfloat_with_epsilon (text_alpha (dim), full * 0.55, 0.01);
  {
    GtkWidget *subtitle = NULL;

    /* The row's second label: its subtitle. */
    for (GtkWidget *w = ts_ui_test_find_type (row, GTK_TYPE_LABEL); w != NULL;
         w = gtk_widget_get_next_sibling (w))
      if (gtk_widget_has_css_class (w, "subtitle"))
        subtitle = w;
    g_assert_nonnull (subtitle);
    g_assert_cmpfloat_with_epsilon (text_alpha (subtitle), full * 0.55, 0.01);
  }
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/dim-words/label", test_dim_label);
  return g_test_run ();
}

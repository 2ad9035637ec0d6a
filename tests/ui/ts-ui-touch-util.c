/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-ui-touch-util.h"

#include "ts-ui-test-util.h"

static gboolean
takes_a_press (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller) || GTK_IS_GESTURE_LONG_PRESS (controller))
        return TRUE;
    }
  return FALSE;
}

static gboolean
is_target (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_DROP_DOWN (widget)
      || GTK_IS_SPIN_BUTTON (widget) || GTK_IS_ENTRY (widget) || GTK_IS_SEARCH_ENTRY (widget)
      || GTK_IS_SWITCH (widget) || GTK_IS_SCALE (widget) || GTK_IS_FLOW_BOX_CHILD (widget))
    return TRUE;
  if (GTK_IS_LIST_BOX_ROW (widget))
    return gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget))
           || gtk_widget_get_focusable (widget);
  /* The text inside an entry or a spin button counts with it; a label never is one; a
   * finger scrolls by dragging the page, not by the overlay scrollbar's slider. */
  if (GTK_IS_TEXT (widget) || GTK_IS_LABEL (widget) || GTK_IS_SCROLLBAR (widget)
      || GTK_IS_RANGE (widget))
    return FALSE;
  /* A list is pressed on its rows, which count each. */
  if (GTK_IS_LIST_BOX (widget) || GTK_IS_FLOW_BOX (widget) || GTK_IS_LIST_VIEW (widget)
      || GTK_IS_GRID_VIEW (widget) || GTK_IS_COLUMN_VIEW (widget))
    return FALSE;
  /* A list view's row (GtkListItemWidget, "row" or "child") taking the focus. */
  if (gtk_widget_get_focusable (widget)
      && (g_str_equal (gtk_widget_get_css_name (widget), "row")
          || g_str_equal (gtk_widget_get_css_name (widget), "child")))
    return TRUE;
  if (takes_a_press (widget))
    return TRUE;
  /* A focusable leaf drawn by a game. */
  return gtk_widget_get_focusable (widget) && gtk_widget_get_first_child (widget) == NULL;
}

static const char *
widget_words (GtkWidget *widget)
{
  const char *label;

  if (GTK_IS_BUTTON (widget) && (label = gtk_button_get_label (GTK_BUTTON (widget))) != NULL)
    return label;
  if ((label = gtk_widget_get_tooltip_text (widget)) != NULL)
    return label;
  return gtk_widget_get_name (widget);
}

static void
walk (GtkWidget *widget,
      int        size,
      GString   *offenders,
      guint     *n_targets,
      guint     *n_small)
{
  /* The window's own buttons are the window manager's (a phone's shell shows close alone). */
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_child_visible (widget)
      || GTK_IS_SCROLLBAR (widget) || GTK_IS_WINDOW_CONTROLS (widget))
    return;
  if (is_target (widget))
    {
      graphene_rect_t box;
      int width, height;

      /* What a finger meets is the border box; gtk_widget_get_width() leaves out the
       * padding and the border. */
      if (!gtk_widget_compute_bounds (widget, widget, &box))
        graphene_rect_init (&box, 0, 0, 0, 0);
      width = (int) (box.size.width + 0.5);
      height = (int) (box.size.height + 0.5);

      (*n_targets)++;
      if (width < size || height < size)
        {
          (*n_small)++;
          if (offenders != NULL)
            g_string_append_printf (offenders, "  %s (%s) %d x %d\n",
                                    G_OBJECT_TYPE_NAME (widget), widget_words (widget), width,
                                    height);
        }
      /* A button's own parts (its label, its image) are not targets of their own. */
      if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_ENTRY (widget)
          || GTK_IS_SPIN_BUTTON (widget) || GTK_IS_SEARCH_ENTRY (widget))
        return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    walk (c, size, offenders, n_targets, n_small);
}

guint
ts_ui_touch_count_small (GtkWidget *root,
                         int        size,
                         GString   *offenders,
                         guint     *n_targets)
{
  guint targets = 0, small = 0;

  walk (root, size, offenders, &targets, &small);
  if (n_targets != NULL)
    *n_targets = targets;
  return small;
}

void
ts_ui_touch_set (GtkWindow *window,
                 gboolean   touch)
{
  if (touch)
    gtk_widget_add_css_class (GTK_WIDGET (window), "touch");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (window), "touch");
  ts_ui_test_redraw (GTK_WIDGET (window));
  ts_ui_test_spin ();
}

void
ts_ui_touch_assert_fits (GtkWidget  *root,
                         const char *what)
{
  g_autoptr(GString) offenders = g_string_new (NULL);
  guint n_targets = 0;
  guint n_small = ts_ui_touch_count_small (root, TS_UI_TOUCH_TARGET, offenders, &n_targets);

  g_test_message ("%s: %u targets, %u under %d px", what, n_targets, n_small,
                  TS_UI_TOUCH_TARGET);
  if (n_small > 0)
    g_test_message ("%s: targets under %d px:\n%s", what, TS_UI_TOUCH_TARGET, offenders->str);
  g_assert_cmpuint (n_targets, >, 0);
  g_assert_cmpuint (n_small, ==, 0);
}

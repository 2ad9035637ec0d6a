/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What test-cut-labels looks for: cut labels, words broken inside, buttons out of sight. */
#include "config.h"

#include "cut-labels-util.h"
#include "ts-row-words.h"
#include "ts-ui-test-util.h"

/* Whether a drawn revealer under @root has not ended its slide. */
static gboolean
sliding (GtkWidget *root)
{
  if (!gtk_widget_is_drawable (root))
    return FALSE;
  if (GTK_IS_REVEALER (root)
      && gtk_revealer_get_reveal_child (GTK_REVEALER (root))
             != gtk_revealer_get_child_revealed (GTK_REVEALER (root)))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (sliding (c))
      return TRUE;
  return FALSE;
}

void
cut_labels_settle (GtkWidget *window)
{
  while (sliding (window))
    g_main_context_iteration (NULL, TRUE);
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();
}

/* Where @w sits, for a failure's message: its type and its two nearest ancestors' types. */
static char *
describe_place (GtkWidget *w)
{
  GtkWidget *parent = gtk_widget_get_parent (w);
  GtkWidget *grand = parent != NULL ? gtk_widget_get_parent (parent) : NULL;

  return g_strdup_printf ("%s in %s in %s (%d px wide)", G_OBJECT_TYPE_NAME (w),
                          parent != NULL ? G_OBJECT_TYPE_NAME (parent) : "-",
                          grand != NULL ? G_OBJECT_TYPE_NAME (grand) : "-",
                          gtk_widget_get_width (w));
}

guint
cut_labels_collect (GtkWidget  *root,
                    const char *where,
                    GString    *cut)
{
  guint n = 0;

  if (!gtk_widget_is_drawable (root))
    return 0;
  if (GTK_IS_LABEL (root) && *gtk_label_get_text (GTK_LABEL (root)) != '\0')
    {
      GtkLabel *label = GTK_LABEL (root);
      GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (root));
      graphene_rect_t bounds;

      /* A header bar's title ends in "…" when the bar is narrow, as in every GNOME app; the
       * window's title is whole where the window list shows it. */
      if (gtk_label_get_ellipsize (label) != PANGO_ELLIPSIZE_NONE
          && pango_layout_is_ellipsized (gtk_label_get_layout (label))
          && gtk_widget_get_ancestor (root, ADW_TYPE_WINDOW_TITLE) == NULL)
        {
          g_autofree char *place = describe_place (root);

          g_string_append_printf (cut, "  %s: “%s”, %s\n", where, gtk_label_get_text (label),
                                  place);
        }
      /* A label given more width than its parent has runs past the window's edge. */
      if (gtk_widget_compute_bounds (root, window, &bounds)
          && bounds.origin.x + bounds.size.width > gtk_widget_get_width (window))
        {
          g_autofree char *place = describe_place (root);

          g_string_append_printf (cut, "  %s: “%s” runs past the window's edge, %s\n", where,
                                  gtk_label_get_text (label), place);
        }
      return 1;
    }
  /* A row's words wrap, never cut: only their place is looked at. */
  if (TS_IS_ROW_WORDS (root) && *ts_row_words_get_text (TS_ROW_WORDS (root)) != '\0')
    {
      GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (root));
      graphene_rect_t bounds;

      if (gtk_widget_compute_bounds (root, window, &bounds)
          && bounds.origin.x + bounds.size.width > gtk_widget_get_width (window))
        {
          g_autofree char *place = describe_place (root);

          g_string_append_printf (cut, "  %s: “%s” runs past the window's edge, %s\n", where,
                                  ts_row_words_get_text (TS_ROW_WORDS (root)), place);
        }
      return 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += cut_labels_collect (c, where, cut);
  return n;
}

guint
cut_labels_collect_class (GtkWidget  *root,
                          const char *css_class,
                          const char *where,
                          GString    *cut)
{
  guint n = 0;

  if (!gtk_widget_is_drawable (root))
    return 0;
  if (GTK_IS_LABEL (root) && gtk_widget_has_css_class (root, css_class))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (root));
      PangoRectangle logical;

      pango_layout_get_pixel_extents (layout, NULL, &logical);
      if (pango_layout_is_ellipsized (layout) || logical.width > gtk_widget_get_width (root))
        g_string_append_printf (cut, "  %s: “%s” not whole in its %d px\n", where,
                                gtk_label_get_text (GTK_LABEL (root)),
                                gtk_widget_get_width (root));
      return 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += cut_labels_collect_class (c, css_class, where, cut);
  return n;
}

/* Whether @layout's line @line, not its last, ends inside a word: where Pango's break rules
 * (UAX #14) allow no line break, which a label whose wrap mode is PANGO_WRAP_WORD_CHAR
 * breaks at when it is given less than a word's width. A paragraph's end is no break. */
static gboolean
ends_inside_word (PangoLayout     *layout,
                  PangoLayoutLine *line,
                  PangoLayoutLine *next)
{
  const char *text = pango_layout_get_text (layout);
  int end = line->start_index + line->length;
  const PangoLogAttr *attrs;
  int n_attrs = 0;
  glong offset;

  if (next->start_index != end)
    return FALSE;
  attrs = pango_layout_get_log_attrs_readonly (layout, &n_attrs);
  offset = g_utf8_pointer_to_offset (text, text + end);
  return offset < n_attrs && !attrs[offset].is_line_break;
}

guint
cut_labels_collect_mid_word (GtkWidget  *root,
                             const char *where,
                             GString    *cut)
{
  guint n = 0;

  if (!gtk_widget_is_drawable (root))
    return 0;
  if ((GTK_IS_LABEL (root) && gtk_label_get_wrap (GTK_LABEL (root))
       && *gtk_label_get_text (GTK_LABEL (root)) != '\0')
      || (TS_IS_ROW_WORDS (root) && *ts_row_words_get_text (TS_ROW_WORDS (root)) != '\0'))
    {
      PangoLayout *layout = GTK_IS_LABEL (root) ? gtk_label_get_layout (GTK_LABEL (root))
                                                : ts_row_words_get_layout (TS_ROW_WORDS (root));
      GSList *lines = pango_layout_get_lines_readonly (layout);

      for (GSList *l = lines; l != NULL && l->next != NULL; l = l->next)
        if (ends_inside_word (layout, l->data, l->next->data))
          {
            const char *text = pango_layout_get_text (layout);
            PangoLayoutLine *line = l->data;
            g_autofree char *before = g_strndup (text + line->start_index, line->length);
            g_autofree char *place = describe_place (root);

            g_string_append_printf (cut, "  %s: “%s” breaks inside a word after “%s”, %s\n",
                                    where, text, before, place);
          }
      return 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += cut_labels_collect_mid_word (c, where, cut);
  return n;
}

/* Whether @inner lies wholly inside @outer (a pixel's rounding aside). */
static gboolean
rect_inside (const graphene_rect_t *inner,
             const graphene_rect_t *outer)
{
  return inner->origin.x >= outer->origin.x - 1 && inner->origin.y >= outer->origin.y - 1
         && inner->origin.x + inner->size.width <= outer->origin.x + outer->size.width + 1
         && inner->origin.y + inner->size.height <= outer->origin.y + outer->size.height + 1;
}

guint
cut_labels_collect_hidden_buttons (GtkWidget  *root,
                                   const char *where,
                                   GString    *cut)
{
  guint n = 0;

  if (!gtk_widget_is_drawable (root))
    return 0;
  if (GTK_IS_BUTTON (root))
    {
      GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (root));
      graphene_rect_t bounds, view;
      gboolean seen = gtk_widget_compute_bounds (root, window, &bounds);

      graphene_rect_init (&view, 0, 0, gtk_widget_get_width (window),
                          gtk_widget_get_height (window));
      seen = seen && rect_inside (&bounds, &view);
      /* Each scrolled window shows the part of its child inside its own bounds. */
      for (GtkWidget *a = gtk_widget_get_ancestor (root, GTK_TYPE_SCROLLED_WINDOW);
           seen && a != NULL;
           a = gtk_widget_get_ancestor (gtk_widget_get_parent (a), GTK_TYPE_SCROLLED_WINDOW))
        seen = gtk_widget_compute_bounds (a, window, &view) && rect_inside (&bounds, &view);
      if (!seen)
        {
          g_autofree char *place = describe_place (root);
          const char *label = gtk_button_get_label (GTK_BUTTON (root));

          g_string_append_printf (cut,
                                  "  %s: the button “%s” out of sight (%.0f,%.0f %.0fx%.0f), %s\n",
                                  where, label != NULL ? label : "", bounds.origin.x,
                                  bounds.origin.y, bounds.size.width, bounds.size.height, place);
        }
      return 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += cut_labels_collect_hidden_buttons (c, where, cut);
  return n;
}

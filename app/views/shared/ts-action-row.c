/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-action-row.h"

#include "ts-wrap-bin.h"

struct _TsActionRow
{
  AdwActionRow parent_instance;

  GtkWidget *title_box; /* the title and subtitle's box, or NULL (another libadwaita) */
};

G_DEFINE_FINAL_TYPE (TsActionRow, ts_action_row, ADW_TYPE_ACTION_ROW)

GtkWidget *
ts_action_row_new (void)
{
  return g_object_new (TS_TYPE_ACTION_ROW, NULL);
}

void
ts_action_row_wrap_least (TsActionRow *self)
{
  g_return_if_fail (TS_IS_ACTION_ROW (self));

  if (self->title_box == NULL)
    return;
  for (GtkWidget *label = gtk_widget_get_first_child (self->title_box); label != NULL;
       label = gtk_widget_get_next_sibling (label))
    if (GTK_IS_LABEL (label))
      ts_wrap_label_least (GTK_LABEL (label));
}

static void
ts_action_row_class_init (TsActionRowClass *klass)
{
}

/* The box of the title and subtitle, among the row's header's children (libadwaita 1.2:
 * "box.header > box.title"), or NULL. */
static GtkWidget *
find_title_box (GtkWidget *header)
{
  for (GtkWidget *child = gtk_widget_get_first_child (header); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BOX (child) && gtk_widget_has_css_class (child, "title"))
      return child;
  return NULL;
}

static void
ts_action_row_init (TsActionRow *self)
{
  GtkWidget *header = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (self));
  GtkWidget *title_box, *before, *bin;

  /* Another libadwaita than 1.2 may be built otherwise: then the row stays as it is. */
  if (!GTK_IS_BOX (header) || (title_box = find_title_box (header)) == NULL)
    return;
  before = gtk_widget_get_prev_sibling (title_box);
  /* A "box.title" itself, so that the style's "row > box.header > box.title" (margins)
   * still applies in its place; style.css gives the box inside it the rest. */
  bin = g_object_new (TS_TYPE_WRAP_BIN, "css-name", "box", NULL);
  gtk_widget_add_css_class (bin, "title");
  gtk_widget_add_css_class (bin, "ts-title-bin");
  self->title_box = title_box;
  g_object_ref (title_box);
  gtk_box_remove (GTK_BOX (header), title_box);
  adw_bin_set_child (ADW_BIN (bin), title_box);
  g_object_unref (title_box);
  gtk_box_insert_child_after (GTK_BOX (header), bin, before);
  /* The bin centres the title box, not the box itself: GTK 4.8 asks a widget aligned
   * otherwise than to fill its width for a height at each allocation (to align it), which for
   * wrapping labels is a search over widths, each laying the text out (8 million instructions
   * a row at the start page's first frame; issue 56). The bin answers with its width for no
   * height. */
  gtk_widget_set_valign (bin, gtk_widget_get_valign (title_box));
  gtk_widget_set_valign (title_box, GTK_ALIGN_FILL);
  /* The row hides its title box when it has neither title nor subtitle. */
  g_object_bind_property (title_box, "visible", bin, "visible", G_BINDING_SYNC_CREATE);
}

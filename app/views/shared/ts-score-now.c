/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-score-now.h"
#include "ts-score-table.h"

struct _TsScoreNow
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkGrid *table;
};

G_DEFINE_FINAL_TYPE (TsScoreNow, ts_score_now, GTK_TYPE_WIDGET)

GtkWidget *
ts_score_now_new (void)
{
  return g_object_new (TS_TYPE_SCORE_NOW, NULL);
}

GtkGrid *
ts_score_now_get_table (TsScoreNow *self)
{
  g_return_val_if_fail (TS_IS_SCORE_NOW (self), NULL);
  return self->table;
}

gboolean
ts_score_breakdown_total (JsonNode *breakdown,
                          guint     player,
                          int      *total)
{
  JsonArray *players;
  JsonNode *node;

  if (breakdown == NULL || !JSON_NODE_HOLDS_OBJECT (breakdown))
    return FALSE;
  players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  if (players == NULL || player >= json_array_get_length (players))
    return FALSE;
  node = json_array_get_element (players, player);
  if (!JSON_NODE_HOLDS_OBJECT (node) || !json_object_has_member (json_node_get_object (node),
                                                                  "total"))
    return FALSE;
  *total = (int) json_object_get_int_member (json_node_get_object (node), "total");
  return TRUE;
}

void
ts_score_now_show (TsScoreNow         *self,
                   JsonNode           *breakdown,
                   const char *const   colors[TS_SCORE_MAX_PLAYERS],
                   const TsGameModule *module)
{
  g_return_if_fail (TS_IS_SCORE_NOW (self));

  gtk_widget_set_visible (GTK_WIDGET (self), breakdown != NULL);
  if (breakdown != NULL)
    ts_score_table_fill_with_rules (self->table, breakdown, colors, module);
}

static void
ts_score_now_dispose (GObject *object)
{
  TsScoreNow *self = TS_SCORE_NOW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (ts_score_now_parent_class)->dispose (object);
}

static void
ts_score_now_class_init (TsScoreNowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_score_now_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

/* As the final scoring's section of the page (ts-score-page.ui): a heading, a line saying
 * what it is, and the table in a card that scrolls sideways on a phone. */
static void
ts_score_now_init (TsScoreNow *self)
{
  GtkWidget *heading = gtk_label_new (_("If It Ended Now"));
  GtkWidget *about = gtk_label_new (
    _("The final scoring as if the game ended after the last entry: what each player would "
      "score, and why."));
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (about), 0);
  gtk_label_set_wrap (GTK_LABEL (about), TRUE);
  gtk_widget_add_css_class (about, "dim-label");

  self->table = GTK_GRID (gtk_grid_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->table), TRUE);
  gtk_widget_set_margin_top (GTK_WIDGET (self->table), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->table), 12);
  gtk_widget_set_margin_start (GTK_WIDGET (self->table), 18);
  gtk_widget_set_margin_end (GTK_WIDGET (self->table), 18);
  gtk_widget_add_css_class (GTK_WIDGET (self->table), "score-table");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->table), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("If It Ended Now"), -1);
  gtk_widget_add_css_class (card, "card");
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (self->table));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), card);

  gtk_box_append (GTK_BOX (self->box), heading);
  gtk_box_append (GTK_BOX (self->box), about);
  gtk_box_append (GTK_BOX (self->box), scroller);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

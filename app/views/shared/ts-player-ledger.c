/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-player-ledger.h"

/* One change of one resource, copied out of the state's ledger. */
typedef struct
{
  char *text;
  int delta;
} LedgerItem;

static void
ledger_item_free (LedgerItem *item)
{
  g_free (item->text);
  g_free (item);
}

struct _TsPlayerLedger
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkListBox *lists[TS_LEDGER_N_RESOURCES];
  GPtrArray *items[TS_LEDGER_N_RESOURCES]; /* of LedgerItem, oldest first */
  GArray *shown;                           /* the state's own lines behind the items */
  gboolean stale;                          /* the lists do not show the items yet */
};

G_DEFINE_FINAL_TYPE (TsPlayerLedger, ts_player_ledger, GTK_TYPE_WIDGET)

GtkWidget *
ts_player_ledger_new (void)
{
  return g_object_new (TS_TYPE_PLAYER_LEDGER, NULL);
}

static GtkWidget *
row_new (const LedgerItem *item,
         int               total)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *cause = gtk_label_new (item->text);
  g_autofree char *delta_text = g_strdup_printf ("%+d", item->delta);
  g_autofree char *total_text = g_strdup_printf ("%d", total);
  GtkWidget *delta = gtk_label_new (delta_text);
  GtkWidget *sum = gtk_label_new (total_text);

  gtk_label_set_xalign (GTK_LABEL (cause), 0);
  gtk_label_set_wrap (GTK_LABEL (cause), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (cause), 32);
  gtk_widget_set_hexpand (cause, TRUE);
  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *number = i == 0 ? delta : sum;

      gtk_label_set_xalign (GTK_LABEL (number), 1);
      gtk_label_set_width_chars (GTK_LABEL (number), 4);
      gtk_widget_add_css_class (number, "numeric");
    }
  /* Names let tests read the columns back. */
  gtk_widget_set_name (delta, "delta");
  gtk_widget_set_name (sum, "total");
  gtk_widget_add_css_class (delta, item->delta < 0 ? "error" : "success");
  gtk_widget_add_css_class (sum, "dim-label");
  gtk_box_append (GTK_BOX (box), cause);
  gtk_box_append (GTK_BOX (box), delta);
  gtk_box_append (GTK_BOX (box), sum);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

/* The texts are made only when the ledger is shown: after every entry only the compact
 * lines are compared and kept. */
static void
make_items (TsPlayerLedger *self)
{
  for (guint r = 0; r < TS_LEDGER_N_RESOURCES; r++)
    g_ptr_array_set_size (self->items[r], 0);
  for (guint i = 0; i < self->shown->len; i++)
    {
      const TsBurgundyLedgerLine *line = &g_array_index (self->shown, TsBurgundyLedgerLine, i);
      LedgerItem *item;

      if (line->resource >= TS_LEDGER_N_RESOURCES)
        continue;
      item = g_new0 (LedgerItem, 1);
      item->text = ts_burgundy_cause_text (line->cause, line->detail);
      item->delta = line->delta;
      g_ptr_array_add (self->items[line->resource], item);
    }
}

static void
fill_lists (TsPlayerLedger *self)
{
  make_items (self);
  for (guint r = 0; r < TS_LEDGER_N_RESOURCES; r++)
    {
      GtkListBoxRow *row;
      int total = 0;

      while ((row = gtk_list_box_get_row_at_index (self->lists[r], 0)) != NULL)
        gtk_list_box_remove (self->lists[r], GTK_WIDGET (row));
      /* Newest first, so the top row's total is the current one. */
      for (guint i = 0; i < self->items[r]->len; i++)
        {
          const LedgerItem *item = g_ptr_array_index (self->items[r], i);

          total += item->delta;
          gtk_list_box_prepend (self->lists[r], row_new (item, total));
        }
    }
  self->stale = FALSE;
}

static GtkWidget *
page_new (TsPlayerLedger *self,
          TsLedgerResource        resource)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  /* Translators: column headings of a player's ledger: what changed a resource, by how
   * much, and the total after it */
  const char *titles[] = { _("Cause"), _("Change"), _("Total") };
  /* Translators: shown in a player's ledger before anything changed */
  GtkWidget *empty = gtk_label_new (_("No changes yet"));

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      GtkWidget *label = gtk_label_new (titles[i]);

      gtk_label_set_xalign (GTK_LABEL (label), i == 0 ? 0 : 1);
      gtk_label_set_width_chars (GTK_LABEL (label), i == 0 ? -1 : 4);
      gtk_widget_set_hexpand (label, i == 0);
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (heading), label);
    }
  gtk_widget_set_margin_start (heading, 12);
  gtk_widget_set_margin_end (heading, 12);
  gtk_widget_set_margin_bottom (heading, 4);

  gtk_widget_add_css_class (empty, "dim-label");
  gtk_widget_set_margin_top (empty, 12);
  gtk_widget_set_margin_bottom (empty, 12);
  gtk_list_box_set_placeholder (GTK_LIST_BOX (list), empty);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_list_box_set_show_separators (GTK_LIST_BOX (list), TRUE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_name (list, ts_ledger_resource_to_string (resource));
  self->lists[resource] = GTK_LIST_BOX (list);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);

  gtk_box_append (GTK_BOX (page), heading);
  gtk_box_append (GTK_BOX (page), scrolled);
  return page;
}

static void
ts_player_ledger_map (GtkWidget *widget)
{
  TsPlayerLedger *self = TS_PLAYER_LEDGER (widget);

  /* Rows are only built when someone looks: set_player runs after every entry. */
  if (self->stale)
    fill_lists (self);
  GTK_WIDGET_CLASS (ts_player_ledger_parent_class)->map (widget);
}

static void
ts_player_ledger_dispose (GObject *object)
{
  TsPlayerLedger *self = TS_PLAYER_LEDGER (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (ts_player_ledger_parent_class)->dispose (object);
}

static void
ts_player_ledger_finalize (GObject *object)
{
  TsPlayerLedger *self = TS_PLAYER_LEDGER (object);

  for (guint r = 0; r < TS_LEDGER_N_RESOURCES; r++)
    g_clear_pointer (&self->items[r], g_ptr_array_unref);
  g_clear_pointer (&self->shown, g_array_unref);
  G_OBJECT_CLASS (ts_player_ledger_parent_class)->finalize (object);
}

static void
ts_player_ledger_class_init (TsPlayerLedgerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_player_ledger_dispose;
  object_class->finalize = ts_player_ledger_finalize;
  widget_class->map = ts_player_ledger_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ts_player_ledger_init (TsPlayerLedger *self)
{
  /* Translators: tabs of a player's ledger: every change of their VP, silver, workers */
  const char *titles[] = { _("VP"), _("Silver"), _("Workers") };
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *switcher = gtk_stack_switcher_new ();

  self->shown = g_array_new (FALSE, FALSE, sizeof (TsBurgundyLedgerLine));
  gtk_stack_set_vhomogeneous (GTK_STACK (stack), FALSE);
  for (guint r = 0; r < TS_LEDGER_N_RESOURCES; r++)
    {
      self->items[r] = g_ptr_array_new_with_free_func ((GDestroyNotify) ledger_item_free);
      gtk_stack_add_titled (GTK_STACK (stack), page_new (self, r),
                            ts_ledger_resource_to_string (r), titles[r]);
    }
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), GTK_STACK (stack));
  gtk_widget_set_halign (switcher, GTK_ALIGN_CENTER);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->box), switcher);
  gtk_box_append (GTK_BOX (self->box), stack);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

void
ts_player_ledger_set_player (TsPlayerLedger *self,
                                      const TsBurgundyState  *state,
                                      guint                   player)
{
  g_autoptr(GArray) own = NULL;

  g_return_if_fail (TS_IS_PLAYER_LEDGER (self));
  g_return_if_fail (state != NULL);

  /* This runs after every entry for every player: leave the texts alone when this player's
   * lines are the same as last time. */
  own = g_array_new (FALSE, FALSE, sizeof (TsBurgundyLedgerLine));
  for (guint i = 0; i < state->n_ledger; i++)
    if (state->ledger[i].player == player)
      g_array_append_val (own, state->ledger[i]);
  if (own->len == self->shown->len
      && memcmp (own->data, self->shown->data, own->len * sizeof (TsBurgundyLedgerLine)) == 0)
    return;
  g_array_unref (self->shown);
  self->shown = g_steal_pointer (&own);

  self->stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    fill_lists (self);
}

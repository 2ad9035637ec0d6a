/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-player-ledger.h"
#include "ts-score-table.h"

#define N_KINDS TS_LEDGER_N_ALL

/* One change of one resource: its cause in words and by how much. */
typedef struct
{
  char *text;
  char *cause_id;
  TsLedgerResource resource;
  int delta;
} LedgerItem;

static void
ledger_item_free (LedgerItem *item)
{
  g_free (item->text);
  g_free (item->cause_id);
  g_free (item);
}

struct _TsPlayerLedger
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkStack *stack;
  GtkListBox *lists[N_KINDS];   /* NULL for a resource without a page */
  GPtrArray *items[N_KINDS];    /* of LedgerItem, oldest first */
  gboolean fixed_resources;     /* the pages were set, not taken from the lines */
  const TsGameModule *module;
  gpointer state;               /* a copy, read only while the ledger is on screen */
  guint player;
  gboolean stale;               /* the lists do not show the state yet */
  guint pages;                  /* the resources with a page, made once someone looks */
  gboolean pages_stale;         /* the stack does not have them yet */
  char *points_title;           /* the VP page's title when the game calls points otherwise */
};

G_DEFINE_FINAL_TYPE (TsPlayerLedger, ts_player_ledger, GTK_TYPE_WIDGET)

GtkWidget *
ts_player_ledger_new (void)
{
  return g_object_new (TS_TYPE_PLAYER_LEDGER, NULL);
}

static const char *
resource_title (TsLedgerResource resource)
{
  /* Translators: tabs of a player's ledger: every change of one of their resources */
  switch (resource)
    {
    case TS_LEDGER_VP:
      return _("VP");
    case TS_LEDGER_SILVER:
      return _("Silver");
    case TS_LEDGER_WORKERS:
      return _("Workers");
    case TS_LEDGER_GOLD:
      return _("Gold");
    case TS_LEDGER_WOOD:
      return _("Wood");
    case TS_LEDGER_STONE:
      return _("Stone");
    case TS_LEDGER_SOLDIERS:
      return _("Soldiers");
    case TS_LEDGER_TOKENS:
      /* Translators: Kingsburg's "+2" tokens, in a tab of a player's ledger */
      return _("+2 Tokens");
    case TS_LEDGER_WINE:
      /* Translators: Carcassonne's wine goods tokens, in a tab of a player's ledger */
      return C_("goods", "Wine");
    case TS_LEDGER_GRAIN:
      /* Translators: Carcassonne's grain goods tokens, in a tab of a player's ledger */
      return C_("goods", "Grain");
    case TS_LEDGER_CLOTH:
      /* Translators: Carcassonne's cloth goods tokens, in a tab of a player's ledger */
      return C_("goods", "Cloth");
    case TS_LEDGER_FOOD:
      /* Translators: Caylus 1303's food, in a tab of a player's ledger */
      return C_("goods", "Food");
    default:
      return "";
    }
}

static GtkWidget *
row_new (const TsGameModule *module,
         const LedgerItem   *item,
         int                 total,
         GtkSizeGroup       *why_width)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *cause = gtk_label_new (item->text);
  g_autofree char *delta_text = g_strdup_printf ("%+d", item->delta);
  g_autofree char *total_text = g_strdup_printf ("%d", total);
  GtkWidget *delta = gtk_label_new (delta_text);
  GtkWidget *sum = gtk_label_new (total_text);
  /* The rule behind the change, in the guide (issue 55). */
  GtkWidget *why = ts_score_why_button_new (module, item->cause_id, item->resource, item->text);

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
  if (why != NULL)
    {
      gtk_size_group_add_widget (why_width, why);
      gtk_box_append (GTK_BOX (box), why);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

static void set_pages (TsPlayerLedger *self,
                       guint           mask);
static guint pages_mask (TsPlayerLedger *self);

/* The lines are read, and their texts made, only when the ledger is shown: after every entry
 * the state is only copied. */
static void
make_items (TsPlayerLedger *self)
{
  g_autoptr(GPtrArray) lines = NULL;

  for (guint r = 0; r < N_KINDS; r++)
    g_ptr_array_set_size (self->items[r], 0);
  if (self->state == NULL)
    return;
  lines = self->module->ledger (self->state);
  if (!self->fixed_resources)
    {
      /* Without pages set, every resource of the game gets one once it changed for anyone. */
      guint mask = pages_mask (self);

      for (guint i = 0; i < lines->len; i++)
        {
          const TsLedgerLine *line = g_ptr_array_index (lines, i);

          if (line->resource < N_KINDS && line->resource != TS_LEDGER_N_RESOURCES)
            mask |= 1u << line->resource;
        }
      if (mask != pages_mask (self))
        set_pages (self, mask);
    }
  for (guint i = 0; i < lines->len; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (lines, i);
      LedgerItem *item;

      if (line->resource >= N_KINDS || self->lists[line->resource] == NULL
          || line->player != self->player)
        continue;
      item = g_new0 (LedgerItem, 1);
      item->text = g_strdup (line->cause_text);
      item->cause_id = g_strdup (line->cause_id);
      item->resource = line->resource;
      item->delta = line->delta;
      g_ptr_array_add (self->items[line->resource], item);
    }
}

static void
fill_lists (TsPlayerLedger *self)
{
  make_items (self);
  for (guint r = 0; r < N_KINDS; r++)
    {
      GtkListBoxRow *row;
      int total = 0;

      if (self->lists[r] == NULL)
        continue;
      while ((row = gtk_list_box_get_row_at_index (self->lists[r], 0)) != NULL)
        gtk_list_box_remove (self->lists[r], GTK_WIDGET (row));
      /* Newest first, so the top row's total is the current one. */
      for (guint i = 0; i < self->items[r]->len; i++)
        {
          const LedgerItem *item = g_ptr_array_index (self->items[r], i);

          total += item->delta;
          gtk_list_box_prepend (self->lists[r],
                                row_new (self->module, item, total,
                                         g_object_get_data (G_OBJECT (self->lists[r]),
                                                            "why-width")));
        }
    }
  self->stale = FALSE;
}

static GtkWidget *
page_new (TsPlayerLedger  *self,
          TsLedgerResource resource)
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
  GtkSizeGroup *why_width;
  GtkWidget *why_head;

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
  /* Above the rows' Why? (issue 55), as wide, so that the columns stay under their heads. */
  why_width = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  why_head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_size_group_add_widget (why_width, why_head);
  gtk_box_append (GTK_BOX (heading), why_head);
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
  g_object_set_data_full (G_OBJECT (list), "why-width", why_width, g_object_unref);
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

/* One page per resource of @mask, in the order of the resources (VP first); the page shown
 * stays shown. */
static void
build_pages (TsPlayerLedger *self)
{
  guint mask = self->pages;
  g_autofree char *visible = g_strdup (gtk_stack_get_visible_child_name (self->stack));
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stack))) != NULL)
    gtk_stack_remove (self->stack, child);
  for (guint r = 0; r < N_KINDS; r++)
    {
      self->lists[r] = NULL;
      if (mask & (1u << r))
        gtk_stack_add_titled (self->stack, page_new (self, r), ts_ledger_resource_to_string (r),
                              r == TS_LEDGER_VP && self->points_title != NULL
                                  ? self->points_title
                                  : resource_title (r));
    }
  if (visible != NULL && gtk_stack_get_child_by_name (self->stack, visible) != NULL)
    gtk_stack_set_visible_child_name (self->stack, visible);
  self->pages_stale = FALSE;
  self->stale = TRUE;
}

/* The pages are made when the ledger is shown (issue 29): most ledgers sit in a popover or a
 * panel not on screen, and a game opened with five players made some forty pages of lists
 * before its first frame. */
static void
set_pages (TsPlayerLedger *self,
           guint           mask)
{
  self->pages = mask;
  self->pages_stale = TRUE;
  self->stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    build_pages (self);
}

static guint
pages_mask (TsPlayerLedger *self)
{
  return self->pages;
}

/* Pages and rows are only made when someone looks: set_player runs after every entry. */
static void
bring_up_to_date (TsPlayerLedger *self)
{
  if (self->pages_stale)
    build_pages (self);
  if (self->stale)
    fill_lists (self);
  /* Pages the lines asked for (no pages set) were only noted while it was not shown. */
  if (self->pages_stale)
    {
      build_pages (self);
      fill_lists (self);
    }
}

/* Made once mapped. A popover sizes itself before it maps its child: it is sized again
 * with the pages in it. */
static void
ts_player_ledger_map (GtkWidget *widget)
{
  TsPlayerLedger *self = TS_PLAYER_LEDGER (widget);
  gboolean made = self->pages_stale || self->stale;
  GtkWidget *popover;

  GTK_WIDGET_CLASS (ts_player_ledger_parent_class)->map (widget);
  bring_up_to_date (self);
  popover = gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);
  if (made && popover != NULL)
    gtk_popover_present (GTK_POPOVER (popover));
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

  for (guint r = 0; r < N_KINDS; r++)
    g_clear_pointer (&self->items[r], g_ptr_array_unref);
  if (self->state != NULL)
    self->module->state_free (self->state);
  g_free (self->points_title);
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
  GtkWidget *switcher = gtk_stack_switcher_new ();

  self->stack = GTK_STACK (gtk_stack_new ());
  gtk_stack_set_vhomogeneous (self->stack, FALSE);
  for (guint r = 0; r < N_KINDS; r++)
    self->items[r] = g_ptr_array_new_with_free_func ((GDestroyNotify) ledger_item_free);
  set_pages (self, 1u << TS_LEDGER_VP);
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), self->stack);
  gtk_widget_set_halign (switcher, GTK_ALIGN_CENTER);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->box), switcher);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->stack));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

void
ts_player_ledger_set_resources (TsPlayerLedger         *self,
                                const TsLedgerResource *resources,
                                guint                   n_resources)
{
  guint mask = 0;

  g_return_if_fail (TS_IS_PLAYER_LEDGER (self));

  for (guint i = 0; i < n_resources; i++)
    if (resources[i] < N_KINDS && resources[i] != TS_LEDGER_N_RESOURCES)
      mask |= 1u << resources[i];
  self->fixed_resources = TRUE;
  set_pages (self, mask);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    fill_lists (self);
}

void
ts_player_ledger_set_player (TsPlayerLedger     *self,
                             const TsGameModule *module,
                             gconstpointer       state,
                             guint               player)
{
  g_return_if_fail (TS_IS_PLAYER_LEDGER (self));
  g_return_if_fail (module != NULL && state != NULL);

  /* This runs after every entry for every player: only a copy of the state is kept, and its
   * lines are read once someone looks. */
  if (self->state != NULL)
    self->module->state_free (self->state);
  self->module = module;
  self->state = module->state_copy (state);
  self->player = player;
  self->stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    fill_lists (self);
}

void
ts_player_ledger_set_points_title (TsPlayerLedger *self,
                                   const char     *title)
{
  GtkWidget *page;

  g_return_if_fail (TS_IS_PLAYER_LEDGER (self));

  g_free (self->points_title);
  self->points_title = g_strdup (title);
  page = gtk_stack_get_child_by_name (self->stack, ts_ledger_resource_to_string (TS_LEDGER_VP));
  if (page != NULL)
    gtk_stack_page_set_title (gtk_stack_get_page (self->stack, page),
                              title != NULL ? title : resource_title (TS_LEDGER_VP));
}

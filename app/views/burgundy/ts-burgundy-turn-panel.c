/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "burgundy/ts-burgundy-rules.h"
#include "ts-burgundy-turn-panel.h"

/* Groups of the list, in the order a player thinks of them. */
typedef enum
{
  GROUP_DECIDE,
  GROUP_TAKE,
  GROUP_PLACE,
  GROUP_SELL,
  GROUP_WORKERS,
  GROUP_BLACK,
  GROUP_END,
} Group;

typedef struct
{
  TsBurgundyChoice choice;
  Group group;
  char *text;
} Listed;

struct _TsBurgundyTurnPanel
{
  GtkWidget parent_instance;

  TsBurgundyState *state;
  TsBurgundyChoice *choices; /* every choice, any die */
  guint n_choices;
  GArray *listed; /* Listed: the choices shown for the picked die, in list order */
  int die;
  int storage;
  char *error;
  GtkWidget *picker; /* popover offering several choices for one click */

  /* template widgets */
  GtkLabel *title_label;
  GtkLabel *pending_label;
  GtkLabel *purse_label;
  GtkToggleButton *die0_button;
  GtkToggleButton *die1_button;
  GtkListBox *choices_list;
  GtkButton *end_turn_button;
  GtkLabel *error_label;
};

G_DEFINE_FINAL_TYPE (TsBurgundyTurnPanel, ts_burgundy_turn_panel, GTK_TYPE_WIDGET)

enum
{
  CHOOSE,
  LIT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
listed_clear (gpointer data)
{
  Listed *listed = data;

  g_free (listed->text);
}

GtkWidget *
ts_burgundy_turn_panel_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_TURN_PANEL, NULL);
}

/* -------------------------------------------------------------------------------------- */
/* What is listed                                                                          */

static Group
group_of (const TsBurgundyState *state,
          const TsBurgundyChoice *choice)
{
  if (state->n_pending > 0)
    return GROUP_DECIDE;
  switch (choice->action.type)
    {
    case TS_BURGUNDY_ENTRY_TAKE_TILE:
      return GROUP_TAKE;
    case TS_BURGUNDY_ENTRY_PLACE_TILE:
      return GROUP_PLACE;
    case TS_BURGUNDY_ENTRY_SELL_GOODS:
      return GROUP_SELL;
    case TS_BURGUNDY_ENTRY_TAKE_WORKERS:
      return GROUP_WORKERS;
    case TS_BURGUNDY_ENTRY_BUY_BLACK:
      return GROUP_BLACK;
    case TS_BURGUNDY_ENTRY_END_TURN:
      return GROUP_END;
    default:
      return GROUP_DECIDE;
    }
}

static const char *
group_title (Group group)
{
  switch (group)
    {
    case GROUP_DECIDE:
      return _("Decide");
    case GROUP_TAKE:
      return _("Take a Tile from a Depot");
    case GROUP_PLACE:
      return _("Place a Tile in the Duchy");
    case GROUP_SELL:
      return _("Sell Goods");
    case GROUP_WORKERS:
      return _("Take Workers");
    case GROUP_BLACK:
      return _("Buy from the Black Depot");
    case GROUP_END:
    default:
      return _("End the Turn");
    }
}

/* A choice belongs to the picked die, or to no die (black depot, ending, decisions). */
static gboolean
for_die (const TsBurgundyState *state,
         const TsBurgundyChoice *choice,
         int                     die)
{
  int source = choice->action.die;

  if (state->n_pending > 0)
    return TRUE;
  if (choice->action.type == TS_BURGUNDY_ENTRY_BUY_BLACK
      || choice->action.type == TS_BURGUNDY_ENTRY_END_TURN)
    return TRUE;
  if (source == TS_BURGUNDY_SRC_DIE0 || source == TS_BURGUNDY_SRC_DIE1)
    return source == die;
  return TRUE;
}

/* The choice in words, as it will apply (after its workers turned the die). */
static char *
describe (const TsBurgundyState  *state,
          const TsBurgundyChoice *choice)
{
  g_autofree TsBurgundyState *after = NULL;
  const TsBurgundyState *at = state;
  g_autofree char *text = NULL;
  GString *out;

  if (choice->workers > 0)
    {
      after = ts_burgundy_state_copy (state);
      if (ts_burgundy_apply (after, &choice->spend, NULL))
        at = after;
    }
  text = ts_burgundy_describe_entry (at, &choice->action);
  out = g_string_new (text);
  if (choice->action.discard >= 0 && choice->action.discard < TS_BURGUNDY_STORAGE)
    {
      guint tile = at->players[choice->action.player].storage[choice->action.discard];

      g_string_append_c (out, ' ');
      /* Translators: a full storage makes room; %s is the tile sent back to the box. */
      g_string_append_printf (out, _("The %s in storage is discarded."),
                              ts_burgundy_tile_name (tile));
    }
  if (choice->workers > 0)
    {
      g_string_append (out, " — ");
      g_string_append_printf (out,
                              /* Translators: the cost of a choice in workers. */
                              ngettext ("%u worker", "%u workers", choice->workers),
                              choice->workers);
    }
  return g_string_free (out, FALSE);
}

static int
compare_listed (gconstpointer a,
                gconstpointer b)
{
  const Listed *x = a;
  const Listed *y = b;

  if (x->group != y->group)
    return x->group < y->group ? -1 : 1;
  if (x->choice.workers != y->choice.workers)
    return x->choice.workers < y->choice.workers ? -1 : 1;
  if (x->choice.action.depot != y->choice.action.depot)
    return x->choice.action.depot < y->choice.action.depot ? -1 : 1;
  if (x->choice.action.storage != y->choice.action.storage)
    return x->choice.action.storage < y->choice.action.storage ? -1 : 1;
  return x->choice.action.space - y->choice.action.space
         + x->choice.action.slot - y->choice.action.slot;
}

static void
header_func (GtkListBoxRow *row,
             GtkListBoxRow *before,
             gpointer       user_data)
{
  TsBurgundyTurnPanel *self = user_data;
  int index = gtk_list_box_row_get_index (row);
  int previous = before != NULL ? gtk_list_box_row_get_index (before) : -1;
  Group group;
  GtkWidget *label;

  if (index < 0 || (guint) index >= self->listed->len)
    return;
  group = g_array_index (self->listed, Listed, index).group;
  if (previous >= 0 && g_array_index (self->listed, Listed, previous).group == group)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  label = gtk_label_new (group_title (group));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, previous >= 0 ? 6 : 0);
  gtk_widget_set_margin_start (label, 6);
  gtk_list_box_row_set_header (row, label);
}

static void
fill_list (TsBurgundyTurnPanel *self)
{
  GtkWidget *child;

  g_array_set_size (self->listed, 0);
  for (guint i = 0; i < self->n_choices; i++)
    {
      Listed listed = { 0 };

      if (!for_die (self->state, &self->choices[i], self->die))
        continue;
      listed.choice = self->choices[i];
      listed.group = group_of (self->state, &self->choices[i]);
      g_array_append_val (self->listed, listed);
    }
  g_array_sort (self->listed, compare_listed);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_list))) != NULL)
    gtk_list_box_remove (self->choices_list, child);
  for (guint i = 0; i < self->listed->len; i++)
    {
      Listed *listed = &g_array_index (self->listed, Listed, i);
      GtkWidget *label;

      listed->text = describe (self->state, &listed->choice);
      label = gtk_label_new (listed->text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* One line each: wrapped labels cost a second layout pass for every row. */
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_list_box_append (self->choices_list, label);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Showing the state                                                                       */

static void
update_dice (TsBurgundyTurnPanel *self)
{
  const TsBurgundyState *s = self->state;
  GtkToggleButton *buttons[2] = { self->die0_button, self->die1_button };
  gboolean deciding = s->n_pending > 0;

  for (int i = 0; i < 2; i++)
    {
      gboolean used = (s->die_used >> i) & 1u;
      g_autofree char *label = g_strdup_printf ("%u", s->dice[s->current][i]);
      g_autofree char *a11y = NULL;

      gtk_button_set_label (GTK_BUTTON (buttons[i]), label);
      gtk_widget_set_sensitive (GTK_WIDGET (buttons[i]), !used && !deciding);
      gtk_toggle_button_set_active (buttons[i], !deciding && self->die == i);
      a11y = used ? g_strdup_printf (i == 0 ? _("First die: %u, used") : _("Second die: %u, used"),
                                     s->dice[s->current][i])
                  : g_strdup_printf (i == 0 ? _("First die: %u") : _("Second die: %u"),
                                     s->dice[s->current][i]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (buttons[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      a11y, -1);
    }
}

static void
update_labels (TsBurgundyTurnPanel *self)
{
  const TsBurgundyState *s = self->state;
  const TsBurgundyPlayer *p = &s->players[s->current];
  g_autofree char *title = NULL;
  g_autofree char *pending = ts_burgundy_describe_pending (s);
  g_autofree char *workers = NULL;
  g_autofree char *silver = NULL;
  g_autofree char *purse = NULL;

  /* Translators: %s is a player's name. */
  title = g_strdup_printf (_("%s’s turn"), s->names[s->current]);
  gtk_label_set_text (self->title_label, title);
  gtk_label_set_text (self->pending_label, pending);
  /* What the player can pay with, as in “2 workers · 3 silver”. */
  workers = g_strdup_printf (ngettext ("%d worker", "%d workers", p->workers), p->workers);
  /* Translators: a player's silver coins (the number) */
  silver = g_strdup_printf (ngettext ("%d silver", "%d silver", p->silver), p->silver);
  purse = g_strdup_printf ("%s · %s", workers, silver);
  gtk_label_set_text (self->purse_label, purse);
}

static gboolean
die_usable (const TsBurgundyState *s,
            int                    die)
{
  return die >= 0 && die < 2 && !((s->die_used >> die) & 1u) && s->n_pending == 0;
}

static void
refresh (TsBurgundyTurnPanel *self)
{
  GtkListBoxRow *first;

  update_labels (self);
  update_dice (self);
  fill_list (self);
  first = gtk_list_box_get_row_at_index (self->choices_list, 0);
  if (first != NULL)
    gtk_list_box_select_row (self->choices_list, first);
  gtk_widget_set_sensitive (GTK_WIDGET (self->end_turn_button),
                            self->state->stage == TS_BURGUNDY_STAGE_TURN
                                && self->state->n_pending == 0);
}

void
ts_burgundy_turn_panel_set_state (TsBurgundyTurnPanel   *self,
                                  const TsBurgundyState *state)
{
  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  g_return_if_fail (state != NULL);

  g_clear_pointer (&self->state, ts_burgundy_state_free);
  self->state = ts_burgundy_state_copy (state);
  g_clear_pointer (&self->choices, g_free);
  self->n_choices = 0;
  if (state->stage == TS_BURGUNDY_STAGE_TURN)
    self->choices = ts_burgundy_choices (state, &self->n_choices);
  if (!die_usable (state, self->die))
    self->die = die_usable (state, 0) ? 0 : die_usable (state, 1) ? 1 : -1;
  self->storage = -1;
  ts_burgundy_turn_panel_set_error (self, NULL);
  if (self->picker != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->picker));
  refresh (self);
  g_signal_emit (self, signals[LIT_CHANGED], 0);
}

int
ts_burgundy_turn_panel_get_die (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), -1);
  return self->die;
}

gboolean
ts_burgundy_turn_panel_select_die (TsBurgundyTurnPanel *self,
                                   int                  die)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), FALSE);

  if (self->state == NULL || !die_usable (self->state, die))
    {
      update_dice (self);
      return FALSE;
    }
  if (die != self->die)
    {
      self->die = die;
      self->storage = -1;
      ts_burgundy_turn_panel_set_error (self, NULL);
      refresh (self);
      g_signal_emit (self, signals[LIT_CHANGED], 0);
    }
  else
    update_dice (self);
  return TRUE;
}

int
ts_burgundy_turn_panel_get_storage (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), -1);
  return self->storage;
}

void
ts_burgundy_turn_panel_get_lit (TsBurgundyTurnPanel *self,
                                guint8               board[7],
                                guint               *storage,
                                guint               *goods,
                                guint64             *spaces)
{
  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));

  memset (board, 0, 7);
  *storage = 0;
  *goods = 0;
  *spaces = 0;
  for (guint i = 0; i < self->listed->len; i++)
    {
      const TsBurgundyEntry *a = &g_array_index (self->listed, Listed, i).choice.action;

      switch (a->type)
        {
        case TS_BURGUNDY_ENTRY_TAKE_TILE:
        case TS_BURGUNDY_ENTRY_BUY_BLACK:
          if (a->depot >= 0 && a->depot <= 6 && a->slot >= 0 && a->slot < 8)
            board[a->depot] |= 1u << a->slot;
          break;
        case TS_BURGUNDY_ENTRY_PLACE_TILE:
          *storage |= 1u << a->storage;
          if (self->storage < 0 || self->storage == a->storage)
            *spaces |= G_GUINT64_CONSTANT (1) << a->space;
          break;
        case TS_BURGUNDY_ENTRY_SELL_GOODS:
          *goods |= 1u << a->goods;
          break;
        default:
          break;
        }
    }
}

guint
ts_burgundy_turn_panel_get_n_listed (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), 0);
  return self->listed->len;
}

const TsBurgundyChoice *
ts_burgundy_turn_panel_get_listed (TsBurgundyTurnPanel *self,
                                   guint                index,
                                   const char         **text)
{
  Listed *listed;

  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), NULL);
  g_return_val_if_fail (index < self->listed->len, NULL);

  listed = &g_array_index (self->listed, Listed, index);
  if (text != NULL)
    *text = listed->text;
  return &listed->choice;
}

void
ts_burgundy_turn_panel_set_error (TsBurgundyTurnPanel *self,
                                  const char          *message)
{
  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));

  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

const char *
ts_burgundy_turn_panel_get_error (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), NULL);
  return self->error;
}

void
ts_burgundy_turn_panel_focus (TsBurgundyTurnPanel *self)
{
  GtkListBoxRow *row;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));

  row = gtk_list_box_get_selected_row (self->choices_list);
  if (row == NULL)
    row = gtk_list_box_get_row_at_index (self->choices_list, 0);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->end_turn_button));
}

/* -------------------------------------------------------------------------------------- */
/* Choosing                                                                                */

static void
choose (TsBurgundyTurnPanel    *self,
        const TsBurgundyChoice *choice)
{
  /* The page applies it and calls set_state; copy first, the list is rebuilt then. */
  TsBurgundyChoice copy = *choice;

  if (self->picker != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->picker));
  g_signal_emit (self, signals[CHOOSE], 0, &copy);
}

gboolean
ts_burgundy_turn_panel_activate_choice (TsBurgundyTurnPanel *self,
                                        guint                index)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), FALSE);

  if (index >= self->listed->len)
    return FALSE;
  choose (self, &g_array_index (self->listed, Listed, index).choice);
  return TRUE;
}

static void
choice_row_activated_cb (GtkListBox          *box,
                         GtkListBoxRow       *row,
                         TsBurgundyTurnPanel *self)
{
  int index = gtk_list_box_row_get_index (row);

  if (index >= 0)
    ts_burgundy_turn_panel_activate_choice (self, index);
}

static void
end_turn_clicked_cb (TsBurgundyTurnPanel *self)
{
  for (guint i = 0; i < self->listed->len; i++)
    if (g_array_index (self->listed, Listed, i).choice.action.type == TS_BURGUNDY_ENTRY_END_TURN)
      {
        ts_burgundy_turn_panel_activate_choice (self, i);
        return;
      }
}

static void
die_clicked_cb (GtkToggleButton     *button,
                TsBurgundyTurnPanel *self)
{
  ts_burgundy_turn_panel_select_die (self, button == self->die0_button ? 0 : 1);
}

static void
picker_row_activated_cb (GtkListBox          *box,
                         GtkListBoxRow       *row,
                         TsBurgundyTurnPanel *self)
{
  const TsBurgundyChoice *choice = g_object_get_data (G_OBJECT (row), "choice");

  if (choice != NULL)
    choose (self, choice);
}

/* Several choices answer one click (which tile a "?" is, what to discard, which storage):
 * a short list next to the choices asks which. */
static void
offer (TsBurgundyTurnPanel *self,
       GPtrArray           *candidates)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_widget_add_css_class (list, "navigation-sidebar");
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (list), TRUE);
  for (guint i = 0; i < candidates->len; i++)
    {
      Listed *listed = g_ptr_array_index (candidates, i);
      GtkWidget *label = gtk_label_new (listed->text);
      GtkWidget *row = gtk_list_box_row_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      g_object_set_data_full (G_OBJECT (row), "choice",
                              g_memdup2 (&listed->choice, sizeof listed->choice), g_free);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  g_signal_connect_object (list, "row-activated", G_CALLBACK (picker_row_activated_cb), self, 0);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 320);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_popover_set_child (GTK_POPOVER (self->picker), scroller);
  gtk_popover_popup (GTK_POPOVER (self->picker));
  gtk_widget_grab_focus (list);
}

typedef gboolean (*Match) (const TsBurgundyEntry *action,
                           int                    a,
                           int                    b);

static gboolean
match_slot (const TsBurgundyEntry *e,
            int                    depot,
            int                    slot)
{
  return (e->type == TS_BURGUNDY_ENTRY_TAKE_TILE || e->type == TS_BURGUNDY_ENTRY_BUY_BLACK)
         && e->depot == depot && e->slot == slot;
}

static gboolean
match_space (const TsBurgundyEntry *e,
             int                    space,
             int                    storage)
{
  return e->type == TS_BURGUNDY_ENTRY_PLACE_TILE && e->space == space
         && (storage < 0 || e->storage == storage);
}

static gboolean
match_goods (const TsBurgundyEntry *e,
             int                    goods,
             int                    unused)
{
  return e->type == TS_BURGUNDY_ENTRY_SELL_GOODS && e->goods == goods;
}

/* The listed choices answering a click; with none for the picked die, the cheapest ones
 * of the other die (a click on depot 3 means the die that can reach it). */
static GPtrArray *
candidates_for (TsBurgundyTurnPanel *self,
                Match                match,
                int                  a,
                int                  b)
{
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < self->listed->len; i++)
    {
      Listed *listed = &g_array_index (self->listed, Listed, i);

      if (match (&listed->choice.action, a, b))
        g_ptr_array_add (found, listed);
    }
  if (found->len == 0 && self->state->n_pending == 0 && die_usable (self->state, 1 - self->die))
    {
      int other = 1 - self->die;
      guint cheapest = G_MAXUINT;

      for (guint i = 0; i < self->n_choices; i++)
        if (self->choices[i].action.die == other && match (&self->choices[i].action, a, b))
          cheapest = MIN (cheapest, self->choices[i].workers);
      if (cheapest != G_MAXUINT)
        {
          /* Switch to that die so the list shows what is about to be chosen. */
          ts_burgundy_turn_panel_select_die (self, other);
          for (guint i = 0; i < self->listed->len; i++)
            {
              Listed *listed = &g_array_index (self->listed, Listed, i);

              if (match (&listed->choice.action, a, b) && listed->choice.workers == cheapest)
                g_ptr_array_add (found, listed);
            }
        }
    }
  return found;
}

/* Nothing answers the click: the engine says why the plain entry it means is refused. */
static void
explain (TsBurgundyTurnPanel   *self,
         const TsBurgundyEntry *entry)
{
  g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (self->state);
  g_autoptr(GError) error = NULL;

  if (ts_burgundy_apply (copy, entry, &error))
    /* Only reached if the engine accepts what it did not list: say so plainly. */
    ts_burgundy_turn_panel_set_error (self, _("That is not one of the choices now."));
  else
    ts_burgundy_turn_panel_set_error (self, error->message);
}

static gboolean
answer (TsBurgundyTurnPanel *self,
        GPtrArray           *found)
{
  if (found->len == 1)
    {
      Listed *listed = g_ptr_array_index (found, 0);

      choose (self, &listed->choice);
      return TRUE;
    }
  if (found->len > 1)
    {
      offer (self, found);
      return TRUE;
    }
  return FALSE;
}

static int
acting_die (TsBurgundyTurnPanel *self)
{
  return self->die >= 0 ? self->die : 0;
}

void
ts_burgundy_turn_panel_slot_activated (TsBurgundyTurnPanel *self,
                                       int                  depot,
                                       int                  slot)
{
  g_autoptr(GPtrArray) found = NULL;
  TsBurgundyEntry e;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  if (self->state == NULL || self->state->stage != TS_BURGUNDY_STAGE_TURN)
    return;

  found = candidates_for (self, match_slot, depot, slot);
  if (answer (self, found))
    return;
  if (depot == 0)
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_BUY_BLACK, self->state->current);
      e.depot = 0;
    }
  else
    {
      ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_TAKE_TILE, self->state->current);
      e.die = acting_die (self);
      e.depot = depot;
    }
  e.slot = slot;
  explain (self, &e);
}

void
ts_burgundy_turn_panel_storage_activated (TsBurgundyTurnPanel *self,
                                          int                  storage)
{
  const TsBurgundyPlayer *p;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  if (self->state == NULL || self->state->stage != TS_BURGUNDY_STAGE_TURN || storage < 0
      || storage >= TS_BURGUNDY_STORAGE)
    return;

  p = &self->state->players[self->state->current];
  if (p->storage[storage] == 0)
    {
      ts_burgundy_turn_panel_set_error (self, _("That storage space is empty."));
      return;
    }
  /* Picking the tile only narrows the lit spaces; the space clicked next makes the choice
   * or has the engine explain why it cannot. */
  self->storage = self->storage == storage ? -1 : storage;
  ts_burgundy_turn_panel_set_error (self, NULL);
  g_signal_emit (self, signals[LIT_CHANGED], 0);
}

void
ts_burgundy_turn_panel_space_activated (TsBurgundyTurnPanel *self,
                                        int                  space)
{
  g_autoptr(GPtrArray) found = NULL;
  const TsBurgundyPlayer *p;
  TsBurgundyEntry e;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  if (self->state == NULL || self->state->stage != TS_BURGUNDY_STAGE_TURN)
    return;

  found = candidates_for (self, match_space, space, self->storage);
  if (answer (self, found))
    return;

  p = &self->state->players[self->state->current];
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_PLACE_TILE, self->state->current);
  e.die = acting_die (self);
  e.space = space;
  e.storage = self->storage;
  for (int k = 0; e.storage < 0 && k < TS_BURGUNDY_STORAGE; k++)
    if (p->storage[k] != 0)
      e.storage = k;
  if (e.storage < 0)
    {
      ts_burgundy_turn_panel_set_error (self,
                                        _("Your storage is empty: take a tile from a depot "
                                          "first."));
      return;
    }
  explain (self, &e);
}

void
ts_burgundy_turn_panel_goods_activated (TsBurgundyTurnPanel *self,
                                        int                  goods)
{
  g_autoptr(GPtrArray) found = NULL;
  TsBurgundyEntry e;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  if (self->state == NULL || self->state->stage != TS_BURGUNDY_STAGE_TURN)
    return;

  found = candidates_for (self, match_goods, goods, 0);
  if (answer (self, found))
    return;
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_SELL_GOODS, self->state->current);
  e.die = acting_die (self);
  e.goods = goods;
  explain (self, &e);
}

/* -------------------------------------------------------------------------------------- */

static void
ts_burgundy_turn_panel_dispose (GObject *object)
{
  TsBurgundyTurnPanel *self = TS_BURGUNDY_TURN_PANEL (object);

  g_clear_pointer (&self->picker, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_BURGUNDY_TURN_PANEL);
  /* Children of a plain GtkWidget are ours to unparent, template or not. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ts_burgundy_turn_panel_parent_class)->dispose (object);
}

static void
ts_burgundy_turn_panel_finalize (GObject *object)
{
  TsBurgundyTurnPanel *self = TS_BURGUNDY_TURN_PANEL (object);

  g_clear_pointer (&self->state, ts_burgundy_state_free);
  g_free (self->choices);
  g_array_unref (self->listed);
  g_free (self->error);

  G_OBJECT_CLASS (ts_burgundy_turn_panel_parent_class)->finalize (object);
}

static void
ts_burgundy_turn_panel_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  TsBurgundyTurnPanel *self = TS_BURGUNDY_TURN_PANEL (widget);

  GTK_WIDGET_CLASS (ts_burgundy_turn_panel_parent_class)
      ->size_allocate (widget, width, height, baseline);
  if (self->picker != NULL)
    gtk_popover_present (GTK_POPOVER (self->picker));
}

static void
ts_burgundy_turn_panel_class_init (TsBurgundyTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_turn_panel_dispose;
  object_class->finalize = ts_burgundy_turn_panel_finalize;
  widget_class->size_allocate = ts_burgundy_turn_panel_size_allocate;

  signals[CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[LIT_CHANGED] = g_signal_new ("lit-changed", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/ts-burgundy-turn-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, title_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, pending_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, purse_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, die0_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, die1_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, choices_list);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, error_label);
  gtk_widget_class_bind_template_callback (widget_class, choice_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, die_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, end_turn_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "ts-burgundy-turn-panel");
}

static void
ts_burgundy_turn_panel_init (TsBurgundyTurnPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->listed = g_array_new (FALSE, TRUE, sizeof (Listed));
  g_array_set_clear_func (self->listed, listed_clear);
  self->die = 0;
  self->storage = -1;
  gtk_list_box_set_header_func (self->choices_list, header_func, self, NULL);

  self->picker = gtk_popover_new ();
  gtk_widget_set_parent (self->picker, GTK_WIDGET (self));
  gtk_popover_set_position (GTK_POPOVER (self->picker), GTK_POS_TOP);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-tile-info.h"
#include "ts-burgundy-turn-panel-private.h"
#include "ts-fold-box.h"


G_DEFINE_FINAL_TYPE (TsBurgundyTurnPanel, ts_burgundy_turn_panel, GTK_TYPE_WIDGET)

enum
{
  CHOOSE,
  LIT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_turn_panel_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_TURN_PANEL, NULL);
}

const TsBurgundyTurnRow *
ts_burgundy_turn_panel_row_at (TsBurgundyTurnPanel *self,
                               guint                index)
{
  return &g_array_index (self->rows, TsBurgundyTurnRow, index);
}

gboolean
ts_burgundy_turn_panel_die_usable (const TsBurgundyState *s,
                                   int                    die)
{
  return die >= 0 && die < 2 && !((s->die_used >> die) & 1u) && s->n_pending == 0
         && s->stage == TS_BURGUNDY_STAGE_TURN;
}

/* -------------------------------------------------------------------------------------- */
/* Showing the state                                                                       */

static void
update_dice (TsBurgundyTurnPanel *self)
{
  const TsBurgundyState *s = self->state;
  GtkToggleButton *buttons[2] = { self->die0_button, self->die1_button };
  gboolean deciding = s->n_pending > 0 || s->stage != TS_BURGUNDY_STAGE_TURN;

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
update_purse (TsBurgundyTurnPanel *self)
{
  const TsBurgundyState *s = self->state;
  const TsBurgundyPlayer *p = &s->players[ts_burgundy_turn_actor (s)];
  g_autofree char *workers = NULL;
  g_autofree char *silver = NULL;
  g_autofree char *purse = NULL;

  /* What the player can pay with, as in “2 workers · 3 silver”. */
  workers = g_strdup_printf (ngettext ("%d worker", "%d workers", p->workers), p->workers);
  /* Translators: a player's silver coins (the number) */
  silver = g_strdup_printf (ngettext ("%d silver", "%d silver", p->silver), p->silver);
  if (s->stage == TS_BURGUNDY_STAGE_PHASE_END)
    /* Translators: who decides at a phase end, then what they can pay with */
    purse = g_strdup_printf (_("%s · %s · %s"), s->names[ts_burgundy_turn_actor (s)], workers,
                             silver);
  else if (s->n_pending > 0 && s->pending[s->n_pending - 1] == TS_BURGUNDY_PENDING_WHITE_CASTLE)
    /* Translators: a white castle's action uses the white die's value (CB-WHC-02) */
    purse = g_strdup_printf (_("White die %u · %s · %s"), s->white_value, workers, silver);
  else
    purse = g_strdup_printf ("%s · %s", workers, silver);
  gtk_label_set_text (self->purse_label, purse);
}

/* The kind to show: the one asked for while it has rows, else the first that has some. */
static void
settle_kind (TsBurgundyTurnPanel *self)
{
  if (ts_burgundy_turn_panel_count_kind (self, self->kind) > 0)
    return;
  for (int k = 0; k < N_KIND_BUTTONS; k++)
    if (ts_burgundy_turn_panel_count_kind (self, k) > 0)
      {
        self->kind = k;
        return;
      }
}

static void
rebuild (TsBurgundyTurnPanel *self)
{
  g_clear_pointer (&self->rows, g_array_unref);
  self->rows = ts_burgundy_turn_rows_build (self->state, self->choices, self->n_choices,
                                            self->die);
  settle_kind (self);
  update_purse (self);
  update_dice (self);
  ts_burgundy_turn_panel_update_kinds (self);
  ts_burgundy_turn_panel_fill_list (self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->end_turn_button),
                            ts_burgundy_turn_panel_count_kind (self, TS_BURGUNDY_KIND_END) > 0);
}

static void
close_picker (TsBurgundyTurnPanel *self)
{
  self->picking = -1;
  g_array_set_size (self->offered, 0);
  gtk_popover_popdown (GTK_POPOVER (self->picker));
}

void
ts_burgundy_turn_panel_set_board (TsBurgundyTurnPanel *self,
                                  TsBurgundyBoardView *board)
{
  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));

  if (self->board != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->board), (gpointer *) &self->board);
  self->board = board;
  if (board != NULL)
    g_object_add_weak_pointer (G_OBJECT (board), (gpointer *) &self->board);
}

void
ts_burgundy_turn_panel_set_state (TsBurgundyTurnPanel   *self,
                                  const TsBurgundyState *state)
{
  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  g_return_if_fail (state != NULL);

  /* A new turn starts on the first die; within a turn the die stays. After every entry the
   * list is back on Take, where most dice go (after a sale or a placing, the other die is
   * most often a tile taken), or on the first kind that has choices. */
  if (self->state == NULL || self->state->current != state->current
      || self->state->round != state->round || self->state->phase != state->phase
      || self->state->stage != state->stage
      || (state->stage == TS_BURGUNDY_STAGE_PHASE_END
          && self->state->phase_end_player != state->phase_end_player))
    self->die = 0;
  self->kind = TS_BURGUNDY_KIND_TAKE;
  g_clear_pointer (&self->state, ts_burgundy_state_free);
  self->state = ts_burgundy_state_copy (state);
  g_clear_pointer (&self->choices, g_free);
  self->n_choices = 0;
  if (state->stage == TS_BURGUNDY_STAGE_TURN || state->stage == TS_BURGUNDY_STAGE_PHASE_END)
    self->choices = ts_burgundy_choices (state, &self->n_choices);
  if (!ts_burgundy_turn_panel_die_usable (state, self->die))
    self->die = ts_burgundy_turn_panel_die_usable (state, 0)   ? 0
                : ts_burgundy_turn_panel_die_usable (state, 1) ? 1
                                                               : -1;
  self->storage = -1;
  ts_burgundy_turn_panel_set_error (self, NULL);
  close_picker (self);
  rebuild (self);
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

  if (self->state == NULL || !ts_burgundy_turn_panel_die_usable (self->state, die))
    {
      if (self->state != NULL)
        update_dice (self);
      return FALSE;
    }
  if (die != self->die)
    {
      self->die = die;
      self->storage = -1;
      ts_burgundy_turn_panel_set_error (self, NULL);
      close_picker (self);
      rebuild (self);
      g_signal_emit (self, signals[LIT_CHANGED], 0);
    }
  else
    update_dice (self);
  return TRUE;
}

TsBurgundyTurnKind
ts_burgundy_turn_panel_get_kind (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), TS_BURGUNDY_KIND_TAKE);
  return self->kind;
}

gboolean
ts_burgundy_turn_panel_select_kind (TsBurgundyTurnPanel *self,
                                    TsBurgundyTurnKind   kind)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), FALSE);

  if (kind >= N_KIND_BUTTONS || ts_burgundy_turn_panel_count_kind (self, kind) == 0)
    return FALSE;
  if (kind != self->kind)
    {
      self->kind = kind;
      ts_burgundy_turn_panel_update_kinds (self);
      ts_burgundy_turn_panel_fill_list (self);
      /* Another kind is the player's next action: the page clears a refusal on it. */
      g_signal_emit (self, signals[LIT_CHANGED], 0);
    }
  return TRUE;
}

GtkWidget *
ts_burgundy_turn_panel_get_kind_button (TsBurgundyTurnPanel *self,
                                        TsBurgundyTurnKind   kind)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), NULL);
  if (kind == TS_BURGUNDY_KIND_END)
    return GTK_WIDGET (self->end_turn_button);
  g_return_val_if_fail (kind < N_KIND_BUTTONS, NULL);
  return self->kind_buttons[kind];
}

int
ts_burgundy_turn_panel_get_storage (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), -1);
  return self->storage;
}

gboolean
ts_burgundy_turn_panel_offers (TsBurgundyTurnPanel *self,
                               TsBurgundyEntryType  type)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), FALSE);
  for (guint i = 0; i < self->n_choices; i++)
    if (self->choices[i].action.type == type)
      return TRUE;
  return FALSE;
}

void
ts_burgundy_turn_panel_get_lit (TsBurgundyTurnPanel *self,
                                guint8               board[7],
                                guint64             *storage,
                                guint               *goods,
                                TsBurgundySpaces    *spaces)
{
  const TsBurgundyPlayer *p;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));

  memset (board, 0, 7);
  *storage = 0;
  *goods = 0;
  memset (spaces, 0, sizeof *spaces);
  if (self->state == NULL || self->rows == NULL)
    return;
  p = &self->state->players[ts_burgundy_turn_actor (self->state)];
  for (guint i = 0; i < self->n_choices; i++)
    {
      const TsBurgundyEntry *a = &self->choices[i].action;

      /* The picked die's choices, and those of no die. */
      if ((a->die == TS_BURGUNDY_SRC_DIE0 || a->die == TS_BURGUNDY_SRC_DIE1)
          && a->type != TS_BURGUNDY_ENTRY_BUY_BLACK && self->state->n_pending == 0
          && a->die != self->die)
        continue;
      switch (a->type)
        {
        case TS_BURGUNDY_ENTRY_TAKE_TILE:
        case TS_BURGUNDY_ENTRY_BUY_BLACK:
        case TS_BURGUNDY_ENTRY_SHIELD_TILE:
          if (a->depot >= 0 && a->depot <= 6 && a->slot >= 0 && a->slot < 8)
            board[a->depot] |= 1u << a->slot;
          break;
        case TS_BURGUNDY_ENTRY_PLACE_TILE:
          *storage |= G_GUINT64_CONSTANT (1) << a->storage;
          if (self->storage < 0 || p->storage[self->storage] == p->storage[a->storage])
            ts_burgundy_spaces_add (spaces, a->space);
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
ts_burgundy_turn_panel_get_n_rows (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), 0);
  return self->rows != NULL ? self->rows->len : 0;
}

const TsBurgundyTurnRow *
ts_burgundy_turn_panel_get_row (TsBurgundyTurnPanel *self,
                                guint                index)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), NULL);
  g_return_val_if_fail (self->rows != NULL && index < self->rows->len, NULL);
  return ts_burgundy_turn_panel_row_at (self, index);
}

GtkListBox *
ts_burgundy_turn_panel_get_list (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), NULL);
  ts_burgundy_turn_panel_complete_list (self);
  return self->choices_list;
}

void
ts_burgundy_turn_panel_set_rows_shown (TsBurgundyTurnPanel *self,
                                       guint                n_rows)
{
  int height = MAX (n_rows, 3) * TS_BURGUNDY_TURN_ROW_HEIGHT;

  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));
  if (gtk_scrolled_window_get_min_content_height (self->choices_scroller) != height)
    gtk_scrolled_window_set_min_content_height (self->choices_scroller, height);
}

TsBurgundyTilePicker *
ts_burgundy_turn_panel_get_picker (TsBurgundyTurnPanel *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self), NULL);
  return self->picker;
}

void
ts_burgundy_turn_panel_set_error (TsBurgundyTurnPanel *self,
                                  const char          *message)
{
  g_return_if_fail (TS_IS_BURGUNDY_TURN_PANEL (self));

  g_free (self->error);
  self->error = g_strdup (message);
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

  /* Both dice used and nothing asked: ending is what comes next (buying is a Tab away). */
  if (self->state != NULL && self->state->n_pending == 0
      && !ts_burgundy_turn_panel_die_usable (self->state, 0)
      && !ts_burgundy_turn_panel_die_usable (self->state, 1)
      && gtk_widget_get_sensitive (GTK_WIDGET (self->end_turn_button)))
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->end_turn_button));
      return;
    }
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

void
ts_burgundy_turn_panel_choose (TsBurgundyTurnPanel    *self,
                               const TsBurgundyChoice *choice)
{
  /* The page applies it and calls set_state; copy first, the rows are rebuilt then. */
  TsBurgundyChoice copy = *choice;

  close_picker (self);
  g_signal_emit (self, signals[CHOOSE], 0, &copy);
}

/* -------------------------------------------------------------------------------------- */

static void
ts_burgundy_turn_panel_dispose (GObject *object)
{
  TsBurgundyTurnPanel *self = TS_BURGUNDY_TURN_PANEL (object);

  ts_burgundy_turn_panel_set_board (self, NULL);
  g_clear_handle_id (&self->fill_idle, g_source_remove);
  if (self->picker != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->picker));
      self->picker = NULL;
    }
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
  g_clear_pointer (&self->rows, g_array_unref);
  g_array_unref (self->offered);
  g_free (self->choices);
  g_free (self->error);
  g_string_free (self->typed, TRUE);

  G_OBJECT_CLASS (ts_burgundy_turn_panel_parent_class)->finalize (object);
}

/* Asked its height for no width (the entry bar is), the panel answers for its natural width,
 * not for its folded least width (issue 54): the bar keeps the tallest answer it had. */
static void
ts_burgundy_turn_panel_measure (GtkWidget     *widget,
                                GtkOrientation orientation,
                                int            for_size,
                                int           *minimum,
                                int           *natural,
                                int           *minimum_baseline,
                                int           *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  if (child == NULL || !gtk_widget_should_layout (child))
    return;
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0)
    gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &for_size, NULL, NULL);
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

static GtkSizeRequestMode
ts_burgundy_turn_panel_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ts_burgundy_turn_panel_size_allocate (GtkWidget *widget,
                                      int        width,
                                      int        height,
                                      int        baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, -1, NULL);
  if (TS_BURGUNDY_TURN_PANEL (widget)->picker != NULL)
    gtk_popover_present (GTK_POPOVER (TS_BURGUNDY_TURN_PANEL (widget)->picker));
}

static void
ts_burgundy_turn_panel_class_init (TsBurgundyTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_turn_panel_dispose;
  object_class->finalize = ts_burgundy_turn_panel_finalize;
  widget_class->measure = ts_burgundy_turn_panel_measure;
  widget_class->get_request_mode = ts_burgundy_turn_panel_get_request_mode;
  widget_class->size_allocate = ts_burgundy_turn_panel_size_allocate;

  signals[CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[LIT_CHANGED] = g_signal_new ("lit-changed", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (TS_TYPE_FOLD_BOX);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/burgundy/ts-burgundy-turn-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, purse_label);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, die0_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, die1_button);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, kinds_box);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, choices_scroller);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, choices_list);
  gtk_widget_class_bind_template_child (widget_class, TsBurgundyTurnPanel, end_turn_button);
  ts_burgundy_turn_panel_class_init_choosing (widget_class);
  gtk_widget_class_set_css_name (widget_class, "ts-burgundy-turn-panel");
}

static void
ts_burgundy_turn_panel_init (TsBurgundyTurnPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->offered = g_array_new (FALSE, FALSE, sizeof (guint));
  self->die = 0;
  self->storage = -1;
  self->picking = -1;
  self->typed = g_string_new (NULL);
  ts_burgundy_turn_panel_init_list (self);

  self->picker = TS_BURGUNDY_TILE_PICKER (ts_burgundy_tile_picker_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->picker), GTK_WIDGET (self));
  g_signal_connect_object (self->picker, "picked", G_CALLBACK (ts_burgundy_turn_panel_picked_cb),
                           self, 0);
  g_signal_connect_object (self->picker, "closed",
                           G_CALLBACK (ts_burgundy_turn_panel_picker_closed_cb), self,
                           G_CONNECT_AFTER);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The match page's entry forms that are shown at some stages only (the turn panel, the
 * shields at the start, the starting goods, the phase's fill, the roll, the solo game's own
 * steps), made the first time a state asks for them (ts-form-stack.c): a game opened over
 * makes none, and a game that is not solo never makes the solo form or the solo bar. */
#include "config.h"

#include "ts-burgundy-view-private.h"
#include "ts-form-stack.h"

static GtkWidget *
make_fill (TsBurgundyView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->phase_summary = TS_BURGUNDY_PHASE_SUMMARY (ts_burgundy_phase_summary_new ());
  self->fill_entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->phase_summary));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->fill_entry));
  ts_burgundy_view_connect_form (self, GTK_WIDGET (self->fill_entry));
  return ts_form_stack_scrolled (box, 320);
}

static GtkWidget *
make_turn_panel (TsBurgundyView *self)
{
  self->turn_panel = TS_BURGUNDY_TURN_PANEL (ts_burgundy_turn_panel_new ());
  g_signal_connect (self->turn_panel, "choose", G_CALLBACK (ts_burgundy_view_choose_cb), self);
  g_signal_connect_swapped (self->turn_panel, "lit-changed",
                            G_CALLBACK (ts_burgundy_view_lit_changed_cb), self);
  ts_burgundy_turn_panel_set_board (self->turn_panel, self->board);
  if (self->turn_rows > 0)
    ts_burgundy_turn_panel_set_rows_shown (self->turn_panel, self->turn_rows);
  return GTK_WIDGET (self->turn_panel);
}

static GtkWidget *
make_form (const char *name,
           gpointer    user_data)
{
  TsBurgundyView *self = user_data;
  GtkWidget *form;

  if (g_str_equal (name, "turn"))
    return make_turn_panel (self);
  if (g_str_equal (name, "fill"))
    return make_fill (self);
  if (g_str_equal (name, "shields"))
    form = GTK_WIDGET (self->shields_entry
                       = TS_BURGUNDY_SHIELDS_ENTRY (ts_burgundy_shields_entry_new ()));
  else if (g_str_equal (name, "goods"))
    form = GTK_WIDGET (self->goods_entry
                       = TS_BURGUNDY_GOODS_ENTRY (ts_burgundy_goods_entry_new ()));
  else if (g_str_equal (name, "roll"))
    form = GTK_WIDGET (self->roll_entry = TS_BURGUNDY_ROLL_ENTRY (ts_burgundy_roll_entry_new ()));
  else
    form = GTK_WIDGET (self->solo_entry = TS_BURGUNDY_SOLO_ENTRY (ts_burgundy_solo_entry_new ()));
  ts_burgundy_view_connect_form (self, form);
  return form;
}

/* Makes the form of the entry stack's page @name ("turn", "shields", "goods", "fill", "roll"
 * or "solo") unless it is made. */
void
ts_burgundy_view_ensure_form (TsBurgundyView *self,
                              const char     *name)
{
  ts_form_stack_ensure (self->entry_stack, name, make_form, self);
}

/* The turn panel, made with the match's state the first time it is asked for: by a state of
 * the turns, or by a key or a click that goes to it in any state (it then says why not). */
TsBurgundyTurnPanel *
ts_burgundy_view_turn_panel (TsBurgundyView *self)
{
  if (self->turn_panel == NULL)
    {
      ts_burgundy_view_ensure_form (self, "turn");
      ts_burgundy_turn_panel_set_state (self->turn_panel, ts_burgundy_view_get_state (self));
    }
  return self->turn_panel;
}

/* The solo game's round, target track and VP purchase (CB-SOL), above the duchy. */
void
ts_burgundy_view_make_solo_bar (TsBurgundyView *self)
{
  GtkWidget *box = gtk_widget_get_parent (self->players_switcher);

  self->solo_bar = TS_BURGUNDY_SOLO_BAR (ts_burgundy_solo_bar_new ());
  ts_burgundy_view_connect_form (self, GTK_WIDGET (self->solo_bar));
  gtk_box_prepend (GTK_BOX (box), GTK_WIDGET (self->solo_bar));
}

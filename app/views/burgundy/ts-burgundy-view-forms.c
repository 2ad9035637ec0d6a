/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The match page's entry forms that are shown at some stages only (the shields at the start,
 * the starting goods, the phase's fill, the roll, the solo game's own steps), made the first
 * time a state asks for them (ts-form-stack.c; a game that is not solo never makes the solo
 * form). */
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
make_form (const char *name,
           gpointer    user_data)
{
  TsBurgundyView *self = user_data;
  GtkWidget *form;

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

/* Makes the form of the entry stack's page @name ("shields", "goods", "fill", "roll" or
 * "solo") unless it is made. */
void
ts_burgundy_view_ensure_form (TsBurgundyView *self,
                              const char     *name)
{
  ts_form_stack_ensure (self->entry_stack, name, make_form, self);
}

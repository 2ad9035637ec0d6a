/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The match page's entry forms that are shown at some stages only (the shields at the start,
 * the starting goods, the phase's fill, the roll, the solo game's own steps): each is made
 * and added to the entry stack the first time a state asks for it (issue 56: a game opened
 * past them, or over, paints its first frame without them; a game that is not solo never
 * makes the solo form). */
#include "config.h"

#include "ts-burgundy-view-private.h"

static GtkWidget *
make_fill (TsBurgundyView *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  self->phase_summary = TS_BURGUNDY_PHASE_SUMMARY (ts_burgundy_phase_summary_new ());
  self->fill_entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->phase_summary));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->fill_entry));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  ts_burgundy_view_connect_form (self, GTK_WIDGET (self->fill_entry));
  return scrolled;
}

/* Makes the form of the entry stack's page @name ("shields", "goods", "fill", "roll" or
 * "solo") unless it is made. */
void
ts_burgundy_view_ensure_form (TsBurgundyView *self,
                              const char     *name)
{
  GtkWidget *page;
  GtkWidget *form = NULL;

  if (gtk_stack_get_child_by_name (self->entry_stack, name) != NULL)
    return;
  if (g_str_equal (name, "fill"))
    page = form = make_fill (self);
  else
    {
      if (g_str_equal (name, "shields"))
        form = ts_burgundy_shields_entry_new ();
      else if (g_str_equal (name, "goods"))
        form = ts_burgundy_goods_entry_new ();
      else if (g_str_equal (name, "roll"))
        form = ts_burgundy_roll_entry_new ();
      else if (g_str_equal (name, "solo"))
        form = ts_burgundy_solo_entry_new ();
      else
        g_return_if_reached ();
      if (TS_IS_BURGUNDY_SHIELDS_ENTRY (form))
        self->shields_entry = TS_BURGUNDY_SHIELDS_ENTRY (form);
      else if (TS_IS_BURGUNDY_GOODS_ENTRY (form))
        self->goods_entry = TS_BURGUNDY_GOODS_ENTRY (form);
      else if (TS_IS_BURGUNDY_ROLL_ENTRY (form))
        self->roll_entry = TS_BURGUNDY_ROLL_ENTRY (form);
      else
        self->solo_entry = TS_BURGUNDY_SOLO_ENTRY (form);
      ts_burgundy_view_connect_form (self, form);
      page = form;
    }
  gtk_stack_add_named (self->entry_stack, page, name);
}

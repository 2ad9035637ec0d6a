/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The known players under a seat's name (issue 27): while a name is typed, the people whose
 * names match it (ts_filter_words_match(), as every filtered list) are offered in a list
 * under the row. Typing goes on in the name; Down moves into the list, Enter or a click
 * picks (the person's name, and their usual colour when no other seat has it), Escape goes
 * back to the name. Nothing is picked by itself: a name that matches nobody stays as typed,
 * a new person. Leaving the name with a known person's name typed whole gives their colour
 * too. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-page-host.h"
#include "ts-filter-guard.h"
#include "ts-player-palette.h"
#include "ts-setup-private.h"

/* More known players than this are offered by what is typed only. */
#define MAX_OFFERED 8

static TsPeople *
app_people (void)
{
  return ts_page_host_get_people (ts_page_host_get_default ());
}

/* Gives @seat the person's colour when no other seat has it. */
static void
take_color (TsSetupSeat *seat,
            const char  *id)
{
  TsPeople *people = app_people ();
  const char *color = people != NULL ? ts_people_get_color (people, id) : NULL;
  const TsPlayerColor *entry = color != NULL ? ts_player_palette_lookup (color) : NULL;
  guint c;

  if (entry == NULL)
    return;
  c = entry - ts_player_palette_get (NULL);
  for (guint i = 0; i < seat->window->n_players; i++)
    if (i != seat->index && seat->window->seats[i].color == c)
      return;
  ts_setup_window_set_player_color (seat->window, seat->index, color);
}

static void
hide (TsSetupSeat *seat)
{
  if (seat->known_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (seat->known_popover));
}

static void
pick (TsSetupSeat *seat,
      const char  *id)
{
  TsPeople *people = app_people ();
  const char *name = people != NULL ? ts_people_get_name (people, id) : NULL;

  if (name == NULL)
    return;
  seat->known_picking = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (seat->name_row), name);
  gtk_editable_set_position (GTK_EDITABLE (seat->name_row), -1);
  seat->known_picking = FALSE;
  take_color (seat, id);
  hide (seat);
  gtk_widget_grab_focus (GTK_WIDGET (seat->name_row));
  /* On with the typing after the name, not over it. */
  gtk_editable_set_position (GTK_EDITABLE (seat->name_row), -1);
}

static void
row_activated_cb (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TsSetupSeat   *seat)
{
  pick (seat, g_object_get_data (G_OBJECT (row), "ts-person"));
}

/* The people whose name matches what is typed, and not typed whole already. */
static guint
fill (TsSetupSeat *seat,
      const char  *typed)
{
  TsPeople *people = app_people ();
  g_auto(GStrv) ids = people != NULL ? ts_people_dup_ids (people) : NULL;
  g_autofree char *folded_typed = ts_people_fold_name (typed);
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (seat->known_list))) != NULL)
    gtk_list_box_remove (seat->known_list, child);
  for (guint i = 0; ids != NULL && ids[i] != NULL && n < MAX_OFFERED; i++)
    {
      const char *name = ts_people_get_name (people, ids[i]);
      g_autofree char *folded = ts_people_fold_name (name);
      GtkWidget *row, *label;

      if (ts_people_get_merged_into (people, ids[i]) != NULL
          || !ts_filter_words_match (folded, typed) || g_str_equal (folded, folded_typed))
        continue;
      label = gtk_label_new (name);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      g_object_set_data_full (G_OBJECT (row), "ts-person", g_strdup (ids[i]), g_free);
      gtk_list_box_append (seat->known_list, row);
      n++;
    }
  return n;
}

/* The keyboard is in the name (in the row's text, not the row itself). */
static gboolean
typing (TsSetupSeat *seat)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (seat->name_row));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (seat->name_row));
}

static void
name_changed_cb (GtkEditable *editable,
                 TsSetupSeat *seat)
{
  const char *typed = gtk_editable_get_text (editable);

  if (seat->known_picking || !typing (seat)
      || ts_filter_is_empty (typed) || fill (seat, typed) == 0)
    {
      hide (seat);
      return;
    }
  gtk_popover_popup (GTK_POPOVER (seat->known_popover));
}

static gboolean
name_key_cb (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             TsSetupSeat           *seat)
{
  GtkListBoxRow *first;

  if (seat->known_popover == NULL || !gtk_widget_get_visible (seat->known_popover))
    return FALSE;
  if (keyval == GDK_KEY_Escape)
    {
      hide (seat);
      return TRUE;
    }
  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;
  first = gtk_list_box_get_row_at_index (seat->known_list, 0);
  if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
  return first != NULL;
}

static gboolean
list_key_cb (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             TsSetupSeat           *seat)
{
  if (keyval != GDK_KEY_Escape)
    return FALSE;
  hide (seat);
  gtk_widget_grab_focus (GTK_WIDGET (seat->name_row));
  gtk_editable_set_position (GTK_EDITABLE (seat->name_row), -1);
  return TRUE;
}

static void
name_left_cb (GtkEventControllerFocus *controller,
              TsSetupSeat             *seat)
{
  TsPeople *people = app_people ();
  g_autofree char *name = ts_setup_seat_dup_name (seat);
  const char *id = people != NULL && *name != '\0' ? ts_people_find (people, name) : NULL;

  if (id != NULL)
    take_color (seat, id);
}

void
ts_setup_seat_offer_known (TsSetupSeat *seat)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *list_keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  seat->known_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (seat->known_list, GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (seat->known_list, TRUE);
  gtk_widget_set_size_request (GTK_WIDGET (seat->known_list), 220, -1);
  /* Translators: the list of known players offered under a name being typed */
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->known_list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Known Players"), -1);
  g_signal_connect (seat->known_list, "row-activated", G_CALLBACK (row_activated_cb), seat);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 240);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (seat->known_list));

  seat->known_popover = gtk_popover_new ();
  /* Typing goes on in the name while the list shows. */
  gtk_popover_set_autohide (GTK_POPOVER (seat->known_popover), FALSE);
  gtk_popover_set_has_arrow (GTK_POPOVER (seat->known_popover), FALSE);
  gtk_popover_set_position (GTK_POPOVER (seat->known_popover), GTK_POS_BOTTOM);
  gtk_widget_set_halign (seat->known_popover, GTK_ALIGN_START);
  gtk_popover_set_child (GTK_POPOVER (seat->known_popover), scrolled);
  gtk_widget_set_parent (seat->known_popover, GTK_WIDGET (seat->name_row));

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (name_key_cb), seat);
  gtk_widget_add_controller (GTK_WIDGET (seat->name_row), keys);
  g_signal_connect (list_keys, "key-pressed", G_CALLBACK (list_key_cb), seat);
  gtk_widget_add_controller (GTK_WIDGET (seat->known_list), list_keys);
  g_signal_connect (focus, "leave", G_CALLBACK (name_left_cb), seat);
  gtk_widget_add_controller (GTK_WIDGET (seat->name_row), focus);
  g_signal_connect (seat->name_row, "changed", G_CALLBACK (name_changed_cb), seat);
}

void
ts_setup_seat_forget_known (TsSetupSeat *seat)
{
  g_clear_pointer (&seat->known_popover, gtk_widget_unparent);
  seat->known_list = NULL;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Showing the state of the new-game form: each player's group (title, place in the turn
 * order, buttons, accessible names), the roll and Add, and the refusal. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-setup-private.h"

#define MAX_PLAYERS TS_SETUP_MAX_PLAYERS

static void recheck_error (TsSetupWindow *self);

/* -------------------------------------------------------------------------------------- */
/* Showing the state of the form                                                           */

static const char *const turn_places[] = {
  /* Translators: a player's place in the turn order. */
  N_("Plays first"),
  N_("Plays second"),
  N_("Plays third"),
  N_("Plays fourth"),
  N_("Plays fifth"),
};
G_STATIC_ASSERT (G_N_ELEMENTS (turn_places) == MAX_PLAYERS);

static void
label_widget (GtkWidget  *widget,
              const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
update_seat (TsSetupWindow *self,
             TsSetupSeat   *seat,
             int            first)
{
  guint n = self->n_players;
  guint i = seat->index;
  g_autofree char *name = ts_setup_seat_display_name (seat);
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  g_autofree char *up = NULL;
  g_autofree char *down = NULL;
  g_autofree char *remove = NULL;
  g_autofree char *roll = NULL;

  /* Translators: the heading of a player's settings; %u is the row, from 1. */
  title = g_strdup_printf (_("Player %u"), i + 1);
  adw_preferences_group_set_title (seat->group, title);
  /* A player alone has no place in a turn order (a solo game). */
  if (first >= 0 && n > 1)
    {
      const TsSetupExtension *extension = _ts_setup_window_extension (self);
      guint place = (i + n - first) % n;
      g_autofree char *note = extension->game_place_note != NULL
                                  ? extension->game_place_note (self->game, place)
                              : extension->place_note != NULL ? extension->place_note (place)
                                                              : NULL;

      if (note != NULL)
        /* Translators: a place in the turn order ("Plays first"), then what the game gives
         * that place at the start ("starts with 2 workers"). */
        description = g_strdup_printf (_("%s · %s"), _(turn_places[place]), note);
      else
        description = g_strdup (_(turn_places[place]));
    }
  else if (!seat->contender)
    description = g_strdup (_("Out of the roll: another player rolled higher"));
  adw_preferences_group_set_description (seat->group, description);

  gtk_widget_set_sensitive (seat->up_button, i > 0);
  gtk_widget_set_sensitive (seat->down_button, i + 1 < n);
  gtk_widget_set_sensitive (seat->remove_button, n > self->min_players);
  gtk_widget_set_visible (GTK_WIDGET (seat->roll_row), gtk_switch_get_active (self->roll_switch));
  gtk_widget_set_sensitive (GTK_WIDGET (seat->roll_entry), seat->contender);

  /* Translators: accessible names of buttons; %s is a player name. */
  up = g_strdup_printf (_("Move %s up"), name);
  down = g_strdup_printf (_("Move %s down"), name);
  remove = g_strdup_printf (_("Remove %s"), name);
  roll = g_strdup_printf (_("Die roll of %s"), name);
  label_widget (seat->up_button, up);
  label_widget (seat->down_button, down);
  label_widget (seat->remove_button, remove);
  label_widget (GTK_WIDGET (seat->roll_entry), roll);
}

void
_ts_setup_window_update_form (TsSetupWindow *self)
{
  int first = _ts_setup_window_first_player (self);

  if (self->updating)
    return;
  /* Nobody rolls for first player alone. */
  if (self->n_players == 1 && gtk_switch_get_active (self->roll_switch))
    {
      self->updating = TRUE;
      gtk_switch_set_active (self->roll_switch, FALSE);
      _ts_setup_window_reset_roll (self);
      self->updating = FALSE;
    }
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->roll_switch),
                                                   ADW_TYPE_ACTION_ROW),
                          self->n_players > 1);
  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->seats[i].group), i < self->n_players);
      if (i < self->n_players)
        update_seat (self, &self->seats[i], first);
    }
  gtk_widget_set_sensitive (self->add_button, self->n_players < self->max_players);
  _ts_setup_window_update_result (self);
  recheck_error (self);
  if (self->n_players != self->shown_players)
    {
      const TsSetupExtension *extension = _ts_setup_window_extension (self);

      self->shown_players = self->n_players;
      if (extension->players_changed != NULL)
        extension->players_changed (self->game, self->n_players);
    }
}

void
_ts_setup_window_hide_error (TsSetupWindow *self)
{
  g_clear_handle_id (&self->recheck_id, g_source_remove);
  if (self->fault != NULL)
    {
      gtk_widget_remove_css_class (self->fault, "error");
      g_object_remove_weak_pointer (G_OBJECT (self->fault), (gpointer *) &self->fault);
      self->fault = NULL;
    }
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
}

/* The refusal shown goes once the form no longer gives it (another refusal waits for Start). */
static void
recheck_error (TsSetupWindow *self)
{
  g_autofree char *problem = NULL;

  if (self->recheck_id == 0 || self->updating)
    return;
  problem = _ts_setup_window_dup_problem (self);
  if (g_strcmp0 (problem, gtk_label_get_text (self->error_label)) != 0)
    _ts_setup_window_hide_error (self);
}

/* The game's own rows (a board, a switch) change without telling the form: the form looks
 * again a few times a second while a refusal shows. */
static gboolean
recheck_cb (gpointer data)
{
  recheck_error (data);
  return G_SOURCE_CONTINUE;
}

void
_ts_setup_window_show_error (TsSetupWindow *self,
                             const char    *message,
                             GtkWidget     *fault,
                             gboolean       recheck)
{
  _ts_setup_window_hide_error (self);
  gtk_label_set_text (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
  if (recheck)
    self->recheck_id = g_timeout_add (300, recheck_cb, self);
  if (fault != NULL)
    {
      if (!GTK_IS_BUTTON (fault))
        {
          gtk_widget_add_css_class (fault, "error");
          self->fault = fault;
          g_object_add_weak_pointer (G_OBJECT (fault), (gpointer *) &self->fault);
        }
      gtk_widget_grab_focus (fault);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Rows that stay where the pointer is                                                     */

void
_ts_setup_window_drop_anchor (TsSetupWindow *self)
{
  if (self->anchor_tick != 0 && self->anchor != NULL)
    gtk_widget_remove_tick_callback (self->anchor, self->anchor_tick);
  self->anchor_tick = 0;
  if (self->anchor != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->anchor), (gpointer *) &self->anchor);
  self->anchor = NULL;
}

static gboolean
anchor_y (GtkWidget *widget,
          double    *y)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (scroller == NULL || !gtk_widget_compute_bounds (widget, scroller, &bounds))
    return FALSE;
  *y = bounds.origin.y;
  return TRUE;
}

/* Each frame (the new rows are laid out a frame after they change): once the widget has
 * moved, scroll it back by as much, and stop; a few frames without a move: nothing moved. */
static gboolean
anchor_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  TsSetupWindow *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW)));
  double y = self->anchor_y;

  if (anchor_y (widget, &y) && y != self->anchor_y)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + y
                                              - self->anchor_y);
  else if (++self->anchor_frames < 4)
    return G_SOURCE_CONTINUE;
  self->anchor_tick = 0;
  _ts_setup_window_drop_anchor (self);
  return G_SOURCE_REMOVE;
}

void
ts_setup_window_keep_in_place (TsSetupWindow *self,
                               GtkWidget     *widget)
{
  double y = 0;

  g_return_if_fail (TS_IS_SETUP_WINDOW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  _ts_setup_window_drop_anchor (self);
  if (!gtk_widget_get_mapped (widget) || !anchor_y (widget, &y))
    return;
  self->anchor = widget;
  g_object_add_weak_pointer (G_OBJECT (widget), (gpointer *) &self->anchor);
  self->anchor_y = y;
  self->anchor_frames = 0;
  self->anchor_tick = gtk_widget_add_tick_callback (widget, anchor_tick_cb, self, NULL);
}

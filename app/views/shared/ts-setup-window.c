/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-mnemonic-names.h"
#include "ts-player-palette.h"
#include "ts-setup-private.h"

#define MAX_PLAYERS TS_SETUP_MAX_PLAYERS

G_DEFINE_FINAL_TYPE (TsSetupWindow, ts_setup_window, ADW_TYPE_WINDOW)

/* -------------------------------------------------------------------------------------- */
/* Colours                                                                                 */

/* The first palette colour no other shown player has. */
static guint
free_color (TsSetupWindow *self,
            guint          except)
{
  guint n_colors = 0;

  ts_player_palette_get (&n_colors);
  for (guint c = 0; c < n_colors; c++)
    {
      gboolean used = FALSE;

      for (guint i = 0; i < self->n_players; i++)
        used |= i != except && self->seats[i].color == c;
      if (!used)
        return c;
    }
  return 0;
}

/* -------------------------------------------------------------------------------------- */
/* Moving players                                                                          */

void
_ts_setup_window_reset_roll (TsSetupWindow *self)
{
  for (guint i = 0; i < MAX_PLAYERS; i++)
    self->seats[i].contender = TRUE;
}

static void
move_cb (GtkButton   *button,
         TsSetupSeat *seat)
{
  TsSetupWindow *self = seat->window;
  gboolean up = GTK_WIDGET (button) == seat->up_button;
  TsSetupSeat *other = &self->seats[up ? seat->index - 1 : seat->index + 1];

  self->updating = TRUE;
  ts_setup_seat_swap (seat, other);
  self->updating = FALSE;
  _ts_setup_window_update_form (self);
  /* The focus follows the player, or the other button at the end of the list. */
  gtk_widget_grab_focus (gtk_widget_get_sensitive (up ? other->up_button : other->down_button)
                             ? (up ? other->up_button : other->down_button)
                             : (up ? other->down_button : other->up_button));
}

static void
remove_cb (GtkButton   *button,
           TsSetupSeat *seat)
{
  TsSetupWindow *self = seat->window;

  g_return_if_fail (self->n_players > self->min_players);
  self->updating = TRUE;
  /* The removed player sinks to the first hidden seat. */
  for (guint i = seat->index; i + 1 < self->n_players; i++)
    ts_setup_seat_swap (&self->seats[i], &self->seats[i + 1]);
  self->n_players--;
  _ts_setup_window_reset_roll (self);
  self->updating = FALSE;
  _ts_setup_window_update_form (self);
  gtk_widget_grab_focus (self->add_button);
}

/* The new player's row, shown at the end of the list, comes into view once it is laid out
 * (the focus moved to it before it had a place: at 1024x600 the name was typed out of
 * view). */
static gboolean
reveal_tick_cb (GtkWidget     *row,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double height;

  if (scrolled == NULL || !gtk_widget_get_mapped (row))
    return G_SOURCE_REMOVE;
  if (gtk_widget_get_height (row) == 0
      || !gtk_widget_compute_bounds (row, scrolled, &bounds))
    return G_SOURCE_CONTINUE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  height = gtk_widget_get_height (scrolled);
  if (bounds.origin.y < 0)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment)
                                              + bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > height)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment)
                                              + bounds.origin.y + bounds.size.height - height);
  return G_SOURCE_REMOVE;
}

static void
add_clicked_cb (TsSetupWindow *self)
{
  g_auto(GStrv) names = g_settings_get_strv (self->settings, "default-player-names");
  const TsSetupExtension *extension = _ts_setup_window_extension (self);
  g_autofree char *name = NULL;
  TsSetupSeat *seat;

  g_return_if_fail (self->n_players < self->max_players);
  seat = &self->seats[self->n_players];
  /* The first default name not at the table yet. */
  for (guint k = 0; names[k] != NULL && name == NULL; k++)
    {
      g_autofree char *candidate = g_strstrip (g_strdup (names[k]));
      gboolean used = *candidate == '\0';

      for (guint i = 0; i < self->n_players && !used; i++)
        {
          g_autofree char *taken = ts_setup_seat_dup_name (&self->seats[i]);

          used = g_strcmp0 (taken, candidate) == 0;
        }
      if (!used)
        name = g_steal_pointer (&candidate);
    }
  self->updating = TRUE;
  self->n_players++;
  gtk_editable_set_text (GTK_EDITABLE (seat->name_row), name != NULL ? name : "");
  gtk_editable_set_text (GTK_EDITABLE (seat->roll_entry), "");
  seat->color = free_color (self, seat->index);
  ts_setup_seat_show_color (seat);
  if (extension->seat_added != NULL)
    extension->seat_added (seat->game_seat, self->seats[0].game_seat);
  _ts_setup_window_reset_roll (self);
  self->updating = FALSE;
  _ts_setup_window_update_form (self);
  gtk_widget_grab_focus (GTK_WIDGET (seat->name_row));
  gtk_widget_add_tick_callback (GTK_WIDGET (seat->name_row), reveal_tick_cb, NULL, NULL);
}

/* -------------------------------------------------------------------------------------- */
/* Typing                                                                                  */

/* Editing the field that was refused clears the refusal. */
static void
field_changed (TsSetupWindow *self,
               GtkWidget     *field)
{
  if (gtk_widget_has_css_class (field, "error"))
    {
      gtk_widget_remove_css_class (field, "error");
      _ts_setup_window_hide_error (self);
    }
  _ts_setup_window_update_form (self);
}

static void
name_changed_cb (GtkEditable *editable,
                 TsSetupSeat *seat)
{
  field_changed (seat->window, GTK_WIDGET (editable));
}

/* Enter moves to the next player's name; in the last one it starts the game. */
static void
name_activated_cb (AdwEntryRow *row,
                   TsSetupSeat *seat)
{
  TsSetupWindow *self = seat->window;

  if (seat->index + 1 < self->n_players)
    gtk_widget_grab_focus (GTK_WIDGET (self->seats[seat->index + 1].name_row));
  else
    ts_setup_window_start (self);
}

static void
roll_changed_cb (GtkEditable *editable,
                 TsSetupSeat *seat)
{
  field_changed (seat->window, GTK_WIDGET (editable));
}

static void
roll_activated_cb (GtkEntry    *entry,
                   TsSetupSeat *seat)
{
  TsSetupWindow *self = seat->window;

  for (guint i = seat->index + 1; i < self->n_players; i++)
    if (self->seats[i].contender)
      {
        gtk_widget_grab_focus (GTK_WIDGET (self->seats[i].roll_entry));
        return;
      }
  ts_setup_window_start (self);
}

static void
roll_toggled_cb (TsSetupWindow *self)
{
  _ts_setup_window_reset_roll (self);
  _ts_setup_window_update_form (self);
  if (gtk_switch_get_active (self->roll_switch))
    gtk_widget_grab_focus (GTK_WIDGET (self->seats[0].roll_entry));
}

/* A tie: the tied players roll again, the others are out (CB-SET-12). */
static void
reroll_clicked_cb (TsSetupWindow *self)
{
  guint winner = 0;
  guint tied = 0;
  int top = 0;

  if (_ts_setup_window_roll_outcome (self, &winner, &tied, &top) != TS_SETUP_ROLL_TIE)
    return;
  self->updating = TRUE;
  for (guint i = 0; i < self->n_players; i++)
    {
      self->seats[i].contender = (tied & (1u << i)) != 0;
      if (self->seats[i].contender)
        gtk_editable_set_text (GTK_EDITABLE (self->seats[i].roll_entry), "");
    }
  self->updating = FALSE;
  _ts_setup_window_update_form (self);
  for (guint i = 0; i < self->n_players; i++)
    if (self->seats[i].contender)
      {
        gtk_widget_grab_focus (GTK_WIDGET (self->seats[i].roll_entry));
        break;
      }
}

static void
game_name_activated_cb (TsSetupWindow *self)
{
  ts_setup_window_start (self);
}

static void
start_clicked_cb (TsSetupWindow *self)
{
  ts_setup_window_start (self);
}

/* -------------------------------------------------------------------------------------- */
/* Building the form                                                                       */

/* The players proposed (ts_setup_propose_players()); every seat gets a colour of its own,
 * the hidden ones too, for the players added later. */
static void
load_defaults (TsSetupWindow *self)
{
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;
  const TsPlayerColor *palette = ts_player_palette_get (NULL);

  ts_setup_propose_players (self->min_players, self->max_players, &names, &colors);
  self->n_players = g_strv_length (names);
  for (guint i = 0; i < self->n_players; i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->seats[i].name_row), names[i]);
      self->seats[i].color = ts_player_palette_lookup (colors[i]) - palette;
    }
  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      TsSetupSeat *seat = &self->seats[i];

      if (i >= self->n_players)
        {
          guint saved = self->n_players;

          self->n_players = i; /* free among the rows before this one */
          seat->color = free_color (self, i);
          self->n_players = saved;
        }
      ts_setup_seat_show_color (seat);
    }
}

/* -------------------------------------------------------------------------------------- */
/* Public API and GObject                                                                  */

/* For games without one: every callback NULL. */
static const TsSetupExtension no_extension;

const TsSetupExtension *
_ts_setup_window_extension (TsSetupWindow *self)
{
  return self->view != NULL && self->view->setup != NULL ? self->view->setup : &no_extension;
}

void
ts_setup_window_show (GtkWindow  *parent,
                      const char *game_id)
{
  const TsGameView *view = ts_game_views_lookup (game_id);

  g_return_if_fail (view != NULL);
  gtk_window_present (GTK_WINDOW (ts_setup_window_new (parent, view)));
}

TsSetupWindow *
ts_setup_window_new (GtkWindow        *parent,
                     const TsGameView *view)
{
  TsSetupWindow *self;
  const TsSetupExtension *extension;
  g_autofree char *name = NULL;

  g_return_val_if_fail (view != NULL && view->module != NULL, NULL);
  g_return_val_if_fail (view->module->min_players >= 1, NULL);
  g_return_val_if_fail (view->module->max_players <= MAX_PLAYERS, NULL);

  self = g_object_new (TS_TYPE_SETUP_WINDOW, "transient-for", parent, NULL);
  self->view = view;
  self->min_players = view->module->min_players;
  self->max_players = view->module->max_players;
  extension = _ts_setup_window_extension (self);
  adw_window_title_set_subtitle (self->window_title, _(view->module->name));

  self->updating = TRUE;
  if (extension->game_new != NULL)
    self->game = extension->game_new (self->rules_group);
  gtk_widget_set_visible (GTK_WIDGET (self->rules_group), extension->game_new != NULL);
  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      TsSetupSeat *seat = &self->seats[i];

      ts_setup_seat_init (seat, self, i, seat->group);
      g_signal_connect (seat->up_button, "clicked", G_CALLBACK (move_cb), seat);
      g_signal_connect (seat->down_button, "clicked", G_CALLBACK (move_cb), seat);
      g_signal_connect (seat->remove_button, "clicked", G_CALLBACK (remove_cb), seat);
      g_signal_connect (seat->name_row, "changed", G_CALLBACK (name_changed_cb), seat);
      g_signal_connect (seat->name_row, "entry-activated", G_CALLBACK (name_activated_cb), seat);
      g_signal_connect (seat->roll_entry, "changed", G_CALLBACK (roll_changed_cb), seat);
      g_signal_connect (seat->roll_entry, "activate", G_CALLBACK (roll_activated_cb), seat);
    }
  load_defaults (self);
  name = _ts_setup_window_default_name (self);
  gtk_editable_set_text (GTK_EDITABLE (self->game_name_row), name);
  self->updating = FALSE;
  _ts_setup_window_update_form (self);
  /* Where typing starts: the first name (the window would pick its first button). */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->seats[0].name_row));
  return self;
}

GtkWidget *
ts_setup_window_get_part (TsSetupWindow *self,
                          TsSetupPart    part,
                          guint          player)
{
  TsSetupSeat *seat;

  g_return_val_if_fail (TS_IS_SETUP_WINDOW (self), NULL);
  g_return_val_if_fail (part > TS_SETUP_ROLL || player < self->n_players, NULL);

  seat = &self->seats[MIN (player, MAX_PLAYERS - 1)];
  switch (part)
    {
    case TS_SETUP_NAME:
      return GTK_WIDGET (seat->name_row);
    case TS_SETUP_COLOR:
      return GTK_WIDGET (seat->color_button);
    case TS_SETUP_MOVE_UP:
      return seat->up_button;
    case TS_SETUP_MOVE_DOWN:
      return seat->down_button;
    case TS_SETUP_REMOVE:
      return seat->remove_button;
    case TS_SETUP_ROLL:
      return GTK_WIDGET (seat->roll_entry);
    case TS_SETUP_ADD:
      return self->add_button;
    case TS_SETUP_ROLL_SWITCH:
      return GTK_WIDGET (self->roll_switch);
    case TS_SETUP_ROLL_RESULT:
      return GTK_WIDGET (self->result_row);
    case TS_SETUP_REROLL:
      return self->reroll_button;
    case TS_SETUP_GAME_NAME:
      return GTK_WIDGET (self->game_name_row);
    case TS_SETUP_START:
      return self->start_button;
    case TS_SETUP_ERROR:
      return GTK_WIDGET (self->error_label);
    default:
      g_return_val_if_reached (NULL);
    }
}

guint
ts_setup_window_get_n_players (TsSetupWindow *self)
{
  g_return_val_if_fail (TS_IS_SETUP_WINDOW (self), 0);
  return self->n_players;
}

void
ts_setup_window_update (TsSetupWindow *self)
{
  g_return_if_fail (TS_IS_SETUP_WINDOW (self));
  _ts_setup_window_update_form (self);
}

char *
ts_setup_window_dup_display_name (TsSetupWindow *self,
                                  guint          player)
{
  g_return_val_if_fail (TS_IS_SETUP_WINDOW (self), NULL);
  g_return_val_if_fail (player < MAX_PLAYERS, NULL);
  return ts_setup_seat_display_name (&self->seats[player]);
}

gpointer
ts_setup_window_get_game_data (TsSetupWindow *self)
{
  g_return_val_if_fail (TS_IS_SETUP_WINDOW (self), NULL);
  return self->game;
}

gpointer
ts_setup_window_get_seat_data (TsSetupWindow *self,
                               guint          player)
{
  g_return_val_if_fail (TS_IS_SETUP_WINDOW (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);
  return self->seats[player].game_seat;
}

const char *
ts_setup_window_get_player_color (TsSetupWindow *self,
                                  guint          player)
{
  g_return_val_if_fail (TS_IS_SETUP_WINDOW (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);
  return ts_player_palette_get (NULL)[self->seats[player].color].id;
}

void
ts_setup_window_set_player_color (TsSetupWindow *self,
                                  guint          player,
                                  const char    *color)
{
  const TsPlayerColor *entry = ts_player_palette_lookup (color);
  guint c;

  g_return_if_fail (TS_IS_SETUP_WINDOW (self));
  g_return_if_fail (player < self->n_players);
  g_return_if_fail (entry != NULL);

  c = entry - ts_player_palette_get (NULL);
  /* Each box has one set of pieces per colour: the player who had it takes the old one. */
  for (guint i = 0; i < self->n_players; i++)
    if (i != player && self->seats[i].color == c)
      {
        self->seats[i].color = self->seats[player].color;
        ts_setup_seat_show_color (&self->seats[i]);
      }
  self->seats[player].color = c;
  ts_setup_seat_show_color (&self->seats[player]);
}

static void
ts_setup_window_dispose (GObject *object)
{
  TsSetupWindow *self = TS_SETUP_WINDOW (object);
  const TsSetupExtension *extension = _ts_setup_window_extension (self);

  _ts_setup_window_hide_error (self);
  _ts_setup_window_drop_anchor (self);
  /* The game's parts go before the rows they point at. */
  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      if (extension->seat_free != NULL && self->seats[i].game_seat != NULL)
        extension->seat_free (self->seats[i].game_seat);
      self->seats[i].game_seat = NULL;
      ts_setup_seat_forget_known (&self->seats[i]);
    }
  if (extension->game_free != NULL && self->game != NULL)
    extension->game_free (self->game);
  self->game = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_SETUP_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ts_setup_window_parent_class)->dispose (object);
}

static void
ts_setup_window_class_init (TsSetupWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_setup_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/shared/ts-setup-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, add_button);
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, game_name_row);
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, reroll_button);
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, result_row);
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, roll_switch);
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, rules_group);
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, purist_switch);
  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      static const char *const ids[MAX_PLAYERS] = {
        "seat_group_0", "seat_group_1", "seat_group_2", "seat_group_3", "seat_group_4",
      };

      gtk_widget_class_bind_template_child_full (widget_class, ids[i], FALSE,
                                                 G_STRUCT_OFFSET (TsSetupWindow, seats)
                                                     + i * sizeof (TsSetupSeat)
                                                     + G_STRUCT_OFFSET (TsSetupSeat, group));
    }
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, start_button);
  gtk_widget_class_bind_template_child (widget_class, TsSetupWindow, window_title);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_name_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, reroll_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, roll_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_setup_window_init (TsSetupWindow *self)
{
  /* The rest waits for the game: ts_setup_window_new(). */
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->result_row), FALSE);
  adw_action_row_set_subtitle_lines (self->result_row, 0);
  /* Focused alone, the switch says what it switches (issue 41). */
  ts_mnemonic_names_by_row (GTK_WIDGET (self->roll_switch),
                            ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (
                                GTK_WIDGET (self->roll_switch), ADW_TYPE_PREFERENCES_ROW)));
  ts_mnemonic_names_by_row (GTK_WIDGET (self->purist_switch),
                            ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (
                                GTK_WIDGET (self->purist_switch), ADW_TYPE_PREFERENCES_ROW)));
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Show to the Table (issue 45): the window, where it goes, its keys, and the focus, which
 * stays with the scorekeeper's page. What it shows is in ts-table-display-rows.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-table-display-private.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/* A focus the display takes this soon after it is shown, with no click of the user's, was
 * the window system's doing: it goes back to the page. */
#define GIVE_BACK_US (2 * G_USEC_PER_SEC)

G_DEFINE_FINAL_TYPE (TsTableDisplay, ts_table_display, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_SHOW_ENDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

const char *
ts_table_display_get_summary (TsTableDisplay *self)
{
  g_return_val_if_fail (TS_IS_TABLE_DISPLAY (self), NULL);
  return self->summary;
}

double
ts_table_display_get_shown_score (TsTableDisplay *self,
                                  guint           player)
{
  g_return_val_if_fail (TS_IS_TABLE_DISPLAY (self), 0);
  g_return_val_if_fail (player < self->rows->len, 0);
  return ((TsTableRow *) g_ptr_array_index (self->rows, player))->shown;
}

GdkMonitor *
ts_table_display_get_monitor (TsTableDisplay *self)
{
  g_return_val_if_fail (TS_IS_TABLE_DISPLAY (self), NULL);
  return self->monitor;
}

/* A change shows after the page's next frame is painted: the table sees it a frame after
 * the scorekeeper, and the page never waits for the display (docs/benchmarks.md). */
static void
stop_waiting (TsTableDisplay *self)
{
  if (self->page_clock != NULL)
    g_clear_signal_handler (&self->painted_id, self->page_clock);
  g_clear_object (&self->page_clock);
  g_clear_handle_id (&self->update_id, g_source_remove);
}

static gboolean
update_cb (gpointer data)
{
  TsTableDisplay *self = data;

  self->update_id = 0;
  stop_waiting (self);
  _ts_table_display_update (self);
  return G_SOURCE_REMOVE;
}

static void
page_painted_cb (TsTableDisplay *self)
{
  stop_waiting (self);
  self->update_id = g_idle_add_full (GDK_PRIORITY_REDRAW + 10, update_cb, self, NULL);
}

static void
match_changed_cb (TsTableDisplay *self)
{
  GdkFrameClock *clock = self->page != NULL && gtk_widget_get_mapped (self->page)
                             ? gtk_widget_get_frame_clock (self->page)
                             : NULL;

  if (clock == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      stop_waiting (self);
      _ts_table_display_update (self);
      return;
    }
  if (self->page_clock != NULL)
    return;
  self->page_clock = g_object_ref (clock);
  self->painted_id = g_signal_connect_object (clock, "after-paint", G_CALLBACK (page_painted_cb),
                                              self, G_CONNECT_SWAPPED);
  /* A frame of the page even if the change repaints nothing there; and should its clock be
   * stopped (its window minimized), a second at most. */
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
  self->update_id = g_timeout_add_seconds (1, update_cb, self);
}

/* -------------------------------------------------------------------------------------- */
/* The focus stays with the page                                                           */

static GtkWindow *
page_window (TsTableDisplay *self)
{
  GtkRoot *root = self->page != NULL ? gtk_widget_get_root (self->page) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* The page's window gets the keyboard again, on the widget that had it. */
static void
give_focus_back (TsTableDisplay *self)
{
  GtkWindow *window = page_window (self);

  if (window == NULL)
    return;
  gtk_window_present (window);
  if (self->page_focus != NULL && gtk_widget_get_root (self->page_focus) == GTK_ROOT (window))
    gtk_widget_grab_focus (self->page_focus);
  /* Presenting the page's window raised it: the display may be over part of it (a small
   * screen), never under it. */
  _ts_table_display_raise (self);
}

static void
is_active_cb (TsTableDisplay *self)
{
  if (!gtk_window_is_active (GTK_WINDOW (self)) || self->clicked)
    return;
  if (g_get_monotonic_time () - self->shown_at <= GIVE_BACK_US)
    give_focus_back (self);
}

static void
pressed_cb (TsTableDisplay *self)
{
  self->clicked = TRUE;
}

/* -------------------------------------------------------------------------------------- */
/* Where it goes                                                                           */

/* A monitor other than the one the page is on (a new reference), or NULL when there is one
 * monitor. */
static GdkMonitor *
other_monitor (GtkWidget *page)
{
  GdkDisplay *display = gtk_widget_get_display (page);
  GListModel *monitors = gdk_display_get_monitors (display);
  GtkNative *native = gtk_widget_get_native (page);
  GdkSurface *surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  GdkMonitor *here = surface != NULL ? gdk_display_get_monitor_at_surface (display, surface)
                                     : NULL;

  for (guint i = 0; i < g_list_model_get_n_items (monitors); i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);

      if (monitor != here && here != NULL)
        return g_steal_pointer (&monitor);
    }
  return NULL;
}

/* Mapped without asking for the focus: X window managers give none to a window whose user
 * time is 0 (EWMH _NET_WM_USER_TIME). Elsewhere is_active_cb() gives it back. */
static void
show_without_focus (TsTableDisplay *self)
{
  gtk_widget_realize (GTK_WIDGET (self));
#ifdef GDK_WINDOWING_X11
  {
    GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

    if (GDK_IS_X11_SURFACE (surface))
      gdk_x11_surface_set_user_time (surface, 0);
  }
#endif
  /* Not gtk_window_present(), which asks the window system for the focus. */
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

void
ts_table_display_show (TsTableDisplay *self,
                       GtkWidget      *page)
{
  GtkRoot *root;

  g_return_if_fail (TS_IS_TABLE_DISPLAY (self));
  g_return_if_fail (GTK_IS_WIDGET (page));

  g_set_weak_pointer (&self->page, page);
  root = gtk_widget_get_root (page);
  g_set_weak_pointer (&self->page_focus, root != NULL ? gtk_root_get_focus (root) : NULL);
  g_clear_object (&self->monitor);
  self->monitor = other_monitor (page);
  if (self->monitor != NULL)
    gtk_window_fullscreen_on_monitor (GTK_WINDOW (self), self->monitor);
  else
    /* One screen: beside the page's window, never over it. */
    _ts_table_display_place (self);
  self->shown_at = g_get_monotonic_time ();
  show_without_focus (self);
}

void
ts_table_display_end (TsTableDisplay *self)
{
  g_autoptr(GtkWindow) window = NULL;
  g_autoptr(GtkWidget) focus = NULL;

  g_return_if_fail (TS_IS_TABLE_DISPLAY (self));
  /* The keyboard was on the display (a click gave it): back to the page, as the display's
   * dispose forgets the page. */
  if (gtk_window_is_active (GTK_WINDOW (self)) && page_window (self) != NULL)
    {
      window = g_object_ref (page_window (self));
      focus = self->page_focus != NULL ? g_object_ref (self->page_focus) : NULL;
    }
  gtk_window_destroy (GTK_WINDOW (self));
  if (window == NULL)
    return;
  gtk_window_present (window);
  if (focus != NULL && gtk_widget_get_root (focus) == GTK_ROOT (window))
    gtk_widget_grab_focus (focus);
}

/* -------------------------------------------------------------------------------------- */
/* Keys and actions                                                                        */

static void
end_action_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ts_table_display_end (TS_TABLE_DISPLAY (widget));
}

void
ts_table_display_toggle_fullscreen (TsTableDisplay *self)
{
  g_return_if_fail (TS_IS_TABLE_DISPLAY (self));
  if (gtk_window_is_fullscreen (GTK_WINDOW (self)))
    gtk_window_unfullscreen (GTK_WINDOW (self));
  else
    gtk_window_fullscreen (GTK_WINDOW (self));
}

static void
fullscreen_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  ts_table_display_toggle_fullscreen (TS_TABLE_DISPLAY (widget));
}

gboolean
ts_table_display_get_show_ended (TsTableDisplay *self)
{
  g_return_val_if_fail (TS_IS_TABLE_DISPLAY (self), FALSE);
  return self->show_ended;
}

static void
set_show_ended (TsTableDisplay *self,
                gboolean        show)
{
  if (self->show_ended == !!show)
    return;
  self->show_ended = !!show;
  _ts_table_display_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ENDED]);
}

void
ts_table_display_toggle_ended (TsTableDisplay *self)
{
  g_return_if_fail (TS_IS_TABLE_DISPLAY (self));
  set_show_ended (self, !self->show_ended);
}

const char *
ts_table_display_get_ended_text (TsTableDisplay *self,
                                 guint           player)
{
  TsTableRow *row;

  g_return_val_if_fail (TS_IS_TABLE_DISPLAY (self), NULL);
  g_return_val_if_fail (player < self->rows->len, NULL);
  row = g_ptr_array_index (self->rows, player);
  return gtk_widget_get_visible (row->ended) ? gtk_label_get_text (GTK_LABEL (row->ended)) : NULL;
}

static void
fullscreened_cb (TsTableDisplay *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->header_bar),
                          !gtk_window_is_fullscreen (GTK_WINDOW (self)));
}

/* -------------------------------------------------------------------------------------- */
/* Its layout follows its size (issue 53)                                                  */

/* Wide: the table's facts and the last entries beside the players; narrow: below them. */
static void
reflow (TsTableDisplay *self)
{
  gboolean wide = ts_table_fit_get_wide (self->fit);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (self->body);
  GtkLayoutChild *players = gtk_layout_manager_get_layout_child (layout, self->players_box);
  GtkLayoutChild *side = gtk_layout_manager_get_layout_child (layout, self->side_box);

  gtk_grid_layout_child_set_column_span (GTK_GRID_LAYOUT_CHILD (players), wide ? 3 : 5);
  gtk_grid_layout_child_set_column (GTK_GRID_LAYOUT_CHILD (side), wide ? 3 : 0);
  gtk_grid_layout_child_set_row (GTK_GRID_LAYOUT_CHILD (side), wide ? 0 : 1);
  gtk_grid_layout_child_set_column_span (GTK_GRID_LAYOUT_CHILD (side), wide ? 2 : 5);
  gtk_widget_set_vexpand (self->players_box, !wide);
  if (wide)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "td-wide");
      gtk_widget_remove_css_class (GTK_WIDGET (self), "td-narrow");
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "td-narrow");
      gtk_widget_remove_css_class (GTK_WIDGET (self), "td-wide");
    }
}

/* The saved game's name, and the game's unless the name already says it ("The Castles of
 * Burgundy 11/26/26", a record without a name). */
static char *
heading_title (TsMatch *match)
{
  g_autofree char *title = ts_match_dup_title (match);
  const char *game = _(ts_match_get_module (match)->name);
  g_autofree char *folded_title = g_utf8_casefold (title, -1);
  g_autofree char *folded_game = g_utf8_casefold (game, -1);

  if (strstr (folded_title, folded_game) != NULL)
    return g_steal_pointer (&title);
  return g_strdup_printf ("%s · %s", title, game);
}

/* -------------------------------------------------------------------------------------- */

TsTableDisplay *
ts_table_display_new (TsMatch *match)
{
  TsTableDisplay *self;
  g_autofree char *title = NULL;
  g_autofree char *game = NULL;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  self = g_object_new (TS_TYPE_TABLE_DISPLAY, NULL);
  self->match = g_object_ref (match);
  title = ts_match_dup_title (match);
  game = heading_title (match);
  gtk_label_set_text (self->game_label, game);
  {
    /* Translators: the title of the scoreboard's window, then the saved game's name */
    g_autofree char *window_title = g_strdup_printf (_("Show to the Table: %s"), title);

    gtk_window_set_title (GTK_WINDOW (self), window_title);
  }
  _ts_table_display_build (self);
  _ts_table_display_build_seats (self);
  /* A table that plays without aids is offered none. */
  gtk_widget_set_visible (self->ended_button, ts_match_get_aids (match));
  g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self,
                           G_CONNECT_SWAPPED);
  _ts_table_display_update (self);
  return self;
}

static void
ts_table_display_dispose (GObject *object)
{
  TsTableDisplay *self = TS_TABLE_DISPLAY (object);

  stop_waiting (self);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->monitor);
  if (self->seats != NULL)
    g_signal_handlers_disconnect_by_data (self->seats, self);
  g_clear_object (&self->seats);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_weak_pointer (&self->page);
  g_clear_weak_pointer (&self->page_focus);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_TABLE_DISPLAY);
  G_OBJECT_CLASS (ts_table_display_parent_class)->dispose (object);
}

static void
ts_table_display_finalize (GObject *object)
{
  TsTableDisplay *self = TS_TABLE_DISPLAY (object);

  g_clear_object (&self->match);
  g_free (self->summary);
  g_free (self->seats_summary);
  G_OBJECT_CLASS (ts_table_display_parent_class)->finalize (object);
}

/* Ctrl+J in the display, as on its page: Invite Phones… (the page's window shows it). */
static void
invite_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TsTableDisplay *self = TS_TABLE_DISPLAY (widget);

  if (self->page != NULL)
    gtk_widget_activate_action (self->page, "game.invite-phones", NULL);
}

static void
ts_table_display_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TsTableDisplay *self = TS_TABLE_DISPLAY (object);

  switch (prop_id)
    {
    case PROP_SHOW_ENDED:
      g_value_set_boolean (value, self->show_ended);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_table_display_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TsTableDisplay *self = TS_TABLE_DISPLAY (object);

  switch (prop_id)
    {
    case PROP_SHOW_ENDED:
      set_show_ended (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_table_display_class_init (TsTableDisplayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_table_display_dispose;
  object_class->finalize = ts_table_display_finalize;
  object_class->get_property = ts_table_display_get_property;
  object_class->set_property = ts_table_display_set_property;

  /* TsTableDisplay:show-ended: each score if the game ended now, under it (Shift+F5) */
  properties[PROP_SHOW_ENDED] = g_param_spec_boolean ("show-ended", NULL, NULL, FALSE,
                                                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                        | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TS_TYPE_TABLE_FIT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/shared/ts-table-display.ui");
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, header_bar);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, ended_button);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, summary_box);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, content);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, fit);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, body);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, qr_slot);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, game_label);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, progress_label);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, pending_label);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, players_box);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, side_box);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, facts_grid);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, secret_label);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, recent_heading);
  gtk_widget_class_bind_template_child (widget_class, TsTableDisplay, recent_box);

  gtk_widget_class_install_action (widget_class, "display.end", NULL, end_action_cb);
  gtk_widget_class_install_action (widget_class, "display.fullscreen", NULL,
                                   fullscreen_action_cb);
  /* F5 as presentation programs use it, or Escape, ends it; F11 as everywhere. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "display.end", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "display.end", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "display.fullscreen",
                                       NULL);
  gtk_widget_class_install_property_action (widget_class, "display.ended", "show-ended");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, GDK_SHIFT_MASK, "display.ended",
                                       NULL);
  gtk_widget_class_install_action (widget_class, "display.invite", NULL, invite_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_j, GDK_CONTROL_MASK,
                                       "display.invite", NULL);
}

static void
ts_table_display_init (TsTableDisplay *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) _ts_table_display_row_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* One summary for a screen reader: what the box holds is not read one by one. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->content), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);
  g_signal_connect_object (self, "notify::is-active", G_CALLBACK (is_active_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self, "notify::fullscreened", G_CALLBACK (fullscreened_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->fit, "notify::wide", G_CALLBACK (reflow), self,
                           G_CONNECT_SWAPPED);
  reflow (self);
  /* Any press: a click gives the user's focus to the display, which keeps it then. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect_object (click, "pressed", G_CALLBACK (pressed_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

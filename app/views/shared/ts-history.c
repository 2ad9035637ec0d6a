/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-history-private.h"
#include "ts-change-question.h"
#include "ts-no-copy-question.h"
#include "ts-page-host.h"

G_DEFINE_FINAL_TYPE (TsHistory, ts_history, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* -------------------------------------------------------------------------------------- */
/* The list                                                                                */

/* Enter or a double click on a row corrects it. */
static void
row_activated_cb (TsHistory *self,
                  guint      position)
{
  ts_history_correct (self, position);
}

/* Brings the newest entry into view at the bottom. GTK 4.8's list view keeps rows for about 200
 * entries around an anchor, which it moves when asked to scroll to an item but not when its
 * adjustment is set to the end: in a Kingsburg game of 381 entries that showed an empty page,
 * with rows 1 to 205 kept above it, and the newest row never came to take the focus (the list
 * gave it to its first row, entry 1's correction one Enter away). */
static void
scroll_to_end (TsHistory *self)
{
  guint n = ts_match_get_n_entries (self->match);

  if (n == 0)
    return;
  self->scrolling = TRUE;
  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", n - 1);
  self->scrolling = FALSE;
}

/* The list's row of the newest entry, asked for first when it is not laid out; NULL until it
 * is. */
static GtkWidget *
newest_row (TsHistory *self)
{
  guint n = ts_match_get_n_entries (self->match);

  if (n == 0)
    return NULL;
  if (_ts_history_row_widget (self, n - 1) == NULL)
    scroll_to_end (self);
  return _ts_history_row_widget (self, n - 1);
}

/* Whether the newest entry's row is laid out and whole in view (or, taller than the view,
 * starting at its top). */
static gboolean
newest_in_view (TsHistory *self)
{
  guint n = ts_match_get_n_entries (self->match);
  GtkWidget *row = n > 0 ? _ts_history_row_widget (self, n - 1) : NULL;
  graphene_rect_t bounds;

  if (n == 0)
    return TRUE;
  if (row == NULL || !gtk_widget_get_child_visible (row)
      || !gtk_widget_compute_bounds (row, GTK_WIDGET (self->list_view), &bounds))
    return FALSE;
  return bounds.origin.y + bounds.size.height
             <= gtk_widget_get_height (GTK_WIDGET (self->list_view)) + 0.5
         || (bounds.origin.y <= 0.5 && bounds.origin.y >= -0.5);
}

/* The newest entry's row takes the focus, once laid out (never one of its buttons: Remove is
 * one key from a change). */
static gboolean
focus_newest_row (TsHistory *self)
{
  guint n = ts_match_get_n_entries (self->match);
  GtkWidget *row = newest_row (self);

  /* A page shown for the first time lays its rows out a frame or more later (more on a busy
   * machine): up to two seconds. */
  if (row == NULL && n > 0 && g_get_monotonic_time () < self->focus_until)
    return FALSE;
  self->focus_newest = FALSE;
  gtk_widget_grab_focus (row != NULL ? row : GTK_WIDGET (self->list_view));
  return TRUE;
}

/* Keeps the newest entry in view until the list has settled (its rows measured, a frame or
 * more after they are made; at most about two seconds of frames). The scroll is asked at the
 * start of a frame: one asked while the viewport is being allocated is not drawn. */
static gboolean
follow_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  TsHistory *self = TS_HISTORY (widget);

  if (self->follow_end && !newest_in_view (self) && ++self->follow_frames < 120)
    {
      scroll_to_end (self);
      self->settled_frames = 0;
      return G_SOURCE_CONTINUE;
    }
  if (self->follow_end && ++self->settled_frames < 2)
    return G_SOURCE_CONTINUE;
  if (self->focus_newest && !focus_newest_row (self))
    return G_SOURCE_CONTINUE;
  self->follow_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
follow_end (TsHistory *self)
{
  self->settled_frames = 0;
  self->follow_frames = 0;
  if (self->follow_tick == 0)
    self->follow_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), follow_tick_cb, NULL,
                                                      NULL);
}

/* The list grows or shrinks at its next allocation. */
static void
extent_changed_cb (TsHistory *self)
{
  if (self->follow_end)
    follow_end (self);
}

/* Scrolled by hand: follow the newest entry again only from the bottom of the list. */
static void
value_changed_cb (TsHistory     *self,
                  GtkAdjustment *adjustment)
{
  if (self->scrolling)
    return;
  self->follow_end = gtk_adjustment_get_value (adjustment)
                     >= gtk_adjustment_get_upper (adjustment)
                            - gtk_adjustment_get_page_size (adjustment) - 1;
}

/* Runs before the list binds its rows, so headers see the new marks. */
static void
entries_changing_cb (TsHistory *self)
{
  _ts_history_compute_marks (self);
}

/* The steps that mended the record (add before, replace, drop, the rulebook's reading, an
 * earlier version), which are no entries of their own: listed above the entries while undo
 * can take them back, newest last, as the entries are. */
static void
update_mend_log (TsHistory *self)
{
  g_auto(GStrv) log = ts_match_dup_mend_log (self->match);
  g_autoptr(GString) text = NULL;

  if (log[0] == NULL)
    {
      gtk_label_set_text (self->mend_label, "");
      gtk_revealer_set_reveal_child (self->mend_revealer, FALSE);
      return;
    }
  text = g_string_new (_("The record was mended (Undo takes back the last step):"));
  for (guint i = 0; log[i] != NULL; i++)
    g_string_append_printf (text, "\n• %s", log[i]);
  gtk_label_set_text (self->mend_label, text->str);
  gtk_revealer_set_reveal_child (self->mend_revealer, TRUE);
}

static void
entries_changed_cb (TsHistory *self,
                    guint      position,
                    guint      removed,
                    guint      added)
{
  gboolean empty = ts_match_get_n_entries (self->match) + ts_match_get_n_held (self->match) == 0;

  gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "list");
  /* After a change the newest entry comes into view, wherever the user had scrolled. */
  self->follow_end = TRUE;
  follow_end (self);
}

static void
set_match (TsHistory *self,
           TsMatch   *match)
{
  g_autoptr(GtkNoSelection) selection = NULL;
  GListModel *entries;

  g_return_if_fail (self->match == NULL);
  if (match == NULL)
    return;
  self->match = g_object_ref (match);
  entries = ts_match_get_entries (match);
  g_signal_connect_object (entries, "items-changed", G_CALLBACK (entries_changing_cb), self,
                           G_CONNECT_SWAPPED);
  _ts_history_compute_marks (self);
  selection = gtk_no_selection_new (g_object_ref (entries));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  g_signal_connect_object (entries, "items-changed", G_CALLBACK (entries_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (match, "changed", G_CALLBACK (update_mend_log), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "changed", G_CALLBACK (_ts_history_update_held), self,
                           G_CONNECT_SWAPPED);
  entries_changed_cb (self, 0, 0, g_list_model_get_n_items (entries));
  update_mend_log (self);
  _ts_history_update_held (self);
}

/* -------------------------------------------------------------------------------------- */
/* Changing an entry                                                                       */

/* The undo toast of a change. When later entries were set aside, TsWindow already shows
 * that notice with its own Undo, so a second toast would only hide it. */
void
_ts_history_announce (TsHistory       *self,
                      const char      *message,
                      TsMatchSetAside *set_aside)
{
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  if (set_aside == NULL)
    ts_page_host_add_undo_toast (ts_page_host_find (GTK_WIDGET (self)), message);
}

static void
show_error (TsHistory  *self,
            const char *message)
{
  gtk_label_set_text (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
}

typedef struct
{
  TsHistory *self;
  guint index;
} Removal;

static void
removal_free (Removal *removal)
{
  g_object_unref (removal->self);
  g_free (removal);
}

static gboolean remove_now_full (TsHistory *self,
                                 guint      index,
                                 gboolean   without_copy);

/* The players chose to remove it without the copy (ts-no-copy-question.c). */
static void
removal_anyway (Removal *removal)
{
  remove_now_full (removal->self, removal->index, TRUE);
}

/* Removes entry @index; when its copy cannot be kept, asks first. */
static gboolean
remove_now_full (TsHistory *self,
                 guint      index,
                 gboolean   without_copy)
{
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *named = NULL;
  TsRemoveStep step = { index, &set_aside };

  if (index < ts_match_get_n_entries (self->match))
    named = g_strdup (ts_entry_get_description (ts_match_get_entry (self->match, index)));
  if (!(without_copy ? ts_match_step_without_copy (self->match, ts_remove_step, &step, &error)
                     : ts_remove_step (self->match, &step, &error)))
    {
      Removal *removal = g_new0 (Removal, 1);

      removal->self = g_object_ref (self);
      removal->index = index;
      if (without_copy
          || !ts_no_copy_question_ask (GTK_WIDGET (self), error, TS_NO_COPY_REMOVE,
                                       G_CALLBACK (removal_anyway), removal,
                                       (GDestroyNotify) removal_free))
        show_error (self, error->message);
      if (without_copy)
        removal_free (removal);
      return FALSE;
    }
  /* The toast names what its Undo brings back. */
  /* Translators: a toast; an entry number, then that entry in words. */
  message = g_strdup_printf (_("Entry %u removed: %s"), index + 1, named != NULL ? named : "");
  _ts_history_announce (self, message, set_aside);
  return TRUE;
}

static gboolean
remove_now (TsHistory *self,
            guint      index)
{
  return remove_now_full (self, index, FALSE);
}

static void
removal_confirmed (Removal *removal)
{
  remove_now (removal->self, removal->index);
}

/* Shows the question about a change to earlier entries, and keeps a weak pointer to it. */
void
_ts_history_ask (TsHistory     *self,
                 GtkWindow     *parent,
                 const char    *heading,
                 const char    *apply_label,
                 GPtrArray     *effects,
                 GCallback      confirmed,
                 gpointer       data,
                 GDestroyNotify destroy)
{
  if (self->question != NULL)
    gtk_window_destroy (self->question);
  self->question = ts_change_question_new (parent, heading, apply_label, effects, confirmed,
                                           data, destroy);
  g_object_add_weak_pointer (G_OBJECT (self->question), (gpointer *) &self->question);
}

/**
 * ts_history_remove:
 *
 * Removes entry @index, first asking the players (ts_history_get_question()) when
 * that would change what a later entry did or set later entries aside. FALSE when the match
 * refuses (said in place).
 */
gboolean
ts_history_remove (TsHistory *self,
                   guint      index)
{
  g_autoptr(GPtrArray) effects = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *heading = NULL;
  GtkRoot *root;
  Removal *removal;

  g_return_val_if_fail (TS_IS_HISTORY (self), FALSE);
  g_return_val_if_fail (self->match != NULL, FALSE);

  effects = ts_match_preview_remove (self->match, index, &error);
  if (effects == NULL)
    {
      show_error (self, error->message);
      return FALSE;
    }
  if (effects->len == 0)
    return remove_now (self, index);

  root = gtk_widget_get_root (GTK_WIDGET (self));
  removal = g_new0 (Removal, 1);
  removal->self = g_object_ref (self);
  removal->index = index;
  /* Translators: a question before removing an entry; %u is its number. */
  heading = g_strdup_printf (_("Remove Entry %u?"), index + 1);
  _ts_history_ask (self, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading,
                   _("_Remove"), effects, G_CALLBACK (removal_confirmed), removal,
                   (GDestroyNotify) removal_free);
  return TRUE;
}

void
ts_history_correct (TsHistory *self,
                    guint      index)
{
  g_return_if_fail (TS_IS_HISTORY (self));
  g_return_if_fail (self->match != NULL);
  g_return_if_fail (index < ts_match_get_n_entries (self->match));

  if (ts_entry_get_automatic (ts_match_get_entry (self->match, index)))
    {
      g_autofree char *message = g_strdup_printf (
          /* Translators: an entry number from 1. */
          _("Entry %u was written by Tableside because of the entry before it; correct or "
            "remove that one instead."),
          index + 1);

      show_error (self, message);
      return;
    }
  if (self->correction != NULL)
    gtk_window_destroy (self->correction);
  self->correction = _ts_history_correction_new (self, index);
  g_object_add_weak_pointer (G_OBJECT (self->correction), (gpointer *) &self->correction);
}

/* -------------------------------------------------------------------------------------- */
/* GObject                                                                                 */

GtkWidget *
ts_history_new (TsMatch *match)
{
  return g_object_new (TS_TYPE_HISTORY, "match", match, NULL);
}

TsMatch *
ts_history_get_match (TsHistory *self)
{
  g_return_val_if_fail (TS_IS_HISTORY (self), NULL);
  return self->match;
}

GtkWindow *
ts_history_get_correction (TsHistory *self)
{
  g_return_val_if_fail (TS_IS_HISTORY (self), NULL);
  return self->correction;
}

/* The question shown before a change that changes later entries (an AdwMessageDialog), or
 * NULL. */
GtkWindow *
ts_history_get_question (TsHistory *self)
{
  g_return_val_if_fail (TS_IS_HISTORY (self), NULL);
  return self->question;
}

static void
ts_history_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TsHistory *self = TS_HISTORY (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_history_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TsHistory *self = TS_HISTORY (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_history_dispose (GObject *object)
{
  TsHistory *self = TS_HISTORY (object);

  if (self->correction != NULL)
    gtk_window_destroy (self->correction);
  if (self->question != NULL)
    gtk_window_destroy (self->question);
  if (self->follow_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->follow_tick);
  self->follow_tick = 0;
  if (self->list_view != NULL)
    gtk_list_view_set_model (self->list_view, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TS_TYPE_HISTORY);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (ts_history_parent_class)->dispose (object);
}

static void
ts_history_finalize (GObject *object)
{
  TsHistory *self = TS_HISTORY (object);

  g_array_unref (self->marks);

  G_OBJECT_CLASS (ts_history_parent_class)->finalize (object);
}

/* The focus coming in from outside, by Tab or as the page is shown (the view stack gives its
 * new page the focus that way, before Alt+2's own call): the newest entry's row, not the first
 * row's Correct button. */
static gboolean
ts_history_focus (GtkWidget       *widget,
                  GtkDirectionType direction)
{
  TsHistory *self = TS_HISTORY (widget);
  GtkWidget *row;

  if (gtk_widget_get_focus_child (widget) == NULL && self->match != NULL
      && (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
      && (row = newest_row (self)) != NULL && gtk_widget_grab_focus (row))
    return TRUE;
  return GTK_WIDGET_CLASS (ts_history_parent_class)->focus (widget, direction);
}

static void
ts_history_class_init (TsHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_history_dispose;
  object_class->finalize = ts_history_finalize;
  object_class->get_property = ts_history_get_property;
  object_class->set_property = ts_history_set_property;
  widget_class->focus = ts_history_focus;

  properties[PROP_MATCH] = g_param_spec_object ("match", NULL, NULL, TS_TYPE_MATCH,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                                    | G_PARAM_STATIC_STRINGS
                                                    | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/shared/ts-history.ui");
  gtk_widget_class_bind_template_child (widget_class, TsHistory, error_label);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, mend_label);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, mend_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, held_revealer);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, held_expander);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, held_label);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, list_view);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, scrolled);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, stack);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "history");
}

static void
ts_history_init (TsHistory *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;
  GtkAdjustment *adjustment;
  GtkEventController *keys;

  self->marks = g_array_new (FALSE, TRUE, sizeof (Mark));
  gtk_widget_init_template (GTK_WIDGET (self));
  adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (_ts_history_setup_row_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (_ts_history_bind_row_cb), self);
  gtk_list_view_set_factory (self->list_view, factory);
  self->follow_end = TRUE;
  keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys),
      gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Delete, 0),
                        gtk_callback_action_new (_ts_history_delete_pressed_cb, self, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self->list_view), keys);
  g_signal_connect_object (adjustment, "notify::upper", G_CALLBACK (extent_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "notify::page-size", G_CALLBACK (extent_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (value_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

void
ts_history_focus_newest (TsHistory *self)
{
  g_return_if_fail (TS_IS_HISTORY (self));

  self->focus_newest = TRUE;
  self->focus_until = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  self->follow_end = TRUE;
  /* Laid out already (the page shown before): at once; otherwise once it is. */
  if (newest_row (self) != NULL)
    focus_newest_row (self);
  follow_end (self);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-history-private.h"
#include "ts-change-question.h"
#include "ts-game-views.h"
#include "ts-window.h"

/* What starts at an entry, for the list's header rows: the game's groups and steps
 * (TsGameSteps: Burgundy's phases and rounds), or the setup before them. */
enum
{
  MARK_GROUP = TS_GAME_STEP_GROUP,
  MARK_STEP = TS_GAME_STEP_STEP,
  MARK_SETUP = 1 << 2, /* the first entry, before the first group or step */
};

typedef struct
{
  guint8 kind; /* MARK_ flags */
  guint8 group;
  guint8 step;
} Mark;

struct _TsHistory
{
  GtkWidget parent_instance;

  TsMatch *match;
  GArray *marks;          /* Mark per entry */
  GtkWindow *correction;  /* weak */
  GtkWindow *question;    /* weak: asking before a change that changes later entries */
  gboolean follow_end;    /* keep the newest entry in view as the list changes size */
  gboolean scrolling;     /* the scroll is ours, not the user's */
  guint follow_tick;      /* the tick callback following the newest entry, or 0 */
  guint settled_frames;   /* frames since the last scroll it had to make */

  /* template widgets */
  GtkLabel *error_label;
  GtkRevealer *error_revealer;
  GtkListView *list_view;
  GtkScrolledWindow *scrolled;
  GtkStack *stack;
};

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

static void
compute_marks (TsHistory *self)
{
  GListModel *entries = ts_match_get_entries (self->match);
  guint n = g_list_model_get_n_items (entries);
  const TsGameView *view = ts_game_views_lookup (ts_match_get_game_id (self->match));
  const TsGameSteps *steps = view != NULL ? view->steps : NULL;
  int group = -1, step = -1;

  g_array_set_size (self->marks, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (entries, i);
      Mark *mark = &g_array_index (self->marks, Mark, i);

      mark->kind = steps != NULL ? steps->walk (ts_entry_get_data (entry), &group, &step)
                                 : TS_GAME_STEP_NONE;
      mark->group = MAX (group, 0);
      mark->step = MAX (step, 0);
      if (mark->kind == TS_GAME_STEP_NONE && i == 0)
        mark->kind = MARK_SETUP;
    }
}

/* One row: the header of a group or step (a phase or round) when one starts there, then
 * the entry. */
typedef struct
{
  TsHistory *self;
  GtkListItem *item;
  GtkWidget *header;
  GtkWidget *number;
  GtkWidget *text;
  GtkWidget *correct;
  GtkWidget *remove;
} Row;

static Row *
row_of (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    {
      Row *row = g_object_get_data (G_OBJECT (widget), "ts-row");

      if (row != NULL)
        return row;
      /* The list's own row widget holds ours as its first child. */
      if (gtk_widget_get_first_child (widget) != NULL
          && (row = g_object_get_data (G_OBJECT (gtk_widget_get_first_child (widget)), "ts-row"))
                 != NULL)
        return row;
    }
  return NULL;
}

static void
correct_clicked_cb (GtkButton *button,
                    Row       *row)
{
  ts_history_correct (row->self, gtk_list_item_get_position (row->item));
}

static void
remove_clicked_cb (GtkButton *button,
                   Row       *row)
{
  ts_history_remove (row->self, gtk_list_item_get_position (row->item));
}

/* Enter or a double click on a row corrects it. */
static void
row_activated_cb (TsHistory *self,
                  guint      position)
{
  ts_history_correct (self, position);
}

/* Delete on a row removes it. */
static gboolean
delete_pressed_cb (GtkWidget *list,
                   GVariant  *args,
                   gpointer   user_data)
{
  TsHistory *self = user_data;
  Row *row = row_of (gtk_root_get_focus (gtk_widget_get_root (list)));

  if (row == NULL)
    return FALSE;
  ts_history_remove (self, gtk_list_item_get_position (row->item));
  gtk_widget_grab_focus (list);
  return TRUE;
}

static GtkWidget *
icon_button_new (const char *icon,
                 const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

/* Number, header and accessible names follow the row's place in the list. */
static void
update_row (Row *row)
{
  TsHistory *self = row->self;
  guint position = gtk_list_item_get_position (row->item);
  TsEntry *entry = gtk_list_item_get_item (row->item);
  const Mark *mark = position < self->marks->len ? &g_array_index (self->marks, Mark, position)
                                                 : NULL;
  g_autofree char *digits = NULL;
  g_autofree char *header = NULL;
  g_autofree char *row_label = NULL;
  g_autofree char *correct_label = NULL;
  g_autofree char *remove_label = NULL;
  const TsGameView *view = ts_game_views_lookup (ts_match_get_game_id (self->match));
  guint kind;
  gboolean automatic;

  if (entry == NULL || position == GTK_INVALID_LIST_POSITION)
    return;
  kind = mark != NULL ? mark->kind : 0;
  if (kind & MARK_SETUP)
    header = g_strdup (_("Setup"));
  else if ((kind & MARK_GROUP) && (kind & MARK_STEP))
    {
      g_autofree char *group = view->steps->group_name (mark->group);
      g_autofree char *step = view->steps->step_name (mark->step);

      /* Translators: a header in the list of entries where a group of steps and its first
       * step start together ("Year 2 · Spring") */
      header = g_strdup_printf (C_("history header", "%s · %s"), group, step);
    }
  else if (kind & MARK_GROUP)
    header = view->steps->group_name (mark->group);
  else if (kind & MARK_STEP)
    header = view->steps->step_name (mark->step);
  gtk_widget_set_visible (row->header, header != NULL);
  gtk_label_set_text (GTK_LABEL (row->header), header != NULL ? header : "");
  /* A group stands out more than a step inside it. */
  if (kind == MARK_STEP)
    {
      gtk_widget_remove_css_class (row->header, "heading");
      gtk_widget_add_css_class (row->header, "caption-heading");
    }
  else
    {
      gtk_widget_remove_css_class (row->header, "caption-heading");
      gtk_widget_add_css_class (row->header, "heading");
    }

  digits = g_strdup_printf ("%u", position + 1);
  gtk_label_set_text (GTK_LABEL (row->number), digits);
  gtk_label_set_text (GTK_LABEL (row->text), ts_entry_get_description (entry));
  /* Translators: a row of the history; %u is its number, %s the entry in words. */
  row_label = g_strdup_printf (_("Entry %u: %s"), position + 1, ts_entry_get_description (entry));
  /* Translators: accessible names of a history row's buttons; %u is the entry number. */
  correct_label = g_strdup_printf (_("Correct entry %u"), position + 1);
  remove_label = g_strdup_printf (_("Remove entry %u"), position + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_list_item_get_child (row->item)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, row_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->correct), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  correct_label, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  remove_label, -1);
  /* An automatic entry (a turn that ended by itself) changes with the entry before it. */
  automatic = ts_entry_get_automatic (entry);
  gtk_widget_set_visible (row->correct, !automatic);
  gtk_widget_set_visible (row->remove, !automatic);
  if (automatic)
    gtk_widget_add_css_class (row->text, "dim-label");
  else
    gtk_widget_remove_css_class (row->text, "dim-label");
}

static void
position_changed_cb (GtkWidget *child)
{
  update_row (g_object_get_data (G_OBJECT (child), "ts-row"));
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              TsHistory                *self)
{
  GtkWidget *child = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  Row *row = g_new0 (Row, 1);

  row->self = self;
  row->item = item;
  row->header = gtk_label_new (NULL);
  row->number = gtk_label_new (NULL);
  row->text = gtk_label_new (NULL);
  row->correct = icon_button_new ("document-edit-symbolic", _("Correct…"));
  row->remove = icon_button_new ("user-trash-symbolic", _("Remove"));
  g_object_set_data_full (G_OBJECT (child), "ts-row", row, g_free);

  gtk_label_set_xalign (GTK_LABEL (row->header), 0);
  gtk_widget_add_css_class (row->header, "history-header");
  gtk_label_set_xalign (GTK_LABEL (row->number), 1);
  gtk_label_set_width_chars (GTK_LABEL (row->number), 3);
  gtk_widget_set_valign (row->number, GTK_ALIGN_BASELINE);
  gtk_widget_add_css_class (row->number, "numeric");
  gtk_widget_add_css_class (row->number, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (row->text), 0);
  gtk_label_set_wrap (GTK_LABEL (row->text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (row->text), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (row->text, TRUE);
  gtk_widget_set_valign (row->text, GTK_ALIGN_BASELINE);
  g_signal_connect (row->correct, "clicked", G_CALLBACK (correct_clicked_cb), row);
  g_signal_connect (row->remove, "clicked", G_CALLBACK (remove_clicked_cb), row);

  gtk_box_append (GTK_BOX (line), row->number);
  gtk_box_append (GTK_BOX (line), row->text);
  gtk_box_append (GTK_BOX (line), row->correct);
  gtk_box_append (GTK_BOX (line), row->remove);
  gtk_widget_add_css_class (line, "history-row");
  gtk_box_append (GTK_BOX (child), row->header);
  gtk_box_append (GTK_BOX (child), line);
  gtk_list_item_set_child (item, child);
  /* Rows after a removed entry move up without being bound again. */
  g_signal_connect_object (item, "notify::position", G_CALLBACK (position_changed_cb), child,
                           G_CONNECT_SWAPPED);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             TsHistory                *self)
{
  update_row (g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "ts-row"));
}

static void
scroll_to_end (TsHistory *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);

  self->scrolling = TRUE;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment)
                                            - gtk_adjustment_get_page_size (adjustment));
  self->scrolling = FALSE;
}

/* Keeps the newest entry in view until the list has settled. The scroll is made at the start
 * of a frame: a value set while the viewport is being allocated is not drawn. */
static gboolean
follow_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  TsHistory *self = TS_HISTORY (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);

  if (self->follow_end
      && gtk_adjustment_get_value (adjustment)
             < gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment))
    {
      scroll_to_end (self);
      self->settled_frames = 0;
      return G_SOURCE_CONTINUE;
    }
  if (self->follow_end && ++self->settled_frames < 2)
    return G_SOURCE_CONTINUE;
  self->follow_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
follow_end (TsHistory *self)
{
  self->settled_frames = 0;
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
  compute_marks (self);
}

static void
entries_changed_cb (TsHistory *self,
                    guint      position,
                    guint      removed,
                    guint      added)
{
  gboolean empty = ts_match_get_n_entries (self->match) == 0;

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
  compute_marks (self);
  selection = gtk_no_selection_new (g_object_ref (entries));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  g_signal_connect_object (entries, "items-changed", G_CALLBACK (entries_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  entries_changed_cb (self, 0, 0, g_list_model_get_n_items (entries));
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
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  if (set_aside == NULL && TS_IS_WINDOW (root))
    ts_window_add_undo_toast (TS_WINDOW (root), message);
}

static void
show_error (TsHistory  *self,
            const char *message)
{
  gtk_label_set_text (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
}

static gboolean
remove_now (TsHistory *self,
            guint      index)
{
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!ts_match_remove (self->match, index, &set_aside, &error))
    {
      show_error (self, error->message);
      return FALSE;
    }
  /* Translators: a toast; %u is the entry number. */
  message = g_strdup_printf (_("Entry %u removed"), index + 1);
  _ts_history_announce (self, message, set_aside);
  return TRUE;
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

static void
ts_history_class_init (TsHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_history_dispose;
  object_class->finalize = ts_history_finalize;
  object_class->get_property = ts_history_get_property;
  object_class->set_property = ts_history_set_property;

  properties[PROP_MATCH] = g_param_spec_object ("match", NULL, NULL, TS_TYPE_MATCH,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                                    | G_PARAM_STATIC_STRINGS
                                                    | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/ui/ts-history.ui");
  gtk_widget_class_bind_template_child (widget_class, TsHistory, error_label);
  gtk_widget_class_bind_template_child (widget_class, TsHistory, error_revealer);
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
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), self);
  gtk_list_view_set_factory (self->list_view, factory);
  self->follow_end = TRUE;
  keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys),
      gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Delete, 0),
                        gtk_callback_action_new (delete_pressed_cb, self, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self->list_view), keys);
  g_signal_connect_object (adjustment, "notify::upper", G_CALLBACK (extent_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "notify::page-size", G_CALLBACK (extent_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (value_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

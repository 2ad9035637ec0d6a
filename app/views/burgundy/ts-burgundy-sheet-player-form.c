/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One player's part of the final-scoring sheet: a boxed list of rows whose titles are the
 * engine's field labels, Enter moving from field to field, and the engine's refusal shown in
 * a row right under the field it names. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-reveal.h"
#include "ts-burgundy-sheet-player-form.h"
#include "ts-burgundy-sheet-player-form-private.h"
#include "ts-burgundy-sheet-widgets.h"
#include "ts-sheet-keeper.h"
#include "ts-tooltip.h"
#include "ts-mnemonic-names.h"

/* Wide enough for any typing mistake to reach the engine's check, which says what is
 * possible and why (a spin button would clamp silently). */
#define UPPER_FIELD TS_BURGUNDY_SHEET_MAX_SUPPLY

G_DEFINE_FINAL_TYPE (TsBurgundySheetPlayerForm, ts_burgundy_sheet_player_form, GTK_TYPE_WIDGET)

enum
{
  CHECK_MONASTERY,
  NEXT,
  REMOVE,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
ts_burgundy_sheet_player_form_emit_changed (TsBurgundySheetPlayerForm *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

char *
ts_burgundy_sheet_player_form_emit_check (TsBurgundySheetPlayerForm *self,
                                          guint                      number,
                                          gboolean                  *shield6)
{
  char *refusal = NULL;

  g_signal_emit (self, signals[CHECK_MONASTERY], 0, number, shield6, &refusal);
  return refusal;
}

/* -------------------------------------------------------------------------------------- */
/* Problems shown in place                                                                 */

void
ts_burgundy_sheet_player_form_clear_problem (TsBurgundySheetPlayerForm *self)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));

  if (self->problem_row != NULL)
    gtk_list_box_remove (self->list, self->problem_row);
  self->problem_row = NULL;
  if (self->problem_widget != NULL)
    {
      gtk_widget_remove_css_class (self->problem_widget, "error");
      gtk_accessible_reset_state (GTK_ACCESSIBLE (self->problem_widget),
                                  GTK_ACCESSIBLE_STATE_INVALID);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->problem_widget),
                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  g_clear_object (&self->problem_widget);
  g_clear_pointer (&self->problem, g_free);
}

const char *
ts_burgundy_sheet_player_form_get_problem (TsBurgundySheetPlayerForm *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self), NULL);
  return self->problem;
}

/* Marks @field (a spin button or a row), puts @message in a row under it, focuses it. */
void
ts_burgundy_sheet_player_form_show_problem_at (TsBurgundySheetPlayerForm *self,
                 GtkWidget                 *field,
                 const char                *message)
{
  GtkWidget *row = field;

  /* The row of our list that holds @field (the Modules row for the fields inside it). */
  while (row != NULL && gtk_widget_get_parent (row) != GTK_WIDGET (self->list))
    row = gtk_widget_get_parent (row);

  ts_burgundy_sheet_player_form_clear_problem (self);
  self->problem = g_strdup (message);
  self->problem_widget = g_object_ref (field);
  gtk_widget_add_css_class (field, "error");
  gtk_accessible_update_state (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_STATE_INVALID,
                               GTK_ACCESSIBLE_INVALID_TRUE, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  message, -1);
  self->problem_row = ts_burgundy_sheet_message_row_new (message);
  gtk_list_box_insert (self->list, self->problem_row,
                       row != NULL ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) + 1 : -1);
  gtk_widget_grab_focus (field);
  ts_reveal_focus_later (GTK_WIDGET (self), self->problem_row);
}

/* Any change to the field at fault takes its message away. */
void
ts_burgundy_sheet_player_form_field_changed_cb (GtkWidget                 *field,
                  GParamSpec                *pspec,
                  TsBurgundySheetPlayerForm *self)
{
  if (field == self->problem_widget)
    ts_burgundy_sheet_player_form_clear_problem (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* -------------------------------------------------------------------------------------- */
/* Enter moves on                                                                          */

/* The fields Enter walks through, in reading order. */
static GPtrArray *
dup_enter_order (TsBurgundySheetPlayerForm *self)
{
  GPtrArray *order = g_ptr_array_new ();
  static const TsBurgundySheetField before[] = {
    TS_BURGUNDY_SHEET_FIELD_TRACK, TS_BURGUNDY_SHEET_FIELD_GOODS,
    TS_BURGUNDY_SHEET_FIELD_SILVER, TS_BURGUNDY_SHEET_FIELD_WORKERS,
  };
  static const TsBurgundySheetField after[] = {
    TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT,
  };
  /* A team's second player has the track, the token and the bridge alone (CB-TEM-09). */
  guint n_before = self->partner != NULL ? 1 : G_N_ELEMENTS (before);

  g_ptr_array_add (order, self->name_row);
  for (guint i = 0; i < n_before; i++)
    {
      g_ptr_array_add (order, self->spins[before[i]]);
      /* The token: Enter moves on, the arrows choose (token_key_cb). */
      if (before[i] == TS_BURGUNDY_SHEET_FIELD_TRACK)
        g_ptr_array_add (order, self->token_row);
    }
  for (guint k = 0; self->partner == NULL && k < self->monasteries->len; k++)
    {
      Monastery *m = &g_array_index (self->monasteries, Monastery, k);

      for (guint c = 0; c < m->n_counts; c++)
        g_ptr_array_add (order, m->spins[c]);
    }
  if (self->partner == NULL)
    g_ptr_array_add (order, self->monastery_entry);
  /* The tie-break facts only when they are asked (a tie for first); the team board's empty
   * spaces on the first player's sheet. */
  for (guint i = self->partner != NULL; self->tie_break_shown && i < G_N_ELEMENTS (after); i++)
    g_ptr_array_add (order, self->spins[after[i]]);
  return order;
}

void
ts_burgundy_sheet_player_form_move_on_from (TsBurgundySheetPlayerForm *self,
              GtkWidget                 *field)
{
  g_autoptr(GPtrArray) order = dup_enter_order (self);
  guint i;

  if (!g_ptr_array_find (order, field, &i))
    return;
  if (i + 1 < order->len)
    {
      gtk_widget_grab_focus (g_ptr_array_index (order, i + 1));
      ts_reveal_focus_later (GTK_WIDGET (self), NULL);
    }
  else
    g_signal_emit (self, signals[NEXT], 0);
}

/* After the spin button's own handler, which has taken the typed number. */
static void
spin_text_activate_cb (GtkText                   *text,
                       TsBurgundySheetPlayerForm *self)
{
  ts_burgundy_sheet_player_form_move_on_from (self, gtk_widget_get_ancestor (GTK_WIDGET (text), GTK_TYPE_SPIN_BUTTON));
}

static void
name_activated_cb (AdwEntryRow               *row,
                   TsBurgundySheetPlayerForm *self)
{
  ts_burgundy_sheet_player_form_move_on_from (self, GTK_WIDGET (row));
}

/* A name longer than the sheet keeps is shortened: said under it as it is typed. */
static void
name_changed_cb (TsBurgundySheetPlayerForm *self)
{
  g_autofree char *note = ts_sheet_keeper_dup_name_note (
      gtk_editable_get_text (GTK_EDITABLE (self->name_row)), TS_BURGUNDY_SHEET_NAME_SIZE);

  gtk_label_set_text (self->name_note, note != NULL ? note : "");
  gtk_widget_set_visible (self->name_note_row, note != NULL);
}

/* A value picked in the token's pop-up list (Enter or a click on it), after the combo row
 * has taken it and closed the list: on to the next field, as Enter does elsewhere. */
static void
token_picked_cb (GtkListView               *list,
                 guint                      position,
                 TsBurgundySheetPlayerForm *self)
{
  ts_burgundy_sheet_player_form_move_on_from (self, GTK_WIDGET (self->token_row));
}

/* The first descendant of @widget of @type, or NULL. */
static GtkWidget *find_descendant (GtkWidget *widget,
                                   GType      type);

/* On the token's row itself (not in its pop-up): Enter moves on like every other field, so
 * that the next value typed lands in the next field; Up and Down, and the digits 0, 1 and 2,
 * choose the value. Space still opens the list. */
static gboolean
token_key_cb (GtkEventControllerKey     *controller,
              guint                      keyval,
              guint                      keycode,
              GdkModifierType            state,
              TsBurgundySheetPlayerForm *self)
{
  GtkWidget *row = GTK_WIDGET (self->token_row);
  GtkWidget *popover = find_descendant (row, GTK_TYPE_POPOVER);
  guint selected = adw_combo_row_get_selected (self->token_row);
  guint n = g_list_model_get_n_items (adw_combo_row_get_model (self->token_row));

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || !gtk_widget_is_focus (row) || (popover != NULL && gtk_widget_get_visible (popover)))
    return GDK_EVENT_PROPAGATE;
  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      ts_burgundy_sheet_player_form_move_on_from (self, row);
      return GDK_EVENT_STOP;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      if (selected > 0 && selected != GTK_INVALID_LIST_POSITION)
        adw_combo_row_set_selected (self->token_row, selected - 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      if (selected + 1 < n)
        adw_combo_row_set_selected (self->token_row, selected + 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_0:
    case GDK_KEY_1:
    case GDK_KEY_2:
    case GDK_KEY_KP_0:
    case GDK_KEY_KP_1:
    case GDK_KEY_KP_2:
      adw_combo_row_set_selected (self->token_row, gdk_keyval_to_unicode (keyval) - '0');
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

/* The first descendant of @widget of @type, or NULL. */
static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (widget), type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The list of the combo row's pop-up (the row shows the value picked in a list view of its
 * own, outside the pop-up). */
static GtkWidget *
find_list_view (GtkWidget *combo_row)
{
  GtkWidget *popover = find_descendant (combo_row, GTK_TYPE_POPOVER);

  return popover != NULL ? find_descendant (popover, GTK_TYPE_LIST_VIEW) : NULL;
}

/* A spin button whose Enter moves on and whose change clears its message. */
GtkSpinButton *
ts_burgundy_sheet_player_form_spin_new (TsBurgundySheetPlayerForm *self,
          const char                *label,
          int                        lower,
          int                        upper)
{
  GtkSpinButton *spin = ts_burgundy_sheet_spin_new (label, lower, upper);

  g_signal_connect_object (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate",
                           G_CALLBACK (spin_text_activate_cb), self, G_CONNECT_AFTER);
  g_signal_connect_object (spin, "notify::value", G_CALLBACK (ts_burgundy_sheet_player_form_field_changed_cb), self, 0);
  return spin;
}

/* A row of the list for a number field: the engine's label, a hint, a spin button. */
static GtkWidget *
add_number_row (TsBurgundySheetPlayerForm *self,
                TsBurgundySheetField       field,
                const char                *subtitle,
                int                        lower)
{
  const char *title = ts_burgundy_sheet_field_label (field);
  GtkWidget *row = ts_burgundy_sheet_action_row_new (title, subtitle);

  self->spins[field] = ts_burgundy_sheet_player_form_spin_new (self, title, lower, UPPER_FIELD);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->spins[field]));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (self->spins[field]));
  gtk_list_box_append (self->list, row);
  return row;
}

const char *
ts_burgundy_sheet_player_form_get_color (TsBurgundySheetPlayerForm *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self), NULL);
  return ts_burgundy_sheet_color_dropdown_get_color (self->color_dropdown);
}

/* -------------------------------------------------------------------------------------- */
/* Building the form                                                                       */

static void
remove_clicked_cb (TsBurgundySheetPlayerForm *self)
{
  g_signal_emit (self, signals[REMOVE], 0);
}

static void
build_rows (TsBurgundySheetPlayerForm *self)
{
  g_autoptr(GtkStringList) token_names = gtk_string_list_new (NULL);
  GtkEventController *key;
  const char *title;

  self->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row),
                                 ts_burgundy_sheet_field_label (TS_BURGUNDY_SHEET_FIELD_NAME));
  adw_entry_row_add_suffix (self->name_row, GTK_WIDGET (self->color_dropdown));
  g_signal_connect_object (self->name_row, "entry-activated", G_CALLBACK (name_activated_cb),
                           self, 0);
  g_signal_connect_object (self->name_row, "notify::text", G_CALLBACK (ts_burgundy_sheet_player_form_field_changed_cb), self,
                           0);
  g_signal_connect_object (self->name_row, "notify::text", G_CALLBACK (name_changed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_list_box_append (self->list, GTK_WIDGET (self->name_row));
  self->name_note_row = ts_sheet_keeper_note_row_new (&self->name_note);
  gtk_list_box_append (self->list, self->name_note_row);

  add_number_row (self, TS_BURGUNDY_SHEET_FIELD_TRACK, _("Where the marker stands, 0 to 99"), 0);

  title = ts_burgundy_sheet_field_label (TS_BURGUNDY_SHEET_FIELD_TOKEN);
  /* Translators: the 100/200 VP token is not used */
  gtk_string_list_append (token_names, C_("token", "None"));
  gtk_string_list_append (token_names, "100");
  gtk_string_list_append (token_names, "200");
  self->token_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->token_row), title);
  adw_combo_row_set_model (self->token_row, G_LIST_MODEL (token_names));
  g_signal_connect_object (self->token_row, "notify::selected", G_CALLBACK (ts_burgundy_sheet_player_form_field_changed_cb),
                           self, 0);
  /* Translators: the 100/200 token's row; the keys that work on it */
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->token_row),
                               _("Up and Down choose, Enter goes on"));
  key = gtk_event_controller_key_new ();
  g_signal_connect_object (key, "key-pressed", G_CALLBACK (token_key_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->token_row), key);
  gtk_list_box_append (self->list, GTK_WIDGET (self->token_row));
  g_signal_connect_object (find_list_view (GTK_WIDGET (self->token_row)), "activate",
                           G_CALLBACK (token_picked_cb), self, G_CONNECT_AFTER);

  self->asset_rows[0] = add_number_row (self, TS_BURGUNDY_SHEET_FIELD_GOODS, _("1 VP each"), 0);
  self->asset_rows[1] = add_number_row (self, TS_BURGUNDY_SHEET_FIELD_SILVER, _("1 VP each"), 0);
  self->asset_rows[2] = add_number_row (self, TS_BURGUNDY_SHEET_FIELD_WORKERS, _("1 VP per 2"),
                                        0);

  self->monastery_entry = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->monastery_entry),
                                 _("Add a monastery (15 to 26, or 29)"));
  adw_entry_row_set_input_purpose (self->monastery_entry, GTK_INPUT_PURPOSE_DIGITS);
  g_signal_connect_object (self->monastery_entry, "entry-activated",
                           G_CALLBACK (ts_burgundy_sheet_player_form_monastery_activated_cb), self, 0);
  g_signal_connect_object (self->monastery_entry, "notify::text", G_CALLBACK (ts_burgundy_sheet_player_form_field_changed_cb),
                           self, 0);
  gtk_list_box_append (self->list, GTK_WIDGET (self->monastery_entry));

  ts_burgundy_sheet_player_form_build_modules (self);

  self->tie_rows[0] = add_number_row (self, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES,
                                      _("For a tie"), 0);
  self->tie_rows[1] = add_number_row (
      self, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE,
      _("For a tie: where the turn-order marker is, 1 is the start"), 0);
  self->tie_rows[2] = add_number_row (self, TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT,
                                      _("For a tie: 0 is the bottom of the stack"), 0);
  for (guint i = 0; i < G_N_ELEMENTS (self->tie_rows); i++)
    gtk_widget_set_visible (self->tie_rows[i], FALSE);
}

void
ts_burgundy_sheet_player_form_set_tie_break_shown (TsBurgundySheetPlayerForm *self,
                                                   gboolean                   shown)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));

  shown = !!shown;
  if (self->tie_break_shown == shown)
    return;
  self->tie_break_shown = shown;
  ts_burgundy_sheet_player_form_update_rows (self);
}

gboolean
ts_burgundy_sheet_player_form_get_tie_break_shown (TsBurgundySheetPlayerForm *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self), FALSE);
  return self->tie_break_shown;
}

/* Player @index's accessible names and title. */
void
ts_burgundy_sheet_player_form_set_index (TsBurgundySheetPlayerForm *self,
                                         guint                      index)
{
  g_autofree char *title = NULL;
  g_autofree char *color = NULL;
  g_autofree char *remove = NULL;

  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));

  self->index = index;
  /* Translators: %u is the seat number, 1 to 4 */
  title = g_strdup_printf (_("Player %u"), index + 1);
  /* Translators: %u is a player number, 1 to 4. */
  color = g_strdup_printf (_("Colour of player %u"), index + 1);
  /* Translators: %u is a player number, 1 to 4 */
  remove = g_strdup_printf (_("Remove Player %u"), index + 1);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), title);
  ts_tooltip_set (GTK_WIDGET (self->color_dropdown), color);
  /* Its button too, which takes the focus (issue 41). */
  ts_mnemonic_names_drop_down (self->color_dropdown, color);
  ts_tooltip_set (self->remove_button, remove);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  title, -1);
}

GtkWidget *
ts_burgundy_sheet_player_form_new (guint       index,
                                   const char *name,
                                   const char *color)
{
  TsBurgundySheetPlayerForm *self = g_object_new (TS_TYPE_BURGUNDY_SHEET_PLAYER_FORM, NULL);

  self->color_dropdown = ts_burgundy_sheet_color_dropdown_new (color);
  g_signal_connect_object (self->color_dropdown, "notify::selected",
                           G_CALLBACK (ts_burgundy_sheet_player_form_field_changed_cb), self, 0);
  build_rows (self);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name != NULL ? name : "");
  ts_burgundy_sheet_player_form_set_index (self, index);
  return GTK_WIDGET (self);
}

/* -------------------------------------------------------------------------------------- */
/* GObject                                                                                 */

static void
ts_burgundy_sheet_player_form_dispose (GObject *object)
{
  TsBurgundySheetPlayerForm *self = TS_BURGUNDY_SHEET_PLAYER_FORM (object);

  g_clear_object (&self->problem_widget);
  self->problem_row = NULL; /* inside the group */
  g_clear_pointer (&self->group, gtk_widget_unparent);
  G_OBJECT_CLASS (ts_burgundy_sheet_player_form_parent_class)->dispose (object);
}

static void
ts_burgundy_sheet_player_form_finalize (GObject *object)
{
  TsBurgundySheetPlayerForm *self = TS_BURGUNDY_SHEET_PLAYER_FORM (object);

  g_array_unref (self->monasteries);
  g_free (self->problem);
  g_free (self->partner);
  G_OBJECT_CLASS (ts_burgundy_sheet_player_form_parent_class)->finalize (object);
}

static void
ts_burgundy_sheet_player_form_class_init (TsBurgundySheetPlayerFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_sheet_player_form_dispose;
  object_class->finalize = ts_burgundy_sheet_player_form_finalize;

  /**
   * TsBurgundySheetPlayerForm::check-monastery:
   * @number: the monastery typed
   * @shield6: (out) (type gboolean): set when @number is another player's tile that scores
   *   for this one through shield 6
   *
   * Returns: (transfer full) (nullable): why @number cannot be added, or NULL
   */
  signals[CHECK_MONASTERY] = g_signal_new ("check-monastery", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_first_wins,
                                           NULL, NULL, G_TYPE_STRING, 2, G_TYPE_UINT,
                                           G_TYPE_POINTER);
  /** TsBurgundySheetPlayerForm::next: Enter on the last field */
  signals[NEXT] = g_signal_new ("next", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 0);
  /** TsBurgundySheetPlayerForm::remove: the remove button */
  signals[REMOVE] = g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /** TsBurgundySheetPlayerForm::changed: a field's value, or the monasteries, changed */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
ts_burgundy_sheet_player_form_init (TsBurgundySheetPlayerForm *self)
{
  self->monasteries = g_array_new (FALSE, TRUE, sizeof (Monastery));
  self->n_players = 2;

  self->group = adw_preferences_group_new ();
  gtk_widget_set_parent (self->group, GTK_WIDGET (self));

  self->remove_button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_add_css_class (self->remove_button, "flat");
  gtk_widget_set_valign (self->remove_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->remove_button, "clicked", G_CALLBACK (remove_clicked_cb), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->group),
                                           self->remove_button);

  /* A list of our own rather than the group's, so that a message can go between rows. */
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), GTK_WIDGET (self->list));
}

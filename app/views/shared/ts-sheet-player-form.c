/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One player's part of the shared final-scoring sheet window: built from the game's
 * TsSheetSpec, read back as the sheet's JSON. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-sheet-player-form.h"
#include "ts-sheet-keeper.h"

struct _TsSheetPlayerForm
{
  AdwPreferencesGroup parent_instance;

  const TsSheetSpec *spec;
  guint index;
  AdwEntryRow *name_row;
  GPtrArray *fields;     /* per spec field: GtkSpinButton or AdwComboRow */
  GtkWidget *remove_button;
  GtkLabel *problem;
  GtkWidget *problem_row; /* under the name row, shown with a refusal */
  GtkLabel *name_note;    /* a name too long for the sheet: what is kept */
  GtkWidget *name_note_row;
};

G_DEFINE_FINAL_TYPE (TsSheetPlayerForm, ts_sheet_player_form, ADW_TYPE_PREFERENCES_GROUP)

enum
{
  NEXT,
  REMOVE,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* -------------------------------------------------------------------------------------- */
/* Moving on                                                                               */

/* Enter in field @from (-1: the name): the next field, or "next" past the last. */
static void
move_on (TsSheetPlayerForm *self,
         int                from)
{
  if (from + 1 < (int) self->fields->len)
    gtk_widget_grab_focus (g_ptr_array_index (self->fields, from + 1));
  else
    g_signal_emit (self, signals[NEXT], 0);
}

static int
field_index (TsSheetPlayerForm *self,
             GtkWidget         *widget)
{
  for (guint i = 0; i < self->fields->len; i++)
    if (g_ptr_array_index (self->fields, i) == widget)
      return i;
  return -1;
}

static void
name_activated_cb (AdwEntryRow       *row,
                   TsSheetPlayerForm *self)
{
  move_on (self, -1);
}

static void
spin_activate_cb (GtkText           *text,
                  TsSheetPlayerForm *self)
{
  move_on (self, field_index (self, gtk_widget_get_ancestor (GTK_WIDGET (text),
                                                             GTK_TYPE_SPIN_BUTTON)));
}

static void
changed_cb (TsSheetPlayerForm *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A name longer than the sheet keeps is shortened by the engine: said under it as it is typed. */
static void
name_changed_cb (TsSheetPlayerForm *self)
{
  g_autofree char *note = ts_sheet_keeper_dup_name_note (
      gtk_editable_get_text (GTK_EDITABLE (self->name_row)), self->spec->name_size);

  gtk_label_set_text (self->name_note, note != NULL ? note : "");
  gtk_widget_set_visible (self->name_note_row, note != NULL);
  changed_cb (self);
}

/* -------------------------------------------------------------------------------------- */
/* A row built from the left                                                               */

/* The row's subtitle says what is built, as the sheet will count it. */
static void
update_row_subtitle (TsSheetPlayerForm *self,
                     AdwComboRow       *combo)
{
  const TsSheetField *field = &self->spec->fields[field_index (self, GTK_WIDGET (combo))];
  guint built = adw_combo_row_get_selected (combo);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *subtitle = NULL;

  for (guint k = 0; k < built && field->ids[k] != NULL; k++)
    {
      if (k > 0)
        /* Translators: between the names of the buildings of a row */
        g_string_append (names, _(", "));
      g_string_append (names, self->spec->id_name (field->ids[k]));
    }
  /* Translators: under a row of a final-scoring sheet (Kingsburg's province): %s lists the
   * buildings of the row chosen, from the left */
  subtitle = built == 0 ? g_strdup (_("Nothing built")) : g_strdup_printf (_("Built: %s"),
                                                                          names->str);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (combo), subtitle);
}

static void
row_selected_cb (AdwComboRow       *combo,
                 GParamSpec        *pspec,
                 TsSheetPlayerForm *self)
{
  update_row_subtitle (self, combo);
  changed_cb (self);
}

/* On the row itself (not in its pop-up): Enter moves on as in every other field; Up and Down
 * and the digits choose how far the row is built. Space still opens the list. */
static gboolean
row_key_cb (GtkEventControllerKey *controller,
            guint                  keyval,
            guint                  keycode,
            GdkModifierType        state,
            TsSheetPlayerForm     *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  AdwComboRow *combo = ADW_COMBO_ROW (row);
  guint selected = adw_combo_row_get_selected (combo);
  guint n = g_list_model_get_n_items (adw_combo_row_get_model (combo));
  guint digit = gdk_keyval_to_unicode (keyval) - '0';

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || !gtk_widget_is_focus (row))
    return GDK_EVENT_PROPAGATE;
  /* A digit as typed (with Shift on an AZERTY keyboard); the other keys without Shift. */
  if (digit < n)
    {
      adw_combo_row_set_selected (combo, digit);
      return GDK_EVENT_STOP;
    }
  if ((state & GDK_SHIFT_MASK) != 0)
    return GDK_EVENT_PROPAGATE;
  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      move_on (self, field_index (self, row));
      return GDK_EVENT_STOP;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      if (selected > 0 && selected != GTK_INVALID_LIST_POSITION)
        adw_combo_row_set_selected (combo, selected - 1);
      return GDK_EVENT_STOP;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      if (selected + 1 < n)
        adw_combo_row_set_selected (combo, selected + 1);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

static GtkWidget *
row_field_new (TsSheetPlayerForm  *self,
               const TsSheetField *field)
{
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);
  GtkWidget *combo = adw_combo_row_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  /* Translators: a row of a final-scoring sheet with nothing built in it */
  gtk_string_list_append (items, C_("built", "Nothing"));
  for (guint k = 0; field->ids[k] != NULL; k++)
    gtk_string_list_append (items, self->spec->id_name (field->ids[k]));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _(field->title));
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (items));
  g_signal_connect_object (key, "key-pressed", G_CALLBACK (row_key_cb), self, 0);
  gtk_widget_add_controller (combo, key);
  return combo;
}

/* -------------------------------------------------------------------------------------- */
/* Building the form                                                                       */

static GtkWidget *
number_field_new (TsSheetPlayerForm  *self,
                  const TsSheetField *field,
                  GtkWidget         **row)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (field->lower, field->upper, 1);

  *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (*row), _(field->title));
  if (field->subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (*row), _(field->subtitle));
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), CLAMP (0, field->lower, field->upper));
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 3);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (spin, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _(field->title), -1);
  g_signal_connect_object (gtk_editable_get_delegate (GTK_EDITABLE (spin)), "activate",
                           G_CALLBACK (spin_activate_cb), self, G_CONNECT_AFTER);
  g_signal_connect_object (spin, "notify::value", G_CALLBACK (changed_cb), self,
                           G_CONNECT_SWAPPED);
  adw_action_row_add_suffix (ADW_ACTION_ROW (*row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (*row), spin);
  return spin;
}

static void
remove_clicked_cb (TsSheetPlayerForm *self)
{
  g_signal_emit (self, signals[REMOVE], 0);
}

GtkWidget *
ts_sheet_player_form_new (const TsSheetSpec *spec,
                          guint              index,
                          const char        *name)
{
  TsSheetPlayerForm *self = g_object_new (TS_TYPE_SHEET_PLAYER_FORM, NULL);

  self->spec = spec;
  self->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), _("Name"));
  self->name_note_row = ts_sheet_keeper_note_row_new (&self->name_note);
  g_signal_connect_object (self->name_row, "entry-activated", G_CALLBACK (name_activated_cb),
                           self, 0);
  g_signal_connect_object (self->name_row, "notify::text", G_CALLBACK (name_changed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->name_row));
  /* The refusal about this player, right under the name that takes the focus, so that it is
   * in view with it even under a province's many rows (not at the group's end). */
  self->problem = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->problem, TRUE);
  gtk_label_set_xalign (self->problem, 0);
  gtk_widget_set_margin_top (GTK_WIDGET (self->problem), 8);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->problem), 8);
  gtk_widget_set_margin_start (GTK_WIDGET (self->problem), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->problem), 12);
  gtk_widget_add_css_class (GTK_WIDGET (self->problem), "error");
  self->problem_row = g_object_new (ADW_TYPE_PREFERENCES_ROW, "accessible-role",
                                    GTK_ACCESSIBLE_ROLE_ALERT, "activatable", FALSE,
                                    "selectable", FALSE, "focusable", FALSE, "visible", FALSE,
                                    NULL);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->problem_row), GTK_WIDGET (self->problem));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), self->problem_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), self->name_note_row);
  for (guint i = 0; i < spec->n_fields; i++)
    {
      const TsSheetField *field = &spec->fields[i];
      GtkWidget *row = NULL;

      if (field->kind == TS_SHEET_FIELD_NUMBER)
        g_ptr_array_add (self->fields, number_field_new (self, field, &row));
      else
        {
          row = row_field_new (self, field);
          g_ptr_array_add (self->fields, row);
          update_row_subtitle (self, ADW_COMBO_ROW (row));
          g_signal_connect_object (row, "notify::selected", G_CALLBACK (row_selected_cb), self,
                                   0);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
    }
  ts_sheet_player_form_set_index (self, index, FALSE);
  return GTK_WIDGET (self);
}

void
ts_sheet_player_form_set_index (TsSheetPlayerForm *self,
                                guint              index,
                                gboolean           removable)
{
  /* Translators: a player's part of a final-scoring sheet; %u is the seat, from 1 */
  g_autofree char *title = g_strdup_printf (_("Player %u"), index + 1);
  /* Translators: the Remove button of a player of a final-scoring sheet, read by screen
   * readers; %u is the seat, from 1 */
  g_autofree char *remove = g_strdup_printf (_("Remove Player %u"), index + 1);

  g_return_if_fail (TS_IS_SHEET_PLAYER_FORM (self));

  self->index = index;
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), title);
  gtk_widget_set_visible (self->remove_button, removable);
  gtk_widget_set_tooltip_text (self->remove_button, remove);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
}

/* -------------------------------------------------------------------------------------- */
/* Reading and filling                                                                     */

static int
spin_value (GtkWidget *spin)
{
  /* The text typed counts even before it is activated. */
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

JsonNode *
ts_sheet_player_form_dup_json (TsSheetPlayerForm *self)
{
  g_autoptr(JsonObject) player = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (player, "name",
                                 gtk_editable_get_text (GTK_EDITABLE (self->name_row)));
  for (guint i = 0; i < self->fields->len; i++)
    {
      const TsSheetField *field = &self->spec->fields[i];
      GtkWidget *widget = g_ptr_array_index (self->fields, i);
      JsonArray *ids;

      if (field->kind == TS_SHEET_FIELD_NUMBER)
        {
          json_object_set_int_member (player, field->member, spin_value (widget));
          continue;
        }
      if (!json_object_has_member (player, field->member))
        json_object_set_array_member (player, field->member, json_array_new ());
      ids = json_object_get_array_member (player, field->member);
      for (guint k = 0; k < adw_combo_row_get_selected (ADW_COMBO_ROW (widget))
                        && field->ids[k] != NULL; k++)
        json_array_add_string_element (ids, field->ids[k]);
    }
  json_node_set_object (node, player);
  return node;
}

static gboolean
holds (JsonArray  *ids,
       const char *id)
{
  for (guint i = 0; ids != NULL && i < json_array_get_length (ids); i++)
    if (g_strcmp0 (json_array_get_string_element (ids, i), id) == 0)
      return TRUE;
  return FALSE;
}

void
ts_sheet_player_form_fill (TsSheetPlayerForm *self,
                           JsonObject        *player)
{
  g_return_if_fail (TS_IS_SHEET_PLAYER_FORM (self));

  gtk_editable_set_text (GTK_EDITABLE (self->name_row),
                         json_object_get_string_member_with_default (player, "name", ""));
  for (guint i = 0; i < self->fields->len; i++)
    {
      const TsSheetField *field = &self->spec->fields[i];
      GtkWidget *widget = g_ptr_array_index (self->fields, i);
      JsonNode *member = json_object_get_member (player, field->member);
      guint built = 0;

      if (field->kind == TS_SHEET_FIELD_NUMBER)
        {
          if (member != NULL && json_node_get_value_type (member) == G_TYPE_INT64)
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), json_node_get_int (member));
          continue;
        }
      /* As far as the row is built without a gap (KB-BLD-04: the check refuses one). */
      while (field->ids[built] != NULL && member != NULL && JSON_NODE_HOLDS_ARRAY (member)
             && holds (json_node_get_array (member), field->ids[built]))
        built++;
      adw_combo_row_set_selected (ADW_COMBO_ROW (widget), built);
    }
}

gboolean
ts_sheet_player_form_is_untouched (TsSheetPlayerForm *self)
{
  g_return_val_if_fail (TS_IS_SHEET_PLAYER_FORM (self), FALSE);

  for (guint i = 0; i < self->fields->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (self->fields, i);

      if (self->spec->fields[i].kind == TS_SHEET_FIELD_NUMBER ? spin_value (widget) != 0
                                                              : adw_combo_row_get_selected (
                                                                    ADW_COMBO_ROW (widget)) != 0)
        return FALSE;
    }
  return TRUE;
}

char *
ts_sheet_player_form_dup_shown_name (TsSheetPlayerForm *self)
{
  g_autofree char *name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row)));

  if (*g_strstrip (name) != '\0')
    return g_steal_pointer (&name);
  /* Translators: a player's part of a final-scoring sheet; %u is the seat, from 1 */
  return g_strdup_printf (_("Player %u"), self->index + 1);
}

void
ts_sheet_player_form_set_problem (TsSheetPlayerForm *self,
                                  const char        *message)
{
  g_return_if_fail (TS_IS_SHEET_PLAYER_FORM (self));

  gtk_label_set_text (self->problem, message != NULL ? message : "");
  gtk_widget_set_visible (self->problem_row, message != NULL);
}

const char *
ts_sheet_player_form_get_problem (TsSheetPlayerForm *self)
{
  g_return_val_if_fail (TS_IS_SHEET_PLAYER_FORM (self), NULL);
  return gtk_widget_get_visible (self->problem_row) ? gtk_label_get_text (self->problem) : NULL;
}

GtkWidget *
ts_sheet_player_form_get_field (TsSheetPlayerForm *self,
                                int                field)
{
  g_return_val_if_fail (TS_IS_SHEET_PLAYER_FORM (self), NULL);

  if (field < 0)
    return GTK_WIDGET (self->name_row);
  return field < (int) self->fields->len ? g_ptr_array_index (self->fields, field) : NULL;
}

void
ts_sheet_player_form_focus_first (TsSheetPlayerForm *self)
{
  g_return_if_fail (TS_IS_SHEET_PLAYER_FORM (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

/* -------------------------------------------------------------------------------------- */
/* GObject                                                                                 */

static void
ts_sheet_player_form_dispose (GObject *object)
{
  TsSheetPlayerForm *self = TS_SHEET_PLAYER_FORM (object);

  g_clear_pointer (&self->fields, g_ptr_array_unref);
  G_OBJECT_CLASS (ts_sheet_player_form_parent_class)->dispose (object);
}

static void
ts_sheet_player_form_class_init (TsSheetPlayerFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_sheet_player_form_dispose;

  signals[NEXT] = g_signal_new ("next", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 0);
  signals[REMOVE] = g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ts_sheet_player_form_init (TsSheetPlayerForm *self)
{
  self->fields = g_ptr_array_new ();
  self->remove_button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (self->remove_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->remove_button, "flat");
  g_signal_connect_object (self->remove_button, "clicked", G_CALLBACK (remove_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), self->remove_button);
}

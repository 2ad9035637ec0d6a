/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "ts-burgundy-board-slot.h"
#include "ts-burgundy-shields-entry.h"
#include "ts-die-slot.h"
#include "ts-fold-box.h"
#include "ts-tooltip.h"
#include "ts-width-bin.h"

#define N_FIELDS (TS_BURGUNDY_N_DEPOTS * TS_BURGUNDY_SHIELD_SLOTS)

/* The shields set out at the start (CB-SHG-01), typed from the table. */
struct _TsBurgundyShieldsEntry
{
  GtkWidget parent_instance;

  gboolean prepared;
  gboolean filling; /* the fields are being set from code, not typed */
  GtkWidget *fields[N_FIELDS]; /* depot d space k is d * 2 + k; NULL when not used */
  GtkWidget *columns[TS_BURGUNDY_N_DEPOTS];
  GtkWidget *depots_box;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkWidget *submit_button;
};

G_DEFINE_FINAL_TYPE (TsBurgundyShieldsEntry, ts_burgundy_shields_entry, GTK_TYPE_WIDGET)

enum
{
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_shields_entry_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_SHIELDS_ENTRY, NULL);
}

/* CB-SHG-01: shields per depot (0-based) with @n_players. */
static guint
shields_on_depot (guint n_players,
                  guint depot)
{
  if (n_players <= 2)
    return 1;
  if (n_players == 3)
    return depot % 2 == 0 ? 1 : 2;
  return 2;
}

/* The number typed in a field: 0 when empty, -1 when it is not a number. */
static int
field_value (GtkWidget *field)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (field));
  char *end = NULL;
  long value;

  if (text[0] == '\0')
    return 0;
  value = strtol (text, &end, 10);
  if (*end != '\0' || value < 0 || value > 99)
    return -1;
  return value;
}

static guint
field_index (TsBurgundyShieldsEntry *self,
             GtkWidget              *field)
{
  for (guint i = 0; i < N_FIELDS; i++)
    if (self->fields[i] == field)
      return i;
  return N_FIELDS;
}

static char *
field_name (guint i)
{
  /* Translators: a depot's goods space that takes a shield: depot (1-6), space (1-2) */
  return g_strdup_printf (_("Depot %u, shield space %u"), i / TS_BURGUNDY_SHIELD_SLOTS + 1,
                          i % TS_BURGUNDY_SHIELD_SLOTS + 1);
}

/* The effect of the shield a field holds, as its tooltip and description. */
static void
describe_field (TsBurgundyShieldsEntry *self,
                guint                   i)
{
  GtkWidget *field = self->fields[i];
  int value = field_value (field);
  g_autofree char *effect = NULL;

  if (value >= 1 && value <= TS_BURGUNDY_N_SHIELDS)
    /* Translators: shield number, its effect, its VP at the end of the game */
    effect = g_strdup_printf (_("Shield %d: %s %d VP at the end."), value,
                              ts_burgundy_shield_effect (value),
                              ts_burgundy_shield_end_vp (value));
  else if (value != 0)
    /* Translators: typed in a shield's field: not a number from 1 to 18 */
    effect = g_strdup (_("Not a shield: shields are numbered 1 to 18"));
  else
    effect = g_strdup (_("Type the number printed on the shield"));
  ts_tooltip_set (field, effect);
  gtk_accessible_update_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  effect, -1);
  if (value < 0 || value > TS_BURGUNDY_N_SHIELDS)
    gtk_widget_add_css_class (field, "error");
  else
    gtk_widget_remove_css_class (field, "error");
  if (gtk_widget_has_focus (field) || gtk_widget_get_focus_child (field) != NULL)
    gtk_label_set_text (self->hint_label, effect);
}

/* The next field still empty after @i (wrapping round), or N_FIELDS when all are filled. */
static guint
next_empty (TsBurgundyShieldsEntry *self,
            guint                   i)
{
  for (guint k = 1; k <= N_FIELDS; k++)
    {
      guint j = (i + k) % N_FIELDS;

      if (self->fields[j] != NULL && field_value (self->fields[j]) == 0)
        return j;
    }
  return N_FIELDS;
}

/* On to the next field still to be typed; once every field holds a shield, to Set Out
 * Shields, so that the Enter after fixing a refused field sets them out (issue 24: it
 * walked through the fields already typed). */
static void
focus_after (TsBurgundyShieldsEntry *self,
             guint                   i)
{
  guint j = next_empty (self, i);

  gtk_widget_grab_focus (j < N_FIELDS ? self->fields[j] : self->submit_button);
}

static void
field_changed_cb (GtkEditable            *editable,
                  TsBurgundyShieldsEntry *self)
{
  guint i = field_index (self, GTK_WIDGET (editable));
  int value;

  if (i >= N_FIELDS || self->filling)
    return;
  ts_burgundy_shields_entry_set_error (self, NULL);
  describe_field (self, i);
  /* 2-9 cannot begin a shield number 10-18, and two digits are all there is: move on. */
  value = field_value (GTK_WIDGET (editable));
  if ((value >= 2 && value <= 9) || (value >= 10 && value <= TS_BURGUNDY_N_SHIELDS))
    focus_after (self, i);
}

/* Enter: on to the next field still empty; with every field typed, the form's default
 * action, Set Out Shields (which says what is wrong, if anything). */
static void
field_activate_cb (GtkEntry               *entry,
                   TsBurgundyShieldsEntry *self)
{
  guint i = field_index (self, GTK_WIDGET (entry));
  guint next = i < N_FIELDS ? next_empty (self, i) : N_FIELDS;

  if (next < N_FIELDS && field_value (GTK_WIDGET (entry)) != 0)
    gtk_widget_grab_focus (self->fields[next]);
  else
    ts_burgundy_shields_entry_submit (self);
}

static void
field_focus_cb (GtkEventControllerFocus *controller,
                TsBurgundyShieldsEntry  *self)
{
  GtkWidget *field = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint i = field_index (self, field);

  if (i < N_FIELDS)
    gtk_label_set_text (self->hint_label, ts_tooltip_get (field));
}

static void
submit_clicked_cb (GtkButton              *button,
                   TsBurgundyShieldsEntry *self)
{
  ts_burgundy_shields_entry_submit (self);
}

static GtkWidget *
create_field (TsBurgundyShieldsEntry *self,
              guint                   i)
{
  GtkWidget *field = gtk_entry_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_autofree char *name = field_name (i);

  gtk_entry_set_max_length (GTK_ENTRY (field), 2);
  gtk_editable_set_width_chars (GTK_EDITABLE (field), 3);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (field), 3);
  gtk_entry_set_alignment (GTK_ENTRY (field), 0.5);
  gtk_entry_set_input_purpose (GTK_ENTRY (field), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_placeholder_text (GTK_ENTRY (field), "–");
  gtk_widget_add_css_class (field, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (field), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  g_signal_connect (field, "changed", G_CALLBACK (field_changed_cb), self);
  g_signal_connect (field, "activate", G_CALLBACK (field_activate_cb), self);
  g_signal_connect (focus, "enter", G_CALLBACK (field_focus_cb), self);
  gtk_widget_add_controller (field, focus);
  self->fields[i] = field;
  describe_field (self, i);
  return field;
}

static void
ts_burgundy_shields_entry_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ts_burgundy_shields_entry_parent_class)->dispose (object);
}

static void
ts_burgundy_shields_entry_class_init (TsBurgundyShieldsEntryClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ts_burgundy_shields_entry_dispose;
  signals[SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "shieldsentry");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ts_burgundy_shields_entry_init (TsBurgundyShieldsEntry *self)
{
  /* Side by side on a laptop; on a phone one above the other (issue 54). */
  GtkWidget *box = ts_fold_box_new (18);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (_("Shields on the depots"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Shields on the depots"), -1);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  /* Depots in their numbered order, each a column: Tab and Enter go 1 to 6; in two rows of
   * three when the width holds no six. */
  self->depots_box = ts_burgundy_wrap_grid_new (3, TS_BURGUNDY_N_DEPOTS, 10);
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      g_autofree char *number = g_strdup_printf ("%u", d + 1);
      GtkWidget *label = gtk_label_new (number);

      gtk_widget_add_css_class (label, "caption-heading");
      gtk_box_append (GTK_BOX (head), ts_die_slot_new_picture (FALSE, 16, d + 1));
      gtk_box_append (GTK_BOX (head), label);
      gtk_widget_set_halign (head, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (column), head);
      self->columns[d] = column;
      gtk_widget_set_parent (column, self->depots_box);
    }

  gtk_widget_add_css_class (title, "caption-heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (side), title);
  self->hint_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->hint_label, 0);
  gtk_label_set_wrap (self->hint_label, TRUE);
  gtk_label_set_lines (self->hint_label, 2);
  gtk_label_set_ellipsize (self->hint_label, PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (self->hint_label, 44);
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "dim-label");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->hint_label));
  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  g_object_set (self->error_label, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT, NULL);
  gtk_label_set_xalign (self->error_label, 0);
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_lines (self->error_label, 2);
  gtk_label_set_ellipsize (self->error_label, PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (self->error_label, 44);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->error_label));
  gtk_widget_set_hexpand (side, TRUE);
  gtk_widget_set_valign (side, GTK_ALIGN_CENTER);

  self->submit_button = gtk_button_new_with_mnemonic (_("_Set Out Shields"));
  ts_tooltip_set (self->submit_button,
                               _("Record the shields set out on the depots (Enter)"));
  gtk_widget_add_css_class (self->submit_button, "suggested-action");
  gtk_widget_set_valign (self->submit_button, GTK_ALIGN_CENTER);
  g_signal_connect (self->submit_button, "clicked", G_CALLBACK (submit_clicked_cb), self);

  ts_fold_box_append (TS_FOLD_BOX (box), self->depots_box);
  ts_fold_box_append (TS_FOLD_BOX (box), side);
  gtk_widget_set_halign (self->submit_button, GTK_ALIGN_END);
  ts_fold_box_append (TS_FOLD_BOX (box), self->submit_button);
  /* Asked its height for no width, the form answers for the width it has. */
  gtk_widget_set_parent (ts_width_bin_new (box), GTK_WIDGET (self));
}

/* ---- Public API ---- */

void
ts_burgundy_shields_entry_set_state (TsBurgundyShieldsEntry *self,
                                     const TsBurgundyState  *state)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHIELDS_ENTRY (self));
  g_return_if_fail (state != NULL);

  self->prepared = TRUE;
  for (guint d = 0; d < TS_BURGUNDY_N_DEPOTS; d++)
    for (guint k = 0; k < TS_BURGUNDY_SHIELD_SLOTS; k++)
      {
        guint i = d * TS_BURGUNDY_SHIELD_SLOTS + k;
        gboolean used = k < shields_on_depot (state->n_players, d);

        if (used && self->fields[i] == NULL)
          gtk_box_append (GTK_BOX (self->columns[d]), create_field (self, i));
        else if (!used && self->fields[i] != NULL)
          {
            gtk_box_remove (GTK_BOX (self->columns[d]), self->fields[i]);
            self->fields[i] = NULL;
          }
        else if (used)
          {
            self->filling = TRUE;
            gtk_editable_set_text (GTK_EDITABLE (self->fields[i]), "");
            self->filling = FALSE;
            describe_field (self, i);
          }
      }
  gtk_label_set_text (self->hint_label,
                      _("Type the number printed on each shield, depot 1 first"));
  ts_burgundy_shields_entry_set_error (self, NULL);
}

void
ts_burgundy_shields_entry_set_entry (TsBurgundyShieldsEntry *self,
                                     const TsBurgundyEntry  *entry)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHIELDS_ENTRY (self));
  g_return_if_fail (entry != NULL && entry->type == TS_BURGUNDY_ENTRY_SET_SHIELDS);

  self->filling = TRUE;
  for (guint i = 0; i < N_FIELDS; i++)
    if (self->fields[i] != NULL)
      {
        guint shield = entry->shields[i / TS_BURGUNDY_SHIELD_SLOTS][i % TS_BURGUNDY_SHIELD_SLOTS];
        g_autofree char *text = shield != 0 ? g_strdup_printf ("%u", shield) : g_strdup ("");

        gtk_editable_set_text (GTK_EDITABLE (self->fields[i]), text);
      }
  self->filling = FALSE;
  for (guint i = 0; i < N_FIELDS; i++)
    if (self->fields[i] != NULL)
      describe_field (self, i);
}

void
ts_burgundy_shields_entry_set_error (TsBurgundyShieldsEntry *self,
                                     const char             *message)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHIELDS_ENTRY (self));

  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), message == NULL);
}

/* The first thing wrong with the fields, in words, with the field it is about. */
static char *
find_problem (TsBurgundyShieldsEntry *self,
              guint                  *where)
{
  int seen_at[TS_BURGUNDY_N_SHIELDS + 1];

  for (guint s = 0; s <= TS_BURGUNDY_N_SHIELDS; s++)
    seen_at[s] = -1;
  for (guint i = 0; i < N_FIELDS; i++)
    {
      int value;

      if (self->fields[i] == NULL)
        continue;
      *where = i;
      value = field_value (self->fields[i]);
      if (value == 0)
        {
          g_autofree char *name = field_name (i);

          /* Translators: %s names the field: "Depot 2, shield space 1" */
          return g_strdup_printf (_("%s: which shield lies there is still missing."), name);
        }
      if (value < 1 || value > TS_BURGUNDY_N_SHIELDS)
        /* Translators: %u is a depot number */
        return g_strdup_printf (_("Depot %u: shields are numbered 1 to 18."),
                                i / TS_BURGUNDY_SHIELD_SLOTS + 1);
      if (seen_at[value] >= 0)
        /* Translators: a shield number typed for two depots (each shield is set out once) */
        return g_strdup_printf (_("Shield %d is on depot %u and on depot %u: there is only one "
                                  "of each shield."),
                                value, seen_at[value] / TS_BURGUNDY_SHIELD_SLOTS + 1,
                                i / TS_BURGUNDY_SHIELD_SLOTS + 1);
      seen_at[value] = i;
    }
  return NULL;
}

gboolean
ts_burgundy_shields_entry_submit (TsBurgundyShieldsEntry *self)
{
  g_autofree char *problem = NULL;
  TsBurgundyEntry entry;
  guint where = 0;

  g_return_val_if_fail (TS_IS_BURGUNDY_SHIELDS_ENTRY (self), FALSE);

  if (!self->prepared)
    return FALSE;
  problem = find_problem (self, &where);
  if (problem != NULL)
    {
      gtk_widget_grab_focus (self->fields[where]);
      ts_burgundy_shields_entry_set_error (self, problem);
      return FALSE;
    }
  ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_SET_SHIELDS, -1);
  for (guint i = 0; i < N_FIELDS; i++)
    entry.shields[i / TS_BURGUNDY_SHIELD_SLOTS][i % TS_BURGUNDY_SHIELD_SLOTS]
        = self->fields[i] != NULL ? field_value (self->fields[i]) : 0;
  g_signal_emit (self, signals[SUBMIT], 0, &entry);
  return TRUE;
}

void
ts_burgundy_shields_entry_focus (TsBurgundyShieldsEntry *self)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHIELDS_ENTRY (self));

  for (guint i = 0; i < N_FIELDS; i++)
    if (self->fields[i] != NULL && field_value (self->fields[i]) == 0)
      {
        gtk_widget_grab_focus (self->fields[i]);
        return;
      }
  gtk_widget_grab_focus (self->submit_button);
}

GtkWidget *
ts_burgundy_shields_entry_get_field (TsBurgundyShieldsEntry *self,
                                     guint                   depot,
                                     guint                   space)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHIELDS_ENTRY (self), NULL);
  if (depot < 1 || depot > TS_BURGUNDY_N_DEPOTS || space >= TS_BURGUNDY_SHIELD_SLOTS)
    return NULL;
  return self->fields[(depot - 1) * TS_BURGUNDY_SHIELD_SLOTS + space];
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-solo-entry.h"
#include "ts-die-slot.h"
#include "ts-fold-box.h"
#include "ts-mnemonic-names.h"
#include "ts-width-bin.h"

#define N_GOODS 5 /* goods given for one black-depot tile (CB-SOL-14) */
#define SLOT_SIZE 36

struct _TsBurgundySoloEntry
{
  GtkWidget parent_instance;

  TsBurgundySoloMode mode;
  GArray *entries;       /* TsBurgundyEntry per option of the drop-down */
  GtkStringList *labels; /* their words */
  guint8 discards[TS_BURGUNDY_MAX_STORAGE]; /* storage space per discard option */
  guint n_discards;
  char *error;

  TsDieSlot *slots[N_GOODS];
  guint current;

  GtkLabel *title_label;
  GtkDropDown *options_drop;
  GtkDropDown *discard_drop;
  GtkStringList *discard_labels;
  GtkWidget *slots_box;
  GtkWidget *faces_box;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkWidget *decline_button;
  GtkWidget *submit_button;
};

G_DEFINE_FINAL_TYPE (TsBurgundySoloEntry, ts_burgundy_solo_entry, GTK_TYPE_WIDGET)

enum
{
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_burgundy_solo_entry_new (void)
{
  return g_object_new (TS_TYPE_BURGUNDY_SOLO_ENTRY, NULL);
}

/* -------------------------------------------------------------------------------------- */
/* Showing a form                                                                          */

TsBurgundySoloMode
ts_burgundy_solo_entry_mode_for (const TsBurgundyState *state)
{
  return ts_burgundy_solo_form_mode (state);
}

static void
sync_slots (TsBurgundySoloEntry *self,
            gboolean             grab)
{
  for (guint i = 0; i < N_GOODS; i++)
    {
      guint value = ts_die_slot_get_value (self->slots[i]);
      g_autofree char *value_text = value > 0 ? g_strdup_printf ("%u", value)
                                              /* Translators: a slot nobody has filled yet */
                                              : g_strdup (_("not entered"));
      /* Translators: accessible name of a goods slot of the exchange: its number (1-5),
       * then the goods type entered */
      g_autofree char *name = g_strdup_printf (_("Goods given %u: %s"), i + 1, value_text);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->slots[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  ts_die_slots_show_current (GTK_WIDGET (self), self->slots, N_GOODS, self->current,
                             self->submit_button, grab);
}

static void
show_mode (TsBurgundySoloEntry   *self,
           const TsBurgundyState *state)
{
  gboolean exchange = self->mode == TS_BURGUNDY_SOLO_EXCHANGE;
  const char *title = "";
  const char *hint = "";
  const char *submit = _("_Record");
  g_autofree char *remove_title = NULL;

  switch (self->mode)
    {
    case TS_BURGUNDY_SOLO_REMOVE:
      /* Translators: the solo game's removal after each roll (CB-SOL-09); %u is the white
       * die */
      remove_title = g_strdup_printf (_("Hex tile out of the game · white die %u"),
                                      state->white);
      title = remove_title;
      hint = _("The top tile of the white die’s depot (the leftmost in depots 1 and 4), or "
               "of the next depot clockwise when that one is empty");
      submit = _("_Remove Tile");
      break;
    case TS_BURGUNDY_SOLO_EXCHANGE:
      title = _("5 goods for a black-depot tile");
      hint = _("Type the die numbers of the 5 goods given; the tile is stored face down");
      submit = _("_Exchange");
      break;
    case TS_BURGUNDY_SOLO_BLACK:
      title = _("A colour is complete: a black-depot tile");
      hint = _("The tile goes straight onto an empty space of its colour, with its effect");
      submit = _("_Place Tile");
      break;
    case TS_BURGUNDY_SOLO_NONE:
    default:
      break;
    }
  gtk_label_set_text (self->title_label, title);
  /* The options are read with the question they answer (issue 41). */
  if (title != NULL && *title != '\0')
    ts_mnemonic_names_drop_down (self->options_drop, title);
  gtk_label_set_text (self->hint_label, hint);
  gtk_button_set_label (GTK_BUTTON (self->submit_button), submit);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->options_drop),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->mode == TS_BURGUNDY_SOLO_REMOVE ? _("Tile removed")
                                  : exchange ? _("Black-depot tile taken")
                                             : _("Black-depot tile and space"),
                                  -1);
  gtk_widget_set_visible (self->slots_box, exchange);
  gtk_widget_set_visible (self->faces_box, exchange);
  gtk_widget_set_visible (GTK_WIDGET (self->discard_drop), exchange && self->n_discards > 0);
  /* CB-SOL-18: a black tile for a completed colour that must be placed has no Decline. */
  gtk_widget_set_visible (self->decline_button,
                          self->mode != TS_BURGUNDY_SOLO_REMOVE
                              && ts_burgundy_solo_black_may_decline (state));
  gtk_widget_set_sensitive (GTK_WIDGET (self->options_drop), self->entries->len > 0);
}

void
ts_burgundy_solo_entry_set_state (TsBurgundySoloEntry   *self,
                                  const TsBurgundyState *state)
{
  g_autoptr(GArray) options = NULL;
  g_autoptr(GPtrArray) discards = NULL;
  guint selected = 0;

  g_return_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self));
  g_return_if_fail (state != NULL);

  self->mode = ts_burgundy_solo_form_mode (state);
  options = ts_burgundy_solo_form_options (state, self->mode, &selected);
  g_array_set_size (self->entries, 0);
  gtk_string_list_splice (self->labels, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->labels)), NULL);
  for (guint i = 0; i < options->len; i++)
    {
      TsBurgundySoloOption *option = &g_array_index (options, TsBurgundySoloOption, i);

      g_array_append_val (self->entries, option->entry);
      gtk_string_list_append (self->labels, option->text);
    }
  discards = self->mode == TS_BURGUNDY_SOLO_EXCHANGE
                 ? ts_burgundy_solo_form_discards (state, self->discards)
                 : g_ptr_array_new ();
  self->n_discards = discards->len;
  g_ptr_array_add (discards, NULL);
  gtk_string_list_splice (self->discard_labels, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->discard_labels)),
                          (const char *const *) discards->pdata);
  for (guint i = 0; i < N_GOODS; i++)
    ts_die_slot_set_value (self->slots[i], 0);
  self->current = 0;
  gtk_drop_down_set_selected (self->options_drop,
                              self->entries->len > 0 ? selected : GTK_INVALID_LIST_POSITION);
  gtk_drop_down_set_selected (self->discard_drop, 0);
  show_mode (self, state);
  ts_burgundy_solo_entry_set_error (self, NULL);
  sync_slots (self, FALSE);
}

TsBurgundySoloMode
ts_burgundy_solo_entry_get_mode (TsBurgundySoloEntry *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), TS_BURGUNDY_SOLO_NONE);
  return self->mode;
}

gboolean
ts_burgundy_solo_entry_set_entry (TsBurgundySoloEntry   *self,
                                  const TsBurgundyEntry *entry)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  for (guint i = 0; i < self->entries->len; i++)
    {
      const TsBurgundyEntry *option = &g_array_index (self->entries, TsBurgundyEntry, i);

      if (option->type == entry->type && option->depot == entry->depot
          && option->slot == entry->slot && option->space == entry->space)
        {
          gtk_drop_down_set_selected (self->options_drop, i);
          return TRUE;
        }
    }
  return FALSE;
}

void
ts_burgundy_solo_entry_set_error (TsBurgundySoloEntry *self,
                                  const char          *message)
{
  g_return_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self));

  g_free (self->error);
  self->error = g_strdup (message);
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), message == NULL);
}

const char *
ts_burgundy_solo_entry_get_error (TsBurgundySoloEntry *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), NULL);
  return self->error;
}

void
ts_burgundy_solo_entry_focus (TsBurgundySoloEntry *self)
{
  g_return_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self));

  /* The removal has its tile preselected and a single placement needs no pick: confirming
   * is next. Otherwise the pick is. */
  if (self->mode == TS_BURGUNDY_SOLO_REMOVE
      || (self->mode == TS_BURGUNDY_SOLO_BLACK && self->entries->len == 1))
    gtk_widget_grab_focus (self->submit_button);
  else if (self->entries->len > 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->options_drop));
  else
    gtk_widget_grab_focus (self->decline_button);
}

guint
ts_burgundy_solo_entry_get_n_options (TsBurgundySoloEntry *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), 0);
  return self->entries->len;
}

const char *
ts_burgundy_solo_entry_get_option_text (TsBurgundySoloEntry *self,
                                        guint                index)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), NULL);
  return gtk_string_list_get_string (self->labels, index);
}

int
ts_burgundy_solo_entry_get_selected (TsBurgundySoloEntry *self)
{
  guint selected;

  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), -1);
  selected = gtk_drop_down_get_selected (self->options_drop);
  return selected < self->entries->len ? (int) selected : -1;
}

gboolean
ts_burgundy_solo_entry_select (TsBurgundySoloEntry *self,
                               guint                index)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), FALSE);

  if (index >= self->entries->len)
    return FALSE;
  gtk_drop_down_set_selected (self->options_drop, index);
  return TRUE;
}

/* -------------------------------------------------------------------------------------- */
/* Entering                                                                                */

gboolean
ts_burgundy_solo_entry_submit (TsBurgundySoloEntry *self)
{
  TsBurgundyEntry entry;
  int selected;

  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), FALSE);

  if (self->mode == TS_BURGUNDY_SOLO_NONE)
    return FALSE;
  selected = ts_burgundy_solo_entry_get_selected (self);
  if (selected < 0)
    {
      ts_burgundy_solo_entry_set_error (
          self, self->mode == TS_BURGUNDY_SOLO_REMOVE
                    ? _("No depot holds a hex tile: nothing can be removed.")
                    : _("No black-depot tile can be taken now: Decline goes on."));
      return FALSE;
    }
  entry = g_array_index (self->entries, TsBurgundyEntry, selected);
  if (self->mode == TS_BURGUNDY_SOLO_EXCHANGE)
    {
      guint missing = ts_die_slots_first_empty (self->slots, N_GOODS);

      if (missing < N_GOODS)
        {
          guint empty = 0;
          g_autofree char *message = NULL;

          for (guint i = 0; i < N_GOODS; i++)
            empty += ts_die_slot_get_value (self->slots[i]) == 0;
          /* Translators: %u is how many of the 5 goods given are still to be typed */
          message = g_strdup_printf (ngettext ("%u goods tile given is still missing.",
                                               "%u goods tiles given are still missing.",
                                               empty),
                                     empty);
          self->current = missing;
          sync_slots (self, TRUE);
          ts_burgundy_solo_entry_set_error (self, message);
          return FALSE;
        }
      for (guint i = 0; i < N_GOODS; i++)
        entry.exchange[ts_die_slot_get_value (self->slots[i])]++;
      if (self->n_discards > 0)
        entry.discard = self->discards[MIN (gtk_drop_down_get_selected (self->discard_drop),
                                            self->n_discards - 1)];
    }
  g_signal_emit (self, signals[SUBMIT], 0, &entry);
  return TRUE;
}

gboolean
ts_burgundy_solo_entry_decline (TsBurgundySoloEntry *self)
{
  TsBurgundyEntry entry;

  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), FALSE);

  if (self->mode != TS_BURGUNDY_SOLO_EXCHANGE && self->mode != TS_BURGUNDY_SOLO_BLACK)
    return FALSE;
  ts_burgundy_entry_init (&entry, TS_BURGUNDY_ENTRY_DECLINE, 0);
  g_signal_emit (self, signals[SUBMIT], 0, &entry);
  return TRUE;
}

GtkWidget *
ts_burgundy_solo_entry_get_submit_button (TsBurgundySoloEntry *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), NULL);
  return self->submit_button;
}

GtkWidget *
ts_burgundy_solo_entry_get_decline_button (TsBurgundySoloEntry *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), NULL);
  return self->decline_button;
}

static void
values_changed (TsBurgundySoloEntry *self,
                gboolean             grab)
{
  ts_burgundy_solo_entry_set_error (self, NULL);
  sync_slots (self, grab);
}

gboolean
ts_burgundy_solo_entry_press_key (TsBurgundySoloEntry *self,
                                  guint                keyval,
                                  GdkModifierType      state)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SOLO_ENTRY (self), FALSE);

  /* Only the exchange has goods to type; elsewhere the buttons take the keys. */
  if (self->mode != TS_BURGUNDY_SOLO_EXCHANGE)
    return FALSE;
  return ts_die_slots_press (GTK_WIDGET (self), self->slots, N_GOODS, &self->current, keyval,
                             state, (TsDieSlotsSubmit) ts_burgundy_solo_entry_submit,
                             (TsDieSlotsChanged) values_changed);
}

static guint
slot_index (TsBurgundySoloEntry *self,
            gpointer             slot)
{
  for (guint i = 0; i < N_GOODS; i++)
    if (self->slots[i] == slot)
      return i;
  return N_GOODS;
}

static void
slot_activated_cb (TsDieSlot           *slot,
                   TsBurgundySoloEntry *self)
{
  self->current = slot_index (self, slot);
  sync_slots (self, FALSE);
}

static void
face_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TsBurgundySoloEntry *self = TS_BURGUNDY_SOLO_ENTRY (widget);
  int value = g_variant_get_int32 (parameter);

  g_return_if_fail (value >= 1 && value <= 6);
  if (self->current >= N_GOODS)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  ts_die_slots_type (self->slots, N_GOODS, &self->current, value);
  values_changed (self, FALSE);
}

static void
submit_clicked_cb (TsBurgundySoloEntry *self)
{
  ts_burgundy_solo_entry_submit (self);
}

static void
decline_clicked_cb (TsBurgundySoloEntry *self)
{
  ts_burgundy_solo_entry_decline (self);
}

static void
option_changed_cb (TsBurgundySoloEntry *self)
{
  ts_burgundy_solo_entry_set_error (self, NULL);
}

/* -------------------------------------------------------------------------------------- */

static void
ts_burgundy_solo_entry_dispose (GObject *object)
{
  TsBurgundySoloEntry *self = TS_BURGUNDY_SOLO_ENTRY (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->entries, g_array_unref);
  G_OBJECT_CLASS (ts_burgundy_solo_entry_parent_class)->dispose (object);
}

static void
ts_burgundy_solo_entry_finalize (GObject *object)
{
  g_free (TS_BURGUNDY_SOLO_ENTRY (object)->error);
  G_OBJECT_CLASS (ts_burgundy_solo_entry_parent_class)->finalize (object);
}

static void
ts_burgundy_solo_entry_class_init (TsBurgundySoloEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_burgundy_solo_entry_dispose;
  object_class->finalize = ts_burgundy_solo_entry_finalize;
  signals[SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  gtk_widget_class_install_action (widget_class, "solo.face", "i", face_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "soloentry");
}

static GtkLabel *
caption_label (const char        *style,
               GtkAccessibleRole  role)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "accessible-role", role, NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_lines (GTK_LABEL (label), 2);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, style);
  return GTK_LABEL (label);
}

static void
ts_burgundy_solo_entry_init (TsBurgundySoloEntry *self)
{
  /* Side by side on a laptop; on a phone one above the other (issue 54). */
  GtkWidget *bar = ts_fold_box_new (18);
  GtkWidget *left = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *picks = ts_fold_box_new (6);
  GtkWidget *rest = ts_fold_box_new (18);
  GtkWidget *right = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);

  self->entries = g_array_new (FALSE, TRUE, sizeof (TsBurgundyEntry));
  self->labels = gtk_string_list_new (NULL);
  self->discard_labels = gtk_string_list_new (NULL);

  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  gtk_widget_set_margin_top (bar, 4);
  gtk_widget_set_margin_bottom (bar, 4);

  gtk_widget_set_valign (left, GTK_ALIGN_START);
  self->title_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->title_label, 0);
  /* Wrapped, never cut on a narrow screen. */
  gtk_label_set_wrap (self->title_label, TRUE);
  gtk_label_set_max_width_chars (self->title_label, 36);
  gtk_widget_add_css_class (GTK_WIDGET (self->title_label), "caption-heading");
  gtk_box_append (GTK_BOX (left), GTK_WIDGET (self->title_label));
  self->options_drop = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (self->labels), NULL));
  g_signal_connect_swapped (self->options_drop, "notify::selected",
                            G_CALLBACK (option_changed_cb), self);
  ts_fold_box_append (TS_FOLD_BOX (picks), GTK_WIDGET (self->options_drop));
  self->discard_drop = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (self->discard_labels),
                                                         NULL));
  /* Its button too, which takes the focus (issue 41). */
  ts_mnemonic_names_drop_down (self->discard_drop, _("Stored tile discarded to make room"));
  ts_fold_box_append (TS_FOLD_BOX (picks), GTK_WIDGET (self->discard_drop));
  self->slots_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  for (guint i = 0; i < N_GOODS; i++)
    {
      GtkWidget *slot = ts_die_slot_new (TRUE, SLOT_SIZE);

      self->slots[i] = TS_DIE_SLOT (slot);
      g_signal_connect_object (slot, "activate", G_CALLBACK (slot_activated_cb), self, 0);
      gtk_box_append (GTK_BOX (self->slots_box), slot);
    }
  gtk_widget_set_halign (self->slots_box, GTK_ALIGN_START);
  ts_fold_box_append (TS_FOLD_BOX (picks), self->slots_box);
  gtk_box_append (GTK_BOX (left), picks);
  ts_fold_box_append (TS_FOLD_BOX (bar), left);

  gtk_widget_set_hexpand (right, TRUE);
  gtk_widget_set_valign (right, GTK_ALIGN_CENTER);
  self->faces_box = ts_die_faces_new ("solo.face", TRUE);
  gtk_widget_set_halign (self->faces_box, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (right), self->faces_box);
  self->hint_label = caption_label ("dim-label", GTK_ACCESSIBLE_ROLE_LABEL);
  gtk_box_append (GTK_BOX (right), GTK_WIDGET (self->hint_label));
  self->error_label = caption_label ("error", GTK_ACCESSIBLE_ROLE_ALERT);
  gtk_box_append (GTK_BOX (right), GTK_WIDGET (self->error_label));
  ts_fold_box_append (TS_FOLD_BOX (rest), right);

  self->decline_button = gtk_button_new_with_mnemonic (_("_Decline"));
  gtk_widget_set_valign (self->decline_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->decline_button, "clicked", G_CALLBACK (decline_clicked_cb),
                            self);
  gtk_box_append (GTK_BOX (buttons), self->decline_button);
  self->submit_button = gtk_button_new_with_mnemonic (_("_Record"));
  gtk_widget_set_valign (self->submit_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->submit_button, "suggested-action");
  g_signal_connect_swapped (self->submit_button, "clicked", G_CALLBACK (submit_clicked_cb),
                            self);
  gtk_box_append (GTK_BOX (buttons), self->submit_button);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  ts_fold_box_append (TS_FOLD_BOX (rest), buttons);
  gtk_widget_set_hexpand (rest, TRUE);
  ts_fold_box_append (TS_FOLD_BOX (bar), rest);
  /* Asked its height for no width, the form answers for the width it has. */
  gtk_widget_set_parent (ts_width_bin_new (bar), GTK_WIDGET (self));

  ts_die_slots_add_keys (GTK_WIDGET (self), (TsDieSlotsPressKey) ts_burgundy_solo_entry_press_key);
  ts_burgundy_solo_entry_set_error (self, NULL);
}

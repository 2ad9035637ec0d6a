/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-die-slot.h"
#include "ts-fold-box.h"
#include "ts-kingsburg-battle-entry.h"
#include "ts-kingsburg-enemy-editor.h"
#include "ts-tooltip.h"

#define SLOT_SIZE 38
#define CARDS_PER_YEAR 5

struct _TsKingsburgBattleEntry
{
  GtkWidget parent_instance;

  const TsKingsburgData *data;
  TsComponentOverrides *overrides;
  guint year;
  guint8 cards[CARDS_PER_YEAR]; /* the year's cards not yet seen, in id order */
  guint n_cards;

  GtkWidget *box;
  GtkLabel *heading;
  GtkListBox *list;
  GtkWidget *correct_button;
  GtkLabel *overrides_label;
  TsDieSlot *die;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkWidget *submit_button;
};

G_DEFINE_FINAL_TYPE (TsKingsburgBattleEntry, ts_kingsburg_battle_entry, GTK_TYPE_WIDGET)

enum
{
  SUBMIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
ts_kingsburg_battle_entry_new (void)
{
  return g_object_new (TS_TYPE_KINGSBURG_BATTLE_ENTRY, NULL);
}

/* The selected card's index into the data's cards, or -1. */
static int
selected_card (TsKingsburgBattleEntry *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list);
  int i = row != NULL ? gtk_list_box_row_get_index (row) : -1;

  return i >= 0 && (guint)i < self->n_cards ? self->cards[i] : -1;
}

static void
update_die_name (TsKingsburgBattleEntry *self)
{
  guint value = ts_die_slot_get_value (self->die);
  g_autofree char *name
      = value > 0
            /* Translators: accessible name of the King's die slot with its number */
            ? g_strdup_printf (_ ("King's reinforcements die: %u"), value)
            /* Translators: accessible name of the King's die slot, not typed yet */
            : g_strdup (_ ("King's reinforcements die: not entered"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->die), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static void
sync_widgets (TsKingsburgBattleEntry *self)
{
  update_die_name (self);
  gtk_widget_set_sensitive (self->correct_button, selected_card (self) >= 0);
}

static void
set_label (GtkLabel *label, const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && *text != '\0');
}

void
ts_kingsburg_battle_entry_set_error (TsKingsburgBattleEntry *self, const char *message)
{
  g_return_if_fail (TS_IS_KINGSBURG_BATTLE_ENTRY (self));
  set_label (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), message == NULL);
}

/* A line of the row, wrapped, start-aligned. */
static GtkWidget *
row_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
card_row (TsKingsburgBattleEntry *self, guint position, guint enemy)
{
  const TsKingsburgEnemy *card = &self->data->enemies[enemy];
  TsKingsburgCardValues v;
  gboolean corrected = ts_kingsburg_enemy_box_values (self->overrides, self->data, enemy, &v);
  g_autofree char *win = ts_kingsburg_bundle_text (&v.victory);
  g_autofree char *loss = ts_kingsburg_bundle_text (&v.defeat);
  /* Translators: a card in the battle entry: kind, strength, card id */
  g_autofree char *title = g_strdup_printf (_ ("%s, strength %u (%s)"),
                                            ts_kingsburg_kind_name (card->kind), v.strength,
                                            card->id);
  /* Translators: what an enemy card gives to each winner and takes from each loser */
  g_autofree char *effects = g_strdup_printf (_ ("Victory: %s. Defeat: %s."), win, loss);
  g_autofree char *doubt = NULL;
  g_autofree char *accessible = NULL;
  g_autofree char *number = g_strdup_printf ("%u", position + 1);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *hbox = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *vbox = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *key = gtk_label_new (number);
  GtkWidget *name = row_label (title, "heading");

  gtk_widget_add_css_class (key, "dim-label");
  gtk_widget_add_css_class (key, "numeric");
  gtk_widget_set_valign (key, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (hbox), key);
  gtk_box_append (GTK_BOX (vbox), name);
  gtk_box_append (GTK_BOX (vbox), row_label (effects, NULL));
  if (!card->certain)
    {
      /* Translators: an enemy card whose printed values the sources disagree on; %s is the
       * reason (in English, from the component data) */
      doubt = g_strdup_printf (_ ("Uncertain: %s. Check your card."), card->doubt);
      gtk_box_append (GTK_BOX (vbox), row_label (doubt, "warning"));
    }
  if (corrected)
    gtk_box_append (GTK_BOX (vbox), row_label (_ ("Corrected for your box"), "accent"));
  gtk_widget_set_hexpand (vbox, TRUE);
  gtk_box_append (GTK_BOX (hbox), vbox);
  gtk_widget_set_margin_top (hbox, 6);
  gtk_widget_set_margin_bottom (hbox, 6);
  gtk_widget_set_margin_start (hbox, 8);
  gtk_widget_set_margin_end (hbox, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), hbox);
  /* Translators: accessible name of a card row: its position, title, effects and marks */
  accessible = g_strdup_printf (_ ("%u: %s. %s%s%s%s"), position + 1, title, effects,
                                doubt != NULL ? " " : "", doubt != NULL ? doubt : "",
                                corrected ? _ (" Corrected for your box.") : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  return row;
}

/* Rebuilds the rows (after the year or the user's corrections changed), keeping the
 * selected card. */
static void
fill_cards (TsKingsburgBattleEntry *self)
{
  int selected = selected_card (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint i = 0; i < self->n_cards; i++)
    {
      GtkWidget *row = card_row (self, i, self->cards[i]);

      gtk_list_box_append (self->list, row);
      if (self->cards[i] == selected)
        gtk_list_box_select_row (self->list, GTK_LIST_BOX_ROW (row));
    }
  sync_widgets (self);
}

/* Reads the user's corrections; a broken file is said, and the printed values used. */
static void
load_overrides (TsKingsburgBattleEntry *self)
{
  g_autoptr (GError) error = NULL;

  if (!ts_component_overrides_load (self->overrides, NULL, &error))
    {
      /* Translators: why the user's corrections file was not used */
      g_autofree char *text = g_strdup_printf (_ ("%s The printed values are used."),
                                               error->message);
      set_label (self->overrides_label, text);
    }
  else
    set_label (self->overrides_label, NULL);
}

static void
focus_next (TsKingsburgBattleEntry *self)
{
  if (selected_card (self) < 0)
    {
      GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->list, 0);

      if (first != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (first));
    }
  else if (ts_die_slot_get_value (self->die) == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->die));
  else
    gtk_widget_grab_focus (self->submit_button);
}

void
ts_kingsburg_battle_entry_focus (TsKingsburgBattleEntry *self)
{
  g_return_if_fail (TS_IS_KINGSBURG_BATTLE_ENTRY (self));
  focus_next (self);
}

static void
pick (TsKingsburgBattleEntry *self, guint position)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, position);

  if (row == NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  gtk_list_box_select_row (self->list, row);
  ts_kingsburg_battle_entry_set_error (self, NULL);
  sync_widgets (self);
  focus_next (self);
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, TsKingsburgBattleEntry *self)
{
  pick (self, gtk_list_box_row_get_index (row));
}

static void
selected_cb (GtkListBox *list, GtkListBoxRow *row, TsKingsburgBattleEntry *self)
{
  sync_widgets (self);
}

static gboolean
focus_in_list (TsKingsburgBattleEntry *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->list));
}

/* The die was typed or cleared: a refusal was about the entry as it was. */
static void
die_changed (TsKingsburgBattleEntry *self, gboolean grab)
{
  ts_kingsburg_battle_entry_set_error (self, NULL);
  sync_widgets (self);
  if (grab && ts_die_slot_get_value (self->die) > 0)
    gtk_widget_grab_focus (self->submit_button);
}

gboolean
ts_kingsburg_battle_entry_press_key (TsKingsburgBattleEntry *self, guint keyval,
                                     GdkModifierType state)
{
  guint current = 0; /* one die: a digit always replaces it */
  guint unicode = gdk_keyval_to_unicode (keyval);

  g_return_val_if_fail (TS_IS_KINGSBURG_BATTLE_ENTRY (self), FALSE);
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK | GDK_META_MASK))
    return FALSE;
  /* In the list, a digit picks the card at that position; arrows and Enter are the list's. */
  if (focus_in_list (self))
    {
      if (unicode >= '1' && unicode <= '9')
        {
          pick (self, unicode - '1');
          return TRUE;
        }
      return FALSE;
    }
  return ts_die_slots_press (GTK_WIDGET (self), &self->die, 1, &current, keyval, state,
                             (TsDieSlotsSubmit) ts_kingsburg_battle_entry_submit,
                             (TsDieSlotsChanged) die_changed);
}

static void
face_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TsKingsburgBattleEntry *self = TS_KINGSBURG_BATTLE_ENTRY (widget);
  int value = g_variant_get_int32 (parameter);

  g_return_if_fail (value >= 1 && value <= 6);
  ts_die_slot_set_value (self->die, value);
  ts_kingsburg_battle_entry_set_error (self, NULL);
  sync_widgets (self);
}

static void
submit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ts_kingsburg_battle_entry_submit (TS_KINGSBURG_BATTLE_ENTRY (widget));
}

static void
editor_saved_cb (TsKingsburgEnemyEditor *editor, TsKingsburgBattleEntry *self)
{
  load_overrides (self);
  fill_cards (self);
  /* Back to what the table enters next, not to the button that opened the editor. */
  focus_next (self);
}

GtkWidget *
ts_kingsburg_battle_entry_correct (TsKingsburgBattleEntry *self)
{
  GtkRoot *root;
  GtkWidget *editor;
  int enemy;

  g_return_val_if_fail (TS_IS_KINGSBURG_BATTLE_ENTRY (self), NULL);
  enemy = selected_card (self);
  if (enemy < 0)
    return NULL;
  root = gtk_widget_get_root (GTK_WIDGET (self));
  editor = ts_kingsburg_enemy_editor_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, enemy);
  g_signal_connect_object (editor, "saved", G_CALLBACK (editor_saved_cb), self, 0);
  gtk_window_present (GTK_WINDOW (editor));
  return editor;
}

static void
correct_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ts_kingsburg_battle_entry_correct (TS_KINGSBURG_BATTLE_ENTRY (widget));
}

gboolean
ts_kingsburg_battle_entry_submit (TsKingsburgBattleEntry *self)
{
  TsKingsburgEntry entry;
  TsKingsburgCardValues values;
  int enemy;

  g_return_val_if_fail (TS_IS_KINGSBURG_BATTLE_ENTRY (self), FALSE);
  enemy = selected_card (self);
  if (enemy < 0 || ts_die_slot_get_value (self->die) == 0)
    {
      ts_kingsburg_battle_entry_set_error (
          self, enemy < 0 ? _ ("Pick the enemy card revealed first.")
                          : _ ("Type the King's reinforcements die: 1 to 6."));
      focus_next (self);
      return FALSE;
    }
  ts_kingsburg_entry_init (&entry, TS_KINGSBURG_ENTRY_BATTLE, -1);
  entry.enemy = enemy;
  entry.king = ts_die_slot_get_value (self->die);
  /* The values of the user's box travel with the entry, so that the record replays. */
  if (ts_kingsburg_enemy_box_values (self->overrides, self->data, enemy, &values))
    {
      entry.has_card = 1;
      entry.card = values;
    }
  g_signal_emit (self, signals[SUBMIT], 0, &entry);
  return TRUE;
}

void
ts_kingsburg_battle_entry_set_state (TsKingsburgBattleEntry *self, const TsKingsburgState *state)
{
  g_autofree char *heading = NULL;

  g_return_if_fail (TS_IS_KINGSBURG_BATTLE_ENTRY (self));
  g_return_if_fail (state != NULL);
  self->data = state->data;
  self->year = state->year;
  self->n_cards = 0;
  for (guint i = 0; i < TS_KINGSBURG_N_ENEMIES && self->n_cards < CARDS_PER_YEAR; i++)
    {
      gboolean seen = FALSE;

      for (guint y = 0; y < TS_KINGSBURG_YEARS; y++)
        seen = seen || state->seen_enemies[y] == i + 1;
      if (state->data->enemies[i].year == state->year && !seen)
        self->cards[self->n_cards++] = i;
    }
  /* Translators: %u is the year (1-5) */
  heading = g_strdup_printf (_ ("Winter of year %u: the enemy card revealed"), state->year);
  gtk_label_set_text (self->heading, heading);
  gtk_list_box_unselect_all (self->list);
  ts_die_slot_set_value (self->die, 0);
  load_overrides (self);
  fill_cards (self);
  ts_kingsburg_battle_entry_set_error (self, NULL);
}

static void
ts_kingsburg_battle_entry_dispose (GObject *object)
{
  TsKingsburgBattleEntry *self = TS_KINGSBURG_BATTLE_ENTRY (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->overrides);
  G_OBJECT_CLASS (ts_kingsburg_battle_entry_parent_class)->dispose (object);
}

static void
ts_kingsburg_battle_entry_class_init (TsKingsburgBattleEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_kingsburg_battle_entry_dispose;
  signals[SUBMIT] = g_signal_new ("submit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  gtk_widget_class_install_action (widget_class, "battle.face", "i", face_action);
  gtk_widget_class_install_action (widget_class, "battle.submit", NULL, submit_action);
  gtk_widget_class_install_action (widget_class, "battle.correct", NULL, correct_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "battleentry");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkWidget *
caption (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The cards: heading, list, the corrections' state and “Correct Values…”. */
static GtkWidget *
build_cards (TsKingsburgBattleEntry *self)
{
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *frame = gtk_frame_new (NULL);

  self->heading = GTK_LABEL (caption (NULL, "caption-heading"));
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->heading));
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_SINGLE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Enemy cards of the year"), -1);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  g_signal_connect (self->list, "row-selected", G_CALLBACK (selected_cb), self);
  gtk_frame_set_child (GTK_FRAME (frame), GTK_WIDGET (self->list));
  gtk_box_append (GTK_BOX (column), frame);
  self->overrides_label = GTK_LABEL (caption (NULL, "warning"));
  gtk_widget_set_visible (GTK_WIDGET (self->overrides_label), FALSE);
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->overrides_label));
  self->correct_button = gtk_button_new_with_mnemonic (_ ("_Correct Values…"));
  ts_tooltip_set (self->correct_button,
                               _ ("Enter the selected card's values as printed in your box"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->correct_button), "battle.correct");
  gtk_widget_set_halign (self->correct_button, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (column), self->correct_button);
  gtk_widget_set_hexpand (column, TRUE);
  return column;
}

/* The King's die, its faces for the mouse, the hint or refusal, and the button. */
static GtkWidget *
build_die (TsKingsburgBattleEntry *self)
{
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_box_append (GTK_BOX (column), caption (_ ("King's reinforcements"), "caption-heading"));
  self->die = TS_DIE_SLOT (ts_die_slot_new (FALSE, SLOT_SIZE));
  gtk_widget_set_halign (GTK_WIDGET (self->die), GTK_ALIGN_START);
  ts_die_slot_set_current (self->die, TRUE);
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->die));
  gtk_box_append (GTK_BOX (column), ts_die_faces_new ("battle.face", FALSE));
  self->hint_label = GTK_LABEL (caption (_ ("Pick the card (arrows and Enter, or its number), "
                                            "type the die, then Enter."),
                                         "dim-label"));
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "caption");
  gtk_label_set_max_width_chars (self->hint_label, 30);
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->hint_label));
  self->error_label = GTK_LABEL (caption (NULL, "error"));
  gtk_label_set_max_width_chars (self->error_label, 30);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->error_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Refusal"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->error_label));
  self->submit_button = gtk_button_new_with_mnemonic (_ ("Fight the _Battle"));
  ts_tooltip_set (self->submit_button,
                               _ ("Record the card and the King's die (Enter)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->submit_button), "battle.submit");
  gtk_widget_add_css_class (self->submit_button, "suggested-action");
  gtk_widget_set_halign (self->submit_button, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (column), self->submit_button);
  return column;
}

static void
ts_kingsburg_battle_entry_init (TsKingsburgBattleEntry *self)
{
  self->data = ts_kingsburg_data_get (NULL);
  self->overrides = ts_kingsburg_enemy_overrides_new ();
  /* The enemy's cards, and the King's die beside them or under them on a narrow window
   * (issue 54), scrolling down rather than making the page taller than the screen: folded,
   * the form would ask for its whole height, beside the table that must keep some. */
  {
    GtkWidget *fold = ts_fold_box_new (18);

    gtk_widget_set_margin_start (fold, 12);
    gtk_widget_set_margin_end (fold, 12);
    gtk_widget_set_margin_top (fold, 6);
    gtk_widget_set_margin_bottom (fold, 6);
    ts_fold_box_append (TS_FOLD_BOX (fold), build_cards (self));
    ts_fold_box_append (TS_FOLD_BOX (fold), build_die (self));
    self->box = gtk_scrolled_window_new ();
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->box), GTK_POLICY_NEVER,
                                    GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->box), TRUE);
    gtk_widget_set_focusable (self->box, FALSE);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->box), fold);
    gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Winter battle"), -1);
  /* Capture: digits and Enter reach us before the focused row, slot or button. */
  ts_die_slots_add_keys (GTK_WIDGET (self), (TsDieSlotsPressKey) ts_kingsburg_battle_entry_press_key);
  sync_widgets (self);
}

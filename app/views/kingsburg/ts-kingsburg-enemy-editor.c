/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-kingsburg-enemy-editor.h"

/* The counts of a reward or a penalty, in the order the rows show them. */
enum
{
  COUNT_VP,
  COUNT_GOLD,
  COUNT_WOOD,
  COUNT_STONE,
  COUNT_CHOICE,
  N_COUNTS
};

struct _TsKingsburgEnemyEditor
{
  AdwWindow parent_instance;

  guint enemy;
  const TsKingsburgData *data;
  TsComponentOverrides *overrides;

  GtkSpinButton *strength;
  GtkSpinButton *victory[N_COUNTS];
  GtkSpinButton *defeat[N_COUNTS];
  GtkSwitch *building;
  GtkLabel *error_label;
  GtkWidget *restore_button;
};

G_DEFINE_FINAL_TYPE (TsKingsburgEnemyEditor, ts_kingsburg_enemy_editor, ADW_TYPE_WINDOW)

enum
{
  SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TsComponentOverrides *
ts_kingsburg_enemy_overrides_new (void)
{
  return ts_component_overrides_new ("kingsburg", "enemies", ts_kingsburg_card_check_item, NULL);
}

gboolean
ts_kingsburg_enemy_box_values (TsComponentOverrides *overrides, const TsKingsburgData *data,
                               guint enemy, TsKingsburgCardValues *values)
{
  TsKingsburgCardValues printed;
  JsonNode *node = overrides != NULL ? ts_component_overrides_get (overrides,
                                                                   data->enemies[enemy].id)
                                     : NULL;

  ts_kingsburg_card_printed (data, enemy, &printed);
  /* Items were checked when loaded or set, so this reading succeeds. */
  if (node == NULL || !ts_kingsburg_card_check_json (data->enemies[enemy].id, node, values, NULL))
    *values = printed;
  return !ts_kingsburg_card_equal (values, &printed);
}

static void
show_values (TsKingsburgEnemyEditor *self, const TsKingsburgCardValues *v)
{
  const TsKingsburgBundle *bundles[] = { &v->victory, &v->defeat };
  GtkSpinButton **spins[] = { self->victory, self->defeat };

  gtk_spin_button_set_value (self->strength, v->strength);
  for (guint b = 0; b < 2; b++)
    {
      gtk_spin_button_set_value (spins[b][COUNT_VP], bundles[b]->vp);
      gtk_spin_button_set_value (spins[b][COUNT_GOLD], bundles[b]->goods[TS_KINGSBURG_GOLD]);
      gtk_spin_button_set_value (spins[b][COUNT_WOOD], bundles[b]->goods[TS_KINGSBURG_WOOD]);
      gtk_spin_button_set_value (spins[b][COUNT_STONE], bundles[b]->goods[TS_KINGSBURG_STONE]);
      gtk_spin_button_set_value (spins[b][COUNT_CHOICE], bundles[b]->of_choice);
    }
  gtk_switch_set_active (self->building, v->defeat.building);
}

static void
read_values (TsKingsburgEnemyEditor *self, TsKingsburgCardValues *v)
{
  TsKingsburgBundle *bundles[] = { &v->victory, &v->defeat };
  GtkSpinButton **spins[] = { self->victory, self->defeat };

  memset (v, 0, sizeof *v);
  v->strength = gtk_spin_button_get_value_as_int (self->strength);
  for (guint b = 0; b < 2; b++)
    {
      bundles[b]->vp = gtk_spin_button_get_value_as_int (spins[b][COUNT_VP]);
      bundles[b]->goods[TS_KINGSBURG_GOLD] = gtk_spin_button_get_value_as_int (spins[b][COUNT_GOLD]);
      bundles[b]->goods[TS_KINGSBURG_WOOD] = gtk_spin_button_get_value_as_int (spins[b][COUNT_WOOD]);
      bundles[b]->goods[TS_KINGSBURG_STONE]
          = gtk_spin_button_get_value_as_int (spins[b][COUNT_STONE]);
      bundles[b]->of_choice = gtk_spin_button_get_value_as_int (spins[b][COUNT_CHOICE]);
    }
  v->defeat.building = gtk_switch_get_active (self->building);
}

static void
show_error (TsKingsburgEnemyEditor *self, const char *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

/* Writes the file; on failure says why in the dialog, which stays open. */
static gboolean
write_overrides (TsKingsburgEnemyEditor *self)
{
  g_autoptr (GError) error = NULL;

  if (!ts_component_overrides_save (self->overrides, NULL, &error))
    {
      show_error (self, error->message);
      return FALSE;
    }
  g_signal_emit (self, signals[SAVED], 0);
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

gboolean
ts_kingsburg_enemy_editor_save (TsKingsburgEnemyEditor *self)
{
  const char *id;
  TsKingsburgCardValues values, printed;
  g_autoptr (JsonNode) json = NULL;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (TS_IS_KINGSBURG_ENEMY_EDITOR (self), FALSE);
  id = self->data->enemies[self->enemy].id;
  read_values (self, &values);
  ts_kingsburg_card_printed (self->data, self->enemy, &printed);
  /* The printed values are no correction: the card leaves the file. */
  if (ts_kingsburg_card_equal (&values, &printed))
    {
      ts_component_overrides_remove (self->overrides, id);
      return write_overrides (self);
    }
  json = ts_kingsburg_card_to_json (&values);
  if (!ts_component_overrides_set (self->overrides, id, json, &error))
    {
      show_error (self, error->message);
      return FALSE;
    }
  return write_overrides (self);
}

gboolean
ts_kingsburg_enemy_editor_restore (TsKingsburgEnemyEditor *self)
{
  TsKingsburgCardValues printed;

  g_return_val_if_fail (TS_IS_KINGSBURG_ENEMY_EDITOR (self), FALSE);
  ts_kingsburg_card_printed (self->data, self->enemy, &printed);
  show_values (self, &printed);
  ts_component_overrides_remove (self->overrides, self->data->enemies[self->enemy].id);
  return write_overrides (self);
}

static void
save_cb (GtkButton *button, TsKingsburgEnemyEditor *self)
{
  ts_kingsburg_enemy_editor_save (self);
}

static void
restore_cb (GtkButton *button, TsKingsburgEnemyEditor *self)
{
  ts_kingsburg_enemy_editor_restore (self);
}

static void
cancel_cb (GtkButton *button, TsKingsburgEnemyEditor *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
ts_kingsburg_enemy_editor_dispose (GObject *object)
{
  TsKingsburgEnemyEditor *self = TS_KINGSBURG_ENEMY_EDITOR (object);

  g_clear_object (&self->overrides);
  G_OBJECT_CLASS (ts_kingsburg_enemy_editor_parent_class)->dispose (object);
}

static void
ts_kingsburg_enemy_editor_class_init (TsKingsburgEnemyEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ts_kingsburg_enemy_editor_dispose;
  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ts_kingsburg_enemy_editor_init (TsKingsburgEnemyEditor *self)
{
}

/* A row with a number to set; the spin button is named after the row for screen readers. */
static GtkSpinButton *
add_count_row (AdwPreferencesGroup *group, const char *title, const char *accessible, int max)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);
  return GTK_SPIN_BUTTON (spin);
}

static void
add_bundle_rows (AdwPreferencesGroup *group, GtkSpinButton **spins, gboolean victory)
{
  /* Translators: the rows of an enemy card's reward or penalty */
  const char *titles[N_COUNTS] = { _ ("VP"), _ ("Gold"), _ ("Wood"), _ ("Stone"),
                                   _ ("Goods of choice") };

  for (guint c = 0; c < N_COUNTS; c++)
    {
      g_autofree char *name
          = victory
                /* Translators: accessible name of a count in the card editor (“Victory: VP”) */
                ? g_strdup_printf (_ ("Victory: %s"), titles[c])
                /* Translators: accessible name of a count in the card editor (“Defeat: VP”) */
                : g_strdup_printf (_ ("Defeat: %s"), titles[c]);

      spins[c] = add_count_row (group, titles[c], name, 9);
    }
}

static GtkWidget *
build_page (TsKingsburgEnemyEditor *self, const TsKingsburgEnemy *card)
{
  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *about = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *strength = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *victory = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *defeat = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *restore = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *building_row = adw_action_row_new ();
  TsKingsburgCardValues printed;
  g_autofree char *win = NULL, *loss = NULL, *text = NULL;

  ts_kingsburg_card_printed (self->data, self->enemy, &printed);
  win = ts_kingsburg_bundle_text (&printed.victory);
  loss = ts_kingsburg_bundle_text (&printed.defeat);
  /* Translators: the shipped values of an enemy card: strength, reward, penalty */
  text = g_strdup_printf (_ ("Tableside's data: strength %u; victory %s; defeat %s. Enter the "
                             "values printed on the card in your box."),
                          printed.strength, win, loss);
  if (!card->certain)
    {
      g_autofree char *with_doubt = NULL;

      /* Translators: the data's values, then why they are uncertain (in English) */
      with_doubt = g_strdup_printf (_ ("%s Uncertain: %s."), text, card->doubt);
      g_free (text);
      text = g_steal_pointer (&with_doubt);
    }
  adw_preferences_group_set_description (about, text);
  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_label_set_xalign (self->error_label, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->error_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Problem"), -1);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  adw_preferences_group_add (about, GTK_WIDGET (self->error_label));

  self->strength = add_count_row (strength, _ ("Strength"), _ ("Strength"), 20);
  gtk_spin_button_set_range (self->strength, 1, 20);
  /* Translators: the card editor's group of what a victory gives */
  adw_preferences_group_set_title (victory, _ ("Victory: Each Winner Gains"));
  add_bundle_rows (victory, self->victory, TRUE);
  /* Translators: the card editor's group of what a defeat takes */
  adw_preferences_group_set_title (defeat, _ ("Defeat: Each Loser Loses"));
  add_bundle_rows (defeat, self->defeat, FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (building_row), _ ("A Building"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (building_row),
                               _ ("The right-most, top-most one"));
  self->building = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->building), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->building), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Defeat: a building"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (building_row), GTK_WIDGET (self->building));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (building_row),
                                         GTK_WIDGET (self->building));
  adw_preferences_group_add (defeat, building_row);

  self->restore_button = gtk_button_new_with_mnemonic (_ ("_Restore Printed Values"));
  gtk_widget_set_halign (self->restore_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->restore_button, "pill");
  g_signal_connect (self->restore_button, "clicked", G_CALLBACK (restore_cb), self);
  adw_preferences_group_add (restore, self->restore_button);

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), about);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), strength);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), victory);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), defeat);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), restore);
  return page;
}

GtkWidget *
ts_kingsburg_enemy_editor_new (GtkWindow *parent, guint enemy)
{
  TsKingsburgEnemyEditor *self;
  const TsKingsburgEnemy *card;
  GtkWidget *box, *header, *title, *cancel, *save;
  TsKingsburgCardValues values;
  g_autoptr (GError) error = NULL;
  g_autofree char *heading = NULL;
  gboolean corrected;

  g_return_val_if_fail (enemy < TS_KINGSBURG_N_ENEMIES, NULL);
  self = g_object_new (TS_TYPE_KINGSBURG_ENEMY_EDITOR, "modal", TRUE, "transient-for", parent,
                       "default-width", 440, "default-height", 560, NULL);
  self->enemy = enemy;
  self->data = ts_kingsburg_data_get (NULL);
  card = &self->data->enemies[enemy];
  self->overrides = ts_kingsburg_enemy_overrides_new ();

  /* Translators: the card editor's title: the enemy kind and the card's id */
  heading = g_strdup_printf (_ ("%s (%s)"), ts_kingsburg_kind_name (card->kind), card->id);
  gtk_window_set_title (GTK_WINDOW (self), heading);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  title = adw_window_title_new (_ ("Correct Card Values"), heading);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  cancel = gtk_button_new_with_mnemonic (_ ("_Cancel"));
  g_signal_connect (cancel, "clicked", G_CALLBACK (cancel_cb), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  save = gtk_button_new_with_mnemonic (_ ("_Save"));
  gtk_widget_add_css_class (save, "suggested-action");
  g_signal_connect (save, "clicked", G_CALLBACK (save_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), save);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), build_page (self, card));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_default_widget (GTK_WINDOW (self), save);

  /* A broken file is said, and replaced only when the user saves. */
  if (!ts_component_overrides_load (self->overrides, NULL, &error))
    {
      /* Translators: the reason a corrections file is broken, then what saving does */
      g_autofree char *text = g_strdup_printf (_ ("%s Saving replaces that file."),
                                               error->message);
      show_error (self, text);
    }
  corrected = ts_kingsburg_enemy_box_values (self->overrides, self->data, enemy, &values);
  show_values (self, &values);
  gtk_widget_set_sensitive (self->restore_button, corrected);
  gtk_widget_grab_focus (GTK_WIDGET (self->strength));
  return GTK_WIDGET (self);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player form's "Modules" row (issue 14): the shields held (18 toggle buttons, one Tab
 * stop, the arrows inside), the crane and the geese (switches), and a word on the inns,
 * whose effect is already on the VP track. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-sheet-player-form-private.h"
#include "ts-burgundy-sheet-widgets.h"
#include "ts-focus-group.h"
#include "ts-tooltip.h"

#define SHIELDS_PER_LINE 6

/* The geese change how many species monastery 24 may count. */
static void
geese_changed_cb (GtkSwitch *geese, GParamSpec *pspec, TsBurgundySheetPlayerForm *self)
{
  ts_burgundy_sheet_player_form_update_count_limits (self);
}

static GtkToggleButton *
shield_button_new (TsBurgundySheetPlayerForm *self, guint shield)
{
  g_autofree char *number = g_strdup_printf ("%u", shield);
  /* Translators: a shield's toggle button in the final-scoring sheet; %u is its number */
  g_autofree char *name = g_strdup_printf (_ ("Shield %u"), shield);
  /* Translators: a shield's number, its VP at the end of the game and its effect */
  g_autofree char *tip
      = g_strdup_printf (_ ("Shield %u, %d VP at the end: %s"), shield,
                         ts_burgundy_shield_end_vp (shield), ts_burgundy_shield_effect (shield));
  GtkWidget *button = gtk_toggle_button_new_with_label (number);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "numeric");
  gtk_widget_add_css_class (button, "circular");
  ts_tooltip_set (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
  g_signal_connect_object (button, "notify::active",
                           G_CALLBACK (ts_burgundy_sheet_player_form_field_changed_cb), self, 0);
  return GTK_TOGGLE_BUTTON (button);
}

/* A row of the Modules row with a switch. */
static GtkSwitch *
add_switch_row (TsBurgundySheetPlayerForm *self, TsBurgundySheetField field, const char *subtitle)
{
  const char *title = ts_burgundy_sheet_field_label (field);
  GtkWidget *row = ts_burgundy_sheet_action_row_new (title, subtitle);
  GtkWidget *toggle = gtk_switch_new ();

  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_signal_connect_object (toggle, "notify::active",
                           G_CALLBACK (ts_burgundy_sheet_player_form_field_changed_cb), self, 0);
  adw_expander_row_add_row (self->modules_row, row);
  return GTK_SWITCH (toggle);
}

void
ts_burgundy_sheet_player_form_build_modules (TsBurgundySheetPlayerForm *self)
{
  const char *shields_title = ts_burgundy_sheet_field_label (TS_BURGUNDY_SHEET_FIELD_SHIELDS);
  GtkWidget *grid_row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (shields_title);
  GtkWidget *subtitle = gtk_label_new (
      _("Those on your castles at the end: 12 VP each for 1 to 6, 8 for 7 to 12, 4 for 13 to "
        "18; 10 doubles your monasteries, 13 your shields"));
  GtkWidget *inns = adw_action_row_new ();

  self->modules_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->modules_row), _("Modules"));
  adw_expander_row_set_subtitle (self->modules_row, _("Shields, the crane, the geese, the inns"));
  gtk_list_box_append (self->list, GTK_WIDGET (self->modules_row));

  /* CB-SHG-09: the shields on the player's castles at the end. The row is the first inside
   * the Modules row and holds the shields themselves, so that Tab from the Modules row lands
   * on them (a list box tries one row when the focus comes in). */
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), subtitle);

  self->shields_box = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->shields_box), 4);
  gtk_grid_set_column_spacing (GTK_GRID (self->shields_box), 4);
  gtk_widget_set_halign (self->shields_box, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->shields_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, shields_title, -1);
  for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
    {
      self->shields[s] = shield_button_new (self, s);
      gtk_grid_attach (GTK_GRID (self->shields_box), GTK_WIDGET (self->shields[s]),
                       (s - 1) % SHIELDS_PER_LINE, (s - 1) / SHIELDS_PER_LINE, 1, 1);
    }
  ts_focus_group_add (self->shields_box);
  gtk_box_append (GTK_BOX (box), self->shields_box);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (grid_row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (grid_row), FALSE);
  gtk_widget_set_focusable (grid_row, FALSE);
  adw_expander_row_add_row (self->modules_row, grid_row);

  self->crane = add_switch_row (self, TS_BURGUNDY_SHEET_FIELD_CRANE,
                                _ ("Leave it out of the monasteries' counts: it counts as the "
                                   "building type that scores most (16 to 23, 29)"));
  self->geese = add_switch_row (self, TS_BURGUNDY_SHEET_FIELD_GEESE,
                                _ ("A species of their own: count them in monastery 24's "
                                   "species"));
  g_signal_connect_object (self->geese, "notify::active", G_CALLBACK (geese_changed_cb), self, 0);

  /* CB-INN-07: nothing to count at the end. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (inns), _ ("Inns"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (inns),
                               _ ("Nothing to enter: an area with an inn scored one size larger "
                                  "when it was completed, already on the VP track"));
  gtk_widget_set_focusable (inns, FALSE);
  adw_expander_row_add_row (self->modules_row, inns);
}

void
ts_burgundy_sheet_player_form_read_modules (TsBurgundySheetPlayerForm *self,
                                            TsBurgundySheetPlayer *player)
{
  player->shields = 0;
  for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
    if (gtk_toggle_button_get_active (self->shields[s]))
      player->shields |= 1u << s;
  player->crane = gtk_switch_get_active (self->crane);
  player->geese = gtk_switch_get_active (self->geese);
}

void
ts_burgundy_sheet_player_form_set_modules (TsBurgundySheetPlayerForm *self,
                                           const TsBurgundySheetPlayer *player)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));

  for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
    gtk_toggle_button_set_active (self->shields[s], (player->shields >> s) & 1u);
  gtk_switch_set_active (self->crane, player->crane);
  gtk_switch_set_active (self->geese, player->geese);
  if (player->shields != 0 || player->crane || player->geese)
    adw_expander_row_set_expanded (self->modules_row, TRUE);
}

GtkWidget *
ts_burgundy_sheet_player_form_module_field (TsBurgundySheetPlayerForm *self,
                                            TsBurgundySheetField field)
{
  /* A problem is shown under the Modules row: open it, so that the field can be seen. */
  adw_expander_row_set_expanded (self->modules_row, TRUE);
  if (field == TS_BURGUNDY_SHEET_FIELD_CRANE)
    return GTK_WIDGET (self->crane);
  if (field == TS_BURGUNDY_SHEET_FIELD_GEESE)
    return GTK_WIDGET (self->geese);
  /* The first shield held, where the arrows go on to the others. */
  for (guint s = 1; s <= TS_BURGUNDY_N_SHIELDS; s++)
    if (gtk_toggle_button_get_active (self->shields[s]))
      return GTK_WIDGET (self->shields[s]);
  return GTK_WIDGET (self->shields[1]);
}

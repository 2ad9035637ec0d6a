/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-score-table.h"
#include "ts-burgundy-sheet-widgets.h"
#include "ts-player-palette.h"

GtkWidget *
ts_burgundy_sheet_action_row_new (const char *title,
                                  const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  gtk_widget_set_focusable (row, FALSE);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

GtkSpinButton *
ts_burgundy_sheet_spin_new (const char *label,
                            int         lower,
                            int         upper)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 3);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (spin, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  return GTK_SPIN_BUTTON (spin);
}

/* -------------------------------------------------------------------------------------- */
/* Colours                                                                                 */

static void
setup_color_item_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
bind_color_item_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *label = gtk_widget_get_last_child (box);
  const TsPlayerColor *color = &ts_player_palette_get (NULL)[gtk_list_item_get_position (item)];

  if (gtk_widget_get_first_child (box) != label)
    gtk_box_remove (GTK_BOX (box), gtk_widget_get_first_child (box));
  gtk_box_prepend (GTK_BOX (box), ts_score_table_swatch_new (color->id));
  gtk_label_set_text (GTK_LABEL (label), _(color->name));
}

GtkDropDown *
ts_burgundy_sheet_color_dropdown_new (const char *color)
{
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);
  const TsPlayerColor *picked = ts_player_palette_lookup (color);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  GtkWidget *dropdown;

  for (guint i = 0; i < n_colors; i++)
    gtk_string_list_append (names, _(palette[i].name));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_color_item_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_color_item_cb), NULL);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  gtk_widget_set_valign (dropdown, GTK_ALIGN_CENTER);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown),
                              picked != NULL ? (guint) (picked - palette) : 0);
  return GTK_DROP_DOWN (dropdown);
}

const char *
ts_burgundy_sheet_color_dropdown_get_color (GtkDropDown *dropdown)
{
  guint n_colors = 0;
  const TsPlayerColor *palette = ts_player_palette_get (&n_colors);

  g_return_val_if_fail (GTK_IS_DROP_DOWN (dropdown), NULL);
  return palette[MIN (gtk_drop_down_get_selected (dropdown), n_colors - 1)].id;
}

/* -------------------------------------------------------------------------------------- */
/* Messages                                                                                */

GtkWidget *
ts_burgundy_sheet_message_row_new (const char *message)
{
  /* Not focusable: Tab goes on to the next field. */
  GtkWidget *row = g_object_new (GTK_TYPE_LIST_BOX_ROW, "accessible-role",
                                 GTK_ACCESSIBLE_ROLE_ALERT, "activatable", FALSE, "selectable",
                                 FALSE, "focusable", FALSE, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (message);

  gtk_widget_add_css_class (row, "sheet-problem");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Problem"), -1);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_add_css_class (box, "error");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}


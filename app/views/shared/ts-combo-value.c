/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-combo-value.h"

/* A choice's words, never cut: a list view gives a wrapping label no more height than one
 * line, so they stay on one line. */
static GtkWidget *
choice_label_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

static void
bind_label (GtkLabel    *label,
            GtkListItem *item)
{
  GtkStringObject *choice = gtk_list_item_get_item (item);

  g_return_if_fail (GTK_IS_STRING_OBJECT (choice));
  gtk_label_set_text (label, gtk_string_object_get_string (choice));
}

static void
setup_value_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                AdwComboRow              *row)
{
  gtk_list_item_set_child (item, choice_label_new ());
}

static void
bind_value_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               AdwComboRow              *row)
{
  bind_label (GTK_LABEL (gtk_list_item_get_child (item)), item);
}

/* The list that pops up: each choice, and a check mark on the chosen one. */
static void
setup_choice_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 AdwComboRow              *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_box_append (GTK_BOX (box), choice_label_new ());
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("object-select-symbolic"));
  gtk_list_item_set_child (item, box);
}

static void
update_check_cb (AdwComboRow *row,
                 GParamSpec  *pspec,
                 GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (check,
                          adw_combo_row_get_selected_item (row) == gtk_list_item_get_item (item)
                              ? 1
                              : 0);
}

static void
bind_choice_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                AdwComboRow              *row)
{
  bind_label (GTK_LABEL (gtk_widget_get_first_child (gtk_list_item_get_child (item))), item);
  g_signal_connect (row, "notify::selected-item", G_CALLBACK (update_check_cb), item);
  update_check_cb (row, NULL, item);
}

static void
unbind_choice_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  AdwComboRow              *row)
{
  g_signal_handlers_disconnect_by_func (row, update_check_cb, item);
}

void
ts_combo_value_show_whole (AdwComboRow *row)
{
  g_autoptr(GtkListItemFactory) value = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) choices = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  /* The factories belong to @row: they hold no reference to it. */
  g_signal_connect (value, "setup", G_CALLBACK (setup_value_cb), row);
  g_signal_connect (value, "bind", G_CALLBACK (bind_value_cb), row);
  g_signal_connect (choices, "setup", G_CALLBACK (setup_choice_cb), row);
  g_signal_connect (choices, "bind", G_CALLBACK (bind_choice_cb), row);
  g_signal_connect (choices, "unbind", G_CALLBACK (unbind_choice_cb), row);
  adw_combo_row_set_list_factory (row, choices);
  adw_combo_row_set_factory (row, value);
}

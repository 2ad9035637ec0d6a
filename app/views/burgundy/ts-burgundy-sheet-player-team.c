/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player form in the team game (issue 58, CB-TEM-09): a team's second player (A2, B2)
 * has their own VP and bridge marker, while the team's goods, silver, workers, tiles and
 * board are entered once, on the first player's sheet. Their rows are hidden here, and a line
 * says where they are. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-sheet-player-form-private.h"

/* Hides @row, first taking away a message that points into it. */
static void
set_row_visible (TsBurgundySheetPlayerForm *self,
                 GtkWidget                 *row,
                 gboolean                   visible)
{
  if (!visible && self->problem_widget != NULL
      && (self->problem_widget == row || gtk_widget_is_ancestor (self->problem_widget, row)))
    ts_burgundy_sheet_player_form_clear_problem (self);
  gtk_widget_set_visible (row, visible);
}

void
ts_burgundy_sheet_player_form_update_rows (TsBurgundySheetPlayerForm *self)
{
  gboolean assets = self->partner == NULL;

  for (guint i = 0; i < G_N_ELEMENTS (self->asset_rows); i++)
    set_row_visible (self, self->asset_rows[i], assets);
  for (guint k = 0; k < self->monasteries->len; k++)
    {
      Monastery *m = &g_array_index (self->monasteries, Monastery, k);

      for (guint c = 0; c < MAX (m->n_counts, 1); c++)
        set_row_visible (self, m->rows[c], assets);
    }
  set_row_visible (self, GTK_WIDGET (self->monastery_entry), assets);
  set_row_visible (self, GTK_WIDGET (self->modules_row), assets);
  /* The team board's empty spaces are on the first player's sheet (CB-TEM-15). */
  set_row_visible (self, self->tie_rows[0], self->tie_break_shown && assets);
  set_row_visible (self, self->tie_rows[1], self->tie_break_shown);
  set_row_visible (self, self->tie_rows[2], self->tie_break_shown);
  if (self->partner_row != NULL)
    gtk_widget_set_visible (self->partner_row, !assets);
}

void
ts_burgundy_sheet_player_form_set_partner (TsBurgundySheetPlayerForm *self,
                                           const char                *partner_name)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));

  if (g_strcmp0 (self->partner, partner_name) == 0)
    return;
  g_free (self->partner);
  self->partner = g_strdup (partner_name);
  if (self->partner_row == NULL)
    {
      GtkWidget *label = gtk_label_new (NULL);

      /* Not focusable: Tab goes on to the next field; read with the list. */
      self->partner_row = g_object_new (GTK_TYPE_LIST_BOX_ROW, "activatable", FALSE,
                                        "selectable", FALSE, "focusable", FALSE, NULL);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_top (label, 12);
      gtk_widget_set_margin_bottom (label, 12);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->partner_row), label);
      /* After the token: the rows it stands for came next. */
      gtk_list_box_insert (self->list, self->partner_row,
                           gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (self->asset_rows[0])));
    }
  if (self->partner != NULL)
    text = g_strdup_printf (
        /* Translators: the team game; %s is the partner's name, twice */
        _("Plays in a team with %s: the team's goods, silver, workers, tiles and empty spaces "
          "are entered once, on %s's sheet."),
        self->partner, self->partner);
  gtk_label_set_label (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (self->partner_row))),
                       text != NULL ? text : "");
  ts_burgundy_sheet_player_form_update_rows (self);
  ts_burgundy_sheet_player_form_emit_changed (self);
}

const char *
ts_burgundy_sheet_player_form_get_partner (TsBurgundySheetPlayerForm *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self), NULL);
  return self->partner;
}

gboolean
ts_burgundy_sheet_player_form_has_hidden_assets (TsBurgundySheetPlayerForm *self)
{
  TsBurgundySheetPlayer all;

  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self), FALSE);

  if (self->partner == NULL)
    return FALSE;
  ts_burgundy_sheet_player_form_read_all (self, &all);
  return all.goods != 0 || all.silver != 0 || all.workers != 0 || all.n_monasteries != 0
         || all.shields != 0 || all.crane || all.geese;
}

void
ts_burgundy_sheet_player_form_set_team_label (TsBurgundySheetPlayerForm *self,
                                              const char                *label)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group), label);
}

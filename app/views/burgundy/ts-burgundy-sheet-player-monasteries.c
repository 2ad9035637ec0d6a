/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player form's end-game monasteries: typed by number, each then asks only for the
 * count it needs; with shield 6, another player's monastery typed here scores for this
 * player too (CB-SHD-06). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-reveal.h"
#include "ts-burgundy-sheet-player-form-private.h"
#include "ts-burgundy-sheet-widgets.h"
#include "ts-tooltip.h"

/* -------------------------------------------------------------------------------------- */
/* Monasteries                                                                             */

void
ts_burgundy_sheet_player_form_update_count_limits (TsBurgundySheetPlayerForm *self)
{
  for (guint k = 0; k < self->monasteries->len; k++)
    {
      Monastery *m = &g_array_index (self->monasteries, Monastery, k);

      for (guint c = 0; c < m->n_counts; c++)
        {
          TsBurgundySheetPlayer player = { .geese = gtk_switch_get_active (self->geese) };
          int limit = ts_burgundy_sheet_player_count_limit (&player, m->number, m->counts[c],
                                                            self->n_players);
          /* Translators: the largest count possible, shown over a monastery's count */
          g_autofree char *tip = g_strdup_printf (_("From 0 to %d"), limit);

          ts_tooltip_set (GTK_WIDGET (m->spins[c]), tip);
        }
    }
}

static void
remove_monastery_cb (GtkButton                 *button,
                     TsBurgundySheetPlayerForm *self)
{
  for (guint k = 0; k < self->monasteries->len; k++)
    {
      Monastery *m = &g_array_index (self->monasteries, Monastery, k);

      if (gtk_widget_is_ancestor (GTK_WIDGET (button), m->rows[0]))
        {
          for (guint c = 0; c < MAX (m->n_counts, 1); c++)
            {
              if (self->problem_widget != NULL
                  && (self->problem_widget == m->rows[c]
                      || gtk_widget_is_ancestor (self->problem_widget, m->rows[c])))
                ts_burgundy_sheet_player_form_clear_problem (self);
              gtk_list_box_remove (self->list, m->rows[c]);
            }
          g_array_remove_index (self->monasteries, k);
          gtk_widget_grab_focus (GTK_WIDGET (self->monastery_entry));
          ts_burgundy_sheet_player_form_emit_changed (self);
          return;
        }
    }
}

/* Rows for monastery @number, one per count it needs, above the number entry. */
static Monastery *
append_monastery (TsBurgundySheetPlayerForm *self,
                  guint                      number,
                  gboolean                   shield6)
{
  Monastery m = { .number = number, .shield6 = shield6 };
  int position = gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (self->monastery_entry));
  g_autofree char *subtitle
      = shield6
            /* Translators: a monastery in the duchy of the player chosen with shield 6, which
             * scores for this player too; its number and end-game rule ("4 VP per bank") */
            ? g_strdup_printf (_("Monastery %u, through shield 6: %s in this duchy"), number,
                               ts_burgundy_sheet_monastery_rule (number))
            /* Translators: a monastery's number and its end-game rule ("4 VP per watchtower") */
            : g_strdup_printf (_("Monastery %u: %s"), number,
                               ts_burgundy_sheet_monastery_rule (number));
  /* Translators: the button that takes a monastery off the sheet; %u is its number */
  g_autofree char *remove = g_strdup_printf (_("Remove Monastery %u"), number);
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

  m.n_counts = ts_burgundy_sheet_monastery_counts (number, m.counts);
  for (guint c = 0; c < MAX (m.n_counts, 1); c++)
    {
      const char *title = m.n_counts > 0 ? ts_burgundy_sheet_count_label (number, m.counts[c])
                                         : subtitle;

      m.rows[c] = ts_burgundy_sheet_action_row_new (title, m.n_counts > 0 ? subtitle : NULL);
      /* Before the spin button, so that spin buttons line up down the list. */
      if (c == 0)
        adw_action_row_add_suffix (ADW_ACTION_ROW (m.rows[0]), button);
      if (m.n_counts > 0)
        {
          m.spins[c] = ts_burgundy_sheet_player_form_spin_new (self, title, 0, TS_BURGUNDY_SHEET_UPPER_COUNT);
          adw_action_row_add_suffix (ADW_ACTION_ROW (m.rows[c]), GTK_WIDGET (m.spins[c]));
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (m.rows[c]),
                                                 GTK_WIDGET (m.spins[c]));
        }
      gtk_list_box_insert (self->list, m.rows[c], position + c);
    }

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  ts_tooltip_set (button, remove);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, remove,
                                  -1);
  g_signal_connect_object (button, "clicked", G_CALLBACK (remove_monastery_cb), self, 0);
  g_array_append_val (self->monasteries, m);
  ts_burgundy_sheet_player_form_update_count_limits (self);
  ts_burgundy_sheet_player_form_emit_changed (self);
  return &g_array_index (self->monasteries, Monastery, self->monasteries->len - 1);
}

gboolean
ts_burgundy_sheet_player_form_add_monastery (TsBurgundySheetPlayerForm *self,
                                             guint                      number)
{
  g_autofree char *refusal = NULL;
  gboolean shield6 = FALSE;
  Monastery *m;

  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self), FALSE);

  refusal = ts_burgundy_sheet_player_form_emit_check (self, number, &shield6);
  if (refusal != NULL)
    {
      ts_burgundy_sheet_player_form_show_problem_at (self, GTK_WIDGET (self->monastery_entry), refusal);
      return FALSE;
    }
  ts_burgundy_sheet_player_form_clear_problem (self);
  m = append_monastery (self, number, shield6);
  gtk_editable_set_text (GTK_EDITABLE (self->monastery_entry), "");
  gtk_widget_grab_focus (m->n_counts > 0 ? GTK_WIDGET (m->spins[0])
                                         : GTK_WIDGET (self->monastery_entry));
  ts_reveal_focus_later (GTK_WIDGET (self), NULL);
  return TRUE;
}

/* Enter in the number entry: adds the monastery typed, or moves on when there is none. */
void
ts_burgundy_sheet_player_form_monastery_activated_cb (AdwEntryRow               *row,
                        TsBurgundySheetPlayerForm *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  guint64 number = 0;

  if (*text == '\0')
    {
      ts_burgundy_sheet_player_form_move_on_from (self, GTK_WIDGET (row));
      return;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 1, 99, &number, NULL))
    {
      ts_burgundy_sheet_player_form_show_problem_at (self, GTK_WIDGET (row),
                       _("Type the number printed on the monastery tile: 15 to 26, or 29."));
      return;
    }
  ts_burgundy_sheet_player_form_add_monastery (self, number);
}


/* Monastery @k's spin button for @count (-1: the first), or its row when it counts nothing. */
GtkWidget *
ts_burgundy_sheet_player_form_monastery_field (TsBurgundySheetPlayerForm *self,
                 guint                      k,
                 int                        count)
{
  Monastery *m = &g_array_index (self->monasteries, Monastery, k);

  for (guint c = 0; c < m->n_counts; c++)
    if (count < 0 || (int) m->counts[c] == count)
      return GTK_WIDGET (m->spins[c]);
  return m->n_counts > 0 ? GTK_WIDGET (m->spins[0]) : m->rows[0];
}


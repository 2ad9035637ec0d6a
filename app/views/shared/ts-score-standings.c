/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-action-row.h"
#include "ts-player-palette.h"
#include "ts-score-now.h"
#include "ts-score-standings.h"
#include "ts-score-table.h"

static int
compare_scores (gconstpointer a,
                gconstpointer b)
{
  TsMatchPlayer *pa = *(TsMatchPlayer **) a, *pb = *(TsMatchPlayer **) b;
  int sa = ts_match_player_get_score (pa), sb = ts_match_player_get_score (pb);

  if (sa != sb)
    return sb - sa;
  return (int) ts_match_player_get_index (pa) - (int) ts_match_player_get_index (pb);
}

void
ts_score_standings_fill (GtkListBox *list,
                         TsMatch    *match,
                         JsonNode   *now)
{
  GListModel *players = ts_match_get_players (match);
  g_autoptr(GPtrArray) sorted = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    g_ptr_array_add (sorted, g_list_model_get_item (players, i));
  g_ptr_array_sort (sorted, compare_scores);

  for (guint i = 0, place = 1; i < sorted->len; i++)
    {
      TsMatchPlayer *player = g_ptr_array_index (sorted, i);
      int score = ts_match_player_get_score (player);
      GtkWidget *row = ts_action_row_new ();
      /* Translators: a player's victory points now, in the standings */
      g_autofree char *text = g_strdup_printf (ngettext ("%d VP", "%d VP", score), score);
      GtkWidget *value = gtk_label_new (text);
      gboolean tied = FALSE;
      g_autofree char *said = NULL;
      g_autofree char *ended = NULL;
      int total = 0;

      if (ts_score_breakdown_total (now, ts_match_player_get_index (player), &total))
        /* Translators: under a player's name in the standings: their victory points if the
         * game ended after the last entry */
        ended = g_strdup_printf (ngettext ("If it ended now: %d VP", "If it ended now: %d VP",
                                           total),
                                 total);

      /* Players with the same score share a place; the next score takes the place after
       * them all ("1, 1, 3"). */
      if (i > 0 && ts_match_player_get_score (g_ptr_array_index (sorted, i - 1)) != score)
        place = i + 1;
      tied = (i > 0 && ts_match_player_get_score (g_ptr_array_index (sorted, i - 1)) == score)
             || (i + 1 < sorted->len
                 && ts_match_player_get_score (g_ptr_array_index (sorted, i + 1)) == score);
      /* Issue 41: the row is read with all it shows, not the name alone. */
      if (tied)
        /* Translators: a row of the standings read by a screen reader: the player's name,
         * their points as shown (“9 VP”) and the place they share with others */
        said = g_strdup_printf (_("%s, %s, tied for place %u"), ts_match_player_get_name (player),
                                text, place);
      else
        /* Translators: a row of the standings read by a screen reader: the player's name,
         * their points as shown (“9 VP”) and their place (1 leads) */
        said = g_strdup_printf (_("%s, %s, place %u"), ts_match_player_get_name (player), text,
                                place);
      if (ended != NULL)
        {
          g_autofree char *both = g_strdup_printf ("%s, %s", said, ended);

          g_free (said);
          said = g_steal_pointer (&both);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), ended);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, said,
                                      -1);
      /* GTK 4.8 would add the title the row is labelled by: “…, place 1 Ana”. */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);

      /* Names come from players; never read them as markup. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     ts_match_player_get_name (player));
      /* The player's colour; their name is beside it. */
      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 ts_score_table_swatch_new (
                                   ts_player_palette_hex (ts_match_player_get_color (player))));
      gtk_widget_add_css_class (value, "numeric");
      gtk_widget_add_css_class (value, "heading");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      gtk_list_box_append (list, row);
    }
}


/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet window in the team game (issue 58, CB-TEM-01/09/14/15): the Team
 * Game switch sets 4 players in the bridge's starting order A1, B1, A2, B2; the second
 * players' forms leave the team's assets to their partner's, and the engine scores the teams. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-sheet-window-private.h"

gboolean
ts_burgundy_sheet_window_get_team (TsBurgundySheetWindow *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), FALSE);
  return gtk_switch_get_active (self->team_switch);
}

/* Each form's team and partner, from the switch and the first players' names as typed. */
void
ts_burgundy_sheet_window_update_teams (TsBurgundySheetWindow *self)
{
  gboolean team = gtk_switch_get_active (self->team_switch) && self->forms->len == 4;

  gtk_widget_set_visible (self->team_tie_row, team);
  for (guint i = 0; i < self->forms->len; i++)
    {
      TsBurgundySheetPlayerForm *form = ts_burgundy_sheet_window_get_form (self, i);
      TsBurgundySheetPlayer first;

      /* Translators: the team of a player on the final-scoring sheet (CB-TEM) */
      ts_burgundy_sheet_player_form_set_team_label (form, !team       ? NULL
                                                          : i % 2 == 0 ? _("Team A")
                                                                       : _("Team B"));
      if (!team || i < 2)
        {
          ts_burgundy_sheet_player_form_set_partner (form, NULL);
          continue;
        }
      ts_burgundy_sheet_player_form_read (ts_burgundy_sheet_window_get_form (self, i - 2),
                                          &first);
      if (*first.name == '\0')
        /* Translators: %u is the seat number, 1 to 4 */
        g_snprintf (first.name, sizeof first.name, _("Player %u"), i - 1);
      ts_burgundy_sheet_player_form_set_partner (form, first.name);
    }
}

/* What a team's second player had typed in the rows now hidden is not counted: said once, in
 * a toast, when the team game hides it (their values stay, for the switch turned back). */
static void
say_hidden (TsBurgundySheetWindow *self)
{
  for (guint i = 2; i < self->forms->len; i++)
    {
      TsBurgundySheetPlayerForm *form = ts_burgundy_sheet_window_get_form (self, i);
      TsBurgundySheetPlayer player;
      g_autofree char *text = NULL;

      if (!ts_burgundy_sheet_player_form_has_hidden_assets (form))
        continue;
      ts_burgundy_sheet_player_form_read (form, &player);
      text = g_strdup_printf (
          /* Translators: the team game; a player's name, then their partner's */
          _("%s's goods, silver, workers and tiles are not counted in a team game: enter the "
            "team's on %s's sheet"),
          player.name, ts_burgundy_sheet_player_form_get_partner (form));
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
    }
}

static void
team_switch_cb (TsBurgundySheetWindow *self)
{
  gboolean team = gtk_switch_get_active (self->team_switch);

  /* CB-TEM-01: four players. The ones added are said by their forms appearing. */
  while (team && self->forms->len < 4 && ts_burgundy_sheet_window_add_player (self) >= 0)
    ;
  /* Teams Share a Remaining Tie keeps what was chosen, hidden, for the switch turned back;
   * a sheet reads it only in the team game (ts_burgundy_sheet_window_read_team()). */
  if (team)
    ts_burgundy_sheet_window_retire_undo (self); /* the team game keeps 4 players */
  ts_burgundy_sheet_window_renumber (self);
  ts_burgundy_sheet_window_update_teams (self);
  if (team)
    say_hidden (self);
}

void
ts_burgundy_sheet_window_set_team (TsBurgundySheetWindow *self,
                                   gboolean               team,
                                   gboolean               tie_shared)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self));

  gtk_switch_set_active (self->team_switch, team);
  gtk_switch_set_active (self->team_tie_switch, team && tie_shared);
}

void
ts_burgundy_sheet_window_read_team (TsBurgundySheetWindow *self,
                                    TsBurgundySheet       *sheet)
{
  sheet->team = gtk_switch_get_active (self->team_switch);
  sheet->team_tie_shared = sheet->team && gtk_switch_get_active (self->team_tie_switch);
  /* The team board's empty spaces, typed once on the first player's sheet (CB-TEM-15). */
  for (guint i = 2; sheet->team && i < sheet->n_players; i++)
    sheet->players[i].empty_spaces = sheet->players[i - 2].empty_spaces;
}

void
ts_burgundy_sheet_window_team_init (TsBurgundySheetWindow *self)
{
  g_signal_connect_object (self->team_switch, "notify::active", G_CALLBACK (team_switch_cb), self,
                           G_CONNECT_SWAPPED);
}

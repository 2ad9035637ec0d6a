/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading and pointing at fields: the player the form holds, the field a problem of the
 * engine's names (with its message under it), and the form's index, player count and remove
 * button. */
#include "config.h"

#include <string.h>

#include "ts-burgundy-sheet-player-form-private.h"

static const int tokens[] = { 0, 100, 200 };

guint
ts_burgundy_sheet_player_form_get_index (TsBurgundySheetPlayerForm *self)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self), 0);
  return self->index;
}

void
ts_burgundy_sheet_player_form_set_n_players (TsBurgundySheetPlayerForm *self,
                                             guint                      n_players)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));

  self->n_players = n_players;
  ts_burgundy_sheet_player_form_update_count_limits (self);
}

void
ts_burgundy_sheet_player_form_set_removable (TsBurgundySheetPlayerForm *self,
                                             gboolean                   removable)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));
  gtk_widget_set_sensitive (self->remove_button, removable);
}

static int
spin_value (GtkSpinButton *spin)
{
  /* Digits typed without Enter or Tab count as well. */
  gtk_spin_button_update (spin);
  return gtk_spin_button_get_value_as_int (spin);
}

void
ts_burgundy_sheet_player_form_read (TsBurgundySheetPlayerForm *self,
                                    TsBurgundySheetPlayer     *player)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));

  ts_burgundy_sheet_player_form_read_all (self, player);
  if (self->partner == NULL)
    return;
  /* The team's, on the partner's sheet (CB-TEM-09); the window copies the team board's
   * empty spaces from there. */
  player->goods = player->silver = player->workers = 0;
  player->n_monasteries = 0;
  player->shields = 0;
  player->crane = player->geese = FALSE;
}

void
ts_burgundy_sheet_player_form_read_all (TsBurgundySheetPlayerForm *self,
                                        TsBurgundySheetPlayer     *player)
{
  g_autofree char *name = NULL;
  guint token = adw_combo_row_get_selected (self->token_row);

  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));

  memset (player, 0, sizeof *player);
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  /* Cut on a character boundary, as the sheet's reader does. */
  if (strlen (name) >= sizeof player->name)
    *g_utf8_find_prev_char (name, name + sizeof player->name) = '\0';
  g_strlcpy (player->name, name, sizeof player->name);
  player->track = spin_value (self->spins[TS_BURGUNDY_SHEET_FIELD_TRACK]);
  player->token = tokens[MIN (token, G_N_ELEMENTS (tokens) - 1)];
  player->goods = spin_value (self->spins[TS_BURGUNDY_SHEET_FIELD_GOODS]);
  player->silver = spin_value (self->spins[TS_BURGUNDY_SHEET_FIELD_SILVER]);
  player->workers = spin_value (self->spins[TS_BURGUNDY_SHEET_FIELD_WORKERS]);
  ts_burgundy_sheet_player_form_read_modules (self, player);
  player->n_monasteries = MIN (self->monasteries->len, TS_BURGUNDY_SHEET_MAX_MONASTERIES);
  for (guint k = 0; k < player->n_monasteries; k++)
    {
      Monastery *m = &g_array_index (self->monasteries, Monastery, k);

      player->monasteries[k].monastery = m->number;
      player->monasteries[k].shield6 = m->shield6;
      for (guint c = 0; c < m->n_counts; c++)
        player->monasteries[k].counts[m->counts[c]] = spin_value (m->spins[c]);
    }
  if (!self->tie_break_shown)
    {
      /* Not asked, so not counted: the blank sheet's values, which decide nothing
       * (ts_burgundy_sheet_new(): no empty space told, everyone on bridge space 1). */
      player->empty_spaces = 0;
      player->bridge_space = 1;
      player->bridge_height = self->n_players - 1 - MIN (self->index, self->n_players - 1);
      return;
    }
  player->empty_spaces = spin_value (self->spins[TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES]);
  player->bridge_space = spin_value (self->spins[TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE]);
  player->bridge_height = spin_value (self->spins[TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT]);
}

GtkWidget *
ts_burgundy_sheet_player_form_get_field (TsBurgundySheetPlayerForm *self,
                                         TsBurgundySheetField       field,
                                         int                        monastery,
                                         int                        count)
{
  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self), NULL);

  switch (field)
    {
    case TS_BURGUNDY_SHEET_FIELD_PLAYERS:
    case TS_BURGUNDY_SHEET_FIELD_NAME:
      return GTK_WIDGET (self->name_row);
    case TS_BURGUNDY_SHEET_FIELD_TOKEN:
      return GTK_WIDGET (self->token_row);
    case TS_BURGUNDY_SHEET_FIELD_MONASTERY:
    case TS_BURGUNDY_SHEET_FIELD_COUNT:
      if (monastery >= 0 && (guint) monastery < self->monasteries->len)
        return ts_burgundy_sheet_player_form_monastery_field (self, monastery, count);
      if (monastery >= 0)
        return NULL;
      /* A count over several monasteries (buildings of every type): the first of them. */
      for (guint k = 0; field == TS_BURGUNDY_SHEET_FIELD_COUNT && k < self->monasteries->len; k++)
        {
          Monastery *m = &g_array_index (self->monasteries, Monastery, k);

          for (guint c = 0; c < m->n_counts; c++)
            if (count < 0 || (int) m->counts[c] == count)
              return GTK_WIDGET (m->spins[c]);
        }
      return GTK_WIDGET (self->monastery_entry);
    case TS_BURGUNDY_SHEET_FIELD_TRACK:
    case TS_BURGUNDY_SHEET_FIELD_GOODS:
    case TS_BURGUNDY_SHEET_FIELD_SILVER:
    case TS_BURGUNDY_SHEET_FIELD_WORKERS:
    case TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES:
    case TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE:
    case TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT:
      return GTK_WIDGET (self->spins[field]);
    case TS_BURGUNDY_SHEET_FIELD_SHIELDS:
    case TS_BURGUNDY_SHEET_FIELD_CRANE:
    case TS_BURGUNDY_SHEET_FIELD_GEESE:
      return ts_burgundy_sheet_player_form_module_field (self, field);
    case TS_BURGUNDY_SHEET_N_FIELDS:
    default:
      return NULL;
    }
}

void
ts_burgundy_sheet_player_form_show_problem (TsBurgundySheetPlayerForm    *self,
                                            const TsBurgundySheetProblem *problem,
                                            const char                   *message)
{
  GtkWidget *field;

  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));
  g_return_if_fail (problem != NULL && message != NULL);

  field = ts_burgundy_sheet_player_form_get_field (self, problem->field, problem->monastery,
                                                   problem->count);
  ts_burgundy_sheet_player_form_show_problem_at (self, field != NULL ? field : GTK_WIDGET (self->name_row), message);
}

/* Every field still at its start value (the name aside, which is proposed): nothing was
 * entered for this player, most likely by mistake. */
gboolean
ts_burgundy_sheet_player_form_is_untouched (TsBurgundySheetPlayerForm *self)
{
  TsBurgundySheetPlayer player;

  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self), FALSE);

  ts_burgundy_sheet_player_form_read (self, &player);
  return player.track == 0 && player.token == 0 && player.goods == 0 && player.silver == 0
         && player.workers == 0 && player.n_monasteries == 0 && player.shields == 0
         && !player.crane && !player.geese
         && (self->partner != NULL
             || *gtk_editable_get_text (GTK_EDITABLE (self->monastery_entry)) == '\0');
}

void
ts_burgundy_sheet_player_form_focus_first (TsBurgundySheetPlayerForm *self)
{
  g_return_if_fail (TS_IS_BURGUNDY_SHEET_PLAYER_FORM (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

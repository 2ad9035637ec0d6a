/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Removing a player from the final-scoring sheet window, with its toast's Undo (issue 58): the
 * form removed is kept, and Undo puts it back in its seat with everything typed. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-sheet-window-private.h"
#include "ts-sheet-keeper.h"
#include "ts-toast-safe.h"

void
ts_burgundy_sheet_window_retire_undo (TsBurgundySheetWindow *self)
{
  /* The toast stays in its slot: a removal right after takes it back in place. */
  ts_toast_safe_dismiss (self->removed_toast);
  g_clear_object (&self->removed);
}

void
ts_burgundy_sheet_window_drop_player (TsBurgundySheetWindow *self,
                                      guint                  index,
                                      gboolean               undoable)
{
  TsBurgundySheetPlayerForm *form;
  TsBurgundySheetPlayer player;

  g_return_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self));
  g_return_if_fail (index < self->forms->len);

  if (self->forms->len <= 2 || ts_burgundy_sheet_window_get_team (self))
    return;
  form = ts_burgundy_sheet_window_get_form (self, index);
  ts_burgundy_sheet_player_form_read (form, &player);
  /* What was typed for the player goes with them: the form itself, for the toast's Undo. */
  ts_burgundy_sheet_window_retire_undo (self);
  if (undoable)
    {
      self->removed = g_object_ref (form);
      self->removed_index = index;
    }
  gtk_box_remove (self->players_box, GTK_WIDGET (form));
  g_ptr_array_remove_index (self->forms, index);
  ts_burgundy_sheet_window_renumber (self);
  ts_burgundy_sheet_window_update_tie_break (self);
  if (!undoable)
    return;
  if (*player.name == '\0')
    /* Translators: %u is the seat number, 1 to 4 */
    g_snprintf (player.name, sizeof player.name, _("Player %u"), index + 1);
  ts_sheet_keeper_say_removed (self->toast_overlay, player.name, &self->removed_toast);
  /* The focus was on the remove button, now gone: the next player, or the one before. */
  ts_burgundy_sheet_player_form_focus_first (
      ts_burgundy_sheet_window_get_form (self, MIN (index, self->forms->len - 1)));
}

void
ts_burgundy_sheet_window_remove_player (TsBurgundySheetWindow *self,
                                        guint                  index)
{
  ts_burgundy_sheet_window_drop_player (self, index, TRUE);
}

/* The toast's Undo: the player removed last, back in their seat with what was typed. */
void
ts_burgundy_sheet_window_restore_player_action_cb (GtkWidget  *widget,
                                                   const char *action_name,
                                                   GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);
  g_autoptr(TsBurgundySheetPlayerForm) form = g_steal_pointer (&self->removed);
  guint at;

  if (form == NULL || self->forms->len >= TS_BURGUNDY_SHEET_MAX_PLAYERS
      || ts_burgundy_sheet_window_get_team (self))
    return;
  at = MIN (self->removed_index, self->forms->len);
  g_ptr_array_insert (self->forms, at, form);
  gtk_box_insert_child_after (self->players_box, GTK_WIDGET (form),
                              at > 0 ? GTK_WIDGET (ts_burgundy_sheet_window_get_form (self, at - 1))
                                     : NULL);
  ts_burgundy_sheet_window_renumber (self);
  ts_burgundy_sheet_window_update_teams (self);
  ts_burgundy_sheet_window_update_tie_break (self);
  ts_burgundy_sheet_player_form_focus_first (form);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet window's result and files (ts-burgundy-sheet-window.c has the
 * window and the form): scoring and the result page, keeping the scored sheet in Saved Games
 * and reopening it, and the score sheet's export and print. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-score-export.h"
#include "ts-sheet-keeper.h"
#include "ts-score-sheet.h"
#include "ts-score-table.h"
#include "ts-burgundy-sheet-window-private.h"
#include "ts-record-info.h"
#include "ts-record.h"

/* The game's name on the printed sheet. */
extern const TsGameModule ts_burgundy_module;

/* -------------------------------------------------------------------------------------- */
/* Scoring                                                                                 */

static void
get_colors (TsBurgundySheetWindow *self,
            const char            *colors[TS_SCORE_MAX_PLAYERS])
{
  for (guint i = 0; i < TS_SCORE_MAX_PLAYERS; i++)
    colors[i] = i < self->forms->len ? ts_burgundy_sheet_player_form_get_color (
                                           ts_burgundy_sheet_window_get_form (self, i))
                                     : NULL;
}

static void
show_result (TsBurgundySheetWindow *self)
{
  g_autofree char *heading = ts_score_sheet_dup_heading (self->breakdown);
  const char *colors[TS_SCORE_MAX_PLAYERS] = { NULL };

  get_colors (self, colors);
  gtk_label_set_label (self->winner_label, heading);
  gtk_label_set_label (self->explanation_label,
                       ts_score_sheet_get_explanation (self->breakdown));
  ts_score_table_fill_with_rules (self->score_table, self->breakdown, colors, &ts_burgundy_module);
  gtk_stack_set_visible_child_name (self->stack, "result");
  ts_sheet_keeper_focus_result (self->winner_label);
}

static void keep_sheet (TsBurgundySheetWindow *self,
                        const TsBurgundySheet *sheet);

gboolean
ts_burgundy_sheet_window_score (TsBurgundySheetWindow *self)
{
  g_autoptr(TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);
  g_autoptr(GError) error = NULL;
  TsBurgundySheetProblem problem;

  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), FALSE);

  for (guint i = 0; i < self->forms->len; i++)
    ts_burgundy_sheet_player_form_clear_problem (ts_burgundy_sheet_window_get_form (self, i));
  ts_burgundy_sheet_window_read (self, sheet);
  if (!ts_burgundy_sheet_check_full (sheet, &problem, &error))
    {
      /* A problem of the whole table (the goods in play) goes under the first player's. */
      TsBurgundySheetPlayerForm *form
          = ts_burgundy_sheet_window_get_form (self, problem.player >= 0 ? problem.player : 0);

      if (form != NULL)
        ts_burgundy_sheet_player_form_show_problem (form, &problem, error->message);
      return FALSE;
    }

  g_clear_pointer (&self->breakdown, json_node_unref);
  g_clear_pointer (&self->scored_at, g_date_time_unref);
  self->breakdown = ts_burgundy_sheet_score (sheet);
  if (!ts_burgundy_sheet_player_form_get_tie_break_shown (
          ts_burgundy_sheet_window_get_form (self, 0)))
    {
      /* Not asked, so not shown: the table and the sheet leave out the tie-break rows. */
      JsonArray *players = json_object_get_array_member (json_node_get_object (self->breakdown),
                                                         "players");

      for (guint i = 0; i < json_array_get_length (players); i++)
        {
          JsonObject *player = json_array_get_object_element (players, i);

          json_object_remove_member (player, "empty-spaces");
          json_object_remove_member (player, "bridge-space");
          json_object_remove_member (player, "bridge-height");
          json_object_remove_member (player, "tie-breaks");
        }
    }
  self->scored_at = g_date_time_new_now_local ();
  ts_burgundy_sheet_window_update_actions (self);
  show_result (self);
  if (!self->reopening)
    keep_sheet (self, sheet);
  return TRUE;
}

/* -------------------------------------------------------------------------------------- */
/* Saved Games                                                                             */

/* The sheet just scored, kept in the games folder so that it shows in Saved Games with its
 * winner (issue 10: closing the window lost it). */
static void
keep_sheet (TsBurgundySheetWindow *self,
            const TsBurgundySheet *sheet)
{
  g_autoptr(JsonNode) root = ts_burgundy_sheet_to_json (sheet);

  ts_sheet_keeper_keep (GTK_WINDOW (self), &self->file, &self->file_stamp,
                        TS_BURGUNDY_SHEET_GAME, (TsSheetLoad) ts_burgundy_sheet_load, root,
                        ts_score_sheet_get_winner (self->breakdown));
}

/* Player @index's form as @player has it (a sheet reopened from Saved Games): the fields and
 * the monasteries in the player's duchy, or (@shield6) those through shield 6. */
static void
fill_form (TsBurgundySheetPlayerForm   *form,
           const TsBurgundySheetPlayer *player,
           gboolean                     shield6)
{
  static const TsBurgundySheetField numbers[] = {
    TS_BURGUNDY_SHEET_FIELD_TRACK,        TS_BURGUNDY_SHEET_FIELD_GOODS,
    TS_BURGUNDY_SHEET_FIELD_SILVER,       TS_BURGUNDY_SHEET_FIELD_WORKERS,
    TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT,
  };
  const int values[] = {
    player->track,        player->goods,        player->silver,        player->workers,
    player->empty_spaces, player->bridge_space, player->bridge_height,
  };
  GtkWidget *field;
  guint at = 0;

  for (guint k = 0; shield6 && k < player->n_monasteries; k++)
    at += !player->monasteries[k].shield6;
  for (guint k = 0; k < player->n_monasteries; k++)
    {
      const TsBurgundySheetMonastery *monastery = &player->monasteries[k];
      TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS];
      guint n_counts = ts_burgundy_sheet_monastery_counts (monastery->monastery, counts);

      if (monastery->shield6 != shield6
          || !ts_burgundy_sheet_player_form_add_monastery (form, monastery->monastery))
        continue;
      for (guint c = 0; c < n_counts; c++)
        {
          field = ts_burgundy_sheet_player_form_get_field (form, TS_BURGUNDY_SHEET_FIELD_COUNT,
                                                           at, counts[c]);
          if (GTK_IS_SPIN_BUTTON (field))
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (field),
                                       monastery->counts[counts[c]]);
        }
      at++;
    }
  if (shield6)
    return;

  ts_burgundy_sheet_player_form_set_modules (form, player);
  field = ts_burgundy_sheet_player_form_get_field (form, TS_BURGUNDY_SHEET_FIELD_NAME, -1, -1);
  if (GTK_IS_EDITABLE (field))
    gtk_editable_set_text (GTK_EDITABLE (field), player->name);
  field = ts_burgundy_sheet_player_form_get_field (form, TS_BURGUNDY_SHEET_FIELD_TOKEN, -1, -1);
  if (ADW_IS_COMBO_ROW (field))
    adw_combo_row_set_selected (ADW_COMBO_ROW (field), player->token / 100);
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      field = ts_burgundy_sheet_player_form_get_field (form, numbers[i], -1, -1);
      if (GTK_IS_SPIN_BUTTON (field))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (field), values[i]);
    }
}

/**
 * ts_burgundy_sheet_window_new_for_file:
 *
 * A sheet kept in Saved Games, reopened: the form filled in as it was scored and the result
 * shown (Back returns to the form); @file is left as it is until the sheet is scored again,
 * which rewrites it. A sheet that no longer passes the check (edited by hand) opens on the
 * form with the problem shown. NULL, with a message naming the file, when it is not a sheet
 * Tableside can read.
 */
TsBurgundySheetWindow *
ts_burgundy_sheet_window_new_for_file (GtkWindow *parent,
                                       GFile     *file,
                                       GError   **error)
{
  g_autoptr(TsBurgundySheet) sheet = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GFile) kept = NULL;
  TsFileStamp stamp;
  TsBurgundySheetWindow *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = ts_record_display_name (file);
  kept = ts_sheet_keeper_adopt (file, &stamp);
  sheet = ts_burgundy_sheet_load_file (file, name, error);
  if (sheet == NULL)
    return NULL;

  self = ts_burgundy_sheet_window_new (parent);
  self->file = g_steal_pointer (&kept);
  self->file_stamp = stamp;
  ts_burgundy_sheet_window_set_team (self, sheet->team, sheet->team_tie_shared);
  while (self->forms->len < sheet->n_players
         && ts_burgundy_sheet_window_add_player (self) >= 0)
    ;
  while (self->forms->len > MAX (sheet->n_players, 2))
    ts_burgundy_sheet_window_drop_player (self, self->forms->len - 1, FALSE);
  /* Every player's own monasteries first: one scoring through shield 6 is found in its
   * owner's form. */
  for (guint i = 0; i < self->forms->len && i < sheet->n_players; i++)
    fill_form (ts_burgundy_sheet_window_get_form (self, i), &sheet->players[i], FALSE);
  for (guint i = 0; i < self->forms->len && i < sheet->n_players; i++)
    fill_form (ts_burgundy_sheet_window_get_form (self, i), &sheet->players[i], TRUE);
  self->reopening = TRUE;
  ts_burgundy_sheet_window_score (self);
  self->reopening = FALSE;
  return self;
}

/* -------------------------------------------------------------------------------------- */
/* Export and print                                                                        */

gboolean
ts_burgundy_sheet_window_export (TsBurgundySheetWindow *self,
                                 GFile                 *file,
                                 gboolean               pdf,
                                 GError               **error)
{
  const char *colors[TS_SCORE_MAX_PLAYERS] = { NULL };

  g_return_val_if_fail (TS_IS_BURGUNDY_SHEET_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  get_colors (self, colors);
  return ts_sheet_keeper_export (self->breakdown, _(ts_burgundy_module.name), self->scored_at,
                                 colors, file, pdf, error);
}

static gboolean
export_save (gpointer owner,
             GFile   *file,
             gboolean pdf,
             GError **error)
{
  return ts_burgundy_sheet_window_export (owner, file, pdf, error);
}

void
ts_burgundy_sheet_window_export_action_cb (GtkWidget  *widget,
                                           const char *action_name,
                                           GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);
  gboolean pdf = g_str_equal (action_name, "sheet.export-pdf");
  g_autofree char *suggested = NULL;

  if (self->breakdown == NULL || self->chooser != NULL)
    return;
  suggested = ts_sheet_keeper_suggest_name (_("The Castles of Burgundy"), self->scored_at, pdf);
  ts_score_export_run (GTK_WINDOW (self), pdf, suggested, export_save, self,
                       self->toast_overlay, &self->chooser);
}

void
ts_burgundy_sheet_window_print_action_cb (GtkWidget  *widget,
                                          const char *action_name,
                                          GVariant   *parameter)
{
  TsBurgundySheetWindow *self = TS_BURGUNDY_SHEET_WINDOW (widget);
  const char *colors[TS_SCORE_MAX_PLAYERS] = { NULL };

  get_colors (self, colors);
  ts_sheet_keeper_print (GTK_WINDOW (self), self->breakdown, _(ts_burgundy_module.name),
                         self->scored_at, colors);
}

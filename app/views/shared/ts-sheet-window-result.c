/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared final-scoring sheet window's result and files (ts-sheet-window.c has the
 * form): scoring through the game's engine, the result page, keeping the scored sheet in
 * Saved Games and reopening it, and the score sheet's export and print. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-record.h"
#include "ts-record-info.h"
#include "ts-score-export.h"
#include "ts-score-sheet.h"
#include "ts-score-table.h"
#include "ts-sheet-json.h"
#include "ts-sheet-keeper.h"
#include "ts-sheet-window-private.h"

/* -------------------------------------------------------------------------------------- */
/* Scoring                                                                                 */

JsonNode *
ts_sheet_window_dup_sheet (TsSheetWindow *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  JsonNode *players = json_node_new (JSON_NODE_ARRAY);
  g_autoptr(JsonArray) array = json_array_new ();
  JsonNode *root;

  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), NULL);

  json_builder_begin_object (builder);
  ts_sheet_write_head (builder, TS_SHEET_FORMAT, self->spec->version, self->spec->module->id);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  for (guint i = 0; i < self->forms->len; i++)
    json_array_add_element (array, ts_sheet_player_form_dup_json (ts_sheet_window_get_form (self,
                                                                                            i)));
  json_node_set_array (players, array);
  json_object_set_member (json_node_get_object (root), "players", players);
  return root;
}

void
ts_sheet_window_fill_table (TsSheetWindow *self)
{
  /* Each category offers its rule in the guide (issue 55). */
  if (self->breakdown != NULL)
    ts_score_table_fill_with_rules (self->score_table, self->breakdown, NULL,
                                    self->spec->module);
}

static void
show_result (TsSheetWindow *self)
{
  g_autofree char *heading = ts_score_sheet_dup_heading (self->breakdown);

  gtk_label_set_label (self->winner_label, heading);
  gtk_label_set_label (self->explanation_label, ts_score_sheet_get_explanation (self->breakdown));
  ts_sheet_window_fill_table (self);
  gtk_stack_set_visible_child_name (self->stack, "result");
  ts_sheet_keeper_focus_result (self->winner_label);
}

gboolean
ts_sheet_window_score (TsSheetWindow *self)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree gpointer sheet = NULL;
  g_autoptr(JsonNode) breakdown = NULL;
  g_autoptr(GError) error = NULL;
  int player = -1;

  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), FALSE);

  for (guint i = 0; i < self->forms->len; i++)
    ts_sheet_player_form_set_problem (ts_sheet_window_get_form (self, i), NULL);
  /* The game's own reader, check and scoring, as `tableside-cli sheet` does. */
  node = ts_sheet_window_dup_sheet (self);
  sheet = self->spec->from_json (node, &error);
  if (sheet != NULL && self->spec->check (sheet, &player, &error))
    breakdown = self->spec->score (sheet, &error);
  if (breakdown == NULL)
    {
      /* A problem of the whole table goes under the first player's fields. */
      TsSheetPlayerForm *form = ts_sheet_window_get_form (self, player >= 0 ? player : 0);

      ts_sheet_player_form_set_problem (form, error->message);
      gtk_widget_grab_focus (ts_sheet_player_form_get_field (form, -1));
      return FALSE;
    }
  g_clear_pointer (&self->breakdown, json_node_unref);
  g_clear_pointer (&self->scored_at, g_date_time_unref);
  self->breakdown = g_steal_pointer (&breakdown);
  self->scored_at = g_date_time_new_now_local ();
  ts_sheet_window_update_actions (self);
  show_result (self);
  /* Kept in the games folder, so that it shows in Saved Games with its winner. */
  if (!self->reopening)
    {
      g_autoptr(JsonNode) kept = self->spec->to_json (sheet);

      ts_sheet_keeper_keep (GTK_WINDOW (self), &self->file, &self->file_stamp,
                            self->spec->module->id, self->spec->load, kept,
                            ts_score_sheet_get_winner (self->breakdown));
    }
  return TRUE;
}

/* -------------------------------------------------------------------------------------- */
/* Saved Games                                                                             */

/**
 * ts_sheet_window_new_for_file:
 *
 * The form filled in as the sheet was scored and the result shown (Back returns to the
 * form); @file is left as it is until the sheet is scored again, which rewrites it.
 */
TsSheetWindow *
ts_sheet_window_new_for_file (GtkWindow         *parent,
                              const TsSheetSpec *spec,
                              GFile             *file,
                              GError           **error)
{
  g_autofree char *name = NULL;
  g_autofree gpointer read = NULL;
  g_autoptr(JsonNode) sheet = NULL;
  g_autoptr(GFile) kept = NULL;
  TsFileStamp stamp;
  JsonArray *players;
  TsSheetWindow *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = ts_record_display_name (file);
  kept = ts_sheet_keeper_adopt (file, &stamp);
  read = spec->load_file (file, name, error);
  if (read == NULL)
    return NULL;
  sheet = spec->to_json (read);
  players = json_object_get_array_member (json_node_get_object (sheet), "players");

  self = ts_sheet_window_new (parent, spec);
  self->file = g_steal_pointer (&kept);
  self->file_stamp = stamp;
  while (self->forms->len < json_array_get_length (players)
         && ts_sheet_window_add_player (self) >= 0)
    ;
  while (self->forms->len > MAX (json_array_get_length (players), 2))
    ts_sheet_window_drop_player (self, self->forms->len - 1, FALSE);
  for (guint i = 0; i < self->forms->len && i < json_array_get_length (players); i++)
    ts_sheet_player_form_fill (ts_sheet_window_get_form (self, i),
                               json_array_get_object_element (players, i));
  self->reopening = TRUE;
  ts_sheet_window_score (self);
  self->reopening = FALSE;
  return self;
}

/* -------------------------------------------------------------------------------------- */
/* Export and print                                                                        */

gboolean
ts_sheet_window_export (TsSheetWindow *self,
                        GFile         *file,
                        gboolean       pdf,
                        GError       **error)
{
  g_return_val_if_fail (TS_IS_SHEET_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return ts_sheet_keeper_export (self->breakdown, _(self->spec->module->name), self->scored_at,
                                 NULL, file, pdf, error);
}

static gboolean
export_save (gpointer owner,
             GFile   *file,
             gboolean pdf,
             GError **error)
{
  return ts_sheet_window_export (owner, file, pdf, error);
}

void
ts_sheet_window_export_action_cb (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  TsSheetWindow *self = TS_SHEET_WINDOW (widget);
  gboolean pdf = g_str_equal (action_name, "sheet.export-pdf");
  g_autofree char *suggested = NULL;

  if (self->breakdown == NULL || self->chooser != NULL)
    return;
  suggested = ts_sheet_keeper_suggest_name (_(self->spec->module->name), self->scored_at, pdf);
  ts_score_export_run (GTK_WINDOW (self), pdf, suggested, export_save, self,
                       self->toast_overlay, &self->chooser);
}

void
ts_sheet_window_print_action_cb (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  TsSheetWindow *self = TS_SHEET_WINDOW (widget);

  if (self->breakdown == NULL)
    return;
  ts_sheet_keeper_print (GTK_WINDOW (self), self->breakdown, _(self->spec->module->name),
                         self->scored_at, NULL);
}

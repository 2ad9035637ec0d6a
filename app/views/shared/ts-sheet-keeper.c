/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A scored sheet kept in Saved Games, exported and printed, for every game's sheet window. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-sheet-keeper.h"
#include "ts-atomic-write.h"
#include "ts-record-info.h"
#include "ts-record.h"

/* Scoring again rewrites the same file; the "winner" is for the list, never read back. */
gboolean
ts_sheet_keeper_save (GFile      **file,
                      const char  *game_id,
                      JsonNode    *sheet,
                      int          winner,
                      GError     **error)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *data = NULL;
  gsize length = 0;

  if (*file == NULL)
    {
      g_autoptr(GFile) dir = ts_record_dir ();
      g_autofree char *prefix = g_strconcat (game_id, "-sheet", NULL);

      *file = ts_record_new_file (dir, prefix, error);
      if (*file == NULL)
        return FALSE;
    }
  json_object_set_int_member (json_node_get_object (sheet), "winner", winner);
  json_generator_set_root (generator, sheet);
  json_generator_set_pretty (generator, TRUE);
  data = json_generator_to_data (generator, &length);
  return ts_atomic_write (*file, data, length, NULL, error);
}

void
ts_sheet_keeper_keep (GtkWindow   *window,
                      GFile      **file,
                      const char  *game_id,
                      JsonNode    *sheet,
                      int          winner)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;

  if (ts_sheet_keeper_save (file, game_id, sheet, winner, &error))
    return;
  dialog = adw_message_dialog_new (window, _("The Sheet Could Not Be Kept"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
fill_extras (TsScoreSheetExtras *extras,
             const char         *game,
             GDateTime          *scored_at,
             const char *const   colors[TS_SCORE_MAX_PLAYERS])
{
  memset (extras, 0, sizeof *extras);
  extras->date = scored_at;
  extras->game = game;
  for (guint i = 0; colors != NULL && i < TS_SCORE_MAX_PLAYERS; i++)
    extras->colors[i] = colors[i];
}

gboolean
ts_sheet_keeper_export (JsonNode          *breakdown,
                        const char        *game,
                        GDateTime         *scored_at,
                        const char *const  colors[TS_SCORE_MAX_PLAYERS],
                        GFile             *file,
                        gboolean           pdf,
                        GError           **error)
{
  TsScoreSheetExtras extras;

  if (breakdown == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The sheet has not been scored yet."));
      return FALSE;
    }
  fill_extras (&extras, game, scored_at, colors);
  /* The title names no record: the game's name stands above it. */
  return ts_score_sheet_save_full (breakdown, _("Final Scoring"), &extras, pdf, file, error);
}

char *
ts_sheet_keeper_suggest_name (const char *game,
                              GDateTime  *scored_at,
                              gboolean    pdf)
{
  g_autofree char *date = g_date_time_format (scored_at, "%Y-%m-%d");
  char *name = g_strdup_printf ("%s %s%s", game, date, pdf ? ".pdf" : ".png");

  g_strdelimit (name, "/\\:", '-');
  return name;
}

void
ts_sheet_keeper_print (GtkWindow         *window,
                       JsonNode          *breakdown,
                       const char        *game,
                       GDateTime         *scored_at,
                       const char *const  colors[TS_SCORE_MAX_PLAYERS])
{
  TsScoreSheetExtras extras;

  if (breakdown == NULL)
    return;
  fill_extras (&extras, game, scored_at, colors);
  ts_score_sheet_print_full (window, breakdown, _("Final Scoring"), &extras);
}

GtkWidget *
ts_sheet_keeper_ask_untouched (GtkWindow  *window,
                               guint       n,
                               const char *body,
                               GCallback   response,
                               gpointer    data)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
      window, ngettext ("Score a Player With Nothing Entered?",
                        "Score Players With Nothing Entered?", n),
      body));

  adw_message_dialog_add_responses (dialog, "back", _("_Go Back"), "score",
                                    _("_Score Anyway"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "score", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "back");
  adw_message_dialog_set_close_response (dialog, "back");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "response", response, data, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WIDGET (dialog);
}

void
ts_sheet_keeper_bind_keys (GtkWidgetClass *widget_class)
{
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "sheet.score", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "sheet.score", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "sheet.back",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "sheet.print",
                                       NULL);
}

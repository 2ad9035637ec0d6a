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

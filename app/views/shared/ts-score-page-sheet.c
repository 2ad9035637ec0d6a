/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score page's files: Export Final Sheet, a finished game's final-scoring sheet, the
 * same bytes `tableside-cli sheet --of` writes, so that anyone with the file alone can score
 * the game again; and, for a play too long for a QR code, the play alone as a BG Stats
 * export (the statistics page's writer), which BG Stats imports. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-score-export.h"
#include "ts-score-page.h"
#include "ts-score-page-sheet.h"
#include "ts-bgstats.h"
#include "ts-page-host.h"
#include "ts-sheet-json.h"

JsonNode *
ts_score_page_dup_final_sheet (TsMatch *match,
                               GError **error)
{
  const TsGameModule *module;

  g_return_val_if_fail (TS_IS_MATCH (match), NULL);

  module = ts_match_get_module (match);
  if (!ts_match_get_finished (match))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("This game has no final scoring yet."));
      return NULL;
    }
  if (module->final_sheet == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This game has no final-scoring sheet."));
      return NULL;
    }
  return module->final_sheet (ts_match_get_state (match), error);
}

gboolean
ts_score_page_export_sheet (TsScorePage *self,
                            GFile       *file,
                            GError     **error)
{
  g_autoptr(JsonNode) sheet = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (TS_IS_SCORE_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  sheet = ts_score_page_dup_final_sheet (ts_score_page_get_match (self), error);
  if (sheet == NULL)
    return FALSE;
  /* One writer for both, so that the files are byte for byte the same. */
  text = ts_sheet_json_to_text (sheet);
  return ts_score_export_write_text (file, text, error);
}

/* Writes @self's finished game alone as a BG Stats export to @file. */
gboolean
ts_score_page_export_bgstats_play (TsScorePage *self,
                                   GFile       *file,
                                   GError     **error)
{
  TsMatch *match;
  GFile *record;
  TsPageHost *host = ts_page_host_get_default ();
  g_autoptr(GListStore) infos = g_list_store_new (TS_TYPE_RECORD_INFO);
  g_autoptr(TsRecordInfo) info = NULL;
  g_autofree char *text = NULL;
  guint n_plays = 0;

  g_return_val_if_fail (TS_IS_SCORE_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  match = ts_score_page_get_match (self);
  record = ts_match_get_file (match);
  if (record == NULL || !ts_match_get_finished (match))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("This game is not over yet: BG Stats takes a play once it is "
                             "finished."));
      return FALSE;
    }
  info = ts_record_info_read (record, NULL, NULL);
  g_list_store_append (infos, info);
  text = ts_bgstats_write (G_LIST_MODEL (infos), NULL,
                           host != NULL ? ts_page_host_get_people (host) : NULL, &n_plays);
  if (n_plays == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           ts_record_info_get_problem (info) != NULL
                               ? ts_record_info_get_problem (info)
                               : _("This game is not over yet: BG Stats takes a play once it "
                                   "is finished."));
      return FALSE;
    }
  return ts_score_export_write_text (file, text, error);
}

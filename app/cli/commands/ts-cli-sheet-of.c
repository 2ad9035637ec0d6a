/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli sheet --of RECORD [OUT] (issue 58): the final-scoring sheet of a finished
 * record, written with its game's own writer, so that `sheet` on it gives the record's final
 * totals and winners again. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ts-cli-commands.h"
#include "ts-atomic-write.h"
#include "ts-export-target.h"
#include "ts-record-info.h"
#include "ts-sheet-json.h"

/* The sheet of @match's game as its writer writes it (TsGameModule.final_sheet); NULL with
 * @error for a game whose finished state has no sheet (The Castles of Burgundy's solo and
 * team games) or a game without any. */
static JsonNode *
sheet_json (TsMatch *match, GError **error)
{
  const TsGameModule *module = ts_match_get_module (match);

  if (module->final_sheet == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("This game has no final-scoring sheet."));
      return NULL;
    }
  return module->final_sheet (ts_match_get_state (match), error);
}

int
ts_cli_sheet_of (GFile *record, const char *out_path)
{
  g_autoptr(TsMatch) match = ts_cli_load (record);
  g_autofree char *name = ts_record_display_name (record);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GFile) out = NULL;
  g_autofree char *shown = NULL;

  if (match == NULL)
    return TS_CLI_REFUSED;
  if (!ts_match_get_finished (match))
    {
      /* Translators: a record's file name; the game in it is still being played. */
      g_printerr (_("tableside-cli: “%s”: the game is not finished, so it has no final-scoring "
                    "sheet yet.\n"),
                  name);
      return TS_CLI_REFUSED;
    }
  node = sheet_json (match, &error);
  if (node == NULL)
    {
      /* Translators: a file name, then why the game has no final-scoring sheet. */
      g_printerr (_("tableside-cli: “%s”: %s\n"), name, error->message);
      return TS_CLI_REFUSED;
    }
  /* The score page writes the same bytes (ts_sheet_json_to_text()). */
  contents = ts_sheet_json_to_text (node);
  if (out_path == NULL)
    {
      g_print ("%s", contents);
      return TS_CLI_OK;
    }
  shown = g_filename_display_name (out_path);
  /* The export rule: never over the record, another record, a saved game, a file Tableside
   * keeps, a link or a folder; "" names nothing. */
  if (!ts_export_target_check (out_path, record, &error))
    {
      /* Translators: why the file named for the output is not written (a sentence). */
      g_printerr (_("tableside-cli: nothing written: %s\n"), error->message);
      return TS_CLI_REFUSED;
    }
  out = g_file_new_for_commandline_arg (out_path);
  if (!ts_atomic_write (out, contents, strlen (contents), NULL, &error))
    {
      g_printerr (_("tableside-cli: “%s” could not be written: %s\n"), shown, error->message);
      return TS_CLI_REFUSED;
    }
  /* Translators: after `sheet --of`: the sheet's file */
  g_print (_("Wrote the final-scoring sheet to “%s”.\n"), shown);
  return TS_CLI_OK;
}

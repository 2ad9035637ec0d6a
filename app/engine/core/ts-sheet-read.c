/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every game's final-scoring sheet through one reader (ts-sheet-read.h). */
#include "ts-sheet-read.h"

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-json-read.h"

gpointer
ts_sheet_read (GFile          *file,
               const char     *data,
               gsize           length,
               const char     *file_name,
               gsize           max_bytes,
               guint           max_depth,
               TsSheetFromJson from_json,
               GError        **error)
{
  /* Translated here, after the locale is set. */
  TsJsonLimits limits = { _ ("a final-scoring sheet"), max_bytes, max_depth, 0 };
  g_autoptr (JsonNode) root = file != NULL
                                  ? ts_json_read_file (file, file_name, &limits, NULL, error)
                                  : ts_json_read_parse (data, length, file_name, &limits, error);
  gpointer sheet;

  if (root == NULL)
    {
      ts_json_read_retarget (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE, TS_ENGINE_ERROR_PARSE);
      return NULL;
    }
  sheet = from_json (root, error);
  if (sheet == NULL)
    /* Translators: a file name; the message that follows says what is wrong in it */
    g_prefix_error (error, _ ("“%s”: "), file_name);
  return sheet;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-score-sheet.h"

void
ts_burgundy_score_sheet_draw (cairo_t *cr, JsonNode *breakdown, const char *title, double width, double height)
{
  
}

gboolean
ts_burgundy_score_sheet_save_pdf (JsonNode *breakdown, const char *title, GFile *file, GError **error)
{
  return FALSE;
}

gboolean
ts_burgundy_score_sheet_save_png (JsonNode *breakdown, const char *title, GFile *file, GError **error)
{
  return FALSE;
}

void
ts_burgundy_score_sheet_print (GtkWindow *parent, JsonNode *breakdown, const char *title)
{
  
}

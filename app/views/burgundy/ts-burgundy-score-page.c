/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-score-page.h"

struct _TsBurgundyScorePage { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyScorePage, ts_burgundy_score_page, GTK_TYPE_WIDGET)
static void ts_burgundy_score_page_class_init (TsBurgundyScorePageClass *k) {}
static void ts_burgundy_score_page_init (TsBurgundyScorePage *s) {}

GtkWidget *
ts_burgundy_score_page_new (TsMatch *match)
{
  return g_object_new (ts_burgundy_score_page_get_type (), NULL);
}

TsMatch *
ts_burgundy_score_page_get_match (TsBurgundyScorePage *self)
{
  return NULL;
}

gboolean
ts_burgundy_score_page_export (TsBurgundyScorePage *self, GFile *file, gboolean pdf, GError **error)
{
  return FALSE;
}

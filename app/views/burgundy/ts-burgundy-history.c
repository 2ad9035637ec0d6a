/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-history.h"

struct _TsBurgundyHistory { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyHistory, ts_burgundy_history, GTK_TYPE_WIDGET)
static void ts_burgundy_history_class_init (TsBurgundyHistoryClass *k) {}
static void ts_burgundy_history_init (TsBurgundyHistory *s) {}

GtkWidget *
ts_burgundy_history_new (TsMatch *match)
{
  return g_object_new (ts_burgundy_history_get_type (), NULL);
}

void
ts_burgundy_history_correct (TsBurgundyHistory *self, guint index)
{
  
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-view.h"

struct _TsBurgundyView { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyView, ts_burgundy_view, GTK_TYPE_WIDGET)
static void ts_burgundy_view_class_init (TsBurgundyViewClass *k) {}
static void ts_burgundy_view_init (TsBurgundyView *s) {}

GtkWidget *
ts_burgundy_view_new (TsMatch *match)
{
  return g_object_new (ts_burgundy_view_get_type (), NULL);
}

TsMatch *
ts_burgundy_view_get_match (TsBurgundyView *self)
{
  return NULL;
}

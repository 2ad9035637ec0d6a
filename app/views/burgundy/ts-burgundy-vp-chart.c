/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-vp-chart.h"

struct _TsBurgundyVpChart { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyVpChart, ts_burgundy_vp_chart, GTK_TYPE_WIDGET)
static void ts_burgundy_vp_chart_class_init (TsBurgundyVpChartClass *k) {}
static void ts_burgundy_vp_chart_init (TsBurgundyVpChart *s) {}

GtkWidget *
ts_burgundy_vp_chart_new (void)
{
  return g_object_new (ts_burgundy_vp_chart_get_type (), NULL);
}

void
ts_burgundy_vp_chart_set_match (TsBurgundyVpChart *self, TsMatch *match)
{
  
}

guint
ts_burgundy_vp_chart_get_series (TsBurgundyVpChart *self, int vp[4][26])
{
  return 0;
}

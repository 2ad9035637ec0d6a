/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-phase-summary.h"

struct _TsBurgundyPhaseSummary { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyPhaseSummary, ts_burgundy_phase_summary, GTK_TYPE_WIDGET)
static void ts_burgundy_phase_summary_class_init (TsBurgundyPhaseSummaryClass *k) {}
static void ts_burgundy_phase_summary_init (TsBurgundyPhaseSummary *s) {}

GtkWidget *
ts_burgundy_phase_summary_new (void)
{
  return g_object_new (ts_burgundy_phase_summary_get_type (), NULL);
}

gboolean
ts_burgundy_phase_summary_set_state (TsBurgundyPhaseSummary *self, const TsBurgundyState *state)
{
  return FALSE;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-duchy-view.h"

struct _TsBurgundyDuchyView { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyDuchyView, ts_burgundy_duchy_view, GTK_TYPE_WIDGET)
static void ts_burgundy_duchy_view_class_init (TsBurgundyDuchyViewClass *k) {}
static void ts_burgundy_duchy_view_init (TsBurgundyDuchyView *s) {}

GtkWidget *
ts_burgundy_duchy_view_new (void)
{
  return g_object_new (ts_burgundy_duchy_view_get_type (), NULL);
}

void
ts_burgundy_duchy_view_set_player (TsBurgundyDuchyView *self, const TsBurgundyState *state, guint player)
{
  
}

void
ts_burgundy_duchy_view_set_lit (TsBurgundyDuchyView *self, guint64 spaces)
{
  
}

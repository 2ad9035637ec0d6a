/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-setup-window.h"

struct _TsBurgundySetupWindow { AdwWindow parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundySetupWindow, ts_burgundy_setup_window, ADW_TYPE_WINDOW)
static void ts_burgundy_setup_window_class_init (TsBurgundySetupWindowClass *k) {}
static void ts_burgundy_setup_window_init (TsBurgundySetupWindow *s) {}

TsBurgundySetupWindow *
ts_burgundy_setup_window_new (GtkWindow *parent)
{
  return g_object_new (ts_burgundy_setup_window_get_type (), NULL);
}

gboolean
ts_burgundy_setup_window_build (TsBurgundySetupWindow *self, JsonArray **players, JsonObject **options, JsonObject **setup, GError **error)
{
  return FALSE;
}

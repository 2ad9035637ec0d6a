/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-fill-entry.h"

struct _TsBurgundyFillEntry { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyFillEntry, ts_burgundy_fill_entry, GTK_TYPE_WIDGET)
static void ts_burgundy_fill_entry_class_init (TsBurgundyFillEntryClass *k) {}
static void ts_burgundy_fill_entry_init (TsBurgundyFillEntry *s) {}

GtkWidget *
ts_burgundy_fill_entry_new (void)
{
  return g_object_new (ts_burgundy_fill_entry_get_type (), NULL);
}

void
ts_burgundy_fill_entry_set_state (TsBurgundyFillEntry *self, const TsBurgundyState *state)
{
  
}

void
ts_burgundy_fill_entry_set_entry (TsBurgundyFillEntry *self, const TsBurgundyEntry *entry)
{
  
}

void
ts_burgundy_fill_entry_set_quick (TsBurgundyFillEntry *self, gboolean quick)
{
  
}

gboolean
ts_burgundy_fill_entry_get_quick (TsBurgundyFillEntry *self)
{
  return FALSE;
}

void
ts_burgundy_fill_entry_set_error (TsBurgundyFillEntry *self, const char *message)
{
  
}

gboolean
ts_burgundy_fill_entry_submit (TsBurgundyFillEntry *self)
{
  return FALSE;
}

void
ts_burgundy_fill_entry_focus (TsBurgundyFillEntry *self)
{
  
}

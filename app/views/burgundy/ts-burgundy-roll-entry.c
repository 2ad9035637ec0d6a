/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-roll-entry.h"

struct _TsBurgundyRollEntry { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyRollEntry, ts_burgundy_roll_entry, GTK_TYPE_WIDGET)
static void ts_burgundy_roll_entry_class_init (TsBurgundyRollEntryClass *k) {}
static void ts_burgundy_roll_entry_init (TsBurgundyRollEntry *s) {}

GtkWidget *
ts_burgundy_roll_entry_new (void)
{
  return g_object_new (ts_burgundy_roll_entry_get_type (), NULL);
}

void
ts_burgundy_roll_entry_set_state (TsBurgundyRollEntry *self, const TsBurgundyState *state, const char *const *colors)
{
  
}

void
ts_burgundy_roll_entry_set_entry (TsBurgundyRollEntry *self, const TsBurgundyEntry *entry)
{
  
}

void
ts_burgundy_roll_entry_set_error (TsBurgundyRollEntry *self, const char *message)
{
  
}

gboolean
ts_burgundy_roll_entry_submit (TsBurgundyRollEntry *self)
{
  return FALSE;
}

void
ts_burgundy_roll_entry_focus (TsBurgundyRollEntry *self)
{
  
}

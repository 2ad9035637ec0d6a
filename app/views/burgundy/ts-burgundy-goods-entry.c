/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-goods-entry.h"

struct _TsBurgundyGoodsEntry { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyGoodsEntry, ts_burgundy_goods_entry, GTK_TYPE_WIDGET)
static void ts_burgundy_goods_entry_class_init (TsBurgundyGoodsEntryClass *k) {}
static void ts_burgundy_goods_entry_init (TsBurgundyGoodsEntry *s) {}

GtkWidget *
ts_burgundy_goods_entry_new (void)
{
  return g_object_new (ts_burgundy_goods_entry_get_type (), NULL);
}

void
ts_burgundy_goods_entry_set_player (TsBurgundyGoodsEntry *self, const TsBurgundyState *state, guint player)
{
  
}

void
ts_burgundy_goods_entry_set_entry (TsBurgundyGoodsEntry *self, const TsBurgundyEntry *entry)
{
  
}

void
ts_burgundy_goods_entry_set_error (TsBurgundyGoodsEntry *self, const char *message)
{
  
}

gboolean
ts_burgundy_goods_entry_submit (TsBurgundyGoodsEntry *self)
{
  return FALSE;
}

void
ts_burgundy_goods_entry_focus (TsBurgundyGoodsEntry *self)
{
  
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-player-panel.h"

struct _TsBurgundyPlayerPanel { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyPlayerPanel, ts_burgundy_player_panel, GTK_TYPE_WIDGET)
static void ts_burgundy_player_panel_class_init (TsBurgundyPlayerPanelClass *k) {}
static void ts_burgundy_player_panel_init (TsBurgundyPlayerPanel *s) {}

GtkWidget *
ts_burgundy_player_panel_new (void)
{
  return g_object_new (ts_burgundy_player_panel_get_type (), NULL);
}

void
ts_burgundy_player_panel_set_player (TsBurgundyPlayerPanel *self, const TsBurgundyState *state, guint player, const char *color)
{
  
}

void
ts_burgundy_player_panel_set_lit (TsBurgundyPlayerPanel *self, guint storage, guint goods, guint64 spaces)
{
  
}

void
ts_burgundy_player_panel_set_selected_storage (TsBurgundyPlayerPanel *self, int storage)
{
  
}

TsBurgundyDuchyView *
ts_burgundy_player_panel_get_duchy_view (TsBurgundyPlayerPanel *self)
{
  return NULL;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Placeholder for the skeleton build only: replaced by the real widget. */
#include "config.h"

#include "ts-burgundy-board-view.h"

struct _TsBurgundyBoardView { GtkWidget parent_instance; };
G_DEFINE_FINAL_TYPE (TsBurgundyBoardView, ts_burgundy_board_view, GTK_TYPE_WIDGET)
static void ts_burgundy_board_view_class_init (TsBurgundyBoardViewClass *k) {}
static void ts_burgundy_board_view_init (TsBurgundyBoardView *s) {}

GtkWidget *
ts_burgundy_board_view_new (void)
{
  return g_object_new (ts_burgundy_board_view_get_type (), NULL);
}

void
ts_burgundy_board_view_set_state (TsBurgundyBoardView *self, const TsBurgundyState *state, const char *const *colors)
{
  
}

void
ts_burgundy_board_view_set_lit (TsBurgundyBoardView *self, const guint8 lit[7])
{
  
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-kingsburg-setup.h"
#include "ts-setup-window.h"

void
ts_kingsburg_setup_show (GtkWindow *parent)
{
  const TsGameView *view = ts_game_views_lookup ("kingsburg");

  g_return_if_fail (view != NULL);
  gtk_window_present (GTK_WINDOW (ts_setup_window_new (parent, view)));
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-kingsburg-setup.h"
#include "ts-setup-window.h"

/* New games pass a player with no coloured die left by themselves (KB-INF-11); records
 * without the option go on asking, as they were played. */
static void
fill_record (gpointer    game,
             JsonObject *options,
             JsonObject *setup)
{
  json_object_set_boolean_member (options, "pass-by-itself", TRUE);
}

const TsSetupExtension ts_kingsburg_setup_extension = {
  .fill_record = fill_record,
};

void
ts_kingsburg_setup_show (GtkWindow *parent)
{
  const TsGameView *view = ts_game_views_lookup ("kingsburg");

  g_return_if_fail (view != NULL);
  gtk_window_present (GTK_WINDOW (ts_setup_window_new (parent, view)));
}

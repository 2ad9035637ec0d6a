/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A new Kingsburg game in the shared TsSetupWindow: 2-5 players with their names and colours,
 * listed in the random first turn order the table draws (KB-SET-06), either put in order by
 * hand or found by each player rolling a die (ties roll again). Kingsburg has no options and
 * nothing per player beyond that, so it needs no TsSetupExtension (the game view's @setup
 * stays NULL). Opens it over @parent; the Kingsburg game view must be registered
 * (ts_game_views_lookup ("kingsburg")). */
void ts_kingsburg_setup_show (GtkWindow *parent);

G_END_DECLS

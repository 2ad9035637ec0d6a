/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-setup-window.h"

G_BEGIN_DECLS

/* A new Kingsburg game in the shared TsSetupWindow: 2-5 players with their names and colours,
 * listed in the random first turn order the table draws (KB-SET-06), either put in order by
 * hand or found by each player rolling a die (ties roll again). Nothing per player beyond
 * that; every new game records the option "pass-by-itself" (a player with no coloured die
 * left passes by itself, KB-INF-11) and "kings-reward" (the Table Rules switch: "all-tied",
 * the rulebook's reading, or "most-built", KB-RWD-01/02), which ts_kingsburg_setup_extension
 * adds. Opens
 * it over @parent; the Kingsburg game view must be registered
 * (ts_game_views_lookup ("kingsburg")). */
void ts_kingsburg_setup_show (GtkWindow *parent);

extern const TsSetupExtension ts_kingsburg_setup_extension;

G_END_DECLS

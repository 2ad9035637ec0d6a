/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-setup-window.h"

G_BEGIN_DECLS

/* What Carcassonne adds to the shared new-game form (TsSetupWindow): the group “Traders &
 * Builders” with its parts switched on or off as the expansion's rulebook allows (the 24
 * tiles, the goods, which need those tiles, the builders, the pigs), and how a completed
 * 2-tile city scores (CA-BSC-02). Nothing per player: 2-5 players in turn order. */
extern const TsSetupExtension ts_carcassonne_setup_extension;

/* Shows the form for a new Carcassonne game over @parent. */
void ts_carcassonne_setup_show (GtkWindow *parent);

/* Carcassonne's parts of @window, for tests and keyboard focus. */
typedef enum
{
  TS_CARCASSONNE_SETUP_TILES,      /* GtkSwitch */
  TS_CARCASSONNE_SETUP_GOODS,      /* GtkSwitch */
  TS_CARCASSONNE_SETUP_BUILDER,    /* GtkSwitch */
  TS_CARCASSONNE_SETUP_PIG,        /* GtkSwitch */
  TS_CARCASSONNE_SETUP_SMALL_CITY, /* GtkSwitch: on, a 2-tile city scores full points */
} TsCarcassonneSetupPart;

GtkWidget *ts_carcassonne_setup_get_part (TsSetupWindow          *window,
                                          TsCarcassonneSetupPart  part);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-setup-window.h"

G_BEGIN_DECLS

/* What The Castles of Burgundy adds to the shared new-game form (TsSetupWindow): a duchy per
 * player (1 or 2 for the base game; any other shipped duchy with its start castle picked,
 * CB-ADV-02), the options where tables read the rules differently, and the workers each
 * place in the turn order starts with (CB-SET-13). */
extern const TsSetupExtension ts_burgundy_setup_extension;

/* Burgundy's parts of @window, for tests and keyboard focus: per player (@player counts rows
 * from 0, in the order shown) DUCHY and CASTLE (AdwComboRow); the options ignore @player. */
typedef enum
{
  TS_BURGUNDY_SETUP_DUCHY,
  TS_BURGUNDY_SETUP_CASTLE,
  TS_BURGUNDY_SETUP_EFFECT_DISCARD, /* GtkSwitch */
  TS_BURGUNDY_SETUP_MINE_INCOME,    /* GtkSwitch */
} TsBurgundySetupPart;

GtkWidget *ts_burgundy_setup_get_part (TsSetupWindow       *window,
                                       TsBurgundySetupPart  part,
                                       guint                player);

G_END_DECLS

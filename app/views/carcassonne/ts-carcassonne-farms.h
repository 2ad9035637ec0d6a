/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-carcassonne.h"

G_BEGIN_DECLS

/**
 * TsCarcassonneFarms:
 *
 * The farms explained: every field with a farmer, who holds it (farmers per player, the
 * majority, ties), the pig, and the completed cities it borders one by one, with what each
 * holder scores for it ("3 completed cities × 3 = 9 VP; Ana has her pig: × 4 = 12 VP").
 * During the game it says what the fields would score now; once the game is over it is the
 * final farm scoring, matching the ledger's farm lines. Activating a field or a city row
 * emits "feature-activated" with its feature (so the page outlines it on the map).
 */
#define TS_TYPE_CARCASSONNE_FARMS (ts_carcassonne_farms_get_type ())
G_DECLARE_FINAL_TYPE (TsCarcassonneFarms, ts_carcassonne_farms, TS, CARCASSONNE_FARMS, GtkWidget)

GtkWidget *ts_carcassonne_farms_new (void);
/* @state is copied; @colors one CSS colour per player. */
void ts_carcassonne_farms_set_state (TsCarcassonneFarms       *self,
                                     const TsCarcassonneState *state,
                                     const char *const        *colors);

G_END_DECLS

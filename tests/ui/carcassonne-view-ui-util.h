/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the tests of Carcassonne's table page (test-carcassonne-view.c,
 * test-carcassonne-view-end.c) share: a match of Traders & Builders, shown as the shell shows
 * it, and what it holds. */

#include <adwaita.h>

#include "ts-carcassonne.h"
#include "carcassonne/ts-carcassonne-view.h"
#include "ts-match.h"
#include "ts-ui-test-util.h"

G_BEGIN_DECLS

extern const TsGameModule ts_carcassonne_module;

/* Its page is a TsCarcassonneView: ts_ui_test_table_open() with TS_TYPE_CARCASSONNE_VIEW. */
typedef TsUiTestTable Table;

/* Traders & Builders whole, as the setup proposes it. */
TsMatch *new_match (guint n_players);
const TsCarcassonneState *state_of (Table *table);
/* The data of the match's last entry. */
const TsCarcassonneEntry *last_entry (Table *table);

G_END_DECLS

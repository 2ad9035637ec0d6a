/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the tests of Carcassonne's table page (test-carcassonne-view.c,
 * test-carcassonne-view-end.c) share: a match of Traders & Builders, shown as the shell shows
 * it, and what it holds. */

#include <adwaita.h>

#include "carcassonne/ts-carcassonne-state.h"
#include "carcassonne/ts-carcassonne-view.h"
#include "ts-match.h"

G_BEGIN_DECLS

extern const TsGameModule ts_carcassonne_module;

typedef struct
{
  GtkWindow *window;
  TsMatch *match;
  TsCarcassonneView *view;
} Table;

/* Traders & Builders whole, as the setup proposes it. */
TsMatch *new_match (guint n_players);
const TsCarcassonneState *state_of (Table *table);
/* Shows @match (taken) at @width x @height as the shell does; table_close() destroys the
 * window and drops the match. */
void table_open (Table   *table,
                 TsMatch *match,
                 int      width,
                 int      height);
void table_close (Table *table);
/* The first widget of @type on the page, which must be there. */
gpointer find (Table *table,
               GType  type);
/* The data of the match's last entry. */
const TsCarcassonneEntry *last_entry (Table *table);

G_END_DECLS

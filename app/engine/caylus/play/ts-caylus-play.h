/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Caylus 1303 in play: entries applied, the flow, the legal entries (the play room). */
#include "ts-caylus-state.h"

G_BEGIN_DECLS

/* Rules (ts-caylus-apply.c and the files it splits into) */
gboolean ts_caylus_apply (gpointer state, gconstpointer entry, GError **error);
/* Every legal player decision now, complete (TsCaylusEntry values in a GArray); empty while
 * the table enters setup events. Table events: ts_caylus_legal_events(). */
GArray *ts_caylus_legal (const TsCaylusState *state);
/* The table events possible now (deal: every tile kind that may go in the slot; first
 * player; reveal: every character not yet revealed). */
GArray *ts_caylus_legal_events (const TsCaylusState *state);

G_END_DECLS

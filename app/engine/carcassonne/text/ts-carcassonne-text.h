/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Carcassonne's text room: entries, what is pending and what an entry did in the table's
 * words, the features by name, where a game stands. */

#include "ts-carcassonne-state.h"

G_BEGIN_DECLS

/* Words (ts-carcassonne-describe.c) */
char *ts_carcassonne_describe_entry (gconstpointer state, gconstpointer entry);
char *ts_carcassonne_describe_pending (gconstpointer state);
char *ts_carcassonne_describe_outcome (gconstpointer before, gconstpointer entry,
                                       gconstpointer after);

/* ts-carcassonne-words.c */
/* Where the game stands (TsGameModule.progress): {"tiles-left"}; "42 tiles left". */
JsonObject *ts_carcassonne_progress (gconstpointer state);
char *ts_carcassonne_describe_progress (JsonObject *progress);
/* "the city of 3 tiles and 1 pennant at (1, −1)", for refusals, causes and the views. */
char *ts_carcassonne_feature_text (const TsCarcassonneState *state, guint16 feature);
const char *ts_carcassonne_figure_word (TsCarcassonneFigureType figure);
/* What the table enters now while a draw is due: the tile, or the builder's second tile or
 * not, after the tile just set aside if one was (CA-BTL-04). */
char *ts_carcassonne_draw_due_text (const TsCarcassonneState *state);
/* The stack found empty, said before it is applied: how many tiles the app counted. */
char *ts_carcassonne_stack_empty_text (const TsCarcassonneState *state);

G_END_DECLS

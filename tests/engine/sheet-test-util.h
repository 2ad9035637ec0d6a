/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the tests of every game's final-scoring sheet check alike (issue 58). */

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Player @p's row of a final breakdown. */
JsonObject *sheet_test_row (JsonNode *breakdown,
                            guint     p);
/* The VP of @player's line of @cause; 0 without one. */
int sheet_test_line_vp (JsonObject *player,
                        const char *cause);
/* A sheet read from “sheet.json” was refused for its shape (@sheet NULL), naming @path. */
void sheet_test_assert_shape (gconstpointer sheet,
                              const GError *error,
                              const char   *path);
/* A check refused (@ok FALSE) with the player at fault @at (it said @player), the clause
 * @clause and a message holding @words. */
void sheet_test_assert_refusal (gboolean      ok,
                                int           player,
                                const GError *error,
                                int           at,
                                const char   *clause,
                                const char   *words);

G_END_DECLS

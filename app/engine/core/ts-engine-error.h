/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TS_ENGINE_ERROR (ts_engine_error_quark ())

/**
 * TsEngineError:
 * @TS_ENGINE_ERROR_ILLEGAL: the entry breaks a rule; the message names the rule
 * @TS_ENGINE_ERROR_PARSE: JSON that is not an entry, setup or component file of ours
 * @TS_ENGINE_ERROR_SETUP: a setup the game cannot start from (player count, duchy, ...)
 * @TS_ENGINE_ERROR_DATA: component data that breaks an invariant (shipped or user override)
 * @TS_ENGINE_ERROR_UNKNOWN_GAME: no module has that game id
 *
 * Every message is a translatable sentence a player can act on.
 */
typedef enum
{
  TS_ENGINE_ERROR_ILLEGAL,
  TS_ENGINE_ERROR_PARSE,
  TS_ENGINE_ERROR_SETUP,
  TS_ENGINE_ERROR_DATA,
  TS_ENGINE_ERROR_UNKNOWN_GAME,
} TsEngineError;

GQuark ts_engine_error_quark (void);

/* A refusal: TS_ENGINE_ERROR_ILLEGAL with the sentence @format makes (the rule broken, in the
 * players' words). Returns FALSE, so that a rule can `return` it. */
gboolean ts_engine_refuse (GError    **error,
                           const char *format,
                           ...) G_GNUC_PRINTF (2, 3);
/* The same, naming the clause of the rule it applies ("KB-BDG-03", the rules' clause list):
 * the user guide explains each clause under its ID (issue 55). */
gboolean ts_engine_refuse_rule (GError    **error,
                                const char *clause,
                                const char *format,
                                ...) G_GNUC_PRINTF (3, 4);
/* The clause a refusal names (ts_engine_refuse_rule()), or NULL: none, or not an engine
 * error. Copies of the error (g_error_copy, g_propagate_error) keep it. */
const char *ts_engine_error_get_clause (const GError *error);
/* The clause of a recent refusal (the newest 8 that named one) whose sentence is @message,
 * or NULL; free it. For a view that has only the sentence. */
char *ts_engine_refusal_clause (const char *message);
/* Names @clause on @error after the fact (an engine error only; else nothing). */
void ts_engine_error_set_clause (GError     *error,
                                 const char *clause);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* @clause looks like a clause ID ("CY-ACT-01"): nothing else is looked for. */
gboolean ts_seat_rule_valid_clause (const char *clause);
/* The user guide's words for @clause of the game @game_id, in @language ("pt_BR", "es"; the
 * guide's English where it has no translation): {"clause", "title", "text": [paragraphs]},
 * or NULL when the guide has no such section (docs/seats.md, "Why?"). */
JsonNode *ts_seat_rule_lookup (const char *game_id,
                               const char *clause,
                               const char *language);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "ts-match.h"

G_BEGIN_DECLS

/* The Scores page's standings while a game goes on: one row per player of @match, highest
 * score first (equal scores share a place), each with its colour, its VP and, under the
 * name, the VP if the game ended now from @now (ts_match_dup_breakdown_now(), or NULL). A
 * screen reader reads each row whole. Replaces what @list held. */
void ts_score_standings_fill (GtkListBox *list,
                              TsMatch    *match,
                              JsonNode   *now);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-caylus.h"
#include "ts-entry-choices.h"

G_BEGIN_DECLS

/* TsCaylusView's lists and words (ts-caylus-view-words.c). */

/* The status line during the setup: which slot the next tile fills ("Road space 3: which
 * starting building lies there?"), else the module's pending words. */
char *ts_caylus_view_setup_question (const TsCaylusState *s);
/* @choices: the table events possible in @s, each tile with how many are left and its facts. */
void ts_caylus_view_fill_events (TsEntryChoices      *choices,
                                 TsMatch             *match,
                                 const TsCaylusState *s);
/* @choices: the actor's legal entries, the skip as the stage's "no" row; a build or monument
 * shows the tile's facts, and a "Correct…" button (its "ts-caylus-tile" data the tile's id,
 * "clicked" connected to @correct_clicked with @data) when a fact comes from one source. */
void ts_caylus_view_fill_decisions (TsEntryChoices      *choices,
                                    TsMatch             *match,
                                    const TsCaylusState *s,
                                    GCallback            correct_clicked,
                                    gpointer             data);
/* What a worker costs now (CY-PLN-12, the Night Worker's exception CY-CHR-02), or the Early
 * Riser's offer. */
char *ts_caylus_view_placement_cost (const TsCaylusState *s);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-bgstats-import.h"

G_BEGIN_DECLS

/**
 * TsImportReview:
 *
 * The review of an import of BG Stats plays (issue 43): what it takes and what it leaves
 * out, in sentences, and each player of its plays with the person they become (the one of
 * that name, or someone else kept apart). *Import* keeps the plays as one batch; a refusal
 * is shown in the window, which stays open; nothing is kept then.
 *
 * Signals: ::imported (the batch's id), after the plays are kept; the window closes.
 */
#define TS_TYPE_IMPORT_REVIEW (ts_import_review_get_type ())

G_DECLARE_FINAL_TYPE (TsImportReview, ts_import_review, TS, IMPORT_REVIEW, AdwWindow)

TsImportReview *ts_import_review_new (GtkWindow       *parent,
                                      TsBgStatsImport *import);

/* For tests: the players' rows, the summary, the refusal shown (or NULL). */
GtkListBox *ts_import_review_get_players_list (TsImportReview *self);
const char *ts_import_review_get_summary (TsImportReview *self);
const char *ts_import_review_get_refusal (TsImportReview *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The records of tests/data/burgundy-cases/ (issue 58): random solo and team games where
 * another reading of the rulebook differed, saved with "readings": 13. */

#include "ts-record.h"

G_BEGIN_DECLS

/* The case @name (its file without ".json"), as saved; with @today said to know today's
 * readings, so that it plays the rulebook's where it would keep an earlier one. */
TsRecord *ts_test_case_record (const char *name,
                               gboolean    today);

G_END_DECLS

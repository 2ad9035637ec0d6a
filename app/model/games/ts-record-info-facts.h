/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-model-record.h"

G_BEGIN_DECLS

/**
 * TsRecordFacts:
 * @start: the player of the first decision (the first state, replaying the entries, that
 *   waits for a player), -1 when none is found
 * @teams: a team's name per player ("" for a player of none), or NULL: no teams
 * @options_on: the record's "options" that are true (Carcassonne's "goods"), or NULL
 *
 * What a BG Stats play of a finished record says besides its scores (issue 56): found once,
 * when the record is read (TsRecordInfo), and kept in the saved-games index, so that the
 * export of 10,000 games reads one file instead of 10,000.
 */
typedef struct
{
  int start;
  GStrv teams;
  GStrv options_on;
} TsRecordFacts;

#define TS_RECORD_FACTS_INIT { -1, NULL, NULL }

/* @header's facts: the entries replayed under the record's readings (its "readings", else
 * those its version knew) to the first decision, and to the end for the teams when more
 * than one player won (@winners, a bit per player: only then can it be a team game). */
void ts_record_facts_read (const TsRecordHeader *header,
                           guint                 winners,
                           TsRecordFacts        *facts);
void ts_record_facts_clear (TsRecordFacts *facts);

G_END_DECLS

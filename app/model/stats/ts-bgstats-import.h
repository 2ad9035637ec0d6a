/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-bgstats.h"
#include "ts-imported-plays.h"
#include "ts-model-people.h"

G_BEGIN_DECLS

/* An import of a BG Stats export under review (issue 43): each player of its plays is
 * matched to a person by name (or by an earlier import of theirs), and the review says for
 * each whether they are that person or kept apart; then the plays are kept as one batch of
 * imported plays (ts-imported-plays.h), all of them or none. */

/**
 * TsBgStatsChoice:
 * @TS_BGSTATS_CHOICE_NEW: nobody has their name: a new person of that name
 * @TS_BGSTATS_CHOICE_SAME: the person of that name (or found by an earlier import)
 * @TS_BGSTATS_CHOICE_APART: someone else than that person: a new person under another name
 */
typedef enum
{
  TS_BGSTATS_CHOICE_NEW,
  TS_BGSTATS_CHOICE_SAME,
  TS_BGSTATS_CHOICE_APART,
} TsBgStatsChoice;

/**
 * TsBgStatsRow:
 * @name: their name in BG Stats
 * @n_plays: their plays being imported
 * @person: the person proposed (a resolved id), or NULL when nobody has their name
 * @person_name: that person's name, or NULL
 * @apart_name: the name they get when kept apart ("Ana (BG Stats)"), free in the people
 * @choice: what the import does with them
 */
typedef struct
{
  const char *name;
  guint n_plays;
  const char *person;
  const char *person_name;
  const char *apart_name;
  TsBgStatsChoice choice;
} TsBgStatsRow;

#define TS_TYPE_BGSTATS_IMPORT (ts_bgstats_import_get_type ())

G_DECLARE_FINAL_TYPE (TsBgStatsImport, ts_bgstats_import, TS, BGSTATS_IMPORT, GObject)

/* @export: (transfer full); @file_name: the export's name as shown; @saved (nullable): the
 * saved games (TsRecordInfo), whose plays an export of Tableside's own holds already. */
TsBgStatsImport *ts_bgstats_import_new (TsBgStatsExport *export,
                                        const char      *file_name,
                                        TsPeople        *people,
                                        TsImportedPlays *imported,
                                        GListModel      *saved);
TsBgStatsExport *ts_bgstats_import_get_export (TsBgStatsImport *self);
const char *ts_bgstats_import_get_file_name (TsBgStatsImport *self);
guint ts_bgstats_import_get_n_rows (TsBgStatsImport *self);
const TsBgStatsRow *ts_bgstats_import_get_row (TsBgStatsImport *self,
                                               guint            index);
/* SAME and APART only for a row with a person; NEW only for one without. */
gboolean ts_bgstats_import_set_choice (TsBgStatsImport *self,
                                       guint            index,
                                       TsBgStatsChoice  choice);
/* The plays to import (not imported before, not a saved game already) and those left out
 * for being so. */
guint ts_bgstats_import_get_n_plays (TsBgStatsImport *self);
guint ts_bgstats_import_get_n_known (TsBgStatsImport *self);
/* What the import takes and leaves out, in sentences, one a line. */
char *ts_bgstats_import_dup_summary (TsBgStatsImport *self);
/* Keeps the plays as one batch and the new people; on an error neither. The batch's id in
 * *@batch_id (nullable). */
gboolean ts_bgstats_import_commit (TsBgStatsImport *self,
                                   char           **batch_id,
                                   GError         **error);

G_END_DECLS

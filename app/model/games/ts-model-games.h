/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The face of games/ (issue 57): the one header the model's rooms above it include. The games
 * folder: what the start page and the statistics know of each saved file (TsRecordInfo), the
 * index, the scan, renames inside the folder, the conflict copies of sync tools; and, for the
 * model only, TsRecordInfo's instance, which the statistics read and the imported plays
 * (stats/) fill. */

#include <json-glib/json-glib.h>

#include "ts-game.h"
#include "ts-model-people.h"
#include "ts-model-record.h"
#include "ts-export-target.h"
#include "ts-record-index.h"
#include "ts-record-info-facts.h"
#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-saved-games.h"
#include "ts-sync-conflict.h"

G_BEGIN_DECLS

/* What the start page and the statistics know of a saved file. For a record: its header's
 * names and times, and what the replay of its entries under its readings found (issue 40):
 * the header's "status", "winner", "winners" and "progress" are never read into it. */
struct _TsRecordInfo
{
  GObject parent_instance;

  TsRecordInfoKind kind;
  GFile *file;
  char *problem; /* why an unreadable file is not a record, or NULL */
  char *title;
  char *game_id;
  const char *game_name;
  GStrv players;
  GStrv colors; /* a palette id per player, "" when the file has none (a score sheet) */
  GDateTime *modified;
  /* A record's, from its replay; a score sheet's from the sheet */
  gboolean finished;
  int winner;
  guint winners; /* bit per player when more than one won (a team), else 0 */
  JsonObject *progress; /* where an unfinished game stands (TsGameModule.progress), or NULL */
  char *attention; /* why the replay stops before the last entry, or NULL */
  /* For the statistics (issue 27) */
  GStrv persons;        /* each player's "person" id, "" when the record names none */
  gint64 created;       /* unix seconds: the record's "created", else its file's time */
  gint64 duration;      /* seconds from the first entry to the last, -1 when not known */
  gint64 last_entry;    /* unix seconds: when the last entry was made, -1 when not known */
  TsRecordSummary *summary; /* a finished game's scores by category, or NULL */
  /* For the BG Stats export (issue 56): a finished record's, from its file or the index */
  gboolean has_facts;  /* else the export reads them from the file */
  TsRecordFacts facts;
  char *imported_id; /* a play imported with its scores only (ts-imported-plays.h): its id */
};

/* A record held in memory, as the start page would read it from its file. */
TsRecordInfo *_ts_record_info_new_for_root (JsonNode   *root,
                                            GFile      *file,
                                            const char *name,
                                            GError    **error);

G_END_DECLS

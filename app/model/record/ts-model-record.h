/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The face of record/ (issue 57): the one header the model's rooms above it include. The
 * record, its entries, the readings it was played under, a finished game's summary and the
 * players' colours; and, for the model only, the record reader's steps, used by both the
 * header reader (TsRecordInfo, in games/, for the start page) and the full loader
 * (TsRecord), so that the two agree on what a record is. */

#include "ts-ledger.h"
#include "ts-model-common.h"
#include "ts-entry.h"
#include "ts-player-palette.h"
#include "ts-readings.h"
#include "ts-record.h"
#include "ts-record-peek.h"
#include "ts-record-summary.h"

G_BEGIN_DECLS

/**
 * TsRecordHeader:
 *
 * The members of a record other than its entries, as ts_record_read_header() found them.
 * The pointers belong to the parsed JSON tree.
 */
typedef struct
{
  const TsGameModule *module;
  guint version;       /* TS_RECORD_VERSION_OLDEST .. TS_RECORD_VERSION */
  const char *name;    /* NULL when absent */
  const char *created; /* NULL when absent */
  JsonArray *players;
  JsonObject *options; /* NULL when absent or null */
  JsonObject *setup;   /* NULL when absent or null */
  JsonArray *entries;
  gboolean finished;   /* the "status" written by Tableside; informative only */
  int winner;          /* -1 when not finished or not said */
  JsonObject *progress; /* where an unfinished game stands (TsGameModule.progress), or NULL */
  guint winners;       /* bit per player when more than one won (a team), else 0 */
  JsonArray *times;    /* "times", when it holds a number or null per entry, else NULL */
  int readings;        /* how many of the game's changes of reading its build knew; -1: not said */
} TsRecordHeader;

/* Reads at most TS_RECORD_MAX_BYTES + 1 bytes of @file; never writes to it. */
char *ts_record_read_contents (GFile        *file,
                               const char   *name,
                               gsize        *length,
                               GCancellable *cancellable,
                               GError      **error);
char *ts_record_read_file (GFile        *file,
                           const char   *name,
                           gsize        *length,
                           TsFileStamp  *stamp,
                           GCancellable *cancellable,
                           GError      **error);
TsRecord *ts_record_load_stamped (GFile        *file,
                                  TsFileStamp  *stamp,
                                  GCancellable *cancellable,
                                  GError      **error);
/* UTF-8, nesting depth, JSON syntax. (transfer full) */
JsonNode *ts_record_parse (const char *data,
                           gsize       length,
                           const char *name,
                           GError    **error);
gboolean ts_record_read_header (JsonNode       *root,
                                const char     *name,
                                TsRecordHeader *header,
                                GError        **error);

void ts_entry_set_description (TsEntry *self,
                               char    *description);

const char *ts_record_get_source (TsRecord *self);

G_END_DECLS

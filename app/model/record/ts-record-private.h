/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The record's instance, shared by its reader and accessors (ts-record.c) and its writer
 * (ts-record-write.c) only; and the record in a parsed file. */

#include "ts-model-record.h"

G_BEGIN_DECLS

struct _TsRecord
{
  GObject parent_instance;

  const TsGameModule *module;
  char *name;
  GDateTime *created;
  JsonArray *players;
  JsonObject *options;
  JsonObject *setup;
  JsonObject *extra; /* members this version does not know, written back as they were */
  guint version;     /* the version it was read as; always written as TS_RECORD_VERSION */
  GPtrArray *entries;
  GArray *times; /* gint64 per entry: seconds after @created when it was made, -1 unknown */
  GPtrArray *held;   /* entries after one the rules refused, kept in the file, not played */
  GArray *held_times; /* their times, as @times */
  gboolean finished;
  int winner;
  guint winners; /* bit per player when more than one won, else 0 */
  JsonObject *progress; /* where an unfinished game stands, or NULL */
  int readings; /* the game's changes of reading its build knew (ts-readings.h); -1: not said */
  char *source; /* how messages name where it was read from, or NULL */
};

/* The record in a parsed file (its header as ts_record_read_header() checks it, and its
 * entries parsed). */
TsRecord *ts_record_new_from_root (JsonNode   *root,
                                   const char *name,
                                   GError    **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* TsPeople inside: ts-people.c keeps the list and its changes, ts-people-file.c reads and
 * saves people.json under the kept files' discipline (ts-kept-file.h), merging this program's
 * changes onto what another program wrote meanwhile. */

#include "ts-atomic-write.h"
#include "ts-kept-file.h"
#include "ts-people.h"

G_BEGIN_DECLS

typedef struct
{
  char *id;
  char *name;
  char *color;        /* palette id, or NULL */
  char *merged_into;  /* id, or NULL */
  GPtrArray *aliases; /* the names they had before a rename: old records still find them */
} TsPerson;

/* A change not yet saved, replayed onto the file as another program left it. */
typedef enum
{
  TS_PEOPLE_OP_ADD,     /* @id, named @value (merged into whoever has that name there) */
  TS_PEOPLE_OP_COLOR,   /* @id's colour is @value */
  TS_PEOPLE_OP_RENAME,  /* @id is named @value */
  TS_PEOPLE_OP_MERGE,   /* @id is merged into @value */
  TS_PEOPLE_OP_UNMERGE, /* @id is taken apart */
} TsPeopleOpKind;

typedef struct
{
  TsPeopleOpKind kind;
  char *id;
  char *value;
} TsPeopleOp;

struct _TsPeople
{
  GObject parent_instance;

  GFile *file; /* NULL: not kept (tests) */
  char *problem;
  GPtrArray *people; /* TsPerson, in the order they were met */
  GHashTable *by_id; /* id -> TsPerson */
  GArray *ops;       /* TsPeopleOp: the changes since the file was last read or written */
  TsFileStamp stamp; /* the file as last read or written */
  GError *dropped;   /* a change another program's made impossible, said after the save */
  gboolean others_changed; /* another program's people taken in: "changed" to emit */
};

/* ts-people.c */
TsPerson *_ts_people_add_person (TsPeople   *self,
                                 const char *id,
                                 const char *name,
                                 const char *color,
                                 const char *merged_into);
TsPerson *_ts_people_lookup (TsPeople   *self,
                             const char *id);
void _ts_people_record (TsPeople      *self,
                        TsPeopleOpKind kind,
                        const char    *id,
                        const char    *value);
void _ts_people_emit_changed (TsPeople *self);
gboolean _ts_people_apply_rename (TsPeople   *self,
                                  const char *id,
                                  const char *name,
                                  GError    **error);
gboolean _ts_people_apply_merge (TsPeople   *self,
                                 const char *id,
                                 const char *into,
                                 GError    **error);

/* ts-people-file.c */
GFile *_ts_people_get_file (TsPeople *self);
/* Under the lock of the file's folder (ts_kept_file_lock()): takes in what another program
 * wrote since, with this program's changes on top; then writes the list. */
gboolean _ts_people_refresh_locked (TsPeople *self,
                                    GError  **error);
gboolean _ts_people_write_locked (TsPeople *self,
                                  GError  **error);
void _ts_people_flush_changed (TsPeople *self);
const TsKeptFileKind *_ts_people_kind (void);
/* Adds a person of this id and name unless the id is kept already (an interrupted import's,
 * docs/file-format.md); TRUE if added. */
gboolean _ts_people_restore (TsPeople   *self,
                             const char *id,
                             const char *name);
/* Takes back a person added since the last save (an import that failed). */
void _ts_people_forget (TsPeople   *self,
                        const char *id);
/* The TsPeople this program loaded from @file and still uses, if any (a new reference). */
TsPeople *_ts_people_find_loaded (GFile *file);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* TsPeople inside: ts-people.c keeps the list and its changes, ts-people-file.c reads and
 * saves people.json under the kept files' discipline (ts-kept-file.h), merging this program's
 * changes onto what another program wrote meanwhile. */

#include "ts-model-people.h"

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

/* ts-people-file.c's steps, which an import takes too, are in the room's face
 * (ts-model-people.h). */

G_END_DECLS

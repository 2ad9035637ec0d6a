/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The people who play (issue 27): a player is a person across games, with a stable id that
 * records name beside the player's name (docs/file-format.md, "People"). Kept in
 * "people.json" beside the games folder. Two people found to be the same are merged (the
 * one merged keeps its id and name and points to the other) and can be taken apart again.
 * Names are matched trimmed and letter case aside. */

#define TS_TYPE_PEOPLE (ts_people_get_type ())

G_DECLARE_FINAL_TYPE (TsPeople, ts_people, TS, PEOPLE, GObject)

#define TS_PEOPLE_FORMAT "tableside-people"
#define TS_PEOPLE_VERSION 1

#define TS_PEOPLE_ERROR (ts_people_error_quark ())

/**
 * TsPeopleError:
 * @TS_PEOPLE_ERROR_UNREADABLE: the file could not be read; it is left as it is and nothing
 *   is saved over it
 * @TS_PEOPLE_ERROR_NAME: an empty name, or one another person has
 * @TS_PEOPLE_ERROR_UNKNOWN: no person has this id
 * @TS_PEOPLE_ERROR_MERGE: a person merged into themselves or into one merged into them
 */
typedef enum
{
  TS_PEOPLE_ERROR_UNREADABLE,
  TS_PEOPLE_ERROR_NAME,
  TS_PEOPLE_ERROR_UNKNOWN,
  TS_PEOPLE_ERROR_MERGE,
} TsPeopleError;

GQuark ts_people_error_quark (void);

/* $XDG_DATA_HOME/tableside/people.json */
GFile *ts_people_default_file (void);
/* Never fails: a missing file is nobody yet; a file that cannot be read gives its reason in
 * ts_people_get_problem() and is never written over. */
TsPeople *ts_people_load (GFile *file);
TsPeople *ts_people_new_empty (void);
const char *ts_people_get_problem (TsPeople *self);
/* Under the kept files' discipline (ts-kept-file.h): another program's changes to the file
 * since it was read are kept, this list's replayed on top of them (issue 52). */
gboolean ts_people_save (TsPeople *self,
                         GError  **error);

/* Every person's id, merged ones included, in the order they were first met. */
GStrv ts_people_dup_ids (TsPeople *self);
const char *ts_people_get_name (TsPeople   *self,
                                const char *id);
/* The palette id of the colour they played with last, or NULL. */
const char *ts_people_get_color (TsPeople   *self,
                                 const char *id);
/* The person @id was merged into, or NULL. */
const char *ts_people_get_merged_into (TsPeople   *self,
                                       const char *id);
/* The person @id counts as: itself, or the end of its merges; NULL for an unknown id. */
const char *ts_people_resolve (TsPeople   *self,
                               const char *id);
/* The person (resolved) whose name is @name, trimmed and letter case aside, or NULL. */
const char *ts_people_find (TsPeople   *self,
                            const char *name);
/* ts_people_find(), or a new person of that name; remembers @color (nullable) as theirs. */
const char *ts_people_ensure (TsPeople   *self,
                              const char *name,
                              const char *color);
gboolean ts_people_rename (TsPeople   *self,
                           const char *id,
                           const char *name,
                           GError    **error);
gboolean ts_people_merge (TsPeople   *self,
                          const char *id,
                          const char *into,
                          GError    **error);
gboolean ts_people_unmerge (TsPeople   *self,
                            const char *id,
                            GError    **error);

/* A name as people are matched by it: trimmed, letter case aside (g_free). */
char *ts_people_fold_name (const char *name);

G_END_DECLS

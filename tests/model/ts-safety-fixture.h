/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the safety net's tests share (ts-safety-fixture.c). */

#include "ts-match.h"

G_BEGIN_DECLS

#define SAFETY_CREATED "2026-11-20T20:00:00Z"

typedef struct
{
  char *root;     /* the test's folder */
  char *games;    /* root/games: the game's folder */
  char *elsewhere; /* root/elsewhere: another folder of saved games, old */
  char *record;   /* the game's file */
  char *own;      /* the game's own folder of copies */
  TsMatch *match;
} SafetyTable;

void safety_table_clear (SafetyTable *table);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SafetyTable, safety_table_clear)

/* A games folder with the game @file_name (entries from 9 on held), and 15 records 40 days
 * old in "elsewhere", named as copies are named. */
void safety_table_init (SafetyTable *table,
                        const char  *file_name);

/* A record of counter race between @ana and Bruno (target 200): @n legal entries from @seed;
 * with @held_at < @n, the entry there is Bruno's out of turn. */
char *safety_record_text (const char *created,
                          const char *ana,
                          guint       n,
                          guint       held_at,
                          guint       seed);
void safety_write_text (const char *path,
                        const char *text);
/* Sets @path's times @days ago. */
void safety_age (const char *path,
                 int         days);
/* Everything under @root but @skip and @record (each nullable), each with what it is. */
GHashTable *safety_snapshot (const char *root,
                             const char *skip,
                             const char *record);
void safety_assert_same_snapshot (GHashTable *before,
                                  GHashTable *after);
/* The entries the file holds, played and held. */
guint safety_file_entries (const char *path);

G_END_DECLS

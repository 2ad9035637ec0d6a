/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the record file's tests (test-record.c, test-record-refusals.c, test-record-info.c)
 * share: a folder of the test's own, files written into it, and records of counter race. */

#include <gio/gio.h>

typedef struct
{
  char *dir;
} Fixture;

/* g_test_add()'s setup and teardown; the teardown removes the folder and all it holds. */
void fixture_setup (Fixture      *fixture,
                    gconstpointer user_data);
void fixture_teardown (Fixture      *fixture,
                       gconstpointer user_data);
/* Writes @contents (@length bytes, or -1: up to the nul) as @name in the folder. */
GFile *write_file (Fixture    *fixture,
                   const char *name,
                   const char *contents,
                   gssize      length);
/* A valid record of counter race with @n entries, as text. */
char *valid_record (guint n);
/* Replaces the first occurrence of @from in @text by @to. */
char *replace (const char *text,
               const char *from,
               const char *to);

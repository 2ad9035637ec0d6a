/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the corpus tests share: the corpus folder (their argument) and records as JSON. */

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ts-test-folder.h"

extern const char *corpus_dir;

char *corpus_file (const char *name);
JsonNode *read_json (const char *path);
GFile *write_json (const char *dir,
                   const char *name,
                   JsonNode   *root);
/* g_test_init(), the corpus folder from the one argument, and a private data folder (the
 * copies of records kept by older builds go there). */
void corpus_test_init (int    *argc,
                       char ***argv);

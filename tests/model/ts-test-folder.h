/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Removing a folder a test made: the record fixture's (ts-record-fixture.c) and the folders
 * the cli, ui, corpus and statistics tests make of their own. */

#include <glib.h>

G_BEGIN_DECLS

/* Removes @path and all it holds (a link inside is removed, not followed); every removal must
 * succeed. */
void ts_test_remove_tree (const char *path);

G_END_DECLS

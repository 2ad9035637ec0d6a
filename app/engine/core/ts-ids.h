/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Stable ids and display names kept in arrays indexed by a game's enum, so that each game
 * writes its tables and none writes the lookups again. */

/* @ids[@index], or "unknown" past the end. */
const char *ts_ids_get (const char *const *ids, guint n_ids, guint index);
/* The index of @id in @ids, or -1 (also for NULL). */
int ts_ids_find (const char *const *ids, guint n_ids, const char *id);
/* @names[@index] translated (the names are marked with N_()), or "?" past the end or NULL. */
const char *ts_ids_name (const char *const *names, guint n_names, guint index);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the tests of the Castles of Burgundy history (test-history.c, test-history-correction.c)
 * share: matches of random entries, and the rows the list shows. */

#include <adwaita.h>

#include "ts-match.h"

G_BEGIN_DECLS

extern const TsGameModule ts_burgundy_module;

/* A match of Ana, Bruno and Carla with @n_entries random legal entries (seeded). */
TsMatch *new_match (guint n_entries,
                   guint seed);
/* The list's vertical scrolling. */
GtkAdjustment *vadjustment_of (GtkWidget *history);
/* Waits for @n frames of @widget. */
void wait_frames (GtkWidget *widget,
                  guint      n);
/* A row as shown: a header label, then number, words, Correct and Remove. */
GtkWidget *row_part (GtkWidget *row,
                     guint      part);

enum
{
  PART_HEADER,
  PART_NUMBER,
  PART_TEXT,
  PART_CORRECT,
  PART_REMOVE,
};

/* The rows the list shows now, by entry index (the list only makes rows for what is in
 * view). */
GHashTable *shown_rows (GtkWidget *history);
/* The row of entry @index, which must be shown. */
GtkWidget *shown_row (GtkWidget *history,
                      guint      index);
/* What the header over entry @index must say. */
char *expected_header (TsMatch *match,
                       guint    index);
/* Rows and entries agree one for one, numbered from 1, with their headers: checked by
 * scrolling through the whole list. */
void assert_rows_match (GtkWidget *history,
                        TsMatch   *match);

G_END_DECLS

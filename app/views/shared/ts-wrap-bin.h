/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/*
 * TsWrapBin: a bin for a wrapping label (or a box of them) on a table page, measured for
 * its width without a height. A horizontal box allocating its children asks each one's
 * width for the box's height; GTK 4.8's GtkLabel answers that, when it wraps, by laying its
 * text out at a dozen widths (a binary search), each one shaped again, and did so for
 * every label at every frame after an entry: most of an entry's layout time (issue 29).
 * Inside this bin the child is asked its width for any height, which is the same answer.
 */
#define TS_TYPE_WRAP_BIN (ts_wrap_bin_get_type ())
G_DECLARE_FINAL_TYPE (TsWrapBin, ts_wrap_bin, TS, WRAP_BIN, AdwBin)

GtkWidget *ts_wrap_bin_new (GtkWidget *child);

/* The least width, in characters, of a wrapping label whose text changes with the entries.
 * GTK 4.8 finds a wrapping label's least width by laying its text out in no width at all:
 * broken at every word (at every character, with word-char), each piece shaped again with a
 * hyphen, some 40 shapings for a 50-character choice, each time its text changes. From a
 * least width of a dozen characters it breaks the text a few times. The label then asks at
 * least that width: for the long texts of an entry's line, its rows and its hints. Labels made
 * before the app's first frame is painted take it after that frame. */
#define TS_WRAP_LEAST_CHARS 12

void ts_wrap_label_least (GtkLabel *label);

G_END_DECLS

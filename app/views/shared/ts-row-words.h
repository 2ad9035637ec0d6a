/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * TsRowWords: the words of a row in a list of choices, or of a line that changes with the
 * entries, wrapped (at words, inside a word only when it is wider than the row), read as a
 * label by screen readers.
 *
 * A list of choices is made again after every entry, and a new wrapping GtkLabel in GTK 4.8
 * lays its text out four times before its first frame: at its least width (a dozen lines,
 * each piece shaped again), on one line, at its list's natural width, and at its own width.
 * These words are laid out on one line once, and again only at a width narrower than that
 * line: a row's words are shaped once or twice.
 */
#define TS_TYPE_ROW_WORDS (ts_row_words_get_type ())
G_DECLARE_FINAL_TYPE (TsRowWords, ts_row_words, TS, ROW_WORDS, GtkWidget)

GtkWidget  *ts_row_words_new      (const char *text);
const char *ts_row_words_get_text (TsRowWords *self);
void        ts_row_words_set_text (TsRowWords *self,
                                   const char *text);
/* Words with Pango markup (chips, a name in bold); ts_row_words_get_text() gives them without
 * their tags, as screen readers read them. */
void        ts_row_words_set_markup (TsRowWords *self,
                                     const char *markup);
/* The markup set, or NULL for plain words. */
const char *ts_row_words_get_markup (TsRowWords *self);
/* The words as they are drawn, at the widget's width (as gtk_label_get_layout()). */
PangoLayout *ts_row_words_get_layout (TsRowWords *self);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* History's Correct Entry on a phone (test-history-correction.c): opening it at 360x720,
 * checking that it fits, matches of the other games ending in a table event, and each case
 * in a process of its own in its language. */

#include <adwaita.h>

#include "ts-match.h"

G_BEGIN_DECLS

/* Opens Correct Entry of entry @index of @match from History in a phone's window (360x720,
 * in @window), which it fills. */
GtkWindow *history_phone_open (TsMatch    *match,
                               guint       index,
                               GtkWindow **window);
void history_phone_close (GtkWindow *correction,
                          GtkWindow *window);
/* Correct Entry (@correction, at a phone's size) needs no sideways scrolling: what scrolls in
 * it is no wider than its view, at its least width either; no label is cut (ellipsized, or
 * laid out wider than it was given). The same in Touch Mode, where every target is a
 * finger's size too. PNGs @name and @name-touch. */
void history_phone_assert_fits (GtkWindow  *correction,
                                const char *name);
/* A match of @module (Kingsburg, Carcassonne or Caylus 1303) for three players with at
 * least @n random entries (seeded), the last one of @type. */
TsMatch *history_phone_match_ending_in (const TsGameModule *module,
                                        guint               n,
                                        guint8              type);

/* A case of a language: @check (@language) runs in a process of its own started in it. */
typedef struct
{
  const char *path;
  void (*check) (const char *language);
  const char *language;
} HistoryPhoneCase;

/* The built translations bound (TABLESIDE_LOCALEDIR, which must be set), in the language the
 * process started in: before ts_ui_test_init(). */
void history_phone_bind_translations (void);
/* A test function for a HistoryPhoneCase. */
void history_phone_test (gconstpointer data);

G_END_DECLS

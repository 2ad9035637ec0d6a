/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-match.h"
#include "ts-seat-server.h"

G_BEGIN_DECLS

/**
 * TsTableDisplay:
 *
 * Show to the Table (issue 45): a second window the whole table reads from across it, for
 * every game alike. It shows whose turn it is and what they do now, where the game stands,
 * each player's score with a bar, their colour by name, the counts the game's module gives
 * (TsGameModule.table_facts) and the last three entries with their points. It follows the
 * page's #TsMatch itself ("changed"), so it is never behind; a score that changes counts up
 * briefly, unless the system asks for no animations. A screen reader reads it as one
 * summary (ts_table_display_get_summary()); it never takes the focus by itself.
 *
 * F5 or Escape in it ends it; F11 turns it to fullscreen and back; Shift+F5 or its If It
 * Ended Now button shows under each score where the player would stand if the game ended
 * now (TsTableDisplay:show-ended), unless the table plays without aids.
 */
#define TS_TYPE_TABLE_DISPLAY (ts_table_display_get_type ())
G_DECLARE_FINAL_TYPE (TsTableDisplay, ts_table_display, TS, TABLE_DISPLAY, AdwWindow)

/* The display of @match, not shown yet. */
TsTableDisplay *ts_table_display_new (TsMatch *match);
/* Shows @self for @page (the game page of its match): fullscreen on a monitor other than
 * the page's when there is one, else a window beside it. The focus stays where it is on the
 * page, and goes back there should the window system give it to the display. */
void ts_table_display_show (TsTableDisplay *self,
                            GtkWidget      *page);
/* Closes it; the page's window gets the focus back if the display had it. */
void ts_table_display_end (TsTableDisplay *self);
/* F11, in the display or on its game's page (which keeps the keyboard): the whole screen,
 * or back. */
void ts_table_display_toggle_fullscreen (TsTableDisplay *self);

/* What a screen reader reads: the whole display in words. */
const char *ts_table_display_get_summary (TsTableDisplay *self);
/* The score drawn now for @player (it counts up to the player's score after a change). */
double ts_table_display_get_shown_score (TsTableDisplay *self,
                                         guint           player);
void ts_table_display_set_seats (TsTableDisplay *self,
                                 TsSeatServer   *server);
/* Shift+F5, in the display or on its page: each player's score if the game ended now, or
 * not. The rows show it only while the table plays with aids (ts_match_get_aids()). */
void ts_table_display_toggle_ended (TsTableDisplay *self);
gboolean ts_table_display_get_show_ended (TsTableDisplay *self);
/* "If it ended now: 35 VP" under @player's score, or NULL when it is not shown. */
const char *ts_table_display_get_ended_text (TsTableDisplay *self,
                                             guint           player);

/* The monitor it went fullscreen on, or NULL for a window. */
GdkMonitor *ts_table_display_get_monitor (TsTableDisplay *self);

G_END_DECLS

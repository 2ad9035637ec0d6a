/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-kingsburg.h"

G_BEGIN_DECLS

/**
 * TsKingsburgCalendar:
 *
 * The year (1-5) and its 8 phases with the current one marked (KB-YR-01), and the turn order
 * with who acts now.
 */
#define TS_TYPE_KINGSBURG_CALENDAR (ts_kingsburg_calendar_get_type ())
G_DECLARE_FINAL_TYPE (TsKingsburgCalendar, ts_kingsburg_calendar, TS, KINGSBURG_CALENDAR,
                      GtkWidget)

GtkWidget *ts_kingsburg_calendar_new (void);
/* @colors and @marks: each player's colour and mark (ts_game_page_get_marks()). */
void ts_kingsburg_calendar_set_state (TsKingsburgCalendar    *self,
                                      const TsKingsburgState *state,
                                      const char *const      *colors,
                                      const char *const      *marks);
/* The phase's name (1-8). */
const char *ts_kingsburg_calendar_phase_name (guint phase);
/* The calendar in words (“Year 2 of 5, Summer (phase 4 of 8)”), as its accessible label. */
const char *ts_kingsburg_calendar_get_text (TsKingsburgCalendar *self);

G_END_DECLS

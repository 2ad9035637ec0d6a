/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/**
 * TsBurgundyPhaseSummary:
 *
 * What happened at the end of the phase just finished, per player: silver from mines,
 * monastery effects, VP from the phase's bonus and any other line the phase end added to the
 * ledger. Shown above the depot refill so the table can check it before going on.
 */
#define TS_TYPE_BURGUNDY_PHASE_SUMMARY (ts_burgundy_phase_summary_get_type ())
G_DECLARE_FINAL_TYPE (TsBurgundyPhaseSummary, ts_burgundy_phase_summary, TS,
                      BURGUNDY_PHASE_SUMMARY, GtkWidget)

GtkWidget *ts_burgundy_phase_summary_new (void);
/* Shows the end of the phase before the one @state waits to fill; hides itself (returns
 * FALSE) when no phase has ended yet. Nothing of @state is kept. (Once the game is over it
 * shows the end of phase E; in the middle of a phase, when the last entry is not the one that
 * ended a phase, it hides itself too.) */
gboolean ts_burgundy_phase_summary_set_state (TsBurgundyPhaseSummary *self,
                                              const TsBurgundyState  *state);

G_END_DECLS

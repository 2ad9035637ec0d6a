/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-game-page.h"

G_BEGIN_DECLS

/**
 * TsCaylusView:
 *
 * A Caylus 1303 match at the table (a TsGamePage): the board beside the players' supplies;
 * below the status line, the form of the stage: the list of tiles, players or characters
 * the table enters during the setup (type-ahead and Enter), the list of the player's legal
 * choices with its "no" row (draft, building effects, Benefits, characters, monuments, the
 * Provost), the board itself while workers are placed (arrows and Enter on a building, W for
 * the Worksite, P to pass), the delivery form, and the final explanation. Ctrl+H shows or
 * hides the prestige (the page action "game.toggle-prestige"). Every entry is followed by
 * a toast saying what it did, whose Undo takes it back.
 */
#define TS_TYPE_CAYLUS_VIEW (ts_caylus_view_get_type ())
G_DECLARE_FINAL_TYPE (TsCaylusView, ts_caylus_view, TS, CAYLUS_VIEW, TsGamePage)

GtkWidget *ts_caylus_view_new (TsMatch *match);
/* The board's targets while workers are placed (spots, and TS_CAYLUS_AT_WORKSITE), else 0. */
guint ts_caylus_view_get_targets (TsCaylusView  *self,
                                  const guint8 **spots);

G_END_DECLS

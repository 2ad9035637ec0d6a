/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Kingsburg's text room: entries, what is pending and goods in words. */

#include "ts-kingsburg-state.h"

G_BEGIN_DECLS

/* Words (ts-kingsburg-describe.c) */
char *ts_kingsburg_describe_entry (gconstpointer state, gconstpointer entry);
char *ts_kingsburg_describe_pending (gconstpointer state);
/* Where the game stands (TsGameModule.progress): {"year", "phase"}; "Year 2, Summer". */
JsonObject *ts_kingsburg_progress (gconstpointer state);
char *ts_kingsburg_describe_progress (JsonObject *progress);
char *ts_kingsburg_goods_text (const guint8 goods[TS_KINGSBURG_N_GOODS]);
char *ts_kingsburg_dice_text (const TsKingsburgPlayer *p, guint mask);

G_END_DECLS

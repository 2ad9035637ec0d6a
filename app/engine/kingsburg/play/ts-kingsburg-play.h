/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Kingsburg's play room: entries applied (checked, then applied to a scratch copy), the
 * dice, the battle and the calendar's flow. */

#include "ts-kingsburg-state.h"

G_BEGIN_DECLS

/* A new game: year 1 begun with the King's Aid (ts-kingsburg-flow.c). */
TsKingsburgState *ts_kingsburg_state_new_from_setup (JsonArray *players, GError **error);
/* Entries (ts-kingsburg-apply.c) and the calendar (ts-kingsburg-flow.c) */
gboolean ts_kingsburg_apply (gpointer state, gconstpointer entry, GError **error);
/* Starts year 1 with the King's Aid. */
void ts_kingsburg_begin (TsKingsburgState *state);
/* Resolves everything the table need not decide, up to the next entry awaited. */
void ts_kingsburg_advance (TsKingsburgState *state);
/* The automatic pass the last entry calls for (KB-INF-11), or NULL; and whether @entry is
 * one (TsGameModule.automatic_after and entry_is_automatic). */
gpointer ts_kingsburg_automatic_after (gconstpointer state, gconstpointer entry);
gboolean ts_kingsburg_entry_is_automatic (gconstpointer entry);

/* Shared by the play room's files. */
gboolean ts_kingsburg_can_reroll (const TsKingsburgState *state, guint player);
gboolean ts_kingsburg_help_needs_choice (const TsKingsburgState *state, guint player,
                                         guint advisor);
void ts_kingsburg_help_fixed (TsKingsburgState *state, guint player, guint advisor);
/* The current advisor has helped @player (once more when they joined it twice). */
void ts_kingsburg_help_done (TsKingsburgState *state, guint player);
TsLedgerResource ts_kingsburg_good_resource (TsKingsburgGood good);
/* Resolves the Winter battle against card @enemy with the King's die @king (KB-BAT), with
 * the card's values @card (NULL: the shipped ones). */
void ts_kingsburg_battle (TsKingsburgState *state, guint enemy, const TsKingsburgCardValues *card,
                          guint king);
/* The building a lost battle destroys (KB-BAT-13), or -1. */
int ts_kingsburg_building_to_destroy (const TsKingsburgState *state, guint player);
/* Combat value against @enemy (KB-BAT-06) with the soldiers the player has now. */
int ts_kingsburg_combat_value (const TsKingsburgState *state, guint player, guint enemy);
/* Entries of the table and the rerolls (ts-kingsburg-dice.c), applied to a scratch state. */
gboolean ts_kingsburg_apply_roll (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error);
gboolean ts_kingsburg_apply_battle (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error);
gboolean ts_kingsburg_apply_reroll (TsKingsburgState *s, const TsKingsburgEntry *e, GError **error);

G_END_DECLS

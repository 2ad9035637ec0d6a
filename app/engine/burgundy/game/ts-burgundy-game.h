/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The Castles of Burgundy's game room: the game's TsGameModule, the setup that starts a game with
 * its modules' parts, random entries for tests and the choices' listing. */

#include "ts-burgundy-table.h"

G_BEGIN_DECLS

/* The modules' parts, in the order their hooks are called; NULL-terminated. */
extern const TsBurgundyPart *const ts_burgundy_parts[];

/* What a player can do now, as the table thinks of it: workers are the cost of a choice,
 * not a separate step (CB-TRN-04, CB-TRN-06). A choice is one action entry, preceded by a
 * spend-workers entry when the die must be turned first; the cheapest way is kept. */
typedef struct
{
  TsBurgundyEntry spend;  /* valid when workers > 0 */
  TsBurgundyEntry action; /* the entry the player chooses */
  guint8 workers;         /* workers it costs, 0 when the die shows the right number */
} TsBurgundyChoice;

/* ts-burgundy-choices.c */
/* Every choice open to the player who must decide, complete (never cut), in a new array to
 * free with g_free; *n_out is its length: the legal entries except spend-workers on its own,
 * plus every take, place and sale that spending workers on an unused die makes legal. 0 when
 * the table must enter something. */
TsBurgundyChoice *ts_burgundy_choices (const TsBurgundyState *state, guint *n_out);

/* Applies @choice (both entries, or neither): the state is untouched on refusal. */
gboolean ts_burgundy_choice_apply (TsBurgundyState *state, const TsBurgundyChoice *choice,
                                   GError **error);

/* ts-burgundy-random.c */
/* Random table events and decisions for property tests and benchmarks: fills @entry with a
 * legal entry for whatever the state waits for. Returns FALSE when the game is over. */
gboolean ts_burgundy_random_entry (const TsBurgundyState *state, GRand *rand,
                                   TsBurgundyEntry *entry);

/* The longest legal list we know how to reach in real play, for tests and benchmarks: from
 * @start (a new game of 2-4 players), entries that fill the depots quickly (every tile
 * unknown but one monastery 6), let the first player place monastery 6, fill their storage
 * and hold 2 silver and 5 workers, and stop at the start of their turn in round 5 (both dice
 * unused). NULL when the duchy or board does not allow it. */
GArray *ts_burgundy_crowded_entries (const TsBurgundyState *start);

/* ts-burgundy-setup.c */
TsBurgundyState *ts_burgundy_state_new_from_setup (JsonObject *options, JsonArray *players,
                                                   JsonObject *setup, GError **error);

G_END_DECLS

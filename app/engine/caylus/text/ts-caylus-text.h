/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Caylus 1303 in words: refusals' shared words, entries, what is pending, what an entry did,
 * a tile's facts, where the game stands (the text room). */
#include "ts-caylus-state.h"

G_BEGIN_DECLS

/* ts-caylus-words.c: the words refusals share. */
/* "the Tailor" with the article, "road space 12" for an empty space; translated. */
char *ts_caylus_spot_short (const TsCaylusState *s, guint spot);
/* "1 wood" / "none" as what a player has of what they lack: "Ana has none". */
char *ts_caylus_has_text (const TsCaylusState *s, guint player, TsCaylusResource resource);
/* "Ana delivers 3 batches: 3 food, 2 wood, 4 gold; 2 of them hold gold." (@who: the name) */
char *ts_caylus_deliver_text (const TsCaylusEntry *entry, const char *who);
/* Where the game stands (TsGameModule.progress): {"round", "step"}; "Round 3 of 9,
 * planning". */
JsonObject *ts_caylus_progress (gconstpointer state);
char *ts_caylus_describe_progress (JsonObject *progress);

/* ts-caylus-facts.c */
/* A tile's facts as the player picks it: "Costs 1 wood + 1 food*, 2 PP*: * from one source".
 */
char *ts_caylus_tile_facts (const TsCaylusTile *tile);
char *ts_caylus_option_text (const TsCaylusOption *option);

/* ts-caylus-describe.c: sentences */
char *ts_caylus_describe_entry (gconstpointer state, gconstpointer entry);
char *ts_caylus_describe_pending (gconstpointer state);
/* ts-caylus-outcome.c */
char *ts_caylus_describe_outcome (gconstpointer before, gconstpointer entry,
                                  gconstpointer after);

G_END_DECLS

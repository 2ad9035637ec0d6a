/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-caylus.h"
#include "ts-match.h"

G_BEGIN_DECLS

extern const TsGameModule ts_caylus_module;

typedef gboolean (*StatePredicate) (const TsCaylusState *s);

/* A new match of @n_players (Ana, Bruno …), monuments covering their residence. */
TsMatch *new_match (guint n_players);
const TsCaylusState *state_of (TsMatch *match);
/* Applies @e, which the match must accept. */
void apply_entry (TsMatch             *match,
                  const TsCaylusEntry *e);
/* A match of @n_players at the first state @done accepts, played from random legal entries
 * with seeds from @seed on (a seed whose game ends first is skipped). */
TsMatch *match_at (guint          n_players,
                   guint          seed,
                   StatePredicate done);

/* States the tests want. */
gboolean at_draft (const TsCaylusState *s);
gboolean at_planning (const TsCaylusState *s);
gboolean at_activation (const TsCaylusState *s);
/* A delivery the player can make (a legal "deliver"). */
gboolean at_delivery (const TsCaylusState *s);
gboolean at_end (const TsCaylusState *s);

G_END_DECLS

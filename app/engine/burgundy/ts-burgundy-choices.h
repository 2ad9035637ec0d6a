/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-burgundy-state.h"

G_BEGIN_DECLS

/* What a player can do now, as the table thinks of it: workers are the cost of a choice,
 * not a separate step (CB-TRN-04, CB-TRN-06). A choice is one action entry, preceded by a
 * spend-workers entry when the die must be turned first; the cheapest way is kept. */
typedef struct
{
  TsBurgundyEntry spend;  /* valid when workers > 0 */
  TsBurgundyEntry action; /* the entry the player chooses */
  guint8 workers;         /* workers it costs, 0 when the die shows the right number */
} TsBurgundyChoice;

/* Every choice open to the player who must decide, complete (never cut), in a new array to
 * free with g_free; *n_out is its length: the legal entries except spend-workers on its own,
 * plus every take, place and sale that spending workers on an unused die makes legal. 0 when
 * the table must enter something. */
TsBurgundyChoice *ts_burgundy_choices (const TsBurgundyState *state, guint *n_out);

/* Applies @choice (both entries, or neither): the state is untouched on refusal. */
gboolean ts_burgundy_choice_apply (TsBurgundyState *state, const TsBurgundyChoice *choice,
                                   GError **error);

G_END_DECLS

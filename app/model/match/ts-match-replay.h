/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Inside app/model/ only: replaying entries for TsMatch (ts-match.c) and for previews of a
 * change (ts-match-preview.c). Replays start from checkpoints, copies of the state before
 * every TS_MATCH_CHECKPOINT_EVERY-th entry. */

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_MATCH_CHECKPOINT_EVERY 32

typedef struct
{
  const TsGameModule *module;
  gpointer state;
  guint count;             /* entries applied to @state since the game began */
  gboolean add_automatic;  /* write the game's automatic entries where the record lacks them */
  gboolean want_outcomes;  /* keep what each kept entry did (previews) */
  TsEntry *expected;       /* the automatic entry the last one calls for, or NULL */
  GPtrArray *fresh;        /* checkpoints made on the way, for positions after the old ones */
  GPtrArray *applied;      /* TsEntry: the entries kept, in order */
  GPtrArray *descriptions; /* char *: each kept entry in words, as it applied */
  GArray *origins;         /* int: each kept entry's index in the record before, -1 if new */
  GPtrArray *outcomes;     /* char *: what each kept entry did, with @want_outcomes */
} TsReplay;

/* The entries from @position on as they would be after a change: see ts_replay_plan(). */
typedef struct
{
  TsReplay replay;
  guint n_valid;        /* checkpoints still valid */
  guint first_dropped;  /* the first entry (index before the change) set aside, or n */
  char *drop_description;
  GError *drop_error;
} TsReplayPlan;

void ts_replay_init (TsReplay           *replay,
                     const TsGameModule *module,
                     gpointer            state,
                     guint               count);
void ts_replay_clear (TsReplay *replay);
gboolean ts_replay_step (TsReplay *replay,
                         TsEntry  *entry,
                         gboolean  keep,
                         int       origin,
                         char    **description,
                         GError  **error);
void ts_replay_fill (TsReplay *replay,
                     TsEntry  *next);

/* Replays the entries from @position on as they would be after replacing @n_removals of them
 * by @additions (which must all apply; FALSE with the game's error otherwise), then the later
 * entries for as long as they apply, writing the game's automatic entries where missing.
 * @state is the state after the last entry; @checkpoints as TsMatch keeps them. Changes
 * nothing: TsMatch commits the result. */
gboolean ts_replay_plan (const TsGameModule *module,
                         TsRecord           *record,
                         GPtrArray          *checkpoints,
                         gconstpointer       state,
                         guint               position,
                         guint               n_removals,
                         TsEntry           **additions,
                         guint               n_additions,
                         gboolean            want_outcomes,
                         TsReplayPlan       *plan,
                         GError            **error);
void ts_replay_plan_clear (TsReplayPlan *plan);

G_END_DECLS

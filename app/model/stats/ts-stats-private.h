/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-model-record.h"
#include "ts-stats.h"

G_BEGIN_DECLS

/* TsStats inside: ts-stats.c computes, ts-stats-output.c writes CSV and JSON. */


/* One player in one game. */
typedef struct
{
  TsRecordInfo *info;
  guint player;      /* in the game */
  TsStatsPlayer *who;
  int score;
  guint position;
  gboolean won;
  gboolean finished;
  gboolean scored;   /* its score is known (an imported play may lack one) */
} Play;

/* A game kept, and its plays in ->plays. */
typedef struct
{
  TsRecordInfo *info;
  const TsGameModule *module;
  guint first;       /* its first play */
  guint n;
  gboolean finished; /* finished and scored */
  gboolean score_only; /* imported: no points by cause */
} Game;

struct _TsStats
{
  GObject parent_instance;

  GPtrArray *infos;      /* TsRecordInfo, kept for the pointers the figures hold */
  GArray *games;         /* Game */
  GArray *plays;         /* Play */
  GPtrArray *players;    /* TsStatsPlayer, sorted */
  GHashTable *by_id;     /* id -> TsStatsPlayer */
  GPtrArray *game_stats; /* TsStatsGame */
  GPtrArray *not_counted; /* TsRecordInfo of @infos: held, then unreadable (issue 52) */
  GPtrArray *counted_copies; /* TsRecordInfo of @infos: copies counted in place (issue 52) */
  guint n_finished;
  guint n_unscored;
  guint n_sheets;
  guint n_conflicts;
  guint n_score_only;
};

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the final-map sheet's files share (ts-carcassonne-sheet.c, ts-carcassonne-sheet-goods.c,
 * ts-carcassonne-sheet-joins.c); not part of the interface. */
#include "ts-carcassonne-rules.h"
#include "ts-carcassonne-score.h"
#include "ts-carcassonne-text.h"
#include "ts-carcassonne-play.h"
#include "ts-carcassonne-sheet.h"

G_BEGIN_DECLS

/* Sets @problem (may be NULL) and @error (TS_ENGINE_ERROR_ILLEGAL, the message formatted);
 * returns FALSE. */
G_GNUC_PRINTF (5, 0)
gboolean ts_carcassonne_sheet_refusev (TsCarcassonneSheetProblem *problem, TsCarcassonneSheetAt at,
                                       int index, GError **error, const char *format, va_list args);
/* A refusal, formatted (ts_carcassonne_sheet_refusev()); FALSE, for `return …`. */
G_GNUC_PRINTF (5, 6)
gboolean ts_carcassonne_sheet_refuse (TsCarcassonneSheetProblem *problem, TsCarcassonneSheetAt at,
                                      int index, GError **error, const char *format, ...);
/* The same, naming @clause, the clause of the rule (“CA-BFL-03”; NULL: none). */
G_GNUC_PRINTF (6, 7)
gboolean ts_carcassonne_sheet_refuse_rule (TsCarcassonneSheetProblem *problem,
                                           TsCarcassonneSheetAt at, int index, GError **error,
                                           const char *clause, const char *format, ...);
/* “the tile U (straight road) at (2, −1)” */
char *ts_carcassonne_sheet_tile_text (const TsCarcassonneData *data,
                                      const TsCarcassonneSheetTile *tile);
/* The same for a tile of the state's map, inside a sentence (its own msgctxt: lower case). */
char *ts_carcassonne_sheet_placed_text (const TsCarcassonneState *state, guint tile);
/* “Ana's figure (a knight) on the city of 3 tiles at (1, 0)” */
char *ts_carcassonne_sheet_figure_text (const TsCarcassonneState *state,
                                        const TsCarcassonneFigure *figure);

/* ts-carcassonne-sheet-goods.c */
/* The result of sharing goods out city by city. */
typedef enum
{
  TS_CARCASSONNE_SPLIT_NO,      /* no assignment of whole cities gives every player theirs */
  TS_CARCASSONNE_SPLIT_YES,     /* one does */
  TS_CARCASSONNE_SPLIT_UNKNOWN, /* the search stopped after @max_steps steps */
} TsCarcassonneSplit;
/* The goods search's bound: a map has at most 20 cities with goods (one icon a tile, 20
 * icons in the box, CA-TBC-02), which the search settles in a few hundred steps at most;
 * past this many steps the answer is UNKNOWN and the sheet is accepted (the totals were
 * checked already). */
#define TS_CARCASSONNE_SPLIT_MAX_STEPS 200000
/* Can each player's @held goods be the sum of whole cities' goods (@cities: one vector of
 * wine, grain, cloth a completed city), each city going wholly to one player (CA-TGD-03)?
 * Exact: backtracking, every city to every player it fits, players whose goods still due
 * are equal tried once, and the states that failed remembered. */
TsCarcassonneSplit ts_carcassonne_goods_split (const guint8 (*cities)[TS_CARCASSONNE_N_GOODS],
                                               guint n_cities,
                                               const int (*held)[TS_CARCASSONNE_N_GOODS],
                                               guint n_players, guint max_steps, guint *steps);
/* CA-TGD-03 on a sheet: the players' tokens, once their totals equal the completed cities'
 * goods, can be shared out city by city; refused naming the cities' goods tiles. */
gboolean ts_carcassonne_sheet_goods_split (const TsCarcassonneSheet *sheet,
                                           const TsCarcassonneState *state,
                                           TsCarcassonneSheetProblem *problem, GError **error);

/* ts-carcassonne-sheet-joins.c */
/* CA-BFL-03/04 on a sheet: two followers in one feature must have been joined by a tile
 * placed after both; refused (pointing at the sheet's figure @figure_index[f]) when the
 * tiles joining them were all placed before one of them (docs/rules-coverage.md). */
gboolean ts_carcassonne_sheet_joins_possible (const TsCarcassonneState *state,
                                              const guint8 *figure_index,
                                              TsCarcassonneSheetProblem *problem, GError **error);

G_END_DECLS

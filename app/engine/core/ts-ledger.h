/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * TsLedgerResource:
 * @TS_LEDGER_VP: victory points
 * @TS_LEDGER_SILVER: money (silver, gold, coins: whatever the game calls it)
 * @TS_LEDGER_WORKERS: worker tokens
 * @TS_LEDGER_N_RESOURCES: how many resources the model keeps totals of (the three above)
 * @TS_LEDGER_GOLD: gold, when a game counts it as one of its goods (Kingsburg)
 * @TS_LEDGER_WOOD: wood
 * @TS_LEDGER_STONE: stone
 * @TS_LEDGER_SOLDIERS: soldiers on a soldier track
 * @TS_LEDGER_TOKENS: bonus tokens such as Kingsburg's "+2"
 * @TS_LEDGER_WINE: Carcassonne's wine goods tokens (Traders & Builders)
 * @TS_LEDGER_GRAIN: grain tokens
 * @TS_LEDGER_CLOTH: cloth tokens
 * @TS_LEDGER_FOOD: food (Caylus 1303)
 * @TS_LEDGER_N_ALL: how many resources there are in all
 *
 * The resources whose every change is kept with its cause (ARCHITECTURE.md, principle 3).
 * The resources after TS_LEDGER_N_RESOURCES belong to some games only; views and totals
 * made for the first three skip them.
 */
typedef enum
{
  TS_LEDGER_VP,
  TS_LEDGER_SILVER,
  TS_LEDGER_WORKERS,
  TS_LEDGER_N_RESOURCES,
  TS_LEDGER_GOLD,
  TS_LEDGER_WOOD,
  TS_LEDGER_STONE,
  TS_LEDGER_SOLDIERS,
  TS_LEDGER_TOKENS,
  TS_LEDGER_WINE,
  TS_LEDGER_GRAIN,
  TS_LEDGER_CLOTH,
  TS_LEDGER_FOOD,
  TS_LEDGER_N_ALL,
} TsLedgerResource;

/**
 * TsLedgerLine:
 * @player: player index in setup order
 * @resource: what changed
 * @delta: by how much (negative when spent)
 * @entry_index: index of the record entry that caused it (-1 for setup)
 * @cause_id: stable, untranslated id of the cause ("sale", "area", "monastery-17", ...)
 * @cause_text: the cause as a translated sentence fragment
 *
 * One change of one resource of one player. A total is always the sum of its lines.
 */
typedef struct
{
  guint player;
  TsLedgerResource resource;
  int delta;
  int entry_index;
  char *cause_id;
  char *cause_text;
} TsLedgerLine;

TsLedgerLine *ts_ledger_line_new (guint player, TsLedgerResource resource, int delta,
                                  int entry_index, const char *cause_id, const char *cause_text);
void ts_ledger_line_free (TsLedgerLine *line);

const char *ts_ledger_resource_to_string (TsLedgerResource resource);

/* Sum of the lines of @player for @resource in @lines (a GPtrArray of TsLedgerLine). */
int ts_ledger_sum (GPtrArray *lines, guint player, TsLedgerResource resource);

/* A JSON array of {player, resource, delta, entry, cause, text} objects. */
JsonNode *ts_ledger_to_json (GPtrArray *lines);

/**
 * TsLedgerMark:
 *
 * One ledger line as a game's state keeps it: small, copied with the state, its cause the
 * game's own enum value and detail (which advisor, building, card ...). ts_ledger_expand()
 * turns marks into #TsLedgerLine for the module's ledger().
 */
typedef struct
{
  guint16 entry;
  gint16 delta;
  guint8 player, resource, cause, detail;
} TsLedgerMark;

typedef const char *(*TsLedgerCauseId) (guint cause, guint detail, char buf[40]);
typedef char *(*TsLedgerCauseText) (gconstpointer state, guint cause, guint detail);

/* Appends a mark to @marks (holding *@n_marks of at most @max); a full array is an engine
 * bug (states are sized far above what a game produces). */
void ts_ledger_mark_append (TsLedgerMark *marks, guint16 *n_marks, guint max, guint player,
                            TsLedgerResource resource, int delta, guint entry, guint cause,
                            guint detail);

/* A GPtrArray of TsLedgerLine from @n_marks marks; @id and @text name each cause. */
GPtrArray *ts_ledger_expand (const TsLedgerMark *marks, guint n_marks, gconstpointer state,
                             TsLedgerCauseId id, TsLedgerCauseText text);

/* Adds each mark's delta into @totals[player * TS_LEDGER_N_RESOURCES + resource], for the
 * first TS_LEDGER_N_RESOURCES resources and players under @n_players: the totals without
 * the causes' words, which cost most of an entry once a game is long (issue 29). */
void ts_ledger_marks_totals (const TsLedgerMark *marks, guint n_marks, int *totals,
                             guint n_players);

/* A copy of a game's flat state (@size bytes) whose marks start at @ledger_offset and number
 * @n_marks: only the used part of the ledger is copied, most of it is spare room. */
gpointer ts_ledger_state_dup (gconstpointer state, gsize size, gsize ledger_offset, guint n_marks);
/* Two such states are equal: the same number of marks, then every byte up to the last. */
gboolean ts_ledger_state_equal (gconstpointer a, gconstpointer b, gsize ledger_offset, guint n_a,
                                guint n_b);

/* Defines PREFIX_state_copy(), PREFIX_state_equal() and PREFIX_ledger_totals() (the
 * TsGameModule signatures) for a flat state type whose marks are its last member "ledger",
 * counted by "n_ledger". */
#define TS_LEDGER_DEFINE_STATE_FUNCS(prefix, Type)                                               \
  gpointer prefix##_state_copy (gconstpointer state)                                              \
  {                                                                                               \
    return ts_ledger_state_dup (state, sizeof (Type), G_STRUCT_OFFSET (Type, ledger),            \
                                ((const Type *) state)->n_ledger);                                \
  }                                                                                               \
  gboolean prefix##_state_equal (gconstpointer a, gconstpointer b)                                \
  {                                                                                               \
    return ts_ledger_state_equal (a, b, G_STRUCT_OFFSET (Type, ledger),                          \
                                  ((const Type *) a)->n_ledger, ((const Type *) b)->n_ledger);    \
  }                                                                                               \
  void prefix##_ledger_totals (gconstpointer state, int *totals, guint n_players)                 \
  {                                                                                               \
    ts_ledger_marks_totals (((const Type *) state)->ledger, ((const Type *) state)->n_ledger,    \
                            totals, n_players);                                                   \
  }

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsLedgerLine, ts_ledger_line_free)

G_END_DECLS

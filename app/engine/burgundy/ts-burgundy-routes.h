/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Trade routes (CB-TRD): the pieces of the box, a player's route in the record's setup and
 * the bonuses sold goods earn on it. The state's fields are in ts-burgundy-state.h. */

#include "ts-burgundy-state.h"

G_BEGIN_DECLS

#define TS_BURGUNDY_ROUTE_BOX_PIECES 12 /* pieces in the box (CB-TRD-01) */
#define TS_BURGUNDY_PIECE_SPACES 3      /* spaces per piece (CB-TRD-02) */

/* One piece of the box: its id ("A", "4"), how sure its contents are, and its spaces left
 * to right. An unknown piece (CONFIDENCE_UNKNOWN) has no spaces and cannot be dealt. */
typedef struct
{
  char id[8];
  TsBurgundyConfidence confidence;
  guint8 die[TS_BURGUNDY_PIECE_SPACES];   /* goods type 1-6 */
  guint8 bonus[TS_BURGUNDY_PIECE_SPACES]; /* TsBurgundyRouteBonus */
} TsBurgundyRoutePiece;

typedef struct
{
  guint n_pieces;
  TsBurgundyRoutePiece pieces[TS_BURGUNDY_ROUTE_BOX_PIECES];
} TsBurgundyRoutePieces;

static inline gboolean
ts_burgundy_route_piece_known (const TsBurgundyRoutePiece *piece)
{
  return piece->confidence != TS_BURGUNDY_CONFIDENCE_UNKNOWN;
}

/* Reads data/games/castles-of-burgundy/trade-routes.json ("tableside-burgundy-trade-routes"
 * version 1): 12 pieces with distinct ids, each known one with 3 spaces. @file_name is used
 * in messages only. */
gboolean ts_burgundy_route_pieces_load (TsBurgundyRoutePieces *out, const char *file_name,
                                        GBytes *bytes, GError **error);
/* The shipped pieces, loaded once from the GResource; NULL with @error if broken. */
const TsBurgundyRoutePieces *ts_burgundy_route_pieces_get (GError **error);
const TsBurgundyRoutePiece *ts_burgundy_route_pieces_find (const TsBurgundyRoutePieces *pieces,
                                                           const char *id);

/* The check of one piece as the user entered it from their box (the "trade-routes"
 * component overrides): @id is one of the box's piece ids and @values is
 * {"spaces": [[goods, "bonus-id"], x3]}. Fills @out (may be NULL) with confidence HIGH. */
gboolean ts_burgundy_route_piece_check (const TsBurgundyRoutePieces *box, const char *id,
                                        JsonNode *values, TsBurgundyRoutePiece *out,
                                        GError **error);
/* The same against the shipped box, as the check of the user's corrections file of trade
 * routes (TsComponentCheck). */
gboolean ts_burgundy_route_piece_check_item (const char *id, JsonNode *values, gpointer unused,
                                             GError **error);
/* Puts the user's entry of piece @id into @box (checked as above). */
gboolean ts_burgundy_route_pieces_correct (TsBurgundyRoutePieces *box, const char *id,
                                           JsonNode *values, GError **error);
/* @piece's spaces as the overrides file and the record write them: [[g, "bonus"], ...]. */
JsonNode *ts_burgundy_route_piece_spaces_json (const TsBurgundyRoutePiece *piece);

/* Pieces each player lays: 3 with 4 players, 4 with 3, 5 with 2 (CB-TRD-01). */
guint ts_burgundy_route_pieces_per_player (guint n_players);
/* The record's "route" member of a player for @pieces laid left to right. */
JsonNode *ts_burgundy_route_to_json (const TsBurgundyRoutePiece *const *pieces, guint n);
/* Reads players[@i].route into the state: refused when the module is off, required (with
 * ts_burgundy_route_pieces_per_player() pieces) when it is on. @o may be NULL. */
gboolean ts_burgundy_route_setup (TsBurgundyState *state, guint i, JsonObject *o, GError **error);

/* CB-TRD-03..05: @n goods of type @goods just sold by @player go on the route from
 * route_next, the bonus of each space of the same type given at once (left to right);
 * bonuses that take a tile wait as PENDING_ROUTE_* (leftmost on top), lost when no such
 * tile lies in the numbered depots. Call after the sale's source is used. */
void ts_burgundy_route_lay (TsBurgundyState *state, guint player, guint goods, guint n);
/* TRUE for the pendings a trade-route bonus pushes. */
static inline gboolean
ts_burgundy_route_pending (guint pending)
{
  return pending >= TS_BURGUNDY_PENDING_ROUTE_BUILDING && pending <= TS_BURGUNDY_PENDING_ROUTE_ANY;
}
/* The refusal while a route bonus waits ("First take (or decline) …"), the refusal of a tile
 * of the wrong kind, and the pending in words for the entry bar ("Ana: take …"). */
const char *ts_burgundy_route_pending_sentence (guint pending);
const char *ts_burgundy_route_wrong_kind (guint pending);
char *ts_burgundy_route_describe_pending (const TsBurgundyState *state, guint pending);
/* Goods type and bonus of a route space in words ("goods 4: +4 VP"). */
char *ts_burgundy_route_space_text (const TsBurgundyPlayer *p, guint space);

G_END_DECLS

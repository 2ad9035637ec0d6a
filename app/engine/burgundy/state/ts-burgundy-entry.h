/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/*
 * Castles of Burgundy setup (the record's "options", "players" and "setup" members):
 *   "options": {"effect-discard": true, "mine-income-after-e": true}   (both optional)
 *   "players": ["Ana", {"name": "Bruno", "duchy": "6", "start-space": 33},
 *               {"name": "Carla", "duchy": "4", "layout": {"cells": "<37 letters CPSBYM>",
 *                "dice": "<37 digits>"}}, ...]   2-4 players in turn order (player 0 starts)
 *   "setup": {"duchy": "1"}   the duchy of players who name none (default "1")
 * Modules (issue 14), each a boolean in "options", all off by default: "extra-tiles",
 * "white-castles", "inns", "trade-routes", "shields", "advanced-duchies" (+ "secret-start"),
 * and the decisions "inn-extra-purchase", "shield-tile-must", "shield-2-per-gain" (issue 26;
 * with "solo": "solo-black-decline"; with "team": "team-discard-by-kind", "team-tie-shared"),
 * all false by default (TsBurgundyOptions, docs/rules-coverage.md). The other readings
 * before issue 26, kept for records made then (issue 40, TsGameModule.readings), are
 * "shield-4-storage-12", "monastery-27-lift-at-ship", "monastery-7-geese-placed-only" and
 * "solo-vp-order-scored", false by default too; issue 42 five more: "solo-shield-12-one-player",
 * "solo-phase-end-ship-keeps-goods", "solo-buy-vp-own-turn", "solo-phase-end-win-late" and
 * "monastery-27-placer-on-top"; issue 58 one: "solo-effects-own-turn". With
 * "trade-routes" each player object carries its route as laid out, left to right:
 *   "route": {"pieces": ["A", "4", "C"], "spaces": [[2, "take-building"], [4, "vp-4"], ...]}
 * (3 spaces per piece: goods type 1-6 and bonus id), so a record replays the same whatever
 * the user's trade-route pieces file says later.
 * "start-space" defaults to 18 (the centre), and must be a castle space (CB-ADV-02). A
 * "layout" is a duchy entered from the box (needed for duchies 4 and 8, which are not
 * shipped); it is checked with the same invariants as shipped data.
 *
 * Castles of Burgundy record entries (JSON). Players are indices in setup order (0-based);
 * depots are numbered 1-6 as printed (0 = the black depot where a depot may be the black
 * one); depot spaces ("slot") are 0-3 (black depot 0-7) in board-data order; duchy spaces are
 * 0-36 row-major from the top; storage spaces 0-2; goods types are die numbers 1-6. Tiles are
 * named "castle", "mine", "ship", "warehouse", "watchtower", "carpenter", "church", "market",
 * "boarding-house", "bank", "city-hall", "cow-2".."chicken-4" (species-animals),
 * "monastery-1".."monastery-26", and "unknown" for a tile not identified yet.
 *
 * "die" names what pays for an action: 0 or 1 (the player's dice), "castle" (the extra
 * action of a castle just placed, any value), "city-hall" (the placement a city hall gives),
 * "warehouse" (the sale a warehouse gives), "market", "carpenter", "church" (the tile those
 * buildings let you take).
 *
 * Table events:
 *   {"type": "starting-goods", "player": 0, "goods": [2, 2, 5]}
 *   {"type": "fill-depots", "depots": [[t, t, t, t], ... 6 depots], "black": [t x 8],
 *    "goods": [g, g, g, g, g]}
 *       t = tile name, or null for a space not used with this player count (or left empty
 *       because its stack ran out); "goods" are the phase's 5 goods, next round first.
 *   {"type": "roll", "dice": [[a, b], ... per player in setup order], "white": w}
 *       also moves the next goods tile to depot w.
 * Player decisions:
 *   {"type": "take-tile", "player": p, "die": d, "depot": 1-6, "slot": s,
 *    "tile": name (only for an unknown tile), "discard": k (only when storage is full)}
 *   {"type": "place-tile", "player": p, "die": d, "storage": k, "space": i}
 *   {"type": "sell-goods", "player": p, "die": d, "goods": g}
 *   {"type": "take-workers", "player": p, "die": d}
 *   {"type": "spend-workers", "player": p, "die": 0|1, "to": v}  (cost: workers for the
 *       shortest way round, halved rounding up with monastery 8)
 *   {"type": "buy-black", "player": p, "depot": 0 (black; 1-6 with monastery 6), "slot": s,
 *    "workers": n (0-2, monastery 6 only; the rest is silver), "tile": ..., "discard": k}
 *   {"type": "choose-ship-depot", "player": p, "depot": 1-6, "second-depot": 1-6 (monastery 5,
 *    optional), "keep": [g, ...]}  "keep" lists the NEW goods types stored, only when the
 *       3-type limit forces a choice (exactly as many as free goods spaces); types already
 *       held always join their stack.
 *   {"type": "decline", "player": p}   (pass on an optional effect: castle, city hall,
 *       warehouse, market, carpenter, church)
 *   {"type": "end-turn", "player": p}  (unused dice are forfeited)
 * Modules (issue 14):
 *   {"type": "set-shields", "shields": [[s, s], ... 6 depots]}  table event (shields module,
 *       first entry): shield numbers 1-18 on each depot's goods spaces, null where none.
 *   {"type": "buy-inn", "player": p, "workers": n (monastery 6), "discard": k}  (CB-INN-03)
 *   {"type": "buy-workers", "player": p}  monastery 28: 1 silver for 2 workers (CB-MON-28)
 *   {"type": "crane-effect", "player": p, "building": "bank"}  the building type (or
 *       "white-castle") whose effect the crane just placed triggers (CB-EXT-02)
 *   {"type": "take-shield", "player": p, "die": "doubles"|"castle", "depot": 1-6,
 *    "slot": 0|1, "space": castle space}  (CB-SHG-03/04, shield 11)
 *   {"type": "set-die", "player": p, "die": 0|1, "to": v}  shield 16 (CB-SHD-16)
 *   {"type": "choose-player", "player": p, "target": q}  shield 6's player (CB-SHD-06)
 *   {"type": "pay-shields", "player": p, "workers": n (shield 3), "remove": [shield, ...]}
 *       at a phase end (CB-SHG-07/08)
 *   {"type": "shield-tile", "player": p, "depot": 0-6, "slot": s, "space": i, "tile": ...}
 *       shields 14 (depot 1-6) and 15 (0 = black) at a phase end (CB-SHD-14/15)
 *   "die" also names "white" (a white castle's action, CB-WHC-02) and "route" (a trade-route
 *   bonus tile); "choose-ship-depot" takes "shield-goods": g with shield 5 (CB-SHD-05).
 * Solo game (issue 15): "options": {"solo": true, "solo-target": 45-55 (default 50,
 * CB-SOL-25), "solo-colour-areas": false (true: each completed colour area places a black
 * tile, ES, CB-DIF-08)}, exactly one player, whose board is of kind "solo" (a "layout"
 * entered from the box: no solo board is shipped), no other module. The roll has one pair:
 * {"type": "roll", "dice": [[a, b]], "white": w}.
 *   {"type": "solo-remove", "depot": 1-6, "slot": s}  table event after each roll (no
 *       "player"): the hex tile taken out of the game from the white die's depot, or the next
 *       one clockwise that is not empty, its first tile in board-data order (CB-SOL-09/10);
 *       none when every depot is empty
 *   {"type": "solo-exchange", "player": 0, "goods": [g, g, g, g, g], "slot": s, "tile": ...,
 *    "discard": k}  right after a ship's goods: 5 goods (types, repeated as given) for the
 *       black-depot tile in slot s, stored face down as "face-down" (CB-SOL-13/14); "tile"
 *       optional (an unknown tile's face; it is out of play), "discard" only when full
 *   {"type": "solo-black", "player": 0, "slot": s, "space": i, "tile": ...}  a colour was
 *       completed: the black-depot tile in slot s goes straight onto space i, no die
 *       (CB-SOL-18/19); "tile" names an unknown tile
 *   {"type": "buy-vp", "player": 0, "vp": n}  after scoring in the turn: n silver for n VP
 *       (CB-SOL-20)
 *   "die": "target" is the free action after the VP marker reached the target (CB-SOL-22);
 *   "decline" passes on it, on the exchange and on a black-depot placement that may be
 *   declined: one for a colour the black tile itself completed, one that no longer fits, or
 *   any with "solo-black-decline": true (CB-SOL-18, issue 26).
 *   {"type": "end-turn", "player": p, "automatic": true}  written by Tableside after every
 *       entry that ended p's turn by itself (both dice used, nothing waiting, no purchase
 *       possible): "p's turn ends here". Right after such an entry it changes nothing; where
 *       the turn has not ended by itself (an earlier entry was corrected) it ends the turn
 *       like a plain "end-turn". Never listed among the legal entries.
 */

typedef enum
{
  TS_BURGUNDY_ENTRY_STARTING_GOODS,
  TS_BURGUNDY_ENTRY_FILL_DEPOTS,
  TS_BURGUNDY_ENTRY_ROLL,
  TS_BURGUNDY_ENTRY_TAKE_TILE,
  TS_BURGUNDY_ENTRY_PLACE_TILE,
  TS_BURGUNDY_ENTRY_SELL_GOODS,
  TS_BURGUNDY_ENTRY_TAKE_WORKERS,
  TS_BURGUNDY_ENTRY_SPEND_WORKERS,
  TS_BURGUNDY_ENTRY_BUY_BLACK,
  TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT,
  TS_BURGUNDY_ENTRY_DECLINE,
  TS_BURGUNDY_ENTRY_END_TURN,
  /* modules (issue 14) */
  TS_BURGUNDY_ENTRY_SET_SHIELDS,
  TS_BURGUNDY_ENTRY_BUY_INN,
  TS_BURGUNDY_ENTRY_BUY_WORKERS,
  TS_BURGUNDY_ENTRY_CRANE_EFFECT,
  TS_BURGUNDY_ENTRY_TAKE_SHIELD,
  TS_BURGUNDY_ENTRY_SET_DIE,
  TS_BURGUNDY_ENTRY_CHOOSE_PLAYER,
  TS_BURGUNDY_ENTRY_PAY_SHIELDS,
  TS_BURGUNDY_ENTRY_SHIELD_TILE,
  /* issue 15: solo game (outposts need no entry of their own) */
  TS_BURGUNDY_ENTRY_SOLO_REMOVE,   /* table: the hex tile taken out of the white die's depot */
  TS_BURGUNDY_ENTRY_SOLO_EXCHANGE, /* 5 goods for a black-depot tile, face down (CB-SOL-14) */
  TS_BURGUNDY_ENTRY_SOLO_BLACK,    /* a black-depot tile placed at once after a colour is
                                    * complete (CB-SOL-18/19) */
  TS_BURGUNDY_ENTRY_BUY_VP,        /* silver for VP after scoring (CB-SOL-20) */
  TS_BURGUNDY_N_ENTRY_TYPES,
} TsBurgundyEntryType;
/* A module's part names its entry types in a guint32, a bit each (TsBurgundyPart). */
G_STATIC_ASSERT (TS_BURGUNDY_N_ENTRY_TYPES <= 32);

typedef enum
{
  TS_BURGUNDY_SRC_DIE0,
  TS_BURGUNDY_SRC_DIE1,
  TS_BURGUNDY_SRC_CASTLE,
  TS_BURGUNDY_SRC_CITY_HALL,
  TS_BURGUNDY_SRC_WAREHOUSE,
  TS_BURGUNDY_SRC_MARKET,
  TS_BURGUNDY_SRC_CARPENTER,
  TS_BURGUNDY_SRC_CHURCH,
  TS_BURGUNDY_SRC_WHITE,   /* "white": a white castle's action */
  TS_BURGUNDY_SRC_ROUTE,   /* "route": the tile a trade-route bonus lets you take */
  TS_BURGUNDY_SRC_DOUBLES, /* "doubles": both dice, for a shield */
  TS_BURGUNDY_SRC_TARGET,  /* "target": solo game, the free action after the VP marker
                            * reached the target (CB-SOL-22) */
  TS_BURGUNDY_N_SOURCES,
} TsBurgundySource;

/* One entry, plain and fixed-size. -1 marks an absent optional member. */
typedef struct
{
  guint8 type;
  gint8 player;
  gint8 die;   /* TsBurgundySource */
  gint8 depot; /* 1-6, 0 = black */
  gint8 slot;
  gint16 space; /* 0 .. TS_BURGUNDY_MAX_SPACES - 1: a team board has 160 cells */
  gint8 storage;
  gint8 goods;
  gint8 to;
  gint8 discard;
  gint8 workers;
  gint8 second_depot;
  guint8 keep; /* bit per goods type 1..6; 0 = not given */
  guint8 tile; /* identity of an unknown tile, 0 = not given */
  guint8 automatic; /* end-turn only: written by Tableside where the turn ended by itself */
  /* modules (issue 14) */
  gint8 building;     /* crane-effect: building type 0-7, 8 = white castle */
  gint8 target;       /* choose-player */
  gint8 shield_goods; /* choose-ship-depot with shield 5 */
  guint32 remove;     /* pay-shields: bit per shield number removed */
  guint8 shields[6][2]; /* set-shields: shield numbers, 0 = none */
  /* issue 15: solo game */
  gint8 vp;             /* buy-vp: VP bought (1 silver each) */
  guint8 exchange[7];   /* solo-exchange: goods given by type 1..6 (5 in all) */
  /* issue 15: team game */
  guint8 store; /* TsBurgundyStore: where a tile taken goes (shared / private), 0 not given */
  /* table events */
  guint8 fill[6][4];
  guint8 fill_black[8];
  guint8 fill_goods[5];
  guint8 starting[3];
  guint8 dice[4][2];
  guint8 white;
} TsBurgundyEntry;

void ts_burgundy_entry_init (TsBurgundyEntry *entry, TsBurgundyEntryType type, int player);

TsBurgundyEntry *ts_burgundy_entry_from_json (JsonNode *node, GError **error);
JsonNode *ts_burgundy_entry_to_json (const TsBurgundyEntry *entry);
const char *ts_burgundy_entry_type_id (TsBurgundyEntryType type);

G_END_DECLS

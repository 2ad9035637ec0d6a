/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "ts-kingsburg-data.h"
#include "ts-engine-error.h"
#include "ts-ledger.h"

G_BEGIN_DECLS

#define TS_KINGSBURG_MAX_PLAYERS 5
#define TS_KINGSBURG_COLOURED 3
#define TS_KINGSBURG_MAX_DICE 5 /* 3 coloured + the Farms' and the King's Aid white dice */
#define TS_KINGSBURG_MAX_LEDGER 3000
#define TS_KINGSBURG_NO_ONE 0xff

/*
 * Kingsburg setup (the record's "players" and "setup"):
 *   "players": 2-5 names (strings or {"name": ...}) in the initial turn order, which the
 *     table draws at random (KB-SET-06); "setup" is not used.
 *   "options" (optional): three rules' readings that earlier builds played (issue 40;
 *     absent, the rulebook's), and KB-INF-11's automatic pass:
 *     "building-powers": "at-once" (default: a building's power works as soon as it is
 *       owned, KB-BDG-17) or "next-phase" (from the next phase, as before issue 26: a Crane
 *       does not discount the Envoy's second building of the same season).
 *     "statue-after-chapel": true (default: the Statue may reroll after the Chapel,
 *       KB-BDG-03) or false (the Chapel's reroll ends the player's rerolls, as before
 *       issue 26).
 *     "kings-reward": "all-tied" (default, the text: with no buildings all players tie for
 *       the most and each gains 1 VP) or "most-built" (nobody is rewarded while nobody has
 *       built) (KB-RWD-01/02).
 *     "pass-by-itself": true in games started since the automatic pass of KB-INF-11 (see
 *       pass_by_itself below; absent, the player is asked, as before).
 *
 * Entries (JSON). Players are indices in setup order (0-based). Dice are indices into the
 * player's dice of the season as entered in "roll": 0-2 coloured, then the white dice.
 * Goods are "gold", "wood", "stone"; buildings and advisors by id (data/games/kingsburg).
 *
 * Table events:
 *   {"type": "roll", "dice": [[5, 2, 6], [1, 1, 4, 3], ...], "neutral": [[4, 2, 3], [5, 4]]}
 *       every player's dice in setup order (3, plus one per white die they roll); "neutral"
 *       only with 2 players: the 3 and the 2 neutral dice (KB-2P-01/02).
 *   {"type": "battle", "enemy": "Y1-03", "king": 1}  the revealed card and the King's die.
 *       Optional "card": {"strength": 3, "victory": {"stone": 1}, "defeat": {"gold": 1,
 *       "building": true}}: the card's values as played (the user's box, when it differs
 *       from the shipped data; enemies.json's member names); without it the shipped values.
 * Player decisions:
 *   {"type": "reroll", "player": p, "building": "statue", "die": i, "value": v}
 *   {"type": "reroll", "player": p, "building": "chapel", "values": [v, ...]}  (all dice)
 *   {"type": "influence", "player": p, "advisor": n, "dice": [i, ...], "plus2": true,
 *    "envoy": true}  ("plus2" and "envoy" optional; the Market is used when the dice sum,
 *       with the token, is one off the advisor's number)
 *   {"type": "help", "player": p, "advisor": n, "goods": ["wood"], "pay": "stone"}
 *       the choices an advisor offers: the goods chosen ("goods") and the Alchemist's good
 *       given up ("pay"; absent to keep one's goods)
 *   {"type": "build", "player": p, "building": "inn", "envoy": true}
 *   {"type": "town-hall", "player": p, "pay": "wood"}  (or "plus2")
 *   {"type": "recruit", "player": p, "goods": ["gold", "wood"]}  (the payment)
 *   {"type": "goods", "player": p, "goods": [...]}  goods of choice taken (King's Aid, a
 *       victory) or lost (a defeat)
 *   {"type": "pass", "player": p}  ends the player's part of the current step (influence,
 *       build, rerolls, Town Hall, recruiting)
 */
typedef enum
{
  TS_KINGSBURG_ENTRY_ROLL,
  TS_KINGSBURG_ENTRY_BATTLE,
  TS_KINGSBURG_ENTRY_REROLL,
  TS_KINGSBURG_ENTRY_INFLUENCE,
  TS_KINGSBURG_ENTRY_HELP,
  TS_KINGSBURG_ENTRY_BUILD,
  TS_KINGSBURG_ENTRY_TOWN_HALL,
  TS_KINGSBURG_ENTRY_RECRUIT,
  TS_KINGSBURG_ENTRY_GOODS,
  TS_KINGSBURG_ENTRY_PASS,
  TS_KINGSBURG_N_ENTRY_TYPES,
} TsKingsburgEntryType;

#define TS_KINGSBURG_PAY_PLUS2 3 /* "pay": a "+2" token instead of a good */

/* One entry, plain and fixed-size; -1 marks an absent member. */
typedef struct
{
  guint8 type;
  gint8 player;
  gint8 advisor;
  gint8 building;
  gint8 die;
  gint8 pay;    /* TsKingsburgGood or TS_KINGSBURG_PAY_PLUS2 */
  gint8 enemy;  /* index into the data's cards */
  guint8 king;  /* the King's reinforcement die */
  guint8 dice;  /* bit per die index */
  guint8 plus2; /* 0/1 */
  guint8 envoy; /* 0/1 */
  guint8 goods[TS_KINGSBURG_N_GOODS];
  guint8 values[TS_KINGSBURG_MAX_DICE]; /* reroll results; value for the Statue in [0] */
  guint8 n_values;
  guint8 rolled[TS_KINGSBURG_MAX_PLAYERS][TS_KINGSBURG_MAX_DICE];
  guint8 n_rolled[TS_KINGSBURG_MAX_PLAYERS];
  guint8 n_rolled_players;
  guint8 neutral[5]; /* 3 then 2 neutral dice; 0 = not given */
  guint8 has_card;   /* 0/1: @card holds the battle card's values as played */
  TsKingsburgCardValues card;
  guint8 automatic; /* pass only: written by Tableside where the player passed by itself */
} TsKingsburgEntry;

typedef enum
{
  TS_KINGSBURG_STAGE_AID_GOODS, /* tied players choose the King's Aid good */
  TS_KINGSBURG_STAGE_ROLL,      /* waiting for the season's dice */
  TS_KINGSBURG_STAGE_REROLL,    /* Statue and Chapel owners decide, in turn order */
  TS_KINGSBURG_STAGE_INFLUENCE,
  TS_KINGSBURG_STAGE_HELP, /* an advisor waits for its player's choice */
  TS_KINGSBURG_STAGE_BUILD,
  TS_KINGSBURG_STAGE_TOWN_HALL,
  TS_KINGSBURG_STAGE_RECRUIT,
  TS_KINGSBURG_STAGE_BATTLE, /* waiting for the enemy card and the King's die */
  TS_KINGSBURG_STAGE_BATTLE_GOODS,
  TS_KINGSBURG_STAGE_OVER,
} TsKingsburgStage;

/* Why goods of choice are waiting. */
typedef enum
{
  TS_KINGSBURG_CHOICE_AID = 1,
  TS_KINGSBURG_CHOICE_LOSS,
  TS_KINGSBURG_CHOICE_REWARD,
} TsKingsburgChoice;

typedef struct
{
  gint16 vp;
  guint8 goods[TS_KINGSBURG_N_GOODS];
  guint8 plus2;
  guint8 soldiers;
  guint32 built; /* bit per building */
  guint8 n_dice;
  guint8 dice[TS_KINGSBURG_MAX_DICE];
  guint8 placed;  /* bit per die placed on an advisor */
  guint8 aid_die; /* the King's Aid white die for this year's Spring */
  guint8 passed;
  guint8 plus2_used;  /* this season (KB-INF-07) */
  guint8 market_used; /* this season (KB-BDG-07) */
  guint8 statue_used;
  guint8 chapel_used;
  guint8 rerolls_done;
  guint8 builds;           /* buildings built this season */
  /* "building-powers": "next-phase" only: built this season, power not working yet. */
  guint32 built_this_step;
  guint8 choice;           /* TsKingsburgChoice waiting, 0 = none */
  guint8 choice_count;     /* how many goods */
  gint8 combat;            /* last battle's combat value */
  gint8 result;            /* last battle: -1 lost, 0 tie, 1 won */
  guint8 battle_soldiers;  /* last battle: soldiers with the King's reinforcements */
  guint32 battle_built;    /* last battle: the buildings that counted (KB-BAT-06) */
  guint32 helped;          /* bit per advisor that helped the player this season (KB-HLP-01),
                            * until the season closes: what their phone shows */
} TsKingsburgPlayer;

typedef enum
{
  TS_KINGSBURG_CAUSE_ADVISOR, /* detail: advisor number */
  TS_KINGSBURG_CAUSE_AID,
  TS_KINGSBURG_CAUSE_REWARD,
  TS_KINGSBURG_CAUSE_BUILD,     /* detail: building */
  TS_KINGSBURG_CAUSE_DESTROYED, /* detail: building */
  TS_KINGSBURG_CAUSE_GUILD,
  TS_KINGSBURG_CAUSE_INN,
  TS_KINGSBURG_CAUSE_EMBASSY,
  TS_KINGSBURG_CAUSE_TOWN_HALL,
  TS_KINGSBURG_CAUSE_PLUS2,
  TS_KINGSBURG_CAUSE_RECRUIT,
  TS_KINGSBURG_CAUSE_REINFORCEMENTS,
  TS_KINGSBURG_CAUSE_DEFEAT,  /* detail: card */
  TS_KINGSBURG_CAUSE_VICTORY, /* detail: card */
  TS_KINGSBURG_CAUSE_FORTRESS,
  TS_KINGSBURG_CAUSE_HIGHEST,
  TS_KINGSBURG_CAUSE_WINTER_END,
  TS_KINGSBURG_CAUSE_CATHEDRAL,
  TS_KINGSBURG_N_CAUSES,
} TsKingsburgCause;

typedef struct
{
  const TsKingsburgData *data;
  guint8 n_players;
  char names[TS_KINGSBURG_MAX_PLAYERS][32];
  guint8 opt_reward_needs_building; /* "kings-reward": "most-built" (KB-RWD-01/02) */
  guint8 opt_powers_next_phase;     /* "building-powers": "next-phase" (KB-BDG-17) */
  guint8 opt_chapel_ends_rerolls;   /* "statue-after-chapel": false (KB-BDG-03) */
  guint8 stage;
  guint8 year;                                  /* 1-5 */
  guint8 phase;                                 /* 1-8 (KB-YR-01) */
  guint8 order[TS_KINGSBURG_MAX_PLAYERS];       /* the turn-order track, first to act first */
  guint8 turn;                                  /* index into order[] of who acts */
  guint8 envoy;                                 /* holder, or TS_KINGSBURG_NO_ONE */
  guint8 occupied[TS_KINGSBURG_N_ADVISORS + 1]; /* bit per player on each advisor */
  guint8 player_dice[TS_KINGSBURG_N_ADVISORS + 1][TS_KINGSBURG_MAX_PLAYERS]; /* dice bits */
  guint8 plus2_on[TS_KINGSBURG_N_ADVISORS + 1]; /* bit per player who added a "+2" there */
  guint32 blocked;                              /* bit per advisor under neutral dice (KB-2P) */
  guint8 neutral[5];
  guint8 help_advisor; /* the advisor being resolved */
  guint8 help_left;    /* bit per player on it still to be helped */
  /* An advisor a player joined a second time with the Envoy helps them twice (KB-ENV-04):
   * the advisor, or 0; its player; whether the second help is still to come. */
  guint8 twice_advisor;
  guint8 twice_player;
  guint8 twice_left;
  gint8 enemy; /* this year's card once revealed, -1 before */
  guint8 king_die;
  guint8 seen_enemies[TS_KINGSBURG_YEARS]; /* card index + 1 per year fought */
  /* The last battle fought (kept into the next year for its summary): its card, -1 before
   * the first; the King's die; the card's values as played and whether they differ from
   * the shipped data (the user's box). */
  gint8 last_enemy;
  guint8 last_king;
  guint8 card_corrected;
  TsKingsburgCardValues card;
  guint16 n_entries;
  /* KB-INF-11 by itself (the game's option "pass-by-itself", new games): a player whose
   * influence leaves no coloured die passes at once; @passed_by_itself is that player + 1
   * right after such an entry, 0 otherwise. Records without the option are asked. */
  guint8 pass_by_itself;
  guint8 passed_by_itself;
  guint8 winners;   /* bit per player who shares the victory */
  guint8 tie_break; /* 0 VP, 1 goods, 2 buildings, 3 shared */
  TsKingsburgPlayer players[TS_KINGSBURG_MAX_PLAYERS];
  guint16 n_ledger;
  TsLedgerMark ledger[TS_KINGSBURG_MAX_LEDGER];
} TsKingsburgState;

/* State (ts-kingsburg-state.c) */
/* These have the TsGameModule signatures, so that the module table points at them. */
gpointer ts_kingsburg_state_copy (gconstpointer state);
gboolean ts_kingsburg_state_equal (gconstpointer a, gconstpointer b);
int ts_kingsburg_state_actor (gconstpointer state);
guint ts_kingsburg_n_buildings (const TsKingsburgPlayer *p);
guint ts_kingsburg_n_goods (const TsKingsburgPlayer *p);
static inline gboolean
ts_kingsburg_has (const TsKingsburgPlayer *p, guint building)
{
  return (p->built >> building) & 1u;
}
/* Owns @building with its power working: from the moment it is built (KB-BDG-17, “Desde
 * que detenhas um edifício, também podes usar os poderes especiais”), or from the next phase
 * under "building-powers": "next-phase" (only then is built_this_step ever set). */
static inline gboolean
ts_kingsburg_works (const TsKingsburgPlayer *p, guint building)
{
  return ts_kingsburg_has (p, building) && !((p->built_this_step >> building) & 1u);
}
/* White dice this season: the Farms' and the King's Aid (Spring only). */
guint ts_kingsburg_white_dice (const TsKingsburgState *state, guint player);

/* Ledger: every change goes through these, so totals equal the sum of their lines. */
void ts_kingsburg_gain (TsKingsburgState *state, guint player, TsLedgerResource resource, int delta,
                        TsKingsburgCause cause, guint detail);
const char *ts_kingsburg_cause_id (guint cause, guint detail, char buf[40]);
char *ts_kingsburg_cause_text (gconstpointer state, guint cause, guint detail);
GPtrArray *ts_kingsburg_ledger_lines (gconstpointer state);
void ts_kingsburg_ledger_totals (gconstpointer state, int *totals, guint n_players);

/* Entries (ts-kingsburg-json.c) */
void ts_kingsburg_entry_init (TsKingsburgEntry *entry, TsKingsburgEntryType type, int player);
gpointer ts_kingsburg_entry_from_json (JsonNode *node, GError **error);
JsonNode *ts_kingsburg_entry_to_json (gconstpointer entry);
const char *ts_kingsburg_entry_type_id (TsKingsburgEntryType type);

G_END_DECLS

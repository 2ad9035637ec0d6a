/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "ts-ledger.h"
#include "ts-table-facts.h"
#include "ts-board-picture.h"
#include "ts-table-form.h"

G_BEGIN_DECLS

/**
 * TsGameModule:
 *
 * The one interface every game implements (ARCHITECTURE.md, "Layers"). Nothing outside
 * app/engine/<game>/ knows one game from another: the model, the CLI and the shell only call
 * through this table.
 *
 * States and entries are opaque to callers (gpointer). A state is cheap to copy; an entry is
 * one thing that happened at the table (a table event or a player decision). In a record an
 * entry is a JSON object with at least a "type" string member.
 *
 * @id: stable game id used in records ("castles-of-burgundy")
 * @name: untranslated display name, marked with N_()
 * @min_players: smallest player count the module accepts
 * @max_players: largest player count the module accepts
 * @state_new: builds the state from a record's "options", "players" and "setup" members
 *   (any of which may be NULL); refuses a setup it cannot start from with
 *   TS_ENGINE_ERROR_SETUP
 * @state_copy: deep copy
 * @state_free: frees a state
 * @state_equal: TRUE when two states are identical (used by tests and the "refused entry
 *   changes nothing" invariant)
 * @entry_from_json: parses one entry; TS_ENGINE_ERROR_PARSE with a message naming the
 *   member at fault
 * @entry_to_json: serialises one entry (a JsonObject node)
 * @entry_free: frees an entry
 * @apply: applies @entry to @state atomically, or leaves @state untouched and returns FALSE
 *   with TS_ENGINE_ERROR_ILLEGAL and a sentence naming the rule broken
 * @legal_entries: every entry legal now (table events the app waits for are described by
 *   @describe_pending rather than enumerated when they come from the table, like dice);
 *   a GPtrArray whose free function is @entry_free
 * @describe_entry: the entry in words, as it applies to @state (before applying it)
 * @describe_pending: who must do or enter what next, in words
 * @is_finished: TRUE once final scoring is done
 * @ledger: every VP/money/worker change so far, a GPtrArray of TsLedgerLine (ts-ledger.h)
 *   in the order they happened; each total equals the sum of its lines
 * @pending_player: index of the player who must decide next, or -1 when the table must enter
 *   an event (dice, tiles, goods) or the game is over
 * @final_breakdown: NULL until @is_finished; then a JSON object with one member "players"
 *   (per player: total and the lines of the final scoring) plus "winner" and the tie-break
 *   applied, explained in words ("explanation")
 *
 * Optional (NULL when the game has none):
 *
 * @automatic_after: the entry the record holds next because of what the last entry did by
 *   itself, or NULL. @state is the state just after that entry. The game still does the
 *   thing by itself when it applies the entry (records without automatic entries replay as
 *   they always did); the automatic entry only writes it down, so that later edits never
 *   change what the entries after it mean. Applied right after that entry it must change
 *   nothing but the entry count; applied elsewhere (an earlier entry was corrected) it does
 *   what it says or is refused. The model writes it after every entry for which this returns
 *   one, unless the record already has it there (docs/file-format.md, "Automatic entries").
 * @entry_is_automatic: TRUE for an entry the game writes by itself (@automatic_after); the
 *   model never offers such an entry for correction or removal and undoes it together with
 *   the entry before it
 * @describe_outcome: what applying @entry to @before did, giving @after, in words ("Bruno:
 *   +1 goods 2, +1 goods 5."), or NULL when it changed nothing worth saying. Used to tell
 *   the players which later entries a correction changes; it must differ whenever the
 *   entry's effect on the table differs (ledger lines are compared separately)
 * @points_label: the short name of the game's points after a number, translated ("PP" in
 *   Caylus 1303); NULL for "VP"
 * @progress: where an unfinished game stands, in the game's own terms and no language
 *   ({"phase": 2, "round": 3}), or NULL when there is nothing to say; the model writes it in
 *   the record's header on every save, so that the saved games list shows it without
 *   replaying (docs/file-format.md, "progress")
 * @describe_progress: @progress in a few translated words ("Phase C, round 3"), or NULL when
 *   the object is not one @progress writes
 * @table_facts: the few counts the players ask about across the table, for the scoreboard
 *   shown to them (issue 45): a list of #TsTableFact (ts_table_facts_new()), the table's
 *   (player -1) and each player's, in the order shown ("Tiles left: 42", Ana's "Followers
 *   left: 5"); NULL when the game has none
 * @points_secret: TRUE while the points are secret at the table (Caylus 1303's prestige,
 *   CY-SET-14): the scoreboard then shows none; NULL when they never are
 * @holdings: adds to @facts what @player (one of the game's: ts_games_holdings() checks)
 *   holds, for that player's own phone: #TsTableFact whose @player is @player, translated
 *   label and value pairs in the
 *   order a player reads them ("Silver: 2", "Buildings: Farm, Tailor"); a count of something
 *   the player usually has is given at 0, an empty list in words ("none"). Never what the
 *   table may not see: nothing secret while @points_secret says so (CY-SET-14). NULL when
 *   the game has none
 * @ledger_resources: bit 1 << r for each TsLedgerResource r the game keeps for every player
 *   in @state (with its options), VP included, so that totals list a 0 too; NULL: the
 *   resources some ledger line touches
 * @categories: where a player's points come from, for the statistics (issue 27): each
 *   ledger cause id belongs to the first #TsLedgerCategory whose @cause it is or begins
 *   with followed by "-"; ends with a NULL @cause; NULL when the game groups none
 * @cause_clause: the clause of the rules' clause list ("CB-ANI-01") under which a ledger
 *   line, or a line of the final breakdown, counts, by its cause id ("animals",
 *   "monastery-17", "end-goods", a tie-break's "bridge") and the resource it changes
 *   (TS_LEDGER_VP for the breakdown's lines); NULL for a cause the game never gives. The
 *   score page and the players' ledgers open the user guide there (issue 55)
 * @readings: the readings of a rule that earlier builds of Tableside played and a later
 *   build changed (#TsReading), oldest change first, ending with a NULL @clause; NULL when
 *   the game has had none. Records count how many of them their build knew (the record's
 *   "readings"), so that a record keeps the readings it was played under
 *   (docs/file-format.md, "Readings")
 * @final_sheet: the final-scoring sheet of a finished @state (callers check
 *   @is_finished first) in the game's sheet format
 *   (docs/file-format.md), so that scoring it gives the same totals and winners; NULL with
 *   @error when this state has none (The Castles of Burgundy's solo and team games). The
 *   CLI's `sheet --of` and the score page's Export Final Sheet write it (issue 58)
 * @table_form: the table event the game waits for now (while @pending_player is -1), split
 *   into the parts the players enter from their phones at the same time (their own dice, the
 *   tile they drew, the table's white die): a #TsTableForm, or NULL when the event due now
 *   is not entered from phones. Its fields are in the rules' order; each field's options are
 *   every value the event may take there
 * @form_entry: the entry (as JSON) that @table_form's @values make, one per field in its
 *   order, each one of that field's options, or a JSON array of several entries in the
 *   rules' order (each player's starting goods); the caller applies them like any other
 *   entries, as one change (the rules still decide). NULL when they make none
 * @ahead_state: a copy of @state (freed with @state_free) in which @player decides now,
 *   when the rules let @player choose before their turn comes because the players before
 *   them cannot change what @player may choose (Kingsburg's advisors' help, building and
 *   recruiting, taken in order); the phones list that player's choices from it and the seat server records
 *   the one chosen when the player's turn comes. NULL when @player may not choose ahead now
 *   (it is their turn, or what they may choose depends on those before them)
 * @board_picture: optional: a picture of the board as @state has it (#TsBoardPicture), the
 *   spots where entries act and what stands on them, laid out as on the table; NULL when
 *   the game has none to show now. Called only while the game is not finished (the
 *   caller checks @is_finished first). The phones show it above a player's choices
 * @end_now: optional: ends @state's game where it stands with the same final scoring the
 *   rules' end runs (the game's own function, never a second copy of it), so that
 *   @final_breakdown then says where the players would stand if the game ended after its
 *   last entry; leaves @state as it is when the game has no final scoring (The Castles of
 *   Burgundy's solo game). Called only on a copy of a game not finished
 *   (ts_games_breakdown_now())
 * @entry_spot: optional: the id of the spot of @board_picture where @entry acts (the advisor
 *   influenced, the depot taken from, where the tile goes), or NULL when it acts on none
 */
typedef struct _TsGameModule TsGameModule;

/**
 * TsReading:
 * @clause: the clause whose reading changed ("KB-BDG-03")
 * @option: the member of the record's "options" that chooses between the readings; absent,
 *   the engine plays the later reading (the rulebook's)
 * @old_value: that member's value, as JSON, that plays the earlier reading ("true",
 *   "\"most-built\"")
 * @requires: an option that must be true for the reading to matter ("team", "solo"), or NULL
 *   when it matters in every game
 * @summary: the earlier reading in a few words, marked with N_() ("after the Chapel, no
 *   Statue reroll"): the game page says "Kept under an earlier reading: " and this
 * @known_in_version: a record of this version or later that does not say its "readings" was
 *   written by a build that knew this change (3 for the changes of issue 26, all made before
 *   records had version 3); 0 when only the record's "readings" can tell
 *
 * A change of reading never breaks a saved game: the engine keeps the earlier reading as an
 * option, and a record saved before the change gets that option by itself (issue 40).
 */
typedef struct
{
  const char *clause;
  const char *option;
  const char *old_value;
  const char *requires;
  const char *summary;
  guint known_in_version;
} TsReading;

/**
 * TsLedgerCategory:
 * @cause: a ledger cause id ("animals"), or its beginning before a "-" ("monastery" for
 *   "monastery-17")
 * @category: the category's stable id, written in saved-games indexes and the CLI's JSON
 * @label: the category's name, marked with N_() ("Animals")
 */
typedef struct
{
  const char *cause;
  const char *category;
  const char *label;
} TsLedgerCategory;

struct _TsGameModule
{
  const char *id;
  const char *name;
  guint min_players;
  guint max_players;

  gpointer (*state_new) (JsonObject *options,
                         JsonArray  *players,
                         JsonObject *setup,
                         GError    **error);
  gpointer (*state_copy) (gconstpointer state);
  void (*state_free) (gpointer state);
  gboolean (*state_equal) (gconstpointer a,
                           gconstpointer b);

  gpointer (*entry_from_json) (JsonNode *node,
                               GError  **error);
  JsonNode *(*entry_to_json) (gconstpointer entry);
  void (*entry_free) (gpointer entry);

  gboolean (*apply) (gpointer      state,
                     gconstpointer entry,
                     GError      **error);
  GPtrArray *(*legal_entries) (gconstpointer state);
  char *(*describe_entry) (gconstpointer state,
                           gconstpointer entry);
  char *(*describe_pending) (gconstpointer state);
  gboolean (*is_finished) (gconstpointer state);
  GPtrArray *(*ledger) (gconstpointer state);
  /* Optional: adds each player's totals of the first TS_LEDGER_N_RESOURCES resources into
   * @totals (@n_players rows of TS_LEDGER_N_RESOURCES), as ledger()'s lines sum, without
   * their words; the model keeps them after every entry. NULL: summed from ledger(). */
  void (*ledger_totals) (gconstpointer state,
                         int          *totals,
                         guint         n_players);
  int (*pending_player) (gconstpointer state);
  JsonNode *(*final_breakdown) (gconstpointer state);

  gpointer (*automatic_after) (gconstpointer state,
                               gconstpointer entry);
  gboolean (*entry_is_automatic) (gconstpointer entry);
  char *(*describe_outcome) (gconstpointer before,
                             gconstpointer entry,
                             gconstpointer after);
  const char *(*points_label) (void);
  JsonObject *(*progress) (gconstpointer state);
  char *(*describe_progress) (JsonObject *progress);
  GPtrArray *(*table_facts) (gconstpointer state);
  gboolean (*points_secret) (gconstpointer state);
  void (*holdings) (gconstpointer state,
                    guint         player,
                    GPtrArray    *facts);
  guint (*ledger_resources) (gconstpointer state);
  const TsLedgerCategory *categories;
  const TsReading *readings;
  const char *(*cause_clause) (const char *cause_id, TsLedgerResource resource);
  JsonNode *(*final_sheet) (gconstpointer state, GError **error);
  TsTableForm *(*table_form) (gconstpointer state);
  JsonNode *(*form_entry) (gconstpointer state, const char *const *values);
  gpointer (*ahead_state) (gconstpointer state, guint player);
  TsBoardPicture *(*board_picture) (gconstpointer state);
  char *(*entry_spot) (gconstpointer state, gconstpointer entry);
  void (*end_now) (gpointer state);
};

const TsGameModule *const *ts_games_get_all (guint *n_games);
/* What @player of @state's @n_players holds (TsGameModule.holdings): a list of
 * #TsTableFact, empty when the game lists none or @player is not one of them. */
GPtrArray *ts_games_holdings (const TsGameModule *module,
                              gconstpointer       state,
                              guint               player,
                              guint               n_players);
/* @entries (a game's flat entry structs, as its legal listing gives them) as the GPtrArray of
 * g_malloc'd copies a module's legal_entries returns (free function g_free). */
GPtrArray *ts_games_entries_dup (GArray *entries);
/* For a game's @ahead_state: @state played on, in a copy, by the first legal entry of each
 * player who decides before @player, while the copy's step (the byte at @stage_offset in the
 * game's state) is @state's; the copy once @player decides there, or NULL when the step ends
 * first. Only for steps in which no player's choice changes what the next may choose. */
/* "If it ended now": the final breakdown @state's game would have if it ended after its last
 * entry (TsGameModule.end_now, on a copy: @state is not changed); a finished game's own
 * breakdown; NULL when the game has no final scoring to project. */
JsonNode *ts_games_breakdown_now (const TsGameModule *module,
                                  gconstpointer       state);
gpointer ts_games_ahead_by_first_choices (const TsGameModule *module,
                                          gconstpointer       state,
                                          guint               player,
                                          gsize               stage_offset);
/* A game's @progress made of whole numbers: member names and int values in pairs, NULL after
 * the last (ts_games_progress_new ("year", 2, "phase", 4, NULL)). */
JsonObject *ts_games_progress_new (const char *first_member,
                                   ...) G_GNUC_NULL_TERMINATED;
const TsGameModule *ts_games_lookup (const char *id);
/* The category of the ledger cause @cause_id in @module (TsGameModule.categories), or NULL
 * when none names it. */
const TsLedgerCategory *ts_games_category_of (const TsGameModule *module,
                                              const char         *cause_id);
/* The clause of @cause_id changing @resource in @module (TsGameModule.cause_clause), or
 * NULL when the game names none. */
const char *ts_games_cause_clause (const TsGameModule *module, const char *cause_id,
                                   TsLedgerResource resource);

/**
 * TsCauseClause:
 * @cause: a cause id ("animals"), or its beginning before a "-" ("advisor" for "advisor-8")
 * @clause: the clause it counts under ("CB-ANI-01")
 *
 * A game's causes and their clauses, for its @cause_clause; ends with a NULL @cause.
 */
typedef struct
{
  const char *cause;
  const char *clause;
} TsCauseClause;

/* The clause of the first entry of @table whose @cause @cause_id is or begins with followed
 * by "-", or NULL. */
const char *ts_cause_clause_find (const TsCauseClause *table, const char *cause_id);
/* The number after @prefix and a "-" in @cause_id ("monastery-17": 17), or -1. */
int ts_cause_number (const char *cause_id, const char *prefix);

/* The categories of @module in their order, each once (a GPtrArray of const TsLedgerCategory
 * pointers, the first entry of each category id). */
GPtrArray *ts_games_categories (const TsGameModule *module);

G_END_DECLS

/* The engine, the model and the CLI are built without GTK; a GTK header here is a bug. */
#if defined(TS_NO_GTK) && defined(GTK_MAJOR_VERSION)
#error "tableside-cli must not include GTK headers"
#endif

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy as a TsGameModule. */
#include "ts-burgundy-game.h"

#include "ts-game.h"
#include "ts-i18n.h"

static gpointer
module_state_new (JsonObject *options, JsonArray *players, JsonObject *setup, GError **error)
{
  return ts_burgundy_state_new_from_setup (options, players, setup, error);
}

static gpointer
module_state_copy (gconstpointer state)
{
  return ts_burgundy_state_copy (state);
}

static void
module_state_free (gpointer state)
{
  ts_burgundy_state_free (state);
}

static gboolean
module_state_equal (gconstpointer a, gconstpointer b)
{
  return ts_burgundy_state_equal (a, b);
}

static gpointer
module_entry_from_json (JsonNode *node, GError **error)
{
  return ts_burgundy_entry_from_json (node, error);
}

static JsonNode *
module_entry_to_json (gconstpointer entry)
{
  return ts_burgundy_entry_to_json (entry);
}

static gboolean
module_apply (gpointer state, gconstpointer entry, GError **error)
{
  return ts_burgundy_apply (state, entry, error);
}

static GPtrArray *
module_legal_entries (gconstpointer state)
{
  TsBurgundyEntry first[256];
  guint n = ts_burgundy_legal (state, first, G_N_ELEMENTS (first));
  g_autofree TsBurgundyEntry *all = NULL;
  const TsBurgundyEntry *list = first;
  GPtrArray *out = g_ptr_array_new_full (n, g_free);

  /* Complete, however long (issue 10: thousands with unknown tiles and monastery 6). */
  if (n > G_N_ELEMENTS (first))
    list = all = ts_burgundy_legal_all (state, &n);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (out, g_memdup2 (&list[i], sizeof list[i]));
  return out;
}

static char *
module_describe_entry (gconstpointer state, gconstpointer entry)
{
  return ts_burgundy_describe_entry (state, entry);
}

static char *
module_describe_pending (gconstpointer state)
{
  return ts_burgundy_describe_pending (state);
}

static gboolean
module_is_finished (gconstpointer state)
{
  return ((const TsBurgundyState *)state)->stage == TS_BURGUNDY_STAGE_OVER;
}

static GPtrArray *
module_ledger (gconstpointer state)
{
  return ts_burgundy_ledger_lines (state);
}

/* The totals without the causes' words (TsGameModule.ledger_totals): each line as
 * ts_burgundy_ledger_lines() gives it, summed. */
static void
module_ledger_totals (gconstpointer state, int *totals, guint n_players)
{
  const TsBurgundyState *s = state;

  for (guint i = 0; i < s->n_ledger; i++)
    if (s->ledger[i].player < n_players && s->ledger[i].resource < TS_LEDGER_N_RESOURCES)
      totals[s->ledger[i].player * TS_LEDGER_N_RESOURCES + s->ledger[i].resource]
          += s->ledger[i].delta;
}

static int
module_pending_player (gconstpointer state)
{
  return ts_burgundy_state_actor (state);
}

static JsonNode *
module_final_breakdown (gconstpointer state)
{
  return ts_burgundy_final_breakdown (state);
}

/* The sheet `sheet --of` and the score page write (issue 58); the solo and team games have
 * none, and ts_burgundy_sheet_from_state() says why. */
static JsonNode *
module_final_sheet (gconstpointer state, GError **error)
{
  g_autoptr (TsBurgundySheet) sheet = ts_burgundy_sheet_from_state (state, error);

  return sheet != NULL ? ts_burgundy_sheet_to_json (sheet) : NULL;
}

/* After an entry that ended a turn by itself, the record says so (ts-burgundy-entry.h). */
static gpointer
module_automatic_after (gconstpointer state, gconstpointer entry)
{
  const TsBurgundyState *s = state;
  const TsBurgundyEntry *e = entry;
  TsBurgundyEntry *next;

  if (s->ended_by_itself == 0 || (e->type == TS_BURGUNDY_ENTRY_END_TURN && e->automatic))
    return NULL;
  next = g_new0 (TsBurgundyEntry, 1);
  ts_burgundy_entry_init (next, TS_BURGUNDY_ENTRY_END_TURN, s->ended_by_itself - 1);
  next->automatic = TRUE;
  return next;
}

static gboolean
module_entry_is_automatic (gconstpointer entry)
{
  const TsBurgundyEntry *e = entry;

  return e->type == TS_BURGUNDY_ENTRY_END_TURN && e->automatic;
}

static char *
module_describe_outcome (gconstpointer before, gconstpointer entry, gconstpointer after)
{
  return ts_burgundy_describe_outcome (before, after);
}

static JsonObject *
module_progress (gconstpointer state)
{
  return ts_burgundy_progress (state);
}

/* Every variant keeps these for every player (the CLI's totals list a 0 too). */
static guint
module_ledger_resources (gconstpointer state G_GNUC_UNUSED)
{
  return 1u << TS_LEDGER_VP | 1u << TS_LEDGER_SILVER | 1u << TS_LEDGER_WORKERS;
}

/* Where points come from, for the statistics (TsGameModule.categories). */
static const TsLedgerCategory ts_burgundy_categories[] = {
  { "animals", "animals", N_ ("Animals") },
  { "area", "areas", N_ ("Completed areas") },
  { "phase-bonus", "areas", N_ ("Completed areas") },
  { "bonus-large", "bonus-tiles", N_ ("Bonus tiles") },
  { "bonus-small", "bonus-tiles", N_ ("Bonus tiles") },
  { "sale", "goods", N_ ("Goods sold") },
  { "watchtower", "buildings", N_ ("Buildings") },
  { "boarding-house", "buildings", N_ ("Buildings") },
  { "bank", "buildings", N_ ("Buildings") },
  { "inn", "buildings", N_ ("Buildings") },
  { "monastery", "monasteries", N_ ("Monasteries") },
  { "end-monastery", "monasteries", N_ ("Monasteries") },
  { "solo-monastery", "monasteries", N_ ("Monasteries") },
  { "end-goods", "end", N_ ("Left at the end") },
  { "end-silver", "end", N_ ("Left at the end") },
  { "end-workers", "end", N_ ("Left at the end") },
  { "route", "modules", N_ ("Modules") },
  { "shield", "modules", N_ ("Modules") },
  { "shield-tax", "modules", N_ ("Modules") },
  { "end-shield", "modules", N_ ("Modules") },
  { "geese", "modules", N_ ("Modules") },
  { "outposts", "modules", N_ ("Modules") },
  { "outpost-bonus", "modules", N_ ("Modules") },
  { NULL, NULL, NULL },
};

/* The readings earlier builds played, oldest change first (TsGameModule.readings): the
 * changes of issue 26, all made before records had version 3 (docs/rules-coverage.md), then
 * those of issue 42 and 58, which only a record's "readings" can tell (known_in_version 0).
 * CB-SOL-23 is not here: it only let the player do more, and the old order replays the same. */
static const TsReading ts_burgundy_readings[] = {
  { "CB-SHD-04", "shield-4-storage-12", "true", "shields",
    N_ ("shield 4 keeps at most 12 stored tiles"), 3 },
  { "CB-MON-27", "monastery-27-lift-at-ship", "true", "extra-tiles",
    N_ ("monastery 27 lifts a team partner or shield 6's owner only at the next ship"), 3 },
  { "CB-ACT-04", "team-discard-by-kind", "true", "team",
    N_ ("a team's full kind of storage may discard while the other has room"), 3 },
  { "CB-SOL-18", "solo-black-decline", "true", "solo",
    N_ ("the black tile for a completed colour may be declined"), 3 },
  { "CB-SHD-02", "shield-2-per-gain", "true", "shields",
    N_ ("shield 2 gives one worker per gain, not per worker"), 3 },
  { "CB-TEM-15", "team-tie-shared", "true", "team",
    N_ ("teams tied on VP and empty spaces share the win"), 3 },
  { "CB-EXT-06", "monastery-7-geese-placed-only", "true", "extra-tiles",
    N_ ("with monastery 7, livestock joining the geese gives no VP for the geese tile"), 3 },
  { "CB-SOL-21", "solo-vp-order-scored", "true", "solo",
    N_ ("one entry's VP move the solo marker in the order they are scored"), 3 },
  { "CB-SHD-12", "solo-shield-12-one-player", "true", "solo",
    /* Translators: an earlier reading of a rule, after "Kept under an earlier
     * reading: " */
    N_ ("in the solo game shield 12 adds 1 VP a goods tile sold, not 2"), 0 },
  { "CB-SOL-13", "solo-phase-end-ship-keeps-goods", "true", "solo",
    /* Translators: an earlier reading of a rule, after "Kept under an earlier
     * reading: " */
    N_ ("a ship placed at a phase end leaves the other depots' goods"), 0 },
  { "CB-SOL-20", "solo-buy-vp-own-turn", "true", "solo",
    /* Translators: an earlier reading of a rule, after "Kept under an earlier
     * reading: " */
    N_ ("no VP bought after a phase-end placement scored"), 0 },
  { "CB-SOL-24", "solo-phase-end-win-late", "true", "solo",
    /* Translators: an earlier reading of a rule, after "Kept under an earlier
     * reading: " */
    N_ ("the last space covered at a phase end wins only after it"), 0 },
  { "CB-MON-27", "monastery-27-placer-on-top", "true", "extra-tiles",
    /* Translators: an earlier reading of a rule, after "Kept under an earlier
     * reading: " */
    N_ ("monastery 27's placer goes above the other holder on their bridge space"), 0 },
  /* Issue 58: CB-SOL-14 and CB-SOL-18 too, one change of the same phase-end tile. */
  { "CB-SOL-22", "solo-effects-own-turn", "true", "solo",
    /* Translators: an earlier reading of a rule, after "Kept under an earlier
     * reading: " */
    N_ ("after a phase-end placement no goods exchange, black tile or free action"), 0 },
  { NULL, NULL, NULL, NULL, NULL, 0 },
};

/* CB-END-01..06 on a copy, where the game stands; the solo game has no final scoring
 * (CB-SOL-24), so nothing to project. */
static void
module_end_now (gpointer state)
{
  TsBurgundyState *s = state;

  if (!s->options.solo)
    ts_burgundy_final_scoring (s);
}

const TsGameModule ts_burgundy_module = {
  .id = "castles-of-burgundy",
  .name = N_ ("The Castles of Burgundy"),
  .min_players = 1, /* the solo game (issue 15); 2-4 otherwise, checked by the engine */
  .max_players = 4,
  .ledger_resources = module_ledger_resources,
  .state_new = module_state_new,
  .state_copy = module_state_copy,
  .state_free = module_state_free,
  .state_equal = module_state_equal,
  .entry_from_json = module_entry_from_json,
  .entry_to_json = module_entry_to_json,
  .entry_free = g_free,
  .apply = module_apply,
  .legal_entries = module_legal_entries,
  .describe_entry = module_describe_entry,
  .describe_pending = module_describe_pending,
  .is_finished = module_is_finished,
  .ledger = module_ledger,
  .ledger_totals = module_ledger_totals,
  .pending_player = module_pending_player,
  .final_breakdown = module_final_breakdown,
  .end_now = module_end_now,
  .automatic_after = module_automatic_after,
  .entry_is_automatic = module_entry_is_automatic,
  .describe_outcome = module_describe_outcome,
  .progress = module_progress,
  .describe_progress = ts_burgundy_describe_progress,
  .table_facts = ts_burgundy_table_facts,
  .holdings = ts_burgundy_holdings,
  .categories = ts_burgundy_categories,
  .readings = ts_burgundy_readings,
  .cause_clause = ts_burgundy_cause_clause,
  .final_sheet = module_final_sheet,
  .table_form = ts_burgundy_table_form,
  .form_entry = ts_burgundy_form_entry,
  .board_picture = ts_burgundy_board_picture,
  .entry_spot = ts_burgundy_entry_spot,
};

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <string.h>

#include "ts-atomic-write.h"
#include "ts-engine-error.h"
#include "ts-match.h"
#include "ts-match-replay.h"
#include "ts-model-private.h"

/* A game being kept: its record (setup + entries), the state that is their replay, and what
 * views bind to. Every change to the entries (a new entry, an edit, an insertion, a removal,
 * undo, redo) is one splice of the entry list followed by a replay from the first changed
 * entry, so the state is always the replay of the record (ARCHITECTURE.md, principle 4).
 *
 * Replays (ts-match-replay.c) start from checkpoints: copies of the state before every
 * TS_MATCH_CHECKPOINT_EVERY-th entry. An entry appended at the end is applied to the current
 * state directly. Each replay writes the game's automatic entries where the record lacks
 * them (TsGameModule.automatic_after).
 *
 * Undo and redo keep, for each change, the entries from its first changed position to the end
 * as they were before and after it; undoing puts the "before" list back and replays it, so
 * an undone edit brings back exactly the record it changed, including any entries it set
 * aside. */

typedef struct
{
  guint position;
  GPtrArray *removed;  /* TsEntry: the entries from @position to the end before the change */
  GPtrArray *inserted; /* TsEntry: the same after it */
} Change;

static void
change_free (Change *change)
{
  g_ptr_array_unref (change->removed);
  g_ptr_array_unref (change->inserted);
  g_free (change);
}

typedef enum
{
  SPLICE_USER, /* a new change: it goes on the undo stack and clears the redo stack */
  SPLICE_UNDO,
  SPLICE_REDO,
} SpliceMode;

struct _TsMatch
{
  GObject parent_instance;

  const TsGameModule *module;
  TsRecord *record;
  gpointer state;
  GPtrArray *checkpoints; /* [k]: the state before entry k * TS_MATCH_CHECKPOINT_EVERY */
  GPtrArray *undo_stack;  /* Change, last done last */
  GPtrArray *redo_stack;  /* Change, next to redo last */

  GListStore *entries;
  GListStore *players;
  GListStore *legal;
  gboolean legal_live; /* someone asked for the legal entries: keep them current */

  char *pending;
  gboolean finished;
  int winner;

  GFile *file;
  gboolean autosave;
  gboolean cleaned; /* stale temporaries next to @file removed (after its first save) */
  TsFileStamp stamp;  /* @file as this match last read or wrote it */
  GError *save_error; /* why the last save failed; NULL once one succeeds */
  guint retry_id;     /* while saving fails, tries again every RETRY_SECONDS */
};

/* While saving fails (a full disk, a folder gone read-only), how often to try again: the
 * entries are only in memory until a save succeeds. */
#define RETRY_SECONDS 3

G_DEFINE_FINAL_TYPE (TsMatch, ts_match, G_TYPE_OBJECT)
G_DEFINE_BOXED_TYPE (TsMatchSetAside, ts_match_set_aside, ts_match_set_aside_copy,
                     ts_match_set_aside_free)

enum
{
  PROP_0,
  PROP_GAME_ID,
  PROP_NAME,
  PROP_FILE,
  PROP_AUTOSAVE,
  PROP_N_ENTRIES,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_PENDING,
  PROP_FINISHED,
  PROP_WINNER,
  PROP_PLAYERS,
  PROP_ENTRIES,
  PROP_LEGAL_ENTRIES,
  PROP_SAVE_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  ENTRIES_SET_ASIDE,
  SAVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TsMatchSetAside *
ts_match_set_aside_copy (const TsMatchSetAside *set_aside)
{
  TsMatchSetAside *copy = g_new0 (TsMatchSetAside, 1);

  copy->index = set_aside->index;
  copy->n_entries = set_aside->n_entries;
  copy->description = g_strdup (set_aside->description);
  copy->reason = g_strdup (set_aside->reason);
  copy->message = g_strdup (set_aside->message);
  copy->backup = set_aside->backup != NULL ? g_object_ref (set_aside->backup) : NULL;
  return copy;
}

void
ts_match_set_aside_free (TsMatchSetAside *set_aside)
{
  if (set_aside == NULL)
    return;
  g_free (set_aside->description);
  g_free (set_aside->reason);
  g_free (set_aside->message);
  g_clear_object (&set_aside->backup);
  g_free (set_aside);
}

static void
ts_match_finalize (GObject *object)
{
  TsMatch *self = TS_MATCH (object);

  if (self->state != NULL)
    self->module->state_free (self->state);
  g_clear_pointer (&self->checkpoints, g_ptr_array_unref);
  g_clear_pointer (&self->undo_stack, g_ptr_array_unref);
  g_clear_pointer (&self->redo_stack, g_ptr_array_unref);
  g_clear_object (&self->record);
  g_clear_object (&self->entries);
  g_clear_object (&self->players);
  g_clear_object (&self->legal);
  g_clear_object (&self->file);
  g_free (self->pending);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_error (&self->save_error);

  G_OBJECT_CLASS (ts_match_parent_class)->finalize (object);
}

static void
ts_match_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TsMatch *self = TS_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME_ID:
      g_value_set_string (value, ts_match_get_game_id (self));
      break;
    case PROP_NAME:
      g_value_set_string (value, ts_match_get_name (self));
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_AUTOSAVE:
      g_value_set_boolean (value, self->autosave);
      break;
    case PROP_N_ENTRIES:
      g_value_set_uint (value, ts_match_get_n_entries (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, ts_match_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, ts_match_get_can_redo (self));
      break;
    case PROP_PENDING:
      g_value_set_string (value, self->pending);
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, self->finished);
      break;
    case PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;
    case PROP_PLAYERS:
      g_value_set_object (value, self->players);
      break;
    case PROP_ENTRIES:
      g_value_set_object (value, self->entries);
      break;
    case PROP_LEGAL_ENTRIES:
      g_value_set_object (value, ts_match_get_legal_entries (self));
      break;
    case PROP_SAVE_ERROR:
      g_value_set_boxed (value, self->save_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_match_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  TsMatch *self = TS_MATCH (object);

  switch (prop_id)
    {
    case PROP_NAME:
      ts_match_set_name (self, g_value_get_string (value));
      break;
    case PROP_FILE:
      ts_match_set_file (self, g_value_get_object (value));
      break;
    case PROP_AUTOSAVE:
      ts_match_set_autosave (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_match_class_init (TsMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = ts_match_finalize;
  object_class->get_property = ts_match_get_property;
  object_class->set_property = ts_match_set_property;

  properties[PROP_GAME_ID] = g_param_spec_string ("game-id", NULL, NULL, NULL, ro);
  /* TsMatch:name: the name the players gave the game (NULL if none) */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, rw);
  /* TsMatch:file: where the record is kept; with TsMatch:autosave, saved after every change */
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, rw);
  properties[PROP_AUTOSAVE] = g_param_spec_boolean ("autosave", NULL, NULL, TRUE, rw);
  properties[PROP_N_ENTRIES] = g_param_spec_uint ("n-entries", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  /* TsMatch:pending: who must do or enter what next, in words (the game's sentence) */
  properties[PROP_PENDING] = g_param_spec_string ("pending", NULL, NULL, NULL, ro);
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, ro);
  /* TsMatch:winner: the winner's player index once finished, else -1 */
  properties[PROP_WINNER] = g_param_spec_int ("winner", NULL, NULL, -1, G_MAXINT, -1, ro);
  /* TsMatch:players: a GListModel of TsMatchPlayer, in seat order */
  properties[PROP_PLAYERS] = g_param_spec_object ("players", NULL, NULL, G_TYPE_LIST_MODEL,
                                                  ro);
  /* TsMatch:entries: a GListModel of TsEntry, the record's entries in order */
  properties[PROP_ENTRIES] = g_param_spec_object ("entries", NULL, NULL, G_TYPE_LIST_MODEL,
                                                  ro);
  /* TsMatch:legal-entries: a GListModel of TsEntry, every entry legal now; kept current once
   * read */
  properties[PROP_LEGAL_ENTRIES] = g_param_spec_object ("legal-entries", NULL, NULL,
                                                        G_TYPE_LIST_MODEL, ro);
  /* TsMatch:save-error: why the last save to TsMatch:file failed, or NULL when the file holds
   * every entry. While it is set the match tries again every few seconds. */
  properties[PROP_SAVE_ERROR] = g_param_spec_boxed ("save-error", NULL, NULL, G_TYPE_ERROR, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TsMatch::changed:
   *
   * The entries changed (an entry applied, edited, inserted or removed, an undo or a redo)
   * and everything derived from them is current.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TsMatch::entries-set-aside:
   * @set_aside: which entry no longer applies, why, and where the previous record is
   *
   * A change to an earlier entry made a later one illegal; it and the entries after it were
   * taken out of the record (undo brings them back).
   */
  signals[ENTRIES_SET_ASIDE] = g_signal_new ("entries-set-aside", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, TS_TYPE_MATCH_SET_ASIDE);
  /**
   * TsMatch::save-failed:
   * @error: why
   *
   * An automatic save failed; the match is unchanged, TsMatch:save-error says why, and
   * the match tries again after each change and every few seconds until a save succeeds.
   */
  signals[SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       G_TYPE_ERROR);
}

static void
ts_match_init (TsMatch *self)
{
  self->undo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) change_free);
  self->redo_stack = g_ptr_array_new_with_free_func ((GDestroyNotify) change_free);
  self->entries = g_list_store_new (TS_TYPE_ENTRY);
  self->players = g_list_store_new (TS_TYPE_MATCH_PLAYER);
  self->legal = g_list_store_new (TS_TYPE_ENTRY);
  self->winner = -1;
  self->autosave = TRUE;
}

/* -------------------------------------------------------------------------------------- */
/* Replaying                                                                               */

/* How messages name the match's record. */
static const char *
source_name (TsMatch *self)
{
  const char *source = ts_record_get_source (self->record);

  if (source == NULL)
    source = ts_record_get_name (self->record);
  return source != NULL ? source : _("the game");
}

/* The derived values views bind to, recomputed from the state. */
static void
refresh_legal (TsMatch *self)
{
  g_autoptr(GPtrArray) legal = self->module->legal_entries (self->state);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  gsize n = 0;
  gpointer *data = g_ptr_array_steal (legal, &n);

  for (gsize i = 0; i < n; i++)
    {
      TsEntry *entry = ts_entry_new_take (self->module, data[i]);

      ts_entry_set_description (entry, self->module->describe_entry (self->state, data[i]));
      g_ptr_array_add (items, entry);
    }
  g_free (data);
  g_list_store_splice (self->legal, 0, g_list_model_get_n_items (G_LIST_MODEL (self->legal)),
                       items->pdata, items->len);
}

static int
winner_from_breakdown (JsonNode *breakdown)
{
  JsonObject *object;
  JsonNode *winner;

  if (breakdown == NULL || !JSON_NODE_HOLDS_OBJECT (breakdown))
    return -1;
  object = json_node_get_object (breakdown);
  winner = json_object_get_member (object, "winner");
  if (winner == NULL || json_node_get_value_type (winner) != G_TYPE_INT64)
    return -1;
  return CLAMP (json_node_get_int (winner), -1, G_MAXINT);
}

static void
refresh_derived (TsMatch *self)
{
  g_autofree char *pending = self->module->describe_pending (self->state);
  g_autoptr(GPtrArray) ledger = self->module->ledger (self->state);
  guint n_players = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  g_autofree int *totals = g_new0 (int, n_players * TS_LEDGER_N_RESOURCES);
  gboolean finished = self->module->is_finished (self->state);
  int winner = -1;

  if (finished)
    {
      g_autoptr(JsonNode) breakdown = self->module->final_breakdown (self->state);

      winner = winner_from_breakdown (breakdown);
    }
  for (guint i = 0; i < ledger->len; i++)
    {
      const TsLedgerLine *line = g_ptr_array_index (ledger, i);

      if (line->player < n_players && line->resource < TS_LEDGER_N_RESOURCES)
        totals[line->player * TS_LEDGER_N_RESOURCES + line->resource] += line->delta;
    }
  for (guint i = 0; i < n_players; i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->players), i);

      ts_match_player_update (player, totals + i * TS_LEDGER_N_RESOURCES, (int) i == winner);
    }

  if (g_strcmp0 (pending, self->pending) != 0)
    {
      g_free (self->pending);
      self->pending = g_steal_pointer (&pending);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
    }
  if (finished != self->finished)
    {
      self->finished = finished;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINISHED]);
    }
  if (winner != self->winner)
    {
      self->winner = winner;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
    }
  if (self->legal_live)
    refresh_legal (self);
}

/* -------------------------------------------------------------------------------------- */
/* Making a match                                                                          */

static void
add_players (TsMatch *self)
{
  JsonArray *players = ts_record_get_players (self->record);

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = NULL;
      const char *color = NULL;
      g_autoptr(TsMatchPlayer) player = NULL;

      if (object != NULL)
        {
          name = json_object_get_string_member_with_default (object, "name", NULL);
          color = json_object_get_string_member_with_default (object, "color", NULL);
        }
      else if (json_node_get_value_type (node) == G_TYPE_STRING)
        {
          name = json_node_get_string (node);
        }
      player = ts_match_player_new (i, name, color);
      g_list_store_append (self->players, player);
    }
}

/* Every entry of a record opened from a file is one undo step, together with the automatic
 * entries after it: the undo history of the session that wrote it is not in the file, but
 * the record says what was entered in which order. */
static void
rebuild_undo (TsMatch *self)
{
  guint n = ts_record_get_n_entries (self->record);
  Change *change = NULL;

  for (guint i = 0; i < n; i++)
    {
      TsEntry *entry = ts_record_get_entry (self->record, i);

      if (change == NULL || !ts_entry_get_automatic (entry))
        {
          change = g_new0 (Change, 1);
          change->position = i;
          change->removed = g_ptr_array_new_with_free_func (g_object_unref);
          change->inserted = g_ptr_array_new_with_free_func (g_object_unref);
          g_ptr_array_add (self->undo_stack, change);
        }
      g_ptr_array_add (change->inserted, g_object_ref (entry));
    }
}

static TsMatch *
match_new (TsRecord *record,
           gboolean  as_written,
           GError  **error)
{
  g_autoptr(TsMatch) self = NULL;
  g_autoptr(GError) local_error = NULL;
  gpointer state;
  TsReplay replay;
  guint n_entries;

  self = g_object_new (TS_TYPE_MATCH, NULL);
  self->record = g_object_ref (record);
  self->module = ts_record_get_module (record);
  self->checkpoints = g_ptr_array_new_with_free_func (self->module->state_free);

  state = self->module->state_new (ts_record_get_options (record),
                                   ts_record_get_players (record),
                                   ts_record_get_setup (record), &local_error);
  if (state == NULL)
    {
      if (ts_record_get_source (record) == NULL)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_SETUP,
                     /* Translators: a file name, then the game's reason. */
                     _("“%s”: the game cannot start from this setup: %s"), source_name (self),
                     local_error->message);
      return NULL;
    }
  g_ptr_array_add (self->checkpoints, self->module->state_copy (state));

  ts_replay_init (&replay, self->module, state, 0);
  replay.add_automatic = replay.add_automatic && !as_written;
  n_entries = ts_record_get_n_entries (record);
  for (guint i = 0; i < n_entries; i++)
    {
      TsEntry *entry = ts_record_get_entry (record, i);

      ts_replay_fill (&replay, entry);
      if (!ts_replay_step (&replay, entry, TRUE, i, NULL, &local_error))
        {
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_ENTRY,
                       /* Translators: a file name, an entry number from 1, the game's
                        * reason. */
                       _("“%s”, entry %u: %s"), source_name (self), i + 1,
                       local_error->message);
          ts_replay_clear (&replay);
          return NULL;
        }
    }
  ts_replay_fill (&replay, NULL);

  for (guint i = 0; i < replay.applied->len; i++)
    ts_entry_set_description (g_ptr_array_index (replay.applied, i),
                              g_steal_pointer (&g_ptr_array_index (replay.descriptions, i)));
  /* A record of version 1 gets the automatic entries here, in memory: the file is rewritten
   * (as the current version) only by the next save. */
  if (replay.applied->len != n_entries)
    ts_record_splice_entries (record, 0, n_entries, (TsEntry **) replay.applied->pdata,
                              replay.applied->len);
  g_list_store_splice (self->entries, 0, 0, replay.applied->pdata, replay.applied->len);
  g_ptr_array_extend_and_steal (self->checkpoints, g_steal_pointer (&replay.fresh));
  self->state = g_steal_pointer (&replay.state);
  ts_replay_clear (&replay);

  add_players (self);
  if (ts_record_get_source (record) != NULL)
    rebuild_undo (self);
  refresh_derived (self);
  return g_steal_pointer (&self);
}

/**
 * ts_match_new_for_record:
 *
 * Starts the game from @record's players, options and setup and replays its entries. A
 * record the game cannot start from (TS_RECORD_ERROR_SETUP) or with an entry it cannot apply
 * (TS_RECORD_ERROR_ENTRY) is refused with a message naming the record, the entry's number
 * (from 1) and the game's reason. @record itself is never changed by a refusal.
 *
 * The automatic entries the game writes (TsGameModule.automatic_after) are added where the
 * record lacks them (a record of version 1), so @record gains them. A record read from a
 * file (ts_record_load()) can be undone entry by entry.
 */
TsMatch *
ts_match_new_for_record (TsRecord *record,
                         GError  **error)
{
  g_return_val_if_fail (TS_IS_RECORD (record), NULL);
  return match_new (record, FALSE, error);
}

/**
 * ts_match_new:
 * @players: player objects with at least a "name" (and a palette "color")
 *
 * A new game of @module with no entries yet; refused with the game's TS_ENGINE_ERROR_SETUP
 * when it cannot start from this setup.
 */
TsMatch *
ts_match_new (const TsGameModule *module,
              const char         *name,
              JsonArray          *players,
              JsonObject         *options,
              JsonObject         *setup,
              GError            **error)
{
  g_autoptr(TsRecord) record = NULL;

  g_return_val_if_fail (module != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);

  record = ts_record_new (module, name, players, options, setup);
  return ts_match_new_for_record (record, error);
}

static TsMatch *
load (GFile        *file,
      gboolean      as_written,
      GCancellable *cancellable,
      GError      **error)
{
  g_autoptr(TsRecord) record = NULL;
  TsFileStamp stamp;
  TsMatch *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);


  record = ts_record_load_stamped (file, &stamp, cancellable, error);
  if (record == NULL)
    return NULL;
  self = match_new (record, as_written, error);
  if (self != NULL)
    {
      self->file = g_object_ref (file);
      self->stamp = stamp;
    }
  return self;
}

/**
 * ts_match_load:
 *
 * Reads and replays the record in @file (ts_record_load(), ts_match_new_for_record()). The
 * match keeps @file as its file, so later changes are saved there. Loading never writes: a
 * record of an older version is saved as the current one by the next change.
 */
TsMatch *
ts_match_load (GFile        *file,
               GCancellable *cancellable,
               GError      **error)
{
  return load (file, FALSE, cancellable, error);
}

/**
 * ts_match_load_as_written:
 *
 * Like ts_match_load(), but replays the entries exactly as the file holds them, without
 * adding the automatic entries a record of version 1 lacks: for readers that report on the
 * file and never write it (tableside-cli), so entry numbers are those of the file.
 */
TsMatch *
ts_match_load_as_written (GFile        *file,
                          GCancellable *cancellable,
                          GError      **error)
{
  return load (file, TRUE, cancellable, error);
}

/* -------------------------------------------------------------------------------------- */
/* Changing the entries                                                                    */

GFile *
ts_match_superseded_dir (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tableside", "superseded", NULL);
}

/* Keeps a copy of the record as it is now in the superseded folder, outside the saved-games
 * folder so the start page does not list it; it can be opened like any record. */
static GFile *
write_backup (TsMatch *self)
{
  g_autoptr(GFile) dir = ts_match_superseded_dir ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autofree char *base = g_file_get_basename (self->file);
  g_autofree char *stem = g_str_has_suffix (base, ".json")
                              ? g_strndup (base, strlen (base) - strlen (".json"))
                              : g_strdup (base);
  g_autoptr(GFile) backup = NULL;

  if (!g_file_make_directory_with_parents (dir, NULL, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_warning ("Cannot keep the superseded record: %s", error->message);
      return NULL;
    }
  g_clear_error (&error);
  for (guint n = 1; backup == NULL; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup_printf ("%s-%s.json", stem, stamp)
                                     : g_strdup_printf ("%s-%s-%u.json", stem, stamp, n);
      g_autoptr(GFile) candidate = g_file_get_child (dir, name);

      if (!g_file_query_exists (candidate, NULL))
        backup = g_steal_pointer (&candidate);
    }
  ts_record_set_status (self->record, self->finished, self->winner);
  bytes = ts_record_to_bytes (self->record);
  if (!ts_atomic_write (backup, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL,
                        &error))
    {
      g_warning ("Cannot keep the superseded record: %s", error->message);
      return NULL;
    }
  return g_steal_pointer (&backup);
}

static TsMatchSetAside *
set_aside_new (TsMatch    *self,
               guint       index,
               guint       n_entries,
               char       *description,
               const char *reason)
{
  TsMatchSetAside *set_aside = g_new0 (TsMatchSetAside, 1);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  set_aside->index = index;
  set_aside->n_entries = n_entries;
  set_aside->description = description;
  set_aside->reason = g_strdup (reason);
  if (self->file != NULL)
    set_aside->backup = write_backup (self);

  /* Translators: an entry number counted from 1, then the game's reason (a sentence). */
  first = g_strdup_printf (_("Entry %u no longer applies: %s"), index + 1, reason);
  if (n_entries == 1)
    second = g_strdup (_("It was set aside; undo brings it back."));
  else
    second = g_strdup_printf (ngettext ("It and the entry after it were set aside; undo brings "
                                        "them back.",
                                        "It and the %u entries after it were set aside; undo "
                                        "brings them back.",
                                        n_entries - 1),
                              n_entries - 1);
  set_aside->message = g_strconcat (first, " ", second, NULL);
  return set_aside;
}

static void
set_save_error (TsMatch      *self,
                const GError *error)
{
  if (self->save_error == NULL && error == NULL)
    return;
  if (self->save_error != NULL && error != NULL
      && g_error_matches (self->save_error, error->domain, error->code)
      && g_strcmp0 (self->save_error->message, error->message) == 0)
    return;
  g_clear_error (&self->save_error);
  if (error != NULL)
    self->save_error = g_error_copy (error);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
}

static gboolean
retry_cb (gpointer user_data)
{
  TsMatch *self = TS_MATCH (user_data);
  g_autoptr(GError) error = NULL;

  if (!self->autosave || self->file == NULL || ts_match_save (self, NULL, &error))
    {
      self->retry_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
autosave (TsMatch *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->autosave || self->file == NULL)
    return;
  if (!ts_match_save (self, NULL, &error))
    {
      if (self->retry_id == 0)
        self->retry_id = g_timeout_add_seconds (RETRY_SECONDS, retry_cb, self);
      g_signal_emit (self, signals[SAVE_FAILED], 0, error);
    }
}

/* Replaces the entries from @position on: @n_removals of them by @additions, which must all
 * apply, followed by the entries after the removed ones for as long as they still apply. The
 * first that does not is reported in @out_set_aside and it and all after it leave the
 * record (the undo stack keeps them). The game's automatic entries are written where they
 * are missing (TsGameModule.automatic_after). On refusal nothing changes. */
static gboolean
splice (TsMatch          *self,
        guint             position,
        guint             n_removals,
        TsEntry         **additions,
        guint             n_additions,
        SpliceMode        mode,
        TsMatchSetAside **out_set_aside,
        GError          **error)
{
  guint n = ts_record_get_n_entries (self->record);
  g_autoptr(TsMatchSetAside) set_aside = NULL;
  gboolean could_undo = ts_match_get_can_undo (self);
  gboolean could_redo = ts_match_get_can_redo (self);
  Change *change;
  TsReplayPlan plan;
  TsReplay *replay = &plan.replay;

  if (!ts_replay_plan (self->module, self->record, self->checkpoints, self->state, position,
                       n_removals, additions, n_additions, FALSE, &plan, error))
    return FALSE;

  change = g_new0 (Change, 1);
  change->position = position;
  change->removed = g_ptr_array_new_full (n - position, g_object_unref);
  for (guint i = position; i < n; i++)
    g_ptr_array_add (change->removed, g_object_ref (ts_record_get_entry (self->record, i)));
  change->inserted = g_ptr_array_ref (replay->applied);

  /* The record as it was is written out before anything is set aside. */
  if (plan.first_dropped < n)
    set_aside = set_aside_new (self, plan.first_dropped, n - plan.first_dropped,
                               g_steal_pointer (&plan.drop_description),
                               plan.drop_error->message);

  /* Commit. */
  for (guint i = 0; i < replay->applied->len; i++)
    ts_entry_set_description (g_ptr_array_index (replay->applied, i),
                              g_steal_pointer (&g_ptr_array_index (replay->descriptions, i)));
  ts_record_splice_entries (self->record, position, n - position,
                            (TsEntry **) replay->applied->pdata, replay->applied->len);
  g_ptr_array_set_size (self->checkpoints, plan.n_valid);
  g_ptr_array_extend_and_steal (self->checkpoints, g_steal_pointer (&replay->fresh));
  self->module->state_free (self->state);
  self->state = g_steal_pointer (&replay->state);

  switch (mode)
    {
    case SPLICE_USER:
      g_ptr_array_add (self->undo_stack, change);
      g_ptr_array_set_size (self->redo_stack, 0);
      break;
    case SPLICE_UNDO:
      change_free (change);
      g_ptr_array_add (self->redo_stack,
                       g_ptr_array_steal_index (self->undo_stack, self->undo_stack->len - 1));
      break;
    case SPLICE_REDO:
      change_free (change);
      g_ptr_array_add (self->undo_stack,
                       g_ptr_array_steal_index (self->redo_stack, self->redo_stack->len - 1));
      break;
    default:
      g_assert_not_reached ();
    }

  g_object_freeze_notify (G_OBJECT (self));
  g_list_store_splice (self->entries, position, n - position, replay->applied->pdata,
                       replay->applied->len);
  ts_replay_plan_clear (&plan);
  refresh_derived (self);
  if (n != ts_record_get_n_entries (self->record))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ENTRIES]);
  if (could_undo != ts_match_get_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != ts_match_get_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_thaw_notify (G_OBJECT (self));

  autosave (self);
  g_signal_emit (self, signals[CHANGED], 0);
  if (set_aside != NULL)
    {
      g_signal_emit (self, signals[ENTRIES_SET_ASIDE], 0, set_aside);
      if (out_set_aside != NULL)
        *out_set_aside = g_steal_pointer (&set_aside);
    }
  return TRUE;
}

/* Reads an entry of this match's game from JSON (TS_ENGINE_ERROR_PARSE). */
TsEntry *
ts_match_parse_entry (TsMatch  *self,
                      JsonNode *node,
                      GError  **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return ts_entry_new_from_json (self->module, node, error);
}

/**
 * ts_match_apply:
 *
 * Adds @entry at the end of the record, or refuses it with the game's error
 * (TS_ENGINE_ERROR_ILLEGAL and a sentence naming the rule) and changes nothing.
 */
gboolean
ts_match_apply (TsMatch *self,
                TsEntry *entry,
                GError **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TS_IS_ENTRY (entry), FALSE);
  g_return_val_if_fail (ts_entry_get_module (entry) == self->module, FALSE);

  return splice (self, ts_record_get_n_entries (self->record), 0, &entry, 1, SPLICE_USER, NULL,
                 error);
}

/**
 * ts_match_apply_many:
 * @entries: (array length=n_entries): entries to add in this order
 *
 * Adds several entries as one change: one undo step, one autosave, one ::changed. Used when
 * one choice at the table is several entries in the record (workers spent to change a die,
 * then the action they paid for). All apply or none does.
 */
gboolean
ts_match_apply_many (TsMatch  *self,
                     TsEntry **entries,
                     guint     n_entries,
                     GError  **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (n_entries > 0, FALSE);
  for (guint i = 0; i < n_entries; i++)
    g_return_val_if_fail (TS_IS_ENTRY (entries[i])
                              && ts_entry_get_module (entries[i]) == self->module,
                          FALSE);

  return splice (self, ts_record_get_n_entries (self->record), 0, entries, n_entries,
                 SPLICE_USER, NULL, error);
}

/**
 * ts_match_dup_state_before:
 * @index: an entry, from 0; the number of entries gives the current state
 *
 * The game's state just before entry @index, replayed from the nearest checkpoint. Free it
 * with the module's state_free. Used to correct an earlier entry in place.
 */
gpointer
ts_match_dup_state_before (TsMatch *self,
                           guint    index)
{
  gpointer state;
  guint k;

  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  g_return_val_if_fail (index <= ts_record_get_n_entries (self->record), NULL);

  k = MIN (index / TS_MATCH_CHECKPOINT_EVERY, self->checkpoints->len - 1);
  state = self->module->state_copy (g_ptr_array_index (self->checkpoints, k));
  for (guint i = k * TS_MATCH_CHECKPOINT_EVERY; i < index; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!self->module->apply (state, ts_entry_get_data (ts_record_get_entry (self->record, i)),
                                &error))
        g_critical ("Replaying entry %u of %s failed: %s", i + 1, self->module->id,
                    error->message);
    }
  return state;
}

static gboolean
check_index (TsMatch *self,
             guint    index,
             guint    limit,
             GError **error)
{
  if (index < limit)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               /* Translators: an entry number from 1, then how many entries there are. */
               _("There is no entry %u: the game has %u entries."), index + 1,
               ts_record_get_n_entries (self->record));
  return FALSE;
}

/* An automatic entry is the game's note of what an entry did by itself: it changes with that
 * entry, never alone. */
static gboolean
check_not_automatic (TsMatch *self,
                     guint    index,
                     GError **error)
{
  TsEntry *entry = ts_record_get_entry (self->record, index);

  if (!ts_entry_get_automatic (entry))
    return TRUE;
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
               /* Translators: an entry number from 1, then that entry in words. */
               _("Entry %u (“%s”) was written by Tableside because of the entry before it; "
                 "correct or remove that one instead."),
               index + 1, ts_entry_get_description (entry));
  return FALSE;
}

/* Where an insertion "before entry @index" goes: after the automatic entries there, which
 * belong to the entry before them. */
static guint
insertion_point (TsMatch *self,
                 guint    index)
{
  guint n = ts_record_get_n_entries (self->record);

  while (index < n && ts_entry_get_automatic (ts_record_get_entry (self->record, index)))
    index++;
  return index;
}

/**
 * ts_match_edit:
 * @index: the entry to replace, from 0
 * @set_aside: (out) (optional) (nullable): what could not be kept, or NULL when every later
 *   entry still applies
 *
 * Replaces an earlier entry (the table noticed a mistake) and replays the entries after it.
 * Refused, changing nothing, when @entry itself does not apply there, or when entry @index
 * is automatic (ts_entry_get_automatic()). ts_match_preview_edit() tells beforehand which
 * later entries the change would set aside or change. When a later entry no
 * longer applies, it and all after it are set aside (see TsMatchSetAside) and
 * TsMatch::entries-set-aside is emitted; the change is still made, and undo reverts it.
 */
gboolean
ts_match_edit (TsMatch          *self,
               guint             index,
               TsEntry          *entry,
               TsMatchSetAside **set_aside,
               GError          **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TS_IS_ENTRY (entry), FALSE);
  g_return_val_if_fail (ts_entry_get_module (entry) == self->module, FALSE);
  g_return_val_if_fail (set_aside == NULL || *set_aside == NULL, FALSE);

  if (!check_index (self, index, ts_record_get_n_entries (self->record), error)
      || !check_not_automatic (self, index, error))
    return FALSE;
  return splice (self, index, 1, &entry, 1, SPLICE_USER, set_aside, error);
}

/* Inserts @entry before entry @index (the table forgot one), after any automatic entries
 * there; like ts_match_edit(). */
gboolean
ts_match_insert (TsMatch          *self,
                 guint             index,
                 TsEntry          *entry,
                 TsMatchSetAside **set_aside,
                 GError          **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TS_IS_ENTRY (entry), FALSE);
  g_return_val_if_fail (ts_entry_get_module (entry) == self->module, FALSE);
  g_return_val_if_fail (set_aside == NULL || *set_aside == NULL, FALSE);

  if (!check_index (self, index, ts_record_get_n_entries (self->record) + 1, error))
    return FALSE;
  return splice (self, insertion_point (self, index), 0, &entry, 1, SPLICE_USER, set_aside,
                 error);
}

/* Removes entry @index (it never happened at the table); like ts_match_edit(). */
gboolean
ts_match_remove (TsMatch          *self,
                 guint             index,
                 TsMatchSetAside **set_aside,
                 GError          **error)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (set_aside == NULL || *set_aside == NULL, FALSE);

  if (!check_index (self, index, ts_record_get_n_entries (self->record), error)
      || !check_not_automatic (self, index, error))
    return FALSE;
  return splice (self, index, 1, NULL, 0, SPLICE_USER, set_aside, error);
}

/* For previews: where ts_match_insert() would put an entry asked for before @index. */
guint
ts_match_insertion_point (TsMatch *self,
                          guint    index)
{
  return insertion_point (self, index);
}

gboolean
ts_match_check_change (TsMatch *self,
                       guint    index,
                       gboolean insertion,
                       GError **error)
{
  guint n = ts_record_get_n_entries (self->record);

  if (insertion)
    return check_index (self, index, n + 1, error);
  return check_index (self, index, n, error) && check_not_automatic (self, index, error);
}

gboolean
ts_match_get_can_undo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return self->undo_stack->len > 0;
}

gboolean
ts_match_get_can_redo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return self->redo_stack->len > 0;
}

static gboolean
undo_redo (TsMatch    *self,
           SpliceMode  mode)
{
  GPtrArray *stack = mode == SPLICE_UNDO ? self->undo_stack : self->redo_stack;
  g_autoptr(GError) error = NULL;
  Change *change;
  GPtrArray *from;
  GPtrArray *to;

  if (stack->len == 0)
    return FALSE;
  change = g_ptr_array_index (stack, stack->len - 1);
  from = mode == SPLICE_UNDO ? change->inserted : change->removed;
  to = mode == SPLICE_UNDO ? change->removed : change->inserted;
  g_assert (change->position + from->len == ts_record_get_n_entries (self->record));
  if (!splice (self, change->position, from->len, (TsEntry **) to->pdata, to->len, mode, NULL,
               &error))
    {
      /* These entries applied before in the same place: the game is not deterministic. */
      g_critical ("Cannot %s in %s: %s", mode == SPLICE_UNDO ? "undo" : "redo",
                  self->module->id, error->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * ts_match_undo:
 *
 * Reverts the last change (an entry added, edited, inserted or removed). Any number of
 * changes can be undone. Returns FALSE when there is nothing to undo.
 */
gboolean
ts_match_undo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return undo_redo (self, SPLICE_UNDO);
}

/* Makes the last undone change again; a new change forgets what could be redone. */
gboolean
ts_match_redo (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return undo_redo (self, SPLICE_REDO);
}

/* -------------------------------------------------------------------------------------- */
/* Saving                                                                                  */

GFile *
ts_match_get_file (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->file;
}

/**
 * ts_match_set_file:
 *
 * Where the record is kept. With TsMatch:autosave (the default) the record is saved there at
 * once, then after every change.
 */
void
ts_match_set_file (TsMatch *self,
                   GFile   *file)
{
  g_return_if_fail (TS_IS_MATCH (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (!g_set_object (&self->file, file))
    return;
  self->cleaned = FALSE;
  /* A new file: whatever is there was chosen to be replaced (Save As asks first). */
  memset (&self->stamp, 0, sizeof self->stamp);
  if (file == NULL)
    set_save_error (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  autosave (self);
}

gboolean
ts_match_get_autosave (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return self->autosave;
}

void
ts_match_set_autosave (TsMatch *self,
                       gboolean autosave_)
{
  g_return_if_fail (TS_IS_MATCH (self));

  autosave_ = !!autosave_;
  if (self->autosave == autosave_)
    return;
  self->autosave = autosave_;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE]);
}

/**
 * ts_match_save:
 *
 * Saves the record to TsMatch:file now, atomically (ts_record_save()). The first save to a
 * file also removes the temporary files a crashed save of it may have left (only writers
 * do: opening or checking a record never deletes anything).
 */
gboolean
ts_match_save (TsMatch      *self,
               GCancellable *cancellable,
               GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  TsFileStamp written;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  g_return_val_if_fail (self->file != NULL, FALSE);

  ts_record_set_status (self->record, self->finished, self->winner);
  bytes = ts_record_to_bytes (self->record);
  /* Refused when another program (another Tableside) wrote the file since this match last
   * read or wrote it: overwriting would lose its entries. */
  if (!ts_atomic_write_checked (self->file, g_bytes_get_data (bytes, NULL),
                                g_bytes_get_size (bytes), &self->stamp, &written, cancellable,
                                &local_error))
    {
      set_save_error (self, local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  self->stamp = written;
  set_save_error (self, NULL);
  if (!self->cleaned)
    {
      ts_atomic_write_clean_stale (self->file);
      self->cleaned = TRUE;
    }
  return TRUE;
}

/**
 * ts_match_get_save_error:
 *
 * Returns: (nullable): why the last save to TsMatch:file failed, or NULL when it holds every
 *   entry (TsMatch:save-error)
 */
const GError *
ts_match_get_save_error (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->save_error;
}

/* -------------------------------------------------------------------------------------- */
/* Reading                                                                                 */

const TsGameModule *
ts_match_get_module (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->module;
}

TsRecord *
ts_match_get_record (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->record;
}

/* The game's state after the last entry, for the game's own functions. */
gconstpointer
ts_match_get_state (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->state;
}

const char *
ts_match_get_game_id (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->module->id;
}

const char *
ts_match_get_name (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return ts_record_get_name (self->record);
}

void
ts_match_set_name (TsMatch    *self,
                   const char *name)
{
  g_return_if_fail (TS_IS_MATCH (self));

  if (g_strcmp0 (name, ts_record_get_name (self->record)) == 0)
    return;
  ts_record_set_name (self->record, name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  autosave (self);
}

GListModel *
ts_match_get_players (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return G_LIST_MODEL (self->players);
}

GListModel *
ts_match_get_entries (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return G_LIST_MODEL (self->entries);
}

guint
ts_match_get_n_entries (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), 0);
  return ts_record_get_n_entries (self->record);
}

TsEntry *
ts_match_get_entry (TsMatch *self,
                    guint    index)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return ts_record_get_entry (self->record, index);
}

/**
 * ts_match_get_legal_entries:
 *
 * Every entry legal now (the game's list; table events such as dice are described by
 * TsMatch:pending rather than listed). Made on first use and kept current after that.
 */
GListModel *
ts_match_get_legal_entries (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  if (!self->legal_live)
    {
      self->legal_live = TRUE;
      refresh_legal (self);
    }
  return G_LIST_MODEL (self->legal);
}

const char *
ts_match_get_pending (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->pending;
}

gboolean
ts_match_get_finished (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return self->finished;
}

int
ts_match_get_winner (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), -1);
  return self->winner;
}

GPtrArray *
_ts_match_get_checkpoints (TsMatch *self)
{
  return self->checkpoints;
}

/* Every change of every resource so far: a GPtrArray of TsLedgerLine (ts-ledger.h). */
GPtrArray *
ts_match_dup_ledger (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->module->ledger (self->state);
}

/* The game's final breakdown once finished (ts-game.h), else NULL. */
JsonNode *
ts_match_dup_final_breakdown (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);
  return self->finished ? self->module->final_breakdown (self->state) : NULL;
}

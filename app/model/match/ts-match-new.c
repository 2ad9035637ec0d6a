/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Making a TsMatch: a new game, a record replayed, a file loaded, each with its players and
 * undo history. The rest of TsMatch is in ts-match.c. */
#include "ts-i18n.h"

#include "ts-match-replay.h"
#include "ts-json-read.h"
#include "ts-match-private.h"
#include "ts-model-record.h"

/* How messages name the match's record. */
static const char *
source_name (TsMatch *self)
{
  const char *source = ts_record_get_source (self->record);

  if (source == NULL)
    source = ts_record_get_name (self->record);
  return source != NULL ? source : _("the game");
}

static void
add_players (TsMatch *self)
{
  JsonArray *players = ts_record_get_players (self->record);
  guint n = json_array_get_length (players);
  g_autofree const char **names = g_new0 (const char *, n + 1);
  g_autofree const char **colors = g_new0 (const char *, n + 1);
  g_auto(GStrv) marks = NULL;

  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (object != NULL)
        {
          names[i] = ts_json_read_string_member (object, "name");
          colors[i] = ts_json_read_string_member (object, "color");
        }
      else if (json_node_get_value_type (node) == G_TYPE_STRING)
        {
          names[i] = json_node_get_string (node);
        }
    }
  marks = ts_player_marks (names, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsMatchPlayer) player = ts_match_player_new (i, names[i], colors[i], marks[i]);

      g_list_store_append (self->players, player);
    }
}

/* Every entry of a record opened from a file is one undo step, together with the automatic
 * entries after it: the undo history of the session that wrote it is not in the file, but
 * the record says what was entered in which order. */
void
_ts_match_rebuild_undo (TsMatch *self)
{
  guint n = ts_record_get_n_entries (self->record);
  Change *change = NULL;

  for (guint i = 0; i < n; i++)
    {
      TsEntry *entry = ts_record_get_entry (self->record, i);

      if (change == NULL || !ts_entry_get_automatic (entry))
        {
          change = g_new0 (Change, 1);
          change->id = ++self->last_change_id;
          change->kind = TS_MATCH_CHANGE_ADD;
          change->position = i;
          change->removed = g_ptr_array_new_with_free_func (g_object_unref);
          change->inserted = g_ptr_array_new_with_free_func (g_object_unref);
          g_ptr_array_add (self->undo_stack, change);
        }
      g_ptr_array_add (change->inserted, g_object_ref (entry));
    }
}

/* The record's entries as the game parsed them. (transfer container) */
static gconstpointer *
entries_data (TsRecord *record)
{
  guint n = ts_record_get_n_entries (record);
  gconstpointer *data = g_new (gconstpointer, n + 1);

  for (guint i = 0; i < n; i++)
    data[i] = ts_entry_get_data (ts_record_get_entry (record, i));
  data[n] = NULL;
  return data;
}

/* The readings @record is played under (ts-readings.h): those it says, or for a record saved
 * before records said them, those its version and its entries tell. */
static guint
record_readings (TsRecord *record)
{
  const TsGameModule *module = ts_record_get_module (record);
  int said = ts_record_get_readings (record);
  g_autofree gconstpointer *data = NULL;

  if (said >= 0)
    return MIN ((guint) said, ts_readings_count (module));
  if (ts_readings_count (module) == 0)
    return 0;
  data = entries_data (record);
  return ts_readings_infer (module, ts_record_get_version (record),
                            ts_record_get_options (record), ts_record_get_players (record),
                            ts_record_get_setup (record), data,
                            ts_record_get_n_entries (record));
}

/* Plays @self's record from its setup under @readings (the number of the game's changes of
 * reading its build knew): the state, the checkpoints and the entries' list anew. With
 * @keep_held an entry the rules refuse holds the rest (ts-match-held.c); without, it is an
 * error naming the entry, and nothing changes. */
gboolean
_ts_match_replay_record (TsMatch  *self,
                         guint     readings,
                         gboolean  as_written,
                         gboolean  keep_held,
                         GError  **error)
{
  TsRecord *record = self->record;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonObject) played = NULL;
  gpointer state;
  gpointer start;
  TsReplay replay;
  guint n_entries;

  /* A change of reading the record's build did not know is played by its earlier reading. */
  played = ts_readings_options (self->module, ts_record_get_options (record), readings);
  state = self->module->state_new (played, ts_record_get_players (record),
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
      return FALSE;
    }

  start = self->module->state_copy (state);
  ts_replay_init (&replay, self->module, state, 0);
  replay.add_automatic = replay.add_automatic && !as_written;
  n_entries = ts_record_get_n_entries (record);
  for (guint i = 0; i < n_entries; i++)
    {
      TsEntry *entry = ts_record_get_entry (record, i);
      g_autofree char *description = NULL;

      ts_replay_fill (&replay, entry);
      if (!ts_replay_step (&replay, entry, TRUE, i, keep_held ? &description : NULL,
                           &local_error))
        {
          if (keep_held)
            {
              /* Opened up to the entry before; it and the rest wait for the players. */
              _ts_match_hold (self, i, i + 1, local_error->message,
                              g_steal_pointer (&description));
              n_entries = i;
              break;
            }
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_ENTRY,
                       /* Translators: a file name, an entry number from 1, the game's
                        * reason. */
                       _("“%s”, entry %u: %s"), source_name (self), i + 1,
                       local_error->message);
          ts_replay_clear (&replay);
          self->module->state_free (start);
          return FALSE;
        }
    }
  ts_replay_fill (&replay, NULL);
  /* Saved from now on with the readings it was played under. */
  ts_record_set_readings (record, (int) readings);
  g_clear_pointer (&self->readings_notice, g_free);

  for (guint i = 0; i < replay.applied->len; i++)
    ts_entry_set_description (g_ptr_array_index (replay.applied, i),
                              g_steal_pointer (&g_ptr_array_index (replay.descriptions, i)));
  /* A record of version 1 gets the automatic entries here, in memory: the file is rewritten
   * (as the current version) only by the next save. Each entry keeps its time; an automatic
   * one takes the time of the entry that called for it. */
  if (replay.applied->len != n_entries)
    {
      g_autoptr(GArray) times = g_array_sized_new (FALSE, FALSE, sizeof (gint64),
                                                   replay.applied->len);

      for (guint i = 0; i < replay.applied->len; i++)
        {
          int origin = g_array_index (replay.origins, int, i);
          gint64 time = origin >= 0 ? ts_record_get_entry_time (record, (guint) origin)
                        : i > 0     ? g_array_index (times, gint64, i - 1)
                                    : -1;

          g_array_append_val (times, time);
        }
      ts_record_splice_entries_timed (record, 0, n_entries,
                                      (TsEntry **) replay.applied->pdata,
                                      (const gint64 *) times->data, replay.applied->len);
    }
  g_list_store_splice (self->entries, 0, g_list_model_get_n_items (G_LIST_MODEL (self->entries)),
                       replay.applied->pdata, replay.applied->len);
  g_ptr_array_set_size (self->checkpoints, 0);
  g_ptr_array_add (self->checkpoints, start);
  g_ptr_array_extend_and_steal (self->checkpoints, g_steal_pointer (&replay.fresh));
  if (self->state != NULL)
    self->module->state_free (self->state);
  self->state = g_steal_pointer (&replay.state);
  ts_replay_clear (&replay);
  return TRUE;
}

static TsMatch *
match_new (TsRecord *record,
           gboolean  as_written,
           gboolean  keep_held,
           GError  **error)
{
  g_autoptr(TsMatch) self = NULL;

  self = g_object_new (TS_TYPE_MATCH, NULL);
  self->record = g_object_ref (record);
  self->module = ts_record_get_module (record);
  self->checkpoints = g_ptr_array_new_with_free_func (self->module->state_free);
  /* Saved by a newer build under readings this one does not know: said on its page. */
  if (ts_record_get_readings (record) > (int) ts_readings_count (self->module))
    self->newer_readings = (guint) ts_record_get_readings (record);
  if (!_ts_match_replay_record (self, record_readings (record), as_written, keep_held, error))
    return NULL;

  add_players (self);
  if (ts_record_get_source (record) != NULL)
    _ts_match_rebuild_undo (self);
  _ts_match_refresh_derived (self);
  return g_steal_pointer (&self);
}

/**
 * ts_match_use_text_readings:
 * @message: (out) (optional): what was done, for a toast with an Undo
 *
 * Plays the game by every reading of today's build, the rulebook's (a correction the players
 * ask for on a game kept under an earlier reading: ts_match_dup_readings_notice()).
 * ts_match_preview_text_readings() tells beforehand which entries it changes. An entry the
 * text's reading refuses holds it and the entries after it: nothing leaves the file until
 * the players choose, and what they enter then is added before it (the usual repair after a
 * change of reading is a decision the new reading asks for). One undo step; the record as it
 * was is also kept among the game's earlier versions.
 */
gboolean
ts_match_use_text_readings (TsMatch *self,
                            char   **message,
                            GError **error)
{
  guint n = ts_readings_count (self->module);
  g_autoptr(GPtrArray) tail = NULL;
  g_autoptr(GArray) times = NULL;

  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);

  if (ts_record_get_readings (self->record) >= (int) n)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("This game is already played by the rulebook's readings."));
      return FALSE;
    }
  self->held_mode = TS_MATCH_HELD_ADD_BEFORE;
  _ts_match_file_tail (self, 0, &tail, &times);
  /* Nothing leaves the file: an entry the new reading refuses is held, never dropped. */
  if (!_ts_match_mend (self, 0, tail, times, n, FALSE,
                       g_strdup (_("The game is now played by the rulebook's readings.")),
                       error))
    return FALSE;
  if (message != NULL)
    *message = g_strdup (_("The game is now played by the rulebook's readings."));
  return TRUE;
}

/* Whether a newer build saved the game under readings this one does not know (its notice
 * says so; the rulebook's reading of this build is no correction then). */
gboolean
ts_match_get_from_newer (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), FALSE);
  return self->newer_readings > 0;
}

/**
 * ts_match_dup_readings_notice:
 *
 * One line for the game page when the record is played under an earlier reading of a rule
 * that changes something in it ("Kept under an earlier reading: after the Chapel, no Statue
 * reroll"), or NULL (docs/file-format.md, "Readings").
 */
char *
ts_match_dup_readings_notice (TsMatch *self)
{
  g_return_val_if_fail (TS_IS_MATCH (self), NULL);

  if (self->readings_notice == NULL && self->newer_readings > 0)
    {
      guint known = ts_readings_count (self->module);
      guint unknown = self->newer_readings - known;

      self->readings_notice = g_strdup_printf (
          /* Translators: how many changes of a rule's reading a newer Tableside knew that
           * this one does not. */
          ngettext ("Saved by a newer Tableside, which reads %u rule differently from this "
                    "one: it is played here by this build's readings, and may end otherwise "
                    "than it did there",
                    "Saved by a newer Tableside, which reads %u rules differently from this "
                    "one: it is played here by this build's readings, and may end otherwise "
                    "than it did there",
                    unknown),
          unknown);
    }
  if (self->readings_notice == NULL)
    {
      TsRecord *record = self->record;
      g_autofree gconstpointer *data = entries_data (record);
      g_autoptr(GPtrArray) earlier = NULL;
      char *notice;

      earlier = ts_readings_earlier (self->module, ts_record_get_options (record),
                                     ts_record_get_players (record),
                                     ts_record_get_setup (record),
                                     (guint) MAX (ts_record_get_readings (record), 0), data,
                                     ts_record_get_n_entries (record));
      notice = ts_readings_describe (earlier);
      self->readings_notice = notice != NULL ? notice : g_strdup ("");
    }
  return self->readings_notice[0] != '\0' ? g_strdup (self->readings_notice) : NULL;
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
  return match_new (record, FALSE, FALSE, error);
}

/**
 * ts_match_open_record:
 *
 * Like ts_match_new_for_record(), as ts_match_open() opens a file: an entry the rules refuse
 * holds it and the entries after it (TsMatch:attention) instead of refusing @record.
 */
TsMatch *
ts_match_open_record (TsRecord *record,
                      GError  **error)
{
  g_return_val_if_fail (TS_IS_RECORD (record), NULL);
  return match_new (record, FALSE, TRUE, error);
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
      gboolean      keep_held,
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
  self = match_new (record, as_written, keep_held, error);
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
  return load (file, FALSE, FALSE, cancellable, error);
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
  return load (file, TRUE, FALSE, cancellable, error);
}

/**
 * ts_match_open:
 * @as_written: replay the entries as the file holds them (ts_match_load_as_written())
 *
 * Like ts_match_load(), as the app opens a saved game: a record with an entry the rules
 * refuse (damaged, edited by hand, made by another tool) opens up to the entry before it.
 * That entry and the ones after it are held, kept in the file but not played, until the
 * players drop it (ts_match_drop_held()); TsMatch:attention says why. Refused, as by
 * ts_match_load(), only when the file is not a record the game can start from.
 */
TsMatch *
ts_match_open (GFile        *file,
               gboolean      as_written,
               GCancellable *cancellable,
               GError      **error)
{
  return load (file, as_written, TRUE, cancellable, error);
}

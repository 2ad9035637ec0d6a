/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include "ts-json-read.h"
#include "ts-model-record.h"
#include "ts-readings.h"
#include "ts-record-private.h"

/* A game is its record (ARCHITECTURE.md, principle 4): the setup plus the ordered entries.
 * TsRecord is that record as the file holds it. Loading reads and checks every member and
 * parses every entry; replaying the entries is the match's job (ts_match_load()). The format
 * is documented in docs/file-format.md. Here: reading and the members; writing is
 * ts-record-write.c's (the instance is in ts-record-private.h for both). */

G_DEFINE_FINAL_TYPE (TsRecord, ts_record, G_TYPE_OBJECT)
G_DEFINE_QUARK (ts-record-error-quark, ts_record_error)

/* The members this version reads; any other is kept as it is. */
static const char *const known_members[] = {
  "format", "version", "game", "name", "created", "status", "winner", "winners", "progress",
  "options", "players", "setup", "times", "entries", "readings", NULL,
};

/* Modules registered at run time (tests, tools), on top of the built-in ones. */
static GPtrArray *extra_games;
G_LOCK_DEFINE_STATIC (extra_games);

/**
 * ts_record_register_game:
 *
 * Makes @module known to the record reader as if it were built in. For tests and tools;
 * built-in games are listed in app/engine/core/ts-games.c.
 */
void
ts_record_register_game (const TsGameModule *module)
{
  g_return_if_fail (module != NULL && module->id != NULL);

  G_LOCK (extra_games);
  if (extra_games == NULL)
    extra_games = g_ptr_array_new ();
  if (!g_ptr_array_find (extra_games, module, NULL))
    g_ptr_array_add (extra_games, (gpointer) module);
  G_UNLOCK (extra_games);
}

const TsGameModule *
ts_record_lookup_game (const char *game_id)
{
  const TsGameModule *module;

  g_return_val_if_fail (game_id != NULL, NULL);

  module = ts_games_lookup (game_id);
  if (module != NULL)
    return module;
  G_LOCK (extra_games);
  for (guint i = 0; extra_games != NULL && i < extra_games->len; i++)
    {
      const TsGameModule *extra = g_ptr_array_index (extra_games, i);

      if (g_strcmp0 (extra->id, game_id) == 0)
        module = extra;
    }
  G_UNLOCK (extra_games);
  return module;
}

static void
ts_record_finalize (GObject *object)
{
  TsRecord *self = TS_RECORD (object);

  g_free (self->name);
  g_free (self->source);
  g_clear_pointer (&self->created, g_date_time_unref);
  g_clear_pointer (&self->players, json_array_unref);
  g_clear_pointer (&self->options, json_object_unref);
  g_clear_pointer (&self->setup, json_object_unref);
  g_clear_pointer (&self->extra, json_object_unref);
  g_clear_pointer (&self->progress, json_object_unref);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->times, g_array_unref);
  g_clear_pointer (&self->held, g_ptr_array_unref);
  g_clear_pointer (&self->held_times, g_array_unref);

  G_OBJECT_CLASS (ts_record_parent_class)->finalize (object);
}

static void
ts_record_class_init (TsRecordClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_record_finalize;
}

static void
ts_record_init (TsRecord *self)
{
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->times = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->held = g_ptr_array_new_with_free_func (g_object_unref);
  self->held_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->winner = -1;
  self->version = TS_RECORD_VERSION;
  self->readings = -1;
}

TsRecord *
ts_record_new_from_root (JsonNode   *root,
                         const char *name,
                         GError    **error)
{
  g_autoptr(TsRecord) self = NULL;
  TsRecordHeader header;
  g_autoptr(GList) members = NULL;
  const char *member;
  JsonNode *value;
  guint n_entries;

  if (!ts_record_read_header (root, name, &header, error))
    return NULL;

  self = g_object_new (TS_TYPE_RECORD, NULL);
  self->source = g_strdup (name);
  self->module = header.module;
  self->version = header.version;
  self->name = g_strdup (header.name);
  self->created = header.created != NULL ? g_date_time_new_from_iso8601 (header.created, NULL)
                                         : NULL;
  self->players = json_array_ref (header.players);
  self->options = header.options != NULL ? json_object_ref (header.options) : NULL;
  self->setup = header.setup != NULL ? json_object_ref (header.setup) : NULL;
  self->finished = header.finished;
  self->winner = header.winner;
  self->winners = header.winners;
  self->progress = header.progress != NULL ? json_object_ref (header.progress) : NULL;
  self->readings = header.readings;

  /* In the file's order (json_object_iter would go in hash order, and a record saved twice
   * would not come out the same: found by the fuzz target). */
  members = json_object_get_members (json_node_get_object (root));
  for (GList *l = members; l != NULL; l = l->next)
    {
      member = l->data;
      value = json_object_get_member (json_node_get_object (root), member);
      if (!g_strv_contains ((const char *const *) known_members, member))
        {
          if (self->extra == NULL)
            self->extra = json_object_new ();
          json_object_set_member (self->extra, member, json_node_copy (value));
        }
    }

  n_entries = json_array_get_length (header.entries);
  g_ptr_array_set_size (self->entries, 0);
  for (guint i = 0; i < n_entries; i++)
    {
      g_autoptr(GError) entry_error = NULL;
      TsEntry *entry = ts_entry_new_from_json (self->module,
                                               json_array_get_element (header.entries, i),
                                               &entry_error);

      if (entry == NULL)
        {
          g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_ENTRY,
                       /* Translators: a file name, an entry number counted from 1, and why
                        * the entry cannot be read. */
                       _("“%s”, entry %u: %s"), name, i + 1, entry_error->message);
          return NULL;
        }
      g_ptr_array_add (self->entries, entry);
    }
  for (guint i = 0; i < n_entries; i++)
    {
      gint64 time = -1;

      if (header.times != NULL && self->created != NULL
          && !JSON_NODE_HOLDS_NULL (json_array_get_element (header.times, i)))
        time = json_array_get_int_element (header.times, i);
      g_array_append_val (self->times, time);
    }
  return g_steal_pointer (&self);
}

/**
 * ts_record_load_from_data:
 * @display_name: how messages name the data (a file name)
 *
 * Reads a record from memory: checks its header and parses its entries without replaying
 * them (ts_match_new_for_record() replays).
 */
TsRecord *
ts_record_load_from_data (const char *data,
                          gsize       length,
                          const char *display_name,
                          GError    **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);

  root = ts_record_parse (data != NULL ? data : "", length, display_name, error);
  if (root == NULL)
    return NULL;
  return ts_record_new_from_root (root, display_name, error);
}

/* ts_record_load(), and what the file looked like when it was read (for the match: a save
 * then notices another program's changes). */
TsRecord *
ts_record_load_stamped (GFile        *file,
                        TsFileStamp  *stamp,
                        GCancellable *cancellable,
                        GError      **error)
{
  g_autofree char *name = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = ts_record_display_name (file);
  contents = ts_record_read_file (file, name, &length, stamp, cancellable, error);
  if (contents == NULL)
    return NULL;
  return ts_record_load_from_data (contents, length, name, error);
}

/**
 * ts_record_load:
 *
 * Reads the record in @file (see ts_record_load_from_data()). Never writes to @file.
 */
TsRecord *
ts_record_load (GFile        *file,
                GCancellable *cancellable,
                GError      **error)
{
  return ts_record_load_stamped (file, NULL, cancellable, error);
}

/* -------------------------------------------------------------------------------------- */
/* A new record, and its members                                                           */

/* @name, cut to TS_RECORD_MAX_NAME_LENGTH characters: a name typed or pasted at any length
 * never makes a record that the loader refuses. */
static char *
limit_name (const char *name)
{
  if (name == NULL || g_utf8_strlen (name, -1) <= TS_RECORD_MAX_NAME_LENGTH)
    return g_strdup (name);
  return g_utf8_substring (name, 0, TS_RECORD_MAX_NAME_LENGTH);
}

/**
 * ts_record_new:
 * @players: a JSON array of player objects, each with at least a "name" string
 * @options: (nullable): the game's options
 * @setup: (nullable): the game's setup
 *
 * A record of a game not played yet. Nothing here is checked: the match checks the setup
 * with the game when it starts from it. Names longer than TS_RECORD_MAX_NAME_LENGTH
 * characters (the game's, and players' in @players) are cut to it.
 */
TsRecord *
ts_record_new (const TsGameModule *module,
               const char         *name,
               JsonArray          *players,
               JsonObject         *options,
               JsonObject         *setup)
{
  TsRecord *self;

  g_return_val_if_fail (module != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);

  self = g_object_new (TS_TYPE_RECORD, NULL);
  self->module = module;
  self->name = limit_name (name);
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *player = json_array_get_element (players, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (player) ? json_node_get_object (player) : NULL;
      const char *player_name = object != NULL
                                    ? ts_json_read_string_member (object, "name")
                                    : NULL;

      if (player_name != NULL && g_utf8_strlen (player_name, -1) > TS_RECORD_MAX_NAME_LENGTH)
        {
          g_autofree char *cut = limit_name (player_name);

          json_object_set_string_member (object, "name", cut);
        }
    }
  self->created = g_date_time_new_now_utc ();
  self->readings = (int) ts_readings_count (module);
  self->players = json_array_ref (players);
  self->options = options != NULL ? json_object_ref (options) : NULL;
  self->setup = setup != NULL ? json_object_ref (setup) : NULL;
  return self;
}

/**
 * ts_record_get_readings:
 *
 * How many of the game's changes of reading (TsGameModule.readings) the build that saved the
 * record knew: the later ones are played by their earlier reading (ts-readings.h). -1 when
 * the record does not say (saved before issue 40): ts_match_new_for_record() infers it.
 */
int
ts_record_get_readings (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), -1);
  return self->readings;
}

void
ts_record_set_readings (TsRecord *self,
                        int       readings)
{
  g_return_if_fail (TS_IS_RECORD (self));
  self->readings = readings;
}

/* The file (or name) it was loaded from, for messages; NULL for a new record. */
const char *
ts_record_get_source (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), NULL);
  return self->source;
}

const TsGameModule *
ts_record_get_module (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), NULL);
  return self->module;
}

const char *
ts_record_get_name (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), NULL);
  return self->name;
}

void
ts_record_set_name (TsRecord   *self,
                    const char *name)
{
  g_return_if_fail (TS_IS_RECORD (self));
  g_free (self->name);
  self->name = limit_name (name);
}

GDateTime *
ts_record_get_created (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), NULL);
  return self->created;
}

JsonArray *
ts_record_get_players (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), NULL);
  return self->players;
}

JsonObject *
ts_record_get_options (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), NULL);
  return self->options;
}

JsonObject *
ts_record_get_setup (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), NULL);
  return self->setup;
}

/* The version the record was read as (TS_RECORD_VERSION for a new one); it is saved as
 * TS_RECORD_VERSION whatever it was read as. */
guint
ts_record_get_version (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), 0);
  return self->version;
}

guint
ts_record_get_n_entries (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), 0);
  return self->entries->len;
}

/**
 * ts_record_hold_from:
 *
 * Takes the entries from @position on out of the record's entries and holds them: an entry
 * there was refused by the rules (a record damaged, edited by hand, made by another tool).
 * Held entries are written after the others, so the file keeps them, but they are not
 * played until ts_record_release_held() gives them back (issue 40).
 */
void
ts_record_hold_from (TsRecord *self,
                     guint     position)
{
  guint n;

  g_return_if_fail (TS_IS_RECORD (self));
  g_return_if_fail (position <= self->entries->len);

  n = self->entries->len - position;
  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_insert (self->held, i, g_object_ref (self->entries->pdata[position + i]));
      g_array_insert_val (self->held_times, i, g_array_index (self->times, gint64, position + i));
    }
  g_ptr_array_remove_range (self->entries, position, n);
  g_array_remove_range (self->times, position, n);
}

guint
ts_record_get_n_held (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), 0);
  return self->held->len;
}

TsEntry *
ts_record_get_held (TsRecord *self,
                    guint     index)
{
  g_return_val_if_fail (TS_IS_RECORD (self), NULL);
  g_return_val_if_fail (index < self->held->len, NULL);
  return g_ptr_array_index (self->held, index);
}

/* Drops the first @n_dropped held entries and gives the others back to the end of the
 * entries, with their times, to be played again. */
void
ts_record_release_held (TsRecord *self,
                        guint     n_dropped)
{
  g_return_if_fail (TS_IS_RECORD (self));
  g_return_if_fail (n_dropped <= self->held->len);

  for (guint i = n_dropped; i < self->held->len; i++)
    {
      g_ptr_array_add (self->entries, g_object_ref (self->held->pdata[i]));
      g_array_append_val (self->times, g_array_index (self->held_times, gint64, i));
    }
  g_ptr_array_set_size (self->held, 0);
  g_array_set_size (self->held_times, 0);
}

TsEntry *
ts_record_get_entry (TsRecord *self,
                     guint     index)
{
  g_return_val_if_fail (TS_IS_RECORD (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);
  return g_ptr_array_index (self->entries, index);
}

/* Seconds after the record was created, for an entry made now (-1 without "created"). */
gint64
ts_record_time_now (TsRecord *self)
{
  g_autoptr(GDateTime) now = NULL;

  if (self->created == NULL)
    return -1;
  now = g_date_time_new_now_utc ();
  return MAX (0, g_date_time_difference (now, self->created) / G_USEC_PER_SEC);
}

void
ts_record_append_entry (TsRecord *self,
                        TsEntry  *entry)
{
  gint64 time;

  g_return_if_fail (TS_IS_RECORD (self));
  g_return_if_fail (TS_IS_ENTRY (entry));
  g_ptr_array_add (self->entries, g_object_ref (entry));
  time = ts_record_time_now (self);
  g_array_append_val (self->times, time);
}

/* When entry @index was made, in seconds after ts_record_get_created(), or -1 when the
 * record does not say (a record older than version 3, or one without "created"). */
gint64
ts_record_get_entry_time (TsRecord *self,
                          guint     index)
{
  g_return_val_if_fail (TS_IS_RECORD (self), -1);
  g_return_val_if_fail (index < self->times->len, -1);
  return g_array_index (self->times, gint64, index);
}

/* When held entry @index was made, as ts_record_get_entry_time(). */
gint64
ts_record_get_held_time (TsRecord *self,
                         guint     index)
{
  g_return_val_if_fail (TS_IS_RECORD (self), -1);
  g_return_val_if_fail (index < self->held_times->len, -1);
  return g_array_index (self->held_times, gint64, index);
}

/* Replaces @n_removals entries from @position by @additions (which it references), made at
 * @times (ts_record_get_entry_time()), or now when @times is NULL: a mending step that is
 * undone gives the entries back with the times they had. */
void
ts_record_splice_entries_timed (TsRecord     *self,
                                guint         position,
                                guint         n_removals,
                                TsEntry     **additions,
                                const gint64 *times,
                                guint         n_additions)
{
  g_return_if_fail (TS_IS_RECORD (self));
  g_return_if_fail (position + n_removals <= self->entries->len);

  if (n_removals > 0)
    {
      g_ptr_array_remove_range (self->entries, position, n_removals);
      g_array_remove_range (self->times, position, n_removals);
    }
  for (guint i = 0; i < n_additions; i++)
    {
      gint64 time = times != NULL ? times[i] : ts_record_time_now (self);

      g_ptr_array_insert (self->entries, position + i, g_object_ref (additions[i]));
      g_array_insert_val (self->times, position + i, time);
    }
}

/* Replaces @n_removals entries from @position by @additions (which it references). */
void
ts_record_splice_entries (TsRecord *self,
                          guint     position,
                          guint     n_removals,
                          TsEntry **additions,
                          guint     n_additions)
{
  ts_record_splice_entries_timed (self, position, n_removals, additions, NULL, n_additions);
}

/* Whether the record says it is a finished game (as last saved). */
gboolean
ts_record_is_finished (TsRecord *self)
{
  g_return_val_if_fail (TS_IS_RECORD (self), FALSE);
  return self->finished;
}

/* What the start page shows without replaying: written by the match on every save. */
void
ts_record_set_status (TsRecord *self,
                      gboolean  finished,
                      int       winner)
{
  g_return_if_fail (TS_IS_RECORD (self));
  self->finished = finished;
  self->winner = finished ? winner : -1;
  if (!finished)
    self->winners = 0;
}

/* Who won when more than one player did (a team, a shared victory): a bit per player; 0 or a
 * single bit writes no "winners". */
void
ts_record_set_winners (TsRecord *self,
                       guint     winners)
{
  g_return_if_fail (TS_IS_RECORD (self));
  self->winners = self->finished ? winners : 0;
}

/* Where an unfinished game stands (TsGameModule.progress), for the saved games list; NULL
 * for none. Written only while the game is in progress. */
void
ts_record_set_progress (TsRecord   *self,
                        JsonObject *progress)
{
  g_return_if_fail (TS_IS_RECORD (self));

  if (progress != NULL)
    json_object_ref (progress);
  g_clear_pointer (&self->progress, json_object_unref);
  self->progress = progress;
}

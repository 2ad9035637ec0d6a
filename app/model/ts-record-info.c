/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <json-glib/json-glib.h>

#include "ts-game.h"
#include "ts-model-private.h"
#include "ts-record-info.h"

/* What the start page shows of a saved record without replaying it: the header members of
 * the record file (ARCHITECTURE.md, "The record"). Replaying is the match's job. */
struct _TsRecordInfo
{
  GObject parent_instance;

  GFile *file;
  char *title;
  char *game_id;
  const char *game_name;
  GStrv players;
  GDateTime *modified;
  gboolean finished;
  int winner;
};

G_DEFINE_FINAL_TYPE (TsRecordInfo, ts_record_info, G_TYPE_OBJECT)

static void
ts_record_info_finalize (GObject *object)
{
  TsRecordInfo *self = TS_RECORD_INFO (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->players, g_strfreev);
  g_clear_pointer (&self->modified, g_date_time_unref);

  G_OBJECT_CLASS (ts_record_info_parent_class)->finalize (object);
}

static void
ts_record_info_class_init (TsRecordInfoClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_record_info_finalize;
}

static void
ts_record_info_init (TsRecordInfo *self)
{
}

/* Keeps what the start page shows of a header that ts_record_read_header() accepted. */
static void
take_header (TsRecordInfo         *self,
             const TsRecordHeader *header)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n_players = json_array_get_length (header->players);

  self->game_id = g_strdup (header->module->id);
  self->game_name = header->module->name;
  self->title = g_strdup (header->name);
  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *player = json_array_get_object_element (header->players, i);

      g_strv_builder_add (builder, json_object_get_string_member (player, "name"));
    }
  self->players = g_strv_builder_end (builder);
  self->finished = header->finished;
  self->winner = header->winner;
}

/**
 * ts_record_info_load:
 *
 * Reads a record's header with the same checks as the full loader (ts-record.c), without
 * replaying its entries. Never writes to @file.
 */
TsRecordInfo *
ts_record_info_load (GFile        *file,
                     GCancellable *cancellable,
                     GError      **error)
{
  g_autoptr(TsRecordInfo) self = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  TsRecordHeader header;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = ts_record_display_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                            cancellable, error);
  if (info == NULL)
    return NULL;
  contents = ts_record_read_contents (file, name, &length, cancellable, error);
  if (contents == NULL)
    return NULL;
  root = ts_record_parse (contents, length, name, error);
  if (root == NULL || !ts_record_read_header (root, name, &header, error))
    return NULL;

  self = g_object_new (TS_TYPE_RECORD_INFO, NULL);
  self->file = g_object_ref (file);
  self->modified = g_file_info_get_modification_date_time (info);
  take_header (self, &header);
  if (self->title == NULL)
    self->title = g_file_get_basename (file);

  return g_steal_pointer (&self);
}

GFile *
ts_record_info_get_file (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->file;
}

const char *
ts_record_info_get_title (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->title;
}

const char *
ts_record_info_get_game_id (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->game_id;
}

/* Translated. */
const char *
ts_record_info_get_game_name (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return _(self->game_name);
}

const char *const *
ts_record_info_get_players (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return (const char *const *) self->players;
}

GDateTime *
ts_record_info_get_modified (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->modified;
}

char *
ts_record_info_dup_players_text (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  /* Translators: separates player names in a list, as in “Ana, Bruno, Carla”. */
  return g_strjoinv (_(", "), self->players);
}

/* What the record's own header says: Tableside writes it on every save. */
gboolean
ts_record_info_get_finished (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), FALSE);
  return self->finished;
}

/* The winner's name, or NULL while the game is in progress or when the record does not say. */
const char *
ts_record_info_get_winner (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);
  return self->finished && self->winner >= 0 ? self->players[self->winner] : NULL;
}

/* “In progress”, “Finished”, or “Finished, Ana won”, for the saved-games list. */
char *
ts_record_info_dup_status_text (TsRecordInfo *self)
{
  g_return_val_if_fail (TS_IS_RECORD_INFO (self), NULL);

  if (!self->finished)
    return g_strdup (_("In progress"));
  if (ts_record_info_get_winner (self) == NULL)
    return g_strdup (_("Finished"));
  /* Translators: a saved game's state; %s is the winner's name. */
  return g_strdup_printf (_("Finished, %s won"), ts_record_info_get_winner (self));
}

/**
 * ts_record_dir:
 *
 * Where games are autosaved: $XDG_DATA_HOME/tableside/games (inside Flatpak, the app's own
 * data folder, so no file-system permission is needed).
 */
GFile *
ts_record_dir (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), "tableside", "games", NULL);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  GDateTime *ma = ts_record_info_get_modified ((TsRecordInfo *) a);
  GDateTime *mb = ts_record_info_get_modified ((TsRecordInfo *) b);

  if (ma == NULL || mb == NULL)
    return (ma == NULL) - (mb == NULL);
  return g_date_time_compare (mb, ma);
}

/**
 * ts_record_scan_recent:
 *
 * The records in @dir, newest first. Files that are not readable records are left out of
 * the list (and left alone on disk); a missing folder is an empty list.
 */
GListStore *
ts_record_scan_recent (GFile        *dir,
                       GCancellable *cancellable)
{
  g_autoptr(GListStore) store = g_list_store_new (TS_TYPE_RECORD_INFO);
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) error = NULL;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                             G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                        G_FILE_QUERY_INFO_NONE, cancellable, &error);
  if (children == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_warning ("Cannot list saved games: %s", error->message);
      return g_steal_pointer (&store);
    }

  for (;;)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;
      g_autoptr(TsRecordInfo) record = NULL;
      g_autoptr(GError) record_error = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, &error))
        {
          g_warning ("Cannot list saved games: %s", error->message);
          break;
        }
      if (info == NULL)
        break;
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
          || !g_str_has_suffix (g_file_info_get_name (info), ".json"))
        continue;

      record = ts_record_info_load (child, cancellable, &record_error);
      if (record == NULL)
        {
          g_debug ("Not listing %s: %s", g_file_info_get_name (info), record_error->message);
          continue;
        }
      g_list_store_insert_sorted (store, record, compare_newest_first, NULL);
    }

  return g_steal_pointer (&store);
}

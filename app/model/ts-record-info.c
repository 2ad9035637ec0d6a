/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <json-glib/json-glib.h>

#include "ts-game.h"
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
};

G_DEFINE_FINAL_TYPE (TsRecordInfo, ts_record_info, G_TYPE_OBJECT)
G_DEFINE_QUARK (ts-record-error-quark, ts_record_error)

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

static char *
display_name (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  return path != NULL ? g_steal_pointer (&path) : g_file_get_uri (file);
}

/* Reads the header members; the messages name the file so that a user with several records
 * knows which one is at fault. */
static gboolean
read_header (TsRecordInfo *self,
             JsonNode     *root,
             const char   *name,
             GError      **error)
{
  JsonObject *object;
  JsonNode *node;
  JsonArray *players;
  const char *format;
  const char *game;
  const TsGameModule *module;
  gint64 version;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_FORMAT,
                   /* Translators: %s is a file name. */
                   _("“%s” is not a Tableside record: it does not hold a JSON object."), name);
      return FALSE;
    }
  object = json_node_get_object (root);

  node = json_object_get_member (object, "format");
  format = node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_string (node) : NULL;
  if (g_strcmp0 (format, TS_RECORD_FORMAT) != 0)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_FORMAT,
                   /* Translators: %s is a file name; “format” is a JSON member name. */
                   _("“%s” is not a Tableside record: its “format” is not “tableside-record”."),
                   name);
      return FALSE;
    }

  node = json_object_get_member (object, "version");
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_VERSION,
                   _("“%s” has no whole-number “version”."), name);
      return FALSE;
    }
  version = json_node_get_int (node);
  if (version != TS_RECORD_VERSION)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_VERSION,
                   /* Translators: %s is a file name, then the record's version number. */
                   _("“%s” is a record of version %lld, which this Tableside cannot read."),
                   name, (long long) version);
      return FALSE;
    }

  node = json_object_get_member (object, "game");
  game = node != NULL && json_node_get_value_type (node) == G_TYPE_STRING
             ? json_node_get_string (node)
             : NULL;
  if (game == NULL)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” does not say which game it records (no “game”)."), name);
      return FALSE;
    }
  module = ts_games_lookup (game);
  if (module == NULL)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_GAME,
                   /* Translators: the first %s is a file name, the second a game id. */
                   _("“%s” records the game “%s”, which this Tableside does not know."),
                   name, game);
      return FALSE;
    }
  self->game_id = g_strdup (game);
  self->game_name = module->name;

  node = json_object_get_member (object, "name");
  if (node != NULL && json_node_get_value_type (node) == G_TYPE_STRING)
    self->title = g_strdup (json_node_get_string (node));

  node = json_object_get_member (object, "players");
  players = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  if (players == NULL)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” has no list of “players”."), name);
      return FALSE;
    }
  {
    g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

    for (guint i = 0; i < json_array_get_length (players); i++)
      {
        JsonNode *player = json_array_get_element (players, i);
        JsonObject *player_object = JSON_NODE_HOLDS_OBJECT (player)
                                        ? json_node_get_object (player)
                                        : NULL;
        const char *player_name = player_object != NULL
                                      ? json_object_get_string_member_with_default (
                                            player_object, "name", NULL)
                                      : NULL;

        if (player_name == NULL)
          {
            g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                         /* Translators: %s is a file name, %u a player number from 1. */
                         _("“%s”: player %u has no name."), name, i + 1);
            return FALSE;
          }
        g_strv_builder_add (builder, player_name);
      }
    self->players = g_strv_builder_end (builder);
  }
  return TRUE;
}

/**
 * ts_record_info_load:
 *
 * Reads a record's header. Never writes to @file.
 */
TsRecordInfo *
ts_record_info_load (GFile        *file,
                     GCancellable *cancellable,
                     GError      **error)
{
  g_autoptr(TsRecordInfo) self = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = display_name (file);
  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_TIME_MODIFIED,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_size (info) > TS_RECORD_MAX_BYTES)
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE,
                   /* Translators: %s is a file name. */
                   _("“%s” is far too large to be a Tableside record."), name);
      return NULL;
    }
  if (!g_file_load_contents (file, cancellable, &contents, &length, NULL, error))
    return NULL;
  if (!g_utf8_validate_len (contents, length, NULL))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   _("“%s” is not a Tableside record: it is not UTF-8 text."), name);
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, contents, length, &local_error))
    {
      g_set_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED,
                   /* Translators: %s is a file name, then the JSON parser's own message. */
                   _("“%s” is not valid JSON: %s"), name, local_error->message);
      return NULL;
    }

  self = g_object_new (TS_TYPE_RECORD_INFO, NULL);
  self->file = g_object_ref (file);
  self->modified = g_file_info_get_modification_date_time (info);
  if (!read_header (self, json_parser_get_root (parser), name, error))
    return NULL;
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

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading a BG Stats export (docs/file-format.md, "BG Stats"): its games, players and
 * locations by id (here), then the plays of the four games as imported plays with their
 * scores only (ts-bgstats-play.c). Members Tableside does not use (pictures, copies, score
 * sheets, tags, challenges) are not looked at, whatever their type; the members it uses must
 * be what BG Stats writes, or the file is refused with the play and the member named. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-bgstats-private.h"
#include "ts-json-read.h"
#include "ts-record.h"

G_DEFINE_QUARK (ts-bgstats-error-quark, ts_bgstats_error)

/* A play is a dozen objects, a game with its copies and score sheets a few dozen: far above
 * any collection. */
#define BGSTATS_MAX_OBJECTS 20000000
/* A play's score sheet nests rounds, rows and scores: 8 levels; pictures' metadata more. */
#define BGSTATS_MAX_DEPTH 24

void
ts_bgstats_player_free (TsBgStatsPlayer *player)
{
  if (player == NULL)
    return;
  g_free (player->key);
  g_free (player->name);
  g_free (player);
}

static void
skipped_free (gpointer data)
{
  TsBgStatsSkipped *skipped = data;

  g_free (skipped->name);
  g_free (skipped);
}

void
ts_bgstats_export_free (TsBgStatsExport *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->plays);
  g_ptr_array_unref (self->players);
  g_ptr_array_unref (self->other_games);
  g_free (self);
}

gboolean
ts_bgstats_refuse (TsBgStatsReader *reader,
                   GError         **error,
                   const char      *format,
                   ...)
{
  va_list args;
  g_autofree char *what = NULL;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_MALFORMED,
               /* Translators: a file's name, then what is wrong in it (a sentence's end) */
               _("“%s” cannot be imported: %s."), reader->name, what);
  return FALSE;
}

/* A table's member "id": a whole number, unique in its table. */
static gboolean
table_id (JsonObject *object,
          GHashTable *seen,
          gint64     *id)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, "id") : NULL;

  if (node == NULL || !ts_json_read_int (node, G_MININT32, G_MAXINT32, id))
    return FALSE;
  return !g_hash_table_contains (seen, GINT_TO_POINTER ((int) *id));
}

gboolean
ts_bgstats_optional_string (JsonObject  *object,
                            const char  *member,
                            const char **out)
{
  JsonNode *node = json_object_get_member (object, member);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (json_node_get_value_type (node) != G_TYPE_STRING)
    return FALSE;
  *out = json_node_get_string (node);
  return TRUE;
}

static JsonArray *
table (JsonObject *root,
       const char *member,
       gboolean    required,
       gboolean   *ok)
{
  JsonNode *node = json_object_get_member (root, member);

  *ok = node != NULL ? JSON_NODE_HOLDS_ARRAY (node) : !required;
  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static gboolean
read_tables (TsBgStatsReader *reader,
             JsonObject      *root,
             GError         **error)
{
  gboolean ok_games, ok_players, ok_locations;
  JsonArray *games = table (root, "games", TRUE, &ok_games);
  JsonArray *players = table (root, "players", TRUE, &ok_players);
  JsonArray *locations = table (root, "locations", FALSE, &ok_locations);
  gboolean ok_plays;

  table (root, "plays", TRUE, &ok_plays);
  if (!ok_games || !ok_players || !ok_locations || !ok_plays)
    return ts_bgstats_refuse (reader, error,
                              /* Translators: the end of “FILE cannot be imported: …”; keep
                               * the member names in quotes as they are */
                              _("it is not a BG Stats export (it needs the lists “games”, "
                                "“players” and “plays”)"));
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonNode *node = json_array_get_element (games, i);
      JsonObject *game = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = NULL;
      gint64 id;

      if (!table_id (game, reader->games, &id)
          || !ts_bgstats_optional_string (game, "name", &name))
        /* Translators: the end of “FILE cannot be imported: …”; %u counts from 1 */
        return ts_bgstats_refuse (reader, error,
                                  _("game %u of its list has no id of its own or no name"),
                                  i + 1);
      g_hash_table_insert (reader->games, GINT_TO_POINTER ((int) id), game);
    }
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      TsBgStatsNamed *named = g_new0 (TsBgStatsNamed, 1);
      gint64 id;

      g_ptr_array_add (reader->named, named);
      if (!table_id (player, reader->players, &id)
          || !ts_bgstats_optional_string (player, "name", &named->name) || named->name == NULL
          || g_utf8_strlen (named->name, -1) > TS_RECORD_MAX_NAME_LENGTH
          || !ts_bgstats_optional_string (player, "uuid", &named->uuid)
          || !ts_json_read_bool_member (player, "isAnonymous", FALSE, &named->anonymous))
        /* Translators: the end of “FILE cannot be imported: …”; %u counts from 1 */
        return ts_bgstats_refuse (reader, error,
                                  _("player %u of its list has no id of their own or no name"),
                                  i + 1);
      g_hash_table_insert (reader->players, GINT_TO_POINTER ((int) id), named);
    }
  for (guint i = 0; locations != NULL && i < json_array_get_length (locations); i++)
    {
      JsonNode *node = json_array_get_element (locations, i);
      JsonObject *location = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = NULL;
      gint64 id;

      if (!table_id (location, reader->locations, &id)
          || !ts_bgstats_optional_string (location, "name", &name))
        /* Translators: the end of “FILE cannot be imported: …”; %u counts from 1 */
        return ts_bgstats_refuse (reader, error,
                                  _("place %u of its list of locations has no id of its own"),
                                  i + 1);
      g_hash_table_insert (reader->locations, GINT_TO_POINTER ((int) id),
                           (gpointer) (name != NULL ? name : ""));
    }
  return TRUE;
}

static int
compare_plays (gconstpointer a,
               gconstpointer b)
{
  const TsImportedPlay *x = *(TsImportedPlay **) a, *y = *(TsImportedPlay **) b;

  if (x->time != y->time)
    return x->time < y->time ? -1 : 1;
  return strcmp (x->id, y->id);
}

static int
compare_skipped (gconstpointer a,
                 gconstpointer b)
{
  const TsBgStatsSkipped *x = *(TsBgStatsSkipped **) a, *y = *(TsBgStatsSkipped **) b;

  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return g_utf8_collate (x->name, y->name);
}

static void
named_free (gpointer data)
{
  TsBgStatsNamed *named = data;

  ts_bgstats_player_free (named->kept);
  g_free (named);
}

TsBgStatsExport *
ts_bgstats_read (const char *data,
                 gsize       length,
                 const char *name,
                 GError    **error)
{
  TsJsonLimits limits = { NULL, TS_BGSTATS_MAX_BYTES, BGSTATS_MAX_DEPTH, BGSTATS_MAX_OBJECTS };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(TsBgStatsExport) out = g_new0 (TsBgStatsExport, 1);
  g_autoptr(GPtrArray) named = g_ptr_array_new_with_free_func (named_free);
  g_autoptr(GHashTable) players = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) games = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) locations = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) play_ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) skipped = g_hash_table_new (g_str_hash, g_str_equal);
  TsBgStatsReader reader = { name, out, games, named, players, locations, play_ids, skipped };
  JsonArray *plays;
  gboolean ok;

  g_return_val_if_fail (data != NULL && name != NULL, NULL);

  out->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_imported_play_free);
  out->players = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_bgstats_player_free);
  out->other_games = g_ptr_array_new_with_free_func (skipped_free);
  /* Translators: what a file to import should be, in “is not %s” */
  limits.kind = _("a BG Stats export");
  root = ts_json_read_parse (data, length, name, &limits, error);
  ts_json_read_retarget (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_TOO_LARGE,
                         TS_BGSTATS_ERROR_MALFORMED);
  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      ts_bgstats_refuse (&reader, error,
                         _("it is not a BG Stats export (it needs the lists “games”, “players” "
                           "and “plays”)"));
      return NULL;
    }
  if (!read_tables (&reader, json_node_get_object (root), error))
    return NULL;
  plays = table (json_node_get_object (root), "plays", TRUE, &ok);
  for (guint i = 0; i < json_array_get_length (plays); i++)
    if (!ts_bgstats_read_play (&reader, json_array_get_element (plays, i), i + 1, error))
      return NULL;
  /* The players of the plays kept, in the order of the file's list. */
  for (guint i = 0; i < named->len; i++)
    {
      TsBgStatsNamed *one = named->pdata[i];

      if (one->kept != NULL)
        g_ptr_array_add (out->players, g_steal_pointer (&one->kept));
    }
  g_ptr_array_sort (out->plays, compare_plays);
  g_ptr_array_sort (out->other_games, compare_skipped);
  return g_steal_pointer (&out);
}

TsBgStatsExport *
ts_bgstats_read_file (GFile   *file,
                      GError **error)
{
  TsJsonLimits limits = { NULL, TS_BGSTATS_MAX_BYTES, BGSTATS_MAX_DEPTH, BGSTATS_MAX_OBJECTS };
  g_autofree char *name = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = ts_record_display_basename (file);
  limits.kind = _("a BG Stats export");
  contents = ts_json_read_contents (file, name, &limits, &length, NULL, NULL, error);
  ts_json_read_retarget (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_TOO_LARGE,
                         TS_BGSTATS_ERROR_MALFORMED);
  if (contents == NULL)
    return NULL;
  return ts_bgstats_read (contents, length, name, error);
}

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
#include "ts-model-people.h"
#include "ts-model-record.h"

G_DEFINE_QUARK (ts-bgstats-error-quark, ts_bgstats_error)

/* What json-glib 1.6 takes for each JSON object (a hash table, its node) and for each other
 * value (a node; a string's copy aside), measured on exports of tiny values and of real plays
 * (issue 52, docs/benchmarks.md, "BG Stats: memory": {"i":0} costs some 550 bytes with its
 * member, a number in a list some 80), with a tenth to spare: the peak of a whole reading
 * stays under the estimate. */
#define OBJECT_COST 512
#define VALUE_COST 96
/* No export within the budget holds more objects than this (the JSON door counts them too). */
#define BGSTATS_MAX_OBJECTS (TS_BGSTATS_MAX_MEMORY / OBJECT_COST)
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

/* A player's name as kept (ts-player-name.h): a name that is blank once normalised (BG Stats
 * takes " ") gets a placeholder, so that the person an import makes always has one. */
static const char *
player_name (TsBgStatsReader *reader,
             const char      *name,
             gboolean         anonymous,
             guint            number)
{
  char *kept = ts_player_name_normalize (name, NULL);

  if (kept == NULL && anonymous)
    kept = g_strdup (_("Anonymous player"));
  else if (kept == NULL)
    /* Translators: a player of a BG Stats export whose name is blank; %u is their number in
     * the export's list of players, from 1 */
    kept = g_strdup_printf (_("Unnamed player %u"), number);
  g_ptr_array_add (reader->names, kept);
  return kept;
}

static gboolean
read_games (TsBgStatsReader *reader,
            JsonArray       *games,
            GError         **error)
{
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonNode *node = json_array_get_element (games, i);
      JsonObject *game = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = NULL;
      gint64 id;

      if (game == NULL)
        /* Translators: the end of “FILE cannot be imported: …”; %u counts from 1 */
        return ts_bgstats_refuse (reader, error, _("game %u of its list is not a game"), i + 1);
      if (!table_id (game, reader->games, &id))
        return ts_bgstats_refuse (reader, error,
                                  /* Translators: the end of “FILE cannot be imported: …”;
                                   * %u counts from 1; keep “id” as it is */
                                  _("game %u of its list has no “id” of its own (a whole "
                                    "number no other game has)"),
                                  i + 1);
      if (!ts_bgstats_optional_string (game, "name", &name))
        return ts_bgstats_refuse (reader, error,
                                  /* Translators: the end of “FILE cannot be imported: …”;
                                   * %u counts from 1; keep “name” as it is */
                                  _("game %u of its list: its “name” is not text"),
                                  i + 1);
      g_hash_table_insert (reader->games, GINT_TO_POINTER ((int) id), game);
    }
  return TRUE;
}

static gboolean
read_players (TsBgStatsReader *reader,
              JsonArray       *players,
              GError         **error)
{
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      TsBgStatsNamed *named = g_new0 (TsBgStatsNamed, 1);
      const char *name = NULL;
      gint64 id;

      g_ptr_array_add (reader->named, named);
      if (player == NULL)
        /* Translators: the end of “FILE cannot be imported: …”; %u counts from 1 */
        return ts_bgstats_refuse (reader, error, _("player %u of its list is not a player"),
                                  i + 1);
      if (!table_id (player, reader->players, &id))
        return ts_bgstats_refuse (reader, error,
                                  /* Translators: the end of “FILE cannot be imported: …”;
                                   * %u counts from 1; keep “id” as it is */
                                  _("player %u of its list has no “id” of their own (a whole "
                                    "number no other player has)"),
                                  i + 1);
      if (!ts_bgstats_optional_string (player, "name", &name) || name == NULL)
        return ts_bgstats_refuse (reader, error,
                                  /* Translators: the end of “FILE cannot be imported: …”;
                                   * %u counts from 1; keep “name” as it is */
                                  _("player %u of its list has no “name” (text)"), i + 1);
      if (!ts_json_read_bool_member (player, "isAnonymous", FALSE, &named->anonymous))
        return ts_bgstats_refuse (reader, error,
                                  /* Translators: the end of “FILE cannot be imported: …”;
                                   * %u counts from 1, then the player's name; keep
                                   * “isAnonymous” as it is */
                                  _("player %u of its list (%s): its “isAnonymous” is not "
                                    "true or false"),
                                  i + 1, player_name (reader, name, FALSE, i + 1));
      named->name = player_name (reader, name, named->anonymous, i + 1);
      if (!ts_bgstats_optional_string (player, "uuid", &named->uuid))
        return ts_bgstats_refuse (reader, error,
                                  /* Translators: the end of “FILE cannot be imported: …”;
                                   * %u counts from 1, then the player's name; keep “uuid” as
                                   * it is */
                                  _("player %u of its list (%s): its “uuid” is not text"),
                                  i + 1, named->name);
      g_hash_table_insert (reader->players, GINT_TO_POINTER ((int) id), named);
    }
  return TRUE;
}

static gboolean
read_locations (TsBgStatsReader *reader,
                JsonArray       *locations,
                GError         **error)
{
  for (guint i = 0; locations != NULL && i < json_array_get_length (locations); i++)
    {
      JsonNode *node = json_array_get_element (locations, i);
      JsonObject *location = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = NULL;
      gint64 id;

      if (location == NULL)
        return ts_bgstats_refuse (reader, error,
                                  /* Translators: the end of “FILE cannot be imported: …”; %u
                                   * counts from 1 */
                                  _("place %u of its list of locations is not a place"), i + 1);
      if (!table_id (location, reader->locations, &id))
        return ts_bgstats_refuse (reader, error,
                                  /* Translators: the end of “FILE cannot be imported: …”; %u
                                   * counts from 1; keep “id” as it is */
                                  _("place %u of its list of locations has no “id” of its own "
                                    "(a whole number no other place has)"),
                                  i + 1);
      if (!ts_bgstats_optional_string (location, "name", &name))
        return ts_bgstats_refuse (reader, error,
                                  /* Translators: the end of “FILE cannot be imported: …”; %u
                                   * counts from 1; keep “name” as it is */
                                  _("place %u of its list of locations: its “name” is not "
                                    "text"),
                                  i + 1);
      g_hash_table_insert (reader->locations, GINT_TO_POINTER ((int) id),
                           (gpointer) (name != NULL ? name : ""));
    }
  return TRUE;
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
  return read_games (reader, games, error) && read_players (reader, players, error)
         && read_locations (reader, locations, error);
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

/* The bytes of @text as a JSON string in imported-plays.json: its quotes, and an escape for
 * a quote, a backslash (two bytes) or a control character (six). */
static guint64
json_length (const char *text)
{
  guint64 length = 2;

  for (const char *p = text != NULL ? text : ""; *p != '\0'; p++)
    length += *p == '"' || *p == '\\' ? 2 : (guchar) *p < 0x20 ? 6 : 1;
  return length;
}

/* Every seat's name is written again in each play imported: a few players of 1,000-character
 * names in 50,000 plays would make an imported-plays.json of 1.2 GB that its reader (64 MiB)
 * refuses, and every imported play would stop counting. An export whose plays, as imported,
 * would take more than TS_BGSTATS_MAX_IMPORT_BYTES is refused instead. Counted as written:
 * each string escaped, the members and punctuation at their longest (a play's some 130
 * bytes, a seat's some 115 with its person's id). */
static gboolean
fits_imported_plays (TsBgStatsReader *reader,
                     GError         **error)
{
  guint64 bytes = 0;

  for (guint p = 0; p < reader->out->plays->len; p++)
    {
      const TsImportedPlay *play = reader->out->plays->pdata[p];

      bytes += 130 + json_length (play->id) + json_length (play->location);
      for (guint k = 0; k < play->expansions->len; k++)
        bytes += 1 + json_length (play->expansions->pdata[k]);
      for (guint i = 0; i < play->n_seats; i++)
        {
          const TsImportedSeat *seat = &play->seats[i];

          bytes += 115 + json_length (seat->name) + json_length (seat->key)
                   + json_length (seat->team);
        }
    }
  if (bytes <= TS_BGSTATS_MAX_IMPORT_BYTES)
    return TRUE;
  return ts_bgstats_refuse (reader, error,
                            /* Translators: the end of “FILE cannot be imported: …”: how many
                             * plays, the room they would take, then the most one import may
                             * take, both in MiB */
                            ngettext ("its %u play would take some %u MiB among the imported "
                                      "plays, more than the %u MiB one import may take",
                                      "its %u plays would take some %u MiB among the imported "
                                      "plays, more than the %u MiB one import may take",
                                      reader->out->plays->len),
                            reader->out->plays->len, (guint) ((bytes + (1 << 20) - 1) >> 20),
                            (guint) (TS_BGSTATS_MAX_IMPORT_BYTES >> 20));
}

/* The memory reading @data as a JSON tree would take: the text twice (the file, the strings'
 * copies) and each value's node. Counted before json-glib sees it (a pass over the bytes, a
 * few tenths of a second for 256 MiB), for any bytes: a string not closed counts to the end. */
static guint64
memory_needed (const char *data,
               gsize       length,
               guint64    *n_values)
{
  guint64 objects = 0, values = 0;
  char last = ',';

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      switch (c)
        {
        case ' ': case '\t': case '\n': case '\r':
          continue;
        case '{':
          objects++;
          break;
        case '"':
          values++;
          for (i++; i < length && data[i] != '"'; i++)
            if (data[i] == '\\')
              i++;
          break;
        case '[':
          values++;
          break;
        default:
          /* A number, true, false or null starts after one of these. */
          values += (last == ',' || last == ':' || last == '[') && c != ']' && c != '}'
                    && c != ',' && c != ':';
          break;
        }
      last = c;
    }
  *n_values = objects + values;
  return 2 * (guint64) length + objects * OBJECT_COST + values * VALUE_COST;
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
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  TsBgStatsReader reader = { name, out, games, named, players, locations, play_ids, skipped,
                             names };
  JsonArray *plays;
  guint64 memory, n_values;
  gboolean ok;

  g_return_val_if_fail (data != NULL && name != NULL, NULL);

  out->plays = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_imported_play_free);
  out->players = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_bgstats_player_free);
  out->other_games = g_ptr_array_new_with_free_func (skipped_free);
  /* Issue 52: 100 MB of tiny objects took 6.6 GiB and 29 s to read as a tree. */
  memory = memory_needed (data, MIN (length, (gsize) TS_BGSTATS_MAX_BYTES + 1), &n_values);
  if (length <= TS_BGSTATS_MAX_BYTES && memory > TS_BGSTATS_MAX_MEMORY)
    {
      g_set_error (error, TS_BGSTATS_ERROR, TS_BGSTATS_ERROR_TOO_LARGE,
                   /* Translators: a file's name; how many JSON values it holds; the memory
                    * reading them would take, then the most Tableside takes, both in MiB */
                   _("“%s” is far too large to be a BG Stats export: reading its %u JSON "
                     "values would take some %u MiB of memory, more than the %u MiB Tableside "
                     "allows for it."),
                   name, (guint) MIN (n_values, G_MAXUINT),
                   (guint) MIN ((memory + (1 << 20) - 1) >> 20, G_MAXUINT),
                   (guint) (TS_BGSTATS_MAX_MEMORY >> 20));
      return NULL;
    }
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
  if (!fits_imported_plays (&reader, error))
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

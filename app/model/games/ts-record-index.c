/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "ts-json-read.h"
#include "ts-model-common.h"
#include "ts-model-record.h"
#include "ts-record-info-private.h"
#include "ts-record-index.h"

#define INDEX_FORMAT "tableside-saved-games-index"
/* 2: the statistics' members (issue 27); 3: what the BG Stats export adds to a finished
 * game, its "start", "teams" and "options-on" (issue 56): an index of 2 is written anew */
#define INDEX_VERSION 4
/* An index larger than this is not one Tableside wrote for any real folder (some 40,000
 * games): past it, the records are read instead, as for any broken index, and Tableside
 * does not write one that large (ts-kept-file.h: what is written is read back first). */
#define INDEX_MAX_BYTES (32 * 1024 * 1024)
#define INDEX_MAX_OBJECTS 500000
/* Tableside writes 4 levels; more is not an index, and never reaches json-glib. */
#define INDEX_MAX_DEPTH 16

typedef struct
{
  TsRecordInfo *info;
  gint64 modified; /* µs since the epoch */
  goffset size;
} Entry;

struct _TsRecordIndex
{
  GFile *file;
  JsonObject *loaded; /* the games of the index read, by file name; NULL when none */
  GArray *entries;    /* Entry: the games of the next index, built only when it is written */
  gboolean changed;   /* a file was read, or one of the index is gone */
  TsFileStamp stamp;  /* the index as read */
};

static void
entry_clear (gpointer data)
{
  Entry *entry = data;

  g_object_unref (entry->info);
}

/* Entries were written by this version of Tableside, whose reader may differ from another's;
 * anything else is read again. */
static gboolean
header_matches (JsonObject *root)
{
  gint64 version = 0;

  return g_strcmp0 (ts_json_read_string_member (root, "format"), INDEX_FORMAT) == 0
         && ts_json_read_int_member (root, "version", 0, G_MAXINT, 0, &version)
         && version == INDEX_VERSION
         && g_strcmp0 (ts_json_read_string_member (root, "tableside"), PACKAGE_VERSION) == 0;
}

/* The reader's own check: an index of this version (entries are checked one by one when
 * looked up, and a bad one is read again from its file). */
static gboolean
check_index (JsonNode *root,
             GError  **error)
{
  JsonNode *games = JSON_NODE_HOLDS_OBJECT (root)
                        ? json_object_get_member (json_node_get_object (root), "games")
                        : NULL;

  if (!header_matches (json_node_get_object (root)) || games == NULL
      || !JSON_NODE_HOLDS_OBJECT (games))
    {
      g_set_error_literal (error, TS_JSON_READ_ERROR, TS_JSON_READ_ERROR_MALFORMED,
                           _("It is not an index of saved games of this version."));
      return FALSE;
    }
  return TRUE;
}

/* A cache of Tableside's own: a link in its place is replaced, never written through; one
 * another program left unreadable is replaced too. */
static const TsKeptFileKind index_kind = {
  /* Translators: what the hidden saved-games index should be, in “is not %s” */
  N_("an index of saved games"), INDEX_MAX_BYTES, INDEX_MAX_DEPTH, INDEX_MAX_OBJECTS,
  .follow_links = FALSE, .cache = TRUE, .check = check_index,
};

/* Never fails: a missing, unreadable, broken or outdated index is an empty one, and is
 * written again from the records (ts_record_index_save()). */
TsRecordIndex *
ts_record_index_load (GFile *dir)
{
  TsRecordIndex *self = g_new0 (TsRecordIndex, 1);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *games;

  self->file = g_file_get_child (dir, TS_RECORD_INDEX_NAME);
  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  g_array_set_clear_func (self->entries, entry_clear);
  root = ts_kept_file_read (self->file, &index_kind, &self->stamp, &error);
  if (root == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_debug ("The saved games' index is read again from the records: %s", error->message);
          self->changed = TRUE;
        }
      return self;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root) || !check_index (root, NULL))
    return self;
  games = json_object_get_member (json_node_get_object (root), "games");
  if (games != NULL && JSON_NODE_HOLDS_OBJECT (games))
    self->loaded = json_object_ref (json_node_get_object (games));
  return self;
}

/* The member that keys @file's entry: its name when that is UTF-8, as every index before
 * issue 40 keyed it; else "/" then the name's bytes URI-escaped (a Latin-1 "partie-\xe9t\xe9.json"
 * is "/partie-%E9t%E9.json"), since JSON holds UTF-8 only. No file name holds a "/", so the
 * two kinds of key never meet, and the same file gives the same key at every start. */
static char *
dup_key (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  if (name == NULL)
    return NULL;
  if (g_utf8_validate (name, -1, NULL))
    return g_steal_pointer (&name);
  {
    g_autofree char *escaped = g_uri_escape_bytes ((const guint8 *) name, strlen (name), NULL);

    return g_strconcat ("/", escaped, NULL);
  }
}

/* Whether every string in @node is UTF-8, as JSON must be: an entry that is not (a reason
 * quoting a name that is not) is left out and its file read again next time, rather than
 * making the whole index unreadable. */
static gboolean
node_is_utf8 (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;

        json_object_iter_init (&iter, json_node_get_object (node));
        while (json_object_iter_next (&iter, &name, &member))
          if (!g_utf8_validate (name, -1, NULL) || !node_is_utf8 (member))
            return FALSE;
        return TRUE;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        for (guint i = 0; i < json_array_get_length (array); i++)
          if (!node_is_utf8 (json_array_get_element (array, i)))
            return FALSE;
        return TRUE;
      }
    case JSON_NODE_VALUE:
      return json_node_get_value_type (node) != G_TYPE_STRING
             || g_utf8_validate (json_node_get_string (node), -1, NULL);
    case JSON_NODE_NULL:
    default:
      return TRUE;
    }
}

/* Whether @member of @entry, when there, is a string. */
static gboolean
string_or_absent (JsonObject *entry,
                  const char *member)
{
  JsonNode *node = json_object_get_member (entry, member);

  return node == NULL || json_node_get_value_type (node) == G_TYPE_STRING;
}

/* The members read as text are text: an entry whose "game" is a number (a hand-edited or
 * damaged index) is a bad entry, its file read again, never a GLib critical. */
static gboolean
entry_well_typed (JsonObject *entry)
{
  static const char *const strings[] = { "kind", "title", "game", "summary", "problem" };

  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    if (!string_or_absent (entry, strings[i]))
      return FALSE;
  return TRUE;
}

static gint64
to_usec (GDateTime *time)
{
  return g_date_time_to_unix (time) * G_USEC_PER_SEC + g_date_time_get_microsecond (time);
}

TsRecordInfo *
ts_record_index_lookup (TsRecordIndex *self,
                        GFile         *file,
                        GDateTime     *modified,
                        goffset        size)
{
  g_autofree char *name = NULL;
  JsonNode *node;
  JsonObject *entry;
  gint64 entry_modified;
  gint64 entry_size;

  if (self->loaded == NULL || modified == NULL)
    return NULL;
  name = dup_key (file);
  node = name != NULL ? json_object_get_member (self->loaded, name) : NULL;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  entry = json_node_get_object (node);
  if (!entry_well_typed (entry)
      || !ts_json_read_int_member (entry, "modified", G_MININT64, G_MAXINT64, -1, &entry_modified)
      || !ts_json_read_int_member (entry, "size", G_MININT64, G_MAXINT64, -1, &entry_size)
      || entry_modified != to_usec (modified) || entry_size != size)
    return NULL;
  return ts_record_info_new_from_index (file, modified, entry);
}

void
ts_record_index_put (TsRecordIndex *self,
                     TsRecordInfo  *info,
                     GDateTime     *modified,
                     goffset        size,
                     gboolean       read)
{
  Entry entry;

  /* A file that could not be read is read again next time: the reason may have been passing
   * (its permissions, a save under way), and its message is in this run's language. Reading
   * it again changes nothing in the index (one that was in it and is gone makes the count
   * differ), so that it is not written again at every start for it. */
  if (modified == NULL || ts_record_info_get_kind (info) == TS_RECORD_INFO_UNREADABLE)
    return;
  self->changed |= read;
  entry.info = g_object_ref (info);
  entry.modified = to_usec (modified);
  entry.size = size;
  g_array_append_val (self->entries, entry);
}

/* The games of the new index: this reading's entries (whose strings are UTF-8). */
static JsonObject *
games_of (TsRecordIndex *self)
{
  JsonObject *games = json_object_new ();

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = &g_array_index (self->entries, Entry, i);
      GFile *file = ts_record_info_get_file (entry->info);
      g_autofree char *name = dup_key (file);
      JsonObject *object = ts_record_info_to_index (entry->info);
      JsonNode *node = json_node_init_object (json_node_alloc (), object);

      json_object_unref (object);
      json_object_set_int_member (object, "modified", entry->modified);
      json_object_set_int_member (object, "size", entry->size);
      /* A name kept escaped is given as it is shown too, for whoever reads the index; a game
       * without a name of its own is titled by that name (ts-record-info.c), kept as it is
       * shown (the start page shows it so: ts_start_page_dup_title()). */
      if (name != NULL && name[0] == '/')
        {
          g_autofree char *raw = g_file_get_basename (file);
          g_autofree char *shown = g_filename_display_name (raw);
          JsonNode *title_node = json_object_get_member (object, "title");
          const char *title = title_node != NULL
                                      && json_node_get_value_type (title_node) == G_TYPE_STRING
                                  ? json_node_get_string (title_node)
                                  : NULL;

          json_object_set_string_member (object, "display-name", shown);
          if (title != NULL && !g_utf8_validate (title, -1, NULL))
            json_object_set_string_member (object, "title", shown);
        }
      if (name == NULL || !node_is_utf8 (node))
        {
          json_node_unref (node);
          continue;
        }
      json_object_set_member (games, name, node);
    }
  return games;
}

/* The text of the new index; when another program (a second window, tableside-cli) wrote
 * one since this reading began, its entries for files this reading did not see (a game saved
 * meanwhile) are kept too: an entry is only trusted for the same time and size anyway. */
static char *
update_cb (JsonNode *current,
           gboolean  changed,
           gpointer  user_data,
           gsize    *length,
           GError  **error)
{
  TsRecordIndex *self = user_data;
  g_autoptr(JsonObject) games = games_of (self);
  g_autoptr(JsonObject) root = json_object_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  if (current != NULL)
    {
      JsonObject *theirs = json_object_get_object_member (json_node_get_object (current),
                                                          "games");
      JsonObjectIter iter;
      const char *name;
      JsonNode *member;

      json_object_iter_init (&iter, theirs);
      while (json_object_iter_next (&iter, &name, &member))
        if (!json_object_has_member (games, name))
          json_object_set_member (games, name, json_node_ref (member));
    }
  json_object_set_string_member (root, "format", INDEX_FORMAT);
  json_object_set_int_member (root, "version", INDEX_VERSION);
  json_object_set_string_member (root, "tableside", PACKAGE_VERSION);
  json_object_set_object_member (root, "games", g_steal_pointer (&games));
  node = json_node_init_object (json_node_alloc (), root);
  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, length);
}

gboolean
ts_record_index_save (TsRecordIndex *self,
                      GError       **error)
{
  guint n_loaded = self->loaded != NULL ? json_object_get_size (self->loaded) : 0;

  if (!self->changed && n_loaded == self->entries->len)
    return TRUE;
  /* No folder, nothing to index: nothing is written (the folder is not created for it). */
  if (self->entries->len == 0 && !g_file_query_exists (self->file, NULL))
    return TRUE;
  /* The old index is no longer needed: its memory goes before the new one is built. */
  g_clear_pointer (&self->loaded, json_object_unref);
  /* The folder's lock, the change check, the read-back, the atomic replace. */
  return ts_kept_file_save (self->file, &index_kind, &self->stamp, update_cb, self, error);
}

void
ts_record_index_free (TsRecordIndex *self)
{
  g_clear_object (&self->file);
  g_clear_pointer (&self->loaded, json_object_unref);
  g_clear_pointer (&self->entries, g_array_unref);
  g_free (self);
}

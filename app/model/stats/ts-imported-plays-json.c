/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The imported plays' file as JSON (docs/file-format.md, "Imported plays"): read member by
 * member, refusing what Tableside does not write; written back the same. */
#include "ts-i18n.h"

#include "ts-imported-plays-private.h"
#include "ts-json-read.h"
#include "ts-model-record.h"

/* 64 MiB of compact JSON are some 100,000 plays of four players (about 620 bytes and 5
 * objects a play), read in some 1 s and 0.9 GB at most (docs/file-format.md, "Imported
 * plays"). A save that would pass a limit is refused before it is written (ts-kept-file.h). */
#define IMPORTS_MAX_BYTES (64 * 1024 * 1024)
#define IMPORTS_MAX_OBJECTS 2000000
#define IMPORTS_MAX_DEPTH 8

/* Whole seconds in a week: a play longer than that is not one. */
#define MAX_DURATION (7 * 24 * 3600)

/* -------------------------------------------------------------------------------------- */
/* Reading                                                                                 */

/* Names the member that does not read: of batch @batch, of its play @play, of that play's
 * player @seat (each from 1; 0 when the member is not inside one). */
static gboolean
unreadable_seat (GError    **error,
                 guint       batch,
                 guint       play,
                 guint       seat,
                 const char *member)
{
  if (seat > 0)
    g_set_error (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNREADABLE,
                 /* Translators: a batch's number in the file, a play's number in it, a
                  * player's number in that play (all from 1), then a member of the file
                  * (“person”) as it is. */
                 _("Import %u, play %u, player %u has no “%s” of the kind Tableside writes "
                   "there."),
                 batch, play, seat, member);
  else if (play == 0)
    g_set_error (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNREADABLE,
                 /* Translators: %u is a batch's number in the file, from 1; %s a member of
                  * the file (“plays”) as it is. */
                 _("Import %u has no “%s” of the kind Tableside writes there."), batch,
                 member);
  else
    g_set_error (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNREADABLE,
                 /* Translators: a batch's number in the file, a play's number in it (both
                  * from 1), then a member of the file (“players”) as it is. */
                 _("Import %u, play %u has no “%s” of the kind Tableside writes there."), batch,
                 play, member);
  return FALSE;
}

static gboolean
unreadable (GError    **error,
            guint       batch,
            guint       play,
            const char *member)
{
  return unreadable_seat (error, batch, play, 0, member);
}

/* A time as the file writes it (ISO 8601), or FALSE. */
static gboolean
read_time (JsonObject *object,
           const char *member,
           gint64     *out)
{
  const char *text = ts_json_read_string_member (object, member);
  g_autoptr(GDateTime) time = text != NULL ? g_date_time_new_from_iso8601 (text, NULL) : NULL;

  if (time == NULL)
    return FALSE;
  *out = g_date_time_to_unix (time);
  return TRUE;
}

/* An optional string member: absent, or a string. */
static gboolean
optional_string (JsonObject  *object,
                 const char  *member,
                 char       **out)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    return TRUE;
  if (json_node_get_value_type (node) != G_TYPE_STRING)
    return FALSE;
  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

/* The member of a play's player that is not what Tableside writes, or NULL when it reads. */
static const char *
read_seat (JsonObject     *object,
           TsImportedSeat *seat)
{
  const char *name = ts_json_read_string_member (object, "name");
  const char *person = ts_json_read_string_member (object, "person");
  gint64 score = 0, place = 0;

  if (name == NULL || g_utf8_strlen (name, -1) > TS_RECORD_MAX_NAME_LENGTH)
    return "name";
  if (person == NULL)
    return "person";
  seat->name = g_strdup (name);
  seat->person = g_strdup (person);
  seat->scored = json_object_has_member (object, "score");
  if (!optional_string (object, "key", &seat->key))
    return "key";
  if (!optional_string (object, "team", &seat->team))
    return "team";
  if (!ts_json_read_int_member (object, "score", G_MININT, G_MAXINT, 0, &score))
    return "score";
  if (!ts_json_read_bool_member (object, "winner", FALSE, &seat->winner))
    return "winner";
  if (!ts_json_read_bool_member (object, "start", FALSE, &seat->start))
    return "start";
  if (!ts_json_read_int_member (object, "seat", 0, TS_IMPORTED_MAX_SEATS, 0, &place))
    return "seat";
  seat->score = score;
  seat->seat = place;
  return NULL;
}

/* The member of play @number that is not what Tableside writes, or NULL when it reads; in a
 * player's, @bad_seat is that player's number from 1. */
static const char *
read_play_members (JsonObject     *object,
                   TsImportedPlay *play,
                   guint          *bad_seat)
{
  JsonNode *expansions = json_object_get_member (object, "expansions");
  JsonArray *seats = json_object_get_array_member (object, "players");
  gint64 duration = -1;

  if (!read_time (object, "played", &play->time))
    return "played";
  if (!ts_json_read_int_member (object, "duration", 0, MAX_DURATION, -1, &duration))
    return "duration";
  play->duration = duration;
  if (!optional_string (object, "location", &play->location))
    return "location";
  if (expansions != NULL && !JSON_NODE_HOLDS_ARRAY (expansions))
    return "expansions";
  for (guint k = 0; expansions != NULL && k < json_array_get_length (json_node_get_array (expansions));
       k++)
    {
      JsonNode *name = json_array_get_element (json_node_get_array (expansions), k);

      if (json_node_get_value_type (name) != G_TYPE_STRING)
        return "expansions";
      g_ptr_array_add (play->expansions, g_strdup (json_node_get_string (name)));
    }
  for (guint i = 0; i < play->n_seats; i++)
    {
      JsonNode *seat = json_array_get_element (seats, i);
      const char *odd = "players";

      if (!JSON_NODE_HOLDS_OBJECT (seat)
          || (odd = read_seat (json_node_get_object (seat), &play->seats[i])) != NULL)
        {
          *bad_seat = JSON_NODE_HOLDS_OBJECT (seat) ? i + 1 : 0;
          return odd;
        }
    }
  return NULL;
}

static TsImportedPlay *
read_play (JsonNode  *node,
           guint      batch_number,
           guint      number,
           GError   **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *players = object != NULL ? json_object_get_member (object, "players") : NULL;
  const char *id = object != NULL ? ts_json_read_string_member (object, "id") : NULL;
  const char *game = object != NULL ? ts_json_read_string_member (object, "game") : NULL;
  g_autoptr(TsImportedPlay) play = NULL;
  const char *odd = NULL;
  guint n_seats = 0;
  guint bad_seat = 0;

  if (id == NULL || *id == '\0')
    odd = "id";
  else if (game == NULL || ts_record_lookup_game (game) == NULL)
    odd = "game";
  else if (players == NULL || !JSON_NODE_HOLDS_ARRAY (players)
           || (n_seats = json_array_get_length (json_node_get_array (players))) == 0
           || n_seats > TS_IMPORTED_MAX_SEATS)
    odd = "players";
  if (odd == NULL)
    {
      play = ts_imported_play_new (n_seats);
      play->id = g_strdup (id);
      play->module = ts_record_lookup_game (game);
      odd = read_play_members (object, play, &bad_seat);
    }
  if (odd != NULL)
    {
      unreadable_seat (error, batch_number, number, bad_seat, odd);
      return NULL;
    }
  return g_steal_pointer (&play);
}

/* The people the batch made ("people", "people-file"), when it says. */
static gboolean
read_batch_people (JsonObject    *object,
                   TsImportBatch *batch)
{
  JsonNode *list = json_object_get_member (object, "people");
  JsonArray *array;

  if (!optional_string (object, "people-file", &batch->people_file))
    return FALSE;
  if (list == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (list))
    return FALSE;
  array = json_node_get_array (list);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *person = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *id = person != NULL ? ts_json_read_string_member (person, "id") : NULL;
      const char *name = person != NULL ? ts_json_read_string_member (person, "name") : NULL;

      if (id == NULL || *id == '\0' || name == NULL
          || g_utf8_strlen (name, -1) > TS_RECORD_MAX_NAME_LENGTH)
        return FALSE;
      ts_import_batch_add_person (batch, id, name);
    }
  return TRUE;
}

gboolean
ts_imported_plays_read_batches (JsonNode   *root,
                                GPtrArray  *batches,
                                GHashTable *play_ids,
                                GError    **error)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  JsonNode *list = object != NULL ? json_object_get_member (object, "batches") : NULL;
  g_autoptr(GHashTable) batch_ids = g_hash_table_new (g_str_hash, g_str_equal);

  if (object == NULL
      || !ts_json_read_format (object, TS_IMPORTED_PLAYS_FORMAT, TS_IMPORTED_PLAYS_VERSION))
    {
      g_set_error_literal (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNREADABLE,
                           _("It is not a list of imported plays of a version this Tableside "
                             "knows."));
      return FALSE;
    }
  if (list == NULL || !JSON_NODE_HOLDS_ARRAY (list))
    {
      g_set_error_literal (error, TS_IMPORTED_PLAYS_ERROR, TS_IMPORTED_PLAYS_ERROR_UNREADABLE,
                           /* Translators: “batches” is a member of the file; keep it. */
                           _("It has no list of “batches”."));
      return FALSE;
    }
  for (guint b = 0; b < json_array_get_length (json_node_get_array (list)); b++)
    {
      JsonNode *node = json_array_get_element (json_node_get_array (list), b);
      JsonObject *batch = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *id = batch != NULL ? ts_json_read_string_member (batch, "id") : NULL;
      const char *source = batch != NULL ? ts_json_read_string_member (batch, "source") : NULL;
      const char *file_name = batch != NULL ? ts_json_read_string_member (batch, "file") : NULL;
      JsonNode *plays = batch != NULL ? json_object_get_member (batch, "plays") : NULL;
      TsImportBatch *kept;
      gint64 time = 0;

      if (id == NULL || *id == '\0' || g_hash_table_contains (batch_ids, id))
        return unreadable (error, b + 1, 0, "id");
      if (source == NULL)
        return unreadable (error, b + 1, 0, "source");
      if (file_name == NULL)
        return unreadable (error, b + 1, 0, "file");
      if (!read_time (batch, "imported", &time))
        return unreadable (error, b + 1, 0, "imported");
      if (plays == NULL || !JSON_NODE_HOLDS_ARRAY (plays))
        return unreadable (error, b + 1, 0, "plays");
      kept = ts_import_batch_new (source, file_name, time);
      g_free (kept->id);
      kept->id = g_strdup (id);
      if (!read_batch_people (batch, kept))
        {
          ts_import_batch_free (kept);
          return unreadable (error, b + 1, 0, "people");
        }
      g_ptr_array_add (batches, kept);
      g_hash_table_add (batch_ids, kept->id);
      for (guint p = 0; p < json_array_get_length (json_node_get_array (plays)); p++)
        {
          TsImportedPlay *play = read_play (json_array_get_element (json_node_get_array (plays), p),
                                            b + 1, p + 1, error);

          if (play == NULL)
            return FALSE;
          /* One play kept twice would count twice: not a file Tableside writes. */
          if (g_hash_table_contains (play_ids, play->id))
            {
              ts_imported_play_free (play);
              return unreadable (error, b + 1, p + 1, "id");
            }
          g_ptr_array_add (kept->plays, play);
          g_hash_table_add (play_ids, play->id);
        }
    }
  return TRUE;
}

/* -------------------------------------------------------------------------------------- */
/* Writing                                                                                 */

/* Written by hand as compact JSON, member by member in the order of the reader: a file of
 * 100,000 plays is some 62 MB, written in a fraction of the time and memory a JsonBuilder
 * tree of it takes. */

static void
append_string (GString    *out,
               const char *value)
{
  g_string_append_c (out, '"');
  for (const char *p = value; *p != '\0'; p++)
    {
      guchar c = *p;

      if (c == '"' || c == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, c);
        }
      else if (c < 0x20)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, c);
    }
  g_string_append_c (out, '"');
}

/* ,"member":"value" (the comma unless @first); nothing for a NULL value. */
static void
add_string (GString    *out,
            gboolean    first,
            const char *member,
            const char *value)
{
  if (value == NULL)
    return;
  if (!first)
    g_string_append_c (out, ',');
  append_string (out, member);
  g_string_append_c (out, ':');
  append_string (out, value);
}

static void
add_int (GString    *out,
         const char *member,
         gint64      value)
{
  g_string_append_printf (out, ",\"%s\":%" G_GINT64_FORMAT, member, value);
}

static void
add_time (GString    *out,
          const char *member,
          gint64      time)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (time);
  g_autofree char *text = utc != NULL ? g_date_time_format_iso8601 (utc) : NULL;

  add_string (out, FALSE, member, text != NULL ? text : "1970-01-01T00:00:00Z");
}

static void
add_play (GString              *out,
          const TsImportedPlay *play)
{
  g_string_append_c (out, '{');
  add_string (out, TRUE, "id", play->id);
  add_string (out, FALSE, "game", play->module->id);
  add_time (out, "played", play->time);
  if (play->duration >= 0)
    add_int (out, "duration", play->duration);
  add_string (out, FALSE, "location", play->location);
  if (play->expansions->len > 0)
    {
      g_string_append (out, ",\"expansions\":[");
      for (guint k = 0; k < play->expansions->len; k++)
        {
          if (k > 0)
            g_string_append_c (out, ',');
          append_string (out, play->expansions->pdata[k]);
        }
      g_string_append_c (out, ']');
    }
  g_string_append (out, ",\"players\":[");
  for (guint i = 0; i < play->n_seats; i++)
    {
      const TsImportedSeat *seat = &play->seats[i];

      g_string_append (out, i > 0 ? ",{" : "{");
      add_string (out, TRUE, "name", seat->name);
      add_string (out, FALSE, "person", seat->person);
      add_string (out, FALSE, "key", seat->key);
      if (seat->scored)
        add_int (out, "score", seat->score);
      g_string_append (out, seat->winner ? ",\"winner\":true" : ",\"winner\":false");
      if (seat->start)
        g_string_append (out, ",\"start\":true");
      if (seat->seat > 0)
        add_int (out, "seat", seat->seat);
      add_string (out, FALSE, "team", seat->team);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "]}");
}

char *
ts_imported_plays_to_text (GPtrArray *batches)
{
  GString *out = g_string_sized_new (4096);

  g_string_append_c (out, '{');
  add_string (out, TRUE, "format", TS_IMPORTED_PLAYS_FORMAT);
  add_int (out, "version", TS_IMPORTED_PLAYS_VERSION);
  g_string_append (out, ",\"batches\":[");
  for (guint b = 0; b < batches->len; b++)
    {
      const TsImportBatch *batch = batches->pdata[b];

      g_string_append (out, b > 0 ? ",{" : "{");
      add_string (out, TRUE, "id", batch->id);
      add_string (out, FALSE, "source", batch->source);
      add_string (out, FALSE, "file", batch->file_name);
      add_time (out, "imported", batch->time);
      g_string_append (out, ",\"plays\":[");
      for (guint p = 0; p < batch->plays->len; p++)
        {
          if (p > 0)
            g_string_append_c (out, ',');
          add_play (out, batch->plays->pdata[p]);
        }
      g_string_append_c (out, ']');
      if (batch->people->len > 0)
        {
          g_string_append (out, ",\"people\":[");
          for (guint i = 0; i < batch->people->len; i++)
            {
              const TsImportedPerson *person = batch->people->pdata[i];

              g_string_append (out, i > 0 ? ",{" : "{");
              add_string (out, TRUE, "id", person->id);
              add_string (out, FALSE, "name", person->name);
              g_string_append_c (out, '}');
            }
          g_string_append_c (out, ']');
        }
      add_string (out, FALSE, "people-file", batch->people_file);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "]}");
  return g_string_free (out, FALSE);
}

/* -------------------------------------------------------------------------------------- */
/* The file's kind                                                                         */

static gboolean
check_batches (JsonNode *root,
               GError  **error)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) batches = NULL;

  batches = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_import_batch_free);
  return ts_imported_plays_read_batches (root, batches, ids, error);
}

static const TsKeptFileKind imports_kind = {
  /* Translators: what imported-plays.json should be, in “is not %s” */
  N_("a list of imported plays"), IMPORTS_MAX_BYTES, IMPORTS_MAX_DEPTH, IMPORTS_MAX_OBJECTS,
  .check = check_batches,
};

const TsKeptFileKind *
_ts_imported_plays_kind (void)
{
  return &imports_kind;
}

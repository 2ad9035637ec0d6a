/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The imported plays' file as JSON (docs/file-format.md, "Imported plays"): read member by
 * member, refusing what Tableside does not write; written back the same. */
#include "ts-i18n.h"

#include "ts-imported-plays-private.h"
#include "ts-json-read.h"
#include "ts-record.h"

/* Whole seconds in a week: a play longer than that is not one. */
#define MAX_DURATION (7 * 24 * 3600)

/* -------------------------------------------------------------------------------------- */
/* Reading                                                                                 */

static gboolean
unreadable (GError    **error,
            guint       batch,
            guint       play,
            const char *member)
{
  if (play == 0)
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

static gboolean
read_seat (JsonObject     *object,
           TsImportedSeat *seat)
{
  const char *name = ts_json_read_string_member (object, "name");
  const char *person = ts_json_read_string_member (object, "person");
  gint64 score = 0, place = 0;

  if (name == NULL || person == NULL || g_utf8_strlen (name, -1) > TS_RECORD_MAX_NAME_LENGTH)
    return FALSE;
  seat->name = g_strdup (name);
  seat->person = g_strdup (person);
  seat->scored = json_object_has_member (object, "score");
  if (!optional_string (object, "key", &seat->key)
      || !optional_string (object, "team", &seat->team)
      || !ts_json_read_int_member (object, "score", G_MININT, G_MAXINT, 0, &score)
      || !ts_json_read_bool_member (object, "winner", FALSE, &seat->winner)
      || !ts_json_read_bool_member (object, "start", FALSE, &seat->start)
      || !ts_json_read_int_member (object, "seat", 0, TS_IMPORTED_MAX_SEATS, 0, &place))
    return FALSE;
  seat->score = score;
  seat->seat = place;
  return TRUE;
}

/* The member of play @number that is not what Tableside writes, or NULL when it reads. */
static const char *
read_play_members (JsonObject     *object,
                   TsImportedPlay *play)
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

      if (!JSON_NODE_HOLDS_OBJECT (seat)
          || !read_seat (json_node_get_object (seat), &play->seats[i]))
        return "players";
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
      odd = read_play_members (object, play);
    }
  if (odd != NULL)
    {
      unreadable (error, batch_number, number, odd);
      return NULL;
    }
  return g_steal_pointer (&play);
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

static void
add_time (JsonBuilder *builder,
          const char  *member,
          gint64       time)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (time);
  g_autofree char *text = utc != NULL ? g_date_time_format_iso8601 (utc) : NULL;

  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, text != NULL ? text : "1970-01-01T00:00:00Z");
}

static void
add_string (JsonBuilder *builder,
            const char  *member,
            const char  *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, value);
}

static void
add_play (JsonBuilder          *builder,
          const TsImportedPlay *play)
{
  json_builder_begin_object (builder);
  add_string (builder, "id", play->id);
  add_string (builder, "game", play->module->id);
  add_time (builder, "played", play->time);
  if (play->duration >= 0)
    {
      json_builder_set_member_name (builder, "duration");
      json_builder_add_int_value (builder, play->duration);
    }
  add_string (builder, "location", play->location);
  if (play->expansions->len > 0)
    {
      json_builder_set_member_name (builder, "expansions");
      json_builder_begin_array (builder);
      for (guint k = 0; k < play->expansions->len; k++)
        json_builder_add_string_value (builder, play->expansions->pdata[k]);
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < play->n_seats; i++)
    {
      const TsImportedSeat *seat = &play->seats[i];

      json_builder_begin_object (builder);
      add_string (builder, "name", seat->name);
      add_string (builder, "person", seat->person);
      add_string (builder, "key", seat->key);
      if (seat->scored)
        {
          json_builder_set_member_name (builder, "score");
          json_builder_add_int_value (builder, seat->score);
        }
      json_builder_set_member_name (builder, "winner");
      json_builder_add_boolean_value (builder, seat->winner);
      if (seat->start)
        {
          json_builder_set_member_name (builder, "start");
          json_builder_add_boolean_value (builder, TRUE);
        }
      if (seat->seat > 0)
        {
          json_builder_set_member_name (builder, "seat");
          json_builder_add_int_value (builder, seat->seat);
        }
      add_string (builder, "team", seat->team);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

char *
ts_imported_plays_to_text (GPtrArray *batches)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  add_string (builder, "format", TS_IMPORTED_PLAYS_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TS_IMPORTED_PLAYS_VERSION);
  json_builder_set_member_name (builder, "batches");
  json_builder_begin_array (builder);
  for (guint b = 0; b < batches->len; b++)
    {
      const TsImportBatch *batch = batches->pdata[b];

      json_builder_begin_object (builder);
      add_string (builder, "id", batch->id);
      add_string (builder, "source", batch->source);
      add_string (builder, "file", batch->file_name);
      add_time (builder, "imported", batch->time);
      json_builder_set_member_name (builder, "plays");
      json_builder_begin_array (builder);
      for (guint p = 0; p < batch->plays->len; p++)
        add_play (builder, batch->plays->pdata[p]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}


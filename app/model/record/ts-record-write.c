/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include <string.h>

#include "ts-model-common.h"
#include "ts-record-private.h"

/* Writing a record: its file's text (one member per line, one entry per line), the atomic
 * save and the name of a new record's file. Reading is ts-record.c's. */

static void
append_member (GString    *out,
               const char *member,
               JsonNode   *value)
{
  g_autofree char *text = json_to_string (value, FALSE);
  g_autoptr(JsonNode) key = json_node_init_string (json_node_alloc (), member);
  g_autofree char *key_text = json_to_string (key, FALSE);

  g_string_append_printf (out, "  %s: %s,\n", key_text, text);
}

static void
append_string_member (GString    *out,
                      const char *member,
                      const char *value)
{
  g_autoptr(JsonNode) node = json_node_init_string (json_node_alloc (), value);

  append_member (out, member, node);
}

static void
append_object_member (GString    *out,
                      const char *member,
                      JsonObject *value)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), value);

  append_member (out, member, node);
}

/**
 * ts_record_to_bytes:
 *
 * The record file: one member per line, one entry per line, so that a record reads well and
 * diffs well. Entries keep their JSON text once made, so writing is mostly copying.
 */
GBytes *
ts_record_to_bytes (TsRecord *self)
{
  g_autoptr(GString) out = NULL;
  gsize estimate = 1024;

  g_return_val_if_fail (TS_IS_RECORD (self), NULL);

  for (guint i = 0; i < self->entries->len; i++)
    estimate += strlen (ts_entry_get_json_text (g_ptr_array_index (self->entries, i))) + 8;
  out = g_string_sized_new (estimate);

  g_string_append (out, "{\n");
  append_string_member (out, "format", TS_RECORD_FORMAT);
  g_string_append_printf (out, "  \"version\": %d,\n", TS_RECORD_VERSION);
  append_string_member (out, "game", self->module->id);
  if (self->name != NULL)
    append_string_member (out, "name", self->name);
  if (self->created != NULL)
    {
      g_autofree char *created = g_date_time_format_iso8601 (self->created);

      append_string_member (out, "created", created);
    }
  append_string_member (out, "status", self->finished ? "finished" : "in-progress");
  if (self->finished && self->winner >= 0)
    g_string_append_printf (out, "  \"winner\": %d,\n", self->winner);
  if (self->finished && (self->winners & (self->winners - 1)) != 0)
    {
      g_string_append (out, "  \"winners\": [");
      for (guint i = 0, n = 0; i < 32; i++)
        if ((self->winners >> i) & 1)
          g_string_append_printf (out, n++ > 0 ? ", %u" : "%u", i);
      g_string_append (out, "],\n");
    }
  if (!self->finished && self->progress != NULL)
    append_object_member (out, "progress", self->progress);
  if (self->extra != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (self->extra);

      for (GList *l = members; l != NULL; l = l->next)
        append_member (out, l->data, json_object_get_member (self->extra, l->data));
    }
  if (self->readings >= 0)
    g_string_append_printf (out, "  \"readings\": %d,\n", self->readings);
  if (self->options != NULL)
    append_object_member (out, "options", self->options);
  {
    g_autoptr(JsonNode) players = json_node_init_array (json_node_alloc (), self->players);

    append_member (out, "players", players);
  }
  if (self->setup != NULL)
    append_object_member (out, "setup", self->setup);

  if (self->created != NULL && self->entries->len + self->held->len > 0)
    {
      g_string_append (out, "  \"times\": [");
      for (guint i = 0; i < self->times->len + self->held_times->len; i++)
        {
          gint64 time = i < self->times->len
                            ? g_array_index (self->times, gint64, i)
                            : g_array_index (self->held_times, gint64, i - self->times->len);

          if (i > 0)
            g_string_append (out, ", ");
          if (time >= 0)
            g_string_append_printf (out, "%" G_GINT64_FORMAT, time);
          else
            g_string_append (out, "null");
        }
      g_string_append (out, "],\n");
    }
  /* Held entries (ts_record_hold_from()) are written after the others: the file loses
   * nothing the players have not chosen to drop. */
  g_string_append (out, "  \"entries\": [");
  for (guint i = 0; i < self->entries->len + self->held->len; i++)
    {
      TsEntry *entry = i < self->entries->len ? g_ptr_array_index (self->entries, i)
                                              : g_ptr_array_index (self->held,
                                                                   i - self->entries->len);

      g_string_append (out, i == 0 ? "\n    " : ",\n    ");
      g_string_append (out, ts_entry_get_json_text (entry));
    }
  g_string_append (out, self->entries->len + self->held->len > 0 ? "\n  ]\n}\n" : "]\n}\n");

  return g_string_free_to_bytes (g_steal_pointer (&out));
}

/**
 * ts_record_save:
 *
 * Writes the record to @file atomically: whenever the process dies, @file holds either the
 * previous record or this one, whole (ts_atomic_write()).
 */
gboolean
ts_record_save (TsRecord     *self,
                GFile        *file,
                GCancellable *cancellable,
                GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  const char *data;

  g_return_val_if_fail (TS_IS_RECORD (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = ts_record_to_bytes (self);
  data = g_bytes_get_data (bytes, &length);
  return ts_atomic_write (file, data, length, cancellable, error);
}

/**
 * ts_record_new_file:
 *
 * A name in @dir for a new record of @game_id that no file has yet, as in
 * "castles-of-burgundy-2026-11-21-201500.json". Creates @dir if needed; the file itself is
 * created by the first save.
 */
GFile *
ts_record_new_file (GFile      *dir,
                    const char *game_id,
                    GError    **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d-%H%M%S");

  g_return_val_if_fail (G_IS_FILE (dir), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  if (!g_file_make_directory_with_parents (dir, NULL, &local_error)
      && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  for (guint n = 1;; n++)
    {
      g_autofree char *base = n == 1 ? g_strdup_printf ("%s-%s.json", game_id, stamp)
                                     : g_strdup_printf ("%s-%s-%u.json", game_id, stamp, n);
      g_autoptr(GFile) file = g_file_get_child (dir, base);

      if (!g_file_query_exists (file, NULL))
        return g_steal_pointer (&file);
    }
}

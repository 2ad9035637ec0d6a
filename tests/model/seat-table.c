/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared scaffolding of the seat tests (seat-table.h). */
#include <string.h>
#include <glib/gstdio.h>

#include "seat-client.h"
#include "seat-table.h"

static void
said_cb (TsSeatServer *server,
         guint         seat,
         const char   *text,
         SeatTable    *table)
{
  g_ptr_array_add (table->said, g_strdup_printf ("%u: %s", seat, text));
}

/* @path's record cut after its first @cut entries, in a file of the test's own that is gone
 * once loaded; the @keep_after entries after the cut copied to *@original first. */
static TsMatch *
load_cut (const char *path,
          guint       cut,
          guint       keep_after,
          JsonArray **original)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  TsMatch *match;
  JsonArray *entries;
  int fd;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  if (keep_after > 0)
    {
      *original = json_array_new ();
      for (guint i = cut; i < MIN (json_array_get_length (entries), cut + keep_after); i++)
        json_array_add_element (*original,
                                json_node_copy (json_array_get_element (entries, i)));
    }
  while (json_array_get_length (entries) > cut)
    json_array_remove_element (entries, json_array_get_length (entries) - 1);
  fd = g_file_open_tmp ("seat-table-XXXXXX.json", &copy, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  text = json_to_string (json_parser_get_root (parser), TRUE);
  g_assert_true (g_file_set_contents (copy, text, -1, &error));
  file = g_file_new_for_path (copy);
  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_unlink (copy);
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, cut);
  return match;
}

SeatTable *
seat_table_open (const char *record,
                 int         cut,
                 guint       keep_after)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", record, NULL);
  g_autoptr(GError) error = NULL;
  SeatTable *table = g_new0 (SeatTable, 1);

  if (cut >= 0)
    table->match = load_cut (path, cut, keep_after, &table->original);
  else
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);

      table->match = ts_match_load (file, NULL, &error);
      g_assert_no_error (error);
    }
  ts_match_set_autosave (table->match, FALSE);
  table->server = ts_seat_server_new (table->match);
  g_assert_true (ts_seat_server_start (table->server, "127.0.0.1", 0, &error));
  table->port = ts_seat_server_get_port (table->server);
  table->origin = g_strdup_printf ("http://127.0.0.1:%u", table->port);
  table->said = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (table->server, "part-entered", G_CALLBACK (said_cb), table);
  g_signal_connect (table->server, "phone-entered", G_CALLBACK (said_cb), table);
  return table;
}

void
seat_table_close (SeatTable *table)
{
  ts_seat_server_stop (table->server);
  /* Nothing said after this may reach the freed table. */
  g_signal_handlers_disconnect_by_data (table->server, table);
  g_clear_object (&table->server);
  g_clear_object (&table->match);
  g_free (table->origin);
  g_ptr_array_unref (table->said);
  g_clear_pointer (&table->original, json_array_unref);
  g_free (table);
}

SeatPhone *
seat_phone_new (SeatTable *table,
                guint      seat)
{
  SeatPhone *phone = g_new0 (SeatPhone, 1);

  phone->table = table;
  phone->seat = seat;
  phone->messages = g_ptr_array_new_with_free_func (g_free);
  phone->results = g_ptr_array_new_with_free_func (g_free);
  return phone;
}

void
seat_phone_free (SeatPhone *phone)
{
  g_ptr_array_unref (phone->messages);
  g_ptr_array_unref (phone->results);
  g_free (phone->state);
  g_free (phone);
}

void
seat_phone_send (SeatPhone  *phone,
                 const char *message)
{
  g_ptr_array_add (phone->messages, g_strdup (message));
}

void
seat_phone_sendf (SeatPhone  *phone,
                  const char *format,
                  ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (phone->messages, g_strdup_vprintf (format, args));
  va_end (args);
}

void
seat_phone_propose (SeatPhone  *phone,
                    const char *id,
                    guint       at,
                    const char *entry)
{
  seat_phone_sendf (phone, "{\"type\":\"propose\",\"id\":\"%s\",\"at\":%u,\"entry\":%s}", id,
                    at, entry);
}

void
seat_phone_undo (SeatPhone  *phone,
                 const char *id,
                 guint       at)
{
  seat_phone_sendf (phone, "{\"type\":\"undo\",\"id\":\"%s\",\"at\":%u}", id, at);
}

typedef struct
{
  SeatPhone *phone;
  const char *protocols;
} Run;

static gpointer
phone_thread (gpointer data)
{
  Run *run = data;
  SeatPhone *phone = run->phone;
  guint status = 0;
  guint code = 0;
  g_autoptr(SeatSocket) socket = seat_socket_open (phone->table->port, phone->table->origin,
                                                   run->protocols, &status);

  g_assert_cmpuint (status, ==, 101);
  phone->state = seat_socket_receive (socket, &code);
  for (guint i = phone->results->len; i < phone->messages->len; i++)
    {
      const char *message = g_ptr_array_index (phone->messages, i);
      char *result;

      seat_socket_send (socket, message, strlen (message));
      /* States pushed after a change come between: the result is what is waited for. */
      while ((result = seat_socket_receive (socket, &code)) != NULL
             && strstr (result, "\"type\":\"result\"") == NULL)
        g_free (result);
      g_assert_nonnull (result);
      g_ptr_array_add (phone->results, result);
    }
  return NULL;
}

void
seat_phone_run (SeatPhone *phone)
{
  /* The link is read here, in the thread that runs the server. */
  g_autofree char *link = ts_seat_server_dup_link (phone->table->server, phone->seat);
  g_autofree char *protocols = g_strdup_printf ("tableside-1, token.%s, phone.p%u, lang.en",
                                                strstr (link, "#t=") + 3, phone->seat);
  Run run = { phone, protocols };

  g_clear_pointer (&phone->state, g_free);
  seat_client_run (phone_thread, &run);
}

const char *
seat_phone_result (SeatPhone *phone,
                   guint      i)
{
  g_assert_cmpuint (i, <, phone->results->len);
  return g_ptr_array_index (phone->results, i);
}

void
seat_phone_assert_result (SeatPhone  *phone,
                          guint       i,
                          gboolean    ok,
                          const char *words)
{
  g_autoptr(JsonObject) result = seat_json_object (seat_phone_result (phone, i));
  const char *text = json_object_get_string_member_with_default (result, ok ? "text" : "reason",
                                                                 "");

  g_assert_cmpint (json_object_get_boolean_member (result, "ok"), ==, ok);
  if (strstr (text, words) == NULL)
    g_error ("result %u of seat %u: “%s” does not say “%s”", i, phone->seat, text, words);
}

JsonObject *
seat_json_object (const char *text)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `tableside-cli serve RECORD` as a Raspberry Pi at the table runs it: a link and a code per
 * seat first, the game served to a seat's token, the file followed as the app saves it (a
 * broken save leaves the phones on the game as it was), an address that is not this
 * computer's refused, Ctrl+C (SIGTERM here) ends it cleanly. docs/seats.md. */
#include <signal.h>
#include <string.h>
#include <glib/gstdio.h>

#include "cli-util.h"
#include "seat-client.h"

typedef struct
{
  GSubprocess *process;
  GDataInputStream *out;
  GDataInputStream *err;
  GPtrArray *lines; /* the seats' lines */
  guint port;
  char *path;
} Serve;

static void
serve_start (Serve      *serve,
             const char *record,
             gboolean    play)
{
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "data", "corpus", record, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  char *line;

  serve->path = g_build_filename (ts_cli_test_work_dir, record, NULL);
  g_assert_true (g_file_get_contents (fixture, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (serve->path, contents, -1, NULL));
  serve->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error, ts_cli_test_cli_path,
                                     "serve", serve->path, "--address", "127.0.0.1", "--port", "0",
                                     play ? "--play" : NULL, NULL);
  g_assert_no_error (error);
  serve->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve->process));
  serve->err = g_data_input_stream_new (g_subprocess_get_stderr_pipe (serve->process));
  serve->lines = g_ptr_array_new_with_free_func (g_free);
  /* "NAME: LINK (code CODE)" a seat, the QR codes, then "Serving at …". */
  while ((line = g_data_input_stream_read_line_utf8 (serve->out, NULL, NULL, NULL)) != NULL)
    {
      const char *port = strstr (line, "http://127.0.0.1:");

      if (g_str_has_prefix (line, "Serving at "))
        {
          g_free (line);
          break;
        }
      if (port != NULL && strstr (line, "#t=") != NULL)
        {
          serve->port = g_ascii_strtoull (port + strlen ("http://127.0.0.1:"), NULL, 10);
          g_ptr_array_add (serve->lines, line);
        }
      else
        g_free (line);
    }
  g_assert_cmpuint (serve->port, >, 0);
}

static void
serve_stop (Serve *serve)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_send_signal (serve->process, SIGTERM);
  g_assert_true (g_subprocess_wait (serve->process, NULL, &error));
  g_assert_no_error (error);
  /* It ends as asked: stopped, not killed. */
  g_assert_true (g_subprocess_get_if_exited (serve->process));
  g_assert_cmpint (g_subprocess_get_exit_status (serve->process), ==, 0);
  g_clear_object (&serve->out);
  g_clear_object (&serve->err);
  g_clear_object (&serve->process);
  g_ptr_array_unref (serve->lines);
  g_free (serve->path);
}

static char *
token_of (const char *line)
{
  const char *t = strstr (line, "#t=") + 3;

  return g_strndup (t, 32);
}

/* The seat's state as the server gives it now. */
static JsonObject *
state_of (Serve      *serve,
          const char *token)
{
  g_autofree char *request = g_strdup_printf ("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:%u\r\n"
                                              "Authorization: Bearer %s\r\n"
                                              "Connection: close\r\n\r\n",
                                              serve->port, token);
  g_autoptr(SeatResponse) response = seat_client_http (serve->port, request);
  g_autoptr(JsonNode) node = NULL;

  g_assert_cmpuint (response->status, ==, 200);
  node = json_from_string (response->body, NULL);
  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

/* Writes @path as the app saves: a copy renamed over the record. */
static void
save (const char *path,
      const char *contents)
{
  g_autofree char *temporary = g_strconcat (path, ".tmp", NULL);

  g_assert_true (g_file_set_contents (temporary, contents, -1, NULL));
  g_assert_cmpint (g_rename (temporary, path), ==, 0);
}

static void
test_serve (void)
{
  Serve serve = { 0 };
  g_autofree char *token = NULL;
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(JsonObject) later = NULL;
  g_autoptr(JsonObject) still = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *shorter = NULL;
  g_autofree char *said = NULL;
  JsonArray *entries;
  gint64 n;

  serve_start (&serve, "kingsburg-2p-complete.json", FALSE);
  /* One line a seat, the players in setup order. */
  g_assert_cmpuint (serve.lines->len, ==, 2);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (serve.lines, 0), "Ana: "));
  g_assert_nonnull (strstr (g_ptr_array_index (serve.lines, 1), "(code "));
  token = token_of (g_ptr_array_index (serve.lines, 1));
  first = state_of (&serve, token);
  n = json_object_get_int_member (first, "revision");
  g_assert_cmpint (json_object_get_int_member (first, "seat"), ==, 1);
  g_assert_true (json_object_get_boolean_member (first, "finished"));
  g_assert_true (json_object_get_null_member (first, "propose"));

  /* The app saves the game with its last entry taken back: the phones follow. */
  g_assert_true (json_parser_load_from_file (parser, serve.path, NULL));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  json_array_remove_element (entries, json_array_get_length (entries) - 1);
  json_generator_set_root (generator, json_parser_get_root (parser));
  shorter = json_generator_to_data (generator, NULL);
  save (serve.path, shorter);
  do
    {
      g_clear_pointer (&later, json_object_unref);
      g_usleep (20000);
      later = state_of (&serve, token);
    }
  while (json_object_get_int_member (later, "revision") == n);
  g_assert_cmpint (json_object_get_int_member (later, "revision"), <, n);
  g_assert_false (json_object_get_boolean_member (later, "finished"));
  /* Following the file, phones enter nothing, and say why. */
  g_assert_true (json_object_get_null_member (later, "propose"));
  g_assert_cmpstr (json_object_get_string_member (later, "locked"), ==,
                   "This game is followed from its file: moves are entered where it is kept.");

  /* A save cut short: said once, and the phones keep the game as it was. */
  save (serve.path, "{\"format\": \"tableside-record\", \"entr");
  said = g_data_input_stream_read_line_utf8 (serve.err, NULL, NULL, NULL);
  g_assert_nonnull (said);
  g_assert_true (g_str_has_prefix (said, "tableside-cli: "));
  still = state_of (&serve, token);
  g_assert_cmpint (json_object_get_int_member (still, "revision"), ==,
                   json_object_get_int_member (later, "revision"));
  serve_stop (&serve);
}

/* --play: the CLI keeps the record. Bruno's phone uses the Farm (CY-ACT-01): a line says so
 * and the record saved has the entry. */
static void
test_serve_play (void)
{
  Serve serve = { 0 };
  g_autofree char *token = NULL;
  g_autofree char *origin = NULL;
  g_autofree char *protocols = NULL;
  g_autofree char *message = NULL;
  g_autofree char *entry = NULL;
  g_autofree char *result = NULL;
  g_autofree char *said = NULL;
  g_autofree char *saved = NULL;
  g_autoptr(JsonObject) state = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(SeatSocket) socket = NULL;
  JsonArray *choices;
  JsonArray *entries;
  guint status = 0;
  guint code = 0;
  gint64 n;

  serve_start (&serve, "caylus-1303-5p-in-progress.json", TRUE);
  token = token_of (g_ptr_array_index (serve.lines, 1));
  state = state_of (&serve, token);
  n = json_object_get_int_member (state, "revision");
  g_assert_true (json_object_get_null_member (state, "locked"));
  choices = json_object_get_array_member (json_object_get_object_member (state, "propose"),
                                          "choices");
  g_assert_cmpuint (json_array_get_length (choices), ==, 2);
  entry = json_to_string (json_object_get_member (json_array_get_object_element (choices, 0),
                                                  "entry"), FALSE);
  origin = g_strdup_printf ("http://127.0.0.1:%u", serve.port);
  protocols = g_strdup_printf ("tableside-1, token.%s, phone.cli00001, lang.en", token);
  socket = seat_socket_open (serve.port, origin, protocols, &status);
  g_assert_cmpuint (status, ==, 101);
  g_free (seat_socket_receive (socket, &code));
  message = g_strdup_printf ("{\"type\":\"propose\",\"id\":\"cli-0000001\",\"at\":%"
                             G_GINT64_FORMAT ",\"entry\":%s}", n, entry);
  seat_socket_send (socket, message, strlen (message));
  while ((result = seat_socket_receive (socket, &code)) != NULL
         && strstr (result, "\"type\":\"result\"") == NULL)
    g_clear_pointer (&result, g_free);
  g_assert_nonnull (result);
  g_assert_nonnull (strstr (result, "\"ok\":true"));
  said = g_data_input_stream_read_line_utf8 (serve.out, NULL, NULL, NULL);
  g_assert_cmpstr (said, ==, "Bruno’s phone: Bruno uses the Farm (road space 5): 1 food.");
  /* Saved before the answer went out. */
  g_assert_true (json_parser_load_from_file (parser, serve.path, NULL));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  g_assert_cmpint (json_array_get_length (entries), ==, n + 1);
  saved = json_to_string (json_array_get_element (entries, n), FALSE);
  g_assert_cmpstr (saved, ==, entry);
  g_clear_pointer (&socket, seat_socket_free);
  serve_stop (&serve);
}

/* Never every interface, never an address that is not this computer's. */
static void
test_serve_refused (void)
{
  g_auto(TsCliTestRun) any = { 0 };
  g_auto(TsCliTestRun) foreign = { 0 };
  g_auto(TsCliTestRun) none = { 0 };
  g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                    "kingsburg-2p-complete.json", NULL);

  ts_cli_test_run_cli (&any, "serve", fixture, "--address", "0.0.0.0", NULL);
  ts_cli_test_run_cli (&foreign, "serve", fixture, "--address", "192.0.2.1", NULL);
  ts_cli_test_run_cli (&none, "serve", NULL);
  g_assert_cmpint (any.status, ==, 1);
  g_assert_nonnull (strstr (any.err, "0.0.0.0"));
  g_assert_cmpint (foreign.status, ==, 1);
  g_assert_nonnull (strstr (foreign.err, "192.0.2.1"));
  g_assert_cmpint (none.status, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  ts_cli_test_init (&argc, &argv);
  g_test_add_func ("/cli/serve/follows", test_serve);
  g_test_add_func ("/cli/serve/play", test_serve_play);
  g_test_add_func ("/cli/serve/refused", test_serve_refused);
  return ts_cli_test_run_tests ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seat server's defences (docs/security.md), each tried by a raw client: the page from the
 * resource only, the security headers, the Host, the seat's token for the game, the
 * WebSocket's Origin, joining by code, limits per address, payloads over 64 KiB, removed
 * phones and renewed links, a flood of connections, and that none of it touches the game. */
#include <libintl.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "seat-client.h"
#include "ts-catalog.h"
#include "ts-model-seats.h"
#include "ts-seat-guard.h"

typedef struct
{
  TsMatch *match;
  TsSeatServer *server;
  guint port;
  char *host;
  char *origin;
  guint n_entries;
} Fixture;

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                 "kingsburg-2p-complete.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  f->match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (f->match, FALSE);
  f->n_entries = ts_match_get_n_entries (f->match);
  f->server = ts_seat_server_new (f->match);
  g_assert_true (ts_seat_server_start (f->server, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  f->port = ts_seat_server_get_port (f->server);
  g_assert_cmpuint (f->port, >, 0);
  f->host = g_strdup_printf ("127.0.0.1:%u", f->port);
  f->origin = g_strdup_printf ("http://%s", f->host);
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  ts_seat_server_stop (f->server);
  g_clear_object (&f->server);
  g_clear_object (&f->match);
  g_free (f->host);
  g_free (f->origin);
}

typedef struct
{
  guint port;
  char *request;
} HttpCall;

static gpointer
http_thread (gpointer data)
{
  HttpCall *call = data;

  return seat_client_http (call->port, call->request);
}

/* @request sent as it is; the server's answer. */
static SeatResponse *
http (Fixture    *f,
      const char *request)
{
  HttpCall call = { f->port, (char *) request };

  return seat_client_run (http_thread, &call);
}

static SeatResponse *
get (Fixture    *f,
     const char *path,
     const char *extra)
{
  g_autofree char *request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: %s\r\n%s"
                                              "Connection: close\r\n\r\n",
                                              path, f->host, extra != NULL ? extra : "");

  return http (f, request);
}

static char *
token_of (Fixture *f,
          guint    seat)
{
  g_autofree char *link = ts_seat_server_dup_link (f->server, seat);
  const char *hash = strstr (link, "#t=");

  g_assert_nonnull (hash);
  return g_strdup (hash + 3);
}

/* The page and nothing else, with the headers that keep it to itself. */
static void
test_page (Fixture      *f,
           gconstpointer data)
{
  g_autoptr(SeatResponse) page = get (f, "/", NULL);
  g_autoptr(SeatResponse) script = get (f, "/seat.js", NULL);
  g_autoptr(SeatResponse) up = get (f, "/../../etc/passwd", NULL);
  g_autoptr(SeatResponse) escaped = get (f, "/%2e%2e/%2e%2e/etc/passwd", NULL);
  g_autoptr(SeatResponse) other = get (f, "/api/other", NULL);
  g_autofree char *csp = seat_response_header (page, "Content-Security-Policy");
  g_autofree char *referrer = seat_response_header (page, "Referrer-Policy");
  g_autofree char *sniff = seat_response_header (page, "X-Content-Type-Options");
  g_autofree char *type = seat_response_header (script, "Content-Type");

  g_assert_cmpuint (page->status, ==, 200);
  g_assert_nonnull (strstr (page->body, "<html"));
  g_assert_nonnull (csp);
  g_assert_nonnull (strstr (csp, "script-src 'self'"));
  g_assert_null (strstr (csp, "unsafe-inline"));
  g_assert_cmpstr (referrer, ==, "no-referrer");
  g_assert_cmpstr (sniff, ==, "nosniff");
  g_assert_cmpuint (script->status, ==, 200);
  g_assert_true (g_str_has_prefix (type, "text/javascript"));
  /* No path reaches the file system. */
  g_assert_cmpuint (up->status, !=, 200);
  g_assert_cmpuint (escaped->status, !=, 200);
  g_assert_null (strstr (escaped->body != NULL ? escaped->body : "", "root:"));
  g_assert_cmpuint (other->status, ==, 404);
}

/* A name of someone else's that resolves here (DNS rebinding) is refused. */
static void
test_host (Fixture      *f,
           gconstpointer data)
{
  g_autoptr(SeatResponse) wrong = http (f, "GET / HTTP/1.1\r\nHost: tableside.example\r\n"
                                           "Connection: close\r\n\r\n");

  g_assert_cmpuint (wrong->status, ==, 421);
}

/* The game only with a seat's token, and the seat's own state with it. */
static void
test_state_token (Fixture      *f,
                  gconstpointer data)
{
  g_autofree char *token = token_of (f, 1);
  g_autofree char *bearer = g_strdup_printf ("Authorization: Bearer %s\r\n", token);
  g_autofree char *near = g_strdup (token);
  g_autofree char *near_bearer = NULL;
  g_autoptr(SeatResponse) none = get (f, "/api/state", NULL);
  g_autoptr(SeatResponse) wrong = NULL;
  g_autoptr(SeatResponse) right = get (f, "/api/state", bearer);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (f->match), 1);
  JsonObject *state;
  JsonObject *second;

  near[31] = near[31] == '0' ? '1' : '0';
  near_bearer = g_strdup_printf ("Authorization: Bearer %s\r\n", near);
  wrong = get (f, "/api/state", near_bearer);
  g_assert_cmpuint (none->status, ==, 401);
  g_assert_cmpuint (wrong->status, ==, 401);
  g_assert_cmpstr (none->body, ==, "");
  g_assert_cmpuint (right->status, ==, 200);
  node = json_from_string (right->body, NULL);
  g_assert_nonnull (node);
  state = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (state, "seat"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (state, "revision"), ==, f->n_entries);
  g_assert_true (json_object_get_boolean_member (state, "finished"));
  second = json_array_get_object_element (json_object_get_array_member (state, "players"), 1);
  g_assert_cmpstr (json_object_get_string_member (second, "name"), ==,
                   ts_match_player_get_name (player));
  g_assert_cmpint (json_object_get_int_member (second, "score"), ==,
                   ts_match_player_get_score (player));
  g_assert_nonnull (json_object_get_object_member (state, "final"));
  /* The seat's own holdings, as the game lists them for that player. */
  {
    const TsGameModule *module = ts_match_get_module (f->match);
    g_autoptr(GPtrArray) expected = module->holdings (ts_match_get_state (f->match), 1);
    JsonArray *holdings = json_object_get_array_member (state, "holdings");

    g_assert_cmpuint (expected->len, >, 0);
    g_assert_cmpuint (json_array_get_length (holdings), ==, expected->len);
    for (guint i = 0; i < expected->len; i++)
      {
        const TsTableFact *fact = g_ptr_array_index (expected, i);
        JsonObject *row = json_array_get_object_element (holdings, i);

        g_assert_cmpstr (json_object_get_string_member (row, "label"), ==, fact->label);
        g_assert_cmpstr (json_object_get_string_member (row, "value"), ==, fact->value);
      }
  }
}

static SeatResponse *
join (Fixture    *f,
      const char *body)
{
  g_autofree char *request = g_strdup_printf ("POST /api/join HTTP/1.1\r\nHost: %s\r\n"
                                              "Content-Type: application/json\r\n"
                                              "Content-Length: %zu\r\nConnection: close\r\n\r\n%s",
                                              f->host, strlen (body), body);

  return http (f, request);
}

/* A seat's code, typed as people type it, gives its token; a wrong one nothing. */
static void
test_join (Fixture      *f,
           gconstpointer data)
{
  const char *code = ts_seat_server_get_code (f->server, 0);
  g_autofree char *lower = g_ascii_strdown (code, -1);
  g_autofree char *typed = g_strdup_printf ("{\"code\": \"%.3s-%s\"}", lower, lower + 3);
  g_autofree char *token = token_of (f, 0);
  g_autoptr(SeatResponse) right = join (f, typed);
  g_autoptr(SeatResponse) wrong = join (f, "{\"code\": \"AAAAAA\"}");
  g_autoptr(SeatResponse) junk = join (f, "not json at all");
  g_autoptr(JsonNode) node = json_from_string (right->body, NULL);

  g_assert_cmpuint (right->status, ==, 200);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "token"), ==,
                   token);
  g_assert_cmpuint (wrong->status, ==, 403);
  g_assert_null (strstr (wrong->body, token));
  g_assert_cmpuint (junk->status, ==, 403);
}

/* A body over 64 KiB is refused unread; a method the page never uses too. */
static void
test_payload (Fixture      *f,
              gconstpointer data)
{
  g_autofree char *big = g_strnfill (100 * 1024, 'x');
  g_autoptr(SeatResponse) large = join (f, big);
  g_autoptr(SeatResponse) put = http (f, "PUT / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                         "Connection: close\r\n\r\n");
  g_autofree char *put_right = g_strdup_printf ("PUT / HTTP/1.1\r\nHost: %s\r\n"
                                                "Content-Length: 0\r\nConnection: close\r\n\r\n",
                                                f->host);
  g_autoptr(SeatResponse) put_answer = http (f, put_right);

  g_assert_cmpuint (large->status, ==, 413);
  g_assert_cmpuint (put->status, ==, 421);
  g_assert_cmpuint (put_answer->status, ==, 405);
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries);
}

/* A token guessed wrong a thousand times: refused, logged once, the game untouched; the
 * address is refused everything for a while, the right token included. */
static void
test_guessing (Fixture      *f,
               gconstpointer data)
{
  g_autofree char *token = token_of (f, 0);
  g_autofree char *bearer = g_strdup_printf ("Authorization: Bearer %s\r\n", token);
  g_autoptr(SeatResponse) after = NULL;
  guint refused = 0;

  for (guint i = 0; i < 1000; i++)
    {
      g_autofree char *guess = g_strdup_printf ("Authorization: Bearer %032x\r\n", i);
      g_autoptr(SeatResponse) r = get (f, "/api/state", guess);

      /* A wrong token, then the address refused: its connections closed at once. */
      refused += r->status == 401 || r->status == 429 || r->status == 0;
    }
  g_assert_cmpuint (refused, ==, 1000);
  after = get (f, "/api/state", bearer);
  g_assert_cmpuint (after->status, !=, 200);
  g_assert_null (after->body);
  g_assert_cmpuint (ts_seat_server_get_n_refusals (f->server), >=, 1000);
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries);
}

typedef struct
{
  Fixture *f;
  char *origin;
  char *protocols;
  guint status;
  /* What the phone received: the first state, then after the laptop's change. */
  char *first;
  char *second;
  char *after_junk;
  guint close_code;
  gboolean send_junk;
  gsize big;
  gboolean half;
  TsMatch *match;
} LiveCall;

static gboolean
change_cb (gpointer data)
{
  LiveCall *call = data;

  /* The laptop takes back the last entry. */
  g_assert_true (ts_match_remove (call->match, ts_match_get_n_entries (call->match) - 1, NULL,
                                  NULL));
  return G_SOURCE_REMOVE;
}

static gpointer
live_thread (gpointer data)
{
  LiveCall *call = data;
  g_autoptr(SeatSocket) socket = seat_socket_open (call->f->port, call->origin, call->protocols,
                                                   &call->status);

  if (socket == NULL)
    return NULL;
  call->first = seat_socket_receive (socket, &call->close_code);
  if (call->half)
    /* Gone in the middle of a message: the socket closes with it unfinished. */
    return GINT_TO_POINTER (seat_socket_send_part (socket, 1000, 10));
  if (call->big > 0)
    {
      g_autofree char *big = g_strnfill (call->big, ' ');

      seat_socket_send (socket, big, call->big);
      g_free (seat_socket_receive (socket, &call->close_code));
      return NULL;
    }
  if (call->send_junk)
    {
      seat_socket_send (socket, "\x01\x02 not json", 11);
      seat_socket_send (socket, "{\"type\": \"apply\", \"entry\": {}}", 30);
      seat_socket_send (socket, "{\"type\": \"ping\"}", 16);
      call->after_junk = seat_socket_receive (socket, &call->close_code);
    }
  if (call->match != NULL)
    {
      g_main_context_invoke (NULL, change_cb, call);
      call->second = seat_socket_receive (socket, &call->close_code);
    }
  return NULL;
}

static char *
protocols_for (Fixture    *f,
               guint       seat,
               const char *phone)
{
  g_autofree char *token = token_of (f, seat);

  return g_strdup_printf ("tableside-1, token.%s, phone.%s, lang.en", token, phone);
}

/* A phone follows the game live: the state at once and again after the laptop's change. */
static void
test_live (Fixture      *f,
           gconstpointer data)
{
  LiveCall call = { f, f->origin, protocols_for (f, 0, "a1"), .match = f->match };
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) second = NULL;

  seat_client_run (live_thread, &call);
  g_assert_cmpuint (call.status, ==, 101);
  first = json_from_string (call.first, NULL);
  second = json_from_string (call.second, NULL);
  g_assert_nonnull (first);
  g_assert_nonnull (second);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (first), "revision"), ==,
                   f->n_entries);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (second), "revision"), <,
                   f->n_entries);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (second), "finished"));
  g_free (call.protocols);
  g_free (call.first);
  g_free (call.second);
}

/* No WebSocket from another page's origin, nor without a seat's token. */
static void
test_live_refused (Fixture      *f,
                   gconstpointer data)
{
  LiveCall foreign = { f, "http://evil.example", protocols_for (f, 0, "a1") };
  LiveCall none = { f, f->origin, g_strdup ("tableside-1, phone.a1") };
  LiveCall missing = { f, NULL, protocols_for (f, 0, "a1") };

  seat_client_run (live_thread, &foreign);
  seat_client_run (live_thread, &none);
  seat_client_run (live_thread, &missing);
  g_assert_cmpuint (foreign.status, ==, 403);
  g_assert_cmpuint (none.status, ==, 401);
  g_assert_cmpuint (missing.status, ==, 403);
  g_assert_null (foreign.first);
  g_free (foreign.protocols);
  g_free (none.protocols);
  g_free (missing.protocols);
}

/* Malformed and unknown messages change nothing; the phone stays; a ping is answered. */
static void
test_live_junk (Fixture      *f,
                gconstpointer data)
{
  LiveCall call = { f, f->origin, protocols_for (f, 0, "a1"), .send_junk = TRUE };

  seat_client_run (live_thread, &call);
  g_assert_cmpuint (call.status, ==, 101);
  g_assert_cmpstr (call.after_junk, ==, "{\"type\":\"pong\"}");
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries);
  g_free (call.protocols);
  g_free (call.first);
  g_free (call.after_junk);
}

/* A message over 64 KiB closes the phone's connection (1009, too big). */
static void
test_live_too_big (Fixture      *f,
                   gconstpointer data)
{
  LiveCall call = { f, f->origin, protocols_for (f, 0, "a1"), .big = 70 * 1024 };

  seat_client_run (live_thread, &call);
  g_assert_cmpuint (call.status, ==, 101);
  /* 1009 (too big), or reset before the client read it: the server closed with the rest of
   * the message unread. */
  g_assert_true (call.close_code == 1009 || call.close_code == 0);
  while (ts_seat_server_get_n_phones (f->server, 0) > 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries);
  g_free (call.protocols);
  g_free (call.first);
}

/* A phone gone in the middle of a message: dropped, the game untouched, the others served. */
static void
test_live_half (Fixture      *f,
                gconstpointer data)
{
  LiveCall call = { f, f->origin, protocols_for (f, 0, "a1"), .half = TRUE };
  g_autoptr(SeatResponse) after = NULL;

  g_assert_true (seat_client_run (live_thread, &call));
  g_assert_cmpuint (call.status, ==, 101);
  while (ts_seat_server_get_n_phones (f->server, 0) > 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries);
  after = get (f, "/words", NULL);
  g_assert_cmpuint (after->status, ==, 200);
  g_free (call.protocols);
  g_free (call.first);
}

typedef struct
{
  Fixture *f;
  SeatSocket *socket;
  char *protocols;
  guint status;
  guint close_code;
} Phone;

static gpointer
phone_open_thread (gpointer data)
{
  Phone *phone = data;

  phone->socket = seat_socket_open (phone->f->port, phone->f->origin, phone->protocols,
                                    &phone->status);
  if (phone->socket != NULL)
    g_free (seat_socket_receive (phone->socket, &phone->close_code));
  return NULL;
}

/* Reads until the server closes; the close code. */
static gpointer
phone_wait_thread (gpointer data)
{
  Phone *phone = data;
  char *text;

  while ((text = seat_socket_receive (phone->socket, &phone->close_code)) != NULL)
    g_free (text);
  return NULL;
}

/* A removed phone is told so and cannot come back with the same link; renewing a seat's link
 * drops its phones and the old token. */
static void
test_remove_renew (Fixture      *f,
                   gconstpointer data)
{
  Phone a = { f, NULL, protocols_for (f, 0, "a1") };
  Phone b = { f, NULL, protocols_for (f, 0, "b2") };
  Phone again = { f, NULL, protocols_for (f, 0, "a1") };
  Phone old = { f, NULL, NULL };
  g_auto(GStrv) phones = NULL;

  seat_client_run (phone_open_thread, &a);
  seat_client_run (phone_open_thread, &b);
  g_assert_cmpuint (a.status, ==, 101);
  g_assert_cmpuint (ts_seat_server_get_n_phones (f->server, 0), ==, 2);
  phones = ts_seat_server_dup_phones (f->server, 0);
  g_assert_cmpstr (phones[0], ==, "a1");

  g_assert_true (ts_seat_server_remove_phone (f->server, 0, "a1"));
  seat_client_run (phone_wait_thread, &a);
  g_assert_cmpuint (a.close_code, ==, 4003);
  seat_client_run (phone_open_thread, &again);
  g_assert_cmpuint (again.status, ==, 403);

  old.protocols = g_strdup (b.protocols);
  ts_seat_server_renew (f->server, 0);
  seat_client_run (phone_wait_thread, &b);
  g_assert_cmpuint (b.close_code, ==, 4001);
  seat_client_run (phone_open_thread, &old);
  g_assert_cmpuint (old.status, ==, 401);

  seat_socket_free (a.socket);
  seat_socket_free (b.socket);
  g_free (a.protocols);
  g_free (b.protocols);
  g_free (again.protocols);
  g_free (old.protocols);
}

typedef struct
{
  guint port;
  guint n;
  GPtrArray *conns;
} Flood;

static gpointer
flood_thread (gpointer data)
{
  Flood *flood = data;
  g_autoptr(GSocketClient) client = g_socket_client_new ();

  for (guint i = 0; i < flood->n; i++)
    {
      GSocketConnection *conn = g_socket_client_connect_to_host (client, "127.0.0.1",
                                                                 flood->port, NULL, NULL);

      if (conn != NULL)
        g_ptr_array_add (flood->conns, conn);
    }
  return NULL;
}

/* A thousand connections from one address: at most the limit held, the rest closed at once,
 * the game untouched and the server answering once they are gone. */
static void
test_flood (Fixture      *f,
            gconstpointer data)
{
  Flood flood = { f->port, 1000, g_ptr_array_new_with_free_func (g_object_unref) };
  g_autoptr(SeatResponse) after = NULL;

  seat_client_run (flood_thread, &flood);
  /* Every connection was taken or refused by the server. */
  while (ts_seat_server_get_n_refusals (f->server) + TS_SEAT_GUARD_CONNECTIONS < 1000)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ts_seat_server_get_n_refusals (f->server), >=, 1000 - TS_SEAT_GUARD_CONNECTIONS);
  g_ptr_array_unref (flood.conns);
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries);
  after = get (f, "/words", NULL);
  g_assert_cmpuint (after->status, ==, 200);
}

static gpointer
idle_thread (gpointer data)
{
  guint port = GPOINTER_TO_UINT (data);
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) conn = g_socket_client_connect_to_host (client, "127.0.0.1", port,
                                                                       NULL, NULL);
  char c;

  /* Says nothing, and reads until the server gives up on it: the end of the stream. */
  return GINT_TO_POINTER (conn != NULL
                          && g_input_stream_read (g_io_stream_get_input_stream (G_IO_STREAM (conn)),
                                                  &c, 1, NULL, NULL) == 0);
}

/* A connection that says nothing is closed (a stalled client holds no slot for long). */
static void
test_idle (Fixture      *f,
           gconstpointer data)
{
  ts_seat_server_set_idle_seconds (f->server, 1);
  g_assert_true (seat_client_run (idle_thread, GUINT_TO_POINTER (f->port)));
  while (ts_seat_server_get_n_connections (f->server) > 0)
    g_main_context_iteration (NULL, TRUE);
}

/* The page's words and the game in the phone's language, the laptop's left as it was. */
static void
test_language (Fixture      *f,
               gconstpointer data)
{
  g_autofree char *token = token_of (f, 0);
  g_autofree char *pt = g_strdup_printf ("Authorization: Bearer %s\r\n"
                                         "Accept-Language: pt-BR,pt;q=0.9,en;q=0.8\r\n", token);
  g_autofree char *en = g_strdup_printf ("Authorization: Bearer %s\r\n"
                                         "Accept-Language: en-GB\r\n", token);
  g_autoptr(SeatResponse) words = get (f, "/words", "Accept-Language: es-AR,es;q=0.8\r\n");
  g_autoptr(SeatResponse) state_pt = get (f, "/api/state", pt);
  g_autoptr(SeatResponse) state_en = get (f, "/api/state", en);
  g_autoptr(JsonNode) words_node = json_from_string (words->body, NULL);
  g_autoptr(JsonNode) pt_node = json_from_string (state_pt->body, NULL);
  g_autoptr(JsonNode) en_node = json_from_string (state_en->body, NULL);

  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (words_node), "lang"), ==,
                   "es");
  g_autoptr(TsCatalog) catalog = ts_catalog_load ("pt_BR", NULL);
  TsCatalog *before = NULL;
  g_autofree char *expected = NULL;

  /* The final scoring's heading, as the Brazilian catalog says it. */
  g_assert_nonnull (catalog);
  before = ts_catalog_use (catalog);
  expected = g_strdup (ts_i18n_gettext ("Final scores"));
  ts_catalog_use (before);
  g_assert_cmpstr (expected, !=, "Final scores");
  g_assert_cmpuint (state_pt->status, ==, 200);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (pt_node), "progress"), ==,
                   expected);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (en_node), "progress"), ==,
                   "Final scores");
  /* The laptop's own language is untouched. */
  g_assert_cmpstr (ts_i18n_gettext ("Final scores"), ==, "Final scores");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");

  g_test_init (&argc, &argv, NULL);
  if (localedir != NULL)
    bindtextdomain ("tableside", localedir);
#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/seats/server/page", test_page);
  ADD ("/seats/server/host", test_host);
  ADD ("/seats/server/state-token", test_state_token);
  ADD ("/seats/server/join", test_join);
  ADD ("/seats/server/payload", test_payload);
  ADD ("/seats/server/guessing", test_guessing);
  ADD ("/seats/server/live", test_live);
  ADD ("/seats/server/live-refused", test_live_refused);
  ADD ("/seats/server/live-junk", test_live_junk);
  ADD ("/seats/server/live-too-big", test_live_too_big);
  ADD ("/seats/server/live-half", test_live_half);
  ADD ("/seats/server/remove-renew", test_remove_renew);
  ADD ("/seats/server/flood", test_flood);
  ADD ("/seats/server/idle", test_idle);
  ADD ("/seats/server/language", test_language);
  return g_test_run ();
}

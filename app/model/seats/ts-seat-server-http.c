/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seat server's requests (docs/seats.md, "HTTP"): the page's files from the resource, its
 * words, a join by code, a seat's state, and the WebSocket's handshake, each behind the
 * defences of docs/security.md: the Host must be the address served, the Origin the page's
 * own, a seat's token for anything of the game, bodies small, addresses limited. */
#include "ts-i18n.h"

#include <string.h>

#include "ts-seat-rule.h"
#include "ts-seat-server-private.h"
#include "ts-seat-words.h"

/* libsoup 3.2 names no 429 (RFC 6585). */
#define STATUS_TOO_MANY_REQUESTS 429

#define RESOURCE_PREFIX "/io/github/tableside/Tableside/seats/"

static const struct
{
  const char *path;
  const char *file;
  const char *type;
} page_files[] = {
  { "/", "index.html", "text/html; charset=utf-8" },
  { "/index.html", "index.html", "text/html; charset=utf-8" },
  { "/seat.css", "seat.css", "text/css; charset=utf-8" },
  { "/seat.js", "seat.js", "text/javascript; charset=utf-8" },
  { "/seat-render.js", "seat-render.js", "text/javascript; charset=utf-8" },
  { "/seat-picture.js", "seat-picture.js", "text/javascript; charset=utf-8" },
  { "/seat-move.js", "seat-move.js", "text/javascript; charset=utf-8" },
};

static char *
remote_of (SoupServerMessage *msg)
{
  const char *host = soup_server_message_get_remote_host (msg);

  return g_strdup (host != NULL ? host : "?");
}

static void
set_security_headers (TsSeatServer      *self,
                      SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);
  g_autofree char *csp = g_strdup_printf ("default-src 'none'; script-src 'self'; "
                                          "style-src 'self'; img-src 'self' data:; "
                                          "connect-src 'self' ws://%s; base-uri 'none'; "
                                          "form-action 'none'; frame-ancestors 'none'",
                                          self->host);

  soup_message_headers_replace (headers, "Content-Security-Policy", csp);
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (headers, "Cache-Control", "no-store");
}

static void
answer (SoupServerMessage *msg,
        guint              status,
        const char        *type,
        const char        *body)
{
  soup_server_message_set_status (msg, status, NULL);
  if (body != NULL)
    soup_server_message_set_response (msg, type, SOUP_MEMORY_COPY, body, strlen (body));
}

static void
answer_error (SoupServerMessage *msg,
              guint              status,
              const char        *sentence)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "error");
  json_builder_add_string_value (b, sentence);
  json_builder_end_object (b);
  node = json_builder_get_root (b);
  text = json_to_string (node, FALSE);
  answer (msg, status, "application/json", text);
}

/* A failure: counted against the address, refused without a word of the game. */
static void
refuse (TsSeatServer      *self,
        SoupServerMessage *msg,
        guint              status,
        const char        *why)
{
  g_autofree char *remote = remote_of (msg);

  ts_seat_guard_fail (self->guard, remote, why);
  soup_server_message_set_status (msg, status, NULL);
}

int
_ts_seat_server_find_token (TsSeatServer *self,
                            const char   *token)
{
  int found = -1;

  if (token == NULL || strlen (token) != 32)
    return -1;
  /* Every seat and every character compared, whatever matches: no timing tells a near miss. */
  for (guint s = 0; s < self->n_seats; s++)
    {
      guint diff = 0;

      for (guint i = 0; i < 32; i++)
        diff |= (guint) (token[i] ^ self->seats[s].token[i]);
      if (diff == 0)
        found = s;
    }
  return found;
}

/* The phone's language: the one the page names, else the browser's Accept-Language. */
static const char *
language_of (SoupServerMessage *msg,
             const char        *named)
{
  if (named != NULL)
    return ts_catalog_pick_language (named);
  return ts_catalog_pick_language (
      soup_message_headers_get_one (soup_server_message_get_request_headers (msg),
                                    "Accept-Language"));
}

/* Before the body is read: the host, the address's limits, and what body may follow. */
static void
early_cb (SoupServer        *server,
          SoupServerMessage *msg,
          const char        *path,
          GHashTable        *query,
          gpointer           data)
{
  TsSeatServer *self = data;
  SoupMessageHeaders *request = soup_server_message_get_request_headers (msg);
  const char *method = soup_server_message_get_method (msg);
  gboolean join = g_strcmp0 (path, "/api/join") == 0 && g_strcmp0 (method, "POST") == 0;
  g_autofree char *remote = remote_of (msg);
  goffset length = soup_message_headers_get_content_length (request);
  SoupEncoding encoding = soup_message_headers_get_encoding (request);

  set_security_headers (self, msg);
  /* Nothing but a join keeps its body: the rest is read past, never held. */
  soup_message_body_set_accumulate (soup_server_message_get_request_body (msg), join);
  if (!ts_seat_guard_allow (self->guard, remote, TS_SEAT_GUARD_REQUEST))
    {
      soup_server_message_set_status (msg, STATUS_TOO_MANY_REQUESTS, NULL);
      soup_message_headers_replace (soup_server_message_get_response_headers (msg),
                                    "Connection", "close");
      return;
    }
  /* A name that resolves to this address by someone else's DNS (rebinding) is not ours. */
  if (g_strcmp0 (soup_message_headers_get_one (request, "Host"), self->host) != 0)
    {
      refuse (self, msg, SOUP_STATUS_MISDIRECTED_REQUEST, "a request for another host");
      return;
    }
  if (g_strcmp0 (method, "GET") != 0 && g_strcmp0 (method, "HEAD") != 0 && !join)
    {
      refuse (self, msg, SOUP_STATUS_METHOD_NOT_ALLOWED, "a method the page never uses");
      return;
    }
  if ((join && (encoding != SOUP_ENCODING_CONTENT_LENGTH || length > TS_SEAT_MAX_PAYLOAD))
      || (!join && encoding != SOUP_ENCODING_NONE
          && !(encoding == SOUP_ENCODING_CONTENT_LENGTH && length == 0)))
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg),
                                    "Connection", "close");
      refuse (self, msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, "a body over the limit");
    }
}

/* The page's resource, compiled into this library (data/seats/): asked for by name, so that
 * the linker keeps it in a static library where nothing else refers to it. */
GResource *ts_seats_get_resource (void);

static void
serve_file (SoupServerMessage *msg,
            const char        *file,
            const char        *type)
{
  g_autofree char *path = g_strconcat (RESOURCE_PREFIX, file, NULL);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (ts_seats_get_resource (), path,
                                                    G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize size = 0;
  const char *data;

  if (bytes == NULL)
    {
      answer (msg, SOUP_STATUS_NOT_FOUND, "text/plain", "Not found");
      return;
    }
  data = g_bytes_get_data (bytes, &size);
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, type, SOUP_MEMORY_COPY, data, size);
}

static void
serve_words (TsSeatServer      *self,
             SoupServerMessage *msg)
{
  const char *language = language_of (msg, NULL);
  TsCatalog *before = ts_catalog_use (_ts_seat_server_catalog (self, language));
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tag = g_strdelimit (g_strdup (language), "_", '-');

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "lang");
  json_builder_add_string_value (b, tag);
  json_builder_set_member_name (b, "words");
  json_builder_add_value (b, ts_seat_words_to_json ());
  json_builder_end_object (b);
  ts_catalog_use (before);
  node = json_builder_get_root (b);
  text = json_to_string (node, FALSE);
  answer (msg, SOUP_STATUS_OK, "application/json", text);
}

/* A code as typed: upper case, without the spaces or dashes people type in the middle. */
static char *
code_of (const char *typed)
{
  GString *code = g_string_new (NULL);

  for (const char *c = typed; *c != '\0' && code->len < 16; c++)
    if (*c != ' ' && *c != '-')
      g_string_append_c (code, g_ascii_toupper (*c));
  return g_string_free (code, FALSE);
}

static void
serve_join (TsSeatServer      *self,
            SoupServerMessage *msg)
{
  g_autoptr(GBytes) body = soup_message_body_flatten (soup_server_message_get_request_body (msg));
  g_autofree char *remote = remote_of (msg);
  g_autofree char *code = NULL;
  gsize size = 0;
  const char *data = g_bytes_get_data (body, &size);
  TsCatalog *before = ts_catalog_use (_ts_seat_server_catalog (self, language_of (msg, NULL)));
  g_autoptr(JsonNode) root = NULL;

  if (!ts_seat_guard_allow (self->guard, remote, TS_SEAT_GUARD_JOIN))
    {
      answer_error (msg, STATUS_TOO_MANY_REQUESTS,
                    _("Too many codes were tried from this phone. Wait a minute and try again."));
      ts_catalog_use (before);
      return;
    }
  if ((root = _ts_seat_server_read_json (data, size)) != NULL)
    code = code_of (json_object_get_string_member_with_default (json_node_get_object (root),
                                                                "code", ""));
  for (guint s = 0; code != NULL && s < self->n_seats; s++)
    {
      g_autofree char *reply = NULL;

      if (g_strcmp0 (code, self->seats[s].code) != 0)
        continue;
      reply = g_strdup_printf ("{\"token\":\"%s\"}", self->seats[s].token);
      answer (msg, SOUP_STATUS_OK, "application/json", reply);
      ts_catalog_use (before);
      return;
    }
  ts_seat_guard_fail (self->guard, remote, "a wrong seat code");
  answer_error (msg, SOUP_STATUS_FORBIDDEN,
                _("No seat at this table has that code. Check the code on the laptop's screen."));
  ts_catalog_use (before);
}

/* The token of "Authorization: Bearer TOKEN", or NULL. */
static const char *
bearer_of (SoupServerMessage *msg)
{
  const char *value = soup_message_headers_get_one (soup_server_message_get_request_headers (msg),
                                                    "Authorization");

  return value != NULL && g_str_has_prefix (value, "Bearer ") ? value + 7 : NULL;
}

static void
serve_state (TsSeatServer      *self,
             SoupServerMessage *msg)
{
  int seat = _ts_seat_server_find_token (self, bearer_of (msg));

  if (seat < 0)
    {
      refuse (self, msg, SOUP_STATUS_UNAUTHORIZED, "a request without a seat's token");
      return;
    }
  answer (msg, SOUP_STATUS_OK, "application/json",
          _ts_seat_server_state_text (self, seat, language_of (msg, NULL)));
}

/* GET /api/rule?clause=ID: the guide's words for a rule the engine named in a refusal (the
 * phone's Why?), for a seat's token only. */
static void
serve_rule (TsSeatServer      *self,
            SoupServerMessage *msg,
            GHashTable        *query)
{
  int seat = _ts_seat_server_find_token (self, bearer_of (msg));
  const char *clause = query != NULL ? g_hash_table_lookup (query, "clause") : NULL;
  g_autoptr(JsonNode) rule = NULL;
  g_autofree char *text = NULL;

  if (seat < 0)
    {
      refuse (self, msg, SOUP_STATUS_UNAUTHORIZED, "a request without a seat's token");
      return;
    }
  rule = ts_seat_rule_lookup (ts_match_get_module (self->match)->id, clause,
                              language_of (msg, NULL));
  if (rule == NULL)
    {
      answer (msg, SOUP_STATUS_NOT_FOUND, "text/plain", "Not found");
      return;
    }
  text = json_to_string (rule, FALSE);
  answer (msg, SOUP_STATUS_OK, "application/json", text);
}

static void
request_cb (SoupServer        *server,
            SoupServerMessage *msg,
            const char        *path,
            GHashTable        *query,
            gpointer           data)
{
  TsSeatServer *self = data;

  if (g_strcmp0 (path, "/api/join") == 0)
    {
      serve_join (self, msg);
      return;
    }
  if (g_strcmp0 (soup_server_message_get_method (msg), "POST") == 0)
    {
      answer (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, "text/plain", "Not allowed");
      return;
    }
  if (g_strcmp0 (path, "/api/state") == 0)
    {
      serve_state (self, msg);
      return;
    }
  if (g_strcmp0 (path, "/words") == 0)
    {
      serve_words (self, msg);
      return;
    }
  if (g_strcmp0 (path, "/api/rule") == 0)
    {
      serve_rule (self, msg, query);
      return;
    }
  /* Only the page's own files, by name: no path reaches the file system. */
  for (guint i = 0; i < G_N_ELEMENTS (page_files); i++)
    if (g_strcmp0 (path, page_files[i].path) == 0)
      {
        serve_file (msg, page_files[i].file, page_files[i].type);
        return;
      }
  answer (msg, SOUP_STATUS_NOT_FOUND, "text/plain", "Not found");
}

/* The protocols a phone offers: "tableside-1", "token.T", "phone.ID", "lang.TAG". */
static char *
offered (SoupServerMessage *msg,
         const char        *prefix)
{
  const char *header = soup_message_headers_get_one (soup_server_message_get_request_headers (msg),
                                                     "Sec-WebSocket-Protocol");
  g_auto(GStrv) items = g_strsplit (header != NULL ? header : "", ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);

      if (g_str_has_prefix (item, prefix))
        return g_strdup (item + strlen (prefix));
    }
  return NULL;
}

/* The WebSocket's handshake, before libsoup answers it: the Origin, the seat's token, a
 * phone the scorekeeper removed. */
static void
live_check_cb (SoupServer        *server,
               SoupServerMessage *msg,
               const char        *path,
               GHashTable        *query,
               gpointer           data)
{
  TsSeatServer *self = data;
  const char *origin = soup_message_headers_get_one (soup_server_message_get_request_headers (msg),
                                                     "Origin");
  g_autofree char *token = offered (msg, "token.");
  g_autofree char *phone = offered (msg, "phone.");
  int seat;

  if (g_strcmp0 (origin, self->origin) != 0)
    {
      refuse (self, msg, SOUP_STATUS_FORBIDDEN, "a WebSocket from another page's origin");
      return;
    }
  seat = _ts_seat_server_find_token (self, token);
  if (seat < 0)
    {
      refuse (self, msg, SOUP_STATUS_UNAUTHORIZED, "a WebSocket without a seat's token");
      return;
    }
  if (phone == NULL || strlen (phone) > 64
      || g_hash_table_contains (self->seats[seat].removed, phone))
    refuse (self, msg, SOUP_STATUS_FORBIDDEN, "a phone the scorekeeper removed");
}

static void
live_cb (SoupServer              *server,
         SoupServerMessage       *msg,
         const char              *path,
         SoupWebsocketConnection *conn,
         gpointer                 data)
{
  TsSeatServer *self = data;
  g_autofree char *token = offered (msg, "token.");
  g_autofree char *phone = offered (msg, "phone.");
  g_autofree char *lang = offered (msg, "lang.");
  g_autofree char *remote = remote_of (msg);
  int seat = _ts_seat_server_find_token (self, token);

  /* Renewed between the check and now: the phone rejoins with the new code. */
  if (seat < 0)
    {
      soup_websocket_connection_close (conn, TS_SEAT_CLOSE_RENEWED, "The seat's link was renewed");
      return;
    }
  _ts_seat_server_add_phone (self, seat, phone, language_of (msg, lang), remote, conn);
}

void
_ts_seat_server_add_handlers (TsSeatServer *self)
{
  const char *protocols[] = { "tableside-1", NULL };

  soup_server_add_early_handler (self->soup, NULL, early_cb, self, NULL);
  soup_server_add_early_handler (self->soup, "/api/live", early_cb, self, NULL);
  soup_server_add_handler (self->soup, NULL, request_cb, self, NULL);
  soup_server_add_handler (self->soup, "/api/live", live_check_cb, self, NULL);
  soup_server_add_websocket_handler (self->soup, "/api/live", NULL, (char **) protocols, live_cb,
                                     self, NULL);
}

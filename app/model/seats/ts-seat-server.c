/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seat server: the players' phones follow the laptop's game (docs/seats.md). It hosts one
 * match for its seats (one per player), on the one address the scorekeeper chose, and only
 * while asked to; the match stays the one authority. Its own GSocketService takes each
 * connection so that the limits per address apply before libsoup reads a byte
 * (docs/security.md); everything runs on the main loop without blocking it. */
#include "ts-i18n.h"

#include <sys/random.h>

#include "ts-seat-server-private.h"
#include "ts-seat-state.h"

G_DEFINE_QUARK (ts-seat-server-error-quark, ts_seat_server_error)

enum
{
  PHONES_CHANGED,
  PHONE_JOINED,
  PHONE_ENTERED,
  PART_ENTERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_RUNNING,
  PROP_LOCKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TsSeatServer, ts_seat_server, G_TYPE_OBJECT)

/* Letters and digits no one mistakes for another when typing a code. */
static const char code_letters[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

static void
random_bytes (guint8 *buf,
              gsize   len)
{
  gsize got = 0;

  while (got < len)
    {
      ssize_t n = getrandom (buf + got, len - got, 0);

      /* getrandom() only fails when interrupted or before the kernel's pool is ready. */
      if (n > 0)
        got += n;
    }
}

void
_ts_seat_renew (TsSeat *seat)
{
  guint8 bytes[16];
  guint8 letters[6];

  random_bytes (bytes, sizeof bytes);
  for (guint i = 0; i < 16; i++)
    g_snprintf (seat->token + 2 * i, 3, "%02x", bytes[i]);
  random_bytes (letters, sizeof letters);
  for (guint i = 0; i < 6; i++)
    seat->code[i] = code_letters[letters[i] % (sizeof code_letters - 1)];
  seat->code[6] = '\0';
  g_hash_table_remove_all (seat->removed);
}

static void
phone_free (TsSeatPhone *phone)
{
  if (phone->conn != NULL)
    g_signal_handlers_disconnect_by_data (phone->conn, phone);
  g_clear_object (&phone->conn);
  g_free (phone->id);
  g_free (phone->language);
  g_free (phone->address);
  g_free (phone);
}

void
_ts_seat_phone_close (TsSeatPhone *phone,
                      gushort      code,
                      const char  *why)
{
  if (soup_websocket_connection_get_state (phone->conn) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  /* Kept until the close is done, even once the phone is forgotten. */
  g_signal_connect_after (g_object_ref (phone->conn), "closed", G_CALLBACK (g_object_unref), NULL);
  soup_websocket_connection_close (phone->conn, code, why);
}

static void
drop_phone (TsSeatServer *self,
            TsSeatPhone  *phone)
{
  guint seat = phone->seat;

  if (seat < self->n_seats)
    g_ptr_array_remove (self->seats[seat].phones, phone);
  g_ptr_array_remove (self->phones, phone);
  g_signal_emit (self, signals[PHONES_CHANGED], 0, seat);
}

/* ------------------------------------------------------------------------------------- */
/* The game's state, pushed to every phone after each change                              */

static void
send_state (TsSeatServer *self,
            TsSeatPhone  *phone)
{
  if (soup_websocket_connection_get_state (phone->conn) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  soup_websocket_connection_send_text (phone->conn,
                                       _ts_seat_server_state_text (self, phone->seat,
                                                                   phone->language));
}

/* After the laptop's frame: the page paints first, the phones follow (docs/seats.md). */
static gboolean
push_cb (gpointer data)
{
  TsSeatServer *self = data;

  self->push_id = 0;
  for (guint i = 0; i < self->phones->len; i++)
    send_state (self, g_ptr_array_index (self->phones, i));
  return G_SOURCE_REMOVE;
}

TsSeatAccess
_ts_seat_server_access (TsSeatServer *self)
{
  if (self->follow_only)
    return TS_SEAT_ACCESS_FOLLOW;
  return self->locked ? TS_SEAT_ACCESS_LOCKED : TS_SEAT_ACCESS_PLAY;
}

void
_ts_seat_server_emit_proposed (TsSeatServer *self,
                               guint         seat,
                               const char   *text)
{
  g_signal_emit (self, signals[PHONE_ENTERED], 0, seat, text);
}

void
_ts_seat_server_emit_part (TsSeatServer *self,
                           guint         seat,
                           const char   *text)
{
  g_signal_emit (self, signals[PART_ENTERED], 0, seat, text);
}

/* The states made anew and pushed to every phone at idle priority. */
void
_ts_seat_server_changed (TsSeatServer *self)
{
  g_hash_table_remove_all (self->states);
  if (self->push_id == 0 && self->phones->len > 0)
    self->push_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, push_cb, self, NULL);
}

/* ------------------------------------------------------------------------------------- */
/* Phones                                                                                 */

const TsJsonLimits ts_seat_phone_json = { "a phone's message", TS_SEAT_MAX_PAYLOAD, 8, 64 };

/* Through the app's one JSON reader and its limits (docs/security.md). */
JsonNode *
_ts_seat_server_read_json (const char *data,
                           gsize       length)
{
  JsonNode *node = ts_json_read_parse (data, length, "phone", &ts_seat_phone_json, NULL);

  if (node != NULL && !JSON_NODE_HOLDS_OBJECT (node))
    g_clear_pointer (&node, json_node_unref);
  return node;
}

static void
phone_message_cb (SoupWebsocketConnection *conn,
                  gint                     type,
                  GBytes                  *message,
                  gpointer                 data)
{
  TsSeatPhone *phone = data;
  TsSeatServer *self = phone->server;
  gsize size = 0;
  const char *text = g_bytes_get_data (message, &size);
  g_autoptr(JsonNode) root = NULL;
  JsonNode *member;
  const char *kind;

  if (!ts_seat_guard_allow (self->guard, phone->address, TS_SEAT_GUARD_MESSAGE))
    {
      _ts_seat_phone_close (phone, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, "Too many messages");
      return;
    }
  if (type != SOUP_WEBSOCKET_DATA_TEXT || (root = _ts_seat_server_read_json (text, size)) == NULL)
    {
      ts_seat_guard_refuse (self->guard, phone->address, "a message that is not a JSON object");
      return;
    }
  member = json_object_get_member (json_node_get_object (root), "type");
  kind = member != NULL && json_node_get_value_type (member) == G_TYPE_STRING
             ? json_node_get_string (member) : "";
  if (g_str_equal (kind, "ping"))
    {
      soup_websocket_connection_send_text (conn, "{\"type\":\"pong\"}");
      return;
    }
  if (g_str_equal (kind, "propose") || g_str_equal (kind, "undo") || g_str_equal (kind, "part"))
    {
      _ts_seat_server_take (self, phone, json_node_get_object (root));
      return;
    }
  /* Anything else changes nothing. */
  ts_seat_guard_refuse (self->guard, phone->address, "a message of a kind the server takes none of");
}

static void
phone_closed_cb (SoupWebsocketConnection *conn,
                 gpointer                 data)
{
  TsSeatPhone *phone = data;

  drop_phone (phone->server, phone);
}

void
_ts_seat_server_add_phone (TsSeatServer            *self,
                           guint                    seat,
                           const char              *id,
                           const char              *language,
                           const char              *address,
                           SoupWebsocketConnection *conn)
{
  TsSeatPhone *phone = g_new0 (TsSeatPhone, 1);

  phone->server = self;
  phone->seat = seat;
  phone->id = g_strdup (id);
  phone->language = g_strdup (language);
  phone->address = g_strdup (address);
  phone->conn = g_object_ref (conn);
  soup_websocket_connection_set_max_incoming_payload_size (conn, TS_SEAT_MAX_PAYLOAD);
  /* Pings keep the phone's Wi-Fi and the socket's idle limit awake between entries. */
  soup_websocket_connection_set_keepalive_interval (conn, 20);
  g_signal_connect (conn, "message", G_CALLBACK (phone_message_cb), phone);
  g_signal_connect (conn, "closed", G_CALLBACK (phone_closed_cb), phone);
  g_ptr_array_add (self->phones, phone);
  g_ptr_array_add (self->seats[seat].phones, phone);
  send_state (self, phone);
  g_signal_emit (self, signals[PHONE_JOINED], 0, seat);
  g_signal_emit (self, signals[PHONES_CHANGED], 0, seat);
}

/* ------------------------------------------------------------------------------------- */
/* Connections                                                                            */

typedef struct
{
  GWeakRef server;
  char *address;
} Held;

static void
held_free (gpointer data)
{
  Held *held = data;
  g_autoptr(TsSeatServer) self = g_weak_ref_get (&held->server);

  if (self != NULL)
    ts_seat_guard_disconnect (self->guard, held->address);
  g_weak_ref_clear (&held->server);
  g_free (held->address);
  g_free (held);
}

static char *
address_text (GSocketAddress *address)
{
  if (G_IS_INET_SOCKET_ADDRESS (address))
    return g_inet_address_to_string (
        g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));
  return g_strdup ("?");
}

static gboolean
incoming_cb (GSocketService    *service,
             GSocketConnection *connection,
             GObject           *source,
             gpointer           data)
{
  TsSeatServer *self = data;
  g_autoptr(GSocketAddress) local = g_socket_connection_get_local_address (connection, NULL);
  g_autoptr(GSocketAddress) remote = g_socket_connection_get_remote_address (connection, NULL);
  g_autofree char *address = remote != NULL ? address_text (remote) : g_strdup ("?");
  g_autoptr(GError) error = NULL;
  Held *held;

  if (local == NULL || remote == NULL || !ts_seat_guard_connect (self->guard, address))
    {
      g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
      return TRUE;
    }
  held = g_new0 (Held, 1);
  g_weak_ref_init (&held->server, self);
  held->address = g_strdup (address);
  /* Counted until the connection is gone, whoever holds it last (libsoup or a WebSocket). */
  g_object_set_data_full (G_OBJECT (connection), "ts-seat-held", held, held_free);
  /* A quiet connection is closed: a phone answers the pings, a stalled client goes. */
  g_socket_set_timeout (g_socket_connection_get_socket (connection), self->idle_seconds);
  if (!soup_server_accept_iostream (self->soup, G_IO_STREAM (connection), local, remote, &error))
    g_message ("Phones at the table: a connection from %s failed: %s", address, error->message);
  return TRUE;
}

/* ------------------------------------------------------------------------------------- */
/* The object                                                                             */

static void
free_seats (TsSeatServer *self)
{
  for (guint i = 0; i < self->n_seats; i++)
    {
      g_ptr_array_unref (self->seats[i].phones);
      g_hash_table_unref (self->seats[i].removed);
      _ts_seat_clear_answers (&self->seats[i]);
      _ts_seat_clear_ahead (&self->seats[i]);
      g_hash_table_unref (self->seats[i].answers);
    }
  g_clear_pointer (&self->seats, g_free);
  self->n_seats = 0;
}

static void
make_seats (TsSeatServer *self)
{
  self->n_seats = g_list_model_get_n_items (ts_match_get_players (self->match));
  self->seats = g_new0 (TsSeat, self->n_seats);
  for (guint i = 0; i < self->n_seats; i++)
    {
      self->seats[i].phones = g_ptr_array_new ();
      self->seats[i].removed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      self->seats[i].answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_queue_init (&self->seats[i].answer_ids);
      _ts_seat_renew (&self->seats[i]);
    }
}

static void
ts_seat_server_dispose (GObject *object)
{
  TsSeatServer *self = TS_SEAT_SERVER (object);

  ts_seat_server_stop (self);
  g_clear_handle_id (&self->ahead_id, g_source_remove);
  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (ts_seat_server_parent_class)->dispose (object);
}

static void
ts_seat_server_finalize (GObject *object)
{
  TsSeatServer *self = TS_SEAT_SERVER (object);

  free_seats (self);
  g_ptr_array_unref (self->phones);
  g_hash_table_unref (self->catalogs);
  g_hash_table_unref (self->states);
  g_clear_pointer (&self->parts, g_ptr_array_unref);
  ts_seat_guard_free (self->guard);
  G_OBJECT_CLASS (ts_seat_server_parent_class)->finalize (object);
}

static void
ts_seat_server_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, ts_seat_server_get_running (TS_SEAT_SERVER (object)));
      break;
    case PROP_LOCKED:
      g_value_set_boolean (value, ts_seat_server_get_locked (TS_SEAT_SERVER (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_seat_server_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_LOCKED:
      ts_seat_server_set_locked (TS_SEAT_SERVER (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ts_seat_server_class_init (TsSeatServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ts_seat_server_dispose;
  object_class->finalize = ts_seat_server_finalize;
  object_class->get_property = ts_seat_server_get_property;
  object_class->set_property = ts_seat_server_set_property;

  /**
   * TsSeatServer:running:
   *
   * Whether it listens: phones can join (its links name where).
   */
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  /**
   * TsSeatServer:locked:
   *
   * Whether the scorekeeper locked the phones: they follow the game and propose nothing.
   */
  properties[PROP_LOCKED] = g_param_spec_boolean ("locked", NULL, NULL, FALSE,
                                                  G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                      | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TsSeatServer::phones-changed:
   * @seat: the seat
   *
   * A phone joined the seat or left it.
   */
  signals[PHONES_CHANGED] = g_signal_new ("phones-changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_UINT);
  /**
   * TsSeatServer::phone-joined:
   * @seat: the seat
   *
   * A phone joined the seat (the laptop says so).
   */
  signals[PHONE_JOINED] = g_signal_new ("phone-joined", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_UINT);
  /**
   * TsSeatServer::phone-entered:
   * @seat: the seat
   * @text: what it recorded or took back, in the laptop's words
   *
   * A seat's phone recorded an entry of its own, or took its last one back (the laptop says
   * so).
   */
  signals[PHONE_ENTERED] = g_signal_new ("phone-entered", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                         G_TYPE_UINT, G_TYPE_STRING);
  /**
   * TsSeatServer::part-entered:
   * @seat: the seat
   * @text: the part and who is still to enter theirs, in the laptop's words
   *
   * A seat's phone entered its part of the table event due now (a die, a tile drawn); the
   * entry is made once every part is in, and TsSeatServer::phone-entered says so.
   */
  signals[PART_ENTERED] = g_signal_new ("part-entered", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                        G_TYPE_UINT, G_TYPE_STRING);
}

static void
ts_seat_server_init (TsSeatServer *self)
{
  self->phones = g_ptr_array_new_with_free_func ((GDestroyNotify) phone_free);
  self->catalogs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) ts_catalog_unref);
  self->states = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->guard = ts_seat_guard_new ();
  self->idle_seconds = TS_SEAT_IDLE_SECONDS;
}

TsSeatServer *
ts_seat_server_new (TsMatch *match)
{
  TsSeatServer *self = g_object_new (TS_TYPE_SEAT_SERVER, NULL);

  ts_seat_server_set_match (self, match);
  return self;
}

TsMatch *
ts_seat_server_get_match (TsSeatServer *self)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), NULL);
  return self->match;
}

/**
 * ts_seat_server_set_match:
 *
 * Hosts @match from now on: the same game read again (tableside-cli serve follows its file),
 * keeping the seats, their links and their phones while it has as many players; another
 * table's game makes new seats and drops every phone.
 */
void
ts_seat_server_set_match (TsSeatServer *self,
                          TsMatch      *match)
{
  guint n_players;

  g_return_if_fail (TS_IS_SEAT_SERVER (self));
  g_return_if_fail (TS_IS_MATCH (match));
  if (self->match == match)
    return;
  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_set_object (&self->match, match);
  self->changed_id = g_signal_connect_swapped (match, "changed",
                                               G_CALLBACK (_ts_seat_server_match_changed), self);
  n_players = g_list_model_get_n_items (ts_match_get_players (match));
  if (self->seats == NULL || n_players != self->n_seats)
    {
      for (guint i = self->phones->len; i-- > 0;)
        _ts_seat_phone_close (g_ptr_array_index (self->phones, i), TS_SEAT_CLOSE_RENEWED,
                     "Another game");
      g_ptr_array_set_size (self->phones, 0);
      free_seats (self);
      make_seats (self);
    }
  _ts_seat_server_changed (self);
}

/**
 * ts_seat_server_start:
 * @address: the IPv4 or IPv6 address to listen on, one of this computer's
 * @port: the port, or 0 for a free one
 *
 * Listens on @address alone (never every interface); the links name it.
 */
gboolean
ts_seat_server_start (TsSeatServer *self,
                      const char   *address,
                      guint         port,
                      GError      **error)
{
  g_autoptr(GInetAddress) inet = NULL;
  g_autoptr(GSocketAddress) wanted = NULL;
  g_autoptr(GSocketAddress) effective = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), FALSE);
  if (self->service != NULL)
    return TRUE;
  inet = address != NULL ? g_inet_address_new_from_string (address) : NULL;
  if (inet == NULL || g_inet_address_get_is_any (inet) || port > 65535)
    {
      g_set_error (error, TS_SEAT_SERVER_ERROR, TS_SEAT_SERVER_ERROR_ADDRESS,
                   _("“%s” is not an address of this computer to invite phones by"),
                   address != NULL ? address : "");
      return FALSE;
    }
  wanted = g_inet_socket_address_new (inet, port);
  self->service = g_socket_service_new ();
  if (!g_socket_listener_add_address (G_SOCKET_LISTENER (self->service), wanted,
                                      G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL,
                                      &effective, &local))
    {
      g_set_error (error, TS_SEAT_SERVER_ERROR, TS_SEAT_SERVER_ERROR_LISTEN,
                   _("Phones cannot be invited at %s, port %u: %s"), address, port,
                   local->message);
      g_clear_object (&self->service);
      return FALSE;
    }
  self->address = g_inet_address_to_string (inet);
  self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective));
  if (g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV6)
    self->host = g_strdup_printf ("[%s]:%u", self->address, self->port);
  else
    self->host = g_strdup_printf ("%s:%u", self->address, self->port);
  self->origin = g_strdup_printf ("http://%s", self->host);
  self->soup = soup_server_new ("server-header", NULL, NULL);
  _ts_seat_server_add_handlers (self);
  g_signal_connect (self->service, "incoming", G_CALLBACK (incoming_cb), self);
  g_socket_service_start (self->service);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  return TRUE;
}

/**
 * ts_seat_server_stop:
 *
 * Stops listening and closes every phone's connection (they say the table stopped sharing).
 * The seats keep their links for a later start.
 */
void
ts_seat_server_stop (TsSeatServer *self)
{
  gboolean running;

  g_return_if_fail (TS_IS_SEAT_SERVER (self));
  running = self->service != NULL;
  g_clear_handle_id (&self->push_id, g_source_remove);
  for (guint i = self->phones->len; i-- > 0;)
    _ts_seat_phone_close (g_ptr_array_index (self->phones, i), SOUP_WEBSOCKET_CLOSE_GOING_AWAY,
                 "Sharing stopped");
  g_ptr_array_set_size (self->phones, 0);
  for (guint i = 0; i < self->n_seats; i++)
    g_ptr_array_set_size (self->seats[i].phones, 0);
  if (self->service != NULL)
    {
      g_socket_service_stop (self->service);
      g_socket_listener_close (G_SOCKET_LISTENER (self->service));
      g_signal_handlers_disconnect_by_data (self->service, self);
    }
  if (self->soup != NULL)
    soup_server_disconnect (self->soup);
  g_clear_object (&self->service);
  g_clear_object (&self->soup);
  g_clear_pointer (&self->address, g_free);
  g_clear_pointer (&self->host, g_free);
  g_clear_pointer (&self->origin, g_free);
  self->port = 0;
  if (running)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

gboolean
ts_seat_server_get_running (TsSeatServer *self)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), FALSE);
  return self->service != NULL;
}

const char *
ts_seat_server_get_address (TsSeatServer *self)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), NULL);
  return self->address;
}

guint
ts_seat_server_get_port (TsSeatServer *self)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), 0);
  return self->port;
}

guint
ts_seat_server_get_n_seats (TsSeatServer *self)
{
  g_return_val_if_fail (TS_IS_SEAT_SERVER (self), 0);
  return self->n_seats;
}


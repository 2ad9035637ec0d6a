/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The raw client of the seat server's tests (seat-client.h). */
#include <string.h>

#include "seat-client.h"

void
seat_response_free (SeatResponse *response)
{
  if (response == NULL)
    return;
  g_free (response->headers);
  g_free (response->body);
  g_free (response);
}

typedef struct
{
  GThreadFunc func;
  gpointer data;
  gpointer result;
  gboolean done;
  GMainContext *context;
} Run;

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_REMOVE;
}

static gpointer
run_thread (gpointer data)
{
  Run *run = data;

  run->result = run->func (run->data);
  g_atomic_int_set (&run->done, TRUE);
  /* Wakes the main context up to see it. */
  g_main_context_invoke (run->context, wake_cb, NULL);
  return NULL;
}

gpointer
seat_client_run (GThreadFunc func,
                 gpointer    data)
{
  Run run = { func, data, NULL, FALSE, g_main_context_default () };
  GThread *thread = g_thread_new ("seat-client", run_thread, &run);

  while (!g_atomic_int_get (&run.done))
    g_main_context_iteration (run.context, TRUE);
  g_thread_join (thread);
  return run.result;
}

/* The loopback address the next connections come from (NULL: the system's choice). */
static char *source_address;

void
seat_client_set_source (const char *address)
{
  g_free (source_address);
  source_address = g_strdup (address);
}

static GSocketConnection *
connect_to (guint port)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();

  if (source_address != NULL)
    {
      g_autoptr(GSocketAddress) local = g_inet_socket_address_new_from_string (source_address,
                                                                               0);

      g_socket_client_set_local_address (client, local);
    }

  return g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, NULL);
}

SeatResponse *
seat_client_http (guint       port,
                  const char *request)
{
  g_autoptr(GSocketConnection) conn = connect_to (port);
  g_autoptr(GByteArray) all = g_byte_array_new ();
  SeatResponse *response = g_new0 (SeatResponse, 1);
  GInputStream *in;
  const char *end;
  guint8 buf[4096];
  gssize n;

  if (conn == NULL)
    return response;
  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (conn)), request,
                             strlen (request), NULL, NULL, NULL);
  in = g_io_stream_get_input_stream (G_IO_STREAM (conn));
  while ((n = g_input_stream_read (in, buf, sizeof buf, NULL, NULL)) > 0)
    g_byte_array_append (all, buf, n);
  g_byte_array_append (all, (const guint8 *) "", 1);
  end = strstr ((const char *) all->data, "\r\n\r\n");
  if (g_str_has_prefix ((const char *) all->data, "HTTP/1.1 ") && end != NULL)
    {
      response->status = g_ascii_strtoull ((const char *) all->data + 9, NULL, 10);
      response->headers = g_strndup ((const char *) all->data, end - (const char *) all->data);
      response->body = g_strdup (end + 4);
    }
  return response;
}

char *
seat_response_header (SeatResponse *response,
                       const char   *name)
{
  g_auto(GStrv) lines = g_strsplit (response->headers != NULL ? response->headers : "", "\r\n", -1);
  gsize len = strlen (name);

  for (guint i = 1; lines[i] != NULL; i++)
    if (g_ascii_strncasecmp (lines[i], name, len) == 0 && lines[i][len] == ':')
      return g_strstrip (g_strdup (lines[i] + len + 1));
  return NULL;
}

struct _SeatSocket
{
  GSocketConnection *conn;
  GInputStream *in;
  GOutputStream *out;
};

void
seat_socket_free (SeatSocket *socket)
{
  if (socket == NULL)
    return;
  g_clear_object (&socket->conn);
  g_free (socket);
}

SeatSocket *
seat_socket_open (guint       port,
                  const char *origin,
                  const char *protocols,
                  guint      *status)
{
  g_autoptr(SeatSocket) socket = g_new0 (SeatSocket, 1);
  g_autoptr(GString) request = g_string_new (NULL);
  g_autoptr(GString) head = g_string_new (NULL);
  char c;

  *status = 0;
  socket->conn = connect_to (port);
  if (socket->conn == NULL)
    return NULL;
  socket->in = g_io_stream_get_input_stream (G_IO_STREAM (socket->conn));
  socket->out = g_io_stream_get_output_stream (G_IO_STREAM (socket->conn));
  g_string_append_printf (request,
                          "GET /api/live HTTP/1.1\r\nHost: 127.0.0.1:%u\r\n"
                          "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                          "Sec-WebSocket-Version: 13\r\n",
                          port);
  if (origin != NULL)
    g_string_append_printf (request, "Origin: %s\r\n", origin);
  if (protocols != NULL)
    g_string_append_printf (request, "Sec-WebSocket-Protocol: %s\r\n", protocols);
  g_string_append (request, "\r\n");
  g_output_stream_write_all (socket->out, request->str, request->len, NULL, NULL, NULL);
  while (!g_str_has_suffix (head->str, "\r\n\r\n")
         && g_input_stream_read (socket->in, &c, 1, NULL, NULL) == 1)
    g_string_append_c (head, c);
  if (g_str_has_prefix (head->str, "HTTP/1.1 "))
    *status = g_ascii_strtoull (head->str + 9, NULL, 10);
  return *status == 101 ? g_steal_pointer (&socket) : NULL;
}

static gboolean
send_frame_part (SeatSocket   *socket,
                 guint8        opcode,
                 const guint8 *data,
                 gsize         len,
                 gsize         sent)
{
  g_autoptr(GByteArray) frame = g_byte_array_new ();
  guint8 first[2] = { 0x80 | opcode, 0x80 };
  const guint8 mask[4] = { 1, 2, 3, 4 };

  if (len < 126)
    {
      first[1] |= len;
      g_byte_array_append (frame, first, 2);
    }
  else if (len < 65536)
    {
      /* The shortest length that holds it, as RFC 6455 requires (libsoup closes with 1002
       * otherwise). */
      guint8 ext[2] = { len >> 8, len & 0xff };

      first[1] |= 126;
      g_byte_array_append (frame, first, 2);
      g_byte_array_append (frame, ext, 2);
    }
  else
    {
      guint8 ext[8];

      first[1] |= 127;
      g_byte_array_append (frame, first, 2);
      for (int i = 0; i < 8; i++)
        ext[i] = (guint64) len >> (56 - 8 * i) & 0xff;
      g_byte_array_append (frame, ext, 8);
    }
  g_byte_array_append (frame, mask, 4);
  for (gsize i = 0; i < sent; i++)
    {
      guint8 b = data[i] ^ mask[i % 4];

      g_byte_array_append (frame, &b, 1);
    }
  return g_output_stream_write_all (socket->out, frame->data, frame->len, NULL, NULL, NULL);
}

static gboolean
send_frame (SeatSocket   *socket,
            guint8        opcode,
            const guint8 *data,
            gsize         len)
{
  return send_frame_part (socket, opcode, data, len, len);
}

gboolean
seat_socket_send_part (SeatSocket *socket,
                       gsize       len,
                       gsize       sent)
{
  g_autofree guint8 *data = g_malloc0 (MAX (sent, 1));

  return send_frame_part (socket, 0x1, data, len, sent);
}

gboolean
seat_socket_send (SeatSocket *socket,
                  const char *text,
                  gsize       len)
{
  return send_frame (socket, 0x1, (const guint8 *) text, len);
}

char *
seat_socket_receive (SeatSocket *socket,
                     guint      *close_code)
{
  *close_code = 0;
  for (;;)
    {
      guint8 head[2];
      guint64 len;
      g_autofree guint8 *payload = NULL;
      gsize got = 0;

      if (!g_input_stream_read_all (socket->in, head, 2, &got, NULL, NULL) || got != 2)
        return NULL;
      len = head[1] & 0x7f;
      if (len >= 126)
        {
          guint8 ext[8];
          guint n = len == 126 ? 2 : 8;

          if (!g_input_stream_read_all (socket->in, ext, n, &got, NULL, NULL) || got != n)
            return NULL;
          len = 0;
          for (guint i = 0; i < n; i++)
            len = len << 8 | ext[i];
        }
      payload = g_malloc (len + 1);
      if (!g_input_stream_read_all (socket->in, payload, len, &got, NULL, NULL) || got != len)
        return NULL;
      payload[len] = '\0';
      switch (head[0] & 0x0f)
        {
        case 0x1:
          return (char *) g_steal_pointer (&payload);
        case 0x8:
          *close_code = len >= 2 ? (guint) payload[0] << 8 | payload[1] : 0;
          return NULL;
        case 0x9:
          send_frame (socket, 0xA, payload, len);
          break;
        default:
          break;
        }
    }
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A raw client for the seat server's tests: it speaks HTTP and WebSocket by hand on a socket
 * of its own, in a thread, so that it can send what no browser would (docs/security.md),
 * while the test's main loop runs the server. */

typedef struct
{
  guint status;    /* 0: the connection closed before a status line */
  char *headers;   /* the response's header lines, as received */
  char *body;
} SeatResponse;

void seat_response_free (SeatResponse *response);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SeatResponse, seat_response_free)

/* The next connections come from @address, another loopback address ("127.0.0.2": a phone
 * of its own to the server's limits per address), or from the system's choice (NULL). */
void seat_client_set_source (const char *address);

/* Runs @func (@data) in a thread while the calling thread's main context runs; its result. */
gpointer seat_client_run (GThreadFunc func,
                          gpointer    data);

/* In a client thread: sends @request as it is to 127.0.0.1:@port and reads the answer until
 * the server closes (requests say "Connection: close"). */
SeatResponse *seat_client_http (guint       port,
                                const char *request);
/* The value of header @name in @response, or NULL. */
char *seat_response_header (SeatResponse *response,
                            const char   *name);

/* A WebSocket client: the handshake with @origin and @protocols (comma-separated), then
 * frames. NULL with *status set to the handshake's refusal. */
typedef struct _SeatSocket SeatSocket;
SeatSocket *seat_socket_open (guint       port,
                              const char *origin,
                              const char *protocols,
                              guint      *status);
/* Sends a text frame of @len bytes. */
gboolean seat_socket_send (SeatSocket *socket,
                           const char *text,
                           gsize       len);
/* Sends the start of a text frame of @len bytes: its header and @sent bytes, no more (a phone
 * that loses its Wi-Fi in the middle of a message). */
gboolean seat_socket_send_part (SeatSocket *socket,
                                gsize       len,
                                gsize       sent);
/* The next text frame (pings answered, pongs skipped), or NULL once the server closed; then
 * *close_code is its code (0 when the connection just ended). */
char *seat_socket_receive (SeatSocket *socket,
                           guint      *close_code);
void seat_socket_free (SeatSocket *socket);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SeatSocket, seat_socket_free)

G_END_DECLS

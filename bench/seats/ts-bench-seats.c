/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Phones at the table (docs/benchmarks.md, "Phones"): from a change on the laptop to the last
 * of N phones holding the new state, on loopback, and the server's memory per phone. Each
 * change takes back the record's last entry (ts_match_remove()), so a whole game gives as many
 * samples as it has entries. Then the entries taken back are entered again, each one that
 * names a player proposed from that seat's phone: from the proposal sent to the last phone
 * holding the new state. The phones are raw WebSocket clients in threads of this process
 * (tests/model/seat-client.c), split over the seats and two languages. */
#include "config.h"

#include <libintl.h>
#include <stdio.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "seat-client.h"
#include "ts-bench-stats.h"
#include "ts-model-seats.h"
#include "ts-seat-state.h"

typedef struct
{
  guint port;
  char *protocols;
  char *origin;
  gint revision; /* the revision of the last state received, -1 before */
  gint64 updated_ns; /* when it arrived (written before revision) */
  gboolean open;
  GThread *thread;
} Phone;

static gpointer
phone_thread (gpointer data)
{
  Phone *phone = data;
  guint status = 0, code = 0;
  g_autoptr(SeatSocket) socket = seat_socket_open (phone->port, phone->origin, phone->protocols,
                                                   &status);
  char *text;

  g_atomic_int_set (&phone->open, socket != NULL);
  while (socket != NULL && (text = seat_socket_receive (socket, &code)) != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (text, NULL);

      if (node != NULL && JSON_NODE_HOLDS_OBJECT (node)
          && json_object_has_member (json_node_get_object (node), "revision"))
        {
          phone->updated_ns = (gint64) ts_bench_now_ns ();
          g_atomic_int_set (&phone->revision,
                            json_object_get_int_member (json_node_get_object (node),
                                                        "revision"));
        }
      g_free (text);
    }
  return NULL;
}

static double
rss_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL)
      || (line = strstr (status, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtod (line + 6, NULL);
}

/* A seat's phone that proposes: joined once (kept in *socket), then for each proposal it
 * sends it and reads its result (the states between skipped). */
typedef struct
{
  Phone phone;
  SeatSocket **socket;
  char *message;
  gint64 sent_ns;
  gboolean ok;
} Proposer;

static gpointer
proposer_thread (gpointer data)
{
  Proposer *p = data;
  guint status = 0, code = 0;
  SeatSocket *socket = *p->socket;
  char *text;

  if (socket == NULL)
    {
      socket = *p->socket = seat_socket_open (p->phone.port, p->phone.origin,
                                              p->phone.protocols, &status);
      if (socket == NULL)
        return NULL;
      g_free (seat_socket_receive (socket, &code));
    }
  p->sent_ns = (gint64) ts_bench_now_ns ();
  seat_socket_send (socket, p->message, strlen (p->message));
  while ((text = seat_socket_receive (socket, &code)) != NULL)
    {
      gboolean result = strstr (text, "\"type\":\"result\"") != NULL;

      p->ok = result && strstr (text, "\"ok\":true") != NULL;
      if (result && !p->ok)
        g_printerr ("%s\n", text);
      g_free (text);
      if (result)
        break;
    }
  if (text == NULL)
    g_printerr ("the proposing phone was closed (%u)\n", code);
  return NULL;
}

static gboolean
all_at (Phone *phones,
        guint  n,
        gint   revision)
{
  for (guint i = 0; i < n; i++)
    if (g_atomic_int_get (&phones[i].revision) != revision)
      return FALSE;
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  const char *path = argc > 1 ? argv[1] : NULL;
  guint n_phones = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 8;
  guint changes = argc > 3 ? (guint) g_ascii_strtoull (argv[3], NULL, 10) : 100;
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsSeatServer) server = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) proposed = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) removed = g_ptr_array_new_with_free_func (g_object_unref);
  SeatSocket *proposers[8] = { NULL };
  g_autofree Phone *phones = NULL;
  g_autofree char *origin = NULL;
  double before_kib, after_kib;
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");

  /* The phones in Portuguese read the build's catalog, as the app does under build-aux/run. */
  bindtextdomain ("tableside", localedir != NULL ? localedir : LOCALEDIR);
  if (path == NULL || n_phones == 0)
    {
      g_printerr ("usage: ts-bench-seats RECORD [PHONES [CHANGES]]\n");
      return 2;
    }
  file = g_file_new_for_commandline_arg (path);
  match = ts_match_load (file, NULL, &error);
  if (match == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  ts_match_set_autosave (match, FALSE);
  server = ts_seat_server_new (match);
  if (!ts_seat_server_start (server, "127.0.0.1", 0, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  origin = g_strdup_printf ("http://127.0.0.1:%u", ts_seat_server_get_port (server));
  before_kib = rss_kib ();
  phones = g_new0 (Phone, n_phones);
  for (guint i = 0; i < n_phones; i++)
    {
      guint seat = i % ts_seat_server_get_n_seats (server);
      g_autofree char *link = ts_seat_server_dup_link (server, seat);

      phones[i].port = ts_seat_server_get_port (server);
      phones[i].origin = origin;
      phones[i].revision = -1;
      phones[i].protocols = g_strdup_printf ("tableside-1, token.%s, phone.p%u, lang.%s",
                                             strstr (link, "#t=") + 3, i, i % 2 ? "pt" : "en");
      phones[i].thread = g_thread_new ("phone", phone_thread, &phones[i]);
    }
  while (!all_at (phones, n_phones, ts_match_get_n_entries (match)))
    g_main_context_iteration (NULL, TRUE);
  after_kib = rss_kib ();

  for (guint k = 0; k < changes && ts_match_get_n_entries (match) > 1; k++)
    {
      double start = ts_bench_now_ns ();

      g_ptr_array_add (removed, g_object_ref (ts_match_get_entry (
                                    match, ts_match_get_n_entries (match) - 1)));
      /* An entry the game wrote by itself goes with the one before it: stop there. */
      if (!ts_match_remove (match, ts_match_get_n_entries (match) - 1, NULL, NULL))
        {
          g_ptr_array_set_size (removed, removed->len - 1);
          break;
        }
      while (!all_at (phones, n_phones, ts_match_get_n_entries (match)))
        g_main_context_iteration (NULL, FALSE);
      g_array_append_val (samples, ((double) { (ts_bench_now_ns () - start) / 1e6 }));
    }
  printf ("%s, %u phones, %u changes\n", ts_match_get_game_id (match), n_phones, samples->len);
  ts_bench_report_ms ("change to every phone updated", samples);
  printf ("memory per phone  %.0f KiB (the process's RSS with the phones, less before)\n",
          (after_kib - before_kib) / n_phones);

  /* The same entries again, newest taken back first: each proposed by its seat's phone. */
  for (guint k = removed->len; k-- > 0;)
    {
      TsEntry *entry = g_ptr_array_index (removed, k);
      g_autoptr(JsonNode) json = ts_entry_to_json (entry);
      int seat = ts_seat_entry_player (json);
      g_autofree char *entry_text = json_to_string (json, FALSE);
      g_autofree char *link = NULL;
      Proposer p = { { 0 }, &proposers[seat] };
      gint64 last = 0;

      if (seat < 0 || (guint) seat >= MIN (ts_seat_server_get_n_seats (server),
                                           G_N_ELEMENTS (proposers)))
        {
          /* The table's (dice, tiles drawn): the laptop enters it. */
          if (!ts_match_apply (match, entry, NULL))
            break;
          while (!all_at (phones, n_phones, ts_match_get_n_entries (match)))
            g_main_context_iteration (NULL, FALSE);
          continue;
        }
      link = ts_seat_server_dup_link (server, seat);
      p.phone.port = ts_seat_server_get_port (server);
      p.phone.origin = origin;
      p.phone.protocols = g_strdup_printf ("tableside-1, token.%s, phone.proposer, lang.en",
                                           strstr (link, "#t=") + 3);
      p.message = g_strdup_printf ("{\"type\":\"propose\",\"id\":\"bench-%08u\",\"at\":%u,"
                                   "\"entry\":%s}", k, ts_match_get_n_entries (match),
                                   entry_text);
      seat_client_run (proposer_thread, &p);
      g_free (p.phone.protocols);
      g_free (p.message);
      if (!p.ok)
        {
          g_printerr ("a proposal was refused: %s\n", entry_text);
          break;
        }
      while (!all_at (phones, n_phones, ts_match_get_n_entries (match)))
        g_main_context_iteration (NULL, FALSE);
      for (guint i = 0; i < n_phones; i++)
        last = MAX (last, phones[i].updated_ns);
      g_array_append_val (proposed, ((double) { (last - p.sent_ns) / 1e6 }));
    }
  for (guint i = 0; i < G_N_ELEMENTS (proposers); i++)
    g_clear_pointer (&proposers[i], seat_socket_free);
  printf ("%u proposals from the seats' phones\n", proposed->len);
  ts_bench_report_ms ("proposal to every phone updated", proposed);
  ts_seat_server_stop (server);
  for (guint i = 0; i < n_phones; i++)
    {
      g_thread_join (phones[i].thread);
      g_free (phones[i].protocols);
    }
  return 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Phones at the table (docs/benchmarks.md, "Phones"): from a change on the laptop to the last
 * of N phones holding the new state, on loopback, and the server's memory per phone. Each
 * change takes back the record's last entry (ts_match_remove()), so a whole game gives as many
 * samples as it has entries. The phones are raw WebSocket clients in threads of this process
 * (tests/model/seat-client.c), split over the seats and two languages. */
#include "config.h"

#include <libintl.h>
#include <stdio.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "seat-client.h"
#include "ts-bench-stats.h"
#include "ts-model-seats.h"

typedef struct
{
  guint port;
  char *protocols;
  char *origin;
  gint revision; /* the revision of the last state received, -1 before */
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
        g_atomic_int_set (&phone->revision,
                          json_object_get_int_member (json_node_get_object (node), "revision"));
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

      /* An entry the game wrote by itself goes with the one before it: stop there. */
      if (!ts_match_remove (match, ts_match_get_n_entries (match) - 1, NULL, NULL))
        break;
      while (!all_at (phones, n_phones, ts_match_get_n_entries (match)))
        g_main_context_iteration (NULL, FALSE);
      g_array_append_val (samples, ((double) { (ts_bench_now_ns () - start) / 1e6 }));
    }
  printf ("%s, %u phones, %u changes\n", ts_match_get_game_id (match), n_phones, samples->len);
  ts_bench_report_ms ("change to every phone updated", samples);
  printf ("memory per phone  %.0f KiB (the process's RSS with the phones, less before)\n",
          (after_kib - before_kib) / n_phones);
  ts_seat_server_stop (server);
  for (guint i = 0; i < n_phones; i++)
    {
      g_thread_join (phones[i].thread);
      g_free (phones[i].protocols);
    }
  return 0;
}

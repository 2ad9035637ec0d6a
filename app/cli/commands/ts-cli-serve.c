/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `tableside-cli serve RECORD`: the players' phones follow a game with no app open (a
 * Raspberry Pi or a second laptop at the table). It prints each seat's link, code and QR code,
 * then serves until interrupted, following RECORD as the app saves it; with --play it keeps
 * RECORD itself and the phones enter their own moves (docs/seats.md). */
#include "config.h"

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "ts-cli-commands.h"
#include "ts-model-seats.h"

typedef struct
{
  GMainLoop *loop;
  GFile *file;
  TsSeatServer *server;
  guint reload_id;
  char *last_error;
} Serve;

static char *opt_address;
static int opt_port = 0;
static gboolean opt_play;

static const GOptionEntry serve_entries[] = {
  { "address", 'a', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &opt_address,
    N_("Serve on ADDR, an address of this computer (default: the address of its network "
       "to the Internet, usually the table's Wi-Fi)"),
    N_("ADDR") },
  { "port", 'p', G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &opt_port,
    N_("Serve on port N (default: a free port)"), N_("N") },
  { "play", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_play,
    N_("Keep the record here: each phone enters its own player’s moves, and the record is "
       "saved after each one (do not keep it in the app at the same time)"), NULL },
  { NULL }
};

const char *
ts_cli_serve_summary (void)
{
  return _("Let each player follow a game on their own phone, from a link or QR code per "
           "player, while the record is kept (the app saves it)");
}

static TsMatch *
load (GFile  *file,
      GError **error)
{
  TsMatch *match = ts_match_load (file, NULL, error);

  /* Following, the CLI never writes to a record; with --play it is the record's keeper. */
  if (match != NULL)
    ts_match_set_autosave (match, opt_play);
  return match;
}

static void
phone_entered_cb (TsSeatServer *server,
                  guint         seat,
                  const char   *text,
                  TsMatch      *match)
{
  g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), seat);

  /* Translators: a line of `serve --play` when a phone made an entry; the player's name,
   * then the entry ("Ana’s phone: Ana passes.") */
  g_print (_("%s’s phone: %s\n"), ts_match_player_get_name (player), text);
}

static void
save_failed_cb (TsMatch      *match,
                const GError *error)
{
  g_printerr (_("tableside-cli: %s\n"), error->message);
}

static gboolean
reload_cb (gpointer data)
{
  Serve *serve = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;

  serve->reload_id = 0;
  match = load (serve->file, &error);
  if (match == NULL)
    {
      /* Said once per reason: the phones keep the game as it was. */
      if (g_strcmp0 (serve->last_error, error->message) != 0)
        g_printerr (_("tableside-cli: %s\n"), error->message);
      g_free (serve->last_error);
      serve->last_error = g_strdup (error->message);
      return G_SOURCE_REMOVE;
    }
  g_clear_pointer (&serve->last_error, g_free);
  ts_seat_server_set_match (serve->server, match);
  return G_SOURCE_REMOVE;
}

/* The app saves by writing a copy and renaming it over the record: the folder is watched. */
static void
changed_cb (GFileMonitor     *monitor,
            GFile            *file,
            GFile            *other,
            GFileMonitorEvent event,
            gpointer          data)
{
  Serve *serve = data;

  if (!g_file_equal (file, serve->file) && (other == NULL || !g_file_equal (other, serve->file)))
    return;
  if (event == G_FILE_MONITOR_EVENT_DELETED || event == G_FILE_MONITOR_EVENT_MOVED_OUT)
    return;
  g_clear_handle_id (&serve->reload_id, g_source_remove);
  /* Several events come with one save: read the file once they are all in. */
  serve->reload_id = g_timeout_add (50, reload_cb, serve);
}

static gboolean
quit_cb (gpointer data)
{
  Serve *serve = data;

  g_main_loop_quit (serve->loop);
  return G_SOURCE_CONTINUE;
}

static void
print_seats (TsSeatServer *server,
             TsMatch      *match)
{
  guint n = ts_seat_server_get_n_seats (server);

  /* The links first, one line a seat, for people and for scripts alike. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), i);
      g_autofree char *link = ts_seat_server_dup_link (server, i);

      /* Translators: a seat's line: the player's name, the link to open on their phone and
       * the code to type instead ("Ana: http://192.168.1.20:41234/#t=… (code K7MQ2P)") */
      g_print (_("%s: %s (code %s)\n"), ts_match_player_get_name (player), link,
               ts_seat_server_get_code (server, i));
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), i);
      g_autofree char *link = ts_seat_server_dup_link (server, i);
      g_autofree char *code = ts_seat_qr_terminal (link);

      if (code == NULL)
        continue;
      g_print ("\n");
      /* Translators: above a seat's QR code in the terminal; %s is the player's name */
      g_print (_("%s’s phone scans:\n"), ts_match_player_get_name (player));
      g_print ("%s", code);
    }
}

/**
 * ts_cli_serve_main:
 * @argv: from the program's name on ("tableside-cli", "serve", RECORD, options)
 *
 * Returns: the exit status: 0 once interrupted, 1 when the record or the address is refused,
 * 2 for a wrong command line.
 */
int
ts_cli_serve_main (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("RECORD"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFileMonitor) monitor = NULL;
  g_autofree char *address = NULL;
  g_autofree char *base = NULL;
  Serve serve = { 0 };

  g_option_context_set_summary (context, ts_cli_serve_summary ());
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, serve_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return ts_cli_usage_error (error->message);
  if (argc != 3)
    /* Translators: %s is a command, as in “serve”. */
    return ts_cli_usage_error (_("“serve” takes one record file"));
  if (opt_port < 0 || opt_port > 65535)
    return ts_cli_usage_error (_("The port is a number from 0 to 65535"));

  serve.file = g_file_new_for_commandline_arg (argv[2]);
  match = load (serve.file, &error);
  if (match == NULL)
    {
      g_printerr (_("tableside-cli: %s\n"), error->message);
      g_object_unref (serve.file);
      return 1;
    }
  address = opt_address != NULL ? g_strdup (opt_address) : ts_seat_net_dup_default_address ();
  serve.server = ts_seat_server_new (match);
  if (!ts_seat_server_start (serve.server, address, opt_port, &error))
    {
      g_printerr (_("tableside-cli: %s\n"), error->message);
      g_object_unref (serve.server);
      g_object_unref (serve.file);
      return 1;
    }
  print_seats (serve.server, match);
  g_print ("\n");
  base = ts_seat_server_dup_base_link (serve.server);
  if (opt_play)
    {
      g_print (_("Serving at %s until Ctrl+C. Phones enter their own moves; the record is saved "
                 "after each one.\n"), base);
      g_signal_connect (serve.server, "phone-entered", G_CALLBACK (phone_entered_cb), match);
      g_signal_connect (serve.server, "part-entered", G_CALLBACK (phone_entered_cb), match);
      g_signal_connect (match, "save-failed", G_CALLBACK (save_failed_cb), NULL);
    }
  else
    {
      g_print (_("Serving at %s until Ctrl+C. Phones follow the record as it is saved.\n"),
               base);
      ts_seat_server_set_follow_only (serve.server, TRUE);
      folder = g_file_get_parent (serve.file);
      monitor = g_file_monitor_directory (folder, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
      if (monitor == NULL)
        g_printerr (_("tableside-cli: %s\n"), error->message);
      else
        g_signal_connect (monitor, "changed", G_CALLBACK (changed_cb), &serve);
    }

  serve.loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGINT, quit_cb, &serve);
  g_unix_signal_add (SIGTERM, quit_cb, &serve);
  g_main_loop_run (serve.loop);

  g_clear_handle_id (&serve.reload_id, g_source_remove);
  if (monitor != NULL)
    g_signal_handlers_disconnect_by_data (monitor, &serve);
  ts_seat_server_stop (serve.server);
  g_object_unref (serve.server);
  g_object_unref (serve.file);
  g_main_loop_unref (serve.loop);
  g_free (serve.last_error);
  return 0;
}

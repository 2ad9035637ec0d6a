/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Record benchmark (docs/benchmarks.md, "Records"): loading and replaying complete records
 * of The Castles of Burgundy (4 players), Kingsburg (--game kingsburg, 5 players) or
 * Carcassonne with all of Traders & Builders (--game carcassonne, 5 players) or Caylus 1303
 * (--game caylus-1303, 5 players), and autosaving one entry, with the steps of each timed
 * apart. The records are complete random games made by the engine's random-game helper. */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-match.h"
#include "ts-random-record.h"

static int opt_runs = 200;
static int opt_games = 5;
static int opt_players;
static char *opt_dir;
static char *opt_game;

static const GOptionEntry entries[] = {
  { "runs", 'n', 0, G_OPTION_ARG_INT, &opt_runs, "Timed runs of each step per game (200)", "N" },
  { "games", 'g', 0, G_OPTION_ARG_INT, &opt_games, "Random games to measure (5)", "N" },
  { "players", 'p', 0, G_OPTION_ARG_INT, &opt_players,
    "Players per game (4 for The Castles of Burgundy, 5 for the others)", "N" },
  { "game", 'G', 0, G_OPTION_ARG_STRING, &opt_game,
    "castles-of-burgundy (the default), kingsburg, carcassonne or caylus-1303", "ID" },
  { "dir", 'd', 0, G_OPTION_ARG_FILENAME, &opt_dir,
    "Folder for the records and saves (default: a new folder in the current one, so that "
    "fsync reaches the disk the build is on, not a tmpfs)", "DIR" },
  { NULL }
};

typedef struct
{
  const char *label;
  GArray *ms;
} Step;

static void
add (Step  *step,
     gint64 start)
{
  double ms = (g_get_monotonic_time () - start) / 1000.0;

  g_array_append_val (step->ms, ms);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report (Step *step)
{
  GArray *ms = step->ms;
  double p90;

  g_array_sort (ms, compare_doubles);
  p90 = g_array_index (ms, double, MIN (ms->len - 1, ms->len * 9 / 10));
  printf ("%-36s median %7.3f ms   p90 %7.3f   min %7.3f   max %7.3f   (%u runs)\n",
          step->label, g_array_index (ms, double, ms->len / 2), p90,
          g_array_index (ms, double, 0), g_array_index (ms, double, ms->len - 1), ms->len);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  gboolean own_dir = FALSE;
  Step load = { "load and replay (open a record)", NULL };
  Step read = { "  read, check and parse", NULL };
  Step replay = { "  replay", NULL };
  Step apply = { "apply one entry (models refreshed)", NULL };
  Step save = { "autosave one entry (atomic, fsync)", NULL };
  Step serialise = { "  make the file's bytes", NULL };
  Step *steps[] = { &load, &read, &replay, &apply, &save, &serialise };
  guint total_entries = 0;
  gsize total_bytes = 0;
  gboolean kingsburg, carcassonne, caylus;
  g_autoptr(JsonObject) carcassonne_options = json_object_new ();

  setlocale (LC_ALL, "");
  g_option_context_set_summary (context, "Times loading, replaying and autosaving complete "
                                         "records of The Castles of Burgundy, Kingsburg, Carcassonne or "
                                         "Caylus 1303.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (opt_game == NULL)
    opt_game = g_strdup ("castles-of-burgundy");
  kingsburg = g_strcmp0 (opt_game, "kingsburg") == 0;
  carcassonne = g_strcmp0 (opt_game, "carcassonne") == 0;
  caylus = g_strcmp0 (opt_game, "caylus-1303") == 0;
  if (!kingsburg && !carcassonne && !caylus && g_strcmp0 (opt_game, "castles-of-burgundy") != 0)
    {
      fprintf (stderr, "--game is castles-of-burgundy, kingsburg, carcassonne or caylus-1303\n");
      return 2;
    }
  if (opt_players == 0)
    opt_players = kingsburg || carcassonne || caylus ? 5 : 4;
  if (opt_runs < 1 || opt_games < 1 || opt_players < 2
      || opt_players > (kingsburg || carcassonne || caylus ? 5 : 4))
    {
      fprintf (stderr, "--runs and --games must be positive, --players 2 to %d\n",
               kingsburg || carcassonne || caylus ? 5 : 4);
      return 2;
    }
  /* Carcassonne: the longest games, with every part of Traders & Builders. */
  json_object_set_boolean_member (carcassonne_options, "tiles", TRUE);
  json_object_set_boolean_member (carcassonne_options, "goods", TRUE);
  json_object_set_boolean_member (carcassonne_options, "builder", TRUE);
  json_object_set_boolean_member (carcassonne_options, "pig", TRUE);
  if (ts_games_lookup (opt_game) == NULL)
    {
      fprintf (stderr, "%s is not built in\n", opt_game);
      return 1;
    }
  if (opt_dir != NULL)
    {
      dir = g_strdup (opt_dir);
    }
  else
    {
      dir = g_strdup_printf ("bench-record-%d", (int) getpid ());
      own_dir = TRUE;
    }
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      fprintf (stderr, "cannot make %s\n", dir);
      return 1;
    }
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    steps[i]->ms = g_array_new (FALSE, FALSE, sizeof (double));

  for (int game = 0; game < opt_games; game++)
    {
      g_autoptr(TsMatch) made
          = kingsburg     ? ts_random_record_kingsburg (opt_players, 1000 + game, &error)
            : carcassonne ? ts_random_record_carcassonne (opt_players, carcassonne_options,
                                                          1000 + game, &error)
            : caylus      ? ts_random_record_caylus (opt_players, NULL, 1000 + game, &error)
                          : ts_random_record_burgundy (opt_players, 1000 + game, &error);
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *path = g_strdup_printf ("%s/game-%d.json", dir, game);
      g_autofree char *save_path = g_strdup_printf ("%s/saved-%d.json", dir, game);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFile) save_file = g_file_new_for_path (save_path);
      g_autoptr(TsMatch) match = NULL;
      guint n;

      if (made == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      ts_record_set_status (ts_match_get_record (made), ts_match_get_finished (made),
                            ts_match_get_winner (made));
      bytes = ts_record_to_bytes (ts_match_get_record (made));
      if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      n = ts_match_get_n_entries (made);
      total_entries += n;
      total_bytes += g_bytes_get_size (bytes);

      for (int run = 0; run < opt_runs; run++)
        {
          gint64 start = g_get_monotonic_time ();
          g_autoptr(TsMatch) loaded = ts_match_load (file, NULL, &error);

          add (&load, start);
          g_assert_no_error (error);
          g_assert_cmpuint (ts_match_get_n_entries (loaded), ==, n);
        }
      for (int run = 0; run < opt_runs; run++)
        {
          gint64 start = g_get_monotonic_time ();
          g_autoptr(TsRecord) record = ts_record_load (file, NULL, &error);
          g_autoptr(TsMatch) replayed = NULL;

          add (&read, start);
          g_assert_no_error (error);
          start = g_get_monotonic_time ();
          replayed = ts_match_new_for_record (record, &error);
          add (&replay, start);
          g_assert_no_error (error);
        }

      /* One entry at the table: the last entry applied at the end of the record (taken off
       * again between runs, untimed), then the autosave a TsMatch makes after it. The views'
       * legal-entry list is kept current, as when a game view shows it. */
      match = ts_match_load (file, NULL, &error);
      g_assert_no_error (error);
      ts_match_set_autosave (match, FALSE);
      ts_match_set_file (match, save_file);
      ts_match_get_legal_entries (match);
      ts_match_remove (match, n - 1, NULL, NULL);
      for (int run = 0; run < opt_runs; run++)
        {
          gint64 start = g_get_monotonic_time ();
          g_autoptr(GBytes) saved = NULL;

          g_assert_true (ts_match_undo (match));
          add (&apply, start);
          start = g_get_monotonic_time ();
          if (!ts_match_save (match, NULL, &error))
            {
              fprintf (stderr, "%s\n", error->message);
              return 1;
            }
          add (&save, start);
          start = g_get_monotonic_time ();
          saved = ts_record_to_bytes (ts_match_get_record (match));
          add (&serialise, start);
          g_assert_true (ts_match_redo (match));
        }
      g_remove (path);
      g_remove (save_path);
    }
  if (own_dir)
    g_rmdir (dir);

  printf ("%d random complete %d-player games of %s: %.0f entries and "
          "%.1f KiB per record on average; %d runs of each step per game\n\n",
          opt_games, opt_players, ts_games_lookup (opt_game)->name, (double) total_entries / opt_games,
          total_bytes / 1024.0 / opt_games, opt_runs);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      report (steps[i]);
      g_array_unref (steps[i]->ms);
    }
  return 0;
}

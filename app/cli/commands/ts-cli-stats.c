/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `tableside-cli stats [--json|--csv] [FOLDER]`: the statistics page's figures (issue 27), from the
 * saved games read through their index as the app reads them (ts_record_scan_read()). */
#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "ts-cli-commands.h"
#include "ts-imported-plays.h"
#include "ts-people.h"
#include "ts-record-info.h"
#include "ts-record-scan.h"
#include "ts-saved-games.h"
#include "ts-stats.h"

static gboolean opt_json;
static gboolean opt_csv;
static char *opt_game;
static int opt_players;
static char *opt_from;
static char *opt_to;
static char *opt_people;
static char *opt_bgstats;
static char *opt_import_bgstats;
static char *opt_imports;
static char **opt_keep_apart;
static gboolean opt_dry_run;
static gboolean opt_list_imports;
static char *opt_remove_import;

static const GOptionEntry entries[] = {
  { "json", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_json,
    N_("Print JSON instead of text"), NULL },
  { "csv", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_csv,
    N_("Print the plays as CSV, as the statistics page exports them"), NULL },
  { "game", 'g', G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &opt_game,
    N_("Only this game (its id, as “tableside-cli --help” lists them)"), N_("GAME") },
  { "players", 'p', G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &opt_players,
    N_("Only games of this many players"), N_("N") },
  { "from", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &opt_from,
    N_("Only games set up on or after this day"), N_("YYYY-MM-DD") },
  { "to", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &opt_to,
    N_("Only games set up on or before this day"), N_("YYYY-MM-DD") },
  { "people", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &opt_people,
    N_("The list of people (default: the app’s people.json)"), N_("FILE") },
  { "bgstats", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &opt_bgstats,
    N_("Write the plays as a BG Stats export to FILE (“-”: print it)"), N_("FILE") },
  { "import-bgstats", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &opt_import_bgstats,
    N_("Import the plays of a BG Stats export, with their scores only"), N_("FILE") },
  { "keep-apart", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, &opt_keep_apart,
    N_("With --import-bgstats: keep this player of the export apart from the person of "
       "that name (again for each)"), N_("NAME") },
  { "dry-run", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_dry_run,
    N_("With --import-bgstats: print the review, import nothing"), NULL },
  { "list-imports", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_list_imports,
    N_("List the imported batches of plays"), NULL },
  { "remove-import", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, &opt_remove_import,
    N_("Remove an imported batch of plays (its id, as --list-imports gives it)"), N_("ID") },
  { "imports", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &opt_imports,
    N_("The imported plays (default: the app’s imported-plays.json)"), N_("FILE") },
  { NULL }
};

static int
usage_error (const char *message)
{
  /* Translators: %s is the reason the command line was refused. */
  g_printerr (_("tableside-cli: %s\n"), message);
  g_printerr ("%s\n", _("Run “tableside-cli stats --help” to see the options."));
  return TS_CLI_USAGE;
}

/* Midnight (local time) starting @text, a day as YYYY-MM-DD, plus @days; 0 when it is not
 * a day. */
static gint64
parse_day (const char *text,
           int         days)
{
  int year, month, day;
  char end;
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(GDateTime) later = NULL;

  if (sscanf (text, "%4d-%2d-%2d%c", &year, &month, &day, &end) != 3)
    return 0;
  time = g_date_time_new_local (year, month, day, 0, 0, 0);
  if (time == NULL)
    return 0;
  later = g_date_time_add_days (time, days);
  return later != NULL ? g_date_time_to_unix (later) : 0;
}

static char *
duration_text (gint64 seconds)
{
  gint64 minutes = (seconds + 30) / 60;

  if (minutes < 60)
    /* Translators: how long a game takes, in minutes */
    return g_strdup_printf (ngettext ("%d minute", "%d minutes", minutes), (int) minutes);
  /* Translators: how long a game takes, hours and minutes (“1 h 25 min”) */
  return g_strdup_printf (_("%d h %02d min"), (int) (minutes / 60), (int) (minutes % 60));
}

/* "  FILE: why", the path in UTF-8 whatever its bytes, the reason escaped as all output. */
static void
print_file_line (TsRecordInfo *info,
                 const char   *why)
{
  g_autofree char *path = g_file_get_path (ts_record_info_get_file (info));
  g_autofree char *shown = g_filename_display_name (path != NULL ? path : "");
  g_autofree char *reason = why != NULL ? ts_cli_escape_controls (why) : NULL;

  if (reason != NULL)
    g_print ("  %s: %s\n", shown, reason);
  else
    g_print ("  %s\n", shown);
}

/* Issue 52: what leaves the statistics and why, each file named (the way to it: `check`, or
 * the app), and the conflict copies counted in place of such an original. */
static void
print_not_counted (TsStats *stats)
{
  GPtrArray *not_counted = ts_stats_get_not_counted (stats);
  GPtrArray *copies = ts_stats_get_counted_copies (stats);
  guint n_unscored = ts_stats_get_n_unscored (stats);
  guint n_unreadable = not_counted->len - n_unscored;

  if (n_unscored > 0)
    /* Translators: records whose entries do not all replay (an entry the rules refuse),
     * whatever their header says: they need attention on the start page */
    g_print (ngettext ("\n%u saved game needs attention (an entry does not replay) and is not "
                       "counted.\n",
                       "\n%u saved games need attention (an entry does not replay) and are not "
                       "counted.\n",
                       n_unscored),
             n_unscored);
  for (guint i = 0; i < not_counted->len; i++)
    if (ts_record_info_get_kind (not_counted->pdata[i]) == TS_RECORD_INFO_GAME)
      print_file_line (not_counted->pdata[i], ts_record_info_get_attention (not_counted->pdata[i]));
  if (n_unreadable > 0)
    /* Translators: files of the games folder that are no saved game Tableside can read */
    g_print (ngettext ("\n%u file of the folder cannot be read and is not counted:\n",
                       "\n%u files of the folder cannot be read and are not counted:\n",
                       n_unreadable),
             n_unreadable);
  for (guint i = 0; i < not_counted->len; i++)
    if (ts_record_info_get_kind (not_counted->pdata[i]) != TS_RECORD_INFO_GAME)
      print_file_line (not_counted->pdata[i], ts_record_info_get_problem (not_counted->pdata[i]));
  if (copies->len > 0)
    /* Translators: issue 52: conflict copies counted because their original needs attention
     * or cannot be read; their files follow */
    g_print (ngettext ("\n%u game is counted from its conflict copy (its original is not "
                       "counted):\n",
                       "\n%u games are counted from their conflict copies (their originals "
                       "are not counted):\n",
                       copies->len),
             copies->len);
  for (guint i = 0; i < copies->len; i++)
    print_file_line (copies->pdata[i], NULL);
}

static void
print_text (TsStats *stats)
{
  guint n_players = ts_stats_get_n_players (stats);

  if (ts_stats_get_n_games (stats) == 0)
    {
      g_print ("%s\n", _("No games kept match."));
      /* Games that need attention are said even when none is counted (issue 52). */
      print_not_counted (stats);
      return;
    }
  g_print ("%s\n", _("Players"));
  for (guint i = 0; i < n_players; i++)
    {
      const TsStatsPlayer *player = ts_stats_get_player (stats, i);

      /* Translators: a player's line: the name and how many games they finished; the wins
       * follow, with a plural of their own */
      g_print (ngettext ("  %s: %u game", "  %s: %u games", player->plays), player->name,
               player->plays);
      /* Translators: after a player's finished games: how many they won (“won” agrees with
       * the wins: “10 games, 1 won”) and the share of their games */
      g_print (ngettext (", %u won (%.0f%%)", ", %u won (%.0f%%)", player->wins), player->wins,
               player->plays > 0 ? 100.0 * player->wins / player->plays : 0.0);
      if (player->in_progress > 0)
        /* Translators: after a player's finished games: how many are not over */
        g_print (ngettext (", %u in progress", ", %u in progress", player->in_progress),
                 player->in_progress);
      g_print ("\n");
      for (guint k = 0; k < player->games->len; k++)
        {
          const TsStatsPlayerGame *game = player->games->pdata[k];
          const char *unit = ts_stats_points_label (game->module);

          if (game->plays == 0)
            continue;
          /* Translators: a player's figures in one game: the game and how many they
           * finished; the wins and the scores follow, with plurals of their own */
          g_print (ngettext ("    %s: %u played", "    %s: %u played", game->plays),
                   _(game->module->name), game->plays);
          /* Translators: after a player's finished games of a game: how many they won */
          g_print (ngettext (", %u won", ", %u won", game->wins), game->wins);
          if (game->scored > 0)
            /* Translators: a player's best, average and last score in a game, each followed
             * by the game's points (“VP”, “PP”) */
            g_print (_(", best %d %s, average %.1f %s, last %d %s"), game->best, unit,
                     game->average, unit, game->last, unit);
          if (game->score_only > 0)
            /* Translators: after a player's figures in a game: how many of their games were
             * imported from BG Stats, whose points by cause are not known */
            g_print (ngettext (" (%u imported: scores only)", " (%u imported: scores only)",
                               game->score_only),
                     game->score_only);
          g_print ("\n");
          for (guint c = 0; c < game->shares->len; c++)
            {
              const TsStatsShare *share = game->shares->pdata[c];

              if (share->average == 0 && share->table_average == 0)
                continue;
              if (share->share < 0)
                /* Translators: a category that takes points away: its name, the player's
                 * average a game (negative), the game's points, what it takes as a part of the
                 * points they won (a negative percentage, “-8%”), the table's average */
                g_print (_("      %s: %.1f %s a game (%d%% of the points won), table %.1f\n"),
                         share->label, share->average, unit,
                         (int) (share->share * 100 - 0.5), share->table_average);
              else
                /* Translators: where a player's points come from: the category, the player's
                 * average per game, the game's points, the part of their points, the table's
                 * average */
                g_print (_("      %s: %.1f %s a game (%.0f%%), table %.1f\n"), share->label,
                         share->average, unit, share->share * 100, share->table_average);
            }
        }
    }
  g_print ("\n%s\n", _("Games"));
  for (guint i = 0; i < ts_stats_get_n_games (stats); i++)
    {
      const TsStatsGame *game = ts_stats_get_game (stats, i);
      const char *unit = ts_stats_points_label (game->module);

      /* Translators: a game's line: its name and how many games of it are finished; the
       * games in progress follow, with a plural of their own */
      g_print (ngettext ("  %s: %u finished", "  %s: %u finished", game->plays),
               _(game->module->name), game->plays);
      /* Translators: after a player's finished games: how many are not over */
      g_print (ngettext (", %u in progress", ", %u in progress", game->in_progress),
               game->in_progress);
      g_print ("\n");
      if (game->record_game != NULL)
        {
          g_autofree char *path = g_file_get_path (ts_record_info_get_file (game->record_game));
          g_autofree char *shown = g_filename_display_name (path);

          /* Translators: the highest score in a game: points, unit, player, file */
          g_print (_("    record: %d %s, %s (%s)\n"), game->record, unit, game->record_name,
                   shown);
        }
      if (game->plays > 0)
        {
          /* Translators: the winners' average score, then the game's points (“VP”) */
          g_print (_("    average winning score: %.1f %s\n"), game->average_winning, unit);
        }
      if (game->n_timed > 0)
        {
          g_autofree char *text = duration_text (game->median_duration);

          /* Translators: how long the middle game takes, then of how many games it is */
          g_print (ngettext ("    median length: %s (%u game timed)\n",
                             "    median length: %s (%u games timed)\n", game->n_timed),
                   text, game->n_timed);
        }
    }
  if (ts_stats_get_n_score_only (stats) > 0)
    /* Translators: plays imported from BG Stats: counted for plays, wins and scores only */
    g_print (ngettext ("\n%u play is imported from BG Stats with its scores only: it counts "
                       "for plays, wins and scores, not for where the points come from.\n",
                       "\n%u plays are imported from BG Stats with their scores only: they "
                       "count for plays, wins and scores, not for where the points come "
                       "from.\n",
                       ts_stats_get_n_score_only (stats)),
             ts_stats_get_n_score_only (stats));
  print_not_counted (stats);
  if (ts_stats_get_n_sheets (stats) > 0)
    g_print (ngettext ("%u score sheet is not counted (it holds no record of the game).\n",
                       "%u score sheets are not counted (they hold no record of the game).\n",
                       ts_stats_get_n_sheets (stats)),
             ts_stats_get_n_sheets (stats));
  if (ts_stats_get_n_conflicts (stats) > 0)
    /* Translators: issue 43: copies a sync tool kept of a game changed on two computers */
    g_print (ngettext ("%u conflict copy is not counted (its original is).\n",
                       "%u conflict copies are not counted (their originals are).\n",
                       ts_stats_get_n_conflicts (stats)),
             ts_stats_get_n_conflicts (stats));
}

/* The plays as the page exports them (docs/file-format.md, "Plays as CSV"), CRLF line ends
 * kept; a control character in a name is written escaped, as everything the CLI prints. */
static void
print_csv (TsStats *stats)
{
  g_autofree char *csv = ts_stats_dup_csv (stats);
  g_auto(GStrv) lines = g_strsplit (csv, "\r\n", -1);

  /* The last "line" is the empty text after the last line end. */
  for (guint i = 0; lines[i] != NULL && lines[i + 1] != NULL; i++)
    {
      g_autofree char *line = ts_cli_escape_controls (lines[i]);

      fputs (line, stdout);
      fputs ("\r\n", stdout);
    }
  fflush (stdout);
}

const char *
ts_cli_stats_summary (void)
{
  return _("Statistics of the saved games: plays, wins, scores and where points come from");
}

int
ts_cli_stats_main (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GFile) people_file = NULL;
  g_autoptr(TsPeople) people = NULL;
  g_autoptr(GFile) imports_file = NULL;
  g_autoptr(TsImportedPlays) imported = NULL;
  g_autoptr(GListStore) infos = NULL;
  g_autoptr(TsStats) stats = NULL;
  TsStatsFilter filter = { 0 };
  gboolean unreadable_imports;
  guint n_modes;

  /* Translators: keep “stats [FOLDER]” untranslated: it is what the user types */
  context = g_option_context_new (_("stats [FOLDER]"));
  g_option_context_set_summary (context, ts_cli_stats_summary ());
  g_option_context_set_description (
      context, _("FOLDER holds saved games (default: the app’s saved games). Finished games "
                 "count for plays, wins and scores, games in progress as plays in progress; a "
                 "shared win is a win for each winner. See docs/file-format.md, “Statistics”."));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (error->message);
  /* argv[0] is the program, argv[1] "stats". */
  if (argc > 3)
    return usage_error (_("“stats” takes at most one folder"));
  if (opt_json && opt_csv)
    return usage_error (_("--json and --csv cannot be used together"));
  if (opt_game != NULL && ts_record_lookup_game (opt_game) == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("no game has the id “%s”"), opt_game);

      return usage_error (message);
    }
  if (opt_players < 0 || opt_players > 8)
    return usage_error (_("--players takes a number of players from 1 to 8"));
  filter.game_id = opt_game;
  filter.n_players = opt_players;
  if (opt_from != NULL && (filter.from = parse_day (opt_from, 0)) == 0)
    return usage_error (_("--from takes a day as YYYY-MM-DD"));
  if (opt_to != NULL && (filter.to = parse_day (opt_to, 1)) == 0)
    return usage_error (_("--to takes a day as YYYY-MM-DD"));
  n_modes = (opt_bgstats != NULL) + (opt_import_bgstats != NULL) + (opt_list_imports != FALSE)
            + (opt_remove_import != NULL);
  if (n_modes > 1)
    return usage_error (_("--bgstats, --import-bgstats, --list-imports and --remove-import "
                          "are one at a time"));
  if (n_modes > 0 && (opt_json || opt_csv))
    return usage_error (_("--json and --csv print the statistics, not with --bgstats, "
                          "--import-bgstats, --list-imports or --remove-import"));
  if ((opt_keep_apart != NULL || opt_dry_run) && opt_import_bgstats == NULL)
    return usage_error (_("--keep-apart and --dry-run go with --import-bgstats"));
  /* Issue 52: an empty name is no file: GIO took it for the current folder. */
  {
    const struct { const char *option; const char *value; } files[] = {
      { "--bgstats", opt_bgstats }, { "--import-bgstats", opt_import_bgstats },
      { "--imports", opt_imports }, { "--people", opt_people },
    };

    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      if (files[i].value != NULL && *files[i].value == '\0')
        {
          /* Translators: %s is an option (“--bgstats”) given "" */
          g_autofree char *message = g_strdup_printf (_("%s takes a file, and an empty name "
                                                        "names none"),
                                                      files[i].option);

          return usage_error (message);
        }
    if (argc == 3 && *argv[2] == '\0')
      return usage_error (_("an empty name names no folder"));
  }

  /* Without a folder, the one the app saves in: its Preferences' choice if there is one. */
  if (argc != 3)
    ts_record_dir_load_setting ("io.github.tableside.Tableside");
  dir = argc == 3 ? g_file_new_for_commandline_arg (argv[2]) : ts_record_dir ();
  people_file = opt_people != NULL ? g_file_new_for_commandline_arg (opt_people)
                                   : ts_people_default_file ();
  people = ts_people_load (people_file);
  if (ts_people_get_problem (people) != NULL)
    g_printerr (_("tableside-cli: %s\n"), ts_people_get_problem (people));
  imports_file = opt_imports != NULL ? g_file_new_for_commandline_arg (opt_imports)
                                     : ts_imported_plays_default_file ();
  imported = ts_imported_plays_load (imports_file);
  /* Issue 52: imported plays that cannot be read are not “no plays”: the sentence names the
   * file, and the exit status says so. Listing, removing, importing and exporting stop there
   * (an export would leave them out); the statistics print what the saved games say. */
  unreadable_imports = ts_imported_plays_get_problem (imported) != NULL;
  if (unreadable_imports)
    g_printerr (_("tableside-cli: %s\n"), ts_imported_plays_get_problem (imported));
  if (unreadable_imports && (opt_list_imports || opt_remove_import != NULL
                             || opt_import_bgstats != NULL || opt_bgstats != NULL))
    return TS_CLI_REFUSED;
  if (opt_list_imports)
    return ts_cli_imports_list (imported);
  if (opt_remove_import != NULL)
    return ts_cli_imports_remove (imported, opt_remove_import);
  /* The app's own folder is missing before the first game is saved: no games yet. A folder
   * named on the command line that is not there is a mistake (a typo, a drive not mounted),
   * not a folder of no games. */
  if (argc == 3)
    {
      g_autoptr(GFileInfo) info = g_file_query_info (dir, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                     G_FILE_QUERY_INFO_NONE, NULL, &error);

      if (info == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          /* As typed, in UTF-8 whatever bytes it is made of. */
          g_autofree char *name = g_filename_display_name (argv[2]);

          /* Translators: %s is a folder given on the command line */
          g_printerr (_("tableside-cli: there is no folder “%s”\n"), name);
          return TS_CLI_REFUSED;
        }
      g_clear_error (&error);
    }
  /* The folder the games-folder setting names is checked alike, and a value that is no
   * folder's path is refused, naming the setting (issue 52). */
  else if (!ts_saved_games_check_folder (dir, &error))
    {
      g_printerr (_("tableside-cli: %s\n"), error->message);
      return TS_CLI_REFUSED;
    }
  infos = ts_record_scan_read (dir, NULL, &error);
  if (infos == NULL)
    {
      g_printerr (_("tableside-cli: %s\n"), error->message);
      return TS_CLI_REFUSED;
    }
  if (opt_import_bgstats != NULL)
    return ts_cli_bgstats_import (opt_import_bgstats, people, imported, G_LIST_MODEL (infos),
                                  opt_keep_apart, opt_dry_run);
  if (opt_bgstats != NULL)
    return ts_cli_bgstats_export (G_LIST_MODEL (infos), imported, people, opt_bgstats);
  stats = ts_stats_new_full (G_LIST_MODEL (infos), ts_imported_plays_get_infos (imported), people,
                             &filter);
  if (opt_json)
    {
      g_autoptr(JsonNode) node = ts_stats_to_json (stats);
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autofree char *text = NULL;

      json_generator_set_root (generator, node);
      json_generator_set_pretty (generator, TRUE);
      json_generator_set_indent (generator, 2);
      text = json_generator_to_data (generator, NULL);
      g_print ("%s\n", text);
    }
  else if (opt_csv)
    print_csv (stats);
  else
    print_text (stats);
  /* What the JSON counts as "unscored" and the CSV leaves out, said where a person sees it. */
  if ((opt_json || opt_csv) && ts_stats_get_n_unscored (stats) > 0)
    /* Translators: issue 52: said on stderr with --json and --csv */
    g_printerr (ngettext ("tableside-cli: %u saved game needs attention and is not counted.\n",
                          "tableside-cli: %u saved games need attention and are not counted.\n",
                          ts_stats_get_n_unscored (stats)),
                ts_stats_get_n_unscored (stats));
  return unreadable_imports ? TS_CLI_REFUSED : TS_CLI_OK;
}

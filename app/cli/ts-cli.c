/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ts-cli.h"
#include "ts-cli-commands.h"
#include "ts-game.h"

/* tableside-cli: the record file from the command line. Every command replays the record
 * through the same loader as the app, so what the CLI accepts the app opens. "sheet" reads a
 * final-scoring sheet instead (docs/file-format.md): The Castles of Burgundy's,
 * Carcassonne's final map, Kingsburg's or Caylus 1303's, each through its game's own sheet
 * API and the same readers as the app's sheet windows. */

typedef struct
{
  const char *name;
  const char *summary;
  int (*run) (GFile *file);
  gboolean json;  /* takes --json */
  gboolean runs;  /* takes --runs */
  gboolean sheet; /* reads a final-scoring sheet, not a record */
  gboolean now;   /* takes --now */
} Command;

static gboolean opt_version;
static gboolean opt_json;
static gboolean opt_now;
static int opt_runs = 50;
static char *opt_of; /* sheet --of RECORD: write a record's sheet instead of scoring one */

static int run_check (GFile *file);
static int run_score (GFile *file);
static int run_moves (GFile *file);
static int run_bench (GFile *file);
static int run_sheet (GFile *file);

static const Command commands[] = {
  { "check", N_("Replay a record, or every record of a folder, and report how it opens: "
                "the first entry the rules refuse, or the earlier reading it is kept under"),
    run_check,
    TRUE, FALSE, FALSE, FALSE },
  { "score", N_("Show each player’s score with its causes (the final breakdown once the game "
                "is finished)"),
    run_score, TRUE, FALSE, FALSE, TRUE },
  { "moves", N_("List the entries that are legal at the end of a record"), run_moves, TRUE,
    FALSE, FALSE, FALSE },
  { "bench", N_("Time loading and replaying a record, and saving one entry"), run_bench, TRUE,
    TRUE, FALSE, FALSE },
  { "sheet", N_("Score a final-scoring sheet (a finished game not kept with Tableside)"),
    run_sheet, TRUE, FALSE, TRUE, FALSE },
};

static const GOptionEntry main_entries[] = {
  { "version", 'V', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_version,
    N_("Print the version and exit"), NULL },
  { NULL }
};

static const GOptionEntry json_entries[] = {
  { "json", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_json,
    N_("Print JSON instead of text"), NULL },
  { NULL }
};

static const GOptionEntry now_entries[] = {
  { "now", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_now,
    N_("Add where each player would stand if the game ended after the last entry, by the "
       "game’s own final scoring"),
    NULL },
  { NULL }
};

static const GOptionEntry of_entries[] = {
  { "of", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, &opt_of,
    N_("Write the final-scoring sheet of a finished record instead, to OUT or to the standard "
       "output"),
    N_("RECORD") },
  { NULL }
};

static const GOptionEntry runs_entries[] = {
  { "runs", 'n', G_OPTION_FLAG_NONE, G_OPTION_ARG_INT, &opt_runs,
    N_("Time each step this many times (default 50)"), N_("N") },
  { NULL }
};

/* -------------------------------------------------------------------------------------- */

static int
run_check (GFile *file)
{
  return ts_cli_check (file, opt_json);
}

/* -------------------------------------------------------------------------------------- */


static int
run_score (GFile *file)
{
  g_autoptr(TsMatch) match = ts_cli_load (file);
  g_autoptr(GPtrArray) ledger = NULL;

  if (match == NULL)
    return TS_CLI_REFUSED;
  ledger = ts_match_dup_ledger (match);
  if (opt_json)
    {
      g_autoptr(JsonNode) node = ts_cli_score_json (match, ledger, file, opt_now);

      ts_cli_print_json (node);
    }
  else
    {
      ts_cli_score_text (match, ledger, file, opt_now);
    }
  return TS_CLI_OK;
}

/* -------------------------------------------------------------------------------------- */

static int
run_moves (GFile *file)
{
  return ts_cli_moves (file, opt_json);
}

/* -------------------------------------------------------------------------------------- */

static int
run_sheet (GFile *file)
{
  return ts_cli_sheet (file, opt_json);
}

/* -------------------------------------------------------------------------------------- */

static int
run_bench (GFile *file)
{
  return ts_cli_bench (file, opt_json, opt_runs);
}

/* -------------------------------------------------------------------------------------- */

static void
describe_main (GString *out)
{
  guint n_games = 0;
  const TsGameModule *const *games = ts_games_get_all (&n_games);

  g_string_append_printf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (out, "  %-8s %s\n", commands[i].name, _(commands[i].summary));
  /* Translators: keep “board check FILE…” untranslated: it is what the user types */
  g_string_append_printf (out, "  %s\n           %s\n", _("board check FILE…"),
                          ts_cli_board_summary ());
  /* Translators: keep “stats [FOLDER]” untranslated: it is what the user types */
  g_string_append_printf (out, "  %s\n           %s\n", _("stats [FOLDER]"),
                          ts_cli_stats_summary ());
  /* Translators: keep “serve RECORD” untranslated: it is what the user types */
  g_string_append_printf (out, "  %s\n           %s\n", _("serve RECORD"),
                          ts_cli_serve_summary ());
  g_string_append_printf (out, "\n%s\n\n",
                          _("Run “tableside-cli COMMAND --help” for a command’s options."));

  if (n_games == 0)
    {
      g_string_append_printf (out, "%s\n", _("No game modules are built in yet."));
      return;
    }
  g_string_append_printf (out, "%s\n", _("Games:"));
  for (guint i = 0; i < n_games; i++)
    g_string_append_printf (out, "  %-24s %s\n", games[i]->id, _(games[i]->name));
}

static int
run_command (const Command *command,
             int            argc,
             char         **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *parameter = g_strdup_printf (
    "%s %s", command->name,
    command->sheet
      /* Translators: what `sheet` takes; keep “--of” untranslated: it is what the user types */
      ? _("FILE | --of RECORD [OUT]")
      : _("FILE"));

  context = g_option_context_new (parameter);
  g_option_context_set_summary (context, _(command->summary));
  if (command->sheet)
    {
      /* Issue 58's games in a message of their own: the older one keeps its translations. */
      g_autofree char *description = g_strconcat (
        _("A sheet holds, per player, the VP track and token, goods, silver, workers, the "
          "end-game monasteries with their counts (15-26, and 29 with its white castles), the "
          "empty spaces and the bridge; with the modules also the shields held, the crane "
          "(counted as the building type that scores most) and the geese (a species for "
          "monastery 24). See docs/file-format.md, “The final-scoring sheet”.\n\n"
          "A Carcassonne sheet holds the final map: the tiles as they lie (code, place, "
          "rotation; the start tile first), the figures still on it by player, each player's "
          "goods tokens and VP on the score track before the final scoring, and the options. "
          "See docs/file-format.md, “Carcassonne's final-map sheet”."), "\n\n",
        _("A Kingsburg sheet holds, per player, the VP on the track after year V, the "
          "buildings of their province and their gold, wood and stone; a Caylus 1303 sheet, the "
          "PP each player holds and their gold. See docs/file-format.md, “Kingsburg's and "
          "Caylus 1303's final-scoring sheets”."), NULL);

      g_option_context_set_description (context, description);
    }
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (command->json)
    g_option_context_add_main_entries (context, json_entries, GETTEXT_PACKAGE);
  if (command->runs)
    g_option_context_add_main_entries (context, runs_entries, GETTEXT_PACKAGE);
  if (command->sheet)
    g_option_context_add_main_entries (context, of_entries, GETTEXT_PACKAGE);
  if (command->now)
    g_option_context_add_main_entries (context, now_entries, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    return ts_cli_usage_error (error->message);
  if (opt_of != NULL)
    {
      g_autoptr(GFile) record = g_file_new_for_commandline_arg (opt_of);

      if (argc > 3)
        return ts_cli_usage_error (_("“sheet --of RECORD” takes at most one output file"));
      return ts_cli_sheet_of (record, argc == 3 ? argv[2] : NULL);
    }
  /* argv[0] is the program, argv[1] the command. */
  if (argc != 3)
    {
      g_autofree char *message =
          command->sheet
              /* Translators: %s is a command, as in “sheet”. */
              ? g_strdup_printf (_("“%s” takes one sheet file"), command->name)
              : command->run == run_check
                    /* Translators: %s is a command, as in “check”. */
                    ? g_strdup_printf (_("“%s” takes one record file or folder"), command->name)
                    /* Translators: %s is a command, as in “check”. */
                    : g_strdup_printf (_("“%s” takes one record file"), command->name);

      return ts_cli_usage_error (message);
    }
  file = g_file_new_for_commandline_arg (argv[2]);
  return command->run (file);
}

static void
print_escaped (const char *text)
{
  g_autofree char *escaped = ts_cli_escape_controls (text);

  fputs (escaped, stdout);
  fflush (stdout);
}

static void
printerr_escaped (const char *text)
{
  g_autofree char *escaped = ts_cli_escape_controls (text);

  fputs (escaped, stderr);
}

int
ts_cli_main (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) description = g_string_new (NULL);
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* Tests point it at the build's catalogs, as they do for the app. */
  bindtextdomain (GETTEXT_PACKAGE,
                  localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_print_handler (print_escaped);
  g_set_printerr_handler (printerr_escaped);

  if (argc > 1 && g_strcmp0 (argv[1], "board") == 0)
    return ts_cli_board_main (argc, argv);
  if (argc > 1 && g_strcmp0 (argv[1], "stats") == 0)
    return ts_cli_stats_main (argc, argv);
  if (argc > 1 && g_strcmp0 (argv[1], "serve") == 0)
    return ts_cli_serve_main (argc, argv);
  if (argc > 1)
    for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
      if (g_strcmp0 (argv[1], commands[i].name) == 0)
        return run_command (&commands[i], argc, argv);

  context = g_option_context_new (_("COMMAND FILE"));
  g_option_context_set_summary (context,
                                _("Check and score board-game records kept with Tableside."));
  describe_main (description);
  g_option_context_set_description (context, description->str);
  g_option_context_add_main_entries (context, main_entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    return ts_cli_usage_error (error->message);

  if (opt_version)
    {
      g_print ("tableside-cli %s\n", PACKAGE_VERSION);
      return TS_CLI_OK;
    }

  if (argc > 1)
    {
      g_printerr (_("tableside-cli: unknown command “%s”\n"), argv[1]);
      g_printerr ("%s\n", _("Run “tableside-cli --help” to see the options."));
      return TS_CLI_USAGE;
    }

  {
    g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);
    g_print ("%s", help);
  }
  return TS_CLI_OK;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli board check FILE...: reads boards exported by Tableside (a club's boards of
 * The Castles of Burgundy, docs/file-format.md) and says, for each, what keeps it from
 * starting a game. The same engine functions as the app's board editor. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-cli-commands.h"
#include "ts-burgundy.h"

static gboolean opt_json;

static const GOptionEntry entries[] = {
  { "json", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_json,
    N_("Print JSON instead of text"), NULL },
  { NULL }
};

static int
usage_error (const char *message)
{
  /* Translators: %s is the reason the command line was refused. */
  g_printerr (_("tableside-cli: %s\n"), message);
  g_printerr ("%s\n", _("Run “tableside-cli board --help” to see the options."));
  return TS_CLI_USAGE;
}

/* With --json, one object per file: "file", "ok", then "board" (its name), "id" and
 * "problems" (each with its "text" and the "spaces" it is about), or "error" when the file
 * cannot be read. */
static void
add_json (JsonBuilder           *builder,
          const char            *name,
          const TsBurgundyDuchy *board,
          GPtrArray             *problems,
          const GError          *error)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "file");
  json_builder_add_string_value (builder, name);
  json_builder_set_member_name (builder, "ok");
  json_builder_add_boolean_value (builder, error == NULL && problems->len == 0);
  if (error != NULL)
    {
      json_builder_set_member_name (builder, "error");
      json_builder_add_string_value (builder, error->message);
      json_builder_end_object (builder);
      return;
    }
  json_builder_set_member_name (builder, "board");
  json_builder_add_string_value (builder, board->name);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, board->id);
  json_builder_set_member_name (builder, "problems");
  json_builder_begin_array (builder);
  for (guint i = 0; i < problems->len; i++)
    {
      const TsBurgundyBoardProblem *problem = g_ptr_array_index (problems, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, problem->text);
      json_builder_set_member_name (builder, "spaces");
      json_builder_begin_array (builder);
      for (guint space = 0; space < TS_BURGUNDY_MAX_SPACES; space++)
        if (ts_burgundy_spaces_has (&problem->spaces, space))
          json_builder_add_int_value (builder, space);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* One file: 0 when its board can start a game, 1 when it cannot be read or has problems.
 * With @builder, added to it as JSON instead of printed. */
static int
check_file (const TsBurgundyData *data,
            const char           *arg,
            JsonBuilder          *builder)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (arg);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  /* The name as typed, in UTF-8 whatever bytes it is made of (issue 40). */
  g_autofree char *shown = g_filename_display_name (arg);
  TsBurgundyDuchy board;
  const char *name;

  if (!ts_burgundy_board_import_file (file, shown, &board, &error))
    {
      if (builder != NULL)
        add_json (builder, shown, NULL, NULL, error);
      else
        /* Translators: %s is the reason a board file was refused; it names the file. */
        g_printerr (_("tableside-cli: %s\n"), error->message);
      return TS_CLI_REFUSED;
    }
  name = board.name[0] != '\0' ? board.name : board.id;
  problems = ts_burgundy_board_problems (data, &board);
  if (builder != NULL)
    add_json (builder, shown, &board, problems, NULL);
  else if (problems->len == 0)
    /* Translators: a file name, the board's name */
    g_print (_("%s: board “%s” can start a game.\n"), shown, name);
  else
    {
      /* Translators: a file name, the board's name; the problems follow, one a line */
      g_print (_("%s: board “%s” cannot start a game:\n"), shown, name);
      for (guint i = 0; i < problems->len; i++)
        {
          const TsBurgundyBoardProblem *problem = g_ptr_array_index (problems, i);

          g_print ("  - %s\n", problem->text);
        }
    }
  return problems->len == 0 ? TS_CLI_OK : TS_CLI_REFUSED;
}

const char *
ts_cli_board_summary (void)
{
  return _("Check boards of The Castles of Burgundy exported from the board editor");
}

int
ts_cli_board_main (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  const TsBurgundyData *data;
  int status = TS_CLI_OK;

  /* Translators: keep “board check FILE…” untranslated: it is what the user types */
  context = g_option_context_new (_("board check FILE…"));
  g_option_context_set_summary (context, ts_cli_board_summary ());
  g_option_context_set_description (
      context,
      _("Each FILE is a board of The Castles of Burgundy exported by Tableside (format "
        "“tableside-burgundy-player-board”, see docs/file-format.md). For each, says that it "
        "can start a game or lists what is wrong with it: spaces not entered yet, colour "
        "counts, areas of more than 8 spaces, die numbers, start spaces and outposts. The "
        "exit status is 1 when a file cannot be read or a board has problems."));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (error->message);
  /* argv[0] is the program, argv[1] "board", argv[2] the subcommand. */
  if (argc < 3 || g_strcmp0 (argv[2], "check") != 0)
    return usage_error (argc < 3 ? _("“board” needs a subcommand: “board check FILE…”")
                                 : _("“board” knows one subcommand: “board check FILE…”"));
  if (argc < 4)
    return usage_error (_("“board check” takes one or more board files"));
  data = ts_burgundy_data_get (&error);
  if (data == NULL)
    {
      g_printerr (_("tableside-cli: %s\n"), error->message);
      return TS_CLI_REFUSED;
    }
  if (opt_json)
    {
      builder = json_builder_new ();
      json_builder_begin_array (builder);
    }
  for (int i = 3; i < argc; i++)
    if (check_file (data, argv[i], builder) != TS_CLI_OK)
      status = TS_CLI_REFUSED;
  if (builder != NULL)
    {
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      json_generator_set_root (generator, root);
      json_generator_set_pretty (generator, TRUE);
      json_generator_set_indent (generator, 2);
      text = json_generator_to_data (generator, NULL);
      g_print ("%s\n", text);
    }
  return status;
}

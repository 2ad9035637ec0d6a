/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <glib/gi18n.h>

#include "ts-game.h"

static gboolean opt_version;

static const GOptionEntry entries[] = {
  { "version", 'V', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, &opt_version,
    N_("Print the version and exit"), NULL },
  { NULL }
};

static void
print_games (GString *out)
{
  guint n_games = 0;
  const TsGameModule *const *games = ts_games_get_all (&n_games);

  if (n_games == 0)
    {
      g_string_append_printf (out, "%s\n", _("No game modules are built in yet."));
      return;
    }
  g_string_append_printf (out, "%s\n", _("Games:"));
  for (guint i = 0; i < n_games; i++)
    g_string_append_printf (out, "  %-24s %s\n", games[i]->id, _(games[i]->name));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) description = g_string_new (NULL);

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
                                _("Check and score board-game records kept with Tableside."));
  print_games (description);
  g_option_context_set_description (context, description->str);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      /* Translators: %s is the reason the command line was refused. */
      g_printerr (_("tableside-cli: %s\n"), error->message);
      g_printerr ("%s\n", _("Run “tableside-cli --help” to see the options."));
      return 2;
    }

  if (opt_version)
    {
      g_print ("tableside-cli %s\n", PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }

  if (argc > 1)
    {
      g_printerr (_("tableside-cli: unknown command “%s”\n"), argv[1]);
      g_printerr ("%s\n", _("Run “tableside-cli --help” to see the options."));
      return 2;
    }

  {
    g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);
    g_print ("%s", help);
  }
  return EXIT_SUCCESS;
}

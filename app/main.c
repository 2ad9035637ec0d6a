/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ts-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TsApplication) app = NULL;
  /* build-aux/run points this at the translations compiled in the build tree. */
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");

  /* Before any text is translated, so that --help is too. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE,
                  localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = ts_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ts-application.h"
#include "ts-font-warm.h"
#include "ts-frame-memory.h"
#include "ts-match-prefetch.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TsApplication) app = NULL;
  int status;
  /* build-aux/run points this at the translations compiled in the build tree. */
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");

  ts_frame_memory_keep ();
  /* Before the game's reading starts its thread. */
  ts_font_warm_look_at_cores ();
  /* Before any text is translated, so that --help is too. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE,
                  localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = ts_application_new ();
  /* `tableside FILE`: the game is read on a second thread while GTK starts (issue 56). */
  ts_application_prefetch_args (argc, argv);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  ts_match_prefetch_drop ();
  return status;
}

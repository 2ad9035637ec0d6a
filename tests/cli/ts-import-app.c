/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "The app" of test-cli-import-safety.c (issue 52): imports a BG Stats export the way the
 * app's TsImportReview does, through ts_bgstats_import_commit() on the people and imported
 * plays it loaded when it started, while tableside-cli imports into the same files.
 *
 *   ts-import-app EXPORT PEOPLE IMPORTS NAME
 *
 * loads the people, the imported plays and the export and builds the review, prints "ready",
 * waits for a line on its standard input, adds the person NAME and saves the people (as a new
 * game's setup does), imports, and prints "imported BATCH". */
#include <stdio.h>

#include "ts-bgstats-import.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) export_file = NULL;
  g_autoptr(GFile) people_file = NULL;
  g_autoptr(GFile) imports_file = NULL;
  g_autoptr(TsPeople) people = NULL;
  g_autoptr(TsImportedPlays) imported = NULL;
  g_autoptr(TsBgStatsExport) export = NULL;
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *batch = NULL;
  char line[16];

  if (argc != 5)
    {
      fprintf (stderr, "usage: %s EXPORT PEOPLE IMPORTS NAME\n", argv[0]);
      return 2;
    }
  export_file = g_file_new_for_commandline_arg (argv[1]);
  people_file = g_file_new_for_commandline_arg (argv[2]);
  imports_file = g_file_new_for_commandline_arg (argv[3]);
  people = ts_people_load (people_file);
  imported = ts_imported_plays_load (imports_file);
  export = ts_bgstats_read_file (export_file, &error);
  if (export == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  name = g_file_get_basename (export_file);
  import = ts_bgstats_import_new (g_steal_pointer (&export), name, people, imported, NULL);
  printf ("ready\n");
  fflush (stdout);
  if (fgets (line, sizeof line, stdin) == NULL)
    return 1;
  if (ts_people_ensure (people, argv[4], "red") == NULL || !ts_people_save (people, &error)
      || !ts_bgstats_import_commit (import, &batch, &error))
    {
      fprintf (stderr, "%s\n", error != NULL ? error->message : "no person");
      return 1;
    }
  printf ("imported %s\n", batch);
  return 0;
}

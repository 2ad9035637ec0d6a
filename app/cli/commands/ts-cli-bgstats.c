/* SPDX-License-Identifier: GPL-3.0-or-later */
/* BG Stats out and in from `tableside-cli stats` (issue 43): `--bgstats FILE [FOLDER]` writes
 * the plays as a BG Stats export, `--import-bgstats FILE` reads one into the imported plays
 * (the review printed: who is whom, what is skipped), `--list-imports` and `--remove-import
 * ID` show and take out a batch. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n.h>

#include "ts-atomic-write.h"
#include "ts-bgstats-import.h"
#include "ts-export-target.h"
#include "ts-cli-commands.h"
#include "ts-player-name.h"

int
ts_cli_bgstats_export (GListModel      *infos,
                       TsImportedPlays *imported,
                       TsPeople        *people,
                       const char      *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *shown = NULL;
  guint n_plays = 0;

  text = ts_bgstats_write (infos, imported, people, &n_plays);
  if (g_str_equal (path, "-"))
    {
      fputs (text, stdout);
      fputc ('\n', stdout);
      return TS_CLI_OK;
    }
  shown = g_filename_display_name (path);
  if (!ts_export_target_check (path, NULL, &error))
    {
      /* Translators: why the file named for the output is not written (a sentence). */
      g_printerr (_("tableside-cli: nothing written: %s\n"), error->message);
      return TS_CLI_REFUSED;
    }
  file = g_file_new_for_commandline_arg (path);
  if (!ts_atomic_write (file, text, strlen (text), NULL, &error))
    {
      /* Translators: a file's name, then why it could not be written */
      g_printerr (_("tableside-cli: “%s” could not be written: %s\n"), shown, error->message);
      return TS_CLI_REFUSED;
    }
  /* Translators: after an export for BG Stats: how many plays, the file */
  g_print (ngettext ("Wrote %u play to “%s”.\n", "Wrote %u plays to “%s”.\n", n_plays), n_plays,
           shown);
  return TS_CLI_OK;
}

static void
print_review (TsBgStatsImport *import)
{
  for (guint i = 0; i < ts_bgstats_import_get_n_rows (import); i++)
    {
      const TsBgStatsRow *row = ts_bgstats_import_get_row (import, i);
      g_autofree char *name = ts_cli_escape_controls (row->name);
      g_autofree char *plays = g_strdup_printf (ngettext ("%u play", "%u plays", row->n_plays),
                                                row->n_plays);

      switch (row->choice)
        {
        case TS_BGSTATS_CHOICE_SAME:
          {
            g_autofree char *person = ts_cli_escape_controls (row->person_name);

            /* Translators: the import's review: a BG Stats player, their plays, the person
             * of Tableside they are taken for */
            g_print (_("  %s (%s): the same person as %s\n"), name, plays, person);
          }
          break;
        case TS_BGSTATS_CHOICE_APART:
          {
            g_autofree char *apart = ts_cli_escape_controls (row->apart_name);

            /* Translators: the import's review: a BG Stats player, their plays, the new
             * name they are kept apart under */
            g_print (_("  %s (%s): kept apart, as %s\n"), name, plays, apart);
          }
          break;
        case TS_BGSTATS_CHOICE_NEW:
        default:
          /* Translators: the import's review: a BG Stats player, their plays */
          g_print (_("  %s (%s): a new player\n"), name, plays);
          break;
        }
    }
}

int
ts_cli_bgstats_import (const char      *path,
                       TsPeople        *people,
                       TsImportedPlays *imported,
                       GListModel      *saved,
                       char           **keep_apart,
                       gboolean         dry_run)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = NULL;
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autofree char *name = ts_record_display_basename (file);
  g_autofree char *summary = NULL;
  g_autofree char *batch = NULL;

  export = ts_bgstats_read_file (file, &error);
  if (export == NULL)
    {
      g_autofree char *message = ts_cli_escape_controls (error->message);

      g_printerr (_("tableside-cli: %s\n"), message);
      return TS_CLI_REFUSED;
    }
  import = ts_bgstats_import_new (g_steal_pointer (&export), name, people, imported, saved);
  for (guint k = 0; keep_apart != NULL && keep_apart[k] != NULL; k++)
    {
      /* A name typed is kept as names are (ts-player-name.h), as the export's were. */
      g_autofree char *typed = ts_player_name_normalize (keep_apart[k], NULL);
      g_autofree char *wanted = NULL;
      gboolean found = FALSE;

      if (typed == NULL)
        {
          g_printerr ("%s\n", _("tableside-cli: --keep-apart takes a player’s name, and a "
                                 "blank one names nobody"));
          return TS_CLI_USAGE;
        }
      wanted = ts_people_fold_name (typed);

      for (guint i = 0; i < ts_bgstats_import_get_n_rows (import); i++)
        {
          g_autofree char *folded = ts_people_fold_name (ts_bgstats_import_get_row (import,
                                                                                   i)->name);

          if (g_str_equal (folded, wanted))
            found |= ts_bgstats_import_set_choice (import, i, TS_BGSTATS_CHOICE_APART);
        }
      if (!found)
        {
          g_autofree char *shown = ts_cli_escape_controls (keep_apart[k]);

          /* Translators: %s is a name given to --keep-apart */
          g_printerr (_("tableside-cli: --keep-apart: no player of the import is called “%s” "
                        "and has a person of that name to be kept apart from\n"),
                      shown);
          return TS_CLI_USAGE;
        }
    }
  if (ts_bgstats_import_get_n_rows (import) > 0)
    {
      g_print ("%s\n", _("Players:"));
      print_review (import);
    }
  summary = ts_bgstats_import_dup_summary (import);
  {
    g_autofree char *shown = ts_cli_escape_controls (summary);

    g_print ("%s\n", shown);
  }
  if (dry_run)
    return TS_CLI_OK;
  if (!ts_bgstats_import_commit (import, &batch, &error))
    {
      g_autofree char *message = ts_cli_escape_controls (error->message);

      g_printerr (_("tableside-cli: %s\n"), message);
      return TS_CLI_REFUSED;
    }
  /* Translators: after an import: the batch's id, twice (keep the command as it is) */
  g_print (_("Imported as %s. “tableside-cli stats --remove-import %s” takes these plays out "
             "again.\n"),
           batch, batch);
  return TS_CLI_OK;
}

int
ts_cli_imports_list (TsImportedPlays *imported)
{
  guint n = ts_imported_plays_get_n_batches (imported);

  if (n == 0)
    {
      g_print ("%s\n", _("No plays are imported."));
      return TS_CLI_OK;
    }
  for (guint b = 0; b < n; b++)
    {
      const TsImportBatch *batch = ts_imported_plays_get_batch (imported, b);
      g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (batch->time);
      g_autofree char *day = time != NULL ? g_date_time_format (time, "%Y-%m-%d %H:%M")
                                          : g_strdup ("?");
      g_autofree char *file = ts_cli_escape_controls (batch->file_name);

      /* Translators: an import: its id, how many plays, the file, when */
      g_print (ngettext ("%s: %u play from “%s”, imported %s\n",
                         "%s: %u plays from “%s”, imported %s\n", batch->plays->len),
               batch->id, batch->plays->len, file, day);
    }
  return TS_CLI_OK;
}

int
ts_cli_imports_remove (TsImportedPlays *imported,
                       const char      *id)
{
  g_autoptr(GError) error = NULL;
  TsImportBatch *removed = NULL;
  guint n;

  if (!ts_imported_plays_remove (imported, id, &removed, &error))
    {
      g_autofree char *message = ts_cli_escape_controls (error->message);

      g_printerr (_("tableside-cli: %s\n"), message);
      return TS_CLI_REFUSED;
    }
  n = removed->plays->len;
  ts_import_batch_free (removed);
  /* Translators: after removing an import: how many plays, its id */
  g_print (ngettext ("Removed %u imported play (%s).\n", "Removed %u imported plays (%s).\n", n),
           n, id);
  return TS_CLI_OK;
}

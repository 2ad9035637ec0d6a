/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target for BG Stats exports (issue 43): the bytes as an export (ts_bgstats_read()).
 * A refusal is one sentence in UTF-8 naming the file. An export that reads holds plays of the
 * four games only, of 1 to 8 players with names in UTF-8; imported whole (the review's
 * choices as proposed, into no file), the statistics count every play as a finished game with
 * its scores only; written back as BG Stats writes, it reads again as the same plays. Built
 * with clang -fsanitize=fuzzer by tests/fuzz/run-fuzz.sh (fuzz-bgstats), and with any compiler
 * as fuzz-bgstats-corpus over tests/data/fuzz-seeds-bgstats.
 *
 * Issue 52: an import that is accepted is also kept in a data folder of the target's own
 * (people.json and imported-plays.json, as the app keeps them) and read back by their own
 * readers: both read, and they hold as many plays as were imported, each counted. A player
 * named " " or an anonymousName of 1,000+ characters was accepted and wrote a file its reader
 * refused; kept in memory only, the target never saw it. */
#include <glib/gstdio.h>
#include <string.h>

#include "fuzz-util.h"
#include "ts-bgstats-import.h"
#include "ts-stats.h"

#define NAME "fuzz.json"

static char *data_dir;
static GHashTable *kept_sums; /* plays_sum() of the exports kept in files already */

/* What an export's plays are, as a checksum: each play's id, game, day, and each seat's name,
 * key, team, score and winner. */
static char *
plays_sum (const TsBgStatsExport *export)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA1);

  for (guint p = 0; p < export->plays->len; p++)
    {
      const TsImportedPlay *play = export->plays->pdata[p];
      g_autofree char *head = g_strdup_printf ("%s|%s|%" G_GINT64_FORMAT "|%s|%u|", play->id,
                                               play->module->id, play->time,
                                               play->location != NULL ? play->location : "",
                                               play->expansions->len);

      g_checksum_update (sum, (const guchar *) head, -1);
      for (guint i = 0; i < play->n_seats; i++)
        {
          const TsImportedSeat *seat = &play->seats[i];
          g_autofree char *text = g_strdup_printf ("%s|%s|%s|%d%d%d|", seat->name,
                                                   seat->key != NULL ? seat->key : "",
                                                   seat->team != NULL ? seat->team : "",
                                                   seat->scored, seat->score, seat->winner);

          g_checksum_update (sum, (const guchar *) text, -1);
        }
    }
  return g_strdup (g_checksum_get_string (sum));
}

static void
remove_data_dir (void)
{
  g_rmdir (data_dir);
}

static guint
count_plays (TsImportedPlays *imported)
{
  guint n = 0;

  for (guint b = 0; b < ts_imported_plays_get_n_batches (imported); b++)
    n += ts_imported_plays_get_batch (imported, b)->plays->len;
  return n;
}

/* The export imported into files, then read back by the files' own readers. */
static void
import_into_files (const char *data,
                   gsize       size)
{
  g_autofree char *people_path = g_build_filename (data_dir, "people.json", NULL);
  g_autofree char *imports_path = g_build_filename (data_dir, "imported-plays.json", NULL);
  g_autoptr(GFile) people_file = g_file_new_for_path (people_path);
  g_autoptr(GFile) imports_file = g_file_new_for_path (imports_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = ts_bgstats_read (data, size, NAME, &error);
  g_autoptr(TsPeople) people = NULL;
  g_autoptr(TsImportedPlays) imported = NULL;
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autoptr(TsImportedPlays) again = NULL;
  g_autoptr(TsPeople) people_again = NULL;
  g_autoptr(GListStore) nothing = NULL;
  g_autoptr(TsStats) stats = NULL;
  guint n_plays;

  if (export == NULL)
    ts_fuzz_fail ("an export read once does not read again: %s", error->message);
  g_unlink (people_path);
  g_unlink (imports_path);
  people = ts_people_load (people_file);
  imported = ts_imported_plays_load (imports_file);
  import = ts_bgstats_import_new (g_steal_pointer (&export), NAME, people, imported, NULL);
  n_plays = ts_bgstats_import_get_n_plays (import);
  if (!ts_bgstats_import_commit (import, NULL, &error))
    {
      again = ts_imported_plays_load (imports_file);
      if (ts_imported_plays_get_problem (again) != NULL || count_plays (again) != 0)
        ts_fuzz_fail ("a refused import left plays or a file that does not read");
      return;
    }
  again = ts_imported_plays_load (imports_file);
  if (ts_imported_plays_get_problem (again) != NULL)
    ts_fuzz_fail ("an import wrote imported plays that do not read back: %s",
                  ts_imported_plays_get_problem (again));
  if (count_plays (again) != n_plays)
    ts_fuzz_fail ("%u plays imported, %u read back", n_plays, count_plays (again));
  people_again = ts_people_load (people_file);
  if (ts_people_get_problem (people_again) != NULL)
    ts_fuzz_fail ("an import wrote people that do not read back: %s",
                  ts_people_get_problem (people_again));
  nothing = g_list_store_new (TS_TYPE_RECORD_INFO);
  stats = ts_stats_new_full (G_LIST_MODEL (nothing), ts_imported_plays_get_infos (again),
                             people_again, NULL);
  if (ts_stats_get_n_finished (stats) != n_plays)
    ts_fuzz_fail ("%u plays read back, %u counted", n_plays, ts_stats_get_n_finished (stats));
  g_unlink (people_path);
  g_unlink (imports_path);
}

static void
fuzz (const char *data,
      gsize       size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBgStatsExport) export = ts_bgstats_read (data, size, NAME, &error);
  g_autoptr(TsPeople) people = NULL;
  g_autoptr(TsImportedPlays) imported = NULL;
  g_autoptr(TsBgStatsImport) import = NULL;
  g_autoptr(GListStore) nothing = NULL;
  g_autoptr(TsStats) stats = NULL;
  g_autoptr(TsBgStatsExport) again = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *text = NULL;
  g_autofree char *sum = NULL;
  guint n_plays;

  if (export == NULL)
    {
      ts_fuzz_assert_refusal (error, NAME);
      return;
    }
  for (guint p = 0; p < export->plays->len; p++)
    {
      const TsImportedPlay *play = export->plays->pdata[p];

      if (play->module == NULL || play->n_seats == 0 || play->n_seats > TS_IMPORTED_MAX_SEATS)
        ts_fuzz_fail ("play %u kept with %u players", p, play->n_seats);
      for (guint i = 0; i < play->n_seats; i++)
        ts_fuzz_assert_utf8 ("a seat's name", play->seats[i].name);
    }
  n_plays = export->plays->len;
  sum = plays_sum (export);
  people = ts_people_new_empty ();
  imported = ts_imported_plays_new_empty ();
  import = ts_bgstats_import_new (g_steal_pointer (&export), NAME, people, imported, NULL);
  summary = ts_bgstats_import_dup_summary (import);
  ts_fuzz_assert_utf8 ("the summary", summary);
  if (!ts_bgstats_import_commit (import, NULL, &error))
    {
      /* Nothing to import, or two players of one name in a play (kept apart by default, so
       * only when one is made the other): nothing kept. */
      ts_fuzz_assert_utf8 ("the refusal", error->message);
      if (ts_imported_plays_get_n_batches (imported) != 0)
        ts_fuzz_fail ("a refused import kept a batch");
      return;
    }
  nothing = g_list_store_new (TS_TYPE_RECORD_INFO);
  stats = ts_stats_new_full (G_LIST_MODEL (nothing), ts_imported_plays_get_infos (imported), people,
                             NULL);
  if (ts_stats_get_n_finished (stats) != n_plays || ts_stats_get_n_score_only (stats) != n_plays)
    ts_fuzz_fail ("%u plays imported, %u counted", n_plays, ts_stats_get_n_finished (stats));
  text = ts_bgstats_write (NULL, imported, people, NULL);
  again = ts_bgstats_read (text, strlen (text), NAME, &error);
  if (again == NULL)
    ts_fuzz_fail ("an export written back does not read: %s", error->message);
  if (again->plays->len != n_plays)
    ts_fuzz_fail ("%u plays written back as %u", n_plays, again->plays->len);
  /* Kept in files once for each set of plays: most of the every-byte inputs that read are
   * the same plays (a byte of a picture's address changed), and a save takes milliseconds. */
  if (g_hash_table_add (kept_sums, g_steal_pointer (&sum)))
    import_into_files (data, size);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  ts_fuzz_init ();
  /* The files an import keeps go to a folder of the target's own, never the user's. */
  data_dir = g_dir_make_tmp ("tableside-fuzz-bgstats-XXXXXX", NULL);
  if (data_dir == NULL)
    ts_fuzz_fail ("no temporary folder");
  atexit (remove_data_dir);
  kept_sums = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        gsize         size)
{
  ts_fuzz_input_begin ();
  fuzz ((const char *) data, size);
  return 0;
}

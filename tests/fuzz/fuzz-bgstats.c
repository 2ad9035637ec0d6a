/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target for BG Stats exports (issue 43): the bytes as an export (ts_bgstats_read()).
 * A refusal is one sentence in UTF-8 naming the file. An export that reads holds plays of the
 * four games only, of 1 to 8 players with names in UTF-8; imported whole (the review's
 * choices as proposed, into no file), the statistics count every play as a finished game with
 * its scores only; written back as BG Stats writes, it reads again as the same plays. Built
 * with clang -fsanitize=fuzzer by tests/fuzz/run-fuzz.sh (fuzz-bgstats), and with any compiler
 * as fuzz-bgstats-corpus over tests/data/fuzz-seeds-bgstats. */
#include <string.h>

#include "fuzz-util.h"
#include "ts-bgstats-import.h"
#include "ts-stats.h"

#define NAME "fuzz.json"

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
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  ts_fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        gsize         size)
{
  fuzz ((const char *) data, size);
  return 0;
}

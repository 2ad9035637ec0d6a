/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What mending a record costs (issue 51, docs/benchmarks.md "Mending a record"): each record
 * named is damaged (its entry at three quarters of the way removed), opened as the app opens
 * it, and mended: Drop It, its undo and redo, an entry added before the held one and its
 * undo. Each step plays the game again from its setup; the medians are printed, without the
 * saves (autosave off: the disk is timed elsewhere).
 *   bench/record/ts-bench-mend [-n RUNS] RECORD...                                        */
#include <string.h>

#include "ts-bench-stats.h"
#include "ts-match.h"

enum { DROP, UNDO, REDO, ADD, ADD_UNDO, N_STEPS };
static const char *const step_names[N_STEPS] = { "drop", "undo", "redo", "add before",
                                                 "its undo" };

/* @path's record with the entry three quarters of the way through removed. */
static TsRecord *
damaged (const char *path,
         guint      *n_entries)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *entries;
  TsRecord *record;
  g_autofree char *text = NULL;

  if (!json_parser_load_from_file (parser, path, &error))
    g_error ("%s: %s", path, error->message);
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  *n_entries = json_array_get_length (entries);
  json_array_remove_element (entries, *n_entries * 3 / 4);
  text = json_to_string (json_parser_get_root (parser), FALSE);
  record = ts_record_load_from_data (text, strlen (text), path, &error);
  if (record == NULL)
    g_error ("%s: %s", path, error->message);
  return record;
}

int
main (int   argc,
      char *argv[])
{
  int runs = 15;
  const GOptionEntry options[] = {
    { "runs", 'n', 0, G_OPTION_ARG_INT, &runs, "Runs of each record (15)", "RUNS" },
    { NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("RECORD...");
  g_autoptr(GError) bad = NULL;
  int first = 1;

  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &bad) || argc < 2)
    {
      g_printerr ("usage: %s [-n RUNS] RECORD...%s%s\n", argv[0], bad != NULL ? ": " : "",
                  bad != NULL ? bad->message : "");
      return 2;
    }
  runs = MAX (1, runs);
  for (int f = first; f < argc; f++)
    {
      g_autofree char *base = g_path_get_basename (argv[f]);
      GArray *times[N_STEPS];
      guint n_entries = 0;
      gboolean held = TRUE;

      for (guint s = 0; s < N_STEPS; s++)
        times[s] = g_array_new (FALSE, FALSE, sizeof (double));
      for (int r = 0; r < runs && held; r++)
        {
          g_autoptr(TsRecord) record = damaged (argv[f], &n_entries);
          g_autoptr(GError) error = NULL;
          g_autoptr(TsMatch) match = ts_match_open_record (record, &error);
          g_autoptr(TsEntry) entry = NULL;
          double t[N_STEPS + 2];

          if (match == NULL || ts_match_get_n_held (match) == 0)
            {
              held = FALSE;
              break;
            }
          ts_match_set_autosave (match, FALSE);
          t[0] = ts_bench_now_ns ();
          ts_match_drop_held (match, FALSE, NULL, NULL);
          t[1] = ts_bench_now_ns ();
          ts_match_undo (match);
          t[2] = ts_bench_now_ns ();
          ts_match_redo (match);
          t[3] = ts_bench_now_ns ();
          ts_match_undo (match);
          entry = g_list_model_get_item (ts_match_get_legal_entries (match), 0);
          t[4] = ts_bench_now_ns ();
          /* A game that waits for a table event (a tile drawn) lists no entry to add. */
          if (entry != NULL && ts_match_apply (match, entry, NULL))
            {
              t[5] = ts_bench_now_ns ();
              ts_match_undo (match);
              t[6] = ts_bench_now_ns ();
            }
          else
            t[5] = t[6] = t[4];
          for (guint s = 0; s < N_STEPS; s++)
            {
              /* The undo and the legal list between redo and the addition are not timed. */
              guint from = s < ADD ? s : s + 1;
              double ms = (t[from + 1] - t[from]) / 1e6;

              g_array_append_val (times[s], ms);
            }
        }
      if (!held)
        g_print ("%s: nothing held once damaged\n", base);
      else
        {
          g_print ("%s (%u entries):", base, n_entries);
          for (guint s = 0; s < N_STEPS; s++)
            if (s >= ADD && ts_bench_percentile (times[s], 50) == 0)
              g_print (", %s (none listed)", step_names[s]);
            else
              g_print ("%s %s %.1f ms", s > 0 ? "," : "", step_names[s], ts_bench_percentile (times[s], 50));
          g_print ("\n");
        }
      for (guint s = 0; s < N_STEPS; s++)
        g_array_unref (times[s]);
    }
  return 0;
}

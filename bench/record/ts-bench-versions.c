/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a game's earlier versions cost (docs/benchmarks.md, "Earlier versions"): RECORD is
 * made as big as a long game's file gets (each entry given an unknown member of PAD bytes,
 * which readers keep: 406 entries of 9,500 bytes make 3.9 MB), damaged (its entry three
 * quarters of the way removed, so that the rest is held), saved in a games folder of its own
 * beside 50 copies of itself among its earlier versions, and opened as the app opens it.
 * Timed, N times each: listing the versions (ts_match_list_versions(), what the Earlier
 * Versions… window's thread does), and Drop It with its save, its copy and the pruning (what
 * the main thread does), then its undo.
 * With --without-times the record has no "created" (an old record's), so no "times" either:
 * the list counts each copy's entries by a scan of its bytes.
 *   bench/record/ts-bench-versions [-n RUNS] [--pad BYTES] [--copies N] [--without-times]
 *                                  RECORD                                                  */
#include <string.h>

#include <glib/gstdio.h>

#include "ts-bench-stats.h"
#include "ts-match.h"

/* @path's record padded and damaged, as text. */
static char *
big_damaged (const char *path,
             int         pad,
             gboolean    without_times)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *note = g_strnfill (pad, 'x');
  JsonArray *entries;
  guint n;

  if (!json_parser_load_from_file (parser, path, &error))
    g_error ("%s: %s", path, error->message);
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  n = json_array_get_length (entries);
  json_array_remove_element (entries, n * 3 / 4);
  if (without_times)
    json_object_remove_member (json_node_get_object (json_parser_get_root (parser)), "created");
  for (guint i = 0; i < json_array_get_length (entries); i++)
    json_object_set_string_member (json_array_get_object_element (entries, i), "note", note);
  return json_to_string (json_parser_get_root (parser), FALSE);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
main (int   argc,
      char *argv[])
{
  int runs = 5;
  int pad = 9500;
  int copies = 50;
  gboolean without_times = FALSE;
  const GOptionEntry options[] = {
    { "without-times", 0, 0, G_OPTION_ARG_NONE, &without_times,
      "A record without \"created\", so without \"times\" (an old record's)", NULL },
    { "runs", 'n', 0, G_OPTION_ARG_INT, &runs, "Runs (5)", "RUNS" },
    { "pad", 0, 0, G_OPTION_ARG_INT, &pad, "Bytes added to each entry (9500)", "BYTES" },
    { "copies", 0, 0, G_OPTION_ARG_INT, &copies, "Earlier versions kept (50)", "N" },
    { NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("RECORD");
  g_autoptr(GError) bad = NULL;
  g_autoptr(GArray) list_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) drop_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undo_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *text = NULL;
  g_autofree char *root = NULL;
  g_autofree char *record = NULL;
  g_autofree char *own = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  guint listed = 0;

  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &bad) || argc != 2)
    {
      g_printerr ("usage: %s [-n RUNS] [--pad BYTES] [--copies N] RECORD%s%s\n", argv[0],
                  bad != NULL ? ": " : "", bad != NULL ? bad->message : "");
      return 2;
    }
  /* As Tableside writes it (and its copies): with "times" before the entries. */
  {
    g_autofree char *padded = big_damaged (argv[1], MAX (pad, 0), without_times);
    g_autoptr(GError) error = NULL;
    g_autoptr(TsRecord) loaded = ts_record_load_from_data (padded, strlen (padded), argv[1],
                                                           &error);
    g_autoptr(GBytes) bytes = NULL;

    if (loaded == NULL)
      g_error ("%s: %s", argv[1], error->message);
    bytes = ts_record_to_bytes (loaded);
    text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  }
  root = g_dir_make_tmp ("tableside-bench-versions-XXXXXX", NULL);
  record = g_build_filename (root, "game.json", NULL);
  own = g_build_filename (root, ".tableside-versions", "game", NULL);
  g_mkdir_with_parents (own, 0755);
  g_file_set_contents (record, text, -1, NULL);
  /* Copies from the last days: pruning keeps 50, none of them old enough to go. */
  for (int c = 0; c < copies; c++)
    {
      g_autoptr(GDateTime) when = g_date_time_add_hours (now, -1 - c);
      g_autofree char *name = g_date_time_format (when, "%Y-%m-%d-%H%M%S.json");
      g_autofree char *path = g_build_filename (own, name, NULL);

      g_file_set_contents (path, text, -1, NULL);
    }
  g_print ("record: %" G_GSIZE_FORMAT " bytes, %d copies\n", strlen (text), copies);
  for (int r = 0; r < MAX (runs, 1); r++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (record);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = ts_match_open (file, FALSE, NULL, &error);
      g_autoptr(GPtrArray) versions = NULL;
      double t[4];

      if (match == NULL || ts_match_get_n_held (match) == 0)
        g_error ("%s: nothing held once damaged", argv[1]);
      t[0] = ts_bench_now_ns ();
      versions = ts_match_list_versions (match);
      t[1] = ts_bench_now_ns ();
      if (!ts_match_drop_held (match, FALSE, NULL, &error))
        g_error ("Drop It: %s", error->message);
      t[2] = ts_bench_now_ns ();
      ts_match_undo (match);
      t[3] = ts_bench_now_ns ();
      listed = versions->len;
      g_array_append_vals (list_ms, (double[]) { (t[1] - t[0]) / 1e6 }, 1);
      g_array_append_vals (drop_ms, (double[]) { (t[2] - t[1]) / 1e6 }, 1);
      g_array_append_vals (undo_ms, (double[]) { (t[3] - t[2]) / 1e6 }, 1);
    }
  g_print ("listed: %u versions\n", listed);
  ts_bench_report_ms ("list versions", list_ms);
  ts_bench_report_ms ("drop it (save, copy, prune)", drop_ms);
  ts_bench_report_ms ("its undo (save)", undo_ms);
  remove_tree (root);
  return 0;
}

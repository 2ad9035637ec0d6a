/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One of two programs writing one record at once (test-sync-folder.c, issue 43): loads the
 * counter-race record FILE, adds COUNT entries, autosaving after each, with a short random
 * pause between them, and prints "loaded N" at the start and "kept M FILE" at the end, FILE
 * being where its entries are kept now (the record, or its conflict copy if the other
 * program changed the record meanwhile). */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "ts-counter-game.h"
#include "ts-match.h"

static void
save_failed_cb (TsMatch      *match,
                const GError *error)
{
  fprintf (stderr, "save failed: %s\n", error->message);
  exit (1);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autofree char *path = NULL;
  guint count;

  if (argc != 4)
    {
      fprintf (stderr, "usage: %s FILE COUNT SEED\n", argv[0]);
      return 2;
    }
  ts_counter_game_register ();
  file = g_file_new_for_commandline_arg (argv[1]);
  count = (guint) g_ascii_strtoull (argv[2], NULL, 10);
  rand = g_rand_new_with_seed ((guint32) g_ascii_strtoull (argv[3], NULL, 10));

  match = ts_match_load (file, NULL, &error);
  if (match == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  g_signal_connect (match, "save-failed", G_CALLBACK (save_failed_cb), NULL);
  printf ("loaded %u\n", ts_match_get_n_entries (match));
  fflush (stdout);

  for (guint i = 0; i < count; i++)
    {
      GListModel *legal = ts_match_get_legal_entries (match);
      g_autoptr(TsEntry) entry = NULL;

      if (g_list_model_get_n_items (legal) == 0)
        {
          fprintf (stderr, "the race ended before %u entries\n", count);
          return 1;
        }
      entry = g_list_model_get_item (legal, 0);
      if (!ts_match_apply (match, entry, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      g_usleep (g_rand_int_range (rand, 0, 3000));
    }
  path = g_file_get_path (ts_match_get_file (match));
  printf ("kept %u %s\n", ts_match_get_n_entries (match), path);
  return 0;
}

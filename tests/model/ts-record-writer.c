/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The victim of the crash-safety test (test-autosave.c): resumes the counter-race record in
 * FILE (or starts it), then adds entries for ever, autosaving after each, and prints
 * "saved N" once the save of the N-th entry has returned. The test kills it with SIGKILL at
 * random moments and checks what is on disk.
 *
 * With COUNT and SEED, one of two programs writing one record at once (test-sync-folder.c,
 * issue 43): adds COUNT entries with a short random pause after each, then prints
 * "kept M FILE", FILE being where its entries are kept now (the record, or its conflict copy
 * if the other program changed the record meanwhile), and exits. */
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
  guint count = 0;

  if (argc != 2 && argc != 4)
    {
      fprintf (stderr, "usage: %s FILE [COUNT SEED]\n", argv[0]);
      return 2;
    }
  if (argc == 4)
    {
      count = (guint) g_ascii_strtoull (argv[2], NULL, 10);
      rand = g_rand_new_with_seed ((guint32) g_ascii_strtoull (argv[3], NULL, 10));
    }
  ts_counter_game_register ();
  file = g_file_new_for_commandline_arg (argv[1]);

  if (g_file_query_exists (file, NULL))
    {
      match = ts_match_load (file, NULL, &error);
    }
  else
    {
      g_autoptr(JsonArray) players = json_array_new ();
      g_autoptr(JsonObject) setup = json_object_new ();
      static const char *const names[] = { "Ana", "Bruno", "Carla" };

      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          JsonObject *player = json_object_new ();

          json_object_set_string_member (player, "name", names[i]);
          json_array_add_object_element (players, player);
        }
      json_object_set_int_member (setup, "target", 1000);
      match = ts_match_new (&ts_counter_game, "Crash test", players, NULL, setup, &error);
      if (match != NULL)
        ts_match_set_file (match, file);
    }
  if (match == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  g_signal_connect (match, "save-failed", G_CALLBACK (save_failed_cb), NULL);
  printf ("saved %u\n", ts_match_get_n_entries (match));
  fflush (stdout);

  for (guint n = 0; rand == NULL || n < count; n++)
    {
      GListModel *legal = ts_match_get_legal_entries (match);
      g_autoptr(TsEntry) entry = NULL;

      /* The race is over: wait for the kill like a writer still at work would. On a loaded
       * machine the test's sleep can outlast a whole race, and a writer that exited by
       * itself would fail a round that proves nothing about crashes. */
      if (g_list_model_get_n_items (legal) == 0)
        for (;;)
          pause ();
      /* Alternate 1 and 2 so the race lasts: 1000 points is hundreds of entries. */
      entry = g_list_model_get_item (legal, ts_match_get_n_entries (match) % 2);
      if (!ts_match_apply (match, entry, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      printf ("saved %u\n", ts_match_get_n_entries (match));
      fflush (stdout);
      if (rand != NULL)
        g_usleep (g_rand_int_range (rand, 0, 3000));
    }
  {
    g_autofree char *path = g_file_get_path (ts_match_get_file (match));

    printf ("kept %u %s\n", ts_match_get_n_entries (match), path);
  }
  return 0;
}

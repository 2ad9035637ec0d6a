/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The victim of the crash-safety test (test-autosave.c): resumes the counter-race record in
 * FILE (or starts it), then adds entries for ever, autosaving after each, and prints
 * "saved N" once the save of the N-th entry has returned. The test kills it with SIGKILL at
 * random moments and checks what is on disk. */
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

  if (argc != 2)
    {
      fprintf (stderr, "usage: %s FILE\n", argv[0]);
      return 2;
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

  for (;;)
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
    }
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsMatch over the test game "counter race", a property test: any sequence of
 * apply/undo/redo/edit/insert/remove (half of them in races with the game's automatic entries)
 * leaves the match equal to a fresh replay of its record.
 * TS_PROPERTY_GAMES lowers the number of random sequences (valgrind, sanitizers). */
#include <stdlib.h>

#include "ts-engine-error.h"
#include "ts-race-test-util.h"

typedef struct
{
  GPtrArray *undo; /* GStrv: the entry texts before each change */
  GPtrArray *redo;
} Shadow;

/* What the sequences did, so that the test shows it covers every kind of change. */
static guint n_done[8];
enum { DONE_APPLIED, DONE_REFUSED, DONE_UNDONE, DONE_REDONE, DONE_CHANGED_EARLIER,
       DONE_SET_ASIDE, DONE_FINISHED, DONE_REPLAYS };

static void
property_sequence (guint seed,
                   int   target,
                   guint n_ops)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  /* Every other race writes automatic entries: they must replay, undo and redo alike. */
  g_autoptr(TsMatch) match = new_race_full (2 + seed % 3, target, seed % 2 == 1);
  Shadow shadow = { g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev),
                    g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev) };

  for (guint op = 0; op < n_ops; op++)
    {
      g_auto(GStrv) before = ts_match_test_entry_texts (match);
      guint n = ts_match_get_n_entries (match);
      guint kind = g_rand_int_range (rand, 0, 10);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatchSetAside) set_aside = NULL;
      gboolean changed = FALSE;

      if (kind < 4)
        {
          /* A legal entry most of the time, an illegal one sometimes. */
          GListModel *legal = ts_match_get_legal_entries (match);
          guint n_legal = g_list_model_get_n_items (legal);

          if (n_legal > 0 && g_rand_int_range (rand, 0, 5) > 0)
            {
              g_autoptr(TsEntry) entry = g_list_model_get_item (
                  legal, g_rand_int_range (rand, 0, n_legal));

              g_assert_true (ts_match_apply (match, entry, &error));
              changed = TRUE;
            }
          else
            {
              changed = apply (match, g_rand_int_range (rand, -1, 5),
                               g_rand_int_range (rand, 0, 5), &error);
            }
        }
      else if (kind < 7)
        {
          /* Undo (or redo): the list becomes the one the shadow kept, and the list before
           * goes on the other stack. */
          gboolean undo = kind < 6;
          GPtrArray *from = undo ? shadow.undo : shadow.redo;
          GPtrArray *to = undo ? shadow.redo : shadow.undo;

          if (undo ? ts_match_undo (match) : ts_match_redo (match))
            {
              g_auto(GStrv) now = ts_match_test_entry_texts (match);

              g_assert_true (g_strv_equal (g_ptr_array_index (from, from->len - 1),
                                           (const char *const *) now));
              g_ptr_array_remove_index (from, from->len - 1);
              g_ptr_array_add (to, g_steal_pointer (&before));
              n_done[undo ? DONE_UNDONE : DONE_REDONE]++;
            }
          else
            g_assert_cmpuint (from->len, ==, 0);
          goto check;
        }
      else if (n > 0)
        {
          guint index = g_rand_int_range (rand, 0, n);
          g_autoptr(TsEntry) entry = ts_counter_game_entry_new (g_rand_int_range (rand, 0, 4),
                                                 g_rand_int_range (rand, 1, 4));

          if (kind < 9)
            changed = ts_match_edit (match, index, entry, &set_aside, &error);
          else if (g_rand_boolean (rand))
            changed = ts_match_insert (match, index, entry, &set_aside, &error);
          else
            changed = ts_match_remove (match, index, &set_aside, &error);

          if (changed)
            n_done[DONE_CHANGED_EARLIER]++;
          if (changed && set_aside != NULL)
            {
              n_done[DONE_SET_ASIDE]++;
              g_assert_cmpuint (set_aside->index, <, n);
              g_assert_cmpuint (set_aside->index + set_aside->n_entries, ==, n);
              g_assert_cmpstr (set_aside->reason, !=, NULL);
            }
        }

      if (kind < 4)
        n_done[changed ? DONE_APPLIED : DONE_REFUSED]++;
      if (ts_match_get_finished (match))
        n_done[DONE_FINISHED]++;
      if (changed)
        {
          g_ptr_array_add (shadow.undo, g_steal_pointer (&before));
          g_ptr_array_set_size (shadow.redo, 0);
        }
      else
        {
          g_auto(GStrv) now = ts_match_test_entry_texts (match);

          /* A refusal changes nothing. */
          g_assert_true (error == NULL || error->domain == TS_ENGINE_ERROR);
          g_assert_true (g_strv_equal ((const char *const *) before, (const char *const *) now));
        }

    check:
      /* Undoing now would give exactly the list before the last change. */
      g_assert_cmpuint (ts_match_get_can_undo (match), ==, shadow.undo->len > 0);
      g_assert_cmpuint (ts_match_get_can_redo (match), ==, shadow.redo->len > 0);
      if (op % 4 == 0 || op == n_ops - 1)
        {
          assert_equals_fresh_replay (match);
          n_done[DONE_REPLAYS]++;
        }
    }

  /* Undo everything: back to the empty record, through every list the shadow kept. */
  while (shadow.undo->len > 0)
    {
      GStrv expected = g_ptr_array_steal_index (shadow.undo, shadow.undo->len - 1);
      g_auto(GStrv) now = NULL;

      g_assert_true (ts_match_undo (match));
      now = ts_match_test_entry_texts (match);
      g_assert_true (g_strv_equal ((const char *const *) expected, (const char *const *) now));
      g_strfreev (expected);
    }
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 0);
  assert_equals_fresh_replay (match);
  g_ptr_array_unref (shadow.undo);
  g_ptr_array_unref (shadow.redo);
}

static void
test_property (void)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");
  guint n = env != NULL ? MAX (1, atoi (env)) : 300;

  /* Mostly short races that finish; one in ten long enough to cross several checkpoints. */
  for (guint seed = 0; seed < n; seed++)
    if (seed % 10 == 9)
      property_sequence (seed, 150, 500);
    else
      property_sequence (seed, 12 + seed % 20, 120);
  g_test_message ("%u sequences: %u applied, %u refused, %u undone, %u redone, %u earlier "
                  "entries changed (%u setting entries aside), %u steps in a finished game, "
                  "%u compared with a fresh replay",
                  n, n_done[DONE_APPLIED], n_done[DONE_REFUSED], n_done[DONE_UNDONE],
                  n_done[DONE_REDONE], n_done[DONE_CHANGED_EARLIER], n_done[DONE_SET_ASIDE],
                  n_done[DONE_FINISHED], n_done[DONE_REPLAYS]);
  for (guint i = 0; i < G_N_ELEMENTS (n_done); i++)
    g_assert_cmpuint (n_done[i], >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();

  g_test_add_func ("/model/match/property", test_property);

  return g_test_run ();
}

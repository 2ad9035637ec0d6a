/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg through TsMatch with the automatic pass (KB-INF-11, the option "pass-by-itself"
 * every new game records): random complete games, played as the app plays them, write an
 * automatic pass after each influence that used a player's last coloured die; the saved
 * record replays to the live state (replay == live), undo takes the influence and its
 * automatic pass back as one step, and a record without the option (an older game) still
 * loads and asks its players as before. */
#include "ts-kingsburg.h"
#include "ts-engine-error.h"
#include "ts-game.h"
#include "ts-match.h"

static TsMatch *
replay_of (TsMatch *match)
{
  g_autoptr(GBytes) bytes = ts_record_to_bytes (ts_match_get_record (match));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = ts_record_load_from_data (g_bytes_get_data (bytes, NULL),
                                                         g_bytes_get_size (bytes), "replay.json",
                                                         &error);
  TsMatch *fresh;

  g_assert_no_error (error);
  fresh = ts_match_new_for_record (record, &error);
  g_assert_no_error (error);
  return fresh;
}

static TsMatch *
play (gboolean option,
      guint    seed,
      guint   *n_automatic)
{
  const TsGameModule *module = ts_games_lookup ("kingsburg");
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonObject) setup = json_object_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  TsMatch *match;
  TsKingsburgEntry e;

  for (guint i = 0; i < 3; i++)
    {
      JsonObject *p = json_object_new ();

      json_object_set_string_member (p, "name", (const char *[]) { "Ann", "Brian", "Cindy" }[i]);
      json_array_add_object_element (players, p);
    }
  if (option)
    json_object_set_boolean_member (options, "pass-by-itself", TRUE);
  match = ts_match_new (module, "Test", players, options, setup, &error);
  g_assert_no_error (error);
  while (ts_kingsburg_random_entry (ts_match_get_state (match), rand, &e))
    {
      g_autoptr(TsEntry) entry = ts_entry_new_take (module, g_memdup2 (&e, sizeof e));

      g_assert_true (ts_match_apply (match, entry, &error));
      g_assert_no_error (error);
    }
  *n_automatic = 0;
  for (guint i = 0; i < ts_match_get_n_entries (match); i++)
    *n_automatic += ts_entry_get_automatic (ts_match_get_entry (match, i));
  return match;
}

static void
assert_same (TsMatch *a,
             TsMatch *b)
{
  g_assert_cmpuint (ts_match_get_n_entries (a), ==, ts_match_get_n_entries (b));
  g_assert_true (ts_match_get_module (a)->state_equal (ts_match_get_state (a),
                                                       ts_match_get_state (b)));
  g_assert_cmpint (ts_match_get_winner (a), ==, ts_match_get_winner (b));
}

/* KB-INF-11: replay == live, with the automatic passes in the record. */
static void
test_replay_equals_live (void)
{
  for (guint seed = 1; seed <= 6; seed++)
    {
      guint n_automatic;
      g_autoptr(TsMatch) match = play (TRUE, seed, &n_automatic);
      g_autoptr(TsMatch) fresh = replay_of (match);
      guint n = ts_match_get_n_entries (match), steps = 0;

      g_assert_true (ts_match_get_finished (match));
      g_assert_cmpuint (n_automatic, >, 0);
      assert_same (match, fresh);
      /* Each automatic pass goes with the influence before it: one undo. */
      while (ts_match_undo (match))
        steps++;
      g_assert_cmpuint (steps, ==, n - n_automatic);
      while (ts_match_redo (match))
        ;
      assert_same (match, fresh);
    }
}

/* An older record (no option): no automatic entry, the players pass by hand, and it loads. */
static void
test_older_record (void)
{
  guint n_automatic;
  g_autoptr(TsMatch) match = play (FALSE, 3, &n_automatic);
  g_autoptr(TsMatch) fresh = replay_of (match);

  g_assert_true (ts_match_get_finished (match));
  g_assert_cmpuint (n_automatic, ==, 0);
  assert_same (match, fresh);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-kingsburg/KB-INF-11-replay-equals-live", test_replay_equals_live);
  g_test_add_func ("/match-kingsburg/older-record", test_older_record);
  return g_test_run ();
}

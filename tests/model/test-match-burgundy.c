/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsMatch over a real game: complete random 4-player games of The Castles of Burgundy
 * (bench/record/ts-random-record.c), base game and with the shields module. Undo to the start and redo to the end, edits, insertions
 * and removals of earlier entries taken from elsewhere in the game (mostly refused, or setting
 * later entries aside); after each, the match equals a fresh replay of its saved record, and
 * undo brings back exactly the record before. TS_PROPERTY_GAMES lowers the number of games. */
#include <glib/gstdio.h>

#include "ts-engine-error.h"
#include "ts-match.h"
#include "ts-match-prefetch.h"
#include "ts-random-record.h"

static GStrv
entry_texts (TsMatch *match)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < ts_match_get_n_entries (match); i++)
    g_strv_builder_add (builder, ts_entry_get_json_text (ts_match_get_entry (match, i)));
  return g_strv_builder_end (builder);
}

static void
assert_equals_fresh_replay (TsMatch *match)
{
  g_autoptr(GBytes) bytes = ts_record_to_bytes (ts_match_get_record (match));
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = ts_record_load_from_data (g_bytes_get_data (bytes, NULL),
                                                         g_bytes_get_size (bytes), "replay.json",
                                                         &error);
  g_autoptr(TsMatch) fresh = NULL;
  GListModel *players = ts_match_get_players (match);

  g_assert_no_error (error);
  fresh = ts_match_new_for_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_get_module (match)->state_equal (ts_match_get_state (match),
                                                           ts_match_get_state (fresh)));
  g_assert_cmpstr (ts_match_get_pending (match), ==, ts_match_get_pending (fresh));
  g_assert_cmpint (ts_match_get_winner (match), ==, ts_match_get_winner (fresh));
  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(TsMatchPlayer) a = g_list_model_get_item (players, i);
      g_autoptr(TsMatchPlayer) b = g_list_model_get_item (ts_match_get_players (fresh), i);

      g_assert_cmpint (ts_match_player_get_score (a), ==, ts_match_player_get_score (b));
      g_assert_cmpint (ts_match_player_get_silver (a), ==, ts_match_player_get_silver (b));
      g_assert_cmpint (ts_match_player_get_workers (a), ==, ts_match_player_get_workers (b));
    }
}

static void
assert_texts (TsMatch *match,
              GStrv    expected)
{
  g_auto(GStrv) now = entry_texts (match);

  g_assert_true (g_strv_equal ((const char *const *) expected, (const char *const *) now));
}

static void
play (guint seed, JsonObject *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_random_record_burgundy_with_options (4, options, seed, &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_auto(GStrv) complete = NULL;
  guint n;
  guint n_steps = 0;
  guint n_refused = 0;
  guint n_set_aside = 0;
  guint n_kept = 0;

  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (match));
  g_assert_cmpint (ts_match_get_winner (match), >=, 0);
  n = ts_match_get_n_entries (match);
  complete = entry_texts (match);
  assert_equals_fresh_replay (match);

  /* The whole game undone entry by entry, then redone: an entry and the automatic end of
   * turn after it are one step. */
  for (guint i = 0; i < n; i++)
    if (!ts_entry_get_automatic (ts_match_get_entry (match, i)))
      n_steps++;
  g_assert_cmpuint (n_steps, <, n);
  for (guint i = 0; i < n_steps; i++)
    {
      g_assert_true (ts_match_undo (match));
      if (i % 50 == 0)
        assert_equals_fresh_replay (match);
    }
  g_assert_false (ts_match_get_can_undo (match));
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 0);
  g_assert_cmpint (ts_match_get_winner (match), ==, -1);
  for (guint i = 0; i < n_steps; i++)
    g_assert_true (ts_match_redo (match));
  g_assert_false (ts_match_get_can_redo (match));
  assert_texts (match, complete);
  assert_equals_fresh_replay (match);

  /* Earlier entries changed with entries from elsewhere in the game. */
  for (guint round = 0; round < 12; round++)
    {
      guint count = ts_match_get_n_entries (match);
      guint at = g_rand_int_range (rand, 0, count);
      g_autoptr(TsEntry) other = g_object_ref (
          ts_match_get_entry (match, g_rand_int_range (rand, 0, count)));
      g_autoptr(TsMatchSetAside) set_aside = NULL;
      g_auto(GStrv) before = entry_texts (match);
      gboolean changed;

      switch (round % 3)
        {
        case 0:
          changed = ts_match_edit (match, at, other, &set_aside, &error);
          break;
        case 1:
          changed = ts_match_insert (match, at, other, &set_aside, &error);
          break;
        default:
          changed = ts_match_remove (match, at, &set_aside, &error);
          break;
        }
      if (!changed)
        {
          g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
          g_clear_error (&error);
          assert_texts (match, before);
          n_refused++;
          continue;
        }
      g_assert_no_error (error);
      if (set_aside != NULL)
        {
          g_assert_cmpuint (set_aside->index + set_aside->n_entries, ==, count);
          g_assert_nonnull (set_aside->reason);
          g_assert_nonnull (strstr (set_aside->message, set_aside->reason));
          n_set_aside++;
        }
      else
        {
          n_kept++;
        }
      assert_equals_fresh_replay (match);
      g_assert_true (ts_match_undo (match));
      assert_texts (match, before);
    }
  assert_texts (match, complete);
  assert_equals_fresh_replay (match);
  g_test_message ("seed %u: %u entries; changes refused %u, setting entries aside %u, keeping "
                  "every entry %u",
                  seed, n, n_refused, n_set_aside, n_kept);
}

static void
test_random_games (void)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");
  guint n = env != NULL ? 1 : 10;

  if (ts_games_lookup ("castles-of-burgundy") == NULL)
    {
      g_test_skip ("The Castles of Burgundy is not built in");
      return;
    }
  for (guint seed = 1; seed <= n; seed++)
    play (seed, NULL);
}

/* The same with shields: the set-shields entry first, the phase-end decisions (shields 14/15,
 * the tax) undone, redone and replayed like any entry (CB-SHG, CB-SHD). */
static void
test_shields_games (void)
{
  const char *env = g_getenv ("TS_PROPERTY_GAMES");
  guint n = env != NULL ? 1 : 4;
  g_autoptr(JsonObject) options = json_object_new ();

  if (ts_games_lookup ("castles-of-burgundy") == NULL)
    {
      g_test_skip ("The Castles of Burgundy is not built in");
      return;
    }
  json_object_set_boolean_member (options, "shields", TRUE);
  for (guint seed = 1; seed <= n; seed++)
    play (seed, options);
}

/* Issue 56: `tableside FILE` reads and replays the file on a thread while GTK starts. The
 * match taken is the one ts_match_open() makes of the same file; it is taken once; a prefetch
 * of another file is dropped, and one of a file that cannot be opened gives nothing (the
 * window opens it again to say why). */
static void
test_prefetch (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) played = ts_random_record_burgundy_with_options (4, NULL, 3, &error);
  g_autoptr(GBytes) bytes = NULL;
  /* The test's own folder: two builds' suites may run at once on one machine. */
  g_autofree char *path = g_build_filename (g_get_user_cache_dir (), "prefetch.json", NULL);
  g_autofree char *other_path = g_build_filename (g_get_user_cache_dir (), "other.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) same = g_file_new_for_commandline_arg (path);
  g_autoptr(GFile) other = g_file_new_for_path (other_path);
  g_autoptr(TsMatch) opened = NULL;
  g_autoptr(TsMatch) taken = NULL;
  g_auto(GStrv) texts = NULL;

  if (ts_games_lookup ("castles-of-burgundy") == NULL)
    {
      g_test_skip ("The Castles of Burgundy is not built in");
      return;
    }
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_cache_dir (), 0700), ==, 0);
  bytes = ts_record_to_bytes (ts_match_get_record (played));
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                      g_bytes_get_size (bytes), &error));
  g_assert_no_error (error);

  /* Nothing started: nothing to take. */
  g_assert_null (ts_match_prefetch_take (file));

  ts_match_prefetch_start (same);
  taken = ts_match_prefetch_take (file);
  g_assert_nonnull (taken);
  opened = ts_match_open (file, FALSE, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_equal (ts_match_get_file (taken), file));
  g_assert_cmpuint (ts_match_get_n_entries (taken), ==, ts_match_get_n_entries (played));
  g_assert_true (ts_match_get_finished (taken));
  g_assert_cmpint (ts_match_get_winner (taken), ==, ts_match_get_winner (opened));
  g_assert_true (ts_match_get_module (taken)->state_equal (ts_match_get_state (taken),
                                                           ts_match_get_state (opened)));
  texts = entry_texts (opened);
  assert_texts (taken, texts);
  /* Taken once. */
  g_assert_null (ts_match_prefetch_take (file));

  /* Another file named: the prefetch is dropped, and a later take of its file finds none. */
  ts_match_prefetch_start (file);
  g_assert_null (ts_match_prefetch_take (other));
  g_assert_null (ts_match_prefetch_take (file));

  /* A file that cannot be opened: nothing, and no error kept. */
  ts_match_prefetch_start (other);
  g_assert_null (ts_match_prefetch_take (other));

  /* Never taken: dropped at the end of main(). */
  ts_match_prefetch_start (file);
  ts_match_prefetch_drop ();
  g_assert_null (ts_match_prefetch_take (file));
  g_assert_cmpint (g_remove (path), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/model/match/burgundy/random-games", test_random_games);
  g_test_add_func ("/model/match/burgundy/shields-games", test_shields_games);
  g_test_add_func ("/model/match/burgundy/prefetch", test_prefetch);
  return g_test_run ();
}

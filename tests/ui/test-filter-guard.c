/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one rule of every filtered list (TsFilterGuard, issue 24): Enter on an empty filter
 * line takes nothing and says how to choose; a filter that matches nothing says so in words
 * with what was typed, and Enter takes nothing; a game's own reason replaces the plain
 * sentence until the filter changes; otherwise Enter may take the first row. The lists that
 * use it are tested in their own programs (entry choices, Kingsburg, Burgundy's tile picker
 * and drop-downs, the history's correction) and end to end. */
#include "ts-filter-guard.h"
#include "ts-ui-test-util.h"

static void
test_enter (void)
{
  TsFilterGuard *guard = TS_FILTER_GUARD (g_object_ref_sink (ts_filter_guard_new (
      "No tile matches “%s”.")));

  g_assert_cmpstr (ts_filter_guard_get_text (guard), ==, "");
  /* Empty, or spaces only: nothing, with the hint. */
  g_assert_false (ts_filter_guard_enter (guard, "", 5));
  g_assert_true (g_str_has_prefix (ts_filter_guard_get_text (guard), "Nothing is chosen"));
  g_assert_false (ts_filter_guard_enter (guard, "   ", 5));
  ts_filter_guard_set_empty_hint (guard, "Type a tile.");
  g_assert_false (ts_filter_guard_enter (guard, NULL, 5));
  g_assert_cmpstr (ts_filter_guard_get_text (guard), ==, "Type a tile.");

  /* Typing forgets what Enter said; no match is said at once, with what was typed. */
  ts_filter_guard_update (guard, "8", 2);
  g_assert_cmpstr (ts_filter_guard_get_text (guard), ==, "");
  ts_filter_guard_update (guard, " 8 ", 0);
  g_assert_cmpstr (ts_filter_guard_get_text (guard), ==, "No tile matches “8”.");
  g_assert_false (ts_filter_guard_enter (guard, " 8 ", 0));
  g_assert_cmpstr (ts_filter_guard_get_text (guard), ==, "No tile matches “8”.");

  /* The game's reason, until the filter changes. */
  ts_filter_guard_set_reason (guard, "Your dice add up to 8, and the Scholar takes exactly 12.");
  g_assert_cmpstr (ts_filter_guard_get_text (guard), ==,
                   "Your dice add up to 8, and the Scholar takes exactly 12.");
  ts_filter_guard_update (guard, "12", 1);
  g_assert_cmpstr (ts_filter_guard_get_text (guard), ==, "");
  g_assert_true (ts_filter_guard_enter (guard, "12", 1));

  /* The default sentence. */
  g_object_unref (guard);
  guard = TS_FILTER_GUARD (g_object_ref_sink (ts_filter_guard_new (NULL)));
  ts_filter_guard_update (guard, "zeppelin", 0);
  g_assert_cmpstr (ts_filter_guard_get_text (guard), ==, "No choice matches “zeppelin”.");
  g_object_unref (guard);
}

static void
test_words (void)
{
  g_assert_true (ts_filter_words_match ("ann influences the treasurer (8) with 1 + 3", "TREAS 8"));
  g_assert_true (ts_filter_words_match ("ann builds the inn", ""));
  g_assert_false (ts_filter_words_match ("ann builds the inn", "inn statue"));
  g_assert_true (ts_filter_is_empty (" \t"));
  g_assert_false (ts_filter_is_empty (" 8"));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/filter-guard/enter", test_enter);
  g_test_add_func ("/ui/filter-guard/words", test_words);
  return g_test_run ();
}

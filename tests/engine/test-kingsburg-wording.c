/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg in words for the saved games list (issue 24): where a game stands, the year and
 * its season (KB-YR-01), kept in the record without words. */
#include "kingsburg-util.h"

static char *
progress_text (const TsKingsburgState *s)
{
  g_autoptr (JsonObject) progress = ts_kingsburg_progress (s);

  g_assert_nonnull (progress);
  return ts_kingsburg_describe_progress (progress);
}

/* KB-YR-01: 5 years of 8 phases, each said by its name (the King's Aid, Spring, ... Summer,
 * ... Winter), as the table page's calendar says them. */
static void
test_progress (void)
{
  g_autofree TsKingsburgState *s = kt_new_game (3);
  g_autofree char *start = progress_text (s);
  g_autofree char *summer = NULL;
  g_autofree char *winter = NULL;

  g_assert_cmpstr (start, ==, "Year 1, King's Aid");
  kt_play_until (s, 2, 4, TS_KINGSBURG_STAGE_ROLL, 7);
  summer = progress_text (s);
  g_assert_cmpstr (summer, ==, "Year 2, Summer");
  kt_play_until (s, 2, 8, TS_KINGSBURG_STAGE_BATTLE, 7);
  winter = progress_text (s);
  g_assert_cmpstr (winter, ==, "Year 2, Winter");
  kt_play_to_end (s, 7);
  g_assert_null (ts_kingsburg_progress (s));
}

/* A progress Tableside did not write says nothing rather than something wrong. */
static void
test_progress_unknown (void)
{
  g_autoptr (JsonObject) bogus = json_object_new ();

  json_object_set_int_member (bogus, "year", 9);
  json_object_set_int_member (bogus, "phase", 2);
  g_assert_null (ts_kingsburg_describe_progress (bogus));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/wording/progress/KB-YR-01", test_progress);
  g_test_add_func ("/kingsburg/wording/progress-unknown", test_progress_unknown);
  return g_test_run ();
}

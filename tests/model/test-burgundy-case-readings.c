/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 58: the records of solo games saved before the change of CB-SOL-22 (with CB-SOL-14 and
 * CB-SOL-18) say "readings": 13, and open through TsMatch under the earlier reading by
 * themselves, with its notice; said to know today's readings they play the rulebook's. The
 * engine's side of each reading: tests/engine/test-burgundy-cases.c. */
#include <string.h>

#include "ts-game.h"
#include "ts-match.h"
#include "ts-readings.h"
#include "ts-record.h"
#include "ts-test-cases.h"

/* CB-SOL-22, solo-phase-end-target-shield-14: the target reached at the end of phase E. */
static void
test_target (void)
{
  g_autoptr(TsRecord) record = ts_test_case_record ("solo-phase-end-target-shield-14", FALSE);
  g_autoptr(TsRecord) today = ts_test_case_record ("solo-phase-end-target-shield-14", TRUE);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) old = NULL;
  g_autoptr(TsMatch) now = NULL;
  g_autofree char *notice = NULL;
  g_autofree char *none = NULL;

  g_assert_cmpint (ts_record_get_readings (record), ==, 13);
  old = ts_match_new_for_record (record, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (old));
  notice = ts_match_dup_readings_notice (old);
  g_assert_nonnull (strstr (notice, "after a phase-end placement no goods exchange, black tile "
                                    "or free action"));

  now = ts_match_new_for_record (today, &error);
  g_assert_no_error (error);
  g_assert_false (ts_match_get_finished (now));
  g_assert_cmpstr (ts_match_get_pending (now), ==,
                   "Ana reached the target (now on 45): take a free action with any die value.");
  none = ts_match_dup_readings_notice (now);
  g_assert_true (none == NULL || *none == '\0');
}

/* CB-SOL-14, solo-phase-end-ship-exchange: the exchange after shield 15's ship. */
static void
test_exchange (void)
{
  g_autoptr(TsRecord) record = ts_test_case_record ("solo-phase-end-ship-exchange", FALSE);
  g_autoptr(TsRecord) today = ts_test_case_record ("solo-phase-end-ship-exchange", TRUE);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) old = NULL;
  g_autoptr(TsMatch) now = NULL;
  g_autofree char *notice = NULL;

  old = ts_match_new_for_record (record, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ts_match_get_pending (old), ==,
                   "Fill the depots for phase E and reveal its 5 goods.");
  notice = ts_match_dup_readings_notice (old);
  g_assert_nonnull (strstr (notice, "no goods exchange"));

  now = ts_match_new_for_record (today, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ts_match_get_pending (now), ==,
                   "Ana: you may give 5 goods for a black-depot tile, stored face down.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/cases/old-record/phase-end-target/CB-SOL-22", test_target);
  g_test_add_func ("/burgundy/cases/old-record/phase-end-ship-exchange/CB-SOL-14", test_exchange);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fuzz targets' limit per input is CPU time, not the clock (fuzz-util.c): an input that
 * spins past TS_FUZZ_CPU_SECONDS aborts with a sentence; an input that waits on the clock as
 * long as a loaded machine makes it wait does not; the count starts again with each input. */
#include <time.h>

#include "fuzz-util.h"

static double
cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

/* Spends @seconds of CPU time. */
static void
spin (double seconds)
{
  double start = cpu_seconds ();
  volatile guint64 sink = 0;

  while (cpu_seconds () - start < seconds)
    for (guint i = 0; i < 100000; i++)
      sink += i;
}

static void
test_spins (void)
{
  if (g_test_subprocess ())
    {
      ts_fuzz_init ();
      ts_fuzz_input_begin ();
      spin (30);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*took more CPU time than TS_FUZZ_CPU_SECONDS allows*");
}

static void
test_waits (void)
{
  if (g_test_subprocess ())
    {
      ts_fuzz_init ();
      ts_fuzz_input_begin ();
      /* Three seconds on the clock, none of CPU: what a busy machine does to an input. */
      g_usleep (3 * G_USEC_PER_SEC);
      /* Three inputs of 0.6 s each: the count starts again with each. */
      for (guint i = 0; i < 3; i++)
        {
          ts_fuzz_input_begin ();
          spin (0.6);
        }
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("TS_FUZZ_CPU_SECONDS", "1", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fuzz/cpu-limit/spins", test_spins);
  g_test_add_func ("/fuzz/cpu-limit/waits", test_waits);
  return g_test_run ();
}

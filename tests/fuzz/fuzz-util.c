/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every fuzz target shares: warnings abort, sentences are UTF-8, refusals name the file. */
#include "fuzz-util.h"

#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"

static GLogWriterOutput
abort_on_warning (GLogLevelFlags   log_level,
                  const GLogField *fields,
                  gsize            n_fields,
                  gpointer         user_data)
{
  GLogWriterOutput output;

  /* Debug messages (a broken index read again) would fill the log at every input. */
  if (log_level & (G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO))
    return G_LOG_WRITER_HANDLED;
  output = g_log_writer_standard_streams (log_level, fields, n_fields, NULL);
  if (log_level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return output;
}

/* The time an input may take is CPU time, not time on the clock: on a busy machine an input
 * that takes 0.45 s alone took 13 s, and libFuzzer's -timeout (wall clock) failed the run
 * (run-fuzz.sh passes -timeout=0). Every second of the process's CPU time a tick counts
 * against the input being run; past TS_FUZZ_CPU_SECONDS (10) of them, the input is taken to
 * loop and the run aborts, which libFuzzer reports and saves as any crash. */
static volatile sig_atomic_t input_ticks;
static sig_atomic_t limit_ticks = 10;

static void
cpu_tick (int signal_number)
{
  static const char message[] = "fuzz: one input took more CPU time than TS_FUZZ_CPU_SECONDS "
                                "allows: it loops\n";

  if (++input_ticks > limit_ticks)
    {
      if (write (STDERR_FILENO, message, sizeof message - 1) < 0)
        abort ();
      abort ();
    }
}

static void
start_cpu_limit (void)
{
  const char *seconds = g_getenv ("TS_FUZZ_CPU_SECONDS");
  struct itimerval every_second = { { 1, 0 }, { 1, 0 } };
  struct sigaction action = { 0 };

  if (seconds != NULL && g_ascii_strtoll (seconds, NULL, 10) > 0)
    limit_ticks = (sig_atomic_t) MIN (g_ascii_strtoll (seconds, NULL, 10), 86400);
  action.sa_handler = cpu_tick;
  action.sa_flags = SA_RESTART;
  sigemptyset (&action.sa_mask);
  sigaction (SIGVTALRM, &action, NULL);
  setitimer (ITIMER_VIRTUAL, &every_second, NULL);
}

void
ts_fuzz_input_begin (void)
{
  input_ticks = 0;
}

void
ts_fuzz_init (void)
{
  g_log_set_writer_func (abort_on_warning, NULL, NULL);
  start_cpu_limit ();
}

void
ts_fuzz_assert_utf8 (const char *what,
                     const char *text)
{
  if (text != NULL && !g_utf8_validate (text, -1, NULL))
    ts_fuzz_fail ("%s is not valid UTF-8", what);
}

void
ts_fuzz_assert_refusal (const GError *error,
                        const char   *name)
{
  if (error == NULL)
    ts_fuzz_fail ("a refusal without a message");
  ts_fuzz_assert_utf8 ("a refusal", error->message);
  if (strstr (error->message, name) == NULL)
    ts_fuzz_fail ("a refusal that does not name the file: %s %d: %s",
                  g_quark_to_string (error->domain), error->code, error->message);
}

gpointer
ts_fuzz_random_entry (const char   *game,
                      gconstpointer state,
                      GRand        *rand)
{
  if (g_str_equal (game, "kingsburg"))
    {
      TsKingsburgEntry e;

      return ts_kingsburg_random_entry (state, rand, &e) ? g_memdup2 (&e, sizeof e) : NULL;
    }
  if (g_str_equal (game, "carcassonne"))
    {
      TsCarcassonneEntry e;

      return ts_carcassonne_random_entry (state, rand, &e) ? g_memdup2 (&e, sizeof e) : NULL;
    }
  if (g_str_equal (game, "caylus-1303"))
    {
      TsCaylusEntry e;

      return ts_caylus_random_entry (state, rand, &e) ? g_memdup2 (&e, sizeof e) : NULL;
    }
  {
    TsBurgundyEntry e;

    return ts_burgundy_random_entry (state, rand, &e) ? g_memdup2 (&e, sizeof e) : NULL;
  }
}

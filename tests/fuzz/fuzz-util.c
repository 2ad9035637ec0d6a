/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every fuzz target shares: warnings abort, sentences are UTF-8, refusals name the file. */
#include "fuzz-util.h"

#include <string.h>

#include "burgundy/ts-burgundy-state.h"
#include "carcassonne/ts-carcassonne-state.h"
#include "caylus/ts-caylus-state.h"
#include "kingsburg/ts-kingsburg-state.h"

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

void
ts_fuzz_init (void)
{
  g_log_set_writer_func (abort_on_warning, NULL, NULL);
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

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-match-prefetch.h"

/* `tableside FILE`: the game is read and replayed on a thread of its own while GTK and
 * libadwaita start on the main thread (issue 56: a third of the work before the first
 * frame is theirs, and the machine has a second core). The match is made with no handler
 * and no source attached, and handed over once: ts_match_prefetch_take() joins the thread.
 * Only ts_match_open() runs there; the main thread touches no game before it takes the
 * match, so the engines' data, read once on first use, are read by one thread at a time. */

typedef struct
{
  GFile *file;
  GThread *thread;
} Prefetch;

static Prefetch prefetch;

static gpointer
open_thread (gpointer data)
{
  GFile *file = data;

  /* A failure is left to the main thread, which opens the file again and says why. */
  return ts_match_open (file, FALSE, NULL, NULL);
}

/**
 * ts_match_prefetch_start:
 * @file: a file named on the command line
 *
 * Starts reading and replaying @file as ts_match_open() does, on a new thread. At most one
 * prefetch runs: a second call while one is pending does nothing.
 */
void
ts_match_prefetch_start (GFile *file)
{
  g_return_if_fail (G_IS_FILE (file));

  if (prefetch.thread != NULL)
    return;
  prefetch.file = g_object_ref (file);
  prefetch.thread = g_thread_new ("ts-match-prefetch", open_thread, prefetch.file);
}

/**
 * ts_match_prefetch_take:
 * @file: the file about to be opened
 *
 * The match of @file read by ts_match_prefetch_start(), once: waits for its thread. A
 * prefetch of another file is dropped (waited for too: then no two threads replay games).
 *
 * Returns: (transfer full) (nullable): the match, or %NULL when no prefetch of an equal file
 *   was started, or it could not be opened (open it again to learn why)
 */
TsMatch *
ts_match_prefetch_take (GFile *file)
{
  TsMatch *match;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (prefetch.thread == NULL)
    return NULL;
  if (!g_file_equal (prefetch.file, file))
    {
      ts_match_prefetch_drop ();
      return NULL;
    }
  match = g_thread_join (g_steal_pointer (&prefetch.thread));
  g_clear_object (&prefetch.file);
  return match;
}

/**
 * ts_match_prefetch_drop:
 *
 * Waits for a prefetch never taken (another instance opened the file) and frees it.
 */
void
ts_match_prefetch_drop (void)
{
  if (prefetch.thread != NULL)
    {
      TsMatch *match = g_thread_join (g_steal_pointer (&prefetch.thread));

      g_clear_object (&match);
    }
  g_clear_object (&prefetch.file);
}

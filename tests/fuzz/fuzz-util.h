/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <stdio.h>
#include <stdlib.h>

#include <glib.h>

/* g_error() and fatal criticals stop the process with SIGTRAP (G_BREAKPOINT), which libFuzzer
 * does not catch: it died without saving the input it failed on. Failures here abort()
 * instead (SIGABRT), which libFuzzer reports and saves (-artifact_prefix), and so do GLib's
 * own warnings and criticals, through the log writer ts_fuzz_init() installs. */
#define ts_fuzz_fail(...) \
  G_STMT_START \
  { \
    fprintf (stderr, "fuzz: " __VA_ARGS__); \
    fputc ('\n', stderr); \
    abort (); \
  } \
  G_STMT_END

/* Fatal warnings, and a limit of CPU time per input (TS_FUZZ_CPU_SECONDS, default 10):
 * every target calls ts_fuzz_input_begin() as it starts an input. */
void ts_fuzz_init (void);
void ts_fuzz_input_begin (void);
/* Fails unless @text (nullable) is valid UTF-8. */
void ts_fuzz_assert_utf8 (const char *what,
                          const char *text);
/* Fails unless @error is set, its message valid UTF-8 and naming @name. */
void ts_fuzz_assert_refusal (const GError *error,
                             const char   *name);

/* One random legal entry for @state of @game (a game id), in the engine's own struct
 * (transfer full), or NULL when the game is over. */
gpointer ts_fuzz_random_entry (const char   *game,
                               gconstpointer state,
                               GRand        *rand);

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data,
                            gsize         size);

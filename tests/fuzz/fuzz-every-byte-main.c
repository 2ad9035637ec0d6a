/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs a fuzz target over each file given, cut at every byte and with every byte changed in
 * turn (to a quote, a brace, a letter or a digit): a malformed file at every byte through the
 * target's own checks, with any compiler, as an ordinary test. TS_EVERY_BYTE_STEP=N takes
 * every Nth byte only (the sanitizer build, about 50 times slower, takes every 13th). */
#include <stdio.h>

#include <glib.h>

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data,
                            gsize         size);

int
main (int    argc,
      char **argv)
{
  static const char changes[] = { '"', '{', 'x', '9' };
  const char *step_env = g_getenv ("TS_EVERY_BYTE_STEP");
  gsize step = step_env != NULL ? MAX (1, g_ascii_strtoull (step_env, NULL, 10)) : 1;
  guint n = 0;

  LLVMFuzzerInitialize (&argc, &argv);
  for (int a = 1; a < argc; a++)
    {
      g_autofree char *contents = NULL;
      gsize length = 0;
      g_autoptr(GError) error = NULL;

      if (!g_file_get_contents (argv[a], &contents, &length, &error))
        g_error ("%s", error->message);
      for (gsize cut = 0; cut <= length; cut += step, n++)
        LLVMFuzzerTestOneInput ((const guint8 *) contents, cut);
      for (gsize at = 0; at < length; at += step, n++)
        {
          char kept = contents[at];

          contents[at] = changes[at % G_N_ELEMENTS (changes)];
          LLVMFuzzerTestOneInput ((const guint8 *) contents, length);
          contents[at] = kept;
        }
    }
  printf ("%u inputs\n", n);
  return 0;
}

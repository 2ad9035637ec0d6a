/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs the fuzz target over files and folders of inputs, without libFuzzer: the seed corpus
 * (and any crash kept as a regression input) as an ordinary test, with any compiler. */
#include <stdio.h>

#include <gio/gio.h>

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data,
                            gsize         size);

static guint
run_path (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  guint n = 0;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, &error);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      g_assert_no_error (error);
      while ((name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_build_filename (path, name, NULL));
      g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
      for (guint i = 0; i < names->len; i++)
        n += run_path (g_ptr_array_index (names, i));
      return n;
    }
  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("%s", error->message);
  LLVMFuzzerTestOneInput ((const guint8 *) contents, length);
  return 1;
}

int
main (int   argc,
      char *argv[])
{
  guint n = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s FILE-OR-FOLDER...\n", argv[0]);
      return 2;
    }
  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    n += run_path (argv[i]);
  printf ("%u inputs, none crashed or broke an invariant\n", n);
  return n > 0 ? 0 : 1;
}

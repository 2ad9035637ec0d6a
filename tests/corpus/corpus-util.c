/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <glib/gstdio.h>

#include "corpus-util.h"

const char *corpus_dir;

char *
corpus_file (const char *name)
{
  return g_build_filename (corpus_dir, name, NULL);
}

/* The record's JSON, parsed. */
JsonNode *
read_json (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

GFile *
write_json (const char *dir,
            const char *name,
            JsonNode   *root)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *text = json_to_string (root, TRUE);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_file_new_for_path (path);
}

void
corpus_test_init (int    *argc,
                  char ***argv)
{
  g_autofree char *data_home = NULL;

  g_test_init (argc, argv, NULL);
  g_assert_cmpint (*argc, ==, 2);
  corpus_dir = (*argv)[1];
  data_home = g_dir_make_tmp ("ts-corpus-data-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tableside-cli board check through the real binary (issue 15): a club's exported board that
 * can start a game, one whose problems are listed (exit 1), a file that is no board, and
 * the command line it refuses. */
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>
#include <string.h>

#define D1_CELLS "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB"
#define DICE "6543216545431236126541254312612563413"

/* Runs the real CLI with up to three arguments after "board"; exit status, output in *@out
 * and *@err. */
static int
run (char **out, char **err, const char *arg1, const char *arg2, const char *arg3)
{
  const char *argv[] = { g_getenv ("TABLESIDE_CLI"), "board", arg1, arg2, arg3, NULL };
  g_autoptr (GError) error = NULL;
  int status = 0;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err,
                               &status, &error));
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  if (error == NULL)
    return 0;
  return error->domain == G_SPAWN_EXIT_ERROR ? error->code : -1;
}

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  (void)data;
  f->dir = g_dir_make_tmp ("tableside-cli-board-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autoptr (GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  (void)data;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
}

static char *
write_file (Fixture *f, const char *name, const char *text)
{
  char *path = g_build_filename (f->dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static char *
board_file (Fixture *f, const char *name, const char *cells)
{
  g_autofree char *text = g_strdup_printf (
      "{\"format\": \"tableside-burgundy-player-board\", \"version\": 1, \"board\": {\"id\": "
      "\"4-2019-print\", \"name\": \"4 (2019 print)\", \"cells\": \"%s\", \"dice\": \"" DICE "\"}}",
      cells);
  return write_file (f, name, text);
}

static void
test_good (Fixture *f, gconstpointer data)
{
  g_autofree char *path = board_file (f, "good.json", D1_CELLS);
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *expected
      = g_strdup_printf ("%s: board “4 (2019 print)” can start a game.\n", path);

  (void)data;
  g_assert_cmpint (run (&out, &err, "check", path, NULL), ==, 0);
  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpstr (err, ==, "");
}

/* CB-DUC-01: a pasture entered as a city, another not entered; each problem on a line. */
static void
test_problems (Fixture *f, gconstpointer data)
{
  g_autofree char *good = board_file (f, "good.json", D1_CELLS);
  g_autofree char *cells = g_strdup (D1_CELLS);
  cells[0] = 'B';
  cells[10] = '.';
  g_autofree char *bad = board_file (f, "bad.json", cells);
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *expected = g_strdup_printf (
      "%s: board “4 (2019 print)” can start a game.\n"
      "%s: board “4 (2019 print)” cannot start a game:\n"
      "  - 1 space is not entered yet (its colour and die number): space 2 of row 3.\n"
      "  - The board has 13 beige city spaces; a duchy has 12.\n",
      good, bad);

  (void)data;
  g_assert_cmpint (run (&out, &err, "check", good, bad), ==, 1);
  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpstr (err, ==, "");
}

/* A file that is no board and one that is missing: named, exit 1, the others still told. */
static void
test_unreadable (Fixture *f, gconstpointer data)
{
  g_autofree char *good = board_file (f, "good.json", D1_CELLS);
  g_autofree char *newer = write_file (
      f, "newer.json",
      "{\"format\": \"tableside-burgundy-player-board\", \"version\": 7, \"board\": {}}");
  g_autofree char *missing = g_build_filename (f->dir, "missing.json", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *expected = g_strdup_printf (
      "tableside-cli: The file %s cannot be read as a board: it is version 7 of the board "
      "format, made by a newer Tableside; this one reads version 1.\n",
      newer);

  (void)data;
  g_assert_cmpint (run (&out, &err, "check", newer, good), ==, 1);
  g_assert_cmpstr (err, ==, expected);
  g_assert_nonnull (strstr (out, "can start a game"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run (&out, &err, "check", missing, NULL), ==, 1);
  g_assert_nonnull (strstr (err, missing));
  g_assert_cmpstr (out, ==, "");
}

/* Issue 25: what crashed or hung `board check` (100,000 levels of nesting, a FIFO, a link to
 * /dev/zero) and what it read wrongly (“start”: [022] as 18, a number past 64 bits): each a
 * sentence naming the file, at once. */
static void
test_hostile (Fixture *f, gconstpointer data)
{
  g_autofree char *deep_text = g_strnfill (100000, '[');
  g_autofree char *deep = write_file (f, "deep.json", deep_text);
  g_autofree char *octal = write_file (
      f, "octal.json",
      "{\"format\": \"tableside-burgundy-player-board\", \"version\": 1, \"board\": "
      "{\"id\": \"club\", \"kind\": \"duchy\", \"cells\": \"" D1_CELLS "\", "
      "\"dice\": \"" DICE "\", "
      "\"start\": [022]}}");
  g_autofree char *huge = write_file (
      f, "huge.json",
      "{\"format\": \"tableside-burgundy-player-board\", \"version\": 99999999999999999999}");
  g_autofree char *fifo = g_build_filename (f->dir, "pipe.json", NULL);
  g_autofree char *zero = g_build_filename (f->dir, "zero.json", NULL);
  const struct
  {
    const char *path;
    const char *says;
  } cases[] = {
    { deep, "nests deeper than 16 levels (at line 1, column 17)" },
    { octal, "a number is not written as JSON writes numbers" },
    { huge, "at line 1, column 58, a whole number is too large" },
    { fifo, "is not a regular file" },
    { zero, "is not a regular file" },
  };

  (void)data;
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL, *err = NULL;
      gint64 start = g_get_monotonic_time ();

      g_assert_cmpint (run (&out, &err, "check", cases[i].path, NULL), ==, 1);
      g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_utf8_validate (err, -1, NULL));
      if (strstr (err, cases[i].path) == NULL || strstr (err, cases[i].says) == NULL)
        g_error ("“%s” does not name %s and say “%s”", err, cases[i].path, cases[i].says);
    }
}

static void
test_usage (void)
{
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run (&out, &err, NULL, NULL, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "“board” needs a subcommand: “board check FILE…”"));
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run (&out, &err, "check", NULL, NULL), ==, 2);
  g_assert_nonnull (strstr (err, "“board check” takes one or more board files"));
  g_clear_pointer (&err, g_free);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run (&out, &err, "--help", NULL, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "board check FILE…"));
  g_assert_nonnull (strstr (out, "tableside-burgundy-player-board"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cli/board/check-good", Fixture, NULL, fixture_set_up, test_good, fixture_tear_down);
  g_test_add ("/cli/board/CB-DUC-01/check-lists-problems", Fixture, NULL, fixture_set_up,
              test_problems, fixture_tear_down);
  g_test_add ("/cli/board/check-unreadable", Fixture, NULL, fixture_set_up, test_unreadable,
              fixture_tear_down);
  g_test_add ("/cli/board/check-hostile", Fixture, NULL, fixture_set_up, test_hostile,
              fixture_tear_down);
  g_test_add_func ("/cli/board/usage", test_usage);
  return g_test_run ();
}

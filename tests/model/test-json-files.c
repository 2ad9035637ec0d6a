/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 25: every kind of JSON file Tableside reads (a record, a final-scoring sheet, a file
 * of corrections, a board file, the saved-games index) goes through the one reader and
 * refuses what could crash, hang or fool it: 100,000 levels of nesting, a FIFO, a link to
 * /dev/zero, a file past its size, numbers JSON does not write (010) or no C integer holds
 * (99999999999999999999), bytes that are not UTF-8 and escapes that make none. Each refusal
 * is one sentence in UTF-8 naming the file and, inside the text, the line and column. */
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ts-burgundy.h"
#include "ts-kingsburg.h"
#include "ts-component-overrides.h"
#include "ts-json-read.h"
#include "ts-record-index.h"
#include "ts-record.h"

/* Larger than the largest kind allows (the index: 64 MB); sparse, so nothing is written. */
#define OVERSIZED ((goffset) 65 * 1024 * 1024)

typedef struct
{
  const char *name;
  char *(*path) (void);             /* where the file of this kind is put */
  char *(*read) (const char *path); /* the refusal's message, NULL when it was read */
  gsize max_bytes;
} Kind;

static char *
temp_path (const char *base)
{
  return g_build_filename (g_get_user_cache_dir (), base, NULL);
}

static char *
record_path (void)
{
  return temp_path ("game.tableside");
}

static char *
sheet_path (void)
{
  return temp_path ("sheet.json");
}

static char *
board_path (void)
{
  return temp_path ("club.json");
}

static char *
corrections_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tableside", "games", "kingsburg",
                           "enemies.json", NULL);
}

static char *
message_of (GError *error)
{
  return error != NULL ? g_strdup (error->message) : NULL;
}

static char *
read_record (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = ts_record_load (file, NULL, &error);

  g_assert_null (record);
  return message_of (error);
}

static char *
read_sheet (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsBurgundySheet) sheet = ts_burgundy_sheet_load_file (file, "sheet.json", &error);

  g_assert_null (sheet);
  return message_of (error);
}

static char *
read_board (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  TsBurgundyDuchy board;

  g_assert_false (ts_burgundy_board_import_file (file, "club.json", &board, &error));
  return message_of (error);
}

static char *
read_corrections (const char *path)
{
  g_autoptr(TsComponentOverrides) o = ts_component_overrides_new ("kingsburg", "enemies",
                                                                  ts_kingsburg_card_check_item,
                                                                  NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (ts_component_overrides_load (o, NULL, &error));
  /* Nothing of a broken file is kept: the game plays with the shipped cards. */
  g_assert_null (ts_component_overrides_get (o, "Y1-01"));
  return message_of (error);
}

static const Kind kinds[] = {
  { "record", record_path, read_record, TS_RECORD_MAX_BYTES },
  { "sheet", sheet_path, read_sheet, TS_BURGUNDY_SHEET_MAX_BYTES },
  { "board", board_path, read_board, 1024 * 1024 },
  { "corrections", corrections_path, read_corrections, 4 * 1024 * 1024 },
};

static void
put_text (const char *path,
          const char *text,
          gssize      length)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_unlink (path);
  g_assert_true (g_file_set_contents (path, text, length, NULL));
}

static guint nesting = 100000;

static void
put_nested (const char *path)
{
  g_autofree char *text = g_strnfill (nesting, '[');

  put_text (path, text, -1);
}

static void
put_fifo (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_unlink (path);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
}

static void
put_dev_zero (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_unlink (path);
  g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
}

static void
put_oversized (const char *path)
{
  int fd;

  put_text (path, "", 0);
  fd = g_open (path, O_WRONLY, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, OVERSIZED), ==, 0);
  close (fd);
}

/* Reads @path as @kind and checks the sentence: valid UTF-8, naming the file and @parts. */
static void
assert_refused (const Kind *kind,
                const char *path,
                const char *const *parts)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *message = kind->read (path);

  g_test_message ("%s: %s", kind->name, message);
  g_assert_nonnull (message);
  g_assert_true (g_utf8_validate (message, -1, NULL));
  if (strstr (message, base) == NULL)
    g_error ("%s: “%s” does not name “%s”", kind->name, message, base);
  for (guint i = 0; parts[i] != NULL; i++)
    if (strstr (message, parts[i]) == NULL)
      g_error ("%s: “%s” does not say “%s”", kind->name, message, parts[i]);
  g_unlink (path);
}

static void
test_nesting (void)
{
  /* 100,000 levels are more bytes than a sheet may have: 60,000 are not. */
  static const guint depths[] = { 60000, 100000 };

  for (guint d = 0; d < G_N_ELEMENTS (depths); d++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        g_autofree char *path = kinds[k].path ();
        const char *deep[] = { "nests deeper than", "at line 1, column", NULL };
        const char *large[] = { "far too large", NULL };

        nesting = depths[d];
        put_nested (path);
        assert_refused (&kinds[k], path, nesting > kinds[k].max_bytes ? large : deep);
      }
}

/* Puts what @put makes in each kind's place and reads it: refused, saying @says. */
static void
each_kind (void (*put) (const char *path),
           const char *says)
{
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autofree char *path = kinds[k].path ();
      const char *parts[] = { says, NULL };

      put (path);
      assert_refused (&kinds[k], path, parts);
    }
}

static void
test_fifo (void)
{
  each_kind (put_fifo, "not a regular file");
}

static void
test_dev_zero (void)
{
  each_kind (put_dev_zero, "not a regular file");
}

static void
test_oversized (void)
{
  each_kind (put_oversized, "far too large");
}

typedef struct
{
  const char *text;
  const char *says;
} Case;

/* Each text in each kind's place: refused, saying what its case says. */
static void
each_text (const Case *cases,
           guint       n_cases)
{
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint c = 0; c < n_cases; c++)
      {
        g_autofree char *path = kinds[k].path ();
        const char *parts[] = { cases[c].says, NULL };

        put_text (path, cases[c].text, -1);
        assert_refused (&kinds[k], path, parts);
      }
}

static void
test_numbers (void)
{
  static const Case cases[] = {
    { "{\"format\": 010}", "is not valid JSON: at line 1, column 13, a number is not written" },
    { "{\n  \"start\": [022]\n}", "is not valid JSON: at line 2, column 14, a number is not" },
    { "{\"format\": 0x1F}", "is not valid JSON: at line 1, column 13, a number is not written" },
    { "{\"format\":\n 99999999999999999999}", "at line 2, column 2, a whole number is too large" },
    { "{\"y\": -99999999999999999999}", "at line 1, column 7, a whole number is too large" },
    { "{\"y\": 1e999}", "is not valid JSON: at line 1, column 7, a number is too large" },
  };

  each_text (cases, G_N_ELEMENTS (cases));
}

/* json-glib's own messages quote the input, invalid UTF-8 included: none reaches a message
 * (an accessibility client aborts on it). */
static void
test_not_utf8 (void)
{
  static const Case cases[] = {
    /* A missing comma after an accented board name. */
    { "{\"Dijon \xc3\xa9t\xc3\xa9\": 1 \"b\": 2}", "at line 1, column 17, a comma or closing" },
    /* A lone surrogate. */
    { "{\"name\": \"\\ud800\"}", "at line 1, column 17, a \\u escape is half of a character" },
    /* Bytes that are not UTF-8 at all, in a name. */
    { "{\"Dijon \xe9\": 1}", "it is not UTF-8 text (at line 1, column 9)" },
  };

  each_text (cases, G_N_ELEMENTS (cases));
}

/* An empty file, or a "format" of the wrong type: a sentence, not a critical warning (fatal
 * here). */
static void
test_empty_and_format (void)
{
  /* What each kind says of a wrong "format" is its own; that it names the file is shared. */
  static const Case cases[] = {
    { "", "is empty." }, { " \n", "is empty." }, { "{\"format\": {}}", "" },
    { "{\"format\": []}", "" }, { "{\"format\": null, \"version\": {}}", "" }, { "[]", "" },
    { "7", "" },
  };

  each_text (cases, G_N_ELEMENTS (cases));
}

/* The index has no message: whatever is in its place, the start page's scan goes on with an
 * empty index, and a broken regular file is written again. */
static void
test_index (void)
{
  g_autofree char *dir = temp_path ("saved");
  g_autofree char *path = g_build_filename (dir, TS_RECORD_INDEX_NAME, NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  void (*const broken[]) (const char *) = { put_nested, put_fifo, put_dev_zero, put_oversized };

  for (guint b = 0; b < G_N_ELEMENTS (broken); b++)
    {
      TsRecordIndex *index;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      struct stat info;

      broken[b] (path);
      index = ts_record_index_load (folder);
      g_assert_nonnull (index);
      if (ts_record_index_save (index, &error) && lstat (path, &info) == 0
          && S_ISREG (info.st_mode))
        {
          g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
          g_assert_nonnull (strstr (text, "\"tableside-saved-games-index\""));
        }
      else
        /* A pipe or a device is never written over (nor through a link). */
        g_assert_true (b == 1 || b == 2);
      ts_record_index_free (index);
      g_unlink (path);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/json-files/nesting", test_nesting);
  g_test_add_func ("/json-files/fifo", test_fifo);
  g_test_add_func ("/json-files/dev-zero", test_dev_zero);
  g_test_add_func ("/json-files/oversized", test_oversized);
  g_test_add_func ("/json-files/numbers", test_numbers);
  g_test_add_func ("/json-files/not-utf8", test_not_utf8);
  g_test_add_func ("/json-files/empty-and-format", test_empty_and_format);
  g_test_add_func ("/json-files/index", test_index);
  return g_test_run ();
}

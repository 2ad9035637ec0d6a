/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The record file: every kind of bad file is refused with a message naming the file (and the
 * entry, when an entry is at fault), and a failed load never touches the file. */
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ts-counter-game.h"
#include "ts-record-fixture.h"
#include "ts-record-info.h"
#include "ts-record.h"

/* Loading @contents fails with @code; the message names the file (and @fragment); the file
 * is byte for byte what it was, with the same modification time; the header reader refuses
 * it too (unless the fault is in an entry, which only the full loader reads). */
static void
assert_refused_len (Fixture    *fixture,
                    const char *contents,
                    gsize       length,
                    int         code,
                    const char *fragment)
{
  g_autoptr(GFile) file = write_file (fixture, "bad.json", contents, length);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) info_error = NULL;
  g_autoptr(TsRecord) record = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  g_autofree char *after = NULL;
  g_autofree char *path = g_file_get_path (file);
  GStatBuf before_stat, after_stat;
  gsize after_length = 0;

  g_assert_cmpint (g_stat (path, &before_stat), ==, 0);
  record = ts_record_load (file, NULL, &error);
  g_assert_null (record);
  g_assert_error (error, TS_RECORD_ERROR, code);
  if (strstr (error->message, "bad.json") == NULL)
    g_error ("message does not name the file: %s", error->message);
  if (fragment != NULL && strstr (error->message, fragment) == NULL)
    g_error ("message lacks “%s”: %s", fragment, error->message);
  g_test_message ("refused: %s", error->message);

  info = ts_record_info_load (file, NULL, &info_error);
  if (code != TS_RECORD_ERROR_ENTRY)
    {
      g_assert_null (info);
      g_assert_error (info_error, TS_RECORD_ERROR, code);
    }

  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpmem (after, after_length, contents, length);
  g_assert_cmpint (g_stat (path, &after_stat), ==, 0);
  g_assert_cmpint (before_stat.st_mtime, ==, after_stat.st_mtime);
}

static void
assert_refused (Fixture    *fixture,
                const char *contents,
                int         code,
                const char *fragment)
{
  assert_refused_len (fixture, contents, strlen (contents), code, fragment);
}

/* A change of a valid record: the first @from becomes @to. */
typedef struct
{
  const char *from;
  const char *to;
  int code;
  const char *fragment;
} Change;

/* Each change of @text is refused with @code and @fragment, as assert_refused() checks. */
static void
assert_changes_refused (Fixture      *fixture,
                        const char   *text,
                        const Change *changes,
                        gsize         n_changes)
{
  for (gsize i = 0; i < n_changes; i++)
    {
      g_autofree char *bad = replace (text, changes[i].from, changes[i].to);

      assert_refused (fixture, bad, changes[i].code, changes[i].fragment);
    }
}

static void
test_refuses_malformed (Fixture      *fixture,
                        gconstpointer user_data)
{
  g_autofree char *text = valid_record (12);
  gsize length = strlen (text);

  /* Truncated anywhere: refused, never half-read. */
  for (gsize cut = 0; cut < length; cut += 1 + cut / 8)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsRecord) record = ts_record_load_from_data (text, cut, "cut.json", &error);

      g_assert_null (record);
      g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_MALFORMED);
      g_assert_nonnull (strstr (error->message, "cut.json"));
    }
  assert_refused_len (fixture, text, length / 2, TS_RECORD_ERROR_MALFORMED, "JSON");
  assert_refused (fixture, "", TS_RECORD_ERROR_MALFORMED, "empty");
  assert_refused (fixture, "   \n", TS_RECORD_ERROR_MALFORMED, "empty");
  assert_refused (fixture, "{\"format\": \"tableside-record\", ", TS_RECORD_ERROR_MALFORMED,
                  "JSON");
  /* What json-glib alone would accept but JSON is not. */
  assert_refused (fixture, "{} {}", TS_RECORD_ERROR_MALFORMED, "more after the end");
  assert_refused (fixture, "{\"a\": 1}\n{\"b\": 2}", TS_RECORD_ERROR_MALFORMED, "line 2");
  assert_refused (fixture, "{'format': 1}", TS_RECORD_ERROR_MALFORMED, "member name");
  assert_refused (fixture, "{\"a\": 01}", TS_RECORD_ERROR_MALFORMED, "number");
  assert_refused (fixture, "{\"a\": 1.}", TS_RECORD_ERROR_MALFORMED, "number");
  assert_refused (fixture, "{\"a\": -}", TS_RECORD_ERROR_MALFORMED, "number");
  assert_refused (fixture, "{\"a\": NaN}", TS_RECORD_ERROR_MALFORMED, "unexpected");
  assert_refused (fixture, "{\"a\": truth}", TS_RECORD_ERROR_MALFORMED, "word");
  assert_refused (fixture, "/* c */ {}", TS_RECORD_ERROR_MALFORMED, "unexpected");
  assert_refused (fixture, "{} // c", TS_RECORD_ERROR_MALFORMED, "more after");
  assert_refused (fixture, "{\"a\": [1,]}", TS_RECORD_ERROR_MALFORMED, "unexpected");
  assert_refused (fixture, "{\"a\": 1,}", TS_RECORD_ERROR_MALFORMED, "member name");
  assert_refused (fixture, "{\"a\" 1}", TS_RECORD_ERROR_MALFORMED, "colon");
  assert_refused (fixture, "{\"a\": 1 \"b\": 2}", TS_RECORD_ERROR_MALFORMED, "comma");
  assert_refused (fixture, "{\"a\": \"x\ty\"}", TS_RECORD_ERROR_MALFORMED, "control");
  assert_refused (fixture, "{\"a\": \"\\x\"}", TS_RECORD_ERROR_MALFORMED, "escape");
  assert_refused (fixture, "{\"a\": \"\\u12\"}", TS_RECORD_ERROR_MALFORMED, "four");
  assert_refused (fixture, "{\"a\": \"abc", TS_RECORD_ERROR_MALFORMED, "not closed");
  assert_refused (fixture, "{\"a\": [", TS_RECORD_ERROR_MALFORMED, "ends too early");
  assert_refused (fixture, "[1, 2, 3]", TS_RECORD_ERROR_FORMAT, NULL);
  assert_refused (fixture, "\"tableside-record\"", TS_RECORD_ERROR_FORMAT, NULL);
  assert_refused (fixture, "null", TS_RECORD_ERROR_FORMAT, NULL);
}

static void
test_refuses_wrong_format_version_game (Fixture      *fixture,
                                        gconstpointer user_data)
{
  static const Change changes[] = {
    { "\"tableside-record\"", "\"something-else\"", TS_RECORD_ERROR_FORMAT, "format" },
    { "\"tableside-record\"", "17", TS_RECORD_ERROR_FORMAT, "format" },
    { "\"version\": 3", "\"version\": 4", TS_RECORD_ERROR_VERSION, "version 4" },
    { "\"version\": 3", "\"version\": 0", TS_RECORD_ERROR_VERSION, "version 0" },
    { "\"version\": 3", "\"version\": \"3\"", TS_RECORD_ERROR_VERSION, "version" },
    { "\"version\": 3", "\"version\": 3.0", TS_RECORD_ERROR_VERSION, "version" },
    { "\"counter-race\"", "\"chess\"", TS_RECORD_ERROR_GAME, "chess" },
    { "\"counter-race\"", "[\"counter-race\"]", TS_RECORD_ERROR_MALFORMED, "game" },
  };
  g_autofree char *text = valid_record (3);

  assert_changes_refused (fixture, text, changes, G_N_ELEMENTS (changes));
}

/* Every member this version defines, removed or given the wrong type. */
static void
test_refuses_missing_and_wrong_types (Fixture      *fixture,
                                      gconstpointer user_data)
{
  static const struct
  {
    const char *from;
    const char *to;
    const char *fragment;
  } cases[] = {
    { "\"format\": \"tableside-record\",", "", "format" },
    { "\"version\": 3,", "", "version" },
    { "\"game\": \"counter-race\",", "", "game" },
    { "\"entries\": [", "\"no-entries\": [", "entries" },
    { "\"players\": [", "\"no-players\": [", "players" },
    { "\"name\": \"Random race\"", "\"name\": 12", "name" },
    { "\"name\": \"Random race\"", "\"name\": null", "name" },
    { "\"status\": \"in-progress\"", "\"status\": true", "status" },
    { "\"status\": \"in-progress\"", "\"status\": \"paused\"", "status" },
    { "\"created\": \"", "\"created\": 5, \"x\": \"", "created" },
    { "\"created\": \"", "\"created\": \"yesterday\", \"x\": \"", "created" },
    { "\"setup\": {\"target\":1000}", "\"setup\": []", "setup" },
    { "\"players\": [", "\"options\": \"fast\", \"players\": [", "options" },
    { "\"players\": [", "\"winner\": \"Ana\", \"players\": [", "winner" },
    { "\"players\": [", "\"winner\": 9, \"players\": [", "winner" },
    { "\"players\": [", "\"winner\": -1, \"players\": [", "winner" },
    { "{\"name\":\"Ana\"}", "{\"nom\":\"Ana\"}", "player 1" },
    { "{\"name\":\"Bruno\"}", "\"Bruno\"", "player 2" },
    { "{\"name\":\"Carla\"}", "{\"name\":[\"Carla\"]}", "player 3" },
    { "{\"name\":\"Carla\"}", "{\"name\":\"Carla\",\"color\":7}", "color" },
    { ",{\"name\":\"Bruno\"},{\"name\":\"Carla\"}", "", "1 player" },
  };
  g_autofree char *text = valid_record (6);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = replace (text, cases[i].from, cases[i].to);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsRecord) record = ts_record_load_from_data (bad, strlen (bad), "bad.json",
                                                             &error);

      g_test_message ("case %u: %s", i, bad);
      g_assert_null (record);
      g_assert_true (error->domain == TS_RECORD_ERROR);
      g_assert_nonnull (strstr (error->message, "bad.json"));
      if (strstr (error->message, cases[i].fragment) == NULL)
        g_error ("case %u: “%s” not in: %s", i, cases[i].fragment, error->message);
    }
  {
    g_autofree char *bad = replace (text, "\"entries\": [", "\"entries\": {\"x\": [");
    g_autofree char *closed = replace (bad, "\n  ]\n}", "\n  ]}\n}");

    assert_refused (fixture, closed, TS_RECORD_ERROR_MALFORMED, "entries");
  }
}

/* Entries the game cannot read: the message gives the entry's number from 1. */
static void
test_refuses_bad_entries (Fixture      *fixture,
                          gconstpointer user_data)
{
#define FIRST_ADD "\"entries\": [\n    {\"type\":\"add\","
  static const Change changes[] = {
    { "\"entries\": [\n    ", "\"entries\": [\n    7,", TS_RECORD_ERROR_ENTRY, "entry 1:" },
    { FIRST_ADD, "\"entries\": [\n    {", TS_RECORD_ERROR_ENTRY, "entry 1:" },
    { FIRST_ADD, "\"entries\": [\n    {\"type\":[\"add\"],", TS_RECORD_ERROR_ENTRY, "type" },
    { FIRST_ADD, "\"entries\": [\n    {\"type\":\"castle\",", TS_RECORD_ERROR_ENTRY,
      "only “add”" },
    { "\"amount\":", "\"amount\":1.5,\"x\":", TS_RECORD_ERROR_ENTRY, "amount" },
    { "\"player\":", "\"player\":\"0\",\"x\":", TS_RECORD_ERROR_ENTRY, "player" },
  };
#undef FIRST_ADD
  g_autofree char *text = valid_record (6);

  assert_changes_refused (fixture, text, changes, G_N_ELEMENTS (changes));
}

static void
test_refuses_huge_numbers (Fixture      *fixture,
                           gconstpointer user_data)
{
  /* Whole numbers past 64 bits and numbers past a double are not JSON Tableside reads
   * (issue 25): refused where they stand, never wrapped or rounded. */
  static const Change changes[] = {
    { "\"version\": 3", "\"version\": 99999999999999999999999", TS_RECORD_ERROR_MALFORMED,
      "at line 3, column 14, a whole number is too large." },
    { "\"version\": 3", "\"version\": 1e400", TS_RECORD_ERROR_MALFORMED,
      "at line 3, column 14, a number is too large." },
    { "\"version\": 3", "\"version\": -9223372036854775808", TS_RECORD_ERROR_VERSION, NULL },
    { "\"players\": [", "\"winner\": 18446744073709551617, \"players\": [",
      TS_RECORD_ERROR_MALFORMED, "a whole number is too large" },
  };
  g_autofree char *text = valid_record (4);
  g_autofree char *long_number = NULL;
  g_autoptr(GString) digits = g_string_new ("\"version\": ");

  assert_changes_refused (fixture, text, changes, G_N_ELEMENTS (changes));

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (digits, '9');
  long_number = replace (text, "\"version\": 3", digits->str);
  assert_refused (fixture, long_number, TS_RECORD_ERROR_MALFORMED, "a whole number is too large");
}

static void
test_refuses_deep_nesting (Fixture      *fixture,
                           gconstpointer user_data)
{
  g_autofree char *text = valid_record (2);
  static const guint depths[] = { TS_RECORD_MAX_DEPTH, 1000, 1000000 };

  for (guint d = 0; d < G_N_ELEMENTS (depths); d++)
    {
      g_autoptr(GString) nested = g_string_new ("\"setup\": {\"x\": ");
      g_autofree char *bad = NULL;

      for (guint i = 0; i < depths[d]; i++)
        g_string_append_c (nested, '[');
      for (guint i = 0; i < depths[d]; i++)
        g_string_append_c (nested, ']');
      g_string_append (nested, "}, \"players\": [");
      bad = replace (text, "\"players\": [", nested->str);
      assert_refused (fixture, bad, TS_RECORD_ERROR_MALFORMED, "nests deeper");
    }
  {
    /* Brackets inside strings are text, not nesting. */
    g_autoptr(GString) brackets = g_string_new ("\"notes\": \"");
    g_autofree char *fine = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(TsRecord) record = NULL;

    for (guint i = 0; i < 1000; i++)
      g_string_append (brackets, "[{\\\"");
    g_string_append (brackets, "\", \"players\": [");
    fine = replace (text, "\"players\": [", brackets->str);
    record = ts_record_load_from_data (fine, strlen (fine), "fine.json", &error);
    g_assert_no_error (error);
    g_assert_nonnull (record);
  }
}

static void
test_refuses_invalid_utf8 (Fixture      *fixture,
                           gconstpointer user_data)
{
  static const Change changes[] = {
    { "Random race", "Random \xc3\x28 race", TS_RECORD_ERROR_MALFORMED, "UTF-8" },
    { "Random race", "Random \xc0\xaf race", TS_RECORD_ERROR_MALFORMED, "UTF-8" },
    { "Random race", "Random \xed\xa0\x80 race", TS_RECORD_ERROR_MALFORMED, "UTF-8" },
  };
  g_autofree char *text = valid_record (2);
  g_autofree char *with_nul = g_strdup (text);

  assert_changes_refused (fixture, text, changes, G_N_ELEMENTS (changes));
  with_nul[10] = '\0';
  assert_refused_len (fixture, with_nul, strlen (text), TS_RECORD_ERROR_MALFORMED, "UTF-8");
  /* A byte-order mark is read past. */
  {
    g_autofree char *with_bom = g_strconcat ("\xef\xbb\xbf", text, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(TsRecord) record = ts_record_load_from_data (with_bom, strlen (with_bom),
                                                           "bom.json", &error);

    g_assert_no_error (error);
    g_assert_nonnull (record);
  }
  /* Escapes that would make invalid UTF-8. */
  {
    g_autofree char *lone = replace (text, "Random race", "Random \\ud800 race");
    g_autofree char *low = replace (text, "Random race", "Random \\udc00 race");
    g_autofree char *pair = replace (text, "Random race", "Random \\ud83c\\udfb2 race");
    g_autoptr(GError) error = NULL;
    g_autoptr(TsRecord) record = NULL;

    assert_refused (fixture, lone, TS_RECORD_ERROR_MALFORMED, "half of a character");
    assert_refused (fixture, low, TS_RECORD_ERROR_MALFORMED, "half of a character");
    record = ts_record_load_from_data (pair, strlen (pair), "pair.json", &error);
    g_assert_no_error (error);
    g_assert_cmpstr (ts_record_get_name (record), ==, "Random \xf0\x9f\x8e\xb2 race");
  }
}

/* A 100 MB file (sparse: it costs no disk) is refused from its size, without reading it. */
static void
test_refuses_huge_file (Fixture      *fixture,
                        gconstpointer user_data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "huge.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = NULL;
  g_autoptr(TsRecordInfo) info = NULL;
  gint64 start;
  int fd;

  fd = open (path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, "{", 1), ==, 1);
  g_assert_cmpint (ftruncate (fd, 100 * 1024 * 1024), ==, 0);
  close (fd);

  start = g_get_monotonic_time ();
  record = ts_record_load (file, NULL, &error);
  g_assert_null (record);
  g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "huge.json"));
  g_clear_error (&error);
  info = ts_record_info_load (file, NULL, &error);
  g_assert_null (info);
  g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE);
  g_test_message ("refused in %.1f ms", (g_get_monotonic_time () - start) / 1000.0);

  /* The same bytes from memory. */
  {
    gsize length = TS_RECORD_MAX_BYTES + 1;
    g_autofree char *contents = g_malloc (length);
    g_autoptr(TsRecord) from_data = NULL;

    memset (contents, ' ', length);
    g_clear_error (&error);
    from_data = ts_record_load_from_data (contents, length, "big.json", &error);
    g_assert_null (from_data);
    g_assert_error (error, TS_RECORD_ERROR, TS_RECORD_ERROR_TOO_LARGE);
  }
}

/* A device or a FIFO is refused before it is read: /dev/zero would never end, and a FIFO
 * with no writer would block opening it for ever (the app and every CLI command hung). */
static void
test_refuses_endless_stream (Fixture      *fixture,
                             gconstpointer user_data)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/dev/zero");
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = NULL;

  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero");
      return;
    }
  record = ts_record_load (file, NULL, &error);
  g_assert_null (record);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "“/dev/zero” is not a regular file"));
}

static void
test_refuses_fifo (Fixture      *fixture,
                   gconstpointer user_data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "pipe.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) record = NULL;
  gint64 start;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  start = g_get_monotonic_time ();
  record = ts_record_load (file, NULL, &error);
  g_assert_null (record);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
}

/* A NUL escaped in a string would cut the name short in json-glib ("A\u0000B" read as "A"):
 * refused, naming where. */
static void
test_refuses_nul_escape (Fixture      *fixture,
                         gconstpointer user_data)
{
  g_autofree char *text = valid_record (2);
  g_autofree char *in_name = replace (text, "Random race", "Random\\u0000 race");

  assert_refused (fixture, in_name, TS_RECORD_ERROR_MALFORMED,
                  "a string holds the character NUL (\\u0000)");
}

/* Sizes and lengths past docs/file-format.md's limits are refused early: a 4 MiB record of
 * junk entries takes a fraction of a second, a long name never reaches the views. */
static void
test_refuses_past_limits (Fixture      *fixture,
                          gconstpointer user_data)
{
  g_autofree char *text = valid_record (2);
  g_autofree char *long_name = g_strnfill (TS_RECORD_MAX_NAME_LENGTH + 1, 'x');
  g_autofree char *ok_name = g_strnfill (TS_RECORD_MAX_NAME_LENGTH, 'x');
  g_autofree char *named = replace (text, "Random race", long_name);
  g_autofree char *player = NULL;
  g_autoptr(GString) junk = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsRecord) fits = NULL;
  g_autoptr(TsRecord) cut = NULL;
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) seat = json_object_new ();
  gint64 start;

  assert_refused (fixture, named, TS_RECORD_ERROR_MALFORMED, "longer than 1000 characters");
  {
    /* players are written compactly: {"name":"Ana",...} */
    const char *at = strstr (text, "{\"name\":\"");

    g_assert_nonnull (at);
    player = g_strdup_printf ("%.*s{\"name\":\"%s%s", (int) (at - text), text, long_name,
                              at + strlen ("{\"name\":\""));
  }
  assert_refused (fixture, player, TS_RECORD_ERROR_MALFORMED,
                  "the name of player 1 is longer than 1000 characters");

  /* exactly at the limit is fine */
  {
    g_autofree char *at_limit = replace (text, "Random race", ok_name);

    fits = ts_record_load_from_data (at_limit, strlen (at_limit), "fits.json", &error);
    g_assert_no_error (error);
  }

  g_string_append (junk, "{\"format\": \"tableside-record\", \"version\": 1, "
                         "\"game\": \"counter-race\", \"players\": [{\"name\": \"A\"}, "
                         "{\"name\": \"B\"}], \"entries\": [");
  while (junk->len < TS_RECORD_MAX_BYTES - 64)
    g_string_append (junk, "{\"type\": \"junk\"},");
  g_string_append (junk, "{\"type\": \"junk\"}]}");
  start = g_get_monotonic_time ();
  assert_refused_len (fixture, junk->str, junk->len, TS_RECORD_ERROR_TOO_LARGE,
                      "more than 30000 JSON objects");
  g_assert_cmpint (g_get_monotonic_time () - start, <, 2 * G_USEC_PER_SEC);
  /* Few objects but many entries: refused from the count of entries. */
  g_string_truncate (junk, 0);
  g_string_append (junk, "{\"format\": \"tableside-record\", \"version\": 1, "
                         "\"game\": \"counter-race\", \"players\": [{\"name\": \"A\"}, "
                         "{\"name\": \"B\"}], \"entries\": [");
  for (guint i = 0; i < TS_RECORD_MAX_ENTRIES; i++)
    g_string_append (junk, "1,");
  g_string_append (junk, "1]}");
  assert_refused_len (fixture, junk->str, junk->len, TS_RECORD_ERROR_TOO_LARGE,
                      "more than 10000 entries");
  g_test_message ("junk refused in %.2f s",
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);

  /* A new record never holds names the loader would refuse. */
  json_object_set_string_member (seat, "name", long_name);
  json_array_add_object_element (players, json_object_ref (seat));
  cut = ts_record_new (ts_record_lookup_game ("counter-race"), long_name, players, NULL, NULL);
  g_assert_cmpint (g_utf8_strlen (ts_record_get_name (cut), -1), ==, TS_RECORD_MAX_NAME_LENGTH);
  g_assert_cmpint (strlen (json_object_get_string_member (seat, "name")), ==,
                   TS_RECORD_MAX_NAME_LENGTH);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  ts_counter_game_register ();

#define ADD(path, func) \
  g_test_add ("/model/record/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("refuses/malformed", test_refuses_malformed);
  ADD ("refuses/format-version-game", test_refuses_wrong_format_version_game);
  ADD ("refuses/missing-and-wrong-types", test_refuses_missing_and_wrong_types);
  ADD ("refuses/bad-entries", test_refuses_bad_entries);
  ADD ("refuses/huge-numbers", test_refuses_huge_numbers);
  ADD ("refuses/deep-nesting", test_refuses_deep_nesting);
  ADD ("refuses/invalid-utf8", test_refuses_invalid_utf8);
  ADD ("refuses/huge-file", test_refuses_huge_file);
  ADD ("refuses/endless-stream", test_refuses_endless_stream);
  ADD ("refuses/fifo", test_refuses_fifo);
  ADD ("refuses/nul-escape", test_refuses_nul_escape);
  ADD ("refuses/past-limits", test_refuses_past_limits);
#undef ADD

  return g_test_run ();
}

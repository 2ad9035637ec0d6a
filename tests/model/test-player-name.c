/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one rule for names that come in (issue 52, ts-player-name.h; docs/file-format.md,
 * "Names"): blank names are no names, control characters go (a line end or a tab becomes a
 * space), white space comes off the ends, and a name is cut at 1,000 characters, on a
 * character. */
#include <string.h>

#include "ts-player-name.h"

static void
assert_name (const char          *text,
             const char          *expected,
             TsPlayerNameChanges  expected_changes)
{
  TsPlayerNameChanges changes = 0xff;
  g_autofree char *name = ts_player_name_normalize (text, &changes);

  g_assert_cmpstr (name, ==, expected);
  g_assert_cmpint (changes, ==, expected_changes);
}

static void
test_kept (void)
{
  assert_name ("Ana", "Ana", TS_PLAYER_NAME_KEPT);
  assert_name ("Ana Maria", "Ana Maria", TS_PLAYER_NAME_KEPT);
  /* Inner spaces, accents, emoji with a joiner (a format character inside) are kept. */
  assert_name ("Zé  da Silva", "Zé  da Silva", TS_PLAYER_NAME_KEPT);
  assert_name ("👩\u200d👩", "👩\u200d👩", TS_PLAYER_NAME_KEPT);
}

static void
test_blank (void)
{
  assert_name (NULL, NULL, TS_PLAYER_NAME_KEPT);
  assert_name ("", NULL, TS_PLAYER_NAME_KEPT);
  assert_name (" ", NULL, TS_PLAYER_NAME_TRIMMED);
  assert_name ("\t\n ", NULL, TS_PLAYER_NAME_CONTROLS | TS_PLAYER_NAME_TRIMMED);
  /* No-break and ideographic spaces, a zero-width space: nothing that shows. */
  assert_name ("\u00a0\u3000", NULL, TS_PLAYER_NAME_TRIMMED);
  assert_name ("\u200b", NULL, TS_PLAYER_NAME_KEPT);
  assert_name ("\x01\x7f\xc2\x9b", NULL, TS_PLAYER_NAME_CONTROLS);
}

static void
test_controls (void)
{
  /* The bell, an escape sequence's introducer and DEL go; a line end and a tab separate. */
  assert_name ("Ana\x07\nMaria\xc2\x9b", "Ana Maria", TS_PLAYER_NAME_CONTROLS);
  assert_name ("\x1b[31mRed", "[31mRed", TS_PLAYER_NAME_CONTROLS);
  assert_name ("A\tB\rC\u2028D", "A B C D", TS_PLAYER_NAME_CONTROLS);
  assert_name ("  Ana\n", "Ana", TS_PLAYER_NAME_CONTROLS | TS_PLAYER_NAME_TRIMMED);
  /* Bidirectional controls: an override would show one name as another ("Ana" then
   * "otrub" reversed), an isolate or embedding left open would reorder what follows. */
  assert_name ("Ana\u202Eotrub", "Anaotrub", TS_PLAYER_NAME_CONTROLS);
  assert_name ("\u202AA\u202BB\u202CC\u202DD\u2066E\u2067F\u2068G\u2069", "ABCDEFG",
               TS_PLAYER_NAME_CONTROLS);
  assert_name ("\u202E", NULL, TS_PLAYER_NAME_CONTROLS);
  /* Letters of a right-to-left script stay as they are. */
  assert_name ("\u05D3\u05E0\u05D4", "\u05D3\u05E0\u05D4", TS_PLAYER_NAME_KEPT);
  /* Not UTF-8: each bad byte is U+FFFD, which shows. */
  assert_name ("Jo\xe3o", "Jo\xef\xbf\xbdo", TS_PLAYER_NAME_INVALID);
}

static void
test_cut (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *name = NULL;
  TsPlayerNameChanges changes;

  /* 999 letters, then "é" (two bytes) at the 1,000th character and more after: the cut is
   * after the é, never inside it. */
  for (guint i = 0; i < TS_PLAYER_NAME_MAX_LENGTH - 1; i++)
    g_string_append_c (text, 'a');
  g_string_append (text, "éééé");
  name = ts_player_name_normalize (text->str, &changes);
  g_assert_cmpint (g_utf8_strlen (name, -1), ==, TS_PLAYER_NAME_MAX_LENGTH);
  g_assert_true (g_utf8_validate (name, -1, NULL));
  g_assert_true (g_str_has_suffix (name, "aé"));
  g_assert_cmpint (changes, ==, TS_PLAYER_NAME_CUT);
  g_clear_pointer (&name, g_free);

  /* A cut that ends on a space leaves no space at the end. */
  g_string_truncate (text, 0);
  for (guint i = 0; i < TS_PLAYER_NAME_MAX_LENGTH - 1; i++)
    g_string_append_c (text, 'b');
  g_string_append (text, " tail");
  name = ts_player_name_normalize (text->str, &changes);
  g_assert_cmpint (g_utf8_strlen (name, -1), ==, TS_PLAYER_NAME_MAX_LENGTH - 1);
  g_assert_cmpint (changes, ==, TS_PLAYER_NAME_CUT);
  g_clear_pointer (&name, g_free);

  /* Exactly the limit is kept. */
  g_string_truncate (text, TS_PLAYER_NAME_MAX_LENGTH - 1);
  g_string_append_c (text, 'c');
  name = ts_player_name_normalize (text->str, &changes);
  g_assert_cmpstr (name, ==, text->str);
  g_assert_cmpint (changes, ==, TS_PLAYER_NAME_KEPT);
}

/* What the rule gives is a fixed point: a name as kept is kept as it is. */
static void
test_idempotent (void)
{
  const char *texts[] = { " Ana ", "A\tB", "\x1b]0;title\x07x", "Jo\xe3o\n", "\u00a0Zé\u3000" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *once = ts_player_name_normalize (texts[i], NULL);
      TsPlayerNameChanges changes;
      g_autofree char *twice = ts_player_name_normalize (once, &changes);

      g_assert_nonnull (once);
      g_assert_cmpstr (twice, ==, once);
      g_assert_cmpint (changes, ==, TS_PLAYER_NAME_KEPT);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/player-name/kept", test_kept);
  g_test_add_func ("/player-name/blank", test_blank);
  g_test_add_func ("/player-name/controls", test_controls);
  g_test_add_func ("/player-name/cut", test_cut);
  g_test_add_func ("/player-name/idempotent", test_idempotent);
  return g_test_run ();
}

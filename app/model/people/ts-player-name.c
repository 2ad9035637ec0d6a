/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one rule for names that come in (issue 52; docs/file-format.md, "Names"). A name of
 * " " or of 1,000+ characters was kept as it came from a BG Stats export: the person could
 * not be made, the imported plays were written without one, and every imported play stopped
 * counting because the file no longer read back. */
#include "ts-player-name.h"

#include <string.h>

/* A character that does not show: white space, or a format character (U+200B, U+2060...). */
static gboolean
is_invisible (gunichar c)
{
  return g_unichar_isspace (c) || g_unichar_type (c) == G_UNICODE_FORMAT;
}

/* A bidirectional embedding, override or isolate (U+202A-202E, U+2066-2069): in a name, a
 * right-to-left override makes "Ana\u202Eotrub" show as "Anaburto", one name as another. */
static gboolean
is_bidi_control (gunichar c)
{
  return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

/* A control character (C0, DEL, C1), a line or paragraph separator, or a bidirectional
 * control. */
static gboolean
is_control (gunichar c)
{
  GUnicodeType type = g_unichar_type (c);

  return type == G_UNICODE_CONTROL || type == G_UNICODE_LINE_SEPARATOR
         || type == G_UNICODE_PARAGRAPH_SEPARATOR || is_bidi_control (c);
}

/* A control character that separates words: a tab, a line or page end. */
static gboolean
separates (gunichar c)
{
  return (c >= '\t' && c <= '\r') || c == 0x85 || c == 0x2028 || c == 0x2029;
}

/* @text without the white space at its ends. */
static char *
trim (const char *text,
      gboolean   *trimmed)
{
  const char *start = text;
  const char *end = text + strlen (text);

  while (*start != '\0' && g_unichar_isspace (g_utf8_get_char (start)))
    start = g_utf8_next_char (start);
  while (end > start)
    {
      const char *last = g_utf8_prev_char (end);

      if (!g_unichar_isspace (g_utf8_get_char (last)))
        break;
      end = last;
    }
  *trimmed |= start != text || *end != '\0';
  return g_strndup (start, end - start);
}

char *
ts_player_name_normalize (const char          *text,
                          TsPlayerNameChanges *changes)
{
  TsPlayerNameChanges done = TS_PLAYER_NAME_KEPT;
  g_autofree char *valid = NULL;
  g_autofree char *trimmed = NULL;
  g_autoptr(GString) plain = NULL;
  gboolean cut_ends = FALSE;
  gboolean shows = FALSE;

  if (changes != NULL)
    *changes = TS_PLAYER_NAME_KEPT;
  if (text == NULL)
    return NULL;
  valid = g_utf8_make_valid (text, -1);
  if (strcmp (valid, text) != 0)
    done |= TS_PLAYER_NAME_INVALID;
  /* A line end or a tab inside a name separates words: a space. Any other control character
   * would move a terminal's cursor or be drawn as a box: it goes. */
  plain = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!is_control (c))
        g_string_append_unichar (plain, c);
      else
        {
          done |= TS_PLAYER_NAME_CONTROLS;
          if (separates (c))
            g_string_append_c (plain, ' ');
        }
    }
  trimmed = trim (plain->str, &cut_ends);
  /* Cut on a character, never inside one; the cut may leave a space at the end. */
  if (g_utf8_strlen (trimmed, -1) > TS_PLAYER_NAME_MAX_LENGTH)
    {
      g_autofree char *cut = g_utf8_substring (trimmed, 0, TS_PLAYER_NAME_MAX_LENGTH);
      gboolean ignored = FALSE;

      g_free (trimmed);
      trimmed = trim (cut, &ignored);
      done |= TS_PLAYER_NAME_CUT;
    }
  if (cut_ends)
    done |= TS_PLAYER_NAME_TRIMMED;
  for (const char *p = trimmed; *p != '\0' && !shows; p = g_utf8_next_char (p))
    shows = !is_invisible (g_utf8_get_char (p));
  if (changes != NULL)
    *changes = done;
  if (!shows)
    return NULL;
  return g_steal_pointer (&trimmed);
}

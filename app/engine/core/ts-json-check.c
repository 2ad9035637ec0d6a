/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-json-check.h"

#include <math.h>
#include <string.h>

#include "ts-i18n.h"

/* A strict check of JSON syntax (RFC 8259) before json-glib builds the tree, shared by every
 * JSON file Tableside reads (records, final-scoring sheets). json-glib alone accepts more than
 * JSON (several top-level values, single quotes, comments, leading zeros, hexadecimal and
 * octal numbers) and recurses once per nesting level, so deep input would exhaust the stack;
 * this check is iterative, refuses nesting deeper than asked, and refuses escapes that would
 * make invalid UTF-8 (lone surrogates) or that json-glib would silently cut a string at
 * (\u0000). The input must already be valid UTF-8. */
typedef struct
{
  const char *start;
  const char *p;
  const char *end;
  const char *why;   /* translated reason, set on failure */
  gboolean too_deep;
  gboolean too_many;
  guint max_depth;
  guint max_objects; /* json-glib gives each object a hash table: many cost seconds */
  guint n_objects;
} JsonCheck;

static void
skip_space (JsonCheck *c)
{
  while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r'))
    c->p++;
}

static gboolean
fail (JsonCheck  *c,
      const char *why)
{
  c->why = why;
  return FALSE;
}

static int
hex4 (const char *p)
{
  int value = 0;

  for (guint i = 0; i < 4; i++)
    {
      int digit = g_ascii_xdigit_value (p[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

static gboolean
check_string (JsonCheck *c)
{
  c->p++; /* the opening quote */
  for (;;)
    {
      guchar ch;

      if (c->p >= c->end)
        return fail (c, _("a string is not closed"));
      ch = *c->p;
      if (ch == '"')
        {
          c->p++;
          return TRUE;
        }
      if (ch < 0x20)
        return fail (c, _("a control character is inside a string"));
      if (ch != '\\')
        {
          c->p++;
          continue;
        }
      if (c->end - c->p < 2)
        return fail (c, _("a string is not closed"));
      switch (c->p[1])
        {
        case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
          c->p += 2;
          break;
        case 'u':
          {
            int unit = c->end - c->p >= 6 ? hex4 (c->p + 2) : -1;

            if (unit < 0)
              return fail (c, _("a \\u escape needs four hexadecimal digits"));
            c->p += 6;
            /* json-glib would cut the string there: "a\u0000b" would read as "a". */
            if (unit == 0)
              return fail (c, _("a string holds the character NUL (\\u0000)"));
            if (unit >= 0xdc00 && unit <= 0xdfff)
              return fail (c, _("a \\u escape is half of a character"));
            if (unit >= 0xd800 && unit <= 0xdbff)
              {
                int low = c->end - c->p >= 6 && c->p[0] == '\\' && c->p[1] == 'u'
                              ? hex4 (c->p + 2)
                              : -1;

                if (low < 0xdc00 || low > 0xdfff)
                  return fail (c, _("a \\u escape is half of a character"));
                c->p += 6;
              }
          }
          break;
        default:
          return fail (c, _("a string has an unknown escape"));
        }
    }
}

static gboolean
digits (JsonCheck *c)
{
  const char *first = c->p;

  while (c->p < c->end && g_ascii_isdigit (*c->p))
    c->p++;
  return c->p > first;
}

/* TRUE if the digits [@first, @end) (no sign, no leading zero) fit in a gint64, negated if
 * @negative: json-glib would wrap a larger whole number without a word. */
static gboolean
fits_in_int64 (const char *first,
               const char *end,
               gboolean    negative)
{
  const char *limit = negative ? "9223372036854775808" : "9223372036854775807";
  gsize n = end - first;

  if (n != strlen (limit))
    return n < strlen (limit);
  return memcmp (first, limit, n) <= 0;
}

static gboolean
check_number (JsonCheck *c)
{
  const char *start = c->p;
  const char *first;
  gboolean whole = TRUE;

  if (*c->p == '-')
    c->p++;
  first = c->p;
  if (c->p < c->end && *c->p == '0')
    c->p++;
  else if (!digits (c))
    return fail (c, _("a number is not written as JSON writes numbers"));
  if (c->p < c->end && *c->p == '.')
    {
      c->p++;
      whole = FALSE;
      if (!digits (c))
        return fail (c, _("a number is not written as JSON writes numbers"));
    }
  if (c->p < c->end && (*c->p == 'e' || *c->p == 'E'))
    {
      c->p++;
      whole = FALSE;
      if (c->p < c->end && (*c->p == '+' || *c->p == '-'))
        c->p++;
      if (!digits (c))
        return fail (c, _("a number is not written as JSON writes numbers"));
    }
  if (c->p < c->end && (g_ascii_isalnum (*c->p) || *c->p == '.'))
    return fail (c, _("a number is not written as JSON writes numbers"));
  if (whole && !fits_in_int64 (first, c->p, *start == '-'))
    {
      c->p = start;
      return fail (c, _("a whole number is too large"));
    }
  if (!whole)
    {
      g_autofree char *text = g_strndup (start, c->p - start);

      if (!isfinite (g_ascii_strtod (text, NULL)))
        {
          c->p = start;
          return fail (c, _("a number is too large"));
        }
    }
  return TRUE;
}

static gboolean
check_word (JsonCheck  *c,
            const char *word)
{
  gsize n = strlen (word);

  if ((gsize) (c->end - c->p) < n || memcmp (c->p, word, n) != 0)
    return fail (c, _("there is a word that is not true, false or null"));
  c->p += n;
  if (c->p < c->end && g_ascii_isalnum (*c->p))
    return fail (c, _("there is a word that is not true, false or null"));
  return TRUE;
}

static gboolean
check_value (JsonCheck *c)
{
  char stack[TS_JSON_CHECK_MAX_DEPTH];
  guint depth = 0;

  /* Each turn reads one value, then the separators and closing brackets after it. */
  for (;;)
    {
      skip_space (c);
      if (c->p >= c->end)
        return fail (c, _("it ends too early"));
      switch (*c->p)
        {
        case '{':
        case '[':
          if (depth == c->max_depth)
            {
              c->too_deep = TRUE;
              return FALSE;
            }
          if (*c->p == '{' && ++c->n_objects > c->max_objects)
            {
              c->too_many = TRUE;
              return FALSE;
            }
          stack[depth++] = *c->p++;
          skip_space (c);
          if (c->p < c->end && *c->p == (stack[depth - 1] == '{' ? '}' : ']'))
            {
              c->p++;
              depth--;
              break;
            }
          if (stack[depth - 1] == '[')
            continue;
          goto member_name;
        case '"':
          if (!check_string (c))
            return FALSE;
          break;
        case 't':
          if (!check_word (c, "true"))
            return FALSE;
          break;
        case 'f':
          if (!check_word (c, "false"))
            return FALSE;
          break;
        case 'n':
          if (!check_word (c, "null"))
            return FALSE;
          break;
        default:
          if (*c->p == '-' || g_ascii_isdigit (*c->p))
            {
              if (!check_number (c))
                return FALSE;
              break;
            }
          return fail (c, _("there is an unexpected character"));
        }

      /* After a value: the end, a comma, or the end of its container. */
      for (;;)
        {
          skip_space (c);
          if (depth == 0)
            {
              if (c->p < c->end)
                return fail (c, _("there is more after the end of the first value"));
              return TRUE;
            }
          if (c->p >= c->end)
            return fail (c, _("it ends too early"));
          if (*c->p == (stack[depth - 1] == '{' ? '}' : ']'))
            {
              c->p++;
              depth--;
              continue;
            }
          if (*c->p != ',')
            return fail (c, _("a comma or closing bracket is missing"));
          c->p++;
          break;
        }
      if (stack[depth - 1] == '[')
        continue;

    member_name:
      skip_space (c);
      if (c->p >= c->end)
        return fail (c, _("it ends too early"));
      if (*c->p != '"')
        return fail (c, _("a member name is not a string in double quotes"));
      if (!check_string (c))
        return FALSE;
      skip_space (c);
      if (c->p >= c->end || *c->p != ':')
        return fail (c, _("a colon is missing after a member name"));
      c->p++;
    }
}

/**
 * ts_json_check:
 * @max_depth: the deepest nesting of arrays and objects allowed, at most
 *   TS_JSON_CHECK_MAX_DEPTH
 * @max_objects: the most objects allowed in all
 * @failure: (out): where and why the check failed
 *
 * Returns: TRUE if @data (@length bytes of UTF-8) is one strict JSON value.
 */
gboolean
ts_json_check (const char         *data,
               gsize               length,
               guint               max_depth,
               guint               max_objects,
               TsJsonCheckFailure *failure)
{
  JsonCheck check = { 0 };

  check.start = check.p = data;
  check.end = data + length;
  check.max_depth = MIN (max_depth, TS_JSON_CHECK_MAX_DEPTH);
  check.max_objects = max_objects;

  memset (failure, 0, sizeof *failure);
  if (check_value (&check))
    return TRUE;
  failure->line = 1;
  failure->column = 1;
  for (const char *q = data; q < check.p && q < data + length; q++)
    {
      if (*q == '\n')
        {
          failure->line++;
          failure->column = 1;
        }
      else if (((guchar) *q & 0xc0) != 0x80)
        failure->column++;
    }
  failure->why = check.why;
  failure->too_deep = check.too_deep;
  failure->too_many = check.too_many;
  return FALSE;
}

/* TRUE if @data holds nothing but JSON white space. */
gboolean
ts_json_check_is_blank (const char *data,
                        gsize       length)
{
  JsonCheck check = { 0 };

  check.start = check.p = data;
  check.end = data + length;

  skip_space (&check);
  return check.p == check.end;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A rule's words for a phone's "Why?": the section the user guide gives the clause on its
 * game's rules page (help/C/rules-GAME.page, a section for each clause, its id the clause in
 * lower case), in the phone's language where the guide is translated, else in English. The
 * guide is read from the folders that TABLESIDE_HELPDIR lists (the build tree's help/ and the
 * sources' help/, for the tests), then where the help viewer finds it (XDG_DATA_DIRS's
 * help/LANG/tableside/), then where this build installs it. */
#include "config.h"

#include <string.h>

#include "ts-seat-rule.h"

typedef struct
{
  const char *id;     /* the section wanted */
  int depth;          /* the element depth now */
  int section_depth;  /* the wanted section's depth while inside it, else -1 */
  GString *text;      /* the title or paragraph being read, or NULL */
  char *title;
  GPtrArray *paragraphs;
} Reading;

static void
start_element (GMarkupParseContext *context,
               const char          *element,
               const char         **names,
               const char         **values,
               gpointer             data,
               GError             **error)
{
  Reading *r = data;

  r->depth++;
  if (r->section_depth < 0)
    {
      if (g_str_equal (element, "section"))
        for (guint i = 0; names[i] != NULL; i++)
          if (g_str_equal (names[i], "id") && g_str_equal (values[i], r->id))
            r->section_depth = r->depth;
      return;
    }
  /* Its title and its paragraphs, the words of their inline elements included. */
  if (r->text == NULL && (g_str_equal (element, "title") || g_str_equal (element, "p")))
    r->text = g_string_new (NULL);
}

/* @text's runs of white space as one space, trimmed. */
static char *
tidy (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n\r", -1);
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", words[i]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
end_element (GMarkupParseContext *context,
             const char          *element,
             gpointer             data,
             GError             **error)
{
  Reading *r = data;

  if (r->section_depth >= 0 && r->text != NULL
      && (g_str_equal (element, "title") || g_str_equal (element, "p")))
    {
      g_autoptr(GString) text = g_steal_pointer (&r->text);

      if (g_str_equal (element, "title") && r->title == NULL)
        r->title = tidy (text->str);
      else if (g_str_equal (element, "p"))
        g_ptr_array_add (r->paragraphs, tidy (text->str));
    }
  if (r->depth == r->section_depth)
    r->section_depth = -2; /* read: the rest of the page is not wanted */
  r->depth--;
}

static void
text_cb (GMarkupParseContext *context,
         const char          *text,
         gsize                length,
         gpointer             data,
         GError             **error)
{
  Reading *r = data;

  if (r->section_depth >= 0 && r->text != NULL)
    g_string_append_len (r->text, text, length);
}

static const GMarkupParser parser = { start_element, end_element, text_cb, NULL, NULL };

/* The section @id of the page at @path, or NULL. */
static JsonNode *
read_section (const char *path,
              const char *clause,
              const char *id)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  Reading r = { id, 0, -1, NULL, NULL, g_ptr_array_new_with_free_func (g_free) };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(JsonBuilder) b = NULL;
  JsonNode *node = NULL;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    goto out;
  context = g_markup_parse_context_new (&parser, G_MARKUP_IGNORE_QUALIFIED, &r, NULL);
  /* A page that does not parse to its end still gives a section read whole before. */
  g_markup_parse_context_parse (context, contents, length, NULL);
  if (r.title == NULL || r.paragraphs->len == 0)
    goto out;
  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "clause");
  json_builder_add_string_value (b, clause);
  json_builder_set_member_name (b, "title");
  json_builder_add_string_value (b, r.title);
  json_builder_set_member_name (b, "text");
  json_builder_begin_array (b);
  for (guint i = 0; i < r.paragraphs->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (r.paragraphs, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  node = json_builder_get_root (b);
out:
  if (r.text != NULL)
    g_string_free (r.text, TRUE);
  g_free (r.title);
  g_ptr_array_unref (r.paragraphs);
  return node;
}

gboolean
ts_seat_rule_valid_clause (const char *clause)
{
  /* "CY-ACT-01", "CB-SOL-20": letters, a dash, letters or digits, a dash, digits. */
  return clause != NULL
         && g_regex_match_simple ("^[A-Z]{2}-[A-Z0-9]{2,5}-[0-9]{1,3}[a-z]?$", clause, 0, 0);
}

JsonNode *
ts_seat_rule_lookup (const char *game_id,
                     const char *clause,
                     const char *language)
{
  g_autofree char *id = NULL;
  g_autofree char *page = NULL;
  g_autofree char *base = NULL;
  g_autoptr(GPtrArray) dirs = g_ptr_array_new_with_free_func (g_free);
  const char *env = g_getenv ("TABLESIDE_HELPDIR");
  const char *languages[3] = { NULL, NULL, "C" };

  g_return_val_if_fail (game_id != NULL, NULL);
  if (!ts_seat_rule_valid_clause (clause)
      || !g_regex_match_simple ("^[a-z0-9-]{1,40}$", game_id, 0, 0))
    return NULL;
  id = g_ascii_strdown (clause, -1);
  page = g_strdup_printf ("rules-%s.page", game_id);
  /* pt_BR, then pt, then English. */
  if (language != NULL && g_regex_match_simple ("^[a-z]{2}(_[A-Z]{2})?$", language, 0, 0))
    {
      languages[0] = language;
      base = g_strndup (language, 2);
      if (!g_str_equal (base, language))
        languages[1] = base;
    }
  if (env != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);

      for (guint i = 0; parts[i] != NULL; i++)
        if (parts[i][0] != '\0')
          g_ptr_array_add (dirs, g_strdup (parts[i]));
    }
  /* Where the help viewer looks (build-aux/run puts the build tree's guide first), then
   * where this build installs it. */
  for (const char *const *data = g_get_system_data_dirs (); *data != NULL; data++)
    g_ptr_array_add (dirs, g_build_filename (*data, "help", NULL));
  g_ptr_array_add (dirs, g_strdup (HELPDIR));
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint d = 0; languages[l] != NULL && d < dirs->len; d++)
      {
        const char *dir = g_ptr_array_index (dirs, d);
        /* Installed: LANG/tableside/PAGE; the build tree and the sources: LANG/PAGE. */
        g_autofree char *installed = g_build_filename (dir, languages[l], GETTEXT_PACKAGE, page,
                                                       NULL);
        g_autofree char *tree = g_build_filename (dir, languages[l], page, NULL);
        JsonNode *node = read_section (installed, clause, id);

        if (node == NULL)
          node = read_section (tree, clause, id);
        if (node != NULL)
          return node;
      }
  return NULL;
}

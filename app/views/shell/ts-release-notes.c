/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "ts-release-notes.h"

/* A paragraph or an item: its text untranslated and in each language merge_file added (the
 * elements with xml:lang that follow the untranslated one). */
typedef struct
{
  char *tag;            /* "p" or "li" */
  char *list;           /* "ul" or "ol" for an item, NULL for a paragraph */
  GHashTable *by_lang;  /* "" (untranslated) or a language -> text */
} Block;

typedef struct
{
  const char *version;
  gboolean in_release;
  gboolean in_description;
  char *list;          /* the list open, or NULL */
  char *lang;          /* the element's xml:lang, or "" */
  GString *text;       /* inside a p or li */
  GPtrArray *blocks;
} Reader;

static void
block_free (gpointer data)
{
  Block *block = data;

  g_free (block->tag);
  g_free (block->list);
  g_hash_table_unref (block->by_lang);
  g_free (block);
}

static void
start_cb (GMarkupParseContext *context,
          const char          *name,
          const char         **attribute_names,
          const char         **attribute_values,
          gpointer             data,
          GError             **error)
{
  Reader *r = data;
  const char *lang = "";

  for (guint i = 0; attribute_names[i] != NULL; i++)
    {
      if (g_str_equal (name, "release") && g_str_equal (attribute_names[i], "version"))
        r->in_release = g_strcmp0 (attribute_values[i], r->version) == 0;
      if (g_str_equal (attribute_names[i], "xml:lang"))
        lang = attribute_values[i];
    }
  if (!r->in_release)
    return;
  if (g_str_equal (name, "description"))
    r->in_description = TRUE;
  else if (r->in_description && (g_str_equal (name, "ul") || g_str_equal (name, "ol")))
    {
      g_free (r->list);
      r->list = g_strdup (name);
    }
  else if (r->in_description && (g_str_equal (name, "p") || g_str_equal (name, "li")))
    {
      g_free (r->lang);
      r->lang = g_strdup (lang);
      g_string_truncate (r->text, 0);
    }
}

static void
end_cb (GMarkupParseContext *context,
        const char          *name,
        gpointer             data,
        GError             **error)
{
  Reader *r = data;

  if (g_str_equal (name, "release"))
    r->in_release = r->in_description = FALSE;
  if (!r->in_description)
    return;
  if (g_str_equal (name, "description"))
    r->in_description = FALSE;
  else if (g_str_equal (name, "ul") || g_str_equal (name, "ol"))
    g_clear_pointer (&r->list, g_free);
  else if (g_str_equal (name, "p") || g_str_equal (name, "li"))
    {
      Block *block = r->blocks->len > 0 ? g_ptr_array_index (r->blocks, r->blocks->len - 1)
                                        : NULL;

      /* An untranslated element starts a block; its translations follow it. */
      if (block == NULL || *r->lang == '\0')
        {
          block = g_new0 (Block, 1);
          block->tag = g_strdup (name);
          block->list = g_strdup (r->list);
          block->by_lang = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
          g_ptr_array_add (r->blocks, block);
        }
      g_hash_table_replace (block->by_lang, g_strdup (r->lang),
                            g_strstrip (g_strdup (r->text->str)));
    }
}

static void
text_cb (GMarkupParseContext *context,
         const char          *text,
         gsize                length,
         gpointer             data,
         GError             **error)
{
  Reader *r = data;

  if (r->in_description)
    g_string_append_len (r->text, text, (gssize) length);
}

static const char *
best_text (Block              *block,
           const char * const *languages)
{
  for (guint i = 0; languages != NULL && languages[i] != NULL; i++)
    {
      const char *text = g_hash_table_lookup (block->by_lang, languages[i]);

      if (text != NULL)
        return text;
    }
  return g_hash_table_lookup (block->by_lang, "");
}

char *
ts_release_notes_from_metainfo (const char         *metainfo,
                                const char         *version,
                                const char * const *languages)
{
  static const GMarkupParser parser = { start_cb, end_cb, text_cb, NULL, NULL };
  g_autoptr(GPtrArray) blocks = g_ptr_array_new_with_free_func (block_free);
  g_autoptr(GString) text = g_string_new (NULL);
  Reader r = { .version = version, .text = text, .blocks = blocks };
  g_autoptr(GMarkupParseContext) context = g_markup_parse_context_new (&parser, 0, &r, NULL);
  g_autoptr(GString) notes = g_string_new (NULL);
  const char *list = NULL;
  gboolean parsed;

  parsed = g_markup_parse_context_parse (context, metainfo, -1, NULL)
           && g_markup_parse_context_end_parse (context, NULL);
  g_free (r.list);
  g_free (r.lang);
  if (!parsed || blocks->len == 0)
    return NULL;
  for (guint i = 0; i < blocks->len; i++)
    {
      Block *block = g_ptr_array_index (blocks, i);
      const char *words = best_text (block, languages);
      g_autofree char *escaped = g_markup_escape_text (words != NULL ? words : "", -1);

      if (g_strcmp0 (list, block->list) != 0)
        {
          if (list != NULL)
            g_string_append_printf (notes, "</%s>", list);
          if (block->list != NULL)
            g_string_append_printf (notes, "<%s>", block->list);
          list = block->list;
        }
      g_string_append_printf (notes, "<%s>%s</%s>", block->tag, escaped, block->tag);
    }
  if (list != NULL)
    g_string_append_printf (notes, "</%s>", list);
  return g_string_free (g_steal_pointer (&notes), FALSE);
}

char *
ts_release_notes_dup (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (RESOURCE_BASE "/metainfo.xml",
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autofree char *text = NULL;

  if (bytes == NULL)
    return NULL;
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  return ts_release_notes_from_metainfo (text, PACKAGE_VERSION, g_get_language_names ());
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A compiled gettext catalog read by hand (the GNU .mo layout: a magic number, the number of
 * strings, and two tables of lengths and offsets, originals and translations), so that one
 * thread can speak another language than the process (ts-catalog.h). Plural forms: the
 * catalogs' own "Plural-Forms", of which the app's languages use two kinds, "n != 1" and
 * "n > 1" (Brazilian Portuguese). */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "ts-catalog.h"
#include "ts-engine-error.h"

#define MO_MAGIC 0x950412deu
#define MO_MAGIC_SWAPPED 0xde120495u

struct _TsCatalog
{
  gatomicrefcount ref;
  char *language;
  GBytes *data;
  /* msgid (the singular's, with its context) -> its translations, NUL-separated */
  GHashTable *strings;
  /* msgid -> its translation's second form, where it has one */
  GHashTable *plurals;
  /* the plural of n is (n > 1) rather than (n != 1) */
  gboolean plural_above_one;
};

static _Thread_local TsCatalog *current;

static const struct
{
  const char *prefix;
  const char *language;
} known[] = {
  { "pt-br", "pt_BR" },
  { "pt_br", "pt_BR" },
  { "pt", "pt" },
  { "es", "es" },
  { "en", "en" },
};

const char *
ts_catalog_pick_language (const char *languages)
{
  g_auto(GStrv) ranges = g_strsplit (languages != NULL ? languages : "", ",", -1);

  /* In the order given: browsers list the preferred language first, with falling weights. */
  for (guint i = 0; ranges[i] != NULL; i++)
    {
      g_autofree char *tag = g_ascii_strdown (g_strstrip (ranges[i]), -1);
      char *weight = strchr (tag, ';');

      if (weight != NULL)
        {
          if (g_str_has_prefix (g_strstrip (weight + 1), "q=0") && !strstr (weight, "q=0."))
            continue;
          *weight = '\0';
        }
      g_strstrip (tag);
      for (guint k = 0; k < G_N_ELEMENTS (known); k++)
        {
          gsize len = strlen (known[k].prefix);

          if (g_str_has_prefix (tag, known[k].prefix) && (tag[len] == '\0' || tag[len] == '-'
                                                          || tag[len] == '_'))
            return known[k].language;
        }
    }
  return "en";
}

static guint32
read_u32 (const guint8 *data,
          gsize         offset,
          gboolean      swapped)
{
  guint32 value;

  memcpy (&value, data + offset, sizeof value);
  return swapped ? GUINT32_SWAP_LE_BE (value) : value;
}

/* The string of table @table's row @i, or NULL when it lies outside the file. */
static const char *
string_at (const guint8 *data,
           gsize         size,
           guint32       table,
           guint32       i,
           gboolean      swapped,
           guint32      *length)
{
  gsize row = (gsize) table + (gsize) i * 8;
  guint32 offset;

  if (row + 8 > size)
    return NULL;
  *length = read_u32 (data, row, swapped);
  offset = read_u32 (data, row + 4, swapped);
  /* The string and its closing NUL within the file. */
  if ((gsize) offset + *length >= size || data[offset + *length] != '\0')
    return NULL;
  return (const char *) data + offset;
}

TsCatalog *
ts_catalog_new_from_bytes (const char *language,
                           GBytes     *data,
                           GError    **error)
{
  g_autoptr(TsCatalog) catalog = g_new0 (TsCatalog, 1);
  gsize size = 0;
  const guint8 *bytes = data != NULL ? g_bytes_get_data (data, &size) : NULL;
  guint32 magic, n, originals, translations;
  gboolean swapped;

  g_atomic_ref_count_init (&catalog->ref);
  catalog->language = g_strdup (language);
  catalog->strings = g_hash_table_new (g_str_hash, g_str_equal);
  catalog->plurals = g_hash_table_new (g_str_hash, g_str_equal);
  if (data == NULL)
    return g_steal_pointer (&catalog);
  catalog->data = g_bytes_ref (data);
  if (size < 20)
    goto broken;
  memcpy (&magic, bytes, sizeof magic);
  if (magic != MO_MAGIC && magic != MO_MAGIC_SWAPPED)
    goto broken;
  swapped = magic == MO_MAGIC_SWAPPED;
  n = read_u32 (bytes, 8, swapped);
  originals = read_u32 (bytes, 12, swapped);
  translations = read_u32 (bytes, 16, swapped);
  for (guint32 i = 0; i < n; i++)
    {
      guint32 len_id, len_str;
      const char *id = string_at (bytes, size, originals, i, swapped, &len_id);
      const char *str = string_at (bytes, size, translations, i, swapped, &len_str);

      if (id == NULL || str == NULL)
        goto broken;
      if (len_id == 0)
        {
          /* The header: only its plural rule matters here. */
          const char *rule = strstr (str, "plural=");

          catalog->plural_above_one = rule != NULL && (strstr (rule, "n > 1") != NULL
                                                       || strstr (rule, "n>1") != NULL);
          continue;
        }
      if (len_str == 0)
        continue;
      g_hash_table_insert (catalog->strings, (gpointer) id, (gpointer) str);
      if (strlen (str) < len_str)
        g_hash_table_insert (catalog->plurals, (gpointer) id, (gpointer) (str + strlen (str) + 1));
    }
  return g_steal_pointer (&catalog);

broken:
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
               "The translations into %s are not a gettext catalog this app can read",
               language);
  return NULL;
}

TsCatalog *
ts_catalog_load (const char *language,
                 GError    **error)
{
  const char *dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  g_autofree char *path = NULL;
  g_autoptr(GMappedFile) file = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local = NULL;

  if (g_strcmp0 (language, "en") == 0)
    return ts_catalog_new_from_bytes ("en", NULL, error);
  path = g_build_filename (dir != NULL ? dir : LOCALEDIR, language, "LC_MESSAGES",
                           GETTEXT_PACKAGE ".mo", NULL);
  file = g_mapped_file_new (path, FALSE, &local);
  if (file == NULL)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                   "The translations into %s cannot be read from %s: %s", language, path,
                   local->message);
      return NULL;
    }
  bytes = g_mapped_file_get_bytes (file);
  return ts_catalog_new_from_bytes (language, bytes, error);
}

TsCatalog *
ts_catalog_ref (TsCatalog *catalog)
{
  g_atomic_ref_count_inc (&catalog->ref);
  return catalog;
}

void
ts_catalog_unref (TsCatalog *catalog)
{
  if (catalog == NULL || !g_atomic_ref_count_dec (&catalog->ref))
    return;
  g_hash_table_unref (catalog->strings);
  g_hash_table_unref (catalog->plurals);
  g_clear_pointer (&catalog->data, g_bytes_unref);
  g_free (catalog->language);
  g_free (catalog);
}

const char *
ts_catalog_get_language (TsCatalog *catalog)
{
  return catalog->language;
}

TsCatalog *
ts_catalog_use (TsCatalog *catalog)
{
  TsCatalog *before = current;

  current = catalog;
  return before;
}

const char *
ts_i18n_gettext (const char *msgid)
{
  const char *found;

  if (G_LIKELY (current == NULL))
    return g_dgettext (GETTEXT_PACKAGE, msgid);
  found = g_hash_table_lookup (current->strings, msgid);
  return found != NULL ? found : msgid;
}

const char *
ts_i18n_pgettext (const char *ctx_msgid,
                  gsize       offset)
{
  const char *found;

  if (G_LIKELY (current == NULL))
    return g_dpgettext (GETTEXT_PACKAGE, ctx_msgid, offset);
  found = g_hash_table_lookup (current->strings, ctx_msgid);
  return found != NULL ? found : ctx_msgid + offset;
}

const char *
ts_i18n_dpgettext2 (const char *domain,
                    const char *context,
                    const char *msgid)
{
  g_autofree char *key = NULL;
  const char *found;

  if (G_LIKELY (current == NULL))
    return g_dpgettext2 (domain, context, msgid);
  key = g_strconcat (context, "\004", msgid, NULL);
  found = g_hash_table_lookup (current->strings, key);
  return found != NULL ? found : msgid;
}

const char *
ts_i18n_ngettext (const char *msgid,
                  const char *plural,
                  gulong      n)
{
  const char *found;
  gboolean many;

  if (G_LIKELY (current == NULL))
    return g_dngettext (GETTEXT_PACKAGE, msgid, plural, n);
  many = current->plural_above_one ? n > 1 : n != 1;
  found = g_hash_table_lookup (many ? current->plurals : current->strings, msgid);
  if (found == NULL)
    return many ? plural : msgid;
  return found;
}

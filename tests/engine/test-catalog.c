/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A phone's language without the laptop's (ts-catalog.h): a gettext catalog read by hand,
 * its contexts and plural forms, the language picked from a browser's Accept-Language, a
 * broken catalog refused, and the thread's own language back after it. */
#include <string.h>

#include "ts-i18n.h"
#include "ts-engine-error.h"

/* A catalog in the GNU .mo layout: @pairs of original and translation, sorted as msgfmt sorts
 * them is not needed by the reader. */
static GBytes *
make_mo (const char *const *pairs,
         gsize              n,
         const gsize       *lengths)
{
  GByteArray *mo = g_byte_array_new ();
  guint32 header[7] = { 0x950412de, 0, n, 28, 28 + 8 * n, 0, 0 };
  guint32 offset = 28 + 16 * n;
  g_autoptr(GByteArray) strings = g_byte_array_new ();
  g_autoptr(GArray) table = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint t = 0; t < 2; t++)
    for (gsize i = 0; i < n; i++)
      {
        gsize len = lengths[2 * i + t];
        guint32 row[2] = { len, offset + strings->len };

        g_array_append_vals (table, row, 2);
        g_byte_array_append (strings, (const guint8 *) pairs[2 * i + t], len + 1);
      }
  g_byte_array_append (mo, (const guint8 *) header, sizeof header);
  g_byte_array_append (mo, (const guint8 *) table->data, table->len * sizeof (guint32));
  g_byte_array_append (mo, strings->data, strings->len);
  return g_byte_array_free_to_bytes (mo);
}

static TsCatalog *
brazilian (void)
{
  static const char *const pairs[] = {
    "", "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n > 1);\n",
    "Tile", "Peça",
    "board\004Space", "Espaço",
    "%u good\0%u goods", "%u mercadoria\0%u mercadorias",
  };
  const gsize lengths[] = { 0, strlen (pairs[1]), 4, strlen ("Peça"), strlen ("board\004Space"),
                            strlen ("Espaço"), 16, 28 };
  g_autoptr(GBytes) bytes = make_mo (pairs, 4, lengths);
  g_autoptr(GError) error = NULL;
  TsCatalog *catalog = ts_catalog_new_from_bytes ("pt_BR", bytes, &error);

  g_assert_no_error (error);
  return catalog;
}

static void
test_lookup (void)
{
  g_autoptr(TsCatalog) catalog = brazilian ();
  TsCatalog *before = ts_catalog_use (catalog);

  g_assert_null (before);
  g_assert_cmpstr (_("Tile"), ==, "Peça");
  g_assert_cmpstr (C_("board", "Space"), ==, "Espaço");
  /* Not in the catalog: the words as written. */
  g_assert_cmpstr (_("Silver"), ==, "Silver");
  g_assert_cmpstr (C_("bonus tiles", "none"), ==, "none");
  /* Brazilian Portuguese counts 0 and 1 alike (plural=(n > 1)). */
  g_assert_cmpstr (ngettext ("%u good", "%u goods", 0), ==, "%u mercadoria");
  g_assert_cmpstr (ngettext ("%u good", "%u goods", 1), ==, "%u mercadoria");
  g_assert_cmpstr (ngettext ("%u good", "%u goods", 2), ==, "%u mercadorias");
  g_assert_cmpstr (ngettext ("%u die", "%u dice", 2), ==, "%u dice");
  g_assert_true (ts_catalog_use (before) == catalog);
  /* The thread's own language again: no catalog is bound in this test, the words as written. */
  g_assert_cmpstr (_("Tile"), ==, "Tile");
}

/* English is the empty catalog: a phone in English reads English whatever the laptop speaks. */
static void
test_english (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsCatalog) catalog = ts_catalog_load ("en", &error);
  TsCatalog *before;

  g_assert_no_error (error);
  before = ts_catalog_use (catalog);
  g_assert_cmpstr (ngettext ("%u good", "%u goods", 1), ==, "%u good");
  g_assert_cmpstr (ngettext ("%u good", "%u goods", 0), ==, "%u goods");
  ts_catalog_use (before);
}

static void
test_broken (void)
{
  static const guint8 junk[] = "not a catalog at all, just words";
  g_autoptr(GBytes) bytes = g_bytes_new_static (junk, sizeof junk);
  g_autoptr(GBytes) cut = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) cut_error = NULL;
  g_autoptr(TsCatalog) catalog = ts_catalog_new_from_bytes ("pt", bytes, &error);
  g_autoptr(TsCatalog) whole = brazilian ();
  g_autoptr(TsCatalog) half = NULL;
  static const char *const pairs[] = { "Tile", "Peça" };
  const gsize lengths[] = { 4, strlen ("Peça") };
  g_autoptr(GBytes) good = make_mo (pairs, 1, lengths);

  g_assert_null (catalog);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "pt"));
  /* A catalog cut short: its strings point past the end. */
  cut = g_bytes_new_from_bytes (good, 0, g_bytes_get_size (good) - 4);
  half = ts_catalog_new_from_bytes ("pt", cut, &cut_error);
  g_assert_null (half);
  g_assert_error (cut_error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  g_assert_nonnull (whole);
}

static void
test_pick (void)
{
  g_assert_cmpstr (ts_catalog_pick_language ("pt-BR,pt;q=0.9,en;q=0.8"), ==, "pt_BR");
  g_assert_cmpstr (ts_catalog_pick_language ("pt-PT"), ==, "pt");
  g_assert_cmpstr (ts_catalog_pick_language ("pt"), ==, "pt");
  g_assert_cmpstr (ts_catalog_pick_language ("es-AR, es;q=0.5"), ==, "es");
  g_assert_cmpstr (ts_catalog_pick_language ("de-DE,de;q=0.9,es;q=0.8,en;q=0.5"), ==, "es");
  g_assert_cmpstr (ts_catalog_pick_language ("fr"), ==, "en");
  g_assert_cmpstr (ts_catalog_pick_language (NULL), ==, "en");
  /* "q=0" means "not this one". */
  g_assert_cmpstr (ts_catalog_pick_language ("es;q=0, pt"), ==, "pt");
  g_assert_cmpstr (ts_catalog_pick_language ("est"), ==, "en");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catalog/lookup", test_lookup);
  g_test_add_func ("/catalog/english", test_english);
  g_test_add_func ("/catalog/broken", test_broken);
  g_test_add_func ("/catalog/pick", test_pick);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-fit-sizes.h"

#include <pango/pangocairo.h>

/* A board's worth of texts and boxes; a window resized many times starts again. */
#define MAX_KEPT 4096

static GHashTable *found_sizes; /* key -> double *, the main thread's only */

/* The widget's font, as text, kept on its Pango context until the context changes:
 * writing it out each time was a fifth of the search it saves. */
typedef struct
{
  guint serial;
  char *font;
} ContextFont;

static void
context_font_free (gpointer data)
{
  ContextFont *cf = data;

  g_free (cf->font);
  g_free (cf);
}

const char *
ts_fit_sizes_font_key (GtkWidget *widget)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  ContextFont *cf = g_object_get_data (G_OBJECT (context), "ts-fit-sizes-font");
  guint serial = pango_context_get_serial (context);

  if (cf == NULL || cf->serial != serial)
    {
      g_autofree char *font = pango_font_description_to_string (
        pango_context_get_font_description (context));

      cf = g_new0 (ContextFont, 1);
      cf->serial = serial;
      /* The resolution too: the text scaling setting changes it, not the font. */
      cf->font = g_strdup_printf ("%s\x1f%.1f", font,
                                  pango_cairo_context_get_resolution (context));
      g_object_set_data_full (G_OBJECT (context), "ts-fit-sizes-font", cf, context_font_free);
    }
  return cf->font;
}

static char *
make_key (GtkWidget  *widget,
          const char *text,
          double      box_w,
          double      box_h,
          double      start)
{
  return g_strdup_printf ("%s\x1f%.2f %.2f %.2f\x1f%s", ts_fit_sizes_font_key (widget), box_w, box_h,
                          start, text);
}

double
ts_fit_sizes_start (GtkWidget  *widget,
                    const char *text,
                    double      box_w,
                    double      box_h,
                    double      start)
{
  g_autofree char *key = NULL;
  double *found;

  if (found_sizes == NULL || text == NULL)
    return start;
  key = make_key (widget, text, box_w, box_h, start);
  found = g_hash_table_lookup (found_sizes, key);
  return found != NULL ? *found : start;
}

void
ts_fit_sizes_found (GtkWidget  *widget,
                    const char *text,
                    double      box_w,
                    double      box_h,
                    double      start,
                    double      found)
{
  if (text == NULL)
    return;
  if (found_sizes == NULL)
    found_sizes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (g_hash_table_size (found_sizes) >= MAX_KEPT)
    g_hash_table_remove_all (found_sizes);
  g_hash_table_insert (found_sizes, make_key (widget, text, box_w, box_h, start),
                       g_memdup2 (&found, sizeof found));
}

/* A widget's kept layouts: key (with the font) -> PangoLayout. */
#define MAX_LAYOUTS 64

PangoLayout *
ts_fit_sizes_lookup_layout (GtkWidget  *widget,
                            const char *key)
{
  GHashTable *kept = g_object_get_data (G_OBJECT (widget), "ts-fit-sizes-layouts");
  g_autofree char *full = NULL;
  PangoLayout *layout;

  if (kept == NULL || key == NULL)
    return NULL;
  full = g_strconcat (ts_fit_sizes_font_key (widget), "\x1f", key, NULL);
  layout = g_hash_table_lookup (kept, full);
  return layout != NULL ? g_object_ref (layout) : NULL;
}

void
ts_fit_sizes_keep_layout (GtkWidget   *widget,
                          const char  *key,
                          PangoLayout *layout)
{
  GHashTable *kept = g_object_get_data (G_OBJECT (widget), "ts-fit-sizes-layouts");

  if (key == NULL)
    return;
  if (kept == NULL)
    {
      kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
      g_object_set_data_full (G_OBJECT (widget), "ts-fit-sizes-layouts", kept,
                              (GDestroyNotify) g_hash_table_unref);
    }
  if (g_hash_table_size (kept) >= MAX_LAYOUTS)
    g_hash_table_remove_all (kept);
  g_hash_table_insert (kept, g_strconcat (ts_fit_sizes_font_key (widget), "\x1f", key, NULL),
                       g_object_ref (layout));
}

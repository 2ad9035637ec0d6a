/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-fit-sizes.h"

#include <pango/pangocairo.h>

/* A board's worth of texts and boxes; a window resized many times starts again. */
#define MAX_KEPT 4096

static GHashTable *found_sizes; /* key -> double *, the main thread's only */

static char *
make_key (GtkWidget  *widget,
          const char *text,
          double      box_w,
          double      box_h,
          double      start)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  g_autofree char *font = pango_font_description_to_string (
    pango_context_get_font_description (context));

  /* The resolution too: the text scaling setting changes it, not the font. */
  return g_strdup_printf ("%s\x1f%.1f\x1f%.2f %.2f %.2f\x1f%s", font,
                          pango_cairo_context_get_resolution (context), box_w, box_h, start,
                          text);
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

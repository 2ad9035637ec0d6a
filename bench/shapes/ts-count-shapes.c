/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An LD_PRELOAD library for benchmarks: writes every text Pango has HarfBuzz shape, one
 * line each, to the file named by TS_COUNT_SHAPES_OUT, then shapes it. Each line is a
 * layout of that text being made or laid out again at another width. count-shapes.sh
 * runs the app and the table pages' benchmark with it (docs/benchmarks.md, issue 29). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <glib.h>
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>

/* Exported, and so found before HarfBuzz's own. */
void hb_shape (hb_font_t          *font,
               hb_buffer_t        *buffer,
               const hb_feature_t *features,
               unsigned int        n_features);

void
hb_shape (hb_font_t          *font,
          hb_buffer_t        *buffer,
          const hb_feature_t *features,
          unsigned int        n_features)
{
  static void (*real) (hb_font_t *, hb_buffer_t *, const hb_feature_t *, unsigned int);
  static FILE *out;
  unsigned int n = 0;
  const hb_glyph_info_t *info = hb_buffer_get_glyph_infos (buffer, &n);

  if (real == NULL)
    {
      const char *path = g_getenv ("TS_COUNT_SHAPES_OUT");

      real = (void (*) (hb_font_t *, hb_buffer_t *, const hb_feature_t *, unsigned int))
        dlsym (RTLD_NEXT, "hb_shape");
      out = path != NULL ? fopen (path, "w") : NULL;
    }
  if (out != NULL)
    {
      /* Before shaping, the buffer holds the text's characters. */
      GString *text = g_string_new (NULL);

      for (unsigned int i = 0; i < n; i++)
        g_string_append_unichar (text, info[i].codepoint == '\n' ? ' ' : info[i].codepoint);
      fprintf (out, "%s\n", text->str);
      fflush (out);
      g_string_free (text, TRUE);
    }
  real (font, buffer, features, n_features);
}

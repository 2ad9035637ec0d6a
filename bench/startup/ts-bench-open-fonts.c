/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-bench-open-fonts.h"

#include <stdio.h>
#include <string.h>

#define FONTS_PREFIX "first-frame-fonts "

gboolean
ts_bench_fonts_find (const char   *output,
                     TsBenchFonts *fonts)
{
  const char *line = strstr (output, FONTS_PREFIX);
  TsBenchFonts found = { 0 };

  if (line == NULL
      || sscanf (line + strlen (FONTS_PREFIX), "%u %u %u %" G_GINT64_FORMAT, &found.made,
                 &found.table, &found.missed, &found.waited_us) != 4)
    return FALSE;
  *fonts = found;
  return TRUE;
}

void
ts_bench_fonts_print (const char         *name,
                      const TsBenchFonts *fonts,
                      gboolean            heading)
{
  if (heading)
    g_print ("\n%-18s %16s %8s %22s\n", "", "fonts made early", "missed", "main thread waited");
  g_print ("%-18s %10u of %2u %8u %19.1f ms\n", name, fonts->made, fonts->table, fonts->missed,
           fonts->waited_us / 1000.0);
}

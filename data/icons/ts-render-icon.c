/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Build tool: renders the app icon's SVG to a PNG of SIZE pixels, which the start page shows
 * without loading librsvg into the app (about 6 MiB of its memory, issue 29).
 * Usage: ts-render-icon IN.svg SIZE OUT.png */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <stdlib.h>

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  g_autoptr(GError) error = NULL;
  gint64 size;

  if (argc != 4 || (size = g_ascii_strtoll (argv[2], NULL, 10)) < 16 || size > 1024)
    {
      g_printerr ("usage: ts-render-icon IN.svg SIZE OUT.png\n");
      return EXIT_FAILURE;
    }
  pixbuf = gdk_pixbuf_new_from_file_at_size (argv[1], (int) size, (int) size, &error);
  if (pixbuf == NULL || !gdk_pixbuf_save (pixbuf, argv[3], "png", &error, NULL))
    {
      g_printerr ("ts-render-icon: %s: %s\n", argv[1], error->message);
      return EXIT_FAILURE;
    }
  return EXIT_SUCCESS;
}

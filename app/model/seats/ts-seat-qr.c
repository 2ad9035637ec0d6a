/* SPDX-License-Identifier: GPL-3.0-or-later */
/* QR codes for the seats' links and the phones' BG Stats play: libqrencode's modules as SVG
 * for a page or as half blocks for a terminal (tableside-cli serve). */
#include "config.h"

#include <string.h>
#include <qrencode.h>

#include "ts-seat-qr.h"

/* The quiet zone the QR standard asks for, in modules. */
#define QUIET 4

static QRcode *
encode (const char *text)
{
  QRcode *code = QRcode_encodeString8bit (text, 0, QR_ECLEVEL_M);

  if (code == NULL)
    code = QRcode_encodeString8bit (text, 0, QR_ECLEVEL_L);
  return code;
}

static gboolean
dark (const QRcode *code,
      int           x,
      int           y)
{
  if (x < 0 || y < 0 || x >= code->width || y >= code->width)
    return FALSE;
  return (code->data[y * code->width + x] & 1) != 0;
}

char *
ts_seat_qr_svg (const char *text)
{
  QRcode *code = encode (text);
  GString *svg;
  int size;

  if (code == NULL)
    return NULL;
  size = code->width + 2 * QUIET;
  svg = g_string_new (NULL);
  g_string_append_printf (svg,
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" "
                          "shape-rendering=\"crispEdges\"><rect width=\"%d\" height=\"%d\" "
                          "fill=\"#fff\"/><path fill=\"#000\" d=\"",
                          size, size, size, size);
  /* One path of runs: a few kilobytes for a long link. */
  for (int y = 0; y < code->width; y++)
    for (int x = 0; x < code->width;)
      {
        int run = 0;

        while (x + run < code->width && dark (code, x + run, y))
          run++;
        if (run > 0)
          g_string_append_printf (svg, "M%d %dh%dv1h-%dz", x + QUIET, y + QUIET, run, run);
        x += MAX (run, 1);
      }
  g_string_append (svg, "\"/></svg>");
  QRcode_free (code);
  return g_string_free (svg, FALSE);
}

char *
ts_seat_qr_terminal (const char *text)
{
  QRcode *code = encode (text);
  GString *out;

  if (code == NULL)
    return NULL;
  out = g_string_new (NULL);
  for (int y = -QUIET / 2 * 2; y < code->width + QUIET / 2 * 2; y += 2)
    {
      for (int x = -QUIET / 2; x < code->width + QUIET / 2; x++)
        {
          gboolean top = !dark (code, x, y), bottom = !dark (code, x, y + 1);

          if (y + 1 >= code->width + QUIET / 2 * 2)
            bottom = FALSE;
          g_string_append (out, top && bottom ? "\u2588" : top ? "\u2580" : bottom ? "\u2584" : " ");
        }
      g_string_append_c (out, '\n');
    }
  QRcode_free (code);
  return g_string_free (out, FALSE);
}

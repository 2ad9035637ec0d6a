/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "ts-paint.h"

void
ts_paint_hex_path (cairo_t *cr,
                   double   cx,
                   double   cy,
                   double   radius)
{
  for (int i = 0; i < 6; i++)
    {
      /* Pointy top: the first corner is straight up. */
      double angle = G_PI / 180.0 * (60.0 * i - 90.0);
      double x = cx + radius * cos (angle);
      double y = cy + radius * sin (angle);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

gboolean
ts_paint_is_dark (GtkWidget *widget)
{
  (void) widget;
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

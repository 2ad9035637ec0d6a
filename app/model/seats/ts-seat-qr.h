/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @text as a QR code (error correction M, or L when M does not fit), drawn as SVG with its
 * quiet zone, dark on white; NULL when @text is too long for any code. */
char *ts_seat_qr_svg (const char *text);
/* The same code for a terminal: two rows of modules a line in half blocks, light modules
 * drawn (as `qrencode -t UTF8` does), so that it reads on a dark terminal; NULL when too long. */
char *ts_seat_qr_terminal (const char *text);

G_END_DECLS

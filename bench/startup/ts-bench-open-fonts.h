/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The fonts a second thread made before a first frame (app/views/shell/ts-font-warm.c), as
 * the app prints them: "first-frame-fonts MADE TABLE MISSED WAITED_US MATCHES". */
typedef struct
{
  guint  made;      /* of the table's */
  guint  table;     /* 0: a build without it */
  guint  missed;    /* loaded by the frame, not made */
  gint64 waited_us; /* the main thread's wait for the thread */
} TsBenchFonts;

/* Fills @fonts from a run's @output; FALSE (@fonts unchanged) if it has no such line. */
gboolean ts_bench_fonts_find (const char   *output,
                              TsBenchFonts *fonts);

/* Prints @fonts as a row of the fonts table, its heading first if @heading. */
void ts_bench_fonts_print (const char         *name,
                           const TsBenchFonts *fonts,
                           gboolean            heading);

G_END_DECLS

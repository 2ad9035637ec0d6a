/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The user guide (issue 55): Mallard pages installed as share/help/LANG/tableside, shown by
 * the desktop's help viewer (Yelp; in Flatpak, the host's, through the portal). */

/* "help:tableside", "help:tableside/PAGE" or "help:tableside/PAGE#SECTION" (@page and
 * @section may be NULL). */
char *ts_help_uri (const char *page,
                   const char *section);
/* Opens the guide at @page (#@section) for the window of @from; a failure (no help viewer)
 * is said in a toast. */
void ts_help_show (GtkWidget  *from,
                   const char *page,
                   const char *section);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-carcassonne-map.h"

G_BEGIN_DECLS

/* TsCarcassonneView's parts for the phone, the tablet and the fingers (issue 54). */

/* Enter where the place form promises it: with the drawn tile shown on the map at a spot it
 * fits (the page's cursor), a deliberate Enter on the map places it, though the table has
 * just moved on (TsKeyGuard would wait for another key first). The Enter that drew the tile,
 * pressed again at once or held down, is still the guard's to refuse. @page: the view. */
void ts_carcassonne_view_enter_install (GtkWidget        *page,
                                        TsCarcassonneMap *map);
/* The match changed (an entry was made): the key that made it, if a key did, is kept. */
void ts_carcassonne_view_enter_mark (GtkWidget *page);
/* The separator between the map and the side column, across when they are stacked, and the
 * place form (@place_box) stacked too then. */
void ts_carcassonne_view_fold (GtkWidget *separator,
                               GtkWidget *place_box,
                               gboolean   folded);
/* The place form's hint (@hint, the keys' words from the .ui) says taps in touch mode. */
void ts_carcassonne_view_hint_install (GtkLabel *hint);

G_END_DECLS

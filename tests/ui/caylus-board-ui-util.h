/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the tests of TsCaylusBoard (test-caylus-board.c, test-caylus-board-keys.c,
 * test-caylus-board-look.c) share: a 4-player game after its setup entries, the board shown
 * as the page holds it, and its cards. */

#include <adwaita.h>

#include "ts-caylus.h"

G_BEGIN_DECLS

/* ts_ui_test_init() with GTK's test accessibility backend, which keeps the names so that they
 * can be checked. */
void caylus_board_init (int    *argc,
                        char ***argv);

/* The players' colours, Ana's to Dan's (NULL-terminated). */
extern const char *const colors[];

/* Applies the entry @json, which the engine must accept. */
void apply (TsCaylusState *state,
            const char    *json);
/* A 4-player game after the setup entries: the tiles dealt, Ana first, the draft done. */
TsCaylusState *new_state (void);
/* Round 1's planning on @state: Ana on the Carpenter, Bruno on Road space 1, Carla in the
 * Worksite, Dan on Road space 3; then all pass, Ana to Dan, onto the bridge. */
void caylus_board_plan (TsCaylusState *state);
/* The board in a scrolled window as the page holds it. */
GtkWindow *show_board (GtkWidget *board,
                       int        width,
                       int        height);
/* Appends every TsCaylusCard under @widget to @out, depth first. */
void collect_cards (GtkWidget *widget,
                    GPtrArray *out);
/* The card of @spot / of Road space @space, which must be there. */
GtkWidget *spot_card (GtkWidget *board,
                      guint      spot);
GtkWidget *road_card (GtkWidget *board,
                      guint      space);
/* The accessible name (the testing API gives the value it holds when asked for another). */
char *accessible_name (GtkWidget *widget);

G_END_DECLS

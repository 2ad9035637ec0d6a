/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-burgundy.h"
#include "ts-match.h"

G_BEGIN_DECLS

/* A state and a match of @n_players (Ana, Bruno, ...) with the @modules on, given as their
 * options' names separated by commas ("inns,shields"). */
TsBurgundyState *bm_ui_new_state (guint       n_players,
                                  const char *modules);
TsMatch *bm_ui_new_match (guint       n_players,
                          const char *modules);
/* Asserts @widget's accessible name is @expected (GTK's test AT context). */
void bm_ui_assert_label (GtkWidget  *widget,
                         const char *expected);
/* Shield @shield's effect and end-game VP, as the board's tooltip says them. */
char *bm_ui_effect_words (guint shield);
/* The entry or button that has @window's focus, or NULL. */
GtkWidget *bm_ui_focused (GtkWindow *window);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-burgundy.h"

G_BEGIN_DECLS

/* Private to TsBurgundyBoardView (ts-burgundy-board-view.c): the pieces the modules of the
 * 2019 box put on the main board (issue 14). */

/* A shield on a depot's goods space (CB-SHG-01): drawn with its number, focusable, its
 * effect and end-game VP in the tooltip and the accessible description. Hidden while
 * @shield is 0. @depot 1-6, @space 0-1. */
GtkWidget *ts_burgundy_shield_chip_new (guint depot,
                                        guint space);
void ts_burgundy_shield_chip_show (GtkWidget *chip,
                                   guint      shield);
guint ts_burgundy_shield_chip_get_shield (GtkWidget *chip);

/* The inns stacked beside the black depot (CB-INN-01/02): a button showing the stack and
 * how many, named with the price; hidden without the inns module, insensitive when the stack
 * is empty. "cob-lit" while buying one is legal. */
GtkWidget *ts_burgundy_inn_stack_new (void);
void ts_burgundy_inn_stack_show (GtkWidget             *button,
                                 const TsBurgundyState *state);
void ts_burgundy_inn_stack_set_lit (GtkWidget *button,
                                    gboolean   lit);

/* "White castle: action with 4" while a white castle's action waits (CB-WHC-02/03): the
 * value the action uses (the white die, changed by workers) next to a white die. */
GtkWidget *ts_burgundy_white_action_new (void);
void ts_burgundy_white_action_show (GtkWidget             *box,
                                    const TsBurgundyState *state);

G_END_DECLS

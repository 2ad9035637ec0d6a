/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-carcassonne.h"

G_BEGIN_DECLS

/* The responses of the question, for tests that answer it through its buttons. */
#define TS_CARCASSONNE_STACK_QUESTION_CANCEL "cancel"
#define TS_CARCASSONNE_STACK_QUESTION_END "end"

/* “The stack is empty: end the game?”, over @widget's window, for @state where a draw is
 * due; not yet presented. Cancel is the default: the answer ends the game. */
GtkWindow *ts_carcassonne_stack_question_new (GtkWidget                *widget,
                                              const TsCarcassonneState *state);

G_END_DECLS

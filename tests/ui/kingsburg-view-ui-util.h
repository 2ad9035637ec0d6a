/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the tests of Kingsburg's table page (test-kingsburg-view.c, test-kingsburg-view-stages.c)
 * share: a match of 2 to 5 players, shown as the shell shows it, and its choices. */

#include <adwaita.h>

#include "kingsburg/ts-kingsburg-choices.h"
#include "kingsburg/ts-kingsburg-view.h"
#include "ts-match.h"

G_BEGIN_DECLS

extern const TsGameModule ts_kingsburg_module;

/* ts_ui_test_init() with GTK's test accessibility backend (the suite runs with GTK_A11Y=none,
 * which keeps no accessible states; the test backend does), and the application started. */
void kingsburg_view_init (int    *argc,
                          char ***argv);

typedef struct
{
  GtkWindow *window;
  TsMatch *match;
  TsKingsburgView *view;
} Table;

/* A new match of the first @n_players of Ann, Brian, Cindy, David and Eve. */
TsMatch *new_match (guint n_players);
/* Shows @match (taken) at @width x @height as the shell does; table_close() destroys the
 * window and drops the match. */
void table_open (Table   *table,
                 TsMatch *match,
                 int      width,
                 int      height);
void table_close (Table *table);
TsKingsburgChoices *choices_of (Table *table);
/* A PNG of the window, @name.png in the artifacts. */
void save_png (Table      *table,
               const char *name);
/* The focus is in the choices' filter line: typing goes there. */
void assert_focus_in_choices (Table *table);

G_END_DECLS

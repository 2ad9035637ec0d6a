/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* What the tests of Kingsburg's table page (test-kingsburg-view.c, test-kingsburg-view-stages.c)
 * share: a match of 2 to 5 players, shown as the shell shows it, and its choices. */

#include <adwaita.h>

#include "kingsburg/ts-kingsburg-choices.h"
#include "kingsburg/ts-kingsburg-view.h"
#include "ts-match.h"
#include "ts-ui-test-util.h"

G_BEGIN_DECLS

extern const TsGameModule ts_kingsburg_module;

/* ts_ui_test_init() with GTK's test accessibility backend (the suite runs with GTK_A11Y=none,
 * which keeps no accessible states; the test backend does), and the application started. */
void kingsburg_view_init (int    *argc,
                          char ***argv);

/* Its page is a TsKingsburgView: ts_ui_test_table_open() with TS_TYPE_KINGSBURG_VIEW. */
typedef TsUiTestTable Table;

/* A new match of the first @n_players of Ann, Brian, Cindy, David and Eve. */
TsMatch *new_match (guint n_players);
TsKingsburgChoices *choices_of (Table *table);
/* A PNG of the window, @name.png in the artifacts. */
void save_png (Table      *table,
               const char *name);
/* The focus is in the choices' filter line: typing goes there. */
void assert_focus_in_choices (Table *table);

G_END_DECLS

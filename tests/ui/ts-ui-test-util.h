/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void ts_ui_test_init (int    *argc,
                      char ***argv);
/* As ts_ui_test_init(), with the user folders isolated per test case
 * (G_TEST_OPTION_ISOLATE_DIRS), for tests that look at what was saved. */
void ts_ui_test_init_isolated (int    *argc,
                               char ***argv);
/* Registers a TsApplication (its startup runs, loading the app's style sheets). */
void ts_ui_test_start_app (void);
void ts_ui_test_spin (void);
/* The first descendant of @root (depth first) that is a @type, or NULL. */
GtkWidget *ts_ui_test_find_child (GtkWidget *root,
                                  GType      type);
/* The visible top-level window that is a @type, or NULL. */
GtkWindow *ts_ui_test_find_toplevel (GType type);
void ts_ui_test_present_and_wait (GtkWindow *window);
void ts_ui_test_destroy_window (GtkWindow *window);
char *ts_ui_test_save_png (GtkWidget  *widget,
                           const char *name);

G_END_DECLS

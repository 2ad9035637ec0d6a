/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void ts_ui_test_init (int    *argc,
                      char ***argv);
/* style.css, and style-dark.css while the style is dark, as AdwApplication loads them. */
void ts_ui_test_load_app_css (void);
void ts_ui_test_spin (void);
void ts_ui_test_present_and_wait (GtkWindow *window);
void ts_ui_test_destroy_window (GtkWindow *window);
char *ts_ui_test_save_png (GtkWidget  *widget,
                           const char *name);

G_END_DECLS

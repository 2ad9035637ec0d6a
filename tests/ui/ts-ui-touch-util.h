/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A finger's size (issue 54; the GNOME HIG's touch targets). */
#define TS_UI_TOUCH_TARGET 44

/* Counts the mapped targets under @root (buttons of every kind, choosers, fields, activatable
 * rows, and widgets that take a click, a long press or a focus of their own: the games' dice,
 * tiles and spaces) narrower or shorter than @size px; each one's type, name or label and
 * size is appended to @offenders (may be NULL). The number of targets seen goes to
 * @n_targets (may be NULL). */
guint ts_ui_touch_count_small (GtkWidget *root,
                               int        size,
                               GString   *offenders,
                               guint     *n_targets);
/* Puts @window in touch mode as TsWindow does (its CSS class "touch") and lets it lay out. */
void ts_ui_touch_set (GtkWindow *window,
                      gboolean   touch);
/* Asserts that nothing under @root is smaller than a finger, naming what is. */
void ts_ui_touch_assert_fits (GtkWidget  *root,
                              const char *what);

G_END_DECLS

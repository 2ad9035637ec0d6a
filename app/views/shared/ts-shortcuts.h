/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  const char *action;
  const char *accel;
} TsShortcut;

/* The one table of keys, ended by { NULL, NULL }: read by the application (its accelerators),
 * the help overlay and every page's own shortcuts. */
const TsShortcut *ts_shortcuts_get_all (void);

/* Asked before a shortcut of ts_shortcuts_add() acts, with its keys ("<Control>e"; the
 * window runs the shortcuts, so the key press itself is not at hand): FALSE takes the key
 * and does nothing (the gate says why itself). */
typedef gboolean (*TsShortcutGate) (const char *accel,
                                    gpointer    user_data);
void ts_shortcuts_add (GtkWidget      *widget,
                       const char     *group,
                       TsShortcutGate  gate,
                       gpointer        gate_data);

G_END_DECLS

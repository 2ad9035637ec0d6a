/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-people.h"

G_BEGIN_DECLS

#define TS_TYPE_APPLICATION (ts_application_get_type ())

G_DECLARE_FINAL_TYPE (TsApplication, ts_application, TS, APPLICATION, AdwApplication)

typedef struct
{
  const char *action;
  const char *accel;
} TsShortcut;

TsApplication *ts_application_new (void);
const TsShortcut *ts_application_get_shortcuts (void);
GSettings *ts_application_get_settings (TsApplication *self);
TsPeople *ts_application_get_people (TsApplication *self);
/* Asked before a shortcut of ts_application_add_shortcuts() acts, with its keys ("<Control>e";
 * the window runs the shortcuts, so the key press itself is not at hand): FALSE takes the key
 * and does nothing (the gate says why itself). */
typedef gboolean (*TsShortcutGate) (const char *accel,
                                    gpointer    user_data);
void ts_application_add_shortcuts (GtkWidget      *widget,
                                   const char     *group,
                                   TsShortcutGate  gate,
                                   gpointer        gate_data);

G_END_DECLS

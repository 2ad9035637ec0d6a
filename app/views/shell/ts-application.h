/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-people.h"
#include "ts-shortcuts.h"

G_BEGIN_DECLS

#define TS_TYPE_APPLICATION (ts_application_get_type ())

/* Implements TsPageHost (ts-page-host.h) for what belongs to the whole app: the people. */
G_DECLARE_FINAL_TYPE (TsApplication, ts_application, TS, APPLICATION, AdwApplication)

TsApplication *ts_application_new (void);
void ts_application_prefetch_args (int    argc,
                                   char **argv);
const TsShortcut *ts_application_get_shortcuts (void);
GSettings *ts_application_get_settings (TsApplication *self);
TsPeople *ts_application_get_people (TsApplication *self);

G_END_DECLS

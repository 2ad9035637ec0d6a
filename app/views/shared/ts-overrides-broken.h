/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-component-overrides.h"

G_BEGIN_DECLS

/* A user's component file (TsComponentOverrides) that cannot be read, as an editor of it
 * shows it: a group holding one row named "broken-file" (@title, and the file's path and the
 * reason under it) and a "Replace With Shipped Values" button named "replace", which empties
 * the file and then calls @replaced. Hidden until ts_overrides_broken_show(). */
typedef void (*TsOverridesReplaced) (gpointer user_data);

GtkWidget *ts_overrides_broken_new (TsComponentOverrides *overrides,
                                    const char           *title,
                                    TsOverridesReplaced   replaced,
                                    gpointer              user_data);
/* Shows the group with @reason (the load's message: path and reason). */
void ts_overrides_broken_show (GtkWidget  *group,
                               const char *reason);
GtkWidget *ts_overrides_broken_get_button (GtkWidget *group);

G_END_DECLS

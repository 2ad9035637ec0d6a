/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-match.h"

G_BEGIN_DECLS

/* The responses of the question, for tests that answer it through its buttons. */
#define TS_CHANGE_QUESTION_CANCEL "cancel"
#define TS_CHANGE_QUESTION_APPLY "apply"

GtkWindow *ts_change_question_new (GtkWindow      *parent,
                                   const char     *heading,
                                   const char     *apply_label,
                                   GPtrArray      *effects,
                                   GCallback       confirmed,
                                   gpointer        data,
                                   GDestroyNotify  destroy);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "ts-history.h"

G_BEGIN_DECLS

/* ts-history-correction.c: the modal window that corrects entry @index, shown
 * over the history's window. It closes itself once the match took the correction. */
GtkWindow *_ts_history_correction_new (TsHistory *self,
                                       guint      index);

/* ts-history.c: a change was made; the undo toast when inside a TsWindow (none when
 * later entries were set aside: TsWindow shows that notice, with its own Undo). */
void _ts_history_announce (TsHistory       *self,
                           const char      *message,
                           TsMatchSetAside *set_aside);

/* ts-history.c: asks the players before a change that changes later entries
 * (ts_change_question_new()); @confirmed(@data) makes it. */
void _ts_history_ask (TsHistory     *self,
                      GtkWindow     *parent,
                      const char    *heading,
                      const char    *apply_label,
                      GPtrArray     *effects,
                      GCallback      confirmed,
                      gpointer       data,
                      GDestroyNotify destroy);

G_END_DECLS

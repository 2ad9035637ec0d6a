/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-match.h"

G_BEGIN_DECLS

/* The responses of the question, for tests that answer it through its buttons. */
#define TS_NO_COPY_QUESTION_CANCEL "cancel"
#define TS_NO_COPY_QUESTION_ANYWAY "anyway"

/**
 * TsNoCopyStep:
 * @TS_NO_COPY_DROP_ONE: Drop It
 * @TS_NO_COPY_DROP_ALL: Drop All
 * @TS_NO_COPY_RESTORE: an earlier version restored
 * @TS_NO_COPY_CORRECT: an earlier entry corrected, entries after it set aside
 * @TS_NO_COPY_REMOVE: an earlier entry removed, entries after it set aside
 *
 * The step a question asks about, for its words.
 */
typedef enum
{
  TS_NO_COPY_DROP_ONE,
  TS_NO_COPY_DROP_ALL,
  TS_NO_COPY_RESTORE,
  TS_NO_COPY_CORRECT,
  TS_NO_COPY_REMOVE,
} TsNoCopyStep;

gboolean ts_no_copy_question_ask (GtkWidget      *anchor,
                                  const GError   *error,
                                  TsNoCopyStep    step,
                                  GCallback       anyway,
                                  gpointer        data,
                                  GDestroyNotify  destroy);

/* ts_match_remove()'s arguments as a step for ts_match_step_without_copy(). */
typedef struct
{
  guint index;
  TsMatchSetAside **set_aside;
} TsRemoveStep;

gboolean ts_remove_step (TsMatch  *match,
                         gpointer  data,
                         GError  **error);

G_END_DECLS

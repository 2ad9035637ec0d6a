/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The deepest nesting any caller may ask for. */
#define TS_JSON_CHECK_MAX_DEPTH 64

typedef struct
{
  guint line;      /* from 1 */
  guint column;    /* from 1, in characters */
  const char *why; /* translated, as in “a string is not closed”; NULL when too deep or too
                    * many */
  gboolean too_deep;
  gboolean too_many; /* more objects than allowed */
} TsJsonCheckFailure;

gboolean ts_json_check (const char         *data,
                        gsize               length,
                        guint               max_depth,
                        guint               max_objects,
                        TsJsonCheckFailure *failure);
gboolean ts_json_check_is_blank (const char *data,
                                 gsize       length);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gint64 ts_bench_callgrind_count  (const char *output,
                                  const char *dir);
void   ts_bench_callgrind_remove (const char *dir);

G_END_DECLS

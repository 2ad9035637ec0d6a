/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

gboolean ts_atomic_write (GFile        *file,
                          const void   *data,
                          gsize         length,
                          GCancellable *cancellable,
                          GError      **error);

void ts_atomic_write_clean_stale (GFile *file);

G_END_DECLS

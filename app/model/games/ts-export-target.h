/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

gboolean ts_export_target_check (const char *path,
                                 GFile      *source,
                                 GError    **error);
gboolean ts_export_target_check_file (GFile   *file,
                                      GFile   *source,
                                      GError **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <pango/pango.h>

G_BEGIN_DECLS

gboolean ts_font_warm_look_at_cores (void);
void     ts_font_warm_start       (void);
void     ts_font_warm_finish      (void);
gboolean ts_font_warm_report      (guint  *made,
                                   guint  *missed,
                                   gint64 *waited_us);
GStrv    ts_font_warm_list_missed (void);
guint    ts_font_warm_table_size  (void);
gboolean ts_font_warm_matches     (PangoContext *context);

G_END_DECLS

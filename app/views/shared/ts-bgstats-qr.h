/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_BGSTATS_QR (ts_bgstats_qr_get_type ())
G_DECLARE_FINAL_TYPE (TsBgStatsQr, ts_bgstats_qr, TS, BGSTATS_QR, GtkWidget)

GtkWidget *ts_bgstats_qr_new (TsMatch *match);
gboolean ts_bgstats_qr_get_too_long (TsBgStatsQr *self);

G_END_DECLS

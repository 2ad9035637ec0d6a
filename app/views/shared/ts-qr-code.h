/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TS_TYPE_QR_CODE (ts_qr_code_get_type ())
G_DECLARE_FINAL_TYPE (TsQrCode, ts_qr_code, TS, QR_CODE, GtkWidget)

GtkWidget *ts_qr_code_new (void);
const char *ts_qr_code_get_text (TsQrCode *self);
void ts_qr_code_set_text (TsQrCode   *self,
                          const char *text);

G_END_DECLS

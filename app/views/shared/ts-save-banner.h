/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_SAVE_BANNER (ts_save_banner_get_type ())
G_DECLARE_FINAL_TYPE (TsSaveBanner, ts_save_banner, TS, SAVE_BANNER, GtkWidget)

void ts_save_banner_set_match (TsSaveBanner *self,
                               TsMatch      *match);
const char *ts_save_banner_get_text (TsSaveBanner *self);
gboolean ts_save_banner_get_revealed (TsSaveBanner *self);

G_END_DECLS

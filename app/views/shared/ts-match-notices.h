/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <adwaita.h>

#include "ts-match.h"

G_BEGIN_DECLS

#define TS_TYPE_MATCH_NOTICES (ts_match_notices_get_type ())
G_DECLARE_FINAL_TYPE (TsMatchNotices, ts_match_notices, TS, MATCH_NOTICES, GtkWidget)

void ts_match_notices_set_match (TsMatchNotices *self,
                                 TsMatch        *match);
const char *ts_match_notices_get_readings (TsMatchNotices *self);
gboolean ts_match_notices_grab_focus (TsMatchNotices *self);

G_END_DECLS

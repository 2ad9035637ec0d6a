/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "ts-match.h"

G_BEGIN_DECLS

void     ts_match_prefetch_start (GFile *file);
TsMatch *ts_match_prefetch_take  (GFile *file);
void     ts_match_prefetch_drop  (void);

G_END_DECLS

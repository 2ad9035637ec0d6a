/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The largest allocation kept on the heap between frames: a whole 2560x1440 window's image. */
#define TS_FRAME_MEMORY_KEPT (16 * 1024 * 1024)

void ts_frame_memory_keep (void);

G_END_DECLS

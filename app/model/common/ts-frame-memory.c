/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ts-frame-memory.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

/**
 * ts_frame_memory_keep:
 *
 * Keeps the memory of a frame's image on the heap for the next frame. Call first in main().
 *
 * GTK 4.8's cairo renderer draws each frame into a new image the size of what changed, and
 * frees it after: 4 MiB for a whole 1366x768 window. glibc gives an allocation that large
 * its own mapping and unmaps it when freed (or trims its heap's top once the free space
 * there passes twice the largest such allocation seen), so each frame faulted in and zeroed
 * every page again (docs/benchmarks.md, "Table pages"). With a fixed threshold and trim, an
 * image of up to %TS_FRAME_MEMORY_KEPT bytes reuses the heap's pages. What the heap keeps
 * free is at most that much more; a 4K window's image is mapped as before.
 */
void
ts_frame_memory_keep (void)
{
#ifdef __GLIBC__
  mallopt (M_MMAP_THRESHOLD, TS_FRAME_MEMORY_KEPT);
  mallopt (M_TRIM_THRESHOLD, TS_FRAME_MEMORY_KEPT);
#endif
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The heap keeps a frame's image for the next frame (ts-frame-memory.c). */
#include "config.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "ts-frame-memory.h"

/* Whether malloc is glibc's: not under AddressSanitizer or valgrind, which bring their own
 * (an allocation that glibc's counters do not see). */
#ifdef __GLIBC__
static gboolean
glibc_malloc (void)
{
#ifdef __SANITIZE_ADDRESS__
  return FALSE;
#else
  struct mallinfo2 before = mallinfo2 ();
  char *probe = g_malloc (64 * 1024);
  gboolean seen;

  memset (probe, 1, 64 * 1024);
  seen = mallinfo2 ().uordblks + mallinfo2 ().hblkhd > before.uordblks + before.hblkhd;
  g_free (probe);
  return seen;
#endif
}
#endif

/* A whole 1366x768 window's image, as GTK's cairo renderer allocates it for a frame. */
#define FRAME_BYTES (1366 * 768 * 4)

/* Allocated from the heap, not mapped on its own; freed, its pages stay with the heap (not
 * trimmed), and the next frame's image gets them again. Without the call, glibc maps each
 * such image and unmaps it when freed. */
static void
test_kept (void)
{
#ifdef __GLIBC__
  struct mallinfo2 before, during, after;
  char *image, *again;

  if (!glibc_malloc ())
    {
      g_test_skip ("malloc is not glibc's (a sanitizer's or valgrind's)");
      return;
    }
  ts_frame_memory_keep ();
  before = mallinfo2 ();
  image = g_malloc (FRAME_BYTES);
  g_assert_nonnull (image);
  memset (image, 0x5a, FRAME_BYTES);
  during = mallinfo2 ();
  g_assert_cmpuint (during.hblkhd, ==, before.hblkhd);
  g_assert_cmpuint (during.arena, >=, before.arena + FRAME_BYTES);
  g_free (image);
  after = mallinfo2 ();
  g_assert_cmpuint (after.arena, >=, before.arena + FRAME_BYTES);
  g_assert_cmpuint (after.fordblks, >=, FRAME_BYTES);

  again = g_malloc (FRAME_BYTES);
  g_assert_cmpuint (mallinfo2 ().hblkhd, ==, before.hblkhd);
  g_assert_cmpuint (mallinfo2 ().arena, ==, after.arena);
  g_free (again);
#else
  g_test_skip ("glibc's malloc only");
#endif
}

/* An image larger than TS_FRAME_MEMORY_KEPT (a 4K window's) is mapped and given back as
 * before: the heap never holds more than that free. */
static void
test_large_mapped (void)
{
#ifdef __GLIBC__
  struct mallinfo2 before;
  char *image;

  if (!glibc_malloc ())
    {
      g_test_skip ("malloc is not glibc's (a sanitizer's or valgrind's)");
      return;
    }
  ts_frame_memory_keep ();
  before = mallinfo2 ();
  image = g_malloc (3840 * 2160 * 4);
  g_assert_nonnull (image);
  g_assert_cmpuint (mallinfo2 ().hblkhd, >, before.hblkhd);
  g_free (image);
  g_assert_cmpuint (mallinfo2 ().hblkhd, ==, before.hblkhd);
#else
  g_test_skip ("glibc's malloc only");
#endif
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/frame-memory/kept", test_kept);
  g_test_add_func ("/frame-memory/large-mapped", test_large_mapped);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The first frame's fonts are not made on a second thread when the machine has no core to
 * give it (ts_font_warm_look_at_cores()): there the thread only took the main thread's time.
 * Every core is made busy here by threads that spin. */
#include "ts-font-warm.h"
#include "ts-first-frame.h"
#include "ts-ui-test-util.h"

#include <pango/pangocairo.h>

static gint spinning;
static gint stop;

static gpointer
spin (gpointer user_data)
{
  g_atomic_int_inc (&spinning);
  while (!g_atomic_int_get (&stop))
    ;
  return NULL;
}

static void
test_cores_taken (void)
{
  guint n = g_get_num_processors ();
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  gboolean taken;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (threads, g_thread_new ("spin", spin, NULL));
  while ((guint) g_atomic_int_get (&spinning) < n)
    g_thread_yield ();
  taken = ts_font_warm_look_at_cores ();
  g_atomic_int_set (&stop, 1);
  for (guint i = 0; i < threads->len; i++)
    g_thread_join (g_ptr_array_index (threads, i));
  g_assert_true (taken);

  /* As the app at start-up: no thread, GTK's own font map. (The ui tests' app starts none.) */
  g_unsetenv ("TABLESIDE_NO_FONT_WARM");
  ts_font_warm_start ();
  ts_font_warm_finish ();
  g_assert_false (g_str_equal (G_OBJECT_TYPE_NAME (pango_cairo_font_map_get_default ()),
                               "TsRecordingFontMap"));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv (TS_FIRST_FRAME_ENV, "1", TRUE);
  g_unsetenv ("TABLESIDE_FONT_WARM_WAIT");
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/font-warm/cores-taken", test_cores_taken);
  return g_test_run ();
}

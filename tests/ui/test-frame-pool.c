/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The frames' shared-memory pool kept (ts-frame-pool.c): on X11 with the cairo renderer, a
 * frame reaches the X server through cairo's shared-memory pool, and that pool outlives the
 * frame only when it is kept. Seen from here: a "/SYSV" mapping in /proc/self/maps, which
 * holds the last frame's pixels. */
#include "ts-frame-pool.h"
#include "ts-ui-test-util.h"

#define COLOUR_A 0x123456
#define COLOUR_B 0x654321
/* A frame's run of pixels in a colour, found in the pool: 100 pixels side by side. */
#define RUN 100

typedef struct
{
  guint64 inode;
  guint8 *start;
  gsize size;
} Segment;

/* The shared-memory segments mapped here now. */
static GArray *
segments (void)
{
  g_autofree char *maps = NULL;
  g_auto(GStrv) lines = NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Segment));

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL));
  lines = g_strsplit (maps, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint64 from, to, inode;
      Segment segment;

      if (strstr (lines[i], "/SYSV") == NULL)
        continue;
      g_assert_cmpint (sscanf (lines[i], "%" G_GINT64_MODIFIER "x-%" G_GINT64_MODIFIER
                               "x %*s %*s %*s %" G_GINT64_MODIFIER "u", &from, &to, &inode),
                       ==, 3);
      segment.inode = inode;
      segment.start = GSIZE_TO_POINTER ((gsize) from);
      segment.size = to - from;
      g_array_append_val (out, segment);
    }
  return out;
}

/* Whether @segment holds a run of RUN pixels of @colour (xRGB, as cairo keeps them). */
static gboolean
holds_colour (const Segment *segment,
              guint32        colour)
{
  const guint32 *pixels = (const guint32 *) segment->start;
  gsize n = segment->size / 4, run = 0;

  for (gsize i = 0; i < n; i++)
    {
      run = (pixels[i] & 0xffffff) == colour ? run + 1 : 0;
      if (run == RUN)
        return TRUE;
    }
  return FALSE;
}

static void
paint (GtkWidget  *window,
       const char *colour_class)
{
  gtk_widget_remove_css_class (window, "colour-a");
  gtk_widget_remove_css_class (window, "colour-b");
  gtk_widget_add_css_class (window, colour_class);
  gtk_widget_queue_draw (window);
  ts_ui_test_redraw (window);
}

/* The one segment mapped is @inode's and, unless @colour is 0, it holds a run of @colour. */
static void
assert_kept (guint64 inode,
             guint32 colour)
{
  g_autoptr(GArray) now = segments ();

  g_assert_cmpuint (now->len, ==, 1);
  g_assert_cmpuint (g_array_index (now, Segment, 0).inode, ==, inode);
  if (colour != 0)
    g_assert_true (holds_colour (&g_array_index (now, Segment, 0), colour));
}

static void
test_kept (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  GtkWidget *window = gtk_window_new ();
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) kept = NULL;

  gtk_css_provider_load_from_data (css,
                                   "window.colour-a { background: #123456; }"
                                   "window.colour-b { background: #654321; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 480);
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_widget_add_css_class (window, "colour-a");
  ts_ui_test_present_and_wait (GTK_WINDOW (window));

  /* Not kept: cairo frees the frame's pool once the frame is on screen. */
  paint (window, "colour-b");
  before = segments ();
  g_assert_cmpuint (before->len, ==, 0);

  /* As the window does when it is shown: kept once a frame is on screen and the loop idle. */
  ts_frame_pool_keep_soon (window);
  g_clear_pointer (&before, g_array_unref);
  before = segments ();
  g_assert_cmpuint (before->len, ==, 0);
  paint (window, "colour-a");
  kept = segments ();
  g_assert_cmpuint (kept->len, ==, 1);

  /* Asked again (a second window on the display): the same pool. */
  g_assert_true (ts_frame_pool_keep (window));
  assert_kept (g_array_index (kept, Segment, 0).inode, 0);

  /* Each frame goes through the kept pool: it is still there, with that frame's pixels. */
  paint (window, "colour-b");
  paint (window, "colour-a");
  assert_kept (g_array_index (kept, Segment, 0).inode, COLOUR_A);
  paint (window, "colour-b");
  assert_kept (g_array_index (kept, Segment, 0).inode, COLOUR_B);

  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (css));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/frame-pool/kept", test_kept);
  return g_test_run ();
}

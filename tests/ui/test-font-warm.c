/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The first frame's fonts made on a second thread (ts-font-warm.c, issue 56). The fonts are
 * made with the options and resolution GTK gives a window's text, in the font map the main
 * thread then uses: libadwaita's text styles draw with them and load no font of their own;
 * a size the table lacks is still made, on the main thread, and named as missed. */
#include "ts-font-warm.h"
#include "ts-first-frame.h"
#include "ts-ui-test-util.h"

#include <pango/pangocairo.h>

static GtkWidget *
styled_label (const char *text,
              const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
test_first_frame (void)
{
  GtkWindow *window = GTK_WINDOW (adw_window_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *odd = gtk_label_new ("31 pixels, a size no page uses");
  g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();
  g_auto(GStrv) missed_list = NULL;
  guint made = 0, missed = 0;
  gint64 waited_us = -1;

  /* As the app: the thread starts with GTK, the main thread takes its map before a window
   * is measured. (The ui tests' app starts none: ts_ui_test_start_app().) */
  g_unsetenv ("TABLESIDE_NO_FONT_WARM");
  ts_font_warm_start ();
  ts_font_warm_finish ();
  g_assert_true (g_str_equal (G_OBJECT_TYPE_NAME (pango_cairo_font_map_get_default ()),
                              "TsRecordingFontMap"));

  gtk_box_append (GTK_BOX (box), styled_label ("Ana wins with 102 victory points.", NULL));
  gtk_box_append (GTK_BOX (box), styled_label ("The Castles of Burgundy", "heading"));
  gtk_box_append (GTK_BOX (box), styled_label ("1–4 players", "caption"));
  gtk_box_append (GTK_BOX (box), styled_label ("Tableside", "title-1"));
  gtk_box_append (GTK_BOX (box), styled_label ("Score a Finished Game…", "title-4"));
  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (31 * PANGO_SCALE));
  gtk_label_set_attributes (GTK_LABEL (odd), attrs);
  gtk_box_append (GTK_BOX (box), odd);
  adw_window_set_content (ADW_WINDOW (window), box);
  ts_ui_test_present_and_wait (window);

  g_assert_true (ts_font_warm_report (&made, &missed, &waited_us));
  /* TABLESIDE_FONT_WARM_WAIT: the whole table was made. */
  g_assert_cmpuint (made, ==, ts_font_warm_table_size ());
  g_assert_cmpint (waited_us, >=, 0);
  /* Made with what GTK gives the window's text: else every font was made in vain. */
  g_assert_true (ts_font_warm_matches (gtk_widget_get_pango_context (GTK_WIDGET (window))));
  g_assert_true (ts_font_warm_matches (gtk_widget_get_pango_context (odd)));
  /* Only the odd size was missing (pango loads it by its asked and its found family). */
  missed_list = ts_font_warm_list_missed ();
  g_assert_cmpuint (missed, ==, g_strv_length (missed_list));
  g_assert_cmpuint (missed, >=, 1);
  for (char **font = missed_list; *font != NULL; font++)
    g_assert_true (g_str_has_suffix (*font, " 31px"));
  /* The report ends the recording: asked again, it has nothing. */
  g_assert_false (ts_font_warm_report (&made, &missed, &waited_us));
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  /* Record what the window loads (as the bench's first frames do), and make every font. */
  g_setenv (TS_FIRST_FRAME_ENV, "1", TRUE);
  g_setenv ("TABLESIDE_FONT_WARM_WAIT", "1", TRUE);
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/font-warm/first-frame", test_first_frame);
  return g_test_run ();
}

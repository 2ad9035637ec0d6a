/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A search line's words (TsEntryHint): in a wide window they are the entry's placeholder and
 * nothing shows under the line; in a phone's narrow one the placeholder is empty and the
 * words show whole under the line, the line's height and theirs together; new words while
 * narrow go under the line too, and a wide window again puts them back in the entry; a larger
 * font in the entry is measured anew (the words' width is kept only while the font stays). */
#include "ts-entry-hint.h"
#include "ts-ui-test-util.h"

#define WORDS "Tile drawn: its code (U, TA) or its features (city road, wine)"

typedef struct
{
  GtkWindow *window;
  GtkWidget *hint;
  GtkWidget *entry;
  GtkWidget *line;
} Line;

/* A window @width px wide holding a search line (an entry and a button beside it). */
static void
line_open (Line *l,
           int   width)
{
  l->window = GTK_WINDOW (gtk_window_new ());
  l->line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  l->entry = gtk_search_entry_new ();
  gtk_widget_set_hexpand (l->entry, TRUE);
  gtk_box_append (GTK_BOX (l->line), l->entry);
  gtk_box_append (GTK_BOX (l->line), gtk_button_new_with_label ("No Second Tile"));
  l->hint = ts_entry_hint_new (l->line, l->entry);
  ts_entry_hint_set_text (TS_ENTRY_HINT (l->hint), WORDS);
  gtk_widget_set_valign (l->hint, GTK_ALIGN_START);
  gtk_window_set_child (l->window, l->hint);
  gtk_window_set_default_size (l->window, width, 200);
  ts_ui_test_present_and_wait (l->window);
}

static char *
placeholder (Line *l)
{
  char *text = NULL;

  g_object_get (l->entry, "placeholder-text", &text, NULL);
  return text;
}

/* The caption under the line, if it shows: its text. */
static const char *
shown_below (Line *l)
{
  for (GtkWidget *c = gtk_widget_get_first_child (l->hint); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (c != l->line && gtk_widget_get_child_visible (c) && gtk_widget_get_mapped (c))
      return gtk_label_get_text (GTK_LABEL (c));
  return NULL;
}

static void
test_wide (void)
{
  Line l;
  g_autofree char *text = NULL;

  line_open (&l, 800);
  text = placeholder (&l);
  g_assert_cmpstr (text, ==, WORDS);
  g_assert_false (ts_entry_hint_get_below (TS_ENTRY_HINT (l.hint)));
  g_assert_null (shown_below (&l));
  g_assert_cmpint (gtk_widget_get_height (l.hint), ==, gtk_widget_get_height (l.line));
  ts_ui_test_destroy_window (l.window);
}

static void
test_narrow (void)
{
  Line l;

  line_open (&l, 300);
  {
    g_autofree char *text = placeholder (&l);

    g_assert_true (text == NULL || *text == '\0');
  }
  g_assert_true (ts_entry_hint_get_below (TS_ENTRY_HINT (l.hint)));
  g_assert_cmpstr (shown_below (&l), ==, WORDS);
  g_assert_cmpint (gtk_widget_get_height (l.hint), >, gtk_widget_get_height (l.line));
  g_assert_cmpint (gtk_widget_get_width (l.hint), <=, 300);

  /* New words while narrow: under the line too. */
  ts_entry_hint_set_text (TS_ENTRY_HINT (l.hint), "A row's number, or words, or more words");
  ts_ui_test_redraw (GTK_WIDGET (l.window));
  {
    g_autofree char *text = placeholder (&l);

    g_assert_true (text == NULL || *text == '\0');
  }
  g_assert_cmpstr (shown_below (&l), ==, "A row's number, or words, or more words");

  /* Short words fit the entry: its placeholder again. */
  ts_entry_hint_set_text (TS_ENTRY_HINT (l.hint), "Words");
  ts_ui_test_redraw (GTK_WIDGET (l.window));
  {
    g_autofree char *text = placeholder (&l);

    g_assert_cmpstr (text, ==, "Words");
  }
  g_assert_false (ts_entry_hint_get_below (TS_ENTRY_HINT (l.hint)));
  g_assert_null (shown_below (&l));
  ts_ui_test_destroy_window (l.window);
}

static void
test_font (void)
{
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  Line l;

  line_open (&l, 800);
  g_assert_false (ts_entry_hint_get_below (TS_ENTRY_HINT (l.hint)));
  gtk_css_provider_load_from_data (css, ".ts-test-huge { font-size: 32px; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_widget_add_css_class (l.entry, "ts-test-huge");
  ts_ui_test_redraw (GTK_WIDGET (l.window));
  g_assert_true (ts_entry_hint_get_below (TS_ENTRY_HINT (l.hint)));
  g_assert_cmpstr (shown_below (&l), ==, WORDS);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (css));
  ts_ui_test_destroy_window (l.window);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/entry-hint/wide", test_wide);
  g_test_add_func ("/entry-hint/narrow", test_narrow);
  g_test_add_func ("/entry-hint/font", test_font);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared list of legal entries (TsEntryChoices), over a real match of another game (a
 * Castles of Burgundy turn with 12 choices and "ends their turn" as its decline row): digits
 * pick the numbered rows, arrows and Enter pick the row under the cursor, N and 0 the decline
 * row, a letter starts the search, which narrows the list and renumbers what it leaves, Enter
 * in it picks the first row left, and every row stays reachable (nothing is cut). */
#include <string.h>

#include "ts-entry-choices.h"
#include "ts-ui-test-util.h"

typedef struct
{
  TsMatch *match;
  GtkWindow *window;
  TsEntryChoices *choices;
  guint n_chosen;
  char *chosen;     /* the words of the last entry chosen */
} Fixture;

static void
chosen_cb (TsEntryChoices *choices,
           gpointer        entry,
           Fixture        *f)
{
  const TsGameModule *module = ts_match_get_module (f->match);

  f->n_chosen++;
  g_free (f->chosen);
  f->chosen = module->describe_entry (ts_match_get_state (f->match), entry);
}

/* The legal entries of the match's state, with the last (the end of the turn) declining. */
static void
fill (Fixture *f)
{
  const TsGameModule *module = ts_match_get_module (f->match);
  GPtrArray *entries = module->legal_entries (ts_match_get_state (f->match));
  gconstpointer decline = g_ptr_array_index (entries, entries->len - 1);

  ts_entry_choices_set (f->choices, f->match, ts_match_get_state (f->match), entries, decline,
                        "End the Turn", NULL);
}

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds",
                                                 "castles-of-burgundy-2p-documented.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  f->match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  f->choices = TS_ENTRY_CHOICES (ts_entry_choices_new ());
  g_signal_connect (f->choices, "chosen", G_CALLBACK (chosen_cb), f);
  f->window = ts_ui_test_show_alone (GTK_WIDGET (f->choices), 600, 400);
  fill (f);
  ts_ui_test_spin ();
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  ts_ui_test_destroy_window (f->window);
  g_clear_object (&f->match);
  g_free (f->chosen);
}


static GtkListBox *
list_of (Fixture *f)
{
  return GTK_LIST_BOX (ts_ui_test_find_type (GTK_WIDGET (f->choices), GTK_TYPE_LIST_BOX));
}

static GtkWidget *
search_of (Fixture *f)
{
  return ts_ui_test_find_type (GTK_WIDGET (f->choices), GTK_TYPE_SEARCH_ENTRY);
}

/* The row's title, and the number (or key) shown before it. */
static const char *
row_title (GtkListBoxRow *row)
{
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
}

/* The focus on the first row the search leaves, as Down from the search line puts it. */
static void
focus_rows (Fixture *f)
{
  g_assert_true (ts_ui_test_press_key (search_of (f), GDK_KEY_Down));
  g_assert_true (GTK_IS_LIST_BOX_ROW (gtk_root_get_focus (GTK_ROOT (f->window))));
}

static void
test_digits (Fixture      *f,
             gconstpointer data)
{
  GtkListBox *list = list_of (f);
  GtkListBoxRow *last;

  g_assert_cmpuint (ts_entry_choices_get_n_rows (f->choices), ==, 13);
  g_assert_cmpuint (ts_ui_test_count_rows (list), ==, 13);
  /* The decline row is last, in the caller's words. */
  last = gtk_list_box_get_row_at_index (list, 12);
  g_assert_cmpstr (row_title (last), ==, "End the Turn");

  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_3));
  g_assert_cmpuint (f->n_chosen, ==, 1);
  g_assert_cmpstr (f->chosen, ==, "Bruno takes workers with the first die (showing 2).");
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_9));
  g_assert_cmpstr (f->chosen, ==, "Bruno buys the castle from the black depot.");
  /* N and 0: the decline row, whatever its place among the entries. */
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_n));
  g_assert_cmpstr (f->chosen, ==, "Bruno ends their turn.");
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_0));
  g_assert_cmpuint (f->n_chosen, ==, 4);
  g_assert_cmpstr (f->chosen, ==, "Bruno ends their turn.");
  /* A long list starts in its search line: a digit there, nothing typed yet, picks too. */
  ts_entry_choices_focus (f->choices);
  g_assert_true (ts_ui_test_press_key (search_of (f), GDK_KEY_2));
  g_assert_cmpuint (f->n_chosen, ==, 5);
  g_assert_cmpstr (f->chosen, ==, "Bruno takes the castle from depot 2 with the first die (showing 2).");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search_of (f))), ==, "");
}

/* The arrows move the list's cursor and Enter activates its row, as GtkListBox binds them. */
static void
test_arrows (Fixture      *f,
             gconstpointer data)
{
  GtkListBox *list = list_of (f);
  gboolean handled;

  /* A long list starts in its search line; Down goes to the rows. */
  ts_entry_choices_focus (f->choices);
  g_assert_true (gtk_widget_has_focus (search_of (f))
                 || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)),
                                            search_of (f)));
  g_assert_true (ts_ui_test_press_key (search_of (f), GDK_KEY_Down));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0))));
  for (guint i = 0; i < 12; i++)
    g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE,
                           &handled);
  ts_ui_test_spin ();
  /* The last row is reached, the decline row, scrolled into view. */
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 12))));
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, -2, FALSE, FALSE,
                         &handled);
  g_signal_emit_by_name (list, "activate-cursor-row");
  ts_ui_test_spin ();
  g_assert_cmpuint (f->n_chosen, ==, 1);
  g_assert_cmpstr (f->chosen, ==, "Bruno buys the boarding house from the black depot.");
}

/* A letter in the list starts the search; the rows left are renumbered from 1; Enter picks
 * the first; Escape shows every row again. */
static void
test_search (Fixture      *f,
             gconstpointer data)
{
  GtkWidget *search = search_of (f);
  GtkWidget *row;

  row = GTK_WIDGET (gtk_list_box_get_row_at_index (list_of (f), 4));
  gtk_widget_grab_focus (row);
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_b));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "b");
  ts_ui_test_type_text (search, "buys boarding");
  /* The one buy it names, and the decline row, which the search never hides. */
  g_assert_cmpuint (ts_entry_choices_get_n_shown (f->choices), ==, 2);
  g_assert_true (ts_entry_choices_choose_first (f->choices));
  g_assert_cmpstr (f->chosen, ==, "Bruno buys the boarding house from the black depot.");

  /* Narrowed to the four buys, 1 is the first of them. */
  ts_ui_test_type_text (search, "buys");
  g_assert_cmpuint (ts_entry_choices_get_n_shown (f->choices), ==, 5);
  focus_rows (f);
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_2));
  g_assert_cmpstr (f->chosen, ==, "Bruno buys the city hall from the black depot.");
  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
  g_assert_cmpstr (f->chosen, ==, "Bruno buys the castle from the black depot.");

  /* Nothing matches: said, and Escape (stop-search) brings every row back. */
  ts_ui_test_type_text (search, "zeppelin");
  g_assert_cmpuint (ts_entry_choices_get_n_shown (f->choices), ==, 1);
  g_signal_emit_by_name (search, "stop-search");
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_entry_choices_get_n_shown (f->choices), ==, 13);
}

/* Issue 24, the shared guard (TsFilterGuard): Enter on the empty search line picks nothing
 * (not the first row); a search that matches nothing says so, and Enter picks nothing, not
 * even the decline row the search never hides; the decline row is taken for its own words. */
static void
test_enter_guarded (Fixture      *f,
                    gconstpointer data)
{
  GtkWidget *search = search_of (f);

  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
  g_assert_cmpuint (f->n_chosen, ==, 0);
  g_assert_true (g_str_has_prefix (ts_entry_choices_get_filter_message (f->choices),
                                   "Nothing is chosen"));

  ts_ui_test_type_text (search, "zeppelin");
  g_assert_cmpuint (ts_entry_choices_get_n_shown (f->choices), ==, 1); /* the decline row */
  g_assert_cmpstr (ts_entry_choices_get_filter_message (f->choices), ==,
                   "No choice matches “zeppelin”: Escape shows every choice.");
  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
  g_assert_cmpuint (f->n_chosen, ==, 0);
  g_assert_false (ts_entry_choices_choose_first (f->choices));

  /* Words that match: Enter takes the first row they leave. */
  ts_ui_test_type_text (search, "buys castle");
  g_assert_cmpstr (ts_entry_choices_get_filter_message (f->choices), ==, "");
  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
  g_assert_cmpuint (f->n_chosen, ==, 1);
  g_assert_cmpstr (f->chosen, ==, "Bruno buys the castle from the black depot.");
}

/* Every row can be picked: by digit after narrowing, whatever its place. */
static void
test_every_row_reachable (Fixture      *f,
                          gconstpointer data)
{
  const TsGameModule *module = ts_match_get_module (f->match);
  g_autoptr(GPtrArray) entries = module->legal_entries (ts_match_get_state (f->match));
  GtkWidget *search = search_of (f);

  for (guint i = 0; i + 1 < entries->len; i++)
    {
      g_autofree char *words
          = module->describe_entry (ts_match_get_state (f->match), g_ptr_array_index (entries, i));

      guint number = 0, found = 0;

      /* The whole sentence narrows the list to a few rows, that one among the first nine. */
      ts_ui_test_type_text (search, words);
      g_assert_cmpuint (ts_entry_choices_get_n_shown (f->choices), <, 9);
      for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list_of (f))); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        if (gtk_widget_get_child_visible (row) && ++number
            && g_strcmp0 (row_title (GTK_LIST_BOX_ROW (row)), words) == 0)
          found = number;
      g_assert_cmpuint (found, >=, 1);
      focus_rows (f);
      g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_0 + found));
      g_assert_cmpstr (f->chosen, ==, words);
    }
  g_assert_cmpuint (f->n_chosen, ==, 12);
}

/* A short list has no search line until a letter is typed, and focuses its first row. */
static void
test_short_list (Fixture      *f,
                 gconstpointer data)
{
  const TsGameModule *module = ts_match_get_module (f->match);
  GPtrArray *entries = module->legal_entries (ts_match_get_state (f->match));
  GPtrArray *details = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (entries, 3);
  for (guint i = 0; i < 3; i++)
    g_ptr_array_add (details, g_strdup_printf ("Detail %u", i));
  ts_entry_choices_set (f->choices, f->match, ts_match_get_state (f->match), entries, NULL,
                        NULL, details);
  ts_ui_test_spin ();
  g_assert_false (gtk_widget_get_visible (search_of (f)));
  ts_entry_choices_focus (f->choices);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list_of (f), 0))));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (
                       gtk_list_box_get_row_at_index (list_of (f), 1))),
                   ==, "Detail 1");
  /* No decline row: N is a letter for the search. */
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_n));
  g_assert_cmpuint (f->n_chosen, ==, 0);
  g_assert_true (gtk_widget_get_visible (search_of (f)));
  /* A digit past the rows does nothing. */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list_of (f), 0)));
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_7));
  g_assert_cmpuint (f->n_chosen, ==, 0);
  g_free (ts_ui_test_save_png (GTK_WIDGET (f->window), "entry-choices-short"));
}

/* The height of the choices at the window's width. */
static int
height_of (Fixture *f)
{
  int natural = 0;

  gtk_widget_measure (GTK_WIDGET (f->choices), GTK_ORIENTATION_VERTICAL,
                      gtk_widget_get_width (GTK_WIDGET (f->choices)), NULL, &natural, NULL,
                      NULL);
  return natural;
}

/* Three rows of the twelve, without a decline row or a search line. */
static void
set_three (Fixture *f)
{
  const TsGameModule *module = ts_match_get_module (f->match);
  GPtrArray *entries = module->legal_entries (ts_match_get_state (f->match));

  g_ptr_array_set_size (entries, 3);
  ts_entry_choices_set (f->choices, f->match, ts_match_get_state (f->match), entries, NULL,
                        NULL, NULL);
  ts_ui_test_spin ();
}

/* Kept room (a table page whose lists are often long, Caylus 1303's): a short list asks the
 * height of the longest, the twelve rows' (which scroll) under the search line, so that a
 * long list later moves nothing above it; without it, a short list asks less. */
static void
test_keep_room (Fixture      *f,
                gconstpointer data)
{
  int twelve = height_of (f), three;

  set_three (f);
  three = height_of (f);
  g_assert_cmpint (three, <, twelve);
  ts_entry_choices_keep_room (f->choices);
  fill (f);
  ts_ui_test_spin ();
  g_assert_cmpint (height_of (f), ==, twelve);
  set_three (f);
  g_assert_cmpint (height_of (f), ==, twelve);
  g_assert_true (gtk_widget_get_visible (search_of (f)));
  /* Every row of the short list is there, at the top of the room. */
  g_assert_nonnull (gtk_list_box_get_row_at_index (list_of (f), 2));
  g_assert_null (gtk_list_box_get_row_at_index (list_of (f), 3));
}

static gboolean
is_subtitle (GtkWidget    *widget,
             gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "subtitle");
}

/* The row's subtitle label is shown, with @text; or hidden when @text is NULL. */
static void
assert_subtitle (GtkListBoxRow *row,
                 const char    *text)
{
  GtkWidget *label = ts_ui_test_find (GTK_WIDGET (row), is_subtitle, NULL);

  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label) == (text != NULL));
  if (text != NULL)
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, text);
}

/* The rows of a list show the next list's entries: the same rows with the new words,
 * details, keys and decline row; no suffix of an earlier entry stays; the rows past the new
 * list leave it, and a longer list gets rows of its own. */
static void
test_rows_kept (Fixture      *f,
                gconstpointer data)
{
  const TsGameModule *module = ts_match_get_module (f->match);
  GtkListBox *list = list_of (f);
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (list, 0);
  GtkListBoxRow *third = gtk_list_box_get_row_at_index (list, 2);
  GPtrArray *entries = module->legal_entries (ts_match_get_state (f->match));
  GPtrArray *details = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *suffix = gtk_button_new_with_label ("Correct…");
  g_autofree char *words = NULL;
  gconstpointer kept;

  /* The fourth entry and the end of the turn, the decline row (last of the thirteen). */
  g_assert_cmpuint (entries->len, ==, 13);
  g_ptr_array_remove_range (entries, 4, 8);
  g_ptr_array_remove_range (entries, 0, 3);
  kept = g_ptr_array_index (entries, 0);
  words = module->describe_entry (ts_match_get_state (f->match), kept);
  g_ptr_array_add (details, g_strdup ("Detail 4"));
  g_ptr_array_add (details, NULL);
  g_object_ref (third);
  ts_entry_choices_set (f->choices, f->match, ts_match_get_state (f->match), entries,
                        g_ptr_array_index (entries, 1), "End the Turn", details);
  g_object_add_weak_pointer (G_OBJECT (suffix), (gpointer *) &suffix);
  ts_entry_choices_add_row_suffix (f->choices, kept, suffix);
  ts_ui_test_spin ();

  g_assert_cmpuint (ts_ui_test_count_rows (list), ==, 2);
  g_assert_true (gtk_list_box_get_row_at_index (list, 0) == first);
  g_assert_null (gtk_widget_get_parent (GTK_WIDGET (third)));
  g_object_unref (third);
  g_assert_cmpstr (row_title (first), ==, words);
  assert_subtitle (first, "Detail 4");
  g_assert_true (gtk_widget_is_ancestor (suffix, GTK_WIDGET (first)));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (first), "ts-decline"));
  g_assert_cmpstr (row_title (gtk_list_box_get_row_at_index (list, 1)), ==, "End the Turn");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1)),
                                           "ts-decline"));
  assert_subtitle (gtk_list_box_get_row_at_index (list, 1), NULL);
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_1));
  g_assert_cmpstr (f->chosen, ==, words);
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_n));
  g_assert_cmpstr (f->chosen, ==, "Bruno ends their turn.");

  /* The thirteen again: the first two rows are the same, the suffix and the decline look are
   * gone from them, the detail too. */
  fill (f);
  ts_ui_test_spin ();
  g_assert_null (suffix);
  g_assert_cmpuint (ts_ui_test_count_rows (list), ==, 13);
  g_assert_true (gtk_list_box_get_row_at_index (list, 0) == first);
  assert_subtitle (first, NULL);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1)),
                                            "ts-decline"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 12)),
                                           "ts-decline"));
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_3));
  g_assert_cmpstr (f->chosen, ==, "Bruno takes workers with the first die (showing 2).");
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (f->choices), GDK_KEY_0));
  g_assert_cmpstr (f->chosen, ==, "Bruno ends their turn.");
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add ("/ui/entry-choices/digits", Fixture, NULL, fixture_set_up, test_digits,
              fixture_tear_down);
  g_test_add ("/ui/entry-choices/arrows", Fixture, NULL, fixture_set_up, test_arrows,
              fixture_tear_down);
  g_test_add ("/ui/entry-choices/enter-guarded", Fixture, NULL, fixture_set_up,
              test_enter_guarded, fixture_tear_down);
  g_test_add ("/ui/entry-choices/search", Fixture, NULL, fixture_set_up, test_search,
              fixture_tear_down);
  g_test_add ("/ui/entry-choices/every-row-reachable", Fixture, NULL, fixture_set_up,
              test_every_row_reachable, fixture_tear_down);
  g_test_add ("/ui/entry-choices/short-list", Fixture, NULL, fixture_set_up, test_short_list,
              fixture_tear_down);
  g_test_add ("/ui/entry-choices/rows-kept", Fixture, NULL, fixture_set_up, test_rows_kept,
              fixture_tear_down);
  g_test_add ("/ui/entry-choices/keep-room", Fixture, NULL, fixture_set_up, test_keep_room,
              fixture_tear_down);
  return g_test_run ();
}

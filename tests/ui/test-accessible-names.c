/* SPDX-License-Identifier: GPL-3.0-or-later */
/* No accessible name read out to a screen reader carries a mnemonic underscore ("_Score"):
 * GTK 4.8 names a button after its label as written, and ts-mnemonic-names.c strips the
 * mnemonic when the button is mapped. Every window of the app is walked as it is shown: the
 * start page, a Castles of Burgundy game on each of its pages, the new-game setup, the
 * final-scoring sheet (form and result), the preferences, a message dialog and a toast.
 * And no two mnemonics of a game's new-game setup share a key, whatever it shows (a solo
 * game, the most players, a tied roll, each option switched on), so that Alt+A adds a player
 * rather than only moving the focus between two “A”s; in English and in each translation (pt,
 * pt_BR, es: a translated label has its own key). */
#include "config.h"

#include <glib/gi18n.h>
#include <libintl.h>
#include <locale.h>
#include <string.h>

#include "ts-burgundy-game-view.h"
#include "ts-game-views.h"
#include "ts-setup-window.h"
#include "ts-burgundy-sheet-window.h"
#include "ts-mnemonic-names.h"
#include "ts-preferences-window.h"
#include "ts-tooltip.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

/* Fails on any mapped widget under @widget whose accessible name has an underscore;
 * returns how many names were looked at. */
static guint
assert_no_mnemonic_names (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    {
      /* The testing API gives the value it found when it differs from the one asked. */
      g_autofree char *name = gtk_test_accessible_check_property (
          GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");

      if (name != NULL && strchr (name, '_') != NULL)
        g_error ("%s in %s is named “%s”", G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)), name);
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += assert_no_mnemonic_names (child);
  return n;
}

static GtkWidget *
find_type (GtkWidget *widget,
           GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (widget), type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* @widget's accessible name, or NULL when it has none. */
static char *
accessible_label (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                         GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  /* The testing API gives the value it found when it differs from the one asked. */
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
}

static void
test_strip (void)
{
  static const struct
  {
    const char *label, *name;
  } cases[] = {
    { "_Score", "Score" }, { "C_orrect", "Correct" }, { "a__b", "a_b" },
    { "Print…", "Print…" }, { "_Añadir", "Añadir" }, { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = ts_mnemonic_names_strip (cases[i].label);

      g_assert_cmpstr (name, ==, cases[i].name);
    }
}

static TsMatch *
new_match (void)
{
  static const char *const names[][2] = { { "Ana", "red" }, { "Bruno", "blue" } };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i][0]);
      json_object_set_string_member (player, "color", names[i][1]);
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (&ts_burgundy_module, "Names", players, NULL, NULL, &error);
  g_assert_no_error (error);
  return match;
}

/* TRUE when a toast under @widget is named @text. */
static gboolean
toast_named (GtkWidget  *widget,
             const char *text)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget"))
    {
      g_autofree char *name = accessible_label (widget);

      if (g_strcmp0 (name, text) == 0)
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (toast_named (child, text))
      return TRUE;
  return FALSE;
}

static void
test_windows (void)
{
  TsWindow *window = ts_window_new (NULL);
  g_autoptr(TsMatch) match = new_match ();
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tableside.Tableside");
  static const char *const pages[] = { "table", "history", "scores" };
  AdwViewStack *stack;
  GtkWidget *other;
  GtkWidget *dialog;
  guint n;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  assert_no_mnemonic_names (GTK_WIDGET (window));

  /* A toast with a button (“_Undo”) and a message dialog (“_Close”). */
  ts_window_add_undo_toast (window, "Entry 1 removed");
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  assert_no_mnemonic_names (GTK_WIDGET (window));
  /* Issue 41: the toast is read with its words, not as “AdwToastWidget”; changed in place
   * (a newer toast while it appears), with its new words. */
  g_assert_true (toast_named (GTK_WIDGET (window), "Entry 1 removed"));
  ts_window_add_toast (window, "Undone: Ana takes 1 wood.");
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_true (toast_named (GTK_WIDGET (window), "Undone: Ana takes 1 wood."));
  dialog = adw_message_dialog_new (GTK_WINDOW (window), "Heading", "Body");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", "_Close");
  ts_ui_test_present_and_wait (GTK_WINDOW (dialog));
  n = assert_no_mnemonic_names (dialog);
  g_assert_cmpuint (n, >, 0);
  ts_ui_test_destroy_window (GTK_WINDOW (dialog));

  ts_window_show_match (window, match);
  stack = ADW_VIEW_STACK (find_type (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));
  g_assert_nonnull (stack);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      adw_view_stack_set_visible_child_name (stack, pages[i]);
      ts_ui_test_present_and_wait (GTK_WINDOW (window));
      assert_no_mnemonic_names (GTK_WIDGET (window));
    }

  other = GTK_WIDGET (ts_setup_window_new (GTK_WINDOW (window), &ts_burgundy_game_view));
  ts_ui_test_present_and_wait (GTK_WINDOW (other));
  g_assert_cmpuint (assert_no_mnemonic_names (other), >, 0);
  ts_ui_test_destroy_window (GTK_WINDOW (other));

  other = GTK_WIDGET (ts_burgundy_sheet_window_new (GTK_WINDOW (window)));
  ts_ui_test_present_and_wait (GTK_WINDOW (other));
  g_assert_cmpuint (assert_no_mnemonic_names (other), >, 0);
  g_assert_true (ts_burgundy_sheet_window_score (TS_BURGUNDY_SHEET_WINDOW (other)));
  ts_ui_test_present_and_wait (GTK_WINDOW (other));
  assert_no_mnemonic_names (other);
  ts_ui_test_destroy_window (GTK_WINDOW (other));

  other = GTK_WIDGET (ts_preferences_window_new (settings));
  ts_ui_test_present_and_wait (GTK_WINDOW (other));
  assert_no_mnemonic_names (other);
  ts_ui_test_destroy_window (GTK_WINDOW (other));

  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
collect_switches (GtkWidget *widget,
                  GPtrArray *out)
{
  if (GTK_IS_SWITCH (widget) && gtk_widget_is_visible (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_switches (child, out);
}

/* Issue 41: every switch shown is named after its row's title, without the mnemonic, and
 * only so (GTK 4.8 would join a relation's words: “Pigs Pigs”); returns how many. */
static guint
assert_switches_named (GtkWidget *widget)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_SWITCH (widget))
    {
      GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);
      g_autofree char *title = NULL;
      g_autofree char *name = accessible_label (widget);

      g_assert_nonnull (row);
      title = ts_mnemonic_names_strip (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
      if (g_strcmp0 (name, title) != 0)
        g_error ("the switch of “%s” is named “%s”", title, name != NULL ? name : "(nothing)");
      g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                                         GTK_ACCESSIBLE_RELATION_LABELLED_BY));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += assert_switches_named (child);
  return n;
}

static void
check_setup_mnemonics (TsSetupWindow *setup)
{
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  ts_ui_test_assert_mnemonics_unique (GTK_WIDGET (setup));
  g_assert_cmpuint (assert_switches_named (GTK_WIDGET (setup)), >, 0);
}

static void
check_every_setup (void)
{
  guint n_views;
  const TsGameView *const *views = ts_game_views_get_all (&n_views);

  g_assert_cmpuint (n_views, ==, 4);
  for (guint v = 0; v < n_views; v++)
    {
      TsSetupWindow *setup = ts_setup_window_new (NULL, views[v]);
      g_autoptr(GPtrArray) switches = g_ptr_array_new ();
      guint n;

      check_setup_mnemonics (setup);
      /* The fewest players (a solo game of the Castles of Burgundy), then the most. */
      while (ts_setup_window_get_n_players (setup) > views[v]->module->min_players)
        {
          gtk_widget_activate (ts_setup_window_get_part (setup, TS_SETUP_REMOVE, 0));
          check_setup_mnemonics (setup);
        }
      while (ts_setup_window_get_n_players (setup) < views[v]->module->max_players)
        {
          gtk_widget_activate (ts_setup_window_get_part (setup, TS_SETUP_ADD, 0));
          check_setup_mnemonics (setup);
        }
      /* A tied roll shows Roll Again, while Add is still there to be pressed. */
      gtk_widget_activate (ts_setup_window_get_part (setup, TS_SETUP_REMOVE, 0));
      gtk_switch_set_active (GTK_SWITCH (ts_setup_window_get_part (setup, TS_SETUP_ROLL_SWITCH,
                                                                   0)),
                             TRUE);
      for (guint i = 0; i < ts_setup_window_get_n_players (setup); i++)
        gtk_editable_set_text (GTK_EDITABLE (ts_setup_window_get_part (setup, TS_SETUP_ROLL, i)),
                               "6");
      check_setup_mnemonics (setup);
      g_assert_true (gtk_widget_get_mapped (ts_setup_window_get_part (setup, TS_SETUP_REROLL, 0)));
      /* Each option on alone, with whatever it shows. */
      collect_switches (GTK_WIDGET (setup), switches);
      n = switches->len;
      for (guint i = 0; i < n; i++)
        {
          GtkSwitch *toggle = g_ptr_array_index (switches, i);
          gboolean active = gtk_switch_get_active (toggle);

          gtk_switch_set_active (toggle, !active);
          check_setup_mnemonics (setup);
          gtk_switch_set_active (toggle, active);
        }
      ts_ui_test_destroy_window (GTK_WINDOW (setup));
    }
}

/* Glibc's catalogue cache: bumped, the next gettext looks at LANGUAGE again. */
extern int _nl_msg_cat_cntr;

/* In English and in each translation: an access key is a letter of the translated label,
 * and two rows that share one in a language make Alt+letter switch the wrong option there. */
static void
test_setup_mnemonics (void)
{
  static const char *const languages[] = { "", "pt", "pt_BR", "es" };
  g_autofree char *localedir = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "..", "po",
                                                 NULL);

  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_test_message ("LANGUAGE=%s", languages[l]);
      if (*languages[l] != '\0')
        {
          g_autofree char *mo = g_build_filename (localedir, languages[l], "LC_MESSAGES",
                                                  GETTEXT_PACKAGE ".mo", NULL);

          g_assert_true (g_file_test (mo, G_FILE_TEST_EXISTS));
        }
      g_setenv ("LANGUAGE", languages[l], TRUE);
      ++_nl_msg_cat_cntr;
      /* The forms below are in that language indeed. */
      if (*languages[l] != '\0')
        g_assert_cmpstr (_("_Add"), !=, "_Add");
      check_every_setup ();
    }
  g_unsetenv ("LANGUAGE");
  ++_nl_msg_cat_cntr;
}

/* ts_tooltip_set(), the one door for tooltips (issue 29): GTK shows the text when asked
 * (query-tooltip), a focusable widget reads it as its description unless it repeats the
 * name, an empty text takes it away, and setting the same text again changes nothing. */
static void
test_tooltip_door (void)
{
  GtkWidget *button = g_object_ref_sink (gtk_button_new_from_icon_name ("edit-undo-symbolic"));
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("12"));
  g_autoptr(GtkTooltip) tooltip = NULL;
  gboolean shown = FALSE;

  ts_tooltip_set (button, "Undo the last entry");
  g_assert_cmpstr (ts_tooltip_get (button), ==, "Undo the last entry");
  g_assert_true (gtk_widget_get_has_tooltip (button));
  /* GTK's own tooltip text stays empty: setting it is what queried the X server. */
  g_assert_null (gtk_widget_get_tooltip_text (button));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Undo the last entry");
  /* The text GTK is given when the pointer rests on the button. */
  tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  g_signal_emit_by_name (button, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  g_assert_true (shown);

  /* A description the app gives afterwards stays until the tooltip changes. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  "fits nowhere", -1);
  ts_tooltip_set (button, "Undo the last entry");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "fits nowhere");

  /* A tooltip that repeats the name is not read twice. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Undo",
                                  -1);
  ts_tooltip_set (button, "Undo");
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* Empty takes it away. */
  ts_tooltip_set (button, "");
  g_assert_null (ts_tooltip_get (button));
  g_assert_false (gtk_widget_get_has_tooltip (button));
  shown = TRUE;
  g_signal_emit_by_name (button, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
  g_assert_false (shown);

  /* A widget that takes no focus is not described (its text is read as it is). */
  ts_tooltip_set (label, "12 VP");
  g_assert_cmpstr (ts_tooltip_get (label), ==, "12 VP");
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (label),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  /* Any other widget that takes no focus is described, as GTK's own tooltips did (a picture
   * has no other words: the black depot). */
  {
    GtkWidget *box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));

    ts_tooltip_set (box, "Black depot");
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (box),
                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Black depot");
    g_object_unref (box);
  }
  g_object_unref (button);
  g_object_unref (label);
}

int
main (int   argc,
      char *argv[])
{
  /* The ui suite turns accessibility off (GTK_A11Y=none), which keeps no accessible
   * properties at all; GTK's test backend keeps them without a screen reader. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/accessible-names/strip", test_strip);
  g_test_add_func ("/ui/accessible-names/windows", test_windows);
  g_test_add_func ("/ui/accessible-names/setup-mnemonics", test_setup_mnemonics);
  g_test_add_func ("/ui/accessible-names/tooltip-door", test_tooltip_door);
  return g_test_run ();
}

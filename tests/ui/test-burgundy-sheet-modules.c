/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet window with the modules (issue 14): each player's "Modules" row
 * reached and filled by keyboard (Tab to it, Enter opens it, the shields one Tab stop with
 * the arrows and Space inside, the crane and geese switches), another player's monastery
 * typed by the holder of shield 6, the result's lines (shields, the crane's type, doubled
 * monasteries), a refusal of a module fact shown under the Modules row and focused, and a
 * kept sheet reopened with its modules. PNGs at 1024x600 in _build/tests/artifacts/.
 *
 * Keys: as in test-burgundy-sheet.c, the test acts where the focus is, through what the keys
 * do there: GtkWindow's Tab and arrow keybindings move the focus
 * (gtk_widget_child_focus()), the shields' own key controller takes Tab inside them
 * (ts_focus_group_add()), Space and Enter emit the focused widget's ::activate, typed digits
 * and Enter set a GtkText's text and emit its ::activate. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-burgundy-sheet-window.h"
#include "ts-ui-test-util.h"
#include "ts-tooltip.h"

#define SCHEMA "io.github.tableside.Tableside"

static TsBurgundySheetWindow *
new_window (void)
{
  g_autoptr (GSettings) settings = g_settings_new (SCHEMA);
  const char *names[] = { "Ana", "Bruno", "", "", NULL };
  const char *colors[] = { "blue", "red", "green", "yellow", NULL };
  TsBurgundySheetWindow *window = ts_burgundy_sheet_window_new (NULL);

  g_settings_set_strv (settings, "default-player-names", names);
  g_settings_set_strv (settings, "default-player-colors", colors);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  return window;
}

static GtkWidget *
field (TsBurgundySheetWindow *window, guint player, TsBurgundySheetField which, int monastery)
{
  GtkWidget *widget = ts_burgundy_sheet_window_get_field (window, player, which, monastery);

  g_assert_nonnull (widget);
  return widget;
}

static GtkWidget *
focus_of (TsBurgundySheetWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static gboolean
has_focus_in (TsBurgundySheetWindow *window, GtkWidget *widget)
{
  GtkWidget *focus = focus_of (window);

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Types @text where the focus is (it must be in @expected) and presses Enter. */
static void
type_enter (TsBurgundySheetWindow *window, GtkWidget *expected, const char *text)
{
  GtkWidget *focus = focus_of (window);

  g_assert_true (has_focus_in (window, expected));
  g_assert_true (GTK_IS_TEXT (focus));
  gtk_editable_set_text (GTK_EDITABLE (focus), text);
  g_signal_emit_by_name (focus, "activate");
  ts_ui_test_spin ();
}

static void
type_number (TsBurgundySheetWindow *window, GtkWidget *expected, int value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  type_enter (window, expected, text);
}

/* Tab, as GtkWindow's keybinding moves the focus. */
static GtkWidget *
tab (TsBurgundySheetWindow *window)
{
  gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  ts_ui_test_spin ();
  return focus_of (window);
}

/* Space or Enter on the focused widget (a button shows itself pressed for a moment first). */
static void
press_space (TsBurgundySheetWindow *window)
{
  gint64 until = g_get_monotonic_time () + 400 * G_TIME_SPAN_MILLISECOND;

  g_assert_true (gtk_widget_activate (focus_of (window)));
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  ts_ui_test_spin ();
}

static void
arrow (TsBurgundySheetWindow *window, GtkDirectionType direction, guint times)
{
  for (guint i = 0; i < times; i++)
    gtk_widget_child_focus (GTK_WIDGET (window), direction);
  ts_ui_test_spin ();
}

static void
save_png (TsBurgundySheetWindow *window, const char *name)
{
  gtk_widget_queue_resize (GTK_WIDGET (window));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
}

/* The Modules row of player @i: Tab from the monastery number entry, Enter opens it. */
static void
open_modules (TsBurgundySheetWindow *window, guint i)
{
  GtkWidget *focus;

  gtk_widget_grab_focus (field (window, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1));
  focus = tab (window);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW));
  g_assert_false (adw_expander_row_get_expanded (
      ADW_EXPANDER_ROW (gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW))));
  press_space (window);
  /* The rows it reveals take the focus once they are on screen. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  g_assert_true (adw_expander_row_get_expanded (
      ADW_EXPANDER_ROW (gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW))));
}

/* With the focus on the Modules row just opened: Tab into the shields (on shield 1), Space on
 * each of @shields (ascending) reached with the arrows, Tab out of them to the crane, Space
 * when @crane, Tab to the geese, Space when @geese. */
static void
fill_modules (TsBurgundySheetWindow *window, guint i, const guint *shields, guint n_shields,
              gboolean crane, gboolean geese)
{
  GtkWidget *box = gtk_widget_get_parent (field (window, i, TS_BURGUNDY_SHEET_FIELD_SHIELDS, -1));
  guint at = 1;
  GtkWidget *focus;
  focus = tab (window);

  g_assert_true (GTK_IS_TOGGLE_BUTTON (focus));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "1");
  for (guint k = 0; k < n_shields; k++)
    {
      /* Right along a line of 6, Down to the next line. */
      while ((shields[k] - 1) / 6 > (at - 1) / 6)
        {
          arrow (window, GTK_DIR_DOWN, 1);
          at += 6;
        }
      while (at > shields[k])
        arrow (window, GTK_DIR_LEFT, 1), at--;
      while (at < shields[k])
        arrow (window, GTK_DIR_RIGHT, 1), at++;
      g_assert_cmpuint (atoi (gtk_button_get_label (GTK_BUTTON (focus_of (window)))), ==,
                        shields[k]);
      press_space (window);
      g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (focus_of (window))));
    }
  /* One Tab leaves the 18 shields. */
  g_assert_true (ts_ui_test_press_key (box, GDK_KEY_Tab));
  g_assert_true (focus_of (window) == field (window, i, TS_BURGUNDY_SHEET_FIELD_CRANE, -1));
  if (crane)
    press_space (window);
  tab (window);
  g_assert_true (focus_of (window) == field (window, i, TS_BURGUNDY_SHEET_FIELD_GEESE, -1));
  if (geese)
    press_space (window);
}

/* The result table's row @label: player @i's cell. */
static const char *
table_cell (TsBurgundySheetWindow *window, const char *label, guint i)
{
  GtkGrid *grid = ts_burgundy_sheet_window_get_table (window);

  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    if (g_str_equal (ts_ui_test_score_category (grid, r), label))
      return ts_ui_test_score_cell (grid, i + 1, r);
  g_error ("no row “%s” in the result table", label);
}

/* The rulebook's module examples through the form: Ana's shields 1 and 13 (CB-SHD-13) with
 * shield 6 and Bruno's monastery 22 through it (CB-SHD-06), the geese as a species
 * (CB-EXT-06); Bruno's crane as a third watchtower (CB-EXT-03) and shield 10 doubling his
 * monasteries (CB-SHD-10). */
static void
test_keyboard_modules (void)
{
  TsBurgundySheetWindow *window = new_window ();
  static const guint ana_shields[] = { 1, 6, 13 };
  static const guint bruno_shields[] = { 10 };
  GtkWidget *focus;

  /* Ana: 40 on the track, 1 goods, 2 silver, 3 workers, monastery 24 with 4 species. */
  gtk_widget_grab_focus (field (window, 0, TS_BURGUNDY_SHEET_FIELD_NAME, -1));
  type_enter (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_NAME, -1), "Ana");
  type_number (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_TRACK, -1), 40);
  gtk_widget_grab_focus (field (window, 0, TS_BURGUNDY_SHEET_FIELD_GOODS, -1));
  type_number (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_GOODS, -1), 1);
  type_number (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_SILVER, -1), 2);
  type_number (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_WORKERS, -1), 3);
  type_number (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), 24);
  type_number (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 0), 4);
  open_modules (window, 0);
  fill_modules (window, 0, ana_shields, G_N_ELEMENTS (ana_shields), FALSE, TRUE);
  /* The geese allow a fifth species. */
  g_assert_nonnull (strstr (
      ts_tooltip_get (field (window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 0)), "0 to 5"));

  /* Bruno: 20 on the track, monasteries 17 (2 watchtowers) and 22 (4 banks), the crane,
   * shield 10. */
  gtk_widget_grab_focus (field (window, 1, TS_BURGUNDY_SHEET_FIELD_NAME, -1));
  type_enter (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_NAME, -1), "Bruno");
  type_number (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_TRACK, -1), 20);
  gtk_widget_grab_focus (field (window, 1, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1));
  type_number (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), 17);
  type_number (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0), 2);
  type_number (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), 22);
  type_number (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 1), 4);
  open_modules (window, 1);
  fill_modules (window, 1, bruno_shields, 1, TRUE, FALSE);

  /* Ana holds shield 6: Bruno's monastery 22 typed in her form scores for her too, with her
   * own banks (1). */
  gtk_widget_grab_focus (field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1));
  type_number (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), 22);
  g_assert_null (ts_burgundy_sheet_window_get_problem (window, 0));
  focus = field (window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 1);
  g_assert_true (has_focus_in (window, focus));
  {
    GtkWidget *row = gtk_widget_get_ancestor (focus, ADW_TYPE_ACTION_ROW);
    g_assert_nonnull (
        strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "through shield 6"));
  }
  type_number (window, focus, 1);
  gtk_widget_grab_focus (field (window, 1, TS_BURGUNDY_SHEET_FIELD_SHIELDS, -1));
  save_png (window, "burgundy-sheet-modules-form");

  g_assert_true (ts_burgundy_sheet_window_score (window));
  /* Ana: 44, 24 with the geese 16, 22 through shield 6 4, shields (12 + 12 + 4) x 2. */
  g_assert_cmpstr (table_cell (window, "Shield 1", 0), ==, "24");
  g_assert_cmpstr (table_cell (window, "Shield 13", 0), ==, "8");
  g_assert_cmpstr (table_cell (window, "Monastery 24", 0), ==, "16");
  g_assert_cmpstr (table_cell (window, "Monastery 22", 0), ==, "4");
  g_assert_cmpstr (table_cell (window, "Total", 0), ==, "120");
  /* Bruno: 20, 17 with the crane (2 + 1) x 4 and 22 4 x 4, shield 10 8 and those 28 again. */
  g_assert_cmpstr (table_cell (window, "Monastery 17", 1), ==, "12");
  g_assert_cmpstr (table_cell (window, "Monastery 22", 1), ==, "16");
  g_assert_cmpstr (table_cell (window, "Shield 10", 1), ==, "36");
  g_assert_cmpstr (table_cell (window, "Crane", 1), ==, "watchtower");
  g_assert_cmpstr (table_cell (window, "Total", 1), ==, "84");
  save_png (window, "burgundy-sheet-modules-result");

  /* Back, and shield 10 on Ana's castles too: refused under Bruno's Modules row, on his
   * shield 10. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL);
  ts_ui_test_spin ();
  gtk_toggle_button_set_active (
      GTK_TOGGLE_BUTTON (ts_ui_test_find_button (
          gtk_widget_get_parent (field (window, 0, TS_BURGUNDY_SHEET_FIELD_SHIELDS, -1)), "10")),
      TRUE);
  g_assert_false (ts_burgundy_sheet_window_score (window));
  g_assert_cmpstr (ts_burgundy_sheet_window_get_problem (window, 1), ==,
                   "Ana and Bruno both have shield 10; the box has one.");
  g_assert_true (GTK_IS_TOGGLE_BUTTON (focus_of (window)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus_of (window))), ==, "10");
  g_assert_true (focus_of (window) == field (window, 1, TS_BURGUNDY_SHEET_FIELD_SHIELDS, -1));
  save_png (window, "burgundy-sheet-modules-refused");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A sheet with every module, kept in Saved Games and reopened: the forms filled as they were
 * (Carla's monastery 22 through shield 6 found in Bruno's form) and the same result. */
static void
test_reopen (void)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "sheets", "modules-examples.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TsBurgundySheetWindow *window;
  TsBurgundySheetPlayer carla;

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  window = ts_burgundy_sheet_window_new_for_file (NULL, file, &error);
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "result");
  g_assert_cmpstr (table_cell (window, "Total", 0), ==, "192");
  g_assert_cmpstr (table_cell (window, "Total", 1), ==, "184");
  g_assert_cmpstr (table_cell (window, "Total", 2), ==, "193");
  g_assert_true (
      gtk_switch_get_active (GTK_SWITCH (field (window, 1, TS_BURGUNDY_SHEET_FIELD_CRANE, -1))));
  g_assert_true (
      gtk_switch_get_active (GTK_SWITCH (field (window, 0, TS_BURGUNDY_SHEET_FIELD_GEESE, -1))));
  {
    g_autoptr (TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);
    ts_burgundy_sheet_window_read (window, sheet);
    carla = sheet->players[2];
  }
  g_assert_cmpuint (carla.shields, ==, 1u << 6);
  g_assert_cmpuint (carla.n_monasteries, ==, 2);
  g_assert_true (carla.monasteries[1].shield6);
  g_assert_cmpint (carla.monasteries[1].monastery, ==, 22);
  save_png (window, "burgundy-sheet-modules-reopened");
  /* Reopening writes nothing. */
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/burgundy/sheet-modules/keyboard", test_keyboard_modules);
  g_test_add_func ("/ui/burgundy/sheet-modules/reopen", test_reopen);
  return g_test_run ();
}

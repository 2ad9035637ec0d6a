/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel's unknown-tile picker (issue 10): it points at the tile, finds identities by
 * number and by name, takes nothing before a row is found, and stays inside the window. */
#include <string.h>

#include "burgundy-turn-ui-util.h"
#include "ts-filter-guard.h"

static void
assert_picker_in_window (Table                *table,
                         TsBurgundyTilePicker *picker,
                         int                   depot)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (picker));
  GdkSurface *window_surface = gtk_native_get_surface (GTK_NATIVE (table->window));
  graphene_rect_t bounds;
  double px, py, wx, wy;
  int x, width;

  /* Where its frame is drawn, in the window's surface (both with their shadows). */
  g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_first_child (GTK_WIDGET (picker)),
                                            GTK_WIDGET (picker), &bounds));
  gtk_native_get_surface_transform (GTK_NATIVE (picker), &px, &py);
  gtk_native_get_surface_transform (GTK_NATIVE (table->window), &wx, &wy);
  x = gdk_popup_get_position_x (GDK_POPUP (surface)) + (int) (px + bounds.origin.x) - (int) wx;
  width = (int) bounds.size.width;
  g_test_message ("depot %d: the picker's frame at %d..%d of %d", depot, x, x + width,
                  gdk_surface_get_width (window_surface) - 2 * (int) wx);
  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (x + width, <=, gtk_widget_get_width (GTK_WIDGET (table->window)));
}

/* The picker stays inside the window, for the tiles at its edges too (depot 1's, at the
 * left): moved sideways, still pointing at the tile; on a phone (360 px) no wider than the
 * window, its words wrapped; and so once Enter before a choice said why it took nothing (the
 * sentence wraps within the list's width). While nothing is chosen, the list carries
 * .nothing-chosen (no ring on the first row, which has the keys); a choice takes it away. */
static void
picker_in_window (int window_width,
                  int window_height)
{
  Table table = { 0 };
  TsBurgundyTilePicker *picker;
  guint tested = 0;

  bturn_table_open (&table, window_width, window_height, 1, TRUE, 7);
  picker = ts_burgundy_turn_panel_get_picker (table.panel);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
  ts_ui_test_spin ();
  for (guint i = 0; i < ts_burgundy_turn_panel_get_n_rows (table.panel); i++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (table.panel, i);
      int depot = row->choice.action.depot;

      if (row->tiles == NULL || (depot != 1 && depot != 6))
        continue;
      g_assert_true (ts_burgundy_turn_panel_activate_row (table.panel, i));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (picker));
      ts_ui_test_spin ();
      assert_picker_in_window (&table, picker, depot);
      /* Nothing chosen: the list says so, and style.css draws no ring on its first row. */
      g_assert_true (gtk_widget_has_css_class (
          ts_ui_test_find_type (GTK_WIDGET (picker), GTK_TYPE_LIST_BOX), "nothing-chosen"));
      ts_ui_test_press_key (GTK_WIDGET (picker), GDK_KEY_Return);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (picker)));
      g_assert_cmpstr (ts_burgundy_tile_picker_get_message (picker), !=, "");
      gtk_test_widget_wait_for_draw (GTK_WIDGET (picker));
      ts_ui_test_spin ();
      assert_picker_in_window (&table, picker, depot);
      gtk_popover_popdown (GTK_POPOVER (picker));
      ts_ui_test_spin ();
      tested++;
    }
  g_assert_cmpuint (tested, >, 0);
  bturn_table_close (&table);
}

static void
test_picker_in_window (void)
{
  picker_in_window (1024, 600);
  picker_in_window (360, 720);
  picker_in_window (1366, 768);
}

/* The picker for a "?" tile points at the tile, finds identities by number and by name,
 * Escape leaves everything as it was, and picking takes that tile. */
/* A number and a word typed without the space between them find the tile as with it: "3s"
 * is 3 sheep, not the first tile with a word in "s". */
static void
test_picker_number_and_word (void)
{
  Table table = { 0 };
  TsBurgundyTilePicker *picker;
  guint sheep = TS_BURGUNDY_ANIMAL_TILE (TS_BURGUNDY_SHEEP, 3);
  int index;

  bturn_table_open (&table, 1024, 600, 1, TRUE, 7);
  picker = ts_burgundy_turn_panel_get_picker (table.panel);
  index = bturn_unknown_row_with (table.panel, sheep);
  g_assert_cmpint (index, >=, 0);
  g_assert_true (ts_burgundy_turn_panel_activate_row (table.panel, index));
  g_assert_true (ts_burgundy_tile_picker_type (picker, "3"));
  g_assert_true (ts_burgundy_tile_picker_type (picker, "s"));
  g_assert_cmpstr (ts_burgundy_tile_picker_get_typed (picker), ==, "3s");
  g_assert_cmpuint (ts_burgundy_tile_picker_get_tile (
                        picker, ts_burgundy_tile_picker_get_selected (picker)), ==, sheep);
  gtk_popover_popdown (GTK_POPOVER (picker));
  bturn_table_close (&table);
}

static void
test_picker (void)
{
  Table table = { 0 };
  TsBurgundyTilePicker *picker;
  const TsBurgundyTurnRow *row;
  GdkRectangle rect;
  graphene_rect_t slot;
  guint n_entries, monastery = 0, tile;
  int index = -1;
  g_autofree char *digits = NULL;

  bturn_table_open (&table, 1024, 600, 1, TRUE, 7);
  picker = ts_burgundy_turn_panel_get_picker (table.panel);
  /* A two-digit monastery on offer, found by typing its number one key at a time. */
  for (guint n = 26; n >= 10 && index < 0; n--)
    if ((index = bturn_unknown_row_with (table.panel, TS_BURGUNDY_MONASTERY_TILE (n))) >= 0)
      monastery = n;
  g_assert_cmpint (index, >=, 0);
  row = ts_burgundy_turn_panel_get_row (table.panel, index);
  n_entries = ts_match_get_n_entries (table.match);
  /* Issue 24: type-ahead in the turn's list that finds no row ("xx") leaves the cursor,
   * but Enter takes nothing and the line under the list says why. */
  {
    GtkListBox *list = ts_burgundy_turn_panel_get_list (table.panel);
    GtkWidget *guard = ts_ui_test_find_type (GTK_WIDGET (table.panel), TS_TYPE_FILTER_GUARD);

    gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
    g_assert_true (ts_ui_test_press_key (GTK_WIDGET (list), GDK_KEY_x));
    g_assert_true (ts_ui_test_press_key (GTK_WIDGET (list), GDK_KEY_x));
    g_assert_cmpstr (ts_filter_guard_get_text (TS_FILTER_GUARD (guard)), ==,
                     "No choice matches “x”.");
    g_assert_true (ts_ui_test_press_key (GTK_WIDGET (list), GDK_KEY_Return));
    g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (picker)));
    ts_ui_test_press_key (GTK_WIDGET (list), GDK_KEY_Down);
    g_assert_cmpstr (ts_filter_guard_get_text (TS_FILTER_GUARD (guard)), ==, "");
  }
  /* The guard's line went away: the page is laid out again before the picker is anchored
   * (under load the board moved by a few pixels after it). */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
  ts_ui_test_spin ();
  g_assert_true (ts_burgundy_turn_panel_activate_row (table.panel, index));
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (picker)));
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);

  /* Anchored at the tile on the board. */
  g_assert_true (gtk_popover_get_pointing_to (GTK_POPOVER (picker), &rect));
  g_assert_true (gtk_widget_compute_bounds (
      ts_burgundy_board_view_get_slot_button (table.board, row->choice.action.depot,
                                              row->choice.action.slot),
      GTK_WIDGET (table.panel), &slot));
  g_assert_cmpint (rect.x, ==, (int) slot.origin.x);
  g_assert_cmpint (rect.y, ==, (int) slot.origin.y);

  /* Issue 41: a number no tile has never chooses another tile ("99", a slip for 27, is not
   * monastery 9): nothing is selected and the guard says so; Backspace takes it back. */
  ts_burgundy_tile_picker_type (picker, "9");
  g_assert_false (ts_burgundy_tile_picker_type (picker, "9"));
  g_assert_cmpstr (ts_burgundy_tile_picker_get_typed (picker), ==, "99");
  g_assert_cmpint (ts_burgundy_tile_picker_get_selected (picker), ==, -1);
  g_assert_cmpstr (ts_burgundy_tile_picker_get_message (picker), ==, "No tile matches “99”.");
  g_assert_false (ts_burgundy_tile_picker_pick_selected (picker));
  g_assert_true (gtk_widget_has_css_class (
      ts_ui_test_find_type (GTK_WIDGET (picker), GTK_TYPE_LIST_BOX), "nothing-chosen"));
  ts_ui_test_press_key (GTK_WIDGET (picker), GDK_KEY_BackSpace);
  ts_ui_test_press_key (GTK_WIDGET (picker), GDK_KEY_BackSpace);
  g_assert_cmpstr (ts_burgundy_tile_picker_get_typed (picker), ==, "");

  digits = g_strdup_printf ("%u", monastery);
  for (const char *p = digits; *p != '\0'; p++)
    {
      char key[2] = { *p, 0 };

      ts_burgundy_tile_picker_type (picker, key);
    }
  g_assert_cmpstr (ts_burgundy_tile_picker_get_typed (picker), ==, digits);
  tile = ts_burgundy_tile_picker_get_tile (picker, ts_burgundy_tile_picker_get_selected (picker));
  g_assert_cmpuint (tile, ==, TS_BURGUNDY_MONASTERY_TILE (monastery));
  /* A row found is chosen: its ring shows again (style.css, .nothing-chosen). */
  g_assert_false (gtk_widget_has_css_class (
      ts_ui_test_find_type (GTK_WIDGET (picker), GTK_TYPE_LIST_BOX), "nothing-chosen"));
  {
    /* The list scrolls to the row found with an animation: let it end for the picture. */
    gint64 end = g_get_monotonic_time () + 600 * G_TIME_SPAN_MILLISECOND;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
  }
  gtk_test_widget_wait_for_draw (GTK_WIDGET (picker));
  g_free (ts_ui_test_save_png (GTK_WIDGET (picker), "burgundy-tile-picker"));

  /* Escape (what it does: the popover pops down): nothing is entered. */
  gtk_popover_popdown (GTK_POPOVER (picker));
  ts_ui_test_spin ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (picker)));
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);

  /* By name: a building's name finds it; picking takes exactly that tile. */
  index = bturn_unknown_row_with (table.panel, TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK);
  if (index >= 0)
    {
      g_assert_true (ts_burgundy_turn_panel_activate_row (table.panel, index));
      /* Issue 24: no row is chosen until one is typed (Enter took the first, the castle);
       * "8" is no building: said, nothing selected, nothing picked. */
      g_assert_cmpint (ts_burgundy_tile_picker_get_selected (picker), ==, -1);
      g_assert_false (ts_burgundy_tile_picker_pick_selected (picker));
      g_assert_false (ts_burgundy_tile_picker_type (picker, "8"));
      g_assert_cmpint (ts_burgundy_tile_picker_get_selected (picker), ==, -1);
      g_assert_cmpstr (ts_burgundy_tile_picker_get_message (picker), ==, "No tile matches “8”.");
      g_assert_true (ts_ui_test_press_key (GTK_WIDGET (picker), GDK_KEY_Return));
      g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (picker)));
      g_assert_true (ts_burgundy_tile_picker_type (picker, "ban"));
      g_assert_cmpstr (ts_burgundy_tile_picker_get_message (picker), ==, "");
      tile = ts_burgundy_tile_picker_get_tile (picker,
                                               ts_burgundy_tile_picker_get_selected (picker));
      g_assert_cmpuint (tile, ==, TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK);
    }
  else
    {
      index = bturn_unknown_row_with (table.panel, TS_BURGUNDY_MONASTERY_TILE (monastery));
      g_assert_true (ts_burgundy_turn_panel_activate_row (table.panel, index));
      /* Issue 24: nothing chosen until typed; what matches no tile is said. */
      g_assert_cmpint (ts_burgundy_tile_picker_get_selected (picker), ==, -1);
      g_assert_false (ts_burgundy_tile_picker_type (picker, "q"));
      g_assert_cmpstr (ts_burgundy_tile_picker_get_message (picker), ==, "No tile matches “q”.");
      g_assert_true (ts_ui_test_press_key (GTK_WIDGET (picker), GDK_KEY_Return));
      g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);
      g_assert_true (ts_burgundy_tile_picker_type (picker, "mon"));
      tile = ts_burgundy_tile_picker_get_tile (picker,
                                               ts_burgundy_tile_picker_get_selected (picker));
      g_assert_true (TS_BURGUNDY_IS_MONASTERY (tile));
    }
  g_assert_true (ts_burgundy_tile_picker_pick_selected (picker));
  g_assert_cmpuint (ts_match_get_n_entries (table.match), >, n_entries);
  {
    const TsBurgundyPlayer *p = &bturn_state_of (&table)->players[bturn_state_of (&table)->current];
    gboolean stored = FALSE;

    /* The turn goes on (one die left): the tile is in the player's storage. */
    for (guint k = 0; k < TS_BURGUNDY_STORAGE; k++)
      stored |= p->storage[k] == tile;
    g_assert_true (stored);
  }
  bturn_table_close (&table);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy/turn/picker", test_picker);
  g_test_add_func ("/ui/burgundy/turn/picker-in-window", test_picker_in_window);
  g_test_add_func ("/ui/burgundy/turn/picker-number-and-word", test_picker_number_and_word);
  return g_test_run ();
}

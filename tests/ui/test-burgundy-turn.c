/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel and refusals on the table page (issue 10): every kind of action on screen
 * at 1024x600, one row per distinct result, the unknown-tile picker with its type-ahead,
 * and refusals shown in a fixed place with the refused tile or space highlighted. */
#include <string.h>

#include "burgundy/ts-burgundy-board-view.h"
#include "burgundy/ts-burgundy-player-panel.h"
#include "burgundy/ts-burgundy-rules.h"
#include "burgundy/ts-burgundy-turn-panel.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-filter-guard.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

typedef struct
{
  TsWindow *window;
  TsMatch *match;
  TsBurgundyView *view;
  TsBurgundyTurnPanel *panel;
  TsBurgundyBoardView *board;
} Table;

static const TsBurgundyState *
state_of (Table *table)
{
  return ts_match_get_state (table->match);
}

static void
apply (Table                 *table,
       const TsBurgundyEntry *entry)
{
  g_autoptr(TsEntry) item = ts_entry_new_take (&ts_burgundy_module,
                                               g_memdup2 (entry, sizeof *entry));
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_apply (table->match, item, &error));
  g_assert_no_error (error);
}

/* A 4-player table at @width x @height, played by random entries to the first turn of
 * @phase; with @quick the depots are filled as quick mode does: every tile a "?". */
static void
table_open (Table   *table,
            int      width,
            int      height,
            guint    phase,
            gboolean quick,
            guint    seed)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    json_array_add_string_element (players, names[i]);
  table->match = ts_match_new (&ts_burgundy_module, "Turn test", players, NULL, NULL, &error);
  g_assert_no_error (error);
  while (!(state_of (table)->stage == TS_BURGUNDY_STAGE_TURN && state_of (table)->phase == phase))
    {
      TsBurgundyEntry entry;

      g_assert_true (ts_burgundy_random_entry (state_of (table), rand, &entry));
      if (entry.type == TS_BURGUNDY_ENTRY_FILL_DEPOTS && quick
          && state_of (table)->phase == phase)
        {
          for (guint d = 0; d < 6; d++)
            for (guint s = 0; s < 4; s++)
              if (entry.fill[d][s] != 0)
                entry.fill[d][s] = TS_BURGUNDY_TILE_UNKNOWN;
          for (guint s = 0; s < 8; s++)
            if (entry.fill_black[s] != 0)
              entry.fill_black[s] = TS_BURGUNDY_TILE_UNKNOWN;
        }
      apply (table, &entry);
    }
  table->window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (table->window), width, height);
  ts_window_show_match (table->window, table->match);
  table->view = TS_BURGUNDY_VIEW (ts_ui_test_find_child (GTK_WIDGET (table->window),
                                              TS_TYPE_BURGUNDY_VIEW));
  table->panel = TS_BURGUNDY_TURN_PANEL (ts_ui_test_find_child (GTK_WIDGET (table->view),
                                                     TS_TYPE_BURGUNDY_TURN_PANEL));
  table->board = TS_BURGUNDY_BOARD_VIEW (ts_ui_test_find_child (GTK_WIDGET (table->view),
                                                     TS_TYPE_BURGUNDY_BOARD_VIEW));
  ts_ui_test_present_and_wait (GTK_WINDOW (table->window));
}

static void
table_close (Table *table)
{
  ts_ui_test_destroy_window (GTK_WINDOW (table->window));
  g_clear_object (&table->match);
}

/* @widget is mapped and lies wholly inside the window. */
static void
assert_on_screen (Table     *table,
                  GtkWidget *widget)
{
  graphene_rect_t bounds;
  int width = gtk_widget_get_width (GTK_WIDGET (table->window));
  int height = gtk_widget_get_height (GTK_WIDGET (table->window));

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (table->window), &bounds));
  g_assert_cmpfloat (bounds.size.width, >, 8);
  g_assert_cmpfloat (bounds.size.height, >, 8);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, width);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);
}

/* Take, place, sell, take workers, buy and End Turn are all on screen at 1024x600, with
 * their counts, and the first rows of the list too; the focus is on the first row. */
static void
test_kinds_visible (void)
{
  Table table = { 0 };
  GtkListBox *list;

  table_open (&table, 1024, 600, 2, FALSE, 3);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (table.window)), <=, 600);
  for (TsBurgundyTurnKind k = TS_BURGUNDY_KIND_TAKE; k <= TS_BURGUNDY_KIND_BUY; k++)
    assert_on_screen (&table, ts_burgundy_turn_panel_get_kind_button (table.panel, k));
  assert_on_screen (&table, ts_burgundy_turn_panel_get_kind_button (table.panel,
                                                                    TS_BURGUNDY_KIND_END));
  list = ts_burgundy_turn_panel_get_list (table.panel);
  for (int i = 0; i < 2; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);

      g_assert_nonnull (row);
      assert_on_screen (&table, GTK_WIDGET (row));
    }
  /* Rows say what they do (their accessible name too: the e2e test reads it over AT-SPI),
   * with no mnemonic underscores. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *label = gtk_widget_get_last_child (
          gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (child)));
      const char *text = gtk_label_get_text (GTK_LABEL (label));

      g_assert_null (strchr (text, '_'));
      /* The whole text shown, wrapped where the row is too narrow for it, never cut (a
       * tooltip is no help under a finger; issue 54). */
      g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
      g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (label)), ==, PANGO_ELLIPSIZE_NONE);
    }
  {
    guint n_take = 0, n_shown = 0;

    for (guint i = 0; i < ts_burgundy_turn_panel_get_n_rows (table.panel); i++)
      n_take += ts_burgundy_turn_panel_get_row (table.panel, i)->kind == TS_BURGUNDY_KIND_TAKE;
    for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      n_shown++;
    /* The list shows the Take rows, all of them. */
    g_assert_cmpint (ts_burgundy_turn_panel_get_kind (table.panel), ==, TS_BURGUNDY_KIND_TAKE);
    g_assert_cmpuint (n_shown, ==, n_take);
  }
  /* When a turn starts, the keyboard is on its first row. */
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0))));
  table_close (&table);
}

/* A taller window shows more of the list: four rows at 1366x768 (two at 1024x600). */
static void
test_more_rows_when_tall (void)
{
  Table table = { 0 };
  GtkListBox *list;

  table_open (&table, 1366, 768, 2, FALSE, 3);
  /* The list is sized to the window after a first layout. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
  ts_ui_test_spin ();
  gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
  list = ts_burgundy_turn_panel_get_list (table.panel);
  for (int i = 0; i < 4; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);
      graphene_rect_t row_bounds, scroller_bounds;
      GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (list),
                                                     GTK_TYPE_SCROLLED_WINDOW);

      g_assert_nonnull (row);
      assert_on_screen (&table, GTK_WIDGET (row));
      /* Inside the scrolled window's visible part, not scrolled away. */
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), scroller, &row_bounds));
      g_assert_true (gtk_widget_compute_bounds (scroller, scroller, &scroller_bounds));
      g_assert_cmpfloat (row_bounds.origin.y + row_bounds.size.height, <=,
                         scroller_bounds.size.height);
    }
  table_close (&table);
}

/* The row that stands for @choice: same kind, cost and result in words, and its identity
 * among the row's (an unknown tile) or the row's own. */
static gboolean
row_stands_for (const TsBurgundyState   *state,
                const TsBurgundyTurnRow *row,
                const TsBurgundyChoice  *choice)
{
  TsBurgundyChoice made;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  gboolean has_tile = row->tiles == NULL;

  if (row->kind != ts_burgundy_turn_kind_of (state, choice)
      || row->choice.workers != choice->workers)
    return FALSE;
  for (guint k = 0; row->tiles != NULL && k < row->tiles->len; k++)
    has_tile |= g_array_index (row->tiles, guint8, k) == choice->action.tile;
  if (!has_tile)
    return FALSE;
  made = ts_burgundy_turn_row_with_tile (row, choice->action.tile);
  if (made.action.discard != choice->action.discard && made.action.discard >= 0
      && state->players[state->current].storage[made.action.discard]
             != state->players[state->current].storage[choice->action.discard])
    return FALSE;
  a = ts_burgundy_describe_entry (state, &made.action);
  b = ts_burgundy_describe_entry (state, &choice->action);
  return g_strcmp0 (a, b) == 0 && made.action.workers == choice->action.workers;
}

/* In quick mode (every depot tile a "?") the list has one row per distinct result: every
 * choice the engine lists has exactly one row, no two rows say the same, and a "?" tile
 * is one row whose identities are asked later, not one row per identity. */
static void
test_one_row_per_result (void)
{
  Table table = { 0 };
  g_autofree TsBurgundyChoice *choices = NULL;
  const TsBurgundyState *s;
  guint n_choices, n_rows, n_unknown = 0, n_for_die = 0;
  g_autoptr(GHashTable) texts = g_hash_table_new (g_str_hash, g_str_equal);

  table_open (&table, 1024, 600, 1, TRUE, 7);
  s = state_of (&table);
  choices = ts_burgundy_choices (s, &n_choices);
  n_rows = ts_burgundy_turn_panel_get_n_rows (table.panel);
  for (guint i = 0; i < n_rows; i++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (table.panel, i);

      g_assert_false (g_hash_table_contains (texts, row->text));
      g_hash_table_add (texts, row->text);
      if (row->tiles != NULL)
        {
          n_unknown++;
          g_assert_cmpuint (row->tiles->len, >=, 2);
          g_assert_nonnull (strstr (row->text, "unidentified"));
        }
    }
  g_assert_cmpuint (n_unknown, >, 0);
  for (guint c = 0; c < n_choices; c++)
    {
      guint found = 0;
      int die = choices[c].action.die;

      if ((die == 0 || die == 1) && choices[c].action.type != TS_BURGUNDY_ENTRY_BUY_BLACK
          && die != ts_burgundy_turn_panel_get_die (table.panel))
        continue;
      n_for_die++;
      for (guint i = 0; i < n_rows; i++)
        found += row_stands_for (s, ts_burgundy_turn_panel_get_row (table.panel, i), &choices[c]);
      g_assert_cmpuint (found, ==, 1);
    }
  /* Far fewer rows than the identities the engine lists. */
  g_test_message ("%u choices for the die, %u rows", n_for_die, n_rows);
  g_assert_cmpuint (n_rows * 3, <, n_for_die);
  table_close (&table);
}

/* The first row of @kind that asks for an identity among which @wanted is, or -1. */
static int
unknown_row_with (TsBurgundyTurnPanel *panel,
                  guint                wanted)
{
  for (guint i = 0; i < ts_burgundy_turn_panel_get_n_rows (panel); i++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (panel, i);

      for (guint k = 0; row->tiles != NULL && k < row->tiles->len; k++)
        if (g_array_index (row->tiles, guint8, k) == wanted)
          return i;
    }
  return -1;
}

/* The picker's frame (with its shadow) lies within the window's width. */
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

  table_open (&table, window_width, window_height, 1, TRUE, 7);
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
  table_close (&table);
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

  table_open (&table, 1024, 600, 1, TRUE, 7);
  picker = ts_burgundy_turn_panel_get_picker (table.panel);
  index = unknown_row_with (table.panel, sheep);
  g_assert_cmpint (index, >=, 0);
  g_assert_true (ts_burgundy_turn_panel_activate_row (table.panel, index));
  g_assert_true (ts_burgundy_tile_picker_type (picker, "3"));
  g_assert_true (ts_burgundy_tile_picker_type (picker, "s"));
  g_assert_cmpstr (ts_burgundy_tile_picker_get_typed (picker), ==, "3s");
  g_assert_cmpuint (ts_burgundy_tile_picker_get_tile (
                        picker, ts_burgundy_tile_picker_get_selected (picker)), ==, sheep);
  gtk_popover_popdown (GTK_POPOVER (picker));
  table_close (&table);
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

  table_open (&table, 1024, 600, 1, TRUE, 7);
  picker = ts_burgundy_turn_panel_get_picker (table.panel);
  /* A two-digit monastery on offer, found by typing its number one key at a time. */
  for (guint n = 26; n >= 10 && index < 0; n--)
    if ((index = unknown_row_with (table.panel, TS_BURGUNDY_MONASTERY_TILE (n))) >= 0)
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
  index = unknown_row_with (table.panel, TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_BANK);
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
      index = unknown_row_with (table.panel, TS_BURGUNDY_MONASTERY_TILE (monastery));
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
    const TsBurgundyPlayer *p = &state_of (&table)->players[state_of (&table)->current];
    gboolean stored = FALSE;

    /* The turn goes on (one die left): the tile is in the player's storage. */
    for (guint k = 0; k < TS_BURGUNDY_STORAGE; k++)
      stored |= p->storage[k] == tile;
    g_assert_true (stored);
  }
  table_close (&table);
}

static void
bounds_of (GtkWidget       *widget,
           GtkWidget       *window,
           graphene_rect_t *out)
{
  g_assert_true (gtk_widget_compute_bounds (widget, window, out));
}

/* A refused click: the reason in the fixed line, the tile or space it is about ringed,
 * nothing on the board moved; the next action clears both. */
static void
test_refusal (void)
{
  static const gboolean dark[] = { FALSE, TRUE };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint d = 0; d < G_N_ELEMENTS (dark); d++)
    {
      Table table = { 0 };
      GtkWidget *window, *slot = NULL, *space = NULL;
      graphene_rect_t board_before, board_after, panel_before, panel_after;
      TsBurgundyPlayerPanel *acting;
      const TsBurgundyState *s;
      guint8 lit[7];
      guint64 storage;
      guint goods;
      TsBurgundySpaces spaces;
      guint n_entries;

      adw_style_manager_set_color_scheme (style, dark[d] ? ADW_COLOR_SCHEME_FORCE_DARK
                                                         : ADW_COLOR_SCHEME_FORCE_LIGHT);
      table_open (&table, 1024, 600, 2, FALSE, 3);
      window = GTK_WIDGET (table.window);
      s = state_of (&table);
      n_entries = ts_match_get_n_entries (table.match);
      g_assert_null (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
      bounds_of (GTK_WIDGET (table.board), window, &board_before);
      bounds_of (GTK_WIDGET (table.panel), window, &panel_before);

      /* A depot tile that is not lit: refused. */
      ts_burgundy_turn_panel_get_lit (table.panel, lit, &storage, &goods, &spaces);
      for (guint dep = 1; dep <= 6 && slot == NULL; dep++)
        for (guint k = 0; k < 4 && slot == NULL; k++)
          if (s->depots[dep - 1][k] != 0 && !(lit[dep] & (1u << k)))
            {
              ts_burgundy_turn_panel_select_die (table.panel, 0);
              /* Neither die reaches it (or the click would switch dice and take it). */
              if (ts_burgundy_worker_cost (&s->players[s->current], s->dice[s->current][1], dep)
                      > s->players[s->current].workers
                  && ts_burgundy_worker_cost (&s->players[s->current], s->dice[s->current][0],
                                              dep)
                         > s->players[s->current].workers)
                slot = ts_burgundy_board_view_get_slot_button (table.board, dep, k);
            }
      g_assert_nonnull (slot);
      g_signal_emit_by_name (slot, "clicked");
      ts_ui_test_spin ();
      gtk_test_widget_wait_for_draw (window);
      g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);
      g_assert_nonnull (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
      g_assert_cmpstr (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)), ==,
                       ts_burgundy_turn_panel_get_error (table.panel));
      g_assert_true (ts_game_page_get_refused_widget (TS_GAME_PAGE (table.view)) == slot);
      g_assert_true (gtk_widget_has_css_class (slot, "cob-refused"));
      bounds_of (GTK_WIDGET (table.board), window, &board_after);
      bounds_of (GTK_WIDGET (table.panel), window, &panel_after);
      g_assert_true (graphene_rect_equal (&board_before, &board_after));
      g_assert_true (graphene_rect_equal (&panel_before, &panel_after));
      g_free (ts_ui_test_save_png (window, dark[d] ? "burgundy-refusal-1024x600-dark"
                                                   : "burgundy-refusal-1024x600"));

      /* A space of the acting duchy that is not lit: refused, and that space ringed. */
      /* The panel shown is the acting player's. */
      acting = TS_BURGUNDY_PLAYER_PANEL (ts_ui_test_player_sheet (
          GTK_WIDGET (table.view), TS_TYPE_BURGUNDY_PLAYER_PANEL, -1));
      for (guint i = 0; i < TS_BURGUNDY_N_SPACES && space == NULL; i++)
        if (!ts_burgundy_spaces_has (&spaces, i)
            && s->players[s->current].tiles[i] == 0)
          space = ts_burgundy_duchy_view_get_space (
              ts_burgundy_player_panel_get_duchy_view (acting), i);
      g_assert_nonnull (space);
      gtk_widget_activate (space);
      ts_ui_test_spin ();
      g_assert_nonnull (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
      g_assert_false (gtk_widget_has_css_class (slot, "cob-refused"));
      g_assert_true (ts_game_page_get_refused_widget (TS_GAME_PAGE (table.view)) == space);
      g_assert_true (gtk_widget_has_css_class (space, "cob-refused"));
      bounds_of (GTK_WIDGET (table.board), window, &board_after);
      g_assert_true (graphene_rect_equal (&board_before, &board_after));

      /* Goods the player has none of: refused, that goods stack ringed. */
      {
        GtkWidget *stack = NULL;

        for (guint g = 1; g <= 6 && stack == NULL; g++)
          if (s->players[s->current].goods[g] == 0)
            stack = ts_burgundy_player_panel_get_goods_button (acting, g);
        g_assert_nonnull (stack);
        g_signal_emit_by_name (stack, "clicked");
        ts_ui_test_spin ();
        g_assert_nonnull (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
        g_assert_true (ts_game_page_get_refused_widget (TS_GAME_PAGE (table.view)) == stack);
        g_assert_true (gtk_widget_has_css_class (stack, "cob-refused"));
        g_assert_false (gtk_widget_has_css_class (space, "cob-refused"));
        g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);
        bounds_of (GTK_WIDGET (table.board), window, &board_after);
        g_assert_true (graphene_rect_equal (&board_before, &board_after));
        space = stack;
      }

      /* The next action (the other die) clears both. */
      ts_burgundy_turn_panel_select_die (table.panel, 1);
      g_assert_null (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
      g_assert_null (ts_game_page_get_refused_widget (TS_GAME_PAGE (table.view)));
      g_assert_false (gtk_widget_has_css_class (space, "cob-refused"));
      table_close (&table);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* The panel at 1024x600, light and dark, for people to look at. */
static void
test_renders (void)
{
  static const gboolean dark[] = { FALSE, TRUE };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint d = 0; d < G_N_ELEMENTS (dark); d++)
    {
      Table table = { 0 };

      adw_style_manager_set_color_scheme (style, dark[d] ? ADW_COLOR_SCHEME_FORCE_DARK
                                                         : ADW_COLOR_SCHEME_FORCE_LIGHT);
      table_open (&table, 1024, 600, 1, TRUE, 7);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
      ts_ui_test_spin ();
      g_free (ts_ui_test_save_png (GTK_WIDGET (table.window),
                                   dark[d] ? "burgundy-turn-1024x600-dark"
                                           : "burgundy-turn-1024x600"));
      g_free (ts_ui_test_save_png (GTK_WIDGET (table.panel),
                                   dark[d] ? "burgundy-turn-panel-dark" : "burgundy-turn-panel"));
      table_close (&table);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* Issue 24: a Place row names the space as the board shows it, colour and die (“Ship on the
 * blue river space with die 4”), as History does, never by its index. */
static void
test_place_rows_name_spaces (void)
{
  Table table = { 0 };
  guint n_rows, n_place = 0;

  table_open (&table, 1024, 600, 1, FALSE, 7);
  n_rows = ts_burgundy_turn_panel_get_n_rows (table.panel);
  for (guint i = 0; i < n_rows; i++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (table.panel, i);
      const TsBurgundyState *s = state_of (&table);
      const TsBurgundyPlayer *p = &s->players[ts_burgundy_turn_actor (s)];
      g_autofree char *space = NULL;

      if (row->kind != TS_BURGUNDY_KIND_PLACE)
        continue;
      n_place++;
      space = ts_burgundy_space_name (p, row->choice.action.space);
      g_assert_nonnull (strstr (row->text, space));
      g_assert_false (g_regex_match_simple ("space [0-9]", row->text, 0, 0));
    }
  g_assert_cmpuint (n_place, >, 0);
  table_close (&table);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy/turn/kinds-visible", test_kinds_visible);
  g_test_add_func ("/ui/burgundy/turn/more-rows-when-tall", test_more_rows_when_tall);
  g_test_add_func ("/ui/burgundy/turn/one-row-per-result", test_one_row_per_result);
  g_test_add_func ("/ui/burgundy/turn/picker", test_picker);
  g_test_add_func ("/ui/burgundy/turn/picker-in-window", test_picker_in_window);
  g_test_add_func ("/ui/burgundy/turn/picker-number-and-word", test_picker_number_and_word);
  g_test_add_func ("/ui/burgundy/turn/refusal", test_refusal);
  g_test_add_func ("/ui/burgundy/turn/renders", test_renders);
  g_test_add_func ("/ui/burgundy/turn/place-rows-name-spaces", test_place_rows_name_spaces);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's table page on matches built by applying entries, as the table would: the
 * palette lists the kinds left with their counts and narrows to a typed code, Enter draws;
 * the map gets the drawn tile and its "place" reaches the match; the figure list offers
 * exactly the legal figures; a completed city is outlined with an undo toast; F shows the
 * farms; "What fits here" is one Tab stop (issue 30). The end of the game, a draw corrected
 * and the PNGs are test-carcassonne-view-end.c's. */
#include <string.h>

#include "carcassonne-view-ui-util.h"
#include "carcassonne/ts-carcassonne-farms.h"
#include "carcassonne/ts-carcassonne-figures.h"
#include "carcassonne/ts-carcassonne-fits.h"
#include "carcassonne/ts-carcassonne-map.h"
#include "carcassonne/ts-carcassonne-palette.h"
#include "carcassonne/ts-carcassonne-supply.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

static int
kind_of (const TsCarcassonneState *s,
         const char               *id)
{
  int kind = ts_carcassonne_data_find_kind (s->data, id);

  g_assert_cmpint (kind, >=, 0);
  return kind;
}

/* What typing @text into the palette's search line and pressing Enter does (Enter in a
 * search entry is its "activate"). */
static void
type_and_enter (Table      *table,
                const char *text)
{
  GtkWidget *search = ts_ui_test_find_child (
      ts_ui_test_table_find (table, TS_TYPE_CARCASSONNE_PALETTE), GTK_TYPE_SEARCH_ENTRY);

  g_assert_true (ts_ui_test_focus_in (table->window, search));
  ts_ui_test_type_text (search, text);
  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
}

/* Tab as the window hands it on: to the key controllers on the way to the focus first (a
 * focus group's, ts_focus_group_add()), else along GTK's focus chain. */
static void
press_tab (GtkWindow *window)
{
  if (!ts_ui_test_press_at_focus (window, GDK_KEY_Tab))
    ts_ui_test_tab (window);
}

/* Down (@count 1) or Up (-1) as a GtkListBox's own keybinding takes it. */
static void
list_key (GtkWidget *list,
          int        count)
{
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, count, FALSE, FALSE);
  ts_ui_test_spin ();
}

/* -------------------------------------------------------------------------------------- */

/* CA-BSE-01, CA-TBC-02: every kind in the box with how many are left; “U” narrows to the
 * straight road (BASE-U), Enter draws it; the map takes it and its place reaches the match;
 * the figure list is the legal figures and the pass; the map's segment picks a figure. */
static void
test_turn (void)
{
  Table table = { 0 };
  TsCarcassonnePalette *palette;
  TsCarcassonneFigures *figures;
  TsCarcassonneMap *map;
  const TsCarcassonneState *s;
  int u, x, y;
  guint rotation, n_kinds = 0, n_figures = 0;
  GListModel *legal;

  ts_ui_test_table_open (&table, new_match (2), 1024, 600, TS_TYPE_CARCASSONNE_VIEW);
  s = state_of (&table);
  palette = ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_PALETTE);
  map = ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_MAP);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "draw");

  for (guint i = 0; i < s->data->n_kinds; i++)
    if (s->left[i] > 0)
      {
        GtkWidget *button = ts_carcassonne_palette_get_button (palette, i);
        g_autofree char *text = ts_ui_test_labels (button);
        g_autofree char *count = g_strdup_printf ("%s ×%u", s->data->kinds[i].code, s->left[i]);

        g_assert_nonnull (strstr (text, count));
        n_kinds++;
      }
    else
      g_assert_null (ts_carcassonne_palette_get_button (palette, i));
  /* 24 base kinds and 24 of the expansion; the start tile's kind still has 3 in the box. */
  g_assert_cmpuint (n_kinds, ==, 48);
  g_assert_cmpuint (ts_carcassonne_palette_get_n_shown (palette), ==, n_kinds);
  u = kind_of (s, "BASE-U");
  g_assert_cmpuint (s->left[u], ==, 8);

  /* Words narrow too: every kind shown for “cloister” has one. */
  ts_carcassonne_palette_set_filter (palette, "cloister");
  g_assert_cmpuint (ts_carcassonne_palette_get_n_shown (palette), >, 0);
  g_assert_true (s->data->kinds[ts_carcassonne_palette_get_first_shown (palette)].cloister);
  ts_carcassonne_palette_set_filter (palette, "");

  type_and_enter (&table, "U");
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 1);
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CARCASSONNE_ENTRY_DRAW);
  g_assert_cmpint (last_entry (&table)->kind, ==, u);
  s = state_of (&table);
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_PLACE);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "place");

  /* The map has the tile: its cursor stands where it fits, turned a way that fits. */
  ts_carcassonne_map_get_cursor (map, &x, &y, &rotation);
  g_assert_true (ts_carcassonne_fits (s, u, x, y, rotation, NULL));
  g_assert_true (ts_ui_test_focus_in (table.window, GTK_WIDGET (map)));

  /* CA-BTL-03: east of the start tile, the road going on. */
  g_signal_emit_by_name (map, "place", 1, 0, 0u);
  ts_ui_test_spin ();
  s = state_of (&table);
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 2);
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CARCASSONNE_ENTRY_PLACE);
  g_assert_cmpint (ts_carcassonne_tile_at (s, 1, 0), >=, 0);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "figure");

  /* Exactly the legal figures (CA-BSE-05: a thief on the road, a farmer in either field),
   * then the pass. */
  figures = ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_FIGURES);
  legal = ts_match_get_legal_entries (table.match);
  for (guint i = 0; i < g_list_model_get_n_items (legal); i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);
      const TsCarcassonneEntry *e = ts_entry_get_data (entry);
      gboolean listed = FALSE;

      if (e->type != TS_CARCASSONNE_ENTRY_FIGURE && e->type != TS_CARCASSONNE_ENTRY_PASS)
        continue;
      n_figures++;
      for (guint r = 0; r < ts_carcassonne_figures_get_n_rows (figures); r++)
        listed |= memcmp (ts_entry_get_data (ts_carcassonne_figures_get_entry (figures, r)), e,
                          sizeof *e) == 0;
      g_assert_true (listed);
    }
  g_assert_cmpuint (ts_carcassonne_figures_get_n_rows (figures), ==, n_figures);
  g_assert_cmpuint (n_figures, ==, 4);
  g_assert_cmpint (((const TsCarcassonneEntry *) ts_entry_get_data (
                       ts_carcassonne_figures_get_entry (figures, n_figures - 1)))->type,
                   ==, TS_CARCASSONNE_ENTRY_PASS);

  /* The road's segment picked on the map: Ana's thief. */
  g_signal_emit_by_name (map, "segment-activated",
                         (guint) ts_carcassonne_kind_find_segment (&s->data->kinds[u], "road0"));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 3);
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CARCASSONNE_ENTRY_FIGURE);
  g_assert_cmpstr (last_entry (&table)->segment, ==, "road0");
  g_assert_cmpint (last_entry (&table)->player, ==, 0);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "draw");
  g_assert_cmpuint (ts_carcassonne_view_get_outline (table.view), ==, TS_CARCASSONNE_NO_SEG);

  /* The history's steps: a header per tile drawn, ten to a group. */
  {
    AdwViewStack *pages = ADW_VIEW_STACK (ts_ui_test_find_child (GTK_WIDGET (table.view),
                                                                 ADW_TYPE_VIEW_STACK));
    g_autofree char *history = NULL;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.show-history",
                                               NULL));
    ts_ui_test_spin ();
    history = ts_ui_test_labels (adw_view_stack_get_visible_child (pages));
    g_assert_nonnull (strstr (history, "Tiles 1–10"));
    g_assert_nonnull (strstr (history, "Tile 1"));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.show-table",
                                               NULL));
    ts_ui_test_spin ();
  }

  /* Words that name no tile: nothing shown. */
  {
    TsCarcassonnePalette *p = ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_PALETTE);

    ts_carcassonne_palette_set_filter (p, "zz");
    g_assert_cmpuint (ts_carcassonne_palette_get_n_shown (p), ==, 0);
    ts_carcassonne_palette_set_filter (p, "");
  }
  ts_ui_test_table_close (&table);
}

/* CA-BTL-01/03: a place the engine refuses (no neighbour) is said in the engine's words in
 * place of the status line, the map ringed, nothing entered; the next place clears it. */
static void
test_refusal (void)
{
  Table table = { 0 };
  TsCarcassonneMap *map;
  const char *refusal;

  ts_ui_test_table_open (&table, new_match (2), 1024, 600, TS_TYPE_CARCASSONNE_VIEW);
  map = ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_MAP);
  type_and_enter (&table, "U");
  g_signal_emit_by_name (map, "place", 5, 5, 0u);
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 1);
  refusal = ts_game_page_get_refusal (TS_GAME_PAGE (table.view));
  g_assert_nonnull (refusal);
  {
    TsCarcassonneEntry e;
    g_autoptr(GError) error = NULL;
    gpointer copy = ts_carcassonne_state_copy (state_of (&table));

    ts_carcassonne_entry_init (&e, TS_CARCASSONNE_ENTRY_PLACE, 0);
    e.x = 5;
    e.y = 5;
    g_assert_false (ts_carcassonne_apply (copy, &e, &error));
    g_assert_cmpstr (refusal, ==, error->message);
    ts_carcassonne_module.state_free (copy);
  }
  g_assert_true (ts_game_page_get_refused_widget (TS_GAME_PAGE (table.view)) == GTK_WIDGET (map));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (map), "cc-refused"));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-view-refusal"));

  /* Issue 41: Enter on a spot where a tile lies already says why (the rules' words), and
   * enters nothing. */
  ts_game_page_clear_refusal (TS_GAME_PAGE (table.view));
  ts_carcassonne_map_set_cursor (map, 0, 0);
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (map), GDK_KEY_Return));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 1);
  refusal = ts_game_page_get_refusal (TS_GAME_PAGE (table.view));
  g_assert_true (refusal != NULL && *refusal != '\0');

  g_signal_emit_by_name (map, "place", 1, 0, 0u);
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 2);
  g_assert_null (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (map), "cc-refused"));
  ts_ui_test_table_close (&table);
}

static gboolean
second_tile_offered (TsMatch *match)
{
  const TsCarcassonneState *s = ts_match_get_state (match);

  return s->stage == TS_CARCASSONNE_STAGE_DRAW && s->second_tile;
}

/* CA-TBU-05/06: when the builder grants a second tile the palette offers No Second Tile;
 * it passes for the builder's owner and the next player draws. */
static void
test_second_tile (void)
{
  Table table = { 0 };
  TsMatch *match = NULL;
  GtkWidget *button;
  guint player;

  for (guint seed = 1; seed < 200; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      g_clear_object (&match);
      match = new_match (2);
      while (!ts_match_get_finished (match) && !second_tile_offered (match))
        {
          TsCarcassonneEntry e;
          g_autoptr(TsEntry) entry = NULL;

          g_assert_true (ts_carcassonne_random_entry (ts_match_get_state (match), rand, &e));
          entry = ts_entry_new_take (&ts_carcassonne_module, g_memdup2 (&e, sizeof e));
          g_assert_true (ts_match_apply (match, entry, NULL));
        }
      if (second_tile_offered (match))
        break;
    }
  g_assert_true (second_tile_offered (match));
  ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_CARCASSONNE_VIEW);
  player = state_of (&table)->turn;
  button = ts_ui_test_find_button (GTK_WIDGET (table.view), "_No Second Tile");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-view-second-tile"));
  /* Alt+N and Alt+E side by side, with the page's own (Alt+S is the Scores page). */
  ts_ui_test_assert_mnemonics_unique (GTK_WIDGET (table.window));
  ts_ui_test_click (button);
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CARCASSONNE_ENTRY_PASS);
  g_assert_cmpint (last_entry (&table)->player, ==, (int) player);
  g_assert_false (second_tile_offered (table.match));
  g_assert_cmpuint (state_of (&table)->turn, !=, player);
  g_assert_false (gtk_widget_get_visible (button));
  ts_ui_test_table_close (&table);
}

/* CA-BSC-01/02: Bruno closes the start tile's city with a city cap and a knight: the city is
 * outlined, the toast says what he scored and undoes it; F shows the farms. */
static void
test_scoring (void)
{
  Table table = { 0 };
  TsCarcassonneMap *map;
  TsCarcassonneFigures *figures;
  gpointer before;
  guint n_before;
  const TsCarcassonneState *s;
  g_autofree char *outcome = NULL;
  g_autofree char *texts = NULL;
  int x, y, e_kind;
  guint rotation, city;
  GtkListBox *list;

  ts_ui_test_table_open (&table, new_match (2), 1024, 600, TS_TYPE_CARCASSONNE_VIEW);
  map = ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_MAP);
  type_and_enter (&table, "U");
  g_signal_emit_by_name (map, "place", 1, 0, 0u);
  ts_ui_test_spin ();
  /* N: no figure for Ana. */
  figures = ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_FIGURES);
  list = GTK_LIST_BOX (ts_ui_test_find_child (GTK_WIDGET (figures), GTK_TYPE_LIST_BOX));
  g_signal_emit_by_name (
      list, "row-activated",
      gtk_list_box_get_row_at_index (list, ts_carcassonne_figures_get_n_rows (figures) - 1));
  ts_ui_test_spin ();
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CARCASSONNE_ENTRY_PASS);

  /* Bruno draws a city cap (BASE-E), the map's cursor put north of the start tile; Place
   * takes the one rotation that fits there (CA-BTL-03). */
  type_and_enter (&table, "e");
  s = state_of (&table);
  e_kind = kind_of (s, "BASE-E");
  g_assert_cmpint (s->drawn, ==, e_kind);
  ts_carcassonne_map_set_cursor (map, 0, -1);
  ts_carcassonne_map_get_cursor (map, &x, &y, &rotation);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -1);
  g_assert_cmpuint (rotation, ==, 2);
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (table.view), "_Place"));
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CARCASSONNE_ENTRY_PLACE);
  g_assert_cmpint (last_entry (&table)->player, ==, 1);

  /* The knight: the city's row, chosen by its number as on the map. */
  s = state_of (&table);
  before = ts_carcassonne_state_copy (s);
  n_before = ts_match_get_n_entries (table.match);
  g_assert_cmpuint (ts_carcassonne_figures_get_segments (figures) & 1u, ==, 1u); /* city0 */
  g_assert_true (ts_carcassonne_figures_choose_segment (figures, 0));
  ts_ui_test_spin ();
  s = state_of (&table);
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CARCASSONNE_ENTRY_FIGURE);
  g_assert_cmpuint (s->n_scorings, ==, 1);
  g_assert_cmpuint (s->scorings[0].points, ==, 4);
  g_assert_cmpint (s->players[1].vp, ==, 4);

  /* The city outlined in Bruno's colour, boldly: the last scoring. */
  city = ts_carcassonne_feature (s, s->n_tiles - 1, 0);
  {
    gboolean last = FALSE;

    g_assert_cmpuint (ts_carcassonne_map_get_scored (map, city, &last), ==, 1u << 1);
    g_assert_true (last);
  }
  outcome = ts_carcassonne_module.describe_outcome (
      before, ts_entry_get_data (ts_match_get_entry (table.match, n_before)), s);
  g_assert_nonnull (outcome);
  texts = ts_ui_test_labels (GTK_WIDGET (table.window));
  g_assert_nonnull (strstr (texts, outcome));
  ts_carcassonne_module.state_free (before);
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-view-scored"));

  /* F on the map: the farms overlay and the farms explained. */
  gtk_widget_grab_focus (GTK_WIDGET (map));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.farms", NULL));
  ts_ui_test_spin ();
  g_assert_true (ts_carcassonne_map_get_farms (map));
  g_assert_true (gtk_widget_is_visible (ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_FARMS)));

  /* win.undo (the toast's button) takes the knight back, and the outline with it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (state_of (&table)->n_scorings, ==, 0);
  g_assert_cmpuint (ts_carcassonne_map_get_scored (map, city, NULL), ==, 0);
  g_assert_cmpuint (ts_carcassonne_view_get_outline (table.view), ==, TS_CARCASSONNE_NO_SEG);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "figure");
  ts_ui_test_table_close (&table);
}

/* Issue 30: "What fits here" is one Tab stop, its rows a list the arrows move in, so that Tab
 * from the players' supply reaches Turn in a few presses (32 here, and 45 in the audit, when
 * each row was a stop). The page at 1024x600 with a row focused. */
static void
test_tab_to_turn (void)
{
  Table table = { 0 };
  GtkWidget *supply, *list, *turn, *focus;
  guint presses = 0, in_list = 0, rows;

  ts_ui_test_table_open (&table, new_match (2), 1024, 600, TS_TYPE_CARCASSONNE_VIEW);
  type_and_enter (&table, "U");
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "place");
  list = ts_ui_test_find_child (ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_FITS),
                                GTK_TYPE_LIST_BOX);
  rows = ts_ui_test_count_rows (GTK_LIST_BOX (list));
  g_assert_cmpuint (rows, >, 20);
  turn = ts_ui_test_find_button (GTK_WIDGET (table.view), "_Turn");
  g_assert_nonnull (turn);

  /* From the supply's first control to Turn: the list is passed in one press. */
  supply = ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_SUPPLY);
  g_assert_true (gtk_widget_child_focus (supply, GTK_DIR_TAB_FORWARD));
  while (!ts_ui_test_focus_in (table.window, turn) && presses < 100)
    {
      press_tab (table.window);
      presses++;
      in_list += ts_ui_test_focus_in (table.window, list);
    }
  g_test_message ("%u Tab presses from the supply to Turn", presses);
  g_assert_true (ts_ui_test_focus_in (table.window, turn));
  g_assert_cmpuint (in_list, ==, 1);
  g_assert_cmpuint (presses, <=, 8);

  /* Shift+Tab goes back into the list; the arrows walk its rows, and Tab leaves it. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table.window), GTK_DIR_TAB_BACKWARD));
  ts_ui_test_spin ();
  g_assert_true (ts_ui_test_focus_in (table.window, list));
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)));
  for (guint r = 1; r < 4; r++)
    {
      list_key (list, 1);
      focus = gtk_root_get_focus (GTK_ROOT (table.window));
      g_assert_true (focus == GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list),
                                                                         r)));
    }
  list_key (list, -1);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (table.window))
                 == GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 2)));
  /* The focus ring shown, as after a key. */
  gtk_window_set_focus_visible (table.window, TRUE);
  ts_ui_test_redraw (GTK_WIDGET (table.window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-view-fits-focused"));
  press_tab (table.window);
  g_assert_true (ts_ui_test_focus_in (table.window, turn));
  ts_ui_test_table_close (&table);
}

/* A table that plays without aids ("purist": true) sees no "What fits here"; the tile is
 * still placed on the free places the map numbers, and the rules still refuse the rest. */
static void
test_purist_no_fits (void)
{
  static const char *const names[] = { "Ana", "Bruno" };
  g_autoptr(JsonObject) options = json_object_new ();
  Table table = { 0 };
  GtkWidget *fits;

  json_object_set_boolean_member (options, "purist", TRUE);
  ts_ui_test_table_open (&table, ts_ui_test_new_match (&ts_carcassonne_module, names, 2,
                                                       options),
                         1024, 600, TS_TYPE_CARCASSONNE_VIEW);
  type_and_enter (&table, "U");
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "place");
  fits = ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_FITS);
  g_assert_nonnull (fits);
  g_assert_false (gtk_widget_get_visible (fits));
  g_assert_false (ts_match_get_aids (table.match));
  ts_ui_test_table_close (&table);
}

int
main (int    argc,
      char **argv)
{
  ts_ui_test_init (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/carcassonne-view/turn", test_turn);
  g_test_add_func ("/carcassonne-view/refusal", test_refusal);
  g_test_add_func ("/carcassonne-view/second-tile", test_second_tile);
  g_test_add_func ("/carcassonne-view/scoring", test_scoring);
  g_test_add_func ("/carcassonne-view/tab-to-turn", test_tab_to_turn);
  g_test_add_func ("/carcassonne-view/purist-no-fits", test_purist_no_fits);
  return g_test_run ();
}

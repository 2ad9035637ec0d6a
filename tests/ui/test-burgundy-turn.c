/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn panel and refusals on the table page (issue 10): every kind of action on screen
 * at 1024x600, one row per distinct result, and refusals shown in a fixed place with the
 * refused tile or space highlighted (the unknown-tile picker: test-burgundy-picker.c). */
#include <string.h>

#include "burgundy-turn-ui-util.h"
#include "burgundy/ts-burgundy-player-panel.h"
#include "ts-filter-guard.h"
#include "ts-row-number.h"
#include "ts-row-words.h"

extern const TsGameModule ts_burgundy_module;

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

  bturn_table_open (&table, 1024, 600, 2, FALSE, 3);
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
      GtkWidget *words = gtk_widget_get_last_child (
          gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (child)));
      const char *text = ts_row_number_get_text (GTK_LIST_BOX_ROW (child));

      g_assert_null (strchr (text, '_'));
      /* The whole text shown, wrapped where the row is too narrow for it, never cut (a
       * tooltip is no help under a finger; issue 54): TsRowWords, which only wraps. */
      g_assert_true (TS_IS_ROW_WORDS (words));
      g_assert_cmpstr (ts_row_words_get_text (TS_ROW_WORDS (words)), ==, text);
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
  bturn_table_close (&table);
}

/* A taller window shows more of the list: four rows at 1366x768 (two at 1024x600). */
static void
test_more_rows_when_tall (void)
{
  Table table = { 0 };
  GtkListBox *list;

  bturn_table_open (&table, 1366, 768, 2, FALSE, 3);
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
  bturn_table_close (&table);
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

  bturn_table_open (&table, 1024, 600, 1, TRUE, 7);
  s = bturn_state_of (&table);
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
  bturn_table_close (&table);
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
      bturn_table_open (&table, 1024, 600, 2, FALSE, 3);
      window = GTK_WIDGET (table.window);
      s = bturn_state_of (&table);
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
      bturn_table_close (&table);
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
      bturn_table_open (&table, 1024, 600, 1, TRUE, 7);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
      ts_ui_test_spin ();
      g_free (ts_ui_test_save_png (GTK_WIDGET (table.window),
                                   dark[d] ? "burgundy-turn-1024x600-dark"
                                           : "burgundy-turn-1024x600"));
      g_free (ts_ui_test_save_png (GTK_WIDGET (table.panel),
                                   dark[d] ? "burgundy-turn-panel-dark" : "burgundy-turn-panel"));
      bturn_table_close (&table);
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

  bturn_table_open (&table, 1024, 600, 1, FALSE, 7);
  n_rows = ts_burgundy_turn_panel_get_n_rows (table.panel);
  for (guint i = 0; i < n_rows; i++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (table.panel, i);
      const TsBurgundyState *s = bturn_state_of (&table);
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
  bturn_table_close (&table);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy/turn/kinds-visible", test_kinds_visible);
  g_test_add_func ("/ui/burgundy/turn/more-rows-when-tall", test_more_rows_when_tall);
  g_test_add_func ("/ui/burgundy/turn/one-row-per-result", test_one_row_per_result);
  g_test_add_func ("/ui/burgundy/turn/refusal", test_refusal);
  g_test_add_func ("/ui/burgundy/turn/renders", test_renders);
  g_test_add_func ("/ui/burgundy/turn/place-rows-name-spaces", test_place_rows_name_spaces);
  return g_test_run ();
}


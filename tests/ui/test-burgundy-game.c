/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A whole 2-player game of Castles of Burgundy entered through the table page's own widgets
 * and actions, as the table would: starting goods, depot refills and dice through their
 * forms, every turn through the turn panel (its list, the dice shortcuts, clicks on the
 * board and the duchy), undo and redo through the window; then the final page. */
#include <glib/gstdio.h>

#include "burgundy/ts-burgundy-board-view.h"
#include "burgundy/ts-burgundy-fill-entry.h"
#include "burgundy/ts-burgundy-goods-entry.h"
#include "burgundy/ts-burgundy-roll-entry.h"
#include "burgundy/ts-burgundy-turn-panel.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-burgundy.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

typedef struct
{
  TsWindow *window;
  TsMatch *match;
  TsBurgundyView *view;
} Table;

static TsMatch *
new_match (guint n_players)
{
  static const char *const names[][2] = {
    { "Ana", "red" }, { "Bruno", "blue" }, { "Carla", "green" }, { "Daniel", "yellow" },
  };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < n_players; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i][0]);
      json_object_set_string_member (player, "color", names[i][1]);
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (&ts_burgundy_module, "Test game", players, NULL, NULL, &error);
  g_assert_no_error (error);
  return match;
}

static void
table_open (Table   *table,
            TsMatch *match,
            int      width,
            int      height)
{
  table->window = ts_window_new (NULL);
  table->match = match;
  gtk_window_set_default_size (GTK_WINDOW (table->window), width, height);
  ts_window_show_match (table->window, match);
  table->view = TS_BURGUNDY_VIEW (ts_ui_test_find_child (GTK_WIDGET (table->window),
                                              TS_TYPE_BURGUNDY_VIEW));
  g_assert_nonnull (table->view);
  ts_ui_test_present_and_wait (GTK_WINDOW (table->window));
}

static void
table_close (Table *table)
{
  ts_ui_test_destroy_window (GTK_WINDOW (table->window));
  g_clear_object (&table->match);
}

static const TsBurgundyState *
state_of (Table *table)
{
  return ts_match_get_state (table->match);
}

/* Table events go through their forms: fill the form from the entry the table "saw",
 * then submit it as the Enter key does. */
static void
enter_table_event (Table                 *table,
                   const TsBurgundyEntry *entry)
{
  GtkWidget *view = GTK_WIDGET (table->view);

  switch (entry->type)
    {
    case TS_BURGUNDY_ENTRY_STARTING_GOODS:
      {
        TsBurgundyGoodsEntry *goods = TS_BURGUNDY_GOODS_ENTRY (
            ts_ui_test_find_child (view, TS_TYPE_BURGUNDY_GOODS_ENTRY));

        g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (goods)));
        ts_burgundy_goods_entry_set_entry (goods, entry);
        g_assert_true (ts_burgundy_goods_entry_submit (goods));
      }
      break;
    case TS_BURGUNDY_ENTRY_FILL_DEPOTS:
      {
        TsBurgundyFillEntry *fill = TS_BURGUNDY_FILL_ENTRY (
            ts_ui_test_find_child (view, TS_TYPE_BURGUNDY_FILL_ENTRY));

        g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (fill)));
        ts_burgundy_fill_entry_set_quick (fill, FALSE);
        ts_burgundy_fill_entry_set_entry (fill, entry);
        g_assert_true (ts_burgundy_fill_entry_submit (fill));
      }
      break;
    case TS_BURGUNDY_ENTRY_ROLL:
      {
        TsBurgundyRollEntry *roll = TS_BURGUNDY_ROLL_ENTRY (
            ts_ui_test_find_child (view, TS_TYPE_BURGUNDY_ROLL_ENTRY));

        g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (roll)));
        ts_burgundy_roll_entry_set_entry (roll, entry);
        g_assert_true (ts_burgundy_roll_entry_submit (roll));
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

/* A turn decision through the panel: any row of any kind (the list shows one kind at a
 * time), an unknown tile's identity through the picker, sometimes the other die by its
 * action first, and the end of the turn by its action. */
static void
enter_decision (Table *table,
                GRand *rand)
{
  TsBurgundyTurnPanel *panel = TS_BURGUNDY_TURN_PANEL (
      ts_ui_test_find_child (GTK_WIDGET (table->view), TS_TYPE_BURGUNDY_TURN_PANEL));
  guint n_entries = ts_match_get_n_entries (table->match);
  const TsBurgundyTurnRow *row;
  gboolean unknown;
  guint n, pick, end = G_MAXUINT, workers;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  if (g_rand_int_range (rand, 0, 4) == 0)
    gtk_widget_activate_action (GTK_WIDGET (table->view),
                                ts_burgundy_turn_panel_get_die (panel) == 0 ? "game.second-die"
                                                                           : "game.first-die",
                                NULL);
  n = ts_burgundy_turn_panel_get_n_rows (panel);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    if (ts_burgundy_turn_panel_get_row (panel, i)->kind == TS_BURGUNDY_KIND_END)
      end = i;

  /* Ending is listed every turn; ending too eagerly makes a dull game. */
  do
    pick = g_rand_int_range (rand, 0, n);
  while (pick == end && n > 1 && g_rand_int_range (rand, 0, 3) != 0);
  if (pick == end)
    {
      gtk_widget_activate_action (GTK_WIDGET (table->view), "game.end-turn", NULL);
      g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, n_entries + 1);
      return;
    }

  /* Copies: the panel rebuilds its rows once the choice is applied. */
  row = ts_burgundy_turn_panel_get_row (panel, pick);
  unknown = row->tiles != NULL;
  workers = row->choice.workers;
  g_assert_true (ts_burgundy_turn_panel_activate_row (panel, pick));
  if (unknown)
    {
      TsBurgundyTilePicker *picker = ts_burgundy_turn_panel_get_picker (panel);
      guint n_items = ts_burgundy_tile_picker_get_n_items (picker);

      /* Nothing is entered before the identity is known. */
      g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, n_entries);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (picker)));
      g_assert_cmpuint (n_items, >=, 2);
      ts_burgundy_tile_picker_select (picker, g_rand_int_range (rand, 0, n_items));
      g_assert_true (ts_burgundy_tile_picker_pick_selected (picker));
    }
  g_assert_null (ts_burgundy_turn_panel_get_error (panel));
  g_assert_null (ts_game_page_get_refusal (TS_GAME_PAGE (table->view)));
  /* A choice that ends the turn by itself is followed by the automatic end of turn. */
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==,
                    n_entries + 1 + (workers > 0 ? 1 : 0)
                        + (ts_entry_get_automatic (ts_match_get_entry (
                               table->match, ts_match_get_n_entries (table->match) - 1))
                               ? 1
                               : 0));
}

/* The table enters what the engine's random helper "saw" until the game is over. */
static void
play_to_end (Table *table,
             guint  seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  guint steps = 0;

  while (state_of (table)->stage != TS_BURGUNDY_STAGE_OVER)
    {
      const TsBurgundyState *s = state_of (table);
      TsBurgundyEntry entry;

      g_assert_cmpuint (++steps, <, 5000);
      if (s->stage == TS_BURGUNDY_STAGE_TURN)
        {
          enter_decision (table, rand);
          continue;
        }
      g_assert_true (ts_burgundy_random_entry (s, rand, &entry));
      enter_table_event (table, &entry);
    }
}

/* The worked flow of a turn: clicking a depot tile the die cannot reach explains why; with
 * workers the click takes it, and undo gives the workers back in one step. */
static void
test_click_explains_and_workers_pay (void)
{
  Table table = { 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  TsBurgundyTurnPanel *panel;
  TsBurgundyState *s;
  guint n_entries;
  int workers;

  table_open (&table, new_match (2), 1024, 600);
  while (state_of (&table)->stage != TS_BURGUNDY_STAGE_TURN)
    {
      TsBurgundyEntry entry;

      g_assert_true (ts_burgundy_random_entry (state_of (&table), rand, &entry));
      enter_table_event (&table, &entry);
    }
  panel = TS_BURGUNDY_TURN_PANEL (ts_ui_test_find_child (GTK_WIDGET (table.view),
                                              TS_TYPE_BURGUNDY_TURN_PANEL));
  s = (TsBurgundyState *) state_of (&table);
  workers = s->players[s->current].workers;
  n_entries = ts_match_get_n_entries (table.match);

  /* A depot neither die shows and more workers away than the player has: refused with the
   * engine's reason, and nothing entered. */
  for (int depot = 1; depot <= 6; depot++)
    {
      const TsBurgundyPlayer *p = &s->players[s->current];
      gboolean reachable = FALSE;

      for (int d = 0; d < 2; d++)
        reachable |= ts_burgundy_worker_cost (p, s->dice[s->current][d], depot) <= p->workers;
      if (reachable || s->depots[depot - 1][0] == 0)
        continue;
      ts_burgundy_turn_panel_slot_activated (panel, depot, 0);
      g_assert_nonnull (ts_burgundy_turn_panel_get_error (panel));
      g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);
      break;
    }

  /* A depot one worker away from the first die: the click pays a worker and takes it. */
  for (int depot = 1; depot <= 6; depot++)
    {
      const TsBurgundyPlayer *p = &s->players[s->current];

      if (s->depots[depot - 1][0] == 0 || workers < 1
          || ts_burgundy_worker_cost (p, s->dice[s->current][0], depot) != 1
          || ts_burgundy_worker_cost (p, s->dice[s->current][1], depot) == 0)
        continue;
      ts_burgundy_turn_panel_select_die (panel, 0);
      ts_burgundy_turn_panel_slot_activated (panel, depot, 0);
      ts_ui_test_spin ();
      if (ts_match_get_n_entries (table.match) == n_entries)
        {
          /* An unknown tile: its identity is asked first, then the worker pays. */
          TsBurgundyTilePicker *picker = ts_burgundy_turn_panel_get_picker (panel);

          g_assert_true (gtk_widget_get_visible (GTK_WIDGET (picker)));
          /* Nothing is chosen until a row is: Enter alone takes none. */
          g_assert_false (ts_burgundy_tile_picker_pick_selected (picker));
          ts_burgundy_tile_picker_select (picker, 0);
          g_assert_true (ts_burgundy_tile_picker_pick_selected (picker));
        }
      g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries + 2);
      g_assert_cmpint (state_of (&table)->players[s->current].workers, ==, workers - 1);
      gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL);
      g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);
      g_assert_cmpint (state_of (&table)->players[state_of (&table)->current].workers, ==,
                       workers);
      gtk_widget_activate_action (GTK_WIDGET (table.window), "win.redo", NULL);
      g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries + 2);
      break;
    }
  table_close (&table);
}

static void
test_whole_game (void)
{
  Table table = { 0 };
  g_autoptr(JsonNode) breakdown = NULL;
  JsonObject *result;
  guint n_entries;
  guint n_undone;
  const char *explanation;

  table_open (&table, new_match (2), 1024, 600);
  play_to_end (&table, 5);

  g_assert_true (ts_match_get_finished (table.match));
  breakdown = ts_match_dup_final_breakdown (table.match);
  result = json_node_get_object (breakdown);
  explanation = json_object_get_string_member (result, "explanation");
  g_assert_nonnull (strstr (explanation, state_of (&table)->names[ts_match_get_winner (table.match)]));

  /* The entry bar says the game is over and leads to the final scoring. */
  gtk_widget_activate_action (GTK_WIDGET (table.view), "game.show-scores", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "burgundy-game-final-1024x600"));

  /* Undo takes back the last entry (the final scoring goes with it, and the automatic end
   * of turn after it), redo restores it. */
  n_entries = ts_match_get_n_entries (table.match);
  n_undone = ts_entry_get_automatic (ts_match_get_entry (table.match, n_entries - 1)) ? 2 : 1;
  gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL);
  g_assert_false (ts_match_get_finished (table.match));
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries - n_undone);
  gtk_widget_activate_action (GTK_WIDGET (table.window), "win.redo", NULL);
  g_assert_true (ts_match_get_finished (table.match));
  table_close (&table);
}

/* The table page mid-game, for people to look at: 4 players in phase C. */
static void
test_renders (void)
{
  static const struct
  {
    int width, height;
    gboolean dark;
    const char *name;
  } shots[] = {
    { 1024, 600, FALSE, "burgundy-table-1024x600" },
    { 1024, 600, TRUE, "burgundy-table-1024x600-dark" },
    { 1920, 1080, FALSE, "burgundy-table-1920x1080" },
    { 1920, 1080, TRUE, "burgundy-table-1920x1080-dark" },
    { 1366, 768, FALSE, "burgundy-table-1366x768" },
  };
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      Table table = { 0 };
      g_autoptr(GRand) rand = g_rand_new_with_seed (3);
      TsBurgundyEntry entry;

      adw_style_manager_set_color_scheme (style, shots[i].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      table_open (&table, new_match (4), shots[i].width, shots[i].height);
      /* Xvfb's screen may be smaller than 1920x1080: insist on the size. */
      gtk_widget_set_size_request (GTK_WIDGET (table.window), shots[i].width, shots[i].height);
      while (!(state_of (&table)->phase == 2 && state_of (&table)->stage == TS_BURGUNDY_STAGE_TURN
               && state_of (&table)->round == 2))
        {
          g_autoptr(TsEntry) item = NULL;

          g_assert_true (ts_burgundy_random_entry (state_of (&table), rand, &entry));
          item = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&entry, sizeof entry));
          g_assert_true (ts_match_apply (table.match, item, NULL));
        }
      gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
      ts_ui_test_spin ();
      /* The page sizes the turn's list to its height after a first layout: one more frame. */
      gtk_test_widget_wait_for_draw (GTK_WIDGET (table.window));
      ts_ui_test_spin ();
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table.window)), >=, shots[i].width - 16);
      g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), shots[i].name));
      table_close (&table);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy/game/click-explains-and-workers-pay", test_click_explains_and_workers_pay);
  g_test_add_func ("/ui/burgundy/game/whole-game", test_whole_game);
  g_test_add_func ("/ui/burgundy/game/renders", test_renders);
  return g_test_run ();
}

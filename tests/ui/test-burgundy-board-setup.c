/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The new-game form over the board store (issue 15): each player's duchy row lists the
 * store's boards, follows its changes, says why a board cannot start a game, shows a broken
 * boards file, deals only boards that can start a game (CB-ADV-01), and the record carries
 * the layout played. The app's store (get_default) is bound to the data folder of the first
 * test case that uses it (G_TEST_OPTION_ISOLATE_DIRS): the tests name its file by the store's
 * own path. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-game-view.h"
#include "burgundy/ts-burgundy-setup.h"
#include "ts-burgundy-board-store.h"
#include "ts-ui-test-util.h"

extern const TsGameModule ts_burgundy_module;

static const TsBurgundyData *
data (void)
{
  const TsBurgundyData *d = ts_burgundy_data_get (NULL);

  g_assert_nonnull (d);
  return d;
}

/* A user board: duchy 1's layout under another name. */
static TsBurgundyDuchy
user_board (TsBurgundyBoardStore *store,
            const char           *name)
{
  TsBurgundyDuchy board = *ts_burgundy_data_find_duchy (data (), "1");
  g_autofree char *id = ts_burgundy_board_store_new_id (store, name);

  g_strlcpy (board.id, id, sizeof board.id);
  g_strlcpy (board.name, name, sizeof board.name);
  board.base[0] = '\0';
  return board;
}

static TsSetupWindow *
new_setup (void)
{
  static const char *names[] = { "Ana", "Bruno", NULL };
  static const char *colors[] = { "red", "blue", NULL };
  TsSetupWindow *setup;

  ts_ui_test_set_default_players (names, colors);
  setup = ts_setup_window_new (NULL, &ts_burgundy_game_view);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  return setup;
}

static guint
find_item (AdwComboRow *row,
           const char  *label)
{
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label) == 0)
      return i;
  return G_MAXUINT;
}

/* The shipped boards a game without modules offers: duchies and outpost duchies. */
static guint
offered_shipped (void)
{
  guint n = 0;

  for (guint i = 0; i < data ()->n_duchies; i++)
    n += data ()->duchies[i].kind != TS_BURGUNDY_BOARD_SOLO;
  g_assert_cmpuint (n, <, data ()->n_duchies); /* 13a and 13b are left out */
  return n;
}

static void
select_board (AdwComboRow *row,
              const char  *label)
{
  guint i = find_item (row, label);

  g_assert_cmpuint (i, !=, G_MAXUINT);
  adw_combo_row_set_selected (row, i);
  ts_ui_test_spin ();
}

static JsonArray *
build_players (TsSetupWindow *setup,
               GError       **error)
{
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;

  if (!ts_setup_window_build (setup, &players, &options, &setup_object, error))
    return NULL;
  return g_steal_pointer (&players);
}

static gboolean
is_boards_error_row (GtkWidget     *widget,
                     gconstpointer  unused)
{
  return ADW_IS_ACTION_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)),
                       "Your Boards Cannot Be Used")
                == 0;
}

static void
test_setup (void)
{
  TsBurgundyBoardStore *store = ts_burgundy_board_store_get_default ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(TsMatch) match = NULL;
  TsSetupWindow *setup = new_setup ();
  AdwComboRow *ana = ADW_COMBO_ROW (ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_DUCHY,
                                                                0));
  AdwComboRow *bruno = ADW_COMBO_ROW (ts_burgundy_setup_get_part (setup,
                                                                  TS_BURGUNDY_SETUP_DUCHY, 1));
  TsBurgundyDuchy mine = user_board (store, "4 (2019 print)");
  TsBurgundyDuchy draft;
  JsonObject *first;
  TsBurgundyDuchy played;

  /* Bruno picks duchy 6 and a castle; a new board does not change that. */
  select_board (bruno, "Duchy 6");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ts_burgundy_setup_get_part (
                                  setup, TS_BURGUNDY_SETUP_CASTLE, 1)),
                              2);
  g_assert_cmpuint (find_item (ana, "4 (2019 print)"), ==, G_MAXUINT);
  g_assert_true (ts_burgundy_board_store_save (store, &mine, &error));
  g_assert_no_error (error);
  ts_ui_test_spin ();
  /* After the shipped boards a game without modules is played on: not the solo boards. */
  g_assert_cmpuint (find_item (ana, "4 (2019 print)"), ==, offered_shipped ());
  g_assert_cmpuint (find_item (ana, "Duchy 13a"), ==, G_MAXUINT);
  g_assert_cmpuint (adw_combo_row_get_selected (bruno), ==, find_item (bruno, "Duchy 6"));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ts_burgundy_setup_get_part (
                        setup, TS_BURGUNDY_SETUP_CASTLE, 1))),
                    ==, 2);

  /* Ana plays it: the record carries its layout, with the id. */
  select_board (ana, "4 (2019 print)");
  players = build_players (setup, &error);
  g_assert_no_error (error);
  first = json_array_get_object_element (players, 0);
  g_assert_cmpstr (json_object_get_string_member (first, "duchy"), ==, "4-2019-print");
  g_assert_true (json_object_has_member (first, "layout"));
  g_assert_true (ts_burgundy_board_from_json (json_object_get_object_member (first, "layout"),
                                              "layout", &played, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (played.id, ==, "4-2019-print");
  g_assert_cmpstr (played.name, ==, "4 (2019 print)");
  g_assert_cmpmem (played.colour, sizeof played.colour, mine.colour, sizeof mine.colour);
  g_assert_cmpmem (played.die, sizeof played.die, mine.die, sizeof mine.die);
  /* Bruno's shipped duchy too, so the record needs nothing of this machine. */
  g_assert_true (json_object_has_member (json_array_get_object_element (players, 1), "layout"));
  match = ts_match_new (&ts_burgundy_module, "test", players, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  g_clear_pointer (&players, json_array_unref);

  /* The board becomes a draft while Ana has it picked: she keeps it, the row says why, and
   * Start refuses. */
  draft = mine;
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    if (draft.colour[s] == TS_BURGUNDY_MONASTERY)
      {
        draft.colour[s] = TS_BURGUNDY_CITY;
        break;
      }
  g_assert_true (ts_burgundy_board_store_save (store, &draft, &error));
  g_assert_no_error (error);
  ts_ui_test_spin ();
  g_assert_cmpuint (adw_combo_row_get_selected (ana), ==,
                    find_item (ana, "4 (2019 print) (draft)"));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ana)), ==,
                   "4 (2019 print): draft — The board has 13 beige city spaces; a duchy has 12.");
  players = build_players (setup, &error);
  g_assert_null (players);
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==,
                   "Ana’s board cannot start a game: 4 (2019 print): draft — The board has 13 "
                   "beige city spaces; a duchy has 12.");
  g_clear_error (&error);
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-setup-board-draft"));

  /* Removed: Ana is back on the first board. */
  g_assert_true (ts_burgundy_board_store_remove (store, mine.id, &error));
  g_assert_no_error (error);
  ts_ui_test_spin ();
  g_assert_cmpuint (find_item (ana, "4 (2019 print) (draft)"), ==, G_MAXUINT);
  g_assert_cmpuint (adw_combo_row_get_selected (ana), ==, 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ana)), ==, "");

  /* Bruno's duchy 6 corrected: its start castle goes only on spaces 2 or 33. The castle row
   * offers those two, and the record and the engine agree. */
  {
    TsBurgundyDuchy six = *ts_burgundy_data_find_duchy (data (), "6");
    AdwComboRow *castle = ADW_COMBO_ROW (ts_burgundy_setup_get_part (
        setup, TS_BURGUNDY_SETUP_CASTLE, 1));
    JsonObject *second;
    g_autoptr(TsMatch) six_match = NULL;

    six.start_spaces = ts_burgundy_spaces_one (2);
    ts_burgundy_spaces_add (&six.start_spaces, 33);
    g_assert_true (ts_burgundy_board_store_save (store, &six, &error));
    g_assert_no_error (error);
    ts_ui_test_spin ();
    g_assert_cmpuint (adw_combo_row_get_selected (bruno), ==,
                      find_item (bruno, "Duchy 6 (your correction)"));
    g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (castle)), ==, 2);
    adw_combo_row_set_selected (castle, 1);
    players = build_players (setup, &error);
    g_assert_no_error (error);
    second = json_array_get_object_element (players, 1);
    g_assert_cmpint (json_object_get_int_member (second, "start-space"), ==, 33);
    g_assert_true (json_object_has_member (json_object_get_object_member (second, "layout"),
                                           "start"));
    six_match = ts_match_new (&ts_burgundy_module, "test", players, NULL, NULL, &error);
    g_assert_no_error (error);
    g_clear_pointer (&players, json_array_unref);
    g_assert_true (ts_burgundy_board_store_remove (store, "6", &error));
    g_assert_no_error (error);
    ts_ui_test_spin ();
    g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (castle)), ==, 4);
  }
  ts_ui_test_destroy_window (GTK_WINDOW (setup));

  /* A broken file: the form says which and why, and still offers the shipped boards. */
  {
    /* The app's store was made in the first test case that used it: its own path. */
    const char *path = g_file_peek_path (
        ts_component_overrides_get_file (ts_burgundy_board_store_get_overrides (store)));
    g_autoptr(GString) labels = g_string_new (NULL);

    g_assert_true (g_file_set_contents (path, "[1, 2", -1, NULL));
    g_assert_false (ts_burgundy_board_store_load (store, NULL));
    setup = new_setup ();
    ts_ui_test_collect_labels (GTK_WIDGET (setup), labels);
    g_assert_nonnull (strstr (labels->str, "Your Boards Cannot Be Used"));
    g_assert_nonnull (strstr (labels->str, path));
    ana = ADW_COMBO_ROW (ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_DUCHY, 0));
    g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ana)), ==,
                      offered_shipped ());
    /* The row leads the Rules group, further down the form. */
    {
      GtkWidget *scrolled = ts_ui_test_find_type (GTK_WIDGET (setup), GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
          scrolled));

      GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
      GtkWidget *row = ts_ui_test_find (GTK_WIDGET (setup), is_boards_error_row, NULL);
      graphene_rect_t bounds;

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_get_visible (row));
      g_assert_true (gtk_widget_compute_bounds (row, content, &bounds));
      gtk_adjustment_set_value (adjustment, bounds.origin.y - 120);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
      ts_ui_test_spin ();
    }
    g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-setup-boards-broken"));
    ts_ui_test_destroy_window (GTK_WINDOW (setup));
    g_assert_cmpint (g_remove (path), ==, 0);
    g_assert_true (ts_burgundy_board_store_load (store, NULL));
  }
}

/* The advanced duchies deal one board per number 1-10 that can start a game (CB-ADV-01):
 * never duchy 3 while its correction is a draft, nor 4 and 8 as shipped; the user's board
 * made after duchy 4 stands in for it. */
static void
test_setup_deal (void)
{
  TsBurgundyBoardStore *store = ts_burgundy_board_store_get_default ();
  g_autoptr(GError) error = NULL;
  TsSetupWindow *setup;
  TsBurgundyDuchy own_four = user_board (store, "4 (2019 print)");
  TsBurgundyDuchy three = *ts_burgundy_data_find_duchy (data (), "3");
  gboolean dealt_own_four = FALSE;

  g_strlcpy (own_four.base, "4", sizeof own_four.base);
  three.colour[0] = 255;
  three.die[0] = 0;
  g_assert_true (ts_burgundy_board_store_save (store, &own_four, &error));
  g_assert_no_error (error);
  g_assert_true (ts_burgundy_board_store_save (store, &three, &error));
  g_assert_no_error (error);
  setup = new_setup ();
  gtk_switch_set_active (GTK_SWITCH (ts_burgundy_setup_get_part (
                             setup, TS_BURGUNDY_SETUP_ADVANCED_DUCHIES, 0)),
                         TRUE);
  ts_ui_test_spin ();
  for (guint k = 0; k < 60; k++)
    {
      ts_ui_test_click (ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_DEAL, 0));
      for (guint p = 0; p < 2; p++)
        {
          AdwComboRow *row = ADW_COMBO_ROW (ts_burgundy_setup_get_part (
              setup, TS_BURGUNDY_SETUP_DUCHY, p));
          const char *label = gtk_string_list_get_string (
              GTK_STRING_LIST (adw_combo_row_get_model (row)), adw_combo_row_get_selected (row));
          const char *note;

          g_assert_cmpstr (label, !=, "Duchy 3 (your correction, draft)");
          g_assert_cmpstr (label, !=, "Duchy 4");
          g_assert_cmpstr (label, !=, "Duchy 8");
          note = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
          g_assert_true (note == NULL
                         || (strstr (note, "draft") == NULL
                             && strstr (note, "not entered") == NULL));
          dealt_own_four |= g_strcmp0 (label, "4 (2019 print)") == 0;
        }
    }
  g_assert_true (dealt_own_four);

  /* In secret (CB-ADV-03), the private dialog names the user's board as they named it. */
  {
    AdwComboRow *ana = ADW_COMBO_ROW (ts_burgundy_setup_get_part (setup,
                                                                  TS_BURGUNDY_SETUP_DUCHY, 0));
    AdwMessageDialog *dialog;

    select_board (ana, "4 (2019 print)");
    gtk_switch_set_active (GTK_SWITCH (ts_burgundy_setup_get_part (setup,
                                                                   TS_BURGUNDY_SETUP_SECRET, 0)),
                           TRUE);
    ts_ui_test_spin ();
    ts_ui_test_click (ts_burgundy_setup_get_part (setup, TS_BURGUNDY_SETUP_CHOOSE_SECRET, 0));
    dialog = ts_burgundy_setup_get_secret_dialog (setup);
    g_assert_nonnull (dialog);
    g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                              "in duchy 4 (2019 print);"));
    adw_message_dialog_response (dialog, "cancel");
    ts_ui_test_spin ();
  }
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
  g_assert_true (ts_burgundy_board_store_remove (store, own_four.id, &error));
  g_assert_true (ts_burgundy_board_store_remove (store, "3", &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);

  g_test_add_func ("/ui/burgundy/boards/setup", test_setup);
  g_test_add_func ("/ui/burgundy/boards/setup-deal/CB-ADV-01", test_setup_deal);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's form for filling the depots (Castles of Burgundy): quick and full, a stack that
 * runs out, and the keyboard. Real engine states drive it; every entry it emits must apply to
 * the state it was made for. */
#include <string.h>

#include "burgundy-entries-ui-util.h"
#include "ts-die-slot.h"
#include "ts-filter-guard.h"
#include "burgundy/ts-burgundy-fill-entry.h"
#include "burgundy/ts-burgundy-fill-spaces.h"
#include "burgundy/ts-burgundy-goods-entry.h"
#include "burgundy/ts-burgundy-roll-entry.h"
#include "ts-ui-test-util.h"

static GtkWidget *
find_search_entry (GtkWidget *widget)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  be_ui_collect (widget, GTK_TYPE_SEARCH_ENTRY, found);
  return found->len > 0 ? found->pdata[0] : NULL;
}

/* ---- Filling the depots ---- */

/* Five goods the supply still has, as typed digits. */
static const char *
goods_digits (const TsBurgundyState *state)
{
  static char digits[6];
  guint8 left[7];
  guint g = 1;

  memcpy (left, state->goods_supply, sizeof left);
  for (guint r = 0; r < 5; r++)
    {
      while (left[g] == 0)
        g = g % 6 + 1;
      left[g]--;
      digits[r] = '0' + g;
      g = g % 6 + 1;
    }
  digits[5] = '\0';
  return digits;
}

static guint
space_tile (const TsBurgundyEntry *entry,
            guint                  depot,
            guint                  slot)
{
  return depot == 0 ? entry->fill_black[slot] : entry->fill[depot - 1][slot];
}

static gboolean
space_used (const TsBurgundyState *state,
            guint                  depot,
            guint                  slot)
{
  return depot == 0 ? state->data->black_min_players[slot] <= state->n_players
                    : state->data->depot_min_players[depot - 1][slot] <= state->n_players;
}

static guint
n_spaces (guint depot)
{
  return depot == 0 ? TS_BURGUNDY_BLACK_SLOTS : TS_BURGUNDY_DEPOT_SLOTS;
}

static void
check_fill_quick (guint n_players,
                  guint phase,
                  guint seed)
{
  g_autofree TsBurgundyState *state
      = be_ui_game_at (n_players, TS_BURGUNDY_STAGE_FILL, phase, 0, seed);
  TsBurgundyFillEntry *entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  TsBurgundyState *after = NULL;
  BeUiSubmitted out = { 0 };
  GtkWidget *window;

  g_assert_true (ts_burgundy_fill_entry_get_quick (entry));
  g_signal_connect (entry, "submit", G_CALLBACK (be_ui_submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 170);
  ts_burgundy_fill_entry_set_state (entry, state);
  ts_burgundy_fill_entry_focus (entry);

  char digits[6];

  g_strlcpy (digits, goods_digits (state), sizeof digits);
  be_ui_type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, "6");
  g_assert_true (ts_burgundy_fill_entry_press_key (entry, GDK_KEY_BackSpace, 0));
  digits[4] = '\0';
  be_ui_type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, digits);
  g_assert_false (ts_burgundy_fill_entry_submit (entry));
  g_assert_cmpuint (out.count, ==, 0);
  be_ui_type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, goods_digits (state) + 4);
  g_assert_true (be_ui_press_enter (PRESS (ts_burgundy_fill_entry_press_key), entry)
                 == GTK_TYPE_BUTTON);
  g_assert_cmpuint (out.count, ==, 1);
  g_assert_cmpuint (out.entry.type, ==, TS_BURGUNDY_ENTRY_FILL_DEPOTS);
  for (guint d = 0; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < n_spaces (d); s++)
      g_assert_cmpuint (space_tile (&out.entry, d, s), ==,
                        space_used (state, d, s) ? TS_BURGUNDY_TILE_UNKNOWN
                                                 : TS_BURGUNDY_TILE_NONE);
  be_ui_assert_applies (state, &out.entry, &after);
  g_assert_cmpuint (after->round_goods[0], ==, goods_digits (state)[0] - '0');
  g_assert_cmpuint (after->round_goods[4], ==, goods_digits (state)[4] - '0');
  ts_burgundy_state_free (after);

  g_assert_cmpint (be_ui_measure_height (GTK_WIDGET (entry), 1000), <=, 90);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_fill_quick (void)
{
  check_fill_quick (2, 0, 11);
  check_fill_quick (4, 2, 12);
  /* With 3 players a castle space takes a mine in phases B and D. */
  check_fill_quick (3, 1, 13);
}

/* What the drop-down of a space offers now. */
static GArray *
offers (TsBurgundyFillSpaces *spaces,
        guint                 depot,
        guint                 slot)
{
  GtkDropDown *dropdown = ts_burgundy_fill_spaces_get_dropdown (spaces, depot, slot);
  GListModel *model = gtk_drop_down_get_model (dropdown);
  GArray *tiles = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint p = 0; p < g_list_model_get_n_items (model); p++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, p);
      guint tile = ts_burgundy_fill_spaces_item_tile (item);

      g_array_append_val (tiles, tile);
    }
  return tiles;
}

static gboolean
pick (TsBurgundyFillSpaces *spaces,
      guint                 depot,
      guint                 slot,
      guint                 tile)
{
  GtkDropDown *dropdown = ts_burgundy_fill_spaces_get_dropdown (spaces, depot, slot);
  GListModel *model = gtk_drop_down_get_model (dropdown);

  for (guint p = 0; p < g_list_model_get_n_items (model); p++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, p);

      if (ts_burgundy_fill_spaces_item_tile (item) == tile)
        {
          gtk_drop_down_set_selected (dropdown, p);
          return TRUE;
        }
    }
  return FALSE;
}

static guint
picked (TsBurgundyFillSpaces *spaces,
        guint                 depot,
        guint                 slot)
{
  GtkDropDown *dropdown = ts_burgundy_fill_spaces_get_dropdown (spaces, depot, slot);

  return ts_burgundy_fill_spaces_item_tile (gtk_drop_down_get_selected_item (dropdown));
}

static void
check_fill_full (guint n_players,
                 guint phase,
                 guint seed)
{
  g_autofree TsBurgundyState *state
      = be_ui_game_at (n_players, TS_BURGUNDY_STAGE_FILL, phase, 0, seed);
  TsBurgundyFillEntry *entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  TsBurgundyFillSpaces *spaces;
  TsBurgundyState *after = NULL;
  guint8 counted[2][TS_BURGUNDY_N_TILES] = { { 0 } };
  BeUiSubmitted out = { 0 };
  GtkWidget *window;

  g_signal_connect (entry, "submit", G_CALLBACK (be_ui_submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 320);
  ts_burgundy_fill_entry_set_state (entry, state);
  ts_burgundy_fill_entry_set_quick (entry, FALSE);
  be_ui_collect (GTK_WIDGET (entry), TS_TYPE_BURGUNDY_FILL_SPACES, found);
  g_assert_cmpuint (found->len, ==, 1);
  spaces = found->pdata[0];

  /* Each space offers only faces of its colour (any for the black depot) still face down,
   * and pick every space, the last face offered, re-reading the offers after each pick. */
  for (guint d = 0; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < n_spaces (d); s++)
      {
        g_autoptr(GArray) tiles = NULL;
        guint back = d == 0 ? 1 : 0, last = TS_BURGUNDY_TILE_UNKNOWN;

        if (!space_used (state, d, s))
          {
            g_assert_null (ts_burgundy_fill_spaces_get_dropdown (spaces, d, s));
            continue;
          }
        tiles = offers (spaces, d, s);
        g_assert_cmpuint (tiles->len, >, 0);
        last = g_array_index (tiles, guint, 0);
        for (guint i = 0; i < tiles->len; i++)
          {
            guint t = g_array_index (tiles, guint, i);

            if (t == TS_BURGUNDY_TILE_UNKNOWN || t == TS_BURGUNDY_TILE_NONE)
              continue;
            g_assert_cmpuint (counted[back][t], <, state->supply[back][t]);
            if (d > 0 && n_players == 3 && d - 1 == state->data->mine_space_depot
                && s == state->data->mine_space_slot
                && (state->data->mine_space_phases >> state->phase) & 1u)
              g_assert_cmpuint (ts_burgundy_tile_colour (t), ==, TS_BURGUNDY_MINE);
            else if (d > 0)
              g_assert_cmpuint (ts_burgundy_tile_colour (t), ==,
                                state->data->depot_colour[d - 1][s]);
            last = t;
          }
        g_assert_true (pick (spaces, d, s, last));
        g_assert_cmpuint (picked (spaces, d, s), ==, last);
        if (last > TS_BURGUNDY_TILE_UNKNOWN)
          counted[back][last]++;
      }

  be_ui_type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, goods_digits (state));
  g_assert_true (ts_burgundy_fill_entry_submit (entry));
  g_assert_cmpuint (out.count, ==, 1);
  for (guint d = 0; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < n_spaces (d); s++)
      if (space_used (state, d, s))
        g_assert_cmpuint (space_tile (&out.entry, d, s), ==, picked (spaces, d, s));
      else
        g_assert_cmpuint (space_tile (&out.entry, d, s), ==, TS_BURGUNDY_TILE_NONE);
  be_ui_assert_applies (state, &out.entry, &after);
  g_assert_cmpuint (after->depots[0][2], ==, picked (spaces, 1, 2));
  ts_burgundy_state_free (after);

  /* set_entry round-trips in a fresh form. */
  {
    TsBurgundyEntry first = out.entry;

    ts_burgundy_fill_entry_set_quick (entry, TRUE);
    ts_burgundy_fill_entry_set_state (entry, state);
    ts_burgundy_fill_entry_set_entry (entry, &first);
    g_assert_false (ts_burgundy_fill_entry_get_quick (entry));
    g_assert_true (ts_burgundy_fill_entry_submit (entry));
    g_assert_cmpmem (&out.entry, sizeof out.entry, &first, sizeof first);
  }
  g_assert_cmpint (be_ui_measure_height (GTK_WIDGET (entry), 1000), <=, 320);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_fill_full (void)
{
  check_fill_full (2, 0, 21);
  check_fill_full (3, 1, 22);
  check_fill_full (4, 3, 23);
}

/* A face with one tile left can go to one space only, and a stack that cannot fill every
 * space leaves the last ones empty. */
static void
test_fill_exhausted (void)
{
  g_autofree TsBurgundyState *state = be_ui_game_at (4, TS_BURGUNDY_STAGE_FILL, 0, 0, 31);
  TsBurgundyFillEntry *entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  guint monastery[2][2], n_monastery = 0, castle[8][2], n_castle = 0;
  guint face = TS_BURGUNDY_MONASTERY_TILE (5);
  TsBurgundyFillSpaces *spaces;
  BeUiSubmitted out = { 0 };
  GtkWidget *window;
  g_autoptr(GArray) tiles = NULL;

  /* Two castles left face down, of which one is unidentified on the board already. */
  state->supply[0][TS_BURGUNDY_TILE_CASTLE] = 2;
  state->unknown[0][TS_BURGUNDY_CASTLE] = 1;
  g_assert_cmpuint (state->supply[0][face], ==, 1);
  for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      {
        guint colour = state->data->depot_colour[d - 1][s];

        if (colour == TS_BURGUNDY_MONASTERY && n_monastery < 2)
          {
            monastery[n_monastery][0] = d;
            monastery[n_monastery++][1] = s;
          }
        if (colour == TS_BURGUNDY_CASTLE)
          {
            castle[n_castle][0] = d;
            castle[n_castle++][1] = s;
          }
      }
  g_assert_cmpuint (n_monastery, ==, 2);
  g_assert_cmpuint (n_castle, >=, 2);

  g_signal_connect (entry, "submit", G_CALLBACK (be_ui_submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 320);
  ts_burgundy_fill_entry_set_quick (entry, FALSE);
  ts_burgundy_fill_entry_set_state (entry, state);
  be_ui_collect (GTK_WIDGET (entry), TS_TYPE_BURGUNDY_FILL_SPACES, found);
  spaces = found->pdata[0];

  g_assert_true (pick (spaces, monastery[0][0], monastery[0][1], face));
  tiles = offers (spaces, monastery[1][0], monastery[1][1]);
  for (guint i = 0; i < tiles->len; i++)
    g_assert_cmpuint (g_array_index (tiles, guint, i), !=, face);
  /* Freed again when the first space changes its mind. */
  g_assert_true (pick (spaces, monastery[0][0], monastery[0][1], TS_BURGUNDY_TILE_UNKNOWN));
  g_assert_true (pick (spaces, monastery[1][0], monastery[1][1], face));

  /* One castle can still be drawn: the first castle space shows it, the others are empty
   * and cannot take a castle or an unknown tile. */
  g_assert_cmpuint (picked (spaces, castle[0][0], castle[0][1]), ==, TS_BURGUNDY_TILE_CASTLE);
  for (guint i = 1; i < n_castle; i++)
    {
      g_autoptr(GArray) rest = offers (spaces, castle[i][0], castle[i][1]);

      g_assert_cmpuint (picked (spaces, castle[i][0], castle[i][1]), ==, TS_BURGUNDY_TILE_NONE);
      g_assert_cmpuint (rest->len, ==, 1);
    }

  be_ui_type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, goods_digits (state));
  g_assert_true (ts_burgundy_fill_entry_submit (entry));
  /* The engine refuses more goods of a type than are left; the form shows it in place. */
  {
    TsBurgundyState *copy = ts_burgundy_state_copy (state);
    g_autoptr(GError) error = NULL;

    copy->goods_supply[out.entry.fill_goods[0]] = 0;
    g_assert_false (ts_burgundy_apply (copy, &out.entry, &error));
    ts_burgundy_fill_entry_set_error (entry, error->message);
    g_assert_true (be_ui_has_label (GTK_WIDGET (entry), error->message));
    ts_burgundy_state_free (copy);
  }
  be_ui_assert_applies (state, &out.entry, NULL);

  /* Quick mode leaves the spaces a stack cannot fill empty too. */
  ts_burgundy_fill_entry_set_quick (entry, TRUE);
  g_assert_true (ts_burgundy_fill_entry_submit (entry));
  g_assert_cmpuint (space_tile (&out.entry, castle[0][0], castle[0][1]), ==,
                    TS_BURGUNDY_TILE_UNKNOWN);
  g_assert_cmpuint (space_tile (&out.entry, castle[1][0], castle[1][1]), ==,
                    TS_BURGUNDY_TILE_NONE);
  be_ui_assert_applies (state, &out.entry, NULL);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Tab runs through the spaces depot by depot, then the black depot; typing a name in a
 * space's search and pressing Enter takes the first match and moves on. */
static void
test_fill_keyboard (void)
{
  g_autofree TsBurgundyState *state = be_ui_game_at (4, TS_BURGUNDY_STAGE_FILL, 0, 0, 61);
  TsBurgundyFillEntry *entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  TsBurgundyFillSpaces *spaces;
  GtkDropDown *city = NULL, *next = NULL;
  GtkWidget *window, *search;
  GtkRoot *root;

  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 320);
  root = GTK_ROOT (window);
  ts_burgundy_fill_entry_set_state (entry, state);
  ts_burgundy_fill_entry_set_quick (entry, FALSE);
  be_ui_collect (GTK_WIDGET (entry), TS_TYPE_BURGUNDY_FILL_SPACES, found);
  spaces = found->pdata[0];
  for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS + 1; d++)
    for (guint s = 0; s < n_spaces (d % 7); s++)
      if (ts_burgundy_fill_spaces_get_dropdown (spaces, d % 7, s) != NULL)
        g_ptr_array_add (order, ts_burgundy_fill_spaces_get_dropdown (spaces, d % 7, s));

  ts_burgundy_fill_entry_focus (entry);
  for (guint i = 0; i < order->len; i++)
    {
      GtkWidget *focus = gtk_root_get_focus (root);

      g_assert_true (gtk_widget_get_ancestor (focus, GTK_TYPE_DROP_DOWN) == order->pdata[i]);
      g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
    }

  /* The first city space: "hall" finds the city hall anywhere in its name. */
  for (guint i = 0; i + 1 < order->len && city == NULL; i++)
    {
      GListModel *model = gtk_drop_down_get_model (order->pdata[i]);

      for (guint p = 0; p < g_list_model_get_n_items (model); p++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (model, p);

          if (ts_burgundy_fill_spaces_item_tile (item) == TS_BURGUNDY_TILE_BUILDING
                                                              + TS_BURGUNDY_CITY_HALL)
            {
              city = order->pdata[i];
              next = order->pdata[i + 1];
            }
        }
    }
  g_assert_nonnull (city);
  search = find_search_entry (GTK_WIDGET (city));
  g_assert_nonnull (search);
  gtk_widget_grab_focus (GTK_WIDGET (city));
  /* Issue 24: Enter on an empty search, or on one that matches no tile, takes nothing and
   * says why under the search line (the shared TsFilterGuard). */
  {
    guint before = gtk_drop_down_get_selected (city);
    GtkWidget *guard;

    gtk_editable_set_text (GTK_EDITABLE (search), "");
    g_signal_emit_by_name (search, "activate");
    ts_ui_test_spin ();
    g_assert_cmpuint (gtk_drop_down_get_selected (city), ==, before);
    guard = gtk_widget_get_ancestor (search, GTK_TYPE_POPOVER);
    g_assert_nonnull (guard);
    gtk_editable_set_text (GTK_EDITABLE (search), "zeppelin");
    ts_ui_test_spin ();
    g_signal_emit_by_name (search, "activate");
    ts_ui_test_spin ();
    g_assert_cmpuint (gtk_drop_down_get_selected (city), ==, before);
    g_assert_true (gtk_widget_get_ancestor (gtk_root_get_focus (root), GTK_TYPE_DROP_DOWN)
                   != GTK_WIDGET (next));
    guard = ts_ui_test_find_type (guard, TS_TYPE_FILTER_GUARD);
    g_assert_nonnull (guard);
    g_assert_cmpstr (ts_filter_guard_get_text (TS_FILTER_GUARD (guard)), ==,
                     "No tile matches “zeppelin”.");
  }
  gtk_editable_set_text (GTK_EDITABLE (search), "hall");
  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_burgundy_fill_spaces_item_tile (gtk_drop_down_get_selected_item (city)), ==,
                    TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_CITY_HALL);
  g_assert_true (gtk_widget_get_ancestor (gtk_root_get_focus (root), GTK_TYPE_DROP_DOWN)
                 == GTK_WIDGET (next));

  /* A letter typed on a closed drop-down opens its search with that letter. */
  {
    GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (next));
    gboolean handled = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
          g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_m, 0, 0, &handled);
      }
    g_object_unref (controllers);
    g_assert_true (handled);
    ts_ui_test_spin ();
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_search_entry (GTK_WIDGET (next)))),
                     ==, "m");
    g_assert_true (GTK_IS_TEXT (gtk_root_get_focus (root)));
    /* Digits typed into that search are the search's, not the goods'. */
    g_assert_false (ts_burgundy_fill_entry_press_key (entry, GDK_KEY_1, 0));
  }
  /* Closed before the window goes: a popover destroyed open with its window can give up its
   * grab after the window's surface is gone (a GDK critical, seen on a loaded machine). */
  gtk_popover_popdown (GTK_POPOVER (gtk_widget_get_ancestor (find_search_entry (GTK_WIDGET (next)),
                                                             GTK_TYPE_POPOVER)));
  ts_ui_test_spin ();
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* In-process accessibility, so that the slots' names can be checked. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/burgundy/fill-entry/quick", test_fill_quick);
  g_test_add_func ("/ui/burgundy/fill-entry/full", test_fill_full);
  g_test_add_func ("/ui/burgundy/fill-entry/exhausted", test_fill_exhausted);
  g_test_add_func ("/ui/burgundy/fill-entry/keyboard", test_fill_keyboard);

  return g_test_run ();
}
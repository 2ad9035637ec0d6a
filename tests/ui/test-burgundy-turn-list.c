/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Issue 29: the turn's list of choices makes, before the entry's frame, only the rows it
 * shows and two more, and the rest right after; a key pressed in the list makes them at
 * once, so that no key meets a list cut short (every legal choice is listed). Its first
 * nine rows carry the digits that take them. */
#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-turn-panel.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-filter-guard.h"
#include "ts-row-number.h"
#include "ts-game-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child);
  return n;
}

/* A row is its number (1-9, or nothing) and its text. */
static const char *
row_text (GtkWidget *row)
{
  return ts_row_number_get_text (GTK_LIST_BOX_ROW (row));
}

static const char *
row_key (GtkWidget *row)
{
  GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (box)));
}

static gboolean apply_random (TsMatch *match,
                              GRand   *rand);

/* A new game of the first @n_players of Ana, Bruno, Carla and Daniel shown at 1366x768 and
 * played (seed 3) to its first turn, where the page makes its turn panel: its window, turn
 * panel and list. */
static TsMatch *
open_game (guint                 n_players,
           TsWindow            **window,
           TsBurgundyTurnPanel **panel,
           GtkListBox          **list)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  match = ts_match_new (&ts_burgundy_module, "Turn list test", players, NULL, NULL, &error);
  g_assert_no_error (error);
  *window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (*window), 1366, 768);
  ts_window_show_match (*window, match);
  /* Made when a state of the turns first shows it, not before. */
  g_assert_null (ts_ui_test_find_child (GTK_WIDGET (*window), TS_TYPE_BURGUNDY_TURN_PANEL));
  ts_ui_test_present_and_wait (GTK_WINDOW (*window));
  while (((const TsBurgundyState *) ts_match_get_state (match))->stage != TS_BURGUNDY_STAGE_TURN)
    g_assert_true (apply_random (match, rand));
  ts_ui_test_spin ();
  *panel = TS_BURGUNDY_TURN_PANEL (ts_ui_test_find_child (GTK_WIDGET (*window),
                                                          TS_TYPE_BURGUNDY_TURN_PANEL));
  *list = GTK_LIST_BOX (ts_ui_test_find_child (GTK_WIDGET (*panel), GTK_TYPE_LIST_BOX));
  return match;
}

/* Makes a random legal entry of @match's game (without spinning the main loop); FALSE when
 * the game has none left. */
static gboolean
apply_random (TsMatch *match,
              GRand   *rand)
{
  g_autoptr(TsEntry) item = NULL;
  TsBurgundyEntry entry;

  if (!ts_burgundy_random_entry (ts_match_get_state (match), rand, &entry))
    return FALSE;
  item = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&entry, sizeof entry));
  g_assert_true (ts_match_apply (match, item, NULL));
  return TRUE;
}

static void
test_rest_after_frame (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  TsWindow *window;
  TsBurgundyTurnPanel *panel;
  GtkListBox *list;
  g_autoptr(TsMatch) match = open_game (4, &window, &panel, &list);
  guint tested = 0;

  /* Entries one at a time, as at the table; each turn with a long list checked. */
  for (guint step = 0; step < 400 && tested < 3; step++)
    {
      const TsBurgundyState *state;
      guint before, all;
      GtkListBoxRow *last;

      if (!apply_random (match, rand))
        break;
      state = ts_match_get_state (match);
      before = count_rows (list);
      if (state->stage != TS_BURGUNDY_STAGE_TURN || before < 8)
        {
          ts_ui_test_spin ();
          continue;
        }
      /* Made before the frame: the rows shown (6 at this height) and two more. */
      g_assert_cmpuint (before, ==, 8);
      /* End at once, before the rest are made: it meets the whole list. */
      gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
      ts_ui_test_press_key_now (GTK_WIDGET (list), GDK_KEY_End);
      all = count_rows (list);
      if (all == before)
        {
          /* Exactly eight choices: nothing was left to make. */
          ts_ui_test_spin ();
          g_assert_cmpuint (count_rows (list), ==, all);
          continue;
        }
      g_assert_cmpuint (all, >, before);
      /* The idle that would have made them is gone: no row twice. */
      ts_ui_test_spin ();
      g_assert_cmpuint (count_rows (list), ==, all);
      g_assert_true (ts_burgundy_turn_panel_get_list (panel) == list);
      g_assert_cmpuint (count_rows (list), ==, all);
      last = gtk_list_box_get_row_at_index (list, (int) all - 1);
      g_assert_nonnull (last);
      g_assert_cmpstr (row_text (GTK_WIDGET (last)), !=, "");
      tested++;
    }
  g_assert_cmpuint (tested, ==, 3);

  /* Without a key, the rest are made right after the frame. */
  tested = 0;
  for (guint step = 0; step < 400 && tested == 0; step++)
    {
      if (!apply_random (match, rand))
        break;
      if (count_rows (list) < 8)
        {
          ts_ui_test_spin ();
          continue;
        }
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      ts_ui_test_spin ();
      {
        guint made = count_rows (list);

        /* Reading it adds nothing: it was complete. */
        ts_burgundy_turn_panel_get_list (panel);
        g_assert_cmpuint (count_rows (list), ==, made);
        tested += made > 8;
      }
    }
  g_assert_cmpuint (tested, ==, 1);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* One digit, one entry: the first nine rows of the list carry 1-9, a digit takes its row as
 * Enter on it does, a number no row has (0) takes nothing and says so, and after the entry
 * the list is back on Take. */
static void
test_digits (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  TsWindow *window;
  TsBurgundyTurnPanel *panel;
  GtkListBox *list;
  g_autoptr(TsMatch) match = open_game (3, &window, &panel, &list);
  GtkWidget *guard = ts_ui_test_find_type (GTK_WIDGET (panel), TS_TYPE_FILTER_GUARD);
  guint tested = 0;

  for (guint step = 0; step < 600 && tested < 4; step++)
    {
      const TsBurgundyState *state = ts_match_get_state (match);
      TsBurgundyEntry expected;
      guint n, place = 0, number = 0, n_rows;
      TsBurgundyTurnKind kind;
      const TsBurgundyEntry *made;

      if (!apply_random (match, rand))
        break;
      ts_ui_test_spin ();
      state = ts_match_get_state (match);
      if (state->stage != TS_BURGUNDY_STAGE_TURN)
        continue;
      /* Every other time, a kind other than Take (a sale, workers): the digit takes its row
       * there, and the list comes back to Take after. */
      for (int k = TS_BURGUNDY_KIND_BUY; tested % 2 == 1 && k > TS_BURGUNDY_KIND_TAKE; k--)
        if (ts_burgundy_turn_panel_select_kind (panel, k))
          break;
      kind = ts_burgundy_turn_panel_get_kind (panel);
      n_rows = ts_burgundy_turn_panel_get_n_rows (panel);
      for (guint i = 0; i < n_rows && place < 9 && number == 0; i++)
        {
          const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (panel, i);

          if (row->kind != kind)
            continue;
          place++;
          if (row->tiles == NULL)
            {
              number = place;
              expected = row->choice.action;
            }
        }
      if (number == 0)
        continue;

      /* The numbers on the rows: 1 to 9 from the top, then none. */
      list = ts_burgundy_turn_panel_get_list (panel);
      for (guint k = 0; k < count_rows (list); k++)
        {
          g_autofree char *want = k < 9 ? g_strdup_printf ("%u", k + 1) : g_strdup ("");

          g_assert_cmpstr (row_key (GTK_WIDGET (gtk_list_box_get_row_at_index (list, (int) k))),
                           ==, want);
        }
      n = ts_match_get_n_entries (match);
      gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
      /* No row is 0: nothing taken, said, and Enter after it takes nothing either. */
      g_assert_true (ts_ui_test_press_key (GTK_WIDGET (list), GDK_KEY_0));
      g_assert_cmpstr (ts_filter_guard_get_text (TS_FILTER_GUARD (guard)), ==,
                       "No choice matches “0”.");
      g_assert_true (ts_ui_test_press_key (GTK_WIDGET (list), GDK_KEY_Return));
      g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);

      g_assert_true (ts_ui_test_press_key (GTK_WIDGET (list), GDK_KEY_0 + number));
      g_assert_cmpuint (ts_match_get_n_entries (match), >=, n + 1);
      made = ts_entry_get_data (ts_match_get_entry (match, n));
      g_assert_cmpint (made->type, ==, expected.type);
      g_assert_cmpint (made->depot, ==, expected.depot);
      g_assert_cmpint (made->space, ==, expected.space);
      g_assert_cmpint (made->goods, ==, expected.goods);
      g_assert_cmpint (made->die, ==, expected.die);
      ts_ui_test_spin ();
      for (guint i = 0; i < ts_burgundy_turn_panel_get_n_rows (panel); i++)
        if (ts_burgundy_turn_panel_get_row (panel, i)->kind == TS_BURGUNDY_KIND_TAKE)
          {
            g_assert_cmpint (ts_burgundy_turn_panel_get_kind (panel), ==,
                             TS_BURGUNDY_KIND_TAKE);
            break;
          }
      tested++;
    }
  g_assert_cmpuint (tested, ==, 4);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Does a word of @text (after a space or a bracket) begin with @letter? */
static gboolean
has_word_of (const char *text,
             gunichar    letter)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if ((p == text || p[-1] == ' ' || p[-1] == '(')
        && g_unichar_tolower (g_utf8_get_char (p)) == letter)
      return TRUE;
  return FALSE;
}

/* Type-ahead finds a kind by its name: "p" shows Place and "w" Workers, with the focus on the
 * kind's first row, before the words inside Take's rows ("pasture", "which", where the cursor
 * stayed) and without taking anything. A letter that begins a row
 * keeps taking that row ("t" is "Take 2 workers"). */
static void
test_kind_by_name (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  TsWindow *window;
  TsBurgundyTurnPanel *panel;
  GtkListBox *list;
  g_autoptr(TsMatch) match = open_game (4, &window, &panel, &list);
  gboolean tested[TS_BURGUNDY_KIND_END] = { FALSE };

  for (guint step = 0; step < 800 && !(tested[TS_BURGUNDY_KIND_PLACE]
                                       && tested[TS_BURGUNDY_KIND_WORKERS]); step++)
    {
      if (!apply_random (match, rand))
        break;
      ts_ui_test_spin ();
      if (((const TsBurgundyState *) ts_match_get_state (match))->stage
          != TS_BURGUNDY_STAGE_TURN)
        continue;
      for (int k = TS_BURGUNDY_KIND_PLACE; k <= TS_BURGUNDY_KIND_WORKERS; k += 2)
        {
          const char *title = ts_burgundy_turn_kind_title (k);
          gunichar letter = g_unichar_tolower (g_utf8_get_char (title));
          guint n = ts_match_get_n_entries (match), n_rows;
          gboolean begins = FALSE, has_rows = FALSE, inside = FALSE;

          if (!ts_burgundy_turn_panel_select_kind (panel, TS_BURGUNDY_KIND_TAKE))
            continue;
          n_rows = ts_burgundy_turn_panel_get_n_rows (panel);
          for (guint i = 0; i < n_rows; i++)
            {
              const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (panel, i);

              begins |= g_unichar_tolower (g_utf8_get_char (row->text)) == letter;
              has_rows |= row->kind == (TsBurgundyTurnKind) k;
              inside |= row->kind == TS_BURGUNDY_KIND_TAKE && has_word_of (row->text, letter);
            }
          /* Only where the letter begins no row and Take's rows have words of it. */
          if (begins || !has_rows || !inside)
            continue;
          list = ts_burgundy_turn_panel_get_list (panel);
          gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
          g_assert_true (ts_ui_test_press_key (GTK_WIDGET (list), gdk_unicode_to_keyval (letter)));
          g_assert_cmpint (ts_burgundy_turn_panel_get_kind (panel), ==, k);
          list = ts_burgundy_turn_panel_get_list (panel);
          g_assert_true (gtk_widget_has_focus (
              GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0))));
          g_assert_cmpuint (ts_match_get_n_entries (match), ==, n);
          tested[k] = TRUE;
        }
    }
  g_assert_true (tested[TS_BURGUNDY_KIND_PLACE]);
  g_assert_true (tested[TS_BURGUNDY_KIND_WORKERS]);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* @focus drawn while the page says nothing is chosen (.nothing-chosen) looks as it does
 * without the focus (no ring); once the class is gone (a key or a click) its ring shows. */
static void
assert_ring_only_once_chosen (GtkWidget *page,
                              GtkWidget *focus)
{
  GtkRoot *root = gtk_widget_get_root (focus);
  g_autoptr(GBytes) armed = NULL;
  g_autoptr(GBytes) unfocused = NULL;
  g_autoptr(GBytes) chosen = NULL;
  int width, height;

  g_assert_true (gtk_widget_has_css_class (page, "nothing-chosen"));
  gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  gtk_test_widget_wait_for_draw (focus);
  armed = ts_ui_test_widget_pixels (focus, &width, &height);
  gtk_root_set_focus (root, NULL);
  gtk_test_widget_wait_for_draw (focus);
  unfocused = ts_ui_test_widget_pixels (focus, &width, &height);
  g_assert_true (g_bytes_equal (armed, unfocused));
  gtk_widget_grab_focus (focus);
  gtk_widget_remove_css_class (page, "nothing-chosen");
  gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  gtk_test_widget_wait_for_draw (focus);
  chosen = ts_ui_test_widget_pixels (focus, &width, &height);
  g_assert_false (g_bytes_equal (chosen, unfocused));
  gtk_widget_add_css_class (page, "nothing-chosen");
}

/* One key, one entry, seen: once an entry hands the table on, Enter takes nothing where the
 * focus landed, so nothing there looks chosen, neither a row's fill nor the focus ring of
 * the row or of End Turn, until the players press a key or click. */
static void
test_no_ring_until_chosen (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  TsWindow *window;
  TsBurgundyTurnPanel *panel;
  GtkListBox *list;
  g_autoptr(TsMatch) match = open_game (2, &window, &panel, &list);
  GtkWidget *page = ts_ui_test_find_type (GTK_WIDGET (window), TS_TYPE_GAME_PAGE);
  GtkWidget *end_turn = ts_ui_test_find_button (GTK_WIDGET (panel), "End Turn");
  gboolean row_seen = FALSE, end_seen = FALSE;

  g_assert_nonnull (end_turn);
  /* Drawn as they end, not half way through a transition. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint step = 0; step < 400 && !(row_seen && end_seen); step++)
    {
      GtkWidget *focus;

      if (!apply_random (match, rand))
        break;
      ts_ui_test_spin ();
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (((const TsBurgundyState *) ts_match_get_state (match))->stage
              != TS_BURGUNDY_STAGE_TURN
          || !GTK_IS_LIST_BOX_ROW (focus))
        continue;
      assert_ring_only_once_chosen (page, focus);
      row_seen = TRUE;
      /* End Turn, where the focus lands once only a purchase is left. */
      if (gtk_widget_get_sensitive (end_turn) && gtk_widget_grab_focus (end_turn))
        {
          assert_ring_only_once_chosen (page, end_turn);
          end_seen = TRUE;
        }
    }
  g_assert_true (row_seen);
  g_assert_true (end_seen);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy/turn-list/rest-after-frame", test_rest_after_frame);
  g_test_add_func ("/ui/burgundy/turn-list/digits", test_digits);
  g_test_add_func ("/ui/burgundy/turn-list/kind-by-name", test_kind_by_name);
  g_test_add_func ("/ui/burgundy/turn-list/no-ring-until-chosen", test_no_ring_until_chosen);
  return g_test_run ();
}

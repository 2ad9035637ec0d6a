/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet window (issue 6): a 2-player sheet filled by keyboard with the
 * rulebook's end-game examples (the clauses tests/engine/test-burgundy-sheet.c cites), the
 * result page's VP and winner, the tie-break, refusals shown in place and focused, export,
 * and the start page's entry opening the window.
 *
 * Typing: GTK 4.8 has no public way to synthesize key events. The test types where the focus
 * is, as a user would: it reads the window's focus widget (the GtkText inside a spin button or
 * an entry row), asserts it is the field expected next, sets its text (the keys typed) and
 * emits GtkText::activate, the signal its Enter keybinding emits, so the window's own Enter handling
 * decides where the focus goes next. The 100/200 token is a pop-up list (AdwComboRow): Enter
 * on the focused row activates it (GtkListBox's Enter keybinding), which opens the list; the
 * arrow keys select an item of the list's selection model and Enter on it emits the list
 * view's ::activate, which closes the list. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-score-export.h"
#include "ts-burgundy-sheet-window.h"
#include "ts-start-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

#define SCHEMA "io.github.tableside.Tableside"

typedef struct
{
  int number;
  int count;
} Monastery;

typedef struct
{
  const char *name;
  int track, token_index, goods, silver, workers;
  Monastery monasteries[4];
  int empty_spaces, bridge_space, bridge_height;
} Player;

/* CB-MON-15, CB-MON-25, CB-MON-24: Ana sold 4 red, 3 purple, 3 pink and 1 orange goods
 * (4 types: 8 VP; 11 goods: 11 VP) and placed sheep, cows and pigs (3 species: 12 VP).
 * CB-MON-17, CB-MON-22: Bruno has 2 watchtowers and 4 banks (8 + 16 = 24 VP). */
static const Player ana = { "Ana", 37, 1, 2, 3, 5, { { 15, 4 }, { 25, 11 }, { 24, 3 } }, 4, 3, 0 };
static const Player bruno = { "Bruno", 12, 1, 1, 0, 3, { { 17, 2 }, { 22, 4 } }, 6, 5, 0 };

/* Ana: 137 + 2 + 3 + 2 + 8 + 11 + 12; Bruno: 112 + 1 + 0 + 1 + 8 + 16 (CB-END-01..05). */
#define ANA_TOTAL 175
#define BRUNO_TOTAL 138

static void
set_default_players (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SCHEMA);
  const char *names[] = { "Ana", "Bruno", "Carla", "", NULL };
  const char *colors[] = { "blue", "white", "blue", "green", NULL };

  g_settings_set_strv (settings, "default-player-names", names);
  g_settings_set_strv (settings, "default-player-colors", colors);
}

static TsBurgundySheetWindow *
new_window (int width,
            int height)
{
  TsBurgundySheetWindow *window = ts_burgundy_sheet_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  return window;
}

static GtkWidget *
field (TsBurgundySheetWindow *window,
       guint                  player,
       TsBurgundySheetField   which,
       int                    monastery)
{
  GtkWidget *widget = ts_burgundy_sheet_window_get_field (window, player, which, monastery);

  g_assert_nonnull (widget);
  return widget;
}

/* Brings the window's layout and drawing up to date, then keeps it as a PNG artifact. */
static void
save_png (gpointer    window,
          const char *name)
{
  gtk_widget_queue_resize (GTK_WIDGET (window));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
}

static gboolean
has_focus_in (TsBurgundySheetWindow *window,
              GtkWidget             *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Types @text where the focus is (it must be in @expected) and presses Enter. */
static void
type_enter (TsBurgundySheetWindow *window,
            GtkWidget             *expected,
            const char            *text)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_assert_true (has_focus_in (window, expected));
  g_assert_true (GTK_IS_TEXT (focus));
  gtk_editable_set_text (GTK_EDITABLE (focus), text);
  /* What GtkText's Enter keybinding emits. */
  g_signal_emit_by_name (focus, "activate");
  ts_ui_test_spin ();
}

/* The list of the combo row's pop-up (the row shows the value picked in a list view of its
 * own, outside the pop-up). */
static GtkWidget *
find_list_view (GtkWidget *combo_row)
{
  GtkWidget *popover = ts_ui_test_find_type (combo_row, GTK_TYPE_POPOVER);

  return popover != NULL ? ts_ui_test_find_type (popover, GTK_TYPE_LIST_VIEW) : NULL;
}

/* Enter on the token's row (the focus must be there), which opens its list, then the arrow
 * keys to item @index and Enter. */
static void
pick_token (TsBurgundySheetWindow *window,
            GtkWidget             *row,
            guint                  index)
{
  GtkWidget *list = find_list_view (row);
  GtkWidget *popover;

  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == row);
  g_assert_nonnull (list);
  popover = gtk_widget_get_ancestor (list, GTK_TYPE_POPOVER);
  g_assert_false (gtk_widget_get_visible (popover));
  /* What the list box's Enter keybinding does to the focused row. */
  g_assert_true (gtk_widget_activate (row));
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (popover));
  /* What the arrow keys do (the list selects the item they move to), then Enter on it. */
  gtk_selection_model_select_item (GTK_SELECTION_MODEL (gtk_list_view_get_model (
                                       GTK_LIST_VIEW (list))),
                                   index, TRUE);
  g_signal_emit_by_name (list, "activate", index);
  ts_ui_test_spin ();
  g_assert_false (gtk_widget_get_visible (popover));
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, index);
}

/* Whether player @i's tie-break facts are shown. */
static gboolean
tie_break_shown (TsBurgundySheetWindow *window,
                 guint                  i)
{
  static const TsBurgundySheetField fields[] = {
    TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT,
  };
  gboolean shown = gtk_widget_is_visible (field (window, i, fields[0], -1));

  for (guint k = 1; k < G_N_ELEMENTS (fields); k++)
    g_assert_true (gtk_widget_is_visible (field (window, i, fields[k], -1)) == shown);
  return shown;
}

static void
type_number (TsBurgundySheetWindow *window,
             GtkWidget             *expected,
             int                    value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  type_enter (window, expected, text);
}

/* Player @i's tie-break facts, from the first (which must have the focus). */
static void
fill_tie_break (TsBurgundySheetWindow *window,
                guint                  i,
                const Player          *p)
{
  type_number (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, -1),
               p->empty_spaces);
  type_number (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE, -1),
               p->bridge_space);
  type_number (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT, -1),
               p->bridge_height);
}

/* Fills player @i's group from its first field on, as someone at the table would. */
static void
fill_player (TsBurgundySheetWindow *window,
             guint                  i,
             const Player          *p)
{
  g_assert_true (has_focus_in (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_NAME, -1)));
  type_enter (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_NAME, -1), p->name);
  type_number (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_TRACK, -1), p->track);
  /* Enter goes on to the token, and picking it on to the goods. */
  pick_token (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_TOKEN, -1), p->token_index);
  type_number (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_GOODS, -1), p->goods);
  type_number (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_SILVER, -1), p->silver);
  type_number (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_WORKERS, -1), p->workers);
  for (guint k = 0; k < G_N_ELEMENTS (p->monasteries) && p->monasteries[k].number != 0; k++)
    {
      /* The number, then only the count that monastery needs. */
      type_number (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1),
                   p->monasteries[k].number);
      type_number (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_COUNT, k),
                   p->monasteries[k].count);
    }
  /* Enter on the empty number entry moves on: to the tie-break facts only when the scores
   * typed tie for first. */
  type_enter (window, field (window, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), "");
  if (!tie_break_shown (window, i))
    return;
  fill_tie_break (window, i, p);
}

/* Both players, then Ctrl+Enter (the window's "sheet.score" shortcut). */
static TsBurgundySheetWindow *
fill_example (int width,
              int height)
{
  TsBurgundySheetWindow *window = new_window (width, height);
  GtkWidget *focus;

  fill_player (window, 0, &ana);
  /* Enter on a player's last field goes to the next player. */
  fill_player (window, 1, &bruno);
  /* ... and after the last player, to Score. */
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "sheet.score");
  return window;
}

static void
collect_label_texts (GtkWidget *widget,
                     GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_label_texts (child, out);
}

/* Whether @text is on a label the window draws now. */
static gboolean
shows_text (TsBurgundySheetWindow *window,
            const char            *text)
{
  g_autoptr(GString) texts = g_string_new (NULL);

  collect_label_texts (GTK_WIDGET (window), texts);
  return strstr (texts->str, text) != NULL;
}

/* Whether the result table has a row for @label. */
static gboolean
has_table_row (TsBurgundySheetWindow *window,
               const char            *label)
{
  GtkGrid *grid = ts_burgundy_sheet_window_get_table (window);

  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    {
      GtkWidget *box = gtk_grid_get_child_at (grid, 0, r);

      if (g_str_equal (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (box))), label))
        return TRUE;
    }
  return FALSE;
}

/* The table's row whose category starts with @label: player @i's cell. */
static const char *
table_cell (TsBurgundySheetWindow *window,
            const char            *label,
            guint                  i)
{
  GtkGrid *grid = ts_burgundy_sheet_window_get_table (window);

  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    {
      GtkWidget *box = gtk_grid_get_child_at (grid, 0, r);
      const char *category = gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (box)));

      if (g_str_equal (category, label))
        return gtk_label_get_text (GTK_LABEL (gtk_grid_get_child_at (grid, i + 1, r)));
    }
  g_error ("no row “%s” in the result table", label);
}

static gboolean
has_shortcut (GtkWidget  *widget,
              const char *trigger,
              const char *action)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          g_autofree char *t = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          g_autofree char *a = gtk_shortcut_action_to_string (gtk_shortcut_get_action (shortcut));

          if (g_str_equal (t, trigger) && strstr (a, action) != NULL)
            return TRUE;
        }
    }
  return FALSE;
}

/* -------------------------------------------------------------------------------------- */

static void
test_keyboard_fill (void)
{
  TsBurgundySheetWindow *window;
  JsonNode *breakdown;
  JsonObject *root;
  static const struct
  {
    guint player;
    const char *row;
    const char *vp;
  } monasteries[] = {
    { 0, "Monastery 15", "8" },  /* CB-MON-15: 4 goods types × 2 */
    { 0, "Monastery 25", "11" }, /* CB-MON-25: 11 goods sold × 1 */
    { 0, "Monastery 24", "12" }, /* CB-MON-24: 3 species × 4 */
    { 1, "Monastery 17", "8" },  /* CB-MON-17: 2 watchtowers × 4 */
    { 1, "Monastery 22", "16" }, /* CB-MON-22: 4 banks × 4 */
  };

  set_default_players ();
  window = fill_example (1024, 600);
  g_assert_true (has_shortcut (GTK_WIDGET (window), "<Control>Return", "sheet.score"));
  /* 175 against 138: no tie, so the tie-break facts were not asked, and what a hidden field
   * holds does not count (bridge space 8 does not exist with 2 players). */
  g_assert_false (tie_break_shown (window, 0));
  g_assert_false (tie_break_shown (window, 1));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (field (window, 0,
                                                     TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE, -1)),
                             8);
  save_png (window, "burgundy-sheet-form");
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  ts_ui_test_spin ();

  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "result");
  breakdown = ts_burgundy_sheet_window_get_breakdown (window);
  g_assert_nonnull (breakdown);
  root = json_node_get_object (breakdown);
  g_assert_cmpint (json_object_get_int_member (root, "winner"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "none");

  /* The result page shows those VP, the totals and the winner (CB-END-06). */
  for (guint k = 0; k < G_N_ELEMENTS (monasteries); k++)
    g_assert_cmpstr (table_cell (window, monasteries[k].row, monasteries[k].player), ==,
                     monasteries[k].vp);
  g_assert_cmpstr (table_cell (window, "Monastery 15", 1), ==, "–");
  g_assert_cmpstr (table_cell (window, "VP on the track", 0), ==, "137");
  g_assert_cmpstr (table_cell (window, "Workers", 0), ==, "2");
  g_assert_cmpstr (table_cell (window, "Total", 0), ==, G_STRINGIFY (ANA_TOTAL));
  g_assert_cmpstr (table_cell (window, "Total", 1), ==, G_STRINGIFY (BRUNO_TOTAL));
  g_assert_false (has_table_row (window, "Empty duchy spaces"));
  g_assert_false (has_table_row (window, "Bridge position"));
  g_assert_true (shows_text (window, "Ana Wins"));
  g_assert_true (shows_text (window, json_object_get_string_member (root, "explanation")));
  g_assert_true (has_focus_in (window, GTK_WIDGET (window))
                 && GTK_IS_BUTTON (gtk_root_get_focus (GTK_ROOT (window))));
  save_png (window, "burgundy-sheet-result");

  /* Back to the sheet: Bruno's marker 37 spaces further ties them on 175; Bruno has more
   * empty spaces and wins the tie (CB-TIE-01), and the page says so. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL);
  ts_ui_test_spin ();
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "form");
  gtk_widget_grab_focus (field (window, 1, TS_BURGUNDY_SHEET_FIELD_TRACK, -1));
  type_number (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_TRACK, -1),
               bruno.track + ANA_TOTAL - BRUNO_TOTAL);
  /* The tie shows both players' tie-break facts; now they count, and Ana's 8 is refused. */
  g_assert_true (tie_break_shown (window, 0));
  g_assert_true (tie_break_shown (window, 1));
  g_assert_false (ts_burgundy_sheet_window_score (window));
  g_assert_nonnull (strstr (ts_burgundy_sheet_window_get_problem (window, 0), "not 8"));
  g_assert_true (has_focus_in (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE,
                                              -1)));
  /* Enter walks through them: Ana's, then on to Bruno, then his, then Score. */
  gtk_widget_grab_focus (field (window, 0, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, -1));
  fill_tie_break (window, 0, &ana);
  g_assert_true (has_focus_in (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_NAME, -1)));
  gtk_widget_grab_focus (field (window, 1, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, -1));
  fill_tie_break (window, 1, &bruno);
  g_assert_cmpstr (gtk_actionable_get_action_name (
                       GTK_ACTIONABLE (gtk_root_get_focus (GTK_ROOT (window)))),
                   ==, "sheet.score");
  save_png (window, "burgundy-sheet-form-tie");
  g_assert_true (ts_burgundy_sheet_window_score (window));
  g_assert_cmpstr (table_cell (window, "Empty duchy spaces", 1), ==, "6");
  root = json_node_get_object (ts_burgundy_sheet_window_get_breakdown (window));
  g_assert_cmpint (json_object_get_int_member (root, "winner"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (root, "tie-break"), ==, "empty-spaces");
  g_assert_cmpstr (table_cell (window, "Total", 1), ==, G_STRINGIFY (ANA_TOTAL));
  g_assert_true (shows_text (window, "Bruno Wins"));
  g_assert_true (shows_text (window, json_object_get_string_member (root, "explanation")));
  g_assert_nonnull (strstr (json_object_get_string_member (root, "explanation"), "empty"));

  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Tab goes through the fields in reading order, one stop per field: name, colour, VP on the
 * track, token, goods, silver, workers, each monastery (its remove button, its count), the
 * number entry, the Modules row (closed; the tie-break facts are hidden without a tie); then
 * the next player. */
static void
test_tab_order (void)
{
  TsBurgundySheetWindow *window;
  GtkWidget *focus;
  GtkWidget *name;
  static const TsBurgundySheetField fields[] = {
    TS_BURGUNDY_SHEET_FIELD_TRACK,        TS_BURGUNDY_SHEET_FIELD_TOKEN,
    TS_BURGUNDY_SHEET_FIELD_GOODS,        TS_BURGUNDY_SHEET_FIELD_SILVER,
    TS_BURGUNDY_SHEET_FIELD_WORKERS,      TS_BURGUNDY_SHEET_FIELD_COUNT,
    TS_BURGUNDY_SHEET_FIELD_MONASTERY,
  };

  set_default_players ();
  window = new_window (1024, 600);
  gtk_widget_grab_focus (field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1));
  type_enter (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), "20");
  name = field (window, 0, TS_BURGUNDY_SHEET_FIELD_NAME, -1);
  gtk_widget_grab_focus (name);

#define TAB() (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD), \
               gtk_root_get_focus (GTK_ROOT (window)))
  g_assert_true (has_focus_in (window, name));
  focus = TAB ();
  g_assert_nonnull (gtk_widget_get_ancestor (focus, GTK_TYPE_DROP_DOWN));
  g_assert_true (gtk_widget_is_ancestor (focus, name));
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      GtkWidget *expected = field (window, 0, fields[i], fields[i] == TS_BURGUNDY_SHEET_FIELD_COUNT
                                                              ? 0
                                                              : -1);

      focus = TAB ();
      if (fields[i] == TS_BURGUNDY_SHEET_FIELD_COUNT)
        {
          /* Monastery 20's remove button, then its count ("Markets in the duchy"). */
          g_assert_true (GTK_IS_BUTTON (focus));
          g_assert_true (gtk_widget_is_ancestor (
              focus, gtk_widget_get_ancestor (expected, GTK_TYPE_LIST_BOX_ROW)));
          focus = TAB ();
        }
      g_assert_true (has_focus_in (window, expected));
    }
  /* The Modules row, closed: one stop, its fields not reached. */
  focus = TAB ();
  g_assert_nonnull (gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW));
  focus = TAB ();
  g_assert_true (has_focus_in (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_NAME, -1)));
#undef TAB
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The names and colours come from the preferences; players can be added up to 4 and removed
 * down to 2. */
static void
test_players (void)
{
  TsBurgundySheetWindow *window;
  g_autoptr(TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);

  set_default_players ();
  window = new_window (1024, 600);
  g_assert_cmpuint (ts_burgundy_sheet_window_get_n_players (window), ==, 2);
  g_assert_cmpint (ts_burgundy_sheet_window_add_player (window), ==, 2);
  g_assert_cmpint (ts_burgundy_sheet_window_add_player (window), ==, 3);
  g_assert_cmpint (ts_burgundy_sheet_window_add_player (window), ==, -1);
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->n_players, ==, 4);
  g_assert_cmpstr (sheet->players[0].name, ==, "Ana");
  g_assert_cmpstr (sheet->players[2].name, ==, "Carla");
  /* No name in the preferences: the seat's. */
  g_assert_cmpstr (sheet->players[3].name, ==, "Player 4");

  ts_burgundy_sheet_window_remove_player (window, 1);
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->n_players, ==, 3);
  g_assert_cmpstr (sheet->players[1].name, ==, "Carla");
  ts_burgundy_sheet_window_remove_player (window, 0);
  ts_burgundy_sheet_window_remove_player (window, 0);
  g_assert_cmpuint (ts_burgundy_sheet_window_get_n_players (window), ==, 2);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A monastery has one tile in the box (CB-MNG-01): the number used by Ana is refused for
 * Bruno in place, with the engine's message, and so is one that does not score at the end
 * (CB-END-05). */
static void
test_monastery_refused (void)
{
  TsBurgundySheetWindow *window;
  GtkWidget *entry;
  g_autoptr(TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);
  const char *twice = "Ana and Bruno both have monastery 17; the box has one.";

  set_default_players ();
  window = new_window (1024, 600);
  gtk_widget_grab_focus (field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1));
  type_enter (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), "17");
  g_assert_true (has_focus_in (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 0)));

  entry = field (window, 1, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1);
  gtk_widget_grab_focus (entry);
  type_enter (window, entry, "17");
  g_assert_cmpstr (ts_burgundy_sheet_window_get_problem (window, 1), ==, twice);
  g_assert_true (shows_text (window, twice));
  g_assert_true (has_focus_in (window, entry));
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_null (ts_burgundy_sheet_window_get_problem (window, 0));
  save_png (window, "burgundy-sheet-monastery-refused");
  g_assert_true (has_focus_in (window, entry));

  type_enter (window, entry, "7");
  g_assert_nonnull (strstr (ts_burgundy_sheet_window_get_problem (window, 1),
                            "monastery 7 does not score at the end of the game"));
  type_enter (window, entry, "seventeen");
  g_assert_nonnull (ts_burgundy_sheet_window_get_problem (window, 1));
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->players[1].n_monasteries, ==, 0);

  /* Typing again takes the message away; 22 is free. */
  type_enter (window, entry, "22");
  g_assert_null (ts_burgundy_sheet_window_get_problem (window, 1));
  g_assert_false (shows_text (window, twice));
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->players[1].n_monasteries, ==, 1);
  g_assert_cmpint (sheet->players[1].monasteries[0].monastery, ==, 22);

  /* Once Ana's 17 is taken off her sheet, Bruno may have it. */
  g_signal_emit_by_name (ts_ui_test_find_tooltip (GTK_WIDGET (window), "Remove Monastery 17"), "clicked");
  ts_ui_test_spin ();
  g_assert_true (has_focus_in (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1)));
  g_assert_null (ts_ui_test_find_tooltip (GTK_WIDGET (window), "Remove Monastery 17"));
  gtk_widget_grab_focus (entry);
  type_enter (window, entry, "17");
  g_assert_null (ts_burgundy_sheet_window_get_problem (window, 1));
  ts_burgundy_sheet_window_read (window, sheet);
  g_assert_cmpuint (sheet->players[0].n_monasteries, ==, 0);
  g_assert_cmpuint (sheet->players[1].n_monasteries, ==, 2);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Counts beyond the box (CB-CMP-02: 7 watchtowers) and counts that contradict each other
 * (11 goods sold of only 1 type, 7 per type) are refused on Score: the message under the
 * count, the count focused, the form kept. */
static void
test_impossible_count (void)
{
  TsBurgundySheetWindow *window;
  GtkWidget *spin;
  const char *too_many = "Bruno, monastery 17: “Watchtowers in the duchy” must be from 0 to 7, "
                         "not 9 (the box has 7 such tiles).";

  set_default_players ();
  window = fill_example (1024, 600);
  spin = field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0);
  gtk_widget_grab_focus (spin);
  type_number (window, spin, 9);
  g_assert_false (ts_burgundy_sheet_window_score (window));
  g_assert_cmpstr (ts_burgundy_sheet_window_get_page (window), ==, "form");
  g_assert_cmpstr (ts_burgundy_sheet_window_get_problem (window, 1), ==, too_many);
  g_assert_true (shows_text (window, too_many));
  g_assert_true (has_focus_in (window, spin));
  g_assert_true (gtk_widget_has_css_class (spin, "error"));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  save_png (window, "burgundy-sheet-count-refused");
  /* Ctrl+Enter does the same. */
  gtk_widget_activate_action (GTK_WIDGET (window), "sheet.score", NULL);
  g_assert_cmpstr (ts_burgundy_sheet_window_get_problem (window, 1), ==, too_many);

  /* Correcting the count takes the message away. */
  type_number (window, spin, 2);
  g_assert_null (ts_burgundy_sheet_window_get_problem (window, 1));
  g_assert_false (gtk_widget_has_css_class (spin, "error"));

  /* Ana's 4 types sold become 1: 11 goods cannot be of one type. */
  spin = field (window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 0);
  gtk_widget_grab_focus (spin);
  type_number (window, spin, 1);
  g_assert_false (ts_burgundy_sheet_window_score (window));
  g_assert_nonnull (strstr (ts_burgundy_sheet_window_get_problem (window, 0),
                            "11 goods sold (monastery 25) cannot be of only 1 types"));
  /* The goods sold are at fault: monastery 25's count, the second on Ana's sheet. */
  g_assert_true (has_focus_in (window, field (window, 0, TS_BURGUNDY_SHEET_FIELD_COUNT, 1)));

  gtk_widget_grab_focus (spin);
  type_number (window, spin, 4);
  g_assert_true (ts_burgundy_sheet_window_score (window));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
assert_file_starts_with (GFile      *file,
                         const char *prefix)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_load_contents (file, NULL, &contents, &length, NULL, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (memcmp (contents, prefix, strlen (prefix)) == 0);
}

static void
test_export (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-sheet-XXXXXX", &error);
  g_autofree char *pdf_path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *png_path = g_build_filename (dir, "sheet.png", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autofree char *artifacts = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".",
                                                 "artifacts", NULL);
  g_autofree char *kept_path = g_build_filename (artifacts, "burgundy-sheet-exported.png", NULL);
  g_autoptr(GFile) kept = g_file_new_for_path (kept_path);
  g_autoptr(GdkTexture) texture = NULL;
  TsBurgundySheetWindow *window;

  g_assert_no_error (error);
  set_default_players ();
  window = fill_example (1024, 600);

  /* Nothing to export before the sheet is scored. */
  g_assert_false (ts_burgundy_sheet_window_export (window, pdf, TRUE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (g_file_query_exists (pdf, NULL));

  g_assert_true (ts_burgundy_sheet_window_score (window));
  g_assert_true (ts_burgundy_sheet_window_export (window, pdf, TRUE, &error));
  g_assert_no_error (error);
  assert_file_starts_with (pdf, "%PDF");
  g_assert_true (ts_burgundy_sheet_window_export (window, png, FALSE, &error));
  g_assert_no_error (error);
  assert_file_starts_with (png, "\x89PNG");
  texture = gdk_texture_new_from_file (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 1000);
  g_assert_cmpint (g_mkdir_with_parents (artifacts, 0755), ==, 0);
  g_assert_true (g_file_copy (png, kept, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  ts_ui_test_destroy_window (GTK_WINDOW (window));
  g_assert_cmpint (g_remove (pdf_path), ==, 0);
  g_assert_cmpint (g_remove (png_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The save dialog, a GtkFileChooserDialog without a portal, among the toplevels. */
static GtkWidget *
find_file_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

/* Export through the window's action and its save dialog, accepted where it opened: the
 * dialog must open in @folder, and the file lands there. Returns the file's name. */
static char *
export_through_dialog (TsBurgundySheetWindow *window,
                       const char            *action,
                       const char            *folder)
{
  GtkWidget *dialog;
  g_autoptr(GFile) current = NULL;
  g_autoptr(GFile) expected = g_file_new_for_path (folder);
  char *name;
  g_autofree char *path = NULL;

  g_assert_null (find_file_dialog ());
  gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
  ts_ui_test_spin ();
  dialog = find_file_dialog ();
  g_assert_nonnull (dialog);
  current = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (dialog));
  g_assert_nonnull (current);
  g_assert_true (g_file_equal (current, expected));
  name = g_strdup (gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (dialog)));
  g_assert_true (g_str_has_prefix (name, "The Castles of Burgundy "));
  /* The Export button; the dialog checks the folder before it answers. */
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  for (int i = 0; i < 200 && find_file_dialog () != NULL; i++)
    {
      ts_ui_test_spin ();
      g_usleep (10000);
    }
  g_assert_null (find_file_dialog ());
  ts_ui_test_spin ();
  path = g_build_filename (folder, name, NULL);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (g_remove (path), ==, 0);
  return name;
}

/* A visible button labelled @label inside @widget. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_is_drawable (widget)
      && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Exports go to Documents (PDF) and Pictures (PNG), not the working directory, or to the
 * home folder when those do not exist; a toast then names the file, with Open. */
static void
test_export_folders (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *root = g_dir_make_tmp ("ts-export-XXXXXX", &error);
  g_autofree char *config = g_build_filename (root, "config", NULL);
  g_autofree char *documents = g_build_filename (root, "Documents", NULL);
  g_autofree char *pictures = g_build_filename (root, "Pictures", NULL);
  g_autofree char *dirs_file = g_build_filename (config, "user-dirs.dirs", NULL);
  g_autofree char *dirs = g_strdup_printf ("XDG_DOCUMENTS_DIR=\"%s\"\nXDG_PICTURES_DIR=\"%s\"\n",
                                           documents, pictures);
  g_autofree char *old_config = g_strdup (g_getenv ("XDG_CONFIG_HOME"));
  g_autoptr(GFile) fallback = NULL;
  g_autoptr(GFile) home = g_file_new_for_path (g_get_home_dir ());
  g_autofree char *pdf_name = NULL;
  g_autofree char *png_name = NULL;
  g_autofree char *toast = NULL;
  TsBurgundySheetWindow *window;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (config, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (documents, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (pictures, 0755), ==, 0);
  g_assert_true (g_file_set_contents (dirs_file, dirs, -1, &error));
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_reload_user_special_dirs_cache ();

  set_default_players ();
  window = fill_example (1024, 600);
  g_assert_true (ts_burgundy_sheet_window_score (window));

  pdf_name = export_through_dialog (window, "sheet.export-pdf", documents);
  g_assert_true (g_str_has_suffix (pdf_name, ".pdf"));
  toast = g_strdup_printf ("Score sheet saved as “%s”", pdf_name);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_true (shows_text (window, toast));
  g_assert_nonnull (find_button (GTK_WIDGET (window), "_Open"));
  save_png (window, "burgundy-sheet-export-toast");

  png_name = export_through_dialog (window, "sheet.export-png", pictures);
  g_assert_true (g_str_has_suffix (png_name, ".png"));
  g_free (toast);
  toast = g_strdup_printf ("Score sheet saved as “%s”", png_name);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* The new toast replaces the first. */
  g_assert_true (shows_text (window, toast));
  g_assert_false (shows_text (window, ".pdf”"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));

  /* No Pictures folder: the home folder. */
  g_assert_cmpint (g_rmdir (pictures), ==, 0);
  fallback = ts_score_export_dup_default_folder (FALSE);
  g_assert_true (g_file_equal (fallback, home));

  if (old_config != NULL)
    g_setenv ("XDG_CONFIG_HOME", old_config, TRUE);
  else
    g_unsetenv ("XDG_CONFIG_HOME");
  g_reload_user_special_dirs_cache ();
  g_assert_cmpint (g_remove (dirs_file), ==, 0);
  g_assert_cmpint (g_rmdir (config), ==, 0);
  g_assert_cmpint (g_rmdir (documents), ==, 0);
  g_assert_cmpint (g_rmdir (root), ==, 0);
}

/* The sheet and its result in the dark style, and at phone width (360 px): nothing wider. */
static void
test_sizes_and_styles (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  TsBurgundySheetWindow *window;

  set_default_players ();
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  window = fill_example (1024, 600);
  /* With a refusal shown, to see the message's colours in the dark style. */
  gtk_widget_grab_focus (field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0));
  type_number (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0), 9);
  g_assert_false (ts_burgundy_sheet_window_score (window));
  g_assert_true (has_focus_in (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0)));
  save_png (window, "burgundy-sheet-form-dark");
  type_number (window, field (window, 1, TS_BURGUNDY_SHEET_FIELD_COUNT, 0),
               bruno.monasteries[0].count);
  g_assert_true (ts_burgundy_sheet_window_score (window));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  save_png (window, "burgundy-sheet-result-dark");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);

  window = fill_example (360, 640);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  save_png (window, "burgundy-sheet-form-360");
  g_assert_true (ts_burgundy_sheet_window_score (window));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  save_png (window, "burgundy-sheet-result-360");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static TsBurgundySheetWindow *
find_sheet_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (TS_IS_BURGUNDY_SHEET_WINDOW (window))
        return TS_BURGUNDY_SHEET_WINDOW (window);
    }
  return NULL;
}

/* The start page offers "Score a Finished Game"; activating it opens the sheet over the
 * main window. */
static void
test_start_page_entry (void)
{
  TsWindow *window = ts_window_new (NULL);
  GtkWidget *row;
  TsBurgundySheetWindow *sheet;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  row = find_row (GTK_WIDGET (window), "Score a Finished Game");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_drawable (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "Check the final score of a game you did not track"));
  save_png (window, "burgundy-sheet-start-page");
  g_assert_null (find_sheet_window ());

  g_assert_true (gtk_widget_activate (row));
  ts_ui_test_spin ();
  sheet = find_sheet_window ();
  g_assert_nonnull (sheet);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (sheet)) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (sheet)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (sheet)));
  ts_ui_test_present_and_wait (GTK_WINDOW (sheet));
  /* The first field has the focus: typing starts at once. */
  g_assert_true (has_focus_in (sheet, field (sheet, 0, TS_BURGUNDY_SHEET_FIELD_NAME, -1)));

  /* Cancel closes it and leaves the main window as it was. */
  gtk_widget_activate_action (GTK_WIDGET (sheet), "window.close", NULL);
  ts_ui_test_spin ();
  g_assert_null (find_sheet_window ());
  g_assert_null (ts_window_get_match (window));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  /* Page slides and scrolling to the focus happen at once: the PNGs show where they end. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/burgundy/sheet/keyboard-fill", test_keyboard_fill);
  g_test_add_func ("/ui/burgundy/sheet/tab-order", test_tab_order);
  g_test_add_func ("/ui/burgundy/sheet/players", test_players);
  g_test_add_func ("/ui/burgundy/sheet/monastery-refused", test_monastery_refused);
  g_test_add_func ("/ui/burgundy/sheet/impossible-count", test_impossible_count);
  g_test_add_func ("/ui/burgundy/sheet/export", test_export);
  g_test_add_func ("/ui/burgundy/sheet/export-folders", test_export_folders);
  g_test_add_func ("/ui/burgundy/sheet/sizes-and-styles", test_sizes_and_styles);
  g_test_add_func ("/ui/burgundy/sheet/start-page-entry", test_start_page_entry);

  return g_test_run ();
}

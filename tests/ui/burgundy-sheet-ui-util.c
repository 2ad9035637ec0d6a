/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the sheet window's tests (test-burgundy-sheet.c, test-burgundy-sheet-export.c) share:
 * the rulebook's 2-player example and filling it in by keyboard where the focus is. */
#include "burgundy-sheet-ui-util.h"

#include <string.h>

#include "ts-ui-test-util.h"

#define SCHEMA "io.github.tableside.Tableside"

/* CB-MON-15, CB-MON-25, CB-MON-24: Ana sold 4 red, 3 purple, 3 pink and 1 orange goods
 * (4 types: 8 VP; 11 goods: 11 VP) and placed sheep, cows and pigs (3 species: 12 VP).
 * CB-MON-17, CB-MON-22: Bruno has 2 watchtowers and 4 banks (8 + 16 = 24 VP). */
const BsUiPlayer bs_ui_ana
    = { "Ana", 37, 1, 2, 3, 5, { { 15, 4 }, { 25, 11 }, { 24, 3 } }, 4, 3, 0 };
const BsUiPlayer bs_ui_bruno = { "Bruno", 12, 1, 1, 0, 3, { { 17, 2 }, { 22, 4 } }, 6, 5, 0 };

const char *const bs_ui_default_colors[] = { "blue", "white", "blue", "green", NULL };

/* The sheet proposes the preferences' players on a data folder without saved games. */
void
bs_ui_set_default_players (void)
{
  const char *names[] = { "Ana", "Bruno", NULL };

  ts_ui_test_set_default_players (names, bs_ui_default_colors);
}

TsBurgundySheetWindow *
bs_ui_new_window (int width,
                  int height)
{
  TsBurgundySheetWindow *window = ts_burgundy_sheet_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  return window;
}

GtkWidget *
bs_ui_field (TsBurgundySheetWindow *window,
             guint                  player,
             TsBurgundySheetField   which,
             int                    monastery)
{
  GtkWidget *widget = ts_burgundy_sheet_window_get_field (window, player, which, monastery);

  g_assert_nonnull (widget);
  return widget;
}

/* Brings the window's layout and drawing up to date, then keeps it as a PNG artifact. */
void
bs_ui_save_png (gpointer    window,
                const char *name)
{
  gtk_widget_queue_resize (GTK_WIDGET (window));
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
}

gboolean
bs_ui_has_focus_in (TsBurgundySheetWindow *window,
                    GtkWidget             *widget)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* Types @text where the focus is (it must be in @expected) and presses Enter. */
void
bs_ui_type_enter (TsBurgundySheetWindow *window,
                  GtkWidget             *expected,
                  const char            *text)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_assert_true (bs_ui_has_focus_in (window, expected));
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
gboolean
bs_ui_tie_break_shown (TsBurgundySheetWindow *window,
                       guint                  i)
{
  static const TsBurgundySheetField fields[] = {
    TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT,
  };
  gboolean shown = gtk_widget_is_visible (bs_ui_field (window, i, fields[0], -1));

  for (guint k = 1; k < G_N_ELEMENTS (fields); k++)
    g_assert_true (gtk_widget_is_visible (bs_ui_field (window, i, fields[k], -1)) == shown);
  return shown;
}

void
bs_ui_type_number (TsBurgundySheetWindow *window,
                   GtkWidget             *expected,
                   int                    value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  bs_ui_type_enter (window, expected, text);
}

/* Player @i's tie-break facts, from the first (which must have the focus). */
void
bs_ui_fill_tie_break (TsBurgundySheetWindow *window,
                      guint                  i,
                      const BsUiPlayer      *p)
{
  bs_ui_type_number (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, -1),
                     p->empty_spaces);
  bs_ui_type_number (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE, -1),
                     p->bridge_space);
  bs_ui_type_number (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT, -1),
                     p->bridge_height);
}

/* Fills player @i's group from its first field on, as someone at the table would. */
static void
fill_player (TsBurgundySheetWindow *window,
             guint                  i,
             const BsUiPlayer      *p)
{
  g_assert_true (
      bs_ui_has_focus_in (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_NAME, -1)));
  bs_ui_type_enter (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_NAME, -1), p->name);
  bs_ui_type_number (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_TRACK, -1), p->track);
  /* Enter goes on to the token, and picking it on to the goods. */
  pick_token (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_TOKEN, -1), p->token_index);
  bs_ui_type_number (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_GOODS, -1), p->goods);
  bs_ui_type_number (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_SILVER, -1),
                     p->silver);
  bs_ui_type_number (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_WORKERS, -1),
                     p->workers);
  for (guint k = 0; k < G_N_ELEMENTS (p->monasteries) && p->monasteries[k].number != 0; k++)
    {
      /* The number, then only the count that monastery needs. */
      bs_ui_type_number (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1),
                         p->monasteries[k].number);
      bs_ui_type_number (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_COUNT, k),
                         p->monasteries[k].count);
    }
  /* Enter on the empty number entry moves on: to the tie-break facts only when the scores
   * typed tie for first. */
  bs_ui_type_enter (window, bs_ui_field (window, i, TS_BURGUNDY_SHEET_FIELD_MONASTERY, -1), "");
  if (!bs_ui_tie_break_shown (window, i))
    return;
  bs_ui_fill_tie_break (window, i, p);
}

/* Both players, then Ctrl+Enter (the window's "sheet.score" shortcut). */
TsBurgundySheetWindow *
bs_ui_fill_example (int width,
                    int height)
{
  TsBurgundySheetWindow *window = bs_ui_new_window (width, height);
  GtkWidget *focus;

  fill_player (window, 0, &bs_ui_ana);
  /* Enter on a player's last field goes to the next player. */
  fill_player (window, 1, &bs_ui_bruno);
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
gboolean
bs_ui_shows_text (TsBurgundySheetWindow *window,
                  const char            *text)
{
  g_autoptr(GString) texts = g_string_new (NULL);

  collect_label_texts (GTK_WIDGET (window), texts);
  return strstr (texts->str, text) != NULL;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's entry forms for Castles of Burgundy: dice, starting goods, depots. Real engine
 * states drive them; every entry they emit must apply to the state it was made for. The dice
 * and goods forms and the pictures of all three here; the depots' form by hand and by keys in
 * test-burgundy-entries-fill.c. */
#include <string.h>

#include "burgundy-entries-ui-util.h"
#include "ts-die-slot.h"
#include "burgundy/ts-burgundy-fill-entry.h"
#include "burgundy/ts-burgundy-fill-spaces.h"
#include "burgundy/ts-burgundy-goods-entry.h"
#include "burgundy/ts-burgundy-roll-entry.h"
#include "ts-ui-test-util.h"

static const char *const colors[] = { "#c01c28", "#1c71d8", "#f6d32d", "#2ec27e" };

/* The entry's own slots (the face buttons' pictures are not focusable). */
static GPtrArray *
slots_of (GtkWidget *entry)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  GPtrArray *slots = g_ptr_array_new ();

  be_ui_collect (entry, TS_TYPE_DIE_SLOT, all);
  for (guint i = 0; i < all->len; i++)
    if (gtk_widget_get_focusable (all->pdata[i]))
      g_ptr_array_add (slots, all->pdata[i]);
  return slots;
}

/* ---- Roll ---- */

/* Returns TRUE when the round's turn order differs from setup order. */
static gboolean
check_roll (guint n_players,
            guint seed)
{
  gboolean reordered = FALSE;
  g_autofree TsBurgundyState *state = NULL;
  TsBurgundyState *after = NULL;
  TsBurgundyRollEntry *entry = TS_BURGUNDY_ROLL_ENTRY (ts_burgundy_roll_entry_new ());
  GtkWidget *window;
  g_autoptr(GPtrArray) slots = NULL;
  BeUiSubmitted out = { 0 };
  /* Each player's pair in turn order, then the white die. */
  char digits[16];
  guint n = 2 * n_players + 1;

  /* Later in the game the bridge has moved, so turn order is not setup order. */
  state = be_ui_game_at (n_players, TS_BURGUNDY_STAGE_ROLL, 2, 3, seed);
  g_strlcpy (digits, "61524335", 2 * n_players + 1);
  digits[2 * n_players] = '4';
  digits[2 * n_players + 1] = '\0';

  g_signal_connect (entry, "submit", G_CALLBACK (be_ui_submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 170);
  ts_burgundy_roll_entry_set_state (entry, state, colors);
  ts_burgundy_roll_entry_focus (entry);
  slots = slots_of (GTK_WIDGET (entry));
  g_assert_cmpuint (slots->len, ==, n);

  /* Incomplete: nothing is emitted. */
  g_assert_false (ts_burgundy_roll_entry_submit (entry));
  be_ui_type_digits (PRESS (ts_burgundy_roll_entry_press_key), entry, "12");
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_Return, 0));
  g_assert_cmpuint (out.count, ==, 0);

  /* Backspace clears the die before the cursor; 0 and 7 are refused; Ctrl+digit is not ours. */
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_BackSpace, 0));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[1]), ==, 0);
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_BackSpace, 0));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[0]), ==, 0);
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_7, 0));
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_0, 0));
  g_assert_false (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_3, GDK_CONTROL_MASK));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[0]), ==, 0);

  be_ui_type_digits (PRESS (ts_burgundy_roll_entry_press_key), entry, digits);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[i]), ==, digits[i] - '0');
  g_assert_true (be_ui_has_label (GTK_WIDGET (entry), "Goods to depot 4"));

  /* Overwrite: click the first die of the second player and type over it. */
  g_signal_emit_by_name (slots->pdata[2], "activate");
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_KP_6, 0));
  digits[2] = '6';
  /* The face buttons fill the current slot too (now the second die of that player). */
  gtk_widget_activate_action (GTK_WIDGET (entry), "entry.face", "i", 2);
  digits[3] = '2';

  /* The focus stayed on a slot (the face buttons do not take it): Enter is the entry's. */
  g_assert_true (be_ui_press_enter (PRESS (ts_burgundy_roll_entry_press_key), entry)
                 == TS_TYPE_DIE_SLOT);
  g_assert_cmpuint (out.count, ==, 1);
  g_assert_cmpuint (out.entry.type, ==, TS_BURGUNDY_ENTRY_ROLL);

  /* The engine orders the round from the bridge: the dice typed k-th belong to the player
   * it puts k-th, and the emitted entry is in setup order. */
  be_ui_assert_applies (state, &out.entry, &after);
  for (guint k = 0; k < n_players; k++)
    for (guint d = 0; d < 2; d++)
      g_assert_cmpuint (after->dice[after->order[k]][d], ==, digits[2 * k + d] - '0');
  g_assert_cmpuint (after->white, ==, 4);
  for (guint p = n_players; p < TS_BURGUNDY_MAX_PLAYERS; p++)
    g_assert_cmpuint (out.entry.dice[p][0] + out.entry.dice[p][1], ==, 0);
  for (guint k = 0; k < n_players; k++)
    reordered = reordered || after->order[k] != k;
  /* Screen readers hear whose die each slot is, and its value. */
  {
    g_autofree char *first = g_strdup_printf ("%s, first die: %c",
                                              after->names[after->order[0]], digits[0]);
    g_autofree char *white = g_strdup_printf ("White die: %c", digits[n - 1]);
    char *problem;

    problem = gtk_test_accessible_check_property (slots->pdata[0], GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                  first);
    g_assert_null (problem);
    problem = gtk_test_accessible_check_property (slots->pdata[n - 1],
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL, white);
    g_assert_null (problem);
  }
  ts_burgundy_state_free (after);

  /* set_entry round-trips (a correction). */
  {
    TsBurgundyEntry first = out.entry;

    ts_burgundy_roll_entry_set_state (entry, state, colors);
    g_assert_false (ts_burgundy_roll_entry_submit (entry));
    ts_burgundy_roll_entry_set_entry (entry, &first);
    g_assert_true (ts_burgundy_roll_entry_submit (entry));
    g_assert_cmpuint (out.count, ==, 2);
    g_assert_cmpmem (&out.entry, sizeof out.entry, &first, sizeof first);
  }

  /* A refusal is shown in place and cleared. */
  ts_burgundy_roll_entry_set_error (entry, "Not today.");
  g_assert_true (be_ui_has_label (GTK_WIDGET (entry), "Not today."));
  ts_burgundy_roll_entry_set_error (entry, NULL);
  g_assert_false (be_ui_has_label (GTK_WIDGET (entry), "Not today."));

  g_assert_cmpint (be_ui_measure_height (GTK_WIDGET (entry), 1000), <=, 90);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  return reordered;
}

static void
test_roll (void)
{
  guint reordered = 0;

  reordered += check_roll (2, 7);
  reordered += check_roll (3, 8);
  reordered += check_roll (4, 9);
  /* Otherwise setup order and turn order could be confused unnoticed. */
  g_assert_cmpuint (reordered, >, 0);
}

/* ---- Starting goods ---- */

static void
test_goods (void)
{
  g_autofree TsBurgundyState *state = be_ui_new_game (3);
  TsBurgundyGoodsEntry *entry = TS_BURGUNDY_GOODS_ENTRY (ts_burgundy_goods_entry_new ());
  g_autoptr(GPtrArray) slots = NULL;
  TsBurgundyState *after = NULL;
  BeUiSubmitted out = { 0 };
  GtkWidget *window;

  g_signal_connect (entry, "submit", G_CALLBACK (be_ui_submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 170);
  ts_burgundy_goods_entry_set_player (entry, state, 1);
  ts_burgundy_goods_entry_focus (entry);
  g_assert_true (be_ui_has_label (GTK_WIDGET (entry), "Bruno's starting goods"));
  slots = slots_of (GTK_WIDGET (entry));
  g_assert_cmpuint (slots->len, ==, 3);

  be_ui_type_digits (PRESS (ts_burgundy_goods_entry_press_key), entry, "24");
  g_assert_false (ts_burgundy_goods_entry_submit (entry));
  g_assert_true (ts_burgundy_goods_entry_press_key (entry, GDK_KEY_BackSpace, 0));
  be_ui_type_digits (PRESS (ts_burgundy_goods_entry_press_key), entry, "25");
  g_assert_cmpuint (out.count, ==, 0);
  /* Filled: the focus waits on the submit button, which Enter presses. */
  g_assert_true (be_ui_press_enter (PRESS (ts_burgundy_goods_entry_press_key), entry)
                 == GTK_TYPE_BUTTON);
  g_assert_cmpuint (out.count, ==, 1);
  g_assert_cmpuint (out.entry.type, ==, TS_BURGUNDY_ENTRY_STARTING_GOODS);
  g_assert_cmpint (out.entry.player, ==, 1);
  g_assert_cmpuint (out.entry.starting[0], ==, 2);
  g_assert_cmpuint (out.entry.starting[1], ==, 2);
  g_assert_cmpuint (out.entry.starting[2], ==, 5);
  be_ui_assert_applies (state, &out.entry, &after);
  g_assert_cmpuint (after->players[1].goods[2], ==, 2);
  g_assert_cmpuint (after->players[1].goods[5], ==, 1);
  ts_burgundy_state_free (after);

  /* A fourth digit is a slip: nothing changes. */
  g_assert_true (ts_burgundy_goods_entry_press_key (entry, GDK_KEY_6, 0));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[2]), ==, 5);

  /* Round trip, with the middle tile corrected by clicking it. */
  {
    TsBurgundyEntry first = out.entry;

    ts_burgundy_goods_entry_set_player (entry, state, 1);
    ts_burgundy_goods_entry_set_entry (entry, &first);
    g_signal_emit_by_name (slots->pdata[1], "activate");
    g_assert_true (ts_burgundy_goods_entry_press_key (entry, GDK_KEY_Delete, 0));
    g_assert_false (ts_burgundy_goods_entry_submit (entry));
    gtk_widget_activate_action (GTK_WIDGET (entry), "entry.face", "i", 3);
    g_assert_true (ts_burgundy_goods_entry_submit (entry));
    g_assert_cmpuint (out.count, ==, 2);
    g_assert_cmpuint (out.entry.starting[0], ==, 2);
    g_assert_cmpuint (out.entry.starting[1], ==, 3);
    g_assert_cmpuint (out.entry.starting[2], ==, 5);
    be_ui_assert_applies (state, &out.entry, NULL);
  }
  g_assert_cmpint (be_ui_measure_height (GTK_WIDGET (entry), 1000), <=, 90);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* ---- Pictures ---- */

static void
render (const char *name,
        GtkWidget  *window,
        int         width,
        int         height)
{
  ts_ui_test_spin ();
  gtk_test_widget_wait_for_draw (window);
  g_assert_cmpint (gtk_widget_get_width (window), <=, width);
  g_assert_cmpint (gtk_widget_get_height (window), <=, height);
  g_free (ts_ui_test_save_png (window, name));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_render (void)
{
  static const char *const schemes[] = { "light", "dark" };

  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      for (guint n = 2; n <= 4; n += 2)
        {
          g_autofree TsBurgundyState *roll
              = be_ui_game_at (n, TS_BURGUNDY_STAGE_ROLL, 1, 2, 40 + n);
          g_autofree TsBurgundyState *start = be_ui_new_game (n);
          g_autofree TsBurgundyState *fill
              = be_ui_game_at (n, TS_BURGUNDY_STAGE_FILL, 1, 0, 50 + n);
          char *name;
          GtkWidget *widget, *window;

          widget = ts_burgundy_roll_entry_new ();
          window = ts_ui_test_show_at_bottom (widget, 1000, 170);
          ts_burgundy_roll_entry_set_state (TS_BURGUNDY_ROLL_ENTRY (widget), roll, colors);
          ts_burgundy_roll_entry_focus (TS_BURGUNDY_ROLL_ENTRY (widget));
          /* 2 players: part typed; 4 players: all typed, the white die says its depot. */
          be_ui_type_digits (PRESS (ts_burgundy_roll_entry_press_key), widget,
                             n == 2 ? "364" : "523641524");
          name = g_strdup_printf ("burgundy-roll-entry-%up-%s", n, schemes[dark]);
          render (name, window, 1000, 170);
          g_free (name);

          widget = ts_burgundy_goods_entry_new ();
          window = ts_ui_test_show_at_bottom (widget, 1000, 170);
          ts_burgundy_goods_entry_set_player (TS_BURGUNDY_GOODS_ENTRY (widget), start, n - 1);
          ts_burgundy_goods_entry_focus (TS_BURGUNDY_GOODS_ENTRY (widget));
          be_ui_type_digits (PRESS (ts_burgundy_goods_entry_press_key), widget, "25");
          if (n == 4)
            ts_burgundy_goods_entry_set_error (
                TS_BURGUNDY_GOODS_ENTRY (widget),
                "There are no more goods with die number 5 left to draw.");
          name = g_strdup_printf ("burgundy-goods-entry-%up-%s", n, schemes[dark]);
          render (name, window, 1000, 170);
          g_free (name);

          widget = ts_burgundy_fill_entry_new ();
          window = ts_ui_test_show_at_bottom (widget, 1000, 170);
          ts_burgundy_fill_entry_set_state (TS_BURGUNDY_FILL_ENTRY (widget), fill);
          ts_burgundy_fill_entry_focus (TS_BURGUNDY_FILL_ENTRY (widget));
          be_ui_type_digits (PRESS (ts_burgundy_fill_entry_press_key), widget, "413");
          name = g_strdup_printf ("burgundy-fill-entry-quick-%up-%s", n, schemes[dark]);
          render (name, window, 1000, 170);
          g_free (name);

          widget = ts_burgundy_fill_entry_new ();
          window = ts_ui_test_show_at_bottom (widget, 1000, 320);
          ts_burgundy_fill_entry_set_state (TS_BURGUNDY_FILL_ENTRY (widget), fill);
          ts_burgundy_fill_entry_set_quick (TS_BURGUNDY_FILL_ENTRY (widget), FALSE);
          ts_burgundy_fill_entry_focus (TS_BURGUNDY_FILL_ENTRY (widget));
          be_ui_type_digits (PRESS (ts_burgundy_fill_entry_press_key), widget, "41326");
          name = g_strdup_printf ("burgundy-fill-entry-full-%up-%s", n, schemes[dark]);
          render (name, window, 1000, 320);
          g_free (name);
        }
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  /* In-process accessibility, so that the slots' names can be checked. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/burgundy/roll-entry/typing", test_roll);
  g_test_add_func ("/ui/burgundy/goods-entry/typing", test_goods);
  g_test_add_func ("/ui/burgundy/entries/render", test_render);

  return g_test_run ();
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's Winter battle at the table: the battle entry (typed by keys, the engine
 * accepting what it emits), the uncertain cards marked, a card corrected for the user's box
 * and carried by the next entry, and the summary of the rulebook's Goblins battle
 * (KB-BAT-01..18). The ui tests' XDG_DATA_HOME is a temporary folder of this run. */
#include <glib/gstdio.h>
#include <string.h>

#include "kingsburg-util.h"
#include "ts-die-slot.h"
#include "ts-kingsburg-battle-entry.h"
#include "ts-kingsburg-battle-summary.h"
#include "ts-kingsburg-enemy-editor.h"
#include "ts-ui-test-util.h"

typedef struct
{
  guint count;
  TsKingsburgEntry entry;
} Submitted;

static void
submit_cb (TsKingsburgBattleEntry *widget, const TsKingsburgEntry *entry, Submitted *out)
{
  out->count++;
  out->entry = *entry;
}

static void
assert_contains (const char *text, const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}


static GtkWidget *
focus_of (GtkWidget *widget)
{
  return gtk_root_get_focus (gtk_widget_get_root (widget));
}

static void
wait_a_moment (void)
{
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Enter as GTK delivers it: the entry takes it, or else the focused widget activates (a
 * card row, the button). */
static void
press_enter (GtkWidget *entry)
{
  GtkWidget *focus = focus_of (entry);

  if (!ts_kingsburg_battle_entry_press_key (TS_KINGSBURG_BATTLE_ENTRY (entry), GDK_KEY_Return, 0))
    {
      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_is_ancestor (focus, entry));
      g_assert_true (gtk_widget_activate (focus));
      wait_a_moment ();
    }
}

static void
press_digit (GtkWidget *entry, guint digit)
{
  g_assert_true (
      ts_kingsburg_battle_entry_press_key (TS_KINGSBURG_BATTLE_ENTRY (entry), GDK_KEY_0 + digit, 0));
  /* A picked card moves the focus to the King's die: let it land before the next key (under
   * the sanitizers it takes a while). */
  ts_ui_test_spin ();
}

static void
collect (GtkWidget *widget, GType type, GPtrArray *out)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        g_ptr_array_add (out, c);
      collect (c, type, out);
    }
}

/* The texts of the labels inside @widget, one a line. */
static char *
texts (GtkWidget *widget)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  GString *text = g_string_new (NULL);

  collect (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_visible (labels->pdata[i]))
      g_string_append_printf (text, "%s\n", gtk_label_get_text (labels->pdata[i]));
  return g_string_free (text, FALSE);
}

static GtkListBoxRow *
card_row (GtkWidget *entry, int index)
{
  GtkWidget *list = ts_ui_test_find_child (entry, GTK_TYPE_LIST_BOX);

  return gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), index);
}

static void
applies (const TsKingsburgState *state, const TsKingsburgEntry *entry, TsKingsburgState **after)
{
  g_autoptr (GError) error = NULL;

  *after = ts_kingsburg_state_copy (state);
  g_assert_true (ts_kingsburg_apply (*after, entry, &error));
  g_assert_no_error (error);
}

/* @window as a PNG in the light and the dark style: artifacts/NAME-light.png, -dark.png. */
static void
render (const char *name, GtkWidget *window)
{
  static const char *const schemes[] = { "light", "dark" };

  for (guint dark = 0; dark < 2; dark++)
    {
      g_autofree char *file = g_strdup_printf ("%s-%s", name, schemes[dark]);
      g_autofree char *path = NULL;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      path = ts_ui_test_save_png (window, file);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/* KB-BAT-01/05: arrows and Enter, or the card's number, then the King's die and Enter. */
static void
test_keys (void)
{
  g_autofree TsKingsburgState *s = kt_battle_example (1);
  g_autofree TsKingsburgState *after = NULL, *again = NULL;
  GtkWidget *entry = ts_kingsburg_battle_entry_new ();
  GtkWidget *window = ts_ui_test_show_at_bottom (entry, 1024, 600);
  GtkWidget *list = ts_ui_test_find_child (entry, GTK_TYPE_LIST_BOX);
  Submitted got = { 0 };
  g_autofree char *shown = NULL;

  g_signal_connect (entry, "submit", G_CALLBACK (submit_cb), &got);
  ts_kingsburg_battle_entry_set_state (TS_KINGSBURG_BATTLE_ENTRY (entry), s);
  shown = texts (entry);
  assert_contains (shown, "Winter of year 1: the enemy card revealed");
  assert_contains (shown, "Goblins, strength 3 (Y1-03)\nVictory: 1 stone. Defeat: 1 gold, a "
                          "building.");
  assert_contains (shown, "Zombies, strength 4 (Y1-05)\nVictory: 1 VP. Defeat: 2 VP.");
  /* The focus starts on the first card; Down twice as the list's arrows do, Enter. */
  ts_kingsburg_battle_entry_focus (TS_KINGSBURG_BATTLE_ENTRY (entry));
  g_assert_true (focus_of (entry) == GTK_WIDGET (card_row (entry, 0)));
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE);
  g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE);
  g_assert_true (focus_of (entry) == GTK_WIDGET (card_row (entry, 2)));
  press_enter (entry);
  /* The card is picked and the focus waits for the die; Enter too early says what is
   * missing. */
  g_assert_true (TS_IS_DIE_SLOT (focus_of (entry)));
  g_assert_true (ts_kingsburg_battle_entry_press_key (TS_KINGSBURG_BATTLE_ENTRY (entry),
                                                      GDK_KEY_Return, 0));
  g_assert_cmpuint (got.count, ==, 0);
  g_free (shown);
  shown = texts (entry);
  assert_contains (shown, "Type the King's reinforcements die: 1 to 6.");
  press_digit (entry, 1);
  g_assert_true (GTK_IS_BUTTON (focus_of (entry)));
  press_enter (entry);
  g_assert_cmpuint (got.count, ==, 1);
  g_assert_cmpint (got.entry.type, ==, TS_KINGSBURG_ENTRY_BATTLE);
  g_assert_cmpstr (s->data->enemies[got.entry.enemy].id, ==, "Y1-03");
  g_assert_cmpuint (got.entry.king, ==, 1);
  g_assert_false (got.entry.has_card);
  applies (s, &got.entry, &after);
  g_assert_cmpint (after->players[2].result, ==, 1);
  g_assert_cmpint (after->players[3].result, ==, -1);

  /* Typing the card's number in the list, then the die (a second digit replaces it). */
  ts_kingsburg_battle_entry_set_state (TS_KINGSBURG_BATTLE_ENTRY (entry), s);
  ts_kingsburg_battle_entry_focus (TS_KINGSBURG_BATTLE_ENTRY (entry));
  press_digit (entry, 7); /* no seventh card: nothing picked */
  g_assert_null (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)));
  press_digit (entry, 5);
  press_digit (entry, 4);
  press_digit (entry, 6);
  press_enter (entry);
  g_assert_cmpuint (got.count, ==, 2);
  g_assert_cmpstr (s->data->enemies[got.entry.enemy].id, ==, "Y1-05");
  g_assert_cmpuint (got.entry.king, ==, 6);
  applies (s, &got.entry, &again);
  g_assert_cmpuint (again->last_king, ==, 6);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The two cards the reference is unsure of say why, in their rows (Y4-18, Y5-21). */
static void
test_uncertain_marked (void)
{
  static const struct
  {
    guint year;
    int row;
    const char *doubt;
  } cases[] = {
    { 4, 2, "Uncertain: sources differ: another list has lose 4 goods and 1 VP (no building), "
            "reward 1 gold and 1 VP. Check your card." },
    { 5, 0, "Uncertain: a loss of 8 VP is unusually large; check a printed card. Check your "
            "card." },
  };
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree TsKingsburgState *s = kt_battle_example (cases[c].year);
      GtkWidget *entry = ts_kingsburg_battle_entry_new ();
      GtkWidget *window = ts_ui_test_show_at_bottom (entry, 1024, 600);
      guint marked = 0;

      ts_kingsburg_battle_entry_set_state (TS_KINGSBURG_BATTLE_ENTRY (entry), s);
      for (int r = 0; r < 5; r++)
        {
          g_autofree char *row = texts (GTK_WIDGET (card_row (entry, r)));

          if (strstr (row, "Uncertain:") != NULL)
            marked++;
          if (r == cases[c].row)
            assert_contains (row, cases[c].doubt);
        }
      g_assert_cmpuint (marked, ==, 1);
      if (cases[c].year == 4)
        {
          /* The uncertain card picked, the focus on the die. */
          ts_kingsburg_battle_entry_focus (TS_KINGSBURG_BATTLE_ENTRY (entry));
          press_digit (entry, 3);
          render ("kingsburg-battle-entry", window);
        }
      ts_ui_test_destroy_window (GTK_WINDOW (window));
    }
}

static GtkWidget *
button_labelled (GtkWidget *root, const char *label)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  collect (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0)
      return buttons->pdata[i];
  g_error ("no button “%s”", label);
}

static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_true (gtk_widget_activate (button));
  wait_a_moment ();
}

/* Correcting Y4-18 in the editor saves it in the user's data folder, the row says so, and
 * the next entry carries the values (the engine fights with them); Restore Printed Values
 * removes the correction. */
static void
test_correct_card (void)
{
  g_autofree TsKingsburgState *s = kt_battle_example (4);
  g_autofree TsKingsburgState *after = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tableside", "games",
                                            "kingsburg", "enemies.json", NULL);
  g_autofree char *saved = NULL;
  g_autofree char *row_text = NULL;
  g_autoptr (GPtrArray) spins = g_ptr_array_new ();
  g_autoptr (GPtrArray) switches = g_ptr_array_new ();
  GtkWidget *entry = ts_kingsburg_battle_entry_new ();
  GtkWidget *window = ts_ui_test_show_at_bottom (entry, 1024, 600);
  GtkWidget *editor;
  Submitted got = { 0 };

  g_signal_connect (entry, "submit", G_CALLBACK (submit_cb), &got);
  ts_kingsburg_battle_entry_set_state (TS_KINGSBURG_BATTLE_ENTRY (entry), s);
  ts_kingsburg_battle_entry_focus (TS_KINGSBURG_BATTLE_ENTRY (entry));
  press_digit (entry, 3);
  /* “Correct Values…” on the selected card. */
  click (button_labelled (entry, "_Correct Values…"));
  editor = GTK_WIDGET (ts_ui_test_find_toplevel (TS_TYPE_KINGSBURG_ENEMY_EDITOR));
  g_assert_nonnull (editor);
  ts_ui_test_present_and_wait (GTK_WINDOW (editor));
  g_free (row_text);
  row_text = texts (editor);
  assert_contains (row_text, "Uncertain: sources differ");
  collect (editor, GTK_TYPE_SPIN_BUTTON, spins);
  collect (editor, GTK_TYPE_SWITCH, switches);
  g_assert_cmpuint (spins->len, ==, 11); /* strength, 5 for a victory, 5 for a defeat */
  g_assert_cmpuint (switches->len, ==, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins->pdata[0]), ==, 6);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins->pdata[10]), ==, 4);
  g_assert_true (gtk_switch_get_active (switches->pdata[0]));
  /* The other list's values: a defeat costs 1 VP and no building, a victory gives 1 VP. */
  gtk_spin_button_set_value (spins->pdata[1], 1);
  gtk_spin_button_set_value (spins->pdata[6], 1);
  gtk_switch_set_active (switches->pdata[0], FALSE);
  render ("kingsburg-enemy-editor", editor);
  click (button_labelled (editor, "_Save"));
  g_assert_null (ts_ui_test_find_toplevel (TS_TYPE_KINGSBURG_ENEMY_EDITOR));
  /* The focus goes back to what is entered next: the King's die. */
  g_assert_true (TS_IS_DIE_SLOT (focus_of (entry)));
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  assert_contains (saved, "\"Y4-18\"");
  g_free (row_text);
  row_text = texts (GTK_WIDGET (card_row (entry, 2)));
  assert_contains (row_text, "Victory: 1 VP, 1 gold. Defeat: 1 VP, 4 goods of choice.");
  assert_contains (row_text, "Corrected for your box");

  /* The next entry carries the corrected values; the engine fights with them. */
  press_digit (entry, 2);
  press_enter (entry);
  g_assert_cmpuint (got.count, ==, 1);
  g_assert_cmpstr (s->data->enemies[got.entry.enemy].id, ==, "Y4-18");
  g_assert_true (got.entry.has_card);
  g_assert_cmpint (got.entry.card.victory.vp, ==, 1);
  g_assert_cmpint (got.entry.card.defeat.vp, ==, 1);
  g_assert_false (got.entry.card.defeat.building);
  applies (s, &got.entry, &after);
  g_assert_true (after->card_corrected);
  /* David (2 against 6) keeps his Crane: this box's card destroys no building. */
  g_assert_true (ts_kingsburg_has (&after->players[3], TS_KINGSBURG_B_CRANE));

  /* Restore Printed Values: the file goes, the row is the printed card again. */
  ts_kingsburg_battle_entry_set_state (TS_KINGSBURG_BATTLE_ENTRY (entry), s);
  ts_kingsburg_battle_entry_focus (TS_KINGSBURG_BATTLE_ENTRY (entry));
  press_digit (entry, 3);
  editor = ts_kingsburg_battle_entry_correct (TS_KINGSBURG_BATTLE_ENTRY (entry));
  ts_ui_test_present_and_wait (GTK_WINDOW (editor));
  click (button_labelled (editor, "_Restore Printed Values"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_free (row_text);
  row_text = texts (GTK_WIDGET (card_row (entry, 2)));
  g_assert_null (strstr (row_text, "Corrected for your box"));
  assert_contains (row_text, "Defeat: 4 goods of choice, a building.");
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A broken corrections file is said in the entry, with its path; the printed values are
 * used and the file stays as it is. */
static void
test_broken_corrections (void)
{
  g_autofree TsKingsburgState *s = kt_battle_example (4);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tableside", "games",
                                            "kingsburg", "enemies.json", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *shown = NULL, *kept = NULL;
  GtkWidget *entry = ts_kingsburg_battle_entry_new ();
  GtkWidget *window = ts_ui_test_show_at_bottom (entry, 1024, 600);
  Submitted got = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"format\": \"tableside-component-overrides\",",
                                      -1, NULL));
  g_signal_connect (entry, "submit", G_CALLBACK (submit_cb), &got);
  ts_kingsburg_battle_entry_set_state (TS_KINGSBURG_BATTLE_ENTRY (entry), s);
  shown = texts (entry);
  assert_contains (shown, "Your corrections in ");
  assert_contains (shown, path);
  assert_contains (shown, "The printed values are used.");
  ts_kingsburg_battle_entry_focus (TS_KINGSBURG_BATTLE_ENTRY (entry));
  press_digit (entry, 3);
  press_digit (entry, 2);
  press_enter (entry);
  g_assert_cmpuint (got.count, ==, 1);
  g_assert_false (got.entry.has_card);
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "{\"format\": \"tableside-component-overrides\",");
  g_assert_cmpint (g_unlink (path), ==, 0);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The rulebook's battle (KB-BAT-18's example) in words. */
static void
test_summary_example (void)
{
  g_autofree TsKingsburgState *s = kt_battle_example (1);
  GtkWidget *summary = ts_kingsburg_battle_summary_new ();
  GtkWidget *window = ts_ui_test_show_at_bottom (summary, 1024, 600);
  g_autofree char *text = NULL;

  text = ts_kingsburg_battle_summary_dup_text (TS_KINGSBURG_BATTLE_SUMMARY (summary));
  g_assert_cmpstr (text, ==, "No battle yet: the first is in the Winter of year 1.\n");
  kt_apply (s, "{\"type\":\"battle\",\"enemy\":\"Y1-03\",\"king\":1}");
  ts_kingsburg_battle_summary_set_state (TS_KINGSBURG_BATTLE_SUMMARY (summary), s);
  g_free (text);
  text = ts_kingsburg_battle_summary_dup_text (TS_KINGSBURG_BATTLE_SUMMARY (summary));
  g_assert_cmpstr (
      text, ==,
      "Battle of year 1: the Goblins (Y1-03), strength 3\n"
      "Victory: 1 stone. Defeat: 1 gold, a building.\n"
      "The King sent 1 soldier to every player.\n"
      "Ann ties with a combat value of 3\n"
      "0 soldiers of their own, 1 from the King, Palisade +1, Barricade +1.\n"
      "No reward and no penalty.\n"
      "Brian ties with a combat value of 3\n"
      "1 soldier of their own, 1 from the King, Guard Tower +1.\n"
      "No reward and no penalty.\n"
      "Cindy wins with a combat value of 4\n"
      "0 soldiers of their own, 1 from the King, Guard Tower +1, Blacksmith +1, Barricade +1.\n"
      "+1 stone (victory over the Goblins (Y1-03)); +1 VP (the highest combat value among the "
      "victors).\n"
      "David loses with a combat value of 2\n"
      "0 soldiers of their own, 1 from the King, Barricade +1.\n"
      "-1 VP (the Crane destroyed in battle).\n");
  render ("kingsburg-battle-summary", window);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/kingsburg/battle-entry/KB-BAT-01-05/keys", test_keys);
  g_test_add_func ("/kingsburg/battle-entry/uncertain-marked", test_uncertain_marked);
  g_test_add_func ("/kingsburg/battle-entry/KB-BAT-02-03/correct-card", test_correct_card);
  g_test_add_func ("/kingsburg/battle-entry/broken-corrections", test_broken_corrections);
  g_test_add_func ("/kingsburg/battle-summary/KB-BAT-18/example", test_summary_example);
  return g_test_run ();
}

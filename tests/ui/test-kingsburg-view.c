/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's table page on matches built by applying entries, as the table would: the
 * calendar, the court and the province sheets follow the state; influences, help choices and
 * builds through the page's own keys and clicks; a refusal shown in place with the state
 * unchanged; undo; every button named; the sheets made after the first frame (issue 29). The
 * form of each stage, PNGs and Last Battle are test-kingsburg-view-stages.c's. */
#include <string.h>

#include "kingsburg-view-ui-util.h"
#include "ts-kingsburg.h"
#include "kingsburg/ts-kingsburg-calendar.h"
#include "kingsburg/ts-kingsburg-court.h"
#include "kingsburg/ts-kingsburg-province.h"
#include "kingsburg/ts-kingsburg-roll-entry.h"
#include "ts-dice-entry.h"
#include "ts-filter-guard.h"
#include "ts-key-guard.h"
#include "ts-player-sheets.h"
#include "ts-row-number.h"
#include "ts-row-words.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"
#include "ts-tooltip.h"

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static const TsKingsburgState *
state_of (Table *table)
{
  return ts_match_get_state (table->match);
}

static void
apply_json (TsMatch    *match,
            const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (json, &error);
  g_autoptr(TsEntry) entry = NULL;

  g_assert_no_error (error);
  entry = ts_match_parse_entry (match, node, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_apply (match, entry, &error));
  g_assert_no_error (error);
}

static TsKingsburgCourt *
court_of (Table *table)
{
  return TS_KINGSBURG_COURT (ts_ui_test_find_child (GTK_WIDGET (table->view),
                                                    TS_TYPE_KINGSBURG_COURT));
}

/* What typing @text into the choices' filter line and pressing Enter does. */
static void
type_and_enter (Table      *table,
                const char *text)
{
  GtkWidget *search = ts_ui_test_find_child (GTK_WIDGET (choices_of (table)),
                                             GTK_TYPE_SEARCH_ENTRY);

  gtk_editable_set_text (GTK_EDITABLE (search), text);
  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
}

static void
collect_texts (GtkWidget *widget,
               GString   *texts)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  else if (TS_IS_ROW_WORDS (widget))
    g_string_append_printf (texts, "%s\n", ts_row_words_get_text (TS_ROW_WORDS (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

static void
click (GtkWidget *button)
{
  g_signal_emit_by_name (button, "clicked");
  ts_ui_test_spin ();
}

static TsKingsburgProvince *
province_of (Table *table,
             guint  player)
{
  return TS_KINGSBURG_PROVINCE (ts_ui_test_player_sheet (GTK_WIDGET (table->view),
                                                        TS_TYPE_KINGSBURG_PROVINCE, player));
}

/* A click that the engine refuses: the reason in place of the status line, the button
 * ringed, the match exactly as before. */
static void
assert_refused_click (Table      *table,
                      GtkWidget  *button,
                      const char *expected)
{
  g_autofree gpointer before = ts_kingsburg_state_copy (state_of (table));
  guint entries = ts_match_get_n_entries (table->match);

  click (button);
  g_assert_nonnull (ts_game_page_get_refusal (TS_GAME_PAGE (table->view)));
  g_assert_nonnull (strstr (ts_game_page_get_refusal (TS_GAME_PAGE (table->view)), expected));
  g_assert_true (ts_game_page_get_refused_widget (TS_GAME_PAGE (table->view)) == button);
  g_assert_true (gtk_widget_has_css_class (button, "kb-refused"));
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, entries);
  g_assert_true (ts_kingsburg_state_equal (before, state_of (table)));
}

static int
actor (Table *table)
{
  return ts_kingsburg_state_actor (state_of (table));
}

/* Year 1 of a 3-player game, Spring, through the page: the King's Aid and the help chosen
 * by typing, influences typed (advisor, then dice) and clicked, builds clicked and typed,
 * refusals in place, undo. */
static void
test_spring (void)
{
  Table table = { 0 };
  TsKingsburgCalendar *calendar;
  const TsKingsburgState *s;

  ts_ui_test_table_open (&table, new_match (3), 1024, 600, TS_TYPE_KINGSBURG_VIEW);
  calendar = TS_KINGSBURG_CALENDAR (ts_ui_test_find_child (GTK_WIDGET (table.view),
                                                           TS_TYPE_KINGSBURG_CALENDAR));
  s = state_of (&table);
  /* KB-YR-01, KB-AID-04: year 1 begins with the King's Aid, a good of each one's choice. */
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_AID_GOODS);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "choices");
  g_assert_cmpstr (ts_kingsburg_calendar_get_text (calendar), ==,
                   "Year 1 of 5, King's Aid (phase 1 of 8)");
  assert_focus_in_choices (&table);
  g_assert_cmpuint (ts_kingsburg_choices_get_n_shown (choices_of (&table)), ==, 3);
  type_and_enter (&table, "gold");
  g_assert_cmpuint (state_of (&table)->players[0].goods[TS_KINGSBURG_GOLD], ==, 1);
  /* One key, one entry: the entry handed the table on, nothing is chosen and no row looks
   * chosen (style.css, .nothing-chosen) until the next key or click. */
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (table.view), "nothing-chosen"));
  /* Ann's sheet: her counts, and the ledger behind them with the cause. */
  {
    TsKingsburgProvince *ann = province_of (&table, 0);
    GtkWidget *counts = ts_ui_test_find_child (GTK_WIDGET (ann), GTK_TYPE_MENU_BUTTON);
    g_autoptr(GString) texts = g_string_new (NULL);
    GtkWidget *popover;

    g_assert_cmpstr (ts_kingsburg_province_get_counts (ann), ==,
                     "1 gold · 0 “+2” · 0 soldiers · 0 VP");
    gtk_menu_button_popup (GTK_MENU_BUTTON (counts));
    popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (counts)));
    ts_ui_test_spin ();
    g_assert_true (gtk_widget_get_visible (popover));
    collect_texts (popover, texts);
    gtk_test_widget_wait_for_draw (popover);
    ts_ui_test_spin ();
    /* The ledger's pages are made when it is first shown: the popover is sized with them. */
    g_assert_cmpint (gtk_widget_get_width (popover), >, 300);
    g_free (ts_ui_test_save_png (popover, "kingsburg-ledger-popover"));
    g_assert_nonnull (strstr (texts->str, "the King's Aid"));
    gtk_menu_button_popdown (GTK_MENU_BUTTON (counts));
    ts_ui_test_spin ();
  }
  type_and_enter (&table, "gold");
  type_and_enter (&table, "wood");
  s = state_of (&table);
  g_assert_cmpuint (s->players[1].goods[TS_KINGSBURG_GOLD], ==, 1);
  g_assert_cmpuint (s->players[2].goods[TS_KINGSBURG_WOOD], ==, 1);

  /* The dice through the roll form, typed in turn order (Ann, Brian, Cindy) and Enter; the
   * form has the focus. */
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_ROLL);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "roll");
  {
    GtkWidget *roll = ts_ui_test_find_child (GTK_WIDGET (table.view),
                                             TS_TYPE_KINGSBURG_ROLL_ENTRY);
    GtkWidget *focus = gtk_window_get_focus (table.window);

    g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, roll));
    for (const char *d = "556236134"; *d != '\0'; d++)
      g_assert_true (ts_dice_entry_press_key (TS_DICE_ENTRY (roll), GDK_KEY_0 + (*d - '0'), 0));
    /* Every slot filled: the focus is on the form's button, which Enter activates. */
    focus = gtk_window_get_focus (table.window);
    g_assert_true (GTK_IS_BUTTON (focus) && gtk_widget_is_ancestor (focus, roll));
    g_assert_true (gtk_widget_activate (focus));
    for (gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;
         state_of (&table)->stage == TS_KINGSBURG_STAGE_ROLL && g_get_monotonic_time () < end;)
      g_main_context_iteration (NULL, FALSE);
    ts_ui_test_spin ();
  }
  s = state_of (&table);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_INFLUENCE);
  g_assert_cmpstr (ts_kingsburg_calendar_get_text (calendar), ==,
                   "Year 1 of 5, Spring (phase 2 of 8)");
  /* KB-ORD-04: the lowest sum first: Cindy (8), Brian (11), Ann (16). */
  g_assert_cmpint (s->order[0], ==, 2);
  g_assert_cmpint (actor (&table), ==, 2);
  assert_focus_in_choices (&table);
  /* The advisors Cindy can reach are lit: 1, 3, 4, 5, 7, 8 with 1, 3, 4. */
  g_assert_true (gtk_widget_has_css_class (ts_kingsburg_court_get_button (court_of (&table), 5),
                                           "kb-lit"));
  g_assert_false (gtk_widget_has_css_class (ts_kingsburg_court_get_button (court_of (&table), 6),
                                            "kb-lit"));
  /* Two ways to the Merchant (4, or 1 + 3): a click narrows the list to them, the keyboard
   * on the first, and chooses nothing. */
  click (ts_kingsburg_court_get_button (court_of (&table), 4));
  g_assert_cmpuint (state_of (&table)->occupied[4], ==, 0);
  g_assert_cmpuint (ts_kingsburg_choices_get_n_shown (choices_of (&table)), ==, 2);
  g_assert_true (GTK_IS_LIST_BOX_ROW (gtk_window_get_focus (table.window)));

  /* Issue 24: Enter on the empty filter line passes nobody (the pass is listed last) and
   * says how to choose; "12 4" with dice 1, 3, 4 says why nothing is shown, as a click on
   * the Duchess would; "pass" finds the pass alone. */
  {
    TsKingsburgChoices *choices = choices_of (&table);
    guint n = ts_match_get_n_entries (table.match);

    type_and_enter (&table, "");
    g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
    g_assert_true (g_str_has_prefix (ts_kingsburg_choices_get_message (choices),
                                     "Nothing is chosen"));
    type_and_enter (&table, "12 4");
    g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
    g_assert_cmpuint (ts_kingsburg_choices_get_n_shown (choices), ==, 0);
    g_assert_cmpstr (ts_kingsburg_choices_get_message (choices), ==,
                     "Your dice add up to 8, and the Duchess takes exactly 12.");
    ts_kingsburg_choices_set_filter (choices, "pass");
    g_assert_cmpuint (ts_kingsburg_choices_get_n_shown (choices), ==, 1);
    g_assert_cmpint (((const TsKingsburgEntry *) ts_entry_get_data (
                          ts_kingsburg_choices_get_first_shown (choices)))->type,
                     ==, TS_KINGSBURG_ENTRY_PASS);
    ts_kingsburg_choices_set_filter (choices, "");
    g_assert_cmpint (((const TsKingsburgEntry *) ts_entry_get_data (
                          ts_kingsburg_choices_get_first_shown (choices)))->type,
                     !=, TS_KINGSBURG_ENTRY_PASS);
  }
  /* Typed: the Merchant (4) with the die showing 4. */
  type_and_enter (&table, "4 4");
  s = state_of (&table);
  g_assert_cmpuint (s->occupied[4], ==, 1u << 2);
  g_assert_cmpuint (s->player_dice[4][2], ==, 1u << 2);
  /* Clicked: the Treasurer (8), which Brian's 2 + 6 alone reach, is taken at once. */
  g_assert_cmpint (actor (&table), ==, 1);
  click (ts_kingsburg_court_get_button (court_of (&table), 8));
  g_assert_null (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
  g_assert_cmpuint (state_of (&table)->occupied[8], ==, 1u << 1);
  /* Ann cannot make 4 with 5, 5, 6, and the Merchant is Cindy's: refused, nothing changes. */
  g_assert_cmpint (actor (&table), ==, 0);
  assert_refused_click (&table, ts_kingsburg_court_get_button (court_of (&table), 4),
                        "Merchant");
  /* The next action clears the refusal: the Wizard (16) with all three dice. */
  click (ts_kingsburg_court_get_button (court_of (&table), 16));
  g_assert_null (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
  g_assert_cmpuint (state_of (&table)->occupied[16], ==, 1u << 0);
  g_assert_false (gtk_widget_has_css_class (ts_kingsburg_court_get_button (court_of (&table), 4),
                                            "kb-refused"));
  /* Everyone passes (KB-INF-01): typed, or Ctrl+E's action. */
  type_and_enter (&table, "pass");
  g_assert_true ((state_of (&table)->players[2].passed));
  while (state_of (&table)->stage == TS_KINGSBURG_STAGE_INFLUENCE)
    {
      guint entries = ts_match_get_n_entries (table.match);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.end-turn", NULL));
      g_assert_cmpuint (ts_match_get_n_entries (table.match), >, entries);
    }

  /* KB-HLP-01: the Merchant asks Cindy: wood or gold. Passing is not a choice here: the
   * engine says what it waits for, in place. */
  {
    g_autofree gpointer before = ts_kingsburg_state_copy (state_of (&table));

    gtk_widget_activate_action (GTK_WIDGET (table.view), "game.end-turn", NULL);
    g_assert_nonnull (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
    g_assert_true (ts_kingsburg_state_equal (before, state_of (&table)));
  }
  s = state_of (&table);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_HELP);
  g_assert_cmpint (s->help_advisor, ==, 4);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "choices");
  g_assert_cmpuint (ts_kingsburg_choices_get_n_shown (choices_of (&table)), ==, 2);
  type_and_enter (&table, "gold");
  s = state_of (&table);
  g_assert_cmpuint (s->players[2].goods[TS_KINGSBURG_GOLD], ==, 1);
  g_assert_cmpuint (s->players[2].goods[TS_KINGSBURG_WOOD], ==, 1);
  /* The Treasurer and the Wizard need no choice. */
  g_assert_cmpuint (s->players[1].goods[TS_KINGSBURG_GOLD], ==, 3);
  g_assert_cmpuint (s->players[0].goods[TS_KINGSBURG_GOLD], ==, 5);

  /* Building, in turn order: the acting player's sheet is shown, buildable ones lit. */
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_BUILD);
  g_assert_cmpint (actor (&table), ==, 2);
  {
    TsKingsburgProvince *cindy = province_of (&table, 2);

    g_assert_true (ts_ui_test_player_sheet (GTK_WIDGET (table.view), TS_TYPE_KINGSBURG_PROVINCE,
                                            -1)
                   == GTK_WIDGET (cindy));
    g_assert_true (gtk_widget_has_css_class (
        ts_kingsburg_province_get_button (cindy, TS_KINGSBURG_B_INN), "kb-lit"));
    /* KB-BLD-04: the Chapel needs the Statue to its left. */
    assert_refused_click (&table,
                          ts_kingsburg_province_get_button (cindy, TS_KINGSBURG_B_CHAPEL),
                          "Statue");
    click (ts_kingsburg_province_get_button (cindy, TS_KINGSBURG_B_INN));
    g_assert_true (ts_kingsburg_has (&state_of (&table)->players[2], TS_KINGSBURG_B_INN));
    g_assert_true (gtk_widget_has_css_class (
        ts_kingsburg_province_get_button (cindy, TS_KINGSBURG_B_INN), "kb-built"));
  }
  /* Brian by key, Ann by a click on her sheet. */
  g_assert_cmpint (actor (&table), ==, 1);
  type_and_enter (&table, "statue");
  g_assert_true (ts_kingsburg_has (&state_of (&table)->players[1], TS_KINGSBURG_B_STATUE));
  g_assert_cmpint (actor (&table), ==, 0);
  click (ts_kingsburg_province_get_button (province_of (&table, 0), TS_KINGSBURG_B_STATUE));
  s = state_of (&table);
  g_assert_true (ts_kingsburg_has (&s->players[0], TS_KINGSBURG_B_STATUE));
  /* KB-YR-01: on to Summer's dice. */
  g_assert_cmpint (s->phase, ==, 4);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_ROLL);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "roll");

  /* Undo (the window's, Ctrl+Z): a toast says what was taken back; Ann's Statue is hers to
   * build again, lit on her sheet. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  ts_ui_test_spin ();
  {
    g_autoptr(GString) texts = g_string_new (NULL);

    /* The passes with dice left had toasts of their own: this one may come after them. */
    for (gint64 end = g_get_monotonic_time () + 15 * G_USEC_PER_SEC;
         g_get_monotonic_time () < end;)
      {
        g_string_truncate (texts, 0);
        collect_texts (GTK_WIDGET (table.window), texts);
        if (strstr (texts->str, "Undone: Ann builds the Statue for 2 gold.") != NULL)
          break;
        g_main_context_iteration (NULL, FALSE);
      }
    g_assert_nonnull (strstr (texts->str, "Undone: Ann builds the Statue for 2 gold."));
  }
  s = state_of (&table);
  g_assert_cmpint (s->stage, ==, TS_KINGSBURG_STAGE_BUILD);
  g_assert_false (ts_kingsburg_has (&s->players[0], TS_KINGSBURG_B_STATUE));
  g_assert_true (gtk_widget_has_css_class (
      ts_kingsburg_province_get_button (province_of (&table, 0), TS_KINGSBURG_B_STATUE),
      "kb-lit"));
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "choices");

  /* Alt+2, Alt+3, Alt+1: the history in words, the scores, and back to the table with the
   * focus where the next decision goes. */
  {
    g_autoptr(GString) texts = g_string_new (NULL);
    AdwViewStack *pages = ADW_VIEW_STACK (ts_ui_test_find_child (GTK_WIDGET (table.view),
                                                                 ADW_TYPE_VIEW_STACK));

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.show-history",
                                               NULL));
    ts_ui_test_spin ();
    g_assert_cmpstr (adw_view_stack_get_visible_child_name (pages), ==, "history");
    collect_texts (adw_view_stack_get_visible_child (pages), texts);
    g_assert_nonnull (strstr (texts->str, "Cindy builds the Inn for 1 gold, 1 wood."));
    save_png (&table, "kingsburg-view-history");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.show-scores",
                                               NULL));
    ts_ui_test_spin ();
    g_assert_cmpstr (adw_view_stack_get_visible_child_name (pages), ==, "scores");
    save_png (&table, "kingsburg-view-scores");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.show-table",
                                               NULL));
    ts_ui_test_spin ();
    assert_focus_in_choices (&table);
  }

  /* KB-ORD-02, KB-BDG-01: Ann builds her Statue again; Summer's dice all show 5, so Brian and
   * Ann (each with a Statue) decide on a reroll. Enter on the empty filter records nothing
   * and says how to choose a reroll, not an advisor. */
  click (ts_kingsburg_province_get_button (province_of (&table, 0), TS_KINGSBURG_B_STATUE));
  g_assert_cmpint (state_of (&table)->stage, ==, TS_KINGSBURG_STAGE_ROLL);
  {
    GtkWidget *roll = ts_ui_test_find_child (GTK_WIDGET (table.view),
                                             TS_TYPE_KINGSBURG_ROLL_ENTRY);
    guint n;

    for (guint d = 0; d < 9; d++)
      g_assert_true (ts_dice_entry_press_key (TS_DICE_ENTRY (roll), GDK_KEY_5, 0));
    g_assert_true (gtk_widget_activate (gtk_window_get_focus (table.window)));
    /* The form records on its next turn of the main loop; the bound is a failure's only. */
    for (gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
         state_of (&table)->stage == TS_KINGSBURG_STAGE_ROLL && g_get_monotonic_time () < end;)
      g_main_context_iteration (NULL, FALSE);
    ts_ui_test_spin ();
    g_assert_cmpint (state_of (&table)->stage, ==, TS_KINGSBURG_STAGE_REROLL);
    n = ts_match_get_n_entries (table.match);
    type_and_enter (&table, "");
    g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
    g_assert_cmpstr (ts_kingsburg_choices_get_message (choices_of (&table)), ==,
                     "Nothing is chosen: pick a reroll with the arrows or type its die and new "
                     "number, or “pass” (Ctrl+E) to keep your dice.");
  }
  ts_ui_test_table_close (&table);
}

/* The key guard says when it is armed ("armed", notified): an entry arms it, a shortcut of
 * another key (the players' own choice) disarms it. */
static void
test_guard_armed (void)
{
  GtkWidget *widget = g_object_ref_sink (gtk_label_new (NULL));
  g_autoptr(TsKeyGuard) guard = ts_key_guard_new (widget);
  guint notified = 0;

  g_signal_connect (guard, "notify::armed", G_CALLBACK (count_notify), &notified);
  g_assert_false (ts_key_guard_get_armed (guard));
  ts_key_guard_arm (guard);
  g_assert_true (ts_key_guard_get_armed (guard));
  g_assert_cmpuint (notified, ==, 1);
  ts_key_guard_arm (guard);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (ts_key_guard_allow_shortcut (guard, "<Control>b"));
  g_assert_false (ts_key_guard_get_armed (guard));
  g_assert_cmpuint (notified, ==, 2);
  g_clear_object (&guard);
  g_object_unref (widget);
}

/* Every button and row has a name a screen reader can say; the page is finalized with its
 * window (the template guard, for this page). */
static void
assert_named (GtkWidget *widget,
              guint     *n_checked)
{
  if (GTK_IS_WINDOW_CONTROLS (widget))
    return;
  if (G_OBJECT_TYPE (widget) == GTK_TYPE_BUTTON || G_OBJECT_TYPE (widget) == GTK_TYPE_MENU_BUTTON
      || G_OBJECT_TYPE (widget) == GTK_TYPE_LIST_BOX_ROW)
    {
      const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                                                 : NULL;

      if (label == NULL && ts_tooltip_get (widget) == NULL
          && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("a %s in %s has no name", G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
      (*n_checked)++;
      if (GTK_IS_MENU_BUTTON (widget))
        return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_named (child, n_checked);
}

static guint
count_provinces (GtkWidget *widget)
{
  guint n = TS_IS_KINGSBURG_PROVINCE (widget) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n += count_provinces (c);
  return n;
}

typedef struct
{
  GtkWidget *window;
  guint at_first_frame; /* provinces made when the first frame was painted */
  gboolean painted;
} FirstFrame;

static void
first_frame_cb (GdkFrameClock *clock,
                FirstFrame    *seen)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, seen);
  seen->at_first_frame = count_provinces (seen->window);
  seen->painted = TRUE;
}

/* Issue 29: the table's first frame has only the province shown; the others are made after
 * it, each up to date, and one shown before then is made at once. */
static void
test_sheets_made_later (void)
{
  TsMatch *match = new_match (4);
  FirstFrame seen = { 0 };
  GtkWidget *view;
  GtkWidget *stack;

  /* Ann took her gold (KB-AID): Brian decides now, his sheet is the one shown. */
  apply_json (match, "{\"type\": \"goods\", \"player\": 0, \"goods\": [\"gold\"]}");
  seen.window = GTK_WIDGET (ts_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (seen.window), 1024, 600);
  ts_window_show_match (TS_WINDOW (seen.window), match);
  gtk_window_present (GTK_WINDOW (seen.window));
  g_signal_connect (gtk_widget_get_frame_clock (seen.window), "after-paint",
                    G_CALLBACK (first_frame_cb), &seen);
  while (!seen.painted)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (seen.at_first_frame, ==, 1);
  view = ts_ui_test_find_child (seen.window, TS_TYPE_KINGSBURG_VIEW);
  g_assert_cmpstr (ts_kingsburg_province_get_counts (TS_KINGSBURG_PROVINCE (
                       ts_ui_test_player_sheet (view, TS_TYPE_KINGSBURG_PROVINCE, -1))),
                   ==, "no goods · 0 “+2” · 0 soldiers · 0 VP");
  /* David's shown before the idles made it: made there and then. */
  stack = gtk_widget_get_ancestor (ts_ui_test_find_child (view, TS_TYPE_KINGSBURG_PROVINCE),
                                   GTK_TYPE_STACK);
  gtk_stack_set_visible_child (GTK_STACK (stack),
                               ts_player_sheets_get_page (GTK_STACK (stack), 3));
  g_assert_nonnull (adw_bin_get_child (ADW_BIN (ts_player_sheets_get_page (GTK_STACK (stack),
                                                                             3))));
  ts_ui_test_spin ();
  g_assert_cmpuint (count_provinces (seen.window), ==, 4);
  g_assert_cmpstr (ts_kingsburg_province_get_counts (TS_KINGSBURG_PROVINCE (
                       ts_ui_test_player_sheet (view, TS_TYPE_KINGSBURG_PROVINCE, 0))),
                   ==, "1 gold · 0 “+2” · 0 soldiers · 0 VP");
  ts_ui_test_destroy_window (GTK_WINDOW (seen.window));
  g_object_unref (match);
}

static void
test_names (void)
{
  Table table = { 0 };
  gpointer view;
  guint checked = 0;

  ts_ui_test_table_open (&table, new_match (4), 1024, 600, TS_TYPE_KINGSBURG_VIEW);
  apply_json (table.match, "{\"type\":\"goods\",\"player\":0,\"goods\":[\"gold\"]}");
  ts_ui_test_spin ();
  assert_named (GTK_WIDGET (table.view), &checked);
  /* 18 advisors, 4 × 20 buildings, the 3 rows of the next player's aid, the header's 4. */
  g_assert_cmpuint (checked, >=, 18 + 80 + 3 + 4);
  g_assert_nonnull (strstr (ts_tooltip_get (
                                ts_kingsburg_court_get_button (court_of (&table), 9)),
                            "1 gold, 1 wood or 1 wood, 1 stone"));
  view = table.view;
  g_object_add_weak_pointer (G_OBJECT (view), &view);
  ts_ui_test_table_close (&table);
  g_assert_null (view);
}

/* Where nothing else is typed as a number (the King's Aid's goods, an advisor's help, the
 * buildings), the rows carry the digits 1-9 and a digit on the empty line takes its row as
 * Enter on it does; a digit no row has takes nothing and says so. Where an advisor's number
 * and dice are typed, the rows have no digits and a digit goes to the line. */
static void
test_row_digits (void)
{
  Table table = { 0 };
  GtkWidget *search, *guard;
  GtkListBox *list;
  GtkListBoxRow *row;
  g_autofree char *words = NULL;
  guint n;

  ts_ui_test_table_open (&table, new_match (3), 1024, 600, TS_TYPE_KINGSBURG_VIEW);
  search = ts_ui_test_find_child (GTK_WIDGET (choices_of (&table)), GTK_TYPE_SEARCH_ENTRY);
  list = GTK_LIST_BOX (ts_ui_test_find_child (GTK_WIDGET (choices_of (&table)),
                                              GTK_TYPE_LIST_BOX));
  guard = ts_ui_test_find_type (GTK_WIDGET (choices_of (&table)), TS_TYPE_FILTER_GUARD);
  g_assert_cmpint (state_of (&table)->stage, ==, TS_KINGSBURG_STAGE_AID_GOODS);
  /* KB-AID-04: three goods, numbered 1 to 3; the line says a number picks. */
  {
    g_autofree char *prompt = NULL;

    g_object_get (search, "placeholder-text", &prompt, NULL);
    g_assert_cmpstr (prompt, ==, "A row's number, or words");
  }
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (ts_row_number_get (gtk_list_box_get_row_at_index (list, (int) i)), ==,
                      i + 1);
  n = ts_match_get_n_entries (table.match);
  g_assert_true (ts_ui_test_press_key (search, GDK_KEY_9));
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
  g_assert_cmpstr (ts_filter_guard_get_text (TS_FILTER_GUARD (guard)), ==,
                   "No choice matches “9”.");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "");
  row = ts_row_number_find (list, 2);
  words = g_strdup (ts_row_number_get_text (row));
  g_assert_true (ts_ui_test_press_key (search, GDK_KEY_2));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n + 1);
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (table.match, n)), ==, words);

  /* The influence: no digits on the rows; "8" goes to the line, as an advisor's number. */
  apply_json (table.match, "{\"type\": \"goods\", \"player\": 1, \"goods\": [\"gold\"]}");
  apply_json (table.match, "{\"type\": \"goods\", \"player\": 2, \"goods\": [\"gold\"]}");
  apply_json (table.match, "{\"type\": \"roll\", \"dice\": [[5, 5, 6], [2, 3, 6], [1, 3, 4]]}");
  ts_ui_test_spin ();
  g_assert_cmpint (state_of (&table)->stage, ==, TS_KINGSBURG_STAGE_INFLUENCE);
  list = GTK_LIST_BOX (ts_ui_test_find_child (GTK_WIDGET (choices_of (&table)),
                                              GTK_TYPE_LIST_BOX));
  g_assert_cmpuint (ts_row_number_get (gtk_list_box_get_row_at_index (list, 0)), ==, 0);
  {
    g_autofree char *prompt = NULL;

    g_object_get (search, "placeholder-text", &prompt, NULL);
    g_assert_cmpstr (prompt, ==, "Advisor number, then dice (“8 5 3”), or words");
  }
  n = ts_match_get_n_entries (table.match);
  g_assert_false (ts_ui_test_press_key (search, GDK_KEY_8));
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
  ts_ui_test_table_close (&table);
}

int
main (int    argc,
      char **argv)
{
  kingsburg_view_init (&argc, &argv);
  g_test_add_func ("/kingsburg-view/spring", test_spring);
  g_test_add_func ("/kingsburg-view/row-digits", test_row_digits);
  g_test_add_func ("/kingsburg-view/guard-armed", test_guard_armed);
  g_test_add_func ("/kingsburg-view/names", test_names);
  g_test_add_func ("/kingsburg-view/sheets-made-later", test_sheets_made_later);
  return g_test_run ();
}

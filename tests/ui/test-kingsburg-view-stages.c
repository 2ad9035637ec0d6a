/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's table page at the states random play reaches: the form of each stage and the
 * decisions' list; Last Battle disabled (and so reported) until the first battle (issue 30);
 * the players' marks with their colours; PNGs at 1024x600, light and dark, 2 to 5 players. */
#include <string.h>

#include "kingsburg-view-ui-util.h"
#include "ts-kingsburg.h"
#include "kingsburg/ts-kingsburg-calendar.h"
#include "kingsburg/ts-kingsburg-court.h"
#include "kingsburg/ts-kingsburg-province.h"
#include "ts-player-sheets.h"
#include "ts-row-words.h"
#include "ts-ui-test-util.h"

/* Random legal entries and table events (seeded) until @done says stop; FALSE if the game
 * ended first. */
static gboolean
play_until (TsMatch *match,
            guint    seed,
            gboolean (*done) (const TsKingsburgState *s, gconstpointer data),
            gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (guint step = 0; step < 5000; step++)
    {
      const TsKingsburgState *s = ts_match_get_state (match);
      TsKingsburgEntry e;
      g_autoptr(TsEntry) entry = NULL;
      g_autoptr(GError) error = NULL;

      if (done (s, data))
        return TRUE;
      if (s->stage == TS_KINGSBURG_STAGE_OVER || !ts_kingsburg_random_entry (s, rand, &e))
        return FALSE;
      entry = ts_entry_new_take (&ts_kingsburg_module, g_memdup2 (&e, sizeof e));
      g_assert_true (ts_match_apply (match, entry, &error));
      g_assert_no_error (error);
    }
  return FALSE;
}

static gboolean
at_stage (const TsKingsburgState *s,
          gconstpointer           data)
{
  return s->stage == GPOINTER_TO_UINT (data);
}

/* Each stage shows its form; the decisions' list holds every legal entry (the Chapel's
 * rerolls typed instead). */
static void
test_stage_forms (void)
{
  static const struct
  {
    TsKingsburgStage stage;
    const char *form;
  } stages[] = {
    { TS_KINGSBURG_STAGE_AID_GOODS, "choices" },  { TS_KINGSBURG_STAGE_ROLL, "roll" },
    { TS_KINGSBURG_STAGE_REROLL, "choices" },     { TS_KINGSBURG_STAGE_INFLUENCE, "choices" },
    { TS_KINGSBURG_STAGE_HELP, "choices" },       { TS_KINGSBURG_STAGE_BUILD, "choices" },
    { TS_KINGSBURG_STAGE_TOWN_HALL, "choices" },  { TS_KINGSBURG_STAGE_RECRUIT, "choices" },
    { TS_KINGSBURG_STAGE_BATTLE, "battle" },      { TS_KINGSBURG_STAGE_BATTLE_GOODS, "choices" },
    { TS_KINGSBURG_STAGE_OVER, "over" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (stages); i++)
    {
      Table table = { 0 };
      g_autoptr(TsMatch) match = NULL;
      gboolean reached = FALSE;

      for (guint seed = 1; seed <= 60 && !reached; seed++)
        {
          g_clear_object (&match);
          match = new_match (2 + seed % 4);
          if (stages[i].stage == TS_KINGSBURG_STAGE_OVER)
            {
              play_until (match, seed, at_stage, GUINT_TO_POINTER (TS_KINGSBURG_N_ENTRY_TYPES));
              reached = ts_match_get_finished (match);
            }
          else
            reached = play_until (match, seed, at_stage, GUINT_TO_POINTER (stages[i].stage));
        }
      g_test_message ("stage %u reached: %d", stages[i].stage, reached);
      g_assert_true (reached);
      ts_ui_test_table_open (&table, g_steal_pointer (&match), 1024, 600, TS_TYPE_KINGSBURG_VIEW);
      g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, stages[i].form);
      {
        g_autofree char *name = g_strdup_printf ("kingsburg-view-stage-%02u", stages[i].stage);

        save_png (&table, name);
      }
      if (g_strcmp0 (stages[i].form, "choices") == 0)
        {
          GListModel *legal = ts_match_get_legal_entries (table.match);
          guint listed = 0, n = g_list_model_get_n_items (legal);
          g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
          gboolean chapel = FALSE;

          for (guint k = 0; k < n; k++)
            {
              g_autoptr(TsEntry) entry = g_list_model_get_item (legal, k);
              const TsKingsburgEntry *e = ts_entry_get_data (entry);

              if (e->type == TS_KINGSBURG_ENTRY_REROLL && e->building == TS_KINGSBURG_B_CHAPEL)
                chapel = TRUE;
              else
                listed += g_hash_table_add (seen, (gpointer) ts_entry_get_description (entry));
            }
          /* Every legal entry is a row, but for two that read the same (equal dice). */
          g_assert_cmpuint (n, >, 0);
          g_assert_cmpuint (ts_kingsburg_choices_get_n_shown (choices_of (&table)), ==, listed);
          g_assert_cmpint (ts_kingsburg_choices_has_chapel (choices_of (&table)), ==, chapel);
          assert_focus_in_choices (&table);
        }
      if (stages[i].stage == TS_KINGSBURG_STAGE_BATTLE_GOODS)
        {
          /* The battle just fought is one click away, and its button draws the eye. */
          GtkWidget *last = gtk_widget_get_next_sibling (
              ts_ui_test_find_child (GTK_WIDGET (table.view), TS_TYPE_KINGSBURG_CALENDAR));

          g_assert_true (GTK_IS_MENU_BUTTON (last));
          g_assert_true (gtk_widget_has_css_class (last, "suggested-action"));
          g_assert_true (gtk_widget_get_sensitive (last));
        }
      if (g_strcmp0 (stages[i].form, "over") == 0)
        /* The game is over: Enter opens the final scoring. */
        g_assert_true (GTK_IS_BUTTON (gtk_window_get_focus (table.window)));
      ts_ui_test_table_close (&table);
    }
}

static gboolean
at_year_influence (const TsKingsburgState *s,
                   gconstpointer           data)
{
  return s->year == GPOINTER_TO_UINT (data) && s->stage == TS_KINGSBURG_STAGE_INFLUENCE
         && ts_kingsburg_state_actor (s) == s->order[s->n_players - 1];
}

/* PNGs at 1024x600: a new 3-player game, a late 5-player game in light and dark, a 2-player
 * game with its neutral dice. Everything fits: nothing is cut off the window. */
static void
test_pngs (void)
{
  static const struct
  {
    guint players, year;
    gboolean dark;
    const char *name;
  } shots[] = {
    { 3, 0, FALSE, "kingsburg-view-3p-new" },
    { 5, 4, FALSE, "kingsburg-view-5p-late" },
    { 5, 4, TRUE, "kingsburg-view-5p-late-dark" },
    { 2, 2, FALSE, "kingsburg-view-2p" },
    { 2, 2, TRUE, "kingsburg-view-2p-dark" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      Table table = { 0 };
      TsMatch *match = new_match (shots[i].players);

      if (shots[i].year > 0)
        {
          gboolean reached = FALSE;

          for (guint seed = 1; seed < 40 && !reached; seed++)
            {
              g_clear_object (&match);
              match = new_match (shots[i].players);
              reached = play_until (match, seed * 7, at_year_influence,
                                    GUINT_TO_POINTER (shots[i].year));
            }
          g_assert_true (reached);
        }
      ts_ui_test_force_dark (shots[i].dark);
      ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_KINGSBURG_VIEW);
      /* The page asks for no more than the small screen gives. */
      ts_ui_test_table_shoot (&table, shots[i].name);
      ts_ui_test_table_close (&table);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

static gboolean
dice_on_advisors (const TsKingsburgState *s,
                  gconstpointer           data)
{
  guint32 occupied = 0;

  for (guint n = 1; n <= TS_KINGSBURG_N_ADVISORS; n++)
    occupied |= s->occupied[n];
  return s->stage == TS_KINGSBURG_STAGE_INFLUENCE && occupied != 0;
}

/* A label whose text starts with @prefix, or (NULL) whose markup has chips. */
static gboolean
is_label (GtkWidget    *widget,
          gconstpointer prefix)
{
  if (TS_IS_ROW_WORDS (widget))
    return prefix != NULL
               ? g_str_has_prefix (ts_row_words_get_text (TS_ROW_WORDS (widget)), prefix)
               : ts_row_words_get_markup (TS_ROW_WORDS (widget)) != NULL
                     && strstr (ts_row_words_get_markup (TS_ROW_WORDS (widget)), "background=")
                            != NULL;
  return GTK_IS_LABEL (widget)
         && (prefix != NULL ? g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix)
                            : strstr (gtk_label_get_label (GTK_LABEL (widget)), "background=")
                                  != NULL);
}

/* The markup of the label under @root that is_label() finds, which must be there. */
static const char *
markup_under (GtkWidget  *root,
              const char *prefix)
{
  GtkWidget *label = ts_ui_test_find (root, is_label, prefix);

  g_assert_nonnull (label);
  return TS_IS_ROW_WORDS (label) ? ts_row_words_get_markup (TS_ROW_WORDS (label))
                                 : gtk_label_get_label (GTK_LABEL (label));
}

static void
assert_has_mark (const char *markup,
                 const char *mark)
{
  g_autofree char *chip = g_strdup_printf ("weight=\"bold\"> %s </span>", mark);

  if (strstr (markup, chip) == NULL)
    g_error ("no mark %s in %s", mark, markup);
}

/* Wherever a player's colour stands for them, their mark is on it: their dice on the court's
 * advisors and on their sheet, their square in the turn order ("A"; "Br" and "Be", who share
 * an initial). */
static void
test_marks (void)
{
  static const char *const names[] = { "Ann", "Brian", "Bella" };
  static const char *const marks[] = { "A", "Br", "Be" };
  Table table = { 0 };
  TsMatch *match = ts_ui_test_new_match (&ts_kingsburg_module, names, 3, NULL);
  const TsKingsburgState *s;
  GtkWidget *court, *province;
  const char *order;
  int actor;

  g_assert_true (play_until (match, 3, dice_on_advisors, NULL));
  ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_KINGSBURG_VIEW);
  s = ts_match_get_state (table.match);
  court = ts_ui_test_find_child (GTK_WIDGET (table.view), TS_TYPE_KINGSBURG_COURT);
  for (guint n = 1; n <= TS_KINGSBURG_N_ADVISORS; n++)
    for (guint p = 0; p < s->n_players; p++)
      if ((s->occupied[n] >> p) & 1u)
        assert_has_mark (markup_under (ts_kingsburg_court_get_button (
                                           TS_KINGSBURG_COURT (court), n),
                                       NULL),
                         marks[p]);
  order = markup_under (ts_ui_test_find_child (GTK_WIDGET (table.view),
                                               TS_TYPE_KINGSBURG_CALENDAR),
                        "Order:");
  for (guint p = 0; p < s->n_players; p++)
    assert_has_mark (order, marks[p]);
  /* The sheet shown is the actor's, with their dice this season. */
  actor = ts_kingsburg_state_actor (s);
  g_assert_cmpint (actor, >=, 0);
  province = ts_ui_test_find_child (GTK_WIDGET (table.view), TS_TYPE_KINGSBURG_PROVINCE);
  province = ts_player_sheets_get_page (GTK_STACK (gtk_widget_get_ancestor (province,
                                                                            GTK_TYPE_STACK)),
                                        actor);
  g_assert_nonnull (province);
  assert_has_mark (markup_under (province, "Dice:"), marks[actor]);
  ts_ui_test_table_close (&table);
}

static gboolean
after_a_battle (const TsKingsburgState *s,
                gconstpointer           data)
{
  return s->last_enemy >= 0 && s->stage != TS_KINGSBURG_STAGE_BATTLE_GOODS;
}

/* Tab from the first stop of the page round to it again: whether @widget is met. */
static gboolean
tab_reaches (Table     *table,
             GtkWidget *widget)
{
  GtkWidget *first;

  gtk_root_set_focus (GTK_ROOT (table->window), NULL);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table->window), GTK_DIR_TAB_FORWARD));
  first = gtk_root_get_focus (GTK_ROOT (table->window));
  for (guint n = 0; n < 500; n++)
    {
      if (ts_ui_test_focus_in (table->window, widget))
        return TRUE;
      /* Past the last stop, round again from the first, as Tab does. */
      if (!gtk_widget_child_focus (GTK_WIDGET (table->window), GTK_DIR_TAB_FORWARD))
        {
          gtk_root_set_focus (GTK_ROOT (table->window), NULL);
          gtk_widget_child_focus (GTK_WIDGET (table->window), GTK_DIR_TAB_FORWARD);
        }
      if (gtk_root_get_focus (GTK_ROOT (table->window)) == first)
        return FALSE;
    }
  g_error ("Tab never came round");
}

/* Issue 30: Last Battle before the first battle is greyed out, passed by Tab, and so reported:
 * its toggle (what a screen reader meets) disabled too, not only the menu button around it
 * (GTK 4.8 reads a widget's own flag). After a battle it is enabled and a Tab stop. */
static void
test_last_battle_state (void)
{
  for (guint round = 0; round < 2; round++)
    {
      Table table = { 0 };
      TsMatch *match = new_match (3);
      GtkWidget *button, *toggle;
      g_autofree char *disabled = NULL;
      gboolean usable = round == 1;

      for (guint seed = 1; usable && !play_until (match, seed, after_a_battle, NULL); seed++)
        {
          g_assert_cmpuint (seed, <, 40);
          g_object_unref (match);
          match = new_match (3);
        }
      ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_KINGSBURG_VIEW);
      button = gtk_widget_get_next_sibling (
          ts_ui_test_find_child (GTK_WIDGET (table.view), TS_TYPE_KINGSBURG_CALENDAR));
      g_assert_true (GTK_IS_MENU_BUTTON (button));
      toggle = ts_ui_test_find_child (button, GTK_TYPE_TOGGLE_BUTTON);
      g_assert_nonnull (toggle);
      g_assert_cmpint (gtk_widget_is_sensitive (button), ==, usable);
      disabled = gtk_test_accessible_check_state (GTK_ACCESSIBLE (toggle),
                                                  GTK_ACCESSIBLE_STATE_DISABLED, !usable);
      if (disabled != NULL)
        g_error ("Last Battle's toggle is reported disabled = %s", disabled);
      g_assert_cmpint (gtk_widget_get_sensitive (toggle), ==, usable);
      g_assert_cmpint (tab_reaches (&table, button), ==, usable);
      gtk_window_set_focus_visible (table.window, TRUE);
      ts_ui_test_redraw (GTK_WIDGET (table.window));
      save_png (&table,
                usable ? "kingsburg-view-last-battle-on" : "kingsburg-view-last-battle-off");
      ts_ui_test_table_close (&table);
    }
}

int
main (int    argc,
      char **argv)
{
  kingsburg_view_init (&argc, &argv);
  g_test_add_func ("/kingsburg-view/stage-forms", test_stage_forms);
  g_test_add_func ("/kingsburg-view/pngs", test_pngs);
  g_test_add_func ("/kingsburg-view/last-battle-state", test_last_battle_state);
  g_test_add_func ("/kingsburg-view/marks", test_marks);
  return g_test_run ();
}

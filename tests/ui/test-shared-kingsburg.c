/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared views on a game that is not The Castles of Burgundy: a whole 5-player Kingsburg
 * match played through TsMatch with random legal entries, then the score page (its table
 * against the engine's breakdown, the VP chart, the exported sheet), the history (every
 * entry in words, a decision corrected through the legal list, a roll that can only be
 * removed) and a player's ledger (goods, soldiers, "+2" tokens). */
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts-kingsburg.h"
#include "ts-game-views.h"
#include "ts-history.h"
#include "ts-player-ledger.h"
#include "ts-score-page.h"
#include "ts-score-sheet.h"
#include "ts-score-table.h"
#include "ts-vp-chart.h"
#include "ts-ui-test-util.h"

extern const TsGameModule ts_kingsburg_module;

#define N_PLAYERS 5

static TsMatch *match;

static TsMatch *
play_match (guint seed,
            guint max_entries)
{
  static const char *players_json = "[{\"name\": \"Ana\", \"color\": \"red\"},"
                                    " {\"name\": \"Bruno\", \"color\": \"blue\"},"
                                    " {\"name\": \"Carla\", \"color\": \"green\"},"
                                    " {\"name\": \"Daniel\", \"color\": \"yellow\"},"
                                    " {\"name\": \"Eva\", \"color\": \"white\"}]";
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  TsKingsburgEntry e;
  TsMatch *played;

  g_assert_true (json_parser_load_from_data (parser, players_json, -1, &error));
  played = ts_match_new (&ts_kingsburg_module, "Kingsburg night",
                         json_node_get_array (json_parser_get_root (parser)), NULL, NULL,
                         &error);
  g_assert_no_error (error);
  for (guint i = 0; i < max_entries
                    && ts_kingsburg_random_entry (ts_match_get_state (played), rand, &e);
       i++)
    {
      g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_kingsburg_module,
                                                    g_memdup2 (&e, sizeof e));

      if (!ts_match_apply (played, entry, &error))
        g_error ("a legal entry was refused: %s", error->message);
    }
  return played;
}

/* -------------------------------------------------------------------------------------- */
/* The score page                                                                          */

/* The row whose category is @text, which starts the row capitalised, or -1. */
static int
find_row (GtkGrid    *grid,
          const char *text)
{
  g_autofree char *want = g_utf8_casefold (text, -1);

  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    {
      const char *label = ts_ui_test_score_category (grid, r);
      g_autofree char *have = g_utf8_casefold (label, -1);

      if (strcmp (have, want) == 0)
        {
          g_assert_true (g_unichar_isupper (g_utf8_get_char (label)));
          g_assert_cmpstr (g_utf8_next_char (label), ==, g_utf8_next_char (text));
          return r;
        }
    }
  return -1;
}

/* Every line of every player stands in the row of its cause with its VP; a player without
 * that line shows "–"; then the totals; the winner is named with the engine's words. */
static void
test_score_page (void)
{
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  JsonObject *root = json_node_get_object (breakdown);
  JsonArray *players = json_object_get_array_member (root, "players");
  GtkWidget *window = gtk_window_new ();
  TsScorePage *page = TS_SCORE_PAGE (ts_score_page_new (match));
  g_autoptr(GHashTable) causes = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GString) texts = g_string_new (NULL);
  GtkGrid *grid;
  int total_row = -1;
  guint n_rows = 0;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_redraw (window);
  grid = ts_score_page_get_table (page);
  g_assert_cmpuint (json_array_get_length (players), ==, N_PLAYERS);

  for (guint i = 0; i < N_PLAYERS; i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      JsonArray *lines = json_object_get_array_member (player, "lines");
      GtkWidget *header = gtk_grid_get_child_at (grid, i + 1, 0);
      g_autoptr(GString) header_text = g_string_new (NULL);

      ts_ui_test_collect_labels (header, header_text);
      g_assert_nonnull (strstr (header_text->str,
                                json_object_get_string_member (player, "name")));
      g_assert_cmpuint (json_array_get_length (lines), >, 0);
      for (guint k = 0; k < json_array_get_length (lines); k++)
        {
          JsonObject *line = json_array_get_object_element (lines, k);
          int row = find_row (grid, json_object_get_string_member (line, "text"));
          g_autofree char *vp = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                 json_object_get_int_member (line, "vp"));

          g_assert_cmpint (row, >, 0);
          g_assert_cmpstr (ts_ui_test_score_cell (grid, i + 1, row), ==, vp);
          g_hash_table_add (causes, (gpointer) json_object_get_string_member (line, "cause"));
        }
    }
  /* One row per cause anybody has, then the total, then the tie-breaks (KB-TIE-01/02): each
   * player's goods and buildings. */
  while (gtk_grid_get_child_at (grid, 0, n_rows + 1) != NULL)
    n_rows++;
  g_assert_cmpuint (n_rows, ==, g_hash_table_size (causes) + 1 + 2);
  total_row = find_row (grid, "Total");
  g_assert_cmpint (total_row, ==, (int) n_rows - 2);
  g_assert_cmpint (find_row (grid, "Goods"), ==, total_row + 1);
  g_assert_cmpint (find_row (grid, "Buildings"), ==, total_row + 2);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      g_autofree char *goods = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                json_object_get_int_member (player, "goods"));

      g_assert_cmpstr (ts_ui_test_score_cell (grid, i + 1, total_row + 1), ==, goods);
    }
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      g_autofree char *total = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                json_object_get_int_member (player, "total"));
      int sum = 0;

      g_assert_cmpstr (ts_ui_test_score_cell (grid, i + 1, total_row), ==, total);
      /* Each column adds up to its total ("–" counts nothing). */
      for (int r = 1; r < total_row; r++)
        sum += atoi (ts_ui_test_score_cell (grid, i + 1, r));
      g_assert_cmpint (sum, ==, json_object_get_int_member (player, "total"));
    }

  /* The winner (or the players sharing the victory) and the engine's explanation. */
  ts_ui_test_collect_labels (GTK_WIDGET (page), texts);
  g_assert_nonnull (strstr (texts->str, json_object_get_string_member (root, "explanation")));
  if (JSON_NODE_HOLDS_NULL (json_object_get_member (root, "winner")))
    g_assert_nonnull (strstr (texts->str, "Shared Victory"));
  else
    {
      g_autofree char *heading = g_strdup_printf (
          "%s Wins", json_object_get_string_member (
                         json_array_get_object_element (
                             players, json_object_get_int_member (root, "winner")),
                         "name"));

      g_assert_nonnull (strstr (texts->str, heading));
    }

  g_free (ts_ui_test_save_png (window, "kingsburg-score-page-1024x600-light"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  ts_ui_test_redraw (window);
  g_free (ts_ui_test_save_png (window, "kingsburg-score-page-1024x600-dark"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The chart follows the whole game and ends on each player's total. */
static void
test_chart (void)
{
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown),
                                                     "players");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *chart = ts_vp_chart_new ();
  g_autoptr(GPtrArray) ledger = ts_match_dup_ledger (match);

  gtk_window_set_child (GTK_WINDOW (window), chart);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 400);
  ts_vp_chart_set_match (TS_VP_CHART (chart), match);
  ts_ui_test_redraw (window);
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      guint n_steps = 0, n_played = 0;
      const int *vp = ts_vp_chart_get_series (TS_VP_CHART (chart), p, &n_steps, &n_played);

      g_assert_nonnull (vp);
      g_assert_cmpuint (n_played, >, 1);
      g_assert_cmpuint (n_played, <=, n_steps);
      g_assert_cmpint (vp[n_steps], ==,
                       json_object_get_int_member (json_array_get_object_element (players, p),
                                                   "total"));
      g_assert_cmpint (vp[n_steps], ==, ts_ledger_sum (ledger, p, TS_LEDGER_VP));
    }
  g_assert_null (ts_vp_chart_get_series (TS_VP_CHART (chart), N_PLAYERS, NULL, NULL));
  g_free (ts_ui_test_save_png (window, "kingsburg-vp-chart-900x400"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The exported sheet has a column for each of the five players. */
static void
test_export (void)
{
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  TsScorePage *page = TS_SCORE_PAGE (g_object_ref_sink (ts_score_page_new (match)));
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".", "artifacts",
                                           NULL);
  g_autofree char *png_path = g_build_filename (dir, "kingsburg-score-sheet.png", NULL);
  g_autofree char *pdf_path = g_build_filename (dir, "kingsburg-score-sheet.pdf", NULL);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GArray) boxes = NULL;
  guint players_seen = 0;

  g_mkdir_with_parents (dir, 0755);
  g_assert_true (ts_score_page_export (page, png, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (ts_score_page_export (page, pdf, TRUE, &error));
  g_assert_no_error (error);
  texture = gdk_texture_new_from_file (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, TS_SCORE_SHEET_PNG_WIDTH);

  /* Every cell of every player is drawn, and no two cells' texts meet. */
  boxes = ts_score_sheet_dup_cell_boxes (breakdown, "Kingsburg night", NULL);
  for (guint a = 0; a < boxes->len; a++)
    {
      const TsScoreSheetBox *x = &g_array_index (boxes, TsScoreSheetBox, a);

      players_seen |= 1u << x->player;
      for (guint b = a + 1; b < boxes->len; b++)
        {
          const TsScoreSheetBox *y = &g_array_index (boxes, TsScoreSheetBox, b);

          g_assert_false (x->x < y->x + y->width && y->x < x->x + x->width
                          && x->y < y->y + y->height && y->y < x->y + x->height);
        }
    }
  g_assert_cmpuint (players_seen, ==, (1u << N_PLAYERS) - 1);
  g_object_unref (page);
}

/* A victory shared by two players (KB-TIE-03): both are starred in the table, both named on
 * the sheet, which is written like any other. */
static void
test_shared_victory (void)
{
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  JsonObject *root = json_node_get_object (breakdown);
  JsonArray *winners = json_array_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *grid = gtk_grid_new ();
  TsScoreSheetExtras extras = { NULL, { "red", "blue", "green", "yellow", "white" }, "Kingsburg" };
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".", "artifacts",
                                            "kingsburg-score-sheet-shared.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  json_array_add_int_element (winners, 0);
  json_array_add_int_element (winners, 1);
  json_object_set_null_member (root, "winner");
  json_object_set_array_member (root, "winners", winners);
  json_object_set_string_member (root, "explanation", "Ana and Bruno share the victory.");
  g_assert_cmpint (ts_score_sheet_get_winner (breakdown), ==, -1);

  gtk_widget_add_css_class (grid, "score-table");
  ts_score_table_fill (GTK_GRID (grid), breakdown, NULL);
  gtk_window_set_child (GTK_WINDOW (window), grid);
  ts_ui_test_redraw (window);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      GtkWidget *header = gtk_grid_get_child_at (GTK_GRID (grid), i + 1, 0);

      g_assert_cmpint (ts_ui_test_find_type (header, GTK_TYPE_IMAGE) != NULL, ==, i < 2);
    }
  ts_ui_test_destroy_window (GTK_WINDOW (window));

  g_assert_true (ts_score_sheet_save_full (breakdown, "Kingsburg night", &extras, FALSE, file,
                                           &error));
  g_assert_no_error (error);
}

/* -------------------------------------------------------------------------------------- */
/* The history                                                                             */

/* Every row the list shows says its entry in the module's words, numbered from 1: checked by
 * scrolling through the whole list. */
static void
assert_rows_in_words (GtkWidget *history,
                      TsMatch   *played)
{
  GtkListView *list = GTK_LIST_VIEW (ts_ui_test_find_type (history, GTK_TYPE_LIST_VIEW));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
      gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW)));
  guint n = ts_match_get_n_entries (played);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (list))),
                    ==, n);
  for (double value = 0;; value += gtk_adjustment_get_page_size (adjustment) / 2)
    {
      gtk_adjustment_set_value (adjustment, value);
      gtk_test_widget_wait_for_draw (history);
      ts_ui_test_spin ();
      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          GtkWidget *row = gtk_widget_get_first_child (child);
          GtkWidget *line, *number, *text;
          guint index;

          if (row == NULL || !gtk_widget_get_mapped (row))
            continue;
          line = gtk_widget_get_first_child (gtk_widget_get_last_child (row));
          number = line;
          text = gtk_widget_get_next_sibling (number);
          index = atoi (gtk_label_get_text (GTK_LABEL (number))) - 1;
          g_assert_cmpuint (index, <, n);
          g_assert_cmpuint (strlen (gtk_label_get_text (GTK_LABEL (text))), >, 0);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (text)), ==,
                           ts_entry_get_description (ts_match_get_entry (played, index)));
          g_hash_table_add (seen, GUINT_TO_POINTER (index));
        }
      if (value >= gtk_adjustment_get_upper (adjustment)
                       - gtk_adjustment_get_page_size (adjustment))
        break;
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, n);
}

static void
test_history_words (void)
{
  GtkWidget *history = ts_history_new (match);
  GtkWindow *window = ts_ui_test_show_history (history);

  /* In words: the module's sentences, never the record's JSON. */
  for (guint i = 0; i < ts_match_get_n_entries (match); i++)
    g_assert_null (strchr (ts_entry_get_description (ts_match_get_entry (match, i)), '{'));
  assert_rows_in_words (history, match);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "kingsburg-history"));
  ts_ui_test_destroy_window (window);
}

/* The last decision with something else legal at its point. */
static guint
find_decision (TsMatch *played)
{
  for (guint i = ts_match_get_n_entries (played); i-- > 0;)
    {
      const TsKingsburgEntry *e = ts_entry_get_data (ts_match_get_entry (played, i));
      gpointer state;
      g_autoptr(GPtrArray) legal = NULL;

      if (e->type <= TS_KINGSBURG_ENTRY_BATTLE
          || ts_entry_get_automatic (ts_match_get_entry (played, i)))
        continue;
      state = ts_match_dup_state_before (played, i);
      legal = ts_kingsburg_module.legal_entries (state);
      ts_kingsburg_module.state_free (state);
      if (legal->len >= 2)
        return i;
    }
  g_assert_not_reached ();
}

/* A decision is corrected by choosing another legal entry; undo brings the old one back. */
static void
test_history_correct_decision (void)
{
  g_autoptr(TsMatch) played = play_match (7, 120);
  GtkWidget *history = ts_history_new (played);
  GtkWindow *window = ts_ui_test_show_history (history);
  guint index = find_decision (played);
  guint n = ts_match_get_n_entries (played);
  g_autofree char *old_json = g_strdup (ts_entry_get_json_text (ts_match_get_entry (played,
                                                                                    index)));
  g_autofree char *chosen = NULL;
  GtkWindow *correction;
  GtkListBox *choices;
  GtkListBoxRow *selected, *other = NULL;
  gpointer state = ts_match_dup_state_before (played, index);
  g_autoptr(GPtrArray) legal = ts_kingsburg_module.legal_entries (state);
  guint n_rows = 0;

  ts_history_correct (TS_HISTORY (history), index);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  ts_ui_test_present_and_wait (correction);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (correction));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (correction), "kingsburg-history-correct-decision"));

  /* Every legal entry is offered, in the module's words, the recorded one selected. */
  choices = GTK_LIST_BOX (ts_ui_test_find_type (GTK_WIDGET (correction), GTK_TYPE_LIST_BOX));
  while (gtk_list_box_get_row_at_index (choices, n_rows) != NULL)
    n_rows++;
  g_assert_cmpuint (n_rows, ==, legal->len);
  selected = gtk_list_box_get_selected_row (choices);
  g_assert_nonnull (selected);
  for (guint i = 0; other == NULL; i++)
    if (gtk_list_box_get_row_at_index (choices, i) != selected)
      other = gtk_list_box_get_row_at_index (choices, i);
  {
    g_autofree char *words = ts_kingsburg_module.describe_entry (
        state, g_ptr_array_index (legal, gtk_list_box_row_get_index (other)));

    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (
                         gtk_list_box_row_get_child (other)))),
                     ==, words);
    chosen = g_steal_pointer (&words);
  }
  ts_kingsburg_module.state_free (state);

  g_signal_emit_by_name (choices, "row-activated", other);
  ts_ui_test_spin ();
  if (ts_history_get_question (TS_HISTORY (history)) != NULL)
    ts_ui_test_answer_history (history, "C_orrect");
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  g_assert_cmpstr (ts_entry_get_description (ts_match_get_entry (played, index)), ==, chosen);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (played, index)), !=, old_json);
  g_assert_true (ts_match_undo (played));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (played), ==, n);
  g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (played, index)), ==, old_json);
  ts_ui_test_destroy_window (window);
}

/* Kingsburg's views have no form for the dice and the module does not list rolls: the
 * correction says so and offers Remove, which removes the roll (after asking, since later
 * entries depend on it). */
static void
test_history_roll_remove_only (void)
{
  g_autoptr(TsMatch) played = play_match (5, 60);
  GtkWidget *history = ts_history_new (played);
  GtkWindow *window = ts_ui_test_show_history (history);
  const TsGameView *view = ts_game_views_lookup ("kingsburg");
  guint n = ts_match_get_n_entries (played);
  guint roll = n;
  GtkWindow *correction;
  GtkWidget *remove;
  g_autoptr(GString) texts = g_string_new (NULL);

  if (view != NULL && view->corrections != NULL)
    {
      g_test_skip ("Kingsburg's views correct the dice with a form");
      ts_ui_test_destroy_window (window);
      return;
    }
  for (guint i = 0; i < n && roll == n; i++)
    if (((const TsKingsburgEntry *) ts_entry_get_data (ts_match_get_entry (played, i)))->type
        == TS_KINGSBURG_ENTRY_ROLL)
      roll = i;
  g_assert_cmpuint (roll, <, n);

  ts_history_correct (TS_HISTORY (history), roll);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  ts_ui_test_present_and_wait (correction);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (correction));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (correction), "kingsburg-history-correct-roll"));
  ts_ui_test_collect_labels (GTK_WIDGET (correction), texts);
  g_assert_nonnull (strstr (texts->str, "Remove it, then enter what happened at the table"));
  g_assert_false (gtk_widget_get_visible (ts_ui_test_find_button (GTK_WIDGET (correction), "C_orrect")));
  remove = ts_ui_test_find_button (GTK_WIDGET (correction), "_Remove Entry");
  g_assert_nonnull (remove);
  g_assert_true (gtk_window_get_focus (correction) == remove);

  g_signal_emit_by_name (remove, "clicked");
  ts_ui_test_spin ();
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  ts_ui_test_answer_history (history, "_Remove");
  g_assert_cmpuint (ts_match_get_n_entries (played), <, n);
  g_assert_true (ts_match_undo (played));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (played), ==, n);
  ts_ui_test_destroy_window (window);
}

/* -------------------------------------------------------------------------------------- */
/* The player ledger                                                                       */

/* The sum of the changes in the ledger page @name, checking each row's running total. */
static int
page_sum (GtkWidget  *ledger,
          const char *name,
          guint      *n_rows)
{
  GtkWidget *list = ts_ui_test_find_named (ledger, name);
  int sum = 0;
  guint n = 0;

  g_assert_nonnull (list);
  while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), n) != NULL)
    n++;
  /* Newest first: from the bottom up the totals run. */
  for (int i = n - 1; i >= 0; i--)
    {
      GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i));

      sum += atoi (gtk_label_get_label (GTK_LABEL (ts_ui_test_find_named (row, "delta"))));
      g_assert_cmpint (atoi (gtk_label_get_label (GTK_LABEL (ts_ui_test_find_named (row, "total")))),
                       ==, sum);
    }
  *n_rows = n;
  return sum;
}

static void
test_player_ledger (void)
{
  g_autoptr(GPtrArray) lines = ts_match_dup_ledger (match);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *ledger = ts_player_ledger_new ();
  static const TsLedgerResource resources[] = { TS_LEDGER_VP, TS_LEDGER_GOLD, TS_LEDGER_WOOD,
                                                TS_LEDGER_STONE, TS_LEDGER_SOLDIERS,
                                                TS_LEDGER_TOKENS };
  guint player = 0, best = 0;

  /* The player with the most soldier changes, so that their page has rows. */
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      guint n = 0;

      for (guint k = 0; k < lines->len; k++)
        {
          const TsLedgerLine *line = g_ptr_array_index (lines, k);

          n += line->player == p && line->resource == TS_LEDGER_SOLDIERS;
        }
      if (n > best)
        {
          best = n;
          player = p;
        }
    }
  g_assert_cmpuint (best, >, 0);

  ts_player_ledger_set_player (TS_PLAYER_LEDGER (ledger), &ts_kingsburg_module,
                               ts_match_get_state (match), player);
  gtk_window_set_child (GTK_WINDOW (window), ledger);
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 480);
  ts_ui_test_redraw (window);
  /* A page for VP and for each resource that changed, every line of this player in it. */
  for (guint r = 0; r < G_N_ELEMENTS (resources); r++)
    {
      const char *name = ts_ledger_resource_to_string (resources[r]);
      guint n_rows = 0, expected = 0;

      for (guint k = 0; k < lines->len; k++)
        {
          const TsLedgerLine *line = g_ptr_array_index (lines, k);

          expected += line->player == player && line->resource == resources[r];
        }
      if (ts_ui_test_find_named (ledger, name) == NULL)
        {
          g_assert_cmpuint (expected, ==, 0);
          continue;
        }
      g_assert_cmpint (page_sum (ledger, name, &n_rows), ==,
                       ts_ledger_sum (lines, player, resources[r]));
      g_assert_cmpuint (n_rows, ==, expected);
    }
  g_assert_nonnull (ts_ui_test_find_named (ledger, "gold"));
  g_assert_nonnull (ts_ui_test_find_named (ledger, "soldiers"));
  g_assert_null (ts_ui_test_find_named (ledger, "silver"));
  gtk_stack_set_visible_child_name (GTK_STACK (ts_ui_test_find_type (ledger, GTK_TYPE_STACK)),
                                    "soldiers");
  ts_ui_test_redraw (window);
  g_free (ts_ui_test_save_png (window, "kingsburg-ledger-soldiers"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ts_ui_test_init (&argc, &argv);
  match = play_match (3, G_MAXUINT);
  g_assert_true (ts_match_get_finished (match));

  g_test_add_func ("/ui/shared/kingsburg/score-page", test_score_page);
  g_test_add_func ("/ui/shared/kingsburg/chart", test_chart);
  g_test_add_func ("/ui/shared/kingsburg/export", test_export);
  g_test_add_func ("/ui/shared/kingsburg/shared-victory", test_shared_victory);
  g_test_add_func ("/ui/shared/kingsburg/history-words", test_history_words);
  g_test_add_func ("/ui/shared/kingsburg/history-correct-decision",
                   test_history_correct_decision);
  g_test_add_func ("/ui/shared/kingsburg/history-roll-remove-only",
                   test_history_roll_remove_only);
  g_test_add_func ("/ui/shared/kingsburg/player-ledger", test_player_ledger);
  status = g_test_run ();
  g_object_unref (match);
  return status;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's table page at the end of a game and after: the stack found empty (CA-BTR-02),
 * a finished game's explanation and the Scores page by category, a draw corrected in the
 * history; PNGs at 1024x600, light and dark, with the map keeping the room. */
#include "carcassonne-view-ui-util.h"
#include "carcassonne/ts-carcassonne-map.h"
#include "carcassonne/ts-carcassonne-palette.h"
#include "carcassonne/ts-carcassonne-sheet-window.h"
#include "carcassonne/ts-carcassonne-stack-question.h"
#include "ts-history.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

/* Random legal entries and draws (seeded) until @n entries are kept or the game is over. */
static void
play (TsMatch *match,
      guint    seed,
      guint    n)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  while (ts_match_get_n_entries (match) < n && !ts_match_get_finished (match))
    {
      const TsCarcassonneState *s = ts_match_get_state (match);
      TsCarcassonneEntry e;
      g_autoptr(TsEntry) entry = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (ts_carcassonne_random_entry (s, rand, &e));
      entry = ts_entry_new_take (&ts_carcassonne_module, g_memdup2 (&e, sizeof e));
      g_assert_true (ts_match_apply (match, entry, &error));
      g_assert_no_error (error);
    }
}

/* The open message dialog, or NULL. */
static AdwMessageDialog *
open_question (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* CA-BTR-02 with a tile lost from the box: game.stack-empty (Ctrl+T, the button beside the
 * palette's line) asks first; Cancel records nothing; the answer to end it records
 * {"type": "stack-empty"}, the game is over with its final scoring, and win.undo (the
 * toast's button) takes it back. Only where a draw is due. */
static void
test_stack_empty (void)
{
  Table table = { 0 };
  GtkWidget *button;
  AdwMessageDialog *question;
  guint n;

  ts_ui_test_table_open (&table, new_match (2), 1024, 600, TS_TYPE_CARCASSONNE_VIEW);
  play (table.match, 3, 12);
  while (state_of (&table)->stage != TS_CARCASSONNE_STAGE_DRAW)
    play (table.match, 3, ts_match_get_n_entries (table.match) + 1);
  ts_ui_test_spin ();
  n = ts_match_get_n_entries (table.match);
  button = ts_ui_test_find_button (GTK_WIDGET (table.view), "The Stack Is _Empty…");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  ts_ui_test_assert_mnemonics_unique (GTK_WIDGET (table.window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.stack-empty", NULL));
  ts_ui_test_spin ();
  question = open_question ();
  g_assert_nonnull (question);
  g_assert_cmpstr (adw_message_dialog_get_heading (question), ==,
                   "The stack is empty: end the game?");
  g_assert_cmpstr (adw_message_dialog_get_default_response (question), ==,
                   TS_CARCASSONNE_STACK_QUESTION_CANCEL);
  /* As its button does: the response, then the dialog closed. */
  adw_message_dialog_response (question, TS_CARCASSONNE_STACK_QUESTION_CANCEL);
  gtk_window_close (GTK_WINDOW (question));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);

  ts_ui_test_click (button);
  ts_ui_test_spin ();
  question = open_question ();
  g_assert_nonnull (question);
  /* As its button does: the response, then the dialog closed. */
  adw_message_dialog_response (question, TS_CARCASSONNE_STACK_QUESTION_END);
  gtk_window_close (GTK_WINDOW (question));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n + 1);
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CARCASSONNE_ENTRY_STACK_EMPTY);
  g_assert_true (ts_match_get_finished (table.match));
  g_assert_cmpuint (state_of (&table)->n_left, >, 0);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "over");
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.stack-empty", NULL)
                  && open_question () != NULL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.window), "win.undo", NULL));
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n);
  g_assert_false (ts_match_get_finished (table.match));
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "draw");
  ts_ui_test_table_close (&table);
}

/* CA-BTR-02: a whole game kept: the explanation of the final scoring under the map, and the
 * Scores page by category. */
static void
test_over (void)
{
  Table table = { 0 };
  TsMatch *match = new_match (3);
  g_autoptr(JsonNode) breakdown = NULL;
  g_autofree char *texts = NULL;
  AdwViewStack *pages;
  g_autofree char *scores = NULL;
  TsCarcassonneSheetWindow *sheet;

  play (match, 12, G_MAXUINT);
  g_assert_true (ts_match_get_finished (match));
  ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_CARCASSONNE_VIEW);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "over");
  breakdown = ts_match_dup_final_breakdown (match);
  texts = ts_ui_test_labels (GTK_WIDGET (table.view));
  g_assert_nonnull (strstr (texts, json_object_get_string_member (json_node_get_object (breakdown),
                                                                  "explanation")));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-view-over"));

  pages = ADW_VIEW_STACK (ts_ui_test_find_child (GTK_WIDGET (table.view), ADW_TYPE_VIEW_STACK));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.show-scores", NULL));
  ts_ui_test_spin ();
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (pages), ==, "scores");
  scores = ts_ui_test_labels (adw_view_stack_get_visible_child (pages));
  for (guint i = 0; i < 5; i++)
    {
      static const char *const categories[] = { "Roads", "Cities", "Cloisters", "Farms",
                                                "Goods" };

      if (strstr (scores, categories[i]) == NULL)
        g_error ("the Scores page lacks “%s”:\n%s", categories[i], scores);
    }
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "carcassonne-view-scores"));

  /* Issue 28: the finished map as a final-map sheet scores exactly as the game did, and is
   * not written to Saved Games until it is changed and scored again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.final-map", NULL));
  ts_ui_test_spin ();
  sheet = TS_CARCASSONNE_SHEET_WINDOW (ts_ui_test_find_toplevel (TS_TYPE_CARCASSONNE_SHEET_WINDOW));
  g_assert_nonnull (sheet);
  g_assert_cmpstr (ts_carcassonne_sheet_window_get_page (sheet), ==, "result");
  g_assert_null (ts_carcassonne_sheet_window_get_file (sheet));
  {
    JsonArray *game = json_object_get_array_member (json_node_get_object (breakdown), "players");
    JsonArray *map = json_object_get_array_member (
        json_node_get_object (ts_carcassonne_sheet_window_get_breakdown (sheet)), "players");

    g_assert_cmpuint (json_array_get_length (map), ==, json_array_get_length (game));
    for (guint i = 0; i < json_array_get_length (game); i++)
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (map, i), "total"),
                       ==,
                       json_object_get_int_member (json_array_get_object_element (game, i), "total"));
  }
  ts_ui_test_destroy_window (GTK_WINDOW (sheet));
  ts_ui_test_table_close (&table);
}

/* A draw is corrected in the history through the palette, filled in with the tile drawn:
 * another kind picked there replaces it, and undo brings the first back. */
static void
test_draw_correction (void)
{
  g_autoptr(TsMatch) match = new_match (2);
  GtkWidget *history = NULL, *other_button = NULL;
  GtkWindow *window, *correction;
  TsCarcassonnePalette *palette;
  const TsCarcassonneState *s;
  const TsCarcassonneEntry *drawn;
  guint n;
  int old_kind, other = -1;

  /* Random play until a draw is the last entry (the tile waits to be placed). */
  play (match, 11, 9);
  while (ts_carcassonne_state_actor (ts_match_get_state (match)) < 0
         || ((const TsCarcassonneEntry *) ts_entry_get_data (
                 ts_match_get_entry (match, ts_match_get_n_entries (match) - 1)))
                    ->type != TS_CARCASSONNE_ENTRY_DRAW)
    play (match, 11 + ts_match_get_n_entries (match), ts_match_get_n_entries (match) + 1);
  n = ts_match_get_n_entries (match);
  drawn = ts_entry_get_data (ts_match_get_entry (match, n - 1));
  old_kind = drawn->kind;

  history = ts_history_new (match);
  window = ts_ui_test_show_history (history);
  ts_history_correct (TS_HISTORY (history), n - 1);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  ts_ui_test_present_and_wait (correction);
  g_free (ts_ui_test_save_png (GTK_WIDGET (correction), "carcassonne-history-correct-draw"));

  /* The form is the palette, showing the kind drawn alone. */
  palette = TS_CARCASSONNE_PALETTE (ts_ui_test_find_child (GTK_WIDGET (correction),
                                                           TS_TYPE_CARCASSONNE_PALETTE));
  g_assert_nonnull (palette);
  g_assert_cmpuint (ts_carcassonne_palette_get_n_shown (palette), ==, 1);
  g_assert_cmpint (ts_carcassonne_palette_get_first_shown (palette), ==, old_kind);

  /* Every kind left before the draw; another one clicked is the correction. */
  ts_carcassonne_palette_set_filter (palette, "");
  s = ts_match_get_state (match);
  for (guint k = 0; other < 0 && k < s->data->n_kinds; k++)
    if ((int) k != old_kind && s->left[k] > 0)
      other = k;
  g_assert_cmpint (other, >=, 0);
  other_button = ts_carcassonne_palette_get_button (palette, other);
  g_assert_nonnull (other_button);
  /* A flow-box child: activated as a click or Enter on it does. */
  g_assert_true (gtk_widget_activate (other_button));
  ts_ui_test_spin ();
  if (ts_history_get_question (TS_HISTORY (history)) != NULL)
    ts_ui_test_answer_history (history, "C_orrect");
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  drawn = ts_entry_get_data (ts_match_get_entry (match, n - 1));
  g_assert_cmpint (drawn->type, ==, TS_CARCASSONNE_ENTRY_DRAW);
  g_assert_cmpint (drawn->kind, ==, other);

  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  drawn = ts_entry_get_data (ts_match_get_entry (match, n - 1));
  g_assert_cmpint (drawn->kind, ==, old_kind);
  ts_ui_test_destroy_window (window);
}

/* PNGs at 1024x600 in the middle of a 4-player game, light and dark, each form; the page asks
 * for no more than the small screen gives. */
static void
test_pngs (void)
{
  static const struct
  {
    guint entries;
    gboolean dark;
    gboolean farms;
    const char *name;
  } shots[] = {
    { 0, FALSE, FALSE, "carcassonne-view-new-light" },
    { 61, FALSE, FALSE, "carcassonne-view-place-light" },
    { 62, TRUE, FALSE, "carcassonne-view-figure-dark" },
    { 90, TRUE, TRUE, "carcassonne-view-farms-dark" },
    { 90, FALSE, TRUE, "carcassonne-view-farms-light" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      Table table = { 0 };
      TsMatch *match = new_match (4);

      play (match, 5, shots[i].entries);
      ts_ui_test_force_dark (shots[i].dark);
      ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_CARCASSONNE_VIEW);
      if (shots[i].farms)
        g_object_set (table.view, "farms-shown", TRUE, NULL);
      ts_ui_test_table_shoot (&table, shots[i].name);
      /* The map keeps the room: the side column stays 300 px wide whatever its rows ask. */
      g_assert_cmpint (
          gtk_widget_get_width (ts_ui_test_table_find (&table, TS_TYPE_CARCASSONNE_MAP)), >=, 680);
      ts_ui_test_table_close (&table);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int    argc,
      char **argv)
{
  ts_ui_test_init (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/carcassonne-view/CA-BTR-02/stack-empty", test_stack_empty);
  g_test_add_func ("/carcassonne-view/over", test_over);
  g_test_add_func ("/carcassonne-view/draw-correction", test_draw_correction);
  g_test_add_func ("/carcassonne-view/pngs", test_pngs);
  return g_test_run ();
}

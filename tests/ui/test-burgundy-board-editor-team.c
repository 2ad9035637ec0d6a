/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Team boards (12a/12b, CB-TEM) in the board editor: a whole team board typed on its 16 x 10
 * grid through the real key controllers ("-" for cells that are no space), the start castle
 * marked (CB-TEM-03), saved and playable; the board fitting 1024x600 and 1000x580, the two
 * halves (CB-TEM-02) captioned apart; broken (an area of 9, CB-DUC-02) and the problem listed
 * and ringed; Delete making a cell no space again; exported and imported back. */
#include <glib/gstdio.h>
#include <string.h>

#include "burgundy/ts-burgundy-board-editor-private.h"
#include "burgundy/ts-burgundy-board-store.h"
#include "burgundy/ts-burgundy-hex-space.h"
#include "burgundy-editor-ui-util.h"
#include "ts-ui-test-util.h"

/* The team board of tests/engine/team-util.c: duchies 1 and 6 side by side on the grid,
 * touching (74 spaces), the start castle on duchy 1's central castle. */
static const char team_cells[] = "-----------------PCCY---YYCS-----PPCYB--YBBSB---PPBYBB-PPMSBB---SSSCSSSYBBCSBB--BBMBBP-YBBMSB----BMYBB--YMPPS----MYYB---CPPC------------------------------------";
static const char team_dice[] = "-----------------6543---6543-----21654--21654---543123-543123---61265416126541--254312-254312----61256--61256----3413---3413------------------------------------";
#define TEAM_START 67
#define BOARD_ID "12a-club"

#define CELL(col, row) ((row) * TS_BURGUNDY_TEAM_COLS + (col))








static const char *
cell_name (TsBurgundyBoardEditor *self,
           guint                  cell)
{
  return ts_burgundy_hex_space_get_name (
      TS_BURGUNDY_HEX_SPACE (ts_burgundy_board_editor_grid_get_space (self->team_grid, cell)));
}

static gboolean
cell_ringed (TsBurgundyBoardEditor *self,
             guint                  cell)
{
  return gtk_widget_has_css_class (ts_burgundy_board_editor_grid_get_space (self->team_grid,
                                                                            cell),
                                   "cob-refused");
}

/* New Board… as a user does it, kind "team board (12)", from an empty board. */
static void
create_team_board (TsBurgundyBoardEditor *self,
                   const char            *name)
{
  AdwMessageDialog *dialog;
  GtkWidget *entry;
  GtkDropDown *start;

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.new", NULL);
  ts_ui_test_spin ();
  dialog = beu_find_dialog ("new-dialog");
  g_assert_nonnull (dialog);
  entry = ts_ui_test_find_named (GTK_WIDGET (dialog), "new-name");
  ts_ui_test_type_text (entry, name);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ts_ui_test_find_named (GTK_WIDGET (dialog),
                                                                    "new-kind")),
                              TS_BURGUNDY_BOARD_TEAM);
  /* Only boards on the team grid to start from: the shipped duchies do not fit it. */
  start = GTK_DROP_DOWN (ts_ui_test_find_named (GTK_WIDGET (dialog), "new-start"));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (start)), ==, 1);
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (dialog), "C_reate"));
  g_assert_null (beu_find_dialog ("new-dialog"));
}

/* Every cell from the focused one on, as typed: "letter, digit" for a space, "-" for a cell
 * that is no space; each moves on to the next cell. */
static void
type_cells (TsBurgundyBoardEditor *self,
            const char            *cells,
            const char            *dice)
{
  for (guint i = 0; cells[i] != '\0'; i++)
    {
      guint before = beu_focused_space (self);

      if (cells[i] == '-')
        g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_minus));
      else
        {
          g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self),
                                                    beu_colour_key (cells[i])));
          g_assert_cmpuint (beu_focused_space (self), ==, before);
          g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self),
                                                    GDK_KEY_0 + dice[i] - '0'));
        }
      g_assert_cmpuint (beu_focused_space (self), ==, MIN (before + 1, TS_BURGUNDY_MAX_SPACES - 1));
    }
}

/* Every cell of the grid lies inside the window and left of the side pane, and the halves'
 * captions are in view: the whole board is seen at @width x @height. */
static void
assert_grid_fits (TsBurgundyBoardEditor *self)
{
  graphene_rect_t pane, cell, first;
  double left_edge = G_MAXDOUBLE, right_edge = -G_MAXDOUBLE;

  /* The grid may have just been shown: its layout comes with the next frame (on a loaded
   * machine the cells were still 0 wide here once). */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (self));
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_compute_bounds (self->side_scroller, GTK_WIDGET (self), &pane));
  for (guint i = 0; i < TS_BURGUNDY_MAX_SPACES; i++)
    {
      GtkWidget *space = ts_burgundy_board_editor_grid_get_space (self->team_grid, i);

      g_assert_true (gtk_widget_compute_bounds (space, GTK_WIDGET (self), &cell));
      g_assert_cmpfloat (cell.size.width, >=, 16);
      g_assert_cmpfloat (cell.origin.x, >=, 0);
      g_assert_cmpfloat (cell.origin.y, >=, 0);
      g_assert_cmpfloat (cell.origin.x + cell.size.width, <=, pane.origin.x + 0.5);
      g_assert_cmpfloat (cell.origin.y + cell.size.height, <=,
                         gtk_widget_get_height (GTK_WIDGET (self)) + 0.5);
      if (i % TS_BURGUNDY_TEAM_COLS == 7)
        right_edge = MAX (right_edge, cell.origin.x + cell.size.width);
      if (i % TS_BURGUNDY_TEAM_COLS == 8)
        left_edge = MIN (left_edge, cell.origin.x);
    }
  /* The seam: the halves' rows are apart between columns 8 and 9 (of an even row). */
  g_assert_true (gtk_widget_compute_bounds (ts_burgundy_board_editor_grid_get_space (
                                                self->team_grid, CELL (7, 0)),
                                            GTK_WIDGET (self), &first));
  g_assert_true (gtk_widget_compute_bounds (ts_burgundy_board_editor_grid_get_space (
                                                self->team_grid, CELL (8, 0)),
                                            GTK_WIDGET (self), &cell));
  g_assert_cmpfloat (cell.origin.x - (first.origin.x + first.size.width), >=, 4);
  for (guint h = 0; h < 2; h++)
    {
      GtkWidget *caption = ts_ui_test_find_named (GTK_WIDGET (self->team_grid),
                                                  h == 0 ? "first-half" : "second-half");
      graphene_rect_t bounds;

      g_assert_nonnull (caption);
      g_assert_true (gtk_widget_compute_bounds (caption, GTK_WIDGET (self), &bounds));
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.size.height, >, 8);
      /* Over its own half. */
      if (h == 0)
        g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, left_edge + 0.5);
      else
        g_assert_cmpfloat (bounds.origin.x, >=, right_edge - 0.5);
    }
}

/* CB-TEM-02, CB-TEM-03: a team board typed whole by keyboard, its start castle marked,
 * saved playable and read back from disk as typed. */
static void
test_enter_team_board (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  g_autoptr(TsBurgundyBoardStore) reloaded = NULL;
  TsBurgundyBoardEditor *self = beu_editor_new (store, NULL, 1024, 600);
  g_autofree char *start_name = NULL;
  const TsBurgundyDuchy *board;
  int i;

  create_team_board (self, "12a (club)");
  g_assert_cmpstr (self->board.id, ==, BOARD_ID);
  g_assert_cmpuint (self->board.kind, ==, TS_BURGUNDY_BOARD_TEAM);
  g_assert_cmpuint (self->board.n_cells, ==, TS_BURGUNDY_MAX_SPACES);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (self->team_grid)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (self->duchy_view)));
  g_assert_true (gtk_widget_get_visible (self->no_space_button));
  /* A new team board: every cell no space, said so with its place and half. */
  for (guint c = 0; c < TS_BURGUNDY_MAX_SPACES; c++)
    g_assert_cmpuint (self->board.colour[c], ==, TS_BURGUNDY_NO_SPACE);
  g_assert_cmpstr (cell_name (self, 0), ==, "space 1 of row 1, first half: no space");
  g_assert_cmpstr (cell_name (self, CELL (8, 2)), ==, "space 9 of row 3, second half: no space");
  g_assert_cmpuint (beu_focused_space (self), ==, 0);
  assert_grid_fits (self);

  /* The arrows go over every cell: down a row is the same column, right wraps to the next
   * row, End to the row's last cell. */
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Down));
  g_assert_cmpuint (beu_focused_space (self), ==, CELL (0, 1));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_End));
  g_assert_cmpuint (beu_focused_space (self), ==, CELL (15, 1));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Right));
  g_assert_cmpuint (beu_focused_space (self), ==, CELL (0, 2));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Up));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Up));
  g_assert_cmpuint (beu_focused_space (self), ==, 0);
  /* Up from the top row stays there. */
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Up));
  g_assert_cmpuint (beu_focused_space (self), ==, 0);

  type_cells (self, team_cells, team_dice);
  for (guint c = 0; c < TS_BURGUNDY_MAX_SPACES; c++)
    {
      if (team_cells[c] == '-')
        {
          g_assert_cmpuint (self->board.colour[c], ==, TS_BURGUNDY_NO_SPACE);
          g_assert_cmpuint (self->board.die[c], ==, 0);
          continue;
        }
      g_assert_cmpuint (self->board.colour[c], ==, strchr ("CPSBYM", team_cells[c]) - "CPSBYM");
      g_assert_cmpuint (self->board.die[c], ==, team_dice[c] - '0');
    }
  g_assert_cmpuint (ts_burgundy_board_n_spaces (&self->board), ==, 74);
  /* Only the start castle is missing (CB-TEM-03): listed, nothing ringed. */
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "problem"), ==, 1);
  g_assert_false (cell_ringed (self, TEAM_START));
  g_assert_cmpstr (gtk_label_get_text (self->start_label), ==,
                   "Tick the castle space where the team's castle starts: none is ticked yet.");

  /* The start castle, marked as on other boards: its cell selected, the check ticked. */
  _ts_burgundy_board_editor_focus_space (self, TEAM_START);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (self->start_check)));
  gtk_check_button_set_active (self->start_check, TRUE);
  g_assert_true (ts_burgundy_spaces_has (&self->board.start_spaces, TEAM_START));
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "problem"), ==, 0);
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "success"), ==, 1);
  start_name = g_strdup_printf ("space 4 of row 5, first half: castle, die %c, empty; start "
                                "castle space",
                                team_dice[TEAM_START]);
  g_assert_cmpstr (cell_name (self, TEAM_START), ==, start_name);
  /* The other half's cells say so. */
  g_assert_nonnull (strstr (cell_name (self, CELL (9, 1)), ", second half: "));
  assert_grid_fits (self);
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-team"));
  /* Tab goes from the grid (one tab stop) to the space's panel, for the mouse's buttons. */
  _ts_burgundy_board_editor_focus_space (self, TEAM_START);
  ts_ui_test_tab (GTK_WINDOW (self));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (self)), self->space_box));

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.save", NULL);
  ts_ui_test_spin ();
  i = beu_find_index (store, BOARD_ID);
  g_assert_cmpint (i, >=, 0);
  g_assert_true (ts_burgundy_board_store_is_playable (store, i, NULL));
  g_assert_cmpstr (gtk_label_get_text (g_object_get_data (
                       G_OBJECT (gtk_list_box_get_selected_row (self->board_list)), "subtitle")),
                   ==, "team board (12)");

  /* On disk: a store read afresh has it, playable, as typed. */
  reloaded = beu_store_new ();
  i = beu_find_index (reloaded, BOARD_ID);
  g_assert_cmpint (i, >=, 0);
  g_assert_true (ts_burgundy_board_store_is_playable (reloaded, i, NULL));
  board = ts_burgundy_board_store_get_board (reloaded, i);
  g_assert_cmpuint (board->kind, ==, TS_BURGUNDY_BOARD_TEAM);
  g_assert_cmpmem (board->colour, TS_BURGUNDY_MAX_SPACES, self->board.colour,
                   TS_BURGUNDY_MAX_SPACES);
  g_assert_cmpmem (board->die, TS_BURGUNDY_MAX_SPACES, self->board.die, TS_BURGUNDY_MAX_SPACES);
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

/* The board of test_enter_team_board, saved straight to @store. */
static void
save_team_board (TsBurgundyBoardStore *store)
{
  g_autoptr(GError) error = NULL;
  TsBurgundyDuchy board = { 0 };

  g_strlcpy (board.id, BOARD_ID, sizeof board.id);
  g_strlcpy (board.name, "12a (club)", sizeof board.name);
  board.kind = TS_BURGUNDY_BOARD_TEAM;
  board.n_cells = TS_BURGUNDY_MAX_SPACES;
  board.known = TRUE;
  board.confidence = TS_BURGUNDY_CONFIDENCE_HIGH;
  for (guint c = 0; c < TS_BURGUNDY_MAX_SPACES; c++)
    {
      board.colour[c] = team_cells[c] == '-' ? TS_BURGUNDY_NO_SPACE
                                             : strchr ("CPSBYM", team_cells[c]) - "CPSBYM";
      board.die[c] = team_dice[c] == '-' ? 0 : team_dice[c] - '0';
    }
  ts_burgundy_spaces_add (&board.start_spaces, TEAM_START);
  ts_burgundy_board_count (&board);
  g_assert_true (ts_burgundy_board_store_save (store, &board, &error));
  g_assert_no_error (error);
  g_assert_true (ts_burgundy_board_store_is_playable (store, beu_find_index (store, BOARD_ID), NULL));
}

/* CB-DUC-02 on a team board: 9 cities typed along the top row make an area of 9; the
 * problem is listed and ringed on those cells, the board saved as a draft; Delete on one of
 * them makes it no space again and the board playable. At 1000x580, in the dark style. */
static void
test_break_team_board (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self;
  g_autofree char *reason = NULL;
  GtkWidget *row;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  save_team_board (store);
  self = beu_editor_new (store, BOARD_ID, 1000, 580);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (self->team_grid)));
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "success"), ==, 1);
  assert_grid_fits (self);

  _ts_burgundy_board_editor_focus_space (self, CELL (1, 0));
  for (guint col = 1; col <= 9; col++)
    {
      /* C: city (beige). */
      g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_c));
      g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_4));
    }
  g_assert_cmpuint (beu_focused_space (self), ==, CELL (10, 0));
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "problem"), ==, 1);
  row = ts_ui_test_find_named (GTK_WIDGET (self->problem_list), "problem");
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                            "The beige city area that starts at space 2 of row 1 has 9 spaces"));
  for (guint col = 1; col <= 9; col++)
    g_assert_true (cell_ringed (self, CELL (col, 0)));
  g_assert_false (cell_ringed (self, CELL (10, 0)));
  g_assert_false (cell_ringed (self, TEAM_START));
  /* The ringed cell says why to a screen reader. */
  g_assert_nonnull (g_object_get_data (
      G_OBJECT (ts_burgundy_board_editor_grid_get_space (self->team_grid, CELL (5, 0))),
      "board-problem"));
  g_assert_cmpstr (cell_name (self, CELL (10, 0)), ==, "space 11 of row 1, second half: no space");
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-team-problem-dark"));

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.save", NULL);
  ts_ui_test_spin ();
  g_assert_false (ts_burgundy_board_store_is_playable (store, beu_find_index (store, BOARD_ID),
                                                       &reason));
  g_assert_nonnull (reason);

  /* Delete on a team board: the cell is no space again (not "not entered"). */
  _ts_burgundy_board_editor_focus_space (self, CELL (9, 0));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Delete));
  g_assert_cmpuint (self->board.colour[CELL (9, 0)], ==, TS_BURGUNDY_NO_SPACE);
  g_assert_cmpuint (self->board.die[CELL (9, 0)], ==, 0);
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "problem"), ==, 0);
  g_assert_false (cell_ringed (self, CELL (5, 0)));
  /* The No Space button does the same; a colour alone leaves a space whose die is to come. */
  _ts_burgundy_board_editor_focus_space (self, CELL (8, 0));
  ts_ui_test_click (self->no_space_button);
  g_assert_cmpuint (self->board.colour[CELL (8, 0)], ==, TS_BURGUNDY_NO_SPACE);
  g_assert_false (gtk_widget_get_sensitive (self->no_space_button));
  _ts_burgundy_board_editor_focus_space (self, CELL (12, 0));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_g));
  g_assert_cmpstr (cell_name (self, CELL (12, 0)), ==,
                   "space 13 of row 1, second half: castle, die not entered yet, empty");
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "problem"), ==, 1);
  g_assert_true (cell_ringed (self, CELL (12, 0)));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_minus));
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "problem"), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (self), "editor.save", NULL);
  ts_ui_test_spin ();
  g_assert_true (ts_burgundy_board_store_is_playable (store, beu_find_index (store, BOARD_ID), NULL));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

/* A team board exported and imported back: a board of its own (the id is taken), the same
 * cells, playable. */
static void
test_export_import_team (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self;
  g_autofree char *dir = g_dir_make_tmp ("board-editor-team-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "12a club.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const TsBurgundyDuchy *saved, *imported;
  int i;

  save_team_board (store);
  self = beu_editor_new (store, BOARD_ID, 1024, 600);
  g_assert_true (_ts_burgundy_board_editor_export_file (self, file));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"team\""));
  g_assert_nonnull (strstr (contents, team_cells));
  g_assert_true (_ts_burgundy_board_editor_import_file (self, file));
  ts_ui_test_spin ();
  g_assert_null (beu_find_dialog ("error-dialog"));
  /* Shown, on the team grid, as a board of its own. */
  g_assert_cmpstr (self->board.id, !=, BOARD_ID);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (self->team_grid)));
  i = beu_find_index (store, self->board.id);
  g_assert_cmpint (i, >=, 0);
  g_assert_true (ts_burgundy_board_store_is_playable (store, i, NULL));
  saved = ts_burgundy_board_store_find (store, BOARD_ID);
  imported = ts_burgundy_board_store_get_board (store, i);
  g_assert_cmpuint (imported->kind, ==, TS_BURGUNDY_BOARD_TEAM);
  g_assert_cmpmem (imported->colour, TS_BURGUNDY_MAX_SPACES, saved->colour,
                   TS_BURGUNDY_MAX_SPACES);
  g_assert_cmpmem (imported->die, TS_BURGUNDY_MAX_SPACES, saved->die, TS_BURGUNDY_MAX_SPACES);
  g_assert_true (ts_burgundy_spaces_equal (&imported->start_spaces, &saved->start_spaces));
  ts_ui_test_destroy_window (GTK_WINDOW (self));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A board with spaces typed keeps its kind when a team board is picked: the grids differ,
 * so the spaces would be lost; a toast says to make a new board. An empty one switches. */
static void
test_kind_switch (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self = beu_editor_new (store, NULL, 1024, 600);

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.new", NULL);
  ts_ui_test_spin ();
  ts_ui_test_type_text (ts_ui_test_find_named (GTK_WIDGET (beu_find_dialog ("new-dialog")),
                                               "new-name"),
                        "Spare");
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (beu_find_dialog ("new-dialog")),
                                            "C_reate"));
  g_assert_cmpuint (self->board.kind, ==, TS_BURGUNDY_BOARD_DUCHY);
  /* Empty: it becomes a team board, every cell no space. */
  gtk_drop_down_set_selected (self->kind_dropdown, TS_BURGUNDY_BOARD_TEAM);
  g_assert_cmpuint (self->board.kind, ==, TS_BURGUNDY_BOARD_TEAM);
  g_assert_cmpuint (self->board.n_cells, ==, TS_BURGUNDY_MAX_SPACES);
  g_assert_cmpuint (self->board.colour[100], ==, TS_BURGUNDY_NO_SPACE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (self->team_grid)));
  /* A space typed: back to a duchy is refused. */
  _ts_burgundy_board_editor_focus_space (self, 17);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_p));
  /* A die typed on a cell that is no space makes it a space, its colour not entered yet
   * (grey, apart from the outlines of the cells that are no space). */
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Right));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_3));
  g_assert_cmpuint (self->board.colour[18], ==, 255);
  g_assert_cmpstr (cell_name (self, 18), ==,
                   "space 3 of row 2, first half: colour not entered yet, die 3");
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-team-new"));
  gtk_drop_down_set_selected (self->kind_dropdown, TS_BURGUNDY_BOARD_DUCHY);
  g_assert_cmpuint (self->board.kind, ==, TS_BURGUNDY_BOARD_TEAM);
  g_assert_cmpuint (gtk_drop_down_get_selected (self->kind_dropdown), ==, TS_BURGUNDY_BOARD_TEAM);
  g_assert_cmpuint (self->board.colour[17], ==, TS_BURGUNDY_PASTURE);
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

static void
window_minimum (GtkWidget *window,
                int       *width,
                int       *height)
{
  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, width, NULL, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, *width, height, NULL, NULL, NULL);
}

/* The smallest the window can be is no larger with a team board shown than with a duchy:
 * there every cell is still in the window, beside the side pane, and large enough to click. */
static void
test_smallest_window (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self;
  int duchy_width, duchy_height, width, height;
  graphene_rect_t pane, cell;

  save_team_board (store);
  self = TS_BURGUNDY_BOARD_EDITOR (ts_burgundy_board_editor_new (NULL, store, "1"));
  window_minimum (GTK_WIDGET (self), &duchy_width, &duchy_height);
  _ts_burgundy_board_editor_show (self, BOARD_ID);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (self->team_grid)));
  window_minimum (GTK_WIDGET (self), &width, &height);
  g_test_message ("smallest window: %d x %d (with a duchy: %d x %d)", width, height, duchy_width,
                  duchy_height);
  g_assert_cmpint (width, <=, duchy_width);
  g_assert_cmpint (height, <=, duchy_height);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (self));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (self));
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_compute_bounds (self->side_scroller, GTK_WIDGET (self), &pane));
  for (guint i = 0; i < TS_BURGUNDY_MAX_SPACES; i++)
    {
      g_assert_true (gtk_widget_compute_bounds (
          ts_burgundy_board_editor_grid_get_space (self->team_grid, i), GTK_WIDGET (self), &cell));
      g_assert_cmpfloat (cell.size.width, >=, 8);
      g_assert_cmpfloat (cell.origin.x, >=, 0);
      g_assert_cmpfloat (cell.origin.y, >=, 0);
      g_assert_cmpfloat (cell.origin.x + cell.size.width, <=, pane.origin.x + 0.5);
      g_assert_cmpfloat (cell.origin.y + cell.size.height, <=,
                         gtk_widget_get_height (GTK_WIDGET (self)) + 0.5);
    }
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-team-smallest"));
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  g_test_add_func ("/burgundy/board-editor/team/CB-TEM-03/enter-by-keyboard",
                   test_enter_team_board);
  g_test_add_func ("/burgundy/board-editor/team/CB-DUC-02/area-of-9-ringed",
                   test_break_team_board);
  g_test_add_func ("/burgundy/board-editor/team/export-import", test_export_import_team);
  g_test_add_func ("/burgundy/board-editor/team/kind-switch", test_kind_switch);
  g_test_add_func ("/burgundy/board-editor/team/smallest-window", test_smallest_window);
  return g_test_run ();
}

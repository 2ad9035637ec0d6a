/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board editor (issue 15): a whole duchy typed on the board through the real key
 * controllers, saved and playable; a draft's problems listed and marked on its spaces; a
 * shipped board read only until corrected; a broken import file named with its reason. */
#include <string.h>

#include "burgundy/ts-burgundy-board-editor-private.h"
#include "burgundy/ts-burgundy-board-store.h"
#include "burgundy/ts-burgundy-hex-space.h"
#include "burgundy-editor-ui-util.h"
#include "ts-ui-test-util.h"

/* Duchy 1 ("Starter"), as shipped: the cells and dice a player reads off the board. */
static const char duchy1_cells[] = "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB";
static const char duchy1_dice[] = "6543216545431236126541254312612563413";






/* New Board… as a user does it: the action (Ctrl+N), the name typed, the kind and the board
 * to start from picked (0: an empty board, else the n-th known board), Create clicked. */
static void
create_board_from (TsBurgundyBoardEditor *self,
                   const char            *name,
                   TsBurgundyBoardKind    kind,
                   guint                  start)
{
  AdwMessageDialog *dialog;
  GtkWidget *entry;

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.new", NULL);
  ts_ui_test_spin ();
  dialog = beu_find_dialog ("new-dialog");
  g_assert_nonnull (dialog);
  entry = ts_ui_test_find_named (GTK_WIDGET (dialog), "new-name");
  g_assert_nonnull (entry);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "create"));
  ts_ui_test_type_text (entry, name);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "create"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ts_ui_test_find_named (GTK_WIDGET (dialog),
                                                                    "new-kind")),
                              kind);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ts_ui_test_find_named (GTK_WIDGET (dialog),
                                                                    "new-start")),
                              start);
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (dialog), "C_reate"));
  g_assert_null (beu_find_dialog ("new-dialog"));
}

static void
create_board (TsBurgundyBoardEditor *self,
              const char            *name)
{
  create_board_from (self, name, TS_BURGUNDY_BOARD_DUCHY, 0);
}


/* Types @cells and @dice from the focused space on: "letter, digit" per space, as keys
 * through the window's controllers down to the focused space and back up. */
static void
type_spaces (TsBurgundyBoardEditor *self,
             const char            *cells,
             const char            *dice)
{
  for (guint i = 0; cells[i] != '\0'; i++)
    {
      guint before = beu_focused_space (self);

      g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self),
                                                beu_colour_key (cells[i])));
      g_assert_cmpuint (beu_focused_space (self), ==, before);
      g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_0 + dice[i] - '0'));
      /* The die ends a space: the next one is selected, but for the last. */
      g_assert_cmpuint (beu_focused_space (self), ==, MIN (before + 1, TS_BURGUNDY_N_SPACES - 1));
    }
}


/* The line under the shown board in the list (its kind, or that it has unsaved changes). */
static const char *
selected_subtitle (TsBurgundyBoardEditor *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->board_list);

  g_assert_nonnull (row);
  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (row)), ==, self->board.id);
  return gtk_label_get_text (g_object_get_data (G_OBJECT (row), "subtitle"));
}

static void
test_enter_duchy (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  g_autoptr(TsBurgundyBoardStore) reloaded = NULL;
  TsBurgundyBoardEditor *self = beu_editor_new (store, NULL, 1024, 600);
  g_autofree char *reason = NULL;
  const TsBurgundyDuchy *board;
  int i;

  create_board (self, "4 (2019 print)");
  g_assert_cmpstr (self->board.id, ==, "4-2019-print");
  g_assert_cmpstr (self->board.name, ==, "4 (2019 print)");
  g_assert_true (self->editable);
  /* A new board begins empty and is listed as a draft at once. */
  g_assert_cmpint (beu_find_index (store, "4-2019-print"), >=, 0);
  g_assert_false (ts_burgundy_board_store_is_playable (store, beu_find_index (store, "4-2019-print"),
                                                       NULL));
  g_assert_cmpuint (beu_focused_space (self), ==, 0);

  /* The arrows move (down from the top row's first space: the second row's nearest). */
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Down));
  g_assert_cmpuint (beu_focused_space (self), ==, 4);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Up));
  g_assert_cmpuint (beu_focused_space (self), ==, 0);

  g_assert_null (strstr (selected_subtitle (self), "not saved"));
  type_spaces (self, duchy1_cells, duchy1_dice);
  /* The list shows the saved board (a draft); its row says the changes are not in it yet. */
  g_assert_cmpstr (selected_subtitle (self), ==, "Changed, not saved yet (Ctrl+S saves)");
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    {
      g_assert_cmpuint (self->board.colour[s], ==,
                        strchr ("CPSBYM", duchy1_cells[s]) - "CPSBYM");
      g_assert_cmpuint (self->board.die[s], ==, duchy1_dice[s] - '0');
    }
  /* The side panel shows the last space: a beige city with die 3. */
  g_assert_cmpuint (self->space, ==, 36);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->colour_buttons[TS_BURGUNDY_CITY])));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->die_buttons[2])));
  /* Every check passes: one row says so, no space is marked. */
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "problem"), ==, 0);
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "success"), ==, 1);
  g_assert_false (gtk_widget_has_css_class (ts_burgundy_duchy_view_get_space (self->duchy_view,
                                                                               0),
                                            "cob-refused"));
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-duchy-4"));
  /* Tab goes from the board to the space's panel (its colours), for the mouse's buttons. */
  ts_ui_test_tab (GTK_WINDOW (self));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (self)), self->space_box));

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.save", NULL);
  ts_ui_test_spin ();
  i = beu_find_index (store, "4-2019-print");
  g_assert_cmpint (i, >=, 0);
  g_assert_cmpint (ts_burgundy_board_store_get_source (store, i), ==, TS_BURGUNDY_BOARD_USER);
  g_assert_true (ts_burgundy_board_store_is_playable (store, i, &reason));
  g_assert_cmpstr (selected_subtitle (self), ==, "duchy");

  /* On disk: a store read afresh has it, playable, as entered. */
  reloaded = beu_store_new ();
  i = beu_find_index (reloaded, "4-2019-print");
  g_assert_cmpint (i, >=, 0);
  g_assert_true (ts_burgundy_board_store_is_playable (reloaded, i, NULL));
  board = ts_burgundy_board_store_get_board (reloaded, i);
  g_assert_cmpstr (board->name, ==, "4 (2019 print)");
  g_assert_cmpmem (board->die, TS_BURGUNDY_N_SPACES,
                   ts_burgundy_board_store_find (store, "1")->die, TS_BURGUNDY_N_SPACES);
  g_assert_cmpmem (board->colour, TS_BURGUNDY_N_SPACES,
                   ts_burgundy_board_store_find (store, "1")->colour, TS_BURGUNDY_N_SPACES);
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

static void
test_draft_problems (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self = beu_editor_new (store, NULL, 1024, 600);
  g_autofree char *reason = NULL;
  GtkWidget *space0, *space36;
  char cells[sizeof duchy1_cells];
  int i;

  create_board (self, "Club draft");
  /* Space 0 typed as a castle instead of a pasture, the last space left out. */
  memcpy (cells, duchy1_cells, sizeof cells);
  cells[0] = 'C';
  cells[TS_BURGUNDY_N_SPACES - 1] = '\0';
  type_spaces (self, cells, duchy1_dice);

  /* Listed in words (a space not entered, 5 dark green castle spaces) and marked. */
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "problem"), ==, 2);
  g_assert_cmpuint (beu_count_named_rows (self->problem_list, "success"), ==, 0);
  space0 = ts_burgundy_duchy_view_get_space (self->duchy_view, 0);
  space36 = ts_burgundy_duchy_view_get_space (self->duchy_view, 36);
  g_assert_true (gtk_widget_has_css_class (space0, "cob-refused"));
  g_assert_true (gtk_widget_has_css_class (space36, "cob-refused"));
  g_assert_nonnull (g_object_get_data (G_OBJECT (space0), "board-problem"));
  /* A space with nothing wrong is not marked: space 3 is a monastery, as on duchy 1. */
  g_assert_false (gtk_widget_has_css_class (ts_burgundy_duchy_view_get_space (self->duchy_view,
                                                                               3),
                                            "cob-refused"));
  g_assert_cmpstr (ts_burgundy_hex_space_get_name (TS_BURGUNDY_HEX_SPACE (space36)), ==,
                   "Space 36: not entered yet");
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-draft"));

  /* Saved as a draft: kept, not playable, with the reason in words. */
  gtk_widget_activate_action (GTK_WIDGET (self), "editor.save", NULL);
  ts_ui_test_spin ();
  g_assert_false (self->dirty);
  i = beu_find_index (store, "club-draft");
  g_assert_cmpint (i, >=, 0);
  g_assert_false (ts_burgundy_board_store_is_playable (store, i, &reason));
  g_assert_nonnull (reason);
  g_assert_cmpstr (reason, !=, "");

  /* By mouse: a space selected, then its colour and die buttons clicked. */
  _ts_burgundy_board_editor_focus_space (self, 5);
  ts_ui_test_click (self->colour_buttons[TS_BURGUNDY_MINE]);
  ts_ui_test_click (self->die_buttons[1]);
  g_assert_cmpuint (self->board.colour[5], ==, TS_BURGUNDY_MINE);
  g_assert_cmpuint (self->board.die[5], ==, 2);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->colour_buttons[TS_BURGUNDY_MINE])));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->colour_buttons[TS_BURGUNDY_PASTURE])));

  /* Delete clears a space. */
  _ts_burgundy_board_editor_focus_space (self, 0);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Delete));
  g_assert_cmpuint (self->board.colour[0], ==, 255);
  g_assert_cmpuint (self->board.die[0], ==, 0);
  g_assert_true (self->dirty);
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

static void
test_correct_shipped (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self = beu_editor_new (store, "1", 1024, 600);
  int i;

  /* Shipped: read only, typing changes nothing and points at Correct This Board. */
  g_assert_false (self->editable);
  g_assert_true (gtk_widget_get_visible (self->correct_button));
  _ts_burgundy_board_editor_focus_space (self, 0);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_M));
  g_assert_cmpuint (self->board.colour[0], ==, TS_BURGUNDY_PASTURE);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (self)) == self->correct_button);

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.correct", NULL);
  ts_ui_test_spin ();
  g_assert_true (self->editable);
  g_assert_cmpstr (self->board.base, ==, "1");
  /* Space 6 (a castle): its die corrected by typing, then the start castle ticked. */
  _ts_burgundy_board_editor_focus_space (self, 6);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_G));
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_1));
  g_assert_cmpuint (self->board.die[6], ==, 1);
  _ts_burgundy_board_editor_focus_space (self, 18);
  gtk_check_button_set_active (self->start_check, TRUE);
  g_assert_true (ts_burgundy_spaces_equal (&self->board.start_spaces,
                                           &(TsBurgundySpaces){ { G_GUINT64_CONSTANT (1) << 18 } }));
  /* Die 1 breaks the die pattern (6 on space 6): a problem marked there. */
  g_assert_true (gtk_widget_has_css_class (ts_burgundy_duchy_view_get_space (self->duchy_view,
                                                                              6),
                                           "cob-refused"));
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-correction"));

  /* Closing keeps it, as the user's correction of duchy 1, and says it is a draft (issue
   * 24): Keep Editing stays, Close (the default) closes. */
  g_object_ref (self);
  gtk_window_close (GTK_WINDOW (self));
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (self)));
  g_assert_nonnull (self->close_dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (self->close_dialog)), ==,
                   "“Duchy 1” Kept as a Draft");
  g_assert_cmpstr (adw_message_dialog_get_default_response (
                       ADW_MESSAGE_DIALOG (self->close_dialog)),
                   ==, "close");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (self->close_dialog), "edit");
  ts_ui_test_spin ();
  g_assert_null (self->close_dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (self)));
  gtk_window_close (GTK_WINDOW (self));
  ts_ui_test_spin ();
  g_assert_nonnull (self->close_dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (self->close_dialog), "close");
  ts_ui_test_spin ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (self)));
  g_object_unref (self);
  i = beu_find_index (store, "1");
  g_assert_cmpint (ts_burgundy_board_store_get_source (store, i), ==,
                   TS_BURGUNDY_BOARD_CORRECTED);
  g_assert_cmpuint (ts_burgundy_board_store_get_board (store, i)->die[6], ==, 1);
  g_assert_false (ts_burgundy_board_store_is_playable (store, i, NULL));
}

/* An outpost duchy started from duchy 1: the outposts ticked per space, drawn as numbered
 * badges and said in the space's name; drawn in the dark style. */
static void
test_outposts (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self;
  GtkWidget *space3;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  self = beu_editor_new (store, NULL, 1024, 600);
  create_board_from (self, "11a (club)", TS_BURGUNDY_BOARD_OUTPOST, 1);
  g_assert_cmpuint (self->board.kind, ==, TS_BURGUNDY_BOARD_OUTPOST);
  g_assert_cmpmem (self->board.colour, TS_BURGUNDY_N_SPACES,
                   ts_burgundy_board_store_find (store, "1")->colour, TS_BURGUNDY_N_SPACES);
  g_assert_true (gtk_widget_get_visible (self->outpost_box));

  _ts_burgundy_board_editor_focus_space (self, 0);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->outpost_checks[0]), TRUE);
  _ts_burgundy_board_editor_focus_space (self, 3);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->outpost_checks[1]), TRUE);
  _ts_burgundy_board_editor_focus_space (self, 36);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->outpost_checks[2]), TRUE);
  g_assert_cmpuint (self->board.outposts[0], ==, 1);
  g_assert_cmpuint (self->board.outposts[3], ==, 2);
  g_assert_cmpuint (self->board.outposts[36], ==, 4);
  space3 = ts_burgundy_duchy_view_get_space (self->duchy_view, 3);
  g_assert_nonnull (strstr (ts_burgundy_hex_space_get_name (TS_BURGUNDY_HEX_SPACE (space3)),
                            "touches outpost 2"));
  /* The start castle ticked on a castle space; not offered on a monastery. */
  _ts_burgundy_board_editor_focus_space (self, 1);
  gtk_check_button_set_active (self->start_check, TRUE);
  _ts_burgundy_board_editor_focus_space (self, 3);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (self->start_check)));
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-outposts-dark"));

  /* A plain duchy has no outposts. */
  gtk_drop_down_set_selected (self->kind_dropdown, TS_BURGUNDY_BOARD_DUCHY);
  g_assert_false (gtk_widget_get_visible (self->outpost_box));
  g_assert_cmpuint (self->board.outposts[3], ==, 0);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

/* Answers the question @name (Delete, Put Back) with its destructive response. */
static void
answer_remove (TsBurgundyBoardEditor *self,
               const char            *action)
{
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
  ts_ui_test_spin ();
  dialog = beu_find_dialog ("remove-dialog");
  g_assert_nonnull (dialog);
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "remove"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  ts_ui_test_click (ts_ui_test_find_button (GTK_WIDGET (dialog),
                                            g_str_equal (action, "editor.delete")
                                                ? "_Delete"
                                                : "_Put Back"));
  ts_ui_test_spin ();
}

/* A correction put back gives the shipped board again; a user's board deleted is gone. */
static void
test_put_back_and_delete (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self = beu_editor_new (store, "1", 1024, 600);
  int i;

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.correct", NULL);
  _ts_burgundy_board_editor_focus_space (self, 0);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Delete));
  gtk_widget_activate_action (GTK_WIDGET (self), "editor.save", NULL);
  ts_ui_test_spin ();
  i = beu_find_index (store, "1");
  g_assert_cmpint (ts_burgundy_board_store_get_source (store, i), ==,
                   TS_BURGUNDY_BOARD_CORRECTED);
  /* Delete is for the user's own boards: a correction is put back. */
  gtk_widget_activate_action (GTK_WIDGET (self), "editor.delete", NULL);
  ts_ui_test_spin ();
  g_assert_null (beu_find_dialog ("remove-dialog"));
  answer_remove (self, "editor.put-back");
  i = beu_find_index (store, "1");
  g_assert_cmpint (ts_burgundy_board_store_get_source (store, i), ==, TS_BURGUNDY_BOARD_SHIPPED);
  g_assert_cmpuint (ts_burgundy_board_store_get_board (store, i)->colour[0], ==,
                    TS_BURGUNDY_PASTURE);
  g_assert_false (self->editable);
  g_assert_cmpuint (self->board.colour[0], ==, TS_BURGUNDY_PASTURE);

  create_board (self, "Short-lived");
  g_assert_cmpint (beu_find_index (store, "short-lived"), >=, 0);
  answer_remove (self, "editor.delete");
  g_assert_cmpint (beu_find_index (store, "short-lived"), <, 0);
  g_assert_cmpstr (self->board.id, !=, "short-lived");
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

/* A save the disk refuses (here: a folder where the file should be) is shown in words, and
 * the board stays as entered. */
static void
test_save_fails (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "tableside", "games",
                                            "castles-of-burgundy", "duchies.json", NULL);
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self = beu_editor_new (store, "1", 1024, 600);
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (self), "editor.correct", NULL);
  _ts_burgundy_board_editor_focus_space (self, 0);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_Delete));
  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (self), "editor.save", NULL);
  ts_ui_test_spin ();
  dialog = beu_find_dialog ("error-dialog");
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "Could Not Be Saved"));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), !=, "");
  g_assert_true (self->dirty);
  g_assert_cmpuint (self->board.colour[0], ==, 255);
  g_assert_cmpint (ts_burgundy_board_store_get_source (store, beu_find_index (store, "1")), ==,
                   TS_BURGUNDY_BOARD_SHIPPED);
  g_free (ts_ui_test_save_png (GTK_WIDGET (dialog), "burgundy-board-editor-save-fails"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

/* A boards file that cannot be read: shown with its path and reason, nothing can be saved
 * over it until the user replaces it. */
static void
test_broken_file (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tableside", "games",
                                           "castles-of-burgundy", NULL);
  g_autofree char *path = g_build_filename (dir, "duchies.json", NULL);
  g_autoptr(TsBurgundyBoardStore) store = ts_burgundy_board_store_new ();
  TsBurgundyBoardEditor *self;
  GtkWidget *row;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "not json", -1, NULL));
  g_assert_false (ts_burgundy_board_store_load (store, NULL));
  self = beu_editor_new (store, "1", 1024, 600);
  row = ts_ui_test_find_named (GTK_WIDGET (self), "broken-file");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "duchies.json"));
  /* Nothing to correct, create or import while the file is broken. */
  g_assert_false (gtk_widget_get_visible (self->correct_button));
  gtk_widget_activate_action (GTK_WIDGET (self), "editor.new", NULL);
  ts_ui_test_spin ();
  g_assert_null (beu_find_dialog ("new-dialog"));
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-broken-file"));

  /* Replaced with the shipped values: the boards can be corrected again. */
  ts_ui_test_click (ts_ui_test_find_named (GTK_WIDGET (self), "replace"));
  g_assert_null (ts_burgundy_board_store_get_load_error (store));
  g_assert_true (gtk_widget_get_visible (self->correct_button));
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

static void
test_import_broken (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self = beu_editor_new (store, NULL, 1024, 600);
  g_autofree char *dir = g_dir_make_tmp ("board-editor-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "club board.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint n = ts_burgundy_board_store_get_n_boards (store);
  AdwMessageDialog *dialog;

  g_assert_true (g_file_set_contents (path, "{ \"format\": \"tableside-burgundy-board\", ", -1,
                                      NULL));
  g_assert_false (_ts_burgundy_board_editor_import_file (self, file));
  ts_ui_test_spin ();
  dialog = beu_find_dialog ("error-dialog");
  g_assert_nonnull (dialog);
  /* The heading and the reason name the file. */
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), "club board.json"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "club board.json"));
  g_assert_cmpuint (ts_burgundy_board_store_get_n_boards (store), ==, n);
  g_free (ts_ui_test_save_png (GTK_WIDGET (dialog), "burgundy-board-editor-import-broken"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

static void
test_export_import (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self = beu_editor_new (store, "1", 1024, 600);
  g_autofree char *dir = g_dir_make_tmp ("board-editor-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "starter.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  int i;

  /* Duchy 1 exported as shipped, imported back: a correction of duchy 1 (its id), playable. */
  g_assert_true (_ts_burgundy_board_editor_export_file (self, file));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (_ts_burgundy_board_editor_import_file (self, file));
  i = beu_find_index (store, "1");
  g_assert_cmpint (ts_burgundy_board_store_get_source (store, i), ==,
                   TS_BURGUNDY_BOARD_CORRECTED);
  g_assert_true (ts_burgundy_board_store_is_playable (store, i, NULL));
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

/* The new-game form's row: its button (access key B) opens the editor over the form, on the
 * app's store, at the first board not known yet. */
static void
test_setup_row (void)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = ts_burgundy_board_editor_row_new ();
  GtkWindow *window;
  GtkWidget *button;
  TsBurgundyBoardEditor *editor;

  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  window = ts_ui_test_show_alone (list, 600, 120);
  button = ts_ui_test_find_named (row, "boards");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Boards…");
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (button)));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "burgundy-board-editor-setup-row"));
  ts_ui_test_click (button);
  editor = TS_BURGUNDY_BOARD_EDITOR (ts_ui_test_find_toplevel (TS_TYPE_BURGUNDY_BOARD_EDITOR));
  g_assert_nonnull (editor);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (editor)) == window);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (editor)));
  g_assert_false (editor->board.known);
  ts_ui_test_destroy_window (GTK_WINDOW (editor));
  ts_ui_test_destroy_window (window);
}

/* Issue 24: the colour keys are the initials players guess (G or D dark green castle, L or P
 * light green pasture, B or R blue river, C or T city, Y yellow monastery, M mine); a key that
 * is no colour or no die is said in words, not ignored, and sets nothing; the help and the
 * buttons list the keys. */
static void
test_colour_keys (void)
{
  g_autoptr(TsBurgundyBoardStore) store = beu_store_new ();
  TsBurgundyBoardEditor *self = beu_editor_new (store, NULL, 1024, 600);
  static const struct
  {
    guint keyval;
    TsBurgundyColour colour;
  } keys[] = {
    { GDK_KEY_g, TS_BURGUNDY_CASTLE },   { GDK_KEY_d, TS_BURGUNDY_CASTLE },
    { GDK_KEY_l, TS_BURGUNDY_PASTURE },  { GDK_KEY_p, TS_BURGUNDY_PASTURE },
    { GDK_KEY_b, TS_BURGUNDY_RIVER },    { GDK_KEY_r, TS_BURGUNDY_RIVER },
    { GDK_KEY_c, TS_BURGUNDY_CITY },     { GDK_KEY_t, TS_BURGUNDY_CITY },
    { GDK_KEY_y, TS_BURGUNDY_MONASTERY }, { GDK_KEY_m, TS_BURGUNDY_MINE },
  };

  create_board (self, "Keys");
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), keys[i].keyval));
      g_assert_cmpuint (self->board.colour[beu_focused_space (self)], ==, keys[i].colour);
    }
  g_assert_null (self->key_toast);

  /* S (the old river key) and Q are no colour: said, and the space keeps its colour. */
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_q));
  g_assert_nonnull (self->key_toast);
  g_assert_cmpstr (adw_toast_get_title (self->key_toast), ==,
                   "Q is not a colour: type G, L, B, C, Y or M, then the die number.");
  g_assert_cmpuint (self->board.colour[beu_focused_space (self)], ==, TS_BURGUNDY_MINE);
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_s));
  g_assert_cmpstr (adw_toast_get_title (self->key_toast), ==,
                   "S is not a colour: type G, L, B, C, Y or M, then the die number.");
  /* 8 is no die: said, and the selection stays. */
  g_assert_true (ts_ui_test_press_at_focus (GTK_WINDOW (self), GDK_KEY_8));
  g_assert_cmpstr (adw_toast_get_title (self->key_toast), ==,
                   "8 is not a die number: the spaces show 1 to 6.");
  g_assert_cmpuint (beu_focused_space (self), ==, 0);
  g_assert_cmpuint (self->board.die[0], ==, 0);

  /* The help and the colour buttons say the keys. */
  g_assert_nonnull (strstr (gtk_label_get_text (self->help_label),
                            "G or D: dark green castle, L or P: light green pasture, B or R: "
                            "blue river, C or T: beige city, Y: yellow monastery, M: grey mine"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (self->colour_buttons[TS_BURGUNDY_RIVER])),
                   ==, "B or R · river");
  g_free (ts_ui_test_save_png (GTK_WIDGET (self), "burgundy-board-editor-keys"));
  ts_ui_test_destroy_window (GTK_WINDOW (self));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  g_test_add_func ("/burgundy/board-editor/setup-row", test_setup_row);
  g_test_add_func ("/burgundy/board-editor/enter-duchy-by-keyboard", test_enter_duchy);
  g_test_add_func ("/burgundy/board-editor/colour-keys", test_colour_keys);
  g_test_add_func ("/burgundy/board-editor/draft-problems", test_draft_problems);
  g_test_add_func ("/burgundy/board-editor/correct-shipped", test_correct_shipped);
  g_test_add_func ("/burgundy/board-editor/outposts", test_outposts);
  g_test_add_func ("/burgundy/board-editor/put-back-and-delete", test_put_back_and_delete);
  g_test_add_func ("/burgundy/board-editor/save-fails", test_save_fails);
  g_test_add_func ("/burgundy/board-editor/broken-boards-file", test_broken_file);
  g_test_add_func ("/burgundy/board-editor/import-broken-file", test_import_broken);
  g_test_add_func ("/burgundy/board-editor/export-import", test_export_import);
  return g_test_run ();
}

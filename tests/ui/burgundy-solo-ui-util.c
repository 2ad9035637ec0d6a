/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the solo game's ui tests (test-burgundy-solo.c, test-burgundy-solo-forms.c) share: the
 * user's solo board, and a solo match shown on the table page. */
#include "burgundy-solo-ui-util.h"

#include "burgundy/ts-burgundy-board-store.h"
#include "ts-ui-test-util.h"

extern const TsGameModule ts_burgundy_module;

/* Duchy 1's layout as the user's solo board 13A: the real shapes are the user's to enter. */
void
solo_ui_board (TsBurgundyDuchy *board)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);

  *board = *ts_burgundy_data_find_duchy (data, "1");
  g_strlcpy (board->id, SOLO_ID, sizeof board->id);
  g_strlcpy (board->name, "13A", sizeof board->name);
  board->base[0] = '\0';
  board->kind = TS_BURGUNDY_BOARD_SOLO;
  board->start_spaces = (TsBurgundySpaces){ { 0 } };
  board->confidence = TS_BURGUNDY_CONFIDENCE_HIGH;
  ts_burgundy_board_count (board);
}

TsMatch *
solo_ui_new_match (void)
{
  TsBurgundyDuchy board;
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  JsonObject *player = json_object_new ();
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  solo_ui_board (&board);
  json_object_set_string_member (player, "name", "Ana");
  json_object_set_string_member (player, "color", "red");
  json_object_set_string_member (player, "duchy", SOLO_ID);
  json_object_set_object_member (player, "layout", ts_burgundy_board_to_json (&board));
  json_object_set_int_member (player, "start-space", 18);
  json_array_add_object_element (players, player);
  json_object_set_boolean_member (options, "solo", TRUE);
  json_object_set_int_member (options, "solo-target", 50);
  match = ts_match_new (&ts_burgundy_module, "Solo", players, options, NULL, &error);
  g_assert_no_error (error);
  return match;
}

void
solo_ui_table_open (SoloUiTable *table)
{
  table->match = solo_ui_new_match ();
  table->window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (table->window), 1024, 600);
  ts_window_show_match (table->window, table->match);
  table->view = TS_BURGUNDY_VIEW (ts_ui_test_find_child (GTK_WIDGET (table->window),
                                                          TS_TYPE_BURGUNDY_VIEW));
  g_assert_nonnull (table->view);
  ts_ui_test_present_and_wait (GTK_WINDOW (table->window));
}

void
solo_ui_table_close (SoloUiTable *table)
{
  ts_ui_test_destroy_window (GTK_WINDOW (table->window));
  g_clear_object (&table->match);
}

const TsBurgundyState *
solo_ui_state_of (SoloUiTable *table)
{
  return ts_match_get_state (table->match);
}

GtkWidget *
solo_ui_find (SoloUiTable *table,
              GType        type)
{
  return ts_ui_test_find_child (GTK_WIDGET (table->view), type);
}

TsBurgundySoloBar *
solo_ui_bar (SoloUiTable *table)
{
  return TS_BURGUNDY_SOLO_BAR (solo_ui_find (table, TS_TYPE_BURGUNDY_SOLO_BAR));
}

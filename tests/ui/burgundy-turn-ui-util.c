/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy's table page at its first turn, for the turn panel's ui tests
 * (test-burgundy-turn, test-burgundy-picker). */
#include "burgundy-turn-ui-util.h"

extern const TsGameModule ts_burgundy_module;

const TsBurgundyState *
bturn_state_of (Table *table)
{
  return ts_match_get_state (table->match);
}

void
bturn_apply (Table                 *table,
       const TsBurgundyEntry *entry)
{
  g_autoptr(TsEntry) item = ts_entry_new_take (&ts_burgundy_module,
                                               g_memdup2 (entry, sizeof *entry));
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_match_apply (table->match, item, &error));
  g_assert_no_error (error);
}

/* A 4-player table at @width x @height, played by random entries to the first turn of
 * @phase; with @quick the depots are filled as quick mode does: every tile a "?". */
void
bturn_table_open (Table   *table,
            int      width,
            int      height,
            guint    phase,
            gboolean quick,
            guint    seed)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    json_array_add_string_element (players, names[i]);
  table->match = ts_match_new (&ts_burgundy_module, "Turn test", players, NULL, NULL, &error);
  g_assert_no_error (error);
  while (!(bturn_state_of (table)->stage == TS_BURGUNDY_STAGE_TURN && bturn_state_of (table)->phase == phase))
    {
      TsBurgundyEntry entry;

      g_assert_true (ts_burgundy_random_entry (bturn_state_of (table), rand, &entry));
      if (entry.type == TS_BURGUNDY_ENTRY_FILL_DEPOTS && quick
          && bturn_state_of (table)->phase == phase)
        {
          for (guint d = 0; d < 6; d++)
            for (guint s = 0; s < 4; s++)
              if (entry.fill[d][s] != 0)
                entry.fill[d][s] = TS_BURGUNDY_TILE_UNKNOWN;
          for (guint s = 0; s < 8; s++)
            if (entry.fill_black[s] != 0)
              entry.fill_black[s] = TS_BURGUNDY_TILE_UNKNOWN;
        }
      bturn_apply (table, &entry);
    }
  table->window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (table->window), width, height);
  ts_window_show_match (table->window, table->match);
  table->view = TS_BURGUNDY_VIEW (ts_ui_test_find_child (GTK_WIDGET (table->window),
                                              TS_TYPE_BURGUNDY_VIEW));
  table->panel = TS_BURGUNDY_TURN_PANEL (ts_ui_test_find_child (GTK_WIDGET (table->view),
                                                     TS_TYPE_BURGUNDY_TURN_PANEL));
  table->board = TS_BURGUNDY_BOARD_VIEW (ts_ui_test_find_child (GTK_WIDGET (table->view),
                                                     TS_TYPE_BURGUNDY_BOARD_VIEW));
  ts_ui_test_present_and_wait (GTK_WINDOW (table->window));
}

void
bturn_table_close (Table *table)
{
  ts_ui_test_destroy_window (GTK_WINDOW (table->window));
  g_clear_object (&table->match);
}

/* @widget is mapped and lies wholly inside the window. */

/* The first row of @kind that asks for an identity among which @wanted is, or -1. */
int
bturn_unknown_row_with (TsBurgundyTurnPanel *panel,
                  guint                wanted)
{
  for (guint i = 0; i < ts_burgundy_turn_panel_get_n_rows (panel); i++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (panel, i);

      for (guint k = 0; row->tiles != NULL && k < row->tiles->len; k++)
        if (g_array_index (row->tiles, guint8, k) == wanted)
          return i;
    }
  return -1;
}

/* The picker's frame (with its shadow) lies within the window's width. */

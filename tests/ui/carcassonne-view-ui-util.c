/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carcassonne-view-ui-util.h"

#include <string.h>

#include "ts-ui-test-util.h"

TsMatch *
new_match (guint n_players)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Davi", "Eva" };
  const char *chosen[G_N_ELEMENTS (names) + 1] = { NULL };
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  memcpy (chosen, names, n_players * sizeof *names);
  players = ts_ui_test_players_new (chosen);
  json_object_set_boolean_member (options, "tiles", TRUE);
  json_object_set_boolean_member (options, "goods", TRUE);
  json_object_set_boolean_member (options, "builder", TRUE);
  json_object_set_boolean_member (options, "pig", TRUE);
  json_object_set_string_member (options, "small-city", "full");
  match = ts_match_new (&ts_carcassonne_module, "Test game", players, options, NULL, &error);
  g_assert_no_error (error);
  return match;
}

const TsCarcassonneState *
state_of (Table *table)
{
  return ts_match_get_state (table->match);
}

void
table_open (Table   *table,
            TsMatch *match,
            int      width,
            int      height)
{
  table->match = match;
  /* As the shell shows a match: through the game's registered view. */
  table->view = TS_CARCASSONNE_VIEW (ts_ui_test_show_match (match, width, height, TS_TYPE_CARCASSONNE_VIEW,
                                                    &table->window));
}

void
table_close (Table *table)
{
  ts_ui_test_destroy_window (table->window);
  g_clear_object (&table->match);
}

gpointer
find (Table *table,
      GType  type)
{
  GtkWidget *widget = ts_ui_test_find_child (GTK_WIDGET (table->view), type);

  g_assert_nonnull (widget);
  return widget;
}

const TsCarcassonneEntry *
last_entry (Table *table)
{
  guint n = ts_match_get_n_entries (table->match);

  return ts_entry_get_data (ts_match_get_entry (table->match, n - 1));
}

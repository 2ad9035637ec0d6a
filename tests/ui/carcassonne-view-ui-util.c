/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "carcassonne-view-ui-util.h"

#include "ts-ui-test-util.h"

TsMatch *
new_match (guint n_players)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Davi", "Eva" };
  g_autoptr(JsonObject) options = json_object_new ();

  json_object_set_boolean_member (options, "tiles", TRUE);
  json_object_set_boolean_member (options, "goods", TRUE);
  json_object_set_boolean_member (options, "builder", TRUE);
  json_object_set_boolean_member (options, "pig", TRUE);
  json_object_set_string_member (options, "small-city", "full");
  return ts_ui_test_new_match (&ts_carcassonne_module, names, n_players, options);
}

const TsCarcassonneState *
state_of (Table *table)
{
  return ts_match_get_state (table->match);
}

const TsCarcassonneEntry *
last_entry (Table *table)
{
  guint n = ts_match_get_n_entries (table->match);

  return ts_entry_get_data (ts_match_get_entry (table->match, n - 1));
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared new-game form for Caylus 1303: a monument covers its residence by default and
 * the other reading reaches the record's "monument-residence" and the engine; the user's
 * corrections of their box are counted on the form and copied into the record's
 * "components", which the engine applies; a broken corrections file is shown with its path
 * and reason, and the game still starts with the shipped values. */
#include <string.h>

#include "caylus/ts-caylus-setup.h"
#include "caylus/ts-caylus-tile-editor.h"
#include "ts-caylus.h"
#include "ts-component-overrides.h"
#include "ts-setup-window.h"
#include "ts-ui-test-util.h"

extern const TsGameModule ts_caylus_module;

static TsSetupWindow *
new_setup (void)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", NULL };
  static const char *const colors[] = { "red", "blue", "green", NULL };
  TsSetupWindow *setup;

  ts_ui_test_set_default_players (names, colors);
  /* The registered view, as the start page opens it. */
  setup = ts_setup_window_new (NULL, ts_game_views_lookup (ts_caylus_module.id));
  g_assert_nonnull (setup);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  return setup;
}

/* The form's options, and the engine's state built from them. */
static JsonObject *
build (TsSetupWindow  *setup,
       TsCaylusState **state)
{
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;

  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  match = ts_match_new (&ts_caylus_module, "test", players, options, setup_object, &error);
  g_assert_no_error (error);
  *state = ts_caylus_module.state_copy (ts_match_get_state (match));
  return g_steal_pointer (&options);
}

static gboolean
accept_any (const char *id,
            JsonNode   *values,
            gpointer    user_data,
            GError    **error)
{
  return TRUE;
}

/* Writes the user's corrections file as the tile editor keeps it. */
static void
write_corrections (const char *id,
                   const char *json)
{
  g_autoptr(TsComponentOverrides) overrides
      = ts_component_overrides_new ("caylus", "tiles", accept_any, NULL);
  g_autoptr(JsonNode) values = json_from_string (json, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (values);
  g_assert_true (ts_component_overrides_set (overrides, id, values, &error));
  g_assert_true (ts_component_overrides_save (overrides, NULL, &error));
  g_assert_no_error (error);
}

static const char *
tiles_row_text (TsSetupWindow *setup)
{
  return adw_action_row_get_subtitle (
      ADW_ACTION_ROW (ts_caylus_setup_get_part (setup, TS_CAYLUS_SETUP_TILES)));
}

/* CY-MNM-08's open question: covered by default, "counts" when chosen. */
static void
test_monuments (void)
{
  TsSetupWindow *setup = new_setup ();
  AdwComboRow *row = ADW_COMBO_ROW (ts_caylus_setup_get_part (setup, TS_CAYLUS_SETUP_MONUMENTS));
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) counts = NULL;
  TsCaylusState *state = NULL;

  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "caylus-setup"));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  options = build (setup, &state);
  g_assert_cmpstr (json_object_get_string_member (options, "monument-residence"), ==, "covered");
  g_assert_false (state->opt_monument_counts);
  /* No corrections: the record carries none and the row says so. */
  g_assert_false (json_object_has_member (options, "components"));
  g_assert_nonnull (strstr (tiles_row_text (setup), "shipped values"));
  ts_caylus_module.state_free (state);

  adw_combo_row_set_selected (row, 1);
  counts = build (setup, &state);
  g_assert_cmpstr (json_object_get_string_member (counts, "monument-residence"), ==, "counts");
  g_assert_true (state->opt_monument_counts);
  ts_caylus_module.state_free (state);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* CY-STN-04's reading: the text's ("activated") by default, "used" when chosen. */
static void
test_owner_gain (void)
{
  TsSetupWindow *setup = new_setup ();
  AdwComboRow *row
      = ADW_COMBO_ROW (ts_caylus_setup_get_part (setup, TS_CAYLUS_SETUP_OWNER_GAIN));
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) used = NULL;
  TsCaylusState *state = NULL;

  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
  options = build (setup, &state);
  g_assert_cmpstr (json_object_get_string_member (options, "stone-owner-gain"), ==, "activated");
  g_assert_false (state->opt_owner_gain_used);
  ts_caylus_module.state_free (state);

  adw_combo_row_set_selected (row, 1);
  used = build (setup, &state);
  g_assert_cmpstr (json_object_get_string_member (used, "stone-owner-gain"), ==, "used");
  g_assert_true (state->opt_owner_gain_used);
  ts_caylus_module.state_free (state);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* The user's corrections: counted on the form, copied into the record, applied by the
 * engine. */
static void
test_corrections (void)
{
  TsSetupWindow *setup;
  g_autoptr(JsonObject) options = NULL;
  TsCaylusState *state = NULL;
  JsonObject *components;
  const TsCaylusData *shipped = ts_caylus_data_get (NULL);
  int farm = ts_caylus_data_find_tile (shipped, "w-farm");

  g_assert_cmpint (farm, >=, 0);
  write_corrections ("w-farm", "{\"cost\": {\"wood\": 1, \"cloth\": 1}, \"pp\": 3}");
  setup = new_setup ();
  g_assert_nonnull (strstr (tiles_row_text (setup), "1 correction"));
  options = build (setup, &state);
  components = json_object_get_object_member (options, "components");
  g_assert_nonnull (components);
  g_assert_true (json_object_has_member (components, "w-farm"));
  g_assert_cmpuint (state->data->tiles[farm].pp, ==, 3);
  g_assert_cmpuint (state->data->tiles[farm].cost[TS_CAYLUS_CLOTH], ==, 1);
  g_assert_cmpuint (state->data->tiles[farm].cost[TS_CAYLUS_FOOD], ==, 0);
  ts_caylus_module.state_free (state);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* A broken file: its path and reason on the form; the game starts with the shipped values. */
static void
test_broken_file (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tableside", "games",
                                           "caylus", NULL);
  g_autofree char *path = g_build_filename (dir, "tiles.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  TsSetupWindow *setup;
  TsCaylusState *state = NULL;
  const char *text;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{ not json", -1, &error));
  g_assert_no_error (error);
  setup = new_setup ();
  text = tiles_row_text (setup);
  g_assert_nonnull (strstr (text, "tiles.json"));
  g_assert_nonnull (strstr (text, "The new game starts with the shipped values."));
  /* Tall enough to show the rules group under the players. */
  gtk_window_set_default_size (GTK_WINDOW (setup), 610, 1000);
  ts_ui_test_redraw (GTK_WIDGET (setup));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "caylus-setup-broken-file"));
  options = build (setup, &state);
  g_assert_false (json_object_has_member (options, "components"));
  g_assert_true (state->data == ts_caylus_data_get (NULL));
  ts_caylus_module.state_free (state);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

int
main (int    argc,
      char **argv)
{
  ts_ui_test_init_isolated (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/caylus-setup/monuments", test_monuments);
  g_test_add_func ("/caylus-setup/CY-STN-04/owner-gain", test_owner_gain);
  g_test_add_func ("/caylus-setup/corrections", test_corrections);
  g_test_add_func ("/caylus-setup/broken-file", test_broken_file);
  return g_test_run ();
}

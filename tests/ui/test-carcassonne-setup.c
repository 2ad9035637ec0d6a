/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared new-game form for Carcassonne: the group “Traders & Builders” with every part of
 * the expansion on and small cities at full points by default; what is switched reaches the
 * record's options and the engine takes them; the goods need the expansion's tiles
 * (CA-TGD), so their switch is insensitive without them and the record says no goods. */
#include <string.h>

#include "carcassonne/ts-carcassonne-setup.h"
#include "ts-carcassonne.h"
#include "ts-setup-window.h"
#include "ts-ui-test-util.h"

extern const TsGameModule ts_carcassonne_module;

static TsSetupWindow *
new_setup (void)
{
  static const char *const names[] = { "Ana", "Bruno", NULL };
  static const char *const colors[] = { "red", "blue", NULL };
  TsSetupWindow *setup;

  ts_ui_test_set_default_players (names, colors);
  /* The registered view, as the start page opens it. */
  setup = ts_setup_window_new (NULL, ts_game_views_lookup ("carcassonne"));
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  return setup;
}

static GtkSwitch *
part (TsSetupWindow         *setup,
      TsCarcassonneSetupPart which)
{
  return GTK_SWITCH (ts_carcassonne_setup_get_part (setup, which));
}

/* The form's options, and the engine's state built from them. */
static JsonObject *
build (TsSetupWindow       *setup,
       TsCarcassonneState **state)
{
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;

  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  match = ts_match_new (&ts_carcassonne_module, "test", players, options, setup_object, &error);
  g_assert_no_error (error);
  *state = ts_carcassonne_state_copy (ts_match_get_state (match));
  return g_steal_pointer (&options);
}

static void
test_defaults (void)
{
  TsSetupWindow *setup = new_setup ();
  g_autoptr(JsonObject) options = NULL;
  TsCarcassonneState *state = NULL;
  GtkWidget *group;

  /* The group is named after the expansion (the title is markup; this is the text shown). */
  for (group = GTK_WIDGET (part (setup, TS_CARCASSONNE_SETUP_TILES));
       group != NULL && !ADW_IS_PREFERENCES_GROUP (group); group = gtk_widget_get_parent (group))
    ;
  g_assert_nonnull (group);
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (group)), ==,
                   "Traders & Builders");

  options = build (setup, &state);
  g_assert_true (json_object_get_boolean_member (options, "tiles"));
  g_assert_true (json_object_get_boolean_member (options, "goods"));
  g_assert_true (json_object_get_boolean_member (options, "builder"));
  g_assert_true (json_object_get_boolean_member (options, "pig"));
  g_assert_cmpstr (json_object_get_string_member (options, "small-city"), ==, "full");
  /* CA-TBC-02: 71 tiles of the base game to draw, and the expansion's 24. */
  g_assert_cmpuint (state->n_left, ==, 95);
  g_assert_true (state->opt_goods && state->opt_builder && state->opt_pig);
  g_assert_false (state->opt_small_half);
  g_free (state);
  /* Tall enough to show the options under the players. */
  gtk_window_set_default_size (GTK_WINDOW (setup), 600, 1000);
  ts_ui_test_redraw (GTK_WIDGET (setup));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "carcassonne-setup"));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

static void
test_switched (void)
{
  TsSetupWindow *setup = new_setup ();
  g_autoptr(JsonObject) options = NULL;
  TsCarcassonneState *state = NULL;
  GtkWidget *goods = GTK_WIDGET (part (setup, TS_CARCASSONNE_SETUP_GOODS));

  g_assert_true (gtk_widget_is_sensitive (goods));
  gtk_switch_set_active (part (setup, TS_CARCASSONNE_SETUP_TILES), FALSE);
  gtk_switch_set_active (part (setup, TS_CARCASSONNE_SETUP_PIG), FALSE);
  gtk_switch_set_active (part (setup, TS_CARCASSONNE_SETUP_SMALL_CITY), FALSE);
  ts_ui_test_spin ();
  /* CA-TGD: goods come on the expansion's tiles; the switch keeps its position, unused. */
  g_assert_false (gtk_widget_is_sensitive (goods));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (goods)));

  options = build (setup, &state);
  g_assert_false (json_object_get_boolean_member (options, "tiles"));
  g_assert_false (json_object_get_boolean_member (options, "goods"));
  g_assert_true (json_object_get_boolean_member (options, "builder"));
  g_assert_false (json_object_get_boolean_member (options, "pig"));
  g_assert_cmpstr (json_object_get_string_member (options, "small-city"), ==, "half");
  g_assert_cmpuint (state->n_left, ==, 71);
  g_assert_false (state->opt_goods);
  g_assert_true (state->opt_builder);
  g_assert_false (state->opt_pig);
  g_assert_true (state->opt_small_half);
  g_free (state);

  gtk_switch_set_active (part (setup, TS_CARCASSONNE_SETUP_TILES), TRUE);
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_is_sensitive (goods));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

int
main (int    argc,
      char **argv)
{
  ts_ui_test_init_isolated (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/carcassonne-setup/defaults", test_defaults);
  g_test_add_func ("/carcassonne-setup/switched", test_switched);
  return g_test_run ();
}

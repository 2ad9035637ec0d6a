/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's rows of the new-game form: the parts of Traders & Builders in play and the
 * small city's points. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-carcassonne-setup.h"

extern const TsGameModule ts_carcassonne_module;

/* The whole form's part: a switch per option. */
typedef struct
{
  GtkSwitch *switches[TS_CARCASSONNE_SETUP_SMALL_CITY + 1];
  GtkWidget *goods_row;
} Game;

static GtkSwitch *
add_switch_row (AdwPreferencesGroup *group,
                const char          *title,
                const char          *subtitle,
                GtkWidget          **row_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  /* The switch alone (as screen readers and the e2e tests find it) says what it switches. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  row, NULL, -1);
  adw_preferences_group_add (group, row);
  if (row_out != NULL)
    *row_out = row;
  return GTK_SWITCH (toggle);
}

/* Goods come on the expansion's tiles (CA-TGD): without them the switch means nothing. */
static void
tiles_toggled_cb (Game *game)
{
  gtk_widget_set_sensitive (game->goods_row,
                            gtk_switch_get_active (game->switches[TS_CARCASSONNE_SETUP_TILES]));
}

static gpointer
game_new (AdwPreferencesGroup *rules)
{
  Game *game = g_new0 (Game, 1);

  /* Translators: the name of Carcassonne's expansion, heading its options in a new game;
   * markup: keep “&amp;” for an ampersand */
  adw_preferences_group_set_title (rules, _("Traders &amp; Builders"));
  game->switches[TS_CARCASSONNE_SETUP_TILES] = add_switch_row (
      rules, _("Expansion _Tiles"), _("The expansion's 24 tiles are shuffled in"), NULL);
  game->switches[TS_CARCASSONNE_SETUP_GOODS] = add_switch_row (
      rules, _("_Goods"),
      _("Completing a city with wine, grain or cloth takes its tokens; the most of each "
        "scores 10 at the end. Needs the expansion's tiles"),
      &game->goods_row);
  game->switches[TS_CARCASSONNE_SETUP_BUILDER] = add_switch_row (
      rules, _("_Builders"),
      _("A builder on your own road or city gives a second tile when it grows"), NULL);
  game->switches[TS_CARCASSONNE_SETUP_PIG] = add_switch_row (
      rules, _("_Pigs"), _("A pig with your farmer makes each city of the farm score 4"), NULL);
  game->switches[TS_CARCASSONNE_SETUP_SMALL_CITY] = add_switch_row (
      rules, _("_Small Cities Score Full Points"),
      _("A completed city of 2 tiles scores 4; off, 2 as in older editions"), NULL);
  g_signal_connect_swapped (game->switches[TS_CARCASSONNE_SETUP_TILES], "notify::active",
                            G_CALLBACK (tiles_toggled_cb), game);
  return game;
}

static void
game_free (gpointer data)
{
  Game *game = data;

  /* The switches outlive the game's part only while the window is being disposed. */
  g_signal_handlers_disconnect_by_data (game->switches[TS_CARCASSONNE_SETUP_TILES], game);
  g_free (game);
}

/* The engine's options (ts-carcassonne-state.h); each written, so the record says what was
 * played whatever the defaults become. */
static void
fill_record (gpointer    data,
             JsonObject *options,
             JsonObject *setup)
{
  Game *game = data;
  gboolean tiles = gtk_switch_get_active (game->switches[TS_CARCASSONNE_SETUP_TILES]);

  json_object_set_boolean_member (options, "tiles", tiles);
  json_object_set_boolean_member (
      options, "goods", tiles && gtk_switch_get_active (game->switches[TS_CARCASSONNE_SETUP_GOODS]));
  json_object_set_boolean_member (
      options, "builder", gtk_switch_get_active (game->switches[TS_CARCASSONNE_SETUP_BUILDER]));
  json_object_set_boolean_member (
      options, "pig", gtk_switch_get_active (game->switches[TS_CARCASSONNE_SETUP_PIG]));
  json_object_set_string_member (
      options, "small-city",
      gtk_switch_get_active (game->switches[TS_CARCASSONNE_SETUP_SMALL_CITY]) ? "full" : "half");
}

const TsSetupExtension ts_carcassonne_setup_extension = {
  .game_new = game_new,
  .game_free = game_free,
  .fill_record = fill_record,
};

void
ts_carcassonne_setup_show (GtkWindow *parent)
{
  const TsGameView *view = ts_game_views_lookup (ts_carcassonne_module.id);

  g_return_if_fail (view != NULL);
  gtk_window_present (GTK_WINDOW (ts_setup_window_new (parent, view)));
}

GtkWidget *
ts_carcassonne_setup_get_part (TsSetupWindow          *window,
                               TsCarcassonneSetupPart  part)
{
  Game *game = ts_setup_window_get_game_data (window);

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (part <= TS_CARCASSONNE_SETUP_SMALL_CITY, NULL);
  return GTK_WIDGET (game->switches[part]);
}

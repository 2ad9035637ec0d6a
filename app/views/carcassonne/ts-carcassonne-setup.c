/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's rows of the new-game form: the parts of Traders & Builders in play and the
 * small city's points. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-carcassonne-setup.h"
#include "ts-mnemonic-names.h"

extern const TsGameModule ts_carcassonne_module;

/* The whole form's part: a switch per option. */
typedef struct
{
  GtkSwitch *switches[TS_CARCASSONNE_SETUP_SMALL_CITY + 1];
  GtkWidget *goods_row;
} Game;

/* The options in the order shown, each a switch on by default: the whole expansion, and
 * small cities at full points (the current rules). */
static const struct
{
  const char *title;
  const char *subtitle;
} option_rows[] = {
  [TS_CARCASSONNE_SETUP_TILES] = { N_("Expansion _Tiles"),
                                   N_("The expansion's 24 tiles are shuffled in") },
  [TS_CARCASSONNE_SETUP_GOODS] = { N_("_Goods"),
                                   N_("Completing a city with wine, grain or cloth takes its "
                                      "tokens; the most of each scores 10 at the end. Needs the "
                                      "expansion's tiles") },
  [TS_CARCASSONNE_SETUP_BUILDER] = { N_("_Builders"),
                                     N_("A builder on your own road or city gives a second "
                                        "tile when it grows") },
  [TS_CARCASSONNE_SETUP_PIG] = { N_("_Pigs"),
                                 N_("A pig with your farmer makes each city of the farm "
                                    "score 4") },
  [TS_CARCASSONNE_SETUP_SMALL_CITY] = { N_("S_mall Cities Score Full Points"),
                                        N_("A completed city of 2 tiles scores 4; off, 2 as in "
                                           "older editions") },
};

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
  adw_preferences_group_set_description (
      rules, _("Each part of the expansion can be left out, as its rulebook allows."));
  for (guint i = 0; i < G_N_ELEMENTS (option_rows); i++)
    {
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      GtkWidget *toggle = gtk_switch_new ();

      g_object_set (row, "title", _(option_rows[i].title), "subtitle",
                    _(option_rows[i].subtitle), "use-underline", TRUE, NULL);
      g_object_set (toggle, "active", TRUE, "valign", GTK_ALIGN_CENTER, NULL);
      adw_action_row_add_suffix (row, toggle);
      adw_action_row_set_activatable_widget (row, toggle);
      /* Focused alone, the switch still says what it switches (issue 41: a relation to
       * the row named nothing, it was read as “GtkSwitch”). */
      ts_mnemonic_names_by_row (toggle, ADW_PREFERENCES_ROW (row));
      adw_preferences_group_add (rules, GTK_WIDGET (row));
      game->switches[i] = GTK_SWITCH (toggle);
      if (i == TS_CARCASSONNE_SETUP_GOODS)
        game->goods_row = GTK_WIDGET (row);
    }
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

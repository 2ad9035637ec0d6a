/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's rows of the new-game form: the King's Reward when nobody has built. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-kingsburg-setup.h"
#include "ts-mnemonic-names.h"

/* The whole form's part: the one table rule tables play two ways. */
typedef struct
{
  GtkSwitch *reward_at_zero;
} Game;

static gpointer
game_new (AdwPreferencesGroup *rules)
{
  Game *game = g_new0 (Game, 1);
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
  GtkWidget *toggle = gtk_switch_new ();

  /* Translators: the heading of a new Kingsburg game's rule options */
  adw_preferences_group_set_title (rules, _("Table Rules"));
  /* KB-RWD-01/02: the rulebook gives 1 VP to every player tied for the most buildings, which
   * at zero is everybody; some tables reward nobody then. */
  g_object_set (row, "title", _("_King's Reward With No Buildings"), "subtitle",
                _("When nobody has built, all tie for the most and each gains 1 VP, as the "
                  "rulebook says; off, nobody gains it"),
                "use-underline", TRUE, NULL);
  g_object_set (toggle, "active", TRUE, "valign", GTK_ALIGN_CENTER, NULL);
  adw_action_row_add_suffix (row, toggle);
  adw_action_row_set_activatable_widget (row, toggle);
  /* Focused alone, the switch still says what it switches (issue 41). */
  ts_mnemonic_names_by_row (toggle, ADW_PREFERENCES_ROW (row));
  adw_preferences_group_add (rules, GTK_WIDGET (row));
  game->reward_at_zero = GTK_SWITCH (toggle);
  return game;
}

/* New games pass a player with no coloured die left by themselves (KB-INF-11); records
 * without the option go on asking, as they were played. The reward's reading is written
 * either way, so the record says what was played whatever the default becomes. */
static void
fill_record (gpointer    data,
             JsonObject *options,
             JsonObject *setup)
{
  Game *game = data;

  json_object_set_boolean_member (options, "pass-by-itself", TRUE);
  json_object_set_string_member (options, "kings-reward",
                                 game == NULL || gtk_switch_get_active (game->reward_at_zero)
                                     ? "all-tied"
                                     : "most-built");
}

const TsSetupExtension ts_kingsburg_setup_extension = {
  .game_new = game_new,
  .game_free = g_free,
  .fill_record = fill_record,
};

void
ts_kingsburg_setup_show (GtkWindow *parent)
{
  const TsGameView *view = ts_game_views_lookup ("kingsburg");

  g_return_if_fail (view != NULL);
  gtk_window_present (GTK_WINDOW (ts_setup_window_new (parent, view)));
}

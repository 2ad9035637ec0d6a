/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's rows of the new-game form: how monuments treat residences, when a stone
 * production building's owner gains, and the corrections of the user's box the new game
 * carries. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ts-caylus-setup.h"
#include "ts-caylus-tile-editor.h"
#include "ts-combo-value.h"
#include "ts-tooltip.h"
#include "ts-mnemonic-names.h"

extern const TsGameModule ts_caylus_module;

typedef struct
{
  AdwComboRow *monuments;
  AdwComboRow *owner_gain;
  AdwActionRow *tiles;
  GtkWidget *tiles_button;
} Game;

/* The row says what the new game will carry, read afresh from the user's file: the editor
 * may have changed it, and a broken file is said with its path and reason. */
static void
update_tiles_row (AdwActionRow *row)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) corrections = ts_caylus_tile_corrections (&error);
  g_autofree char *text = NULL;
  guint n = corrections != NULL ? json_object_get_size (corrections) : 0;

  if (error != NULL)
    /* Translators: %s is why the user's file of tile corrections cannot be read (it names the
     * file) */
    text = g_strdup_printf (_("%s The new game starts with the shipped values."),
                            error->message);
  else if (n == 0)
    text = g_strdup (_("The shipped values, uncorrected"));
  else
    text = g_strdup_printf (ngettext ("The new game carries %u correction of the shipped values",
                                      "The new game carries %u corrections of the shipped values",
                                      n),
                            n);
  adw_action_row_set_subtitle (row, text);
  gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "ts-caylus-warning"), error != NULL);
}

static void
tiles_clicked_cb (GtkButton    *button,
                  AdwActionRow *row)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));
  GtkWidget *editor
      = ts_caylus_tile_editor_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, NULL);

  g_signal_connect_object (editor, "changed", G_CALLBACK (update_tiles_row), row,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (editor));
}

/* A row with two readings of a rule to choose from, added to @rules; @first is the default.
 * No subtitle: the choices' words need the row's width, and are shown whole (on a phone
 * libadwaita's value ended in "…": "Ganha quando é ati…"). */
static AdwComboRow *
add_reading_row (AdwPreferencesGroup *rules,
                 const char          *title,
                 const char          *tooltip,
                 const char          *first,
                 const char          *second)
{
  const char *const readings[] = { first, second, NULL };
  g_autoptr(GtkStringList) choices = gtk_string_list_new (readings);
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

  adw_combo_row_set_model (row, G_LIST_MODEL (choices));
  ts_combo_value_show_whole (row);
  g_object_set (row, "title", title, "use-underline", TRUE, NULL);
  ts_tooltip_set (GTK_WIDGET (row), tooltip);
  ts_mnemonic_names_by_row (GTK_WIDGET (row), ADW_PREFERENCES_ROW (row));
  adw_preferences_group_add (rules, GTK_WIDGET (row));
  return row;
}

static gpointer
game_new (AdwPreferencesGroup *rules)
{
  Game *game = g_new0 (Game, 1);
  GtkWidget *warning;

  /* Translators: heads Caylus 1303's options in a new game */
  adw_preferences_group_set_title (rules, _("Rules and Components"));

  game->monuments = add_reading_row (
      rules, _("_Monuments"),
      _("The rules leave open whether a residence under a monument still gives its "
        "worker at recruitment; tables differ"),
      /* Short: AdwComboRow ellipsizes its value. Translators: choices after “Monuments” */
      _("Cover their residence"),
      /* Translators: a choice after “Monuments”: the residence under it still recruits */
      _("Residence still recruits"));
  /* CY-STN-04: the text's reading first, the default. */
  game->owner_gain = add_reading_row (
      rules, _("Stone Producers' _Owner"),
      _("The rules give the owner of a stone Farm, Sawmill or Quarry its resource when "
        "another player's worker activates it; some tables give it only when that "
        "player uses the effect"),
      /* Translators: choices after “Stone Producers' Owner”: when the owner of a stone Farm,
       * Sawmill or Quarry gains its resource */
      _("Gains when activated"),
      /* Translators: a choice after “Stone Producers' Owner”: only if the visitor uses it */
      _("Gains only when used"));

  game->tiles = ADW_ACTION_ROW (adw_action_row_new ());
  g_object_set (game->tiles, "title", _("Your Box's Tiles"), NULL);
  /* The subtitle may quote a file's path and its parser's words: plain text. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (game->tiles), FALSE);
  warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_add_css_class (warning, "warning");
  gtk_accessible_update_property (GTK_ACCESSIBLE (warning), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Warning"), -1);
  adw_action_row_add_prefix (game->tiles, warning);
  g_object_set_data (G_OBJECT (game->tiles), "ts-caylus-warning", warning);
  game->tiles_button = gtk_button_new_with_label (_("Correct…"));
  gtk_widget_set_valign (game->tiles_button, GTK_ALIGN_CENTER);
  ts_tooltip_set (game->tiles_button,
                               _("Correct the costs and prestige printed on your box's tiles"));
  adw_action_row_add_suffix (game->tiles, game->tiles_button);
  adw_action_row_set_activatable_widget (game->tiles, game->tiles_button);
  /* Focused alone, the button still says what it corrects. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (game->tiles_button),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, game->tiles, NULL, -1);
  g_signal_connect (game->tiles_button, "clicked", G_CALLBACK (tiles_clicked_cb), game->tiles);
  adw_preferences_group_add (rules, GTK_WIDGET (game->tiles));
  update_tiles_row (game->tiles);
  return game;
}

static void
game_free (gpointer data)
{
  g_free (data);
}

/* The engine's options (ts-caylus-state.h), each written so that the record says what was
 * played; the corrections are copied into it, so it replays the same after the user
 * corrects their box again. */
static void
fill_record (gpointer    data,
             JsonObject *options,
             JsonObject *setup)
{
  Game *game = data;
  g_autoptr(JsonObject) corrections = ts_caylus_tile_corrections (NULL);

  json_object_set_string_member (options, "monument-residence",
                                 adw_combo_row_get_selected (game->monuments) == 1 ? "counts"
                                                                                   : "covered");
  json_object_set_string_member (options, "stone-owner-gain",
                                 adw_combo_row_get_selected (game->owner_gain) == 1 ? "used"
                                                                                    : "activated");
  if (corrections != NULL && json_object_get_size (corrections) > 0)
    json_object_set_object_member (options, "components", json_object_ref (corrections));
}

const TsSetupExtension ts_caylus_setup_extension = {
  .game_new = game_new,
  .game_free = game_free,
  .fill_record = fill_record,
};

void
ts_caylus_setup_show (GtkWindow *parent)
{
  ts_setup_window_show (parent, ts_caylus_module.id);
}

GtkWidget *
ts_caylus_setup_get_part (TsSetupWindow     *window,
                          TsCaylusSetupPart  part)
{
  Game *game = ts_setup_window_get_game_data (window);

  g_return_val_if_fail (game != NULL, NULL);
  switch (part)
    {
    case TS_CAYLUS_SETUP_MONUMENTS:
      return GTK_WIDGET (game->monuments);
    case TS_CAYLUS_SETUP_TILES:
      return GTK_WIDGET (game->tiles);
    case TS_CAYLUS_SETUP_TILES_BUTTON:
      return game->tiles_button;
    case TS_CAYLUS_SETUP_OWNER_GAIN:
      return GTK_WIDGET (game->owner_gain);
    default:
      g_return_val_if_reached (NULL);
    }
}

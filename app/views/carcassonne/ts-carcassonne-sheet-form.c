/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-map sheet's options and players: the Traders & Builders parts and the 2-tile
 * city reading, each player's name, VP on the score track and goods tokens. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-reveal.h"
#include "ts-carcassonne-sheet-window-private.h"
#include "ts-carcassonne.h"
#include "ts-sheet-json.h"
#include "ts-sheet-keeper.h"
#include "ts-tooltip.h"

enum
{
  OPT_TILES,
  OPT_GOODS,
  OPT_BUILDER,
  OPT_PIG,
  OPT_SMALL_HALF,
  N_OPTIONS,
};

static guint8 *
option_field (TsCarcassonneSheet *sheet,
              guint               option)
{
  guint8 *fields[] = { &sheet->opt_tiles, &sheet->opt_goods, &sheet->opt_builder,
                       &sheet->opt_pig, &sheet->opt_small_half };

  return fields[option];
}

static void
option_cb (GtkSwitch                *sw,
           GParamSpec               *pspec,
           TsCarcassonneSheetWindow *self)
{
  guint option = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (sw), "option"));
  TsCarcassonneSheet changed = *self->sheet;
  gboolean on = gtk_switch_get_active (sw);
  g_autofree char *done = NULL;
  const char *title;

  if (self->filling)
    return;
  title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->option_rows[option]));
  *option_field (&changed, option) = on;
  /* The goods are on the expansion's tiles (CA-TGD): they come and go with them. */
  if (option == OPT_TILES && !on)
    changed.opt_goods = 0;
  if (option == OPT_GOODS && on)
    changed.opt_tiles = 1;
  /* Translators: a change of the final map's options: an option's title, on or off */
  done = g_strdup_printf (on ? _("%s: on") : _("%s: off"), title);
  if (!ts_carcassonne_sheet_window_change (self, &changed, done))
    {
      self->filling = TRUE;
      gtk_switch_set_active (sw, !on);
      self->filling = FALSE;
    }
}

static GtkWidget *
new_option (TsCarcassonneSheetWindow *self,
            guint                     option,
            const char               *title,
            const char               *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  /* The switch says what it switches (a screen reader would otherwise hear only “switch”). */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row,
                                  NULL, -1);
  g_object_set_data (G_OBJECT (sw), "option", GUINT_TO_POINTER (option));
  g_signal_connect (sw, "notify::active", G_CALLBACK (option_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  self->option_rows[option] = row;
  g_object_set_data (G_OBJECT (row), "switch", sw);
  return row;
}

static void
name_changed_cb (GtkEditable              *entry,
                 TsCarcassonneSheetWindow *self)
{
  guint p = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "player"));

  if (self->filling || p >= self->sheet->n_players)
    return;
  /* Names change no map: kept at once, checked when scoring (a blank one is refused); on a
   * character boundary, and a name longer than the sheet keeps is said (issue 58). */
  g_autofree char *note = ts_sheet_keeper_dup_name_note (gtk_editable_get_text (entry),
                                                         sizeof self->sheet->players[p].name);
  ts_sheet_copy_name (self->sheet->players[p].name, sizeof self->sheet->players[p].name,
                      gtk_editable_get_text (entry));
  if (note != NULL)
    ts_carcassonne_sheet_window_say (self, note);
  self->map_state->names[p][0] = '\0';
  g_strlcpy (self->map_state->names[p], self->sheet->players[p].name,
             sizeof self->map_state->names[p]);
  ts_carcassonne_sheet_window_fill_owners (self);
}

static void
number_changed_cb (GtkSpinButton            *spin,
                   TsCarcassonneSheetWindow *self)
{
  guint p = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "player"));
  int field = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "field"));
  int v = gtk_spin_button_get_value_as_int (spin);

  if (self->filling || p >= self->sheet->n_players)
    return;
  if (field < 0)
    self->sheet->players[p].vp = v;
  else
    self->sheet->players[p].goods[field] = v;
}

/* A number of player @p's: the VP (@field -1) or a good's tokens. */
static GtkWidget *
new_number (TsCarcassonneSheetWindow *self,
            guint                     p,
            int                       field,
            int                       max,
            const char               *what)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, 1);
  int value = field < 0 ? self->sheet->players[p].vp : self->sheet->players[p].goods[field];
  /* Translators: a field's accessible name: a player's name and what it counts */
  g_autofree char *name = g_strdup_printf (_("%s: %s"), self->sheet->players[p].name, what);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  /* Narrow: five columns fit beside the map at 1024 pixels. */
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 3);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  ts_tooltip_set (spin, what);
  g_object_set_data (G_OBJECT (spin), "player", GUINT_TO_POINTER (p));
  g_object_set_data (G_OBJECT (spin), "field", GINT_TO_POINTER (field));
  g_signal_connect (spin, "value-changed", G_CALLBACK (number_changed_cb), self);
  return spin;
}

static void
add_player_action_cb (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TsCarcassonneSheetWindow *self = TS_CARCASSONNE_SHEET_WINDOW (widget);
  TsCarcassonneSheet changed = *self->sheet;
  guint p = changed.n_players;

  if (p >= TS_CARCASSONNE_MAX_PLAYERS)
    return;
  changed.players[p] = (TsCarcassonneSheetPlayer){ 0 };
  g_snprintf (changed.players[p].name, sizeof changed.players[p].name, _("Player %u"), p + 1);
  changed.n_players++;
  ts_carcassonne_sheet_window_change (self, &changed, _("A player added"));
  ts_carcassonne_sheet_form_focus_player (self, p);
}

static void
remove_player_action_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TsCarcassonneSheetWindow *self = TS_CARCASSONNE_SHEET_WINDOW (widget);
  TsCarcassonneSheet changed = *self->sheet;
  g_autofree char *done = NULL;

  if (changed.n_players <= 2)
    return;
  changed.n_players--;
  /* Translators: a change of the final map: the player taken off the sheet */
  done = g_strdup_printf (_("%s taken off the sheet"), changed.players[changed.n_players].name);
  /* Their figures would stay on the map without an owner: the engine refuses that in words. */
  ts_carcassonne_sheet_window_change (self, &changed, done);
}

GtkWidget *
ts_carcassonne_sheet_form_new (TsCarcassonneSheetWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *options = adw_preferences_group_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Player"));
  GtkWidget *remove = gtk_button_new_with_mnemonic (_("_Remove Last Player"));
  GtkWidget *players = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (players), _("Players"));
  adw_preferences_group_set_description (
      ADW_PREFERENCES_GROUP (players),
      _("Each player's points on the score track before the final scoring, and their goods "
        "tokens."));
  self->players_box = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (self->players_box), 6);
  gtk_grid_set_column_spacing (GTK_GRID (self->players_box), 6);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players), self->players_box);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "sheet.add-player");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "sheet.remove-player");
  gtk_box_append (GTK_BOX (buttons), add);
  gtk_box_append (GTK_BOX (buttons), remove);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players), buttons);
  gtk_box_append (GTK_BOX (box), players);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (options), _("Options"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (options),
                             new_option (self, OPT_TILES, _("Traders & Builders _Tiles"),
                                         _("The expansion's 24 tiles are in the box")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (options),
                             new_option (self, OPT_GOODS, _("_Goods Tokens"),
                                         _("10 points for the most of each good")));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (options),
                             new_option (self, OPT_BUILDER, _("_Builders"), NULL));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (options),
                             new_option (self, OPT_PIG, _("P_igs"),
                                         _("4 points per city for the farm with its pig")));
  adw_preferences_group_add (
      ADW_PREFERENCES_GROUP (options),
      new_option (self, OPT_SMALL_HALF, _("_Older Editions' Small City"),
                  _("A completed 2-tile city scores 2, not 4 (scored during play)")));
  self->options_group = options;
  gtk_box_append (GTK_BOX (box), options);
  return box;
}

void
ts_carcassonne_sheet_form_fill (TsCarcassonneSheetWindow *self)
{
  GtkGrid *grid = GTK_GRID (self->players_box);
  const char *heads[] = { N_("Name"), N_("VP"), N_("Wine"), N_("Grain"), N_("Cloth") };
  GtkWidget *child;

  self->filling = TRUE;
  for (guint o = 0; o < N_OPTIONS; o++)
    gtk_switch_set_active (g_object_get_data (G_OBJECT (self->option_rows[o]), "switch"),
                           *option_field (self->sheet, o));
  while ((child = gtk_widget_get_first_child (self->players_box)) != NULL)
    gtk_grid_remove (grid, child);
  /* Two lines a player, three columns, so that the form fits beside the map: the name and
   * the VP, then the goods under their headings. */
  for (guint c = 0; c < G_N_ELEMENTS (heads); c++)
    {
      GtkWidget *label = gtk_label_new (_(heads[c]));
      int row = c < 2 ? 0 : 1;

      if (c > 1 && !self->sheet->opt_goods)
        break;
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (grid, label, c == 0 ? 0 : c == 1 ? 2 : c - 2, row, 1, 1);
    }
  for (guint p = 0; p < self->sheet->n_players; p++)
    {
      GtkWidget *entry = gtk_entry_new ();
      /* Translators: a player's name field's accessible name: the seat number */
      g_autofree char *label = g_strdup_printf (_("Player %u's name"), p + 1);
      const char *goods[] = { N_("wine tokens"), N_("grain tokens"), N_("cloth tokens") };
      int row = 2 + p * (self->sheet->opt_goods ? 2 : 1);

      gtk_editable_set_text (GTK_EDITABLE (entry), self->sheet->players[p].name);
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 5);
      gtk_widget_set_hexpand (entry, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      g_object_set_data (G_OBJECT (entry), "player", GUINT_TO_POINTER (p));
      g_object_set_data (G_OBJECT (self->players_box), label, entry);
      g_signal_connect (entry, "changed", G_CALLBACK (name_changed_cb), self);
      gtk_grid_attach (grid, entry, 0, row, 2, 1);
      gtk_grid_attach (grid,
                       new_number (self, p, -1, TS_CARCASSONNE_SHEET_MAX_VP,
                                   _("points on the score track")),
                       2, row, 1, 1);
      for (guint g = 0; self->sheet->opt_goods && g < TS_CARCASSONNE_N_GOODS; g++)
        gtk_grid_attach (grid, new_number (self, p, g, 99, _(goods[g])), g, row + 1, 1, 1);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.add-player",
                                 self->sheet->n_players < TS_CARCASSONNE_MAX_PLAYERS);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.remove-player",
                                 self->sheet->n_players > 2);
  ts_carcassonne_sheet_window_fill_owners (self);
  self->filling = FALSE;
}

void
ts_carcassonne_sheet_form_focus_player (TsCarcassonneSheetWindow *self,
                                        guint                     player)
{
  g_autofree char *label = g_strdup_printf (_("Player %u's name"), player + 1);
  GtkWidget *entry = g_object_get_data (G_OBJECT (self->players_box), label);

  if (entry != NULL)
    {
      gtk_widget_grab_focus (entry);
      ts_reveal_later (entry);
    }
}

void
ts_carcassonne_sheet_form_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "sheet.add-player", NULL, add_player_action_cb);
  gtk_widget_class_install_action (widget_class, "sheet.remove-player", NULL,
                                   remove_player_action_cb);
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The modules of The Castles of Burgundy's 2019 box in the new-game form (issue 14): one
 * switch each with the decisions tables make differently (docs/rules-coverage.md), and the
 * advanced duchies: duchies dealt at random, start castles chosen openly or in secret
 * (CB-ADV-01..03); the outposts (issue 15), which need every player on an outpost duchy 11
 * (CB-OUT-01). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ts-burgundy-setup-private.h"
#include "ts-tooltip.h"
#include "ts-mnemonic-names.h"

/* Record option names, in BurgundyModule order (ts-burgundy-entry.h). */
static const char *const module_ids[N_MODULES] = {
  "extra-tiles", "white-castles", "inns", "trade-routes", "shields", "advanced-duchies",
  "outposts",
};

static const char *const subtitles[N_MODULES] = {
  N_("Monasteries 27 and 28 join the monasteries; the crane and the geese join the black "
     "tiles"),
  N_("Six white castles among the buildings, two among the black tiles, monastery 29; "
     "placing one gives an action with the white die"),
  N_("An inn beside the black depot each phase, bought for 2 silver; an area with an inn "
     "scores one size larger"),
  N_("Each player’s route above their duchy: sold goods go on it, and a space of their "
     "colour gives its bonus"),
  N_("Shields on the depots: doubles may take one for a castle; 1 silver for each at every "
     "phase end"),
  N_("Each player gets a duchy from 1 to 10 and picks the castle they start on"),
  N_("Joining two outposts with tiles scores the phase value, the third again. Every "
     "player needs an outpost duchy (11a to 11f), entered from the box with Boards…"),
};

/* The dialog open now (one form at a time asks a secret). */
static AdwMessageDialog *secret_dialog;

/* A module switched on, unless the solo or team game on now is not combined with it. */
gboolean
_ts_burgundy_game_module (BurgundyGame   *game,
                          BurgundyModule  module)
{
  return game->modules[module] != NULL && gtk_switch_get_active (game->modules[module])
         && !_ts_burgundy_solo_refuses (game, module) && !_ts_burgundy_team_refuses (game, module);
}

/* The modules the solo or team game on now is not combined with (ts_burgundy_solo_options(),
 * ts_burgundy_team_options()) cannot be switched on: their rows say why instead. */
void
_ts_burgundy_modules_follow_mode (BurgundyGame *game)
{
  for (guint m = 0; m < N_MODULES; m++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (game->modules[m]),
                                                ADW_TYPE_ACTION_ROW);
      const char *why = NULL;

      if (_ts_burgundy_solo_refuses (game, m))
        /* Translators: outposts and advanced duchies give every player another duchy than
         * the solo game's 13a or 13b */
        why = _("Off: the solo game is played on duchy 13");
      else if (_ts_burgundy_team_refuses (game, m))
        why = _("Off: not played with the team game");
      gtk_widget_set_sensitive (row, why == NULL);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why != NULL ? why : _(subtitles[m]));
    }
}

gboolean
_ts_burgundy_game_secret (BurgundyGame *game)
{
  return _ts_burgundy_game_module (game, MODULE_ADVANCED_DUCHIES) && game->secret_switch != NULL
         && gtk_switch_get_active (game->secret_switch);
}

GtkSwitch *
_ts_burgundy_switch_row (AdwPreferencesGroup  *group,
                         const char           *title,
                         const char           *subtitle,
                         GtkWidget           **row_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  /* A title without a mnemonic claims none (the form's mnemonics stay unique). */
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), strchr (title, '_') != NULL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  /* Focused alone, the switch says what it switches (issue 41). */
  ts_mnemonic_names_by_row (toggle, ADW_PREFERENCES_ROW (row));
  adw_preferences_group_add (group, row);
  if (row_out != NULL)
    *row_out = row;
  return GTK_SWITCH (toggle);
}

void
ts_burgundy_module_row_follow (GtkWidget *row,
                               gboolean   on)
{
  gtk_widget_set_sensitive (row, on);
  /* Not in the subtitle: a longer one could take another line, and move the rows below. */
  ts_tooltip_set (row, on ? NULL
                                       /* Translators: a module's decision while it is off */
                                       : _("Switch the module above on first"));
}

/* A decision of a module: under its module's switch, insensitive while it is off. */
static GtkSwitch *
decision_row (AdwPreferencesGroup  *group,
              const char           *title,
              const char           *subtitle,
              GtkWidget           **row_out)
{
  GtkSwitch *toggle = _ts_burgundy_switch_row (group, title, subtitle, row_out);

  ts_burgundy_module_row_follow (*row_out, FALSE);
  return toggle;
}

/* A switch of the group: it stays under the pointer while the rows change (the players'
 * rows above follow the modules too). */
static void
switch_toggled_cb (GtkSwitch    *toggle,
                   GParamSpec   *pspec,
                   BurgundyGame *game)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (toggle));

  if (TS_IS_SETUP_WINDOW (root))
    ts_setup_window_keep_in_place (TS_SETUP_WINDOW (root), GTK_WIDGET (toggle));
  _ts_burgundy_modules_update (game);
}

static TsSetupWindow *
game_window (BurgundyGame *game)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (game->modules_group));

  return TS_IS_SETUP_WINDOW (root) ? TS_SETUP_WINDOW (root) : NULL;
}

static guint
n_players (BurgundyGame *game)
{
  TsSetupWindow *window = game_window (game);

  return window != NULL ? ts_setup_window_get_n_players (window) : game->seats->len;
}

/* -------------------------------------------------------------------------------------- */
/* Advanced duchies: dealing (CB-ADV-01)                                                   */

/* Duchies 1-10 that can start a game (ts-burgundy-setup-boards.c). */
static void
deal_clicked_cb (BurgundyGame *game)
{
  g_autoptr(GArray) pool = _ts_burgundy_boards_deal_pool (game);

  if (pool->len == 0)
    return;
  if (game->rand == NULL)
    game->rand = g_rand_new ();
  for (guint s = 0; s < n_players (game); s++)
    {
      BurgundySeat *seat = g_ptr_array_index (game->seats, s);
      guint pick = g_rand_int_range (game->rand, 0, pool->len);

      adw_combo_row_set_selected (seat->duchy_row, g_array_index (pool, guint, pick));
    }
}

void
_ts_burgundy_deal_update (BurgundyGame *game)
{
  g_autoptr(GArray) pool = NULL;
  const char *subtitle;

  if (game->deal_row == NULL)
    return;
  pool = _ts_burgundy_boards_deal_pool (game);
  if (!game->offers_outposts)
    subtitle = _("A random duchy from 1 to 10 for each player; each player’s row may change "
                 "it");
  else if (pool->len > 0)
    subtitle = _("A random outpost duchy (11a–11f, as entered in Boards…) for each player; "
                 "each player’s row may change it");
  else
    subtitle = _("No outpost duchy can be dealt yet: enter duchies 11a–11f from your box in "
                 "Boards…");
  adw_action_row_set_subtitle (ADW_ACTION_ROW (game->deal_row), subtitle);
  ts_burgundy_module_row_follow (game->deal_row,
                                 _ts_burgundy_game_module (game, MODULE_ADVANCED_DUCHIES));
  gtk_widget_set_sensitive (game->deal_button, pool->len > 0);
}

/* -------------------------------------------------------------------------------------- */
/* Advanced duchies: the secret start castle (CB-ADV-03)                                   */

static void ask_secret (BurgundyGame *game,
                        guint         index);

void
_ts_burgundy_secret_update (BurgundySeat *seat)
{
  TsSetupWindow *window = game_window (seat->game);
  g_autofree char *name = NULL;
  g_autofree char *a11y = NULL;

  if (seat->secret_row == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (seat->secret_row), _ts_burgundy_game_secret (seat->game));
  /* Only whether it is chosen: never the space. */
  adw_action_row_set_subtitle (seat->secret_row,
                               seat->secret_space >= 0 ? _("Chosen") : _("Not chosen yet"));
  name = window != NULL ? ts_setup_window_dup_display_name (window, seat->index)
                        /* Translators: a player not named yet; %u is the row, from 1. */
                        : g_strdup_printf (_("Player %u"), seat->index + 1);
  /* Translators: the button of a player's secret start castle; %s is the player. */
  a11y = g_strdup_printf (_("Choose %s’s start castle in secret"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (seat->secret_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
}

void
_ts_burgundy_modules_update (BurgundyGame *game)
{
  gboolean advanced = _ts_burgundy_game_module (game, MODULE_ADVANCED_DUCHIES);
  gboolean secret = _ts_burgundy_game_secret (game);

  /* First: the seats' rows below follow the boards they are on. */
  _ts_burgundy_boards_follow_modules (game);
  ts_burgundy_module_row_follow (game->inn_extra_row, _ts_burgundy_game_module (game, MODULE_INNS));
  ts_burgundy_module_row_follow (game->shield_must_row,
                                 _ts_burgundy_game_module (game, MODULE_SHIELDS));
  ts_burgundy_module_row_follow (game->shield_two_row,
                                 _ts_burgundy_game_module (game, MODULE_SHIELDS));
  _ts_burgundy_deal_update (game);
  ts_burgundy_module_row_follow (game->secret_row, advanced);
  gtk_widget_set_sensitive (game->choose_secret_button, secret);
  ts_burgundy_route_deal_set_active (game->routes,
                                     _ts_burgundy_game_module (game, MODULE_TRADE_ROUTES));
  for (guint i = 0; i < game->seats->len; i++)
    _ts_burgundy_seat_update_rows (g_ptr_array_index (game->seats, i));
}

static void
secret_row_activated_cb (GtkListBox    *list,
                         GtkListBoxRow *row,
                         gpointer       dialog)
{
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "choose");
}

static void
secret_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    BurgundyGame     *game)
{
  int index = game->asking;
  GtkListBox *list = g_object_get_data (G_OBJECT (dialog), "castles");
  GtkListBoxRow *picked = gtk_list_box_get_selected_row (list);
  BurgundySeat *seat;

  if (secret_dialog == dialog)
    secret_dialog = NULL;
  game->asking = -1;
  if (index < 0 || (guint) index >= game->seats->len)
    return;
  seat = g_ptr_array_index (game->seats, index);
  if (g_strcmp0 (response, "choose") != 0 || picked == NULL)
    {
      game->walking = FALSE;
      gtk_widget_grab_focus (seat->secret_button);
      return;
    }
  seat->secret_space = seat->castle_spaces[MIN ((guint) gtk_list_box_row_get_index (picked),
                                                seat->n_castles - 1)];
  _ts_burgundy_secret_update (seat);
  if (game->walking && (guint) index + 1 < n_players (game))
    ask_secret (game, index + 1);
  else
    {
      TsSetupWindow *window = game_window (game);

      game->walking = FALSE;
      /* Everyone has chosen: starting is next. */
      if (window != NULL)
        gtk_widget_grab_focus (ts_setup_window_get_part (window, TS_SETUP_START, 0));
    }
}

static gboolean
focus_castle_cb (gpointer data)
{
  GtkWidget *row = data;

  if (gtk_widget_get_mapped (row))
    gtk_widget_grab_focus (row);
  g_object_unref (row);
  return G_SOURCE_REMOVE;
}

static void
focus_castle_later (GtkWidget *row)
{
  g_idle_add (focus_castle_cb, g_object_ref (row));
}

/* The private dialog: it names the player and lists only their duchy's castle spaces. */
static void
ask_secret (BurgundyGame *game,
            guint         index)
{
  BurgundySeat *seat = g_ptr_array_index (game->seats, index);
  const TsBurgundyDuchy *duchy = _ts_burgundy_seat_get_duchy (seat);
  const char *board = duchy->id;
  TsSetupWindow *window = game_window (game);
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog, *list, *first = NULL;

  if (window == NULL)
    return;
  /* A board of the user's own is named as they named it (issue 15). */
  if (ts_burgundy_data_find_duchy (ts_burgundy_data_get (NULL), duchy->id) == NULL
      && duchy->name[0] != '\0')
    board = duchy->name;
  name = ts_setup_window_dup_display_name (window, index);
  /* Translators: the heading of a player's private dialog; %s is the player. */
  heading = g_strdup_printf (_("%s’s Start Castle"), name);
  /* Translators: %s is the player, then the duchy board number (CB-ADV-03). */
  body = g_strdup_printf (_("Only %s looks now. Pick the castle space you start on in duchy "
                            "%s; the others see only that you have chosen."),
                          name, board);
  dialog = adw_message_dialog_new (GTK_WINDOW (window), heading, body);
  /* The window's name for screen readers and window lists: whose dialog it is. */
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "choose", _("C_hoose"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "choose",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "choose");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_BROWSE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  heading, -1);
  for (guint c = 0; c < seat->n_castles; c++)
    {
      g_autofree char *label = _ts_burgundy_castle_label (duchy, seat->castle_spaces[c]);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      if (c == seat->nearest_centre)
        first = row;
    }
  g_signal_connect (list, "row-activated", G_CALLBACK (secret_row_activated_cb), dialog);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  g_object_set_data (G_OBJECT (dialog), "castles", list);
  g_signal_connect (dialog, "response", G_CALLBACK (secret_response_cb), game);

  game->asking = index;
  secret_dialog = ADW_MESSAGE_DIALOG (dialog);
  /* The keyboard starts on the castle nearest the centre: arrows, then Enter. The dialog
   * focuses its default button when shown, so the row takes the focus after that. */
  if (first != NULL)
    {
      gtk_list_box_select_row (GTK_LIST_BOX (list), GTK_LIST_BOX_ROW (first));
      g_signal_connect_object (dialog, "map", G_CALLBACK (focus_castle_later), first,
                               G_CONNECT_SWAPPED | G_CONNECT_AFTER);
    }
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
choose_all_clicked_cb (BurgundyGame *game)
{
  game->walking = TRUE;
  ask_secret (game, 0);
}

static void
choose_one_clicked_cb (BurgundySeat *seat)
{
  seat->game->walking = FALSE;
  ask_secret (seat->game, seat->index);
}

AdwMessageDialog *
ts_burgundy_setup_get_secret_dialog (TsSetupWindow *window)
{
  g_return_val_if_fail (TS_IS_SETUP_WINDOW (window), NULL);
  return secret_dialog;
}

/* -------------------------------------------------------------------------------------- */
/* The group                                                                               */

void
_ts_burgundy_modules_init (BurgundyGame        *game,
                           AdwPreferencesGroup *rules)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  static const char *const titles[N_MODULES] = {
    N_("Four E_xtra Tiles"), N_("_White Castles"), N_("_Inns"),
    N_("_Trade Routes"),      N_("S_hields"),       N_("Ad_vanced Duchies"),
    N_("O_utposts"),
  };
  GtkWidget *row;

  adw_preferences_group_set_title (group, _("Modules"));
  adw_preferences_group_set_description (group,
                                         _("From the 2019 box; any of them may be combined."));
  for (guint m = 0; m < N_MODULES; m++)
    {
      game->modules[m] = _ts_burgundy_switch_row (group, _(titles[m]), _(subtitles[m]), NULL);
      g_signal_connect (game->modules[m], "notify::active", G_CALLBACK (switch_toggled_cb),
                        game);
      if (m == MODULE_TRADE_ROUTES)
        game->routes = ts_burgundy_route_deal_new (group);
      else if (m == MODULE_INNS)
        game->inn_extra_switch = decision_row (
            group, _("Buying an Inn Is an Extra _Purchase"),
            _("An inn may be bought besides the black depot’s purchase, once per turn. Off: "
              "the inn is the turn’s one purchase."),
            &game->inn_extra_row);
      else if (m == MODULE_SHIELDS)
        {
          game->shield_must_switch = decision_row (
              group, _("Shields 14 and 15 Must Take a Ti_le"),
              _("At each phase end their owner must take a tile when one fits (Portuguese "
                "rules). Off: they may (Spanish rules)."),
              &game->shield_must_row);
          /* CB-SHD-02 (issue 26): one worker for each worker gained is the rulebook's. */
          game->shield_two_switch = decision_row (
              group, _("Shield 2 Gives One Worker per Gain"),
              _("Its owner gets one worker each time another player gains workers, however "
                "many. Off: one for each worker they gain (the rulebook)."),
              &game->shield_two_row);
        }
    }

  /* Advanced duchies: dealing, and how the start castles are chosen (CB-ADV-01..03). */
  /* Mnemonics: none may repeat one of the form's (_Start, _Cancel, _Add, _Roll, _Discard,
   * _Mines, _Name), or Alt+letter would only move between them. */
  game->deal_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (game->deal_row), _("Duchies"));
  game->deal_button = gtk_button_new_with_mnemonic (_("D_eal Duchies"));
  gtk_widget_set_valign (game->deal_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (game->deal_button, "clicked", G_CALLBACK (deal_clicked_cb), game);
  adw_action_row_add_suffix (ADW_ACTION_ROW (game->deal_row), game->deal_button);
  adw_preferences_group_add (group, game->deal_row);
  _ts_burgundy_deal_update (game);

  game->secret_switch = decision_row (
      group, _("Ch_oose in Secret"),
      _("Each player picks their start castle in a private dialog; the castles appear "
        "together when the game starts. Off: openly, in turn order."),
      &game->secret_row);
  g_signal_connect (game->secret_switch, "notify::active", G_CALLBACK (switch_toggled_cb),
                    game);
  game->choose_secret_button = gtk_button_new_with_mnemonic (_("As_k Each Player…"));
  gtk_widget_set_valign (game->choose_secret_button, GTK_ALIGN_CENTER);
  ts_tooltip_set (game->choose_secret_button,
                               _("Ask every player in turn for their start castle"));
  gtk_widget_set_sensitive (game->choose_secret_button, FALSE);
  g_signal_connect_swapped (game->choose_secret_button, "clicked",
                            G_CALLBACK (choose_all_clicked_cb), game);
  row = game->secret_row;
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), game->choose_secret_button);

  /* After the rules, before the saved game's name (a group of the same page). */
  game->modules_group = group;
  gtk_widget_insert_after (GTK_WIDGET (group), gtk_widget_get_parent (GTK_WIDGET (rules)),
                           GTK_WIDGET (rules));
}

void
_ts_burgundy_modules_seat_init (BurgundySeat        *seat,
                                AdwPreferencesGroup *group)
{
  seat->secret_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->secret_row), _("Start Castle"));
  seat->secret_button = gtk_button_new_with_label (_("Choose in Secret…"));
  gtk_widget_set_valign (seat->secret_button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (seat->secret_button, "clicked", G_CALLBACK (choose_one_clicked_cb),
                            seat);
  adw_action_row_add_suffix (seat->secret_row, seat->secret_button);
  gtk_widget_set_visible (GTK_WIDGET (seat->secret_row), FALSE);
  adw_preferences_group_add (group, GTK_WIDGET (seat->secret_row));
  seat->route = ts_burgundy_route_seat_new (seat->game->routes, group);
}

/* Members only for modules switched on: a base game's record stays as it was. */
void
_ts_burgundy_modules_fill_record (BurgundyGame *game,
                                  JsonObject   *options)
{
  for (guint m = 0; m < N_MODULES; m++)
    if (_ts_burgundy_game_module (game, m))
      json_object_set_boolean_member (options, module_ids[m], TRUE);
  if (_ts_burgundy_game_module (game, MODULE_INNS))
    json_object_set_boolean_member (options, "inn-extra-purchase",
                                    gtk_switch_get_active (game->inn_extra_switch));
  if (_ts_burgundy_game_module (game, MODULE_SHIELDS))
    {
      json_object_set_boolean_member (options, "shield-tile-must",
                                      gtk_switch_get_active (game->shield_must_switch));
      json_object_set_boolean_member (options, "shield-2-per-gain",
                                      gtk_switch_get_active (game->shield_two_switch));
    }
  if (_ts_burgundy_game_module (game, MODULE_ADVANCED_DUCHIES))
    json_object_set_boolean_member (options, "secret-start", _ts_burgundy_game_secret (game));
}

/* CB-OUT-01: every player on an outpost duchy; said with the board the player is on now. */
gboolean
_ts_burgundy_modules_check_seat (BurgundySeat  *seat,
                                 const char    *name,
                                 GtkWidget    **fault,
                                 GError       **error)
{
  const TsBurgundyDuchy *duchy = _ts_burgundy_seat_get_duchy (seat);

  if (!_ts_burgundy_game_module (seat->game, MODULE_OUTPOSTS)
      || duchy->kind == TS_BURGUNDY_BOARD_OUTPOST)
    return TRUE;
  *fault = GTK_WIDGET (seat->duchy_row);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               /* Translators: CB-OUT-01; a player's name, then their duchy board's number or
                * name (“3”, “4 (2019 print)”) */
               _("To play with outposts every player uses a duchy numbered 11: %s’s duchy %s "
                 "is not one. Enter the outpost duchies from your box in Boards…"),
               name, duchy->name[0] != '\0' && !g_ascii_isdigit (duchy->id[0]) ? duchy->name
                                                                                : duchy->id);
  return FALSE;
}

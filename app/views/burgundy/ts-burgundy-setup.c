/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy's rows of the new-game form: duchy and start castle per player,
 * and the rule options (the modules are in ts-burgundy-setup-modules.c). */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy-board-editor.h"
#include "ts-burgundy-setup-private.h"
#include "ts-mnemonic-names.h"

#define CENTRE_SPACE 18

typedef BurgundyGame Game;
typedef BurgundySeat Seat;

/* -------------------------------------------------------------------------------------- */
/* Duchy and start castle                                                                  */

const TsBurgundyDuchy *
_ts_burgundy_seat_get_duchy (Seat *seat)
{
  guint selected = adw_combo_row_get_selected (seat->duchy_row);

  return g_ptr_array_index (seat->game->duchies, MIN (selected, seat->game->duchies->len - 1));
}

/* Duchies 1 and 2 start on the central castle (CB-SET-08); the others let the player pick
 * (CB-ADV-02), and so does a correction of 1 or 2 whose start castle cannot go there. */
static gboolean
duchy_has_castle_choice (const TsBurgundyDuchy *duchy)
{
  return (g_strcmp0 (duchy->id, "1") != 0 && g_strcmp0 (duchy->id, "2") != 0)
         || duchy->colour[CENTRE_SPACE] != TS_BURGUNDY_CASTLE
         || (!ts_burgundy_spaces_is_empty (&duchy->start_spaces)
             && !ts_burgundy_spaces_has (&duchy->start_spaces, CENTRE_SPACE));
}

/* The castle is picked in the form: on duchies other than 1 and 2, and on every duchy with
 * the advanced duchies (CB-ADV-02), unless the players pick it in secret. */
static gboolean
seat_picks_castle (Seat *seat)
{
  if (_ts_burgundy_game_secret (seat->game) || seat->n_castles == 0
      || _ts_burgundy_game_solo (seat->game) || _ts_burgundy_game_team (seat->game))
    return FALSE;
  return _ts_burgundy_game_module (seat->game, MODULE_ADVANCED_DUCHIES)
         || duchy_has_castle_choice (_ts_burgundy_seat_get_duchy (seat));
}

/* The castle space the player starts on, or -1 for the central castle of duchies 1 and 2
 * (and for a secret choice not made yet). */
static int
seat_get_start_space (Seat *seat)
{
  if (_ts_burgundy_game_secret (seat->game))
    return seat->secret_space;
  if (!seat_picks_castle (seat))
    return -1;
  return seat->castle_spaces[MIN (adw_combo_row_get_selected (seat->castle_row),
                                  seat->n_castles - 1)];
}

char *
_ts_burgundy_castle_label (const TsBurgundyDuchy *duchy,
                           guint                  space)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  guint row = data->grid.r[space] + (data->grid.side - 1);
  guint first = space;

  while (first > 0 && data->grid.r[first - 1] == data->grid.r[space])
    first--;
  if (space == CENTRE_SPACE)
    /* Translators: the start castle on the central space; %u is the die number printed on
     * the space. */
    return g_strdup_printf (_("Centre · die %u"), duchy->die[space]);
  /* Translators: a castle space of a duchy: its row counted from the top, its place in the
   * row from the left, and the die number printed on it. */
  return g_strdup_printf (_("Row %u, hex %u · die %u"), row + 1, space - first + 1,
                          duchy->die[space]);
}

static guint
hex_distance (const TsHexGrid *grid,
              guint            a,
              guint            b)
{
  int dq = grid->q[a] - grid->q[b];
  int dr = grid->r[a] - grid->r[b];

  return (ABS (dq) + ABS (dr) + ABS (dq + dr)) / 2;
}

/* Lists the castle spaces of the seat's duchy (those its start castle may go on) and
 * selects the one nearest the centre. */
void
_ts_burgundy_seat_fill_castles (Seat *seat)
{
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);
  const TsBurgundyDuchy *duchy = _ts_burgundy_seat_get_duchy (seat);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  guint best = 0;
  guint best_distance = G_MAXUINT;

  seat->n_castles = 0;
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    if (duchy->known && duchy->colour[s] == TS_BURGUNDY_CASTLE
        && (ts_burgundy_spaces_is_empty (&duchy->start_spaces)
            || ts_burgundy_spaces_has (&duchy->start_spaces, s)))
      {
        guint distance = hex_distance (&data->grid, s, CENTRE_SPACE);

        if (distance < best_distance)
          {
            best = seat->n_castles;
            best_distance = distance;
          }
        seat->castle_spaces[seat->n_castles++] = s;
        g_ptr_array_add (labels, _ts_burgundy_castle_label (duchy, s));
      }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (seat->castle_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (seat->castle_names)),
                          (const char *const *) labels->pdata);
  seat->nearest_centre = best;
  adw_combo_row_set_selected (seat->castle_row, best);
  /* Another duchy has other castle spaces: a secret choice is made again. */
  seat->secret_space = -1;
  _ts_burgundy_seat_update_duchy (seat);
}

void
_ts_burgundy_seat_update_duchy (Seat *seat)
{
  const TsBurgundyDuchy *duchy = _ts_burgundy_seat_get_duchy (seat);
  const char *why_not = _ts_burgundy_seat_why_not (seat);

  _ts_burgundy_seat_update_rows (seat);
  /* Why the board cannot start a game comes first; then a doubtful transcription. */
  adw_action_row_set_subtitle (
      ADW_ACTION_ROW (seat->duchy_row),
      why_not != NULL ? why_not
      : duchy->confidence == TS_BURGUNDY_CONFIDENCE_HIGH
          ? NULL
          : _("This layout may hold transcription mistakes: compare it with your board."));
}

void
_ts_burgundy_seat_update_rows (Seat *seat)
{
  gtk_widget_set_visible (GTK_WIDGET (seat->castle_row), seat_picks_castle (seat));
  /* The solo game's board is its group's (a solo board, not a duchy of the list), and the
   * team game's boards are the teams' (CB-TEM-02). */
  gtk_widget_set_visible (GTK_WIDGET (seat->duchy_row), !_ts_burgundy_game_solo (seat->game)
                                                            && !_ts_burgundy_game_team (seat->game));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (seat->castle_row),
                               _ts_burgundy_game_module (seat->game, MODULE_ADVANCED_DUCHIES)
                                   ? _("Advanced duchies: each player picks the castle space")
                                   : _("This duchy lets you pick the castle space"));
  _ts_burgundy_secret_update (seat);
}

/* -------------------------------------------------------------------------------------- */
/* TsSetupExtension                                                                        */

static GtkSwitch *
add_switch_row (AdwPreferencesGroup *group,
                const char          *title,
                const char          *subtitle)
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
  /* Focused alone, the switch says what it switches (issue 41). */
  ts_mnemonic_names_by_row (toggle, ADW_PREFERENCES_ROW (row));
  adw_preferences_group_add (group, row);
  return GTK_SWITCH (toggle);
}

static gpointer
game_new (AdwPreferencesGroup *rules)
{
  Game *game = g_new0 (Game, 1);

  game->seats = g_ptr_array_new ();
  game->asking = -1;
  /* The boards of the store (issue 15), with its load error when there is one. */
  _ts_burgundy_boards_init (game, rules);
  g_assert (game->duchies->len > 0);

  /* Issue 15: the boards of the user's box, entered or corrected. */
  adw_preferences_group_add (rules, ts_burgundy_board_editor_row_new ());
  game->discard_switch = add_switch_row (
      rules, _("_Discard to Make Room"),
      _("With a full storage, a tile taken through a market, carpenter or church, or bought "
        "from the black depot, may replace a stored tile (back to the box). Off: those "
        "effects are lost, and buying needs a free space."));
  game->mine_switch = add_switch_row (
      rules, _("_Mines Pay After Phase E"),
      _("Mines pay their silver (and monastery 2 its workers) once more after the last "
        "phase, before final scoring, so it counts towards VP."));
  _ts_burgundy_modules_init (game, rules);
  _ts_burgundy_solo_init (game);
  _ts_burgundy_team_init (game, rules);
  return game;
}

static void
game_free (gpointer data)
{
  Game *game = data;

  _ts_burgundy_solo_free (game);
  _ts_burgundy_team_free (game);
  _ts_burgundy_boards_free (game);
  g_clear_pointer (&game->seats, g_ptr_array_unref);
  g_clear_pointer (&game->rand, g_rand_free);
  g_clear_pointer (&game->routes, ts_burgundy_route_deal_free);
  g_clear_object (&game->duchy_names);
  g_free (game);
}

static void
duchy_selected_cb (Seat *seat)
{
  _ts_burgundy_seat_fill_castles (seat);
}

static gpointer
seat_new (gpointer             data,
          AdwPreferencesGroup *group)
{
  Game *game = data;
  Seat *seat = g_new0 (Seat, 1);

  seat->game = game;
  seat->index = game->seats->len;
  seat->secret_space = -1;
  g_ptr_array_add (game->seats, seat);
  seat->duchy_row = ADW_COMBO_ROW (adw_combo_row_new ());
  /* Its list read with its title (issue 41). */
  ts_mnemonic_names_by_row (GTK_WIDGET (seat->duchy_row), ADW_PREFERENCES_ROW (seat->duchy_row));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->duchy_row), _("Duchy"));
  /* Why a board cannot be played is read in full (issue 15). */
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (seat->duchy_row), 4);
  adw_combo_row_set_model (seat->duchy_row, G_LIST_MODEL (game->duchy_names));

  seat->castle_names = gtk_string_list_new (NULL);
  seat->castle_row = ADW_COMBO_ROW (adw_combo_row_new ());
  /* Its list read with its title (issue 41). */
  ts_mnemonic_names_by_row (GTK_WIDGET (seat->castle_row), ADW_PREFERENCES_ROW (seat->castle_row));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (seat->castle_row), _("Start Castle"));
  adw_combo_row_set_model (seat->castle_row, G_LIST_MODEL (seat->castle_names));
  g_object_unref (seat->castle_names); /* the row keeps it */

  adw_preferences_group_add (group, GTK_WIDGET (seat->duchy_row));
  adw_preferences_group_add (group, GTK_WIDGET (seat->castle_row));
  _ts_burgundy_modules_seat_init (seat, group);
  _ts_burgundy_seat_fill_castles (seat);
  g_signal_connect_swapped (seat->duchy_row, "notify::selected", G_CALLBACK (duchy_selected_cb),
                            seat);
  return seat;
}

static void
seat_free (gpointer data)
{
  Seat *seat = data;

  /* The rows outlive the seat only while the window is being disposed. */
  g_signal_handlers_disconnect_by_data (seat->duchy_row, seat);
  g_clear_pointer (&seat->route, ts_burgundy_route_seat_free);
  g_free (seat);
}

/* The duchy and the castle move with their player. */
static void
seat_swap (gpointer data_a,
           gpointer data_b)
{
  Seat *a = data_a;
  Seat *b = data_b;
  guint duchy = adw_combo_row_get_selected (a->duchy_row);
  guint castle = adw_combo_row_get_selected (a->castle_row);
  int secret = a->secret_space;
  int other_secret = b->secret_space;

  adw_combo_row_set_selected (a->duchy_row, adw_combo_row_get_selected (b->duchy_row));
  adw_combo_row_set_selected (a->castle_row, adw_combo_row_get_selected (b->castle_row));
  adw_combo_row_set_selected (b->duchy_row, duchy);
  adw_combo_row_set_selected (b->castle_row, castle);
  /* Set after the duchies, whose change forgets a secret choice. */
  a->secret_space = other_secret;
  b->secret_space = secret;
  _ts_burgundy_secret_update (a);
  _ts_burgundy_secret_update (b);
  ts_burgundy_route_seat_swap (a->route, b->route);
}

/* Tables usually all play the same duchy number. */
static void
seat_added (gpointer data,
            gpointer first_data)
{
  Seat *seat = data;
  Seat *first = first_data;

  adw_combo_row_set_selected (seat->duchy_row, adw_combo_row_get_selected (first->duchy_row));
}

static void
fill_player (gpointer    data,
             JsonObject *player)
{
  Seat *seat = data;
  int start = seat_get_start_space (seat);

  if (_ts_burgundy_game_solo (seat->game))
    {
      _ts_burgundy_solo_fill_player (seat->game, player);
      ts_burgundy_route_seat_fill_player (seat->route, player); /* issue 26 */
      return;
    }
  /* The team game's boards are in "setup.teams" (CB-TEM-02); the routes are each
   * player's (issue 26). */
  if (_ts_burgundy_game_team (seat->game))
    {
      ts_burgundy_route_seat_fill_player (seat->route, player);
      return;
    }
  json_object_set_string_member (player, "duchy", _ts_burgundy_seat_get_duchy (seat)->id);
  _ts_burgundy_seat_fill_layout (seat, player);
  if (start >= 0)
    json_object_set_int_member (player, "start-space", start);
  ts_burgundy_route_seat_fill_player (seat->route, player);
}

/* Every player names a duchy, so "setup" needs no default. */
static void
fill_record (gpointer    data,
             JsonObject *options,
             JsonObject *setup)
{
  Game *game = data;

  json_object_set_boolean_member (options, "effect-discard",
                                  gtk_switch_get_active (game->discard_switch));
  if (_ts_burgundy_game_solo (game))
    {
      _ts_burgundy_solo_fill_record (game, options);
      _ts_burgundy_modules_fill_record (game, options); /* issue 26 */
      return;
    }
  json_object_set_boolean_member (options, "mine-income-after-e",
                                  gtk_switch_get_active (game->mine_switch));
  _ts_burgundy_modules_fill_record (game, options);
  if (_ts_burgundy_game_team (game))
    _ts_burgundy_team_fill_record (game, options, setup);
}

/* A player's trade route must be dealt from known pieces (CB-TRD-01/02), and with the secret
 * choice every player must have made it (CB-ADV-03), before the game starts. */
static gboolean
check_player (gpointer     data,
              const char  *name,
              GtkWidget  **fault,
              GError     **error)
{
  Seat *seat = data;

  if (_ts_burgundy_game_solo (seat->game))
    return _ts_burgundy_solo_check (seat->game, fault, error)
           && ts_burgundy_route_seat_check (seat->route, name, fault, error);
  /* The teams' boards, checked once (the first row). */
  if (_ts_burgundy_game_team (seat->game))
    return (seat->index > 0 || _ts_burgundy_team_check (seat->game, fault, error))
           && ts_burgundy_route_seat_check (seat->route, name, fault, error);
  if (!_ts_burgundy_seat_check_board (seat, name, fault, error))
    return FALSE;
  if (!ts_burgundy_route_seat_check (seat->route, name, fault, error)
      || !_ts_burgundy_modules_check_seat (seat, name, fault, error))
    return FALSE;
  if (!_ts_burgundy_game_secret (seat->game) || seat->secret_space >= 0)
    return TRUE;
  *fault = seat->secret_button;
  /* Translators: %s is a player's name (CB-ADV-03). */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("%s has not chosen a start castle yet: Ask Each Player lets everyone "
                 "choose in secret."),
               name);
  return FALSE;
}

/* 1 worker for the first player, 2 for the second, ... (CB-SET-13). In the team game the
 * places alternate between the teams, A first, and the team starts with its workers and
 * silver (CB-TEM-05, CB-TEM-07). */
static char *
place_note (gpointer data,
            guint    place)
{
  if (_ts_burgundy_game_team (data))
    return g_strdup (place % 2 == 0
                         /* Translators: the team game: a place in the turn order, shown
                          * after "Plays first" (CB-TEM-05) */
                         ? _("team A, which starts with 3 workers and 2 silver")
                         /* Translators: the team game, shown after "Plays second" */
                         : _("team B, which starts with 5 workers and 2 silver"));
  /* Translators: what a place in the turn order starts with, shown after "Plays second". */
  return g_strdup_printf (ngettext ("starts with %u worker", "starts with %u workers", place + 1),
                          place + 1);
}

static void
players_changed (gpointer data,
                 guint    n_players)
{
  _ts_burgundy_solo_players_changed (data, n_players);
  _ts_burgundy_team_players_changed (data, n_players);
}

const TsSetupExtension ts_burgundy_setup_extension = {
  .game_new = game_new,
  .game_free = game_free,
  .seat_new = seat_new,
  .seat_free = seat_free,
  .seat_swap = seat_swap,
  .seat_added = seat_added,
  .fill_player = fill_player,
  .fill_record = fill_record,
  .game_place_note = place_note,
  .check_player = check_player,
  .players_changed = players_changed,
};

GtkWidget *
ts_burgundy_setup_get_part (TsSetupWindow       *window,
                            TsBurgundySetupPart  part,
                            guint                player)
{
  Game *game = ts_setup_window_get_game_data (window);
  Seat *seat = part <= TS_BURGUNDY_SETUP_CASTLE
                       || (part >= TS_BURGUNDY_SETUP_SECRET_ROW
                           && part <= TS_BURGUNDY_SETUP_ROUTE_ROW)
                   ? ts_setup_window_get_seat_data (window, player)
                   : NULL;

  g_return_val_if_fail (game != NULL, NULL);

  switch (part)
    {
    case TS_BURGUNDY_SETUP_DUCHY:
      return seat != NULL ? GTK_WIDGET (seat->duchy_row) : NULL;
    case TS_BURGUNDY_SETUP_CASTLE:
      return seat != NULL ? GTK_WIDGET (seat->castle_row) : NULL;
    case TS_BURGUNDY_SETUP_EFFECT_DISCARD:
      return GTK_WIDGET (game->discard_switch);
    case TS_BURGUNDY_SETUP_MINE_INCOME:
      return GTK_WIDGET (game->mine_switch);
    case TS_BURGUNDY_SETUP_EXTRA_TILES:
    case TS_BURGUNDY_SETUP_WHITE_CASTLES:
    case TS_BURGUNDY_SETUP_INNS:
    case TS_BURGUNDY_SETUP_TRADE_ROUTES:
    case TS_BURGUNDY_SETUP_SHIELDS:
    case TS_BURGUNDY_SETUP_ADVANCED_DUCHIES:
      return GTK_WIDGET (game->modules[part - TS_BURGUNDY_SETUP_EXTRA_TILES]);
    case TS_BURGUNDY_SETUP_INN_EXTRA_PURCHASE:
      return GTK_WIDGET (game->inn_extra_switch);
    case TS_BURGUNDY_SETUP_SHIELD_TILE_MUST:
      return GTK_WIDGET (game->shield_must_switch);
    case TS_BURGUNDY_SETUP_SHIELD_TWO_PER_GAIN:
      return GTK_WIDGET (game->shield_two_switch);
    case TS_BURGUNDY_SETUP_DEAL:
      return game->deal_button;
    case TS_BURGUNDY_SETUP_SECRET:
      return GTK_WIDGET (game->secret_switch);
    case TS_BURGUNDY_SETUP_CHOOSE_SECRET:
      return game->choose_secret_button;
    case TS_BURGUNDY_SETUP_SECRET_ROW:
      return seat != NULL ? GTK_WIDGET (seat->secret_row) : NULL;
    case TS_BURGUNDY_SETUP_SECRET_BUTTON:
      return seat != NULL ? seat->secret_button : NULL;
    case TS_BURGUNDY_SETUP_ROUTE_STATUS:
      return ts_burgundy_route_deal_get_part (game->routes, TS_BURGUNDY_ROUTE_DEAL_STATUS);
    case TS_BURGUNDY_SETUP_ROUTE_ROW:
      return seat != NULL ? ts_burgundy_route_seat_get_row (seat->route) : NULL;
    case TS_BURGUNDY_SETUP_OUTPOSTS:
      return GTK_WIDGET (game->modules[MODULE_OUTPOSTS]);
    case TS_BURGUNDY_SETUP_SOLO_GROUP:
    case TS_BURGUNDY_SETUP_SOLO_BOARD:
    case TS_BURGUNDY_SETUP_SOLO_CASTLE:
    case TS_BURGUNDY_SETUP_SOLO_TARGET:
    case TS_BURGUNDY_SETUP_SOLO_AREAS:
    case TS_BURGUNDY_SETUP_SOLO_MISSING:
    case TS_BURGUNDY_SETUP_SOLO_BLACK_DECLINE:
      return _ts_burgundy_solo_get_part (game, part);
    case TS_BURGUNDY_SETUP_TEAM:
    case TS_BURGUNDY_SETUP_TEAM_ROW:
    case TS_BURGUNDY_SETUP_TEAM_GROUP:
    case TS_BURGUNDY_SETUP_TEAM_A_BOARD:
    case TS_BURGUNDY_SETUP_TEAM_B_BOARD:
    case TS_BURGUNDY_SETUP_TEAM_A_CASTLE:
    case TS_BURGUNDY_SETUP_TEAM_B_CASTLE:
    case TS_BURGUNDY_SETUP_TEAM_MISSING:
    case TS_BURGUNDY_SETUP_TEAM_DISCARD_BY_KIND:
    case TS_BURGUNDY_SETUP_TEAM_TIE_SHARED:
      return _ts_burgundy_team_get_part (game, part);
    default:
      g_return_val_if_reached (NULL);
    }
}

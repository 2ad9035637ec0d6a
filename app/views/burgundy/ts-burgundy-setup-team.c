/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game in The Castles of Burgundy's new-game form (issue 15, CB-TEM): with 4
 * players at the table a "Team Game" switch; seats 1 and 3 play together, and 2 and 4 (the
 * engine's order A1, B1, A2, B2, CB-TEM-07). With it on the boards are the teams': a "Team
 * Boards" group offers the team boards the board store knows (none is shipped: the user
 * enters 12a/12b in Boards…) and each team's start castle among the board's start spaces
 * (CB-TEM-03); the players' duchy rows are hidden, and the modules the team game is not
 * combined with (ts_burgundy_team_options()) cannot be switched on. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-burgundy.h"
#include "ts-burgundy-board-store.h"
#include "ts-burgundy-setup-private.h"
#include "ts-mnemonic-names.h"

#define N_TEAMS 2

/* The modules ts_burgundy_team_options() refuses with the team game: those that give every
 * player a duchy of their own (the shields are played, issue 26). */
static const BurgundyModule refused[] = {
  MODULE_ADVANCED_DUCHIES, MODULE_OUTPOSTS,
};

typedef struct
{
  AdwComboRow *board_row;
  GtkStringList *board_names;
  AdwComboRow *castle_row;
  GtkStringList *castle_names;
  guint8 castle_spaces[TS_BURGUNDY_MAX_SPACES];
  guint n_castles;
  char *board_id; /* the board picked, kept while the store's list is rebuilt */
} TeamRows;

struct _BurgundyTeam
{
  BurgundyGame *game;
  TsBurgundyBoardStore *store; /* the app's: not owned */
  gulong store_changed;
  guint n_players;
  gboolean filling; /* the board rows are being refilled: their changes are not the user's */

  AdwActionRow *switch_row;
  GtkSwitch *toggle;
  GtkSwitch *roll_switch; /* the form's first-player roll, once the form is shown */

  AdwPreferencesGroup *group;
  TeamRows teams[N_TEAMS];
  AdwActionRow *missing_row;
  GtkSwitch *discard_switch; /* "team-discard-by-kind" (CB-ACT-04, issue 26) */
  GtkSwitch *tie_switch;     /* "team-tie-shared" (CB-TEM-15, issue 26) */
  GPtrArray *boards; /* char * ids of the playable team boards, in the board rows' order */
  char *unplayable;  /* the team boards that cannot start a game, and why; NULL: none */

};

gboolean
_ts_burgundy_game_team (BurgundyGame *game)
{
  BurgundyTeam *team = game->team;

  return team != NULL && team->n_players == TS_BURGUNDY_TEAM_PLAYERS
         && gtk_switch_get_active (team->toggle);
}

gboolean
_ts_burgundy_team_refuses (BurgundyGame   *game,
                           BurgundyModule  module)
{
  if (!_ts_burgundy_game_team (game))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    if (refused[i] == module)
      return TRUE;
  return FALSE;
}

static const TsBurgundyDuchy *
team_board (BurgundyTeam *team,
            guint         t)
{
  guint selected = adw_combo_row_get_selected (team->teams[t].board_row);

  if (team->boards->len == 0)
    return NULL;
  return ts_burgundy_board_store_find (
      team->store, g_ptr_array_index (team->boards, MIN (selected, team->boards->len - 1)));
}

/* "Row 4, hex 3 · die 1": the row of the 16 x 10 grid from the top, the board's spaces in
 * that row from the left, and the die number, as the duchy rows name their castles. */
static char *
castle_label (const TsBurgundyDuchy *board,
              guint                  space)
{
  guint row = space / TS_BURGUNDY_TEAM_COLS;
  guint hex = 0;

  for (guint s = row * TS_BURGUNDY_TEAM_COLS; s <= space; s++)
    hex += ts_burgundy_board_has_space (board, s);
  /* Translators: a castle space of a team board: its row counted from the top, its place in
   * the row from the left, and the die number printed on it. */
  return g_strdup_printf (_("Row %u, hex %u · die %u"), row + 1, hex, board->die[space]);
}

/* The board's start spaces (CB-TEM-03: the dark green 1 of 12a; 1 or 6 of 12b); the first
 * one picked, as the engine's default, unless the one picked before is still there. */
static void
fill_castles (BurgundyTeam *team,
              guint         t)
{
  TeamRows *rows = &team->teams[t];
  const TsBurgundyDuchy *board = team_board (team, t);
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  int previous = rows->n_castles > 0
                     ? rows->castle_spaces[MIN (adw_combo_row_get_selected (rows->castle_row),
                                                rows->n_castles - 1)]
                     : -1;
  guint select = 0;

  rows->n_castles = 0;
  for (guint s = 0; board != NULL && s < board->n_cells; s++)
    if (board->colour[s] == TS_BURGUNDY_CASTLE && ts_burgundy_spaces_has (&board->start_spaces, s))
      {
        if ((int) s == previous)
          select = rows->n_castles;
        rows->castle_spaces[rows->n_castles++] = s;
        g_ptr_array_add (labels, castle_label (board, s));
      }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (rows->castle_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (rows->castle_names)),
                          (const char *const *) labels->pdata);
  adw_combo_row_set_selected (rows->castle_row, select);
}

static void
update (BurgundyTeam *team)
{
  gboolean active = _ts_burgundy_game_team (team->game);
  gboolean has_board = team->boards->len > 0;
  gboolean roll = team->roll_switch != NULL && gtk_switch_get_active (team->roll_switch);
  g_autofree char *reason = NULL;

  gtk_widget_set_sensitive (GTK_WIDGET (team->switch_row),
                            team->n_players == TS_BURGUNDY_TEAM_PLAYERS);
  if (team->n_players != TS_BURGUNDY_TEAM_PLAYERS)
    reason = g_strdup_printf (
        /* Translators: CB-TEM-01; %u is the number of players in the form now */
        ngettext ("For exactly 4 players, two teams of two: %u player is at the table",
                  "For exactly 4 players, two teams of two: %u players are at the table",
                  team->n_players),
        team->n_players);
  /* The team that plays first is team A (CB-TEM-05/07): the rows' order, or the roll. */
  adw_action_row_set_subtitle (
      team->switch_row,
      reason != NULL ? reason
      : roll         ? _("Seats 1 and 3 play together against seats 2 and 4; the team of the "
                         "first player is team A")
                     : _("Seats 1 and 3 are team A, seats 2 and 4 team B; each team plays "
                         "on a team board"));

  gtk_widget_set_visible (GTK_WIDGET (team->group), active);
  for (guint t = 0; t < N_TEAMS; t++)
    {
      gtk_widget_set_visible (GTK_WIDGET (team->teams[t].board_row), has_board);
      gtk_widget_set_visible (GTK_WIDGET (team->teams[t].castle_row), has_board);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (team->teams[t].board_row), team->unplayable);
    }
  gtk_widget_set_visible (GTK_WIDGET (team->missing_row), !has_board);
  adw_action_row_set_subtitle (team->missing_row,
                               team->unplayable != NULL
                                   ? team->unplayable
                                   : _("Enter your box’s team board (12a or 12b) with Boards… "
                                       "above"));

  /* The modules that give every player another duchy are not combined with it (CB-TEM-01
   * decision): their rows say why instead. */
  _ts_burgundy_modules_follow_mode (team->game);
}

/* The team boards that can start a game; the others are named in the rows' subtitles. */
static void
fill_boards (BurgundyTeam *team)
{
  g_autoptr(GString) unplayable = g_string_new (NULL);
  int select[N_TEAMS] = { -1, -1 };

  team->filling = TRUE;
  g_ptr_array_set_size (team->boards, 0);
  for (guint t = 0; t < N_TEAMS; t++)
    gtk_string_list_splice (team->teams[t].board_names, 0,
                            g_list_model_get_n_items (G_LIST_MODEL (team->teams[t].board_names)),
                            NULL);
  for (guint i = 0; i < ts_burgundy_board_store_get_n_boards (team->store); i++)
    {
      const TsBurgundyDuchy *board = ts_burgundy_board_store_get_board (team->store, i);
      g_autofree char *label = ts_burgundy_board_store_dup_label (team->store, i);
      g_autofree char *reason = NULL;

      if (board->kind != TS_BURGUNDY_BOARD_TEAM)
        continue;
      if (!ts_burgundy_board_store_is_playable (team->store, i, &reason))
        {
          /* Translators: a team board that cannot start a game, then why ("not entered
           * yet"), in a list separated by semicolons */
          g_string_append_printf (unplayable, unplayable->len > 0 ? _("; %s: %s") : _("%s: %s"),
                                  label, reason != NULL ? reason : "");
          continue;
        }
      for (guint t = 0; t < N_TEAMS; t++)
        {
          if (g_strcmp0 (board->id, team->teams[t].board_id) == 0)
            select[t] = team->boards->len;
          gtk_string_list_append (team->teams[t].board_names, label);
        }
      g_ptr_array_add (team->boards, g_strdup (board->id));
    }
  g_clear_pointer (&team->unplayable, g_free);
  if (unplayable->len > 0)
    {
      /* Translators: after the team boards that cannot start a game and why */
      g_string_append (unplayable, _(". Enter your box’s team board in Boards…"));
      team->unplayable = g_strdup (unplayable->str);
    }
  /* A board gone from the list: team B plays what team A plays, as tables do. */
  for (guint t = 0; t < N_TEAMS; t++)
    {
      guint pick = select[t] >= 0 ? (guint) select[t] : 0;

      if (select[t] < 0 && t > 0 && select[0] >= 0)
        pick = select[0];

      adw_combo_row_set_selected (team->teams[t].board_row, pick);
      g_free (team->teams[t].board_id);
      team->teams[t].board_id = team->boards->len > 0
                                    ? g_strdup (g_ptr_array_index (team->boards, pick))
                                    : NULL;
      fill_castles (team, t);
    }
  team->filling = FALSE;
  update (team);
}

static void
store_changed_cb (BurgundyTeam *team)
{
  fill_boards (team);
}

/* Team A's board picked: team B, still on the same board as A was, follows it. */
static void
board_selected (BurgundyTeam *team,
                guint         t)
{
  TeamRows *rows = &team->teams[t];
  const TsBurgundyDuchy *board = team_board (team, t);
  gboolean follow;

  if (team->filling || board == NULL)
    return;
  follow = t == 0 && g_strcmp0 (team->teams[1].board_id, rows->board_id) == 0;
  g_free (rows->board_id);
  rows->board_id = g_strdup (board->id);
  fill_castles (team, t);
  if (follow)
    adw_combo_row_set_selected (team->teams[1].board_row,
                                adw_combo_row_get_selected (rows->board_row));
  update (team);
}

static void
board_a_selected_cb (BurgundyTeam *team)
{
  board_selected (team, 0);
}

static void
board_b_selected_cb (BurgundyTeam *team)
{
  board_selected (team, 1);
}

static void
toggled_cb (BurgundyTeam *team)
{
  /* The list may have changed in the board editor since the form was built. */
  if (_ts_burgundy_game_team (team->game))
    fill_boards (team);
  else
    update (team);
  /* The players' duchy rows, the modules' rows and the boards offered follow, and each
   * player's group says their team. */
  _ts_burgundy_modules_update (team->game);
  if (TS_IS_SETUP_WINDOW (gtk_widget_get_root (GTK_WIDGET (team->switch_row))))
    ts_setup_window_update (TS_SETUP_WINDOW (gtk_widget_get_root (GTK_WIDGET (team->switch_row))));
}

static void
roll_cb (BurgundyTeam *team)
{
  update (team);
}

void
_ts_burgundy_team_players_changed (BurgundyGame *game,
                                   guint         n_players)
{
  BurgundyTeam *team = game->team;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (team->switch_row));

  team->n_players = n_players;
  /* Whether the roll decides who plays first (the form is complete by now). */
  if (team->roll_switch == NULL && TS_IS_SETUP_WINDOW (root))
    {
      team->roll_switch = GTK_SWITCH (
          ts_setup_window_get_part (TS_SETUP_WINDOW (root), TS_SETUP_ROLL_SWITCH, 0));
      g_signal_connect_swapped (team->roll_switch, "notify::active", G_CALLBACK (roll_cb), team);
    }
  /* Another count is no team game: switched off, so that it does not come back by itself. */
  if (n_players != TS_BURGUNDY_TEAM_PLAYERS && gtk_switch_get_active (team->toggle))
    gtk_switch_set_active (team->toggle, FALSE); /* toggled_cb updates */
  else
    update (team);
}

static void
add_team_rows (BurgundyTeam *team,
               guint         t,
               const char   *board_title,
               const char   *castle_title)
{
  TeamRows *rows = &team->teams[t];

  rows->board_names = gtk_string_list_new (NULL);
  rows->board_row = ADW_COMBO_ROW (adw_combo_row_new ());
  /* Its list read with its title (issue 41). */
  ts_mnemonic_names_by_row (GTK_WIDGET (rows->board_row), ADW_PREFERENCES_ROW (rows->board_row));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->board_row), board_title);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (rows->board_row), 4);
  adw_combo_row_set_model (rows->board_row, G_LIST_MODEL (rows->board_names));
  g_object_unref (rows->board_names); /* the row keeps it */
  adw_preferences_group_add (team->group, GTK_WIDGET (rows->board_row));

  rows->castle_names = gtk_string_list_new (NULL);
  rows->castle_row = ADW_COMBO_ROW (adw_combo_row_new ());
  /* Its list read with its title (issue 41). */
  ts_mnemonic_names_by_row (GTK_WIDGET (rows->castle_row), ADW_PREFERENCES_ROW (rows->castle_row));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->castle_row), castle_title);
  adw_combo_row_set_model (rows->castle_row, G_LIST_MODEL (rows->castle_names));
  g_object_unref (rows->castle_names);
  adw_preferences_group_add (team->group, GTK_WIDGET (rows->castle_row));
}

void
_ts_burgundy_team_init (BurgundyGame        *game,
                        AdwPreferencesGroup *rules)
{
  BurgundyTeam *team = g_new0 (BurgundyTeam, 1);
  GtkWidget *toggle;

  game->team = team;
  team->game = game;
  team->boards = g_ptr_array_new_with_free_func (g_free);
  team->store = ts_burgundy_board_store_get_default ();

  /* Mnemonic: G is free on the form (see ts-burgundy-setup-modules.c); the translations
   * have a free letter in their words too: pt "Jo_go em equipa", pt_BR "_Jogo em equipe",
   * es "_Juego en equipo". */
  team->switch_row = ADW_ACTION_ROW (adw_action_row_new ());
  /* Translators: the underscore marks the access key: it must differ from the new-game
   * form's others (Start, Cancel, Add, Name, Discard, Mines, Boards, the modules) */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (team->switch_row), _("Team _Game"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (team->switch_row), TRUE);
  adw_action_row_set_subtitle_lines (team->switch_row, 0);
  toggle = gtk_switch_new ();
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (team->switch_row, toggle);
  adw_action_row_set_activatable_widget (team->switch_row, toggle);
  ts_mnemonic_names_by_row (toggle, ADW_PREFERENCES_ROW (team->switch_row));
  adw_preferences_group_add (rules, GTK_WIDGET (team->switch_row));
  team->toggle = GTK_SWITCH (toggle);

  team->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (team->group, _("Team Boards"));
  adw_preferences_group_set_description (
      team->group,
      _("Each team plays on a team board and starts on a castle space marked on it (12a: the "
        "dark green 1; 12b: 1 or 6). Workers, silver, goods and two storage spaces are the "
        "team’s; each player keeps their own dice and VP."));
  add_team_rows (team, 0, _("Team A’s Board"), _("Team A’s Start Castle"));
  add_team_rows (team, 1, _("Team B’s Board"), _("Team B’s Start Castle"));
  /* No team board is shipped (../shared/reference): the user enters theirs first. */
  team->missing_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (team->missing_row),
                                 _("No team board is entered yet"));
  adw_action_row_set_subtitle_lines (team->missing_row, 0);
  adw_preferences_group_add (team->group, GTK_WIDGET (team->missing_row));
  /* Issue 26: where tables read the rulebook differently; off is the rulebook's reading. */
  team->discard_switch = _ts_burgundy_switch_row (
      team->group, _("A Full Kind of Storage May Discard"),
      _("A tile may go to the full shared (or private) storage by discarding one there while "
        "the other kind has room. Off: a tile is discarded only when all four are full."),
      NULL);
  team->tie_switch = _ts_burgundy_switch_row (
      team->group, _("Teams Share a Remaining Tie"),
      _("Teams tied on VP and on empty spaces share the win. Off: the team of the player "
        "furthest back on the bridge wins, as in the base game."),
      NULL);
  gtk_widget_set_visible (GTK_WIDGET (team->group), FALSE);
  /* Right after the rules, whose last row is the switch. */
  gtk_widget_insert_after (GTK_WIDGET (team->group), gtk_widget_get_parent (GTK_WIDGET (rules)),
                           GTK_WIDGET (rules));

  g_signal_connect_swapped (team->toggle, "notify::active", G_CALLBACK (toggled_cb), team);
  g_signal_connect_swapped (team->teams[0].board_row, "notify::selected",
                            G_CALLBACK (board_a_selected_cb), team);
  g_signal_connect_swapped (team->teams[1].board_row, "notify::selected",
                            G_CALLBACK (board_b_selected_cb), team);
  team->store_changed = g_signal_connect_swapped (team->store, "changed",
                                                  G_CALLBACK (store_changed_cb), team);
  fill_boards (team);
}

void
_ts_burgundy_team_free (BurgundyGame *game)
{
  BurgundyTeam *team = game->team;

  if (team == NULL)
    return;
  g_clear_signal_handler (&team->store_changed, team->store);
  /* The rows outlive the game's part while the window is disposed. */
  if (team->roll_switch != NULL)
    g_signal_handlers_disconnect_by_data (team->roll_switch, team);
  g_signal_handlers_disconnect_by_data (team->toggle, team);
  for (guint t = 0; t < N_TEAMS; t++)
    g_signal_handlers_disconnect_by_data (team->teams[t].board_row, team);
  g_clear_pointer (&team->boards, g_ptr_array_unref);
  for (guint t = 0; t < N_TEAMS; t++)
    g_free (team->teams[t].board_id);
  g_free (team->unplayable);
  g_free (team);
  game->team = NULL;
}

/* options "team" and setup "teams": each team's board with its layout (a record replays the
 * same whatever the user's boards say later) and start castle, team A first. */
void
_ts_burgundy_team_fill_record (BurgundyGame *game,
                               JsonObject   *options,
                               JsonObject   *setup)
{
  BurgundyTeam *team = game->team;
  JsonArray *teams = json_array_new ();

  json_object_set_boolean_member (options, "team", TRUE);
  json_object_set_boolean_member (options, "team-discard-by-kind",
                                  gtk_switch_get_active (team->discard_switch));
  json_object_set_boolean_member (options, "team-tie-shared",
                                  gtk_switch_get_active (team->tie_switch));
  for (guint t = 0; t < N_TEAMS; t++)
    {
      const TsBurgundyDuchy *board = team_board (team, t);
      TeamRows *rows = &team->teams[t];
      JsonObject *o = json_object_new ();

      if (board != NULL)
        {
          json_object_set_string_member (o, "duchy", board->id);
          json_object_set_object_member (o, "layout", ts_burgundy_board_to_json (board));
        }
      if (rows->n_castles > 0)
        json_object_set_int_member (
            o, "start-space",
            rows->castle_spaces[MIN (adw_combo_row_get_selected (rows->castle_row),
                                     rows->n_castles - 1)]);
      json_array_add_object_element (teams, o);
    }
  json_object_set_array_member (setup, "teams", teams);
}

gboolean
_ts_burgundy_team_check (BurgundyGame  *game,
                         GtkWidget    **fault,
                         GError       **error)
{
  BurgundyTeam *team = game->team;

  if (team->boards->len > 0)
    return TRUE;
  *fault = GTK_WIDGET (team->missing_row);
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("No team board is entered yet: each team needs one. Enter your box’s "
                         "team board (12a or 12b) in Boards… first."));
  return FALSE;
}

GtkWidget *
_ts_burgundy_team_get_part (BurgundyGame        *game,
                            TsBurgundySetupPart  part)
{
  BurgundyTeam *team = game->team;

  switch (part)
    {
    case TS_BURGUNDY_SETUP_TEAM:
      return GTK_WIDGET (team->toggle);
    case TS_BURGUNDY_SETUP_TEAM_ROW:
      return GTK_WIDGET (team->switch_row);
    case TS_BURGUNDY_SETUP_TEAM_GROUP:
      return GTK_WIDGET (team->group);
    case TS_BURGUNDY_SETUP_TEAM_A_BOARD:
    case TS_BURGUNDY_SETUP_TEAM_B_BOARD:
      return GTK_WIDGET (team->teams[part - TS_BURGUNDY_SETUP_TEAM_A_BOARD].board_row);
    case TS_BURGUNDY_SETUP_TEAM_A_CASTLE:
    case TS_BURGUNDY_SETUP_TEAM_B_CASTLE:
      return GTK_WIDGET (team->teams[part - TS_BURGUNDY_SETUP_TEAM_A_CASTLE].castle_row);
    case TS_BURGUNDY_SETUP_TEAM_MISSING:
      return GTK_WIDGET (team->missing_row);
    case TS_BURGUNDY_SETUP_TEAM_DISCARD_BY_KIND:
      return GTK_WIDGET (team->discard_switch);
    case TS_BURGUNDY_SETUP_TEAM_TIE_SHARED:
      return GTK_WIDGET (team->tie_switch);
    default:
      return NULL;
    }
}

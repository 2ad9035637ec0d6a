/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Who starts (the rows' order, or the first-player roll: CB-SET-12, and one way to draw
 * Kingsburg's random order, KB-SET-06), and the record members the form gives: what Start
 * saves. */
#include "config.h"

#include <glib/gi18n.h>

#include "ts-page-host.h"
#include "ts-setup-private.h"
#include "ts-player-palette.h"
#include "ts-record-info.h"
#include "ts-record.h"
#include "ts-saved-games.h"

/* -------------------------------------------------------------------------------------- */
/* The first-player roll                                                                   */

/* Who rolled highest among the players still rolling; @tied gets a bit per tied player. */
TsSetupRollOutcome
_ts_setup_window_roll_outcome (TsSetupWindow *self,
                               guint         *winner,
                               guint         *tied,
                               int           *top)
{
  int best = 0;
  guint n_best = 0;

  *tied = 0;
  for (guint i = 0; i < self->n_players; i++)
    {
      int roll = ts_setup_seat_get_roll (&self->seats[i]);

      if (!self->seats[i].contender)
        continue;
      if (roll == 0)
        return TS_SETUP_ROLL_INCOMPLETE;
      if (roll > best)
        {
          best = roll;
          n_best = 0;
          *tied = 0;
        }
      if (roll == best)
        {
          n_best++;
          *tied |= 1u << i;
          *winner = i;
        }
    }
  *top = best;
  if (n_best == 0)
    return TS_SETUP_ROLL_INCOMPLETE;
  return n_best == 1 ? TS_SETUP_ROLL_WINNER : TS_SETUP_ROLL_TIE;
}

/* The row that plays first, or -1 while the roll is not decided. */
int
_ts_setup_window_first_player (TsSetupWindow *self)
{
  guint winner = 0;
  guint tied;
  int top;

  if (!gtk_switch_get_active (self->roll_switch))
    return 0;
  if (_ts_setup_window_roll_outcome (self, &winner, &tied, &top)
      != TS_SETUP_ROLL_WINNER)
    return -1;
  return winner;
}

/* "Ana, Bruno, Carla": the players of @mask in row order, or from @first round the table. */
static char *
join_names (TsSetupWindow *self,
            guint          mask,
            guint          first)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint k = 0; k < self->n_players; k++)
    {
      guint i = (first + k) % self->n_players;
      g_autofree char *name = NULL;

      if (!(mask & (1u << i)))
        continue;
      name = ts_setup_seat_display_name (&self->seats[i]);
      if (text->len > 0)
        /* Translators: the separator in a list of player names. */
        g_string_append (text, _(", "));
      g_string_append (text, name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
_ts_setup_window_update_result (TsSetupWindow *self)
{
  guint winner = 0;
  guint tied = 0;
  int top = 0;
  TsSetupRollOutcome outcome;
  gboolean rerolling = FALSE;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  outcome = _ts_setup_window_roll_outcome (self, &winner, &tied, &top);
  for (guint i = 0; i < self->n_players; i++)
    rerolling |= !self->seats[i].contender;
  switch (outcome)
    {
    case TS_SETUP_ROLL_INCOMPLETE:
      title = g_strdup (rerolling ? _("The tied players roll again: enter their new rolls")
                                  : _("Enter each player’s roll, 1 to 6"));
      break;
    case TS_SETUP_ROLL_WINNER:
      {
        g_autofree char *name = ts_setup_seat_display_name (&self->seats[winner]);
        g_autofree char *others = join_names (self, ((1u << self->n_players) - 1)
                                                        & ~(1u << winner),
                                              winner);

        /* Translators: %s is a player name. */
        title = g_strdup_printf (_("%s rolled highest and starts"), name);
        /* Translators: %s lists player names in turn order. */
        subtitle = g_strdup_printf (_("Then clockwise: %s"), others);
        break;
      }
    case TS_SETUP_ROLL_TIE:
      {
        g_autofree char *names = join_names (self, tied, 0);

        /* Translators: %d is a die roll, %s the players who rolled it. */
        title = g_strdup_printf (_("Tie at %d: %s"), top, names);
        subtitle = g_strdup (_("They roll again; the others are out"));
        break;
      }
    default:
      g_assert_not_reached ();
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->result_row), title);
  adw_action_row_set_subtitle (self->result_row, subtitle);
  gtk_widget_set_visible (self->reroll_button, outcome == TS_SETUP_ROLL_TIE);
}

/* -------------------------------------------------------------------------------------- */
/* The record                                                                              */

static gboolean
build_form (TsSetupWindow  *self,
            JsonArray     **players_out,
            JsonObject    **options_out,
            JsonObject    **setup_out,
            GtkWidget     **fault,
            GError        **error)
{
  const TsPlayerColor *palette = ts_player_palette_get (NULL);
  const TsSetupExtension *extension = _ts_setup_window_extension (self);
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonObject) setup = json_object_new ();
  guint n = self->n_players;
  int first;

  *fault = NULL;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = ts_setup_seat_dup_name (&self->seats[i]);
      g_autofree char *folded = g_utf8_casefold (name, -1);

      *fault = GTK_WIDGET (self->seats[i].name_row);
      if (*name == '\0')
        {
          /* Translators: %u is a player's row, from 1. */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("Player %u needs a name."),
                       i + 1);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        {
          g_autofree char *other = ts_setup_seat_dup_name (&self->seats[j]);
          g_autofree char *other_folded = g_utf8_casefold (other, -1);

          if (g_strcmp0 (folded, other_folded) == 0)
            {
              /* Translators: %s is the name two players were given. */
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("Two players are called “%s”: give them different names."), name);
              return FALSE;
            }
        }
    }
  *fault = NULL;

  for (guint i = 0; i < n && extension->check_player != NULL; i++)
    {
      g_autofree char *name = ts_setup_seat_display_name (&self->seats[i]);

      if (!extension->check_player (self->seats[i].game_seat, name, fault, error))
        return FALSE;
    }

  if (gtk_switch_get_active (self->roll_switch))
    {
      guint winner = 0;
      guint tied = 0;
      int top = 0;

      switch (_ts_setup_window_roll_outcome (self, &winner, &tied, &top))
        {
        case TS_SETUP_ROLL_INCOMPLETE:
          for (guint i = 0; i < n && *fault == NULL; i++)
            if (self->seats[i].contender && ts_setup_seat_get_roll (&self->seats[i]) == 0)
              *fault = GTK_WIDGET (self->seats[i].roll_entry);
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _("Enter every player’s roll for first player (1 to 6), or "
                                 "switch the roll off and put the first player on top."));
          return FALSE;
        case TS_SETUP_ROLL_TIE:
          *fault = self->reroll_button;
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _("The roll for first player is a tie: the tied players roll "
                                 "again."));
          return FALSE;
        case TS_SETUP_ROLL_WINNER:
        default:
          break;
        }
    }

  /* Turn order: the first player, then round the table (CB-SET-12..14; KB-SET-06). */
  first = _ts_setup_window_first_player (self);
  g_assert (first >= 0);
  for (guint k = 0; k < n; k++)
    {
      TsSetupSeat *seat = &self->seats[(first + k) % n];
      JsonObject *object = json_object_new ();
      g_autofree char *name = ts_setup_seat_dup_name (seat);

      json_object_set_string_member (object, "name", name);
      json_object_set_string_member (object, "color", palette[seat->color].id);
      if (extension->fill_player != NULL)
        extension->fill_player (seat->game_seat, object);
      json_array_add_object_element (players, object);
    }
  if (extension->fill_record != NULL)
    extension->fill_record (self->game, options, setup);
  /* Every game alike: no projections, no "which tiles fit" (ts_match_get_aids()). */
  if (gtk_switch_get_active (self->purist_switch))
    json_object_set_boolean_member (options, "purist", TRUE);

  *players_out = g_steal_pointer (&players);
  *options_out = g_steal_pointer (&options);
  *setup_out = g_steal_pointer (&setup);
  return TRUE;
}

gboolean
ts_setup_window_build (TsSetupWindow  *self,
                       JsonArray     **players,
                       JsonObject    **options,
                       JsonObject    **setup,
                       GError        **error)
{
  GtkWidget *fault = NULL;

  g_return_val_if_fail (TS_IS_SETUP_WINDOW (self), FALSE);
  g_return_val_if_fail (players != NULL && options != NULL && setup != NULL, FALSE);

  return build_form (self, players, options, setup, &fault, error);
}

char *
_ts_setup_window_default_name (TsSetupWindow *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%x");

  g_autoptr(GFile) dir = ts_record_dir ();
  /* Translators: the name proposed for a new saved game: the game's name, then today's
   * date. */
  g_autofree char *name = g_strdup_printf (C_("saved game", "%s %s"),
                                           _(self->view->module->name), date);

  /* A second game of the same day gets a name of its own. */
  return ts_saved_games_unique_name (dir, name);
}

char *
ts_setup_window_dup_game_name (TsSetupWindow *self)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (TS_IS_SETUP_WINDOW (self), NULL);

  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->game_name_row))));
  return *name != '\0' ? g_steal_pointer (&name) : _ts_setup_window_default_name (self);
}

/* The match the form describes (not saved), or NULL with why and the widget to fix. */
static TsMatch *
new_match (TsSetupWindow  *self,
           GtkWidget     **fault,
           GError        **error)
{
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup = NULL;
  g_autofree char *name = NULL;

  if (!build_form (self, &players, &options, &setup, fault, error))
    return NULL;
  *fault = NULL;
  name = ts_setup_window_dup_game_name (self);
  return ts_match_new (self->view->module, name, players, options, setup, error);
}

char *
_ts_setup_window_dup_problem (TsSetupWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  GtkWidget *fault = NULL;

  match = new_match (self, &fault, &error);
  return match == NULL ? g_strdup (error->message) : NULL;
}

void
ts_setup_propose_players (guint  min_players,
                          guint  max_players,
                          GStrv *names,
                          GStrv *colors)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_auto(GStrv) default_names = g_settings_get_strv (settings, "default-player-names");
  g_auto(GStrv) default_colors = g_settings_get_strv (settings, "default-player-colors");
  g_autoptr(GFile) dir = ts_record_dir ();

  ts_saved_games_propose_players (dir, (const char *const *) default_names,
                                  (const char *const *) default_colors, min_players,
                                  max_players, names, colors);
}

/* Issue 27: each player of the new game is a person (the one of that name, or a new one),
 * named by id in the record so that the statistics follow them across games and renames;
 * their colour is remembered as theirs. A list of people that cannot be saved does not stop
 * the game: returns what to tell, or NULL. */
static char *
name_people (TsSetupWindow *self,
             TsMatch       *match)
{
  TsPeople *people = ts_page_host_get_people (ts_page_host_get_default ());
  JsonArray *players = ts_record_get_players (ts_match_get_record (match));
  g_autoptr(GError) error = NULL;

  if (people == NULL)
    return NULL;
  if (ts_people_get_problem (people) != NULL)
    return g_strdup (ts_people_get_problem (people));
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      const char *id = ts_people_ensure (people,
                                         json_object_get_string_member (player, "name"),
                                         json_object_get_string_member_with_default (player,
                                                                                     "color",
                                                                                     NULL));

      if (id != NULL)
        json_object_set_string_member (player, "person", id);
    }
  if (!ts_people_save (people, &error))
    /* Translators: %s is why the list of players (people.json) could not be saved */
    return g_strdup_printf (_("The list of players was not saved: %s"), error->message);
  return NULL;
}

gboolean
ts_setup_window_start (TsSetupWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *people_problem = NULL;
  GtkWidget *fault = NULL;
  GtkWindow *parent;
  TsPageHost *host;

  g_return_val_if_fail (TS_IS_SETUP_WINDOW (self), FALSE);

  match = new_match (self, &fault, &error);
  if (match == NULL)
    {
      _ts_setup_window_show_error (self, error->message, fault, TRUE);
      return FALSE;
    }

  people_problem = name_people (self, match);
  /* Saved before it is shown, so a failure is told here rather than after the first entry. */
  dir = ts_record_dir ();
  file = ts_record_new_file (dir, self->view->module->id, &error);
  ts_match_set_autosave (match, FALSE);
  if (file != NULL)
    ts_match_set_file (match, file);
  if (file == NULL || !ts_match_save (match, NULL, &error))
    {
      g_autofree char *message = NULL;

      /* Translators: %s is why the new game could not be saved. */
      message = g_strdup_printf (_("The game could not be saved: %s"), error->message);
      _ts_setup_window_show_error (self, message, NULL, FALSE);
      return FALSE;
    }
  ts_match_set_autosave (match, TRUE);

  /* The window that asked for the new game shows it (none when the form stands alone). */
  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  host = parent != NULL ? ts_page_host_find (GTK_WIDGET (parent)) : NULL;
  if (host != NULL)
    {
      ts_page_host_show_match (host, match);
      if (people_problem != NULL)
        ts_page_host_add_toast (host, people_problem);
    }
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}


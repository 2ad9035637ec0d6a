/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Whether the players' boards suit the game's mode, and a board's refusal of a space. */
#include "ts-burgundy-rules.h"
#include "ts-burgundy-boards-private.h"

#include "ts-engine-error.h"
#include "ts-i18n.h"

/* "duchy 3" for a shipped board, "board “4 (2019 print)”" for one of the user's. */
static char *
board_label (const TsBurgundyState *state, const TsBurgundyDuchy *board)
{
  if (ts_burgundy_data_find_duchy (state->data, board->id) != NULL)
    /* Translators: a shipped player board by its number (“duchy 3”, “duchy 11a”) */
    return g_strdup_printf (_ ("duchy %s"), board->id);
  /* Translators: a player board of the user's own, by its name (“board “4 (2019 print)””) */
  return g_strdup_printf (_ ("board “%s”"), board->name[0] != '\0' ? board->name : board->id);
}

static gboolean
mode_error (GError **error, char *message)
{
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, message);
  g_free (message);
  return FALSE;
}

gboolean
ts_burgundy_board_check_mode (const TsBurgundyState *state, GError **error)
{
  const TsBurgundyOptions *op = &state->options;

  if (op->solo && state->n_players != 1)
    return mode_error (error,
                       /* Translators: %u is the number of players given (2 or more) */
                       g_strdup_printf (ngettext ("The solo game is played by one player, not "
                                                  "%u.",
                                                  "The solo game is played by one player, not "
                                                  "%u.",
                                                  state->n_players),
                                        state->n_players));
  for (guint i = 0; i < state->n_players; i++)
    {
      const TsBurgundyDuchy *board = &state->players[i].duchy;
      g_autofree char *label = board_label (state, board);

      /* CB-TEM-02: the team game on team boards, and team boards only there. */
      if (!op->team && board->kind == TS_BURGUNDY_BOARD_TEAM)
        return mode_error (error, g_strdup (_ ("A team board (12) is played only in the team "
                                               "game.")));
      if (op->team && board->kind != TS_BURGUNDY_BOARD_TEAM)
        {
          g_autofree char *team = ts_burgundy_team_name (state, ts_burgundy_team_of (i));

          return mode_error (error,
                             /* Translators: a team ("Team A (Ana and Carla)"), its board
                              * ("duchy 1") */
                             g_strdup_printf (_ ("The team game is played on team boards (12a or "
                                                 "12b): the %2$s of %1$s is not one."),
                                              team, label));
        }
      if (op->solo && board->kind != TS_BURGUNDY_BOARD_SOLO)
        return mode_error (error,
                           /* Translators: a player name, their board (“duchy 1”) */
                           g_strdup_printf (_ ("The solo game is played on a solo duchy (13a "
                                               "or 13b): %s's %s is not one."),
                                            state->names[i], label));
      if (!op->solo && board->kind == TS_BURGUNDY_BOARD_SOLO)
        return mode_error (error,
                           /* Translators: a player name, their board (“duchy 13a”) */
                           g_strdup_printf (_ ("%s's %s is a solo duchy (13): it is played "
                                               "only in a solo game."),
                                            state->names[i], label));
      /* CB-OUT-01; an outpost board without the option is a duchy like the others. */
      if (op->outposts && board->kind != TS_BURGUNDY_BOARD_OUTPOST)
        return mode_error (error,
                           /* Translators: a player name, their board (“duchy 3”) */
                           g_strdup_printf (_ ("To play with outposts every player uses a duchy "
                                               "numbered 11: %s's %s is not one."),
                                            state->names[i], label));
    }
  return TRUE;
}

int
ts_burgundy_board_start_space (const TsBurgundyData *data, const TsBurgundyDuchy *board,
                               const char *player, int chosen, GError **error)
{
  /* CB-SET-08: the central castle of a duchy; a team board has no centre of its own, so its
   * default is the first start space listed (CB-TEM-03). */
  const int centre = board->kind == TS_BURGUNDY_BOARD_TEAM ? -1 : TS_BURGUNDY_N_SPACES / 2;
  const TsBurgundySpaces *starts = &board->start_spaces;
  const TsHexGrid *grid = ts_burgundy_board_grid (data, board);

  if (ts_burgundy_spaces_is_empty (starts) && (chosen >= 0 || centre >= 0))
    return chosen >= 0 ? chosen : centre;
  if (ts_burgundy_spaces_is_empty (starts))
    {
      /* A team board marks its start space (ts_burgundy_board_problems() says so first). */
      g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                           ts_burgundy_team_start_missing ());
      return -1;
    }
  if (chosen < 0)
    {
      if (centre >= 0 && ts_burgundy_spaces_has (starts, centre))
        return centre;
      for (chosen = 0; !ts_burgundy_spaces_has (starts, chosen); chosen++)
        ;
      return chosen;
    }
  if (ts_burgundy_spaces_has (starts, chosen))
    return chosen;
  g_autoptr (GString) list = g_string_new (NULL);
  for (guint s = 0; s < grid->n_cells; s++)
    if (ts_burgundy_spaces_has (starts, s))
      {
        g_autofree char *where = ts_burgundy_board_space_position (grid, s);
        if (list->len > 0)
          /* Translators: separates the spaces of a list (“space 1 of row 1, space 3 of
           * row 2”) */
          g_string_append (list, _ (", "));
        g_string_append (list, where);
      }
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
               /* Translators: a player name, a list of spaces (“space 3 of row 2, space 4 of
                * row 4”) */
               _ ("%s's starting castle goes on one of the start spaces of the board: %s."), player,
               list->str);
  return -1;
}

gboolean
ts_burgundy_board_refuse_space (const TsBurgundyState *state, int player, GError **error)
{
  const char *name = player >= 0 && player < (int)state->n_players ? state->names[player] : "";

  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL,
               /* Translators: a player's name; the entry named a place off their board (a
                * space past its grid, or a cell of a team board that is no space) */
               _ ("That is not a space of %s's board."), name);
  if (error != NULL)
    ts_engine_error_set_clause (*error, "CB-DUC-01"); /* the duchy's spaces */
  return FALSE;
}

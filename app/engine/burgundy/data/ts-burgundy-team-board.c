/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What keeps a team board (12a or 12b, CB-TEM-02) from starting a game. Its shape is not
 * known (docs/rules-coverage.md, issue 15): the user enters its spaces on a 16 x 10 grid
 * whose columns 1-8 hold the first half and 9-16 the second, "-" where there is no space. */
#include "ts-burgundy-data.h"
#include "ts-burgundy-boards-private.h"

#include "ts-i18n.h"

#define HALF_COLS (TS_BURGUNDY_TEAM_COLS / 2)

static gboolean
is_space (const TsBurgundyDuchy *board, guint s)
{
  return board->colour[s] != TS_BURGUNDY_NO_SPACE;
}

/* Each half of the board has spaces (CB-TEM-02: two halves, 12a1 + 12a2 or 12b1 + 12b2). */
static void
check_halves (const TsBurgundyDuchy *board, GPtrArray *problems)
{
  for (guint half = 0; half < 2; half++)
    {
      gboolean any = FALSE;

      for (guint s = 0; s < TS_BURGUNDY_MAX_SPACES && !any; s++)
        any = s % TS_BURGUNDY_TEAM_COLS / HALF_COLS == half && is_space (board, s);
      if (any)
        continue;
      ts_burgundy_board_add_problem (
          problems, (TsBurgundySpaces){ { 0 } },
          half == 0
              /* Translators: the team board's grid has 16 columns; its first half is entered
               * in columns 1-8 */
              ? g_strdup (_ ("The first half of the team board (columns 1 to 8) has no space: "
                             "a team board is made of two halves, 12a1 and 12a2 (or 12b1 and "
                             "12b2)."))
              :
              /* Translators: the second half is entered in columns 9-16 of the grid */
              g_strdup (_ ("The second half of the team board (columns 9 to 16) has no "
                           "space: a team board is made of two halves, 12a1 and 12a2 (or "
                           "12b1 and 12b2).")));
    }
}

/* The two halves together are one board: every space reaches every other one through
 * neighbouring spaces. The spaces cut off from the first one are marked. */
static void
check_connected (const TsBurgundyData *data, const TsBurgundyDuchy *board, guint first,
                 GPtrArray *problems)
{
  const TsHexGrid *grid = &data->team_grid;
  gboolean seen[TS_BURGUNDY_MAX_SPACES] = { FALSE };
  guint8 stack[TS_BURGUNDY_MAX_SPACES];
  guint top = 0;
  TsBurgundySpaces apart = { { 0 } };
  guint n_apart = 0;

  seen[first] = TRUE;
  stack[top++] = first;
  while (top > 0)
    {
      guint s = stack[--top];
      for (guint d = 0; d < 6; d++)
        {
          int j = grid->neighbours[s][d];
          if (j >= 0 && !seen[j] && is_space (board, j))
            {
              seen[j] = TRUE;
              stack[top++] = j;
            }
        }
    }
  for (guint s = 0; s < grid->n_cells; s++)
    if (is_space (board, s) && !seen[s])
      {
        ts_burgundy_spaces_add (&apart, s);
        n_apart++;
      }
  if (n_apart == 0)
    return;
  g_autofree char *where = ts_burgundy_board_position (grid, first, FALSE);
  ts_burgundy_board_add_problem (
      problems, apart,
      /* Translators: %u is a count of spaces, %s a space (“space 3 of row 1”); the spaces
       * are marked on the board */
      g_strdup_printf (ngettext ("The board's spaces are not all connected: %u space does not "
                                 "touch the ones joined to %s.",
                                 "The board's spaces are not all connected: %u spaces do not "
                                 "touch the ones joined to %s.",
                                 n_apart),
                       n_apart, where));
}

/* CB-TEM-03: the team's castle starts on the central dark green 1 (12a), or on the dark
 * green 1 or 6 (12b). The board does not say which space that is: the user marks it. */
const char *
ts_burgundy_team_start_missing (void)
{
  return _ ("Mark the castle space where the team's castle starts: the central dark green 1 "
            "on board 12a; 1 or 6 on 12b.");
}

static void
check_start (const TsBurgundyData *data, const TsBurgundyDuchy *board, GPtrArray *problems)
{
  const TsHexGrid *grid = &data->team_grid;

  if (ts_burgundy_spaces_is_empty (&board->start_spaces))
    {
      ts_burgundy_board_add_problem (problems, (TsBurgundySpaces){ { 0 } },
                                     g_strdup (ts_burgundy_team_start_missing ()));
      return;
    }
  for (guint s = 0; s < grid->n_cells; s++)
    if (ts_burgundy_spaces_has (&board->start_spaces, s) && !is_space (board, s))
      {
        g_autofree char *where = ts_burgundy_board_position (grid, s, TRUE);
        ts_burgundy_board_add_problem (
            problems, ts_burgundy_spaces_one (s),
            /* Translators: a cell of the grid (“Space 2 of row 3”); the sentence starts
             * with it */
            g_strdup_printf (_ ("%s is marked as a start space, but it is not a space of the "
                                "board (“-”)."),
                             where));
      }
  ts_burgundy_board_check_start_castles (data, board, problems);
}

void
ts_burgundy_team_board_problems (const TsBurgundyData *data, const TsBurgundyDuchy *board,
                                 GPtrArray *problems)
{
  int first = -1;

  for (guint s = 0; s < TS_BURGUNDY_MAX_SPACES && first < 0; s++)
    if (is_space (board, s))
      first = s;
  if (first < 0)
    {
      ts_burgundy_board_add_problem (
          problems, (TsBurgundySpaces){ { 0 } },
          g_strdup (_ ("The team board has no space yet: enter the spaces of its two halves "
                       "(“-” marks a cell that is not part of the board).")));
      return;
    }
  ts_burgundy_board_check_entered (data, board, problems);
  check_halves (board, problems);
  check_connected (data, board, first, problems);
  ts_burgundy_board_check_areas (data, board, problems);
  check_start (data, board, problems);
}

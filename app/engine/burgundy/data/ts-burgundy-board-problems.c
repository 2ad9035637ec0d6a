/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What keeps a board from starting a game (issue 15): the invariants of each kind, in the
 * players' words, each with the spaces it is about so the editor can mark them. The form of
 * a board's JSON is ts-burgundy-boards.c's. */
#include "ts-burgundy-data.h"
#include "ts-burgundy-boards-private.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"

#define BIT(s) ts_burgundy_spaces_one (s)
#define NO_SPACES ((TsBurgundySpaces){ { 0 } }) /* a problem of the board as a whole */
#define MAX_LISTED 6 /* spaces named in one sentence; more are only marked */

static gboolean
entered (const TsBurgundyDuchy *board, guint s)
{
  return board->colour[s] < TS_BURGUNDY_N_COLOURS && board->die[s] >= 1 && board->die[s] <= 6;
}

char *
ts_burgundy_board_position (const TsHexGrid *grid, guint space, gboolean capital)
{
  guint row = 0, first = 0;

  /* Row-major from the top: a row is the run of cells sharing r. */
  for (guint s = 1; s <= space; s++)
    if (grid->r[s] != grid->r[s - 1])
      {
        row++;
        first = s;
      }
  if (capital)
    /* Translators: “space 2 of row 3” (below) at the start of a sentence */
    return g_strdup_printf (_ ("Space %u of row %u"), space - first + 1, row + 1);
  /* Translators: where a space is on a player board, rows counted from the top and spaces
   * from the left: “space 2 of row 3” */
  return g_strdup_printf (_ ("space %u of row %u"), space - first + 1, row + 1);
}

char *
ts_burgundy_board_space_position (const TsHexGrid *grid, guint space)
{
  return ts_burgundy_board_position (grid, space, FALSE);
}

void
ts_burgundy_board_add_problem (GPtrArray *problems, TsBurgundySpaces spaces, char *text)
{
  TsBurgundyBoardProblem *p = g_new0 (TsBurgundyBoardProblem, 1);

  p->text = text;
  p->spaces = spaces;
  g_ptr_array_add (problems, p);
}

/* "space 1 of row 1, space 3 of row 2" for at most MAX_LISTED spaces; NULL for more. */
static char *
list_positions (const TsHexGrid *grid, const TsBurgundySpaces *spaces)
{
  GString *s = g_string_new (NULL);
  guint n = 0;

  for (guint k = 0; k < grid->n_cells; k++)
    if (ts_burgundy_spaces_has (spaces, k))
      {
        g_autofree char *where = ts_burgundy_board_space_position (grid, k);
        if (++n > MAX_LISTED)
          {
            g_string_free (s, TRUE);
            return NULL;
          }
        if (s->len > 0)
          /* Translators: separates the spaces of a list (“space 1 of row 1, space 3 of
           * row 2”) */
          g_string_append (s, _ (", "));
        g_string_append (s, where);
      }
  return g_string_free (s, FALSE);
}

/* Cells that are not spaces of a team board are not missing: "-" is what was entered. */
void
ts_burgundy_board_check_entered (const TsBurgundyData *data, const TsBurgundyDuchy *board,
                                 GPtrArray *problems)
{
  const TsHexGrid *grid = ts_burgundy_board_grid (data, board);
  TsBurgundySpaces missing = { { 0 } };
  guint n = 0;

  for (guint s = 0; s < grid->n_cells; s++)
    if (!entered (board, s) && board->colour[s] != TS_BURGUNDY_NO_SPACE)
      {
        ts_burgundy_spaces_add (&missing, s);
        n++;
      }
  if (n == 0)
    return;
  g_autofree char *list = list_positions (grid, &missing);
  if (list != NULL)
    ts_burgundy_board_add_problem (
        problems, missing,
        /* Translators: %u is a count of spaces, %s a list (“space 1 of row 1, space 3 of
         * row 2”) */
        g_strdup_printf (ngettext ("%u space is not entered yet (its colour and die number): "
                                   "%s.",
                                   "%u spaces are not entered yet (their colour and die "
                                   "number): %s.",
                                   n),
                         n, list));
  else
    ts_burgundy_board_add_problem (
        problems, missing,
        /* Translators: %u is a count of spaces (more than 6), marked on the board */
        g_strdup_printf (ngettext ("%u space is not entered yet (its colour and die number).",
                                   "%u spaces are not entered yet (their colour and die "
                                   "number).",
                                   n),
                         n));
}

/* CB-DUC-01: 12 city, 6 pasture, 6 river, 6 monastery, 4 castle, 3 mine. A draft's missing
 * spaces are reported above; a colour is wrong once it has too many, or when every space is
 * entered and it has too few. */
static void
check_colour_counts (const TsBurgundyDuchy *board, gboolean complete, GPtrArray *problems)
{
  guint counts[TS_BURGUNDY_N_COLOURS] = { 0 };

  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    if (board->colour[s] < TS_BURGUNDY_N_COLOURS)
      counts[board->colour[s]]++;
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    {
      guint want = ts_burgundy_colour_spaces[c];
      TsBurgundySpaces spaces = { { 0 } };

      if (counts[c] == want || (counts[c] < want && !complete))
        continue;
      for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
        if (board->colour[s] == c)
          ts_burgundy_spaces_add (&spaces, s);
      ts_burgundy_board_add_problem (
          problems, spaces,
          /* Translators: a count, a colour as seen (“beige city”), the count every duchy
           * has: “The board has 13 beige city spaces; a duchy has 12.” */
          g_strdup_printf (ngettext ("The board has %u %s space; a duchy has %u.",
                                     "The board has %u %s spaces; a duchy has %u.", counts[c]),
                           counts[c], ts_burgundy_colour_seen (c), want));
    }
}

/* CB-DUC-02: spaces of one colour that touch form an area of at most 8 spaces. */
void
ts_burgundy_board_check_areas (const TsBurgundyData *data, const TsBurgundyDuchy *board,
                               GPtrArray *problems)
{
  const TsHexGrid *grid = ts_burgundy_board_grid (data, board);
  gboolean seen[TS_BURGUNDY_MAX_SPACES] = { FALSE };

  for (guint i = 0; i < grid->n_cells; i++)
    {
      guint8 stack[TS_BURGUNDY_MAX_SPACES];
      guint top = 0, size = 0;
      TsBurgundySpaces area = { { 0 } };

      if (seen[i] || board->colour[i] >= TS_BURGUNDY_N_COLOURS)
        continue;
      seen[i] = TRUE;
      stack[top++] = i;
      while (top > 0)
        {
          guint s = stack[--top];
          size++;
          ts_burgundy_spaces_add (&area, s);
          for (guint d = 0; d < 6; d++)
            {
              int j = grid->neighbours[s][d];
              if (j >= 0 && !seen[j] && board->colour[j] == board->colour[s])
                {
                  seen[j] = TRUE;
                  stack[top++] = j;
                }
            }
        }
      if (size <= TS_BURGUNDY_MAX_AREA)
        continue;
      /* i is the area's first space row-major: the top one, leftmost. */
      g_autofree char *where = ts_burgundy_board_space_position (grid, i);
      ts_burgundy_board_add_problem (
          problems, area,
          /* Translators: a colour as seen (“beige city”), a space (“space 2 of row 1”), the
           * area's size (more than 8) */
          g_strdup_printf (_ ("The %s area that starts at %s has %u spaces; an area has at "
                              "most 8."),
                           ts_burgundy_colour_seen (board->colour[i]), where, size));
    }
}

/* Every duchy shows the same die number on the same space (the shared pattern). */
static void
check_dice (const TsBurgundyData *data, const TsBurgundyDuchy *board, GPtrArray *problems)
{
  const TsHexGrid *grid = &data->grid;

  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    {
      if (board->die[s] < 1 || board->die[s] > 6 || board->die[s] == data->die_pattern[s])
        continue;
      g_autofree char *where = ts_burgundy_board_position (grid, s, TRUE);
      char *text;
      if (board->colour[s] < TS_BURGUNDY_N_COLOURS)
        text = g_strdup_printf (
            /* Translators: a space (“space 2 of row 3”), its colour (“beige city”), the die
             * entered, the die every duchy shows there; the sentence starts with the space */
            _ ("%s (%s) shows die %u; every duchy has die %u there."), where,
            ts_burgundy_colour_seen (board->colour[s]), board->die[s], data->die_pattern[s]);
      else
        text = g_strdup_printf (
            /* Translators: a space (“space 2 of row 3”), the die entered, the die every
             * duchy shows there; the sentence starts with the space */
            _ ("%s shows die %u; every duchy has die %u there."), where, board->die[s],
            data->die_pattern[s]);
      ts_burgundy_board_add_problem (problems, BIT (s), text);
    }
}

static void
check_castles (const TsBurgundyData *data, const TsBurgundyDuchy *board, gboolean complete,
               GPtrArray *problems)
{
  gboolean any = FALSE;

  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    any |= board->colour[s] == TS_BURGUNDY_CASTLE;
  /* Team boards: ts_burgundy_team_board_problems() says it with the team game's words. */
  /* Duchies: the colour counts above say it already. */
  if (!any && complete && board->kind == TS_BURGUNDY_BOARD_SOLO)
    ts_burgundy_board_add_problem (
        problems, NO_SPACES,
        g_strdup (_ ("The board has no dark green castle space; the starting castle needs "
                     "one.")));
  ts_burgundy_board_check_start_castles (data, board, problems);
}

/* A start space not entered yet is reported with the others above. */
void
ts_burgundy_board_check_start_castles (const TsBurgundyData *data, const TsBurgundyDuchy *board,
                                       GPtrArray *problems)
{
  const TsHexGrid *grid = ts_burgundy_board_grid (data, board);

  for (guint s = 0; s < grid->n_cells; s++)
    if (ts_burgundy_spaces_has (&board->start_spaces, s) && board->colour[s] < TS_BURGUNDY_N_COLOURS
        && board->colour[s] != TS_BURGUNDY_CASTLE)
      {
        g_autofree char *where = ts_burgundy_board_position (grid, s, TRUE);
        char *text = g_strdup_printf (
            /* Translators: a space (“space 2 of row 3”) and its colour (“blue river”); the
             * sentence starts with the space */
            _ ("%s (%s) is marked as a start space, but the starting castle goes on a dark "
               "green castle space."),
            where, ts_burgundy_colour_seen (board->colour[s]));
        ts_burgundy_board_add_problem (problems, BIT (s), text);
      }
}

/* CB-OUT-01..03: an outpost duchy has 3 outposts outside its edge, each touching 1 space or
 * 2 neighbouring spaces of the edge. */
static void
check_outposts (const TsBurgundyData *data, const TsBurgundyDuchy *board, GPtrArray *problems)
{
  TsBurgundySpaces touched[TS_BURGUNDY_OUTPOSTS] = { { { 0 } } }, all = { { 0 } };
  guint n = 0;

  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    for (guint k = 0; k < TS_BURGUNDY_OUTPOSTS; k++)
      if ((board->outposts[s] >> k) & 1)
        ts_burgundy_spaces_add (&touched[k], s);
  for (guint k = 0; k < TS_BURGUNDY_OUTPOSTS; k++)
    {
      n += !ts_burgundy_spaces_is_empty (&touched[k]);
      ts_burgundy_spaces_union (&all, &touched[k]);
    }
  if (board->kind != TS_BURGUNDY_BOARD_OUTPOST)
    {
      if (!ts_burgundy_spaces_is_empty (&all))
        ts_burgundy_board_add_problem (
            problems, all,
            /* Translators: %s is the board's kind (“duchy”, “solo duchy (13)”) */
            g_strdup_printf (_ ("The board has outposts, but it is a %s: only outpost duchies "
                                "(11) have them."),
                             ts_burgundy_board_kind_name (board->kind)));
      return;
    }
  if (n != TS_BURGUNDY_OUTPOSTS)
    ts_burgundy_board_add_problem (
        problems, all,
        /* Translators: %u is the number of outposts entered (0, 1 or 2) */
        g_strdup_printf (ngettext ("The board has %u outpost; an outpost duchy has 3.",
                                   "The board has %u outposts; an outpost duchy has 3.", n),
                         n));
  for (guint k = 0; k < TS_BURGUNDY_OUTPOSTS; k++)
    {
      guint count = 0;
      int a = -1, b = -1;

      for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
        if (ts_burgundy_spaces_has (&touched[k], s))
          {
            count++;
            if (a < 0)
              a = s;
            else
              b = s;
          }
      if (count > 2)
        {
          ts_burgundy_board_add_problem (
              problems, touched[k],
              /* Translators: an outpost number (1-3), the spaces it touches (more than 2) */
              g_strdup_printf (_ ("Outpost %u touches %u spaces; an outpost touches 1 or 2."),
                               k + 1, count));
          continue;
        }
      if (count == 2 && !ts_hex_grid_adjacent (&data->grid, a, b))
        ts_burgundy_board_add_problem (
            problems, touched[k],
            /* Translators: %u is an outpost number (1-3) */
            g_strdup_printf (_ ("Outpost %u touches two spaces that are not next to each "
                                "other; an outpost sits between two neighbouring spaces of "
                                "the edge."),
                             k + 1));
      for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
        if (ts_burgundy_spaces_has (&touched[k], s) && data->grid.n_neighbours[s] >= 6)
          {
            g_autofree char *where = ts_burgundy_board_space_position (&data->grid, s);
            ts_burgundy_board_add_problem (
                problems, BIT (s),
                /* Translators: an outpost number (1-3), a space (“space 3 of row 4”) */
                g_strdup_printf (_ ("Outpost %u touches %s, which is not on the edge of the "
                                    "board; outposts are outside the edge."),
                                 k + 1, where));
          }
    }
}

GPtrArray *
ts_burgundy_board_problems (const TsBurgundyData *data, const TsBurgundyDuchy *board)
{
  GPtrArray *problems
      = g_ptr_array_new_with_free_func ((GDestroyNotify)ts_burgundy_board_problem_free);
  gboolean complete = TRUE;

  if (!board->known)
    {
      ts_burgundy_board_add_problem (
          problems, NO_SPACES,
          g_strdup (_ ("The layout of this board is not known yet: enter it from your own "
                       "box.")));
      return problems;
    }
  if (board->kind == TS_BURGUNDY_BOARD_TEAM)
    {
      ts_burgundy_team_board_problems (data, board, problems);
      return problems;
    }
  ts_burgundy_board_check_entered (data, board, problems);
  complete = problems->len == 0;
  if (board->kind != TS_BURGUNDY_BOARD_SOLO)
    check_colour_counts (board, complete, problems);
  ts_burgundy_board_check_areas (data, board, problems);
  /* Solo boards: their dice are taken as entered (docs/rules-coverage.md, issue 15). */
  if (board->kind != TS_BURGUNDY_BOARD_SOLO)
    check_dice (data, board, problems);
  check_castles (data, board, complete, problems);
  check_outposts (data, board, problems);
  return problems;
}

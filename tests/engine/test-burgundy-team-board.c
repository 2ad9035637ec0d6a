/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team board's geometry (issue 15, CB-TEM-02/03): the 16 x 10 odd-r grid, team boards as
 * JSON ("-" where the grid has no space of the board), their problems in words, and a cell
 * that is no space never taking a tile. The team game's rules are not tested here. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

#define COLS TS_BURGUNDY_TEAM_COLS
#define ROWS TS_BURGUNDY_TEAM_ROWS
#define CELL(col, row) ((row)*COLS + (col))


/* Hex grid ---------------------------------------------------------------------------- */

static void
assert_neighbours (const TsHexGrid *g, guint cell, const int *want, guint n_want)
{
  guint n = 0;

  for (guint d = 0; d < 6; d++)
    if (g->neighbours[cell][d] >= 0)
      {
        gboolean listed = FALSE;
        for (guint k = 0; k < n_want; k++)
          listed |= g->neighbours[cell][d] == want[k];
        if (!listed)
          g_error ("cell %u: unexpected neighbour %d", cell, g->neighbours[cell][d]);
        n++;
      }
  g_assert_cmpuint (n, ==, n_want);
  g_assert_cmpuint (g->n_neighbours[cell], ==, n_want);
}

static void
test_grid_rect (void)
{
  TsHexGrid g;

  ts_hex_grid_init_rect (&g, COLS, ROWS);
  g_assert_cmpuint (g.n_cells, ==, 160);
  g_assert_cmpuint (g.side, ==, 0);
  /* Row-major from the top; odd-r: q = col - (row - (row & 1)) / 2, r = row. */
  g_assert_cmpint (g.q[CELL (5, 3)], ==, 5 - 1);
  g_assert_cmpint (g.r[CELL (5, 3)], ==, 3);
  g_assert_cmpint (g.q[CELL (0, 9)], ==, -4);
  for (guint i = 0; i < g.n_cells; i++)
    {
      g_assert_cmpint (ts_hex_grid_index (&g, g.q[i], g.r[i]), ==, i);
      for (guint d = 0; d < 6; d++)
        if (g.neighbours[i][d] >= 0)
          g_assert_true (ts_hex_grid_adjacent (&g, g.neighbours[i][d], i));
    }
  g_assert_cmpint (ts_hex_grid_index (&g, -1, 0), ==, -1);
  g_assert_cmpint (ts_hex_grid_index (&g, 16, 0), ==, -1);
  g_assert_cmpint (ts_hex_grid_index (&g, 0, 10), ==, -1);
  g_assert_cmpint (ts_hex_grid_index (&g, 0, -1), ==, -1);

  /* The top-left corner: its right neighbour and the one below (odd row 1 is shifted right). */
  const int corner[] = { CELL (1, 0), CELL (0, 1) };
  assert_neighbours (&g, CELL (0, 0), corner, G_N_ELEMENTS (corner));
  /* The bottom-right corner, on odd row 9. */
  const int last[] = { CELL (14, 9), CELL (15, 8) };
  assert_neighbours (&g, CELL (15, 9), last, G_N_ELEMENTS (last));
  /* An even row's cell touches columns col-1 and col of the rows above and below. */
  const int even[]
      = { CELL (4, 2), CELL (6, 2), CELL (4, 1), CELL (5, 1), CELL (4, 3), CELL (5, 3) };
  assert_neighbours (&g, CELL (5, 2), even, G_N_ELEMENTS (even));
  /* An odd row's cell touches columns col and col+1 of the rows above and below. */
  const int odd[]
      = { CELL (4, 3), CELL (6, 3), CELL (5, 2), CELL (6, 2), CELL (5, 4), CELL (6, 4) };
  assert_neighbours (&g, CELL (5, 3), odd, G_N_ELEMENTS (odd));

  /* The duchy's hexagon is unchanged: 37 cells, the centre 18 with 6 neighbours. */
  ts_hex_grid_init (&g, 4);
  g_assert_cmpuint (g.n_cells, ==, 37);
  g_assert_cmpint (ts_hex_grid_index (&g, 0, 0), ==, 18);
  for (guint i = 0; i < g.n_cells; i++)
    g_assert_cmpint (ts_hex_grid_index (&g, g.q[i], g.r[i]), ==, i);
  g_assert_cmpuint (g.n_neighbours[18], ==, 6);
  g_assert_cmpuint (g.n_neighbours[0], ==, 3);
  g_assert_true (&bt_data ()->team_grid != NULL && bt_data ()->team_grid.n_cells == 160);
}

/* Team boards as JSON -------------------------------------------------------------------- */

/* A board on rows 2-7, columns 1-14 (both halves, 84 spaces): colours cycle so that no two
 * neighbours share one (every area is a single space), castles where (col + 2 row) % 6 is 0;
 * "-" elsewhere. */
static void
valid_strings (char cells[161], char dice[161])
{
  for (guint row = 0; row < ROWS; row++)
    for (guint col = 0; col < COLS; col++)
      {
        guint i = CELL (col, row);
        gboolean space = row >= 2 && row <= 7 && col >= 1 && col <= 14;
        cells[i] = space ? "CPSBYM"[(col + 2 * row) % 6] : '-';
        dice[i] = space ? '1' + col % 6 : '-';
      }
  cells[160] = dice[160] = '\0';
}

#define START CELL (2, 2) /* (2 + 4) % 6 == 0: a castle */

static gboolean
read_board (const char *cells, const char *dice, const char *extra, TsBurgundyDuchy *out,
            GError **error)
{
  g_autofree char *json = g_strdup_printf (
      "{\"id\": \"12a\", \"name\": \"12a (ours)\", \"kind\": \"team\", \"cells\": \"%s\", "
      "\"dice\": \"%s\"%s%s}",
      cells, dice, extra ? ", " : "", extra ? extra : "");
  g_autoptr (JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  return ts_burgundy_board_from_json (json_node_get_object (node), "the file 12a.json", out, error);
}

static TsBurgundyDuchy
team_board (const char *cells, const char *dice, const char *extra)
{
  g_autoptr (GError) error = NULL;
  TsBurgundyDuchy board;

  g_assert_true (read_board (cells, dice, extra, &board, &error));
  g_assert_no_error (error);
  return board;
}

static void
test_json_read_write (void)
{
  char cells[161], dice[161];

  valid_strings (cells, dice);
  cells[CELL (3, 4)] = dice[CELL (3, 4)] = '.'; /* not entered yet */
  TsBurgundyDuchy b = team_board (cells, dice, "\"start\": [34, 150]");
  g_assert_cmpint (b.kind, ==, TS_BURGUNDY_BOARD_TEAM);
  g_assert_cmpuint (b.n_cells, ==, 160);
  g_assert_cmpuint (ts_burgundy_board_n_spaces (&b), ==, 84);
  g_assert_cmpuint (b.colour[CELL (0, 0)], ==, TS_BURGUNDY_NO_SPACE);
  g_assert_cmpuint (b.die[CELL (0, 0)], ==, 0);
  g_assert_cmpuint (b.colour[CELL (3, 4)], ==, 255);
  g_assert_cmpuint (b.colour[START], ==, TS_BURGUNDY_CASTLE);
  g_assert_cmpuint (b.die[START], ==, 3);
  g_assert_true (ts_burgundy_spaces_has (&b.start_spaces, 34));
  g_assert_true (ts_burgundy_spaces_has (&b.start_spaces, 150)); /* a space above 127 */
  g_assert_false (ts_burgundy_spaces_has (&b.start_spaces, 35));
  g_assert_cmpstr (ts_burgundy_board_kind_name (b.kind), ==, "team board (12)");
  g_assert_cmpint (ts_burgundy_board_kind_from_id ("team"), ==, TS_BURGUNDY_BOARD_TEAM);
  g_assert_true (ts_burgundy_board_grid (bt_data (), &b) == &bt_data ()->team_grid);

  /* Written back: the same strings, "-" included, and the start spaces. */
  g_autoptr (JsonObject) o = ts_burgundy_board_to_json (&b);
  g_assert_cmpstr (json_object_get_string_member (o, "kind"), ==, "team");
  g_assert_cmpstr (json_object_get_string_member (o, "cells"), ==, cells);
  g_assert_cmpstr (json_object_get_string_member (o, "dice"), ==, dice);
  g_assert_false (json_object_has_member (o, "outposts"));
  JsonArray *start = json_object_get_array_member (o, "start");
  g_assert_cmpuint (json_array_get_length (start), ==, 2);
  g_assert_cmpint (json_array_get_int_element (start, 1), ==, 150);

  /* Exported and imported: the same board. */
  g_autoptr (JsonNode) file = ts_burgundy_board_export (&b);
  g_autofree char *text = json_to_string (file, FALSE);
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr (GError) error = NULL;
  TsBurgundyDuchy back;
  g_assert_true (ts_burgundy_board_import (bytes, "12a.json", &back, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (back.colour, sizeof back.colour, b.colour, sizeof b.colour);
  g_assert_cmpmem (back.die, sizeof back.die, b.die, sizeof b.die);
  g_assert_true (ts_burgundy_spaces_equal (&back.start_spaces, &b.start_spaces));
  g_assert_cmpint (back.kind, ==, TS_BURGUNDY_BOARD_TEAM);
  g_assert_cmpuint (back.n_cells, ==, 160);

  /* A duchy stays a 37-cell board. */
  const TsBurgundyDuchy *one = ts_burgundy_data_find_duchy (bt_data (), "1");
  g_assert_cmpuint (one->n_cells, ==, 37);
  g_assert_cmpuint (ts_burgundy_board_n_spaces (one), ==, 37);
  g_assert_true (ts_burgundy_board_grid (bt_data (), one) == &bt_data ()->grid);
}

static void
assert_refused (const char *cells, const char *dice, const char *extra, const char *words)
{
  g_autoptr (GError) error = NULL;
  TsBurgundyDuchy b;

  g_assert_false (read_board (cells, dice, extra, &b, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  /* The message names the board and the reason. */
  if (strstr (error->message, "the file 12a.json") == NULL
      || strstr (error->message, words) == NULL)
    g_error ("unexpected message: %s", error->message);
}

static void
test_json_refused (void)
{
  char cells[161], dice[161];

  valid_strings (cells, dice);
  /* 37 letters are a duchy's, not a team board's. */
  g_autofree char *short_cells = g_strndup (cells, 159);
  assert_refused (short_cells, dice, NULL, "“the file 12a.json.cells” must be 160 letters");
  g_autofree char *duchy_cells = g_strndup (cells, 37);
  assert_refused (duchy_cells, dice, NULL, "16 for each of 10 rows");
  g_autofree char *long_dice = g_strconcat (dice, "1", NULL);
  assert_refused (cells, long_dice, NULL, "“the file 12a.json.dice” must be 160 die numbers");
  /* "-" in one string only. */
  g_autofree char *one_side = g_strdup (cells);
  one_side[START] = '-';
  assert_refused (one_side, dice, NULL, "“-” (no space) at cell 34 in only one");
  /* A letter that is no colour. */
  g_autofree char *bad = g_strdup (cells);
  bad[START] = 'X';
  assert_refused (bad, dice, NULL, "160 letters");
  /* Spaces past the grid, and outposts, which team boards do not have. */
  assert_refused (cells, dice, "\"start\": [160]", "from 0 to 159");
  assert_refused (cells, dice, "\"outposts\": [[0], [1], [2]]", "has no outposts");

  /* "-" belongs to team boards only: a duchy refuses it. */
  g_autoptr (JsonNode) node
      = json_from_string ("{\"id\": \"d\", \"kind\": \"duchy\", "
                          "\"cells\": \"-CCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB\", "
                          "\"dice\": \"-543216545431236126541254312612563413\"}",
                          NULL);
  g_autoptr (GError) error = NULL;
  TsBurgundyDuchy d;
  g_assert_false (ts_burgundy_board_from_json (json_node_get_object (node), "d", &d, &error));
  g_assert_nonnull (strstr (error->message, "37 letters"));
}

/* Problems -------------------------------------------------------------------------------- */

static GPtrArray *
problems_of (const char *cells, const char *dice, const char *extra)
{
  TsBurgundyDuchy b = team_board (cells, dice, extra);
  return ts_burgundy_board_problems (bt_data (), &b);
}

/* The one problem whose text holds @words; the others are printed when it is missing. */
static const TsBurgundyBoardProblem *
find_problem (GPtrArray *list, const char *words)
{
  for (guint i = 0; i < list->len; i++)
    {
      const TsBurgundyBoardProblem *p = g_ptr_array_index (list, i);
      if (strstr (p->text, words) != NULL)
        return p;
    }
  for (guint i = 0; i < list->len; i++)
    g_printerr ("problem: %s\n", ((TsBurgundyBoardProblem *)g_ptr_array_index (list, i))->text);
  g_error ("no problem says “%s”", words);
  return NULL;
}

static void
test_valid (void)
{
  char cells[161], dice[161];

  valid_strings (cells, dice);
  g_autoptr (GPtrArray) list = problems_of (cells, dice, "\"start\": [34]");
  for (guint i = 0; i < list->len; i++)
    g_printerr ("unexpected problem: %s\n",
                ((TsBurgundyBoardProblem *)g_ptr_array_index (list, i))->text);
  g_assert_cmpuint (list->len, ==, 0);
}

static void
test_no_space (void)
{
  char cells[161], dice[161];

  memset (cells, '-', 160);
  memset (dice, '-', 160);
  cells[160] = dice[160] = '\0';
  g_autoptr (GPtrArray) list = problems_of (cells, dice, NULL);
  g_assert_cmpuint (list->len, ==, 1);
  find_problem (list, "The team board has no space yet");
}

static void
test_not_entered (void)
{
  char cells[161], dice[161];

  valid_strings (cells, dice);
  cells[CELL (3, 4)] = '.';
  dice[CELL (9, 5)] = '.';
  g_autoptr (GPtrArray) list = problems_of (cells, dice, "\"start\": [34]");
  g_assert_cmpuint (list->len, ==, 1);
  const TsBurgundyBoardProblem *p = find_problem (list, "2 spaces are not entered yet");
  /* Named by row and place in the row (the grid's rows from the top, cells from the left). */
  g_assert_nonnull (strstr (p->text, "space 4 of row 5, space 10 of row 6"));
  TsBurgundySpaces want = ts_burgundy_spaces_one (CELL (3, 4));
  ts_burgundy_spaces_add (&want, CELL (9, 5));
  g_assert_true (ts_burgundy_spaces_equal (&p->spaces, &want));
}

/* CB-DUC-02 on a team board: an area has at most 8 spaces. */
static void
test_area (void)
{
  char cells[161], dice[161];

  valid_strings (cells, dice);
  /* Row 0 (no space so far): 9 cities in a row, touching row 2 through row 1's column 1. */
  for (guint col = 1; col <= 9; col++)
    {
      cells[CELL (col, 0)] = 'B';
      dice[CELL (col, 0)] = '4';
    }
  cells[CELL (1, 1)] = 'M';
  dice[CELL (1, 1)] = '4';
  g_autoptr (GPtrArray) list = problems_of (cells, dice, "\"start\": [34]");
  g_assert_cmpuint (list->len, ==, 1);
  const TsBurgundyBoardProblem *p
      = find_problem (list, "The beige city area that starts at space 2 of row 1 has 9 spaces");
  g_assert_true (ts_burgundy_spaces_has (&p->spaces, CELL (9, 0)));
  g_assert_false (ts_burgundy_spaces_has (&p->spaces, CELL (1, 1)));
}

/* CB-TEM-03: the team's castle starts on a castle space the user marks. */
static void
test_start (void)
{
  char cells[161], dice[161];

  valid_strings (cells, dice);
  g_autoptr (GPtrArray) none = problems_of (cells, dice, NULL);
  g_assert_cmpuint (none->len, ==, 1);
  find_problem (none, "Mark the castle space where the team's castle starts: the central dark "
                      "green 1 on board 12a; 1 or 6 on 12b.");

  /* START + 1 is a pasture; cell 0 is no space. */
  g_autoptr (GPtrArray) wrong = problems_of (cells, dice, "\"start\": [0, 34, 35]");
  g_assert_cmpuint (wrong->len, ==, 2);
  const TsBurgundyBoardProblem *p = find_problem (
      wrong, "Space 4 of row 3 (light green pasture) is marked as a start space, but the "
             "starting castle goes on a dark green castle space.");
  g_assert_true (ts_burgundy_spaces_equal (&p->spaces, &(TsBurgundySpaces){ { 1ull << 35 } }));
  p = find_problem (wrong, "Space 1 of row 1 is marked as a start space, but it is not a space "
                           "of the board");
  g_assert_true (ts_burgundy_spaces_has (&p->spaces, 0));

  /* The start space of a team board: the one chosen if listed, else the first listed. */
  TsBurgundyDuchy b = team_board (cells, dice, "\"start\": [34, 46]");
  g_autoptr (GError) error = NULL;
  g_assert_cmpint (ts_burgundy_board_start_space (bt_data (), &b, "Ana", 46, &error), ==, 46);
  g_assert_cmpint (ts_burgundy_board_start_space (bt_data (), &b, "Ana", -1, &error), ==, 34);
  g_assert_no_error (error);
  g_assert_cmpint (ts_burgundy_board_start_space (bt_data (), &b, "Ana", 40, &error), ==, -1);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "space 3 of row 3, space 15 of row 3"));
  g_clear_error (&error);
  /* None marked: no default (a duchy's is its central castle), and the reason in words. */
  TsBurgundyDuchy unmarked = team_board (cells, dice, NULL);
  g_assert_cmpint (ts_burgundy_board_start_space (bt_data (), &unmarked, "Ana", -1, &error), ==, -1);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "Mark the castle space"));
}

/* CB-TEM-02: a team board is made of two halves; the grid's columns 1-8 hold the first. */
static void
test_halves (void)
{
  char cells[161], dice[161];

  valid_strings (cells, dice);
  for (guint row = 0; row < ROWS; row++)
    for (guint col = 8; col < COLS; col++)
      cells[CELL (col, row)] = dice[CELL (col, row)] = '-';
  g_autoptr (GPtrArray) list = problems_of (cells, dice, "\"start\": [34]");
  g_assert_cmpuint (list->len, ==, 1);
  find_problem (list, "The second half of the team board (columns 9 to 16) has no space");

  valid_strings (cells, dice);
  for (guint row = 0; row < ROWS; row++)
    for (guint col = 0; col < 8; col++)
      cells[CELL (col, row)] = dice[CELL (col, row)] = '-';
  g_autoptr (GPtrArray) first = problems_of (cells, dice, "\"start\": [40]");
  g_assert_cmpuint (first->len, ==, 1);
  find_problem (first, "The first half of the team board (columns 1 to 8) has no space");
}

/* The halves together are one board: every space joined to the others. */
static void
test_connected (void)
{
  char cells[161], dice[161];

  valid_strings (cells, dice);
  /* Column 8 of the grid (7 from 0) emptied: the halves no longer touch, whichever way the
   * rows are shifted. */
  for (guint row = 0; row < ROWS; row++)
    cells[CELL (7, row)] = dice[CELL (7, row)] = '-';
  g_autoptr (GPtrArray) list = problems_of (cells, dice, "\"start\": [34]");
  g_assert_cmpuint (list->len, ==, 1);
  const TsBurgundyBoardProblem *p = find_problem (
      list, "The board's spaces are not all connected: 42 spaces do not touch the ones joined "
            "to space 2 of row 3.");
  g_assert_true (ts_burgundy_spaces_has (&p->spaces, CELL (8, 2)));
  g_assert_true (ts_burgundy_spaces_has (&p->spaces, CELL (14, 7)));
  g_assert_false (ts_burgundy_spaces_has (&p->spaces, CELL (1, 2)));
}

/* A team board is played only in the team game (not in the app yet). */
static void
test_mode (void)
{
  char cells[161], dice[161];

  valid_strings (cells, dice);
  g_autofree char *json = g_strdup_printf (
      "[{\"name\": \"Ana\", \"start-space\": 34, \"layout\": {\"id\": \"12a\", \"kind\": "
      "\"team\", \"cells\": \"%s\", \"dice\": \"%s\", \"start\": [34]}}, \"Bruno\"]",
      cells, dice);
  g_autoptr (JsonNode) players = json_from_string (json, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (players);
  g_autofree TsBurgundyState *s
      = ts_burgundy_state_new_from_setup (NULL, json_node_get_array (players), NULL, &error);
  g_assert_null (s);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==, "A team board (12) is played only in the team game.");
}

/* Placement ------------------------------------------------------------------------------- */

/* A cell that is no space of the board takes no tile, not even an inn (which fits any
 * colour, CB-INN-04); an entry naming it, or a space past the board, is refused in words. */
static void
test_no_space_placement (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  const TsHexGrid *g = &s->data->grid;
  int gone = -1, kept = -1;

  /* Two empty neighbours of the starting castle (18 on duchy 1). */
  for (guint d = 0; d < 6 && kept < 0; d++)
    {
      int j = g->neighbours[18][d];
      if (j >= 0 && p->tiles[j] == TS_BURGUNDY_TILE_NONE)
        {
          if (gone < 0)
            gone = j;
          else
            kept = j;
        }
    }
  g_assert_cmpint (kept, >=, 0);
  bt_set_dice (s, p->duchy.die[gone], p->duchy.die[kept]);
  /* Test-only: the space becomes a cell of the grid that is not part of the board. */
  p->duchy.colour[gone] = TS_BURGUNDY_NO_SPACE;
  p->area[gone] = 255;
  p->storage[0] = TS_BURGUNDY_TILE_INN;

  TsBurgundyEntry legal[1024];
  guint n = ts_burgundy_legal (s, legal, G_N_ELEMENTS (legal));
  guint on_kept = 0;
  for (guint i = 0; i < n; i++)
    if (legal[i].type == TS_BURGUNDY_ENTRY_PLACE_TILE)
      {
        g_assert_cmpint (legal[i].space, !=, gone);
        on_kept += legal[i].space == kept;
      }
  g_assert_cmpuint (on_kept, >, 0); /* the inn does fit the space next to it */

  g_autofree char *why = bt_refuse_f (
      s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, \"space\": %d}",
      gone);
  g_assert_cmpstr (why, ==, "That is not a space of Ana's board.");
  /* Entries accept every space of the largest board; the rules refuse one past Ana's. */
  g_autofree char *past = bt_refuse_json (
      s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, \"space\": 150}");
  g_assert_cmpstr (past, ==, "That is not a space of Ana's board.");
  g_autoptr (JsonNode) node = json_from_string (
      "{\"type\": \"place-tile\", \"player\": 0, \"die\": 0, \"storage\": 0, \"space\": 160}",
      NULL);
  g_autoptr (GError) error = NULL;
  g_assert_null (ts_burgundy_entry_from_json (node, &error));
  g_assert_nonnull (strstr (error->message, "from 0 to 159"));

  /* An entry's space survives JSON above 127 (a team board's cells). */
  TsBurgundyEntry e;
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_PLACE_TILE, 0);
  e.die = 0;
  e.storage = 0;
  e.space = 155;
  g_autoptr (JsonNode) written = ts_burgundy_entry_to_json (&e);
  g_autofree TsBurgundyEntry *read = ts_burgundy_entry_from_json (written, NULL);
  g_assert_nonnull (read);
  g_assert_cmpint (read->space, ==, 155);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hexgrid/rect/odd-r-16x10", test_grid_rect);
  g_test_add_func ("/burgundy/team-board/json/read-write-round-trip", test_json_read_write);
  g_test_add_func ("/burgundy/team-board/json/refused", test_json_refused);
  g_test_add_func ("/burgundy/team-board/problems/CB-TEM-02/valid-two-halves", test_valid);
  g_test_add_func ("/burgundy/team-board/problems/no-space", test_no_space);
  g_test_add_func ("/burgundy/team-board/problems/not-entered", test_not_entered);
  g_test_add_func ("/burgundy/team-board/problems/CB-DUC-02/area-of-9", test_area);
  g_test_add_func ("/burgundy/team-board/problems/CB-TEM-03/start-space", test_start);
  g_test_add_func ("/burgundy/team-board/problems/CB-TEM-02/half-without-space", test_halves);
  g_test_add_func ("/burgundy/team-board/problems/CB-TEM-02/not-connected", test_connected);
  g_test_add_func ("/burgundy/team-board/mode/team-game-only", test_mode);
  g_test_add_func ("/burgundy/team-board/no-space/CB-INN-04/refuses-placement",
                   test_no_space_placement);
  return g_test_run ();
}

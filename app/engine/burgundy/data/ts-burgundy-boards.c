/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Boards as JSON: a record's layouts, the user's boards and exported files (issue 15).
 * Only the form is read here; the invariants are ts-burgundy-board-problems.c's. */
#include "ts-burgundy-data.h"

#include <string.h>

#include "ts-engine-error.h"
#include "ts-i18n.h"
#include "ts-json-read.h"

static const char colour_letters[] = "CPSBYM";
static const char *const kind_ids[] = { "duchy", "outpost", "solo", "team" };
G_STATIC_ASSERT (G_N_ELEMENTS (kind_ids) == TS_BURGUNDY_N_BOARD_KINDS);

const char *
ts_burgundy_board_kind_id (TsBurgundyBoardKind kind)
{
  return kind < TS_BURGUNDY_N_BOARD_KINDS ? kind_ids[kind] : "duchy";
}

int
ts_burgundy_board_kind_from_id (const char *id)
{
  for (guint k = 0; k < TS_BURGUNDY_N_BOARD_KINDS; k++)
    if (g_strcmp0 (id, kind_ids[k]) == 0)
      return k;
  return -1;
}

const char *
ts_burgundy_board_kind_name (TsBurgundyBoardKind kind)
{
  switch (kind)
    {
    case TS_BURGUNDY_BOARD_OUTPOST:
      /* Translators: the kind of a player board: duchies 11a-11f of the outposts module */
      return _ ("outpost duchy (11)");
    case TS_BURGUNDY_BOARD_SOLO:
      /* Translators: the kind of a player board: duchies 13a/13b of the solo game */
      return _ ("solo duchy (13)");
    case TS_BURGUNDY_BOARD_TEAM:
      /* Translators: the kind of a player board: the team game's board 12 (12a or 12b, each
       * of two halves) */
      return _ ("team board (12)");
    case TS_BURGUNDY_BOARD_DUCHY:
    case TS_BURGUNDY_N_BOARD_KINDS:
    default:
      return _ ("duchy");
    }
}

void
ts_burgundy_board_count (TsBurgundyDuchy *board)
{
  memset (board->n_colour, 0, sizeof board->n_colour);
  for (guint s = 0; s < ts_burgundy_board_kind_cells (board->kind); s++)
    if (board->colour[s] < TS_BURGUNDY_N_COLOURS)
      board->n_colour[board->colour[s]]++;
}

static gboolean
form_error (GError **error, const char *where, const char *member, const char *expected)
{
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
               /* Translators: where the board is (“players[2].layout”), a member (“cells”),
                * what it must hold; the quoted path is the file's own spelling */
               _ ("The board member “%s.%s” must be %s."), where, member, expected);
  return FALSE;
}

static gboolean
read_string (JsonObject *o, const char *where, const char *member, gboolean required,
             const char **out, GError **error)
{
  JsonNode *n = json_object_get_member (o, member);

  if (n == NULL && !required)
    return TRUE;
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING
      || !g_utf8_validate (json_node_get_string (n), -1, NULL))
    return form_error (error, where, member, _ ("a string"));
  *out = json_node_get_string (n);
  return TRUE;
}

/* A list of space numbers 0 .. @cells - 1 as a set. */
static gboolean
read_spaces (JsonNode *n, guint cells, TsBurgundySpaces *out)
{
  *out = (TsBurgundySpaces){ { 0 } };
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    return FALSE;
  JsonArray *a = json_node_get_array (n);
  for (guint k = 0; k < json_array_get_length (a); k++)
    {
      JsonNode *e = json_array_get_element (a, k);
      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64
          || json_node_get_int (e) < 0 || json_node_get_int (e) >= cells)
        return FALSE;
      ts_burgundy_spaces_add (out, json_node_get_int (e));
    }
  return TRUE;
}

/* A duchy's 37 cells: a letter and a die each, "." not entered yet. */
static gboolean
read_duchy_cells (const char *cells, const char *dice, const char *where, TsBurgundyDuchy *board,
                  GError **error)
{
  const char *cells_form = _ ("37 letters (C, P, S, B, Y, M, or “.” for a space not entered yet)");
  const char *dice_form = _ ("37 die numbers (1 to 6, or “.” for a space not entered yet)");

  if (strlen (cells) != TS_BURGUNDY_N_SPACES)
    return form_error (error, where, "cells", cells_form);
  if (strlen (dice) != TS_BURGUNDY_N_SPACES)
    return form_error (error, where, "dice", dice_form);
  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    {
      const char *c = cells[s] != '\0' ? strchr (colour_letters, cells[s]) : NULL;
      if (c == NULL && cells[s] != '.')
        return form_error (error, where, "cells", cells_form);
      if ((dice[s] < '1' || dice[s] > '6') && dice[s] != '.')
        return form_error (error, where, "dice", dice_form);
      board->colour[s] = c != NULL ? (guint8)(c - colour_letters) : 255;
      board->die[s] = dice[s] != '.' ? dice[s] - '0' : 0;
    }
  return TRUE;
}

/* A team board's 160 cells (16 per row, 10 rows): as a duchy's, and "-" in both strings
 * where the grid has no space of the board. */
static gboolean
read_team_cells (const char *cells, const char *dice, const char *where, TsBurgundyDuchy *board,
                 GError **error)
{
  const char *cells_form = _ ("160 letters, 16 for each of 10 rows (C, P, S, B, Y, M, “-” where "
                              "the board has no space, or “.” for a space not entered yet)");
  const char *dice_form = _ ("160 die numbers, 16 for each of 10 rows (1 to 6, “-” where the "
                             "board has no space, or “.” for a space not entered yet)");

  if (strlen (cells) != TS_BURGUNDY_MAX_SPACES)
    return form_error (error, where, "cells", cells_form);
  if (strlen (dice) != TS_BURGUNDY_MAX_SPACES)
    return form_error (error, where, "dice", dice_form);
  for (guint s = 0; s < TS_BURGUNDY_MAX_SPACES; s++)
    {
      const char *c = cells[s] != '\0' ? strchr (colour_letters, cells[s]) : NULL;
      if (c == NULL && cells[s] != '.' && cells[s] != '-')
        return form_error (error, where, "cells", cells_form);
      if ((dice[s] < '1' || dice[s] > '6') && dice[s] != '.' && dice[s] != '-')
        return form_error (error, where, "dice", dice_form);
      if ((cells[s] == '-') != (dice[s] == '-'))
        {
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
                       /* Translators: where the board is (“players[2].layout”), then a
                        * cell's number (0-159); “-” marks a cell that is not a space */
                       _ ("The board “%s” has “-” (no space) at cell %u in only one of "
                          "“cells” and “dice”: a cell is a space in both or in neither."),
                       where, s);
          return FALSE;
        }
      board->colour[s] = c != NULL         ? (guint8)(c - colour_letters)
                         : cells[s] == '-' ? TS_BURGUNDY_NO_SPACE
                                           : 255;
      board->die[s] = dice[s] >= '1' && dice[s] <= '6' ? dice[s] - '0' : 0;
    }
  return TRUE;
}

gboolean
ts_burgundy_board_from_json (JsonObject *o, const char *where, TsBurgundyDuchy *out,
                             GError **error)
{
  const char *id = "", *name = "", *kind = "duchy", *base = "", *cells = NULL, *dice = NULL;
  TsBurgundyDuchy board = { 0 };

  if (!read_string (o, where, "id", FALSE, &id, error)
      || !read_string (o, where, "name", FALSE, &name, error)
      || !read_string (o, where, "kind", FALSE, &kind, error)
      || !read_string (o, where, "base", FALSE, &base, error)
      || !read_string (o, where, "cells", TRUE, &cells, error)
      || !read_string (o, where, "dice", TRUE, &dice, error))
    return FALSE;
  if (strlen (id) >= sizeof board.id)
    return form_error (error, where, "id", _ ("1 to 15 letters or digits"));
  if (strlen (name) >= sizeof board.name)
    return form_error (error, where, "name", _ ("a name of at most 47 bytes"));
  if (strlen (base) >= sizeof board.base)
    return form_error (error, where, "base", _ ("a board number such as “4”"));
  int k = ts_burgundy_board_kind_from_id (kind);
  if (k < 0)
    return form_error (error, where, "kind", _ ("“duchy”, “outpost”, “solo” or “team”"));
  board.kind = k;
  board.n_cells = ts_burgundy_board_kind_cells (k);
  if (k == TS_BURGUNDY_BOARD_TEAM)
    {
      if (!read_team_cells (cells, dice, where, &board, error))
        return FALSE;
    }
  else if (!read_duchy_cells (cells, dice, where, &board, error))
    return FALSE;
  g_autofree char *space_range
      = g_strdup_printf (_ ("a list of space numbers from %d to %d"), 0, board.n_cells - 1);
  JsonNode *start = json_object_get_member (o, "start");
  if (start != NULL && !read_spaces (start, board.n_cells, &board.start_spaces))
    return form_error (error, where, "start", space_range);
  JsonNode *outposts = json_object_get_member (o, "outposts");
  if (outposts != NULL && k == TS_BURGUNDY_BOARD_TEAM)
    return form_error (error, where, "outposts", _ ("left out: a team board (12) has no outposts"));
  if (outposts != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (outposts)
          || json_array_get_length (json_node_get_array (outposts)) > TS_BURGUNDY_OUTPOSTS)
        return form_error (error, where, "outposts",
                           _ ("a list of up to 3 outposts, each a list of space numbers"));
      JsonArray *a = json_node_get_array (outposts);
      for (guint n = 0; n < json_array_get_length (a); n++)
        {
          TsBurgundySpaces spaces;
          if (!read_spaces (json_array_get_element (a, n), TS_BURGUNDY_N_SPACES, &spaces))
            return form_error (error, where, "outposts",
                               _ ("a list of up to 3 outposts, each a list of space numbers"));
          for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
            if (ts_burgundy_spaces_has (&spaces, s))
              board.outposts[s] |= 1u << n;
        }
    }
  g_strlcpy (board.id, id, sizeof board.id);
  g_strlcpy (board.name, name, sizeof board.name);
  g_strlcpy (board.base, base, sizeof board.base);
  board.known = TRUE;
  board.confidence = TS_BURGUNDY_CONFIDENCE_HIGH; /* the user's own box */
  ts_burgundy_board_count (&board);
  *out = board;
  return TRUE;
}

static JsonNode *
spaces_node (const TsBurgundySpaces *spaces)
{
  JsonArray *a = json_array_new ();

  for (guint s = 0; s < TS_BURGUNDY_MAX_SPACES; s++)
    if (ts_burgundy_spaces_has (spaces, s))
      json_array_add_int_element (a, s);
  JsonNode *n = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (n, a);
  return n;
}

JsonObject *
ts_burgundy_board_to_json (const TsBurgundyDuchy *board)
{
  JsonObject *o = json_object_new ();
  char cells[TS_BURGUNDY_MAX_SPACES + 1], dice[TS_BURGUNDY_MAX_SPACES + 1];
  gboolean any_outpost = FALSE;
  guint n = ts_burgundy_board_kind_cells (board->kind);
  gboolean team = board->kind == TS_BURGUNDY_BOARD_TEAM;

  for (guint s = 0; s < n; s++)
    {
      gboolean none = team && board->colour[s] == TS_BURGUNDY_NO_SPACE;
      cells[s] = board->colour[s] < TS_BURGUNDY_N_COLOURS ? colour_letters[board->colour[s]]
                 : none                                   ? '-'
                                                          : '.';
      dice[s] = none ? '-' : board->die[s] >= 1 && board->die[s] <= 6 ? '0' + board->die[s] : '.';
      any_outpost |= !team && board->outposts[s] != 0;
    }
  cells[n] = dice[n] = '\0';
  json_object_set_string_member (o, "id", board->id);
  if (board->name[0] != '\0')
    json_object_set_string_member (o, "name", board->name);
  json_object_set_string_member (o, "kind", ts_burgundy_board_kind_id (board->kind));
  if (board->base[0] != '\0')
    json_object_set_string_member (o, "base", board->base);
  json_object_set_string_member (o, "cells", cells);
  json_object_set_string_member (o, "dice", dice);
  if (!ts_burgundy_spaces_is_empty (&board->start_spaces))
    json_object_set_member (o, "start", spaces_node (&board->start_spaces));
  if (any_outpost)
    {
      JsonArray *a = json_array_new ();
      for (guint k = 0; k < TS_BURGUNDY_OUTPOSTS; k++)
        {
          TsBurgundySpaces spaces = { { 0 } };
          for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
            if ((board->outposts[s] >> k) & 1)
              ts_burgundy_spaces_add (&spaces, s);
          json_array_add_element (a, spaces_node (&spaces));
        }
      JsonNode *node = json_node_new (JSON_NODE_ARRAY);
      json_node_take_array (node, a);
      json_object_set_member (o, "outposts", node);
    }
  return o;
}

gboolean
ts_burgundy_board_has_space (const TsBurgundyDuchy *board, int space)
{
  return space >= 0 && space < board->n_cells && board->colour[space] != TS_BURGUNDY_NO_SPACE;
}

void
ts_burgundy_board_problem_free (TsBurgundyBoardProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->text);
  g_free (problem);
}

JsonNode *
ts_burgundy_board_export (const TsBurgundyDuchy *board)
{
  JsonObject *o = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (o, "format", TS_BURGUNDY_BOARD_FORMAT);
  json_object_set_int_member (o, "version", TS_BURGUNDY_BOARD_VERSION);
  json_object_set_object_member (o, "board", ts_burgundy_board_to_json (board));
  json_node_take_object (node, o);
  return node;
}

static gboolean
import_error (GError **error, const char *file_name, const char *reason)
{
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE,
               /* Translators: a file name, then why it cannot be read as a board */
               _ ("The file %s cannot be read as a board: %s"), file_name, reason);
  return FALSE;
}

/* What a board file may be: the limits of ts_json_read_*(). Tableside writes 3 levels. */
static const TsJsonLimits *
board_limits (void)
{
  static TsJsonLimits limits = { NULL, 1024 * 1024, 16, 10000 };

  /* Translators: what an exported board should be, in “is not %s” */
  limits.kind = _ ("a board file");
  return &limits;
}

static gboolean import_root (JsonNode *root, const char *file_name, TsBurgundyDuchy *out,
                             GError **error);

gboolean
ts_burgundy_board_import (GBytes *bytes, const char *file_name, TsBurgundyDuchy *out,
                          GError **error)
{
  gsize len = 0;
  const char *text = g_bytes_get_data (bytes, &len);
  g_autoptr (JsonNode) root
      = ts_json_read_parse (text != NULL ? text : "", len, file_name, board_limits (), error);

  if (root == NULL)
    {
      ts_json_read_retarget (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE, TS_ENGINE_ERROR_PARSE);
      return FALSE;
    }
  return import_root (root, file_name, out, error);
}

/* ts_burgundy_board_import() of @file, read without blocking on a pipe or reading past the
 * largest board file; a file that cannot be read gives a G_IO_ERROR naming it. */
gboolean
ts_burgundy_board_import_file (GFile *file, const char *file_name, TsBurgundyDuchy *out,
                               GError **error)
{
  g_autoptr (JsonNode) root = ts_json_read_file (file, file_name, board_limits (), NULL, error);

  if (root == NULL)
    {
      ts_json_read_retarget (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE, TS_ENGINE_ERROR_PARSE);
      return FALSE;
    }
  return import_root (root, file_name, out, error);
}

static gboolean
import_root (JsonNode *root, const char *file_name, TsBurgundyDuchy *out, GError **error)
{
  g_autoptr (GError) local = NULL;
  JsonObject *o
      = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  JsonNode *format = o != NULL ? json_object_get_member (o, "format") : NULL;
  if (format == NULL || !JSON_NODE_HOLDS_VALUE (format)
      || json_node_get_value_type (format) != G_TYPE_STRING
      || g_strcmp0 (json_node_get_string (format), TS_BURGUNDY_BOARD_FORMAT) != 0)
    {
      /* Translators: %s is the format name every board file carries */
      g_autofree char *reason = g_strdup_printf (_ ("its “format” is not “%s”: it is not a "
                                                    "board exported by Tableside."),
                                                 TS_BURGUNDY_BOARD_FORMAT);
      return import_error (error, file_name, reason);
    }
  JsonNode *version = json_object_get_member (o, "version");
  if (version == NULL || !JSON_NODE_HOLDS_VALUE (version)
      || json_node_get_value_type (version) != G_TYPE_INT64 || json_node_get_int (version) < 1)
    return import_error (error, file_name, _ ("it has no whole-number “version”."));
  if (json_node_get_int (version) > TS_BURGUNDY_BOARD_VERSION)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (version));
      g_autofree char *reason = g_strdup_printf (
          /* Translators: the file's version (a number), then the version this program reads */
          _ ("it is version %s of the board format, made by a newer Tableside; this one reads "
             "version %d."),
          number, TS_BURGUNDY_BOARD_VERSION);
      return import_error (error, file_name, reason);
    }
  JsonNode *board = json_object_get_member (o, "board");
  if (board == NULL || !JSON_NODE_HOLDS_OBJECT (board))
    return import_error (error, file_name, _ ("it has no “board” object."));
  TsBurgundyDuchy read;
  /* "board": the member's path in the file, which the message below names. */
  if (!ts_burgundy_board_from_json (json_node_get_object (board), "board", &read, &local))
    return import_error (error, file_name, local->message);
  if (read.id[0] == '\0')
    return import_error (error, file_name, _ ("its board has no “id”."));
  *out = read;
  return TRUE;
}

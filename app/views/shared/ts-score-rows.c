/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score table's rows, read from any game's final breakdown (the shape every game gives,
 * docs/file-format.md, "The final breakdown"): shared by the printed sheet and the score
 * page so that both show the same thing. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "ts-score-sheet.h"

#define MAX_PLAYERS TS_SCORE_MAX_PLAYERS

/* -------------------------------------------------------------------------------------- */
/* Reading the breakdown                                                                   */

static JsonArray *
get_players (JsonNode *breakdown)
{
  JsonObject *object;
  JsonNode *players;

  if (breakdown == NULL || !JSON_NODE_HOLDS_OBJECT (breakdown))
    return NULL;
  object = json_node_get_object (breakdown);
  players = json_object_get_member (object, "players");
  return players != NULL && JSON_NODE_HOLDS_ARRAY (players) ? json_node_get_array (players)
                                                             : NULL;
}

static JsonObject *
get_player (JsonArray *players,
            guint      index)
{
  JsonNode *node = json_array_get_element (players, index);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static int
get_int (JsonObject *object,
         const char *name)
{
  return object != NULL ? (int) json_object_get_int_member_with_default (object, name, 0) : 0;
}

static JsonArray *
get_lines (JsonObject *player,
           const char *member)
{
  JsonNode *node = player != NULL ? json_object_get_member (player, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static JsonObject *
get_line (JsonArray *lines,
          guint      index)
{
  JsonNode *node = json_array_get_element (lines, index);

  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

gboolean
ts_score_sheet_is_winner (JsonNode *breakdown,
                          guint     index)
{
  JsonNode *winners;

  if (get_players (breakdown) == NULL)
    return FALSE;
  winners = json_object_get_member (json_node_get_object (breakdown), "winners");
  if (winners != NULL && JSON_NODE_HOLDS_ARRAY (winners))
    {
      JsonArray *list = json_node_get_array (winners);

      for (guint k = 0; k < json_array_get_length (list); k++)
        if (json_array_get_int_element (list, k) == index)
          return TRUE;
      return FALSE;
    }
  return ts_score_sheet_get_winner (breakdown) == (int) index;
}

const char *
ts_score_sheet_get_name (JsonNode *breakdown,
                         guint     index)
{
  JsonArray *players = get_players (breakdown);
  JsonObject *player;

  if (players == NULL || index >= json_array_get_length (players))
    return "";
  player = get_player (players, index);
  return player != NULL ? json_object_get_string_member_with_default (player, "name", "") : "";
}

int
ts_score_sheet_get_winner (JsonNode *breakdown)
{
  JsonNode *node;

  if (get_players (breakdown) == NULL)
    return -1;
  node = json_object_get_member (json_node_get_object (breakdown), "winner");
  /* null: a shared victory ("winners" names them). */
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return -1;
  return (int) json_node_get_int (node);
}

char *
ts_score_sheet_dup_heading (JsonNode *breakdown)
{
  JsonArray *players = get_players (breakdown);
  guint n_players = players != NULL ? json_array_get_length (players) : 0;
  int winner = ts_score_sheet_get_winner (breakdown);
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();

  for (guint i = 0; i < n_players; i++)
    if (ts_score_sheet_is_winner (breakdown, i))
      g_ptr_array_add (winners, (gpointer) ts_score_sheet_get_name (breakdown, i));
  if (winner >= 0 && winners->len == 2)
    /* Translators: the heading once a game played in teams is over (The Castles of
     * Burgundy's team game); the winning team's two players' names */
    return g_strdup_printf (_("%s and %s Win"), (char *) winners->pdata[0],
                            (char *) winners->pdata[1]);
  if (winner >= 0)
    /* Translators: the heading once the game is over; %s is the winner's name */
    return g_strdup_printf (_("%s Wins"), ts_score_sheet_get_name (breakdown, winner));
  if (n_players == 1)
    /* Translators: the heading of a solo game (one player) that was not won */
    return g_strdup (_("Game Lost"));
  /* Translators: the heading once a game is over that several players won together */
  return g_strdup (_("Shared Victory"));
}

const char *
ts_score_sheet_get_explanation (JsonNode *breakdown)
{
  if (get_players (breakdown) == NULL)
    return "";
  return json_object_get_string_member_with_default (json_node_get_object (breakdown),
                                                     "explanation", "");
}

void
ts_score_row_free (TsScoreRow *row)
{
  if (row == NULL)
    return;
  g_free (row->cause);
  g_free (row->label);
  g_free (row->note);
  for (guint i = 0; i < G_N_ELEMENTS (row->cells); i++)
    {
      g_free (row->cells[i]);
      g_free (row->notes[i]);
    }
  g_free (row);
}

const char *
ts_score_row_get_cell_note (const TsScoreRow *row,
                            guint             player)
{
  g_return_val_if_fail (row != NULL, NULL);

  if (row->note != NULL || player >= MAX_PLAYERS)
    return NULL;
  return row->notes[player];
}

char *
ts_score_row_dup_cell_description (const TsScoreRow *row,
                                   guint             player,
                                   const char       *name)
{
  g_autofree char *value = NULL;
  const char *note;

  g_return_val_if_fail (row != NULL, NULL);
  g_return_val_if_fail (player < MAX_PLAYERS, NULL);

  note = row->notes[player];
  if (row->cells[player] == NULL)
    value = g_strdup (_("Does not apply"));
  else if (row->points_mask & (1u << player))
    {
      int points = atoi (row->cells[player]);

      /* Translators: a player's points in a score table cell, read by a screen reader */
      value = g_strdup_printf (ngettext ("%d point", "%d points", ABS (points)), points);
    }
  else
    value = g_strdup (row->cells[player]);
  if (note != NULL && *note != '\0')
    /* Translators: a score table cell read by a screen reader: the category (“Incomplete
     * roads”), the player, their points (“6 points”) and their own note (“2 incomplete
     * roads”) */
    return g_strdup_printf (_("%s — %s: %s (%s)"), row->label, name, value, note);
  /* Translators: a score table cell read by a screen reader: the category, the player and
   * their points (“7 points”) */
  return g_strdup_printf (_("%s — %s: %s"), row->label, name, value);
}

static TsScoreRow *
add_row (GPtrArray     *rows,
         TsScoreRowKind kind,
         const char    *label,
         char          *note)
{
  TsScoreRow *row = g_new0 (TsScoreRow, 1);

  row->kind = kind;
  row->label = g_strdup (label);
  row->note = note;
  g_ptr_array_add (rows, row);
  return row;
}

/* A line's text starts a row of the table: "the King's advisors" reads "The King's advisors". */
static char *
capitalised (const char *text)
{
  g_autofree char *first = NULL;

  if (*text == '\0')
    return g_strdup (text);
  first = g_utf8_strup (text, g_utf8_next_char (text) - text);
  return g_strconcat (first, g_utf8_next_char (text), NULL);
}

/* Every line of every player, merged into one list of causes: each player's lines keep their
 * order, and a cause first met at a later player goes after that player's previous cause. */
static GPtrArray *
merge_causes (JsonArray  *players,
              guint       n,
              const char *member)
{
  GPtrArray *causes = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    {
      JsonArray *lines = get_lines (get_player (players, i), member);
      guint at = 0;

      for (guint k = 0; lines != NULL && k < json_array_get_length (lines); k++)
        {
          JsonObject *line = get_line (lines, k);
          const char *cause = line != NULL ? json_object_get_string_member_with_default (
                                                 line, "cause", NULL)
                                           : NULL;
          guint found;

          if (cause == NULL)
            continue;
          if (g_ptr_array_find_with_equal_func (causes, cause, g_str_equal, &found))
            at = found + 1;
          else
            g_ptr_array_insert (causes, at++, (gpointer) cause);
        }
    }
  return causes;
}

/* The line of @player with @cause in @member ("lines", "tie-breaks"), or NULL. */
static JsonObject *
find_line (JsonObject *player,
           const char *member,
           const char *cause)
{
  JsonArray *lines = get_lines (player, member);

  for (guint k = 0; lines != NULL && k < json_array_get_length (lines); k++)
    {
      JsonObject *line = get_line (lines, k);

      if (line != NULL
          && g_strcmp0 (json_object_get_string_member_with_default (line, "cause", NULL), cause)
                 == 0)
        return line;
    }
  return NULL;
}

/* A cell: a line's "vp" (a number; null or missing shows as not applying) or "value" (text
 * as the game words it). */
static char *
cell_text (JsonObject *line,
           gboolean   *vp)
{
  JsonNode *node;

  *vp = FALSE;
  if (line == NULL)
    return NULL;
  node = json_object_get_member (line, "value");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node)
      && json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strdup (json_node_get_string (node));
  node = json_object_get_member (line, "vp");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    return NULL;
  *vp = TRUE;
  return g_strdup_printf ("%d", (int) json_node_get_int (node));
}

/* The note every player with the line has (NULL when their notes differ, or none has one). */
static char *
common_note (const TsScoreRow *row,
             JsonArray        *players,
             guint             n,
             const char       *member,
             const char       *cause)
{
  const char *common = NULL;

  for (guint i = 0; i < n; i++)
    {
      if (find_line (get_player (players, i), member, cause) == NULL)
        continue;
      if (row->notes[i] == NULL || (common != NULL && g_strcmp0 (common, row->notes[i]) != 0))
        return NULL;
      common = row->notes[i];
    }
  return g_strdup (common);
}

static void
add_lines (GPtrArray     *rows,
           TsScoreRowKind kind,
           JsonArray     *players,
           guint          n,
           const char    *member)
{
  g_autoptr(GPtrArray) causes = merge_causes (players, n, member);

  for (guint c = 0; c < causes->len; c++)
    {
      const char *cause = g_ptr_array_index (causes, c);
      JsonObject *first = NULL;
      g_autofree char *label = NULL;
      gboolean vp;
      TsScoreRow *row;

      for (guint i = 0; i < n && first == NULL; i++)
        first = find_line (get_player (players, i), member, cause);
      label = capitalised (json_object_get_string_member_with_default (first, "text", cause));
      row = add_row (rows, kind, label, NULL);
      row->cause = g_strdup (cause);
      for (guint i = 0; i < n; i++)
        {
          JsonObject *line = find_line (get_player (players, i), member, cause);

          row->cells[i] = cell_text (line, &vp);
          if (row->cells[i] != NULL && vp)
            row->points_mask |= 1u << i;
          if (line != NULL)
            row->notes[i] = g_strdup (json_object_get_string_member_with_default (line, "note",
                                                                                  NULL));
        }
      row->note = common_note (row, players, n, member, cause);
    }
}

/* A game played in teams (The Castles of Burgundy's team game) lists its "teams", each
 * with its "members" (player indices) and "total": a row with each player's team total. */
static void
add_team_totals (GPtrArray  *rows,
                 JsonObject *breakdown,
                 guint       n)
{
  JsonNode *node = json_object_get_member (breakdown, "teams");
  JsonArray *teams;
  TsScoreRow *row;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  teams = json_node_get_array (node);
  /* Translators: a row of the score table: the VP of the player's team, both players' VP
   * together */
  row = add_row (rows, TS_SCORE_ROW_TOTAL, _("Team total"), NULL);
  for (guint t = 0; t < json_array_get_length (teams); t++)
    {
      JsonObject *team = json_array_get_object_element (teams, t);
      JsonNode *members_node = team != NULL ? json_object_get_member (team, "members") : NULL;
      JsonArray *members;

      if (members_node == NULL || !JSON_NODE_HOLDS_ARRAY (members_node))
        continue;
      members = json_node_get_array (members_node);
      for (guint k = 0; k < json_array_get_length (members); k++)
        {
          gint64 i = json_array_get_int_element (members, k);

          if (i >= 0 && i < n && row->cells[i] == NULL)
            {
              row->cells[i] = g_strdup_printf ("%d", (int) json_object_get_int_member_with_default (
                                                         team, "total", 0));
              row->points_mask |= 1u << i;
            }
        }
    }
}

GPtrArray *
ts_score_sheet_dup_rows (JsonNode *breakdown,
                         guint    *n_players)
{
  JsonArray *players = get_players (breakdown);
  GPtrArray *rows;
  TsScoreRow *row;
  guint n;

  if (players == NULL)
    {
      if (n_players != NULL)
        *n_players = 0;
      return NULL;
    }
  n = MIN (json_array_get_length (players), MAX_PLAYERS);
  if (n_players != NULL)
    *n_players = n;
  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_score_row_free);

  add_lines (rows, TS_SCORE_ROW_CATEGORY, players, n, "lines");
  row = add_row (rows, TS_SCORE_ROW_TOTAL, _("Total"), NULL);
  for (guint i = 0; i < n; i++)
    row->cells[i] = g_strdup_printf ("%d", get_int (get_player (players, i), "total"));
  row->points_mask = (1u << n) - 1;
  add_team_totals (rows, json_node_get_object (breakdown), n);
  add_lines (rows, TS_SCORE_ROW_TIE_BREAK, players, n, "tie-breaks");
  return rows;
}

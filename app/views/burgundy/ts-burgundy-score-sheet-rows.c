/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score table's rows, read from the final breakdown: shared by the printed sheet and the
 * score page so that both show the same thing. */
#include "config.h"

#include <glib/gi18n.h>

#include "burgundy/ts-burgundy-data.h"
#include "ts-burgundy-score-sheet.h"

#define MAX_PLAYERS 4

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

const char *
ts_burgundy_score_sheet_get_name (JsonNode *breakdown,
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
ts_burgundy_score_sheet_get_winner (JsonNode *breakdown)
{
  if (get_players (breakdown) == NULL)
    return -1;
  return (int) json_object_get_int_member_with_default (json_node_get_object (breakdown),
                                                        "winner", -1);
}

const char *
ts_burgundy_score_sheet_get_explanation (JsonNode *breakdown)
{
  if (get_players (breakdown) == NULL)
    return "";
  return json_object_get_string_member_with_default (json_node_get_object (breakdown),
                                                     "explanation", "");
}

char *
ts_burgundy_score_sheet_dup_monastery_label (guint n)
{
  const char *name = ts_burgundy_tile_name (TS_BURGUNDY_MONASTERY_TILE (n));
  g_autofree char *first = g_utf8_strup (name, g_utf8_next_char (name) - name);

  /* The tile's name starts a row of the table: capitalise it. */
  return g_strconcat (first, g_utf8_next_char (name), NULL);
}

char *
ts_burgundy_score_sheet_dup_monastery_note (guint n)
{
  if (n == 15)
    return g_strdup (_("2 VP per kind of goods sold"));
  if (n >= 16 && n <= 23)
    /* Translators: what an end-game monastery counts; %s is a building ("church") */
    return g_strdup_printf (_("4 VP per %s"),
                            ts_burgundy_tile_name (TS_BURGUNDY_TILE_BUILDING + (n - 16)));
  if (n == 24)
    return g_strdup (_("4 VP per kind of animal"));
  if (n == 25)
    return g_strdup (_("1 VP per goods tile sold"));
  if (n == 26)
    return g_strdup (_("3 VP per bonus tile"));
  return NULL;
}

void
ts_burgundy_score_row_free (TsBurgundyScoreRow *row)
{
  if (row == NULL)
    return;
  g_free (row->label);
  g_free (row->note);
  for (guint i = 0; i < G_N_ELEMENTS (row->cells); i++)
    g_free (row->cells[i]);
  g_free (row);
}

static TsBurgundyScoreRow *
add_row (GPtrArray             *rows,
         TsBurgundyScoreRowKind kind,
         const char            *label,
         char                  *note)
{
  TsBurgundyScoreRow *row = g_new0 (TsBurgundyScoreRow, 1);

  row->kind = kind;
  row->label = g_strdup (label);
  row->note = note;
  g_ptr_array_add (rows, row);
  return row;
}

static void
add_int_row (GPtrArray             *rows,
             TsBurgundyScoreRowKind kind,
             const char            *label,
             const char            *note,
             JsonArray             *players,
             guint                  n,
             const char            *member)
{
  TsBurgundyScoreRow *row = add_row (rows, kind, label, g_strdup (note));

  for (guint i = 0; i < n; i++)
    row->cells[i] = g_strdup_printf ("%d", get_int (get_player (players, i), member));
}

/* A monastery's VP for one player, or FALSE when the player does not have it. */
static gboolean
get_monastery_vp (JsonObject *player,
                  guint       n,
                  int        *vp)
{
  JsonArray *list = NULL;

  if (player != NULL && json_object_has_member (player, "monasteries"))
    list = json_object_get_array_member (player, "monasteries");
  for (guint k = 0; list != NULL && k < json_array_get_length (list); k++)
    {
      JsonNode *node = json_array_get_element (list, k);
      JsonObject *item = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (item != NULL && get_int (item, "monastery") == (int) n)
        {
          *vp = get_int (item, "vp");
          return TRUE;
        }
    }
  return FALSE;
}

GPtrArray *
ts_burgundy_score_sheet_dup_rows (JsonNode *breakdown,
                                  guint    *n_players)
{
  JsonArray *players = get_players (breakdown);
  GPtrArray *rows;
  TsBurgundyScoreRow *row;
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
  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) ts_burgundy_score_row_free);

  add_int_row (rows, TS_BURGUNDY_SCORE_ROW_CATEGORY, _("VP on the track"),
               _("scored during the game"), players, n, "vp-track");
  add_int_row (rows, TS_BURGUNDY_SCORE_ROW_CATEGORY, _("Goods left"),
               _("1 VP per goods tile"), players, n, "goods");
  add_int_row (rows, TS_BURGUNDY_SCORE_ROW_CATEGORY, _("Silver"), _("1 VP per silver"),
               players, n, "silver");
  add_int_row (rows, TS_BURGUNDY_SCORE_ROW_CATEGORY, _("Workers"), _("1 VP per 2 workers"),
               players, n, "workers");

  /* One row per end-game monastery anybody has, in the order of their numbers. */
  for (guint m = 1; m <= 26; m++)
    {
      gboolean any = FALSE;
      int vp[MAX_PLAYERS];
      gboolean has[MAX_PLAYERS];
      g_autofree char *label = NULL;

      for (guint i = 0; i < n; i++)
        any |= has[i] = get_monastery_vp (get_player (players, i), m, &vp[i]);
      if (!any)
        continue;
      label = ts_burgundy_score_sheet_dup_monastery_label (m);
      row = add_row (rows, TS_BURGUNDY_SCORE_ROW_CATEGORY, label,
                     ts_burgundy_score_sheet_dup_monastery_note (m));
      for (guint i = 0; i < n; i++)
        row->cells[i] = has[i] ? g_strdup_printf ("%d", vp[i]) : NULL;
    }

  add_int_row (rows, TS_BURGUNDY_SCORE_ROW_TOTAL, _("Total"), NULL, players, n, "total");
  /* A sheet scored without a tie was not asked for the tie-break facts. */
  if (n > 0 && get_player (players, 0) != NULL
      && !json_object_has_member (get_player (players, 0), "empty-spaces"))
    return rows;
  add_int_row (rows, TS_BURGUNDY_SCORE_ROW_TIE_BREAK, _("Empty duchy spaces"),
               _("the most wins a tie"), players, n, "empty-spaces");

  row = add_row (rows, TS_BURGUNDY_SCORE_ROW_TIE_BREAK, _("Bridge position"),
                 g_strdup (_("furthest back wins a remaining tie")));
  for (guint i = 0; i < n; i++)
    {
      JsonObject *player = get_player (players, i);
      int space = get_int (player, "bridge-space");
      gboolean shared = FALSE;

      for (guint k = 0; k < n; k++)
        shared |= k != i && get_int (get_player (players, k), "bridge-space") == space;
      /* The height only matters to players on the same space: higher is on top. */
      if (shared)
        /* Translators: position on the bridge (turn order track): its space, then how high
         * the player's piece is in the stack on that space (1 = bottom) */
        row->cells[i] = g_strdup_printf (_("%d (height %d)"), space,
                                         get_int (player, "bridge-height"));
      else
        row->cells[i] = g_strdup_printf ("%d", space);
    }
  return rows;
}

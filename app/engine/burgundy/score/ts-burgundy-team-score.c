/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game's final scoring: the teams' totals and tie-breaks (CB-TEM-14/15). */
#include "ts-burgundy-score.h"

#include "ts-i18n.h"

static int
team_total (const TsBurgundyFinalRow *rows, guint team)
{
  return rows[team].total + rows[team + 2].total;
}

/* The player furthest back on the bridge (lowest space, lowest in its stack), CB-TIE-02. */
static guint
furthest_back (const TsBurgundyFinalRow *rows)
{
  guint best = 0;

  for (guint i = 1; i < TS_BURGUNDY_TEAM_PLAYERS; i++)
    {
      const TsBurgundyFinalRow *a = &rows[i], *b = &rows[best];

      if (a->bridge_space < b->bridge_space
          || (a->bridge_space == b->bridge_space && a->bridge_height < b->bridge_height))
        best = i;
    }
  return best;
}

/* CB-TEM-14/15: the higher total wins; on a tie the team with more empty spaces on its
 * board. Where both are equal the base game's next rule still applies (“Aplicam-se todas as
 * regras do jogo base”, CB-TIE-02): the team of the player furthest back on the bridge
 * (issue 26); with "team-tie-shared" the teams share the win. */
int
ts_burgundy_team_decide_rows (const TsBurgundyFinalRow *rows, gboolean tie_shared,
                              guint *tie_break)
{
  int a = team_total (rows, 0), b = team_total (rows, 1);
  int ea = rows[0].empty_spaces, eb = rows[1].empty_spaces;

  *tie_break = 0;
  if (a != b)
    return a > b ? 0 : 1;
  if (ea != eb)
    {
      *tie_break = 1;
      return ea > eb ? 0 : 1;
    }
  if (!tie_shared)
    {
      *tie_break = 2;
      return ts_burgundy_team_of (furthest_back (rows));
    }
  *tie_break = 3;
  return -1;
}

/* The rows the team decision reads from a finished state: totals, the team boards' empty
 * spaces and the bridge. */
static void
state_rows (const TsBurgundyState *state, TsBurgundyFinalRow *rows)
{
  for (guint i = 0; i < TS_BURGUNDY_TEAM_PLAYERS; i++)
    {
      rows[i] = (TsBurgundyFinalRow){ 0 };
      rows[i].name = state->names[i];
      rows[i].total = state->players[i].vp;
      rows[i].empty_spaces = ts_burgundy_empty_spaces (state, i);
      rows[i].bridge_space = state->players[i].bridge_space;
      rows[i].bridge_height = state->players[i].bridge_height;
    }
}

void
ts_burgundy_team_decide (TsBurgundyState *state)
{
  TsBurgundyFinalRow rows[TS_BURGUNDY_TEAM_PLAYERS];
  guint tie = 0;

  state_rows (state, rows);
  state->winner = ts_burgundy_team_decide_rows (rows, state->options.team_tie_shared, &tie);
  state->tie_break = tie;
}

static void
add_team (JsonArray *teams, const TsBurgundyFinalRow *rows, const char *const *names, guint t)
{
  JsonObject *o = json_object_new ();
  JsonArray *members = json_array_new ();
  g_autofree char *name = ts_burgundy_team_name_of (names, t);

  json_object_set_string_member (o, "team", t == 0 ? "A" : "B");
  json_object_set_string_member (o, "name", name);
  json_array_add_int_element (members, t);
  json_array_add_int_element (members, t + 2);
  json_object_set_array_member (o, "members", members);
  json_object_set_int_member (o, "total", team_total (rows, t));
  json_object_set_int_member (o, "empty-spaces", rows[t].empty_spaces);
  json_array_add_object_element (teams, o);
}

/* CB-TEM-15: the empty spaces of the team's board break a tie, then the bridge (CB-TIE-02)
 * unless the teams share a remaining tie. */
static void
team_tie_breaks (gboolean tie_shared, JsonObject *root)
{
  JsonArray *players = json_object_get_array_member (root, "players");

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      JsonArray *lines = json_object_get_array_member (player, "tie-breaks");

      for (guint k = json_array_get_length (lines); k-- > 0;)
        {
          JsonObject *line = json_array_get_object_element (lines, k);
          const char *cause = json_object_get_string_member (line, "cause");

          if (g_strcmp0 (cause, "bridge") == 0 && !tie_shared)
            continue;
          if (g_strcmp0 (cause, "empty-spaces") != 0)
            json_array_remove_element (lines, k);
          else
            {
              json_object_set_string_member (line, "text", _ ("Empty spaces on the team board"));
              json_object_set_string_member (line, "note", _ ("the team with the most wins a tie"));
            }
        }
    }
}

void
ts_burgundy_team_breakdown_rows (const TsBurgundyFinalRow *rows, int winner, guint tie_break,
                                 gboolean tie_shared, JsonObject *root)
{
  JsonArray *teams = json_array_new ();
  JsonArray *winners = json_array_new ();
  const char *names[TS_BURGUNDY_TEAM_PLAYERS];
  g_autofree char *text = NULL;

  for (guint i = 0; i < TS_BURGUNDY_TEAM_PLAYERS; i++)
    names[i] = rows[i].name;
  team_tie_breaks (tie_shared, root);
  add_team (teams, rows, names, 0);
  add_team (teams, rows, names, 1);
  json_object_set_array_member (root, "teams", teams);
  for (guint i = 0; i < TS_BURGUNDY_TEAM_PLAYERS; i++)
    if (winner < 0 || ts_burgundy_team_of (i) == (guint)winner)
      json_array_add_int_element (winners, i);
  json_object_set_array_member (root, "winners", winners);
  if (winner < 0)
    json_object_set_null_member (root, "winner"); /* shared: "winners" names them */
  else
    json_object_set_int_member (root, "winner", winner);
  json_object_set_string_member (root, "tie-break",
                                 tie_break == 0   ? "none"
                                 : tie_break == 1 ? "empty-spaces"
                                 : tie_break == 2 ? "bridge"
                                                  : "shared");
  if (winner < 0)
    {
      int total = team_total (rows, 0);
      /* Translators: both teams have these victory points and empty spaces (CB-TEM-15) */
      text = g_strdup_printf (ngettext ("Both teams have %d victory point and the same number of "
                                        "empty spaces (%d): they share the win.",
                                        "Both teams have %d victory points and the same number "
                                        "of empty spaces (%d): they share the win.",
                                        total),
                              total, rows[0].empty_spaces);
    }
  else
    {
      guint w = winner;
      g_autofree char *name = ts_burgundy_team_name_of (names, w);
      int total = team_total (rows, w);

      if (tie_break == 0)
        /* Translators: a team ("Team A (Ana and Carla)"), its victory points together */
        text = g_strdup_printf (ngettext ("%s wins with %d victory point together.",
                                          "%s wins with %d victory points together.", total),
                                name, total);
      else if (tie_break == 2)
        /* Translators: a team, the victory points and the empty spaces both teams have, then
         * the player of that team furthest back on the bridge (CB-TEM-15, CB-TIE-02) */
        text = g_strdup_printf (
            ngettext ("%s wins the tie on %d victory point and %d empty spaces: %s is furthest "
                      "back on the bridge.",
                      "%s wins the tie on %d victory points and %d empty spaces: %s is furthest "
                      "back on the bridge.",
                      total),
            name, total, rows[w].empty_spaces, names[furthest_back (rows)]);
      else
        /* Translators: a team, the victory points both teams have, then the empty spaces of
         * the winning team's board (CB-TEM-15) */
        text = g_strdup_printf (ngettext ("%s wins the tie on %d victory point with the most "
                                          "empty spaces on its team board (%d).",
                                          "%s wins the tie on %d victory points with the most "
                                          "empty spaces on its team board (%d).",
                                          total),
                                name, total, rows[w].empty_spaces);
    }
  json_object_set_string_member (root, "explanation", text);
}

void
ts_burgundy_team_breakdown (const TsBurgundyState *state, JsonObject *root)
{
  TsBurgundyFinalRow rows[TS_BURGUNDY_TEAM_PLAYERS];

  state_rows (state, rows);
  ts_burgundy_team_breakdown_rows (rows, state->winner, state->tie_break,
                                   state->options.team_tie_shared, root);
}

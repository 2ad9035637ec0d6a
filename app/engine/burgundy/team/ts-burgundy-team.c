/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game (CB-TEM-01..15, issue 15): setup, what the partners share, storage, the
 * starting goods and the result. The shape of it is in ts-burgundy-team.h. */
#include "ts-burgundy-team.h"

#include "ts-engine-error.h"
#include "ts-i18n.h"

#define illegal ts_burgundy_illegal
#define illegal_rule ts_burgundy_illegal_rule

static gboolean
setup_error (GError **error, const char *message)
{
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, message);
  return FALSE;
}

gboolean
ts_burgundy_team_options (TsBurgundyOptions *op, JsonObject *options, guint n_players,
                          GError **error)
{
  JsonNode *n = options != NULL ? json_object_get_member (options, "team") : NULL;
  const char *module = NULL;

  if (n != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
        return setup_error (error, _ ("The setup member “options.team” must be true or false."));
      op->team = json_node_get_boolean (n);
    }
  if (!op->team)
    return TRUE;
  if (n_players != TS_BURGUNDY_TEAM_PLAYERS)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: %u is the number of players given */
                   ngettext ("The team game is played by 4 players in 2 teams of 2, not by %u.",
                             "The team game is played by 4 players in 2 teams of 2, not by %u.",
                             n_players),
                   n_players);
      return FALSE;
    }
  /* Docs/rules-coverage.md, CB-TEM-01 (issue 26): outposts and advanced duchies each name the
   * player's board, as the team game does: "cada jogador recebe um com o n.º 11" and "cada
   * jugador recibe un principado al azar (tableros de jugador n. 1-10 ...)" against "Cada
   * equipa usa um tabuleiro de equipa composto por 2 metades (12a1 + 12a2)". */
  static const char *const boards[] = { "outposts", "advanced-duchies", NULL };
  module = ts_burgundy_options_first_on (op, boards);
  if (module != NULL)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: %s is a module's option name ("outposts"); boards 12a/12b
                    * are the team boards */
                   _ ("The team game is played on team boards (12a or 12b), and “%s” gives "
                      "every player another duchy: turn it off."),
                   module);
      return FALSE;
    }
  return TRUE;
}

JsonObject *
ts_burgundy_team_board_source (JsonObject *setup, guint player, char **path, GError **error)
{
  JsonNode *teams = setup != NULL ? json_object_get_member (setup, "teams") : NULL;
  guint t = ts_burgundy_team_of (player);

  *path = g_strdup_printf ("setup.teams[%u]", t);
  if (teams == NULL || !JSON_NODE_HOLDS_ARRAY (teams)
      || json_array_get_length (json_node_get_array (teams)) != 2)
    {
      setup_error (error, _ ("The team game needs “setup.teams”: a list of the 2 teams' "
                             "boards, team A first."));
      return NULL;
    }
  JsonNode *node = json_array_get_element (json_node_get_array (teams), t);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: a member of the record's setup ("setup.teams[1]") */
                   _ ("The setup member “%s” must be an object with the team's board."), *path);
      return NULL;
    }
  return json_node_get_object (node);
}

void
ts_burgundy_team_setup (TsBurgundyState *state)
{
  if (!state->options.team)
    return;
  for (guint i = 0; i < TS_BURGUNDY_TEAM_PLAYERS; i++)
    state->players[i].team = 1 + ts_burgundy_team_of (i);
  /* CB-TEM-05: team A 3 workers, team B 5; 2 silver each; on the team's first member. */
  for (guint t = 0; t < 2; t++)
    {
      TsBurgundyPlayer *p = &state->players[t];

      p->silver = 2;
      p->workers = t == 0 ? 3 : 5;
      ts_burgundy_ledger_add (state, t, TS_LEDGER_SILVER, p->silver, TS_BURGUNDY_CAUSE_START, 0);
      ts_burgundy_ledger_add (state, t, TS_LEDGER_WORKERS, p->workers, TS_BURGUNDY_CAUSE_START,
                              0);
      /* The team's board (CB-TEM-02), then everything on it and the resources. */
      TsBurgundyPlayer *b = &state->players[ts_burgundy_team_partner (t)];
      b->duchy = p->duchy;
      memcpy (b->area, p->area, sizeof b->area);
      memcpy (b->area_size, p->area_size, sizeof b->area_size);
      b->n_areas = p->n_areas;
      ts_burgundy_team_sync (state, t);
    }
}

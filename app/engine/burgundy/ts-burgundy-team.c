/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game (CB-TEM-01..15, issue 15): setup, what the partners share, storage, the
 * starting goods and the result. The shape of it is in ts-burgundy-team.h. */
#include "ts-burgundy-rules.h"

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
ts_burgundy_team_sync (TsBurgundyState *state, guint from)
{
  if (!state->options.team)
    return;
  const TsBurgundyPlayer *a = &state->players[from];
  TsBurgundyPlayer *b = &state->players[ts_burgundy_team_partner (from)];

  /* All on the board, with what follows from it (completed areas and colours, the
   * monasteries' effects), and the team's resources (CB-TEM-09, CB-TEM-12). The board's
   * layout and areas never change after the setup (ts_burgundy_team_setup copies them). */
  memcpy (b->tiles, a->tiles, sizeof b->tiles);
  memcpy (b->area_filled, a->area_filled, sizeof b->area_filled);
  memcpy (b->colour_filled, a->colour_filled, sizeof b->colour_filled);
  b->n_placed = a->n_placed;
  memcpy (b->storage, a->storage, TS_BURGUNDY_TEAM_SHARED_STORAGE);
  /* Shield 4's further shared spaces (docs/rules-coverage.md, issue 26). */
  memcpy (b->storage + TS_BURGUNDY_TEAM_STORAGE, a->storage + TS_BURGUNDY_TEAM_STORAGE,
          TS_BURGUNDY_MAX_STORAGE - TS_BURGUNDY_TEAM_STORAGE);
  /* The shields lie on the team board's castles: the team's (issue 26). */
  memcpy (b->shield, a->shield, sizeof b->shield);
  b->shield6_player = a->shield6_player;
  memcpy (b->goods, a->goods, sizeof b->goods);
  memcpy (b->sold, a->sold, sizeof b->sold);
  b->silver = a->silver;
  b->workers = a->workers;
  b->bonus_large = a->bonus_large;
  b->bonus_small = a->bonus_small;
  b->has_starting_goods = a->has_starting_goods;
  b->monasteries = a->monasteries;
  b->crane_building = a->crane_building;
  ts_burgundy_bridge_on_top_held (state); /* CB-MON-27: the partner holds it at once */
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

gboolean
ts_burgundy_team_is_shared_slot (guint k)
{
  return k < TS_BURGUNDY_TEAM_SHARED_STORAGE || k >= TS_BURGUNDY_TEAM_STORAGE;
}

guint
ts_burgundy_team_slot_order (const TsBurgundyState *state, guint i)
{
  if (!state->options.team || i < TS_BURGUNDY_TEAM_SHARED_STORAGE)
    return i;
  if (i + TS_BURGUNDY_TEAM_PRIVATE_STORAGE < TS_BURGUNDY_MAX_STORAGE)
    return i + TS_BURGUNDY_TEAM_PRIVATE_STORAGE; /* shield 4's shared spaces 4, 5, ... */
  return i - (TS_BURGUNDY_MAX_STORAGE - TS_BURGUNDY_TEAM_STORAGE); /* then the private 2, 3 */
}

gboolean
ts_burgundy_team_store_slot (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                             const TsBurgundyEntry *e, guint k)
{
  return ts_burgundy_team_store_slot_sized (state, ts_burgundy_storage_size (p), e, k);
}

gboolean
ts_burgundy_team_store_slot_sized (const TsBurgundyState *state, guint size,
                                   const TsBurgundyEntry *e, guint k)
{
  if (k >= size)
    return FALSE;
  if (!state->options.team || e->store == TS_BURGUNDY_STORE_ANY)
    return TRUE;
  return ts_burgundy_team_is_shared_slot (k) == (e->store == TS_BURGUNDY_STORE_SHARED);
}

/* CB-ACT-04 “Se não tens um espaço vazio”: with the kind @e names full, a discard only when
 * none of the player's four spaces is empty, unless the table lets a full kind take one
 * ("team-discard-by-kind"). */
gboolean
ts_burgundy_team_check_discard (const TsBurgundyState *state, const TsBurgundyPlayer *p,
                                const TsBurgundyEntry *e, GError **error)
{
  if (state->options.team_discard_by_kind || ts_burgundy_free_storage (p) < 0)
    return TRUE;
  return illegal_rule (error, "CB-TEM-08",
                       e->store == TS_BURGUNDY_STORE_SHARED
                           ? _ ("The team's 2 shared storage spaces are full but your private "
                                "storage has an empty space: put the tile there (a tile is "
                                "discarded only when all your storage spaces are full).")
                           : _ ("Your 2 private storage spaces are full but the team's shared "
                                "storage has an empty space: put the tile there (a tile is "
                                "discarded only when all your storage spaces are full)."));
}

gboolean
ts_burgundy_team_check_store (const TsBurgundyState *state, const TsBurgundyEntry *e,
                              GError **error)
{
  if (e->store == TS_BURGUNDY_STORE_ANY)
    return TRUE;
  if (!state->options.team)
    return illegal_rule (error, "CB-TEM-08",
                         _ ("Only the team game has shared and private storage spaces."));
  return e->store <= TS_BURGUNDY_STORE_PRIVATE
         || illegal_rule (error, "CB-TEM-08",
                          _ ("A tile goes to the shared or the private storage."));
}

gboolean
ts_burgundy_team_check_starting_goods (const TsBurgundyState *state, const TsBurgundyEntry *e,
                                       GError **error)
{
  if (!state->options.team || e->player < 2)
    return TRUE;
  g_autofree char *team = ts_burgundy_team_name (state, ts_burgundy_team_of (e->player));
  return illegal_rule (error, "CB-TEM-04",
                       /* Translators: a team ("Team A (Ana and Carla)"), then a player's name */
                       _ ("%s draws its 3 starting goods once, for the whole team (CB-TEM-04): "
                          "enter them for %s."),
                       team, state->names[ts_burgundy_team_partner (e->player)]);
}

/* "Team A (Ana and Carla)": @names are the seats A1, B1, A2, B2. */
static char *
team_name_of (const char *const *names, guint team)
{
  if (team == 0)
    /* Translators: the first team and its two players' names */
    return g_strdup_printf (_ ("Team A (%s and %s)"), names[0], names[2]);
  /* Translators: the second team and its two players' names */
  return g_strdup_printf (_ ("Team B (%s and %s)"), names[1], names[3]);
}

char *
ts_burgundy_team_name (const TsBurgundyState *state, guint team)
{
  const char *names[TS_BURGUNDY_TEAM_PLAYERS];

  for (guint i = 0; i < TS_BURGUNDY_TEAM_PLAYERS; i++)
    names[i] = state->names[i];
  return team_name_of (names, team);
}

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
  g_autofree char *name = team_name_of (names, t);

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
      g_autofree char *name = team_name_of (names, w);
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

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game started from its record's setup: the options, the players' boards and goods, and
 * each module's setup; the state gets the modules' parts here. */
#include "ts-burgundy-game.h"

#include "ts-engine-error.h"
#include "ts-i18n.h"

static void
compute_areas (const TsBurgundyData *data, TsBurgundyPlayer *p)
{
  const TsHexGrid *grid = ts_burgundy_board_grid (data, &p->duchy);

  memset (p->area, 255, sizeof p->area);
  p->n_areas = 0;
  for (guint i = 0; i < p->duchy.n_cells; i++)
    {
      guint8 stack[TS_BURGUNDY_MAX_SPACES], members[TS_BURGUNDY_MAX_SPACES];
      guint top = 0, size = 0;

      /* A cell that is no space of a team board is in no area. */
      if (p->area[i] != 255 || p->duchy.colour[i] == TS_BURGUNDY_NO_SPACE)
        continue;
      p->area[i] = p->n_areas;
      stack[top++] = i;
      while (top > 0)
        {
          guint s = stack[--top];
          members[size++] = s;
          for (guint d = 0; d < 6; d++)
            {
              int j = grid->neighbours[s][d];
              if (j >= 0 && p->area[j] == 255 && p->duchy.colour[j] == p->duchy.colour[s])
                {
                  p->area[j] = p->n_areas;
                  stack[top++] = j;
                }
            }
        }
      for (guint k = 0; k < size; k++)
        p->area_size[members[k]] = size;
      p->n_areas++;
    }
}

static gboolean
setup_error (GError **error, const char *message)
{
  g_set_error_literal (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP, message);
  return FALSE;
}

/* Options and setup members of the wrong type are refused, never read as their default:
 * "effect-discard": "false" would otherwise play with the rule on. @path names the member as
 * the file has it ("options.effect-discard", "players[2].duchy"). */
static gboolean
member_error (GError **error, const char *path, const char *expected)
{
  g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
               /* Translators: a member of the record's setup ("players[2].duchy"), then what it
                * must hold ("a string") */
               _ ("The setup member “%s” must be %s."), path, expected);
  return FALSE;
}

static gboolean
optional_bool (JsonObject *o, const char *prefix, const char *name, gboolean *out,
               GError **error)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    {
      g_autofree char *path = g_strconcat (prefix, name, NULL);
      return member_error (error, path, _ ("true or false"));
    }
  *out = json_node_get_boolean (n);
  return TRUE;
}

static gboolean
optional_string (JsonObject *o, const char *prefix, const char *name, const char **out,
                 GError **error)
{
  JsonNode *n = o != NULL ? json_object_get_member (o, name) : NULL;

  if (n == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    {
      g_autofree char *path = g_strconcat (prefix, name, NULL);
      return member_error (error, path, _ ("a string"));
    }
  *out = json_node_get_string (n);
  return TRUE;
}

/* Long names are cut to fit the state, on a character boundary: every sentence the engine
 * builds from a name stays valid UTF-8. @name must be valid UTF-8. */
static void
copy_name (char       *dest,
           gsize       size,
           const char *name)
{
  const char *end = name;

  while (*end != '\0')
    {
      const char *next = g_utf8_next_char (end);

      if ((gsize) (next - name) >= size)
        break;
      end = next;
    }
  memcpy (dest, name, end - name);
  dest[end - name] = '\0';
}

/* CB-TEM-02: in the team game the boards are the teams' ("setup.teams"), not the players'. */
static gboolean
no_team_player_board (JsonObject *o, const char *prefix, GError **error)
{
  static const char *const members[] = { "duchy", "layout", "start-space" };

  for (guint k = 0; o != NULL && k < G_N_ELEMENTS (members); k++)
    if (json_object_has_member (o, members[k]))
      {
        g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                     /* Translators: a member of the record's setup ("players[2].duchy") */
                     _ ("The setup member “%s%s” has no place in the team game: each team's "
                        "board is in “setup.teams”."),
                     prefix, members[k]);
        return FALSE;
      }
  return TRUE;
}

static gboolean
setup_player (TsBurgundyState *state, guint i, JsonNode *node, const char *default_duchy,
              JsonObject *setup, GError **error)
{
  TsBurgundyPlayer *p = &state->players[i];
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonObject *own = o; /* the player's object: in the team game, o becomes the team's board */
  g_autofree char *prefix = g_strdup_printf ("players[%u].", i);
  const char *name = NULL;
  const char *duchy_id = default_duchy;
  gint64 start = 18; /* CB-SET-08: the central castle */
  gboolean start_given = FALSE;

  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    name = json_node_get_string (node);
  else if (o == NULL)
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", i);
      return member_error (error, path, _ ("a name or an object with a “name”"));
    }
  if (o != NULL && !optional_string (o, prefix, "name", &name, error))
    return FALSE;
  if (state->options.team)
    {
      /* The board, its layout and start space come from the player's team (CB-TEM-02/03);
       * A2 and B2 get their partner's copy in ts_burgundy_team_setup(). */
      g_autofree char *team_path = NULL;

      if (!no_team_player_board (o, prefix, error))
        return FALSE;
      g_clear_pointer (&prefix, g_free);
      o = ts_burgundy_team_board_source (setup, i, &team_path, error);
      if (o == NULL)
        return FALSE;
      prefix = g_strconcat (team_path, ".", NULL);
      duchy_id = NULL;
    }
  if (o != NULL)
    {
      JsonNode *start_node = json_object_get_member (o, "start-space");

      if (!optional_string (o, prefix, "duchy", &duchy_id, error))
        return FALSE;
      if (start_node != NULL)
        {
          g_autofree char *path = g_strconcat (prefix, "start-space", NULL);
          /* A team board's grid has 160 cells, a duchy 37 (checked with the board below). */
          int last = state->options.team ? TS_BURGUNDY_MAX_SPACES - 1 : TS_BURGUNDY_N_SPACES - 1;
          g_autofree char *range = g_strdup_printf (_ ("a whole number from %d to %d"), 0, last);

          if (!JSON_NODE_HOLDS_VALUE (start_node)
              || json_node_get_value_type (start_node) != G_TYPE_INT64
              || json_node_get_int (start_node) < 0 || json_node_get_int (start_node) > last)
            return member_error (error, path, range);
          start = json_node_get_int (start_node);
          start_given = TRUE;
        }
    }
  if (state->options.team && duchy_id == NULL
      && (o == NULL || json_object_get_member (o, "layout") == NULL))
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: a member of the record's setup ("setup.teams[1]") */
                   _ ("The setup member “%slayout” is missing: a team board (12) is entered "
                      "from your own box."),
                   prefix);
      return FALSE;
    }
  if (name != NULL && !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: %u is a seat number, from 1 */
                   _ ("The name of player %u is not valid text (UTF-8)."), i + 1);
      return FALSE;
    }
  if (name != NULL)
    copy_name (state->names[i], sizeof state->names[i], name);
  else
    /* Translators: default player name, %u is the seat number */
    g_snprintf (state->names[i], sizeof state->names[i], _ ("Player %u"), i + 1);
  if (state->options.team && i >= 2) /* the partner's board, copied by ts_burgundy_team_setup() */
    return ts_burgundy_route_setup (state, i, own, error); /* CB-TRD-01/02, issue 26 */

  JsonNode *layout = o ? json_object_get_member (o, "layout") : NULL;
  if (layout != NULL)
    {
      /* A board entered from the box (duchies 4 and 8, 11a-f, 13a/b, corrections): the
       * record carries it so that the game replays the same anywhere (issue 15). */
      JsonObject *lo = JSON_NODE_HOLDS_OBJECT (layout) ? json_node_get_object (layout) : NULL;
      g_autofree char *layout_path = g_strconcat (prefix, "layout", NULL);
      g_autoptr (GError) local = NULL;

      if (lo == NULL)
        return member_error (error, layout_path, _ ("an object with “cells” and “dice”"));
      if (!ts_burgundy_board_from_json (lo, layout_path, &p->duchy, &local))
        return setup_error (error, local->message);
      if (p->duchy.id[0] == '\0')
        g_strlcpy (p->duchy.id, duchy_id ? duchy_id : "custom", sizeof p->duchy.id);
      g_autoptr (GPtrArray) problems = ts_burgundy_board_problems (state->data, &p->duchy);
      if (problems->len > 0)
        {
          const TsBurgundyBoardProblem *first = g_ptr_array_index (problems, 0);
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                       /* Translators: a player name, then what is wrong with the board (a
                        * sentence) */
                       _ ("%s's board cannot start a game: %s"), state->names[i], first->text);
          return FALSE;
        }
    }
  else
    {
      const TsBurgundyDuchy *d = ts_burgundy_data_find_duchy (state->data, duchy_id);
      if (d == NULL)
        {
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                       /* Translators: %s is a board number */
                       _ ("There is no board “%s” in the box: duchies are numbered 1 to 10, "
                          "outpost duchies 11a to 11f and solo duchies 13a and 13b; a board "
                          "of your own comes with its layout."),
                       duchy_id);
          return FALSE;
        }
      if (!d->known)
        {
          g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                       _ ("The layout of duchy %s is not known yet: enter it from your own box "
                          "as a duchy layout."),
                       duchy_id);
          return FALSE;
        }
      p->duchy = *d;
    }
  compute_areas (state->data, p);

  /* Issue 15: a board may print where its starting castle goes. */
  start = ts_burgundy_board_start_space (state->data, &p->duchy, state->names[i],
                                         start_given ? start : -1, error);
  if (start < 0)
    return FALSE;

  /* CB-SET-08: the central castle; CB-ADV-02: any dark-green space of the player's choice. */
  if (start >= p->duchy.n_cells || p->duchy.colour[start] == TS_BURGUNDY_NO_SPACE)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: a player name, a cell number of the board's grid */
                   _ ("%s's starting castle must go on a dark green castle space, and cell %d "
                      "is not a space of the board."),
                   state->names[i], (int) start);
      return FALSE;
    }
  if (p->duchy.colour[start] != TS_BURGUNDY_CASTLE)
    {
      g_autofree char *where
          = ts_burgundy_duchy_space_name (p->duchy.colour[start], p->duchy.die[start]);
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: a player name, a duchy space (“the blue river space with
                    * die 4”) */
                   _ ("%s's starting castle must go on a dark green castle space, and %s is not "
                      "one."),
                   state->names[i], where);
      return FALSE;
    }
  p->tiles[start] = TS_BURGUNDY_TILE_CASTLE;
  p->n_placed = 1;
  if (!ts_burgundy_route_setup (state, i, own, error)) /* CB-TRD-01/02: each player's */
    return FALSE;
  /* The starting castle is setup, not a placement: it scores nothing even when it fills a
   * one-space area (docs/rules-coverage.md), but its space counts as covered. */
  if (p->area_size[start] == 1)
    p->area_filled[start] = 1;
  return TRUE;
}

TsBurgundyState *
ts_burgundy_state_new_from_setup (JsonObject *options, JsonArray *players, JsonObject *setup,
                                  GError **error)
{
  const TsBurgundyData *data = ts_burgundy_data_get (error);

  if (data == NULL)
    return NULL;
  guint n = players ? json_array_get_length (players) : 0;
  g_autofree TsBurgundyState *state = g_new0 (TsBurgundyState, 1);
  const char *default_duchy = "1";
  gboolean mine_income_after_e = TRUE;
  gboolean effect_discard = TRUE;
  TsBurgundyOptions *op = &state->options;

  if (!optional_string (setup, "setup.", "duchy", &default_duchy, error)
      || !optional_bool (options, "options.", "mine-income-after-e", &mine_income_after_e, error)
      || !optional_bool (options, "options.", "effect-discard", &effect_discard, error)
      || !optional_bool (options, "options.", "extra-tiles", &op->extra_tiles, error)
      || !optional_bool (options, "options.", "white-castles", &op->white_castles, error)
      || !optional_bool (options, "options.", "inns", &op->inns, error)
      || !optional_bool (options, "options.", "trade-routes", &op->trade_routes, error)
      || !optional_bool (options, "options.", "shields", &op->shields, error)
      || !optional_bool (options, "options.", "advanced-duchies", &op->advanced_duchies, error)
      || !optional_bool (options, "options.", "secret-start", &op->secret_start, error)
      || !optional_bool (options, "options.", "inn-extra-purchase", &op->inn_extra_purchase, error)
      || !optional_bool (options, "options.", "shield-tile-must", &op->shield_tile_must, error)
      || !optional_bool (options, "options.", "shield-2-per-gain", &op->shield_2_per_gain, error)
      || !optional_bool (options, "options.", "shield-4-storage-12", &op->shield_4_storage_12,
                         error)
      || !optional_bool (options, "options.", "monastery-27-lift-at-ship",
                         &op->monastery_27_lift_at_ship, error)
      || !optional_bool (options, "options.", "monastery-7-geese-placed-only",
                         &op->monastery_7_geese_placed_only, error)
      || !optional_bool (options, "options.", "solo-vp-order-scored", &op->solo_vp_order_scored,
                         error)
      || !optional_bool (options, "options.", "solo-shield-12-one-player",
                         &op->solo_shield_12_one_player, error)
      || !optional_bool (options, "options.", "solo-phase-end-ship-keeps-goods",
                         &op->solo_phase_end_ship_keeps_goods, error)
      || !optional_bool (options, "options.", "solo-buy-vp-own-turn", &op->solo_buy_vp_own_turn,
                         error)
      || !optional_bool (options, "options.", "solo-phase-end-win-late",
                         &op->solo_phase_end_win_late, error)
      || !optional_bool (options, "options.", "solo-effects-own-turn", &op->solo_effects_own_turn,
                         error)
      || !optional_bool (options, "options.", "monastery-27-placer-on-top",
                         &op->monastery_27_placer_on_top, error)
      || !optional_bool (options, "options.", "solo-black-decline", &op->solo_black_decline, error)
      || !optional_bool (options, "options.", "team-discard-by-kind", &op->team_discard_by_kind,
                         error)
      || !optional_bool (options, "options.", "team-tie-shared", &op->team_tie_shared, error))
    return NULL;
  /* Issue 15: the modes that need boards of their kind (ts_burgundy_board_check_mode); the
   * solo game's options ("solo" and its own), one player only there. */
  if (!optional_bool (options, "options.", "outposts", &op->outposts, error)
      || !ts_burgundy_solo_options (op, options, n, error)
      || !ts_burgundy_team_options (op, options, n, error))
    return NULL;
  if ((n < 2 && !op->solo) || n > 4)
    {
      g_set_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP,
                   /* Translators: %u is the number of players given */
                   _ ("The Castles of Burgundy is played by 2 to 4 players, not %u."), n);
      return NULL;
    }
  state->data = data;
  state->parts = ts_burgundy_parts;
  state->n_players = n;
  state->options.mine_income_after_e = mine_income_after_e;
  state->options.effect_discard = effect_discard;
  state->winner = -1;
  memcpy (state->supply, data->inventory, sizeof state->supply);
  /* Starting castles: one per player (CB-SET-08), one per team (CB-TEM-03). */
  guint castles = op->team ? 2 : n;
  if (state->supply[0][TS_BURGUNDY_TILE_CASTLE] < castles)
    {
      setup_error (error, _ ("There are not enough castle tiles for the starting castles."));
      return NULL;
    }
  state->supply[0][TS_BURGUNDY_TILE_CASTLE] -= castles;
  ts_burgundy_extras_setup (state);
  for (guint g = 1; g <= 6; g++)
    state->goods_supply[g] = data->goods_per_type;
  memset (state->bonus_large_owner, -1, sizeof state->bonus_large_owner);
  memset (state->bonus_small_owner, -1, sizeof state->bonus_small_owner);
  state->outpost_large_owner = state->outpost_small_owner = -1; /* CB-OUT-04/05 */

  for (guint i = 0; i < n; i++)
    {
      if (!setup_player (state, i, json_array_get_element (players, i), default_duchy, setup,
                         error))
        return NULL;
      TsBurgundyPlayer *p = &state->players[i];
      p->shield6_player = -1;
      p->crane_building = 255;
      p->shield_4_storage
          = op->shield_4_storage_12 ? TS_BURGUNDY_OLD_STORAGE : TS_BURGUNDY_MAX_STORAGE;
      /* CB-SET-14: all on bridge space 1, the first player on top. */
      p->bridge_space = 1;
      p->bridge_height = n - 1 - i;
      if (op->team)
        continue; /* the team's resources: ts_burgundy_team_setup() */
      /* CB-SET-11, CB-SET-13 */
      p->silver = 1;
      p->workers = op->solo ? 2 : i + 1; /* CB-SOL-01 */
      ts_burgundy_ledger_add (state, i, TS_LEDGER_SILVER, 1, TS_BURGUNDY_CAUSE_START, 0);
      ts_burgundy_ledger_add (state, i, TS_LEDGER_WORKERS, p->workers, TS_BURGUNDY_CAUSE_START, 0);
    }
  ts_burgundy_team_setup (state);
  if (!ts_burgundy_board_check_mode (state, error) || !ts_burgundy_solo_setup (state, error))
    return NULL;
  ts_burgundy_compute_order (state);
  state->stage = op->shields ? TS_BURGUNDY_STAGE_SHIELDS : TS_BURGUNDY_STAGE_STARTING_GOODS;
  return g_steal_pointer (&state);
}

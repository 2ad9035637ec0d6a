/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game (CB-TEM, issue 15), 1 of 2: setup, what partners share and what stays
 * theirs, storage, the bridge, the phase's income and the result. Random complete team
 * games are in test-burgundy-team-property.c. Clause ids end the paths. */
#include "team-util.h"

#include <string.h>

#include "ts-engine-error.h"

#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_MON(n) TS_BURGUNDY_MONASTERY_TILE (n)

static void
refused_with (TsBurgundyState *s, const char *json, const char *fragment)
{
  g_autofree char *message = bt_refuse_json (s, json);

  if (strstr (message, fragment) == NULL)
    g_error ("“%s” does not hold “%s”", message, fragment);
}

/* A river space of the team's board next to a placed tile; the dice are set to its number. */
static int
river_for (TsBurgundyState *s, guint player)
{
  int space = bt_find_space (s, player, TS_BURGUNDY_RIVER, 0);
  guint die = s->players[player].duchy.die[space];

  g_assert_cmpint (space, >=, 0);
  bt_set_dice (s, die, die);
  return space;
}

/* Setup ---------------------------------------------------------------------------------- */

/* CB-TEM-01, CB-TEM-05, CB-TEM-07: 4 players, team A 3 workers, team B 5, 2 silver each;
 * the bridge stack A1 on top, then B1, A2, B2. */
static void
test_setup (void)
{
  g_autofree TsBurgundyState *s = team_new ();

  g_assert_true (s->options.team);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpuint (s->order[i], ==, i);
      g_assert_cmpuint (s->players[i].bridge_space, ==, 1);
      g_assert_cmpuint (s->players[i].team, ==, 1 + i % 2);
      g_assert_cmpuint (ts_burgundy_storage_size (&s->players[i]), ==, 4);
    }
  g_assert_cmpint (s->players[0].workers, ==, 3);
  g_assert_cmpint (s->players[1].workers, ==, 5);
  g_assert_cmpint (s->players[0].silver, ==, 2);
  g_assert_cmpint (s->players[1].silver, ==, 2);
  /* The resources are the team's: on A1's and B1's ledger, the partners see the same. */
  g_assert_cmpint (bt_ledger_sum (s, 0, TS_LEDGER_WORKERS), ==, 3);
  g_assert_cmpint (bt_ledger_sum (s, 2, TS_LEDGER_WORKERS), ==, 0);
  g_assert_cmpint (s->players[2].workers, ==, 3);
  g_assert_cmpint (s->players[3].workers, ==, 5);
  team_assert_synced (s);
  /* CB-TEM-03: one castle per team, on the board's start space. */
  g_assert_cmpuint (s->players[0].n_placed, ==, 1);
  g_assert_cmpuint (s->supply[0][TS_BURGUNDY_TILE_CASTLE],
                    ==, s->data->inventory[0][TS_BURGUNDY_TILE_CASTLE] - 2);
}

/* CB-TEM-01, CB-TEM-02 and the decisions of docs/rules-coverage.md. */
static void
test_setup_refused (void)
{
  team_setup_refused (NULL, NULL, 3, "played by 4 players in 2 teams of 2, not by 3");
  /* Issue 26: outposts and advanced duchies name another board (“cada jogador recebe um com o
   * n.º 11”; “tableros de jugador n. 1-10”). */
  team_setup_refused ("{\"team\": true, \"outposts\": true}", NULL, 4,
                      "team boards (12a or 12b), and “outposts”");
  team_setup_refused ("{\"team\": true, \"advanced-duchies\": true}", NULL, 4,
                      "“advanced-duchies” gives every player another duchy");
  team_setup_refused ("{\"team\": true, \"solo\": true}", NULL, 4, "solo");
  team_setup_refused ("{\"team\": \"yes\"}", NULL, 4, "“options.team” must be true or false");
  team_setup_refused (NULL, "{}", 4, "needs “setup.teams”");
  team_setup_refused (NULL, "{\"teams\": [{\"duchy\": \"1\"}, 3]}", 4,
                      "“setup.teams[1]” must be an object");
  team_setup_refused (NULL, "{\"teams\": [{}, {\"duchy\": \"1\"}]}", 4,
                      "“setup.teams[0].layout” is missing");
  team_setup_refused (NULL, "{\"teams\": [{\"duchy\": \"1\"}, {\"duchy\": \"1\"}]}", 4,
                      "The team game is played on team boards (12a or 12b): the duchy 1 of "
                      "Team A (Ana and Carla) is not one.");
}

/* CB-TEM-02: a player object may not bring a board of its own. */
static void
test_player_board_refused (void)
{
  g_autoptr (JsonNode) options = json_from_string (TEAM, NULL);
  g_autofree char *setup_json = team_setup_json ();
  g_autoptr (JsonNode) setup = json_from_string (setup_json, NULL);
  g_autoptr (JsonNode) players = json_from_string (
      "[\"Ana\", \"Bruno\", {\"name\": \"Carla\", \"duchy\": \"6\"}, \"Davi\"]", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s = ts_burgundy_state_new_from_setup (
      json_node_get_object (options), json_node_get_array (players),
      json_node_get_object (setup), &error);

  g_assert_null (s);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==,
                   "The setup member “players[2].duchy” has no place in the team game: each "
                   "team's board is in “setup.teams”.");
}

/* CB-TEM-04: each team draws 3 goods once, entered for A1 and B1. */
static void
test_starting_goods (void)
{
  g_autofree TsBurgundyState *s = team_new ();

  refused_with (s, "{\"type\": \"starting-goods\", \"player\": 2, \"goods\": [1, 1, 4]}",
                "Team A (Ana and Carla) draws its 3 starting goods once, for the whole team "
                "(CB-TEM-04): enter them for Ana.");
  bt_apply_json (s, "{\"type\": \"starting-goods\", \"player\": 0, \"goods\": [1, 1, 4]}");
  g_assert_cmpuint (s->players[2].goods[1], ==, 2); /* stacked, the team's (CB-TEM-09) */
  g_assert_cmpuint (s->players[2].goods[4], ==, 1);
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_STARTING_GOODS);
  refused_with (s, "{\"type\": \"starting-goods\", \"player\": 2, \"goods\": [2, 2, 2]}",
                "Team A");
  bt_apply_json (s, "{\"type\": \"starting-goods\", \"player\": 1, \"goods\": [2, 3, 5]}");
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_FILL);
  team_assert_synced (s);
}

/* Sharing ------------------------------------------------------------------------------- */

/* CB-TEM-09: A2 sells the team's goods; the team's silver grows; the VP are A2's own
 * (CB-TEM-06), on A2's ledger. */
static void
test_shared_resources (void)
{
  g_autofree TsBurgundyState *s = team_turn (2, 3, 5);

  s->players[0].goods[3] = 2;
  ts_burgundy_team_sync (s, 0);
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 2, \"die\": 0, \"goods\": 3}");
  g_assert_cmpuint (s->players[0].goods[3], ==, 0);
  g_assert_cmpuint (s->players[0].sold[3], ==, 2);
  g_assert_cmpint (s->players[0].silver, ==, 3);
  g_assert_cmpint (s->players[2].vp, ==, 8); /* 4 players: 4 VP per goods tile (CB-ACT-05) */
  g_assert_cmpint (s->players[0].vp, ==, 0);
  g_assert_cmpint (bt_ledger_sum (s, 2, TS_LEDGER_VP), ==, 8);
  g_assert_cmpint (bt_ledger_sum (s, 0, TS_LEDGER_SILVER) + bt_ledger_sum (s, 2, TS_LEDGER_SILVER),
                   ==, s->players[0].silver);
  /* The team's workers pay for A2's die (CB-TEM-09); the other team's are untouched. */
  bt_apply_json (s, "{\"type\": \"spend-workers\", \"player\": 2, \"die\": 1, \"to\": 6}");
  g_assert_cmpint (s->players[0].workers, ==, 2);
  g_assert_cmpint (s->players[1].workers, ==, 5);
  team_assert_synced (s);
}

/* CB-TEM-10: a player rolls and uses only their own dice. */
static void
test_own_dice (void)
{
  g_autofree TsBurgundyState *s = team_turn (0, 3, 5);

  refused_with (s, "{\"type\": \"take-workers\", \"player\": 2, \"die\": 0}", "Ana");
  bt_apply_json (s, "{\"type\": \"take-workers\", \"player\": 0, \"die\": 0}");
  g_assert_cmpint (s->players[2].workers, ==, 5); /* the team's workers */
}

/* CB-TEM-08, CB-TEM-10, CB-TEM-11, CB-TEM-12: a tile stored privately is the player's
 * alone; a shared one may be placed by the partner, on the team's board. */
static void
test_storage (void)
{
  g_autofree TsBurgundyState *s = team_turn (0, 1, 1);

  /* A ship on the black depot, bought into Ana's private storage. */
  s->black[0] = T_SHIP;
  s->black[1] = T_SHIP;
  s->black[2] = T_MINE;
  bt_apply_json (s, "{\"type\": \"buy-black\", \"player\": 0, \"slot\": 0, \"store\": "
                    "\"private\"}");
  g_assert_cmpuint (s->players[0].storage[2], ==, T_SHIP);
  g_assert_cmpuint (s->players[2].storage[2], ==, 0); /* Carla does not see it */
  g_assert_cmpuint (s->players[2].storage[0], ==, 0);
  /* Next turn of team A: Carla's. She cannot use Ana's private ship (CB-TEM-10). */
  g_autofree TsBurgundyState *c = team_turn (2, 1, 1);
  c->players[0].storage[2] = T_SHIP; /* Ana's private ship */
  c->players[0].storage[0] = T_SHIP; /* a shared one */
  ts_burgundy_team_sync (c, 0);
  int river = river_for (c, 2);
  g_autofree char *json2 = g_strdup_printf (
      "{\"type\": \"place-tile\", \"player\": 2, \"die\": 0, \"storage\": 2, \"space\": %d}",
      river);
  refused_with (c, json2, "storage");
  /* The shared ship goes on the team's board (CB-TEM-12), for both partners. */
  bt_apply_f (c, "{\"type\": \"place-tile\", \"player\": 2, \"die\": 0, \"storage\": 0, "
                 "\"space\": %d}",
              river);
  g_assert_cmpuint (c->players[0].tiles[river], ==, T_SHIP);
  g_assert_cmpuint (c->players[0].storage[0], ==, 0);
  g_assert_cmpuint (c->players[0].storage[2], ==, T_SHIP); /* Ana's stays hers */
  team_assert_synced (c);
}

/* CB-TEM-08, CB-TEM-11 with CB-ACT-04 (issue 26): each kind of storage fills on its own and
 * tiles never move. “Se não tens um espaço vazio, necessitas primeiro de o criar,
 * descartando uma peça”: while the private storage has room, the full shared one takes no
 * discard (the tile goes to the private one); once all four are full, a discard from either
 * kind makes room there. With "team-discard-by-kind" (the reading before issue 26) a full
 * kind takes a discard from that kind at once. */
static void
test_storage_full (void)
{
  g_autofree TsBurgundyState *r = team_turn (1, 1, 1);

  r->players[1].storage[0] = T_MINE;
  r->players[1].storage[1] = T_MINE;
  r->players[1].silver = 4;
  ts_burgundy_team_sync (r, 1);
  r->black[0] = T_SHIP;
  refused_with (r,
                "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0, \"store\": \"shared\", "
                "\"discard\": 1}",
                "The team's 2 shared storage spaces are full but your private storage has an "
                "empty space: put the tile there");
  refused_with (r, "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0, \"store\": \"shared\"}",
                "your private storage has an empty space");
  bt_apply_json (r, "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0, \"store\": "
                    "\"private\"}");
  g_assert_cmpuint (r->players[1].storage[2], ==, T_SHIP);
  /* All four full: a discard from the shared storage (or the private one) makes room. */
  g_autofree TsBurgundyState *f = team_turn (1, 1, 1);
  for (guint k = 0; k < 4; k++)
    f->players[1].storage[k] = T_MINE;
  f->players[1].silver = 4;
  ts_burgundy_team_sync (f, 1);
  f->black[0] = T_SHIP;
  refused_with (f, "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0, \"store\": \"shared\"}",
                "The team's 2 shared storage spaces are full: say which of those stored tiles "
                "to discard to make room.");
  bt_apply_json (f, "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0, \"store\": "
                    "\"shared\", \"discard\": 0}");
  g_assert_cmpuint (f->players[3].storage[0], ==, T_SHIP);
  g_assert_cmpuint (f->discarded[T_MINE], ==, 1);

  g_autofree TsBurgundyState *s = team_turn (1, 1, 1);
  s->options.team_discard_by_kind = TRUE;
  s->players[1].storage[0] = T_MINE;
  s->players[1].storage[1] = T_MINE;
  ts_burgundy_team_sync (s, 1);
  s->players[1].silver = 4;
  ts_burgundy_team_sync (s, 1);
  s->black[0] = T_SHIP;
  refused_with (s, "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0, \"store\": \"shared\"}",
                "The team's 2 shared storage spaces are full: say which of those stored tiles "
                "to discard to make room.");
  refused_with (s, "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0, \"store\": \"shared\", "
                   "\"discard\": 2}",
                "shared storage spaces are full");
  refused_with (s, "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0, \"store\": "
                   "\"private\", \"discard\": 0}",
                "nothing needs to be discarded");
  bt_apply_json (s, "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0, \"store\": "
                    "\"shared\", \"discard\": 1}");
  g_assert_cmpuint (s->players[3].storage[1], ==, T_SHIP);
  g_assert_cmpuint (s->discarded[T_MINE], ==, 1);
  /* Without "store" the tile goes to the first free space, shared first. */
  g_autofree TsBurgundyState *t = team_turn (1, 1, 1);
  t->black[0] = T_SHIP;
  bt_apply_json (t, "{\"type\": \"buy-black\", \"player\": 1, \"slot\": 0}");
  g_assert_cmpuint (t->players[3].storage[0], ==, T_SHIP);
}

/* "store" belongs to the team game and to entries that store a tile. */
static void
test_store_outside_team (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) node = json_from_string (
      "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 1, \"store\": "
      "\"shared\"}",
      NULL);
  g_autofree TsBurgundyEntry *e = ts_burgundy_entry_from_json (node, &error);

  g_assert_null (e);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  s->black[0] = T_SHIP;
  s->players[0].silver = 2;
  refused_with (s, "{\"type\": \"buy-black\", \"player\": 0, \"slot\": 0, \"store\": "
                   "\"private\"}",
                "Only the team game has shared and private storage spaces.");
}

/* The listed entries name the kind of storage: both kinds while both have room. */
static void
test_legal_stores (void)
{
  g_autofree TsBurgundyState *s = team_turn (0, 1, 1);
  guint n, shared = 0, private_ = 0;

  s->black[0] = T_SHIP;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);
  for (guint i = 0; i < n; i++)
    if (all[i].type == TS_BURGUNDY_ENTRY_BUY_BLACK)
      {
        shared += all[i].store == TS_BURGUNDY_STORE_SHARED;
        private_ += all[i].store == TS_BURGUNDY_STORE_PRIVATE;
        g_assert_cmpuint (all[i].store, !=, TS_BURGUNDY_STORE_ANY);
      }
  g_assert_cmpuint (shared, ==, 1);
  g_assert_cmpuint (private_, ==, 1);
}

/* The bridge and the phase --------------------------------------------------------------- */

/* CB-TEM-13: a ship placed with the marker already on the last bridge space puts it on top
 * of the stack there. */
static void
test_last_bridge_space (void)
{
  g_autofree TsBurgundyState *s = team_turn (1, 1, 1);
  guint last = s->data->bridge_spaces;

  for (guint i = 0; i < 4; i++)
    {
      s->players[i].bridge_space = last;
      s->players[i].bridge_height = 3 - i; /* Bruno second from the top */
    }
  s->players[1].storage[2] = T_SHIP;
  int river = river_for (s, 1);
  bt_apply_f (s, "{\"type\": \"place-tile\", \"player\": 1, \"die\": 0, \"storage\": 2, "
                 "\"space\": %d}",
              river);
  bt_apply_json (s, "{\"type\": \"choose-ship-depot\", \"player\": 1, \"depot\": 1}");
  g_assert_cmpuint (s->players[1].bridge_space, ==, last);
  g_assert_cmpuint (s->players[1].bridge_height, >, s->players[0].bridge_height);
  g_assert_cmpuint (s->players[3].bridge_height, ==, 0); /* Davi keeps his place */
}

/* CB-TEM-09 with CB-PHE-04: the team's mines pay the team once at the phase end. */
static void
test_mines_pay_once (void)
{
  g_autofree TsBurgundyState *s = team_turn (0, 1, 1);
  int mine = bt_find_space (s, 0, TS_BURGUNDY_MINE, 0);

  g_assert_cmpint (mine, >=, 0);
  bt_put (s, 0, mine, T_MINE);
  ts_burgundy_team_sync (s, 0);
  gint16 before = s->players[0].silver, other = s->players[1].silver;
  ts_burgundy_end_phase (s);
  g_assert_cmpint (s->players[0].silver, ==, before + 1);
  g_assert_cmpint (s->players[2].silver, ==, before + 1);
  g_assert_cmpint (s->players[1].silver, ==, other);
  team_assert_synced (s);
}

/* The result ----------------------------------------------------------------------------- */

static TsBurgundyState *
at_end (int a1, int b1, int a2, int b2)
{
  TsBurgundyState *s = team_turn (0, 1, 1);

  for (guint i = 0; i < 4; i++)
    {
      TsBurgundyPlayer *p = &s->players[i];

      memset (p->goods, 0, sizeof p->goods);
      p->silver = 0;
      p->workers = 1;
    }
  s->players[0].vp = a1;
  s->players[1].vp = b1;
  s->players[2].vp = a2;
  s->players[3].vp = b2;
  return s;
}

/* CB-TEM-14: the teams' totals; the team's assets count once, on A1 and B1. */
static void
test_team_totals (void)
{
  g_autofree TsBurgundyState *s = at_end (40, 50, 45, 30);

  s->players[0].goods[2] = 2;
  s->players[0].silver = 3;
  ts_burgundy_team_sync (s, 0);
  ts_burgundy_final_scoring (s);
  g_assert_cmpint (s->players[0].vp, ==, 45); /* 2 goods + 3 silver, once */
  g_assert_cmpint (s->players[2].vp, ==, 45);
  g_assert_cmpint (s->winner, ==, 0); /* 90 against 80 */
  g_assert_cmpuint (s->tie_break, ==, 0);
  g_autoptr (JsonNode) node = ts_burgundy_final_breakdown (s);
  JsonObject *o = json_node_get_object (node);
  JsonArray *teams = json_object_get_array_member (o, "teams");
  g_assert_cmpuint (json_array_get_length (teams), ==, 2);
  JsonObject *a = json_array_get_object_element (teams, 0);
  g_assert_cmpint (json_object_get_int_member (a, "total"), ==, 90);
  g_assert_cmpstr (json_object_get_string_member (a, "name"), ==, "Team A (Ana and Carla)");
  JsonArray *winners = json_object_get_array_member (o, "winners");
  g_assert_cmpuint (json_array_get_length (winners), ==, 2);
  g_assert_cmpint (json_array_get_int_element (winners, 0), ==, 0);
  g_assert_cmpint (json_array_get_int_element (winners, 1), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (o, "explanation"), ==,
                   "Team A (Ana and Carla) wins with 90 victory points together.");
  /* The tie-break rows: the team board's empty spaces (CB-TEM-15), then the bridge
   * (CB-TIE-02, issue 26); with "team-tie-shared" no bridge. */
  JsonObject *carla = json_array_get_object_element (json_object_get_array_member (o, "players"),
                                                     2);
  JsonArray *ties = json_object_get_array_member (carla, "tie-breaks");
  g_assert_cmpuint (json_array_get_length (ties), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (ties, 0), "text"),
                   ==, "Empty spaces on the team board");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (ties, 1), "cause"),
                   ==, "bridge");
  s->options.team_tie_shared = TRUE;
  g_autoptr (JsonNode) shared = ts_burgundy_final_breakdown (s);
  JsonObject *sc = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (shared), "players"), 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (sc, "tie-breaks")), ==, 1);
}

/* CB-TEM-15: “Em caso de empate, vence a equipa com mais espaços vazios no seu ducado.”
 * When those are equal too (issue 26), the team game's “Aplicam-se todas as regras do jogo
 * base” keeps the base game's next sentence, “Se o empate persiste, vence o jogador que está
 * mais recuado na ponte” (CB-TIE-02): the team of the player furthest back wins. With
 * "team-tie-shared" (the reading before issue 26) the teams share the win. */
static void
test_tie_break (void)
{
  g_autofree TsBurgundyState *s = at_end (40, 50, 45, 35);

  bt_put (s, 0, bt_find_space (s, 0, TS_BURGUNDY_CITY, 0), TS_BURGUNDY_TILE_BUILDING);
  ts_burgundy_team_sync (s, 0);
  ts_burgundy_final_scoring (s);
  g_assert_cmpint (s->winner, ==, 1); /* team B has one more empty space */
  g_assert_cmpuint (s->tie_break, ==, 1);
  g_autoptr (JsonNode) node = ts_burgundy_final_breakdown (s);
  JsonObject *o = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==, "empty-spaces");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (o, "explanation"),
                                   "Team B (Bruno and Davi) wins the tie on 85 victory points"));

  /* Davi (team B) is furthest back: on the same space as Ana, below her. */
  g_autofree TsBurgundyState *b = at_end (40, 50, 45, 35);
  for (guint i = 0; i < 4; i++)
    {
      b->players[i].bridge_space = i == 0 || i == 3 ? 2 : 4;
      b->players[i].bridge_height = i == 0 ? 1 : 0;
    }
  ts_burgundy_final_scoring (b);
  g_assert_cmpint (b->winner, ==, 1);
  g_assert_cmpuint (b->tie_break, ==, 2);
  g_autoptr (JsonNode) bridge = ts_burgundy_final_breakdown (b);
  JsonObject *bo = json_node_get_object (bridge);
  g_assert_cmpstr (json_object_get_string_member (bo, "tie-break"), ==, "bridge");
  g_assert_cmpstr (json_object_get_string_member (bo, "explanation"), ==,
                   "Team B (Bruno and Davi) wins the tie on 85 victory points and "
                   "73 empty spaces: Davi is furthest back on the bridge.");

  g_autofree TsBurgundyState *t = at_end (40, 50, 45, 35);
  t->options.team_tie_shared = TRUE;
  ts_burgundy_final_scoring (t);
  g_assert_cmpint (t->winner, ==, -1);
  g_assert_cmpuint (t->tie_break, ==, 3);
  g_autoptr (JsonNode) shared = ts_burgundy_final_breakdown (t);
  JsonObject *so = json_node_get_object (shared);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (so, "winners")), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (so, "tie-break"), ==, "shared");
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (so, "winner")));
}

/* The words: what the team shares is told once, for the team; where a tile goes. */
static void
test_words (void)
{
  g_autofree TsBurgundyState *s = team_turn (2, 3, 5);

  s->players[0].goods[3] = 2;
  ts_burgundy_team_sync (s, 0);
  g_autofree TsBurgundyState *before = ts_burgundy_state_copy (s);
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 2, \"die\": 0, \"goods\": 3}");
  g_autofree char *outcome = ts_burgundy_describe_outcome (before, s);
  g_assert_cmpstr (outcome, ==, "Team A (Ana and Carla): -2 goods 3, +1 silver. Carla: +8 VP.");
  s->black[0] = T_SHIP;
  g_autofree TsBurgundyEntry *e = bt_parse (
      "{\"type\": \"buy-black\", \"player\": 2, \"slot\": 0, \"store\": \"private\"}");
  g_autofree char *text = ts_burgundy_describe_entry (s, e);
  g_assert_true (g_str_has_suffix (text, ", into Carla's private storage."));
  g_autofree TsBurgundyState *fresh = team_new ();
  g_autofree char *pending = ts_burgundy_describe_pending (fresh);
  g_assert_cmpstr (pending, ==, "Enter the 3 starting goods Team A (Ana and Carla) draws.");
}

/* JSON: "store" round-trips. */
static void
test_json (void)
{
  g_autofree TsBurgundyEntry *e = bt_parse (
      "{\"type\": \"take-tile\", \"player\": 2, \"die\": 1, \"depot\": 3, \"slot\": 0, "
      "\"store\": \"private\"}");
  g_assert_cmpuint (e->store, ==, TS_BURGUNDY_STORE_PRIVATE);
  g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (e);
  g_autofree char *text = json_to_string (node, FALSE);
  g_assert_nonnull (strstr (text, "\"store\":\"private\""));
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) bad = json_from_string (
      "{\"type\": \"take-tile\", \"player\": 2, \"die\": 1, \"depot\": 3, \"slot\": 0, "
      "\"store\": \"mine\"}",
      NULL);
  g_autofree TsBurgundyEntry *none = ts_burgundy_entry_from_json (bad, &error);
  g_assert_null (none);
  g_assert_nonnull (strstr (error->message, "“shared” or “private”"));
}

/* Issue 26, CB-TRD-01/03 in the team game: “Cada jogador recebe aleatoriamente ... cartas de
 * rotas comerciais (4 jogadores: 3 cartas por jogador)”: each player lays their own route;
 * the goods a player sells go on their route, and a bonus in silver is the team's
 * (CB-TEM-09). 4 players: 4 VP per goods tile sold. */
static void
test_routes (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s
      = team_setup ("{\"team\": true, \"trade-routes\": true}", NULL, 4, &error);

  g_assert_no_error (error);
  bt_play_to_turn (s, 1);
  bt_clear_table (s);
  s->turn = s->current = 0;
  bt_set_dice (s, 3, 5);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (s->players[i].route_len, ==, 9);
  s->players[0].route_die[0] = 3;
  s->players[0].route_bonus[0] = TS_BURGUNDY_BONUS_SILVER;
  s->players[0].goods[3] = s->players[2].goods[3] = 1;
  int silver = s->players[0].silver;
  bt_apply_json (s, "{\"type\": \"sell-goods\", \"player\": 0, \"die\": 0, \"goods\": 3}");
  g_assert_cmpuint (s->players[0].route_next, ==, 1);
  g_assert_cmpuint (s->players[2].route_next, ==, 0); /* Carla's route is her own */
  g_assert_cmpint (s->players[0].vp, ==, 4);
  g_assert_cmpint (s->players[2].vp, ==, 0);
  /* 1 silver for the sale and 2 from the route, the team's. */
  g_assert_cmpint (s->players[0].silver, ==, silver + 1 + 2);
  team_assert_synced (s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/team/" path, fn)
  ADD ("setup/CB-TEM-01", test_setup);
  ADD ("resources/CB-TEM-05", test_setup);
  ADD ("bridge-stack/CB-TEM-07", test_setup);
  ADD ("one-castle/CB-TEM-03", test_setup);
  ADD ("setup-refused/CB-TEM-01", test_setup_refused);
  ADD ("player-board-refused/CB-TEM-02", test_player_board_refused);
  ADD ("starting-goods/CB-TEM-04", test_starting_goods);
  ADD ("shared-resources/CB-TEM-09", test_shared_resources);
  ADD ("own-vp/CB-TEM-06", test_shared_resources);
  ADD ("own-dice/CB-TEM-10", test_own_dice);
  ADD ("storage/CB-TEM-08", test_storage);
  ADD ("private-tiles/CB-TEM-10", test_storage);
  ADD ("either-half/CB-TEM-12", test_storage);
  ADD ("storage-full/CB-TEM-11", test_storage_full);
  ADD ("storage-full/CB-ACT-04", test_storage_full); /* issue 26: the team game's discard */
  ADD ("store-outside-team", test_store_outside_team);
  ADD ("legal-stores/CB-TEM-08", test_legal_stores);
  ADD ("last-bridge-space/CB-TEM-13", test_last_bridge_space);
  ADD ("mines-pay-once/CB-TEM-09", test_mines_pay_once);
  ADD ("team-totals/CB-TEM-14", test_team_totals);
  ADD ("tie-break/CB-TEM-15", test_tie_break);
  ADD ("tie-break/CB-TIE-02", test_tie_break); /* issue 26: the bridge after the spaces */
  ADD ("words/CB-TEM-09", test_words);
  ADD ("json", test_json);
  ADD ("routes/CB-TRD-01", test_routes);
  return g_test_run ();
}

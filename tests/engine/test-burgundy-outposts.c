/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The outposts module (CB-OUT-01..05, decisions in docs/rules-coverage.md); the clause id ends
 * each test path. No outpost duchy 11a-f is shipped (the user enters theirs), so the games
 * here are played on a test layout: duchy 1's spaces and dice as an outpost board whose
 * outposts touch space 3 (top right corner), space 15 (left end of the middle row) and
 * spaces 34 and 35 (bottom row). The rulebooks give no worked example for outposts: the
 * numbers are the phase values and bonuses of the clauses. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

#define DUCHY_1_CELLS "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB"
#define DUCHY_1_DICE "6543216545431236126541254312612563413"
#define OUTPOSTS_EDGE "[[3], [15], [34, 35]]"
/* Space 34 touches outposts 2 and 3: one tile there may join two at once. */
#define OUTPOSTS_SHARED "[[3], [33, 34], [34, 35]]"

static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };

static JsonNode *
parse (const char *json)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* The players of a game on the test outpost layout (@outposts: its "outposts" member). */
static JsonArray *
outpost_players (guint n, const char *outposts)
{
  JsonArray *players = json_array_new ();

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *json = g_strdup_printf (
          "{\"name\": \"%s\", \"duchy\": \"11a\", \"layout\": {\"id\": \"11a\", \"kind\": "
          "\"outpost\", \"cells\": \"%s\", \"dice\": \"%s\", \"outposts\": %s}}",
          names[i], DUCHY_1_CELLS, DUCHY_1_DICE, outposts);
      json_array_add_element (players, parse (json));
    }
  return players;
}

static TsBurgundyState *
outpost_game (guint n, const char *options_json, const char *outposts, GError **error)
{
  g_autoptr (JsonArray) players = outpost_players (n, outposts);
  g_autoptr (JsonNode) options = parse (options_json);

  return ts_burgundy_state_new_from_setup (json_node_get_object (options), players, NULL, error);
}

/* As bt_turn_state: the first turn (player 0 to act), empty depots and storage, no goods. */
static TsBurgundyState *
outpost_turn (guint n, gboolean option, const char *outposts)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (1);
  TsBurgundyState *s = outpost_game (n, option ? "{\"outposts\": true}" : "{}", outposts, &error);
  TsBurgundyEntry e;

  g_assert_no_error (error);
  g_assert_cmpint (s->options.outposts, ==, option);
  while (s->stage != TS_BURGUNDY_STAGE_TURN)
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, &error));
    }
  memset (s->depots, 0, sizeof s->depots);
  memset (s->black, 0, sizeof s->black);
  for (guint i = 0; i < n; i++)
    {
      memset (s->players[i].goods, 0, sizeof s->players[i].goods);
      memset (s->players[i].storage, 0, sizeof s->players[i].storage);
    }
  s->current = 0;
  bt_set_dice (s, 6, 6);
  return s;
}

/* Player @i's duchy: the chain from the start castle (18) up to outpost 1 (12, 7, 3) and
 * towards outpost 3 (25, 30), all placed without effects; outposts 1 joined, 3 one tile
 * away (34 or 35). */
static void
chain_to_outpost_1 (TsBurgundyState *s, guint i)
{
  bt_put (s, i, 12, TS_BURGUNDY_MONASTERY_TILE (16));
  bt_put (s, i, 7, TS_BURGUNDY_MONASTERY_TILE (17));
  bt_put (s, i, 3, TS_BURGUNDY_MONASTERY_TILE (18));
  bt_put (s, i, 25, TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_WAREHOUSE);
  bt_put (s, i, 30, TS_BURGUNDY_MONASTERY_TILE (19));
}

/* Player @i (made the current player) places @tile from storage on @space with die 0. */
static void
place (TsBurgundyState *s, guint i, guint tile, guint space, guint die_value)
{
  g_autofree char *json = NULL;

  s->current = i;
  bt_set_dice (s, die_value, die_value);
  s->players[i].storage[0] = tile;
  json = g_strdup_printf ("{\"type\": \"place-tile\", \"player\": %u, \"die\": 0, "
                          "\"storage\": 0, \"space\": %u}",
                          i, space);
  bt_apply_json (s, json);
}

/* The ledger lines of @cause for @player from line @from on, as "detail:delta" pairs. */
static char *
lines_of (const TsBurgundyState *s, guint player, guint cause, guint from)
{
  GString *out = g_string_new (NULL);

  for (guint k = from; k < s->n_ledger; k++)
    if (s->ledger[k].player == player && s->ledger[k].cause == cause)
      g_string_append_printf (out, "%s%u:%+d", out->len ? " " : "", s->ledger[k].detail,
                              s->ledger[k].delta);
  return g_string_free (out, FALSE);
}

/* CB-OUT-05 (decided): one chain of placed tiles joins the outposts its spaces touch; with
 * shield 18 tiles apart from the chain do not join it. */
static void
test_chain (void)
{
  g_autofree TsBurgundyState *s = outpost_turn (2, TRUE, OUTPOSTS_EDGE);
  TsBurgundyPlayer *p = &s->players[0];

  g_assert_cmpuint (ts_burgundy_outposts_chain (s, p), ==, 0); /* the castle alone */
  chain_to_outpost_1 (s, 0);
  g_assert_cmpuint (ts_burgundy_outposts_chain (s, p), ==, 1);
  /* A tile on 15 apart from the chain (as shield 18 allows) touches outpost 2 alone. */
  bt_put (s, 0, 15, TS_BURGUNDY_TILE_SHIP);
  g_assert_cmpuint (ts_burgundy_outposts_chain (s, p), ==, 1);
  /* 17 and 16 link it to the castle: one chain touching outposts 1 and 2. */
  bt_put (s, 0, 17, TS_BURGUNDY_TILE_SHIP);
  g_assert_cmpuint (ts_burgundy_outposts_chain (s, p), ==, 1);
  bt_put (s, 0, 16, TS_BURGUNDY_TILE_SHIP);
  g_assert_cmpuint (ts_burgundy_outposts_chain (s, p), ==, 2);
  bt_put (s, 0, 35, TS_BURGUNDY_MONASTERY_TILE (20));
  g_assert_cmpuint (ts_burgundy_outposts_chain (s, p), ==, 3);
  /* Another player's duchy is their own. */
  g_assert_cmpuint (ts_burgundy_outposts_chain (s, &s->players[1]), ==, 0);
}

/* CB-OUT-02: the placement that joins a second outpost scores the phase value, once. */
static void
test_second_outpost (void)
{
  static const int values[TS_BURGUNDY_PHASES] = { 10, 8, 6, 4, 2 };

  for (guint phase = 0; phase < TS_BURGUNDY_PHASES; phase++)
    {
      g_autofree TsBurgundyState *s = outpost_turn (2, TRUE, OUTPOSTS_EDGE);
      TsBurgundyPlayer *p = &s->players[0];
      guint from = s->n_ledger;
      int vp;

      s->phase = phase;
      chain_to_outpost_1 (s, 0);
      vp = p->vp;
      /* A monastery scoring at the end, on space 34 (die 4): outposts 1 and 3 joined. */
      place (s, 0, TS_BURGUNDY_MONASTERY_TILE (20), 34, 4);
      g_autofree char *lines = lines_of (s, 0, TS_BURGUNDY_CAUSE_OUTPOSTS, from);
      g_autofree char *want
          = g_strdup_printf ("%u:%+d", TS_BURGUNDY_OUTPOSTS_DETAIL (2, phase), values[phase]);
      g_assert_cmpstr (lines, ==, want);
      g_assert_cmpint (p->vp - vp, ==, values[phase]);
      g_assert_cmpuint (p->outposts_joined, ==, 2);
      g_assert_cmpint (ts_burgundy_outposts_phase_value (phase), ==, values[phase]);

      /* 35 touches outpost 3 again: nothing more for the outposts (the monastery area
       * it completes scores as usual). */
      place (s, 0, TS_BURGUNDY_MONASTERY_TILE (21), 35, 1);
      g_assert_cmpuint (p->outposts_joined, ==, 2);
      g_autofree char *again = lines_of (s, 0, TS_BURGUNDY_CAUSE_OUTPOSTS, from);
      g_assert_cmpstr (again, ==, want);
      g_assert_cmpint (s->outpost_large_owner, ==, -1);
    }
}

/* CB-OUT-03: joining the third outpost later scores that phase's value again, and the large
 * bonus for the first to join all three (CB-OUT-04). */
static void
test_third_outpost (void)
{
  g_autofree TsBurgundyState *s = outpost_turn (2, TRUE, OUTPOSTS_EDGE);
  TsBurgundyPlayer *p = &s->players[0];
  guint from = s->n_ledger;
  int vp;

  chain_to_outpost_1 (s, 0);
  place (s, 0, TS_BURGUNDY_MONASTERY_TILE (20), 34, 4); /* phase A: 10 */
  s->phase = 1;
  bt_put (s, 0, 17, TS_BURGUNDY_TILE_SHIP);
  bt_put (s, 0, 16, TS_BURGUNDY_TILE_SHIP);
  vp = p->vp;
  /* A ship on 15 (die 6) reaches outpost 2 in phase B; it also completes the river area of
   * 15, 16 and 17 (6 VP and phase B's 8), which is not the outposts' business. */
  place (s, 0, TS_BURGUNDY_TILE_SHIP, 15, 6);
  g_autofree char *lines = lines_of (s, 0, TS_BURGUNDY_CAUSE_OUTPOSTS, from);
  g_autofree char *want = g_strdup_printf ("2:+10 %u:+8", TS_BURGUNDY_OUTPOSTS_DETAIL (3, 1));
  g_assert_cmpstr (lines, ==, want);
  g_autofree char *bonus = lines_of (s, 0, TS_BURGUNDY_CAUSE_OUTPOST_BONUS, from);
  g_assert_cmpstr (bonus, ==, "0:+5");
  g_assert_cmpint (p->vp - vp, ==, 8 + 5 + 6 + 8);
  g_assert_cmpuint (p->outposts_joined, ==, 3);
  g_assert_cmpint (s->outpost_large_owner, ==, 0);
  g_assert_cmpint (s->outpost_small_owner, ==, -1);
}

/* CB-OUT-02/03 (decided): one placement that joins the second and the third outposts scores
 * the phase value twice. */
static void
test_both_at_once (void)
{
  g_autofree TsBurgundyState *s = outpost_turn (2, TRUE, OUTPOSTS_SHARED);
  TsBurgundyPlayer *p = &s->players[0];
  guint from = s->n_ledger;
  int vp;

  s->phase = 2;
  chain_to_outpost_1 (s, 0);
  vp = p->vp;
  place (s, 0, TS_BURGUNDY_MONASTERY_TILE (20), 34, 4);
  g_autofree char *lines = lines_of (s, 0, TS_BURGUNDY_CAUSE_OUTPOSTS, from);
  g_autofree char *want = g_strdup_printf ("%u:+6 %u:+6", TS_BURGUNDY_OUTPOSTS_DETAIL (2, 2),
                                           TS_BURGUNDY_OUTPOSTS_DETAIL (3, 2));
  g_assert_cmpstr (lines, ==, want);
  g_assert_cmpint (p->vp - vp, ==, 6 + 6 + 5);
  g_assert_cmpuint (p->outposts_joined, ==, 3);
}

/* CB-OUT-04: the large bonus is 5, 6 or 7 VP with 2, 3 or 4 players. */
static void
test_large_bonus (void)
{
  for (guint n = 2; n <= 4; n++)
    {
      g_autofree TsBurgundyState *s = outpost_turn (n, TRUE, OUTPOSTS_SHARED);
      guint last = n - 1;

      /* The last player in setup order gets there first. */
      chain_to_outpost_1 (s, last);
      place (s, last, TS_BURGUNDY_MONASTERY_TILE (20), 34, 4);
      g_autofree char *bonus = lines_of (s, last, TS_BURGUNDY_CAUSE_OUTPOST_BONUS, 0);
      g_autofree char *want = g_strdup_printf ("0:%+d", (int)n + 3);
      g_assert_cmpstr (bonus, ==, want);
      g_assert_cmpint (s->outpost_large_owner, ==, last);
    }
}

/* CB-OUT-05: the next player to join all three gets the small bonus (2/3/4 VP), and later
 * players none (decided, as with colour bonuses, CB-ARE-06). */
static void
test_small_bonus (void)
{
  for (guint n = 3; n <= 4; n++)
    {
      g_autofree TsBurgundyState *s = outpost_turn (n, TRUE, OUTPOSTS_SHARED);
      int vp;

      for (guint i = 0; i < n; i++)
        chain_to_outpost_1 (s, i);
      place (s, 1, TS_BURGUNDY_MONASTERY_TILE (20), 34, 4);
      place (s, 0, TS_BURGUNDY_MONASTERY_TILE (20), 34, 4);
      g_autofree char *first = lines_of (s, 1, TS_BURGUNDY_CAUSE_OUTPOST_BONUS, 0);
      g_autofree char *next = lines_of (s, 0, TS_BURGUNDY_CAUSE_OUTPOST_BONUS, 0);
      g_autofree char *want_first = g_strdup_printf ("0:%+d", (int)n + 3);
      g_autofree char *want_next = g_strdup_printf ("1:%+d", (int)n);
      g_assert_cmpstr (first, ==, want_first);
      g_assert_cmpstr (next, ==, want_next);
      g_assert_cmpint (s->outpost_large_owner, ==, 1);
      g_assert_cmpint (s->outpost_small_owner, ==, 0);

      /* The third still scores the phase value twice, but no bonus. */
      vp = s->players[2].vp;
      place (s, 2, TS_BURGUNDY_MONASTERY_TILE (20), 34, 4);
      g_autofree char *none = lines_of (s, 2, TS_BURGUNDY_CAUSE_OUTPOST_BONUS, 0);
      g_assert_cmpstr (none, ==, "");
      g_assert_cmpint (s->players[2].vp - vp, ==, 10 + 10);
      g_assert_cmpint (s->outpost_large_owner, ==, 1);
      g_assert_cmpint (s->outpost_small_owner, ==, 0);
    }
}

/* CB-OUT-02: every way a tile enters the duchy counts, here a castle's extra action. */
static void
test_castle_action (void)
{
  g_autofree TsBurgundyState *s = outpost_turn (2, TRUE, OUTPOSTS_EDGE);
  TsBurgundyPlayer *p = &s->players[0];
  guint from = s->n_ledger;

  chain_to_outpost_1 (s, 0);
  place (s, 0, TS_BURGUNDY_TILE_CASTLE, 6, 6);
  g_assert_cmpuint (s->n_pending, ==, 1);
  g_assert_cmpuint (p->outposts_joined, ==, 1);
  p->storage[0] = TS_BURGUNDY_MONASTERY_TILE (20);
  bt_apply_json (s, "{\"type\": \"place-tile\", \"player\": 0, \"die\": \"castle\", "
                    "\"storage\": 0, \"space\": 34}");
  g_autofree char *lines = lines_of (s, 0, TS_BURGUNDY_CAUSE_OUTPOSTS, from);
  g_assert_cmpstr (lines, ==, "2:+10");
}

/* Without the option nothing is scored or counted, whatever the board. */
static void
test_without_option (void)
{
  g_autofree TsBurgundyState *s = outpost_turn (2, FALSE, OUTPOSTS_SHARED);
  TsBurgundyPlayer *p = &s->players[0];
  int vp;

  chain_to_outpost_1 (s, 0);
  vp = p->vp;
  place (s, 0, TS_BURGUNDY_MONASTERY_TILE (20), 34, 4);
  g_assert_cmpint (p->vp, ==, vp);
  g_assert_cmpuint (p->outposts_joined, ==, 0);
  g_assert_cmpint (s->outpost_large_owner, ==, -1);
  g_autofree char *lines = lines_of (s, 0, TS_BURGUNDY_CAUSE_OUTPOSTS, 0);
  g_assert_cmpstr (lines, ==, "");
}

/* The ledger says how many, in which phase and for how much, and who was first. */
static void
test_wording (void)
{
  g_autofree char *second
      = ts_burgundy_cause_text (TS_BURGUNDY_CAUSE_OUTPOSTS, TS_BURGUNDY_OUTPOSTS_DETAIL (2, 1));
  g_autofree char *third
      = ts_burgundy_cause_text (TS_BURGUNDY_CAUSE_OUTPOSTS, TS_BURGUNDY_OUTPOSTS_DETAIL (3, 4));
  g_autofree char *large = ts_burgundy_cause_text (TS_BURGUNDY_CAUSE_OUTPOST_BONUS, 0);
  g_autofree char *small = ts_burgundy_cause_text (TS_BURGUNDY_CAUSE_OUTPOST_BONUS, 1);
  char buf[32];

  g_assert_cmpstr (second, ==, "Outposts: 2 joined, phase B: 8 VP");
  g_assert_cmpstr (third, ==, "Outposts: 3 joined, phase E: 2 VP");
  g_assert_cmpstr (large, ==, "First to join all three outposts (large bonus)");
  g_assert_cmpstr (small, ==, "Second to join all three outposts (small bonus)");
  g_assert_cmpstr (ts_burgundy_cause_id (TS_BURGUNDY_CAUSE_OUTPOSTS, 0x12, buf), ==, "outposts");
  g_assert_cmpstr (ts_burgundy_cause_id (TS_BURGUNDY_CAUSE_OUTPOST_BONUS, 1, buf), ==,
                   "outpost-bonus");
}

/* The option as the record holds it: read back the same, refused when not a boolean. */
static void
test_option_json (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) options = parse ("{\"outposts\": true}");
  g_autofree char *text = json_to_string (options, FALSE);
  g_autoptr (JsonNode) back = parse (text);
  g_autoptr (JsonArray) players = outpost_players (2, OUTPOSTS_EDGE);
  g_autofree TsBurgundyState *on
      = ts_burgundy_state_new_from_setup (json_node_get_object (back), players, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (on->options.outposts);
  g_assert_cmpint (on->outpost_large_owner, ==, -1);
  g_assert_cmpint (on->outpost_small_owner, ==, -1);
  /* The layout's outposts come through the record's player objects (docs/file-format.md). */
  g_assert_cmpuint (on->players[1].duchy.kind, ==, TS_BURGUNDY_BOARD_OUTPOST);
  g_assert_cmpuint (on->players[1].duchy.outposts[34], ==, 4);
  g_assert_cmpuint (on->players[1].duchy.outposts[3], ==, 1);

  g_autofree TsBurgundyState *off = outpost_game (2, "{}", OUTPOSTS_EDGE, &error);
  g_assert_no_error (error);
  g_assert_false (off->options.outposts);

  g_autofree TsBurgundyState *bad
      = outpost_game (2, "{\"outposts\": \"yes\"}", OUTPOSTS_EDGE, &error);
  g_assert_null (bad);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_nonnull (strstr (error->message, "outposts"));
}

/* CB-OUT-01: with outposts every player is on an outpost duchy; the refusal names the
 * player and their board. An outpost board without the option is played as a duchy. */
static void
test_outpost_boards_only (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonArray) players = outpost_players (2, OUTPOSTS_EDGE);
  g_autoptr (JsonNode) options = parse ("{\"outposts\": true}");
  g_autoptr (JsonNode) bruno = parse ("{\"name\": \"Bruno\", \"duchy\": \"3\"}");
  g_autofree TsBurgundyState *s = NULL;

  json_array_remove_element (players, 1);
  json_array_add_element (players, json_node_copy (bruno));
  s = ts_burgundy_state_new_from_setup (json_node_get_object (options), players, NULL, &error);
  g_assert_null (s);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  if (strstr (error->message, "Bruno") == NULL || strstr (error->message, "11") == NULL)
    g_error ("refusal “%s” names neither Bruno nor duchy 11", error->message);
}

/* A random game with outposts, replayed from its entries through JSON: the same state, and
 * the final breakdown gives the outposts their own line. */
static void
test_replay (void)
{
  guint games_with_lines = 0;

  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      g_autofree TsBurgundyState *s
          = outpost_game (2 + seed % 3, "{\"outposts\": true}", OUTPOSTS_EDGE, &error);
      g_autofree TsBurgundyState *replay = ts_burgundy_state_copy (s);
      TsBurgundyEntry e;

      g_assert_no_error (error);
      while (ts_burgundy_random_entry (s, rand, &e))
        {
          g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (&e);
          g_autofree TsBurgundyEntry *again = ts_burgundy_entry_from_json (node, &error);

          g_assert_no_error (error);
          g_assert_true (ts_burgundy_apply (s, &e, &error));
          g_assert_true (ts_burgundy_apply (replay, again, &error));
          g_assert_no_error (error);
        }
      g_assert_true (ts_burgundy_state_equal (s, replay));

      g_autoptr (JsonNode) breakdown = ts_burgundy_final_breakdown (s);
      JsonArray *rows = json_object_get_array_member (json_node_get_object (breakdown), "players");
      for (guint i = 0; i < s->n_players; i++)
        {
          JsonObject *row = json_array_get_object_element (rows, i);
          JsonArray *lines = json_object_get_array_member (row, "lines");
          int outposts = 0;
          for (guint k = 0; k < s->n_ledger; k++)
            if (s->ledger[k].player == i
                && (s->ledger[k].cause == TS_BURGUNDY_CAUSE_OUTPOSTS
                    || s->ledger[k].cause == TS_BURGUNDY_CAUSE_OUTPOST_BONUS))
              outposts += s->ledger[k].delta;
          g_assert_cmpint (json_object_get_int_member (row, "outpost-vp"), ==, outposts);
          JsonObject *line = json_array_get_object_element (lines, 1);
          g_assert_cmpstr (json_object_get_string_member (line, "cause"), ==, "outposts");
          g_assert_cmpint (json_object_get_int_member (line, "vp"), ==, outposts);
          games_with_lines += outposts > 0;
        }
    }
  g_assert_cmpuint (games_with_lines, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/outposts/chain/CB-OUT-05", test_chain);
  g_test_add_func ("/burgundy/outposts/second/CB-OUT-02", test_second_outpost);
  g_test_add_func ("/burgundy/outposts/third/CB-OUT-03", test_third_outpost);
  g_test_add_func ("/burgundy/outposts/both-at-once/CB-OUT-03", test_both_at_once);
  g_test_add_func ("/burgundy/outposts/large-bonus/CB-OUT-04", test_large_bonus);
  g_test_add_func ("/burgundy/outposts/small-bonus/CB-OUT-05", test_small_bonus);
  g_test_add_func ("/burgundy/outposts/castle-action/CB-OUT-02", test_castle_action);
  g_test_add_func ("/burgundy/outposts/without-option/CB-OUT-01", test_without_option);
  g_test_add_func ("/burgundy/outposts/wording/CB-OUT-02", test_wording);
  g_test_add_func ("/burgundy/outposts/option-json/CB-OUT-01", test_option_json);
  g_test_add_func ("/burgundy/outposts/outpost-boards-only/CB-OUT-01", test_outpost_boards_only);
  g_test_add_func ("/burgundy/outposts/replay/CB-OUT-02", test_replay);
  return g_test_run ();
}

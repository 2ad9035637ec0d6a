/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns (section 22 of the clauses, decisions in docs/rules-coverage.md), the JSON of every
 * new entry, the white action's choices, and random games with the three modules in every
 * combination (every listed entry accepted, components conserved). */
#include "extras-util.h"

#include <stdlib.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

#define INNS "{\"inns\":true}"
#define BUY_INN "{\"type\":\"buy-inn\",\"player\":0}"

/* CB-INN-01, CB-INN-02: one inn comes out as each phase's depots are filled, on top of those
 * left; a phase end removes none. */
static void
test_inn_each_phase (void)
{
  g_autofree TsBurgundyState *s = xt_game (2, INNS, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  TsBurgundyEntry e;

  g_assert_cmpuint (s->inns_supply, ==, 5);
  while (s->stage != TS_BURGUNDY_STAGE_FILL)
    {
      g_assert_true (ts_burgundy_random_entry (s, rand, &e));
      g_assert_true (ts_burgundy_apply (s, &e, NULL));
    }
  g_assert_true (ts_burgundy_random_entry (s, rand, &e));
  g_autofree char *words = ts_burgundy_describe_entry (s, &e);
  g_assert_cmpstr (words, ==,
                   "The depots are filled for phase A, its 5 goods are revealed and an inn is put "
                   "beside the black depot.");
  g_assert_true (ts_burgundy_apply (s, &e, NULL));
  g_assert_cmpuint (s->inns, ==, 1);
  g_assert_cmpuint (s->inns_supply, ==, 4);
  ts_burgundy_end_phase (s);
  g_assert_cmpuint (s->inns, ==, 1);
  g_assert_true (ts_burgundy_random_entry (s, rand, &e));
  g_assert_true (ts_burgundy_apply (s, &e, NULL));
  g_assert_cmpuint (s->inns, ==, 2);
  g_autofree TsBurgundyState *base = xt_game (2, NULL, NULL);
  g_assert_cmpuint (base->inns_supply, ==, 0);
}

/* CB-INN-03 as decided: 2 silver, into storage; it is the turn's one purchase. */
static void
test_inn_purchase (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, INNS, NULL, 1, 1, 1);
  TsBurgundyPlayer *ana = &s->players[0];

  xt_refuse_json (s, BUY_INN, "There is no inn beside the black depot.");
  s->inns = 2;
  ana->silver = 1;
  xt_refuse_json (s, BUY_INN, "Buying an inn costs 2 silver and you have 1.");
  ana->silver = 4;
  bt_apply_json (s, BUY_INN);
  g_assert_cmpint (ana->storage[0], ==, T_INN);
  g_assert_cmpint (ana->silver, ==, 2);
  g_assert_cmpuint (s->inns, ==, 1);
  g_assert_cmpint (s->ledger[s->n_ledger - 1].cause, ==, TS_BURGUNDY_CAUSE_INN);
  s->black[1] = T_CASTLE;
  xt_refuse_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":1}",
                  "Only one tile may be bought per turn.");
  s->bought = 0;
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":1}");
  xt_refuse_json (s, BUY_INN,
                  "Only one tile may be bought per turn, and an inn is such a purchase.");
}

/* CB-INN-03 with "inn-extra-purchase": an inn besides the purchase, once per turn. */
static void
test_inn_extra_purchase (void)
{
  g_autofree TsBurgundyState *s
      = xt_turn (2, "{\"inns\":true,\"inn-extra-purchase\":true}", NULL, 1, 1, 1);

  s->inns = 2;
  s->players[0].silver = 6;
  s->black[1] = T_CASTLE;
  bt_apply_json (s, "{\"type\":\"buy-black\",\"player\":0,\"slot\":1}");
  bt_apply_json (s, BUY_INN);
  xt_refuse_json (s, BUY_INN, "Only one inn may be bought per turn.");
  g_autofree TsBurgundyState *off = xt_turn (2, NULL, NULL, 1, 1, 1);
  xt_refuse_json (off, BUY_INN, "This game is played without the inns.");
}

/* CB-INN-03, CB-MON-28 as decided: no purchase at a phase end, even while the effect of a tile
 * placed by shield 14 or 15 waits (a crane here) and with "inn-extra-purchase". */
static void
test_inn_not_at_phase_end (void)
{
  g_autofree TsBurgundyState *s = xt_turn (
      2, "{\"inns\":true,\"inn-extra-purchase\":true,\"extra-tiles\":true,\"shields\":true}",
      NULL, 1, 1, 1);
  const char *refusal = "A phase is ending: inns and workers are bought only in a player's own "
                        "turn.";

  s->inns = 1;
  s->players[0].silver = 3;
  bt_put (s, 0, 12, T_MON (28));
  s->stage = TS_BURGUNDY_STAGE_PHASE_END;
  s->pending[s->n_pending++] = TS_BURGUNDY_PENDING_CRANE;
  g_assert_false (ts_burgundy_can_buy_inn (s));
  xt_refuse_json (s, BUY_INN, refusal);
  xt_refuse_json (s, "{\"type\":\"buy-workers\",\"player\":0}", refusal);
  bt_apply_json (s, "{\"type\":\"crane-effect\",\"player\":0,\"building\":\"bank\"}");
}

/* CB-INN-03 with monastery 6: workers pay; a full storage needs a discard. */
static void
test_inn_workers_and_discard (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, INNS, NULL, 1, 1, 1);
  TsBurgundyPlayer *ana = &s->players[0];

  s->inns = 1;
  ana->silver = 0;
  ana->workers = 2;
  xt_refuse_json (s, "{\"type\":\"buy-inn\",\"player\":0,\"workers\":2}",
                  "An inn costs 2 silver; workers may pay for it only with monastery 6.");
  bt_put (s, 0, 12, T_MON (6));
  for (guint k = 0; k < 3; k++)
    ana->storage[k] = T_CASTLE;
  xt_refuse_json (s, "{\"type\":\"buy-inn\",\"player\":0,\"workers\":2}",
                  "Your 3 storage spaces are full: say which stored tile to discard to make room.");
  bt_apply_json (s, "{\"type\":\"buy-inn\",\"player\":0,\"workers\":2,\"discard\":1}");
  g_assert_cmpint (ana->storage[1], ==, T_INN);
  g_assert_cmpint (ana->workers, ==, 0);
  g_assert_cmpuint (s->discarded[T_CASTLE], ==, 1);
}

/* CB-INN-03 with CB-BLK-03's decision: a discard only when the storage is full, and none with
 * "effect-discard": false. */
static void
test_inn_discard_rules (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, INNS, NULL, 1, 1, 1);
  g_autofree TsBurgundyState *keep
      = xt_turn (2, "{\"inns\":true,\"effect-discard\":false}", NULL, 1, 1, 1);

  s->inns = keep->inns = 1;
  s->players[0].silver = keep->players[0].silver = 2;
  xt_refuse_json (s, "{\"type\":\"buy-inn\",\"player\":0,\"discard\":0}",
                  "You have an empty storage space: nothing needs to be discarded.");
  for (guint k = 0; k < 3; k++)
    keep->players[0].storage[k] = T_CASTLE;
  xt_refuse_json (keep, "{\"type\":\"buy-inn\",\"player\":0,\"discard\":0}",
                  "Your 3 storage spaces are full and this effect does not let you discard a tile "
                  "to make room.");
  g_assert_false (ts_burgundy_can_buy_inn (keep));
}

/* CB-INN-04 as decided: any colour, the die of the space; CB-INN-06: no effect. */
static void
test_inn_any_colour (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, INNS, NULL, 3, 5, 1);
  TsBurgundyPlayer *ana = &s->players[0];

  ana->storage[0] = T_INN;
  ana->storage[1] = T_INN;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  g_assert_cmpint (s->n_pending, ==, 0);
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":1,\"storage\":1,\"space\":19}");
  g_assert_cmpint (ana->tiles[19], ==, T_INN);
  g_assert_cmpint (ana->vp, ==, 0);
}

/* CB-INN-04 as decided: no monastery's free change for an inn (9, 10 and 11 placed). */
static void
test_inn_no_free_change (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, INNS, NULL, 4, 4, 1);

  bt_put (s, 0, 3, T_MON (9));
  bt_put (s, 0, 7, T_MON (10));
  bt_put (s, 0, 30, T_MON (11));
  s->players[0].storage[0] = T_INN;
  xt_refuse_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":19}",
                  "A die showing 4 cannot place a tile on the blue river space with die 5.");
}

/* CB-INN-05: at most one inn per area; the refusal names the area's colour. */
static void
test_inn_one_per_area (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, INNS, NULL, 2, 2, 1);

  bt_put (s, 0, 0, T_INN);
  s->players[0].storage[0] = T_INN;
  xt_refuse_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":4}",
                  "This pasture area already has an inn: one inn per area.");
}

/* CB-INN-07 example: an inn in a 4-space area makes it score as size 5, 15 VP instead of 10
 * (duchy 2's pasture 25 30 33 34, dice 3 2 3 4; plus the phase A bonus). */
static void
test_inn_example (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, INNS, "2", 4, 4, 1);
  g_autofree TsBurgundyState *plain = xt_turn (2, INNS, "2", 4, 4, 1);
  const char *place = "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":34}";

  g_assert_cmpuint (s->players[0].area_size[34], ==, 4);
  for (guint i = 0; i < 3; i++)
    {
      static const guint spaces[] = { 25, 30, 33 };
      bt_put (s, 0, spaces[i], T_ANIMAL (COW, 2));
      bt_put (plain, 0, spaces[i], T_ANIMAL (COW, 2));
    }
  s->players[0].storage[0] = T_INN;
  plain->players[0].storage[0] = T_ANIMAL (SHEEP, 2);
  bt_apply_json (s, place);
  bt_apply_json (plain, place);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_AREA, 5), ==, 15);
  g_assert_cmpint (xt_vp_of (plain, 0, TS_BURGUNDY_CAUSE_AREA, 4), ==, 10);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_PHASE_BONUS, -1), ==, 10);
  g_assert_cmpint (s->players[0].vp, ==, 25);
}

/* CB-INN-07: one size larger, 8 at most. */
static void
test_inn_size_cap (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, INNS, NULL, 1, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];

  g_assert_cmpuint (ts_burgundy_area_score_size (p, 26), ==, 5);
  bt_put (s, 0, 25, T_INN);
  g_assert_cmpuint (ts_burgundy_area_score_size (p, 26), ==, 6);
  for (guint k = 0; k < TS_BURGUNDY_N_SPACES; k++)
    if (p->area[k] == p->area[26])
      p->area_size[k] = 8;
  g_assert_cmpuint (ts_burgundy_area_score_size (p, 26), ==, 8);
}

/* CB-INN-07 as decided: an inn covers its space for the colour's bonus (duchy 1: the last
 * pasture space 27, die 2, an area of 1 scoring as 2). */
static void
test_inn_covers_colour (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, INNS, NULL, 2, 2, 1);
  static const guint pasture[] = { 0, 4, 5, 9, 10 };

  for (guint i = 0; i < G_N_ELEMENTS (pasture); i++)
    bt_put (s, 0, pasture[i], T_ANIMAL (PIG, 2));
  bt_put (s, 0, 26, T_BLD (BANK));
  s->players[0].storage[0] = T_INN;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":27}");
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_AREA, 2), ==, 3);
  g_assert_cmpint (xt_vp_of (s, 0, TS_BURGUNDY_CAUSE_BONUS_LARGE, TS_BURGUNDY_PASTURE), ==, 5);
}

/* Every new entry survives JSON both ways (and "die": "white" for spend-workers). */
static void
test_json_round_trip (void)
{
  static const char *const entries[] = {
    "{\"type\":\"buy-inn\",\"player\":1}",
    "{\"type\":\"buy-inn\",\"player\":0,\"workers\":2,\"discard\":1}",
    "{\"type\":\"buy-workers\",\"player\":2}",
    "{\"type\":\"crane-effect\",\"player\":0,\"building\":\"city-hall\"}",
    "{\"type\":\"crane-effect\",\"player\":3,\"building\":\"white-castle\"}",
    "{\"type\":\"spend-workers\",\"player\":0,\"die\":\"white\",\"to\":3}",
    "{\"type\":\"take-tile\",\"player\":0,\"die\":\"white\",\"depot\":4,\"slot\":1}",
    "{\"type\":\"place-tile\",\"player\":0,\"die\":\"white\",\"storage\":0,\"space\":25}",
    "{\"type\":\"sell-goods\",\"player\":0,\"die\":\"white\",\"goods\":5}",
    "{\"type\":\"take-workers\",\"player\":0,\"die\":\"white\"}",
    "{\"type\":\"buy-black\",\"player\":0,\"depot\":0,\"slot\":2,\"tile\":\"geese\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      g_autofree TsBurgundyEntry *e = bt_parse (entries[i]);
      g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (e);
      g_autofree char *text = json_to_string (node, FALSE);
      g_autofree TsBurgundyEntry *back = bt_parse (text);

      g_assert_cmpmem (e, sizeof *e, back, sizeof *back);
      g_assert_cmpstr (text, ==, entries[i]);
    }
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (json_parser_load_from_data (
      parser, "{\"type\":\"spend-workers\",\"player\":0,\"die\":\"castle\",\"to\":3}", -1, NULL));
  g_assert_null (ts_burgundy_entry_from_json (json_parser_get_root (parser), &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "Entry member “die” must be 0, 1 or “white”.");
}

/* CB-WHC-03 in the choices: the white action's takes at another value carry their cost in
 * workers, and applying one spends them and takes the tile. */
static void
test_white_choices (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, "{\"white-castles\":true}", NULL, 3, 6, 5);
  guint n;

  s->players[0].storage[0] = T_WHITE;
  s->players[0].workers = 3;
  s->depots[1][0] = T_CASTLE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  g_autofree TsBurgundyChoice *choices = ts_burgundy_choices (s, &n);
  int found = -1;
  for (guint i = 0; i < n; i++)
    if (choices[i].action.type == TS_BURGUNDY_ENTRY_TAKE_TILE && choices[i].action.depot == 2)
      found = i;
  g_assert_cmpint (found, >=, 0);
  g_assert_cmpint (choices[found].action.die, ==, TS_BURGUNDY_SRC_WHITE);
  g_assert_cmpuint (choices[found].workers, ==, 3); /* 5 -> 4 -> 3 -> 2 */
  g_assert_true (ts_burgundy_choice_apply (s, &choices[found], NULL));
  g_assert_cmpint (s->players[0].storage[0], ==, T_CASTLE);
  g_assert_cmpint (s->players[0].workers, ==, 0);
  g_assert_cmpuint (s->white, ==, 5);
}

/* The new entries and pendings in words, and what they did (the outcome of a correction). */
static void
expect_words (TsBurgundyState *s, const char *json, const char *entry_words,
              const char *outcome_words)
{
  g_autofree TsBurgundyEntry *e = bt_parse (json);
  g_autofree char *words = ts_burgundy_describe_entry (s, e);
  g_autofree TsBurgundyState *before = ts_burgundy_state_copy (s);

  g_assert_cmpstr (words, ==, entry_words);
  g_assert_true (ts_burgundy_apply (s, e, NULL));
  g_autofree char *outcome = ts_burgundy_describe_outcome (before, s);
  g_assert_cmpstr (outcome, ==, outcome_words);
}

static void
test_words (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, ALL_MODULES, NULL, 3, 6, 5);
  TsBurgundyPlayer *ana = &s->players[0];

  s->inns = 1;
  ana->silver = 3;
  ana->workers = 1;
  expect_words (s, BUY_INN, "Ana buys an inn for 2 silver.",
                "Ana: the inn into storage, -2 silver.");
  bt_put (s, 0, 12, T_MON (28));
  expect_words (s, "{\"type\":\"buy-workers\",\"player\":0}",
                "Ana buys 2 workers for 1 silver (monastery 28).", "Ana: -1 silver, +2 workers.");
  ana->storage[1] = T_CRANE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":1,"
                    "\"space\":25}");
  g_autofree char *crane = ts_burgundy_describe_pending (s);
  g_assert_cmpstr (crane, ==, "Ana: choose the building whose effect the crane triggers.");
  expect_words (s, "{\"type\":\"crane-effect\",\"player\":0,\"building\":\"white-castle\"}",
                "Ana's crane triggers the effect of a white castle.", NULL);
  g_autofree char *white = ts_burgundy_describe_pending (s);
  g_assert_cmpstr (white, ==,
                   "Ana: take one action with the white castle, value 5 (workers may change it).");
  expect_words (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":\"white\",\"to\":6}",
                "Ana spends 1 worker to change the white castle's action from 5 to 6.",
                "Ana: -1 worker.");
  expect_words (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":\"white\"}",
                "Ana takes workers with the white castle's action (value 6).", "Ana: +2 workers.");
}

static guint
count_listed (const TsBurgundyState *s, TsBurgundyEntryType type, int die)
{
  guint n, k = 0;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);

  for (guint i = 0; i < n; i++)
    k += legal[i].type == type && (die < 0 || legal[i].die == die);
  return k;
}

/* The legal list holds every new entry: the crane's 8 types (9 with white castles), the
 * white action's value changes the workers pay for, buy-workers and each inn purchase. */
static void
test_legal_lists (void)
{
  g_autofree TsBurgundyState *s = xt_turn (2, "{\"extra-tiles\":true}", NULL, 3, 6, 5);
  g_autofree TsBurgundyState *w = xt_turn (2, ALL_MODULES, NULL, 3, 6, 5);

  s->players[0].storage[0] = T_CRANE;
  w->players[0].storage[0] = T_CRANE;
  bt_apply_json (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  bt_apply_json (w, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":25}");
  g_assert_cmpuint (count_listed (s, TS_BURGUNDY_ENTRY_CRANE_EFFECT, -1), ==, 8);
  g_assert_cmpuint (count_listed (w, TS_BURGUNDY_ENTRY_CRANE_EFFECT, -1), ==, 9);
  g_assert_cmpuint (count_listed (s, TS_BURGUNDY_ENTRY_DECLINE, -1), ==, 1);
  g_assert_cmpuint (count_listed (s, TS_BURGUNDY_ENTRY_BUY_WORKERS, -1), ==, 0);
  bt_put (s, 0, 12, T_MON (28));
  s->players[0].silver = 1;
  g_assert_cmpuint (count_listed (s, TS_BURGUNDY_ENTRY_BUY_WORKERS, -1), ==, 1);

  bt_apply_json (w, "{\"type\":\"crane-effect\",\"player\":0,\"building\":\"white-castle\"}");
  w->players[0].workers = 1;
  w->players[0].silver = 2;
  w->inns = 1;
  g_assert_cmpuint (count_listed (w, TS_BURGUNDY_ENTRY_SPEND_WORKERS, TS_BURGUNDY_SRC_WHITE), ==,
                    2);
  g_assert_cmpuint (count_listed (w, TS_BURGUNDY_ENTRY_TAKE_WORKERS, TS_BURGUNDY_SRC_WHITE), ==, 1);
  g_assert_cmpuint (count_listed (w, TS_BURGUNDY_ENTRY_BUY_INN, -1), ==, 1);
  bt_put (w, 0, 12, T_MON (6));
  /* 2 silver, or 1 silver and 1 worker (monastery 6). */
  g_assert_cmpuint (count_listed (w, TS_BURGUNDY_ENTRY_BUY_INN, -1), ==, 2);
}

/* Random games ------------------------------------------------------------------------------ */

static void
check_conservation (const TsBurgundyState *s)
{
  const TsBurgundyData *d = s->data;
  guint tiles[TS_BURGUNDY_N_TILES], unknown, goods;

  ts_burgundy_count_components (s, tiles, &unknown, &goods);
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    g_assert_cmpuint (tiles[t], ==, ts_burgundy_tiles_in_game (s, t));
  g_assert_cmpuint (goods, ==, 6 * d->goods_per_type);
  for (guint i = 0; i < s->n_players; i++)
    {
      const TsBurgundyPlayer *p = &s->players[i];
      g_assert_cmpint (p->vp, ==, bt_ledger_sum (s, i, TS_LEDGER_VP));
      g_assert_cmpint (p->silver, ==, bt_ledger_sum (s, i, TS_LEDGER_SILVER));
      g_assert_cmpint (p->workers, ==, bt_ledger_sum (s, i, TS_LEDGER_WORKERS));
      g_assert_cmpint (p->silver, >=, 0);
      g_assert_cmpint (p->workers, >=, 0);
    }
}

static void
check_listed (const TsBurgundyState *s)
{
  guint n;
  g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (s, &n);

  g_assert_true ((n > 0) == (s->stage == TS_BURGUNDY_STAGE_TURN));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
      g_autofree char *words = ts_burgundy_describe_entry (s, &legal[i]);
      if (!ts_burgundy_apply (copy, &legal[i], &error))
        g_error ("listed entry “%s” refused: %s", words, error->message);
    }
}

enum
{
  SEEN_CRANE,
  SEEN_WHITE_ACTION,
  SEEN_WHITE_SPEND,
  SEEN_INN_BOUGHT,
  SEEN_INN_PLACED,
  SEEN_BUY_WORKERS,
  SEEN_GEESE,
  N_SEEN,
};

static void
play_games (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  const char *env = g_getenv ("TS_PROPERTY_GAMES");
  guint n_games = env != NULL ? (guint)MAX (1, atoi (env)) : 1000;
  guint seen[N_SEEN] = { 0 };

  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 104729 + n_players);
      guint set = game % 8;
      g_autofree char *options = g_strdup_printf (
          "{\"extra-tiles\":%s,\"white-castles\":%s,\"inns\":%s,\"inn-extra-purchase\":%s}",
          set & 1 ? "true" : "false", set & 2 ? "true" : "false", set & 4 ? "true" : "false",
          game % 16 >= 8 ? "true" : "false");
      g_autofree TsBurgundyState *s = xt_game (n_players, options, NULL);
      g_autofree TsBurgundyState *start = ts_burgundy_state_copy (s);
      g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
      TsBurgundyEntry e;
      guint step = 0;

      while (ts_burgundy_random_entry (s, rand, &e))
        {
          g_autoptr (GError) error = NULL;
          gboolean deep = (step++ % 16) == 0;

          if (deep)
            check_listed (s);
          seen[SEEN_CRANE] += e.type == TS_BURGUNDY_ENTRY_CRANE_EFFECT;
          seen[SEEN_WHITE_ACTION] += e.die == TS_BURGUNDY_SRC_WHITE;
          seen[SEEN_WHITE_SPEND]
              += e.die == TS_BURGUNDY_SRC_WHITE && e.type == TS_BURGUNDY_ENTRY_SPEND_WORKERS;
          seen[SEEN_INN_BOUGHT] += e.type == TS_BURGUNDY_ENTRY_BUY_INN;
          seen[SEEN_BUY_WORKERS] += e.type == TS_BURGUNDY_ENTRY_BUY_WORKERS;
          if (e.type == TS_BURGUNDY_ENTRY_PLACE_TILE)
            {
              guint t = s->players[e.player].storage[e.storage];
              seen[SEEN_INN_PLACED] += t == T_INN;
              seen[SEEN_GEESE] += t == T_GEESE;
            }
          if (!ts_burgundy_apply (s, &e, &error))
            g_error ("game %u step %u: random entry refused: %s", game, step, error->message);
          g_array_append_val (entries, e);
          if (deep)
            check_conservation (s);
          g_assert_cmpuint (entries->len, <, 5000);
        }
      g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
      check_conservation (s);
      g_autoptr (JsonNode) breakdown = ts_burgundy_final_breakdown (s);
      g_assert_nonnull (breakdown);
      /* Replayed through JSON, the same game. */
      for (guint i = 0; i < entries->len; i++)
        {
          g_autoptr (GError) error = NULL;
          g_autoptr (JsonNode) node
              = ts_burgundy_entry_to_json (&g_array_index (entries, TsBurgundyEntry, i));
          g_autofree TsBurgundyEntry *y = ts_burgundy_entry_from_json (node, &error);
          g_assert_no_error (error);
          g_assert_true (ts_burgundy_apply (start, y, &error));
        }
      g_assert_true (ts_burgundy_state_equal (start, s));
    }
  g_test_message ("crane effects %u, white actions %u (workers %u), inns bought %u placed %u, "
                  "workers bought %u, geese placed %u",
                  seen[SEEN_CRANE], seen[SEEN_WHITE_ACTION], seen[SEEN_WHITE_SPEND],
                  seen[SEEN_INN_BOUGHT], seen[SEEN_INN_PLACED], seen[SEEN_BUY_WORKERS],
                  seen[SEEN_GEESE]);
  if (n_games >= 100)
    for (guint k = 0; k < N_SEEN; k++)
      g_assert_cmpuint (seen[k], >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/extras/" path, fn)
  ADD ("inns/one-each-phase/CB-INN-01", test_inn_each_phase);
  ADD ("inns/stacked-not-removed/CB-INN-02", test_inn_each_phase);
  ADD ("inns/purchase/CB-INN-03", test_inn_purchase);
  ADD ("inns/extra-purchase-option/CB-INN-03", test_inn_extra_purchase);
  ADD ("inns/workers-and-discard/CB-INN-03", test_inn_workers_and_discard);
  ADD ("inns/discard-rules/CB-INN-03", test_inn_discard_rules);
  ADD ("inns/not-at-phase-end/CB-INN-03", test_inn_not_at_phase_end);
  ADD ("monastery-28/not-at-phase-end/CB-MON-28", test_inn_not_at_phase_end);
  ADD ("inns/any-colour/CB-INN-04", test_inn_any_colour);
  ADD ("inns/no-effect/CB-INN-06", test_inn_any_colour);
  ADD ("inns/no-free-change/CB-INN-04", test_inn_no_free_change);
  ADD ("inns/one-per-area/CB-INN-05", test_inn_one_per_area);
  ADD ("inns/example-size-5/CB-INN-07", test_inn_example);
  ADD ("inns/size-cap/CB-INN-07", test_inn_size_cap);
  ADD ("inns/covers-colour/CB-INN-07", test_inn_covers_colour);
  ADD ("json/round-trip", test_json_round_trip);
  ADD ("legal/new-entries-listed", test_legal_lists);
  ADD ("words/entries-pendings-outcomes", test_words);
  ADD ("choices/white-action/CB-WHC-03", test_white_choices);
  g_test_add_data_func ("/burgundy/extras/random-games/2-players", GUINT_TO_POINTER (2),
                        play_games);
  g_test_add_data_func ("/burgundy/extras/random-games/3-players", GUINT_TO_POINTER (3),
                        play_games);
  g_test_add_data_func ("/burgundy/extras/random-games/4-players", GUINT_TO_POINTER (4),
                        play_games);
  return g_test_run ();
}

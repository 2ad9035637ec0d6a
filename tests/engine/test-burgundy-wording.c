/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Refusals a player understands (issue 10): the blocking reason first (what no worker can
 * change before the die number), spaces named by what is on the board (colour and printed
 * die; depot spaces by colour, mark and depot), goods by die number, plurals right, and never
 * an internal index. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-engine-error.h"

#define T_SHIP TS_BURGUNDY_TILE_SHIP
#define T_MINE TS_BURGUNDY_TILE_MINE
#define T_BLD(b) (TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_##b)

static char *refuse_f (TsBurgundyState *s, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
static char *
refuse_f (TsBurgundyState *s, const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  g_autofree char *json = g_strdup_vprintf (fmt, args);
  va_end (args);
  return bt_refuse_json (s, json);
}

/* A space of @colour not touching any placed tile, with a die number other than @not_die. */
static int
far_space (const TsBurgundyState *s, guint colour, guint not_die)
{
  const TsBurgundyPlayer *p = &s->players[0];
  for (guint k = 0; k < TS_BURGUNDY_N_SPACES; k++)
    if (p->tiles[k] == 0 && p->duchy.colour[k] == colour && p->duchy.die[k] != not_die
        && !ts_burgundy_adjacent_to_tile (s, p, k))
      return k;
  g_assert_not_reached ();
}

/* A placement both away from the duchy and on the wrong die names the adjacency: turning the
 * die with workers would not help. */
static void
test_place_adjacency_before_die (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  int space = far_space (s, TS_BURGUNDY_RIVER, 1);
  s->players[0].storage[0] = T_SHIP;
  g_autofree char *msg = refuse_f (
      s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%d}", space);
  g_autofree char *expected
      = g_strdup_printf ("A new tile must touch a tile already in your duchy, and the blue river "
                         "space with die %u touches none.",
                         s->players[0].duchy.die[space]);
  g_assert_cmpstr (msg, ==, expected);
}

/* Wrong colour and wrong die: the colour. */
static void
test_place_colour_before_die (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  int mine = bt_space (s, 0, TS_BURGUNDY_MINE, 0);
  g_assert_cmpuint (s->players[0].duchy.die[mine], !=, 1);
  s->players[0].storage[0] = T_SHIP;
  g_autofree char *msg = refuse_f (
      s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%d}", mine);
  g_autofree char *expected
      = g_strdup_printf ("A ship goes on a blue river space, and the grey mine space with die %u "
                         "is not one.",
                         s->players[0].duchy.die[mine]);
  g_assert_cmpstr (msg, ==, expected);
}

/* Covered and wrong die: covered. A second building of a type in its city on the wrong die:
 * the city rule. */
static void
test_place_space_rules_before_die (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyPlayer *p = &s->players[0];
  int city = -1;
  for (guint k = 0; k < TS_BURGUNDY_N_SPACES && city < 0; k++)
    if (p->tiles[k] == 0 && p->duchy.colour[k] == TS_BURGUNDY_CITY && p->area_size[k] > 1
        && ts_burgundy_adjacent_to_tile (s, p, k))
      city = k;
  g_assert_cmpint (city, >=, 0);
  guint die = p->duchy.die[city];
  p->storage[0] = T_BLD (BANK);
  bt_set_dice (s, die % 6 + 1, die % 6 + 1);
  g_autofree char *covered
      = refuse_f (s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":18}");
  g_assert_cmpstr (covered, ==,
                   "There is already a tile on the dark green castle space with die 6; placed "
                   "tiles are never moved or replaced.");

  /* A bank already in that city, on another of its spaces. */
  int other = -1;
  for (guint k = 0; k < TS_BURGUNDY_N_SPACES && other < 0; k++)
    if ((int)k != city && p->area[k] == p->area[city])
      other = k;
  g_assert_cmpint (other, >=, 0);
  bt_put (s, 0, other, T_BLD (BANK));
  g_autofree char *twice = refuse_f (
      s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%d}", city);
  g_assert_nonnull (strstr (twice, "This city already has a bank"));
  /* With the right space and only the die wrong, the die is named. */
  p->tiles[other] = 0;
  g_autofree char *die_only = refuse_f (
      s, "{\"type\":\"place-tile\",\"player\":0,\"die\":0,\"storage\":0,\"space\":%d}", city);
  g_autofree char *expected = g_strdup_printf (
      "A die showing %u cannot place a tile on the beige city space with die %u.", die % 6 + 1,
      die);
  g_assert_cmpstr (die_only, ==, expected);
}

/* Goods not held on the wrong die: not held (no die would help). */
static void
test_sell_held_before_die (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 2, 2);
  s->players[0].goods[3] = 1;
  g_autofree char *msg
      = refuse_f (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":5}");
  g_assert_cmpstr (msg, ==, "You have no goods with die number 5 to sell.");
  g_autofree char *die
      = refuse_f (s, "{\"type\":\"sell-goods\",\"player\":0,\"die\":0,\"goods\":3}");
  g_assert_cmpstr (die, ==, "A die showing 2 sells only the goods with die number 2.");
}

/* Plurals: one worker, two workers. */
static void
test_worker_plurals (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  s->players[0].workers = 1;
  g_autofree char *two
      = refuse_f (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":0,\"to\":3}");
  g_assert_cmpstr (two, ==, "Turning the die from 1 to 3 takes 2 workers. You have 1 worker.");
  s->players[0].workers = 0;
  g_autofree char *one
      = refuse_f (s, "{\"type\":\"spend-workers\",\"player\":0,\"die\":0,\"to\":2}");
  g_assert_cmpstr (one, ==, "Turning the die from 1 to 2 takes 1 worker. You have 0 workers.");
}

/* Depot spaces by colour, printed mark and depot number. */
static void
test_depot_spaces_named (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 2, 2);
  g_autofree char *empty
      = refuse_f (s, "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":2,\"slot\":3}");
  g_assert_cmpstr (empty, ==, "There is no tile on the beige city space marked 4 of depot 2.");
  s->depots[1][2] = TS_BURGUNDY_TILE_UNKNOWN;
  g_autofree char *colour = refuse_f (
      s,
      "{\"type\":\"take-tile\",\"player\":0,\"die\":0,\"depot\":2,\"slot\":2,\"tile\":\"ship\"}");
  g_assert_cmpstr (colour, ==, "A ship cannot lie on the dark green castle space of depot 2.");
}

static guint
check_no_index (const TsBurgundyState *s, const TsBurgundyEntry *e, GRegex *index)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);

  if (ts_burgundy_apply (copy, e, &error))
    return 0;
  if (g_regex_match (index, error->message, 0, NULL))
    g_error ("%s refused with an index: %s", ts_burgundy_entry_type_id (e->type), error->message);
  return 1;
}

/* No refusal of a placement, take or purchase anywhere speaks of a space by its index. */
static void
test_no_index (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (4, 3, 5);
  TsBurgundyPlayer *p = &s->players[0];
  g_autoptr (GRegex) index = g_regex_new ("[Ss]paces? [0-9]|slot|index", 0, 0, NULL);
  guint refusals = 0;

  p->storage[0] = T_SHIP;
  p->storage[1] = T_BLD (BANK);
  p->storage[2] = T_MINE;
  s->depots[2][0] = TS_BURGUNDY_TILE_UNKNOWN;
  s->depots[4][1] = T_MINE;
  /* Entries built directly (the JSON layer already refuses values out of range). */
  for (int k = -1; k <= TS_BURGUNDY_STORAGE; k++)
    for (int space = -1; space <= TS_BURGUNDY_N_SPACES; space++)
      for (int die = 0; die < 2; die++)
        {
          TsBurgundyEntry e;
          ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_PLACE_TILE, 0);
          e.die = die;
          e.storage = k;
          e.space = space;
          refusals += check_no_index (s, &e, index);
        }
  for (int depot = -1; depot <= 7; depot++)
    for (int slot = -1; slot <= 8; slot++)
      for (int type = 0; type < 2; type++)
        {
          TsBurgundyEntry e;
          ts_burgundy_entry_init (
              &e, type ? TS_BURGUNDY_ENTRY_BUY_BLACK : TS_BURGUNDY_ENTRY_TAKE_TILE, 0);
          e.die = type ? -1 : 0;
          e.depot = depot;
          e.slot = slot;
          e.tile = T_BLD (BANK);
          refusals += check_no_index (s, &e, index);
        }
  g_assert_cmpuint (refusals, >, 200);
}

/* A starting castle set on a space of another colour names that space. */
static void
test_start_space_named (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_true (json_parser_load_from_data (
      parser, "[{\"name\":\"Ana\",\"start-space\":19},{\"name\":\"Bruno\"}]", -1, NULL));
  g_autofree TsBurgundyState *s = ts_burgundy_state_new_from_setup (
      NULL, json_node_get_array (json_parser_get_root (parser)), NULL, &error);
  g_assert_null (s);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==,
                   "Ana's starting castle must go on a dark green castle space, and the blue "
                   "river space with die 5 is not one.");
}

/* CB-SHP-01: a ship may take any depot, one with no goods too; the words say that nothing is
 * taken there rather than speaking of goods that are not there (issue 24). */
static void
test_ship_empty_depot (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  TsBurgundyEntry e;
  g_autofree char *full = NULL;
  g_autofree char *empty = NULL;
  g_autofree char *pair = NULL;

  memset (s->depot_goods, 0, sizeof s->depot_goods);
  s->depot_goods[1][4] = 2;
  ts_burgundy_entry_init (&e, TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT, 0);
  e.depot = 2;
  full = ts_burgundy_describe_entry (s, &e);
  g_assert_cmpstr (full, ==, "Ana's ship takes the goods of depot 2.");
  e.depot = 3;
  empty = ts_burgundy_describe_entry (s, &e);
  g_assert_cmpstr (empty, ==, "Ana's ship takes depot 3, which has no goods: nothing is taken.");
  /* Monastery 5: two depots, one of them empty (CB-MON-05). */
  e.depot = 2;
  e.second_depot = 3;
  pair = ts_burgundy_describe_entry (s, &e);
  g_assert_cmpstr (pair, ==, "Ana's ship takes the goods of depots 2 and 3 (depot 3 has none).");
}

/* Issue 24: where a game stands, for the saved games list (TsGameModule.progress), kept in
 * the record without words and said in the reader's language. */
static char *
progress_text (const TsBurgundyState *s)
{
  g_autoptr (JsonObject) progress = ts_burgundy_progress (s);

  g_assert_nonnull (progress);
  return ts_burgundy_describe_progress (progress);
}

static void
test_progress (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  g_autofree char *first = progress_text (s);
  g_autofree char *later = NULL;
  g_autoptr (JsonObject) bogus = json_object_new ();

  g_assert_cmpstr (first, ==, "Phase A, round 1");
  /* CB-TRN-01: five phases A-E of five rounds. */
  s->phase = 2;
  s->round = 2;
  later = progress_text (s);
  g_assert_cmpstr (later, ==, "Phase C, round 3");
  json_object_set_int_member (bogus, "phase", 7);
  g_assert_null (ts_burgundy_describe_progress (bogus));
  s->stage = TS_BURGUNDY_STAGE_OVER;
  g_assert_null (ts_burgundy_progress (s));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/wording/place-adjacency-before-die/CB-ACT-07",
                   test_place_adjacency_before_die);
  g_test_add_func ("/burgundy/wording/place-colour-before-die/CB-ACT-06",
                   test_place_colour_before_die);
  g_test_add_func ("/burgundy/wording/place-space-rules-before-die/CB-BLD-02",
                   test_place_space_rules_before_die);
  g_test_add_func ("/burgundy/wording/sell-held-before-die/CB-ACT-11", test_sell_held_before_die);
  g_test_add_func ("/burgundy/wording/worker-plurals/CB-TRN-04", test_worker_plurals);
  g_test_add_func ("/burgundy/wording/depot-spaces-named/CB-ACT-02", test_depot_spaces_named);
  g_test_add_func ("/burgundy/wording/no-index", test_no_index);
  g_test_add_func ("/burgundy/wording/start-space-named/CB-ADV-02", test_start_space_named);
  g_test_add_func ("/burgundy/wording/ship-empty-depot/CB-SHP-01", test_ship_empty_depot);
  g_test_add_func ("/burgundy/wording/progress/CB-TRN-01", test_progress);
  return g_test_run ();
}

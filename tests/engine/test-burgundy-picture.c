/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The main board as the phones picture it (TsGameModule.board_picture, entry_spot): the six
 * depots around the black depot, what lies in them, and the depot each legal entry takes from,
 * at every point of real games (corpus records, a team game). */
#include "burgundy-util.h"
#include "team-util.h"
#include "record-walk.h"

extern const TsGameModule ts_burgundy_module;

/* The spot a record entry must name, from its JSON alone: the depot it takes a tile, goods or
 * a shield from, or the black depot it buys from; NULL when it acts on no depot. */
static char *
expected_spot (JsonNode *node)
{
  JsonObject *o = json_node_get_object (node);
  const char *type = json_object_get_string_member (o, "type");
  gint64 depot = json_object_get_int_member_with_default (o, "depot", -1);

  /* CB-ACT-02 and CB-BLD-04..06 (a tile), CB-SHP-01 (goods), CB-SHG-03 (a shield),
   * CB-SOL-09 (the tile removed): depots 1-6 only. */
  if (g_str_equal (type, "take-tile") || g_str_equal (type, "choose-ship-depot")
      || g_str_equal (type, "take-shield") || g_str_equal (type, "solo-remove"))
    return g_strdup_printf ("depot-%d", (int) depot);
  /* CB-BLK-01 (0 or none: the black depot; 1-6 with monastery 6, CB-MON-06b), CB-SHD-14/15. */
  if (g_str_equal (type, "buy-black") || g_str_equal (type, "shield-tile"))
    return depot <= 0 ? g_strdup ("black-depot") : g_strdup_printf ("depot-%d", (int) depot);
  /* CB-INN-01/03 (the inns beside it), CB-SOL-14 and CB-SOL-18 (its tiles). */
  if (g_str_equal (type, "buy-inn") || g_str_equal (type, "solo-exchange")
      || g_str_equal (type, "solo-black"))
    return g_strdup ("black-depot");
  return NULL;
}

/* The picture's shape, the same in every game (CB-PHS-04/05, CB-PLY-01): 7 spots, each on its
 * own cell of a 3 x 3 grid, the black depot in the middle, a mark and a label each. */
static void
assert_shape (const TsBoardPicture *picture)
{
  static const struct
  {
    const char *id;
    int col, row;
    const char *mark;
    const char *label_start;
  } want[] = {
    { "depot-1", 0, 0, "1", "Depot 1: " }, { "depot-2", 1, 0, "2", "Depot 2: " },
    { "depot-3", 2, 0, "3", "Depot 3: " }, { "depot-4", 2, 2, "4", "Depot 4: " },
    { "depot-5", 1, 2, "5", "Depot 5: " }, { "depot-6", 0, 2, "6", "Depot 6: " },
    { "black-depot", 1, 1, "Black", "Black depot: " },
  };

  g_assert_nonnull (picture);
  g_assert_cmpuint (picture->spots->len, ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      const TsBoardSpot *spot = g_ptr_array_index (picture->spots, i);

      g_assert_cmpstr (spot->id, ==, want[i].id);
      g_assert_cmpint (spot->col, ==, want[i].col);
      g_assert_cmpint (spot->row, ==, want[i].row);
      g_assert_cmpstr (spot->mark, ==, want[i].mark);
      g_assert_true (g_str_has_prefix (spot->label, want[i].label_start));
      g_assert_true (ts_board_picture_find (picture, want[i].id) == spot);
    }
}

typedef struct
{
  guint with_spot[TS_BURGUNDY_N_ENTRY_TYPES]; /* legal entries naming a spot, by type */
  guint without;                              /* legal entries naming none */
  guint points;                               /* states whose legal entries were checked */
} Seen;

static void
count_spotted (gconstpointer entry,
               const char   *spot G_GNUC_UNUSED,
               gpointer      seen)
{
  ((Seen *) seen)->with_spot[((const TsBurgundyEntry *) entry)->type]++;
}

/* Every legal entry of @state names the spot its JSON says, and that spot is in the picture;
 * the others name none. */
static void
check_point (const TsBurgundyState *state, Seen *seen)
{
  const TsGameModule *m = &ts_burgundy_module;
  g_autoptr (TsBoardPicture) picture = NULL;

  /* Nobody takes from a finished game's board: it has no picture (TsGameModule.board_picture). */
  if (m->is_finished (state))
    return;
  picture = m->board_picture (state);
  assert_shape (picture);
  seen->without
      += record_walk_assert_legal_spots (m, state, picture, expected_spot, count_spotted, seen);
  seen->points++;
}

/* check_point at a state of a record, and the entry the record applies there names the spot
 * its JSON says. */
static void
check_record_point (RecordWalk *r,
                    guint       i,
                    gpointer    seen)
{
  check_point (r->state, seen);
  if (i < r->n_entries)
    record_walk_assert_entry_spot (r, i, expected_spot);
}

/* Replays @name from the corpus, checking every point while the game goes on. */
static void
replay_checked (const char *name, Seen *seen)
{
  const char *const names[] = { name, NULL };

  record_walk (names, check_record_point, seen);
}

/* Two players, no module: tiles taken (CB-ACT-02), bought (CB-BLK-01) and ships' goods
 * (CB-SHP-01) all name their depot. */
static void
test_record_2p (void)
{
  Seen seen = { 0 };

  replay_checked ("castles-of-burgundy-2p-complete.json", &seen);
  g_assert_cmpuint (seen.points, >, 200);
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_TAKE_TILE], >, 0);
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_BUY_BLACK], >, 0);
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_CHOOSE_SHIP_DEPOT], >, 0);
  g_assert_cmpuint (seen.without, >, 0);
}

/* Three players with shields and trade routes: shields taken from a depot (CB-SHG-03), shield
 * 14/15's tile at a phase end (CB-SHD-14/15); a route's tile (CB-TRD-04) is a take-tile too. */
static void
test_record_shields (void)
{
  Seen seen = { 0 };

  replay_checked ("castles-of-burgundy-3p-routes-shields-complete.json", &seen);
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_TAKE_SHIELD], >, 0);
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_SHIELD_TILE], >, 0);
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_TAKE_TILE], >, 0);
}

/* Four players with inns: an inn is bought beside the black depot (CB-INN-03). */
static void
test_record_inns (void)
{
  Seen seen = { 0 };

  replay_checked ("castles-of-burgundy-4p-extras-inns-complete.json", &seen);
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_BUY_INN], >, 0);
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_BUY_BLACK], >, 0);
}

/* The solo game: the same board (CB-SOL-08..10), one player's entries. */
static void
test_record_solo (void)
{
  Seen seen = { 0 };

  replay_checked ("castles-of-burgundy-solo-modules-complete.json", &seen);
  g_assert_cmpuint (seen.points, >, 100);
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_TAKE_TILE], >, 0);
}

/* The team game's 4 seats use the 4-player board (CB-TEM-01): random table events and
 * decisions for 300 entries, every point checked. */
static void
test_team (void)
{
  TsBurgundyState *s = team_at_turn (7);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  Seen seen = { 0 };

  for (guint i = 0; i < 300; i++)
    {
      TsBurgundyEntry e;
      g_autoptr (GError) error = NULL;

      check_point (s, &seen);
      if (!ts_burgundy_random_entry (s, rand, &e))
        break;
      g_assert_true (ts_burgundy_apply (s, &e, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (seen.with_spot[TS_BURGUNDY_ENTRY_TAKE_TILE], >, 0);
  ts_burgundy_state_free (s);
}

/* The labels say what lies in each depot now in the game's words: tiles by name, an
 * unidentified one by its space's colour (CB-PHS-04), goods by die number (CB-RND-02), the
 * black depot's tiles (CB-PHS-05) and the inns beside it (CB-INN-01). */
static void
test_labels (void)
{
  const TsGameModule *m = &ts_burgundy_module;
  TsBurgundyState *s = bt_turn_state (4, 3, 5);
  g_autoptr (TsBoardPicture) before = m->board_picture (s);
  g_autoptr (TsBoardPicture) after = NULL;
  int pasture = -1;

  g_assert_cmpstr (ts_board_picture_find (before, "depot-3")->label, ==, "Depot 3: empty");
  g_assert_cmpstr (ts_board_picture_find (before, "black-depot")->label, ==,
                   "Black depot: empty");
  for (guint k = 0; k < TS_BURGUNDY_DEPOT_SLOTS && pasture < 0; k++)
    if (ts_burgundy_slot_colour (s, 2, k) == TS_BURGUNDY_PASTURE)
      pasture = k;
  g_assert_cmpint (pasture, >=, 0);
  s->depots[2][pasture] = TS_BURGUNDY_TILE_UNKNOWN;
  s->depots[2][pasture == 0 ? 1 : 0] = TS_BURGUNDY_TILE_SHIP;
  s->depot_goods[2][5] = 2;
  s->black[0] = TS_BURGUNDY_TILE_CASTLE;
  s->inns = 1;
  after = m->board_picture (s);
  g_assert_cmpstr (ts_board_picture_find (after, "depot-3")->label, ==,
                   pasture == 0 ? "Depot 3: light green pasture, ship, 2 × goods 5"
                                : "Depot 3: ship, light green pasture, 2 × goods 5");
  g_assert_cmpstr (ts_board_picture_find (after, "black-depot")->label, ==,
                   "Black depot: castle, inn");
  g_assert_cmpstr (ts_board_picture_find (after, "depot-4")->label, ==, "Depot 4: empty");
  ts_burgundy_state_free (s);
}

/* tests/data/rounds/castles-of-burgundy-keys.json: the round the laptop's keys and the phones
 * record; each "take-tile" names its depot (CB-ACT-02), and the goods the white die moves
 * lie in depot 3 (CB-RND-02). */
static void
test_keys_round (void)
{
  const TsGameModule *m = &ts_burgundy_module;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "rounds",
                                                 "castles-of-burgundy-keys.json", NULL);
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  JsonObject *root, *record;
  JsonArray *entries, *round;
  gpointer state;
  guint taken = 0;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  record = json_object_get_object_member (root, "record");
  state = m->state_new (json_object_get_object_member (record, "options"),
                        json_object_get_array_member (record, "players"),
                        json_object_get_object_member (record, "setup"), &error);
  g_assert_no_error (error);
  entries = json_object_get_array_member (record, "entries");
  round = json_object_get_array_member (root, "round");
  for (guint i = 0; i < json_array_get_length (entries); i++)
    {
      gpointer e = m->entry_from_json (json_array_get_element (entries, i), &error);

      g_assert_no_error (error);
      g_assert_true (m->apply (state, e, &error));
      m->entry_free (e);
    }
  for (guint i = 0; i < json_array_get_length (round); i++)
    {
      JsonNode *node = json_array_get_element (round, i);
      gpointer e = m->entry_from_json (node, &error);
      g_autofree char *spot = m->entry_spot (state, e);
      g_autofree char *want = expected_spot (node);

      g_assert_no_error (error);
      g_assert_cmpstr (spot, ==, want);
      if (g_str_equal (json_object_get_string_member (json_node_get_object (node), "type"),
                       "take-tile"))
        taken++;
      if (i == 1)
        {
          g_autoptr (TsBoardPicture) picture = m->board_picture (state);

          g_assert_cmpstr (spot, ==, "depot-1");
          g_assert_true (g_str_has_suffix (ts_board_picture_find (picture, "depot-3")->label,
                                           ", 1 × goods 1"));
        }
      g_assert_true (m->apply (state, e, &error));
      m->entry_free (e);
    }
  g_assert_cmpuint (taken, >, 1);
  m->state_free (state);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/picture/labels/CB-PHS-04", test_labels);
  g_test_add_func ("/burgundy/picture/keys-round/CB-ACT-02", test_keys_round);
  g_test_add_func ("/burgundy/picture/record-2p/CB-BLK-01", test_record_2p);
  g_test_add_func ("/burgundy/picture/record-shields/CB-SHG-03", test_record_shields);
  g_test_add_func ("/burgundy/picture/record-inns/CB-INN-03", test_record_inns);
  g_test_add_func ("/burgundy/picture/record-solo/CB-SOL-09", test_record_solo);
  g_test_add_func ("/burgundy/picture/team/CB-TEM-01", test_team);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Component data: invariants of the shipped files and clear errors for broken ones. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-engine-error.h"

static const TsBurgundyData *
data (void)
{
  g_autoptr (GError) error = NULL;
  const TsBurgundyData *d = ts_burgundy_data_get (&error);
  g_assert_no_error (error);
  return d;
}

/* The hex grid of a duchy: 37 cells, symmetric neighbours, 6 around the centre. */
static void
test_grid (void)
{
  const TsHexGrid *g = &data ()->grid;
  g_assert_cmpuint (g->n_cells, ==, 37);
  g_assert_cmpuint (g->n_neighbours[18], ==, 6);
  g_assert_cmpuint (g->n_neighbours[0], ==, 3);
  for (guint i = 0; i < 37; i++)
    for (guint d = 0; d < 6; d++)
      if (g->neighbours[i][d] >= 0)
        g_assert_true (ts_hex_grid_adjacent (g, g->neighbours[i][d], i));
  /* Row 0 has 4 cells: 0 touches 1, 4 and 5. */
  g_assert_true (ts_hex_grid_adjacent (g, 0, 4));
  g_assert_true (ts_hex_grid_adjacent (g, 0, 5));
  g_assert_false (ts_hex_grid_adjacent (g, 0, 6));
}

/* CB-DUC-01, CB-DUC-02 and the invariants: 37 spaces, 12/6/6/6/4/3, areas of at most
 * 8, the shared die pattern, on every shipped duchy. */
static void
test_duchy_invariants (void)
{
  const TsBurgundyData *d = data ();
  guint known = 0;
  for (guint i = 0; i < d->n_duchies; i++)
    {
      const TsBurgundyDuchy *duchy = &d->duchies[i];
      if (!duchy->known)
        continue;
      known++;
      guint counts[TS_BURGUNDY_N_COLOURS] = { 0 };
      for (guint s = 0; s < 37; s++)
        {
          counts[duchy->colour[s]]++;
          g_assert_cmpuint (duchy->die[s], ==, d->die_pattern[s]);
        }
      g_assert_cmpuint (counts[TS_BURGUNDY_CITY], ==, 12);
      g_assert_cmpuint (counts[TS_BURGUNDY_PASTURE], ==, 6);
      g_assert_cmpuint (counts[TS_BURGUNDY_RIVER], ==, 6);
      g_assert_cmpuint (counts[TS_BURGUNDY_MONASTERY], ==, 6);
      g_assert_cmpuint (counts[TS_BURGUNDY_CASTLE], ==, 4);
      g_assert_cmpuint (counts[TS_BURGUNDY_MINE], ==, 3);
      g_autoptr (GError) error = NULL;
      g_assert_true (ts_burgundy_duchy_validate (d, duchy, &error));
    }
  g_assert_cmpuint (known, ==, 8);
  /* Every number 1-6 is printed on the pattern. */
  guint per_die[7] = { 0 };
  for (guint s = 0; s < 37; s++)
    per_die[d->die_pattern[s]]++;
  for (guint v = 1; v <= 6; v++)
    g_assert_cmpuint (per_die[v], >, 4);
}

/* CB-DUC-02: areas of 1 to 8 spaces (computed per player). */
static void
test_area_sizes (void)
{
  const TsBurgundyData *d = data ();
  for (guint i = 0; i < d->n_duchies; i++)
    {
      if (!d->duchies[i].known)
        continue;
      g_autoptr (JsonArray) players = json_array_new ();
      for (guint k = 0; k < 2; k++)
        {
          JsonObject *o = json_object_new ();
          json_object_set_string_member (o, "duchy", d->duchies[i].id);
          for (guint s = 0; s < 37; s++)
            if (d->duchies[i].colour[s] == TS_BURGUNDY_CASTLE)
              json_object_set_int_member (o, "start-space", s);
          json_array_add_object_element (players, o);
        }
      g_autoptr (GError) error = NULL;
      g_autofree TsBurgundyState *s
          = ts_burgundy_state_new_from_setup (NULL, players, NULL, &error);
      g_assert_no_error (error);
      for (guint sp = 0; sp < 37; sp++)
        {
          g_assert_cmpuint (s->players[0].area_size[sp], >=, 1);
          g_assert_cmpuint (s->players[0].area_size[sp], <=, 8);
        }
    }
}

/* CB-DUC-03: cities number 2-6; duchy 1 has cities of 1, 3, 3 and 5 spaces. */
static void
test_cities (void)
{
  const TsBurgundyData *d = data ();
  for (guint i = 0; i < d->n_duchies; i++)
    {
      if (!d->duchies[i].known)
        continue;
      g_autoptr (JsonArray) players = json_array_new ();
      for (guint k = 0; k < 2; k++)
        {
          JsonObject *o = json_object_new ();
          json_object_set_string_member (o, "duchy", d->duchies[i].id);
          for (guint s = 0; s < 37; s++)
            if (d->duchies[i].colour[s] == TS_BURGUNDY_CASTLE)
              json_object_set_int_member (o, "start-space", s);
          json_array_add_object_element (players, o);
        }
      g_autofree TsBurgundyState *s = ts_burgundy_state_new_from_setup (NULL, players, NULL, NULL);
      const TsBurgundyPlayer *p = &s->players[0];
      guint8 seen[37] = { 0 };
      guint cities = 0, sizes[9] = { 0 };
      for (guint sp = 0; sp < 37; sp++)
        if (p->duchy.colour[sp] == TS_BURGUNDY_CITY && !seen[p->area[sp]])
          {
            seen[p->area[sp]] = 1;
            cities++;
            sizes[p->area_size[sp]]++;
          }
      g_assert_cmpuint (cities, >=, 2);
      g_assert_cmpuint (cities, <=, 6);
      if (g_str_equal (d->duchies[i].id, "1"))
        {
          g_assert_cmpuint (cities, ==, 4);
          g_assert_cmpuint (sizes[1], ==, 1);
          g_assert_cmpuint (sizes[3], ==, 2);
          g_assert_cmpuint (sizes[5], ==, 1);
        }
    }
}

/* CB-DUC-04: 3 hex storage spaces and at most 3 goods types. */
static void
test_storage_spaces (void)
{
  g_assert_cmpint (TS_BURGUNDY_STORAGE, ==, 3);
  g_assert_cmpint (TS_BURGUNDY_GOODS_SPACES, ==, 3);
  g_autofree TsBurgundyState *s = bt_turn_state (2, 1, 1);
  memset (s->players[0].storage, TS_BURGUNDY_TILE_MINE, 3);
  g_assert_cmpint (ts_burgundy_free_storage (&s->players[0]), ==, -1);
}

/* CB-CMP-05 and the confidence rule: duchies 1-10; 4 and 8 not shipped as known. */
static void
test_confidence (void)
{
  const TsBurgundyData *d = data ();
  g_assert_cmpuint (d->n_duchies, ==, 18); /* 1-10, 11a-11f, 13a/13b (issue 15) */
  for (guint n = 1; n <= 10; n++)
    {
      g_autofree char *id = g_strdup_printf ("%u", n);
      const TsBurgundyDuchy *duchy = ts_burgundy_data_find_duchy (d, id);
      g_assert_nonnull (duchy);
      if (n == 4 || n == 8)
        {
          g_assert_false (duchy->known);
          g_assert_cmpint (duchy->confidence, ==, TS_BURGUNDY_CONFIDENCE_UNKNOWN);
        }
      else if (n == 1 || n == 6)
        g_assert_cmpint (duchy->confidence, ==, TS_BURGUNDY_CONFIDENCE_HIGH);
      else
        g_assert_cmpint (duchy->confidence, ==, TS_BURGUNDY_CONFIDENCE_MEDIUM);
    }
}

/* Issue 15: each shipped board's kind; the outpost duchies 11a-11f and the solo board's
 * sides 13a/13b are listed but not known (entered from the user's box). */
static void
test_board_kinds (void)
{
  const TsBurgundyData *d = data ();

  for (guint n = 1; n <= 10; n++)
    {
      g_autofree char *id = g_strdup_printf ("%u", n);
      g_assert_cmpuint (ts_burgundy_data_find_duchy (d, id)->kind, ==, TS_BURGUNDY_BOARD_DUCHY);
    }
  static const char *const outposts[] = { "11a", "11b", "11c", "11d", "11e", "11f" };
  for (guint k = 0; k < G_N_ELEMENTS (outposts); k++)
    {
      const TsBurgundyDuchy *duchy = ts_burgundy_data_find_duchy (d, outposts[k]);
      g_assert_nonnull (duchy);
      g_assert_cmpuint (duchy->kind, ==, TS_BURGUNDY_BOARD_OUTPOST);
      g_assert_false (duchy->known);
      g_assert_cmpint (duchy->confidence, ==, TS_BURGUNDY_CONFIDENCE_UNKNOWN);
    }
  static const char *const solo[] = { "13a", "13b" };
  for (guint k = 0; k < G_N_ELEMENTS (solo); k++)
    {
      const TsBurgundyDuchy *duchy = ts_burgundy_data_find_duchy (d, solo[k]);
      g_assert_nonnull (duchy);
      g_assert_cmpuint (duchy->kind, ==, TS_BURGUNDY_BOARD_SOLO);
      g_assert_false (duchy->known);
      g_assert_cmpint (duchy->confidence, ==, TS_BURGUNDY_CONFIDENCE_UNKNOWN);
    }
  g_assert_cmpstr (ts_burgundy_data_find_duchy (d, "13a")->name, ==, "Solo 13A (beginners)");
  g_assert_null (ts_burgundy_data_find_duchy (d, "12a"));
}

static guint
count (const TsBurgundyData *d, guint back, guint from, guint to)
{
  guint n = 0;
  for (guint t = from; t < to; t++)
    n += d->inventory[back][t];
  return n;
}

/* CB-CMP-01: 164 hexes by back. */
static void
test_inventory (void)
{
  const TsBurgundyData *d = data ();
  g_assert_cmpuint (count (d, 0, TS_BURGUNDY_TILE_BUILDING, TS_BURGUNDY_TILE_ANIMAL), ==, 40);
  g_assert_cmpuint (count (d, 1, TS_BURGUNDY_TILE_BUILDING, TS_BURGUNDY_TILE_ANIMAL), ==, 16);
  g_assert_cmpuint (count (d, 0, TS_BURGUNDY_TILE_ANIMAL, TS_BURGUNDY_TILE_ANIMAL + 12), ==, 20);
  g_assert_cmpuint (count (d, 1, TS_BURGUNDY_TILE_ANIMAL, TS_BURGUNDY_TILE_ANIMAL + 12), ==, 8);
  g_assert_cmpuint (count (d, 0, TS_BURGUNDY_MONASTERY_TILE (1), TS_BURGUNDY_N_TILES), ==, 20);
  g_assert_cmpuint (count (d, 1, TS_BURGUNDY_MONASTERY_TILE (1), TS_BURGUNDY_N_TILES), ==, 6);
  g_assert_cmpuint (d->inventory[0][TS_BURGUNDY_TILE_CASTLE], ==, 14);
  g_assert_cmpuint (d->inventory[1][TS_BURGUNDY_TILE_CASTLE], ==, 2);
  g_assert_cmpuint (d->inventory[0][TS_BURGUNDY_TILE_MINE], ==, 10);
  g_assert_cmpuint (d->inventory[1][TS_BURGUNDY_TILE_MINE], ==, 2);
  g_assert_cmpuint (d->inventory[0][TS_BURGUNDY_TILE_SHIP], ==, 20);
  g_assert_cmpuint (d->inventory[1][TS_BURGUNDY_TILE_SHIP], ==, 6);
  g_assert_cmpuint (count (d, 0, 0, TS_BURGUNDY_N_TILES) + count (d, 1, 0, TS_BURGUNDY_N_TILES), ==,
                    164);
  static const guint black_monasteries[] = { 7, 12, 14, 15, 24, 25 };
  for (guint i = 0; i < G_N_ELEMENTS (black_monasteries); i++)
    g_assert_cmpuint (d->inventory[1][TS_BURGUNDY_MONASTERY_TILE (black_monasteries[i])], ==, 1);
}

/* CB-EXT-01, CB-WHC-01, CB-INN-01: the module tiles, kept apart from the base inventory:
 * monasteries 27 and 28 (monastery backs), crane and geese (black backs); 6 beige-backed and
 * 2 black-backed white castles and monastery 29; 5 inns without a back. */
static void
test_module_inventory (void)
{
  const TsBurgundyData *d = data ();
  const guint8 (*extra)[TS_BURGUNDY_N_TILES] = d->module_inventory[TS_BURGUNDY_MODULE_EXTRA_TILES];
  const guint8 (*white)[TS_BURGUNDY_N_TILES] = d->module_inventory[TS_BURGUNDY_MODULE_WHITE_CASTLES];
  guint total = 0;

  g_assert_cmpuint (extra[0][TS_BURGUNDY_MONASTERY_TILE (27)], ==, 1);
  g_assert_cmpuint (extra[0][TS_BURGUNDY_MONASTERY_TILE (28)], ==, 1);
  g_assert_cmpuint (extra[1][TS_BURGUNDY_TILE_CRANE], ==, 1);
  g_assert_cmpuint (extra[1][TS_BURGUNDY_TILE_GEESE], ==, 1);
  g_assert_cmpuint (white[0][TS_BURGUNDY_TILE_WHITE_CASTLE], ==, 6);
  g_assert_cmpuint (white[1][TS_BURGUNDY_TILE_WHITE_CASTLE], ==, 2);
  g_assert_cmpuint (white[0][TS_BURGUNDY_MONASTERY_TILE (29)], ==, 1);
  g_assert_cmpuint (d->n_inns, ==, 5);
  for (guint m = 0; m < TS_BURGUNDY_N_TILE_MODULES; m++)
    for (guint b = 0; b < 2; b++)
      for (guint t = 0; t < TS_BURGUNDY_N_TILES; t++)
        {
          total += d->module_inventory[m][b][t];
          if (d->module_inventory[m][b][t] > 0)
            g_assert_cmpint (ts_burgundy_tile_module (t), ==, m);
        }
  g_assert_cmpuint (total, ==, 4 + 9);
  /* The base inventory holds none of them. */
  for (guint t = TS_BURGUNDY_TILE_CASTLE; t < TS_BURGUNDY_N_TILES; t++)
    if (ts_burgundy_tile_module (t) >= 0)
      g_assert_cmpuint (d->inventory[0][t] + d->inventory[1][t], ==, 0);
}

/* CB-CMP-02: 8 building types x 7, 4 species x 7. */
static void
test_types (void)
{
  const TsBurgundyData *d = data ();
  for (guint b = 0; b < TS_BURGUNDY_N_BUILDINGS; b++)
    {
      g_assert_cmpuint (d->inventory[0][TS_BURGUNDY_TILE_BUILDING + b], ==, 5);
      g_assert_cmpuint (d->inventory[1][TS_BURGUNDY_TILE_BUILDING + b], ==, 2);
    }
  for (guint sp = 0; sp < TS_BURGUNDY_N_SPECIES; sp++)
    {
      guint n = 0;
      for (guint a = 2; a <= 4; a++)
        n += d->inventory[0][TS_BURGUNDY_ANIMAL_TILE (sp, a)]
             + d->inventory[1][TS_BURGUNDY_ANIMAL_TILE (sp, a)];
      g_assert_cmpuint (n, ==, 7);
    }
}

/* CB-CMP-03: 42 goods, 7 of each of 6 types. */
static void
test_goods (void)
{
  g_assert_cmpuint (data ()->goods_per_type, ==, 7);
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  guint n = 0;
  for (guint g = 1; g <= 6; g++)
    n += s->goods_supply[g];
  g_assert_cmpuint (n, ==, 42);
}

/* CB-CMP-04, CB-CMP-06 are checked through the state: 6 colours x (large + small); 2 dice per
 * player (see test-burgundy-rules). The main board: the supply of each colour matches what
 * 4 players use over 5 phases. */
static void
test_board (void)
{
  const TsBurgundyData *d = data ();
  guint used[5][TS_BURGUNDY_N_COLOURS] = { { 0 } }, black[5] = { 0 };
  for (guint n = 2; n <= 4; n++)
    {
      for (guint dep = 0; dep < 6; dep++)
        for (guint s = 0; s < 4; s++)
          if (d->depot_min_players[dep][s] <= n)
            used[n][d->depot_colour[dep][s]]++;
      for (guint s = 0; s < 8; s++)
        black[n] += d->black_min_players[s] <= n;
    }
  g_assert_cmpuint (black[2], ==, 4);
  g_assert_cmpuint (black[3], ==, 6);
  g_assert_cmpuint (black[4], ==, 8);
  g_assert_cmpuint (used[4][TS_BURGUNDY_CITY] * 5, ==, 40);
  g_assert_cmpuint (used[4][TS_BURGUNDY_PASTURE] * 5, ==, 20);
  g_assert_cmpuint (used[4][TS_BURGUNDY_RIVER] * 5, ==, 20);
  g_assert_cmpuint (used[4][TS_BURGUNDY_MONASTERY] * 5, ==, 20);
  g_assert_cmpuint (used[4][TS_BURGUNDY_MINE] * 5, ==, 10);
  g_assert_cmpuint (used[4][TS_BURGUNDY_CASTLE] * 5 + 4, ==, 14);
  guint total2 = 0;
  for (guint c = 0; c < TS_BURGUNDY_N_COLOURS; c++)
    total2 += used[2][c];
  g_assert_cmpuint (total2, ==, 12);
  g_assert_cmpuint (d->depot_colour[d->mine_space_depot][d->mine_space_slot], ==,
                    TS_BURGUNDY_CASTLE);
  g_assert_cmpuint (d->bridge_spaces, ==, 7);
}

/* Broken data gives a GError that names the file and the fault. */
static void
expect_broken (gboolean (*loader) (TsBurgundyData *, const char *, GBytes *, GError **),
               const char *text, const char *needle)
{
  g_autofree TsBurgundyData *d = g_new0 (TsBurgundyData, 1);
  g_autoptr (GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr (GError) error = NULL;

  /* Duchy validation needs the grid and the die pattern. */
  *d = *data ();
  g_assert_false (loader (d, "broken.json", bytes, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_DATA);
  g_assert_nonnull (strstr (error->message, "broken.json"));
  if (strstr (error->message, needle) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, needle);
}

static void
test_broken_data (void)
{
  const char *pat = "6543216545431236126541254312612563413";
  expect_broken (ts_burgundy_data_load_duchies, "{ not json", "not valid JSON");
  expect_broken (ts_burgundy_data_load_duchies, "[1,2]", "JSON object");
  expect_broken (ts_burgundy_data_load_duchies, "{\"format\":\"x\",\"version\":1}", "version 1");
  g_autofree char *no_pattern = g_strdup (
      "{\"format\":\"tableside-burgundy-duchies\",\"version\":1,\"geometry\":\"hexagon-4\","
      "\"die_pattern\":\"123\",\"duchies\":[]}");
  expect_broken (ts_burgundy_data_load_duchies, no_pattern, "die_pattern");
  /* Duchy 1 with one pasture turned into a city: colour counts break. */
  g_autofree char *counts = g_strdup_printf (
      "{\"format\":\"tableside-burgundy-duchies\",\"version\":1,\"geometry\":\"hexagon-4\","
      "\"die_pattern\":\"%s\",\"duchies\":[{\"id\":\"1\",\"confidence\":\"high\","
      "\"cells\":\"BCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB\",\"dice\":\"%s\"}]}",
      pat, pat);
  expect_broken (ts_burgundy_data_load_duchies, counts, "every duchy has");
  g_autofree char *guessed = g_strdup_printf (
      "{\"format\":\"tableside-burgundy-duchies\",\"version\":1,\"geometry\":\"hexagon-4\","
      "\"die_pattern\":\"%s\",\"duchies\":[{\"id\":\"4\",\"confidence\":\"unknown\","
      "\"cells\":\"PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB\",\"dice\":\"%s\"}]}",
      pat, pat);
  expect_broken (ts_burgundy_data_load_duchies, guessed, "marked unknown");
  /* All 12 cities in one area larger than 8: rows 0-1 (9 cells) as city. */
  g_autofree char *big = g_strdup_printf (
      "{\"format\":\"tableside-burgundy-duchies\",\"version\":1,\"geometry\":\"hexagon-4\","
      "\"die_pattern\":\"%s\",\"duchies\":[{\"id\":\"x\",\"confidence\":\"medium\","
      "\"cells\":\"BBBBBBBBBPPPPPPSSSSSSYYYYYYCCCCMMMBBB\",\"dice\":\"%s\"}]}",
      pat, pat);
  expect_broken (ts_burgundy_data_load_duchies, big, "at most 8");
  g_autofree char *wrong_dice = g_strdup_printf (
      "{\"format\":\"tableside-burgundy-duchies\",\"version\":1,\"geometry\":\"hexagon-4\","
      "\"die_pattern\":\"%s\",\"duchies\":[{\"id\":\"1\",\"confidence\":\"high\","
      "\"cells\":\"PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB\",\"dice\":\"1%s\"}]}",
      pat, pat + 1);
  expect_broken (ts_burgundy_data_load_duchies, wrong_dice, "die number");
  /* Issue 15: a kind the engine does not know; an outpost duchy without its outposts. */
  g_autofree char *team = g_strdup_printf (
      "{\"format\":\"tableside-burgundy-duchies\",\"version\":1,\"geometry\":\"hexagon-4\","
      "\"die_pattern\":\"%s\",\"duchies\":[{\"id\":\"12a\",\"kind\":\"giant\","
      "\"confidence\":\"unknown\"}]}",
      pat);
  expect_broken (ts_burgundy_data_load_duchies, team,
                 "duchy 12a has no valid “kind” (duchy, outpost, solo or team).");
  g_autofree char *no_outposts = g_strdup_printf (
      "{\"format\":\"tableside-burgundy-duchies\",\"version\":1,\"geometry\":\"hexagon-4\","
      "\"die_pattern\":\"%s\",\"duchies\":[{\"id\":\"11a\",\"kind\":\"outpost\","
      "\"confidence\":\"high\",\"cells\":\"PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB\","
      "\"dice\":\"%s\",\"outposts\":[[0],[3]]}]}",
      pat, pat);
  expect_broken (ts_burgundy_data_load_duchies, no_outposts,
                 "duchy 11a: The board has 2 outposts; an outpost duchy has 3.");
  expect_broken (ts_burgundy_data_load_board,
                 "{\"format\":\"tableside-burgundy-board\",\"version\":1,\"depots\":[]}", "depots");
  expect_broken (ts_burgundy_data_load_tiles,
                 "{\"format\":\"tableside-burgundy-tiles\",\"version\":1,\"tiles\":[{\"kind\":"
                 "\"dragon\",\"coloured\":1,\"black\":0}]}",
                 "dragon");
  expect_broken (ts_burgundy_data_load_tiles,
                 "{\"format\":\"tableside-burgundy-tiles\",\"version\":1,\"tiles\":[]}", "goods");
  /* A module tile without its module would join every base game. */
  expect_broken (ts_burgundy_data_load_tiles,
                 "{\"format\":\"tableside-burgundy-tiles\",\"version\":1,\"tiles\":[{\"kind\":"
                 "\"crane\",\"coloured\":0,\"black\":1}]}",
                 "module “extra-tiles”");
  expect_broken (ts_burgundy_data_load_tiles,
                 "{\"format\":\"tableside-burgundy-tiles\",\"version\":1,\"tiles\":[{\"kind\":"
                 "\"inn\",\"module\":\"inns\",\"coloured\":5}]}",
                 "“loose” for inns");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/data/hex-grid/CB-DUC-01", test_grid);
  g_test_add_func ("/burgundy/data/duchy-invariants/CB-DUC-01", test_duchy_invariants);
  g_test_add_func ("/burgundy/data/area-sizes/CB-DUC-02", test_area_sizes);
  g_test_add_func ("/burgundy/data/cities/CB-DUC-03", test_cities);
  g_test_add_func ("/burgundy/data/storage-spaces/CB-DUC-04", test_storage_spaces);
  g_test_add_func ("/burgundy/data/duchies-and-confidence/CB-CMP-05", test_confidence);
  g_test_add_func ("/burgundy/data/board-kinds", test_board_kinds);
  g_test_add_func ("/burgundy/data/hex-inventory/CB-CMP-01", test_inventory);
  g_test_add_func ("/burgundy/data/types-of-seven/CB-CMP-02", test_types);
  g_test_add_func ("/burgundy/data/module-tiles/CB-EXT-01", test_module_inventory);
  g_test_add_func ("/burgundy/data/module-tiles/CB-WHC-01", test_module_inventory);
  g_test_add_func ("/burgundy/data/module-tiles/CB-INN-01", test_module_inventory);
  g_test_add_func ("/burgundy/data/goods/CB-CMP-03", test_goods);
  g_test_add_func ("/burgundy/data/main-board/CB-PLY-02", test_board);
  g_test_add_func ("/burgundy/data/broken-files", test_broken_data);
  return g_test_run ();
}

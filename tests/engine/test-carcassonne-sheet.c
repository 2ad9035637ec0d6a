/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet (issue 28): hand-checked maps, one per category of the final
 * scoring (CA-BEN, CA-TPG-05, CA-TBE), with every number worked out in the comments; the file
 * format's parse errors and round trip. The refusals of what cannot lie on a table at the end
 * are test-carcassonne-sheet-refusals.c's; the maps both use, carcassonne-sheet-util.h's.
 *
 * Every map a test accepts is one a real game could leave (the tiles laid in some order, each
 * figure put on the tile just laid in a feature nobody held yet): the check looks only for what
 * never could be, so the tests keep to what could.
 *
 * The map's words: x grows eastwards, y southwards. The start tile D lies at (0, 0): a city
 * cap to the north, a road west to east, the field "field0" north of the road (beside the
 * city) and "field1" south of it. Rotation r turns a tile r quarter turns clockwise: E (a city
 * cap on N) turned 2 has its cap to the south, U (road W-E) turned 1 runs north-south. */
#include <string.h>

#include "carcassonne-sheet-util.h"
#include "ts-engine-error.h"

/* The final scorings of a breakdown ("scorings"), and one of them. */
static JsonArray *
scorings (JsonNode *breakdown)
{
  return json_object_get_array_member (json_node_get_object (breakdown), "scorings");
}

static JsonObject *
scoring (JsonNode *breakdown, guint i)
{
  g_assert_cmpuint (i, <, json_array_get_length (scorings (breakdown)));
  return json_array_get_object_element (scorings (breakdown), i);
}

/* An int array member as "0,1" for easy comparison. */
static char *
ints (JsonObject *o, const char *member)
{
  JsonArray *a = json_object_get_array_member (o, member);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (a); i++)
    g_string_append_printf (out, "%s%" G_GINT64_FORMAT, i ? "," : "",
                            json_array_get_int_element (a, i));
  return g_string_free (out, FALSE);
}

static void
assert_ints (JsonObject *o, const char *member, const char *expected)
{
  g_autofree char *got = ints (o, member);

  g_assert_cmpstr (got, ==, expected);
}

static JsonArray *
cities (JsonNode *breakdown)
{
  return json_object_get_array_member (json_node_get_object (breakdown), "cities");
}

/* 1. One map per category of the final scoring ------------------------------------------- */

/* CA-BEN-01: Ana's thief on U (1, 0); the road D (0, 0) - U (1, 0) - U (2, 0) is open at both
 * ends: 3 tiles x 1 = 3. Ana 12 + 3 = 15, Bruno 7 + 0. */
static void
test_incomplete_road (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:12 Bruno:7", "D 0 0 0, U 1 0 0, U 2 0 0", "0 follower 1 0 road0");
  g_autoptr (JsonNode) b = cs_score (sheet);
  JsonObject *road;

  g_assert_cmpint (cs_line (b, 0, "track"), ==, 12);
  g_assert_cmpint (cs_line (b, 0, "end-roads"), ==, 3);
  g_assert_cmpint (cs_line (b, 0, "end-cities"), ==, 0);
  g_assert_cmpint (cs_line (b, 0, "farms"), ==, 0);
  g_assert_cmpint (cs_total (b, 0), ==, 15);
  g_assert_cmpint (cs_line (b, 1, "end-roads"), ==, 0);
  g_assert_cmpint (cs_total (b, 1), ==, 7);
  g_assert_false (cs_has_line (b, 0, "goods"));
  g_assert_cmpuint (cs_winners (b), ==, 0x1);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (b), "explanation"), ==,
                   "Ana wins with 15 points.");
  /* The explanation: one final scoring, the road, Ana's. */
  g_assert_cmpuint (json_array_get_length (scorings (b)), ==, 1);
  road = scoring (b, 0);
  g_assert_cmpstr (json_object_get_string_member (road, "kind"), ==, "road");
  g_assert_cmpint (json_object_get_int_member (road, "vp"), ==, 3);
  assert_ints (road, "holders", "0");
  assert_ints (road, "followers", "1,0");
  g_assert_cmpstr (json_object_get_string_member (road, "feature"), ==,
                   "the road of 3 tiles at (0, 0)");
  cs_assert_mentions (json_object_get_string_member (road, "text"), "Incomplete road of 3 tiles");
  g_assert_cmpuint (json_array_get_length (cities (b)), ==, 0);
}

/* CA-BEN-02: D's cap (0, 0), F (0, −1) turned 1 (a city north-south with a pennant) and
 * G (0, −2) turned 1 (north-south, no pennant), open to the north: 3 tiles + 1 pennant = 4 for
 * Ana's knight on F. Ana 10 + 4 = 14, Bruno 14: CA-BEN-06, they share the victory. */
static void
test_incomplete_city (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:10 Bruno:14", "D 0 0 0, F 0 -1 1, G 0 -2 1", "0 follower 0 -1 city0");
  g_autoptr (JsonNode) b = cs_score (sheet);
  JsonObject *city;

  g_assert_cmpint (cs_line (b, 0, "end-cities"), ==, 4);
  g_assert_cmpint (cs_total (b, 0), ==, 14);
  g_assert_cmpint (cs_total (b, 1), ==, 14);
  /* CA-BEN-06: 14 each, a shared victory. */
  g_assert_cmpuint (cs_winners (b), ==, 0x3);
  g_assert_true (json_object_get_null_member (json_node_get_object (b), "winner"));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (b), "explanation"), ==,
                   "Ana and Bruno share the victory with 14 points each.");
  city = scoring (b, 0);
  g_assert_cmpstr (json_object_get_string_member (city, "kind"), ==, "city");
  g_assert_cmpint (json_object_get_int_member (city, "vp"), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (city, "feature"), ==,
                   "the city of 3 tiles and 1 pennant at (0, 0)");
}

/* CA-BEN-02 with CA-BSC-02's open question: the "half" option halves a completed 2-tile city
 * only; an incomplete one scores 1 a tile and 1 a pennant either way. D and F (0, −1) turned
 * 1: 2 tiles + 1 pennant = 3 with "full" and with "half". */
static void
test_small_city_half_incomplete (void)
{
  const char *const options[] = { "{\"small-city\":\"full\"}", "{\"small-city\":\"half\"}" };

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      g_autofree TsCarcassonneSheet *sheet
          = cs_sheet (options[i], "Ana:0 Bruno:0", "D 0 0 0, F 0 -1 1", "1 follower 0 -1 city0");
      g_autoptr (JsonNode) b = cs_score (sheet);

      g_assert_cmpuint (sheet->opt_small_half, ==, i);
      g_assert_cmpint (cs_line (b, 1, "end-cities"), ==, 3);
      g_assert_cmpint (cs_total (b, 1), ==, 3);
      g_assert_cmpint (cs_total (b, 0), ==, 0);
      g_assert_cmpuint (cs_winners (b), ==, 0x2);
    }
}

/* CA-BEN-03: Bruno's monk on the cloister B (0, 1), south of D. Its neighbours: D (0, 0),
 * U (−1, 0), U (1, 0), V (−1, 1) and V (1, 1) turned 3 (fields to the north and west): 5 of 8,
 * incomplete: 1 + 5 = 6. */
static void
test_incomplete_cloister (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:3 Bruno:0",
                  "D 0 0 0, B 0 1 0, U 1 0 0, U -1 0 0, V 1 1 3, V -1 1 0",
                  "1 follower 0 1 cloister");
  g_autoptr (JsonNode) b = cs_score (sheet);
  JsonObject *cloister;

  g_assert_cmpint (cs_line (b, 1, "end-cloisters"), ==, 6);
  g_assert_cmpint (cs_total (b, 1), ==, 6);
  g_assert_cmpint (cs_line (b, 0, "end-cloisters"), ==, 0);
  g_assert_cmpuint (cs_winners (b), ==, 0x2);
  cloister = scoring (b, 0);
  g_assert_cmpstr (json_object_get_string_member (cloister, "kind"), ==, "cloister");
  g_assert_cmpint (json_object_get_int_member (cloister, "vp"), ==, 6);
  assert_ints (cloister, "holders", "1");
}

/* CA-BEN-04: Ana's farmer on E (1, −1)'s field, which borders the completed cities A and B
 * (TWO_CITIES): 2 cities x 3 = 6. Ana 20 + 6 = 26, Bruno 25. */
static void
test_farm (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:20 Bruno:25", TWO_CITIES, "0 follower 1 -1 field0");
  g_autoptr (JsonNode) b = cs_score (sheet);
  JsonObject *farm, *city;

  g_assert_cmpint (cs_line (b, 0, "farms"), ==, 6);
  g_assert_cmpint (cs_line (b, 0, "end-cities"), ==, 0);
  g_assert_cmpint (cs_total (b, 0), ==, 26);
  g_assert_cmpint (cs_line (b, 1, "farms"), ==, 0);
  g_assert_cmpuint (cs_winners (b), ==, 0x1);
  /* The farm among the final scorings: 2 cities, 6 VP, Ana's, no pig. */
  g_assert_cmpuint (json_array_get_length (scorings (b)), ==, 1);
  farm = scoring (b, 0);
  g_assert_cmpstr (json_object_get_string_member (farm, "kind"), ==, "farm");
  g_assert_cmpint (json_object_get_int_member (farm, "vp"), ==, 6);
  assert_ints (farm, "holders", "0");
  assert_ints (farm, "pigs", "");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (farm, "cities")), ==, 2);
  /* City by city: each of A and B is bordered by that farm (scoring 0), 3 VP to Ana. */
  g_assert_cmpuint (json_array_get_length (cities (b)), ==, 2);
  for (guint c = 0; c < 2; c++)
    {
      city = json_array_get_object_element (cities (b), c);
      cs_assert_mentions (json_object_get_string_member (city, "city"), "the city of 2 tiles");
      assert_ints (city, "farms", "0");
      assert_ints (city, "vp", "3,0");
    }
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cities (b), 0),
                                                  "city"),
                   ==, "the city of 2 tiles at (0, 0)");
}

/* CA-BEN-05, both halves: a completed city counted once per field, and in every field it
 * borders.
 *   V (0, −2) turned 1 (road north-west; its big field east and south) joins E (1, −2)'s field
 *   to Ana's: her field now borders city B through E (1, −1) and through E (1, −2), and A:
 *   still 2 cities, 6 (not 9).
 *   U (−1, 0) continues D's road west; its north field meets D's field0, which borders city A:
 *   Bruno's farmer there scores A too: 1 city, 3. */
static void
test_city_counted_once_per_field (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:0 Bruno:0", TWO_CITIES ", V 0 -2 1, U -1 0 0",
                  "0 follower 1 -1 field0, 1 follower -1 0 field0");
  g_autoptr (JsonNode) b = cs_score (sheet);
  JsonObject *city_a = NULL;

  g_assert_cmpint (cs_line (b, 0, "farms"), ==, 6);
  g_assert_cmpint (cs_line (b, 1, "farms"), ==, 3);
  g_assert_cmpuint (json_array_get_length (scorings (b)), ==, 2);
  /* Two farms; city A is in both, B in Ana's only. */
  g_assert_cmpuint (json_array_get_length (cities (b)), ==, 2);
  for (guint c = 0; c < 2; c++)
    {
      JsonObject *city = json_array_get_object_element (cities (b), c);

      if (g_strcmp0 (json_object_get_string_member (city, "city"), "the city of 2 tiles at (0, 0)")
          == 0)
        city_a = city;
      else
        {
          assert_ints (city, "vp", "3,0");
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (city, "farms")),
                            ==, 1);
        }
    }
  g_assert_nonnull (city_a);
  assert_ints (city_a, "vp", "3,3");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (city_a, "farms")), ==, 2);
}

/* CA-TPG-05: Ana's farmer on E (0, −1)'s field, her pig on E (1, −1)'s (laid later, joining
 * her farmer's field; TWO_CITIES): the field borders A and B: 2 cities x 4 = 8. */
static void
test_pig (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (PIG, "Ana:0 Bruno:7", TWO_CITIES, "0 follower 0 -1 field0, 0 pig 1 -1 field0");
  g_autoptr (JsonNode) b = cs_score (sheet);
  JsonObject *farm;

  g_assert_cmpint (cs_line (b, 0, "farms"), ==, 8);
  g_assert_cmpint (cs_total (b, 0), ==, 8);
  g_assert_cmpuint (cs_winners (b), ==, 0x1);
  farm = scoring (b, 0);
  assert_ints (farm, "pigs", "0");
  assert_ints (json_array_get_object_element (cities (b), 0), "vp", "4,0");
  assert_ints (json_array_get_object_element (cities (b), 1), "vp", "4,0");
}

/* CA-TPG-05 ("ties count as majority"), CA-TPG-04 (the pig is no farmer), CA-TPG-06 (another's
 * pig does nothing to you). City A: D and E (0, −1) turned 2, closed. City S: E (0, 1) turned 2
 * (cap south) and E (0, 2) (cap north), closed. The road U (−1, 0), D, U (1, 0) ends at the
 * cloister A (2, 0) turned 1 (its road west). Ana's farmer on U (1, 0)'s north field (with D's
 * field0: borders A), Bruno's on U (−1, 0)'s south field (with D's field1 and E (0, 1)'s field:
 * borders S); A (2, 0)'s one field, all around its cloister, joins the two, and Ana's pig goes
 * on it. 1 farmer each: both hold the farm of 2 cities; Ana 2 x 4 = 8 with her pig, Bruno
 * 2 x 3 = 6. */
static void
test_pig_tied_majority (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (PIG, "Ana:10 Bruno:12",
                  "D 0 0 0, E 0 -1 2, U 1 0 0, U -1 0 0, E 0 1 2, E 0 2 0, A 2 0 1",
                  "0 follower 1 0 field0, 1 follower -1 0 field1, 0 pig 2 0 field0");
  g_autoptr (JsonNode) b = cs_score (sheet);
  JsonObject *farm;

  g_assert_cmpint (cs_line (b, 0, "farms"), ==, 8);
  g_assert_cmpint (cs_line (b, 1, "farms"), ==, 6);
  g_assert_cmpint (cs_total (b, 0), ==, 18);
  g_assert_cmpint (cs_total (b, 1), ==, 18);
  g_assert_cmpuint (cs_winners (b), ==, 0x3);
  farm = scoring (b, 0);
  assert_ints (farm, "holders", "0,1");
  assert_ints (farm, "pigs", "0");
  assert_ints (farm, "followers", "1,1");
  assert_ints (json_array_get_object_element (cities (b), 0), "vp", "4,3");
}

/* CA-BEN-04 with CA-BFL-04: fields joined by a later tile are one farm, its majority counted
 * over the whole field. City A: D and E (0, −1) turned 2; city B: E (2, −1) and E (2, −2)
 * turned 2; both closed.
 *   P: E (0, −1)'s field and U (−1, −1) turned 1's east field: borders A. Ana's farmer on
 *      U (−1, −1).
 *   Q: D's field0, U (1, 0) and U (2, 0)'s north fields, E (2, −1)'s field: borders A
 *      (through D) and B. Bruno's farmer on E (2, −1).
 *   R: the cloister B (1, −2)'s field and E (2, −2)'s: borders B. Ana's farmer on B (1, −2).
 * Without the cloister B (1, −1): three farms, Ana 3 (P) + 3 (R) = 6, Bruno 6 (Q): 36 each.
 * With it, its field joins P (west), R (north), Q (east, south): one farm of 2 cities, Ana's
 * 2 farmers to Bruno's 1: Ana 2 x 3 = 6, Bruno 0 (Ana 36, Bruno 30). */
static void
test_fields_joined (void)
{
#define JOINED_MAP "D 0 0 0, E 0 -1 2, U -1 -1 1, U 1 0 0, U 2 0 0, E 2 -1 0, E 2 -2 2, B 1 -2 0"
#define JOINED_FIGURES "0 follower -1 -1 field0, 1 follower 2 -1 field0, 0 follower 1 -2 field0"
  g_autofree TsCarcassonneSheet *apart
      = cs_sheet (BASE, "Ana:30 Bruno:30", JOINED_MAP, JOINED_FIGURES);
  g_autofree TsCarcassonneSheet *joined
      = cs_sheet (BASE, "Ana:30 Bruno:30", JOINED_MAP ", B 1 -1 0", JOINED_FIGURES);
  g_autoptr (JsonNode) a = cs_score (apart);
  g_autoptr (JsonNode) j = cs_score (joined);

  g_assert_cmpint (cs_line (a, 0, "farms"), ==, 6);
  g_assert_cmpint (cs_line (a, 1, "farms"), ==, 6);
  g_assert_cmpuint (cs_winners (a), ==, 0x3);
  g_assert_cmpuint (json_array_get_length (scorings (a)), ==, 3);

  g_assert_cmpint (cs_line (j, 0, "farms"), ==, 6);
  g_assert_cmpint (cs_line (j, 1, "farms"), ==, 0);
  g_assert_cmpint (cs_total (j, 0), ==, 36);
  g_assert_cmpint (cs_total (j, 1), ==, 30);
  g_assert_cmpuint (cs_winners (j), ==, 0x1);
  g_assert_cmpuint (json_array_get_length (scorings (j)), ==, 1);
  assert_ints (scoring (j, 0), "followers", "2,1");
  assert_ints (scoring (j, 0), "holders", "0");
#undef JOINED_MAP
#undef JOINED_FIGURES
}

/* CA-BEN-04/05 ("incomplete cities give no field points"): the city D (0, 0), F (0, −1)
 * turned 1 (pennant), E (0, −2) turned 2 (cap south) is closed: Ana's farmer on the cloister
 * B (1, −1), whose field meets F's east field, scores it: 1 x 3. Without E (0, −2) the city
 * has a hole to the north: no farm points at all (no farm scored, no city explained), and
 * Bruno's knight on F scores it as incomplete: 2 tiles + 1 pennant = 3. */
static void
test_city_with_hole (void)
{
  g_autofree TsCarcassonneSheet *closed
      = cs_sheet (BASE, "Ana:5 Bruno:5", "D 0 0 0, F 0 -1 1, B 1 -1 0, E 0 -2 2",
                  "0 follower 1 -1 field0");
  g_autofree TsCarcassonneSheet *open
      = cs_sheet (BASE, "Ana:5 Bruno:5", "D 0 0 0, F 0 -1 1, B 1 -1 0",
                  "0 follower 1 -1 field0, 1 follower 0 -1 city0");
  g_autoptr (JsonNode) c = cs_score (closed);
  g_autoptr (JsonNode) o = cs_score (open);

  g_assert_cmpint (cs_line (c, 0, "farms"), ==, 3);
  g_assert_cmpint (cs_total (c, 0), ==, 8);
  g_assert_cmpuint (json_array_get_length (cities (c)), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (cities (c), 0),
                                                  "city"),
                   ==, "the city of 3 tiles and 1 pennant at (0, 0)");

  g_assert_cmpint (cs_line (o, 0, "farms"), ==, 0);
  g_assert_cmpint (cs_total (o, 0), ==, 5);
  g_assert_cmpint (cs_line (o, 1, "end-cities"), ==, 3);
  g_assert_cmpint (cs_total (o, 1), ==, 8);
  g_assert_cmpuint (json_array_get_length (cities (o)), ==, 0);
  /* Only Bruno's city is scored: the farm borders no completed city. */
  g_assert_cmpuint (json_array_get_length (scorings (o)), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (scoring (o, 0), "kind"), ==, "city");
}

/* GOODS_MAP (carcassonne-sheet-util.h), Traders & Builders' goods on a map of three players.
 * CA-TGD-03: the tokens held are the map's 2 wine and 1 grain (each city's to one player).
 * CA-TBE-01/02: Ana and Bruno tie on wine with 1 each: 10 each; Carla's grain alone: 10; no
 * one has cloth: no one scores it. Ana 20 + 10 = 30, Bruno 15 + 10 = 25, Carla 25 + 10 = 35. */
static void
test_goods_majorities (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (GOODS, "Ana:20:1/0/0 Bruno:15:1/0/0 Carla:25:0/1/0", GOODS_MAP, NULL);
  g_autofree TsCarcassonneSheet *alone
      = cs_sheet (GOODS, "Ana:20:2/0/0 Bruno:15:0/0/0 Carla:25:0/1/0", GOODS_MAP, NULL);
  g_autoptr (JsonNode) b = cs_score (sheet);
  g_autoptr (JsonNode) a = cs_score (alone);
  JsonObject *carla_goods;

  g_assert_cmpint (cs_line (b, 0, "goods"), ==, 10);
  g_assert_cmpint (cs_line (b, 1, "goods"), ==, 10);
  g_assert_cmpint (cs_line (b, 2, "goods"), ==, 10);
  g_assert_cmpint (cs_total (b, 0), ==, 30);
  g_assert_cmpint (cs_total (b, 1), ==, 25);
  g_assert_cmpint (cs_total (b, 2), ==, 35);
  g_assert_cmpuint (cs_winners (b), ==, 0x4);
  carla_goods = json_object_get_object_member (
      json_array_get_object_element (
          json_object_get_array_member (json_node_get_object (b), "players"), 2),
      "goods");
  g_assert_cmpint (json_object_get_int_member (carla_goods, "grain"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (carla_goods, "wine"), ==, 0);
  /* No feature scored at the end: no figure on the map. */
  g_assert_cmpuint (json_array_get_length (scorings (b)), ==, 0);

  /* Ana with both wine tokens has the majority alone: Ana 30, Bruno 15, Carla 35. */
  g_assert_cmpint (cs_line (a, 0, "goods"), ==, 10);
  g_assert_cmpint (cs_line (a, 1, "goods"), ==, 0);
  g_assert_cmpint (cs_line (a, 2, "goods"), ==, 10);
  g_assert_cmpint (cs_total (a, 1), ==, 15);
}

/* CA-TBU-15: the builder counts for no majority. JOINED_ROAD, Ana's builder on V (2, 0), the
 * tile that joined her road to Bruno's: 1 thief each, both score the road of 6 tiles
 * (CA-BEN-01 with CA-BSC-04's ties). */
static void
test_builder_counts_for_nothing (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BUILDER, "Ana:0 Bruno:0", JOINED_ROAD,
                  "0 follower 1 0 road0, 1 follower 1 1 road0, 0 builder 2 0 road0");
  g_autoptr (JsonNode) b = cs_score (sheet);

  g_assert_cmpint (cs_line (b, 0, "end-roads"), ==, 6);
  g_assert_cmpint (cs_line (b, 1, "end-roads"), ==, 6);
  g_assert_cmpuint (cs_winners (b), ==, 0x3);
  assert_ints (scoring (b, 0), "followers", "1,1");
}

/* The final scoring of everything at once, five players, every line worked out:
 *   Ana: thief on U (1, 0) of the road U (−1, 0), D, U (1, 0), U (2, 0): 4; track 39 -> 43.
 *   Bruno: knight on F (0, −1) of the open city D, F, G (0, −2) turned 1: 3 + 1 = 4;
 *          track 33 -> 37.
 *   Carla: monk on B (0, 1), neighbours D, U (1, 0), U (−1, 0): 1 + 3 = 4; track 39 -> 43.
 *   Dora: farmer on U (−1, 0)'s north field, with D's field0 and the Us' north fields: it
 *         borders only D's city, open: 0; track 43 -> 43.
 *   Eva: nothing; track 0.
 * CA-BEN-06: Ana, Carla and Dora share the victory with 43. */
static void
test_five_players (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:39 Bruno:33 Carla:39 Dora:43 Eva:0",
                  "D 0 0 0, U 1 0 0, U 2 0 0, F 0 -1 1, G 0 -2 1, B 0 1 0, U -1 0 0",
                  "0 follower 1 0 road0, 1 follower 0 -1 city0, 2 follower 0 1 cloister, "
                  "3 follower -1 0 field0");
  g_autoptr (JsonNode) b = cs_score (sheet);

  g_assert_cmpint (cs_line (b, 0, "end-roads"), ==, 4);
  g_assert_cmpint (cs_line (b, 1, "end-cities"), ==, 4);
  g_assert_cmpint (cs_line (b, 2, "end-cloisters"), ==, 4);
  g_assert_cmpint (cs_line (b, 3, "farms"), ==, 0);
  g_assert_cmpint (cs_total (b, 0), ==, 43);
  g_assert_cmpint (cs_total (b, 1), ==, 37);
  g_assert_cmpint (cs_total (b, 2), ==, 43);
  g_assert_cmpint (cs_total (b, 3), ==, 43);
  g_assert_cmpint (cs_total (b, 4), ==, 0);
  g_assert_cmpuint (cs_winners (b), ==, 0x1 | 0x4 | 0x8);
  g_assert_true (json_object_get_null_member (json_node_get_object (b), "winner"));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (b), "explanation"), ==,
                   "Ana, Carla and Dora share the victory with 43 points each.");
  g_assert_cmpuint (json_array_get_length (scorings (b)), ==, 3);
}

/* 2. The file --------------------------------------------------------------------------- */

static char *
load_error (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsCarcassonneSheet *sheet
      = ts_carcassonne_sheet_load (text, strlen (text), "map.json", &error);

  g_assert_null (sheet);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "“map.json”"));
  return g_strdup (error->message);
}

/* The header: format, game, version. */
static void
test_parse_header (void)
{
  g_autofree char *format = load_error ("{\"format\":\"tableside-record\",\"version\":1,"
                                        "\"game\":\"carcassonne\"}");
  g_autofree char *game = load_error ("{\"format\":\"tableside-sheet\",\"version\":1,"
                                      "\"game\":\"castles-of-burgundy\",\"players\":[]}");
  g_autofree char *version = load_error ("{\"format\":\"tableside-sheet\",\"version\":2,"
                                         "\"game\":\"carcassonne\"}");
  g_autofree char *not_object = load_error ("[1, 2]");
  g_autofree char *not_json = load_error ("{\"format\":");

  cs_assert_mentions (format, "“format” must be “tableside-sheet”");
  cs_assert_mentions (game, "“game” must be “carcassonne”");
  cs_assert_mentions (version, "version 2");
  cs_assert_mentions (not_object, "JSON object");
  g_assert_true (g_utf8_validate (not_json, -1, NULL));
}

/* A member of the wrong type or out of range is named by its path. */
static void
test_parse_members (void)
{
  static const struct
  {
    const char *options, *players, *tiles, *figures, *member;
  } cases[] = {
    { NULL, "Ana:0 Bruno:0", "D 0 0 0, U \"1\" 0 0", NULL, "“tiles[1].x”" },
    { NULL, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 4", NULL, "“tiles[1].rotation”" },
    { NULL, "Ana:0 Bruno:0", "D 0 0 0, U 1 96 0", NULL, "“tiles[1].y”" },
    { NULL, "Ana:0 Bruno:0", "D 0 0 0, Z 1 0 0", NULL, "“tiles[1].tile”" },
    { NULL, "Ana:0 Bruno:0", "D 0 0 0, BASE-Z 1 0 0", NULL, "“tiles[1].tile”" },
    { NULL, "Ana:0 Bruno:-1", "D 0 0 0", NULL, "“players[1].vp”" },
    { NULL, "Ana:0 Bruno:1000", "D 0 0 0", NULL, "“players[1].vp”" },
    { NULL, "Ana:0 Bruno:0:1/0/100", "D 0 0 0", NULL, "“players[1].cloth”" },
    { NULL, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "0 farmer 1 0 road0", "“figures[0].figure”" },
    { NULL, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "0 follower 1 0.5 road0", "“figures[0].y”" },
    { NULL, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "0 follower 1 0 road0_and_more", "“figures[0].segment”" },
    { NULL, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "5 follower 1 0 road0", "“figures[0].player”" },
    { "{\"pig\":\"yes\"}", "Ana:0 Bruno:0", "D 0 0 0", NULL, "“options.pig”" },
    { "{\"small-city\":\"quarter\"}", "Ana:0 Bruno:0", "D 0 0 0", NULL, "“options.small-city”" },
    { "[]", "Ana:0 Bruno:0", "D 0 0 0", NULL, "“options”" },
    { NULL, "A:0 B:0 C:0 D:0 E:0 F:0", "D 0 0 0", NULL, "“players”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text
          = cs_sheet_text (cases[i].options, cases[i].players, cases[i].tiles, cases[i].figures);
      g_autofree char *message = load_error (text);

      cs_assert_mentions (message, cases[i].member);
    }
}

/* Members of the wrong JSON type are refused with their path, never reaching json-glib's
 * criticals (fatal in the tests). */
static void
test_parse_name (void)
{
  g_autofree char *number
      = load_error ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\","
                    "\"players\":[{\"name\":7,\"vp\":0}],\"tiles\":[],\"figures\":[]}");
  g_autofree char *tiles
      = load_error ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\","
                    "\"players\":[],\"tiles\":{},\"figures\":[]}");
  g_autofree char *figure
      = load_error ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\","
                    "\"players\":[],\"tiles\":[],\"figures\":[3]}");
  g_autofree char *segment
      = load_error ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\","
                    "\"players\":[],\"tiles\":[],\"figures\":[{\"player\":0,\"x\":0,"
                    "\"y\":0,\"segment\":7}]}");
  g_autofree char *empty
      = load_error ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\","
                    "\"players\":[],\"tiles\":[],\"figures\":[{\"player\":0,\"x\":0,"
                    "\"y\":0,\"segment\":\"\"}]}");
  g_autofree char *x
      = load_error ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\","
                    "\"players\":[],\"tiles\":[{\"tile\":\"D\",\"x\":\"0\",\"y\":0}],"
                    "\"figures\":[]}");

  cs_assert_mentions (number, "“players[0].name” must be a string");
  cs_assert_mentions (tiles, "“tiles”");
  cs_assert_mentions (figure, "“figures[0]” must be an object");
  cs_assert_mentions (segment, "“figures[0].segment”");
  cs_assert_mentions (empty, "“figures[0].segment”");
  cs_assert_mentions (x, "“tiles[0].x” must be a whole number from -95 to 95");
}

/* to_json, then from_json: the same sheet, member for member, and the same text again; every
 * option, goods, each figure type. */
static void
test_round_trip (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet ("{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true,"
                  "\"small-city\":\"half\"}",
                  "Ana:20:1/0/0 Bruno:15:1/0/0 Carla:25:0/1/0", GOODS_MAP ", U 1 0 0, U 2 0 0",
                  "0 follower 1 0 field0, 0 pig 2 0 field0, 1 follower -1 0 road0");
  g_autoptr (JsonNode) json = ts_carcassonne_sheet_to_json (sheet);
  g_autoptr (GError) error = NULL;
  g_autofree TsCarcassonneSheet *again = ts_carcassonne_sheet_from_json (json, &error);
  g_autoptr (JsonNode) json_again = NULL;
  g_autofree char *text = json_to_string (json, FALSE);
  g_autofree char *text_again = NULL;
  g_autoptr (JsonNode) b = NULL;

  g_assert_no_error (error);
  g_assert_cmpmem (again, sizeof *again, sheet, sizeof *sheet);
  json_again = ts_carcassonne_sheet_to_json (again);
  text_again = json_to_string (json_again, FALSE);
  g_assert_cmpstr (text, ==, text_again);
  cs_assert_mentions (text, "\"small-city\":\"half\"");
  cs_assert_mentions (text, "\"figure\":\"pig\"");
  cs_assert_mentions (text, "\"tile\":\"TQ\"");
  /* And it scores: Bruno's thief on the road U (−1, 0) .. U (2, 0): 4. Ana's farmer on
   * U (1, 0)'s north field, her pig on U (2, 0)'s: the field runs through D's field0 (wine
   * city 1), TT's field (wine city 2), E (2, −1)'s (wine city 2 again), TQ's two fields (wine
   * city 1), U (−1, 0)'s north field and TG's (the grain city): 3 cities x 4 = 12. Ana
   * 20 + 10 (wine, tied) + 12 = 42, Bruno 15 + 10 + 4 = 29, Carla 25 + 10 = 35. */
  b = cs_score (again);
  g_assert_cmpint (cs_line (b, 1, "end-roads"), ==, 4);
  g_assert_cmpint (cs_line (b, 0, "farms"), ==, 12);
  g_assert_cmpint (cs_total (b, 0), ==, 42);
  g_assert_cmpint (cs_total (b, 1), ==, 29);
  g_assert_cmpint (cs_total (b, 2), ==, 35);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/sheet/CA-BEN-01/incomplete-road", test_incomplete_road);
  g_test_add_func ("/carcassonne/sheet/CA-BEN-02/incomplete-city", test_incomplete_city);
  g_test_add_func ("/carcassonne/sheet/CA-BEN-02/CA-BSC-02/small-city-half-incomplete",
                   test_small_city_half_incomplete);
  g_test_add_func ("/carcassonne/sheet/CA-BEN-03/incomplete-cloister", test_incomplete_cloister);
  g_test_add_func ("/carcassonne/sheet/CA-BEN-04/farm", test_farm);
  g_test_add_func ("/carcassonne/sheet/CA-BEN-05/city-counted-once-per-field",
                   test_city_counted_once_per_field);
  g_test_add_func ("/carcassonne/sheet/CA-TPG-05/pig", test_pig);
  g_test_add_func ("/carcassonne/sheet/CA-TPG-05/pig-tied-majority", test_pig_tied_majority);
  g_test_add_func ("/carcassonne/sheet/CA-BEN-04/CA-BFL-04/fields-joined", test_fields_joined);
  g_test_add_func ("/carcassonne/sheet/CA-BEN-05/city-with-hole", test_city_with_hole);
  g_test_add_func ("/carcassonne/sheet/CA-TBE-01/CA-TBE-02/goods-majorities",
                   test_goods_majorities);
  g_test_add_func ("/carcassonne/sheet/CA-TBU-15/builder-counts-for-nothing",
                   test_builder_counts_for_nothing);
  g_test_add_func ("/carcassonne/sheet/CA-BEN-06/five-players", test_five_players);
  g_test_add_func ("/carcassonne/sheet/file/header", test_parse_header);
  g_test_add_func ("/carcassonne/sheet/file/members", test_parse_members);
  g_test_add_func ("/carcassonne/sheet/file/name", test_parse_name);
  g_test_add_func ("/carcassonne/sheet/file/round-trip", test_round_trip);
  return g_test_run ();
}

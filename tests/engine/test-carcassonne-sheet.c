/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's final-map sheet (issue 28): hand-checked maps, one per category of the final
 * scoring (CA-BEN, CA-TPG-05, CA-TBE), with every number worked out in the comments; one
 * refusal per thing that cannot lie on a table at the end, pointing at the tile, the figure or
 * the player and naming what is on the board; the file format's parse errors and round trip.
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

#define BASE NULL
#define PIG "{\"pig\":true}"
#define BUILDER "{\"builder\":true}"
#define GOODS "{\"tiles\":true,\"goods\":true}"

/* Two completed cities and the field between them:
 *   city A: D (0, 0) and E (0, −1) turned 2 (its cap south, on D's cap): 2 tiles, closed;
 *   city B: E (1, −1) (cap north) and E (1, −2) turned 2 (cap south): 2 tiles, closed.
 * E (0, −1)'s field (every half-edge but its south, the city) meets E (1, −1)'s field across
 * their shared side: one field bordering A (through E (0, −1)) and B (through E (1, −1)).
 * D's own field0 is not part of it: D and E (0, −1) touch by the city edge only. */
#define TWO_CITIES "D 0 0 0, E 0 -1 2, E 1 -1 0, E 1 -2 2"

/* A road joined by a later tile (CA-BFL-04): Ana's thief on U (1, 0), east of D; a second road
 * from the cloister A (0, 1) turned 3 (its road to the east) through U (1, 1) to V (2, 1)
 * turned 1 (a curve west-north), Bruno's thief on U (1, 1); then V (2, 0) (a curve west-south)
 * joins them. The road: D, U (1, 0), V (2, 0), V (2, 1), U (1, 1), A (0, 1): 6 tiles, open at
 * D's west end. */
#define JOINED_ROAD "D 0 0 0, U 1 0 0, A 0 1 3, U 1 1 0, V 2 1 1, V 2 0 0"

/* The message contains @part, or the test fails showing the message. */
static void
assert_mentions (const char *message, const char *part)
{
  if (strstr (message, part) == NULL)
    g_error ("“%s” does not mention “%s”", message, part);
}

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
  assert_mentions (json_object_get_string_member (road, "text"), "Incomplete road of 3 tiles");
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
      assert_mentions (json_object_get_string_member (city, "city"), "the city of 2 tiles");
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

/* Traders & Builders' goods on a map of three players.
 *   Wine city 1: D's cap, TQ (0, −1) turned 1 (wine, north-south), E (0, −2) turned 2 (cap
 *   south): 3 tiles, closed, 1 wine.
 *   Wine city 2: TT (1, −1) turned 1 (wine, a corner north-east), E (1, −2) turned 2 (cap
 *   south), E (2, −1) turned 3 (cap west): 3 tiles, closed, 1 wine.
 *   The grain city: TG (−1, −1) (grain, a corner north-west), E (−1, −2) turned 2 (cap south),
 *   E (−2, −1) turned 1 (cap east): 3 tiles, closed, 1 grain. U (−1, 0) holds TG to the map.
 * CA-TGD-03: the tokens held are the map's 2 wine and 1 grain (each city's to one player).
 * CA-TBE-01/02: Ana and Bruno tie on wine with 1 each: 10 each; Carla's grain alone: 10; no
 * one has cloth: no one scores it. Ana 20 + 10 = 30, Bruno 15 + 10 = 25, Carla 25 + 10 = 35. */
#define GOODS_MAP "D 0 0 0, TQ 0 -1 1, E 0 -2 2, TT 1 -1 1, E 1 -2 2, E 2 -1 3, U -1 0 0, " \
                  "TG -1 -1 0, E -1 -2 2, E -2 -1 1"

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

/* 2. Refusals: what cannot lie on a table at the end ------------------------------------- */

/* CA-BTL-01..03: one tile a place. */
static void
test_refuse_overlap (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, V 1 0 0", NULL);
  g_autofree char *message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_TILE, 2);

  g_assert_cmpstr (message, ==, "Two tiles lie at (1, 0): U and V. One tile a place.");
}

/* CA-BTL-03: E's west side is a field, D's east side a road. */
static void
test_refuse_edge (void)
{
  g_autofree TsCarcassonneSheet *sheet = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, E 1 0 0", NULL);
  g_autofree char *message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_TILE, 1);

  assert_mentions (message, "the tile E");
  assert_mentions (message, "(1, 0)");
  assert_mentions (message, "west side");
  assert_mentions (message, "a road");
}

/* CA-BTL-01: a tile touching the map by a corner only, and one far away. */
static void
test_refuse_cut_off (void)
{
  g_autofree TsCarcassonneSheet *corner
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, B 2 1 0", NULL);
  g_autofree TsCarcassonneSheet *far
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 9 5 0, U 1 0 0", NULL);
  g_autofree char *m1 = cs_refuse (corner, TS_CARCASSONNE_SHEET_AT_TILE, 2);
  g_autofree char *m2 = cs_refuse (far, TS_CARCASSONNE_SHEET_AT_TILE, 1);

  assert_mentions (m1, "the tile B");
  assert_mentions (m1, "(2, 1)");
  assert_mentions (m1, "cut off");
  assert_mentions (m2, "the tile U");
  assert_mentions (m2, "(9, 5)");
}

/* CA-BSE-03: the start tile D first, at (0, 0), its city to the north. */
static void
test_refuse_start_tile (void)
{
  const char *const maps[] = { "U 1 0 0, D 0 0 0", "D 1 0 0, U 2 0 0", "D 0 0 2, U 1 0 0",
                               "E 0 0 0" };

  for (guint i = 0; i < G_N_ELEMENTS (maps); i++)
    {
      g_autofree TsCarcassonneSheet *sheet = cs_sheet (BASE, "Ana:0 Bruno:0", maps[i], NULL);
      g_autofree char *message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_TILE, 0);

      g_assert_cmpstr (message, ==, "The start tile comes first: the tile D at (0, 0), its city "
                                    "to the north.");
    }
  /* No tile at all: the sheet as a whole, not a tile it does not have. */
  {
    g_autofree TsCarcassonneSheet *sheet = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0", NULL);
    g_autofree char *message = NULL;

    sheet->n_tiles = 0;
    message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_SHEET, -1);
    g_assert_cmpstr (message, ==, "The map has no tile: the start tile D lies at (0, 0) in every "
                                  "game.");
  }
}

/* CA-BSE-01: the box holds 1 C and 4 D (the start tile among them). */
static void
test_refuse_box (void)
{
  g_autofree TsCarcassonneSheet *two_c
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, C 0 -1 0, C 0 -2 0", NULL);
  g_autofree TsCarcassonneSheet *five_d
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, D 1 0 0, D 2 0 0, D 3 0 0, D 4 0 0", NULL);
  g_autofree TsCarcassonneSheet *four_d
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, D 1 0 0, D 2 0 0, D 3 0 0", NULL);
  g_autofree char *m1 = cs_refuse (two_c, TS_CARCASSONNE_SHEET_AT_TILE, 2);
  g_autofree char *m2 = cs_refuse (five_d, TS_CARCASSONNE_SHEET_AT_TILE, 4);

  assert_mentions (m1, "2 tiles C");
  assert_mentions (m1, "the box has only 1");
  assert_mentions (m2, "5 tiles D");
  assert_mentions (m2, "the box has only 4");
  g_assert_true (ts_carcassonne_sheet_check (four_d, NULL, NULL));
  g_assert_cmpuint (ts_carcassonne_sheet_kind_count (four_d, ts_carcassonne_data_find_kind (
                                                                 ts_carcassonne_data_get (NULL), "D")),
                    ==, 4);
}

/* CA-TBC-02: Traders & Builders' tiles only with the expansion's tiles. */
static void
test_refuse_expansion_tile (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, TQ 0 -1 1", NULL);
  g_autofree TsCarcassonneSheet *with
      = cs_sheet ("{\"tiles\":true}", "Ana:0 Bruno:0", "D 0 0 0, TQ 0 -1 1", NULL);
  g_autofree char *message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_TILE, 1);

  assert_mentions (message, "The tile TQ");
  assert_mentions (message, "Traders & Builders");
  g_assert_true (ts_carcassonne_sheet_check (with, NULL, NULL));
}

/* CA-BFL-03: two followers on segments that meet across an edge: whichever tile came second
 * joined a feature already taken. Roads and fields alike; two thieves on one road joined by a
 * later tile are fine (CA-BFL-04, JOINED_ROAD). */
static void
test_refuse_followers_meet (void)
{
  g_autofree TsCarcassonneSheet *road
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, U 2 0 0",
                  "0 follower 1 0 road0, 1 follower 2 0 road0");
  g_autofree TsCarcassonneSheet *field
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0, U 2 0 0",
                  "0 follower 1 0 field1, 0 follower 2 0 field1");
  g_autofree TsCarcassonneSheet *apart
      = cs_sheet (BASE, "Ana:0 Bruno:0", JOINED_ROAD, "0 follower 1 0 road0, 1 follower 1 1 road0");
  g_autofree char *m1 = cs_refuse (road, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autofree char *m2 = cs_refuse (field, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autoptr (JsonNode) b = NULL;

  assert_mentions (m1, "Ana's figure (a thief)");
  assert_mentions (m1, "Bruno's figure (a thief)");
  assert_mentions (m1, "meet across the edge");
  assert_mentions (m2, "(a farmer)");
  b = cs_score (apart);
  g_assert_cmpint (cs_line (b, 0, "end-roads"), ==, 6);
  g_assert_cmpint (cs_line (b, 1, "end-roads"), ==, 6);
}

/* CA-BSC-05: the followers of a completed road, city or cloister went home when it was
 * scored. */
static void
test_refuse_on_completed (void)
{
  /* City A of TWO_CITIES is closed. */
  g_autofree TsCarcassonneSheet *city
      = cs_sheet (BASE, "Ana:0 Bruno:0", TWO_CITIES, "0 follower 1 -1 field0, 1 follower 0 -1 city0");
  /* A (−1, 0) turned 3 (a cloister, its road east), D, W (1, 0) (a junction): the road
   * A - D - W ends at both. */
  g_autofree TsCarcassonneSheet *road
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, A -1 0 3, W 1 0 0", "0 follower 1 0 road2");
  /* The cloister B (0, 1) with its 8 neighbours: D, U (±1, 0), B (±1, 1), B (0, 2) and
   * E (±1, 2) turned 2. */
  g_autofree TsCarcassonneSheet *cloister
      = cs_sheet (BASE, "Ana:0 Bruno:0",
                  "D 0 0 0, U -1 0 0, U 1 0 0, B 0 1 0, B -1 1 0, B 1 1 0, B 0 2 0, E -1 2 2, "
                  "E 1 2 2",
                  "1 follower 0 1 cloister");
  g_autofree char *m1 = cs_refuse (city, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autofree char *m2 = cs_refuse (road, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);
  g_autofree char *m3 = cs_refuse (cloister, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);

  g_assert_cmpstr (m1, ==, "Bruno's figure (a knight) on the city of 2 tiles at (0, 0): that "
                           "feature is completed, and its figures went home when it was scored.");
  assert_mentions (m2, "Ana's figure (a thief) on the road of 3 tiles at (0, 0)");
  assert_mentions (m2, "completed");
  assert_mentions (m3, "Bruno's figure (a monk)");
  assert_mentions (m3, "(0, 1)");
}

/* CA-BFL-01: a player puts at most one figure on the tile they place. */
static void
test_refuse_two_on_a_tile (void)
{
  g_autofree TsCarcassonneSheet *sheet
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0",
                  "0 follower 1 0 road0, 1 follower 1 0 field0");
  g_autofree char *message = cs_refuse (sheet, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);

  assert_mentions (message, "Two figures stand on the tile at (1, 0)");
}

/* CA-BSE-02: 7 followers a player. Four cloisters B (0..3, 1) south of D and five cities,
 * E (0..4, 2) turned 2 (caps south, each its own city): Ana's monks on the four cloisters and
 * knights on E (0..2, 2) are 7; her knight on E (3, 2) would be the eighth.
 * The seven score: monks 1 + 4 (B (0, 1): D, B (1, 1), E (0, 2), E (1, 2)), 1 + 6
 * (B (1, 1)), 1 + 5 (B (2, 1)), 1 + 4 (B (3, 1)) = 23; knights 3 x 1 = 3. */
static void
test_refuse_eighth_follower (void)
{
#define ROW "D 0 0 0, B 0 1 0, B 1 1 0, B 2 1 0, B 3 1 0, E 0 2 2, E 1 2 2, E 2 2 2, E 3 2 2, " \
            "E 4 2 2"
#define SEVEN "0 follower 0 1 cloister, 0 follower 1 1 cloister, 0 follower 2 1 cloister, " \
              "0 follower 3 1 cloister, 0 follower 0 2 city0, 0 follower 1 2 city0, " \
              "0 follower 2 2 city0"
  g_autofree TsCarcassonneSheet *seven = cs_sheet (BASE, "Ana:0 Bruno:0", ROW, SEVEN);
  g_autofree TsCarcassonneSheet *eight
      = cs_sheet (BASE, "Ana:0 Bruno:0", ROW, SEVEN ", 0 follower 3 2 city0");
  g_autofree TsCarcassonneSheet *other
      = cs_sheet (BASE, "Ana:0 Bruno:0", ROW, SEVEN ", 1 follower 3 2 city0");
  g_autofree char *message = cs_refuse (eight, TS_CARCASSONNE_SHEET_AT_FIGURE, 7);
  g_autoptr (JsonNode) b = cs_score (seven);
  g_autoptr (JsonNode) o = cs_score (other);

  g_assert_cmpstr (message, ==, "Ana has more than 7 followers on the map: each player has 7.");
  g_assert_cmpint (cs_line (b, 0, "end-cloisters"), ==, 23);
  g_assert_cmpint (cs_line (b, 0, "end-cities"), ==, 3);
  g_assert_cmpint (cs_total (b, 0), ==, 26);
  /* The same knight is Bruno's first: his city of 1 tile, 1. */
  g_assert_cmpint (cs_line (o, 1, "end-cities"), ==, 1);
  g_assert_cmpint (cs_total (o, 0), ==, 26);
#undef ROW
#undef SEVEN
}

/* CA-TBU-01..03: the builder, with the option, on a road or city, beside a follower of its
 * owner's. */
static void
test_refuse_builder (void)
{
#define ROAD3 "D 0 0 0, U 1 0 0, U 2 0 0"
  g_autofree TsCarcassonneSheet *no_option
      = cs_sheet (BASE, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 road0, 0 builder 2 0 road0");
  g_autofree TsCarcassonneSheet *fine
      = cs_sheet (BUILDER, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 road0, 0 builder 2 0 road0");
  g_autofree TsCarcassonneSheet *alone
      = cs_sheet (BUILDER, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 road0, 1 builder 2 0 road0");
  g_autofree TsCarcassonneSheet *field
      = cs_sheet (BUILDER, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 0 builder 2 0 field0");
  g_autofree TsCarcassonneSheet *two
      = cs_sheet (BUILDER, "Ana:0 Bruno:0", ROAD3 ", U 3 0 0",
                  "0 follower 1 0 road0, 0 builder 2 0 road0, 0 builder 3 0 road0");
  g_autofree char *m1 = cs_refuse (no_option, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autofree char *m2 = cs_refuse (alone, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autofree char *m3 = cs_refuse (field, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autofree char *m4 = cs_refuse (two, TS_CARCASSONNE_SHEET_AT_FIGURE, 2);
  g_autoptr (JsonNode) b = cs_score (fine);

  assert_mentions (m1, "builders are not in this game");
  assert_mentions (m1, "Ana's builder");
  assert_mentions (m2, "Bruno's figure (the builder) on the road of 3 tiles at (0, 0)");
  assert_mentions (m2, "none there");
  assert_mentions (m3, "Ana's builder at (2, 0) stands off a road or city");
  g_assert_cmpstr (m4, ==, "Ana has one builder, not two.");
  /* CA-TBU-15: the builder changes nothing: the road of 3 tiles, 3 to Ana. */
  g_assert_cmpint (cs_line (b, 0, "end-roads"), ==, 3);
#undef ROAD3
}

/* CA-TPG-01/02: the pig, with the option, on a field, beside a farmer of its owner's. */
static void
test_refuse_pig (void)
{
#define ROAD3 "D 0 0 0, U 1 0 0, U 2 0 0"
  g_autofree TsCarcassonneSheet *no_option
      = cs_sheet (BASE, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 0 pig 2 0 field0");
  g_autofree TsCarcassonneSheet *alone
      = cs_sheet (PIG, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 1 pig 2 0 field0");
  g_autofree TsCarcassonneSheet *other_field
      = cs_sheet (PIG, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 0 pig 2 0 field1");
  g_autofree TsCarcassonneSheet *road
      = cs_sheet (PIG, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 road0, 0 pig 2 0 road0");
  g_autofree TsCarcassonneSheet *fine
      = cs_sheet (PIG, "Ana:0 Bruno:0", ROAD3, "0 follower 1 0 field0, 0 pig 2 0 field0");
  g_autofree char *m1 = cs_refuse (no_option, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autofree char *m2 = cs_refuse (alone, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autofree char *m3 = cs_refuse (other_field, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);
  g_autofree char *m4 = cs_refuse (road, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);

  assert_mentions (m1, "pigs are not in this game");
  assert_mentions (m1, "Ana's pig");
  assert_mentions (m2, "Bruno's figure (the pig)");
  assert_mentions (m3, "Ana's figure (the pig)");
  assert_mentions (m3, "none there");
  assert_mentions (m4, "Ana's pig at (2, 0) stands off a field");
  g_assert_true (ts_carcassonne_sheet_check (fine, NULL, NULL));
#undef ROAD3
}

/* CA-BFL-01: a figure goes on the tile its owner has just placed; nobody places the start tile
 * (CA-BSE-03), so no figure of any kind stands on it. */
static void
test_refuse_start_tile_figure (void)
{
  g_autofree TsCarcassonneSheet *thief
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "1 follower 0 0 road0");
  g_autofree TsCarcassonneSheet *pig
      = cs_sheet (PIG, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0",
                  "0 follower 1 0 field0, 0 pig 0 0 field0");
  g_autofree char *m1 = cs_refuse (thief, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);
  g_autofree char *m2 = cs_refuse (pig, TS_CARCASSONNE_SHEET_AT_FIGURE, 1);

  g_assert_cmpstr (m1, ==, "Bruno's figure stands on the start tile at (0, 0): a figure goes "
                           "only on the tile its owner has just placed.");
  assert_mentions (m2, "Ana's figure stands on the start tile");
}

/* A figure's player, tile and segment must exist. */
static void
test_refuse_figure_place (void)
{
  g_autofree TsCarcassonneSheet *player
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "2 follower 1 0 road0");
  g_autofree TsCarcassonneSheet *nowhere
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "1 follower 3 3 road0");
  g_autofree TsCarcassonneSheet *segment
      = cs_sheet (BASE, "Ana:0 Bruno:0", "D 0 0 0, U 1 0 0", "0 follower 1 0 city0");
  g_autofree char *m1 = cs_refuse (player, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);
  g_autofree char *m2 = cs_refuse (nowhere, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);
  g_autofree char *m3 = cs_refuse (segment, TS_CARCASSONNE_SHEET_AT_FIGURE, 0);

  g_assert_cmpstr (m1, ==, "A figure at (1, 0) belongs to player 3, and the sheet has 2 players.");
  g_assert_cmpstr (m2, ==, "Bruno's figure stands at (3, 3), where no tile lies.");
  g_assert_cmpstr (m3, ==, "The tile U at (1, 0) has no part “city0”.");
}

/* CA-TGD-03: the tokens held are the goods of the completed cities, all of them; goods only
 * with the goods option. */
static void
test_refuse_goods (void)
{
  g_autofree TsCarcassonneSheet *too_many
      = cs_sheet (GOODS, "Ana:20:1/0/0 Bruno:15:1/0/0 Carla:25:0/2/0", GOODS_MAP, NULL);
  g_autofree TsCarcassonneSheet *too_few
      = cs_sheet (GOODS, "Ana:20:1/0/0 Bruno:15:0/0/0 Carla:25:0/1/0", GOODS_MAP, NULL);
  g_autofree TsCarcassonneSheet *no_option
      = cs_sheet ("{\"tiles\":true}", "Ana:20:0/0/0 Bruno:15:0/0/1 Carla:25:0/0/0", GOODS_MAP,
                  NULL);
  g_autofree TsCarcassonneSheet *none_held
      = cs_sheet ("{\"tiles\":true}", "Ana:20 Bruno:15 Carla:25", GOODS_MAP, NULL);
  g_autofree TsCarcassonneSheet *no_tiles
      = cs_sheet ("{\"goods\":true}", "Ana:0 Bruno:0", "D 0 0 0", NULL);
  g_autofree char *m4 = cs_refuse (no_tiles, TS_CARCASSONNE_SHEET_AT_SHEET, -1);
  g_autofree char *m1 = cs_refuse (too_many, TS_CARCASSONNE_SHEET_AT_PLAYER, 0);
  g_autofree char *m2 = cs_refuse (too_few, TS_CARCASSONNE_SHEET_AT_PLAYER, 0);
  g_autofree char *m3 = cs_refuse (no_option, TS_CARCASSONNE_SHEET_AT_PLAYER, 1);
  g_autoptr (JsonNode) b = NULL;

  g_assert_cmpstr (m1, ==, "The players hold 2 grain tokens together, and the completed cities "
                           "on the map show 1: whoever completes a city takes all its goods.");
  assert_mentions (m2, "1 wine token together");
  assert_mentions (m2, "show 2");
  assert_mentions (m3, "Bruno holds cloth tokens");
  assert_mentions (m3, "not in this game");
  /* CA-TGD: the goods are on the expansion's tiles. */
  assert_mentions (m4, "need the Traders & Builders tiles");
  /* Without the goods option the map's goods are nobody's, and no goods line. */
  b = cs_score (none_held);
  g_assert_false (cs_has_line (b, 0, "goods"));
  g_assert_cmpint (cs_total (b, 2), ==, 25);
}

/* The players: 2 to 5 (CA-BSE-02), each named, VP 0 to 999. */
static void
test_refuse_players (void)
{
  g_autofree TsCarcassonneSheet *one = cs_sheet (BASE, "Ana:3", "D 0 0 0", NULL);
  g_autofree TsCarcassonneSheet *none = cs_sheet (BASE, "", "D 0 0 0", NULL);
  g_autofree TsCarcassonneSheet *blank = cs_sheet (BASE, "Ana:3 Bruno:4", "D 0 0 0", NULL);
  g_autofree TsCarcassonneSheet *vp = cs_sheet (BASE, "Ana:3 Bruno:4", "D 0 0 0", NULL);
  g_autofree TsCarcassonneSheet *fresh = ts_carcassonne_sheet_new (3);
  g_autofree char *m1 = cs_refuse (one, TS_CARCASSONNE_SHEET_AT_SHEET, -1);
  g_autofree char *m2 = cs_refuse (none, TS_CARCASSONNE_SHEET_AT_SHEET, -1);
  g_autofree char *m3 = NULL;
  g_autofree char *m4 = NULL;
  g_autoptr (JsonNode) b = NULL;

  g_assert_cmpstr (m1, ==, "Carcassonne is played by 2 to 5 players, not 1.");
  g_assert_cmpstr (m2, ==, "Carcassonne is played by 2 to 5 players, not 0.");
  g_strlcpy (blank->players[1].name, "  ", sizeof blank->players[1].name);
  m3 = cs_refuse (blank, TS_CARCASSONNE_SHEET_AT_PLAYER, 1);
  g_assert_cmpstr (m3, ==, "Player 2 has no name.");
  vp->players[0].vp = 1000;
  m4 = cs_refuse (vp, TS_CARCASSONNE_SHEET_AT_PLAYER, 0);
  g_assert_cmpstr (m4, ==, "Ana's points on the score track must be from 0 to 999, not 1000.");
  /* A new sheet: 3 players named, the start tile alone, everyone 0. */
  b = cs_score (fresh);
  g_assert_cmpstr (fresh->players[2].name, ==, "Player 3");
  g_assert_cmpuint (cs_winners (b), ==, 0x7);
}

/* 3. The file --------------------------------------------------------------------------- */

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

  assert_mentions (format, "“format” must be “tableside-sheet”");
  assert_mentions (game, "“game” must be “carcassonne”");
  assert_mentions (version, "version 2");
  assert_mentions (not_object, "JSON object");
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

      assert_mentions (message, cases[i].member);
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

  assert_mentions (number, "“players[0].name” must be a string");
  assert_mentions (tiles, "“tiles”");
  assert_mentions (figure, "“figures[0]” must be an object");
  assert_mentions (segment, "“figures[0].segment”");
  assert_mentions (empty, "“figures[0].segment”");
  assert_mentions (x, "“tiles[0].x” must be a whole number from -95 to 95");
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
  assert_mentions (text, "\"small-city\":\"half\"");
  assert_mentions (text, "\"figure\":\"pig\"");
  assert_mentions (text, "\"tile\":\"TQ\"");
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
  g_test_add_func ("/carcassonne/sheet/refused/CA-BTL-01/overlap", test_refuse_overlap);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BTL-03/edge", test_refuse_edge);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BTL-01/cut-off", test_refuse_cut_off);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSE-03/start-tile", test_refuse_start_tile);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSE-01/box", test_refuse_box);
  g_test_add_func ("/carcassonne/sheet/refused/CA-TBC-02/expansion-tile",
                   test_refuse_expansion_tile);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BFL-03/followers-meet",
                   test_refuse_followers_meet);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSC-05/on-completed", test_refuse_on_completed);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BFL-01/two-on-a-tile", test_refuse_two_on_a_tile);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSE-02/eighth-follower",
                   test_refuse_eighth_follower);
  g_test_add_func ("/carcassonne/sheet/refused/CA-TBU-02/builder", test_refuse_builder);
  g_test_add_func ("/carcassonne/sheet/refused/CA-TPG-02/pig", test_refuse_pig);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BFL-01/start-tile-figure",
                   test_refuse_start_tile_figure);
  g_test_add_func ("/carcassonne/sheet/refused/figure-place", test_refuse_figure_place);
  g_test_add_func ("/carcassonne/sheet/refused/CA-TGD-03/goods", test_refuse_goods);
  g_test_add_func ("/carcassonne/sheet/refused/CA-BSE-02/players", test_refuse_players);
  g_test_add_func ("/carcassonne/sheet/file/header", test_parse_header);
  g_test_add_func ("/carcassonne/sheet/file/members", test_parse_members);
  g_test_add_func ("/carcassonne/sheet/file/name", test_parse_name);
  g_test_add_func ("/carcassonne/sheet/file/round-trip", test_round_trip);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet (issue 6): the rulebook's end-game examples scored from counts,
 * whole sheets with their winner and tie-breaks, the JSON format, and the same breakdown as a
 * tracked game (the refusals are in test-burgundy-sheet-refusals.c). Clause ids end the
 * paths. */
#include "burgundy-util.h"
#include "burgundy-sheet-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

/* VP of monastery @n in a breakdown row, -1 when it is not listed. */
static gint64
monastery_vp (JsonObject *row, int n)
{
  JsonArray *list = json_object_get_array_member (row, "monasteries");
  for (guint k = 0; k < json_array_get_length (list); k++)
    {
      JsonObject *m = json_array_get_object_element (list, k);
      if (json_object_get_int_member (m, "monastery") == n)
        return json_object_get_int_member (m, "vp");
    }
  return -1;
}

static TsBurgundySheet *
load_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "sheets", name, NULL);
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  TsBurgundySheet *sheet = ts_burgundy_sheet_load (data, length, name, &error);
  g_assert_no_error (error);
  g_assert_true (ts_burgundy_sheet_check (sheet, &error));
  g_assert_no_error (error);
  return sheet;
}

/* 1. The rulebook's end-game examples, from counts ------------------------------------- */

/* CB-MON-15 example: Daniel sold 4 red, 3 purple, 3 pink, 1 orange: 4 types x 2 = 8 VP. */
static void
test_goods_types (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  bt_sheet_add_monastery (sheet, 0, 15, 4);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (monastery_vp (bt_sheet_row (b, 0), 15), ==, 8);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 0), "total"), ==, 50 + 8);
}

/* CB-MON-25 example: the same Daniel with monastery 25: 11 goods sold = 11 VP more. */
static void
test_goods_sold (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  bt_sheet_add_monastery (sheet, 0, 15, 4);
  bt_sheet_add_monastery (sheet, 0, 25, 4 + 3 + 3 + 1);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (monastery_vp (bt_sheet_row (b, 0), 25), ==, 11);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 0), "total"), ==, 50 + 8 + 11);
}

/* CB-MON-17, CB-MON-22 example: Bruno with #17 and #22, 2 watchtowers and 4 banks:
 * (2 x 4) + (4 x 4) = 24 VP. */
static void
test_watchtower_bank (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  bt_sheet_add_monastery (sheet, 1, 22, 4);
  bt_sheet_add_monastery (sheet, 1, 17, 2);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  JsonObject *bruno = bt_sheet_row (b, 1);
  g_assert_cmpint (monastery_vp (bruno, 17), ==, 8);
  g_assert_cmpint (monastery_vp (bruno, 22), ==, 16);
  g_assert_cmpint (json_object_get_int_member (bruno, "total"), ==, 51 + 24);
  /* Listed in the order of their numbers, as the score sheet shows them. */
  JsonArray *list = json_object_get_array_member (bruno, "monasteries");
  g_assert_cmpint (
      json_object_get_int_member (json_array_get_object_element (list, 0), "monastery"), ==, 17);
}

/* CB-MON-16..23: 4 VP per building of the tile's type (16 warehouse ... 23 city hall). */
static void
test_building_type (gconstpointer data)
{
  int n = GPOINTER_TO_INT (data);
  TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS];
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);

  g_assert_cmpuint (ts_burgundy_sheet_monastery_counts (n, counts), ==, 1);
  g_assert_cmpint (counts[0], ==, TS_BURGUNDY_SHEET_BUILDINGS);
  bt_sheet_add_monastery (sheet, 0, n, 3);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (monastery_vp (bt_sheet_row (b, 0), n), ==, 12);
  /* The question names the type: "Watchtowers in the duchy" for 17. */
  const char *label = ts_burgundy_sheet_count_label (n, TS_BURGUNDY_SHEET_BUILDINGS);
  static const char *const words[] = { "Warehouses", "Watchtowers",     "Carpenter", "Churches",
                                       "Markets",    "Boarding houses", "Banks",     "City halls" };
  g_assert_true (g_str_has_prefix (label, words[n - 16]));
}

/* CB-MON-24 example: Ana placed sheep, cow and pig tiles: 3 species x 4 = 12 VP. */
static void
test_species (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  bt_sheet_add_monastery (sheet, 0, 24, 3);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (monastery_vp (bt_sheet_row (b, 0), 24), ==, 12);
}

/* CB-MON-26 example (derived): 2 large and 1 small bonus tile: 9 VP. */
static void
test_bonus_tiles (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  bt_sheet_add_monastery (sheet, 0, 26, 3);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (monastery_vp (bt_sheet_row (b, 0), 26), ==, 9);
}

/* CB-END-02..04: 1 VP per unsold goods tile, per silver, per 2 workers (5 workers -> 2). */
static void
test_leftovers (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  sheet->players[0].goods = 3;
  sheet->players[0].silver = 4;
  sheet->players[0].workers = 5;
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  JsonObject *ana = bt_sheet_row (b, 0);
  g_assert_cmpint (json_object_get_int_member (ana, "goods"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (ana, "silver"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (ana, "workers"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (ana, "total"), ==, 50 + 3 + 4 + 2);
}

/* CB-ARE-07: the 100/200 token adds to the track: 37 with the 100 token is 137. */
static void
test_token (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  sheet->players[0].track = 37;
  sheet->players[0].token = 100;
  sheet->players[1].track = 37;
  sheet->players[1].token = 200;
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 0), "vp-track"), ==, 137);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 1), "vp-track"), ==, 237);
}

/* CB-END-05: the sheet lists the placed end-game monasteries only; others are refused, and
 * a monastery that counts nothing scores 0 but is still listed. */
static void
test_end_monasteries_only (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS];

  for (guint n = 1; n <= 30; n++)
    g_assert_cmpint (ts_burgundy_sheet_is_end_monastery (n), ==, (n >= 15 && n <= 26) || n == 29);
  g_assert_cmpuint (ts_burgundy_sheet_monastery_counts (14, counts), ==, 0);
  bt_sheet_add_monastery (sheet, 0, 18, 0);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (monastery_vp (bt_sheet_row (b, 0), 18), ==, 0);
}

/* CB-END-06: the most VP wins; the rulebook examples' sheet, every total by hand. */
static void
test_full_sheet (void)
{
  g_autoptr (TsBurgundySheet) sheet = load_fixture ("rulebook-examples.json");
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  JsonObject *o = json_node_get_object (b);
  static const gint64 totals[]
      = { 137 + 2 + 3 + 2 + 12, 112 + 1 + 0 + 1 + 24, 98 + 7 + 9, 145 + 3 + 2 + 2 + 8 + 11 };

  g_assert_cmpuint (sheet->n_players, ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, i), "total"), ==, totals[i]);
  g_assert_cmpint (json_object_get_int_member (o, "winner"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==, "none");
  g_assert_cmpstr (json_object_get_string_member (o, "explanation"), ==,
                   "Daniel wins with 171 victory points.");
}

/* CB-TIE-01: Ana and Bruno tie on 94; Bruno has more empty spaces (5 to 3). */
static void
test_tie_empty_spaces (void)
{
  g_autoptr (TsBurgundySheet) sheet = load_fixture ("tie-empty-spaces.json");
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  JsonObject *o = json_node_get_object (b);

  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 0), "total"), ==, 94);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 1), "total"), ==, 94);
  g_assert_cmpint (json_object_get_int_member (o, "winner"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==, "empty-spaces");
  g_assert_cmpstr (json_object_get_string_member (o, "explanation"), ==,
                   "Bruno wins the tie on 94 victory points with the most empty spaces in "
                   "their duchy (5).");
}

/* CB-TIE-02: a tie on 129 VP and 7 empty spaces: both markers on bridge space 6, Ana below
 * Bruno, so Ana is further back. Then on different spaces: the lower space wins. */
static void
test_tie_bridge (void)
{
  g_autoptr (TsBurgundySheet) sheet = load_fixture ("tie-bridge.json");
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  JsonObject *o = json_node_get_object (b);

  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 0), "total"), ==, 129);
  g_assert_cmpint (json_object_get_int_member (bt_sheet_row (b, 1), "total"), ==, 129);
  g_assert_cmpint (json_object_get_int_member (o, "winner"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (o, "tie-break"), ==, "bridge");

  sheet->players[0].bridge_space = 7; /* Ana moves ahead; Bruno is alone on 6 */
  sheet->players[1].bridge_height = 0;
  g_autoptr (JsonNode) again = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (again), "winner"), ==, 1);
  g_assert_nonnull (
      strstr (json_object_get_string_member (json_node_get_object (again), "explanation"),
              "Bruno wins the tie on 129 victory points and empty spaces"));
}

/* 2. The format -------------------------------------------------------------------------- */

static char *
json_text (JsonNode *node)
{
  return json_to_string (node, TRUE);
}

/* A loaded sheet written and read again is the same sheet, byte for byte. */
static void
test_round_trip (void)
{
  static const char *const files[]
      = { "rulebook-examples.json", "tie-empty-spaces.json", "tie-bridge.json" };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr (TsBurgundySheet) sheet = load_fixture (files[f]);
      g_autoptr (JsonNode) node = ts_burgundy_sheet_to_json (sheet);
      g_autoptr (GError) error = NULL;
      g_autoptr (TsBurgundySheet) again = ts_burgundy_sheet_from_json (node, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (sheet, sizeof *sheet, again, sizeof *again);
      g_autoptr (JsonNode) node2 = ts_burgundy_sheet_to_json (again);
      g_autofree char *a = json_text (node);
      g_autofree char *b = json_text (node2);
      g_assert_cmpstr (a, ==, b);
    }
  /* Long names are cut on a character boundary. */
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  g_autoptr (JsonNode) node = ts_burgundy_sheet_to_json (sheet);
  GString *name = g_string_new (NULL);
  for (guint i = 0; i < 40; i++)
    g_string_append (name, "é");
  JsonObject *ana = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (node), "players"), 0);
  json_object_set_string_member (ana, "name", name->str);
  g_autoptr (TsBurgundySheet) cut = ts_burgundy_sheet_from_json (node, NULL);
  g_assert_cmpuint (strlen (cut->players[0].name), ==, 62);
  g_assert_true (g_utf8_validate (cut->players[0].name, -1, NULL));
  g_string_free (name, TRUE);
}

static void
assert_load_error (const char *text, const char *needle)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TsBurgundySheet) sheet
      = ts_burgundy_sheet_load (text, strlen (text), "sheet.json", &error);

  g_assert_null (sheet);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "“sheet.json”"));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (strstr (error->message, needle) == NULL)
    g_error ("“%s” does not say “%s”", error->message, needle);
}

#define HEAD "{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"castles-of-burgundy\","
#define ANA "{\"name\":\"Ana\",\"track\":1,\"goods\":0,\"silver\":0,\"workers\":0,"
#define TAIL "\"empty-spaces\":3,\"bridge-space\":1}"

/* Every message names the file and where: the line and column, or the member's path. */
static void
test_parse_errors (void)
{
  assert_load_error ("{\n  \"format\": \"tableside-sheet\",\n  \"version\": 1,,\n}",
                     "is not valid JSON: at line 3, column 16");
  assert_load_error ("", "is empty");
  assert_load_error ("\xff{}", "not UTF-8");
  /* json-glib alone reads these as numbers and skips comments: the score would be wrong
   * with no sign. The sheet is strict JSON, as records are. */
  assert_load_error (HEAD "\"players\":[" ANA "\"silver\":010," TAIL "]}",
                     "at line 1, column 148, a number is not written as JSON writes numbers");
  assert_load_error (HEAD "\"players\":[" ANA "\"silver\":0x1F," TAIL "]}",
                     "a number is not written as JSON writes numbers");
  assert_load_error (HEAD "/* note */\"players\":[" ANA TAIL "]}",
                     "column 70, a member name is not a string in double quotes");
  assert_load_error (HEAD "\"players\":[" ANA TAIL "]} // end",
                     "there is more after the end of the first value");
  assert_load_error (HEAD "\"players\":[{\"name\":\"A\\u0000na\"}]}", "the character NUL");
  /* A character json-glib would have quoted by one of its bytes: the message stays text. */
  assert_load_error ("{\"format\": é}", "at line 1, column 12, there is an unexpected character");
  g_autofree char *deep = g_strnfill (100, '[');
  assert_load_error (deep, "nests deeper than 32 levels");
  g_autofree char *large = g_strnfill (TS_BURGUNDY_SHEET_MAX_BYTES + 1, ' ');
  assert_load_error (large, "far too large");
  assert_load_error ("[]", "is a JSON object");
  assert_load_error ("{\"format\":\"tableside-record\",\"version\":1}",
                     "“format” must be “tableside-sheet”");
  assert_load_error ("{\"format\":\"tableside-sheet\",\"version\":4,\"game\":\"x\"}",
                     "Sheet version 4 is not one this Tableside reads");
  assert_load_error ("{\"format\":\"tableside-sheet\",\"version\":\"1\"}",
                     "“version” must be a whole number");
  assert_load_error ("{\"format\":\"tableside-sheet\",\"version\":1,\"game\":\"carcassonne\"}",
                     "for the game “carcassonne”");
  assert_load_error (HEAD "\"players\":{}}", "“players” must be an array of at most 4 players");
  assert_load_error (HEAD "\"players\":[1]}", "“players[0]” must be an object");
  assert_load_error (HEAD "\"players\":[{\"name\":7}]}", "“players[0].name” must be a string");
  assert_load_error (HEAD "\"players\":[" ANA TAIL ",{\"name\":\"Bruno\",\"track\":1.5}]}",
                     "“players[1].track” must be a whole number");
  assert_load_error (HEAD "\"players\":[{\"name\":\"Ana\",\"track\":1,\"goods\":0,\"silver\":0}]}",
                     "“players[0].workers” must be a whole number");
  assert_load_error (HEAD "\"players\":[" ANA "\"silver\":10000000," TAIL "]}",
                     "“players[0].silver” must be a whole number from -999999 to 999999");
  assert_load_error (HEAD "\"players\":[" ANA "\"monasteries\":[{\"monastery\":17}]," TAIL "]}",
                     "“players[0].monasteries[0].buildings” must be a whole number");
  assert_load_error (HEAD "\"players\":[" ANA "\"monasteries\":[17]," TAIL "]}",
                     "“players[0].monasteries[0]” must be an object with a “monastery” number");
  assert_load_error (HEAD "\"players\":[" ANA "\"monasteries\":{}," TAIL "]}",
                     "“players[0].monasteries” must be an array of at most 12 monasteries");
  assert_load_error (HEAD "\"players\":[" ANA "\"bridge-space\":1}]}",
                     "“players[0].empty-spaces” must be a whole number");

  /* Optional members: "token", "monasteries", "bridge-height"; unknown members are
   * ignored; a byte-order mark is skipped. */
  const char *minimal = "\xef\xbb\xbf" HEAD "\"players\":[" ANA "\"colour\":\"red\"," TAIL "]}";
  g_autoptr (GError) error = NULL;
  g_autoptr (TsBurgundySheet) sheet
      = ts_burgundy_sheet_load (minimal, strlen (minimal), "sheet.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (sheet->n_players, ==, 1);
  g_assert_cmpint (sheet->players[0].token, ==, 0);
  g_assert_cmpuint (sheet->players[0].n_monasteries, ==, 0);
  g_assert_cmpint (sheet->players[0].bridge_height, ==, 0);
  g_assert_cmpint (sheet->players[0].empty_spaces, ==, 3);
}

/* What a form asks for each monastery, and the limits of its spin buttons. */
static void
test_questions (void)
{
  TsBurgundySheetCount counts[TS_BURGUNDY_SHEET_N_COUNTS];
  static const struct
  {
    int monastery;
    TsBurgundySheetCount count;
    const char *id;
    int limit_2p, limit_4p;
  } expect[] = {
    { 15, TS_BURGUNDY_SHEET_GOODS_TYPES_SOLD, "goods-types-sold", 6, 6 },
    { 17, TS_BURGUNDY_SHEET_BUILDINGS, "buildings", 7, 7 },
    { 24, TS_BURGUNDY_SHEET_SPECIES, "species", 4, 4 },
    { 25, TS_BURGUNDY_SHEET_GOODS_SOLD, "goods-sold", 31, 37 },
    { 26, TS_BURGUNDY_SHEET_BONUS_TILES, "bonus-tiles", 6, 6 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expect); i++)
    {
      g_assert_cmpuint (ts_burgundy_sheet_monastery_counts (expect[i].monastery, counts), ==, 1);
      g_assert_cmpint (counts[0], ==, expect[i].count);
      g_assert_cmpstr (ts_burgundy_sheet_count_id (counts[0]), ==, expect[i].id);
      g_assert_cmpint (ts_burgundy_sheet_count_from_id (expect[i].id), ==, expect[i].count);
      g_assert_cmpint (ts_burgundy_sheet_count_limit (expect[i].monastery, counts[0], 2), ==,
                       expect[i].limit_2p);
      g_assert_cmpint (ts_burgundy_sheet_count_limit (expect[i].monastery, counts[0], 4), ==,
                       expect[i].limit_4p);
      g_assert_cmpstr (ts_burgundy_sheet_count_label (expect[i].monastery, counts[0]), !=, "");
      g_assert_true (
          g_str_has_suffix (ts_burgundy_sheet_monastery_rule (expect[i].monastery), "tile")
          || strstr (ts_burgundy_sheet_monastery_rule (expect[i].monastery), "VP per"));
    }
  g_assert_cmpint (ts_burgundy_sheet_count_from_id ("nothing"), ==, -1);
  for (guint f = 0; f < TS_BURGUNDY_SHEET_N_FIELDS; f++)
    {
      g_assert_cmpstr (ts_burgundy_sheet_field_label (f), !=, "");
      g_assert_nonnull (ts_burgundy_sheet_field_id (f));
    }
  /* A new sheet is valid: nothing scored, the last player in turn order wins the tie. */
  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr (TsBurgundySheet) sheet = ts_burgundy_sheet_new (n);
      g_autoptr (GError) error = NULL;
      g_assert_true (ts_burgundy_sheet_check (sheet, &error));
      g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
      g_assert_cmpint (json_object_get_int_member (json_node_get_object (b), "winner"), ==, n - 1);
      g_assert_cmpstr (sheet->players[0].name, ==, "Player 1");
    }
}

/* 3. The same breakdown as a tracked game ------------------------------------------------ */

/* Member names of @o, sorted and joined, with those of the first element of each array. */
static void
shape_of (JsonNode *node, GString *out)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *o = json_node_get_object (node);
      g_autoptr (GList) names = g_list_sort (json_object_get_members (o), (GCompareFunc)strcmp);
      g_string_append_c (out, '{');
      for (GList *l = names; l != NULL; l = l->next)
        {
          g_string_append_printf (out, "%s:", (const char *)l->data);
          shape_of (json_object_get_member (o, l->data), out);
          g_string_append_c (out, ',');
        }
      g_string_append_c (out, '}');
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      g_string_append_c (out, '[');
      if (json_array_get_length (a) > 0)
        shape_of (json_array_get_element (a, 0), out);
      g_string_append_c (out, ']');
    }
  else
    g_string_append (out, g_type_name (json_node_get_value_type (node)));
}

/* Monastery lists sorted by number (a tracked game lists those that scored 0 last). */
static void
sort_monasteries (JsonNode *breakdown)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown), "players");
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *row = json_array_get_object_element (players, i);
      JsonArray *list = json_object_get_array_member (row, "monasteries");
      JsonArray *sorted = json_array_new ();
      for (int n = 15; n <= 26; n++)
        for (guint k = 0; k < json_array_get_length (list); k++)
          if (json_object_get_int_member (json_array_get_object_element (list, k), "monastery")
              == n)
            json_array_add_element (sorted, json_node_copy (json_array_get_element (list, k)));
      json_object_set_array_member (row, "monasteries", sorted);
    }
}

/* What a player would write on the sheet after a tracked game: the counts from the duchy. */
static void
sheet_from_state (const TsBurgundyState *s, JsonNode *breakdown, TsBurgundySheet *sheet)
{
  sheet->n_players = s->n_players;
  for (guint i = 0; i < s->n_players; i++)
    {
      const TsBurgundyPlayer *p = &s->players[i];
      TsBurgundySheetPlayer *out = &sheet->players[i];
      int vp = json_object_get_int_member (bt_sheet_row (breakdown, i), "vp-track");

      g_strlcpy (out->name, s->names[i], sizeof out->name);
      out->token = vp / 100 * 100;
      out->track = vp % 100;
      for (guint g = 1; g <= 6; g++)
        out->goods += p->goods[g];
      out->silver = p->silver;
      out->workers = p->workers;
      for (int n = 15; n <= 26; n++)
        {
          if (!ts_burgundy_has_monastery (p, n))
            continue;
          int count = 0;
          guint species = 0;
          for (guint g = 1; g <= 6; g++)
            count += n == 15 ? p->sold[g] > 0 : n == 25 ? p->sold[g] : 0;
          for (guint sp = 0; sp < TS_BURGUNDY_N_SPACES; sp++)
            {
              if (n >= 16 && n <= 23)
                count += p->tiles[sp] == (guint)TS_BURGUNDY_TILE_BUILDING + (n - 16);
              if (n == 24 && TS_BURGUNDY_IS_ANIMAL (p->tiles[sp]))
                species |= 1u << TS_BURGUNDY_SPECIES_OF (p->tiles[sp]);
            }
          if (n == 24)
            count = __builtin_popcount (species);
          if (n == 26)
            count = __builtin_popcount (p->bonus_large) + __builtin_popcount (p->bonus_small);
          bt_sheet_add_monastery (sheet, i, n, count);
        }
      out->empty_spaces = ts_burgundy_empty_spaces (s, i);
      out->bridge_space = p->bridge_space;
      /* The sheet counts places in a stack from 0; the engine's heights may have gaps. */
      for (guint j = 0; j < s->n_players; j++)
        out->bridge_height += s->players[j].bridge_space == p->bridge_space
                              && s->players[j].bridge_height < p->bridge_height;
    }
}

/* CB-END-01..06, CB-TIE-01/02: complete random games tracked by the engine give the same
 * breakdown (totals, winner, tie-break, explanation) when their table is put on a sheet. */
static void
test_same_as_tracked (void)
{
  guint ties = 0;
  for (guint seed = 1; seed <= 30; seed++)
    {
      g_autofree TsBurgundyState *s = bt_new_game (2 + seed % 3, NULL);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      TsBurgundyEntry e;
      while (ts_burgundy_random_entry (s, rand, &e))
        g_assert_true (ts_burgundy_apply (s, &e, NULL));
      g_autoptr (JsonNode) tracked = ts_burgundy_final_breakdown (s);
      g_autoptr (TsBurgundySheet) sheet = g_new0 (TsBurgundySheet, 1);
      g_autoptr (GError) error = NULL;
      sheet_from_state (s, tracked, sheet);
      if (!ts_burgundy_sheet_check (sheet, &error))
        g_error ("seed %u: %s", seed, error->message);
      g_autoptr (JsonNode) scored = ts_burgundy_sheet_score (sheet);
      g_autoptr (GString) shape_a = g_string_new (NULL);
      g_autoptr (GString) shape_b = g_string_new (NULL);
      shape_of (tracked, shape_a);
      shape_of (scored, shape_b);
      g_assert_cmpstr (shape_a->str, ==, shape_b->str);
      sort_monasteries (tracked);
      /* The bridge heights are written as places in the stack; compare the rest. */
      for (guint i = 0; i < s->n_players; i++)
        json_object_set_int_member (bt_sheet_row (tracked, i), "bridge-height",
                                    sheet->players[i].bridge_height);
      g_autofree char *a = json_text (tracked);
      g_autofree char *b = json_text (scored);
      g_assert_cmpstr (a, ==, b);
      ties += s->tie_break != 0;
    }
  g_test_message ("%u of 30 games were decided by a tie-break", ties);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/sheet/" path, fn)
  ADD ("monastery-goods-types/CB-MON-15", test_goods_types);
  ADD ("monastery-goods-sold/CB-MON-25", test_goods_sold);
  ADD ("monastery-watchtower-bank/CB-MON-17", test_watchtower_bank);
  ADD ("monastery-watchtower-bank/CB-MON-22", test_watchtower_bank);
  for (int n = 16; n <= 23; n++)
    {
      g_autofree char *path
          = g_strdup_printf ("/burgundy/sheet/monastery-building-type/CB-MON-%d", n);
      g_test_add_data_func (path, GINT_TO_POINTER (n), test_building_type);
    }
  ADD ("monastery-species/CB-MON-24", test_species);
  ADD ("monastery-bonus-tiles/CB-MON-26", test_bonus_tiles);
  ADD ("goods/CB-END-02", test_leftovers);
  ADD ("silver/CB-END-03", test_leftovers);
  ADD ("workers/CB-END-04", test_leftovers);
  ADD ("vp-token/CB-ARE-07", test_token);
  ADD ("end-monasteries-only/CB-END-05", test_end_monasteries_only);
  ADD ("full-sheet/CB-END-06", test_full_sheet);
  ADD ("tie-empty-spaces/CB-TIE-01", test_tie_empty_spaces);
  ADD ("tie-bridge/CB-TIE-02", test_tie_bridge);
  ADD ("json/round-trip", test_round_trip);
  ADD ("json/parse-errors", test_parse_errors);
  ADD ("questions", test_questions);
  ADD ("same-as-tracked-game/CB-END-01", test_same_as_tracked);
  return g_test_run ();
}

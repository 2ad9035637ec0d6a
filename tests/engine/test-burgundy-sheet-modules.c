/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet with the modules of the 2019 box (issue 14): the rulebook's module
 * examples scored through the sheet (shields, monastery 29, the crane, the geese, shields 6,
 * 10 and 13), one refusal per new physical-possibility check, the version-2 format and
 * version-1 files still read. Clause ids end the paths. */
#include "burgundy-util.h"
#include "burgundy-sheet-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

static void
give_shields (TsBurgundySheet *sheet, guint player, const guint *shields, guint n)
{
  for (guint k = 0; k < n; k++)
    sheet->players[player].shields |= 1u << shields[k];
}

static gint64
total (JsonNode *breakdown, guint i)
{
  return json_object_get_int_member (bt_sheet_row (breakdown, i), "total");
}

/* The line of @cause in player @i's "lines", or NULL. */
static JsonObject *
line (JsonNode *breakdown, guint i, const char *cause)
{
  JsonArray *lines = json_object_get_array_member (bt_sheet_row (breakdown, i), "lines");

  for (guint k = 0; k < json_array_get_length (lines); k++)
    {
      JsonObject *l = json_array_get_object_element (lines, k);
      if (g_strcmp0 (json_object_get_string_member (l, "cause"), cause) == 0)
        return l;
    }
  return NULL;
}

static gint64
line_vp (JsonNode *breakdown, guint i, const char *cause)
{
  JsonObject *l = line (breakdown, i, cause);

  g_assert_nonnull (l);
  return json_object_get_int_member (l, "vp");
}

/* Every point has a cause: the lines with VP add up to the total, for every player. */
static void
assert_lines_add_up (JsonNode *breakdown)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown), "players");

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonArray *lines = json_object_get_array_member (bt_sheet_row (breakdown, i), "lines");
      gint64 sum = 0;

      for (guint k = 0; k < json_array_get_length (lines); k++)
        {
          JsonNode *vp = json_object_get_member (json_array_get_object_element (lines, k), "vp");
          if (vp != NULL && json_node_get_value_type (vp) == G_TYPE_INT64)
            sum += json_node_get_int (vp);
        }
      g_assert_cmpint (sum, ==, total (breakdown, i));
    }
}

/* 1. The rulebook's module examples through the sheet ---------------------------------- */

/* CB-SHD-13 example: shields 1 and 13 at the end: (12 + 4) x 2 = 32 VP. */
static void
test_shields_1_13 (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  static const guint held[] = { 1, 13 };

  give_shields (sheet, 0, held, G_N_ELEMENTS (held));
  g_assert_true (ts_burgundy_sheet_check (sheet, NULL));
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (line_vp (b, 0, "end-shield-1"), ==, 24);
  g_assert_cmpint (line_vp (b, 0, "end-shield-13"), ==, 8);
  g_assert_cmpint (total (b, 0), ==, 50 + 32);
  /* Bruno holds none: the lines are there (the table reads them as rows), without VP. */
  g_assert_true (json_node_is_null (json_object_get_member (line (b, 1, "end-shield-1"), "vp")));
  g_assert_cmpint (total (b, 1), ==, 51);
  assert_lines_add_up (b);
}

/* CB-SHG-09: shields 1-6 score 12, 7-12 score 8, 13-18 score 4; without shield 13 no doubling. */
static void
test_shield_values (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  static const guint held[] = { 2, 8, 14, 18 };

  give_shields (sheet, 1, held, G_N_ELEMENTS (held));
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (line_vp (b, 1, "end-shield-2"), ==, 12);
  g_assert_cmpint (line_vp (b, 1, "end-shield-8"), ==, 8);
  g_assert_cmpint (line_vp (b, 1, "end-shield-14"), ==, 4);
  g_assert_cmpint (line_vp (b, 1, "end-shield-18"), ==, 4);
  g_assert_cmpint (total (b, 1), ==, 51 + 28);
  g_assert_null (line (b, 1, "end-shield-13"));
  /* The same rule as the tracked game uses. */
  g_assert_cmpint (ts_burgundy_shield_scored_vp (2, FALSE), ==, 12);
  g_assert_cmpint (ts_burgundy_shield_scored_vp (2, TRUE), ==, 24);
}

/* CB-MON-29: 4 VP per white castle in the duchy. */
static void
test_monastery_29 (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);

  bt_sheet_add_monastery (sheet, 0, 29, 3);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (line_vp (b, 0, "end-monastery-29"), ==, 12);
  g_assert_cmpstr (json_object_get_string_member (line (b, 0, "end-monastery-29"), "note"), ==,
                   "4 VP per white castle");
  g_assert_cmpint (total (b, 0), ==, 50 + 12);
  g_assert_cmpstr (ts_burgundy_sheet_count_id (ts_burgundy_sheet_count_from_id ("white-castles")),
                   ==, "white-castles");
  g_assert_cmpint (ts_burgundy_sheet_count_limit (29, TS_BURGUNDY_SHEET_WHITE_CASTLES, 4), ==, 8);
}

/* CB-EXT-03 as decided: the crane counts as the type that gives its owner the most VP, for
 * monasteries 16-23 and 29; the breakdown names it (line "crane", as the tracked game's), its
 * VP are in that monastery's line. */
static void
test_crane (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);

  /* Only monastery 29 scores a building type: the crane is a white castle. */
  bt_sheet_add_monastery (sheet, 0, 29, 3);
  sheet->players[0].crane = TRUE;
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (line_vp (b, 0, "end-monastery-29"), ==, 16);
  g_assert_cmpstr (json_object_get_string_member (line (b, 0, "crane"), "value"), ==,
                   "white castle");
  g_assert_true (json_node_is_null (json_object_get_member (line (b, 1, "crane"), "vp")));
  assert_lines_add_up (b);

  /* The CB-MON-17 example (2 watchtowers, 4 banks) with the crane: one more watchtower or one
   * more bank gives 4 VP either way; the lower monastery's type is named. */
  g_autoptr (TsBurgundySheet) bruno = bt_sheet_plain (2);
  bt_sheet_add_monastery (bruno, 1, 22, 4);
  bt_sheet_add_monastery (bruno, 1, 17, 2);
  bruno->players[1].crane = TRUE;
  g_autoptr (JsonNode) b2 = ts_burgundy_sheet_score (bruno);
  g_assert_cmpint (line_vp (b2, 1, "end-monastery-17"), ==, 12);
  g_assert_cmpint (line_vp (b2, 1, "end-monastery-22"), ==, 16);
  g_assert_cmpint (total (b2, 1), ==, 51 + 28);
  g_assert_cmpstr (json_object_get_string_member (line (b2, 1, "crane"), "value"), ==,
                   "watchtower");

  /* No monastery of a building type: every type gives 0, the first is named (as the tracked
   * game's ts_burgundy_crane_choose() does) and nothing is added. */
  g_autoptr (TsBurgundySheet) none = bt_sheet_plain (2);
  bt_sheet_add_monastery (none, 0, 26, 2);
  none->players[0].crane = TRUE;
  g_autoptr (JsonNode) b3 = ts_burgundy_sheet_score (none);
  g_assert_cmpint (total (b3, 0), ==, 50 + 6);
  g_assert_cmpstr (json_object_get_string_member (line (b3, 0, "crane"), "value"), ==,
                   "warehouse");
  g_assert_cmpuint (ts_burgundy_crane_building (1u << 29), ==, TS_BURGUNDY_WHITE_CASTLE_TYPE);
  g_assert_cmpuint (ts_burgundy_crane_building ((1u << 22) | (1u << 17)), ==,
                    TS_BURGUNDY_WATCHTOWER);
  g_assert_cmpuint (ts_burgundy_crane_building (1u << 24), ==, TS_BURGUNDY_WAREHOUSE);
}

/* CB-EXT-06 with the CB-MON-24 example: Ana's 3 sheep, 1 cow and 1 pig tiles are 3 species
 * (12 VP); with the geese 4 species, 16 VP; all four species and the geese: 5, 20 VP. */
static void
test_geese (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);

  bt_sheet_add_monastery (sheet, 0, 24, 4);
  sheet->players[0].geese = TRUE;
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (line_vp (b, 0, "end-monastery-24"), ==, 16);

  sheet->players[0].monasteries[0].counts[TS_BURGUNDY_SHEET_SPECIES] = 5;
  g_assert_cmpint (
      ts_burgundy_sheet_player_count_limit (&sheet->players[0], 24, TS_BURGUNDY_SHEET_SPECIES, 2),
      ==, 5);
  g_assert_true (ts_burgundy_sheet_check (sheet, NULL));
  g_autoptr (JsonNode) b2 = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (line_vp (b2, 0, "end-monastery-24"), ==, 20);
  /* Without the geese, 5 species are refused (test-burgundy-sheet.c, species/CB-CMP-02). */
  sheet->players[0].geese = FALSE;
  g_assert_false (ts_burgundy_sheet_check (sheet, NULL));
}

/* CB-SHD-10: with shield 10 the owner's monasteries count double: the CB-MON-17 example's
 * 24 VP once more in shield 10's line, with its own 8 (as the tracked game's ledger has it). */
static void
test_shield_10 (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  static const guint held[] = { 10, 13 };

  bt_sheet_add_monastery (sheet, 1, 22, 4);
  bt_sheet_add_monastery (sheet, 1, 17, 2);
  give_shields (sheet, 1, held, 1);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (line_vp (b, 1, "end-monastery-17"), ==, 8);
  g_assert_cmpint (line_vp (b, 1, "end-monastery-22"), ==, 16);
  g_assert_cmpint (line_vp (b, 1, "end-shield-10"), ==, 8 + 24);
  g_assert_cmpint (total (b, 1), ==, 51 + 48 + 8);
  assert_lines_add_up (b);
  /* With shield 13 too, shield 10's own VP double, the monasteries' do not double again. */
  give_shields (sheet, 1, held, 2);
  g_autoptr (JsonNode) b2 = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (line_vp (b2, 1, "end-shield-10"), ==, 16 + 24);
  g_assert_cmpint (line_vp (b2, 1, "end-shield-13"), ==, 8);
  g_assert_cmpint (total (b2, 1), ==, 51 + 24 + 40 + 8);
  assert_lines_add_up (b2);
}

/* CB-SHD-06: the chosen player's scoring monasteries score for the holder too, counted in the
 * holder's duchy: Bruno's monastery 22 with Ana's 2 banks gives Ana 8 VP. */
static void
test_shield_6 (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  static const guint held[] = { 6 };

  bt_sheet_add_monastery (sheet, 1, 22, 4);
  bt_sheet_add_monastery (sheet, 0, 22, 2)->shield6 = TRUE;
  give_shields (sheet, 0, held, 1);
  g_autoptr (GError) error = NULL;
  g_assert_true (ts_burgundy_sheet_check (sheet, &error));
  g_assert_no_error (error);
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  g_assert_cmpint (line_vp (b, 0, "end-monastery-22"), ==, 8);
  g_assert_cmpint (line_vp (b, 1, "end-monastery-22"), ==, 16);
  g_assert_cmpint (total (b, 0), ==, 50 + 8 + 12);
}

/* All of it on one sheet (tests/data/sheets/modules-examples.json, also read by the CLI
 * test), every total by hand. */
static void
test_modules_sheet (void)
{
  g_autofree char *path
      = g_test_build_filename (G_TEST_DIST, "data", "sheets", "modules-examples.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_autoptr (TsBurgundySheet) sheet = ts_burgundy_sheet_load (data, length, "m.json", &error);
  g_assert_no_error (error);
  g_assert_true (ts_burgundy_sheet_check (sheet, &error));
  g_autoptr (JsonNode) b = ts_burgundy_sheet_score (sheet);
  /* Ana: 140 + 1 + 2 + 1, monastery 24 with the geese 4 x 4, shields (12 + 4) x 2. */
  g_assert_cmpint (total (b, 0), ==, 144 + 16 + 32);
  /* Bruno: 120, the crane a watchtower: (2 + 1) x 4 and 4 x 4, and again with shield 10's
   * 8. */
  g_assert_cmpint (total (b, 1), ==, 120 + 24 + 32 + 8);
  /* Carla: 160 + 2 + 1 + 2, 3 white castles 12, Bruno's 22 with her 1 bank 4, shield 6 12. */
  g_assert_cmpint (total (b, 2), ==, 165 + 12 + 4 + 12);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (b), "winner"), ==, 2);
  assert_lines_add_up (b);
}

/* 2. Refusals ------------------------------------------------------------------------------ */

typedef struct
{
  const char *path;
  void (*spoil) (TsBurgundySheet *s);
  const char *needle;
  int player;
  TsBurgundySheetField field;
  const char *clause; /* the clause the refusal names (issue 55) */
} Refusal;

static void
spoil_shield_twice (TsBurgundySheet *s)
{
  s->players[0].shields = 1u << 5;
  s->players[1].shields = 1u << 5;
}
static void
spoil_shields_castles (TsBurgundySheet *s)
{
  s->players[1].shields = (1u << 1) | (1u << 2) | (1u << 3) | (1u << 4) | (1u << 5);
}
static void
spoil_shields_set_out (TsBurgundySheet *s)
{
  s->players[0].shields = (1u << 1) | (1u << 2) | (1u << 3) | (1u << 4);
  s->players[1].shields = (1u << 7) | (1u << 8) | (1u << 9);
  s->players[0].empty_spaces = s->players[1].empty_spaces = 5;
}
static void
spoil_crane_twice (TsBurgundySheet *s)
{
  s->players[0].crane = s->players[1].crane = TRUE;
}
static void
spoil_geese_twice (TsBurgundySheet *s)
{
  s->players[0].geese = s->players[1].geese = TRUE;
}
static void
spoil_geese_species (TsBurgundySheet *s)
{
  s->players[1].geese = TRUE;
  bt_sheet_add_monastery (s, 1, 24, 0);
}
static void
spoil_white_castles (TsBurgundySheet *s)
{
  bt_sheet_add_monastery (s, 1, 29, 9);
}
static void
spoil_city_crane (TsBurgundySheet *s)
{
  bt_sheet_add_monastery (s, 1, 29, 8);
  bt_sheet_add_monastery (s, 1, 22, 4);
  s->players[1].crane = TRUE;
}
static void
spoil_shield6_not_held (TsBurgundySheet *s)
{
  bt_sheet_add_monastery (s, 0, 22, 4);
  bt_sheet_add_monastery (s, 1, 22, 1)->shield6 = TRUE;
}
static void
spoil_shield6_nobody (TsBurgundySheet *s)
{
  s->players[1].shields = 1u << 6;
  bt_sheet_add_monastery (s, 1, 22, 1)->shield6 = TRUE;
}
static void
spoil_shield6_own (TsBurgundySheet *s)
{
  s->players[1].shields = 1u << 6;
  bt_sheet_add_monastery (s, 1, 22, 1);
  bt_sheet_add_monastery (s, 1, 22, 1)->shield6 = TRUE;
}
static void
spoil_covered_by_shields (TsBurgundySheet *s)
{
  s->players[1].shields = (1u << 1) | (1u << 2) | (1u << 3) | (1u << 4);
  s->players[1].empty_spaces = 34; /* the 4 castles under the shields */
}

static const Refusal refusals[] = {
  { "shield-twice/CB-SHG-01", spoil_shield_twice,
    "Ana and Bruno both have shield 5; the box has one.", 1, TS_BURGUNDY_SHEET_FIELD_SHIELDS,
    "CB-SHG-01" },
  { "shields-on-castles/CB-SHG-04", spoil_shields_castles,
    "Bruno: 5 shields are on the sheet, but a shield lies on a castle and a duchy has only 4 "
    "castle spaces.",
    1, TS_BURGUNDY_SHEET_FIELD_SHIELDS, "CB-SHG-04" },
  { "shields-set-out/CB-SHG-01", spoil_shields_set_out,
    "The sheet has 7 shields, but only 6 are set out on the depots with 2 players.", -1,
    TS_BURGUNDY_SHEET_FIELD_SHIELDS, "CB-SHG-01" },
  { "crane-twice/CB-EXT-01", spoil_crane_twice,
    "Ana and Bruno both have the crane; the box has one.", 1, TS_BURGUNDY_SHEET_FIELD_CRANE,
    "CB-EXT-01" },
  { "geese-twice/CB-EXT-01", spoil_geese_twice,
    "Ana and Bruno both have the geese; the box has one.", 1, TS_BURGUNDY_SHEET_FIELD_GEESE,
    "CB-EXT-01" },
  { "geese-species/CB-EXT-06", spoil_geese_species,
    "Bruno: with the geese in the duchy, “Livestock species placed” is at least 1: the geese are "
    "a species of their own for monastery 24.",
    1, TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-EXT-06" },
  { "white-castles/CB-WHC-01", spoil_white_castles,
    "Bruno, monastery 29: “White castles in the duchy” must be from 0 to 8, not 9 (the box has 8 "
    "white castles; count the crane apart).",
    1, TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-WHC-01" },
  { "city-spaces-crane/CB-EXT-03", spoil_city_crane,
    "Bruno: the monasteries count 13 buildings, but a duchy has only 12 city spaces.", 1,
    TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-DUC-01" },
  { "shield-6-not-held/CB-SHD-06", spoil_shield6_not_held,
    "Bruno: monastery 22 scores through shield 6, but Bruno does not hold shield 6.", 1,
    TS_BURGUNDY_SHEET_FIELD_MONASTERY, "CB-SHD-06" },
  { "shield-6-nobody/CB-SHD-06", spoil_shield6_nobody,
    "Bruno: monastery 22 scores through shield 6 only from the chosen player's duchy, and no "
    "other player has monastery 22 on the sheet.",
    1, TS_BURGUNDY_SHEET_FIELD_MONASTERY, "CB-SHD-06" },
  { "shield-6-own/CB-SHD-06", spoil_shield6_own,
    "Bruno: monastery 22 is on the sheet twice; the box has one.", 1,
    TS_BURGUNDY_SHEET_FIELD_MONASTERY, "CB-MNG-01" },
  { "covered-by-shields/CB-SHG-04", spoil_covered_by_shields,
    "Bruno: “Empty spaces in the duchy” must be from 0 to 33, not 34", 1,
    TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, "CB-SET-08" },
};

static void
test_refusal (gconstpointer data)
{
  const Refusal *r = data;
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  g_autoptr (GError) error = NULL;
  TsBurgundySheetProblem problem = { -2, TS_BURGUNDY_SHEET_N_FIELDS, -2, -2 };

  r->spoil (sheet);
  g_assert_false (ts_burgundy_sheet_check_full (sheet, &problem, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  if (strstr (error->message, r->needle) == NULL)
    g_error ("refusal “%s” does not say “%s”", error->message, r->needle);
  g_assert_cmpint (problem.player, ==, r->player);
  g_assert_cmpint (problem.field, ==, r->field);
  g_assert_cmpstr (ts_engine_error_get_clause (error), ==, r->clause);
}

/* Shield 6 chooses one player: tiles through it from two players are refused. */
static void
test_shield6_two_players (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (3);
  g_autoptr (GError) error = NULL;

  bt_sheet_add_monastery (sheet, 1, 22, 1);
  bt_sheet_add_monastery (sheet, 2, 17, 1);
  sheet->players[0].shields = 1u << 6;
  bt_sheet_add_monastery (sheet, 0, 22, 1)->shield6 = TRUE;
  bt_sheet_add_monastery (sheet, 0, 17, 1)->shield6 = TRUE;
  g_assert_false (ts_burgundy_sheet_check (sheet, &error));
  g_assert_cmpstr (error->message, ==,
                   "Ana: shield 6 chooses one player, but the monasteries scoring through it "
                   "come from Bruno and Carla.");
}

/* 3. The format ------------------------------------------------------------------------- */

static TsBurgundySheet *
load_text (const char *text, GError **error)
{
  return ts_burgundy_sheet_load (text, strlen (text), "s.json", error);
}

#define HEAD "{\"format\":\"tableside-sheet\",\"version\":%d,\"game\":\"castles-of-burgundy\","
#define PLAYER(extra)                                                                              \
  "{\"name\":\"Ana\",\"track\":1,\"goods\":0,\"silver\":0,\"workers\":0,"                          \
  "\"empty-spaces\":9,\"bridge-space\":1" extra "}"

/* Version 2 written and read back is the same sheet; its members are written only when they
 * hold something, so a base game's sheet has none of them. */
static void
test_round_trip (void)
{
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  static const guint held[] = { 6, 13 };

  bt_sheet_add_monastery (sheet, 1, 22, 4);
  bt_sheet_add_monastery (sheet, 0, 22, 2)->shield6 = TRUE;
  give_shields (sheet, 0, held, 2);
  sheet->players[1].crane = TRUE;
  sheet->players[0].geese = TRUE;
  g_autoptr (JsonNode) node = ts_burgundy_sheet_to_json (sheet);
  g_autofree char *text = json_to_string (node, FALSE);
  g_assert_nonnull (strstr (text, "\"version\":2"));
  g_assert_nonnull (strstr (text, "\"shields\":[6,13]"));
  g_assert_nonnull (strstr (text, "\"shield-6\":true"));
  g_autoptr (GError) error = NULL;
  g_autoptr (TsBurgundySheet) again = load_text (text, &error);
  g_assert_no_error (error);
  g_autoptr (JsonNode) again_node = ts_burgundy_sheet_to_json (again);
  g_autofree char *again_text = json_to_string (again_node, FALSE);
  g_assert_cmpstr (again_text, ==, text);
  g_assert_cmpuint (again->players[0].shields, ==, (1u << 6) | (1u << 13));
  g_assert_true (again->players[0].monasteries[0].shield6);
  g_assert_true (again->players[1].crane && again->players[0].geese);

  g_autoptr (TsBurgundySheet) plain = bt_sheet_plain (2);
  g_autoptr (JsonNode) plain_node = ts_burgundy_sheet_to_json (plain);
  g_autofree char *plain_text = json_to_string (plain_node, FALSE);
  g_assert_null (strstr (plain_text, "shield"));
  g_assert_null (strstr (plain_text, "crane"));
  g_assert_null (strstr (plain_text, "geese"));
}

/* Version 1 files are still read, and version 2 files name what is wrong in the new members. */
static void
test_versions (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *v1 = g_strdup_printf (HEAD "\"players\":[" PLAYER ("") "," PLAYER ("") "]}", 1);
  g_autoptr (TsBurgundySheet) old = load_text (v1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (old->n_players, ==, 2);
  g_assert_cmpuint (old->players[0].shields, ==, 0);

  static const struct
  {
    const char *extra;
    const char *message;
  } bad[] = {
    { ",\"shields\":[19]",
      "“s.json”: “players[0].shields” must be an array of different shield numbers from 1 to 18." },
    { ",\"shields\":[3,3]",
      "“s.json”: “players[0].shields” must be an array of different shield numbers from 1 to 18." },
    { ",\"shields\":5",
      "“s.json”: “players[0].shields” must be an array of different shield numbers from 1 to 18." },
    { ",\"crane\":1", "“s.json”: “players[0].crane” must be true or false." },
    { ",\"geese\":\"yes\"", "“s.json”: “players[0].geese” must be true or false." },
    { ",\"monasteries\":[{\"monastery\":22,\"buildings\":1,\"shield-6\":0}]",
      "“s.json”: “players[0].monasteries[0].shield-6” must be true or false." },
    { ",\"monasteries\":[{\"monastery\":29}]",
      "“s.json”: “players[0].monasteries[0].white-castles” must be a whole number." },
  };
  for (guint k = 0; k < G_N_ELEMENTS (bad); k++)
    {
      g_autofree char *player = g_strdup_printf (PLAYER ("%s"), bad[k].extra);
      g_autofree char *text = g_strdup_printf (HEAD "\"players\":[%s]}", 2, player);
      g_autoptr (GError) e = NULL;
      g_autoptr (TsBurgundySheet) s = load_text (text, &e);
      g_assert_null (s);
      g_assert_cmpstr (e->message, ==, bad[k].message);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add_func ("/burgundy/sheet-modules/" path, fn)
  ADD ("shields-1-13/CB-SHD-13", test_shields_1_13);
  ADD ("shield-values/CB-SHG-09", test_shield_values);
  ADD ("monastery-29/CB-MON-29", test_monastery_29);
  ADD ("crane/CB-EXT-03", test_crane);
  ADD ("geese/CB-EXT-06", test_geese);
  ADD ("shield-10/CB-SHD-10", test_shield_10);
  ADD ("shield-6/CB-SHD-06", test_shield_6);
  ADD ("modules-sheet/CB-END-06", test_modules_sheet);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *path
          = g_strdup_printf ("/burgundy/sheet-modules/refuses/%s", refusals[i].path);
      g_test_add_data_func (path, &refusals[i], test_refusal);
    }
  ADD ("refuses/shield-6-two-players/CB-SHD-06", test_shield6_two_players);
  ADD ("json/round-trip", test_round_trip);
  ADD ("json/versions", test_versions);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The final-scoring sheet's refusals (issue 6): one per physical-possibility check, each
 * saying what is wrong in the player's words, pointing at the field, and naming the clause
 * it enforces (issue 55), or none for a sheet no rule explains. Clause ids end the paths. */
#include "burgundy-util.h"
#include "burgundy-sheet-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

typedef struct
{
  const char *path;
  void (*spoil) (TsBurgundySheet *sheet);
  const char *needle;  /* in the message */
  const char *needle2; /* also in the message, or NULL */
  int player;          /* the problem's player */
  TsBurgundySheetField field;
  const char *clause; /* the clause the refusal names (issue 55), or NULL: no rule's */
  struct
  {
    int player;
    int number; /* 0: none */
    int count;
  } monasteries[2]; /* added to the sheet after spoil() (or NULL) has spoilt it; number 0 ends */
} Refusal;

static void
spoil_players (TsBurgundySheet *s)
{
  s->n_players = 1;
}
static void
spoil_name (TsBurgundySheet *s)
{
  g_strlcpy (s->players[1].name, "  ", sizeof s->players[1].name);
}
static void
spoil_name_utf8 (TsBurgundySheet *s)
{
  g_strlcpy (s->players[1].name, "Bru\xffno", sizeof s->players[1].name);
}
static void
spoil_track (TsBurgundySheet *s)
{
  s->players[1].track = 137;
}
static void
spoil_token (TsBurgundySheet *s)
{
  s->players[1].token = 150;
}
static void
spoil_goods (TsBurgundySheet *s)
{
  s->players[1].goods = 22;
}
static void
spoil_silver (TsBurgundySheet *s)
{
  s->players[1].silver = -1;
}
static void
spoil_workers (TsBurgundySheet *s)
{
  s->players[1].workers = 1000;
}
static void
spoil_monastery_spaces (TsBurgundySheet *s)
{
  for (int n = 16; n <= 22; n++)
    bt_sheet_add_monastery (s, 1, n, 1);
}
static void
spoil_empty (TsBurgundySheet *s)
{
  s->players[1].empty_spaces = 37;
}
static void
spoil_covered (TsBurgundySheet *s)
{
  bt_sheet_add_monastery (s, 1, 18, 5);
  bt_sheet_add_monastery (s, 1, 24, 4);
  s->players[1].empty_spaces = 27; /* castle + 2 monasteries + 5 + 4 = 12 covered */
}
static void
spoil_bridge_space (TsBurgundySheet *s)
{
  s->players[1].bridge_space = 8;
}
static void
spoil_bridge_height (TsBurgundySheet *s)
{
  s->players[1].bridge_height = 2; /* 2 players: places 0 and 1 */
}
static void
spoil_same_place (TsBurgundySheet *s)
{
  s->players[1].bridge_space = s->players[0].bridge_space;
}
static void
spoil_stack_gap (TsBurgundySheet *s)
{
  s->players[1].bridge_height = 1; /* alone on its space */
}
static void
spoil_goods_in_play (TsBurgundySheet *s)
{
  s->players[0].goods = 21;
  bt_sheet_add_monastery (s, 1, 25, 11); /* 21 + 11 > 31 */
}

static const Refusal refusals[] = {
  { "player-count", spoil_players, "for 2 to 4 players, not 1", NULL, -1,
    TS_BURGUNDY_SHEET_FIELD_PLAYERS, NULL },
  { "name-empty", spoil_name, "Player 2 has no name", NULL, 1, TS_BURGUNDY_SHEET_FIELD_NAME, NULL },
  { "name-utf8", spoil_name_utf8, "player 2", "UTF-8", 1, TS_BURGUNDY_SHEET_FIELD_NAME, NULL },
  { "track/CB-ARE-07", spoil_track, "Bruno: “VP on the track” must be from 0 to 99, not 137",
    "token", 1, TS_BURGUNDY_SHEET_FIELD_TRACK, "CB-ARE-07" },
  { "token/CB-ARE-07", spoil_token, "Bruno: “100/200 token”", "not 150", 1,
    TS_BURGUNDY_SHEET_FIELD_TOKEN, "CB-ARE-07" },
  { "goods-in-storage/CB-SHP-02", spoil_goods,
    "Bruno: “Goods left in storage” must be from 0 to 21", "3 storage spaces", 1,
    TS_BURGUNDY_SHEET_FIELD_GOODS, "CB-SHP-02" },
  { "silver", spoil_silver, "Bruno: “Silver” must be from 0 to 999, not -1", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_SILVER, NULL },
  { "workers", spoil_workers, "Bruno: “Workers” must be from 0 to 999, not 1000", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_WORKERS, NULL },
  { "monastery-spaces/CB-DUC-01", spoil_monastery_spaces, "Bruno: 7 monasteries",
    "6 monastery spaces", 1, TS_BURGUNDY_SHEET_FIELD_MONASTERY, "CB-DUC-01" },
  { "monastery-not-end-game/CB-END-05", NULL,
    "Bruno: monastery 14 does not score at the end", NULL, 1, TS_BURGUNDY_SHEET_FIELD_MONASTERY,
    "CB-END-05", { { 1, 14, 0 } } },
  { "monastery-27-28/CB-MON-27", NULL,
    "Bruno: monastery 27 does not score at the end of the game", "15 to 26 and 29", 1,
    TS_BURGUNDY_SHEET_FIELD_MONASTERY, "CB-END-05", { { 1, 27, 0 } } },
  { "monastery-unknown/CB-MNG-01", NULL, "Bruno: there is no monastery 31", "1 to 29", 1,
    TS_BURGUNDY_SHEET_FIELD_MONASTERY, "CB-MNG-01", { { 1, 31, 0 } } },
  { "monastery-twice/CB-MNG-01", NULL, "Bruno: monastery 24 is on the sheet twice", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_MONASTERY, "CB-MNG-01", { { 1, 24, 1 }, { 1, 24, 2 } } },
  { "monastery-two-players/CB-MNG-01", NULL, "Ana and Bruno both have monastery 26",
    NULL, 1, TS_BURGUNDY_SHEET_FIELD_MONASTERY, "CB-MNG-01", { { 0, 26, 1 }, { 1, 26, 1 } } },
  { "buildings-in-box/CB-CMP-02", NULL,
    "Bruno, monastery 17: “Watchtowers in the duchy” must be from 0 to 7, not 8", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-CMP-02", { { 1, 17, 8 } } },
  { "negative-count/CB-CMP-02", NULL, "Bruno, monastery 21: “Boarding houses",
    "not -1", 1, TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-CMP-02", { { 1, 21, -1 } } },
  { "species/CB-CMP-02", NULL,
    "Bruno, monastery 24: “Livestock species placed” must be from 0 to 4, not 5", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-CMP-02", { { 1, 24, 5 } } },
  { "goods-types/CB-CMP-03", NULL,
    "Bruno, monastery 15: “Goods types sold” must be from 0 to 6, not 7", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-CMP-03", { { 1, 15, 7 } } },
  { "goods-sold/CB-SET-10", NULL,
    "Bruno, monastery 25: “Goods sold” must be from 0 to 31, not 32",
    "31 goods are in play with 2 players", 1, TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-SET-10",
    { { 1, 25, 32 } } }, /* 25 + 3 x 2 = 31 in play with 2 players */
  { "bonus-tiles/CB-CMP-04", NULL,
    "Bruno, monastery 26: “Bonus tiles held” must be from 0 to 6, not 7", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-CMP-04", { { 1, 26, 7 } } },
  { "types-and-goods-sold/CB-MON-15", NULL, "Bruno: 2 goods sold",
    "cannot be of 3 types", 1, TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-MON-15",
    { { 1, 15, 3 }, { 1, 25, 2 } } },
  { "goods-sold-of-few-types/CB-CMP-03", NULL, "Bruno: 15 goods sold",
    "only 2 types (monastery 15): there are 7 goods of each type", 1, TS_BURGUNDY_SHEET_FIELD_COUNT,
    "CB-CMP-03", { { 1, 15, 2 }, { 1, 25, 15 } } }, /* 7 goods of each type */
  { "city-spaces/CB-DUC-01", NULL, "Bruno: the monasteries count 13 buildings",
    "only 12 city spaces", 1, TS_BURGUNDY_SHEET_FIELD_COUNT, "CB-DUC-01",
    { { 1, 17, 7 }, { 1, 22, 6 } } },
  { "empty-spaces/CB-SET-08", spoil_empty,
    "Bruno: “Empty spaces in the duchy” must be from 0 to 36, not 37", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, "CB-SET-08" },
  { "empty-spaces-covered/CB-SET-08", spoil_covered,
    "Bruno: “Empty spaces in the duchy” must be from 0 to 25, not 27", "at least 12 spaces", 1,
    TS_BURGUNDY_SHEET_FIELD_EMPTY_SPACES, "CB-SET-08" },
  { "bridge-space/CB-SHP-05", spoil_bridge_space,
    "Bruno: “Bridge space” must be from 1 to 7, not 8", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_SPACE, "CB-SHP-05" },
  { "bridge-height/CB-SHP-04", spoil_bridge_height,
    "Bruno: “Place in the bridge stack” must be from 0 to 1, not 2", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT, "CB-SHP-04" },
  { "bridge-same-place/CB-SET-14", spoil_same_place,
    "Ana and Bruno are both at place 0 of the stack on bridge space 1", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT, "CB-SET-14" },
  { "bridge-stack/CB-SHP-04", spoil_stack_gap,
    "Bruno is at place 1 of the stack on bridge space 2, but 1 marker is there", NULL, 1,
    TS_BURGUNDY_SHEET_FIELD_BRIDGE_HEIGHT, "CB-SHP-04" },
  { "goods-in-play/CB-SET-04", spoil_goods_in_play, "at least 32 goods",
    "only 31 are in play with 2 players", -1, TS_BURGUNDY_SHEET_FIELD_GOODS, "CB-SET-04" },
};

static void
test_refusal (gconstpointer data)
{
  const Refusal *r = data;
  g_autoptr (TsBurgundySheet) sheet = bt_sheet_plain (2);
  g_autoptr (GError) error = NULL;
  TsBurgundySheetProblem problem = { -2, TS_BURGUNDY_SHEET_N_FIELDS, -2, -2 };

  if (r->spoil != NULL)
    r->spoil (sheet);
  for (guint i = 0; i < G_N_ELEMENTS (r->monasteries) && r->monasteries[i].number > 0; i++)
    bt_sheet_add_monastery (sheet, r->monasteries[i].player, r->monasteries[i].number,
                            r->monasteries[i].count);
  g_assert_false (ts_burgundy_sheet_check_full (sheet, &problem, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_ILLEGAL);
  g_test_message ("%s", error->message);
  if (strstr (error->message, r->needle) == NULL
      || (r->needle2 != NULL && strstr (error->message, r->needle2) == NULL))
    g_error ("refusal “%s” does not say “%s” / “%s”", error->message, r->needle,
             r->needle2 ? r->needle2 : "");
  g_assert_cmpint (problem.player, ==, r->player);
  g_assert_cmpint (problem.field, ==, r->field);
  /* The rule the sheet breaks, for the guide (issue 55); a malformed sheet breaks none. */
  g_assert_cmpstr (ts_engine_error_get_clause (error), ==, r->clause);
  if (r->field == TS_BURGUNDY_SHEET_FIELD_COUNT)
    g_assert_cmpint (problem.count, >=, 0);
  /* A sheet that fails the check is not scored. */
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*ts_burgundy_sheet_check*");
  g_assert_null (ts_burgundy_sheet_score (sheet));
  g_test_assert_expected_messages ();
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *path = g_strdup_printf ("/burgundy/sheet/refuses/%s", refusals[i].path);
      g_test_add_data_func (path, &refusals[i], test_refusal);
    }
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Boards from the user's box (issue 15): the invariants of each kind in words, with the
 * spaces they are about; the JSON form, exported files and their refusals; the setup's
 * checks of board kinds and start spaces. */
#include "burgundy-util.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-engine-error.h"

#define BIT(s) (G_GUINT64_CONSTANT (1) << (s))

/* A set of duchy spaces (0-36) as the bits of one number. */
static guint64
bits64 (TsBurgundySpaces spaces)
{
  g_assert_cmpuint (spaces.bits[1] | spaces.bits[2], ==, 0);
  return spaces.bits[0];
}

/* Duchy 1 (Starter) as the box prints it, and the die pattern every duchy shares. */
#define D1_CELLS "PCCYPPCYBPPBYBBSSSCSSSBBMBBPBMYBBMYYB"
#define DICE "6543216545431236126541254312612563413"

static const TsBurgundyData *
data (void)
{
  g_autoptr (GError) error = NULL;
  const TsBurgundyData *d = ts_burgundy_data_get (&error);
  g_assert_no_error (error);
  return d;
}

/* Reads a board object given as JSON, asserting its form is fine. */
static TsBurgundyDuchy
board_json (const char *json)
{
  g_autoptr (JsonNode) node = json_from_string (json, NULL);
  g_autoptr (GError) error = NULL;
  TsBurgundyDuchy board;

  g_assert_nonnull (node);
  g_assert_true (ts_burgundy_board_from_json (json_node_get_object (node), "test", &board, &error));
  g_assert_no_error (error);
  return board;
}

static TsBurgundyDuchy
board (const char *kind, const char *cells, const char *dice, const char *extra)
{
  g_autofree char *json = g_strdup_printf (
      "{\"id\": \"t\", \"kind\": \"%s\", \"cells\": \"%s\", \"dice\": \"%s\"%s%s}", kind, cells,
      dice, extra ? ", " : "", extra ? extra : "");
  return board_json (json);
}

static GPtrArray *
problems (const TsBurgundyDuchy *b)
{
  return ts_burgundy_board_problems (data (), b);
}

static const TsBurgundyBoardProblem *
problem (GPtrArray *list, guint i)
{
  g_assert_cmpuint (i, <, list->len);
  return g_ptr_array_index (list, i);
}

/* The problems' texts, one a line, for messages when a test fails. */
static void
assert_no_problems (const TsBurgundyDuchy *b)
{
  g_autoptr (GPtrArray) list = problems (b);
  for (guint i = 0; i < list->len; i++)
    g_printerr ("unexpected problem: %s\n", problem (list, i)->text);
  g_assert_cmpuint (list->len, ==, 0);
}

static char *
with (const char *s, guint space, char c)
{
  char *copy = g_strdup (s);
  copy[space] = c;
  return copy;
}

/* CB-DUC-01/02: every shipped board that is known can start a game, whatever its kind. */
static void
test_shipped (void)
{
  const TsBurgundyData *d = data ();
  guint known = 0;

  for (guint i = 0; i < d->n_duchies; i++)
    if (d->duchies[i].known)
      {
        assert_no_problems (&d->duchies[i]);
        known++;
      }
  g_assert_cmpuint (known, >, 0);
  /* A board whose layout is not known says so, and nothing else. */
  g_autoptr (GPtrArray) list = problems (ts_burgundy_data_find_duchy (d, "4"));
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_nonnull (strstr (problem (list, 0)->text, "not known"));
}

/* A draft is read fine, and says which spaces are still to be entered. */
static void
test_draft (void)
{
  TsBurgundyDuchy empty = board ("duchy", ".....................................",
                                 ".....................................", NULL);
  g_autoptr (GPtrArray) list = problems (&empty);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (problem (list, 0)->text, ==,
                   "37 spaces are not entered yet (their colour and die number).");
  g_assert_true (bits64 (problem (list, 0)->spaces) == BIT (37) - 1);

  /* Two spaces left: space 1 without a colour, space 18 (the centre) without a die. */
  g_autofree char *cells = with (D1_CELLS, 1, '.');
  g_autofree char *dice = with (DICE, 18, '.');
  TsBurgundyDuchy two = board ("duchy", cells, dice, NULL);
  g_autoptr (GPtrArray) two_list = problems (&two);
  g_assert_cmpuint (two_list->len, ==, 1);
  g_assert_cmpstr (problem (two_list, 0)->text, ==,
                   "2 spaces are not entered yet (their colour and die number): space 2 of row "
                   "1, space 4 of row 4.");
  g_assert_true (bits64 (problem (two_list, 0)->spaces) == (BIT (1) | BIT (18)));

  /* The same for a solo board, whose other rules are looser. */
  two.kind = TS_BURGUNDY_BOARD_SOLO;
  g_autoptr (GPtrArray) solo_list = problems (&two);
  g_assert_cmpuint (solo_list->len, ==, 1);
  g_assert_true (bits64 (problem (solo_list, 0)->spaces) == (BIT (1) | BIT (18)));
}

/* CB-DUC-01: 12/6/6/6/4/3; each wrong colour is its own problem and marks its spaces. */
static void
test_colour_counts (void)
{
  /* Space 0, a pasture, entered as a city. */
  g_autofree char *cells = with (D1_CELLS, 0, 'B');
  TsBurgundyDuchy b = board ("duchy", cells, DICE, NULL);
  g_autoptr (GPtrArray) list = problems (&b);
  guint64 cities = 0, pastures = 0;

  for (guint s = 0; s < 37; s++)
    {
      cities |= cells[s] == 'B' ? BIT (s) : 0;
      pastures |= cells[s] == 'P' ? BIT (s) : 0;
    }
  g_assert_cmpuint (list->len, ==, 2);
  g_assert_cmpstr (problem (list, 0)->text, ==,
                   "The board has 5 light green pasture spaces; a duchy has 6.");
  g_assert_true (bits64 (problem (list, 0)->spaces) == pastures);
  g_assert_cmpstr (problem (list, 1)->text, ==,
                   "The board has 13 beige city spaces; a duchy has 12.");
  g_assert_true (bits64 (problem (list, 1)->spaces) == cities);

  /* An outpost board counts the same. */
  b.kind = TS_BURGUNDY_BOARD_OUTPOST;
  g_autoptr (GPtrArray) outpost = problems (&b);
  g_assert_nonnull (strstr (problem (outpost, 0)->text, "5 light green pasture"));

  /* A draft with too few of a colour is only unfinished; too many is wrong already. */
  g_autofree char *draft = with (D1_CELLS, 0, '.');
  TsBurgundyDuchy few = board ("duchy", draft, DICE, NULL);
  g_autoptr (GPtrArray) few_list = problems (&few);
  g_assert_cmpuint (few_list->len, ==, 1);
  draft[4] = 'M'; /* a fourth mine */
  TsBurgundyDuchy many = board ("duchy", draft, DICE, NULL);
  g_autoptr (GPtrArray) many_list = problems (&many);
  g_assert_cmpuint (many_list->len, ==, 2);
  g_assert_cmpstr (problem (many_list, 1)->text, ==,
                   "The board has 4 grey mine spaces; a duchy has 3.");
}

/* CB-DUC-02: an area has at most 8 spaces. Duchy 1 with its city space 8 and its mine
 * space 24 swapped: the city of row 5 grows to 9 spaces. */
static void
test_areas (void)
{
  static const char swapped[] = "PCCYPPCYMPPBYBBSSSCSSSBBBBBPBMYBBMYYB";
  const guint64 area = BIT (22) | BIT (23) | BIT (24) | BIT (25) | BIT (26) | BIT (28) | BIT (31)
                       | BIT (32) | BIT (36);

  /* The kinds of 37-space boards (a team board's areas: test-burgundy-team-board.c). */
  for (guint kind = 0; kind < TS_BURGUNDY_BOARD_TEAM; kind++)
    {
      TsBurgundyDuchy b
          = board (ts_burgundy_board_kind_id (kind), swapped, DICE,
                   kind == TS_BURGUNDY_BOARD_OUTPOST ? "\"outposts\": [[0], [3], [33, 34]]" : NULL);
      g_autoptr (GPtrArray) list = problems (&b);
      g_assert_cmpuint (list->len, ==, 1);
      g_assert_cmpstr (problem (list, 0)->text, ==,
                       "The beige city area that starts at space 1 of row 5 has 9 spaces; an "
                       "area has at most 8.");
      g_assert_true (bits64 (problem (list, 0)->spaces) == area);
    }
}

/* Every duchy shows the same die on the same space (duchy and outpost boards). */
static void
test_dice (void)
{
  /* The centre, a castle with die 6, entered with die 5. */
  g_autofree char *dice = with (DICE, 18, '5');
  TsBurgundyDuchy b = board ("duchy", D1_CELLS, dice, NULL);
  g_autoptr (GPtrArray) list = problems (&b);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (problem (list, 0)->text, ==,
                   "Space 4 of row 4 (dark green castle) shows die 5; every duchy has die 6 "
                   "there.");
  g_assert_true (bits64 (problem (list, 0)->spaces) == BIT (18));
}

/* Start spaces must be castle spaces. */
static void
test_start_spaces (void)
{
  TsBurgundyDuchy good = board ("duchy", D1_CELLS, DICE, "\"start\": [2, 18]");
  assert_no_problems (&good);
  TsBurgundyDuchy bad = board ("duchy", D1_CELLS, DICE, "\"start\": [0, 18]");
  g_autoptr (GPtrArray) list = problems (&bad);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (problem (list, 0)->text, ==,
                   "Space 1 of row 1 (light green pasture) is marked as a start space, but the "
                   "starting castle goes on a dark green castle space.");
  g_assert_true (bits64 (problem (list, 0)->spaces) == BIT (0));
}

/* CB-OUT-01..03: 3 outposts, each touching 1 or 2 neighbouring spaces on the edge. */
static void
test_outposts (void)
{
  TsBurgundyDuchy good = board ("outpost", D1_CELLS, DICE, "\"outposts\": [[0], [3], [33, 34]]");
  assert_no_problems (&good);
  g_assert_cmpuint (good.outposts[33], ==, 4);

  /* An outpost board without its outposts entered. */
  TsBurgundyDuchy none = board ("outpost", D1_CELLS, DICE, NULL);
  g_autoptr (GPtrArray) none_list = problems (&none);
  g_assert_cmpuint (none_list->len, ==, 1);
  g_assert_cmpstr (problem (none_list, 0)->text, ==,
                   "The board has 0 outposts; an outpost duchy has 3.");

  TsBurgundyDuchy two = board ("outpost", D1_CELLS, DICE, "\"outposts\": [[0], [3]]");
  g_autoptr (GPtrArray) two_list = problems (&two);
  g_assert_cmpuint (two_list->len, ==, 1);
  g_assert_cmpstr (problem (two_list, 0)->text, ==,
                   "The board has 2 outposts; an outpost duchy has 3.");
  g_assert_true (bits64 (problem (two_list, 0)->spaces) == (BIT (0) | BIT (3)));

  TsBurgundyDuchy three
      = board ("outpost", D1_CELLS, DICE, "\"outposts\": [[0], [3], [33, 34, 35]]");
  g_autoptr (GPtrArray) three_list = problems (&three);
  g_assert_cmpuint (three_list->len, ==, 1);
  g_assert_cmpstr (problem (three_list, 0)->text, ==,
                   "Outpost 3 touches 3 spaces; an outpost touches 1 or 2.");
  g_assert_true (bits64 (problem (three_list, 0)->spaces) == (BIT (33) | BIT (34) | BIT (35)));

  /* 18 is the centre; 0 and 3 are both on the edge but far apart. */
  TsBurgundyDuchy inner = board ("outpost", D1_CELLS, DICE, "\"outposts\": [[18], [0, 3], [33]]");
  g_autoptr (GPtrArray) inner_list = problems (&inner);
  g_assert_cmpuint (inner_list->len, ==, 2);
  g_assert_cmpstr (problem (inner_list, 0)->text, ==,
                   "Outpost 1 touches space 4 of row 4, which is not on the edge of the board; "
                   "outposts are outside the edge.");
  g_assert_true (bits64 (problem (inner_list, 0)->spaces) == BIT (18));
  g_assert_cmpstr (problem (inner_list, 1)->text, ==,
                   "Outpost 2 touches two spaces that are not next to each other; an outpost "
                   "sits between two neighbouring spaces of the edge.");
  g_assert_true (bits64 (problem (inner_list, 1)->spaces) == (BIT (0) | BIT (3)));

  /* Only outpost boards have outposts. */
  TsBurgundyDuchy duchy = board ("duchy", D1_CELLS, DICE, "\"outposts\": [[0], [3], [33]]");
  g_autoptr (GPtrArray) duchy_list = problems (&duchy);
  g_assert_cmpuint (duchy_list->len, ==, 1);
  g_assert_cmpstr (problem (duchy_list, 0)->text, ==,
                   "The board has outposts, but it is a duchy: only outpost duchies (11) have "
                   "them.");
}

/* CB-SOL-02: solo boards (13a/b): every space entered, a castle space, areas of at most 8; their
 * colour counts and dice are the user's. */
static void
test_solo (void)
{
  /* Duchy 1 with a 13th city and other dice: fine for a solo board, not for a duchy. */
  g_autofree char *cells = with (D1_CELLS, 0, 'B');
  g_autofree char *dice = with (DICE, 18, '5');
  TsBurgundyDuchy solo = board ("solo", cells, dice, NULL);
  assert_no_problems (&solo);
  solo.kind = TS_BURGUNDY_BOARD_DUCHY;
  g_autoptr (GPtrArray) duchy_list = problems (&solo);
  g_assert_cmpuint (duchy_list->len, ==, 3);

  /* No castle space: the castles of duchy 1 (spaces 1, 2, 6 and 18) made monasteries. */
  g_autofree char *no_castle = g_strdup (D1_CELLS);
  for (char *c = no_castle; *c != '\0'; c++)
    if (*c == 'C')
      *c = 'Y';
  TsBurgundyDuchy bare = board ("solo", no_castle, DICE, NULL);
  g_autoptr (GPtrArray) list = problems (&bare);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (problem (list, 0)->text, ==,
                   "The board has no dark green castle space; the starting castle needs one.");
  /* A duchy says it with its colour counts, once. */
  bare.kind = TS_BURGUNDY_BOARD_DUCHY;
  g_autoptr (GPtrArray) duchy_bare = problems (&bare);
  g_assert_cmpstr (problem (duchy_bare, 0)->text, ==,
                   "The board has 0 dark green castle spaces; a duchy has 4.");
  for (guint i = 0; i < duchy_bare->len; i++)
    g_assert_null (strstr (problem (duchy_bare, i)->text, "no dark green castle"));
}

/* The board object: to_json and from_json give the same board back. */
static void
test_json_round_trip (void)
{
  TsBurgundyDuchy b = board ("outpost", D1_CELLS, DICE,
                             "\"name\": \"11a (mine)\", \"base\": \"11a\", \"start\": [18], "
                             "\"outposts\": [[0], [3], [33, 34]]");
  g_autoptr (JsonObject) o = ts_burgundy_board_to_json (&b);
  g_assert_cmpstr (json_object_get_string_member (o, "cells"), ==, D1_CELLS);
  g_assert_cmpstr (json_object_get_string_member (o, "kind"), ==, "outpost");
  TsBurgundyDuchy back;
  g_autoptr (GError) error = NULL;
  g_assert_true (ts_burgundy_board_from_json (o, "test", &back, &error));
  g_assert_cmpstr (back.id, ==, "t");
  g_assert_cmpstr (back.name, ==, "11a (mine)");
  g_assert_cmpstr (back.base, ==, "11a");
  g_assert_cmpuint (back.kind, ==, TS_BURGUNDY_BOARD_OUTPOST);
  g_assert_true (bits64 (back.start_spaces) == BIT (18));
  g_assert_cmpmem (back.colour, 37, b.colour, 37);
  g_assert_cmpmem (back.die, 37, b.die, 37);
  g_assert_cmpmem (back.outposts, 37, b.outposts, 37);
  g_assert_cmpmem (back.n_colour, sizeof back.n_colour, b.n_colour, sizeof b.n_colour);
  g_assert_true (back.known);

  /* A draft keeps its missing spaces, and needs no start or outposts. */
  TsBurgundyDuchy draft = board ("duchy", "PC...................................",
                                 "65...................................", NULL);
  g_autoptr (JsonObject) d = ts_burgundy_board_to_json (&draft);
  g_assert_cmpstr (json_object_get_string_member (d, "cells"), ==,
                   "PC...................................");
  g_assert_false (json_object_has_member (d, "start"));
  g_assert_false (json_object_has_member (d, "outposts"));
}

static GBytes *
bytes (const char *text)
{
  return g_bytes_new (text, strlen (text));
}

/* An exported file reads back as the same board. */
static void
test_export_import (void)
{
  TsBurgundyDuchy b = board ("duchy", D1_CELLS, DICE,
                             "\"id\": \"4-2019-print\", \"name\": \"4 (2019 print)\", "
                             "\"base\": \"4\", \"start\": [18]");
  g_autoptr (JsonNode) file = ts_burgundy_board_export (&b);
  JsonObject *o = json_node_get_object (file);
  g_assert_cmpstr (json_object_get_string_member (o, "format"), ==,
                   "tableside-burgundy-player-board");
  g_assert_cmpint (json_object_get_int_member (o, "version"), ==, 1);
  g_autofree char *text = json_to_string (file, TRUE);
  g_autoptr (GBytes) data = bytes (text);
  g_autoptr (GError) error = NULL;
  TsBurgundyDuchy back;
  g_assert_true (ts_burgundy_board_import (data, "club.json", &back, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (back.id, ==, "4-2019-print");
  g_assert_cmpstr (back.name, ==, "4 (2019 print)");
  g_assert_cmpstr (back.base, ==, "4");
  g_assert_true (bits64 (back.start_spaces) == BIT (18));
  g_assert_cmpmem (back.colour, 37, b.colour, 37);
  g_assert_cmpmem (back.die, 37, b.die, 37);
  assert_no_problems (&back);
}

/* What a reader refuses, each naming the file and the reason. */
static void
test_import_errors (void)
{
  static const struct
  {
    const char *text, *message;
  } cases[] = {
    { "{\"format\": ", "“club.json” is not valid JSON: at line 1, column 12, it ends too early." },
    /* Strict JSON (issue 25): no leading zeros, no whole number past 64 bits. */
    { "{\"format\": \"tableside-burgundy-player-board\", \"version\": 01}",
      "“club.json” is not valid JSON: at line 1, column 59, a number is not written as JSON "
      "writes numbers." },
    { "{\"version\": 99999999999999999999}",
      "“club.json” is not valid JSON: at line 1, column 13, a whole number is too large." },
    { "[1, 2]", "The file club.json cannot be read as a board: its “format” is not "
                "“tableside-burgundy-player-board”" },
    { "{\"format\": \"tableside-burgundy-duchies\", \"version\": 1}",
      "The file club.json cannot be read as a board: its “format” is not "
      "“tableside-burgundy-player-board”: it is not a board exported by Tableside." },
    /* The shipped main board's data is no player board. */
    { "{\"format\": \"tableside-burgundy-board\", \"version\": 1, \"depots\": []}",
      "its “format” is not “tableside-burgundy-player-board”" },
    { "{\"format\": \"tableside-burgundy-player-board\"}",
      "The file club.json cannot be read as a board: it has no whole-number “version”." },
    { "{\"format\": \"tableside-burgundy-player-board\", \"version\": 2, \"board\": {}}",
      "The file club.json cannot be read as a board: it is version 2 of the board format, "
      "made by a newer Tableside; this one reads version 1." },
    { "{\"format\": \"tableside-burgundy-player-board\", \"version\": 1}",
      "The file club.json cannot be read as a board: it has no “board” object." },
    { "{\"format\": \"tableside-burgundy-player-board\", \"version\": 1, \"board\": {\"id\": "
      "\"x\", "
      "\"cells\": \"PCC\", \"dice\": \"654\"}}",
      "The file club.json cannot be read as a board: The board member “board.cells” must be "
      "37 letters" },
    { "{\"format\": \"tableside-burgundy-player-board\", \"version\": 1, \"board\": {\"id\": "
      "\"x\", "
      "\"kind\": \"giant\", \"cells\": \"" D1_CELLS "\", \"dice\": \"" DICE "\"}}",
      "The board member “board.kind” must be “duchy”, “outpost”, “solo” or “team”." },
    { "{\"format\": \"tableside-burgundy-player-board\", \"version\": 1, \"board\": {\"id\": "
      "\"x\", "
      "\"cells\": \"" D1_CELLS "\", \"dice\": \"" DICE "\", \"start\": [37]}}",
      "The board member “board.start” must be a list of space numbers from 0 to 36." },
    { "{\"format\": \"tableside-burgundy-player-board\", \"version\": 1, \"board\": {"
      "\"cells\": \"" D1_CELLS "\", \"dice\": \"" DICE "\"}}",
      "The file club.json cannot be read as a board: its board has no “id”." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GBytes) data = bytes (cases[i].text);
      g_autoptr (GError) error = NULL;
      TsBurgundyDuchy out;
      g_assert_false (ts_burgundy_board_import (data, "club.json", &out, &error));
      g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
      if (strstr (error->message, cases[i].message) == NULL
          || strstr (error->message, "club.json") == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].message);
    }
}

static TsBurgundyState *
setup (const char *options, const char *players, GError **error)
{
  g_autoptr (JsonNode) o = options ? json_from_string (options, NULL) : NULL;
  g_autoptr (JsonNode) p = json_from_string (players, NULL);

  g_assert_nonnull (p);
  return ts_burgundy_state_new_from_setup (o ? json_node_get_object (o) : NULL,
                                           json_node_get_array (p), NULL, error);
}

static void
assert_refused (const char *options, const char *players, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s = setup (options, players, &error);

  g_assert_null (s);
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  if (strstr (error->message, message) == NULL)
    g_error ("“%s” does not say “%s”", error->message, message);
}

#define LAYOUT(kind, extra)                                                                        \
  "{\"kind\": \"" kind "\", \"cells\": \"" D1_CELLS "\", \"dice\": \"" DICE "\"" extra "}"

/* A layout is checked with the board's problems; the refusal names the player. */
static void
test_setup_layout (void)
{
  assert_refused (NULL,
                  "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"4\", \"layout\": {\"cells\": \""
                  "PCCYPPCYMPPBYBBSSSCSSSBBBBBPBMYBBMYYB\", \"dice\": \"" DICE "\"}}]",
                  "Bruno's board cannot start a game: The beige city area that starts at space "
                  "1 of row 5 has 9 spaces; an area has at most 8.");
  assert_refused (NULL,
                  "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"4\", \"layout\": {\"cells\": \""
                  "PCC..................................\", \"dice\": \"654"
                  "..................................\"}}]",
                  "Bruno's board cannot start a game: 34 spaces are not entered yet");
  /* Shipped boards without a layout are refused as before. */
  assert_refused (NULL, "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"11c\"}]",
                  "The layout of duchy 11c is not known yet");
  assert_refused (NULL, "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"12a\"}]",
                  "There is no board “12a” in the box");
}

/* CB-OUT-01: every player of an outposts game is on an outpost duchy; an outpost duchy may
 * be played without them. A solo board is for the solo game only. */
static void
test_setup_kinds (void)
{
  assert_refused (
      "{\"outposts\": true}",
      "[{\"name\": \"Ana\", \"duchy\": \"3\"}, {\"name\": \"Bruno\", \"layout\": " LAYOUT (
          "outpost", ", \"outposts\": [[0], [3], [33]]") "}]",
      "To play with outposts every player uses a duchy numbered 11: Ana's duchy 3 "
      "is not one.");
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *both
      = setup ("{\"outposts\": true}",
               "[{\"name\": \"Ana\", \"duchy\": \"11a\", \"layout\": " LAYOUT (
                   "outpost",
                   ", \"outposts\": [[0], [3], [33]]") "}, {\"name\": \"Bruno\", "
                                                       "\"duchy\": \"11b\", \"layout\": " LAYOUT (
                                                           "outpost",
                                                           ", \"outposts\": [[1], [4], [36]]") "}]",
               &error);
  g_assert_no_error (error);
  g_assert_cmpuint (both->players[1].duchy.kind, ==, TS_BURGUNDY_BOARD_OUTPOST);
  g_assert_cmpstr (both->players[1].duchy.id, ==, "11b");
  g_autofree TsBurgundyState *without
      = setup (NULL,
               "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"11b\", \"layout\": " LAYOUT (
                   "outpost", ", \"outposts\": [[1], [4], [36]]") "}]",
               &error);
  g_assert_no_error (error);
  g_assert_nonnull (without);

  assert_refused (
      NULL,
      "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"13a\", \"layout\": " LAYOUT ("solo", "") "}]",
      "Bruno's duchy 13a is a solo duchy (13): it is played only in a solo game.");
  assert_refused (
      "{\"solo\": true}",
      "[{\"name\": \"Ana\", \"duchy\": \"13a\", \"layout\": " LAYOUT (
          "solo", "") "}, {\"name\": \"Bruno\", \"duchy\": \"13b\", \"layout\": " LAYOUT ("solo",
                                                                                          "") "}]",
      "The solo game is played by one player, not 2.");
}

/* The mode check alone, for one player: the solo game needs a solo board. */
static void
test_check_mode (void)
{
  g_autofree TsBurgundyState *s = bt_new_game (2, NULL);
  g_autoptr (GError) error = NULL;

  s->n_players = 1;
  s->options.solo = TRUE;
  g_assert_false (ts_burgundy_board_check_mode (s, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==,
                   "The solo game is played on a solo duchy (13a or 13b): Ana's duchy 1 is not "
                   "one.");
  g_clear_error (&error);
  s->players[0].duchy.kind = TS_BURGUNDY_BOARD_SOLO;
  g_assert_true (ts_burgundy_board_check_mode (s, &error));
  g_assert_no_error (error);
}

/* A board's start spaces: the starting castle goes on one of them. */
static void
test_setup_start_spaces (void)
{
  assert_refused (NULL,
                  "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"4\", \"start-space\": 2, "
                  "\"layout\": " LAYOUT ("duchy", ", \"start\": [6, 18]") "}]",
                  "Bruno's starting castle goes on one of the start spaces of the board: space 3 "
                  "of row 2, space 4 of row 4.");
  g_autoptr (GError) error = NULL;
  g_autofree TsBurgundyState *s
      = setup (NULL,
               "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"4\", \"start-space\": 6, "
               "\"layout\": " LAYOUT ("duchy", ", \"start\": [6, 18]") "}]",
               &error);
  g_assert_no_error (error);
  g_assert_cmpuint (s->players[1].tiles[6], ==, TS_BURGUNDY_TILE_CASTLE);
  /* No choice: the central castle when it is a start space, else the first one. */
  g_autofree TsBurgundyState *first
      = setup (NULL,
               "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"4\", "
               "\"layout\": " LAYOUT ("duchy", ", \"start\": [2, 6]") "}]",
               &error);
  g_assert_no_error (error);
  g_assert_cmpuint (first->players[1].tiles[2], ==, TS_BURGUNDY_TILE_CASTLE);
  g_assert_cmpuint (first->players[1].tiles[18], ==, TS_BURGUNDY_TILE_NONE);
  g_assert_cmpuint (first->players[0].tiles[18], ==, TS_BURGUNDY_TILE_CASTLE);
  g_autofree TsBurgundyState *centre
      = setup (NULL,
               "[\"Ana\", {\"name\": \"Bruno\", \"duchy\": \"4\", "
               "\"layout\": " LAYOUT ("duchy", ", \"start\": [2, 18]") "}]",
               &error);
  g_assert_no_error (error);
  g_assert_cmpuint (centre->players[1].tiles[18], ==, TS_BURGUNDY_TILE_CASTLE);
  g_assert_cmpuint (centre->players[1].tiles[2], ==, TS_BURGUNDY_TILE_NONE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/boards/CB-DUC-01/shipped-boards-have-no-problems", test_shipped);
  g_test_add_func ("/burgundy/boards/draft-lists-spaces-not-entered", test_draft);
  g_test_add_func ("/burgundy/boards/CB-DUC-01/colour-counts", test_colour_counts);
  g_test_add_func ("/burgundy/boards/CB-DUC-02/areas-of-at-most-8", test_areas);
  g_test_add_func ("/burgundy/boards/die-pattern", test_dice);
  g_test_add_func ("/burgundy/boards/start-spaces-are-castles", test_start_spaces);
  g_test_add_func ("/burgundy/boards/CB-OUT-01/outposts-on-the-edge", test_outposts);
  g_test_add_func ("/burgundy/boards/CB-SOL-02/solo-board-invariants", test_solo);
  g_test_add_func ("/burgundy/boards/json-round-trip", test_json_round_trip);
  g_test_add_func ("/burgundy/boards/export-import-round-trip", test_export_import);
  g_test_add_func ("/burgundy/boards/import-errors-name-the-file", test_import_errors);
  g_test_add_func ("/burgundy/boards/setup-checks-the-layout", test_setup_layout);
  g_test_add_func ("/burgundy/boards/CB-OUT-01/setup-board-kinds", test_setup_kinds);
  g_test_add_func ("/burgundy/boards/CB-SOL-02/check-mode", test_check_mode);
  g_test_add_func ("/burgundy/boards/setup-start-spaces", test_setup_start_spaces);
  return g_test_run ();
}

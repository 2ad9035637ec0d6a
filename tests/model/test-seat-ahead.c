/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Choosing ahead (docs/seats.md, "Choosing ahead"), tried by raw clients on 127.0.0.1: in a
 * Kingsburg building step, taken in turn order (KB-BLD-01), the players after the one to build
 * choose at once from their phones; each move is kept, not recorded, and recorded in turn
 * order once the turns come, whatever order the phones chose in; a move chosen again
 * replaces the first, Take back forgets it, and one whose turn the laptop entered itself is
 * dropped and its phone told why. So with Kingsburg's advisors' help (KB-HLP-01) and Caylus
 * 1303's delivery (CY-DLV-02). */
#include <libintl.h>
#include <json-glib/json-glib.h>

#include "seat-table.h"
#include "ts-catalog.h"
#include "ts-model-seats.h"
#include "ts-seat-state.h"

/* Kingsburg, 4 players, year 1 summer's building: Bruno (1), then Daniel (3), Ana (0) and
 * Carla (2) build, in that turn order (entries 35 to 38 of the record). */
#define RECORD "kingsburg-4p-in-progress.json"
#define AT 35

/* What a move chosen ahead is told. */
#define KEPT "It is recorded when your turn comes."

/* The record's entry @k after the cut as JSON text. */
static char *
original (SeatTable *table,
          guint      k)
{
  return json_to_string (json_array_get_element (table->original, k), FALSE);
}

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* @seat's phone proposes the record's entry @k after the cut, on the game of @at entries; the
 * result is ok and says @words. */
static void
choose (SeatTable  *table,
        guint       seat,
        const char *id,
        guint       at,
        guint       k,
        const char *words)
{
  g_autoptr(SeatPhone) phone = seat_phone_new (table, seat);
  g_autofree char *entry = original (table, k);

  seat_phone_propose (phone, id, at, entry);
  seat_phone_run (phone);
  seat_phone_assert_result (phone, 0, TRUE, words);
}

/* The laptop enters the record's entry @k after the cut itself. */
static void
laptop_enters (SeatTable *table,
               guint      k)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsEntry) entry = ts_match_parse_entry (table->match,
                                                   json_array_get_element (table->original, k),
                                                   &error);

  g_assert_true (ts_match_apply (table->match, entry, &error));
}

/* The match's @n entries from @at are the record's after the cut. */
static void
assert_as_recorded (SeatTable *table,
                    guint      at,
                    guint      n)
{
  for (guint k = 0; k < n; k++)
    {
      g_autofree char *want = original (table, k);

      g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (table->match, at + k)), ==,
                       want);
    }
}

/* Daniel, Ana and Carla choose while Bruno is to build: kept, in any order, replaced and
 * taken back; recorded in turn order once Bruno built, not while the phones are locked. */
static void
test_in_turn_order (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, AT, 4);
  g_autoptr(SeatPhone) carla = seat_phone_new (table, 2);
  g_autoptr(SeatPhone) ana = seat_phone_new (table, 0);
  g_autoptr(SeatPhone) daniel = seat_phone_new (table, 3);
  g_autoptr(JsonObject) state = NULL;
  g_autoptr(JsonObject) kept = NULL;
  g_autoptr(JsonObject) undone = NULL;
  g_autofree char *e36 = original (table, 1);
  g_autofree char *e37 = original (table, 2), *e38 = original (table, 3);
  JsonObject *propose_of;

  /* Carla first, the last in turn order; her state lists her choices before her turn. */
  seat_phone_propose (carla, "c-000001", AT, e38);
  seat_phone_run (carla);
  state = seat_json_object (carla->state);
  propose_of = json_object_get_object_member (state, "propose");
  g_assert_true (json_object_get_boolean_member (propose_of, "ahead"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (propose_of, "choices")),
                    >, 1);
  seat_phone_assert_result (carla, 0, TRUE, KEPT);
  kept = seat_json_object (seat_phone_result (carla, 0));
  g_assert_true (json_object_get_boolean_member (kept, "kept"));
  /* Ana passes, then chooses her building: the second replaces the first. */
  seat_phone_send (ana, "{\"type\":\"propose\",\"id\":\"a-000001\",\"at\":35,"
                        "\"entry\":{\"type\":\"pass\",\"player\":0}}");
  seat_phone_propose (ana, "a-000002", AT, e37);
  seat_phone_run (ana);
  seat_phone_assert_result (ana, 0, TRUE, KEPT);
  seat_phone_assert_result (ana, 1, TRUE, KEPT);
  /* Daniel chooses, takes it back, and chooses again. */
  seat_phone_propose (daniel, "d-000001", AT, e36);
  seat_phone_undo (daniel, "d-000002", AT);
  seat_phone_propose (daniel, "d-000003", AT, e36);
  seat_phone_run (daniel);
  seat_phone_assert_result (daniel, 1, TRUE, "");
  undone = seat_json_object (seat_phone_result (daniel, 1));
  g_assert_true (json_object_get_boolean_member (undone, "undone"));
  /* Nothing recorded yet: Bruno's turn. */
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, AT);
  /* The laptop locks the phones and enters Bruno's building: the kept moves wait, and are
   * recorded once the phones are unlocked. */
  ts_seat_server_set_locked (table->server, TRUE);
  laptop_enters (table, 0);
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, AT + 1);
  ts_seat_server_set_locked (table->server, FALSE);
  spin ();
  /* KB-BLD-01: in turn order, as the record has them. */
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, AT + 4);
  assert_as_recorded (table, AT, 4);
}

/* The laptop enters Bruno's and Daniel's moves itself: Daniel's move chosen ahead is dropped,
 * and his phone says why. A move chosen ahead for another seat is refused. */
static void
test_turn_went_by (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, AT, 4);
  g_autoptr(SeatPhone) again = seat_phone_new (table, 3);
  g_autoptr(SeatPhone) ana = seat_phone_new (table, 0);
  g_autofree char *e36 = original (table, 1);
  g_autoptr(JsonObject) state = NULL;
  JsonObject *propose_of;

  choose (table, 3, "d-000001", AT, 1, KEPT);
  seat_phone_propose (ana, "a-000001", AT, e36);
  seat_phone_run (ana);
  seat_phone_assert_result (ana, 0, FALSE, "A phone enters only its own seat’s moves");
  laptop_enters (table, 0);
  laptop_enters (table, 1);
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, AT + 2);
  seat_phone_run (again);
  state = seat_json_object (again->state);
  propose_of = json_object_get_object_member (state, "propose");
  g_assert_cmpstr (json_object_get_string_member (propose_of, "note"), ==,
                   "Your move chosen ahead was not recorded: the turn went by without it.");
  g_assert_true (json_object_get_null_member (propose_of, "undo"));
}

/* A move chosen ahead on the game before another seat's entry still counts: in this step
 * nobody's choice changes the next player's (the stale rule keeps its word for the rest).
 * Bruno's own move made before his own entry is stale. */
static void
test_made_before (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, AT, 4);
  g_autoptr(SeatPhone) bruno = seat_phone_new (table, 1);

  laptop_enters (table, 0);
  spin ();
  choose (table, 2, "c-000001", AT, 3, KEPT);
  seat_phone_send (bruno, "{\"type\":\"propose\",\"id\":\"b-000001\",\"at\":35,"
                          "\"entry\":{\"type\":\"pass\",\"player\":1}}");
  seat_phone_run (bruno);
  seat_phone_assert_result (bruno, 0, FALSE, "The game moved on before this arrived");
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, AT + 1);
}

/* A seat to enter one of three moves taken in turn, and the id its phone sends. */
typedef struct
{
  guint seat;
  const char *id;
} Turn;

/* The record's three entries after @at, of @turns in turn order: the last two choose first
 * from their phones, the last first, and are kept; the first one's move records all three,
 * in turn order, as the record has them. */
static void
assert_chosen_ahead (const char *record,
                     guint       at,
                     const Turn  turns[3])
{
  g_autoptr(SeatTable) table = seat_table_open (record, at, 3);

  choose (table, turns[2].seat, turns[2].id, at, 2, KEPT);
  choose (table, turns[1].seat, turns[1].id, at, 1, KEPT);
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, at);
  choose (table, turns[0].seat, turns[0].id, at, 0, "");
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table->match), >=, at + 3);
  assert_as_recorded (table, at, 3);
}

/* The spring's advisors' help (KB-HLP-01), 32 entries in: Daniel chooses on his advisor, then
 * Bruno and Carla on theirs. Carla and Bruno choose first, from their phones: recorded after
 * Daniel's, in the advisors' order. */
static void
test_help (void)
{
  const Turn turns[] = { { 3, "d-000001" }, { 1, "b-000001" }, { 2, "c-000001" } };

  assert_chosen_ahead (RECORD, 32, turns);
}

/* Caylus 1303's delivery (CY-DLV-02), 5 players: Ana, then Daniel and Carla deliver, in the
 * order of their Worksite spaces. Carla and Daniel deliver first from their phones: recorded
 * after Ana's, in the Worksite's order. */
static void
test_delivery (void)
{
  const Turn turns[] = { { 0, "a-000001" }, { 3, "d-000001" }, { 2, "c-000001" } };

  assert_chosen_ahead ("caylus-1303-5p-complete.json", 65, turns);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/seats/ahead/in-turn-order", test_in_turn_order);
  g_test_add_func ("/seats/ahead/help", test_help);
  g_test_add_func ("/seats/ahead/delivery", test_delivery);
  g_test_add_func ("/seats/ahead/made-before", test_made_before);
  g_test_add_func ("/seats/ahead/turn-went-by", test_turn_went_by);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's parts (docs/seats.md, "The table's parts"), tried by raw clients on 127.0.0.1:
 * a Kingsburg spring's dice (KB-ORD-01) and the 2-player game's neutral dice (KB-2P-01/02)
 * entered by two phones in any order make the one roll entry in the rules' order; a part is
 * each seat's own, one of its values and of the game as it is, or it is refused and changes
 * nothing; a part entered again replaces the first; the same id twice is answered the same;
 * the laptop's own roll makes the phones' parts go. */
#include <libintl.h>
#include <json-glib/json-glib.h>

#include "seat-table.h"
#include "ts-catalog.h"
#include "ts-model-seats.h"
#include "ts-seat-state.h"

/* Kingsburg, 2 players, after the first two entries: the first spring's roll is due. */
#define RECORD "kingsburg-2p-in-progress.json"
#define AT 2

static void
part (SeatPhone  *phone,
      const char *id,
      guint       at,
      int         field,
      const char *value)
{
  seat_phone_sendf (phone, "{\"type\":\"part\",\"id\":\"%s\",\"at\":%u,\"field\":%d,"
                           "\"value\":\"%s\"}", id, at, field, value);
}

/* Each seat's state lists every field of the roll, the options of its own and the table's
 * fields only, and who is still to enter. */
static void
test_form (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, AT, 0);
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  g_autoptr(JsonNode) state = ts_seat_state_build (table->match, 1, english,
                                                   &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  g_autoptr(JsonNode) locked = ts_seat_state_build (table->match, 1, english,
                                                    &(TsSeatView) { TS_SEAT_ACCESS_LOCKED, 0, NULL });
  JsonObject *form = json_object_get_object_member (json_node_get_object (state), "form");
  JsonArray *fields = json_object_get_array_member (form, "fields");
  guint mine = 0, with_options = 0;

  /* KB-ORD-01, KB-AID-04: 3 dice each in year 1; KB-2P-01/02: 3 and 2 neutral dice. */
  g_assert_cmpuint (json_array_get_length (fields), ==, 3 + 3 + 5);
  for (guint k = 0; k < json_array_get_length (fields); k++)
    {
      JsonObject *field = json_array_get_object_element (fields, k);
      gint64 owner = json_object_get_int_member (field, "owner");

      g_assert_cmpint (json_object_get_boolean_member (field, "mine"), ==, owner == 1 || owner < 0);
      mine += owner == 1;
      if (json_array_get_length (json_object_get_array_member (field, "options")) > 0)
        with_options++;
      g_assert_cmpint (owner, ==, k < 3 ? 0 : k < 6 ? 1 : -1);
    }
  g_assert_cmpuint (mine, ==, 3);
  g_assert_cmpuint (with_options, ==, 3 + 5);
  g_assert_cmpstr (json_object_get_string_member (form, "waiting"), ==,
                   "Ana, Bruno, anyone at the table");
  g_assert_true (json_object_get_null_member (json_node_get_object (locked), "form"));
}

/* Two phones enter their dice and the neutral dice in any order: one roll entry, in the
 * rules' order; refused parts change nothing; a part entered again replaces the first. */
static void
test_any_order (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, AT, 0);
  g_autoptr(SeatPhone) bruno = seat_phone_new (table, 1);
  g_autoptr(SeatPhone) ana = seat_phone_new (table, 0);
  g_autoptr(JsonNode) roll = NULL;
  g_autofree char *recorded = NULL;

  /* Bruno's dice last die first, a neutral die, then refusals: Ana's die, a 7, a field the
   * roll has not, a stale part. */
  part (bruno, "b-000003", AT, 5, "6");
  part (bruno, "b-000002", AT, 4, "1");
  part (bruno, "b-000001", AT, 3, "4");
  part (bruno, "b-000007", AT, 6, "3");
  part (bruno, "b-000099", AT, 0, "5");
  part (bruno, "b-000098", AT, 7, "7");
  part (bruno, "b-000097", AT, 11, "1");
  part (bruno, "b-000096", AT - 1, 8, "1");
  seat_phone_run (bruno);
  seat_phone_assert_result (bruno, 0, TRUE,
                            "Die 3: 6. Still to enter: Ana, Bruno, anyone at the table.");
  seat_phone_assert_result (bruno, 3, TRUE, "Neutral die 1 of 3: 3.");
  seat_phone_assert_result (bruno, 4, FALSE, "Die 1 is Ana’s to enter");
  seat_phone_assert_result (bruno, 5, FALSE, "That is not a value Neutral die 2 of 3 can show");
  seat_phone_assert_result (bruno, 6, FALSE, "This part is not one the table waits for");
  seat_phone_assert_result (bruno, 7, FALSE, "The game moved on before this arrived");
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, AT);

  /* Ana: the other neutral dice, her die 2 twice (the second stands), her dice 3 and 1. */
  part (ana, "a-000008", AT, 10, "4");
  part (ana, "a-000002", AT, 1, "1");
  part (ana, "a-000009", AT, 9, "5");
  part (ana, "a-000002", AT, 1, "1");
  part (ana, "a-000022", AT, 1, "2");
  part (ana, "a-000007", AT, 7, "2");
  part (ana, "a-000010", AT, 8, "1");
  part (ana, "a-000003", AT, 2, "3");
  g_assert_cmpuint (table->said->len, ==, 4);
  part (ana, "a-000001", AT, 0, "5");
  seat_phone_run (ana);
  /* The same id again: the same answer, nothing entered twice. */
  g_assert_cmpstr (seat_phone_result (ana, 3), ==, seat_phone_result (ana, 1));
  seat_phone_assert_result (ana, 7, TRUE, "Still to enter: Ana.");
  seat_phone_assert_result (ana, 8, TRUE, "Spring dice: Ana 5, 2, 3; Bruno 4, 1, 6; "
                                          "neutral dice 3, 2, 1 and 5, 4.");
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, AT + 1);
  roll = ts_entry_to_json (ts_match_get_entry (table->match, AT));
  recorded = json_to_string (roll, FALSE);
  g_assert_cmpstr (recorded, ==,
                   "{\"type\":\"roll\",\"dice\":[[5,2,3],[4,1,6]],\"neutral\":[[3,2,1],[5,4]]}");
  /* The laptop heard each part kept and the roll made, from the seat that completed it. */
  g_assert_cmpuint (table->said->len, ==, 4 + 7 + 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (table->said, table->said->len - 1),
                                   "0: Spring dice:"));
}

/* The laptop enters the roll itself: the phones' parts go, and a part made before is stale. */
static void
test_laptop_first (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, AT, 0);
  g_autoptr(SeatPhone) ana = seat_phone_new (table, 0);
  g_autoptr(SeatPhone) again = seat_phone_new (table, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (
      "{\"type\":\"roll\",\"dice\":[[1,1,1],[2,2,2]],\"neutral\":[[3,3,3],[4,4]]}", NULL);
  g_autoptr(TsEntry) entry = ts_match_parse_entry (table->match, node, &error);
  g_autoptr(JsonObject) state = NULL;

  part (ana, "c-000001", AT, 0, "6");
  seat_phone_run (ana);
  seat_phone_assert_result (ana, 0, TRUE, "Die 1: 6.");
  g_assert_true (ts_match_apply (table->match, entry, &error));
  part (again, "c-000002", AT, 1, "6");
  seat_phone_run (again);
  seat_phone_assert_result (again, 0, FALSE, "The game moved on");
  state = seat_json_object (again->state);
  /* After the roll, influence (KB-INF): no table event, no parts. */
  g_assert_true (json_object_get_null_member (state, "form"));
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, AT + 1);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/seats/parts/form", test_form);
  g_test_add_func ("/seats/parts/any-order", test_any_order);
  g_test_add_func ("/seats/parts/laptop-first", test_laptop_first);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A phone proposes, the laptop's match decides (docs/seats.md, "Entering moves"), tried by a
 * raw client on 127.0.0.1: the seat's choices in its state; a proposal recorded as the
 * laptop's keys record it, and said on the laptop; the same id twice recorded once with the
 * same answer; a stale proposal, another seat's entry, the table's entry, an illegal one, a
 * message with no id, a locked table and a followed file refused, changing nothing; a seat's
 * own last entry taken back, and not once anything came after it. */
#include <libintl.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "seat-client.h"
#include "seat-table.h"
#include "ts-catalog.h"
#include "ts-model-seats.h"
#include "ts-seat-state.h"

/* Caylus 1303, 5 players: Bruno (seat 1) may use the Farm or skip it (CY-ACT-01). */
#define RECORD "caylus-1303-5p-in-progress.json"
#define BRUNO 1

/* The entry JSON of the seat's first choice in its state now. */
static char *
first_choice (SeatTable *table,
              guint      seat)
{
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  g_autoptr(JsonNode) state = ts_seat_state_build (table->match, seat, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  JsonObject *propose = json_object_get_object_member (json_node_get_object (state), "propose");
  JsonArray *choices = json_object_get_array_member (propose, "choices");

  g_assert_cmpuint (json_array_get_length (choices), >, 0);
  return json_to_string (json_object_get_member (json_array_get_object_element (choices, 0),
                                                 "entry"), FALSE);
}

/* Result @i of @phone, parsed. */
static JsonObject *
result_of (SeatPhone *phone,
           guint      i)
{
  return seat_json_object (seat_phone_result (phone, i));
}

/* The seat to play sees its choices, described; the others see none; a locked table none. */
static void
test_choices (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, -1, 0);
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  g_autoptr(JsonNode) bruno = ts_seat_state_build (table->match, BRUNO, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  g_autoptr(JsonNode) ana = ts_seat_state_build (table->match, 0, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  g_autoptr(JsonNode) locked = ts_seat_state_build (table->match, BRUNO, english, &(TsSeatView) { TS_SEAT_ACCESS_LOCKED, 0, NULL });
  JsonObject *b = json_object_get_object_member (json_node_get_object (bruno), "propose");
  JsonArray *choices = json_object_get_array_member (b, "choices");
  JsonObject *a = json_object_get_object_member (json_node_get_object (ana), "propose");

  /* CY-ACT-01: the Farm's owner uses it (1 food) or skips it. */
  g_assert_cmpuint (json_array_get_length (choices), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (choices, 0),
                                                  "text"),
                   ==, "Bruno uses the Farm (road space 5): 1 food.");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (choices, 1),
                                                  "text"),
                   ==, "Bruno skips using the Farm (road space 5).");
  g_assert_true (json_object_get_null_member (b, "undo"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (a, "choices")), ==, 0);
  g_assert_true (json_object_get_null_member (json_node_get_object (bruno), "locked"));
  g_assert_true (json_object_get_null_member (json_node_get_object (locked), "propose"));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (locked), "locked"), ==,
                   "The scorekeeper has locked the phones: they show the game, and moves are "
                   "entered on the laptop.");
}

/* Recorded as the laptop's keys record it, said on the laptop; the same id again is the same
 * answer and nothing more recorded. */
static void
test_apply_once (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, -1, 0);
  guint n_entries = ts_match_get_n_entries (table->match);
  g_autofree char *entry = first_choice (table, BRUNO);
  g_autoptr(SeatPhone) phone = seat_phone_new (table, BRUNO);
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(JsonNode) recorded = NULL;
  g_autofree char *recorded_text = NULL;

  seat_phone_propose (phone, "tap-0000000001", n_entries, entry);
  seat_phone_propose (phone, "tap-0000000001", n_entries, entry);
  seat_phone_run (phone);
  result = result_of (phone, 0);
  g_assert_true (json_object_get_boolean_member (result, "ok"));
  g_assert_cmpstr (json_object_get_string_member (result, "id"), ==, "tap-0000000001");
  g_assert_cmpstr (json_object_get_string_member (result, "text"), ==,
                   "Bruno uses the Farm (road space 5): 1 food.");
  g_assert_cmpstr (seat_phone_result (phone, 1), ==, seat_phone_result (phone, 0));
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, n_entries + 1);
  recorded = ts_entry_to_json (ts_match_get_entry (table->match, n_entries));
  recorded_text = json_to_string (recorded, FALSE);
  g_assert_cmpstr (recorded_text, ==, entry);
  g_assert_cmpuint (table->said->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (table->said, 0), ==,
                   "1: Bruno uses the Farm (road space 5): 1 food.");
}

/* What changes nothing: each refused with its sentence, the record as it was. */
static void
test_refused (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, -1, 0);
  guint n_entries = ts_match_get_n_entries (table->match);
  g_autofree char *entry = first_choice (table, BRUNO);
  g_autoptr(SeatPhone) bruno = seat_phone_new (table, BRUNO);
  g_autoptr(SeatPhone) ana = seat_phone_new (table, 0);
  g_autoptr(JsonObject) r0 = NULL;
  g_autoptr(JsonObject) r1 = NULL;
  g_autoptr(JsonObject) r2 = NULL;
  g_autoptr(JsonObject) r3 = NULL;
  g_autoptr(JsonObject) r4 = NULL;
  g_autoptr(JsonObject) r5 = NULL;
  g_autoptr(JsonObject) a0 = NULL;

  seat_phone_propose (bruno, "stale-000001", n_entries - 1, entry);
  seat_phone_propose (bruno, "table-000001", n_entries, "{\"type\":\"use\",\"option\":0}");
  seat_phone_propose (bruno, "unknown-0001", n_entries, "{\"type\":\"fly\",\"player\":1}");
  seat_phone_propose (bruno, "illegal-0001", n_entries, "{\"type\":\"pass\",\"player\":1}");
  seat_phone_send (bruno, "{\"type\":\"propose\",\"at\":0}");
  seat_phone_undo (bruno, "undo-0000001", 0);
  seat_phone_propose (ana, "ana-00000001", n_entries, entry);
  seat_phone_run (bruno);
  seat_phone_run (ana);
  r0 = result_of (bruno, 0);
  r1 = result_of (bruno, 1);
  r2 = result_of (bruno, 2);
  r3 = result_of (bruno, 3);
  r4 = result_of (bruno, 4);
  r5 = result_of (bruno, 5);
  a0 = result_of (ana, 0);
  g_assert_false (json_object_get_boolean_member (r0, "ok"));
  g_assert_true (json_object_get_boolean_member (r0, "stale"));
  g_assert_cmpstr (json_object_get_string_member (r0, "reason"), ==,
                   "The game moved on before this arrived: nothing was recorded.");
  g_assert_cmpstr (json_object_get_string_member (r1, "reason"), ==,
                   "A phone enters only its own seat’s moves: this entry is another player’s "
                   "or the table’s.");
  g_assert_false (json_object_get_boolean_member (r2, "ok"));
  g_assert_false (json_object_get_boolean_member (r2, "stale"));
  g_assert_cmpstr (json_object_get_string_member (r2, "reason"), !=, "");
  /* Passing while the buildings are activated (CY-ACT-01): the engine's own refusal. */
  g_assert_false (json_object_get_boolean_member (r3, "ok"));
  g_assert_cmpstr (json_object_get_string_member (r3, "reason"), ==,
                   "That is not possible now: the buildings are activated.");
  g_assert_true (json_object_has_member (r3, "clause"));
  g_assert_true (json_object_get_null_member (r4, "id"));
  g_assert_cmpstr (json_object_get_string_member (r4, "reason"), ==,
                   "This message has no valid id: nothing was recorded.");
  g_assert_cmpstr (json_object_get_string_member (r5, "reason"), ==,
                   "The game moved on before this arrived: nothing was recorded.");
  g_assert_cmpstr (json_object_get_string_member (a0, "reason"), ==,
                   "A phone enters only its own seat’s moves: this entry is another player’s "
                   "or the table’s.");
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, n_entries);
  g_assert_cmpuint (table->said->len, ==, 0);
}

/* A locked table and a followed file: refused with why, recorded once unlocked. */
static void
test_locked (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, -1, 0);
  guint n_entries = ts_match_get_n_entries (table->match);
  g_autofree char *entry = first_choice (table, BRUNO);
  g_autoptr(SeatPhone) locked = seat_phone_new (table, BRUNO);
  g_autoptr(SeatPhone) followed = seat_phone_new (table, BRUNO);
  g_autoptr(SeatPhone) open = seat_phone_new (table, BRUNO);
  g_autoptr(JsonObject) r0 = NULL;
  g_autoptr(JsonObject) r1 = NULL;
  g_autoptr(JsonObject) r2 = NULL;

  seat_phone_propose (locked, "locked-00001", n_entries, entry);
  seat_phone_propose (followed, "locked-00002", n_entries, entry);
  seat_phone_propose (open, "locked-00003", n_entries, entry);
  g_object_set (table->server, "locked", TRUE, NULL);
  seat_phone_run (locked);
  ts_seat_server_set_locked (table->server, FALSE);
  ts_seat_server_set_follow_only (table->server, TRUE);
  seat_phone_run (followed);
  ts_seat_server_set_follow_only (table->server, FALSE);
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, n_entries);
  seat_phone_run (open);
  r0 = result_of (locked, 0);
  r1 = result_of (followed, 0);
  r2 = result_of (open, 0);
  g_assert_cmpstr (json_object_get_string_member (r0, "reason"), ==,
                   "The scorekeeper has locked the phones: they show the game, and moves are "
                   "entered on the laptop.");
  g_assert_cmpstr (json_object_get_string_member (r1, "reason"), ==,
                   "This game is followed from its file: moves are entered where it is kept.");
  g_assert_true (json_object_get_boolean_member (r2, "ok"));
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, n_entries + 1);
}

static gboolean
laptop_enters_cb (gpointer data)
{
  SeatTable *table = data;
  GListModel *legal = ts_match_get_legal_entries (table->match);
  g_autoptr(TsEntry) next = g_list_model_get_item (legal, 0);

  g_assert_true (ts_match_apply (table->match, next, NULL));
  return G_SOURCE_REMOVE;
}

/* The seat's own last entry taken back while nothing came after it; then no more. */
static void
test_undo (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, -1, 0);
  guint n_entries = ts_match_get_n_entries (table->match);
  g_autofree char *entry = first_choice (table, BRUNO);
  g_autoptr(SeatPhone) phone = seat_phone_new (table, BRUNO);
  g_autoptr(SeatPhone) record = seat_phone_new (table, BRUNO);
  g_autoptr(SeatPhone) look = seat_phone_new (table, BRUNO);
  g_autoptr(SeatPhone) take = seat_phone_new (table, BRUNO);
  g_autoptr(JsonObject) r1 = NULL;
  g_autoptr(JsonObject) r2 = NULL;
  g_autoptr(JsonObject) r = NULL;
  g_autoptr(JsonObject) state = NULL;

  seat_phone_propose (phone, "undo-base-01", n_entries, entry);
  seat_phone_undo (phone, "undo-00000001", n_entries + 1);
  seat_phone_undo (phone, "undo-00000002", n_entries);
  seat_phone_run (phone);
  r1 = result_of (phone, 1);
  r2 = result_of (phone, 2);
  g_assert_true (json_object_get_boolean_member (r1, "ok"));
  g_assert_true (json_object_get_boolean_member (r1, "undone"));
  g_assert_cmpstr (json_object_get_string_member (r1, "text"), ==,
                   "Bruno uses the Farm (road space 5): 1 food.");
  g_assert_false (json_object_get_boolean_member (r2, "ok"));
  g_assert_cmpstr (json_object_get_string_member (r2, "reason"), ==,
                   "Only this seat’s own last entry can be taken back, while nothing came "
                   "after it.");
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, n_entries);
  g_assert_cmpuint (table->said->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (table->said, 1), ==,
                   "1: Taken back: Bruno uses the Farm (road space 5): 1 food.");

  /* Recorded again; the state offers it back until the laptop enters the next entry. */
  seat_phone_propose (record, "undo-base-02", n_entries, entry);
  seat_phone_run (record);
  /* A phone that joins now: its state offers the entry back (the server's reckoning). */
  seat_phone_run (look);
  state = seat_json_object (look->state);
  g_assert_cmpstr (json_object_get_string_member (
                       json_object_get_object_member (state, "propose"), "undo"),
                   ==, "Bruno uses the Farm (road space 5): 1 food.");
  g_main_context_invoke (NULL, laptop_enters_cb, table);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  seat_phone_undo (take, "undo-00000003", n_entries + 2);
  seat_phone_run (take);
  r = result_of (take, 0);
  g_assert_false (json_object_get_boolean_member (r, "ok"));
  g_assert_cmpuint (ts_match_get_n_entries (table->match), ==, n_entries + 2);
}

typedef struct
{
  guint port;
  char *request;
} HttpCall;

static gpointer
http_thread (gpointer data)
{
  HttpCall *call = data;

  return seat_client_http (call->port, call->request);
}

static SeatResponse *
get_rule (SeatTable  *table,
          const char *clause,
          const char *token,
          const char *language)
{
  HttpCall call = { table->port, g_strdup_printf ("GET /api/rule?clause=%s HTTP/1.1\r\n"
                                                  "Host: 127.0.0.1:%u\r\n%s%s%s"
                                                  "Accept-Language: %s\r\n"
                                                  "Connection: close\r\n\r\n", clause, table->port,
                                                  token != NULL ? "Authorization: Bearer " : "",
                                                  token != NULL ? token : "",
                                                  token != NULL ? "\r\n" : "", language) };
  SeatResponse *response = seat_client_run (http_thread, &call);

  g_free (call.request);
  return response;
}

/* The phone's Why?: the guide's words for the clause of a refusal, in the phone's language
 * where the guide is translated; for a seat's token only; nothing but a clause's section. */
static void
test_why (void)
{
  g_autoptr(SeatTable) table = seat_table_open (RECORD, -1, 0);
  g_autofree char *link = ts_seat_server_dup_link (table->server, BRUNO);
  const char *token = strstr (link, "#t=") + 3;
  g_autoptr(SeatResponse) en = get_rule (table, "CY-ACT-01", token, "en");
  g_autoptr(SeatResponse) pt = get_rule (table, "CY-ACT-01", token, "pt-PT,pt;q=0.9");
  g_autoptr(SeatResponse) none = get_rule (table, "CY-ACT-01", NULL, "en");
  g_autoptr(SeatResponse) unknown = get_rule (table, "CY-ACT-99", token, "en");
  g_autoptr(SeatResponse) escape = get_rule (table, "../../../etc/passwd", token, "en");
  g_autoptr(JsonObject) rule = NULL;
  g_autoptr(JsonObject) regra = NULL;
  JsonArray *text;

  g_assert_cmpuint (en->status, ==, 200);
  rule = seat_json_object (en->body);
  g_assert_cmpstr (json_object_get_string_member (rule, "title"), ==,
                   "CY-ACT-01 · The order of activation");
  text = json_object_get_array_member (rule, "text");
  g_assert_cmpuint (json_array_get_length (text), ==, 2);
  g_assert_true (g_str_has_prefix (json_array_get_string_element (text, 0),
                                   "Activation starts on the Guild Bridge, where the Provost "
                                   "may move."));
  g_assert_true (g_str_has_prefix (json_array_get_string_element (text, 1),
                                   "Tableside’s reading: "));
  g_assert_cmpuint (pt->status, ==, 200);
  regra = seat_json_object (pt->body);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (regra, "title"),
                                   "CY-ACT-01 · "));
  /* The guide's translations are built with the app (-Dgui): there the words are Portuguese. */
  if (g_getenv ("TS_TEST_HELP_TRANSLATED") != NULL)
    g_assert_cmpstr (json_object_get_string_member (regra, "title"), !=,
                     json_object_get_string_member (rule, "title"));
  g_assert_cmpuint (none->status, ==, 401);
  g_assert_cmpuint (unknown->status, ==, 404);
  g_assert_cmpuint (escape->status, ==, 404);
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");

  g_test_init (&argc, &argv, NULL);
  if (localedir != NULL)
    bindtextdomain ("tableside", localedir);
  g_test_add_func ("/seats/propose/choices", test_choices);
  g_test_add_func ("/seats/propose/apply-once", test_apply_once);
  g_test_add_func ("/seats/propose/refused", test_refused);
  g_test_add_func ("/seats/propose/locked", test_locked);
  g_test_add_func ("/seats/propose/undo", test_undo);
  g_test_add_func ("/seats/propose/why", test_why);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's parts (docs/seats.md, "The table's parts"), tried by raw clients on 127.0.0.1:
 * a Kingsburg spring's dice (KB-ORD-01) and the 2-player game's neutral dice (KB-2P-01/02)
 * entered by two phones in any order make the one roll entry in the rules' order; a part is
 * each seat's own, one of its values and of the game as it is, or it is refused and changes
 * nothing; a part entered again replaces the first; the same id twice is answered the same;
 * the laptop's own roll makes the phones' parts go. */
#include <libintl.h>
#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "seat-client.h"
#include "ts-catalog.h"
#include "ts-model-seats.h"
#include "ts-seat-state.h"

/* Kingsburg, 2 players, after the first two entries: the first spring's roll is due. */
#define RECORD "kingsburg-2p-in-progress.json"
#define AT 2

typedef struct
{
  TsMatch *match;
  TsSeatServer *server;
  guint port;
  char *origin;
  GPtrArray *said; /* what TsSeatServer::part-entered and ::phone-entered said */
} Fixture;

static void
said_cb (TsSeatServer *server,
         guint         seat,
         const char   *text,
         Fixture      *f)
{
  g_ptr_array_add (f->said, g_strdup_printf ("%u: %s", seat, text));
}

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", RECORD, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  JsonArray *entries;

  /* The record cut after its first AT entries, in a file of the test's own. */
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  while (json_array_get_length (entries) > AT)
    json_array_remove_element (entries, json_array_get_length (entries) - 1);
  copy = g_build_filename (g_get_tmp_dir (), "test-seat-parts-XXXXXX.json", NULL);
  g_close (g_mkstemp (copy), NULL);
  text = json_to_string (json_parser_get_root (parser), TRUE);
  g_assert_true (g_file_set_contents (copy, text, -1, &error));
  file = g_file_new_for_path (copy);
  f->match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (f->match, FALSE);
  g_unlink (copy);
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, AT);
  f->server = ts_seat_server_new (f->match);
  g_assert_true (ts_seat_server_start (f->server, "127.0.0.1", 0, &error));
  f->port = ts_seat_server_get_port (f->server);
  f->origin = g_strdup_printf ("http://127.0.0.1:%u", f->port);
  f->said = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (f->server, "part-entered", G_CALLBACK (said_cb), f);
  g_signal_connect (f->server, "phone-entered", G_CALLBACK (said_cb), f);
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  ts_seat_server_stop (f->server);
  g_clear_object (&f->server);
  g_clear_object (&f->match);
  g_free (f->origin);
  g_ptr_array_unref (f->said);
}

/* A phone of @seat joins, sends each of @messages and reads each one's result. */
typedef struct
{
  Fixture *f;
  guint seat;
  GPtrArray *messages;
  GPtrArray *results;
  char *state; /* the first state received */
} Phone;

static gpointer
phone_thread (gpointer data)
{
  Phone *phone = data;
  g_autofree char *link = ts_seat_server_dup_link (phone->f->server, phone->seat);
  g_autofree char *protocols = g_strdup_printf ("tableside-1, token.%s, phone.p%u, lang.en",
                                                strstr (link, "#t=") + 3, phone->seat);
  guint status = 0;
  guint code = 0;
  g_autoptr(SeatSocket) socket = seat_socket_open (phone->f->port, phone->f->origin,
                                                   protocols, &status);

  g_assert_cmpuint (status, ==, 101);
  phone->state = seat_socket_receive (socket, &code);
  for (guint i = 0; i < phone->messages->len; i++)
    {
      const char *message = g_ptr_array_index (phone->messages, i);
      char *result;

      seat_socket_send (socket, message, strlen (message));
      while ((result = seat_socket_receive (socket, &code)) != NULL
             && strstr (result, "\"type\":\"result\"") == NULL)
        g_free (result);
      g_assert_nonnull (result);
      g_ptr_array_add (phone->results, result);
    }
  return NULL;
}

static Phone *
phone_new (Fixture *f,
           guint    seat)
{
  Phone *phone = g_new0 (Phone, 1);

  phone->f = f;
  phone->seat = seat;
  phone->messages = g_ptr_array_new_with_free_func (g_free);
  phone->results = g_ptr_array_new_with_free_func (g_free);
  return phone;
}

static void
phone_free (Phone *phone)
{
  g_ptr_array_unref (phone->messages);
  g_ptr_array_unref (phone->results);
  g_free (phone->state);
  g_free (phone);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Phone, phone_free)

static void
part (Phone      *phone,
      const char *id,
      guint       at,
      int         field,
      const char *value)
{
  g_ptr_array_add (phone->messages,
                   g_strdup_printf ("{\"type\":\"part\",\"id\":\"%s\",\"at\":%u,\"field\":%d,"
                                    "\"value\":\"%s\"}", id, at, field, value));
}

static JsonObject *
object_of (const char *text)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

static void
assert_result (Phone      *phone,
               guint       i,
               gboolean    ok,
               const char *words)
{
  g_autoptr(JsonObject) result = object_of (g_ptr_array_index (phone->results, i));
  const char *text = json_object_get_string_member_with_default (result, ok ? "text" : "reason",
                                                                 "");

  g_assert_cmpint (json_object_get_boolean_member (result, "ok"), ==, ok);
  if (strstr (text, words) == NULL)
    g_error ("result %u of seat %u: “%s” does not say “%s”", i, phone->seat, text, words);
}

/* Each seat's state lists every field of the roll, the options of its own and the table's
 * fields only, and who is still to enter. */
static void
test_form (Fixture      *f,
           gconstpointer data)
{
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  g_autoptr(JsonNode) state = ts_seat_state_build (f->match, 1, english,
                                                   &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  g_autoptr(JsonNode) locked = ts_seat_state_build (f->match, 1, english,
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
test_any_order (Fixture      *f,
                gconstpointer data)
{
  g_autoptr(Phone) bruno = phone_new (f, 1);
  g_autoptr(Phone) ana = phone_new (f, 0);
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
  seat_client_run ((GThreadFunc) phone_thread, bruno);
  assert_result (bruno, 0, TRUE, "Die 3: 6. Still to enter: Ana, Bruno, anyone at the table.");
  assert_result (bruno, 3, TRUE, "Neutral die 1 of 3: 3.");
  assert_result (bruno, 4, FALSE, "Die 1 is Ana’s to enter");
  assert_result (bruno, 5, FALSE, "That is not a value Neutral die 2 of 3 can show");
  assert_result (bruno, 6, FALSE, "This part is not one the table waits for");
  assert_result (bruno, 7, FALSE, "The game moved on before this arrived");
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, AT);

  /* Ana: the other neutral dice, her die 2 twice (the second stands), her dice 3 and 1. */
  part (ana, "a-000008", AT, 10, "4");
  part (ana, "a-000002", AT, 1, "1");
  part (ana, "a-000009", AT, 9, "5");
  part (ana, "a-000002", AT, 1, "1");
  part (ana, "a-000022", AT, 1, "2");
  part (ana, "a-000007", AT, 7, "2");
  part (ana, "a-000010", AT, 8, "1");
  part (ana, "a-000003", AT, 2, "3");
  g_assert_cmpuint (f->said->len, ==, 4);
  part (ana, "a-000001", AT, 0, "5");
  seat_client_run ((GThreadFunc) phone_thread, ana);
  /* The same id again: the same answer, nothing entered twice. */
  g_assert_cmpstr (g_ptr_array_index (ana->results, 3), ==, g_ptr_array_index (ana->results, 1));
  assert_result (ana, 7, TRUE, "Still to enter: Ana.");
  assert_result (ana, 8, TRUE, "Spring dice: Ana 5, 2, 3; Bruno 4, 1, 6; neutral dice 3, 2, 1 and 5, 4.");
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, AT + 1);
  roll = ts_entry_to_json (ts_match_get_entry (f->match, AT));
  recorded = json_to_string (roll, FALSE);
  g_assert_cmpstr (recorded, ==,
                   "{\"type\":\"roll\",\"dice\":[[5,2,3],[4,1,6]],\"neutral\":[[3,2,1],[5,4]]}");
  /* The laptop heard each part kept and the roll made, from the seat that completed it. */
  g_assert_cmpuint (f->said->len, ==, 4 + 7 + 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (f->said, f->said->len - 1), "0: Spring dice:"));
}

/* The laptop enters the roll itself: the phones' parts go, and a part made before is stale. */
static void
test_laptop_first (Fixture      *f,
                   gconstpointer data)
{
  g_autoptr(Phone) ana = phone_new (f, 0);
  g_autoptr(Phone) again = phone_new (f, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (
      "{\"type\":\"roll\",\"dice\":[[1,1,1],[2,2,2]],\"neutral\":[[3,3,3],[4,4]]}", NULL);
  g_autoptr(TsEntry) entry = ts_match_parse_entry (f->match, node, &error);
  g_autoptr(JsonObject) state = NULL;

  part (ana, "c-000001", AT, 0, "6");
  seat_client_run ((GThreadFunc) phone_thread, ana);
  assert_result (ana, 0, TRUE, "Die 1: 6.");
  g_assert_true (ts_match_apply (f->match, entry, &error));
  part (again, "c-000002", AT, 1, "6");
  seat_client_run ((GThreadFunc) phone_thread, again);
  assert_result (again, 0, FALSE, "The game moved on");
  state = object_of (again->state);
  /* After the roll, influence (KB-INF): no table event, no parts. */
  g_assert_true (json_object_get_null_member (state, "form"));
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, AT + 1);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/seats/parts/form", Fixture, NULL, fixture_set_up, test_form, fixture_tear_down);
  g_test_add ("/seats/parts/any-order", Fixture, NULL, fixture_set_up, test_any_order,
              fixture_tear_down);
  g_test_add ("/seats/parts/laptop-first", Fixture, NULL, fixture_set_up, test_laptop_first,
              fixture_tear_down);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Choosing ahead (docs/seats.md, "Choosing ahead"), tried by raw clients on 127.0.0.1: in a
 * Kingsburg building step, taken in turn order (KB-BLD-01), the players after the one to build
 * choose at once from their phones; each move is kept, not recorded, and recorded in turn
 * order once the turns come, whatever order the phones chose in; a move chosen again
 * replaces the first, Take back forgets it, and one whose turn the laptop entered itself is
 * dropped and its phone told why. So with Kingsburg's advisors' help (KB-HLP-01) and Caylus
 * 1303's delivery (CY-DLV-02). */
#include <libintl.h>
#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "seat-client.h"
#include "ts-catalog.h"
#include "ts-model-seats.h"
#include "ts-seat-state.h"

/* Kingsburg, 4 players, year 1 summer's building: Bruno (1), then Daniel (3), Ana (0) and
 * Carla (2) build, in that turn order (entries 35 to 38 of the record). */
#define RECORD "kingsburg-4p-in-progress.json"
#define AT 35

/* Where a test's game is cut: a corpus record and how many of its entries. */
typedef struct
{
  const char *record;
  guint cut;
} Cut;

typedef struct
{
  TsMatch *match;
  TsSeatServer *server;
  guint port;
  char *origin;
  GPtrArray *said; /* what TsSeatServer::part-entered and ::phone-entered said */
  JsonArray *original; /* the record's entries to 4 after the cut */
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
  const Cut *at = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                 at != NULL ? at->record : RECORD, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GFile) file = NULL;
  JsonArray *entries;

  guint cut = at != NULL ? at->cut : AT;

  /* The record cut after its first @cut entries, in a file of the test's own. */
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  entries = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                          "entries");
  while (json_array_get_length (entries) > cut + 4)
    json_array_remove_element (entries, json_array_get_length (entries) - 1);
  f->original = json_array_new ();
  for (guint i = 0; i < json_array_get_length (entries); i++)
    json_array_add_element (f->original, json_node_copy (json_array_get_element (entries, i)));
  while (json_array_get_length (entries) > cut)
    json_array_remove_element (entries, json_array_get_length (entries) - 1);
  copy = g_build_filename (g_get_tmp_dir (), "test-seat-ahead-XXXXXX.json", NULL);
  g_close (g_mkstemp (copy), NULL);
  text = json_to_string (json_parser_get_root (parser), TRUE);
  g_assert_true (g_file_set_contents (copy, text, -1, &error));
  file = g_file_new_for_path (copy);
  f->match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (f->match, FALSE);
  g_unlink (copy);
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, cut);
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
  json_array_unref (f->original);
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

/* The record's entry @k as JSON text. */
static char *
original (Fixture *f,
          guint    k)
{
  return json_to_string (json_array_get_element (f->original, k), FALSE);
}

static void
propose (Phone      *phone,
         const char *id,
         guint       at,
         const char *entry)
{
  g_ptr_array_add (phone->messages,
                   g_strdup_printf ("{\"type\":\"propose\",\"id\":\"%s\",\"at\":%u,"
                                    "\"entry\":%s}", id, at, entry));
}

static void
take_back (Phone      *phone,
           const char *id,
           guint       at)
{
  g_ptr_array_add (phone->messages,
                   g_strdup_printf ("{\"type\":\"undo\",\"id\":\"%s\",\"at\":%u}", id, at));
}

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
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

/* Daniel, Ana and Carla choose while Bruno is to build: kept, in any order, replaced and
 * taken back; recorded in turn order once Bruno built, not while the phones are locked. */
static void
test_in_turn_order (Fixture      *f,
                    gconstpointer data)
{
  g_autoptr(Phone) carla = phone_new (f, 2);
  g_autoptr(Phone) ana = phone_new (f, 0);
  g_autoptr(Phone) daniel = phone_new (f, 3);
  g_autoptr(JsonObject) state = NULL;
  g_autofree char *e35 = original (f, AT), *e36 = original (f, AT + 1);
  g_autofree char *e37 = original (f, AT + 2), *e38 = original (f, AT + 3);
  JsonObject *propose_of;

  /* Carla first, the last in turn order; her state lists her choices before her turn. */
  propose (carla, "c-000001", AT, e38);
  seat_client_run ((GThreadFunc) phone_thread, carla);
  state = object_of (carla->state);
  propose_of = json_object_get_object_member (state, "propose");
  g_assert_true (json_object_get_boolean_member (propose_of, "ahead"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (propose_of, "choices")),
                    >, 1);
  assert_result (carla, 0, TRUE, "It is recorded when your turn comes.");
  {
    g_autoptr(JsonObject) kept = object_of (g_ptr_array_index (carla->results, 0));

    g_assert_true (json_object_get_boolean_member (kept, "kept"));
  }
  /* Ana passes, then chooses her building: the second replaces the first. */
  g_ptr_array_add (ana->messages,
                   g_strdup ("{\"type\":\"propose\",\"id\":\"a-000001\",\"at\":35,"
                             "\"entry\":{\"type\":\"pass\",\"player\":0}}"));
  propose (ana, "a-000002", AT, e37);
  seat_client_run ((GThreadFunc) phone_thread, ana);
  assert_result (ana, 0, TRUE, "It is recorded when your turn comes.");
  assert_result (ana, 1, TRUE, "It is recorded when your turn comes.");
  /* Daniel chooses, takes it back, and chooses again. */
  propose (daniel, "d-000001", AT, e36);
  take_back (daniel, "d-000002", AT);
  propose (daniel, "d-000003", AT, e36);
  seat_client_run ((GThreadFunc) phone_thread, daniel);
  assert_result (daniel, 1, TRUE, "");
  {
    g_autoptr(JsonObject) undone = object_of (g_ptr_array_index (daniel->results, 1));

    g_assert_true (json_object_get_boolean_member (undone, "undone"));
  }
  /* Nothing recorded yet: Bruno's turn. */
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, AT);
  /* The laptop locks the phones and enters Bruno's building: the kept moves wait, and are
   * recorded once the phones are unlocked. */
  ts_seat_server_set_locked (f->server, TRUE);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) node = json_from_string (e35, NULL);
    g_autoptr(TsEntry) built = ts_match_parse_entry (f->match, node, &error);

    g_assert_true (ts_match_apply (f->match, built, &error));
  }
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, AT + 1);
  ts_seat_server_set_locked (f->server, FALSE);
  spin ();
  /* KB-BLD-01: in turn order, as the record has them. */
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, AT + 4);
  for (guint k = AT; k < AT + 4; k++)
    {
      g_autofree char *want = original (f, k);

      g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (f->match, k)), ==, want);
    }
}

/* The laptop enters Bruno's and Daniel's moves itself: Daniel's move chosen ahead is dropped,
 * and his phone says why. A move chosen ahead for another seat is refused. */
static void
test_turn_went_by (Fixture      *f,
                   gconstpointer data)
{
  g_autoptr(Phone) daniel = phone_new (f, 3);
  g_autoptr(Phone) again = phone_new (f, 3);
  g_autoptr(Phone) ana = phone_new (f, 0);
  g_autofree char *e36 = original (f, AT + 1);
  g_autoptr(JsonObject) state = NULL;
  JsonObject *propose_of;

  propose (daniel, "d-000001", AT, e36);
  seat_client_run ((GThreadFunc) phone_thread, daniel);
  assert_result (daniel, 0, TRUE, "It is recorded when your turn comes.");
  propose (ana, "a-000001", AT, e36);
  seat_client_run ((GThreadFunc) phone_thread, ana);
  assert_result (ana, 0, FALSE, "A phone enters only its own seat’s moves");
  for (guint k = AT; k < AT + 2; k++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsEntry) entry = ts_match_parse_entry (f->match,
                                                       json_array_get_element (f->original, k),
                                                       &error);

      g_assert_true (ts_match_apply (f->match, entry, &error));
    }
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, AT + 2);
  seat_client_run ((GThreadFunc) phone_thread, again);
  state = object_of (again->state);
  propose_of = json_object_get_object_member (state, "propose");
  g_assert_cmpstr (json_object_get_string_member (propose_of, "note"), ==,
                   "Your move chosen ahead was not recorded: the turn went by without it.");
  g_assert_true (json_object_get_null_member (propose_of, "undo"));
}

/* A move chosen ahead on the game before another seat's entry still counts: in this step
 * nobody's choice changes the next player's (the stale rule keeps its word for the rest).
 * Bruno's own move made before his own entry is stale. */
static void
test_made_before (Fixture      *f,
                  gconstpointer data)
{
  g_autoptr(Phone) carla = phone_new (f, 2);
  g_autoptr(Phone) bruno = phone_new (f, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsEntry) built = ts_match_parse_entry (f->match,
                                                   json_array_get_element (f->original, AT),
                                                   &error);
  g_autofree char *e38 = original (f, AT + 3);

  g_assert_true (ts_match_apply (f->match, built, &error));
  spin ();
  propose (carla, "c-000001", AT, e38);
  seat_client_run ((GThreadFunc) phone_thread, carla);
  assert_result (carla, 0, TRUE, "It is recorded when your turn comes.");
  g_ptr_array_add (bruno->messages,
                   g_strdup ("{\"type\":\"propose\",\"id\":\"b-000001\",\"at\":35,"
                             "\"entry\":{\"type\":\"pass\",\"player\":1}}"));
  seat_client_run ((GThreadFunc) phone_thread, bruno);
  assert_result (bruno, 0, FALSE, "The game moved on before this arrived");
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, AT + 1);
}

/* The spring's advisors' help (KB-HLP-01), 32 entries in: Daniel chooses on his advisor, then
 * Bruno and Carla on theirs. Carla and Bruno choose first, from their phones: recorded after
 * Daniel's, in the advisors' order. */
#define HELP 32
static const Cut help = { RECORD, HELP };

static void
test_help (Fixture      *f,
           gconstpointer data)
{
  g_autoptr(Phone) carla = phone_new (f, 2);
  g_autoptr(Phone) bruno = phone_new (f, 1);
  g_autoptr(Phone) daniel = phone_new (f, 3);
  g_autofree char *e32 = original (f, HELP), *e33 = original (f, HELP + 1);
  g_autofree char *e34 = original (f, HELP + 2);

  propose (carla, "c-000001", HELP, e34);
  seat_client_run ((GThreadFunc) phone_thread, carla);
  assert_result (carla, 0, TRUE, "It is recorded when your turn comes.");
  propose (bruno, "b-000001", HELP, e33);
  seat_client_run ((GThreadFunc) phone_thread, bruno);
  assert_result (bruno, 0, TRUE, "It is recorded when your turn comes.");
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, HELP);
  propose (daniel, "d-000001", HELP, e32);
  seat_client_run ((GThreadFunc) phone_thread, daniel);
  assert_result (daniel, 0, TRUE, "");
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (f->match), >=, HELP + 3);
  for (guint k = HELP; k < HELP + 3; k++)
    {
      g_autofree char *want = original (f, k);

      g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (f->match, k)), ==, want);
    }
}

/* Caylus 1303's delivery (CY-DLV-02), 5 players: Ana, then Daniel and Carla deliver, in the
 * order of their Worksite spaces. Carla and Daniel deliver first from their phones: recorded
 * after Ana's, in the Worksite's order. */
static const Cut delivery = { "caylus-1303-5p-complete.json", 65 };

static void
test_delivery (Fixture      *f,
               gconstpointer data)
{
  g_autoptr(Phone) carla = phone_new (f, 2);
  g_autoptr(Phone) daniel = phone_new (f, 3);
  g_autoptr(Phone) ana = phone_new (f, 0);
  guint at = delivery.cut;
  g_autofree char *first = original (f, at), *second = original (f, at + 1);
  g_autofree char *third = original (f, at + 2);

  propose (carla, "c-000001", at, third);
  seat_client_run ((GThreadFunc) phone_thread, carla);
  assert_result (carla, 0, TRUE, "It is recorded when your turn comes.");
  propose (daniel, "d-000001", at, second);
  seat_client_run ((GThreadFunc) phone_thread, daniel);
  assert_result (daniel, 0, TRUE, "It is recorded when your turn comes.");
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, at);
  propose (ana, "a-000001", at, first);
  seat_client_run ((GThreadFunc) phone_thread, ana);
  assert_result (ana, 0, TRUE, "");
  spin ();
  g_assert_cmpuint (ts_match_get_n_entries (f->match), >=, at + 3);
  for (guint k = at; k < at + 3; k++)
    {
      g_autofree char *want = original (f, k);

      g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (f->match, k)), ==, want);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/seats/ahead/in-turn-order", Fixture, NULL, fixture_set_up, test_in_turn_order,
              fixture_tear_down);
  g_test_add ("/seats/ahead/help", Fixture, &help, fixture_set_up, test_help,
              fixture_tear_down);
  g_test_add ("/seats/ahead/delivery", Fixture, &delivery, fixture_set_up, test_delivery,
              fixture_tear_down);
  g_test_add ("/seats/ahead/made-before", Fixture, NULL, fixture_set_up, test_made_before,
              fixture_tear_down);
  g_test_add ("/seats/ahead/turn-went-by", Fixture, NULL, fixture_set_up, test_turn_went_by,
              fixture_tear_down);
  return g_test_run ();
}

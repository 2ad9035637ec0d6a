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
#include "ts-catalog.h"
#include "ts-model-seats.h"
#include "ts-seat-state.h"

/* Caylus 1303, 5 players: Bruno (seat 1) may use the Farm or skip it (CY-ACT-01). */
#define RECORD "caylus-1303-5p-in-progress.json"
#define BRUNO 1

typedef struct
{
  TsMatch *match;
  TsSeatServer *server;
  guint port;
  char *origin;
  guint n_entries;
  GPtrArray *entered; /* what TsSeatServer::phone-entered said */
} Fixture;

static void
entered_cb (TsSeatServer *server,
            guint         seat,
            const char   *text,
            Fixture      *f)
{
  g_ptr_array_add (f->entered, g_strdup_printf ("%u: %s", seat, text));
}

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", RECORD, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  f->match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (f->match, FALSE);
  f->n_entries = ts_match_get_n_entries (f->match);
  f->server = ts_seat_server_new (f->match);
  g_assert_true (ts_seat_server_start (f->server, "127.0.0.1", 0, &error));
  f->port = ts_seat_server_get_port (f->server);
  f->origin = g_strdup_printf ("http://127.0.0.1:%u", f->port);
  f->entered = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (f->server, "phone-entered", G_CALLBACK (entered_cb), f);
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  ts_seat_server_stop (f->server);
  g_clear_object (&f->server);
  g_clear_object (&f->match);
  g_free (f->origin);
  g_ptr_array_unref (f->entered);
}

/* A phone of @seat joins, sends each of @messages and reads each one's result. */
typedef struct
{
  Fixture *f;
  guint seat;
  const char *const *messages;
  char *results[8];
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
  for (guint i = 0; phone->messages[i] != NULL; i++)
    {
      seat_socket_send (socket, phone->messages[i], strlen (phone->messages[i]));
      /* States pushed after a change come between: the result is what is waited for. */
      while ((phone->results[i] = seat_socket_receive (socket, &code)) != NULL
             && strstr (phone->results[i], "\"type\":\"result\"") == NULL)
        g_clear_pointer (&phone->results[i], g_free);
      g_assert_nonnull (phone->results[i]);
    }
  return NULL;
}

static void
run_phone (Phone *phone)
{
  seat_client_run (phone_thread, phone);
}

static void
phone_clear (Phone *phone)
{
  for (guint i = 0; i < G_N_ELEMENTS (phone->results); i++)
    g_free (phone->results[i]);
  g_free (phone->state);
}

static JsonObject *
object_of (const char *text)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

/* The entry JSON of the seat's first choice in its state now. */
static char *
first_choice (Fixture *f,
              guint    seat)
{
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  g_autoptr(JsonNode) state = ts_seat_state_build (f->match, seat, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  JsonObject *propose = json_object_get_object_member (json_node_get_object (state), "propose");
  JsonArray *choices = json_object_get_array_member (propose, "choices");

  g_assert_cmpuint (json_array_get_length (choices), >, 0);
  return json_to_string (json_object_get_member (json_array_get_object_element (choices, 0),
                                                 "entry"), FALSE);
}

static char *
proposal (const char *id,
          guint       at,
          const char *entry)
{
  return g_strdup_printf ("{\"type\":\"propose\",\"id\":\"%s\",\"at\":%u,\"entry\":%s}", id, at,
                          entry);
}

/* The seat to play sees its choices, described; the others see none; a locked table none. */
static void
test_choices (Fixture      *f,
              gconstpointer data)
{
  g_autoptr(TsCatalog) english = ts_catalog_load ("en", NULL);
  g_autoptr(JsonNode) bruno = ts_seat_state_build (f->match, BRUNO, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  g_autoptr(JsonNode) ana = ts_seat_state_build (f->match, 0, english, &(TsSeatView) { TS_SEAT_ACCESS_PLAY, 0, NULL });
  g_autoptr(JsonNode) locked = ts_seat_state_build (f->match, BRUNO, english, &(TsSeatView) { TS_SEAT_ACCESS_LOCKED, 0, NULL });
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
test_apply_once (Fixture      *f,
                 gconstpointer data)
{
  g_autofree char *entry = first_choice (f, BRUNO);
  g_autofree char *message = proposal ("tap-0000000001", f->n_entries, entry);
  const char *messages[] = { message, message, NULL };
  Phone phone = { f, BRUNO, messages };
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(JsonNode) recorded = NULL;
  g_autofree char *recorded_text = NULL;

  run_phone (&phone);
  result = object_of (phone.results[0]);
  g_assert_true (json_object_get_boolean_member (result, "ok"));
  g_assert_cmpstr (json_object_get_string_member (result, "id"), ==, "tap-0000000001");
  g_assert_cmpstr (json_object_get_string_member (result, "text"), ==,
                   "Bruno uses the Farm (road space 5): 1 food.");
  g_assert_cmpstr (phone.results[1], ==, phone.results[0]);
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries + 1);
  recorded = ts_entry_to_json (ts_match_get_entry (f->match, f->n_entries));
  recorded_text = json_to_string (recorded, FALSE);
  g_assert_cmpstr (recorded_text, ==, entry);
  g_assert_cmpuint (f->entered->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (f->entered, 0), ==,
                   "1: Bruno uses the Farm (road space 5): 1 food.");
  phone_clear (&phone);
}

/* What changes nothing: each refused with its sentence, the record as it was. */
static void
test_refused (Fixture      *f,
              gconstpointer data)
{
  g_autofree char *entry = first_choice (f, BRUNO);
  g_autofree char *stale = proposal ("stale-000001", f->n_entries - 1, entry);
  g_autofree char *table = proposal ("table-000001", f->n_entries, "{\"type\":\"use\",\"option\":0}");
  g_autofree char *unknown = proposal ("unknown-0001", f->n_entries,
                                       "{\"type\":\"fly\",\"player\":1}");
  g_autofree char *illegal = proposal ("illegal-0001", f->n_entries,
                                       "{\"type\":\"pass\",\"player\":1}");
  const char *bruno_messages[] = {
    stale, table, unknown, illegal, "{\"type\":\"propose\",\"at\":0}",
    "{\"type\":\"undo\",\"id\":\"undo-0000001\",\"at\":0}", NULL
  };
  g_autofree char *as_ana = proposal ("ana-00000001", f->n_entries, entry);
  const char *ana_messages[] = { as_ana, NULL };
  Phone bruno = { f, BRUNO, bruno_messages };
  Phone ana = { f, 0, ana_messages };
  g_autoptr(JsonObject) r0 = NULL;
  g_autoptr(JsonObject) r1 = NULL;
  g_autoptr(JsonObject) r2 = NULL;
  g_autoptr(JsonObject) r3 = NULL;
  g_autoptr(JsonObject) r4 = NULL;
  g_autoptr(JsonObject) r5 = NULL;
  g_autoptr(JsonObject) a0 = NULL;

  run_phone (&bruno);
  run_phone (&ana);
  r0 = object_of (bruno.results[0]);
  r1 = object_of (bruno.results[1]);
  r2 = object_of (bruno.results[2]);
  r3 = object_of (bruno.results[3]);
  r4 = object_of (bruno.results[4]);
  r5 = object_of (bruno.results[5]);
  a0 = object_of (ana.results[0]);
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
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries);
  g_assert_cmpuint (f->entered->len, ==, 0);
  phone_clear (&bruno);
  phone_clear (&ana);
}

/* A locked table and a followed file: refused with why, recorded once unlocked. */
static void
test_locked (Fixture      *f,
             gconstpointer data)
{
  g_autofree char *entry = first_choice (f, BRUNO);
  g_autofree char *first = proposal ("locked-00001", f->n_entries, entry);
  g_autofree char *second = proposal ("locked-00002", f->n_entries, entry);
  g_autofree char *third = proposal ("locked-00003", f->n_entries, entry);
  const char *one[] = { first, NULL };
  const char *two[] = { second, NULL };
  const char *three[] = { third, NULL };
  Phone locked = { f, BRUNO, one };
  Phone followed = { f, BRUNO, two };
  Phone open = { f, BRUNO, three };
  g_autoptr(JsonObject) r0 = NULL;
  g_autoptr(JsonObject) r1 = NULL;
  g_autoptr(JsonObject) r2 = NULL;

  g_object_set (f->server, "locked", TRUE, NULL);
  run_phone (&locked);
  ts_seat_server_set_locked (f->server, FALSE);
  ts_seat_server_set_follow_only (f->server, TRUE);
  run_phone (&followed);
  ts_seat_server_set_follow_only (f->server, FALSE);
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries);
  run_phone (&open);
  r0 = object_of (locked.results[0]);
  r1 = object_of (followed.results[0]);
  r2 = object_of (open.results[0]);
  g_assert_cmpstr (json_object_get_string_member (r0, "reason"), ==,
                   "The scorekeeper has locked the phones: they show the game, and moves are "
                   "entered on the laptop.");
  g_assert_cmpstr (json_object_get_string_member (r1, "reason"), ==,
                   "This game is followed from its file: moves are entered where it is kept.");
  g_assert_true (json_object_get_boolean_member (r2, "ok"));
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries + 1);
  phone_clear (&locked);
  phone_clear (&followed);
  phone_clear (&open);
}

static gboolean
laptop_enters_cb (gpointer data)
{
  Fixture *f = data;
  GListModel *legal = ts_match_get_legal_entries (f->match);
  g_autoptr(TsEntry) next = g_list_model_get_item (legal, 0);

  g_assert_true (ts_match_apply (f->match, next, NULL));
  return G_SOURCE_REMOVE;
}

/* The seat's own last entry taken back while nothing came after it; then no more. */
static void
test_undo (Fixture      *f,
           gconstpointer data)
{
  g_autofree char *entry = first_choice (f, BRUNO);
  g_autofree char *message = proposal ("undo-base-01", f->n_entries, entry);
  g_autofree char *undo = g_strdup_printf ("{\"type\":\"undo\",\"id\":\"undo-00000001\","
                                           "\"at\":%u}", f->n_entries + 1);
  g_autofree char *again = g_strdup_printf ("{\"type\":\"undo\",\"id\":\"undo-00000002\","
                                            "\"at\":%u}", f->n_entries);
  const char *messages[] = { message, undo, again, NULL };
  Phone phone = { f, BRUNO, messages };
  g_autoptr(JsonObject) r1 = NULL;
  g_autoptr(JsonObject) r2 = NULL;

  run_phone (&phone);
  r1 = object_of (phone.results[1]);
  r2 = object_of (phone.results[2]);
  g_assert_true (json_object_get_boolean_member (r1, "ok"));
  g_assert_true (json_object_get_boolean_member (r1, "undone"));
  g_assert_cmpstr (json_object_get_string_member (r1, "text"), ==,
                   "Bruno uses the Farm (road space 5): 1 food.");
  g_assert_false (json_object_get_boolean_member (r2, "ok"));
  g_assert_cmpstr (json_object_get_string_member (r2, "reason"), ==,
                   "Only this seat’s own last entry can be taken back, while nothing came "
                   "after it.");
  g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries);
  g_assert_cmpuint (f->entered->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (f->entered, 1), ==,
                   "1: Taken back: Bruno uses the Farm (road space 5): 1 food.");
  phone_clear (&phone);

  /* Recorded again; the state offers it back until the laptop enters the next entry. */
  {
    g_autofree char *redo = proposal ("undo-base-02", f->n_entries, entry);
    g_autofree char *late = g_strdup_printf ("{\"type\":\"undo\",\"id\":\"undo-00000003\","
                                             "\"at\":%u}", f->n_entries + 2);
    const char *first[] = { redo, NULL };
    const char *second[] = { late, NULL };
    Phone record = { f, BRUNO, first };
    Phone take = { f, BRUNO, second };
    const char *none[] = { NULL };
    Phone look = { f, BRUNO, none };
    g_autoptr(JsonObject) r = NULL;
    g_autoptr(JsonObject) state = NULL;

    run_phone (&record);
    /* A phone that joins now: its state offers the entry back (the server's reckoning). */
    run_phone (&look);
    state = object_of (look.state);
    g_assert_cmpstr (json_object_get_string_member (
                         json_object_get_object_member (state, "propose"), "undo"),
                     ==, "Bruno uses the Farm (road space 5): 1 food.");
    g_main_context_invoke (NULL, laptop_enters_cb, f);
    while (g_main_context_iteration (NULL, FALSE))
      ;
    run_phone (&take);
    r = object_of (take.results[0]);
    g_assert_false (json_object_get_boolean_member (r, "ok"));
    g_assert_cmpuint (ts_match_get_n_entries (f->match), ==, f->n_entries + 2);
    phone_clear (&record);
    phone_clear (&take);
    phone_clear (&look);
  }
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
get_rule (Fixture    *f,
          const char *clause,
          const char *token,
          const char *language)
{
  HttpCall call = { f->port, g_strdup_printf ("GET /api/rule?clause=%s HTTP/1.1\r\n"
                                              "Host: 127.0.0.1:%u\r\n%s%s%s"
                                              "Accept-Language: %s\r\n"
                                              "Connection: close\r\n\r\n", clause, f->port,
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
test_why (Fixture      *f,
          gconstpointer data)
{
  g_autofree char *link = ts_seat_server_dup_link (f->server, BRUNO);
  const char *token = strstr (link, "#t=") + 3;
  g_autoptr(SeatResponse) en = get_rule (f, "CY-ACT-01", token, "en");
  g_autoptr(SeatResponse) pt = get_rule (f, "CY-ACT-01", token, "pt-PT,pt;q=0.9");
  g_autoptr(SeatResponse) none = get_rule (f, "CY-ACT-01", NULL, "en");
  g_autoptr(SeatResponse) unknown = get_rule (f, "CY-ACT-99", token, "en");
  g_autoptr(SeatResponse) escape = get_rule (f, "../../../etc/passwd", token, "en");
  g_autoptr(JsonObject) rule = NULL;
  g_autoptr(JsonObject) regra = NULL;
  JsonArray *text;

  g_assert_cmpuint (en->status, ==, 200);
  rule = object_of (en->body);
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
  regra = object_of (pt->body);
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
#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/seats/propose/choices", test_choices);
  ADD ("/seats/propose/apply-once", test_apply_once);
  ADD ("/seats/propose/refused", test_refused);
  ADD ("/seats/propose/locked", test_locked);
  ADD ("/seats/propose/undo", test_undo);
  ADD ("/seats/propose/why", test_why);
  return g_test_run ();
}

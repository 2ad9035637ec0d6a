/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Phones that lose their Wi-Fi in the middle of proposals (docs/seats.md, "Entering moves";
 * docs/security.md, "Exactly once"). A complete 4-player record is played again from its
 * first entry: each entry that names a player is proposed by that seat's phone; the table's
 * entries (the season's dice, KB-ORD-01; the battle's card and King's die, KB-BAT-05) are
 * entered in parts, each by the phone whose part it is, in a random order (docs/seats.md,
 * "The table's parts"). At random (the test's seed), a phone
 * sends its proposal twice, or hangs up before the answer, or in the middle of the message,
 * and sends it again once it is back; now and then a phone sends an old proposal of its own
 * once more. Held: every proposal answered "recorded" once its phone has an answer, every
 * repeated id answered as the first time, each entry recorded once, the record at the end
 * entry for entry the original, and read back from its JSON it replays. */
#include <libintl.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "seat-client.h"
#include "ts-model-seats.h"
#include "ts-seat-guard.h"
#include "ts-seat-state.h"

#define N_SEATS 4

typedef struct
{
  guint port;
  char *origin;
  char *protocols[N_SEATS];
  SeatSocket *sockets[N_SEATS];
  guint sent[N_SEATS];        /* messages on the seat's connection */
  guint generation[N_SEATS];  /* the seat's connections so far */
  /* This step's phone: what it sends and how. */
  guint seat;
  int mode;
  const char *message;
  const char *old_message;
  char *result;
  char *second;
  char *old_result;
  guint n_drops;
} Soak;

enum { PLAIN, TWICE, HANG_UP, HALF, N_MODES };

static SeatSocket *
socket_of (Soak *s)
{
  guint status = 0;
  guint code = 0;

  if (s->sockets[s->seat] == NULL)
    {
      g_autofree char *source = g_strdup_printf ("127.%u.%u.1", 1 + s->seat,
                                                 1 + s->generation[s->seat]++ % 250);

      s->sent[s->seat] = 0;
      seat_client_set_source (source);
      s->sockets[s->seat] = seat_socket_open (s->port, s->origin, s->protocols[s->seat],
                                              &status);
      g_assert_cmpuint (status, ==, 101);
      g_free (seat_socket_receive (s->sockets[s->seat], &code));
    }
  return s->sockets[s->seat];
}

static void
send_text (Soak       *s,
           const char *text)
{
  s->sent[s->seat]++;
  seat_socket_send (socket_of (s), text, strlen (text));
}

static char *
result_of (SeatSocket *socket)
{
  guint code = 0;
  char *text;

  while ((text = seat_socket_receive (socket, &code)) != NULL
         && strstr (text, "\"type\":\"result\"") == NULL)
    g_free (text);
  return text;
}

static void
hang_up (Soak *s)
{
  g_clear_pointer (&s->sockets[s->seat], seat_socket_free);
  s->n_drops++;
}

static gpointer
step_thread (gpointer data)
{
  Soak *s = data;
  gsize length = strlen (s->message);

  /* A minute of play in a few milliseconds: before the server's 120 messages a minute per
   * address, the phone comes back on another address, as a phone back on the Wi-Fi may. */
  if (s->sent[s->seat] >= TS_SEAT_GUARD_MESSAGES / 2)
    g_clear_pointer (&s->sockets[s->seat], seat_socket_free);
  switch (s->mode)
    {
    case TWICE:
      send_text (s, s->message);
      send_text (s, s->message);
      s->result = result_of (socket_of (s));
      s->second = result_of (socket_of (s));
      break;
    case HANG_UP:
      /* Sent, and gone before the answer: back, the same message again. */
      send_text (s, s->message);
      hang_up (s);
      break;
    case HALF:
      /* Gone in the middle of the message. */
      s->sent[s->seat]++;
      seat_socket_send_part (socket_of (s), length, length / 2);
      hang_up (s);
      break;
    case PLAIN:
    default:
      break;
    }
  if (s->result == NULL)
    {
      send_text (s, s->message);
      s->result = result_of (socket_of (s));
    }
  if (s->old_message != NULL)
    {
      send_text (s, s->old_message);
      s->old_result = result_of (socket_of (s));
    }
  return NULL;
}

static void
add_leaves (JsonNode  *node,
            GPtrArray *values)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
      add_leaves (json_array_get_element (json_node_get_array (node), i), values);
  else if (json_node_get_value_type (node) == G_TYPE_INT64)
    g_ptr_array_add (values, g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node)));
  else if (json_node_get_value_type (node) == G_TYPE_STRING)
    g_ptr_array_add (values, g_strdup (json_node_get_string (node)));
}

/* The table's @entry as the parts of the game's form now (its values in the entry's order),
 * or NULL when the phones cannot enter it so (a card corrected for the box). */
static GPtrArray *
parts_of (TsMatch      *match,
          JsonNode     *entry,
          TsTableForm **form)
{
  const TsGameModule *module = ts_match_get_module (match);
  gconstpointer state = ts_match_get_state (match);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonNode) made = NULL;
  g_autofree char *want = json_to_string (entry, FALSE);
  g_autofree char *got = NULL;
  JsonObject *object = json_node_get_object (entry);
  g_autoptr(GList) members = json_object_get_members (object);

  *form = module->table_form (state);
  if (*form == NULL)
    return NULL;
  for (GList *l = members; l != NULL; l = l->next)
    if (!g_str_equal (l->data, "type"))
      add_leaves (json_object_get_member (object, l->data), values);
  if (values->len != (*form)->fields->len)
    return NULL;
  made = module->form_entry (state, (const char *const *) values->pdata);
  got = made != NULL ? json_to_string (made, FALSE) : NULL;
  return g_strcmp0 (got, want) == 0 ? g_steal_pointer (&values) : NULL;
}

static void
entered_cb (TsSeatServer *server,
            guint         seat,
            const char   *text,
            guint        *n_entered)
{
  (*n_entered)++;
}

static void
test_soak (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                 "kingsburg-4p-complete.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) original = ts_match_load (file, NULL, &error);
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(TsSeatServer) server = NULL;
  g_autoptr(GPtrArray) sent = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) answers = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(TsMatch) replayed = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(TsRecord) back = NULL;
  Soak s = { 0 };
  guint n_entered = 0, n_proposed = 0, n_parts = 0, n_tables = 0, n_by_laptop = 0;

  g_assert_no_error (error);
  ts_match_set_autosave (original, FALSE);
  /* The same game from its first entry: its players, options and setup, no entries. */
  {
    TsRecord *record = ts_match_get_record (original);
    g_autoptr(TsRecord) empty = ts_record_new (ts_record_get_module (record), "Soak",
                                               ts_record_get_players (record),
                                               ts_record_get_options (record),
                                               ts_record_get_setup (record));

    match = ts_match_new_for_record (empty, &error);
    g_assert_no_error (error);
    ts_match_set_autosave (match, FALSE);
  }
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, 0);
  server = ts_seat_server_new (match);
  g_assert_true (ts_seat_server_start (server, "127.0.0.1", 0, &error));
  g_signal_connect (server, "phone-entered", G_CALLBACK (entered_cb), &n_entered);
  s.port = ts_seat_server_get_port (server);
  s.origin = g_strdup_printf ("http://127.0.0.1:%u", s.port);
  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      g_autofree char *link = ts_seat_server_dup_link (server, seat);

      s.protocols[seat] = g_strdup_printf ("tableside-1, token.%s, phone.soak%u, lang.en",
                                           strstr (link, "#t=") + 3, seat);
    }

  for (guint i = 0; i < ts_match_get_n_entries (original); i++)
    {
      TsEntry *entry = ts_match_get_entry (original, i);
      g_autoptr(JsonNode) json = ts_entry_to_json (entry);
      int seat = ts_seat_entry_player (json);
      g_autofree char *entry_text = json_to_string (json, FALSE);
      g_autoptr(JsonNode) result = NULL;

      /* The match writes the automatic ones itself, after the entry before them. */
      if (ts_entry_get_automatic (entry))
        continue;
      g_assert_cmpuint (ts_match_get_n_entries (match), ==, i);
      if (seat < 0)
        {
          g_autoptr(TsTableForm) form = NULL;
          g_autoptr(GPtrArray) values = parts_of (match, json, &form);
          g_autofree guint *order = NULL;

          if (values == NULL)
            {
              g_assert_true (ts_match_apply (match, entry, NULL));
              n_by_laptop++;
              continue;
            }
          /* Each part from its own phone, the parts in a random order. */
          order = g_new (guint, values->len);
          for (guint k = 0; k < values->len; k++)
            order[k] = k;
          for (guint k = values->len; k > 1; k--)
            {
              guint j = g_test_rand_int_range (0, k), t = order[k - 1];

              order[k - 1] = order[j];
              order[j] = t;
            }
          for (guint k = 0; k < values->len; k++)
            {
              const TsFormField *field = g_ptr_array_index (form->fields, order[k]);

              s.seat = field->owner >= 0 ? (guint) field->owner
                                         : (guint) g_test_rand_int_range (0, N_SEATS);
              s.mode = g_test_rand_int_range (0, N_MODES);
              s.old_message = NULL;
              g_ptr_array_add (sent, g_strdup_printf ("{\"type\":\"part\",\"id\":\"soak-%06u-%02u\","
                                                      "\"at\":%u,\"field\":%u,\"value\":\"%s\"}",
                                                      i, order[k], i, order[k],
                                                      (char *) g_ptr_array_index (values, order[k])));
              s.message = g_ptr_array_index (sent, sent->len - 1);
              seat_client_run (step_thread, &s);
              if (s.result == NULL || strstr (s.result, "\"ok\":true") == NULL)
                g_error ("entry %u, part %u: %s", i, order[k], s.result);
              if (s.second != NULL)
                g_assert_cmpstr (s.second, ==, s.result);
              g_assert_cmpuint (ts_match_get_n_entries (match), ==, k + 1 < values->len ? i : i + 1);
              g_ptr_array_add (answers, g_steal_pointer (&s.result));
              g_clear_pointer (&s.second, g_free);
              n_parts++;
            }
          n_proposed++;
          n_tables++;
          while (g_main_context_iteration (NULL, FALSE))
            ;
          continue;
        }
      s.seat = (guint) seat;
      s.mode = g_test_rand_int_range (0, N_MODES);
      g_ptr_array_add (sent, g_strdup_printf ("{\"type\":\"propose\",\"id\":\"soak-%06u\","
                                              "\"at\":%u,\"entry\":%s}", i, i, entry_text));
      s.message = g_ptr_array_index (sent, sent->len - 1);
      /* Now and then an old proposal of this seat's, once more. */
      s.old_message = NULL;
      if (sent->len > 1 && g_test_rand_int_range (0, 4) == 0)
        {
          guint k = g_test_rand_int_range (0, sent->len - 1);
          const char *old = g_ptr_array_index (sent, k);
          g_autofree char *mine = g_strdup_printf ("\"player\":%u", s.seat);

          if (strstr (old, mine) != NULL)
            s.old_message = old;
        }
      seat_client_run (step_thread, &s);
      n_proposed++;
      if (s.result == NULL)
        g_error ("entry %u: the phone got no answer", i);
      result = json_from_string (s.result, NULL);
      g_assert_nonnull (result);
      if (!json_object_get_boolean_member (json_node_get_object (result), "ok"))
        g_error ("entry %u refused: %s", i, s.result);
      if (s.second != NULL)
        g_assert_cmpstr (s.second, ==, s.result);
      g_ptr_array_add (answers, g_steal_pointer (&s.result));
      if (s.old_message != NULL)
        {
          guint k;

          for (k = 0; k < sent->len && g_ptr_array_index (sent, k) != s.old_message; k++)
            ;
          g_assert_cmpstr (s.old_result, ==, g_ptr_array_index (answers, k));
        }
      g_clear_pointer (&s.second, g_free);
      g_clear_pointer (&s.old_result, g_free);
      /* The match's own changes done before the next step (the pushes to the phones). */
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }

  /* Each entry once, in the rules' order: the original, entry for entry. */
  g_assert_cmpuint (ts_match_get_n_entries (match), ==, ts_match_get_n_entries (original));
  for (guint i = 0; i < ts_match_get_n_entries (original); i++)
    g_assert_cmpstr (ts_entry_get_json_text (ts_match_get_entry (match, i)), ==,
                     ts_entry_get_json_text (ts_match_get_entry (original, i)));
  g_assert_cmpuint (n_entered, ==, n_proposed);
  g_assert_true (ts_match_get_finished (match));
  g_test_message ("%u proposals (%u table entries in %u parts), %u table entries by the "
                  "laptop, %u connections lost", n_proposed, n_tables, n_parts, n_by_laptop,
                  s.n_drops);
  /* Every season's dice and every battle came from the phones. */
  g_assert_cmpuint (n_parts, >, 5 * 3 * N_SEATS);
  g_assert_cmpuint (s.n_drops, >, 0);

  /* What was recorded reads back and replays to the same end. */
  saved = ts_record_to_bytes (ts_match_get_record (match));
  back = ts_record_load_from_data (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved),
                                   "soak", &error);
  g_assert_no_error (error);
  replayed = ts_match_new_for_record (back, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_get_finished (replayed));
  g_assert_cmpint (ts_match_get_winner (replayed), ==, ts_match_get_winner (original));

  ts_seat_server_stop (server);
  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      g_clear_pointer (&s.sockets[seat], seat_socket_free);
      g_free (s.protocols[seat]);
    }
  g_free (s.origin);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/seats/soak/disconnects", test_soak);
  return g_test_run ();
}

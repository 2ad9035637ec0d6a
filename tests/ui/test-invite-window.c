/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Invite Phones… on a game's page (a two players' Carcassonne record): a card per seat named
 * for its player, whose QR code holds the seat's link (read back by zbarimg from the widget
 * drawn) and whose accessible name says whose seat it is; New Link changes the link and the
 * code; a phone that joins (a raw WebSocket handshake with the seat's token) shows as
 * "1 phone" with a toast on the page, and Remove drops it; the page owns the server
 * (reopened, the window keeps the phone) and stops it when it goes. The server serves on
 * 127.0.0.1 (the window's address). */
#include <glib/gstdio.h>

#include "seat-client.h"
#include "ts-game-page.h"
#include "ts-invite-window.h"
#include "ts-qr-code.h"
#include "ts-ui-test-util.h"

typedef struct
{
  TsMatch *match;
  GtkWindow *window;
  GtkWidget *page;
  TsInviteWindow *invite;
} Fixture;

static void
fixture_open (Fixture *f)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus",
                                                 "carcassonne-2p-in-progress.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  f->match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  /* Nothing here writes the corpus's file. */
  ts_match_set_autosave (f->match, FALSE);
  f->page = ts_ui_test_show_match (f->match, 1024, 700, TS_TYPE_GAME_PAGE, &f->window);
  g_assert_true (gtk_widget_activate_action (f->page, "game.invite-phones", NULL));
  ts_ui_test_spin ();
  f->invite = TS_INVITE_WINDOW (ts_ui_test_find_toplevel (TS_TYPE_INVITE_WINDOW));
  g_assert_nonnull (f->invite);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (f->invite)) == f->window);
  ts_invite_window_set_address (f->invite, "127.0.0.1");
  ts_ui_test_spin ();
}

static GtkWidget *
card_of (Fixture *f,
         guint    seat)
{
  g_autofree char *name = g_strdup_printf ("seat-%u", seat);
  GtkWidget *card = ts_ui_test_find_named (GTK_WIDGET (f->invite), name);

  g_assert_nonnull (card);
  return card;
}

static TsQrCode *
qr_of (Fixture *f,
       guint    seat)
{
  GtkWidget *qr = ts_ui_test_find_type (card_of (f, seat), TS_TYPE_QR_CODE);

  g_assert_nonnull (qr);
  return TS_QR_CODE (qr);
}

/* The link the card's QR code holds (the seat's), and its port. */
static char *
link_of (Fixture *f,
         guint    seat,
         guint   *port)
{
  g_autoptr(GUri) uri = NULL;
  const char *link = ts_qr_code_get_text (qr_of (f, seat));
  g_autofree char *served = ts_seat_server_dup_link (ts_invite_window_get_server (f->invite),
                                                     seat);

  /* The code holds the link the server serves the seat at. */
  g_assert_cmpstr (link, ==, served);
  uri = g_uri_parse (link, G_URI_FLAGS_NONE, NULL);
  g_assert_nonnull (uri);
  g_assert_cmpstr (g_uri_get_host (uri), ==, "127.0.0.1");
  if (port != NULL)
    *port = (guint) g_uri_get_port (uri);
  return g_strdup (link);
}

static char *
read_qr (GtkWidget  *qr,
         const char *name)
{
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  g_autofree char *png = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int status = 0;

  /* Never skipped: without zbarimg the code drawn is not checked. */
  if (zbarimg == NULL)
    g_error ("zbarimg is missing: install zbar-tools (build-aux/install-deps)");
  png = ts_ui_test_save_png (qr, name);
  g_spawn_sync (NULL, (char *[]) { zbarimg, (char *) "--raw", (char *) "-q", png, NULL }, NULL,
                G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);
  return g_strchomp (out);
}

/* A card per seat, named for its player; the code drawn is the seat's link. */
static void
test_cards (void)
{
  Fixture f = { 0 };
  const char *names[] = { "Ana", "Bruno" };

  fixture_open (&f);
  ts_ui_test_present_and_wait (GTK_WINDOW (f.invite));
  g_assert_null (ts_ui_test_find_named (GTK_WIDGET (f.invite), "seat-2"));
  for (guint seat = 0; seat < 2; seat++)
    {
      g_autofree char *labels = ts_ui_test_labels (card_of (&f, seat));
      g_autofree char *link = link_of (&f, seat, NULL);
      g_autofree char *shot = g_strdup_printf ("invite-qr-%u", seat);
      g_autofree char *read = NULL;
      g_autofree char *accessible = g_strdup_printf ("QR code to join as %s", names[seat]);
      g_autofree char *wrong = NULL;
      GtkWidget *qr = GTK_WIDGET (qr_of (&f, seat));

      g_test_message ("seat %u: %s", seat, labels);
      g_assert_nonnull (strstr (labels, names[seat]));
      g_assert_nonnull (strstr (labels, link));
      g_assert_nonnull (strstr (labels, "No phone yet"));
      /* Large enough to scan across the table. */
      g_assert_cmpint (gtk_widget_get_width (qr), >=, 160);
      read = read_qr (qr, shot);
      g_assert_cmpstr (read, ==, link);
      wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (qr),
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible);
      g_assert_null (wrong);
    }
  ts_ui_test_destroy_window (GTK_WINDOW (f.invite));
  ts_ui_test_destroy_window (f.window);
  g_object_unref (f.match);
}

/* New Link: another token and code for that seat only. */
static void
test_new_link (void)
{
  Fixture f = { 0 };
  g_autofree char *before = NULL;
  g_autofree char *other = NULL;
  g_autofree char *after = NULL;
  g_autofree char *typed_before = NULL;
  g_autofree char *typed_after = NULL;

  fixture_open (&f);
  before = link_of (&f, 0, NULL);
  other = link_of (&f, 1, NULL);
  typed_before = ts_ui_test_labels (card_of (&f, 0));
  ts_ui_test_click (ts_ui_test_find_button (card_of (&f, 0), "_New Link"));
  after = link_of (&f, 0, NULL);
  typed_after = ts_ui_test_labels (card_of (&f, 0));
  g_assert_cmpstr (after, !=, before);
  g_assert_nonnull (strstr (typed_after, after));
  g_assert_null (strstr (typed_after, before));
  /* The typed code changed too (the labels differ beyond the link). */
  {
    g_autofree char *code_before = g_strdup (strstr (typed_before, " and type "));
    g_autofree char *code_after = g_strdup (strstr (typed_after, " and type "));

    g_assert_nonnull (code_before);
    g_assert_nonnull (code_after);
    g_assert_cmpstr (code_before, !=, code_after);
  }
  g_assert_cmpstr (link_of (&f, 1, NULL), ==, other);
  ts_ui_test_destroy_window (GTK_WINDOW (f.invite));
  ts_ui_test_destroy_window (f.window);
  g_object_unref (f.match);
}

typedef struct
{
  guint port;
  char *protocols;
  char *origin;
  guint status;
  SeatSocket *socket;
} Join;

static gpointer
join_thread (gpointer data)
{
  Join *join = data;
  guint close_code = 0;

  join->socket = seat_socket_open (join->port, join->origin, join->protocols, &join->status);
  /* The state the server sends at once: the phone has joined. */
  if (join->socket != NULL)
    g_free (seat_socket_receive (join->socket, &close_code));
  return NULL;
}

/* The phone reads until the server closes it, then hangs up; the close's code. */
static gpointer
closed_thread (gpointer data)
{
  Join *join = data;
  guint close_code = 0;
  char *text;

  while ((text = seat_socket_receive (join->socket, &close_code)) != NULL)
    g_free (text);
  g_clear_pointer (&join->socket, seat_socket_free);
  return GUINT_TO_POINTER (close_code);
}

static gboolean
card_says (Fixture    *f,
           guint       seat,
           const char *text)
{
  g_autofree char *labels = ts_ui_test_labels (card_of (f, seat));

  return strstr (labels, text) != NULL;
}

/* A phone that joins Bruno's seat: "1 phone" on his card, a toast on the page; reopened,
 * the window still has it; Remove drops it. */
static void
test_phone (void)
{
  Fixture f = { 0 };
  Join join = { 0 };
  g_autofree char *link = NULL;
  g_autofree char *labels = NULL;
  g_autofree char *page_labels = NULL;
  GtkWidget *remove;

  fixture_open (&f);
  link = link_of (&f, 1, &join.port);
  join.origin = g_strdup_printf ("http://127.0.0.1:%u", join.port);
  join.protocols = g_strdup_printf ("tableside-1, token.%s, phone.0123456789abcdef, lang.en",
                                    strstr (link, "#t=") + 3);
  seat_client_run (join_thread, &join);
  g_assert_cmpuint (join.status, ==, 101);
  ts_ui_test_spin ();

  labels = ts_ui_test_labels (card_of (&f, 1));
  g_assert_nonnull (strstr (labels, "1 phone"));
  g_assert_nonnull (strstr (labels, "0123456789abcdef"));
  g_clear_pointer (&labels, g_free);
  labels = ts_ui_test_labels (card_of (&f, 0));
  g_assert_nonnull (strstr (labels, "No phone yet"));
  page_labels = ts_ui_test_labels (GTK_WIDGET (f.window));
  g_assert_nonnull (strstr (page_labels, "Bruno’s seat: a phone joined"));

  /* Closing the window leaves the phone following the game. */
  ts_ui_test_destroy_window (GTK_WINDOW (f.invite));
  g_assert_true (gtk_widget_activate_action (f.page, "game.invite-phones", NULL));
  ts_ui_test_spin ();
  f.invite = TS_INVITE_WINDOW (ts_ui_test_find_toplevel (TS_TYPE_INVITE_WINDOW));
  g_assert_nonnull (f.invite);
  g_clear_pointer (&labels, g_free);
  labels = ts_ui_test_labels (card_of (&f, 1));
  g_assert_nonnull (strstr (labels, "1 phone"));

  remove = ts_ui_test_find_button (card_of (&f, 1), "_Remove");
  g_assert_nonnull (remove);
  /* Whose phone it removes, for a screen reader. */
  g_assert_null (gtk_test_accessible_check_property (GTK_ACCESSIBLE (remove),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     "Remove phone 1 from Bruno’s seat"));
  ts_ui_test_click (remove);
  /* 4003: removed by the scorekeeper; the card follows once the connection has closed. */
  g_assert_cmpuint (GPOINTER_TO_UINT (seat_client_run (closed_thread, &join)), ==, 4003);
  while (!card_says (&f, 1, "No phone yet"))
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (ts_ui_test_find_button (card_of (&f, 1), "_Remove"));
  g_free (join.origin);
  g_free (join.protocols);
  ts_ui_test_destroy_window (GTK_WINDOW (f.invite));
  ts_ui_test_destroy_window (f.window);
  g_object_unref (f.match);
}

typedef struct
{
  Join *join;
  const char *message;
  char *result;
} Send;

/* The phone sends @message and reads until its result (states come between). */
static gpointer
send_thread (gpointer data)
{
  Send *send = data;
  guint close_code = 0;

  seat_socket_send (send->join->socket, send->message, strlen (send->message));
  while ((send->result = seat_socket_receive (send->join->socket, &close_code)) != NULL
         && strstr (send->result, "\"type\":\"result\"") == NULL)
    g_clear_pointer (&send->result, g_free);
  return NULL;
}

/* Bruno's phone enters his move: recorded, and the page says whose phone made it. With
 * Phones Enter Moves off, the phones are locked and the next proposal records nothing. */
static void
test_phone_enters (void)
{
  Fixture f = { 0 };
  Join join = { 0 };
  g_autofree char *link = NULL;
  g_autofree char *page_labels = NULL;
  g_autofree char *entry = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(TsEntry) legal = NULL;
  guint n;
  Send send = { &join };
  GtkWidget *toggle;

  fixture_open (&f);
  n = ts_match_get_n_entries (f.match);
  legal = g_list_model_get_item (ts_match_get_legal_entries (f.match), 0);
  entry = g_strdup (ts_entry_get_json_text (legal));
  link = link_of (&f, 1, &join.port);
  join.origin = g_strdup_printf ("http://127.0.0.1:%u", join.port);
  join.protocols = g_strdup_printf ("tableside-1, token.%s, phone.0123456789abcdef, lang.en",
                                    strstr (link, "#t=") + 3);
  seat_client_run (join_thread, &join);
  g_assert_cmpuint (join.status, ==, 101);

  first = g_strdup_printf ("{\"type\":\"propose\",\"id\":\"ui-0000001\",\"at\":%u,"
                           "\"entry\":%s}", n, entry);
  send.message = first;
  seat_client_run (send_thread, &send);
  g_assert_nonnull (strstr (send.result, "\"ok\":true"));
  g_clear_pointer (&send.result, g_free);
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (f.match), ==, n + 1);
  page_labels = ts_ui_test_labels (GTK_WIDGET (f.window));
  g_assert_nonnull (strstr (page_labels,
                            "From Bruno’s phone: Bruno places tile U at (0, 2), not turned."));

  /* Off: locked. The laptop takes the entry back; the phone's next proposal records none. */
  toggle = ts_ui_test_find_type (GTK_WIDGET (f.invite), GTK_TYPE_SWITCH);
  g_assert_nonnull (toggle);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (toggle)));
  g_assert_true (gtk_widget_activate (toggle));
  /* The switch turns once its animation ends. */
  while (!ts_seat_server_get_locked (ts_invite_window_get_server (f.invite)))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  g_assert_true (ts_match_undo (f.match));
  second = g_strdup_printf ("{\"type\":\"propose\",\"id\":\"ui-0000002\",\"at\":%u,"
                            "\"entry\":%s}", n, entry);
  send.message = second;
  seat_client_run (send_thread, &send);
  g_assert_nonnull (strstr (send.result, "\"ok\":false"));
  g_assert_nonnull (strstr (send.result, "locked the phones"));
  g_assert_cmpuint (ts_match_get_n_entries (f.match), ==, n);
  g_free (send.result);
  seat_socket_free (join.socket);
  g_free (join.origin);
  g_free (join.protocols);
  ts_ui_test_destroy_window (GTK_WINDOW (f.invite));
  ts_ui_test_destroy_window (f.window);
  g_object_unref (f.match);
}

/* The table's part from the phone that has it: once Bruno's turn is done, Ana's phone enters
 * the tile she drew (CA-BTR-01); the entry is recorded and the page says it came from her
 * phone. */
static void
test_phone_draws (void)
{
  Fixture f = { 0 };
  Join join = { 0 };
  Send send = { &join };
  g_autofree char *link = NULL;
  g_autofree char *labels = NULL;
  g_autofree char *message = NULL;
  g_autoptr(TsTableForm) form = NULL;
  const TsGameModule *module;
  const TsFormOption *tile;
  guint n;

  fixture_open (&f);
  module = ts_match_get_module (f.match);
  /* The laptop finishes Bruno's turn with its first choices. */
  while (module->pending_player (ts_match_get_state (f.match)) >= 0)
    {
      g_autoptr(TsEntry) first = g_list_model_get_item (ts_match_get_legal_entries (f.match), 0);

      g_assert_true (ts_match_apply (f.match, first, NULL));
    }
  n = ts_match_get_n_entries (f.match);
  form = module->table_form (ts_match_get_state (f.match));
  g_assert_nonnull (form);
  g_assert_cmpint (((TsFormField *) g_ptr_array_index (form->fields, 0))->owner, ==, 0);
  tile = g_ptr_array_index (((TsFormField *) g_ptr_array_index (form->fields, 0))->options, 0);
  link = link_of (&f, 0, &join.port);
  join.origin = g_strdup_printf ("http://127.0.0.1:%u", join.port);
  join.protocols = g_strdup_printf ("tableside-1, token.%s, phone.0123456789abcdef, lang.en",
                                    strstr (link, "#t=") + 3);
  seat_client_run (join_thread, &join);
  g_assert_cmpuint (join.status, ==, 101);
  message = g_strdup_printf ("{\"type\":\"part\",\"id\":\"ui-part-01\",\"at\":%u,"
                             "\"field\":0,\"value\":\"%s\"}", n, tile->value);
  send.message = message;
  seat_client_run (send_thread, &send);
  g_assert_nonnull (strstr (send.result, "\"ok\":true"));
  g_clear_pointer (&send.result, g_free);
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (f.match), ==, n + 1);
  labels = ts_ui_test_labels (GTK_WIDGET (f.window));
  g_assert_nonnull (strstr (labels, "From Ana’s phone: Ana draws tile "));
  seat_socket_free (join.socket);
  g_free (join.origin);
  g_free (join.protocols);
  ts_ui_test_destroy_window (GTK_WINDOW (f.invite));
  ts_ui_test_destroy_window (f.window);
  g_object_unref (f.match);
}

/* At a phone's width the cards stack and each code stays at least 160 px wide. */
static void
test_narrow (gconstpointer data)
{
  gboolean dark = GPOINTER_TO_INT (data);
  Fixture f = { 0 };
  GtkWidget *qr0, *qr1;
  graphene_rect_t a, b;

  ts_ui_test_force_dark (dark);
  fixture_open (&f);
  gtk_window_set_default_size (GTK_WINDOW (f.invite), 360, 720);
  ts_ui_test_present_and_wait (GTK_WINDOW (f.invite));
  ts_ui_test_redraw (GTK_WIDGET (f.invite));
  g_free (ts_ui_test_save_png (GTK_WIDGET (f.invite), dark ? "invite-360-dark" : "invite-360"));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f.invite)), <=, 360);
  qr0 = GTK_WIDGET (qr_of (&f, 0));
  qr1 = GTK_WIDGET (qr_of (&f, 1));
  g_assert_cmpint (gtk_widget_get_width (qr0), >=, 160);
  g_assert_true (gtk_widget_compute_bounds (card_of (&f, 0), GTK_WIDGET (f.invite), &a));
  g_assert_true (gtk_widget_compute_bounds (card_of (&f, 1), GTK_WIDGET (f.invite), &b));
  g_assert_cmpfloat (b.origin.y, >=, a.origin.y + a.size.height);
  /* Dark on white in the dark style too: a phone reads it. */
  if (dark)
    {
      g_autofree char *link = link_of (&f, 1, NULL);
      g_autofree char *read = read_qr (qr1, "invite-qr-dark");

      g_assert_cmpstr (read, ==, link);
    }
  ts_ui_test_destroy_window (GTK_WINDOW (f.invite));
  ts_ui_test_destroy_window (f.window);
  g_object_unref (f.match);
  ts_ui_test_force_dark (FALSE);
}

/* The QR codes under @root that show (their texts, in order). */
static void
codes_under (GtkWidget *root,
             GPtrArray *texts)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_get_visible (child))
        continue;
      if (TS_IS_QR_CODE (child))
        g_ptr_array_add (texts, g_strdup (ts_qr_code_get_text (TS_QR_CODE (child))));
      codes_under (child, texts);
    }
}

static guint
display_codes (TsTableDisplay *display,
               const char     *first)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  codes_under (GTK_WIDGET (display), texts);
  if (first != NULL && texts->len > 0)
    g_assert_cmpstr (g_ptr_array_index (texts, 0), ==, first);
  return texts->len;
}

/* The table display while the game is shared: the code of each seat no phone follows yet,
 * with the player's name, read out in its summary; a seat's code goes once a phone joins it,
 * every code once sharing stops; Ctrl+J there is Invite Phones too. */
static void
test_table_display (void)
{
  Fixture f = { 0 };
  Join join = { 0 };
  g_autofree char *ana = NULL;
  g_autofree char *bruno = NULL;
  TsTableDisplay *display;
  TsSeatServer *server;

  fixture_open (&f);
  server = ts_invite_window_get_server (f.invite);
  ana = link_of (&f, 0, NULL);
  bruno = link_of (&f, 1, &join.port);
  g_assert_true (gtk_widget_activate_action (f.page, "game.show-to-table", NULL));
  ts_ui_test_spin ();
  display = ts_game_page_get_table_display (TS_GAME_PAGE (f.page));
  g_assert_nonnull (display);
  g_assert_cmpuint (display_codes (display, ana), ==, 2);
  g_assert_nonnull (strstr (ts_table_display_get_summary (display),
                            "Phones at the table: Ana, Bruno can scan their seat’s code"));

  join.origin = g_strdup_printf ("http://127.0.0.1:%u", join.port);
  join.protocols = g_strdup_printf ("tableside-1, token.%s, phone.0123456789abcdef, lang.en",
                                    strstr (bruno, "#t=") + 3);
  seat_client_run (join_thread, &join);
  g_assert_cmpuint (join.status, ==, 101);
  while (display_codes (display, NULL) != 1)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (display_codes (display, ana), ==, 1);
  g_assert_nonnull (strstr (ts_table_display_get_summary (display), "Ana can scan"));

  /* Ctrl+J's action in the display: the page's Invite Phones, its window presented. */
  ts_ui_test_destroy_window (GTK_WINDOW (f.invite));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (display), "display.invite", NULL));
  ts_ui_test_spin ();
  f.invite = TS_INVITE_WINDOW (ts_ui_test_find_toplevel (TS_TYPE_INVITE_WINDOW));
  g_assert_nonnull (f.invite);

  ts_seat_server_stop (server);
  ts_ui_test_spin ();
  g_assert_cmpuint (display_codes (display, NULL), ==, 0);
  g_assert_null (strstr (ts_table_display_get_summary (display), "Phones at the table"));
  g_clear_pointer (&join.socket, seat_socket_free);
  g_free (join.origin);
  g_free (join.protocols);
  ts_table_display_end (display);
  ts_ui_test_destroy_window (GTK_WINDOW (f.invite));
  ts_ui_test_destroy_window (f.window);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_bind_translations ();
  ts_ui_test_init (&argc, &argv);
  ts_ui_test_use_language ("en");
  g_test_add_func ("/ui/invite/cards", test_cards);
  g_test_add_func ("/ui/invite/new-link", test_new_link);
  g_test_add_func ("/ui/invite/phone", test_phone);
  g_test_add_func ("/ui/invite/phone-enters", test_phone_enters);
  g_test_add_func ("/ui/invite/phone-draws", test_phone_draws);
  g_test_add_func ("/ui/invite/table-display", test_table_display);
  g_test_add_data_func ("/ui/invite/narrow", GINT_TO_POINTER (FALSE), test_narrow);
  g_test_add_data_func ("/ui/invite/narrow-dark", GINT_TO_POINTER (TRUE), test_narrow);
  return g_test_run ();
}

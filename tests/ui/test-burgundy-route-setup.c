/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The trade routes' part of the new-game form, with the user's data folder in a temporary
 * directory (G_TEST_OPTION_ISOLATE_DIRS): the rows hidden until the module is on, the pieces
 * known said, 5/4/3 pieces per player, Deal at Random giving distinct known pieces (or saying
 * why it cannot), refusals of an unknown piece and of a piece in two routes, the pieces moving
 * with their player; the record's routes as shown. */
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-route-editor.h"
#include "ts-burgundy-setup-routes.h"
#include "ts-ui-test-util.h"


/* The user's file with pieces 4 to 4 + @n - 1 entered. */
static void
enter_pieces (guint n)
{
  g_autoptr(TsComponentOverrides) overrides = ts_burgundy_route_overrides_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_component_overrides_load (overrides, NULL, &error));
  for (guint i = 4; i < 4 + n; i++)
    {
      g_autofree char *id = g_strdup_printf ("%u", i);
      g_autofree char *json = g_strdup_printf ("{\"spaces\": [[%u, \"vp-4\"], [%u, \"silver-2\"], "
                                               "[%u, \"take-any\"]]}",
                                               i % 6 + 1, (i + 1) % 6 + 1, (i + 2) % 6 + 1);
      g_autoptr(JsonParser) parser = json_parser_new ();

      g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
      g_assert_true (ts_component_overrides_set (overrides, id, json_parser_get_root (parser),
                                                 &error));
      g_assert_no_error (error);
    }
  g_assert_true (ts_component_overrides_save (overrides, NULL, &error));
  g_assert_no_error (error);
}

typedef struct
{
  GtkWindow *window;
  TsBurgundyRouteDeal *deal;
  TsBurgundyRouteSeat *seats[4];
  GtkWidget *groups[4];
} Form;

/* The rows in a preferences page as the new-game form holds them: the rules' group, then a
 * group per player; @n of the 4 players' groups shown. */
static void
form_open (Form *f,
           guint n)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *rules = adw_preferences_group_new ();

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (rules));
  f->deal = ts_burgundy_route_deal_new (ADW_PREFERENCES_GROUP (rules));
  for (guint i = 0; i < 4; i++)
    {
      f->groups[i] = adw_preferences_group_new ();
      gtk_widget_set_visible (f->groups[i], i < n);
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (f->groups[i]));
      f->seats[i] = ts_burgundy_route_seat_new (f->deal, ADW_PREFERENCES_GROUP (f->groups[i]));
    }
  f->window = ts_ui_test_show_alone (page, 700, 560);
}

static void
form_close (Form *f)
{
  /* As the form does when it is disposed: the seats first, while their rows exist. */
  for (guint i = 0; i < 4; i++)
    ts_burgundy_route_seat_free (f->seats[i]);
  ts_burgundy_route_deal_free (f->deal);
  ts_ui_test_destroy_window (f->window);
}

static guint
pieces_shown (TsBurgundyRouteSeat *seat)
{
  guint n = 0;

  for (guint k = 0; k < TS_BURGUNDY_ROUTE_PIECES; k++)
    n += gtk_widget_get_visible (ts_burgundy_route_seat_get_piece_row (seat, k));
  return n;
}

static const char *
selected_id (TsBurgundyRouteSeat *seat,
             guint                k)
{
  const TsBurgundyRoutePieces *box = ts_burgundy_route_pieces_get (NULL);
  guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (ts_burgundy_route_seat_get_piece_row (seat,
                                                                                            k)));

  return box->pieces[i].id;
}

/* CB-TRD-01: with only the 3 known pieces nobody can be dealt a route; the form says why and
 * refuses an unknown piece in words. */
static void
test_setup_too_few (void)
{
  Form f;
  GtkWidget *status, *fault = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) player = json_object_new ();

  form_open (&f, 4);
  status = ts_burgundy_route_deal_get_part (f.deal, TS_BURGUNDY_ROUTE_DEAL_STATUS);
  g_assert_false (gtk_widget_get_sensitive (status));
  g_assert_false (gtk_widget_get_visible (ts_burgundy_route_seat_get_row (f.seats[0])));
  /* Off: nothing is asked and nothing is written. */
  g_assert_true (ts_burgundy_route_seat_check (f.seats[0], "Ana", &fault, &error));
  ts_burgundy_route_seat_fill_player (f.seats[0], player);
  g_assert_false (json_object_has_member (player, "route"));

  ts_burgundy_route_deal_set_active (f.deal, TRUE);
  g_assert_true (gtk_widget_get_sensitive (status));
  g_assert_true (gtk_widget_get_visible (ts_burgundy_route_seat_get_row (f.seats[0])));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (status)), ==,
                   "3 of 12 pieces known; 4 players lay 12.");
  g_assert_cmpuint (pieces_shown (f.seats[0]), ==, 3);
  ts_ui_test_click (ts_burgundy_route_deal_get_part (f.deal, TS_BURGUNDY_ROUTE_DEAL_BUTTON));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (status)),
                            "Enter your box’s pieces before dealing them."));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f.window))
                 == ts_burgundy_route_deal_get_part (f.deal, TS_BURGUNDY_ROUTE_EDIT_BUTTON));
  /* The second player's first piece is piece 4 (unknown). */
  g_assert_cmpstr (selected_id (f.seats[1], 0), ==, "6");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ts_burgundy_route_seat_get_piece_row (f.seats[1], 0)),
                              3);
  g_assert_false (ts_burgundy_route_seat_check (f.seats[1], "Bruno", &fault, &error));
  g_assert_true (fault == ts_burgundy_route_seat_get_piece_row (f.seats[1], 0));
  g_assert_cmpstr (error->message, ==,
                   "Bruno’s trade route has piece 4, which Tableside does not know yet: enter "
                   "it with Enter Your Box’s Pieces…, or choose another piece.");
  g_assert_cmpstr (adw_action_row_get_subtitle (
                       ADW_ACTION_ROW (ts_burgundy_route_seat_get_piece_row (f.seats[1], 0))),
                   ==, "Unknown: enter it from your box first");
  form_close (&f);
}

/* CB-TRD-01/02: with the box entered, Deal at Random gives every player distinct known pieces,
 * as many as the player count asks; a piece in two routes is refused; the record gets each
 * route as shown. */
static void
test_setup_deal (void)
{
  const guint counts[] = { 0, 0, 5, 4, 3 };
  Form f;

  enter_pieces (9);
  form_open (&f, 4);
  ts_burgundy_route_deal_set_active (f.deal, TRUE);
  for (guint n = 4; n >= 2; n--)
    {
      g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
      GtkWidget *fault = NULL;

      /* The form hides the groups of players removed. */
      for (guint i = 0; i < 4; i++)
        gtk_widget_set_visible (f.groups[i], i < n);
      g_assert_true (ts_burgundy_route_deal_random (f.deal));
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(JsonObject) player = json_object_new ();
          g_autoptr(GError) error = NULL;
          JsonObject *route;
          JsonArray *ids;

          g_assert_cmpuint (pieces_shown (f.seats[i]), ==, counts[n]);
          g_assert_true (ts_burgundy_route_seat_check (f.seats[i], "P", &fault, &error));
          g_assert_no_error (error);
          ts_burgundy_route_seat_fill_player (f.seats[i], player);
          route = json_object_get_object_member (player, "route");
          ids = json_object_get_array_member (route, "pieces");
          g_assert_cmpuint (json_array_get_length (ids), ==, counts[n]);
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (route, "spaces")),
                            ==, 3 * counts[n]);
          for (guint k = 0; k < counts[n]; k++)
            {
              const char *id = json_array_get_string_element (ids, k);

              g_assert_cmpstr (id, ==, selected_id (f.seats[i], k));
              g_assert_false (g_hash_table_contains (seen, id));
              g_hash_table_add (seen, (gpointer) id);
            }
          g_assert_true (g_str_has_prefix (adw_expander_row_get_subtitle (
                                               ADW_EXPANDER_ROW (ts_burgundy_route_seat_get_row (f.seats[i]))),
                                           "Left to right: "));
        }
    }

  /* A piece chosen twice: in two routes, then twice in one. */
  {
    GtkWidget *fault = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(GError) error2 = NULL;
    guint piece = adw_combo_row_get_selected (
        ADW_COMBO_ROW (ts_burgundy_route_seat_get_piece_row (f.seats[0], 0)));
    g_autofree char *expected = g_strdup_printf ("Piece %s is in Bruno’s trade route and in "
                                                 "another player’s: the box has one of each.",
                                                 selected_id (f.seats[0], 0));

    GtkWidget *bruno = ts_burgundy_route_seat_get_piece_row (f.seats[1], 2);
    guint before = adw_combo_row_get_selected (ADW_COMBO_ROW (bruno));

    adw_combo_row_set_selected (ADW_COMBO_ROW (bruno), piece);
    g_assert_false (ts_burgundy_route_seat_check (f.seats[1], "Bruno", &fault, &error));
    g_assert_cmpstr (error->message, ==, expected);
    g_assert_true (fault == bruno);
    adw_combo_row_set_selected (ADW_COMBO_ROW (bruno), before);
    adw_combo_row_set_selected (ADW_COMBO_ROW (ts_burgundy_route_seat_get_piece_row (f.seats[0], 1)),
                                piece);
    g_assert_false (ts_burgundy_route_seat_check (f.seats[0], "Ana", &fault, &error2));
    g_assert_nonnull (strstr (error2->message, "twice in Ana’s trade route"));
  }

  /* The pieces move with their player. */
  {
    g_autofree char *a = g_strdup (selected_id (f.seats[0], 3));
    g_autofree char *b = g_strdup (selected_id (f.seats[1], 3));

    ts_burgundy_route_seat_swap (f.seats[0], f.seats[1]);
    g_assert_cmpstr (selected_id (f.seats[0], 3), ==, b);
    g_assert_cmpstr (selected_id (f.seats[1], 3), ==, a);
  }
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (ts_burgundy_route_seat_get_row (f.seats[0])),
                                 TRUE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f.window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (f.window), "burgundy-route-setup-rows"));
  form_close (&f);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  ts_ui_test_start_app ();

  g_test_add_func ("/ui/burgundy/routes/setup/too-few/CB-TRD-01", test_setup_too_few);
  g_test_add_func ("/ui/burgundy/routes/setup/deal/CB-TRD-01", test_setup_deal);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The modules of The Castles of Burgundy in the new-game form (issue 14): each switch and
 * decision gives the record's option, the advanced duchies deal duchies 1-10, and the secret
 * start castles are chosen in a private dialog while the form never shows the space
 * (CB-ADV-01..03). */
#include <stdlib.h>

#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-game-view.h"
#include "burgundy/ts-burgundy-setup.h"
#include "ts-ui-test-util.h"
#include "ts-views.h"

extern const TsGameModule ts_burgundy_module;

static TsSetupWindow *
new_setup (void)
{
  static const char *names[] = { "Ana", "Bruno", "Carla", NULL };
  static const char *colors[] = { "red", "blue", "green", NULL };
  TsSetupWindow *setup;

  ts_ui_test_set_default_players (names, colors);
  setup = ts_setup_window_new (NULL, &ts_burgundy_game_view);
  gtk_window_set_default_size (GTK_WINDOW (setup), 620, 560);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  return setup;
}

static GtkWidget *
part (TsSetupWindow       *setup,
      TsBurgundySetupPart  which,
      guint                player)
{
  return ts_burgundy_setup_get_part (setup, which, player);
}

static JsonObject *
build_options (TsSetupWindow *setup,
               JsonArray    **players_out)
{
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  if (players_out != NULL)
    *players_out = g_steal_pointer (&players);
  return g_steal_pointer (&options);
}

static char *
options_json (TsSetupWindow *setup)
{
  g_autoptr(JsonObject) options = build_options (setup, NULL);
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), options);

  return json_to_string (node, FALSE);
}

static void
toggle (TsSetupWindow       *setup,
        TsBurgundySetupPart  which)
{
  GtkWidget *widget = part (setup, which, 0);
  gboolean was = gtk_switch_get_active (GTK_SWITCH (widget));

  g_assert_true (gtk_widget_is_visible (widget));
  /* Keys reach the switch in the e2e test (test-burgundy-modules.py). */
  gtk_switch_set_active (GTK_SWITCH (widget), !was);
  ts_ui_test_spin ();
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (widget)) != was);
}

/* Scrolls the form so that the group holding @widget starts at the top. */
static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *group = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_GROUP);
  GtkAdjustment *adjustment;
  graphene_point_t at;

  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_point (group, gtk_scrolled_window_get_child (
                                                      GTK_SCROLLED_WINDOW (scroller)),
                                           &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (adjustment, at.y);
  ts_ui_test_spin ();
}

static void
test_switches (void)
{
  TsSetupWindow *setup = new_setup ();
  g_autofree char *json = NULL;

  /* All off: the base game's options, nothing more (its records stay as they were). */
  json = options_json (setup);
  g_assert_cmpstr (json, ==, "{\"effect-discard\":true,\"mine-income-after-e\":true}");
  /* The decisions stay in place, insensitive without their module. */
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_INN_EXTRA_PURCHASE, 0)));
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_SHIELD_TILE_MUST, 0)));
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_DEAL, 0)));

  toggle (setup, TS_BURGUNDY_SETUP_EXTRA_TILES);
  toggle (setup, TS_BURGUNDY_SETUP_WHITE_CASTLES);
  toggle (setup, TS_BURGUNDY_SETUP_INNS);
  g_assert_true (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_INN_EXTRA_PURCHASE, 0)));
  g_clear_pointer (&json, g_free);
  json = options_json (setup);
  g_assert_cmpstr (json, ==,
                   "{\"effect-discard\":true,\"mine-income-after-e\":true,"
                   "\"extra-tiles\":true,\"white-castles\":true,\"inns\":true,"
                   "\"inn-extra-purchase\":false}");

  toggle (setup, TS_BURGUNDY_SETUP_INN_EXTRA_PURCHASE);
  toggle (setup, TS_BURGUNDY_SETUP_SHIELDS);
  g_assert_true (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_SHIELD_TILE_MUST, 0)));
  toggle (setup, TS_BURGUNDY_SETUP_SHIELD_TILE_MUST);
  /* CB-SHD-02 (issue 26): off is the rulebook's reading, on the table's choice. */
  g_assert_true (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_SHIELD_TWO_PER_GAIN, 0)));
  g_assert_false (gtk_switch_get_active (
      GTK_SWITCH (part (setup, TS_BURGUNDY_SETUP_SHIELD_TWO_PER_GAIN, 0))));
  toggle (setup, TS_BURGUNDY_SETUP_ADVANCED_DUCHIES);
  g_assert_true (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_DEAL, 0)));
  g_clear_pointer (&json, g_free);
  json = options_json (setup);
  g_assert_cmpstr (json, ==,
                   "{\"effect-discard\":true,\"mine-income-after-e\":true,"
                   "\"extra-tiles\":true,\"white-castles\":true,\"inns\":true,"
                   "\"shields\":true,\"advanced-duchies\":true,"
                   "\"inn-extra-purchase\":true,\"shield-tile-must\":true,"
                   "\"shield-2-per-gain\":false,\"secret-start\":false}");
  toggle (setup, TS_BURGUNDY_SETUP_SHIELD_TWO_PER_GAIN);
  g_clear_pointer (&json, g_free);
  json = options_json (setup);
  g_assert_nonnull (strstr (json, "\"shield-2-per-gain\":true"));
  scroll_to (part (setup, TS_BURGUNDY_SETUP_EXTRA_TILES, 0));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-setup-modules"));

  /* Trade routes: the pieces' rows appear, for the form and each player; with only 3 pieces
   * known (the others are entered from the box), 3 players cannot be dealt 4 each and Start
   * says so (ts-burgundy-setup-routes.c). */
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_ROUTE_STATUS, 0)));
  toggle (setup, TS_BURGUNDY_SETUP_TRADE_ROUTES);
  g_assert_true (gtk_widget_is_sensitive (part (setup, TS_BURGUNDY_SETUP_ROUTE_STATUS, 0)));
  for (guint i = 0; i < 3; i++)
    g_assert_true (gtk_widget_is_visible (part (setup, TS_BURGUNDY_SETUP_ROUTE_ROW, i)));
  {
    g_autoptr(JsonArray) p = NULL;
    g_autoptr(JsonObject) o = NULL;
    g_autoptr(JsonObject) s = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_false (ts_setup_window_build (setup, &p, &o, &s, &error));
    g_assert_nonnull (error);
    g_test_message ("trade routes refused: %s", error->message);
  }

  /* Off again: the module's decision leaves the record with it. */
  toggle (setup, TS_BURGUNDY_SETUP_INNS);
  toggle (setup, TS_BURGUNDY_SETUP_SHIELDS);
  toggle (setup, TS_BURGUNDY_SETUP_TRADE_ROUTES);
  toggle (setup, TS_BURGUNDY_SETUP_ADVANCED_DUCHIES);
  g_clear_pointer (&json, g_free);
  json = options_json (setup);
  g_assert_cmpstr (json, ==,
                   "{\"effect-discard\":true,\"mine-income-after-e\":true,"
                   "\"extra-tiles\":true,\"white-castles\":true}");
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* CB-ADV-01/02: dealt duchies are 1-10 and known; every player then picks a castle. */
static void
test_deal (void)
{
  TsSetupWindow *setup = new_setup ();
  const TsBurgundyData *data = ts_burgundy_data_get (NULL);

  toggle (setup, TS_BURGUNDY_SETUP_ADVANCED_DUCHIES);
  /* Even duchy 1 lets its player pick the castle with the advanced duchies. */
  g_assert_true (gtk_widget_get_visible (part (setup, TS_BURGUNDY_SETUP_CASTLE, 0)));
  for (int round = 0; round < 20; round++)
    {
      g_autoptr(JsonArray) players = NULL;
      g_autoptr(JsonObject) options = NULL;

      ts_ui_test_click (part (setup, TS_BURGUNDY_SETUP_DEAL, 0));
      options = build_options (setup, &players);
      g_assert_cmpuint (json_array_get_length (players), ==, 3);
      for (guint i = 0; i < 3; i++)
        {
          JsonObject *player = json_array_get_object_element (players, i);
          const char *id = json_object_get_string_member (player, "duchy");
          const TsBurgundyDuchy *duchy = ts_burgundy_data_find_duchy (data, id);
          gint64 space = json_object_get_int_member (player, "start-space");

          g_assert_nonnull (duchy);
          g_assert_true (duchy->known);
          g_assert_cmpint (atoi (id), >=, 1);
          g_assert_cmpint (atoi (id), <=, 10);
          g_assert_cmpint (duchy->colour[space], ==, TS_BURGUNDY_CASTLE);
        }
    }
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* Collects the text of every label shown under @widget. */
static void
all_text (GtkWidget *widget,
          GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    all_text (child, out);
}

/* Picks row @row of the open secret dialog with the keyboard's Enter (row-activated). */
static void
answer_secret (TsSetupWindow *setup,
               const char    *name,
               guint          row)
{
  AdwMessageDialog *dialog = ts_burgundy_setup_get_secret_dialog (setup);
  GtkListBox *list;
  GtkListBoxRow *item;

  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_heading (dialog), name));
  list = GTK_LIST_BOX (adw_message_dialog_get_extra_child (dialog));
  item = gtk_list_box_get_row_at_index (list, row);
  g_assert_nonnull (item);
  gtk_list_box_select_row (list, item);
  g_signal_emit_by_name (list, "row-activated", item);
  ts_ui_test_spin ();
}

static void
test_secret (void)
{
  TsSetupWindow *setup = new_setup ();
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) p = NULL;
  g_autoptr(JsonObject) o = NULL;
  g_autoptr(JsonObject) s = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  AdwComboRow *duchy = ADW_COMBO_ROW (part (setup, TS_BURGUNDY_SETUP_DUCHY, 0));
  AdwMessageDialog *dialog;

  toggle (setup, TS_BURGUNDY_SETUP_ADVANCED_DUCHIES);
  toggle (setup, TS_BURGUNDY_SETUP_SECRET);
  /* The open castle rows give way to "Choose in Secret". */
  g_assert_false (gtk_widget_get_visible (part (setup, TS_BURGUNDY_SETUP_CASTLE, 0)));
  g_assert_true (gtk_widget_get_visible (part (setup, TS_BURGUNDY_SETUP_SECRET_ROW, 0)));
  g_assert_cmpstr (adw_action_row_get_subtitle (
                       ADW_ACTION_ROW (part (setup, TS_BURGUNDY_SETUP_SECRET_ROW, 0))),
                   ==, "Not chosen yet");

  /* Not chosen: Start is refused and says who has not chosen. */
  g_assert_false (ts_setup_window_build (setup, &p, &o, &s, &error));
  g_assert_nonnull (strstr (error->message, "Ana has not chosen a start castle"));

  /* Duchy 6 (castles on spaces 2, 18, 33, 36) for Ana. */
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (duchy)); i++)
    {
      GtkStringObject *item = g_list_model_get_item (adw_combo_row_get_model (duchy), i);

      if (g_str_has_prefix (gtk_string_object_get_string (item), "Duchy 6"))
        adw_combo_row_set_selected (duchy, i);
      g_object_unref (item);
    }

  /* Each in turn: the dialog names the player and lists only their castles. */
  ts_ui_test_click (part (setup, TS_BURGUNDY_SETUP_CHOOSE_SECRET, 0));
  dialog = ts_burgundy_setup_get_secret_dialog (setup);
  g_assert_nonnull (dialog);
  g_assert_cmpuint (ts_ui_test_count_rows (GTK_LIST_BOX (adw_message_dialog_get_extra_child (
                        dialog))),
                    ==, 4);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  g_free (ts_ui_test_save_png (GTK_WIDGET (dialog), "burgundy-setup-secret-dialog"));
  answer_secret (setup, "Ana", 3); /* space 36 */
  answer_secret (setup, "Bruno", 0);
  answer_secret (setup, "Carla", 0);
  g_assert_null (ts_burgundy_setup_get_secret_dialog (setup));

  /* The form says "Chosen" and nothing names the space. */
  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (adw_action_row_get_subtitle (
                         ADW_ACTION_ROW (part (setup, TS_BURGUNDY_SETUP_SECRET_ROW, i))),
                     ==, "Chosen");
  all_text (GTK_WIDGET (setup), text);
  g_assert_null (strstr (text->str, "Row 5"));
  g_assert_null (strstr (text->str, "· die"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), "burgundy-setup-secret-chosen"));

  options = build_options (setup, &players);
  g_assert_true (json_object_get_boolean_member (options, "secret-start"));
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0),
                                               "start-space"),
                   ==, 36);

  /* Another duchy forgets the choice (its castles are elsewhere). */
  adw_combo_row_set_selected (duchy, 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (
                       ADW_ACTION_ROW (part (setup, TS_BURGUNDY_SETUP_SECRET_ROW, 0))),
                   ==, "Not chosen yet");
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

static double
y_in_window (GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (gtk_widget_get_root (widget)),
                                            &bounds));
  return bounds.origin.y;
}

/* Issue 24: a quick second click lands where the player aims. Each switch of the Modules
 * group, clicked on and off, leaves every switch of the group where it was on the screen:
 * the decisions' rows stay (insensitive while their module is off), and what changes in the
 * players' rows above is scrolled away. */
static void
test_rows_stay (void)
{
  static const TsBurgundySetupPart switches[] = {
    TS_BURGUNDY_SETUP_EXTRA_TILES, TS_BURGUNDY_SETUP_WHITE_CASTLES, TS_BURGUNDY_SETUP_INNS,
    TS_BURGUNDY_SETUP_TRADE_ROUTES, TS_BURGUNDY_SETUP_SHIELDS,
    TS_BURGUNDY_SETUP_ADVANCED_DUCHIES, TS_BURGUNDY_SETUP_SECRET, TS_BURGUNDY_SETUP_OUTPOSTS,
  };
  TsSetupWindow *setup = new_setup ();
  double before[G_N_ELEMENTS (switches)];

  scroll_to (part (setup, TS_BURGUNDY_SETUP_SHIELDS, 0));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
  for (guint k = 0; k < G_N_ELEMENTS (switches); k++)
    before[k] = y_in_window (part (setup, switches[k], 0));
  for (guint on = 0; on < 2; on++)
    for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
      {
        GtkWidget *toggled = part (setup, switches[on ? G_N_ELEMENTS (switches) - 1 - i : i], 0);

        if (!gtk_widget_is_sensitive (toggled))
          continue;
        gtk_switch_set_active (GTK_SWITCH (toggled), !gtk_switch_get_active (GTK_SWITCH (toggled)));
        for (guint frame = 0; frame < 6; frame++)
          gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
        for (guint k = 0; k < G_N_ELEMENTS (switches); k++)
          if (ABS (y_in_window (part (setup, switches[k], 0)) - before[k]) > 1)
            g_error ("switch %u moved from %.0f to %.0f px when switch %u was clicked", k,
                     before[k], y_in_window (part (setup, switches[k], 0)), i);
      }
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/burgundy/setup-modules/switches", test_switches);
  g_test_add_func ("/burgundy/setup-modules/rows-stay", test_rows_stay);
  g_test_add_func ("/burgundy/setup-modules/deal/CB-ADV-01", test_deal);
  g_test_add_func ("/burgundy/setup-modules/secret/CB-ADV-03", test_secret);
  return g_test_run ();
}

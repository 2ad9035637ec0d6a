/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The shared new-game form for Kingsburg: 2 to 5 players, the first turn order entered by
 * reordering or rolled for (ties roll again), and Start leaves a saved Kingsburg game whose
 * players are in that order (KB-CMP-01, KB-SET-06). */
#include <string.h>

#include "kingsburg/ts-kingsburg-setup.h"
#include "ts-match.h"
#include "ts-record.h"
#include "ts-setup-window.h"
#include "ts-ui-test-util.h"


extern const TsGameModule ts_kingsburg_module;

/* Kingsburg's view as the form sees it: the module and no extension (nothing beyond the
 * players). The real view registers itself in ts-game-views.c. */
static const TsGameView kingsburg_view = {
  .module = &ts_kingsburg_module,
};

static TsSetupWindow *
new_setup (const char *const *names)
{
  static const char *colors[] = { "red", "blue", "green", "yellow", "purple", NULL };
  TsSetupWindow *setup;

  ts_ui_test_set_default_players (names, colors);
  setup = ts_setup_window_new (NULL, &kingsburg_view);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  return setup;
}

static GtkWidget *
part (TsSetupWindow *setup,
      TsSetupPart    which,
      guint          player)
{
  return ts_setup_window_get_part (setup, which, player);
}

/* The players' names as the record lists them, comma-separated. */
static char *
record_names (JsonArray *players)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      g_string_append_printf (names, "%s%s", i > 0 ? "," : "",
                              json_object_get_string_member (player, "name"));
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* The form's record: Kingsburg takes it, with no options and no setup. */
static char *
build_names (TsSetupWindow *setup)
{
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;

  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (json_object_get_size (options), ==, 0);
  g_assert_cmpuint (json_object_get_size (setup_object), ==, 0);
  match = ts_match_new (&ts_kingsburg_module, "test", players, options, setup_object, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  return record_names (players);
}

/* Start with no TsWindow behind: the game is saved; returns it loaded back. */
static TsMatch *
start_and_load (TsSetupWindow *setup)
{
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFileEnumerator) files = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  GFileInfo *info;
  TsMatch *match;

  g_object_add_weak_pointer (G_OBJECT (setup), (gpointer *) &setup);
  ts_ui_test_click (part (setup, TS_SETUP_START, 0));
  g_assert_null (setup);

  files = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                     G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  while ((info = g_file_enumerator_next_file (files, NULL, &error)) != NULL)
    {
      if (g_str_has_suffix (g_file_info_get_name (info), ".json"))
        {
          g_assert_null (file); /* this test's only game */
          file = g_file_get_child (dir, g_file_info_get_name (info));
        }
      g_object_unref (info);
    }
  g_assert_no_error (error);
  g_assert_nonnull (file);
  match = ts_match_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  g_assert_true (ts_match_get_module (match) == &ts_kingsburg_module);
  g_file_delete (file, NULL, NULL);
  return match;
}

static char *
match_names (TsMatch *match)
{
  GListModel *players = ts_match_get_players (match);
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(TsMatchPlayer) player = g_list_model_get_item (players, i);

      g_string_append_printf (names, "%s%s", i > 0 ? "," : "",
                              ts_match_player_get_name (player));
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* 3 players, the first order entered by moving rows: Carla draws first, then Ana, Bruno. */
static void
test_three_entered (void)
{
  static const char *names[] = { "Ana", "Bruno", "Carla", NULL };
  TsSetupWindow *setup = new_setup (names);
  g_autoptr(TsMatch) match = NULL;
  g_autofree char *built = NULL;
  g_autofree char *loaded = NULL;
  g_autofree char *game_name = NULL;

  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 3);
  /* The window names the game; it has no rule options to show. */
  game_name = ts_setup_window_dup_game_name (setup);
  g_assert_true (g_str_has_prefix (game_name, "Kingsburg "));
  ts_ui_test_click (part (setup, TS_SETUP_MOVE_UP, 2));
  ts_ui_test_click (part (setup, TS_SETUP_MOVE_UP, 1));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (part (setup, TS_SETUP_NAME, 0))), ==,
                   "Carla");
  /* The colour moved with its player. */
  g_assert_cmpstr (ts_setup_window_get_player_color (setup, 0), ==, "green");
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (
                       gtk_widget_get_ancestor (part (setup, TS_SETUP_NAME, 0),
                                                ADW_TYPE_PREFERENCES_GROUP))),
                   ==, "Plays first");
  built = build_names (setup);
  g_assert_cmpstr (built, ==, "Carla,Ana,Bruno");

  match = start_and_load (setup);
  loaded = match_names (match);
  g_assert_cmpstr (loaded, ==, "Carla,Ana,Bruno");
}

/* 5 players (Kingsburg's most), the order rolled for with a tie: the tied players roll
 * again and the winner starts, the others following round the table. */
static void
test_five_rolled_with_tie (void)
{
  static const char *names[] = { "Ana", "Bruno", "Carla", "Daniel", NULL };
  TsSetupWindow *setup = new_setup (names);
  GtkWidget *reroll = part (setup, TS_SETUP_REROLL, 0);
  g_autoptr(TsMatch) match = NULL;
  g_autofree char *loaded = NULL;

  /* Four from the preferences; a fifth is added, and then no more. */
  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 4);
  ts_ui_test_click (part (setup, TS_SETUP_ADD, 0));
  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 5);
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_SETUP_ADD, 0)));
  /* The newcomer gets a colour nobody has. */
  for (guint i = 0; i < 4; i++)
    g_assert_cmpstr (ts_setup_window_get_player_color (setup, 4), !=,
                     ts_setup_window_get_player_color (setup, i));
  ts_ui_test_type_text (part (setup, TS_SETUP_NAME, 4), "Eva");

  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_SETUP_ROLL_SWITCH, 0)), TRUE);
  ts_ui_test_spin ();
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 0), "6");
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 1), "3");
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 2), "6");
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 3), "2");
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 4), "5");
  g_assert_true (gtk_widget_get_visible (reroll));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                       part (setup, TS_SETUP_ROLL_RESULT, 0))),
                   ==, "Tie at 6: Ana, Carla");
  {
    g_autoptr(JsonArray) players = NULL;
    g_autoptr(JsonObject) options = NULL;
    g_autoptr(JsonObject) setup_object = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_false (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
    g_assert_nonnull (strstr (error->message, "tie"));
  }

  /* Ana and Carla roll again; the others are out. */
  ts_ui_test_click (reroll);
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_SETUP_ROLL, 4)));
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 0), "2");
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 2), "4");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                       part (setup, TS_SETUP_ROLL_RESULT, 0))),
                   ==, "Carla rolled highest and starts");
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (
                       gtk_widget_get_ancestor (part (setup, TS_SETUP_NAME, 1),
                                                ADW_TYPE_PREFERENCES_GROUP))),
                   ==, "Plays fifth");
  {
    g_autofree char *built = build_names (setup);

    g_assert_cmpstr (built, ==, "Carla,Daniel,Eva,Ana,Bruno");
  }
  match = start_and_load (setup);
  loaded = match_names (match);
  g_assert_cmpstr (loaded, ==, "Carla,Daniel,Eva,Ana,Bruno");
}

/* 2 players, Kingsburg's fewest: nobody can be removed. */
static void
test_two (void)
{
  static const char *names[] = { "Ana", "Bruno", NULL };
  TsSetupWindow *setup = new_setup (names);
  g_autofree char *built = NULL;

  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 2);
  g_assert_false (gtk_widget_is_sensitive (part (setup, TS_SETUP_REMOVE, 0)));
  g_assert_true (gtk_widget_is_sensitive (part (setup, TS_SETUP_ADD, 0)));
  built = build_names (setup);
  g_assert_cmpstr (built, ==, "Ana,Bruno");
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

static void
render (const char     *name,
        AdwColorScheme  scheme)
{
  static const char *names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva", NULL };
  TsSetupWindow *setup;
  GtkWidget *scrolled;
  GtkAdjustment *adjustment;
  g_autofree char *end_name = g_strconcat (name, "-end", NULL);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  setup = new_setup (names);
  gtk_window_set_default_size (GTK_WINDOW (setup), 1024, 600);
  g_assert_cmpuint (ts_setup_window_get_n_players (setup), ==, 5);
  gtk_switch_set_active (GTK_SWITCH (part (setup, TS_SETUP_ROLL_SWITCH, 0)), TRUE);
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 0), "3");
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 1), "5");
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 2), "1");
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 3), "4");
  ts_ui_test_type_text (part (setup, TS_SETUP_ROLL, 4), "2");
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (setup)), <=, 1024);
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), name));
  /* The end of the form: the roll's outcome and the saved game's name. */
  scrolled = ts_ui_test_find_type (GTK_WIDGET (setup), GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (setup));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), end_name));
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_render (void)
{
  render ("kingsburg-setup-1024x600-light", ADW_COLOR_SCHEME_FORCE_LIGHT);
  render ("kingsburg-setup-1024x600-dark", ADW_COLOR_SCHEME_FORCE_DARK);
}

/* Issue 24: a second game of the same day is proposed a name of its own: the first game,
 * saved under the proposed name, makes the next form propose “… (2)”. */
static void
test_distinct_names (void)
{
  static const char *names[] = { "Ana", "Bruno", NULL };
  TsSetupWindow *setup = new_setup (names);
  g_autofree char *first = ts_setup_window_dup_game_name (setup);
  g_autofree char *second = NULL;
  g_autofree char *expected = g_strdup_printf ("%s (2)", first);
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) setup_object = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = NULL;
  g_autoptr(GFile) dir = ts_record_dir ();
  g_autoptr(GFile) file = NULL;

  g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
  match = ts_match_new (&ts_kingsburg_module, first, players, options, setup_object, &error);
  g_assert_no_error (error);
  file = ts_record_new_file (dir, ts_kingsburg_module.id, &error);
  g_assert_no_error (error);
  ts_match_set_file (match, file);
  g_assert_true (ts_match_save (match, NULL, &error));
  g_assert_no_error (error);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));

  /* Not new_setup(): its default players clear the saved games, the one above included. */
  setup = ts_setup_window_new (NULL, &kingsburg_view);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  second = ts_setup_window_dup_game_name (setup);
  g_assert_cmpstr (second, ==, expected);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
  g_assert_true (g_file_delete (file, NULL, NULL));
}

/* The switch of the row titled @data. */
static gboolean
is_row_switch (GtkWidget    *widget,
               gconstpointer data)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW);

  return GTK_IS_SWITCH (widget) && row != NULL
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), data) == 0;
}

/* The row's key (its mnemonic) flips @toggle, as Alt and the letter do; the switch moves
 * with an animation and changes at its end. */
static void
flip_by_key (GtkWidget *toggle)
{
  gboolean was = gtk_switch_get_active (GTK_SWITCH (toggle));

  g_assert_true (gtk_widget_mnemonic_activate (gtk_widget_get_ancestor (toggle,
                                                                        ADW_TYPE_ACTION_ROW),
                                               FALSE));
  for (guint t = 0; t < 400 && gtk_switch_get_active (GTK_SWITCH (toggle)) == was; t++)
    {
      g_usleep (5000);
      ts_ui_test_spin ();
    }
}

/* KB-RWD-01/02 (issue 26): the Table Rules switch. The rulebook's reading (“Se houver um
 * empate (para o número de edifícios), todos os jogadores empatados ganham um PV”: nobody
 * built, all tie at zero, each gains 1 VP) is on by default and written as "all-tied"; off
 * writes "most-built", and the engine starts either game; the form keeps one key per row. */
static void
test_kings_reward_switch (void)
{
  static const char *names[] = { "Ana", "Bruno", NULL };
  static const TsGameView view = {
    .module = &ts_kingsburg_module,
    .setup = &ts_kingsburg_setup_extension,
  };
  const char *expected[] = { "all-tied", "most-built" };

  ts_ui_test_set_default_players (names, (const char *[]){ "red", "blue", NULL });
  for (guint off = 0; off < 2; off++)
    {
      TsSetupWindow *setup = ts_setup_window_new (NULL, &view);
      g_autoptr(JsonArray) players = NULL;
      g_autoptr(JsonObject) options = NULL;
      g_autoptr(JsonObject) setup_object = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = NULL;
      GtkWidget *toggle;

      ts_ui_test_present_and_wait (GTK_WINDOW (setup));
      ts_ui_test_assert_mnemonics_unique (GTK_WIDGET (setup));
      toggle = ts_ui_test_find (GTK_WIDGET (setup), is_row_switch,
                                "_King's Reward With No Buildings");
      g_assert_nonnull (toggle);
      g_assert_true (gtk_widget_get_mapped (toggle));
      g_assert_true (gtk_switch_get_active (GTK_SWITCH (toggle)));
      if (off)
        /* As a player does it: Alt+K, the row's key, flips its switch. */
        flip_by_key (toggle);
      ts_ui_test_spin ();
      g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (toggle)), ==, !off);
      g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (json_object_get_string_member (options, "kings-reward"), ==,
                       expected[off]);
      g_assert_true (json_object_get_boolean_member (options, "pass-by-itself"));
      match = ts_match_new (&ts_kingsburg_module, "test", players, options, setup_object,
                            &error);
      g_assert_no_error (error);
      g_assert_nonnull (match);
      ts_ui_test_destroy_window (GTK_WINDOW (setup));
    }
}

/* Play Without Aids, shared by every game's form: Alt+Y flips it, the record keeps
 * "purist": true and the match plays without aids (no "if it ended now" on any screen);
 * left off, the record has no such member and the match has its aids. */
static void
test_purist_switch (void)
{
  static const char *names[] = { "Ana", "Bruno", NULL };
  static const TsGameView view = {
    .module = &ts_kingsburg_module,
    .setup = &ts_kingsburg_setup_extension,
  };

  ts_ui_test_set_default_players (names, (const char *[]){ "red", "blue", NULL });
  for (guint on = 0; on < 2; on++)
    {
      TsSetupWindow *setup = ts_setup_window_new (NULL, &view);
      g_autoptr(JsonArray) players = NULL;
      g_autoptr(JsonObject) options = NULL;
      g_autoptr(JsonObject) setup_object = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = NULL;
      g_autoptr(JsonNode) now = NULL;
      GtkWidget *toggle;

      ts_ui_test_present_and_wait (GTK_WINDOW (setup));
      ts_ui_test_assert_mnemonics_unique (GTK_WIDGET (setup));
      toggle = ts_ui_test_find (GTK_WIDGET (setup), is_row_switch, "Pla_y Without Aids");
      g_assert_nonnull (toggle);
      g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
      if (on)
        flip_by_key (toggle);
      g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (toggle)), ==, on);
      g_assert_true (ts_setup_window_build (setup, &players, &options, &setup_object, &error));
      g_assert_no_error (error);
      g_assert_cmpint (json_object_has_member (options, "purist"), ==, on);
      match = ts_match_new (&ts_kingsburg_module, "test", players, options, setup_object,
                            &error);
      g_assert_no_error (error);
      g_assert_cmpint (ts_match_get_aids (match), ==, !on);
      now = ts_match_dup_breakdown_now (match);
      g_assert_cmpint (now != NULL, ==, !on);
      ts_ui_test_destroy_window (GTK_WINDOW (setup));
    }
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);

  g_test_add_func ("/ui/kingsburg/setup/three-entered", test_three_entered);
  g_test_add_func ("/ui/kingsburg/setup/five-rolled-with-tie", test_five_rolled_with_tie);
  g_test_add_func ("/ui/kingsburg/setup/two", test_two);
  g_test_add_func ("/ui/kingsburg/setup/render", test_render);
  g_test_add_func ("/ui/kingsburg/setup/distinct-names", test_distinct_names);
  g_test_add_func ("/ui/kingsburg/setup/KB-RWD-01-02/kings-reward-switch",
                   test_kings_reward_switch);
  g_test_add_func ("/ui/setup/purist-switch", test_purist_switch);

  return g_test_run ();
}

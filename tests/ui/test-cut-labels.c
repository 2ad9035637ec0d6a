/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Nothing is cut off on a 1024x600 screen (issue 30): on each game's table page (the base
 * games and with their expansions), at its start and at decisions further in (random legal
 * entries, seeded, 2 to 5 players), on the score page of a whole game (4 players) and on each
 * game's new-game form, no visible label that
 * may ellipsize has its text ellipsized ("Puente de los Gr…"), none runs past the window's
 * edge, and the window needs no more than the screen's width, in English, Portuguese, Brazilian Portuguese and Spanish. The
 * failure lists every cut label with where it sits. The translations are the built ones
 * (TABLESIDE_LOCALEDIR), switched with LANGUAGE as a user does; each language and game runs
 * in a process of its own, as the engines keep their data's names in the language they were
 * first read in. PNGs of every page checked go to the artifacts
 * (cut-labels-GAME-LANGUAGE-PLAYERSp-ENTRIES, cut-labels-GAME-LANGUAGE-setup,
 * cut-labels-GAME-LANGUAGE-PLAYERSp-scores). Caylus 1303's supply chips are checked on a
 * phone's 360x720 too (cut-labels-caylus-1303-LANGUAGE-phone), with its new-game form
 * (cut-labels-caylus-1303-LANGUAGE-phone-setup), and so are, in each language,
 * the start page with saved games, Preferences' Touch Mode row, History's Correct Entry
 * window and Caylus 1303's score sheet, blank and a kept one of five players on its result
 * and its form, no wider than the screen (cut-labels-phone-LANGUAGE-start, -preferences,
 * -correction, -caylus-sheet, -caylus-sheet-result, -caylus-sheet-form). On the phone's
 * table pages every button of the entry forms is wholly in sight, not under the bottom bar
 * behind their scrolled window's edge, and on Caylus 1303's no label breaks a line inside a
 * word (cut-labels-util.c). */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "ts-burgundy.h"
#include "cut-labels-util.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"
#include "ts-game-page.h"
#include "ts-game-views.h"
#include "ts-history.h"
#include "ts-preferences-window.h"
#include "ts-record-info.h"
#include "ts-setup-window.h"
#include "ts-sheet-window.h"
#include "ts-sticky-bin.h"
#include "ts-start-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;
extern const TsGameModule ts_kingsburg_module;
extern const TsGameModule ts_carcassonne_module;
extern const TsGameModule ts_caylus_module;

static const char *const languages[] = { "en", "pt", "pt_BR", "es" };

/* The table pages checked: how many random entries into the game (the start, the first
 * decisions, the middle of the game: other forms, longer lists, fuller boards) and with how
 * many players (within what the game allows). */
static const struct
{
  guint steps;
  guint players;
} states[] = {
  { 0, 4 }, { 3, 2 }, { 12, 5 }, { 40, 4 }, { 90, 3 }, { 160, 5 }, { 300, 4 },
};

/* Players' names of usual lengths. (A name is the players' own text: where a long one must
 * stay on one line it may end in "…", with the whole name in the tooltip.) */
static const char *const player_names[] = { "Ana", "Bruno", "Carolina", "Daniel", "Guilherme",
                                            NULL };

/* A game as set up at the table: its module and its options (JSON, NULL for the base game),
 * named in the test's path and the PNGs. */
typedef struct
{
  const char *name;
  const TsGameModule *module;
  const char *options;
} Game;

typedef struct
{
  const char *language;
  const Game *game;
} Case;

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  /* Setting the domain again drops gettext's cache of the previous language. */
  textdomain (GETTEXT_PACKAGE);
}

/* One random legal entry of @match's game applied; FALSE once the game is over. */
static gboolean
step (TsMatch *match,
      GRand   *rand)
{
  const TsGameModule *module = ts_match_get_module (match);
  gconstpointer state = ts_match_get_state (match);
  g_autoptr(TsEntry) entry = NULL;
  g_autoptr(GError) error = NULL;

  if (module == &ts_kingsburg_module)
    {
      TsKingsburgEntry e;

      if (((const TsKingsburgState *) state)->stage == TS_KINGSBURG_STAGE_OVER
          || !ts_kingsburg_random_entry (state, rand, &e))
        return FALSE;
      entry = ts_entry_new_take (module, g_memdup2 (&e, sizeof e));
    }
  else if (module == &ts_burgundy_module)
    {
      TsBurgundyEntry e;

      if (!ts_burgundy_random_entry (state, rand, &e))
        return FALSE;
      entry = ts_entry_new_take (module, g_memdup2 (&e, sizeof e));
    }
  else if (module == &ts_carcassonne_module)
    {
      TsCarcassonneEntry e;

      if (!ts_carcassonne_random_entry (state, rand, &e))
        return FALSE;
      entry = ts_entry_new_take (module, g_memdup2 (&e, sizeof e));
    }
  else
    {
      TsCaylusEntry e;

      g_assert_true (module == &ts_caylus_module);
      if (!ts_caylus_random_entry (state, rand, &e))
        return FALSE;
      entry = ts_entry_new_take (module, g_memdup2 (&e, sizeof e));
    }
  g_assert_true (ts_match_apply (match, entry, &error));
  g_assert_no_error (error);
  return TRUE;
}

/* Shows @match on a @width x @height window's table page, saves its PNG and adds its cut
 * labels. */
static void
check_table_at (TsMatch    *match,
                const char *name,
                int         width,
                int         height,
                GString    *cut)
{
  TsWindow *window = ts_window_new (NULL);
  int min = 0;
  guint n;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ts_window_show_match (window, match);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* On a phone the bottom bar slides in: the page where it ends. */
  cut_labels_settle (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  /* Nothing is cut because the window grew past the screen either. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, height, &min, NULL,
                      NULL, NULL);
  if (min > width)
    {
      ts_ui_test_log_wide (GTK_WIDGET (window), width / 2);
      g_string_append_printf (cut, "  %s: the window needs %d px, more than the screen's %d\n",
                              name, min, width);
    }
  n = cut_labels_collect (GTK_WIDGET (window), name, cut);
  g_test_message ("%s: %u labels", name, n);
  g_assert_cmpuint (n, >, 10);
  if (width < 600)
    {
      GtkWidget *entry = ts_ui_test_find_type (GTK_WIDGET (window), TS_TYPE_STICKY_BIN);

      g_assert_nonnull (entry);
      n = cut_labels_collect_hidden_buttons (entry, name, cut);
      g_test_message ("%s: %u buttons in the entry forms", name, n);
      if (ts_match_get_module (match) == &ts_caylus_module)
        {
          n = cut_labels_collect_mid_word (GTK_WIDGET (window), name, cut);
          g_test_message ("%s: %u wrapping labels", name, n);
        }
    }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Caylus 1303's supply chips on a phone (360x720): three side by side, their words whole
 * (wrapped) in every language. */
static void
check_phone_chips (TsMatch    *match,
                   const char *name,
                   GString    *cut)
{
  TsWindow *window = ts_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  ts_window_show_match (window, match);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  g_assert_cmpuint (cut_labels_collect_class (GTK_WIDGET (window), "cy-chip-title", name, cut),
                    >=, 3);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* A finished @match's score page (Alt+3) in a 1024x600 window: its PNG and its cut labels. */
static void
check_scores (TsMatch    *match,
              const char *name,
              GString    *cut)
{
  TsWindow *window = ts_window_new (NULL);
  GtkWidget *page;
  guint n;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_window_show_match (window, match);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  page = ts_ui_test_find_type (GTK_WIDGET (window), TS_TYPE_GAME_PAGE);
  g_assert_nonnull (page);
  g_assert_true (gtk_widget_activate_action (page, "game.show-scores", NULL));
  for (guint i = 0; i < 3; i++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      ts_ui_test_spin ();
    }
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  n = cut_labels_collect (GTK_WIDGET (window), name, cut);
  g_test_message ("%s: %u labels", name, n);
  g_assert_cmpuint (n, >, 10);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The new-game form of @module in a @width x @height window, as the start page opens it. */
static void
check_setup (const TsGameModule *module,
             int                 width,
             int                 height,
             const char         *name,
             GString            *cut)
{
  static const char *const colors[] = { "red", "blue", "green", "yellow", "purple", NULL };
  TsSetupWindow *setup;

  ts_ui_test_set_default_players (player_names, colors);
  setup = ts_setup_window_new (NULL, ts_game_views_lookup (module->id));
  g_assert_nonnull (setup);
  gtk_window_set_default_size (GTK_WINDOW (setup), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (setup));
  g_free (ts_ui_test_save_png (GTK_WIDGET (setup), name));
  cut_labels_collect (GTK_WIDGET (setup), name, cut);
  ts_ui_test_destroy_window (GTK_WINDOW (setup));
}

/* A new match of @game for its first @n_players of player_names, with the game's options. */
static TsMatch *
new_match (const Game *game,
           guint       n_players)
{
  const char *names[G_N_ELEMENTS (player_names)] = { NULL };
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  memcpy (names, player_names, n_players * sizeof *names);
  players = ts_ui_test_players_new (names);
  if (game->options != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (game->options, &error);

      g_assert_no_error (error);
      options = json_object_ref (json_node_get_object (node));
    }
  match = ts_match_new (game->module, "Cut", players, options, NULL, &error);
  g_assert_no_error (error);
  return match;
}

/* The table page of @c's game after states[@i]'s random entries, in a @width x @height
 * window; its PNG cut-labels-GAME-LANGUAGE-PLAYERSp-ENTRIES@suffix. */
static void
check_state (const Case *c,
             guint       i,
             const char *suffix,
             int         width,
             int         height,
             GString    *cut)
{
  const Game *game = c->game;
  guint n_players = CLAMP (states[i].players, game->module->min_players,
                           game->module->max_players);
  g_autoptr(GRand) rand = g_rand_new_with_seed (30);
  g_autoptr(TsMatch) match = new_match (game, n_players);
  g_autofree char *name = NULL;
  guint done = 0;

  while (done < states[i].steps && step (match, rand))
    done++;
  name = g_strdup_printf ("cut-labels-%s-%s-%up-%u%s", game->name, c->language, n_players, done,
                          suffix);
  check_table_at (match, name, width, height, cut);
}

static void
check_game (const Case *c)
{
  const Game *game = c->game;
  g_autoptr(GString) cut = g_string_new (NULL);

  use_language (c->language);
  /* The new-game form, once a game (its options are set on the form). */
  if (game->options == NULL)
    {
      g_autofree char *setup_name
          = g_strdup_printf ("cut-labels-%s-%s-setup", game->name, c->language);

      check_setup (game->module, 1024, 600, setup_name, cut);
    }
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    check_state (c, i, "", 1024, 600, cut);
  /* On a phone: the table page at its start and further in. */
  for (guint i = 0; i < G_N_ELEMENTS (states); i += 3)
    check_state (c, i, "-phone", 360, 720, cut);
  if (game->module == &ts_caylus_module)
    {
      g_autoptr(TsMatch) match = new_match (game, 5);
      g_autofree char *name = g_strdup_printf ("cut-labels-%s-%s-phone", game->name,
                                               c->language);
      g_autofree char *setup_name = g_strdup_printf ("cut-labels-%s-%s-phone-setup",
                                                     game->name, c->language);

      check_phone_chips (match, name, cut);
      /* The rules' readings: each row's value beside its title. */
      check_setup (game->module, 360, 720, setup_name, cut);
    }
  /* A whole game (random legal entries to its end, 4 players or the most the game takes):
   * its score page. */
  {
    guint n_players = MIN (4, game->module->max_players);
    g_autoptr(GRand) rand = g_rand_new_with_seed (30);
    g_autoptr(TsMatch) match = new_match (game, n_players);
    g_autofree char *name = NULL;

    for (guint i = 0; i < 5000 && step (match, rand); i++)
      ;
    g_assert_true (ts_match_get_finished (match));
    name = g_strdup_printf ("cut-labels-%s-%s-%up-scores", game->name, c->language, n_players);
    check_scores (match, name, cut);
  }
  if (cut->len > 0)
    g_error ("labels cut off in %s:\n%s", c->language, cut->str);
}

/* Appends @window's cut labels (whether the window fits the screen is test-screen-sizes'
 * question) and saves its PNG as @name. */
static void
check_phone_window (GtkWindow  *window,
                    const char *name,
                    GString    *cut)
{
  guint n;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  n = cut_labels_collect (GTK_WIDGET (window), name, cut);
  g_test_message ("%s: %u labels", name, n);
  g_assert_cmpuint (n, >, 3);
}

/* The start page with saved games in the games folder: the Saved Games heading beside its
 * Statistics and Open… buttons. */
static void
check_phone_start (const char *name,
                   GString    *cut)
{
  static const char *const records[] = { "castles-of-burgundy-2p-complete.json",
                                         "kingsburg-2p-in-progress.json",
                                         "carcassonne-2p-complete.json",
                                         "caylus-1303-2p-in-progress.json" };
  g_autoptr(GFile) dir = ts_record_dir ();
  TsWindow *window;
  TsStartPage *page;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_file_make_directory_with_parents (dir, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "corpus", records[i],
                                                     NULL);
      g_autoptr(GFile) from = g_file_new_for_path (path);
      g_autoptr(GFile) to = g_file_get_child (dir, records[i]);
      g_autoptr(GError) error = NULL;

      g_file_copy (from, to, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
    }
  window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  page = TS_START_PAGE (ts_ui_test_find_type (GTK_WIDGET (window), TS_TYPE_START_PAGE));
  while (!ts_start_page_get_listed (page))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (g_list_model_get_n_items (ts_start_page_get_recent (page)), ==,
                    G_N_ELEMENTS (records));
  check_phone_window (GTK_WINDOW (window), name, cut);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Preferences' Games page: the Touch Mode row's value beside its long subtitle. */
static void
check_phone_preferences (const char *name,
                         GString    *cut)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.tableside.Tableside");
  TsPreferencesWindow *window = ts_preferences_window_new (settings);
  GtkWidget *row = ts_ui_test_find_type (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW);

  g_assert_nonnull (row);
  adw_preferences_window_set_visible_page (
      ADW_PREFERENCES_WINDOW (window),
      ADW_PREFERENCES_PAGE (gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_PAGE)));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  check_phone_window (GTK_WINDOW (window), name, cut);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* History's Correct Entry window of a Kingsburg entry past the ninth: its title between
 * Cancel and Correct. */
static void
check_phone_correction (const char *name,
                        GString    *cut)
{
  static const Game kingsburg = { "kingsburg", &ts_kingsburg_module, NULL };
  g_autoptr(GRand) rand = g_rand_new_with_seed (30);
  g_autoptr(TsMatch) match = new_match (&kingsburg, 3);
  GtkWidget *history;
  GtkWindow *window, *correction;

  for (guint i = 0; i < 40; i++)
    g_assert_true (step (match, rand));
  history = ts_history_new (match);
  window = ts_ui_test_show_history (history);
  ts_history_correct (TS_HISTORY (history), ts_match_get_n_entries (match) - 1);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  /* As a phone's window manager gives it the screen's width. */
  gtk_widget_set_visible (GTK_WIDGET (correction), FALSE);
  gtk_window_set_default_size (correction, 360, 520);
  ts_ui_test_present_and_wait (correction);
  check_phone_window (correction, name, cut);
  gtk_window_destroy (correction);
  ts_ui_test_destroy_window (window);
}

/* @window (a Caylus 1303 score sheet) as a phone's window manager shows it, the screen's
 * width: its PNG, its cut labels and words broken inside, and whether it needs more width
 * than the screen's. */
static void
check_phone_sheet_page (GtkWindow  *window,
                        const char *name,
                        GString    *cut)
{
  int min = 0;

  ts_ui_test_redraw (GTK_WIDGET (window));
  check_phone_window (window, name, cut);
  cut_labels_collect_mid_word (GTK_WIDGET (window), name, cut);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL,
                      NULL);
  if (MAX (min, gtk_widget_get_width (GTK_WIDGET (window))) > 360)
    {
      ts_ui_test_log_wide (GTK_WIDGET (window), 180);
      g_string_append_printf (cut, "  %s: the window needs %d px and is %d px wide, more "
                              "than the screen's 360\n", name, min,
                              gtk_widget_get_width (GTK_WIDGET (window)));
    }
}

/* Score a Finished Game's Caylus 1303 sheet: blank, as the start page opens it (the players
 * of the last game), and a kept sheet of five players on its result and back on its form. */
static void
check_phone_sheet (const char *language,
                   GString    *cut)
{
  static const char *const colors[] = { "red", "blue", "green", "yellow", "purple", NULL };
  const TsGameView *view = ts_game_views_lookup ("caylus-1303");
  g_autofree char *seed = g_test_build_filename (G_TEST_DIST, "data", "fuzz-seeds-caylus-sheet",
                                                 "caylus-5p.json", NULL);
  g_autofree char *copy_path = g_build_filename (g_get_user_data_dir (), "caylus-5p.json", NULL);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autoptr(GFile) source = g_file_new_for_path (seed);
  g_autoptr(GError) error = NULL;
  g_autofree char *blank = g_strdup_printf ("cut-labels-phone-%s-caylus-sheet", language);
  g_autofree char *result = g_strdup_printf ("cut-labels-phone-%s-caylus-sheet-result",
                                             language);
  g_autofree char *form = g_strdup_printf ("cut-labels-phone-%s-caylus-sheet-form", language);
  GtkWindow *window;

  ts_ui_test_set_default_players (player_names, colors);
  ts_game_view_score_sheet (view, NULL);
  ts_ui_test_spin ();
  window = ts_ui_test_find_toplevel (TS_TYPE_SHEET_WINDOW);
  g_assert_nonnull (window);
  /* As a phone's window manager gives it the screen's size. */
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (window, 360, 720);
  check_phone_sheet_page (window, blank, cut);
  ts_ui_test_destroy_window (window);

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0755), ==, 0);
  g_assert_true (g_file_copy (source, copy, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ts_game_view_open_score_sheet (view, NULL, copy, &error));
  g_assert_no_error (error);
  ts_ui_test_spin ();
  window = ts_ui_test_find_toplevel (TS_TYPE_SHEET_WINDOW);
  g_assert_nonnull (window);
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (window, 360, 720);
  g_assert_cmpstr (ts_sheet_window_get_page (TS_SHEET_WINDOW (window)), ==, "result");
  check_phone_sheet_page (window, result, cut);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "sheet.back", NULL));
  g_assert_cmpstr (ts_sheet_window_get_page (TS_SHEET_WINDOW (window)), ==, "form");
  check_phone_sheet_page (window, form, cut);
  ts_ui_test_destroy_window (window);
}

static void
check_phone (const char *language)
{
  g_autoptr(GString) cut = g_string_new (NULL);
  g_autofree char *start = g_strdup_printf ("cut-labels-phone-%s-start", language);
  g_autofree char *preferences = g_strdup_printf ("cut-labels-phone-%s-preferences", language);
  g_autofree char *correction = g_strdup_printf ("cut-labels-phone-%s-correction", language);

  use_language (language);
  check_phone_start (start, cut);
  check_phone_preferences (preferences, cut);
  check_phone_correction (correction, cut);
  check_phone_sheet (language, cut);
  if (cut->len > 0)
    g_error ("labels cut off at 360x720 in %s:\n%s", language, cut->str);
}

static void
test_phone (gconstpointer data)
{
  const char *language = data;

  if (g_test_subprocess ())
    {
      check_phone (language);
      return;
    }
  g_setenv ("LANGUAGE", language, TRUE);
  g_test_trap_subprocess (NULL, 0,
                          G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("LANGUAGE");
  if (!g_test_trap_has_passed ())
    g_test_fail_printf ("the phone's pages in %s: labels cut off (listed above)", language);
}

static void
test_game (gconstpointer data)
{
  const Case *c = data;

  if (g_test_subprocess ())
    {
      check_game (c);
      return;
    }
  /* A process of its own, started in the language (its environment is this one's): the
   * engines translate their data's names once, when first read, which the application's
   * startup may do. */
  g_setenv ("LANGUAGE", c->language, TRUE);
  g_test_trap_subprocess (NULL, 0,
                          G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("LANGUAGE");
  /* Every language and game is run and its cut labels listed, even after one failed. */
  if (!g_test_trap_has_passed ())
    g_test_fail_printf ("%s in %s: labels cut off (listed above)", c->game->name, c->language);
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("TABLESIDE_LOCALEDIR");
  static const Game games[] = {
    { "kingsburg", &ts_kingsburg_module, NULL },
    { "castles-of-burgundy", &ts_burgundy_module, NULL },
    { "castles-of-burgundy-modules", &ts_burgundy_module,
      "{\"extra-tiles\": true, \"white-castles\": true, \"inns\": true, \"shields\": true}" },
    { "caylus-1303", &ts_caylus_module, NULL },
    { "carcassonne", &ts_carcassonne_module, NULL },
    { "carcassonne-traders-builders", &ts_carcassonne_module,
      "{\"tiles\": true, \"goods\": true, \"builder\": true, \"pig\": true}" },
  };

  g_assert_nonnull (localedir);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  ts_ui_test_init (&argc, &argv);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/cut-labels/%s/phone", languages[l]);

      g_test_add_data_func (path, languages[l], test_phone);
    }
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint g = 0; g < G_N_ELEMENTS (games); g++)
      {
        Case *c = g_new0 (Case, 1);
        g_autofree char *path = NULL;

        c->language = languages[l];
        c->game = &games[g];
        path = g_strdup_printf ("/ui/cut-labels/%s/%s", c->language, c->game->name);
        g_test_add_data_func_full (path, c, test_game, g_free);
      }
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Show to the Table (issue 45): the scoreboard follows its match (an entry, an undo), a score
 * counts up unless animations are off, the page's F5 action opens and ends it without taking
 * the page's focus, Caylus 1303's prestige stays secret; and each game's display at
 * 1366x768 and 1920x1080, light and dark, and at 800x480, 1024x600 (and 3840x2160 in
 * English), in English and Portuguese (the built translations, TABLESIDE_LOCALEDIR), with no
 * text cut and nothing outside the window (issue 53: the type scales to the window). PNGs
 * table-display-GAME-SIZE-SCHEME-LANGUAGE in artifacts/. */
#include "config.h"

#include <string.h>

#include "ts-burgundy.h"
#include "ts-carcassonne.h"
#include "ts-caylus.h"
#include "ts-kingsburg.h"
#include "ts-game-page.h"
#include "ts-player-palette.h"
#include "ts-table-display.h"
#include "ts-ui-test-util.h"

typedef struct
{
  const char *name;
  const char *module_id;
  guint n_players;
  const char *options; /* JSON */
  gsize entry_size;
  gboolean (*random_entry) (gconstpointer state, GRand *rand, gpointer entry);
  guint n_entries;     /* played before the pictures: the middle of a game */
} Game;

#define RANDOM_ENTRY(game, State, Entry)                                                    \
  static gboolean game##_random_entry (gconstpointer state, GRand *rand, gpointer entry)   \
  {                                                                                         \
    return ts_##game##_random_entry ((const State *) state, rand, (Entry *) entry);        \
  }

RANDOM_ENTRY (burgundy, TsBurgundyState, TsBurgundyEntry)
RANDOM_ENTRY (kingsburg, TsKingsburgState, TsKingsburgEntry)
RANDOM_ENTRY (carcassonne, TsCarcassonneState, TsCarcassonneEntry)
RANDOM_ENTRY (caylus, TsCaylusState, TsCaylusEntry)

static const Game games[] = {
  { "burgundy", "castles-of-burgundy", 4, "{\"extra-tiles\": true, \"shields\": true}",
    sizeof (TsBurgundyEntry), burgundy_random_entry, 260 },
  { "kingsburg", "kingsburg", 5, "{}", sizeof (TsKingsburgEntry), kingsburg_random_entry, 260 },
  { "carcassonne", "carcassonne", 5,
    "{\"tiles\": true, \"goods\": true, \"builder\": true, \"pig\": true}",
    sizeof (TsCarcassonneEntry), carcassonne_random_entry, 130 },
  { "caylus", "caylus-1303", 5, "{}", sizeof (TsCaylusEntry), caylus_random_entry, 160 },
};

static gboolean
apply_random (TsMatch    *match,
              const Game *game,
              GRand      *rand)
{
  g_autofree gpointer data = g_malloc0 (game->entry_size);
  g_autoptr(TsEntry) entry = NULL;
  g_autoptr(GError) error = NULL;

  if (!game->random_entry (ts_match_get_state (match), rand, data))
    return FALSE;
  entry = ts_entry_new_take (ts_match_get_module (match), g_steal_pointer (&data));
  g_assert_true (ts_match_apply (match, entry, &error));
  g_assert_no_error (error);
  return TRUE;
}

/* @game played from a seeded random start for @n_entries entries (or to its end). The names
 * are long on purpose: the display must not cut them. */
static TsMatch *
match_new (const Game *game,
           guint       n_entries)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Maria Eduarda", "Eva", NULL };
  const char *chosen[6] = { NULL };
  g_autoptr(JsonArray) players = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (45);
  TsMatch *match;

  for (guint i = 0; i < game->n_players; i++)
    chosen[i] = names[i];
  players = ts_ui_test_players_new (chosen);
  g_assert_true (json_parser_load_from_data (parser, game->options, -1, NULL));
  match = ts_match_new (ts_games_lookup (game->module_id), "Friday at Rita's", players,
                        json_node_get_object (json_parser_get_root (parser)), NULL, &error);
  g_assert_no_error (error);
  ts_match_set_autosave (match, FALSE);
  for (guint i = 0; i < n_entries && apply_random (match, game, rand); i++)
    ;
  return match;
}

/* No label of the display cut short, and every one inside the window. */
static void
assert_nothing_cut (GtkWidget  *widget,
                    GtkWidget  *window,
                    const char *what)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      graphene_rect_t bounds;
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
        g_error ("%s: “%s” is cut short", what, text);
      g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
      if (bounds.origin.x < 0 || bounds.origin.y < 0
          || bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 0.5
          || bounds.origin.y + bounds.size.height > gtk_widget_get_height (window) + 0.5)
        g_error ("%s: “%s” at %.0f,%.0f %.0fx%.0f is outside the %dx%d window", what, text,
                 bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                 gtk_widget_get_width (window), gtk_widget_get_height (window));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_nothing_cut (child, window, what);
}

static void
shoot (TsMatch    *match,
       const char *name,
       int         width,
       int         height,
       gboolean    dark,
       const char *language)
{
  TsTableDisplay *display = ts_table_display_new (match);
  g_autofree char *shot = g_strdup_printf ("table-display-%s-%dx%d-%s-%s", name, width, height,
                                           dark ? "dark" : "light", language);
  GtkWidget *content;
  int minimum;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  /* Without the window's shadow, and insisting, it gets that size, as fullscreen; its header
   * bar (hidden fullscreen) takes some of the height, the tighter case. */
  gtk_window_set_decorated (GTK_WINDOW (display), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (display), width, height);
  gtk_widget_set_size_request (GTK_WIDGET (display), width, height);
  ts_ui_test_present_and_wait (GTK_WINDOW (display));
  /* The type grows on a large screen after the first allocation. */
  ts_ui_test_redraw (GTK_WIDGET (display));
  content = adw_window_get_content (ADW_WINDOW (display));
  g_assert_cmpint (gtk_widget_get_width (content), >=, width - 16);
  g_assert_cmpint (gtk_widget_get_height (content), >=, height - 16);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (content),
                      &minimum, NULL, NULL, NULL);
  if (minimum > gtk_widget_get_height (content))
    g_error ("%s needs %d px of height, more than %d", shot, minimum,
             gtk_widget_get_height (content));
  assert_nothing_cut (GTK_WIDGET (display), GTK_WIDGET (display), shot);
  g_test_message ("%s: %s", shot, ts_table_display_get_summary (display));
  g_free (ts_ui_test_save_png (GTK_WIDGET (display), shot));
  ts_ui_test_destroy_window (GTK_WINDOW (display));
}

static void
test_screenshots (gconstpointer data)
{
  const char *language = data;

  ts_ui_test_use_language (language);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(TsMatch) match = match_new (&games[g], games[g].n_entries);

      for (int dark = 0; dark <= 1; dark++)
        {
          shoot (match, games[g].name, 1366, 768, dark, language);
          shoot (match, games[g].name, 1920, 1080, dark, language);
        }
      /* Issue 53: from a small screen to a TV, everything inside and nothing cut. */
      shoot (match, games[g].name, 800, 480, FALSE, language);
      shoot (match, games[g].name, 1024, 600, FALSE, language);
      if (g_str_equal (language, "en"))
        shoot (match, games[g].name, 3840, 2160, FALSE, language);
    }
  /* Caylus 1303 once over: the prestige shown at last. */
  {
    g_autoptr(TsMatch) over = match_new (&games[3], G_MAXUINT);

    g_assert_true (ts_match_get_finished (over));
    shoot (over, "caylus-over", 1366, 768, FALSE, language);
  }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  ts_ui_test_use_language ("en");
}

/* The players' scores as the summary reads them ("Ana (Red): 12 VP"). */
static char *
score_words (TsMatch *match,
             guint    player)
{
  g_autoptr(TsMatchPlayer) p = g_list_model_get_item (ts_match_get_players (match), player);
  const TsPlayerColor *color = ts_player_palette_lookup (ts_match_player_get_color (p));

  return g_strdup_printf ("%s (%s): %d VP", ts_match_player_get_name (p), color->name,
                          ts_match_player_get_score (p));
}

static void
wait_ms (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

/* An entry that scores shows at once in the summary, and the score drawn counts up to it;
 * undo takes it back. With animations off the score is drawn at once. */
static void
test_follows (void)
{
  const Game *game = &games[2];
  g_autoptr(TsMatch) match = match_new (game, 40);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  TsTableDisplay *display = ts_table_display_new (match);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  int scorer = -1;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  gtk_window_set_default_size (GTK_WINDOW (display), 1366, 768);
  ts_ui_test_present_and_wait (GTK_WINDOW (display));
  before = g_strdup (ts_table_display_get_summary (display));
  /* Entries until one gives somebody points. */
  while (scorer < 0)
    {
      g_autofree int *old = g_new0 (int, game->n_players);

      for (guint p = 0; p < game->n_players; p++)
        {
          g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), p);

          old[p] = ts_match_player_get_score (player);
        }
      g_free (before);
      before = g_strdup (ts_table_display_get_summary (display));
      g_assert_true (apply_random (match, game, rand));
      for (guint p = 0; p < game->n_players && scorer < 0; p++)
        {
          g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), p);

          if (ts_match_player_get_score (player) != old[p])
            scorer = p;
        }
      if (scorer < 0)
        wait_ms (50);
    }
  {
    g_autofree char *words = score_words (match, scorer);
    g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), scorer);
    int score = ts_match_player_get_score (player);

    /* In the summary at once (the same main-loop turn as the entry). */
    g_assert_nonnull (strstr (ts_table_display_get_summary (display), words));
    g_assert_cmpfloat (ts_table_display_get_shown_score (display, scorer), !=, score);
    wait_ms (800);
    g_assert_cmpfloat (ts_table_display_get_shown_score (display, scorer), ==, score);
    /* The entry in words among the last ones, with its points. */
    g_assert_nonnull (strstr (ts_table_display_get_summary (display), "Last entries: "));
  }
  after = g_strdup (ts_table_display_get_summary (display));
  g_assert_true (ts_match_undo (match));
  g_assert_cmpstr (ts_table_display_get_summary (display), ==, before);
  /* Reduced motion: drawn at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_true (ts_match_redo (match));
  g_assert_cmpstr (ts_table_display_get_summary (display), ==, after);
  {
    g_autoptr(TsMatchPlayer) player = g_list_model_get_item (ts_match_get_players (match), scorer);

    g_assert_cmpfloat (ts_table_display_get_shown_score (display, scorer), ==,
                       ts_match_player_get_score (player));
  }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  ts_ui_test_destroy_window (GTK_WINDOW (display));
}

/* The page's action opens it without moving the page's focus, one window on one monitor;
 * again, it ends; closing the page closes it. */
static void
test_page_action (void)
{
  g_autoptr(TsMatch) match = match_new (&games[1], 30);
  GtkWindow *window = NULL;
  GtkWidget *page = ts_ui_test_show_match (match, 1024, 600, TS_TYPE_GAME_PAGE, &window);
  GtkWidget *focus;
  TsTableDisplay *display;

  ts_ui_test_spin ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_activate_action (page, "game.show-to-table", NULL));
  ts_ui_test_spin ();
  display = ts_game_page_get_table_display (TS_GAME_PAGE (page));
  g_assert_nonnull (display);
  g_object_add_weak_pointer (G_OBJECT (display), (gpointer *) &display);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (display));
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (display)));
  g_assert_null (ts_table_display_get_monitor (display));
  g_assert_false (gtk_window_is_active (GTK_WINDOW (display)));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == focus);
  /* An entry reaches it once the page has painted its frame: the page never waits for it. */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (3);
    g_autofree char *before = g_strdup (ts_table_display_get_summary (display));

    g_assert_true (apply_random (match, &games[1], rand));
    g_assert_cmpstr (ts_table_display_get_summary (display), ==, before);
    gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
    wait_ms (150);
    g_assert_cmpstr (ts_table_display_get_summary (display), !=, before);
  }
  g_assert_true (gtk_widget_activate_action (page, "game.show-to-table", NULL));
  ts_ui_test_spin ();
  g_assert_null (display);
  g_assert_null (ts_game_page_get_table_display (TS_GAME_PAGE (page)));

  /* Its own end (F5 and Escape are bound to it), and the page's window closing. */
  g_assert_true (gtk_widget_activate_action (page, "game.show-to-table", NULL));
  display = ts_game_page_get_table_display (TS_GAME_PAGE (page));
  g_object_add_weak_pointer (G_OBJECT (display), (gpointer *) &display);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (display), "display.end", NULL));
  ts_ui_test_spin ();
  g_assert_null (display);
  g_assert_true (gtk_widget_activate_action (page, "game.show-to-table", NULL));
  display = ts_game_page_get_table_display (TS_GAME_PAGE (page));
  g_object_add_weak_pointer (G_OBJECT (display), (gpointer *) &display);
  ts_ui_test_destroy_window (window);
  g_assert_null (display);
}

/* The display's own keys, as its shortcut controller has them: TRUE when @keyval acted. */
static gboolean
press_shortcut (GtkWidget *widget,
                guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autoptr(GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (keyval, 0);

  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, c);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller)); i++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted))
            {
              gboolean done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                            0, widget, NULL);

              ts_ui_test_spin ();
              return done;
            }
        }
    }
  return FALSE;
}

/* F5 and Escape in the display end it; F11 turns it to fullscreen. */
static void
test_keys (void)
{
  g_autoptr(TsMatch) match = match_new (&games[0], 10);

  for (guint k = 0; k < 2; k++)
    {
      TsTableDisplay *display = ts_table_display_new (match);

      g_object_add_weak_pointer (G_OBJECT (display), (gpointer *) &display);
      ts_ui_test_present_and_wait (GTK_WINDOW (display));
      g_assert_true (press_shortcut (GTK_WIDGET (display), k == 0 ? GDK_KEY_F5 : GDK_KEY_Escape));
      g_assert_null (display);
    }
  {
    TsTableDisplay *display = ts_table_display_new (match);

    ts_ui_test_present_and_wait (GTK_WINDOW (display));
    g_assert_true (press_shortcut (GTK_WIDGET (display), GDK_KEY_F11));
    ts_ui_test_destroy_window (GTK_WINDOW (display));
  }
}

/* Caylus 1303's prestige is secret at the table until the final scoring (CY-SET-14). */
static void
test_secret (void)
{
  g_autoptr(TsMatch) match = match_new (&games[3], 120);
  TsTableDisplay *display = ts_table_display_new (match);
  const char *summary;

  ts_ui_test_present_and_wait (GTK_WINDOW (display));
  summary = ts_table_display_get_summary (display);
  g_assert_null (strstr (summary, " PP"));
  g_assert_nonnull (strstr (summary, "The points stay secret until the final scoring."));
  g_assert_nonnull (strstr (summary, "Provost: "));
  ts_ui_test_destroy_window (GTK_WINDOW (display));
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_bind_translations ();
  ts_ui_test_init (&argc, &argv);
  ts_ui_test_use_language ("en");
  g_test_add_func ("/ui/table-display/follows", test_follows);
  g_test_add_func ("/ui/table-display/page-action", test_page_action);
  g_test_add_func ("/ui/table-display/keys", test_keys);
  g_test_add_func ("/ui/table-display/CY-SET-14/secret", test_secret);
  g_test_add_data_func ("/ui/table-display/screenshots/en", "en", test_screenshots);
  g_test_add_data_func ("/ui/table-display/screenshots/pt", "pt", test_screenshots);
  return g_test_run ();
}

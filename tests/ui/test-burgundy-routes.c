/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Trade routes in the views, with the user's data folder in a temporary directory
 * (G_TEST_OPTION_ISOLATE_DIRS): the route strip above a duchy says each space in words and
 * marks the goods laid and the next space, and fits a player panel at the size of a
 * 1024 x 600 window (rendered light and dark); the pieces editor enters an unknown piece by
 * keyboard into the user's file, which ts_burgundy_route_box_pieces() then deals, refuses an
 * incomplete piece in words, puts a piece back, and reports a broken file with its path
 * without ever writing over it until the user replaces it; the table page while a route
 * bonus waits. The new-game form's rows: test-burgundy-route-setup.c. */
#include <glib/gstdio.h>
#include <string.h>

#include "ts-burgundy.h"
#include "ts-burgundy-player-panel.h"
#include "ts-burgundy-route-editor.h"
#include "ts-burgundy-route-strip.h"
#include "ts-burgundy-turn-panel.h"
#include "ts-burgundy-view.h"
#include "ts-game-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"
#include "ts-tooltip.h"

static char *
pieces_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tableside", "games", "castles-of-burgundy",
                           "trade-routes.json", NULL);
}

/* A 2-player game with routes dealt from the known pieces, played at random until player 0
 * has laid goods on the route and has more spaces to fill. */
static TsBurgundyState *
route_state (void)
{
  for (guint32 seed = 1; seed < 200; seed++)
    {
      g_autoptr(JsonArray) players = json_array_new ();
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(JsonObject) options = json_object_new ();
      g_autoptr(GError) error = NULL;
      g_autofree TsBurgundyState *state = NULL;
      TsBurgundyEntry entry;

      for (guint i = 0; i < 2; i++)
        {
          JsonObject *o = json_object_new ();
          json_object_set_string_member (o, "name", i == 0 ? "Ana" : "Bruno");
          json_array_add_object_element (players, o);
        }
      json_object_set_boolean_member (options, "trade-routes", TRUE);
      ts_burgundy_random_routes (players, rand);
      state = ts_burgundy_state_new_from_setup (options, players, NULL, &error);
      g_assert_no_error (error);
      while (ts_burgundy_random_entry (state, rand, &entry))
        {
          const TsBurgundyPlayer *p = &state->players[0];
          gboolean earned = FALSE;

          g_assert_true (ts_burgundy_apply (state, &entry, NULL));
          for (guint s = 0; s < p->route_next; s++)
            earned |= p->route_goods[s] == p->route_die[s];
          if (p->route_next >= 4 && p->route_next < p->route_len - 2 && earned
              && state->stage == TS_BURGUNDY_STAGE_TURN)
            return g_steal_pointer (&state);
        }
    }
  g_assert_not_reached ();
  return NULL;
}

/* The strip: every space in words; laid, earned and next as the state says. */
static void
test_strip_words (void)
{
  g_autofree TsBurgundyState *state = route_state ();
  const TsBurgundyPlayer *p = &state->players[0];
  TsBurgundyRouteStrip *strip = TS_BURGUNDY_ROUTE_STRIP (ts_burgundy_route_strip_new ());
  GtkWidget *cell;
  guint n = 0;

  g_object_ref_sink (strip);
  ts_burgundy_route_strip_show (strip, NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (strip)));
  ts_burgundy_route_strip_show (strip, p);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (strip)));
  for (cell = gtk_widget_get_first_child (GTK_WIDGET (strip)); cell != NULL;
       cell = gtk_widget_get_next_sibling (cell), n++)
    {
      const char *text = ts_burgundy_route_strip_get_space_text (strip, n);
      g_autofree char *start = g_strdup_printf ("Route space %u of %u: goods %u, %s", n + 1,
                                                p->route_len, p->route_die[n],
                                                ts_burgundy_route_bonus_name (p->route_bonus[n]));

      g_assert_true (g_str_has_prefix (text, start));
      g_assert_cmpstr (ts_tooltip_get (cell), ==, text);
      if (n < p->route_next && p->route_goods[n] == p->route_die[n])
        g_assert_nonnull (strstr (text, "bonus earned"));
      else if (n < p->route_next)
        g_assert_nonnull (strstr (text, "no bonus"));
      else if (n == p->route_next)
        {
          g_assert_nonnull (strstr (text, "the next goods tile sold goes here"));
          g_assert_true (gtk_widget_has_css_class (cell, "cob-route-next"));
        }
      g_assert_true (gtk_widget_has_css_class (cell, "cob-route-laid") == (n < p->route_next));
    }
  g_assert_cmpuint (n, ==, p->route_len);
  g_assert_null (ts_burgundy_route_strip_get_space_text (strip, n));
  g_assert_finalize_object (strip);
}

/* The player panel with a 15-space route (2 players) at the size it gets in a 1024 x 600
 * window: it fits, light and dark. */
static void
render_panel (const char *name,
              gboolean    dark)
{
  g_autofree TsBurgundyState *state = route_state ();
  TsBurgundyPlayerPanel *panel = TS_BURGUNDY_PLAYER_PANEL (ts_burgundy_player_panel_new ());
  GtkWidget *strip;
  GtkWindow *window;
  int min_width, min_height;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  ts_burgundy_player_panel_set_player (panel, state, 0, "#3584e4");
  strip = ts_ui_test_find_type (GTK_WIDGET (panel), TS_TYPE_BURGUNDY_ROUTE_STRIP);
  g_assert_nonnull (strip);
  g_assert_true (gtk_widget_get_visible (strip));
  gtk_widget_measure (GTK_WIDGET (panel), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                      NULL);
  gtk_widget_measure (GTK_WIDGET (panel), GTK_ORIENTATION_VERTICAL, 520, &min_height, NULL, NULL,
                      NULL);
  g_test_message ("panel with a route: minimum %d x %d", min_width, min_height);
  g_assert_cmpint (min_width, <=, 520);
  g_assert_cmpint (min_height, <=, 400);
  window = ts_ui_test_show_alone (GTK_WIDGET (panel), 520, 400);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  /* The strip stays inside the panel, every space at least as wide as its goods. */
  g_assert_cmpint (gtk_widget_get_width (strip), <=, 520);
  g_assert_cmpint (gtk_widget_get_width (gtk_widget_get_first_child (strip)), >=, 18);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  ts_ui_test_destroy_window (window);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_strip_render (void)
{
  render_panel ("burgundy-route-panel-520x400-light", FALSE);
  render_panel ("burgundy-route-panel-520x400-dark", TRUE);
}

/* Editor ----------------------------------------------------------------------------- */

static GtkWidget *
focus_of (GtkWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *drop_down = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_DROP_DOWN)
                                       : NULL;

  return drop_down != NULL ? drop_down : focus;
}

/* Piece @id's group in the editor. */
static GtkWidget *
piece_group (GtkWindow  *window,
             const char *id)
{
  GtkWidget *group = ts_ui_test_find_named (GTK_WIDGET (window), id);

  g_assert_true (ADW_IS_PREFERENCES_GROUP (group));
  return group;
}

static GtkWidget *
space_field (GtkWindow  *window,
             const char *id,
             guint       space,
             const char *field)
{
  g_autofree char *row_name = g_strdup_printf ("space-%u", space);
  GtkWidget *row = ts_ui_test_find_named (piece_group (window, id), row_name);
  GtkWidget *widget = ts_ui_test_find_named (row, field);

  g_assert_true (GTK_IS_DROP_DOWN (widget));
  return widget;
}

static GtkWindow *
open_editor (const char *piece_id)
{
  GtkWidget *editor = ts_burgundy_route_editor_new (NULL, piece_id);

  ts_ui_test_present_and_wait (GTK_WINDOW (editor));
  return GTK_WINDOW (editor);
}

static void
changed_cb (GtkWidget *editor,
            guint     *count)
{
  (*count)++;
}

/* Piece 4 entered by keyboard only: digits for the goods, Down for the bonus, Tab between
 * fields, Enter saves. */
static void
test_editor_keyboard (void)
{
  g_autofree char *path = pieces_path ();
  GtkWindow *window = open_editor (NULL);
  GtkWidget *error_row = ts_ui_test_find_named (piece_group (window, "4"), "error");
  TsBurgundyRoutePieces box;
  const TsBurgundyRoutePiece *piece;
  g_autoptr(GError) error = NULL;
  static const guint goods[] = { GDK_KEY_5, GDK_KEY_1, GDK_KEY_6 };
  static const guint downs[] = { 6, 4, 3 }; /* +4 VP, +4 workers, take any tile */
  guint changed = 0;

  g_signal_connect (window, "changed", G_CALLBACK (changed_cb), &changed);
  /* The focus starts on the first unknown piece's first goods type. */
  g_assert_true (focus_of (window) == space_field (window, "4", 0, "goods"));

  /* Enter with nothing entered is refused in words; nothing is written. */
  g_assert_true (ts_ui_test_press_at_focus (window, GDK_KEY_Return));
  g_assert_true (gtk_widget_get_visible (error_row));
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (error_row)),
                            "Space 1 needs its goods type and its bonus"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  for (guint k = 0; k < 3; k++)
    {
      g_assert_true (focus_of (window) == space_field (window, "4", k, "goods"));
      g_assert_true (ts_ui_test_press_at_focus (window, goods[k]));
      ts_ui_test_tab (window);
      g_assert_true (focus_of (window) == space_field (window, "4", k, "bonus"));
      for (guint d = 0; d < downs[k]; d++)
        g_assert_true (ts_ui_test_press_at_focus (window, GDK_KEY_Down));
      if (k < 2)
        ts_ui_test_tab (window);
    }
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (space_field (window, "4", 0,
                                                                            "goods"))), ==, 5);
  g_assert_true (ts_ui_test_press_at_focus (window, GDK_KEY_Return));
  g_assert_false (gtk_widget_get_visible (error_row));
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (adw_preferences_group_get_description (
                       ADW_PREFERENCES_GROUP (piece_group (window, "4"))),
                   ==, "Entered from your box");

  /* New games deal it with the user's spaces. */
  g_assert_true (ts_burgundy_route_box_pieces (&box, &error));
  g_assert_no_error (error);
  piece = ts_burgundy_route_pieces_find (&box, "4");
  g_assert_true (ts_burgundy_route_piece_known (piece));
  g_assert_cmpint (piece->confidence, ==, TS_BURGUNDY_CONFIDENCE_HIGH);
  g_assert_cmpuint (piece->die[0], ==, 5);
  g_assert_cmpuint (piece->bonus[0], ==, TS_BURGUNDY_BONUS_VP);
  g_assert_cmpuint (piece->die[1], ==, 1);
  g_assert_cmpuint (piece->bonus[1], ==, TS_BURGUNDY_BONUS_WORKERS);
  g_assert_cmpuint (piece->die[2], ==, 6);
  g_assert_cmpuint (piece->bonus[2], ==, TS_BURGUNDY_BONUS_ANY);

  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "burgundy-route-editor"));

  /* Put Back forgets it: the piece is unknown again and the file goes. */
  ts_ui_test_click (ts_ui_test_find_named (piece_group (window, "4"), "put-back"));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (space_field (window, "4", 0,
                                                                            "goods"))), ==, 0);
  g_assert_true (ts_burgundy_route_box_pieces (&box, NULL));
  g_assert_false (ts_burgundy_route_piece_known (ts_burgundy_route_pieces_find (&box, "4")));
  ts_ui_test_destroy_window (window);
}

/* A known piece saved with its shipped values needs no entry; changed, it is the user's. */
static void
test_editor_known_piece (void)
{
  g_autofree char *path = pieces_path ();
  GtkWindow *window = open_editor ("B");
  GtkWidget *goods = space_field (window, "B", 0, "goods");
  TsBurgundyRoutePieces box;

  g_assert_true (focus_of (window) == goods);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (goods)), ==, 6);
  g_assert_true (ts_ui_test_press_at_focus (window, GDK_KEY_Return));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (ts_ui_test_press_at_focus (window, GDK_KEY_2));
  g_assert_true (ts_ui_test_press_at_focus (window, GDK_KEY_Return));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (ts_burgundy_route_box_pieces (&box, NULL));
  g_assert_cmpuint (ts_burgundy_route_pieces_find (&box, "B")->die[0], ==, 2);
  ts_ui_test_destroy_window (window);
}

/* A broken file: said at the top with its path and why; nothing saves over it until the
 * user replaces it. */
static void
test_editor_broken_file (void)
{
  g_autofree char *path = pieces_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  const char *junk = "{\"format\": \"tableside-component-overrides\", \"version\": 1,";
  g_autofree char *after = NULL;
  TsBurgundyRoutePieces box;
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWidget *broken;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, junk, -1, NULL));

  /* What a new game's setup reads: the error names the file; the shipped pieces remain. */
  g_assert_false (ts_burgundy_route_box_pieces (&box, &error));
  g_assert_nonnull (strstr (error->message, path));
  g_assert_true (ts_burgundy_route_piece_known (ts_burgundy_route_pieces_find (&box, "A")));

  window = open_editor (NULL);
  broken = ts_ui_test_find_named (GTK_WIDGET (window), "broken-file");
  g_assert_true (gtk_widget_is_visible (broken));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (broken)), path));
  g_assert_true (focus_of (window) == ts_ui_test_find_named (broken, "replace"));
  g_assert_false (gtk_widget_get_sensitive (
      ts_ui_test_find_named (piece_group (window, "4"), "save")));
  gtk_widget_grab_focus (space_field (window, "4", 0, "goods"));
  ts_ui_test_press_at_focus (window, GDK_KEY_3);
  ts_ui_test_press_at_focus (window, GDK_KEY_Return);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, junk);

  ts_ui_test_click (ts_ui_test_find_named (broken, "replace"));
  g_assert_false (gtk_widget_is_visible (broken));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (gtk_widget_get_sensitive (
      ts_ui_test_find_named (piece_group (window, "4"), "save")));
  ts_ui_test_destroy_window (window);
}

/* The table ---------------------------------------------------------------------------- */

extern const TsGameModule ts_burgundy_module;

/* A 2-player match with routes from the known pieces, played at random until a trade-route
 * bonus waits for a tile to be taken. */
static TsMatch *
match_at_route_take (AdwColorScheme scheme)
{
  for (guint32 seed = 1; seed < 400; seed++)
    {
      g_autoptr(JsonArray) players = json_array_new ();
      g_autoptr(JsonObject) options = json_object_new ();
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = NULL;
      TsBurgundyEntry e;

      (void) scheme;
      for (guint i = 0; i < 2; i++)
        {
          JsonObject *o = json_object_new ();
          json_object_set_string_member (o, "name", i == 0 ? "Ana" : "Bruno");
          json_object_set_string_member (o, "color", i == 0 ? "red" : "blue");
          json_array_add_object_element (players, o);
        }
      ts_burgundy_random_routes (players, rand);
      json_object_set_boolean_member (options, "trade-routes", TRUE);
      match = ts_match_new (&ts_burgundy_module, "Routes", players, options, NULL, &error);
      g_assert_no_error (error);
      while (ts_burgundy_random_entry (ts_match_get_state (match), rand, &e))
        {
          const TsBurgundyState *s = ts_match_get_state (match);
          g_autoptr(JsonNode) node = NULL;

          if (s->stage == TS_BURGUNDY_STAGE_TURN && s->n_pending > 0
              && ts_burgundy_route_pending (s->pending[s->n_pending - 1]))
            return g_steal_pointer (&match);
          node = ts_burgundy_entry_to_json (&e);
          ts_ui_test_apply_json (match, node);
        }
    }
  g_assert_not_reached ();
  return NULL;
}

/* The table page while a route bonus waits: the turn panel lists exactly the route's takes
 * (and declining, buying), says what waits, and taking one through it is entered; the route
 * lies above the duchy. Rendered at 1024 x 600, light and dark. */
static void
render_table (gboolean dark)
{
  g_autoptr(TsMatch) match = match_at_route_take (ADW_COLOR_SCHEME_DEFAULT);
  const TsBurgundyState *s = ts_match_get_state (match);
  guint top = s->pending[s->n_pending - 1];
  TsWindow *window;
  GtkWidget *view, *strip;
  TsBurgundyTurnPanel *panel;
  guint n, n_entries = ts_match_get_n_entries (match), take = G_MAXUINT;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_window_show_match (window, match);
  view = ts_ui_test_find_child (GTK_WIDGET (window), TS_TYPE_BURGUNDY_VIEW);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_assert_nonnull (strstr (ts_match_get_pending (match), "trade route"));
  strip = ts_ui_test_find_type (view, TS_TYPE_BURGUNDY_ROUTE_STRIP);
  g_assert_nonnull (strip);
  g_assert_true (gtk_widget_is_visible (strip));

  panel = TS_BURGUNDY_TURN_PANEL (ts_ui_test_find_child (view, TS_TYPE_BURGUNDY_TURN_PANEL));
  n = ts_burgundy_turn_panel_get_n_rows (panel);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (panel, i);

      if (row->choice.action.type == TS_BURGUNDY_ENTRY_TAKE_TILE)
        {
          g_assert_cmpint (row->choice.action.die, ==, TS_BURGUNDY_SRC_ROUTE);
          if (take == G_MAXUINT && row->tiles == NULL)
            take = i;
        }
      else
        g_assert_true (row->choice.action.type == TS_BURGUNDY_ENTRY_DECLINE
                       || row->choice.action.type == TS_BURGUNDY_ENTRY_BUY_BLACK
                       || row->choice.action.type == TS_BURGUNDY_ENTRY_BUY_INN);
    }
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), dark ? "burgundy-route-table-1024x600-dark"
                                                         : "burgundy-route-table-1024x600"));
  if (take != G_MAXUINT)
    {
      g_assert_true (ts_burgundy_turn_panel_activate_row (panel, take));
      g_assert_null (ts_game_page_get_refusal (TS_GAME_PAGE (view)));
      g_assert_cmpuint (ts_match_get_n_entries (match), >, n_entries);
      s = ts_match_get_state (match);
      g_assert_true (s->n_pending == 0 || s->pending[s->n_pending - 1] != top
                     || s->n_pending > 1);
    }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_table (void)
{
  render_table (FALSE);
  render_table (TRUE);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init_isolated (&argc, &argv);
  ts_ui_test_start_app ();
  g_type_ensure (TS_TYPE_BURGUNDY_PLAYER_PANEL);

  g_test_add_func ("/ui/burgundy/routes/strip/words", test_strip_words);
  g_test_add_func ("/ui/burgundy/routes/strip/render", test_strip_render);
  g_test_add_func ("/ui/burgundy/routes/editor/keyboard", test_editor_keyboard);
  g_test_add_func ("/ui/burgundy/routes/editor/known-piece", test_editor_known_piece);
  g_test_add_func ("/ui/burgundy/routes/editor/broken-file", test_editor_broken_file);
  g_test_add_func ("/ui/burgundy/routes/table/take-bonus/CB-TRD-04", test_table);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game on the table and score pages (issue 15, CB-TEM): a team match played
 * through TsMatch with random legal entries; the player panels show the team board, the
 * team's resources and the two kinds of storage; the turn's rows say where a tile goes; the
 * score page has the team totals and both winners. PNGs light and dark at 1024 x 600. */
#include <string.h>

#include "burgundy/ts-burgundy-duchy-view.h"
#include "burgundy/ts-burgundy-player-panel.h"
#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-view.h"
#include "team-util.h"
#include "ts-score-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"
#include "ts-tooltip.h"

extern const TsGameModule ts_burgundy_module;

static TsMatch *
team_match (void)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Davi" };
  static const char *const colors[] = { "blue", "red", "green", "yellow" };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonNode) options = json_from_string (TEAM, NULL);
  g_autofree char *setup_json = team_setup_json ();
  g_autoptr(JsonNode) setup = json_from_string (setup_json, NULL);
  g_autoptr(GError) error = NULL;
  TsMatch *match;

  for (guint i = 0; i < 4; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_object_set_string_member (player, "color", colors[i]);
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (&ts_burgundy_module, "Teams", players, json_node_get_object (options),
                        json_node_get_object (setup), &error);
  g_assert_no_error (error);
  return match;
}

/* Random legal entries until @stop says so (or the end). */
static void
play_until (TsMatch  *match,
            GRand    *rand,
            gboolean (*stop) (const TsBurgundyState *state))
{
  TsBurgundyEntry e;

  while (!stop (ts_match_get_state (match))
         && ts_burgundy_random_entry (ts_match_get_state (match), rand, &e))
    {
      g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&e, sizeof e));
      g_autoptr(GError) error = NULL;

      if (!ts_match_apply (match, entry, &error))
        g_error ("a legal entry was refused: %s", error->message);
    }
}

/* Carla's turn in phase C with a tile in her private storage and both dice unused. */
static gboolean
carla_private_turn (const TsBurgundyState *s)
{
  return s->stage == TS_BURGUNDY_STAGE_TURN && s->phase >= 2 && s->current == 2
         && s->die_used == 0 && s->n_pending == 0
         && s->players[2].storage[2] != TS_BURGUNDY_TILE_NONE;
}

static gboolean
never (const TsBurgundyState *s)
{
  return FALSE;
}

static void
collect_panels (GtkWidget *widget,
                GPtrArray *out)
{
  if (TS_IS_BURGUNDY_PLAYER_PANEL (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_panels (child, out);
}

/* CB-TEM-02, CB-TEM-06, CB-TEM-08, CB-TEM-09, CB-TEM-12 on the table page. */
static void
test_table (void)
{
  g_autoptr(TsMatch) match = team_match ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  TsWindow *window;
  g_autoptr(GPtrArray) panels = g_ptr_array_new ();
  g_autoptr(GString) texts = g_string_new (NULL);
  const TsBurgundyState *s;
  TsBurgundyPlayerPanel *carla;
  TsBurgundyDuchyView *duchy;
  guint shown = 0;

  for (guint tries = 0; tries < 40 && !carla_private_turn (ts_match_get_state (match)); tries++)
    {
      g_clear_object (&match);
      match = team_match ();
      play_until (match, rand, carla_private_turn);
    }
  s = ts_match_get_state (match);
  g_assert_true (carla_private_turn (s));

  window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_window_show_match (window, match);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  collect_panels (GTK_WIDGET (window), panels);
  g_assert_cmpuint (panels->len, ==, 4);
  carla = g_ptr_array_index (panels, 2);

  /* Her name with her team, the team's silver and workers, the team board. */
  ts_ui_test_collect_labels (GTK_WIDGET (carla), texts);
  g_assert_nonnull (strstr (texts->str, "Carla (team A)"));
  g_assert_nonnull (strstr (texts->str, "(team)"));
  g_assert_nonnull (strstr (texts->str, "Shared"));
  g_assert_nonnull (strstr (texts->str, "Private"));
  duchy = ts_burgundy_player_panel_get_duchy_view (carla);
  for (guint i = 0; i < TS_BURGUNDY_MAX_SPACES; i++)
    {
      GtkWidget *space = i < s->players[2].duchy.n_cells
                             ? ts_burgundy_duchy_view_get_space (duchy, i)
                             : NULL;

      shown += space != NULL && gtk_widget_get_visible (space);
    }
  g_assert_cmpuint (shown, ==, ts_burgundy_board_n_spaces (&s->players[2].duchy));
  g_assert_cmpuint (shown, ==, 74);
  /* Her private storage is named so for screen readers; Ana's board is the same. */
  {
    GtkWidget *button = ts_burgundy_player_panel_get_storage_button (carla, 2);
    g_autofree char *want = g_strdup_printf ("Private storage 1: %s",
                                             ts_burgundy_tile_name (s->players[2].storage[2]));

    g_assert_cmpstr (ts_tooltip_get (button), ==, want);
    g_assert_cmpmem (s->players[0].tiles, sizeof s->players[0].tiles, s->players[2].tiles,
                     sizeof s->players[2].tiles);
  }
  /* The turn's rows say where a taken tile goes (CB-TEM-08). */
  g_string_truncate (texts, 0);
  ts_ui_test_collect_labels (GTK_WIDGET (window), texts);
  if (strstr (texts->str, "Depot") != NULL)
    g_assert_true (strstr (texts->str, "into the shared storage") != NULL
                   || strstr (texts->str, "into your private storage") != NULL);
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "burgundy-team-table"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "burgundy-team-table-dark"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Issue 26, CB-SHD-04 with CB-TEM-08: with shield 4 on the team board the shared storage has
 * no limit; its further spaces come after the private ones, named shared. */
static void
test_shield_4_storage (void)
{
  g_autofree TsBurgundyState *s = team_new ();
  GtkWidget *window = gtk_window_new ();
  TsBurgundyPlayerPanel *panel = TS_BURGUNDY_PLAYER_PANEL (ts_burgundy_player_panel_new ());
  g_autoptr(GString) texts = g_string_new (NULL);

  s->options.shields = TRUE;
  s->players[0].shield[TEAM_START] = 4;
  for (guint k = 0; k < 5; k++)
    s->players[0].storage[k] = TS_BURGUNDY_TILE_MINE;
  ts_burgundy_team_sync (s, 0);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  ts_burgundy_player_panel_set_player (panel, s, 2, "green");
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  g_autofree char *want = g_strdup_printf ("Shared storage 3: %s",
                                           ts_burgundy_tile_name (TS_BURGUNDY_TILE_MINE));
  GtkWidget *button = ts_burgundy_player_panel_get_storage_button (panel, 4);
  g_assert_cmpstr (ts_tooltip_get (button), ==, want);
  g_assert_true (gtk_widget_get_visible (button) && gtk_widget_get_parent (button) != NULL);
  /* One empty further shared space after the last tile, no more. */
  g_assert_nonnull (gtk_widget_get_parent (ts_burgundy_player_panel_get_storage_button (panel, 5)));
  g_assert_null (gtk_widget_get_parent (ts_burgundy_player_panel_get_storage_button (panel, 6)));
  button = ts_burgundy_player_panel_get_storage_button (panel, 2);
  g_assert_cmpstr (ts_tooltip_get (button), ==, "Private storage 1: empty");
  ts_ui_test_collect_labels (GTK_WIDGET (panel), texts);
  g_assert_nonnull (strstr (strstr (texts->str, "Private"), "Shared")); /* a caption after */
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* CB-TEM-14, CB-TEM-15 on the score page. */
static void
test_scores (void)
{
  g_autoptr(TsMatch) match = team_match ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  GtkWidget *window = gtk_window_new ();
  TsScorePage *page;
  GtkGrid *grid;
  const TsBurgundyState *s;
  gboolean found = FALSE;

  play_until (match, rand, never);
  g_assert_true (ts_match_get_finished (match));
  s = ts_match_get_state (match);
  page = TS_SCORE_PAGE (ts_score_page_new (match));
  grid = ts_score_page_get_table (page);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    {
      if (!g_str_equal (ts_ui_test_score_category (grid, r), "Team total"))
        continue;
      found = TRUE;
      for (guint i = 0; i < 4; i++)
        {
          guint t = ts_burgundy_team_of (i);
          g_autofree char *want = g_strdup_printf ("%d", s->players[t].vp + s->players[t + 2].vp);

          g_assert_cmpstr (ts_ui_test_score_cell (grid, i + 1, r), ==, want);
        }
    }
  g_assert_true (found);
  /* Both players of the winning team are winners; the explanation names the team. */
  {
    g_autoptr(GString) texts = g_string_new (NULL);
    g_autofree char *team = ts_burgundy_team_name (s, MAX (s->winner, 0));

    ts_ui_test_collect_labels (window, texts);
    g_assert_nonnull (strstr (texts->str, team));
    g_assert_nonnull (strstr (texts->str, s->winner == 1 ? "Bruno and Davi Win"
                                                         : "Ana and Carla Win"));
    /* CB-TEM-15 then CB-TIE-02 (issue 26): the bridge breaks a tie that remains. */
    g_assert_nonnull (strstr (texts->str, "Bridge position"));
  }
  ts_ui_test_redraw (window);
  g_free (ts_ui_test_save_png (window, "burgundy-team-scores"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy/team/table/CB-TEM-08", test_table);
  g_test_add_func ("/ui/burgundy/team/scores/CB-TEM-14", test_scores);
  g_test_add_func ("/ui/burgundy/team/shield-4-storage/CB-SHD-04", test_shield_4_storage);
  return g_test_run ();
}

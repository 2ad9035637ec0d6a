/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy scores: a whole 2-player match played through TsMatch with random
 * legal entries, then the score page, its table, the VP chart, the exported sheet and the
 * phase summary checked against the engine's breakdown, ledger and states. */
#include <glib/gstdio.h>
#include <string.h>

#include "burgundy/ts-burgundy-rules.h"
#include "burgundy/ts-burgundy-state.h"
#include "ts-burgundy-phase-summary.h"
#include "ts-score-page.h"
#include "ts-score-sheet.h"
#include "ts-vp-chart.h"
#include "ts-ui-test-util.h"

extern const TsGameModule ts_burgundy_module;

#define N_PLAYERS 2

/* Shared by the tests: one finished match, and the state that waited for phase B's depots. */
static TsMatch *match;
static TsBurgundyState *after_phase_a;
static TsBurgundyState *mid_phase;
static GtkWidget *page_window;
static TsScorePage *page;
static gboolean enabled_before_end;

static JsonArray *
new_players (void)
{
  JsonArray *players = json_array_new ();
  static const char *const names[] = { "Ana", "Bruno" };
  static const char *const colors[] = { "blue", "white" };

  for (guint i = 0; i < N_PLAYERS; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_object_set_string_member (player, "color", colors[i]);
      json_array_add_object_element (players, player);
    }
  return players;
}

static guint
count_mines (const TsBurgundyState *state,
             guint                  player)
{
  guint n = 0;

  for (guint s = 0; s < TS_BURGUNDY_N_SPACES; s++)
    n += state->players[player].tiles[s] == TS_BURGUNDY_TILE_MINE;
  return n;
}

/* A seed whose game pays mine silver after phase A and scores an end-game monastery, so the
 * phase summary and the monastery rows have something to show. */
static guint
find_seed (void)
{
  g_autoptr(JsonArray) players = new_players ();

  for (guint seed = 1; seed < 400; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(GError) error = NULL;
      g_autofree TsBurgundyState *s = ts_burgundy_state_new_from_setup (NULL, players, NULL,
                                                                        &error);
      gboolean mines = FALSE, monastery = FALSE;
      TsBurgundyEntry e;

      g_assert_no_error (error);
      while (ts_burgundy_random_entry (s, rand, &e))
        {
          g_assert_true (ts_burgundy_apply (s, &e, NULL));
          if (s->stage == TS_BURGUNDY_STAGE_FILL && s->phase == 1)
            for (guint p = 0; p < N_PLAYERS; p++)
              mines |= count_mines (s, p) > 0;
          if (s->stage == TS_BURGUNDY_STAGE_FILL && s->phase == 1 && !mines)
            break;
        }
      for (guint p = 0; p < N_PLAYERS && s->stage == TS_BURGUNDY_STAGE_OVER; p++)
        monastery |= (s->players[p].monasteries >> 15) != 0;
      if (mines && monastery)
        return seed;
    }
  g_error ("no seed gives mines in phase A and an end-game monastery");
}

static void
collect_actionables (GtkWidget  *widget,
                     GPtrArray  *out)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_str_has_prefix (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) ?: "",
                           "score."))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_actionables (child, out);
}

/* TRUE when all three score actions are enabled, FALSE when none is (mixed fails). */
static gboolean
actions_enabled (void)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint n_enabled = 0;

  ts_ui_test_spin ();
  collect_actionables (GTK_WIDGET (page), buttons);
  g_assert_cmpuint (buttons->len, ==, 3);
  for (guint i = 0; i < buttons->len; i++)
    n_enabled += gtk_widget_get_sensitive (g_ptr_array_index (buttons, i));
  g_assert_true (n_enabled == 0 || n_enabled == buttons->len);
  return n_enabled > 0;
}

/* Plays the whole match through TsMatch, with the score page following it. */
static void
play_match (void)
{
  g_autoptr(JsonArray) players = new_players ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (find_seed ());
  TsBurgundyEntry e;

  match = ts_match_new (&ts_burgundy_module, "Friday at Carla's", players, NULL, NULL, &error);
  g_assert_no_error (error);

  page_window = gtk_window_new ();
  page = TS_SCORE_PAGE (ts_score_page_new (match));
  g_assert_true (ts_score_page_get_match (page) == match);
  gtk_window_set_child (GTK_WINDOW (page_window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (page_window), 1024, 600);
  ts_ui_test_present_and_wait (GTK_WINDOW (page_window));
  enabled_before_end = actions_enabled ();

  while (ts_burgundy_random_entry (ts_match_get_state (match), rand, &e))
    {
      const TsBurgundyState *state;
      g_autoptr(TsEntry) entry = ts_entry_new_take (&ts_burgundy_module,
                                                    g_memdup2 (&e, sizeof e));

      enabled_before_end |= actions_enabled ();
      if (!ts_match_apply (match, entry, &error))
        g_error ("a legal entry was refused: %s", error->message);
      state = ts_match_get_state (match);
      if (state->stage == TS_BURGUNDY_STAGE_FILL && state->phase == 1)
        after_phase_a = ts_burgundy_state_copy (state);
      if (state->stage == TS_BURGUNDY_STAGE_TURN && state->phase == 2 && mid_phase == NULL)
        {
          mid_phase = ts_burgundy_state_copy (state);
          ts_ui_test_redraw (page_window);
          g_free (ts_ui_test_save_png (page_window, "burgundy-score-page-playing"));
        }
    }
  g_assert_true (ts_match_get_finished (match));
  g_assert_nonnull (after_phase_a);
  g_assert_nonnull (mid_phase);
}

/* -------------------------------------------------------------------------------------- */

static int
monastery_vp (JsonObject *player,
              guint       n,
              gboolean   *has)
{
  JsonArray *list = json_object_get_array_member (player, "monasteries");

  *has = FALSE;
  for (guint k = 0; k < json_array_get_length (list); k++)
    {
      JsonObject *item = json_array_get_object_element (list, k);

      if (json_object_get_int_member (item, "monastery") == n)
        {
          *has = TRUE;
          return json_object_get_int_member (item, "vp");
        }
    }
  return 0;
}

static void
test_page_final (void)
{
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  JsonObject *root = json_node_get_object (breakdown);
  JsonArray *players = json_object_get_array_member (root, "players");
  int winner = json_object_get_int_member (root, "winner");
  const char *winner_name = json_object_get_string_member (
      json_array_get_object_element (players, winner), "name");
  g_autoptr(GString) texts = g_string_new (NULL);
  GtkGrid *grid = ts_score_page_get_table (page);
  guint monastery_rows = 0, expected_monastery_rows = 0, rows_checked = 0;
  static const struct
  {
    const char *label;
    const char *member;
  } simple[] = {
    { "VP on the track", "vp-track" }, { "Goods left", "goods" },
    { "Silver", "silver" },            { "Workers", "workers" },
    { "Total", "total" },              { "Empty duchy spaces", "empty-spaces" },
  };

  ts_ui_test_present_and_wait (GTK_WINDOW (page_window));
  ts_ui_test_collect_labels (GTK_WIDGET (page), texts);
  g_assert_nonnull (strstr (texts->str, winner_name));
  g_assert_nonnull (strstr (texts->str, json_object_get_string_member (root, "explanation")));

  /* Row 0: the names. */
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      GtkWidget *header = gtk_grid_get_child_at (grid, i + 1, 0);
      g_autoptr(GString) header_text = g_string_new (NULL);

      ts_ui_test_collect_labels (header, header_text);
      g_assert_nonnull (strstr (header_text->str, json_object_get_string_member (
                                                      json_array_get_object_element (players, i),
                                                      "name")));
    }

  /* Every other row against the breakdown, read straight from the JSON. */
  for (int r = 1; gtk_grid_get_child_at (grid, 0, r) != NULL; r++)
    {
      const char *category = ts_ui_test_score_category (grid, r);
      guint n;

      for (guint k = 0; k < G_N_ELEMENTS (simple); k++)
        if (g_str_equal (category, simple[k].label))
          {
            for (guint i = 0; i < N_PLAYERS; i++)
              {
                JsonObject *player = json_array_get_object_element (players, i);
                g_autofree char *want = g_strdup_printf (
                    "%" G_GINT64_FORMAT, json_object_get_int_member (player, simple[k].member));

                g_assert_cmpstr (ts_ui_test_score_cell (grid, i + 1, r), ==, want);
              }
            rows_checked++;
          }
      if (sscanf (category, "Monastery %u", &n) == 1)
        {
          monastery_rows++;
          for (guint i = 0; i < N_PLAYERS; i++)
            {
              gboolean has;
              int vp = monastery_vp (json_array_get_object_element (players, i), n, &has);
              g_autofree char *want = has ? g_strdup_printf ("%d", vp) : g_strdup ("–");

              g_assert_cmpstr (ts_ui_test_score_cell (grid, i + 1, r), ==, want);
            }
        }
      if (g_str_equal (category, "Bridge position"))
        {
          for (guint i = 0; i < N_PLAYERS; i++)
            {
              JsonObject *player = json_array_get_object_element (players, i);
              int space = -1;

              g_assert_cmpint (sscanf (ts_ui_test_score_cell (grid, i + 1, r), "%d", &space), ==, 1);
              g_assert_cmpint (space, ==, json_object_get_int_member (player, "bridge-space"));
            }
          rows_checked++;
        }
    }
  g_assert_cmpuint (rows_checked, ==, G_N_ELEMENTS (simple) + 1);
  for (guint n = 15; n <= 26; n++)
    {
      gboolean any = FALSE, has;

      for (guint i = 0; i < N_PLAYERS; i++)
        {
          monastery_vp (json_array_get_object_element (players, i), n, &has);
          any |= has;
        }
      expected_monastery_rows += any;
    }
  g_assert_cmpuint (expected_monastery_rows, >, 0);
  g_assert_cmpuint (monastery_rows, ==, expected_monastery_rows);

  /* The totals add up. */
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);
      gint64 sum = json_object_get_int_member (player, "vp-track")
                   + json_object_get_int_member (player, "goods")
                   + json_object_get_int_member (player, "silver")
                   + json_object_get_int_member (player, "workers");
      JsonArray *list = json_object_get_array_member (player, "monasteries");

      for (guint k = 0; k < json_array_get_length (list); k++)
        sum += json_object_get_int_member (json_array_get_object_element (list, k), "vp");
      g_assert_cmpint (sum, ==, json_object_get_int_member (player, "total"));
    }
}

static void
test_actions (void)
{
  g_assert_false (enabled_before_end);
  g_assert_true (actions_enabled ());
}

static void
test_export (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ts-score-XXXXXX", &error);
  g_autofree char *pdf_path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *png_path = g_build_filename (dir, "sheet.png", NULL);
  g_autofree char *print_path = g_build_filename (dir, "printed.pdf", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autoptr(GFile) artifact = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GFile) printed = g_file_new_for_path (print_path);
  g_autofree char *artifacts = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".",
                                                 "artifacts", NULL);
  g_autofree char *artifact_path = g_build_filename (artifacts, "burgundy-score-sheet.png",
                                                     NULL);

  g_assert_no_error (error);
  g_assert_true (ts_score_page_export (page, pdf, TRUE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (pdf, "%PDF");
  {
    g_autofree char *kept = g_build_filename (artifacts, "burgundy-score-sheet.pdf", NULL);
    g_autoptr(GFile) kept_file = g_file_new_for_path (kept);

    g_assert_cmpint (g_mkdir_with_parents (artifacts, 0755), ==, 0);
    g_assert_true (g_file_copy (pdf, kept_file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL,
                                &error));
    g_assert_no_error (error);
  }

  g_assert_true (ts_score_page_export (page, png, FALSE, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (png, "\x89PNG");
  texture = gdk_texture_new_from_file (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, TS_SCORE_SHEET_PNG_WIDTH);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, TS_SCORE_SHEET_PNG_HEIGHT);
  g_assert_cmpint (g_mkdir_with_parents (artifacts, 0755), ==, 0);
  artifact = g_file_new_for_path (artifact_path);
  g_assert_true (g_file_copy (png, artifact, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  /* The contract's entry points without the extras draw the same sheet. */
  g_assert_true (ts_score_sheet_save_pdf (breakdown, "Plain", pdf, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (pdf, "%PDF");
  g_assert_true (ts_score_sheet_save_png (breakdown, "Plain", png, &error));
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (png, "\x89PNG");

  /* Printing runs the same drawing: exported through GTK's PDF path, without a dialog. */
  operation = ts_score_sheet_new_print_operation (breakdown, "Printed", NULL);
  gtk_print_operation_set_export_filename (operation, print_path);
  g_assert_cmpint (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL,
                                            &error),
                   ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  ts_ui_test_assert_file_starts_with (printed, "%PDF");

  g_assert_cmpint (g_remove (pdf_path), ==, 0);
  g_assert_cmpint (g_remove (png_path), ==, 0);
  g_assert_cmpint (g_remove (print_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A page on an unfinished match refuses to export and keeps its actions off. */
static void
test_export_unfinished (void)
{
  g_autoptr(JsonArray) players = new_players ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) fresh = ts_match_new (&ts_burgundy_module, "New", players, NULL, NULL,
                                           &error);
  GtkWidget *fresh_page = g_object_ref_sink (ts_score_page_new (fresh));
  g_autoptr(GFile) file = g_file_new_for_path ("never-written.pdf");

  g_assert_no_error (error);
  g_assert_false (ts_score_page_export (TS_SCORE_PAGE (fresh_page), file,
                                        TRUE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (g_file_query_exists (file, NULL));
  g_object_add_weak_pointer (G_OBJECT (fresh_page), (gpointer *) &fresh_page);
  g_object_unref (fresh_page);
  g_assert_null (fresh_page);
}

static void
test_chart_series (void)
{
  TsVpChart *chart = ts_score_page_get_chart (page);
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown),
                                                     "players");
  g_autoptr(GPtrArray) ledger = ts_match_dup_ledger (match);
  guint rolls[25], n_rolls = 0, n_steps = 0, n_played = 0;

  ts_vp_chart_get_series (chart, 0, &n_steps, &n_played);
  g_assert_cmpuint (n_steps, ==, 25);
  g_assert_cmpuint (n_played, ==, 25);
  for (guint i = 0; i < ts_match_get_n_entries (match); i++)
    {
      const TsBurgundyEntry *e = ts_entry_get_data (ts_match_get_entry (match, i));

      if (e->type == TS_BURGUNDY_ENTRY_ROLL)
        rolls[n_rolls++] = i;
    }
  g_assert_cmpuint (n_rolls, ==, 25);

  for (guint p = 0; p < N_PLAYERS; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      const int *vp = ts_vp_chart_get_series (chart, p, NULL, NULL);

      g_assert_cmpint (vp[25], ==, json_object_get_int_member (player, "total"));
      /* The last round ends before the final scoring: the VP on the track. */
      g_assert_cmpint (vp[24], ==, json_object_get_int_member (player, "vp-track"));
      for (guint r = 0; r + 1 < 25; r++)
        {
          /* From the ledger: every VP line before the roll that starts the next round. */
          int sum = 0;
          TsBurgundyState *before = ts_match_dup_state_before (match, rolls[r + 1]);

          for (guint k = 0; k < ledger->len; k++)
            {
              const TsLedgerLine *line = g_ptr_array_index (ledger, k);

              if (line->player == p && line->resource == TS_LEDGER_VP
                  && line->entry_index < (int) rolls[r + 1])
                sum += line->delta;
            }
          g_assert_cmpint (vp[r], ==, sum);
          /* And from the game itself, replayed to that point. */
          g_assert_cmpint (vp[r], ==, before->players[p].vp);
          ts_burgundy_state_free (before);
        }
    }
}

/* The chart's accessible description reads the VP at the end of each phase, from the game's
 * own states, then after the final scoring. */
static void
test_chart_description (void)
{
  TsVpChart *chart = ts_score_page_get_chart (page);
  g_autoptr(JsonNode) breakdown = ts_match_dup_final_breakdown (match);
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown),
                                                     "players");
  g_autoptr(GString) want = g_string_new (NULL);
  guint n_rolls = 0, phase = 0;

  for (guint i = 0; i < ts_match_get_n_entries (match); i++)
    {
      const TsBurgundyEntry *e = ts_entry_get_data (ts_match_get_entry (match, i));

      if (e->type != TS_BURGUNDY_ENTRY_ROLL || ++n_rolls % 5 != 1 || n_rolls == 1)
        continue;
      /* The first roll of phases B to E: the state before it ends the phase before. */
      TsBurgundyState *before = ts_match_dup_state_before (match, i);

      g_string_append_printf (want, "End of phase %c: Ana %d VP, Bruno %d VP. ", 'A' + phase++,
                              before->players[0].vp, before->players[1].vp);
      ts_burgundy_state_free (before);
    }
  g_assert_cmpuint (phase, ==, 4);
  g_string_append_printf (
      want, "End of phase E: Ana %" G_GINT64_FORMAT " VP, Bruno %" G_GINT64_FORMAT " VP. ",
      json_object_get_int_member (json_array_get_object_element (players, 0), "vp-track"),
      json_object_get_int_member (json_array_get_object_element (players, 1), "vp-track"));
  g_string_append_printf (
      want,
      "After the final scoring: Ana %" G_GINT64_FORMAT " VP, Bruno %" G_GINT64_FORMAT " VP.",
      json_object_get_int_member (json_array_get_object_element (players, 0), "total"),
      json_object_get_int_member (json_array_get_object_element (players, 1), "total"));
  gtk_test_accessible_assert_property (chart, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, want->str);
  gtk_test_accessible_assert_property (chart, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Victory points over the game");
}

static void
test_chart_render (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *chart = ts_vp_chart_new ();
  guint n_steps = 1, n_played = 1;

  gtk_window_set_child (GTK_WINDOW (window), chart);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 400);
  ts_vp_chart_set_match (TS_VP_CHART (chart), match);
  ts_ui_test_redraw (window);
  g_assert_cmpint (gtk_widget_get_width (chart), ==, 900);
  g_free (ts_ui_test_save_png (window, "burgundy-vp-chart-900x400"));

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  ts_ui_test_redraw (window);
  g_free (ts_ui_test_save_png (window, "burgundy-vp-chart-900x400-dark"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);

  /* Detached, it draws an empty chart. */
  ts_vp_chart_set_match (TS_VP_CHART (chart), NULL);
  g_assert_null (ts_vp_chart_get_series (TS_VP_CHART (chart), 0, &n_steps, &n_played));
  g_assert_cmpuint (n_steps, ==, 0);
  g_assert_cmpuint (n_played, ==, 0);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
render_page (const char    *name,
             int            width,
             int            height,
             AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  gtk_window_set_default_size (GTK_WINDOW (page_window), width, height);
  /* Xvfb's screen is 1280x1024: a size request lets the window be larger than the screen. */
  gtk_widget_set_size_request (page_window, width, height);
  ts_ui_test_redraw (page_window);
  g_assert_cmpint (gtk_widget_get_width (page_window), ==, width);
  g_assert_cmpint (gtk_widget_get_height (page_window), ==, height);
  g_free (ts_ui_test_save_png (page_window, name));
  gtk_widget_set_size_request (page_window, -1, -1);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_page_render (void)
{
  render_page ("burgundy-score-page-1024x600-light", 1024, 600, ADW_COLOR_SCHEME_FORCE_LIGHT);
  render_page ("burgundy-score-page-1024x600-dark", 1024, 600, ADW_COLOR_SCHEME_FORCE_DARK);
  render_page ("burgundy-score-page-1920x1080-light", 1920, 1080, ADW_COLOR_SCHEME_FORCE_LIGHT);
  render_page ("burgundy-score-page-1920x1080-dark", 1920, 1080, ADW_COLOR_SCHEME_FORCE_DARK);
}

/* (player name, delta, cause) rows of the summary's grid; the name stands on a player's
 * first row only. */
static GtkWidget *
find_grid (GtkWidget *widget)
{
  if (GTK_IS_GRID (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *grid = find_grid (child);

      if (grid != NULL)
        return grid;
    }
  return NULL;
}

/* (player name, delta, cause) rows of the summary's grid; the name stands on a player's
 * first row only. */
static GPtrArray *
summary_rows (GtkWidget *summary)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *grid = find_grid (summary);
  const char *name = NULL;

  g_assert_true (GTK_IS_GRID (grid));
  for (int r = 0; gtk_grid_get_child_at (GTK_GRID (grid), 1, r) != NULL; r++)
    {
      GtkWidget *who = gtk_grid_get_child_at (GTK_GRID (grid), 0, r);
      GtkWidget *delta = gtk_grid_get_child_at (GTK_GRID (grid), 1, r);
      GtkWidget *cause = gtk_grid_get_child_at (GTK_GRID (grid), 2, r);

      if (who != NULL)
        name = gtk_label_get_text (GTK_LABEL (who));
      g_assert_nonnull (name);
      g_ptr_array_add (rows, g_strdup_printf ("%s|%s|%s", name,
                                              gtk_label_get_text (GTK_LABEL (delta)),
                                              cause != NULL && cause != delta
                                                                ? gtk_label_get_text (
                                                                    GTK_LABEL (cause))
                                                                : ""));
    }
  return rows;
}

static gboolean
has_row (GPtrArray  *rows,
         const char *row)
{
  for (guint i = 0; i < rows->len; i++)
    if (g_str_equal (g_ptr_array_index (rows, i), row))
      return TRUE;
  return FALSE;
}

static void
test_phase_summary (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *summary = ts_burgundy_phase_summary_new ();
  g_autoptr(JsonArray) players = new_players ();
  g_autofree TsBurgundyState *start = ts_burgundy_state_new_from_setup (NULL, players, NULL,
                                                                        NULL);
  g_autoptr(GPtrArray) ledger = ts_burgundy_ledger_lines (after_phase_a);
  g_autoptr(GPtrArray) rows = NULL;
  guint paid = 0;

  gtk_window_set_child (GTK_WINDOW (window), summary);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, -1);
  gtk_widget_set_valign (summary, GTK_ALIGN_START);

  /* Nothing has ended at the start, nor while a phase is played. */
  g_assert_false (ts_burgundy_phase_summary_set_state (TS_BURGUNDY_PHASE_SUMMARY (summary),
                                                       start));
  g_assert_false (gtk_widget_get_visible (summary));
  g_assert_false (ts_burgundy_phase_summary_set_state (TS_BURGUNDY_PHASE_SUMMARY (summary),
                                                       mid_phase));

  g_assert_true (ts_burgundy_phase_summary_set_state (TS_BURGUNDY_PHASE_SUMMARY (summary),
                                                      after_phase_a));
  g_assert_true (gtk_widget_get_visible (summary));
  rows = summary_rows (summary);
  for (guint p = 0; p < N_PLAYERS; p++)
    {
      int silver = 0, lines = 0;

      /* The mines' lines the ledger has, and the mines on the duchy: the same silver. */
      for (guint k = 0; k < ledger->len; k++)
        {
          const TsLedgerLine *line = g_ptr_array_index (ledger, k);

          if (line->player == p && g_str_equal (line->cause_id, "mines"))
            {
              g_assert_cmpint (line->resource, ==, TS_LEDGER_SILVER);
              silver += line->delta;
              lines++;
            }
        }
      g_assert_cmpint (silver, ==, count_mines (after_phase_a, p));
      if (silver > 0)
        {
          g_autofree char *row = g_strdup_printf ("%s|+%d silver|Mines at the end of the phase",
                                                  after_phase_a->names[p], silver);

          g_assert_cmpint (lines, ==, 1);
          g_assert_true (has_row (rows, row));
          paid++;
        }
      else
        {
          g_autofree char *row = g_strdup_printf ("%s|Nothing this time|",
                                                  after_phase_a->names[p]);

          g_assert_true (has_row (rows, row));
        }
    }
  g_assert_cmpuint (paid, >, 0);

  ts_ui_test_redraw (window);
  g_free (ts_ui_test_save_png (window, "burgundy-phase-summary"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  ts_ui_test_redraw (window);
  g_free (ts_ui_test_save_png (window, "burgundy-phase-summary-dark"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Four players, long names, a tie broken on the bridge: the rows the sheet and the page
 * share, and the sheet drawn with them. The breakdown is the engine's, as a finished game or
 * a final-scoring sheet gives it. */
static JsonNode *
four_players_new (void)
{
  static const TsBurgundyFinalRow rows[] = {
    { "Maximiliane von Habsburg-Lothringen", 2, { 17, 26 }, { 8, 6 }, 140, 3, 4, 1, 162, 2, 3,
      1 },
    { "Bruno", 0, { 0 }, { 0 }, 150, 5, 6, 1, 162, 2, 3, 2 },
    { "Carla", 1, { 26 }, { 0 }, 120, 0, 2, 0, 122, 6, 5, 1 },
    { "Daniel", 0, { 0 }, { 0 }, 98, 1, 0, 2, 101, 9, 1, 1 },
  };

  return ts_burgundy_breakdown_build (rows, G_N_ELEMENTS (rows), 0, 2);
}

static void
test_sheet_rows (void)
{
  g_autoptr(JsonNode) root = four_players_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GDateTime) date = g_date_time_new_local (2024, 3, 9, 20, 0, 0);
  TsScoreSheetExtras extras = { date, { "red", "blue", "#f6d32d", "white" } };
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ?: ".", "artifacts",
                                            "burgundy-score-sheet-4-players.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GdkTexture) texture = NULL;
  static const char *const labels[] = {
    "VP on the track", "Goods left", "Silver", "Workers", "Monastery 17", "Monastery 26",
    "Total", "Empty duchy spaces", "Bridge position",
  };
  g_autoptr(JsonNode) null_node = json_node_new (JSON_NODE_NULL);
  const TsScoreRow *row;
  guint n = 0;

  rows = ts_score_sheet_dup_rows (root, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (rows->len, ==, G_N_ELEMENTS (labels));
  for (guint r = 0; r < rows->len; r++)
    g_assert_cmpstr (((TsScoreRow *) g_ptr_array_index (rows, r))->label, ==, labels[r]);

  row = g_ptr_array_index (rows, 4);
  g_assert_cmpstr (row->note, ==, "4 VP per watchtower");
  g_assert_cmpstr (row->cells[0], ==, "8");
  g_assert_null (row->cells[1]);
  row = g_ptr_array_index (rows, 5);
  g_assert_cmpstr (row->cells[0], ==, "6");
  g_assert_cmpstr (row->cells[2], ==, "0");
  g_assert_null (row->cells[3]);
  row = g_ptr_array_index (rows, 6);
  g_assert_cmpint (row->kind, ==, TS_SCORE_ROW_TOTAL);
  g_assert_cmpstr (row->cells[1], ==, "162");
  /* Heights only where two players share a space. */
  row = g_ptr_array_index (rows, 8);
  g_assert_cmpint (row->kind, ==, TS_SCORE_ROW_TIE_BREAK);
  g_assert_cmpstr (row->cells[0], ==, "3 (height 1)");
  g_assert_cmpstr (row->cells[1], ==, "3 (height 2)");
  g_assert_cmpstr (row->cells[2], ==, "5");
  g_assert_cmpstr (row->cells[3], ==, "1");

  g_assert_null (ts_score_sheet_dup_rows (null_node, &n));
  g_assert_cmpuint (n, ==, 0);

  g_assert_true (ts_score_sheet_save_full (root, "Club night", &extras, FALSE, file,
                                           &error));
  g_assert_no_error (error);
  texture = gdk_texture_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, TS_SCORE_SHEET_PNG_WIDTH);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The chart's accessible description is read back through GTK's test backend. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);
  play_match ();

  g_test_add_func ("/ui/burgundy/score-page/final", test_page_final);
  g_test_add_func ("/ui/burgundy/score-page/actions", test_actions);
  g_test_add_func ("/ui/burgundy/score-page/export", test_export);
  g_test_add_func ("/ui/burgundy/score-page/export-unfinished", test_export_unfinished);
  g_test_add_func ("/ui/burgundy/score-page/render", test_page_render);
  g_test_add_func ("/ui/burgundy/score-sheet/rows", test_sheet_rows);
  g_test_add_func ("/ui/burgundy/vp-chart/series", test_chart_series);
  g_test_add_func ("/ui/burgundy/vp-chart/description", test_chart_description);
  g_test_add_func ("/ui/burgundy/vp-chart/render", test_chart_render);
  g_test_add_func ("/ui/burgundy/phase-summary/after-phase-a", test_phase_summary);
  status = g_test_run ();

  /* Nothing keeps the page or the match alive once the window is gone. */
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *) &page);
  ts_ui_test_destroy_window (GTK_WINDOW (page_window));
  g_assert_null (page);
  g_assert_finalize_object (match);
  match = NULL;
  g_clear_pointer (&after_phase_a, ts_burgundy_state_free);
  g_clear_pointer (&mid_phase, ts_burgundy_state_free);
  return status;
}

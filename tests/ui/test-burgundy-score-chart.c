/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy scores: a whole 2-player match played through TsMatch with random
 * legal entries (burgundy-score-ui-util.c), then the VP chart and the phase summary checked
 * against the engine's breakdown, ledger and states. */
#include <string.h>

#include "burgundy-score-ui-util.h"
#include "ts-burgundy.h"
#include "ts-burgundy-phase-summary.h"
#include "ts-vp-chart.h"
#include "ts-ui-test-util.h"

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

int
main (int   argc,
      char *argv[])
{
  score_test_init (&argc, &argv, FALSE);

  g_test_add_func ("/ui/burgundy/vp-chart/series", test_chart_series);
  g_test_add_func ("/ui/burgundy/vp-chart/description", test_chart_description);
  g_test_add_func ("/ui/burgundy/vp-chart/render", test_chart_render);
  g_test_add_func ("/ui/burgundy/phase-summary/after-phase-a", test_phase_summary);

  return score_test_run ();
}

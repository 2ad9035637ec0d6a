/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "burgundy-score-ui-util.h"

#include "ts-burgundy.h"
#include "ts-ui-test-util.h"

/* Shared by the tests: one finished match, and the state that waited for phase B's depots. */
TsMatch *match;
TsBurgundyState *after_phase_a;
TsBurgundyState *mid_phase;
GtkWidget *page_window;
TsScorePage *page;
gboolean enabled_before_end;

JsonArray *
new_players (void)
{
  static const char *const names[N_PLAYERS + 1] = { "Ana", "Bruno", NULL };
  static const char *const colors[N_PLAYERS + 1] = { "blue", "white", NULL };

  return ts_ui_test_players_colored (names, colors);
}

guint
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
  /* The buttons shown: Export This Play for BG Stats… shows only for a play no QR code
   * holds. */
  if (GTK_IS_ACTIONABLE (widget) && gtk_widget_get_visible (widget)
      && g_str_has_prefix (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) ?: "",
                           "score."))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_actionables (child, out);
}

gboolean
actions_enabled (void)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  guint n_enabled = 0;

  ts_ui_test_spin ();
  collect_actionables (GTK_WIDGET (page), buttons);
  /* PDF, PNG, Print and the final-scoring sheet (issue 58: a 2-player game has one). */
  g_assert_cmpuint (buttons->len, ==, 4);
  for (guint i = 0; i < buttons->len; i++)
    n_enabled += gtk_widget_get_sensitive (g_ptr_array_index (buttons, i));
  g_assert_true (n_enabled == 0 || n_enabled == buttons->len);
  return n_enabled > 0;
}

/* Plays the whole match through TsMatch, with the score page following it. */
static void
play_match (gboolean png)
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
          if (png)
            {
              ts_ui_test_redraw (page_window);
              g_free (ts_ui_test_save_png (page_window, "burgundy-score-page-playing"));
            }
        }
    }
  g_assert_true (ts_match_get_finished (match));
  g_assert_nonnull (after_phase_a);
  g_assert_nonnull (mid_phase);
}

void
score_test_init (int      *argc,
                 char   ***argv,
                 gboolean  png)
{
  /* The chart's accessible description is read back through GTK's test backend. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (argc, argv);
  play_match (png);
}

int
score_test_run (void)
{
  int status = g_test_run ();

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

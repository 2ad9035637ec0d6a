/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How long one entry takes at the table on each game's table page, late in a game: applied
 * through TsMatch with the page updating itself (its handlers run inside the apply), and
 * then the next frame laid out and painted. Also what a frame of the same page costs with
 * nothing changed, to tell the page's own work from GTK's painting. See docs/benchmarks.md,
 * "Table pages". */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "ts-bench-changed.h"
#include "ts-bench-scenarios.h"
#include "ts-bench-damage.h"
#include "ts-bench-floor.h"
#include "ts-bench-nodes.h"
#include "ts-bench-stats.h"
#include "ts-frame-memory.h"
#include "ts-game-page.h"
#include "ts-views.h"
#include "ts-window.h"

/* One game's samples, in milliseconds. */
typedef struct
{
  GArray *apply;  /* entry applied, page updated */
  GArray *frame;  /* ... and the next frame painted */
  GArray *idle;   /* a frame asked for with nothing changed */
  GArray *repaint; /* the whole page repainted, nothing changed */
  GArray *begun;  /* the entry's frame: from the apply's return to the frame clock starting it */
  GArray *layout; /* ... and from there to its layout done */
  GArray *paint;  /* ... and from there to painted (snapshot and rendering) */
  GArray *changed;      /* --changed: % of the window's pixels the entry changed */
  GArray *changed_box;  /* ... and the % its bounding box covers */
  GArray *slow_changed; /* ... the same as changed, for entries over 16.7 ms */
  GArray *slow_box;     /* ... and their bounding box */
  GArray *offscreen;    /* the whole page drawn offscreen, the drawing alone */
  GArray *display;      /* --table-display: the table's display's next frame painted */
  guint n_games;
} Samples;

static gboolean painted;
static gint64 last_paint;
static gboolean back_to_back;
static gint64 laid_out;
static gint64 frame_begun;
static int floor_frames = 10;
static gboolean opt_changed;
static gboolean opt_node_costs; /* --node-costs */
static gboolean opt_table_display; /* the match shown to the table too (issue 45) */
static char *save_dir; /* --save-to: each entry saved there as the app does, or not saved */
static gboolean display_painted;
static TsBenchDamage *damage; /* --damage */

/* --changed: how much of the window the last entry's frame changed, against the frame
 * before it (what the page had to paint again at the least). */
static void
measure_changed (GtkWidget *window,
                 Samples   *samples,
                 double     frame_ms)
{
  double share, box;

  if (!ts_bench_changed_take (window, &share, &box))
    return;
  g_array_append_val (samples->changed, share);
  g_array_append_val (samples->changed_box, box);
  if (frame_ms > 16.7)
    {
      g_array_append_val (samples->slow_changed, share);
      g_array_append_val (samples->slow_box, box);
    }
}

/* Connected after the window's own handler: the frame's layout (style, measure, allocate)
 * is done. */
static void
layout_cb (GdkFrameClock *clock,
           gpointer       user_data)
{
  laid_out = g_get_monotonic_time ();
}

/* The first phase of a frame: the frame clock has started it. */
static void
before_paint_cb (GdkFrameClock *clock,
                 gpointer       user_data)
{
  if (frame_begun == 0)
    frame_begun = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  painted = TRUE;
  last_paint = g_get_monotonic_time ();
}

/* --table-display: the display's own frame clock. */
static void
display_after_paint_cb (GdkFrameClock *clock,
                        gpointer       user_data)
{
  display_painted = TRUE;
  last_paint = g_get_monotonic_time ();
}

static void
settle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Settles, and waits until the frame clock is idle, no frame painted for 20 ms: it starts
 * one at most every refresh interval (16.7 ms at 60 Hz) after the previous one, and an entry
 * made at the table comes long after the previous one's frames, its 200 ms style transitions
 * included. Without this, an entry applied right after a frame would wait for the clock's
 * next tick, and that wait would be measured as the page's: once, the wait ended at the first
 * frame of the previous entry's transitions and measured 11-15 ms of their ticks. */
static void
settle_idle (void)
{
  for (;;)
    {
      gint64 wait;

      settle ();
      wait = last_paint + 20 * 1000 - g_get_monotonic_time ();
      if (wait <= 0)
        return;
      g_usleep (wait);
    }
}

static gboolean
deadline_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until *@flag is set by a frame painted (at most a second); FALSE if
 * none. */
static gboolean
wait_flag (gboolean *flag)
{
  gboolean late = FALSE;
  guint deadline = g_timeout_add (1000, deadline_cb, &late);

  while (!*flag && !late)
    g_main_context_iteration (NULL, TRUE);
  if (!late)
    g_source_remove (deadline);
  return *flag;
}

/* Runs the main loop until the page's next frame is painted (at most a second). Not inlined:
 * callgrind's --toggle-collect names it. */
static G_GNUC_NO_INLINE gboolean
wait_painted (void)
{
  return wait_flag (&painted);
}

/* --table-display: the same for the display's next frame, its update included. */
static G_GNUC_NO_INLINE gboolean
wait_display_painted (void)
{
  return wait_flag (&display_painted);
}

/* --table-display: F5's display of the page's match (issue 45), beside the window, with
 * its frame clock watched; NULL without the option. */
static GtkWidget *
show_to_table (GtkWidget *window)
{
  GtkWidget *page = NULL;
  GdkFrameClock *clock;
  GtkWidget *display;

  if (!opt_table_display)
    return NULL;
  for (GtkWidget *w = gtk_widget_get_first_child (window); w != NULL && page == NULL;)
    {
      if (TS_IS_GAME_PAGE (w))
        page = w;
      else if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && gtk_widget_get_next_sibling (w) == NULL)
            w = w == window ? NULL : gtk_widget_get_parent (w);
          w = w != NULL ? gtk_widget_get_next_sibling (w) : NULL;
        }
    }
  g_assert (page != NULL);
  gtk_widget_activate_action (page, "game.show-to-table", NULL);
  display = GTK_WIDGET (ts_game_page_get_table_display (TS_GAME_PAGE (page)));
  g_assert (display != NULL);
  while ((clock = gtk_widget_get_frame_clock (display)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_signal_connect (clock, "after-paint", G_CALLBACK (display_after_paint_cb), NULL);
  display_painted = FALSE;
  wait_flag (&display_painted);
  return display;
}

/* Frames of the page with nothing changed: a frame asked for (queue_draw: GTK snapshots the
 * window again, finds nothing to paint), and the whole page repainted from its cached render
 * nodes (the window's opacity changed, then back to 1: the frame measured is the one back
 * at 1, the page as it was, every pixel painted again). */
static void
measure_unchanged (GtkWidget *window,
                   Samples   *samples,
                   guint      n)
{
  gint64 quiet = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

  if (n == 0)
    return;
  /* The last entry's style transitions (200 ms) over first. */
  while (g_get_monotonic_time () < quiet)
    g_main_context_iteration (NULL, FALSE);
  for (guint i = 0; i < n; i++)
    {
      gint64 start;
      double ms;

      settle_idle ();
      painted = FALSE;
      start = g_get_monotonic_time ();
      gtk_widget_queue_draw (window);
      if (wait_painted ())
        {
          ms = (g_get_monotonic_time () - start) / 1000.0;
          g_array_append_val (samples->idle, ms);
        }

      painted = FALSE;
      gtk_widget_set_opacity (window, 0.99);
      wait_painted ();
      settle_idle ();
      painted = FALSE;
      start = g_get_monotonic_time ();
      gtk_widget_set_opacity (window, 1.0);
      if (wait_painted ())
        {
          ms = (g_get_monotonic_time () - start) / 1000.0;
          g_array_append_val (samples->repaint, ms);
        }
    }
}

/* One random game of @game from its scenario: up to @max_entries entries measured. */
static void
measure_game (const BenchGame *game,
              guint            seed,
              guint            max_entries,
              Samples         *samples)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TsMatch) match = ts_bench_scenario_match (game, rand, save_dir);
  g_autofree gpointer entry = g_malloc0 (game->entry_size);
  TsWindow *window;
  GdkFrameClock *clock;
  GtkWidget *display = NULL;
  guint n = 0;

  if (match == NULL)
    {
      fprintf (stderr, "%s, seed %u: the game ended before its scenario\n", game->name, seed);
      return;
    }
  window = ts_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  ts_window_show_match (window, match);
  gtk_window_present (GTK_WINDOW (window));
  settle ();
  while ((clock = gtk_widget_get_frame_clock (GTK_WIDGET (window))) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
  g_signal_connect (clock, "layout", G_CALLBACK (layout_cb), NULL);
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), NULL);
  /* The first frames of the page, and anything it does once shown, are not measured. */
  painted = FALSE;
  wait_painted ();
  settle ();
  display = show_to_table (GTK_WIDGET (window));
  if (opt_changed)
    {
      ts_bench_changed_forget ();
      settle_idle ();
      measure_changed (GTK_WIDGET (window), samples, 0);
    }
  if (damage != NULL)
    {
      settle_idle ();
      ts_bench_damage_take (damage, GTK_WIDGET (window), TRUE, 0);
    }

  while (n < max_entries && game->random_entry (ts_match_get_state (match), rand, entry))
    {
      gint64 start, applied;
      double ms;
      /* TS_BENCH_WORDS=1: each entry's frame and apply with its words, to tell which entries
       * make the slow frames. Described before it is applied, as the history says it. */
      g_autofree char *words
          = g_getenv ("TS_BENCH_WORDS") != NULL
                ? ts_match_get_module (match)->describe_entry (ts_match_get_state (match), entry)
                : NULL;

      /* Settle first so that the frame measured is this entry's. */
      if (back_to_back)
        settle ();
      else
        settle_idle ();
      painted = FALSE;
      display_painted = FALSE;
      if (damage != NULL)
        ts_bench_damage_watch ();
      start = g_get_monotonic_time ();
      ts_bench_apply_random (match, game, entry);
      applied = g_get_monotonic_time ();
      ms = (applied - start) / 1000.0;
      g_array_append_val (samples->apply, ms);
      laid_out = 0;
      frame_begun = 0;
      if (wait_painted ())
        {
          gint64 shown = g_get_monotonic_time ();

          ms = (shown - start) / 1000.0;
          g_array_append_val (samples->frame, ms);
          if (words != NULL)
            g_printerr ("words %.1f %.1f %s\n", ms, (applied - start) / 1000.0, words);
          /* The entry's instants, for a profile taken with `perf record -k CLOCK_MONOTONIC`
           * (g_get_monotonic_time() reads that clock): where each phase's time went. */
          if (g_getenv ("TS_BENCH_INSTANTS") != NULL)
            g_printerr ("instants %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT
                        " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
                        start, applied, frame_begun, laid_out, shown);
          if (laid_out >= applied && frame_begun >= applied)
            {
              ms = (frame_begun - applied) / 1000.0;
              g_array_append_val (samples->begun, ms);
              ms = (laid_out - frame_begun) / 1000.0;
              g_array_append_val (samples->layout, ms);
              ms = (shown - laid_out) / 1000.0;
              g_array_append_val (samples->paint, ms);
            }
          if (opt_changed)
            measure_changed (GTK_WIDGET (window), samples, (shown - start) / 1000.0);
          if (damage != NULL)
            {
              ts_bench_damage_take (damage, GTK_WIDGET (window), FALSE, (shown - start) / 1000.0);
              ts_bench_damage_repaint (damage, GTK_WIDGET (window));
            }
        }
      /* The display's own frame, once the page's is painted (it may come first). */
      if (display != NULL && wait_display_painted ())
        {
          ms = (last_paint - start) / 1000.0;
          g_array_append_val (samples->display, ms);
        }
      n++;
    }
  measure_unchanged (GTK_WIDGET (window), samples, floor_frames);
  ts_bench_floor_offscreen (GTK_WIDGET (window), samples->offscreen, floor_frames);
  if (opt_node_costs)
    {
      printf ("%s, game %u (seed %u) at its last entry:\n", game->name, samples->n_games + 1,
              seed);
      ts_bench_nodes_report (GTK_WIDGET (window), 10);
    }
  samples->n_games++;

  if (display != NULL)
    {
      g_signal_handlers_disconnect_by_func (gtk_widget_get_frame_clock (display),
                                            display_after_paint_cb, NULL);
      gtk_window_destroy (GTK_WINDOW (display));
    }
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, NULL);
  g_signal_handlers_disconnect_by_func (clock, layout_cb, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* A bare window of the same size putting a share of its pixels on screen: the part of every
 * frame that is GTK's whatever the page draws. Returns the median of its whole area painted
 * again, the yardstick of the pages' frames in this run, or -1. */
static double
report_bare_floor (void)
{
  static const double percents[] = { 10, 25, 50, 75, 100 };
  double whole = -1;

  if (floor_frames == 0)
    return -1;
  printf ("\nA bare window at 1366x768, a plain patch painted again (GTK putting pixels on "
          "screen)\n");
  for (guint i = 0; i < G_N_ELEMENTS (percents); i++)
    {
      g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (double));
      g_autofree char *what = g_strdup_printf ("%.0f %% of the window", percents[i]);

      ts_bench_floor_bare (1366, 768, percents[i], samples, floor_frames * 3);
      if (samples->len > 0)
        ts_bench_report_ms (what, samples);
      if (samples->len > 0 && percents[i] == 100)
        whole = ts_bench_percentile (samples, 50);
    }
  return whole;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *which = NULL;
  gboolean opt_damage = FALSE;
  int n_games = 5;
  int max_entries = 100;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &which,
      "burgundy, kingsburg, carcassonne, caylus or all (the default)", "GAME" },
    { "games", 0, 0, G_OPTION_ARG_INT, &n_games, "random games of each (5)", "N" },
    { "entries", 0, 0, G_OPTION_ARG_INT, &max_entries,
      "entries measured at most in each game (100)", "N" },
    { "floor-frames", 0, 0, G_OPTION_ARG_INT, &floor_frames,
      "frames of the unchanged page measured after each game (10)", "N" },
    { "changed", 0, 0, G_OPTION_ARG_NONE, &opt_changed,
      "also how much of the window each entry changed (pixels compared after its frame)",
      NULL },
    { "damage", 0, 0, G_OPTION_ARG_NONE, &opt_damage,
      "also what GTK paints again after each entry, and the widgets that make it", NULL },
    { "node-costs", 0, 0, G_OPTION_ARG_NONE, &opt_node_costs,
      "also, at each game's end, what each kind of node costs the cairo renderer to draw",
      NULL },
    { "table-display", 0, 0, G_OPTION_ARG_NONE, &opt_table_display,
      "with the match shown to the table too (F5, issue 45): its own frame timed as well",
      NULL },
    { "save-to", 0, 0, G_OPTION_ARG_FILENAME, &save_dir,
      "each entry saved to a record in DIR, as at the table (not saved without it)", "DIR" },
    { "back-to-back", 0, 0, G_OPTION_ARG_NONE, &back_to_back,
      "each entry right after the previous one's frame (its frame waits for the clock's tick)",
      NULL },
    { NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- the table pages' cost per entry");
  g_autoptr(GError) error = NULL;
  const char *renderer = g_getenv ("GSK_RENDERER");
  double p90[TS_BENCH_N_GAMES];
  double bare;
  gboolean chosen[TS_BENCH_N_GAMES] = { FALSE };
  gboolean any = FALSE;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || n_games < 1
      || max_entries < 1 || floor_frames < 0)
    {
      fprintf (stderr, "%s\n", error != NULL ? error->message : "--games and --entries: 1 or more");
      return 2;
    }
  for (guint g = 0; g < TS_BENCH_N_GAMES; g++)
    {
      chosen[g] = which == NULL || g_str_equal (which, "all") || g_str_equal (which, ts_bench_games[g].name);
      any = any || chosen[g];
    }
  if (!any)
    {
      fprintf (stderr, "unknown game %s\n", which);
      return 2;
    }

  /* As the app does (app/main.c). */
  ts_frame_memory_keep ();
  gtk_init ();
  adw_init ();
  ts_views_init ();
  /* GTK 4.8 fades a focused text field's cursor in and out with a frame every refresh
   * interval for 10 s after the last key (Kingsburg's forms): the clock never idles, and an
   * entry's frame would wait for its next tick. Measured without it. */
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, NULL);
  /* The app's own stylesheet, as AdwApplication loads it for Tableside's windows: the
   * window here belongs to no application. (Before 2026-11-25 the pages were measured
   * without it.) */
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/tableside/Tableside/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

  printf ("Table pages at 1366x768, renderer %s, %d games of each, at most %d entries a game%s\n",
          renderer != NULL ? renderer : "default", n_games, max_entries,
          opt_table_display ? ", shown to the table too (its display at 1024x640)" : "");
  for (guint g = 0; g < TS_BENCH_N_GAMES; g++)
    {
      Samples samples = {
        g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)),
        g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)),
        g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)),
        g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)),
        g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)),
        g_array_new (FALSE, FALSE, sizeof (double)), g_array_new (FALSE, FALSE, sizeof (double)),
        g_array_new (FALSE, FALSE, sizeof (double)), 0,
      };

      p90[g] = -1;
      if (!chosen[g])
        continue;
      if (opt_damage)
        damage = ts_bench_damage_new ();
      for (int i = 0; i < n_games; i++)
        measure_game (&ts_bench_games[g], 100 + i, max_entries, &samples);
      printf ("\n%s (%u games)\n", ts_bench_games[g].scenario, samples.n_games);
      if (samples.apply->len > 0)
        ts_bench_report_ms ("entry applied, page updated", samples.apply);
      if (samples.frame->len > 0)
        {
          ts_bench_report_ms ("... and the next frame painted", samples.frame);
          p90[g] = ts_bench_percentile (samples.frame, 90);
        }
      if (samples.display->len > 0)
        ts_bench_report_ms ("... and the table's display painted", samples.display);
      if (samples.layout->len > 0)
        {
          ts_bench_report_ms ("  of which waiting for the frame clock", samples.begun);
          ts_bench_report_ms ("  of which layout", samples.layout);
          ts_bench_report_ms ("  of which snapshot and rendering", samples.paint);
        }
      if (samples.changed->len > 0)
        {
          ts_bench_report_percent ("window changed by an entry, pixels", samples.changed);
          ts_bench_report_percent ("  their bounding box", samples.changed_box);
          if (samples.slow_changed->len > 0)
            {
              ts_bench_report_percent ("  pixels, entries over 16.7 ms", samples.slow_changed);
              ts_bench_report_percent ("  their bounding box", samples.slow_box);
            }
        }
      if (damage != NULL)
        ts_bench_damage_report (damage);
      g_clear_pointer (&damage, ts_bench_damage_free);
      if (samples.idle->len > 0)
        ts_bench_report_ms ("a frame, nothing changed", samples.idle);
      if (samples.repaint->len > 0)
        ts_bench_report_ms ("the whole page repainted, unchanged", samples.repaint);
      if (samples.offscreen->len > 0)
        ts_bench_report_ms ("  of which drawing it (offscreen)", samples.offscreen);
      fflush (stdout);
      g_array_unref (samples.apply);
      g_array_unref (samples.frame);
      g_array_unref (samples.idle);
      g_array_unref (samples.repaint);
      g_array_unref (samples.begun);
      g_array_unref (samples.layout);
      g_array_unref (samples.paint);
      g_array_unref (samples.changed);
      g_array_unref (samples.changed_box);
      g_array_unref (samples.slow_changed);
      g_array_unref (samples.slow_box);
      g_array_unref (samples.offscreen);
      g_array_unref (samples.display);
    }
  bare = report_bare_floor ();

  printf ("\nnext frame painted, p90 within 16.7 ms:");
  for (guint g = 0; g < TS_BENCH_N_GAMES; g++)
    if (p90[g] >= 0)
      printf ("  %s %.1f ms %s", ts_bench_games[g].name, p90[g], p90[g] <= 16.7 ? "yes" : "NO");
  printf ("\n");
  /* The same run's yardstick: how a busy or slow machine moved every figure at once. */
  if (bare > 0)
    {
      printf ("next frame painted, p90 over the bare window's whole repaint (%.2f ms):", bare);
      for (guint g = 0; g < TS_BENCH_N_GAMES; g++)
        if (p90[g] >= 0)
          printf ("  %s %.1fx", ts_bench_games[g].name, p90[g] / bare);
      printf ("\n");
    }
  return 0;
}

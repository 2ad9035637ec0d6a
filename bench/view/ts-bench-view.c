/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How long one entry takes at the table in a late 4-player game of Castles of Burgundy:
 * applied through TsMatch with the table page updating itself (its handlers run inside the
 * apply), and then the next frame laid out and painted. See docs/benchmarks.md. */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "burgundy/ts-burgundy-rules.h"
#include "ts-bench-stats.h"
#include "ts-views.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

static gboolean painted;

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  painted = TRUE;
}

static TsMatch *
late_game (guint seed,
           GRand *rand)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  static const char *const colors[] = { "red", "blue", "green", "yellow" };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;
  TsMatch *match;
  TsBurgundyEntry entry;

  for (guint i = 0; i < 4; i++)
    {
      JsonObject *player = json_object_new ();

      json_object_set_string_member (player, "name", names[i]);
      json_object_set_string_member (player, "color", colors[i]);
      json_array_add_object_element (players, player);
    }
  match = ts_match_new (&ts_burgundy_module, "Bench", players, NULL, NULL, &error);
  if (match == NULL)
    g_error ("%s", error->message);
  /* Phase E: the fullest duchies, ledgers and history the page ever shows. */
  while (((const TsBurgundyState *) ts_match_get_state (match))->phase < 4
         && ts_burgundy_random_entry (ts_match_get_state (match), rand, &entry))
    {
      g_autoptr(TsEntry) item = ts_entry_new_take (&ts_burgundy_module,
                                                   g_memdup2 (&entry, sizeof entry));

      if (!ts_match_apply (match, item, &error))
        g_error ("%s", error->message);
    }
  return match;
}

int
main (int   argc,
      char *argv[])
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 3;
  g_autoptr(GArray) apply_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) frame_ms = g_array_new (FALSE, FALSE, sizeof (double));

  gtk_init ();
  adw_init ();
  ts_views_init ();

  for (guint game = 0; game < games; game++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (100 + game);
      g_autoptr(TsMatch) match = late_game (game, rand);
      TsWindow *window = ts_window_new (NULL);
      GdkFrameClock *clock;
      TsBurgundyEntry entry;

      gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
      ts_window_show_match (window, match);
      gtk_window_present (GTK_WINDOW (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
      clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
      while (clock == NULL)
        {
          g_main_context_iteration (NULL, TRUE);
          clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
        }
      g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);

      while (ts_burgundy_random_entry (ts_match_get_state (match), rand, &entry))
        {
          g_autoptr(TsEntry) item = ts_entry_new_take (&ts_burgundy_module,
                                                       g_memdup2 (&entry, sizeof entry));
          gint64 start, applied, shown;
          gint64 deadline;
          double ms;

          /* Settle first so that the frame measured is this entry's. */
          while (g_main_context_iteration (NULL, FALSE))
            ;
          painted = FALSE;
          start = g_get_monotonic_time ();
          if (!ts_match_apply (match, item, NULL))
            g_error ("entry refused");
          applied = g_get_monotonic_time ();
          deadline = applied + G_USEC_PER_SEC;
          while (!painted && g_get_monotonic_time () < deadline)
            g_main_context_iteration (NULL, TRUE);
          shown = g_get_monotonic_time ();
          ms = (applied - start) / 1000.0;
          g_array_append_val (apply_ms, ms);
          if (painted)
            {
              ms = (shown - start) / 1000.0;
              g_array_append_val (frame_ms, ms);
            }
        }
      g_signal_handlers_disconnect_by_func (clock, after_paint_cb, NULL);
      gtk_window_destroy (GTK_WINDOW (window));
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }

  printf ("Castles of Burgundy table page, 4 players, phase E, %u games, renderer %s\n", games,
          g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "default");
  ts_bench_report_ms ("entry applied, page updated", apply_ms);
  if (frame_ms->len > 0)
    ts_bench_report_ms ("... and the next frame painted", frame_ms);
  return 0;
}

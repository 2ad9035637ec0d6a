/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a frame of Carcassonne's map costs on a full map: random games with every Traders &
 * Builders option are played to the end (up to 96 tiles, the whole box, and their figures)
 * and, for every tile placed from the 60th on, the map takes the new state and draws a
 * frame: the widget's snapshot (the board's nodes rebuilt) and its rendering to a texture
 * with the cairo renderer. Frames without a change (the cursor moved) are measured too. See
 * docs/benchmarks.md. */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "carcassonne/ts-carcassonne-map.h"
#include "ts-bench-stats.h"
#include "ts-views.h"

static const char *const colors[] = { "#e01b24", "#3584e4", "#f6d32d", "#ffffff", NULL };

static TsCarcassonneState *
new_game (void)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  TsCarcassonneState *state;

  for (guint i = 0; i < 4; i++)
    json_array_add_string_element (players, (const char *[]) { "Ana", "Bruno", "Carla",
                                                               "Duarte" }[i]);
  json_object_set_boolean_member (options, "tiles", TRUE);
  json_object_set_boolean_member (options, "goods", TRUE);
  json_object_set_boolean_member (options, "builder", TRUE);
  json_object_set_boolean_member (options, "pig", TRUE);
  state = ts_carcassonne_state_new (options, players, &error);
  if (state == NULL)
    g_error ("%s", error->message);
  return state;
}

/* One frame of @map: its snapshot (the widget's own, as GTK asks for it in a frame) and the
 * rendering of it. */
static double
frame (GtkWidget   *map,
       GskRenderer *renderer)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (map), height = gtk_widget_get_height (map);
  gint64 start = g_get_monotonic_time ();

  GTK_WIDGET_GET_CLASS (map)->snapshot (map, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert (node != NULL);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int   argc,
      char *argv[])
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 5;
  g_autoptr(GArray) placed_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) still_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) waiting_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) farms_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GError) error = NULL;
  GtkWindow *window;
  GtkWidget *map;
  guint tiles = 0;

  gtk_init ();
  adw_init ();
  ts_views_init ();
  if (!gsk_renderer_realize (renderer, NULL, &error))
    g_error ("%s", error->message);

  window = GTK_WINDOW (gtk_window_new ());
  map = ts_carcassonne_map_new ();
  gtk_window_set_default_size (window, 1280, 800);
  gtk_window_set_child (window, map);
  gtk_window_present (window);
  while (gtk_widget_get_width (map) == 0)
    g_main_context_iteration (NULL, TRUE);

  for (guint game = 0; game < games; game++)
    {
      g_autofree TsCarcassonneState *state = new_game ();
      g_autofree TsCarcassonneState *end = new_game ();
      g_autoptr(GRand) rand = g_rand_new_with_seed (500 + game);
      TsCarcassonneEntry entry;

      /* The view the players would choose: the whole finished map in sight, at one scale
       * for the whole game (a zoom redraws the tile pictures once, at the new scale). */
      while (ts_carcassonne_random_entry (end, rand, &entry))
        if (!ts_carcassonne_apply (end, &entry, NULL))
          g_error ("entry refused");
      ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), end, colors);
      ts_carcassonne_map_fit (TS_CARCASSONNE_MAP (map));
      frame (map, renderer);
      g_rand_set_seed (rand, 500 + game);

      while (ts_carcassonne_random_entry (state, rand, &entry))
        {
          gint64 start;
          double ms;

          if (!ts_carcassonne_apply (state, &entry, NULL))
            g_error ("entry refused");
          if (state->stage == TS_CARCASSONNE_STAGE_PLACE && state->n_tiles >= 60)
            {
              /* A tile drawn: every spot where it fits numbered and drawn with its number. */
              start = g_get_monotonic_time ();
              ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
              ts_carcassonne_map_set_pending (TS_CARCASSONNE_MAP (map), state->drawn);
              ms = (g_get_monotonic_time () - start) / 1000.0 + frame (map, renderer);
              g_array_append_val (waiting_ms, ms);
              ts_carcassonne_map_set_pending (TS_CARCASSONNE_MAP (map), -1);
            }
          if (entry.type != TS_CARCASSONNE_ENTRY_PLACE || state->n_tiles < 60)
            continue;
          /* The page's work after a placement: the map takes the state (its board is drawn
           * again) and the next frame. */
          start = g_get_monotonic_time ();
          ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
          ms = (g_get_monotonic_time () - start) / 1000.0 + frame (map, renderer);
          g_array_append_val (placed_ms, ms);
        }
      tiles += state->n_tiles;
      /* The farms overlay drawn again for a new state: every field's holders looked up. */
      ts_carcassonne_map_set_farms (TS_CARCASSONNE_MAP (map), TRUE);
      for (guint i = 0; i < 10; i++)
        {
          gint64 start = g_get_monotonic_time ();
          double ms;

          ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
          ms = (g_get_monotonic_time () - start) / 1000.0 + frame (map, renderer);
          g_array_append_val (farms_ms, ms);
        }
      ts_carcassonne_map_set_farms (TS_CARCASSONNE_MAP (map), FALSE);
      /* The finished map, the cursor moving over it. */
      for (guint i = 0; i < 50; i++)
        {
          double ms;

          ts_carcassonne_map_set_cursor (TS_CARCASSONNE_MAP (map), (int) (i % 7) - 3,
                                         (int) (i % 5) - 2);
          ms = frame (map, renderer);
          g_array_append_val (still_ms, ms);
        }
    }

  printf ("Carcassonne map, 1280x800, 4 players, every option, %u games (%.0f tiles at the "
          "end), cairo renderer\n",
          games, tiles / (double) games);
  ts_bench_report_ms ("tile placed: state taken, frame drawn", placed_ms);
  ts_bench_report_ms ("cursor moved: frame drawn", still_ms);
  ts_bench_report_ms ("tile drawn: its spots numbered, frame drawn", waiting_ms);
  ts_bench_report_ms ("farms overlay: state taken, frame drawn", farms_ms);
  gsk_renderer_unrealize (renderer);
  gtk_window_destroy (window);
  return 0;
}

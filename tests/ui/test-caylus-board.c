/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsCaylusBoard on states the engine builds from real entries (setup, draft, planning): the
 * cards in Road order with the dealt tiles' names, empty spaces, the Provost's marker and the
 * dimmed cards beyond it, houses and workers after planning, the accessible names, and the
 * board at 1024×600 (light and dark) and 1280×800. Its keys are test-caylus-board-keys.c's. */
#include "config.h"

#include <string.h>

#include "caylus-board-ui-util.h"
#include "ts-caylus-board.h"
#include "ts-caylus-card.h"
#include "ts-ui-pixels-util.h"
#include "ts-ui-test-util.h"
#include "ts-tooltip.h"

/* What Road spaces 1-8, 9 and 14 show. */
static const char *const road_names[] = {
  "Farm", "Sawmill", "Quarry", "Carpenter", "Market", "Farm", "Market", "Guild", "Tailor",
};

/* Skips the Provost moves after planning until the first building with a worker is
 * activated. */
static void
skip_to_activation (TsCaylusState *state)
{
  while (state->stage != TS_CAYLUS_STAGE_ACTIVATE)
    {
      g_autofree char *json = g_strdup_printf ("{\"type\": \"skip\", \"player\": %d}",
                                               state->actor);

      apply (state, json);
    }
}

static char *
labels (GtkWidget *widget)
{
  GString *out = g_string_new (NULL);

  ts_ui_test_collect_labels (widget, out);
  return g_string_free (out, FALSE);
}

static gboolean
is_provost (GtkWidget    *widget,
            gconstpointer data)
{
  return gtk_widget_has_css_class (widget, "cy-provost");
}

/* The dealt tiles in Road order with their names; the empty spaces empty; the printed
 * buildings and the bridge first. */
static void
test_road (void)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  static const char *const printed[] = { "Fair", "Lawyer", "Carpenter", "Toll" };

  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  ts_ui_test_spin ();
  g_assert_cmpuint (state->n_spots, ==, TS_CAYLUS_N_PRINTED + 23);

  for (guint s = 0; s < TS_CAYLUS_N_PRINTED; s++)
    {
      g_autofree char *name = accessible_name (spot_card (board, s));

      g_assert_cmpstr (name, ==, printed[s]);
    }
  for (guint space = 1; space <= 23; space++)
    {
      GtkWidget *card = road_card (board, space);
      g_autofree char *name = accessible_name (card);
      g_autofree char *text = labels (card);
      const char *tile = space <= 9 ? road_names[space - 1] : space == 14 ? "Farm" : NULL;
      g_autofree char *head = g_strdup_printf ("Road space %u", space);

      g_assert_true (g_str_has_prefix (name, head));
      if (tile != NULL)
        {
          /* "Road space 1: Farm, setup side; beyond the Provost" */
          g_autofree char *expected = g_strdup_printf ("%s: %s, setup side", head, tile);

          g_assert_true (g_str_has_prefix (name, expected));
          g_assert_nonnull (strstr (text, tile));
          g_assert_false (gtk_widget_has_css_class (card, "cy-empty"));
        }
      else
        {
          g_autofree char *expected = g_strdup_printf ("%s, empty", head);

          g_assert_true (g_str_has_prefix (name, expected));
          g_assert_nonnull (strstr (text, "empty"));
          g_assert_true (gtk_widget_has_css_class (card, "cy-empty"));
        }
    }
  /* In reading order: Fair … Toll, the bridge, then the Road's spaces 1-23. */
  collect_cards (gtk_widget_get_last_child (board), cards);
  g_assert_cmpuint (cards->len, ==, TS_CAYLUS_N_PRINTED + 1 + 23);
  for (guint i = 0; i < cards->len; i++)
    {
      guint spot = ts_caylus_card_get_spot (cards->pdata[i]);

      if (i < TS_CAYLUS_N_PRINTED)
        g_assert_cmpuint (spot, ==, i);
      else if (i > TS_CAYLUS_N_PRINTED)
        g_assert_cmpuint (spot, ==, i - 1);
    }
  {
    g_autofree char *bridge = accessible_name (cards->pdata[TS_CAYLUS_N_PRINTED]);

    g_assert_cmpstr (bridge, ==, "Guild Bridge: nobody on it; below it: Ana, Bruno, Carla, Dan");
  }
  /* The "*" marks a tile with a fact from one source; its facts are in the tooltip. */
  {
    const TsCaylusTile *tailor = ts_caylus_spot_tile (state, TS_CAYLUS_N_PRINTED - 1 + 9);
    g_autofree char *text = labels (road_card (board, 9));
    g_autofree char *facts = ts_caylus_tile_facts (tailor);
    const char *tip = ts_tooltip_get (road_card (board, 9));

    g_assert_nonnull (strstr (tip, facts));
    if (tailor->unsure != 0)
      g_assert_nonnull (strstr (text, "Tailor*"));
  }
  ts_ui_test_destroy_window (window);
}

/* The Provost after Road space 8 (before the wood building, CY-SET-06): the marker between
 * space 8 and space 9, the cards of spaces 9-23 dimmed, none before. */
static void
test_provost (void)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  GtkWidget *marker;
  g_autofree char *name = NULL;

  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  g_assert_cmpuint (state->provost, ==, 8);
  marker = ts_ui_test_find (board, is_provost, NULL);
  g_assert_nonnull (marker);
  g_assert_true (gtk_widget_get_prev_sibling (marker) == road_card (board, 8));
  g_assert_true (gtk_widget_get_next_sibling (marker) == road_card (board, 9));
  name = accessible_name (marker);
  g_assert_cmpstr (name, ==, "Provost: after road space 8");
  for (guint s = 0; s < state->n_spots; s++)
    {
      GtkWidget *card = spot_card (board, s);
      g_autofree char *card_name = accessible_name (card);
      gboolean beyond = s >= TS_CAYLUS_N_PRINTED - 1 + 9;

      g_assert_cmpint (gtk_widget_has_css_class (card, "cy-beyond"), ==, beyond);
      g_assert_cmpint (strstr (card_name, "; beyond the Provost") != NULL, ==, beyond);
      /* Issue 41: the card the Provost stands after says so, and no other. */
      g_assert_cmpint (strstr (card_name, "the Provost stands") != NULL, ==,
                       s == TS_CAYLUS_N_PRINTED - 1 + 8);
    }
  {
    g_autofree char *nine = accessible_name (road_card (board, 9));

    g_assert_cmpstr (nine, ==, "Road space 9: Tailor, setup side; beyond the Provost");
  }

  /* Moved back to the bridge: the marker follows, everything on the Road is beyond. */
  state->provost = 0;
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  g_clear_pointer (&name, g_free);
  name = accessible_name (marker);
  g_assert_cmpstr (name, ==, "Provost: after the Guild Bridge");
  {
    g_autofree char *bridge = accessible_name (gtk_widget_get_prev_sibling (marker));
    g_autofree char *eight = accessible_name (road_card (board, 8));

    g_assert_true (g_str_has_suffix (bridge, "; the Provost stands right after it"));
    g_assert_null (strstr (eight, "the Provost stands"));
  }
  g_assert_true (gtk_widget_get_next_sibling (marker) == road_card (board, 1));
  g_assert_true (gtk_widget_has_css_class (road_card (board, 1), "cy-beyond"));
  g_assert_false (gtk_widget_has_css_class (spot_card (board, 3), "cy-beyond"));

  /* CY-PRV-04: on the third of the four Provost spaces past the Road, after the last card;
   * nothing is beyond it. */
  state->provost = 25;
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  g_clear_pointer (&name, g_free);
  name = accessible_name (marker);
  g_assert_cmpstr (name, ==, "Provost: at the end of the Road");
  {
    g_autofree char *last = accessible_name (road_card (board, 23));

    g_assert_true (
        g_str_has_suffix (last, "; the Provost stands after it, at the end of the Road"));
  }
  g_assert_true (gtk_widget_get_prev_sibling (marker) == road_card (board, 23));
  g_assert_false (gtk_widget_has_css_class (road_card (board, 23), "cy-beyond"));
  ts_ui_test_destroy_window (window);
}

/* After planning: workers on their buildings and in the Worksite, houses on the bridge in
 * the order passed; once the Carpenter builds, its builder's house on the new building; the
 * card activated now marked. */
static void
test_pieces (void)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  g_autofree char *one = NULL, *three = NULL, *bridge = NULL, *worksite = NULL;
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  caylus_board_plan (state);
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  one = accessible_name (road_card (board, 1));
  g_assert_cmpstr (one, ==, "Road space 1: Farm, setup side, Bruno's worker (Blue)");
  three = accessible_name (road_card (board, 3));
  g_assert_cmpstr (three, ==, "Road space 3: Quarry, setup side, Dan's worker (Black)");
  worksite = accessible_name (spot_card (board, TS_CAYLUS_AT_WORKSITE));
  g_assert_nonnull (strstr (worksite, "Carla's worker on space 1"));
  collect_cards (gtk_widget_get_last_child (board), cards);
  bridge = accessible_name (cards->pdata[TS_CAYLUS_N_PRINTED]);
  g_assert_cmpstr (bridge, ==, "Guild Bridge, in order: Ana, Bruno, Carla, Dan; none below it");
  /* Workers and houses drawn: one worker shape on space 1. */
  {
    g_autoptr(GPtrArray) pieces = g_ptr_array_new ();
    GtkWidget *card = road_card (board, 1);

    for (GtkWidget *w = card; w != NULL;)
      {
        if (gtk_widget_has_css_class (w, "cy-worker"))
          g_ptr_array_add (pieces, w);
        /* depth first within the card */
        if (gtk_widget_get_first_child (w) != NULL)
          w = gtk_widget_get_first_child (w);
        else
          {
            while (w != card && gtk_widget_get_next_sibling (w) == NULL)
              w = gtk_widget_get_parent (w);
            w = w == card ? NULL : gtk_widget_get_next_sibling (w);
          }
      }
    g_assert_cmpuint (pieces->len, ==, 1);
  }

  /* Skip the Provost moves until the Carpenter is activated with Ana's worker on it. */
  skip_to_activation (state);
  g_assert_cmpuint (state->cursor, ==, 2);
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  {
    GtkWidget *carpenter = spot_card (board, 2);
    g_autofree char *name = accessible_name (carpenter);
    g_autofree char *text = labels (carpenter);

    g_assert_true (gtk_widget_has_css_class (carpenter, "cy-now"));
    g_assert_cmpstr (name, ==, "Carpenter, Ana's worker (Red); being activated now");
    g_assert_nonnull (strstr (text, "now"));
    g_assert_false (gtk_widget_has_css_class (spot_card (board, 0), "cy-now"));
    /* Nothing targeted: focus goes to the card of the cursor. */
    ts_caylus_board_focus_target (TS_CAYLUS_BOARD (board));
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == carpenter);
  }
  /* Ana builds the wood Farm: it goes on Road space 10 with her house. */
  apply (state, "{\"type\": \"use\", \"player\": 0, \"option\": 0, \"tile\": \"w-farm\"}");
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  {
    g_autofree char *ten = accessible_name (road_card (board, 10));

    g_assert_true (g_str_has_prefix (ten, "Road space 10: Farm, construction side, Ana's house"));
  }
  ts_ui_test_destroy_window (window);
}

static gboolean
has_class (GtkWidget    *widget,
           gconstpointer css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

/* Each house and worker has its player's mark right of it, in the ink that reads on the card
 * (the card's words name the player already); without marks, the piece alone. */
static void
test_marks (void)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  static const char *const marks[] = { "A", "B", "C", "D", NULL };
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  GtkWidget *worker, *house;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  caylus_board_plan (state);
  ts_caylus_board_set_marks (TS_CAYLUS_BOARD (board), marks);
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  /* Bruno's blue worker on Road space 1, his "B" in black beside it. */
  worker = ts_ui_test_find (road_card (board, 1), has_class, "cy-worker");
  {
    g_autoptr(cairo_surface_t) pixels = ts_ui_pixels_of_widget (worker);
    int width = cairo_image_surface_get_width (pixels);
    int height = cairo_image_surface_get_height (pixels);

    g_assert_cmpint (width, >, 12 + 2 + 4);
    g_assert_cmpuint (ts_ui_pixels_count_near (pixels, 0, 0, 12, height, "#3584e4"), >, 30);
    g_assert_cmpuint (ts_ui_pixels_count_near (pixels, 14, 0, width - 14, height, "#000000"),
                      >, 5);
    g_assert_cmpuint (ts_ui_pixels_count_near (pixels, 14, 0, width - 14, height, "#3584e4"),
                      ==, 0);
  }
  /* Ana's house first on the Guild Bridge, with her mark. */
  collect_cards (gtk_widget_get_last_child (board), cards);
  house = ts_ui_test_find (cards->pdata[TS_CAYLUS_N_PRINTED], has_class, "cy-house");
  {
    g_autoptr(cairo_surface_t) pixels = ts_ui_pixels_of_widget (house);
    int width = cairo_image_surface_get_width (pixels);

    g_assert_cmpint (width, >, 15 + 2 + 4);
    g_assert_cmpuint (ts_ui_pixels_count_near (pixels, 17, 0, width - 17, 15, "#000000"), >, 5);
  }

  ts_caylus_board_set_marks (TS_CAYLUS_BOARD (board), NULL);
  worker = ts_ui_test_find (road_card (board, 1), has_class, "cy-worker");
  {
    g_autoptr(cairo_surface_t) pixels = ts_ui_pixels_of_widget (worker);

    g_assert_cmpint (cairo_image_surface_get_width (pixels), ==, 12);
  }
  ts_ui_test_destroy_window (window);
}

/* The cards off the Road are filled again only when what they show changes: a worker placed
 * on the Road leaves the Guild Bridge and the Worksite as they were (their houses and workers
 * are not drawn again), and a worker on the Worksite fills it again. The Road card the worker
 * goes to keeps its band, name and side, and makes its pieces again. */
static void
test_cards_kept (void)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  GtkWidget *bridge, *worksite, *bridge_band, *worksite_band;
  GtkWidget *farm, *farm_band;
  g_autofree char *name = NULL;

  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  collect_cards (gtk_widget_get_last_child (board), cards);
  bridge = cards->pdata[TS_CAYLUS_N_PRINTED];
  worksite = spot_card (board, TS_CAYLUS_AT_WORKSITE);
  bridge_band = ts_ui_test_find_type (bridge, GTK_TYPE_LABEL);
  worksite_band = ts_ui_test_find_type (worksite, GTK_TYPE_LABEL);
  farm = road_card (board, 1);
  farm_band = ts_ui_test_find_type (farm, GTK_TYPE_LABEL);
  g_assert_null (ts_ui_test_find (farm, has_class, "cy-worker"));

  apply (state, "{\"type\": \"place\", \"player\": 0, \"at\": \"carpenter\"}");
  apply (state, "{\"type\": \"place\", \"player\": 1, \"at\": \"road-1\"}");
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  g_assert_true (ts_ui_test_find_type (bridge, GTK_TYPE_LABEL) == bridge_band);
  g_assert_true (ts_ui_test_find_type (worksite, GTK_TYPE_LABEL) == worksite_band);
  /* A worker placed on the Farm: its pieces are made again, its words on screen kept. */
  g_assert_nonnull (ts_ui_test_find (farm, has_class, "cy-worker"));
  g_assert_true (ts_ui_test_find_type (farm, GTK_TYPE_LABEL) == farm_band);
  g_clear_pointer (&name, g_free);
  name = accessible_name (farm);
  g_assert_cmpstr (name, ==, "Road space 1: Farm, setup side, Bruno's worker (Blue)");

  apply (state, "{\"type\": \"place\", \"player\": 2, \"at\": \"worksite\"}");
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  g_assert_true (ts_ui_test_find_type (bridge, GTK_TYPE_LABEL) == bridge_band);
  g_assert_false (ts_ui_test_find_type (worksite, GTK_TYPE_LABEL) == worksite_band);
  name = accessible_name (worksite);
  g_assert_nonnull (strstr (name, "Carla's worker on space 1"));

  apply (state, "{\"type\": \"place\", \"player\": 3, \"at\": \"road-3\"}");
  apply (state, "{\"type\": \"pass\", \"player\": 0}");
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  g_assert_false (ts_ui_test_find_type (bridge, GTK_TYPE_LABEL) == bridge_band);
  g_clear_pointer (&name, g_free);
  name = accessible_name (bridge);
  g_assert_true (g_str_has_prefix (name, "Guild Bridge, in order: Ana; below it:"));
  ts_ui_test_destroy_window (window);
}

/* A card lit as one the next entry may choose, then darkened again (a round's placements
 * beginning and ending), changes its class and the "; can be chosen" of its name, not its
 * pieces: its widgets are the same ones, not made again for every card of the board. */
static void
test_target_kept (void)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  guint8 spot = TS_CAYLUS_N_PRINTED; /* Road space 1 */
  g_autofree char *before = NULL, *lit = NULL, *dark = NULL, *want = NULL;
  GtkWidget *card, *band;

  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  card = road_card (board, 1);
  band = ts_ui_test_find_type (card, GTK_TYPE_LABEL);
  g_assert_nonnull (band);
  before = accessible_name (card);
  g_assert_true (g_str_has_prefix (before, "Road space 1: "));
  g_assert_null (strstr (before, "can be chosen"));

  ts_caylus_board_set_targets (TS_CAYLUS_BOARD (board), &spot, 1);
  lit = accessible_name (card);
  want = g_strconcat (before, "; can be chosen", NULL);
  g_assert_cmpstr (lit, ==, want);
  g_assert_true (gtk_widget_has_css_class (card, "cy-target"));
  g_assert_true (ts_ui_test_find_type (card, GTK_TYPE_LABEL) == band);

  ts_caylus_board_set_targets (TS_CAYLUS_BOARD (board), NULL, 0);
  dark = accessible_name (card);
  g_assert_cmpstr (dark, ==, before);
  g_assert_false (gtk_widget_has_css_class (card, "cy-target"));
  g_assert_true (ts_ui_test_find_type (card, GTK_TYPE_LABEL) == band);
  ts_ui_test_destroy_window (window);
}

/* The board read whole at 1024×600 in light and dark, PNGs for a person to look at: during
 * the activation (the card activated now marked, a house on the building just built) and in
 * the next round's planning (the places Bruno may put a worker highlighted). */
static void
render (gboolean dark)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window;
  g_autoptr(GArray) legal = NULL;
  guint8 targets[TS_CAYLUS_MAX_SPOTS + 1];
  guint n = 0;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  caylus_board_plan (state);
  skip_to_activation (state);
  apply (state, "{\"type\": \"use\", \"player\": 0, \"option\": 0, \"tile\": \"w-farm\"}");
  g_assert_cmpint (state->stage, ==, TS_CAYLUS_STAGE_ACTIVATE);
  window = show_board (board, 1024, 600);
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  ts_caylus_board_focus_target (TS_CAYLUS_BOARD (board));
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window),
                               dark ? "caylus-board-1024x600-dark" : "caylus-board-1024x600"));

  /* On to round 2's planning by the engine's own random decisions. */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (13);

    while (state->round < 2 || state->stage != TS_CAYLUS_STAGE_PLANNING)
      {
        TsCaylusEntry entry;
        g_autoptr(GError) error = NULL;

        g_assert_true (ts_caylus_random_entry (state, rand, &entry));
        g_assert_true (ts_caylus_apply (state, &entry, &error));
      }
  }
  legal = ts_caylus_legal (state);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, TsCaylusEntry, i).type == TS_CAYLUS_ENTRY_PLACE)
      targets[n++] = g_array_index (legal, TsCaylusEntry, i).at;
  g_assert_cmpuint (n, >, 0);
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  ts_caylus_board_set_targets (TS_CAYLUS_BOARD (board), targets, n);
  ts_caylus_board_focus_target (TS_CAYLUS_BOARD (board));
  ts_ui_test_redraw (GTK_WIDGET (window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), dark ? "caylus-board-targets-dark"
                                                         : "caylus-board-targets"));
  ts_ui_test_destroy_window (window);
}

static void
test_render (void)
{
  render (FALSE);
  render (TRUE);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/* At 1280×800 the whole board with its 23 Road spaces fits without scrolling, leaving room
 * for the page's header and entry bar. */
static void
test_wide (void)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1280, 800);
  GtkAdjustment *vadjustment;
  int natural;

  caylus_board_plan (state);
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  ts_ui_test_redraw (GTK_WIDGET (window));
  vadjustment = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (gtk_window_get_child (window)));
  g_assert_cmpfloat (gtk_adjustment_get_upper (vadjustment), <=,
                     gtk_adjustment_get_page_size (vadjustment));
  gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, 1280 - 24, NULL, &natural, NULL, NULL);
  g_test_message ("board at 1256 px wide: %d px high", natural);
  g_assert_cmpint (natural, <=, 520);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "caylus-board-1280x800"));

  /* What an entry costs the board (reported, not asserted: budgets are the benchmarks'): a
   * placement and its undo, then every card anew (another game's names). */
  {
    g_autofree TsCaylusState *before = new_state ();
    g_autofree TsCaylusState *after = g_memdup2 (before, sizeof *before);
    g_autofree TsCaylusState *other = g_memdup2 (before, sizeof *before);
    gint64 start;

    apply (after, "{\"type\": \"place\", \"player\": 0, \"at\": \"road-2\"}");
    start = g_get_monotonic_time ();
    for (guint i = 0; i < 50; i++)
      {
        ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), before, colors);
        ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), after, colors);
      }
    g_test_message ("an entry's new state: %.2f ms", (g_get_monotonic_time () - start) / 100e3);
    start = g_get_monotonic_time ();
    for (guint i = 0; i < 50; i++)
      {
        g_strlcpy (other->names[0], i % 2 ? "Ana" : "Ane", sizeof other->names[0]);
        ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), other, colors);
      }
    g_test_message ("every card anew: %.2f ms", (g_get_monotonic_time () - start) / 50e3);
  }
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  caylus_board_init (&argc, &argv);

  g_test_add_func ("/ui/caylus/board/road", test_road);
  g_test_add_func ("/ui/caylus/board/provost", test_provost);
  g_test_add_func ("/ui/caylus/board/target-kept", test_target_kept);
  g_test_add_func ("/ui/caylus/board/pieces", test_pieces);
  g_test_add_func ("/ui/caylus/board/marks", test_marks);
  g_test_add_func ("/ui/caylus/board/cards-kept", test_cards_kept);
  g_test_add_func ("/ui/caylus/board/render", test_render);
  g_test_add_func ("/ui/caylus/board/wide", test_wide);

  return g_test_run ();
}

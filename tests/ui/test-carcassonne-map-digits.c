/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Carcassonne map's numbered spots: while a tile waits, a number's digits take the
 * cursor to one of the spots where it fits, numbered from the one it started on. */
#include "config.h"

#include <math.h>

#include "carcassonne-ui-util.h"
#include "carcassonne/ts-carcassonne-map.h"
#include "ts-ui-test-util.h"

/* The number of the spot the cursor is on. */
static int
cursor_number (TsCarcassonneMap *map)
{
  int x, y;

  ts_carcassonne_map_get_cursor (map, &x, &y, NULL);
  return ts_carcassonne_map_get_spot_number (map, x, y);
}

/* A game played at random until @tiles tiles lie on the map and a tile waits. */
static TsCarcassonneState *
played_state (guint tiles)
{
  TsCarcassonneState *state = cc_ui_state_new (4, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1212);

  while (!(state->n_tiles >= tiles && state->stage == TS_CARCASSONNE_STAGE_PLACE))
    g_assert_true (cc_ui_step (state, rand));
  return state;
}

/* While a tile waits, every spot where it fits carries a number, nearest the one the cursor
 * started on first (the start spot 1); a number's digits take the cursor there and place
 * nothing: one digit for 1-9, two for 10 and on ("1" then "2" is 12, "1" then "0" is 10, not
 * the fit that 0 alone is); a second digit that makes no number shown stands alone; a digit
 * with no spot rings the bell and leaves the cursor; the numbers stay while the cursor moves;
 * without a tile waiting a digit is not the map's. */
static void
test_spot_digits (void)
{
  g_autofree TsCarcassonneState *state = played_state (30);
  g_autofree TsCarcassonneState *start = cc_ui_state_new (4, FALSE);
  g_autoptr(GArray) open = ts_carcassonne_open_spots (state);
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window = ts_ui_test_show_alone (map, 640, 480);
  TsCarcassonneMap *m = TS_CARCASSONNE_MAP (map);
  CcUiPlaced placed = { 0 };
  int sx, sy, x, y, tx, ty;
  double last = -1;
  guint fitting = 0;

  g_signal_connect (map, "place", G_CALLBACK (cc_ui_place_cb), &placed);
  ts_carcassonne_map_set_state (m, state, cc_ui_colors);
  ts_carcassonne_map_set_pending (m, state->drawn);
  ts_carcassonne_map_get_cursor (m, &sx, &sy, NULL);
  g_assert_cmpint (ts_carcassonne_map_get_spot_number (m, sx, sy), ==, 1);
  for (guint i = 0; i + 1 < open->len; i += 2)
    fitting += ts_carcassonne_fitting_rotations (state, state->drawn,
                                                 g_array_index (open, gint8, i),
                                                 g_array_index (open, gint8, i + 1)) != 0;
  /* Enough spots for two digits, and fewer than 23 (below). */
  g_assert_cmpuint (fitting, >=, 12);
  g_assert_cmpuint (fitting, <, 23);
  g_assert_cmpuint (ts_carcassonne_map_get_spot_number (m, 0, 0), ==, 0);
  /* Every fitting spot numbered, and only those, nearer the start spot the lower. */
  for (guint number = 1; number <= fitting; number++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i + 1 < open->len; i += 2)
        {
          int ox = g_array_index (open, gint8, i), oy = g_array_index (open, gint8, i + 1);

          if (ts_carcassonne_map_get_spot_number (m, ox, oy) != (int) number)
            continue;
          g_assert_false (found);
          found = TRUE;
          g_assert_cmpuint (ts_carcassonne_fitting_rotations (state, state->drawn, ox, oy), !=, 0);
          g_assert_true (last < 0 || hypot (ox - sx, oy - sy) >= last);
          last = hypot (ox - sx, oy - sy);
        }
      g_assert_true (found);
    }
  /* One digit each for the nine nearest: 9 down to 2 (1 would wait for a second digit). */
  for (int digit = 9; digit >= 2; digit--)
    {
      g_assert_true (ts_ui_test_press_key (map, GDK_KEY_0 + digit));
      g_assert_cmpint (cursor_number (m), ==, digit);
    }
  /* "1" then "2": 12, by way of 1 (after an arrow: the "2" just pressed waits no more). */
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_Left));
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_1));
  g_assert_cmpint (cursor_number (m), ==, 1);
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_2));
  g_assert_cmpint (cursor_number (m), ==, 12);
  /* Then "2" alone again (12 took both digits), and "3" after it: 3, as 23 is no spot's. */
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_2));
  g_assert_cmpint (cursor_number (m), ==, 2);
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_KP_3));
  g_assert_cmpint (cursor_number (m), ==, 3);
  /* "1" then "0": 10, on the keypad too. */
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_KP_1));
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_0));
  g_assert_cmpint (cursor_number (m), ==, 10);
  /* A key between the two digits: the second stands alone. */
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_1));
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_r));
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_2));
  g_assert_cmpint (cursor_number (m), ==, 2);
  /* "2" then "0": 20; after an arrow, 0 alone fits the map and leaves the cursor. */
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_0));
  g_assert_cmpint (cursor_number (m), ==, 20);
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_Right));
  ts_carcassonne_map_get_cursor (m, &x, &y, NULL);
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_0));
  ts_carcassonne_map_get_cursor (m, &tx, &ty, NULL);
  g_assert_cmpint (tx, ==, x);
  g_assert_cmpint (ty, ==, y);
  g_assert_cmpuint (placed.count, ==, 0);
  /* The arrows move the cursor; the numbers stay where they were. */
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_Left));
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_Left));
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_1));
  ts_carcassonne_map_get_cursor (m, &x, &y, NULL);
  g_assert_cmpint (x, ==, sx);
  g_assert_cmpint (y, ==, sy);
  /* Enter places at the digit's spot. */
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_3));
  ts_carcassonne_map_get_cursor (m, &x, &y, NULL);
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_Return));
  g_assert_cmpuint (placed.count, ==, 1);
  g_assert_cmpint (placed.x, ==, x);
  g_assert_cmpint (placed.y, ==, y);

  /* The start tile alone: four spots at most, so 9 has none: the cursor stays. */
  ts_carcassonne_map_set_state (m, start, cc_ui_colors);
  ts_carcassonne_map_set_pending (m, ts_carcassonne_data_find_kind (start->data, "BASE-U"));
  ts_carcassonne_map_get_cursor (m, &sx, &sy, NULL);
  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_9));
  ts_carcassonne_map_get_cursor (m, &x, &y, NULL);
  g_assert_cmpint (x, ==, sx);
  g_assert_cmpint (y, ==, sy);
  /* No tile waiting: no numbers, and a digit is not the map's. */
  ts_carcassonne_map_set_pending (m, -1);
  g_assert_cmpint (ts_carcassonne_map_get_spot_number (m, sx, sy), ==, 0);
  g_assert_false (ts_ui_test_press_key (map, GDK_KEY_2));
  ts_ui_test_destroy_window (window);
}

/* The map's keys for each tile of whole games (4 players, every option of Traders & Builders,
 * the tiles where the random players put them): the spot's number typed (nothing when the
 * cursor starts there), R until the tile is turned as it goes, Enter. Every spot is reached
 * by its number, never by the arrows, and the whole costs at most MAP_KEYS_A_TILE keys a tile
 * on average (docs/benchmarks.md, "A whole final map": with the tile's code, its Enter and the
 * figure, the 8 keys a tile of the goal). */
#define MAP_KEYS_A_TILE 2.7

static void
test_keys_a_tile (void)
{
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window = ts_ui_test_show_alone (map, 640, 480);
  TsCarcassonneMap *m = TS_CARCASSONNE_MAP (map);
  CcUiPlaced placed = { 0 };
  guint keys = 0, tiles = 0, two_digits = 0;

  g_signal_connect (map, "place", G_CALLBACK (cc_ui_place_cb), &placed);
  for (guint game = 0; game < 3; game++)
    {
      g_autofree TsCarcassonneState *state = cc_ui_state_new (4, TRUE);
      g_autoptr(GRand) rand = g_rand_new_with_seed (3100 + game);
      TsCarcassonneEntry entry;

      while (ts_carcassonne_random_entry (state, rand, &entry))
        {
          if (entry.type == TS_CARCASSONNE_ENTRY_PLACE)
            {
              guint fits = ts_carcassonne_fitting_rotations (state, state->drawn, entry.x,
                                                             entry.y);
              int x, y, number;
              guint rotation;
              char digits[4];

              /* A tile that looks the same turned half or whole round is offered in its
               * first rotation only: that one, as the players would turn it. */
              if (!(fits & (1u << entry.rotation)))
                entry.rotation = (fits & (1u << (entry.rotation + 2) % 4))
                                     ? (guint) (entry.rotation + 2) % 4
                                     : (guint) g_bit_nth_lsf (fits, -1);

              ts_carcassonne_map_set_state (m, state, cc_ui_colors);
              ts_carcassonne_map_set_pending (m, state->drawn);
              ts_carcassonne_map_get_cursor (m, &x, &y, NULL);
              number = ts_carcassonne_map_get_spot_number (m, entry.x, entry.y);
              g_assert_cmpint (number, >, 0);
              if (x != entry.x || y != entry.y)
                {
                  g_snprintf (digits, sizeof digits, "%d", number);
                  for (const char *d = digits; *d != '\0'; d++, keys++)
                    g_assert_true (ts_ui_test_press_key (map, GDK_KEY_0 + (*d - '0')));
                  two_digits += number > 9;
                }
              ts_carcassonne_map_get_cursor (m, &x, &y, &rotation);
              g_assert_cmpint (x, ==, entry.x);
              g_assert_cmpint (y, ==, entry.y);
              for (guint turn = 0; rotation != entry.rotation; turn++, keys++)
                {
                  g_assert_cmpuint (turn, <, 3);
                  g_assert_true (ts_ui_test_press_key (map, GDK_KEY_r));
                  ts_carcassonne_map_get_cursor (m, NULL, NULL, &rotation);
                }
              g_assert_true (ts_ui_test_press_key (map, GDK_KEY_Return));
              keys++;
              tiles++;
              g_assert_cmpuint (placed.count, ==, tiles);
              g_assert_cmpint (placed.x, ==, entry.x);
              g_assert_cmpint (placed.y, ==, entry.y);
              g_assert_cmpuint (placed.rotation, ==, entry.rotation);
              ts_carcassonne_map_set_pending (m, -1);
            }
          g_assert_true (ts_carcassonne_apply (state, &entry, NULL));
        }
    }
  g_test_message ("%u tiles, %u map keys (%.2f a tile), %u spots of two digits", tiles, keys,
                  keys / (double) tiles, two_digits);
  g_assert_cmpuint (two_digits, >, 0);
  g_assert_cmpfloat (keys / (double) tiles, <=, MAP_KEYS_A_TILE);
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  cc_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/carcassonne/map/spot-digits", test_spot_digits);
  g_test_add_func ("/ui/carcassonne/map/keys-a-tile", test_keys_a_tile);
  return g_test_run ();
}

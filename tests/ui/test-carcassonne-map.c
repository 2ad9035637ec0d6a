/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's map on real engine states: the pending tile lights exactly the spots where
 * the engine says it fits, key presses (through the map's own key controller) move the
 * cursor, turn the tile only through the rotations that fit, place it and pick segments, the
 * screen reader's description follows the cursor, zoom changes the scale, and pictures of a
 * 30-tile map (light and dark) are written for a person to look at. */
#include <math.h>
#include <string.h>

#include "carcassonne/ts-carcassonne-map.h"
#include "carcassonne/ts-carcassonne-paint.h"
#include "ts-carcassonne.h"
#include "carcassonne-ui-util.h"
#include "ts-ui-test-util.h"

static const char *const colors[] = { "#e01b24", "#3584e4", "#f6d32d", "#ffffff", NULL };

static TsCarcassonneState *
new_state (gboolean expansion)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  TsCarcassonneState *state;

  for (guint i = 0; i < 4; i++)
    json_array_add_string_element (players, (const char *[]) { "Ana", "Bruno", "Carla",
                                                               "Duarte" }[i]);
  if (expansion)
    {
      json_object_set_boolean_member (options, "tiles", TRUE);
      json_object_set_boolean_member (options, "goods", TRUE);
      json_object_set_boolean_member (options, "builder", TRUE);
      json_object_set_boolean_member (options, "pig", TRUE);
    }
  state = ts_carcassonne_state_new (options, players, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

/* A game played at random (fixed seed) until @tiles tiles lie on the map and a tile waits
 * to be placed. */
static TsCarcassonneState *
played_state (guint tiles)
{
  TsCarcassonneState *state = new_state (TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1212);
  TsCarcassonneEntry entry;

  while (!(state->n_tiles >= tiles && state->stage == TS_CARCASSONNE_STAGE_PLACE))
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (ts_carcassonne_random_entry (state, rand, &entry));
      g_assert_true (ts_carcassonne_apply (state, &entry, &error));
      g_assert_no_error (error);
    }
  return state;
}

static int
kind (const TsCarcassonneState *state,
      const char               *id)
{
  int k = ts_carcassonne_data_find_kind (state->data, id);

  g_assert_cmpint (k, >=, 0);
  return k;
}

/* A key as GTK delivers it to the map: through its key controller. */
static gboolean
press (GtkWidget      *widget,
       guint           keyval,
       GdkModifierType state)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
    }
  ts_ui_test_spin ();
  return handled;
}

static void
segment_cb (TsCarcassonneMap *map,
            guint             segment,
            GArray           *out)
{
  g_array_append_val (out, segment);
}

#define assert_description(widget, expected)                                                  \
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget),                                 \
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, (expected))

/* A coordinate as the map writes it, with a true minus sign (a static buffer per call
 * site: used twice in one printf). */
static const char *
number (int v)
{
  static char buffers[2][16];
  static guint next;
  char *buffer = buffers[next++ % 2];

  g_snprintf (buffer, 16, v < 0 ? "\u2212%d" : "%d", ABS (v));
  return buffer;
}

/* ". Numbers: 1 (x, y), 2 …": where each number takes the cursor while a tile waits, as the
 * map numbers the spots of @open (ts_carcassonne_map_get_spot_number()); "" for none. */
static char *
digits_suffix (GtkWidget *map,
               GArray    *open)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (int digit = 1; digit <= 99; digit++)
    for (guint i = 0; i + 1 < open->len; i += 2)
      {
        int x = g_array_index (open, gint8, i), y = g_array_index (open, gint8, i + 1);

        if (ts_carcassonne_map_get_spot_number (TS_CARCASSONNE_MAP (map), x, y) != digit)
          continue;
        g_string_append_printf (text, "%s%d (%s, ", digit == 1 ? ". Numbers: " : ", ", digit,
                                number (x));
        g_string_append_printf (text, "%s)", number (y));
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static double
scale_of (GtkWidget *map)
{
  double scale;

  g_object_get (map, "scale", &scale, NULL);
  return scale;
}

static guint
cursor_rotation (GtkWidget *map)
{
  guint rotation;

  ts_carcassonne_map_get_cursor (TS_CARCASSONNE_MAP (map), NULL, NULL, &rotation);
  return rotation;
}

/* The map as drawn: the middle of every open spot but the cursor's is tinted with the accent
 * colour where the pending tile fits, and shows the bare background elsewhere. */
static void
assert_lit_pixels (GtkWidget                *map,
                   const TsCarcassonneState *state,
                   GArray                   *open)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *data = NULL;
  int w, h, x0 = 0, y0 = 0, x1 = 0, y1 = 0, cursor_x, cursor_y;
  double scale, ox, oy;
  guint lit = 0;
  const guchar *background;

  /* Fitted: every tile and open spot in sight, the map's middle at the window's. */
  ts_carcassonne_map_fit (TS_CARCASSONNE_MAP (map));
  ts_carcassonne_map_get_cursor (TS_CARCASSONNE_MAP (map), &cursor_x, &cursor_y, NULL);
  path = ts_ui_test_save_png (map, "carcassonne-map-lit");
  texture = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  w = gdk_texture_get_width (texture);
  h = gdk_texture_get_height (texture);
  data = g_malloc ((gsize) w * h * 4);
  /* B, G, R, A bytes. */
  gdk_texture_download (texture, data, w * 4);
  for (guint t = 0; t < state->n_tiles; t++)
    {
      x0 = MIN (x0, state->tiles[t].x - 1);
      y0 = MIN (y0, state->tiles[t].y - 1);
      x1 = MAX (x1, state->tiles[t].x + 2);
      y1 = MAX (y1, state->tiles[t].y + 2);
    }
  scale = scale_of (map);
  ox = round (w / 2.0 - (x0 + x1) / 2.0 * scale);
  oy = round (h / 2.0 - (y0 + y1) / 2.0 * scale);
  /* The top-left corner lies outside every cell. */
  background = data;
  for (guint i = 0; i + 1 < open->len; i += 2)
    {
      int x = g_array_index (open, gint8, i), y = g_array_index (open, gint8, i + 1);
      int px = (int) (ox + (x + 0.5) * scale), py = (int) (oy + (y + 0.5) * scale);
      const guchar *p = data + (gsize) py * w * 4 + (gsize) px * 4;

      if (x == cursor_x && y == cursor_y)
        continue;
      g_assert_cmpint (px, >, 0);
      g_assert_cmpint (px, <, w);
      g_assert_cmpint (py, >, 0);
      g_assert_cmpint (py, <, h);
      if (ts_carcassonne_fitting_rotations (state, state->drawn, x, y) != 0)
        {
          /* Bluer than the grey background. */
          g_assert_cmpint (p[0], >, p[2] + 15);
          lit++;
        }
      else
        for (guint c = 0; c < 3; c++)
          g_assert_cmpint (ABS (p[c] - background[c]), <=, 2);
    }
  g_assert_cmpuint (lit, >, 0);
}

/* Every open spot of a real mid-game map: lit (Enter places, the description says it fits)
 * exactly where the engine lists a fitting rotation, and R turns through exactly those. */
static void
test_lit_spots (void)
{
  g_autofree TsCarcassonneState *state = played_state (12);
  g_autoptr(GArray) open = ts_carcassonne_open_spots (state);
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window = ts_ui_test_show_alone (map, 640, 480);
  CcUiPlaced placed = { 0 };
  guint lit = 0, dark = 0;

  g_signal_connect (map, "place", G_CALLBACK (cc_ui_place_cb), &placed);
  ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
  ts_carcassonne_map_set_pending (TS_CARCASSONNE_MAP (map), state->drawn);
  g_assert_cmpuint (open->len, >, 0);
  assert_lit_pixels (map, state, open);
  for (guint i = 0; i + 1 < open->len; i += 2)
    {
      int x = g_array_index (open, gint8, i), y = g_array_index (open, gint8, i + 1);
      guint fits = ts_carcassonne_fitting_rotations (state, state->drawn, x, y);
      guint seen = 0, before = placed.count;

      ts_carcassonne_map_set_cursor (TS_CARCASSONNE_MAP (map), x, y);
      {
        g_autofree char *expected = NULL;

        g_autofree char *digits = digits_suffix (map, open);

        if (fits != 0)
          expected = g_strdup_printf ("Cursor at (%s, %s): open spot, the tile fits turned %u°%s",
                                      number (x), number (y), cursor_rotation (map) * 90, digits);
        else
          expected = g_strdup_printf ("Cursor at (%s, %s): open spot, the tile does not fit "
                                      "here%s", number (x), number (y), digits);
        assert_description (map, expected);
      }
      if (fits == 0)
        {
          dark++;
          g_assert_true (press (map, GDK_KEY_Return, 0));
          g_assert_cmpuint (placed.count, ==, before);
          continue;
        }
      lit++;
      /* R visits each fitting rotation once, and only those. */
      for (guint turn = 0; turn < 4; turn++)
        {
          guint r = cursor_rotation (map);

          g_assert_true (fits & (1 << r));
          seen |= 1 << r;
          g_assert_true (press (map, GDK_KEY_Return, 0));
          g_assert_cmpuint (placed.count, ==, ++before);
          g_assert_cmpint (placed.x, ==, x);
          g_assert_cmpint (placed.y, ==, y);
          g_assert_cmpuint (placed.rotation, ==, r);
          g_assert_true (press (map, GDK_KEY_r, 0));
        }
      g_assert_cmpuint (seen, ==, fits);
    }
  /* A real map has both. */
  g_assert_cmpuint (lit, >, 0);
  /* On a tile with a figure the description names it. */
  g_assert_cmpuint (state->n_figures, >, 0);
  {
    const TsCarcassonneFigure *figure = &state->figures[0];
    const TsCarcassonnePlaced *tile = &state->tiles[figure->seg / TS_CARCASSONNE_MAX_SEGMENTS];
    const char *what = figure->type == TS_CARCASSONNE_BUILDER ? "the builder"
                       : figure->type == TS_CARCASSONNE_PIG   ? "the pig"
                                                              : "a follower";
    g_autofree char *expected = NULL, *digits = digits_suffix (map, open);

    ts_carcassonne_map_set_cursor (TS_CARCASSONNE_MAP (map), tile->x, tile->y);
    expected = g_strdup_printf ("Cursor at (%s, %s): %s, turned %u°, with %s of %s%s",
                                number (tile->x), number (tile->y),
                                ts_carcassonne_kind_name (&state->data->kinds[tile->kind]),
                                tile->rotation * 90u, what, state->names[figure->player],
                                digits);
    g_assert_cmpuint (tile->player, !=, TS_CARCASSONNE_NO_TILE);
    assert_description (map, expected);
  }
  g_assert_cmpuint (dark + lit, ==, open->len / 2);
  ts_ui_test_destroy_window (window);
}

static void
test_keyboard (void)
{
  g_autofree TsCarcassonneState *state = new_state (FALSE);
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window = ts_ui_test_show_alone (map, 400, 300);
  int e = kind (state, "BASE-E"), x, y;
  guint fits;

  ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
  g_assert_true (gtk_widget_get_focusable (map));
  ts_carcassonne_map_set_cursor (TS_CARCASSONNE_MAP (map), 0, 0);
  assert_description (map, "Cursor at (0, 0): the start tile, "
                           "city cap on N, straight road W-E (start-tile type)");
  g_assert_true (press (map, GDK_KEY_Up, 0));
  ts_carcassonne_map_get_cursor (TS_CARCASSONNE_MAP (map), &x, &y, NULL);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -1);
  assert_description (map, "Cursor at (0, \u22121): open spot");
  g_assert_true (press (map, GDK_KEY_Left, 0));
  g_assert_true (press (map, GDK_KEY_Left, 0));
  ts_carcassonne_map_get_cursor (TS_CARCASSONNE_MAP (map), &x, &y, NULL);
  g_assert_cmpint (x, ==, -2);
  assert_description (map, "Cursor at (\u22122, \u22121): empty");
  g_assert_true (press (map, GDK_KEY_KP_Down, 0));
  g_assert_true (press (map, GDK_KEY_Right, 0));
  ts_carcassonne_map_get_cursor (TS_CARCASSONNE_MAP (map), &x, &y, NULL);
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, 0);
  assert_description (map, "Cursor at (\u22121, 0): open spot");

  /* With a tile to place (a city cap: south of the start tile it fits turned so that its
   * city is not to the north), the cursor jumps to a fitting spot and the description says
   * how the tile is turned, and where the digits take the cursor (the two spots it fits,
   * nearest first). */
  ts_carcassonne_map_set_cursor (TS_CARCASSONNE_MAP (map), 0, 2);
  ts_carcassonne_map_set_pending (TS_CARCASSONNE_MAP (map), e);
  ts_carcassonne_map_get_cursor (TS_CARCASSONNE_MAP (map), &x, &y, NULL);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 1);
  fits = ts_carcassonne_fitting_rotations (state, e, 0, 1);
  g_assert_cmpuint (fits, ==, 0xe);
  g_assert_cmpuint (cursor_rotation (map), ==, 1);
  assert_description (map, "Cursor at (0, 1): open spot, the tile fits turned 90°"
                           ". Numbers: 1 (0, 1), 2 (0, \u22121)");
  /* R forwards, Shift+R (GDK_KEY_R) back, through 90°, 180°, 270° only. */
  g_assert_true (press (map, GDK_KEY_r, 0));
  g_assert_cmpuint (cursor_rotation (map), ==, 2);
  assert_description (map, "Cursor at (0, 1): open spot, the tile fits turned 180°"
                           ". Numbers: 1 (0, 1), 2 (0, \u22121)");
  g_assert_true (press (map, GDK_KEY_r, 0));
  g_assert_cmpuint (cursor_rotation (map), ==, 3);
  g_assert_true (press (map, GDK_KEY_r, 0));
  g_assert_cmpuint (cursor_rotation (map), ==, 1);
  g_assert_true (press (map, GDK_KEY_R, GDK_SHIFT_MASK));
  g_assert_cmpuint (cursor_rotation (map), ==, 3);
  /* Moving to a spot where the tile does not fit says so; Enter places nothing there. */
  g_assert_true (press (map, GDK_KEY_Right, 0));
  g_assert_true (press (map, GDK_KEY_Right, 0));
  assert_description (map, "Cursor at (2, 1): empty"
                           ". Numbers: 1 (0, 1), 2 (0, \u22121)");
  ts_ui_test_destroy_window (window);
}

static void
test_place_keys (void)
{
  g_autofree TsCarcassonneState *state = new_state (FALSE);
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window = ts_ui_test_show_alone (map, 400, 300);
  CcUiPlaced placed = { 0 };
  int u = kind (state, "BASE-U");
  const guint keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space };

  g_signal_connect (map, "place", G_CALLBACK (cc_ui_place_cb), &placed);
  ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
  /* No tile to place: Enter is not the map's. */
  g_assert_false (press (map, GDK_KEY_Return, 0));
  ts_carcassonne_map_set_pending (TS_CARCASSONNE_MAP (map), u);
  ts_carcassonne_map_set_cursor (TS_CARCASSONNE_MAP (map), 1, 0);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      guint rotation = cursor_rotation (map);

      g_assert_true (ts_carcassonne_fitting_rotations (state, u, 1, 0) & (1 << rotation));
      g_assert_true (press (map, keys[i], 0));
      g_assert_cmpuint (placed.count, ==, i + 1);
      g_assert_cmpint (placed.x, ==, 1);
      g_assert_cmpint (placed.y, ==, 0);
      g_assert_cmpuint (placed.rotation, ==, rotation);
    }
  /* The start tile's own cell takes nothing. */
  ts_carcassonne_map_set_cursor (TS_CARCASSONNE_MAP (map), 0, 0);
  g_assert_true (press (map, GDK_KEY_Return, 0));
  g_assert_cmpuint (placed.count, ==, 3);
  ts_ui_test_destroy_window (window);
}

/* A click as GTK delivers it: released on the map's click gesture at (@x, @y). */
static void
click (GtkWidget *widget,
       double     x,
       double     y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint clicked = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        {
          g_signal_emit_by_name (controller, "released", 1, x, y);
          clicked++;
        }
    }
  g_assert_cmpuint (clicked, ==, 1);
  ts_ui_test_spin ();
}

static void
test_click (void)
{
  g_autofree TsCarcassonneState *state = new_state (FALSE);
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window = ts_ui_test_show_alone (map, 400, 300);
  CcUiPlaced placed = { 0 };
  int u = kind (state, "BASE-U"), x, y;
  double scale, cell_x, cell_y;

  g_signal_connect (map, "place", G_CALLBACK (cc_ui_place_cb), &placed);
  ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
  ts_carcassonne_map_set_pending (TS_CARCASSONNE_MAP (map), u);
  /* Fitted to the start tile and its open spots, (-1, -1) to (1, 1): the start tile's
   * centre is the map's. */
  ts_carcassonne_map_fit (TS_CARCASSONNE_MAP (map));
  scale = scale_of (map);
  cell_x = gtk_widget_get_width (map) / 2.0 - scale;
  cell_y = gtk_widget_get_height (map) / 2.0;
  ts_carcassonne_map_set_cursor (TS_CARCASSONNE_MAP (map), 0, 1);
  /* The straight road fits west of the start tile: a click moves the cursor there... */
  g_assert_cmpuint (ts_carcassonne_fitting_rotations (state, u, -1, 0), !=, 0);
  click (map, cell_x, cell_y);
  ts_carcassonne_map_get_cursor (TS_CARCASSONNE_MAP (map), &x, &y, NULL);
  g_assert_cmpint (x, ==, -1);
  g_assert_cmpint (y, ==, 0);
  g_assert_cmpuint (placed.count, ==, 0);
  g_assert_true (gtk_widget_has_focus (map));
  /* ... and a second click there places it. */
  click (map, cell_x + scale / 4, cell_y - scale / 4);
  g_assert_cmpuint (placed.count, ==, 1);
  g_assert_cmpint (placed.x, ==, -1);
  g_assert_cmpint (placed.y, ==, 0);
  /* A click on the start tile moves the cursor and places nothing. */
  click (map, cell_x + scale, cell_y);
  click (map, cell_x + scale, cell_y);
  ts_carcassonne_map_get_cursor (TS_CARCASSONNE_MAP (map), &x, &y, NULL);
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 0);
  g_assert_cmpuint (placed.count, ==, 1);
  ts_ui_test_destroy_window (window);
}

static void
test_segment_digits (void)
{
  g_autofree TsCarcassonneState *state = new_state (FALSE);
  g_autoptr(GArray) got = g_array_new (FALSE, FALSE, sizeof (guint));
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window = ts_ui_test_show_alone (map, 400, 300);

  g_signal_connect (map, "segment-activated", G_CALLBACK (segment_cb), got);
  ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
  /* No choices: digits are not the map's (1 is no zoom key either). */
  g_assert_false (press (map, GDK_KEY_1, 0));
  g_assert_cmpuint (got->len, ==, 0);
  /* The start tile's segments 0, 2 and 3 (road0, field0, field1): 1, 2, 3 in that order. */
  ts_carcassonne_map_set_cursor (TS_CARCASSONNE_MAP (map), 3, -2);
  ts_carcassonne_map_set_segment_choices (TS_CARCASSONNE_MAP (map), 0, 0xd);
  /* The cursor goes to the tile whose segments are offered. */
  assert_description (map, "Cursor at (0, 0): the start tile, "
                           "city cap on N, straight road W-E (start-tile type)");
  g_assert_true (press (map, GDK_KEY_2, 0));
  g_assert_true (press (map, GDK_KEY_1, 0));
  g_assert_true (press (map, GDK_KEY_KP_3, 0));
  /* A digit past the choices is refused (a bell), not sent. */
  g_assert_true (press (map, GDK_KEY_4, 0));
  g_assert_cmpuint (got->len, ==, 3);
  g_assert_cmpuint (g_array_index (got, guint, 0), ==, 2);
  g_assert_cmpuint (g_array_index (got, guint, 1), ==, 0);
  g_assert_cmpuint (g_array_index (got, guint, 2), ==, 3);
  ts_carcassonne_map_set_segment_choices (TS_CARCASSONNE_MAP (map), 0, 0);
  g_assert_false (press (map, GDK_KEY_1, 0));
  g_assert_cmpuint (got->len, ==, 3);
  ts_ui_test_destroy_window (window);
}

static void
test_zoom (void)
{
  g_autofree TsCarcassonneState *state = played_state (20);
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window = ts_ui_test_show_alone (map, 600, 400);
  double fitted, zoomed;

  ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
  ts_ui_test_redraw (GTK_WIDGET (window));
  fitted = scale_of (map);
  g_assert_true (press (map, GDK_KEY_plus, 0));
  zoomed = scale_of (map);
  g_assert_cmpfloat (zoomed, >, fitted);
  g_assert_true (press (map, GDK_KEY_plus, GDK_CONTROL_MASK));
  g_assert_cmpfloat (scale_of (map), >, zoomed);
  g_assert_true (press (map, GDK_KEY_KP_Subtract, 0));
  g_assert_true (press (map, GDK_KEY_minus, GDK_CONTROL_MASK));
  g_assert_cmpfloat (scale_of (map), <, zoomed);
  for (guint i = 0; i < 20; i++)
    press (map, GDK_KEY_minus, 0);
  g_assert_cmpfloat (scale_of (map), >=, 16);
  g_assert_true (press (map, GDK_KEY_0, 0));
  g_assert_cmpfloat (scale_of (map), ==, fitted);
  ts_ui_test_destroy_window (window);
}

/* A completed or long city to outline: the one covering the most tiles. */
static guint16
biggest_city (const TsCarcassonneState *state)
{
  guint16 best = TS_CARCASSONNE_NO_SEG;
  guint best_tiles = 0;

  for (guint t = 0; t < state->n_tiles; t++)
    {
      const TsCarcassonneKind *k = &state->data->kinds[state->tiles[t].kind];

      for (guint s = 0; s < k->n_segments; s++)
        if (k->segments[s].kind == TS_CARCASSONNE_CITY)
          {
            guint16 feature = ts_carcassonne_feature (state, t, s);
            TsCarcassonneFeatureInfo info;

            ts_carcassonne_feature_info (state, feature, &info);
            if (info.tiles > best_tiles)
              {
                best_tiles = info.tiles;
                best = feature;
              }
          }
    }
  g_assert_cmpuint (best_tiles, >=, 2);
  return best;
}

static void
render_map (const char *name,
            gboolean    dark)
{
  g_autofree TsCarcassonneState *state = played_state (30);
  GtkWidget *map = ts_carcassonne_map_new ();
  GtkWindow *window;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = ts_ui_test_show_alone (map, 900, 700);
  g_assert_cmpuint (state->n_figures, >, 0);
  ts_carcassonne_map_set_marks (TS_CARCASSONNE_MAP (map), (const char *[]) { "A", "B", "C",
                                                                             "D", NULL });
  ts_carcassonne_map_set_state (TS_CARCASSONNE_MAP (map), state, colors);
  ts_carcassonne_map_set_farms (TS_CARCASSONNE_MAP (map), TRUE);
  ts_carcassonne_map_set_outline (TS_CARCASSONNE_MAP (map), biggest_city (state));
  ts_carcassonne_map_set_pending (TS_CARCASSONNE_MAP (map), state->drawn);
  if (!dark)
    /* The markers of a figure's choices, on every segment of the last tile. */
    ts_carcassonne_map_set_segment_choices (
        TS_CARCASSONNE_MAP (map), state->n_tiles - 1,
        (1u << state->data->kinds[state->tiles[state->n_tiles - 1].kind].n_segments) - 1);
  ts_carcassonne_map_fit (TS_CARCASSONNE_MAP (map));
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  ts_ui_test_destroy_window (window);
}

static void
test_render (void)
{
  render_map ("carcassonne-map-30", FALSE);
  render_map ("carcassonne-map-30-dark", TRUE);
}

/* Every tile kind at 64 px and at 48 px, with its figures' spots, for a person to check the
 * pictures against the tile list. */
static void
test_gallery (void)
{
  g_autofree TsCarcassonneState *state = new_state (TRUE);
  GtkWidget *grid = gtk_grid_new ();
  GtkWindow *window;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  for (guint k = 0; k < state->data->n_kinds; k++)
    {
      const TsCarcassonneKind *tile = &state->data->kinds[k];
      GtkWidget *big = ts_carcassonne_tile_picture_new (tile, k % 4 == 3 ? 1 : 0, 64);
      GtkWidget *small = ts_carcassonne_tile_picture_new (tile, 0, 48);
      GtkWidget *label = gtk_label_new (tile->id);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

      gtk_box_append (GTK_BOX (box), big);
      gtk_box_append (GTK_BOX (box), small);
      gtk_box_append (GTK_BOX (box), label);
      gtk_grid_attach (GTK_GRID (grid), box, k % 12, k / 12, 1, 1);
    }
  window = ts_ui_test_show_alone (grid, 900, 600);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), "carcassonne-tiles"));
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  /* The test accessibility backend keeps the description so that it can be checked. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/carcassonne/map/lit-spots", test_lit_spots);
  g_test_add_func ("/ui/carcassonne/map/keyboard", test_keyboard);
  g_test_add_func ("/ui/carcassonne/map/place-keys", test_place_keys);
  g_test_add_func ("/ui/carcassonne/map/click", test_click);
  g_test_add_func ("/ui/carcassonne/map/segment-digits", test_segment_digits);
  g_test_add_func ("/ui/carcassonne/map/zoom", test_zoom);
  g_test_add_func ("/ui/carcassonne/map/render", test_render);
  g_test_add_func ("/ui/carcassonne/map/gallery", test_gallery);

  return g_test_run ();
}

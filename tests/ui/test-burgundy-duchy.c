/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A player's duchy and panel: what they show matches a mid-game state, lit and selected
 * things are marked, every click and key press comes out as the right signal, and the VP
 * ledger adds up to the VP shown. */
#include <stdlib.h>
#include <string.h>

#include "burgundy/ts-burgundy-duchy-view.h"
#include "burgundy/ts-burgundy-player-panel.h"
#include "ts-burgundy.h"
#include "ts-ui-test-util.h"

#define RESOURCE "/io/github/tableside/Tableside"

/* A 3-player game played at random (fixed seed) until player 0 has a good spread: tiles in
 * the duchy, something in storage, goods, a few VP. */
static TsBurgundyState *
mid_game_state (void)
{
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240511);
  g_autoptr(GError) error = NULL;
  TsBurgundyState *state;
  TsBurgundyEntry entry;

  json_array_add_string_element (players, "Ana");
  json_array_add_string_element (players, "Bruno");
  json_array_add_string_element (players, "Carla");
  state = ts_burgundy_state_new_from_setup (NULL, players, NULL, &error);
  g_assert_no_error (error);

  while (ts_burgundy_random_entry (state, rand, &entry))
    {
      const TsBurgundyPlayer *p = &state->players[0];
      guint goods = 0;

      g_assert_true (ts_burgundy_apply (state, &entry, &error));
      g_assert_no_error (error);
      for (guint g = 1; g <= 6; g++)
        goods += p->goods[g];
      if (state->stage == TS_BURGUNDY_STAGE_TURN && p->n_placed >= 8 && p->storage[0] != 0
          && goods > 0 && p->vp > 0 && state->phase >= 2)
        return state;
    }
  g_error ("the random game ended before player 0 had a mid-game spread");
}

/* The app's style sheets follow the style manager (loaded by TsApplication's startup). */
static void
load_css (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static char *
expected_space_name (const TsBurgundyState *state,
                     guint                  player,
                     guint                  space)
{
  const TsBurgundyPlayer *p = &state->players[player];

  return g_strdup_printf ("Space %u: %s, die %u, %s", space,
                          ts_burgundy_colour_name (p->duchy.colour[space]), p->duchy.die[space],
                          p->tiles[space] != 0 ? ts_burgundy_tile_name (p->tiles[space])
                                               : "empty");
}

static void
assert_label (GtkWidget  *widget,
              const char *expected)
{
  g_autofree char *message = gtk_test_accessible_check_property (
      GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);

  if (message != NULL)
    g_error ("accessible label of %s: %s", G_OBJECT_TYPE_NAME (widget), message);
}

static void
record_int_cb (GObject *object,
               int      value,
               int     *out)
{
  *out = value;
}

static void
test_duchy_names (void)
{
  g_autofree TsBurgundyState *state = mid_game_state ();
  GtkWidget *duchy = ts_burgundy_duchy_view_new ();
  GtkWindow *window = ts_ui_test_show_alone (duchy, 400, 360);
  guint placed = 0;

  g_object_add_weak_pointer (G_OBJECT (duchy), (gpointer *) &duchy);
  ts_burgundy_duchy_view_set_player (TS_BURGUNDY_DUCHY_VIEW (duchy), state, 0);
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      g_autofree char *expected = expected_space_name (state, 0, i);

      assert_label (ts_burgundy_duchy_view_get_space (TS_BURGUNDY_DUCHY_VIEW (duchy), i),
                    expected);
      placed += state->players[0].tiles[i] != 0;
    }
  g_assert_cmpuint (placed, ==, state->players[0].n_placed);
  /* The starting castle is in the centre, and the name says so. */
  g_assert_cmpuint (state->players[0].tiles[18], ==, TS_BURGUNDY_TILE_CASTLE);
  {
    g_autofree char *centre = g_strdup_printf ("Space 18: castle, die %u, castle",
                                               state->players[0].duchy.die[18]);
    assert_label (ts_burgundy_duchy_view_get_space (TS_BURGUNDY_DUCHY_VIEW (duchy), 18), centre);
  }

  /* Another player's duchy replaces it all. */
  ts_burgundy_duchy_view_set_player (TS_BURGUNDY_DUCHY_VIEW (duchy), state, 1);
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      g_autofree char *expected = expected_space_name (state, 1, i);

      assert_label (ts_burgundy_duchy_view_get_space (TS_BURGUNDY_DUCHY_VIEW (duchy), i),
                    expected);
    }
  ts_ui_test_destroy_window (window);
  g_assert_null (duchy);
}

/* The lit spaces of a duchy as a 64-bit mask, and back. */
static TsBurgundySpaces
spaces_of (guint64 mask)
{
  TsBurgundySpaces set = { { mask, 0, 0 } };

  return set;
}

static guint64
mask_of (TsBurgundySpaces set)
{
  g_assert_cmpuint (set.bits[1] | set.bits[2], ==, 0);
  return set.bits[0];
}

static void
test_duchy_lit (void)
{
  g_autofree TsBurgundyState *state = mid_game_state ();
  TsBurgundyDuchyView *duchy = TS_BURGUNDY_DUCHY_VIEW (ts_burgundy_duchy_view_new ());
  GtkWindow *window = ts_ui_test_show_alone (GTK_WIDGET (duchy), 400, 360);
  guint64 lit = (1ull << 3) | (1ull << 17) | (1ull << 36);

  ts_burgundy_duchy_view_set_player (duchy, state, 0);
  TsBurgundySpaces set = spaces_of (lit), none = spaces_of (0);

  ts_burgundy_duchy_view_set_lit (duchy, &set);
  g_assert_cmpuint (mask_of (ts_burgundy_duchy_view_get_lit (duchy)), ==, lit);
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    {
      GtkWidget *space = ts_burgundy_duchy_view_get_space (duchy, i);

      g_assert_cmpint (gtk_widget_has_css_class (space, "lit"), ==, (lit >> i) & 1);
      g_assert_cmpint (gtk_test_accessible_has_property (GTK_ACCESSIBLE (space),
                                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION),
                       ==, (lit >> i) & 1);
      if ((lit >> i) & 1)
        {
          g_autofree char *message = gtk_test_accessible_check_property (
              GTK_ACCESSIBLE (space), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Can be chosen");

          g_assert_null (message);
        }
    }
  ts_burgundy_duchy_view_set_lit (duchy, &none);
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    g_assert_false (gtk_widget_has_css_class (ts_burgundy_duchy_view_get_space (duchy, i), "lit"));
  ts_ui_test_destroy_window (window);
}

static GtkWidget *
focused (GtkWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static void
test_duchy_keyboard (void)
{
  g_autofree TsBurgundyState *state = mid_game_state ();
  TsBurgundyDuchyView *duchy = TS_BURGUNDY_DUCHY_VIEW (ts_burgundy_duchy_view_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *after = gtk_button_new_with_label ("After");
  GtkWindow *window;
  int activated = -1;

  gtk_widget_set_vexpand (GTK_WIDGET (duchy), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (duchy));
  gtk_box_append (GTK_BOX (box), after);
  window = ts_ui_test_show_alone (box, 400, 400);
  ts_burgundy_duchy_view_set_player (duchy, state, 0);
  g_signal_connect (duchy, "space-activated", G_CALLBACK (record_int_cb), &activated);

  /* Enter or a click on a space activates it, lit or not. */
  g_assert_true (gtk_widget_activate (ts_burgundy_duchy_view_get_space (duchy, 5)));
  g_assert_cmpint (activated, ==, 5);
  g_signal_emit_by_name (ts_burgundy_duchy_view_get_space (duchy, 30), "activate");
  g_assert_cmpint (activated, ==, 30);

  /* The duchy is one tab stop, entered at the centre; arrows move inside it. */
  gtk_widget_grab_focus (after);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_TAB_FORWARD));
  g_assert_true (focused (window) == ts_burgundy_duchy_view_get_space (duchy, 18));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_RIGHT));
  g_assert_true (focused (window) == ts_burgundy_duchy_view_get_space (duchy, 19));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_LEFT));
  /* Up from the centre zig-zags along its column: rows start at 0, 4, 9, 15, 22, 28, 33. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_UP));
  g_assert_true (focused (window) == ts_burgundy_duchy_view_get_space (duchy, 11));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_UP));
  g_assert_true (focused (window) == ts_burgundy_duchy_view_get_space (duchy, 6));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_DOWN));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_DOWN));
  g_assert_true (focused (window) == ts_burgundy_duchy_view_get_space (duchy, 18));
  /* Reading order wraps to the next row. */
  for (guint i = 0; i < 4; i++)
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_RIGHT));
  g_assert_true (focused (window) == ts_burgundy_duchy_view_get_space (duchy, 22));
  /* Enter on the focused space. */
  g_assert_true (gtk_widget_activate (focused (window)));
  g_assert_cmpint (activated, ==, 22);
  /* Tab leaves the duchy, and coming back lands on the space left. */
  g_assert_false (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_TAB_FORWARD));
  gtk_widget_grab_focus (after);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (duchy), GTK_DIR_TAB_BACKWARD));
  g_assert_true (focused (window) == ts_burgundy_duchy_view_get_space (duchy, 22));
  ts_ui_test_destroy_window (window);
}

/* Widgets below @widget carrying @css_class, in tree order. */
static void
collect_by_class (GtkWidget  *widget,
                  const char *css_class,
                  GPtrArray  *out)
{
  if (gtk_widget_has_css_class (widget, css_class))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_by_class (child, css_class, out);
}

/* Every button has a name for screen readers: its label, or an accessible label. */
static void
assert_buttons_named (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget))
    {
      const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                                                 : gtk_menu_button_get_label (
                                                     GTK_MENU_BUTTON (widget));

      if (label == NULL
          && !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                                GTK_ACCESSIBLE_PROPERTY_LABEL))
        g_error ("%s in %s has no name", G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (widget)));
      if (GTK_IS_MENU_BUTTON (widget))
        return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_buttons_named (child);
}

static void
test_panel_storage_goods (void)
{
  g_autofree TsBurgundyState *state = mid_game_state ();
  TsBurgundyPlayerPanel *panel = TS_BURGUNDY_PLAYER_PANEL (ts_burgundy_player_panel_new ());
  GtkWindow *window = ts_ui_test_show_alone (GTK_WIDGET (panel), 520, 430);
  g_autoptr(GPtrArray) storage = g_ptr_array_new ();
  g_autoptr(GPtrArray) goods = g_ptr_array_new ();
  g_autoptr(GPtrArray) bonus = g_ptr_array_new ();
  TsBurgundyPlayer *p = &state->players[0];
  int storage_activated = -1, goods_activated = -1, space_activated = -1;

  g_object_add_weak_pointer (G_OBJECT (panel), (gpointer *) &panel);
  /* Bonus tiles are rare this early: hand out two to see them listed. */
  p->bonus_large = 1u << TS_BURGUNDY_CASTLE;
  p->bonus_small = 1u << TS_BURGUNDY_RIVER;
  ts_burgundy_player_panel_set_player (panel, state, 0, "#c01c28");
  g_signal_connect (panel, "storage-activated", G_CALLBACK (record_int_cb), &storage_activated);
  g_signal_connect (panel, "goods-activated", G_CALLBACK (record_int_cb), &goods_activated);
  g_signal_connect (panel, "space-activated", G_CALLBACK (record_int_cb), &space_activated);

  collect_by_class (GTK_WIDGET (panel), "cob-storage", storage);
  collect_by_class (GTK_WIDGET (panel), "cob-goods", goods);
  g_assert_cmpuint (storage->len, ==, 3);
  g_assert_cmpuint (goods->len, ==, 6);
  assert_buttons_named (GTK_WIDGET (panel));
  collect_by_class (GTK_WIDGET (panel), "cob-bonus", bonus);
  g_assert_cmpuint (bonus->len, ==, 2);
  g_assert_cmpstr (gtk_label_get_label (bonus->pdata[0]), ==, "castle (large)");
  g_assert_true (gtk_widget_has_css_class (bonus->pdata[0], "cob-castle"));
  g_assert_cmpstr (gtk_label_get_label (bonus->pdata[1]), ==, "river (small)");

  for (guint k = 0; k < 3; k++)
    {
      g_autofree char *expected = g_strdup_printf (
          "Storage %u: %s", k + 1,
          p->storage[k] != 0 ? ts_burgundy_tile_name (p->storage[k]) : "empty");

      assert_label (storage->pdata[k], expected);
      g_signal_emit_by_name (storage->pdata[k], "clicked");
      g_assert_cmpint (storage_activated, ==, k);
    }
  for (guint g = 1; g <= 6; g++)
    {
      g_autofree char *expected = g_strdup_printf ("Goods %u: %u in storage", g, p->goods[g]);

      assert_label (goods->pdata[g - 1], expected);
      g_signal_emit_by_name (goods->pdata[g - 1], "clicked");
      g_assert_cmpint (goods_activated, ==, g);
    }
  /* The duchy inside forwards its spaces. */
  gtk_widget_activate (ts_burgundy_duchy_view_get_space (
      ts_burgundy_player_panel_get_duchy_view (panel), 12));
  g_assert_cmpint (space_activated, ==, 12);

  /* Lit and selected are marked, and only where asked. */
  TsBurgundySpaces twenty = spaces_of (1ull << 20);

  ts_burgundy_player_panel_set_lit (panel, 1u << 1, (1u << 2) | (1u << 6), &twenty);
  ts_burgundy_player_panel_set_selected_storage (panel, 2);
  for (guint k = 0; k < 3; k++)
    {
      g_assert_cmpint (gtk_widget_has_css_class (storage->pdata[k], "cob-lit"), ==, k == 1);
      g_assert_cmpint (gtk_widget_has_css_class (storage->pdata[k], "cob-selected"), ==, k == 2);
    }
  for (guint g = 1; g <= 6; g++)
    g_assert_cmpint (gtk_widget_has_css_class (goods->pdata[g - 1], "cob-lit"), ==,
                     g == 2 || g == 6);
  g_assert_cmpuint (
      mask_of (ts_burgundy_duchy_view_get_lit (ts_burgundy_player_panel_get_duchy_view (panel))),
      ==, 1ull << 20);
  ts_burgundy_player_panel_set_selected_storage (panel, -1);
  for (guint k = 0; k < 3; k++)
    g_assert_false (gtk_widget_has_css_class (storage->pdata[k], "cob-selected"));

  g_ptr_array_set_size (storage, 0);
  g_ptr_array_set_size (goods, 0);
  g_ptr_array_set_size (bonus, 0);
  ts_ui_test_destroy_window (window);
  g_assert_null (panel);
}

/* Sum of the changes listed in the ledger list @name, checking the running totals. */
static int
ledger_list_sum (GtkWidget  *popover,
                 const char *name,
                 guint      *n_rows)
{
  GtkWidget *list = ts_ui_test_find_named (popover, name);
  int sum = 0, first_total = 0;
  guint n = 0;
  GtkListBoxRow *row;

  g_assert_nonnull (list);
  /* Newest first: read from the bottom so that the running total can be checked. */
  while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), n) != NULL)
    n++;
  for (int i = n - 1; i >= 0; i--)
    {
      row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i);
      const char *delta = gtk_label_get_label (GTK_LABEL (ts_ui_test_find_named (GTK_WIDGET (row), "delta")));
      const char *total = gtk_label_get_label (GTK_LABEL (ts_ui_test_find_named (GTK_WIDGET (row), "total")));

      sum += atoi (delta);
      g_assert_cmpint (atoi (total), ==, sum);
      if (i == 0)
        first_total = atoi (total);
    }
  if (n > 0)
    g_assert_cmpint (first_total, ==, sum);
  *n_rows = n;
  return sum;
}

static void
test_panel_ledger (void)
{
  g_autofree TsBurgundyState *state = mid_game_state ();
  TsBurgundyPlayerPanel *panel = TS_BURGUNDY_PLAYER_PANEL (ts_burgundy_player_panel_new ());
  GtkWindow *window = ts_ui_test_show_alone (GTK_WIDGET (panel), 520, 430);
  GtkMenuButton *vp_button;
  GtkWidget *popover;
  g_autoptr(GPtrArray) lines = ts_burgundy_ledger_lines (state);
  guint n_rows = 0;
  g_autofree char *vp_label = NULL;
  int vp = state->players[1].vp;
  int silver = state->players[1].silver;
  int workers = state->players[1].workers;

  ts_burgundy_player_panel_set_player (panel, state, 1, NULL);
  /* Nothing of the state is kept: the panel must live on without it. */
  memset (state, 0, sizeof *state);
  g_clear_pointer (&state, g_free);

  vp_button = GTK_MENU_BUTTON (ts_ui_test_find_type (GTK_WIDGET (panel), GTK_TYPE_MENU_BUTTON));
  vp_label = g_strdup_printf ("%d VP", vp);
  g_assert_cmpstr (gtk_menu_button_get_label (vp_button), ==, vp_label);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (vp_button));
  gtk_menu_button_popup (vp_button);
  gtk_test_widget_wait_for_draw (popover);
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (popover));

  g_assert_cmpint (ledger_list_sum (popover, "vp", &n_rows), ==, vp);
  g_assert_cmpint (ts_ledger_sum (lines, 1, TS_LEDGER_VP), ==, vp);
  {
    guint expected_rows = 0;

    for (guint i = 0; i < lines->len; i++)
      {
        TsLedgerLine *line = g_ptr_array_index (lines, i);

        expected_rows += line->player == 1 && line->resource == TS_LEDGER_VP;
      }
    g_assert_cmpuint (n_rows, ==, expected_rows);
    g_assert_cmpuint (n_rows, >, 0);
  }
  g_assert_cmpint (ledger_list_sum (popover, "silver", &n_rows), ==, silver);
  g_assert_cmpint (ledger_list_sum (popover, "workers", &n_rows), ==, workers);
  g_free (ts_ui_test_save_png (popover, "burgundy-ledger-popover"));

  /* A new state while the ledger is open shows at once. */
  {
    g_autofree TsBurgundyState *again = mid_game_state ();

    ts_burgundy_player_panel_set_player (panel, again, 0, NULL);
    g_assert_cmpint (ledger_list_sum (popover, "vp", &n_rows), ==, again->players[0].vp);
    g_assert_cmpuint (n_rows, >, 0);
  }
  gtk_menu_button_popdown (vp_button);
  ts_ui_test_destroy_window (window);
}

static void
render_panel (const char *name,
              int         width,
              int         height,
              gboolean    dark)
{
  g_autofree TsBurgundyState *state = mid_game_state ();
  TsBurgundyPlayerPanel *panel = TS_BURGUNDY_PLAYER_PANEL (ts_burgundy_player_panel_new ());
  TsBurgundyDuchyView *duchy = ts_burgundy_player_panel_get_duchy_view (panel);
  GtkWindow *window;
  guint64 lit = 0;
  int min_width, min_height;

  load_css (dark);
  state->players[0].bonus_large = 1u << TS_BURGUNDY_CASTLE;
  state->players[0].bonus_small = 1u << TS_BURGUNDY_RIVER;
  ts_burgundy_player_panel_set_player (panel, state, 0, "#3584e4");
  /* Light the empty spaces next to tiles, as when a tile is being placed. */
  for (guint i = 0; i < TS_BURGUNDY_N_SPACES; i++)
    if (state->players[0].tiles[i] == 0
        && ts_burgundy_adjacent_to_tile (state, &state->players[0], i)
        && state->players[0].duchy.colour[i] == ts_burgundy_tile_colour (state->players[0].storage[0]))
      lit |= 1ull << i;
  TsBurgundySpaces lit_set = spaces_of (lit);

  ts_burgundy_player_panel_set_lit (panel, 0, 1u << 6, &lit_set);
  ts_burgundy_player_panel_set_selected_storage (panel, 0);

  /* It must fit: nothing may force it past the size asked for. */
  gtk_widget_measure (GTK_WIDGET (panel), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                      NULL);
  gtk_widget_measure (GTK_WIDGET (panel), GTK_ORIENTATION_VERTICAL, width, &min_height, NULL,
                      NULL, NULL);
  g_assert_cmpint (min_width, <=, width);
  g_assert_cmpint (min_height, <=, height);

  window = ts_ui_test_show_alone (GTK_WIDGET (panel), width, height);
  gtk_window_set_focus_visible (window, TRUE);
  gtk_widget_grab_focus (ts_burgundy_duchy_view_get_space (duchy, 19));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  ts_ui_test_spin ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (panel)), ==, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (panel)), ==, height);
  /* The window, not the panel: the panel has no background of its own. */
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  ts_ui_test_destroy_window (window);
  load_css (FALSE);
}

static void
render_duchy (const char *name,
              gboolean    dark)
{
  g_autofree TsBurgundyState *state = mid_game_state ();
  TsBurgundyDuchyView *duchy = TS_BURGUNDY_DUCHY_VIEW (ts_burgundy_duchy_view_new ());
  GtkWindow *window;

  load_css (dark);
  ts_burgundy_duchy_view_set_player (duchy, state, 0);
  TsBurgundySpaces lit = spaces_of ((1ull << 12) | (1ull << 24));

  ts_burgundy_duchy_view_set_lit (duchy, &lit);
  window = ts_ui_test_show_alone (GTK_WIDGET (duchy), 300, 260);
  g_free (ts_ui_test_save_png (GTK_WIDGET (window), name));
  ts_ui_test_destroy_window (window);
  load_css (FALSE);
}

static void
test_render (void)
{
  render_panel ("burgundy-player-panel-520x430-light", 520, 430, FALSE);
  render_panel ("burgundy-player-panel-520x430-dark", 520, 430, TRUE);
  render_panel ("burgundy-player-panel-900x700-light", 900, 700, FALSE);
  render_panel ("burgundy-player-panel-900x700-dark", 900, 700, TRUE);
  render_duchy ("burgundy-duchy-300x260-light", FALSE);
  render_duchy ("burgundy-duchy-300x260-dark", TRUE);
}

int
main (int   argc,
      char *argv[])
{
  /* The suite runs with GTK_A11Y=none, which has no accessibility contexts at all; the test
   * backend keeps the accessible names and states so that they can be checked. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);
  g_type_ensure (TS_TYPE_BURGUNDY_PLAYER_PANEL);

  g_test_add_func ("/ui/burgundy/duchy/names", test_duchy_names);
  g_test_add_func ("/ui/burgundy/duchy/lit", test_duchy_lit);
  g_test_add_func ("/ui/burgundy/duchy/keyboard", test_duchy_keyboard);
  g_test_add_func ("/ui/burgundy/player-panel/storage-goods", test_panel_storage_goods);
  g_test_add_func ("/ui/burgundy/player-panel/ledger", test_panel_ledger);
  g_test_add_func ("/ui/burgundy/player-panel/render", test_render);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Castles of Burgundy main board: what each depot space shows, lighting, activation,
 * keyboard order, the phase bonus against the engine's scoring, and renders. */
#include <math.h>
#include <string.h>

#include "burgundy/ts-burgundy-board-slot.h"
#include "burgundy/ts-burgundy-board-view.h"
#include "ts-burgundy.h"
#include "ts-ui-test-util.h"
#include "ts-tooltip.h"

#define RESOURCE "/io/github/tableside/Tableside/"

static const char *const colors[] = { "#e01b24", "#3584e4", "#2ec27e", "#f6d32d" };

/* ---------------------------------------------------------------------------------- */
/* States                                                                              */

static TsBurgundyState *
new_game (guint n_players)
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel" };
  g_autoptr(JsonArray) players = json_array_new ();
  g_autoptr(GError) error = NULL;
  TsBurgundyState *state;

  for (guint i = 0; i < n_players; i++)
    json_array_add_string_element (players, names[i]);
  state = ts_burgundy_state_new_from_setup (NULL, players, NULL, &error);
  g_assert_no_error (error);
  return state;
}

static void
step (TsBurgundyState *state,
      GRand           *rand)
{
  g_autoptr(GError) error = NULL;
  TsBurgundyEntry entry;

  g_assert_true (ts_burgundy_random_entry (state, rand, &entry));
  g_assert_true (ts_burgundy_apply (state, &entry, &error));
  g_assert_no_error (error);
}

/* Phase A just filled (waiting for the first dice), with one depot tile and one black-depot
 * tile not identified yet. */
static TsBurgundyState *
state_phase_start (guint n_players)
{
  TsBurgundyState *state = new_game (n_players);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  while (state->stage != TS_BURGUNDY_STAGE_ROLL)
    step (state, rand);
  g_assert_cmpint (state->phase, ==, 0);
  g_assert_cmpint (state->n_round_goods, ==, 5);
  /* Depot 3 space 1 and black space 1 are used with any player count. */
  g_assert_cmpint (state->data->depot_min_players[2][0], ==, 2);
  g_assert_cmpint (state->data->black_min_players[1], ==, 2);
  state->depots[2][0] = TS_BURGUNDY_TILE_UNKNOWN;
  state->black[1] = TS_BURGUNDY_TILE_UNKNOWN;
  return state;
}

/* Round 3 of phase A under way: tiles taken, goods moved to depots. */
static TsBurgundyState *
state_mid_phase (guint n_players,
                 guint seed)
{
  TsBurgundyState *state = new_game (n_players);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  while (!(state->stage == TS_BURGUNDY_STAGE_TURN && state->round == 2 && state->turn == 1))
    {
      step (state, rand);
      g_assert_cmpint (state->phase, ==, 0);
    }
  return state;
}

/* ---------------------------------------------------------------------------------- */
/* Helpers                                                                             */

static GtkWidget *
board_window (GtkWidget **board_out,
              int         width,
              int         height)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = ts_burgundy_board_view_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), board);
  *board_out = board;
  return window;
}

static guint
n_slots (guint depot)
{
  return depot == 0 ? 8 : 4;
}

static gboolean
slot_used (const TsBurgundyState *state,
           guint                  depot,
           guint                  slot)
{
  if (depot == 0)
    return state->data->black_min_players[slot] <= state->n_players;
  return state->data->depot_min_players[depot - 1][slot] <= state->n_players;
}

static guint
slot_tile (const TsBurgundyState *state,
           guint                  depot,
           guint                  slot)
{
  return depot == 0 ? state->black[slot] : state->depots[depot - 1][slot];
}

/* The view shows exactly the state's tiles, empty spaces and unused spaces; returns the
 * number of unused spaces and of empty ones. */
static void
assert_slots (TsBurgundyBoardView   *board,
              const TsBurgundyState *state,
              guint                 *n_unused,
              guint                 *n_empty)
{
  *n_unused = *n_empty = 0;
  for (guint d = 0; d <= 6; d++)
    for (guint s = 0; s < n_slots (d); s++)
      {
        GtkWidget *button = ts_burgundy_board_view_get_slot_button (board, d, s);
        gboolean used = slot_used (state, d, s);
        guint tile = slot_tile (state, d, s);
        g_autofree char *where = d == 0 ? g_strdup_printf ("Black depot, space %u", s + 1)
                                        : g_strdup_printf ("Depot %u, space %u", d, s + 1);
        g_autofree char *expected = NULL;

        g_assert_true (GTK_IS_BUTTON (button));
        if (!used)
          expected = g_strdup_printf ("%s: not used with %u players", where, state->n_players);
        else if (tile == 0)
          expected = g_strdup_printf ("%s: empty", where);
        else if (tile == TS_BURGUNDY_TILE_UNKNOWN && d > 0)
          /* An unknown tile is named with the colour of its space. */
          expected = g_strdup_printf ("%s: unidentified %s tile", where,
                                      ts_burgundy_colour_name (
                                          ts_burgundy_slot_colour (state, d - 1, s)));
        else
          expected = g_strdup_printf ("%s: %s", where, ts_burgundy_tile_name (tile));
        g_assert_cmpstr (ts_tooltip_get (button), ==, expected);
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
        g_assert_cmpint (gtk_widget_get_sensitive (button), ==, used);
        g_assert_cmpint (gtk_widget_has_css_class (button, "cob-unused"), ==, !used);
        g_assert_cmpint (gtk_widget_has_css_class (button, "cob-empty"), ==, used && tile == 0);
        g_assert_cmpint (gtk_widget_get_focusable (button), ==, TRUE);
        *n_unused += !used;
        *n_empty += used && tile == 0;
      }
  g_assert_null (ts_burgundy_board_view_get_slot_button (board, 1, 4));
  g_assert_null (ts_burgundy_board_view_get_slot_button (board, 7, 0));
}

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

/* The text of the last label inside @widget. */
static const char *
last_label (GtkWidget *widget)
{
  const char *text = GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *inner = last_label (child);
      if (inner != NULL)
        text = inner;
    }
  return text;
}

/* ---------------------------------------------------------------------------------- */
/* Tests                                                                               */

static void
test_phase_start (void)
{
  for (guint n = 2; n <= 4; n += 2)
    {
      g_autofree TsBurgundyState *state = state_phase_start (n);
      GtkWidget *board, *window = board_window (&board, 440, 430);
      g_autoptr(GPtrArray) phases = g_ptr_array_new ();
      g_autoptr(GPtrArray) bonus = g_ptr_array_new ();
      guint n_unused, n_empty, expected_unused = 0;
      const char *tip;

      TsBurgundyState *copy = ts_burgundy_state_copy (state);

      /* The view keeps nothing of the state: draw it after the state is gone. */
      ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), copy, colors);
      memset (copy, 0xaa, sizeof *copy);
      ts_burgundy_state_free (copy);
      ts_ui_test_present_and_wait (GTK_WINDOW (window));
      assert_slots (TS_BURGUNDY_BOARD_VIEW (board), state, &n_unused, &n_empty);
      for (guint d = 0; d <= 6; d++)
        for (guint s = 0; s < n_slots (d); s++)
          expected_unused += !slot_used (state, d, s);
      g_assert_cmpuint (n_unused, ==, expected_unused);
      /* With 2 players the board has unused spaces; with 4 every space is used, and a
       * fresh fill leaves none empty. */
      if (n == 2)
        g_assert_cmpuint (n_unused, >=, 8);
      else
        g_assert_cmpuint (n_unused, ==, 0);
      g_assert_cmpuint (n_empty, ==, 0);
      gtk_test_accessible_assert_property (
          GTK_ACCESSIBLE (ts_burgundy_board_view_get_slot_button (
              TS_BURGUNDY_BOARD_VIEW (board), 3, 0)),
          GTK_ACCESSIBLE_PROPERTY_LABEL, "Depot 3, space 1: unidentified pasture tile");

      /* Phase A is the current one, none is over yet. */
      collect_by_class (board, "cob-board-phase", phases);
      g_assert_cmpuint (phases->len, ==, 5);
      for (guint p = 0; p < 5; p++)
        {
          g_assert_cmpint (gtk_widget_has_css_class (phases->pdata[p], "cob-current"), ==, p == 0);
          g_assert_false (gtk_widget_has_css_class (phases->pdata[p], "dim-label"));
        }

      /* Every bonus tile is still on the board, with its value for this player count. */
      collect_by_class (board, "cob-board-bonus", bonus);
      g_assert_cmpuint (bonus->len, ==, 1);
      tip = ts_tooltip_get (bonus->pdata[0]);
      g_assert_true (g_str_has_prefix (tip, "Bonus tiles on the board:\ncastle "));
      g_assert_nonnull (strstr (tip, n == 2 ? "\nmine 5 VP\nmine 2 VP" : "\nmine 7 VP\nmine 4 VP"));
      ts_ui_test_destroy_window (GTK_WINDOW (window));
    }
}

static void
test_mid_phase (void)
{
  for (guint n = 2; n <= 4; n += 2)
    {
      g_autofree TsBurgundyState *state = state_mid_phase (n, 11);
      GtkWidget *board, *window = board_window (&board, 440, 430);
      g_autoptr(GPtrArray) players = g_ptr_array_new ();
      g_autoptr(GPtrArray) rounds = g_ptr_array_new ();
      g_autoptr(GPtrArray) headers = g_ptr_array_new ();
      guint n_unused, n_empty, n_goods = 0;

      ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, colors);
      ts_ui_test_present_and_wait (GTK_WINDOW (window));
      assert_slots (TS_BURGUNDY_BOARD_VIEW (board), state, &n_unused, &n_empty);
      /* Two rounds of turns took tiles off the depots. */
      g_assert_cmpuint (n_empty, >, 0);

      /* The bridge order, with the player whose turn it is marked. */
      collect_by_class (board, "cob-board-player", players);
      g_assert_cmpuint (players->len, ==, n);
      for (guint i = 0; i < n; i++)
        {
          guint p = state->order[i];

          g_assert_cmpstr (last_label (players->pdata[i]), ==, state->names[p]);
          g_assert_cmpint (gtk_widget_has_css_class (players->pdata[i], "cob-current"), ==,
                           p == state->current);
        }
      g_assert_cmpuint (state->current, ==, state->order[1]);

      /* Round 3: its goods tile and those of rounds 1 and 2 went to the depots, rounds 4
       * and 5 still hold theirs. */
      for (guint d = 0; d < 6; d++)
        for (guint g = 1; g <= 6; g++)
          n_goods += state->depot_goods[d][g];
      g_assert_cmpuint (n_goods, >=, 1);
      g_assert_cmpuint (state->n_round_goods, ==, 2);
      collect_by_class (board, "cob-board-round-label", rounds);
      g_assert_cmpuint (rounds->len, ==, 1);
      g_assert_cmpstr (gtk_label_get_text (rounds->pdata[0]), ==, "Round 3");
      g_ptr_array_set_size (rounds, 0);
      collect_by_class (board, "cob-board-round", rounds);
      g_assert_cmpuint (rounds->len, ==, 5);
      for (guint r = 0; r < 5; r++)
        {
          g_autofree char *expected = r < 3 ? g_strdup_printf ("Round %u: goods revealed", r + 1)
                                            : g_strdup_printf ("Round %u: goods %u waiting",
                                                               r + 1, state->round_goods[r - 3]);

          g_assert_cmpstr (ts_tooltip_get (rounds->pdata[r]), ==, expected);
        }

      /* Each depot's goods, one by one in die order. */
      collect_by_class (board, "cob-board-depot-header", headers);
      g_assert_cmpuint (headers->len, ==, 6);
      for (guint d = 0; d < 6; d++)
        {
          g_autoptr(GString) list = g_string_new (NULL);
          g_autofree char *expected = NULL;

          for (guint g = 1; g <= 6; g++)
            for (guint k = 0; k < state->depot_goods[d][g]; k++)
              g_string_append_printf (list, "%s%u", list->len > 0 ? ", " : "", g);
          expected = list->len == 0 ? g_strdup_printf ("Depot %u: no goods", d + 1)
                                    : g_strdup_printf ("Depot %u: goods %s", d + 1, list->str);
          g_assert_cmpstr (ts_tooltip_get (headers->pdata[d]), ==, expected);
        }
      ts_ui_test_destroy_window (GTK_WINDOW (window));
    }
}

static void
test_lit (void)
{
  g_autofree TsBurgundyState *state = state_mid_phase (4, 11);
  GtkWidget *board, *window = board_window (&board, 440, 430);
  /* Black slots 0 and 7, depot 2 slot 1, depot 6 slots 1 and 3. */
  const guint8 lit[7] = { 0x81, 0, 0x2, 0, 0, 0, 0xa };
  const guint8 other[7] = { 0, 0x1, 0, 0, 0, 0, 0 };

  ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, colors);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  for (guint pass = 0; pass < 3; pass++)
    {
      const guint8 *on = pass == 0 ? lit : pass == 1 ? other : NULL;
      guint n_lit = 0;

      ts_burgundy_board_view_set_lit (TS_BURGUNDY_BOARD_VIEW (board), on);
      for (guint d = 0; d <= 6; d++)
        for (guint s = 0; s < n_slots (d); s++)
          {
            GtkWidget *button
                = ts_burgundy_board_view_get_slot_button (TS_BURGUNDY_BOARD_VIEW (board), d, s);
            gboolean expected = on != NULL && (on[d] >> s) & 1;

            g_assert_cmpint (gtk_widget_has_css_class (button, "cob-lit"), ==, expected);
            if (expected)
              gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button),
                                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                   "Can be chosen now");
            else
              {
                g_autofree char *value = gtk_test_accessible_check_property (
                    GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                    "Can be chosen now");

                g_assert_nonnull (value);
              }
            n_lit += expected;
          }
      g_assert_cmpuint (n_lit, ==, pass == 0 ? 5 : pass == 1 ? 1 : 0);
    }
  /* A space not used with this player count is never shown lit. */
  {
    g_autofree TsBurgundyState *two = state_mid_phase (2, 11);
    const guint8 all[7] = { 0xff, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf };
    guint n_lit = 0;

    ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), two, colors);
    ts_burgundy_board_view_set_lit (TS_BURGUNDY_BOARD_VIEW (board), all);
    for (guint d = 0; d <= 6; d++)
      for (guint s = 0; s < n_slots (d); s++)
        {
          gboolean on = gtk_widget_has_css_class (
              ts_burgundy_board_view_get_slot_button (TS_BURGUNDY_BOARD_VIEW (board), d, s),
              "cob-lit");

          g_assert_cmpint (on, ==, slot_used (two, d, s));
          n_lit += on;
        }
    g_assert_cmpuint (n_lit, ==, 16);
    /* With 4 players again, the same spaces come back lit. */
    ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, colors);
    g_assert_true (gtk_widget_has_css_class (
        ts_burgundy_board_view_get_slot_button (TS_BURGUNDY_BOARD_VIEW (board), 1, 0), "cob-lit"));
  }
  /* A new state keeps the lit slots: lighting is the caller's to change. */
  ts_burgundy_board_view_set_lit (TS_BURGUNDY_BOARD_VIEW (board), other);
  ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, NULL);
  g_assert_true (gtk_widget_has_css_class (
      ts_burgundy_board_view_get_slot_button (TS_BURGUNDY_BOARD_VIEW (board), 1, 0), "cob-lit"));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
slot_activated_cb (TsBurgundyBoardView *board,
                   int                  depot,
                   int                  slot,
                   GArray              *seen)
{
  int pair[2] = { depot, slot };

  g_array_append_vals (seen, pair, 2);
}

static void
test_activate (void)
{
  g_autofree TsBurgundyState *state = state_mid_phase (2, 11);
  GtkWidget *board, *window = board_window (&board, 440, 430);
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (int));
  const guint8 lit[7] = { 0, 0, 0, 0x4, 0, 0, 0 };
  static const int targets[][2] = { { 3, 2 }, { 5, 3 }, { 0, 1 }, { 6, 1 } };

  ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, colors);
  ts_burgundy_board_view_set_lit (TS_BURGUNDY_BOARD_VIEW (board), lit);
  g_signal_connect (board, "slot-activated", G_CALLBACK (slot_activated_cb), seen);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));

  /* Lit (depot 3 space 3) or not, keyboard activation emits the depot and space. */
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      GtkWidget *button = ts_burgundy_board_view_get_slot_button (TS_BURGUNDY_BOARD_VIEW (board),
                                                                  targets[i][0], targets[i][1]);

      g_assert_true (slot_used (state, targets[i][0], targets[i][1]));
      g_assert_true (gtk_widget_activate (button));
      /* GtkButton shows the press for a moment before it emits "clicked". */
      for (gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
           seen->len < 2 * (i + 1) && g_get_monotonic_time () < end;)
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (seen->len, ==, 2 * (i + 1));
      g_assert_cmpint (g_array_index (seen, int, 2 * i), ==, targets[i][0]);
      g_assert_cmpint (g_array_index (seen, int, 2 * i + 1), ==, targets[i][1]);
    }
  /* A click is the same as the keyboard. */
  g_signal_emit_by_name (ts_burgundy_board_view_get_slot_button (TS_BURGUNDY_BOARD_VIEW (board),
                                                                 2, 0),
                         "clicked");
  g_assert_cmpint (g_array_index (seen, int, seen->len - 2), ==, 2);
  g_assert_cmpint (g_array_index (seen, int, seen->len - 1), ==, 0);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Tab goes through depots 1 to 6, each space in turn, then the black depot, skipping
 * spaces not used with this player count. */
static void
test_keyboard_order (void)
{
  g_autofree TsBurgundyState *state = state_mid_phase (2, 11);
  GtkWidget *board, *window = board_window (&board, 440, 430);
  guint n_expected = 0;
  GtkWidget *focus;

  ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, colors);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* The window focuses the first slot when shown; start from nothing. */
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  for (guint k = 0; k < 7; k++)
    {
      guint d = k < 6 ? k + 1 : 0;

      for (guint s = 0; s < n_slots (d); s++)
        {
          if (!slot_used (state, d, s))
            continue;
          g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
          focus = gtk_window_get_focus (GTK_WINDOW (window));
          g_assert_nonnull (focus);
          /* Tooltips name the slot: a failure says which one got the focus. */
          g_assert_cmpstr (ts_tooltip_get (focus), ==,
                           ts_tooltip_get (ts_burgundy_board_view_get_slot_button (
                               TS_BURGUNDY_BOARD_VIEW (board), d, s)));
          g_assert_true (focus == ts_burgundy_board_view_get_slot_button (
                                      TS_BURGUNDY_BOARD_VIEW (board), d, s));
          n_expected++;
        }
    }
  /* With 2 players: 12 depot spaces and 4 black-depot spaces. */
  g_assert_cmpuint (n_expected, ==, 16);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* The bonus shown for each phase is what the engine really scores for an area completed
 * in that phase. */
static void
test_phase_bonus (void)
{
  g_autofree TsBurgundyState *state = new_game (2);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  GtkWidget *board, *window = board_window (&board, 440, 430);
  g_autoptr(GPtrArray) phases = g_ptr_array_new ();
  guint seen = 0;
  TsBurgundyEntry entry;

  ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, NULL);
  collect_by_class (board, "cob-board-phase", phases);
  g_assert_cmpuint (phases->len, ==, 5);
  while (ts_burgundy_random_entry (state, rand, &entry))
    g_assert_true (ts_burgundy_apply (state, &entry, NULL));
  g_assert_cmpint (state->stage, ==, TS_BURGUNDY_STAGE_OVER);
  for (guint i = 0; i < state->n_ledger; i++)
    if (state->ledger[i].cause == TS_BURGUNDY_CAUSE_PHASE_BONUS)
      {
        g_autofree char *vp = g_strdup_printf ("%d", state->ledger[i].delta);

        g_assert_cmpuint (state->ledger[i].detail, <, 5);
        g_assert_cmpstr (last_label (phases->pdata[state->ledger[i].detail]), ==, vp);
        seen |= 1u << state->ledger[i].detail;
      }
  /* A whole game completes areas in most phases. */
  g_assert_cmpuint (__builtin_popcount (seen), >=, 3);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* ---------------------------------------------------------------------------------- */
/* Renders                                                                             */

/* The app's style sheets follow the style manager (loaded by TsApplication's startup). */
static void
use_scheme (AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}

static void
render (const TsBurgundyState *state,
        const char            *name,
        int                    size_w,
        int                    size_h,
        AdwColorScheme         scheme)
{
  GtkWidget *board, *window = board_window (&board, size_w, size_h);
  g_autofree char *file = g_strdup_printf ("burgundy-board-%s-%dx%d-%s", name, size_w, size_h,
                                           scheme == ADW_COLOR_SCHEME_FORCE_DARK ? "dark"
                                                                                : "light");
  g_autofree char *path = NULL;
  /* The legal targets of a take-tile choice with dice 2 and 5, say. */
  const guint8 lit[7] = { 0, 0, 0xf, 0, 0, 0xf, 0 };
  int min_w, min_h;

  use_scheme (scheme);
  ts_burgundy_board_view_set_state (TS_BURGUNDY_BOARD_VIEW (board), state, colors);
  ts_burgundy_board_view_set_lit (TS_BURGUNDY_BOARD_VIEW (board), lit);
  ts_ui_test_present_and_wait (GTK_WINDOW (window));
  /* Keyboard focus on one tile, as after Tab. */
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  gtk_widget_grab_focus (
      ts_burgundy_board_view_get_slot_button (TS_BURGUNDY_BOARD_VIEW (board), 5, 3));
  gtk_test_widget_wait_for_draw (window);
  ts_ui_test_spin ();

  /* The board must fit the space it is given. */
  gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, size_w, &min_h, NULL, NULL, NULL);
  g_test_message ("board minimum %d x %d", min_w, min_h);
  g_assert_cmpint (min_w, <=, 440);
  g_assert_cmpint (min_h, <=, 430);
  g_assert_cmpint (gtk_widget_get_width (board), ==, size_w);
  g_assert_cmpint (gtk_widget_get_height (board), ==, size_h);
  /* The window, for its background: the board itself is transparent. */
  path = ts_ui_test_save_png (window, file);
  g_test_message ("rendered %s", path);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  use_scheme (ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_render (void)
{
  g_autofree TsBurgundyState *two = state_mid_phase (2, 11);
  g_autofree TsBurgundyState *four = state_mid_phase (4, 11);
  static const int sizes[][2] = { { 440, 430 }, { 800, 800 } };

  /* A few identified tiles, and a bonus tile taken, for the picture. */
  four->depots[0][1] = TS_BURGUNDY_TILE_UNKNOWN;
  four->bonus_large_owner[TS_BURGUNDY_CITY] = 1;
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint dark = 0; dark < 2; dark++)
      {
        AdwColorScheme scheme = dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT;

        render (two, "2p", sizes[i][0], sizes[i][1], scheme);
        render (four, "4p", sizes[i][0], sizes[i][1], scheme);
      }
}

/* Issue 24, §5: a depot's tile names at 1024x600 (hexagons about 19 pixels in radius) in
 * Portuguese and Spanish were clipped at both ends by the ring ("rmazé", "arpintar"): no
 * name is wider than its hexagon; one that fits is left whole. */
static void
test_long_names (void)
{
  static const char *const longer[] = { "Armazém", "3 galinhas", "Carpintaria", "Prefeitura",
                                        "Ayuntamiento", "Watchtower" };
  GtkWidget *label = g_object_ref_sink (gtk_label_new (NULL));
  double r = 19, box_w = r * 1.7320508 * 0.92 - 2, room = box_w / 0.92 - 2;
  int w, h;

  for (guint i = 0; i < G_N_ELEMENTS (longer); i++)
    {
      g_autoptr(PangoLayout) layout = ts_burgundy_board_fit_text (label, longer[i], box_w,
                                                                  r * 1.2, room, 9);
      PangoRectangle ink;

      /* What is drawn (the ink: the logical box counts the letters' spacing after the
       * ellipsis) lies within the room, from the layout's left edge. */
      pango_layout_get_pixel_extents (layout, &ink, NULL);
      pango_layout_get_pixel_size (layout, &w, &h);
      g_test_message ("%s: ink %d..%d in %.1f, %d high", longer[i], ink.x, ink.x + ink.width,
                      room, h);
      g_assert_cmpint (ink.x, >=, -1);
      g_assert_cmpint (ink.x + ink.width, <=, (int) ceil (room));
      g_assert_cmpint (h, <=, (int) ceil (r * 1.2));
    }
  {
    g_autoptr(PangoLayout) layout = ts_burgundy_board_fit_text (label, "Barco", box_w,
                                                                r * 1.2, room, 9);

    g_assert_false (pango_layout_is_ellipsized (layout));
    g_assert_cmpstr (pango_layout_get_text (layout), ==, "Barco");
  }
  g_object_unref (label);
}

int
main (int   argc,
      char *argv[])
{
  /* Accessible labels are part of what is tested: use GTK's test AT context. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/burgundy/board-view/phase-start", test_phase_start);
  g_test_add_func ("/ui/burgundy/board-view/mid-phase", test_mid_phase);
  g_test_add_func ("/ui/burgundy/board-view/lit", test_lit);
  g_test_add_func ("/ui/burgundy/board-view/activate", test_activate);
  g_test_add_func ("/ui/burgundy/board-view/keyboard-order", test_keyboard_order);
  g_test_add_func ("/ui/burgundy/board-view/phase-bonus", test_phase_bonus);
  g_test_add_func ("/ui/burgundy/board-view/render", test_render);
  g_test_add_func ("/ui/burgundy/board-view/long-names", test_long_names);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table's entry forms for Castles of Burgundy: dice, starting goods, depots. Real engine
 * states drive them; every entry they emit must apply to the state it was made for. */
#include <string.h>

#include "ts-die-slot.h"
#include "burgundy/ts-burgundy-fill-entry.h"
#include "burgundy/ts-burgundy-fill-spaces.h"
#include "burgundy/ts-burgundy-goods-entry.h"
#include "burgundy/ts-burgundy-roll-entry.h"
#include "ts-ui-test-util.h"

static const char *const colors[] = { "#c01c28", "#1c71d8", "#f6d32d", "#2ec27e" };

/* ---- Engine states ---- */

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

/* Plays random legal entries until @stage in phase @phase (round @round for ROLL). */
static TsBurgundyState *
game_at (guint n_players,
         guint stage,
         guint phase,
         guint round,
         guint seed)
{
  TsBurgundyState *state = new_game (n_players);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  while (!(state->stage == stage && state->phase == phase
           && (stage != TS_BURGUNDY_STAGE_ROLL || state->round == round)))
    {
      g_autoptr(GError) error = NULL;
      TsBurgundyEntry entry;

      g_assert_true (ts_burgundy_random_entry (state, rand, &entry));
      g_assert_true (ts_burgundy_apply (state, &entry, &error));
      g_assert_no_error (error);
    }
  return state;
}

static void
assert_applies (const TsBurgundyState *state,
                const TsBurgundyEntry *entry,
                TsBurgundyState      **after)
{
  TsBurgundyState *copy = ts_burgundy_state_copy (state);
  g_autoptr(GError) error = NULL;

  if (!ts_burgundy_apply (copy, entry, &error))
    g_error ("the entry does not apply: %s", error->message);
  if (after != NULL)
    *after = copy;
  else
    ts_burgundy_state_free (copy);
}

/* ---- Widgets ---- */

typedef struct
{
  guint count;
  TsBurgundyEntry entry;
} Submitted;

static void
submitted_cb (GtkWidget             *widget,
              const TsBurgundyEntry *entry,
              Submitted             *out)
{
  out->count++;
  out->entry = *entry;
}


static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        g_ptr_array_add (out, child);
      collect (child, type, out);
    }
}

static GtkWidget *
find_search_entry (GtkWidget *widget)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect (widget, GTK_TYPE_SEARCH_ENTRY, found);
  return found->len > 0 ? found->pdata[0] : NULL;
}

/* The entry's own slots (the face buttons' pictures are not focusable). */
static GPtrArray *
slots_of (GtkWidget *entry)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  GPtrArray *slots = g_ptr_array_new ();

  collect (entry, TS_TYPE_DIE_SLOT, all);
  for (guint i = 0; i < all->len; i++)
    if (gtk_widget_get_focusable (all->pdata[i]))
      g_ptr_array_add (slots, all->pdata[i]);
  return slots;
}

static gboolean
has_label (GtkWidget  *widget,
           const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  collect (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_visible (labels->pdata[i])
        && g_strcmp0 (gtk_label_get_text (labels->pdata[i]), text) == 0)
      return TRUE;
  return FALSE;
}

static void
type_digits (gboolean (*press) (gpointer, guint, GdkModifierType),
             gpointer    entry,
             const char *digits)
{
  for (const char *c = digits; *c != '\0'; c++)
    g_assert_true (press (entry, GDK_KEY_0 + (*c - '0'), 0));
}

#define PRESS(f) ((gboolean (*) (gpointer, guint, GdkModifierType)) (f))

/* Enter as GTK delivers it: the entry takes it, or else the focused widget (the submit
 * button once every slot is filled) activates. Returns the focused widget's type. */
static GType
press_enter (gboolean (*press) (gpointer, guint, GdkModifierType),
             gpointer entry)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (entry));
  GType type = focus != NULL ? G_OBJECT_TYPE (focus) : G_TYPE_NONE;

  if (!press (entry, GDK_KEY_Return, 0))
    {
      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_is_ancestor (focus, entry));
      g_assert_true (gtk_widget_activate (focus));
      /* A button shows itself pressed for a moment before it clicks. */
      if (GTK_IS_BUTTON (focus))
        {
          gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;

          while (g_get_monotonic_time () < end)
            g_main_context_iteration (NULL, FALSE);
        }
    }
  return type;
}

static int
measure_height (GtkWidget *widget,
                int        width)
{
  int minimum = 0, natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  return natural;
}

/* ---- Roll ---- */

/* Returns TRUE when the round's turn order differs from setup order. */
static gboolean
check_roll (guint n_players,
            guint seed)
{
  gboolean reordered = FALSE;
  g_autofree TsBurgundyState *state = NULL;
  TsBurgundyState *after = NULL;
  TsBurgundyRollEntry *entry = TS_BURGUNDY_ROLL_ENTRY (ts_burgundy_roll_entry_new ());
  GtkWidget *window;
  g_autoptr(GPtrArray) slots = NULL;
  Submitted out = { 0 };
  /* Each player's pair in turn order, then the white die. */
  char digits[16];
  guint n = 2 * n_players + 1;

  /* Later in the game the bridge has moved, so turn order is not setup order. */
  state = game_at (n_players, TS_BURGUNDY_STAGE_ROLL, 2, 3, seed);
  g_strlcpy (digits, "61524335", 2 * n_players + 1);
  digits[2 * n_players] = '4';
  digits[2 * n_players + 1] = '\0';

  g_signal_connect (entry, "submit", G_CALLBACK (submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 170);
  ts_burgundy_roll_entry_set_state (entry, state, colors);
  ts_burgundy_roll_entry_focus (entry);
  slots = slots_of (GTK_WIDGET (entry));
  g_assert_cmpuint (slots->len, ==, n);

  /* Incomplete: nothing is emitted. */
  g_assert_false (ts_burgundy_roll_entry_submit (entry));
  type_digits (PRESS (ts_burgundy_roll_entry_press_key), entry, "12");
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_Return, 0));
  g_assert_cmpuint (out.count, ==, 0);

  /* Backspace clears the die before the cursor; 0 and 7 are refused; Ctrl+digit is not ours. */
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_BackSpace, 0));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[1]), ==, 0);
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_BackSpace, 0));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[0]), ==, 0);
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_7, 0));
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_0, 0));
  g_assert_false (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_3, GDK_CONTROL_MASK));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[0]), ==, 0);

  type_digits (PRESS (ts_burgundy_roll_entry_press_key), entry, digits);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[i]), ==, digits[i] - '0');
  g_assert_true (has_label (GTK_WIDGET (entry), "Goods to depot 4"));

  /* Overwrite: click the first die of the second player and type over it. */
  g_signal_emit_by_name (slots->pdata[2], "activate");
  g_assert_true (ts_burgundy_roll_entry_press_key (entry, GDK_KEY_KP_6, 0));
  digits[2] = '6';
  /* The face buttons fill the current slot too (now the second die of that player). */
  gtk_widget_activate_action (GTK_WIDGET (entry), "entry.face", "i", 2);
  digits[3] = '2';

  /* The focus stayed on a slot (the face buttons do not take it): Enter is the entry's. */
  g_assert_true (press_enter (PRESS (ts_burgundy_roll_entry_press_key), entry)
                 == TS_TYPE_DIE_SLOT);
  g_assert_cmpuint (out.count, ==, 1);
  g_assert_cmpuint (out.entry.type, ==, TS_BURGUNDY_ENTRY_ROLL);

  /* The engine orders the round from the bridge: the dice typed k-th belong to the player
   * it puts k-th, and the emitted entry is in setup order. */
  assert_applies (state, &out.entry, &after);
  for (guint k = 0; k < n_players; k++)
    for (guint d = 0; d < 2; d++)
      g_assert_cmpuint (after->dice[after->order[k]][d], ==, digits[2 * k + d] - '0');
  g_assert_cmpuint (after->white, ==, 4);
  for (guint p = n_players; p < TS_BURGUNDY_MAX_PLAYERS; p++)
    g_assert_cmpuint (out.entry.dice[p][0] + out.entry.dice[p][1], ==, 0);
  for (guint k = 0; k < n_players; k++)
    reordered = reordered || after->order[k] != k;
  /* Screen readers hear whose die each slot is, and its value. */
  {
    g_autofree char *first = g_strdup_printf ("%s, first die: %c",
                                              after->names[after->order[0]], digits[0]);
    g_autofree char *white = g_strdup_printf ("White die: %c", digits[n - 1]);
    char *problem;

    problem = gtk_test_accessible_check_property (slots->pdata[0], GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                  first);
    g_assert_null (problem);
    problem = gtk_test_accessible_check_property (slots->pdata[n - 1],
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL, white);
    g_assert_null (problem);
  }
  ts_burgundy_state_free (after);

  /* set_entry round-trips (a correction). */
  {
    TsBurgundyEntry first = out.entry;

    ts_burgundy_roll_entry_set_state (entry, state, colors);
    g_assert_false (ts_burgundy_roll_entry_submit (entry));
    ts_burgundy_roll_entry_set_entry (entry, &first);
    g_assert_true (ts_burgundy_roll_entry_submit (entry));
    g_assert_cmpuint (out.count, ==, 2);
    g_assert_cmpmem (&out.entry, sizeof out.entry, &first, sizeof first);
  }

  /* A refusal is shown in place and cleared. */
  ts_burgundy_roll_entry_set_error (entry, "Not today.");
  g_assert_true (has_label (GTK_WIDGET (entry), "Not today."));
  ts_burgundy_roll_entry_set_error (entry, NULL);
  g_assert_false (has_label (GTK_WIDGET (entry), "Not today."));

  g_assert_cmpint (measure_height (GTK_WIDGET (entry), 1000), <=, 90);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
  return reordered;
}

static void
test_roll (void)
{
  guint reordered = 0;

  reordered += check_roll (2, 7);
  reordered += check_roll (3, 8);
  reordered += check_roll (4, 9);
  /* Otherwise setup order and turn order could be confused unnoticed. */
  g_assert_cmpuint (reordered, >, 0);
}

/* ---- Starting goods ---- */

static void
test_goods (void)
{
  g_autofree TsBurgundyState *state = new_game (3);
  TsBurgundyGoodsEntry *entry = TS_BURGUNDY_GOODS_ENTRY (ts_burgundy_goods_entry_new ());
  g_autoptr(GPtrArray) slots = NULL;
  TsBurgundyState *after = NULL;
  Submitted out = { 0 };
  GtkWidget *window;

  g_signal_connect (entry, "submit", G_CALLBACK (submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 170);
  ts_burgundy_goods_entry_set_player (entry, state, 1);
  ts_burgundy_goods_entry_focus (entry);
  g_assert_true (has_label (GTK_WIDGET (entry), "Bruno's starting goods"));
  slots = slots_of (GTK_WIDGET (entry));
  g_assert_cmpuint (slots->len, ==, 3);

  type_digits (PRESS (ts_burgundy_goods_entry_press_key), entry, "24");
  g_assert_false (ts_burgundy_goods_entry_submit (entry));
  g_assert_true (ts_burgundy_goods_entry_press_key (entry, GDK_KEY_BackSpace, 0));
  type_digits (PRESS (ts_burgundy_goods_entry_press_key), entry, "25");
  g_assert_cmpuint (out.count, ==, 0);
  /* Filled: the focus waits on the submit button, which Enter presses. */
  g_assert_true (press_enter (PRESS (ts_burgundy_goods_entry_press_key), entry)
                 == GTK_TYPE_BUTTON);
  g_assert_cmpuint (out.count, ==, 1);
  g_assert_cmpuint (out.entry.type, ==, TS_BURGUNDY_ENTRY_STARTING_GOODS);
  g_assert_cmpint (out.entry.player, ==, 1);
  g_assert_cmpuint (out.entry.starting[0], ==, 2);
  g_assert_cmpuint (out.entry.starting[1], ==, 2);
  g_assert_cmpuint (out.entry.starting[2], ==, 5);
  assert_applies (state, &out.entry, &after);
  g_assert_cmpuint (after->players[1].goods[2], ==, 2);
  g_assert_cmpuint (after->players[1].goods[5], ==, 1);
  ts_burgundy_state_free (after);

  /* A fourth digit is a slip: nothing changes. */
  g_assert_true (ts_burgundy_goods_entry_press_key (entry, GDK_KEY_6, 0));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[2]), ==, 5);

  /* Round trip, with the middle tile corrected by clicking it. */
  {
    TsBurgundyEntry first = out.entry;

    ts_burgundy_goods_entry_set_player (entry, state, 1);
    ts_burgundy_goods_entry_set_entry (entry, &first);
    g_signal_emit_by_name (slots->pdata[1], "activate");
    g_assert_true (ts_burgundy_goods_entry_press_key (entry, GDK_KEY_Delete, 0));
    g_assert_false (ts_burgundy_goods_entry_submit (entry));
    gtk_widget_activate_action (GTK_WIDGET (entry), "entry.face", "i", 3);
    g_assert_true (ts_burgundy_goods_entry_submit (entry));
    g_assert_cmpuint (out.count, ==, 2);
    g_assert_cmpuint (out.entry.starting[0], ==, 2);
    g_assert_cmpuint (out.entry.starting[1], ==, 3);
    g_assert_cmpuint (out.entry.starting[2], ==, 5);
    assert_applies (state, &out.entry, NULL);
  }
  g_assert_cmpint (measure_height (GTK_WIDGET (entry), 1000), <=, 90);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* ---- Filling the depots ---- */

/* Five goods the supply still has, as typed digits. */
static const char *
goods_digits (const TsBurgundyState *state)
{
  static char digits[6];
  guint8 left[7];
  guint g = 1;

  memcpy (left, state->goods_supply, sizeof left);
  for (guint r = 0; r < 5; r++)
    {
      while (left[g] == 0)
        g = g % 6 + 1;
      left[g]--;
      digits[r] = '0' + g;
      g = g % 6 + 1;
    }
  digits[5] = '\0';
  return digits;
}

static guint
space_tile (const TsBurgundyEntry *entry,
            guint                  depot,
            guint                  slot)
{
  return depot == 0 ? entry->fill_black[slot] : entry->fill[depot - 1][slot];
}

static gboolean
space_used (const TsBurgundyState *state,
            guint                  depot,
            guint                  slot)
{
  return depot == 0 ? state->data->black_min_players[slot] <= state->n_players
                    : state->data->depot_min_players[depot - 1][slot] <= state->n_players;
}

static guint
n_spaces (guint depot)
{
  return depot == 0 ? TS_BURGUNDY_BLACK_SLOTS : TS_BURGUNDY_DEPOT_SLOTS;
}

static void
check_fill_quick (guint n_players,
                  guint phase,
                  guint seed)
{
  g_autofree TsBurgundyState *state = game_at (n_players, TS_BURGUNDY_STAGE_FILL, phase, 0, seed);
  TsBurgundyFillEntry *entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  TsBurgundyState *after = NULL;
  Submitted out = { 0 };
  GtkWidget *window;

  g_assert_true (ts_burgundy_fill_entry_get_quick (entry));
  g_signal_connect (entry, "submit", G_CALLBACK (submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 170);
  ts_burgundy_fill_entry_set_state (entry, state);
  ts_burgundy_fill_entry_focus (entry);

  char digits[6];

  g_strlcpy (digits, goods_digits (state), sizeof digits);
  type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, "6");
  g_assert_true (ts_burgundy_fill_entry_press_key (entry, GDK_KEY_BackSpace, 0));
  digits[4] = '\0';
  type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, digits);
  g_assert_false (ts_burgundy_fill_entry_submit (entry));
  g_assert_cmpuint (out.count, ==, 0);
  type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, goods_digits (state) + 4);
  g_assert_true (press_enter (PRESS (ts_burgundy_fill_entry_press_key), entry)
                 == GTK_TYPE_BUTTON);
  g_assert_cmpuint (out.count, ==, 1);
  g_assert_cmpuint (out.entry.type, ==, TS_BURGUNDY_ENTRY_FILL_DEPOTS);
  for (guint d = 0; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < n_spaces (d); s++)
      g_assert_cmpuint (space_tile (&out.entry, d, s), ==,
                        space_used (state, d, s) ? TS_BURGUNDY_TILE_UNKNOWN
                                                 : TS_BURGUNDY_TILE_NONE);
  assert_applies (state, &out.entry, &after);
  g_assert_cmpuint (after->round_goods[0], ==, goods_digits (state)[0] - '0');
  g_assert_cmpuint (after->round_goods[4], ==, goods_digits (state)[4] - '0');
  ts_burgundy_state_free (after);

  g_assert_cmpint (measure_height (GTK_WIDGET (entry), 1000), <=, 90);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_fill_quick (void)
{
  check_fill_quick (2, 0, 11);
  check_fill_quick (4, 2, 12);
  /* With 3 players a castle space takes a mine in phases B and D. */
  check_fill_quick (3, 1, 13);
}

/* What the drop-down of a space offers now. */
static GArray *
offers (TsBurgundyFillSpaces *spaces,
        guint                 depot,
        guint                 slot)
{
  GtkDropDown *dropdown = ts_burgundy_fill_spaces_get_dropdown (spaces, depot, slot);
  GListModel *model = gtk_drop_down_get_model (dropdown);
  GArray *tiles = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint p = 0; p < g_list_model_get_n_items (model); p++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, p);
      guint tile = ts_burgundy_fill_spaces_item_tile (item);

      g_array_append_val (tiles, tile);
    }
  return tiles;
}

static gboolean
pick (TsBurgundyFillSpaces *spaces,
      guint                 depot,
      guint                 slot,
      guint                 tile)
{
  GtkDropDown *dropdown = ts_burgundy_fill_spaces_get_dropdown (spaces, depot, slot);
  GListModel *model = gtk_drop_down_get_model (dropdown);

  for (guint p = 0; p < g_list_model_get_n_items (model); p++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, p);

      if (ts_burgundy_fill_spaces_item_tile (item) == tile)
        {
          gtk_drop_down_set_selected (dropdown, p);
          return TRUE;
        }
    }
  return FALSE;
}

static guint
picked (TsBurgundyFillSpaces *spaces,
        guint                 depot,
        guint                 slot)
{
  GtkDropDown *dropdown = ts_burgundy_fill_spaces_get_dropdown (spaces, depot, slot);

  return ts_burgundy_fill_spaces_item_tile (gtk_drop_down_get_selected_item (dropdown));
}

static void
check_fill_full (guint n_players,
                 guint phase,
                 guint seed)
{
  g_autofree TsBurgundyState *state = game_at (n_players, TS_BURGUNDY_STAGE_FILL, phase, 0, seed);
  TsBurgundyFillEntry *entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  TsBurgundyFillSpaces *spaces;
  TsBurgundyState *after = NULL;
  guint8 counted[2][TS_BURGUNDY_N_TILES] = { { 0 } };
  Submitted out = { 0 };
  GtkWidget *window;

  g_signal_connect (entry, "submit", G_CALLBACK (submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 320);
  ts_burgundy_fill_entry_set_state (entry, state);
  ts_burgundy_fill_entry_set_quick (entry, FALSE);
  collect (GTK_WIDGET (entry), TS_TYPE_BURGUNDY_FILL_SPACES, found);
  g_assert_cmpuint (found->len, ==, 1);
  spaces = found->pdata[0];

  /* Each space offers only faces of its colour (any for the black depot) still face down,
   * and pick every space, the last face offered, re-reading the offers after each pick. */
  for (guint d = 0; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < n_spaces (d); s++)
      {
        g_autoptr(GArray) tiles = NULL;
        guint back = d == 0 ? 1 : 0, last = TS_BURGUNDY_TILE_UNKNOWN;

        if (!space_used (state, d, s))
          {
            g_assert_null (ts_burgundy_fill_spaces_get_dropdown (spaces, d, s));
            continue;
          }
        tiles = offers (spaces, d, s);
        g_assert_cmpuint (tiles->len, >, 0);
        last = g_array_index (tiles, guint, 0);
        for (guint i = 0; i < tiles->len; i++)
          {
            guint t = g_array_index (tiles, guint, i);

            if (t == TS_BURGUNDY_TILE_UNKNOWN || t == TS_BURGUNDY_TILE_NONE)
              continue;
            g_assert_cmpuint (counted[back][t], <, state->supply[back][t]);
            if (d > 0 && n_players == 3 && d - 1 == state->data->mine_space_depot
                && s == state->data->mine_space_slot
                && (state->data->mine_space_phases >> state->phase) & 1u)
              g_assert_cmpuint (ts_burgundy_tile_colour (t), ==, TS_BURGUNDY_MINE);
            else if (d > 0)
              g_assert_cmpuint (ts_burgundy_tile_colour (t), ==,
                                state->data->depot_colour[d - 1][s]);
            last = t;
          }
        g_assert_true (pick (spaces, d, s, last));
        g_assert_cmpuint (picked (spaces, d, s), ==, last);
        if (last > TS_BURGUNDY_TILE_UNKNOWN)
          counted[back][last]++;
      }

  type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, goods_digits (state));
  g_assert_true (ts_burgundy_fill_entry_submit (entry));
  g_assert_cmpuint (out.count, ==, 1);
  for (guint d = 0; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < n_spaces (d); s++)
      if (space_used (state, d, s))
        g_assert_cmpuint (space_tile (&out.entry, d, s), ==, picked (spaces, d, s));
      else
        g_assert_cmpuint (space_tile (&out.entry, d, s), ==, TS_BURGUNDY_TILE_NONE);
  assert_applies (state, &out.entry, &after);
  g_assert_cmpuint (after->depots[0][2], ==, picked (spaces, 1, 2));
  ts_burgundy_state_free (after);

  /* set_entry round-trips in a fresh form. */
  {
    TsBurgundyEntry first = out.entry;

    ts_burgundy_fill_entry_set_quick (entry, TRUE);
    ts_burgundy_fill_entry_set_state (entry, state);
    ts_burgundy_fill_entry_set_entry (entry, &first);
    g_assert_false (ts_burgundy_fill_entry_get_quick (entry));
    g_assert_true (ts_burgundy_fill_entry_submit (entry));
    g_assert_cmpmem (&out.entry, sizeof out.entry, &first, sizeof first);
  }
  g_assert_cmpint (measure_height (GTK_WIDGET (entry), 1000), <=, 320);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_fill_full (void)
{
  check_fill_full (2, 0, 21);
  check_fill_full (3, 1, 22);
  check_fill_full (4, 3, 23);
}

/* A face with one tile left can go to one space only, and a stack that cannot fill every
 * space leaves the last ones empty. */
static void
test_fill_exhausted (void)
{
  g_autofree TsBurgundyState *state = game_at (4, TS_BURGUNDY_STAGE_FILL, 0, 0, 31);
  TsBurgundyFillEntry *entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  guint monastery[2][2], n_monastery = 0, castle[8][2], n_castle = 0;
  guint face = TS_BURGUNDY_MONASTERY_TILE (5);
  TsBurgundyFillSpaces *spaces;
  Submitted out = { 0 };
  GtkWidget *window;
  g_autoptr(GArray) tiles = NULL;

  /* Two castles left face down, of which one is unidentified on the board already. */
  state->supply[0][TS_BURGUNDY_TILE_CASTLE] = 2;
  state->unknown[0][TS_BURGUNDY_CASTLE] = 1;
  g_assert_cmpuint (state->supply[0][face], ==, 1);
  for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS; d++)
    for (guint s = 0; s < TS_BURGUNDY_DEPOT_SLOTS; s++)
      {
        guint colour = state->data->depot_colour[d - 1][s];

        if (colour == TS_BURGUNDY_MONASTERY && n_monastery < 2)
          {
            monastery[n_monastery][0] = d;
            monastery[n_monastery++][1] = s;
          }
        if (colour == TS_BURGUNDY_CASTLE)
          {
            castle[n_castle][0] = d;
            castle[n_castle++][1] = s;
          }
      }
  g_assert_cmpuint (n_monastery, ==, 2);
  g_assert_cmpuint (n_castle, >=, 2);

  g_signal_connect (entry, "submit", G_CALLBACK (submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 320);
  ts_burgundy_fill_entry_set_quick (entry, FALSE);
  ts_burgundy_fill_entry_set_state (entry, state);
  collect (GTK_WIDGET (entry), TS_TYPE_BURGUNDY_FILL_SPACES, found);
  spaces = found->pdata[0];

  g_assert_true (pick (spaces, monastery[0][0], monastery[0][1], face));
  tiles = offers (spaces, monastery[1][0], monastery[1][1]);
  for (guint i = 0; i < tiles->len; i++)
    g_assert_cmpuint (g_array_index (tiles, guint, i), !=, face);
  /* Freed again when the first space changes its mind. */
  g_assert_true (pick (spaces, monastery[0][0], monastery[0][1], TS_BURGUNDY_TILE_UNKNOWN));
  g_assert_true (pick (spaces, monastery[1][0], monastery[1][1], face));

  /* One castle can still be drawn: the first castle space shows it, the others are empty
   * and cannot take a castle or an unknown tile. */
  g_assert_cmpuint (picked (spaces, castle[0][0], castle[0][1]), ==, TS_BURGUNDY_TILE_CASTLE);
  for (guint i = 1; i < n_castle; i++)
    {
      g_autoptr(GArray) rest = offers (spaces, castle[i][0], castle[i][1]);

      g_assert_cmpuint (picked (spaces, castle[i][0], castle[i][1]), ==, TS_BURGUNDY_TILE_NONE);
      g_assert_cmpuint (rest->len, ==, 1);
    }

  type_digits (PRESS (ts_burgundy_fill_entry_press_key), entry, goods_digits (state));
  g_assert_true (ts_burgundy_fill_entry_submit (entry));
  /* The engine refuses more goods of a type than are left; the form shows it in place. */
  {
    TsBurgundyState *copy = ts_burgundy_state_copy (state);
    g_autoptr(GError) error = NULL;

    copy->goods_supply[out.entry.fill_goods[0]] = 0;
    g_assert_false (ts_burgundy_apply (copy, &out.entry, &error));
    ts_burgundy_fill_entry_set_error (entry, error->message);
    g_assert_true (has_label (GTK_WIDGET (entry), error->message));
    ts_burgundy_state_free (copy);
  }
  assert_applies (state, &out.entry, NULL);

  /* Quick mode leaves the spaces a stack cannot fill empty too. */
  ts_burgundy_fill_entry_set_quick (entry, TRUE);
  g_assert_true (ts_burgundy_fill_entry_submit (entry));
  g_assert_cmpuint (space_tile (&out.entry, castle[0][0], castle[0][1]), ==,
                    TS_BURGUNDY_TILE_UNKNOWN);
  g_assert_cmpuint (space_tile (&out.entry, castle[1][0], castle[1][1]), ==,
                    TS_BURGUNDY_TILE_NONE);
  assert_applies (state, &out.entry, NULL);
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* Tab runs through the spaces depot by depot, then the black depot; typing a name in a
 * space's search and pressing Enter takes the first match and moves on. */
static void
test_fill_keyboard (void)
{
  g_autofree TsBurgundyState *state = game_at (4, TS_BURGUNDY_STAGE_FILL, 0, 0, 61);
  TsBurgundyFillEntry *entry = TS_BURGUNDY_FILL_ENTRY (ts_burgundy_fill_entry_new ());
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  TsBurgundyFillSpaces *spaces;
  GtkDropDown *city = NULL, *next = NULL;
  GtkWidget *window, *search;
  GtkRoot *root;

  window = ts_ui_test_show_at_bottom (GTK_WIDGET (entry), 1000, 320);
  root = GTK_ROOT (window);
  ts_burgundy_fill_entry_set_state (entry, state);
  ts_burgundy_fill_entry_set_quick (entry, FALSE);
  collect (GTK_WIDGET (entry), TS_TYPE_BURGUNDY_FILL_SPACES, found);
  spaces = found->pdata[0];
  for (guint d = 1; d <= TS_BURGUNDY_N_DEPOTS + 1; d++)
    for (guint s = 0; s < n_spaces (d % 7); s++)
      if (ts_burgundy_fill_spaces_get_dropdown (spaces, d % 7, s) != NULL)
        g_ptr_array_add (order, ts_burgundy_fill_spaces_get_dropdown (spaces, d % 7, s));

  ts_burgundy_fill_entry_focus (entry);
  for (guint i = 0; i < order->len; i++)
    {
      GtkWidget *focus = gtk_root_get_focus (root);

      g_assert_true (gtk_widget_get_ancestor (focus, GTK_TYPE_DROP_DOWN) == order->pdata[i]);
      g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
    }

  /* The first city space: "hall" finds the city hall anywhere in its name. */
  for (guint i = 0; i + 1 < order->len && city == NULL; i++)
    {
      GListModel *model = gtk_drop_down_get_model (order->pdata[i]);

      for (guint p = 0; p < g_list_model_get_n_items (model); p++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (model, p);

          if (ts_burgundy_fill_spaces_item_tile (item) == TS_BURGUNDY_TILE_BUILDING
                                                              + TS_BURGUNDY_CITY_HALL)
            {
              city = order->pdata[i];
              next = order->pdata[i + 1];
            }
        }
    }
  g_assert_nonnull (city);
  search = find_search_entry (GTK_WIDGET (city));
  g_assert_nonnull (search);
  gtk_widget_grab_focus (GTK_WIDGET (city));
  gtk_editable_set_text (GTK_EDITABLE (search), "hall");
  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_burgundy_fill_spaces_item_tile (gtk_drop_down_get_selected_item (city)), ==,
                    TS_BURGUNDY_TILE_BUILDING + TS_BURGUNDY_CITY_HALL);
  g_assert_true (gtk_widget_get_ancestor (gtk_root_get_focus (root), GTK_TYPE_DROP_DOWN)
                 == GTK_WIDGET (next));

  /* A letter typed on a closed drop-down opens its search with that letter. */
  {
    GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (next));
    gboolean handled = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
          g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_m, 0, 0, &handled);
      }
    g_object_unref (controllers);
    g_assert_true (handled);
    ts_ui_test_spin ();
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_search_entry (GTK_WIDGET (next)))),
                     ==, "m");
    g_assert_true (GTK_IS_TEXT (gtk_root_get_focus (root)));
    /* Digits typed into that search are the search's, not the goods'. */
    g_assert_false (ts_burgundy_fill_entry_press_key (entry, GDK_KEY_1, 0));
  }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* ---- Pictures ---- */

static void
render (const char *name,
        GtkWidget  *window,
        int         width,
        int         height)
{
  ts_ui_test_spin ();
  gtk_test_widget_wait_for_draw (window);
  g_assert_cmpint (gtk_widget_get_width (window), <=, width);
  g_assert_cmpint (gtk_widget_get_height (window), <=, height);
  g_free (ts_ui_test_save_png (window, name));
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_render (void)
{
  static const char *const schemes[] = { "light", "dark" };

  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      for (guint n = 2; n <= 4; n += 2)
        {
          g_autofree TsBurgundyState *roll = game_at (n, TS_BURGUNDY_STAGE_ROLL, 1, 2, 40 + n);
          g_autofree TsBurgundyState *start = new_game (n);
          g_autofree TsBurgundyState *fill = game_at (n, TS_BURGUNDY_STAGE_FILL, 1, 0, 50 + n);
          char *name;
          GtkWidget *widget, *window;

          widget = ts_burgundy_roll_entry_new ();
          window = ts_ui_test_show_at_bottom (widget, 1000, 170);
          ts_burgundy_roll_entry_set_state (TS_BURGUNDY_ROLL_ENTRY (widget), roll, colors);
          ts_burgundy_roll_entry_focus (TS_BURGUNDY_ROLL_ENTRY (widget));
          /* 2 players: part typed; 4 players: all typed, the white die says its depot. */
          type_digits (PRESS (ts_burgundy_roll_entry_press_key), widget,
                       n == 2 ? "364" : "523641524");
          name = g_strdup_printf ("burgundy-roll-entry-%up-%s", n, schemes[dark]);
          render (name, window, 1000, 170);
          g_free (name);

          widget = ts_burgundy_goods_entry_new ();
          window = ts_ui_test_show_at_bottom (widget, 1000, 170);
          ts_burgundy_goods_entry_set_player (TS_BURGUNDY_GOODS_ENTRY (widget), start, n - 1);
          ts_burgundy_goods_entry_focus (TS_BURGUNDY_GOODS_ENTRY (widget));
          type_digits (PRESS (ts_burgundy_goods_entry_press_key), widget, "25");
          if (n == 4)
            ts_burgundy_goods_entry_set_error (TS_BURGUNDY_GOODS_ENTRY (widget),
                                               "There are no more goods with die number 5 left to draw.");
          name = g_strdup_printf ("burgundy-goods-entry-%up-%s", n, schemes[dark]);
          render (name, window, 1000, 170);
          g_free (name);

          widget = ts_burgundy_fill_entry_new ();
          window = ts_ui_test_show_at_bottom (widget, 1000, 170);
          ts_burgundy_fill_entry_set_state (TS_BURGUNDY_FILL_ENTRY (widget), fill);
          ts_burgundy_fill_entry_focus (TS_BURGUNDY_FILL_ENTRY (widget));
          type_digits (PRESS (ts_burgundy_fill_entry_press_key), widget, "413");
          name = g_strdup_printf ("burgundy-fill-entry-quick-%up-%s", n, schemes[dark]);
          render (name, window, 1000, 170);
          g_free (name);

          widget = ts_burgundy_fill_entry_new ();
          window = ts_ui_test_show_at_bottom (widget, 1000, 320);
          ts_burgundy_fill_entry_set_state (TS_BURGUNDY_FILL_ENTRY (widget), fill);
          ts_burgundy_fill_entry_set_quick (TS_BURGUNDY_FILL_ENTRY (widget), FALSE);
          ts_burgundy_fill_entry_focus (TS_BURGUNDY_FILL_ENTRY (widget));
          type_digits (PRESS (ts_burgundy_fill_entry_press_key), widget, "41326");
          name = g_strdup_printf ("burgundy-fill-entry-full-%up-%s", n, schemes[dark]);
          render (name, window, 1000, 320);
          g_free (name);
        }
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  /* In-process accessibility, so that the slots' names can be checked. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/burgundy/roll-entry/typing", test_roll);
  g_test_add_func ("/ui/burgundy/goods-entry/typing", test_goods);
  g_test_add_func ("/ui/burgundy/fill-entry/quick", test_fill_quick);
  g_test_add_func ("/ui/burgundy/fill-entry/full", test_fill_full);
  g_test_add_func ("/ui/burgundy/fill-entry/exhausted", test_fill_exhausted);
  g_test_add_func ("/ui/burgundy/fill-entry/keyboard", test_fill_keyboard);
  g_test_add_func ("/ui/burgundy/entries/render", test_render);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Kingsburg's roll entry (a TsDiceEntry): typed by keys through its key controller, it
 * emits the season's roll in setup order, which the engine accepts (KB-ORD-01, KB-AID-01,
 * KB-BDG-08, KB-2P-01, KB-2P-02). */
#include <string.h>

#include "kingsburg/ts-kingsburg-roll-entry.h"
#include "ts-kingsburg.h"
#include "ts-die-slot.h"
#include "ts-ui-test-util.h"

static const char *const colors[] = { "#c01c28", "#1c71d8", "#f6d32d", "#2ec27e", "#9141ac" };

typedef struct
{
  guint count;
  TsKingsburgEntry entry;
} Submitted;

static void
submitted_cb (GtkWidget              *widget,
              const TsKingsburgEntry *entry,
              Submitted              *out)
{
  out->count++;
  out->entry = *entry;
}

/* A random game played up to a season's roll that @accept likes (a bounded search). */
static TsKingsburgState *
game_at_roll (guint n_players,
              gboolean (*accept) (const TsKingsburgState *state))
{
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Daniel", "Eva" };

  for (guint seed = 1; seed < 400; seed++)
    {
      g_autoptr(JsonArray) players = json_array_new ();
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(GError) error = NULL;
      TsKingsburgState *state;
      TsKingsburgEntry entry;

      for (guint i = 0; i < n_players; i++)
        json_array_add_string_element (players, names[i]);
      state = ts_kingsburg_state_new_from_setup (players, &error);
      g_assert_no_error (error);
      while (state->stage != TS_KINGSBURG_STAGE_OVER)
        {
          if (state->stage == TS_KINGSBURG_STAGE_ROLL && accept (state))
            return state;
          g_assert_true (ts_kingsburg_random_entry (state, rand, &entry));
          g_assert_true (ts_kingsburg_apply (state, &entry, &error));
          g_assert_no_error (error);
        }
      g_free (state);
    }
  g_assert_not_reached ();
}

static gboolean
turn_order_moved (const TsKingsburgState *state)
{
  for (guint k = 0; k < state->n_players; k++)
    if (state->order[k] != k)
      return TRUE;
  return FALSE;
}

/* Turn order is not setup order, and a player rolls a white die (the King's Aid in Spring
 * or the Farms'). */
static gboolean
with_white_die (const TsKingsburgState *state)
{
  guint white = 0;

  for (guint i = 0; i < state->n_players; i++)
    white += ts_kingsburg_white_dice (state, i);
  return white > 0 && turn_order_moved (state);
}

static gboolean
first_roll (const TsKingsburgState *state)
{
  return TRUE;
}


static void
collect_slots (GtkWidget *widget,
               GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      /* The face buttons' pictures are not focusable: only the entry's own slots count. */
      if (TS_IS_DIE_SLOT (child) && gtk_widget_get_focusable (child))
        g_ptr_array_add (out, child);
      collect_slots (child, out);
    }
}

/* A key as GTK hands it to the entry: through its key controller. */
static gboolean
press (GtkWidget *entry,
       guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (entry);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  ts_ui_test_spin ();
  return handled;
}

static void
type_digits (GtkWidget  *entry,
             const char *digits)
{
  for (const char *c = digits; *c != '\0'; c++)
    g_assert_true (press (entry, GDK_KEY_0 + (*c - '0')));
}

/* The digits for @state's slots in the entry's order (turn order, coloured then white dice,
 * then the neutral dice), from a repeating pattern. */
static char *
digits_for (const TsKingsburgState *state)
{
  static const char pattern[] = "6152433526146253";
  GString *digits = g_string_new (NULL);
  guint n = 0;

  for (guint k = 0; k < state->n_players; k++)
    n += TS_KINGSBURG_COLOURED + ts_kingsburg_white_dice (state, state->order[k]);
  if (state->n_players == 2)
    n += 5;
  for (guint i = 0; i < n; i++)
    g_string_append_c (digits, pattern[i % (sizeof pattern - 1)]);
  return g_string_free (digits, FALSE);
}

static void
check_roll (TsKingsburgState *state,
            const char       *png)
{
  GtkWidget *widget = ts_kingsburg_roll_entry_new ();
  TsKingsburgRollEntry *entry = TS_KINGSBURG_ROLL_ENTRY (widget);
  g_autofree char *digits = digits_for (state);
  g_autoptr(GPtrArray) slots = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree TsKingsburgState *after = NULL;
  Submitted out = { 0 };
  GtkWidget *window;
  guint i = 0;

  g_signal_connect (widget, "submit", G_CALLBACK (submitted_cb), &out);
  window = ts_ui_test_show_at_bottom (widget, 1024, 170);
  ts_kingsburg_roll_entry_set_state (entry, state, colors);
  ts_kingsburg_roll_entry_focus (entry);
  collect_slots (widget, slots);
  g_assert_cmpuint (slots->len, ==, strlen (digits));

  /* Incomplete: Enter says what is missing and emits nothing. */
  type_digits (widget, "3");
  g_assert_true (press (widget, GDK_KEY_Return));
  g_assert_cmpuint (out.count, ==, 0);
  g_assert_false (ts_kingsburg_roll_entry_submit (entry));
  /* Backspace clears it again; 0 and 7 are no die faces. */
  g_assert_true (press (widget, GDK_KEY_BackSpace));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[0]), ==, 0);
  g_assert_true (press (widget, GDK_KEY_0));
  g_assert_true (press (widget, GDK_KEY_7));
  g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[0]), ==, 0);

  type_digits (widget, digits);
  for (guint s = 0; s < slots->len; s++)
    g_assert_cmpuint (ts_die_slot_get_value (slots->pdata[s]), ==, digits[s] - '0');
  gtk_test_widget_wait_for_draw (window);
  g_free (ts_ui_test_save_png (window, png));
  /* Every slot is filled: the focus is on the button, and Enter records the dice. */
  if (!press (widget, GDK_KEY_Return))
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

      gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;

      g_assert_true (GTK_IS_BUTTON (focus));
      g_assert_true (gtk_widget_is_ancestor (focus, widget));
      g_assert_true (gtk_widget_activate (focus));
      /* A button shows itself pressed for a moment before it clicks. */
      while (out.count == 0 && g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, FALSE);
    }
  g_assert_cmpuint (out.count, ==, 1);
  g_assert_cmpuint (out.entry.type, ==, TS_KINGSBURG_ENTRY_ROLL);

  /* The engine takes it; the dice typed for the k-th player of the turn order are theirs,
   * whose index in the entry is their setup index. */
  after = ts_kingsburg_state_copy (state);
  g_assert_true (ts_kingsburg_apply (after, &out.entry, &error));
  g_assert_no_error (error);
  for (guint k = 0; k < state->n_players; k++)
    {
      const TsKingsburgPlayer *p = &after->players[state->order[k]];

      g_assert_cmpuint (p->n_dice, ==,
                        TS_KINGSBURG_COLOURED + ts_kingsburg_white_dice (state, state->order[k]));
      for (guint d = 0; d < p->n_dice; d++)
        g_assert_cmpuint (p->dice[d], ==, digits[i++] - '0');
    }
  if (state->n_players == 2)
    {
      for (guint d = 0; d < 5; d++)
        g_assert_cmpuint (after->neutral[d], ==, digits[i++] - '0');
      g_assert_cmpuint (after->blocked, !=, 0);
    }
  else
    g_assert_cmpuint (out.entry.neutral[0], ==, 0);

  /* A correction: set_entry fills the same slots, and submitting gives the same entry. */
  {
    TsKingsburgEntry first = out.entry;

    ts_kingsburg_roll_entry_set_state (entry, state, colors);
    g_assert_false (ts_kingsburg_roll_entry_submit (entry));
    ts_kingsburg_roll_entry_set_entry (entry, &first);
    g_assert_true (ts_kingsburg_roll_entry_submit (entry));
    g_assert_cmpuint (out.count, ==, 2);
    g_assert_cmpmem (&out.entry, sizeof out.entry, &first, sizeof first);
  }
  ts_ui_test_destroy_window (GTK_WINDOW (window));
}

/* 3 players, one of them rolling a white die, in a turn order that is not setup order. */
static void
test_three_with_white (void)
{
  g_autofree TsKingsburgState *state = game_at_roll (3, with_white_die);
  g_autofree char *note = NULL;
  GtkWidget *widget = ts_kingsburg_roll_entry_new ();
  GtkWidget *window = ts_ui_test_show_at_bottom (widget, 1024, 170);
  g_autoptr(GPtrArray) slots = g_ptr_array_new ();
  guint first_white = 0;
  const char *owner = NULL;
  char *problem;

  /* Screen readers hear whose die each slot is, and which are white. */
  ts_kingsburg_roll_entry_set_state (TS_KINGSBURG_ROLL_ENTRY (widget), state, colors);
  collect_slots (widget, slots);
  for (guint k = 0; k < state->n_players && owner == NULL; k++)
    {
      guint player = state->order[k];
      guint white = ts_kingsburg_white_dice (state, player);

      if (white > 0)
        {
          owner = state->names[player];
          first_white += TS_KINGSBURG_COLOURED;
        }
      else
        first_white += TS_KINGSBURG_COLOURED + white;
    }
  g_assert_nonnull (owner);
  note = g_strdup_printf ("%s, white die 1: not entered", owner);
  problem = gtk_test_accessible_check_property (slots->pdata[first_white],
                                                GTK_ACCESSIBLE_PROPERTY_LABEL, note);
  g_assert_null (problem);
  ts_ui_test_destroy_window (GTK_WINDOW (window));

  check_roll (state, "kingsburg-roll-entry-3p-light");
}

/* 2 players: the 3 and the 2 neutral dice follow the players' dice. */
static void
test_two_with_neutral (void)
{
  g_autofree TsKingsburgState *state = game_at_roll (2, first_roll);

  check_roll (state, "kingsburg-roll-entry-2p-light");
}

static void
test_five (void)
{
  g_autofree TsKingsburgState *state = game_at_roll (5, turn_order_moved);

  check_roll (state, "kingsburg-roll-entry-5p-light");
}

static void
test_render_dark (void)
{
  static const guint counts[] = { 2, 5 };

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_DARK);
  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    {
      g_autofree TsKingsburgState *state = game_at_roll (counts[c], with_white_die);
      g_autofree char *name = g_strdup_printf ("kingsburg-roll-entry-%up-dark", counts[c]);
      g_autofree char *digits = digits_for (state);
      GtkWidget *widget = ts_kingsburg_roll_entry_new ();
      GtkWidget *window = ts_ui_test_show_at_bottom (widget, 1024, 170);

      ts_kingsburg_roll_entry_set_state (TS_KINGSBURG_ROLL_ENTRY (widget), state, colors);
      ts_kingsburg_roll_entry_focus (TS_KINGSBURG_ROLL_ENTRY (widget));
      /* Part typed: the current slot shows where the next digit goes. */
      digits[strlen (digits) / 2] = '\0';
      type_digits (widget, digits);
      ts_kingsburg_roll_entry_set_error (TS_KINGSBURG_ROLL_ENTRY (widget),
                                         "Bruno’s die 2 is still missing.");
      gtk_test_widget_wait_for_draw (window);
      /* The bar fits a 1024-pixel window. */
      g_assert_cmpint (gtk_widget_get_width (window), <=, 1024);
      g_free (ts_ui_test_save_png (window, name));
      ts_ui_test_destroy_window (GTK_WINDOW (window));
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

  g_test_add_func ("/ui/kingsburg/roll-entry/three-with-white", test_three_with_white);
  g_test_add_func ("/ui/kingsburg/roll-entry/two-with-neutral", test_two_with_neutral);
  g_test_add_func ("/ui/kingsburg/roll-entry/five", test_five);
  g_test_add_func ("/ui/kingsburg/roll-entry/render-dark", test_render_dark);

  return g_test_run ();
}

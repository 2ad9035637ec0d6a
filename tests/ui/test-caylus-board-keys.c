/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsCaylusBoard's keys, on a state the engine builds from real entries: every card activated by
 * Enter through the focused card's key handling (a non-target too: the page says why, issue 41),
 * the targets named so; the arrows walking the cards in Road order. */
#include <string.h>

#include "caylus-board-ui-util.h"
#include "ts-caylus-board.h"
#include "ts-caylus-card.h"
#include "ts-ui-test-util.h"

/* A key press as GTK delivers it: to the focus widget's key controllers, then up through its
 * ancestors' (bubble phase) until one takes it. Returns whether one did. */
static gboolean
press (GtkWindow *window,
       guint      keyval)
{
  gboolean handled = FALSE;

  for (GtkWidget *widget = gtk_root_get_focus (GTK_ROOT (window)); widget != NULL && !handled;
       widget = gtk_widget_get_parent (widget))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
              && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_BUBBLE)
            g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
        }
    }
  ts_ui_test_spin ();
  return handled;
}

static void
spot_cb (TsCaylusBoard *board,
         guint          spot,
         GArray        *out)
{
  g_array_append_val (out, spot);
}

/* Enter on a card emits "spot-activated" with its spot, as a click does: on a target, and on
 * any other card (the page then says why not, issue 41). */
static void
test_targets (void)
{
  g_autofree TsCaylusState *state = new_state ();
  g_autoptr(GArray) legal = ts_caylus_legal (state);
  g_autoptr(GArray) activated = g_array_new (FALSE, FALSE, sizeof (guint));
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  guint8 targets[TS_CAYLUS_MAX_SPOTS + 1];
  guint n = 0;

  /* The places Ana may put a worker now, as the page would pass them. */
  for (guint i = 0; i < legal->len; i++)
    {
      const TsCaylusEntry *entry = &g_array_index (legal, TsCaylusEntry, i);

      if (entry->type == TS_CAYLUS_ENTRY_PLACE)
        targets[n++] = entry->at;
    }
  g_assert_cmpuint (n, >, 4);
  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  ts_caylus_board_set_targets (TS_CAYLUS_BOARD (board), targets, n);
  g_signal_connect (board, "spot-activated", G_CALLBACK (spot_cb), activated);

  /* Focus lands on the first target in Road order: the Fair. */
  ts_caylus_board_focus_target (TS_CAYLUS_BOARD (board));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == spot_card (board, 0));
  g_assert_true (press (window, GDK_KEY_Return));
  g_assert_cmpuint (activated->len, ==, 1);
  g_assert_cmpuint (g_array_index (activated, guint, 0), ==, 0);

  /* Right moves in Road order: the Lawyer, then Space. */
  g_assert_true (press (window, GDK_KEY_Right));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == spot_card (board, 1));
  g_assert_true (press (window, GDK_KEY_space));
  g_assert_cmpuint (activated->len, ==, 2);
  g_assert_cmpuint (g_array_index (activated, guint, 1), ==, 1);

  /* Every target card, and the Worksite, through Enter; the targets named so. */
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *card = spot_card (board, targets[i]);
      g_autofree char *name = accessible_name (card);

      g_assert_true (g_str_has_suffix (name, "; can be chosen"));
      g_assert_true (gtk_widget_has_css_class (card, "cy-target"));
      gtk_widget_grab_focus (card);
      g_assert_true (press (window, GDK_KEY_KP_Enter));
      g_assert_cmpuint (g_array_index (activated, guint, activated->len - 1), ==, targets[i]);
    }
  g_assert_cmpuint (activated->len, ==, 2 + n);

  /* An empty space, a building beyond the Provost are no targets: focusable, and Enter and
   * Space on them emit as a click does. */
  for (guint space = 9; space <= 23; space++)
    {
      GtkWidget *card = road_card (board, space);
      g_autofree char *name = accessible_name (card);
      guint before = activated->len;

      if (memchr (targets, TS_CAYLUS_N_PRINTED - 1 + space, n) != NULL)
        continue;
      g_assert_false (gtk_widget_has_css_class (card, "cy-target"));
      g_assert_null (strstr (name, "can be chosen"));
      gtk_widget_grab_focus (card);
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == card);
      g_assert_true (press (window, GDK_KEY_Return));
      g_assert_true (press (window, GDK_KEY_space));
      g_assert_cmpuint (activated->len, ==, before + 2);
      g_assert_cmpuint (g_array_index (activated, guint, before),
                        ==, TS_CAYLUS_N_PRINTED - 1 + space);
    }

  /* Targets cleared: Enter on the Fair still emits (the page says why not). */
  ts_caylus_board_set_targets (TS_CAYLUS_BOARD (board), NULL, 0);
  gtk_widget_grab_focus (spot_card (board, 0));
  g_assert_true (press (window, GDK_KEY_Return));
  g_assert_cmpuint (g_array_index (activated, guint, activated->len - 1), ==, 0);
  ts_ui_test_destroy_window (window);
}

/* Left/Right walk the cards in Road order across the wrapped lines; Down goes to the next
 * line, Up back. */
static void
test_arrows (void)
{
  g_autofree TsCaylusState *state = new_state ();
  GtkWidget *board = ts_caylus_board_new ();
  GtkWindow *window = show_board (board, 1024, 600);
  graphene_rect_t a, b;
  GtkWidget *card;

  ts_caylus_board_set_state (TS_CAYLUS_BOARD (board), state, colors);
  ts_ui_test_redraw (GTK_WIDGET (window));
  gtk_widget_grab_focus (spot_card (board, TS_CAYLUS_N_PRINTED - 1));
  /* Toll → the bridge → Road space 1 → back. */
  press (window, GDK_KEY_Right);
  card = GTK_WIDGET (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_cmpuint (ts_caylus_card_get_spot (TS_CAYLUS_CARD (card)), ==, 0x1ff);
  press (window, GDK_KEY_Right);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == road_card (board, 1));
  for (guint space = 2; space <= 23; space++)
    {
      press (window, GDK_KEY_Right);
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == road_card (board, space));
    }
  /* The end of the Road: the key stays on the board. */
  g_assert_true (press (window, GDK_KEY_Right));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == road_card (board, 23));
  press (window, GDK_KEY_Left);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == road_card (board, 22));

  /* Down from the Fair: a card on the next line, below it. */
  gtk_widget_grab_focus (spot_card (board, 0));
  g_assert_true (press (window, GDK_KEY_Down));
  card = GTK_WIDGET (gtk_root_get_focus (GTK_ROOT (window)));
  g_assert_true (gtk_widget_compute_bounds (spot_card (board, 0), board, &a));
  g_assert_true (gtk_widget_compute_bounds (card, board, &b));
  g_assert_cmpfloat (b.origin.y, >=, a.origin.y + a.size.height);
  g_assert_cmpfloat (ABS (b.origin.x - a.origin.x), <, a.size.width);
  press (window, GDK_KEY_Up);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == spot_card (board, 0));
  /* Up from the Fair: the Worksite above the Road. */
  press (window, GDK_KEY_Up);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window))
                 == spot_card (board, TS_CAYLUS_AT_WORKSITE));
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  caylus_board_init (&argc, &argv);

  g_test_add_func ("/ui/caylus/board/targets", test_targets);
  g_test_add_func ("/ui/caylus/board/arrows", test_arrows);

  return g_test_run ();
}

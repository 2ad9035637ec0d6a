/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The solo game's forms on states played at random to where they are asked (issue 15): the
 * goods exchange after a ship (CB-SOL-14), a black-depot tile placed (CB-SOL-18), VP bought
 * (CB-SOL-20), the target's free action (CB-SOL-22) and the removal corrected in the
 * history (CB-SOL-09/10). */
#include <string.h>

#include "burgundy-solo-ui-util.h"
#include "burgundy/ts-burgundy-board-store.h"
#include "ts-burgundy.h"
#include "burgundy/ts-burgundy-fill-entry.h"
#include "burgundy/ts-burgundy-game-view.h"
#include "burgundy/ts-burgundy-goods-entry.h"
#include "burgundy/ts-burgundy-roll-entry.h"
#include "burgundy/ts-burgundy-setup.h"
#include "burgundy/ts-burgundy-solo-bar.h"
#include "burgundy/ts-burgundy-solo-entry.h"
#include "burgundy/ts-burgundy-turn-panel.h"
#include "burgundy/ts-burgundy-turn-rows.h"
#include "burgundy/ts-burgundy-view.h"
#include "ts-entry.h"
#include "ts-score-page.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

extern const TsGameModule ts_burgundy_module;

/* Random legal entries straight into the match (no forms) until @reached says the state is
 * one a test wants; FALSE when the game ended first. */
typedef gboolean (*Reached) (const TsBurgundyState *state);

static gboolean
advance_until (SoloUiTable *table,
               GRand       *rand,
               Reached      reached)
{
  for (guint steps = 0; steps < 5000; steps++)
    {
      const TsBurgundyState *s = solo_ui_state_of (table);
      TsBurgundyEntry entry;
      g_autoptr(TsEntry) wrapped = NULL;
      g_autoptr(GError) error = NULL;

      if (reached (s))
        return TRUE;
      if (!ts_burgundy_random_entry (s, rand, &entry))
        return FALSE;
      wrapped = ts_entry_new_take (&ts_burgundy_module, g_memdup2 (&entry, sizeof entry));
      g_assert_true (ts_match_apply (table->match, wrapped, &error));
      g_assert_no_error (error);
    }
  return FALSE;
}

/* Opens a solo game and plays it at random to a state @reached accepts, trying seeds. The
 * seed is found on a match without a window (the views would redraw every entry of every
 * seed tried), then played again with the window open. */
static void
table_open_at (SoloUiTable *table,
               Reached      reached)
{
  for (guint seed = 1; seed < 400; seed++)
    {
      g_autoptr(GRand) probe_rand = g_rand_new_with_seed (seed);
      g_autoptr(GRand) rand = NULL;
      SoloUiTable probe = { .match = solo_ui_new_match () };
      gboolean found = advance_until (&probe, probe_rand, reached);

      g_clear_object (&probe.match);
      if (!found)
        continue;
      rand = g_rand_new_with_seed (seed);
      solo_ui_table_open (table);
      g_assert_true (advance_until (table, rand, reached));
      ts_ui_test_spin ();
      return;
    }
  g_assert_not_reached ();
}

static guint
goods_held (const TsBurgundyPlayer *p)
{
  guint n = 0;

  for (guint g = 1; g <= 6; g++)
    n += p->goods[g];
  return n;
}

static gboolean
exchange_waits (const TsBurgundyState *s)
{
  return ts_burgundy_solo_form_mode (s) == TS_BURGUNDY_SOLO_EXCHANGE
         && goods_held (&s->players[0]) >= 5 && ts_burgundy_free_storage (&s->players[0]) > 0;
}

/* CB-SOL-14: after a ship, 5 goods typed by die number and a black-depot tile picked; the
 * tile is stored face down and the goods leave the game. A goods type not held is refused
 * in words, and nothing is entered. */
static void
test_exchange (void)
{
  SoloUiTable table = { 0 };
  TsBurgundySoloEntry *solo;
  const TsBurgundyPlayer *p;
  guint8 given[7] = { 0 };
  guint held, n_given = 0, missing = 0, n_entries;
  int stored_before = 0, stored_after = 0;

  table_open_at (&table, exchange_waits);
  solo = TS_BURGUNDY_SOLO_ENTRY (solo_ui_find (&table, TS_TYPE_BURGUNDY_SOLO_ENTRY));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (solo)));
  g_assert_cmpint (ts_burgundy_solo_entry_get_mode (solo), ==, TS_BURGUNDY_SOLO_EXCHANGE);
  g_assert_cmpuint (ts_burgundy_solo_entry_get_n_options (solo), >, 0);
  g_assert_true (gtk_widget_get_visible (ts_burgundy_solo_entry_get_decline_button (solo)));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "burgundy-solo-exchange-1024x600"));

  /* A goods type the player does not hold, first: refused in words, nothing entered. */
  p = &solo_ui_state_of (&table)->players[0];
  for (guint g = 1; g <= 6 && missing == 0; g++)
    if (p->goods[g] == 0)
      missing = g;
  n_entries = ts_match_get_n_entries (table.match);
  if (missing != 0)
    {
      for (guint i = 0; i < 5; i++)
        g_assert_true (ts_burgundy_solo_entry_press_key (solo, GDK_KEY_0 + missing, 0));
      /* The keyboard is on the button once the 5 slots are filled: Enter presses it. */
      g_assert_true (gtk_widget_has_focus (ts_burgundy_solo_entry_get_submit_button (solo)));
      ts_burgundy_solo_entry_submit (solo);
      g_assert_nonnull (ts_burgundy_solo_entry_get_error (solo));
      g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, n_entries);
      for (guint i = 0; i < 5; i++)
        ts_burgundy_solo_entry_press_key (solo, GDK_KEY_BackSpace, 0);
    }

  /* 5 goods the player holds, as typed digits; Enter exchanges. */
  p = &solo_ui_state_of (&table)->players[0];
  held = goods_held (p);
  for (guint g = 1; g <= 6 && n_given < 5; g++)
    for (guint k = 0; k < p->goods[g] && n_given < 5; k++, n_given++)
      {
        given[g]++;
        g_assert_true (ts_burgundy_solo_entry_press_key (solo, GDK_KEY_0 + g, 0));
      }
  for (guint k = 0; k < ts_burgundy_storage_size (p); k++)
    stored_before += p->storage[k] == TS_BURGUNDY_TILE_FACE_DOWN;
  g_assert_true (ts_burgundy_solo_entry_submit (solo));
  g_assert_null (ts_burgundy_solo_entry_get_error (solo));
  p = &solo_ui_state_of (&table)->players[0];
  g_assert_cmpuint (goods_held (p), ==, held - 5);
  for (guint k = 0; k < ts_burgundy_storage_size (p); k++)
    stored_after += p->storage[k] == TS_BURGUNDY_TILE_FACE_DOWN;
  g_assert_cmpint (stored_after, ==, stored_before + 1);
  solo_ui_table_close (&table);
}

static gboolean
black_waits (const TsBurgundyState *s)
{
  return ts_burgundy_solo_form_mode (s) == TS_BURGUNDY_SOLO_BLACK;
}

/* CB-SOL-18: a colour completed, a black-depot tile goes straight onto the duchy: the form
 * lists only the placements that fit (the engine's), and placing one fills its space. */
static void
test_black_tile (void)
{
  SoloUiTable table = { 0 };
  TsBurgundySoloEntry *solo;
  guint n_placed;
  TsBurgundyEntry first = { 0 };
  guint n;

  table_open_at (&table, black_waits);
  solo = TS_BURGUNDY_SOLO_ENTRY (solo_ui_find (&table, TS_TYPE_BURGUNDY_SOLO_ENTRY));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (solo)));
  g_assert_cmpint (ts_burgundy_solo_entry_get_mode (solo), ==, TS_BURGUNDY_SOLO_BLACK);
  n = ts_burgundy_solo_entry_get_n_options (solo);
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "burgundy-solo-black-1024x600"));
  if (n == 0)
    {
      /* Nothing fits: Decline goes on. */
      g_assert_true (ts_burgundy_solo_entry_decline (solo));
      g_assert_cmpint (ts_burgundy_solo_form_mode (solo_ui_state_of (&table)), !=,
                       TS_BURGUNDY_SOLO_BLACK);
      solo_ui_table_close (&table);
      return;
    }
  /* CB-SOL-18 (issue 26): a tile that must be placed has no Decline button. */
  g_assert_cmpint (gtk_widget_get_visible (ts_burgundy_solo_entry_get_decline_button (solo)), ==,
                   ts_burgundy_solo_black_may_decline (solo_ui_state_of (&table)));
  {
    guint total = 0;
    g_autofree TsBurgundyEntry *legal = ts_burgundy_legal_all (solo_ui_state_of (&table), &total);
    guint black = 0;

    for (guint i = 0; i < total; i++)
      if (legal[i].type == TS_BURGUNDY_ENTRY_SOLO_BLACK)
        {
          if (black == 0)
            first = legal[i];
          black++;
        }
    g_assert_cmpuint (n, ==, black);
  }
  n_placed = solo_ui_state_of (&table)->players[0].n_placed;
  ts_burgundy_solo_entry_select (solo, 0);
  g_assert_true (ts_burgundy_solo_entry_submit (solo));
  g_assert_null (ts_burgundy_solo_entry_get_error (solo));
  g_assert_cmpuint (solo_ui_state_of (&table)->players[0].n_placed, ==, n_placed + 1);
  g_assert_cmpuint (solo_ui_state_of (&table)->players[0].tiles[first.space], !=, 0);
  solo_ui_table_close (&table);
}

static gboolean
vp_for_sale (const TsBurgundyState *s)
{
  return ts_burgundy_solo_can_buy_vp (s) && s->players[0].silver >= 2 && s->n_pending == 0
         && s->players[0].solo_marker + 2 < s->players[0].solo_target;
}

/* CB-SOL-20: after VP were scored in the turn, Ctrl+U puts the keyboard on the number; 2
 * typed and Enter pay 2 silver for 2 VP, and the track moves. */
static void
test_buy_vp (void)
{
  SoloUiTable table = { 0 };
  TsBurgundySoloBar *bar;
  GtkWidget *spin;
  int silver, marker;

  table_open_at (&table, vp_for_sale);
  bar = solo_ui_bar (&table);
  silver = solo_ui_state_of (&table)->players[0].silver;
  marker = solo_ui_state_of (&table)->players[0].solo_marker;
  g_assert_true (gtk_widget_is_sensitive (ts_burgundy_solo_bar_get_buy_button (bar)));
  gtk_widget_activate_action (GTK_WIDGET (table.view), "game.buy-vp", NULL);
  spin = GTK_WIDGET (ts_burgundy_solo_bar_get_vp_spin (bar));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (spin))))
                 || gtk_widget_has_focus (spin));
  /* More than the silver held: the engine's refusal, on the number, and nothing bought. */
  {
    g_autofree char *too_many = g_strdup_printf ("%d", silver + 1);

    gtk_spin_button_set_range (GTK_SPIN_BUTTON (spin), 1, silver + 1);
    ts_ui_test_type_text (spin, too_many);
    g_assert_true (ts_burgundy_solo_bar_buy (bar));
    g_assert_nonnull (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
    g_assert_true (ts_game_page_get_refused_widget (TS_GAME_PAGE (table.view)) == spin);
    g_assert_cmpint (solo_ui_state_of (&table)->players[0].silver, ==, silver);
  }
  ts_ui_test_type_text (spin, "2");
  g_assert_true (ts_burgundy_solo_bar_buy (bar));
  g_assert_null (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
  g_assert_cmpint (solo_ui_state_of (&table)->players[0].silver, ==, silver - 2);
  g_assert_cmpint (solo_ui_state_of (&table)->players[0].solo_marker, ==, marker + 2);
  solo_ui_table_close (&table);
}

/* CB-SOL-20 at a phase end (issue 42): a shield's placement that scored lets the player buy
 * before the phase end goes on. The bar's purchase is open then (Ctrl+U), and the turn
 * panel's one other row says it goes on without buying, not "Take no tile". The state is
 * the table's, moved to that wait (the engine's own tests reach it by the rules). */
static void
test_buy_vp_phase_end (void)
{
  SoloUiTable table = { 0 };
  TsBurgundySoloBar *bar;
  g_autofree TsBurgundyState *s = NULL;

  table_open_at (&table, vp_for_sale);
  bar = solo_ui_bar (&table);
  s = g_memdup2 (solo_ui_state_of (&table), sizeof *s);
  s->stage = TS_BURGUNDY_STAGE_PHASE_END;
  s->n_pending = 1;
  s->pending[0] = TS_BURGUNDY_PENDING_SOLO_BUY;
  s->players[0].silver = 3;
  g_assert_true (ts_burgundy_solo_can_buy_vp (s));
  ts_burgundy_solo_bar_set_state (bar, s, "red", "A");
  g_assert_true (gtk_widget_is_sensitive (ts_burgundy_solo_bar_get_buy_button (bar)));
  {
    guint n = 0;
    g_autofree TsBurgundyChoice *choices = ts_burgundy_choices (s, &n);
    g_autoptr(GArray) rows = ts_burgundy_turn_rows_build (s, choices, n, 0);
    guint declines = 0;

    /* (The state is made by hand: other rows may come from its dice; the decline is one.) */
    for (guint i = 0; i < rows->len; i++)
      {
        const TsBurgundyTurnRow *row = &g_array_index (rows, TsBurgundyTurnRow, i);

        g_assert_cmpint (row->choice.action.type, !=, TS_BURGUNDY_ENTRY_BUY_VP);
        if (row->choice.action.type != TS_BURGUNDY_ENTRY_DECLINE)
          continue;
        g_assert_cmpstr (row->text, ==, "Buy no VP: go on with the phase end");
        declines++;
      }
    g_assert_cmpuint (declines, ==, 1);
  }
  solo_ui_table_close (&table);
}

static gboolean
target_action_waits (const TsBurgundyState *s)
{
  return s->options.solo && s->stage == TS_BURGUNDY_STAGE_TURN && s->n_pending > 0
         && s->pending[s->n_pending - 1] == TS_BURGUNDY_PENDING_SOLO_ACTION;
}

/* CB-SOL-22: the target reached, the free action is the turn panel's, as a castle's is:
 * its rows use the source "target", and passing is one of them. */
static void
test_target_action (void)
{
  SoloUiTable table = { 0 };
  TsBurgundyTurnPanel *panel;
  guint n, pass = G_MAXUINT, n_target = 0;

  table_open_at (&table, target_action_waits);
  g_assert_cmpuint (solo_ui_state_of (&table)->players[0].solo_resets, >, 0);
  panel = TS_BURGUNDY_TURN_PANEL (solo_ui_find (&table, TS_TYPE_BURGUNDY_TURN_PANEL));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (panel)));
  n = ts_burgundy_turn_panel_get_n_rows (panel);
  for (guint i = 0; i < n; i++)
    {
      const TsBurgundyTurnRow *row = ts_burgundy_turn_panel_get_row (panel, i);

      if (row->choice.action.type == TS_BURGUNDY_ENTRY_DECLINE)
        pass = i;
      else if (row->choice.action.die == TS_BURGUNDY_SRC_TARGET)
        n_target++;
    }
  g_assert_cmpuint (pass, !=, G_MAXUINT);
  g_assert_cmpuint (n_target, >, 0);
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "burgundy-solo-target-1024x600"));
  g_assert_true (ts_burgundy_turn_panel_activate_row (panel, pass));
  g_assert_false (target_action_waits (solo_ui_state_of (&table)));
  solo_ui_table_close (&table);
}

static void
correction_cb (TsEntry *entry,
               gpointer data)
{
  TsEntry **out = data;

  g_clear_object (out);
  *out = g_object_ref (entry);
}

static gboolean
turn_after_removal (const TsBurgundyState *s)
{
  return s->options.solo && s->stage == TS_BURGUNDY_STAGE_TURN && s->n_pending == 0;
}

/* The removal corrected in the history (CB-SOL-09/10): its form opens with the tile entered
 * picked; another tile is refused in the engine's words, naming the right one. */
static void
test_correct_removal (void)
{
  SoloUiTable table = { 0 };
  g_autoptr(TsEntry) corrected = NULL;
  g_autoptr(TsEntry) old = NULL;
  gpointer before;
  GtkWidget *form;
  GtkWindow *form_window;
  TsBurgundySoloEntry *solo;
  guint index = G_MAXUINT, other = G_MAXUINT;
  const TsBurgundyEntry *removed;

  table_open_at (&table, turn_after_removal);
  for (guint i = ts_match_get_n_entries (table.match); i-- > 0 && index == G_MAXUINT;)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (ts_match_get_entries (table.match), i);

      if (((const TsBurgundyEntry *) ts_entry_get_data (entry))->type
          == TS_BURGUNDY_ENTRY_SOLO_REMOVE)
        index = i;
    }
  g_assert_cmpuint (index, !=, G_MAXUINT);
  old = g_list_model_get_item (ts_match_get_entries (table.match), index);
  removed = ts_entry_get_data (old);
  before = ts_match_dup_state_before (table.match, index);
  form = ts_burgundy_corrections.form_new (table.match, before, old, correction_cb, &corrected);
  g_assert_true (TS_IS_BURGUNDY_SOLO_ENTRY (form));
  solo = TS_BURGUNDY_SOLO_ENTRY (form);
  form_window = GTK_WINDOW (ts_ui_test_show_at_bottom (form, 1024, 200));
  ts_burgundy_corrections.form_focus (form);
  /* Filled in: the tile that was removed. */
  {
    int picked = ts_burgundy_solo_entry_get_selected (solo);
    g_autofree char *depot = g_strdup_printf ("Depot %d:", removed->depot);

    g_assert_cmpint (picked, >=, 0);
    g_assert_true (g_str_has_prefix (ts_burgundy_solo_entry_get_option_text (solo, picked),
                                     depot));
  }
  /* Another depot's tile: the engine refuses it, naming the tile the rules take. */
  for (guint i = 0; i < ts_burgundy_solo_entry_get_n_options (solo) && other == G_MAXUINT; i++)
    if ((int) i != ts_burgundy_solo_entry_get_selected (solo))
      other = i;
  if (other != G_MAXUINT)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatchSetAside) set_aside = NULL;

      ts_burgundy_solo_entry_select (solo, other);
      ts_burgundy_corrections.form_submit (form);
      g_assert_nonnull (corrected);
      g_assert_false (ts_match_edit (table.match, index, corrected, &set_aside, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, "epot"));
    }
  ts_ui_test_destroy_window (form_window);
  ts_burgundy_module.state_free (before);
  solo_ui_table_close (&table);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/burgundy/solo/exchange/CB-SOL-14/typed-goods", test_exchange);
  g_test_add_func ("/ui/burgundy/solo/black/CB-SOL-18/placement", test_black_tile);
  g_test_add_func ("/ui/burgundy/solo/buy-vp/CB-SOL-20/ctrl-u", test_buy_vp);
  g_test_add_func ("/ui/burgundy/solo/buy-vp/CB-SOL-20/phase-end", test_buy_vp_phase_end);
  g_test_add_func ("/ui/burgundy/solo/target/CB-SOL-22/free-action", test_target_action);
  g_test_add_func ("/ui/burgundy/solo/history/CB-SOL-09/correct-removal", test_correct_removal);
  return g_test_run ();
}
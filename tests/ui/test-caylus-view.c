/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's table page on matches built by applying entries, as the table would: the
 * deal lists the tiles the slot takes with their facts, type-ahead narrows and Enter deals;
 * the draft offers the revealed characters; while workers are placed the board's targets are
 * the legal places, its "spot-activated" reaches the match, and W and P (keys on the page)
 * place in the Worksite and pass; an activation offers exactly the legal uses and the "Do
 * Not Use" row; the delivery form refuses a payment with the engine's sentence and delivers
 * a valid one; a finished game shows the explanation and the Scores page its categories; a
 * tile dealt is corrected in the history among the tiles possible before it; the board is
 * one Tab stop and no arrow key lands on a scroll area (issue 30); PNGs at 1024x600, light
 * and dark. */
#include <string.h>

#include "caylus/ts-caylus-board.h"
#include "caylus/ts-caylus-card.h"
#include "caylus/ts-caylus-delivery-form.h"
#include "caylus/ts-caylus-game-view.h"
#include "caylus/ts-caylus-supply.h"
#include "caylus/ts-caylus-view.h"
#include "ts-caylus.h"
#include "ts-entry-choices.h"
#include "caylus-view-util.h"
#include "ts-history.h"
#include "ts-ui-test-util.h"
#include "ts-window.h"

/* Its page is a TsCaylusView, at 1024x600. */
typedef TsUiTestTable Table;

static char *
labels_of (GtkWidget *widget)
{
  g_autoptr(GString) out = g_string_new (NULL);

  ts_ui_test_collect_labels (widget, out);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static const TsCaylusEntry *
last_entry (Table *table)
{
  guint n = ts_match_get_n_entries (table->match);

  g_assert_cmpuint (n, >, 0);
  return ts_entry_get_data (ts_match_get_entry (table->match, n - 1));
}


static GtkListBoxRow *
row_at (Table *table,
        guint  index)
{
  GtkListBox *list = GTK_LIST_BOX (ts_ui_test_find_child (
      ts_ui_test_table_find (table, TS_TYPE_ENTRY_CHOICES), GTK_TYPE_LIST_BOX));

  return gtk_list_box_get_row_at_index (list, index);
}

/* CY-SET-01..04: the Worksite's starting tile first: every starting kind left, each with its
 * facts; a typed name narrows the list and Enter deals the tile shown. */
static void
test_deal (void)
{
  Table table = { 0 };
  g_autoptr(GArray) events = NULL;
  TsEntryChoices *choices;
  const TsCaylusState *s;
  const TsCaylusTile *tile;
  g_autofree char *texts = NULL;
  g_autofree char *after = NULL;
  GtkWidget *search;
  const char *name;

  ts_ui_test_table_open (&table, new_match (3), 1024, 600, TS_TYPE_CAYLUS_VIEW);
  s = state_of (table.match);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "choices");
  texts = labels_of (GTK_WIDGET (table.view));
  g_assert_nonnull (strstr (texts, "The Worksite: which starting building lies there?"));

  choices = ts_ui_test_table_find (&table, TS_TYPE_ENTRY_CHOICES);
  events = ts_caylus_legal_events (s);
  g_assert_cmpuint (events->len, >, 1);
  g_assert_cmpuint (ts_entry_choices_get_n_rows (choices), ==, events->len);
  for (guint i = 0; i < events->len; i++)
    {
      const TsCaylusEntry *e = &g_array_index (events, TsCaylusEntry, i);
      g_autofree char *facts = NULL;
      g_autofree char *left = NULL;
      g_autofree char *words = ts_caylus_describe_entry (s, e);
      const char *detail;

      g_assert_cmpint (e->type, ==, TS_CAYLUS_ENTRY_DEAL);
      tile = &s->data->tiles[e->tile];
      g_assert_cmpint (tile->klass, ==, TS_CAYLUS_CLASS_START);
      facts = ts_caylus_tile_facts (tile);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_at (&table, i))),
                       ==, words);
      /* How many of the kind are left (2 Farms, 2 Markets), then its facts. */
      detail = adw_action_row_get_subtitle (ADW_ACTION_ROW (row_at (&table, i)));
      left = g_strdup_printf ("%u left", s->left[e->tile]);
      g_assert_true (g_str_has_prefix (detail, left));
      g_assert_nonnull (strstr (detail, facts));
    }
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "caylus-view-deal"));

  /* The last kind listed, by name: a letter starts the search, the name narrows it, Enter. */
  tile = &s->data->tiles[g_array_index (events, TsCaylusEntry, events->len - 1).tile];
  name = ts_caylus_tile_name (tile);
  gtk_widget_grab_focus (GTK_WIDGET (row_at (&table, 0)));
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (choices), gdk_unicode_to_keyval (g_utf8_get_char (name))));
  search = ts_ui_test_find_child (GTK_WIDGET (choices), GTK_TYPE_SEARCH_ENTRY);
  g_assert_true (gtk_widget_get_visible (search));
  ts_ui_test_type_text (search, name);
  g_assert_cmpuint (ts_entry_choices_get_n_shown (choices), <, events->len);
  g_signal_emit_by_name (search, "activate");
  ts_ui_test_spin ();
  g_assert_cmpuint (ts_match_get_n_entries (table.match), ==, 1);
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CAYLUS_ENTRY_DEAL);
  s = state_of (table.match); /* the match's state is another one after each entry */
  g_assert_nonnull (strstr (ts_caylus_tile_name (&s->data->tiles[last_entry (&table)->tile]),
                            name));
  /* The next slot is the Road's first space. */
  after = labels_of (GTK_WIDGET (table.view));
  g_assert_nonnull (strstr (after, "Road space 1: which starting building lies there?"));
  ts_ui_test_table_close (&table);
}

/* CY-SET-12: the draft offers the characters revealed, nothing else, and no "no" row. */
static void
test_draft (void)
{
  Table table = { 0 };
  TsMatch *match = match_at (3, 1, at_draft);
  g_autoptr(GPtrArray) legal = ts_caylus_module.legal_entries (state_of (match));
  const TsCaylusState *s = state_of (match);
  TsEntryChoices *choices;
  guint8 wanted;
  int actor = s->actor;

  ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_CAYLUS_VIEW);
  choices = ts_ui_test_table_find (&table, TS_TYPE_ENTRY_CHOICES);
  g_assert_cmpuint (ts_entry_choices_get_n_rows (choices), ==, __builtin_popcount (s->revealed));
  g_assert_cmpuint (ts_entry_choices_get_n_rows (choices), ==, legal->len);
  for (guint i = 0; i < legal->len; i++)
    {
      const TsCaylusEntry *e = g_ptr_array_index (legal, i);
      g_autofree char *words = ts_caylus_describe_entry (s, e);

      g_assert_cmpint (e->type, ==, TS_CAYLUS_ENTRY_DRAFT);
      g_assert_true ((s->revealed & (1u << e->character)) != 0);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_at (&table, i))),
                       ==, words);
    }
  /* 2 drafts the second character listed. */
  wanted = ((const TsCaylusEntry *) g_ptr_array_index (legal, 1))->character;
  gtk_widget_grab_focus (GTK_WIDGET (row_at (&table, 0)));
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (choices), GDK_KEY_2));
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CAYLUS_ENTRY_DRAFT);
  g_assert_cmpint (last_entry (&table)->player, ==, actor);
  g_assert_cmpint (last_entry (&table)->character, ==, wanted);
  ts_ui_test_table_close (&table);
}

/* CY-PLN-02..11: the board's targets are the legal places; a card activated places there;
 * W puts a worker in the Worksite and P passes, as keys on the page. */
static void
test_planning (void)
{
  Table table = { 0 };
  TsMatch *match = match_at (3, 7, at_planning);
  GListModel *legal = ts_match_get_legal_entries (match);
  const guint8 *targets;
  guint n_targets, n_places = 0;
  guint8 spot = TS_CAYLUS_NO_AT;
  int actor;

  ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_CAYLUS_VIEW);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "planning");
  n_targets = ts_caylus_view_get_targets (table.view, &targets);
  for (guint i = 0; i < g_list_model_get_n_items (legal); i++)
    {
      g_autoptr(TsEntry) entry = g_list_model_get_item (legal, i);
      const TsCaylusEntry *e = ts_entry_get_data (entry);
      gboolean targeted = FALSE;

      if (e->type != TS_CAYLUS_ENTRY_PLACE)
        continue;
      n_places++;
      for (guint t = 0; t < n_targets; t++)
        targeted = targeted || targets[t] == e->at;
      g_assert_true (targeted);
      if (e->at != TS_CAYLUS_AT_WORKSITE && spot == TS_CAYLUS_NO_AT)
        spot = e->at;
    }
  g_assert_cmpuint (n_targets, ==, n_places);
  g_assert_cmpuint (spot, !=, TS_CAYLUS_NO_AT);
  /* The forms keep the room of the tallest, the delivery form made after the first frame;
   * the buttons keep their own height, at the top of it. */
  {
    GtkWidget *pass = ts_ui_test_find_button (GTK_WIDGET (table.view), "_Pass");
    GtkWidget *stack = gtk_widget_get_ancestor (pass, GTK_TYPE_STACK);
    graphene_rect_t bounds;
    int natural;

    while (gtk_stack_get_child_by_name (GTK_STACK (stack), "delivery") == NULL)
      g_main_context_iteration (NULL, TRUE);
    ts_ui_test_redraw (GTK_WIDGET (table.window));
    gtk_widget_measure (pass, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
    g_assert_cmpint (gtk_widget_get_height (stack), >, 2 * natural);
    g_assert_true (gtk_widget_compute_bounds (pass, pass, &bounds));
    g_assert_cmpint ((int) bounds.size.height, ==, natural);
  }
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "caylus-view-planning"));

  /* The board's card activated: a worker there. */
  actor = state_of (match)->actor;
  g_signal_emit_by_name (ts_ui_test_table_find (&table, TS_TYPE_CAYLUS_BOARD), "spot-activated",
                         (guint) spot);
  ts_ui_test_spin ();
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CAYLUS_ENTRY_PLACE);
  g_assert_cmpint (last_entry (&table)->player, ==, actor);
  g_assert_cmpuint (last_entry (&table)->at, ==, spot);

  /* W: the next player's worker in the Worksite (or the engine's reason, shown). */
  if (state_of (match)->stage == TS_CAYLUS_STAGE_PLANNING)
    {
      guint n = ts_match_get_n_entries (match);

      actor = state_of (match)->actor;
      g_assert_true (ts_ui_test_press_key (GTK_WIDGET (table.view), GDK_KEY_w));
      if (ts_match_get_n_entries (match) > n)
        {
          g_assert_cmpint (last_entry (&table)->type, ==, TS_CAYLUS_ENTRY_PLACE);
          g_assert_cmpint (last_entry (&table)->player, ==, actor);
          g_assert_cmpuint (last_entry (&table)->at, ==, TS_CAYLUS_AT_WORKSITE);
        }
      else
        g_assert_nonnull (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)));
    }
  /* P: whoever decides next passes. */
  if (state_of (match)->stage == TS_CAYLUS_STAGE_PLANNING)
    {
      actor = state_of (match)->actor;
      g_assert_true (ts_ui_test_press_key (GTK_WIDGET (table.view), GDK_KEY_p));
      g_assert_cmpint (last_entry (&table)->type, ==, TS_CAYLUS_ENTRY_PASS);
      g_assert_cmpint (last_entry (&table)->player, ==, actor);
    }
  ts_ui_test_table_close (&table);
}

/* CY-ACT: an activation offers exactly the legal uses, with "Do Not Use" last; N declines. */
static void
test_activation (void)
{
  Table table = { 0 };
  TsMatch *match = match_at (3, 3, at_activation);
  g_autoptr(GPtrArray) legal = ts_caylus_module.legal_entries (state_of (match));
  const TsCaylusState *s = state_of (match);
  TsEntryChoices *choices;
  gboolean skip = FALSE;
  guint uses = 0;
  int actor = s->actor;

  ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_CAYLUS_VIEW);
  choices = ts_ui_test_table_find (&table, TS_TYPE_ENTRY_CHOICES);
  for (guint i = 0; i < legal->len; i++)
    {
      const TsCaylusEntry *e = g_ptr_array_index (legal, i);

      if (e->type == TS_CAYLUS_ENTRY_SKIP)
        skip = TRUE;
      else
        {
          g_autofree char *words = ts_caylus_describe_entry (s, e);

          g_assert_cmpstr (
              adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_at (&table, uses))), ==,
              words);
          uses++;
        }
    }
  g_assert_true (skip);
  g_assert_cmpuint (ts_entry_choices_get_n_rows (choices), ==, legal->len);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_at (&table, uses))),
                   ==, "Do Not Use");
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "caylus-view-activation"));

  ts_entry_choices_focus (choices);
  g_assert_true (ts_ui_test_press_key (GTK_WIDGET (choices), GDK_KEY_n));
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CAYLUS_ENTRY_SKIP);
  g_assert_cmpint (last_entry (&table)->player, ==, actor);
  ts_ui_test_table_close (&table);
}

/* CY-DLV-03: a payment that pays no batch is refused in the engine's words, under the form and
 * in the status line when Enter insists; a valid one is delivered. */
static void
test_delivery (void)
{
  Table table = { 0 };
  TsMatch *match = match_at (3, 5, at_delivery);
  g_autoptr(GPtrArray) legal = ts_caylus_module.legal_entries (state_of (match));
  const TsCaylusEntry *valid = NULL;
  TsCaylusDeliveryForm *form;
  TsCaylusEntry bad;
  g_autoptr(GError) error = NULL;
  gpointer copy;
  GtkWidget *batches;

  for (guint i = 0; i < legal->len && valid == NULL; i++)
    if (((const TsCaylusEntry *) g_ptr_array_index (legal, i))->type == TS_CAYLUS_ENTRY_DELIVER)
      valid = g_ptr_array_index (legal, i);
  g_assert_nonnull (valid);

  ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_CAYLUS_VIEW);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "delivery");
  form = ts_ui_test_table_find (&table, TS_TYPE_CAYLUS_DELIVERY_FORM);
  /* The form starts at a delivery the engine accepts. */
  g_assert_null (ts_caylus_delivery_form_get_refusal (form));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "caylus-view-delivery"));

  /* One batch paid with nothing: refused, in the engine's words. */
  ts_caylus_delivery_form_set_batches (form, 1);
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    ts_caylus_delivery_form_set_pay (form, r, 0);
  ts_caylus_delivery_form_get_entry (form, &bad);
  copy = ts_caylus_module.state_copy (state_of (match));
  g_assert_false (ts_caylus_module.apply (copy, &bad, &error));
  ts_caylus_module.state_free (copy);
  g_assert_cmpstr (ts_caylus_delivery_form_get_refusal (form), ==, error->message);
  batches = ts_ui_test_find_child (GTK_WIDGET (form), GTK_TYPE_SPIN_BUTTON);
  g_assert_true (ts_ui_test_press_key (batches, GDK_KEY_Return));
  g_assert_cmpstr (ts_game_page_get_refusal (TS_GAME_PAGE (table.view)), ==, error->message);
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "caylus-view-delivery-refused"));

  /* The legal delivery typed in: Enter delivers it. */
  ts_caylus_delivery_form_set_batches (form, valid->batches);
  for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
    ts_caylus_delivery_form_set_pay (form, r, valid->pay[r]);
  g_assert_null (ts_caylus_delivery_form_get_refusal (form));
  g_assert_true (ts_ui_test_press_key (batches, GDK_KEY_Return));
  g_assert_cmpint (last_entry (&table)->type, ==, TS_CAYLUS_ENTRY_DELIVER);
  g_assert_cmpuint (last_entry (&table)->batches, ==, valid->batches);
  g_assert_cmpmem (last_entry (&table)->pay, TS_CAYLUS_N_RESOURCES, valid->pay,
                   TS_CAYLUS_N_RESOURCES);
  ts_ui_test_table_close (&table);
}

/* CY-END: a whole game: the explanation under the board, the prestige shown, the Scores
 * page by category. */
static void
test_over (void)
{
  Table table = { 0 };
  TsMatch *match = match_at (3, 12, at_end);
  g_autoptr(JsonNode) breakdown = NULL;
  g_autofree char *texts = NULL;
  g_autofree char *scores = NULL;
  AdwViewStack *pages;

  g_assert_true (ts_match_get_finished (match));
  ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_CAYLUS_VIEW);
  g_assert_cmpstr (ts_game_page_get_form (TS_GAME_PAGE (table.view)), ==, "over");
  breakdown = ts_match_dup_final_breakdown (match);
  texts = labels_of (GTK_WIDGET (table.view));
  g_assert_nonnull (strstr (texts, json_object_get_string_member (json_node_get_object (breakdown),
                                                                  "explanation")));
  g_assert_true (
      ts_caylus_supply_get_show_prestige (ts_ui_test_table_find (&table, TS_TYPE_CAYLUS_SUPPLY)));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "caylus-view-over"));

  pages = ADW_VIEW_STACK (ts_ui_test_find_child (GTK_WIDGET (table.view), ADW_TYPE_VIEW_STACK));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.show-scores", NULL));
  ts_ui_test_spin ();
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (pages), ==, "scores");
  scores = labels_of (adw_view_stack_get_visible_child (pages));
  for (guint i = 0; i < 6; i++)
    {
      static const char *const categories[] = { "Other players' workers on your buildings",
                                                "Wood and stone buildings built",
                                                "Building effects", "Deliveries to the castle",
                                                "Monuments", "Gold at the end" };

      if (strstr (scores, categories[i]) == NULL)
        g_error ("the Scores page lacks “%s”:\n%s", categories[i], scores);
    }
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "caylus-view-scores"));
  ts_ui_test_table_close (&table);
}

/* Ctrl+H's action shows and hides the prestige in the supply. */
static void
test_prestige (void)
{
  Table table = { 0 };
  TsCaylusSupply *supply;
  gboolean shown;

  ts_ui_test_table_open (&table, match_at (2, 2, at_planning), 1024, 600, TS_TYPE_CAYLUS_VIEW);
  supply = ts_ui_test_table_find (&table, TS_TYPE_CAYLUS_SUPPLY);
  shown = ts_caylus_supply_get_show_prestige (supply);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.toggle-prestige",
                                             NULL));
  g_assert_cmpint (ts_caylus_supply_get_show_prestige (supply), ==, !shown);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.view), "game.toggle-prestige",
                                             NULL));
  g_assert_cmpint (ts_caylus_supply_get_show_prestige (supply), ==, shown);
  ts_ui_test_table_close (&table);
}

/* Tab as the window hands it on: to the key controllers on the way to the focus first (a
 * focus group's, ts_focus_group_add()), else along GTK's focus chain. */
static void
press_tab (GtkWindow *window)
{
  if (gtk_root_get_focus (GTK_ROOT (window)) == NULL
      || !ts_ui_test_press_at_focus (window, GDK_KEY_Tab))
    ts_ui_test_tab (window);
}

/* An arrow key as GTK hands it on: to the key controllers on the way to the focus (the
 * board's); in a list, to its own keybinding (Up and Down move its cursor); else to the
 * window's, which moves the focus that way. A text field keeps its arrows. */
static void
press_arrow (GtkWindow       *window,
             GtkDirectionType direction)
{
  static const guint keys[] = {
    [GTK_DIR_UP] = GDK_KEY_Up, [GTK_DIR_DOWN] = GDK_KEY_Down,
    [GTK_DIR_LEFT] = GDK_KEY_Left, [GTK_DIR_RIGHT] = GDK_KEY_Right,
  };
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *list = gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX);

  if (GTK_IS_EDITABLE (focus) || ts_ui_test_press_at_focus (window, keys[direction]))
    return;
  if (list != NULL && (direction == GTK_DIR_UP || direction == GTK_DIR_DOWN))
    g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_DISPLAY_LINES,
                           direction == GTK_DIR_UP ? -1 : 1, FALSE, FALSE);
  else
    gtk_widget_child_focus (GTK_WIDGET (window), direction);
  ts_ui_test_spin ();
}

/* Issue 30: the board is one Tab stop, the arrows move on it: Tab from its first card reaches
 * Pass in a few presses (33 when each card of the Road was a stop). The page at 1024x600
 * with a card focused. */
static void
test_board_one_stop (void)
{
  Table table = { 0 };
  GtkWidget *board, *pass, *from;
  guint presses = 0, on_board = 0;

  ts_ui_test_table_open (&table, match_at (3, 7, at_planning), 1024, 600, TS_TYPE_CAYLUS_VIEW);
  board = ts_ui_test_table_find (&table, TS_TYPE_CAYLUS_BOARD);
  pass = ts_ui_test_find_button (GTK_WIDGET (table.view), "_Pass");
  g_assert_nonnull (pass);

  g_assert_true (gtk_widget_child_focus (board, GTK_DIR_TAB_FORWARD));
  while (gtk_root_get_focus (GTK_ROOT (table.window)) != pass && presses < 100)
    {
      press_tab (table.window);
      presses++;
      on_board += ts_ui_test_focus_in (table.window, board);
    }
  g_test_message ("%u Tab presses from the board to Pass", presses);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (table.window)) == pass);
  g_assert_cmpuint (on_board, ==, 0);
  g_assert_cmpuint (presses, <=, 8);

  /* From the target the page focuses, Right and Left walk the cards in Road order; one Tab
   * leaves the board, and Shift+Tab from Pass comes back onto it in a few presses. */
  ts_game_page_focus_table (TS_GAME_PAGE (table.view));
  from = gtk_root_get_focus (GTK_ROOT (table.window));
  g_assert_true (TS_IS_CAYLUS_CARD (from) && gtk_widget_is_ancestor (from, board));
  press_arrow (table.window, GTK_DIR_RIGHT);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (table.window)) != from);
  g_assert_true (ts_ui_test_focus_in (table.window, board));
  press_arrow (table.window, GTK_DIR_LEFT);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (table.window)) == from);
  /* The focus ring shown, as after a key. */
  gtk_window_set_focus_visible (table.window, TRUE);
  ts_ui_test_redraw (GTK_WIDGET (table.window));
  g_free (ts_ui_test_save_png (GTK_WIDGET (table.window), "caylus-view-board-focused"));
  press_tab (table.window);
  g_assert_false (ts_ui_test_focus_in (table.window, board));
  gtk_widget_grab_focus (pass);
  for (presses = 0; !ts_ui_test_focus_in (table.window, board) && presses < 100; presses++)
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (table.window), GTK_DIR_TAB_BACKWARD));
  g_assert_cmpuint (presses, <=, 8);
  ts_ui_test_table_close (&table);
}

/* Issue 30: no arrow key lands on a scroll area (an unnamed pane to a screen reader): from
 * every Tab stop of the page, in each form, one to three presses each way. Down from the
 * players' supply onto the list of choices did. */
static void
test_no_focus_on_scroll_areas (void)
{
  static const StatePredicate states[] = { at_draft, at_planning, at_activation,
                                           at_delivery };

  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    {
      Table table = { 0 };
      g_autoptr(GPtrArray) stops = g_ptr_array_new ();

      ts_ui_test_table_open (&table, match_at (3, 7, states[i]), 1024, 600, TS_TYPE_CAYLUS_VIEW);
      gtk_root_set_focus (GTK_ROOT (table.window), NULL);
      for (guint n = 0; n < 100; n++)
        {
          GtkWidget *focus;

          press_tab (table.window);
          focus = gtk_root_get_focus (GTK_ROOT (table.window));
          g_assert_nonnull (focus);
          g_assert_false (GTK_IS_SCROLLED_WINDOW (focus) || GTK_IS_VIEWPORT (focus));
          if (g_ptr_array_find (stops, focus, NULL))
            break;
          g_ptr_array_add (stops, focus);
        }
      for (guint s = 0; s < stops->len; s++)
        for (GtkDirectionType d = GTK_DIR_UP; d <= GTK_DIR_RIGHT; d++)
          for (guint times = 1; times <= 3; times++)
            {
              GtkWidget *focus;

              gtk_widget_grab_focus (stops->pdata[s]);
              for (guint t = 0; t < times; t++)
                press_arrow (table.window, d);
              focus = gtk_root_get_focus (GTK_ROOT (table.window));
              if (GTK_IS_SCROLLED_WINDOW (focus) || GTK_IS_VIEWPORT (focus))
                g_error ("form %u: %u × arrow %d from %s lands on a %s", i, times, d,
                         G_OBJECT_TYPE_NAME (stops->pdata[s]), G_OBJECT_TYPE_NAME (focus));
            }
      ts_ui_test_table_close (&table);
    }
}

/* A tile dealt is corrected in the history among the kinds possible before it, the one dealt
 * first; undo brings it back. */
static void
test_deal_correction (void)
{
  g_autoptr(TsMatch) match = new_match (2);
  g_autoptr(GArray) events = ts_caylus_legal_events (state_of (match));
  GtkWidget *history;
  GtkWindow *window, *correction;
  TsEntryChoices *choices;
  GtkListBox *list;
  const TsCaylusEntry *dealt;
  guint8 first = g_array_index (events, TsCaylusEntry, 0).tile;
  guint8 other = g_array_index (events, TsCaylusEntry, 1).tile;

  apply_entry (match, &g_array_index (events, TsCaylusEntry, 0));
  history = ts_history_new (match);
  window = ts_ui_test_show_history (history);
  ts_history_correct (TS_HISTORY (history), 0);
  correction = ts_history_get_correction (TS_HISTORY (history));
  g_assert_nonnull (correction);
  ts_ui_test_present_and_wait (correction);
  g_free (ts_ui_test_save_png (GTK_WIDGET (correction), "caylus-history-correct-deal"));

  choices = TS_ENTRY_CHOICES (ts_ui_test_find_child (GTK_WIDGET (correction),
                                                     TS_TYPE_ENTRY_CHOICES));
  g_assert_nonnull (choices);
  g_assert_cmpuint (ts_entry_choices_get_n_rows (choices), ==, events->len);
  list = GTK_LIST_BOX (ts_ui_test_find_child (GTK_WIDGET (choices), GTK_TYPE_LIST_BOX));
  /* The tile dealt first, said so; another one picked replaces it. */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (
                                gtk_list_box_get_row_at_index (list, 0))),
                            "Entered now"));
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 1));
  ts_ui_test_spin ();
  if (ts_history_get_question (TS_HISTORY (history)) != NULL)
    ts_ui_test_answer_history (history, "C_orrect");
  g_assert_null (ts_history_get_correction (TS_HISTORY (history)));
  dealt = ts_entry_get_data (ts_match_get_entry (match, 0));
  g_assert_cmpint (dealt->type, ==, TS_CAYLUS_ENTRY_DEAL);
  g_assert_cmpuint (dealt->tile, ==, other);

  g_assert_true (ts_match_undo (match));
  ts_ui_test_spin ();
  dealt = ts_entry_get_data (ts_match_get_entry (match, 0));
  g_assert_cmpuint (dealt->tile, ==, first);
  ts_ui_test_destroy_window (window);
}

/* PNGs at 1024x600, light and dark, of each form; the page asks for no more than the small
 * screen gives. */
static void
test_pngs (void)
{
  static const struct
  {
    StatePredicate done;
    gboolean dark;
    const char *name;
  } shots[] = {
    { at_draft, FALSE, "caylus-view-draft-light" },
    { at_planning, FALSE, "caylus-view-planning-light" },
    { at_planning, TRUE, "caylus-view-planning-dark" },
    { at_activation, TRUE, "caylus-view-activation-dark" },
    { at_delivery, TRUE, "caylus-view-delivery-dark" },
    { at_end, TRUE, "caylus-view-over-dark" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      Table table = { 0 };
      TsMatch *match = match_at (5, 20 + i, shots[i].done);

      ts_ui_test_force_dark (shots[i].dark);
      ts_ui_test_table_open (&table, match, 1024, 600, TS_TYPE_CAYLUS_VIEW);
      ts_ui_test_table_shoot (&table, shots[i].name);
      /* The board keeps the room beside the side column. */
      g_assert_cmpint (gtk_widget_get_width (ts_ui_test_table_find (&table, TS_TYPE_CAYLUS_BOARD)),
                       >=, 640);
      ts_ui_test_table_close (&table);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int    argc,
      char **argv)
{
  ts_ui_test_init (&argc, &argv);
  ts_ui_test_start_app ();
  g_test_add_func ("/caylus-view/deal", test_deal);
  g_test_add_func ("/caylus-view/draft", test_draft);
  g_test_add_func ("/caylus-view/planning", test_planning);
  g_test_add_func ("/caylus-view/activation", test_activation);
  g_test_add_func ("/caylus-view/delivery", test_delivery);
  g_test_add_func ("/caylus-view/over", test_over);
  g_test_add_func ("/caylus-view/prestige", test_prestige);
  g_test_add_func ("/caylus-view/board-one-stop", test_board_one_stop);
  g_test_add_func ("/caylus-view/no-focus-on-scroll-areas", test_no_focus_on_scroll_areas);
  g_test_add_func ("/caylus-view/deal-correction", test_deal_correction);
  g_test_add_func ("/caylus-view/pngs", test_pngs);
  return g_test_run ();
}

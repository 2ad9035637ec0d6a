/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Caylus 1303's supply panel on 5-player matches the engine plays at random: the rows in turn
 * order with whose decision it is, the counts, the characters by name with their powers,
 * prestige hidden until the toggle is clicked, the ledger's pages with their causes. Renders
 * the panel in the side column of a 1024×600 window, light and dark. */
#include "ts-caylus.h"
#include "ts-caylus-supply.h"
#include "ts-game.h"
#include "ts-match.h"
#include "ts-player-ledger.h"
#include "ts-ui-test-util.h"
#include "ts-tooltip.h"

static const char *const names[] = { "Ana", "Bruno", "Carla", "Duarte", "Eva", NULL };
static const char *const colors[] = { "red", "blue", "green", "yellow", "purple", NULL };

/* One random legal step: a table event or a player's decision. */
static void
match_step (TsMatch *match,
            GRand   *rand)
{
  TsCaylusEntry entry;
  g_autoptr(JsonNode) node = NULL;

  g_assert_true (ts_caylus_random_entry (ts_match_get_state (match), rand, &entry));
  node = ts_caylus_entry_to_json (&entry);
  ts_ui_test_apply_json (match, node);
}

/* A 5-player match in a planning phase past round 1, where the first player is not the first
 * in seating order, someone is on the Guild Bridge and someone in the Worksite. */
static TsMatch *
supply_match (void)
{
  const TsGameModule *module = ts_games_lookup ("caylus-1303");

  g_assert_nonnull (module);
  for (guint32 seed = 1; seed < 400; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(JsonArray) players = ts_ui_test_players_new (names);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = ts_match_new (module, "Supply", players, NULL, NULL, &error);

      g_assert_no_error (error);
      for (guint i = 0; i < 600; i++)
        {
          const TsCaylusState *s = ts_match_get_state (match);
          gboolean bridge = FALSE, worksite = FALSE;

          if (s->stage == TS_CAYLUS_STAGE_OVER)
            break;
          for (guint p = 0; p < s->n_players; p++)
            {
              bridge |= s->players[p].bridge > 0;
              worksite |= s->players[p].worksite > 0;
            }
          if (s->stage == TS_CAYLUS_STAGE_PLANNING && s->round >= 2 && s->first > 0 && bridge
              && worksite)
            return g_steal_pointer (&match);
          match_step (match, rand);
        }
    }
  g_error ("no random game reached a planning phase with the bridge and the Worksite in use");
}

static GPtrArray *
supply_rows (GtkWidget *supply)
{
  GPtrArray *rows = g_ptr_array_new ();
  GtkWidget *first = ts_ui_test_find_type (supply, GTK_TYPE_MENU_BUTTON);

  g_assert_nonnull (first);
  for (GtkWidget *child = first; child != NULL; child = gtk_widget_get_next_sibling (child))
    g_ptr_array_add (rows, child);
  return rows;
}

static const char *
label_text (GtkWidget  *root,
            const char *name)
{
  GtkWidget *label = ts_ui_test_find_named (root, name);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static GtkWindow *
side_column_window (GtkWidget *supply)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *board = gtk_label_new ("(board)");

  /* As the page lays it out: the board expands, the side column is about 300 px wide. */
  gtk_widget_set_hexpand (board, TRUE);
  gtk_widget_set_size_request (supply, 300, -1);
  gtk_widget_set_margin_top (supply, 6);
  gtk_widget_set_margin_bottom (supply, 6);
  gtk_widget_set_margin_end (supply, 6);
  gtk_box_append (GTK_BOX (box), board);
  gtk_box_append (GTK_BOX (box), supply);
  gtk_window_set_decorated (window, FALSE);
  gtk_window_set_default_size (window, 1024, 600);
  gtk_window_set_child (window, box);
  ts_ui_test_present_and_wait (window);
  return window;
}

static void
assert_rows (GtkWidget           *supply,
             const TsCaylusState *s,
             gboolean             prestige)
{
  g_autoptr(GPtrArray) rows = supply_rows (supply);
  guint8 order[TS_CAYLUS_MAX_PLAYERS];

  ts_caylus_turn_order (s, order);
  g_assert_cmpuint (rows->len, ==, s->n_players);
  for (guint i = 0; i < s->n_players; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      const TsCaylusPlayer *p = &s->players[order[i]];
      g_autofree char *workers = g_strdup_printf ("%u + %u in the Camp", p->supply, p->camp);
      g_autofree char *houses = g_strdup_printf ("%u houses", p->houses);
      g_autofree char *pp = g_strdup_printf ("%d PP", p->pp);
      GtkWidget *characters = ts_ui_test_find_named (row, "characters");
      GtkWidget *child;
      guint n = 0;

      /* Turn order from this round's first player. */
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ts_ui_test_find_type (row, GTK_TYPE_LABEL))),
                       ==, names[order[i]]);
      g_assert_cmpstr (label_text (row, "workers"), ==, workers);
      g_assert_cmpstr (label_text (row, "houses"), ==, houses);
      for (guint r = 0; r < TS_CAYLUS_N_RESOURCES; r++)
        {
          g_autofree char *count = g_strdup_printf ("%u", p->res[r]);

          g_assert_cmpstr (label_text (row, ts_caylus_resource_to_string (r)), ==, count);
        }
      g_assert_cmpint (gtk_widget_get_visible (ts_ui_test_find_named (row, "first-player")), ==,
                       s->first == order[i]);
      g_assert_cmpint (gtk_widget_has_css_class (row, "cy-supply-now"), ==,
                       ts_caylus_state_actor (s) == order[i]);
      /* The characters held, by name, each with its power in the tooltip. */
      child = gtk_widget_get_first_child (characters);
      for (guint c = 0; c < TS_CAYLUS_N_CHARACTERS; c++)
        {
          if (!(p->characters & (1u << c)))
            continue;
          g_assert_nonnull (child);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child)), ==,
                           ts_caylus_character_name (s->data, c));
          g_assert_cmpuint (strlen (ts_tooltip_get (child)), >, 10);
          child = gtk_widget_get_next_sibling (child);
          n++;
        }
      g_assert_null (child);
      g_assert_cmpint (gtk_widget_get_visible (characters), ==, n > 0);
      if (p->bridge > 0)
        {
          g_autofree char *bridge = g_strdup_printf ("Guild Bridge: place %u", p->bridge);

          g_assert_nonnull (strstr (label_text (row, "places"), bridge));
        }
      if (p->worksite > 0)
        {
          g_autofree char *worksite = g_strdup_printf ("Worksite: space %u", p->worksite);

          g_assert_nonnull (strstr (label_text (row, "places"), worksite));
        }
      g_assert_cmpint (gtk_widget_get_visible (ts_ui_test_find_named (row, "prestige")), ==,
                       prestige);
      g_assert_cmpstr (label_text (row, "prestige"), ==, pp);
    }
}

static void
test_rows (void)
{
  g_autoptr(TsMatch) match = supply_match ();
  const TsCaylusState *s = ts_match_get_state (match);
  GtkWidget *supply = ts_caylus_supply_new ();
  GtkWindow *window;
  GtkWidget *toggle;
  gboolean characters = FALSE;

  for (guint p = 0; p < s->n_players; p++)
    characters |= s->players[p].characters != 0;
  g_assert_true (characters);
  ts_caylus_supply_set_state (TS_CAYLUS_SUPPLY (supply), match, s, colors);
  window = side_column_window (supply);

  /* Prestige is secret at the table (CY-SET-14): hidden until asked for. */
  g_assert_false (ts_caylus_supply_get_show_prestige (TS_CAYLUS_SUPPLY (supply)));
  g_assert_cmpstr (label_text (supply, "prestige-state"), ==, "PP hidden");
  assert_rows (supply, s, FALSE);
  /* The same characters at the next entry: their labels stay as they are, not made anew. */
  {
    g_autoptr(GPtrArray) rows = supply_rows (supply);
    GtkWidget *held = NULL;

    for (guint i = 0; i < rows->len && held == NULL; i++)
      held = gtk_widget_get_first_child (ts_ui_test_find_named (g_ptr_array_index (rows, i),
                                                                "characters"));
    g_assert_nonnull (held);
    g_object_add_weak_pointer (G_OBJECT (held), (gpointer *) &held);
    ts_caylus_supply_set_state (TS_CAYLUS_SUPPLY (supply), match, s, colors);
    g_assert_nonnull (held);
    g_assert_nonnull (gtk_widget_get_parent (held));
    g_object_remove_weak_pointer (G_OBJECT (held), (gpointer *) &held);
    assert_rows (supply, s, FALSE);
  }

  toggle = ts_ui_test_find_button (supply, "Show _Prestige");
  g_assert_nonnull (toggle);
  ts_ui_test_click (toggle);
  g_assert_true (ts_caylus_supply_get_show_prestige (TS_CAYLUS_SUPPLY (supply)));
  g_assert_cmpstr (label_text (supply, "prestige-state"), ==, "PP shown");
  assert_rows (supply, s, TRUE);
  ts_ui_test_click (toggle);
  assert_rows (supply, s, FALSE);

  /* The next entries: the rows follow. */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (7);

    for (guint i = 0; i < 30 && ((const TsCaylusState *) ts_match_get_state (match))->stage
                                    != TS_CAYLUS_STAGE_OVER;
         i++)
      match_step (match, rand);
    s = ts_match_get_state (match);
    ts_caylus_supply_set_state (TS_CAYLUS_SUPPLY (supply), match, s, colors);
    assert_rows (supply, s, s->stage == TS_CAYLUS_STAGE_OVER);
  }
  ts_ui_test_destroy_window (window);
}

/* The player's ledger: each page lists that player's lines of the resource, newest first. */
static void
assert_ledger_page (GtkWidget       *popover,
                    GPtrArray       *lines,
                    guint            player,
                    TsLedgerResource resource)
{
  GtkListBox *list = GTK_LIST_BOX (ts_ui_test_find_named (popover,
                                                          ts_ledger_resource_to_string (resource)));
  guint n = 0;

  g_assert_nonnull (list);
  for (int i = lines->len - 1; i >= 0; i--)
    {
      const TsLedgerLine *line = g_ptr_array_index (lines, i);
      GtkListBoxRow *row;

      if (line->player != player || line->resource != resource)
        continue;
      row = gtk_list_box_get_row_at_index (list, n++);
      g_assert_nonnull (row);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ts_ui_test_find_type (GTK_WIDGET (row),
                                                                             GTK_TYPE_LABEL))),
                       ==, line->cause_text);
    }
  g_assert_cmpuint (ts_ui_test_count_rows (list), ==, n);
}

static void
test_ledger (void)
{
  g_autoptr(TsMatch) match = supply_match ();
  const TsCaylusState *s = ts_match_get_state (match);
  g_autoptr(GPtrArray) lines = ts_match_dup_ledger (match);
  GtkWidget *supply = ts_caylus_supply_new ();
  g_autoptr(GPtrArray) rows = NULL;
  GtkWindow *window;
  GtkPopover *popover;
  guint8 order[TS_CAYLUS_MAX_PLAYERS];
  guint shown = 0;
  static const TsLedgerResource pages[] = {
    TS_LEDGER_VP, TS_LEDGER_WORKERS, TS_LEDGER_FOOD, TS_LEDGER_WOOD,
    TS_LEDGER_STONE, TS_LEDGER_CLOTH, TS_LEDGER_GOLD,
  };

  ts_caylus_supply_set_state (TS_CAYLUS_SUPPLY (supply), match, s, colors);
  window = side_column_window (supply);
  rows = supply_rows (supply);
  ts_caylus_turn_order (s, order);
  /* The row of the player with the most lines: that player's ledger. */
  for (guint i = 0, most = 0; i < s->n_players; i++)
    {
      guint n = 0;

      for (guint l = 0; l < lines->len; l++)
        n += ((const TsLedgerLine *) g_ptr_array_index (lines, l))->player == order[i];
      if (n > most)
        {
          most = n;
          shown = i;
        }
    }
  gtk_menu_button_popup (GTK_MENU_BUTTON (g_ptr_array_index (rows, shown)));
  ts_ui_test_spin ();
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (g_ptr_array_index (rows, shown)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    assert_ledger_page (GTK_WIDGET (popover), lines, order[shown], pages[i]);
  /* The prestige page is called PP, as the game does. */
  {
    GtkStack *stack = GTK_STACK (ts_ui_test_find_type (GTK_WIDGET (popover), GTK_TYPE_STACK));
    GtkWidget *page = gtk_stack_get_child_by_name (stack, "vp");

    g_assert_cmpstr (gtk_stack_page_get_title (gtk_stack_get_page (stack, page)), ==, "PP");
    gtk_stack_set_visible_child_name (stack, "workers");
  }
  g_free (ts_ui_test_save_png (GTK_WIDGET (popover), "caylus-supply-ledger"));
  gtk_popover_popdown (popover);
  ts_ui_test_destroy_window (window);
}

static void
test_render (void)
{
  g_autoptr(TsMatch) match = supply_match ();

  for (guint dark = 0; dark < 2; dark++)
    {
      GtkWidget *supply = ts_caylus_supply_new ();
      GtkWindow *window;
      GtkWidget *scrolled;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ts_caylus_supply_set_state (TS_CAYLUS_SUPPLY (supply), match,
                                  ts_match_get_state (match), colors);
      window = side_column_window (supply);
      /* Five players fit the side column at 1024×600 (the rows scroll only if they must). */
      scrolled = ts_ui_test_find_type (supply, GTK_TYPE_SCROLLED_WINDOW);
      g_assert_cmpint (gtk_widget_get_width (supply), <=, 320);
      g_assert_cmpint (gtk_widget_get_height (scrolled), >, 0);
      g_free (ts_ui_test_save_png (GTK_WIDGET (window), dark ? "caylus-supply-1024x600-dark"
                                                             : "caylus-supply-1024x600-light"));
      ts_ui_test_destroy_window (window);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
}

int
main (int   argc,
      char *argv[])
{
  ts_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/caylus/supply/rows-and-prestige", test_rows);
  g_test_add_func ("/ui/caylus/supply/ledger", test_ledger);
  g_test_add_func ("/ui/caylus/supply/render", test_render);

  return g_test_run ();
}

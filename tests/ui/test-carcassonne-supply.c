/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's supply and "what fits here" panels on states built by the engine from random
 * legal play: the players' supply (counts, whose turn, the ledger with its causes) and what
 * fits a spot (exactly the kinds the engine fits there, with the counts and the chance).
 * Renders both panels, light and dark. The farms panel: test-carcassonne-farms.c. */
#include "carcassonne-ui-util.h"
#include "ts-carcassonne-fits.h"
#include "ts-carcassonne-supply.h"
#include "ts-game.h"
#include "ts-match.h"
#include "ts-player-ledger.h"
#include "ts-ui-test-util.h"
#include "ts-tooltip.h"

/* ----------------------------------------------------------------------------------------- */
/* The supply                                                                                 */

static void
match_step (TsMatch *match,
            GRand   *rand)
{
  TsCarcassonneEntry entry;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(TsEntry) parsed = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ts_carcassonne_random_entry (ts_match_get_state (match), rand, &entry));
  node = ts_carcassonne_entry_to_json (&entry);
  parsed = ts_match_parse_entry (match, node, &error);
  g_assert_no_error (error);
  g_assert_true (ts_match_apply (match, parsed, &error));
  g_assert_no_error (error);
}

/* A 5-player match with every option, played until someone has points, goods tokens and a
 * builder on the map. */
static TsMatch *
supply_match (void)
{
  const TsGameModule *module = ts_games_lookup ("carcassonne");

  g_assert_nonnull (module);
  for (guint32 seed = 1; seed < 200; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr(JsonObject) options = cc_ui_options_new (TRUE);
      g_autoptr(JsonArray) players = cc_ui_players_new (5);
      g_autoptr(GError) error = NULL;
      g_autoptr(TsMatch) match = ts_match_new (module, "Panels", players, options, NULL,
                                                &error);

      g_assert_no_error (error);
      for (guint i = 0; i < 400; i++)
        {
          const TsCarcassonneState *s = ts_match_get_state (match);
          gboolean goods = FALSE, builder_away = FALSE, points = FALSE;

          if (s->stage == TS_CARCASSONNE_STAGE_OVER)
            break;
          for (guint p = 0; p < s->n_players; p++)
            {
              points |= s->players[p].vp > 0;
              builder_away |= !s->players[p].builder;
              for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
                goods |= s->players[p].goods[g] > 0;
            }
          if (goods && builder_away && points && s->stage == TS_CARCASSONNE_STAGE_PLACE)
            return g_steal_pointer (&match);
          match_step (match, rand);
        }
    }
  g_error ("no random game had points, goods and a builder on the map");
}

/* The rows in turn order. */
static GPtrArray *
supply_rows (GtkWidget *supply)
{
  GPtrArray *rows = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_first_child (supply));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_MENU_BUTTON (child))
      g_ptr_array_add (rows, child);
  return rows;
}

static void
assert_supply (GtkWidget                *supply,
               const TsCarcassonneState *s)
{
  g_autoptr(GPtrArray) rows = supply_rows (supply);

  g_assert_cmpuint (rows->len, ==, s->n_players);
  for (guint p = 0; p < s->n_players; p++)
    {
      GtkWidget *row = g_ptr_array_index (rows, p);
      const TsCarcassonnePlayer *player = &s->players[p];
      g_autofree char *vp = g_strdup_printf ("%d VP", player->vp);
      g_autofree char *followers = g_strdup_printf ("%u / 7", player->followers);
      g_autofree char *tooltip = g_strdup_printf ("%s: every point and goods token with its "
                                                  "cause", cc_ui_names[p]);
      gboolean turn = s->stage != TS_CARCASSONNE_STAGE_OVER && s->turn == p;

      g_assert_cmpstr (cc_ui_label_text (row, "points"), ==, vp);
      g_assert_cmpstr (cc_ui_label_text (row, "followers"), ==, followers);
      g_assert_cmpstr (cc_ui_label_text (row, "builder"), ==,
                       player->builder ? "in supply" : "on the map");
      g_assert_cmpstr (cc_ui_label_text (row, "pig"), ==, player->pig ? "in supply" : "on the map");
      g_assert_true (gtk_widget_is_visible (ts_ui_test_find_named (row, "builder")));
      for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
        {
          g_autofree char *name = g_strdup_printf ("good-%u", g);
          g_autofree char *count = g_strdup_printf ("%u", player->goods[g]);

          g_assert_cmpstr (cc_ui_label_text (row, name), ==, count);
        }
      g_assert_cmpint (gtk_widget_has_css_class (row, "cc-turn"), ==, turn);
      g_assert_cmpstr (ts_tooltip_get (row), ==, tooltip);
    }
}

/* The ledger's VP page of player @p shows the module's VP lines of that player, newest
 * first, with their causes. */
static void
assert_ledger (GtkWidget *popover,
               TsMatch   *match,
               guint      p)
{
  g_autoptr(GPtrArray) lines = ts_match_dup_ledger (match);
  GtkListBox *list = GTK_LIST_BOX (ts_ui_test_find_named (popover, "vp"));
  guint n = 0;

  g_assert_nonnull (list);
  for (int i = lines->len - 1; i >= 0; i--)
    {
      const TsLedgerLine *line = g_ptr_array_index (lines, i);
      GtkListBoxRow *row;
      GtkWidget *cause;

      if (line->player != p || line->resource != TS_LEDGER_VP)
        continue;
      row = gtk_list_box_get_row_at_index (list, n++);
      g_assert_nonnull (row);
      cause = ts_ui_test_find_type (GTK_WIDGET (row), GTK_TYPE_LABEL);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cause)), ==, line->cause_text);
    }
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (ts_ui_test_count_rows (list), ==, n);
  /* With goods in play, a page for each kind of token. */
  for (TsLedgerResource r = TS_LEDGER_WINE; r <= TS_LEDGER_CLOTH; r++)
    g_assert_nonnull (ts_ui_test_find_named (popover, ts_ledger_resource_to_string (r)));
}

static void
test_supply (void)
{
  g_autoptr(TsMatch) match = supply_match ();
  const TsCarcassonneState *s = ts_match_get_state (match);
  GtkWidget *supply = ts_carcassonne_supply_new ();
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  GtkWindow *window;
  GtkMenuButton *button;
  GtkWidget *popover;
  guint richest = 0;
  int min_width, height;

  ts_carcassonne_supply_set_state (TS_CARCASSONNE_SUPPLY (supply), match, s, cc_ui_colors);
  assert_supply (supply, s);
  /* The row of whoever plays now says it all in words. */
  {
    g_autoptr(GPtrArray) turn_rows = supply_rows (supply);
    const TsCarcassonnePlayer *p = &s->players[s->turn];
    g_autofree char *name = g_strdup_printf ("%s, %d VP, %u of 7 followers in supply, builder "
                                             "%s, pig %s, wine %u, grain %u, cloth %u, plays now",
                                             cc_ui_names[s->turn], p->vp, p->followers,
                                             p->builder ? "in supply" : "on the map",
                                             p->pig ? "in supply" : "on the map",
                                             p->goods[0], p->goods[1], p->goods[2]);

    gtk_test_accessible_assert_property (g_ptr_array_index (turn_rows, s->turn),
                                         GTK_ACCESSIBLE_PROPERTY_LABEL, name);
  }

  /* Five players fit the side column of a 1024 × 600 window, the other panels under it. */
  gtk_widget_measure (supply, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (supply, GTK_ORIENTATION_VERTICAL, 276, NULL, &height, NULL, NULL);
  g_test_message ("supply of 5 players: %d px wide at least, %d px high at 276 px", min_width,
                  height);
  g_assert_cmpint (min_width, <=, 276);
  g_assert_cmpint (height, <=, 320);

  window = cc_ui_window_with (supply, 300, 400);
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].vp > s->players[richest].vp)
      richest = p;
  rows = supply_rows (supply);
  button = GTK_MENU_BUTTON (g_ptr_array_index (rows, richest));
  popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  ts_ui_test_click (ts_ui_test_find_type (GTK_WIDGET (button), GTK_TYPE_TOGGLE_BUTTON));
  gtk_test_widget_wait_for_draw (popover);
  ts_ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_nonnull (ts_ui_test_find_type (popover, TS_TYPE_PLAYER_LEDGER));
  assert_ledger (popover, match, richest);
  g_free (ts_ui_test_save_png (popover, "carcassonne-supply-ledger"));

  /* The open ledger and the rows follow the next entries. */
  for (guint i = 0; i < 12 && !ts_match_get_finished (match); i++)
    match_step (match, rand);
  s = ts_match_get_state (match);
  ts_carcassonne_supply_set_state (TS_CARCASSONNE_SUPPLY (supply), match, s, cc_ui_colors);
  assert_supply (supply, s);
  assert_ledger (popover, match, richest);
  gtk_menu_button_popdown (button);
  ts_ui_test_destroy_window (window);
}

/* The base game alone: no builder, pig or goods shown, the ledger has VP only. */
static void
test_supply_base (void)
{
  const TsGameModule *module = ts_games_lookup ("carcassonne");
  g_autoptr(JsonObject) options = cc_ui_options_new (FALSE);
  g_autoptr(JsonArray) players = cc_ui_players_new (2);
  g_autoptr(GError) error = NULL;
  g_autoptr(TsMatch) match = ts_match_new (module, "Base", players, options, NULL, &error);
  GtkWidget *supply = g_object_ref_sink (ts_carcassonne_supply_new ());
  g_autoptr(GPtrArray) rows = NULL;

  g_assert_no_error (error);
  ts_carcassonne_supply_set_state (TS_CARCASSONNE_SUPPLY (supply), match,
                                   ts_match_get_state (match), cc_ui_colors);
  rows = supply_rows (supply);
  g_assert_cmpuint (rows->len, ==, 2);
  for (guint p = 0; p < 2; p++)
    {
      GtkWidget *row = g_ptr_array_index (rows, p);

      g_assert_cmpstr (cc_ui_label_text (row, "followers"), ==, "7 / 7");
      g_assert_cmpstr (cc_ui_label_text (row, "points"), ==, "0 VP");
      g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (ts_ui_test_find_named (row, "builder"))));
      g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (ts_ui_test_find_named (row, "pig"))));
      g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (ts_ui_test_find_named (row, "good-0"))));
      g_assert_null (ts_ui_test_find_named (row, "wine"));
    }
  g_assert_finalize_object (supply);
}

static void
test_render_supply (void)
{
  g_autoptr(TsMatch) match = supply_match ();

  for (guint dark = 0; dark < 2; dark++)
    {
      GtkWidget *supply = ts_carcassonne_supply_new ();
      GtkWindow *window;

      cc_ui_set_dark (dark);
      ts_carcassonne_supply_set_state (TS_CARCASSONNE_SUPPLY (supply), match,
                                       ts_match_get_state (match), cc_ui_colors);
      window = cc_ui_window_with (supply, 300, 340);
      g_free (ts_ui_test_save_png (GTK_WIDGET (window),
                                   dark ? "carcassonne-supply-dark" : "carcassonne-supply-light"));
      ts_ui_test_destroy_window (window);
    }
  cc_ui_set_dark (FALSE);
}

/* ----------------------------------------------------------------------------------------- */
/* What fits here                                                                             */

/* A game of @n_players with every option, @n_tiles tiles on the map, the table to draw. */
static TsCarcassonneState *
state_with_tiles (guint    n_players,
                  guint    n_tiles,
                  guint32  seed)
{
  TsCarcassonneState *state = cc_ui_state_new (n_players, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  while (state->n_tiles < n_tiles || state->stage != TS_CARCASSONNE_STAGE_DRAW)
    g_assert_true (cc_ui_step (state, rand));
  return state;
}

static char *
expected_summary (guint fitting,
                  guint n_left)
{
  guint percent = (fitting * 100 + n_left / 2) / n_left;

  if (fitting == 0)
    return g_strdup_printf ("None of the %u tiles left fits here.", n_left);
  return g_strdup_printf (fitting == 1 ? "%u of %u tiles left fits here (%u%%)"
                                       : "%u of %u tiles left fit here (%u%%)",
                          fitting, n_left, percent);
}

static void
test_fits (void)
{
  g_autofree TsCarcassonneState *s = state_with_tiles (4, 30, 3);
  GtkWidget *fits = ts_carcassonne_fits_new ();
  g_autoptr(GArray) spots = ts_carcassonne_open_spots (s);
  GtkListBox *list = GTK_LIST_BOX (ts_ui_test_find_type (fits, GTK_TYPE_LIST_BOX));
  GtkWindow *window = cc_ui_window_with (fits, 300, 560);
  guint spots_with_rows = 0;
  int best = -1;
  guint best_rows = 0;

  ts_carcassonne_fits_set_state (TS_CARCASSONNE_FITS (fits), s);
  g_assert_cmpuint (spots->len, >, 0);
  for (guint i = 0; i + 1 < spots->len; i += 2)
    {
      int x = g_array_index (spots, gint8, i);
      int y = g_array_index (spots, gint8, i + 1);
      g_autoptr(GString) expected = g_string_new (NULL);
      g_autoptr(GString) shown = g_string_new (NULL);
      g_autofree char *summary = NULL;
      guint fitting = 0;
      guint n = 0;
      GtkListBoxRow *row;

      ts_carcassonne_fits_set_spot (TS_CARCASSONNE_FITS (fits), x, y);
      /* Every kind left that the engine fits here, in the data's order, none cut. */
      for (guint k = 0; k < s->data->n_kinds; k++)
        if (s->left[k] > 0 && ts_carcassonne_fitting_rotations (s, k, x, y) != 0)
          {
            g_string_append_printf (expected, "%s ", s->data->kinds[k].id);
            fitting += s->left[k];
          }
      while ((row = gtk_list_box_get_row_at_index (list, n++)) != NULL)
        {
          const TsCarcassonneKind *kind;
          g_autofree char *count = NULL;
          int k = ts_carcassonne_data_find_kind (s->data, gtk_widget_get_name (GTK_WIDGET (row)));

          g_assert_cmpint (k, >=, 0);
          kind = &s->data->kinds[k];
          g_string_append_printf (shown, "%s ", kind->id);
          count = g_strdup_printf ("%s · %u left", kind->code, s->left[k]);
          g_assert_cmpstr (cc_ui_label_text (GTK_WIDGET (row), "count"), ==, count);
        }
      g_assert_cmpstr (shown->str, ==, expected->str);
      summary = expected_summary (fitting, s->n_left);
      g_assert_cmpstr (cc_ui_label_text (fits, "summary"), ==, summary);
      spots_with_rows += expected->len > 0;
      if (n - 1 > best_rows)
        {
          best_rows = n - 1;
          best = i;
        }
    }
  g_test_message ("%u open spots, %u with a fitting kind; at most %u kinds fit one",
                  spots->len / 2, spots_with_rows, best_rows);
  g_assert_cmpuint (spots_with_rows, >, 0);

  /* A taken cell and one away from the map say why nothing goes there. */
  ts_carcassonne_fits_set_spot (TS_CARCASSONNE_FITS (fits), 0, 0);
  cc_ui_assert_contains (cc_ui_label_text (fits, "summary"), "Taken: the ");
  g_assert_null (gtk_list_box_get_row_at_index (list, 0));
  ts_carcassonne_fits_set_spot (TS_CARCASSONNE_FITS (fits), 60, 60);
  g_assert_cmpstr (cc_ui_label_text (fits, "summary"), ==,
                   "Not next to the map: a tile must touch a placed tile by an edge.");
  g_assert_null (gtk_list_box_get_row_at_index (list, 0));

  for (guint dark = 0; dark < 2; dark++)
    {
      cc_ui_set_dark (dark);
      ts_carcassonne_fits_set_spot (TS_CARCASSONNE_FITS (fits),
                                    g_array_index (spots, gint8, best),
                                    g_array_index (spots, gint8, best + 1));
      g_free (ts_ui_test_save_png (GTK_WIDGET (window),
                                   dark ? "carcassonne-fits-dark" : "carcassonne-fits-light"));
    }
  cc_ui_set_dark (FALSE);
  ts_ui_test_destroy_window (window);
}

/* Issue 29: the rows are made again only when what they say changed (a mark on the first
 * row's widget tells a kept row from a new one: a new row may reuse the old one's address). */
static void
test_fits_rows_kept (void)
{
  g_autofree TsCarcassonneState *s = state_with_tiles (4, 30, 3);
  g_autofree TsCarcassonneState *drawn = NULL;
  GtkWidget *fits = ts_carcassonne_fits_new ();
  g_autoptr(GArray) spots = ts_carcassonne_open_spots (s);
  GtkListBox *list = GTK_LIST_BOX (ts_ui_test_find_type (fits, GTK_TYPE_LIST_BOX));
  GtkWindow *window = cc_ui_window_with (fits, 300, 560);
  GtkListBoxRow *row = NULL;
  g_autofree char *count = NULL;
  int k;

  ts_carcassonne_fits_set_state (TS_CARCASSONNE_FITS (fits), s);
  for (guint i = 0; i + 1 < spots->len && row == NULL; i += 2)
    {
      ts_carcassonne_fits_set_spot (TS_CARCASSONNE_FITS (fits), g_array_index (spots, gint8, i),
                                    g_array_index (spots, gint8, i + 1));
      row = gtk_list_box_get_row_at_index (list, 0);
    }
  g_assert_nonnull (row);
  g_object_set_data (G_OBJECT (row), "mark", GINT_TO_POINTER (1));
  /* The same state again (an entry that changes nothing here): the rows stay. */
  ts_carcassonne_fits_set_state (TS_CARCASSONNE_FITS (fits), s);
  g_assert_true (gtk_list_box_get_row_at_index (list, 0) == row);
  g_assert_nonnull (g_object_get_data (G_OBJECT (row), "mark"));

  /* One tile of the first row's kind drawn: its count changes, the rows are made again. */
  k = ts_carcassonne_data_find_kind (s->data, gtk_widget_get_name (GTK_WIDGET (row)));
  g_assert_cmpint (k, >=, 0);
  drawn = ts_carcassonne_state_copy (s);
  g_assert_cmpuint (drawn->left[k], >, 1);
  drawn->left[k]--;
  drawn->n_left--;
  ts_carcassonne_fits_set_state (TS_CARCASSONNE_FITS (fits), drawn);
  row = gtk_list_box_get_row_at_index (list, 0);
  g_assert_null (g_object_get_data (G_OBJECT (row), "mark"));
  count = g_strdup_printf ("%s · %u left", s->data->kinds[k].code, drawn->left[k]);
  g_assert_cmpstr (cc_ui_label_text (GTK_WIDGET (row), "count"), ==, count);
  ts_ui_test_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  cc_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/carcassonne/supply/counts-and-ledger", test_supply);
  g_test_add_func ("/ui/carcassonne/supply/base-game", test_supply_base);
  g_test_add_func ("/ui/carcassonne/supply/render", test_render_supply);
  g_test_add_func ("/ui/carcassonne/fits/CA-BTL-01-03", test_fits);
  g_test_add_func ("/ui/carcassonne/fits/rows-kept", test_fits_rows_kept);

  return g_test_run ();
}

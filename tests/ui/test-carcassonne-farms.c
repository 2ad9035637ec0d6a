/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne's farms panel on states built by the engine from random legal play: the
 * farms explained (holders, cities and points; at the end equal to the final scoring's farm
 * lines, CA-BEN-04/05, CA-TPG-04/05). Renders the panel, light and dark. */
#include <stdlib.h>
#include <string.h>

#include "carcassonne-ui-util.h"
#include "ts-carcassonne-farms.h"
#include "ts-ui-test-util.h"

typedef struct
{
  guint16 root;
  TsCarcassonneFeatureInfo info;
  guint n_cities;
} ExpectedFarm;

/* The fields with farmers, from the figures on the map, in the order their first farmer
 * came. */
static GArray *
expected_farms (const TsCarcassonneState *s)
{
  GArray *farms = g_array_new (FALSE, TRUE, sizeof (ExpectedFarm));

  for (guint i = 0; i < s->n_figures; i++)
    {
      ExpectedFarm farm = { 0 };
      gboolean seen = FALSE;
      g_autoptr(GArray) cities = NULL;

      if (s->figures[i].type != TS_CARCASSONNE_FOLLOWER)
        continue;
      farm.root = ts_carcassonne_feature (s, s->figures[i].seg / TS_CARCASSONNE_MAX_SEGMENTS,
                                          s->figures[i].seg % TS_CARCASSONNE_MAX_SEGMENTS);
      ts_carcassonne_feature_info (s, farm.root, &farm.info);
      for (guint f = 0; f < farms->len; f++)
        seen |= g_array_index (farms, ExpectedFarm, f).root == farm.root;
      if (seen || farm.info.kind != TS_CARCASSONNE_FIELD)
        continue;
      cities = ts_carcassonne_field_cities (s, farm.root);
      farm.n_cities = cities->len;
      g_array_append_val (farms, farm);
    }
  return farms;
}

/* A game under way with a field held by someone that borders a completed city, and a pig. */
static TsCarcassonneState *
farms_state (void)
{
  for (guint32 seed = 1; seed < 300; seed++)
    {
      g_autofree TsCarcassonneState *s = cc_ui_state_new (3, TRUE);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      while (cc_ui_step (s, rand))
        {
          g_autoptr(GArray) farms = NULL;
          gboolean cities = FALSE, pig = FALSE;

          if (s->stage != TS_CARCASSONNE_STAGE_DRAW || s->n_tiles < 40)
            continue;
          farms = expected_farms (s);
          for (guint f = 0; f < farms->len; f++)
            {
              cities |= g_array_index (farms, ExpectedFarm, f).n_cities > 0;
              pig |= g_array_index (farms, ExpectedFarm, f).info.pigs != 0;
            }
          if (farms->len >= 2 && cities && pig)
            return g_steal_pointer (&s);
        }
    }
  g_error ("no random game had two fields with farmers, a completed city and a pig");
}

static void
feature_activated_cb (TsCarcassonneFarms *farms,
                      guint               feature,
                      guint              *out)
{
  *out = feature;
}

static guint
farm_total (GtkWidget *farms,
            guint      player)
{
  g_autofree char *name = g_strdup_printf ("farm-total-%u", player);
  const char *text = cc_ui_label_text (farms, name);
  g_autofree char *prefix = g_strdup_printf ("%s: ", cc_ui_names[player]);

  g_assert_true (g_str_has_prefix (text, prefix));
  g_assert_true (g_str_has_suffix (text, " VP"));
  return atoi (text + strlen (prefix));
}

static void
test_farms_during_play (void)
{
  g_autofree TsCarcassonneState *s = farms_state ();
  g_autoptr(GArray) farms = expected_farms (s);
  GtkWidget *widget = ts_carcassonne_farms_new ();
  GtkListBox *list = GTK_LIST_BOX (ts_ui_test_find_type (widget, GTK_TYPE_LIST_BOX));
  guint totals[TS_CARCASSONNE_MAX_PLAYERS] = { 0 };
  guint n = 0;
  guint activated = TS_CARCASSONNE_NO_SEG;
  GtkWindow *window = cc_ui_window_with (widget, 300, 560);

  ts_carcassonne_farms_set_state (TS_CARCASSONNE_FARMS (widget), s, cc_ui_colors);
  /* Each field: its row with the holders, a row per completed city, a row per holder. */
  for (guint f = 0; f < farms->len; f++)
    {
      const ExpectedFarm *farm = &g_array_index (farms, ExpectedFarm, f);
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, n++);
      g_autoptr(GString) title = g_string_new (NULL);

      g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (row)), ==, "field");
      ts_ui_test_collect_labels (GTK_WIDGET (row), title);
      for (guint p = 0; p < s->n_players; p++)
        if (farm->info.followers[p] > 0)
          {
            g_autofree char *holder = g_strdup_printf (farm->info.followers[p] == 1
                                                         ? "%s 1 farmer"
                                                         : "%s %u farmers",
                                                       cc_ui_names[p], farm->info.followers[p]);

            cc_ui_assert_contains (title->str, holder);
          }
      activated = TS_CARCASSONNE_NO_SEG;
      g_signal_connect (widget, "feature-activated", G_CALLBACK (feature_activated_cb),
                        &activated);
      gtk_widget_activate (GTK_WIDGET (row));
      g_assert_cmpuint (activated, ==, farm->root);
      for (guint c = 0; c < MAX (farm->n_cities, 1); c++)
        {
          row = gtk_list_box_get_row_at_index (list, n++);
          g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (row)), ==, "city");
          if (farm->n_cities > 0)
            cc_ui_assert_contains (cc_ui_label_text (GTK_WIDGET (row), "title"), "— completed");
          else
            g_assert_false (gtk_list_box_row_get_activatable (row));
        }
      /* A field without a completed city has no "0 cities" rows. */
      for (guint p = 0; p < s->n_players && farm->n_cities > 0; p++)
        if (farm->info.majority & (1u << p))
          {
            guint per_city = (farm->info.pigs & (1u << p)) ? 4 : 3;
            g_autofree char *score = g_strdup_printf ("%s would score %u %s × %u%s = %u VP",
                                                      cc_ui_names[p], farm->n_cities,
                                                      farm->n_cities == 1 ? "city" : "cities",
                                                      per_city,
                                                      per_city == 4 ? " with the pig" : "",
                                                      farm->n_cities * per_city);

            row = gtk_list_box_get_row_at_index (list, n++);
            g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (row)), ==, "score");
            cc_ui_assert_contains (cc_ui_label_text (GTK_WIDGET (row), "title"), score);
            totals[p] += farm->n_cities * per_city;
          }
      g_signal_handlers_disconnect_by_func (widget, feature_activated_cb, &activated);
    }
  g_assert_null (gtk_list_box_get_row_at_index (list, n));
  for (guint p = 0; p < s->n_players; p++)
    g_assert_cmpuint (farm_total (widget, p), ==, totals[p]);

  for (guint dark = 0; dark < 2; dark++)
    {
      cc_ui_set_dark (dark);
      g_free (ts_ui_test_save_png (GTK_WIDGET (window),
                                   dark ? "carcassonne-farms-dark" : "carcassonne-farms-light"));
    }
  cc_ui_set_dark (FALSE);
  ts_ui_test_destroy_window (window);
}

/* The panel is set after every entry: its rows stay (and with them the focus) while what they
 * show is unchanged, and are made again when it changes. */
static void
test_farms_rows_kept (void)
{
  g_autofree TsCarcassonneState *s = farms_state ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  const char *const other_colors[] = { "#000000", "#111111", "#222222", NULL };
  GtkWidget *widget = ts_carcassonne_farms_new ();
  GtkListBox *list = GTK_LIST_BOX (ts_ui_test_find_type (widget, GTK_TYPE_LIST_BOX));
  GtkWindow *window = cc_ui_window_with (widget, 300, 560);
  GtkListBoxRow *first;

  ts_carcassonne_farms_set_state (TS_CARCASSONNE_FARMS (widget), s, cc_ui_colors);
  first = gtk_list_box_get_row_at_index (list, 0);
  g_assert_nonnull (first);
  /* A tile drawn changes no field. */
  g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_DRAW);
  g_assert_true (cc_ui_step (s, rand));
  ts_carcassonne_farms_set_state (TS_CARCASSONNE_FARMS (widget), s, cc_ui_colors);
  g_assert_true (gtk_list_box_get_row_at_index (list, 0) == first);
  /* The players' colours are on the rows' swatches. */
  ts_carcassonne_farms_set_state (TS_CARCASSONNE_FARMS (widget), s, other_colors);
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, 0));
  g_assert_false (gtk_list_box_get_row_at_index (list, 0) == first);
  ts_ui_test_destroy_window (window);
}

/* Issue 56: a panel made before its window is shown (a page made for its first frame) lists
 * the first field's rows, and the others once that frame is painted, after them: the same rows
 * as a panel made in a window already on screen. */
static void
test_farms_after_frame (void)
{
  g_autofree TsCarcassonneState *s = farms_state ();
  g_autoptr(GArray) farms = expected_farms (s);
  const ExpectedFarm *first = &g_array_index (farms, ExpectedFarm, 0);
  guint first_rows = 1 + MAX (first->n_cities, 1);
  GtkWidget *shown = ts_carcassonne_farms_new ();
  GtkWidget *made = ts_carcassonne_farms_new ();
  GtkListBox *shown_list = GTK_LIST_BOX (ts_ui_test_find_type (shown, GTK_TYPE_LIST_BOX));
  GtkListBox *made_list = GTK_LIST_BOX (ts_ui_test_find_type (made, GTK_TYPE_LIST_BOX));
  GtkWindow *shown_window = cc_ui_window_with (shown, 300, 560);
  GtkWindow *made_window;
  g_autofree char *all = NULL;
  g_autofree char *later = NULL;

  ts_carcassonne_farms_set_state (TS_CARCASSONNE_FARMS (shown), s, cc_ui_colors);
  ts_carcassonne_farms_set_state (TS_CARCASSONNE_FARMS (made), s, cc_ui_colors);
  /* The first field, its cities and its holders' points; the totals of every field. */
  for (guint p = 0; p < s->n_players; p++)
    first_rows += (first->info.majority >> p) & 1u && first->n_cities > 0;
  g_assert_cmpuint (farms->len, >=, 2);
  g_assert_cmpuint (ts_ui_test_count_rows (made_list), ==, first_rows);
  g_assert_cmpuint (ts_ui_test_count_rows (made_list), <, ts_ui_test_count_rows (shown_list));
  for (guint p = 0; p < s->n_players; p++)
    g_assert_cmpuint (farm_total (made, p), ==, farm_total (shown, p));

  made_window = cc_ui_window_with (made, 300, 560);
  g_assert_cmpuint (ts_ui_test_count_rows (made_list), ==, ts_ui_test_count_rows (shown_list));
  all = ts_ui_test_labels (shown);
  later = ts_ui_test_labels (made);
  g_assert_cmpstr (later, ==, all);
  ts_ui_test_destroy_window (made_window);
  ts_ui_test_destroy_window (shown_window);
}

/* The breakdown's farm line of @player (0 when it has none). */
static int
breakdown_farms (JsonNode *breakdown,
                 guint     player)
{
  JsonArray *players = json_object_get_array_member (json_node_get_object (breakdown),
                                                     "players");
  JsonArray *lines = json_object_get_array_member (json_array_get_object_element (players,
                                                                                  player),
                                                   "lines");

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      if (g_strcmp0 (json_object_get_string_member (line, "cause"), "farms") == 0)
        return json_object_get_null_member (line, "vp")
                 ? 0
                 : (int) json_object_get_int_member (line, "vp");
    }
  return 0;
}

/* Once over, the panel is the final farm scoring: each player's total equals the ledger's
 * farm lines and the final breakdown's "farms" line, in complete random games. */
static void
test_farms_final (void)
{
  guint farms_seen = 0;

  for (guint32 seed = 1; seed <= 8; seed++)
    {
      gboolean expansion = seed % 2 == 1;
      guint n_players = 2 + seed % 4;
      g_autofree TsCarcassonneState *s = cc_ui_state_new (n_players, expansion);
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      GtkWidget *widget = ts_carcassonne_farms_new ();
      GtkWindow *window = NULL;
      g_autoptr(JsonNode) breakdown = NULL;

      while (cc_ui_step (s, rand))
        ;
      g_assert_cmpint (s->stage, ==, TS_CARCASSONNE_STAGE_OVER);
      breakdown = ts_carcassonne_final_breakdown (s);
      /* The first game is also looked at. */
      if (seed == 1)
        window = cc_ui_window_with (widget, 300, 560);
      else
        g_object_ref_sink (widget);
      ts_carcassonne_farms_set_state (TS_CARCASSONNE_FARMS (widget), s, cc_ui_colors);
      for (guint p = 0; p < n_players; p++)
        {
          int ledger = 0;
          GtkWidget *label;
          g_autofree char *name = g_strdup_printf ("farm-total-%u", p);

          for (guint i = 0; i < s->n_ledger; i++)
            if (s->ledger[i].player == p && s->ledger[i].resource == TS_LEDGER_VP
                && s->ledger[i].cause == TS_CARCASSONNE_CAUSE_FARM)
              ledger += s->ledger[i].delta;
          label = ts_ui_test_find_named (widget, name);
          if (label == NULL)
            {
              /* No farmer at the end: nothing to explain, and nothing scored. */
              g_assert_cmpint (ledger, ==, 0);
              continue;
            }
          farms_seen++;
          g_assert_cmpint (farm_total (widget, p), ==, ledger);
          g_assert_cmpint (breakdown_farms (breakdown, p), ==, ledger);
        }
      if (window != NULL)
        {
          g_free (ts_ui_test_save_png (GTK_WIDGET (window), "carcassonne-farms-final"));
          ts_ui_test_destroy_window (window);
        }
      else
        g_assert_finalize_object (widget);
    }
  g_assert_cmpuint (farms_seen, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  cc_ui_test_init (&argc, &argv);

  g_test_add_func ("/ui/carcassonne/farms/CA-BEN-04-during-play", test_farms_during_play);
  g_test_add_func ("/ui/carcassonne/farms/CA-BEN-04-CA-TPG-05-final", test_farms_final);
  g_test_add_func ("/ui/carcassonne/farms/rows-kept", test_farms_rows_kept);
  g_test_add_func ("/ui/carcassonne/farms/after-first-frame", test_farms_after_frame);

  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "caylus-board-ui-util.h"

#include "ts-caylus-card.h"
#include "ts-ui-test-util.h"

void
caylus_board_init (int    *argc,
                   char ***argv)
{
  g_setenv ("GTK_A11Y", "test", TRUE);
  ts_ui_test_init (argc, argv);
}

static const char *const names[] = { "Ana", "Bruno", "Carla", "Dan", NULL };
const char *const colors[] = { "red", "blue", "yellow", "black", NULL };

/* The setup slots in the engine's order: the Worksite's starting tile, Road spaces 1-8, the
 * Worksite's wood tile, the wood tile on the Road (space 9), the Worksite's stone tile, the
 * stone tile on the Road (space 14) (CY-SET-01..04). */
static const char *const deals[] = {
  "s-guild-any", "s-farm", "s-sawmill", "s-quarry", "s-carpenter", "s-market", "s-farm",
  "s-market", "s-guild-stone", "w-masons", "w-tailor", "st-church", "st-farm",
};

void
apply (TsCaylusState *state,
       const char    *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (json, &error);
  g_autofree TsCaylusEntry *entry = NULL;

  g_assert_no_error (error);
  entry = ts_caylus_entry_from_json (node, &error);
  g_assert_no_error (error);
  if (!ts_caylus_apply (state, entry, &error))
    g_error ("%s refused: %s", json, error->message);
}

TsCaylusState *
new_state (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonArray) players = ts_ui_test_players_new (names);
  TsCaylusState *state = ts_caylus_state_new (options, players, &error);
  static const char *const reveals[] = {
    "thief", "bailiff", "architect", "helper", "goldsmith", "laborer", "deliverer",
  };
  static const char *const drafts[][2] = {
    { "3", "thief" }, { "2", "bailiff" }, { "1", "architect" }, { "0", "helper" },
  };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autofree char *json = g_strdup_printf ("{\"type\": \"deal\", \"tile\": \"%s\"}",
                                               deals[i]);

      apply (state, json);
    }
  apply (state, "{\"type\": \"first-player\", \"player\": 0}");
  for (guint i = 0; i < G_N_ELEMENTS (reveals); i++)
    {
      g_autofree char *json = g_strdup_printf ("{\"type\": \"reveal\", \"character\": \"%s\"}",
                                               reveals[i]);

      apply (state, json);
    }
  for (guint i = 0; i < G_N_ELEMENTS (drafts); i++)
    {
      g_autofree char *json = g_strdup_printf (
          "{\"type\": \"draft\", \"player\": %s, \"character\": \"%s\"}", drafts[i][0],
          drafts[i][1]);

      apply (state, json);
    }
  g_assert_cmpint (state->stage, ==, TS_CAYLUS_STAGE_PLANNING);
  g_assert_cmpint (state->actor, ==, 0);
  return state;
}

GtkWindow *
show_board (GtkWidget *board,
            int        width,
            int        height)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_widget_set_margin_start (board, 12);
  gtk_widget_set_margin_end (board, 12);
  gtk_widget_set_margin_top (board, 12);
  gtk_widget_set_margin_bottom (board, 12);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), board);
  return ts_ui_test_show_alone (scrolled, width, height);
}

void
collect_cards (GtkWidget *widget,
               GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (TS_IS_CAYLUS_CARD (child))
        g_ptr_array_add (out, child);
      collect_cards (child, out);
    }
}

GtkWidget *
spot_card (GtkWidget *board,
           guint      spot)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  collect_cards (board, cards);
  for (guint i = 0; i < cards->len; i++)
    if (ts_caylus_card_get_spot (cards->pdata[i]) == spot)
      return cards->pdata[i];
  g_error ("no card for spot %u", spot);
}

GtkWidget *
road_card (GtkWidget *board,
           guint      space)
{
  return spot_card (board, TS_CAYLUS_N_PRINTED - 1 + space);
}

char *
accessible_name (GtkWidget *widget)
{
  char *name = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");

  g_assert_nonnull (name);
  return name;
}

/* Round 1's planning: Ana on the Carpenter, Bruno on Road space 1, Carla in the Worksite,
 * Dan on Road space 3; then all pass in turn, so that the houses go onto the bridge in the
 * order Ana, Bruno, Carla, Dan. */
void
caylus_board_plan (TsCaylusState *state)
{
  apply (state, "{\"type\": \"place\", \"player\": 0, \"at\": \"carpenter\"}");
  apply (state, "{\"type\": \"place\", \"player\": 1, \"at\": \"road-1\"}");
  apply (state, "{\"type\": \"place\", \"player\": 2, \"at\": \"worksite\"}");
  apply (state, "{\"type\": \"place\", \"player\": 3, \"at\": \"road-3\"}");
  apply (state, "{\"type\": \"pass\", \"player\": 0}");
  apply (state, "{\"type\": \"pass\", \"player\": 1}");
  apply (state, "{\"type\": \"pass\", \"player\": 2}");
  apply (state, "{\"type\": \"pass\", \"player\": 3}");
}

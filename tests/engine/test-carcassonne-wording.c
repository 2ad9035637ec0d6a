/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Carcassonne in words: every entry type, every stage of the next step and what step 3
 * scored, each sentence checked whole (the tile's own description comes from the data). */
#include "carcassonne-util.h"

#include <string.h>

#include "ts-game.h"

/* Checks the entry's words, applies it and checks what it did (NULL: nothing to say). */
static void
play (TsCarcassonneState *s, const char *json, const char *words, const char *outcome)
{
  g_autofree TsCarcassonneEntry *e = ct_parse (json);
  g_autofree TsCarcassonneState *before = ts_carcassonne_state_copy (s);
  g_autofree char *text = ts_carcassonne_describe_entry (s, e);
  g_autofree char *did = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (text, ==, words);
  if (!ts_carcassonne_apply (s, e, &error))
    g_error ("%s refused: %s", json, error->message);
  did = ts_carcassonne_describe_outcome (before, e, s);
  g_assert_cmpstr (did, ==, outcome);
}

static void
assert_pending (const TsCarcassonneState *s, const char *expected)
{
  g_autofree char *text = ts_carcassonne_describe_pending (s);

  g_assert_cmpstr (text, ==, expected);
}

/* “Ana draws tile U: straight road W-E; 70 tiles left.” with the data's description. */
static char *
draw_words (const char *who, const char *id, guint left, gboolean second)
{
  const TsCarcassonneData *data = ts_carcassonne_data_get (NULL);
  const TsCarcassonneKind *kind = &data->kinds[ts_carcassonne_data_find_kind (data, id)];

  return g_strdup_printf (second ? "%s draws a second tile with the builder, tile %s: %s; %u "
                                   "tiles left."
                                 : "%s draws tile %s: %s; %u tiles left.",
                          who, kind->code, ts_carcassonne_kind_name (kind), left);
}

static void
draw (TsCarcassonneState *s, const char *who, const char *id, gboolean second)
{
  g_autofree char *json = g_strdup_printf ("{\"type\":\"draw\",\"tile\":\"%s\"}", id);
  g_autofree char *words = draw_words (who, id, s->n_left - 1, second);

  play (s, json, words, NULL);
}

/* Draws, places, follower and pass; a road of 3 tiles completed; the start of the game. */
static void
test_base_turns (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{}");

  /* CA-BSE-01: 72 tiles, the start tile on the table. */
  assert_pending (s, "Draw a tile for Ana (71 left).");
  draw (s, "Ana", "BASE-W", FALSE);
  assert_pending (s, "Ana places tile W.");
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":-1,\"y\":0,\"rotation\":0}",
        "Ana places tile W at (−1, 0), not turned.", NULL);
  assert_pending (s, "Ana may place a figure on the tile just placed.");
  /* W has three roads: the sentence says which. */
  play (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"road0\"}",
        "Ana puts a thief on the road to the east.", NULL);
  assert_pending (s, "Draw a tile for Bruno (70 left).");
  draw (s, "Bruno", "BASE-L", FALSE);
  play (s, "{\"type\":\"place\",\"player\":1,\"x\":1,\"y\":0,\"rotation\":0}",
        "Bruno places tile L at (1, 0), not turned.", NULL);
  /* CA-BSC-01, CA-BSC-05: the road W-D-L ends at both junctions: 3 points, thief back. */
  play (s, "{\"type\":\"pass\",\"player\":1}", "Bruno places no figure.",
        "Road of 3 tiles completed: Ana +3. Back to supply: Ana's thief.");
  g_assert_cmpint (s->players[0].vp, ==, 3);

  /* CA-BSC-02, CA-BSC-05: a knight placed and back in the same turn, a 2-tile city: 4. */
  draw (s, "Ana", "BASE-E", FALSE);
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":-1,\"rotation\":2}",
        "Ana places tile E at (0, −1), turned 180°.", NULL);
  play (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"city0\"}",
        "Ana puts a knight in the city.",
        "City of 2 tiles completed: Ana +4. Back to supply: Ana's knight.");

  /* A farmer, placed where the field lies as the tile was turned. */
  draw (s, "Bruno", "BASE-U", FALSE);
  play (s, "{\"type\":\"place\",\"player\":1,\"x\":1,\"y\":1,\"rotation\":1}",
        "Bruno places tile U at (1, 1), turned 90° clockwise.", NULL);
  play (s, "{\"type\":\"figure\",\"player\":1,\"figure\":\"follower\",\"segment\":\"field0\"}",
        "Bruno puts a farmer in the field to the east.", NULL);
  draw (s, "Ana", "BASE-B", FALSE);
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":1,\"rotation\":3}",
        "Ana places tile B at (0, 1), turned 90° counterclockwise.", NULL);
  play (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"cloister\"}",
        "Ana puts a monk on the cloister.", NULL);
}

/* The builder, its second tile taken and declined, and the pig (CA-TBU, CA-TPG). */
static void
test_builder_and_pig (void)
{
  g_autofree TsCarcassonneState *s
      = ct_new_game (3, "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true}");

  assert_pending (s, "Draw a tile for Ana (95 left).");
  draw (s, "Ana", "BASE-U", FALSE);
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":1,\"y\":0,\"rotation\":0}",
        "Ana places tile U at (1, 0), not turned.", NULL);
  play (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"road0\"}",
        "Ana puts a thief on the road.", NULL);
  draw (s, "Bruno", "BASE-U", FALSE);
  play (s, "{\"type\":\"place\",\"player\":1,\"x\":-1,\"y\":0,\"rotation\":0}",
        "Bruno places tile U at (−1, 0), not turned.", NULL);
  play (s, "{\"type\":\"figure\",\"player\":1,\"figure\":\"follower\",\"segment\":\"field0\"}",
        "Bruno puts a farmer in the field to the north.", NULL);
  draw (s, "Carla", "BASE-V", FALSE);
  play (s, "{\"type\":\"place\",\"player\":2,\"x\":0,\"y\":1,\"rotation\":0}",
        "Carla places tile V at (0, 1), not turned.", NULL);
  play (s, "{\"type\":\"pass\",\"player\":2}", "Carla places no figure.", NULL);

  /* CA-TBU-02/03: the builder joins Ana's thief on the road. */
  draw (s, "Ana", "BASE-U", FALSE);
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":2,\"y\":0,\"rotation\":0}",
        "Ana places tile U at (2, 0), not turned.", NULL);
  play (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"builder\",\"segment\":\"road0\"}",
        "Ana's builder goes on the road.", NULL);
  /* CA-TPG-02: Bruno's pig joins his farmer in the field north of the road. */
  draw (s, "Bruno", "BASE-U", FALSE);
  play (s, "{\"type\":\"place\",\"player\":1,\"x\":-2,\"y\":0,\"rotation\":0}",
        "Bruno places tile U at (−2, 0), not turned.", NULL);
  play (s, "{\"type\":\"figure\",\"player\":1,\"figure\":\"pig\",\"segment\":\"field0\"}",
        "Bruno's pig goes into the field to the north.", NULL);
  draw (s, "Carla", "BASE-B", FALSE);
  play (s, "{\"type\":\"place\",\"player\":2,\"x\":1,\"y\":1,\"rotation\":0}",
        "Carla places tile B at (1, 1), not turned.", NULL);
  play (s, "{\"type\":\"pass\",\"player\":2}", "Carla places no figure.", NULL);

  /* CA-TBU-05: Ana extends her builder's road: a second tile, which she takes. */
  draw (s, "Ana", "BASE-U", FALSE);
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":3,\"y\":0,\"rotation\":0}",
        "Ana places tile U at (3, 0), not turned.", NULL);
  play (s, "{\"type\":\"pass\",\"player\":0}", "Ana places no figure.",
        "Ana's builder gives a second tile.");
  assert_pending (s, "Ana's builder gives a second tile: draw it, or decline.");
  draw (s, "Ana", "BASE-E", TRUE);
  assert_pending (s, "Ana places tile E, the builder's second tile.");
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":-1,\"rotation\":2}",
        "Ana places tile E at (0, −1), turned 180°.", NULL);
  /* A city nobody holds scores nothing, but it is completed (its farms will count it). */
  play (s, "{\"type\":\"pass\",\"player\":0}", "Ana places no figure.",
        "City of 2 tiles completed: nobody scores.");
  assert_pending (s, "Draw a tile for Bruno (87 left).");
  draw (s, "Bruno", "BASE-B", FALSE);
  play (s, "{\"type\":\"place\",\"player\":1,\"x\":2,\"y\":1,\"rotation\":0}",
        "Bruno places tile B at (2, 1), not turned.", NULL);
  play (s, "{\"type\":\"pass\",\"player\":1}", "Bruno places no figure.", NULL);
  draw (s, "Carla", "BASE-B", FALSE);
  play (s, "{\"type\":\"place\",\"player\":2,\"x\":3,\"y\":1,\"rotation\":0}",
        "Carla places tile B at (3, 1), not turned.", NULL);
  play (s, "{\"type\":\"pass\",\"player\":2}", "Carla places no figure.", NULL);
  /* CA-TBU-10: again; this time Ana declines. */
  draw (s, "Ana", "BASE-U", FALSE);
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":4,\"y\":0,\"rotation\":0}",
        "Ana places tile U at (4, 0), not turned.", NULL);
  play (s, "{\"type\":\"pass\",\"player\":0}", "Ana places no figure.",
        "Ana's builder gives a second tile.");
  play (s, "{\"type\":\"pass\",\"player\":0}", "Ana takes no second tile.", NULL);
  assert_pending (s, "Draw a tile for Bruno (84 left).");
}

/* CA-TGD-03/04: the player who completes a city with goods takes them, knight or not. */
static void
test_goods (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{\"tiles\":true,\"goods\":true}");

  draw (s, "Ana", "TB-Q", FALSE);
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":0,\"y\":-1,\"rotation\":1}",
        "Ana places tile TQ at (0, −1), turned 90° clockwise.", NULL);
  play (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"city0\"}",
        "Ana puts a knight in the city.", NULL);
  draw (s, "Bruno", "BASE-E", FALSE);
  play (s, "{\"type\":\"place\",\"player\":1,\"x\":0,\"y\":-2,\"rotation\":2}",
        "Bruno places tile E at (0, −2), turned 180°.", NULL);
  play (s, "{\"type\":\"pass\",\"player\":1}", "Bruno places no figure.",
        "City of 3 tiles completed: Ana +6. Back to supply: Ana's knight. Bruno takes 1 wine.");

  /* Where on a tile with two cities and two fields: the sides as the tile lies, turned. */
  draw (s, "Ana", "TB-N", FALSE);
  play (s, "{\"type\":\"place\",\"player\":0,\"x\":1,\"y\":-1,\"rotation\":3}",
        "Ana places tile TN at (1, −1), turned 90° counterclockwise.", NULL);
  {
    g_autofree TsCarcassonneEntry *city = ct_parse (
        "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"city0\"}");
    g_autofree char *words = ts_carcassonne_describe_entry (s, city);

    g_assert_cmpstr (words, ==, "Ana puts a knight in the city to the north and south.");
  }
  play (s, "{\"type\":\"figure\",\"player\":0,\"figure\":\"follower\",\"segment\":\"field1\"}",
        "Ana puts a farmer in the field in the middle.", NULL);
}

/* A random complete game's last words: the final scoring, whole, and the end. */
static void
test_game_over (void)
{
  g_autofree TsCarcassonneState *s
      = ct_new_game (4, "{\"tiles\":true,\"goods\":true,\"builder\":true,\"pig\":true}");
  g_autofree TsCarcassonneState *before = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (12);
  g_autofree char *outcome = NULL, *end = NULL, *winners = NULL;
  TsCarcassonneEntry e, last = { 0 };
  guint aside = 0, best = 0;
  GString *expected = g_string_new (NULL);

  while (ts_carcassonne_random_entry (s, rand, &e))
    {
      g_autoptr (GError) error = NULL;

      g_free (before);
      before = ts_carcassonne_state_copy (s);
      g_assert_true (ts_carcassonne_apply (s, &e, &error));
      last = e;
      for (guint k = 0; k < s->data->n_kinds; k++)
        if (s->set_aside[k] > before->set_aside[k])
          {
            g_autofree char *said = ts_carcassonne_describe_outcome (before, &e, s);
            g_autofree char *start = g_strdup_printf ("Tile %s fits nowhere: it is set aside.",
                                                      s->data->kinds[k].code);

            /* CA-BTL-04 */
            g_assert_true (g_str_has_prefix (said, start));
            aside++;
          }
    }
  g_test_message ("%u tiles set aside", aside);
  for (guint i = 0; i < s->n_players; i++)
    best = MAX (best, (guint)s->players[i].vp);
  for (guint i = 0; i < s->n_players; i++)
    if (s->players[i].vp == (int)best)
      {
        if (winners != NULL)
          {
            char *both = g_strdup_printf ("%s and %s", winners, s->names[i]);
            g_free (winners);
            winners = both;
          }
        else
          winners = g_strdup (s->names[i]);
      }
  end = ts_carcassonne_describe_pending (s);
  if (__builtin_popcount (s->winners) == 1)
    g_string_printf (expected, "The game is over: %s wins with %u points.", winners, best);
  else
    g_string_printf (expected, "The game is over: %s share the victory with %u points.", winners,
                     best);
  g_assert_cmpstr (end, ==, expected->str);
  g_string_free (expected, TRUE);
  /* The last entry's outcome is the final scoring, one sentence per feature and good, and
   * ends with the result. */
  outcome = ts_carcassonne_describe_outcome (before, &last, s);
  g_assert_nonnull (outcome);
  g_assert_true (g_str_has_suffix (outcome, end));
  for (guint i = before->n_scorings; i < s->n_scorings; i++)
    g_assert_true (s->scorings[i].final);
  g_assert_nonnull (strstr (outcome, "Farm bordering "));
  /* CA-TBE-01/02: 10 VP for the most tokens of each good anyone has. */
  for (guint g = 0; g < TS_CARCASSONNE_N_GOODS; g++)
    {
      static const char *const most[] = { "Most wine", "Most grain", "Most cloth" };
      guint top = 0, n_top = 0;
      GString *sentence = g_string_new (most[g]);

      for (guint i = 0; i < s->n_players; i++)
        top = MAX (top, s->players[i].goods[g]);
      for (guint i = 0; i < s->n_players; i++)
        if (top > 0 && s->players[i].goods[g] == top)
          g_string_append_printf (sentence, n_top++ == 0 ? ": %s" : " and %s", s->names[i]);
      g_string_append (sentence, n_top > 1 ? " +10 each." : " +10.");
      if (n_top > 0)
        g_assert_nonnull (strstr (outcome, sentence->str));
      else
        g_assert_null (strstr (outcome, most[g]));
      g_string_free (sentence, TRUE);
    }
}

/* Issue 24: where a game stands, for the saved games list: the tiles still to draw. */
static void
test_progress (void)
{
  g_autofree TsCarcassonneState *s = ct_new_game (2, "{}");
  g_autoptr (JsonObject) progress = ts_carcassonne_progress (s);
  g_autofree char *text = ts_carcassonne_describe_progress (progress);
  g_autofree char *expected = g_strdup_printf ("%u tiles left", s->n_left);
  g_autoptr (JsonObject) one = json_object_new ();
  g_autofree char *one_text = NULL;

  g_assert_cmpuint (s->n_left, >, 1);
  g_assert_cmpstr (text, ==, expected);
  json_object_set_int_member (one, "tiles-left", 1);
  one_text = ts_carcassonne_describe_progress (one);
  g_assert_cmpstr (one_text, ==, "1 tile left");
  s->stage = TS_CARCASSONNE_STAGE_OVER;
  g_assert_null (ts_carcassonne_progress (s));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/carcassonne/wording/base-turns", test_base_turns);
  g_test_add_func ("/carcassonne/wording/builder-and-pig", test_builder_and_pig);
  g_test_add_func ("/carcassonne/wording/goods", test_goods);
  g_test_add_func ("/carcassonne/wording/game-over", test_game_over);
  g_test_add_func ("/carcassonne/wording/progress", test_progress);
  return g_test_run ();
}

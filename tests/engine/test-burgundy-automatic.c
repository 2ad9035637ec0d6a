/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The automatic end of turn (record version 2): {"type": "end-turn", "player": p,
 * "automatic": true}. Right after the entry that ended p's turn by itself (CB-TRN-01,
 * CB-TRN-08: both dice used, no purchase possible) it changes nothing; elsewhere it ends the
 * turn like a plain end-turn. Records without it replay, list legal entries and score exactly
 * as before. TS_PROPERTY_GAMES lowers the number of random games. */
#include "burgundy-util.h"

#include "ts-engine-error.h"

#define AUTO_END_0 "{\"type\":\"end-turn\",\"player\":0,\"automatic\":true}"

static void
test_json (void)
{
  g_autofree TsBurgundyEntry *e = bt_parse (AUTO_END_0);
  g_autofree TsBurgundyEntry *plain = bt_parse ("{\"type\":\"end-turn\",\"player\":0}");
  g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (e);
  g_autoptr (JsonNode) plain_node = ts_burgundy_entry_to_json (plain);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autofree char *plain_text = json_to_string (plain_node, FALSE);
  g_autoptr (JsonNode) bad = json_from_string (
      "{\"type\":\"end-turn\",\"player\":0,\"automatic\":1}", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (e->automatic);
  g_assert_false (plain->automatic);
  g_assert_cmpstr (text, ==, AUTO_END_0);
  g_assert_cmpstr (plain_text, ==, "{\"type\":\"end-turn\",\"player\":0}");
  g_assert_null (ts_burgundy_entry_from_json (bad, &error));
  g_assert_error (error, TS_ENGINE_ERROR, TS_ENGINE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "automatic"));
}

/* CB-TRN-01: both dice used with nothing to buy ends the turn by itself; the automatic end
 * written after it changes nothing but the entry count, and is said as such. */
static void
test_mark_after_end_by_itself (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (3, 2, 2);
  g_autofree TsBurgundyState *before = NULL;
  g_autofree TsBurgundyEntry *mark = bt_parse (AUTO_END_0);
  g_autofree char *words = NULL;
  g_autofree char *refusal = NULL;

  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":1}");
  g_assert_cmpint (s->current, ==, 1);
  g_assert_cmpint (s->ended_by_itself, ==, 1);
  words = ts_burgundy_describe_entry (s, mark);
  g_assert_cmpstr (words, ==, "Ana's turn ends by itself: nothing is left to do (automatic).");

  before = ts_burgundy_state_copy (s);
  bt_apply_json (s, AUTO_END_0);
  g_assert_cmpint (s->n_entries, ==, before->n_entries + 1);
  g_assert_cmpint (s->last_acting, ==, before->last_acting);
  before->n_entries = s->n_entries;
  before->ended_by_itself = 0;
  g_assert_true (ts_burgundy_state_equal (before, s));

  /* Only once, and only there: then it is Bruno's turn, not Ana's. */
  refusal = bt_refuse_json (s, AUTO_END_0);
  g_assert_nonnull (strstr (refusal, "Bruno"));
  g_free (refusal);
  refusal = bt_refuse_json (s, "{\"type\":\"end-turn\",\"player\":0}");
  g_assert_nonnull (refusal);
}

/* Where the turn has not ended by itself (the entry that ended it was corrected), the
 * automatic end ends it as a plain end-turn does (unused dice forfeited). */
static void
test_ends_turn_elsewhere (void)
{
  g_autofree TsBurgundyState *s = bt_turn_state (3, 2, 2);
  g_autofree TsBurgundyState *plain = NULL;
  g_autofree TsBurgundyEntry *mark = bt_parse (AUTO_END_0);
  g_autofree char *words = NULL;

  bt_apply_json (s, "{\"type\":\"take-workers\",\"player\":0,\"die\":0}");
  g_assert_cmpint (s->current, ==, 0);
  g_assert_cmpint (s->ended_by_itself, ==, 0);
  words = ts_burgundy_describe_entry (s, mark);
  g_assert_cmpstr (words, ==, "Ana's turn ends here, as recorded (automatic).");
  plain = ts_burgundy_state_copy (s);
  bt_apply_json (plain, "{\"type\":\"end-turn\",\"player\":0}");
  bt_apply_json (s, AUTO_END_0);
  g_assert_cmpint (s->current, ==, 1);
  g_assert_true (ts_burgundy_state_equal (plain, s));
}

static char *
breakdown_text (const TsBurgundyState *s)
{
  g_autoptr (JsonNode) node = ts_burgundy_final_breakdown (s);

  return json_to_string (node, FALSE);
}

/* Random complete games, replayed as played and with an automatic end after every entry that
 * ended a turn by itself: the same legal entries at every step, the same totals and the same
 * final breakdown; an automatic end is never listed as legal. */
static void
test_random_games_same (void)
{
  guint n_games = g_getenv ("TS_PROPERTY_GAMES") != NULL ? 3 : 40;
  TsBurgundyEntry *legal_a = g_new (TsBurgundyEntry, 1024);
  TsBurgundyEntry *legal_b = g_new (TsBurgundyEntry, 1024);

  for (guint seed = 1; seed <= n_games; seed++)
    {
      guint n_players = 2 + seed % 3;
      g_autofree TsBurgundyState *a = bt_new_game (n_players, NULL);
      g_autofree TsBurgundyState *b = bt_new_game (n_players, NULL);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      g_autofree char *text_a = NULL;
      g_autofree char *text_b = NULL;
      TsBurgundyEntry e;
      guint n_marks = 0;

      while (ts_burgundy_random_entry (a, rand, &e))
        {
          guint n_a, n_b;

          g_assert_true (ts_burgundy_apply (a, &e, NULL));
          g_assert_true (ts_burgundy_apply (b, &e, NULL));
          if (b->ended_by_itself != 0)
            {
              TsBurgundyEntry mark;

              ts_burgundy_entry_init (&mark, TS_BURGUNDY_ENTRY_END_TURN, b->ended_by_itself - 1);
              mark.automatic = TRUE;
              g_assert_true (ts_burgundy_apply (b, &mark, NULL));
              n_marks++;
            }
          n_a = ts_burgundy_legal (a, legal_a, 1024);
          n_b = ts_burgundy_legal (b, legal_b, 1024);
          g_assert_cmpuint (n_a, ==, n_b);
          g_assert_cmpint (memcmp (legal_a, legal_b, n_a * sizeof *legal_a), ==, 0);
          for (guint i = 0; i < n_b; i++)
            g_assert_false (legal_b[i].automatic);
        }
      g_assert_cmpint (a->stage, ==, TS_BURGUNDY_STAGE_OVER);
      g_assert_cmpint (b->stage, ==, TS_BURGUNDY_STAGE_OVER);
      g_assert_cmpuint (n_marks, >, 0);
      g_test_message ("seed %u: %u entries, %u automatic ends", seed, a->n_entries, n_marks);
      g_assert_cmpuint (b->n_entries, ==, a->n_entries + n_marks);
      for (guint p = 0; p < n_players; p++)
        {
          g_assert_cmpint (a->players[p].vp, ==, b->players[p].vp);
          g_assert_cmpint (a->players[p].silver, ==, b->players[p].silver);
          g_assert_cmpint (a->players[p].workers, ==, b->players[p].workers);
        }
      text_a = breakdown_text (a);
      text_b = breakdown_text (b);
      g_assert_cmpstr (text_a, ==, text_b);
    }
  g_free (legal_a);
  g_free (legal_b);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/burgundy/automatic-end/json", test_json);
  g_test_add_func ("/burgundy/automatic-end/CB-TRN-01/mark", test_mark_after_end_by_itself);
  g_test_add_func ("/burgundy/automatic-end/ends-turn-elsewhere", test_ends_turn_elsewhere);
  g_test_add_func ("/burgundy/automatic-end/random-games-same", test_random_games_same);
  return g_test_run ();
}

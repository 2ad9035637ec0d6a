/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The automatic pass (new games' option "pass-by-itself"): {"type": "pass", "player": p,
 * "automatic": true}. KB-INF-11: a player with no coloured die left must pass; with the
 * option the influence that used their last coloured die (KB-INF-09: white dice cannot
 * influence alone) passes them by itself, and the automatic entry written after it changes
 * nothing. Records without the option ask the player, as before; the scores are the same. */
#include "kingsburg-util.h"

#include "ts-engine-error.h"

#define AUTO_PASS(p) "{\"type\":\"pass\",\"player\":" #p ",\"automatic\":true}"

static TsKingsburgState *
influence_state (gboolean option,
                 guint    seed)
{
  TsKingsburgState *s = kt_new_game (3);

  s->pass_by_itself = option;
  kt_play_until (s, 1, 2, TS_KINGSBURG_STAGE_INFLUENCE, seed);
  return s;
}

static gboolean
has_coloured_die (const TsKingsburgPlayer *p)
{
  for (guint d = 0; d < MIN (p->n_dice, TS_KINGSBURG_COLOURED); d++)
    if ((p->placed & (1u << d)) == 0)
      return TRUE;
  return FALSE;
}

/* The actor's influence with the most dice (so that their coloured dice run out), or FALSE
 * when only the pass is left. */
static gboolean
biggest_influence (const TsKingsburgState *s,
                   TsKingsburgEntry       *out)
{
  g_autoptr (GArray) legal = ts_kingsburg_legal (s);
  guint best = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      const TsKingsburgEntry *e = &g_array_index (legal, TsKingsburgEntry, i);
      guint n = __builtin_popcount (e->dice);

      if (e->type == TS_KINGSBURG_ENTRY_INFLUENCE && n > best)
        {
          *out = *e;
          best = n;
        }
    }
  return best > 0;
}

static void
test_json (void)
{
  g_autofree TsKingsburgEntry *e = kt_parse (AUTO_PASS (1));
  g_autofree TsKingsburgEntry *plain = kt_parse ("{\"type\":\"pass\",\"player\":1}");
  g_autoptr (JsonNode) node = ts_kingsburg_entry_to_json (e);
  g_autoptr (JsonNode) plain_node = ts_kingsburg_entry_to_json (plain);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autofree char *plain_text = json_to_string (plain_node, FALSE);

  g_assert_true (e->automatic);
  g_assert_true (ts_kingsburg_entry_is_automatic (e));
  g_assert_false (ts_kingsburg_entry_is_automatic (plain));
  g_assert_cmpstr (text, ==, AUTO_PASS (1));
  g_assert_cmpstr (plain_text, ==, "{\"type\":\"pass\",\"player\":1}");
}

/* Influences with the most dice until one uses the actor's last coloured die (the others
 * pass when only the pass is left); returns that actor and entry in @last. */
static int
use_last_coloured_die (TsKingsburgState *s,
                       TsKingsburgEntry *last)
{
  while (s->stage == TS_KINGSBURG_STAGE_INFLUENCE)
    {
      int actor = ts_kingsburg_state_actor (s);

      if (!biggest_influence (s, last))
        {
          g_autofree char *pass = g_strdup_printf ("{\"type\":\"pass\",\"player\":%d}", actor);

          kt_apply (s, pass);
          continue;
        }
      g_assert_true (ts_kingsburg_apply (s, last, NULL));
      if (!has_coloured_die (&s->players[actor]))
        return actor;
    }
  g_assert_not_reached ();
}

/* KB-INF-11, KB-INF-02: the influence that places a player's last coloured die passes them;
 * the automatic pass after it is said, changes nothing but the count, and is never listed. */
static void
test_passes_by_itself (void)
{
  g_autofree TsKingsburgState *s = influence_state (TRUE, 3);
  TsKingsburgEntry e;
  int actor = use_last_coloured_die (s, &e);
  g_autofree TsKingsburgState *before = ts_kingsburg_state_copy (s);
  g_autofree TsKingsburgEntry *mark = ts_kingsburg_automatic_after (s, &e);
  g_autofree char *words = NULL;
  g_autoptr (GArray) legal = ts_kingsburg_legal (s);

  g_assert_true (s->players[actor].passed);
  g_assert_cmpint (s->passed_by_itself, ==, actor + 1);
  g_assert_cmpint (ts_kingsburg_state_actor (s), !=, actor);
  g_assert_nonnull (mark);
  g_assert_true (mark->automatic);
  g_assert_cmpint (mark->player, ==, actor);
  words = ts_kingsburg_describe_entry (s, mark);
  g_assert_nonnull (strstr (words, "no coloured die left"));
  g_assert_nonnull (strstr (words, s->names[actor]));
  for (guint i = 0; i < legal->len; i++)
    g_assert_false (g_array_index (legal, TsKingsburgEntry, i).automatic);

  g_assert_true (ts_kingsburg_apply (s, mark, NULL));
  g_assert_cmpint (s->n_entries, ==, before->n_entries + 1);
  before->n_entries = s->n_entries;
  before->passed_by_itself = 0;
  g_assert_true (ts_kingsburg_state_equal (before, s));
  /* Only once: the mark after a mark is none. */
  g_assert_null (ts_kingsburg_automatic_after (s, mark));
}

/* Records without the option: the player who used every die is still asked (KB-INF-01). */
static void
test_asked_without_option (void)
{
  g_autofree TsKingsburgState *s = influence_state (FALSE, 3);
  TsKingsburgEntry e;
  int actor = use_last_coloured_die (s, &e);

  g_assert_false (s->players[actor].passed);
  g_assert_cmpint (s->passed_by_itself, ==, 0);
  g_assert_null (ts_kingsburg_automatic_after (s, &e));
}

/* Elsewhere (an earlier entry was corrected) the automatic pass is a plain pass: taken for
 * the player whose turn it is, refused for another. */
static void
test_plain_elsewhere (void)
{
  g_autofree TsKingsburgState *s = influence_state (TRUE, 5);
  int actor = ts_kingsburg_state_actor (s);
  int other = (actor + 1) % s->n_players;
  g_autofree char *mine = g_strdup_printf (
      "{\"type\":\"pass\",\"player\":%d,\"automatic\":true}", actor);
  g_autofree char *theirs = g_strdup_printf (
      "{\"type\":\"pass\",\"player\":%d,\"automatic\":true}", other);
  g_autofree char *refusal = kt_refuse (s, theirs);

  g_assert_nonnull (strstr (refusal, "not that player's turn"));
  kt_apply (s, mine);
  g_assert_true (s->players[actor].passed);
}

/* Scores unchanged: every random game played with the players asked, replayed with the
 * option (the plain passes it makes needless left out, its automatic passes written), ends
 * with the same VP, goods and winners (KB-INF-11 changes who is asked, not what happens). */
static void
test_same_scores (void)
{
  for (guint game = 0; game < 12; game++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (game * 131 + 7);
      g_autofree TsKingsburgState *asked = kt_new_game (2 + game % 4);
      g_autofree TsKingsburgState *by_itself = ts_kingsburg_state_copy (asked);
      guint automatic = 0;
      TsKingsburgEntry e;

      by_itself->pass_by_itself = 1;
      while (ts_kingsburg_random_entry (asked, rand, &e))
        {
          g_autoptr (GError) error = NULL;
          g_autofree TsKingsburgEntry *mark = NULL;

          /* The pass of a player with no coloured die left: done by itself already. */
          gboolean needless = e.type == TS_KINGSBURG_ENTRY_PASS
                              && asked->stage == TS_KINGSBURG_STAGE_INFLUENCE
                              && !has_coloured_die (&asked->players[e.player]);

          g_assert_true (ts_kingsburg_apply (asked, &e, NULL));
          if (needless)
            continue;
          if (!ts_kingsburg_apply (by_itself, &e, &error))
            g_error ("game %u: %s", game, error->message);
          mark = ts_kingsburg_automatic_after (by_itself, &e);
          if (mark != NULL)
            {
              g_assert_true (ts_kingsburg_apply (by_itself, mark, NULL));
              automatic++;
            }
        }
      g_assert_cmpint (by_itself->stage, ==, TS_KINGSBURG_STAGE_OVER);
      g_assert_cmpuint (automatic, >, 0);
      g_assert_cmpuint (by_itself->winners, ==, asked->winners);
      for (guint i = 0; i < asked->n_players; i++)
        {
          g_assert_cmpint (by_itself->players[i].vp, ==, asked->players[i].vp);
          g_assert_cmpmem (by_itself->players[i].goods, 3, asked->players[i].goods, 3);
          g_assert_cmpuint (by_itself->players[i].built, ==, asked->players[i].built);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kingsburg/automatic/json", test_json);
  g_test_add_func ("/kingsburg/automatic/KB-INF-11-passes-by-itself", test_passes_by_itself);
  g_test_add_func ("/kingsburg/automatic/asked-without-option", test_asked_without_option);
  g_test_add_func ("/kingsburg/automatic/plain-elsewhere", test_plain_elsewhere);
  g_test_add_func ("/kingsburg/automatic/same-scores", test_same_scores);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The team game (CB-TEM, issue 15), 2 of 2: random complete team games through the engine
 * with invariants (TS_PROPERTY_GAMES lowers their number): components conserved, no negative
 * resources, each player's VP == their ledger, each team's silver and workers == both
 * members' ledgers, partners holding the same copy of the team's board and resources,
 * listed entries accepted, refused entries changing nothing, the result from the totals,
 * replay == live; in every tenth game, "if it ended now" at every 16th step and at the end
 * (now-check.h). */
#include "team-util.h"

#include <string.h>

#include "now-check.h"

static guint n_games = 400;
static guint n_private, n_private_placed;


static void
check_invariants (const TsBurgundyState *s)
{
  bt_check_shield_reads (s);
  bt_assert_components (s);
  for (guint i = 0; i < 4; i++)
    {
      const TsBurgundyPlayer *p = &s->players[i];

      g_assert_cmpint (p->silver, >=, 0);
      g_assert_cmpint (p->workers, >=, 0);
      g_assert_cmpint (p->vp, ==, bt_ledger_sum (s, i, TS_LEDGER_VP));
    }
  for (guint t = 0; t < 2; t++)
    {
      g_assert_cmpint (s->players[t].silver, ==,
                       bt_ledger_sum (s, t, TS_LEDGER_SILVER)
                           + bt_ledger_sum (s, t + 2, TS_LEDGER_SILVER));
      g_assert_cmpint (s->players[t].workers, ==,
                       bt_ledger_sum (s, t, TS_LEDGER_WORKERS)
                           + bt_ledger_sum (s, t + 2, TS_LEDGER_WORKERS));
    }
  team_assert_synced (s);
  /* CB-MON-27 as ruled (issue 42): no two markers share a place; on a shared space every
   * holder of monastery 27 lies above every other marker. */
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      {
        const TsBurgundyPlayer *p = &s->players[i], *q = &s->players[j];

        if (i == j || p->bridge_space != q->bridge_space)
          continue;
        g_assert_cmpuint (p->bridge_height, !=, q->bridge_height);
        if (!s->options.monastery_27_lift_at_ship && ts_burgundy_has_monastery (p, 27)
            && !ts_burgundy_has_monastery (q, 27))
          g_assert_cmpuint (p->bridge_height, >, q->bridge_height);
      }
}

/* CB-TEM-14/15 from the final state. */
static void
check_result (const TsBurgundyState *s)
{
  int a = s->players[0].vp + s->players[2].vp, b = s->players[1].vp + s->players[3].vp;
  int ea = ts_burgundy_empty_spaces (s, 0), eb = ts_burgundy_empty_spaces (s, 1);

  if (a != b)
    g_assert_cmpint (s->winner, ==, a > b ? 0 : 1);
  else if (ea != eb)
    g_assert_cmpint (s->winner, ==, ea > eb ? 0 : 1);
  else if (s->options.team_tie_shared)
    g_assert_cmpint (s->winner, ==, -1);
  else
    {
      /* CB-TIE-02 (issue 26): the team of the player furthest back on the bridge. */
      guint back = 0;
      for (guint i = 1; i < 4; i++)
        if (s->players[i].bridge_space < s->players[back].bridge_space
            || (s->players[i].bridge_space == s->players[back].bridge_space
                && s->players[i].bridge_height < s->players[back].bridge_height))
          back = i;
      g_assert_cmpint (s->winner, ==, (int)ts_burgundy_team_of (back));
    }
}

/* Every listed entry is accepted (a sample); entries of the partner, or with the other kind
 * of storage when it is full, are refused and change nothing. */
static void
check_legal (const TsBurgundyState *s, GRand *rand)
{
  guint n;
  g_autofree TsBurgundyEntry *all = ts_burgundy_legal_all (s, &n);

  for (guint i = 0; i < n; i++)
    {
      if (g_rand_int_range (rand, 0, 6) != 0)
        continue;
      g_autofree TsBurgundyState *copy = ts_burgundy_state_copy (s);
      g_autoptr (GError) error = NULL;
      if (!ts_burgundy_apply (copy, &all[i], &error))
        g_error ("listed entry %u (%s) refused: %s", i, ts_burgundy_entry_type_id (all[i].type),
                 error->message);
      /* The same decision by the partner is not theirs to take (CB-TEM-10). */
      TsBurgundyEntry other = all[i];
      other.player = ts_burgundy_team_partner (all[i].player);
      g_autofree TsBurgundyState *before = ts_burgundy_state_copy (s);
      g_autofree TsBurgundyState *tried = ts_burgundy_state_copy (s);
      g_assert_false (ts_burgundy_apply (tried, &other, NULL));
      g_assert_true (ts_burgundy_state_equal (tried, before));
    }
}

/* The table options of the team game, each on in some of the games (issue 26). */
static const char *const option_sets[] = {
  TEAM,
  "{\"team\": true, \"team-discard-by-kind\": true}",
  "{\"team\": true, \"team-tie-shared\": true}",
  "{\"team\": true, \"team-discard-by-kind\": true, \"team-tie-shared\": true}",
  /* Issue 40: every reading before issue 26, as a team record made then is played. */
  "{\"team\": true, \"extra-tiles\": true, \"team-discard-by-kind\": true, "
  "\"team-tie-shared\": true, \"monastery-27-lift-at-ship\": true, "
  "\"monastery-7-geese-placed-only\": true}",
  /* Issue 26: the modules the team game takes. */
  "{\"team\": true, \"trade-routes\": true}",
  "{\"team\": true, \"extra-tiles\": true, \"white-castles\": true, \"inns\": true, "
  "\"trade-routes\": true}",
  /* Issue 26: the shields, alone and with every module. */
  "{\"team\": true, \"shields\": true}",
  "{\"team\": true, \"shields\": true, \"extra-tiles\": true, \"white-castles\": true, "
  "\"inns\": true, \"trade-routes\": true}",
};
static guint n_discards[2];   /* discards without and with "team-discard-by-kind" */
static guint n_kind_discards; /* of those with it, made while the other kind had room */
static guint n_route_goods;   /* goods laid on the players' own trade routes (issue 26) */
static guint n_shields_taken, n_taxes; /* take-shield and pay-shields entries (issue 26) */
static guint n_nows;                   /* states ended now */

static void
play_random (guint seed, guint *shared_wins, guint *ties_on_spaces)
{
  g_autoptr (GError) setup_error = NULL;
  g_autofree TsBurgundyState *s
      = team_setup (option_sets[seed % G_N_ELEMENTS (option_sets)], NULL, 4, &setup_error);
  g_assert_no_error (setup_error);
  g_autofree TsBurgundyState *start = ts_burgundy_state_copy (s);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GArray) entries = g_array_new (FALSE, FALSE, sizeof (TsBurgundyEntry));
  TsBurgundyEntry e;
  guint step = 0;

  while (ts_burgundy_random_entry (s, rand, &e))
    {
      g_autoptr (GError) error = NULL;
      /* CB-ACT-04: a discard only when none of the player's four spaces is empty, unless
       * "team-discard-by-kind". */
      if (e.discard >= 0 && e.player >= 0)
        {
          gboolean room = ts_burgundy_free_storage (&s->players[e.player]) >= 0;
          g_assert_true (!room || s->options.team_discard_by_kind);
          n_discards[s->options.team_discard_by_kind]++;
          n_kind_discards += room;
        }
      if (!ts_burgundy_apply (s, &e, &error))
        g_error ("seed %u: random entry %s refused: %s", seed, ts_burgundy_entry_type_id (e.type),
                 error->message);
      g_array_append_val (entries, e);
      n_private += e.store == TS_BURGUNDY_STORE_PRIVATE;
      n_shields_taken += e.type == TS_BURGUNDY_ENTRY_TAKE_SHIELD;
      n_taxes += e.type == TS_BURGUNDY_ENTRY_PAY_SHIELDS;
      n_private_placed += e.type == TS_BURGUNDY_ENTRY_PLACE_TILE && e.storage >= 2;
      check_invariants (s);
      if (s->stage == TS_BURGUNDY_STAGE_TURN && seed % 4 == 0)
        check_legal (s, rand);
      if (now_check_due (seed, ++step, 10) && s->stage != TS_BURGUNDY_STAGE_OVER)
        n_nows += now_check_burgundy (s);
      g_autoptr (JsonNode) node = ts_burgundy_entry_to_json (&e);
      g_autofree TsBurgundyEntry *back = ts_burgundy_entry_from_json (node, NULL);
      g_assert_nonnull (back);
      g_assert_cmpmem (back, sizeof *back, &e, sizeof e);
    }
  g_assert_cmpint (s->stage, ==, TS_BURGUNDY_STAGE_OVER);
  check_result (s);
  if (seed % 10 == 0)
    now_check_final (ts_games_lookup ("castles-of-burgundy"), s);
  /* CB-TRD-01/03: each player has a route of their own (3 pieces with 4 players), which the
   * partners do not share: goods sold by one lie on that player's route only. */
  for (guint i = 0; i < 4 && s->options.trade_routes; i++)
    {
      g_assert_cmpuint (s->players[i].route_len, ==, 9);
      n_route_goods += s->players[i].route_next;
    }
  *shared_wins += s->winner < 0;
  *ties_on_spaces += s->tie_break == 1;
  for (guint i = 0; i < entries->len; i++)
    g_assert_true (ts_burgundy_apply (start, &g_array_index (entries, TsBurgundyEntry, i), NULL));
  g_assert_true (ts_burgundy_state_equal (start, s));
}

static void
test_property (void)
{
  guint shared = 0, spaces = 0;

  for (guint i = 0; i < n_games; i++)
    play_random (i, &shared, &spaces);
  /* The random games use both kinds of storage (CB-TEM-08). */
  g_assert_cmpuint (n_private, >, 0);
  g_assert_cmpuint (n_private_placed, >, 0);
  g_assert_cmpuint (n_nows, >, 0);
  if (n_games >= 30)
    g_assert_cmpuint (n_route_goods, >, 0);
  /* Rare events: only the full run (the sanitizer run plays 100 games) must show them. */
  if (n_games > 100)
    {
      g_assert_cmpuint (n_shields_taken, >, 0);
      g_assert_cmpuint (n_taxes, >, 0);
    }
  g_test_message ("%u random team games: %u decided on empty spaces, %u shared; %u tiles stored "
                  "privately, %u placed from private storage; %u discards by the rulebook, %u "
                  "with team-discard-by-kind (%u while the other kind had room); %u goods on "
                  "routes; %u shields taken, %u shield taxes paid; %u states ended now",
                  n_games, spaces, shared, n_private, n_private_placed, n_discards[0],
                  n_discards[1], n_kind_discards, n_route_goods, n_shields_taken, n_taxes,
                  n_nows);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  n_games = bt_property_games (n_games);
  g_test_add_func ("/burgundy/team/property/random-games/CB-TEM-09", test_property);
  return g_test_run ();
}

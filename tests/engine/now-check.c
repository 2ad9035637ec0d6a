/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "now-check.h"

gboolean
now_check_due (guint game,
               guint step,
               guint every)
{
  return game % every == 0 && step % 16 == (game / every) % 16;
}

guint
now_check (const TsGameModule *module,
           gconstpointer       state,
           guint               n_players,
           const int          *vp,
           const int          *adds,
           gboolean            exact,
           gboolean            none)
{
  gpointer before = module->state_copy (state);
  g_autoptr (JsonNode) now = NULL;
  JsonArray *players;

  g_assert_false (module->is_finished (state));
  now = ts_games_breakdown_now (module, state);
  g_assert_true (module->state_equal (before, state));
  module->state_free (before);
  if (none)
    {
      g_assert_null (now);
      return 0;
    }
  g_assert_nonnull (now);
  players = json_object_get_array_member (json_node_get_object (now), "players");
  g_assert_cmpuint (json_array_get_length (players), ==, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      gint64 total
          = json_object_get_int_member (json_array_get_object_element (players, i), "total");

      g_assert_cmpint (total, >=, vp[i]);
      if (exact)
        g_assert_cmpint (total, ==, vp[i] + adds[i]);
      else
        g_assert_cmpint (total, >=, vp[i] + adds[i]);
    }
  return 1;
}

guint
now_check_burgundy (const TsBurgundyState *s)
{
  int vp[TS_BURGUNDY_MAX_PLAYERS], adds[TS_BURGUNDY_MAX_PLAYERS];

  for (guint i = 0; i < s->n_players; i++)
    {
      const TsBurgundyPlayer *p = &s->players[i];

      vp[i] = p->vp;
      adds[i] = 0;
      /* The team game's assets score once, on A1 and B1 (CB-TEM-14 as decided). */
      if (!ts_burgundy_team_counts_assets (s, i))
        continue;
      for (guint g = 1; g <= 6; g++)
        adds[i] += p->goods[g];
      adds[i] += p->silver + p->workers / 2;
    }
  return now_check (ts_games_lookup ("castles-of-burgundy"), s, s->n_players, vp, adds, FALSE,
                    s->options.solo);
}

guint
now_check_kingsburg (const TsKingsburgState *s)
{
  int vp[TS_KINGSBURG_MAX_PLAYERS], adds[TS_KINGSBURG_MAX_PLAYERS];

  for (guint i = 0; i < s->n_players; i++)
    {
      const TsKingsburgPlayer *p = &s->players[i];

      vp[i] = p->vp;
      adds[i] = ts_kingsburg_has (p, TS_KINGSBURG_B_CATHEDRAL) ? ts_kingsburg_n_goods (p) / 2 : 0;
    }
  return now_check (ts_games_lookup ("kingsburg"), s, s->n_players, vp, adds, TRUE, FALSE);
}

guint
now_check_carcassonne (const TsCarcassonneState *s)
{
  int vp[TS_CARCASSONNE_MAX_PLAYERS], adds[TS_CARCASSONNE_MAX_PLAYERS] = { 0 };

  for (guint i = 0; i < s->n_players; i++)
    vp[i] = s->players[i].vp;
  for (guint g = 0; s->opt_goods && g < TS_CARCASSONNE_N_GOODS; g++)
    {
      guint best = 0;

      for (guint i = 0; i < s->n_players; i++)
        best = MAX (best, s->players[i].goods[g]);
      for (guint i = 0; best > 0 && i < s->n_players; i++)
        adds[i] += s->players[i].goods[g] == best ? 10 : 0;
    }
  return now_check (ts_games_lookup ("carcassonne"), s, s->n_players, vp, adds, FALSE, FALSE);
}

guint
now_check_caylus (const TsCaylusState *s)
{
  int vp[TS_CAYLUS_MAX_PLAYERS], adds[TS_CAYLUS_MAX_PLAYERS];

  for (guint i = 0; i < s->n_players; i++)
    {
      vp[i] = s->players[i].pp;
      adds[i] = 2 * (int) s->players[i].res[TS_CAYLUS_GOLD];
    }
  return now_check (ts_games_lookup ("caylus-1303"), s, s->n_players, vp, adds, TRUE, FALSE);
}

void
now_check_final (const TsGameModule *module,
                 gconstpointer       state)
{
  g_autoptr (JsonNode) now = NULL;
  g_autoptr (JsonNode) final = NULL;

  g_assert_true (module->is_finished (state));
  now = ts_games_breakdown_now (module, state);
  final = module->final_breakdown (state);
  if (final == NULL)
    g_assert_null (now);
  else
    g_assert_true (now != NULL && json_node_equal (now, final));
}

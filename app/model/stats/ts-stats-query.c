/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TsStats's figures, asked for (ts-stats.c computes them). */
#include <string.h>

#include "ts-stats-private.h"

guint
ts_stats_get_n_players (TsStats *self)
{
  g_return_val_if_fail (TS_IS_STATS (self), 0);
  return self->players->len;
}

const TsStatsPlayer *
ts_stats_get_player (TsStats *self,
                     guint    index)
{
  g_return_val_if_fail (TS_IS_STATS (self), NULL);
  g_return_val_if_fail (index < self->players->len, NULL);
  return self->players->pdata[index];
}

const TsStatsPlayer *
ts_stats_find_player (TsStats    *self,
                      const char *id)
{
  g_return_val_if_fail (TS_IS_STATS (self), NULL);
  return id != NULL ? g_hash_table_lookup (self->by_id, id) : NULL;
}

const TsStatsPlayerGame *
ts_stats_player_get_game (const TsStatsPlayer *player,
                          const char          *game_id)
{
  g_return_val_if_fail (player != NULL, NULL);

  for (guint i = 0; i < player->games->len; i++)
    {
      const TsStatsPlayerGame *game = player->games->pdata[i];

      if (g_strcmp0 (game->module->id, game_id) == 0)
        return game;
    }
  return NULL;
}

guint
ts_stats_get_n_games (TsStats *self)
{
  g_return_val_if_fail (TS_IS_STATS (self), 0);
  return self->game_stats->len;
}

const TsStatsGame *
ts_stats_get_game (TsStats *self,
                   guint    index)
{
  g_return_val_if_fail (TS_IS_STATS (self), NULL);
  g_return_val_if_fail (index < self->game_stats->len, NULL);
  return self->game_stats->pdata[index];
}

const TsStatsGame *
ts_stats_find_game (TsStats    *self,
                    const char *game_id)
{
  g_return_val_if_fail (TS_IS_STATS (self), NULL);

  for (guint i = 0; i < self->game_stats->len; i++)
    {
      const TsStatsGame *game = self->game_stats->pdata[i];

      if (g_strcmp0 (game->module->id, game_id) == 0)
        return game;
    }
  return NULL;
}

void
ts_stats_head_to_head (TsStats           *self,
                       const char        *a,
                       const char        *b,
                       TsStatsHeadToHead *out)
{
  TsStatsPlayer *pa, *pb;

  g_return_if_fail (TS_IS_STATS (self));
  g_return_if_fail (out != NULL);

  memset (out, 0, sizeof *out);
  pa = a != NULL ? g_hash_table_lookup (self->by_id, a) : NULL;
  pb = b != NULL ? g_hash_table_lookup (self->by_id, b) : NULL;
  if (pa == NULL || pb == NULL || pa == pb)
    return;
  for (guint g = 0; g < self->games->len; g++)
    {
      const Game *kept = &g_array_index (self->games, Game, g);
      const Play *play_a = NULL, *play_b = NULL;

      if (!kept->finished)
        continue;
      for (guint i = 0; i < kept->n; i++)
        {
          const Play *play = &g_array_index (self->plays, Play, kept->first + i);

          if (play->who == pa && play_a == NULL)
            play_a = play;
          else if (play->who == pb && play_b == NULL)
            play_b = play;
        }
      if (play_a == NULL || play_b == NULL)
        continue;
      out->together++;
      if (play_a->position < play_b->position)
        out->a_ahead++;
      else if (play_b->position < play_a->position)
        out->b_ahead++;
      else
        out->ties++;
    }
}

guint
ts_stats_get_n_finished (TsStats *self)
{
  g_return_val_if_fail (TS_IS_STATS (self), 0);
  return self->n_finished;
}

guint
ts_stats_get_n_unscored (TsStats *self)
{
  g_return_val_if_fail (TS_IS_STATS (self), 0);
  return self->n_unscored;
}

guint
ts_stats_get_n_sheets (TsStats *self)
{
  g_return_val_if_fail (TS_IS_STATS (self), 0);
  return self->n_sheets;
}

guint
ts_stats_get_n_conflicts (TsStats *self)
{
  g_return_val_if_fail (TS_IS_STATS (self), 0);
  return self->n_conflicts;
}

guint
ts_stats_get_n_score_only (TsStats *self)
{
  g_return_val_if_fail (TS_IS_STATS (self), 0);
  return self->n_score_only;
}

/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ts-i18n.h"

#include "ts-stats-private.h"
#include "ts-model-games.h"

G_DEFINE_FINAL_TYPE (TsStats, ts_stats, G_TYPE_OBJECT)

static void
player_game_free (gpointer data)
{
  TsStatsPlayerGame *game = data;

  g_ptr_array_unref (game->shares);
  g_free (game);
}

static void
player_free (gpointer data)
{
  TsStatsPlayer *player = data;

  g_free (player->id);
  g_free (player->name);
  g_free (player->color);
  g_ptr_array_unref (player->games);
  g_array_unref (player->scores);
  g_free (player);
}

static void
game_stats_free (gpointer data)
{
  TsStatsGame *game = data;

  g_array_unref (game->scores);
  g_free (game);
}

static void
ts_stats_finalize (GObject *object)
{
  TsStats *self = TS_STATS (object);

  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_pointer (&self->game_stats, g_ptr_array_unref);
  g_clear_pointer (&self->plays, g_array_unref);
  g_clear_pointer (&self->games, g_array_unref);
  g_clear_pointer (&self->infos, g_ptr_array_unref);
  g_clear_pointer (&self->not_counted, g_ptr_array_unref);
  g_clear_pointer (&self->counted_copies, g_ptr_array_unref);

  G_OBJECT_CLASS (ts_stats_parent_class)->finalize (object);
}

static void
ts_stats_class_init (TsStatsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ts_stats_finalize;
}

static void
ts_stats_init (TsStats *self)
{
  self->infos = g_ptr_array_new_with_free_func (g_object_unref);
  self->games = g_array_new (FALSE, FALSE, sizeof (Game));
  self->plays = g_array_new (FALSE, FALSE, sizeof (Play));
  self->players = g_ptr_array_new_with_free_func (player_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->game_stats = g_ptr_array_new_with_free_func (game_stats_free);
  self->not_counted = g_ptr_array_new ();
  self->counted_copies = g_ptr_array_new ();
}

const char *
ts_stats_points_label (const TsGameModule *module)
{
  return module != NULL && module->points_label != NULL ? module->points_label ()
                                                         /* Translators: victory points */
                                                         : _("VP");
}

static gboolean
passes (TsRecordInfo        *info,
        const TsStatsFilter *filter)
{
  guint n_players = g_strv_length ((GStrv) ts_record_info_get_players (info));
  gint64 created = ts_record_info_get_created (info);

  if (filter == NULL)
    return TRUE;
  return (filter->game_id == NULL
          || g_strcmp0 (filter->game_id, ts_record_info_get_game_id (info)) == 0)
         && (filter->from == 0 || created >= filter->from)
         && (filter->to == 0 || created < filter->to)
         && (filter->n_players == 0 || filter->n_players == n_players);
}

/* Who player @i of @info is (ts-stats.h): the person id, else the person of that name, else
 * the name itself. */
static TsStatsPlayer *
person_of (TsStats      *self,
           TsPeople     *people,
           TsRecordInfo *info,
           guint         i)
{
  const char *name = ts_record_info_get_players (info)[i];
  const char *const *persons = ts_record_info_get_persons (info);
  const char *const *colors = ts_record_info_get_colors (info);
  /* Issue 52: a seat without a person (an import that could not make one) or a list shorter
   * than the players is nobody's, never a crash. */
  const char *person = persons != NULL && i < g_strv_length ((GStrv) persons) ? persons[i] : "";
  const char *color = colors != NULL && i < g_strv_length ((GStrv) colors) ? colors[i] : NULL;
  const char *id = NULL;
  g_autofree char *own_id = NULL;
  TsStatsPlayer *player;

  if (people != NULL && *person != '\0')
    id = ts_people_resolve (people, person);
  if (id == NULL && people != NULL)
    id = ts_people_find (people, name);
  if (id == NULL && *person != '\0')
    id = person; /* a person from another computer's list: still one person */
  if (id == NULL)
    {
      g_autofree char *folded = ts_people_fold_name (name);

      id = own_id = g_strconcat ("~", folded, NULL);
    }
  player = g_hash_table_lookup (self->by_id, id);
  if (player == NULL)
    {
      player = g_new0 (TsStatsPlayer, 1);
      player->id = g_strdup (id);
      player->games = g_ptr_array_new_with_free_func (player_game_free);
      player->scores = g_array_new (FALSE, FALSE, sizeof (TsStatsScore));
      g_ptr_array_add (self->players, player);
      g_hash_table_insert (self->by_id, player->id, player);
    }
  /* The person's own name and colour, else the newest game's. */
  if (people != NULL && ts_people_get_name (people, id) != NULL)
    {
      name = ts_people_get_name (people, id);
      if (ts_people_get_color (people, id) != NULL)
        color = ts_people_get_color (people, id);
    }
  else if (player->name != NULL && player->seen > ts_record_info_get_created (info))
    return player;
  player->seen = ts_record_info_get_created (info);
  g_free (player->name);
  player->name = g_strdup (name);
  if (color != NULL && *color != '\0')
    {
      g_free (player->color);
      player->color = g_strdup (color);
    }
  return player;
}


/* Who finished ahead of whom: more points, or as many and a winner when the other is not;
 * without both scores (an imported play may lack them), a winner when the other is not. */
static gboolean
ahead (const Play *a,
       const Play *b)
{
  if (!a->scored || !b->scored)
    return a->won && !b->won;
  return a->score > b->score || (a->score == b->score && a->won && !b->won);
}

static void
add_game (TsStats      *self,
          TsPeople     *people,
          TsRecordInfo *info)
{
  const char *const *names = ts_record_info_get_players (info);
  const TsRecordSummary *summary = ts_record_info_get_summary (info);
  Game game = { info, ts_record_lookup_game (ts_record_info_get_game_id (info)),
                self->plays->len, g_strv_length ((GStrv) names), FALSE };

  if (game.module == NULL)
    return;
  /* Whether it is over, who won and the scores are what the replay of its entries found
   * (ts_record_info_read()), never the record's header. A record whose replay stops at an
   * entry the rules refuse is not counted (it needs attention), whatever it says it is. */
  if (ts_record_info_get_attention (info) != NULL
      || (ts_record_info_get_finished (info) && summary == NULL))
    {
      self->n_unscored++;
      g_ptr_array_add (self->not_counted, info);
      return;
    }
  game.finished = summary != NULL;
  /* An imported play: its scores only (ts-imported-plays.h). */
  game.score_only = summary != NULL && summary->n_categories == 0;
  self->n_finished += game.finished;
  self->n_score_only += game.score_only;
  for (guint i = 0; i < game.n; i++)
    {
      Play play = { info, i, person_of (self, people, info, i), 0, 0, FALSE, game.finished,
                    FALSE };

      if (game.finished)
        {
          play.score = summary->scores[i];
          play.won = i < 32 && ((summary->winners >> i) & 1);
          play.scored = i >= 32 || !((summary->unknown_scores >> i) & 1);
        }
      g_array_append_val (self->plays, play);
    }
  for (guint i = 0; game.finished && i < game.n; i++)
    {
      Play *play = &g_array_index (self->plays, Play, game.first + i);

      play->position = 1;
      for (guint j = 0; j < game.n; j++)
        play->position += ahead (&g_array_index (self->plays, Play, game.first + j), play);
    }
  g_array_append_val (self->games, game);
}

static TsStatsPlayerGame *
player_game (TsStatsPlayer      *player,
             const TsGameModule *module)
{
  TsStatsPlayerGame *game;

  for (guint i = 0; i < player->games->len; i++)
    if (((TsStatsPlayerGame *) player->games->pdata[i])->module == module)
      return player->games->pdata[i];
  game = g_new0 (TsStatsPlayerGame, 1);
  game->module = module;
  game->shares = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (player->games, game);
  return game;
}

static TsStatsGame *
game_stats (TsStats            *self,
            const TsGameModule *module)
{
  TsStatsGame *game;

  for (guint i = 0; i < self->game_stats->len; i++)
    if (((TsStatsGame *) self->game_stats->pdata[i])->module == module)
      return self->game_stats->pdata[i];
  game = g_new0 (TsStatsGame, 1);
  game->module = module;
  game->scores = g_array_new (FALSE, FALSE, sizeof (int));
  g_ptr_array_add (self->game_stats, game);
  return game;
}

static int
game_order (const TsGameModule *module)
{
  const TsGameModule *const *all = ts_games_get_all (NULL);

  for (int i = 0; all[i] != NULL; i++)
    if (all[i] == module)
      return i;
  return G_MAXINT;
}

static int
compare_player_games (gconstpointer a,
                      gconstpointer b)
{
  return game_order ((*(TsStatsPlayerGame **) a)->module)
         - game_order ((*(TsStatsPlayerGame **) b)->module);
}

static int
compare_games (gconstpointer a,
               gconstpointer b)
{
  return game_order ((*(TsStatsGame **) a)->module) - game_order ((*(TsStatsGame **) b)->module);
}

static int
compare_players (gconstpointer a,
                 gconstpointer b)
{
  const TsStatsPlayer *x = *(TsStatsPlayer **) a;
  const TsStatsPlayer *y = *(TsStatsPlayer **) b;

  if (x->wins != y->wins)
    return x->wins > y->wins ? -1 : 1;
  if (x->plays != y->plays)
    return x->plays > y->plays ? -1 : 1;
  return g_utf8_collate (x->name, y->name);
}

static int
compare_scores (gconstpointer a,
                gconstpointer b)
{
  const TsStatsScore *x = a, *y = b;

  return x->time < y->time ? -1 : x->time > y->time;
}

static int
compare_durations (gconstpointer a,
                   gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* Each player's points by category in @game, against every player's in that game: one pass
 * over the plays (10,000 games are some 30,000 plays). */
static void
add_shares (TsStats     *self,
            TsStatsGame *game)
{
  g_autoptr(GPtrArray) categories = ts_games_categories (game->module);
  g_autoptr(GPtrArray) ids = ts_record_summary_category_ids (game->module);
  guint n_categories = ids->len; /* the game's, and "other" last */
  g_autoptr(GHashTable) sums = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autofree double *table = g_new0 (double, n_categories);
  guint n_table = 0;
  gboolean other = FALSE;

  for (guint i = 0; i < self->plays->len; i++)
    {
      const Play *play = &g_array_index (self->plays, Play, i);
      const TsRecordSummary *summary;
      double *mine;

      if (!play->finished
          || ts_record_lookup_game (ts_record_info_get_game_id (play->info)) != game->module)
        continue;
      summary = ts_record_info_get_summary (play->info);
      if (summary->n_categories != n_categories)
        continue;
      mine = g_hash_table_lookup (sums, play->who);
      if (mine == NULL)
        {
          /* The categories, then how many of the player's games they are from. */
          mine = g_new0 (double, n_categories + 1);
          g_hash_table_insert (sums, play->who, mine);
        }
      mine[n_categories]++;
      for (guint c = 0; c < n_categories; c++)
        {
          int value = ts_record_summary_get_points (summary, play->player, c);

          mine[c] += value;
          table[c] += value;
          other |= c + 1 == n_categories && value != 0;
        }
      n_table++;
    }

  for (guint p = 0; p < self->players->len; p++)
    {
      TsStatsPlayer *player = self->players->pdata[p];
      const double *mine = g_hash_table_lookup (sums, player);
      TsStatsPlayerGame *pg = NULL;
      double positive = 0;

      for (guint i = 0; i < player->games->len; i++)
        if (((TsStatsPlayerGame *) player->games->pdata[i])->module == game->module)
          pg = player->games->pdata[i];
      if (mine == NULL || pg == NULL || pg->plays == 0)
        continue;
      for (guint c = 0; c < n_categories; c++)
        positive += MAX (mine[c], 0);
      for (guint c = 0; c < n_categories - (other ? 0 : 1); c++)
        {
          TsStatsShare *share = g_new0 (TsStatsShare, 1);

          share->category = ids->pdata[c];
          if (c < categories->len)
            share->label = g_dgettext (GETTEXT_PACKAGE,
                                       ((const TsLedgerCategory *) categories->pdata[c])->label);
          else
            /* Translators: points from causes no category of the game names */
            share->label = _("Other");
          share->average = mine[c] / mine[n_categories];
          /* Of the points won; a category that takes points away keeps its sign (issue 41:
           * it was shown as 0%). */
          share->share = positive > 0 ? mine[c] / positive : 0;
          share->table_average = n_table > 0 ? table[c] / n_table : 0;
          g_ptr_array_add (pg->shares, share);
        }
    }
}

static void
sum_up (TsStats *self)
{
  for (guint g = 0; g < self->games->len; g++)
    {
      const Game *kept = &g_array_index (self->games, Game, g);
      TsStatsGame *game = game_stats (self, kept->module);
      gint64 created = ts_record_info_get_created (kept->info);

      if (!kept->finished)
        game->in_progress++;
      else
        {
          game->plays++;
          game->score_only += kept->score_only;
          if (kept->n < G_N_ELEMENTS (game->by_count))
            game->by_count[kept->n]++;
        }
      for (guint i = 0; i < kept->n; i++)
        {
          const Play *play = &g_array_index (self->plays, Play, kept->first + i);
          TsStatsPlayerGame *pg = player_game (play->who, kept->module);
          TsStatsScore score = { created, ts_record_info_get_game_id (kept->info), play->score,
                                 play->position, play->won, kept->info };

          if (!play->finished)
            {
              play->who->in_progress++;
              pg->in_progress++;
              continue;
            }
          play->who->plays++;
          play->who->wins += play->won;
          play->who->score_only += kept->score_only;
          pg->plays++;
          pg->wins += play->won;
          pg->score_only += kept->score_only;
          if (!play->scored)
            continue;
          pg->scored++;
          if (pg->scored == 1 || play->score > pg->best)
            {
              pg->best = play->score;
              pg->best_game = kept->info;
            }
          pg->average += play->score; /* divided below */
          g_array_append_val (play->who->scores, score);
          g_array_append_val (game->scores, play->score);
          if (game->record_game == NULL || play->score > game->record)
            {
              game->record = play->score;
              game->record_name = play->who->name;
              game->record_game = kept->info;
            }
        }
    }

  for (guint p = 0; p < self->players->len; p++)
    {
      TsStatsPlayer *player = self->players->pdata[p];

      g_array_sort (player->scores, compare_scores);
      for (guint i = 0; i < player->games->len; i++)
        {
          TsStatsPlayerGame *pg = player->games->pdata[i];

          if (pg->scored > 0)
            pg->average /= pg->scored;
          /* The newest game's score: the scores are sorted by time. */
          for (guint k = 0; k < player->scores->len; k++)
            {
              const TsStatsScore *score = &g_array_index (player->scores, TsStatsScore, k);

              if (ts_record_lookup_game (score->game_id) == pg->module)
                pg->last = score->score;
            }
        }
      g_ptr_array_sort (player->games, compare_player_games);
    }
  g_ptr_array_sort (self->game_stats, compare_games);
  g_ptr_array_sort (self->players, compare_players);

  for (guint i = 0; i < self->game_stats->len; i++)
    {
      TsStatsGame *game = self->game_stats->pdata[i];
      g_autoptr(GArray) durations = g_array_new (FALSE, FALSE, sizeof (gint64));
      double winning = 0;
      guint n_winning = 0;

      for (guint g = 0; g < self->games->len; g++)
        {
          const Game *kept = &g_array_index (self->games, Game, g);
          gint64 duration = ts_record_info_get_duration (kept->info);

          if (kept->module != game->module || !kept->finished)
            continue;
          if (duration >= 0)
            g_array_append_val (durations, duration);
          for (guint k = 0; k < kept->n; k++)
            {
              const Play *play = &g_array_index (self->plays, Play, kept->first + k);

              if (play->won && play->scored)
                {
                  winning += play->score;
                  n_winning++;
                }
            }
        }
      game->average_winning = n_winning > 0 ? winning / n_winning : 0;
      game->n_timed = durations->len;
      if (durations->len > 0)
        {
          g_array_sort (durations, compare_durations);
          game->median_duration = durations->len % 2 == 1
                                      ? g_array_index (durations, gint64, durations->len / 2)
                                      : (g_array_index (durations, gint64, durations->len / 2 - 1)
                                         + g_array_index (durations, gint64, durations->len / 2))
                                            / 2;
        }
      add_shares (self, game);
    }
}

TsStats *
ts_stats_new (GListModel          *infos,
              TsPeople            *people,
              const TsStatsFilter *filter)
{
  TsStats *self;
  g_autoptr(TsSyncCounts) versions = NULL;
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (infos), NULL);
  g_return_val_if_fail (people == NULL || TS_IS_PEOPLE (people), NULL);

  self = g_object_new (TS_TYPE_STATS, NULL);
  n = g_list_model_get_n_items (infos);
  /* Issue 43, 52: a game and its conflict copies count once (ts_sync_counts_new()). */
  versions = ts_sync_counts_new (infos);
  for (guint i = 0; i < n; i++)
    {
      TsRecordInfo *info = g_list_model_get_item (infos, i);
      TsRecordInfo *original = NULL;
      TsSyncCount count;

      g_ptr_array_add (self->infos, info);
      if (!TS_IS_RECORD_INFO (info) || !passes (info, filter))
        continue;
      count = ts_sync_counts_get (versions, info, &original);
      if (count == TS_SYNC_COUNT_COPY)
        self->n_conflicts++;
      else if (count == TS_SYNC_COUNT_REPLACED)
        continue; /* its copy counts in its place */
      else if (ts_record_info_get_kind (info) == TS_RECORD_INFO_SHEET)
        self->n_sheets++;
      else if (ts_record_info_get_kind (info) == TS_RECORD_INFO_GAME)
        add_game (self, people, info);
      else if (ts_record_info_get_kind (info) == TS_RECORD_INFO_UNREADABLE)
        g_ptr_array_add (self->not_counted, info);
      if (count == TS_SYNC_COUNT_IN_PLACE && original != NULL)
        g_ptr_array_add (self->counted_copies, info);
    }
  sum_up (self);
  return self;
}

TsStats *
ts_stats_new_full (GListModel          *infos,
                   GListModel          *imported,
                   TsPeople            *people,
                   const TsStatsFilter *filter)
{
  g_autoptr(GListStore) all = NULL;
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (infos), NULL);
  g_return_val_if_fail (imported == NULL || G_IS_LIST_MODEL (imported), NULL);

  if (imported == NULL || g_list_model_get_n_items (imported) == 0)
    return ts_stats_new (infos, people, filter);
  /* The saved games, then the imported plays: both counted alike, the latter with their
   * scores only (their summaries have no categories). */
  all = g_list_store_new (TS_TYPE_RECORD_INFO);
  n = g_list_model_get_n_items (infos);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (infos, i);

      if (TS_IS_RECORD_INFO (item))
        g_list_store_append (all, item);
    }
  n = g_list_model_get_n_items (imported);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (imported, i);

      g_list_store_append (all, item);
    }
  return ts_stats_new (G_LIST_MODEL (all), people, filter);
}

/* Issue 52: what leaves the statistics, for the way to it. */
GPtrArray *
ts_stats_get_not_counted (TsStats *self)
{
  g_return_val_if_fail (TS_IS_STATS (self), NULL);
  return self->not_counted;
}

GPtrArray *
ts_stats_get_counted_copies (TsStats *self)
{
  g_return_val_if_fail (TS_IS_STATS (self), NULL);
  return self->counted_copies;
}
